"""Semantic tokens from the grammars' highlight queries.

The ``highlights.scm`` files (copied from ``grammar/*/queries/`` into this package's
``data/`` so an installed server has them; a test keeps the copies identical) are run over the
document's tree; each capture name maps to an LSP token type (and modifiers) through
``CAPTURES``, the longest dotted prefix winning (``keyword.conditional.ternary`` before
``keyword``). Captures without an entry (punctuation, ``@spell``, ``@error``) give no token.

Captured nodes either nest or are disjoint, so overlaps resolve innermost-first: an inner
token cuts a hole in the outer one; of two captures of the same node the later pattern wins
(the convention of Neovim's highlighter). Tokens never span lines: a multi-line node becomes one
token per line, so clients without multi-line token support see the same thing.

Config and submit values are text to their grammars; the ranges the caller names as ClassAd
expressions (:mod:`.expression_ranges`: expression knobs, the helper macros they use, submit
expressions) are parsed with the ClassAd grammar and get its tokens instead. Macro references
inside them keep the config grammar's tokens: they are masked out before parsing.

The result is LSP's relative encoding (five integers per token) in the document's position
encoding; :func:`delta` turns two results into the single edit of ``semanticTokens/full/delta``.
"""
from __future__ import annotations

import re
import threading
from bisect import bisect_right
from dataclasses import dataclass
from functools import lru_cache
from importlib import resources

from collections.abc import Sequence

from tree_sitter import Node, Query, QueryCursor

from ...syntax.document import Document
from ...syntax.languages import LanguageId, language, parser

#: the legend, in the order the integers in the encoded data refer to
TOKEN_TYPES: tuple[str, ...] = (
    "namespace", "type", "class", "parameter", "variable", "property", "function", "macro",
    "keyword", "comment", "string", "number", "operator", "enumMember",
)
TOKEN_MODIFIERS: tuple[str, ...] = ("declaration", "defaultLibrary", "readonly")

#: capture name (or dotted prefix of one) -> (token type, modifiers)
CAPTURES: dict[str, tuple[str, tuple[str, ...]]] = {
    "comment": ("comment", ()),
    "keyword": ("keyword", ()),
    "keyword.operator": ("operator", ()),
    "keyword.conditional.ternary": ("operator", ()),
    "operator": ("operator", ()),
    "property": ("property", ("declaration",)),
    "module": ("namespace", ()),
    "module.builtin": ("namespace", ("defaultLibrary",)),
    "markup.heading": ("namespace", ()),
    "label": ("keyword", ()),
    "string": ("string", ()),
    "variable": ("variable", ()),
    "variable.member": ("property", ()),
    "variable.parameter": ("parameter", ()),
    "function": ("function", ()),
    "function.macro": ("macro", ()),
    "number": ("number", ()),
    "boolean": ("enumMember", ("readonly",)),
    "constant.builtin": ("enumMember", ("readonly", "defaultLibrary")),
}

#: captures a language reads its own way: a DAG's node names are ``@label`` (nvim-treesitter's
#: name for jump targets), names to LSP, not keywords; its categories are ``@constant``
LANGUAGE_CAPTURES: dict[LanguageId, dict[str, tuple[str, tuple[str, ...]]]] = {
    LanguageId.DAG: {
        "label": ("variable", ()),
        "keyword.operator": ("keyword", ()),
        "constant": ("enumMember", ()),
        "type": ("type", ()),
        "string.special.path": ("string", ()),
    },
}

_GRAMMAR_FILE = {
    LanguageId.CLASSAD: "highlights-classad.scm",
    LanguageId.CONFIG: "highlights-condor_config.scm",
    LanguageId.SUBMIT: "highlights-condor_submit.scm",
    LanguageId.TRANSFORM: "highlights-condor_transform.scm",
    LanguageId.DAG: "highlights-dagman.scm",
}

#: tokens are not computed for larger documents (an editor falls back to its own highlighting)
MAX_BYTES = 8 * 1024 * 1024


def query_text(lang: LanguageId) -> str:
    return resources.files("condor_ls.analysis").joinpath("data", _GRAMMAR_FILE[lang]).read_text(encoding="utf-8")


@lru_cache(maxsize=None)
def _classify(capture: str, lang: LanguageId | None = None) -> tuple[int, int] | None:
    """(token type index, modifier bits) for a capture name (as ``lang`` reads it), or None for
    no token."""
    table = CAPTURES | LANGUAGE_CAPTURES.get(lang, {}) if lang is not None else CAPTURES
    name = capture
    while name:
        if name in table:
            kind, modifiers = table[name]
            bits = 0
            for modifier in modifiers:
                bits |= 1 << TOKEN_MODIFIERS.index(modifier)
            return TOKEN_TYPES.index(kind), bits
        name = name.rpartition(".")[0]
    return None


_queries: dict[LanguageId, Query] = {}
_lock = threading.Lock()


def _query(lang: LanguageId) -> Query:
    with _lock:
        found = _queries.get(lang)
        if found is None:
            found = _queries[lang] = Query(language(lang), query_text(lang))
        return found


#: one capture: (start byte, end byte, pattern index, (token type, modifier bits))
_Capture = tuple[int, int, int, tuple[int, int]]


def _captures(document: Document, start: int, end: int) -> list[_Capture]:
    cursor = QueryCursor(_query(document.language))
    cursor.set_byte_range(start, end)
    out: list[_Capture] = []
    lang = document.language if document.language in LANGUAGE_CAPTURES else None
    for pattern, captures in cursor.matches(document.tree.root_node):
        for name, nodes in captures.items():
            token = _classify(name, lang)
            if token is None:
                continue
            for node in nodes:
                node_start, node_end = node.start_byte, node.end_byte
                if node_end > node_start:
                    out.append((node_start, node_end, pattern, token))
    return out


#: nodes of the config and submit grammars that stand for text HTCondor substitutes
_MACRO_NODES = frozenset({"macro_reference", "macro_function", "machine_reference"})
#: added to the pattern index of ClassAd captures, so that they win over a config capture of the
#: same range (the later pattern is taken as the inner one)
_EMBEDDED = 1 << 20
#: an expression value longer than this keeps the grammar's plain tokens
MAX_EXPRESSION_BYTES = 64 * 1024


#: a macro reference in text the grammar keeps raw (the body of an ``@=`` value)
_RAW_MACRO = re.compile(rb"\$[A-Za-z_]*\$?\([^()\n]*(?:\([^()\n]*\)[^()\n]*)*\)")


def _macro_spans(document: Document, start: int, end: int) -> list[tuple[int, int]]:
    """Byte ranges of the macro references inside ``start..end`` (found in the syntax tree, or
    by their shape where the grammar keeps the text raw)."""
    if b"$" not in document.source[start:end]:
        return []
    spans = _tree_macro_spans(document, start, end)
    if not spans:
        spans = [(start + m.start(), start + m.end()) for m in _RAW_MACRO.finditer(document.source[start:end])]
    return spans


def _tree_macro_spans(document: Document, start: int, end: int) -> list[tuple[int, int]]:
    spans: list[tuple[int, int]] = []
    node: Node | None = document.tree.root_node.descendant_for_byte_range(start, max(start, end - 1))
    while node is not None and not (node.start_byte <= start and node.end_byte >= end):
        node = node.parent
    stack = [node] if node is not None else []
    while stack:
        current = stack.pop()
        if current.end_byte <= start or current.start_byte >= end:
            continue
        if current.type in _MACRO_NODES:
            spans.append((current.start_byte, current.end_byte))
            continue
        stack.extend(current.named_children)
    return spans


def _masked(source: bytes, start: int, end: int, macros: list[tuple[int, int]]) -> bytes:
    """``source[start:end]`` with each macro reference replaced by an identifier of the same
    length and each line-continuation backslash by a blank, so the ClassAd grammar reads it."""
    text = bytearray(source[start:end])
    for lo, hi in macros:
        text[max(lo - start, 0):max(hi - start, 0)] = b"_" * (min(hi, end) - max(lo, start))
    index = text.find(b"\\")
    while index >= 0:
        rest = text[index + 1:index + 3]
        if rest.startswith(b"\n") or rest.startswith(b"\r\n"):
            text[index] = 0x20
        index = text.find(b"\\", index + 1)
    return bytes(text)


def _expression_captures(document: Document, ranges: Sequence[tuple[int, int]], start: int, end: int
                         ) -> tuple[list[_Capture], list[tuple[int, int]], list[tuple[int, int]]]:
    """ClassAd captures of the expression ranges overlapping ``start..end``, the ranges used,
    and the macro references inside them."""
    out: list[_Capture] = []
    used: list[tuple[int, int]] = []
    masked_spans: list[tuple[int, int]] = []
    classad = None
    for lo, hi in ranges:
        if hi <= start or lo >= end or hi - lo > MAX_EXPRESSION_BYTES:
            continue
        macros = _macro_spans(document, lo, hi)
        if classad is None:
            classad = parser(LanguageId.CLASSAD)
        tree = classad.parse(_masked(document.source, lo, hi, macros))
        used.append((lo, hi))
        masked_spans.extend(macros)
        cursor = QueryCursor(_query(LanguageId.CLASSAD))
        for pattern, captures in cursor.matches(tree.root_node):
            for name, nodes in captures.items():
                token = _classify(name)
                if token is None:
                    continue
                for node in nodes:
                    node_start, node_end = node.start_byte + lo, node.end_byte + lo
                    if node_end <= node_start or any(a < node_end and node_start < b for a, b in macros):
                        continue
                    out.append((node_start, node_end, pattern + _EMBEDDED, token))
    return out, used, masked_spans


def _inside(ranges: list[tuple[int, int]], start: int, end: int) -> bool:
    return any(lo <= start and end <= hi for lo, hi in ranges)


def _flatten(captures: list[_Capture]) -> list[tuple[int, int, tuple[int, int]]]:
    """Non-overlapping (start, end, token) byte segments, inner captures cutting outer ones."""
    # outer before inner; of equal ranges the later pattern last, so it ends up innermost
    captures.sort(key=lambda c: (c[0], -c[1], c[2]))
    out: list[tuple[int, int, tuple[int, int]]] = []
    stack: list[list] = []  # [end, token, painted-up-to]

    def close_until(position: int) -> None:
        while stack and stack[-1][0] <= position:
            end, token, cursor = stack.pop()
            if cursor < end:
                out.append((cursor, end, token))
            if stack:
                stack[-1][2] = max(stack[-1][2], end)

    for start, end, _order, token in captures:
        close_until(start)
        if stack:
            parent = stack[-1]
            if parent[2] < start:
                out.append((parent[2], start, parent[1]))
            end = min(end, parent[0])  # captures nest; clip defensively if one did not
            parent[2] = max(parent[2], end)
        stack.append([end, token, start])
    close_until(1 << 62)
    out.sort()
    return out


class _Positions:
    """Byte offset -> (line, character) and line lengths in the document's encoding. Plain
    ASCII text without carriage returns (the usual config file) takes a fast path: a bisect
    over the line starts, where every encoding counts bytes."""

    def __init__(self, document: Document) -> None:
        self.index = document.line_index
        source = document.source
        self.simple = source.isascii() and b"\r" not in source
        if self.simple:
            starts = [0]
            position = source.find(b"\n")
            while position >= 0:
                starts.append(position + 1)
                position = source.find(b"\n", position + 1)
            self.starts = starts
            self.size = len(source)

    def position(self, offset: int) -> tuple[int, int]:
        if self.simple:
            line = bisect_right(self.starts, offset) - 1
            return line, offset - self.starts[line]
        return tuple(self.index.offset_to_position(offset))  # type: ignore[return-value]

    def line_length(self, line: int) -> int:
        if self.simple:
            end = self.starts[line + 1] - 1 if line + 1 < len(self.starts) else self.size
            return end - self.starts[line]
        return self.index.offset_to_position(self.index.position_to_offset((line, 1 << 30)))[1]


def semantic_tokens(document: Document, byte_range: tuple[int, int] | None = None,
                    expressions: Sequence[tuple[int, int]] = ()) -> list[int]:
    """The encoded tokens of ``document`` (or of the part overlapping ``byte_range``);
    ``expressions`` are byte ranges of values holding ClassAd text, which get ClassAd tokens."""
    source_length = len(document.source)
    if source_length > MAX_BYTES or document.language not in _GRAMMAR_FILE:
        return []  # too large, or a language without a highlight query (its editor mode colours it)
    start, end = byte_range if byte_range is not None else (0, source_length)
    start, end = max(0, min(start, source_length)), max(0, min(end, source_length))
    captures = _captures(document, start, max(start, end))
    if expressions and document.language is not LanguageId.CLASSAD:
        embedded, used, macros = _expression_captures(document, expressions, start, max(start, end))
        if used:
            string = _classify("string")
            # the value's own "text" tokens give way to the ClassAd ones (not those of a
            # macro's default value, which stays config text)
            captures = [c for c in captures
                        if not (c[3] == string and _inside(used, c[0], c[1]) and not _inside(macros, c[0], c[1]))]
            captures += embedded
    segments = _flatten(captures)
    positions = _Positions(document)
    data: list[int] = []
    last_line = last_char = 0
    for seg_start, seg_end, (kind, modifiers) in segments:
        first_line, first_char = positions.position(seg_start)
        end_line, end_char = positions.position(seg_end)
        for line in range(first_line, end_line + 1):
            begin = first_char if line == first_line else 0
            finish = end_char if line == end_line else positions.line_length(line)
            if finish <= begin:
                continue
            data += [line - last_line, begin - last_char if line == last_line else begin,
                     finish - begin, kind, modifiers]
            last_line, last_char = line, begin
    return data


@dataclass(frozen=True)
class TokensEdit:
    """Replace ``delete_count`` integers at ``start`` of the old data with ``data``."""

    start: int
    delete_count: int
    data: list[int]


def delta(old: list[int], new: list[int]) -> list[TokensEdit]:
    """The edits turning ``old`` into ``new``: at most one, covering what differs between the
    common prefix and the common suffix (aligned to whole tokens, as clients expect)."""
    if old == new:
        return []
    limit = min(len(old), len(new))
    prefix = 0
    while prefix < limit and old[prefix] == new[prefix]:
        prefix += 1
    prefix -= prefix % 5
    suffix = 0
    while suffix < limit - prefix and old[-1 - suffix] == new[-1 - suffix]:
        suffix += 1
    suffix -= suffix % 5
    return [TokensEdit(prefix, len(old) - prefix - suffix, new[prefix:len(new) - suffix])]


def decode(data: list[int]) -> list[tuple[int, int, int, str, tuple[str, ...]]]:
    """Absolute (line, character, length, type, modifiers) tuples: for tests and debugging."""
    out = []
    line = char = 0
    for i in range(0, len(data) - 4, 5):
        delta_line, delta_char, length, kind, bits = data[i:i + 5]
        line += delta_line
        char = delta_char if delta_line else char + delta_char
        names = tuple(m for n, m in enumerate(TOKEN_MODIFIERS) if bits & (1 << n))
        out.append((line, char, length, TOKEN_TYPES[kind], names))
    return out
