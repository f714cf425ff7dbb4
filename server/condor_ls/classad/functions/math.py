"""Rounding, powers, ``quantize`` and ``random``."""
from __future__ import annotations

import math
import random as _random
from typing import Callable, Sequence

from ..ast import Expr
from ..operators import wrap64
from ..values import ListValue, Value
from ._support import c_div, c_llong, each_item, is_int, strict
from .api import EvalContext, builtin
from .convert import to_real

#: rounding function name -> how a real becomes an integer (rint rounds half to even)
_ROUNDERS: dict[str, Callable[[float], float]] = {
    "floor": math.floor,
    "ceiling": math.ceil,
    "round": round,
}


def _make_rounder(rounder: Callable[[float], float]):
    @strict(1)
    def rounding(ctx: EvalContext, vals: Sequence[Value]) -> Value:
        v = vals[0]
        if is_int(v):
            return v
        r = to_real(v)
        if not isinstance(r, float):
            return ctx.error("argument is not a number")
        if math.isnan(r) or math.isinf(r):
            return c_llong(r)
        return c_llong(float(rounder(r)))

    return rounding


builtin("floor")(_make_rounder(_ROUNDERS["floor"]))
builtin("ceiling", "ceil")(_make_rounder(_ROUNDERS["ceiling"]))
builtin("round")(_make_rounder(_ROUNDERS["round"]))


@builtin("pow")
@strict(2)
def pow_(ctx: EvalContext, vals: Sequence[Value]) -> Value:
    """Integer base and non-negative integer exponent give an integer (computed in floating
    point and rounded half up, as the library does); anything else is real."""
    base, exp = vals
    if is_int(base) and is_int(exp) and exp >= 0:
        try:
            r = math.pow(float(base), float(exp))
        except OverflowError:
            r = math.inf
        return c_llong(r + 0.5)
    b, e = to_real(base), to_real(exp)
    if not isinstance(b, float) or not isinstance(e, float):
        return ctx.error("pow() arguments must be numbers")
    try:
        return math.pow(b, e)
    except OverflowError:
        return math.inf if b > 0 or float(e).is_integer() and int(e) % 2 == 0 else -math.inf
    except ValueError:
        if b == 0.0:
            # C's pow: a zero base with a negative odd integer exponent keeps the zero's sign
            odd = e.is_integer() and abs(e) < 2.0**53 and int(e) % 2 == 1
            return math.copysign(math.inf, b) if odd else math.inf
        return math.nan


def _c_ceil(q: float) -> float:
    """C's ``ceil``: a real result that keeps the sign of zero (ceil(-0.5) is -0.0)."""
    if not math.isfinite(q):
        return q
    return math.copysign(float(math.ceil(q)), q)


@builtin("quantize")
@strict(2)
def quantize(ctx: EvalContext, vals: Sequence[Value]) -> Value:
    """Round ``a`` up to a multiple of ``b``; with a list, the first element at least ``a``,
    else multiples of the last element."""
    a, b = vals
    ra = to_real(a)
    if not isinstance(ra, float):
        return ctx.error("quantize() value is not a number")
    rbase: float
    if isinstance(b, ListValue):
        base: Value = 0.0
        rbase = 0.0
        for item in each_item(ctx, b):  # one at a time: the first large enough ends the scan
            base = item
            rb = to_real(item)
            if not isinstance(rb, float):
                return ctx.error("quantize() list element is not a number")
            rbase = rb
            if rbase >= ra:
                return base
        b = base
    else:
        rb = to_real(b)
        if not isinstance(rb, float):
            return ctx.error("quantize() step is not a number")
        rbase = rb
    if is_int(b):
        if b == 0:
            return a
        if is_int(a):
            # 64-bit arithmetic: the sum can wrap around, as it does in the library
            return wrap64(c_div(wrap64(a + b - 1), b) * b)
        return _c_ceil(ra / b) * b
    if -1e-8 <= rbase <= 1e-8:
        return a
    return _c_ceil(ra / rbase) * rbase


_RNG = _random.Random()


@builtin("random")
def random_(ctx: EvalContext, args: Sequence[Expr]) -> Value:
    """An integer in [0, n) or a real in [0, x); no argument means random(1.0). The library
    fails the whole evaluation for a non-positive bound, and so do we."""
    if len(args) > 1:
        return ctx.error("random() takes at most one argument")
    v: Value = ctx.eval(args[0]) if args else 1.0
    if is_int(v):
        n = v & 0xFFFFFFFF
        n = n - (1 << 32) if n >= (1 << 31) else n  # read into a C int
        if n <= 0:
            return ctx.fail("random() bound must be positive")
        return _RNG.randrange(n)
    if isinstance(v, float):
        if v <= 0:
            return ctx.fail("random() bound must be positive")
        return v * _RNG.random()
    return ctx.error("random() bound must be a number")
