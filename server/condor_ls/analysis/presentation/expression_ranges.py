"""Where a config or submit document holds ClassAd expression text, for semantic tokens.

The grammars treat every value as text; the values that HTCondor reads as ClassAd get the
ClassAd tokens instead (:func:`.semantic_tokens.semantic_tokens` takes the ranges). In a config
file these are the values of expression knobs and of the helper macros they use
(:mod:`..expression_text`); in a submit file, the expression-valued commands and the ``+Attr``
/ ``MY.Attr`` values, except sizes such as ``request_memory = 2 GB``.
"""
from __future__ import annotations

from tree_sitter import Node

from ...submit import commands
from ...submit.directives import read_submit
from ...syntax.document import Document
from ...syntax.languages import LanguageId
from ..configview.view import config_view
from ..context import AnalysisCancelled, AnalysisContext
from ..expression_text import expression_macros, is_expression_knob

#: statement containers of the config grammar (statements inside are looked at)
_CONTAINERS = frozenset({"source_file", "if_block", "elif_clause", "else_clause"})
#: ranges returned at most (beyond that a document is left to the grammar's tokens)
MAX_RANGES = 20_000


def expression_ranges(document: Document, context: AnalysisContext) -> list[tuple[int, int]]:
    """Byte ranges of the document's values that are ClassAd expressions (never raises but for
    cancellation)."""
    try:
        if document.language is LanguageId.CONFIG:
            return _config_ranges(document, context)
        if document.language is LanguageId.SUBMIT:
            return _submit_ranges(document)
    except AnalysisCancelled:
        raise
    except Exception:
        return []
    return []


def _config_ranges(document: Document, context: AnalysisContext) -> list[tuple[int, int]]:
    helpers = expression_macros(config_view(document, context))
    out: list[tuple[int, int]] = []
    stack: list[Node] = [document.tree.root_node]
    while stack and len(out) < MAX_RANGES:
        node = stack.pop()
        if node.type in _CONTAINERS:
            stack.extend(reversed(node.named_children))
            continue
        if node.type not in ("assignment", "heredoc_assignment"):
            continue
        key = node.child_by_field_name("key")
        name_node = key.child_by_field_name("name") if key is not None else None
        value = node.child_by_field_name("value" if node.type == "assignment" else "body")
        if name_node is None or value is None or value.end_byte <= value.start_byte:
            continue
        name = document.source[name_node.start_byte:name_node.end_byte].decode("utf-8", "replace")
        full = document.source[key.start_byte:key.end_byte].decode("utf-8", "replace").strip()  # type: ignore[union-attr]
        if is_expression_knob(name) or name.lower() in helpers or full.lower() in helpers:
            out.append((value.start_byte, value.end_byte))
    return out


def _submit_ranges(document: Document) -> list[tuple[int, int]]:
    from ..rules.submit import SIZE_COMMANDS, is_expression_command, size_is_valid

    out: list[tuple[int, int]] = []
    for assignment in read_submit(document).assignments[:MAX_RANGES]:
        if not is_expression_command(assignment):
            continue
        found = commands.command(assignment.name)
        spec = SIZE_COMMANDS.get((found.name if found is not None else assignment.name).lower())
        if spec is not None and size_is_valid(assignment.value.text, spec[2]):
            continue  # a size (2 GB) is read by condor_submit, not as ClassAd
        start, end = assignment.value_range
        if end > start:
            out.append((start, end))
    return out


__all__ = ["expression_ranges"]
