"""Broken configuration and submit files: errors must stay inside the broken statement.

The config and submit grammars are line-oriented, so a syntax error should be reported as an
ERROR or MISSING node (or an ``invalid_line``) on the line that holds it, and every statement
after it must parse exactly as it would without the broken line.
"""
from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from tree_sitter import Node, Tree

from condor_ls.syntax.languages import LanguageId, parser

CONFIG = LanguageId.CONFIG
SUBMIT = LanguageId.SUBMIT


def parse(lang: LanguageId, text: bytes) -> Tree:
    return parser(lang).parse(text)


def problems(node: Node) -> list[Node]:
    """Every ERROR, MISSING and ``invalid_line`` node under ``node`` (outermost first)."""
    found: list[Node] = []
    stack = [node]
    while stack:
        n = stack.pop()
        if n.type in ("ERROR", "invalid_line") or n.is_missing:
            found.append(n)
        stack.extend(reversed(n.children))
    return found


def statements(tree: Tree) -> list[tuple[str, int]]:
    return [(c.type, c.start_point.row) for c in tree.root_node.named_children]


def key_name(node: Node) -> str:
    key = node.child_by_field_name("key")
    assert key is not None
    name = key.child_by_field_name("name")
    assert name is not None and name.text is not None
    return name.text.decode()


def assert_rows(tree: Tree, rows: set[int]) -> None:
    """All problems lie on the given (0-based) rows."""
    bad = [(p.type, p.start_point, p.end_point) for p in problems(tree.root_node)]
    assert bad, "expected the broken input to be flagged"
    for p in problems(tree.root_node):
        assert p.start_point.row in rows, bad
        # An ERROR may end at column 0 of the next row only if it ends exactly at the line break.
        end = p.end_point
        assert end.row in rows or (end.row == max(rows) + 1 and end.column == 0), bad


def assignments_after(tree: Tree, row: int) -> list[str]:
    return [key_name(c) for c in tree.root_node.named_children if c.type == "assignment" and c.start_point.row > row]


# ----------------------------------------------------------------------------- configuration


@pytest.mark.parametrize(
    "broken",
    [
        b"A = $(FOO",  # unclosed reference
        b"A = $(X:$(Y)",  # unclosed default
        b"A = $INT(X",  # unclosed macro function
        b"A = $$([ 1 + ",  # unclosed machine expression
        b"A = $$(Arch",  # unclosed machine reference
    ],
)
def test_config_unclosed_reference_stays_on_its_line(broken: bytes) -> None:
    tree = parse(CONFIG, broken + b"\nB = 2\nC = 3\n")
    assert_rows(tree, {0})
    assert [p for p in problems(tree.root_node) if p.is_missing], "a MISSING close is expected"
    assert assignments_after(tree, 0) == ["B", "C"]


def test_config_stray_block_end() -> None:
    tree = parse(CONFIG, b"A = 1\n@end\nB = 2\n")
    assert_rows(tree, {1})
    assert statements(tree)[0] == ("assignment", 0)
    assert assignments_after(tree, 1) == ["B"]


def test_config_missing_endif_is_a_missing_node_at_the_end() -> None:
    tree = parse(CONFIG, b"if defined X\n  A = 1\nB = 2\n")
    (block,) = tree.root_node.named_children
    assert block.type == "if_block"
    missing = problems(tree.root_node)
    assert len(missing) == 1 and missing[0].is_missing and missing[0].type == "endif"
    assert [key_name(c) for c in block.named_children if c.type == "assignment"] == ["A", "B"]


@pytest.mark.parametrize("stray", [b"elif true", b"else", b"endif", b"just some words", b"NAME_ONLY"])
def test_config_line_without_operator_is_one_invalid_line(stray: bytes) -> None:
    tree = parse(CONFIG, b"A = 1\n" + stray + b"\nB = 2\n")
    assert statements(tree) == [("assignment", 0), ("invalid_line", 1), ("assignment", 2)]
    assert not tree.root_node.has_error


def test_config_garbage_bytes() -> None:
    tree = parse(CONFIG, b"A = 1\n\x00\xff\xfe garbage \x01 (((\nB = 2\n")
    assert_rows(tree, {1})
    assert statements(tree)[1] in (("invalid_line", 1), ("ERROR", 1))
    assert statements(tree)[0] == ("assignment", 0)
    assert assignments_after(tree, 1) == ["B"]


@pytest.mark.parametrize("broken", [b"use ROLE", b"include sometimes : file"])
def test_config_broken_directive_stays_on_its_line(broken: bytes) -> None:
    tree = parse(CONFIG, broken + b"\nB = 2\n")
    assert_rows(tree, {0})
    assert assignments_after(tree, 0) == ["B"]


def test_config_broken_condition_keeps_the_block() -> None:
    tree = parse(CONFIG, b"if version >=\n  B = 2\nendif\nC = 3\n")
    assert_rows(tree, {0})
    block = tree.root_node.named_children[0]
    assert block.type == "if_block"
    assert [key_name(c) for c in block.named_children if c.type == "assignment"] == ["B"]
    assert assignments_after(tree, 2) == ["C"]


def test_config_unclosed_block_value_runs_to_the_end_like_the_reader() -> None:
    # The reader keeps collecting lines until `@end` and then fails at end of file.
    tree = parse(CONFIG, b"A @=end\n  x\nB = 2\n")
    (node,) = tree.root_node.named_children
    assert node.type == "heredoc_assignment"
    body = node.child_by_field_name("body")
    assert body is not None and [c.type for c in body.named_children] == ["raw_line", "raw_line"]
    (missing,) = problems(tree.root_node)
    assert missing.is_missing and missing.type == "heredoc_end"


def test_config_one_megabyte_value() -> None:
    big = b"x" * 1_000_000
    tree = parse(CONFIG, b"A = " + big + b"\nB = 2\n")
    assert not tree.root_node.has_error
    first = tree.root_node.named_children[0]
    value = first.child_by_field_name("value")
    assert value is not None and value.end_byte - value.start_byte == len(big)
    assert assignments_after(tree, 0) == ["B"]


def test_config_one_megabyte_of_references() -> None:
    tree = parse(CONFIG, b"A = " + b"x $(Y) " * 150_000 + b"\nB = 2\n")
    assert not tree.root_node.has_error
    assert assignments_after(tree, 0) == ["B"]


def test_config_line_of_punctuation_is_one_invalid_line() -> None:
    tree = parse(CONFIG, b"A = 1\n;-:=;\n@=x\n(((\nB = 2\n")
    assert statements(tree) == [("assignment", 0), ("invalid_line", 1), ("invalid_line", 2), ("invalid_line", 3),
                                ("assignment", 4)]


def test_config_one_megabyte_garbage_line() -> None:
    tree = parse(CONFIG, b"A = 1\n" + b"((( \x01 " * 170_000 + b"\nB = 2\n")
    assert_rows(tree, {1})
    assert assignments_after(tree, 1) == ["B"]


def test_config_deep_nesting_does_not_crash() -> None:
    depth = 2000
    text = b"if true\n" * depth + b"A = 1\n" + b"endif\n" * depth
    tree = parse(CONFIG, text)
    assert not tree.root_node.has_error
    text = b"A = " + b"$(X:" * depth + b")" * depth + b"\n"
    assert not parse(CONFIG, text).root_node.has_error


# Punctuation only: such a line cannot open a block (`if`, `NAME @=tag`) or continue onto the
# next line, so whatever it is, it must be handled within its own line.
JUNK = st.text(alphabet=st.sampled_from(list("$()[]{}:=+-*&|!#@,;.'\"<>?~` \t") + ["\x00", "\x7f", "é"]), max_size=40)


@settings(max_examples=300, deadline=None)
@given(junk=JUNK)
def test_config_any_junk_line_leaves_the_next_lines_alone(junk: str) -> None:
    tree = parse(CONFIG, b"A = 1\n" + junk.encode() + b"\nB = 2\nC = 3\n")
    assert assignments_after(tree, 1) == ["B", "C"]
    for p in problems(tree.root_node):
        assert p.start_point.row == 1


@settings(max_examples=300, deadline=None)
@given(data=st.binary(max_size=200))
def test_config_random_bytes_never_crash(data: bytes) -> None:
    tree = parse(CONFIG, data)
    assert tree.root_node.end_byte == len(data)


# ----------------------------------------------------------------------------- submit


def test_submit_unclosed_reference() -> None:
    tree = parse(SUBMIT, b"arguments = $(Item\nexecutable = x\nqueue\n")
    assert_rows(tree, {0})
    assert statements(tree)[1:] == [("assignment", 1), ("queue_statement", 2)]


def test_submit_queue_without_mode_keyword() -> None:
    tree = parse(SUBMIT, b"queue x blah\nexecutable = x\nqueue\n")
    assert_rows(tree, {0})
    assert statements(tree)[-2:] == [("assignment", 1), ("queue_statement", 2)]


def test_submit_multiline_items_without_close_run_to_the_end_like_the_reader() -> None:
    # condor_submit reads item lines until one starts with `)`, failing at end of file.
    tree = parse(SUBMIT, b"queue x from (\na\nb\n")
    (stmt,) = tree.root_node.named_children
    assert stmt.type == "queue_statement"
    (missing,) = problems(tree.root_node)
    assert missing.is_missing and missing.type == ")"


def test_submit_garbage_and_stray_lines() -> None:
    tree = parse(SUBMIT, b"executable = x\n\x01\x02 ))) \x7f\n@end\nqueue\n")
    assert_rows(tree, {1, 2})
    assert statements(tree)[0] == ("assignment", 0)
    assert statements(tree)[-1] == ("queue_statement", 3)


def test_submit_missing_endif() -> None:
    tree = parse(SUBMIT, b"if defined X\n  request_cpus = 2\nqueue\n")
    (missing,) = problems(tree.root_node)
    assert missing.is_missing and missing.type == "endif"


def test_submit_one_megabyte_line() -> None:
    tree = parse(SUBMIT, b"arguments = " + b"a " * 500_000 + b"\nqueue\n")
    assert not tree.root_node.has_error
    assert statements(tree) == [("assignment", 0), ("queue_statement", 1)]


@settings(max_examples=300, deadline=None)
@given(junk=JUNK)
def test_submit_any_junk_line_leaves_the_next_lines_alone(junk: str) -> None:
    tree = parse(SUBMIT, b"executable = x\n" + junk.encode() + b"\narguments = 1\nqueue 2\n")
    assert statements(tree)[-2:] == [("assignment", 2), ("queue_statement", 3)]
    for p in problems(tree.root_node):
        assert p.start_point.row == 1


@settings(max_examples=300, deadline=None)
@given(data=st.binary(max_size=200))
def test_submit_random_bytes_never_crash(data: bytes) -> None:
    tree = parse(SUBMIT, data)
    assert tree.root_node.end_byte == len(data)


# Fragments that make a lexer or the scanner look ahead; a long line of them must still end at its
# line break (benchmarks/grammar_worst_case.py times them).
PATHOLOGICAL = [b"$(", b"$(A", b"$(A:", b"$(A:(", b"$$([", b"$$(", b"$INT(", b"\\ x", b"(((", b"[", b"$"]


@pytest.mark.parametrize("lang", [CONFIG, SUBMIT])
@pytest.mark.parametrize("fragment", PATHOLOGICAL)
def test_long_pathological_line_stays_on_its_line(lang: LanguageId, fragment: bytes) -> None:
    line = b"A = " + fragment * (200_000 // len(fragment))
    tree = parse(lang, line + b"\nB = 1\n")
    last = tree.root_node.named_children[-1]
    assert last.type == "assignment" and last.start_point.row == 1 and key_name(last) == "B"
    for p in problems(tree.root_node):
        assert p.start_point.row == 0
