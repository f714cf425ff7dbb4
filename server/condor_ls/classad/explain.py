"""Why did an expression evaluate the way it did: the sub-expressions that decided it.

Works on an evaluation :class:`~.evaluator.Trace`. Starting from the root, it follows only the
operands that determined the result: for a false ``a && b`` the operand that was false, for an
undefined comparison the operand that was undefined, for ``c ? x : y`` the branch taken (or the
condition, when that was unusable), and through an attribute reference into the expression the
attribute is bound to. What is left are the *culprits*: leaves such as ``KeyboardIdle > 900``
being false, or a reference to an attribute that no ad defines. Hover and the policy previewer
turn them into sentences.
"""
from __future__ import annotations

from dataclasses import dataclass

from .ast import AttrRef, Binary, Elvis, Expr, Literal, Paren, Ternary, Unary
from .trace import Origin, Trace
from .operators import as_bool
from .values import UNDEFINED, ErrorValue, Value

#: culprits reported at most (an enormous || of failing terms would otherwise flood a hover)
MAX_CULPRITS = 50
#: attribute references followed at most, one inside another
MAX_HOPS = 32


@dataclass(frozen=True, slots=True)
class Culprit:
    """A sub-expression that decided the result, with its value and (for references) origin."""

    node: Expr
    value: Value
    origin: Origin | None = None


def _is_exceptional(v: Value | None) -> bool:
    return v is UNDEFINED or isinstance(v, ErrorValue)


def _same_kind(a: Value | None, b: Value) -> bool:
    """Both undefined, or both error."""
    return (a is UNDEFINED and b is UNDEFINED) or (isinstance(a, ErrorValue) and isinstance(b, ErrorValue))


def culprits(expr: Expr, trace: Trace) -> list[Culprit]:
    """The leaves that decided ``expr``'s value in ``trace`` (empty if it was not evaluated)."""
    out: list[Culprit] = []
    seen: set[int] = set()
    _walk(expr, trace, out, seen, 0)
    return out


def _walk(node: Expr, trace: Trace, out: list[Culprit], seen: set[int], hops: int) -> None:
    if len(out) >= MAX_CULPRITS or id(node) in seen:
        return
    seen.add(id(node))
    entry = trace.get(node)
    if entry is None:
        return
    v = entry.value
    if isinstance(node, Paren):
        _walk(node.expr, trace, out, seen, hops)
        return
    if isinstance(node, Binary) and node.op in ("&&", "||"):
        deciding = False if node.op == "&&" else True
        left, right = trace.value(node.left), trace.value(node.right)
        if type(v) is bool and v is deciding and as_bool(left) is deciding:
            _walk(node.left, trace, out, seen, hops)
        elif type(v) is bool and v is deciding:
            _walk(node.right, trace, out, seen, hops)
        elif type(v) is bool:  # both operands were needed to reach the other answer
            _walk(node.left, trace, out, seen, hops)
            _walk(node.right, trace, out, seen, hops)
        else:  # undefined or error: the operands of that kind
            picked = [n for n, x in ((node.left, left), (node.right, right)) if _same_kind(x, v)]
            for n in picked or [node]:
                if n is node:
                    out.append(Culprit(node, v))
                else:
                    _walk(n, trace, out, seen, hops)
        return
    if isinstance(node, Ternary):
        cond = trace.value(node.cond)
        if _is_exceptional(cond):
            _walk(node.cond, trace, out, seen, hops)
        elif as_bool(cond) is True:
            _walk(node.then, trace, out, seen, hops)
        elif as_bool(cond) is False:
            _walk(node.else_, trace, out, seen, hops)
        else:
            out.append(Culprit(node.cond, cond))  # type: ignore[arg-type]
        return
    if isinstance(node, Elvis):
        left = trace.value(node.left)
        right = node.right
        while isinstance(right, Paren):
            right = right.expr
        # ``X ?: 0`` gave its fallback: what decided it is that X is undefined ("0 is 0" says nothing)
        fallback = left is UNDEFINED and isinstance(right, Literal)
        _walk(node.left if left is not UNDEFINED or fallback else node.right, trace, out, seen, hops)
        return
    if isinstance(node, AttrRef):
        origin = entry.origin
        bound = None
        if origin is not None and origin.ad is not None and not origin.circular and hops < MAX_HOPS:
            bound = origin.ad.lookup(origin.name)
        if bound is not None and trace.get(bound) is not None:
            inner: list[Culprit] = []
            _walk(bound, trace, inner, seen, hops + 1)
            if inner and not (len(inner) == 1 and inner[0].node is bound):
                out.append(Culprit(node, v, origin))
                out.extend(inner[: MAX_CULPRITS - len(out)])
                return
        out.append(Culprit(node, v, origin))
        return
    if _is_exceptional(v):
        children = [c for c in _operands(node) if _same_kind(trace.value(c), v)]
        if children:
            for c in children:
                _walk(c, trace, out, seen, hops)
            return
    out.append(Culprit(node, v, entry.origin))


def _operands(node: Expr) -> list[Expr]:
    if isinstance(node, Binary):
        return [node.left, node.right]
    if isinstance(node, Unary):
        return [node.operand]
    return []
