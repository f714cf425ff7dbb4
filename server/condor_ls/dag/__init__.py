"""DAGMan input files: the DAG as a value (see ``docs/dag.md`` for the API).

``load_dag(path, files)`` reads a DAG file with everything it splices and includes, as
condor_dagman would (HTCondor 25's ``DagParser`` and ``DagProcessor``), and returns a
:class:`~.model.Dag`: its nodes, splices, dependencies, scripts, VARS, categories ... each with
where it is written, every name written in the files with what it names, and the problems
condor_dagman would report. Nothing a DAG names is ever run.
"""
from __future__ import annotations

import os
from dataclasses import dataclass, field

from . import incremental
from ..safe_read import read_text as read_regular_file
from .checks import check
from .keywords import ALL_NODES, DAGMAN_MACROS, Cmd
from .model import (Arc, Category, Dag, Description, FileUse, Level, Node, NodeKind, Problem, Reference, RefKind,
                    Script, Setting, Span, Splice, Var)
from .process import MAX_DEPTH, MAX_FILES, Builder, Files
from .reader import DagFile, read_text

__all__ = [
    "ALL_NODES", "DAGMAN_MACROS", "Arc", "Category", "Cmd", "Dag", "DagFile", "Description", "DiskFiles", "FileUse",
    "Files", "Level", "MAX_DEPTH", "MAX_FILES", "Node", "NodeKind", "Problem", "RefKind", "Reference", "Script",
    "Setting", "Span", "Splice", "Var", "load_dag",
]

#: DAG files larger than this are not read (a generated DAG of a million nodes is ~50 MB)
MAX_DAG_BYTES = 64 * 1024 * 1024


@dataclass
class DiskFiles:
    """Files read from disk (read-only; existence answers are remembered for one load)."""

    max_bytes: int = MAX_DAG_BYTES
    _exists: dict[str, bool] = field(default_factory=dict)

    def dag_file(self, path: str) -> DagFile | None:
        text = read_regular_file(path, self.max_bytes)  # never a pipe or a device
        return None if text is None else read_text(path, text)

    def exists(self, path: str) -> bool:
        found = self._exists.get(path)
        if found is None:
            found = self._exists[path] = os.path.exists(path)
        return found

    def is_dir(self, path: str) -> bool:
        return os.path.isdir(path)


def load_dag(path: str, files: Files | None = None, root: DagFile | None = None, cwd: str | None = None,
             checks: bool = True, rescue: str | None = None, rescue_file: DagFile | None = None) -> Dag:
    """The DAG whose file is ``path``. ``root`` gives the file's statements when the caller has
    them (an open editor buffer); ``cwd`` is the directory condor_submit_dag runs in (the DAG
    file's directory by default). Without ``checks``, only what reading the DAG finds is in
    its problems (no cycle search, no look for the files it names). ``rescue`` is a rescue DAG
    (``path.rescueNNN``) read after the DAG, as condor_dagman reads it (``rescue_file`` its
    statements when the caller has them).

    The last few DAGs loaded are kept, and a DAG whose open buffer was edited is brought up to
    date where the edit fell instead of being built again (:mod:`.incremental`)."""
    files = files or DiskFiles()
    return incremental.load(path, files, root, cwd, checks, rescue, rescue_file)
