"""Debounced, cancellable background analysis, one job per document.

Scheduling a document replaces its pending job: the old one is cancelled (if it is already
running in the worker thread, its cancel flag is set so the analysis stops at its next check).
A finished job hands its result to ``publish`` only if the document is still open at exactly the
version that was analysed, so stale diagnostics never reach the editor.
"""
from __future__ import annotations

import asyncio
import logging
import threading
from collections.abc import Awaitable, Callable
from concurrent.futures import Executor, ThreadPoolExecutor
from typing import Generic, TypeVar

from ..analysis.context import AnalysisCancelled
from ..syntax.document import Document

log = logging.getLogger(__name__)

Result = TypeVar("Result")

#: (document, cancel flag) -> result; runs in a worker thread
Analyse = Callable[[Document, threading.Event], Result]
#: looks up the current document for a URI (None once closed)
Current = Callable[[str], Document | None]
#: called in the event loop with a result that is still current
Publish = Callable[[Document, Result], None | Awaitable[None]]


class Scheduler(Generic[Result]):
    def __init__(
        self,
        analyse: Analyse[Result],
        current: Current,
        publish: Publish[Result],
        executor: Executor | None = None,
    ) -> None:
        self._analyse = analyse
        self._current = current
        self._publish = publish
        self._executor = executor or ThreadPoolExecutor(max_workers=1, thread_name_prefix="condor-ls-analysis")
        self._jobs: dict[str, asyncio.Task[None]] = {}
        self._flags: dict[str, threading.Event] = {}
        #: number of results handed to publish (observability for tests and logs)
        self.published = 0
        self.discarded = 0

    def schedule(self, uri: str, delay: float) -> None:
        """(Re)start the job for ``uri`` after ``delay`` seconds of quiet."""
        self.cancel(uri)
        self._jobs[uri] = asyncio.get_running_loop().create_task(self._run(uri, delay))

    def cancel(self, uri: str) -> None:
        """Drop the pending or running job for ``uri`` (its result will not be published)."""
        flag = self._flags.pop(uri, None)
        if flag is not None:
            flag.set()
        job = self._jobs.pop(uri, None)
        if job is not None and not job.done():
            job.cancel()

    def pending(self, uri: str) -> bool:
        job = self._jobs.get(uri)
        return job is not None and not job.done()

    async def settled(self, uri: str) -> None:
        """Wait until ``uri`` has no pending job (jobs scheduled meanwhile are waited for too)."""
        while (job := self._jobs.get(uri)) is not None and not job.done():
            try:
                await asyncio.shield(job)
            except asyncio.CancelledError:
                task = asyncio.current_task()
                ours = task is not None and getattr(task, "cancelling", lambda: 0)()
                if job.cancelled() and not ours:
                    continue  # the job was superseded, not us: wait for its successor
                raise

    def shutdown(self) -> None:
        for uri in list(self._jobs):
            self.cancel(uri)
        self._executor.shutdown(wait=False, cancel_futures=True)

    async def _run(self, uri: str, delay: float) -> None:
        if delay > 0:
            await asyncio.sleep(delay)
        document = self._current(uri)
        if document is None:
            return
        flag = threading.Event()
        self._flags[uri] = flag
        loop = asyncio.get_running_loop()
        try:
            result = await loop.run_in_executor(self._executor, self._analyse, document, flag)
        except asyncio.CancelledError:
            flag.set()
            raise
        except AnalysisCancelled:
            self.discarded += 1
            return
        except Exception:
            log.exception("analysis of %s failed", uri)
            return
        finally:
            if self._flags.get(uri) is flag:
                del self._flags[uri]
        if flag.is_set() or self._current(uri) is not document:
            self.discarded += 1
            return
        self.published += 1
        outcome = self._publish(document, result)
        if asyncio.iscoroutine(outcome):
            await outcome
