"""Reading numbers out of config text the way HTCondor's helpers do.

``strtol`` takes a leading integer and ignores what follows; ``string_is_long`` /
``string_is_double`` want the whole text to be a number and otherwise evaluate it as a ClassAd
expression (so ``$INT(2*3)`` is 6).
"""
from __future__ import annotations

import re

from ..bounded_int import bounded_int
from ..classad.functions._strtod import strtod
from . import classad_bridge

_WS = " \t\n\v\f\r"
_LEADING_INT = re.compile(r"[ \t\n\v\f\r]*([+-]?\d+)", re.ASCII)
_WHOLE_INT = re.compile(r"[ \t\n\v\f\r]*([+-]?\d+)[ \t\n\v\f\r]*\Z", re.ASCII)
_LLONG_MAX = 2**63 - 1
_LLONG_MIN = -(2**63)


def _clamp(v: int) -> int:
    return max(_LLONG_MIN, min(_LLONG_MAX, v))


def strtol(text: str) -> int | None:
    """The leading decimal integer of ``text`` (after whitespace), or None if there is none."""
    m = _LEADING_INT.match(text)
    return _clamp(bounded_int(m.group(1))) if m else None


def string_is_long(text: str | None, unknown: list[bool] | None = None) -> int | None:
    """An integer if ``text`` is one, or a ClassAd expression evaluating to a number."""
    if text is None:
        return None
    m = _WHOLE_INT.match(text)
    if m:
        return _clamp(bounded_int(m.group(1)))
    result = classad_bridge.evaluate(text)
    if result.parsed and not result.known and unknown is not None:
        unknown.append(True)
    if result.parsed and result.known:
        number = classad_bridge.as_number(result.value)
        if number is not None:
            if isinstance(number, float):
                # the library's (long long) cast: x86 gives LLONG_MIN out of range and for NaN
                if number != number or not -9.2233720368547758e18 <= number < 9.2233720368547758e18:
                    return _LLONG_MIN
                return int(number)
            return _clamp(int(number))
    return None


def string_is_double(text: str | None, unknown: list[bool] | None = None) -> float | None:
    """A real if ``text`` is a number, or a ClassAd expression evaluating to a number."""
    if text is None:
        return None
    read = strtod(text)  # C strtod: hex (0x10, 0x1p3), inf, nan, leading white space
    if read is not None and not text[read[1]:].strip(_WS):
        return read[0]
    result = classad_bridge.evaluate(text)
    if result.parsed and not result.known and unknown is not None:
        unknown.append(True)
    if result.parsed and result.known:
        number = classad_bridge.as_number(result.value)
        if number is not None:
            return float(number)
    return None
