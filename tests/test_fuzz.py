"""The differential fuzz harness (``fuzz/``) in the test suite: its regression cases, a seeded
sample of fresh cases, and tests of the harness itself.

* every case in ``tests/oracle/cases/fuzz_regressions.txt`` (minimised divergences the fuzzer
  found, plus the ones issue 21 listed) must agree with HTCondor's library on value and type,
  on the printed expression and on the printed value;
* a seeded sample of freshly generated cases (a few thousand; ``FUZZ_SAMPLE`` overrides the
  count) must show no divergence; cases the library cannot answer (a crash, a string that is
  not UTF-8) and documented differences (PCRE features RE2 lacks, times the C library cannot
  break down) are counted apart, and must stay a small share;
* the generator, the comparison and the shrinker are tested on their own.

All but the harness tests need the pinned ``htcondor`` wheel (marked ``oracle``).
"""
from __future__ import annotations

import collections
import os
import random
import sys
import time
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))
sys.path.insert(0, str(Path(__file__).parent))

from fuzz import classad_gen, shrink  # noqa: E402
from fuzz.tree import Node, leaf  # noqa: E402
from oracle import reference  # noqa: E402
from oracle.cases import CASES_DIR, Case, parse_case_file  # noqa: E402

REGRESSIONS = CASES_DIR / "fuzz_regressions.txt"
SAMPLE_SEED = 21
SAMPLE_SIZE = int(os.environ.get("FUZZ_SAMPLE", "3000"))

_why = reference.available()
needs_oracle = [pytest.mark.oracle, pytest.mark.skipif(_why is not None, reason=_why or "")]


# ---------------------------------------------------------------------------------------------
# the harness itself (no oracle needed)
# ---------------------------------------------------------------------------------------------


def test_cases_are_a_function_of_seed_and_index() -> None:
    a = classad_gen.case_texts(classad_gen.generate(5, 123))
    b = classad_gen.case_texts(classad_gen.generate(5, 123))
    c = classad_gen.case_texts(classad_gen.generate(5, 124))
    assert a == b
    assert a != c


def test_generator_reaches_every_function_and_operator() -> None:
    texts = [classad_gen.case_texts(classad_gen.generate(7, i))[0] for i in range(4000)]
    joined = "\n".join(texts)
    missing_functions = [f for f in classad_gen.FUNCTIONS if f + "(" not in joined]
    missing_ops = [op for op in classad_gen.BINARY_OPS if f" {op} " not in joined]
    assert missing_functions == []
    assert missing_ops == []


def test_shrinker_finds_the_smallest_failing_part() -> None:
    # a "failure" is any expression mentioning the name x; the shrinker must cut the rest away
    big = Node("bin", "", [
        Node("call", "f(", [leaf("lit", "1"), Node("list", "{", [leaf("ref", "y"), leaf("ref", "x")], ", ", "}",
                                                              variadic=True)], ", ", ")", variadic=True),
        leaf("lit", "2"),
    ], " + ")

    def still_fails(cands):
        for i, c in enumerate(cands):
            if "x" in c[0].render():
                return i
        return None

    small, tests = shrink.minimise((big,), still_fails, classad_gen.SHRINK_LEAVES)
    assert small[0].render() == "x"
    assert tests > 0


def test_shrinker_keeps_a_case_nothing_smaller_reproduces() -> None:
    case = (leaf("lit", "1"),)
    small, _ = shrink.minimise(case, lambda cands: None, classad_gen.SHRINK_LEAVES)
    assert small[0].render() == "1"


def test_tree_round_trips_through_json() -> None:
    case = classad_gen.generate(3, 9)
    node = case.expr
    assert Node.from_json(node.to_json()).render() == node.render()


# ---------------------------------------------------------------------------------------------
# against the library
# ---------------------------------------------------------------------------------------------

REGRESSION_CASES: list[Case] = parse_case_file(REGRESSIONS) if REGRESSIONS.exists() else []


@pytest.fixture(scope="module")
def worker():
    with reference.ReferenceWorker(timeout=30) as w:
        yield w


@pytest.mark.parametrize("case", REGRESSION_CASES, ids=[c.id for c in REGRESSION_CASES])
@pytest.mark.oracle
@pytest.mark.skipif(_why is not None, reason=_why or "")
def test_fuzz_regression(case: Case, worker) -> None:
    from fuzz.classad_compare import judge, evaluate_ours

    ref = worker.evaluate_many([reference.Request(case.expr, case.my, case.target, printed=True)])[0]
    ours = evaluate_ours(case.expr, case.my, case.target, now=time.time())
    outcome = judge(ours, ref, case.compare)
    assert outcome.status == "agree", f"{case.id}: {case.expr!r}\n  " + "\n  ".join(outcome.details)


@pytest.mark.oracle
@pytest.mark.skipif(_why is not None, reason=_why or "")
def test_seeded_sample_has_no_divergence(worker) -> None:
    from fuzz.classad_compare import run_batch

    cases = [classad_gen.case_texts(classad_gen.generate(SAMPLE_SEED, i)) for i in range(SAMPLE_SIZE)]
    outcomes = run_batch(worker, cases)
    counts = collections.Counter(o.status for o in outcomes)
    diverging = [(c, o) for c, o in zip(cases, outcomes) if o.status == "diverge"]
    report = "\n".join(f"{c!r}\n  " + "\n  ".join(o.details[:3]) for c, o in diverging[:10])
    assert not diverging, f"{len(diverging)} of {len(cases)} cases diverge:\n{report}"
    # most cases must be comparable, or the sample tests little
    assert counts["agree"] >= 0.9 * len(cases), counts


@pytest.mark.oracle
@pytest.mark.skipif(_why is not None, reason=_why or "")
def test_old_ad_the_library_reads_only_in_part_is_not_comparable(worker) -> None:
    """Seed 1 case 836326: HTCondor's old-syntax reader stops at a line it cannot parse (here
    ``0``, which has no name) and keeps the lines before it (compat_classad.cpp,
    InsertFromStream and OnParseError), so it reads ``R`` alone; condor-ls refuses the text
    with a syntax error instead of dropping lines. Such a case is not comparable, whatever the
    dropped line holds."""
    from condor_ls.classad.parser import ClassAdSyntaxError, parse_ad
    from fuzz.classad_compare import evaluate_ours, judge

    target = 'R = "1.2.3" "a" ISNT // c\n0'
    with pytest.raises(ClassAdSyntaxError):
        parse_ad(target)
    for text in (target, "X = 1\n0", "X = 1\nY = 1 +\nZ = 2", "X = 1\n\nY = 2"):
        with pytest.raises(ValueError):
            reference.parse_ad_text(text)
    # lines the reader skips or parses do not make a case incomparable
    assert set(reference.parse_ad_text("# c\nX = 1\n  # d\nR = 1 (").keys()) == {"X", "R"}
    ref = worker.evaluate_many([reference.Request("0", "[]", target, printed=True)])[0]
    outcome = judge(evaluate_ours("0", "[]", target), ref, "exact")
    assert (outcome.status, outcome.aspects) == ("not-comparable", ["bad-case"])


@pytest.mark.oracle
@pytest.mark.skipif(_why is not None, reason=_why or "")
def test_split_time_beyond_gmtime_is_documented(worker) -> None:
    """Seed 1 case 763254: splitTime of a time gmtime cannot break down makes the library fill
    a record from a struct tm it never set; even its own two readings of that record differ, so
    the case is the documented time-out-of-range difference, not an unfolding problem."""
    from fuzz.classad_compare import evaluate_ours, judge

    my = "Memory = SPLITTIME((-9223372036854775807))"
    ref = worker.evaluate_many([reference.Request("self.MEMORY", my, None, printed=True)])[0]
    ours = evaluate_ours("self.MEMORY", my, None)
    assert ours["type"] == "error" and ours.get("time_out_of_range")
    outcome = judge(ours, ref, "exact")
    assert (outcome.status, outcome.aspects) == ("documented", ["time-out-of-range"])
