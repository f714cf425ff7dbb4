"""Results kept for the last few rounds of work, for caches that must stay bounded however long
an editing session lasts.

The caches that make a keystroke cheap (recorded chunk reads, logical lines per segment,
per-region and per-unit results, expansions) hold what the *current* versions of the open
documents need. A least-recently-used bound sized for the largest file would let every edit
that makes new text leave its results behind until the bound is reached, tens of megabytes
later. :class:`Rounds` keeps instead what was used in the last ``keep`` rounds, a round being
one pass of its owner over its current input (one read of a config set, one analysis of a
document): results the current versions use stay, whatever they are, and anything else is
dropped a few rounds after it was last used, so memory follows the documents instead of the
session's history.

A round that saw only part of its owner's input (a config read HTCondor stops at a line it
refuses: everything after that line is not read) uses only part of what the next whole round
will need again. :meth:`Rounds.hold` marks a round that saw everything; what it used is kept,
besides the last ``keep`` rounds, until the next round so marked, so that a few keystrokes that
break a file and mend it again find the results of the rest of the file where they left them.

This module imports nothing from condor-ls: every layer may use it.
"""
from __future__ import annotations

import threading
from collections.abc import Hashable
from typing import Generic, TypeVar

K = TypeVar("K", bound=Hashable)
V = TypeVar("V")


class Rounds(Generic[K, V]):
    """A mapping whose entries live until ``keep`` rounds have passed without them being used."""

    def __init__(self, keep: int = 2) -> None:
        if keep < 1:
            raise ValueError("keep at least one round")
        self.keep = keep
        self._rounds: list[dict[K, V]] = [{} for _ in range(keep)]
        #: what the last ``next_round`` dropped, until the round after it starts
        self._dropped: dict[K, V] | None = None
        #: what the last round marked whole (``hold``) used: kept until the next one is marked
        self._held: dict[K, V] | None = None
        self._lock = threading.Lock()

    def get(self, key: K) -> V | None:
        """The value kept for ``key`` (marking it used in this round), or None."""
        with self._lock:
            rounds = self._rounds
            found = rounds[0].get(key)
            if found is not None:
                return found
            for older in rounds[1:]:
                found = older.get(key)
                if found is not None:
                    rounds[0][key] = found
                    return found
            held = self._held
            if held is not None:
                found = held.get(key)
                if found is not None:
                    rounds[0][key] = found
            return found

    def put(self, key: K, value: V) -> None:
        with self._lock:
            self._rounds[0][key] = value

    def put_many(self, items: dict[K, V]) -> None:
        with self._lock:
            self._rounds[0].update(items)

    def put_missing(self, items: dict[K, V]) -> None:
        """Like ``put_many``, but a key kept already keeps its value (marked used)."""
        with self._lock:
            current = self._rounds[0]
            held = self._held
            for key, value in items.items():
                if key in current:
                    continue
                for older in self._rounds[1:]:
                    found = older.get(key)
                    if found is not None:
                        current[key] = found
                        break
                else:
                    found = held.get(key) if held is not None else None
                    current[key] = value if found is None else found

    def next_round(self) -> None:
        """Start a new round: what no round since the oldest kept one used is dropped."""
        with self._lock:
            self._rounds.insert(0, {})
            release_later(self._dropped)
            self._dropped = self._rounds.pop()

    def hold(self) -> None:
        """The round in progress saw the whole of its owner's input: keep what it uses (until
        the end of the round) for as long as later rounds do not say the same of themselves.
        The rounds in between may then see only part of the input without the rest being
        dropped. Holds at most one round more than ``keep``."""
        with self._lock:
            current = self._rounds[0]
            if self._held is not current:
                release_later(self._held)
                self._held = current

    def abandon_round(self) -> None:
        """The round just started was cut short (an analysis a newer edit cancelled): it does
        not count. What it used joins the round before it, and what starting it dropped comes
        back, so that a burst of cancelled rounds cannot push out what the last finished one
        used (the next round would otherwise start from nothing)."""
        with self._lock:
            if self._dropped is None:
                return
            newest = self._rounds.pop(0)
            self._rounds[0].update(newest)
            self._rounds.append(self._dropped)
            self._dropped = None

    def clear(self) -> None:
        with self._lock:
            self._rounds = [{} for _ in range(self.keep)]
            self._dropped = None
            self._held = None

    def __len__(self) -> int:
        """Entries kept (each counted once)."""
        with self._lock:
            held = self._held
            if self.keep == 1 and (held is None or held is self._rounds[0]):
                return len(self._rounds[0])
            keys: set[K] = set()
            for kept in self._rounds:
                keys.update(kept)
            if held is not None:
                keys.update(held)
            return len(keys)

    def values(self) -> list[V]:
        with self._lock:
            seen: dict[K, V] = dict(self._held or {})
            for kept in reversed(self._rounds):
                seen.update(kept)
            return list(seen.values())


# ---------------------------------------------------------------------------- freeing later
#: results dropped while an analysis was running, freed once it has been published
_pending: list[object] = []
_pending_lock = threading.Lock()
#: dropped results held at most (a caller that never calls ``release_pending``, such as the
#: command line, frees them a few analyses late instead of never)
PENDING_KEPT = 32


def release_later(item: object) -> None:
    """Hold ``item`` (a dropped result, often the only reference to thousands of objects)
    until :func:`release_pending`: freeing a large config set's view takes milliseconds that
    the analysis the user waits for need not spend."""
    if item is None:
        return
    with _pending_lock:
        _pending.append(item)
        overflow = _pending[:-PENDING_KEPT] if len(_pending) > PENDING_KEPT else []
        del _pending[:len(overflow)]
    del overflow  # the oldest, freed here (outside the lock)


def release_pending() -> int:
    """Free what :func:`release_later` holds (the language server calls this once a result is
    published); returns how many items were held."""
    with _pending_lock:
        items = _pending[:]
        _pending.clear()
    count = len(items)
    del items
    return count
