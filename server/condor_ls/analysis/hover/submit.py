"""Hover in submit files: commands, ``+Attr`` job attributes, and every expression the file holds
(``requirements``, ``rank``, the ``periodic_*`` and ``on_exit_*`` policies, ``+Attr`` values ...)
evaluated with this job as MY and the sample machine as TARGET, as the negotiator and the schedd
do."""
from __future__ import annotations

from ...classad import attributes
from ...classad.ad import ClassAd
from ...classad.ast import AttrRef, Call, Expr, Literal
from ...classad.functions import metadata
from ...submit.directives import Kind, read_submit
from ...syntax.document import Document
from ..context import AnalysisContext
from ..docs import attribute_doc, code, command_doc, function_doc, inline
from ..evaluation import JOB_SIDE, ads_for, explain, explanation_markdown, source_text_of
from .common import Hover, attribute_hover_text, deepest_node, word_range
from ..model import TextRange
from ..samples import sample_ad

#: how the ads are described in submit hovers
SUBMIT_ADS = "this job as MY: the sample job ad with this file's settings; the sample machine ad as TARGET"
#: command value types copied into the job ad as expressions (others need condor_submit's
#: conversions: units, universe numbers, paths)
EXPRESSION_TYPES = frozenset({"classad", "int", "long", "double", "bool"})
#: multipliers of the size suffixes condor_submit accepts for request_memory (result in MB)
_MEMORY_UNITS = {"": 1, "K": 1 / 1024, "M": 1, "G": 1024, "T": 1024 * 1024}


def _size_expr(name: str, text: str) -> Expr | None:
    """``request_memory = 4G`` as condor_submit stores it (MB); plain numbers pass through."""
    import re

    match = re.fullmatch(r"\s*(\d+(?:\.\d+)?)\s*([KMGTkmgt]?)[bB]?\s*", text)
    if match is None or name != "request_memory" or not match.group(2):
        return None
    return Literal(int(float(match.group(1)) * _MEMORY_UNITS[match.group(2).upper()] + 0.999999))


def job_ad_for(document: Document, context: AnalysisContext) -> ClassAd:
    """The sample job ad with the attributes this submit file sets (``+Attr``, ``MY.Attr`` and
    the commands whose value is an expression, such as request_memory)."""
    from ...classad.parser import parse_expr
    from ...submit import commands
    from ...submit.macros import Expander
    from ..rules.submit import loop_variables

    job = sample_ad("job", context).ad
    submit = read_submit(document)
    expander = Expander(submit, frozenset(loop_variables(document)))
    for assignment in submit.assignments:
        if assignment.kind is Kind.REMOVAL:
            job.remove(assignment.name)
            continue
        name = command = assignment.name
        if assignment.kind is Kind.COMMAND:
            found = commands.command(assignment.name)
            if found is None or not found.attribute or found.type not in EXPRESSION_TYPES:
                continue
            name, command = found.attribute, found.name  # ``RequestMemory = 4G`` is request_memory
        expanded = expander.expand(assignment.value)
        if expanded is None or not expanded.text.strip():
            continue
        expr = _size_expr(command.lower(), expanded.text)
        if expr is None:
            try:
                expr = parse_expr(expanded.text)
            except Exception:
                continue
        job.set(name, expr)
    return job


def _ads(document: Document, context: AnalysisContext) -> tuple[ClassAd, ClassAd]:
    """(MY, TARGET) for the job's expressions: this file's job against the sample machine."""
    _, machine = ads_for(JOB_SIDE, None, context)
    return job_ad_for(document, context), machine


def _site_for(document: Document, offset: int):  # type: ignore[no-untyped-def]
    from ..rules.submit import expression_sites

    for site in expression_sites(document):
        start, end = site.assignment.value_range
        if start <= offset <= end:
            return site
    return None


def _evaluation(document: Document, context: AnalysisContext, offset: int) -> str | None:
    """The value of the expression whose text starts at ``offset`` (None for other values)."""
    site = _site_for(document, offset)
    if site is None or site.tree is None:
        return None
    my, target = _ads(document, context)
    return explanation_markdown(explain(site.tree, my, target, source=site.expanded.text), JOB_SIDE, ads=SUBMIT_ADS)


def _node_doc_range(site, node: Expr) -> TextRange | None:  # type: ignore[no-untyped-def]
    span = getattr(node, "span", None)
    if span is None:
        return None
    start, end = site.source(span)
    return TextRange(start, end)


def _macro_hover(document: Document, offset: int, context: AnalysisContext | None = None) -> Hover | None:
    """``$(name)``: where the file defines it and what it expands to (or what condor_submit
    predefines, or the queue statement that binds it), and the values DAG nodes that run the
    file give it with VARS."""
    found = _file_macro_hover(document, offset)
    if found is None or context is None:
        return found
    from .dag_vars import vars_section

    use = next((u for u in read_submit(document).uses if u.start <= offset < u.end), None)
    if use is None:
        return found
    name = use.name
    section = vars_section(document, name, context)
    if section is None:
        return found
    markdown = found.markdown
    if "is not defined in this file" in markdown:
        markdown = f"**$({name})**: not defined in this file; DAG nodes that run it give it with VARS."
    return Hover(markdown + "\n\n" + section, found.range)


def _file_macro_hover(document: Document, offset: int) -> Hover | None:
    from ...submit.macros import PREDEFINED, Expander
    from ..rules.submit import loop_variables

    submit = read_submit(document)
    use = next((u for u in submit.uses if u.start <= offset < u.end), None)
    if use is None:
        return None
    rng = TextRange(use.start, use.end)
    low = use.name.lower()
    loops = {v.lower() for v in loop_variables(document)}
    if low in loops:
        return Hover(f"**$({use.name})**: set by the queue statement for each job it submits.", rng)
    definitions = submit.definitions(use.name)
    if definitions:
        last = definitions[-1]
        expander = Expander(submit, frozenset(loops))
        expanded = expander.expand(last.value)
        line = document.source.count(b"\n", 0, last.key_range[0]) + 1
        parts = [f"**$({use.name})** = {inline(last.value.text)} (line {line})"]
        if len(definitions) > 1:
            parts.append(f"Assigned {len(definitions)} times in this file; the last assignment before a "
                         "queue statement applies to the jobs it submits.")
        if expanded is not None and expanded.text != last.value.text:
            parts.append("Expands to:\n" + code(expanded.text))
        return Hover("\n\n".join(parts), rng)
    if low in PREDEFINED:
        example = PREDEFINED[low]
        suffix = f" (for example {inline(example)})" if example else ""
        return Hover(f"**$({use.name})**: predefined by condor_submit{suffix}.", rng)
    return Hover(f"**$({use.name})** is not defined in this file: it expands to the empty string "
                 "(unless an included file or the submit-side configuration defines it).", rng)


def submit_hover(document: Document, offset: int, context: AnalysisContext) -> Hover | None:
    macro = _macro_hover(document, offset, context)
    if macro is not None:
        return macro
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
    evaluation = _evaluation(document, context, assignment.value_range[0])
    suffix = f"\n\n{evaluation}" if evaluation else ""
    if assignment.kind is Kind.COMMAND:
        text = command_doc(assignment.name)
        return Hover(text + suffix, rng) if text is not None else None
    info = attributes.lookup(assignment.name, ("job",))
    text = attribute_doc(info) if info is not None else f"**{assignment.name}**: a custom attribute of the job ad"
    return Hover(text + suffix, rng)


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
    my, target = _ads(document, context)
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
    text = code(source_text_of(source, expr)(node), "classad") + "\n\n" + explanation_markdown(explained, JOB_SIDE, ads=SUBMIT_ADS)
    return Hover(text, _node_doc_range(site, node) or TextRange(offset, offset))


def _nodes_by_size(root: Expr) -> list[Expr]:
    """Every node, smallest span first (the innermost node at a position comes first)."""
    from ..rules.expressions import walk

    nodes = [n for n in walk(root) if getattr(n, "span", None) is not None]
    nodes.sort(key=lambda n: n.span[1] - n.span[0])  # type: ignore[union-attr]
    return nodes


__all__ = ["submit_hover", "deepest_node"]
