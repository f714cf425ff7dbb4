"""Hover in transforms: the statement under the cursor, the attribute or variable it names, and
on the name of a transform its effect on the sample job ad.

Works in condor_transform_ads rules files and inside the transform knobs of config files
(``JOB_TRANSFORM_<name>``, ``JOB_ROUTER_ROUTE_<name>``, ``JOB_ROUTER_TRANSFORM_<name>``), whose
lines are found through the provenance the config reader keeps.
"""
from __future__ import annotations

from ...classad import attributes
from ...classad.ad import ClassAd
from ...config.configset import ConfigSet
from ...config.scanner import Func, config_prefix, find_macro
from ...syntax.document import Document
from ...transform import sources
from ...transform.engine import DEFAULT_NAMES, MacroSet, Outcome, Run
from ...transform.keywords import DOCS, KEYWORDS, Keyword
from ...transform.reader import Kind, Line
from ...transform.sources import Role, Site
from ..context import AnalysisContext
from ..docs import attribute_doc, code, inline, knob_doc
from ..model import TextRange
from ..samples import sample_ad
from ..transforms.units import Placer, Spot, Unit, config_for, locate, units
from .common import Hover

#: attribute changes listed in an effect table at most
MAX_ROWS = 40


def transform_hover(document: Document, offset: int, context: AnalysisContext) -> Hover | None:
    """Hover at ``offset`` when it lies in a transform (a rules file, or a transform knob's value)."""
    spot = locate(document, offset, context)
    if spot is None:
        return None
    _found, view = units(document, context)
    placer = Placer(document, view)
    for handler in (_macro_hover, _keyword_hover, _argument_hover):
        result = handler(document, context, placer, spot)
        if result is not None:
            return result
    return None


def _requirements_on_sample(document: Document, context: AnalysisContext, unit: Unit) -> str:
    job = sample_ad("job", context)
    matched = Run(config_for(document, context)).matches(unit.transform, job.ad)
    return f"On the sample job (before any transform): {'true, the transform applies' if matched else 'not true, the transform is skipped'}."


def _range(placer: Placer, line: Line, start: int, end: int) -> TextRange | None:
    return placer.line_range(line, start, end)


def _keyword_hover(document: Document, context: AnalysisContext, placer: Placer, spot: Spot) -> Hover | None:
    line = spot.line
    statement = line.statement
    if statement is None or statement.keyword is None:
        return None
    word = statement.word
    if not word.start <= spot.index <= word.end:
        return None
    kw = statement.keyword
    parts = [f"**{kw.value}** (transform statement)", code(KEYWORDS[kw].usage), DOCS[kw]]
    if kw is Keyword.REQUIREMENTS:
        parts.append(_requirements_on_sample(document, context, spot.unit))
    if kw is Keyword.NAME or (kw is Keyword.TRANSFORM and spot.unit.transform.iterate is None):
        effect = effect_markdown(document, context, spot.unit)
        if effect:
            parts.append(effect)
    where = _range(placer, line, word.start, word.end)
    return Hover("\n\n".join(parts), where) if where is not None else None


def _argument_hover(document: Document, context: AnalysisContext, placer: Placer, spot: Spot) -> Hover | None:
    line = spot.line
    statement = line.statement
    if line.kind is not Kind.STATEMENT or statement is None or statement.keyword is None or statement.first is None \
            or statement.regex is not None or statement.keyword is Keyword.TRANSFORM:
        return None
    first = statement.first
    if not first.start <= spot.index <= first.end:
        return None
    name = statement.attribute
    where = _range(placer, line, first.start, first.end)
    if where is None:
        return None
    if statement.keyword is Keyword.EVALMACRO:
        return Hover(f"**{name}**: a temporary variable; later lines read the result as `$({name})`.", where)
    info = attributes.lookup(name, ("job",))
    parts = [attribute_doc(info) if info is not None else f"**{name}** (not an attribute HTCondor documents "
             "for jobs: one of this site's own)"]
    job = sample_ad("job", context)
    current = job.ad.lookup(name)
    from ...classad.unparse import unparse

    parts.append(f"In the sample job: {inline(unparse(current)) if current is not None else 'not set'}")
    return Hover("\n\n".join(parts), where)


def _macro_hover(document: Document, context: AnalysisContext, placer: Placer, spot: Spot) -> Hover | None:
    line = spot.line
    at = 0
    while True:
        ref = find_macro(line.text, at, config_prefix, None)
        if ref is None or ref.dollar > spot.index:
            return None
        at = ref.end
        if ref.dollar <= spot.index < ref.end and ref.func is Func.NORMAL:
            break
    body = ref.body_text(line.text)
    name = body.split(":", 1)[0]
    where = _range(placer, line, ref.dollar, ref.end)
    if where is None:
        return None
    return Hover(_macro_markdown(document, context, spot, name), where)


def _macro_markdown(document: Document, context: AnalysisContext, spot: Spot, name: str) -> str:
    key = name.lower()
    if key.startswith("my."):
        attr = name[3:]
        job = sample_ad("job", context)
        expr = job.ad.lookup(attr)
        from ...classad.ast import Literal
        from ...classad.unparse import unparse

        if expr is None:
            now = "the sample job has no such attribute, so it expands to nothing"
        elif isinstance(expr, Literal) and isinstance(expr.value, str):
            now = f"in the sample job: {inline(expr.value)} (a string expands without its quotes)"
        else:
            now = f"in the sample job: {inline(unparse(expr))} (the expression, not its value)"
        info = attributes.lookup(attr, ("job",))
        doc = attribute_doc(info) if info is not None else ""
        return "\n\n".join(p for p in (f"**$({name})**: the attribute {attr} of the ad being transformed; {now}",
                                       doc) if p)
    for line in spot.unit.transform.lines:
        if line.index >= spot.line.index:
            break
        if line.kind in (Kind.ASSIGN, Kind.HEREDOC) and line.name.lower() == key:
            return f"**$({name})**: a temporary variable of this transform, set on an earlier line to " + (
                inline(line.value_text) if line.kind is Kind.ASSIGN else "a multi-line value")
        if line.kind is Kind.STATEMENT and line.statement is not None and line.statement.keyword is Keyword.EVALMACRO \
                and line.statement.attribute.lower() == key:
            return f"**$({name})**: set by EVALMACRO on an earlier line (the value of its expression)"
    if key in DEFAULT_NAMES:
        return f"**$({name})**: one of HTCondor's transform defaults (`IsLinux`, `Iterating`, `Step` ...)"
    config = config_for(document, context)
    definition = config.table.lookup(name) if config is not None else None
    if definition is not None:
        doc = knob_doc(name) or ""
        return "\n\n".join(p for p in (f"**$({name})**: read from the configuration when the transform runs: "
                                       f"{inline(definition.value)}", doc) if p)
    return f"**$({name})** is not set before this line: it expands to nothing here"


# ---------------------------------------------------------------------------- effect on the sample job
def effect_markdown(document: Document, context: AnalysisContext, unit: Unit) -> str:
    """What ``unit`` does to the sample job ad (after the transforms its daemon applies first)."""
    job = sample_ad("job", context)
    config = config_for(document, context)
    try:
        outcome, before_note = _effect(unit, job.ad, config)
    except Exception:  # the preview must never break hover
        return ""
    source = "the bundled sample job" if job.source == "bundled" else f"the sample job `{job.source}`"
    lines = [f"**Effect on {source}**" + (f" ({before_note})" if before_note else "") + ":"]
    if not outcome.matched:
        lines.append("its REQUIREMENTS do not match, so the transform is skipped.")
        return "\n\n".join(lines)
    if outcome.changes:
        rows = ["| attribute | before | after |", "| --- | --- | --- |"]
        for change in outcome.changes[:MAX_ROWS]:
            rows.append(f"| `{change.attr}` | {_cell(change.before)} | {_cell(change.after)} |")
        if len(outcome.changes) > MAX_ROWS:
            rows.append(f"| … | {len(outcome.changes) - MAX_ROWS} more | |")
        lines.append("\n".join(rows))
    else:
        lines.append("no attribute changes.")
    if outcome.messages:
        lines.append("\n".join(f"- {m.level.value}: {inline(m.text, 160)}" for m in outcome.messages[:10]))
    if outcome.failed:
        if unit.prefix is None:
            effect = "condor_transform_ads reports the error and writes no ad."
        else:
            effect = "the job router does not route it." if unit.is_router else "the schedd rejects the job."
        lines.append("The transform **fails** on this job: " + effect)
    return "\n\n".join(lines)


def _cell(text: str | None) -> str:
    if text is None:
        return "(absent)"
    return "`" + inline(text, 60).strip("`").replace("|", "\\|") + "`"


def _effect(unit: Unit, ad: ClassAd, config: ConfigSet | None) -> tuple[Outcome, str]:
    """Apply the transforms before ``unit`` in its daemon's order, then ``unit``."""
    run = Run(config, MacroSet())
    note = ""
    if config is not None and unit.prefix is not None:
        role = _role_of(config, unit)
        if role is not None:
            order = sources.sites(config, role)
            if role is Role.ROUTE:
                order = sources.sites(config, Role.PRE_ROUTE)
            before = [s for s in order[:_position(order, unit)] if s.knob.lower() != (unit.knob or "").lower()]
            for site in before:
                transform = site.read()
                if transform is not None:
                    result = run.apply(transform, ad)
                    if result.failed:
                        break
            if before:
                note = "after " + ", ".join(s.name for s in before)
        else:
            note = "not listed in any *_NAMES knob; applied on its own"
    return run.apply(unit.transform, ad), note


def _role_of(config: ConfigSet, unit: Unit) -> Role | None:
    for role in unit.roles:
        if any(n.lower() == unit.name.lower() for n in sources.listed(config, next(
                f for f in sources.FAMILIES if f.role is role))):
            return role
    return None


def _position(order: list[Site], unit: Unit) -> int:
    for i, site in enumerate(order):
        if site.name.lower() == unit.name.lower():
            return i
    return len(order)


def name_hover(document: Document, context: AnalysisContext, unit: Unit, where: TextRange,
               heading: str | None = None) -> Hover:
    """The hover of a transform's name: what it is and its effect on the sample job."""
    parts = [heading or f"**{unit.name}** (transform)"]
    effect = effect_markdown(document, context, unit)
    if effect:
        parts.append(effect)
    return Hover("\n\n".join(parts), where)
