"""Shape keys: a hashable description of an expression tree, equal exactly for trees that
compile to the same closures (node kinds, operators, names, literal values *and* their types;
spans are ignored). The evaluator shares compiled forms between ads through these keys.
"""
from __future__ import annotations

from .ast import AttrRef, Binary, Call, Elvis, Expr, ListExpr, Literal, Paren, Source, Subscript, Ternary, Unary
from .values import UNDEFINED, ErrorValue, Undefined


class NoShape(Exception):
    """The tree has no shape key (a record, an unusual literal, or too many nodes)."""


SCOPED = object()  # shape tag of a reference with a base (``x.name``)
SHAPE_NODES = 500
TEXT = object()  # the tag of a text key
#: longest source text used as a key (the node limit's counterpart)
TEXT_KEY_CHARS = 8000


def text_key(node: Expr) -> tuple | None:
    """A shape key from the text the node was parsed from, when the fast parser recorded it:
    the same text read the same way is the same tree, so this stands for the walk of
    :func:`shape_key` at the cost of slicing a string. None when there is no such text, or it
    may hold a record (``[``: records have no shape), or is too long. A text holding an
    ``absTime("...")``, which the parser folds in the time zone of the moment, has no mode: the
    same text parsed after a change of zone is another tree."""
    try:
        src = node._memo
    except AttributeError:
        return None
    if type(src) is not Source or src.mode is None:
        return None
    start, end = node.span  # type: ignore[misc]
    if end - start > TEXT_KEY_CHARS:
        return None
    text = src.text[start - src.shift:end - src.shift]
    if "[" in text:
        return None
    return (TEXT, src.mode, text)


def shape_key(node: Expr) -> tuple:
    """A hashable description of everything compilation depends on: the tree flattened in
    prefix order, a type tag and the node's own fields per node, children after.

    Records are excluded: their attribute expressions are identities for cycle detection,
    so two ads must not share them. So are trees over :data:`SHAPE_NODES` nodes: the key costs
    a walk of the whole tree, and builtins evaluate argument subtrees one by one, so a bound
    keeps deeply nested calls linear."""
    out: list = []
    left = SHAPE_NODES
    add = out.append
    extend = out.extend
    stack = [node]
    pop = stack.pop
    push = stack.append
    while stack:
        n = pop()
        left -= 1
        if left < 0:
            raise NoShape
        t = type(n)
        if t is Binary:
            extend((Binary, n.op))
            push(n.right)
            push(n.left)
        elif t is AttrRef:
            base = n.base
            if base is None:
                extend((AttrRef, n.name, n.absolute))
            else:
                extend((SCOPED, n.name, n.absolute))
                push(base)
        elif t is Literal:
            v = n.value
            tv = type(v)
            if tv is int or tv is str or tv is bool:
                extend((tv, v))
            elif tv is float:
                # a folded relTime("...") is a real that prints as the call: a list holding
                # one must not share a compiled form with a list holding the plain real
                extend((tv, repr(v), n.spelling))
            elif v is UNDEFINED:
                add(Undefined)
            elif tv is ErrorValue:
                extend((ErrorValue, v.reason))
            else:
                raise NoShape
        elif t is Paren:
            add(Paren)
            push(n.expr)
        elif t is Call:
            args = n.args
            extend((Call, n.name, len(args)))
            stack.extend(reversed(args))
        elif t is Unary:
            extend((Unary, n.op))
            push(n.operand)
        elif t is Ternary:
            add(Ternary)
            push(n.else_)
            push(n.then)
            push(n.cond)
        elif t is Elvis:
            add(Elvis)
            push(n.right)
            push(n.left)
        elif t is Subscript:
            add(Subscript)
            push(n.index)
            push(n.base)
        elif t is ListExpr:
            items = n.items
            extend((ListExpr, len(items)))
            stack.extend(reversed(items))
        else:
            raise NoShape
    return tuple(out)
