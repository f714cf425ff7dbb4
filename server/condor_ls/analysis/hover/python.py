"""Hover inside the HTCondor strings of a Python script; nothing anywhere else, so the user's
own Python language server answers there.

A constraint or ``ExprTree`` is evaluated against the sample ads (the job ad as MY for schedd
queries and job expressions, the slot ad for startd queries), with the culprits of its value;
an attribute name in a projection or lookup shows its schema entry; submit descriptions and ad
texts get the hover of submit files and ClassAd files, through the documents assembled from
them.
"""
from __future__ import annotations

from ...classad import attributes
from ...classad.ad import ClassAd
from ...classad.ast import AttrRef, Call, Expr, Literal
from ...classad.functions import metadata
from ...classad.parser import parse_expr
from ...python.literals import Embedded
from ...python.sites import AdSite, ExprSite, NameSite, SubmitSite
from ...syntax.document import Document
from ..context import AnalysisContext
from ..docs import attribute_doc, code, function_doc
from ..evaluation import JOB_SIDE, MACHINE_SIDE, Side, ads_for, explain, explanation_markdown, source_text_of
from ..model import TextRange
from ..python.embedding import Assembled, ad_document, expression_fill, string_at, submit_document
from .common import Hover, attribute_hover_text

#: how the ads are described in the hover of each side
ADS_WORDS = {
    "job": "the sample job ad as MY, the sample machine ad as TARGET",
    "machine": "the sample machine ad as MY, the sample job ad as TARGET",
    None: "the sample job ad as MY (which ad this expression meets is not known here)",
}


def python_hover(document: Document, offset: int, context: AnalysisContext) -> Hover | None:
    """The hover at byte ``offset`` of a script, or None outside the strings understood."""
    spot = string_at(document, offset, context.settings.python_enable)
    if spot is None:
        return None
    site, char = spot.site, spot.char
    if isinstance(site, ExprSite):
        return _expression_hover(document, site, spot.index, context)
    if isinstance(site, NameSite):
        return _name_hover(document, site)
    if isinstance(site, SubmitSite):
        return _assembled_hover(document, submit_document(document.uri, site, 0), char, context)
    if isinstance(site, AdSite):
        return _assembled_hover(document, ad_document(document.uri, site.text, 0), char, context)
    return None


def _range(document: Document, embedded: Embedded, start: int, end: int) -> TextRange:
    a, b = embedded.source_range(start, end)
    index = document.line_index
    return TextRange(index.char_to_offset(a), index.char_to_offset(b))


def _filled(site: ExprSite) -> str | None:
    fill, _operand = expression_fill(site.text)
    holes = set(site.text.holes)
    if any(len(fill(i)) != 1 for i in holes):
        return None  # fills are single characters, so spans stay aligned with the decoded text
    return "".join(fill(i) if i in holes else ch for i, ch in enumerate(site.text.text))


def _side(site: ExprSite) -> Side:
    return MACHINE_SIDE if site.side == "machine" else JOB_SIDE


def _expression_hover(document: Document, site: ExprSite, index: int, context: AnalysisContext) -> Hover | None:
    text = _filled(site)
    if text is None:
        return None
    try:
        tree = parse_expr(text)
    except Exception:
        return None
    data = text.encode("utf-8", "surrogatepass")
    byte = len(text[:index].encode("utf-8", "surrogatepass"))
    node = _innermost(tree, byte)
    if node is None:
        return None
    span = node.span
    assert span is not None
    start = len(data[:span[0]].decode("utf-8", "ignore"))
    end = len(data[:span[1]].decode("utf-8", "ignore"))
    if any(start <= h < end for h in site.text.holes):
        return None  # the value depends on what the f-string puts there
    side = _side(site)
    my, target = ads_for(side, None, context)
    where = _range(document, site.text, start, end)
    if isinstance(node, Call):
        name_span = node.name_span
        if name_span is not None and name_span[0] <= byte < name_span[1]:
            info = metadata.lookup(node.name)
            return Hover(function_doc(info), where) if info is not None else None
    if isinstance(node, AttrRef):
        markdown = attribute_hover_text(node, tree, my, target, side)
        return Hover(markdown, where) if markdown else None
    if isinstance(node, Literal) and node is not tree:
        return None
    explained = explain(tree, my, target, node, source=text)
    heading = f"{site.where}:\n\n" + code(source_text_of(text, tree)(node), "classad")
    return Hover(heading + "\n\n" + explanation_markdown(explained, side, ads=ADS_WORDS[site.side]), where)


def _innermost(root: Expr, byte: int) -> Expr | None:
    from ..rules.expressions import walk

    best: Expr | None = None
    for node in walk(root):
        span = getattr(node, "span", None)
        if span is None or not span[0] <= byte < span[1]:
            continue
        if best is None or span[1] - span[0] <= best.span[1] - best.span[0]:  # type: ignore[union-attr]
            best = node
    return best


def _name_hover(document: Document, site: NameSite) -> Hover | None:
    name = site.text.text.strip()
    if not name:
        return None
    kinds: tuple[str, ...] = (site.side, "other") if site.side else ("job", "machine", "other")
    info = attributes.lookup(name, kinds)
    where = _range(document, site.text, 0, len(site.text.text))
    text = attribute_doc(info) if info is not None else f"**{name}**: not an attribute HTCondor documents"
    return Hover(f"{text}\n\n({site.where})", where)


def _assembled_hover(document: Document, assembled: Assembled | None, char: int,
                     context: AnalysisContext) -> Hover | None:
    if assembled is None:
        return None
    at = assembled.to_assembled(char)
    if at is None:
        return None
    inner = assembled.document
    offset = inner.line_index.char_to_offset(at)
    from .config import hover

    found = hover(inner, offset, context)
    if found is None:
        return None
    start = inner.line_index.offset_to_char(found.range.start)
    end = inner.line_index.offset_to_char(found.range.end)
    chars = assembled.to_script(start, end)
    if chars is None:
        a = document.line_index.char_to_offset(char)
        return Hover(found.markdown, TextRange(a, a))
    index = document.line_index
    return Hover(found.markdown, TextRange(index.char_to_offset(chars[0]), index.char_to_offset(chars[1])))


__all__ = ["python_hover", "ClassAd"]
