"""Expansions a user can make huge: printf widths in ``$INT``/``$REAL``/``$STRING`` and macros
that double themselves. The expander's size bound (``Limits.max_size``, 256,000 characters)
holds for them too: the value is cut there with a diagnostic instead of a string of gigabytes
(or a ``MemoryError``/``OverflowError`` traceback)."""
from __future__ import annotations

from pathlib import Path

import ctypes
import ctypes.util

import pytest

from condor_ls.config.expander import Limits
from condor_ls.config.printf import NUMBER_FIELD_MAX, clamp_format, format_size
from condor_ls.config.reader import load_config
from condor_ls.classad.unparse import unparse
from condor_ls.submit.jobads import SubmitOptions, build_job_ads
from condor_ls.submit.jobads import builder

MAX = Limits().max_size
WIDTHS = ["99999999999", "9999999"]  # a size bomb Python refuses, and one it would build (10 MB)


def test_clamp_format() -> None:
    assert clamp_format("%5d") == "%5d" and clamp_format("x%-0999999999.3fy") == "x%-02048.3fy"
    assert clamp_format("%.2147483647e") == "%.2048e"
    assert clamp_format("%2147483648d") is None and clamp_format("%." + "9" * 5000 + "e") is None


def test_format_size_counts_width_and_precision() -> None:
    assert format_size("%d") == 0 and format_size("%5d") == 5 and format_size("%-08.3f") == 11
    assert format_size("%" + "9" * 5000 + "d") > MAX  # no int() limit either


_LIBC = ctypes.CDLL(ctypes.util.find_library("c"))


def c_buffer(fmt: str, value: int | float) -> str:
    """What HTCondor's ``snprintf(buf, 56, fmt, value)`` leaves for ``$INT``/``$REAL``."""
    buf = ctypes.create_string_buffer(57)
    arg = ctypes.c_double(value) if isinstance(value, float) else ctypes.c_int(value)
    _LIBC.snprintf(buf, 56, fmt.encode(), arg)
    return buf.value.decode()


@pytest.mark.parametrize("width", WIDTHS)
@pytest.mark.parametrize("function, fmt, value", [
    ("$INT(Y,{f})", "%{w}d", 7), ("$INT(Y,{f})", "%-{w}d", 7), ("$INT(Y,{f})", "%.{w}d", 7),
    ("$REAL(Y,{f})", "%.{w}f", 7.0), ("$REAL(Y,{f})", "%{w}.3e", 7.0),
])
def test_config_number_widths_are_cut_as_htcondor_cuts_them(tmp_path: Path, function: str, fmt: str, value: float,
                                                           width: str) -> None:
    """No diagnostic (HTCondor prints into a 56-byte buffer: any width is fine there), and the
    printed part is C's (checked against the C library's ``snprintf``)."""
    spec = fmt.format(w=width)
    conf = tmp_path / "c.conf"
    conf.write_text(f"Y = 7\nX = {function.format(f=spec)}\n")
    expansion = load_config(str(conf)).expand("X")
    assert expansion is not None and len(expansion.value) <= NUMBER_FIELD_MAX + 8
    # the only finding: a $REAL that fills the buffer without a '.' (HTCondor's strcat overflows it)
    assert all(d.code == "config.macro-function" and "buffer" in d.message for d in expansion.diagnostics)
    printed = c_buffer(spec, value)  # glibc prints nothing for a width beyond INT_MAX
    if function.startswith("$REAL") and not printed:
        printed = ".0"  # HTCondor appends ".0" to a $REAL without a '.'
    assert expansion.value[:55] == printed


@pytest.mark.parametrize("width", WIDTHS)
@pytest.mark.parametrize("function", ["$STRING(S,%{w}s)", "$STRING(S,%-{w}.{w}s)"])
def test_config_string_widths_are_bounded(tmp_path: Path, function: str, width: str) -> None:
    """``$STRING`` sizes its buffer by the format (``printf_length``): HTCondor would build the
    whole string; condor-ls stops at its size bound and says so."""
    conf = tmp_path / "c.conf"
    conf.write_text(f"S = \"abc\"\nX = {function.format(w=width)}\n")
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
    result, procs = _submit(tmp_path, f"S = abc\narguments = $STRING(S,%{width}s)\nqueue\n")
    assert len(procs) == 1 and len(unparse(procs[0].ad.lookup("Args"))) <= MAX + 2
    warnings = [p for p in result.problems if p.code == "submit.expansion-limit"]
    assert warnings and warnings[0].severity == "warning" and "condor-ls cuts the value short" in warnings[0].message


def test_submit_int_width_is_bounded_and_no_finding(tmp_path: Path) -> None:
    result, procs = _submit(tmp_path, "arguments = $INT(Process,%99999999999d)\nqueue\n")
    assert procs[0].ad.lookup("Args") is None  # beyond INT_MAX glibc prints nothing: no arguments
    assert not result.problems
    result, procs = _submit(tmp_path, "arguments = $INT(Process,%99999999d)\nqueue\n")
    assert len(unparse(procs[0].ad.lookup("Args"))) <= NUMBER_FIELD_MAX + 2 and not result.problems


def test_submit_format_width_in_a_queue_line_is_bounded(tmp_path: Path) -> None:
    """The reader's own expansion (a queue statement's arguments) says so too, on its line."""
    result, _ = _submit(tmp_path, "N = 2\nqueue $STRING(N,%99999999999s)\n")
    (found,) = [p for p in result.problems if p.code == "submit.expansion-limit"]
    assert found.origin is not None and found.origin.line == 2 and found.keys == ()


def test_submit_macro_that_doubles_is_cut(tmp_path: Path) -> None:
    """Plain ``$(X)`` references (the table's fast path) are held to the same bound."""
    text = "X = " + "y" * 100_000 + "\nY = $(X)$(X)$(X)$(X)$(X)$(X)$(X)$(X)\nZ = $(Y)$(Y)$(Y)$(Y)$(Y)$(Y)$(Y)$(Y)\n" \
           "arguments = $(Z)$(Z)$(Z)$(Z)\nqueue\n"
    result, procs = _submit(tmp_path, text)
    # cut at the bound, with the references not yet expanded left as they are (25.6 MB in full)
    assert len(unparse(procs[0].ad.lookup("Args"))) <= MAX + len(text)
    assert any(p.code == "submit.expansion-limit" for p in result.problems)
