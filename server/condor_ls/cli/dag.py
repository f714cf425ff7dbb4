"""``condor-ls dag graph FILE``: the DAG as a Graphviz DOT file, as condor_dagman's DOT command
writes it at start-up (``Dag::DumpDotFile``), for people who would rather look than read.

The DAG file is read with everything it splices and includes (nothing it names is run). The
output is the file condor_dagman would write: its nodes in condor_dagman's order (join nodes
included, SERVICE nodes not), the DOT command's INCLUDE header if the DAG names one, and
the time in the graph's label (``--now`` fixes it). ``condor-ls dag graph x.dag | dot -Tsvg``
draws it; ``--html PAGE`` also writes a self-contained page with the DAG drawn in layers
(``condor_ls.pictures.dag``), each node's kind and submit description shown on hover.

Exit status: 0; 1 when condor_dagman could not read the DAG (the errors go to stderr, the graph
shows what could be read); 2 when the file cannot be read.
"""
from __future__ import annotations

import argparse
import os
import sys

from condor_ls.dag import Dag, Level, load_dag
from condor_ls.dag.dot import dot


def add_arguments(parser: argparse.ArgumentParser) -> None:
    sub = parser.add_subparsers(dest="dag_command", required=True)
    graph = sub.add_parser("graph", help="print the DAG as DOT, as condor_dagman's DOT command writes it",
                           description="print the DAG as DOT, as condor_dagman's DOT command writes it")
    graph.add_argument("file", metavar="FILE", help="the DAG file")
    graph.add_argument("--now", type=float, default=None, metavar="EPOCH",
                       help="the time shown in the graph's label (default: now), for reproducible output")
    graph.add_argument("--output", "-o", metavar="OUT", help="write the DOT text to OUT instead of stdout")
    graph.add_argument("--html", metavar="PAGE", help="also write a self-contained HTML page drawing the DAG")


def _read_text(path: str) -> str | None:
    try:
        with open(path, encoding="utf-8", errors="replace") as handle:
            return handle.read()
    except OSError:
        return None


def run(args: argparse.Namespace) -> int:
    path = os.path.abspath(args.file)
    if not os.path.isfile(path):
        print(f"condor-ls dag: {args.file}: no such file", file=sys.stderr)
        return 2
    dag = load_dag(path, checks=False)
    text = dot(dag, _read_text, args.now)
    if args.output:
        with open(args.output, "w", encoding="utf-8") as handle:
            handle.write(text)
    else:
        sys.stdout.write(text)
    if args.html and _write_html(dag, args.html) != 0:
        return 2
    errors = [p for p in dag.problems if p.level is Level.ERROR]
    for problem in errors:
        file = dag.files.get(problem.span.path)
        line = file.line_of(problem.span.start) + 1 if file is not None else 0
        print(f"{os.path.relpath(problem.span.path)}:{line}: error: {problem.message}", file=sys.stderr)
    return 1 if errors else 0


def _write_html(dag: Dag, page_path: str) -> int:
    """The DAG drawn in layers (join nodes looked through), with each node's kind and what it
    submits; 0, or 2 when the page cannot be written."""
    from condor_ls.pictures.dag import DagNode, dag_section
    from condor_ls.pictures.page import render_page

    nodes = []
    for node in dag.nodes.values():
        what = "inline submit description" if node.inline is not None else node.submit or ""
        detail = f"{node.kind.value} {what}".strip() + (" (NOOP)" if node.noop else "") + (" (DONE)" if node.done else "")
        nodes.append(DagNode(node.name, kind=node.kind.value, detail=detail))
    edges = [(parent.name, child.name) for parent, child, _arc in dag.dependencies()]
    page = render_page(os.path.basename(dag.path), [dag_section(nodes, edges, title=os.path.basename(dag.path))],
                       subtitle=f"{len(nodes)} nodes, {len(edges)} dependencies")
    try:
        with open(page_path, "w", encoding="utf-8") as out:
            out.write(page)
    except OSError as err:
        print(f"condor-ls dag: cannot write {page_path}: {err.strerror or err}", file=sys.stderr)
        return 2
    print(f"condor-ls dag: wrote {page_path}", file=sys.stderr)
    return 0
