"""Policy code lenses in a real editor, through the plugin: lenses appear above START without
the user asking (the plugin refreshes them on attach), and running one (`vim.lsp.codelens.run()`)
goes through the plugin's `vim.lsp.commands['condorLs.previewPolicy']` handler to the server and
shows the preview markdown it returns in a scratch buffer.

Written against the contract of the policy previewer (HELPERS.md: `condorLs.previewPolicy`,
lenses above policy knobs carrying `[{"uri": ...}]`); until the server implements it this test
fails saying so."""
from __future__ import annotations

from pathlib import Path
from urllib.parse import quote

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


SUBMIT = """\
executable = /bin/echo
arguments = $(Item)
request_memory = 2GB
queue 2 in (a, b)
queue
"""


def test_submit_queue_lens_shows_the_job_ads(tmp_path: Path) -> None:
    """The lens above a queue statement runs the plugin's condorLs.showJobAds handler, which shows
    the server's job ads in a read-only scratch buffer named after the document's URI."""
    submit = tmp_path / "job.sub"
    submit.write_text(SUBMIT)
    result = run_check("submit_lens_check.lua", tmp_path, settings={"rules": {"disable": sorted(load_rules())}},
                       CONDOR_LS_FILE=str(submit), CONDOR_LS_LINE="3")
    assert result["user_commands"] and result["handlers"], result
    assert result["stage"] == "done", result
    lenses = {lens["line"]: lens for lens in result["lenses"]}
    assert lenses[3]["title"] == "4 procs: jobs 1.0 to 1.3" and lenses[3]["command"] == "condorLs.showJobAds"
    assert lenses[3]["arguments"] == [{"uri": submit.as_uri(), "queue": 0}]
    assert lenses[4]["title"] == "1 proc: job 1.4"
    assert result["document_name"] == "condor-ls://jobads" + str(submit) + ".queue1.ads"
    assert result["document_uri"].startswith("condor-ls-jobads:") and result["document_uri"].endswith(
        "?queue=0&source=" + quote(submit.as_uri(), safe=""))
    text = result["document_text"]
    assert text.count("RequestMemory = 2048") == 4 and 'Args = "b"' in text and "ProcId = 4" not in text
    assert result["document_filetype"] == "classad" and not result["document_modifiable"]
    assert result["document_in_window"] and result["source_still_current"]
    # :CondorJobAds without a number: every queue statement of the file
    assert result["all_name"] == "condor-ls://jobads" + str(submit) + ".ads"
    assert result["all_lines"] > len(text.splitlines())
