"""Shape keys: a hashable description of an expression tree, equal exactly for trees that
compile to the same closures (node kinds, operators, names, literal values *and* their types;
spans are ignored). The evaluator shares compiled forms between ads through these keys.
"""
from __future__ import annotations

from .ast import AttrRef, Binary, Call, Elvis, Expr, ListExpr, Literal, Paren, Source, Subscript, Ternary, Unary, set_memo
from .values import UNDEFINED, ErrorValue, Undefined


class NoShape(Exception):
    """The tree has no shape key (a record, an unusual literal, or too many nodes)."""


SCOPED = object()  # shape tag of a reference with a base (``x.name``)
SHAPE_NODES = 500
TEXT = object()  # the tag of a text key
#: longest source text used as a key (the node limit's counterpart)
TEXT_KEY_CHARS = 8000


#: mode -> text -> its key, one string object per distinct key noted while reading ads (see
#: note_text_key); bounded by the characters it holds, cleared when full
_TEXT_KEYS: dict[str, dict[str, str]] = {}
_TEXT_KEYS_CHARS = [0]
_TEXT_KEYS_LIMIT = 4_000_000


def text_key_string(mode: str, text: str) -> str:
    """The text key of an expression as one string (what the evaluator's table of compiled
    forms is keyed by): the text itself in the new syntax, whose text the fast parser never
    accepts with a NUL in it, else the mode, a NUL and the text."""
    return text if mode == "new" else mode + "\0" + text


def note_text_key(node: Expr, src: Source) -> None:
    """Put the text key of ``node``, an attribute's whole value just read from ``src``, in
    the node's memo slot (as a string), while the text is at hand.

    Its first evaluation then finds its compiled form without reading the ad's text again;
    in a freshly parsed ad that text, the node's span and its :class:`Source` are memory the
    evaluation has not touched yet, which costs more than the lookup itself. The same string
    object stands for every occurrence of a text (every slot of a pool carries the same
    policy), so the table lookup compares by identity. The caller checks ``src.mode``."""
    start, end = node.span  # type: ignore[misc]
    if end - start > TEXT_KEY_CHARS:
        return
    shift = src.shift
    text = src.text[start - shift:end - shift]
    if "[" in text:
        return
    mode = src.mode
    table = _TEXT_KEYS.get(mode)  # type: ignore[arg-type]
    canon = table.get(text) if table is not None else None
    if canon is None:
        if _TEXT_KEYS_CHARS[0] > _TEXT_KEYS_LIMIT:
            _TEXT_KEYS.clear()
            _TEXT_KEYS_CHARS[0] = 0
        canon = text_key_string(mode, text)  # type: ignore[arg-type]
        _TEXT_KEYS.setdefault(mode, {})[text] = canon  # type: ignore[arg-type]
        _TEXT_KEYS_CHARS[0] += len(canon)
    set_memo(node, canon)


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
    if type(src) is str:  # noted when the ad was read (note_text_key)
        mode, nul, text = src.partition("\0")
        return (TEXT, mode, text) if nul else (TEXT, "new", src)
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
