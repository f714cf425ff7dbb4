"""Counting a submit file's jobs against the ``pool.dump`` setting's pool, off the request path.

A count takes a pass over the whole pool (about 1.5 s of CPU for 10,000 slots), far too long
for a code lens request or for the server's interpreter while the user types. Counts run in
one worker process (spawned on first use, so nothing of the server is copied into it), which
keeps the parsed dump between counts (:mod:`condor_ls.analysis.policy.pool_file`). Results
are cached by (the dump's path, modification time and size; the job ads without their
volatile attributes): the lens shows a cached count at once, says it is counting otherwise,
and the client is asked to refresh the lenses when a count finishes. A newer lens request for
the same document drops the counts it no longer needs before they start.
"""
from __future__ import annotations

import asyncio
import concurrent.futures
import logging
import multiprocessing
from collections import OrderedDict
from collections.abc import Callable, Sequence
from typing import Union

from ..analysis.policy.pool import PoolSummary
from ..analysis.policy.pool_file import PoolFileError, count_jobs, identity

log = logging.getLogger(__name__)

__all__ = ["PoolMatcher", "Outcome"]

#: a count's result: the summary, or why there is none
Outcome = Union[PoolSummary, str]
#: results kept (each is small: counts per clause)
CACHE_SIZE = 64

Key = tuple[tuple[str, int, int], tuple[str, ...]]


class PoolMatcher:
    """Counts in a worker process, results cached; ``on_done`` runs on the event loop after
    every count (the server asks the client to refresh its lenses)."""

    def __init__(self, on_done: Callable[[], None] | None = None) -> None:
        self.on_done = on_done
        self._executor: concurrent.futures.ProcessPoolExecutor | None = None
        self._results: OrderedDict[Key, Outcome] = OrderedDict()
        self._running: dict[Key, tuple[concurrent.futures.Future, str]] = {}
        #: the last outcome shown per (document, queue statement): shown while a recount runs
        self.last: OrderedDict[tuple[str, int], Outcome] = OrderedDict()
        #: counts finished (for tests and logs)
        self.counted = 0

    # -- the worker ------------------------------------------------------------------------------
    def _pool(self) -> concurrent.futures.ProcessPoolExecutor:
        if self._executor is None:
            self._executor = concurrent.futures.ProcessPoolExecutor(
                max_workers=1, mp_context=multiprocessing.get_context("spawn"))
        return self._executor

    def shutdown(self) -> None:
        executor, self._executor = self._executor, None
        if executor is not None:
            executor.shutdown(wait=False, cancel_futures=True)

    # -- results ---------------------------------------------------------------------------------
    @staticmethod
    def key(path: str, jobs: tuple[str, ...]) -> Key | None:
        found = identity(path)
        return (found, jobs) if found is not None else None

    def cached(self, key: Key) -> Outcome | None:
        found = self._results.get(key)
        if found is not None:
            self._results.move_to_end(key)
        return found

    def _store(self, key: Key, outcome: Outcome) -> None:
        self._results[key] = outcome
        self._results.move_to_end(key)
        while len(self._results) > CACHE_SIZE:
            self._results.popitem(last=False)

    def shown(self, owner: str, queue: int, outcome: Outcome) -> None:
        """Remember what a document's lens showed (bounded like the results)."""
        self.last[(owner, queue)] = outcome
        self.last.move_to_end((owner, queue))
        while len(self.last) > CACHE_SIZE:
            self.last.popitem(last=False)

    def wanted(self, owner: str, keys: Sequence[Key]) -> None:
        """``owner`` (a document) now needs only ``keys``: drop its other counts not yet started."""
        keep = set(keys)
        for key, (future, who) in list(self._running.items()):
            if who == owner and key not in keep and future.cancel():
                self._running.pop(key, None)

    def request(self, owner: str, key: Key, path: str, jobs: Sequence[str]) -> Outcome | None:
        """The outcome when it is known; else start counting (once) and return None."""
        found = self.cached(key)
        if found is not None:
            return found
        if key not in self._running:
            self._start(owner, key, path, jobs)
        return None

    async def outcome(self, owner: str, key: Key, path: str, jobs: Sequence[str]) -> Outcome:
        """The outcome, waiting for the count when needed (for the commands)."""
        found = self.request(owner, key, path, jobs)
        if found is not None:
            return found
        running = self._running.get(key)
        if running is None:
            return self.cached(key) or "the count did not start"
        try:
            await asyncio.wrap_future(running[0])
        except Exception:  # _outcome_of says what went wrong
            pass
        if running[0].cancelled():
            return "the count was dropped"
        return self.cached(key) or _outcome_of(running[0])

    def _start(self, owner: str, key: Key, path: str, jobs: Sequence[str]) -> None:
        try:
            future = self._pool().submit(count_jobs, path, list(jobs))
        except Exception as err:  # a broken pool: start a fresh one next time
            log.warning("cannot start counting the pool: %s", err)
            self.shutdown()
            self._store(key, f"cannot count the pool: {err}")
            return
        self._running[key] = (future, owner)
        try:
            loop: asyncio.AbstractEventLoop | None = asyncio.get_running_loop()
        except RuntimeError:
            loop = None

        def done(finished: concurrent.futures.Future) -> None:
            # in the executor's thread: the state is changed on the event loop only
            if loop is None:
                self._finish(key, finished)
            elif not loop.is_closed():
                loop.call_soon_threadsafe(self._finish, key, finished)

        future.add_done_callback(done)

    def _finish(self, key: Key, finished: concurrent.futures.Future) -> None:
        if self._running.get(key, (None,))[0] is finished:
            self._running.pop(key, None)
        if finished.cancelled():
            return
        self._store(key, _outcome_of(finished))
        self.counted += 1
        if self.on_done is not None:
            self.on_done()


def _outcome_of(finished: concurrent.futures.Future) -> Outcome:
    error = finished.exception()
    if isinstance(error, PoolFileError):
        return str(error)
    if error is not None:
        log.warning("counting the pool failed: %r", error)
        return f"counting the pool failed: {error}"
    return finished.result()
