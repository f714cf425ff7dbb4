"""A C-locale ``strftime`` over raw broken-down fields, as glibc formats them.

``formatTime`` hands the C library fields that need not be a valid date (a record may say
``Day = 0`` or ``Month = 13``); Python's own strftime normalises or rejects those, so we format
the fields ourselves: names out of range print as ``?``, numbers print as given.
"""
from __future__ import annotations

import functools
import time as _time
from dataclasses import dataclass
from typing import Callable
from ...raw_bytes import RAW

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


def _wrap32(i: int) -> int:
    return ((i + (1 << 31)) & 0xFFFFFFFF) - (1 << 31)


def _cdiv(a: int, b: int) -> int:
    q = abs(a) // abs(b)
    return q if (a >= 0) == (b >= 0) else -q


def _cmod(a: int, b: int) -> int:
    return a - _cdiv(a, b) * b


def _leap(year: int) -> bool:
    return year % 4 == 0 and (year % 100 != 0 or year % 400 == 0)


def _year(f: Fields) -> int:
    """``tm_year + 1900`` in C ints (the library stores Year - 1900 in ``tm_year``)."""
    return _wrap32(_wrap32(f.year - 1900) + 1900)


def _iso_week_days(yday: int, wday: int) -> int:
    big = (366 // 7 + 2) * 7  # a multiple of 7 that keeps the modulo operand positive
    return yday - _cmod(yday - wday + 4 + big, 7) + 3


def _iso(f: Fields) -> tuple[int, int]:
    """(ISO year, days since the start of its first week), as glibc derives them."""
    year = _year(f)
    days = _iso_week_days(f.yday, f.wday)
    if days < 0:
        year = _wrap32(year - 1)
        days = _iso_week_days(f.yday + (366 if _leap(year) else 365), f.wday)
    else:
        d = _iso_week_days(f.yday - (366 if _leap(year) else 365), f.wday)
        if d >= 0:
            year = _wrap32(year + 1)
            days = d
    return year, days


def _name(table: tuple[str, ...], i: int, short: bool) -> bytes:
    if not 0 <= i < len(table):
        return b"?"
    return (table[i][:3] if short else table[i]).encode()


def _hour12(h: int) -> int:
    if h > 12:
        return h - 12
    return 12 if h == 0 else h


def _mktime(f: Fields) -> int:
    """``mktime()`` of the fields read as local standard time (the library's struct has
    ``tm_isdst = 0``), -1 when out of range. The C library's own mktime is used where it can
    be reached, since Python's returns a float and loses seconds beyond 2**53."""
    libc = _c_mktime()
    if libc is not None:
        mktime, tm_type = libc
        tm = tm_type(f.sec, f.min, f.hour, f.mday, f.mon, _wrap32(f.year - 1900), 0, 0, 0, 0, None)
        return int(mktime(tm))
    try:
        return int(_time.mktime((f.year, f.mon + 1, f.mday, f.hour, f.min, f.sec, 0, 0, 0)))
    except (OverflowError, ValueError, OSError):
        return -1


@functools.lru_cache(maxsize=1)
def _c_mktime():
    """(the C library's ``mktime``, its ``struct tm`` type), or None where it cannot be reached."""
    try:
        import ctypes

        fields = [(name, ctypes.c_int) for name in (
            "tm_sec", "tm_min", "tm_hour", "tm_mday", "tm_mon", "tm_year", "tm_wday", "tm_yday", "tm_isdst")]
        fields += [("tm_gmtoff", ctypes.c_long), ("tm_zone", ctypes.c_char_p)]
        tm_type = type("tm", (ctypes.Structure,), {"_fields_": fields})
        fn = ctypes.CDLL(None).mktime
        fn.restype = ctypes.c_long
        fn.argtypes = [ctypes.POINTER(tm_type)]
        if fn(tm_type(0, 0, 0, 1, 0, 70, 0, 0, 0, 0, None)) not in range(-50400, 50401):
            return None  # not the struct layout we assumed
        return (lambda tm: fn(ctypes.byref(tm))), tm_type
    except (OSError, AttributeError, ValueError, TypeError):
        return None


#: numeric conversions: (least digits, pad with spaces by default, value from the fields);
#: glibc's DO_NUMBER (zero padded) and DO_NUMBER_SPACEPAD
_NUMBERS: dict[str, tuple[int, bool, Callable[[Fields], int]]] = {
    "C": (1, False, lambda f: _cdiv(_year(f), 100) - (1 if _cmod(_year(f), 100) < 0 else 0)),
    "d": (2, False, lambda f: f.mday),
    "e": (2, True, lambda f: f.mday),
    "H": (2, False, lambda f: f.hour),
    "I": (2, False, lambda f: _hour12(f.hour)),
    "k": (2, True, lambda f: f.hour),
    "l": (2, True, lambda f: _hour12(f.hour)),
    "j": (3, False, lambda f: 1 + f.yday),
    "M": (2, False, lambda f: f.min),
    "m": (2, False, lambda f: f.mon + 1),
    "S": (2, False, lambda f: f.sec),
    "u": (1, False, lambda f: _cmod(f.wday - 1 + 7, 7) + 1),
    "U": (2, False, lambda f: _cdiv(f.yday - f.wday + 7, 7)),
    "W": (2, False, lambda f: _cdiv(f.yday - _cmod(f.wday - 1 + 7, 7) + 7, 7)),
    "w": (1, False, lambda f: f.wday),
    "Y": (1, False, _year),
    "y": (2, False, lambda f: _cmod(_cmod(_wrap32(f.year - 1900), 100) + 100, 100)),
    "g": (2, False, lambda f: _cmod(_cmod(_iso(f)[0], 100) + 100, 100)),
    "G": (1, False, lambda f: _iso(f)[0]),
    "V": (2, False, lambda f: _cdiv(_iso(f)[1], 7) + 1),
}

#: conversions that are a bad format (copied as written) with the E or O modifier
_NOT_WITH_E = frozenset("aAbBhdeHIklMjmSUVgGWw%DF")
_NOT_WITH_O = frozenset("aAcxXY%DF")


class _Spec:
    """One conversion's flags, as glibc's loop keeps them. Text is bytes, as the C library
    sees it (a field width counts bytes)."""

    __slots__ = ("pad", "width", "upper", "lower", "change_case")

    def __init__(self) -> None:
        self.pad = ""
        self.width = -1
        self.upper = False
        self.lower = False
        self.change_case = False

    def add(self, text: bytes) -> bytes:
        """glibc's ``add``/``cpy``: pad to the field width (zeros only with the 0 flag), then
        the text, case-changed as asked (ASCII letters only)."""
        if self.lower:
            text = text.lower()
        elif self.upper:
            text = text.upper()
        delta = self.width - len(text)
        if delta > 0:
            text = (b"0" if self.pad == "0" else b" ") * delta + text
        return text

    def number(self, digits: int, value: int, spacepad: bool) -> bytes:
        """glibc's do_number: at least ``digits`` digits (or the width), padded with zeros
        after the sign, or with spaces before it (the _ flag, or the space-padded fields)."""
        digits = max(digits, self.width)
        if spacepad and self.pad not in ("0", "-"):
            self.pad = "_"
        value = _wrap32(value)
        body = (b"-" if value < 0 else b"") + str(abs(value)).encode()
        return self.padded(body, digits, value < 0)

    def padded(self, body: bytes, digits: int, negative: bool) -> bytes:
        out = b""
        if self.pad != "-":
            padding = digits - len(body)
            if padding > 0:
                if self.pad == "_":
                    out = b" " * padding
                    self.width = self.width - padding if self.width > padding else 0
                else:
                    if negative:
                        out, body = b"-", body[1:]
                    out += b"0" * padding
                    self.width = 0
        return out + self.add(body)


_FLAGS = frozenset(b"_-0^#")
_DIGITS = frozenset(b"0123456789")


def strftime(fmt: str, f: Fields) -> str:
    """Format like glibc's strftime in the C locale (flags ``_ - 0 ^ #``, field widths, the E
    and O modifiers); a conversion glibc does not know is copied as written, from its ``%``."""
    raw = fmt.encode("utf-8", RAW)
    out: list[bytes] = []
    i, n = 0, len(raw)
    while i < n:
        if raw[i] != 37:  # '%'
            j = raw.find(b"%", i)
            j = n if j < 0 else j
            out.append(raw[i:j])
            i = j
            continue
        start = i
        spec = _Spec()
        i += 1
        while i < n and raw[i] in _FLAGS:
            ch = raw[i]
            if ch == 94:  # ^
                spec.upper = True
            elif ch == 35:  # #
                spec.change_case = True
            else:
                spec.pad = chr(ch)
            i += 1
        if i < n and raw[i] in _DIGITS:
            width = 0
            while i < n and raw[i] in _DIGITS:
                width = min(width * 10 + raw[i] - 48, 2**31 - 1)
                i += 1
            spec.width = width
        modifier = ""
        if i < n and raw[i] in (69, 79):  # E, O
            modifier = chr(raw[i])
            i += 1
        if i >= n:
            # a % at the end: glibc backs up one character and copies from the %
            out.append(spec.add(raw[start:n]))
            break
        conv = raw[i]
        i += 1
        text = _convert(chr(conv), modifier, f, spec) if conv < 128 else None
        if text is None:
            # a bad format is copied from the last % up to this byte (just "%" for "%E%")
            text = spec.add(raw[raw.rfind(b"%", start, i):i])
        out.append(text)
    result = b"".join(out)
    if len(result) >= OUTPUT_LIMIT:
        return ""
    return result.decode("utf-8", "surrogateescape")


def _convert(conv: str, modifier: str, f: Fields, spec: _Spec) -> bytes | None:
    """One conversion's output, or None for a bad format."""
    if conv in "bh" and spec.change_case:
        spec.upper, spec.lower = True, False  # glibc sets this before checking the modifier
    if (modifier == "E" and conv in _NOT_WITH_E) or (modifier == "O" and conv in _NOT_WITH_O):
        return None
    if conv in _COMPOSITE:
        text = strftime(_COMPOSITE[conv], f).encode("utf-8", RAW)
        return spec.add(text.upper() if spec.upper else text)
    number = _NUMBERS.get(conv)
    if number is not None:
        return spec.number(number[0], number[2](f), number[1])
    if conv in _CHARACTERS:
        return spec.add(_CHARACTERS[conv])
    if conv in "aAbBh":
        if spec.change_case:
            spec.upper, spec.lower = True, False
        if conv in "aA":
            return spec.add(_name(_DAYS, f.wday, conv == "a"))
        return spec.add(_name(_MONTHS, f.mon, conv != "B"))
    if conv in "pP":
        if conv == "P":
            spec.lower = True
        if spec.change_case:
            spec.upper, spec.lower = False, True
        return spec.add(b"PM" if f.hour > 11 else b"AM")
    if conv == "Z":
        if spec.change_case:
            spec.upper, spec.lower = False, True
        return spec.add(standard_zone_name(f.when).encode("utf-8", RAW))
    if conv == "z":
        off = _wrap32(f.gmtoff)
        sign = spec.add(b"-" if off < 0 else b"+")
        off = abs(off) // 60
        return sign + spec.number(4, (off // 60) * 100 + off % 60, False)
    if conv == "s":
        t = _mktime(f)
        return spec.padded(str(t).encode(), 1, t < 0)
    return None


_CHARACTERS = {"%": b"%", "n": b"\n", "t": b"\t"}
