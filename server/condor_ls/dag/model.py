"""The DAG as a value: nodes, splices, dependencies, scripts, VARS ... with where each is written.

A :class:`Dag` is what condor_dagman builds from a DAG file and every file it splices or
includes (``DagProcessor::process`` in ``src/condor_dagman/parse.cpp``), plus what it would say
about them (:class:`Problem`). Every name in the files is recorded as a :class:`Reference`
with its source range and what it resolved to, so that editor features (definition,
references, rename, hover) and diagnostics read the same model.

Names: a node's ``name`` is the one condor_dagman uses once splices are merged
(``splice+node``, nested splices outermost first); ``local_name`` is the name as written in its
own file, which is how commands in that file refer to it.

Offsets are byte offsets into the UTF-8 text of the file a :class:`Span` names.

Places: the model is kept between the versions of an edited buffer and updated where an edit
fell (:mod:`.incremental`), so what it records is placed relative to the statement that wrote
it (:class:`Place`: a statement's line and offsets in it). A line's start follows the line as
text is added or removed above it, so every ``..._span`` attribute, read, gives the place in the
newest version of the file that was read; a :class:`Span` read from the model is a plain value.
"""
from __future__ import annotations

import os
from collections.abc import Iterator
from enum import Enum
from typing import TYPE_CHECKING, Any, NamedTuple, Union

from .commands import InlineDescription, Statement
from .keywords import Cmd
from .reader import DagFile, Line

if TYPE_CHECKING:
    from .process import Builder


class NodeKind(str, Enum):
    JOB = "JOB"
    FINAL = "FINAL"
    PROVISIONER = "PROVISIONER"
    SERVICE = "SERVICE"
    #: SUBDAG EXTERNAL: a JOB node whose job is another DAG
    SUBDAG = "SUBDAG"
    #: a node condor_dagman adds itself: ``PARENT p1 p2 CHILD c1 c2`` with several parents and
    #: several children goes through a NOOP node named ``_condor_join_node<N>``
    JOIN = "JOIN"

    @property
    def regular(self) -> bool:
        """Whether condor_dagman counts the node as a JOB (``NodeType::JOB``)."""
        return self in (NodeKind.JOB, NodeKind.SUBDAG, NodeKind.JOIN)


class Level(str, Enum):
    ERROR = "error"
    WARNING = "warning"
    INFO = "info"


class Span(NamedTuple):
    """Where something is written: a byte range of a file."""

    path: str
    start: int
    end: int


class Place:
    """Where something is written, as offsets into a statement's line: its :attr:`span` follows
    the line when the file around it is edited (see the module docstring)."""

    __slots__ = ("line", "start", "end")

    def __init__(self, line: Line, start: int, end: int) -> None:
        self.line = line
        self.start = start
        self.end = end

    @property
    def span(self) -> Span:
        line = self.line
        return Span(line.path, line.start + self.start, line.start + self.end)

    def __eq__(self, other: object) -> bool:
        if other.__class__ is Place:
            return self.line is other.line and self.start == other.start and self.end == other.end  # type: ignore[attr-defined]
        if isinstance(other, Span):
            return self.span == other
        return NotImplemented

    def __hash__(self) -> int:
        return hash((id(self.line), self.start, self.end))

    def __repr__(self) -> str:
        return f"Place({self.span!r})"


#: a place as the model stores it: fixed, or following its line
Where = Union[Span, Place]


def span_of(where: Where) -> Span:
    return where.span if where.__class__ is Place else where  # type: ignore[union-attr,return-value]


def _opt(where: Where | None) -> Span | None:
    if where is None:
        return None
    return where.span if where.__class__ is Place else where  # type: ignore[union-attr,return-value]


class _Value:
    """A small value class whose places are read as spans: equal by value, hashable, and
    iterable like the named tuple it replaces."""

    __slots__ = ()
    _fields: tuple[str, ...] = ()

    def _values(self) -> tuple[Any, ...]:
        return tuple(getattr(self, name) for name in self._fields)

    def __iter__(self) -> Iterator[Any]:
        return iter(self._values())

    def __getitem__(self, index: int) -> Any:
        return self._values()[index]

    def __len__(self) -> int:
        return len(self._fields)

    def __eq__(self, other: object) -> bool:
        if other.__class__ is self.__class__:
            return self._values() == other._values()  # type: ignore[attr-defined]
        if isinstance(other, tuple):
            return self._values() == other
        return NotImplemented

    def __hash__(self) -> int:
        return hash(self._values())

    def __repr__(self) -> str:
        inner = ", ".join(f"{name}={getattr(self, name)!r}" for name in self._fields)
        return f"{type(self).__name__}({inner})"

    def _replace(self, **changes: Any) -> Any:
        values = {name: getattr(self, name) for name in self._fields}
        values.update(changes)
        return type(self)(**values)


class Problem(_Value):
    """What condor_dagman (or condor_submit_dag) would say about the DAG, or what fails when it
    runs. ``code`` is the diagnostic rule's code (docs/rules.md)."""

    __slots__ = ("code", "level", "message", "_span", "_related")
    _fields = ("code", "level", "message", "span", "related")

    def __init__(self, code: str, level: Level, message: str, span: Where,
                 related: tuple[tuple[Where, str], ...] = ()) -> None:
        self.code = code
        self.level = level
        self.message = message
        self._span = span
        self._related = related

    @property
    def span(self) -> Span:
        return span_of(self._span)

    @property
    def related(self) -> tuple[tuple[Span, str], ...]:
        return tuple((span_of(where), message) for where, message in self._related)


class RefKind(str, Enum):
    NODE = "node"
    SPLICE = "splice"
    DESCRIPTION = "description"
    CATEGORY = "category"


class Reference(_Value):
    """A name written in a DAG file, and what it names. ``definition`` marks the place that
    defines it (a JOB line's name, a SPLICE line's name ...). ``target`` is None when the name
    resolves to nothing (an undefined node), or for ALL_NODES (see ``all_nodes``)."""

    __slots__ = ("kind", "text", "_span", "target", "definition", "cmd", "all_nodes")
    _fields = ("kind", "text", "span", "target", "definition", "cmd", "all_nodes")

    def __init__(self, kind: RefKind, text: str, span: Where, target: Node | Splice | Description | Category | None,
                 definition: bool = False, cmd: Cmd | None = None, all_nodes: bool = False) -> None:
        self.kind = kind
        self.text = text
        self._span = span
        self.target = target
        self.definition = definition
        #: the command the name is written in
        self.cmd = cmd
        self.all_nodes = all_nodes

    @property
    def span(self) -> Span:
        return span_of(self._span)

    def path_start(self) -> tuple[str, int]:
        """(file, start offset) of :attr:`span`, without making the span (indexes of many
        references are sorted by it)."""
        where = self._span
        if where.__class__ is Place:
            line = where.line  # type: ignore[union-attr]
            return line.path, line.start + where.start
        return where.path, where.start  # type: ignore[union-attr]


class Var(_Value):
    """One ``key="value"`` a VARS line gives a node. ``name`` is the macro name condor_submit
    receives (``+Attr`` becomes ``My.Attr``)."""

    __slots__ = ("name", "value", "placement", "_name_span", "_value_span", "_statement", "all_nodes")
    _fields = ("name", "value", "placement", "name_span", "value_span", "statement", "all_nodes")

    def __init__(self, name: str, value: str, placement: str | None, name_span: Where, value_span: Where,
                 statement: Where, all_nodes: bool = False) -> None:
        self.name = name
        self.value = value
        #: "PREPEND", "APPEND" or None (then DAGMAN_DEFAULT_APPEND_VARS decides: prepended by default)
        self.placement = placement
        self._name_span = name_span
        self._value_span = value_span
        self._statement = statement
        #: given by ``VARS ALL_NODES``
        self.all_nodes = all_nodes

    @property
    def name_span(self) -> Span:
        return span_of(self._name_span)

    @property
    def value_span(self) -> Span:
        return span_of(self._value_span)

    @property
    def statement(self) -> Span:
        return span_of(self._statement)

    @property
    def prepend(self) -> bool:
        return self.placement != "APPEND"


class Script(_Value):
    __slots__ = ("type", "command", "_span", "_command_span", "defer_status", "defer_time", "debug_file",
                 "debug_stream", "all_nodes")
    _fields = ("type", "command", "span", "command_span", "defer_status", "defer_time", "debug_file", "debug_stream",
               "all_nodes")

    def __init__(self, type: str, command: str, span: Where, command_span: Where, defer_status: int | None = None,
                 defer_time: int | None = None, debug_file: str | None = None, debug_stream: str | None = None,
                 all_nodes: bool = False) -> None:
        self.type = type  # PRE, POST, HOLD
        #: the command line (script and arguments), as condor_dagman splits it at run time on blanks
        self.command = command
        self._span = span
        self._command_span = command_span
        self.defer_status = defer_status
        self.defer_time = defer_time
        self.debug_file = debug_file
        self.debug_stream = debug_stream
        self.all_nodes = all_nodes

    @property
    def span(self) -> Span:
        return span_of(self._span)

    @property
    def command_span(self) -> Span:
        return span_of(self._command_span)

    @property
    def executable(self) -> str:
        words = self.command.split()
        return words[0] if words else ""


class Setting(_Value):
    """A per-node value set by a command (the last one wins), with where it was set."""

    __slots__ = ("value", "_span", "extra", "all_nodes")
    _fields = ("value", "span", "extra", "all_nodes")

    def __init__(self, value: int | str | None, span: Where, extra: int | None = None, all_nodes: bool = False) -> None:
        self.value = value
        self._span = span
        self.extra = extra
        self.all_nodes = all_nodes

    @property
    def span(self) -> Span:
        return span_of(self._span)


class Arc:
    """A dependency from one node to another (``parent -> child``) and the statements that made it."""

    __slots__ = ("weak", "_sources", "_owners")

    def __init__(self, weak: bool, sources: list[Where] | None = None) -> None:
        self.weak = weak
        self._sources: list[Where] = list(sources or ())
        #: per source, the command that made it, whether it was WEAK and which of the command's
        #: dependencies it was (for an update that takes one command's dependencies away)
        self._owners: list[tuple[Any, bool, int]] = []

    @property
    def sources(self) -> list[Span]:
        return [span_of(where) for where in self._sources]

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Arc):
            return NotImplemented
        return self.weak == other.weak and self.sources == other.sources

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        return f"Arc(weak={self.weak!r}, sources={self.sources!r})"


class Node:
    """A node of the DAG (mutable while the DAG is built; identity-hashed)."""

    __slots__ = ("name", "local_name", "kind", "id", "file", "_name_span", "_statement", "splices", "submit",
                 "_submit_span", "_inline", "directory", "directory_written", "_directory_span", "noop", "done",
                 "_done_spans", "scripts", "retry", "abort_dag_on", "priority", "pre_skip", "tolerance", "category",
                 "save_point", "vars", "parents", "children", "_birth", "_made", "__weakref__")

    def __init__(self, name: str, local_name: str, kind: NodeKind, id: int, file: str, name_span: Where | None,
                 statement: Where | None, splices: tuple[str, ...] = (), submit: str | None = None,
                 submit_span: Where | None = None, inline: InlineDescription | None = None, directory: str = "",
                 directory_written: str | None = None, directory_span: Where | None = None, noop: bool = False,
                 done: bool = False) -> None:
        self.name = name
        self.local_name = local_name
        self.kind = kind
        #: creation order (condor_dagman's node id): PARENT lines order their nodes by it
        self.id = id
        self.file = file
        self._name_span = name_span
        self._statement = statement
        #: the splices the node is in, outermost first
        self.splices = splices
        #: the submit file (or SUBMIT-DESCRIPTION name) as written; SUBDAG: the DAG file
        self.submit = submit
        self._submit_span = submit_span
        #: the inline description as its statement holds it (offsets in the statement's line)
        self._inline: tuple[InlineDescription, Line | None] | None = (inline, None) if inline is not None else None
        #: the node's directory as condor_dagman knows it once splices are merged ("" = its own
        #: working directory), and the DIR as written
        self.directory = directory
        self.directory_written = directory_written
        self._directory_span = directory_span
        self.noop = noop
        #: marked done on its line (``DONE`` option) or by a DONE command
        self.done = done
        self._done_spans: list[Where] = []
        self.scripts: dict[str, Script] = {}
        self.retry: Setting | None = None
        self.abort_dag_on: Setting | None = None
        self.priority: Setting | None = None
        self.pre_skip: Setting | None = None
        self.tolerance: Setting | None = None
        self.category: Setting | None = None
        self.save_point: Setting | None = None
        self.vars: list[Var] = []
        self.parents: dict[Node, Arc] = {}
        self.children: dict[Node, Arc] = {}
        #: the event that put the node where it is in its scope, and the one that made it
        #: (builder-internal ordering)
        self._birth: Any = None
        self._made: Any = None

    @property
    def name_span(self) -> Span | None:
        return _opt(self._name_span)

    @property
    def statement(self) -> Span | None:
        return _opt(self._statement)

    @property
    def submit_span(self) -> Span | None:
        return _opt(self._submit_span)

    @property
    def directory_span(self) -> Span | None:
        return _opt(self._directory_span)

    @property
    def done_spans(self) -> list[Span]:
        return [span_of(where) for where in self._done_spans]

    @property
    def inline(self) -> InlineDescription | None:
        held = self._inline
        if held is None:
            return None
        description, line = held
        return description if line is None else shift_inline(description, line.start)

    @property
    def inline_name(self) -> bool:
        return self._inline is not None

    def var(self, name: str) -> Var | None:
        for var in self.vars:
            if var.name == name:
                return var
        return None

    def __repr__(self) -> str:
        return f"Node({self.name!r}, {self.kind.value})"


def shift_inline(description: InlineDescription, delta: int) -> InlineDescription:
    """An inline description with its offsets moved by ``delta`` (from its line to the file)."""
    if not delta:
        return description
    from .lexer import Token

    opener = description.open
    close = description.close
    return InlineDescription(description.text, Token(opener.text, opener.start + delta, opener.end + delta),
                             description.body_start + delta, description.body_end + delta,
                             None if close is None else Token(close.text, close.start + delta, close.end + delta))


class Splice:
    __slots__ = ("name", "local_name", "dag", "dag_path", "directory", "file", "_name_span", "_statement", "cwd",
                 "parent", "nodes", "read", "__weakref__")

    def __init__(self, name: str, local_name: str, dag: str, dag_path: str, directory: str | None, file: str,
                 name_span: Where, statement: Where, cwd: str, parent: Splice | None = None,
                 nodes: list[Node] | None = None, read: bool = False) -> None:
        self.name = name
        self.local_name = local_name
        #: the DAG file as written, and where it was looked for
        self.dag = dag
        self.dag_path = dag_path
        self.directory = directory
        self.file = file
        self._name_span = name_span
        self._statement = statement
        #: the directory the splice's files are read from (absolute)
        self.cwd = cwd
        #: the splice it is in (None at the top)
        self.parent = parent
        self.nodes: list[Node] = nodes if nodes is not None else []
        self.read = read

    @property
    def name_span(self) -> Span:
        return span_of(self._name_span)

    @property
    def statement(self) -> Span:
        return span_of(self._statement)

    def __repr__(self) -> str:
        return f"Splice({self.name!r})"


class Description:
    """A SUBMIT-DESCRIPTION (or a node's own inline description)."""

    __slots__ = ("name", "_inline", "file", "_name_span", "__weakref__")

    def __init__(self, name: str, inline: InlineDescription, file: str, name_span: Where | None,
                 line: Line | None = None) -> None:
        self.name = name
        self._inline = (inline, line)
        self.file = file
        self._name_span = name_span

    @property
    def inline(self) -> InlineDescription:
        description, line = self._inline
        return description if line is None else shift_inline(description, line.start)

    @property
    def name_span(self) -> Span | None:
        return _opt(self._name_span)

    def __repr__(self) -> str:
        return f"Description({self.name!r})"


class Category:
    __slots__ = ("name", "max_jobs", "_max_jobs_span", "nodes", "_spans", "__weakref__")

    def __init__(self, name: str, max_jobs: int | None = None, max_jobs_span: Where | None = None,
                 nodes: list[Node] | None = None, spans: list[Where] | None = None) -> None:
        self.name = name
        self.max_jobs = max_jobs
        self._max_jobs_span = max_jobs_span
        self.nodes: list[Node] = nodes if nodes is not None else []
        self._spans: list[Where] = spans if spans is not None else []

    @property
    def max_jobs_span(self) -> Span | None:
        return _opt(self._max_jobs_span)

    @property
    def spans(self) -> list[Span]:
        return [span_of(where) for where in self._spans]

    def __repr__(self) -> str:
        return f"Category({self.name!r})"


class FileUse(_Value):
    """A file a command names (INCLUDE, CONFIG, DOT ...), as written and as looked up."""

    __slots__ = ("cmd", "written", "path", "_span", "_statement")
    _fields = ("cmd", "written", "path", "span", "statement")

    def __init__(self, cmd: Cmd, written: str, path: str, span: Where, statement: Where) -> None:
        self.cmd = cmd
        self.written = written
        self.path = path
        self._span = span
        self._statement = statement

    @property
    def span(self) -> Span:
        return span_of(self._span)

    @property
    def statement(self) -> Span:
        return span_of(self._statement)


class Dag:
    """A DAG file with everything it splices and includes, as condor_dagman would build it."""

    def __init__(self, path: str, cwd: str) -> None:
        #: the DAG file (absolute path) and the directory condor_dagman runs in (the DAG file's
        #: directory: condor_submit_dag is normally run beside its DAG)
        self.path = path
        self.cwd = cwd
        #: every DAG file read, by absolute path
        self.files: dict[str, DagFile] = {}
        #: the nodes, by the name condor_dagman uses (join nodes excluded), in creation order
        self.nodes: dict[str, Node] = {}
        #: condor_dagman's node list in its own order (join nodes included, SERVICE nodes excluded):
        #: the order of its DOT file
        self.node_order: list[Node] = []
        self.splices: list[Splice] = []
        self.descriptions: dict[str, Description] = {}
        self.categories: dict[str, Category] = {}
        self.files_used: list[FileUse] = []
        self.problems: list[Problem] = []
        self.final: Node | None = None
        self.provisioner: Node | None = None
        #: DOT settings of the top-level DAG (file, update, overwrite, include header)
        self.dot: FileUse | None = None
        self.dot_include: FileUse | None = None
        #: DAG files that could not be read: path -> why
        self.unread: dict[str, str] = {}
        self._references: list[Reference] | None = None
        self._statements: list[tuple[str, Statement]] | None = None
        #: the builder that made this DAG (what the lazy lists are made from)
        self._builder: Builder | None = None
        self._order: Any = None

    # ------------------------------------------------------------------ lists made when first asked for
    @property
    def references(self) -> list[Reference]:
        """Every name written in the files, with what it names, in the order condor_dagman reads them."""
        if self._references is None:
            self._references = self._builder.references(self) if self._builder is not None else []
        return self._references

    def references_made(self) -> int | None:
        """How many names :attr:`references` holds, when it has been made (None: not yet)."""
        return None if self._references is None else len(self._references)

    @references.setter
    def references(self, value: list[Reference]) -> None:
        self._references = value

    @property
    def statements(self) -> list[tuple[str, Statement]]:
        """The statements condor_dagman (or condor_submit_dag) reads, per file, in the order read."""
        if self._statements is None:
            self._statements = self._builder.statements(self) if self._builder is not None else []
        return self._statements

    @statements.setter
    def statements(self, value: list[tuple[str, Statement]]) -> None:
        self._statements = value

    # ------------------------------------------------------------------ queries
    def node(self, name: str) -> Node | None:
        return self.nodes.get(name)

    def parents(self, node: Node) -> list[Node]:
        """The nodes ``node`` waits for (join nodes looked through)."""
        return _through_joins(node, "parents")

    def children(self, node: Node) -> list[Node]:
        return _through_joins(node, "children")

    def dependencies(self) -> Iterator[tuple[Node, Node, Arc]]:
        """Every dependency as the user wrote it (join nodes looked through)."""
        for node in self.node_order:
            if node.kind is NodeKind.JOIN:
                continue
            for child, arc in node.children.items():
                if child.kind is NodeKind.JOIN:
                    for grandchild, arc2 in child.children.items():
                        yield node, grandchild, Arc(arc.weak, arc._sources)
                else:
                    yield node, child, arc

    def references_to(self, target: object) -> list[Reference]:
        return [r for r in self.references if r.target is target]

    def reference_at(self, path: str, offset: int) -> Reference | None:
        """The name written at ``offset`` of the file ``path``."""
        for reference in self.references:
            span = reference.span
            if span.path == path and span.start <= offset <= span.end:
                return reference
        return None

    def submit_path(self, node: Node) -> str | None:
        """The file condor_dagman submits for ``node`` (absolute), None when it submits an
        inline or named description, or nothing (NOOP nodes are never submitted)."""
        if node._inline is not None or node.submit is None or node.kind is NodeKind.JOIN:
            return None
        if node.kind is not NodeKind.SUBDAG and node.submit in self.descriptions:
            return None
        return os.path.normpath(os.path.join(self.node_cwd(node), node.submit))

    def node_cwd(self, node: Node) -> str:
        """The directory condor_dagman submits ``node`` and runs its scripts from."""
        return os.path.normpath(os.path.join(self.cwd, node.directory)) if node.directory else self.cwd

    def nodes_running(self, submit_path: str) -> list[Node]:
        """The nodes whose submit file is ``submit_path``."""
        wanted = os.path.normpath(submit_path)
        return [n for n in self.nodes.values() if n.kind is not NodeKind.SUBDAG and self.submit_path(n) == wanted]

    def macros_for(self, node: Node) -> dict[str, Var]:
        """The macros VARS give ``node``, by lower-cased name (condor_submit's macro names
        ignore case; the last VARS line wins)."""
        return {var.name.lower(): var for var in node.vars}

    def problems_in(self, path: str) -> list[Problem]:
        return [p for p in self.problems if p.span.path == path]


def _through_joins(node: Node, direction: str) -> list[Node]:
    out: list[Node] = []
    seen: set[int] = set()
    for other in getattr(node, direction):
        group = getattr(other, direction) if other.kind is NodeKind.JOIN else (other,)
        for found in group:
            if id(found) not in seen:
                seen.add(id(found))
                out.append(found)
    return out
