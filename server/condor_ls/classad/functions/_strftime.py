"""A C-locale ``strftime`` over raw broken-down fields, as glibc formats them.

``formatTime`` hands the C library fields that need not be a valid date (a record may say
``Day = 0`` or ``Month = 13``); Python's own strftime normalises or rejects those, so we format
the fields ourselves: names out of range print as ``?``, numbers print as given.
"""
from __future__ import annotations

import functools
import time as _time
from dataclasses import dataclass

_DAYS = ("Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday")
_MONTHS = ("January", "February", "March", "April", "May", "June", "July", "August",
           "September", "October", "November", "December")

#: composite conversions and what they expand to in the C locale
_COMPOSITE: dict[str, str] = {
    "c": "%a %b %e %H:%M:%S %Y",
    "D": "%m/%d/%y",
    "x": "%m/%d/%y",
    "X": "%H:%M:%S",
    "F": "%Y-%m-%d",
    "r": "%I:%M:%S %p",
    "R": "%H:%M",
    "T": "%H:%M:%S",
    "h": "%b",
}

OUTPUT_LIMIT = 1023  # the library formats into a 1024-byte buffer


@dataclass
class Fields:
    """``struct tm`` as the library fills it: mon is 0-based, year is the full year."""

    year: int
    mon: int
    mday: int
    hour: int = 0
    min: int = 0
    sec: int = 0
    wday: int = 0
    yday: int = 0
    gmtoff: int = 0
    #: the instant being formatted, if known: glibc names the zone (%Z) after the last local
    #: time conversion, and the library converts this instant just before formatting
    when: int | None = None


def standard_zone_name(when: int | None = None) -> str:
    """The C library's ``tzname[0]`` (what glibc prints for %Z when the struct has no zone).
    glibc updates it on each local-time conversion (a zone's standard abbreviation can change
    over the years), so convert ``when`` first, as the library will have. Python's
    ``time.tzname`` is derived differently and disagrees for a few zones."""
    names = _c_tzname()
    if names is not None:
        try:
            _time.localtime(when)  # the C localtime() refreshes tzname for that instant
        except (OverflowError, OSError, ValueError):
            pass
        name = names[0]
        if name:
            return name.decode("utf-8", "replace")
    return _time.tzname[0]


@functools.lru_cache(maxsize=1)
def _c_tzname():
    """The C library's ``tzname`` array, or None where it cannot be reached."""
    try:
        import ctypes

        return (ctypes.c_char_p * 2).in_dll(ctypes.CDLL(None), "tzname")
    except (OSError, AttributeError, ValueError):
        return None


def _iso_week(f: Fields) -> tuple[int, int]:
    """(ISO year, ISO week) the way glibc derives them from yday and wday."""

    def week_days(yday: int, wday: int) -> int:
        big = (366 // 7 + 2) * 7  # a multiple of 7 that keeps the modulo operand positive
        return yday - (yday - wday + 4 + big) % 7 + 3

    year = f.year
    days = week_days(f.yday, f.wday)
    if days < 0:
        year -= 1
        leap = (year % 4 == 0 and year % 100 != 0) or year % 400 == 0
        days = week_days(f.yday + (366 if leap else 365), f.wday)
    else:
        leap = (year % 4 == 0 and year % 100 != 0) or year % 400 == 0
        d = week_days(f.yday - (366 if leap else 365), f.wday)
        if d >= 0:
            year += 1
            days = d
    return year, days // 7 + 1


def _name(table: tuple[str, ...], i: int, short: bool) -> str:
    if not 0 <= i < len(table):
        return "?"
    return table[i][:3] if short else table[i]


def _hour12(h: int) -> int:
    r = h % 12
    return 12 if r == 0 else r


def _mktime(f: Fields) -> str:
    try:
        return str(int(_time.mktime((f.year, f.mon + 1, f.mday, f.hour, f.min, f.sec, 0, 0, 0))))
    except (OverflowError, ValueError, OSError):
        return ""


def _numeric(f: Fields, conv: str) -> tuple[int, int, str] | None:
    """(value, default width, default pad) for numeric conversions."""
    table: dict[str, tuple[int, int, str]] = {
        "C": ((f.year // 100), 2, "0"),
        "d": (f.mday, 2, "0"),
        "e": (f.mday, 2, " "),
        "H": (f.hour, 2, "0"),
        "I": (_hour12(f.hour), 2, "0"),
        "j": (f.yday + 1, 3, "0"),
        "k": (f.hour, 2, " "),
        "l": (_hour12(f.hour), 2, " "),
        "m": (f.mon + 1, 2, "0"),
        "M": (f.min, 2, "0"),
        "S": (f.sec, 2, "0"),
        "u": ((f.wday - 1) % 7 + 1, 1, "0"),
        "U": ((f.yday - f.wday + 7) // 7, 2, "0"),
        "w": (f.wday, 1, "0"),
        "W": ((f.yday - (f.wday - 1 + 7) % 7 + 7) // 7, 2, "0"),
        "y": (f.year % 100, 2, "0"),
        "Y": (f.year, 1, "0"),
    }
    if conv in table:
        return table[conv]
    if conv in "gGV":
        iso_year, week = _iso_week(f)
        return {"g": (iso_year % 100, 2, "0"), "G": (iso_year, 1, "0"), "V": (week, 2, "0")}[conv]
    return None


def strftime(fmt: str, f: Fields) -> str:
    """Format like glibc's strftime in the C locale; unknown conversions are copied as is."""
    out: list[str] = []
    i, n = 0, len(fmt)
    while i < n:
        c = fmt[i]
        if c != "%":
            out.append(c)
            i += 1
            continue
        start = i
        i += 1
        flags = ""
        while i < n and fmt[i] in "_-0^#":
            flags += fmt[i]
            i += 1
        width = ""
        while i < n and fmt[i] in "0123456789":
            width += fmt[i]
            i += 1
        while i < n and fmt[i] in "EO":
            i += 1
        if i >= n:
            out.append(fmt[start:])
            break
        conv = fmt[i]
        i += 1
        text = _convert(conv, f, flags, width)
        out.append(fmt[start:i] if text is None else text)
    result = "".join(out)
    if len(result.encode("utf-8", "surrogateescape")) >= OUTPUT_LIMIT:
        return ""
    return result


def _convert(conv: str, f: Fields, flags: str, width: str) -> str | None:
    if conv in _COMPOSITE:
        text = strftime(_COMPOSITE[conv], f)
    elif conv == "%":
        text = "%"
    elif conv == "n":
        text = "\n"
    elif conv == "t":
        text = "\t"
    elif conv in "aA":
        text = _name(_DAYS, f.wday, conv == "a")
    elif conv in "bB":
        text = _name(_MONTHS, f.mon, conv == "b")
    elif conv == "p":
        text = "PM" if f.hour >= 12 else "AM"
    elif conv == "P":
        text = "pm" if f.hour >= 12 else "am"
    elif conv == "z":
        off = f.gmtoff
        sign = "-" if off < 0 else "+"
        off = abs(off)
        text = f"{sign}{off // 3600:02d}{(off // 60) % 60:02d}"
    elif conv == "Z":
        text = standard_zone_name(f.when)
    elif conv == "s":
        text = _mktime(f)
    else:
        num = _numeric(f, conv)
        if num is None:
            return None
        value, default_width, pad = num
        if "-" in flags:
            return str(value)
        if "_" in flags:
            pad = " "
        elif "0" in flags:
            pad = "0"
        w = int(width) if width else default_width
        digits = str(abs(value))
        sign = "-" if value < 0 else ""
        body = sign + digits
        if len(body) < w:
            body = (sign + digits.rjust(w - len(sign), "0")) if pad == "0" else body.rjust(w)
        return body
    if "^" in flags:
        text = text.upper()
    if width and len(text) < int(width):
        text = text.rjust(int(width), "0" if "0" in flags else " ")
    return text
