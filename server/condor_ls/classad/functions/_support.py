"""Shared plumbing for the builtins: argument evaluation, arity checks, C-like numerics.

The library's builtins are plain C++ functions that check their own arity, evaluate their
arguments and map bad input to ERROR; these helpers let each of ours say the same in a line.
"""
from __future__ import annotations

import math
from typing import TYPE_CHECKING, Callable, Iterator, Sequence

from ..ast import Literal
from ..values import UNDEFINED, ErrorValue, ListValue, Undefined, Value
from ...raw_bytes import RAW

if TYPE_CHECKING:
    from ..ast import Expr
    from .api import Builtin, EvalContext

INT64_MIN = -(1 << 63)
INT64_MAX = (1 << 63) - 1

#: a builtin body that receives evaluated argument values
Body = Callable[["EvalContext", list[Value]], Value]


_SAME = -1


def strict(min_args: int, max_args: int | None = _SAME) -> Callable[[Body], "Builtin"]:
    """Wrap ``body(ctx, values)``: check the argument count (wrong count gives ERROR, as every
    library builtin does) and evaluate all arguments left to right before calling ``body``.

    ``max_args`` defaults to ``min_args``; None means no upper bound.
    """
    hi = min_args if max_args == _SAME else max_args

    def wrap(body: Body) -> "Builtin":
        def fn(ctx: "EvalContext", args: Sequence["Expr"]) -> Value:
            n = len(args)
            if n < min_args or (hi is not None and n > hi):
                return arity_error(ctx, n, min_args, hi)
            return body(ctx, [ctx.eval(a) for a in args])

        fn.__name__ = body.__name__
        fn.__doc__ = body.__doc__
        fn.__qualname__ = body.__qualname__
        # what the evaluator needs to call the body with argument values it computes itself
        fn.strict_body = (body, min_args, hi)  # type: ignore[attr-defined]
        return fn

    return wrap


def eval_nested(ctx: "EvalContext", expr: "Expr") -> Value:
    """``ctx.eval_nested(expr)``, or plain ``ctx.eval`` for a context without it (the method
    joined the contract later; a context with no depth limit has nothing to count)."""
    nested = getattr(ctx, "eval_nested", None)
    return nested(expr) if nested is not None else ctx.eval(expr)


def arity_error(ctx: "EvalContext", n: int, lo: int, hi: int | None) -> ErrorValue:
    if hi is None:
        want = f"at least {lo}"
    elif lo == hi:
        want = str(lo)
    else:
        want = f"{lo} to {hi}"
    return ctx.error(f"expects {want} argument{'s' if want != '1' else ''}, got {n}")




# --- value kinds (bool is an int in Python: always test it first) -----------------------------

def is_int(v: Value) -> bool:
    return isinstance(v, int) and not isinstance(v, bool)




def is_number(v: Value) -> bool:
    """The library's IsNumber: boolean, integer or real."""
    return isinstance(v, (int, float))


def is_undef(v: Value) -> bool:
    return v is UNDEFINED or isinstance(v, Undefined)






def is_record(v: Value) -> bool:
    from ..ad import ClassAd

    return isinstance(v, ClassAd)




# --- C numerics --------------------------------------------------------------------------------



def wrap32(i: int) -> int:
    """Truncate to a C ``int``, as the library does where it reads an integer into an int."""
    i &= (1 << 32) - 1
    return i - (1 << 32) if i >= (1 << 31) else i


def c_llong(x: float) -> int:
    """``(long long) x`` on x86-64: truncation; NaN and out-of-range give INT64_MIN."""
    if math.isnan(x) or math.isinf(x):
        return INT64_MIN
    t = math.trunc(x)
    return t if INT64_MIN <= t <= INT64_MAX else INT64_MIN


def c_int(x: float) -> int:
    """``(int) x`` on x86-64: truncation; NaN and out-of-range give INT32_MIN."""
    if math.isnan(x) or math.isinf(x):
        return -(1 << 31)
    t = math.trunc(x)
    return t if -(1 << 31) <= t < (1 << 31) else -(1 << 31)


def c_fraction(x: float) -> float:
    """``x - floor(x)`` in C: for an infinity that is inf - inf, the x86 default NaN (sign bit
    set); a NaN stays itself. (Python's ``math.floor`` raises on both.)"""
    if math.isfinite(x):
        return x - math.floor(x)
    return x if x != x else -math.nan


def c_div(a: int, b: int) -> int:
    """C integer division (truncates toward zero); ``b`` must be non-zero."""
    q = abs(a) // abs(b)
    return q if (a >= 0) == (b >= 0) else -q


def c_mod(a: int, b: int) -> int:
    """C remainder (takes the sign of the dividend); ``b`` must be non-zero."""
    return a - c_div(a, b) * b




def each_item(ctx: "EvalContext", lst: ListValue) -> Iterator[Value]:
    """A list's elements evaluated one at a time, as the library's loops do: a builtin that
    stops early (``member`` at its first hit) never evaluates the rest, which matters when a
    later element refers back to the list (``L = {5, member(5, L)}``)."""
    ctx.charge(len(lst.items))
    for item in lst.items:
        # the caller's scope, at the call's depth, as list_items evaluates them
        yield item.value if type(item) is Literal else ctx.eval(item)


#: what :func:`eval_or_error` gives for an argument whose evaluation failed
FAILED = ErrorValue("argument could not be evaluated")


def eval_or_error(ctx: "EvalContext", expr: "Expr") -> Value:
    """Evaluate an argument whose failure the builtin absorbs: the few library builtins that
    answer a failed ``Evaluate`` with ERROR and ``return true`` (``stringListsIntersect``,
    ``regexpMember``'s elements) end the failure there instead of passing it up. A failure
    gives the :data:`FAILED` error value itself (test it with ``is``)."""
    from ..evaluator import EvalLimitError  # the evaluator imports the builtins first

    try:
        return ctx.eval(expr)
    except EvalLimitError:
        return FAILED


def stored_literal(v: Value) -> Literal:
    """A value as the library stores it back into an expression (``Literal::MakeLiteral``):
    a relative time becomes its whole seconds, read through a C ``int``, in a literal that
    evaluates to a real yet prints as ``relTime("...")``."""
    from ..values import RelTime

    if isinstance(v, RelTime):
        from ..unparse import reltime_text

        secs = float(c_int(float(v.secs)))
        return Literal(secs, spelling=f'relTime("{reltime_text(secs)}")')
    return Literal(v)


def literal_list(values: Sequence[Value | Literal]) -> ListValue:
    """A list value whose elements are already-evaluated values (results built by builtins,
    which the library hands back through a counted pointer: see ``ListValue.shared``)."""
    return ListValue(tuple(v if type(v) is Literal else Literal(v) for v in values), None, True)


def c_bytes(s: str) -> bytes:
    """A string as the C library sees it: UTF-8 bytes, ending at the first NUL."""
    b = s.encode("utf-8", RAW)
    nul = b.find(b"\0")
    return b if nul < 0 else b[:nul]


def from_bytes(b: bytes) -> str:
    return b.decode("utf-8", "surrogateescape")


