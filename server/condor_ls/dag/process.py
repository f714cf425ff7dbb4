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

Each command processed is an :class:`App` (an application of a statement): it has a *key*,
its place in the order condor_dagman processes commands, and it records what it produced
(names written, problems, dependencies) and which names it looked up. That record is what
:mod:`.incremental` uses to bring the DAG up to date after an edit by processing again only
the commands an edit touched and those that name the nodes it changed.

Nothing named in the files is executed; files are only read (a bounded number, each at most
once per path being read, so a file including itself cannot loop).
"""
from __future__ import annotations

import bisect
import difflib
import os
from collections.abc import Callable, Iterable, Iterator
from typing import Any, Protocol

from . import commands as c
from .keywords import (ALL_NODES, DAG_SUBMIT_SUFFIX, FIRST_PASS, PRE_SKIP_RANGE, SPELLING, SUBMIT_TIME, SYNTAX, Cmd,
                       is_all_nodes)
from .model import (Arc, Category, Dag, Description, FileUse, Level, Node, NodeKind, Place, Problem, Reference, RefKind,
                    Script, Setting, Span, Splice, Var, Where)
from .reader import DagFile, Line, fresh

#: DAG files read for one DAG at most (splices and includes); more are not followed
MAX_FILES = 512
#: splices and includes nested deeper than this are not followed
MAX_DEPTH = 64
#: the commands that make throttle categories
CATEGORY_COMMANDS = frozenset({Cmd.CATEGORY, Cmd.MAXJOBS})
#: the distance between the keys of consecutive events of a build (room for commands an edit
#: adds in between)
GAP = 1 << 20


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


def parse_problem(line: Line) -> Problem | None:
    """What condor_dagman says about a statement it cannot parse."""
    statement = line.statement
    error = statement.error
    if error is None:
        return None
    code = _parse_code(error.message)
    if statement.cmd is None:
        message = error.message
    else:
        message = f"Failed to parse {SPELLING[statement.cmd]} command: {error.message}"
        if code == "dag-syntax":
            message += f" (usage: {SYNTAX[statement.cmd]})"
    return Problem(code, Level.ERROR, message, Place(line, error.start, error.end))


# --------------------------------------------------------------------------- the record of a build
class Event:
    """A point in the order of processing: a command, or the start or end of reading a file
    (what it said is kept with it)."""

    __slots__ = ("key", "problems", "__weakref__")

    def __init__(self, key: int) -> None:
        self.key = key
        #: what was said at this point that is not about one node of several
        self.problems: list[Problem] = []


class App(Event):
    """One command processed: a statement's line, where and how it was read, and what it made."""

    __slots__ = ("line", "run", "scope", "cwd", "depth", "refs", "node_problems", "unresolved", "lookups",
                 "all_nodes", "edges", "defines", "join", "after", "nested", "splice")

    def __init__(self, key: int, line: Line, run: Run, scope: Scope, cwd: str, depth: int) -> None:
        super().__init__(key)
        self.line = line
        self.run = run
        self.scope = scope
        self.cwd = cwd
        self.depth = depth
        self.refs: list[Reference] = []
        #: what was said about each node the command set something for (override warnings ...),
        #: with the key that says one warning covers the others (an ALL_NODES line: reported once)
        self.node_problems: dict[Node, list[tuple[Problem, Any]]] = {}
        self.unresolved: list[Unresolved] = []
        #: node names looked up in ``scope``
        self.lookups: list[str] = []
        self.all_nodes = False
        self.edges: list[tuple[Node, Node]] = []
        #: the node a definition made
        self.defines: Node | None = None
        self.join: Node | None = None
        #: what an INCLUDE or SPLICE said once the file it reads was read
        self.after: Event | None = None
        #: the reading of the file an INCLUDE or SPLICE names
        self.nested: Run | None = None
        #: the splice a SPLICE read (its scope)
        self.splice: tuple[Scope, Splice] | None = None

    @property
    def statement(self) -> c.Statement:
        return self.line.statement

    @property
    def path(self) -> str:
        return self.line.path

    def __repr__(self) -> str:
        return f"App({self.key}, {self.line!r})"


class Run:
    """One reading of one DAG file (a file spliced twice is read twice)."""

    __slots__ = ("path", "file", "scope", "cwd", "depth", "start", "end", "apps", "parse", "parent", "passes")

    def __init__(self, path: str, file: DagFile, scope: Scope, cwd: str, depth: int, parent: App | None) -> None:
        self.path = path
        self.file = file
        self.scope = scope
        self.cwd = cwd
        self.depth = depth
        self.start: Event | None = None
        self.end: Event | None = None
        #: the command of each line processed
        self.apps: dict[Line, App] = {}
        #: what condor_dagman says about the lines it cannot parse
        self.parse: dict[Line, Problem] = {}
        #: the INCLUDE or SPLICE that reads it (None for the DAG file itself)
        self.parent = parent
        #: the commands of each pass, in file order
        self.passes: tuple[list[App], list[App]] = ([], [])


class Scope:
    """One ``Dag`` object of condor_dagman: the top-level DAG, or a splice while it is read."""

    def __init__(self, prefix: str, directory: str = ".", top: bool = False, splice: Splice | None = None,
                 path: tuple[str, ...] = ()) -> None:
        self.prefix = prefix
        self.directory = directory
        self.top = top
        #: ``_nodes``: regular, FINAL, PROVISIONER and join nodes, in condor_dagman's order
        self.nodes: list[Node] = []
        #: ``_nodeNameHash`` (SERVICE nodes too)
        self.by_name: dict[str, Node] = {}
        self.services: list[Node] = []
        self.splices: dict[str, tuple[Scope, Splice]] = {}
        self.initial: list[Node] = []
        self.terminal: list[Node] = []
        self.final: Node | None = None
        self.provisioner: Node | None = None
        self.categories: dict[str, Category] = {}
        self.descriptions: dict[str, Description] = {}
        self.pins_in: list[list[Node]] = []
        self.pins_out: list[list[Node]] = []
        #: the splice this scope reads (None at the top)
        self.splice = splice
        #: the names of the splices this scope is in, outermost first
        self.path = path
        #: the names of every splice this scope has read (kept after they are merged)
        self.splice_names: set[str] = set()
        #: name -> the commands that looked it up here
        self.lookups: dict[str, list[App]] = {}
        #: name -> the definitions of that name here (the first one defines it)
        self.defs: dict[str, list[App]] = {}
        #: the commands here that name ALL_NODES
        self.all_nodes: list[App] = []
        #: when each category was put into ``categories`` (the event that did), and those a
        #: splice brought
        self.category_keys: dict[str, Event] = {}
        self.lifted_categories: set[str] = set()
        #: the CATEGORY and MAXJOBS commands here
        self.category_apps: list[App] = []


class Unresolved:
    """A node name that named nothing when its command was processed."""

    __slots__ = ("name", "where_", "cmd", "scope", "splices")

    def __init__(self, name: str, where: Where, cmd: Cmd, scope: Scope, splices: tuple[str, ...]) -> None:
        self.name = name
        self.where_ = where
        self.cmd = cmd
        #: the scope the name was looked up in (its names are the candidates of a suggestion)
        self.scope = scope
        #: the splices it is in
        self.splices = splices


def node_order(node: Node) -> tuple[int, int]:
    """Where a node stands in its scope's node list (the order ALL_NODES goes through)."""
    event, seq = node._birth
    return event.key, seq


class Builder:
    def __init__(self, path: str, files: Files, cwd: str | None = None) -> None:
        self.path = os.path.normpath(os.path.abspath(path))
        self.cwd = os.path.normpath(cwd or os.path.dirname(self.path))
        self.files = files
        self.dag = Dag(self.path, self.cwd)
        self.active: set[str] = set()
        self.read_count = 0
        self.join_id = 0
        self.inline_id = 0
        self.top = Scope("", top=True)
        #: every event, in processing order
        self.order: list[Event] = []
        self.counter = 0
        #: every node made, in the order made (a node's id is its place here)
        self.created: list[Node] = []
        #: every reading of a DAG file, by path
        self.runs: dict[str, list[Run]] = {}
        #: what ``files`` answered: ("dag_file" | "is_dir", path, answer), in the order asked
        self.trace: list[tuple[str, str, object]] = []
        #: events holding problems, commands holding unresolved names
        self.with_problems: set[Event] = set()
        self.with_unresolved: set[App] = set()
        self.rescue: str | None = None
        #: the event being processed (what is said goes there) and the node being set, if any
        self.event: Event | None = None
        self.current: Node | None = None
        #: set while commands are processed again for some nodes only (see ``incremental``)
        self.only: set[Node] | None = None
        #: name lookups answered as of a command's key (``incremental``); None: as the build goes
        self.lookup_as_of: Callable[[Scope, str, int], Node | None] | None = None
        #: ALL_NODES when commands are processed again: (the nodes asked for that were in the
        #: scope at a key, the first node there was then)
        self.all_nodes_as_of: Callable[[Scope, int, bool], tuple[list[Node], Node | None]] | None = None
        #: the first node the last ``targets`` named (all of them, not only those asked for)
        self.first_target: Node | None = None
        #: the SPLICE commands that read a splice
        self.splice_apps: list[App] = []
        #: a splice's name as a command at a key sees it, when commands are processed again
        self.splice_as_of: Callable[[Scope, str, int], tuple[Scope, Splice] | None] | None = None
        #: the nodes made while commands are processed again, and those whose dependencies changed
        self.made: list[Node] | None = None
        self.touched: set[Node] = set()
        #: the names of each scope, indexed for suggestions (kept while ``names_epoch`` holds)
        self._names: dict[int, tuple[int, _Names]] = {}
        self.names_epoch = 0

    # ------------------------------------------------------------------ helpers
    def next_event(self) -> Event:
        self.counter += GAP
        event = Event(self.counter)
        self.order.append(event)
        return event

    def problem(self, code: str, level: Level, message: str, where: Where,
                related: Iterable[tuple[Where, str]] = (), key: Any = None) -> None:
        problem = Problem(code, level, message, where, tuple(related))
        event = self.event
        assert event is not None
        node = self.current
        if node is not None:
            assert isinstance(event, App)
            event.node_problems.setdefault(node, []).append((problem, key))
        else:
            event.problems.append(problem)
        self.with_problems.add(event)

    def override(self, earlier_all_nodes: bool, message: str, where: Place, related: Iterable[tuple[Where, str]]) -> None:
        """condor_dagman's warning about a setting given twice. A node's own setting replacing
        the ALL_NODES one is the documented way to make an exception (the last one wins), so
        that is only a note. An ALL_NODES line overriding is reported once, for the first node."""
        self.problem("dag-override", Level.INFO if earlier_all_nodes else Level.WARNING, message, where, related,
                     (where.line, where.start, where.end))

    def error(self, code: str, message: str, where: Where, related: Iterable[tuple[Where, str]] = ()) -> None:
        self.problem(code, Level.ERROR, message, where, related)

    def warning(self, code: str, message: str, where: Where, related: Iterable[tuple[Where, str]] = ()) -> None:
        self.problem(code, Level.WARNING, message, where, related)

    def place(self, token: c.Token | c.Statement | None, fallback: c.Statement | None = None) -> Place:
        """Where a word of the current command is (the whole statement for None)."""
        app = self.event
        assert isinstance(app, App)
        if token is None:
            assert fallback is not None
            token = fallback
        return Place(app.line, token.start, token.end)

    def whole(self) -> Place:
        app = self.event
        assert isinstance(app, App)
        return Place(app.line, 0, app.line.statement.end)

    def reference(self, kind: RefKind, token: c.Token, target: object, cmd: Cmd | None, definition: bool = False,
                  all_nodes: bool = False) -> None:
        app = self.event
        assert isinstance(app, App)
        app.refs.append(Reference(kind, token.text, Place(app.line, token.start, token.end), target,  # type: ignore[arg-type]
                                  definition, cmd, all_nodes))

    def each(self, nodes: list[Node]) -> Iterator[Node]:
        """The nodes a command sets something for, each made current (what is said while it is
        current is about that node), less those not asked for when processing again."""
        only = self.only
        app = self.event
        assert isinstance(app, App)
        try:
            for node in nodes:
                if only is not None and node not in only:
                    continue
                self.current = node
                yield node
        finally:
            self.current = None

    def make_node(self, name: str, local_name: str, kind: NodeKind, file: str, name_span: Where | None,
                  statement: Where | None, birth: Event, **fields: Any) -> Node:
        node = Node(name, local_name, kind, len(self.created), file, name_span, statement, **fields)
        node._birth = (birth, 0)
        node._made = birth
        if self.made is not None:  # processed again: in its place in creation order, ids follow
            self.made.append(node)
            assert self.only is not None
            self.only.add(node)
            created = self.created
            at = bisect.bisect_left(created, birth.key, key=lambda n: n._made.key)
            created.insert(at, node)
            for index in range(at, len(created)):
                created[index].id = index
        else:
            self.created.append(node)
        return node

    # ------------------------------------------------------------------ files
    def run(self, root: DagFile | None = None, rescue: str | None = None, rescue_file: DagFile | None = None) -> Dag:
        """Read the DAG; then, like condor_dagman running a rescue DAG, the ``rescue`` file into
        the same DAG (dagman_main.cpp: the rescue file is processed after the DAG's splices are
        merged, so its DONE lines name any node)."""
        self.rescue = rescue
        self.process(self.path, self.top, self.cwd, None, 0, root, None)
        if rescue is not None:
            self.event = self.next_event()
            self.lift(self.top)
            self.process(rescue, self.top, self.cwd, None, 0, rescue_file, None)
        return self.assemble()

    def process(self, written: str, scope: Scope, cwd: str, via: Place | None, depth: int,
                given: DagFile | None, parent: App | None) -> bool:
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
        if given is not None:
            dag_file: DagFile | None = given
            self.trace.append(("given", path, given))
        else:
            dag_file = self.files.dag_file(path)
            self.trace.append(("dag_file", path, dag_file))
        if dag_file is None:
            self.dag.unread[path] = "not found"
            if via is not None:
                self.error("dag-missing-file", f"{written}: no such file (looked up as {path}); condor_dagman "
                           "fails to read the DAG", via)
            return False
        if not dag_file.current:
            dag_file = fresh(dag_file)  # a version whose lines have moved on: read it again
        self.read_count += 1
        self.dag.files.setdefault(path, dag_file)
        self.active.add(path)
        caller = self.event
        run = Run(path, dag_file, scope, cwd, depth, parent)
        self.runs.setdefault(path, []).append(run)
        if parent is not None:
            parent.nested = run
        try:
            run.start = self.event = self.next_event()
            for line in dag_file.lines:
                problem = parse_problem(line)
                if problem is not None:
                    run.parse[line] = problem
            first, second = run.passes
            for line in dag_file.lines:
                if line.statement.cmd in FIRST_PASS:
                    first.append(self.command(line, run))
            for line in dag_file.lines:
                cmd = line.statement.cmd
                if cmd is not None and cmd not in FIRST_PASS:
                    second.append(self.command(line, run))
        finally:
            self.active.discard(path)
        run.end = self.event = self.next_event()
        self.lift(scope)
        self.record_ends(scope)
        self.event = caller
        return True

    # ------------------------------------------------------------------ commands
    def command(self, line: Line, run: Run) -> App:
        self.counter += GAP
        app = App(self.counter, line, run, run.scope, run.cwd, run.depth)
        self.order.append(app)
        run.apps[line] = app
        if line.statement.cmd in CATEGORY_COMMANDS:
            run.scope.category_apps.append(app)
        self.apply(app)
        return app

    def apply(self, app: App) -> None:
        """Process one command (again, when an edit brings its record up to date)."""
        self.event = app
        self.current = None
        handler = _HANDLERS.get(app.line.statement.cmd)  # type: ignore[arg-type]
        if handler is not None:
            handler(self, app.line.statement, app)
        self.event = app
        self.current = None

    def look(self, scope: Scope, name: str) -> Node | None:
        """``scope``'s node of that name as the current command sees it (the lookup is recorded)."""
        app = self.event
        assert isinstance(app, App)
        app.lookups.append(name)
        found = scope.lookups.get(name)
        if found is None:
            scope.lookups[name] = [app]
        elif found[-1] is not app:
            found.append(app)
        if self.lookup_as_of is not None:
            return self.lookup_as_of(scope, name, app.key)
        return scope.by_name.get(name)

    def define_node(self, st: c.NodeStatement, app: App) -> None:
        if st.name is None:
            return
        scope = app.scope
        name = st.name.text
        cmd = st.cmd
        assert cmd is not None
        name_span = self.place(st.name)
        existing = self.look(scope, name)
        defs = scope.defs.setdefault(name, [])
        if app not in defs:
            defs.append(app)
        if existing is not None:
            self.error("dag-duplicate-name", f"Node {name} already exists in DAG", name_span,
                       _defined_at(existing))
            self.reference(RefKind.NODE, st.name, existing, cmd, definition=True)
            return
        if name in scope.splices:
            _, splice = scope.splices[name]
            self.error("dag-duplicate-name", f"Node name {name} already associated with a splice in DAG", name_span,
                       [(splice._name_span, f"splice {name} is defined here")])
            return
        kind = NodeKind(cmd.value)
        node = self.make_node(name, name, kind, app.path, name_span, self.whole(), app)
        app.defines = node
        if st.inline is not None:
            node._inline = (st.inline, app.line)
            key = f"{name}-InlineDesc{self.inline_id}"
            self.inline_id += 1
            scope.descriptions[key] = Description(key, st.inline, app.path, None, app.line)
        elif st.submit is not None:
            node.submit = st.submit.text
            node._submit_span = self.place(st.submit)
            if cmd is not Cmd.SUBDAG and node.submit.endswith(DAG_SUBMIT_SUFFIX) and cmd is not Cmd.FINAL:
                self.error("dag-node-type", "The use of the JOB keyword for nested DAGs is prohibited: "
                           f"`{node.submit}` is a DAG's submit file; use SUBDAG EXTERNAL {name} "
                           f"{node.submit[:-len(DAG_SUBMIT_SUFFIX)]}", node._submit_span)
        if st.directory is not None:
            node.directory = st.directory.text
            node.directory_written = st.directory.text
            node._directory_span = self.place(st.directory)
        node.noop = st.noop is not None
        if st.done is not None:
            if kind.regular:
                node.done = True
                node._done_spans.append(self.place(st.done))
            else:
                self.warning("dag-ignored", f"{SPELLING[cmd]} node {name} can not be marked as DONE: "
                             "condor_dagman ignores the DONE option", self.place(st.done))
        self.reference(RefKind.NODE, st.name, node, cmd, definition=True)
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
        if self.made is not None:  # processed again: in its place among the others
            at = bisect.bisect_left(scope.nodes, node_order(node), key=node_order)
            scope.nodes.insert(at, node)
        else:
            scope.nodes.append(node)

    def define_splice(self, st: c.SpliceStatement, app: App) -> None:
        if st.name is None or st.dag is None:
            return
        scope, cwd, path = app.scope, app.cwd, app.path
        name = st.name.text
        name_span = self.place(st.name)
        existing = self.look(scope, name)  # recorded: a node of that name coming or going changes this
        if existing is not None:
            self.error("dag-duplicate-name", f"Splice name {name} already associated with a node in DAG", name_span,
                       _defined_at(existing))
            return
        if name in scope.splices:
            self.error("dag-duplicate-name", f"Splice named {name} already exists in DAG", name_span,
                       [(scope.splices[name][1]._name_span, "the first splice of that name")])
            return
        directory = st.directory.text if st.directory is not None else None
        splice_cwd = os.path.normpath(os.path.join(cwd, directory)) if directory else cwd
        full = scope.prefix + name
        splice = Splice(full, name, st.dag.text, os.path.normpath(os.path.join(splice_cwd, st.dag.text)), directory,
                        path, name_span, self.whole(), splice_cwd, scope.splice)
        self.reference(RefKind.SPLICE, st.name, splice, Cmd.SPLICE, definition=True)
        self.dag.splices.append(splice)
        if directory:
            is_dir = self.files.is_dir(splice_cwd)
            self.trace.append(("is_dir", splice_cwd, is_dir))
            if not is_dir:
                self.error("dag-missing-file", f"Failed to change to directory {directory} (looked up as {splice_cwd}); "
                           f"condor_dagman cannot read splice {name}", self.place(st.directory))
                return
        inner = Scope(name + "+", directory or ".", splice=splice, path=scope.path + (name,))
        splice.read = self.process(st.dag.text, inner, splice_cwd, self.place(st.dag), app.depth + 1, None, app)
        app.after = self.event = self.next_event()
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
        app.splice = (inner, splice)
        self.splice_apps.append(app)

    def lift(self, scope: Scope) -> None:
        """LiftSplices(SELF): the splices read so far join ``scope`` (in the order of their
        names: condor_dagman keeps them in a ``std::map``); then the scope's DIR is put in front
        of its nodes' relative directories."""
        event = self.event
        seq = 0
        for name, (inner, splice) in sorted(scope.splices.items()):
            for category in inner.categories.values():
                mine = scope.categories.get(category.name)
                if mine is None:
                    scope.categories[category.name] = category
                    if event is not None:
                        scope.category_keys[category.name] = event
                    scope.lifted_categories.add(category.name)
                    continue
                if mine.max_jobs is not None and category.max_jobs is not None and mine.max_jobs != category.max_jobs:
                    assert mine._max_jobs_span is not None
                    self.warning("dag-override", f"higher-level MAXJOBS value of {mine.max_jobs} for category "
                                 f"{mine.name} overrides splice {name}'s value of {category.max_jobs}",
                                 mine._max_jobs_span, [(category._max_jobs_span, "the splice's value")]
                                 if category._max_jobs_span else ())
                elif mine.max_jobs is None:
                    mine.max_jobs, mine._max_jobs_span = category.max_jobs, category._max_jobs_span
                mine.nodes.extend(category.nodes)
                mine._spans.extend(category._spans)
            for node in inner.nodes:
                if not node.parents:
                    scope.initial.append(node)
                    continue
                if not node.children:
                    scope.terminal.append(node)
            for node in inner.nodes:
                scope.nodes.append(node)
                scope.by_name[node.name] = node
                node._birth = (event, seq)
                seq += 1
            for key, description in inner.descriptions.items():
                mine_d = scope.descriptions.get(key)
                if mine_d is not None and mine_d.inline.text != description.inline.text:
                    if description._name_span is not None:
                        self.warning("dag-override", f"Conflicting inline descriptions using the same name '{key}' "
                                     f"in splice {name}: which one a node gets is undefined", description._name_span,
                                     [(mine_d._name_span, "the other description")] if mine_d._name_span else ())
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
    def record_ends(scope: Scope) -> None:
        for node in scope.nodes:
            if not node.parents:
                scope.initial.append(node)
            if not node.children:
                scope.terminal.append(node)

    # ------------------------------------------------------------------ name lookup
    def targets(self, token: c.Token, app: App, cmd: Cmd, regular_only: bool = True) -> list[Node]:
        """FindAllNodes: ALL_NODES (the JOB nodes that exist now) or one node by name (any kind);
        records the reference, and an unresolved name for the end."""
        scope = app.scope
        name = token.text
        if is_all_nodes(name):
            app.all_nodes = True
            if app not in scope.all_nodes:
                scope.all_nodes.append(app)
            self.reference(RefKind.NODE, token, None, cmd, all_nodes=True)
            if self.all_nodes_as_of is not None:
                found, first = self.all_nodes_as_of(scope, app.key, regular_only)
            else:
                found = [n for n in scope.nodes if n.kind.regular] if regular_only else list(scope.nodes)
                first = found[0] if found else None
            self.first_target = first
            if first is None:
                self.error("dag-undefined-node", f"ALL_NODES names no node here: there is no JOB node yet "
                           f"(condor_dagman: Unknown node {ALL_NODES} referenced)", self.place(token))
            return found
        node = self.look(scope, name)
        self.reference(RefKind.NODE, token, node, cmd)
        self.first_target = node
        if node is None:
            self.unresolved(name, token, cmd, app)
            return []
        return [node]

    def unresolved(self, name: str, token: c.Token, cmd: Cmd, app: App) -> None:
        app.unresolved.append(Unresolved(name, self.place(token), cmd, app.scope, app.scope.path))
        self.with_unresolved.add(app)

    def one_node(self, token: c.Token, app: App, cmd: Cmd) -> Node | None:
        """FindNodeByName: a node named exactly (no ALL_NODES)."""
        node = self.look(app.scope, token.text)
        self.reference(RefKind.NODE, token, node, cmd)
        if node is None:
            self.unresolved(token.text, token, cmd, app)
        return node

    def not_for(self, node: Node, kinds: Callable[[NodeKind], bool], cmd: Cmd, token: c.Token, what: str) -> bool:
        """True (and an error) when ``node`` is of a kind the command refuses."""
        if kinds(node.kind):
            self.error("dag-node-type", f"{node.kind.value} node {node.name} {what}", self.place(token),
                       _defined_at(node))
            return True
        return False

    # ------------------------------------------------------------------ dependencies
    def depend(self, st: c.DependencyStatement, app: App) -> None:
        scope = app.scope
        source = self.whole()
        parents, parents_ok = self._ends(st.parents, app, True)
        children, children_ok = self._ends(st.children, app, False)
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
                           f"refuses to add children to it", self._token_of(st.parents, node, source),
                           _defined_at(node))
        for node in children:
            if node.kind in (NodeKind.FINAL, NodeKind.PROVISIONER, NodeKind.SERVICE):
                bad = True
                self.error("dag-node-type", f"{node.kind.value} node {node.name} cannot be a child: condor_dagman "
                           f"refuses to add parents to it", self._token_of(st.children, node, source),
                           _defined_at(node))
        if bad:
            return
        if len(parents) > 1 and len(children) > 1:
            name = f"_condor_join_node{self.join_id}"
            join = self.make_node(name, name, NodeKind.JOIN, app.path, None, source, app, submit="DNE.sub", noop=True)
            app.join = join
            self.join_id += 1
            scope.nodes.append(join)
            scope.by_name[join.name] = join
            for seq, parent in enumerate(parents):
                self.connect(parent, join, st.weak, source, app, seq)
            for seq, child in enumerate(children, start=len(parents)):
                self.connect(join, child, False, source, app, seq)
            return
        only = self.only
        seq = 0
        for parent in parents:
            for child in children:
                if only is None or parent in only or child in only:
                    self.connect(parent, child, st.weak, source, app, seq)
                seq += 1

    def connect(self, parent: Node, child: Node, weak: bool, source: Where, app: App, seq: int) -> None:
        """A dependency made by ``app``, the ``seq``-th it makes (what orders a node's parents and
        children as condor_dagman has them when commands are processed again)."""
        arc = parent.children.get(child)
        if arc is None:
            arc = Arc(weak)
            parent.children[child] = arc
            child.parents[parent] = arc
        elif not weak:
            arc.weak = False
        owner = (app, weak, seq)
        if self.made is not None:  # processed again: the sources stay in processing order
            self.touched.add(parent)
            self.touched.add(child)
            at = bisect.bisect_left(arc._owners, (app.key, seq), key=lambda o: (o[0].key, o[2]))
            arc._sources.insert(at, source)
            arc._owners.insert(at, owner)
        else:
            arc._sources.append(source)
            arc._owners.append(owner)
        app.edges.append((parent, child))

    @staticmethod
    def _token_of(tokens: list[c.Token], node: Node, fallback: Place) -> Place:
        for token in tokens:
            if token.text in (node.local_name, node.name):
                return Place(fallback.line, token.start, token.end)
        return fallback

    def _ends(self, tokens: list[c.Token], app: App, parents: bool) -> tuple[list[Node], bool]:
        """The nodes the names stand for (a splice: its exit nodes as a parent, its entry nodes
        as a child), and whether every name resolved."""
        scope = app.scope
        found: list[Node] = []
        ok = True
        for token in tokens:
            name = token.text
            if self.splice_as_of is not None:
                named = self.splice_as_of(scope, name, app.key)
            else:
                named = scope.splices.get(name)
            if named is not None:
                inner, splice = named
                self.reference(RefKind.SPLICE, token, splice, Cmd.PARENT)
                found.extend(inner.terminal if parents else inner.initial)
                continue
            node = self.one_node(token, app, Cmd.PARENT)
            if node is None:
                ok = False
            else:
                found.append(node)
        return found, ok

    def connect_splices(self, st: c.ConnectStatement, app: App) -> None:
        if st.first is None or st.second is None:
            return
        scope = app.scope
        ends = []
        for token, role in ((st.first, "parent"), (st.second, "child")):
            entry = scope.splices.get(token.text)
            self.reference(RefKind.SPLICE, token, entry[1] if entry else None, Cmd.CONNECT)
            if entry is None:
                self.error("dag-undefined-node", f"Connect {role} splice {token.text} does not exist",
                           self.place(token))
            ends.append(entry)
        if ends[0] is None or ends[1] is None:
            return
        (parent, parent_splice), (child, child_splice) = ends
        span = self.whole()
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
                    self.connect(out, into, False, span, app, len(app.edges))
        for node in child.nodes:
            if not node.parents:
                self.error("dag-pins", f"child splice node {node.name} has no parents after making pin connections; "
                           "add pin_in or parent", span, _defined_at(node))
                return

    def pin(self, st: c.NodeValueStatement, app: App) -> None:
        if st.node is None or st.value is None:
            return
        node = self.one_node(st.node, app, st.cmd or Cmd.PIN_IN)
        if node is None:
            return
        scope = app.scope
        pins = scope.pins_in if st.cmd is Cmd.PIN_IN else scope.pins_out
        while len(pins) < st.value:
            pins.append([])
        pins[st.value - 1].append(node)

    # ------------------------------------------------------------------ node settings
    def script(self, st: c.ScriptStatement, app: App) -> None:
        if st.node is None or st.script_type is None or st.command is None:
            return
        kind = st.script_type.text.upper()
        all_nodes = is_all_nodes(st.node.text)
        script = Script(kind, st.command.text, self.whole(), self.place(st.command),
                        st.defer_status, st.defer_time, st.debug_file.text if st.debug_file else None,
                        st.debug_stream.text.upper() if st.debug_stream else None, all_nodes)
        line = app.line
        for node in self.each(self.targets(st.node, app, Cmd.SCRIPT)):
            old = node.scripts.get(kind)
            if old is not None and old._span != script._span:
                self.override(old.all_nodes, f"node {node.name} already has {kind} script <{old.command}> assigned; "
                              f"changing to <{script.command}>", Place(line, st.node.start, st.node.end),
                              [(old._span, "the earlier script")])
            node.scripts[kind] = script

    def retry(self, st: c.NodeValueStatement, app: App) -> None:
        if st.node is None or st.value is None:
            return
        setting = Setting(st.value, self.whole(), st.extra, is_all_nodes(st.node.text))
        for node in self.each(self.targets(st.node, app, Cmd.RETRY)):
            if self.not_for(node, lambda k: not k.regular, Cmd.RETRY, st.node, "can not have a retry specification"):
                continue
            node.retry = setting

    def abort(self, st: c.NodeValueStatement, app: App) -> None:
        if st.node is None or st.value is None:
            return
        setting = Setting(st.value, self.whole(), st.extra, is_all_nodes(st.node.text))
        for node in self.each(self.targets(st.node, app, Cmd.ABORT_DAG_ON)):
            if self.not_for(node, lambda k: k is NodeKind.FINAL, Cmd.ABORT_DAG_ON, st.node,
                            "cannot have an ABORT-DAG-ON specification"):
                continue
            node.abort_dag_on = setting

    def vars(self, st: c.VarsStatement, app: App) -> None:
        if st.node is None or not st.pairs:
            if st.node is not None:
                self.targets(st.node, app, Cmd.VARS)
            return
        placement = st.placement.text.upper() if st.placement is not None else None
        all_nodes = is_all_nodes(st.node.text)
        statement = self.whole()
        line = app.line
        made = []
        for key, value in st.pairs:
            name = "My." + key.text[1:] if key.text.startswith("+") else key.text
            made.append(Var(name, value.text, placement, Place(line, key.start, key.end),
                            Place(line, value.start, value.end), statement, all_nodes))
        for node in self.each(self.targets(st.node, app, Cmd.VARS)):
            vars = node.vars
            for var in made:
                for index, old in enumerate(vars):
                    if old.name == var.name:
                        if old._name_span != var._name_span:
                            self.override(old.all_nodes, f'VAR "{var.name}" is already defined in node {node.name}; '
                                          f'now "{var.value}"', var._name_span, [(old._name_span, "the earlier value")])
                        # the value changes; the place (prepended or appended) stays the first one's
                        vars[index] = Var(var.name, var.value, old.placement, var._name_span, var._value_span,
                                          var._statement, var.all_nodes)
                        break
                else:
                    vars.append(var)

    def priority(self, st: c.NodeValueStatement, app: App) -> None:
        if st.node is None or st.value is None:
            return
        setting = Setting(st.value, self.whole(), None, is_all_nodes(st.node.text))
        for node in self.each(self.targets(st.node, app, Cmd.PRIORITY)):
            if self.not_for(node, lambda k: not k.regular, Cmd.PRIORITY, st.node, "can not have a priority"):
                continue
            old = node.priority
            if old is not None and old.value and old.value != st.value:
                self.override(old.all_nodes, f"New priority {st.value} for node {node.name} overrides old value "
                              f"{old.value}", self.place(st.value_token, st), [(old._span, "the earlier priority")])
            node.priority = setting

    def pre_skip(self, st: c.NodeValueStatement, app: App) -> None:
        if st.node is None or st.value is None:
            return
        value_span = self.place(st.value_token, st)
        setting = Setting(st.value, self.whole(), None, is_all_nodes(st.node.text))
        low, high = PRE_SKIP_RANGE
        targets = self.targets(st.node, app, Cmd.PRE_SKIP)
        first = self.first_target
        if first is not None and not low <= st.value <= high:
            # condor_dagman stops at the first node (ALL_NODES: the first in the DAG's order)
            self.error("dag-invalid-number", f"Failed to add pre skip to {first.name}: PRE_SKIP exit code must be "
                       f"between {low} and {high}", value_span)
            return
        for node in self.each(targets):
            if st.value == 0:
                self.warning("dag-questionable", "exit code 0 for a PRE_SKIP value is weird: a PRE script that "
                             "succeeds then skips the node's job", value_span)
            old = node.pre_skip
            if old is not None and old._span != setting._span:
                self.override(old.all_nodes, f"new PRE_SKIP value {st.value} for node {node.name} overrides old value "
                              f"{old.value}", value_span, [(old._span, "the earlier PRE_SKIP")])
            node.pre_skip = setting

    def tolerance(self, st: c.NodeValueStatement, app: App) -> None:
        if st.node is None or st.value is None:
            return
        setting = Setting(f"{st.value}{'%' if st.percent else ''}", self.whole(), None, is_all_nodes(st.node.text))
        for node in self.each(self.targets(st.node, app, Cmd.TOLERANCE)):
            node.tolerance = setting

    def done(self, st: c.NodeValueStatement, app: App) -> None:
        if st.node is None:
            return
        node = self.one_node(st.node, app, Cmd.DONE)
        if node is None:
            return
        for node in self.each([node]):
            if self.not_for(node, lambda k: not k.regular, Cmd.DONE, st.node,
                            "can not be referenced by the DONE command (an error with the default DAGMAN_USE_STRICT "
                            "= 1)"):
                return
            node.done = True
            node._done_spans.append(self.place(st.node))

    def save_point(self, st: c.NodeValueStatement, app: App) -> None:
        if st.node is None or is_all_nodes(st.node.text):
            return
        node = self.one_node(st.node, app, Cmd.SAVE_POINT_FILE)
        if node is None:
            return
        for node in self.each([node]):
            if self.not_for(node, lambda k: not k.regular, Cmd.SAVE_POINT_FILE, st.node,
                            "cannot have a save point file"):
                return
            name = st.name.text if st.name is not None else f"{st.node.text}-{os.path.basename(app.path)}.save"
            node.save_point = Setting(name, self.whole())

    def category(self, st: c.NodeValueStatement, app: App) -> None:
        if st.node is None or st.name is None:
            return
        scope = app.scope
        name = st.name.text
        category = scope.categories.get(name) or Category(name)
        category._spans.append(self.place(st.name))
        self.reference(RefKind.CATEGORY, st.name, category, Cmd.CATEGORY)
        setting = Setting(name, self.whole(), None, is_all_nodes(st.node.text))
        for node in self.each(self.targets(st.node, app, Cmd.CATEGORY)):
            if self.not_for(node, lambda k: not k.regular, Cmd.CATEGORY, st.node, "can not be added to a category"):
                continue
            old = node.category
            if name not in scope.categories:
                scope.categories[name] = category
                scope.category_keys[name] = app
            if old is not None and old.value != name:
                self.override(old.all_nodes, f"new category {name} for node {node.name} overrides old value "
                              f"{old.value}", self.place(st.name), [(old._span, "the earlier category")])
                previous = scope.categories.get(str(old.value))
                if previous is not None and node in previous.nodes:
                    previous.nodes.remove(node)
            node.category = setting
            if node not in category.nodes:
                category.nodes.append(node)

    def maxjobs(self, st: c.MaxJobsStatement, app: App) -> None:
        if st.category is None or st.limit is None:
            return
        scope = app.scope
        name = st.category.text
        category = scope.categories.get(name)
        if category is None:
            category = scope.categories[name] = Category(name)
            scope.category_keys[name] = app
        span = self.place(st.limit_token, st)
        self.reference(RefKind.CATEGORY, st.category, category, Cmd.MAXJOBS)
        if category.max_jobs is not None and category.max_jobs != st.limit:
            self.warning("dag-override", f"new maxjobs value {st.limit} for category {name} overrides old value "
                         f"{category.max_jobs}", span, [(category._max_jobs_span, "the earlier value")]
                         if category._max_jobs_span else ())
        category.max_jobs = st.limit
        category._max_jobs_span = span

    def describe(self, st: c.DescriptionStatement, app: App) -> None:
        if st.name is None or st.inline is None:
            return
        scope = app.scope
        name = st.name.text
        description = Description(name, st.inline, app.path, self.place(st.name), app.line)
        old = scope.descriptions.get(name)
        if old is not None:
            self.warning("dag-override", f"Inline Description name '{name}' used multiple times: the later one "
                         "replaces the earlier", self.place(st.name),
                         [(old._name_span, "the earlier description")] if old._name_span else ())
        scope.descriptions[name] = description
        self.reference(RefKind.DESCRIPTION, st.name, description, Cmd.SUBMIT_DESCRIPTION, definition=True)

    def include(self, st: c.FileStatement, app: App) -> None:
        if st.file is None:
            return
        span = self.place(st.file)
        target = os.path.normpath(os.path.join(app.cwd, st.file.text))
        self.dag.files_used.append(FileUse(Cmd.INCLUDE, st.file.text, target, span, self.whole()))
        self.process(st.file.text, app.scope, app.cwd, span, app.depth + 1, None, app)
        app.after = self.event = self.next_event()

    def reject(self, st: c.Statement, app: App) -> None:
        self.error("dag-reject", "REJECT: condor_dagman refuses to run this DAG (condor_submit_dag writes REJECT into "
                   "a rescue DAG of a DAG it could not read)", self.whole())

    def outputs(self, st: c.FileStatement, app: App) -> None:
        """DOT, NODE_STATUS_FILE, JOBSTATE_LOG: files condor_dagman writes."""
        if st.file is None or st.cmd is None:
            return
        cwd = app.cwd
        use = FileUse(st.cmd, st.file.text, os.path.normpath(os.path.join(cwd, st.file.text)),
                      self.place(st.file), self.whole())
        self.dag.files_used.append(use)
        if st.cmd is Cmd.DOT and app.scope.top:
            self.dag.dot = use
            self.dag.dot_include = None
            if st.include is not None:
                self.dag.dot_include = FileUse(Cmd.DOT, st.include.text,
                                               os.path.normpath(os.path.join(cwd, st.include.text)),
                                               self.place(st.include), use._statement)

    def submit_time(self, st: c.Statement, app: App) -> None:
        """CONFIG, SET_JOB_ATTR and ENV: read by condor_submit_dag from the DAG file it is given."""
        assert st.cmd is not None
        if app.path != self.path:
            where = "a spliced DAG" if app.scope.splice is not None else "an included file"
            self.warning("dag-ignored", f"{SPELLING[st.cmd]} in {where} has no effect: condor_submit_dag reads it only "
                         "from the DAG file it submits", self.place(st.keyword))
            return
        if isinstance(st, c.FileStatement) and st.file is not None:
            self.dag.files_used.append(FileUse(st.cmd, st.file.text,
                                               os.path.normpath(os.path.join(app.cwd, st.file.text)),
                                               self.place(st.file), self.whole()))

    # ------------------------------------------------------------------ the end
    def assemble(self, previous: Dag | None = None, nodes_changed: bool = True) -> Dag:
        """The :class:`Dag` of the build as it stands: the nodes, their order and what was said.
        ``previous`` is the DAG of the build before an update (what did not change is shared)."""
        top = self.top
        # always a new Dag: the builder's own (``self.dag``, what reading the files fills) is kept
        # with the builder for updates, and must not keep a handed-out version (and whatever
        # callers hang on it) alive
        dag = Dag(self.path, self.cwd)
        for name in ("files", "splices", "files_used", "dot", "dot_include", "unread"):
            setattr(dag, name, getattr(previous if previous is not None else self.dag, name))
        dag._builder = self
        if previous is None or nodes_changed:
            dag.node_order = list(top.nodes)
            nodes: dict[str, Node] = {}
            for node in top.nodes:
                if node.kind is not NodeKind.JOIN and node.name not in nodes:
                    nodes[node.name] = node
            for node in top.services:
                nodes.setdefault(node.name, node)
            dag.nodes = nodes
        else:
            dag.node_order, dag.nodes = previous.node_order, previous.nodes
        dag.final, dag.provisioner = top.final, top.provisioner
        dag.descriptions = dict(top.descriptions)
        keys = top.category_keys
        dag.categories = {name: top.categories[name] for name in
                          sorted(top.categories, key=lambda n: keys[n].key if n in keys else 0)}
        dag.problems = self.problems(dag)
        return dag

    def problems(self, dag: Dag) -> list[Problem]:
        """What was said, in the order condor_dagman reads the files (an ALL_NODES line overriding
        several nodes once), then the names that named nothing; each finding once."""
        out: list[Problem] = []
        for run_list in self.runs.values():
            for run in run_list:
                if run.parse and run.start is not None:
                    self.with_problems.add(run.start)
        events = sorted(self.with_problems, key=lambda e: e.key)
        seen: set[Any] = set()
        starts = {run.start: run for run_list in self.runs.values() for run in run_list if run.parse}
        kept = set()
        for event in events:
            run = starts.get(event)
            if run is not None:
                out.extend(problem for _line, problem in sorted(run.parse.items(), key=lambda item: item[0].start))
            out.extend(event.problems)
            if isinstance(event, App) and event.node_problems:
                for node in sorted(event.node_problems, key=node_order):
                    for problem, key in event.node_problems[node]:
                        if key is not None:
                            if key in seen:
                                continue
                            seen.add(key)
                        out.append(problem)
            if event.problems or run is not None or (isinstance(event, App) and event.node_problems):
                kept.add(event)
        self.with_problems = kept
        out.extend(self._report_unresolved(dag))
        return _dedupe(out)

    def references(self, dag: Dag) -> list[Reference]:
        out: list[Reference] = []
        for event in self.order:
            refs = getattr(event, "refs", None)
            if refs:
                out.extend(refs)
        # a node naming a SUBMIT-DESCRIPTION (looked up when it is submitted, in the whole DAG)
        if dag.descriptions:
            for node in dag.nodes.values():
                if node.submit is not None and node._submit_span is not None and node.kind is not NodeKind.SUBDAG:
                    description = dag.descriptions.get(node.submit)
                    if description is not None:
                        out.append(Reference(RefKind.DESCRIPTION, node.submit, node._submit_span, description,
                                             False, Cmd(node.kind.value)))
        return out

    def statements(self, dag: Dag) -> list[tuple[str, c.Statement]]:
        from .reader import _shift

        out: list[tuple[str, c.Statement]] = []
        for event in self.order:
            if isinstance(event, App):
                line = event.line
                out.append((line.path, _shift(line.statement, line.start) if line.start else line.statement))
        return out

    def _report_unresolved(self, dag: Dag) -> list[Problem]:
        out: list[Problem] = []
        suggested = 0
        apps = sorted(self.with_unresolved, key=lambda a: a.key)
        self.with_unresolved = {app for app in apps if app.unresolved}
        for app in apps:
            for item in app.unresolved:
                found = dag.nodes.get(item.name)
                hint = ""
                splices = item.scope.splice_names
                if item.name in splices:
                    hint = f": {item.name} is a splice, and {SPELLING[item.cmd]} cannot name a splice (only its nodes " \
                           "can be given settings, in the splice's own DAG file)"
                    found = None
                elif found is not None and found.splices != item.splices:
                    hint = (f": it is node {found.local_name} of splice {'+'.join(found.splices)}, and commands cannot "
                            "name the nodes of a splice from outside it (name the splice in PARENT/CHILD)")
                elif found is not None:
                    hint = ": it is defined by a file included further down (an INCLUDE is read where it stands, after "
                    hint += "the nodes of this file), so move the INCLUDE above this line"
                elif suggested < MAX_SUGGESTIONS:
                    suggested += 1
                    close = self.suggestion(item.name, item.scope)
                    if close:
                        hint = f"; did you mean {close}?"
                role = {Cmd.PARENT: "parent or child node"}.get(item.cmd, "node")
                out.append(Problem("dag-undefined-node", Level.ERROR, f"Unknown {role} {item.name}{hint}", item.where_,
                                   tuple(_defined_at(found)) if found is not None else ()))
        return out

    def suggestion(self, name: str, scope: Scope) -> str | None:
        kept = self._names.get(id(scope))
        if kept is None or kept[0] != self.names_epoch:
            kept = self._names[id(scope)] = (self.names_epoch, _Names(scope))
        return kept[1].suggest(name)


#: unknown names given a "did you mean" (each compares the name with every node's)
MAX_SUGGESTIONS = 20
#: names compared at most for one suggestion (those closest in length first)
MAX_CANDIDATES = 2000


class _Names:
    """A scope's names, indexed for "did you mean": by lower case (the first node in the scope's
    order, then the splices) and by length."""

    def __init__(self, scope: Scope) -> None:
        lower: dict[str, tuple[tuple[int, int], str]] = {}
        by_length: dict[int, list[str]] = {}
        for name, node in scope.by_name.items():
            low = name.lower()
            order = node_order(node) if node._birth is not None else (0, 0)
            found = lower.get(low)
            if found is None or order < found[0]:
                lower[low] = (order, name)
            if not name.startswith("_condor_join_node"):
                by_length.setdefault(len(name), []).append(name)
        self.lower = {low: name for low, (_order, name) in lower.items()}
        for name in scope.splice_names:
            self.lower.setdefault(name.lower(), name)
            by_length.setdefault(len(name), []).append(name)
        self.by_length = by_length

    def suggest(self, name: str) -> str | None:
        """A known name that differs from ``name`` only in case, else a close spelling."""
        same = self.lower.get(name.lower())
        if same is not None:
            return same
        candidates: list[str] = []
        for length in range(len(name) - 2, len(name) + 3):
            candidates.extend(self.by_length.get(length, ()))
        if len(candidates) > MAX_CANDIDATES:
            return None
        close = difflib.get_close_matches(name, candidates, n=1)
        return close[0] if close else None


def _defined_at(node: Node) -> list[tuple[Where, str]]:
    if node._name_span is None:
        return []
    return [(node._name_span, f"{node.name} is defined here")]


def _dedupe(problems: list[Problem]) -> list[Problem]:
    """A file read twice (the same splice DAG spliced under two names) reports its problems once."""
    seen: set[tuple[str, str, Span]] = set()
    kept = []
    for problem in problems:
        key = (problem.code, problem.message, problem.span)
        if key not in seen:
            seen.add(key)
            kept.append(problem)
    return kept


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
