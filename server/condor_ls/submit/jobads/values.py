"""The small text helpers condor_submit reads values with, reproduced exactly.

Each function names the HTCondor helper it follows; their quirks are visible in job ads
(``2.5G`` is 2560 MiB, ``"true "`` is a boolean, a quoted file list loses its quotes).
"""
from __future__ import annotations

import re

from ...bounded_int import bounded_int
from ...config import classad_bridge
from ...config.numbers import string_is_double as _string_is_double
from ...config.numbers import string_is_long as _string_is_long

#: C's ``isspace`` in the "C" locale
SPACE = " \t\n\v\f\r"
#: StringTokenIterator's default delimiters
TOKEN_DELIMS = ", \t\r\n"
INT_MIN, INT_MAX = -(2**31), 2**31 - 1
_LLONG_MIN, _LLONG_MAX = -(2**63), 2**63 - 1
_LEADING_LONG = re.compile(r"[+-]?\d+")


def strtol(text: str, start: int = 0) -> tuple[int, int]:
    """C ``strtol(s, &end, 10)`` from ``start`` (leading blanks skipped): (value, end index);
    end is ``start`` when there is no number. Out-of-range values clamp as strtol does."""
    i = start
    n = len(text)
    while i < n and text[i] in SPACE:
        i += 1
    m = _LEADING_LONG.match(text, i)
    if m is None:
        return 0, start
    value = bounded_int(m.group())
    return max(_LLONG_MIN, min(_LLONG_MAX, value)), m.end()


def atoi(text: str) -> int:
    """C ``atoi``: the leading integer, 0 when there is none (wrapped to 32 bits)."""
    value, _ = strtol(text)
    value &= 0xFFFFFFFF
    return value - 2**32 if value >= 2**31 else value


def string_is_long(text: str) -> int | None:
    """``string_is_long_param``: an integer, or a ClassAd expression evaluating to a number."""
    return _string_is_long(text)


def string_is_double(text: str) -> float | None:
    """``string_is_double_param``."""
    return _string_is_double(text)


def string_is_boolean(text: str) -> bool | None:
    """``string_is_boolean_param``: ``true``/``false``/``1``/``0`` prefixes followed by blanks,
    else a ClassAd expression evaluating to a boolean (numbers count: non-zero is true)."""
    low = text[:5].lower()
    rest: str | None = None
    value = False
    if low.startswith("true"):
        rest, value = text[4:], True
    elif text.startswith("1"):
        rest, value = text[1:], True
    elif low.startswith("false"):
        rest, value = text[5:], False
    elif text.startswith("0"):
        rest, value = text[1:], False
    if rest is not None and not rest.strip(SPACE):
        return value
    result = classad_bridge.evaluate(text)
    if not (result.parsed and result.known):
        return None
    v = result.value
    if isinstance(v, bool):
        return v
    if isinstance(v, (int, float)):
        return v != 0
    return None


def parse_int64_bytes(text: str, base: int, *, v25: bool, separators: str | None = None
                      ) -> tuple[int, str, int] | None:
    """``parse_int64_bytes``: a size with an optional K/M/G/T unit in units of ``base`` bytes,
    rounded up. Returns (value, unit letter or "", index where parsing stopped) or None.

    25 also accepts a separator (``request_memory = 2G, 4G``) and stops there; 24.0's version
    has no separators and looks only one character past the unit for a ``B``."""
    n = len(text)
    i = 0
    while i < n and text[i] in SPACE:
        i += 1
    start = i
    val, p = strtol(text, i)
    if p == i:
        p = start
    fract = 0.0
    if p < n and text[p] == ".":
        p += 1
        for scale in (10.0, 100.0, 1000.0):
            if p < n and text[p].isdigit() and text[p].isascii():
                fract += (ord(text[p]) - 48) / scale
                p += 1
            else:
                break
        while p < n and text[p].isdigit() and text[p].isascii():
            p += 1
    if p == start:
        return None
    while p < n and text[p] in SPACE:
        p += 1
    ch = text[p] if p < n else ""
    multipliers = {"k": 1024, "m": 1024**2, "g": 1024**3, "t": 1024**4}
    if v25:
        unit = ""
        if not ch or (separators and ch in separators):
            mult = base
        else:
            mult = multipliers.get(ch.lower(), 0)
            if not mult:
                return None
            unit = ch
            p += 1
            if p < n and text[p] in "bB":
                p += 1
        value = c_div(_to_int64((val + fract) * mult + base - 1), base)
        while p < n and text[p] in SPACE:
            p += 1
        if separators and p < n and text[p] in separators:
            return value, unit, p
        if p >= n:
            return value, unit, p
        return None
    unit = ch
    if not ch:
        mult = base
    else:
        mult = multipliers.get(ch.lower(), 0)
        if not mult:
            return None
    value = c_div(_to_int64((val + fract) * mult + base - 1), base)
    if not ch or p + 1 >= n:
        return value, unit, n
    q = p
    if text[p + 1] in "bB":
        q = p + 2
    while q < n and text[q] in SPACE:
        q += 1
    if q >= n:
        return value, unit, n
    return None


def c_div(a: int, b: int) -> int:
    """C's integer division (truncates toward zero)."""
    q = abs(a) // abs(b)
    return q if (a >= 0) == (b >= 0) else -q


def _to_int64(x: float) -> int:
    """C's cast of a double to int64 as x86-64 does it (``cvttsd2si``): truncation toward
    zero, and the "integer indefinite" LLONG_MIN for NaN and for anything out of range either
    way (so a huge size wraps to a negative one, which condor_submit then refuses)."""
    if x != x or x >= 2**63 or x < -(2**63):
        return _LLONG_MIN
    return int(x)


def trim(text: str) -> str:
    return text.strip(SPACE)


def trim_and_strip_quotes(text: str) -> str:
    """``trim_and_strip_quotes_in_place``: trim, then drop one pair of surrounding ``"``."""
    t = text.strip(SPACE)
    if len(t) >= 2 and t[0] == '"' and t[-1] == '"':
        return t[1:-1]
    if t == '"':
        return t
    return t


_SPLITTERS: dict[str, re.Pattern[str]] = {}
_SEPARATOR_RUN = re.compile(r"([/\\])[/\\]+")


def tokens(text: str, delims: str = TOKEN_DELIMS, trim_space: bool = True) -> list[str]:
    """``StringTokenIterator`` / ``split``: non-empty items between delimiters (trimmed)."""
    splitter = _SPLITTERS.get(delims)
    if splitter is None:
        splitter = _SPLITTERS[delims] = re.compile("[" + re.escape(delims) + "]")
    if trim_space:
        return [item for item in (piece.strip(SPACE) for piece in splitter.split(text)) if item]
    return [piece for piece in splitter.split(text) if piece]


def compress_path(path: str) -> str:
    """``compress_path``: runs of ``/`` (or ``\\``) collapse to their first character."""
    if "//" not in path and "\\" not in path:
        return path
    return _SEPARATOR_RUN.sub(r"\1", path)


def dircat(directory: str, name: str) -> str:
    """``dircat``: join a directory and a relative name with one ``/``."""
    if not directory:
        return name
    if directory.endswith("/"):
        return directory + name.lstrip("/") if name.startswith("/") else directory + name
    return directory + "/" + (name[1:] if name.startswith("/") else name)


def full_path(name: str, base: str) -> str:
    """``SubmitHash::full_path`` (Unix): ``/name`` stays absolute, anything else goes under
    ``base``; a leading ``/`` is added and repeated separators collapse."""
    if name.startswith("/"):
        return compress_path("/" + name)
    if base.startswith("/"):  # the leading "/" added would only collapse into base's own
        return compress_path(f"{base}/{name}")
    return compress_path(f"/{base}/{name}")


def basename(path: str) -> str:
    """``condor_basename``: after the last ``/`` (a ``\\`` separates only in Windows builds)."""
    return path[path.rfind("/") + 1:]


_URL = re.compile(r"[A-Za-z][A-Za-z0-9+.\-]*://.")


def is_url(text: str) -> bool:
    """``IsUrl``: a scheme of letters, digits, ``+.-`` then ``://`` and at least one more char."""
    return "://" in text and _URL.match(text) is not None


def url_type(text: str) -> str:
    """``getURLType(url, true)``: the scheme as written, only its part after the last ``+ - .``
    (``chtc+https://`` is an ``https`` URL); empty when ``text`` is not a URL."""
    m = re.match(r"[A-Za-z][A-Za-z0-9+.\-]*(?=://.)", text)
    if m is None:
        return ""
    scheme = m.group(0)
    cut = max(scheme.rfind("+"), scheme.rfind("-"), scheme.rfind("."))
    return scheme[cut + 1:]


def is_valid_param_name(name: str) -> bool:
    """``is_valid_param_name``: letters, digits, ``_ . /`` and at least one character."""
    return bool(name) and all(c.isascii() and (c.isalnum() or c in "_./") for c in name)


def quote_classad_string(text: str) -> str:
    """A string value as ClassAd text (``AssignJobString``)."""
    return classad_bridge.unparse(text)
