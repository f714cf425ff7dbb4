"""The job ads of 10,000-proc submit files: condor-ls's model against the HTCondor 24.0 bindings'
``htcondor.Submit(text).jobs(clusterid=1)``, in one run, interleaved.

Shapes (``--shape``, default all):

* ``from``: ``queue name, value from items.txt``; per-proc arguments, environment, output,
  error and input files (the shape of issue 20's benchmark);
* ``process``: ``queue 10000`` with ``$(Process)`` in the arguments, output, error and output
  files;
* ``matching``: ``queue datafile matching data/*.dat`` over a directory of 10,000 files of
  different sizes, with ``$Fn(datafile)`` in the arguments and file names;
* ``vars``: ``queue a,b,c from params.txt``: three variables in the environment, the arguments,
  the input and output files (some existing, some not) and a ``+Attr``.

Each round makes every proc's full job ad on both sides, interleaved. condor-ls (``--htcondor-
version 24.0``, as the bindings): ``build_job_ads`` with its memo cleared, then every proc's ad
(*ads*); and, each from a fresh build, the whole output of ``condor-ls submit --dump`` in long
form (*long*) and in JSON (*json*), written to a string by the command's own writer
(``condor_ls.cli.submit.dump_chunks``). The bindings: every ad ``jobs()`` yields. Times are CPU
seconds of the process doing the work (``time.process_time``), measured inside each process: the
bindings run in their own virtual environment (``/work/venv-htc24``, or one the differential
tests built), kept alive between rounds. Both sides read the same files in the same directory
with the same minimal environment. The condor-ls side runs with the garbage collector set up as
the ``condor-ls submit`` command sets it (``condor_ls.collector.settle_one_shot``: off, the build
makes no cyclic garbage); the previous round's result is collected before each timed run,
outside the timing (the command never has a previous result).

End to end (*command*, unless ``--no-command``): in each round, a fresh process runs
``condor-ls submit job.sub --htcondor-version 24.0 --dump OUT`` (start-up, imports, the build and
the long-form file written) and another fresh process imports the bindings and takes every ad of
``jobs()``; their CPU times (user + system, from the children's resource usage) compare what a
user waits for, start-up and exit included.

Run: python benchmarks/submit_dump.py [--procs N] [--rounds R] [--shape NAME ...] [--v25] [--no-command]
(prints seconds, and the load average; no assertions). ``--v25`` also times the default (25)
model's ads, which have no oracle to compare with.
"""
from __future__ import annotations

import argparse
import gc
import json
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

FROM = """\
universe = vanilla
executable = run.sh
arguments = --name $(name) --value $(value) --index $(ItemIndex)
output = out/$(name).out
error = err/$(name).err
log = job.log
request_cpus = 1
request_memory = 2 GB
request_disk = 4 GB
should_transfer_files = YES
when_to_transfer_output = ON_EXIT
transfer_input_files = common.dat, in/$(name).dat
environment = "RUN=$(name) STEP=$(Step)"
+ProjectName = "bench"
requirements = (TARGET.HasDocker =!= true) && (TARGET.Cpus >= 1)
queue name, value from items.txt
"""

PROCESS = """\
executable = sim
arguments = -seed $(Process) -n 1000 -o result.$(Process).dat
output = out/sim.$(Cluster).$(Process).out
error = err/sim.$(Cluster).$(Process).err
log = sim.log
should_transfer_files = YES
transfer_output_files = result.$(Process).dat
request_cpus = 1
request_memory = 1024
queue {procs}
"""

MATCHING = """\
executable = process.py
arguments = $Fn(datafile) --in $(datafile)
transfer_input_files = $(datafile)
output = out/$Fn(datafile).out
error = out/$Fn(datafile).err
log = matching.log
should_transfer_files = YES
when_to_transfer_output = ON_EXIT
request_memory = 512M
queue datafile matching data/*.dat
"""

VARS = """\
universe = vanilla
executable = analyze
arguments = -a $(a) -b $(b) -c $(c)
environment = "SAMPLE=$(a) REGION=$(b) MODE=$(c) CLUSTER=$(Cluster)"
transfer_input_files = samples/$(a).csv, regions/$(b).json, config/$(c).yaml
transfer_output_files = result_$(a)_$(b).tar.gz
output = logs/$(a).$(b).out
error = logs/$(a).$(b).err
log = analyze.log
request_memory = 4 GB
+SampleName = "$(a)"
queue a,b,c from params.txt
"""

REGIONS = ("north", "south", "east", "west", "centre")
MODES = ("fast", "full", "check")


def _from(root: Path, procs: int) -> str:
    (root / "run.sh").write_text("#!/bin/sh\necho $*\n" + "#" * 4000 + "\n")
    (root / "common.dat").write_text("c" * 100_000)
    (root / "items.txt").write_text("".join(f"item{i:05d} {i * 7 % 1000}\n" for i in range(procs)))
    return FROM


def _process(root: Path, procs: int) -> str:
    (root / "sim").write_text("#!/bin/sh\n" + "#" * 20_000 + "\n")
    return PROCESS.format(procs=procs)


def _matching(root: Path, procs: int) -> str:
    (root / "process.py").write_text("import sys\n" + "#" * 3000 + "\n")
    data = root / "data"
    data.mkdir()
    for i in range(procs):
        (data / f"sample{i:05d}.dat").write_bytes(b"d" * (i * 397 % 5000))
    return MATCHING


def _vars(root: Path, procs: int) -> str:
    (root / "analyze").write_text("#!/bin/sh\n" + "#" * 9000 + "\n")
    for name in ("samples", "regions", "config"):
        (root / name).mkdir()
    for region in REGIONS:
        (root / "regions" / f"{region}.json").write_text("{}" * 700)
    for mode in MODES[:2]:
        (root / "config" / f"{mode}.yaml").write_text("x: 1\n" * 300)
    for i in range(0, procs, 3):
        (root / "samples" / f"s{i:05d}.csv").write_text("1,2\n" * (i % 900))
    (root / "params.txt").write_text("".join(f"s{i:05d},{REGIONS[i % 5]},{MODES[i % 3]}\n" for i in range(procs)))
    return VARS


SHAPES: dict[str, Callable[[Path, int], str]] = {"from": _from, "process": _process, "matching": _matching,
                                                 "vars": _vars}

ORACLE = r"""
import json, os, sys, time
import htcondor
text = open("job.sub").read()
for line in sys.stdin:
    if line.strip() != "go":
        break
    t = time.process_time()
    n = 0
    for ad in htcondor.Submit(text).jobs(clusterid=1):
        n += 1
    print(json.dumps({"cpu": time.process_time() - t, "ads": n}), flush=True)
"""


COLD_ORACLE = """
import htcondor
for ad in htcondor.Submit(open("job.sub").read()).jobs(clusterid=1):
    pass
"""
COLD_OURS = "import sys; from condor_ls.cli.main import main; sys.exit(main())"


def _child_cpu(argv: list[str], root: Path, environ: dict[str, str]) -> float:
    """CPU seconds (user + system) of one fresh process running ``argv``."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    subprocess.run(argv, cwd=root, env=environ, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def _oracle_python() -> str | None:
    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests"))
    try:
        from oracle.submit24 import oracle_python
    except ImportError:
        return None
    python, _why = oracle_python()
    return python


class Oracle:
    """The bindings' ``jobs()`` in a process of their own, timed from inside."""

    def __init__(self, python: str, root: Path, environ: dict[str, str]) -> None:
        self.process = subprocess.Popen([python, "-c", ORACLE], cwd=root, env=environ, stdin=subprocess.PIPE,
                                        stdout=subprocess.PIPE, text=True)

    def run(self) -> tuple[float, int]:
        assert self.process.stdin is not None and self.process.stdout is not None
        self.process.stdin.write("go\n")
        self.process.stdin.flush()
        answer = json.loads(self.process.stdout.readline())
        return answer["cpu"], answer["ads"]

    def close(self) -> None:
        self.process.communicate("stop\n")


def _figures(values: list[float]) -> str:
    return f"{statistics.median(values):6.3f} {min(values):6.3f}"


def bench_shape(name: str, procs: int, rounds: int, python: str | None, v25: bool, command: bool = True) -> None:
    from condor_ls.cli.submit import dump_chunks
    from condor_ls.submit.jobads import SubmitOptions, build_job_ads, config_lookup
    from condor_ls.submit.jobads.builder import clear_memo

    root = Path(tempfile.mkdtemp(prefix=f"submit-dump-{name}-"))
    text = SHAPES[name](root, procs)
    (root / "job.sub").write_text(text)
    environ = {"PATH": "/usr/bin:/bin", "HOME": str(root), "CONDOR_CONFIG": "/dev/null"}
    versions = ("24.0", "25") if v25 else ("24.0",)
    options = {}
    for version in versions:
        config = config_lookup(None, version=version, environ=environ, cwd=str(root))
        options[version] = SubmitOptions(version=version, cwd=str(root), environ=environ, config=config,
                                         submit_time=1, user="bench", submit_file="job.sub")

    def ours(fmt: str | None, version: str = "24.0") -> tuple[float, int]:
        clear_memo()
        gc.collect()  # the previous result (the collector is off, as in the command)
        t = time.process_time()
        result = build_job_ads(text, str(root / "job.sub"), options[version])
        if fmt is None:
            n = sum(1 for _ in (proc.ad for proc in result.procs()))
        else:
            n = sum(len(chunk) for chunk in dump_chunks(result, fmt, 1))
        return time.process_time() - t, n

    oracle = Oracle(python, root, environ) if python is not None else None
    for fmt in (None, "long", "json"):
        ours(fmt)  # warm-up: imports, the configuration's defaults
    from condor_ls.collector import settle_one_shot

    settle_one_shot()  # the garbage collector set up as `condor-ls submit` sets it
    if oracle is not None:
        oracle.run()
    sides: dict[str, list[float]] = {"ads": [], "long": [], "json": [], "jobs()": [], "ads 25": [], "command": [],
                                     "cold jobs()": []}
    ours_command = [sys.executable, "-c", COLD_OURS, "submit", "job.sub", "--htcondor-version", "24.0", "--dump",
                    str(root / "dump.txt")]
    count = 0
    for _ in range(rounds):
        cpu, count = ours(None)
        sides["ads"].append(cpu)
        sides["long"].append(ours("long")[0])
        sides["json"].append(ours("json")[0])
        if v25:
            sides["ads 25"].append(ours(None, "25")[0])
        if oracle is not None:
            cpu, made = oracle.run()
            sides["jobs()"].append(cpu)
            assert made == count, (made, count)
        if command:
            sides["command"].append(_child_cpu(ours_command, root, environ))
            if python is not None:
                sides["cold jobs()"].append(_child_cpu([python, "-c", COLD_ORACLE], root, environ))
    if oracle is not None:
        oracle.close()
    gc.enable()
    theirs = statistics.median(sides["jobs()"]) if sides["jobs()"] else None
    cold = statistics.median(sides["cold jobs()"]) if sides["cold jobs()"] else None
    print(f"{name}: {count} procs, {rounds} rounds, CPU seconds (median, best), load average "
          f"{os.getloadavg()[0]:.1f}")
    for side, label in (("ads", "condor-ls ads"), ("long", "condor-ls --dump long"),
                        ("json", "condor-ls --dump json"), ("ads 25", "condor-ls ads (25)"),
                        ("jobs()", "htcondor 24.0 jobs()")):
        values = sides[side]
        if not values:
            continue
        ratio = "" if theirs is None or side == "jobs()" else f"  {statistics.median(values) / theirs:.2f}x"
        print(f"  {label:24s} {_figures(values)}{ratio}")
    if sides["command"]:
        print("  end to end, fresh processes (CPU of the child, start-up and exit included):")
        ratio = "" if cold is None else f"  {statistics.median(sides['command']) / cold:.2f}x"
        print(f"  {'condor-ls submit --dump':24s} {_figures(sides['command'])}{ratio}")
        if cold is not None:
            print(f"  {'python + htcondor jobs()':24s} {_figures(sides['cold jobs()'])}")
    if theirs is None:
        print("  htcondor 24.0 bindings not available: no comparison")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--procs", type=int, default=10_000)
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--shape", action="append", choices=sorted(SHAPES))
    parser.add_argument("--v25", action="store_true", help="also time the default (25) model's ads")
    parser.add_argument("--no-command", dest="command", action="store_false",
                        help="skip the end-to-end runs of the command and the bindings in fresh processes")
    args = parser.parse_args()
    python = _oracle_python()
    for name in args.shape or list(SHAPES):
        bench_shape(name, args.procs, args.rounds, python, args.v25, args.command)


if __name__ == "__main__":
    main()
