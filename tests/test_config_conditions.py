"""``if`` conditions (verdicts confirmed with the htcondor wheel, claimed version 25.14.1)."""
from __future__ import annotations

import pytest

from condor_ls.config.conditions import IfStack, Shape, classify, judge


def verdict(expr: str):
    known = {"A": "1", "ONE": "1", "EMPTY": "", "F": ""}
    return judge(expr, lookup=lambda n: known.get(n.upper()),
                 has_template=lambda c, n: c.upper() == "ROLE" and (n is None or n.lower() == "execute"),
                 version=(25, 14, 1))


@pytest.mark.parametrize(
    "expr, value",
    [
        ("1", True), ("0", False), ("0.0", False), ("-1", True), ("2.5", True),
        ("true", True), ("FALSE", False), ("yes", True), ("no", False), ("t", True), ("f", False),
        ("defined A", True), ("defined NOPE", False), ("defined 1", True), ("defined true", True),
        ("defined yes", True), ("defined EMPTY", False),
        ("defined F", False),  # defined but empty: the yes/no/t/f shortcut only applies when undefined ("defined use ROLE", True), ("defined use ROLE:Execute", True),
        ("defined use ROLE:Nope", False), ("defined use NOPE", False),
        ("version >= 8.1.2", True), ("version > 25.14.1", False), ("version < 25.15", True),
        ("version == 25.14", True), ("version != 25.14.1", False), ("version <= 25.14.1", True),
        ("version >= 25.14.2", False), ("version > v24.0", True),
    ],
)
def test_valid_conditions(expr: str, value: bool) -> None:
    v = verdict(expr)
    assert v.valid and v.value is value


@pytest.mark.parametrize(
    "expr, reason",
    [
        ("1 + 1", "complex conditionals are not supported"),
        ("A == B", "complex conditionals are not supported"),
        ("version >= 5.1", "the version literal is invalid"),
        ("somename", "expression is not a conditional"),
        ("defined a b", "defined argument must be param name, boolean, or number"),
    ],
)
def test_invalid_conditions(expr: str, reason: str) -> None:
    v = verdict(expr)
    assert not v.valid and v.reason == reason


def test_classify_shapes() -> None:
    assert classify("1.5e3", True) is Shape.NUMBER
    assert classify("$(X)", True) is Shape.COMPLEX  # the parentheses count as grouping, as in HTCondor
    assert classify("", True) is Shape.EMPTY


def test_if_stack_elif_chain() -> None:
    s = IfStack()
    s.begin_if(False)
    assert not s.enabled()
    assert s.begin_elif(True) and s.enabled()
    assert s.begin_elif(True) and not s.enabled()  # only the first true branch runs
    assert s.begin_else() and not s.enabled()
    assert not s.begin_else()  # a second else is an error
    assert s.end_if() and s.enabled()
    assert not s.end_if()  # endif without if
