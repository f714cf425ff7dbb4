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
"""
from __future__ import annotations

import os
from collections.abc import Iterator
from dataclasses import dataclass, field
from enum import Enum
from typing import NamedTuple

from .commands import InlineDescription, Statement
from .keywords import Cmd
from .reader import DagFile


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


@dataclass(frozen=True, slots=True)
class Problem:
    """What condor_dagman (or condor_submit_dag) would say about the DAG, or what fails when it
    runs. ``code`` is the diagnostic rule's code (docs/rules.md)."""

    code: str
    level: Level
    message: str
    span: Span
    related: tuple[tuple[Span, str], ...] = ()


class RefKind(str, Enum):
    NODE = "node"
    SPLICE = "splice"
    DESCRIPTION = "description"
    CATEGORY = "category"


class Reference(NamedTuple):
    """A name written in a DAG file, and what it names. ``definition`` marks the place that
    defines it (a JOB line's name, a SPLICE line's name ...). ``target`` is None when the name
    resolves to nothing (an undefined node), or for ALL_NODES (see ``all_nodes``)."""

    kind: RefKind
    text: str
    span: Span
    target: Node | Splice | Description | Category | None
    definition: bool = False
    #: the command the name is written in
    cmd: Cmd | None = None
    all_nodes: bool = False


class Var(NamedTuple):
    """One ``key="value"`` a VARS line gives a node. ``name`` is the macro name condor_submit
    receives (``+Attr`` becomes ``My.Attr``)."""

    name: str
    value: str
    #: "PREPEND", "APPEND" or None (then DAGMAN_DEFAULT_APPEND_VARS decides: prepended by default)
    placement: str | None
    name_span: Span
    value_span: Span
    statement: Span
    #: given by ``VARS ALL_NODES``
    all_nodes: bool = False

    @property
    def prepend(self) -> bool:
        return self.placement != "APPEND"


@dataclass(frozen=True, slots=True)
class Script:
    type: str  # PRE, POST, HOLD
    #: the command line (script and arguments), as condor_dagman splits it at run time on blanks
    command: str
    span: Span
    command_span: Span
    defer_status: int | None = None
    defer_time: int | None = None
    debug_file: str | None = None
    debug_stream: str | None = None
    all_nodes: bool = False

    @property
    def executable(self) -> str:
        words = self.command.split()
        return words[0] if words else ""


class Setting(NamedTuple):
    """A per-node value set by a command (the last one wins), with where it was set."""

    value: int | str | None
    span: Span
    extra: int | None = None
    all_nodes: bool = False


@dataclass(slots=True)
class Arc:
    """A dependency from one node to another (``parent -> child``) and the statements that made it."""

    weak: bool
    sources: list[Span] = field(default_factory=list)


@dataclass(eq=False)
class Node:
    name: str
    local_name: str
    kind: NodeKind
    #: creation order (condor_dagman's node id): PARENT lines order their nodes by it
    id: int
    file: str
    name_span: Span | None
    statement: Span | None
    #: the splices the node is in, outermost first
    splices: tuple[str, ...] = ()
    #: the submit file (or SUBMIT-DESCRIPTION name) as written; SUBDAG: the DAG file
    submit: str | None = None
    submit_span: Span | None = None
    inline: InlineDescription | None = None
    #: the node's directory as condor_dagman knows it once splices are merged ("" = its own
    #: working directory), and the DIR as written
    directory: str = ""
    directory_written: str | None = None
    directory_span: Span | None = None
    noop: bool = False
    #: marked done on its line (``DONE`` option) or by a DONE command
    done: bool = False
    done_spans: list[Span] = field(default_factory=list)
    scripts: dict[str, Script] = field(default_factory=dict)
    retry: Setting | None = None
    abort_dag_on: Setting | None = None
    priority: Setting | None = None
    pre_skip: Setting | None = None
    tolerance: Setting | None = None
    category: Setting | None = None
    save_point: Setting | None = None
    vars: list[Var] = field(default_factory=list)
    parents: dict[Node, Arc] = field(default_factory=dict)
    children: dict[Node, Arc] = field(default_factory=dict)

    @property
    def inline_name(self) -> bool:
        return self.inline is not None

    def var(self, name: str) -> Var | None:
        for var in self.vars:
            if var.name == name:
                return var
        return None

    def __repr__(self) -> str:
        return f"Node({self.name!r}, {self.kind.value})"


@dataclass(eq=False)
class Splice:
    name: str
    local_name: str
    #: the DAG file as written, and where it was looked for
    dag: str
    dag_path: str
    directory: str | None
    file: str
    name_span: Span
    statement: Span
    #: the directory the splice's files are read from (absolute)
    cwd: str
    #: the splice it is in (None at the top)
    parent: Splice | None = None
    nodes: list[Node] = field(default_factory=list)
    read: bool = False

    def __repr__(self) -> str:
        return f"Splice({self.name!r})"


@dataclass(eq=False)
class Description:
    """A SUBMIT-DESCRIPTION (or a node's own inline description)."""

    name: str
    inline: InlineDescription
    file: str
    name_span: Span | None


@dataclass(eq=False)
class Category:
    name: str
    max_jobs: int | None = None
    max_jobs_span: Span | None = None
    nodes: list[Node] = field(default_factory=list)
    spans: list[Span] = field(default_factory=list)


@dataclass(frozen=True, slots=True)
class FileUse:
    """A file a command names (INCLUDE, CONFIG, DOT ...), as written and as looked up."""

    cmd: Cmd
    written: str
    path: str
    span: Span
    statement: Span


@dataclass(eq=False)
class Dag:
    """A DAG file with everything it splices and includes, as condor_dagman would build it."""

    #: the DAG file (absolute path) and the directory condor_dagman runs in (the DAG file's
    #: directory: condor_submit_dag is normally run beside its DAG)
    path: str
    cwd: str
    #: every DAG file read, by absolute path
    files: dict[str, DagFile] = field(default_factory=dict)
    #: the nodes, by the name condor_dagman uses (join nodes excluded), in creation order
    nodes: dict[str, Node] = field(default_factory=dict)
    #: condor_dagman's node list in its own order (join nodes included, SERVICE nodes excluded):
    #: the order of its DOT file
    node_order: list[Node] = field(default_factory=list)
    splices: list[Splice] = field(default_factory=list)
    descriptions: dict[str, Description] = field(default_factory=dict)
    categories: dict[str, Category] = field(default_factory=dict)
    references: list[Reference] = field(default_factory=list)
    files_used: list[FileUse] = field(default_factory=list)
    problems: list[Problem] = field(default_factory=list)
    #: the statements condor_dagman (or condor_submit_dag) reads, per file, in the order read
    statements: list[tuple[str, Statement]] = field(default_factory=list)
    final: Node | None = None
    provisioner: Node | None = None
    #: DOT settings of the top-level DAG (file, update, overwrite, include header)
    dot: FileUse | None = None
    dot_include: FileUse | None = None
    #: DAG files that could not be read: path -> why
    unread: dict[str, str] = field(default_factory=dict)

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
                        yield node, grandchild, Arc(arc.weak, arc.sources)
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
        if node.inline is not None or node.submit is None or node.kind is NodeKind.JOIN:
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
