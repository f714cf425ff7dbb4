"""Resident memory of a running `condor-ls serve` over a long editing session.

Starts the server over stdio with its default settings, opens ``examples/condor_config`` (a
copy, with its ``config.d``) and edits it the way a long session does, waiting for each
version's diagnostics before the next edit, in two phases:

* ``same``: insert one character into a value and delete it again, ``--edits`` times in all,
  so that the text keeps coming back to the same content;
* ``new``: type into a value so that every version is a text never seen before (a counter
  that keeps growing, with the characters around it changing too).

The server's resident memory (``VmRSS`` from ``/proc/PID/status``) is reported every
``--every`` edits. Targets: flat within 5 MB over 10,000 edits of the first kind, bounded for
the second.

    python benchmarks/lsp_soak.py [--edits 10000] [--every 1000] [--phase same|new|both]
"""
from __future__ import annotations

import argparse
import os
import platform
import shutil
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))

from features import StdioClient  # noqa: E402
from lsp_latency import cpu_seconds, load_average, wait_version  # noqa: E402

EXAMPLES = Path(__file__).resolve().parent.parent / "examples"


def rss_mib(pid: int) -> float:
    """The process's resident set size in MiB (0 where /proc is missing)."""
    try:
        with open(f"/proc/{pid}/status") as handle:
            for line in handle:
                if line.startswith("VmRSS:"):
                    return int(line.split()[1]) / 1024
    except OSError:
        pass
    return 0.0


def value_position(text: str) -> tuple[int, int]:
    """The end of the first ``NAME = value`` line (where characters are typed)."""
    for row, line in enumerate(text.split("\n")):
        if " = " in line and not line.lstrip().startswith("#"):
            return row, len(line)
    raise SystemExit("no assignment to edit")


def same_text_edits(row: int, column: int, count: int):  # type: ignore[no-untyped-def]
    """Insert ``x`` and delete it again: every second version has the original text."""
    for i in range(count):
        typing = i % 2 == 0
        yield {"range": {"start": {"line": row, "character": column},
                         "end": {"line": row, "character": column + (0 if typing else 1)}},
               "text": "x" if typing else ""}


def new_text_edits(row: int, column: int, count: int):  # type: ignore[no-untyped-def]
    """Replace what was typed by the next number: no version repeats an earlier text."""
    typed = 0
    for i in range(count):
        text = f" {i}"
        yield {"range": {"start": {"line": row, "character": column},
                         "end": {"line": row, "character": column + typed}},
               "text": text}
        typed = len(text)


def soak(phase: str, args: argparse.Namespace) -> list[tuple[int, float]]:
    with tempfile.TemporaryDirectory() as tmp:
        root = Path(tmp)
        shutil.copy(EXAMPLES / "condor_config", root / "condor_config")
        shutil.copytree(EXAMPLES / "config.d", root / "config.d")
        path = root / "condor_config"
        text = path.read_text()
        client = StdioClient({})
        samples: list[tuple[int, float]] = []
        try:
            client.request("initialize", {"processId": None, "rootUri": root.as_uri(), "capabilities": {},
                                          "initializationOptions": {}})
            client.notify("initialized", {})
            uri = path.as_uri()
            client.notify("textDocument/didOpen", {"textDocument": {
                "uri": uri, "languageId": "htcondor-config", "version": 1, "text": text}})
            wait_version(client, uri, 1)
            pid = client.proc.pid
            row, column = value_position(text)
            edits = (same_text_edits if phase == "same" else new_text_edits)(row, column, args.edits)
            samples.append((0, rss_mib(pid)))
            started, cpu = time.perf_counter(), cpu_seconds(pid)
            for i, change in enumerate(edits, start=1):
                version = i + 1
                client.notify("textDocument/didChange", {"textDocument": {"uri": uri, "version": version},
                                                         "contentChanges": [change]})
                wait_version(client, uri, version)
                if i % args.every == 0:
                    samples.append((i, rss_mib(pid)))
                    print(f"  {phase}: {i:6} edits  RSS {samples[-1][1]:7.1f} MiB", flush=True)
            elapsed = time.perf_counter() - started
            print(f"  {phase}: {elapsed:.0f} s, server CPU {(cpu_seconds(pid) - cpu) * 1000 / args.edits:.1f} "
                  f"ms per edit; load average {load_average()}")
        finally:
            client.close()
        return samples


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--edits", type=int, default=10_000)
    parser.add_argument("--every", type=int, default=1_000)
    parser.add_argument("--phase", choices=("same", "new", "both"), default="both")
    args = parser.parse_args()
    print(f"machine: {platform.machine()}, {os.cpu_count()} cores, Python {platform.python_version()}, "
          f"load average {load_average()}")
    for phase in ("same", "new"):
        if args.phase not in (phase, "both"):
            continue
        samples = soak(phase, args)
        values = [rss for _, rss in samples]
        after_first = [rss for edits, rss in samples if edits >= args.every]
        print(f"{phase}: RSS " + ", ".join(f"{edits}: {rss:.1f}" for edits, rss in samples) + " MiB")
        print(f"{phase}: growth {values[-1] - values[0]:+.1f} MiB over {samples[-1][0]} edits; "
              f"range after the first {args.every}: {max(after_first) - min(after_first):.1f} MiB")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
