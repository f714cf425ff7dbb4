"""The builtins use only the EvalContext contract of functions/api.py: driven here by a tiny
fake context (no evaluator), they evaluate literal arguments and lists through it."""
from __future__ import annotations

from typing import Any

from condor_ls.classad.ad import ClassAd
from condor_ls.classad.ast import Call, ListExpr, Literal, RecordExpr
from condor_ls.classad.functions import REGISTRY
from condor_ls.classad.values import ErrorValue, ListValue


class FakeContext:
    """Evaluates literals, list and record expressions and nested calls; counts charges."""

    def __init__(self) -> None:
        self.now = 86400.0 * 365
        self.charged = 0

    def eval(self, expr: Any) -> Any:
        if isinstance(expr, Literal):
            return expr.value
        if isinstance(expr, ListExpr):
            return ListValue(expr.items, None)
        if isinstance(expr, RecordExpr):
            return ClassAd(expr.attrs)
        if isinstance(expr, Call):
            return REGISTRY[expr.name.lower()](self, expr.args)
        raise AssertionError(f"unexpected expression {expr!r}")

    def list_items(self, value: ListValue) -> list[Any]:
        return [self.eval(e) for e in value.items]

    def eval_in(self, expr: Any, ad: ClassAd, lexical: Any = None) -> Any:
        return self.eval(expr)

    def parse(self, text: str) -> Any:
        return None

    def error(self, reason: str) -> ErrorValue:
        return ErrorValue(reason)

    def fail(self, reason: str) -> ErrorValue:
        self.failed = reason
        return ErrorValue(reason)

    def charge(self, units: int) -> None:
        self.charged += units


def call(name: str, *args: Any) -> tuple[Any, FakeContext]:
    ctx = FakeContext()
    exprs = tuple(a if not isinstance(a, (int, float, str, bool)) else Literal(a) for a in args)
    return REGISTRY[name.lower()](ctx, exprs), ctx


def test_strict_functions_through_the_fake_context() -> None:
    assert call("strcat", "a", 1, 2.5)[0] == "a12.500000000000000E+00"
    assert call("stringListMember", "b", "a, b")[0] is True
    assert call("versionGT", "8.10", "8.9")[0] is True
    assert call("substr", "abcdef", -2)[0] == "ef"
    assert call("time")[0] == 86400 * 365


def test_lists_are_read_through_list_items() -> None:
    lst = ListExpr((Literal(1), Literal(2.5), Literal(True)))
    assert call("sum", lst)[0] == 4.5
    assert call("member", 2.5, lst)[0] is True
    got, _ = call("split", "a b,c")
    assert isinstance(got, ListValue) and [i.value for i in got.items] == ["a", "b", "c"]


def test_arity_errors_carry_a_reason() -> None:
    got, _ = call("substr", "abc")
    assert isinstance(got, ErrorValue) and "argument" in got.reason


def test_work_is_charged() -> None:
    _, ctx = call("stringListSize", "a, b, c, d")
    assert ctx.charged >= len("a, b, c, d")
    _, ctx = call("regexp", "b", "x" * 100)
    assert ctx.charged >= 100


def test_eval_without_a_parse_is_an_error() -> None:
    got, _ = call("eval", "1 + 2")
    assert isinstance(got, ErrorValue)
