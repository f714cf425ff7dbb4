"""Runs every grammar's tree-sitter corpus (grammar/*/test/corpus/*.txt) through py-tree-sitter.

The tree-sitter CLI is not needed: the files are read the way ``tree-sitter test`` reads them
(header of ``===`` lines with optional ``:skip`` / ``:error`` attribute lines, input up to the
longest ``---`` divider with its last newline dropped, expected S-expression after it with
``;`` comments removed and whitespace collapsed) and the trees come from the compiled extension,
so the check covers exactly the parsers condor-ls ships.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

import pytest

from condor_ls.syntax.languages import LanguageId, parser

ROOT = Path(__file__).resolve().parents[1]

# Corpus directory name -> the language that parses it.
GRAMMAR_LANGUAGES = {
    "classad": LanguageId.CLASSAD,
    "condor_config": LanguageId.CONFIG,
    "condor_submit": LanguageId.SUBMIT,
    "condor_transform": LanguageId.TRANSFORM,
    "dagman": LanguageId.DAG,
}

_HEADER = re.compile(
    rb"^(?P<equals>={3,})(?P<suffix1>[^=\r\n][^\r\n]*)?\r?\n"
    rb"(?P<names>(?:[^=][^\r\n]*\r?\n)+)"
    rb"={3,}(?P<suffix2>[^=\r\n][^\r\n]*)?\r?\n",
    re.M,
)
_DIVIDER = re.compile(rb"^(?P<hyphens>-{3,})(?P<suffix>[^-\r\n][^\r\n]*)?\r?\n", re.M)
_COMMENT = re.compile(r"(?m)^\s*;.*$")
_WHITESPACE = re.compile(r"\s+")
_FIELD = re.compile(r" \w+: \(")


@dataclass(frozen=True)
class CorpusCase:
    file: Path
    name: str
    source: bytes
    expected: str
    skip: bool
    error: bool
    language: LanguageId


def _normalise_expected(text: str) -> str:
    text = _COMMENT.sub("", text)
    text = _WHITESPACE.sub(" ", text.strip())
    return text.replace(" )", ")")


def _strip_fields(sexp: str) -> str:
    """Field names out of an S-expression, as the CLI does when the expectation has none.
    Only names directly before a node or a MISSING marker are fields."""
    return re.sub(r"(?<=[ (])\w+: (?=\()", "", sexp)


def parse_corpus_file(path: Path, language: LanguageId) -> list[CorpusCase]:
    data = path.read_bytes()
    headers = list(_HEADER.finditer(data))
    cases: list[CorpusCase] = []
    for i, header in enumerate(headers):
        suffix = header.group("suffix1") or b""
        body_end = headers[i + 1].start() if i + 1 < len(headers) else len(data)
        body_start = header.end()
        dividers = [d for d in _DIVIDER.finditer(data, body_start, body_end)
                    if (d.group("suffix") or b"") == suffix]
        if not dividers:
            continue
        # The CLI takes the longest dash line (the last of equally long ones).
        divider = max(reversed(dividers), key=lambda d: len(d.group("hyphens")))
        source = data[body_start:divider.start()]
        if source.endswith(b"\n"):
            source = source[:-1]
            if source.endswith(b"\r"):
                source = source[:-1]
        names = header.group("names").decode("utf-8").splitlines()
        attrs = [n.strip() for n in names if n.strip().startswith(":")]
        title = next((n.strip() for n in names if n.strip() and not n.strip().startswith(":")), "")
        expected = _normalise_expected(data[divider.end():body_end].decode("utf-8"))
        cases.append(CorpusCase(
            file=path, name=title, source=source, expected=expected,
            skip=":skip" in attrs, error=":error" in attrs, language=language,
        ))
    return cases


def _collect() -> list[CorpusCase]:
    cases: list[CorpusCase] = []
    for directory, language in sorted(GRAMMAR_LANGUAGES.items()):
        for path in sorted((ROOT / "grammar" / directory / "test" / "corpus").glob("*.txt")):
            cases.extend(parse_corpus_file(path, language))
    return cases


CASES = _collect()


def _case_id(case: CorpusCase) -> str:
    return f"{case.file.parent.parent.parent.name}/{case.file.stem}::{case.name}"


@pytest.mark.parametrize("case", CASES, ids=[_case_id(c) for c in CASES])
def test_corpus_case(case: CorpusCase) -> None:
    if case.skip:
        pytest.skip("marked :skip in the corpus")
    tree = parser(case.language).parse(case.source)
    if case.error:
        assert tree.root_node.has_error, "expected a parse error"
        return
    actual = str(tree.root_node)
    if not _FIELD.search(case.expected):
        actual = _strip_fields(actual)
    assert actual == case.expected


def test_the_classad_corpus_is_found() -> None:
    assert any(c.language is LanguageId.CLASSAD for c in CASES)


def test_reader_splits_like_the_cli(tmp_path: Path) -> None:
    corpus = tmp_path / "x.txt"
    corpus.write_text(
        "==========\nfirst\n==========\n\na b\n\n---\n\n(x (y))\n\n"
        "=====\nsecond\n:error\n:skip\n=====\nc\n-----\n; a comment\n(z   )\n"
    )
    first, second = parse_corpus_file(corpus, LanguageId.CLASSAD)
    assert (first.name, first.source, first.expected) == ("first", b"\na b\n", "(x (y))")
    assert not first.error and not first.skip
    assert (second.name, second.source, second.expected) == ("second", b"c", "(z)")
    assert second.error and second.skip


def test_strip_fields_keeps_node_names() -> None:
    assert _strip_fields("(a left: (b) right: (MISSING c))") == "(a (b) (MISSING c))"
