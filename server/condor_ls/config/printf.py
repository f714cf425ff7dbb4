"""The printf formats ``$INT(x,fmt)``, ``$REAL(x,fmt)`` and ``$STRING(x,fmt)`` accept.

HTCondor checks that a format has exactly one conversion of the right kind before handing it to
the C library; we check the same way and format with Python's ``%`` operator, which follows the
C rules for the conversions that pass the check.
"""
from __future__ import annotations

import re
from enum import Enum

from ..bounded_int import bounded_int
from ..raw_bytes import RAW


class Kind(Enum):
    INT = "int"
    FLOAT = "float"
    STRING = "string"
    CHAR = "char"
    POINTER = "pointer"
    OTHER = "other"
    UNSAFE = "unsafe"


_CONVERSION_KIND: dict[str, Kind] = {
    **dict.fromkeys("diouxX", Kind.INT),
    **dict.fromkeys("eEfFgGaA", Kind.FLOAT),
    "c": Kind.CHAR,
    "C": Kind.CHAR,
    "s": Kind.STRING,
    "S": Kind.STRING,
    "p": Kind.POINTER,
    "n": Kind.UNSAFE,
    **dict.fromkeys("VvrRTY", Kind.OTHER),
}

# one conversion: flags, width, precision, length modifiers, conversion letter
_SPEC = re.compile(r"%([#0\- +']*)(\*|\d+)?(?:\.(\*|\d*))?([hlLqjzt]*)(.?)", re.S)


def _conversions(fmt: str) -> list[tuple[re.Match[str], Kind | None]]:
    """Each conversion in order; ``%%`` (with any flags) is a literal and skipped."""
    out: list[tuple[re.Match[str], Kind | None]] = []
    pos = 0
    while True:
        at = fmt.find("%", pos)
        if at < 0:
            return out
        m = _SPEC.match(fmt, at)
        assert m is not None
        letter = m.group(5)
        if letter == "%":
            pos = m.end()
            continue
        if not letter:
            out.append((m, None))
            return out
        kind = _CONVERSION_KIND.get(letter)
        if m.group(2) == "*" or m.group(3) == "*":
            kind = Kind.UNSAFE
        out.append((m, kind))
        if kind is None:
            return out
        pos = m.end()


def valid_format(fmt: str, want: Kind) -> bool:
    """True when HTCondor would accept ``fmt`` for a value of kind ``want``."""
    convs = _conversions(fmt)
    if not convs:
        return False
    _m, kind = convs[0]
    if kind is None or kind is Kind.UNSAFE or len(convs) > 1:
        return False
    if kind is want or kind is Kind.POINTER:
        return kind is not Kind.POINTER  # %p would print an address; treat as unusable
    return want is Kind.INT and kind is Kind.CHAR


#: bits of the integer C's printf reads for a length modifier (LP64: long is 64 bits)
_LENGTH_BITS: dict[str, int] = {"": 32, "h": 16, "hh": 8, "l": 64, "ll": 64, "q": 64, "j": 64, "z": 64, "t": 64, "L": 64}


def _c_int(value: int, length: str, signed: bool) -> int:
    """The integer printf actually prints: a 64-bit value read through the format's width."""
    bits = _LENGTH_BITS.get(length, 64)
    value &= (1 << bits) - 1
    if signed and value >= 1 << (bits - 1):
        value -= 1 << bits
    return value


def format_size(fmt: str) -> int:
    """The characters a format's conversion asks for by its width and precision alone (what a
    caller charges against its size budget before formatting: ``%99999999999d`` would make an
    11-digit-wide string)."""
    convs = _conversions(fmt)
    if not convs:
        return 0
    m = convs[0][0]
    width = m.group(2) or ""
    precision = m.group(3) or ""
    return sum(bounded_int(n) for n in (width, precision) if n.isdigit())


#: the widest field :func:`clamp_format` leaves: past every digit a double can print (1,074
#: fraction digits), so the first few hundred characters of the result are those C prints
NUMBER_FIELD_MAX = 2048
_INT_MAX = 2**31 - 1


def clamp_format(fmt: str, most: int = NUMBER_FIELD_MAX) -> str | None:
    """``fmt`` with its conversion's width and precision cut to ``most``, or None when one is
    beyond ``INT_MAX`` (C's ``printf`` then fails with ``EOVERFLOW`` and glibc leaves an empty
    string). HTCondor prints ``$INT`` and ``$REAL`` into a 56-byte buffer (``expand_macro`` in
    ``config.cpp``), so ``%99999999d`` only ever shows its first 55 bytes: those are the same
    with the clamped width, which never builds the full string."""
    convs = _conversions(fmt)
    if not convs:
        return fmt
    m = convs[0][0]
    width, precision = m.group(2), m.group(3)
    numbers = [bounded_int(n) for n in (width, precision) if n and n.isdigit()]
    if any(n > _INT_MAX for n in numbers):
        return None
    if all(n <= most for n in numbers):
        return fmt

    def cut(n: str | None) -> str:
        return str(min(bounded_int(n), most)) if n and n.isdigit() else (n or "")

    spec = "%" + m.group(1) + cut(width) + ("." + cut(precision) if precision is not None else "") + m.group(4) \
        + m.group(5)
    return fmt[:m.start()] + spec + fmt[m.end():]


def apply_format(fmt: str, value: int | float | str) -> str:
    """Format one value with a format that passed :func:`valid_format`."""
    convs = _conversions(fmt)
    m = convs[0][0]
    flags = m.group(1).replace("'", "")
    width = m.group(2) or ""
    precision = m.group(3)
    letter = m.group(5)
    if letter == "C":
        letter = "c"
    if letter == "S":
        letter = "s"
    if isinstance(value, int) and letter in "diouxXc":
        value = _c_int(value, m.group(4), signed=letter in "di")
    if letter == "c" and isinstance(value, int):
        # C prints the low byte of the int as one character
        value = bytes([value & 0xFF]).decode("utf-8", "surrogateescape")
    if letter == "u":
        letter = "d"
    if letter == "s" and isinstance(value, str) and not value.isascii():
        # C counts a width and a precision in bytes
        raw = value.encode("utf-8", RAW)
        if precision is not None and precision != "":
            raw = raw[:int(precision)]
        elif precision == "":
            raw = b""
        pad = int(width) - len(raw) if width and width != "*" else 0
        if pad > 0:
            raw = raw + b" " * pad if "-" in flags else b" " * pad + raw
        text = raw.decode("utf-8", "surrogateescape")
        out = fmt[: m.start()].replace("%%", "%") + text + fmt[m.end():].replace("%%", "%")
        return out.split("\0", 1)[0]
    spec = "%" + flags + width + ("." + precision if precision is not None else "") + letter
    if letter in "aA":
        text = float(value).hex()
        return fmt[: m.start()].replace("%%", "%") + text + fmt[m.end():].replace("%%", "%")
    try:
        text = spec % (value,)
    except (TypeError, ValueError, OverflowError):
        text = str(value)
    out = fmt[: m.start()].replace("%%", "%") + text + fmt[m.end():].replace("%%", "%")
    # the result is used as a C string: a NUL (from %c of a multiple of 256) ends it
    return out.split("\0", 1)[0]
