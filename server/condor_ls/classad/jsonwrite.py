"""ClassAds written in HTCondor's JSON form, as ``condor_q -json`` writes them.

This is ``ClassAdJsonUnParser`` (``src/classad/jsonSink.cpp``): literal numbers, booleans and
strings as JSON values, undefined as ``null``, list and record expressions as arrays and
objects (indented by two spaces a level), every other expression (and error, times, infinite
reals) as the string ``"\\/Expr(<new-syntax text>)\\/"``. Strings escape ``"`` and ``\\``, the
usual control characters by name and the other characters below 32 as ``\\u00XX``; everything
else, DEL and non-ASCII included, is written as it is. :func:`read_json` in :mod:`.adjson` reads
it back.
"""
from __future__ import annotations

import math
import re
from collections.abc import Iterable, Iterator

from .ad import ClassAd
from .ast import Expr, ListExpr, Literal, RecordExpr
from .sortedtext import SortedAdText
from .unparse import real_text, unparse, unparse_value
from .values import ERROR, UNDEFINED, AbsTime, RelTime

__all__ = ["unparse_ad_json", "ads_json", "ads_json_chunks"]

_NAMED = {'"': '\\"', "\\": "\\\\", "\b": "\\b", "\f": "\\f", "\n": "\\n", "\r": "\\r", "\t": "\\t"}
_ESCAPES = {chr(c): f"\\u00{c:02X}" for c in range(1, 32)}
_ESCAPES.update(_NAMED)


_NEEDS_ESCAPE = re.compile('[\x01-\x1f"\\\\]')


def _escape(text: str) -> str:
    if _NEEDS_ESCAPE.search(text) is None:
        return text
    return "".join(_ESCAPES.get(c, c) for c in text)


def _quoted_expr(text: str) -> str:
    return '"\\/Expr(' + _escape(text) + ')\\/"'


class _Writer:
    def __init__(self, oneline: bool) -> None:
        self.oneline = oneline
        self.indent = 0

    def _break(self) -> str:
        return "" if self.oneline else "\n" + " " * self.indent

    def expr(self, e: Expr) -> str:
        if isinstance(e, Literal):
            return self.value(e)
        if isinstance(e, ListExpr):
            self.indent += 2
            parts = [self._break() + self.expr(item) for item in e.items]
            self.indent -= 2
            return "[" + ",".join(parts) + self._break() + "]"
        if isinstance(e, RecordExpr):
            return self.record(e.attrs)
        return _quoted_expr(unparse(e))

    def value(self, lit: Literal) -> str:
        v = lit.value
        if isinstance(v, bool):
            return "true" if v else "false"
        if isinstance(v, int):
            return str(v)
        if isinstance(v, float):
            if math.isnan(v) or math.isinf(v):
                return _quoted_expr(real_text(v))
            return real_text(v, old=True)
        if isinstance(v, str):
            return '"' + _escape(v) + '"'
        if v is UNDEFINED:
            return "null"
        if v is ERROR:
            return _quoted_expr("error")
        if isinstance(v, (AbsTime, RelTime)):
            return _quoted_expr(unparse_value(v))
        return _quoted_expr(unparse(lit))

    def record(self, attrs: Iterable[tuple[str, Expr]]) -> str:
        self.indent += 2
        parts = [self._break() + '"' + _escape(name) + '": ' + self.expr(e) for name, e in attrs]
        self.indent -= 2
        return "{" + ",".join(parts) + self._break() + "}"


def unparse_ad_json(ad: ClassAd, *, oneline: bool = False, sort: bool = True) -> str:
    """One ad as a JSON object (attributes sorted by name regardless of case, as the tools
    print them, unless ``sort`` is False)."""
    items = list(ad.items())
    if sort:
        items.sort(key=lambda item: item[0].lower())
    return _Writer(oneline).record(items)


#: the text before each attribute's value, by name (names repeat from ad to ad)
_PREFIXES: dict[str, str] = {}


def _member(name: str, e: Expr) -> str:
    """One attribute of a top-level ad: its line break and indent, name and value."""
    prefix = _PREFIXES.get(name)
    if prefix is None:
        if len(_PREFIXES) > 10_000:
            _PREFIXES.clear()
        prefix = _PREFIXES[name] = '\n  "' + _escape(name) + '": '
    if type(e) is Literal:  # most of a proc's own values: no writer
        value = e.value
        kind = type(value)
        if kind is str and _NEEDS_ESCAPE.search(value) is None:
            return prefix + '"' + value + '"'
        if kind is int:
            return prefix + str(value)
    writer = _Writer(False)
    writer.indent = 2
    return prefix + writer.expr(e)


def ads_json(ads: Iterable[ClassAd]) -> str:
    """Several ads as ``condor_q -json`` writes them: ``[``, the ads separated by ``,`` lines,
    ``]``; no ads at all write nothing."""
    return "".join(ads_json_chunks(ads))


def ads_json_chunks(ads: Iterable[ClassAd]) -> Iterator[str]:
    """:func:`ads_json`'s text one ad at a time, so a writer streams a million ads without
    holding them (or their text) all at once. Ads derived from a shared base (a cluster's
    procs) reuse the base's text (:class:`.sortedtext.SortedAdText`)."""
    body = SortedAdText(_member, ",")
    first = True
    for ad in ads:
        yield ("[\n{" if first else ",\n{") + body.text(ad) + "\n}\n"
        first = False
    if not first:
        yield "]\n"
