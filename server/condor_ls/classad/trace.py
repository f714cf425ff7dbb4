"""Evaluation traces: the value of every sub-expression of one evaluation.

The evaluator fills a :class:`Trace` when asked (``evaluate_traced``); hover, the policy
previewer and :mod:`.explain` read it to say why an expression came out the way it did.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Iterator

from .ad import ClassAd

if TYPE_CHECKING:
    from .ast import Expr
    from .values import Value


@dataclass(frozen=True, slots=True)
class Origin:
    """Where an attribute reference's value came from.

    ``scope`` is ``"MY"``, ``"TARGET"``, ``"record"`` (a nested record), ``"match"`` (the
    match ad the library builds around MY and TARGET), ``"special"`` (self, parent, root,
    CurrentTime) or ``"missing"``. ``fallback`` is set when the name was missing from MY's
    scopes and found in the other ad (the library's old-ClassAd fallback).
    """

    name: str
    scope: str
    ad: ClassAd | None = None
    fallback: bool = False
    circular: bool = False


@dataclass(slots=True)
class TraceEntry:
    """The first value a node produced, and how often it was evaluated."""

    node: Expr
    value: Value
    count: int = 1
    origin: Origin | None = None

    @property
    def span(self) -> tuple[int, int] | None:
        return getattr(self.node, "span", None)


class Trace:
    """Values of every evaluated sub-expression, keyed by node identity.

    A node missing from the trace was not evaluated (short circuit). Nodes of attribute
    expressions pulled in from ads appear too; their spans point into those ads' text.
    """

    __slots__ = ("_entries", "_origins")

    def __init__(self) -> None:
        self._entries: dict[int, TraceEntry] = {}
        self._origins: dict[int, Origin] = {}

    def record(self, node: Expr, value: Value) -> None:
        entry = self._entries.get(id(node))
        if entry is None:
            self._entries[id(node)] = TraceEntry(node, value, 1, self._origins.get(id(node)))
        else:
            entry.count += 1

    def note_origin(self, node: Expr, origin: Origin) -> None:
        self._origins.setdefault(id(node), origin)

    def get(self, node: Expr) -> TraceEntry | None:
        entry = self._entries.get(id(node))
        return entry if entry is not None and entry.node is node else None

    def value(self, node: Expr) -> Value | None:
        """The node's value, or None when it was never evaluated."""
        entry = self.get(node)
        return entry.value if entry is not None else None

    def __iter__(self) -> Iterator[TraceEntry]:
        return iter(self._entries.values())

    def __len__(self) -> int:
        return len(self._entries)
