"""condor-ls.el in a real Emacs (batch, from Debian: emacs-nox and elpa-eglot): the modes are
chosen by file name and content, font-lock and comment rules hold, Eglot starts `condor-ls
serve` for a condor_config through the documented hook, a hover on START returns its evaluated
value, and settings from `eglot-workspace-configuration` reach the server."""
from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from condor_ls.analysis.rules.registry import load_rules

ROOT = Path(__file__).resolve().parent.parent
EMACS = shutil.which("emacs")
pytestmark = [pytest.mark.emacs,
              pytest.mark.skipif(EMACS is None, reason="emacs is not installed (apt-get install emacs-nox elpa-eglot)")]

CONFIG = """\
# execute node
use ROLE : Execute
MINUTE = 60
StartIdleTime = 30 * $(MINUTE)
START = (KeyboardIdle > $(StartIdleTime)) && (LoadAvg - CondorLoadAvg <= 0.3)
LOCAL_DIR = $ENV(HOME)/condor#not-a-comment
if defined MINUTE
  RANK = TARGET.RequestMemory
endif
"""

IDLE_MACHINE = """\
MyType = "Machine"
Name = "slot1@idle.example.org"
KeyboardIdle = 3600
LoadAvg = 0.05
CondorLoadAvg = 0.0
"""

#: file name -> (content, major mode)
DETECTION = {
    "condor_config.local": ("A = 1\n", "condor-config-mode"),
    "condor_config.generic": ("A = 1\n", "condor-config-mode"),
    # HTCondor's own sources are named after the config file; their extension decides
    "src/condor_config.cpp": ('#include "condor_config.h"\nint x = 0;\n', "c++-mode"),
    "src/condor_config.py": ("import os\n", "python-mode"),
    "etc/condor/config.d/10-policy": ("START = TRUE\n", "condor-config-mode"),
    "pool.config": ("DAEMON_LIST = MASTER, STARTD\n", "condor-config-mode"),
    "job.sub": ("executable = /bin/true\nqueue\n", "condor-submit-mode"),
    "job.jdl": ("executable = /bin/true\nqueue 3\n", "condor-submit-mode"),
    "machine.ad": ('MyType = "Machine"\nCpus = 4\n', "classad-mode"),
    "Xresources.ad": ("*background: black\nXTerm*faceName: Mono\n", "conf-xdefaults-mode"),
    "slots.ads": ('MyType = "Machine"\nName = "slot1@x"\n', "classad-mode"),
    "expr.classad": ("[ a = 1; b = a + 1 ]\n", "classad-mode"),
    "accounting.xform": ("SET AcctGroup = \"group_physics\"\n", "condor-transform-mode"),
    "diamond.dag": ("JOB A a.sub\nJOB B b.sub\nPARENT A CHILD B\n", "condor-dag-mode"),
    "diamond.dag.rescue002": ("DONE A\n", "condor-dag-mode"),
    "execute-node": ("use ROLE : Execute\n", "condor-config-mode"),
    "myjob": ("# a job\nexecutable = run.sh\nqueue 10\n", "condor-submit-mode"),
    # prose that merely starts lines with HTCondor words stays unclaimed
    "README": ("If you run this:\nUse this: the queue\nQueue up the jobs from the list\nInclude the following: a, b\n", "fundamental-mode"),
    "sweep": ("executable = sim\nqueue seed from seeds.txt\n", "condor-submit-mode"),
}

#: (text, 0-based line) -> expected face (as printed by %S), and whether it is in a comment
PROBES = {
    ("# execute", 0): ("font-lock-comment-delimiter-face", True),
    ("use", 1): ("font-lock-keyword-face", False),
    ("ROLE", 1): ("font-lock-type-face", False),
    ("Execute", 1): ("font-lock-function-name-face", False),
    ("START", 4): ("font-lock-variable-name-face", False),
    ("StartIdleTime", 4): ("font-lock-variable-name-face", False),
    ("$ENV", 5): ("font-lock-builtin-face", False),
    # `#` inside a value is text, not a comment
    ("#not-a-comment", 5): ("nil", False),
    ("if", 6): ("font-lock-keyword-face", False),
    ("defined", 6): ("font-lock-builtin-face", False),
    ("TARGET", 7): ("font-lock-type-face", False),
    ("endif", 8): ("font-lock-keyword-face", False),
}


def run_emacs(tmp_path: Path, **env: Any) -> dict[str, Any]:
    out = tmp_path / "result.json"
    environment = dict(
        os.environ, HOME=str(tmp_path), CONDOR_LS_OUT=str(out), CONDOR_LS_WAIT="20",
        **{key: value if isinstance(value, str) else json.dumps(value) for key, value in env.items()},
    )
    assert EMACS is not None
    proc = subprocess.run(
        [EMACS, "--batch", "-Q", "-l", str(ROOT / "editors" / "emacs" / "condor-ls.el"),
         "-l", str(ROOT / "tests" / "emacs" / "eglot_check.el")],
        env=environment, capture_output=True, timeout=150, stdin=subprocess.DEVNULL, cwd=tmp_path,
    )
    assert out.exists(), f"emacs wrote no result (exit {proc.returncode}): {proc.stderr.decode()[-2000:]}"
    return json.loads(out.read_text())


def test_emacs_modes_eglot_and_hover_on_start(tmp_path: Path) -> None:
    config = tmp_path / "pool" / "condor_config"
    config.parent.mkdir()
    config.write_text(CONFIG)
    machine = tmp_path / "idle.ad"
    machine.write_text(IDLE_MACHINE)
    paths = []
    for name, (content, _) in DETECTION.items():
        path = tmp_path / "files" / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(content)
        paths.append(str(path))
    result = run_emacs(
        tmp_path,
        CONDOR_LS_FILE=str(config), CONDOR_LS_LINE="4", CONDOR_LS_COL="2",
        CONDOR_LS_CMD=[sys.executable, "-m", "condor_ls", "serve"],
        CONDOR_LS_SETTINGS={"rules": {"disable": sorted(load_rules())}},
        CONDOR_LS_NEW_MACHINE=str(machine),
        CONDOR_LS_DETECT=paths,
        CONDOR_LS_PROBES=[list(key) for key in PROBES],
    )
    if result.get("stage") == "no-eglot":
        pytest.skip("Eglot is not installed for this Emacs (apt-get install elpa-eglot)")
    assert "error" not in result, result
    assert all(registered for _, _, registered in result["registered"]), result["registered"]
    modes = {Path(path).relative_to(tmp_path / "files").as_posix(): mode for path, mode in result["modes"]}
    assert modes == {name: mode for name, (_, mode) in DETECTION.items()}
    assert result["mode"] == "condor-config-mode"
    probes = {(text, line): (face, comment) for text, line, face, comment in result["probes"]}
    assert probes == PROBES
    # Eglot started the server for the buffer, with our languageId
    assert result["language_id"] == "htcondor-config" and result["managed"], result
    hover = result["hover"]
    assert hover and hover.startswith("**START** — classad"), result
    assert "(KeyboardIdle > 30 * 60) && (LoadAvg - CondorLoadAvg <= 0.3)" in hover
    assert "**Evaluates to** `false` (sample machine ad as MY, job ad as TARGET)" in hover
    # after eglot-workspace-configuration names another machine ad, the same hover says true
    assert result["stage"] == "reconfigured", result
    assert "**Evaluates to** `true`" in result["hover_after"] and "KeyboardIdle (3600)" in result["hover_after"]


def test_emacs_shows_the_job_ads_of_a_submit_file(tmp_path: Path) -> None:
    """condor-ls-show-job-ads and condor-ls-show-match-analysis (Eglot shows no code lenses):
    the server's documents in read-only buffers of their own."""
    submit = tmp_path / "job.sub"
    submit.write_text("executable = /bin/echo\narguments = $(Item)\nrequest_memory = 2GB\nqueue 2 in (a, b)\nqueue\n")
    out = tmp_path / "result.json"
    environment = dict(os.environ, HOME=str(tmp_path), CONDOR_LS_OUT=str(out), CONDOR_LS_WAIT="20",
                       CONDOR_LS_FILE=str(submit), CONDOR_LS_CMD=json.dumps([sys.executable, "-m", "condor_ls", "serve"]),
                       CONDOR_LS_SETTINGS=json.dumps({"rules": {"disable": sorted(load_rules())}}))
    assert EMACS is not None
    proc = subprocess.run(
        [EMACS, "--batch", "-Q", "-l", str(ROOT / "editors" / "emacs" / "condor-ls.el"),
         "-l", str(ROOT / "tests" / "emacs" / "submit_check.el")],
        env=environment, capture_output=True, timeout=150, stdin=subprocess.DEVNULL, cwd=tmp_path)
    assert out.exists(), f"emacs wrote no result (exit {proc.returncode}): {proc.stderr.decode()[-2000:]}"
    result = json.loads(out.read_text())
    if result.get("stage") == "no-eglot":
        pytest.skip("Eglot is not installed (apt-get install elpa-eglot)")
    assert "error" not in result, result
    assert result["stage"] == "shown" and result["mode"] == "condor-submit-mode", result
    name, mode, read_only, uri, text = result["job_ads"]
    assert name == "*condor-ls: job.sub.queue1.ads*" and mode == "classad-mode" and read_only is True
    assert uri.startswith("condor-ls-jobads:") and "queue=0&" in uri
    assert text.count("RequestMemory = 2048") == 4 and "# job 1.3" in text and "# job 1.4" not in text
    name, _, _, _, text = result["all_job_ads"]
    assert name == "*condor-ls: job.sub.ads*" and "# job 1.4" in text
    name, _, read_only, uri, text = result["match"]
    assert name == "*condor-ls: job.sub.match.md*" and read_only is True and uri.startswith("condor-ls-match:")
    assert "set `condorLs.pool.dump`" in text
