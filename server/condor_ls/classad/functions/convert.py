"""The library's value conversions (``string()``, ``int()``, ``real()`` and the implicit
conversions many builtins apply to their arguments).

Each ``to_*`` returns the converted value, or UNDEFINED / an error value when the library's
conversion fails; callers that only need to know "did it convert" test the result's type.
"""
from __future__ import annotations

import math
import time as _time
from typing import Callable

from ..values import UNDEFINED, AbsTime, ErrorValue, RelTime, Value
from ._strtod import strtod
from ._support import c_int, c_llong, is_int, is_undef

_UNPARSE: Callable[[Value], str] | None = None


def real_text(x: float) -> str:
    """A real as the library prints it in new-ClassAd syntax (``%1.15E``; zero as ``0.0``)."""
    if x == 0.0:
        return "-0.0" if math.copysign(1.0, x) < 0 else "0.0"
    if math.isnan(x):
        return 'real("NaN")'
    if math.isinf(x):
        return 'real("-INF")' if x < 0 else 'real("INF")'
    return f"{x:.15E}"


def abstime_text(t: AbsTime) -> str:
    """``YYYY-MM-DDTHH:MM:SS±hh:mm`` in the value's own zone; a zero offset prints as -00:00."""
    secs = int(t.secs)
    off = int(t.offset)
    try:
        tm = _time.gmtime(secs + off)
        stamp = _time.strftime("%Y-%m-%dT%H:%M:%S", tm)
    except (OverflowError, OSError, ValueError):
        stamp = "0000-00-00T00:00:00"
    sign = "+" if off > 0 else "-"
    a = abs(off)
    return f"{stamp}{sign}{a // 3600:02d}:{(a // 60) % 60:02d}"


def reltime_text(secs: float) -> str:
    """``[-][days+]hh:mm:ss[.fff]`` with leading zero fields dropped, as the library prints
    (C int casts included: see ``unparse.reltime_text``)."""
    from ..unparse import reltime_text as text

    return text(secs)


def unparse_value(v: Value) -> str:
    """Text of a value as the library's unparser prints it (lists and records included)."""
    global _UNPARSE
    if isinstance(v, bool):
        return "true" if v else "false"
    if is_int(v):
        return str(v)
    if isinstance(v, float):
        return real_text(v)
    if _UNPARSE is None:
        from .. import unparse as _mod  # lazy: the unparser imports the AST layer, not us

        _UNPARSE = getattr(_mod, "unparse_value")
    return _UNPARSE(v)


def to_string(v: Value) -> str | ErrorValue | type(UNDEFINED):  # type: ignore[valid-type]
    """convertValueToStringValue: strings as-is, scalars/lists/records unparsed, times in their
    text forms (a relative time loses its fraction here); undefined and error stay as they are."""
    if isinstance(v, str):
        return v
    if is_undef(v):
        return UNDEFINED
    if isinstance(v, ErrorValue):
        return v
    if isinstance(v, AbsTime):
        return abstime_text(v)
    if isinstance(v, RelTime):
        return reltime_text(float(c_int(v.secs)))
    return unparse_value(v)


def to_real(v: Value) -> float | ErrorValue | type(UNDEFINED):  # type: ignore[valid-type]
    """convertValueToRealValue: numbers, times and numeric strings (C ``strtod`` prefix)."""
    if isinstance(v, bool):
        return 1.0 if v else 0.0
    if isinstance(v, (int, float)):
        return float(v)
    if isinstance(v, str):
        got = strtod(v)
        if got is None:
            return ErrorValue("string does not start with a number")
        return got[0]
    if isinstance(v, AbsTime):
        return float(int(v.secs))
    if isinstance(v, RelTime):
        return float(c_int(v.secs))
    if is_undef(v):
        return UNDEFINED
    if isinstance(v, ErrorValue):
        return v
    return ErrorValue("a list or record has no numeric value")


def to_int(v: Value) -> int | ErrorValue | type(UNDEFINED):  # type: ignore[valid-type]
    """convertValueToIntegerValue: reals truncate; strings go through ``strtod`` then truncate."""
    if isinstance(v, bool):
        return 1 if v else 0
    if is_int(v):
        return v
    if isinstance(v, float):
        return c_llong(v)
    if isinstance(v, str):
        got = strtod(v)
        if got is None:
            return ErrorValue("string does not start with a number")
        return c_llong(got[0])
    if isinstance(v, AbsTime):
        return int(v.secs)
    if isinstance(v, RelTime):
        return c_int(v.secs)
    if is_undef(v):
        return UNDEFINED
    if isinstance(v, ErrorValue):
        return v
    return ErrorValue("a list or record has no integer value")


def local_offset(secs: float) -> int:
    """Seconds east of UTC of the process's local time zone at ``secs`` (the library's
    default offset for absolute times: it uses the evaluating process's zone)."""
    try:
        tm = _time.localtime(int(secs))
    except (OverflowError, OSError, ValueError):
        return 0
    return int(tm.tm_gmtoff)



__all__ = [
    "real_text", "abstime_text", "reltime_text", "unparse_value", "to_string", "to_real",
    "to_int", "local_offset",
]
