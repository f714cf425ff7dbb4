"""Time to check a large generated Python script that uses the htcondor bindings.

The script is made of blocks of the kinds real automation has: functions building submit
descriptions for a DAG, monitoring functions querying the schedd and the collector and reading
the results, and ordinary Python (argument parsing, file handling, bookkeeping) that never
touches the bindings. ``--dense`` makes every function use the bindings (the worst case).
Each round checks the script cold (a new document, the parse cache emptied) and then the same
script without its import of the bindings, interleaved with CPython's own parser on the same
text as a yardstick (``ast.parse`` is C; its time says how fast the machine is right now). The
check holds Python's cyclic collector off while it works (:mod:`condor_ls.python.gcpause`), so
the yardstick is timed with the collector held off too: otherwise it pays for collections of
the trees the check left behind and looks slower than it is. The process sets the collector up
as ``condor-ls check`` and the language server do (:func:`condor_ls.collector.settle`: what is
loaded at start-up frozen, generation 0 every 50,000 allocations), so re-enabling it after a
check does not start a pass over everything the check kept. The load average is printed
before and after: on a shared machine CPU time is inflated too (caches, memory bandwidth).

    python benchmarks/python_check.py [--lines 5000] [--rounds 7] [--dense]
"""
from __future__ import annotations

import argparse
import ast
import gc
import os
import statistics
import time

from condor_ls.analysis.rules.registry import diagnostics, load_rules
from condor_ls.collector import settle
from condor_ls.python import finder
from condor_ls.python.finder import find_sites
from condor_ls.syntax.document import Document

HEAD = '''"""Pipeline driver: builds the DAG of a processing campaign and watches it run."""
from __future__ import annotations

import argparse
import csv
import json
import logging
import os
import pathlib
import time
from dataclasses import dataclass, field

import classad2 as classad
import htcondor2 as htcondor

log = logging.getLogger("campaign")
DEFAULT_MEMORY = "2GB"
RUNNING = "JobStatus == 2"

'''

DAG_BLOCK = '''
def stage_{i}(workdir: pathlib.Path, inputs: list[str], memory: str = DEFAULT_MEMORY) -> htcondor.Submit:
    """Submit description of stage {i}: one job per input file."""
    description = {{
        "executable": "bin/stage{i}.sh",
        "arguments": "$(input) --stage {i} --out out/{i}/$(Process).json",
        "transfer_input_files": "$(input), conf/stage{i}.json",
        "output": "logs/{i}/$(Cluster).$(Process).out",
        "error": "logs/{i}/$(Cluster).$(Process).err",
        "log": str(workdir / "stage{i}.log"),
        "request_cpus": "{cpus}",
        "request_memory": memory,
        "request_disk": "{disk}GB",
        "requirements": '(OpSys == "LINUX") && (Memory >= {mem_mb}) && (Cpus >= {cpus})',
        "periodic_hold": "(JobStatus == 2) && (time() - EnteredCurrentStatus) > {hours} * 3600",
        "+Campaign": '"stage-{i}"',
    }}
    if len(inputs) > 100:
        description["priority"] = "-{i}"
    return htcondor.Submit(description)
'''

MONITOR_BLOCK = '''
def watch_{i}(schedd: htcondor.Schedd, owner: str) -> dict[str, int]:
    """Counts and long runners of stage {i}."""
    ads = schedd.query(
        constraint=f'Owner == "{{owner}}" && Campaign == "stage-{i}"',
        projection=["ClusterId", "ProcId", "JobStatus", "EnteredCurrentStatus", "RemoteHost"],
    )
    counts: dict[str, int] = {{}}
    for ad in ads:
        status = str(ad["JobStatus"])
        counts[status] = counts.get(status, 0) + 1
        if ad["JobStatus"] == 2 and time.time() - ad.get("EnteredCurrentStatus", 0) > {hours} * 3600:
            log.warning("%s.%s slow on %s", ad["ClusterId"], ad["ProcId"], ad.get("RemoteHost"))
    held = schedd.query("JobStatus == 5 && HoldReasonCode =!= 16", ["ClusterId", "HoldReason"])
    if held:
        schedd.act(htcondor.JobAction.Release, "JobStatus == 5 && HoldReasonCode == 13")
    return counts
'''

PLAIN_BLOCKS = ('''
@dataclass
class Record{i}:
    """One row of the stage {i} summary."""

    name: str
    size: int = 0
    tags: list[str] = field(default_factory=list)

    def describe(self) -> str:
        return f"{{self.name}} ({{self.size}} bytes, {{len(self.tags)}} tags)"


def read_records_{i}(path: pathlib.Path) -> list[Record{i}]:
    records = []
    with path.open(newline="") as handle:
        for row in csv.DictReader(handle):
            tags = [t.strip() for t in row.get("tags", "").split(";") if t.strip()]
            records.append(Record{i}(row["name"], int(row.get("size") or 0), tags))
    return records
''', '''
def summarise_{i}(results: pathlib.Path) -> dict[str, float]:
    """Mean and extremes of the stage {i} outputs."""
    values = []
    for item in sorted(results.glob("*.json")):
        try:
            data = json.loads(item.read_text())
        except (OSError, ValueError) as err:
            log.error("unreadable %s: %s", item, err)
            continue
        values.extend(float(v) for v in data.get("values", []) if v is not None)
    if not values:
        return {{"count": 0}}
    return {{"count": len(values), "mean": sum(values) / len(values), "min": min(values), "max": max(values)}}


def clean_{i}(workdir: pathlib.Path, keep: int = 3) -> int:
    removed = 0
    logs = sorted(workdir.glob("logs/{i}/*.out"), key=os.path.getmtime)
    for old in logs[:-keep]:
        old.unlink()
        removed += 1
    return removed
''', '''
def options_{i}(argv: list[str] | None = None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description="stage {i} driver")
    parser.add_argument("workdir", type=pathlib.Path)
    parser.add_argument("--inputs", nargs="*", default=[])
    parser.add_argument("--memory", default=DEFAULT_MEMORY)
    parser.add_argument("--dry-run", action="store_true")
    parser.add_argument("--verbose", "-v", action="count", default=0)
    options = parser.parse_args(argv)
    if options.verbose > 1:
        logging.basicConfig(level=logging.DEBUG)
    elif options.verbose:
        logging.basicConfig(level=logging.INFO)
    return options
''')


def script(lines: int, dense: bool) -> str:
    out = [HEAD]
    size = HEAD.count("\n")
    i = 0
    while size < lines:
        parts = [DAG_BLOCK, MONITOR_BLOCK] if dense else [DAG_BLOCK, MONITOR_BLOCK, *PLAIN_BLOCKS]
        for part in parts:
            block = part.format(i=i, cpus=1 + i % 4, disk=1 + i % 8, mem_mb=1024 * (1 + i % 4), hours=1 + i % 12)
            out.append(block)
            size += block.count("\n")
        i += 1
    return "".join(out)  # whole blocks: a few lines more than asked for


#: CPU time of this process: on a machine shared with other work, the wall clock also counts
#: the time other processes held the CPU; both are reported
CLOCK = time.process_time


def check(text: str) -> tuple[float, float, int]:
    """(wall, CPU) seconds of a cold check of ``text``, and the number of findings."""
    finder.PARSE_CACHE = finder._ParseCache()  # cold: nothing parsed before
    wall, cpu = time.perf_counter(), CLOCK()
    document = Document.parse("file:///bench/campaign.py", "python", text)
    found = diagnostics(document)
    return time.perf_counter() - wall, CLOCK() - cpu, len(found)


def timed(fn, *args):  # type: ignore[no-untyped-def]
    """(wall, CPU) seconds of ``fn(*args)`` with the cyclic collector held off, as in a check."""
    enabled = gc.isenabled()
    gc.disable()
    try:
        wall, cpu = time.perf_counter(), CLOCK()
        fn(*args)
        return time.perf_counter() - wall, CLOCK() - cpu
    finally:
        if enabled:
            gc.enable()


def p95(values: list[float]) -> float:
    return statistics.quantiles(values, n=20, method="inclusive")[18] if len(values) > 1 else values[0]


def load() -> str:
    return "load average " + " ".join(f"{x:.2f}" for x in os.getloadavg())


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--lines", type=int, default=5000)
    parser.add_argument("--rounds", type=int, default=7)
    parser.add_argument("--dense", action="store_true", help="every function uses the bindings")
    args = parser.parse_args()
    load_rules()
    settle()  # as condor-ls check and the server run
    text = script(args.lines, args.dense)
    ast.parse(text)  # the generated script is valid Python
    plain = text.replace("import classad2 as classad\nimport htcondor2 as htcondor\n", "")
    sites = find_sites(text)
    print(f"{time.strftime('%Y-%m-%d %H:%M', time.gmtime())} UTC, {os.cpu_count()} CPUs, {load()} (start)")
    checks, plains, yardsticks = [], [], []
    found = 0
    for _ in range(args.rounds):
        wall, cpu, found = check(text)
        checks.append((wall, cpu))
        plains.append(check(plain)[:2])
        yardsticks.append(timed(ast.parse, text))
    print(f"{text.count(chr(10))} lines; {sites.parsed_chunks} of {sites.total_chunks} top-level statements "
          f"parsed; {len(sites.expressions)} expressions, {len(sites.submits)} submit descriptions, "
          f"{len(sites.names)} attribute names; {found} findings")
    for label, runs in (("check, cold", checks), ("without the import", plains), ("ast.parse (yardstick)", yardsticks)):
        walls, cpus = [r[0] * 1000 for r in runs], [r[1] * 1000 for r in runs]
        print(f"{label + ':':24} wall median {statistics.median(walls):8.2f} ms (p95 {p95(walls):.2f}, best "
              f"{min(walls):.2f}); CPU median {statistics.median(cpus):8.2f} ms (p95 {p95(cpus):.2f}, best {min(cpus):.2f})")
    ratio = statistics.median(c[1] / max(y[1], 1e-9) for c, y in zip(checks, yardsticks))
    print(f"check / ast.parse, CPU (median of the rounds' ratios): {ratio:.1f}; {load()} (end)")


if __name__ == "__main__":
    main()
