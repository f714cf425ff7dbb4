"""The DAG editor features on a generated 10,000-node DAG, through a running `condor-ls serve`.

The DAG is ``dag_check.generate``'s (10,000 JOB nodes with a VARS line each, RETRY and CATEGORY
lines, a binary tree of PARENT/CHILD lines, a PRE script for ALL_NODES and a 100-node splice;
about 31,000 lines, 1 MB), opened in the server over stdio with its default settings (every rule
on, the default debounce). Measured, each as wall time from request to answer:

* edit -> diagnostics: typing and deleting a character in turn in the middle of a VARS value,
  from the ``didChange`` to the ``publishDiagnostics`` of that version;
* hover on a node name in a PARENT line, definition and references of it, and the outline,
  with the document unchanged since the last request ("warm": the DAG model is reused);
* hover right after an edit ("after edit": the edit's own analysis runs at the same time, and
  the model of the new text is built for the hover);
* completion of node names while a ``PARENT ... CHILD node0`` line is typed: one character
  typed, then completion at its end (each request follows an edit, as when typing).

With ``--in-process`` it measures instead the CPU time of the same work called in this
process, which the load of a shared machine moves much less than wall times: an edit in a VARS
value applied as the editor sends it (a ranged change) and its diagnostics, as the server runs
them (the DAG model brought up to date, then offered to the requests); hover just after that
edit, then with the model kept; definition, references, outline; completion while typing.

    python benchmarks/dag_editor.py [--nodes 10000] [--edits 30] [--requests 30] [--in-process]
"""
from __future__ import annotations

import argparse
import os
import platform
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))

from dag_check import generate  # noqa: E402
from lsp_latency import cpu_seconds, load_average, start, stats, wait_version  # noqa: E402


def timed(client, method: str, params: object, timeout: float = 120.0) -> tuple[float, object]:  # type: ignore[no-untyped-def]
    """(milliseconds, result) of one request; other messages that arrive meanwhile (diagnostics
    of an edit) are put back for ``wait_version``."""
    client.next_id += 1
    ident = client.next_id
    kept = []
    t0 = time.perf_counter()
    client.send({"jsonrpc": "2.0", "id": ident, "method": method, "params": params})
    deadline = time.monotonic() + timeout
    while True:
        message = client.inbox.get(timeout=max(deadline - time.monotonic(), 0.01))
        if message.get("id") == ident:
            elapsed = (time.perf_counter() - t0) * 1000
            break
        kept.append(message)
    for other in kept:
        client.inbox.put(other)
    return elapsed, message.get("result")


def change(client, uri: str, version: int, line: int, column: int, text: str, remove: int = 0) -> None:  # type: ignore[no-untyped-def]
    client.notify("textDocument/didChange", {"textDocument": {"uri": uri, "version": version}, "contentChanges": [{
        "range": {"start": {"line": line, "character": column}, "end": {"line": line, "character": column + remove}},
        "text": text}]})


def in_process(path: Path, rounds: int) -> None:
    """CPU time of the analysis queries alone (no protocol, no other work competing): the
    figures the load of a shared machine does not move much."""
    from condor_ls.analysis.completion.items import completion
    from condor_ls.analysis.context import AnalysisContext
    from condor_ls.analysis.dags import kept
    from condor_ls.analysis.hover.config import hover
    from condor_ls.analysis.navigation import references as navigation
    from condor_ls.analysis.navigation.symbols import document_symbols
    from condor_ls.analysis.rules.registry import diagnostics
    from condor_ls.collector import settle
    from condor_ls.lsp.store import DocumentStore

    text = path.read_text()
    lines = text.split("\n")
    row = next(i for i in range(len(lines) // 2, len(lines)) if lines[i].startswith("PARENT node"))
    vars_row = next(i for i in range(len(lines) // 3, len(lines)) if lines[i].startswith("VARS "))
    column = lines[vars_row].index('seed="') + len('seed="')
    store = DocumentStore()
    uri = path.as_uri()
    document = store.open(uri, text, 1, "htcondor-dag")
    offset = document.line_index.position_to_offset((row, len("PARENT n")))
    samples: dict[str, list[float]] = {}

    def context() -> AnalysisContext:
        return AnalysisContext(open_document=store.by_path)

    def analyse() -> bool:
        """What the server does for a new version: diagnostics, then the model offered."""
        found_context = context()
        diagnostics(document, found_context)
        kept.offer(document, found_context)
        return True

    def cpu(name: str, call) -> None:  # type: ignore[no-untyped-def]
        t0 = time.process_time()
        assert call()
        samples.setdefault(name, []).append((time.process_time() - t0) * 1000)

    analyse()
    settle()  # as the server does after start-up
    hover(document, offset, context())
    version = 1
    for i in range(rounds):
        typing = i % 2 == 0
        version += 1
        change = {"range": {"start": {"line": vars_row, "character": column},
                            "end": {"line": vars_row, "character": column + (0 if typing else 1)}},
                  "text": "7" if typing else ""}
        t0 = time.process_time()
        document = store.change(uri, version, [change])  # type: ignore[assignment]
        analyse()
        samples.setdefault("edit -> diagnostics", []).append((time.process_time() - t0) * 1000)
        cpu("hover, first request after an edit", lambda: hover(document, offset, context()))
        cpu("hover (model kept)", lambda: hover(document, offset, context()))
        cpu("definition (model kept)", lambda: navigation.definition(document, offset, context()))
        cpu("references (model kept)", lambda: navigation.references(document, offset, context()))
        cpu("outline (model kept)", lambda: document_symbols(document, context()))
    # completion while typing a PARENT line at the end of the file, each character an edit
    end = len(lines) - 1
    typed = "PARENT node00001 CHILD node0"
    for i in range(rounds):
        character = i % len(typed)
        version += 1
        change = {"range": {"start": {"line": end, "character": character},
                            "end": {"line": end, "character": len(typed) if character == 0 else character}},
                  "text": typed[character]}
        document = store.change(uri, version, [change])  # type: ignore[assignment]
        at = len(document.source)
        cpu("completion while typing", lambda: completion(document, at, context()).items or True)
    kept.forget()
    print(f"{'in-process CPU (ms)':40} {'median':>9} {'p95':>9} {'max':>9}")
    for name, found in samples.items():
        print(f"{name:40} {stats(found)}")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--nodes", type=int, default=10_000)
    parser.add_argument("--edits", type=int, default=30)
    parser.add_argument("--requests", type=int, default=30)
    parser.add_argument("--in-process", action="store_true", help="only the CPU time of the queries, in this process")
    args = parser.parse_args()
    print(f"machine: {platform.machine()}, {os.cpu_count()} cores, Python {platform.python_version()}; "
          f"load average {load_average()}")
    with tempfile.TemporaryDirectory() as tmp:
        path = generate(Path(tmp), args.nodes)
        text = path.read_text()
        lines = text.split("\n")
        print(f"DAG: {args.nodes} nodes (+100 spliced), {len(lines)} lines, {len(text) // 1024} KiB")
        if args.in_process:
            in_process(path, args.requests)
            return 0
        client = start(path.parent, {})
        try:
            uri = path.as_uri()
            doc = {"textDocument": {"uri": uri}}
            t0 = time.perf_counter()
            client.notify("textDocument/didOpen", {"textDocument": {
                "uri": uri, "languageId": "htcondor-dag", "version": 1, "text": text}})
            first = wait_version(client, uri, 1)
            print(f"open -> first diagnostics: {(time.perf_counter() - t0) * 1000:.0f} ms, "
                  f"{len(first.get('diagnostics') or [])} findings")  # type: ignore[arg-type]
            results: dict[str, list[float]] = {}

            # edit -> diagnostics
            row = next(i for i in range(len(lines) // 3, len(lines)) if lines[i].startswith("VARS "))
            column = lines[row].index('seed="') + len('seed="')
            version = 1
            cpu_before = cpu_seconds(client.proc.pid)
            for i in range(args.edits):
                version += 1
                t0 = time.perf_counter()
                change(client, uri, version, row, column, "7" if i % 2 == 0 else "", 0 if i % 2 == 0 else 1)
                wait_version(client, uri, version)
                results.setdefault("edit -> diagnostics", []).append((time.perf_counter() - t0) * 1000)
            cpu = (cpu_seconds(client.proc.pid) - cpu_before) * 1000 / max(args.edits, 1)
            if args.edits % 2:  # leave the text as it was
                version += 1
                change(client, uri, version, row, column, "", 1)
                wait_version(client, uri, version)

            # warm requests on a node name of a PARENT line in the middle of the file
            parent_row = next(i for i in range(len(lines) // 2, len(lines)) if lines[i].startswith("PARENT node"))
            at = {"line": parent_row, "character": len("PARENT n")}
            for _ in range(args.requests):
                for name, method, params in (
                        ("hover on a node (warm)", "textDocument/hover", {**doc, "position": at}),
                        ("definition (warm)", "textDocument/definition", {**doc, "position": at}),
                        ("references (warm)", "textDocument/references",
                         {**doc, "position": at, "context": {"includeDeclaration": True}}),
                        ("outline, 10,000 nodes (warm)", "textDocument/documentSymbol", doc)):
                    elapsed, answer = timed(client, method, params)
                    assert answer, (method, answer)
                    results.setdefault(name, []).append(elapsed)

            # hover right after an edit
            for i in range(args.requests):
                version += 1
                change(client, uri, version, row, column, "7" if i % 2 == 0 else "", 0 if i % 2 == 0 else 1)
                elapsed, answer = timed(client, "textDocument/hover", {**doc, "position": at})
                assert answer, answer
                results.setdefault("hover on a node (after an edit)", []).append(elapsed)
                wait_version(client, uri, version)
            if args.requests % 2:
                version += 1
                change(client, uri, version, row, column, "", 1)
                wait_version(client, uri, version)

            # completion while typing a PARENT line at the end of the file
            end = len(lines) - 1
            typed = "PARENT node00001 CHILD node0"
            version += 1
            change(client, uri, version, end, 0, typed + "\n")
            wait_version(client, uri, version)
            for i in range(args.requests):
                version += 1
                letter = "0123456789"[i % 10] if i % 2 == 0 else ""
                column_now = len(typed)
                change(client, uri, version, end, column_now, letter, 0 if letter else 1)
                if letter:
                    typed += letter
                else:
                    typed = typed[:-1]
                elapsed, answer = timed(client, "textDocument/completion",
                                        {**doc, "position": {"line": end, "character": len(typed)}})
                assert isinstance(answer, dict) and answer.get("items"), answer
                results.setdefault("completion of node names (typing)", []).append(elapsed)

            print(f"{'measure':40} {'median':>9} {'p95':>9} {'max':>9}   (ms)")
            for name, samples in results.items():
                print(f"{name:40} {stats(samples)}")
            print(f"server CPU time per edit (edit -> diagnostics): {cpu:.0f} ms (user + system, from /proc)")
        finally:
            client.close()
    print(f"load average after: {load_average()}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
