"""Code lenses for condor_config files: above each startd policy knob, its value for the sample ads.

A lens sits on the definition that is in effect (HTCondor's lookup, ``STARTD.``-prefixed forms
included), and only when that definition is written in this document: an overridden line or
one in a skipped ``if`` branch gets none. The knob is evaluated as the startd would: the config's
policy published into the sample slot ad (in the state that ad carries), the slot as MY and the
sample job as TARGET; ``IS_OWNER`` locally, without a job. A value that is not a plain answer
(undefined, error) says briefly what decided it.

The lenses describe the startd, so they are offered when the configured subsystem is the
startd's (the default). Switched off with ``policy.codeLens: false``.
"""
from __future__ import annotations

import logging
from dataclasses import dataclass

from ...classad.values import UNDEFINED, ErrorValue
from ...config.model import Definition, Kind
from ...syntax.document import Document
from ...syntax.languages import LanguageId
from ..configview.view import ConfigView, config_view
from ..context import AnalysisCancelled, AnalysisContext
from ..model import TextRange
from .preview import SPECS, UNIVERSE_SUFFIX, Evaluated, Slot, sample_slot

log = logging.getLogger(__name__)

#: the command a lens runs (shared with the editors' clients)
PREVIEW_COMMAND = "condorLs.previewPolicy"

#: knobs with universe variants the startd prefers for vanilla jobs
_VARIANT_BASES = ("SUSPEND", "CONTINUE", "PREEMPT", "KILL", "WANT_SUSPEND", "WANT_VACATE")
VANILLA = "_VANILLA"
#: knob -> evaluated without a job (locally)
LENS_KNOBS: dict[str, bool] = {
    "START": False, "IS_OWNER": True, "RANK": False, "SUSPEND": False, "CONTINUE": False, "PREEMPT": False,
    "KILL": False, "WANT_SUSPEND": False, "WANT_VACATE": False, "MAXJOBRETIREMENTTIME": False,
    **{base + VANILLA: False for base in _VARIANT_BASES},
}
#: the subsystem whose policy the lenses describe
SUBSYSTEM = "STARTD"
#: longest explanation kept in a title (the tooltip has the rest)
MAX_WHY = 80


@dataclass(frozen=True)
class PolicyLens:
    range: TextRange       # the knob's name on its defining line
    knob: str              # as written (``STARTD.START`` ...)
    title: str
    tooltip: str


def _brief(reason: str) -> str:
    """A culprit sentence without the words about where an attribute was looked up."""
    for tail in (" (no ad defines it)", " (from MY)", " (from TARGET)"):
        if reason.endswith(tail):
            reason = reason[: -len(tail)]
    reason = reason.replace("`", "")
    return reason if len(reason) <= MAX_WHY else reason[: MAX_WHY - 1] + "…"


def _why(result: Evaluated) -> str:
    """What made a non-answer: the first deciding term, and how many more there were."""
    if not result.defined and isinstance(result.value, ErrorValue):
        return "does not parse as a ClassAd expression"
    if not result.reasons:
        if isinstance(result.value, ErrorValue) and result.value.reason:
            return _brief(result.value.reason)
        return ""
    more = len(result.reasons) - 1
    return _brief(result.reasons[0]) + (f" (+{more} more)" if more > 0 else "")


def _variant_words(name: str, slot: Slot, chosen: Evaluated | None) -> str:
    """A note when the startd would use another knob than this one for the sample job."""
    vanilla = slot.universe is not None and UNIVERSE_SUFFIX.get(slot.universe) == VANILLA
    if name.endswith(VANILLA):
        return "" if vanilla else " (not used: the sample job is not vanilla)"
    if chosen is not None and chosen.name.upper() != name.upper():
        return f" ({chosen.name} is used for this vanilla job)"
    return ""


def _title(name: str, result: Evaluated, local: bool, extra: str) -> str:
    where = "for the sample slot, without a job" if local else "for the sample job"
    value = result.value
    if not result.defined and isinstance(value, ErrorValue):
        return f"{name}: {_why(result)}"
    if value is UNDEFINED or isinstance(value, ErrorValue):
        why = _why(result)
        word = "undefined" if value is UNDEFINED else "error"
        return f"{name}: {word}" + (f" - {why}" if why else f" {where}") + extra
    return f"{name}: {result.value_text} {where}{extra}"


def _tooltip(result: Evaluated, local: bool) -> str:
    ads = "the sample slot ad, no job" if local else "the sample slot ad as MY, the sample job as TARGET"
    lines = [f"{result.name} = {result.text}" if result.text else result.name, f"evaluated with {ads}"]
    lines += [f"because {r.replace('`', '')}" for r in result.reasons[:8]]
    lines.append("Click for the whole policy preview.")
    return "\n".join(lines)


def _in_effect(view: ConfigView, knob: str) -> Definition | None:
    definition = view.configset.definition(knob)
    if definition is None or definition.kind is not Kind.CONFIG or not view.is_here(definition.origin):
        return None
    return definition


def policy_lenses(document: Document, context: AnalysisContext) -> list[PolicyLens]:
    """The lenses of a condor_config document (empty for other languages, when switched off,
    or when the configured subsystem is not the startd's)."""
    settings = context.settings
    if document.language is not LanguageId.CONFIG or not settings.policy_code_lens:
        return []
    if (settings.subsystem or SUBSYSTEM).upper() != SUBSYSTEM:
        return []
    try:
        return _lenses(document, context)
    except AnalysisCancelled:
        raise
    except Exception:  # a lens must never take the server down
        log.exception("policy lenses failed for %s", document.uri)
        return []


def _lenses(document: Document, context: AnalysisContext) -> list[PolicyLens]:
    view = config_view(document, context)
    found = [(knob, d) for knob in LENS_KNOBS if (d := _in_effect(view, knob)) is not None]
    if not found:
        return []
    slot = sample_slot(view, context)
    lenses: list[PolicyLens] = []
    for knob, definition in found:
        context.check_cancelled()
        local = LENS_KNOBS[knob]
        result = slot.evaluate(knob, local)
        base = knob[: -len(VANILLA)] if knob.endswith(VANILLA) else knob
        chosen = None
        if knob in _VARIANT_BASES:
            spec = next((s for s in SPECS if s.knob == base), None)
            chosen = slot.evaluate_spec(spec) if spec is not None else None
        extra = _variant_words(knob, slot, chosen) if base in _VARIANT_BASES else ""
        origin = definition.origin
        if origin is None:  # _in_effect only keeps definitions written here
            continue
        lenses.append(PolicyLens(view.range_at(origin, len(definition.name)), definition.name,
                                 _title(definition.name, result, local, extra), _tooltip(result, local)))
    lenses.sort(key=lambda lens: lens.range.start)
    return lenses


__all__ = ["LENS_KNOBS", "PREVIEW_COMMAND", "PolicyLens", "policy_lenses"]
