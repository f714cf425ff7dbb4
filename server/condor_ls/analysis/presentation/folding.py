"""Folding ranges of config, submit and DAG files, from the tree.

Foldable: each branch of an ``if``/``elif``/``else`` block (the next keyword line and ``endif``
stay visible), ``@=`` blocks (up to the line before ``@tag``), values continued over several
lines, runs of two or more comment lines, and multi-line queue item lists; in DAG files, inline
submit descriptions and commands continued over several lines.

A fold is reported as two byte offsets: ``start`` on its first line and ``end`` on its last
line; the editor adapter turns them into line numbers with the document's line index (which
knows every kind of line break).
"""
from __future__ import annotations

import logging
from collections.abc import Callable, Iterator
from dataclasses import dataclass

from tree_sitter import Node

from ...syntax.document import Document
from ...syntax.languages import LanguageId
from ...syntax.nodes import find_nodes

log = logging.getLogger(__name__)

#: folds returned at most (an editor gains nothing from more)
MAX_FOLDS = 5000


@dataclass(frozen=True)
class Fold:
    """Lines from the one holding byte ``start`` to the one holding byte ``end``;
    ``kind`` is ``region`` or ``comment``."""

    start: int
    end: int
    kind: str = "region"


def _last_line_offset(node: Node) -> int:
    """An offset on the last line holding the node's text (a node that ends at the start of a
    line, as a clause does before the next keyword, ends on the line before)."""
    if node.end_point[1] == 0 and node.end_byte > node.start_byte:
        return node.end_byte - 1
    return node.end_byte


def _line_before(node: Node) -> int:
    """An offset on the line before the one ``node`` starts on."""
    return max(node.start_byte - node.start_point[1] - 1, 0)


def _if_block(node: Node) -> Iterator[Fold]:
    alternatives = node.children_by_field_name("alternative")
    if alternatives:
        yield Fold(node.start_byte, _line_before(alternatives[0]))
        return
    last = node.children[-1] if node.children else None
    if last is not None and not last.is_named and not last.is_missing:  # the endif keyword
        yield Fold(node.start_byte, _line_before(last))
    else:
        yield Fold(node.start_byte, _last_line_offset(node))


def _clause(node: Node) -> Iterator[Fold]:
    yield Fold(node.start_byte, _last_line_offset(node))


def _heredoc(node: Node) -> Iterator[Fold]:
    end = node.child_by_field_name("end")
    if end is not None and not end.is_missing and end.end_byte > end.start_byte:
        yield Fold(node.start_byte, _line_before(end))
    else:
        yield Fold(node.start_byte, _last_line_offset(node))


def _assignment(node: Node) -> Iterator[Fold]:
    yield Fold(node.start_byte, _last_line_offset(node))


def _item_list(node: Node) -> Iterator[Fold]:
    statement = node.parent if node.parent is not None else node
    last = node.children[-1] if node.children else None
    if last is not None and not last.is_named and not last.is_missing and last.start_point[0] > node.start_point[0]:
        yield Fold(statement.start_byte, _line_before(last))  # keep the closing ")" line visible
    else:
        yield Fold(statement.start_byte, _last_line_offset(node))


def _inline_description(node: Node) -> Iterator[Fold]:
    """A DAG node's (or SUBMIT-DESCRIPTION's) inline submit description: from its command line
    to the line before the closing ``}`` or ``@TAG``."""
    statement = node.parent if node.parent is not None else node
    close = node.child_by_field_name("close")
    if close is not None and close.end_byte > close.start_byte:
        yield Fold(statement.start_byte, _line_before(close))
    else:
        yield Fold(statement.start_byte, _last_line_offset(node))


def _dag_statement(node: Node) -> Iterator[Fold]:
    """A DAG command continued over several lines (one with an inline description folds as that)."""
    if not any(child.type == "inline_description" for child in node.children):
        yield Fold(node.start_byte, _last_line_offset(node))


#: DAG commands that may run over several lines with ``\`` at their ends
_DAG_STATEMENTS = ("job_statement", "final_statement", "provisioner_statement", "service_statement",
                   "subdag_statement", "splice_statement", "dependency_statement", "script_statement",
                   "vars_statement", "retry_statement", "abort_dag_on_statement", "category_statement")

_FOLDERS: dict[str, Callable[[Node], Iterator[Fold]]] = {
    "inline_description": _inline_description,
    **{name: _dag_statement for name in _DAG_STATEMENTS},
    "if_block": _if_block,
    "elif_clause": _clause,
    "else_clause": _clause,
    "heredoc_assignment": _heredoc,
    "assignment": _assignment,
    "item_list": _item_list,
}


def _comment_runs(document: Document) -> Iterator[Fold]:
    run: list[Node] = []
    for node in find_nodes(document.tree, ("comment",)):
        if node.parent is not None and node.parent.type in ("heredoc_body", "item_list"):
            continue
        if run and node.start_point[0] == run[-1].end_point[0] + 1 and node.parent == run[-1].parent:
            run.append(node)
            continue
        if len(run) > 1:
            yield Fold(run[0].start_byte, run[-1].end_byte, "comment")
        run = [node]
    if len(run) > 1:
        yield Fold(run[0].start_byte, run[-1].end_byte, "comment")


def folding_ranges(document: Document) -> list[Fold]:
    """The folds of a config, submit or DAG document, in document order (ClassAd files: none)."""
    if document.language is LanguageId.CLASSAD:
        return []
    try:
        folds: list[Fold] = []
        for node in find_nodes(document.tree, tuple(_FOLDERS)):
            if node.start_point[0] == node.end_point[0]:
                continue
            folds.extend(_FOLDERS[node.type](node))
        folds.extend(_comment_runs(document))
        index = document.line_index
        kept = [f for f in folds
                if index.offset_to_position(f.end).line > index.offset_to_position(f.start).line]
        kept.sort(key=lambda f: (f.start, -f.end))
        return kept[:MAX_FOLDS]
    except Exception:  # folding must never take the server down
        log.exception("folding failed for %s", document.uri)
        return []
