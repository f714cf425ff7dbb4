"""The startd's state machine as a table: which policy expression moves a slot where.

Rules are tried in the order the startd tests them (``ResState::eval``); a rule names the
state and activities it leaves, the facts that must hold (policy expressions being true or not,
retirement time being over), where it goes, and the labels the HTCondor manual gives the move:
the state-diagram letter (for a change of state) and the activity-transition number.
"""
from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass


@dataclass(frozen=True)
class Transition:
    """A move of the slot's state machine, and the expressions that caused it."""

    from_state: str
    from_activity: str
    to_state: str
    to_activity: str
    letter: str | None          # state-diagram letter (None for a change of activity only)
    number: int | None          # activity-transition number in the manual
    because: str


#: the fact saying the startd runs backfill at all (``ENABLE_BACKFILL``)
BACKFILL_ENABLED = "backfill-enabled"


@dataclass(frozen=True)
class Rule:
    """``from`` (state, activities) --[all ``when`` hold]--> ``to``.

    A condition is (key, wanted): ``("SUSPEND", True)`` holds when SUSPEND is true;
    ``("PREEMPT", False)`` when it is anything else (false, undefined, error), which is how the
    startd's ``1 == eval_preempt()`` tests read. ``to_activity`` ``"Vacating|Killing"`` is
    decided by WANT_VACATE. ``immediate`` rules may follow another transition at once."""

    from_state: str
    from_activities: frozenset[str]
    when: tuple[tuple[str, bool], ...]
    to_state: str
    to_activity: str
    letter: str | None
    number: int | None
    because: str
    immediate: bool = False


def _acts(*names: str) -> frozenset[str]:
    return frozenset(names)


VACATE_OR_KILL = "Vacating|Killing"
RETIREMENT_OVER = "retirement-over"

#: tried top to bottom; the first rule whose state, activity and conditions match is taken
TRANSITIONS: tuple[Rule, ...] = (
    Rule("Owner", _acts("Idle"), (("IS_OWNER", False),), "Unclaimed", "Idle", "A", 1,
         "IS_OWNER is not true (START no longer locally evaluates to false)"),
    Rule("Unclaimed", _acts("Idle", "Benchmarking"), (("IS_OWNER", True),), "Owner", "Idle", "B", 2,
         "IS_OWNER is true (START locally evaluates to false)"),
    Rule("Unclaimed", _acts("Idle", "Benchmarking"), ((BACKFILL_ENABLED, True), ("START_BACKFILL", True)),
         "Backfill", "Idle", "E", 7, "ENABLE_BACKFILL and START_BACKFILL are true"),
    Rule("Matched", _acts("Idle"), (("START@local:false", True),), "Owner", "Idle", "F", 8,
         "START locally evaluates to false"),
    Rule("Claimed", _acts("Busy"), (("WANT_SUSPEND", False), ("PREEMPT", True)), "Claimed", "Retiring", None, 13,
         "PREEMPT is true and WANT_SUSPEND is not"),
    Rule("Claimed", _acts("Suspended"), (("PREEMPT", True),), "Claimed", "Retiring", None, 16,
         "PREEMPT is true while suspended"),
    Rule("Claimed", _acts("Retiring"), ((RETIREMENT_OVER, True),), "Preempting", VACATE_OR_KILL, "H", 18,
         "no retirement time (MaxJobRetirementTime) is left", immediate=True),
    Rule("Claimed", _acts("Busy"), (("WANT_SUSPEND", True), ("SUSPEND", True)), "Claimed", "Suspended", None, 14,
         "WANT_SUSPEND and SUSPEND are true"),
    Rule("Claimed", _acts("Retiring"), (("WANT_SUSPEND", True), ("SUSPEND", True)), "Claimed", "Suspended",
         None, 20, "WANT_SUSPEND and SUSPEND are true while retiring"),
    Rule("Claimed", _acts("Suspended"), (("CONTINUE", True),), "Claimed", "Busy", None, 15, "CONTINUE is true"),
    Rule("Claimed", _acts("Idle"), (("IS_OWNER", True),), "Preempting", "Vacating", "H", 10,
         "IS_OWNER is true while the claim is idle"),
    Rule("Preempting", _acts("Vacating"), (("KILL", True),), "Preempting", "Killing", None, 21, "KILL is true"),
    Rule("Backfill", _acts("Busy"), (("EVICT_BACKFILL", True),), "Backfill", "Killing", None, 28,
         "EVICT_BACKFILL is true (the backfill client is killed, then the slot returns to Owner)"),
    Rule("Backfill", _acts("Idle"), (("EVICT_BACKFILL", True),), "Owner", "Idle", "K", 30, "EVICT_BACKFILL is true"),
)

#: (state, activity) pairs the startd knows, for validating input
STATES: Mapping[str, tuple[str, ...]] = {
    "Owner": ("Idle",),
    "Unclaimed": ("Idle", "Benchmarking"),
    "Matched": ("Idle",),
    "Claimed": ("Idle", "Busy", "Suspended", "Retiring"),
    "Preempting": ("Vacating", "Killing"),
    "Backfill": ("Idle", "Busy", "Killing"),
    "Drained": ("Idle", "Retiring"),
}


def _holds(rule: Rule, facts: Mapping[str, bool]) -> bool:
    return all(facts.get(key, False) is wanted for key, wanted in rule.when)


def _take(state: str, activity: str, facts: Mapping[str, bool], want_vacate: bool,
          immediate_only: bool) -> Transition | None:
    for rule in TRANSITIONS:
        if rule.from_state != state or activity not in rule.from_activities:
            continue
        if immediate_only and not rule.immediate:
            continue
        if not _holds(rule, facts):
            continue
        to_activity = rule.to_activity
        because = rule.because
        if to_activity == VACATE_OR_KILL:
            to_activity = "Vacating" if want_vacate else "Killing"
            because += "; WANT_VACATE is " + ("true" if want_vacate else "not true")
        return Transition(state, activity, rule.to_state, to_activity, rule.letter, rule.number, because)
    return None


def transitions_from(state: str, activity: str, facts: Mapping[str, bool], want_vacate: bool) -> list[Transition]:
    """The first transition from (state, activity), then any that follow at once."""
    out: list[Transition] = []
    step = _take(state, activity, facts, want_vacate, immediate_only=False)
    while step is not None and len(out) < 4:
        out.append(step)
        step = _take(step.to_state, step.to_activity, facts, want_vacate, immediate_only=True)
    return out
