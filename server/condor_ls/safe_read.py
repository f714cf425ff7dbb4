"""Reading a file that a document names, without ever blocking or reading a device.

A config, submit or DAG file can name any path in an ``include`` or a queue item list:
``/dev/stdin`` (in the language server, the editor's own protocol stream), a named pipe that no
one writes to (``open`` would wait forever), ``/dev/zero`` or ``/dev/urandom`` (endless). Only
regular files are read here; the file is opened without blocking and checked with ``fstat``
before a byte is read, and at most ``limit`` bytes are read (without allocating ``limit`` up
front). The null device reads as empty, as it does for HTCondor (``include : /dev/null``).
Everything else reads as "cannot be read".

This module imports nothing from condor-ls: every layer may use it.
"""
from __future__ import annotations

import os
import stat
from functools import lru_cache

#: bytes read per system call (reading in pieces keeps a small file's read small)
_CHUNK = 1 << 20


@lru_cache(maxsize=1)
def _null_device() -> int | None:
    """The device number of the null device (``os.devnull``), None where there is none."""
    try:
        info = os.stat(os.devnull)
    except (OSError, ValueError):
        return None
    return info.st_rdev if stat.S_ISCHR(info.st_mode) else None


def read_bytes(path: str, limit: int) -> bytes | None:
    """Up to ``limit + 1`` bytes of the regular file at ``path`` (so a caller can tell a file
    over its limit), or None when it is no regular file or cannot be read."""
    try:
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_CLOEXEC", 0))
    except (OSError, ValueError):
        return None
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            return b"" if stat.S_ISCHR(info.st_mode) and info.st_rdev == _null_device() else None
        want = limit + 1
        pieces: list[bytes] = []
        got = 0
        while got < want:
            piece = os.read(fd, min(_CHUNK, want - got))
            if not piece:
                break
            pieces.append(piece)
            got += len(piece)
        return b"".join(pieces)
    except (OSError, ValueError, MemoryError):
        return None
    finally:
        os.close(fd)


def read_text(path: str, limit: int, errors: str = "replace") -> str | None:
    """The regular file at ``path`` decoded as UTF-8 (``errors`` as for ``bytes.decode``), or
    None when it cannot be read or is larger than ``limit`` bytes."""
    data = read_bytes(path, limit)
    if data is None or len(data) > limit:
        return None
    return data.decode("utf-8", errors)


def read_prefix(path: str, limit: int, errors: str = "replace") -> str | None:
    """At most the first ``limit`` bytes of the regular file at ``path``, decoded (a longer file
    is cut, not refused), or None when it cannot be read."""
    data = read_bytes(path, limit)
    if data is None:
        return None
    return data[:limit].decode("utf-8", errors)
