"""HTCondor's "string list" builtins: a list written as one string with delimiter characters.

Tokens are split at any delimiter character, with surrounding white space trimmed and empty
tokens dropped (HTCondor's StringTokenIterator). The default delimiters differ by function, as
in the library: ", " for size/sum/avg/min/max and regexp, ", \\t\\r\\n" for member/subset.
"""
from __future__ import annotations

import functools
import re
from typing import Callable, Sequence

from ..ast import Expr
from ..values import UNDEFINED, ErrorValue, Value
from ._strtod import strtod
from ._support import FAILED as _FAILED, arity_error, c_bytes, c_llong, eval_or_error, from_bytes, is_undef, strict
from .api import EvalContext, builtin

_C_SPACE = b" \t\n\v\f\r"
_INTEGER_CHARS = re.compile(r"[-+0-9]*")
FLT_MAX = 3.4028234663852886e38
FLT_MIN = 1.1754943508222875e-38


def tokens(s: str, delims: str) -> list[str]:
    """Split ``s`` into trimmed, non-empty tokens at any character (byte) of ``delims``."""
    b, d = c_bytes(s), c_bytes(delims)
    parts = _splitter(d).split(b) if d else [b]
    return [from_bytes(t) for t in (p.strip(_C_SPACE) for p in parts) if t]


@functools.lru_cache(maxsize=64)
def _splitter(delims: bytes) -> "re.Pattern[bytes]":
    return re.compile(b"[" + b"".join(b"\\x%02x" % c for c in delims) + b"]")


@builtin("stringListSize")
@strict(1, 2)
def string_list_size(ctx: EvalContext, vals: Sequence[Value]) -> Value:
    """Number of items; any non-string argument (undefined included) is an error."""
    if not all(isinstance(v, str) for v in vals):
        return ctx.error("arguments must be strings")
    delims = vals[1] if len(vals) > 1 else ", "
    ctx.charge(len(vals[0]))  # type: ignore[arg-type]
    return len(tokens(vals[0], delims))  # type: ignore[arg-type]


#: summary name -> (step, start value, result for an empty list, divide by count)
_SUMMARIES: dict[str, tuple[Callable[[float, float], float], float, Value, bool]] = {
    "stringListSum": (lambda x, acc: x + acc, 0.0, 0.0, False),
    "stringListAvg": (lambda x, acc: x + acc, 0.0, 0.0, True),
    # the library starts min at FLT_MAX and max at FLT_MIN (the smallest *positive* float), so
    # a list of negative numbers has maximum 0, and huge values clamp at FLT_MAX
    "stringListMin": (lambda x, acc: x if x < acc else acc, FLT_MAX, UNDEFINED, False),
    "stringListMax": (lambda x, acc: x if x > acc else acc, FLT_MIN, UNDEFINED, False),
}


def _make_summary(step: Callable[[float, float], float], start: float, empty: Value, average: bool):
    @strict(1, 2)
    def summary(ctx: EvalContext, vals: Sequence[Value]) -> Value:
        if not all(isinstance(v, str) for v in vals):
            return ctx.error("arguments must be strings")
        delims = vals[1] if len(vals) > 1 else ", "
        ctx.charge(len(vals[0]))  # type: ignore[arg-type]
        acc = start
        count = 0
        is_real = False
        for tok in tokens(vals[0], delims):  # type: ignore[arg-type]
            count += 1
            got = strtod(tok)
            if got is None:
                return ctx.error(f"{tok!r} is not a number")
            if not _INTEGER_CHARS.fullmatch(tok):
                is_real = True
            acc = step(got[0], acc)
        if count == 0:
            return empty
        if average:
            acc /= count
        return acc if is_real else c_llong(acc)

    return summary


for _name, (_step, _start, _empty, _avg) in _SUMMARIES.items():
    builtin(_name)(_make_summary(_step, _start, _empty, _avg))


def _fold(s: str) -> str:
    return from_bytes(c_bytes(s).lower())


def _member_like(ctx: EvalContext, vals: Sequence[Value], fold: bool, subset: bool) -> Value:
    item, lst = vals[0], vals[1]
    delims: Value = vals[2] if len(vals) > 2 else ", \t\r\n"
    if is_undef(delims):
        delims = ", \t\r\n"
    for v in (item, lst, delims):
        if not (is_undef(v) or isinstance(v, str)):
            return ctx.error("arguments must be strings or undefined")
    if is_undef(item) and is_undef(lst):
        return UNDEFINED
    item_s = "" if is_undef(item) else item
    list_s = "" if is_undef(lst) else lst
    ctx.charge(len(list_s) + len(item_s))  # type: ignore[arg-type]
    key: Callable[[str], str] = _fold if fold else (lambda s: s)
    if not subset:
        # membership compares the item as given (no trimming) against each trimmed token
        wanted = key(item_s)  # type: ignore[arg-type]
        return any(key(t) == wanted for t in tokens(list_s, delims))  # type: ignore[arg-type]
    if not item_s:
        return True
    have = {key(t) for t in tokens(list_s, delims)}  # type: ignore[arg-type]
    wanted = tokens(item_s, delims)  # type: ignore[arg-type]
    # a non-empty first list with no tokens (e.g. ", ") matches nothing, as in the library
    return bool(wanted) and all(key(t) in have for t in wanted)


@builtin("stringListMember")
@strict(2, 3)
def string_list_member(ctx: EvalContext, vals: Sequence[Value]) -> Value:
    """Is the item one of the list's tokens (case-sensitive)? Undefined acts as ""."""
    return _member_like(ctx, vals, fold=False, subset=False)


@builtin("stringListIMember")
@strict(2, 3)
def string_list_imember(ctx: EvalContext, vals: Sequence[Value]) -> Value:
    return _member_like(ctx, vals, fold=True, subset=False)


@builtin("stringListSubsetMatch")
@strict(2, 3)
def string_list_subset_match(ctx: EvalContext, vals: Sequence[Value]) -> Value:
    """Is every token of the first list a token of the second (case-sensitive)?"""
    return _member_like(ctx, vals, fold=False, subset=True)


@builtin("stringListISubsetMatch")
@strict(2, 3)
def string_list_isubset_match(ctx: EvalContext, vals: Sequence[Value]) -> Value:
    return _member_like(ctx, vals, fold=True, subset=True)


def _plain_split(s: str, delims: str) -> list[str]:
    """The core library's own splitter (no trimming); empty delimiters mean " ,"."""
    b, d = c_bytes(s), c_bytes(delims) or b" ,"
    return [from_bytes(t) for t in _splitter(d).split(b) if t]


@builtin("stringListsIntersect")
def string_lists_intersect(ctx: EvalContext, args: Sequence[Expr]) -> Value:
    """Do the two lists share a token (case-sensitive)? Error beats undefined here. Unlike
    the other builtins, a failing argument is just ERROR (fnCall.cpp stringListsIntersect
    returns true after it), and the delimiter is read only when both lists evaluated."""
    if not 2 <= len(args) <= 3:
        return arity_error(ctx, len(args), 2, 3)
    vals: list[Value] = []
    for arg in args:
        v = eval_or_error(ctx, arg)
        if v is _FAILED:  # the library stops evaluating at the first failure
            return ctx.error("argument could not be evaluated")
        vals.append(v)
    if any(isinstance(v, ErrorValue) for v in vals):
        return ctx.error("error argument")
    if any(is_undef(v) for v in vals):
        return UNDEFINED
    if not all(isinstance(v, str) for v in vals):
        return ctx.error("arguments must be strings")
    delims = vals[2] if len(vals) > 2 else ""
    ctx.charge(len(vals[0]) + len(vals[1]))  # type: ignore[arg-type]
    right = set(_plain_split(vals[1], delims))  # type: ignore[arg-type]
    return any(t in right for t in _plain_split(vals[0], delims))  # type: ignore[arg-type]
