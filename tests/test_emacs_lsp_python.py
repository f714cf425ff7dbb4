"""condor-ls for Python scripts in a real Emacs (batch, Debian's emacs-nox and elpa-lsp-mode):
condor-ls.el registers an lsp-mode add-on client, so that beside the buffer's Python server (a
stand-in registered as lsp-mode's main Python client) a script importing htcondor2 also gets
condor-ls, with its diagnostic at the characters of a bad constraint and a hover that evaluates
a constraint, while on Python code only the Python server answers; a script without the import
gets only the Python server until the import is saved; nothing happens without the opt-in
(`condor-ls-python`); without any Python server condor-ls runs alone. The import test is
checked on the shared table of lines."""
from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parent.parent
EMACS = shutil.which("emacs")
pytestmark = [pytest.mark.emacs,
              pytest.mark.skipif(EMACS is None, reason="emacs is not installed (apt-get install emacs-nox elpa-lsp-mode)")]

TABLE = json.loads((ROOT / "tests" / "fixtures" / "python" / "import-lines.json").read_text(encoding="utf-8"))["cases"]
STANDIN = [sys.executable, str(ROOT / "tests" / "python_standin_server.py")]
SERVER = [sys.executable, "-m", "condor_ls", "serve"]

JOBS = """\
import htcondor2 as htcondor

schedd = htcondor.Schedd()
idle = schedd.query(constraint="JobStatus == 1 && RequestMemory > 1024", projection=["ClusterId", "Owner"])
broken = schedd.query(constraint="JobStatus == (2")
"""
PLAIN = JOBS.replace("import htcondor2 as htcondor", "import mydb").replace("htcondor.Schedd", "mydb.Schedd")


def run_emacs(tmp_path: Path, *, enabled: bool, standin: bool = True) -> dict[str, Any]:
    project = tmp_path / "project"
    project.mkdir()
    (project / "jobs.py").write_text(JOBS)
    (project / "plain.py").write_text(PLAIN)
    line = JOBS.splitlines()[3]
    out = tmp_path / "result.json"
    env = {
        "HOME": str(tmp_path), "CONDOR_LS_OUT": str(out), "CONDOR_LS_WAIT": "20",
        "CONDOR_LS_PYTHON": "1" if enabled else "0",
        "CONDOR_LS_CMD": json.dumps(SERVER), "CONDOR_LS_STANDIN": json.dumps(STANDIN) if standin else "",
        "CONDOR_LS_TABLE": json.dumps([case["text"] for case in TABLE]),
        "CONDOR_LS_JOBS": str(project / "jobs.py"), "CONDOR_LS_PLAIN": str(project / "plain.py"),
        "CONDOR_LS_INSIDE": json.dumps([3, line.index("&&")]),
        "CONDOR_LS_OUTSIDE": json.dumps([2, len("schedd = htcondor.Sch")]),
    }
    assert EMACS is not None
    proc = subprocess.run(
        [EMACS, "--batch", "-Q", "-l", str(ROOT / "editors" / "emacs" / "condor-ls.el"),
         "-l", str(ROOT / "tests" / "emacs" / "lsp_python_check.el")],
        env=dict(os.environ, **env), capture_output=True, timeout=180, stdin=subprocess.DEVNULL, cwd=tmp_path,
    )
    assert out.exists(), f"emacs wrote no result (exit {proc.returncode}): {proc.stderr.decode()[-3000:]}"
    result: dict[str, Any] = json.loads(out.read_text())
    if result.get("stage") == "no-lsp-mode":
        pytest.skip("lsp-mode is not installed for this Emacs (apt-get install elpa-lsp-mode)")
    assert "error" not in result, (result, proc.stderr.decode()[-3000:])
    return result


def test_emacs_lsp_mode_runs_condor_ls_beside_the_python_server(tmp_path: Path) -> None:
    result = run_emacs(tmp_path, enabled=True)
    assert result["registered"] is True
    # the import test: the server's answers, and true where a non-ASCII letter touches a name
    assert result["table"] == [case["imports"] or bool(case.get("asciiLoose")) for case in TABLE]

    assert result["jobs_mode"] == "python-mode" and result["jobs_activation"] is True
    assert result["jobs_servers"] == ["condor-ls-python", "python-standin"], result
    broken = JOBS.splitlines()[4].index("(2")
    assert result["jobs_diagnostics"] == [[4, broken, broken + 1, 1, "submit-expr-syntax"]]
    inside = result["hover_inside"]
    assert "JobStatus == 1 && RequestMemory > 1024" in inside["condor-ls-python"]
    assert "**Evaluates to**" in inside["condor-ls-python"]
    assert inside["python-standin"] == "python stand-in: line 3"
    # on Python code condor-ls answers null: the Python server's answer is the only one
    assert result["hover_outside"] == {"condor-ls-python": None, "python-standin": "python stand-in: line 2"}

    # without the import: the Python server alone, until the import is saved
    assert result["plain_activation"] is False
    assert result["plain_servers"] == ["python-standin"]
    assert result["stage"] == "saved", result
    assert result["saved_servers"] == ["condor-ls-python", "python-standin"]
    assert [d[4] for d in result["saved_diagnostics"]] == ["submit-expr-syntax"]


def test_emacs_lsp_mode_python_is_opt_in(tmp_path: Path) -> None:
    result = run_emacs(tmp_path, enabled=False)
    assert result["stage"] == "disabled", result
    assert result["jobs_activation"] is False
    assert result["jobs_servers"] == ["python-standin"]


def test_emacs_lsp_mode_without_a_python_server(tmp_path: Path) -> None:
    """With no Python server lsp-mode starts condor-ls alone, and a buffer lsp-mode did not take
    (nothing matched it) gets lsp-mode with condor-ls once the import is saved, because the
    mode hook asks for lsp-mode."""
    result = run_emacs(tmp_path, enabled=True, standin=False)
    assert result["jobs_servers"] == ["condor-ls-python"]
    assert [d[4] for d in result["jobs_diagnostics"]] == ["submit-expr-syntax"]
    assert list(result["hover_outside"].values()) == [None]
    assert result["plain_servers"] == []
    assert result["stage"] == "saved", result
    assert result["saved_servers"] == ["condor-ls-python"]
    assert [d[4] for d in result["saved_diagnostics"]] == ["submit-expr-syntax"]
