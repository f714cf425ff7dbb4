"""``condor-ls dag graph FILE``: the DAG as a Graphviz DOT file, as condor_dagman's DOT command
writes it at start-up (``Dag::DumpDotFile``), for people who would rather look than read;
``condor-ls dag ads FILE [NODE ...]``: the job ads each node's first submission would make, with
the node's VARS and condor_dagman's own variables applied (``condor_ls.dag.submission``), in the
forms ``condor-ls submit`` writes.

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
from collections.abc import Iterator
from dataclasses import replace

from condor_ls.classad.ad import ClassAd
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
    ads = sub.add_parser("ads", help="print the job ads of the DAG's nodes, with their VARS applied",
                         description="print the job ads condor_submit would make for each node's first "
                                     "submission, with the node's VARS and condor_dagman's variables applied")
    ads.add_argument("file", metavar="FILE", help="the DAG file")
    ads.add_argument("nodes", nargs="*", metavar="NODE", help="the nodes (default: every node condor_dagman submits)")
    ads.add_argument("--dump", default="-", metavar="OUT", help="where to write the ads (default - : standard output)")
    ads.add_argument("--format", choices=("long", "json"), default="long",
                     help="long: Name = value lines, a '# node' comment before each node's ads (default); "
                          "json: one array of every ad, as condor_q -json")
    ads.add_argument("--cluster", type=int, default=1, metavar="N",
                     help="ClusterId of the first node's job; each next node takes the next id (default 1)")
    ads.add_argument("--htcondor-version", choices=("25", "24.0"), default="25", dest="version",
                     help="whose condor_submit to follow (default 25)")
    ads.add_argument("--config", metavar="FILE",
                     help="the access point's configuration (default: CONDOR_CONFIG if set, else HTCondor's defaults)")
    ads.add_argument("--submit-time", type=int, default=None, metavar="EPOCH",
                     help="QDate and EnteredCurrentStatus (default: now), for reproducible output")


def _read_text(path: str) -> str | None:
    """A file the DAG names (a submit file): regular files only, never a pipe or device."""
    from ..safe_read import read_text

    return read_text(path, 64 * 1024 * 1024)


def run(args: argparse.Namespace) -> int:
    path = os.path.abspath(args.file)
    if not os.path.isfile(path):
        print(f"condor-ls dag: {args.file}: no such file", file=sys.stderr)
        return 2
    if args.dag_command == "ads":
        return _run_ads(args, path)
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


def _run_ads(args: argparse.Namespace, path: str) -> int:
    """The job ads of the chosen nodes' first submissions: each node a cluster of its own (in
    condor_dagman's node order, clusters numbered from ``--cluster``), its submit file built in
    the node's directory with condor_dagman's variables and its VARS; problems on stderr as
    ``condor-ls submit`` prints them, prefixed with the node. Exit 1 when a node's submission
    would fail or a named node does not exist, 2 when the output cannot be written."""
    import time

    from condor_ls.classad.jsonwrite import ads_json_chunks
    from condor_ls.dag.submission import job_ads, submission
    from condor_ls.submit.jobads import SubmitOptions, config_lookup

    from .submit import write_long

    dag = load_dag(path, checks=False)
    status = 0
    for problem in dag.problems:
        if problem.level is Level.ERROR:
            file = dag.files.get(problem.span.path)
            line = file.line_of(problem.span.start) + 1 if file is not None else 0
            print(f"{os.path.relpath(problem.span.path)}:{line}: error: {problem.message}", file=sys.stderr)
            status = 1
    wanted = list(args.nodes)
    missing = [name for name in wanted if dag.node(name) is None]
    for name in missing:
        print(f"condor-ls dag: no node {name} in {args.file}", file=sys.stderr)
    if missing:
        return 1
    order = [n for n in dag.node_order] + [n for n in dag.nodes.values() if n not in dag.node_order]
    chosen = [dag.node(name) for name in wanted] if wanted else [n for n in order if submission(dag, n) is not None]
    environ = dict(os.environ)
    base = SubmitOptions(version=args.version, environ=environ,
                         config=config_lookup(args.config, version=args.version, environ=environ, cwd=os.getcwd()),
                         submit_time=args.submit_time if args.submit_time is not None else int(time.time()))
    failed = [status]

    def node_ads() -> Iterator[tuple[str | None, list[ClassAd]]]:
        """Each chosen node's header line (None when it has no ads to show) and ads, its
        problems written to stderr as it is built: one node's ads are held at a time."""
        cluster = args.cluster
        for node in chosen:
            if node is None:
                continue
            found = submission(dag, node)
            if found is None:
                print(f"condor-ls dag: node {node.name} is never submitted (NOOP, DONE or a SUBDAG)", file=sys.stderr)
                continue
            result = job_ads(dag, node, replace(base, cluster=cluster))
            if result is None:
                print(f"condor-ls dag: node {node.name}: cannot read {found.submit_file}", file=sys.stderr)
                failed[0] = 1
                cluster += 1
                continue
            ads = [proc.ad for proc in result.procs()] if not result.failed else []
            shown = found.submit_file or f"{node.name} (inline description)"
            for line in _problem_lines(result, shown):
                print(f"node {node.name}: {line}", file=sys.stderr, end="")
            if result.failed:
                failed[0] = 1
            yield f"# node {node.name}: {shown}, ClusterId {cluster}\n", ads
            cluster += 1

    def chunks() -> Iterator[str]:
        if args.format == "json":
            yield from ads_json_chunks(ad for _header, ads in node_ads() for ad in ads)
            return
        first = True
        for header, ads in node_ads():
            yield header if first else "\n" + header
            first = False
            yield from write_long(ads)

    # written as made, so that a DAG of 100,000 nodes never holds every ad (or its text) at once
    try:
        handle = sys.stdout if args.dump == "-" else open(args.dump, "w", encoding="utf-8", errors="surrogateescape")
    except OSError as err:
        print(f"condor-ls dag: cannot write {args.dump}: {err.strerror or err}", file=sys.stderr)
        return 2
    try:
        for chunk in chunks():
            handle.write(chunk)
        handle.flush()
    except OSError as err:
        print(f"condor-ls dag: cannot write {args.dump}: {err.strerror or err}", file=sys.stderr)
        return 2
    finally:
        if handle is not sys.stdout:
            handle.close()
    status = failed[0]
    return status


def _problem_lines(result: object, shown: str) -> list[str]:
    import io

    from .submit import report

    out = io.StringIO()
    report(result, shown, out)  # type: ignore[arg-type]
    return out.getvalue().splitlines(keepends=True)
