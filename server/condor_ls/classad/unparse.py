"""AST and values back to ClassAd text, spelled exactly as the library's unparsers spell it.

Three printers exist in the library and each has a twin here:

* the canonical one-line form (``repr()`` of a classad2 ExprTree or ClassAd): :func:`unparse`,
  :func:`unparse_value`, :func:`unparse_ad_new`;
* the old-ClassAd form (``printOld()``: one ``Name = value`` line per attribute, ``=?=``
  spelled out, fewer string escapes, shorter reals): :func:`unparse_ad_old` and ``old=True``;
* the indented "pretty" form (``str()`` of an ExprTree or ClassAd): :func:`unparse_pretty`,
  :func:`unparse_ad_pretty`.

Parentheses are never added or removed: the AST keeps the ones the source had, as the
library does. Record attributes print in the library's storage order (shorter names first,
then case-insensitively). The printer works from an explicit stack, so arbitrarily deep trees
cannot exhaust Python's recursion limit.
"""
from __future__ import annotations

import math
import re
import time
from dataclasses import dataclass
from typing import Iterable, Union

from .ad import ClassAd
from .ast import (
    AttrRef,
    Binary,
    Call,
    Elvis,
    Expr,
    ListExpr,
    Literal,
    Paren,
    RecordExpr,
    Subscript,
    Ternary,
    Unary,
)
from .values import AbsTime, ErrorValue, ListValue, RelTime, Undefined, Value
from ..raw_bytes import RAW

__all__ = [
    "unparse",
    "unparse_pretty",
    "unparse_value",
    "unparse_result",
    "unparse_ad_new",
    "unparse_ad_old",
    "unparse_ad_pretty",
    "quote_string",
    "quote_name",
    "real_text",
    "abstime_text",
    "reltime_text",
    "library_order",
]

# Binary operators as the library prints them. The old-ClassAd printer spells the meta
# comparisons with symbols; the new one uses the keywords.
_BINARY_TEXT = {
    "<": " < ", "<=": " <= ", "!=": " != ", "==": " == ", ">=": " >= ", ">": " > ",
    "=?=": " is ", "=!=": " isnt ", "+": " + ", "-": " - ", "*": " * ", "/": " / ",
    "%": " % ", "||": " || ", "&&": " && ", "|": " | ", "^": " ^ ", "&": " & ",
    "<<": " << ", ">>": " >> ", ">>>": " >>> ",
}
_OLD_BINARY_TEXT = {**_BINARY_TEXT, "=?=": " =?= ", "=!=": " =!= "}

# Names the printer always quotes (compared case-insensitively).
_RESERVED_NAMES = frozenset({"error", "false", "is", "isnt", "parent", "true", "undefined"})

# Characters with a named escape in new-syntax strings.
_NAMED_ESCAPES = {7: "\\a", 8: "\\b", 12: "\\f", 10: "\\n", 13: "\\r", 9: "\\t", 11: "\\v", 0x5C: "\\\\"}

# Text needing no escape in new syntax: printable ASCII other than the backslash.
_PRINTABLE = re.compile(r"[\x20-\x5b\x5d-\x7e]*\Z")

_RECORD_INDENT = 4
_LIST_INDENT = 3


# ---------------------------------------------------------------------------------------------
# scalars


def _escape(text: str, delimiter: str, old: bool) -> str:
    """The body of a quoted token: the delimiter always escaped; in new syntax also the control
    characters, the backslash, and every byte outside printable ASCII (as 3-digit octal).
    Old syntax passes everything else through as it is."""
    if delimiter not in text and (old or _PRINTABLE.match(text)):
        return text  # the common case: nothing to escape
    delim = ord(delimiter)
    out = bytearray()
    for byte in text.encode("utf-8", RAW):
        if byte == delim:
            out += b"\\" + bytes([byte])
        elif old or 0x20 <= byte < 0x7F and byte != 0x5C:
            out.append(byte)
        elif byte in _NAMED_ESCAPES:
            out += _NAMED_ESCAPES[byte].encode()
        else:
            out += f"\\{byte:03o}".encode()
    return out.decode("utf-8", "surrogateescape")


def quote_string(text: str, *, old: bool = False) -> str:
    """A string literal's source text."""
    return '"' + _escape(text, '"', old) + '"'


def _is_plain_name(text: str) -> bool:
    if not text or not (text[0].isascii() and (text[0].isalpha() or text[0] == "_")):
        return False
    return all(c.isascii() and (c.isalnum() or c == "_") for c in text[1:])


def quote_name(name: str, *, old: bool = False) -> str:
    """An attribute name as printed: bare when it is a plain identifier and not reserved,
    otherwise single-quoted with escapes."""
    body = _escape(name, "'", old)
    if _is_plain_name(body) and body.lower() not in _RESERVED_NAMES:
        return body
    return "'" + body + "'"


def real_text(x: float, *, old: bool = False) -> str:
    """A real literal: ``%1.15E`` (new) or ``%.16G`` with ``.0`` when it looks integral (old);
    zeros keep their sign, and infinities and NaN print as ``real("...")`` calls."""
    if x == 0.0:
        return "-0.0" if math.copysign(1.0, x) < 0 else "0.0"
    if math.isnan(x):
        return 'real("NaN")'
    if math.isinf(x):
        return 'real("-INF")' if x < 0 else 'real("INF")'
    if not old:
        return f"{x:.15E}"
    text = f"{x:.16G}"
    if not any(c in text for c in ".Ee"):
        text += ".0"
    return text


def abstime_text(t: AbsTime) -> str:
    """``YYYY-MM-DDTHH:MM:SS±hh:mm`` in the value's own zone (a zero offset prints ``-00:00``)."""
    offset = int(t.offset)
    try:
        stamp = time.strftime("%Y-%m-%dT%H:%M:%S", time.gmtime(int(t.secs) + offset))
    except (OverflowError, OSError, ValueError):
        stamp = "0000-00-00T00:00:00"
    sign = "+" if offset > 0 else "-"
    offset = abs(offset)
    return f"{stamp}{sign}{offset // 3600:02d}:{(offset // 60) % 60:02d}"


def _c_g(x: float) -> str:
    """C's ``%02g`` (glibc prints a NaN with its sign bit as ``-nan``)."""
    if x != x:
        return "-nan" if math.copysign(1.0, x) < 0 else "nan"
    return "%02g" % x


def _c_int(x: float) -> int:
    """C's ``(int)`` of a double on x86-64: out of range and NaN give INT_MIN."""
    if x != x or x >= 2147483648.0 or x <= -2147483649.0:
        return -(1 << 31)
    return int(x)


def _c_div_rem(a: int, b: int) -> tuple[int, int]:
    """C's ``a / b`` and ``a % b`` (truncating toward zero)."""
    q = abs(a) // b
    q = q if a >= 0 else -q
    return q, a - q * b


def reltime_text(secs: float) -> str:
    """``[-][D+]HH:MM:SS`` with leading zero fields dropped and fractions in ``%g``: the
    library's relTimeToString, C integer casts included, so that a value beyond the range of
    an ``int`` of seconds prints as the library prints it (``1e10`` as ``-24855+-3:-14:-8``:
    the cast gives INT_MIN and the fields come out negative)."""
    sign = ""
    if secs < 0:
        sign, secs = "-", -secs
    # floor(inf) is inf in C, and inf - inf is the x86 default NaN, whose sign bit is set
    fraction = secs - math.floor(secs) if math.isfinite(secs) else (secs if secs != secs else -math.nan)
    total = _c_int(secs)
    days, rest = _c_div_rem(total, 86400)
    hours, rest = _c_div_rem(rest, 3600)
    minutes, seconds = _c_div_rem(rest, 60)
    whole = fraction == 0
    sec = "%02d" % seconds if whole else _c_g(seconds + fraction)
    if days:
        return f"{sign}{days}+{hours:02d}:{minutes:02d}:{sec}"
    if hours:
        return f"{sign}{hours:02d}:{minutes:02d}:{sec}"
    if minutes:
        return f"{sign}{minutes:02d}:{sec}"
    return sign + sec


def value_reltime_text(secs: float) -> str:
    """A relative time *value* printed: the library first stores it as a literal of whole
    seconds (``MakeLiteral`` reads it through ``(int)``), as ``string()`` does, so fractions are
    dropped and values beyond an ``int`` print as INT_MIN seconds."""
    return reltime_text(float(_c_int(float(secs))))


def library_order(pairs: Iterable[tuple[str, Expr]]) -> list[tuple[str, Expr]]:
    """Attributes in the order the library stores (and so prints) them: by name length in
    bytes, then byte-wise ignoring ASCII case."""
    def key(pair: tuple[str, Expr]) -> tuple[int, bytes]:
        raw = pair[0].encode("utf-8", RAW)
        return len(raw), raw.lower()

    return sorted(pairs, key=key)


# ---------------------------------------------------------------------------------------------
# the printer


@dataclass(frozen=True, slots=True)
class _Val:
    """A runtime value waiting to be printed (plain ``str`` items are output text)."""

    value: object


@dataclass(frozen=True, slots=True)
class _Indent:
    delta: int


class _Newline:
    """A line break followed by the current indentation (pretty printer only)."""


_NEWLINE = _Newline()

_Item = Union[str, _Val, _Indent, _Newline, Expr]


class _Printer:
    def __init__(self, *, old: bool = False, pretty: bool = False) -> None:
        self.old = old
        self.pretty = pretty
        self.binary = _OLD_BINARY_TEXT if old else _BINARY_TEXT

    def run(self, root: _Item) -> str:
        out: list[str] = []
        indent = 0
        stack: list[_Item] = [root]
        while stack:
            item = stack.pop()
            if isinstance(item, str):
                out.append(item)
            elif isinstance(item, _Newline):
                out.append("\n" + " " * indent)
            elif isinstance(item, _Indent):
                indent += item.delta
            else:
                stack.extend(reversed(self.expand(item)))
        return "".join(out)

    def expand(self, item: _Item) -> list[_Item]:
        if isinstance(item, _Val):
            return self.value(item.value)
        handler = _EXPANDERS.get(type(item))
        if handler is None:
            return [f"<unknown {type(item).__name__}>"]
        return handler(self, item)

    # -- composite shapes shared by expressions and values -----------------------------------

    def list_items(self, items: tuple[_Item, ...] | list[_Item]) -> list[_Item]:
        if not self.pretty:
            body: list[_Item] = ["{ "]
            for i, e in enumerate(items):
                if i:
                    body.append(",")
                body.append(e)
            body.append(" }")
            return body
        body = [_Indent(_LIST_INDENT), _NEWLINE, "{", _Indent(_LIST_INDENT)]
        for i, e in enumerate(items):
            body.append(_NEWLINE)
            body.append(e)
            if i + 1 < len(items):
                body.append(",")
        body += [_Indent(-_LIST_INDENT), _NEWLINE, "}", _Indent(-_LIST_INDENT)]
        return body

    def record_items(self, attrs: Iterable[tuple[str, _Item]]) -> list[_Item]:
        ordered = library_order(attrs)  # type: ignore[arg-type]
        if not self.pretty:
            body: list[_Item] = ["[ "]
            for i, (name, e) in enumerate(ordered):
                if i:
                    body.append("; ")
                body.append(quote_name(name, old=self.old) + " = ")
                body.append(e)
            body.append(" ]")
            return body
        body = [_Indent(_RECORD_INDENT), _NEWLINE, "[", _Indent(_RECORD_INDENT)]
        for i, (name, e) in enumerate(ordered):
            body.append(_NEWLINE)
            body.append(quote_name(name) + " = ")
            body.append(e)
            if i + 1 < len(ordered):
                body.append("; ")
        body += [_Indent(-_RECORD_INDENT), _NEWLINE, "]", _Indent(-_RECORD_INDENT)]
        return body

    def value(self, v: object) -> list[_Item]:
        if isinstance(v, bool):
            return ["true" if v else "false"]
        if isinstance(v, int):
            return [str(v)]
        if isinstance(v, float):
            return [real_text(v, old=self.old)]
        if isinstance(v, str):
            return [quote_string(v, old=self.old)]
        if isinstance(v, Undefined):
            return ["undefined"]
        if isinstance(v, ErrorValue):
            return ["error"]
        if isinstance(v, AbsTime):
            return [f'absTime("{abstime_text(v)}")']
        if isinstance(v, RelTime):
            return [f'relTime("{reltime_text(v.secs)}")']
        if isinstance(v, ListValue):
            return self.list_items(v.items)
        if isinstance(v, ClassAd):
            return self.record_items(v.items())
        return [f"<unknown {type(v).__name__}>"]

    # -- expressions ---------------------------------------------------------------------------

    def literal(self, e: Literal) -> list[_Item]:
        if e.spelling is not None:
            return [e.spelling]
        return self.value(e.value)

    def attr_ref(self, e: AttrRef) -> list[_Item]:
        if e.base is not None:
            # The library prints a selected name raw, even one that would need quotes.
            return [e.base, "." + e.name]
        return [("." if e.absolute else "") + quote_name(e.name, old=self.old)]

    def unary(self, e: Unary) -> list[_Item]:
        return [" " + e.op, e.operand]

    def binary(self, e: Binary) -> list[_Item]:
        return [e.left, self.binary.get(e.op, f" {e.op} "), e.right]

    def ternary(self, e: Ternary) -> list[_Item]:
        return [e.cond, " ? ", e.then, " : ", e.else_]

    def elvis(self, e: Elvis) -> list[_Item]:
        return [e.left, " ?: ", e.right]

    def paren(self, e: Paren) -> list[_Item]:
        return ["(", e.expr, ")"]

    def subscript(self, e: Subscript) -> list[_Item]:
        return [e.base, "[", e.index, "]"]

    def call(self, e: Call) -> list[_Item]:
        body: list[_Item] = [e.name + "("]
        for i, arg in enumerate(e.args):
            if i:
                body.append(",")
            body.append(arg)
        body.append(")")
        return body

    def list_expr(self, e: ListExpr) -> list[_Item]:
        return self.list_items(e.items)

    def record_expr(self, e: RecordExpr) -> list[_Item]:
        return self.record_items(e.attrs)


_EXPANDERS = {
    Literal: _Printer.literal,
    AttrRef: _Printer.attr_ref,
    Unary: _Printer.unary,
    Binary: _Printer.binary,
    Ternary: _Printer.ternary,
    Elvis: _Printer.elvis,
    Paren: _Printer.paren,
    Subscript: _Printer.subscript,
    Call: _Printer.call,
    ListExpr: _Printer.list_expr,
    RecordExpr: _Printer.record_expr,
}


# ---------------------------------------------------------------------------------------------
# public printers


def unparse(expr: Expr, *, old: bool = False) -> str:
    """Canonical one-line text of an expression (``old=True``: as an old-ClassAd value)."""
    if type(expr) is Literal and expr.spelling is None:  # the printer's answer, without its stack
        value = expr.value
        kind = type(value)
        if kind is str:
            return quote_string(value, old=old)
        if kind is int:
            return str(value)
        if kind is bool:
            return "true" if value else "false"
    return _Printer(old=old).run(expr)


def unparse_pretty(expr: Expr) -> str:
    """The indented form ``str()`` of a classad2 ExprTree gives (records and lists on lines)."""
    return _Printer(pretty=True).run(expr)


def unparse_value(value: Value, *, old: bool = False) -> str:
    """Text of a runtime value (lists and records print their element expressions), as the
    library's unparser prints a ``Value`` (a relative time keeps its fraction)."""
    return _Printer(old=old).run(_Val(value))


def unparse_result(value: Value) -> str:
    """An evaluation's result as ``classad_eval`` prints it: ``repr()`` of the expression
    simplified to its value, which first turns the value into a literal (``MakeLiteral``).
    That differs from :func:`unparse_value` for relative times only: the literal holds whole
    seconds read through a C ``int`` (``relTime(-1.5)`` prints ``relTime("-01")``)."""
    if isinstance(value, RelTime):
        return f'relTime("{value_reltime_text(value.secs)}")'
    return unparse_value(value)


def unparse_ad_new(ad: ClassAd) -> str:
    """A whole ad in new syntax on one line: ``[ a = 1; b = 2 ]``."""
    return _Printer().run(_Val(ad))


def unparse_ad_pretty(ad: ClassAd) -> str:
    """A whole ad as ``str()`` of a classad2 ClassAd prints it (one attribute per line)."""
    return _Printer(pretty=True).run(_Val(ad))


def unparse_ad_old(ad: ClassAd) -> str:
    """A whole ad in old syntax, ``Name = value`` per line, each line ended by a newline."""
    printer = _Printer(old=True)
    lines = [quote_name(name, old=True) + " = " + printer.run(expr)
             for name, expr in library_order(ad.items())]
    return "\n".join(lines) + "\n"
