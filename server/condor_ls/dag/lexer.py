"""Words of one logical DAG line, cut as condor_dagman's ``DagLexer`` cuts them.

``src/condor_utils/dag_parser.cpp``: words are separated by blanks (space, tab, carriage
return); a ``"`` or ``'`` opens a quoted run that holds blanks up to the same quote, and inside
it a backslash makes the next character literal (the backslash itself is dropped, whatever the
character). Outside quotes a backslash is an ordinary character. A quote left open makes the
line fail ("Invalid quoting: no ending quote found"). ``next`` keeps the quote characters
unless asked to trim them; ``next_key_value_pair`` reads the ``key=value`` pairs of ``VARS``.

The lexer works on the UTF-8 bytes of the line, so that every word carries byte offsets
(the offsets syntax trees and diagnostics use).
"""
from __future__ import annotations

import re
from typing import NamedTuple

from ..bounded_int import bounded_int

DELIMITERS = b" \t\r"
_QUOTES = (0x22, 0x27)  # " and '
#: blank space, then one word: runs of non-blank, non-quote bytes and closed quoted runs
_NEXT = re.compile(rb"""[ \t\r]*((?:[^ \t\r"']|"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*')*)""", re.S)
#: a word that is one quoted run without escapes (decoded by dropping the quotes)
_SIMPLE_QUOTED = re.compile(rb""""[^"\\]*"|'[^'\\]*'""")
#: a plain ``key=value`` start: key, blanks, ``=``, blanks, then a value character
_PAIR = re.compile(rb"""[ \t\r]*([^ \t\r="']+)[ \t\r]*=[ \t\r]*(?=[^ \t\r=])""")
#: characters C's isspace() skips (DagLexer::remain)
_SPACE = b" \t\n\v\f\r"
INT_MIN, INT_MAX = -(2 ** 31), 2 ** 31 - 1
_STOI = re.compile(rb"[ \t\n\v\f\r]*([+-]?[0-9]+)")

QUOTING_ERROR = "Invalid quoting: no ending quote found"


class Token(NamedTuple):
    """A word of a DAG file: its value (quotes kept or trimmed as asked, escapes resolved) and
    its byte range in the file's text."""

    text: str
    start: int
    end: int


class OffsetMap:
    """Maps offsets of a logical line to file offsets: the line is the file's bytes from
    ``base`` on, or (for a command continued over several lines) the trimmed physical lines
    joined by blanks, each starting at a cut."""

    __slots__ = ("base", "cuts")

    def __init__(self, base: int, cuts: tuple[tuple[int, int], ...] = ()) -> None:
        self.base = base
        #: (logical offset, file offset) where each joined physical line starts
        self.cuts = cuts

    def __call__(self, offset: int, end: bool = False) -> int:
        if not self.cuts:
            return self.base + offset
        logical, physical = self.cuts[0]
        for cut_logical, cut_physical in self.cuts[1:]:
            if offset > cut_logical or (offset == cut_logical and not end):
                logical, physical = cut_logical, cut_physical
            else:
                break
        return physical + offset - logical


def decode(raw: bytes, trim_quotes: bool) -> str:
    """The value DagLexer builds from a word's characters."""
    if b'"' not in raw and b"'" not in raw:
        return raw.decode("utf-8", "replace")
    out = bytearray()
    quote = 0
    escaped = False
    for byte in raw:
        if escaped:
            out.append(byte)
            escaped = False
        elif quote:
            if byte == 0x5C:
                escaped = True
            elif byte == quote:
                if not trim_quotes:
                    out.append(byte)
                quote = 0
            else:
                out.append(byte)
        elif byte in _QUOTES:
            quote = byte
            if not trim_quotes:
                out.append(byte)
        else:
            out.append(byte)
    return out.decode("utf-8", "replace")


def stoi(text: str) -> int | None:
    """``std::stoi``: optional blanks and sign, then at least one digit; what follows is ignored
    (``3x`` is 3). None when there is no number or it does not fit an int."""
    match = _STOI.match(text.encode("utf-8", "replace"))
    if match is None:
        return None
    value = bounded_int(match.group(1).decode("ascii"))
    return value if INT_MIN <= value <= INT_MAX else None


class Lexer:
    """DagLexer over one logical line (bytes). Words come out as :class:`Token` with file
    offsets (through ``offsets``; plain line offsets without). ``error`` is set by an unclosed
    quote or a bad ``key=value`` pair, as DagLexer's ``err``; a failed read returns None."""

    __slots__ = ("line", "pos", "error", "error_at", "offsets", "base")

    def __init__(self, line: bytes, offsets: OffsetMap | None = None) -> None:
        self.line = line
        self.pos = 0
        self.error: str | None = None
        #: (start, end) in the file of what the error is about
        self.error_at: tuple[int, int] = (0, 0)
        self.offsets = offsets if offsets is not None and offsets.cuts else None
        self.base = offsets.base if offsets is not None else 0

    def _map(self, offset: int, end: bool = False) -> int:
        return self.base + offset if self.offsets is None else self.offsets(offset, end)

    def _token(self, text: str, start: int, end: int) -> Token:
        if self.offsets is None:
            return Token(text, self.base + start, self.base + end)
        return Token(text, self.offsets(start), self.offsets(end, True))

    def _fail(self, message: str, start: int, end: int) -> None:
        if self.error is None:
            self.error = message
            self.error_at = (self._map(start), self._map(end, True))

    def at_end(self) -> int:
        """The file offset of the end of the line."""
        return self._map(len(self.line), True)

    def next(self, trim_quotes: bool = False) -> Token | None:
        line = self.line
        start, end = _NEXT.match(line, self.pos).span(1)
        if end < len(line) and line[end] in _QUOTES:
            self._fail(QUOTING_ERROR, start, len(line))
            self.pos = len(line)
            return None
        self.pos = end
        if end == start:
            return None
        raw = line[start:end]
        if 0x22 not in raw and 0x27 not in raw:
            text = raw.decode("utf-8", "replace")
        elif _SIMPLE_QUOTED.fullmatch(raw):
            text = (raw[1:-1] if trim_quotes else raw).decode("utf-8", "replace")
        else:
            text = decode(raw, trim_quotes)
        if self.offsets is None:
            return Token(text, self.base + start, self.base + end)
        return Token(text, self.offsets(start), self.offsets(end, True))

    def peek(self, trim_quotes: bool = False) -> Token | None:
        here = self.pos
        word = self.next(trim_quotes)
        self.pos = here
        return word

    def remain(self) -> Token | None:
        """The rest of the line after blank space (DagLexer::remain), trimmed at its end."""
        line = self.line
        start = self.pos
        while start < len(line) and line[start] in _SPACE:
            start += 1
        end = len(line)
        while end > start and line[end - 1] in _SPACE:
            end -= 1
        self.pos = len(line)
        if end == start:
            return None
        return self._token(line[start:end].decode("utf-8", "replace"), start, end)

    def next_key_value_pair(self, trim_quotes: bool = False) -> tuple[Token, Token] | None:
        """DagLexer::next_key_value_pair: ``key = value`` with optional blanks around ``=``; the
        value is a word whose surrounding quotes are dropped when ``trim_quotes``. None at the
        end of the line (no error) or on a malformed pair (``error`` set)."""
        line = self.line
        fast = _PAIR.match(line, self.pos)
        if fast is not None:
            key_start, key_end = fast.span(1)
            self.pos = fast.end()
            value = self._pair_value(trim_quotes)
            if value is None:
                return None
            return self._token(line[key_start:key_end].decode("utf-8", "replace"), key_start, key_end), value
        return self._slow_pair(trim_quotes)

    def _pair_value(self, trim_quotes: bool) -> Token | None:
        start = self.pos
        value = self.next(False)
        if value is None:
            self._fail("Key value pair missing value: Unexpected error", start, len(self.line))
            return None
        text = value.text
        if trim_quotes and text and text[0] in "\"'":
            return Token(text[1:-1], value.start, value.end)
        return value

    def _slow_pair(self, trim_quotes: bool) -> tuple[Token, Token] | None:
        line = self.line
        key_start = key_end = -1
        phase = 0  # 0: key, 1: around the operator
        after_equals = False
        pos = self.pos
        while pos < len(line):
            byte = line[pos]
            if phase == 0:
                if byte in _QUOTES:
                    self._fail("Key contains quotation mark", pos, pos + 1)
                    self.pos = len(line)
                    return None
                if byte in DELIMITERS:
                    if key_start >= 0:
                        phase = 1
                elif byte == 0x3D:  # =
                    if key_start < 0:
                        self._fail("Key value pair missing key", pos, pos + 1)
                        self.pos = len(line)
                        return None
                    phase = 1
                    after_equals = True
                else:
                    if key_start < 0:
                        key_start = pos
                    key_end = pos + 1
            else:
                if byte in DELIMITERS:
                    pass
                elif byte == 0x3D:
                    if after_equals:
                        self._fail("Key value pair missing value: Double operator", key_start, pos + 1)
                        self.pos = len(line)
                        return None
                    after_equals = True
                elif not after_equals:
                    self._fail("Key value pair missing value: Failed to locate operator", key_start, key_end)
                    self.pos = len(line)
                    return None
                else:
                    self.pos = pos
                    value = self._pair_value(trim_quotes)
                    if value is None:
                        return None
                    return self._token(line[key_start:key_end].decode("utf-8", "replace"), key_start, key_end), value
            pos += 1
        self.pos = len(line)
        if key_start < 0:
            return None
        if phase == 0:
            self._fail("Key value pair missing operator and value", key_start, key_end)
        else:
            self._fail("Key value pair missing value: No value specified", key_start, len(line))
        return None
