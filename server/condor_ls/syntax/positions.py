"""Conversions between the three coordinate systems a document is addressed in.

* byte offsets into the UTF-8 source (what tree-sitter nodes and our AST spans carry);
* tree-sitter points: ``(row, byte column)``, rows counted by ``\\n`` only;
* LSP positions: ``(line, character)``, lines ended by ``\\n``, ``\\r\\n`` or a lone ``\\r``,
  characters counted in the negotiated encoding (UTF-16 code units unless agreed otherwise).

A :class:`LineIndex` is built once per text version and answers every conversion in
O(log lines) plus the length of one line; all-ASCII lines (the common case) take a fast path.
Out-of-range input is clamped, never raised, as the LSP specification asks of servers.
"""
from __future__ import annotations

import bisect
import re
from itertools import accumulate, repeat
from operator import add
from enum import Enum
from typing import NamedTuple


class PositionEncoding(str, Enum):
    """The unit LSP ``character`` offsets are counted in (the LSP ``PositionEncodingKind`` names)."""

    UTF8 = "utf-8"
    UTF16 = "utf-16"
    UTF32 = "utf-32"


class Position(NamedTuple):
    """An LSP position: zero-based line and character in the document's encoding."""

    line: int
    character: int


class Point(NamedTuple):
    """A tree-sitter point: zero-based row and byte column (rows split at ``\\n`` only)."""

    row: int
    column: int


# Every LSP line terminator; ``\r\n`` first so it wins over a lone ``\r``.
_LSP_EOL = re.compile(r"\r\n|\r|\n")


def _units(text: str, encoding: PositionEncoding) -> int:
    """Length of ``text`` in the units of ``encoding``."""
    if encoding is PositionEncoding.UTF32:
        return len(text)
    if encoding is PositionEncoding.UTF8:
        return len(text.encode("utf-8", "surrogatepass"))
    # UTF-16: every astral character (above U+FFFF) takes a surrogate pair.
    return len(text) + sum(1 for ch in text if ord(ch) > 0xFFFF)


def _chars_for_units(text: str, units: int, encoding: PositionEncoding) -> int:
    """How many characters of ``text`` fit in ``units``; a unit count that splits a character
    (inside a surrogate pair or a multi-byte sequence) rounds down to that character's start."""
    if encoding is PositionEncoding.UTF32:
        return min(units, len(text))
    used = 0
    for index, ch in enumerate(text):
        code = ord(ch)
        if encoding is PositionEncoding.UTF16:
            width = 2 if code > 0xFFFF else 1
        else:
            width = 1 if code < 0x80 else 2 if code < 0x800 else 3 if code < 0x10000 else 4
        if used + width > units:
            return index
        used += width
    return len(text)


_LSP_EOL_BYTES = re.compile(rb"\r\n|\r|\n")


def _line_starts(text: str | bytes, has_cr: bool) -> list[int]:
    """Offsets at which lines start. Without CR only "\\n" ends a line, and splitting plus a
    running sum (both in C) is several times faster than a regex scan."""
    if has_cr:
        pattern = _LSP_EOL if isinstance(text, str) else _LSP_EOL_BYTES
        return [0] + [m.end() for m in pattern.finditer(text)]  # type: ignore[arg-type]
    sep = "\n" if isinstance(text, str) else b"\n"
    # each line's length plus its terminator, summed (all in C)
    starts = list(accumulate(map(add, map(len, text.split(sep)), repeat(1)), initial=0))  # type: ignore[arg-type]
    starts.pop()
    return starts


def _whole_chars(data: bytes) -> str:
    """The characters wholly inside ``data``, a prefix of a text encoded with surrogatepass: a
    character cut at the end is left out, a lone surrogate (which an editor may send) is kept
    (decoding with "ignore" dropped it and put every later column one off)."""
    try:
        return data.decode("utf-8", "surrogatepass")
    except UnicodeDecodeError as err:
        return data[:err.start].decode("utf-8", "surrogatepass")


class LineIndex:
    """Coordinate conversions for one immutable text.

    Built once per document version; keep it alongside the text (``Document.line_index``).
    Only line starts are stored (as character indices and byte offsets); a line's content is
    sliced from the text when a non-ASCII line needs counting.
    """

    __slots__ = ("text", "encoding", "length", "_char_starts", "_byte_starts", "_rows", "_ascii")

    def __init__(self, text: str, encoding: PositionEncoding | str = PositionEncoding.UTF16) -> None:
        self.text = text
        self.encoding = PositionEncoding(encoding)
        self._ascii = text.isascii()
        has_cr = "\r" in text
        self._char_starts = _line_starts(text, has_cr)
        if self._ascii:
            self._byte_starts = self._char_starts
            self.length = len(text)
            data = None
        else:
            # UTF-8 never puts CR or LF inside a multi-byte sequence, so line breaks found in the
            # bytes correspond one to one with those found in the string
            data = text.encode("utf-8", "surrogatepass")
            self._byte_starts = _line_starts(data, has_cr)
            self.length = len(data)
        if not has_cr:
            self._rows = self._byte_starts
        else:
            self._rows = _line_starts(data if data is not None else text.encode("ascii"), False)

    def row_starts(self) -> list[int] | None:
        """Where each ``\n``-separated line starts, as indices into the text (what a config
        reader splits by), when the text has no CR (so that its lines are those); else None."""
        return self._char_starts if self._rows is self._byte_starts else None

    def edited(self, text: str, start: int, end: int, inserted: str) -> LineIndex | None:
        """The index of ``text``: this index's text with characters ``start..end`` replaced by
        ``inserted``. Worked out from this one's line starts (shifting those after the edit, in
        C) when both texts are ASCII without CR; None otherwise (build one from the text)."""
        if not self._ascii or self._rows is not self._char_starts or not inserted.isascii() or "\r" in inserted:
            return None
        starts = self._char_starts
        first = bisect.bisect_right(starts, start) - 1
        last = bisect.bisect_right(starts, end) - 1
        delta = len(inserted) - (end - start)
        made = starts[:first + 1]
        at = inserted.find("\n")
        while at >= 0:
            made.append(start + at + 1)
            at = inserted.find("\n", at + 1)
        made.extend(map(add, starts[last + 1:], repeat(delta)) if delta else starts[last + 1:])
        index = LineIndex.__new__(LineIndex)
        index.text = text
        index.encoding = self.encoding
        index.length = len(text)
        index._ascii = True
        index._char_starts = index._byte_starts = index._rows = made
        return index

    # -- helpers -------------------------------------------------------------------------
    def _content(self, line: int) -> tuple[str, int, bool]:
        """(content without terminator, its byte length, whether it is ASCII) of an LSP line."""
        start = self._char_starts[line]
        if line + 1 < len(self._char_starts):
            end = self._char_starts[line + 1]
            end -= 2 if self.text.startswith("\r\n", end - 2) and end - 2 >= start else 1
        else:
            end = len(self.text)
        content = self.text[start:end]
        if self._ascii or content.isascii():
            return content, len(content), True
        return content, len(content.encode("utf-8", "surrogatepass")), False

    def _line_of_byte(self, offset: int) -> int:
        return bisect.bisect_right(self._byte_starts, offset) - 1

    def _line_of_char(self, index: int) -> int:
        return bisect.bisect_right(self._char_starts, index) - 1

    def _clamp(self, offset: int) -> int:
        return 0 if offset < 0 else self.length if offset > self.length else offset

    @property
    def line_count(self) -> int:
        """Number of LSP lines (a trailing terminator opens a final, empty line)."""
        return len(self._char_starts)

    def line_text(self, line: int) -> str:
        """The content of an LSP line without its terminator ("" when out of range)."""
        return self._content(line)[0] if 0 <= line < len(self._char_starts) else ""

    # -- LSP positions <-> byte offsets --------------------------------------------------
    def position_to_offset(self, position: Position | tuple[int, int]) -> int:
        """Byte offset of an LSP position, clamped: a line past the end maps to the end of the
        text, a character past the line's end to the end of its content (before the terminator)."""
        line_no, character = position
        if line_no < 0:
            return 0
        if line_no >= len(self._char_starts):
            return self.length
        content, nbytes, is_ascii = self._content(line_no)
        byte_start = self._byte_starts[line_no]
        character = max(character, 0)
        if is_ascii:
            return byte_start + min(character, nbytes)
        if self.encoding is PositionEncoding.UTF8 and character >= nbytes:
            return byte_start + nbytes
        chars = _chars_for_units(content, character, self.encoding)
        return byte_start + len(content[:chars].encode("utf-8", "surrogatepass"))

    def offset_to_position(self, offset: int) -> Position:
        """LSP position of a byte offset. An offset inside a line terminator or inside a
        multi-byte character maps to the start of that terminator or character."""
        offset = self._clamp(offset)
        line_no = self._line_of_byte(offset)
        content, nbytes, is_ascii = self._content(line_no)
        column = min(offset - self._byte_starts[line_no], nbytes)
        if is_ascii:
            return Position(line_no, column)
        prefix = _whole_chars(content.encode("utf-8", "surrogatepass")[:column])
        return Position(line_no, _units(prefix, self.encoding))

    # -- tree-sitter points <-> byte offsets ---------------------------------------------
    def offset_to_point(self, offset: int) -> Point:
        """Tree-sitter point of a byte offset (clamped to the text)."""
        offset = self._clamp(offset)
        row = bisect.bisect_right(self._rows, offset) - 1
        return Point(row, offset - self._rows[row])

    def point_to_offset(self, point: Point | tuple[int, int]) -> int:
        """Byte offset of a tree-sitter point (clamped to the text)."""
        row, column = point
        if row < 0:
            return 0
        if row >= len(self._rows):
            return self.length
        return self._clamp(self._rows[row] + max(column, 0))

    # -- LSP positions <-> tree-sitter points --------------------------------------------
    def position_to_point(self, position: Position | tuple[int, int]) -> Point:
        return self.offset_to_point(self.position_to_offset(position))

    def point_to_position(self, point: Point | tuple[int, int]) -> Position:
        return self.offset_to_position(self.point_to_offset(point))

    # -- character indices (into the Python str) <-> byte offsets ------------------------
    def offset_to_char(self, offset: int) -> int:
        """Index into ``text`` of the character starting at (or containing) a byte offset."""
        offset = self._clamp(offset)
        if self._ascii:
            return offset
        line_no = self._line_of_byte(offset)
        content, nbytes, is_ascii = self._content(line_no)
        column = offset - self._byte_starts[line_no]
        char_start = self._char_starts[line_no]
        if column >= nbytes:  # at or inside the terminator, which is ASCII
            return char_start + len(content) + (column - nbytes)
        if is_ascii:
            return char_start + column
        prefix = _whole_chars(content.encode("utf-8", "surrogatepass")[:column])
        return char_start + len(prefix)

    def char_to_offset(self, index: int) -> int:
        """Byte offset of the character at ``index`` in ``text`` (clamped)."""
        index = min(max(index, 0), len(self.text))
        if self._ascii:
            return index
        line_no = self._line_of_char(index)
        content, nbytes, is_ascii = self._content(line_no)
        within = index - self._char_starts[line_no]
        byte_start = self._byte_starts[line_no]
        if within >= len(content):
            return byte_start + nbytes + (within - len(content))
        if is_ascii:
            return byte_start + within
        return byte_start + len(content[:within].encode("utf-8", "surrogatepass"))
