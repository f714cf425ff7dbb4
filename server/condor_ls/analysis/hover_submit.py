"""Hover in submit files: commands, ``+Attr`` job attributes, and the job's ``requirements`` and
``rank`` evaluated as the negotiator does (the job ad is MY, a machine ad TARGET)."""
from __future__ import annotations

from ..classad import attributes
from ..classad.ast import AttrRef, Call, Expr, Literal
from ..classad.functions import metadata
from ..submit.directives import Kind, read_submit
from ..syntax.document import Document
from .context import AnalysisContext
from .docs import attribute_doc, code, command_doc, function_doc
from .evaluation import JOB_SIDE, ads_for, explain, explanation_markdown, source_text_of
from .hover_common import Hover, attribute_hover_text, deepest_node, word_range
from .model import TextRange

#: commands whose value is evaluated against the sample machine in hover
EVALUATED = frozenset({"requirements", "rank"})


def _site_for(document: Document, offset: int):  # type: ignore[no-untyped-def]
    from .rules_submit import expression_sites

    for site in expression_sites(document):
        start, end = site.assignment.value_range
        if start <= offset <= end:
            return site
    return None


def _evaluation(document: Document, context: AnalysisContext, name: str, offset: int) -> str | None:
    if name.lower() not in EVALUATED:
        return None
    site = _site_for(document, offset)
    if site is None or site.tree is None:
        return None
    my, target = ads_for(JOB_SIDE, None, context)
    return explanation_markdown(explain(site.tree, my, target, source=site.expanded.text), JOB_SIDE)


def _node_doc_range(site, node: Expr) -> TextRange | None:  # type: ignore[no-untyped-def]
    span = getattr(node, "span", None)
    if span is None:
        return None
    start, end = site.source(span)
    return TextRange(start, end)


def submit_hover(document: Document, offset: int, context: AnalysisContext) -> Hover | None:
    submit = read_submit(document)
    for assignment in submit.assignments:
        key_start, key_end = assignment.key_range
        if key_start <= offset < key_end:
            return _key_hover(document, context, assignment, offset)
        value_start, value_end = assignment.value_range
        if value_start <= offset <= value_end:
            return _value_hover(document, context, offset)
    return None


def _key_hover(document: Document, context: AnalysisContext, assignment, offset: int) -> Hover | None:  # type: ignore[no-untyped-def]
    rng = TextRange(*assignment.key_range)
    if assignment.kind is Kind.COMMAND:
        text = command_doc(assignment.name)
        if text is None:
            return None
        evaluation = _evaluation(document, context, assignment.name, assignment.value_range[0])
        return Hover(text + (f"\n\n{evaluation}" if evaluation else ""), rng)
    info = attributes.lookup(assignment.name, ("job",))
    text = attribute_doc(info) if info is not None else f"**{assignment.name}**: a custom attribute of the job ad"
    return Hover(text, rng)


def _value_hover(document: Document, context: AnalysisContext, offset: int) -> Hover | None:
    site = _site_for(document, offset)
    if site is None or site.tree is None:
        return None
    expr = site.tree
    node = None
    for candidate in _nodes_by_size(expr):
        rng = _node_doc_range(site, candidate)
        if rng is not None and rng.start <= offset < rng.end:
            node = candidate
            break
    if node is None:
        return None
    my, target = ads_for(JOB_SIDE, None, context)
    word = word_range(document, offset)
    if isinstance(node, Call):
        name_span = node.name_span
        doc_name = _node_doc_range(site, Call(node.name, (), name_span)) if name_span else None
        if doc_name is not None and doc_name.start <= offset < doc_name.end:
            info = metadata.lookup(node.name)
            return Hover(function_doc(info), doc_name) if info is not None else None
    if isinstance(node, AttrRef):
        text = attribute_hover_text(node, expr, my, target, JOB_SIDE)
        return Hover(text, word or TextRange(offset, offset)) if text else None
    if isinstance(node, Literal):
        return None
    source = site.expanded.text
    explained = explain(expr, my, target, node, source=source)
    text = code(source_text_of(source, expr)(node), "classad") + "\n\n" + explanation_markdown(explained, JOB_SIDE)
    return Hover(text, _node_doc_range(site, node) or TextRange(offset, offset))


def _nodes_by_size(root: Expr) -> list[Expr]:
    """Every node, smallest span first (the innermost node at a position comes first)."""
    from .rules_expr import walk

    nodes = [n for n in walk(root) if getattr(n, "span", None) is not None]
    nodes.sort(key=lambda n: n.span[1] - n.span[0])  # type: ignore[union-attr]
    return nodes


__all__ = ["submit_hover", "deepest_node"]
