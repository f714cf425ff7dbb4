"""The tree-sitter half of the Neovim plugin in the real editor: the parsers compile with the
system C compiler through the plugin's build helper, load into this Neovim's tree-sitter, and our
highlight queries (and, for config and submit files, the ClassAd injections) paint known tokens
with the capture names the queries give them."""
from __future__ import annotations

import re
import shutil
from pathlib import Path
from typing import Any

import pytest

from nvim_run import ROOT, requires_nvim, run_check

pytestmark = [pytest.mark.nvim, requires_nvim]

CONFIG = """\
# execute node
use ROLE : Execute
if defined StartIdleTime
START = KeyboardIdle > $(StartIdleTime) && TARGET.RequestMemory > 1024
endif
"""

SUBMIT = """\
executable = run.sh
+AccountingGroup = "group_physics"
requirements = TARGET.Memory >= 2048
queue 3
"""

CLASSAD = """\
[ Name = "slot1"; Cpus = 4; Start = isUndefined(Owner) ]
"""

TRANSFORM = """\
# container jobs
REQUIREMENTS JobUniverse == 5
SET DockerImage = "centos7"
COPY /Resource(.+)/ Orig\\1
"""

CONFIG_WITH_TRANSFORM = """\
JOB_TRANSFORM_NAMES = Tag
JOB_TRANSFORM_Tag @=end
  SET Tagged = RequestCpus > 1
@end
"""


DAG = """\
# diamond
JOB A a.sub DIR work
JOB B {
  executable = /bin/true
  queue
}
PARENT A CHILD B
VARS ALL_NODES seed="7"
SCRIPT PRE A pre.sh $JOB
"""


def grammar_abi() -> int:
    text = (ROOT / "grammar" / "condor_config" / "src" / "parser.c").read_text()[:4000]
    return int(re.search(r"#define LANGUAGE_VERSION (\d+)", text).group(1))  # type: ignore[union-attr]


def captures_at(entry: dict[str, Any], text: str, line: int) -> set[tuple[str, str]]:
    """(language, capture) pairs of the nodes whose text is `text`, on `line`."""
    return {(c["lang"], c["capture"]) for c in entry["captures"] if c["text"] == text and c["range"][0] == line}


@pytest.mark.skipif(shutil.which("cc") is None and shutil.which("gcc") is None, reason="no C compiler to build the parsers")
def test_parsers_build_and_queries_highlight_known_tokens(tmp_path: Path) -> None:
    files = {"condor_config": CONFIG, "job.sub": SUBMIT, "slot.ad": CLASSAD, "rules.xform": TRANSFORM,
             "transforms.config": CONFIG_WITH_TRANSFORM, "flow.dag": DAG}
    for name, text in files.items():
        (tmp_path / name).write_text(text)
    parsers = tmp_path / "parsers"
    result = run_check("highlight_check.lua", tmp_path, parsers=parsers,
                       CONDOR_LS_FILES=[str(tmp_path / name) for name in files])
    abi = result["abi"]
    if not abi["min"] <= grammar_abi() <= abi["max"]:
        pytest.skip(f"this Neovim's tree-sitter reads parser ABI {abi['min']}..{abi['max']}, the grammars are ABI {grammar_abi()}")
    assert result["built"] is True, result["notifications"]
    assert result["stage"] == "captured", result
    # the parsers in use are the ones the plugin just built
    assert sorted(Path(p).name for p in result["parser_files"] if p.startswith(str(parsers))) == [
        "classad.so", "condor_config.so", "condor_submit.so", "condor_transform.so", "dagman.so"]
    # every query loaded (no warnings about queries this Neovim cannot read)
    assert not [n for n in result["notifications"] if "query" in n["message"]], result["notifications"]

    config = result["files"][str(tmp_path / "condor_config")]
    assert config["filetype"] == "condor_config" and config["highlighting"], config
    assert ("condor_config", "comment") in captures_at(config, "# execute node", 0)
    assert ("condor_config", "keyword.import") in captures_at(config, "use", 1)
    assert ("condor_config", "module") in captures_at(config, "ROLE", 1)
    assert ("condor_config", "function") in captures_at(config, "Execute", 1)
    assert ("condor_config", "keyword.conditional") in captures_at(config, "if", 2)
    assert ("condor_config", "keyword.conditional") in captures_at(config, "endif", 4)
    assert ("condor_config", "property") in captures_at(config, "START", 3)
    assert ("condor_config", "variable") in captures_at(config, "StartIdleTime", 3)
    assert ("condor_config", "punctuation.special") in captures_at(config, "$(", 3)
    # START's value is ClassAd: the injection parsed it with the classad grammar
    assert config["languages"].get("classad"), config["languages"]
    assert ("classad", "variable") in captures_at(config, "KeyboardIdle", 3)
    assert ("classad", "module.builtin") in captures_at(config, "TARGET", 3)
    assert ("classad", "variable.member") in captures_at(config, "RequestMemory", 3)
    assert ("classad", "number") in captures_at(config, "1024", 3)

    submit = result["files"][str(tmp_path / "job.sub")]
    assert submit["filetype"] == "condor_submit" and submit["highlighting"], submit
    assert ("condor_submit", "property") in captures_at(submit, "executable", 0)
    assert ("condor_submit", "punctuation.special") in captures_at(submit, "+", 1)
    assert ("condor_submit", "keyword.repeat") in captures_at(submit, "queue", 3)
    assert ("condor_submit", "number") in captures_at(submit, "3", 3)
    assert ("classad", "string") in captures_at(submit, '"group_physics"', 1)
    assert ("classad", "variable.member") in captures_at(submit, "Memory", 2)
    assert ("classad", "number") in captures_at(submit, "2048", 2)

    ad = result["files"][str(tmp_path / "slot.ad")]
    assert ad["filetype"] == "classad" and ad["highlighting"], ad
    assert ("classad", "property") in captures_at(ad, "Name", 0)
    assert ("classad", "string") in captures_at(ad, '"slot1"', 0)
    assert ("classad", "number") in captures_at(ad, "4", 0)
    assert ("classad", "function.call") in captures_at(ad, "isUndefined", 0)

    rules = result["files"][str(tmp_path / "rules.xform")]
    assert rules["filetype"] == "condor_transform" and rules["highlighting"], rules
    assert ("condor_transform", "keyword.directive") in captures_at(rules, "REQUIREMENTS", 1)
    assert ("condor_transform", "keyword") in captures_at(rules, "SET", 2)
    assert ("condor_transform", "variable.member") in captures_at(rules, "DockerImage", 2)
    assert ("condor_transform", "string.regexp") in captures_at(rules, "/Resource(.+)/", 3)
    assert ("classad", "string") in captures_at(rules, '"centos7"', 2)  # the SET value, as ClassAd

    # a config file's transform knob is parsed as a transform, and its SET value as ClassAd
    knobs = result["files"][str(tmp_path / "transforms.config")]
    assert knobs["languages"].get("condor_transform"), knobs["languages"]
    assert ("condor_transform", "keyword") in captures_at(knobs, "SET", 2)
    assert ("classad", "variable") in captures_at(knobs, "RequestCpus", 2)

    # a DAG: commands, node names, ALL_NODES, VARS; its inline submit description is injected
    # as a submit file
    dag = result["files"][str(tmp_path / "flow.dag")]
    assert dag["filetype"] == "dagman" and dag["highlighting"], dag
    assert ("dagman", "comment") in captures_at(dag, "# diamond", 0)
    assert ("dagman", "keyword.type") in captures_at(dag, "JOB", 1)
    assert ("dagman", "label") in captures_at(dag, "A", 1)
    assert ("dagman", "string.special.path") in captures_at(dag, "a.sub", 1)
    assert ("dagman", "keyword.modifier") in captures_at(dag, "DIR", 1)
    assert ("dagman", "keyword.operator") in captures_at(dag, "PARENT", 6)
    assert ("dagman", "constant.builtin") in captures_at(dag, "ALL_NODES", 7)
    assert ("dagman", "variable.member") in captures_at(dag, "seed", 7)
    assert ("dagman", "keyword.function") in captures_at(dag, "PRE", 8)
    assert dag["languages"].get("condor_submit"), dag["languages"]
    assert ("condor_submit", "property") in captures_at(dag, "executable", 3)
    assert ("condor_submit", "keyword.repeat") in captures_at(dag, "queue", 4)
