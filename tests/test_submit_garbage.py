"""Building and dumping job ads makes no cyclic garbage: the premise on which ``condor-ls
submit``, run as its own process, switches the cyclic collector off
(:func:`condor_ls.collector.settle_one_shot`). Every curated submit file of the 24.0 oracle
(errors, failing procs and every queue form among them) and the benchmark's many-proc shapes,
in both versions: with the result alive, a full collection after the build and the long-form
dump finds nothing to free."""
from __future__ import annotations

import gc
import sys
from pathlib import Path

import pytest

from condor_ls.cli.submit import dump_chunks
from condor_ls.submit.jobads import SubmitOptions, build_job_ads, config_lookup
from condor_ls.submit.jobads.builder import clear_memo

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests"))
sys.path.insert(0, str(ROOT / "benchmarks"))
from oracle.submit_cases import CASES  # noqa: E402
from oracle.submit_ours import materialise  # noqa: E402
from submit_dump import SHAPES  # noqa: E402


def _garbage(text: str, cwd: str, version: str, fmt: str = "long") -> int:
    environ = {"PATH": "/usr/bin:/bin", "HOME": cwd, "CONDOR_CONFIG": "/dev/null"}
    options = SubmitOptions(version=version, cwd=cwd, environ=environ, submit_time=1, user="u", submit_file="job.sub",
                            config=config_lookup(None, version=version, environ=environ, cwd=cwd))
    clear_memo()
    gc.collect()
    result = build_job_ads(text, str(Path(cwd) / "job.sub"), options)
    written = sum(len(chunk) for chunk in dump_chunks(result, fmt, 1))
    found = gc.collect()
    assert written >= 0 and result is not None  # both alive until the count is taken
    clear_memo()
    return found


@pytest.fixture(autouse=True)
def _frozen_heap():  # type: ignore[no-untyped-def]
    """The test process's own objects moved out of the collector's way, so each collection
    walks only what the build made (a full one over pytest's heap per file would be slow)."""
    gc.collect()
    gc.freeze()
    yield
    gc.unfreeze()


def _check_counting_works() -> None:
    """A cycle made on purpose is found (the count is not always zero)."""
    gc.collect()
    a: list[object] = []
    a.append(a)
    del a
    assert gc.collect() >= 1


@pytest.mark.parametrize("version", ["24.0", "25"])
def test_curated_files_make_no_cyclic_garbage(tmp_path: Path, version: str) -> None:
    _check_counting_works()
    dirty = []
    for index, case in enumerate(CASES):
        cwd = materialise(str(tmp_path / f"case{index}"), case)
        found = _garbage(case["text"], cwd, version)
        if found:
            dirty.append((case["name"], found))
    assert dirty == []


@pytest.mark.parametrize("shape", sorted(SHAPES))
@pytest.mark.parametrize("fmt", ["long", "json"])
def test_many_proc_shapes_make_no_cyclic_garbage(tmp_path: Path, shape: str, fmt: str) -> None:
    text = SHAPES[shape](tmp_path, 300)
    (tmp_path / "job.sub").write_text(text)
    for version in ("24.0", "25"):
        assert _garbage(text, str(tmp_path), version, fmt) == 0
