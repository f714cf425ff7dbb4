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

_SELF = frozenset({"my", "self"})
_TARGET = frozenset({"target", "other"})
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
    """Sorted names ``expr`` needs from outside ``ad``."""
    found: dict[str, str] = {}
    seen: set[int] = set()
    stack: list[tuple[Expr, ClassAd | RecordExpr | None]] = [(expr, ad)]
    visits = 0
    while stack and visits < MAX_VISITS:
        e, scope = stack.pop()
        visits += 1
        if isinstance(e, Literal):
            continue
        if isinstance(e, RecordExpr):
            for _, x in e.attrs:
                stack.append((x, e))
            continue
        if not isinstance(e, AttrRef):
            stack.extend((c, scope) for c in _children(e))
            continue
        names = _chain(e)
        if names is None:
            stack.append((e.base, scope))  # type: ignore[arg-type]
            continue
        root = names[0].lower()
        if root in _TARGET and len(names) > 1:
            found.setdefault("target." + ".".join(names[1:]).lower(), ".".join(names[1:]))
            continue
        if root in _SELF and len(names) > 1:
            names = names[1:]
            scope = ad
        if e.absolute:
            scope = ad
        bound = _lookup(scope, names[0]) or (_lookup(ad, names[0]) if scope is not ad else None)
        if bound is None:
            text = ".".join(names)
            found.setdefault(text.lower(), text)
            continue
        if len(names) > 1:
            if isinstance(bound, RecordExpr):
                inner = _lookup(bound, names[1])
                if inner is None:
                    found.setdefault(names[-1].lower(), names[-1])
                elif id(inner) not in seen:
                    seen.add(id(inner))
                    stack.append((inner, bound))
            continue
        if id(bound) not in seen:
            seen.add(id(bound))
            stack.append((bound, scope))
    return [found[k] for k in sorted(found)]


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
