"""Runtime values of the ClassAd language.

Python natives stand for the common cases so evaluation stays cheap:
``bool`` (boolean; test for it *before* ``int``, since bool is an int in Python), ``int``
(integer; kept in signed 64-bit range by the evaluator), ``float`` (real), ``str`` (string).
The other kinds are the small classes below. A list is lazy, as in the C++ library: it holds the
element expressions and they are evaluated when a function or subscript asks for them.
A record (nested ClassAd) is a :class:`condor_ls.classad.ad.ClassAd`.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Union

if TYPE_CHECKING:
    from .ad import ClassAd
    from .ast import Expr


class Undefined:
    """The single undefined value."""

    __slots__ = ()
    _instance: "Undefined | None" = None

    def __new__(cls) -> "Undefined":
        if cls._instance is None:
            cls._instance = super().__new__(cls)
        return cls._instance

    def __repr__(self) -> str:
        return "UNDEFINED"

    def __reduce__(self):  # keep the singleton across copy/pickle
        return (Undefined, ())


UNDEFINED = Undefined()


@dataclass(frozen=True, slots=True)
class ErrorValue:
    """The error value. ``reason`` explains where it came from (for hover and traces); it never
    affects comparisons between error values."""

    reason: str = field(default="", compare=False)

    def __repr__(self) -> str:
        return f"ERROR({self.reason!r})" if self.reason else "ERROR"


ERROR = ErrorValue()


@dataclass(frozen=True, slots=True)
class AbsTime:
    """An absolute time: seconds since the epoch (UTC) and the zone offset, seconds east of UTC."""

    secs: float
    offset: int = 0


@dataclass(frozen=True, slots=True)
class RelTime:
    """A relative time (an interval) in seconds."""

    secs: float


@dataclass(frozen=True, slots=True, eq=False)
class ListValue:
    """A list: element expressions, evaluated on demand.

    ``scope`` is whatever the evaluator needs to evaluate the elements later (the ad the list
    was found in); functions never touch it directly but ask the evaluation context
    (``ctx.list_items``).

    ``shared`` marks a list the library holds through a counted pointer (its ``SLIST_VALUE``):
    the lists builtins build (``split``, ``splitUserName``, ``argsToList``,
    ``evalInEachContext``...) and the self-contained copy a record subscript hands back, as
    opposed to a list literal's own ``LIST_VALUE``. The two differ in one place: ``=?=`` and
    ``=!=`` compare value *types* first, so ``{} =?= split("")`` is false while ``{} =?= {}`` is
    an error.
    """

    items: tuple["Expr", ...]
    scope: Any = None
    shared: bool = False


Value = Union[bool, int, float, str, Undefined, ErrorValue, AbsTime, RelTime, ListValue, "ClassAd"]


def type_name(v: Value) -> str:
    """The library's name for the kind of ``v`` (as used in batch JSON output)."""
    if isinstance(v, bool):
        return "boolean"
    if isinstance(v, int):
        return "integer"
    if isinstance(v, float):
        return "real"
    if isinstance(v, str):
        return "string"
    if v is UNDEFINED:
        return "undefined"
    if isinstance(v, ErrorValue):
        return "error"
    if isinstance(v, ListValue):
        return "list"
    if isinstance(v, AbsTime):
        return "abstime"
    if isinstance(v, RelTime):
        return "reltime"
    return "classad"


#: how error reasons and diagnostics name a kind of value, where it differs from type_name
_PROSE_NAMES = {"abstime": "absolute time", "reltime": "relative time"}


def describe_type(v: Value) -> str:
    """The kind of ``v`` in words, for error reasons and diagnostics."""
    name = type_name(v)
    return _PROSE_NAMES.get(name, name)
