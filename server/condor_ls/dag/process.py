"""Build a :class:`~.model.Dag` as condor_dagman builds its DAG, and record what it would say.

This follows ``DagProcessor::process`` and its ``Process*`` functions
(``src/condor_dagman/parse.cpp``) and the ``Dag``/``Node`` methods they call (``dag.cpp``,
``node.cpp``) step by step, because the order matters to what a name means:

* A file is read in two passes: first the commands that define things (nodes, splices,
  descriptions, and REJECT, DOT, NODE_STATUS_FILE, JOBSTATE_LOG), then everything else in file
  order. So PARENT may name a node defined further down, but a node an INCLUDE defines exists
  only for the commands after the INCLUDE line (the included file is read in the second pass).
* A splice is read into a DAG of its own, in its DIR; once read, its nodes are renamed
  ``splice+node``. The nodes of a splice join the including DAG only when that DAG's file (or
  an INCLUDE of it) has been read to its end, so commands of the including file cannot name
  them: a splice is named as a whole in PARENT/CHILD (its entry and exit nodes) and CONNECT.
* ``ALL_NODES`` means the JOB nodes that exist at that point (FINAL, PROVISIONER and SERVICE
  nodes excluded).

Where condor_dagman stops at its first error, this goes on, so that every problem is reported
once; a command that failed is still used for what it could read (a node whose line has a
typo in its options still defines the node).

Nothing named in the files is executed; files are only read (a bounded number, each at most
once per path being read, so a file including itself cannot loop).
"""
from __future__ import annotations

import difflib
import os
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import Protocol

from . import commands as c
from .keywords import (ALL_NODES, DAG_SUBMIT_SUFFIX, FIRST_PASS, PRE_SKIP_RANGE, SPELLING, SUBMIT_TIME, SYNTAX, Cmd,
                       is_all_nodes)
from .model import (Arc, Category, Dag, Description, FileUse, Level, Node, NodeKind, Problem, Reference, RefKind,
                    Script, Setting, Span, Splice, Var)
from .reader import DagFile

#: DAG files read for one DAG at most (splices and includes); more are not followed
MAX_FILES = 512
#: splices and includes nested deeper than this are not followed
MAX_DEPTH = 64


class Files(Protocol):
    """How the model reaches other files. Nothing is ever run."""

    def dag_file(self, path: str) -> DagFile | None:
        """The DAG file at ``path`` (an open editor buffer's text if there is one), or None."""

    def exists(self, path: str) -> bool: ...

    def is_dir(self, path: str) -> bool: ...


# --------------------------------------------------------------------------- problem codes
#: parse failures by the start of DagParser's message -> code
_PARSE_CODES: tuple[tuple[str, str], ...] = (
    ("Invalid quoting", "dag-syntax"),
    ("Invalid ", "dag-invalid-number"),
    ("Node name ", "dag-invalid-name"),
    ("Illegal variable name", "dag-invalid-name"),
    ("Variable name must", "dag-invalid-name"),
    ("ALL_NODES cannot", "dag-invalid-name"),
)


def _parse_code(message: str) -> str:
    if message.endswith("is not a valid DAG command"):
        return "dag-unknown-command"
    for prefix, code in _PARSE_CODES:
        if message.startswith(prefix):
            return code
    return "dag-syntax"


@dataclass(eq=False)
class _Scope:
    """One ``Dag`` object of condor_dagman: the top-level DAG, or a splice while it is read."""

    prefix: str
    directory: str = "."
    top: bool = False
    #: ``_nodes``: regular, FINAL, PROVISIONER and join nodes, in condor_dagman's order
    nodes: list[Node] = field(default_factory=list)
    #: ``_nodeNameHash`` (SERVICE nodes too)
    by_name: dict[str, Node] = field(default_factory=dict)
    services: list[Node] = field(default_factory=list)
    splices: dict[str, tuple[_Scope, Splice]] = field(default_factory=dict)
    initial: list[Node] = field(default_factory=list)
    terminal: list[Node] = field(default_factory=list)
    final: Node | None = None
    provisioner: Node | None = None
    categories: dict[str, Category] = field(default_factory=dict)
    descriptions: dict[str, Description] = field(default_factory=dict)
    pins_in: list[list[Node]] = field(default_factory=list)
    pins_out: list[list[Node]] = field(default_factory=list)
    #: the splice this scope reads (None at the top)
    splice: Splice | None = None
    #: the names of the splices this scope is in, outermost first
    path: tuple[str, ...] = ()
    #: the names of every splice this scope has read (kept after they are merged)
    splice_names: set[str] = field(default_factory=set)


@dataclass(frozen=True, slots=True)
class _Unresolved:
    """A node name that named nothing when its command was processed."""

    name: str
    span: Span
    cmd: Cmd
    #: the scope the name was looked up in (its names are the candidates of a suggestion)
    where: _Scope
    #: the splices it is in
    scope: tuple[str, ...]


class Builder:
    def __init__(self, path: str, files: Files, cwd: str | None = None) -> None:
        self.path = os.path.normpath(os.path.abspath(path))
        self.cwd = os.path.normpath(cwd or os.path.dirname(self.path))
        self.files = files
        self.dag = Dag(self.path, self.cwd)
        self.active: set[str] = set()
        self.read_count = 0
        self.next_id = 0
        self.join_id = 0
        self.inline_id = 0
        self.unresolved: list[_Unresolved] = []
        self._overrides: set[Span] = set()
        self.top = _Scope("", top=True)

    # ------------------------------------------------------------------ helpers
    def problem(self, code: str, level: Level, message: str, span: Span,
                related: Iterable[tuple[Span, str]] = ()) -> None:
        self.dag.problems.append(Problem(code, level, message, span, tuple(related)))

    def override(self, earlier_all_nodes: bool, message: str, span: Span, related: Iterable[tuple[Span, str]]) -> None:
        """condor_dagman's warning about a setting given twice. A node's own setting replacing
        the ALL_NODES one is the documented way to make an exception (the last one wins), so
        that is only a note. An ALL_NODES line overriding is reported once, for the first node."""
        if span in self._overrides:
            return
        self._overrides.add(span)
        self.problem("dag-override", Level.INFO if earlier_all_nodes else Level.WARNING, message, span, related)

    def error(self, code: str, message: str, span: Span, related: Iterable[tuple[Span, str]] = ()) -> None:
        self.problem(code, Level.ERROR, message, span, related)

    def warning(self, code: str, message: str, span: Span, related: Iterable[tuple[Span, str]] = ()) -> None:
        self.problem(code, Level.WARNING, message, span, related)

    @staticmethod
    def span(path: str, token: c.Token | c.Statement | None, fallback: c.Statement | None = None) -> Span:
        if token is None:
            assert fallback is not None
            return Span(path, fallback.start, fallback.end)
        return Span(path, token.start, token.end)

    def reference(self, kind: RefKind, token: c.Token, path: str, target: object, cmd: Cmd | None,
                  definition: bool = False, all_nodes: bool = False) -> None:
        self.dag.references.append(Reference(kind, token.text, Span(path, token.start, token.end),
                                             target, definition, cmd, all_nodes))  # type: ignore[arg-type]

    # ------------------------------------------------------------------ files
    def run(self, root: DagFile | None = None, rescue: str | None = None, rescue_file: DagFile | None = None) -> Dag:
        """Read the DAG; then, like condor_dagman running a rescue DAG, the ``rescue`` file into
        the same DAG (dagman_main.cpp: the rescue file is processed after the DAG's splices are
        merged, so its DONE lines name any node)."""
        self.process(self.path, self.top, self.cwd, None, 0, root)
        if rescue is not None:
            self.lift(self.top)
            self.process(rescue, self.top, self.cwd, None, 0, rescue_file)
        self.finish()
        return self.dag

    def process(self, written: str, scope: _Scope, cwd: str, via: Span | None, depth: int,
                given: DagFile | None = None) -> bool:
        """Read one DAG file into ``scope`` (DagProcessor::process). ``via`` is the INCLUDE or
        SPLICE word that names it (None for the DAG itself)."""
        path = os.path.normpath(os.path.join(cwd, written))
        if path in self.active:
            assert via is not None
            self.error("dag-recursive-file", f"Recursive DAG file parsing detected with {path}: this file is "
                       "already being read (it includes or splices itself)", via)
            return False
        if depth > MAX_DEPTH or self.read_count >= MAX_FILES:
            if via is not None:
                self.problem("dag-missing-file", Level.INFO, f"{path} is not read: more than {MAX_FILES} DAG files "
                             f"or splices nested deeper than {MAX_DEPTH}", via)
            return False
        dag_file = given if given is not None else self.files.dag_file(path)
        if dag_file is None:
            self.dag.unread[path] = "not found"
            if via is not None:
                self.error("dag-missing-file", f"{written}: no such file (looked up as {path}); condor_dagman "
                           "fails to read the DAG", via)
            return False
        self.read_count += 1
        self.dag.files.setdefault(path, dag_file)
        self.active.add(path)
        try:
            self._parse_problems(path, dag_file)
            for statement in dag_file.statements:
                if statement.cmd in FIRST_PASS:
                    self.command(statement, path, scope, cwd, depth)
            for statement in dag_file.statements:
                if statement.cmd is not None and statement.cmd not in FIRST_PASS:
                    self.command(statement, path, scope, cwd, depth)
        finally:
            self.active.discard(path)
        self.lift(scope)
        self.record_ends(scope)
        return True

    def _parse_problems(self, path: str, dag_file: DagFile) -> None:
        for statement in dag_file.statements:
            error = statement.error
            if error is None:
                continue
            code = _parse_code(error.message)
            if statement.cmd is None:
                message = error.message
            else:
                message = f"Failed to parse {SPELLING[statement.cmd]} command: {error.message}"
                if code == "dag-syntax":
                    message += f" (usage: {SYNTAX[statement.cmd]})"
            self.error(code, message, Span(path, error.start, error.end))

    # ------------------------------------------------------------------ commands
    def command(self, st: c.Statement, path: str, scope: _Scope, cwd: str, depth: int) -> None:
        cmd = st.cmd
        assert cmd is not None
        self.dag.statements.append((path, st))
        handler = _HANDLERS.get(cmd)
        if handler is not None:
            handler(self, st, path, scope, cwd, depth)

    def define_node(self, st: c.NodeStatement, path: str, scope: _Scope, cwd: str, depth: int) -> None:
        if st.name is None:
            return
        name = st.name.text
        cmd = st.cmd
        name_span = self.span(path, st.name)
        existing = scope.by_name.get(name)
        if existing is not None:
            self.error("dag-duplicate-name", f"Node {name} already exists in DAG", name_span,
                       _defined_at(existing))
            self.reference(RefKind.NODE, st.name, path, existing, cmd, definition=True)
            return
        if name in scope.splices:
            _, splice = scope.splices[name]
            self.error("dag-duplicate-name", f"Node name {name} already associated with a splice in DAG", name_span,
                       [(splice.name_span, f"splice {name} is defined here")])
            return
        kind = NodeKind(cmd.value)
        node = Node(name, name, kind, self.next_id, path, name_span, Span(path, st.start, st.end))
        self.next_id += 1
        if st.inline is not None:
            node.inline = st.inline
            key = f"{name}-InlineDesc{self.inline_id}"
            self.inline_id += 1
            scope.descriptions[key] = Description(key, st.inline, path, None)
        elif st.submit is not None:
            node.submit = st.submit.text
            node.submit_span = self.span(path, st.submit)
            if cmd is not Cmd.SUBDAG and node.submit.endswith(DAG_SUBMIT_SUFFIX) and cmd is not Cmd.FINAL:
                self.error("dag-node-type", "The use of the JOB keyword for nested DAGs is prohibited: "
                           f"`{node.submit}` is a DAG's submit file; use SUBDAG EXTERNAL {name} "
                           f"{node.submit[:-len(DAG_SUBMIT_SUFFIX)]}", node.submit_span)
        if st.directory is not None:
            node.directory = st.directory.text
            node.directory_written = st.directory.text
            node.directory_span = self.span(path, st.directory)
        node.noop = st.noop is not None
        if st.done is not None:
            if kind.regular:
                node.done = True
                node.done_spans.append(self.span(path, st.done))
            else:
                self.warning("dag-ignored", f"{SPELLING[cmd]} node {name} can not be marked as DONE: "
                             "condor_dagman ignores the DONE option", self.span(path, st.done))
        self.reference(RefKind.NODE, st.name, path, node, cmd, definition=True)
        scope.by_name[name] = node
        if kind is NodeKind.FINAL:
            if scope.final is not None:
                self.error("dag-node-type", f"DAG already has a final node {scope.final.name}; attempting to add "
                           f"final node {name}", name_span, _defined_at(scope.final))
                return
            scope.final = node
        elif kind is NodeKind.PROVISIONER:
            if scope.provisioner is not None:
                self.error("dag-node-type", f"DAG already has a provisioner node {scope.provisioner.name}; "
                           f"attempting to add provisioner node {name}", name_span, _defined_at(scope.provisioner))
                return
            scope.provisioner = node
        if kind is NodeKind.SERVICE:
            scope.services.append(node)
            return
        scope.nodes.append(node)

    def define_splice(self, st: c.SpliceStatement, path: str, scope: _Scope, cwd: str, depth: int) -> None:
        if st.name is None or st.dag is None:
            return
        name = st.name.text
        name_span = self.span(path, st.name)
        if name in scope.by_name:
            self.error("dag-duplicate-name", f"Splice name {name} already associated with a node in DAG", name_span,
                       _defined_at(scope.by_name[name]))
            return
        if name in scope.splices:
            self.error("dag-duplicate-name", f"Splice named {name} already exists in DAG", name_span,
                       [(scope.splices[name][1].name_span, "the first splice of that name")])
            return
        directory = st.directory.text if st.directory is not None else None
        splice_cwd = os.path.normpath(os.path.join(cwd, directory)) if directory else cwd
        full = scope.prefix + name
        splice = Splice(full, name, st.dag.text, os.path.normpath(os.path.join(splice_cwd, st.dag.text)), directory,
                        path, name_span, Span(path, st.start, st.end), splice_cwd, scope.splice)
        self.reference(RefKind.SPLICE, st.name, path, splice, Cmd.SPLICE, definition=True)
        self.dag.splices.append(splice)
        if directory and not self.files.is_dir(splice_cwd):
            self.error("dag-missing-file", f"Failed to change to directory {directory} (looked up as {splice_cwd}); "
                       f"condor_dagman cannot read splice {name}", self.span(path, st.directory))
            return
        inner = _Scope(name + "+", directory or ".", splice=splice, path=scope.path + (name,))
        splice.read = self.process(st.dag.text, inner, splice_cwd, self.span(path, st.dag), depth + 1)
        if inner.final is not None:
            self.error("dag-node-type", f"Splice {name} has a FINAL node ({inner.final.local_name}). "
                       "This is not permitted.", name_span, _defined_at(inner.final))
        for service in inner.services:
            self.warning("dag-ignored", f"SERVICE node {service.local_name} of splice {name} never runs: condor_dagman "
                         "drops a splice's SERVICE nodes when it merges the splice", name_span, _defined_at(service))
        prefix = name + "+"
        for node in inner.nodes:
            node.name = prefix + node.name
            node.splices = (name,) + node.splices
        inner.by_name = {n.name: n for n in inner.nodes}
        renamed: dict[str, Category] = {}
        for category in inner.categories.values():
            if not category.name.startswith("+"):
                category.name = prefix + category.name
            renamed[category.name] = category
        inner.categories = renamed
        splice.nodes = list(inner.nodes)
        scope.splices[name] = (inner, splice)
        scope.splice_names.add(name)

    def lift(self, scope: _Scope) -> None:
        """LiftSplices(SELF): the splices read so far join ``scope`` (in the order of their
        names: condor_dagman keeps them in a ``std::map``); then the scope's DIR is put in front
        of its nodes' relative directories."""
        for name, (inner, splice) in sorted(scope.splices.items()):
            for category in inner.categories.values():
                mine = scope.categories.get(category.name)
                if mine is None:
                    scope.categories[category.name] = category
                    continue
                if mine.max_jobs is not None and category.max_jobs is not None and mine.max_jobs != category.max_jobs:
                    assert mine.max_jobs_span is not None
                    self.warning("dag-override", f"higher-level MAXJOBS value of {mine.max_jobs} for category "
                                 f"{mine.name} overrides splice {name}'s value of {category.max_jobs}",
                                 mine.max_jobs_span, [(category.max_jobs_span, "the splice's value")]
                                 if category.max_jobs_span else ())
                elif mine.max_jobs is None:
                    mine.max_jobs, mine.max_jobs_span = category.max_jobs, category.max_jobs_span
                mine.nodes.extend(category.nodes)
                mine.spans.extend(category.spans)
            for node in inner.nodes:
                if not node.parents:
                    scope.initial.append(node)
                    continue
                if not node.children:
                    scope.terminal.append(node)
            for node in inner.nodes:
                scope.nodes.append(node)
                scope.by_name[node.name] = node
            for key, description in inner.descriptions.items():
                mine_d = scope.descriptions.get(key)
                if mine_d is not None and mine_d.inline.text != description.inline.text:
                    if description.name_span is not None:
                        self.warning("dag-override", f"Conflicting inline descriptions using the same name '{key}' "
                                     f"in splice {name}: which one a node gets is undefined", description.name_span,
                                     [(mine_d.name_span, "the other description")] if mine_d.name_span else ())
                    continue
                scope.descriptions.setdefault(key, description)
        scope.splices.clear()
        if scope.directory != ".":
            for node in scope.nodes:
                if not os.path.isabs(node.directory):
                    node.directory = os.path.join(scope.directory, node.directory) if node.directory \
                        else scope.directory.rstrip("/") + "/"
            scope.directory = "."

    @staticmethod
    def record_ends(scope: _Scope) -> None:
        for node in scope.nodes:
            if not node.parents:
                scope.initial.append(node)
            if not node.children:
                scope.terminal.append(node)

    # ------------------------------------------------------------------ name lookup
    def targets(self, token: c.Token, path: str, scope: _Scope, cmd: Cmd, regular_only: bool = True) -> list[Node]:
        """FindAllNodes: ALL_NODES (the JOB nodes that exist now) or one node by name (any kind);
        records the reference, and an unresolved name for the end."""
        name = token.text
        if is_all_nodes(name):
            found = [n for n in scope.nodes if n.kind.regular] if regular_only else list(scope.nodes)
            self.reference(RefKind.NODE, token, path, None, cmd, all_nodes=True)
            if not found:
                self.error("dag-undefined-node", f"ALL_NODES names no node here: there is no JOB node yet "
                           f"(condor_dagman: Unknown node {ALL_NODES} referenced)", self.span(path, token))
            return found
        node = scope.by_name.get(name)
        self.reference(RefKind.NODE, token, path, node, cmd)
        if node is None:
            self.unresolved.append(_Unresolved(name, self.span(path, token), cmd, scope, scope.path))
            return []
        return [node]

    def one_node(self, token: c.Token, path: str, scope: _Scope, cmd: Cmd) -> Node | None:
        """FindNodeByName: a node named exactly (no ALL_NODES)."""
        node = scope.by_name.get(token.text)
        self.reference(RefKind.NODE, token, path, node, cmd)
        if node is None:
            self.unresolved.append(_Unresolved(token.text, self.span(path, token), cmd, scope, scope.path))
        return node

    def not_for(self, node: Node, kinds: Callable[[NodeKind], bool], cmd: Cmd, token: c.Token, path: str,
                what: str) -> bool:
        """True (and an error) when ``node`` is of a kind the command refuses."""
        if kinds(node.kind):
            self.error("dag-node-type", f"{node.kind.value} node {node.name} {what}", self.span(path, token),
                       _defined_at(node))
            return True
        return False

    # ------------------------------------------------------------------ dependencies
    def depend(self, st: c.DependencyStatement, path: str, scope: _Scope, cwd: str, depth: int) -> None:
        source = Span(path, st.start, st.end)
        parents, parents_ok = self._ends(st.parents, path, scope, True)
        children, children_ok = self._ends(st.children, path, scope, False)
        if (not parents or not children) and parents_ok and children_ok and st.parents and st.children:
            missing = " nor ".join(w for w, nodes in (("parent", parents), ("child", children)) if not nodes)
            self.error("dag-undefined-node", f"No {missing} nodes provided for dependency creation: the splice "
                       "named has no nodes", source)
            return
        if not parents or not children:
            return
        parents = sorted({id(n): n for n in parents}.values(), key=lambda n: n.id)
        children = sorted({id(n): n for n in children}.values(), key=lambda n: n.id)
        bad = False
        for node in parents:
            if node.kind in (NodeKind.FINAL, NodeKind.PROVISIONER, NodeKind.SERVICE):
                bad = True
                self.error("dag-node-type", f"{node.kind.value} node {node.name} cannot be a parent: condor_dagman "
                           f"refuses to add children to it", self._token_of(st.parents, node, path, source),
                           _defined_at(node))
        for node in children:
            if node.kind in (NodeKind.FINAL, NodeKind.PROVISIONER, NodeKind.SERVICE):
                bad = True
                self.error("dag-node-type", f"{node.kind.value} node {node.name} cannot be a child: condor_dagman "
                           f"refuses to add parents to it", self._token_of(st.children, node, path, source),
                           _defined_at(node))
        if bad:
            return
        if len(parents) > 1 and len(children) > 1:
            join = Node(f"_condor_join_node{self.join_id}", f"_condor_join_node{self.join_id}", NodeKind.JOIN,
                        self.next_id, path, None, source, submit="DNE.sub", noop=True)
            self.join_id += 1
            self.next_id += 1
            scope.nodes.append(join)
            scope.by_name[join.name] = join
            for parent in parents:
                _connect(parent, join, st.weak, source)
            for child in children:
                _connect(join, child, False, source)
            return
        for parent in parents:
            for child in children:
                _connect(parent, child, st.weak, source)

    @staticmethod
    def _token_of(tokens: list[c.Token], node: Node, path: str, fallback: Span) -> Span:
        for token in tokens:
            if token.text in (node.local_name, node.name):
                return Span(path, token.start, token.end)
        return fallback

    def _ends(self, tokens: list[c.Token], path: str, scope: _Scope, parents: bool) -> tuple[list[Node], bool]:
        """The nodes the names stand for (a splice: its exit nodes as a parent, its entry nodes
        as a child), and whether every name resolved."""
        found: list[Node] = []
        ok = True
        for token in tokens:
            name = token.text
            if name in scope.splices:
                inner, splice = scope.splices[name]
                self.reference(RefKind.SPLICE, token, path, splice, Cmd.PARENT)
                found.extend(inner.terminal if parents else inner.initial)
                continue
            node = self.one_node(token, path, scope, Cmd.PARENT)
            if node is None:
                ok = False
            else:
                found.append(node)
        return found, ok

    def connect_splices(self, st: c.ConnectStatement, path: str, scope: _Scope, cwd: str, depth: int) -> None:
        if st.first is None or st.second is None:
            return
        ends = []
        for token, role in ((st.first, "parent"), (st.second, "child")):
            entry = scope.splices.get(token.text)
            self.reference(RefKind.SPLICE, token, path, entry[1] if entry else None, Cmd.CONNECT)
            if entry is None:
                self.error("dag-undefined-node", f"Connect {role} splice {token.text} does not exist",
                           self.span(path, token))
            ends.append(entry)
        if ends[0] is None or ends[1] is None:
            return
        (parent, parent_splice), (child, child_splice) = ends
        span = Span(path, st.start, st.end)
        if not parent.pins_out:
            self.error("dag-pins", f"parent splice {st.first.text} has 0 pin_outs", span)
            return
        if not child.pins_in:
            self.error("dag-pins", f"child splice {st.second.text} has 0 pin_ins", span)
            return
        if len(parent.pins_out) != len(child.pins_in):
            self.error("dag-pins", f"pin_in/out mismatch: parent splice {st.first.text} has {len(parent.pins_out)} "
                       f"pin_outs; child splice {st.second.text} has {len(child.pins_in)} pin_ins", span)
            return
        for number, (outs, ins) in enumerate(zip(parent.pins_out, child.pins_in), start=1):
            if not outs:
                self.error("dag-pins", f"parent splice {st.first.text} has no node for pin_out {number}", span)
                return
            if not ins:
                self.error("dag-pins", f"child splice {st.second.text} has no node for pin_in {number}", span)
                return
            for out in outs:
                for into in ins:
                    _connect(out, into, False, span)
        for node in child.nodes:
            if not node.parents:
                self.error("dag-pins", f"child splice node {node.name} has no parents after making pin connections; "
                           "add pin_in or parent", span, _defined_at(node))
                return

    def pin(self, st: c.NodeValueStatement, path: str, scope: _Scope, cwd: str, depth: int) -> None:
        if st.node is None or st.value is None:
            return
        node = self.one_node(st.node, path, scope, st.cmd or Cmd.PIN_IN)
        if node is None:
            return
        pins = scope.pins_in if st.cmd is Cmd.PIN_IN else scope.pins_out
        while len(pins) < st.value:
            pins.append([])
        pins[st.value - 1].append(node)

    # ------------------------------------------------------------------ node settings
    def script(self, st: c.ScriptStatement, path: str, scope: _Scope, cwd: str, depth: int) -> None:
        if st.node is None or st.script_type is None or st.command is None:
            return
        kind = st.script_type.text.upper()
        all_nodes = is_all_nodes(st.node.text)
        script = Script(kind, st.command.text, Span(path, st.start, st.end), self.span(path, st.command),
                        st.defer_status, st.defer_time, st.debug_file.text if st.debug_file else None,
                        st.debug_stream.text.upper() if st.debug_stream else None, all_nodes)
        for node in self.targets(st.node, path, scope, Cmd.SCRIPT):
            old = node.scripts.get(kind)
            if old is not None and old.span != script.span:
                self.override(old.all_nodes, f"node {node.name} already has {kind} script <{old.command}> assigned; "
                              f"changing to <{script.command}>", self.span(path, st.node), [(old.span, "the earlier script")])
            node.scripts[kind] = script

    def retry(self, st: c.NodeValueStatement, path: str, scope: _Scope, cwd: str, depth: int) -> None:
        if st.node is None or st.value is None:
            return
        setting = Setting(st.value, Span(path, st.start, st.end), st.extra, is_all_nodes(st.node.text))
        for node in self.targets(st.node, path, scope, Cmd.RETRY):
            if self.not_for(node, lambda k: not k.regular, Cmd.RETRY, st.node, path,
                            "can not have a retry specification"):
                continue
            node.retry = setting

    def abort(self, st: c.NodeValueStatement, path: str, scope: _Scope, cwd: str, depth: int) -> None:
        if st.node is None or st.value is None:
            return
        setting = Setting(st.value, Span(path, st.start, st.end), st.extra, is_all_nodes(st.node.text))
        for node in self.targets(st.node, path, scope, Cmd.ABORT_DAG_ON):
            if self.not_for(node, lambda k: k is NodeKind.FINAL, Cmd.ABORT_DAG_ON, st.node, path,
                            "cannot have an ABORT-DAG-ON specification"):
                continue
            node.abort_dag_on = setting

    def vars(self, st: c.VarsStatement, path: str, scope: _Scope, cwd: str, depth: int) -> None:
        if st.node is None or not st.pairs:
            if st.node is not None:
                self.targets(st.node, path, scope, Cmd.VARS)
            return
        placement = st.placement.text.upper() if st.placement is not None else None
        all_nodes = is_all_nodes(st.node.text)
        statement = Span(path, st.start, st.end)
        made = []
        for key, value in st.pairs:
            name = "My." + key.text[1:] if key.text.startswith("+") else key.text
            made.append(Var(name, value.text, placement, self.span(path, key), self.span(path, value), statement,
                            all_nodes))
        for node in self.targets(st.node, path, scope, Cmd.VARS):
            for var in made:
                for index, old in enumerate(node.vars):
                    if old.name == var.name:
                        if old.name_span != var.name_span:
                            self.override(old.all_nodes, f'VAR "{var.name}" is already defined in node {node.name}; '
                                          f'now "{var.value}"', var.name_span, [(old.name_span, "the earlier value")])
                        # the value changes; the place (prepended or appended) stays the first one's
                        node.vars[index] = Var(var.name, var.value, old.placement, var.name_span, var.value_span,
                                               var.statement, var.all_nodes)
                        break
                else:
                    node.vars.append(var)

    def priority(self, st: c.NodeValueStatement, path: str, scope: _Scope, cwd: str, depth: int) -> None:
        if st.node is None or st.value is None:
            return
        setting = Setting(st.value, Span(path, st.start, st.end), None, is_all_nodes(st.node.text))
        for node in self.targets(st.node, path, scope, Cmd.PRIORITY):
            if self.not_for(node, lambda k: not k.regular, Cmd.PRIORITY, st.node, path, "can not have a priority"):
                continue
            old = node.priority
            if old is not None and old.value and old.value != st.value:
                self.override(old.all_nodes, f"New priority {st.value} for node {node.name} overrides old value "
                              f"{old.value}", self.span(path, st.value_token, st), [(old.span, "the earlier priority")])
            node.priority = setting

    def pre_skip(self, st: c.NodeValueStatement, path: str, scope: _Scope, cwd: str, depth: int) -> None:
        if st.node is None or st.value is None:
            return
        value_span = self.span(path, st.value_token, st)
        setting = Setting(st.value, Span(path, st.start, st.end), None, is_all_nodes(st.node.text))
        low, high = PRE_SKIP_RANGE
        for node in self.targets(st.node, path, scope, Cmd.PRE_SKIP):
            if not low <= st.value <= high:
                self.error("dag-invalid-number", f"Failed to add pre skip to {node.name}: PRE_SKIP exit code must be "
                           f"between {low} and {high}", value_span)
                return
            if st.value == 0:
                self.warning("dag-questionable", "exit code 0 for a PRE_SKIP value is weird: a PRE script that "
                             "succeeds then skips the node's job", value_span)
            old = node.pre_skip
            if old is not None and old.span != setting.span:
                self.override(old.all_nodes, f"new PRE_SKIP value {st.value} for node {node.name} overrides old value "
                              f"{old.value}", value_span, [(old.span, "the earlier PRE_SKIP")])
            node.pre_skip = setting

    def tolerance(self, st: c.NodeValueStatement, path: str, scope: _Scope, cwd: str, depth: int) -> None:
        if st.node is None or st.value is None:
            return
        setting = Setting(f"{st.value}{'%' if st.percent else ''}", Span(path, st.start, st.end), None,
                          is_all_nodes(st.node.text))
        for node in self.targets(st.node, path, scope, Cmd.TOLERANCE):
            node.tolerance = setting

    def done(self, st: c.NodeValueStatement, path: str, scope: _Scope, cwd: str, depth: int) -> None:
        if st.node is None:
            return
        node = self.one_node(st.node, path, scope, Cmd.DONE)
        if node is None:
            return
        if self.not_for(node, lambda k: not k.regular, Cmd.DONE, st.node, path,
                        "can not be referenced by the DONE command (an error with the default DAGMAN_USE_STRICT = 1)"):
            return
        node.done = True
        node.done_spans.append(self.span(path, st.node))

    def save_point(self, st: c.NodeValueStatement, path: str, scope: _Scope, cwd: str, depth: int) -> None:
        if st.node is None or is_all_nodes(st.node.text):
            return
        node = self.one_node(st.node, path, scope, Cmd.SAVE_POINT_FILE)
        if node is None:
            return
        if self.not_for(node, lambda k: not k.regular, Cmd.SAVE_POINT_FILE, st.node, path,
                        "cannot have a save point file"):
            return
        name = st.name.text if st.name is not None else f"{st.node.text}-{os.path.basename(path)}.save"
        node.save_point = Setting(name, Span(path, st.start, st.end))

    def category(self, st: c.NodeValueStatement, path: str, scope: _Scope, cwd: str, depth: int) -> None:
        if st.node is None or st.name is None:
            return
        name = st.name.text
        category = scope.categories.get(name) or Category(name)
        category.spans.append(self.span(path, st.name))
        self.reference(RefKind.CATEGORY, st.name, path, category, Cmd.CATEGORY)
        setting = Setting(name, Span(path, st.start, st.end), None, is_all_nodes(st.node.text))
        for node in self.targets(st.node, path, scope, Cmd.CATEGORY):
            if self.not_for(node, lambda k: not k.regular, Cmd.CATEGORY, st.node, path, "can not be added to a category"):
                continue
            old = node.category
            scope.categories.setdefault(name, category)
            if old is not None and old.value != name:
                self.override(old.all_nodes, f"new category {name} for node {node.name} overrides old value "
                              f"{old.value}", self.span(path, st.name), [(old.span, "the earlier category")])
                previous = scope.categories.get(str(old.value))
                if previous is not None and node in previous.nodes:
                    previous.nodes.remove(node)
            node.category = setting
            if node not in category.nodes:
                category.nodes.append(node)

    def maxjobs(self, st: c.MaxJobsStatement, path: str, scope: _Scope, cwd: str, depth: int) -> None:
        if st.category is None or st.limit is None:
            return
        name = st.category.text
        category = scope.categories.get(name)
        if category is None:
            category = scope.categories[name] = Category(name)
        span = self.span(path, st.limit_token, st)
        self.reference(RefKind.CATEGORY, st.category, path, category, Cmd.MAXJOBS)
        if category.max_jobs is not None and category.max_jobs != st.limit:
            self.warning("dag-override", f"new maxjobs value {st.limit} for category {name} overrides old value "
                         f"{category.max_jobs}", span, [(category.max_jobs_span, "the earlier value")]
                         if category.max_jobs_span else ())
        category.max_jobs = st.limit
        category.max_jobs_span = span

    def describe(self, st: c.DescriptionStatement, path: str, scope: _Scope, cwd: str, depth: int) -> None:
        if st.name is None or st.inline is None:
            return
        name = st.name.text
        description = Description(name, st.inline, path, self.span(path, st.name))
        old = scope.descriptions.get(name)
        if old is not None:
            self.warning("dag-override", f"Inline Description name '{name}' used multiple times: the later one "
                         "replaces the earlier", self.span(path, st.name),
                         [(old.name_span, "the earlier description")] if old.name_span else ())
        scope.descriptions[name] = description
        self.reference(RefKind.DESCRIPTION, st.name, path, description, Cmd.SUBMIT_DESCRIPTION, definition=True)

    def include(self, st: c.FileStatement, path: str, scope: _Scope, cwd: str, depth: int) -> None:
        if st.file is None:
            return
        span = self.span(path, st.file)
        target = os.path.normpath(os.path.join(cwd, st.file.text))
        self.dag.files_used.append(FileUse(Cmd.INCLUDE, st.file.text, target, span, Span(path, st.start, st.end)))
        self.process(st.file.text, scope, cwd, span, depth + 1)

    def reject(self, st: c.Statement, path: str, scope: _Scope, cwd: str, depth: int) -> None:
        self.error("dag-reject", "REJECT: condor_dagman refuses to run this DAG (condor_submit_dag writes REJECT into "
                   "a rescue DAG of a DAG it could not read)", Span(path, st.start, st.end))

    def outputs(self, st: c.FileStatement, path: str, scope: _Scope, cwd: str, depth: int) -> None:
        """DOT, NODE_STATUS_FILE, JOBSTATE_LOG: files condor_dagman writes."""
        if st.file is None or st.cmd is None:
            return
        use = FileUse(st.cmd, st.file.text, os.path.normpath(os.path.join(cwd, st.file.text)),
                      self.span(path, st.file), Span(path, st.start, st.end))
        self.dag.files_used.append(use)
        if st.cmd is Cmd.DOT and scope.top:
            self.dag.dot = use
            self.dag.dot_include = None
            if st.include is not None:
                self.dag.dot_include = FileUse(Cmd.DOT, st.include.text,
                                               os.path.normpath(os.path.join(cwd, st.include.text)),
                                               self.span(path, st.include), use.statement)

    def submit_time(self, st: c.Statement, path: str, scope: _Scope, cwd: str, depth: int) -> None:
        """CONFIG, SET_JOB_ATTR and ENV: read by condor_submit_dag from the DAG file it is given."""
        assert st.cmd is not None
        span = Span(path, st.start, st.end)
        if path != self.path:
            where = "a spliced DAG" if scope.splice is not None else "an included file"
            self.warning("dag-ignored", f"{SPELLING[st.cmd]} in {where} has no effect: condor_submit_dag reads it only "
                         "from the DAG file it submits", self.span(path, st.keyword))
            return
        if isinstance(st, c.FileStatement) and st.file is not None:
            self.dag.files_used.append(FileUse(st.cmd, st.file.text, os.path.normpath(os.path.join(cwd, st.file.text)),
                                               self.span(path, st.file), span))

    # ------------------------------------------------------------------ the end
    def finish(self) -> None:
        top = self.top
        dag = self.dag
        dag.node_order = list(top.nodes)
        for node in top.nodes + top.services:
            if node.kind is not NodeKind.JOIN:
                dag.nodes.setdefault(node.name, node)
        dag.final, dag.provisioner = top.final, top.provisioner
        dag.descriptions = dict(top.descriptions)
        dag.categories = dict(top.categories)
        # a node naming a SUBMIT-DESCRIPTION (looked up when it is submitted, in the whole DAG)
        for node in dag.nodes.values():
            if node.submit is not None and node.submit_span is not None and node.kind is not NodeKind.SUBDAG:
                description = dag.descriptions.get(node.submit)
                if description is not None:
                    dag.references.append(Reference(RefKind.DESCRIPTION, node.submit, node.submit_span, description,
                                                    False, Cmd(node.kind.value)))
        self._report_unresolved()
        _dedupe(dag)

    def _report_unresolved(self) -> None:
        dag = self.dag
        suggested = 0
        for item in self.unresolved:
            found = dag.nodes.get(item.name)
            hint = ""
            splices = item.where.splice_names
            if item.name in splices:
                hint = f": {item.name} is a splice, and {SPELLING[item.cmd]} cannot name a splice (only its nodes can be " \
                       "given settings, in the splice's own DAG file)"
                found = None
            elif found is not None and found.splices != item.scope:
                hint = (f": it is node {found.local_name} of splice {'+'.join(found.splices)}, and commands cannot name "
                        "the nodes of a splice from outside it (name the splice in PARENT/CHILD)")
            elif found is not None:
                hint = ": it is defined by a file included further down (an INCLUDE is read where it stands, after "
                hint += "the nodes of this file), so move the INCLUDE above this line"
            elif suggested < MAX_SUGGESTIONS:
                suggested += 1
                close = _suggestion(item.name, list(item.where.by_name) + list(splices))
                if close:
                    hint = f"; did you mean {close}?"
            role = {Cmd.PARENT: "parent or child node"}.get(item.cmd, "node")
            self.error("dag-undefined-node", f"Unknown {role} {item.name}{hint}", item.span,
                       _defined_at(found) if found is not None else ())


#: unknown names given a "did you mean" (each compares the name with every node's)
MAX_SUGGESTIONS = 20
#: names compared at most for one suggestion (those closest in length first)
MAX_CANDIDATES = 2000


def _suggestion(name: str, names: list[str]) -> str | None:
    """A known name that differs from ``name`` only in case, else a close spelling."""
    low = name.lower()
    for other in names:
        if other.lower() == low:
            return other
    candidates = [n for n in names if abs(len(n) - len(name)) <= 2 and not n.startswith("_condor_join_node")]
    if len(candidates) > MAX_CANDIDATES:
        return None
    close = difflib.get_close_matches(name, candidates, n=1)
    return close[0] if close else None


def _connect(parent: Node, child: Node, weak: bool, source: Span) -> None:
    arc = parent.children.get(child)
    if arc is None:
        arc = Arc(weak)
        parent.children[child] = arc
        child.parents[parent] = arc
    elif not weak:
        arc.weak = False
    arc.sources.append(source)


def _defined_at(node: Node) -> list[tuple[Span, str]]:
    if node.name_span is None:
        return []
    return [(node.name_span, f"{node.name} is defined here")]


def _dedupe(dag: Dag) -> None:
    """A file read twice (the same splice DAG spliced under two names) reports its problems once."""
    seen: set[tuple[str, str, Span]] = set()
    kept = []
    for problem in dag.problems:
        key = (problem.code, problem.message, problem.span)
        if key not in seen:
            seen.add(key)
            kept.append(problem)
    dag.problems = kept


_HANDLERS: dict[Cmd, Callable[..., None]] = {
    Cmd.JOB: Builder.define_node,
    Cmd.FINAL: Builder.define_node,
    Cmd.PROVISIONER: Builder.define_node,
    Cmd.SERVICE: Builder.define_node,
    Cmd.SUBDAG: Builder.define_node,
    Cmd.SPLICE: Builder.define_splice,
    Cmd.SUBMIT_DESCRIPTION: Builder.describe,
    Cmd.REJECT: Builder.reject,
    Cmd.DOT: Builder.outputs,
    Cmd.NODE_STATUS_FILE: Builder.outputs,
    Cmd.JOBSTATE_LOG: Builder.outputs,
    Cmd.PARENT: Builder.depend,
    Cmd.CONNECT: Builder.connect_splices,
    Cmd.PIN_IN: Builder.pin,
    Cmd.PIN_OUT: Builder.pin,
    Cmd.SCRIPT: Builder.script,
    Cmd.RETRY: Builder.retry,
    Cmd.ABORT_DAG_ON: Builder.abort,
    Cmd.VARS: Builder.vars,
    Cmd.PRIORITY: Builder.priority,
    Cmd.PRE_SKIP: Builder.pre_skip,
    Cmd.TOLERANCE: Builder.tolerance,
    Cmd.DONE: Builder.done,
    Cmd.SAVE_POINT_FILE: Builder.save_point,
    Cmd.CATEGORY: Builder.category,
    Cmd.MAXJOBS: Builder.maxjobs,
    Cmd.INCLUDE: Builder.include,
    Cmd.CONFIG: Builder.submit_time,
    Cmd.SET_JOB_ATTR: Builder.submit_time,
    Cmd.ENV: Builder.submit_time,
}
assert set(_HANDLERS) == set(Cmd) and SUBMIT_TIME <= set(_HANDLERS)
