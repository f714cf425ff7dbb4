"""Policy preview: what a startd would make of its policy expressions right now.

Given a config set, a slot ad and a job ad, evaluate ``START``, ``IS_OWNER``, ``RANK``,
``SUSPEND``, ``CONTINUE``, ``PREEMPT``, ``KILL``, ``WANT_SUSPEND``, ``WANT_VACATE`` and
``MaxJobRetirementTime`` the way the startd does (the knobs are published into the slot ad, the
slot ad is MY and the claimed job TARGET; ``START`` for the Owner/Unclaimed decision and
``IS_OWNER`` are evaluated locally, without a job), say which terms decided each value, and
pick the transition the startd's state machine would take from a given state and activity.

The transitions are a table (``transitions.TRANSITIONS``), tried in the order the startd tests them;
the letters are those of the manual's state diagram, the numbers those of its activity
transitions. Only expression-driven transitions are modelled: matches, claims, starters exiting,
draining and ``condor_vacate`` come from outside the policy.
"""
from __future__ import annotations

import logging
import time
from collections.abc import Mapping
from dataclasses import dataclass

from ...classad.ad import ClassAd
from ...classad.ast import Expr, Literal
from ...classad.evaluator import evaluate_traced
from ...classad.explain import culprits
from ...classad.operators import as_bool
from ...classad.parser import parse_expr
from ...classad.unparse import unparse
from ...classad.values import UNDEFINED, ErrorValue, Value
from ...config.configset import ConfigSet
from ...syntax.document import Document
from ..configview.view import ConfigView, config_view, expansion_too_big
from ..context import AnalysisContext
from ..evaluation import (PUBLISHED_AS, PUBLISHING_LISTS, STARTD_POLICY_KNOBS, ad_clock, describe, source_text_of,
                          value_text)
from ..samples import copy_ad, sample_ad
from .transitions import (BACKFILL_ENABLED, RETIREMENT_OVER, STATES, TRANSITIONS, Rule, Transition,
                                 transitions_from)
from ..settings import Settings

__all__ = ["Evaluated", "PolicyPreview", "Rule", "STATES", "SPECS", "Slot", "TRANSITIONS", "Transition",
           "default_activity", "prepare_slot", "preview", "sample_slot", "retirement_left", "starting_state", "transitions_from"]

log = logging.getLogger(__name__)

#: JobUniverse of vanilla jobs (the startd then prefers ``NAME_VANILLA`` variants)
VANILLA_UNIVERSE = 5
#: universe -> suffix of the knob variants the startd tries first
UNIVERSE_SUFFIX: Mapping[int, str] = {5: "_VANILLA", 13: "_VM"}


@dataclass(frozen=True)
class Evaluated:
    """One policy expression: its expanded text, value and the terms that decided it."""

    key: str                    # what the transition table calls it (``START@local`` ...)
    name: str                   # the knob actually evaluated (``SUSPEND_VANILLA`` ...)
    text: str                   # expanded text, "" when not defined anywhere
    value: Value
    reasons: tuple[str, ...]
    local: bool                 # evaluated without a job ad
    defined: bool

    @property
    def value_text(self) -> str:
        return value_text(self.value)

    @property
    def is_true(self) -> bool:
        """True when the startd's ``EvalBool`` would report true (numbers count)."""
        return as_bool(self.value) is True


@dataclass(frozen=True)
class PolicyPreview:
    state: str
    activity: str
    expressions: tuple[Evaluated, ...]
    #: the transitions taken, in order (empty: the slot stays where it is)
    transitions: tuple[Transition, ...]
    notes: tuple[str, ...] = ()
    #: where the starting state came from: ``given`` (the caller), ``machine ad`` or ``default``
    state_source: str = "given"

    @property
    def transition(self) -> Transition | None:
        return self.transitions[0] if self.transitions else None

    @property
    def final(self) -> tuple[str, str]:
        last = self.transitions[-1] if self.transitions else None
        return (last.to_state, last.to_activity) if last else (self.state, self.activity)

    def get(self, key: str) -> Evaluated | None:
        return next((e for e in self.expressions if e.key == key), None)


# ---------------------------------------------------------------------------- what is evaluated
@dataclass(frozen=True)
class Spec:
    """An expression the preview evaluates: table key, knob, and whether without a job."""

    key: str
    knob: str
    local: bool = False
    universe_variants: bool = False
    #: left out of the preview when neither the config nor the ad defines it
    optional: bool = False


#: evaluation order: as listed in the preview output
SPECS: tuple[Spec, ...] = (
    Spec("START", "START"),
    Spec("START@local", "START", local=True),
    Spec("IS_OWNER", "IS_OWNER", local=True),
    Spec("RANK", "RANK"),
    Spec("WANT_SUSPEND", "WANT_SUSPEND", universe_variants=True),
    Spec("SUSPEND", "SUSPEND", universe_variants=True),
    Spec("CONTINUE", "CONTINUE", universe_variants=True),
    Spec("PREEMPT", "PREEMPT", universe_variants=True),
    Spec("WANT_VACATE", "WANT_VACATE", universe_variants=True),
    Spec("KILL", "KILL", universe_variants=True),
    Spec("MaxJobRetirementTime", "MAXJOBRETIREMENTTIME"),
    Spec("START_BACKFILL", "START_BACKFILL", local=True, optional=True),
    Spec("EVICT_BACKFILL", "EVICT_BACKFILL", local=True, optional=True),
)


#: prefix of the ``texts`` keys recording knobs whose expanded value does not parse
UNPARSABLE = "!unparsable:"


def _canonical(value: str, choices: tuple[str, ...] | list[str]) -> str | None:
    return next((c for c in choices if c.lower() == (value or "").strip().lower()), None)


# ---------------------------------------------------------------------------- building the slot ad
def _parse(text: str) -> Expr | None:
    try:
        return parse_expr(text)
    except Exception:
        return None


def _publish(configset: ConfigSet, machine: ClassAd, view: ConfigView | None) -> dict[str, str]:
    """Insert the config's policy knobs into ``machine`` as the startd publishes them; returns
    attribute -> expanded text for those inserted."""
    names = list(STARTD_POLICY_KNOBS) + [s.knob for s in SPECS] + [s.knob + suffix for s in SPECS if s.universe_variants
                                         for suffix in UNIVERSE_SUFFIX.values()]
    for listing in PUBLISHING_LISTS:
        names.extend(n for n in (configset.value(listing) or "").replace(",", " ").split() if n)
    texts: dict[str, str] = {}
    for name in list(dict.fromkeys(names))[:300]:
        definition = configset.definition(name)
        if definition is None or not definition.value.strip():
            continue
        if view is not None and expansion_too_big(view, definition.value):
            continue
        value = configset.value(name)
        expr = _parse(value) if value else None
        attr = PUBLISHED_AS.get(name.upper(), name)
        if expr is not None:
            machine.set(attr, expr)
            texts[attr.lower()] = value or ""
        elif value:
            if machine.lookup(attr) is not None:  # the config's broken value replaces the ad's
                machine.remove(attr)
            texts[UNPARSABLE + attr.lower()] = value
    return texts


# ---------------------------------------------------------------------------- evaluation
def _evaluate(key: str, name: str, machine: ClassAd, job: ClassAd | None, local: bool,
              texts: Mapping[str, str], now: float) -> Evaluated:
    attr = PUBLISHED_AS.get(name.upper(), name)
    expr = machine.lookup(attr)
    if expr is None:
        broken = texts.get(UNPARSABLE + attr.lower())
        if broken is not None:
            return Evaluated(key, name, broken, ErrorValue("not a ClassAd expression"),
                             ("its expanded value does not parse as a ClassAd expression",), local, False)
        return Evaluated(key, name, "", UNDEFINED, ("not defined in the config or the machine ad",), local, False)
    text = texts.get(attr.lower())
    source = text if text is not None else None
    if text is None:
        text = unparse(expr)
    try:
        value, trace = evaluate_traced(expr, machine, None if local else job, now=now)
        text_of = source_text_of(source, expr)
        found = culprits(expr, trace)
        reasons = tuple(describe(c, trace, text_of) for c in found
                        if not (c.node is expr and len(found) == 1 and isinstance(expr, Literal)))
    except Exception as err:  # the evaluator should not raise; never let it escape
        log.exception("policy preview: evaluating %s", name)
        value, reasons = ErrorValue(f"internal error: {err}"), ()
    return Evaluated(key, name, text, value, reasons, local, True)


def _universe(job: ClassAd | None, now: float) -> int | None:
    expr = job.lookup("JobUniverse") if job is not None else None
    if expr is None:
        return None
    try:
        value, _ = evaluate_traced(expr, job, None, now=now)
    except Exception:
        return None
    return value if type(value) is int else None


def _evaluate_spec(spec: Spec, machine: ClassAd, job: ClassAd | None, texts: Mapping[str, str],
                   universe: int | None, now: float) -> Evaluated:
    """As the startd does: for a vanilla (or vm) job, ``NAME_VANILLA`` wins when it gives a boolean."""
    suffix = UNIVERSE_SUFFIX.get(universe) if spec.universe_variants and universe is not None else None
    if suffix is not None and machine.lookup(spec.knob + suffix) is not None:
        variant = _evaluate(spec.key, spec.knob + suffix, machine, job, spec.local, texts, now)
        if as_bool(variant.value) is not None:
            return variant
    return _evaluate(spec.key, spec.knob, machine, job, spec.local, texts, now)


def _facts(results: Mapping[str, Evaluated], retirement_left: float) -> dict[str, bool]:
    """The yes/no facts the transition table tests."""
    facts = {key: ev.is_true for key, ev in results.items()}
    start_local = results.get("START@local")
    facts["START@local:false"] = start_local is not None and start_local.value is False
    facts[RETIREMENT_OVER] = retirement_left <= 0
    return facts


def _number(value: Value) -> float | None:
    return float(value) if type(value) in (int, float) else None


def retirement_left(startd_value: Value, machine: ClassAd, job: ClassAd, now: float) -> tuple[float, str]:
    """Seconds of retirement the running job has left, and how that was worked out.

    As the startd computes it: its own ``MaxJobRetirementTime`` (0 when undefined or not a
    number), lowered by the job's ``MaxJobRetirementTime`` when that is smaller, minus the
    time the job has run (``now - JobStart`` from the slot ad, 0 when unknown)."""
    allowed = _number(startd_value) or 0.0
    words = f"MaxJobRetirementTime {allowed:g}"
    own = job.lookup("MaxJobRetirementTime")
    if own is not None:
        try:
            value, _ = evaluate_traced(own, job, machine, now=now)
        except Exception:
            value = UNDEFINED
        number = _number(value)
        if number is not None and number < allowed:
            allowed, words = number, f"the job's MaxJobRetirementTime {number:g}"
    start = machine.lookup("JobStart")
    age = 0.0
    if start is not None:
        try:
            value, _ = evaluate_traced(start, machine, job, now=now)
        except Exception:
            value = UNDEFINED
        started = _number(value)
        if started is not None:
            age = max(now - started, 0.0)
            words += f" - job run time {age:g}"
    left = max(allowed - age, 0.0)
    return left, f"{words} = {left:g} s of retirement left"


# ---------------------------------------------------------------------------- the entry point
ConfigInput = ConfigSet | ConfigView | Document


def _settings_and_context(context_or_settings: AnalysisContext | Settings | None) -> AnalysisContext:
    if isinstance(context_or_settings, AnalysisContext):
        return context_or_settings
    if isinstance(context_or_settings, Settings):
        return AnalysisContext(settings=context_or_settings)
    return AnalysisContext()


def preview(config: ConfigInput | None, context_or_settings: AnalysisContext | Settings | None = None,
            machine_ad: ClassAd | None = None, job_ad: ClassAd | None = None,
            state: str | None = None, activity: str | None = None, *, now: float | None = None) -> PolicyPreview:
    """Evaluate the startd policy of ``config`` for a slot running ``job_ad``, and the
    transition the startd would take. Missing ads are the sample ads (the user's ``sampleAds``
    settings, else the bundled ones). The slot starts in the ``State``/``Activity`` of its
    machine ad; ``state``/``activity`` override them (see :func:`starting_state`). Never raises."""
    notes: list[str] = []
    try:
        context, configset, view = _config_inputs(config, context_or_settings)
        machine = copy_ad(machine_ad) if machine_ad is not None else sample_ad("machine", context).ad
        job = copy_ad(job_ad) if job_ad is not None else sample_ad("job", context).ad
        if now is None:
            clock = ad_clock(machine)
            if clock is not None:
                notes.append(f"time() is the machine ad's MyCurrentTime ({_utc(clock)}), so timers read as they "
                             "did when the ad was made")
            now = time.time() if clock is None else clock
        return _preview(configset, view, machine, job, state, activity, notes, now)
    except Exception as err:  # analysis must not take its caller down
        log.exception("policy preview failed")
        return PolicyPreview(str(state or ""), str(activity or ""), (), (), (f"internal error: {err}",))


def _config_inputs(config: ConfigInput | None, context_or_settings: AnalysisContext | Settings | None
                   ) -> tuple[AnalysisContext, ConfigSet | None, ConfigView | None]:
    context = _settings_and_context(context_or_settings)
    view: ConfigView | None = None
    configset: ConfigSet | None = None
    if isinstance(config, Document):
        view = config_view(config, context)
    elif isinstance(config, ConfigView):
        view = config
    elif isinstance(config, ConfigSet):
        configset = config
    if view is not None:
        configset = view.configset
    return context, configset, view


def sample_slot(config: ConfigInput | None, context: AnalysisContext, *, now: float | None = None) -> Slot:
    """The sample machine ad (in its own state) with ``config``'s policy published, against the
    sample job: what the editor's code lenses evaluate."""
    _, configset, view = _config_inputs(config, context)
    machine = sample_ad("machine", context).ad
    job = sample_ad("job", context).ad
    if now is None:
        now = ad_clock(machine) or time.time()
    return prepare_slot(configset, view, machine, job, None, None, now)


def _utc(epoch: float) -> str:
    return time.strftime("%Y-%m-%d %H:%M:%S UTC", time.gmtime(epoch))


# ---------------------------------------------------------------------------- the starting state
#: where the startd puts a new slot, used when neither the caller nor the ad names a state
INITIAL_STATE = "Owner"


def default_activity(state: str) -> str:
    """The activity a slot in ``state`` is assumed to be in when none is known: Busy for a
    claimed slot (running a job is what a policy preview is usually about), else the state's
    first activity."""
    canonical = _canonical(state, list(STATES))
    if canonical == "Claimed":
        return "Busy"
    return STATES[canonical][0] if canonical is not None else "Idle"


def _ad_string(machine: ClassAd, name: str, now: float) -> str | None:
    """``name`` of the machine ad evaluated on its own, when it is a non-empty string."""
    expr = machine.lookup(name)
    if expr is None:
        return None
    try:
        value, _ = evaluate_traced(expr, machine, None, now=now)
    except Exception:
        return None
    return value.strip() if isinstance(value, str) and value.strip() else None


def starting_state(machine: ClassAd, state: str | None, activity: str | None,
                   now: float) -> tuple[str, str, str, list[str]]:
    """(state, activity, source, notes): the caller's state wins, then the ad's ``State``,
    then Owner, where the startd starts every slot. The activity is the caller's, else the
    ad's when the slot is in the ad's state, else :func:`default_activity`."""
    notes: list[str] = []
    ad_state, ad_activity = _ad_string(machine, "State", now), _ad_string(machine, "Activity", now)
    if state:
        chosen, source = str(state), "given"
    elif ad_state is not None:
        chosen, source = ad_state, "machine ad"
    else:
        chosen, source = INITIAL_STATE, "default"
        notes.append(f"the machine ad has no State: taking {INITIAL_STATE}, where the startd starts a slot")
    if activity:
        return chosen, str(activity), source, notes
    same_state = ad_state is not None and ad_state.lower() == chosen.strip().lower()
    if ad_activity is not None and same_state:
        return chosen, ad_activity, source, notes
    return chosen, default_activity(chosen), source, notes


@dataclass
class Slot:
    """A slot ad ready for evaluation: the config's policy knobs published into it, its state
    and activity set, and the job it is evaluated against."""

    machine: ClassAd
    job: ClassAd
    state: str
    activity: str
    state_source: str
    #: attribute (lower case) -> the expanded text the config gave it (see ``_publish``)
    texts: Mapping[str, str]
    universe: int | None
    now: float
    notes: list[str]

    def evaluate(self, name: str, local: bool = False, key: str | None = None) -> Evaluated:
        """One knob (as published in the slot ad) evaluated, with the terms that decided it."""
        return _evaluate(key or name, name, self.machine, self.job, local, self.texts, self.now)

    def evaluate_spec(self, spec: Spec) -> Evaluated:
        return _evaluate_spec(spec, self.machine, self.job, self.texts, self.universe, self.now)


def prepare_slot(configset: ConfigSet | None, view: ConfigView | None, machine: ClassAd, job: ClassAd,
                 state: str | None, activity: str | None, now: float) -> Slot:
    """The slot in its starting state (see :func:`starting_state`) with the config's policy
    knobs published; ``machine`` is modified (pass a copy)."""
    state, activity, source, notes = starting_state(machine, state, activity, now)
    canonical_state = _canonical(state, list(STATES))
    if canonical_state is None:
        notes.append(f"unknown state {state!r} (expected one of {', '.join(STATES)})")
        canonical_state = state
    canonical_activity = _canonical(activity, STATES.get(canonical_state, ()))
    if canonical_activity is None:
        allowed = ", ".join(STATES.get(canonical_state, ())) or "none known"
        notes.append(f"activity {activity!r} is not one of {canonical_state}'s ({allowed})")
        canonical_activity = activity
    texts = _publish(configset, machine, view) if configset is not None else {}
    machine.set("State", parse_expr(_quoted(canonical_state)))
    machine.set("Activity", parse_expr(_quoted(canonical_activity)))
    return Slot(machine, job, canonical_state, canonical_activity, source, texts, _universe(job, now), now, notes)


def _preview(configset: ConfigSet | None, view: ConfigView | None, machine: ClassAd, job: ClassAd,
             state: str | None, activity: str | None, notes: list[str], now: float) -> PolicyPreview:
    slot = prepare_slot(configset, view, machine, job, state, activity, now)
    notes.extend(slot.notes)
    state, activity, source = slot.state, slot.activity, slot.state_source
    results = {s.key: slot.evaluate_spec(s) for s in SPECS}
    is_owner = results["IS_OWNER"]
    if not is_owner.defined or as_bool(is_owner.value) is None:
        notes.append("IS_OWNER does not evaluate to a boolean locally: the startd treats that as a fatal error")
    notes.extend(f"{e.name} does not parse as a ClassAd expression: {e.text}"
                 for e in results.values() if isinstance(e.value, ErrorValue) and not e.defined
                 and e.key != "START@local")
    left, retirement_words = retirement_left(results["MaxJobRetirementTime"].value, machine, job, now)
    facts = _facts(results, left)
    facts[BACKFILL_ENABLED] = configset is not None and _is_true_text(configset.value("ENABLE_BACKFILL"))
    # WANT_VACATE is taken as true when no job is active (nothing to vacate)
    want_vacate = results["WANT_VACATE"].is_true or activity not in ("Busy", "Retiring", "Suspended")
    steps = transitions_from(state, activity, facts, want_vacate)
    if any(t.to_activity == "Retiring" or t.from_activity == "Retiring" for t in steps) or activity == "Retiring":
        notes.append(retirement_words)
    if not steps and state in ("Preempting", "Backfill", "Drained"):
        notes.append(f"{state} is left when the job exits or on outside events, not by a policy expression")
    shown = tuple(e for s, e in zip(SPECS, results.values()) if e.defined or not s.optional)
    return PolicyPreview(state, activity, shown, tuple(steps), tuple(notes), source)


def _is_true_text(text: str | None) -> bool:
    """A boolean knob's text as the config reader takes it (``True``, ``yes``, ``1`` ...)."""
    expr = _parse(text) if text else None
    if expr is None:
        return (text or "").strip().lower() in ("yes", "y", "t", "on")
    try:
        value, _ = evaluate_traced(expr, None, None)
    except Exception:
        return False
    return as_bool(value) is True


def _quoted(text: str) -> str:
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'
