"""How condor-ls processes set up Python's cyclic garbage collector.

An analysis allocates whole object graphs (config views, syntax results, parsed statements of a
script) that live until the next analysis replaces them; reference counting frees them, and
they rarely hold cycles. With Python's default thresholds (a generation-0 pass every 700
allocations, the oldest generation every hundred of those) the collector runs hundreds of times
per analysis, re-examining the long-lived tables each time, and frees next to nothing. Both the
language server and ``condor-ls check`` therefore move what is loaded at start-up out of the
collector's way and collect less often; the server also collects fully when the user pauses
(``lsp/idle_gc.py``).
"""
from __future__ import annotations

import gc
import os
import sys
from typing import NoReturn

#: generation 0 every 50,000 allocations; the older generations never by allocation counts
THRESHOLDS = (50_000, 1_000_000, 1_000_000)


def settle() -> None:
    """Collect once, freeze what survives (schemas, tables, imported modules: they live as long
    as the process) and raise the thresholds."""
    gc.collect()
    gc.freeze()
    gc.set_threshold(*THRESHOLDS)


def settle_one_shot() -> None:
    """For a command that builds one result, writes it and ends (``condor-ls submit``):
    :func:`settle`, then switch the cyclic collector off. Building and writing job ads makes no
    cyclic garbage (the procs' ads live until the process ends; tests/test_submit_garbage.py
    checks it on every curated and benchmark submit file, both versions), so a collector pass
    would only walk the objects that stay alive: about a fifteenth of the command's CPU for
    10,000 procs, for nothing. Memory freed by reference counting is freed as before."""
    settle()
    gc.disable()


def leave(code: int) -> NoReturn:
    """End a one-shot command's process now, without tearing its heap down: after a dump of
    thousands of procs, freeing the ads (and the final collection Python runs at exit) costs
    about half as much CPU as making them, for memory the operating system takes back anyway.
    The standard streams are flushed first; condor-ls registers no exit handlers."""
    for stream in (sys.stdout, sys.stderr):
        try:
            stream.flush()
        except (OSError, ValueError):  # a closed pipe or stream: nothing more can be written
            pass
    os._exit(code)
