"""CPU per keystroke, in-process, of typing after a continuation backslash in one large file.

The 15,700-line ``condor_config`` of ``big_config.py`` is opened in a document store and analysed
as the language server does (``diagnostics`` after ``DocumentStore.change``, the collector set up
as the server sets it up, what an analysis dropped released after each). Each burst types
``--keys`` characters, one analysis per key, after the backslash of a continued line, then
deletes them again. The first key breaks the line (the next line stands alone and HTCondor
refuses the file there), the last deletion mends it. ``--lasting-edit`` first changes a value
for good, so that the text never comes back to the one first read whole (a whole-file record
cannot be replayed: only chunks and blocks can).

Reports CPU time (``time.process_time``) per phase: the key that breaks the line, the other
keys and deletions while it is broken, and the key that mends it.

    python benchmarks/continuation_typing.py [--bursts 6] [--keys 6] [--lasting-edit]
"""
from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))

from big_config import generate_single  # noqa: E402

from condor_ls import collector  # noqa: E402
from condor_ls.analysis.context import AnalysisContext  # noqa: E402
from condor_ls.analysis.rules.registry import diagnostics  # noqa: E402
from condor_ls.lsp.store import DocumentStore  # noqa: E402
from condor_ls.rounds import release_pending  # noqa: E402

PHASES = ("break", "while broken", "mend")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--bursts", type=int, default=6)
    parser.add_argument("--keys", type=int, default=6)
    parser.add_argument("--lasting-edit", action="store_true")
    args = parser.parse_args()
    print(f"load average {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "condor_config"
        text = generate_single()
        path.write_text(text)
        lines = text.split("\n")
        continued = [row for row, line in enumerate(lines) if line.endswith("\\") and " = " in line]
        store = DocumentStore()
        uri = path.as_uri()
        document = store.open(uri, text, 1, "htcondor-config")
        collector.settle()

        def analyse() -> float:
            start = time.process_time()
            diagnostics(document, AnalysisContext(open_document=store.by_path))
            release_pending()
            return (time.process_time() - start) * 1000

        analyse()
        version = 2
        if args.lasting_edit:
            row = len(lines) // 2
            change = {"range": {"start": {"line": row, "character": len(lines[row])},
                                "end": {"line": row, "character": len(lines[row])}}, "text": " z"}
            lines[row] += " z"
            document = store.change(uri, version, [change])  # type: ignore[assignment]
            version += 1
            analyse()
        found: dict[str, list[float]] = {phase: [] for phase in PHASES}
        for burst in range(args.bursts):
            row = continued[(burst * 997) % len(continued)]
            column = len(lines[row])
            for step in range(2 * args.keys):
                typing = step < args.keys
                at = column + (step if typing else 2 * args.keys - step - 1)
                change = {"range": {"start": {"line": row, "character": at},
                                    "end": {"line": row, "character": at + (0 if typing else 1)}},
                          "text": "k" if typing else ""}
                start = time.process_time()
                document = store.change(uri, version, [change])  # type: ignore[assignment]
                ms = analyse() + (time.process_time() - start) * 1000
                version += 1
                phase = "break" if step == 0 else "mend" if step == 2 * args.keys - 1 else "while broken"
                found[phase].append(ms)
            print(f"burst {burst}: line {row + 1} of {len(lines)}: break {found['break'][-1]:.1f} ms, "
                  f"mend {found['mend'][-1]:.1f} ms")
        print(f"{'CPU per keystroke (ms)':24} {'median':>8} {'max':>8}")
        for phase in PHASES:
            print(f"{phase:24} {statistics.median(found[phase]):8.1f} {max(found[phase]):8.1f}")
    print(f"load average {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
