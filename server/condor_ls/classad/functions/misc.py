"""Builtins about evaluation itself: ``ifThenElse``, ``eval``, ``unparse``, ``unresolved``,
``debug``, ``evalInEachContext``/``countMatches``, plus ``userHome``/``userMap`` and the
startd-only ``SlotEval``.
"""
from __future__ import annotations

from typing import Sequence

from ..ad import ClassAd
from ..ast import AttrRef, Expr, ListExpr, Literal
from ..values import UNDEFINED, ErrorValue, ListValue, Value
from ._pcre import PatternError, compile_pattern, has_nonempty_match
from ._support import c_bytes, eval_nested, eval_or_error, is_record, is_undef, literal_list, stored_literal, strict
from .api import FIND_OK, EvalContext, builtin
from .convert import to_string
from .references import state_references


@builtin("ifThenElse")
def if_then_else(ctx: EvalContext, args: Sequence[Expr]) -> Value:
    """Evaluate only the chosen branch. Numbers select by non-zero; strings, lists, records,
    times and error select nothing (error); undefined gives undefined."""
    if len(args) != 3:
        return ctx.error("ifThenElse() takes 3 arguments")
    cond = ctx.eval(args[0])
    if isinstance(cond, (bool, int, float)):
        return ctx.eval(args[1] if cond else args[2])
    if is_undef(cond):
        return UNDEFINED
    return cond if isinstance(cond, ErrorValue) else ctx.error("ifThenElse() condition is not a number")


@builtin("eval")
@strict(1)
def eval_(ctx: EvalContext, vals: Sequence[Value]) -> Value:
    """Parse the string form of the argument as an expression and evaluate it here."""
    text = to_string(vals[0])
    if not isinstance(text, str):
        return ctx.error("eval() argument has no string form")
    expr = ctx.parse(text)
    # the library checks its depth limit before parsing, so even text that does not parse
    # fails the evaluation at the limit; the parsed expression runs one level deeper
    return eval_nested(ctx, _UNPARSABLE if expr is None else expr)


_UNPARSABLE = Literal(ErrorValue("eval() text does not parse"))


def _current_ad(ctx: EvalContext) -> ClassAd | None:
    """The ad the call is evaluated in (the evaluator's ``cur``; None outside any ad)."""
    ad = getattr(ctx, "cur", None)
    return ad if isinstance(ad, ClassAd) else None


def _my_name(expr: Expr) -> str | None:
    """``x`` of ``MY.x`` / ``SELF.x``, else None."""
    if isinstance(expr, AttrRef) and isinstance(expr.base, AttrRef) and expr.base.base is None \
            and not expr.base.absolute and expr.base.name.lower() in ("my", "self"):
        return expr.name
    return None


@builtin("unparse")
def unparse_(ctx: EvalContext, args: Sequence[Expr]) -> Value:
    """The text of the expression an attribute is bound to, without evaluating it. As in the
    library, the reference is printed and that text looked up in the current ad, so only a
    plain name that prints bare is found: ``MY.x``, ``.x``, a quoted name such as ``'x y'``
    (which prints with its quotes) or a missing name give ""."""
    if len(args) != 1 or not isinstance(args[0], AttrRef):
        return ctx.error("unparse() takes one attribute reference")
    from ..unparse import unparse, unparse_pretty  # lazy: unparse sits beside us in the classad layer

    ad = _current_ad(ctx)
    bound = ad.lookup(unparse(args[0])) if ad is not None else None
    if bound is None:
        return ""

    text = unparse_pretty(bound)
    ctx.charge(len(text))
    return text


@builtin("unresolved")
def unresolved(ctx: EvalContext, args: Sequence[Expr]) -> Value:
    """The attributes an attribute's expression refers to that its scopes do not define,
    comma-separated; with a pattern, whether any of them matches it (case-insensitive).

    The reference is looked up as the library does (special names, scoped references and,
    for a plain name, the other side of a match), and the expression it is bound to is
    walked from the ad it was found in; the library's lookup leaves the evaluation in that
    ad for the rest of the call (the pattern is evaluated there)."""
    if not 1 <= len(args) <= 2 or not isinstance(args[0], AttrRef):
        return ctx.error("unresolved() takes an attribute reference and an optional pattern")
    find = getattr(ctx, "find_expr", None)
    if find is None:  # an evaluation context without the library's lookups
        return UNDEFINED
    status, found, _where = find(args[0])
    if status != FIND_OK:
        return UNDEFINED
    compiled = None
    if len(args) == 2:
        pattern = ctx.eval(args[1])
        if not isinstance(pattern, str):
            # the library sets ERROR and reports failure: the whole evaluation fails
            return ctx.fail("unresolved() pattern must be a string")
        try:
            compiled = compile_pattern(c_bytes(pattern), frozenset("i"))
        except PatternError as exc:
            return ctx.error(exc.reason)
    names: list[str] = []
    if found is not None and _current_ad(ctx) is not None:
        walked = state_references(ctx, found, getattr(ctx, "call_base", 400))  # type: ignore[arg-type]
        names = [_without_target(n) for n in walked] if walked is not None else []
    if compiled is None:
        return ",".join(names)
    # the library matches each name with PCRE2_NOTEMPTY: only a non-empty match counts
    return any(has_nonempty_match(compiled, c_bytes(n)) for n in names)


def _without_target(name: str) -> str:
    return name[7:] if name[:7].lower() == "target." else name


@builtin("debug")
@strict(1)
def debug(ctx: EvalContext, vals: Sequence[Value]) -> Value:
    """The argument's value. (The library also logs the evaluation; the language server shows
    evaluation traces instead.)"""
    return vals[0]


def _context_values(ctx: EvalContext, args: Sequence[Expr], counting: bool) -> list[Value] | Value:
    expr, nested = args
    lexical: ClassAd | None = None
    find = getattr(ctx, "find_expr", None)
    if isinstance(expr, AttrRef) and find is not None:
        # an attribute reference stands for what it is bound to, looked up as the library
        # does (which leaves the evaluation in the ad it was found in, for the list too)
        status, found, where = find(expr)
        if status == FIND_OK and found is not None:
            expr = found if not isinstance(found, ClassAd) else Literal(found)
            lexical = where
    from ..evaluator import EvalLimitError  # a failed evaluation (the evaluator imports us first)

    if isinstance(nested, ListExpr):
        items: list[Value] = []
        for item in nested.items:
            try:  # each element is evaluated on its own: a failure is that element's error
                items.append(ctx.eval(item))
            except EvalLimitError as exc:
                items.append(ErrorValue(exc.reason))
    else:
        try:
            lst = ctx.eval(nested)
        except EvalLimitError as exc:
            # the library ignores the failure and reads what the result holds: nothing
            # (undefined) when the failing node wrote nothing, else the error it wrote
            lst = UNDEFINED if exc.untouched else ErrorValue(exc.reason)
        if isinstance(lst, ListValue):
            # each element on its own, as evaluateInContext does: a failure is that element's
            # error, not the call's
            ctx.charge(len(lst.items))
            items = [item.value if isinstance(item, Literal) else eval_or_error(ctx, item) for item in lst.items]
        elif is_undef(lst):
            return 0 if counting else UNDEFINED
        else:
            return ctx.error("second argument is not a list")
    out: list[Value] = []
    for item in items:
        if is_record(item):
            try:  # evaluated in a state of its own: a failure is just an error value
                out.append(ctx.eval_in(expr, item, lexical))  # type: ignore[arg-type]
            except EvalLimitError as exc:
                out.append(ErrorValue(exc.reason))
        elif is_undef(item):
            out.append(UNDEFINED)
        else:
            out.append(ErrorValue("list element is not a record"))
    return out


@builtin("evalInEachContext")
def eval_in_each_context(ctx: EvalContext, args: Sequence[Expr]) -> Value:
    """The expression's value inside each record of the list (an attribute reference stands
    for the expression it is bound to in the current ad, if any)."""
    if len(args) != 2:
        return ctx.error("evalInEachContext() takes 2 arguments")
    got = _context_values(ctx, args, counting=False)
    if not isinstance(got, list):
        return got
    # the library stores each result back into a list as a literal (MakeLiteral): a relative
    # time becomes a real of whole seconds; lists and records are copied as they are
    return literal_list([v if isinstance(v, (ListValue, ClassAd)) else stored_literal(v) for v in got])


@builtin("countMatches")
def count_matches(ctx: EvalContext, args: Sequence[Expr]) -> Value:
    """How many records of the list the expression is true (or non-zero) in; undefined and
    error count as no match, and an undefined list counts 0."""
    if len(args) != 2:
        return ctx.error("countMatches() takes 2 arguments")
    got = _context_values(ctx, args, counting=True)
    if not isinstance(got, list):
        return got
    return sum(1 for v in got if isinstance(v, (bool, int, float)) and v)


@builtin("userHome")
def user_home(ctx: EvalContext, args: Sequence[Expr]) -> Value:
    """A user's home directory. condor-ls never consults the password database (a lookup can
    block on NSS/LDAP and would make results depend on the machine), so every user is "not
    found": the default when given non-empty, else undefined, as the library answers then."""
    if not 1 <= len(args) <= 2:
        # the library sets ERROR and reports failure: the whole evaluation fails
        return ctx.fail("userHome() takes 1 or 2 arguments")
    from ..evaluator import EvalLimitError  # a failed evaluation (the evaluator imports us first)

    # the library ignores a failure of either argument: the default is then "", and the owner
    # what the failing node left in it (nothing, so undefined, or the error it wrote)
    try:
        default = ctx.eval(args[1]) if len(args) == 2 else ""
    except EvalLimitError:
        default = ""
    if not isinstance(default, str):
        default = ""
    try:
        owner = ctx.eval(args[0])
    except EvalLimitError as exc:
        owner = UNDEFINED if exc.untouched else ErrorValue(exc.reason)
    if default:
        return default
    if is_undef(owner) or isinstance(owner, str):
        return UNDEFINED
    return ctx.error("userHome() user name is not a string")


@builtin("userMap")
def user_map(ctx: EvalContext, args: Sequence[Expr]) -> Value:
    """Map a user through a named map. condor-ls loads no maps (they live in the daemons'
    configuration), so every lookup misses: undefined, or the 4th argument when given."""
    if not 2 <= len(args) <= 4:
        return ctx.error("userMap() takes 2 to 4 arguments")
    vals = [ctx.eval(a) for a in args]
    if not isinstance(vals[0], str) or not isinstance(vals[1], str):
        if isinstance(vals[0], ErrorValue) or isinstance(vals[1], ErrorValue):
            return ctx.error("userMap() error argument")
    return vals[3] if len(vals) == 4 else UNDEFINED


@builtin("SlotEval")
def slot_eval(ctx: EvalContext, args: Sequence[Expr]) -> Value:
    """Only the condor_startd defines this (evaluating in another slot's ad); everywhere else,
    including the library's Python bindings, it is an unknown function: error."""
    return ctx.error("SlotEval() is only available inside the condor_startd")

