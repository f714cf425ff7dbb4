"""Edit-to-diagnostics, hover and completion latency through a running `condor-ls serve`.

Writes the generated config set of ``config_load.py`` (a root ``condor_config`` including four
files, a ``LOCAL_CONFIG_DIR``, ``use`` templates, if/else blocks, here-doc values; about 10,000
lines in all), starts the server over stdio with every rule enabled and the diagnostics
debounce set to 0 (so the figure is the server's work, not its deliberate wait), opens one file
of the set and then, per edit:

* sends a one-character ``didChange`` in the middle of the file (alternately typing and
  deleting a character inside a value) and times until the ``publishDiagnostics`` carrying that
  version arrives;

and afterwards times ``hover`` on a ``$(KNOB)`` reference, ``completion`` inside ``$(`` and
``semanticTokens/full`` of the whole file.
With ``--profile`` it also runs each registered rule once in-process on the same document and
prints the slowest rules (where edit-to-diagnostics time goes).

    python benchmarks/lsp_latency.py [--lines 10000] [--edits 50] [--requests 100] [--file condor_config]
"""
from __future__ import annotations

import argparse
import os
import platform
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))

from config_load import count_lines, generate  # noqa: E402
from features import StdioClient, percentile  # noqa: E402


def stats(samples: list[float]) -> str:
    return f"{statistics.median(samples):9.1f} {percentile(samples, 0.95):9.1f} {max(samples):9.1f}"


def wait_version(client: StdioClient, uri: str, version: int, timeout: float = 120.0) -> dict[str, object]:
    """The publishDiagnostics for ``uri`` at exactly ``version`` (earlier ones are skipped)."""
    deadline = time.monotonic() + timeout
    while True:
        message = client.inbox.get(timeout=max(deadline - time.monotonic(), 0.01))
        params = message.get("params")
        if (message.get("method") == "textDocument/publishDiagnostics" and isinstance(params, dict)
                and params.get("uri") == uri and params.get("version") == version):
            return params


def edit_target(lines: list[str]) -> tuple[int, int]:
    """A line near the middle holding a plain ``KNOB = value`` and the column after its ``=``."""
    middle = len(lines) // 2
    for offset in range(len(lines)):
        for row in (middle + offset, middle - offset):
            if 0 <= row < len(lines) and " = " in lines[row] and not lines[row].startswith(("if", "#")):
                return row, lines[row].index(" = ") + 3
    raise SystemExit("no assignment line to edit")


def reference_position(lines: list[str]) -> tuple[int, int]:
    for row, line in enumerate(lines):
        column = line.find("$(KNOB_")
        if column >= 0:
            return row, column + 3
    raise SystemExit("no $(KNOB_..) reference to hover")


def profile_rules(path: Path, root: Path) -> None:
    """Run each rule once on the file and print where the time goes."""
    from condor_ls.analysis.context import AnalysisContext
    from condor_ls.analysis.rules.registry import load_rules
    from condor_ls.analysis.settings import Settings
    from condor_ls.syntax.document import Document

    settings, _ = Settings.from_json({"configRoot": str(root / "condor_config")})
    document = Document.parse(path.as_uri(), "condor_config", path.read_text(), 1)
    timings = []
    for code, spec in sorted(load_rules().items()):
        if document.language not in spec.languages:
            continue
        context = AnalysisContext(settings=settings)
        t0 = time.perf_counter()
        try:
            found = len(list(spec.check(document, context)))
        except Exception as err:  # report, do not stop the benchmark
            found = -1
            print(f"  {code}: raised {err!r}")
        timings.append(((time.perf_counter() - t0) * 1000, code, found))
    print("rules, one cold run each (ms, findings):")
    for ms, code, found in sorted(timings, reverse=True)[:12]:
        print(f"  {code:32} {ms:9.1f} {found:6}")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--lines", type=int, default=10_000)
    parser.add_argument("--edits", type=int, default=50)
    parser.add_argument("--requests", type=int, default=100)
    parser.add_argument("--file", default="condor_config", help="file of the set to open and edit")
    parser.add_argument("--profile", action="store_true", help="also time each rule in-process")
    parser.add_argument("--all", action="store_true", help="also print every edit's latency, in order")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        root = Path(tmp)
        generate(root, args.lines)
        path = root / args.file
        text = path.read_text()
        lines = text.splitlines()
        print(f"machine: {platform.machine()}, {os.cpu_count()} cores, load average "
              f"{' '.join(f'{x:.2f}' for x in os.getloadavg())}, Python {platform.python_version()}")
        print(f"config set: {count_lines(root)} lines; editing {args.file} ({len(lines)} lines)")
        settings = {"configRoot": str(root / "condor_config"), "diagnostics": {"debounce": 0}}
        client = StdioClient(settings)
        try:
            client.request("initialize", {"processId": None, "rootUri": root.as_uri(), "capabilities": {},
                                          "initializationOptions": {"condorLs": settings}})
            client.notify("initialized", {})
            uri = path.as_uri()
            t0 = time.perf_counter()
            client.notify("textDocument/didOpen", {"textDocument": {
                "uri": uri, "languageId": "htcondor-config", "version": 1, "text": text}})
            first = wait_version(client, uri, 1)
            print(f"open -> first diagnostics: {(time.perf_counter() - t0) * 1000:.1f} ms, "
                  f"{len(first.get('diagnostics') or [])} findings")  # type: ignore[arg-type]

            row, column = edit_target(lines)
            latencies = []
            for i in range(args.edits):
                version = i + 2
                typing = i % 2 == 0
                change = {"range": {"start": {"line": row, "character": column},
                                    "end": {"line": row, "character": column + (0 if typing else 1)}},
                          "text": "x" if typing else ""}
                t0 = time.perf_counter()
                client.notify("textDocument/didChange", {"textDocument": {"uri": uri, "version": version},
                                                         "contentChanges": [change]})
                wait_version(client, uri, version)
                latencies.append((time.perf_counter() - t0) * 1000)
            print(f"{'measure':34} {'median':>9} {'p95':>9} {'max':>9}   (ms)")
            print(f"{'edit -> diagnostics':34} {stats(latencies)}")
            if args.all:
                print("  each edit (ms): " + " ".join(f"{x:.0f}" for x in latencies))

            ref_row, ref_column = reference_position(lines)
            requests = [
                ("hover $(KNOB_..)", "textDocument/hover",
                 {"textDocument": {"uri": uri}, "position": {"line": ref_row, "character": ref_column}}),
                ("completion in $(", "textDocument/completion",
                 {"textDocument": {"uri": uri}, "position": {"line": ref_row, "character": ref_column}}),
                ("semantic tokens (full document)", "textDocument/semanticTokens/full", {"textDocument": {"uri": uri}}),
            ]
            for label, method, params in requests:
                client.request(method, params)  # warm: the config view of this version
                samples = []
                for _ in range(args.requests):
                    t0 = time.perf_counter()
                    found = client.request(method, params)
                    samples.append((time.perf_counter() - t0) * 1000)
                assert found, f"{label}: no result"
                print(f"{label:34} {stats(samples)}")
        finally:
            client.close()
        if args.profile:
            profile_rules(path, root)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
