"""Did-you-mean for knob and macro names, fast enough for configs with thousands of names.

A misspelling is taken to be within two edits of the intended name. Comparing a name with every
known knob through ``difflib`` costs milliseconds, so candidates are narrowed first: names of
about the same length that share one of its ``_``-separated words (or, for a one-word name, all
one-word names of about that length), then those keeping too few of its letter pairs (an edit
changes at most two pairs). Only the rest get an edit distance.
"""
from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable
from functools import lru_cache

from ..config import knobs

#: edits a misspelling may be away from the intended name
MAX_EDITS = 2
#: names shorter than this may only be one edit away (two edits turn NOPE into SCOPE)
SHORT_NAME = 8


def allowed_edits(name: str) -> int:
    return 1 if len(name) < SHORT_NAME else MAX_EDITS


def edit_distance(a: str, b: str, limit: int = MAX_EDITS) -> int:
    """Levenshtein distance, or ``limit + 1`` as soon as it is known to exceed ``limit``."""
    if abs(len(a) - len(b)) > limit:
        return limit + 1
    previous = list(range(len(b) + 1))
    for i, ca in enumerate(a, 1):
        row = [i]
        best = i
        for j, cb in enumerate(b, 1):
            value = min(previous[j] + 1, row[j - 1] + 1, previous[j - 1] + (ca != cb))
            row.append(value)
            best = min(best, value)
        if best > limit:
            return limit + 1
        previous = row
    return min(previous[-1], limit + 1)


def _pairs(upper: str) -> frozenset[str]:
    return frozenset(upper[i:i + 2] for i in range(len(upper) - 1))


def _words(upper: str) -> list[str]:
    return [w for w in upper.replace(".", "_").split("_") if w]


class NameIndex:
    """Names (kept in their own spelling) indexed by word and by length, compared upper-cased."""

    def __init__(self, names: Iterable[str]) -> None:
        self.spelling: dict[str, str] = {}
        self.by_word: dict[str, set[str]] = defaultdict(set)
        self.single_by_length: dict[int, set[str]] = defaultdict(set)
        self.pairs: dict[str, frozenset[str]] = {}
        for name in names:
            upper = name.upper()
            if upper in self.spelling:
                continue
            self.spelling[upper] = name
            self.pairs[upper] = _pairs(upper)
            words = _words(upper)
            for word in words:
                self.by_word[word].add(upper)
            if len(words) <= 1:
                self.single_by_length[len(upper)].add(upper)

    def close(self, name: str, limit: int = 3) -> list[str]:
        """Names within :func:`allowed_edits` of ``name`` (never ``name`` itself), nearest first."""
        upper = name.upper()
        words = _words(upper)
        pool: set[str] = set()
        if len(words) <= 1:
            for length in range(len(upper) - MAX_EDITS, len(upper) + MAX_EDITS + 1):
                pool |= self.single_by_length.get(length, set())
        for word in words:
            pool |= {c for c in self.by_word.get(word, ()) if abs(len(c) - len(upper)) <= MAX_EDITS}
        edits = allowed_edits(upper)
        pairs = _pairs(upper)
        needed = len(pairs) - 2 * edits
        scored = []
        for candidate in pool:
            if candidate == upper or len(pairs & self.pairs[candidate]) < needed:
                continue
            distance = edit_distance(upper, candidate, edits)
            if distance <= edits:
                scored.append((distance, candidate))
        scored.sort()
        return [self.spelling[c] for _, c in scored[:limit]]


@lru_cache(maxsize=1)
def _knob_index() -> NameIndex:
    return NameIndex(k.name for k in knobs.table().knobs.values())


@lru_cache(maxsize=16384)
def close_knobs(name: str) -> tuple[str, ...]:
    """Known knob names a misspelling of ``name`` could have meant (memoised: the same names are
    asked about on every keystroke)."""
    if len(name) > knobs.MAX_NAME_LENGTH:
        return ()
    return tuple(_knob_index().close(name))
