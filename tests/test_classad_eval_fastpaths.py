"""The evaluator's fast variant against its general path.

The fast variant compiles the commonest builtins together with their arguments, folds constant
operands and reads a name compared with a constant in place; a parsed ad carries its values'
text keys and shares its attribute keys with the compiled references. None of that may change
an answer: the traced evaluation (which runs every builtin as registered and every node as its
own closure) is the reference here, and the limits (depth, work) must fail at the same points.
Values against HTCondor's library are the oracle and fuzz tests' business.
"""
from __future__ import annotations

import pytest

from condor_ls.classad import ad as admod
from condor_ls.classad.evaluator import _SHARED_FAST, evaluate, evaluate_traced
from condor_ls.classad.jsonvalue import to_json
from condor_ls.classad.ast import Literal, Source
from condor_ls.classad.parser import parse_ad, parse_expr
from condor_ls.classad.values import ErrorValue

NOW = 1_700_000_000

AD = parse_ad('[Owner = "bob"; x = 3; r = 2.5; u = undefined; e = error; s = "MiXed"; l = {1, 2}; '
              'n = [a = 1]; m = x * 2; t = time() - 100]')
TARGET = parse_ad('[JobUniverse = 5; RequestMemory = 2048; ImageSize = 1024.0; Name = "job"]')

CASES = [
    'strcat("Owner_", Owner)', 'strcat("a", u, "b")', 'strcat("a", e, u)', "strcat()", "strcat(1.5, true, l, n)",
    'strcat(x, r, s, "", m)', "ifThenElse(x > 2, Owner, 1)", "ifThenElse(u, 1, 2)", 'ifThenElse("s", 1, 2)',
    "ifThenElse(e, 1, 2)", "ifThenElse(r, x, y)", "ifThenElse(0.0, 1, 2)", "ifThenElse(x)", "ifThenElse(1, 2, 3, 4)",
    "time()", "time(1)", "t + 100 == time()", "isUndefined(u)", "isUndefined(x)", "isUndefined()", "int(r) + real(x)",
    "size(Owner) + size(l)", "x > 15 * 60", "x == 3", "x != 3.0", "r >= 2", "r < 3", "s == \"mixed\"", 's != "MIXED"',
    "Owner > \"ALICE\"", "JobUniverse == 5", "ImageSize < 15 * 1024", "RequestMemory >= 1024.5", "Nope > 3",
    "u == 1", "e == 1", "l == 1", "x =?= 3", "x =?= 3.0", "u =?= undefined", "x =!= undefined", "e =?= error",
    "r =!= r", "- - 5 + x", "!(x > 2)", "1 / 0 + x", "9223372036854775807 + x", "1e308 * 10 + r", "x / 2.0 + 1 / 3.0",
    "x % 2 - r * 2", "(1 + 2) * (3 + x)", '"a" == "A" && x', "TARGET.JobUniverse == 5 && MY.x == 3",
    "MY.Nope =?= undefined", "TARGET.Nope =?= undefined", "m + TARGET.RequestMemory",
]


@pytest.mark.parametrize("text", CASES)
@pytest.mark.parametrize("with_target", [False, True])
def test_fast_variant_agrees_with_traced_path(text: str, with_target: bool) -> None:
    expr = parse_expr(text)
    target = TARGET if with_target else None
    fast = evaluate(expr, AD, target, now=NOW)
    traced, _ = evaluate_traced(parse_expr(text), AD, target, now=NOW)
    assert to_json(fast) == to_json(traced)


def _chain(n: int, body: str) -> str:
    return "[" + "; ".join(f"a{i} = " + body.format(next=f"a{i + 1}") for i in range(n)) + f"; a{n} = 7]"


@pytest.mark.parametrize("body", ['strcat({next})', 'ifThenElse(true, {next}, 0)', 'int({next})',
                                  '{next} + 1 > 15 * 60', 'strcat("x", {next}, "y")'])
def test_depth_limit_is_reached_at_the_same_point(body: str) -> None:
    ad = parse_ad(_chain(450, body))
    for start in range(0, 450, 7):
        expr = parse_expr(f"a{start}")
        fast = evaluate(expr, ad, now=NOW)
        traced, _ = evaluate_traced(parse_expr(f"a{start}"), ad, now=NOW)
        assert to_json(fast) == to_json(traced), start


def test_strcat_arguments_count_one_level_deeper() -> None:
    # the library's strcat evaluates its arguments one level deeper than the call: a chain of
    # strcat fails at about half the length of a chain of plain references
    ad = parse_ad(_chain(450, "strcat({next})"))
    assert evaluate(parse_expr("a449"), ad, now=NOW) == "7"
    assert isinstance(evaluate(parse_expr("a0"), ad, now=NOW), ErrorValue)


@pytest.mark.parametrize("text", ['strcat("abc", Owner, "defgh")', "ifThenElse(x > 1, m + x, 0)",
                                  "int(r) + real(x) + size(Owner)"])
def test_work_budget_runs_out_at_the_same_point(text: str) -> None:
    for budget in range(0, 40):
        fast = evaluate(parse_expr(text), AD, now=NOW, budget=budget)
        traced, _ = evaluate_traced(parse_expr(text), AD, now=NOW, budget=budget)
        assert to_json(fast) == to_json(traced), budget


def test_parsed_ads_share_attribute_keys_with_each_other() -> None:
    one, two = parse_ad("[RequestMemory = 1; Cpus = 2]"), parse_ad("[requestmemory = 3; CPUS = 4]")
    assert [k for k in one._attrs] == ["requestmemory", "cpus"]
    for key in one._attrs:
        assert any(key is other for other in two._attrs)
        assert key is admod.attr_key(key.upper())
    assert one.lookup("REQUESTMEMORY") is not None and two.lookup("Cpus") is not None


def test_parsed_values_carry_their_text_key_and_share_one_compiled_form() -> None:
    text = "[Start = (Memory > 2 * 1024) && KeyboardIdle > 60; Memory = {m}; KeyboardIdle = 100]"
    ads = [parse_ad(text.format(m=m)) for m in (1000, 4000, 8000)]
    memos = [ad.lookup("Start")._memo for ad in ads]
    assert all(type(m) is str and m == "(Memory > 2 * 1024) && KeyboardIdle > 60" for m in memos)
    assert memos[0] is memos[1] is memos[2]  # one string per distinct text
    assert type(ads[0].lookup("Memory")) is Literal  # literals need no key
    results = [evaluate(ad.lookup("Start"), ad, now=NOW) for ad in ads]
    assert results == [False, True, True]
    compiled = [ad.lookup("Start")._memo for ad in ads]
    assert compiled[0] is compiled[1] is compiled[2]
    assert _SHARED_FAST.get(memos[0]) is compiled[0]


def test_old_syntax_values_are_keyed_apart_from_new_syntax_text() -> None:
    new = parse_ad('[Start = Owner == "x"]').lookup("Start")._memo
    old = parse_ad('Start = Owner == "x"\nOwner = "x"\n').lookup("Start")._memo
    assert new == 'Owner == "x"' and old == 'old\0Owner == "x"'


def test_an_ad_holding_a_folded_time_gets_no_text_keys() -> None:
    # absTime("...") is read in the time zone of the moment, so the text alone does not
    # determine that tree; the record is read whole before its values are noted, so none is
    ad = parse_ad('[a = x + 1; b = absTime("2024-01-01T00:00:00") + 1; c = y + 1]')
    for name in "abc":
        assert type(ad.lookup(name)._memo) is Source
    assert evaluate(ad.lookup("a"), ad, now=NOW) is not None
