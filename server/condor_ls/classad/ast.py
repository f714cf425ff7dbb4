"""The ClassAd expression tree: immutable values built from the tree-sitter syntax tree.

Every node carries ``span``, the (start, end) byte offsets of the text it came from, so that
diagnostics, hover and evaluation traces can point back into the source. Spans never take part
in equality. Operator names are canonical: ``is`` is stored as ``=?=`` and ``isnt`` as ``=!=``
(the library does the same, and prints them that way).
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Union

if TYPE_CHECKING:
    from .values import Value

Span = tuple[int, int]


@dataclass(frozen=True, slots=True)
class Literal:
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
class AttrRef:
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
class Unary:
    """``op`` is one of ``- + ! ~``."""

    op: str
    operand: "Expr"
    span: Span | None = field(default=None, compare=False, repr=False)


@dataclass(frozen=True, slots=True)
class Binary:
    """``op`` is one of ``* / % + - << >> >>> < <= > >= == != =?= =!= & ^ | && ||``."""

    op: str
    left: "Expr"
    right: "Expr"
    span: Span | None = field(default=None, compare=False, repr=False)


@dataclass(frozen=True, slots=True)
class Ternary:
    """``cond ? then : else_``."""

    cond: "Expr"
    then: "Expr"
    else_: "Expr"
    span: Span | None = field(default=None, compare=False, repr=False)


@dataclass(frozen=True, slots=True)
class Elvis:
    """``left ?: right``: left unless it is undefined (library semantics decide the details)."""

    left: "Expr"
    right: "Expr"
    span: Span | None = field(default=None, compare=False, repr=False)


@dataclass(frozen=True, slots=True)
class Paren:
    """Parentheses are kept so that unparsing reproduces them, as the library does."""

    expr: "Expr"
    span: Span | None = field(default=None, compare=False, repr=False)


@dataclass(frozen=True, slots=True)
class Subscript:
    """``base[index]`` on a list or a record."""

    base: "Expr"
    index: "Expr"
    span: Span | None = field(default=None, compare=False, repr=False)


@dataclass(frozen=True, slots=True)
class Call:
    """A function call; ``name`` keeps the source spelling (function names are case-insensitive)."""

    name: str
    args: tuple["Expr", ...]
    span: Span | None = field(default=None, compare=False, repr=False)
    name_span: Span | None = field(default=None, compare=False, repr=False)


@dataclass(frozen=True, slots=True)
class ListExpr:
    """``{ a, b, ... }``."""

    items: tuple["Expr", ...]
    span: Span | None = field(default=None, compare=False, repr=False)


@dataclass(frozen=True, slots=True)
class RecordExpr:
    """``[ name = expr; ... ]``: a nested ClassAd. ``attrs`` keeps source order and spelling."""

    attrs: tuple[tuple[str, "Expr"], ...]
    span: Span | None = field(default=None, compare=False, repr=False)


Expr = Union[Literal, AttrRef, Unary, Binary, Ternary, Elvis, Paren, Subscript, Call, ListExpr, RecordExpr]
