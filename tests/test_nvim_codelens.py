"""Policy code lenses in a real editor, through the plugin: lenses appear above START without
the user asking (the plugin refreshes them on attach), and running one (`vim.lsp.codelens.run()`)
goes through the plugin's `vim.lsp.commands['condorLs.previewPolicy']` handler to the server and
shows the preview markdown it returns in a scratch buffer.

Written against the contract of the policy previewer (HELPERS.md: `condorLs.previewPolicy`,
lenses above policy knobs carrying `[{"uri": ...}]`); until the server implements it this test
fails saying so."""
from __future__ import annotations

from pathlib import Path

import pytest

from condor_ls.analysis.rules.registry import load_rules
from nvim_run import requires_nvim, run_check

pytestmark = [pytest.mark.nvim, requires_nvim]

CONFIG = """\
MINUTE = 60
StartIdleTime = 15 * $(MINUTE)
START = KeyboardIdle > $(StartIdleTime)
SUSPEND = LoadAvg > 0.5
PREEMPT = FALSE
"""


def test_policy_code_lens_above_start_runs_the_preview(tmp_path: Path) -> None:
    config = tmp_path / "condor_config"
    config.write_text(CONFIG)
    result = run_check("codelens_check.lua", tmp_path, settings={"rules": {"disable": sorted(load_rules())}},
                       CONDOR_LS_FILE=str(config), CONDOR_LS_LINE="2")
    assert result["user_command"], "plugin/condor_ls.lua did not define :CondorPolicyPreview"
    assert result["code_lens_provider"], (
        "the server announces no codeLensProvider: the policy previewer's code lenses have not landed in this branch")
    assert "condorLs.previewPolicy" in result["commands"], result["commands"]
    assert result["stage"] == "previewed", result
    lenses = [lens for lens in result["lenses"] if lens["line"] == 2]
    assert lenses, result["lenses"]
    (lens,) = [lens for lens in lenses if lens["command"] == "condorLs.previewPolicy"]
    assert lens["title"]
    assert lens["arguments"] == [{"uri": config.as_uri()}]
    # the preview the lens opened is what the server returns for the document
    assert result["direct_markdown"] and "START" in result["direct_markdown"]
    direct = result["direct_markdown"]
    assert result["preview_text"] == (direct[:-1] if direct.endswith("\n") else direct)
    assert result["preview_filetype"] == "markdown" and result["preview_in_window"]
    assert result["source_still_current"]
