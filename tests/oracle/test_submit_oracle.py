"""``--htcondor-version 24.0`` against HTCondor 24.0's own rules: the ``htcondor==24.0.24``
version-1 bindings (``htcondor.Submit(text).jobs()``), attribute for attribute.

Every curated case (tests/oracle/submit_cases.py) must give the same ads, or both sides must
refuse it; where the bindings report an error message, condor-ls reports the same one. The
normalisations are listed in tests/oracle/submit24.py. Two cases are kept to pin where the
bindings' own driver differs from condor_submit's (condor-ls follows condor_submit).
"""
from __future__ import annotations

import re
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from oracle.submit24 import normalised, oracle_python, run_oracle  # noqa: E402
from oracle.submit_cases import CASES  # noqa: E402
from oracle.submit_ours import materialise, oracle_environ, run_ours  # noqa: E402

QDATE = 1795887213
#: cases where ``Submit.jobs()`` and condor_submit differ by design (submit.cpp's driver):
#: the bindings make one job with an empty ``$(Item)``, condor_submit makes none (or refuses)
DRIVER_DIFFERENCES = {"queue-matching-none": "no items", "no-queue": "no queue statement"}


def flat(message: str | None) -> str:
    return " ".join((message or "").split())


def bindings_message(error: str) -> str:
    """The message the bindings raised, without the exception's class name; empty when they
    give none worth comparing (errors printed to the terminal, not kept). A message condor_submit
    starts with its own ``ERROR:`` is compared without it (condor-ls's problems carry no such
    prefix)."""
    text = re.sub(r"^\w+: ", "", error)
    text = re.sub(r"^(?:\s*ERROR\s*:\s*)+", "", text)
    return "" if text.strip() in ("", "Failed to get next job") else flat(text)


@pytest.fixture(scope="module")
def oracle_results(tmp_path_factory: pytest.TempPathFactory) -> dict[str, tuple[dict, dict]]:
    python, why = oracle_python()
    if python is None:
        pytest.skip(f"the HTCondor 24.0 bindings are not available: {why}")
    root = tmp_path_factory.mktemp("submit-oracle")
    cases = []
    for index, case in enumerate(CASES):
        cwd = materialise(str(root / f"case{index}"), case)
        cases.append({"name": case["name"], "text": case["text"], "cwd": cwd, "qdate": QDATE,
                      "environ": oracle_environ(case.get("environ")), "owner": "nobody"})
    theirs = run_oracle(cases)
    return {case["name"]: (case, result) for case, result in zip(cases, theirs)}


@pytest.mark.parametrize("name", [c["name"] for c in CASES])
def test_agrees_with_htcondor_24(name: str, oracle_results: dict[str, tuple[dict, dict]]) -> None:
    case, theirs = oracle_results[name]
    ours = run_ours(case)
    if name in DRIVER_DIFFERENCES:
        assert theirs["error"] is None and len(theirs["ads"]) == 1
        assert ours["ads"] == []
        return
    if theirs.get("crash"):
        # the bindings' process died in an EXCEPT (condor_submit stops there too): condor-ls must
        # refuse the file, naming the same macro function when the EXCEPT names one
        assert ours["error"] is not None, f"the bindings stop on this file; condor-ls made ads: {theirs['stderr']}"
        named = re.search(r'ERROR "(\$[A-Z_]+\(\))', theirs.get("stderr", ""))
        if named:
            assert named.group(1) in ours["error"], (named.group(1), ours["error"])
        return
    if theirs["error"] is not None:
        assert ours["error"] is not None, f"the bindings refuse this file ({theirs['error']}); condor-ls made ads"
        expected = bindings_message(theirs["error"])
        if expected:
            ours_messages = [flat(p.message) for p in ours["problems"] if p.severity == "error"]
            assert expected in ours_messages, (expected, ours_messages)
        return
    assert ours["error"] is None, f"condor-ls refuses a file the bindings accept: {ours['error']}"
    assert len(ours["ads"]) == len(theirs["ads"])
    for index, (a, b) in enumerate(zip(theirs["ads"], ours["ads"])):
        want, got = normalised(a), normalised(b)
        differences = {k: (want.get(k), got.get(k)) for k in set(want) | set(got) if want.get(k) != got.get(k)}
        assert not differences, f"proc {index}: {differences}"


# ------------------------------------------------------------------ generated files
from hypothesis import HealthCheck, Phase, given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402

from oracle.submit_strategies import FILES, submit_files  # noqa: E402

#: generated files per batch (one oracle process per batch), and batches per run
BATCH = 40
BATCHES = 12


@settings(max_examples=BATCHES, derandomize=True, database=None, phases=[Phase.generate], deadline=None,
          suppress_health_check=list(HealthCheck))
@given(st.lists(submit_files(), min_size=BATCH, max_size=BATCH))
def test_generated_files_agree_with_htcondor_24(texts: list[str]) -> None:
    import tempfile

    python, why = oracle_python()
    if python is None:
        pytest.skip(f"the HTCondor 24.0 bindings are not available: {why}")
    with tempfile.TemporaryDirectory() as root:
        cwd = materialise(root, {"files": FILES})
        cases = [{"text": text, "cwd": cwd, "qdate": QDATE, "environ": oracle_environ({"HOME": "/home/x"}),
                  "owner": "nobody", "count": 20} for text in texts]
        theirs = run_oracle(cases)
        failures = []
        for case, result in zip(cases, theirs):
            ours = run_ours(case)
            problem = _compare(result, ours)
            if problem:
                failures.append(f"--- {problem}\n{case['text']}")
        assert not failures, f"{len(failures)} of {len(cases)} generated files differ:\n" + "\n".join(failures[:5])


def _compare(theirs: dict, ours: dict) -> str | None:
    """Why the two results differ (None when they agree, up to the documented normalisations
    and the bindings' own driver)."""
    if theirs.get("crash"):
        return None if ours["error"] is not None else "the bindings crash on it; condor-ls reports nothing"
    if theirs["error"] is None and ours["error"] is not None and ours["error"].endswith("-- no jobs queued"):
        return None
    if theirs["error"] is not None:
        if ours["error"] is None:
            return f"the bindings refuse it ({theirs['error']}), condor-ls does not"
        expected = bindings_message(theirs["error"])
        mine = [flat(p.message) for p in ours["problems"] if p.severity == "error"]
        if expected and expected not in mine:
            return f"different errors: {expected!r} / {mine!r}"
        return None
    if ours["error"] is not None:
        return f"condor-ls refuses it: {ours['error']}"
    if len(theirs["ads"]) != len(ours["ads"]):
        if not ours["ads"] and len(theirs["ads"]) == 1:
            return None  # no items: the bindings make one job, condor_submit none
        return f"{len(theirs['ads'])} ads against {len(ours['ads'])}"
    for index, (a, b) in enumerate(zip(theirs["ads"], ours["ads"])):
        want, got = normalised(a), normalised(b)
        for k in sorted(set(want) | set(got)):
            if want.get(k) != got.get(k):
                return f"proc {index} {k}: {want.get(k)!r} / {got.get(k)!r}"
    return None
