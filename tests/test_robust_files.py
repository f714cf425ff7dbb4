"""Files a document names that are no ordinary files: named pipes, devices, directories,
symbolic-link loops.

``open()`` on a named pipe with no writer waits for ever (in the language server that freezes
every later request), ``/dev/zero`` and ``/dev/urandom`` never end, ``/dev/stdin`` is the
editor's own protocol stream. Every reader that follows a path out of a document goes through
:mod:`condor_ls.safe_read`, which reads regular files only; these tests name such a path in
each kind of document and check that the reader returns (on a thread, with a deadline; a
blocked one is released by opening the pipe's other end) with the file treated as unreadable.
"""
from __future__ import annotations

import os
import threading
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from condor_ls.analysis.context import AnalysisContext
from condor_ls.classad.parser import parse_ad
from condor_ls.cli.main import main
from condor_ls.config.reader import load_config
from condor_ls.dag import DiskFiles, load_dag
from condor_ls.dag.submission import job_ads
from condor_ls.safe_read import read_bytes, read_prefix, read_text
from condor_ls.submit.jobads import SubmitOptions, build_job_ads
from condor_ls.submit.jobads import builder
from condor_ls.transform import preview
from condor_ls.transform.reader import Mode
from condor_ls.transform.reader import read_text as read_rules

DEADLINE = 60.0  # seconds; a reader that blocks on the pipe never returns at all


@pytest.fixture
def fifo(tmp_path: Path) -> Path:
    path = tmp_path / "pipe"
    os.mkfifo(path)
    return path


def returns(fn: Callable[[], Any], pipe: Path) -> Any:
    """``fn()``, failing the test when it is still blocked after the deadline."""
    box: dict[str, Any] = {}

    def run() -> None:
        try:
            box["value"] = fn()
        except BaseException as err:  # noqa: BLE001 - handed to the test below
            box["error"] = err

    thread = threading.Thread(target=run, daemon=True)
    thread.start()
    thread.join(DEADLINE)
    if thread.is_alive():
        os.close(os.open(pipe, os.O_WRONLY | os.O_NONBLOCK))  # let the blocked open() return
        thread.join(DEADLINE)
        pytest.fail(f"blocked reading the named pipe {pipe}")
    if "error" in box:
        raise box["error"]
    return box.get("value")


# ------------------------------------------------------------------ the module itself
def test_safe_read_takes_regular_files_only(tmp_path: Path, fifo: Path) -> None:
    regular = tmp_path / "f.txt"
    regular.write_bytes(b"abc\xffdef")
    loop = tmp_path / "loop"
    loop.symlink_to(loop)
    assert read_bytes(str(regular), 100) == b"abc\xffdef"
    assert read_bytes(str(regular), 3) == b"abc\xff"  # one byte over: the caller can tell
    assert read_text(str(regular), 3) is None and read_prefix(str(regular), 3) == "abc"
    assert read_text(str(regular), 100) == "abc\ufffddef"
    for path in (fifo, "/dev/zero", tmp_path, loop, tmp_path / "missing"):
        assert returns(lambda: read_bytes(str(path), 100), fifo) is None, path
    # the null device reads as empty, as for HTCondor (`include : /dev/null`), also by another name
    null_link = tmp_path / "null"
    null_link.symlink_to(os.devnull)
    assert read_bytes(os.devnull, 100) == b"" and read_text(str(null_link), 100) == ""


def test_a_submit_file_may_include_the_null_device(tmp_path: Path) -> None:
    """The 24.0 bindings read `include : /dev/null` as an empty file (submit fuzzing, seed 4)."""
    result = build_job_ads("M1 = /dev/null\ninclude : $(M1)\nexecutable = x\nqueue\n", str(tmp_path / "a.sub"),
                           SubmitOptions(cwd=str(tmp_path), version="24.0"))
    assert not result.failed and len(list(result.procs())) == 1


def test_read_does_not_allocate_the_limit(tmp_path: Path) -> None:
    small = tmp_path / "s"
    small.write_text("x")
    assert read_bytes(str(small), 1 << 40) == b"x"  # a terabyte limit costs nothing for one byte


# ------------------------------------------------------------------ each reader
def test_analysis_context(fifo: Path) -> None:
    assert returns(lambda: AnalysisContext().read_text(str(fifo)), fifo) is None
    assert AnalysisContext().read_text("/dev/zero") is None


@pytest.mark.parametrize("target", ["pipe", "/dev/zero"])
def test_config_include(tmp_path: Path, fifo: Path, target: str) -> None:
    conf = tmp_path / "c.conf"
    path = fifo if target == "pipe" else Path(target)
    conf.write_text(f"A = 1\ninclude : {path}\nB = 2\n")
    result = returns(lambda: load_config(str(conf)), fifo)
    assert result.fatal and any(str(path) in d.message for d in result.diagnostics)


def _submit(tmp_path: Path, text: str):  # type: ignore[no-untyped-def]
    builder.clear_memo()
    result = build_job_ads(text, str(tmp_path / "x.sub"),
                           SubmitOptions(cwd=str(tmp_path), environ={}, submit_time=1, user="u"))
    list(result.procs())
    result.problems_for_all()
    return result


@pytest.mark.parametrize("line", ["include : {p}\nqueue\n", "queue x from {p}\n"])
def test_submit_include_and_queue_from(tmp_path: Path, fifo: Path, line: str) -> None:
    for path in (fifo, Path("/dev/urandom")):
        result = returns(lambda: _submit(tmp_path, "executable = /bin/echo\n" + line.format(p=path)), fifo)
        assert result.failed and any(f"can't open file {path}" in p.message for p in result.problems), path


def test_dag_splice_and_node_submit_file(tmp_path: Path, fifo: Path) -> None:
    dag_path = tmp_path / "top.dag"
    dag_path.write_text(f"JOB A {fifo}\nSPLICE S {fifo}\n")
    assert returns(lambda: DiskFiles().dag_file(str(fifo)), fifo) is None
    dag = returns(lambda: load_dag(str(dag_path)), fifo)
    assert any(p.code == "dag-missing-file" and str(fifo) in p.message for p in dag.problems)  # the splice
    assert returns(lambda: job_ads(dag, dag.nodes["A"]), fifo) is None
    graphed = tmp_path / "graphed.dag"
    graphed.write_text(f"JOB A a.sub\nDOT top.dot INCLUDE {fifo}\n")
    out = tmp_path / "top.dot"
    assert returns(lambda: main(["dag", "graph", str(graphed), "-o", str(out), "--now", "0"]), fifo) == 0
    assert out.read_text().startswith("digraph")


def test_transform_items_file(tmp_path: Path, fifo: Path) -> None:
    rules = read_rules(f'SET Color "$(Item)"\nTRANSFORM Item from {fifo}\n', "r", Mode.FILE)
    results = returns(lambda: preview.rules([rules], [parse_ad("A = 1")], base_dir=str(tmp_path)), fifo)
    assert any(f"cannot read the items file {fifo}" in note for r in results for note in r.notes)
