"""Evaluating batch requests makes no cyclic garbage: the premise on which ``condor-ls eval
--batch``, run as its own process, switches the automatic cyclic collector off
(:func:`condor_ls.cli.eval.settle_batch_process`; it still collects every
``COLLECT_EVERY`` lines). Every curated oracle case and a seeded sample of the differential
fuzzer's cases (errors, records that refer to themselves, ``eval()`` loops, deep nesting among
them): with the results alive, a full collection after the requests finds nothing to free."""
from __future__ import annotations

import gc
import io
import json
import sys
from pathlib import Path

import pytest

from condor_ls.cli.eval import COLLECT_EVERY, encode_result, evaluate_request, run_batch

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests"))
sys.path.insert(0, str(ROOT))
from oracle.cases import batch_triples as curated  # noqa: E402


def generated(count: int) -> list[tuple[str, str | None, str | None]]:
    from fuzz import classad_gen

    return [classad_gen.case_texts(classad_gen.generate(7, i)) for i in range(count)]


@pytest.fixture(autouse=True)
def _frozen_heap():  # type: ignore[no-untyped-def]
    """The test process's own objects out of the collector's way (only what evaluating made
    is walked), and the automatic collector off, as in a batch process."""
    gc.collect()
    gc.freeze()
    was = gc.isenabled()
    gc.disable()
    yield
    if was:
        gc.enable()
    gc.unfreeze()


def test_counting_works() -> None:
    a: list[object] = []
    a.append(a)
    del a
    assert gc.collect() >= 1


@pytest.mark.parametrize("source", ["curated", "generated"])
def test_requests_make_no_cycles(source: str) -> None:
    cases = curated() if source == "curated" else generated(3000)
    assert len(cases) > 1000
    gc.collect()
    results = [encode_result(evaluate_request(*case)) for case in cases]
    found = gc.collect()
    assert len(results) == len(cases)
    assert found == 0, f"{found} objects in cycles after {len(cases)} {source} requests"


def test_batch_collects_periodically(monkeypatch: pytest.MonkeyPatch) -> None:
    """With the automatic collector off, a batch still collects every COLLECT_EVERY lines."""
    calls: list[int] = []
    real = gc.collect
    monkeypatch.setattr("condor_ls.cli.eval.COLLECT_EVERY", 3)
    monkeypatch.setattr(gc, "collect", lambda *a: calls.append(1) or real(*a))
    lines = "".join(json.dumps({"expr": f"{i} + 1", "my": None}) + "\n" for i in range(7))
    out = io.StringIO()
    run_batch(io.StringIO(lines), out)
    assert [json.loads(x)["value"] for x in out.getvalue().splitlines()] == [i + 1 for i in range(7)]
    assert len(calls) == 2
    assert COLLECT_EVERY >= 10_000
