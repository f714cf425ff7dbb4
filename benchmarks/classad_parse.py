"""Speed of the ClassAd grammar, AST builder and unparser.

Generates a ``condor_status -l``-style file of old-syntax machine ads (default 1,000 ads of
~40 attributes, with policy expressions), and reports medians of:

* the tree-sitter parse alone,
* ``parse_ads`` (parse plus AST for every attribute),
* ``unparse_ad_old`` of every ad,
* ``parse_expr`` of a typical Requirements expression,
* ``parse_expr`` of a 50,000-term ``+`` chain (the iterative builder's worst case).

    python benchmarks/classad_parse.py [--ads 1000] [--runs 5]
"""
from __future__ import annotations

import argparse
import random
import statistics
import time
from typing import Callable

from condor_ls.classad.parser import parse_ads, parse_expr, parse_tree
from condor_ls.classad.unparse import unparse_ad_old

REQUIREMENTS = (
    '(TARGET.OpSys == "LINUX") && (TARGET.Arch == "X86_64") && (TARGET.Memory >= RequestMemory)'
    " && (TARGET.Disk >= RequestDisk) && (TARGET.HasFileTransfer || TARGET.FileSystemDomain =?= "
    'MY.FileSystemDomain) && ifThenElse(isUndefined(x), true, x > 3) && member("a", {"a", "b"})'
)


VALUES = ("1", "2.5", "true", "undefined", "Memory * 2", '"s"')


def machine_ad(rng: random.Random, n: int) -> str:
    lines = [
        'MyType = "Machine"',
        f'Name = "slot{n % 32 + 1}@node{n // 32:04d}.example.org"',
        f'Machine = "node{n // 32:04d}.example.org"',
        f"SlotID = {n % 32 + 1}",
        'State = "Unclaimed"',
        'Activity = "Idle"',
        'Arch = "X86_64"',
        'OpSys = "LINUX"',
        f"Cpus = {rng.choice([1, 2, 4, 8])}",
        f"Memory = {rng.randrange(1024, 65536)}",
        f"Disk = {rng.randrange(10**6, 10**9)}",
        f"LoadAvg = {rng.random():.6f}",
        f"KeyboardIdle = {rng.randrange(0, 100000)}",
        f"EnteredCurrentState = {1763790000 + rng.randrange(100000)}",
        "Start = (KeyboardIdle > 15 * 60) && (LoadAvg - CondorLoadAvg <= 0.3)",
        "Rank = TARGET.Department =?= MY.Department ? 10 : 0",
        "Requirements = " + REQUIREMENTS,
        'StarterAbilityList = "HasFileTransfer,HasPerFileEncryption,HasReconnect,HasTDP"',
        "ChildCpus = { 1, 1, 2 }",
        "Sub = [ a = 1; b = { \"x\", \"y\" } ]",
    ]
    for i in range(20):
        lines.append(f"Attr{i} = {rng.choice(VALUES)}")
    return "\n".join(lines) + "\n"


def median_ms(fn: Callable[[], object], runs: int) -> float:
    samples = []
    for _ in range(runs):
        start = time.perf_counter()
        fn()
        samples.append((time.perf_counter() - start) * 1000)
    return statistics.median(samples)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--ads", type=int, default=1000)
    ap.add_argument("--runs", type=int, default=5)
    args = ap.parse_args()
    rng = random.Random(1)
    text = "\n".join(machine_ad(rng, n) for n in range(args.ads))
    size_kib = len(text.encode()) / 1024
    ads = parse_ads(text)
    chain = " + ".join(["1"] * 50_000)
    print(f"input: {args.ads} old-syntax ads, {size_kib:.0f} KiB, {sum(len(a) for a in ads)} attributes")
    print(f"tree-sitter parse:        {median_ms(lambda: parse_tree(text), args.runs):9.1f} ms")
    print(f"parse_ads (tree + AST):   {median_ms(lambda: parse_ads(text), args.runs):9.1f} ms")
    print(f"unparse_ad_old (all ads): {median_ms(lambda: [unparse_ad_old(a) for a in ads], args.runs):9.1f} ms")
    print(f"parse_expr(Requirements): {median_ms(lambda: parse_expr(REQUIREMENTS), args.runs * 20):9.3f} ms")
    print(f"parse_expr(50k-term sum): {median_ms(lambda: parse_expr(chain), args.runs):9.1f} ms")


if __name__ == "__main__":
    main()
