"""The ClassAd grammar's editor queries compile and capture what they claim to."""
from __future__ import annotations

from pathlib import Path

import pytest
from tree_sitter import Query, QueryCursor

from condor_ls.syntax.languages import LanguageId, language, parser

QUERIES = Path(__file__).resolve().parents[1] / "grammar" / "classad" / "queries"


def _captures(query_name: str, text: str) -> dict[str, list[str]]:
    source = text.encode()
    query = Query(language(LanguageId.CLASSAD), (QUERIES / f"{query_name}.scm").read_text())
    tree = parser(LanguageId.CLASSAD).parse(source)
    found = QueryCursor(query).captures(tree.root_node)
    return {name: sorted(source[n.start_byte:n.end_byte].decode() for n in nodes)
            for name, nodes in found.items()}


@pytest.mark.parametrize("name", ["highlights", "folds", "locals"])
def test_query_compiles(name: str) -> None:
    Query(language(LanguageId.CLASSAD), (QUERIES / f"{name}.scm").read_text())


def test_highlights_classify_tokens() -> None:
    caps = _captures("highlights", 'MY.Memory >= 1024 && x is undefined ? f("s") : 1.5 // c')
    assert caps["module.builtin"] == ["MY"]
    assert caps["variable.member"] == ["Memory"]
    assert caps["number"] == ["1024"]
    assert caps["number.float"] == ["1.5"]
    assert caps["keyword.operator"] == ["is"]
    assert caps["function.call"] == ["f"]
    assert caps["string"] == ['"s"']
    assert caps["comment"] == ["// c"]
    assert sorted(caps["keyword.conditional.ternary"]) == [":", "?"]


def test_highlights_old_ad_names_are_properties() -> None:
    caps = _captures("highlights", "# machine\nMemory = 1024\nName = \"slot1\"\n")
    assert caps["property"] == ["Memory", "Name"]
    assert caps["comment"] == ["# machine"]


def test_folds_cover_records_and_lists() -> None:
    caps = _captures("folds", "[a = {1,\n 2}; b = [c = 1]]")
    assert caps["fold"] == ["[a = {1,\n 2}; b = [c = 1]]", "[c = 1]", "{1,\n 2}"]


def test_locals_define_record_attributes() -> None:
    caps = _captures("locals", "[a = 1; b = a + c]")
    assert caps["local.definition.field"] == ["a", "b"]
    assert caps["local.reference"] == ["a", "c"]
