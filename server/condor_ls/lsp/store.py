"""The open documents of a session and what each one's analysis depends on."""
from __future__ import annotations

import logging
import os
from collections.abc import Iterable, Sequence
from typing import Any

from ..analysis.context import uri_to_path
from ..syntax.detect import detect_language, unclaimed
from ..syntax.document import Document
from ..syntax.languages import has_grammar
from ..syntax.positions import PositionEncoding

log = logging.getLogger(__name__)


class DocumentStore:
    """Open documents by URI, each the latest :class:`Document` value, plus the files and
    directories each document's last analysis read."""

    def __init__(self) -> None:
        self._documents: dict[str, Document] = {}
        self._dependencies: dict[str, frozenset[str]] = {}
        #: open documents that are none of ours (data files an editor sent as plain text)
        self._unclaimed: set[str] = set()

    def is_unclaimed(self, uri: str) -> bool:
        return uri in self._unclaimed

    def __contains__(self, uri: str) -> bool:
        return uri in self._documents

    def __len__(self) -> int:
        return len(self._documents)

    def get(self, uri: str) -> Document | None:
        """The document of one of our languages at ``uri`` (None for a Python script: only
        diagnostics, hover and completion look into those, through :meth:`get_any`)."""
        document = self._documents.get(uri)
        return document if document is not None and has_grammar(document.language) else None

    def get_any(self, uri: str) -> Document | None:
        """The open document at ``uri``, whatever its language."""
        return self._documents.get(uri)

    def all(self) -> list[Document]:
        """The open documents of our languages."""
        return [d for d in self._documents.values() if has_grammar(d.language)]

    def all_any(self) -> list[Document]:
        """Every open document, Python scripts included."""
        return list(self._documents.values())

    def open(
        self,
        uri: str,
        text: str,
        version: int,
        language_id: str | None,
        encoding: PositionEncoding | str = PositionEncoding.UTF16,
    ) -> Document:
        """Parse a newly opened document; its language comes from the client's languageId
        when it is one of ours, otherwise from the file name, then the content."""
        language = detect_language(uri, text, language_id)
        if unclaimed(uri, text, language_id):
            self._unclaimed.add(uri)
        else:
            self._unclaimed.discard(uri)
        document = Document.parse(uri, language, text, version, encoding)  # type: ignore[arg-type]
        self._documents[uri] = document
        return document

    def change(self, uri: str, version: int, changes: Sequence[Any]) -> Document | None:
        """Apply incremental (or whole-text) changes; None for a document that is not open."""
        current = self._documents.get(uri)
        if current is None:
            log.warning("change for %s, which is not open", uri)
            return None
        try:
            document = current.apply_changes(changes, version)
        except ValueError as err:  # a malformed change: keep the last good version
            log.error("ignoring changes to %s: %s", uri, err)
            return None
        self._documents[uri] = document
        return document

    def close(self, uri: str) -> None:
        self._documents.pop(uri, None)
        self._dependencies.pop(uri, None)
        self._unclaimed.discard(uri)

    def by_path(self, path: str) -> Document | None:
        """The open document for a local path, if any (for reading buffers instead of disk)."""
        wanted = os.path.normpath(path)
        # called from the analysis thread: copy first (one C-level step under the GIL) so a
        # concurrent open or close in the event loop cannot break the iteration
        for uri, document in list(self._documents.items()):
            if uri.startswith("file:") and uri_to_path(uri) == wanted:
                return document
        return None

    def set_dependencies(self, uri: str, paths: Iterable[str]) -> None:
        if uri in self._documents:
            self._dependencies[uri] = frozenset(os.path.normpath(p) for p in paths)

    def dependencies(self) -> frozenset[str]:
        """Every path some open document depends on."""
        return frozenset().union(*self._dependencies.values()) if self._dependencies else frozenset()

    def dependents(self, path: str) -> list[str]:
        """URIs of open documents whose analysis read ``path`` or a directory containing it."""
        changed = os.path.normpath(path)
        hits = []
        for uri, deps in self._dependencies.items():
            if any(changed == dep or changed.startswith(dep.rstrip(os.sep) + os.sep) for dep in deps):
                hits.append(uri)
        return hits
