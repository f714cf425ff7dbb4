"""Reusing one expression's result across the many ads of a pool.

Evaluating an expression in an ad reads some of the ad's attributes (the others play no part).
With the ad's table recording (:class:`~.lazyad.ReadLog`), the evaluation yields the keys it
looked up, in order; another ad whose raw values under those keys are the same would make the
evaluation take exactly the same steps, so it gets the same result. This is the verifying-trace
idea the config reader uses, applied to the slots of a pool, which mostly share their
policy expressions and many of their values.

The results are kept in a decision tree: a node names the next key the evaluation reads and
branches on its raw value; a leaf holds the result. Because the evaluation is deterministic, the
key read next is a function of the values read so far, so one tree holds every path, and a
lookup reads only the keys the evaluation itself would read (no key of another path).

What must hold for a reuse to be exact, and does: the expression and everything else the
evaluation sees (the other ad, the time, the published knobs) are the same for every ad of a
memo; the evaluator is deterministic; raw values that are text parse to the same expression
(the parse cache is keyed by name and text); values that are not text (knobs set after reading)
are compared by identity. An evaluation that read the whole ad (iterated it) is not stored.
"""
from __future__ import annotations

from .lazyad import WHOLE_AD, ReadLog, Table

__all__ = ["ReadMemo", "MISS"]

#: returned by :meth:`ReadMemo.lookup` when no stored evaluation applies
MISS = object()


class _Node:
    """Reads ``key`` next; ``children`` maps its raw value to the next node or a leaf."""

    __slots__ = ("key", "children")

    def __init__(self, key: str) -> None:
        self.key = key
        self.children: dict[object, _Node | _Leaf] = {}


class _Leaf:
    __slots__ = ("value", "keys")

    def __init__(self, value: object, keys: tuple[str, ...]) -> None:
        self.value = value
        self.keys = keys


class ReadMemo:
    """Results of one evaluation (same expression, same other inputs) keyed by what it read."""

    __slots__ = ("root", "max_entries", "entries", "lookups", "hits", "enabled")

    #: lookups after which a memo that rarely hits stops trying (its cost is then all loss)
    TRIAL = 400
    MIN_HIT_RATE = 0.2

    def __init__(self, max_entries: int = 200_000) -> None:
        self.root: _Node | _Leaf | None = None
        self.max_entries = max_entries
        self.entries = 0
        self.lookups = 0
        self.hits = 0
        self.enabled = True

    def lookup(self, table: Table) -> tuple[object, tuple[str, ...]]:
        """(result, keys read) of a stored evaluation that applies to ``table``, or (MISS, ())."""
        if not self.enabled:
            return MISS, ()
        self.lookups += 1
        if self.lookups == self.TRIAL and self.hits < self.MIN_HIT_RATE * self.TRIAL:
            self.enabled = False
            self.root = None
            return MISS, ()
        node = self.root
        value_of = table.memo_value
        while type(node) is _Node:
            node = node.children.get(value_of(node.key))
        if node is None:
            return MISS, ()
        self.hits += 1
        return node.value, node.keys  # type: ignore[union-attr]

    def store(self, table: Table, log: ReadLog, result: object) -> None:
        """Remember ``result`` for the keys ``log`` recorded while it was computed."""
        if not self.enabled or self.entries >= self.max_entries:
            return
        keys = tuple(dict.fromkeys(log.keys))
        if WHOLE_AD in keys:
            return
        leaf = _Leaf(result, keys)
        if not keys:
            self.root = leaf
            self.entries += 1
            return
        if self.root is None:
            self.root = _Node(keys[0])
        node = self.root
        values = table.signature(keys)
        last = len(keys) - 1
        for i, key in enumerate(keys):
            if type(node) is not _Node or node.key != key:
                return  # not the path a deterministic evaluation takes: keep the tree as it is
            if i == last:
                node.children[values[i]] = leaf
                self.entries += 1
                return
            child = node.children.get(values[i])
            if child is None:
                child = node.children[values[i]] = _Node(keys[i + 1])
            node = child
