"""Full garbage collections while the editor is quiet, not in the middle of someone's typing.

Each analysis of a large config set allocates a view of the whole set; Python's collector then
runs a full (oldest-generation) collection every so often, which walks every live object and
stalls whichever keystroke's analysis happens to trigger it, by a few hundred milliseconds on a
10,000-line set. The server therefore raises the oldest generation's threshold out of reach
(``cli/serve.py``) and asks this class for full collections instead: one when no edit has come
for ``quiet`` seconds after a result was published, and, so that memory stays bounded for a
client that never pauses, one after every ``every`` analyses regardless. Young generations are
still collected as usual, and reference counting frees almost everything anyway: full
collections only reclaim cycles.
"""
from __future__ import annotations

import asyncio
import gc
from collections.abc import Callable

#: seconds without edits after which a full collection runs
QUIET_SECONDS = 1.0
#: analyses after which a full collection runs even if the client never paused
EVERY_ANALYSES = 100


class IdleCollector:
    def __init__(self, quiet: float = QUIET_SECONDS, every: int = EVERY_ANALYSES,
                 collect: Callable[[], object] = gc.collect) -> None:
        self.quiet = quiet
        self.every = every
        self._collect = collect
        self._timer: asyncio.TimerHandle | None = None
        self._since = 0
        #: full collections run so far (observability for tests and logs)
        self.collections = 0

    def busy(self) -> None:
        """The user is typing: a pending quiet-time collection would only get in the way."""
        if self._timer is not None:
            self._timer.cancel()
            self._timer = None

    def settled(self) -> None:
        """An analysis was published: collect now if too many went by, else once it is quiet."""
        self._since += 1
        self.busy()
        if self._since >= self.every:
            self.collect()
            return
        try:
            loop = asyncio.get_running_loop()
        except RuntimeError:  # no event loop (a caller outside the server): nothing to wait for
            return
        self._timer = loop.call_later(self.quiet, self.collect)

    def collect(self) -> None:
        self._timer = None
        self._since = 0
        self.collections += 1
        self._collect()
