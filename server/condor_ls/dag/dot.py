"""The DAG as a Graphviz DOT file, as condor_dagman writes it at start-up for the DOT command.

``Dag::DumpDotFile`` (``src/condor_dagman/dag.cpp``): a ``digraph DAG`` labelled with the time,
the lines of the DOT command's INCLUDE header file between two comments, one line per node in
condor_dagman's node order (its shape and label say its state: nodes marked DONE are
``(Done)`` in bold, every other node is idle, ``(I)``, since nothing has run yet), a blank
line, then one line per dependency. SERVICE nodes are not drawn; condor_dagman's join nodes
are.
"""
from __future__ import annotations

import time
from collections.abc import Callable

from .model import Dag, NodeKind


def _quoted(name: str) -> str:
    # condor_dagman prints names as they are; a name holding a quote would break the file, so
    # escape it here (such names are accepted by condor_dagman, though rare)
    return name.replace("\\", "\\\\").replace('"', '\\"')


def dot(dag: Dag, read_text: Callable[[str], str | None] = lambda path: None, now: float | None = None) -> str:
    """The DOT text. ``read_text`` reads the header file of ``DOT ... INCLUDE header`` (relative
    names are resolved as condor_dagman resolves them); ``now`` is the time in the label."""
    stamp = time.ctime(time.time() if now is None else now)
    lines = ["digraph DAG {", f'    label="DAGMan Job status at {stamp}";', ""]
    header = dag.dot_include
    if header is not None:
        text = read_text(header.path)
        if text is not None:
            lines.append(f"// Beginning of commands included from {header.written}.")
            lines.extend(text.splitlines())
            lines.append(f"// End of commands included from {header.written}.")
            lines.append("")
    for node in dag.node_order:
        name = _quoted(node.name)
        if node.done and node.kind is not NodeKind.JOIN:
            lines.append(f'    "{name}" [shape=ellipse label="{name} (Done)" style=bold];')
        else:
            lines.append(f'    "{name}" [shape=ellipse label="{name} (I)"];')
    lines.append("")
    for node in dag.node_order:
        for child in node.children:
            lines.append(f'    "{_quoted(node.name)}" -> "{_quoted(child.name)}";')
    lines.append("}")
    return "\n".join(lines) + "\n"
