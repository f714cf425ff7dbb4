"""Reading transforms as HTCondor's reader does: meta statements, line dispatch, statement
splitting (condor_utils/xform_utils.cpp, config.cpp Parse_macros, tokener.cpp)."""
from __future__ import annotations

import pytest
from tree_sitter import Node

from condor_ls.syntax.languages import LanguageId, parser
from condor_ls.transform.keywords import Keyword
from condor_ls.transform.reader import Kind, Mode, parse_statement, read_text, trivial_iteration


def kinds(text: str, mode: Mode = Mode.CONFIG) -> list[str]:
    return [line.kind.value for line in read_text(text, "t", mode).lines]


def test_meta_statements_are_taken_out_and_remembered() -> None:
    t = read_text("NAME Other\nREQUIREMENTS JobUniverse == 5\nUNIVERSE grid\nSET A 1\n", "Knob")
    assert [line.kind for line in t.lines] == [Kind.META, Kind.META, Kind.META, Kind.STATEMENT, Kind.COMMENT]
    assert t.requirements_text == "JobUniverse == 5"
    assert t.name == "Knob"  # a knob's name is not overwritten by NAME (open(const char*))
    assert read_text("NAME Other\nSET A 1\n", "file", Mode.FILE).name == "Other"


def test_keyword_then_equals_or_colon_is_a_variable() -> None:
    t = read_text("NAME = fred\nREQUIREMENTS = 1\nSET = 2\n")
    assert [line.kind for line in t.lines[:3]] == [Kind.ASSIGN, Kind.ASSIGN, Kind.ASSIGN]
    assert t.requirements is None
    assert [line.name for line in t.lines[:3]] == ["NAME", "REQUIREMENTS", "SET"]


def test_only_the_last_requirements_counts() -> None:
    t = read_text("REQUIREMENTS a\nREQUIREMENTS b\n")
    assert t.requirements_text == "b"


def test_a_config_value_stops_at_transform_and_a_bare_transform_does_not() -> None:
    assert kinds("SET A 1\nTRANSFORM 1\nSET B 2") == ["statement", "meta", "ignored"]
    # `TRANSFORM` alone has no blank after the keyword: it is an ordinary (no-op) statement
    assert kinds("SET A 1\nTRANSFORM\nSET B 2") == ["statement", "statement", "statement"]


def test_a_rules_file_iterates_and_reads_its_items() -> None:
    t = read_text("SET A $(Item)\nTRANSFORM Item from (\n  x 1\n  # no\n  y 2\n)\nSET Never 1\n", "r", Mode.FILE)
    assert t.iterate is not None and t.iterate.items == ["x 1", "y 2"]
    assert [line.kind.value for line in t.lines] == ["statement", "meta", "item", "item", "item", "item", "ignored"]
    assert not t.items_unclosed
    assert read_text("TRANSFORM from (\n a\n", "r", Mode.FILE).items_unclosed


@pytest.mark.parametrize("args, trivial", [("", True), ("1", True), ("0", True), (" 1 ", True), ("2", False),
                                           ("1 Item in (a)", False), ("Item in (a b)", False)])
def test_trivial_iterations(args: str, trivial: bool) -> None:
    assert trivial_iteration(args) is trivial


def test_heredoc_bodies_are_protected_in_rules_files_only() -> None:
    text = "x @=end\nNAME inside\n@end\n"
    assert kinds(text, Mode.FILE)[:3] == ["heredoc", "heredoc_line", "heredoc_end"]
    # the config-value reader strips meta lines without looking at @= blocks
    assert kinds(text, Mode.CONFIG)[:3] == ["heredoc", "meta", "heredoc_end"]


@pytest.mark.parametrize("line, kind", [
    ("# note", Kind.COMMENT),
    ("if defined MY.Foo", Kind.IF),
    ("elif $(X)", Kind.ELIF),
    ("else", Kind.ELSE),
    ("endif", Kind.ENDIF),
    ("x = 1", Kind.ASSIGN),
    ("x += 1", Kind.ASSIGN),
    ("x +,= 1", Kind.ASSIGN),
    ("tmp @=end", Kind.HEREDOC),
    ("+Attr = 1", Kind.JOB_MACRO),
    ("-Attr =", Kind.JOB_MACRO),
    ("include : other", Kind.INCLUDE),
    ("use ROLE : Execute", Kind.USE),
    ("error : stop", Kind.ERROR),
    ("warning : careful", Kind.WARNING),
    ("SET A 1", Kind.STATEMENT),
    ("SETT Requirements = 1", Kind.STATEMENT),  # words before the operator: handed to the callback
    ("Foo: bar", Kind.STATEMENT),  # `:` is not an assignment operator in submit mode
    ("queue = 1", Kind.STATEMENT),  # the reader hands `queue` lines to the callback
    ("Foo @bar", Kind.STATEMENT),  # `@` not followed by `=` is no operator
    ("alone", Kind.STATEMENT),
])
def test_line_dispatch(line: str, kind: Kind) -> None:
    assert read_text(line).lines[0].kind is kind


def test_statement_splitting() -> None:
    s = parse_statement('SET Foo = "a b"')
    assert s is not None and s.keyword is Keyword.SET and s.attribute == "Foo" and s.separator is not None
    assert 'SET Foo = "a b"'[s.rest:] == '"a b"'  # a quoted word keeps its opening quote
    s = parse_statement("DEFAULT Foo, 1")
    assert s is not None and s.attribute == "Foo" and "DEFAULT Foo, 1"[s.rest:] == "1"
    s = parse_statement("copy Owner = AcctGroupUser")
    assert s is not None and s.keyword is Keyword.COPY and "copy Owner = AcctGroupUser"[s.rest:] == "AcctGroupUser"
    s = parse_statement("DELETE /(.+)Err/")
    assert s is not None and s.regex is not None and s.regex.pattern == "(.+)Err" and not s.bad_regex
    s = parse_statement("RENAME /a b/i x\\1")
    assert s is not None and s.regex is not None and s.regex.pattern == "a b" and s.regex.flags == "i"
    assert "RENAME /a b/i x\\1"[s.rest:] == "x\\1"


@pytest.mark.parametrize("text, missing, bad_regex", [
    ("SET", True, False),
    ("SET Foo", True, False),
    ("SET Foo =", True, False),
    ("TRANSFORM", False, False),
    ("DELETE /unclosed", False, True),
    ("COPY /x/z y", False, True),
    ("DELETE /x/gimU", False, False),
])
def test_statement_problems(text: str, missing: bool, bad_regex: bool) -> None:
    s = parse_statement(text)
    assert s is not None and s.missing is missing and s.bad_regex is bad_regex


def test_unknown_keyword() -> None:
    s = parse_statement("SETT Requirements = 1")
    assert s is not None and s.keyword is None and s.word.text == "SETT"


def test_config_values_keep_provenance() -> None:
    from condor_ls.config.reader import load_config

    text = "JOB_TRANSFORM_X @=end\n   # c\n   SET A 1\n\n   SET B \\\n     2\n@end\n"
    config = load_config("/t/condor_config", text=text, read_file=lambda p: (_ for _ in ()).throw(OSError()))
    from condor_ls.transform.sources import read_definition

    t = read_definition(config.table.lookup("JOB_TRANSFORM_X"), "X")
    assert [line.text for line in t.lines] == ["SET A 1", "SET B 2"]
    second = t.lines[1]
    origin = second.source.runs[-1].origin
    assert origin is not None and origin.line == 5  # the continued part comes from its own line


def _statement_nodes(node: Node) -> list[str]:
    out = []
    for child in node.named_children:
        if child.type.endswith("_statement") or child.type in ("assignment", "heredoc_assignment", "invalid_line"):
            out.append(child.type)
        out.extend(_statement_nodes(child))
    return out


def test_grammar_agrees_with_the_reader_on_statement_lines() -> None:
    """Every line the reader calls a statement with a keyword is that statement in the grammar."""
    text = ("SET A 1\nset b \"x\"\nDEFAULT C, 2\nEVALSET D = 1\nEVALMACRO e = 2\nCOPY /a(.*)/ b\\1\n"
            "RENAME x y\nDELETE z\nNAME n\nREQUIREMENTS true\nUNIVERSE vanilla\nNAME = v\nTRANSFORM\n")
    reader = [(line.statement.keyword.value if line.statement and line.statement.keyword else line.meta.value
               if line.meta else line.kind.value) for line in read_text(text, "t", Mode.FILE).lines if
              line.kind is not Kind.COMMENT]
    tree = parser(LanguageId.TRANSFORM).parse(text.encode())
    grammar = _statement_nodes(tree.root_node)
    expected = [("assignment" if r == "assign" else f"{r.lower()}_statement") for r in reader]
    assert grammar == expected
