"""The file system as the model sees it: the real one, bounded, and a recording wrapper whose
log lets a memoised result be reused only while every file it looked at is unchanged."""
from __future__ import annotations

import os
import stat as stat_mod
from typing import Any

from ...safe_read import read_prefix
from .api import FileAccess

#: directory entries visited when adding up a directory's size
_DIR_SIZE_ENTRIES = 100_000


class RealFiles:
    """:class:`FileAccess` over the local file system (never raises)."""

    def read_text(self, path: str, limit: int) -> str | None:
        # regular files only: ``include : /dev/stdin`` or a named pipe would block for ever
        return read_prefix(path, limit, "surrogateescape")

    def stat(self, path: str) -> tuple[bool, int] | None:
        try:
            st = os.stat(path)
        except (OSError, ValueError):
            return None
        return stat_mod.S_ISDIR(st.st_mode), st.st_size

    def list_dir(self, path: str) -> list[str] | None:
        try:
            return os.listdir(path)
        except (OSError, ValueError):
            return None

    def is_dir(self, path: str) -> bool:
        try:
            return os.path.isdir(path) and os.access(path, os.X_OK)
        except (OSError, ValueError):
            return False

    def dir_size(self, path: str) -> int:
        total = 0
        seen = 0
        for root, dirs, names in os.walk(path):
            for name in names:
                seen += 1
                if seen > _DIR_SIZE_ENTRIES:
                    return total
                try:
                    st = os.lstat(os.path.join(root, name))
                except OSError:
                    continue
                if stat_mod.S_ISREG(st.st_mode):
                    total += st.st_size
            seen += len(dirs)
        return total

    def signature(self, path: str) -> Any:
        """What identifies a file's current state (for memo validation)."""
        try:
            st = os.stat(path)
        except (OSError, ValueError):
            return None
        return (st.st_mode, st.st_size, st.st_mtime_ns)


class RecordingFiles:
    """Wraps a :class:`FileAccess` and remembers every answer it gave."""

    def __init__(self, inner: FileAccess) -> None:
        self.inner = inner
        self.log: dict[tuple[str, str], Any] = {}

    def _note(self, kind: str, path: str, value: Any) -> Any:
        self.log[(kind, path)] = value
        return value

    def read_text(self, path: str, limit: int) -> str | None:
        return self._note("read", path, self.inner.read_text(path, limit))

    def stat(self, path: str) -> tuple[bool, int] | None:
        """The file's state when this submission first looked (condor_submit runs in a moment:
        the procs of one submission see one state of the file system)."""
        key = ("stat", path)
        if key in self.log:
            return self.log[key]  # type: ignore[no-any-return]
        return self._note("stat", path, self.inner.stat(path))

    def list_dir(self, path: str) -> list[str] | None:
        found = self.inner.list_dir(path)
        self._note("list", path, tuple(sorted(found)) if found is not None else None)
        return found

    def is_dir(self, path: str) -> bool:
        return self._note("isdir", path, self.inner.is_dir(path))

    def dir_size(self, path: str) -> int:
        return self._note("dirsize", path, self.inner.dir_size(path))

    def still_valid(self, limit: int) -> bool:
        """Whether every recorded answer is still what the file system says."""
        inner = self.inner
        for (kind, path), value in list(self.log.items()):
            if kind == "read":
                now: Any = inner.read_text(path, limit)
            elif kind == "stat":
                now = inner.stat(path)
            elif kind == "list":
                found = inner.list_dir(path)
                now = tuple(sorted(found)) if found is not None else None
            elif kind == "isdir":
                now = inner.is_dir(path)
            else:
                now = inner.dir_size(path)
            if now != value:
                return False
        return True
