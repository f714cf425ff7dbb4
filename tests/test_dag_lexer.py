"""The DAG lexer cuts and decodes words as condor_dagman's DagLexer does
(src/condor_utils/dag_parser.cpp, DagLexer::next and next_key_value_pair), and numbers are read
with std::stoi's rules."""
from __future__ import annotations

import pytest

from condor_ls.dag.lexer import QUOTING_ERROR, Lexer, decode, stoi


def words(line: str, trim: bool = False) -> list[str]:
    lexer = Lexer(line.encode())
    out = []
    while (word := lexer.next(trim)) is not None:
        out.append(word.text)
    return out


def test_words_are_cut_at_blanks_outside_quotes() -> None:
    assert words('JOB A "my file.sub"\tDIR  x') == ["JOB", "A", '"my file.sub"', "DIR", "x"]
    # a quoted run is part of the word it touches
    assert words('x"y z"w') == ['x"y z"w']
    assert words('x"y z"w', trim=True) == ["xy zw"]


def test_inside_quotes_a_backslash_keeps_the_next_character_whatever_it_is() -> None:
    # DagLexer drops the backslash and keeps the character (the old parser only allowed \\ and \")
    assert decode(rb'"a\"b"', True) == 'a"b'
    assert decode(rb'"c:\\tmp"', True) == "c:\\tmp"
    assert decode(rb'"\n"', True) == "n"
    # outside quotes a backslash is an ordinary character
    assert decode(rb"a\b", True) == "a\\b"
    assert decode(rb"'it''s'", True) == "its"


def test_an_unclosed_quote_fails_the_line() -> None:
    lexer = Lexer(b'VARS A x="abc')
    assert lexer.next().text == "VARS"
    assert lexer.next().text == "A"
    assert lexer.next() is None
    assert lexer.error == QUOTING_ERROR


@pytest.mark.parametrize("text, value", [
    ("3", 3), ("-5", -5), ("+7", 7), ("3x", 3), ("10%", 10), ("007", 7),
    ("x3", None), ("", None), ("-", None), ("2147483647", 2147483647), ("2147483648", None),
    ("-2147483648", -2147483648),
])
def test_numbers_follow_std_stoi(text: str, value: int | None) -> None:
    assert stoi(text) == value


@pytest.mark.parametrize("rest, pairs, error", [
    ('x="1" y="2"', [("x", "1"), ("y", "2")], None),
    ("x = 'a b'", [("x", "a b")], None),
    ("x=plain", [("x", "plain")], None),
    ("x=a=b", [("x", "a=b")], None),
    ('x=""', [("x", "")], None),
    ("x", [], "Key value pair missing operator and value"),
    ("x=", [], "Key value pair missing value: No value specified"),
    ("x y", [], "Key value pair missing value: Failed to locate operator"),
    ("x==1", [], "Key value pair missing value: Double operator"),
    ("=1", [], "Key value pair missing key"),
    ('"x"=1', [], "Key contains quotation mark"),
    ('x="1', [], QUOTING_ERROR),
])
def test_key_value_pairs_as_next_key_value_pair(rest: str, pairs: list[tuple[str, str]], error: str | None) -> None:
    lexer = Lexer(rest.encode())
    found = []
    while (pair := lexer.next_key_value_pair(True)) is not None:
        found.append((pair[0].text, pair[1].text))
    assert found == pairs
    assert lexer.error == error


def test_remain_is_the_rest_of_the_line_trimmed() -> None:
    lexer = Lexer(b"SCRIPT PRE A  run.sh  a 'b c'  ")
    for _ in range(3):
        lexer.next()
    word = lexer.remain()
    assert word is not None and word.text == "run.sh  a 'b c'"
