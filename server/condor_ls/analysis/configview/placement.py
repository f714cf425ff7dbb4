"""Which config set a file on disk is read in, for commands that read a set themselves.

``condor-ls config-val``, ``policy`` and ``transform`` take a ``--config FILE`` and read it with
the engine; given a fragment (``config.d/50-policy.conf``), reading it alone would answer for a
configuration HTCondor never reads. The language server's root discovery (:mod:`.view`) already
knows where such a file belongs; this hands its answer over as what to read: the root that
reads the file (and where that root's paths are), or the files of its directory, in order.
"""
from __future__ import annotations

import os
from dataclasses import dataclass

from ...config.relocation import Relocation
from ...syntax.document import Document
from ...syntax.languages import LanguageId
from ..context import AnalysisContext, path_to_uri
from .view import Exclusion, SetKind, config_view, directory_set


@dataclass(frozen=True)
class Placement:
    """What to read for a file: ``root`` (None for a directory set), with ``relocation`` for
    a root kept away from where it is installed, or ``local_files`` read in their order."""

    kind: SetKind
    root: str | None
    relocation: Relocation | None = None
    local_files: tuple[str, ...] = ()
    #: the pattern that keeps HTCondor from reading the file, when one does
    excluded_by: Exclusion | None = None

    def describe(self, path: str) -> str | None:
        """A line saying how the file is read, when that is not simply "as the root it is"."""
        if self.kind is SetKind.MEMBER:
            return f"{path} is read as part of the configuration rooted at {self.root}, as HTCondor reads it"
        if self.kind is SetKind.DIRECTORY:
            names = ", ".join(os.path.basename(f) for f in self.local_files)
            return (f"{path}: no condor_config found that reads it; read with the other files of "
                    f"{os.path.dirname(self.local_files[0])} in HTCondor's order ({names})")
        if self.excluded_by is not None:
            return f"{path}: {self.excluded_by.describe(lambda p: p)}; read on its own"
        return None


def placement(path: str, text: str, context: AnalysisContext) -> Placement:
    """Where ``path`` (whose contents are ``text``) is read, found as the language server
    finds it for an open document: the configured root, ``$CONDOR_CONFIG``, a
    ``condor_config`` beside or above it, a file-system tree around it, else its directory of
    fragments; otherwise on its own."""
    full = os.path.abspath(path)
    document = Document.parse(path_to_uri(full), LanguageId.CONFIG, text)
    view = config_view(document, context)
    if view.kind is SetKind.MEMBER:
        return Placement(view.kind, view.root, view.relocation)
    if view.kind is SetKind.DIRECTORY:
        files = directory_set(view.path, context)
        if files:
            return Placement(view.kind, None, local_files=tuple(files))
    if view.kind is SetKind.ROOT:
        return Placement(view.kind, view.path, view.relocation)
    return Placement(SetKind.ALONE, full, excluded_by=view.excluded_by)
