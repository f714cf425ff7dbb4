"""What an analysis may know besides the document itself.

Rules get the user's settings, a way to read other files (editor buffers first, then disk)
that records each file as a dependency, and a cancellation check. The language server uses the
recorded dependencies to re-analyse a document when a file it read changes on disk.
"""
from __future__ import annotations

import os
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from urllib.parse import unquote, urlparse

from ..safe_read import read_text as read_regular_file
from ..syntax.document import Document
from .settings import Settings

#: files larger than this are not read for analysis (a config include this big is a mistake)
MAX_READ_BYTES = 16 * 1024 * 1024


class AnalysisCancelled(Exception):
    """Raised by :meth:`AnalysisContext.check_cancelled` when the result is no longer wanted."""


def uri_to_path(uri: str) -> str:
    """The local path of a ``file:`` URI (other strings are taken to be paths already)."""
    if uri.startswith("file:"):
        return os.path.normpath(unquote(urlparse(uri).path))
    return os.path.normpath(uri)


def path_to_uri(path: str) -> str:
    return Path(os.path.abspath(path)).as_uri()


@dataclass
class AnalysisContext:
    settings: Settings = field(default_factory=Settings)
    #: an open editor buffer for a path, if any (its text is newer than the disk's)
    open_document: Callable[[str], Document | None] = lambda path: None
    #: returns true once the caller has lost interest in the result
    cancelled: Callable[[], bool] = lambda: False
    #: normalised paths of files and directories read so far (filled in during analysis)
    dependencies: set[str] = field(default_factory=set)
    #: results shared by the rules of this one analysis (the document's config view ...)
    memo: dict[str, object] = field(default_factory=dict)

    def check_cancelled(self) -> None:
        """Call between units of work; stops the analysis early when it was superseded."""
        if self.cancelled():
            raise AnalysisCancelled

    def depend_on(self, path: str) -> None:
        """Record that the result depends on ``path`` (a file, or a directory whose listing
        matters): a change to it, or to anything below it, triggers re-analysis."""
        self.dependencies.add(uri_to_path(path))

    def read_text(self, path: str) -> str | None:
        """The text of ``path`` (an open buffer's if there is one), or None when it cannot be
        read; records the dependency either way, so creating the file later is noticed too."""
        self.depend_on(path)
        normal = uri_to_path(path)
        document = self.open_document(normal)
        if document is not None:
            return document.text
        # only regular files: a named pipe would block, /dev/stdin is the editor's protocol stream
        return read_regular_file(normal, MAX_READ_BYTES)

    def list_dir(self, path: str) -> list[str] | None:
        """Sorted entries of a directory (recorded as a dependency), or None if unreadable."""
        self.depend_on(path)
        try:
            return sorted(os.listdir(uri_to_path(path)))
        except OSError:
            return None
