"""A parsed document as an immutable value, and incremental edits that produce the next one.

Editing follows tree-sitter's protocol: each change is described to a *copy* of the old tree
with ``Tree.edit`` (so the old ``Document`` stays valid), then the new text is parsed with that
edited tree as a hint, which lets tree-sitter reuse every subtree the edit did not touch.

Each version also numbers its lines (split at ``\n``, as tree-sitter rows) with *line ids*
that survive edits: a line keeps its id while text is inserted or removed above it, and lines an
edit adds get ids never used before in the document's history. Results computed from a stretch
of lines and keyed by their ids (the config reader's chunks, the rules' per-chunk findings) stay
valid when an edit elsewhere moves the stretch; positions are turned back into rows only for
what is shown (:meth:`Document.row_of_id`).
"""
from __future__ import annotations

import codecs
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from functools import cached_property
from typing import Any

from tree_sitter import Parser, Range, Tree

from .languages import LanguageId, has_grammar, parser as new_parser
from .lineids import renumber, rows_with_id_multiple
from .positions import LineIndex, Point, Position, PositionEncoding


@dataclass(frozen=True)
class TextChange:
    """One LSP content change: replace ``range`` (start, end positions) with ``text``;
    ``range=None`` replaces the whole document."""

    text: str
    range: tuple[Position, Position] | None = None


def _position(value: Any) -> Position:
    try:
        if isinstance(value, Mapping):
            return Position(int(value["line"]), int(value["character"]))
        if isinstance(value, tuple):
            return Position(int(value[0]), int(value[1]))
        return Position(int(value.line), int(value.character))
    except (KeyError, IndexError, AttributeError, TypeError, ValueError):
        raise ValueError(f"not an LSP position: {value!r}") from None


def as_text_change(change: Any) -> TextChange:
    """Accept our ``TextChange``, an lsprotocol change object, or its JSON dict form.
    Raises ValueError for anything else (the only exception ``apply_changes`` lets out)."""
    if isinstance(change, TextChange):
        return change
    if isinstance(change, Mapping):
        text, rng = change.get("text"), change.get("range")
        start = rng.get("start") if isinstance(rng, Mapping) else None
        end = rng.get("end") if isinstance(rng, Mapping) else None
    else:
        text, rng = getattr(change, "text", None), getattr(change, "range", None)
        start, end = getattr(rng, "start", None), getattr(rng, "end", None)
    if not isinstance(text, str):
        raise ValueError(f"content change without text: {change!r}")
    if not rng:
        return TextChange(text)
    return TextChange(text, (_position(start), _position(end)))


def encode(text: str) -> bytes:
    """The bytes tree-sitter sees. A lone surrogate (possible in JSON input, or a byte that was
    not UTF-8 in a file read with ``surrogateescape``) becomes U+FFFD: three bytes, as
    ``surrogatepass`` counts it in :class:`LineIndex`, so offsets agree, but valid UTF-8, which
    tree-sitter's text predicates (``#match?``) need to decode a node."""
    try:
        return text.encode("utf-8")
    except UnicodeEncodeError:
        return text.encode("utf-8", _REPLACEMENT)


def _replacement(err: UnicodeError) -> tuple[bytes, int]:
    if not isinstance(err, UnicodeEncodeError):
        raise err
    return "\ufffd".encode() * (err.end - err.start), err.end


_REPLACEMENT = "condor-ls-fffd"
codecs.register_error(_REPLACEMENT, _replacement)


#: above this size a tree with errors keeps its incremental shape: a full parse per keystroke
#: would cost more than error-recovery details are worth
DETERMINISTIC_LIMIT = 512 * 1024


def _end_point(start: Point, inserted: bytes) -> Point:
    """Where text inserted at ``start`` ends, in tree-sitter rows (split at ``\\n`` only)."""
    rows = inserted.count(b"\n")
    if rows == 0:
        return Point(start.row, start.column + len(inserted))
    return Point(start.row + rows, len(inserted) - inserted.rindex(b"\n") - 1)


class _ParserPool:
    """One reusable parser per language for the owning thread; parsers are not thread-safe,
    so the pool is per-thread."""

    def __init__(self) -> None:
        import threading

        self._local = threading.local()

    def get(self, language: LanguageId) -> Parser:
        parsers: dict[LanguageId, Parser] = self._local.__dict__.setdefault("parsers", {})
        if language not in parsers:
            parsers[language] = new_parser(language)
        return parsers[language]


_PARSERS = _ParserPool()


def _empty_tree() -> Tree:
    """The tree of a document in a host language (Python): it has no grammar of ours, so its
    tree is that of an empty text, and everything that walks trees finds nothing in it."""
    return _PARSERS.get(LanguageId.CLASSAD).parse(b"")


@dataclass(frozen=True, eq=False)
class Document:
    """One version of one document: its text and syntax tree.

    ``changed_ranges`` lists the byte ranges (in this version) whose syntactic structure differs
    from the version it was edited from (empty for a fresh parse); consumers can limit work to them.
    It is computed on first use, since tree-sitter's comparison costs about as much as a re-parse.
    """

    uri: str
    language: LanguageId
    version: int
    text: str
    tree: Tree
    encoding: PositionEncoding = PositionEncoding.UTF16
    edited_from: Tree | None = field(default=None, repr=False)
    """The previous version's tree with this version's edits applied (None after a fresh parse)."""
    line_ids: tuple[int, ...] | None = field(default=None, repr=False)
    """The id of each ``\n``-separated line; None when every line's id is its row (a fresh
    parse, or edits that never added or removed a line)."""
    next_line_id: int = field(default=-1, repr=False)
    """The first id no line of this document's history has had (-1: the line count)."""

    @classmethod
    def parse(
        cls,
        uri: str,
        language: LanguageId | str,
        text: str,
        version: int = 0,
        encoding: PositionEncoding | str = PositionEncoding.UTF16,
    ) -> Document:
        """Parse ``text`` from scratch."""
        lang = LanguageId(language)
        tree = _PARSERS.get(lang).parse(encode(text)) if has_grammar(lang) else _empty_tree()
        return cls(uri, lang, version, text, tree, PositionEncoding(encoding))

    @cached_property
    def changed_ranges(self) -> tuple[Range, ...]:
        if self.edited_from is None:
            return ()
        return tuple(self.edited_from.changed_ranges(self.tree))

    @cached_property
    def source(self) -> bytes:
        """The UTF-8 bytes the tree's offsets refer to."""
        return encode(self.text)

    @cached_property
    def line_index(self) -> LineIndex:
        return LineIndex(self.text, self.encoding)

    @property
    def row_count(self) -> int:
        """Number of ``\n``-separated lines (a final line break opens an empty last line)."""
        ids = self.line_ids
        return len(ids) if ids is not None else self.text.count("\n") + 1

    def ids(self) -> tuple[int, ...] | range:
        """The id of each line (row order)."""
        return self.line_ids if self.line_ids is not None else range(self.row_count)

    def rows_with_id_multiple(self, step: int) -> list[int]:
        """Rows (after the first) whose line id is a multiple of ``step``: places to cut the
        document that stay with their lines as other lines come and go."""
        ids = self.line_ids
        if ids is None:
            return list(range(step, self.row_count, step))
        return rows_with_id_multiple(ids, step)

    @cached_property
    def _rows_by_id(self) -> dict[int, int]:
        ids = self.line_ids
        return dict(zip(ids, range(len(ids)))) if ids is not None else {}

    def row_of_id(self, line_id: int) -> int:
        """The row of the line with ``line_id`` in this version; an id this version does not
        have (a line since removed) maps to itself."""
        if self.line_ids is None:
            return line_id
        return self._rows_by_id.get(line_id, line_id)

    @property
    def has_errors(self) -> bool:
        return self.tree.root_node.has_error

    def with_language(self, language: LanguageId | str) -> Document:
        """The same text reparsed as another language."""
        return Document.parse(self.uri, language, self.text, self.version, self.encoding)

    def apply_changes(
        self, changes: Iterable[Any], version: int | None = None, deterministic: bool = True
    ) -> Document:
        """Apply LSP content changes in order and reparse incrementally.

        Each change's range is interpreted against the text produced by the changes before it,
        as the protocol specifies. A whole-document change discards the old tree. With
        ``deterministic`` (the default) a result containing syntax errors is re-parsed from
        scratch (for texts up to ``DETERMINISTIC_LIMIT`` bytes), so the tree equals a fresh parse of
        the same text; error-free trees always do.
        """
        text = self.text
        index: LineIndex | None = self.line_index
        grammar = has_grammar(self.language)
        tree: Tree | None = self.tree.copy() if grammar else None
        ids: tuple[int, ...] | None = self.line_ids
        next_id = self.next_line_id if self.next_line_id >= 0 else self.row_count
        for raw in changes:
            change = as_text_change(raw)
            if index is None:  # only rebuilt when a further ranged change needs it
                index = LineIndex(text, self.encoding)
            if change.range is None:
                # a new text: its lines are new too
                count = change.text.count("\n") + 1
                ids = tuple(range(next_id, next_id + count))
                next_id += count
                text, tree, index = change.text, None, None
                continue
            start_pos, end_pos = change.range
            start = index.position_to_offset(start_pos)
            old_end = max(start, index.position_to_offset(end_pos))
            start_char, end_char = index.offset_to_char(start), index.offset_to_char(old_end)
            start_point, old_end_point = index.offset_to_point(start), index.offset_to_point(old_end)
            text = text[:start_char] + change.text + text[end_char:]
            index = index.edited(text, start_char, end_char, change.text)
            inserted = encode(change.text)
            added = inserted.count(b"\n")
            if added or old_end_point.row != start_point.row:
                if ids is None:
                    ids = tuple(range(next_id))
                ids, next_id = renumber(ids, next_id, start_point, old_end_point, added)
            if tree is not None:
                tree.edit(
                    start_byte=start,
                    old_end_byte=old_end,
                    new_end_byte=start + len(inserted),
                    start_point=start_point,
                    old_end_point=old_end_point,
                    new_end_point=_end_point(start_point, inserted),
                )
        source = encode(text)
        if not grammar:
            document = Document(self.uri, self.language, self.version + 1 if version is None else version,
                                text, self.tree, self.encoding, None, ids, next_id)
            document.__dict__["source"] = source
            if index is not None:
                document.__dict__["line_index"] = index
            return document
        parser = _PARSERS.get(self.language)
        new_tree = parser.parse(source, tree) if tree is not None else parser.parse(source)
        if (tree is not None and deterministic and new_tree.root_node.has_error
                and len(source) <= DETERMINISTIC_LIMIT):
            # tree-sitter's error recovery can depend on which subtrees were reused, so a tree
            # with errors is rebuilt from scratch: what the user sees never depends on the
            # order in which they typed. Error-free trees are identical either way.
            new_tree = parser.parse(source)
        document = Document(
            self.uri,
            self.language,
            self.version + 1 if version is None else version,
            text,
            new_tree,
            self.encoding,
            tree,
            ids,
            next_id,
        )
        document.__dict__["source"] = source  # computed already; seed the cache
        if index is not None:
            document.__dict__["line_index"] = index
        return document
