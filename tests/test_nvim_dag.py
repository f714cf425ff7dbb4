"""A DAG file in a real editor, through the plugin: Neovim picks the `dagman` filetype for a
*.dag file, starts the server with languageId htcondor-dag, shows the DAG's findings, and the
server answers definition, references, hover, completion, outline and a rename (applied by
Neovim's own workspace-edit code) across the DAG and the file it includes."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

from condor_ls.analysis.rules.registry import load_rules
from nvim_run import requires_nvim, run_check

sys.path.insert(0, str(Path(__file__).resolve().parent))
from dag_editor_support import MAIN, MORE, tree  # noqa: E402

pytestmark = [pytest.mark.nvim, requires_nvim]


def point(text: str, needle: str, plus: int = 0) -> list[int]:
    index = text.index(needle) + plus
    return [text.count("\n", 0, index), index - (text.rfind("\n", 0, index) + 1)]


def test_a_dag_in_neovim(tmp_path: Path) -> None:
    text = MAIN + "PARENT A CHILD Nope\nPARENT A CHILD \n"
    tree(tmp_path, {"main.dag": text})
    main = tmp_path / "main.dag"
    settings = {"rules": {"disable": sorted(r for r in load_rules() if not r.startswith("dag"))}}
    at = {"definition": point(text, "PARENT B", 7), "references": point(text, "JOB A", 4),
          "hover": point(text, "RETRY B", 6), "completion": point(text, "CHILD \n", 6),
          "rename": point(text, "JOB A", 4)}
    result = run_check("dag_check.lua", tmp_path, settings=settings, CONDOR_LS_FILE=str(main), CONDOR_LS_AT=at)
    assert result["stage"] == "done", result
    assert result["filetype"] == "dagman" and result["client"] == "condor_ls"
    assert "dag-undefined-node" in result["codes"] and "dag-syntax" in result["codes"]  # Nope; the unfinished line
    (found,) = result["definition"]
    assert found["uri"] == main.as_uri() and found["range"]["start"] == {"line": 2, "character": 4}
    assert sorted(Path(r["uri"][7:]).name for r in result["references"]) == ["main.dag"] * 7 + ["more.dag"]
    assert result["hover"].startswith("**JOB B**") and "RETRY 3 (not after exit 2)" in result["hover"]
    assert sorted(result["completion"]) == ["A", "B", "C", "D", "E", "S"]
    assert [name for name, _ in result["symbols"]][:4] == ["A", "B", "C", "D"]
    assert result["symbols"][1][1] == "b.sub · after A"
    assert result.get("rename_error") is None
    renamed = result["renamed"]
    assert renamed[str(main)].splitlines()[1] == "JOB First a.sub"
    assert "PARENT First CHILD Nope" in renamed[str(main)]
    # the included file was not open: Neovim loaded it to apply its edit
    assert renamed[str(tmp_path / "more.dag")] == MORE.replace("PARENT A", "PARENT First").rstrip("\n")
