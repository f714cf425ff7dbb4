"""Tests of the measuring stick itself: the reference worker, its conversion to batch JSON, the
case-file reader and the comparison. If these are wrong, every differential verdict is."""
from __future__ import annotations

import os
import signal
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from oracle import reference  # noqa: E402
from oracle.cases import LIBRARY_CRASHERS, CaseFileError, differences, parse_case_file  # noqa: E402

pytestmark = pytest.mark.oracle

_why = reference.available()
if _why:
    pytest.skip(_why, allow_module_level=True)


@pytest.fixture(scope="module")
def worker():
    with reference.ReferenceWorker(timeout=60) as w:
        yield w


# -- conversion faithful to the library -----------------------------------------------------


@pytest.mark.parametrize(
    "expr, expected",
    [
        # the bindings return both as a bare float; isReltime tells them apart
        ("relTime(90)", {"type": "reltime", "value": 90.0}),
        ("90.0", {"type": "real", "value": 90.0}),
        # the bindings drop the zone; it must come back, to the second
        ('absTime("2020-01-01T00:00:00-05:30")', {"type": "abstime", "value": 1577856600, "offset": -19800}),
        ("absTime(0, 59)", {"type": "abstime", "value": 0, "offset": 59}),
        # non-finite reals are strings
        ('real("-inf")', {"type": "real", "value": "-inf"}),
        ('real("nan")', {"type": "real", "value": "nan"}),
        # the enum for undefined/error is an int subclass: must not come out as an integer
        ("undefined", {"type": "undefined"}),
        ("error", {"type": "error"}),
        ("1 + 2", {"type": "integer", "value": 3}),
        ("true", {"type": "boolean", "value": True}),
        # evaluation failures inside the library are ERROR values
        ("random(0)", {"type": "error"}),
    ],
)
def test_scalar_conversion(worker, expr: str, expected: dict) -> None:
    assert not differences(worker.evaluate(expr), expected)


def test_list_elements_are_evaluated_in_their_scope(worker) -> None:
    got = worker.evaluate("{x, x + 1, {x * 10}}", my="[x = 4]")
    assert got == {
        "type": "list",
        "value": [
            {"type": "integer", "value": 4},
            {"type": "integer", "value": 5},
            {"type": "list", "value": [{"type": "integer", "value": 40}]},
        ],
    }


def test_record_attributes_keep_block_structure(worker) -> None:
    got = worker.evaluate("n", my="[a = 1; n = [b = a + 1; m = [c = parent.b]]]")
    assert got["value"]["b"] == {"type": "integer", "value": 2}
    assert got["value"]["m"]["value"]["c"] == {"type": "integer", "value": 2}


def test_attribute_names_are_lowercased_and_quoted_names_survive(worker) -> None:
    got = worker.evaluate("[Mixed = 1; 'odd name' = 2]")
    assert set(got["value"]) == {"mixed", "odd name"}


@pytest.mark.parametrize("text", ["1; x = 2", "1;", "1 ] [ y = 2", "1, 2", "", "   ", "(1", "x //"])
def test_smuggled_or_broken_texts_are_parse_errors(worker, text: str) -> None:
    # "x //" parses (the comment runs to the end); the rest must not
    got = worker.evaluate(text)
    if text == "x //":
        assert got == {"type": "undefined"}
    else:
        assert got["type"] == "parse-error"


def test_empty_new_syntax_ad_is_accepted(worker) -> None:
    assert worker.evaluate("x", my="[]", target="[x = 3]") == {"type": "integer", "value": 3}


def test_old_syntax_ad_the_library_truncates_is_refused(worker) -> None:
    got = worker.evaluate("c", my="b = 1\na = undefined ?: -(9)\nc = 2")
    assert got["type"] == "bad-case"


def test_self_containing_result_is_unrepresentable(worker) -> None:
    assert worker.evaluate("[R = MY].R")["type"] == "unrepresentable"


def test_time_dependent_values_are_close_to_now(worker) -> None:
    import time

    got = worker.evaluate("time()")
    assert got["type"] == "integer" and abs(got["value"] - time.time()) < 60


# -- the worker survives the library dying ----------------------------------------------------


def test_worker_restarts_after_its_process_is_killed() -> None:
    with reference.ReferenceWorker(timeout=60) as w:
        assert w.evaluate("1 + 1") == {"type": "integer", "value": 2}
        os.kill(w._proc.pid, signal.SIGKILL)
        w._proc.wait()
        # the next request notices, restarts the worker and still answers
        assert w.evaluate("2 + 2") == {"type": "integer", "value": 4}


def test_batch_results_stay_in_order_across_chunks() -> None:
    with reference.ReferenceWorker(timeout=60, batch=3) as w:
        out = w.evaluate_many(reference.Request(str(i)) for i in range(10))
    assert [r["value"] for r in out] == list(range(10))


# -- case files and comparison ----------------------------------------------------------------


def test_case_file_directives(tmp_path: Path) -> None:
    path = tmp_path / "demo.txt"
    path.write_text(
        "# comment\n@section s\n@my [a = 1]\na\n@target <<\nX = 2\n@end\nTARGET.X\n"
        "@compare time\ntime()\n@reset\n@expr  spaced \n@json \"a\\nb\"\n",
        encoding="utf-8",
    )
    cases = parse_case_file(path)
    assert [c.expr for c in cases] == ["a", "TARGET.X", "time()", " spaced ", "a\nb"]
    assert cases[0].category == "demo/s" and cases[0].my == "[a = 1]" and cases[0].target is None
    assert cases[1].target == "X = 2"
    assert cases[2].compare == "time"
    assert cases[3].my is None and cases[3].compare == "exact"


def test_case_file_errors(tmp_path: Path) -> None:
    path = tmp_path / "bad.txt"
    path.write_text("@my <<\nA = 1\n", encoding="utf-8")
    with pytest.raises(CaseFileError):
        parse_case_file(path)
    path.write_text("@bogus\n", encoding="utf-8")
    with pytest.raises(CaseFileError):
        parse_case_file(path)


@pytest.mark.parametrize(
    "ours, ref, same",
    [
        ({"type": "real", "value": 0.0}, {"type": "real", "value": -0.0}, False),
        ({"type": "real", "value": "nan"}, {"type": "real", "value": "nan"}, True),
        ({"type": "integer", "value": 1}, {"type": "real", "value": 1.0}, False),
        ({"type": "integer", "value": True}, {"type": "integer", "value": 1}, False),
        ({"type": "real", "value": 0.1 + 0.2}, {"type": "real", "value": 0.3}, False),
        ({"type": "error", "message": "x"}, {"type": "error"}, True),
        ({"type": "parse-error", "message": "a"}, {"type": "parse-error", "message": "b"}, True),
        ({"type": "classad", "value": {"A": {"type": "undefined"}}}, {"type": "classad", "value": {"a": {"type": "undefined"}}}, True),
        ({"type": "list", "value": []}, {"type": "list", "value": [{"type": "undefined"}]}, False),
        ({"type": "abstime", "value": 0, "offset": 60}, {"type": "abstime", "value": 0, "offset": 0}, False),
        ({"type": "exception", "message": "boom"}, {"type": "integer", "value": 1}, False),
    ],
)
def test_comparison(ours: dict, ref: dict, same: bool) -> None:
    assert (not differences(ours, ref)) is same


def test_time_mode_tolerates_seconds_but_not_types() -> None:
    assert not differences({"type": "integer", "value": 100}, {"type": "integer", "value": 103}, "time")
    assert differences({"type": "integer", "value": 100}, {"type": "integer", "value": 200}, "time")
    assert differences({"type": "real", "value": 100.0}, {"type": "integer", "value": 100}, "time")


def test_a_real_library_crash_is_contained() -> None:
    with reference.ReferenceWorker(timeout=60) as w:
        out = w.evaluate_many(
            [reference.Request("1"), reference.Request(*LIBRARY_CRASHERS[0]), reference.Request("2")]
        )
    assert [r["type"] for r in out] == ["integer", "crash", "integer"]
