"""ClassAds from HTCondor's JSON form (``condor_status -json``, ``condor_q -json``).

HTCondor writes an ad as a JSON object: numbers, booleans and strings as themselves, undefined
as ``null``, lists as arrays, nested ads as objects, and every other expression as a string
``"\\/Expr(<expression>)\\/"``. Its reader takes a string as an expression only when the raw
text between the quotes starts and ends with the escaped slash ``\\/`` and, once unescaped,
reads ``/Expr(...)/`` (``Expr`` in any case); ``"/Expr(x)/"`` is a plain string. The expression
is then parsed whole, in new syntax. A whole file is an array of such objects, one object, or
one object per line.

Python's C JSON decoder does the work when it cannot tell the difference: the escaped slashes
that open and close a string are first marked (``"\\/`` becomes ``"\\u0001\\/`` and ``\\/"``
becomes ``\\/\\u0002"``) so the decoded string still shows how its text was written. Input
where that marking could be wrong, or where HTCondor's own unescaping differs from JSON's
(``\\u`` escapes above U+007F, which the library encodes oddly), goes through a slower
reader that looks at every string's raw text.
"""
from __future__ import annotations

import json
import json.scanner
import re
from collections.abc import Callable, Iterable
from operator import itemgetter

from .ad import ClassAd
from .ast import Expr, ListExpr, Literal, RecordExpr
from .lazyad import IdentityPair, LazyAd, ValueParser, Table, literal, scalar_text
from .parser import ClassAdSyntaxError, parse_expr
from .values import UNDEFINED
from ..raw_bytes import RAW

__all__ = ["read_json", "JsonAdError"]

_INT64_MIN, _INT64_MAX = -(1 << 63), (1 << 63) - 1

_START_MARK, _END_MARK = "\x01", "\x02"
#: raw text the marking could misread: an escaped quote before "\/", an escaped backslash before
#: a closing "/", the marker escapes themselves, and \u escapes the library unescapes its own way
_HAZARDS = re.compile(r'\\"\\/|\\\\/"|\\u000[12]|\\u(?!00[0-7][0-9a-fA-F])')
_EXPR_PREFIX = "/expr("
#: nesting of arrays and objects accepted (the C decoder has its own, far higher, limit)
MAX_NESTING = 200


class JsonAdError(ValueError):
    """Text that is not HTCondor's JSON form of ClassAds."""


class _Expression(str):
    """A string value whose raw text was an ``\\/Expr(...)\\/`` quoted expression (its text)."""

    __slots__ = ()


# -- decoding ----------------------------------------------------------------------------------------

def _unmark(value: str) -> str:
    if value[:1] == _START_MARK or value[-1:] == _END_MARK:
        inner = value[1:] if value[:1] == _START_MARK else value
        inner = inner[:-1] if inner[-1:] == _END_MARK else inner
        if value[:1] == _START_MARK and value[-1:] == _END_MARK and len(inner) >= 2:
            return _expression_or_string(inner)
        return inner
    return value


def _expression_or_string(unescaped: str) -> str:
    """The library's test, on a string whose raw text began and ended with ``\\/``."""
    if unescaped[:6].lower() == _EXPR_PREFIX and unescaped.endswith(")/") and len(unescaped) >= 8:
        return _Expression(unescaped[6:-2])
    return unescaped


def _refuse_constant(name: str) -> object:
    raise JsonAdError(f"{name} is not a JSON value HTCondor writes")


class _Object(list):
    """The (name, value) pairs of a JSON object, told apart from an array."""

    __slots__ = ()


def _unmark_name(name: str) -> str:
    """An object member name without the marks (names are never expressions)."""
    if name[:1] == _START_MARK:
        name = name[1:]
    return name[:-1] if name[-1:] == _END_MARK else name


def _fast_loads(text: str) -> object:
    marked = text.replace('"\\/', '"\\u0001\\/').replace('\\/"', '\\/\\u0002"')
    return json.loads(marked, strict=False, object_pairs_hook=_Object, parse_constant=_refuse_constant)


_SIMPLE = {'"': '"', "b": "\b", "f": "\f", "n": "\n", "r": "\r", "t": "\t", "\\": "\\"}


def _library_unescape(raw: str) -> str:
    """A JSON string's raw text unescaped as the library does it (``convert_escapes_json``):
    unknown escapes drop the backslash, and ``\\uXXXX`` above U+007F becomes the bytes the
    library computes (it means UTF-8 but masks with the wrong constants)."""
    data = raw.encode("utf-8", RAW)
    out = bytearray()
    i, n = 0, len(data)
    while i < n:
        ch = data[i]
        if ch == 0x5C and i < n - 1:
            i += 1
            esc = chr(data[i])
            if esc == "u":
                digits = data[i + 1:i + 5].decode("ascii", "replace")
                if len(digits) < 4 or i + 4 >= n or not all(c in "0123456789abcdefABCDEF" for c in digits):
                    raise JsonAdError(f"bad \\u escape in {raw[:40]!r}")
                number = int(digits, 16)
                i += 5
                if number == 0:
                    raise JsonAdError("a string holds a NUL character")
                if number >= 0x800:
                    out += bytes(((number >> 12) & 0xFF, ((number >> 6) | 0x11) & 0xFF, (number | 0x11) & 0xFF))
                elif number >= 0x80:
                    out += bytes(((number >> 6) & 0xFF, number & 0x11))
                else:
                    out.append(number)
                continue
            out += _SIMPLE.get(esc, esc).encode("latin-1") if esc in _SIMPLE else bytes((data[i],))
            i += 1
            continue
        out.append(ch)
        i += 1
    return out.decode("utf-8", "surrogateescape")


def _string_end(s: str, start: int) -> int:
    """Index of the quote closing the string whose text starts at ``start``."""
    i = start
    while True:
        q = s.find('"', i)
        if q < 0:
            raise JsonAdError("unterminated string")
        backslashes = 0
        j = q - 1
        while j >= start and s[j] == "\\":
            backslashes += 1
            j -= 1
        if backslashes % 2 == 0:
            return q
        i = q + 1


def _exact_loads(text: str) -> object:
    """JSON decoding that looks at every string value's raw text (slow, exact)."""
    decoder = json.JSONDecoder(strict=False, object_pairs_hook=_Object, parse_constant=_refuse_constant)

    def parse_string(s: str, start: int, strict: bool = False) -> tuple[str, int]:
        end = _string_end(s, start)
        raw = s[start:end]
        value = _library_unescape(raw)
        if len(raw) >= 4 and raw.startswith("\\/") and raw.endswith("\\/"):
            value = _expression_or_string(value)
        return value, end + 1

    decoder.parse_string = parse_string  # type: ignore[attr-defined]
    decoder.scan_once = json.scanner.py_make_scanner(decoder)  # type: ignore[attr-defined]
    return decoder.decode(text)


def _loads(text: str) -> tuple[object, bool]:
    """The decoded document, and whether its strings still carry the marks of the fast path."""
    try:
        if _HAZARDS.search(text):
            return _exact_loads(text), False
        return _fast_loads(text), True
    except RecursionError:
        raise JsonAdError("nested too deeply") from None
    except json.JSONDecodeError as err:
        raise JsonAdError(f"line {err.lineno}: {err.msg}") from None


# -- JSON values to ClassAd expressions ---------------------------------------------------------------

def _number(value: int) -> int:
    return value if _INT64_MIN <= value <= _INT64_MAX else 0  # the library's conversion fails to 0


def _to_expr(value: object, parse: Callable[[str], Expr], marked: bool, depth: int = 0) -> Expr:
    """A decoded JSON value as the library builds it (expressions through ``parse``)."""
    if depth > MAX_NESTING:
        raise JsonAdError("lists and nested ads nested too deeply")
    t = type(value)
    if t is str and marked:
        value = _unmark(value)  # type: ignore[arg-type]
        t = type(value)
    if t is _Expression:
        return parse(value)  # type: ignore[arg-type]
    if t is str:
        if "\x00" in value:  # type: ignore[operator]
            raise JsonAdError("a string holds a NUL character")
        return literal(value)
    if t is bool or t is float:
        return literal(value)
    if t is int:
        return literal(_number(value))  # type: ignore[arg-type]
    if value is None:
        return literal(UNDEFINED)
    if t is _Object:
        return RecordExpr(_record_attrs(value, parse, marked, depth + 1))  # type: ignore[arg-type]
    if t is list:
        return ListExpr(tuple(_to_expr(v, parse, marked, depth + 1) for v in value))  # type: ignore[union-attr]
    raise JsonAdError(f"unexpected JSON value {value!r}")


def _record_attrs(pairs: list[tuple[str, object]], parse: Callable[[str], Expr], marked: bool,
                  depth: int) -> tuple:
    ad = ClassAd()  # repeated names: first spelling, last value, as inserting into an ad does
    for name, value in pairs:
        ad.set(_unmark_name(name) if marked else name, _to_expr(value, parse, marked, depth))
    return tuple(ad.items())


def _objects(loaded: tuple[object, bool]) -> list[tuple[_Object, bool]]:
    decoded, marked = loaded
    if type(decoded) is _Object:
        return [(decoded, marked)]  # type: ignore[list-item]
    if type(decoded) is list:
        objects = []
        for number, item in enumerate(decoded, 1):  # type: ignore[arg-type]
            if type(item) is not _Object:
                raise JsonAdError(f"item {number} of the array is not an object (an ad)")
            objects.append((item, marked))
        return objects
    raise JsonAdError("expected an array of objects, or objects")


def _decode(text: str) -> list[tuple[_Object, bool]]:
    """The objects of a file: one JSON document, or one object per line."""
    try:
        return _objects(_loads(text))
    except JsonAdError as whole:
        lines = [(n, line) for n, line in enumerate(text.split("\n"), 1) if line.strip()]
        if len(lines) < 2 or not all(line.lstrip().startswith("{") for _, line in lines):
            raise whole from None
        objects = []
        for number, line in lines:
            try:
                objects.extend(_objects(_loads(line)))
            except JsonAdError as err:
                raise JsonAdError(f"line {number}: {err}") from None
        return objects


class JsonTable(Table):
    """The attributes of an ad read from JSON, kept as the decoder gave them: a value becomes
    ClassAd text (a scalar's literal, an expression's text) or, for a list or a nested ad, an
    expression, when it is first looked up. ``marked``: the strings carry the fast decoder's
    marks."""

    __slots__ = ("entries", "marked")

    def __init__(self, entries: dict[str, tuple[str, object]], parser: ValueParser, marked: bool) -> None:
        super().__init__(parser)
        self.entries = entries
        self.marked = marked

    def _raw_base(self, key: str) -> object:
        hit = self.entries.get(key)
        if hit is None:
            return None
        spelling, value = hit
        t = type(value)
        if t is str and self.marked and (value[:1] == _START_MARK or value[-1:] == _END_MARK):  # type: ignore[index]
            value = _unmark(value)  # type: ignore[arg-type]
            t = type(value)
        if t is _Expression:
            return str.__str__(value)  # type: ignore[arg-type]
        if t is str or t is bool or t is float or value is None:
            text = scalar_text(UNDEFINED if value is None else value)
            if text is not None:
                return text
        elif t is int:
            return str(_number(value))  # type: ignore[arg-type]
        elif t is IdentityPair:
            return value
        pair = IdentityPair((spelling, self._built(spelling, value)))
        self.entries[key] = (spelling, pair)
        return pair

    def _built(self, spelling: str, value: object) -> Expr:
        """A list, nested ad or special real as an expression (an error literal, noted, when
        it holds what the library refuses)."""
        try:
            return _to_expr(value, _parse_nested, self.marked)
        except (JsonAdError, ClassAdSyntaxError, RecursionError) as err:
            return self.parser.failed(spelling, repr(value)[:60], str(err))

    def _spelling(self, key: str) -> str:
        hit = self.entries.get(key)
        return hit[0] if hit is not None else self._layered_spelling(key)

    def _base_keys(self) -> Iterable[str]:
        return self.entries.keys()


def _parse_nested(source: str) -> Expr:
    try:
        return parse_expr(source)
    except ClassAdSyntaxError as err:
        raise JsonAdError(f"expression {source[:60]!r} does not parse: {err.message}") from None


def _entries(obj: list[tuple[str, object]], marked: bool) -> dict[str, tuple[str, object]]:
    """Lower-cased name -> (spelling, value) of one object; a repeated name keeps its first
    spelling and its last value, as inserting into an ad does."""
    names = list(map(itemgetter(0), obj))
    if marked and ("\x01" in "".join(names) or "\x02" in "".join(names)):
        names = [_unmark_name(n) for n in names]
        obj = list(zip(names, map(itemgetter(1), obj)))
    entries = dict(zip(map(str.lower, names), obj))
    if len(entries) != len(obj):
        entries = {}
        for name, value in obj:
            old = entries.get(name.lower())
            entries[name.lower()] = (old[0] if old is not None else name, value)
    return entries


def read_json(text: str) -> tuple[list[ClassAd], ValueParser]:
    """The ads of a JSON file, as lazy ads (values converted when first looked up). Raises
    :class:`~.adfiles.AdFileError` for text that is not such a file."""
    from .adfiles import AdFileError

    parser = ValueParser("new")
    try:
        return [LazyAd(JsonTable(_entries(obj, marked), parser, marked)) for obj, marked in _decode(text)], parser
    except JsonAdError as err:
        raise AdFileError(str(err)) from None
