"""Dropped results are freed after the analysis that dropped them is published, and never held
without bound."""
from __future__ import annotations

import gc
import weakref

from condor_ls import rounds
from condor_ls.rounds import PENDING_KEPT, Rounds, release_later, release_pending


class Held:
    """Something a weak reference can watch."""


def test_dropped_results_live_until_released() -> None:
    release_pending()
    kept: Rounds[str, Held] = Rounds(1)
    value = Held()
    watch = weakref.ref(value)
    kept.put("k", value)
    del value
    kept.next_round()  # "k" was not used in the round: dropped, but held for later
    kept.next_round()
    gc.collect()
    assert watch() is not None and kept.get("k") is None
    assert release_pending() >= 1
    gc.collect()
    assert watch() is None


def test_without_releases_at_most_a_few_are_held() -> None:
    release_pending()
    watches = []
    for _ in range(3 * PENDING_KEPT):
        item = Held()
        watches.append(weakref.ref(item))
        release_later(item)
        del item
    gc.collect()
    assert sum(1 for w in watches if w() is not None) == PENDING_KEPT == len(rounds._pending)
    release_pending()
    gc.collect()
    assert all(w() is None for w in watches)
