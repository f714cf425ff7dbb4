"""The submit half of the differential fuzz harness (``fuzz/submit_*.py``) in the test suite.

* every regression case in ``tests/oracle/submit_cases/`` (a submit description the fuzzer, or a
  fix it led to, found making different job ads) must make the same job ads in condor-ls
  (``build_job_ads`` as for ``--htcondor-version 24.0``) and in the HTCondor 24.0 bindings
  (``htcondor.Submit(text).jobs()``), or be refused by both;
* a seeded sample of generated descriptions must show no divergence (``FUZZ_SUBMIT_SAMPLE``
  overrides the count).

The 24.0 bindings live in their own venv (``tests/oracle/submit24.py`` finds or builds it); the
tests skip, saying why, only when it cannot be had.
"""
from __future__ import annotations

import json
import os
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))
sys.path.insert(0, str(REPO / "tests"))

from fuzz import submit_gen  # noqa: E402
from fuzz.submit_fuzz import REGRESSIONS, Runner  # noqa: E402

pytestmark = [pytest.mark.oracle]

SAMPLE_SEED = 21
SAMPLE_SIZE = int(os.environ.get("FUZZ_SUBMIT_SAMPLE", "300"))
CASE_FILES = sorted(REGRESSIONS.glob("*.json")) if REGRESSIONS.exists() else []


@pytest.fixture(scope="module")
def runner():
    from oracle.submit24 import oracle_python

    python, why = oracle_python()
    if python is None:
        pytest.skip(f"HTCondor 24.0 bindings unavailable: {why}")
    with Runner() as r:
        yield r


@pytest.mark.parametrize("path", CASE_FILES, ids=[p.stem for p in CASE_FILES])
def test_submit_regression(path: Path, runner) -> None:
    data = json.loads(path.read_text(encoding="utf-8"))
    status, details, _, _ = runner.run(data["text"])
    assert status in ("agree", "agree:both-refuse"), f"{path.name} ({data.get('note', '')}):\n  " + "\n  ".join(details)


def test_seeded_submit_sample_has_no_divergence(runner) -> None:
    diverging, compared = [], 0
    for i in range(SAMPLE_SIZE):
        status, details, _, _ = runner.run(submit_gen.generate(SAMPLE_SEED, i).render())
        if status == "diverge":
            diverging.append((i, details))
        compared += status.startswith(("agree", "documented"))
    assert not diverging, "\n".join(f"case {i}: {d[:3]}" for i, d in diverging[:10])
    # the sample compares something: most descriptions get an answer from both sides
    assert compared >= 0.9 * SAMPLE_SIZE


def test_generated_descriptions_are_deterministic() -> None:
    assert [submit_gen.generate(5, i).render() for i in range(20)] == [submit_gen.generate(5, i).render() for i in range(20)]
