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
from dataclasses import dataclass

from ...dag import DAGMAN_MACROS, Dag, Node, Var
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
    DAGMan's own names when any node runs it)."""
    runs = nodes_running(submit_path, context)
    if not runs:
        return frozenset()
    names: set[str] = set(DAGMAN_MACROS)
    for run in runs:
        names.update(run.macros)
    return frozenset(names)
