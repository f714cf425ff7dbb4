"""schemas/functions.json agrees with the registered builtins (names, aliases, arity)."""
from __future__ import annotations

import pytest

from condor_ls.classad.evaluator import evaluate
from condor_ls.classad.functions import REGISTRY
from condor_ls.classad.functions.metadata import all_functions, load, lookup
from condor_ls.classad.parser import parse_expr
from condor_ls.classad.values import ErrorValue

CATEGORIES = {"evaluation", "type", "conversion", "math", "list", "string", "version", "time", "regex",
              "stringlist", "environment", "user"}
TYPES = {"any", "boolean", "integer", "real", "number", "string", "list", "classad", "abstime", "reltime",
         "attribute", "expression"}


def test_every_builtin_has_metadata_and_back() -> None:
    described = set(load())
    assert set(REGISTRY) - described == set(), "registered without metadata"
    assert described - set(REGISTRY) == set(), "metadata without an implementation"


def test_aliases_share_one_implementation() -> None:
    for info in all_functions():
        for alias in info.aliases:
            assert REGISTRY[alias.lower()] is REGISTRY[info.name.lower()]


@pytest.mark.parametrize("info", all_functions(), ids=lambda i: i.name)
def test_entry_is_well_formed(info) -> None:
    assert info.description and not info.description.endswith(" ")
    assert info.category in CATEGORIES
    assert info.origin in {"classad", "htcondor", "startd"}
    assert info.signatures
    assert info.max_args is None or info.max_args >= info.min_args
    for sig in info.signatures:
        assert sig.returns in TYPES
        assert all(p.type in TYPES for p in sig.params)
        required = sum(1 for p in sig.params if not p.optional and not p.variadic)
        assert required >= info.min_args
        variadic = any(p.variadic for p in sig.params)
        assert variadic or info.max_args is None or len(sig.params) <= info.max_args


def test_lookup_ignores_case() -> None:
    assert lookup("STRINGLISTIMEMBER").name == "stringListIMember"
    assert lookup("ceil").name == "ceiling"
    assert lookup("no_such_function") is None


@pytest.mark.parametrize("info", all_functions(), ids=lambda i: i.name)
def test_wrong_arity_is_error(info) -> None:
    """Every count of arguments the metadata rules out gives error (as the library's checks do)."""
    for n in range(0, 6):
        if info.accepts(n):
            continue
        expr = f"{info.name}({', '.join(['1'] * n)})"
        assert isinstance(evaluate(parse_expr(expr), now=0), ErrorValue), expr


@pytest.mark.oracle
@pytest.mark.parametrize("info", all_functions(), ids=lambda i: i.name)
def test_wrong_arity_is_error_in_library(info) -> None:
    try:
        import htcondor2  # noqa: F401
        import classad2
    except Exception as exc:  # pragma: no cover - depends on the environment
        pytest.skip(f"htcondor wheel not importable: {exc!r}")
    for n in range(0, 6):
        if info.accepts(n):
            continue
        expr = f"{info.name}({', '.join(['1'] * n)})"
        try:
            got = classad2.ExprTree(expr).eval()
        except Exception:  # the library's evaluation failure (userHome) counts as error
            continue
        assert got == classad2.Value.Error and isinstance(got, classad2.Value), expr
