"""External references of an expression, found as the library finds them (``unresolved()``).

The library walks the expression with the evaluation's own state: a plain name is looked up
from the current ad through its enclosing ads (no fallback to the other side of a match, so a
name only TARGET defines counts as external); ``base.name`` evaluates ``base`` and, when it is
undefined, reports the whole reference as written (``'parent'.a``, ``TARGET.x``); a name that
is found is followed into its expression, in the ad it was found in. The walk gives up (and
the caller reports nothing) when a base fails to evaluate or is not a record, when ``root``
has no root scope, or when following names runs out of depth (a reference cycle).
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Callable

from ..ad import ClassAd
from ..ast import AttrRef, Binary, Call, Elvis, Expr, ListExpr, Literal, Paren, RecordExpr, Subscript, Ternary, Unary
from ..unparse import library_order, unparse
from ..values import UNDEFINED, ListValue
from .api import FIND_OK, FIND_UNDEF

if TYPE_CHECKING:
    from ..evaluator import EvalState


class _GiveUp(Exception):
    """The library's ``_GetExternalReferences`` returned false."""


def _children(e: Expr) -> list[Expr]:
    """Sub-expressions in the order the library visits them."""
    if isinstance(e, Unary):
        return [e.operand]
    if isinstance(e, Paren):
        return [e.expr]
    if isinstance(e, (Binary, Elvis)):
        return [e.left, e.right]
    if isinstance(e, Ternary):
        return [e.cond, e.then, e.else_]
    if isinstance(e, Subscript):
        return [e.base, e.index]
    return []


def _sort_key(name: str) -> bytes:
    """The library's case-insensitive order (ASCII letters folded, bytes compared)."""
    return name.encode("utf-8", "surrogatepass").lower()


def state_references(st: "EvalState", found: object, depth: int) -> list[str] | None:
    """The external references of ``found`` (an expression, or a record value a special name
    stood for) from the state's current ad, sorted as the library's set keeps them; None
    when the library's walk gives up."""
    refs: dict[str, str] = {}
    saved, saved_lex = st.cur, st.lex
    # ``found`` belongs to the ad the lookup stopped in: records written in it are enclosed there
    st.lex = st.cur
    try:
        _walk(st, found, refs, depth)
    except _GiveUp:
        return None
    finally:
        st.cur, st.lex = saved, saved_lex
    return [refs[k] for k in sorted(refs, key=_sort_key)]


def _add(refs: dict[str, str], name: str) -> None:
    refs.setdefault(name.lower(), name)


def _record_order(ad: ClassAd) -> list[tuple[str, Expr]]:
    """A record's attributes in the order the library keeps them (which spelling of a name
    reported twice comes first); a record of one attribute needs no sorting."""
    pairs = list(ad.items())
    return pairs if len(pairs) < 2 else library_order(pairs)


def _walk_record(st: "EvalState", ad: ClassAd, refs: dict[str, str], depth: int) -> None:
    """Each attribute of a record, walked as written inside it and in the order the library
    keeps a record's attributes."""
    saved_lex = st.lex
    st.lex = ad
    try:
        for _name, expr in _record_order(ad):
            _walk(st, expr, refs, depth - 1)
    finally:
        st.lex = saved_lex


# One step of the walk per node type (a table rather than a chain of isinstance tests: a
# reference cycle walks hundreds of steps before it runs out of depth). Each takes the state,
# the node, the references found so far and the depth left.

def _walk_ad(st: "EvalState", e: ClassAd, refs: dict[str, str], depth: int) -> None:
    """A record value (what MY, parent, root stand for)."""
    _walk_record(st, e, refs, depth)


def _walk_literal(st: "EvalState", e: Literal, refs: dict[str, str], depth: int) -> None:
    value = e.value
    if isinstance(value, ClassAd):
        _walk(st, value, refs, depth)
    elif isinstance(value, ListValue):
        saved_lex = st.lex
        if value.scope is not None:
            st.lex = value.scope
        try:
            for item in value.items:
                _walk(st, item, refs, depth - 1)
        finally:
            st.lex = saved_lex


def _walk_attr(st: "EvalState", e: AttrRef, refs: dict[str, str], depth: int) -> None:
    if e.base is None:
        start = st.get_root() if e.absolute else st.cur
        if start is None:
            if e.absolute:
                raise _GiveUp
            _add(refs, e.name)
            return
    else:
        try:
            value = st.eval_in_place(e.base)
        except _limit_error():
            raise _GiveUp from None
        if value is UNDEFINED:
            _add(refs, f"{unparse(e.base)}.{e.name}")
            return
        if not isinstance(value, ClassAd):
            raise _GiveUp
        start = value
    current, saved_lex = st.cur, st.lex
    status, found = st.lookup_in_scope(start, e.name)
    try:
        if status == FIND_UNDEF:
            _add(refs, e.name)
        elif status == FIND_OK:
            st.lex = st.cur  # the expression found is written in the ad it was found in
            _walk(st, found, refs, depth - 1)
        else:
            raise _GiveUp
    finally:
        st.cur, st.lex = current, saved_lex


def _walk_call(st: "EvalState", e: Call, refs: dict[str, str], depth: int) -> None:
    for arg in e.args:
        _walk(st, arg, refs, depth - 1)


def _walk_record_expr(st: "EvalState", e: RecordExpr, refs: dict[str, str], depth: int) -> None:
    # the library's record node is the parent scope of the records written inside it, so a
    # selection from one of those ([].y inside [y = [].y]) climbs into it
    _walk_record(st, ClassAd(e.attrs, st.lex), refs, depth)


def _walk_list(st: "EvalState", e: ListExpr, refs: dict[str, str], depth: int) -> None:
    for item in e.items:
        _walk(st, item, refs, depth - 1)


def _walk_children(st: "EvalState", e: Expr, refs: dict[str, str], depth: int) -> None:
    """Operators: their operands at the same depth."""
    for child in _children(e):
        _walk(st, child, refs, depth)


_STEPS: dict[type, Callable[..., None]] = {
    ClassAd: _walk_ad, Literal: _walk_literal, AttrRef: _walk_attr, Call: _walk_call, RecordExpr: _walk_record_expr,
    ListExpr: _walk_list,
    **dict.fromkeys((Unary, Paren, Binary, Elvis, Ternary, Subscript), _walk_children),
}


def _step_of(e: object) -> Callable[..., None]:
    """The step for a node of a type the table does not name (a subclass of ClassAd)."""
    if isinstance(e, ClassAd):
        return _walk_ad
    return _walk_children


def _walk(st: "EvalState", e: object, refs: dict[str, str], depth: int) -> None:
    st.budget -= 1
    if st.budget < 0:
        st.charge(0)  # raises: the work budget is spent
    if depth <= 0:
        raise _GiveUp
    (_STEPS.get(type(e)) or _step_of(e))(st, e, refs, depth)


def _limit_error() -> type[Exception]:
    """The evaluator's limit error (imported on first use: the evaluator imports this package)."""
    global _LIMIT_ERROR
    if _LIMIT_ERROR is None:
        from ..evaluator import EvalLimitError

        _LIMIT_ERROR = EvalLimitError
    return _LIMIT_ERROR


_LIMIT_ERROR: type[Exception] | None = None
