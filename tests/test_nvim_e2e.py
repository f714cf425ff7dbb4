"""A real editor against a real server: headless Neovim runs `condor-ls serve` through its
built-in LSP client, receives diagnostics for a broken condor_config, fixes it with a buffer
edit and sees them cleared."""
from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from condor_ls.analysis.rules.registry import load_rules
from condor_ls.syntax.document import Document
from condor_ls.syntax.languages import LanguageId
from condor_ls.syntax.nodes import format_tree

pytestmark = pytest.mark.nvim

NVIM = shutil.which("nvim")
SCRIPT = Path(__file__).parent / "nvim" / "lsp_check.lua"


@pytest.mark.skipif(NVIM is None, reason="nvim is not installed (apt-get install neovim)")
def test_neovim_receives_and_clears_diagnostics(tmp_path: Path) -> None:
    config = tmp_path / "condor_config"
    config.write_text("A = 1\nif defined A\n  B = 2\n")
    out = tmp_path / "result.json"
    env = dict(
        os.environ,
        CONDOR_LS_FILE=str(config),
        CONDOR_LS_OUT=str(out),
        CONDOR_LS_CMD=json.dumps([sys.executable, "-m", "condor_ls", "serve"]),
        CONDOR_LS_WAIT_MS="20000",
        # only the syntax rules: this test is about the editor round trip, not other rules
        CONDOR_LS_INIT=json.dumps({"rules": {"disable": sorted(set(load_rules()) - {"syntax-error", "missing-token"})}}),
        XDG_STATE_HOME=str(tmp_path / "state"),
        XDG_DATA_HOME=str(tmp_path / "data"),
        XDG_CONFIG_HOME=str(tmp_path / "config"),
    )
    proc = subprocess.run(
        [NVIM, "--headless", "--clean", "-n", "-u", str(SCRIPT)],
        env=env, capture_output=True, timeout=90, stdin=subprocess.DEVNULL,
    )
    assert out.exists(), f"nvim wrote no result (exit {proc.returncode}): {proc.stderr.decode()[-2000:]}"
    result = json.loads(out.read_text())
    assert "error" not in result, result
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
