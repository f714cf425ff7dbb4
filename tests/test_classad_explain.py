"""classad.explain: the sub-expressions that decided a result, from an evaluation trace."""
from __future__ import annotations

from condor_ls.classad.evaluator import evaluate_traced
from condor_ls.classad.explain import culprits
from condor_ls.classad.parser import parse_ad, parse_expr
from condor_ls.classad.unparse import unparse
from condor_ls.classad.values import UNDEFINED

MACHINE = parse_ad("""[KeyboardIdle = 100; LoadAvg = 0.9; CondorLoadAvg = 0.1; State = "Unclaimed";
    Busy = KeyboardIdle < 60 || LoadAvg > 2;
    START = (KeyboardIdle > 900) && (LoadAvg - CondorLoadAvg <= 0.3 || State != "Unclaimed")]""")
JOB = parse_ad('[Owner = "bob"; ImageSize = 10]')


def explain(text: str) -> list[tuple[str, object, str | None]]:
    expr = parse_expr(text)
    _, trace = evaluate_traced(expr, MACHINE, JOB, now=0)
    return [(unparse(c.node), c.value, c.origin.scope if c.origin else None) for c in culprits(expr, trace)]


def test_false_conjunction_through_an_attribute():
    assert explain("START") == [("START", False, "MY"), ("KeyboardIdle > 900", False, None)]


def test_false_disjunction_blames_every_term():
    assert explain("Busy") == [("Busy", False, "MY"), ("KeyboardIdle < 60", False, None),
                               ("LoadAvg > 2", False, None)]


def test_undefined_blames_the_missing_attributes():
    assert explain('Memory > 100 && Owner == "bob"') == [("Memory", UNDEFINED, "missing")]
    assert explain("KeyboardIdle > 10 && (Disk > 5 || Memory > 1)") == [
        ("Disk", UNDEFINED, "missing"), ("Memory", UNDEFINED, "missing")]


def test_ternary_follows_the_taken_branch():
    assert explain("isUndefined(x) ? y : 2") == [("y", UNDEFINED, "missing")]
    assert explain("ImageSize > 5 ? 1 : z") == [("1", 1, None)]


def test_true_result_names_the_deciding_operand():
    assert explain("KeyboardIdle > 10 || Nope") == [("KeyboardIdle > 10", True, None)]
    assert explain("TARGET.Owner == \"bob\"") == [('TARGET.Owner == "bob"', True, None)]


def test_unevaluated_expression_has_no_culprits():
    expr = parse_expr("1 + 1")
    _, trace = evaluate_traced(parse_expr("2"), MACHINE)
    assert culprits(expr, trace) == []


def test_circular_reference_stops():
    ad = parse_ad("[a = b && true; b = a && true]")
    expr = parse_expr("a")
    value, trace = evaluate_traced(expr, ad)
    assert value is UNDEFINED
    found = culprits(expr, trace)
    assert found and all(c.value is UNDEFINED for c in found)


def test_a_fallback_taken_blames_the_missing_value():
    """`X ?: 0` with X undefined: what decided is that X is missing ("0 is 0" said nothing);
    a fallback that is itself an expression is still followed."""
    assert explain("TARGET.RequestGPUs ?: 0") == [("TARGET.RequestGPUs", UNDEFINED, "missing")]
    assert explain("Gpus ?: (KeyboardIdle > 900)") == [("KeyboardIdle > 900", False, None)]
    assert explain("ImageSize ?: 0") == [("ImageSize", 10, "TARGET")]


def test_a_negation_says_its_operand_s_value_apart():
    """`!isUndefined(X) (true) is false` read as if the negation were true."""
    from condor_ls.analysis.evaluation import describe

    expr = parse_expr("!isUndefined(TARGET.ProjectName)")
    _, trace = evaluate_traced(expr, MACHINE, JOB, now=0)
    assert [describe(c, trace) for c in culprits(expr, trace)] == [
        "`!isUndefined(TARGET.ProjectName)` is `false`, as `isUndefined(TARGET.ProjectName)` is `true`"]
