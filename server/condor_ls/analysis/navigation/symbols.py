"""Document outlines and workspace symbol search for config and submit files.

The outline follows the tree: assignments are knobs (a constant when the value holds no macro
reference), ``if`` blocks and ``@=`` blocks are namespaces holding what is written inside them,
and ``use`` lines, includes, directives and queue statements are listed where they appear.
Workspace symbols are the knobs defined in the open documents and in their config sets.
"""
from __future__ import annotations

import logging
import os
import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass

from tree_sitter import Node

from ...submit import commands
from ...syntax.document import Document
from ...syntax.languages import LanguageId
from ...syntax.nodes import walk_with_depth
from ..configview.view import config_view
from ..context import AnalysisCancelled, AnalysisContext, uri_to_path
from ..model import Location, TextRange
from .references import document_occurrences, set_documents

log = logging.getLogger(__name__)

#: longest symbol name shown (a long queue line or condition is cut)
MAX_NAME = 60
#: symbols returned by a workspace search at most
MAX_WORKSPACE_SYMBOLS = 1000
#: nesting depth of if blocks shown (deeper ones are flattened into their parent)
MAX_DEPTH = 32


@dataclass(frozen=True)
class Symbol:
    """One outline entry. ``kind`` is one of the names in ``KINDS`` of the LSP adapter:
    knob, constant, namespace, module, file, event, field, property, string, node, description."""

    name: str
    kind: str
    range: TextRange
    selection: TextRange
    detail: str = ""
    children: tuple[Symbol, ...] = ()


@dataclass(frozen=True)
class WorkspaceSymbol:
    name: str
    kind: str
    location: Location
    container: str = ""


def _text(document: Document, node: Node | None) -> str:
    if node is None:
        return ""
    return document.source[node.start_byte:node.end_byte].decode("utf-8", "replace")


def _short(text: str) -> str:
    text = " ".join(text.split())
    return text if len(text) <= MAX_NAME else text[:MAX_NAME - 1] + "…"


def _has_reference(value: Node | None) -> bool:
    if value is None:
        return False
    return any(c.type in ("macro_reference", "macro_function", "machine_reference") for c in value.named_children)


# ---------------------------------------------------------------------------- per statement
def _assignment(document: Document, node: Node, depth: int) -> Symbol | None:
    key = node.child_by_field_name("key")
    if key is None:
        return None
    name = _text(document, key)
    value = node.child_by_field_name("value")
    kind = "knob" if _has_reference(value) else "constant"
    if document.language is LanguageId.SUBMIT:
        first = key.children[0] if key.children else None
        if (first is not None and not first.is_named) or key.child_by_field_name("prefix") is not None:
            kind = "field"  # +Attr / MY.Attr: a job attribute
        elif commands.is_known(name):
            kind = "property"
    return Symbol(name or "?", kind, TextRange.of(node), TextRange.of(key), _short(_text(document, value)))


_BODY_FIELD = re.compile(r"\s*([A-Za-z_][A-Za-z0-9_.]*)\s*=")


def _heredoc(document: Document, node: Node, depth: int) -> Symbol | None:
    key = node.child_by_field_name("key")
    if key is None:
        return None
    children = []
    body = node.child_by_field_name("body")
    for line in body.named_children if body is not None else []:
        found = _BODY_FIELD.match(_text(document, line)) if line.type == "raw_line" else None
        if found:
            start = line.start_byte + len(_text(document, line)[:found.start(1)].encode("utf-8", "surrogatepass"))
            selection = TextRange(start, start + len(found.group(1).encode("utf-8", "surrogatepass")))
            children.append(Symbol(found.group(1), "field", TextRange.of(line), selection))
    tag = _text(document, node.child_by_field_name("tag"))
    return Symbol(_text(document, key) or "?", "namespace", TextRange.of(node), TextRange.of(key),
                  f"@={tag}", tuple(children))


def _use(document: Document, node: Node, depth: int) -> Symbol | None:
    category = node.child_by_field_name("category")
    templates = [_text(document, t) for t in node.children_by_field_name("template")]
    name = f"use {_text(document, category)}:{', '.join(templates)}"
    return Symbol(_short(name), "module", TextRange.of(node), TextRange.of(category or node))


def _include(document: Document, node: Node, depth: int) -> Symbol | None:
    target = node.child_by_field_name("target")
    return Symbol(_short(f"include {_text(document, target)}"), "file", TextRange.of(node),
                  TextRange.of(target or node))


def _directive(document: Document, node: Node, depth: int) -> Symbol | None:
    keyword = node.child_by_field_name("keyword")
    message = node.child_by_field_name("message")
    return Symbol(_short(f"{_text(document, keyword)} {_text(document, message)}"), "event", TextRange.of(node),
                  TextRange.of(keyword or node))


def _queue(document: Document, node: Node, depth: int) -> Symbol | None:
    first_line = _text(document, node).split("\n", 1)[0]
    variables = node.child_by_field_name("variables")
    return Symbol(_short(first_line) or "queue", "event", TextRange.of(node),
                  TextRange(node.start_byte, node.start_byte + len(first_line.encode("utf-8", "surrogatepass"))),
                  _text(document, variables))


def _clause_name(document: Document, node: Node) -> str:
    keyword = "if" if node.type == "if_block" else "elif" if node.type == "elif_clause" else "else"
    condition = node.child_by_field_name("condition")
    return _short(f"{keyword} {_text(document, condition)}".strip())


def _block(document: Document, node: Node, depth: int) -> Symbol | None:
    children = list(_statements(document, node, depth + 1))
    condition = node.child_by_field_name("condition")
    head_end = condition.end_byte if condition is not None else node.start_byte + len(
        _text(document, node).split("\n", 1)[0].encode("utf-8", "surrogatepass"))
    return Symbol(_clause_name(document, node), "namespace", TextRange.of(node),
                  TextRange(node.start_byte, head_end), "", tuple(children))


_STATEMENTS: dict[str, Callable[[Document, Node, int], Symbol | None]] = {
    "assignment": _assignment,
    "heredoc_assignment": _heredoc,
    "use": _use,
    "include": _include,
    "error_directive": _directive,
    "warning_directive": _directive,
    "queue_statement": _queue,
    "if_block": _block,
    "elif_clause": _block,
    "else_clause": _block,
}


def _statements(document: Document, parent: Node, depth: int) -> Iterable[Symbol]:
    for child in parent.named_children:
        handler = _STATEMENTS.get(child.type)
        if handler is None:
            continue
        if depth > MAX_DEPTH and child.type in ("if_block", "elif_clause", "else_clause"):
            yield from _flat(document, child)
            continue
        found = handler(document, child, depth)
        if found is not None:
            yield found


def _flat(document: Document, node: Node) -> Iterable[Symbol]:
    """Statements of a too-deep block, without further nesting (no recursion)."""
    for child, _depth, _field in walk_with_depth(node):
        handler = _STATEMENTS.get(child.type)
        if handler is not None and child.type not in ("if_block", "elif_clause", "else_clause"):
            found = handler(document, child, 0)
            if found is not None:
                yield found


def document_symbols(document: Document, context: AnalysisContext | None = None) -> list[Symbol]:
    """The outline of a config, submit or DAG document (ClassAd files have none). A DAG's
    outline names each node's parents when ``context`` lets the DAG be read."""
    if document.language is LanguageId.CLASSAD:
        return []
    try:
        if document.language is LanguageId.DAG:
            from .dag_symbols import document_symbols as dag_symbols

            return dag_symbols(document, context)
        return list(_statements(document, document.tree.root_node, 0))
    except Exception:  # an outline must never take the server down
        log.exception("document symbols failed for %s", document.uri)
        return []


# ---------------------------------------------------------------------------- workspace
def matches_query(name: str, query: str) -> bool:
    """Case-insensitive subsequence match (``stid`` finds ``START_IDLE``), as editors filter."""
    it = iter(name.lower())
    return all(ch in it for ch in query.lower() if not ch.isspace())


def _known_documents(documents: Iterable[Document], context: AnalysisContext) -> list[Document]:
    out: dict[str, Document] = {}
    for document in documents:
        context.check_cancelled()
        if document.language is LanguageId.CONFIG:
            try:
                members = set_documents(config_view(document, context), context)
            except AnalysisCancelled:
                raise
            except Exception:
                log.exception("could not read the config set of %s", document.uri)
                members = [document]
            for member in members:
                out.setdefault(member.uri, member)
        elif document.language is LanguageId.SUBMIT:
            out.setdefault(document.uri, document)
    for document in documents:  # open buffers win over the copies read from disk
        if document.uri in out:
            out[document.uri] = document
    return list(out.values())


def workspace_symbols(documents: Iterable[Document], query: str, context: AnalysisContext) -> list[WorkspaceSymbol]:
    """Knobs and macros defined in ``documents`` and their config sets whose name matches
    ``query`` (every one when it is empty), at most ``MAX_WORKSPACE_SYMBOLS``."""
    try:
        found: list[WorkspaceSymbol] = []
        for document in _known_documents(list(documents), context):
            container = os.path.basename(uri_to_path(document.uri))
            for occurrence in document_occurrences(document):
                if not occurrence.definition:
                    continue
                name = document.source[occurrence.range.start:occurrence.range.end].decode("utf-8", "replace")
                if matches_query(name, query):
                    found.append(WorkspaceSymbol(name, "knob", Location(document.uri, occurrence.range), container))
                    if len(found) >= MAX_WORKSPACE_SYMBOLS:
                        return found
        return found
    except AnalysisCancelled:
        return []
    except Exception:
        log.exception("workspace symbols failed")
        return []
