"""Where a config or submit document holds ClassAd expression text, for semantic tokens.

The grammars treat every value as text; the values that HTCondor reads as ClassAd get the
ClassAd tokens instead (:func:`.semantic_tokens.semantic_tokens` takes the ranges). In a config
file these are the values of expression knobs and of the helper macros they use
(:mod:`..expression_text`); in a submit file, the expression-valued commands and the ``+Attr``
/ ``MY.Attr`` values, except sizes such as ``request_memory = 2 GB``.
"""
from __future__ import annotations

from ...submit import commands
from ...submit.directives import read_submit
from ...syntax.document import Document
from ...syntax.languages import LanguageId
from ..configview.provenance import value_range
from ..configview.view import config_view, here_definitions
from ..context import AnalysisCancelled, AnalysisContext
from ..expression_text import expression_macros, is_expression_knob

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
    """The written values of the definitions in this document of expression knobs and helpers
    (the view lists the definitions once; walking the syntax tree instead costs far more)."""
    view = config_view(document, context)
    helpers = expression_macros(view)
    out: list[tuple[int, int]] = []
    for definition in here_definitions(view):
        key = definition.name.lower()
        if not (key in helpers or is_expression_knob(key)) or not definition.value.strip():
            continue
        found = value_range(view, definition)
        if found is not None and found.end > found.start:
            out.append((found.start, found.end))
            if len(out) >= MAX_RANGES:
                break
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
