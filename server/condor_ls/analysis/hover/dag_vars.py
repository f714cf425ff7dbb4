"""What DAGs give a submit file: the hover section on a ``$(name)`` of a submit file that DAG
nodes run, listing each node's value with the VARS line that gives it.

condor_dagman hands a node's VARS to condor_submit (``DagSubmit::InitVars`` and the direct
submit in ``src/condor_dagman/dagman_submit.cpp``): PREPEND ones (the default) are set before
the submit file is read, so the file's own assignment replaces them; APPEND ones after it (up to
its queue statement), so they replace the file's.
"""
from __future__ import annotations

import os

from ...submit.macros import PREDEFINED
from ...syntax.document import Document
from ..context import AnalysisContext, uri_to_path
from ..dags.kept import macro_givers, nodes_running
from ..docs import inline

#: nodes listed at most
MAX_NODES = 12


def _line(run_dag, span) -> int:  # type: ignore[no-untyped-def]
    dag_file = run_dag.files.get(span.path)
    return dag_file.line_of(span.start) + 1 if dag_file is not None else 0


def vars_section(document: Document, name: str, context: AnalysisContext) -> str | None:
    """Markdown naming the DAG nodes that give ``$(name)`` to this submit file, and those that
    run it without giving it; None when no DAG node gives it."""
    path = uri_to_path(document.uri)
    runs = nodes_running(path, context)
    if not runs:
        return None
    givers = macro_givers(path, name, context)
    if not givers:
        return None
    lines = []
    for run, var in givers[:MAX_NODES]:
        where = f"{os.path.basename(var.name_span.path)} line {_line(run.dag, var.name_span)}"
        how = "APPEND: replaces this file's value" if var.placement == "APPEND" else \
            "PREPEND" if var.placement == "PREPEND" else "prepended"
        given = ", ALL_NODES" if var.all_nodes else ""
        lines.append(f"- node {inline(run.node.name, 60)}: {inline(var.value, 120)} ({where}; {how}{given})")
    if len(givers) > MAX_NODES:
        lines.append(f"- … {len(givers) - MAX_NODES} more nodes")
    giving = {id(run.node) for run, _ in givers}
    without = [run.node.name for run in runs if id(run.node) not in giving]
    parts = [f"**Given by DAG VARS** ({len(givers)} of the {len(runs)} nodes that run this file):\n" + "\n".join(lines)]
    if without and name.lower() not in PREDEFINED:
        shown = ", ".join(inline(n, 60) for n in without[:MAX_NODES])
        parts.append(f"Not given to {shown}" + (" …" if len(without) > MAX_NODES else ""))
    return "\n\n".join(parts)
