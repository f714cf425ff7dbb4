"""Hover and completion latency on a generated 10,000-line config set.

Writes the config set of ``config_load.py`` (root file, includes, ``LOCAL_CONFIG_DIR``, templates)
plus a policy file with START/SUSPEND/PREEMPT written in terms of macros, opens that policy
file as a document, and times the pure analysis functions at several kinds of position:

* hover on START (expansion, history, evaluation against the sample ads with culprits), on a
  ``$(MACRO)`` reference (expansion chain), on a sub-expression of START, on a generated knob;
* completion at a line start (all knob names), inside ``$(`` (every macro of the set), after
  ``TARGET.`` in START, and signature help inside a call.

The first request reads the config set (reported separately as "cold"); later requests reuse it
while the document is unchanged, which is what an editor does between keystrokes. Targets:
p95 < 20 ms for hover and completion.

With ``--server`` the same hover and completion requests also go through a running
``condor-ls serve`` over stdio (JSON-RPC framing, position conversion, the worker thread),
after the document's diagnostics have been published.

    python benchmarks/features.py [--lines 10000] [--runs 200] [--server]
"""
from __future__ import annotations

import argparse
import json
import queue
import statistics
import subprocess
import sys
import threading
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))

from config_load import generate  # noqa: E402

from condor_ls.analysis.configview import view as config_view_module  # noqa: E402
from condor_ls.analysis.completion.items import completion  # noqa: E402
from condor_ls.analysis.context import AnalysisContext  # noqa: E402
from condor_ls.analysis.hover.config import hover  # noqa: E402
from condor_ls.analysis.settings import Settings  # noqa: E402
from condor_ls.analysis.completion.signature import signature_help  # noqa: E402
from condor_ls.syntax.document import Document  # noqa: E402

POLICY = """\
MINUTE = 60
StartIdleTime = 15 * $(MINUTE)
BackgroundLoad = 0.3
NonCondorLoad = (LoadAvg - CondorLoadAvg)
KeyboardBusy = (KeyboardIdle < $(MINUTE))
START = (KeyboardIdle > $(StartIdleTime)) && ($(NonCondorLoad) <= $(BackgroundLoad)) && TARGET.RequestMemory <= Memory
SUSPEND = $(KeyboardBusy) || $(NonCondorLoad) > 0.5
PREEMPT = (Activity == "Suspended") && (time() - EnteredCurrentActivity > 10 * $(MINUTE))
WANT_SUSPEND = True
LOG_NOTE = $(KNOB_0_100) $(KNOB_1_200)
PROBE = ifThenElse(KeyboardIdle > 10, "a", "b")
"""


def percentile(samples: list[float], fraction: float) -> float:
    ordered = sorted(samples)
    return ordered[min(int(fraction * len(ordered)), len(ordered) - 1)]


def measure(fn: Callable[[], object], runs: int) -> tuple[float, float]:
    samples = []
    for _ in range(runs):
        t0 = time.perf_counter()
        fn()
        samples.append((time.perf_counter() - t0) * 1000)
    return statistics.median(samples), percentile(samples, 0.95)


class StdioClient:
    """Just enough of an LSP client to time requests: framed JSON-RPC over a subprocess's
    pipes, answering the server's own requests (configuration, registrations) with defaults."""

    def __init__(self, settings: dict[str, object]) -> None:
        self.proc = subprocess.Popen([sys.executable, "-m", "condor_ls", "serve"], stdin=subprocess.PIPE,
                                     stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
        self.settings = settings
        self.inbox: queue.Queue[dict[str, object]] = queue.Queue()
        self.next_id = 0
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self) -> None:
        stream = self.proc.stdout
        assert stream is not None
        while True:
            length = 0
            while True:
                line = stream.readline()
                if not line:
                    return
                if line in (b"\r\n", b"\n"):
                    break
                if line.lower().startswith(b"content-length:"):
                    length = int(line.split(b":")[1])
            message = json.loads(stream.read(length))
            if "method" in message and "id" in message:  # a request from the server
                result = [self.settings] if message["method"] == "workspace/configuration" else None
                self.send({"jsonrpc": "2.0", "id": message["id"], "result": result})
            else:
                self.inbox.put(message)

    def send(self, message: dict[str, object]) -> None:
        body = json.dumps(message).encode()
        assert self.proc.stdin is not None
        self.proc.stdin.write(b"Content-Length: %d\r\n\r\n" % len(body) + body)
        self.proc.stdin.flush()

    def notify(self, method: str, params: object) -> None:
        self.send({"jsonrpc": "2.0", "method": method, "params": params})

    def request(self, method: str, params: object, timeout: float = 60.0) -> object:
        self.next_id += 1
        ident = self.next_id
        self.send({"jsonrpc": "2.0", "id": ident, "method": method, "params": params})
        deadline = time.monotonic() + timeout
        while True:
            message = self.inbox.get(timeout=max(deadline - time.monotonic(), 0.01))
            if message.get("id") == ident:
                return message.get("result")

    def wait_for(self, method: str, timeout: float = 120.0) -> dict[str, object]:
        deadline = time.monotonic() + timeout
        while True:
            message = self.inbox.get(timeout=max(deadline - time.monotonic(), 0.01))
            if message.get("method") == method:
                return message

    def close(self) -> None:
        try:
            self.request("shutdown", None, timeout=10)
            self.notify("exit", None)
            self.proc.wait(timeout=10)
        except Exception:
            self.proc.kill()


def through_server(root: Path, policy_path: Path, text: str, runs: int) -> None:
    settings = {"configRoot": str(root / "condor_config")}
    client = StdioClient(settings)
    try:
        client.request("initialize", {"processId": None, "rootUri": root.as_uri(), "capabilities": {},
                                      "initializationOptions": {"condorLs": settings}})
        client.notify("initialized", {})
        uri = policy_path.as_uri()
        body = text + "STA\n"
        client.notify("textDocument/didOpen", {"textDocument": {
            "uri": uri, "languageId": "htcondor-config", "version": 1, "text": body}})
        client.wait_for("textDocument/publishDiagnostics")
        lines = body.splitlines()
        start_line = next(i for i, line in enumerate(lines) if line.startswith("START"))
        macro_line = next(i for i, line in enumerate(lines) if line.startswith("StartIdleTime"))
        cases = [
            ("server: hover START", "textDocument/hover", {"line": start_line, "character": 2}),
            ("server: hover $(MINUTE)", "textDocument/hover", {"line": macro_line, "character": 23}),
            ("server: completion knob names", "textDocument/completion", {"line": len(lines) - 1, "character": 3}),
        ]
        for label, method, position in cases:
            params = {"textDocument": {"uri": uri}, "position": position}
            found = client.request(method, params)
            assert found, f"{label}: no result"
            median, p95 = measure(lambda: client.request(method, params), runs)
            print(f"{label:40} {median:10.2f} {p95:8.2f}")
    finally:
        client.close()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--lines", type=int, default=10_000)
    parser.add_argument("--runs", type=int, default=200)
    parser.add_argument("--server", action="store_true", help="also time requests through condor-ls serve")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        root = Path(tmp)
        generate(root, args.lines)
        policy_path = root / "config.d" / "20-policy"
        policy_path.write_text(POLICY)
        total = sum(len(p.read_text().splitlines()) for p in root.rglob("*") if p.is_file())
        settings, _ = Settings.from_json({"configRoot": str(root / "condor_config")})
        context = AnalysisContext(settings=settings)
        text = POLICY
        document = Document.parse(policy_path.as_uri(), "condor_config", text, 1)

        def at(needle: str, shift: int = 0) -> int:
            return len(text[:text.index(needle) + shift].encode())

        t0 = time.perf_counter()
        first = hover(document, at("START"), context)
        cold = (time.perf_counter() - t0) * 1000
        assert first is not None and "Evaluates to" in first.markdown, first
        view = config_view_module.config_view(document, context)
        print(f"config set: {total} lines in {len(view.configset.files)} files, "
              f"{len(view.configset.names())} knobs defined")
        print(f"cold hover on START (reads the config set): {cold:.1f} ms")

        line_start = Document.parse(policy_path.as_uri(), "condor_config", text + "STA", 2)
        macro_open = Document.parse(policy_path.as_uri(), "condor_config", text + "X = $(KNOB_1", 3)
        scoped = Document.parse(policy_path.as_uri(), "condor_config", text + "START = TARGET.Req", 4)
        call = Document.parse(policy_path.as_uri(), "condor_config", text + 'X = regexp("a", ', 5)
        for extra in (line_start, macro_open, scoped, call):
            completion(extra, len(extra.source), context)  # read each version's config set once
        cases: list[tuple[str, Callable[[], object]]] = [
            ("hover START (evaluate + culprits)", lambda: hover(document, at("START"), context)),
            ("hover $(StartIdleTime) (chain)", lambda: hover(document, at("$(StartIdleTime)", 3), context)),
            ("hover sub-expression of START", lambda: hover(document, at("<= $(Back"), context)),
            ("hover attribute in START", lambda: hover(document, at("KeyboardIdle >"), context)),
            ("hover $(KNOB_0_100) (generated)", lambda: hover(document, at("$(KNOB_0_100)", 3), context)),
            ("completion: knob names", lambda: completion(line_start, len(line_start.source), context)),
            ("completion: macros in $(", lambda: completion(macro_open, len(macro_open.source), context)),
            ("completion: TARGET. attributes", lambda: completion(scoped, len(scoped.source), context)),
            ("signature help", lambda: signature_help(call, len(call.source), context)),
        ]
        print(f"{'request':40} {'median ms':>10} {'p95 ms':>8}")
        for label, fn in cases:
            found = fn()
            assert found is not None and getattr(found, "items", True), f"{label}: nothing found"
            median, p95 = measure(fn, args.runs)
            print(f"{label:40} {median:10.2f} {p95:8.2f}")
        if args.server:
            through_server(root, policy_path, text, args.runs)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
