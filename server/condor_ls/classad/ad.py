"""ClassAd records: ordered, case-insensitive maps from attribute names to expressions."""
from __future__ import annotations

from typing import TYPE_CHECKING, Iterable, Iterator

if TYPE_CHECKING:
    from .ast import Expr


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
        key = name.lower()
        old = self._attrs.get(key)
        self._attrs[key] = (old[0] if old else name, expr)

    def remove(self, name: str) -> None:
        self._attrs.pop(name.lower(), None)

    def lookup(self, name: str) -> "Expr | None":
        """The expression bound to ``name`` in this ad only (no scoping)."""
        hit = self._attrs.get(name.lower())
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
