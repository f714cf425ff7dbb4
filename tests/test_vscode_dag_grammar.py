"""The VS Code extension's TextMate grammar for DAG files knows every command of condor_dagman
(HTCondor 25's command table, condor_ls.dag.keywords: any case, ``-`` and ``_`` alike) and no
word that is not one, and it uses the submit grammar for inline submit descriptions."""
from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from condor_ls.dag.keywords import COMMANDS, Cmd

GRAMMAR = json.loads((Path(__file__).resolve().parent.parent / "vscode-extension" / "syntaxes"
                      / "htcondor-dag.tmLanguage.json").read_text())
REPOSITORY = GRAMMAR["repository"]


def _begins(rule: dict) -> list[str]:
    """What starts the rule: its own begin or match, else those of the alternatives it lists."""
    found = [rule[key] for key in ("begin", "match") if key in rule]
    if found:
        return found
    return [inner[key] for inner in rule.get("patterns", []) for key in ("begin", "match") if key in inner]


def _command_rules() -> list[tuple[str, re.Pattern[str]]]:
    """(rule name, pattern) of the top-level rules that recognise a command line."""
    out = []
    for entry in GRAMMAR["patterns"]:
        name = entry["include"].lstrip("#")
        if name in ("comment", "unknown"):
            continue
        out += [(name, re.compile(pattern)) for pattern in _begins(REPOSITORY[name])]
    return out


RULES = _command_rules()


def spellings(cmd: Cmd) -> list[str]:
    words = [w for w, c in COMMANDS.items() if c is cmd and w != "WEAK"]
    return [v for w in words for v in (w, w.lower(), w.replace("_", "-"))]


def recognised(line: str) -> list[str]:
    return [name for name, pattern in RULES if pattern.match(line)]


@pytest.mark.parametrize("cmd", list(Cmd))
def test_every_command_is_recognised_in_any_spelling(cmd: Cmd) -> None:
    for spelling in spellings(cmd):
        line = f"{spelling} name {{" if cmd is Cmd.SUBMIT_DESCRIPTION else f"{spelling} name value"
        assert recognised(line), line


@pytest.mark.parametrize("line", ["JOBS A a.sub", "PARENTS A CHILD B", "VAR A x=1", "RETRYING A 2", "node A b.sub"])
def test_words_that_are_no_command_are_not_recognised(line: str) -> None:
    assert recognised(line) == []


def test_weak_parent_and_inline_descriptions() -> None:
    assert recognised("WEAK PARENT A CHILD B") == ["dependency"]
    assert recognised("weak parent A CHILD B") == ["dependency"]
    inline = REPOSITORY["inline-node"]["patterns"]
    assert all(p["contentName"] == "meta.embedded.block.htcondor-submit" for p in inline)
    assert all(p["patterns"] == [{"include": "source.htcondor-submit"}] for p in inline)
    assert recognised("JOB A {")[0] == "inline-node"
    assert recognised("SUBMIT-DESCRIPTION d @=END")[0] == "inline-description"
