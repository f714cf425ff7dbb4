"""Python string literals decoded with a map from every decoded character to its source.

A ClassAd expression written in Python reaches HTCondor as the *value* of a string literal, so
a finding about character 12 of that value must be shown at whatever source characters produced
it: one character in a plain or raw string, two for ``\\"``, six for ``\\u00e9``, and across the
gap between the parts of an implicitly concatenated literal. :class:`Embedded` keeps, for each
decoded character, the source range it came from (offsets are character indices into the Python
text). :func:`string_tokens` finds the tokens of a literal in the source: CPython's parser gives
one node for implicitly concatenated parts, with their value but not where each came from.

f-strings: their literal parts are decoded like any string; each replacement field becomes one
placeholder character (:data:`HOLE`) standing for the whole ``{...}`` source range, listed in
``holes``. What the analyses may conclude about a string with holes is their decision.
Bytes literals are not strings to the bindings and are not decoded.
"""
from __future__ import annotations

import keyword
import re
import unicodedata
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

#: the character a replacement field of an f-string is decoded to
HOLE = "\ufffc"

_SIMPLE_ESCAPES = {"\\": "\\", "'": "'", '"': '"', "a": "\a", "b": "\b", "f": "\f", "n": "\n",
                   "r": "\r", "t": "\t", "v": "\v"}
_OCTAL = re.compile(r"[0-7]{1,3}")
_HEX = {"x": 2, "u": 4, "U": 8}
_NAMED = re.compile(r"\{([^}\n]*)\}")
_PREFIX = re.compile(r"[A-Za-z]*")
#: characters that are not simply themselves in a string's value (an f-string adds the braces)
_SPECIAL = re.compile(r"[\\\r]")
_SPECIAL_F = re.compile(r"[\\\r{}]")


@dataclass(frozen=True)
class Piece:
    """One literal token of a (possibly concatenated) string: its source range and quoting."""

    start: int
    end: int
    #: the quote that delimits it: ``'``, ``"``, ``'''`` or ``\"\"\"``
    quote: str
    raw: bool
    fstring: bool
    #: the closing quote is present (an unterminated literal is decoded to the end of its token)
    closed: bool = True


@dataclass(frozen=True)
class Embedded:
    """A decoded string value and where each of its characters was written."""

    text: str
    starts: tuple[int, ...]
    ends: tuple[int, ...]
    pieces: tuple[Piece, ...]
    #: decoded indices of :data:`HOLE` characters (f-string replacement fields)
    holes: tuple[int, ...] = ()

    @property
    def span(self) -> tuple[int, int]:
        """The source range of the whole literal, quotes and prefixes included."""
        return self.pieces[0].start, self.pieces[-1].end

    def source_range(self, start: int, end: int) -> tuple[int, int]:
        """Source characters that produced decoded characters ``start..end`` (a position
        between characters for an empty range)."""
        n = len(self.text)
        start = min(max(start, 0), n)
        end = min(max(end, start), n)
        if end > start:
            return self.starts[start], max(self.ends[end - 1], self.starts[start])
        at = self.source_offset(start)
        return at, at

    def source_offset(self, index: int) -> int:
        """The source position just before decoded character ``index`` (after the last one
        for ``index == len(text)``)."""
        if not self.text:
            piece = self.pieces[0]
            return piece.end - (len(piece.quote) if piece.closed else 0)
        if index >= len(self.text):
            return self.ends[-1]
        return self.starts[max(index, 0)]

    def index_at(self, offset: int) -> int | None:
        """The decoded index a cursor at source ``offset`` stands before, or None when the
        cursor is outside the string's contents (on a quote, a prefix or between parts)."""
        for i, (a, b) in enumerate(zip(self.starts, self.ends)):
            if a <= offset < b:
                return i if offset == a else None
            if offset == a:
                return i
        if self.text and offset == self.ends[-1]:
            return len(self.text)
        if not self.text:
            piece = self.pieces[0]
            inner = piece.end - (len(piece.quote) if piece.closed else 0)
            return 0 if offset == inner else None
        # between two characters of different parts, the end of the earlier part also counts
        for i in range(len(self.text) - 1):
            if self.ends[i] == offset:
                return i + 1
        return None

    def verbatim_piece(self, start: int, end: int) -> Piece | None:
        """The piece holding decoded characters ``start..end`` when each of them is written as
        itself (no escape, no line-ending normalisation, no hole): only then can an edit of the
        decoded text be written back into the source character for character."""
        if end <= start:
            at = self.source_offset(start)
            return next((p for p in self.pieces if p.start <= at <= p.end), None)
        piece = next((p for p in self.pieces if p.start <= self.starts[start] < p.end), None)
        if piece is None or self.ends[end - 1] > piece.end:
            return None
        for i in range(start, end):
            if self.ends[i] - self.starts[i] != 1 or self.text[i] == HOLE:
                return None
            if i > start and self.starts[i] != self.ends[i - 1]:
                return None
        return piece

    def has_holes(self) -> bool:
        return bool(self.holes)


def split_prefix(token: str) -> tuple[str, str]:
    """(prefix letters lower-cased, the rest) of a string token."""
    prefix = _PREFIX.match(token)
    letters = prefix.group(0) if prefix else ""
    return letters.lower(), token[len(letters):]


def _quote_of(body: str) -> str:
    for quote in ('"""', "'''", '"', "'"):
        if body.startswith(quote):
            return quote
    return ""


class _Builder:
    """Accumulates decoded characters with their source ranges."""

    def __init__(self) -> None:
        self.chars: list[str] = []
        self.starts: list[int] = []
        self.ends: list[int] = []
        self.holes: list[int] = []

    def add(self, text: str, start: int, end: int) -> None:
        for ch in text:
            self.chars.append(ch)
            self.starts.append(start)
            self.ends.append(end)

    def run(self, text: str, start: int) -> None:
        """Characters written as themselves, the first at source offset ``start``."""
        self.chars.append(text)
        self.starts.extend(range(start, start + len(text)))
        self.ends.extend(range(start + 1, start + len(text) + 1))

    def hole(self, start: int, end: int) -> None:
        self.holes.append(len(self.starts))
        self.add(HOLE, start, end)

    def decode(self, content: str, base: int, raw: bool, fstring: bool) -> None:
        """Decode ``content`` (the text between the quotes, or a literal part of an f-string)
        whose first character is at source offset ``base``."""
        i = 0
        n = len(content)
        special = _SPECIAL_F if fstring else _SPECIAL
        while i < n:
            match = special.search(content, i)
            stop = match.start() if match is not None else n
            if stop > i:
                self.run(content[i:stop], base + i)
                i = stop
                if i >= n:
                    break
            ch = content[i]
            if ch == "\r":  # source line endings reach the value as "\n"
                width = 2 if content.startswith("\r\n", i) else 1
                self.add("\n", base + i, base + i + width)
                i += width
                continue
            if fstring and ch in "{}" and content.startswith(ch * 2, i):
                self.add(ch, base + i, base + i + 2)
                i += 2
                continue
            if ch != "\\" or raw:
                if raw and ch == "\\" and i + 1 < n and content[i + 1] not in "\r\n":
                    # a backslash in a raw string keeps the character after it (even a quote)
                    self.add(ch, base + i, base + i + 1)
                    self.add(content[i + 1], base + i + 1, base + i + 2)
                    i += 2
                    continue
                self.add(ch, base + i, base + i + 1)
                i += 1
                continue
            i = self._escape(content, i, base)

    def _escape(self, content: str, i: int, base: int) -> int:
        """Decode the escape sequence at ``content[i]`` (a backslash); returns the next index."""
        nxt = content[i + 1] if i + 1 < len(content) else ""
        if nxt == "":
            self.add("\\", base + i, base + i + 1)
            return i + 1
        if nxt in "\r\n":  # backslash-newline: a line continuation, no character
            return i + (3 if content.startswith("\r\n", i + 1) else 2)
        if nxt in _SIMPLE_ESCAPES:
            self.add(_SIMPLE_ESCAPES[nxt], base + i, base + i + 2)
            return i + 2
        octal = _OCTAL.match(content, i + 1)
        if octal:
            self.add(chr(int(octal.group(0), 8)), base + i, base + octal.end())
            return octal.end()
        if nxt in _HEX:
            digits = content[i + 2:i + 2 + _HEX[nxt]]
            if len(digits) == _HEX[nxt] and all(c in "0123456789abcdefABCDEF" for c in digits):
                code = int(digits, 16)
                if code <= 0x10FFFF:
                    self.add(chr(code), base + i, base + i + 2 + len(digits))
                    return i + 2 + len(digits)
        if nxt == "N":
            named = _NAMED.match(content, i + 2)
            if named:
                try:
                    value = unicodedata.lookup(named.group(1))
                except KeyError:
                    value = None
                if value is not None:
                    self.add(value, base + i, base + named.end())
                    return named.end()
        # an unknown escape keeps its backslash (Python warns, but the value holds both)
        self.add("\\", base + i, base + i + 1)
        self.add(nxt, base + i + 1, base + i + 2)
        return i + 2


def _piece(token: str, start: int) -> tuple[Piece, str, int] | None:
    """The piece of a plain string token at ``start``, its contents and where they begin;
    None for bytes literals and anything that is not a string."""
    prefix, body = split_prefix(token)
    if "b" in prefix or set(prefix) - set("rufRUF".lower()):
        return None
    quote = _quote_of(body)
    if not quote:
        return None
    inner_start = len(prefix) + len(quote)
    closed = len(body) >= 2 * len(quote) and body.endswith(quote)
    if closed and len(quote) == 1:
        # a closing quote preceded by an odd run of backslashes is escaped, so not closing
        run = len(body) - 1 - len(body[:-1].rstrip("\\"))
        closed = run % 2 == 0 and len(body) >= 2
    inner_end = len(token) - (len(quote) if closed else 0)
    piece = Piece(start, start + len(token), quote, "r" in prefix, "f" in prefix, closed)
    return piece, token[inner_start:inner_end], start + inner_start


def decode_parts(parts: Iterable[tuple[str, int] | Sequence[tuple[str, int, str]]]) -> Embedded | None:
    """Decode a literal made of ``parts``, in order: each either ``(token_text, start)`` for a
    plain string token, or, for an f-string, a sequence of ``(text, start, kind)`` where kind is
    ``start`` (``f"``), ``string`` (a literal part), ``field`` (a replacement field, whole) or
    ``end`` (the closing quote). None when any part is a bytes literal or not a string."""
    if isinstance(parts, list) and len(parts) == 1 and len(parts[0]) == 2 and isinstance(parts[0][0], str):
        token, start = parts[0]  # type: ignore[misc]
        found = _piece(token, start)  # type: ignore[arg-type]
        if found is None or found[0].fstring:
            return None
        piece, content, base = found
        if _SPECIAL.search(content) is None:  # the common case: every character is itself
            size = len(content)
            return Embedded(content, tuple(range(base, base + size)), tuple(range(base + 1, base + size + 1)),
                            (piece,))
    builder = _Builder()
    pieces: list[Piece] = []
    for part in parts:
        if isinstance(part, tuple) and len(part) == 2 and isinstance(part[0], str):
            token, start = part  # type: ignore[misc]
            found = _piece(token, start)  # type: ignore[arg-type]
            if found is None:
                return None
            piece, content, base = found
            if piece.fstring:
                return None  # an f-string given as one token: callers pass its parts instead
            builder.decode(content, base, piece.raw, False)
            pieces.append(piece)
            continue
        items = list(part)  # type: ignore[arg-type]
        if not items or items[0][2] != "start":
            return None
        head, first = items[0][0], items[0][1]
        prefix, body = split_prefix(head)
        if "b" in prefix:
            return None
        quote = _quote_of(body)
        raw = "r" in prefix
        last = items[-1]
        closed = last[2] == "end"
        end = last[1] + len(last[0])
        for text, start, kind in items[1:]:
            if kind == "string":
                builder.decode(text, start, raw, True)
            elif kind == "field":
                builder.hole(start, start + len(text))
        pieces.append(Piece(first, end, quote, raw, True, closed))
    if not pieces:
        return None
    return Embedded("".join(builder.chars), tuple(builder.starts), tuple(builder.ends), tuple(pieces),
                    tuple(builder.holes))


#: what may separate the parts of an implicitly concatenated literal
_GAP = re.compile(r"(?:[ \t\f\r\n]+|#[^\r\n]*|\\(?:\r\n|\r|\n))*")
_OPENING = re.compile(r"""([rRbBuUfF]{0,2})('''|\"\"\"|'|")""")
#: the rest of a string token after its opening quote (a backslash always takes the character
#: after it, even in raw strings: ``r"\""`` is one token)
_BODY = {
    '"': re.compile(r'[^"\\\r\n]*(?:\\(?:\r\n|.)[^"\\\r\n]*)*"', re.DOTALL),
    "'": re.compile(r"[^'\\\r\n]*(?:\\(?:\r\n|.)[^'\\\r\n]*)*'", re.DOTALL),
    '"""': re.compile(r'[^"\\]*(?:(?:\\.|"(?!""))[^"\\]*)*"""', re.DOTALL),
    "'''": re.compile(r"[^'\\]*(?:(?:\\.|'(?!''))[^'\\]*)*'''", re.DOTALL),
}
#: how deep replacement fields may nest in one another (``f"{a:{b:{c}}}"``)
_MAX_FIELD_DEPTH = 8

#: a string token of a literal: (start, end, None) for a plain one; for an f-string, its parts
#: as (kind, start, end) with kinds as :func:`decode_parts` takes them
Token = tuple[int, int, "list[tuple[str, int, int]] | None"]


def string_tokens(source: str, start: int, end: int) -> list[Token] | None:
    """The string tokens making up the literal written at ``source[start:end]`` (several for
    implicit concatenation, with blanks, comments and line continuations between them); None
    when that range is not a sequence of complete string tokens.

    CPython's parser gives one node for a concatenated literal, and before Python 3.12 no
    reliable positions for the inside of an f-string, so the pieces are found in the text."""
    out: list[Token] = []
    at = start
    while True:
        gap = _GAP.match(source, at, end)
        at = gap.end() if gap else at
        if at >= end:
            return out or None
        opening = _OPENING.match(source, at, end)
        if opening is None:
            return None
        prefix, quote = opening.group(1).lower(), opening.group(2)
        if "f" in prefix:
            found = _fstring(source, opening.end(), end, quote, "r" in prefix, 0)
            if found is None:
                return None
            stop, parts = found
            out.append((at, stop, [("start", at, opening.end()), *parts]))
        else:
            body = _BODY[quote].match(source, opening.end(), end)
            if body is None:
                return None
            stop = body.end()
            out.append((at, stop, None))
        at = stop


def _fstring(source: str, at: int, end: int, quote: str, raw: bool, depth: int
             ) -> tuple[int, list[tuple[str, int, int]]] | None:
    """(end, parts) of the f-string whose contents begin at ``at``."""
    parts: list[tuple[str, int, int]] = []
    literal = at
    while at < end:
        if source.startswith(quote, at):
            if at > literal:
                parts.append(("string", literal, at))
            parts.append(("end", at, at + len(quote)))
            return at + len(quote), parts
        ch = source[at]
        if ch == "\\":
            if not raw and source.startswith("N{", at + 1):
                close = source.find("}", at + 3, end)
                at = close + 1 if close >= 0 else at + 2
            else:
                at += 2
            continue
        if ch == "{":
            if source.startswith("{{", at):
                at += 2
                continue
            if at > literal:
                parts.append(("string", literal, at))
            stop = _field_end(source, at, end, depth)
            if stop is None:
                return None
            parts.append(("field", at, stop))
            at = literal = stop
            continue
        if ch in "\r\n" and len(quote) == 1:
            return None
        at += 2 if source.startswith("}}", at) else 1
    return None


def _field_end(source: str, at: int, end: int, depth: int) -> int | None:
    """The index after the ``}`` closing the replacement field whose ``{`` is at ``at``
    (brackets counted, strings inside the field skipped)."""
    if depth >= _MAX_FIELD_DEPTH:
        return None
    level = 0
    while at < end:
        ch = source[at]
        if ch in "([{":
            level += 1
        elif ch in ")]}":
            level -= 1
            if level == 0:
                return at + 1
        elif ch in "'\"":
            opening = _OPENING.match(source, at, end)
            if opening is None:
                return None
            body = _BODY[opening.group(2)].match(source, opening.end(), end)
            if body is None:
                return None
            at = body.end()
            continue
        at += 1
    return None


def field_expression(source: str, start: int, end: int) -> tuple[int, int] | None:
    """The range of the expression in the replacement field ``source[start:end]`` (``{`` to
    ``}``): without its ``=`` (``f"{x=}"``), ``!`` conversion and ``:`` format spec."""
    at = start + 1
    level = 0
    stop = end - 1
    while at < stop:
        ch = source[at]
        if ch in "([{":
            level += 1
        elif ch in ")]}":
            level -= 1
        elif ch in "'\"":
            opening = _OPENING.match(source, at, stop)
            body = _BODY[opening.group(2)].match(source, opening.end(), stop) if opening else None
            if body is None:
                return None
            at = body.end()
            continue
        elif level == 0 and (ch == ":" or (ch == "!" and not source.startswith("!=", at))):
            break
        at += 1
    expression = source[start + 1:at].rstrip()
    if expression.endswith("=") and not expression.endswith(("==", "!=", "<=", ">=")):
        expression = expression[:-1]
    if not expression.strip():
        return None
    return start + 1, start + 1 + len(expression)


def escape_for(piece: Piece, text: str) -> str | None:
    """``text`` written so that ``piece`` decodes it back to itself, or None when that cannot
    be done in place (a quote or backslash in a raw string, a line break in a one-line string,
    a brace in an f-string). A piece without quotes (a keyword argument's name, a number) is
    written verbatim, so it takes only text that reads back as one such token."""
    if not piece.quote:
        return text if _bare_token(text) else None
    if piece.fstring and ("{" in text or "}" in text):
        return None
    if len(piece.quote) == 1 and ("\n" in text or "\r" in text):
        return None
    if piece.raw:
        if "\\" in text or piece.quote[0] in text:
            return None
        return text
    out = text.replace("\\", "\\\\")
    if len(piece.quote) == 1:
        out = out.replace(piece.quote, "\\" + piece.quote)
    elif piece.quote in out or out.endswith(piece.quote[0]):
        out = out.replace(piece.quote[0], "\\" + piece.quote[0])
    return out


_NUMBER = re.compile(r"(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?")


def _bare_token(text: str) -> bool:
    """Whether ``text`` can stand unquoted where a name or number was: an identifier that is not
    a keyword (``xarguments=`` -> ``arguments=``), or a plain decimal number."""
    if text.isidentifier():
        return not keyword.iskeyword(text)
    return _NUMBER.fullmatch(text) is not None
