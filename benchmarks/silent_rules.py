"""CPU cost per keystroke of the rules about mistakes HTCondor accepts silently, in a large file.

Opens the 15,700-line ``condor_config`` of ``big_config.py`` in a document store, runs every rule
once to warm the caches, then applies the edits of ``big_config.edits`` (names, values, inside
``if`` blocks, lines added and removed, each followed by its undo). After each edit it runs the
whole rule set, timing (``time.process_time``) each of ``macro-syntax``, ``inline-comment``,
``missing-attribute-comparison`` and ``unknown-daemon`` as the registry calls it, and the whole.

    python benchmarks/silent_rules.py [--edits 40] [--knobs 10000]
"""
from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))

from big_config import edits as file_edits, generate_single  # noqa: E402

from condor_ls.analysis.context import AnalysisContext  # noqa: E402
from condor_ls.analysis.rules import registry  # noqa: E402
from condor_ls.lsp.store import DocumentStore  # noqa: E402

CODES = ("macro-syntax", "inline-comment", "missing-attribute-comparison", "unknown-daemon")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--edits", type=int, default=40)
    parser.add_argument("--knobs", type=int, default=10_000)
    args = parser.parse_args()

    rules = registry.load_rules()
    spent: dict[str, list[float]] = {code: [] for code in CODES}
    originals = {code: rules[code].check for code in CODES}

    def timed(code: str):  # type: ignore[no-untyped-def]
        def run(document, context):  # type: ignore[no-untyped-def]
            start = time.process_time()
            found = list(originals[code](document, context))
            spent[code].append(time.process_time() - start)
            return found
        return run

    for code in CODES:
        rules[code] = registry.Rule(code, rules[code].severity, rules[code].summary, rules[code].doc,
                                    rules[code].languages, timed(code))

    text = generate_single(args.knobs)
    uri = "file:///bench/silent/condor_config"
    store = DocumentStore()
    document = store.open(uri, text, 1, "htcondor-config")
    registry.diagnostics(document, AnalysisContext())  # cold: every cache filled
    for code in CODES:
        spent[code].clear()
    whole: list[float] = []
    for version, edit in enumerate(file_edits(text, args.edits), start=2):
        document = store.change(uri, version, [edit.change()])  # type: ignore[assignment]
        start = time.process_time()
        registry.diagnostics(document, AnalysisContext())
        whole.append(time.process_time() - start)

    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    print(f"{len(text.splitlines())} lines, {len(whole)} edits, load average {load:.1f}")
    print(f"{'rule':32} {'median ms':>10} {'p95 ms':>10}")
    for code in CODES:
        samples = sorted(spent[code])
        print(f"{code:32} {statistics.median(samples) * 1000:10.2f} {samples[int(0.95 * (len(samples) - 1))] * 1000:10.2f}")
    together = sorted(sum(spent[c][i] for c in CODES) for i in range(len(whole)))
    samples = sorted(whole)
    print(f"{'the four together':32} {statistics.median(together) * 1000:10.2f} "
          f"{together[int(0.95 * (len(together) - 1))] * 1000:10.2f}")
    print(f"{'every rule':32} {statistics.median(samples) * 1000:10.2f} {samples[int(0.95 * (len(samples) - 1))] * 1000:10.2f}")


if __name__ == "__main__":
    main()
