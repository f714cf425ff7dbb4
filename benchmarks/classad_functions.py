"""Builtin-function speed: condor-ls against HTCondor's C++ library (its Python bindings).

Each workload is one expression that leans on a family of builtins (string lists, regular
expressions, string building, list reductions, versions, time formatting). Both sides get the
expression pre-parsed and evaluate it repeatedly; the script prints microseconds per
evaluation for each side and the ratio, and checks the answers agree. A last workload shows
what RE2 buys: a pattern that backtracks exponentially in PCRE, on a subject short enough for
the library to finish.

    python benchmarks/classad_functions.py [--repeat N]
"""
from __future__ import annotations

import argparse
import os
import time

os.environ.setdefault("TZ", "UTC")
time.tzset()

from condor_ls.classad.evaluator import evaluate  # noqa: E402
from condor_ls.classad.parser import parse_expr  # noqa: E402

LIST = ", ".join(f"host{i:03d}.example.org" for i in range(200))
NUMS = ", ".join(str(i * 1.5) for i in range(200))

WORKLOADS: dict[str, str] = {
    "stringListMember (200 items)": f'stringListMember("host199.example.org", "{LIST}")',
    "stringListIMember + size": f'stringListIMember("HOST150.EXAMPLE.ORG", "{LIST}") && stringListSize("{LIST}") == 200',
    "stringListSum/Max (200 numbers)": f'stringListSum("{NUMS}") + stringListMax("{NUMS}")',
    "regexp anchored": 'regexp("^slot[0-9]+@host[0-9]+\\\\.example\\\\.org$", "slot12@host042.example.org")',
    "regexp case-insensitive": 'regexp("EXAMPLE", "slot12@host042.example.org", "i")',
    "replaceAll": 'replaceAll("([a-z]+)([0-9]+)", "slot12@host042.example.org", "\\\\2\\\\1")',
    "strcat/join/split": 'join(",", split(strcat("a b c ", toUpper("d e f"), " g h")))',
    "substr/size/strcmp": 'strcmp(substr("ThisIsAString", 4, 2), "Is") == 0 && size("abcdefghij") == 10',
    "sum/avg/min/max": "sum({1, 2, 3, 4.5}) + avg({1, 2, 3}) + min({4, 2, 8}) + max({1.5, 9, 3})",
    "member/anyCompare": 'member("x86_64", {"INTEL", "X86_64"}) && anyCompare("<", {10, 20, 30}, 15)',
    "versioncmp family": 'versionGE("10.9.1", "10.10.0") || version_in_range("23.4.0", "23.0", "24.0")',
    "formatTime/splitTime": 'formatTime(1700000000, "%Y-%m-%d %H:%M:%S") != "" && splitTime(1700000000).Year == 2023',
    "interval/quantize/pow": 'interval(1472523) != "" && quantize(1500, {1024, 2048, 4096}) == 2048 && pow(2, 10) == 1024',
    "backtracking pattern, 24 chars": f'regexp("(a+)+$", "{"a" * 24}!")',
}


def _ours(expr: str, repeat: int) -> tuple[float, object]:
    tree = parse_expr(expr)
    value = evaluate(tree, now=1_700_000_000)
    start = time.perf_counter()
    for _ in range(repeat):
        evaluate(tree, now=1_700_000_000)
    return (time.perf_counter() - start) / repeat, value


def _library(expr: str, repeat: int) -> tuple[float, object] | None:
    try:
        import htcondor2  # noqa: F401  (registers HTCondor's extra functions)
        import classad2
    except Exception:
        return None
    tree = classad2.ExprTree(expr)
    value = tree.eval()
    start = time.perf_counter()
    for _ in range(repeat):
        tree.eval()
    return (time.perf_counter() - start) / repeat, value


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--repeat", type=int, default=2000)
    args = ap.parse_args()
    print(f"{'workload':40s} {'ours us':>10s} {'library us':>11s} {'ratio':>7s}  agree")
    for name, expr in WORKLOADS.items():
        repeat = max(1, args.repeat // 100) if name.startswith("backtracking") else args.repeat
        ours_t, ours_v = _ours(expr, repeat)
        lib = _library(expr, repeat)
        if lib is None:
            print(f"{name:40s} {ours_t * 1e6:10.1f} {'-':>11s}")
            continue
        lib_t, lib_v = lib
        agree = ours_v == lib_v
        print(f"{name:40s} {ours_t * 1e6:10.1f} {lib_t * 1e6:11.1f} {ours_t / lib_t:7.1f}  {agree}")


if __name__ == "__main__":
    main()
