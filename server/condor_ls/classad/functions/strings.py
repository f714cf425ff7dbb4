"""String builtins: concatenation, case, ``substr``, comparison and splitting.

Like the C++ library these work on the UTF-8 bytes of a string: ``size``/``substr`` count bytes
and case changes touch ASCII letters only.
"""
from __future__ import annotations

from typing import Sequence

from ..ast import Expr, Literal
from ..values import UNDEFINED, ErrorValue, ListValue, Value
from ._support import c_bytes, eval_nested, from_bytes, is_int, is_undef, literal_list, strict, wrap32
from .api import EvalContext, builtin
from .convert import to_string


def _concat(ctx: EvalContext, items: Sequence[Expr], is_join: bool) -> Value:
    """The library's strCat loop: each item is evaluated only when reached, one nesting level
    deeper than the call; strcat stops at the first undefined, both stop at an error."""
    out: list[str] = []
    length = 0
    sep = ""
    undef = defined = False
    nested = getattr(ctx, "eval_nested", None) or ctx.eval  # as eval_nested(ctx, item) does
    for i, item in enumerate(items):
        s = to_string(nested(item))
        if type(s) is not str:
            if is_undef(s):
                undef = True
                if is_join:
                    continue
                defined = False
                break
            if isinstance(s, ErrorValue):
                return s
            assert isinstance(s, str)
        ctx.charge(len(s))
        if is_join:
            if i == 0:
                sep = s
                continue
            if length:  # the separator goes only after non-empty text
                out.append(sep)
                length += len(sep)
        defined = True
        out.append(s)
        length += len(s)
    if undef and not defined:
        return UNDEFINED
    return "".join(out)


@builtin("strcat")
def strcat(ctx: EvalContext, args: Sequence[Expr]) -> Value:
    """Concatenate the string forms of all arguments; undefined anywhere gives undefined."""
    return _concat(ctx, args, is_join=False)


_NO_SEPARATOR = Literal("")


@builtin("join")
def join(ctx: EvalContext, args: Sequence[Expr]) -> Value:
    """``join(sep, a, b, ...)``, ``join(sep, list)`` or ``join(list)``; undefined items are
    skipped. With one or two arguments the last is evaluated first (one level deeper) to see
    whether it is a list; if not, the library evaluates every argument again in order."""
    n = len(args)
    if 1 <= n <= 2:
        last = eval_nested(ctx, args[-1])
        if isinstance(last, ListValue):
            ctx.charge(len(last.items))
            # the list's elements become the arguments, evaluated in the caller's scope
            head = args[0] if n == 2 else _NO_SEPARATOR
            return _concat(ctx, [head, *last.items], is_join=True)
    return _concat(ctx, args, is_join=True)


def _case(ctx: EvalContext, v: Value, upper: bool) -> Value:
    s = to_string(v)
    if not isinstance(s, str):
        return s
    b = c_bytes(s)
    return from_bytes(b.upper() if upper else b.lower())


@builtin("toUpper")
@strict(1)
def to_upper(ctx: EvalContext, vals: Sequence[Value]) -> Value:
    """Upper-case the string form of the argument (ASCII letters only)."""
    return _case(ctx, vals[0], upper=True)


@builtin("toLower")
@strict(1)
def to_lower(ctx: EvalContext, vals: Sequence[Value]) -> Value:
    return _case(ctx, vals[0], upper=False)


@builtin("substr")
@strict(2, 3)
def substr(ctx: EvalContext, vals: Sequence[Value]) -> Value:
    """Perl-like substring: a negative offset counts from the end, a negative length stops
    that many bytes before the end."""
    if any(is_undef(v) for v in vals):
        return UNDEFINED
    s, off = vals[0], vals[1]
    ln = vals[2] if len(vals) > 2 else 0
    if not isinstance(s, str) or not is_int(off) or not is_int(ln):
        return ctx.error("substr() needs a string and integer offset/length")
    b = c_bytes(s)
    size = len(b)
    offset, length = wrap32(off), wrap32(ln)  # the library reads both into C ints
    if offset < 0:
        offset = max(size + offset, 0)
    elif offset >= size:
        offset = size
    if length <= 0:
        length = max(size - offset + length, 0)
    elif length > size - offset:
        length = size - offset
    if len(vals) == 3 and wrap32(ln) == 0:  # an explicit zero length always means empty
        length = 0
    return from_bytes(b[offset:offset + length])


def _compare_strings(ctx: EvalContext, vals: Sequence[Value], fold: bool) -> Value:
    a, b = vals
    if is_undef(a) or is_undef(b):
        return UNDEFINED
    sa, sb = to_string(a), to_string(b)
    if not isinstance(sa, str) or not isinstance(sb, str):
        return ctx.error("argument has no string form")
    ba, bb = c_bytes(sa), c_bytes(sb)
    if fold:
        ba, bb = ba.lower(), bb.lower()
    return (ba > bb) - (ba < bb)


@builtin("strcmp")
@strict(2)
def strcmp(ctx: EvalContext, vals: Sequence[Value]) -> Value:
    """-1, 0 or 1 comparing the string forms byte by byte; undefined wins over error."""
    return _compare_strings(ctx, vals, fold=False)


@builtin("stricmp")
@strict(2)
def stricmp(ctx: EvalContext, vals: Sequence[Value]) -> Value:
    return _compare_strings(ctx, vals, fold=True)


_C_SPACE = b" \t\n\v\f\r"


@builtin("split")
@strict(1, 2)
def split(ctx: EvalContext, vals: Sequence[Value]) -> Value:
    """Split at any separator character (default comma and white space). White space around a
    separator is absorbed, but two adjacent non-space separators make an empty item."""
    s = vals[0]
    seps = vals[1] if len(vals) > 1 else ", \t"
    if not isinstance(s, str) or not isinstance(seps, str):
        return ctx.error("split() needs string arguments")
    b, sb = c_bytes(s), c_bytes(seps)
    ctx.charge(len(b))
    items: list[str] = []
    last = 0
    if sb:
        prev = -1
        for ix, ch in enumerate(b):
            if ch not in sb:
                continue
            if ix > last:
                items.append(from_bytes(b[last:ix]))
            elif ch not in _C_SPACE and ch == prev:
                items.append("")
            if ch not in _C_SPACE:
                prev = ch
            last = ix + 1
    if len(b) > last:
        items.append(from_bytes(b[last:]))
    return literal_list(items)


def _split_at(ctx: EvalContext, v: Value, missing_first: bool) -> Value:
    if not isinstance(v, str):
        return ctx.error("argument is not a string")
    head, at, tail = v.partition("@")
    if not at:
        return literal_list(["", v] if missing_first else [v, ""])
    return literal_list([head, tail])


@builtin("splitUserName")
@strict(1)
def split_user_name(ctx: EvalContext, vals: Sequence[Value]) -> Value:
    """``"user@domain"`` -> ``{"user", "domain"}``; without ``@`` the domain is empty."""
    return _split_at(ctx, vals[0], missing_first=False)


@builtin("splitSlotName")
@strict(1)
def split_slot_name(ctx: EvalContext, vals: Sequence[Value]) -> Value:
    """``"slot1@host"`` -> ``{"slot1", "host"}``; without ``@`` the slot part is empty."""
    return _split_at(ctx, vals[0], missing_first=True)
