"""Absolute and relative time literals written as strings: ``absTime("2003-01-25T09:00:00-06:00")``
and ``relTime("1+02:03:04")``.

The library converts such a call at *parse* time when its only argument is a string literal,
and a string it cannot read is a syntax error. These readers follow its rules (which are
lenient: any non-digits separate the date fields) so the parser, the linter and the builtins can
share them. Both return None for text the library rejects.
"""
from __future__ import annotations

import re
import time as _time

from ..values import AbsTime, RelTime
from ...raw_bytes import RAW

_SPACE = " \t\n\v\f\r"
_DIGITS = "0123456789"


def _atoi(s: str) -> int:
    """C ``atoi`` on a short field: optional sign and leading digits, else 0."""
    s = s.lstrip(_SPACE)
    sign = 1
    if s[:1] in "+-":
        sign = -1 if s[0] == "-" else 1
        s = s[1:]
    n = 0
    for ch in s:
        if ch not in _DIGITS:
            break
        n = n * 10 + ord(ch) - 48
    return sign * n


def _zone(text: str) -> tuple[str, int | None]:
    """Strip a trailing zone (``Z``, ``+hhmm``, ``+hh:mm``); return the rest and the offset."""
    i = len(text) - 1
    while i >= 0 and text[i] in _SPACE:
        i -= 1
    if i > 0 and text[i] in "zZ":
        return text[:i] + text[i + 1:], 0
    n = len(text)
    if n > 6 and text[n - 6] in "+-" and text[n - 3] == ":":
        text = text[:n - 3] + text[n - 2:]
        n -= 1
    elif not (n > 5 and text[n - 5] in "+-"):
        return text, None
    tail = text[n - 5:]
    if tail[0] in "+-" and all(c in _DIGITS for c in tail[1:]):
        sign = -1 if tail[0] == "-" else 1
        return text[:n - 5], sign * (int(tail[1:3]) * 3600 + int(tail[3:5]) * 60)
    return text, None


def _as_bytes(text: str) -> str:
    """The text's UTF-8 bytes, one character per byte: the library's readers index bytes, so a
    non-ASCII character counts as two or more (``absTime("9éa")`` has the four the year needs)."""
    return text.encode("utf-8", RAW).decode("latin-1")


#: the complete ISO layout (after the zone is stripped): every field read as the general path
#: reads it (two- and four-digit fields, one separator between them, nothing after)
_FULL_LAYOUT = re.compile(r"([0-9]{4})-([0-9]{2})-([0-9]{2})T([0-9]{2}):([0-9]{2}):([0-9]{2})")


def parse_abstime(text: str) -> AbsTime | None:
    """``yyyy-mm-ddThh:mm:ss[zone]`` and looser variants; fields may be left off from the end.
    Without a zone the local zone of the process applies."""
    body, offset = _zone(_as_bytes(text))
    full = _FULL_LAYOUT.fullmatch(body)
    if full is not None:  # the usual spelling: the fields directly
        year, month, day, hour, minute, sec = map(int, full.groups())
        return _from_fields(year, month - 1, day, hour, minute, sec, offset)
    return _read_fields(body, offset)


def _read_fields(body: str, offset: int | None) -> AbsTime | None:
    """:func:`parse_abstime` of any layout: fields found as the library finds them."""
    n = len(body)
    i = 0

    def skip(j: int) -> int:
        while j < n and body[j] not in _DIGITS:
            j += 1
        return j

    i = skip(i)
    if i > n - 4:
        return None
    # year, month (0-based), day, hour, minute, second; absent fields stay 0 as in the
    # library's zeroed struct tm (so a missing day means the last day of the month before)
    fields = [_atoi(body[i:i + 4]), 0, 0, 0, 0, 0]
    i += 4
    for k in range(1, 6):
        i = skip(i)
        if i <= n - 2:
            fields[k] = _atoi(body[i:i + 2]) - (1 if k == 1 else 0)
            i += 2
    i = skip(i)
    if i <= n - 1 and body[i] in _DIGITS:
        return None
    return _from_fields(*fields, offset)


def _from_fields(year: int, month0: int, day: int, hour: int, minute: int, sec: int,
                 offset: int | None) -> AbsTime | None:
    # the library: mktime() of the fields as local standard time, then shifted by the zone's
    # standard offset at that instant, so the fields end up read as UTC (an hour off inside a
    # DST gap, as in the library)
    try:
        secs = int(_time.mktime((year, month0 + 1, day, hour, minute, sec, 0, 0, 0)))
        tm = _time.localtime(secs)
    except (OverflowError, ValueError, OSError):
        return None
    if offset is None:
        offset = int(tm.tm_gmtoff)
    secs += int(tm.tm_gmtoff) - (3600 if tm.tm_isdst > 0 else 0)
    return AbsTime(secs - offset, offset)


def parse_reltime(text: str) -> RelTime | None:
    """``[-][days+][hh:][mm:]ss[.fff]``, also with d/h/m/s unit letters."""
    text = _as_bytes(text)
    i = len(text) - 1

    def back_space(j: int) -> int:
        while j >= 0 and text[j] in _SPACE:
            j -= 1
        return j

    def back_digits(j: int) -> tuple[int, str]:
        end = j
        while j >= 0 and text[j] in _DIGITS:
            j -= 1
        return j, text[j + 1:end + 1]

    def as_int(digits: str) -> int:
        if not digits:
            return 0
        n = int(digits)
        return n if n < (1 << 31) else 0

    secs = 0.0
    i = back_space(i)
    if i >= 0 and (text[i] in "sS" or text[i] in _DIGITS):
        if text[i] in "sS":
            i -= 1
        i = back_space(i)
        i, digits = back_digits(i)
        if i >= 0 and text[i] == ".":
            i, whole = back_digits(i - 1)
            digits = whole + "." + digits
        try:
            secs = float(digits) if digits not in ("", ".") else 0.0
        except ValueError:
            secs = 0.0
    parts = []
    for letters in ("mM:", "hH:", "dD+"):
        i = back_space(i)
        value = 0
        if i >= 0 and text[i] in letters:
            i = back_space(i - 1)
            i, digits = back_digits(i)
            value = as_int(digits)
        parts.append(value)
    mins, hrs, days = parts
    i = back_space(i)
    negative = False
    if i >= 0 and text[i] == "-":
        negative = True
        i -= 1
    i = back_space(i)
    if i >= 0:
        return None
    total = days * 86400 + hrs * 3600 + mins * 60 + secs
    return RelTime(-total if negative else total)
