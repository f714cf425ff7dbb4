"""What goes wrong with a DAG condor_dagman has accepted: files it names that are missing, a
cycle, throttles that do nothing, script arguments it will refuse.

Each problem says when condor_dagman (or condor_submit_dag) notices it: while reading the DAG,
when a node runs, or, for a cycle, only at start-up with a knob set.
"""
from __future__ import annotations

import os

from .graph import cycle_spans, cycles, shown
from .keywords import POST_SCRIPT_MACROS, SCRIPT_MACROS, Cmd
from .model import Dag, Level, NodeKind, Problem, Span
from .process import Files

_CYCLE_WHEN = ("condor_dagman only looks for cycles at start-up when DAGMAN_STARTUP_CYCLE_DETECT = True; otherwise "
               "these nodes never become ready, and the DAG fails once nothing else can run")


def check(dag: Dag, files: Files) -> None:
    """Add the problems of the finished ``dag`` (the processor has added what parsing finds)."""
    _cycles(dag)
    _categories(dag)
    _node_files(dag, files)
    _scripts(dag, files)
    _submit_time_files(dag, files)


def _cycles(dag: Dag) -> None:
    for cycle in cycles(dag):
        spans = cycle_spans(cycle)
        if not spans:
            continue
        names = [n.name for n in shown(cycle)]
        if len(names) == 1:
            node = shown(cycle)[0]
            message = (f"node {node.name} depends on itself, so it can never run. {_CYCLE_WHEN}")
            code = "dag-self-dependency"
        else:
            message = f"dependency cycle: {' -> '.join(names + names[:1])}. {_CYCLE_WHEN}"
            code = "dag-cycle"
        related = tuple((span, "a dependency of the cycle") for span in spans[1:])
        dag.problems.append(Problem(code, Level.ERROR, message, spans[0], related))
        # a cycle made in another file is shown in each file that has one of its steps
        for span in spans[1:]:
            if span.path != spans[0].path:
                dag.problems.append(Problem(code, Level.ERROR, message, span, ((spans[0], "a dependency of the cycle"),)))


def _categories(dag: Dag) -> None:
    """Dag::CheckThrottleCats: a MAXJOBS for a category no node is in, and a category without one."""
    for category in dag.categories.values():
        if not category.nodes and category.max_jobs is not None and category.max_jobs_span is not None:
            dag.problems.append(Problem(
                "dag-category", Level.WARNING, f"category {category.name} has no assigned nodes, so the throttle setting "
                f"({category.max_jobs}) will have no effect", category.max_jobs_span))
        elif category.max_jobs is None and category.spans:
            dag.problems.append(Problem(
                "dag-category", Level.WARNING, f"category {category.name} has no throttle value set: no MAXJOBS line "
                "limits it, so putting nodes into it changes nothing", category.spans[0]))


def _node_files(dag: Dag, files: Files) -> None:
    """Submit files, sub-DAG files and node directories: missing ones fail the node when
    condor_dagman submits it, not before."""
    checked_dirs: dict[str, bool] = {}
    for node in dag.nodes.values():
        if node.kind is NodeKind.JOIN:
            continue
        cwd = dag.node_cwd(node)
        if node.directory_span is not None or node.directory:
            if cwd not in checked_dirs:
                checked_dirs[cwd] = files.is_dir(cwd)
            if not checked_dirs[cwd]:
                if node.directory_span is not None:
                    dag.problems.append(Problem(
                        "dag-missing-node-file", Level.WARNING, f"directory {node.directory_written} not found (looked "
                        f"up as {cwd}): condor_dagman cannot change into it to submit node {node.name}, so the node "
                        "fails when it runs", node.directory_span))
                continue
        if node.done or node.submit_span is None or node.submit is None:
            continue
        if node.noop and node.kind is not NodeKind.SUBDAG:
            continue  # a NOOP node's submit file is never read
        if node.kind is not NodeKind.SUBDAG and node.submit in dag.descriptions:
            continue
        target = os.path.normpath(os.path.join(cwd, node.submit))
        if files.exists(target):
            continue
        if node.kind is NodeKind.SUBDAG:
            message = (f"{node.submit}: no such DAG file (looked up as {target}); condor_dagman runs condor_submit_dag "
                       f"on it when node {node.name} starts, so the node fails then")
        else:
            message = (f"{node.submit}: no such submit file or SUBMIT-DESCRIPTION (looked up as {target}); "
                       f"condor_submit fails when condor_dagman submits node {node.name}, so the node fails then")
        dag.problems.append(Problem("dag-missing-node-file", Level.WARNING, message, node.submit_span))


def _scripts(dag: Dag, files: Files) -> None:
    """Script executables (run from the node's directory, never searched in PATH: DaemonCore's
    Create_Process) and the ``$`` macros of their arguments (script.cpp, BackgroundRun)."""
    reported: set[tuple[Span, str]] = set()
    for node in dag.nodes.values():
        if node.done:
            continue
        cwd = dag.node_cwd(node)
        for script in node.scripts.values():
            words = script.command.split()
            if not words:
                continue
            executable = words[0]
            if not executable.startswith("$"):
                target = os.path.normpath(os.path.join(cwd, executable))
                key = (script.command_span, target)
                if key not in reported and not files.exists(target):
                    reported.add(key)
                    start = script.command_span.start
                    span = Span(script.command_span.path, start, start + len(executable.encode("utf-8")))
                    dag.problems.append(Problem(
                        "dag-missing-node-file", Level.WARNING, f"{executable}: no such script (looked up as {target}; "
                        f"scripts are not searched in PATH): node {node.name}'s {script.type} script fails when it runs",
                        span))
            for word in words:
                if not word.startswith("$"):
                    continue
                upper = word.upper()
                if upper in SCRIPT_MACROS or (upper in POST_SCRIPT_MACROS and script.type != "PRE"):
                    continue
                key = (script.command_span, word)
                if key in reported:
                    continue
                reported.add(key)
                if upper in POST_SCRIPT_MACROS:
                    why = f"{word} macro should not be used as a PRE script argument (there is no job yet)"
                else:
                    why = f"unrecognized macro {word} in a script's arguments"
                dag.problems.append(Problem(
                    "dag-script-macro", Level.WARNING, f"{why}: condor_dagman warns when the script runs and, with the "
                    "default DAGMAN_USE_STRICT = 1, then stops the DAG", _word_span(script.command_span, script.command,
                                                                                  word)))


def _word_span(span: Span, text: str, word: str) -> Span:
    at = text.find(word)
    if at < 0:
        return span
    start = span.start + len(text[:at].encode("utf-8"))
    return Span(span.path, start, start + len(word.encode("utf-8")))


def _submit_time_files(dag: Dag, files: Files) -> None:
    """CONFIG (condor_submit_dag reads it: it must exist, and only one may be given) and the
    DOT header (condor_dagman copies it into its DOT file; a missing one is only logged)."""
    configs = [use for use in dag.files_used if use.cmd is Cmd.CONFIG]
    for use in configs:
        if not files.exists(use.path):
            dag.problems.append(Problem(
                "dag-missing-file", Level.ERROR, f"{use.written}: no such configuration file (looked up as {use.path}); "
                "condor_submit_dag refuses to submit the DAG", use.span))
    distinct = {use.path for use in configs}
    if len(distinct) > 1:
        first = configs[0]
        for use in configs[1:]:
            if use.path != first.path:
                dag.problems.append(Problem(
                    "dag-config-conflict", Level.ERROR, f"Multiple ({len(distinct)}) configuration files provided: "
                    "condor_submit_dag accepts one CONFIG file per DAG", use.span, ((first.span, "the first CONFIG file"),)))
    header = dag.dot_include
    if header is not None and not files.exists(header.path):
        dag.problems.append(Problem(
            "dag-missing-node-file", Level.WARNING, f"{header.written}: no such DOT header file (looked up as "
            f"{header.path}); condor_dagman writes its DOT file without it", header.span))
