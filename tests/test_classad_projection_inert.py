"""Selecting from a list that selection gives back unchanged, against the element-by-element walk.

``_project`` hands back a list of errors, undefineds and such lists (as a projection stores
them) without rebuilding it, and charges the work the walk would have done. The walk
(``_inert_items`` made to answer "not inert") is the reference: the value, its printed form
and the work spent must be the same, and so must the point where the work limit stops it.
Values against HTCondor's library are the oracle and fuzz tests' business.
"""
from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as hs

from condor_ls.classad import evaluator
from condor_ls.classad.evaluator import EvalLimitError, new_state, run
from condor_ls.classad.jsonvalue import to_json
from condor_ls.classad.parser import parse_ad, parse_expr
from condor_ls.classad.unparse import unparse_result

NOW = 1_700_000_000


def _leaf() -> hs.SearchStrategy[str]:
    # mostly values a selection gives back, some that it does not (so both paths are taken)
    return hs.sampled_from(["error", "undefined", "error", "undefined", "{}", "1", '"s"', "[a = 1]",
                            "[a = error]", "a", 'split("x y")', "relTime(5)"])


def _list_text() -> hs.SearchStrategy[str]:
    return hs.recursive(_leaf(), lambda inner: hs.lists(inner, max_size=4).map(lambda xs: "{" + ", ".join(xs) + "}"),
                        max_leaves=12)


def _outcome(expr: str, my: str | None, walk: bool, budget: int | None, monkeypatch: pytest.MonkeyPatch) -> tuple:
    with monkeypatch.context() as m:
        if walk:
            m.setattr(evaluator, "_inert_items", lambda st, items, depth: -1)
        ad = parse_ad(my) if my is not None else None
        st = new_state(ad, now=NOW, budget=budget)
        start = st.budget
        try:
            value = run(st, parse_expr(expr))
        except EvalLimitError as exc:  # run() turns limits into values; kept in case it does not
            return ("limit", exc.reason)
        return (to_json(value, st), unparse_result(value), start - st.budget)


@settings(max_examples=300, deadline=None)
@given(lst=_list_text(), keys=hs.lists(hs.sampled_from(["a", "b", "R"]), min_size=1, max_size=5))
def test_projection_matches_the_walk(lst: str, keys: list[str]) -> None:
    expr = "(" + lst + ")" + "".join("." + k for k in keys)
    with pytest.MonkeyPatch.context() as mp:
        assert _outcome(expr, None, False, None, mp) == _outcome(expr, None, True, None, mp)


# the shapes of the fuzz cases that made this worth doing: a list projected into itself hundreds
# of times over, reached through unresolved(), evalInEachContext and plain selection
SELF_PROJECTING = [
    ("unresolved(R.R.R.x)", "R = {R.my.R}"),
    ("[a = unresolved(R.R.x); R = {R.parent.R}].a", None),
    ("evalInEachContext(R.R.x, {[x=1]})", "R = {R.my.R}"),
    ("R.R.R.R", "R = {R.my.R}"),
    ("R.R", "R = {R.R.R}"),
    ("size(R.R.R)", "R = {R.self.R, error, {undefined}}"),
    ("L.a.b.c", "L = {{error, {undefined, {}}}, {{{error}}}}"),
]


@pytest.mark.parametrize("expr, my", SELF_PROJECTING)
def test_self_projecting_lists_match_the_walk(expr: str, my: str | None, monkeypatch: pytest.MonkeyPatch) -> None:
    assert _outcome(expr, my, False, None, monkeypatch) == _outcome(expr, my, True, None, monkeypatch)


@pytest.mark.parametrize("expr, my", SELF_PROJECTING[:4])
@pytest.mark.parametrize("budget", [50, 1_000, 20_000])
def test_work_limit_stops_both_at_the_same_point(expr: str, my: str | None, budget: int,
                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    fast = _outcome(expr, my, False, budget, monkeypatch)
    assert fast == _outcome(expr, my, True, budget, monkeypatch)


def test_the_shortcut_is_taken(monkeypatch: pytest.MonkeyPatch) -> None:
    """The walk over ``R = {R.my.R}`` visits each nested list again at every level; the
    shortcut must spare that (the test above would pass with the shortcut never taken)."""
    calls = 0
    real = evaluator._project_items

    def counting(*args: object) -> object:
        nonlocal calls
        calls += 1
        return real(*args)  # type: ignore[arg-type]

    monkeypatch.setattr(evaluator, "_project_items", counting)
    _outcome("unresolved(R.R.R.x)", "R = {R.my.R}", False, None, monkeypatch)
    fast_calls, calls = calls, 0
    _outcome("unresolved(R.R.R.x)", "R = {R.my.R}", True, None, monkeypatch)
    assert fast_calls * 20 < calls
