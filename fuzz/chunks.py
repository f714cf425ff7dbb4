"""Resumable runs in chunks, shared by every fuzzer of the harness.

A run directory holds one ``chunk-<first case>.json`` per finished chunk (written through a
temporary file and renamed, so a chunk is there whole or not at all) and a ``.claim`` file per
chunk in progress, so a stopped run resumes where it stopped and several processes can work on
one run. A fuzzer supplies ``run_chunk(start, count) -> dict`` returning at least ``counts``
(outcome -> number of cases) and ``findings`` (a list); this module does the rest.
"""
from __future__ import annotations

import collections
import json
import os
from pathlib import Path
from typing import Callable

ChunkFn = Callable[[int, int], dict]


def chunk_path(out: Path, start: int) -> Path:
    return out / f"chunk-{start:09d}.json"


def run_chunks(out: Path, first: int, cases: int, chunk: int, run_chunk: ChunkFn,
               report: Callable[[int, dict], None] | None = None) -> None:
    """Run the chunks of ``[first, first + cases)`` that are neither done nor claimed."""
    out.mkdir(parents=True, exist_ok=True)
    for start in range(first, first + cases, chunk):
        path = chunk_path(out, start)
        if path.exists():
            continue
        claim = path.with_suffix(".claim")
        try:
            os.close(os.open(claim, os.O_CREAT | os.O_EXCL | os.O_WRONLY))
        except FileExistsError:
            continue  # another process has it
        try:
            result = run_chunk(start, min(chunk, first + cases - start))
            tmp = path.with_suffix(".tmp")
            tmp.write_text(json.dumps(result, indent=1), encoding="utf-8")
            tmp.rename(path)
        finally:
            claim.unlink(missing_ok=True)
        if report is not None:
            report(start, result)


def summarise(out: Path) -> dict:
    """Counts summed over the finished chunks of a run, with every finding."""
    counts: collections.Counter = collections.Counter()
    findings: list = []
    seeds: set = set()
    chunks = 0
    cpu = wall = 0.0
    for path in sorted(out.glob("chunk-*.json")):
        data = json.loads(path.read_text(encoding="utf-8"))
        chunks += 1
        seeds.add(data.get("seed"))
        counts.update(data["counts"])
        findings.extend(data["findings"])
        cpu += data.get("cpu_seconds", 0)
        wall += data.get("wall_seconds", 0)
    return {"chunks": chunks, "seeds": sorted(s for s in seeds if s is not None), "cases": sum(counts.values()),
            "counts": dict(counts), "findings": findings, "cpu_seconds": cpu, "wall_seconds": wall}


def print_counts(s: dict, what: str = "cases") -> None:
    print(f"{s['cases']} {what} in {s['chunks']} chunks (seeds {s['seeds']}), wall {s['wall_seconds']:.0f} s")
    for k in sorted(s["counts"]):
        print(f"  {k:28} {s['counts'][k]}")
