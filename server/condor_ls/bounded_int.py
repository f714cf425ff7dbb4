"""Integers read from text a user wrote, without Python's cost or refusal on huge ones.

``int()`` refuses decimal text of more than 4,300 digits (``ValueError``: a guard against its
quadratic conversion), so ``RETRY A 9999...`` or ``request_memory = 9999...`` would crash a
reader that converts first and clamps after, as C's ``strtol`` and friends do. Every caller
here compares the value with a 32- or 64-bit range, so a number with more digits than any such
range holds is as good as any other out-of-range value: :func:`bounded_int` gives ``±10**40``
for it without converting.

This module imports nothing from condor-ls: every layer may use it.
"""
from __future__ import annotations

#: significant digits beyond which a number is out of every range a caller checks
_DIGITS = 40
HUGE = 10**_DIGITS


def bounded_int(text: str) -> int:
    """``int(text)`` for decimal text, except that a value of more than 40 significant digits
    is ``HUGE`` (negative: ``-HUGE``). Raises ``ValueError`` where ``int`` would."""
    if len(text) <= _DIGITS:
        return int(text)
    body = text.strip()
    sign = 1
    if body[:1] in ("+", "-"):
        sign = -1 if body[0] == "-" else 1
        body = body[1:]
    if not body.isdecimal():
        raise ValueError(f"invalid literal for int() with base 10: {text[:_DIGITS]!r}...")
    significant = body.lstrip("0")
    if len(significant) <= _DIGITS:
        return sign * int(significant or "0")
    return sign * HUGE
