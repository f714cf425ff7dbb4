"""Python buffers in the real editor, through the plugin's opt-in (setup{ python = true }):
beside a stand-in for the user's Python server, a script importing htcondor2 gets the condor-ls
client (the same one as a condor_config of the same root), its bad constraint string reported at
the exact characters and a hover inside a constraint that evaluates it, while on Python code
only the user's server answers; a script without the import gets no condor-ls client until the
import is added and written. Off by default. The plugin's import test is checked on the shared
table of lines the server and the VS Code extension are checked on."""
from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

from nvim_run import requires_nvim, run_check

pytestmark = [pytest.mark.nvim, requires_nvim]

ROOT = Path(__file__).resolve().parent.parent
TABLE = json.loads((ROOT / "tests" / "fixtures" / "python" / "import-lines.json").read_text(encoding="utf-8"))["cases"]
STANDIN = [sys.executable, str(ROOT / "tests" / "python_standin_server.py")]

JOBS = """\
import htcondor2 as htcondor

schedd = htcondor.Schedd()
idle = schedd.query(constraint="JobStatus == 1 && RequestMemory > 1024", projection=["ClusterId", "Owner"])
broken = schedd.query(constraint="JobStatus == (2")
"""
PLAIN = JOBS.replace("import htcondor2 as htcondor", "import mydb").replace("htcondor.Schedd", "mydb.Schedd")


def run(tmp_path: Path, *, enabled: bool = True) -> dict:
    (tmp_path / "condor_config").write_text("START = TRUE\n")
    (tmp_path / "jobs.py").write_text(JOBS)
    (tmp_path / "plain.py").write_text(PLAIN)
    line = JOBS.splitlines()[3]
    return run_check(
        "python_check.lua", tmp_path, timeout=180,
        CONDOR_LS_PYTHON="1" if enabled else "0",
        CONDOR_LS_STANDIN=STANDIN,
        CONDOR_LS_TABLE=[case["text"] for case in TABLE],
        CONDOR_LS_CONFIG=str(tmp_path / "condor_config"),
        CONDOR_LS_JOBS=str(tmp_path / "jobs.py"),
        CONDOR_LS_PLAIN=str(tmp_path / "plain.py"),
        CONDOR_LS_INSIDE=[3, line.index("&&")],
        CONDOR_LS_OUTSIDE=[2, len("schedd = htcondor.Sch")],
    )


def test_neovim_attaches_condor_ls_to_python_buffers_that_import_the_bindings(tmp_path: Path) -> None:
    result = run(tmp_path)
    # the plugin's import test: the server's answers, and true where a non-ASCII letter touches a name
    assert result["table"] == [case["imports"] or bool(case.get("asciiLoose")) for case in TABLE]

    # the script with the bindings: condor-ls beside the user's server, the client of the config's root
    assert result["jobs_ready"], result
    assert set(result["jobs_clients"]) == {"condor_ls", "python-standin"}
    assert result["jobs_clients"]["condor_ls"] == result["config_client"]
    broken = JOBS.splitlines()[4].index("(2")
    assert result["jobs_diagnostics"] == [{
        "lnum": 4, "col": broken, "end_col": broken + 1, "severity": 1, "code": "submit-expr-syntax",
        "message": "`(` is never closed: `)` expected",
    }]
    inside = result["hover_inside"]
    assert "JobStatus == 1 && RequestMemory > 1024" in inside["condor_ls"]
    assert "**Evaluates to**" in inside["condor_ls"]
    assert inside["python-standin"] == "python stand-in: line 3"
    # on Python code condor-ls answers null: the user's server's answer is the only one
    assert result["hover_outside"] == {"condor_ls": None, "python-standin": "python stand-in: line 2"}

    # the script without the import: only the user's server, until the import is added and written
    assert result["plain_ready"] and set(result["plain_clients"]) == {"python-standin"}
    assert result["written_ready"] and set(result["written_clients"]) == {"condor_ls", "python-standin"}
    assert [d["code"] for d in result["written_diagnostics"]] == ["submit-expr-syntax"]
    assert result["written_diagnostics"][0]["lnum"] == 4
    # removing the import clears condor-ls's diagnostics; the user's server is untouched
    assert result["stage"] == "cleared", result
    assert result["removed_diagnostics"] == []
    assert set(result["removed_clients"]) == {"condor_ls", "python-standin"}


def test_neovim_python_is_off_by_default(tmp_path: Path) -> None:
    result = run(tmp_path, enabled=False)
    assert result["stage"] == "disabled", result
    assert result["config_client"] is not None
    assert result["jobs_ready"] and set(result["jobs_clients"]) == {"python-standin"}
