"""List builtins: membership, ``size``, ``sum``/``avg``/``min``/``max``, ``anyCompare``/``allCompare``."""
from __future__ import annotations

from typing import Sequence

from ..ast import Expr
from ..values import UNDEFINED, ErrorValue, ListValue, Value
from ._ops import add, compare, divide, promote
from ._support import arity_error, c_bytes, each_item, is_number, is_record, is_undef, strict
from .api import EvalContext, builtin


def _member(ctx: EvalContext, vals: Sequence[Value], op: str) -> Value:
    item, lst = vals
    identical = op == "=?="
    if is_undef(lst) or (not identical and is_undef(item)):
        return UNDEFINED
    if not isinstance(lst, ListValue) or isinstance(item, ListValue) or is_record(item):
        return ctx.error("member() needs a scalar and a list")
    if not identical and isinstance(item, ErrorValue):
        return item
    for element in each_item(ctx, lst):
        if compare(op, element, item) is True:
            return True
    return False


@builtin("member")
@strict(2)
def member(ctx: EvalContext, vals: Sequence[Value]) -> Value:
    """True if some element ``==`` the item (so strings match ignoring case)."""
    return _member(ctx, vals, "==")


@builtin("identicalMember")
@strict(2)
def identical_member(ctx: EvalContext, vals: Sequence[Value]) -> Value:
    """True if some element ``=?=`` the item (same type, same value, case-sensitive)."""
    return _member(ctx, vals, "=?=")


@builtin("size")
@strict(1)
def size(ctx: EvalContext, vals: Sequence[Value]) -> Value:
    """Elements of a list, attributes of a record, or bytes of a string."""
    v = vals[0]
    if is_undef(v):
        return UNDEFINED
    if isinstance(v, ListValue):
        return len(v.items)
    if is_record(v):
        return len(v)  # type: ignore[arg-type]
    if isinstance(v, str):
        return len(c_bytes(v))
    return ctx.error("size() of a number or time")


def _numbers(ctx: EvalContext, v: Value) -> tuple[list[Value] | None, Value]:
    """The defined elements of list ``v``, or (None, result) when the library returns early."""
    if is_undef(v):
        return None, UNDEFINED
    if not isinstance(v, ListValue):
        return None, ctx.error("argument is not a list")
    out: list[Value] = []
    for element in each_item(ctx, v):
        if is_undef(element):
            continue
        if not is_number(element):
            return None, ctx.error("list element is not a number")
        out.append(element)
    return out, UNDEFINED


@builtin("sum")
@strict(1)
def sum_(ctx: EvalContext, vals: Sequence[Value]) -> Value:
    """Sum of the defined elements; 0 for none. A lone boolean comes back unchanged."""
    nums, early = _numbers(ctx, vals[0])
    if nums is None:
        return early
    if not nums:
        return 0
    total = nums[0]
    for n in nums[1:]:
        total = add(total, n)
    return total


@builtin("avg")
@strict(1)
def avg(ctx: EvalContext, vals: Sequence[Value]) -> Value:
    """Mean of the defined elements as a real; 0 (an integer) when there are none."""
    nums, early = _numbers(ctx, vals[0])
    if nums is None:
        return early
    if not nums:
        return 0
    total = nums[0]
    for n in nums[1:]:
        total = add(total, n)
    return divide(total, float(len(nums)))


def _bound(ctx: EvalContext, vals: Sequence[Value], op: str) -> Value:
    nums, early = _numbers(ctx, vals[0])
    if nums is None:
        return early
    if not nums:
        return UNDEFINED
    best = nums[0]
    for n in nums[1:]:
        # the library compares in place, so the running bound takes the promoted type
        _, n2, best = promote(n, best)
        if compare(op, n2, best) is True:
            best = n2
    return best


@builtin("min")
@strict(1)
def min_(ctx: EvalContext, vals: Sequence[Value]) -> Value:
    """Smallest defined element; a real anywhere before it makes the result real."""
    return _bound(ctx, vals, "<")


@builtin("max")
@strict(1)
def max_(ctx: EvalContext, vals: Sequence[Value]) -> Value:
    return _bound(ctx, vals, ">")


#: the operator strings anyCompare/allCompare accept (exact spelling) -> comparison
_LIST_OPS: dict[str, str] = {
    "<": "<", "<=": "<=", "!=": "!=", "==": "==", ">": ">", ">=": ">=", "is": "=?=", "isnt": "=!=",
}


def _list_compare(ctx: EvalContext, args: Sequence[Expr], need_all: bool) -> Value:
    # the library evaluates the arguments one at a time and returns at the first bad one, so
    # a later argument that would fail (or never end) is not evaluated: anyCompare(y, 0, .x)
    # with y undefined is undefined even where .x cannot be evaluated
    if len(args) != 3:
        return arity_error(ctx, len(args), 3, 3)
    opv = ctx.eval(args[0])
    if is_undef(opv):
        return UNDEFINED
    if not isinstance(opv, str):
        return ctx.error("comparison operator must be a string")
    op = _LIST_OPS.get(opv)
    if op is None:
        return ctx.error(f"unknown comparison operator {opv!r}")
    lst = ctx.eval(args[1])
    if is_undef(lst):
        return UNDEFINED
    if not isinstance(lst, ListValue):
        return ctx.error("second argument is not a list")
    target = ctx.eval(args[2])
    for element in each_item(ctx, lst):
        if op not in ("=?=", "=!="):
            kind, _, promoted = promote(element, target)
            if kind in ("int", "real"):
                target = promoted  # the library promotes its operand in place
        r = compare(op, element, target)
        if r is True:
            if not need_all:
                return True
        elif r is False:
            if need_all:
                return False
        elif is_undef(r):
            # an undefined comparison ends the scan with false (for either function)
            return False
        else:
            return r if isinstance(r, ErrorValue) else ctx.error("comparison failed")
    return need_all


@builtin("anyCompare")
def any_compare(ctx: EvalContext, args: Sequence[Expr]) -> Value:
    """True if some element compares true against the value with the named operator."""
    return _list_compare(ctx, args, need_all=False)


@builtin("allCompare")
def all_compare(ctx: EvalContext, args: Sequence[Expr]) -> Value:
    return _list_compare(ctx, args, need_all=True)
