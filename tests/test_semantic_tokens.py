"""Semantic tokens from the highlight queries: classification, nesting, line splitting,
position encodings, delta edits, and agreement of the packaged queries with the grammars'."""
from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from condor_ls.analysis.presentation.semantic_tokens import decode, delta, query_text, semantic_tokens
from condor_ls.syntax.document import Document
from condor_ls.syntax.languages import LanguageId

GRAMMARS = Path(__file__).resolve().parent.parent / "grammar"


def tokens(language: str, text: str, encoding: str = "utf-16") -> list[tuple[str, str, tuple[str, ...]]]:
    """(covered text, type, modifiers) per token."""
    document = Document.parse("file:///t", language, text, 1, encoding)
    out = []
    for line, char, length, kind, modifiers in decode(semantic_tokens(document)):
        start = document.line_index.position_to_offset((line, char))
        end = document.line_index.position_to_offset((line, char + length))
        out.append((document.source[start:end].decode(), kind, modifiers))
    return out


@pytest.mark.parametrize("lang, name", [(LanguageId.CLASSAD, "classad"), (LanguageId.CONFIG, "condor_config"),
                                        (LanguageId.SUBMIT, "condor_submit")])
def test_packaged_queries_are_the_grammars(lang: LanguageId, name: str) -> None:
    assert query_text(lang) == (GRAMMARS / name / "queries" / "highlights.scm").read_text()


def test_config_tokens() -> None:
    found = tokens("condor_config", "# note\nschedd.START = $(A:x) $INT(B)\nif defined A\nendif\nuse ROLE : Execute\n")
    assert ("# note", "comment", ()) in found
    assert ("schedd", "namespace", ()) in found
    assert ("START", "property", ("declaration",)) in found
    assert ("A", "variable", ()) in found and ("x", "string", ()) in found
    assert ("$INT(", "macro", ()) in found and ("B", "parameter", ()) in found
    assert ("if", "keyword", ()) in found and ("defined", "operator", ()) in found
    assert ("ROLE", "namespace", ()) in found and ("Execute", "function", ()) in found


def test_classad_tokens_inner_capture_wins() -> None:
    found = tokens("classad", '[ a = MY.b + strcat("s", 1.5, true, undefined) ]')
    assert ("MY", "namespace", ("defaultLibrary",)) in found  # not "variable": the later pattern wins
    assert ("b", "property", ()) in found
    assert ("strcat", "function", ()) in found
    assert ('"s"', "string", ()) in found and ("1.5", "number", ()) in found
    assert ("true", "enumMember", ("readonly",)) in found
    assert ("undefined", "enumMember", ("defaultLibrary", "readonly")) in found


def test_submit_tokens() -> None:
    found = tokens("submit", "+Group = \"g\"\nqueue 2 item in (a b)\n")
    assert ("Group", "property", ("declaration",)) in found
    assert ("queue", "keyword", ()) in found and ("2", "number", ()) in found and ("item", "variable", ()) in found


def test_string_with_a_reference_is_cut_around_it() -> None:
    found = tokens("condor_config", "X = a $(B) c\n")
    assert [t[:2] for t in found if t[1] in ("string", "variable")] == [
        ("a", "string"), ("B", "variable"), ("c", "string")]


def test_multi_line_nodes_become_one_token_per_line() -> None:
    document = Document.parse("file:///t", "condor_config", "# a\nK @=end\n one\n two\n@end\n", 1)
    lines = [(line, kind) for line, _c, _l, kind, _m in decode(semantic_tokens(document))]
    assert (2, "string") in lines and (3, "string") in lines
    assert all(length > 0 for _l, _c, length, _k, _m in decode(semantic_tokens(document)))


@pytest.mark.parametrize("encoding, width", [("utf-16", 2), ("utf-8", 4), ("utf-32", 1)])
def test_lengths_in_the_negotiated_encoding(encoding: str, width: int) -> None:
    document = Document.parse("file:///t", "condor_config", "# 𝄞\nX = 1\n", 1, encoding)
    (comment, *_rest) = decode(semantic_tokens(document))
    assert comment[:4] == (0, 0, 2 + width, "comment")


def test_range_restricts_the_result() -> None:
    text = "A = 1\nB = 2\nC = 3\n"
    document = Document.parse("file:///t", "condor_config", text, 1)
    middle = decode(semantic_tokens(document, (6, 11)))
    assert {line for line, *_ in middle} == {1}


@settings(max_examples=200, derandomize=True, database=None)
@given(st.lists(st.integers(0, 3), max_size=40), st.lists(st.integers(0, 3), max_size=40))
def test_delta_rebuilds_the_new_data(old_tokens: list[int], new_tokens: list[int]) -> None:
    old = [v for t in old_tokens for v in (t, 1, 1, t, 0)]
    new = [v for t in new_tokens for v in (t, 1, 1, t, 0)]
    rebuilt = list(old)
    for edit in reversed(delta(old, new)):
        assert edit.start % 5 == 0 and edit.delete_count % 5 == 0
        rebuilt[edit.start:edit.start + edit.delete_count] = edit.data
    assert rebuilt == new


@settings(max_examples=60, derandomize=True, database=None)
@given(st.sampled_from(["classad", "condor_config", "submit"]),
       st.lists(st.sampled_from(list("ab =$()[]{}@:;#\"\n\r\té𝄞+.") + ["if ", "endif", "queue", "use "]),
                max_size=60))
def test_never_raises_and_tokens_stay_in_the_text(language: str, pieces: list[str]) -> None:
    text = "".join(pieces)
    document = Document.parse("file:///t", language, text, 1)
    data = semantic_tokens(document)
    assert len(data) % 5 == 0
    previous = (-1, -1)
    for line, char, length, _kind, _mods in decode(data):
        assert (line, char) > previous and length > 0
        assert char + length <= len(document.line_index.line_text(line).encode("utf-16-le")) // 2
        previous = (line, char)


@settings(max_examples=40, derandomize=True, database=None)
@given(st.lists(st.sampled_from(["A = $(B) c", "if defined X", "endif", "# c", "K @=e", " v", "@e", "",
                                 "queue 2", "[ a = 1 ]", "use ROLE : Execute"]), max_size=30))
def test_ascii_fast_path_agrees_with_the_line_index(lines: list[str]) -> None:
    from condor_ls.analysis.presentation import semantic_tokens as module

    document = Document.parse("file:///t", "condor_config", "\n".join(lines), 1)
    fast = semantic_tokens(document)
    original = module._Positions.__init__

    def slow_init(self: module._Positions, doc: Document) -> None:
        original(self, doc)
        self.simple = False

    module._Positions.__init__ = slow_init  # type: ignore[method-assign]
    try:
        assert semantic_tokens(document) == fast
    finally:
        module._Positions.__init__ = original  # type: ignore[method-assign]
