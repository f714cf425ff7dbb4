"""condor_ls.rounds: entries live while recent rounds use them; a cancelled round does not count."""
from __future__ import annotations

from condor_ls.rounds import Rounds


def test_entries_unused_for_keep_rounds_are_dropped() -> None:
    kept: Rounds[str, int] = Rounds(2)
    kept.put("a", 1)
    kept.next_round()
    assert kept.get("a") == 1  # used in this round: kept for two more
    kept.next_round()
    kept.next_round()
    assert kept.get("a") is None


def test_an_abandoned_round_neither_drops_nor_forgets() -> None:
    kept: Rounds[str, int] = Rounds(2)
    kept.put("old", 1)
    kept.next_round()
    kept.put("recent", 2)
    for _ in range(5):  # five rounds begun and cancelled, one using "recent"
        kept.next_round()
        kept.get("recent")
        kept.put("partial", 3)
        kept.abandon_round()
    assert kept.get("old") == 1 and kept.get("recent") == 2 and kept.get("partial") == 3
    kept.next_round()
    kept.next_round()
    kept.next_round()
    assert len(kept) == 0  # finished rounds still bound it


def test_abandoning_twice_or_before_any_round_changes_nothing() -> None:
    kept: Rounds[str, int] = Rounds(3)
    kept.abandon_round()
    kept.put("a", 1)
    kept.next_round()
    kept.abandon_round()
    kept.abandon_round()
    assert kept.get("a") == 1 and len(kept) == 1
