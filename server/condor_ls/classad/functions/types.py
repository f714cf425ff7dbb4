"""Type predicates (``isString`` ...) and the conversion functions ``int real string bool``."""
from __future__ import annotations

from typing import Callable, Sequence

from ..values import UNDEFINED, AbsTime, ErrorValue, ListValue, RelTime, Value
from ._support import c_int, is_int, is_record, is_undef, strict
from .api import EvalContext, builtin
from .convert import to_int, to_real, to_string

#: predicate name -> test on the evaluated argument
_PREDICATES: dict[str, Callable[[Value], bool]] = {
    "isUndefined": is_undef,
    "isError": lambda v: isinstance(v, ErrorValue),
    "isString": lambda v: isinstance(v, str),
    "isInteger": is_int,
    "isReal": lambda v: isinstance(v, float),
    "isList": lambda v: isinstance(v, ListValue),
    "isClassAd": is_record,
    "isBoolean": lambda v: isinstance(v, bool),
    "isAbstime": lambda v: isinstance(v, AbsTime),
    "isReltime": lambda v: isinstance(v, RelTime),
}


def _make_predicate(test: Callable[[Value], bool]):
    @strict(1)
    def predicate(ctx: EvalContext, vals: Sequence[Value]) -> Value:
        return test(vals[0])

    return predicate


for _name, _test in _PREDICATES.items():
    builtin(_name)(_make_predicate(_test))


@builtin("int")
@strict(1)
def int_(ctx: EvalContext, vals: Sequence[Value]) -> Value:
    """Reals truncate toward zero; strings take their leading number; undefined stays undefined."""
    return to_int(vals[0])


@builtin("real")
@strict(1)
def real_(ctx: EvalContext, vals: Sequence[Value]) -> Value:
    return to_real(vals[0])


@builtin("string")
@strict(1)
def string_(ctx: EvalContext, vals: Sequence[Value]) -> Value:
    return to_string(vals[0])


@builtin("bool")
@strict(1)
def bool_(ctx: EvalContext, vals: Sequence[Value]) -> Value:
    """Numbers: non-zero is true; strings: only "true"/"false" (any case), else undefined."""
    v = vals[0]
    if isinstance(v, bool):
        return v
    if isinstance(v, (int, float)):
        return v != 0
    if isinstance(v, RelTime):
        return c_int(v.secs) != 0
    if isinstance(v, str):
        low = v.lower()
        return {"true": True, "false": False}.get(low, UNDEFINED)
    if is_undef(v):
        return UNDEFINED
    if isinstance(v, ErrorValue):
        return v
    return ctx.error("bool() of a list, record or absolute time")
