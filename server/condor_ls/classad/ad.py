"""ClassAd records: ordered, case-insensitive maps from attribute names to expressions."""
from __future__ import annotations

from typing import TYPE_CHECKING, Iterable, Iterator

from .ast import Literal

if TYPE_CHECKING:
    from .ast import Expr

#: attribute spelling -> its lower-case form, one string object per form: ads and the
#: evaluator's compiled references then hold the *same* key object, and a dict lookup that
#: finds it by identity never reads the key string of an ad it has not touched yet (the first
#: evaluation of a freshly parsed ad). Bounded: cleared when full (a miss only costs a compare).
_KEYS: dict[str, str] = {}
_KEYS_LIMIT = 100_000


def attr_key(name: str) -> str:
    """The lower-case key of attribute ``name`` (shared between ads: see ``_KEYS``)."""
    key = _KEYS.get(name)
    if key is None:
        if len(_KEYS) >= _KEYS_LIMIT:
            _KEYS.clear()
        low = name.lower()
        key = _KEYS.setdefault(low, low)
        _KEYS[name] = key
    return key


class ClassAd:
    """A ClassAd (also the value of a nested record).

    Names are matched case-insensitively and keep the spelling they were first given.
    ``parent`` is the enclosing ad for block-structured lookup of nested records (None for a
    top-level ad).
    """

    __slots__ = ("_attrs", "parent", "__weakref__")

    #: a record the library holds through a counted pointer (``SCLASSAD_VALUE``), such as the
    #: copy a record subscript hands back; ``=?=`` tells it from a record literal's type
    shared = False

    def __init__(self, attrs: Iterable[tuple[str, "Expr"]] = (), parent: "ClassAd | None" = None) -> None:
        self._attrs: dict[str, tuple[str, "Expr"]] = {}
        self.parent = parent
        for name, expr in attrs:
            self.set(name, expr)

    def set(self, name: str, expr: "Expr") -> None:
        key = _KEYS.get(name) or attr_key(name)
        old = self._attrs.get(key)
        self._attrs[key] = (old[0] if old else name, expr)

    def remove(self, name: str) -> None:
        self._attrs.pop(name.lower(), None)

    def lookup(self, name: str) -> "Expr | None":
        """The expression bound to ``name`` in this ad only (no scoping)."""
        hit = self._attrs.get(_KEYS.get(name) or attr_key(name))
        return hit[1] if hit else None

    def items(self) -> Iterator[tuple[str, "Expr"]]:
        """(spelling, expression) pairs in insertion order."""
        return iter(self._attrs.values())

    def names(self) -> list[str]:
        return [name for name, _ in self._attrs.values()]

    def __contains__(self, name: object) -> bool:
        return isinstance(name, str) and name.lower() in self._attrs

    def __len__(self) -> int:
        return len(self._attrs)

    def __repr__(self) -> str:
        return f"ClassAd({', '.join(self.names())})"


class DerivedAd(ClassAd):
    """A complete ad made as a few changes to a shared base ad, as a proc's job ad is made from
    its cluster's ad (the schedd keeps them that way too). It holds every attribute itself, so
    it reads like any ad; it also remembers the base and which names it may have changed, so a
    writer can reuse the base's text and render only what differs. The base must not change
    while ads derived from it are in use."""

    __slots__ = ("base", "touched")

    def __init__(self, base: ClassAd | None = None) -> None:
        super().__init__()
        self.base = base
        #: lower-case names set or removed since the copy (a superset of those that differ)
        self.touched: set[str] = set()
        if base is not None:
            self._attrs = dict(base._attrs)

    def set(self, name: str, expr: "Expr") -> None:
        key = name.lower()
        old = self._attrs.get(key)
        spelling = old[0] if old else name
        theirs = self.base._attrs.get(key) if self.base is not None else None  # noqa: SLF001
        if theirs is not None and theirs[0] == spelling and _same_expr(theirs[1], expr):
            self._attrs[key] = theirs  # what the base has: its own entry, so nothing differs
        else:
            self._attrs[key] = (spelling, expr)
            self.touched.add(key)

    def remove(self, name: str) -> None:
        key = name.lower()
        if self._attrs.pop(key, None) is not None:
            self.touched.add(key)

    def changed(self) -> list[str]:
        """The lower-case names whose entry is not the base's own (added, removed, or set
        otherwise: :meth:`set` keeps the base's entry for a value equal to it), sorted. Code
        that writes the entries itself must keep to that, or this says too much (never too
        little)."""
        base = self.base._attrs if self.base is not None else {}  # noqa: SLF001
        attrs = self._attrs
        return sorted([key for key in self.touched if attrs.get(key) is not base.get(key)])


def _same_expr(a: "Expr", b: "Expr") -> bool:
    """The same expression object, or equal literals of the same type and spelling."""
    if a is b:
        return True
    return (type(a) is Literal and type(b) is Literal and type(a.value) is type(b.value)  # type: ignore[attr-defined]
            and a.value == b.value and a.spelling == b.spelling)  # type: ignore[attr-defined]
