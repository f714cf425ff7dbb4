"""Random nested builtin calls: never an internal error on our side (hypothesis), and the same
answers as the library for a fixed pseudo-random sample (oracle)."""
from __future__ import annotations

import random
import time

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from condor_ls.classad.evaluator import evaluate
from condor_ls.classad.functions import REGISTRY
from condor_ls.classad.functions.metadata import lookup
from condor_ls.classad.parser import ClassAdSyntaxError, parse_expr
from condor_ls.classad.values import ErrorValue, ListValue

from test_classad_functions import _agrees, _wheel_missing, library_value, our_value

#: clock, chance, the machine's users, or (splitTime/formatTime of huge times) undefined behaviour
#: in the library
UNSTABLE = {"random", "time", "currenttime", "daytime", "timezoneoffset", "userhome", "abstime",
            "formattime", "splittime"}
ATOMS = ['1', '0', '-7', '2.5', '-0.5', '1e10', 'true', 'false', 'undefined', 'error', '""', '"a"',
         '"A,b c"', '"1, 2.5, x"', '"8.9.1"', '"a@b"', '{}', '{1, 2}', '{"a", "B"}', '{1, undefined, "x"}',
         '[a = 1; b = "x"]', 'relTime(90)', 'absTime(86400, 3600)', '"^a"', '"(a)"', '"%Y %j"', '"i"', '"fg"',
         '9223372036854775807', '"A=1 B=2"', '"x y z"', '{[q = 1], [q = 2]}', '"  7 "']
NAMES = sorted(REGISTRY)


def _call(rng: random.Random, depth: int, names: list[str]) -> str:
    if depth > 2 or rng.random() < 0.5:
        return rng.choice(ATOMS)
    info = lookup(rng.choice(names))
    hi = info.max_args if info.max_args is not None else info.min_args + 3
    n = rng.randint(info.min_args, min(hi, 4)) if rng.random() < 0.9 else rng.randint(0, 5)
    return f"{info.name}({', '.join(_call(rng, depth + 1, names) for _ in range(n))})"


def _walk(v, seen=0):
    """Every value inside a result (list elements included), to look for internal errors."""
    yield v
    if isinstance(v, ListValue) and seen < 3:
        for item in v.items:
            inner = getattr(item, "value", None)
            if inner is not None:
                yield from _walk(inner, seen + 1)


@settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(min_value=0, max_value=2**32))
def test_no_internal_errors(seed: int) -> None:
    rng = random.Random(seed)
    expr = _call(rng, 0, NAMES)
    try:
        tree = parse_expr(expr)
    except ClassAdSyntaxError:
        return
    for v in _walk(evaluate(tree, now=1_700_000_000)):
        assert not (isinstance(v, ErrorValue) and "internal error" in v.reason), (expr, v.reason)


@pytest.mark.oracle
def test_random_calls_match_library(monkeypatch: pytest.MonkeyPatch) -> None:
    if _wheel_missing():
        pytest.skip("htcondor wheel not importable")
    monkeypatch.setenv("TZ", "UTC")
    time.tzset()
    rng = random.Random(20241122)
    names = [n for n in NAMES if n not in UNSTABLE]
    differ = []
    for _ in range(3000):
        expr = _call(rng, 1 if rng.random() < 0.5 else 0, names)
        if "(" not in expr:
            continue
        want, got = library_value(expr), our_value(expr)
        if not _agrees(got, want):
            differ.append((expr, got, want))
    assert not differ, f"{len(differ)} differ, e.g. {differ[:8]}"
