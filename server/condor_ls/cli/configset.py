"""The config set a command's ``--config FILE`` stands for.

HTCondor never reads a ``config.d`` fragment on its own, so neither do ``config-val``, ``policy``
and ``transform``: a file some root reads is read within that root's set, and a fragment no
root reads is read with the other files of its directory (as the language server and ``check``
read them, :mod:`condor_ls.analysis.configview.placement`). A root, or a file nothing reaches,
is read as given. How the file was read is said once on stderr.
"""
from __future__ import annotations

import os
import sys
from collections.abc import Mapping
from typing import TextIO

from condor_ls.analysis.configview.placement import Placement, placement
from condor_ls.analysis.configview.view import SetKind
from condor_ls.analysis.context import AnalysisContext
from condor_ls.analysis.settings import Settings
from condor_ls.config.configset import ConfigSet
from condor_ls.config.reader import load_config

#: placements found in this process, by path: a command that reads its set for a second
#: subsystem neither searches again nor repeats its note
_FOUND: dict[str, Placement] = {}


def find_placement(path: str, subsystem: str, notes: TextIO | None = None) -> Placement:
    """Where ``path`` is read (its note written to ``notes`` the first time)."""
    key = os.path.abspath(path)
    found = _FOUND.get(key)
    if found is None:
        try:
            with open(path, encoding="utf-8", errors="surrogateescape") as handle:
                text = handle.read()
        except OSError:
            # the engine reports the file it cannot read, as for any root
            return Placement(SetKind.ALONE, key)
        context = AnalysisContext(settings=Settings(subsystem=subsystem.upper() or "STARTD"))
        found = _FOUND[key] = placement(path, text, context)
        note = found.describe(path)
        if note is not None:
            print(f"note: {note}", file=notes or sys.stderr)
    return found


def load_set(path: str, *, subsystem: str, localname: str | None = None, defines: Mapping[str, str] | None = None,
             seed: int | None = None, notes: TextIO | None = None) -> ConfigSet:
    """The config set ``path`` is read in, read for ``subsystem`` (``load_config``'s other
    arguments as given)."""
    where = find_placement(path, subsystem, notes)
    if where.kind is SetKind.DIRECTORY:
        return load_config(None, subsystem=subsystem, localname=localname, defines=defines, seed=seed,
                           cwd=os.path.dirname(where.local_files[0]), local_files=where.local_files)
    if where.kind is SetKind.MEMBER:
        return load_config(where.root, subsystem=subsystem, localname=localname, defines=defines, seed=seed,
                           relocation=where.relocation)
    # a root, or a file read on its own: as named (its paths as written, as condor_config_val
    # reads the file CONDOR_CONFIG names)
    return load_config(path, subsystem=subsystem, localname=localname, defines=defines, seed=seed)
