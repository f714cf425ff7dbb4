"""Hover latency in a submit file, now that hover shows the job ad condor_submit makes.

A generated submit file (commands of every family, user macros, a ``requirements`` and
``periodic_remove`` expression, ``+Attr`` lines, then ``queue name, mem from (...)`` with
``--items`` rows) is opened as a document; hovers are timed at the kinds of position users
point at: a command (its attributes and their value in proc 0's ad), a macro use and a loop
variable (their value in the first five procs), an expression (evaluated with proc 0's ad),
a ``+Attr``. Each request gets a fresh analysis context, as the server gives one per request.

* ``warm``: the document is unchanged between hovers (the editor's case: the diagnostics of
  the current text have built the job ads, which the model's memo keeps);
* ``after edit``: every hover follows a change to the text (a new value on a line no hover
  looks at; the new document is parsed outside the timing, as the server parses it when the
  change arrives), so it pays for building the job ads itself: the worst case, when a hover
  arrives before the diagnostics of the new text.

CPU time per hover (``time.process_time``), median and p95. With ``--server`` the warm hovers
also go through ``condor-ls serve`` over stdio (wall time, after the diagnostics are out).
Target: p95 < 5 ms.

With ``--pool N`` a pool of N slots is generated (``pool_summary.generate``, the shape of real
startd ads), set as ``pool.dump``, and the queue lenses are timed through the server: the
lens request while the count is not done (it must answer at once), the time until the count
is done (the client is asked to refresh), hovers while a count runs in the worker process,
and the lens request once the count is cached.

    python benchmarks/submit_hover.py [--items 1000] [--runs 300] [--server] [--pool 10000]
"""
from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))

from features import StdioClient, percentile  # noqa: E402

from condor_ls.analysis.context import AnalysisContext  # noqa: E402
from condor_ls.analysis.hover.config import hover  # noqa: E402
from condor_ls.analysis.settings import Settings  # noqa: E402
from condor_ls.syntax.document import Document  # noqa: E402

HEAD = """\
# a parameter sweep
universe = vanilla
executable = /bin/echo
base = /data/sweep
arguments = --name $(name) --mem $(mem) --out $(base)/$(name).out
output = $(base)/logs/$(name).$(Process).out
error = $(base)/logs/$(name).$(Process).err
log = $(base)/sweep.log
request_memory = $(mem)
request_cpus = 2
request_disk = 2GB
should_transfer_files = YES
when_to_transfer_output = ON_EXIT
transfer_input_files = $(base)/common.tar.gz, $(base)/inputs/$(name).dat
environment = "SWEEP=$(name) OMP_NUM_THREADS=2"
requirements = (OpSys == "LINUX") && (Memory >= RequestMemory) && (TARGET.HasSingularity =?= true || TARGET.Cpus > 4)
rank = Memory + 10 * Cpus
periodic_remove = (JobStatus == 2) && (time() - EnteredCurrentStatus > 3 * 3600)
+ProjectName = "physics"
+WantGlidein = true
accounting_group = group_physics.$(name)
notification = never
"""

#: (label, text to point at, characters into it, which occurrence)
POSITIONS = [
    ("command request_memory", "request_memory", 2, 0),
    ("command output (per-proc path)", "output", 2, 0),
    ("macro use $(base)", "$(base)", 3, 0),
    ("loop variable $(name)", "$(name)", 3, 0),
    ("expression requirements (evaluated)", "Memory >= RequestMemory", 1, 0),
    ("+ProjectName", "ProjectName", 2, 0),
    ("command requirements (its value in the ad)", "requirements", 2, 0),
]


def submit_text(items: int) -> str:
    rows = "\n".join(f"run{i:05d}, {1 + i % 8}GB" for i in range(items))
    return HEAD + f"queue name, mem from (\n{rows}\n)\n"


def measure(fn: Callable[[], object], runs: int, clock: Callable[[], float]) -> tuple[float, float]:
    samples = []
    for _ in range(runs):
        t0 = clock()
        fn()
        samples.append((clock() - t0) * 1000)
    return statistics.median(samples), percentile(samples, 0.95)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--items", type=int, default=1000)
    parser.add_argument("--runs", type=int, default=300)
    parser.add_argument("--server", action="store_true", help="also time warm hovers through condor-ls serve")
    parser.add_argument("--pool", type=int, default=0, metavar="N",
                        help="also time the queue lenses against a generated pool of N slots")
    args = parser.parse_args()
    text = submit_text(args.items)
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "sweep.sub"
        path.write_text(text)
        uri = path.as_uri()
        settings = Settings()
        document = Document.parse(uri, "submit", text, 1)

        def offset(needle: str, shift: int, occurrence: int, body: str = text) -> int:
            at = -1
            for _ in range(occurrence + 1):
                at = body.index(needle, at + 1)
            return len(body[:at + shift].encode())

        t0 = time.process_time()
        first = hover(document, offset("request_memory", 2, 0), AnalysisContext(settings=settings))
        cold = (time.process_time() - t0) * 1000
        assert first is not None and "RequestMemory = 1024" in first.markdown, first
        print(f"submit file: {len(text.splitlines())} lines, {args.items} procs; first hover (cold, builds the "
              f"ads): {cold:.1f} ms CPU")
        print(f"{'hover (CPU ms)':50} {'median':>8} {'p95':>8}")
        for label, needle, shift, occurrence in POSITIONS:
            at = offset(needle, shift, occurrence)
            found = hover(document, at, AnalysisContext(settings=settings))
            assert found is not None, label
            median, p95 = measure(lambda: hover(document, at, AnalysisContext(settings=settings)), args.runs,
                                  time.process_time)
            print(f"warm: {label:44} {median:8.3f} {p95:8.3f}")
        version = 1
        for label, needle, shift, occurrence in POSITIONS[:4]:
            samples = []
            for _ in range(max(args.runs // 3, 20)):
                version += 1  # a new text (the document is parsed outside the timing, as the server does)
                body = text.replace("notification = never", f"notification = never\nx_{version} = 1")
                doc = Document.parse(uri, "submit", body, version)
                at = offset(needle, shift, occurrence, body)
                t0 = time.process_time()
                hover(doc, at, AnalysisContext(settings=settings))
                samples.append((time.process_time() - t0) * 1000)
            print(f"after edit: {label:38} {statistics.median(samples):8.3f} {percentile(samples, 0.95):8.3f}")
        if args.server:
            through_server(path, text, args.runs)
        if args.pool:
            pool_lenses(path, text, args.pool)
    return 0


def pool_lenses(path: Path, text: str, slots: int) -> None:
    from pool_summary import generate

    dump = path.parent / "pool.ads"
    dump.write_text(generate(slots))
    settings = {"pool": {"dump": str(dump)}}
    client = StdioClient(settings)
    try:
        client.request("initialize", {"processId": None, "rootUri": path.parent.as_uri(),
                                      "capabilities": {"workspace": {"codeLens": {"refreshSupport": True}}},
                                      "initializationOptions": settings})
        client.notify("initialized", {})
        uri = path.as_uri()
        client.notify("textDocument/didOpen", {"textDocument": {
            "uri": uri, "languageId": "htcondor-submit", "version": 1, "text": text}})
        client.wait_for("textDocument/publishDiagnostics")
        lens_params = {"textDocument": {"uri": uri}}
        lines = text.splitlines()
        line = next(i for i, row in enumerate(lines) if "$(name)" in row)
        hover_params = {"textDocument": {"uri": uri}, "position": {"line": line, "character": lines[line].index("$(name)") + 3}}
        print(f"pool: {slots:,} slots, {dump.stat().st_size / 1e6:.0f} MB")
        for round_ in range(3):
            body = text.replace("request_cpus = 2", f"request_cpus = {2 + round_}")  # a new job: a new count
            client.notify("textDocument/didChange", {"textDocument": {"uri": uri, "version": 2 + round_},
                                                     "contentChanges": [{"text": body}]})
            client.wait_for("textDocument/publishDiagnostics")
            t0 = time.perf_counter()
            lenses = client.request("textDocument/codeLens", lens_params)
            first = (time.perf_counter() - t0) * 1000
            titles = [lens["command"]["title"] for lens in lenses]  # type: ignore[index,union-attr]
            counting_from = time.perf_counter()
            hovers = []
            while True:
                h0 = time.perf_counter()
                client.request("textDocument/hover", hover_params)
                hovers.append((time.perf_counter() - h0) * 1000)
                again = client.request("textDocument/codeLens", lens_params)
                done = [lens["command"]["title"] for lens in again  # type: ignore[index,union-attr]
                        if lens["command"]["command"] == "condorLs.showMatchAnalysis"]  # type: ignore[index]
                if done and not any("count" in t for t in done):
                    break
                if time.perf_counter() - counting_from > 120:
                    raise SystemExit("the count did not finish in 120 s")
            counted = time.perf_counter() - counting_from
            t0 = time.perf_counter()
            client.request("textDocument/codeLens", lens_params)
            cached = (time.perf_counter() - t0) * 1000
            print(f"round {round_ + 1}: lens request while counting {first:.1f} ms ({titles[-1]!r}); "
                  f"count done after {counted:.2f} s ({done[0]!r}); {len(hovers)} hovers meanwhile: median "
                  f"{statistics.median(hovers):.2f} ms, p95 {percentile(hovers, 0.95):.2f} ms; cached lens request "
                  f"{cached:.1f} ms")
    finally:
        client.close()


def through_server(path: Path, text: str, runs: int) -> None:
    client = StdioClient({})
    try:
        client.request("initialize", {"processId": None, "rootUri": path.parent.as_uri(), "capabilities": {},
                                      "initializationOptions": {}})
        client.notify("initialized", {})
        uri = path.as_uri()
        client.notify("textDocument/didOpen", {"textDocument": {
            "uri": uri, "languageId": "htcondor-submit", "version": 1, "text": text}})
        client.wait_for("textDocument/publishDiagnostics")
        lines = text.splitlines()
        for label, needle, shift, occurrence in POSITIONS:
            line = next(i for i, row in enumerate(lines) if needle in row)
            params = {"textDocument": {"uri": uri}, "position": {"line": line,
                                                                 "character": lines[line].index(needle) + shift}}
            found = client.request("textDocument/hover", params)
            assert found, f"{label}: no hover"
            median, p95 = measure(lambda: client.request("textDocument/hover", params), runs, time.perf_counter)
            print(f"server (wall ms): {label:32} {median:8.3f} {p95:8.3f}")
    finally:
        client.close()


if __name__ == "__main__":
    sys.exit(main())
