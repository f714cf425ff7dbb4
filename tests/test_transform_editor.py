"""Transforms in the editor: language detection, the grammar's queries and its injection into
config files, semantic tokens, hover and completion."""
from __future__ import annotations

from pathlib import Path

import pytest
from tree_sitter import Query, QueryCursor

from condor_ls.analysis.completion.items import completion, resolve
from condor_ls.analysis.context import AnalysisContext
from condor_ls.analysis.hover.config import hover
from condor_ls.analysis.presentation.semantic_tokens import decode, query_text, semantic_tokens
from condor_ls.syntax.detect import detect_language, language_from_lsp_id, sniff
from condor_ls.syntax.document import Document
from condor_ls.syntax.languages import LanguageId, language, parser

ROOT = Path(__file__).resolve().parent.parent
GRAMMARS = ROOT / "grammar"
FIXTURES = Path(__file__).resolve().parent / "fixtures" / "transforms"


# ---------------------------------------------------------------------------- detection
def test_language_ids_names_and_first_statement() -> None:
    assert language_from_lsp_id("htcondor-transform") is LanguageId.TRANSFORM
    assert detect_language("/x/rules.xform") is LanguageId.TRANSFORM
    assert detect_language("/x/a.transform") is LanguageId.TRANSFORM
    assert detect_language("/x/rules", "# rules\n\nSET Foo 1\nDELETE Bar\n") is LanguageId.TRANSFORM
    assert detect_language("/x/rules", "# rules for condor_transform_ads\nx = 1\n") is LanguageId.TRANSFORM
    # a config file holding transforms is still a config file
    assert sniff((FIXTURES / "schedd.config").read_text()) is LanguageId.CONFIG
    assert sniff("executable = /bin/true\nrequirements = Memory > 1\nqueue\n") is LanguageId.SUBMIT


# ---------------------------------------------------------------------------- grammar queries
def _query(lang: LanguageId, grammar: str, name: str) -> Query:
    return Query(language(lang), (GRAMMARS / grammar / "queries" / f"{name}.scm").read_text())


@pytest.mark.parametrize("name", ["highlights", "injections", "folds", "locals"])
def test_transform_queries_load(name: str) -> None:
    assert _query(LanguageId.TRANSFORM, "condor_transform", name).pattern_count > 0


def _injections(lang: LanguageId, grammar: str, source: bytes) -> list[tuple[str, str]]:
    tree = parser(lang).parse(source)
    found = []
    for _pattern, captures in QueryCursor(_query(lang, grammar, "injections")).matches(tree.root_node):
        for node in captures.get("injection.content", []):
            found.append(node.text.decode())  # type: ignore[union-attr]
    return found


def test_config_injects_the_transform_language_into_transform_knobs() -> None:
    source = (b"JOB_TRANSFORM_NAMES = A B\nJOB_TRANSFORM_A @=end\n  SET Foo 1\n@end\nJOB_TRANSFORM_B = SET Bar 2\n"
              b"JOB_ROUTER_ROUTE_R @=rt\n  [ Name = \"R\" ]\n@rt\nJOB_ROUTER_TRANSFORM_T = DELETE X\nOTHER = SET X 1\n")
    tree = parser(LanguageId.CONFIG).parse(source)
    by_language: dict[str, list[str]] = {}
    query = _query(LanguageId.CONFIG, "condor_config", "injections")
    for pattern, captures in QueryCursor(query).matches(tree.root_node):
        settings = query.pattern_settings(pattern)
        for node in captures.get("injection.content", []):
            by_language.setdefault(str(settings.get("injection.language")), []).append(node.text.decode().strip())
    assert sorted(by_language["condor_transform"]) == ["DELETE X", "SET Bar 2", "SET Foo 1"]
    assert by_language["classad"] == ['[ Name = "R" ]']


def test_transform_injects_classad_into_expressions() -> None:
    found = _injections(LanguageId.TRANSFORM, "condor_transform",
                        b"SET A = B + 1\nEVALMACRO x 2\nREQUIREMENTS C\nCOPY D E\n+F = 3\n")
    assert sorted(found) == ["2", "3", "B + 1", "C"]


def test_transform_highlights() -> None:
    tree = parser(LanguageId.TRANSFORM).parse(b"SET Foo $(x)\nCOPY /a(.*)/ b\\1\nif defined MY.A\nendif\n")
    seen: dict[str, set[str]] = {}
    for _pattern, captures in QueryCursor(_query(LanguageId.TRANSFORM, "condor_transform", "highlights")).matches(
            tree.root_node):
        for name, nodes in captures.items():
            seen.setdefault(name, set()).update(n.text.decode() for n in nodes)  # type: ignore[union-attr]
    assert "SET" in seen["keyword"] and "COPY" in seen["keyword"]
    assert "Foo" in seen["variable.member"] and "/a(.*)/" in seen["string.regexp"]
    assert "x" in seen["variable"] and {"if", "endif"} <= seen["keyword.conditional"]


def test_packaged_highlights_are_the_grammars() -> None:
    assert query_text(LanguageId.TRANSFORM) == (GRAMMARS / "condor_transform" / "queries" / "highlights.scm").read_text()


def test_semantic_tokens_of_a_rules_file() -> None:
    document = Document.parse("file:///t.xform", LanguageId.TRANSFORM, "SET Foo 1\n# c\n")
    kinds = set()
    for line, char, length, kind, _mods in decode(semantic_tokens(document)):
        start = document.line_index.position_to_offset((line, char))
        kinds.add((document.source[start:start + length].decode(), kind))
    assert ("SET", "keyword") in kinds and ("# c", "comment") in kinds


# ---------------------------------------------------------------------------- hover
def _hover(path: Path, needle: str, shift: int = 1, language: LanguageId = LanguageId.CONFIG):
    text = path.read_text()
    document = Document.parse(path.as_uri(), language, text)
    offset = len(text[:text.index(needle)].encode()) + shift
    return hover(document, offset, AnalysisContext())


def test_hover_statement_keyword_and_attribute() -> None:
    found = _hover(FIXTURES / "schedd.config", "EVALSET AcctGroup")
    assert found is not None and "**EVALSET**" in found.markdown and "EVALSET <attr> <expr>" in found.markdown
    found = _hover(FIXTURES / "schedd.config", "ContainerImage =?=", 0)
    assert found is None or "EVALSET" not in found.markdown
    found = _hover(FIXTURES / "schedd.config", "AcctGroup = userMap")
    assert found is not None and "Accounting group" in found.markdown and "sample job" in found.markdown


def test_hover_my_reference_shows_the_sample_value() -> None:
    found = _hover(FIXTURES / "schedd.config", "$(MY.Requirements)", 3)
    assert found is not None and "the attribute Requirements of the ad being transformed" in found.markdown
    assert "TARGET.Arch" in found.markdown  # the bundled sample job's Requirements


def test_hover_on_a_transform_name_shows_its_effect(tmp_path: Path) -> None:
    config = tmp_path / "condor_config"
    config.write_text("JOB_TRANSFORM_NAMES = First, Second\nJOB_TRANSFORM_First = SET Stage 1\n"
                      "JOB_TRANSFORM_Second @=end\nREQUIREMENTS Stage == 1\nSET Owner \"carol\"\n@end\n")
    found = _hover(config, "Second\n")
    assert found is not None and "after First" in found.markdown
    assert "| `Owner` | `\"alice\"` | `\"carol\"` |" in found.markdown  # the bundled sample job's owner
    found = _hover(config, "JOB_TRANSFORM_Second", 3)
    assert found is not None and "Effect on the bundled sample job" in found.markdown
    assert "expanded by the transform when it runs" in found.markdown


def test_hover_in_a_rules_file(tmp_path: Path) -> None:
    rules = tmp_path / "r.xform"
    rules.write_text("NAME Demo\nx = 3\nSET Total $(x)\n")
    found = _hover(rules, "Demo", 1, LanguageId.TRANSFORM)
    assert found is not None and "| `Total` | (absent) | `3` |" in found.markdown
    found = _hover(rules, "$(x)", 2, LanguageId.TRANSFORM)
    assert found is not None and "temporary variable" in found.markdown


# ---------------------------------------------------------------------------- completion
def _labels(text: str, language: LanguageId = LanguageId.TRANSFORM) -> list[str]:
    document = Document.parse("file:///nonexistent/t", language, text)
    return [item.label for item in completion(document, len(text.encode()), AnalysisContext()).items]


def test_completion_statements_attributes_expressions_and_macros() -> None:
    assert _labels("EVALS")[:1] == ["EVALSET"]
    assert "AcctGroup" in _labels("SET Acct")
    assert "AcctGroupUser" in _labels("COPY Owner AcctGroupU")
    assert "RequestMemory" in _labels("DELETE RequestMem")
    assert "strcat" in _labels("SET A = strc")
    assert "RequestMemory" in _labels("REQUIREMENTS RequestMem")
    labels = _labels("tmp = 1\nEVALMACRO ev 2\nSET A $(")
    assert labels[:3] == ["tmp", "ev", "MY."] and "IsLinux" in labels
    assert "Owner" in _labels("SET A $(MY.Own")
    assert _labels("EVALMACRO ne") == []  # a new variable's name


def test_completion_inside_config_transform_knobs() -> None:
    assert "SET" in _labels("JOB_TRANSFORM_X @=end\n  SE", LanguageId.CONFIG)
    assert "AcctGroup" in _labels("JOB_TRANSFORM_X = SET AcctG", LanguageId.CONFIG)
    # elsewhere in the config file knob names are offered as before
    assert "START" in _labels("STAR", LanguageId.CONFIG)


def test_completion_resolves_statement_docs() -> None:
    assert "EVALMACRO <var> <expr>" in resolve(("transform", "EVALMACRO"))


def test_hover_on_an_old_form_route_shows_the_conversion(tmp_path: Path) -> None:
    config = tmp_path / "condor_config"
    config.write_text('JOB_ROUTER_ROUTE_NAMES = Old\nJOB_ROUTER_ROUTE_Old = [ GridResource = "batch pbs"; '
                      "set_Foo = 1; Requirements = TARGET.WantRouting ]\n")
    found = _hover(config, "JOB_ROUTER_ROUTE_Old", 2)
    assert found is not None and "condor_transform_ads` converts it" in found.markdown
    assert "REQUIREMENTS WantRouting" in found.markdown and "SET Foo 1" in found.markdown
