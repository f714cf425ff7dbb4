"""Syntax rules: tree-sitter ERROR and MISSING nodes explained in plain words.

The messages come from small tables keyed by token *text* (``)``, ``endif``) rather than by
grammar node names, so they survive grammar changes; the few named-node entries are marked.
"""
from __future__ import annotations

import re
from collections.abc import Iterator

from tree_sitter import Node

from ...syntax.document import Document
from ...syntax.grammar_names import HEREDOC_END, INVALID_LINE_TYPES
from ...syntax.languages import LanguageId
from ...syntax.nodes import problem_nodes, walk
from ...syntax.regions import find_in
from ..context import AnalysisContext
from .registry import clamp_range, rule
from ..model import Diagnostic, Location, Related, Severity, TextRange

CONFIG_LIKE = frozenset({LanguageId.CONFIG, LanguageId.SUBMIT, LanguageId.TRANSFORM})
ANY = frozenset(LanguageId)

#: closing token -> the opening tokens it pairs with (a missing closer is reported at its opener)
OPENER_OF: dict[str, tuple[str, ...]] = {
    ")": ("(", "$("),
    "]": ("[",),
    "}": ("{",),
    "endif": ("if",),
}

#: opening keyword/token -> (closing text, message, languages where it is a keyword)
OPENERS: dict[str, tuple[str, str, frozenset[LanguageId]]] = {
    "if": ("endif", "missing `endif` to close this `if` block", CONFIG_LIKE),
    "(": (")", "unclosed parenthesis: `)` expected", ANY),
    "[": ("]", "unclosed bracket: `]` expected", ANY),
    "{": ("}", "unclosed brace: `}` expected", ANY),
}

#: token text that starts an error -> message, and the languages where this applies
STRAY: dict[str, tuple[str, frozenset[LanguageId]]] = {
    "endif": ("`endif` without a matching `if`", CONFIG_LIKE),
    "else": ("`else` without a matching `if`", CONFIG_LIKE),
    "elif": ("`elif` without a matching `if`", CONFIG_LIKE),
    ")": ("unmatched `)`", ANY),
    "]": ("unmatched `]`", ANY),
    "}": ("unmatched `}`", ANY),
}

#: MISSING token text -> message
MISSING_TOKENS: dict[str, str] = {
    ")": "unclosed parenthesis: `)` expected",
    "]": "unclosed bracket: `]` expected",
    "}": "unclosed brace: `}` expected",
    '"': "unterminated string: closing `\"` expected",
    "endif": "missing `endif` to close this `if` block",
    ":": "missing `:`",
    "=": "missing `=`",
    ";": "missing `;` between attributes",
}

#: MISSING *named* node type -> message (grammar node names: keep in step with the grammars)
MISSING_NAMED: dict[str, str] = {
    "identifier": "missing name",
    HEREDOC_END: "unterminated multi-line `@=` value: its closing `@` line is missing",
}


#: kept for callers that imported it from here; the table lives in syntax.grammar_names
INVALID_LINES = INVALID_LINE_TYPES

_QUOTES = ('"', "'")


#: tokens of one ERROR node looked at when explaining it (an ERROR can span a whole file)
MAX_ERROR_TOKENS = 500


def _leaves(node: Node, limit: int = MAX_ERROR_TOKENS) -> Iterator[Node]:
    for child in walk(node):
        if child.child_count == 0 and not child.is_extra:
            yield child
            limit -= 1
            if limit <= 0:
                return


def _text(document: Document, node: Node) -> str:
    return document.source[node.start_byte:node.end_byte].decode("utf-8", "replace")


def _first_line(document: Document, node: Node) -> TextRange:
    """The node's range cut at the end of its first line, so a long error does not paint the
    whole rest of the file."""
    start, end = node.start_byte, node.end_byte
    newline = document.source.find(b"\n", start, end)
    if newline > start:
        end = newline
    return clamp_range(document, start, end)


def _applies(languages: frozenset[LanguageId], document: Document) -> bool:
    return document.language in languages


def _explain_error(document: Document, node: Node) -> Diagnostic:
    leaves = list(_leaves(node))
    texts = [_text(document, leaf).strip() for leaf in leaves]
    if not leaves or node.start_byte >= len(document.source.rstrip()):
        return Diagnostic(clamp_range(document, node.start_byte, node.end_byte), "unexpected end of file")
    for leaf, text in zip(leaves, texts):
        if text[:1] in _QUOTES and (len(text) < 2 or text[-1] != text[0]):
            return Diagnostic(_first_line(document, leaf), "unterminated string")
    stray_keyword = _stray_keyword_on_line(document, node)
    if stray_keyword is not None:
        return stray_keyword
    first, first_text = leaves[0], texts[0]
    opener = OPENERS.get(first_text)
    if opener and _applies(opener[2], document) and opener[0] not in texts[1:]:
        return Diagnostic(TextRange.of(first), opener[1])
    stray = STRAY.get(first_text)
    if stray and _applies(stray[1], document):
        return Diagnostic(TextRange.of(first), stray[0])
    whole = _text(document, node).strip()
    shown = whole if "\n" not in whole and len(whole) <= 40 else first_text[:40]
    return Diagnostic(_first_line(document, node), f"syntax error: unexpected `{shown}`")


_FIRST_WORD = re.compile(rb"[ \t]*([A-Za-z]+)(?=[ \t\r\n]|$)")


def _stray_keyword_on_line(document: Document, node: Node) -> Diagnostic | None:
    """A line that starts with ``else``/``elif``/``endif`` outside any ``if`` is often parsed as
    the start of something else, with the error only further on; name the keyword instead."""
    source = document.source
    line_start = source.rfind(b"\n", 0, node.start_byte) + 1
    match = _FIRST_WORD.match(source, line_start)
    if match is None or match.start(1) > node.start_byte:
        return None
    word = match.group(1).decode("ascii").lower()
    stray = STRAY.get(word)
    if stray is None or not _applies(stray[1], document):
        return None
    return Diagnostic(TextRange(match.start(1), match.end(1)), stray[0])


def _opener_before(node: Node, openers: tuple[str, ...]) -> Node | None:
    """The nearest preceding sibling token that is one of ``openers`` (the unclosed one)."""
    sibling = node.prev_sibling
    while sibling is not None:
        if sibling.type in openers:
            return sibling
        sibling = sibling.prev_sibling
    return None


def _explain_missing(document: Document, node: Node) -> Diagnostic:
    here = clamp_range(document, node.start_byte, node.end_byte)
    if not node.is_named and node.type in OPENER_OF:
        opener = _opener_before(node, OPENER_OF[node.type])
        if opener is not None:
            related = (Related(Location(document.uri, here), f"`{node.type}` expected here"),)
            return Diagnostic(TextRange.of(opener), MISSING_TOKENS[node.type], related=related)
    if node.is_named:
        message = MISSING_NAMED.get(node.type, f"missing {node.type.replace('_', ' ')}")
    else:
        message = MISSING_TOKENS.get(node.type, f"missing `{node.type}`")
    parent = node.parent
    if node.start_byte >= len(document.source.rstrip()) and parent is not None and parent.start_byte < node.start_byte:
        # expected at the very end of the file: point at the construct left open instead
        related = (Related(Location(document.uri, here), "expected by here"),)
        return Diagnostic(_first_line(document, parent), message, related=related)
    return Diagnostic(here, message)


def _explain_invalid_line(document: Document, node: Node) -> Diagnostic:
    stray = _stray_keyword_on_line(document, node)
    if stray is not None:
        return stray
    text = _text(document, node).strip()
    shown = text if len(text) <= 40 else text[:39] + "…"
    return Diagnostic(_first_line(document, node),
                      f"`{shown}` is not a statement: expected `NAME = value` (or `:`, `@=`)")


@rule("syntax-error", severity=Severity.ERROR, summary="text the grammar cannot parse")
def syntax_errors(document: Document, context: AnalysisContext) -> Iterator[Diagnostic]:
    """Text that does not fit the language's grammar. The message names the likely cause: an
    unclosed bracket or ``if`` block, a stray ``endif``/``else``, an unterminated string, a line
    with no operator, or the unexpected text itself."""
    found = [(node.start_byte, _explain_error, node) for node in problem_nodes(document.tree) if node.is_error]
    if document.language not in (LanguageId.TRANSFORM, LanguageId.DAG):  # these name the statement instead
        found += [(node.start_byte, _explain_invalid_line, node) for node in find_in(document, INVALID_LINE_TYPES)]
    for _start, explain, node in sorted(found, key=lambda item: item[0]):
        context.check_cancelled()
        yield explain(document, node)


@rule("missing-token", severity=Severity.ERROR, summary="a required token is absent")
def missing_tokens(document: Document, context: AnalysisContext) -> Iterator[Diagnostic]:
    """The parser recovered by assuming a token that is not in the text (a closing parenthesis,
    an ``endif``, the end line of an ``@=`` value...). The diagnostic sits on the unclosed opener
    when there is one, with the place the closer was expected as related information."""
    for node in problem_nodes(document.tree):
        if node.is_missing:
            yield _explain_missing(document, node)
