"""Agreement report: every curated case through both evaluators, summarised per category.

    python tests/oracle/report.py                 # table + every disagreement
    python tests/oracle/report.py --summary       # table only
    python tests/oracle/report.py --category fn_  # only categories starting with fn_
    python tests/oracle/report.py --json out.json # also write the disagreements as JSON

For the evaluator authors: each disagreement shows the case, both results and the first
differences; ``exception`` means our code raised, ``parse-error`` on one side only points at
the parser.
"""
from __future__ import annotations

import argparse
import collections
import json
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from oracle import ours, reference  # noqa: E402
from oracle.cases import NOT_COMPARABLE, differences, load_cases  # noqa: E402


def _suspect(got: dict, ref: dict) -> str:
    """A first guess at which module is at fault, to route the disagreement."""
    kinds = {got.get("type"), ref.get("type")}
    if got.get("type") == "exception":
        return "raised"
    if "parse-error" in kinds:
        return "parser"
    return "evaluator/builtins"


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--summary", action="store_true", help="print the table only")
    ap.add_argument("--category", default="", help="only categories with this prefix")
    ap.add_argument("--json", type=Path, help="write the disagreements to this file")
    ap.add_argument("--by-file", action="store_true", help="group by case file instead of section")
    args = ap.parse_args(argv)

    why = reference.available()
    if why:
        print(f"reference unavailable: {why}", file=sys.stderr)
        return 2
    why = ours.unavailable()
    if why:
        print(f"condor-ls evaluator unavailable: {why}", file=sys.stderr)
        return 2

    cases = [c for c in load_cases() if c.category.startswith(args.category)]
    started = time.monotonic()
    with reference.ReferenceWorker() as worker:
        refs = worker.evaluate_many(reference.Request(c.expr, c.my, c.target) for c in cases)
        ref_time = time.monotonic() - started
        started = time.monotonic()
        got_all = []
        for c, ref in zip(cases, refs):
            if c.compare != "exact":
                ref = worker.evaluate(c.expr, c.my, c.target)
            got_all.append((ref, ours.evaluate_ours(c.expr, c.my, c.target, now=time.time())))
        our_time = time.monotonic() - started

    table: dict[str, collections.Counter] = collections.defaultdict(collections.Counter)
    bad = []
    for c, (ref, got) in zip(cases, got_all):
        key = c.category.split("/")[0] if args.by_file else c.category
        if ref["type"] in NOT_COMPARABLE:
            table[key]["not comparable"] += 1
            continue
        diffs = differences(got, ref, c.compare)
        if diffs:
            table[key]["disagree"] += 1
            bad.append((c, got, ref, diffs))
        else:
            table[key]["agree"] += 1

    width = max((len(k) for k in table), default=10) + 2
    print(f"{'category':{width}} {'agree':>7} {'disagree':>9} {'n/c':>5}")
    totals: collections.Counter = collections.Counter()
    for key in sorted(table):
        row = table[key]
        totals.update(row)
        print(f"{key:{width}} {row['agree']:>7} {row['disagree']:>9} {row['not comparable']:>5}")
    n = sum(totals.values())
    print(f"{'TOTAL':{width}} {totals['agree']:>7} {totals['disagree']:>9} {totals['not comparable']:>5}"
          f"   ({100.0 * totals['agree'] / max(n, 1):.2f}% agree of {n};"
          f" reference {ref_time:.1f}s, ours {our_time:.1f}s)")
    by_suspect = collections.Counter(_suspect(g, r) for _, g, r, _ in bad)
    if by_suspect:
        print("suspects: " + ", ".join(f"{k} {v}" for k, v in by_suspect.most_common()))

    if not args.summary:
        for c, got, ref, diffs in bad:
            print(f"\n[{_suspect(got, ref)}] {c.id} ({c.category}): {c.expr}")
            if c.my is not None:
                print(f"    MY: {c.my!r}")
            if c.target is not None:
                print(f"    TARGET: {c.target!r}")
            print(f"    ours: {json.dumps(_short(got))[:400]}")
            print(f"    ref:  {json.dumps(_short(ref))[:400]}")
            for d in diffs[:3]:
                print(f"    - {d}")
    if args.json:
        args.json.write_text(json.dumps(
            [{"id": c.id, "category": c.category, "expr": c.expr, "my": c.my, "target": c.target,
              "ours": got, "reference": ref, "differences": diffs, "suspect": _suspect(got, ref)}
             for c, got, ref, diffs in bad], indent=1), encoding="utf-8")
    return 0 if not bad else 1


def _short(v: dict) -> dict:
    return {k: x for k, x in v.items() if k != "traceback"}


if __name__ == "__main__":
    sys.exit(main())
