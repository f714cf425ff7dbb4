"""Run the differential ClassAd fuzzer: generate, compare, minimise, keep.

    python -m fuzz.classad_fuzz --seed 1 --cases 1000000 --out fuzz/runs/classad-1
    python -m fuzz.classad_fuzz --summary fuzz/runs/classad-1
    python -m fuzz.classad_fuzz --regress fuzz/runs/classad-1   # minimised findings -> case file

Cases are numbered; case ``i`` of seed ``s`` is always the same (``classad_gen.generate``). The
run is cut into chunks written to ``OUT/chunk-NNNNNN.json`` as each completes, so a run that
is stopped resumes where it left off and several processes may share the chunks (``--jobs``).
A divergence is minimised at once (``shrink.minimise``: the smallest variant that still
diverges in the same aspect) and stored with the original.
"""
from __future__ import annotations

import argparse
import collections
import json
import sys
import time
from pathlib import Path
from typing import Iterable, Sequence

from . import _paths, chunks  # noqa: F401
from .classad_compare import Outcome, compare_mode, evaluate_ours, judge, run_batch
from .classad_gen import SHRINK_LEAVES, Case, ad_text, case_texts, generate
from .shrink import minimise
from .tree import Node
from oracle import reference  # noqa: E402

#: the case file the test suite runs (tests/test_fuzz.py, and the curated value test)
#: cases our side takes longer than this (seconds) to answer are listed in the chunk
SLOW = 1.0

REGRESSIONS = _paths.REPO / "tests" / "oracle" / "cases" / "fuzz_regressions.txt"

Texts = tuple[str, "str | None", "str | None"]


def _case_roots(case: Case) -> tuple:
    my = case.my if isinstance(case.my, Node) else None
    return (case.expr, my, case.target)


def _case_from_roots(roots: tuple, template: Case) -> Case:
    expr, my, target = roots
    if my is None:
        my = template.my if isinstance(template.my, str) else None
        if target is not None and my is None:
            my = Node("ad", "[", [], "; ", "]", variadic=True, expr=False)
    return Case(expr, my, target)


def _extra_cuts(roots: tuple):
    """Whole-ad cuts: drop TARGET, then MY (an empty MY when TARGET stays)."""
    expr, my, target = roots
    if target is not None:
        yield (expr, my, None)
    if my is not None and target is None:
        yield (expr, None, None)


def same_failure(outcome: Outcome, wanted: Sequence[str]) -> bool:
    return outcome.status == "diverge" and any(a in outcome.aspects for a in wanted)


def minimise_case(worker: reference.ReferenceWorker, case: Case, aspects: Sequence[str],
                  budget: int = 2000) -> tuple[Case, int]:
    """The smallest variant of ``case`` that still diverges in one of ``aspects``."""

    def still_fails(cands) -> int | None:
        built = [_case_from_roots(c, case) for c in cands]
        outs = run_batch(worker, [case_texts(b) for b in built])
        for i, o in enumerate(outs):
            if same_failure(o, aspects):
                return i
        return None

    roots, tests = minimise(_case_roots(case), still_fails, SHRINK_LEAVES, extra=_extra_cuts, budget=budget)
    return _case_from_roots(roots, case), tests


def library_varies(texts: Texts, first: dict, tries: int = 2) -> bool:
    """Whether the library's answer changes between fresh processes: out-of-range times make
    it read uninitialised memory (``splitTime(-9223372036854775807)``), a plain bug whose
    answer cannot be matched; such a case is not comparable."""
    from oracle.cases import differences

    for _ in range(tries):
        with reference.ReferenceWorker(timeout=30) as fresh:
            again = fresh.evaluate_many([reference.Request(*texts, printed=True)])[0]
        if differences(again, first) or again.get("printed") != first.get("printed"):
            return True
    return False


def run_chunk(worker: reference.ReferenceWorker, seed: int, start: int, count: int, *,
              do_minimise: bool = True, max_depth: int = 4, batch: int = 400) -> dict:
    started = time.process_time()
    wall = time.monotonic()
    counts: collections.Counter = collections.Counter()
    findings = []
    slow: list[tuple[int, float]] = []
    for lo in range(start, start + count, batch):
        hi = min(lo + batch, start + count)
        cases = [generate(seed, i, max_depth) for i in range(lo, hi)]
        outs = run_batch(worker, [case_texts(c) for c in cases])
        for i, (case, out) in zip(range(lo, hi), zip(cases, outs)):
            if out.seconds > SLOW:
                slow.append((i, round(out.seconds, 2)))
            key = out.status if out.status != "not-comparable" else "n/c:" + out.aspects[0]
            if out.status == "documented":
                key = "documented:" + out.aspects[0].split(":")[0]
            counts[key] += 1
            if (out.status == "diverge" and compare_mode(*case_texts(case)) == "exact"
                    and library_varies(case_texts(case), out.ref)):
                counts["diverge"] -= 1
                counts["n/c:nondeterministic"] += 1
                continue
            if out.status != "diverge":
                continue
            texts = case_texts(case)
            finding = {"index": i, "case": list(texts), "aspects": out.aspects, "details": out.details,
                       "ours": _strip(out.ours), "reference": _strip(out.ref)}
            if do_minimise:
                # variants that hang the library cost a timeout each: a short one here
                with reference.ReferenceWorker(timeout=5) as quick:
                    small, tests = minimise_case(quick, case, out.aspects)
                stexts = case_texts(small)
                again = run_batch(worker, [stexts])[0]
                finding["minimised"] = {"case": list(stexts), "tests": tests, "aspects": again.aspects,
                                        "details": again.details}
            findings.append(finding)
    return {"seed": seed, "start": start, "count": count, "max_depth": max_depth, "counts": dict(counts),
            "findings": findings, "slow": slow, "cpu_seconds": round(time.process_time() - started, 2),
            "wall_seconds": round(time.monotonic() - wall, 2)}


def _strip(j: dict | None) -> dict | None:
    if j is None:
        return None
    return {k: v for k, v in j.items() if k != "traceback"} | ({"traceback": j["traceback"][-1500:]} if "traceback" in j else {})


def run(seed: int, cases: int, chunk: int, out: Path, *, do_minimise: bool, max_depth: int, first: int = 0,
        quiet: bool = False) -> None:
    with reference.ReferenceWorker(timeout=10) as worker:
        def one(start: int, count: int) -> dict:
            return run_chunk(worker, seed, start, count, do_minimise=do_minimise, max_depth=max_depth)

        def report(start: int, result: dict) -> None:
            if not quiet:
                c = result["counts"]
                print(f"chunk {start}: {c.get('agree', 0)} agree, {c.get('diverge', 0)} diverge, "
                      f"{sum(v for k, v in c.items() if k.startswith('n/c'))} n/c, "
                      f"{result['wall_seconds']} s", flush=True)

        chunks.run_chunks(out, first, cases, chunk, one, report)


def summarise(out: Path) -> dict:
    return chunks.summarise(out)


def print_summary(s: dict, show: int = 20) -> None:
    chunks.print_counts(s)
    groups = collections.Counter()
    for f in s["findings"]:
        m = f.get("minimised", {}).get("case") or f["case"]
        groups[(tuple(f["aspects"]), m[0][:120])] += 1
    if groups:
        print("divergences (minimised expression, count):")
        for (aspects, text), n in groups.most_common(show):
            print(f"  {n:5} {','.join(aspects):18} {text}")


# ---------------------------------------------------------------------------------------------
# regression cases
# ---------------------------------------------------------------------------------------------


def regression_lines(texts: Texts, note: str) -> list[str]:
    """A case in the case-file format of tests/oracle/cases (see cases.py)."""
    expr, my, target = texts
    lines = [f"# {note}".rstrip(), "@reset"]
    if my == reference.NO_AD:
        lines.append("@noad")
    elif my is not None:
        lines += ["@my <<", my, "@end"] if "\n" in my else [f"@my {my if my.strip() else '[]'}"]
    if target is not None:
        lines += ["@target <<", target, "@end"] if "\n" in target else [f"@target {target}"]
    if "\n" in expr or expr != expr.strip() or expr.startswith(("#", "@")) or any(ord(ch) < 32 for ch in expr):
        lines.append("@json " + json.dumps(expr, ensure_ascii=False))
    else:
        lines.append(expr)
    return lines


def existing_regressions(path: Path = REGRESSIONS) -> set[tuple]:
    from oracle.cases import parse_case_file

    if not path.exists():
        return set()
    return {(c.expr, c.my, c.target) for c in parse_case_file(path)}


def add_regressions(found: Iterable[tuple[Texts, str]], path: Path = REGRESSIONS) -> int:
    """Append cases not in the file yet; returns how many were added."""
    have = existing_regressions(path)
    new_lines: list[str] = []
    added = 0
    for texts, note in found:
        key = tuple(texts)
        if key in have:
            continue
        have.add(key)
        new_lines += regression_lines(texts, note) + [""]
        added += 1
    if new_lines:
        if not path.exists():
            path.write_text(HEADER, encoding="utf-8")
        with open(path, "a", encoding="utf-8") as fh:
            fh.write("\n".join(new_lines))
    return added


HEADER = """\
# Minimised cases the differential fuzzer (fuzz/classad_fuzz.py) found, one per divergence it
# led to; tests/test_fuzz.py compares each on value, printed expression and printed value, and
# tests/test_oracle_classad.py compares the values with the other curated cases. Appended by
# `python -m fuzz.classad_fuzz --regress RUN_DIR`; the note says what differed when found.

"""


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--cases", type=int, default=10000)
    ap.add_argument("--first", type=int, default=0, help="number of the first case")
    ap.add_argument("--chunk", type=int, default=10000)
    ap.add_argument("--max-depth", type=int, default=4)
    ap.add_argument("--out", type=Path, help="run directory (chunks are resumed from it)")
    ap.add_argument("--no-minimise", action="store_true")
    ap.add_argument("--summary", type=Path, metavar="RUN_DIR", help="summarise a run")
    ap.add_argument("--regress", type=Path, metavar="RUN_DIR", help="append its minimised findings to the case file")
    ap.add_argument("--case", type=int, metavar="INDEX", help="print one generated case and both results")
    args = ap.parse_args(argv)
    why = reference.available()
    if why:
        print(why, file=sys.stderr)
        return 2
    if args.summary:
        s = summarise(args.summary)
        print_summary(s)
        return 0 if not s["counts"].get("diverge") else 1
    if args.regress:
        s = summarise(args.regress)
        candidates = []
        for f in s["findings"]:
            texts = tuple(f.get("minimised", {}).get("case") or f["case"])
            note = (f"seed {s['seeds'][0] if s['seeds'] else '?'} case {f['index']}: "
                    f"{'; '.join(f.get('minimised', {}).get('details') or f['details'])[:200]}")
            candidates.append((texts, note))
        # only cases that agree now become regression tests; the others are still open
        with reference.ReferenceWorker() as w:
            outs = run_batch(w, [t for t, _ in candidates])
        found = [c for c, o in zip(candidates, outs) if o.status == "agree"]
        for (texts, _), o in zip(candidates, outs):
            if o.status != "agree":
                print(f"still {o.status}: {texts[0][:100]} {o.details[:1]}")
        print(f"{add_regressions(found)} cases added to {REGRESSIONS}")
        return 0
    if args.case is not None:
        texts = case_texts(generate(args.seed, args.case, args.max_depth))
        print(json.dumps(texts, ensure_ascii=False))
        with reference.ReferenceWorker() as w:
            ref = w.evaluate_many([reference.Request(*texts, printed=True)])[0]
        ours = evaluate_ours(*texts, now=time.time())
        o = judge(ours, ref, compare_mode(*texts))
        print(o.status, o.aspects, *o.details, sep="\n  ")
        return 0
    out = args.out or Path(f"fuzz/runs/classad-{args.seed}")
    run(args.seed, args.cases, args.chunk, out, do_minimise=not args.no_minimise, max_depth=args.max_depth,
        first=args.first)
    print_summary(summarise(out))
    return 0


if __name__ == "__main__":
    sys.exit(main())
