"""Differential tests: condor-ls's ClassAd evaluator against HTCondor's own library.

Every curated case (``tests/oracle/cases/*.txt``) and a few hundred generated ones are evaluated
by both sides and compared in the batch JSON form; reals must agree bit for bit (any NaN equals
any NaN). The reference runs in a child process (tests/oracle/reference.py) so a crash in the
C++ library cannot take pytest down.

Clock-dependent cases are marked ``@compare time`` (numbers within a few seconds) or
``@compare type`` (``random()``, ``formatTime()`` of now) in the case files; everything else is
exact.
"""
from __future__ import annotations

import json
import os
import shutil
import subprocess
import re
import sys
import time
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).parent))

from oracle import ours, reference  # noqa: E402
from oracle.cases import NO_AD, NOT_COMPARABLE, Case, differences, load_cases  # noqa: E402

pytestmark = pytest.mark.oracle

_why = reference.available()
if _why:
    pytest.skip(_why, allow_module_level=True)

CASES: list[Case] = load_cases()


@pytest.fixture(scope="module")
def worker():
    # a hang in the library costs this long, once per hanging case
    with reference.ReferenceWorker(timeout=20) as w:
        yield w


@pytest.fixture(scope="module")
def expected(worker) -> dict[str, dict]:
    results = worker.evaluate_many(reference.Request(c.expr, c.my, c.target) for c in CASES)
    return {c.id: r for c, r in zip(CASES, results)}


@pytest.fixture(scope="module")
def ours_ready() -> None:
    why = ours.unavailable()
    if why:
        pytest.skip(why)


def _explain(case: Case, got: dict, ref: dict, diffs: list[str]) -> str:
    where = f"{case.id}: {case.expr!r}"
    if case.my is not None:
        where += f"\n  MY: {case.my!r}"
    if case.target is not None:
        where += f"\n  TARGET: {case.target!r}"
    return (
        f"{where}\n  ours:      {json.dumps(got)[:600]}\n  reference: {json.dumps(ref)[:600]}\n  "
        + "\n  ".join(diffs[:10])
    )


# ---------------------------------------------------------------------------------------------
# The case corpus itself (needs only the reference)
# ---------------------------------------------------------------------------------------------


def test_corpus_is_large_and_covers_every_category() -> None:
    assert len(CASES) > 1000
    files = {c.category.split("/")[0] for c in CASES}
    for stem in ("literals", "arith", "compare", "logic", "scoping", "fn_types", "fn_math",
                 "fn_strings", "fn_lists", "fn_regex", "fn_time", "fn_misc", "gen_binary"):
        assert stem in files


def test_reference_can_evaluate_every_curated_case(expected: dict[str, dict]) -> None:
    """A case the library cannot give a value for (bad ad text, a result that cannot be
    unfolded, a crash) is a mistake in the corpus, not a finding."""
    bad = [f"{c.id} {c.expr!r}: {expected[c.id]}" for c in CASES if expected[c.id]["type"] in NOT_COMPARABLE]
    assert not bad, "\n".join(bad)


# ---------------------------------------------------------------------------------------------
# Curated cases
# ---------------------------------------------------------------------------------------------


@pytest.mark.parametrize("case", CASES, ids=[c.id for c in CASES])
def test_curated_case(case: Case, expected: dict[str, dict], worker, ours_ready) -> None:
    ref = expected[case.id]
    if case.compare != "exact":
        # evaluate both sides now, so that clock readings are seconds apart, not minutes
        ref = worker.evaluate(case.expr, case.my, case.target)
    if ref["type"] in NOT_COMPARABLE:
        pytest.fail(f"the reference could not evaluate {case.id}: {ref}")
    got = ours.evaluate_ours(case.expr, case.my, case.target, now=time.time())
    diffs = differences(got, ref, case.compare)
    assert not diffs, _explain(case, got, ref, diffs)


# ---------------------------------------------------------------------------------------------
# Generated cases
# ---------------------------------------------------------------------------------------------

try:
    from hypothesis import HealthCheck, assume, given, settings

    from oracle import strategies
except ImportError:  # pragma: no cover - hypothesis is a test dependency
    given = None


if given is not None:

    @settings(
        max_examples=300,
        derandomize=True,
        deadline=None,
        database=None,
        suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large, HealthCheck.filter_too_much],
    )
    @given(case=strategies.all_cases())
    def test_generated_case(case: tuple[str, str | None, str | None], worker, ours_ready) -> None:
        expr, my, target = case
        ref = worker.evaluate(expr, my, target)
        assume(ref["type"] not in NOT_COMPARABLE)
        got = ours.evaluate_ours(expr, my, target, now=time.time())
        diffs = differences(got, ref, _generated_mode(expr))
        assert not diffs, _explain(Case("generated", "generated", expr, my, target), got, ref, diffs)


    @settings(
        max_examples=300,
        derandomize=True,
        deadline=None,
        database=None,
        suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large, HealthCheck.filter_too_much],
    )
    @given(case=strategies.enclosing_scope_cases())
    def test_generated_enclosing_scope_case(case: tuple[str, str | None, str | None], worker, ours_ready) -> None:
        """Names of enclosing scopes with no ad, one ad or both, inside records, lists,
        evalInEachContext()/countMatches() and unresolved(); absTime() offsets."""
        expr, my, target = case
        ref = worker.evaluate(expr, my, target)
        assume(ref["type"] not in NOT_COMPARABLE)
        got = ours.evaluate_ours(expr, my, target, now=time.time())
        diffs = differences(got, ref, _generated_mode(expr))
        assert not diffs, _explain(Case("generated", "generated", expr, my, target), got, ref, diffs)


#: generated expressions that read the clock (``absTime()`` and ``time()`` without arguments,
#: ``formatTime()`` of now) or draw random numbers: the two sides run a moment apart
_RANDOM = re.compile(r"\brandom\s*\(|\bformatTime\s*\(\s*\)", re.IGNORECASE)
_CLOCK = re.compile(r"\b(?:time|absTime)\s*\(\s*\)", re.IGNORECASE)


def _generated_mode(expr: str) -> str:
    """How a generated case is compared: exactly, unless it reads the clock or chance."""
    if _RANDOM.search(expr):
        return "type"
    return "time" if _CLOCK.search(expr) else "exact"


# ---------------------------------------------------------------------------------------------
# The command line: condor-ls eval --batch gives the same answers
# ---------------------------------------------------------------------------------------------


def _condor_ls() -> list[str]:
    exe = shutil.which("condor-ls", path=os.path.dirname(sys.executable) + os.pathsep + os.environ.get("PATH", ""))
    return [exe] if exe else [sys.executable, "-m", "condor_ls"]


def _batch_supported() -> str | None:
    try:
        proc = subprocess.run(_condor_ls() + ["eval", "--help"], capture_output=True, text=True, timeout=60)
    except Exception as exc:  # pragma: no cover
        return f"condor-ls cannot run: {exc!r}"
    if proc.returncode != 0 or "--batch" not in proc.stdout:
        return "condor-ls eval --batch is not available yet"
    return None


def test_cli_batch_matches_reference(tmp_path: Path, expected: dict[str, dict], ours_ready) -> None:
    why = _batch_supported()
    if why:
        pytest.skip(why)
    # the command line always gives MY (an empty ad at least), so "no ad at all" cases stay out
    chosen = [c for c in CASES if c.compare == "exact" and expected[c.id]["type"] not in NOT_COMPARABLE
              and c.my != NO_AD]
    # every file's cases, but a sample of the big generated matrix
    chosen = [c for i, c in enumerate(chosen) if not c.category.startswith("gen_") or i % 7 == 0]
    infile = tmp_path / "cases.jsonl"
    infile.write_text("".join(json.dumps(c.as_batch()) + "\n" for c in chosen), encoding="utf-8")
    proc = subprocess.run(
        _condor_ls() + ["eval", "--batch", str(infile)], capture_output=True, text=True, timeout=600
    )
    assert proc.returncode in (0, 1), proc.stderr[-2000:]
    lines = proc.stdout.splitlines()
    assert len(lines) == len(chosen), f"{len(lines)} output lines for {len(chosen)} cases\n{proc.stderr[-2000:]}"
    failures = []
    for case, line in zip(chosen, lines):
        got = json.loads(line)
        diffs = differences(got, expected[case.id], case.compare)
        if diffs:
            failures.append(_explain(case, got, expected[case.id], diffs))
    assert not failures, f"{len(failures)} of {len(chosen)} batch lines disagree:\n" + "\n".join(failures[:30])


# ---------------------------------------------------------------------------------------------
# Inputs that crash the library: condor-ls must answer with a value instead
# ---------------------------------------------------------------------------------------------

from oracle.cases import LIBRARY_CRASHERS, LIBRARY_NONDETERMINISTIC  # noqa: E402


@pytest.mark.parametrize("expr, my", LIBRARY_CRASHERS)
def test_inputs_that_crash_the_library_are_errors_for_us(expr: str, my: str, worker, ours_ready) -> None:
    assert worker.evaluate(expr, my)["type"] == "crash"
    got = ours.evaluate_ours(expr, my)
    assert got["type"] == "error", got


# ---------------------------------------------------------------------------------------------
# Local time zones: the same cases under several TZ settings, on both sides
# ---------------------------------------------------------------------------------------------

from oracle.cases import CASES_DIR, parse_case_file  # noqa: E402

ZONE_CASES = parse_case_file(CASES_DIR / "zones" / "local_time.txt")
ZONES = ("UTC", "America/Chicago", "Asia/Kolkata", "Australia/Lord_Howe", "Pacific/Chatham", "Europe/Dublin")


@pytest.fixture(scope="module", params=ZONES)
def zone(request):
    """(zone name, reference results for every zone case under it)."""
    if not Path("/usr/share/zoneinfo", request.param).exists() and request.param != "UTC":
        pytest.skip(f"no time zone data for {request.param}")
    with reference.ReferenceWorker(timeout=20, env={"TZ": request.param}) as w:
        refs = w.evaluate_many(reference.Request(c.expr, c.my, c.target) for c in ZONE_CASES)
    return request.param, {c.id: r for c, r in zip(ZONE_CASES, refs)}


@pytest.fixture()
def local_zone(zone, monkeypatch):
    monkeypatch.setenv("TZ", zone[0])
    time.tzset()
    yield zone
    monkeypatch.undo()
    time.tzset()


@pytest.mark.parametrize("case", ZONE_CASES, ids=[c.id for c in ZONE_CASES])
def test_local_time_zone_case(case: Case, local_zone, ours_ready) -> None:
    name, refs = local_zone
    ref = refs[case.id]
    if ref["type"] in NOT_COMPARABLE:
        pytest.fail(f"the reference could not evaluate {case.id} under TZ={name}: {ref}")
    got = ours.evaluate_ours(case.expr, case.my, case.target, now=time.time())
    diffs = differences(got, ref, case.compare)
    assert not diffs, f"TZ={name}\n" + _explain(case, got, ref, diffs)


@pytest.mark.parametrize("expr", LIBRARY_NONDETERMINISTIC)
def test_inputs_the_library_answers_at_random_still_get_a_value_from_us(expr: str, ours_ready) -> None:
    got = ours.evaluate_ours(expr)
    assert got["type"] not in ("exception", "parse-error"), got


# ---------------------------------------------------------------------------------------------
# Known differences: inputs where condor-ls deliberately answers otherwise (known_differences.json)
# ---------------------------------------------------------------------------------------------

KNOWN_DIFFERENCES: list[dict] = json.loads(
    (Path(__file__).parent / "oracle" / "known_differences.json").read_text(encoding="utf-8")
)["cases"]


def test_known_differences_are_documented_and_not_in_the_exact_corpus() -> None:
    corpus = {(c.expr, c.my, c.target) for c in CASES}
    for entry in KNOWN_DIFFERENCES:
        assert entry.get("reason") and entry.get("feature") and entry.get("library"), entry
        assert (entry["expr"], entry.get("my"), entry.get("target")) not in corpus, entry["expr"]


@pytest.mark.parametrize("entry", KNOWN_DIFFERENCES, ids=[e["expr"] for e in KNOWN_DIFFERENCES])
def test_known_difference(entry: dict, worker, ours_ready) -> None:
    """Both sides of a deliberate difference: the library still gives the answer we recorded
    (if it stops, the entry is stale), and condor-ls gives error with a reason that names the
    unsupported feature (so hover and traces can explain it)."""
    from condor_ls.classad.evaluator import evaluate
    from condor_ls.classad.parser import parse_ad, parse_expr
    from condor_ls.classad.values import ErrorValue

    my, target = entry.get("my"), entry.get("target")
    ref = worker.evaluate(entry["expr"], my, target)
    assert not differences(ref, entry["library"]), f"the library now answers {ref}"
    assert ours.evaluate_ours(entry["expr"], my, target)["type"] == "error"
    got = evaluate(parse_expr(entry["expr"]), parse_ad(my) if my else None, parse_ad(target) if target else None)
    assert isinstance(got, ErrorValue), got
    assert entry["feature"] in got.reason and "(RE2)" in got.reason, got.reason
