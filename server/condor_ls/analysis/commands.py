"""Answers to the editor commands "Evaluate selection" and "Show expanded value".

Both are pure functions of a document (and what its config set reads through the context):

* :func:`evaluate_selection` evaluates an expression in the document's context: in a config
  file its macros are expanded in the document's config set and the expression is evaluated
  in the sample slot ad carrying the config's policy knobs (MY) against the sample job
  (TARGET), the way the startd evaluates its policy; in a submit file the job this file
  describes (proc 0's ad as condor_submit makes it) is MY and the sample machine TARGET; in
  a ClassAd file the ad holding the selection (its first ad) is MY and the sample ad of the
  other kind TARGET.
* :func:`expanded_value` gives the knob under a position with its fully expanded value: the
  ``$(NAME)`` reference under the cursor, else the knob the line assigns.
"""
from __future__ import annotations

import logging
from dataclasses import dataclass

from ..classad.ad import ClassAd
from ..classad.parser import ClassAdSyntaxError, parse_expr
from ..config.model import Definition, Kind
from ..syntax.document import Document
from ..syntax.languages import LanguageId
from .adfiles import ad_at, ad_kind
from .configview.view import ConfigView, config_view, expansion_too_big
from .context import AnalysisCancelled, AnalysisContext
from .docs import code, inline
from .evaluation import JOB_SIDE, MACHINE_SIDE, Side, explain, explanation_markdown, policy_machine_ad, value_text
from .hover.common import node_at
from .samples import sample_ad

log = logging.getLogger(__name__)

#: longest expression text evaluated (a selection of a whole file is not an expression)
MAX_EXPRESSION_CHARS = 64 * 1024
#: longest value shown in full in the markdown
MAX_SHOWN_CHARS = 4000


@dataclass(frozen=True)
class Evaluation:
    value: str        # the value as ClassAd text (``true``, ``"abc"``, ``undefined`` ...)
    markdown: str


@dataclass(frozen=True)
class ExpandedValue:
    name: str
    value: str
    markdown: str


def _clip(text: str) -> str:
    return text if len(text) <= MAX_SHOWN_CHARS else text[:MAX_SHOWN_CHARS] + " …"


# ---------------------------------------------------------------------------- evaluate selection
def _classad_ads(document: Document, context: AnalysisContext) -> tuple[ClassAd, ClassAd, Side, str]:
    ad = ad_at(document, None)  # the first ad: only its text is parsed, whatever the file's size
    if ad is None:
        machine, job = sample_ad("machine", context).ad, sample_ad("job", context).ad
        return machine, job, MACHINE_SIDE, "sample machine ad as MY (this file holds no ad), sample job as TARGET"
    kind = ad_kind(ad)
    other = "machine" if kind == "job" else "job"
    side = JOB_SIDE if kind == "job" else MACHINE_SIDE
    return ad, sample_ad(other, context).ad, side, f"this file's ad as MY, the sample {other} ad as TARGET"


def _context_ads(document: Document, context: AnalysisContext) -> tuple[ClassAd, ClassAd, Side, str, ConfigView | None]:
    """(MY, TARGET, side, words for the ads, config view) for the document's language."""
    if document.language is LanguageId.CONFIG:
        view = config_view(document, context)
        return (policy_machine_ad(view, context), sample_ad("job", context).ad, MACHINE_SIDE,
                "the sample slot ad with this configuration's policy as MY, the sample job as TARGET", view)
    if document.language is LanguageId.SUBMIT:
        from .submit_job import submit_job

        job = submit_job(document, context)
        return job.ad, sample_ad("machine", context).ad, JOB_SIDE, job.words, None
    my, target, side, words = _classad_ads(document, context)
    return my, target, side, words, None


def evaluate_selection(document: Document, context: AnalysisContext, expression: str) -> Evaluation:
    """``expression`` evaluated in ``document``'s context (see the module docs); a text that is
    not an expression gets a readable answer, never an exception."""
    try:
        return _evaluate(document, context, expression)
    except AnalysisCancelled:
        raise
    except Exception as err:  # never let a command fail with a traceback
        log.exception("evaluate failed in %s", document.uri)
        return Evaluation("error", f"Could not evaluate: {err}")


def _evaluate(document: Document, context: AnalysisContext, expression: str) -> Evaluation:
    text = (expression or "").strip()
    if not text:
        return Evaluation("", "Nothing to evaluate: select a ClassAd expression.")
    if len(text) > MAX_EXPRESSION_CHARS:
        return Evaluation("", f"The selection is too long to evaluate ({len(text)} characters).")
    my, target, side, ads, view = _context_ads(document, context)
    expanded = text
    if view is not None and "$" in text:
        if expansion_too_big(view, text):
            return Evaluation("", "The selection's macros expand to too much text to evaluate.")
        expanded = view.configset.expand_text(text, track=False).value.strip()
    parts = [code(_clip(text), "classad")]
    if expanded != text:
        parts.append("Expands to:\n" + code(_clip(expanded), "classad"))
    try:
        expr = parse_expr(expanded)
    except ClassAdSyntaxError as err:
        return Evaluation("not an expression", "\n\n".join(parts + [f"**Not a ClassAd expression:** {err.message} "
                                                   f"(at byte {err.offset})"]))
    explained = explain(expr, my, target, source=expanded)
    parts.append(explanation_markdown(explained, side, ads=ads))
    return Evaluation(value_text(explained.value), "\n\n".join(parts))


# ---------------------------------------------------------------------------- expanded value
def _text(document: Document, start: int, end: int) -> str:
    return document.source[start:end].decode("utf-8", "replace")


def _where(view: ConfigView, definition: Definition) -> str:
    origin = definition.origin
    if definition.kind is Kind.DEFAULT or origin is None:
        return "HTCondor's default"
    if origin.file.startswith("<"):
        return origin.file.strip("<>") + (f" via {', '.join(definition.via)}" if definition.via else "")
    return f"{'this file' if view.is_here(origin) else origin.file}:{view.row_of(origin) + 1}"


def expanded_value(document: Document, offset: int, context: AnalysisContext) -> ExpandedValue | None:
    """The knob (or submit macro) under byte ``offset`` and its expanded value; None when there
    is none there."""
    try:
        if document.language is LanguageId.CONFIG:
            return _config_value(document, offset, context)
        if document.language is LanguageId.SUBMIT:
            return _submit_value(document, offset)
        return None
    except AnalysisCancelled:
        raise
    except Exception:
        log.exception("expanded value failed in %s", document.uri)
        return None


def _config_value(document: Document, offset: int, context: AnalysisContext) -> ExpandedValue | None:
    node = node_at(document, offset)
    reference = assignment = None
    while node is not None:
        if node.type == "macro_reference" and reference is None:
            reference = node
        if node.type in ("assignment", "heredoc_assignment"):
            assignment = node
            break
        node = node.parent
    view = config_view(document, context)
    if reference is not None:
        written = _text(document, reference.start_byte, reference.end_byte)
        name_node = reference.child_by_field_name("name")
        name = _text(document, name_node.start_byte, name_node.end_byte) if name_node is not None else written
        if expansion_too_big(view, written):
            return ExpandedValue(name, "", f"**{written}**: the expansion is too large to compute.")
        value = view.configset.expand_text(written, track=False).value
        return ExpandedValue(name, value, f"**{written}** expands to:\n\n" + code(_clip(value) or "(empty)"))
    if assignment is None:
        return None
    key = assignment.child_by_field_name("key")
    if key is None:
        return None
    name = _text(document, key.start_byte, key.end_byte).strip()
    line = document.source.count(b"\n", 0, key.start_byte)
    here = next((d for d in view.configset.history(name)
                 if d.origin is not None and view.is_here(d.origin) and view.row_of(d.origin) == line), None)
    current = view.configset.definition(name)
    shown = here or current
    if shown is None:
        return ExpandedValue(name, "", f"**{name}** is not defined in this configuration.")
    if expansion_too_big(view, shown.value):
        return ExpandedValue(name, "", f"**{name}**: the expansion is too large to compute.")
    value = view.configset.expand_text(shown.raw, track=False).value
    parts = [f"**{name}** ({_where(view, shown)}) expands to:", code(_clip(value) or "(empty)")]
    if current is not None and current is not shown:
        parts.append(f"HTCondor uses the definition at {_where(view, current)} instead"
                     + (f": {inline(view.configset.value(name) or '', 200)}" if view.configset.value(name) else "."))
    elif here is None:
        parts.append("This line is not read (an `if` branch HTCondor skips, or after an error); "
                     "the value in effect is shown.")
    return ExpandedValue(name, value, "\n\n".join(parts))


def _submit_value(document: Document, offset: int) -> ExpandedValue | None:
    from ..submit.directives import Kind as SubmitKind, read_submit
    from ..submit.macros import Expander
    from .rules.submit import loop_variables

    submit = read_submit(document)
    loops = frozenset(loop_variables(document))
    expander = Expander(submit, loops)
    use = next((u for u in submit.uses if u.start <= offset < u.end), None)
    if use is not None:
        definitions = submit.definitions(use.name)
        if not definitions:
            return None
        expanded = expander.expand(definitions[-1].value)
        name, raw = use.name, definitions[-1].value.text
    else:
        assignment = next((a for a in submit.assignments if a.kind is not SubmitKind.REMOVAL
                           and a.key_range[0] <= offset <= a.value_range[1]), None)
        if assignment is None:
            return None
        expanded = expander.expand(assignment.value)
        name, raw = assignment.key, assignment.value.text
    if expanded is None:
        return ExpandedValue(name, raw, f"**{name}** = {inline(raw, 300)}\n\nIts expansion depends on the queue "
                                        "statement or on macros assigned more than once, so it is left as written.")
    return ExpandedValue(name, expanded.text, f"**{name}** expands to:\n\n" + code(_clip(expanded.text) or "(empty)"))
