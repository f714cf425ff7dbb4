"""Time to compute all diagnostics of a large generated submit file.

The file repeats blocks of the kind real submit files have (commands, ``+Attr`` lines, policy
expressions built from macros, several queue statements with inline item lists), so every
submit rule has work to do. Reports the median of several full runs of
``analysis.rules.registry.diagnostics`` on a freshly parsed document (nothing cached between runs).

    python benchmarks/submit_diagnostics.py [--blocks 500] [--runs 5]
"""
from __future__ import annotations

import argparse
import statistics
import time

from condor_ls.analysis.rules.registry import diagnostics, load_rules
from condor_ls.syntax.document import Document
from condor_ls.syntax.languages import LanguageId


def block(n: int) -> str:
    """One batch of jobs: about twenty lines."""
    return f"""\
# batch {n}
executable = bin/step{n % 7}.sh
arguments = --input $(infile) --weight $(weight) --seed $(Process) --tag t{n}
limit{n} = {n % 5 + 1}
periodic_hold = (JobStatus == 2) && (time() - EnteredCurrentStatus) > $(limit{n}) * 3600
periodic_release = (HoldReasonCode == 3) && (NumJobStarts < 4)
requirements = (OpSys == "LINUX") && (Memory >= {1024 + n}) && (Arch == "X86_64")
rank = KFlops / 1000
request_memory = {n % 8 + 1} GB
request_disk = {n % 4 + 1}G
+Campaign = "run-{n}"
MY.Batch = {n}
output = out/{n}/$(Cluster).$(Process).out
error = out/{n}/$(Cluster).$(Process).err
log = batch{n}.log
queue infile, weight from (
  a{n}.dat, 1
  b{n}.dat, 2
)
"""


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--blocks", type=int, default=500)
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    load_rules()
    text = "".join(block(n) for n in range(args.blocks))
    times = []
    for _ in range(args.runs):
        document = Document.parse("file:///bench/jobs.sub", LanguageId.SUBMIT, text)
        start = time.perf_counter()
        found = diagnostics(document)
        times.append(time.perf_counter() - start)
    lines = text.count("\n")
    print(f"{lines} lines, {len(found)} diagnostics: median {statistics.median(times) * 1000:.0f} ms")


if __name__ == "__main__":
    main()
