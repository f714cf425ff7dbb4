"""The queue-statement reader, checked against condor_submit's rules (and the htcondor wheel)."""
from __future__ import annotations

import pytest
from hypothesis import given, settings, strategies as st

from condor_ls.submit.queue import Mode, item_values, parse_queue_args, parse_slice, read_item_lines


def test_plain_counts() -> None:
    assert parse_queue_args("").count == 1
    assert parse_queue_args("  7 ").count == 7
    assert parse_queue_args("2 * 3").count == 6
    assert parse_queue_args("(1 + 1) * 2").count == 4
    assert parse_queue_args("true").count == 1


def test_variables_are_read_backwards_from_the_keyword() -> None:
    args = parse_queue_args("3 alpha, beta2 from (x y)")
    assert (args.count, args.variables, args.mode) == (3, ["alpha", "beta2"], Mode.FROM)
    assert args.items == ["x y"]
    # a name cannot start with a digit: the digit stays with the count
    args = parse_queue_args("1A in (a)")
    assert (args.count, args.variables) == (1, ["A"])
    # a character that cannot be in a name ends the names and spoils the count
    args = parse_queue_args("3 my-var in (a b)")
    assert args.variables == ["var"] and args.errors


def test_default_loop_variable() -> None:
    assert parse_queue_args("in (a b)").loop_variables == ["Item"]
    assert parse_queue_args("5").loop_variables == []


def test_item_sources() -> None:
    assert parse_queue_args("from list.txt").items_source == "list.txt"
    command = parse_queue_args("from seq 1 5 |")
    assert command.from_command and command.items_source == "seq 1 5 |"
    multi = parse_queue_args("x from (")
    assert multi.items_source == "<" and multi.items == []
    assert parse_queue_args("x in ( a b").items == ["a", "b"]
    assert parse_queue_args("f matching files *.txt *.csv").items == ["*.txt", "*.csv"]
    assert parse_queue_args("f matching dirs d*").qualifier == "dirs"


def test_keyword_at_the_end_of_the_line_is_not_a_keyword() -> None:
    args = parse_queue_args("x in")
    assert args.mode is Mode.COUNT and args.errors


def test_table_options_need_the_parenthesis_right_after_table() -> None:
    args = parse_queue_args("from table(header=0,sep=;) list.csv")
    assert args.qualifier == "table" and args.table_options == "header=0,sep=;"
    assert args.items_source == "list.csv"


def test_slices() -> None:
    parsed, end = parse_slice("[1:5:2] rest", 0)
    assert parsed is not None and (parsed.start, parsed.end, parsed.step, end) == (1, 5, 2, 7)
    parsed, _ = parse_slice("[:-1]", 0)
    assert parsed is not None and (parsed.start, parsed.end, parsed.step) == (None, -1, None)
    assert parse_slice("[a]", 0)[0] is None
    assert parse_slice("[1:2:3:4]", 0)[0] is None


def test_item_lines() -> None:
    lines = ["  a 1", "# skipped", "", "b 2  ", ") trailing", "after"]
    items, closed = read_item_lines(lines)
    # a blank line is kept: condor_submit makes it an empty item of `queue from`
    assert items == [(0, "a 1"), (2, ""), (3, "b 2")] and closed == 4
    assert item_values(Mode.FROM, items) == ["a 1", "", "b 2"]
    assert item_values(Mode.IN, items) == ["a", "1", "b", "2"]
    assert read_item_lines(["a", "b"])[1] is None


@given(st.text(max_size=60))
@settings(max_examples=300, deadline=None)
def test_never_raises(text: str) -> None:
    args = parse_queue_args(text)
    for error in args.errors:
        assert 0 <= error.start <= error.end <= len(text)


# ---------------------------------------------------------------------------- oracle
ORACLE_CASES = [
    "", "3", "2*3", "5 jobs", "-1", "3000000000", "x in (a b c)", "x from files a", "matching table x",
    "x in [1:x] (a)", "x in [1:3] (a b c d)", "x,y from (a 1)", "name matching files *.none", "iterations",
    "x y in (a b)", "3 my-var in (a b)", "in (a)", "x in", "(1+2)", "A1 in (a)", "x from table(x=1) (a)",
    "x from table (a)", "2 x, y in (a b c d)", "x in [::2] (a b c)", "v in [1:y] (a)",
]


@pytest.mark.parametrize("statement", ORACLE_CASES)
def test_agrees_with_condor_submit_on_validity(statement: str) -> None:
    htcondor2 = pytest.importorskip("htcondor2")
    submit = htcondor2.Submit(f"executable = /bin/true\nqueue {statement}\n")
    try:
        list(submit.itemdata() or ())
        refused = False
    except TypeError:  # no foreach: the library hands back nothing to iterate
        refused = False
    except Exception:
        refused = True
    assert bool(parse_queue_args(statement).errors) == refused, statement


@pytest.mark.parametrize("statement", ["x in (a b c)", "x,y from (a 1)", "2 x, y in (a b c d)", "in (p q)",
                                       "alpha beta from (1 2)"])
def test_agrees_with_condor_submit_on_variables(statement: str) -> None:
    htcondor2 = pytest.importorskip("htcondor2")
    rows = list(htcondor2.Submit(f"executable = /bin/true\nqueue {statement}\n").itemdata())
    args = parse_queue_args(statement)
    assert [name.lower() for name in rows[0]] == [name.lower() for name in args.loop_variables]
    if args.mode is Mode.IN:
        assert len(rows) == len(args.items)
