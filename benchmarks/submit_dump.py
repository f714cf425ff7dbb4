"""The job ads of a 10,000-proc ``queue ... from`` file: condor-ls's model against the HTCondor
24.0 bindings' ``htcondor.Submit(text).jobs(clusterid=1)``, in one run, interleaved.

Each round makes every proc's full job ad on both sides (condor-ls: ``build_job_ads`` with its
memo cleared, then every proc's ad; the bindings: every ad ``jobs()`` yields) and, on the
condor-ls side, also writes them as ``condor-ls submit --dump`` would (long form) to a string.
Times are CPU seconds of the process doing the work (``time.process_time``), measured inside
each process: the bindings run in their own virtual environment (``/work/venv-htc24``, or one
the differential tests built), kept alive between rounds. Both sides read the same files in the
same directory with the same minimal environment. The condor-ls side runs with the garbage
collector set up as the ``condor-ls submit`` command sets it (``condor_ls.collector.settle``).

Run: python benchmarks/submit_dump.py [PROCS] [ROUNDS]   (prints seconds; no assertions)
"""
from __future__ import annotations

import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

TEXT = """\
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


def _files(root: Path, procs: int) -> None:
    (root / "run.sh").write_text("#!/bin/sh\necho $*\n" + "#" * 4000 + "\n")
    (root / "common.dat").write_text("c" * 100_000)
    (root / "items.txt").write_text("".join(f"item{i:05d} {i * 7 % 1000}\n" for i in range(procs)))
    (root / "job.sub").write_text(TEXT)


def _oracle_python() -> str | None:
    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests"))
    try:
        from oracle.submit24 import oracle_python
    except ImportError:
        return None
    python, _why = oracle_python()
    return python


def main() -> None:
    procs = int(sys.argv[1]) if len(sys.argv) > 1 else 10_000
    rounds = int(sys.argv[2]) if len(sys.argv) > 2 else 5
    from condor_ls.cli.submit import write_long
    from condor_ls.submit.jobads import SubmitOptions, build_job_ads, config_lookup
    from condor_ls.submit.jobads.builder import clear_memo

    root = Path(tempfile.mkdtemp(prefix="submit-dump-"))
    _files(root, procs)
    environ = {"PATH": "/usr/bin:/bin", "HOME": str(root), "CONDOR_CONFIG": "/dev/null"}
    config = config_lookup(None, version="24.0", environ=environ, cwd=str(root))
    options = SubmitOptions(version="24.0", cwd=str(root), environ=environ, config=config, submit_time=1,
                            user="bench", submit_file="job.sub")
    text = TEXT

    def ours() -> tuple[float, float, int]:
        clear_memo()
        t = time.process_time()
        result = build_job_ads(text, str(root / "job.sub"), options)
        ads = [proc.ad for proc in result.procs()]
        made = time.process_time() - t
        size = sum(len(chunk) for chunk in write_long(ads))
        return made, time.process_time() - t, len(ads) if size else 0

    python = _oracle_python()
    oracle = None
    if python is not None:
        oracle = subprocess.Popen([python, "-c", ORACLE], cwd=root, env=environ, stdin=subprocess.PIPE,
                                  stdout=subprocess.PIPE, text=True)

    def theirs() -> tuple[float, int]:
        assert oracle is not None and oracle.stdin is not None and oracle.stdout is not None
        oracle.stdin.write("go\n")
        oracle.stdin.flush()
        answer = json.loads(oracle.stdout.readline())
        return answer["cpu"], answer["ads"]

    ours()  # warm-up: imports, the configuration's defaults
    from condor_ls.collector import settle

    settle()  # the garbage collector set up as `condor-ls submit` sets it
    if oracle is not None:
        theirs()
    made: list[float] = []
    dumped: list[float] = []
    bindings: list[float] = []
    for _ in range(rounds):
        a, b, n = ours()
        made.append(a)
        dumped.append(b)
        if oracle is not None:
            c, m = theirs()
            bindings.append(c)
            assert m == n, (m, n)
    if oracle is not None:
        oracle.communicate("stop\n")
    print(f"{procs} procs, {rounds} rounds, CPU seconds (median, best); load average {os.getloadavg()[0]:.2f}")
    print(f"  condor-ls ads          {statistics.median(made):.3f}  {min(made):.3f}")
    print(f"  condor-ls ads + dump   {statistics.median(dumped):.3f}  {min(dumped):.3f}")
    if bindings:
        print(f"  htcondor 24.0 jobs()   {statistics.median(bindings):.3f}  {min(bindings):.3f}")
        print(f"  ratio (ads / jobs())   {statistics.median(made) / statistics.median(bindings):.2f}")
    else:
        print("  htcondor 24.0 bindings not available: no comparison")


if __name__ == "__main__":
    main()
