"""The server's full garbage collections wait for a pause in the typing."""
from __future__ import annotations

import asyncio

from condor_ls.collector import THRESHOLDS as GC_THRESHOLDS
from condor_ls.lsp.idle_gc import IdleCollector


def test_collects_once_the_client_is_quiet_and_not_while_it_types() -> None:
    runs: list[int] = []

    async def scenario() -> None:
        collector = IdleCollector(quiet=0.05, every=1000, collect=lambda: runs.append(1))
        for _ in range(5):  # an edit, its published result, the next edit before the pause ends
            collector.settled()
            await asyncio.sleep(0.01)
            collector.busy()
        assert runs == []
        collector.settled()
        await asyncio.sleep(0.15)
        assert runs == [1] and collector.collections == 1

    asyncio.run(scenario())


def test_a_client_that_never_pauses_still_gets_collections() -> None:
    runs: list[int] = []

    async def scenario() -> None:
        collector = IdleCollector(quiet=10.0, every=3, collect=lambda: runs.append(1))
        for _ in range(7):
            collector.settled()
            collector.busy()
        assert len(runs) == 2

    asyncio.run(scenario())


def test_settled_outside_an_event_loop_does_not_fail() -> None:
    collector = IdleCollector(quiet=0.01, every=2, collect=lambda: None)
    collector.settled()
    collector.settled()
    assert collector.collections == 1


def test_the_server_leaves_old_generations_to_the_idle_collector() -> None:
    young, middle, oldest = GC_THRESHOLDS
    assert young > 700 and middle >= 100_000 and oldest >= 100_000
