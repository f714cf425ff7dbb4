"""A real editor against a real server, through the plugin: headless Neovim loads editors/nvim,
opens a broken condor_config (the plugin picks the filetype and starts `condor-ls serve`),
receives its diagnostics, fixes it with a buffer edit and sees them cleared; after more
incremental edits the server's tree still equals a fresh parse of the buffer."""
from __future__ import annotations

from pathlib import Path

import pytest

from condor_ls.analysis.rules.registry import load_rules
from condor_ls.syntax.document import Document
from condor_ls.syntax.languages import LanguageId
from condor_ls.syntax.nodes import format_tree
from nvim_run import requires_nvim, run_check

pytestmark = [pytest.mark.nvim, requires_nvim]


def test_neovim_receives_and_clears_diagnostics(tmp_path: Path) -> None:
    config = tmp_path / "condor_config"
    config.write_text("A = 1\nif defined A\n  B = 2\n")
    # only the syntax rules: this test is about the editor round trip, not other rules
    settings = {"rules": {"disable": sorted(set(load_rules()) - {"syntax-error", "missing-token"})}}
    result = run_check("lsp_check.lua", tmp_path, settings=settings, CONDOR_LS_FILE=str(config))
    assert result["filetype"] == "condor_config" and result["client"] == "condor_ls"
    assert result["stage"] == "synced", result
    (first,) = result["first"]
    assert first["lnum"] == 1 and first["col"] == 0 and first["end_col"] == 2  # the `if` keyword
    assert "missing `endif`" in first["message"]
    assert first["code"] in ("missing-token", "syntax-error") and first["source"] == "condor-ls"
    assert first["severity"] == 1  # vim.diagnostic.severity.ERROR
    assert result["after_fix"] == []
    # after further incremental edits (non-ASCII, deletions, a split line) the server's tree is
    # exactly a fresh parse of Neovim's buffer: the two stayed in sync
    assert result["text"].startswith("C = x\nD = A = é😀 1\n")
    fresh = Document.parse(config.as_uri(), LanguageId.CONFIG, result["text"])
    assert result["tree"] == format_tree(fresh.tree)
