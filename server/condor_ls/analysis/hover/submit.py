"""Hover in submit files: commands (with the attributes each sets and their value in the job ad
condor_submit makes), ``+Attr`` job attributes, macros (with their value in the first few
procs), and every expression the file holds (``requirements``, ``rank``, the ``periodic_*`` and
``on_exit_*`` policies, ``+Attr`` values ...) evaluated with this job as MY and the sample
machine as TARGET, as the negotiator and the schedd do. "This job" is proc 0's ad from the
job-ad model (:mod:`..submit_job`), or the sample job when the model makes no proc."""
from __future__ import annotations

import os

from ...classad import attributes
from ...classad.ad import ClassAd
from ...classad.ast import AttrRef, Call, Expr, Literal
from ...classad.functions import metadata
from ...classad.unparse import unparse
from ...submit import commands
from ...submit.directives import Kind, read_submit
from ...syntax.document import Document
from ..context import AnalysisContext, uri_to_path
from ..docs import attribute_doc, code, command_doc, function_doc, inline
from ..evaluation import JOB_SIDE, ads_for, explain, explanation_markdown, source_text_of
from .common import Hover, attribute_hover_text, deepest_node, word_range
from ..model import TextRange
from ..submit_job import approximate_job_ad, first_procs, job_ads_of, queue_ranges, submit_job

#: how the ads are described in submit hovers when the model makes no proc (kept for callers)
SUBMIT_ADS = "this job as MY: the sample job ad with this file's settings; the sample machine ad as TARGET"
#: procs whose values a macro's hover shows
SHOWN_PROCS = 5
#: longest attribute value shown in full in a hover
MAX_VALUE = 300


def job_ad_for(document: Document, context: AnalysisContext) -> ClassAd:
    """The job this submit file describes: proc 0's ad as condor_submit makes it (else the
    sample job with this file's settings; see :mod:`..submit_job`)."""
    return submit_job(document, context).ad


def _ads(document: Document, context: AnalysisContext) -> tuple[ClassAd, ClassAd, str]:
    """(MY, TARGET, words) for the job's expressions: this file's job against the sample machine."""
    _, machine = ads_for(JOB_SIDE, None, context)
    job = submit_job(document, context)
    return job.ad, machine, job.words


__all__ = ["submit_hover", "deepest_node", "job_ad_for", "approximate_job_ad"]


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
    my, target, words = _ads(document, context)
    return explanation_markdown(explain(site.tree, my, target, source=site.expanded.text), JOB_SIDE, ads=words)


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
    found = _file_macro_hover(document, offset, context)
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


def _file_macro_hover(document: Document, offset: int, context: AnalysisContext | None) -> Hover | None:
    from ...submit.macros import PREDEFINED, Expander
    from ..rules.submit import loop_variables

    submit = read_submit(document)
    use = next((u for u in submit.uses if u.start <= offset < u.end), None)
    if use is None:
        return None
    rng = TextRange(use.start, use.end)
    low = use.name.lower()
    loops = {v.lower() for v in loop_variables(document)}
    values = _per_proc(document, context, use.name) if context is not None else None
    more = f"\n\n{values}" if values else ""
    if low in loops:
        return Hover(f"**$({use.name})**: set by the queue statement for each job it submits.{more}", rng)
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
        if values:
            parts.append(values)
        return Hover("\n\n".join(parts), rng)
    if low in PREDEFINED:
        example = PREDEFINED[low]
        suffix = f" (for example {inline(example)})" if example and not values else ""
        return Hover(f"**$({use.name})**: predefined by condor_submit{suffix}.{more}", rng)
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
    in_ad = _in_job_ad(document, context, assignment)
    suffix = "".join(f"\n\n{part}" for part in (in_ad, evaluation) if part)
    if assignment.kind is Kind.COMMAND:
        text = command_doc(assignment.name)
        if text is None:  # a macro of the user's: its value in the first procs
            values = _per_proc(document, context, assignment.name)
            return Hover(f"**{assignment.name}**: a macro of this file" + (f"\n\n{values}" if values else ""),
                         rng)
        return Hover(text + suffix, rng)
    info = attributes.lookup(assignment.name, ("job",))
    text = attribute_doc(info) if info is not None else f"**{assignment.name}**: a custom attribute of the job ad"
    return Hover(text + suffix, rng)


# -- the job ads condor_submit makes ---------------------------------------------------------------------------

def _clip(text: str, limit: int = MAX_VALUE) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"


#: what :func:`_proc_after` says for a line below the last queue statement
_AFTER_LAST = object()


def _proc_after(result, document: Document, offset: int):  # type: ignore[no-untyped-def]
    """The first proc of the first queue statement after ``offset`` in this document (the one
    an assignment there applies to), else proc 0."""
    line = document.source.count(b"\n", 0, offset)
    placed = queue_ranges(document, result)
    for index, rng in placed:
        if document.source.count(b"\n", 0, rng.start) >= line:
            statement = result.queues[index]
            if statement.count:
                try:
                    proc = statement.procs[0]
                except Exception:
                    return None
                return None if proc.failed else proc
    if placed:
        return _AFTER_LAST  # every queue statement of the file comes before this line
    return result.first()


def _in_job_ad(document: Document, context: AnalysisContext, assignment) -> str | None:  # type: ignore[no-untyped-def]
    """The attributes an assignment sets, with their value in the ad of the proc it applies to."""
    result = job_ads_of(document, context)
    if result is None:
        return None
    proc = _proc_after(result, document, assignment.key_range[0])
    if proc is None:
        return None
    if proc is _AFTER_LAST:
        return "No queue statement follows this line: condor_submit makes no job with it."
    ad = proc.ad
    if assignment.kind is Kind.ATTRIBUTE:
        names: tuple[str, ...] = tuple(n for n in (assignment.name,) if ad.lookup(n) is not None)
    elif assignment.kind is Kind.COMMAND:
        found = commands.command(assignment.name)
        if found is None:
            return None
        keys = dict.fromkeys(k.lower() for k in (found.name, assignment.name))
        names = tuple(dict.fromkeys(n for key in keys for n in proc.attributes_from(key)))
        if not names and found.attribute and ad.lookup(found.attribute) is not None:
            names = (found.attribute,)
    else:
        return None
    label = f"{proc.cluster}.{proc.proc}"
    if not names:
        if assignment.kind is Kind.REMOVAL:
            return None
        return f"condor_submit sets no attribute of job {label}'s ad from this line."
    lines = [f"{ad_name(ad, n)} = {_clip(unparse(ad.lookup(n), old=True))}" for n in names  # type: ignore[arg-type]
             if ad.lookup(n) is not None]
    text = f"**In the job ad** (job {label}, as condor_submit makes it):\n" + code("\n".join(lines), "classad")
    where = _provenance(document, assignment, proc, names)
    return text + (f"\n\n{where}" if where else "")


#: lines of the file a hover names as the provenance of one attribute, at most
SHOWN_SOURCES = 4


def _provenance(document: Document, assignment, proc, names: tuple[str, ...]) -> str | None:  # type: ignore[no-untyped-def]
    """Which submit lines each attribute's value came from (the job-ad model's provenance), and
    whether the hovered line is one of them: an alternate key that the command's own name
    overrides (``RequestCpus`` under ``request_cpus``), a ``+Foo`` that a later ``MY.Foo``
    replaces, or a line in a branch not taken sets nothing."""
    path = uri_to_path(document.uri) if document.uri.startswith("file:") else document.uri
    embedded = "#" in document.uri  # a script's description: its lines are not the file's
    here = document.source.count(b"\n", 0, assignment.key_range[0])
    rows: list[str] = []
    used = False
    for name in names:
        sources = [s for s in proc.sources(name) if s.kind in ("submit", "argument", "append", "config")]
        if not sources:
            continue
        shown: list[str] = []
        for source in sources[:SHOWN_SOURCES]:
            origin = source.origin
            if origin is not None and origin.file == path and origin.line == here:
                used = True
            shown.append(_source_words(source, path, embedded))
        more = f" and {len(sources) - SHOWN_SOURCES} more" if len(sources) > SHOWN_SOURCES else ""
        rows.append(f"`{ad_name(proc.ad, name)}` from {', '.join(shown)}{more}")
    if not rows:
        return None
    text = "**Set by:** " + "; ".join(rows)
    if not used:
        text += ("\n\nThis line is not what sets it: condor_submit reads the value named above "
                 "(a command's own name before its alternate key, the last of `+Name`/`MY.Name`).")
    return text


def _source_words(source, path: str, embedded: bool = False) -> str:  # type: ignore[no-untyped-def]
    """``request_cpus`` (line 9), ``x`` (common.sub:3), ``FOO`` (the configuration) ...; no
    line for a description embedded in a script or a DAG (its lines are not the file's)."""
    origin = source.origin
    key = f"`{source.name}`"
    if source.kind == "config":
        return f"{key} (the configuration)"
    if source.kind in ("argument", "append"):
        return f"{key} (the command line or a DAG's VARS)"
    if origin is None:
        return key
    if origin.file and origin.file != path:
        return f"{key} ({os.path.basename(origin.file)}:{origin.line + 1})"
    return key if embedded else f"{key} (line {origin.line + 1})"


def ad_name(ad: ClassAd, name: str) -> str:
    """``name`` as the ad spells it."""
    low = name.lower()
    return next((n for n in ad.names() if n.lower() == low), name)


def _per_proc(document: Document, context: AnalysisContext, name: str) -> str | None:
    """``$(name)`` in the first few procs, as condor_submit expands it for each."""
    result = job_ads_of(document, context)
    if result is None:
        return None
    procs = first_procs(result, SHOWN_PROCS)
    values = [(f"{p.cluster}.{p.proc}", p.macro(name)) for p in procs]
    if not values or all(v is None for _, v in values):
        return None
    total = sum(q.count or 0 for q in result.queues)
    unknown = any(q.count is None for q in result.queues)
    scope = f"the first {len(values)} of {total:,}{'+' if unknown else ''} procs" if total > len(values) or unknown \
        else ("the only proc" if len(values) == 1 else f"all {len(values)} procs")
    distinct = {v for _, v in values}
    if len(distinct) == 1:
        (value,) = distinct
        shown = inline(_clip(value, 120)) if value else "empty"
        return f"In {scope} ({values[0][0]}{' to ' + values[-1][0] if len(values) > 1 else ''}): {shown}"
    rows = [f"| job | `$({name})` |", "|---|---|"]
    rows += [f"| {label} | {inline(_clip(v, 80)) if v else '*(empty)*'} |" for label, v in values]
    return f"In {scope}:\n\n" + "\n".join(rows)


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
    my, target, words = _ads(document, context)
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
    text = code(source_text_of(source, expr)(node), "classad") + "\n\n" + explanation_markdown(explained, JOB_SIDE, ads=words)
    return Hover(text, _node_doc_range(site, node) or TextRange(offset, offset))


def _nodes_by_size(root: Expr) -> list[Expr]:
    """Every node, smallest span first (the innermost node at a position comes first)."""
    from ..rules.expressions import walk

    nodes = [n for n in walk(root) if getattr(n, "span", None) is not None]
    nodes.sort(key=lambda n: n.span[1] - n.span[0])  # type: ignore[union-attr]
    return nodes


