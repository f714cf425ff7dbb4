"""Hover in a real editor, through the plugin: headless Neovim opens a condor_config and hovers
on START; the answer shows START's expanded value and what it evaluates to against the sample
ads. Settings given to setup{} reach the server, and replacing them later (the server reads
them back with workspace/configuration) changes the evaluation."""
from __future__ import annotations

from pathlib import Path

import pytest

from condor_ls.analysis.rules.registry import load_rules
from nvim_run import requires_nvim, run_check

pytestmark = [pytest.mark.nvim, requires_nvim]

CONFIG = """\
MINUTE = 60
StartIdleTime = 30 * $(MINUTE)
START = (KeyboardIdle > $(StartIdleTime)) && (LoadAvg - CondorLoadAvg <= 0.3)
"""

#: a machine whose keyboard has been idle for an hour and which has no load
IDLE_MACHINE = """\
MyType = "Machine"
Name = "slot1@idle.example.org"
KeyboardIdle = 3600
LoadAvg = 0.05
CondorLoadAvg = 0.0
"""


def test_neovim_hover_on_start_shows_expansion_and_evaluation(tmp_path: Path) -> None:
    config = tmp_path / "condor_config"
    config.write_text(CONFIG)
    machine = tmp_path / "idle.ad"
    machine.write_text(IDLE_MACHINE)
    quiet = {"rules": {"disable": sorted(load_rules())}}
    result = run_check(
        "hover_check.lua", tmp_path, settings=quiet,
        CONDOR_LS_FILE=str(config), CONDOR_LS_LINE="2", CONDOR_LS_COL="2",
        CONDOR_LS_NEW_SETTINGS={**quiet, "sampleAds": {"machine": str(machine)}},
    )
    assert "hover_error" not in result, result
    assert result["filetype"] == "condor_config"
    markdown = result["markdown"]
    assert markdown.startswith("**START** — classad")
    # the fully expanded value ...
    assert "(KeyboardIdle > 30 * 60) && (LoadAvg - CondorLoadAvg <= 0.3)" in markdown
    # ... and its value against the bundled idle desktop (KeyboardIdle = 1500 < 1800)
    assert "**Evaluates to** `false` (sample machine ad as MY, job ad as TARGET)" in markdown
    assert "`KeyboardIdle (1500) > 30 * 60 (1800)` is `false`" in markdown
    assert result["range"] == {"start": {"line": 2, "character": 0}, "end": {"line": 2, "character": 5}}
    assert result["display_lines"] > 5
    # the settings changed through the plugin: the same hover now evaluates against our ad
    assert result["stage"] == "reconfigured", result
    after = result["markdown_after"]
    assert "**Evaluates to** `true`" in after
    assert "KeyboardIdle (3600)" in after
