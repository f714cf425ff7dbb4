"""Version comparison: ``versioncmp``, ``versionGT`` ... and ``version_in_range``.

The order is "natural" (as strverscmp): runs of digits compare by value, except that more
leading zeros sort first; the library returns the raw difference, not just its sign.
"""
from __future__ import annotations

from typing import Callable, Sequence

from ..values import UNDEFINED, Value
from ._support import c_bytes, is_undef, strict
from .api import EvalContext, builtin
from .convert import to_string


def _sc(c: int) -> int:
    """A byte as a C (signed) char."""
    return c - 256 if c >= 128 else c


def _digit(b: bytes, i: int) -> bool:
    return i < len(b) and 0x30 <= b[i] <= 0x39


def natural_cmp(s1: bytes, s2: bytes) -> int:
    """The library's natural_cmp on NUL-free byte strings."""
    n1, n2 = len(s1), len(s2)
    i = 0
    while i < n1 and i < n2 and s1[i] == s2[i]:
        i += 1
    c1 = s1[i] if i < n1 else 0
    c2 = s2[i] if i < n2 else 0
    if c1 == c2:
        return 0
    nb = i
    while nb > 0 and _digit(s1, nb - 1):
        nb -= 1
    if nb == i and not (_digit(s1, i) and _digit(s2, i)):
        return _sc(c1) - _sc(c2)
    z1 = nb
    while z1 < n1 and s1[z1] == 0x30:
        z1 += 1
    z2 = nb
    while z2 < n2 and s2[z2] == 0x30:
        z2 += 1
    if z1 > nb and not _digit(s1, z1):
        z1 -= 1
    if z2 > nb and not _digit(s2, z2):
        z2 -= 1
    if z1 - nb != z2 - nb:
        return (z2 - nb) - (z1 - nb)
    if z1 > nb:
        return _sc(c1) - _sc(c2)
    e1 = z1
    while _digit(s1, e1):
        e1 += 1
    e2 = z2
    while _digit(s2, e2):
        e2 += 1
    if e1 - nb != e2 - nb:
        return (e1 - nb) - (e2 - nb)
    return _sc(c1) - _sc(c2)


#: function name -> what it makes of natural_cmp's result
_VERSION_TESTS: dict[str, Callable[[int], Value]] = {
    "versioncmp": lambda r: r,
    "versionLE": lambda r: r <= 0,
    "versionLT": lambda r: r < 0,
    "versionGE": lambda r: r >= 0,
    "versionGT": lambda r: r > 0,
    "versionEQ": lambda r: r == 0,
}


def _make_version_fn(test: Callable[[int], Value]):
    @strict(2)
    def version_fn(ctx: EvalContext, vals: Sequence[Value]) -> Value:
        left, right = vals
        if is_undef(left) or is_undef(right):
            return UNDEFINED
        a, b = to_string(left), to_string(right)
        if not isinstance(a, str) or not isinstance(b, str):
            return ctx.error("argument has no string form")
        return test(natural_cmp(c_bytes(a), c_bytes(b)))

    return version_fn


for _name, _test in _VERSION_TESTS.items():
    builtin(_name)(_make_version_fn(_test))


@builtin("version_in_range")
@strict(3)
def version_in_range(ctx: EvalContext, vals: Sequence[Value]) -> Value:
    """min <= version <= max in version order. An undefined bound gives undefined, but an
    undefined version is an error (the library checks only the bounds)."""
    test, lo, hi = vals
    if is_undef(lo) or is_undef(hi):
        return UNDEFINED
    t, a, b = to_string(test), to_string(lo), to_string(hi)
    if not (isinstance(t, str) and isinstance(a, str) and isinstance(b, str)):
        return ctx.error("argument has no string form")
    tb = c_bytes(t)
    return natural_cmp(c_bytes(a), tb) <= 0 and natural_cmp(tb, c_bytes(b)) <= 0
