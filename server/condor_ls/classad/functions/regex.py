"""Regular-expression builtins: ``regexp``, ``regexpMember``, ``regexps``, ``replace``,
``replaceall`` and HTCondor's ``stringList_regexpMember``.

Option letters: the core functions read lower-case ``i m s x`` (plus ``f`` and ``g`` for
substitution) and ignore everything else, so ``"I"`` does nothing there; the HTCondor string-list
function takes ``i m s x`` in either case. Matching runs on RE2 (see ``_pcre`` and docs/regex.md).
"""
from __future__ import annotations

from typing import Sequence

from ..ast import Literal
from ..values import UNDEFINED, ErrorValue, ListValue, Value
from ._pcre import PatternError, SubstitutionError, compile_pattern, substitute
from ._support import FAILED, c_bytes, eval_or_error, from_bytes, is_undef, strict
from .api import EvalContext, builtin
from .stringlists import tokens


def _core_flags(options: str) -> frozenset[str]:
    return frozenset(ch for ch in options if ch in "imsxfg")


def _run(ctx: EvalContext, pattern: str, target: str, replace: str | None, options: str | None,
         extra: str = "") -> Value:
    flags = _core_flags((options or "") + extra)
    try:
        compiled = compile_pattern(c_bytes(pattern), flags & frozenset("imsx"))
    except PatternError as exc:
        return ctx.error(exc.reason)
    tb = c_bytes(target)
    ctx.charge(len(tb))
    try:
        got = substitute(compiled, tb, None if replace is None else c_bytes(replace),
                         full=replace is not None and "f" in flags,
                         find_all=replace is not None and "g" in flags)
    except SubstitutionError as exc:
        return ctx.error(str(exc))
    return got if isinstance(got, bool) else from_bytes(got)


def _screen(ctx: EvalContext, vals: Sequence[Value], n_required: int) -> Value | None:
    """The library's argument rules: any error -> error, then any undefined -> undefined, then
    a non-string options argument -> error. Returns None when the arguments pass."""
    if any(isinstance(v, ErrorValue) for v in vals):
        return ctx.error("error argument")
    if any(is_undef(v) for v in vals):
        return UNDEFINED
    if len(vals) > n_required and not isinstance(vals[n_required], str):
        return ctx.error("options must be a string")
    return None


@builtin("regexp")
@strict(2, 3)
def regexp(ctx: EvalContext, vals: Sequence[Value]) -> Value:
    """Does the pattern match anywhere in the target?"""
    early = _screen(ctx, vals, 2)
    if early is not None:
        return early
    pattern, target = vals[0], vals[1]
    if not isinstance(pattern, str) or not isinstance(target, str):
        return ctx.error("pattern and target must be strings")
    return _run(ctx, pattern, target, None, vals[2] if len(vals) > 2 else None)  # type: ignore[arg-type]


@builtin("regexpMember")
@strict(2, 3)
def regexp_member(ctx: EvalContext, vals: Sequence[Value]) -> Value:
    """Does the pattern match some string of the list? Undefined elements give undefined
    when nothing matches; an element neither string nor undefined (before a match) is error.
    As in the library, an invalid pattern just never matches (false)."""
    early = _screen(ctx, vals, 2)
    if early is not None:
        return early
    pattern, lst = vals[0], vals[1]
    if not isinstance(pattern, str) or not isinstance(lst, ListValue):
        return ctx.error("regexpMember() needs a pattern string and a list")
    options = vals[2] if len(vals) > 2 else None
    maybe_undefined = False
    ctx.charge(len(lst.items))
    for item in lst.items:
        # one element at a time, stopping at the first match or bad element; an element that
        # fails to evaluate makes the answer ERROR, and the failure ends here (fnCall.cpp)
        element = item.value if type(item) is Literal else eval_or_error(ctx, item)
        if element is FAILED:
            return ctx.error("list element could not be evaluated")
        if not isinstance(element, str):
            if is_undef(element):
                maybe_undefined = True
                continue
            return ctx.error("list element is not a string")
        got = _run(ctx, pattern, element, None, options)  # type: ignore[arg-type]
        if got is True:
            return True
        if isinstance(got, ErrorValue) and "not supported" in got.reason:
            return got
    return UNDEFINED if maybe_undefined else False


def _subst(ctx: EvalContext, vals: Sequence[Value], extra: str) -> Value:
    early = _screen(ctx, vals, 3)
    if early is not None:
        return early
    pattern, target, repl = vals[0], vals[1], vals[2]
    if not (isinstance(pattern, str) and isinstance(target, str) and isinstance(repl, str)):
        return ctx.error("pattern, target and replacement must be strings")
    options = vals[3] if len(vals) > 3 else ""
    return _run(ctx, pattern, target, repl, options, extra)  # type: ignore[arg-type]


@builtin("regexps")
@strict(3, 4)
def regexps(ctx: EvalContext, vals: Sequence[Value]) -> Value:
    """The replacement (with ``\\N`` group references) for the first match; ``f`` returns the
    whole target with it substituted, ``g`` substitutes every match."""
    return _subst(ctx, vals, "")


@builtin("replace")
@strict(3, 4)
def replace(ctx: EvalContext, vals: Sequence[Value]) -> Value:
    """The target with its first match replaced (regexps with option ``f``)."""
    return _subst(ctx, vals, "f")


@builtin("replaceAll")
@strict(3, 4)
def replace_all(ctx: EvalContext, vals: Sequence[Value]) -> Value:
    """The target with every match replaced (regexps with options ``fg``)."""
    return _subst(ctx, vals, "fg")


@builtin("stringList_regexpMember")
@strict(2, 4)
def string_list_regexp_member(ctx: EvalContext, vals: Sequence[Value]) -> Value:
    """Does the pattern match some item of a delimited string list? An empty list gives
    undefined; any non-string argument (undefined included) is error."""
    if not all(isinstance(v, str) for v in vals):
        return ctx.error("arguments must be strings")
    pattern, lst = vals[0], vals[1]
    delims = vals[2] if len(vals) > 2 else ", "
    options = vals[3] if len(vals) > 3 else ""
    flags = frozenset(ch.lower() for ch in options if ch.lower() in "imsx")  # type: ignore[union-attr]
    try:
        compiled = compile_pattern(c_bytes(pattern), flags)  # type: ignore[arg-type]
    except PatternError as exc:
        return ctx.error(exc.reason)
    items = tokens(lst, delims)  # type: ignore[arg-type]
    ctx.charge(len(lst))  # type: ignore[arg-type]
    if not items:
        return UNDEFINED
    for item in items:
        if substitute(compiled, c_bytes(item), None, False, False) is True:
            return True
    return False
