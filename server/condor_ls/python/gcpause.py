"""Holding off Python's cyclic garbage collector while a script is analysed.

A cold check builds tens of thousands of objects that live on (syntax-tree nodes of the parsed
statements, which the parse cache keeps; decoded strings and their source maps); each of those
allocations counts towards the collector's thresholds, and with parso's larger trees a cold
check spent about a third of its time in collections that free nothing (the objects are
wanted, and have no cycles to break until they are dropped). Reference counting still frees everything
as usual while the collector waits; it runs again when the last analysis ends.
"""
from __future__ import annotations

import gc
import threading
from collections.abc import Iterator
from contextlib import contextmanager

_lock = threading.Lock()
_depth = 0
_was_enabled = False


@contextmanager
def collector_paused() -> Iterator[None]:
    """Pause the cyclic collector for the block (nested and concurrent uses share one pause;
    the collector is re-enabled, if it was on, when the last of them ends)."""
    global _depth, _was_enabled
    with _lock:
        if _depth == 0:
            _was_enabled = gc.isenabled()
            gc.disable()
        _depth += 1
    try:
        yield
    finally:
        with _lock:
            _depth -= 1
            if _depth == 0 and _was_enabled:
                gc.enable()
