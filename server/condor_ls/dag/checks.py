"""What goes wrong with a DAG condor_dagman has accepted: files it names that are missing, a
cycle, throttles that do nothing, script arguments it will refuse.

Each problem says when condor_dagman (or condor_submit_dag) notices it: while reading the DAG,
when a node runs, or, for a cycle, only at start-up with a knob set.

:class:`Checks` keeps what it found per node between versions of a DAG (``incremental``): after
an update only the nodes made again are looked at, each file's existence is asked once per
version, and the cycle search runs again only when a new dependency can close a cycle.
"""
from __future__ import annotations

import os
from collections.abc import Iterable
from typing import Any

from .graph import cycles, shown
from .keywords import POST_SCRIPT_MACROS, SCRIPT_MACROS, Cmd
from .model import Dag, Level, Node, NodeKind, Place, Problem, Span, Where, span_of
from .process import Files, node_order

_CYCLE_WHEN = ("condor_dagman only looks for cycles at start-up when DAGMAN_STARTUP_CYCLE_DETECT = True; otherwise "
               "these nodes never become ready, and the DAG fails once nothing else can run")

#: what a node's checks found: (key that says one finding covers the same one of other nodes,
#: problem), and the paths whose existence it asked
_Found = tuple[list[tuple[Any, Problem]], list[tuple[str, str]]]


def check(dag: Dag, files: Files) -> None:
    """Add the problems of the finished ``dag`` (the processor has added what parsing finds)."""
    dag.problems.extend(Checks().run(dag, files, None))


class Checks:
    """The checks of one DAG, kept between its versions."""

    def __init__(self) -> None:
        self.cycles: list[Problem] = []
        self.files: dict[Node, _Found] = {}
        self.scripts: dict[Node, _Found] = {}
        #: (kind, path) -> the answer, and the nodes that asked
        self.answers: dict[tuple[str, str], bool] = {}
        self.askers: dict[tuple[str, str], set[Node]] = {}
        self.descriptions: frozenset[str] = frozenset()
        #: the nodes whose files or scripts have a problem (what is put in order on each run)
        self.holding: set[Node] = set()

    def run(self, dag: Dag, files: Files, change: tuple[set[Node], set[Node], list[tuple[Node, Node]]] | None
            ) -> list[Problem]:
        """The problems of ``dag``. ``change``: (nodes made again, nodes gone, dependencies made)
        since the last run, None to look at everything."""
        answers: dict[tuple[str, str], bool] = {}

        def ask(kind: str, path: str) -> bool:
            key = (kind, path)
            found = answers.get(key)
            if found is None:
                found = answers[key] = files.is_dir(path) if kind == "dir" else files.exists(path)
            return found

        descriptions = frozenset(dag.descriptions)
        if change is None or descriptions != self.descriptions:
            self.files.clear()
            self.scripts.clear()
            self.askers.clear()
            self.holding.clear()
            again: Iterable[Node] = dag.nodes.values()
            self.cycles = _cycles(dag)
        else:
            fresh, gone, edges = change
            for node in gone:
                self._drop(node)
            # every path asked before is asked again; the nodes whose answer changed are looked at again
            changed: set[Node] = set(fresh)
            for key, before in self.answers.items():
                if ask(*key) != before:
                    changed.update(self.askers.get(key, ()))
            again = [node for node in changed if node not in gone]
            for node in again:
                self._drop(node)
            if self.cycles or _closes_cycle(edges):
                self.cycles = _cycles(dag)
        self.descriptions = descriptions
        for node in again:
            self.files[node] = _node_files(dag, node, ask)
            self.scripts[node] = _scripts(dag, node, ask)
            if self.files[node][0] or self.scripts[node][0]:
                self.holding.add(node)
            for found in (self.files[node], self.scripts[node]):
                for key in found[1]:
                    self.askers.setdefault(key, set()).add(node)
        for key in list(self.askers):
            ask(*key)
        self.answers = answers
        out = list(self.cycles)
        out.extend(_categories(dag))
        holders = sorted(self.holding, key=_rank)
        out.extend(_in_order(self.files, holders))
        out.extend(_in_order(self.scripts, holders))
        out.extend(_submit_time_files(dag, files))
        return out

    def _drop(self, node: Node) -> None:
        self.holding.discard(node)
        for table in (self.files, self.scripts):
            found = table.pop(node, None)
            if found is not None:
                for key in found[1]:
                    askers = self.askers.get(key)
                    if askers is not None:
                        askers.discard(node)
                        if not askers:
                            del self.askers[key]


def _rank(node: Node) -> tuple[int, int, int]:
    """A node's place in ``Dag.nodes`` (the scope's node list, then the SERVICE nodes)."""
    key, seq = node_order(node)
    return (1 if node.kind is NodeKind.SERVICE else 0, key, seq)


def _in_order(found: dict[Node, _Found], holders: list[Node]) -> list[Problem]:
    """The problems of ``holders`` (the nodes with any, in node order), each shared one once
    (the first node's)."""
    out: list[Problem] = []
    seen: set[Any] = set()
    for node in holders:
        for key, problem in found[node][0] if node in found else ():
            if key is not None:
                if key in seen:
                    continue
                seen.add(key)
            out.append(problem)
    return out


def _closes_cycle(edges: list[tuple[Node, Node]]) -> bool:
    """Whether one of the dependencies just made closes a cycle (the DAG had none before): for
    each parent of the new dependencies, whether it is reached from its new children. The
    dependencies an update makes are those of the few nodes it made again, so there are few
    parents; each search walks only what lies below them."""
    if not edges:
        return False
    by_parent: dict[Node, list[Node]] = {}
    for parent, child in edges:
        if parent is child:
            return True
        by_parent.setdefault(parent, []).append(child)
    for parent, children in by_parent.items():
        stack = list(children)
        seen: set[Node] = set()
        while stack:
            node = stack.pop()
            if node is parent:
                return True
            if node in seen:
                continue
            seen.add(node)
            stack.extend(node.children)
    return False


def _cycle_places(cycle: list[Node]) -> list[Where]:
    """The PARENT/CHILD statements that make the steps of ``cycle`` (``graph.cycle_spans``, as
    places that follow their lines)."""
    places = []
    for i, node in enumerate(cycle):
        arc = node.children.get(cycle[(i + 1) % len(cycle)])
        if arc is not None and arc._sources:
            places.append(arc._sources[0])
    return places


def _cycles(dag: Dag) -> list[Problem]:
    out: list[Problem] = []
    for cycle in cycles(dag):
        spans = _cycle_places(cycle)
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
        out.append(Problem(code, Level.ERROR, message, spans[0], related))
        # a cycle made in another file is shown in each file that has one of its steps
        first = span_of(spans[0]).path
        for span in spans[1:]:
            if span_of(span).path != first:
                out.append(Problem(code, Level.ERROR, message, span, ((spans[0], "a dependency of the cycle"),)))
    return out


def _categories(dag: Dag) -> list[Problem]:
    """Dag::CheckThrottleCats: a MAXJOBS for a category no node is in, and a category without one."""
    out = []
    for category in dag.categories.values():
        if not category.nodes and category.max_jobs is not None and category._max_jobs_span is not None:
            out.append(Problem(
                "dag-category", Level.WARNING, f"category {category.name} has no assigned nodes, so the throttle setting "
                f"({category.max_jobs}) will have no effect", category._max_jobs_span))
        elif category.max_jobs is None and category._spans:
            out.append(Problem(
                "dag-category", Level.WARNING, f"category {category.name} has no throttle value set: no MAXJOBS line "
                "limits it, so putting nodes into it changes nothing", category._spans[0]))
    return out


def _node_files(dag: Dag, node: Node, ask: Any) -> _Found:
    """Submit files, sub-DAG files and node directories: missing ones fail the node when
    condor_dagman submits it, not before."""
    problems: list[tuple[Any, Problem]] = []
    asked: list[tuple[str, str]] = []
    if node.kind is NodeKind.JOIN:
        return problems, asked
    cwd = dag.node_cwd(node)
    if node._directory_span is not None or node.directory:
        asked.append(("dir", cwd))
        if not ask("dir", cwd):
            if node._directory_span is not None:
                problems.append((None, Problem(
                    "dag-missing-node-file", Level.WARNING, f"directory {node.directory_written} not found (looked "
                    f"up as {cwd}): condor_dagman cannot change into it to submit node {node.name}, so the node "
                    "fails when it runs", node._directory_span)))
            return problems, asked
    if node.done or node._submit_span is None or node.submit is None:
        return problems, asked
    if node.noop and node.kind is not NodeKind.SUBDAG:
        return problems, asked  # a NOOP node's submit file is never read
    if node.kind is not NodeKind.SUBDAG and node.submit in dag.descriptions:
        return problems, asked
    if "PRE" in node.scripts:
        # condor_dagman reads the file only when it submits the node, after the PRE script ran
        # in the node's directory: writing it there is a documented way of making nodes at run
        # time (the manual's SUBDAG description generation; condor_tests' lazy_submit_file)
        return problems, asked
    target = _join(cwd, node.submit)
    asked.append(("file", target))
    if ask("file", target):
        return problems, asked
    if node.kind is NodeKind.SUBDAG:
        message = (f"{node.submit}: no such DAG file (looked up as {target}); condor_dagman runs condor_submit_dag "
                   f"on it when node {node.name} starts, so the node fails then")
    else:
        message = (f"{node.submit}: no such submit file or SUBMIT-DESCRIPTION (looked up as {target}); "
                   f"condor_submit fails when condor_dagman submits node {node.name}, so the node fails then")
    problems.append((None, Problem("dag-missing-node-file", Level.WARNING, message, node._submit_span)))
    return problems, asked


_JOINED: dict[tuple[str, str], str] = {}


def _join(folder: str, name: str) -> str:
    """``normpath(join(folder, name))``, remembered (the nodes of a DAG share a few)."""
    key = (folder, name)
    found = _JOINED.get(key)
    if found is None:
        if len(_JOINED) > 4096:
            _JOINED.clear()
        found = _JOINED[key] = os.path.normpath(os.path.join(folder, name))
    return found


def _scripts(dag: Dag, node: Node, ask: Any) -> _Found:
    """Script executables (run from the node's directory, never searched in PATH: DaemonCore's
    Create_Process) and the ``$`` macros of their arguments (script.cpp, BackgroundRun)."""
    problems: list[tuple[Any, Problem]] = []
    asked: list[tuple[str, str]] = []
    if node.done or not node.scripts:
        return problems, asked
    cwd = dag.node_cwd(node)
    for script in node.scripts.values():
        words = script.command.split()
        if not words:
            continue
        executable = words[0]
        # the same script object for every node an ALL_NODES line gives it: its place is the key
        where = script._command_span
        if not executable.startswith("$"):
            target = _join(cwd, executable)
            asked.append(("file", target))
            if not ask("file", target):
                problems.append(((where, target), Problem(
                    "dag-missing-node-file", Level.WARNING, f"{executable}: no such script (looked up as {target}; "
                    f"scripts are not searched in PATH): node {node.name}'s {script.type} script fails when it runs",
                    _part(where, script.command, executable, 0))))
        for word in words:
            if not word.startswith("$"):
                continue
            upper = word.upper()
            if upper in SCRIPT_MACROS or (upper in POST_SCRIPT_MACROS and script.type != "PRE"):
                continue
            if upper in POST_SCRIPT_MACROS:
                why = f"{word} macro should not be used as a PRE script argument (there is no job yet)"
            else:
                why = f"unrecognized macro {word} in a script's arguments"
            at = script.command.find(word)
            problems.append(((where, word), Problem(
                "dag-script-macro", Level.WARNING, f"{why}: condor_dagman warns when the script runs and, with the "
                "default DAGMAN_USE_STRICT = 1, then stops the DAG", _part(where, script.command, word, at))))
    return problems, asked


def _part(where: Where, text: str, word: str, at: int) -> Where:
    """Where ``word``, found at character ``at`` of ``text`` (-1: not found), is written, when
    ``text`` is written at ``where``."""
    if at < 0:
        return where
    start = len(text[:at].encode("utf-8", "surrogatepass"))
    end = start + len(word.encode("utf-8", "surrogatepass"))
    if isinstance(where, Place):
        return Place(where.line, where.start + start, where.start + end)
    return Span(where.path, where.start + start, where.start + end)


def _submit_time_files(dag: Dag, files: Files) -> list[Problem]:
    """CONFIG (condor_submit_dag reads it: it must exist, and only one may be given) and the
    DOT header (condor_dagman copies it into its DOT file; a missing one is only logged)."""
    out = []
    configs = [use for use in dag.files_used if use.cmd is Cmd.CONFIG]
    for use in configs:
        if not files.exists(use.path):
            out.append(Problem(
                "dag-missing-file", Level.ERROR, f"{use.written}: no such configuration file (looked up as {use.path}); "
                "condor_submit_dag refuses to submit the DAG", use._span))
    distinct = {use.path for use in configs}
    if len(distinct) > 1:
        first = configs[0]
        for use in configs[1:]:
            if use.path != first.path:
                out.append(Problem(
                    "dag-config-conflict", Level.ERROR, f"Multiple ({len(distinct)}) configuration files provided: "
                    "condor_submit_dag accepts one CONFIG file per DAG", use._span, ((first._span, "the first CONFIG file"),)))
    header = dag.dot_include
    if header is not None and not files.exists(header.path):
        out.append(Problem(
            "dag-missing-node-file", Level.WARNING, f"{header.written}: no such DOT header file (looked up as "
            f"{header.path}); condor_dagman writes its DOT file without it", header._span))
    return out
