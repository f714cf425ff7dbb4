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


def test_a_held_round_outlives_rounds_that_saw_part_of_the_input() -> None:
    """What a round marked whole used stays however many partial rounds follow, and goes
    once another whole round has passed the usual ``keep`` rounds without it."""
    kept: Rounds[str, int] = Rounds(2)
    kept.next_round()
    kept.put("head", 1)
    kept.put("tail", 2)
    kept.hold()  # the whole input was seen
    for _ in range(10):  # rounds that stop early: they use the head only
        kept.next_round()
        assert kept.get("head") == 1
        kept.put("edited", 3)
    assert kept.get("tail") == 2  # found in the held round, and used again in this one
    kept.hold()
    for _ in range(2):
        kept.next_round()
        kept.get("head")
    kept.hold()  # a whole round that no longer uses "tail"
    kept.next_round()
    assert kept.get("tail") is None and kept.get("head") == 1


def test_holding_keeps_at_most_one_round_more_than_keep() -> None:
    kept: Rounds[int, int] = Rounds(2)
    for step in range(50):
        kept.next_round()
        kept.put(step, step)
        if step % 10 == 0:
            kept.hold()
    # the last two rounds, and the one held (step 40)
    assert sorted(kept.values()) == [40, 48, 49] and len(kept) == 3
    kept.clear()
    kept.next_round()
    assert kept.get(40) is None and len(kept) == 0


def test_put_missing_keeps_what_is_kept_already() -> None:
    kept: Rounds[str, str] = Rounds(2)
    kept.put("a", "newer")
    kept.hold()
    kept.next_round()
    kept.put("b", "newest")
    kept.next_round()
    kept.next_round()  # "a" only in the held round now, "b" dropped
    kept.put_missing({"a": "older", "b": "older", "c": "older"})
    assert (kept.get("a"), kept.get("b"), kept.get("c")) == ("newer", "older", "older")
    kept.next_round()
    kept.next_round()
    assert kept.get("a") == "newer"  # still held
