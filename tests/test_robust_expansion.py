"""Expansions a user can make huge: printf widths in ``$INT``/``$REAL``/``$STRING`` and macros
that double themselves. The expander's size bound (``Limits.max_size``, 256,000 characters)
holds for them too: the value is cut there with a diagnostic instead of a string of gigabytes
(or a ``MemoryError``/``OverflowError`` traceback)."""
from __future__ import annotations

from pathlib import Path

import pytest

from condor_ls.config.expander import Limits
from condor_ls.config.printf import format_size
from condor_ls.config.reader import load_config
from condor_ls.classad.unparse import unparse
from condor_ls.submit.jobads import SubmitOptions, build_job_ads
from condor_ls.submit.jobads import builder

MAX = Limits().max_size
WIDTHS = ["99999999999", "9999999"]  # a size bomb Python refuses, and one it would build (10 MB)


def test_format_size_counts_width_and_precision() -> None:
    assert format_size("%d") == 0 and format_size("%5d") == 5 and format_size("%-08.3f") == 11
    assert format_size("%" + "9" * 5000 + "d") > MAX  # no int() limit either


@pytest.mark.parametrize("width", WIDTHS)
@pytest.mark.parametrize("function", ["$INT(Y,%{w}d)", "$REAL(Y,%.{w}f)", "$STRING(S,%{w}s)", "$INT(Y,%{w}.{w}d)"])
def test_config_format_widths_are_bounded(tmp_path: Path, function: str, width: str) -> None:
    conf = tmp_path / "c.conf"
    conf.write_text(f"Y = 7\nS = \"abc\"\nX = {function.format(w=width)}\n")
    expansion = load_config(str(conf)).expand("X")
    assert expansion is not None and expansion.truncated and len(expansion.value) <= MAX
    assert [d.code for d in expansion.diagnostics] == ["config.expansion-limit"]


def test_config_ordinary_widths_still_format(tmp_path: Path) -> None:
    conf = tmp_path / "c.conf"
    conf.write_text("Y = 7\nX = $INT(Y,%05d)\nZ = $REAL(Y,%.3f)\n")
    result = load_config(str(conf))
    assert [result.value("X"), result.value("Z")] == ["00007", "7.000"]


def _submit(tmp_path: Path, body: str):  # type: ignore[no-untyped-def]
    builder.clear_memo()
    result = build_job_ads("executable = /bin/echo\n" + body, str(tmp_path / "x.sub"),
                           SubmitOptions(cwd=str(tmp_path), environ={}, submit_time=1, user="u"))
    procs = list(result.procs())
    result.problems_for_all()
    return result, procs


@pytest.mark.parametrize("width", WIDTHS)
def test_submit_format_width_is_bounded_and_said(tmp_path: Path, width: str) -> None:
    result, procs = _submit(tmp_path, f"arguments = $INT(Process,%{width}d)\nqueue\n")
    assert len(procs) == 1 and len(unparse(procs[0].ad.lookup("Args"))) <= MAX + 2
    warnings = [p for p in result.problems if p.code == "submit.expansion-limit"]
    assert warnings and warnings[0].severity == "warning" and "condor-ls cuts the value short" in warnings[0].message


def test_submit_format_width_in_a_queue_line_is_bounded(tmp_path: Path) -> None:
    """The reader's own expansion (a queue statement's arguments) says so too."""
    result, _ = _submit(tmp_path, "N = 2\nqueue $INT(N,%99999999999d)\n")
    (found,) = [p for p in result.problems if p.code == "submit.expansion-limit"]
    assert found.origin is not None and found.origin.line == 2 and found.keys == ()  # on the queue line


def test_submit_macro_that_doubles_is_cut(tmp_path: Path) -> None:
    """Plain ``$(X)`` references (the table's fast path) are held to the same bound."""
    text = "X = " + "y" * 100_000 + "\nY = $(X)$(X)$(X)$(X)$(X)$(X)$(X)$(X)\nZ = $(Y)$(Y)$(Y)$(Y)$(Y)$(Y)$(Y)$(Y)\n" \
           "arguments = $(Z)$(Z)$(Z)$(Z)\nqueue\n"
    result, procs = _submit(tmp_path, text)
    # cut at the bound, with the references not yet expanded left as they are (25.6 MB in full)
    assert len(unparse(procs[0].ad.lookup("Args"))) <= MAX + len(text)
    assert any(p.code == "submit.expansion-limit" for p in result.problems)
