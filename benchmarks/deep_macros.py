"""CPU time of deeply nested config macros: one value nested N deep (``A0 = $($(...X...))``)
and a chain of N knobs (``A0 = $(A1)``, ``A1 = $(A2)``, ...), expanded alone and checked as a
file by ``condor-ls check`` (every rule, every knob).

    python benchmarks/deep_macros.py [--depths 2000,10000]

Times are ``time.process_time`` of this process; rounds of the two shapes are interleaved.
"""
from __future__ import annotations

import argparse
import contextlib
import io
import tempfile
import time
from pathlib import Path

from condor_ls.analysis.configview.view import clear_caches
from condor_ls.cli import main as cli_main
from condor_ls.config.reader import load_config

SHAPES = {
    "nested value": lambda n: "A0 = " + "$(" * n + "X" + ")" * n + "\n",
    "chain of knobs": lambda n: "".join(f"A{i} = $(A{i + 1})\n" for i in range(n)) + f"A{n} = end\n",
}


def _cpu(action) -> float:
    start = time.process_time()
    action()
    return time.process_time() - start


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--depths", default="2000,10000")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        for depth in (int(d) for d in args.depths.split(",")):
            for shape, make in SHAPES.items():
                path = Path(tmp) / "condor_config"
                path.write_text(make(depth))
                config = load_config(str(path))
                expand = _cpu(lambda: config.expand("A0"))
                clear_caches()
                with contextlib.redirect_stdout(io.StringIO()):
                    check = _cpu(lambda: cli_main.main(["check", str(path)]))
                print(f"{shape:15} {depth:6}: expand A0 {expand:7.3f} s   condor-ls check {check:7.3f} s")


if __name__ == "__main__":
    main()
