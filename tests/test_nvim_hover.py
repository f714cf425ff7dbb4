"""A real editor asks for a hover: headless Neovim opens a condor_config through its built-in
LSP client and hovers on START; the answer shows START's expanded value and what it evaluates
to against the sample ads, with the term that decided it."""
from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from condor_ls.analysis.rules.registry import load_rules

pytestmark = pytest.mark.nvim

NVIM = shutil.which("nvim")
SCRIPT = Path(__file__).parent / "nvim" / "hover_check.lua"
CONFIG = """\
MINUTE = 60
StartIdleTime = 30 * $(MINUTE)
START = (KeyboardIdle > $(StartIdleTime)) && (LoadAvg - CondorLoadAvg <= 0.3)
"""


@pytest.mark.skipif(NVIM is None, reason="nvim is not installed (apt-get install neovim)")
def test_neovim_hover_on_start_shows_expansion_and_evaluation(tmp_path: Path) -> None:
    config = tmp_path / "condor_config"
    config.write_text(CONFIG)
    out = tmp_path / "result.json"
    env = dict(
        os.environ,
        CONDOR_LS_FILE=str(config),
        CONDOR_LS_OUT=str(out),
        CONDOR_LS_CMD=json.dumps([sys.executable, "-m", "condor_ls", "serve"]),
        CONDOR_LS_WAIT_MS="20000",
        CONDOR_LS_LINE="2",
        CONDOR_LS_COL="2",
        CONDOR_LS_INIT=json.dumps({"rules": {"disable": sorted(load_rules())}}),
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
    assert "error" not in result and "hover_error" not in result, result
    assert result["stage"] == "hovered", result
    markdown = result["markdown"]
    assert markdown.startswith("**START** — classad")
    # the fully expanded value ...
    assert "(KeyboardIdle > 30 * 60) && (LoadAvg - CondorLoadAvg <= 0.3)" in markdown
    # ... and its value against the bundled idle desktop (KeyboardIdle = 1500 < 1800)
    assert "**Evaluates to** `false` (sample machine ad as MY, job ad as TARGET)" in markdown
    assert "`KeyboardIdle (1500) > 30 * 60 (1800)` is `false`" in markdown
    assert result["range"] == {"start": {"line": 2, "character": 0}, "end": {"line": 2, "character": 5}}
    assert result["display_lines"] > 5
