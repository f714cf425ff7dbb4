"""The debounced scheduler in-process: superseded work is cancelled and never published."""
from __future__ import annotations

import asyncio
import threading

import pytest

from condor_ls.analysis.context import AnalysisCancelled
from condor_ls.lsp.scheduler import Scheduler
from condor_ls.syntax.document import Document

pytestmark = pytest.mark.asyncio(loop_scope="function")


async def test_running_job_is_flagged_and_its_result_dropped() -> None:
    current: dict[str, Document] = {"u": Document.parse("u", "classad", "1")}
    started = threading.Event()
    seen_flags: list[threading.Event] = []
    published: list[tuple[int, str]] = []

    def analyse(document: Document, flag: threading.Event) -> str:
        seen_flags.append(flag)
        if document.version == 0:
            started.set()
            if not flag.wait(10):  # a long analysis that checks for cancellation
                return "finished-unexpectedly"
            raise AnalysisCancelled
        return f"v{document.version}"

    scheduler: Scheduler[str] = Scheduler(analyse, current.get, lambda d, r: published.append((d.version, r)))
    try:
        scheduler.schedule("u", 0.0)
        await asyncio.wait_for(asyncio.get_running_loop().run_in_executor(None, started.wait, 10), 10)
        current["u"] = current["u"].apply_changes([{"text": "2"}], version=1)
        scheduler.schedule("u", 0.0)  # supersedes the running job
        await asyncio.wait_for(scheduler.settled("u"), 10)
        assert seen_flags[0].is_set()
        assert published == [(1, "v1")]
    finally:
        scheduler.shutdown()


async def test_debounce_coalesces_and_closed_documents_get_nothing() -> None:
    current: dict[str, Document] = {"u": Document.parse("u", "classad", "1")}
    calls: list[int] = []
    published: list[int] = []

    def analyse(document: Document, flag: threading.Event) -> int:
        calls.append(document.version)
        return document.version

    scheduler: Scheduler[int] = Scheduler(analyse, current.get, lambda d, r: published.append(r))
    try:
        for version in range(1, 6):
            current["u"] = current["u"].apply_changes([{"text": str(version)}], version=version)
            scheduler.schedule("u", 0.05)
        await asyncio.wait_for(scheduler.settled("u"), 10)
        assert calls == [5] and published == [5]

        scheduler.schedule("u", 0.05)
        del current["u"]  # closed before the quiet period ends
        await asyncio.wait_for(scheduler.settled("u"), 10)
        assert published == [5]
    finally:
        scheduler.shutdown()
