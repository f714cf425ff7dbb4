"""Where condor_submit 24.0 and 25 make different job ads from the same submit description.

Each case is pinned for both versions of the model. The 24.0 side is the one the
``htcondor==24.0.24`` bindings give (the same texts are among the differential cases in
``tests/oracle/submit_cases.py``, under ``version-*`` names); the 25 side follows
``src/condor_utils/submit_utils.cpp`` of HTCondor 25 at the function named in each case. The
list is mirrored in docs/submit.md ("HTCondor 24.0 and 25").
"""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

from condor_ls.classad.unparse import unparse
from condor_ls.submit.jobads import SubmitOptions, build_job_ads, config_lookup

sys.path.insert(0, str(Path(__file__).resolve().parent))
from oracle.submit_cases import VERSION_CASES as CASES  # noqa: E402

E = "executable = /bin/echo\n"
ENV = {"PATH": "/usr/bin:/bin", "HOME": "/nonexistent-home", "CONDOR_CONFIG": "/dev/null"}


def _build(text: str, version: str, cwd: str, **extra):
    options = SubmitOptions(version=version, cwd=cwd, environ=ENV, submit_time=1700000000, user="u",
                            config=config_lookup(None, version=version, environ=ENV, cwd=cwd), **extra)
    result = build_job_ads(text, None, options)
    result.problems_for_all()
    return result


def _attr(result, name: str) -> str | None:
    proc = result.first()
    if proc is None or result.failed:
        return None
    expr = proc.ad.lookup(name)
    return None if expr is None else unparse(expr, old=True)


def _errors(result) -> list[str]:
    return [p.message for p in result.problems if p.severity == "error"]


@pytest.mark.parametrize("case", CASES, ids=[c[0] for c in CASES])
def test_versions_differ(case, tmp_path) -> None:
    _id, text, attr, v24, v25, _where = case
    (tmp_path / "small.txt").write_text("x" * 100)
    assert v24 != v25
    for version, want in (("24.0", v24), ("25", v25)):
        result = _build(text, version, str(tmp_path))
        if want is not None and want.startswith("error: "):
            assert result.failed, version
            assert want[7:] in _errors(result), (version, _errors(result))
        else:
            assert not result.failed, (version, _errors(result))
            assert _attr(result, attr) == want, version


def test_macro_function_error_is_not_fatal_in_25(tmp_path) -> None:
    """24.0 stops at a macro function's error (``EXCEPT``); 25 prints it and makes the job."""
    text = E + "arguments = $INT(nope)\nqueue 2\n"
    v24 = _build(text, "24.0", str(tmp_path))
    v25 = _build(text, "25", str(tmp_path))
    assert v24.failed and not list(p for p in v24.procs() if not p.failed)
    assert not v25.failed and len(list(v25.procs())) == 2
    assert any(p.severity == "error" and p.code == "submit.macro-function" for p in v25.problems)


def test_on_evict_transform_body_25(tmp_path) -> None:
    """25's built-in retry of a memory request (``SetBuiltInOnEvictCheck``): the transform the
    schedd applies when the job is evicted for using too much memory."""
    result = _build(E + "request_memory = 1024\nretry_request_memory = 2048\nqueue\n", "25", str(tmp_path))
    body = _attr(result, "TransformBody_RequestMemory")
    assert body is not None and body.startswith('"REQUIREMENTS (VacateReasonCode==21')
    assert body.endswith('\x1eSET RequestMemory 2048"')
    assert _attr(_build(E + "request_memory = 1024\nretry_request_memory = 2048\nqueue\n", "24.0", str(tmp_path)),
                 "TransformBody_RequestMemory") is None


def test_versions_listed_in_docs() -> None:
    """Every pinned difference is named in docs/submit.md."""
    doc = (Path(__file__).resolve().parents[1] / "docs/submit.md").read_text()
    for case in CASES:
        assert f"`{case[0]}`" in doc, case[0]
