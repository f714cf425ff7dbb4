"""condor-dag-mode in a real Emacs (batch, with Debian's elpa-eglot): a *.dag file gets the mode,
its commands, node names and comments are painted as condor_dagman reads them, imenu lists its
nodes, splices and includes, and Eglot runs condor-ls with languageId htcondor-dag: the DAG's
findings, hover on a node, definition, completion of node names and a rename across the DAG and
the file it includes."""
from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

from condor_ls.analysis.rules.registry import load_rules
from test_emacs_eglot import EMACS, ROOT

sys.path.insert(0, str(Path(__file__).resolve().parent))
from dag_editor_support import MAIN, MORE, tree  # noqa: E402

pytestmark = [pytest.mark.emacs,
              pytest.mark.skipif(EMACS is None, reason="emacs is not installed (apt-get install emacs-nox elpa-eglot)")]

TEXT = "// a comment too\n" + MAIN.replace("VARS ALL_NODES", "vars all_nodes") + "PARENT A CHILD Nope\nPARENT A CHILD \n"

#: (text, 0-based line) -> (face, in a comment)
PROBES = {
    ("# a diamond", 1): ("font-lock-comment-delimiter-face", True),
    ("// a", 0): ("font-lock-comment-delimiter-face", True),
    ("JOB", 2): ("font-lock-keyword-face", False),
    ("A", 2): ("font-lock-function-name-face", False),
    ("DIR", 3): ("font-lock-builtin-face", False),
    ("SPLICE", 9): ("font-lock-keyword-face", False),
    ("S side", 9): ("font-lock-type-face", False),
    ("CHILD", 10): ("font-lock-builtin-face", False),
    ("all_nodes", 14): ("font-lock-constant-face", False),
    ("common", 14): ("font-lock-variable-name-face", False),
    ("UNLESS-EXIT", 15): ("font-lock-builtin-face", False),
    ("PRE", 16): ("font-lock-builtin-face", False),
    ("B", 15): ("font-lock-variable-name-face", False),
}


def point(text: str, needle: str, plus: int = 0) -> list[int]:
    index = text.index(needle) + plus
    return [text.count("\n", 0, index), index - (text.rfind("\n", 0, index) + 1)]


def test_a_dag_in_emacs_with_eglot(tmp_path: Path) -> None:
    import os
    import subprocess

    tree(tmp_path, {"main.dag": TEXT})
    out = tmp_path / "result.json"
    at = {"hover": point(TEXT, "RETRY B", 6), "definition": point(TEXT, "PARENT B", 7),
          "completion": point(TEXT, "CHILD \n", 6), "rename": point(TEXT, "JOB A", 4)}
    settings = {"rules": {"disable": sorted(r for r in load_rules() if not r.startswith("dag"))}}
    env = dict(os.environ, HOME=str(tmp_path), CONDOR_LS_OUT=str(out), CONDOR_LS_WAIT="20",
               CONDOR_LS_FILE=str(tmp_path / "main.dag"), CONDOR_LS_INCLUDED=str(tmp_path / "more.dag"),
               CONDOR_LS_CMD=json.dumps([sys.executable, "-m", "condor_ls", "serve"]),
               CONDOR_LS_SETTINGS=json.dumps(settings), CONDOR_LS_AT=json.dumps(at),
               CONDOR_LS_PROBES=json.dumps([list(key) for key in PROBES]))
    assert EMACS is not None
    proc = subprocess.run([EMACS, "--batch", "-Q", "-l", str(ROOT / "editors" / "emacs" / "condor-ls.el"),
                           "-l", str(ROOT / "tests" / "emacs" / "dag_check.el")],
                          env=env, capture_output=True, timeout=150, stdin=subprocess.DEVNULL, cwd=tmp_path)
    assert out.exists(), proc.stderr.decode()[-2000:]
    result = json.loads(out.read_text())
    if result.get("stage") == "no-eglot":
        pytest.skip("Eglot is not installed for this Emacs (apt-get install elpa-eglot)")
    assert "error" not in result, result
    assert result["mode"] == "condor-dag-mode"
    assert {(text, line): (face, comment) for text, line, face, comment in result["probes"]} == PROBES
    assert sorted(result["imenu"]) == ["A", "B", "C", "D", "Includes/more.dag", "Splices/S"]
    assert result["language_id"] == "htcondor-dag" and result["stage"] == "done", result
    assert any("Unknown parent or child node Nope" in text for text in result["diagnostics"]), result["diagnostics"]
    assert result["hover"].startswith("**JOB B**") and "RETRY 3 (not after exit 2)" in result["hover"]
    (found,) = result["definition"]
    assert found["uri"] == (tmp_path / "main.dag").as_uri() and found["range"]["start"] == {"line": 3, "character": 4}
    assert sorted(result["completion"]) == ["A", "B", "C", "D", "E", "S"]
    assert "more.dag" in result["rename_prompt"]  # Eglot confirms edits of files no buffer visits
    renamed = dict(result["renamed"])
    assert renamed[str(tmp_path / "main.dag")].splitlines()[2] == "JOB First a.sub"
    assert "PARENT First CHILD Nope" in renamed[str(tmp_path / "main.dag")]
    assert renamed[str(tmp_path / "more.dag")] == MORE.replace("PARENT A", "PARENT First")
