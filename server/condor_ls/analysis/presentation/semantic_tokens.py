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

The result is LSP's relative encoding (five integers per token) in the document's position
encoding; :func:`delta` turns two results into the single edit of ``semanticTokens/full/delta``.
"""
from __future__ import annotations

import threading
from bisect import bisect_right
from dataclasses import dataclass
from functools import lru_cache
from importlib import resources

from tree_sitter import Query, QueryCursor

from ...syntax.document import Document
from ...syntax.languages import LanguageId, language

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

_GRAMMAR_FILE = {
    LanguageId.CLASSAD: "highlights-classad.scm",
    LanguageId.CONFIG: "highlights-condor_config.scm",
    LanguageId.SUBMIT: "highlights-condor_submit.scm",
    LanguageId.TRANSFORM: "highlights-condor_transform.scm",
}

#: tokens are not computed for larger documents (an editor falls back to its own highlighting)
MAX_BYTES = 8 * 1024 * 1024


def query_text(lang: LanguageId) -> str:
    return resources.files("condor_ls.analysis").joinpath("data", _GRAMMAR_FILE[lang]).read_text(encoding="utf-8")


@lru_cache(maxsize=None)
def _classify(capture: str) -> tuple[int, int] | None:
    """(token type index, modifier bits) for a capture name, or None for no token."""
    name = capture
    while name:
        if name in CAPTURES:
            kind, modifiers = CAPTURES[name]
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
    for pattern, captures in cursor.matches(document.tree.root_node):
        for name, nodes in captures.items():
            token = _classify(name)
            if token is None:
                continue
            for node in nodes:
                node_start, node_end = node.start_byte, node.end_byte
                if node_end > node_start:
                    out.append((node_start, node_end, pattern, token))
    return out


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


def semantic_tokens(document: Document, byte_range: tuple[int, int] | None = None) -> list[int]:
    """The encoded tokens of ``document`` (or of the part overlapping ``byte_range``)."""
    source_length = len(document.source)
    if source_length > MAX_BYTES:
        return []
    start, end = byte_range if byte_range is not None else (0, source_length)
    start, end = max(0, min(start, source_length)), max(0, min(end, source_length))
    segments = _flatten(_captures(document, start, max(start, end)))
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
