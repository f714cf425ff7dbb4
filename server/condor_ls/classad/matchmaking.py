"""Matchmaking: does a job ad match a machine ad, and how do they rank each other.

The library's helpers (as the Python bindings' ``ClassAd.matches``/``symmetricMatch`` drive
them): ``a.matches(b)`` evaluates *b*'s ``Requirements`` expression with *b* as MY and *a* as
TARGET, and counts true, or a non-zero number, as a match; undefined, error and a missing
``Requirements`` are not a match. A symmetric match needs both directions.

Rank follows the daemons' ``EvalFloat``: the ad's ``Rank`` evaluated with the other ad as
TARGET; booleans count as 1.0/0.0, anything that is not a number gives no rank (the negotiator
then uses 0.0). A quirk kept on purpose: when the ad has no ``Rank`` but the other ad does, the
other ad's ``Rank`` is evaluated (in its own scope), since ``EvalFloat`` looks the name up in
MY and then in TARGET.
"""
from __future__ import annotations

from dataclasses import dataclass

from .ad import ClassAd
from .evaluator import evaluate
from .operators import as_bool
from .values import UNDEFINED, Value


@dataclass(frozen=True, slots=True)
class MatchResult:
    """Both directions of a match, with the raw Requirements values for explanations."""

    left_requirements: Value   # left's Requirements, with right as TARGET
    right_requirements: Value  # right's Requirements, with left as TARGET
    left_rank: float | None
    right_rank: float | None

    @property
    def left_accepts(self) -> bool:
        return as_bool(self.left_requirements) is True

    @property
    def right_accepts(self) -> bool:
        return as_bool(self.right_requirements) is True

    @property
    def matched(self) -> bool:
        return self.left_accepts and self.right_accepts


def requirements_value(ad: ClassAd, other: ClassAd, *, now: float | None = None) -> Value:
    """``ad``'s Requirements evaluated with ``other`` as TARGET (undefined when absent)."""
    expr = ad.lookup("requirements")
    if expr is None:
        return UNDEFINED
    return evaluate(expr, ad, other, now=now)


def matches(ad: ClassAd, other: ClassAd, *, now: float | None = None) -> bool:
    """True when ``other``'s Requirements accept ``ad`` (the bindings' ``ad.matches(other)``)."""
    return as_bool(requirements_value(other, ad, now=now)) is True


def symmetric_match(a: ClassAd, b: ClassAd, *, now: float | None = None) -> bool:
    """Each ad's Requirements accept the other."""
    return matches(a, b, now=now) and matches(b, a, now=now)


def rank(ad: ClassAd, other: ClassAd, *, now: float | None = None) -> float | None:
    """How ``ad`` ranks ``other`` (None when Rank is absent or not a number)."""
    if "rank" in ad:
        value = evaluate(ad.lookup("rank"), ad, other, now=now)  # type: ignore[arg-type]
    elif "rank" in other:
        value = evaluate(other.lookup("rank"), other, ad, now=now)  # type: ignore[arg-type]
    else:
        return None
    t = type(value)
    if t is bool or t is int or t is float:
        return float(value)
    return None


def match(left: ClassAd, right: ClassAd, *, now: float | None = None) -> MatchResult:
    """Evaluate both Requirements and both Ranks of a pair of ads."""
    return MatchResult(
        requirements_value(left, right, now=now),
        requirements_value(right, left, now=now),
        rank(left, right, now=now),
        rank(right, left, now=now),
    )
