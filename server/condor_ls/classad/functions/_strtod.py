"""C ``strtod`` prefix parsing, which the library uses for string-to-number conversion."""
from __future__ import annotations

import re

_C_SPACE = " \t\n\v\f\r"

# re.ASCII: C strtod reads ASCII digits only (no Arabic-Indic or full-width digits), and its
# case-blind "inf"/"nan" match knows nothing of dotless i or the Kelvin sign
_DEC = re.compile(r"[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?", re.ASCII)
_HEX = re.compile(r"[+-]?0[xX](?:[0-9a-fA-F]+\.?[0-9a-fA-F]*|\.[0-9a-fA-F]+)(?:[pP][+-]?\d+)?", re.ASCII)
_SPECIAL = re.compile(r"[+-]?(?:inf(?:inity)?|nan(?:\([0-9A-Za-z_]*\))?)", re.IGNORECASE | re.ASCII)


def strtod(s: str) -> tuple[float, int] | None:
    """(value, characters consumed) for the longest prefix C ``strtod`` accepts, else None."""
    i = 0
    while i < len(s) and s[i] in _C_SPACE:
        i += 1
    m = _DEC.match(s, i)
    if m and not (m.end() < len(s) and s[m.end()] in "xX" and m.group(0).lstrip("+-") == "0"):
        return float(m.group(0)), m.end()  # the common case: plain decimal
    m = _HEX.match(s, i)
    if m:
        text = m.group(0)
        sign = -1.0 if text.startswith("-") else 1.0
        body = text.lstrip("+-")
        if "p" not in body.lower():
            body += "p0"
        try:
            return sign * float.fromhex(body), m.end()
        except (ValueError, OverflowError):
            return sign * float("inf"), m.end()
    m = _SPECIAL.match(s, i)
    if m:
        text = m.group(0).lower()
        sign = -1.0 if text.startswith("-") else 1.0
        return (sign * float("nan") if "nan" in text else sign * float("inf")), m.end()
    m = _DEC.match(s, i)
    if m:
        try:
            return float(m.group(0)), m.end()
        except OverflowError:  # pragma: no cover - float() returns inf instead
            return float("inf"), m.end()
    # "0x" with no hex digits still parses the leading zero
    return None
