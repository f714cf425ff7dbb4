"""Completion and filetype detection in a real editor, through the plugin."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from condor_ls.analysis.rules.registry import load_rules
from nvim_run import requires_nvim, run_check

pytestmark = [pytest.mark.nvim, requires_nvim]

#: path (relative to the test directory) -> (content, the filetype Neovim should end up with)
DETECTION: dict[str, tuple[str, str]] = {
    "condor_config.local": ("A = 1\n", "condor_config"),
    "condor_config.generic": ("A = 1\n", "condor_config"),
    # HTCondor's own C++ sources are named after the config file
    "src/condor_config.cpp": ('#include "condor_config.h"\nint x = 0;\n', "cpp"),
    "src/condor_config.h": ("#define CONDOR_CONFIG_H\nint config(void);\n", "cpp"),
    "etc/condor/config.d/10-policy": ("# execute node policy\nSTART = TRUE\n", "condor_config"),
    "pool.config": ("DAEMON_LIST = MASTER, STARTD\n", "condor_config"),
    "web.config": ('<?xml version="1.0"?>\n<configuration/>\n', "xml"),
    "job.sub": ("executable = /bin/true\nqueue\n", "condor_submit"),
    "robot.sub": ("&ACCESS RVP\nDEF robot()\nEND\n", "krl"),
    "job.jdl": ("executable = /bin/true\nqueue 3\n", "condor_submit"),
    "JOB.SUBMIT": ("executable = /bin/true\nqueue\n", "condor_submit"),
    "machine.ad": ('MyType = "Machine"\nCpus = 4\n', "classad"),
    "Xresources.ad": ("*background: black\nXTerm*faceName: Mono\n", "xdefaults"),
    "slots.ads": ('MyType = "Machine"\nName = "slot1@x"\n\nMyType = "Machine"\nName = "slot2@x"\n', "classad"),
    "pkg.ads": ("with Ada.Text_IO;\npackage Pkg is\nend Pkg;\n", "ada"),
    "expr.classad": ("[ a = 1; b = a + 1 ]\n", "classad"),
    "diamond.dag": ("JOB A a.sub\nJOB B b.sub\nPARENT A CHILD B\n", "dagman"),
    "diamond.dag.rescue001": ("DONE A\n", "dagman"),
    # names that say nothing: the content decides
    "execute-node": ("use ROLE : Execute\n", "condor_config"),
    "local-settings": ("LOCAL_DIR = $(TILDE)/local\n", "condor_config"),
    "myjob": ("# a job\nexecutable = run.sh\narguments = $(Process)\nqueue 10\n", "condor_submit"),
    # prose that merely starts lines with HTCondor words stays unclaimed ("text" is Neovim's own
    # guess for a README, which a content guess of ours would have replaced)
    "README": ("If you run this:\nUse this: the queue\nQueue up the jobs from the list\nInclude the following: a, b\n", "text"),
    "sweep": ("executable = sim\nqueue seed from seeds.txt\n", "condor_submit"),
}


OURS = {"condor_config", "condor_submit", "classad", "dagman"}


def test_foreign_extensions_agree_with_the_server() -> None:
    """languages.lua's `foreign` list is the server's FOREIGN_SUFFIXES (one decision, two places)."""
    import re

    from condor_ls.syntax.detect import FOREIGN_SUFFIXES

    lua = (Path(__file__).parents[1] / "editors" / "nvim" / "lua" / "condor_ls" / "languages.lua").read_text()
    block = re.search(r"foreign = \{(.*?)\n    \}", lua, re.DOTALL)
    assert block is not None
    assert set(re.findall(r"\['([^']+)'\] = true", block.group(1))) == FOREIGN_SUFFIXES


@pytest.mark.parametrize("detection", ["legacy", "lua"])
def test_completion_after_target_offers_job_attributes_and_filetypes_are_detected(tmp_path: Path, detection: str) -> None:
    """`legacy`: the runtime's filetype.vim plus the plugin's autocommands (0.7's default);
    `lua`: Lua detection alone, where the plugin registers vim.filetype.add patterns (what every
    Neovim from 0.8 does), on this Neovim's engine."""
    config = tmp_path / "condor_config"
    config.write_text("START = TARGET.\nRANK = TARGET.Req\n")
    paths = []
    for name, (content, _) in DETECTION.items():
        path = tmp_path / "files" / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(content)
        paths.append(str(path))
    result = run_check(
        "features_check.lua", tmp_path, settings={"rules": {"disable": sorted(load_rules())}},
        CONDOR_LS_FILE=str(config), CONDOR_LS_LINES=[0, 1], CONDOR_LS_DETECT=json.dumps(paths),
        CONDOR_LS_LUA_FILETYPE="1" if detection == "lua" else "0",
    )
    assert result["stage"] == "detected", result
    bare, typed = result["completions"]
    assert bare.get("error") is None and typed.get("error") is None, result
    # right after `TARGET.`: job attributes (TARGET is the job in START) from the start of the
    # alphabet, and none of the machine's own (Activity, Arch) nor functions or keywords
    labels = set(bare["labels"])
    assert {"AccountingGroup", "Args", "ClusterId"} <= labels
    assert not labels & {"Activity", "Arch", "KeyboardIdle", "LoadAvg", "strcat", "ifThenElse", "TARGET"}
    # after `TARGET.Req`: the job's request attributes, as the omnifunc would offer them
    assert {"RequestMemory", "RequestCpus", "RequestDisk"} <= set(typed["labels"])
    if "omni_words" in typed:
        assert "RequestMemory" in typed["omni_words"]
    found = {Path(path).relative_to(tmp_path / "files").as_posix(): filetype for path, filetype in result["filetypes"].items()}
    assert result["detection_method"] == {"legacy": "autocmd", "lua": "vim.filetype.add"}[detection]
    if detection == "legacy":
        assert found == {name: expected for name, (_, expected) in DETECTION.items()}
    else:
        # the runtime's own Lua table decides the files that are not ours; only ours must agree
        assert {n: ft for n, ft in found.items() if ft in OURS} == {
            n: expected for n, (_, expected) in DETECTION.items() if expected in OURS}

