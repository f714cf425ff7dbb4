"""Go to definition, find references, highlights, rename and document links in DAG files.

Names are followed as condor_dagman resolves them (the model's references, :mod:`condor_ls.dag`):
a node name in PARENT/CHILD, VARS, RETRY, SCRIPT ... leads to the line that defines the node,
in this file, a file it includes, or (for a spliced file) the file it is read from. Its
references are every place that names it across the DAG's files; a node of a file spliced
twice is one name in that file, so both of its nodes are followed.

Words naming files lead to the file condor_dagman reads: a node's submit file (or its
SUBMIT-DESCRIPTION), a SUBDAG's or SPLICE's DAG file, INCLUDE, CONFIG, and the scripts of SCRIPT
lines, looked up as condor_dagman looks them up (the DAG's directory, a node's or splice's DIR).

Rename changes node and splice names. It refuses what a rename cannot do: ALL_NODES, names that
name nothing, and names of a splice's nodes written outside the splice (condor_dagman refuses
them there: a splice's nodes are named from the splice's own file only).
"""
from __future__ import annotations

import logging
import os
from collections.abc import Callable
from typing import TypeVar

from ...dag import Category, Dag, Description, Node, Reference, RefKind, Span, Splice
from ...dag.keywords import ILLEGAL_NAME_CHARACTERS, RESERVED, is_all_nodes
from ...syntax.document import Document
from ..context import AnalysisCancelled, AnalysisContext, path_to_uri, uri_to_path
from ..dags.kept import editor_dag
from ..model import Location, TextEdit, TextRange
from .dag_places import FileWord, places
from .references import RenameResult

log = logging.getLogger(__name__)

T = TypeVar("T")

#: characters a renamed name may not hold: blanks end a word, quotes and backslashes change
#: how DagLexer reads it, ``+`` is refused in node names (and joins splice names)
_NOT_IN_NAMES = frozenset(" \t\r\n\"'\\") | frozenset(ILLEGAL_NAME_CHARACTERS)


def _range(span: Span) -> TextRange:
    return TextRange(span.start, span.end)


def _location(span: Span) -> Location:
    return Location(path_to_uri(span.path), _range(span))


def _file_start(path: str) -> Location:
    return Location(path_to_uri(path), TextRange(0, 0))


def _guard(run: Callable[[], T], fallback: T, document: Document, offset: int) -> T:
    try:
        return run()
    except AnalysisCancelled:
        return fallback
    except Exception:  # navigation must never take the server down
        log.exception("DAG navigation failed at %s:%d", document.uri, offset)
        return fallback


def _here(document: Document, offset: int, context: AnalysisContext) -> tuple[Dag, str, list[Reference]]:
    dag = editor_dag(document, context)
    path = uri_to_path(document.uri)
    return dag, path, places(dag).names_at(path, offset)


def _targets(found: list[Reference]) -> list[object]:
    return [r.target for r in found if r.target is not None]


def _definition_spans(target: object, dag: Dag) -> list[Span]:
    if isinstance(target, (Node, Splice)):
        return [target.name_span] if target.name_span is not None else []
    if isinstance(target, Description):
        return [target.name_span] if target.name_span is not None else []
    if isinstance(target, Category):
        refs = places(dag).references([target])
        limits = [r.span for r in refs if r.cmd is not None and r.cmd.value == "MAXJOBS"]
        return limits[:1] or [r.span for r in refs[:1]]
    return []


def _outside_splice(dag: Dag, reference: Reference) -> Node | None:
    """The spliced node an unresolved name means (``S+A`` written outside splice S), if any."""
    if reference.kind is not RefKind.NODE or reference.target is not None:
        return None
    node = dag.nodes.get(reference.text)
    return node if node is not None and node.splices else None


def _word_locations(word: FileWord, context: AnalysisContext) -> list[Location]:
    if word.description is not None:
        span = word.description.name_span
        return [_location(span)] if span is not None else []
    return [_file_start(path) for path in word.paths if _is_file(path, context)]


def _is_file(path: str, context: AnalysisContext) -> bool:
    context.depend_on(path)
    return context.open_document(path) is not None or os.path.isfile(path)


# ---------------------------------------------------------------------- definition
def definition(document: Document, offset: int, context: AnalysisContext) -> list[Location]:
    """Where the name under ``offset`` is defined, or the file the word under it names."""
    def run() -> list[Location]:
        dag, path, found = _here(document, offset, context)
        out: list[Location] = []
        for reference in found:
            target = reference.target
            if isinstance(target, Splice) and reference.definition:
                if _is_file(target.dag_path, context):
                    out.append(_file_start(target.dag_path))
                continue
            if target is None:
                outside = _outside_splice(dag, reference)
                target = outside
            if target is not None:
                out.extend(_location(span) for span in _definition_spans(target, dag))
        if not found:
            word = places(dag).word_at(path, offset)
            if word is not None:
                out.extend(_word_locations(word, context))
        return list(dict.fromkeys(out))

    return _guard(run, [], document, offset)


# ---------------------------------------------------------------------- references
def references(document: Document, offset: int, context: AnalysisContext,
               include_declaration: bool = True) -> list[Location]:
    """Every place that names what the name under ``offset`` names, across the DAG's files."""
    def run() -> list[Location]:
        dag, _path, found = _here(document, offset, context)
        targets = _targets(found)
        if not targets:
            return []
        return [_location(r.span) for r in places(dag).references(targets)
                if include_declaration or not r.definition]

    return _guard(run, [], document, offset)


def highlights(document: Document, offset: int, context: AnalysisContext) -> list[tuple[TextRange, bool]]:
    """The places in this document naming what the name under ``offset`` names, as (range, is
    the definition)."""
    def run() -> list[tuple[TextRange, bool]]:
        dag, path, found = _here(document, offset, context)
        targets = _targets(found)
        if not targets:
            return []
        return [(_range(r.span), r.definition) for r in places(dag).references(targets) if r.span.path == path]

    return _guard(run, [], document, offset)


# ---------------------------------------------------------------------- rename
def _refusal(dag: Dag, found: list[Reference]) -> str:
    """Why the name at the cursor may not be renamed ('' when it may)."""
    reference = found[0]
    if reference.all_nodes or is_all_nodes(reference.text):
        return "ALL_NODES is a keyword of condor_dagman (every node), not a name to rename."
    if reference.kind not in (RefKind.NODE, RefKind.SPLICE):
        return f"Only node and splice names can be renamed ({reference.text} is a {reference.kind.value} name)."
    outside = _outside_splice(dag, reference)
    if outside is not None:
        return (f"{reference.text} is node {outside.local_name} of splice {'+'.join(outside.splices)}, which "
                "condor_dagman does not let commands outside the splice name; rename it in the splice's own file "
                f"({os.path.basename(outside.file)}).")
    if reference.target is None:
        return f"{reference.text} names no node or splice of this DAG, so there is nothing to rename."
    return ""


def _scope(target: object) -> tuple[str, ...]:
    """The splices a node or splice is in (its names are unique among those of its scope)."""
    if isinstance(target, Node):
        return target.splices
    assert isinstance(target, Splice)
    chain: list[str] = []
    parent = target.parent
    while parent is not None and len(chain) < 128:
        chain.append(parent.local_name)
        parent = parent.parent
    return tuple(reversed(chain))


def _taken(dag: Dag, targets: list[object], name: str) -> str:
    """The node or splice already called ``name`` where ``targets`` are defined ('' if none)."""
    scopes = {_scope(t) for t in targets}
    for node in dag.nodes.values():
        if node.local_name == name and node.splices in scopes and node not in targets:
            return f"node {name}"
    for splice in dag.splices:
        if splice.local_name == name and _scope(splice) in scopes and splice not in targets:
            return f"splice {name}"
    return ""


def _renamed_texts(dag: Dag, targets: list[object], new_name: str) -> dict[Span, str]:
    """The new text of every place naming ``targets``. A spliced node may be written with its
    splices in front (``S+X``, where condor_dagman has merged the splice already, after an
    INCLUDE): renaming the node changes the last part, renaming a splice its own part."""
    index = places(dag)
    out: dict[Span, str] = {}
    for reference in index.references(targets):
        parts = reference.text.split("+")
        if reference.kind is RefKind.NODE and len(parts) > 1:
            parts[-1] = new_name
            out[reference.span] = "+".join(parts)
        else:
            out[reference.span] = new_name
    for splice in (t for t in targets if isinstance(t, Splice)):
        depth = len(_scope(splice))
        for reference in index.references(splice.nodes):
            parts = reference.text.split("+")
            node = reference.target
            if len(parts) < 2 or not isinstance(node, Node):
                continue
            at = depth - (len(node.splices) - (len(parts) - 1))
            if 0 <= at < len(parts) - 1 and parts[at] == splice.local_name:
                parts[at] = new_name
                out[reference.span] = "+".join(parts)
    return out


def _invalid(name: str) -> str:
    if not name:
        return "A name cannot be empty."
    if any(ch in _NOT_IN_NAMES for ch in name):
        return (f"{name!r} cannot be a DAG name: it must be one word without quotes, backslashes or "
                f"{ILLEGAL_NAME_CHARACTERS!r} (condor_dagman refuses {ILLEGAL_NAME_CHARACTERS!r} in node names).")
    if name.upper() in RESERVED:
        return f"{name} is a reserved word of condor_dagman (PARENT, CHILD and ALL_NODES cannot name nodes)."
    return ""


def prepare_rename(document: Document, offset: int, context: AnalysisContext) -> RenameResult:
    """The name a rename at ``offset`` replaces, or why it may not be renamed (neither when no
    name is there)."""
    def run() -> RenameResult:
        dag, _path, found = _here(document, offset, context)
        if not found:
            return RenameResult()
        refused = _refusal(dag, found)
        if refused:
            return RenameResult(error=refused)
        return RenameResult(range=_range(found[0].span))

    return _guard(run, RenameResult(error="Rename is not available here."), document, offset)


def rename(document: Document, offset: int, new_name: str, context: AnalysisContext) -> RenameResult:
    """The edits renaming the node or splice under ``offset`` to ``new_name`` in every file of the
    DAG that names it, or why the rename is refused."""
    def run() -> RenameResult:
        dag, _path, found = _here(document, offset, context)
        if not found:
            return RenameResult()
        refused = _refusal(dag, found) or _invalid(new_name)
        if refused:
            return RenameResult(error=refused)
        targets = _targets(found)
        taken = _taken(dag, targets, new_name)
        if taken:
            return RenameResult(error=f"There is already a {taken} here; renaming would merge two names, which "
                                "condor_dagman refuses.")
        texts = _renamed_texts(dag, targets, new_name)
        edits = tuple(TextEdit(path_to_uri(span.path), _range(span), text) for span, text in texts.items())
        return RenameResult(edits=edits, range=_range(found[0].span))

    return _guard(run, RenameResult(error="Rename failed."), document, offset)


# ---------------------------------------------------------------------- links
#: links returned at most
MAX_LINKS = 5000


def document_links(document: Document, context: AnalysisContext) -> list[tuple[TextRange, str, str]]:
    """(range, target URI, tooltip) for the words of this document that name files that exist:
    submit files, DAG files of SUBDAG and SPLICE, INCLUDE, CONFIG, DOT's header, scripts and the
    files condor_dagman writes that are there already."""
    def run() -> list[tuple[TextRange, str, str]]:
        dag = editor_dag(document, context)
        path = uri_to_path(document.uri)
        out = []
        for word in places(dag).words_in(path):
            if word.description is not None:
                continue
            for target in word.paths:
                if _is_file(target, context):
                    out.append((_range(word.span), path_to_uri(target), target))
                    break
            if len(out) >= MAX_LINKS:
                break
        return out

    return _guard(run, [], document, 0)
