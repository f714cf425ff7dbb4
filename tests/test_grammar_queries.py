"""The editor queries of the config and submit grammars load and capture what they promise."""
from __future__ import annotations

from pathlib import Path

import pytest
from tree_sitter import Query, QueryCursor

from condor_ls.syntax.languages import LanguageId, language, parser

GRAMMARS = Path(__file__).resolve().parent.parent / "grammar"
LANGS = {LanguageId.CONFIG: "condor_config", LanguageId.SUBMIT: "condor_submit"}
QUERY_FILES = ("highlights", "injections", "folds", "locals")


def load(lang: LanguageId, name: str) -> Query:
    return Query(language(lang), (GRAMMARS / LANGS[lang] / "queries" / f"{name}.scm").read_text())


def test_all_queries_load_one_after_another() -> None:
    # Loading every file in one process also guards against the py-tree-sitter 0.26.1 crash that a
    # text predicate followed by #set! causes in the next Query() call.
    loaded = [load(lang, name) for lang in LANGS for name in QUERY_FILES]
    assert all(q.pattern_count > 0 for q in loaded)


def injected(lang: LanguageId, source: bytes) -> list[str]:
    tree = parser(lang).parse(source)
    found: list[str] = []
    for _pattern, captures in QueryCursor(load(lang, "injections")).matches(tree.root_node):
        found += [n.text.decode() for n in captures.get("injection.content", []) if n.text is not None]
    return found


def test_config_injects_classad_into_expression_knobs_only() -> None:
    source = (b"START = (KeyboardIdle > 10) && $(X)\nRESTART = no\nSLOT1_START = true\n"
              b"LOG = /var/log\nSUBMIT_REQUIREMENT_Mem = RequestMemory > 512\n"
              b"PREEMPTION_REQUIREMENTS = a\nM = $$([ Memory * 2 ])\nE = $EVAL(1 + 2)\n")
    assert sorted(injected(LanguageId.CONFIG, source)) == sorted([
        "(KeyboardIdle > 10) && $(X)", "true", "RequestMemory > 512", "a", " Memory * 2 ", "1 + 2",
    ])


def test_submit_injects_classad_into_expression_commands_and_job_attributes() -> None:
    source = (b"requirements = Memory > 1\nRank = Memory\nexecutable = /bin/true\n+Group = \"g\"\n"
              b"MY.Extra = 1 + 2\narguments = x\nqueue\n")
    assert sorted(injected(LanguageId.SUBMIT, source)) == sorted(["Memory > 1", "Memory", "\"g\"", "1 + 2"])


@pytest.mark.parametrize("lang", list(LANGS))
def test_folds_cover_blocks(lang: LanguageId) -> None:
    source = b"if true\n  A = 1\nelse\n  A = 2\nendif\nB @=end\n  x\n@end\nC = 1 \\\n  2\nD = 3\n"
    tree = parser(lang).parse(source)
    folds = set()
    for _pattern, captures in QueryCursor(load(lang, "folds")).matches(tree.root_node):
        folds |= {(n.type, n.start_point.row) for n in captures.get("fold", [])}
    assert {("if_block", 0), ("else_clause", 2), ("heredoc_assignment", 5), ("assignment", 8)} <= folds
    assert ("assignment", 10) not in folds


def test_highlights_mark_keywords_names_and_references() -> None:
    source = b"if defined X\nSTARTD.A = $(B:c) $ENV(HOME)\nendif\n"
    tree = parser(LanguageId.CONFIG).parse(source)
    seen: dict[str, set[str]] = {}
    for _pattern, captures in QueryCursor(load(LanguageId.CONFIG, "highlights")).matches(tree.root_node):
        for name, nodes in captures.items():
            seen.setdefault(name, set()).update(n.text.decode() for n in nodes if n.text is not None)
    assert {"if", "endif"} <= seen["keyword.conditional"]
    assert "defined" in seen["keyword.operator"]
    assert "A" in seen["property"] and "STARTD" in seen["module"]
    assert "B" in seen["variable"]
    assert "$ENV(" in seen["function.macro"]
