"""External references of an expression (what ``unresolved()`` reports).

An external reference is an attribute the expression needs that the ad does not define. Like
the library, references to attributes the ad does define are followed into their expressions,
``TARGET.x`` counts as external (reported as ``x``), ``MY.x`` is looked up in the ad, and the
result is sorted case-insensitively. Nested-record scoping is approximated: ``rec.x`` follows
``x`` into a record literal bound to ``rec``, otherwise it is reported as ``rec.x``.
"""
from __future__ import annotations

from ..ad import ClassAd
from ..ast import AttrRef, Binary, Call, Elvis, Expr, ListExpr, Literal, Paren, RecordExpr, Subscript, Ternary, Unary

_SELF = frozenset({"my", "self", "toplevel", "root"})  # all name the ad itself at top level
_TARGET = frozenset({"target"})
MAX_VISITS = 10_000


def _children(e: Expr) -> list[Expr]:
    if isinstance(e, (Unary, Paren)):
        return [e.operand if isinstance(e, Unary) else e.expr]
    if isinstance(e, Binary):
        return [e.left, e.right]
    if isinstance(e, Ternary):
        return [e.cond, e.then, e.else_]
    if isinstance(e, Elvis):
        return [e.left, e.right]
    if isinstance(e, Subscript):
        return [e.base, e.index]
    if isinstance(e, Call):
        return list(e.args)
    if isinstance(e, ListExpr):
        return list(e.items)
    if isinstance(e, RecordExpr):
        return [x for _, x in e.attrs]
    return []


def _chain(ref: AttrRef) -> list[str] | None:
    """``a.b.c`` -> ["a", "b", "c"]; None when a base is not a plain name."""
    names = [ref.name]
    base = ref.base
    while base is not None:
        if not isinstance(base, AttrRef) or base.absolute:
            return None
        names.append(base.name)
        base = base.base
    return names[::-1]


def external_references(expr: Expr, ad: ClassAd | None) -> list[str]:
    """Sorted names ``expr`` needs from outside ``ad`` (first spelling seen wins)."""
    found: dict[str, str] = {}
    seen: set[int] = set()
    stack: list[Expr] = [expr]
    visits = 0
    while stack and visits < MAX_VISITS:
        e = stack.pop()
        visits += 1
        if isinstance(e, Literal):
            continue
        if not isinstance(e, AttrRef):
            stack.extend(reversed(_children(e)))  # left to right, as the library walks
            continue
        names = _chain(e)
        if names is None:
            stack.append(e.base)  # type: ignore[arg-type]
            continue
        root = names[0].lower()
        if root in _TARGET and len(names) > 1:
            text = ".".join(names[1:])
            found.setdefault("target." + text.lower(), text)
            continue
        if root in _SELF and len(names) > 1:
            names = names[1:]
        bound = _lookup(ad, names[0])
        if bound is None or (len(names) > 1 and not isinstance(bound, RecordExpr)):
            text = ".".join(_quote(n) for n in names)
            found.setdefault(text.lower(), text)
            continue
        if len(names) > 1:
            inner = _lookup(bound, names[1])  # type: ignore[arg-type]
            if inner is None:
                found.setdefault(names[-1].lower(), names[-1])
                continue
            bound = inner
        if id(bound) not in seen:
            seen.add(id(bound))
            stack.append(bound)
    return [found[k] for k in sorted(found)]


def _quote(name: str) -> str:
    """A name as the unparser spells it (reserved words are quoted: 'parent')."""
    from ..unparse import quote_name

    return quote_name(name)


def _lookup(scope: ClassAd | RecordExpr | None, name: str) -> Expr | None:
    if scope is None:
        return None
    if isinstance(scope, ClassAd):
        return scope.lookup(name)
    low = name.lower()
    for attr, x in scope.attrs:
        if attr.lower() == low:
            return x
    return None
