"""Completion inside the HTCondor strings of a Python script; an empty answer elsewhere, so the
user's own Python language server completes the Python.

Constraints and ``ExprTree`` texts get functions and the attributes of the ad they are
evaluated in (``MY.``/``TARGET.`` pick the ad); projection lists and ad lookups get attribute
names; ``Submit`` dict keys and description texts get submit commands and what the submit file
completion offers for values, through the document assembled from the description.
"""
from __future__ import annotations

from ...python.sites import AdSite, ExprSite, NameSite, SubmitSite
from ...syntax.document import Document
from ..context import AnalysisContext
from ..model import TextRange
from ..python.embedding import Assembled, ad_document, string_at, submit_document
from .items import CompletionList, attribute_items, completion, expression_completion, replacing

#: (MY, TARGET, the ad bare names refer to) for each side of an expression
SIDES = {"job": ("job", "machine", "job"), "machine": ("machine", "job", "machine"), None: ("job", "machine", "job")}


def python_completion(document: Document, offset: int, context: AnalysisContext) -> CompletionList | None:
    """Completions at byte ``offset`` of a script, or None outside the strings understood."""
    spot = string_at(document, offset, context.settings.python_enable)
    if spot is None:
        return None
    site, char = spot.site, spot.char
    before = spot.embedded.text[:spot.index]
    if isinstance(site, ExprSite):
        my, target, unscoped = SIDES[site.side]
        return expression_completion(offset, before, my, target, unscoped)
    if isinstance(site, NameSite):
        if before and not before.replace("_", "a").isalnum():
            return None
        return replacing(offset, before, attribute_items(site.side or "job"))
    if isinstance(site, SubmitSite):
        return _assembled(document, submit_document(document.uri, site, 0), char, context)
    if isinstance(site, AdSite):
        return _assembled(document, ad_document(document.uri, site.text, 0), char, context)
    return None


def _assembled(document: Document, assembled: Assembled | None, char: int,
               context: AnalysisContext) -> CompletionList | None:
    if assembled is None:
        return None
    at = assembled.to_assembled(char)
    if at is None:
        return None
    inner = assembled.document
    found = completion(inner, inner.line_index.char_to_offset(at), context)
    if not found.items:
        return None
    start = inner.line_index.offset_to_char(found.range.start)
    end = inner.line_index.offset_to_char(found.range.end)
    chars = assembled.to_script(start, end)
    if chars is None:
        return None
    index = document.line_index
    return CompletionList(found.items, TextRange(index.char_to_offset(chars[0]), index.char_to_offset(chars[1])),
                          found.is_incomplete)
