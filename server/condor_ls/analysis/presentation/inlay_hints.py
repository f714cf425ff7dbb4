"""Inlay hints for config files: the expanded value after each ``$(NAME)`` reference.

The value is what HTCondor's ``param()`` would give for the reference as written (prefixed
names and ``:default`` included), expanded by the config engine in the document's config set
(:func:`config_view`), collapsed to one line and cut to ``MAX_LABEL`` characters. Nothing is
shown for a reference to an undefined macro (the ``undefined-macro`` rule speaks for it), for a
self reference on its own definition line (``A = $(A) more``: the final value of ``A`` would
mislead there), or when the expansion would be too costly to compute for a keystroke.

Switched off with the setting ``inlayHints.expandedValues: false``.
"""
from __future__ import annotations

import re
from dataclasses import dataclass

from tree_sitter import Node

from ...syntax.document import Document
from ...syntax.languages import LanguageId
from ...syntax.nodes import find_nodes
from ..configview.view import ConfigView, config_view, expansion_too_big
from ..context import AnalysisContext

#: longest label shown (characters of the value, before the ellipsis)
MAX_LABEL = 30
#: hints per request at most (a huge range of a huge file stays cheap)
MAX_HINTS = 2000

_SPACE = re.compile(r"\s+")


@dataclass(frozen=True)
class InlayHint:
    #: byte offset the hint is shown at (just after the reference)
    offset: int
    label: str
    #: the whole value when the label had to be cut
    tooltip: str | None = None


def _text(document: Document, node: Node) -> str:
    return document.source[node.start_byte:node.end_byte].decode("utf-8", "replace")


def _assigned_name(document: Document, node: Node) -> str | None:
    """The name assigned by the line ``node`` sits in (for spotting self references)."""
    current: Node | None = node.parent
    while current is not None and current.type not in ("assignment", "heredoc_assignment"):
        current = current.parent
    key = current.child_by_field_name("key") if current is not None else None
    name = key.child_by_field_name("name") if key is not None else None
    return _text(document, name) if name is not None else None


def _label(view: ConfigView, reference: str) -> tuple[str, str | None] | None:
    """(label, tooltip) for one reference text, remembered per view."""
    cache = view.memo.setdefault("inlay_labels", {})
    assert isinstance(cache, dict)
    if reference in cache:
        return cache[reference]
    result: tuple[str, str | None] | None = None
    if not expansion_too_big(view, reference):
        value = _SPACE.sub(" ", view.configset.expand_text(reference, track=False).value).strip()
        if len(value) > MAX_LABEL:
            result = (f"= {value[:MAX_LABEL]}…", value if len(value) <= 2000 else value[:2000] + "…")
        else:
            result = (f"= {value}" if value else "= (empty)", None)
    cache[reference] = result
    return result


def inlay_hints(document: Document, context: AnalysisContext,
                byte_range: tuple[int, int] | None = None) -> list[InlayHint]:
    """The hints for the references inside ``byte_range`` (the whole document by default)."""
    if document.language is not LanguageId.CONFIG or not context.settings.inlay_expanded_values:
        return []
    start, end = byte_range if byte_range is not None else (0, len(document.source))
    references = find_nodes(document.tree, ("macro_reference",), start, end)
    if not references:
        return []
    view = config_view(document, context)
    hints: list[InlayHint] = []
    for node in references:
        if len(hints) >= MAX_HINTS:
            break
        context.check_cancelled()
        if node.has_error or node.end_byte < start or node.start_byte > end:
            continue
        name_node = node.child_by_field_name("name")
        if name_node is None:
            continue
        name = _text(document, name_node)
        if node.child_by_field_name("default") is None and view.configset.definition(name) is None:
            continue
        assigned = _assigned_name(document, node)
        if assigned is not None and assigned.upper() == name.upper():
            continue
        found = _label(view, _text(document, node))
        if found is not None:
            hints.append(InlayHint(node.end_byte, *found))
    return hints
