"""Server-side cost of one keystroke in a large condor_config, without the editor round trip.

Times, per one-character edit in the middle of the 10,000-line config of ``benchmarks/parse.py``:
the store update (incremental re-parse), the syntax rules, the full rule set (once, since other
rules may be slow), and conversion of the findings to LSP diagnostics.

    python benchmarks/lsp_keystroke.py [--runs 30]
"""
from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))

from parse import generate_config  # noqa: E402

from condor_ls.analysis.context import AnalysisContext  # noqa: E402
from condor_ls.analysis.rules.registry import diagnostics  # noqa: E402
from condor_ls.analysis.rules.syntax import missing_tokens, syntax_errors  # noqa: E402
from condor_ls.lsp.convert import to_diagnostics  # noqa: E402
from condor_ls.lsp.store import DocumentStore  # noqa: E402


def main() -> None:
    arg_parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    arg_parser.add_argument("--runs", type=int, default=30)
    arg_parser.add_argument("--lines", type=int, default=10_000)
    args = arg_parser.parse_args()

    uri = "file:///bench/condor_config"
    store = DocumentStore()
    document = store.open(uri, generate_config(args.lines), 1, "htcondor-config")
    middle = args.lines // 2
    column = len(document.line_index.line_text(middle)) // 2
    change_ms, syntax_ms, convert_ms = [], [], []
    for i in range(args.runs):
        insert = i % 2 == 0
        end = column if insert else column + 1
        change = {"range": {"start": {"line": middle, "character": column},
                            "end": {"line": middle, "character": end}}, "text": "x" if insert else ""}
        start = time.perf_counter()
        document = store.change(uri, i + 2, [change])  # type: ignore[assignment]
        change_ms.append(time.perf_counter() - start)
        start = time.perf_counter()
        found = [*syntax_errors(document, AnalysisContext()), *missing_tokens(document, AnalysisContext())]
        syntax_ms.append(time.perf_counter() - start)
        start = time.perf_counter()
        to_diagnostics(found, document.line_index, lambda _uri: None)
        convert_ms.append(time.perf_counter() - start)

    start = time.perf_counter()
    everything = diagnostics(document, AnalysisContext())
    full_rules = time.perf_counter() - start
    start = time.perf_counter()
    to_diagnostics(everything, document.line_index, lambda _uri: None)
    full_convert = time.perf_counter() - start

    def med(values: list[float]) -> float:
        return statistics.median(values) * 1000

    print(f"store.change (edit + incremental re-parse): median {med(change_ms):8.2f} ms")
    print(f"syntax rules:                               median {med(syntax_ms):8.2f} ms")
    print(f"conversion of syntax findings:              median {med(convert_ms):8.2f} ms")
    print(f"all registered rules (one run):             {full_rules * 1000:10.1f} ms, {len(everything)} findings")
    print(f"conversion of all findings (one run):       {full_convert * 1000:10.1f} ms")


if __name__ == "__main__":
    main()
