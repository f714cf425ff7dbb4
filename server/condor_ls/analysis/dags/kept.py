"""The DAG of an open document, kept between editor requests.

Each request (hover, definition, completion ...) gets a new :class:`AnalysisContext`, so
:func:`~.view.dag_of`'s memo lasts one request; building the model of a 10,000-node DAG takes a
few hundred milliseconds. The DAG is kept here with the state of every file and directory it
read (open buffers by version and text, disk files by their ``stat``) and handed out again
while all of them are unchanged: the verifying-trace idea the config reader uses
(docs/architecture.md, "Results kept across edits").

:func:`latest` also gives the DAG of an earlier version of the document, for completion while
the user types: node names of the other files do not change with a keystroke, and the names of
the document itself are read from its current text by the caller.
"""
from __future__ import annotations

import os
import stat
import threading
from collections import OrderedDict
from collections.abc import Callable
from typing import Union

from ...dag import Dag, Var
from ...dag import incremental as dag_incremental
from ...syntax.document import Document
from ..context import AnalysisContext, uri_to_path
from .vars import NodeRun
from .view import dag_of, load, neighbours

#: DAGs kept at most (one per document path, and the DAGs around a submit file)
KEPT = 8
#: names written in the kept DAGs at most, all together: the model of a 10,000-node DAG holds
#: ~40,000 of them in ~35 MB (with its index), so this keeps about three such DAGs
MAX_REFERENCES = 120_000

#: what a path looked like: an open buffer (version, text hash), a file (mtime, size, inode), a
#: directory (the DAG files in it), or None when it did not exist
_State = Union[tuple[str, int | None, int], tuple[str, int, int, int], tuple[str, tuple[str, ...]], None]


class _Entry:
    __slots__ = ("document", "dag", "states", "dependencies")

    def __init__(self, document: tuple[int | None, int], dag: Dag, states: tuple[tuple[str, _State], ...],
                 dependencies: frozenset[str]) -> None:
        self.document = document
        self.dag = dag
        self.states = states
        self.dependencies = dependencies


_entries: OrderedDict[str, _Entry] = OrderedDict()
_lock = threading.Lock()


def _identity(document: Document) -> tuple[int | None, int]:
    return document.version, hash(document.text)  # str hashes are computed once per string


def _state(path: str, context: AnalysisContext) -> _State:
    opened = context.open_document(path)
    if opened is not None:
        return ("open", opened.version, hash(opened.text))
    try:
        found = os.stat(path)
    except OSError:
        return None
    if stat.S_ISDIR(found.st_mode):
        # a directory is read for the DAG files in it (``view.neighbours``): other entries coming
        # and going (a busy /tmp, a job's output files) change nothing
        try:
            return ("dir", tuple(sorted(e for e in os.listdir(path) if e.lower().endswith(".dag"))))
        except OSError:
            return None
    return ("disk", found.st_mtime_ns, found.st_size, found.st_ino)


def _kept(key: str, identity: object, context: AnalysisContext, compute: Callable[[AnalysisContext], Dag],
          skip: str | None = None) -> Dag:
    """The DAG kept under ``key`` while ``identity`` and the states of its dependencies (all but
    ``skip``, which ``identity`` stands for) are unchanged, else ``compute``'s, kept."""
    with _lock:
        entry = _entries.get(key)
        if entry is not None:
            _entries.move_to_end(key)
    if entry is not None and entry.document == identity and all(
            _state(dependency, context) == state for dependency, state in entry.states):
        context.dependencies.update(entry.dependencies)
        return entry.dag
    own = AnalysisContext(settings=context.settings, open_document=context.open_document,
                          cancelled=context.cancelled)
    dag = compute(own)
    dependencies = frozenset(own.dependencies - {skip})
    states = tuple((dependency, _state(dependency, context)) for dependency in sorted(dependencies))
    context.dependencies.update(own.dependencies)
    with _lock:
        _entries[key] = _Entry(identity, dag, states, dependencies)
        _entries.move_to_end(key)
        _trim()
    return dag


def _weight(dag: Dag) -> int:
    """The names written in ``dag``: counted when its list of them was made, else the statement
    lines of its files (a DAG updated after an edit makes that list only when a request needs it;
    a line names one to three things, so this counts low by a little)."""
    made = dag.references_made()
    if made is not None:
        return made
    return sum(len(file.lines) for file in dag.files.values())


def _trim() -> None:
    """Drop the least recently used DAGs beyond the bounds (the caller holds the lock)."""
    total = sum(_weight(e.dag) for e in _entries.values())
    while len(_entries) > 1 and (len(_entries) > KEPT or total > MAX_REFERENCES):
        _key, dropped = _entries.popitem(last=False)
        total -= _weight(dropped.dag)


def editor_dag(document: Document, context: AnalysisContext) -> Dag:
    """:func:`~.view.dag_of` for ``document``, reused while the document and every file the DAG
    was read from are as they were. The files are recorded as dependencies of ``context``."""
    path = uri_to_path(document.uri)
    memo_key = f"dag:{path}"
    found = context.memo.get(memo_key)
    if isinstance(found, Dag):
        return found
    dag = _kept(path, _identity(document), context, lambda own: dag_of(document, own), skip=path)
    context.memo[memo_key] = dag
    return dag


def offer(document: Document, context: AnalysisContext) -> bool:
    """Keep the DAG an analysis of ``document`` built (its diagnostics: ``context`` is the one
    they ran with), so that the editor's next requests on this version reuse it instead of
    building the model again. Its dependencies are all that analysis read. True when kept."""
    path = uri_to_path(document.uri)
    dag = context.memo.get(f"dag:{path}")
    if not isinstance(dag, Dag):
        return False
    dependencies = frozenset(context.dependencies - {path})
    states = tuple((dependency, _state(dependency, context)) for dependency in sorted(dependencies))
    with _lock:
        _entries[path] = _Entry(_identity(document), dag, states, dependencies)
        _entries.move_to_end(path)
        _trim()
    return True


def kept_load(path: str, context: AnalysisContext) -> Dag:
    """:func:`~.view.load` (a DAG file on its own, as read, no checks), kept the same way."""
    memo_key = f"dag-file:{path}"
    found = context.memo.get(memo_key)
    if isinstance(found, Dag):
        return found
    dag = _kept("load:" + path, None, context, lambda own: load(path, own))
    context.memo[memo_key] = dag
    return dag


def nodes_running(submit_path: str, context: AnalysisContext) -> list[NodeRun]:
    """:func:`~.vars.nodes_running` with the DAGs around the submit file kept between requests.
    A node line read by several of those DAGs (an included file is also a ``*.dag`` of its own)
    is counted once, from the DAG that reads the most files (the one condor_dagman is given)."""
    best: dict[tuple[str, object], NodeRun] = {}
    for dag_path in neighbours(submit_path, context):
        context.check_cancelled()
        dag = kept_load(dag_path, context)
        for node in dag.nodes_running(submit_path):
            key = (node.name, node.name_span)
            kept = best.get(key)
            if kept is None or len(dag.files) > len(kept.dag.files):
                best[key] = NodeRun(dag, node, dag.macros_for(node))
    return list(best.values())


def latest(document: Document) -> Dag | None:
    """The DAG last built for this document's path, whatever version it was built from."""
    with _lock:
        entry = _entries.get(uri_to_path(document.uri))
    return entry.dag if entry is not None else None


def forget() -> None:
    """Drop every kept DAG (tests; memory), and the builds kept for updates."""
    with _lock:
        _entries.clear()
    dag_incremental.forget()


def size() -> int:
    return len(_entries)


def macro_givers(submit_path: str, name: str, context: AnalysisContext) -> list[tuple[NodeRun, Var]]:
    """The nodes around ``submit_path`` that run it with a VARS value for the macro ``name``
    (case ignored, as condor_submit ignores it), each with the VARS entry that gives it."""
    low = name.lower()
    out = []
    for run in nodes_running(submit_path, context):
        var = run.macros.get(low)
        if var is not None:
            out.append((run, var))
    return out
