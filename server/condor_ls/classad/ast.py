"""The ClassAd expression tree: immutable values built from the tree-sitter syntax tree.

Every node carries ``span``, the (start, end) byte offsets of the text it came from, so that
diagnostics, hover and evaluation traces can point back into the source. Spans never take part
in equality. Operator names are canonical: ``is`` is stored as ``=?=`` and ``isnt`` as ``=!=``
(the library does the same, and prints them that way).

Besides its fields, every node has one slot, ``_memo``, outside equality, hashing and printing:
what the fast parser knows about where the node came from (a :class:`Source`, or for an ad's
attribute value the text key it stands for, a string: ``shapes.note_text_key``), replaced by
the evaluator with the node's compiled form once it has one. It is a cache: nothing about what
a node means depends on it.
"""
from __future__ import annotations

from dataclasses import MISSING, dataclass, field, fields
from collections.abc import Callable, Iterator
from typing import TYPE_CHECKING, Union

if TYPE_CHECKING:
    from .values import Value

Span = tuple[int, int]


class Source:
    """The text a node was parsed from, as the fast parser records it: the node's own source
    is ``text[span[0] - shift:span[1] - shift]``, and with ``mode`` (how strings and integers
    were read) that text determines the node entirely. Identical texts in many ads (every slot
    of a pool carries the same policy) can then share one compiled form without walking the
    tree to describe it (:func:`shapes.text_key`). ``mode`` is None when the tree depends on
    more than the text (an ``absTime("...")`` folded in the process's time zone)."""

    __slots__ = ("mode", "text", "shift")

    def __init__(self, mode: str | None, text: str, shift: int) -> None:
        self.mode = mode
        self.text = text
        self.shift = shift


class _Node:
    """The slot every node has beside its fields (see the module docstring)."""

    __slots__ = ("_memo",)


@dataclass(frozen=True, slots=True)
class Literal(_Node):
    """A constant: integer, real, string, boolean, undefined or error.

    ``spelling``, when set, is how the unparser prints the literal instead of the value's own
    form: the library folds ``relTime("1:00")`` into a literal that evaluates to the real 60.0
    yet prints as ``relTime("01:00")``.
    """

    value: "Value"
    span: Span | None = field(default=None, compare=False, repr=False)
    spelling: str | None = field(default=None, compare=False, repr=False)


_new = object.__new__
_set_value = Literal.value.__set__  # type: ignore[attr-defined]
_set_span = Literal.span.__set__  # type: ignore[attr-defined]
_set_spelling = Literal.spelling.__set__  # type: ignore[attr-defined]
#: shared literals of booleans and small integers (literals are immutable)
_SHARED: dict[tuple[type, object], "Literal"] = {}


def literal(value: "Value") -> Literal:
    """``Literal(value)`` (no span, no spelling), made faster than the dataclass constructor
    makes it; booleans and small integers are shared. For code that makes many of them."""
    kind = type(value)
    if kind is str:  # the most common kind, never shared
        lit = _new(Literal)
        _set_value(lit, value)
        _set_span(lit, None)
        _set_spelling(lit, None)
        return lit
    if kind is bool or (kind is int and -1024 <= value <= 65536):  # type: ignore[operator]
        hit = _SHARED.get((kind, value))
        if hit is not None:
            return hit
    lit = _new(Literal)
    _set_value(lit, value)
    _set_span(lit, None)
    _set_spelling(lit, None)
    if kind is bool or (kind is int and -1024 <= value <= 65536):  # type: ignore[operator]
        _SHARED[(kind, value)] = lit
    return lit


@dataclass(frozen=True, slots=True)
class AttrRef(_Node):
    """An attribute reference.

    ``a`` is AttrRef("a"); ``MY.a`` is AttrRef("a", base=AttrRef("MY")); ``x.y.z`` nests;
    ``.a`` (absolute: looked up from the outermost ad) has ``absolute=True``. ``name`` keeps the
    source spelling; lookups are case-insensitive.
    """

    name: str
    base: "Expr | None" = None
    absolute: bool = False
    span: Span | None = field(default=None, compare=False, repr=False)


@dataclass(frozen=True, slots=True)
class Unary(_Node):
    """``op`` is one of ``- + ! ~``."""

    op: str
    operand: "Expr"
    span: Span | None = field(default=None, compare=False, repr=False)


@dataclass(frozen=True, slots=True)
class Binary(_Node):
    """``op`` is one of ``* / % + - << >> >>> < <= > >= == != =?= =!= & ^ | && ||``."""

    op: str
    left: "Expr"
    right: "Expr"
    span: Span | None = field(default=None, compare=False, repr=False)


@dataclass(frozen=True, slots=True)
class Ternary(_Node):
    """``cond ? then : else_``."""

    cond: "Expr"
    then: "Expr"
    else_: "Expr"
    span: Span | None = field(default=None, compare=False, repr=False)


@dataclass(frozen=True, slots=True)
class Elvis(_Node):
    """``left ?: right``: left unless it is undefined (library semantics decide the details)."""

    left: "Expr"
    right: "Expr"
    span: Span | None = field(default=None, compare=False, repr=False)


@dataclass(frozen=True, slots=True)
class Paren(_Node):
    """Parentheses are kept so that unparsing reproduces them, as the library does."""

    expr: "Expr"
    span: Span | None = field(default=None, compare=False, repr=False)


@dataclass(frozen=True, slots=True)
class Subscript(_Node):
    """``base[index]`` on a list or a record."""

    base: "Expr"
    index: "Expr"
    span: Span | None = field(default=None, compare=False, repr=False)


@dataclass(frozen=True, slots=True)
class Call(_Node):
    """A function call; ``name`` keeps the source spelling (function names are case-insensitive)."""

    name: str
    args: tuple["Expr", ...]
    span: Span | None = field(default=None, compare=False, repr=False)
    name_span: Span | None = field(default=None, compare=False, repr=False)


@dataclass(frozen=True, slots=True)
class ListExpr(_Node):
    """``{ a, b, ... }``."""

    items: tuple["Expr", ...]
    span: Span | None = field(default=None, compare=False, repr=False)


@dataclass(frozen=True, slots=True)
class RecordExpr(_Node):
    """``[ name = expr; ... ]``: a nested ClassAd. ``attrs`` keeps source order and spelling."""

    attrs: tuple[tuple[str, "Expr"], ...]
    span: Span | None = field(default=None, compare=False, repr=False)


Expr = Union[Literal, AttrRef, Unary, Binary, Ternary, Elvis, Paren, Subscript, Call, ListExpr, RecordExpr]


#: sets a node's memo, which the frozen classes refuse to assign normally
set_memo = _Node._memo.__set__  # type: ignore[attr-defined]


def _quick_init(cls: type) -> None:
    """Give a frozen slotted node class an ``__init__`` that fills its slots through their
    descriptors (the one ``dataclass`` writes goes through ``object.__setattr__`` per field,
    which makes building a node cost twice as much; parsing builds one per token or so), and
    ``cls.make(fields..., memo)``, which the fast parser uses to build a node with its memo in
    one go. The signature (names, order, defaults) and every other behaviour stay the
    dataclass's; a node restored from a pickle or a copy gets an empty memo."""
    params, args, lines = [], [], []
    env: dict[str, object] = {"_set_memo": set_memo, "_new": object.__new__, "_cls": cls}
    for f in fields(cls):
        env[f"_set_{f.name}"] = cls.__dict__[f.name].__set__
        if f.default is MISSING:
            params.append(f.name)
        else:
            env[f"_default_{f.name}"] = f.default
            params.append(f"{f.name}=_default_{f.name}")
        args.append(f.name)
        lines.append(f"    _set_{f.name}(self, {f.name})")
    body = "\n".join(lines)
    # ``make`` builds the node as an instance of a plain twin class with the same slots (its
    # attribute stores are the interpreter's fastest kind), then makes it the frozen class
    # (``__class__`` assignment between classes of one layout); a third cheaper than the
    # descriptor calls, and the fast parser builds a node per token or so
    stores = "".join(f"        self.{name} = {name}\n" for name in args)
    source = (f"def __init__(self, {', '.join(params)}):\n{body}\n    _set_memo(self, None)\n"
              f"class _Building(_Node):\n    __slots__ = {tuple(cls.__slots__)!r}\n"
              f"    def __init__(self, {', '.join(args)}, memo):\n{stores}"
              f"        self._memo = memo\n        self.__class__ = _cls\n")
    env["_Node"] = _Node
    exec(source, env)  # noqa: S102 - generated from the field list above, as dataclasses does
    init = env["__init__"]
    init.__qualname__ = f"{cls.__qualname__}.__init__"  # type: ignore[attr-defined]
    cls.__init__ = init  # type: ignore[misc]
    building = env["_Building"]
    building.__qualname__ = building.__name__ = f"{cls.__qualname__}._Building"  # type: ignore[attr-defined]
    probe = building(*[None] * len(args), None)
    if type(probe) is not cls:  # pragma: no cover - an interpreter without the assignment
        raise TypeError(f"cannot build {cls.__name__} nodes through a twin class")
    cls.make = building  # type: ignore[attr-defined]
    restore = cls.__setstate__  # type: ignore[attr-defined]

    def __setstate__(self, state: object) -> None:
        restore(self, state)
        set_memo(self, None)

    cls.__setstate__ = __setstate__  # type: ignore[attr-defined]


for _cls in (Literal, AttrRef, Unary, Binary, Ternary, Elvis, Paren, Subscript, Call, ListExpr, RecordExpr):
    _quick_init(_cls)
del _cls


# ---------------------------------------------------------------------------- tree walking
#: a node's sub-expressions, by node type (one table for every walk over a tree)
_CHILDREN: dict[type, Callable[[Expr], tuple[Expr, ...]]] = {
    Literal: lambda e: (),
    AttrRef: lambda e: (e.base,) if e.base is not None else (),  # type: ignore[union-attr]
    Unary: lambda e: (e.operand,),  # type: ignore[union-attr]
    Binary: lambda e: (e.left, e.right),  # type: ignore[union-attr]
    Ternary: lambda e: (e.cond, e.then, e.else_),  # type: ignore[union-attr]
    Elvis: lambda e: (e.left, e.right),  # type: ignore[union-attr]
    Paren: lambda e: (e.expr,),  # type: ignore[union-attr]
    Subscript: lambda e: (e.base, e.index),  # type: ignore[union-attr]
    Call: lambda e: tuple(e.args),  # type: ignore[union-attr]
    ListExpr: lambda e: tuple(e.items),  # type: ignore[union-attr]
    RecordExpr: lambda e: tuple(v for _, v in e.attrs),  # type: ignore[union-attr]
}


def children(node: Expr) -> tuple[Expr, ...]:
    """The node's sub-expressions, in the order they are written."""
    getter = _CHILDREN.get(type(node))
    return getter(node) if getter is not None else ()


def walk(root: Expr) -> Iterator[Expr]:
    """Every node, parents before children, without recursion."""
    stack = [root]
    while stack:
        node = stack.pop()
        yield node
        stack.extend(reversed(children(node)))
