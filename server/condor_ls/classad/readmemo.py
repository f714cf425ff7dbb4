"""Reusing one expression's result across the many ads of a pool.

Evaluating an expression in an ad reads some of the ad's attributes (the others play no part).
With the ad's table recording (:class:`~.lazyad.ReadLog`), the evaluation yields the keys it
looked up, in order; another ad whose raw values under those keys are the same would make the
evaluation take exactly the same steps, so it gets the same result. This is the verifying-trace
idea the config reader uses, applied to the slots of a pool, which mostly share their
policy expressions and many of their values.

What must hold for a reuse to be exact, and does: the expression and everything else the
evaluation sees (the other ad, the time, the published knobs) are the same for every ad of a
memo; the evaluator is deterministic; raw values that are text parse to the same expression
(the parse cache is keyed by name and text); values that are not text (knobs set after reading)
are compared by identity. An evaluation that read the whole ad (iterated it) is not stored.
"""
from __future__ import annotations

from .lazyad import WHOLE_AD, ReadLog, _Table

__all__ = ["ReadMemo", "MISS"]

#: returned by :meth:`ReadMemo.lookup` when no stored evaluation applies
MISS = object()


class ReadMemo:
    """Results of one evaluation (same expression, same other inputs) keyed by what it read.

    Entries are grouped by their sequence of keys (different values take different paths
    through ``&&``, ``?:`` and friends); paths are tried most recently used first."""

    __slots__ = ("paths", "max_paths", "max_entries", "entries", "lookups", "hits", "enabled")

    #: lookups after which a memo that rarely hits stops trying (its cost is then all loss)
    TRIAL = 400
    MIN_HIT_RATE = 0.2

    def __init__(self, max_paths: int = 24, max_entries: int = 200_000) -> None:
        self.paths: list[tuple[tuple[str, ...], dict[tuple, object]]] = []
        self.max_paths = max_paths
        self.max_entries = max_entries
        self.entries = 0
        self.lookups = 0
        self.hits = 0
        self.enabled = True

    def lookup(self, table: _Table) -> tuple[object, tuple[str, ...]]:
        """(result, keys read) of a stored evaluation that applies to ``table``, or (MISS, ())."""
        if not self.enabled:
            return MISS, ()
        self.lookups += 1
        if self.lookups == self.TRIAL and self.hits < self.MIN_HIT_RATE * self.TRIAL:
            self.enabled = False
            self.paths = []
            return MISS, ()
        signature = table.signature
        paths = self.paths
        for i, (keys, results) in enumerate(paths):
            hit = results.get(signature(keys), MISS)
            if hit is not MISS:
                if i > 2:
                    paths.insert(0, paths.pop(i))
                self.hits += 1
                return hit, keys
        return MISS, ()

    def store(self, table: _Table, log: ReadLog, result: object) -> None:
        """Remember ``result`` for the keys ``log`` recorded while it was computed."""
        if not self.enabled or self.entries >= self.max_entries:
            return
        keys = tuple(dict.fromkeys(log.keys))
        if WHOLE_AD in keys:
            return
        signature = table.signature(keys)
        for path, results in self.paths:
            if path == keys:
                results[signature] = result
                self.entries += 1
                return
        if len(self.paths) < self.max_paths:
            self.paths.append((keys, {signature: result}))
            self.entries += 1
