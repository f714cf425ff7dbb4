"""Did-you-mean for knob and macro names, fast enough for configs with thousands of names.

A misspelling is taken to be within two edits of the intended name (one for short names).
Comparing a name with every known knob through ``difflib`` costs milliseconds, so candidates are
narrowed first with letter pairs: an edit destroys at most two pairs, so a name ``k`` edits away
keeps all but ``2k`` of the query's pairs, and therefore holds at least one of any ``2k + 1`` of
them. Candidates come from the postings of the query's ``2k + 1`` rarest pairs, and only those
of about the right length that keep enough pairs get an edit distance. Nothing within reach is
missed.
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
    """Levenshtein distance, or ``limit + 1`` as soon as it is known to exceed ``limit``. A
    common prefix and suffix never change the distance, so only what lies between is compared
    (``SITE_KNOB_6732`` against ``SITE_KNOB_6733`` compares ``2`` with ``3``)."""
    if abs(len(a) - len(b)) > limit:
        return limit + 1
    head = 0
    shortest = min(len(a), len(b))
    while head < shortest and a[head] == b[head]:
        head += 1
    tail = 0
    while tail < shortest - head and a[-1 - tail] == b[-1 - tail]:
        tail += 1
    a, b = a[head:len(a) - tail], b[head:len(b) - tail]
    if not a or not b:
        return min(max(len(a), len(b)), limit + 1)
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


def transposition_distance(a: str, b: str, limit: int = MAX_EDITS) -> int:
    """Edit distance in which swapping two neighbouring letters counts as one edit (the optimal
    string alignment distance), or ``limit + 1`` once it certainly exceeds ``limit``. Attribute
    typos are often swaps (``Memroy``), which plain Levenshtein counts twice."""
    if abs(len(a) - len(b)) > limit:
        return limit + 1
    before: list[int] = []
    previous = list(range(len(b) + 1))
    for i, ca in enumerate(a, 1):
        row = [i]
        best = i
        for j, cb in enumerate(b, 1):
            value = min(previous[j] + 1, row[j - 1] + 1, previous[j - 1] + (ca != cb))
            if i > 1 and j > 1 and ca == b[j - 2] and a[i - 2] == cb:
                value = min(value, before[j - 2] + 1)
            row.append(value)
            best = min(best, value)
        if best > limit:
            return limit + 1
        before, previous = previous, row
    return min(previous[-1], limit + 1)


def _pairs(upper: str) -> frozenset[str]:
    return frozenset(upper[i:i + 2] for i in range(len(upper) - 1))


class NameIndex:
    """Names (kept in their own spelling) indexed by letter pair and by length, upper-cased.
    Names can be added and removed, so that an index of a config set's macros can follow edits
    instead of being built again."""

    def __init__(self, names: Iterable[str] = ()) -> None:
        self.spelling: dict[str, str] = {}
        self.by_length: dict[int, set[str]] = defaultdict(set)
        self.by_pair: dict[str, set[str]] = defaultdict(set)
        self.pairs: dict[str, frozenset[str]] = {}
        for name in names:
            self.add(name)

    def __len__(self) -> int:
        return len(self.spelling)

    def add(self, name: str) -> None:
        """Index ``name`` (a name already there keeps its first spelling)."""
        upper = name.upper()
        if upper in self.spelling:
            return
        self.spelling[upper] = name
        pairs = self.pairs[upper] = _pairs(upper)
        self.by_length[len(upper)].add(upper)
        for pair in pairs:
            self.by_pair[pair].add(upper)

    def discard(self, name: str) -> None:
        upper = name.upper()
        if self.spelling.pop(upper, None) is None:
            return
        self.by_length[len(upper)].discard(upper)
        for pair in self.pairs.pop(upper):
            self.by_pair[pair].discard(upper)

    def _pool(self, upper: str, pairs: frozenset[str], edits: int) -> Iterable[str]:
        if len(pairs) <= 2 * edits:  # too short for the pair argument: every name of about that length
            return [c for n in range(len(upper) - edits, len(upper) + edits + 1) for c in self.by_length.get(n, ())]
        rarest = sorted(pairs, key=lambda p: len(self.by_pair.get(p, ())))[:2 * edits + 1]
        pool: set[str] = set()
        for pair in rarest:
            pool.update(self.by_pair.get(pair, ()))
        return pool

    def close(self, name: str, limit: int = 3, *, swaps: bool = False) -> list[str]:
        """Names within :func:`allowed_edits` of ``name`` (never ``name`` itself), nearest first;
        with ``swaps``, a swap of neighbouring letters counts as one edit."""
        upper = name.upper()
        edits = allowed_edits(upper)
        # a swap is two plain edits, so candidates are gathered with twice the budget
        reach = 2 * edits if swaps else edits
        pairs = _pairs(upper)
        needed = len(pairs) - 2 * reach
        measure = transposition_distance if swaps else edit_distance
        scored = []
        for candidate in self._pool(upper, pairs, reach):
            if candidate == upper or abs(len(candidate) - len(upper)) > edits:
                continue
            if len(pairs & self.pairs[candidate]) < needed:
                continue
            distance = measure(upper, candidate, edits)
            if distance <= edits:
                scored.append((distance, candidate))
        scored.sort()
        return [self.spelling[c] for _, c in scored[:limit]]


@lru_cache(maxsize=1)
def _knob_index() -> NameIndex:
    return NameIndex(k.name for k in knobs.table().knobs.values())


@lru_cache(maxsize=4096)
def close_knobs(name: str) -> tuple[str, ...]:
    """Known knob names a misspelling of ``name`` could have meant (memoised: the same names are
    asked about on every keystroke)."""
    if len(name) > knobs.MAX_NAME_LENGTH:
        return ()
    return tuple(_knob_index().close(name))
