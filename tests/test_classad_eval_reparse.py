"""eval() of the same text many times in one evaluation, against HTCondor's library.

The evaluator reuses the tree of an eval() text met again within one evaluation
(``EvalState.parse``), except for text that writes a record: the library parses afresh each
time, so the attributes of each such record are new ones, and a reference cycle through them
runs into the depth limit (an error) rather than meeting an attribute already being evaluated
(which would be undefined). Kept out of the curated corpus, which the fresh-expression
benchmark times: each case re-parses its text hundreds of times on both sides.
"""
from __future__ import annotations

import sys
import time
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).parent))

from oracle import ours, reference  # noqa: E402
from oracle.cases import differences  # noqa: E402

pytestmark = pytest.mark.oracle

_why = reference.available() or ours.unavailable()
if _why:
    pytest.skip(_why, allow_module_level=True)

_SELF_EVAL = '[s = "[b = eval(s).b].b"; t = "[b = 1; c = eval(t)].c"; u = "[a = b; b = eval(u)].a"; ' \
             'v = "{eval(v)}[0]"; w = "eval(w) + 1"; n = "[a = 1].a + eval(n)"]'

CASES: list[tuple[str, str | None]] = [
    # text writing a record, reached again through eval(): the depth limit ends it
    ("eval(s)", _SELF_EVAL),
    ("eval(t)", _SELF_EVAL),
    ("eval(u)", _SELF_EVAL),
    ("x", '[x = eval("[a = x].a")]'),
    # text without a record, whose tree is reused
    ("eval(v)", _SELF_EVAL),
    ("eval(w)", _SELF_EVAL),
    ("eval(n)", _SELF_EVAL),
    ("L[0]", '[L = {eval("L[0]")}]'),
    ("eval(self)", '[expr = "1 + 2"; self = "eval(self)"; bad = "1 +"; e = eval(bad) + eval(bad)]'),
    ("e", '[expr = "1 + 2"; bad = "1 +"; e = {eval(bad), eval(bad), eval(expr), eval(expr)}]'),
    ("{eval(a), eval(a), eval(b)}", '[a = "x"; b = "[x = 2].x"; x = 1]'),
]


@pytest.fixture(scope="module")
def worker():
    with reference.ReferenceWorker(timeout=20) as w:
        yield w


@pytest.mark.parametrize("expr,my", CASES)
def test_repeated_eval_text_matches_the_library(expr: str, my: str | None, worker) -> None:
    ref = worker.evaluate(expr, my, None)
    got = ours.evaluate_ours(expr, my, None, now=time.time())
    assert not differences(got, ref, "exact"), (got, ref)
