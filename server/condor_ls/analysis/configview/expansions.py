"""Expansions of config values, remembered across edits of a config set.

Expanding every definition of the edited document was the largest part of re-analysing it after
a keystroke, yet one keystroke changes very few expansions. An expansion is a function of the
text expanded (with its provenance) and of what each macro lookup made while expanding it
returned (plus the environment and random numbers, which make it uncacheable). So each
remembered expansion carries the trace of its lookups, and it is reused only when every lookup,
asked again of the new set, finds an equal definition: the "verifying trace" of build systems
and of rust-analyzer's query engine. The lookups are recorded by wrapping the lookup function,
not read back from the expansion, so that nothing the expander consults can be missed.
"""
from __future__ import annotations

import re
import threading
from collections.abc import Callable

from ...config.configset import ConfigSet
from ...config.expander import Expander, Expansion
from ...config.model import Definition, Kind
from ...config.text import Origin, SourceText
from ...rounds import Rounds

#: what a lookup found, as far as an expansion can tell: name key, stored text with its
#: provenance, where and how it was defined (None: the name was undefined)
Snapshot = tuple[str, SourceText, Origin | None, Kind] | None

#: analyses (rounds, see ``condor_ls.rounds``) an expansion is kept for after its last use
ROUNDS_KEPT = 4


def snapshot(definition: Definition | None) -> Snapshot:
    if definition is None:
        return None
    return (definition.key, definition.raw, definition.origin, definition.kind)


class _Entry:
    __slots__ = ("expansion", "trace")

    def __init__(self, expansion: Expansion, trace: tuple[tuple[str, Snapshot], ...]) -> None:
        self.expansion = expansion
        self.trace = trace


class ExpansionMemo:
    """Tracked expansions keyed by the value expanded, each valid while its lookups hold, and
    kept until ``keep`` rounds (analyses: see :meth:`next_round`) have passed without a use."""

    def __init__(self, keep: int = ROUNDS_KEPT) -> None:
        self._entries: Rounds[SourceText, _Entry] = Rounds(keep)
        self._lock = threading.Lock()
        self.hits = 0
        self.misses = 0

    def __len__(self) -> int:
        return len(self._entries)

    def next_round(self) -> None:
        """An analysis starts: expansions no analysis of the last few used are dropped."""
        self._entries.next_round()

    def abandon_round(self) -> None:
        """The analysis begun by the last :meth:`next_round` was cancelled: not a round."""
        self._entries.abandon_round()

    def hold(self) -> None:
        """The analysis in progress is of a set read to its end: what it expands is kept until
        the next such analysis, however many of sets cut short come in between."""
        self._entries.hold()

    def expand(self, configset: ConfigSet, raw: SourceText) -> Expansion:
        """``configset.expand_text(raw, track=True)``, reused from an earlier set when valid.
        The returned expansion is shared: callers must not change it."""
        lookup = configset.table.lookup
        entry = self._entries.get(raw)
        if entry is not None and all(snapshot(lookup(name)) == seen for name, seen in entry.trace):
            self.hits += 1  # (entries leave in the order they came: hashing a value again costs)
            return entry.expansion
        trace: dict[str, Snapshot] = {}
        expansion = _recording_expander(configset, trace).expand(raw, track=True)
        with self._lock:
            self.misses += 1
        if _cacheable(expansion):
            self._entries.put(raw, _Entry(expansion, tuple(trace.items())))
        return expansion

    def clear(self) -> None:
        self._entries.clear()


def _recording_expander(configset: ConfigSet, trace: dict[str, Snapshot]) -> Expander:
    """An expander like the set's own whose lookups are written down as they happen (the first
    answer per name: the table does not change during one expansion)."""
    lookup = configset.table.lookup
    own = configset.expander

    def recording(name: str) -> Definition | None:
        found = lookup(name)
        trace.setdefault(name, snapshot(found))
        return found

    return Expander(recording, environ=own.environ, rng=own.rng, limits=own.limits)


#: macro functions that evaluate their argument as a ClassAd expression
_EVALUATING = frozenset({"$EVAL", "$STRING", "$INT", "$REAL"})
#: an evaluated text that may give another answer at another time (``time()``, ``random()``),
#: or whose text was itself expanded (it may hide either)
_VOLATILE = re.compile(r"time|random|\$", re.IGNORECASE)


def _cacheable(expansion: Expansion) -> bool:
    """Random choices, environment reads and evaluations of clock-dependent expressions are not
    functions of the set; a truncated expansion hit a limit (rare, and cheap to give up on)."""
    if expansion.nondeterministic or expansion.env_reads or expansion.truncated:
        return False
    return not any(use.func in _EVALUATING
                   and _VOLATILE.search(use.definition.value if use.definition is not None else use.name)
                   for use in expansion.uses)


#: the memo the rules share (module state, like the view cache: one server, one process)
MEMO = ExpansionMemo()

Expand = Callable[[ConfigSet, SourceText], Expansion]
