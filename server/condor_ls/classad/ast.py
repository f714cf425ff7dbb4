"""The ClassAd expression tree: immutable values built from the tree-sitter syntax tree.

Every node carries ``span``, the (start, end) byte offsets of the text it came from, so that
diagnostics, hover and evaluation traces can point back into the source. Spans never take part
in equality. Operator names are canonical: ``is`` is stored as ``=?=`` and ``isnt`` as ``=!=``
(the library does the same, and prints them that way).
"""
from __future__ import annotations

from dataclasses import MISSING, dataclass, field, fields
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


def _quick_init(cls: type) -> None:
    """Give a frozen slotted node class an ``__init__`` that fills its slots through their
    descriptors. The one ``dataclass`` writes goes through ``object.__setattr__`` per field,
    which makes building a node cost twice as much; parsing builds one per token or so. The
    signature (names, order, defaults) and every other behaviour stay the dataclass's."""
    params, lines = [], []
    env: dict[str, object] = {}
    for f in fields(cls):
        env[f"_set_{f.name}"] = cls.__dict__[f.name].__set__
        if f.default is MISSING:
            params.append(f.name)
        else:
            env[f"_default_{f.name}"] = f.default
            params.append(f"{f.name}=_default_{f.name}")
        lines.append(f"    _set_{f.name}(self, {f.name})")
    source = f"def __init__(self, {', '.join(params)}):\n" + "\n".join(lines) + "\n"
    exec(source, env)  # noqa: S102 - generated from the field list above, as dataclasses does
    init = env["__init__"]
    init.__qualname__ = f"{cls.__qualname__}.__init__"  # type: ignore[attr-defined]
    cls.__init__ = init  # type: ignore[misc]


for _cls in (Literal, AttrRef, Unary, Binary, Ternary, Elvis, Paren, Subscript, Call, ListExpr, RecordExpr):
    _quick_init(_cls)
del _cls
