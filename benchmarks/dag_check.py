"""Checking a generated 10,000-node DAG: ``condor-ls check`` and edit-to-diagnostics through the
server.

The DAG (``generate``): 10,000 JOB nodes running one shared submit file, a VARS line per node,
RETRY on every tenth node, a CATEGORY with MAXJOBS for every hundredth, a binary-tree of
PARENT/CHILD lines (9,999 dependencies), a PRE script for ALL_NODES and a splice of 100 more
nodes; about 31,000 lines, 1 MB. Every file it names exists, so it checks clean.

Measured:

* ``check``: the whole ``condor-ls check big.dag`` as a separate process (start-up included),
  CPU time of the child from ``resource``, and the analysis alone in this process (the DAG read
  and processed from scratch, every rule run; the collector set up as the CLI sets it up).
* ``edit -> diagnostics`` (``--server``): the DAG opened in ``condor-ls serve`` over stdio with
  default settings, then edited in the middle of a VARS value (typing and deleting a character in
  turn); each edit is timed from its ``didChange`` to the ``publishDiagnostics`` of that version.

    python benchmarks/dag_check.py [--nodes 10000] [--rounds 5] [--server] [--edits 30]
"""
from __future__ import annotations

import argparse
import gc
import os
import platform
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))


def generate(root: Path, nodes: int) -> Path:
    lines = ["# generated DAG", "SPLICE Side side.dag DIR side"]
    for i in range(nodes):
        name = f"node{i:05d}"
        lines.append(f"JOB {name} job.sub")
        lines.append(f'VARS {name} infile="in{i}.dat" seed="{i}"')
        if i % 10 == 0:
            lines.append(f"RETRY {name} 2")
        if i % 100 == 0:
            lines.append(f"CATEGORY {name} heavy")
    for i in range(1, nodes):
        lines.append(f"PARENT node{(i - 1) // 2:05d} CHILD node{i:05d}")
    lines += ["PARENT node00000 CHILD Side", "MAXJOBS heavy 4", "SCRIPT PRE ALL_NODES pre.sh $JOB $RETRY"]
    path = root / "big.dag"
    path.write_text("\n".join(lines) + "\n")
    (root / "job.sub").write_text("executable = /bin/true\narguments = $(infile) $(seed)\nqueue\n")
    (root / "pre.sh").write_text("#!/bin/sh\n")
    (root / "side").mkdir(exist_ok=True)
    (root / "side" / "side.dag").write_text(
        "".join(f"JOB s{i} s.sub\n" for i in range(100)) + "".join(f"PARENT s{i} CHILD s{i + 1}\n" for i in range(99)))
    (root / "side" / "s.sub").write_text("executable = /bin/true\nqueue\n")
    return path


def load_average() -> str:
    return " ".join(f"{x:.2f}" for x in os.getloadavg())


def check_process(path: Path, rounds: int) -> tuple[list[float], list[float]]:
    """Wall and CPU seconds of ``condor-ls check`` as its own process."""
    walls, cpus = [], []
    for _ in range(rounds):
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        t0 = time.perf_counter()
        proc = subprocess.run([sys.executable, "-m", "condor_ls.cli.main", "check", str(path)],
                              capture_output=True, text=True)
        walls.append(time.perf_counter() - t0)
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        cpus.append(after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime)
        if proc.returncode != 0:
            raise SystemExit(f"check found problems:\n{proc.stdout}{proc.stderr}")
    return walls, cpus


def check_in_process(path: Path, rounds: int) -> list[float]:
    """CPU seconds of the analysis alone: the DAG read and processed from scratch, every rule."""
    from condor_ls.analysis.context import AnalysisContext
    from condor_ls.analysis.rules.registry import diagnostics
    from condor_ls.collector import settle
    from condor_ls.dag import reader
    from condor_ls.syntax.document import Document
    from condor_ls.syntax.languages import LanguageId

    settle()
    text = path.read_text()
    out = []
    for _ in range(rounds):
        reader._texts.clear()
        reader._relative.clear()
        reader._latest.clear()
        t0 = time.process_time()
        document = Document.parse(path.as_uri(), LanguageId.DAG, text)
        found = diagnostics(document, AnalysisContext())
        out.append(time.process_time() - t0)
        assert found == [], found[:3]
        gc.collect()
    return out


def server(path: Path, edits: int) -> None:
    from lsp_latency import cpu_seconds, start, stats, wait_version

    text = path.read_text()
    lines = text.split("\n")
    row = next(i for i in range(len(lines) // 3, len(lines)) if lines[i].startswith("VARS "))
    column = lines[row].index('seed="') + len('seed="')
    client = start(path.parent, {})
    try:
        uri = path.as_uri()
        t0 = time.perf_counter()
        client.notify("textDocument/didOpen", {"textDocument": {
            "uri": uri, "languageId": "htcondor-dag", "version": 1, "text": text}})
        first = wait_version(client, uri, 1)
        print(f"open -> first diagnostics: {(time.perf_counter() - t0) * 1000:.0f} ms, "
              f"{len(first.get('diagnostics') or [])} findings")  # type: ignore[arg-type]
        latencies = []
        cpu_before = cpu_seconds(client.proc.pid)
        for i in range(edits):
            version = i + 2
            typing = i % 2 == 0
            change = {"range": {"start": {"line": row, "character": column},
                                "end": {"line": row, "character": column + (0 if typing else 1)}},
                      "text": "7" if typing else ""}
            t0 = time.perf_counter()
            client.notify("textDocument/didChange", {"textDocument": {"uri": uri, "version": version},
                                                     "contentChanges": [change]})
            wait_version(client, uri, version)
            latencies.append((time.perf_counter() - t0) * 1000)
        cpu = (cpu_seconds(client.proc.pid) - cpu_before) * 1000 / max(len(latencies), 1)
        print(f"{'measure':34} {'median':>9} {'p95':>9} {'max':>9}   (ms)")
        print(f"{'edit -> diagnostics':34} {stats(latencies)}")
        print(f"server CPU time per edit: {cpu:.0f} ms (user + system, from /proc)")
    finally:
        client.close()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--nodes", type=int, default=10_000)
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--server", action="store_true", help="also time edit -> diagnostics through the server")
    parser.add_argument("--edits", type=int, default=30)
    args = parser.parse_args()
    print(f"machine: {platform.machine()}, {os.cpu_count()} cores, Python {platform.python_version()}; "
          f"load average {load_average()}")
    with tempfile.TemporaryDirectory() as tmp:
        path = generate(Path(tmp), args.nodes)
        text = path.read_text()
        print(f"DAG: {args.nodes} nodes (+100 spliced), {len(text.splitlines())} lines, {len(text) // 1024} KiB")
        walls, cpus = check_process(path, args.rounds)
        print(f"condor-ls check (own process): wall median {statistics.median(walls):.2f} s "
              f"(min {min(walls):.2f}), CPU median {statistics.median(cpus):.2f} s (min {min(cpus):.2f})")
        inside = check_in_process(path, args.rounds)
        print(f"analysis alone, cold (CPU): median {statistics.median(inside) * 1000:.0f} ms "
              f"(min {min(inside) * 1000:.0f})")
        if args.server:
            server(path, args.edits)
        print(f"load average after: {load_average()}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
