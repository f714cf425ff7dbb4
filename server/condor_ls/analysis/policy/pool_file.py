"""A pool dump counted for job ads on behalf of the editor, in a process of its own.

The language server hands the counting of a submit file's jobs against the ``pool.dump``
setting's file to a worker process (:mod:`condor_ls.lsp.pool_match`), so that a pass over
ten thousand slots neither holds the server's interpreter nor keeps the dump in its memory.
:func:`count_jobs` is what the worker runs: it reads the dump once (lazily parsed ads, kept
while the file's size and modification time stay the same) and counts each job as
``condor-ls policy`` does, with the slots' own ``START`` (no config is laid over them).
"""
from __future__ import annotations

import os
import threading
import time
from collections.abc import Sequence

from ...classad.adfiles import AdFile, AdFileError, read_ads
from ...classad.parser import parse_ad
from .pool import PoolCounter, PoolSummary, finish, publication

__all__ = ["identity", "count_jobs", "PoolFileError"]

#: the largest dump read (a dump of 10,000 slots with 150 attributes each is about 54 MB)
MAX_BYTES = 1024 * 1024 * 1024

_lock = threading.Lock()
_cached: tuple[tuple[str, int, int], AdFile] | None = None


class PoolFileError(ValueError):
    """The dump cannot be read (the message says why, for the lens and the document)."""


def identity(path: str) -> tuple[str, int, int] | None:
    """(path, modification time, size): what tells one version of a dump from the next."""
    try:
        stat = os.stat(path)
    except OSError:
        return None
    return (os.path.realpath(path), stat.st_mtime_ns, stat.st_size)


def _read(path: str) -> AdFile:
    global _cached
    key = identity(path)
    if key is None:
        raise PoolFileError(f"cannot read {path}: no such file")
    with _lock:
        if _cached is not None and _cached[0] == key:
            return _cached[1]
    if key[2] > MAX_BYTES:
        raise PoolFileError(f"{path} is larger than {MAX_BYTES // (1024 * 1024):,} MB")
    try:
        with open(path, encoding="utf-8", errors="replace") as handle:
            text = handle.read()
        ads = read_ads(text, lazy=True)
    except OSError as err:
        raise PoolFileError(f"cannot read {path}: {err.strerror or err}") from None
    except AdFileError as err:
        raise PoolFileError(f"cannot read the slots of {path}: {err}") from None
    if not ads.ads:
        raise PoolFileError(f"{path} holds no slot ad")
    with _lock:
        _cached = (key, ads)
    return ads


def count_jobs(path: str, jobs: Sequence[str], now: float | None = None) -> PoolSummary:
    """Every slot of the dump at ``path`` counted for each job (long-form ad texts). Raises
    :class:`PoolFileError` for a dump that cannot be used."""
    ads = _read(path)
    job_ads = [parse_ad(text) for text in jobs]
    layers = publication(None)
    counter = PoolCounter(layers, job_ads, now=time.time() if now is None else now)
    counter.add(ads.ads)
    failures = ads.value_failures()
    notes = list(layers.notes)
    if failures:
        notes.append(f"{len(failures)}{'+' if len(failures) >= 100 else ''} attribute value(s) in {path} do not "
                     "parse and evaluate to error")
    return finish(counter.counts, job_ads, notes)
