"""What DAGs give the submit files their nodes run.

condor_dagman submits a node's submit file with the node's VARS (its own lines and the
``VARS ALL_NODES`` lines of its DAG file) and a few macros of its own (``JOB``, ``RETRY``,
``DAGManJobId`` ...: :data:`condor_ls.dag.DAGMAN_MACROS`). A submit file written for a DAG
therefore uses macros it never defines. The DAGs looked at are the ``*.dag`` files of the
submit file's directory and of the one above it, each read with its splices (a spliced node
runs its submit file from the splice's DIR).
"""
from __future__ import annotations

import os
import threading
from collections import OrderedDict
from dataclasses import dataclass

from ...dag import DAGMAN_MACROS, Dag, Node, NodeKind, Var
from ..context import AnalysisContext
from .view import load, neighbours


@dataclass(frozen=True)
class NodeRun:
    """A node that runs a submit file, and the macros its VARS give it (lower-cased name ->
    the VARS entry that sets it last)."""

    dag: Dag
    node: Node
    macros: dict[str, Var]


def nodes_running(submit_path: str, context: AnalysisContext) -> list[NodeRun]:
    """Every node of the DAGs around ``submit_path`` whose submit file it is (memoised per
    analysis)."""
    key = f"dag-runs:{submit_path}"
    found = context.memo.get(key)
    if isinstance(found, list):
        return found
    out: list[NodeRun] = []
    for dag_path in _candidates(submit_path, context):
        context.check_cancelled()
        dag = load(dag_path, context)
        for node in dag.nodes_running(submit_path):
            out.append(NodeRun(dag, node, dag.macros_for(node)))
    context.memo[key] = out
    return out


def _candidates(submit_path: str, context: AnalysisContext) -> list[str]:
    """The DAG files around that can run ``submit_path``: those whose text names it, and those
    naming one of them (a DAG that splices or includes a file naming it). A DAG names every
    file it runs in its own text or in a file it splices or includes, so the others need not
    be read as DAGs (a directory of HTCondor's test suite holds some 200)."""
    texts: dict[str, str] = {}
    for path in neighbours(submit_path, context):
        text = context.read_text(path)
        if text is not None:
            texts[path] = text
    name = os.path.basename(submit_path)
    direct = [path for path, text in texts.items() if name in text]
    names = {os.path.basename(path) for path in direct}
    outer = [path for path, text in texts.items() if path not in direct and any(n in text for n in names)]
    return direct + outer


def macros_given(submit_path: str, context: AnalysisContext) -> frozenset[str]:
    """Lower-cased names of the macros some DAG node gives ``submit_path`` (its VARS, and
    DAGMan's own names when any node runs it). Memoised per analysis; what each node submits
    and the names its VARS give are kept between analyses while the node is the same object
    (an update of a DAG after an edit makes only the nodes it touched again), so a keystroke in
    a 10,000-node DAG does not ask every node again."""
    key = f"dag-macros-given:{submit_path}"
    found = context.memo.get(key)
    if isinstance(found, frozenset):
        return found
    wanted = os.path.normpath(submit_path)
    names: set[str] = set()
    running = False
    for dag_path in _candidates(submit_path, context):
        context.check_cancelled()
        dag = load(dag_path, context)
        with _lock:
            before = _node_macros.get(dag_path, {})
        now: dict[int, tuple[Node, bool, str | None, frozenset[str]]] = {}
        descriptions = dag.descriptions
        for node in dag.nodes.values():
            described = node.submit in descriptions if node.submit is not None else False
            entry = before.get(id(node))
            if entry is None or entry[0] is not node or entry[1] != described:
                path = None if node.kind is NodeKind.SUBDAG else dag.submit_path(node)
                entry = (node, described, path, frozenset(dag.macros_for(node)))
            now[id(node)] = entry
            if entry[2] == wanted:
                running = True
                names.update(entry[3])
        with _lock:
            _node_macros[dag_path] = now
            _node_macros.move_to_end(dag_path)
            while len(_node_macros) > _KEPT:
                _node_macros.popitem(last=False)
    found = frozenset(names | set(DAGMAN_MACROS)) if running else frozenset()
    context.memo[key] = found
    return found


#: per DAG file, by node: (the node, whether its submit name is a SUBMIT-DESCRIPTION, its submit
#: file, the macro names its VARS give); for the few DAGs last asked
_node_macros: OrderedDict[str, dict[int, tuple[Node, bool, str | None, frozenset[str]]]] = OrderedDict()
_KEPT = 8
_lock = threading.Lock()


def kept_size() -> int:
    with _lock:
        return sum(len(found) for found in _node_macros.values())
