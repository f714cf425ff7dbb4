"""Edit-to-diagnostics, hover and completion latency through a running `condor-ls serve`.

Two shapes of configuration, each measured through the server over stdio with the server's
**default settings** (every rule enabled, the default diagnostics debounce; ``--debounce MS``
overrides it):

* ``set``: the generated config set of ``config_load.py`` (a root ``condor_config`` including
  four files, a ``LOCAL_CONFIG_DIR``, ``use`` templates, if/else blocks, here-doc values; about
  10,000 lines in all). One file of the set is opened and edited in the middle of a value,
  alternately typing and deleting a character.
* ``file``: one generated 15,700-line ``condor_config`` (``big_config.py``: 10,000 knobs, 10% of
  them in ``if defined ... else ... endif`` blocks, continuation lines, ``$(NAME)`` references),
  edited everywhere: knob names, values, inside ``if`` blocks, lines added and removed, each edit
  followed by its undo.
* ``fragments``: a 41-file set kept as a deployment repository keeps it (``fragment_set.py``:
  ``image/etc/condor/condor_config`` naming ``/usr/share/condor/config.d`` and
  ``/etc/condor/config.d``, 40 fragments that extend each other's values, transforms and routes
  using earlier fragments' macros). No ``configRoot``: the server finds the set from the
  fragment. A fragment in the middle of the set is opened and edited (typing into a value, and
  bursts of keystrokes), alone and with the root and two other fragments open as well.

Per edit the benchmark sends the ``didChange`` and times until the ``publishDiagnostics``
carrying *that* version arrives. Afterwards (``set`` shape) it times ``hover`` on a
``$(KNOB)`` reference, ``completion`` inside ``$(`` and ``semanticTokens/full`` of the file.
With ``--profile`` it also runs each registered rule once in-process on the same document and
prints the slowest rules.

    python benchmarks/lsp_latency.py [--shape set|file|fragments|both|all] [--edits 50] [--requests 100]
                                     [--lines 10000] [--file condor_config] [--debounce MS]
                                     [--bursts 10] [--burst-lines all|continued]
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

from big_config import KINDS, edits as file_edits, generate_single  # noqa: E402
from config_load import count_lines, generate  # noqa: E402
import fragment_set  # noqa: E402
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


def cpu_seconds(pid: int) -> float:
    """User plus system CPU time the process has used (from /proc; 0 where there is none)."""
    try:
        with open(f"/proc/{pid}/stat") as handle:
            fields = handle.read().rsplit(")", 1)[1].split()
    except OSError:
        return 0.0
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def load_average() -> str:
    return " ".join(f"{x:.2f}" for x in os.getloadavg())


def start(root: Path, settings: dict[str, object]) -> StdioClient:
    client = StdioClient(settings)
    client.request("initialize", {"processId": None, "rootUri": root.as_uri(), "capabilities": {},
                                  "initializationOptions": {"condorLs": settings}})
    client.notify("initialized", {})
    return client


def open_document(client: StdioClient, uri: str, text: str) -> None:
    t0 = time.perf_counter()
    client.notify("textDocument/didOpen", {"textDocument": {
        "uri": uri, "languageId": "htcondor-config", "version": 1, "text": text}})
    first = wait_version(client, uri, 1)
    print(f"open -> first diagnostics: {(time.perf_counter() - t0) * 1000:.1f} ms, "
          f"{len(first.get('diagnostics') or [])} findings")  # type: ignore[arg-type]


def single_file(args: argparse.Namespace, settings: dict[str, object]) -> None:
    """The ``file`` shape: one large condor_config edited everywhere."""
    with tempfile.TemporaryDirectory() as tmp:
        root = Path(tmp)
        path = root / "condor_config"
        text = generate_single()
        path.write_text(text)
        print(f"\n== one file: condor_config, {len(text.splitlines())} lines; load average {load_average()}")
        client = start(root, settings)
        try:
            uri = path.as_uri()
            open_document(client, uri, text)
            by_kind: dict[str, list[float]] = {kind: [] for kind in KINDS}
            latencies = []
            cpu_before = cpu_seconds(client.proc.pid)
            for i, edit in enumerate(file_edits(text, args.edits)):
                version = i + 2
                t0 = time.perf_counter()
                client.notify("textDocument/didChange", {"textDocument": {"uri": uri, "version": version},
                                                         "contentChanges": [edit.change()]})
                wait_version(client, uri, version)
                latencies.append((time.perf_counter() - t0) * 1000)
                by_kind[edit.kind].append(latencies[-1])
            cpu = (cpu_seconds(client.proc.pid) - cpu_before) * 1000 / max(len(latencies), 1)
            cpu_bursts = cpu_seconds(client.proc.pid)
            bursts, continued = typing_bursts(client, uri, text, len(latencies) + 2, args.bursts,
                                              args.burst_lines == "continued")
            keys = 2 * BURST_KEYS * args.bursts
            cpu_bursts = (cpu_seconds(client.proc.pid) - cpu_bursts) * 1000 / max(keys, 1)
            print(f"{'measure':34} {'median':>9} {'p95':>9} {'max':>9}   (ms)")
            print(f"{'edit -> diagnostics, all edits':34} {stats(latencies)}")
            for kind, samples in by_kind.items():
                if samples:
                    print(f"{'  ' + kind:34} {stats(samples)}")
            if bursts:
                print(f"{'typing burst: last key -> diags':34} {stats(bursts)}")
                if continued:  # typed after a line's continuation backslash, then deleted
                    print(f"{'  after a continuation backslash':34} {stats(continued)}")
            if args.all:
                print("  each edit (ms): " + " ".join(f"{x:.0f}" for x in latencies))
            print(f"server CPU time per edit: {cpu:.1f} ms (user + system, from /proc)")
            if bursts:
                print(f"server CPU time per burst keystroke: {cpu_bursts:.1f} ms")
            print(f"load average after: {load_average()}")
        finally:
            client.close()


#: keystrokes per burst, and the time between them (a quick typist)
BURST_KEYS = 6
BURST_GAP = 0.06


def typing_bursts(client: StdioClient, uri: str, text: str, version: int, count: int,
                  only_continued: bool = False) -> tuple[list[float], list[float]]:
    """Type a word (``BURST_KEYS`` characters ``BURST_GAP`` seconds apart) at the end of a
    line holding an assignment, then time from the last keystroke to the diagnostics of that
    version; delete it again the same way. Analyses the next keystroke supersedes must stop, or
    they delay the last one's. Returns every burst's times, and those of the bursts typed after
    a continuation backslash (the next line then stands alone and HTCondor refuses the file
    there until the word is deleted again). ``only_continued``: type only after backslashes."""
    lines = text.split("\n")
    rows = [i for i, line in enumerate(lines) if " = " in line and not line.startswith(("if", "#", " "))
            and (not only_continued or line.endswith("\\"))]
    out: list[float] = []
    continued: list[float] = []
    for burst in range(count):
        row = rows[(burst * 7919) % len(rows)]
        column = len(lines[row])
        for step in range(2 * BURST_KEYS):
            typing = step < BURST_KEYS
            at = column + (step if typing else 2 * BURST_KEYS - step - 1)
            change = {"range": {"start": {"line": row, "character": at},
                                "end": {"line": row, "character": at + (0 if typing else 1)}},
                      "text": "k" if typing else ""}
            client.notify("textDocument/didChange", {"textDocument": {"uri": uri, "version": version},
                                                     "contentChanges": [change]})
            if step in (BURST_KEYS - 1, 2 * BURST_KEYS - 1):
                t0 = time.perf_counter()
                wait_version(client, uri, version)
                out.append((time.perf_counter() - t0) * 1000)
                if lines[row].endswith("\\"):
                    continued.append(out[-1])
            else:
                time.sleep(BURST_GAP)
            version += 1
    return out, continued


def config_set(args: argparse.Namespace, settings: dict[str, object]) -> None:
    """The ``set`` shape: one file of the generated 10,000-line set, edited in the middle."""
    with tempfile.TemporaryDirectory() as tmp:
        root = Path(tmp)
        generate(root, args.lines)
        path = root / args.file
        text = path.read_text()
        lines = text.splitlines()
        print(f"\n== config set: {count_lines(root)} lines; editing {args.file} ({len(lines)} lines); "
              f"load average {load_average()}")
        settings = {"configRoot": str(root / "condor_config"), **settings}
        client = StdioClient(settings)
        try:
            client.request("initialize", {"processId": None, "rootUri": root.as_uri(), "capabilities": {},
                                          "initializationOptions": {"condorLs": settings}})
            client.notify("initialized", {})
            uri = path.as_uri()
            open_document(client, uri, text)

            row, column = edit_target(lines)
            latencies = []
            cpu_before = cpu_seconds(client.proc.pid)
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
            cpu = (cpu_seconds(client.proc.pid) - cpu_before) * 1000 / max(len(latencies), 1)
            print(f"{'measure':34} {'median':>9} {'p95':>9} {'max':>9}   (ms)")
            print(f"{'edit -> diagnostics':34} {stats(latencies)}")
            print(f"  server CPU time per edit: {cpu:.1f} ms")
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
            print(f"load average after: {load_average()}")
        finally:
            client.close()
        if args.profile:
            profile_rules(path, root)


def fragments(args: argparse.Namespace, settings: dict[str, object]) -> None:
    """The ``fragments`` shape: one fragment of a 41-file set found from the fragment itself."""
    with tempfile.TemporaryDirectory() as tmp:
        root = Path(tmp)
        path = fragment_set.generate(root, args.fragments)
        files = fragment_set.set_files(root)
        text = path.read_text()
        lines = text.splitlines()
        total = sum(len(f.read_text().splitlines()) for f in files)
        print(f"\n== fragments: {len(files)} files, {total} lines; editing {path.relative_to(root)} "
              f"({len(lines)} lines); load average {load_average()}")
        for others in (False, True):
            client = start(root, settings)
            try:
                uri = path.as_uri()
                if others:  # the root and two neighbours open too: each edit reaches them later
                    for other in (files[0], files[len(files) // 2 - 3], files[len(files) // 2 + 3]):
                        open_document(client, other.as_uri(), other.read_text())
                open_document(client, uri, text)
                row, column = edit_target(lines)
                latencies = []
                cpu_before = cpu_seconds(client.proc.pid)
                for i in range(args.edits):
                    version = i + 2
                    typing = i % 2 == 0
                    change = {"range": {"start": {"line": row, "character": column},
                                        "end": {"line": row, "character": column + (0 if typing else 1)}},
                              "text": "7" if typing else ""}
                    t0 = time.perf_counter()
                    client.notify("textDocument/didChange", {"textDocument": {"uri": uri, "version": version},
                                                             "contentChanges": [change]})
                    wait_version(client, uri, version)
                    latencies.append((time.perf_counter() - t0) * 1000)
                cpu = (cpu_seconds(client.proc.pid) - cpu_before) * 1000 / max(len(latencies), 1)
                bursts, continued = typing_bursts(client, uri, text, args.edits + 2, args.bursts)
                label = "with the root and 2 fragments open" if others else "the fragment alone open"
                print(f"-- {label}")
                print(f"{'measure':34} {'median':>9} {'p95':>9} {'max':>9}   (ms)")
                print(f"{'edit -> diagnostics':34} {stats(latencies)}")
                if bursts:
                    print(f"{'typing burst: last key -> diags':34} {stats(bursts)}")
                    if continued:
                        print(f"{'  after a continuation backslash':34} {stats(continued)}")
                print(f"  server CPU time per edit: {cpu:.1f} ms")
                if args.all:
                    print("  each edit (ms): " + " ".join(f"{x:.0f}" for x in latencies))
            finally:
                client.close()
        print(f"load average after: {load_average()}")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--shape", choices=("set", "file", "fragments", "both", "all"), default="both",
                        help="both: set and file; all: the three shapes")
    parser.add_argument("--fragments", type=int, default=40, help="fragments in the set (fragments shape)")
    parser.add_argument("--lines", type=int, default=10_000, help="size of the config set (set shape)")
    parser.add_argument("--edits", type=int, default=50)
    parser.add_argument("--requests", type=int, default=100)
    parser.add_argument("--bursts", type=int, default=10, help="typing bursts (file shape)")
    parser.add_argument("--burst-lines", choices=("all", "continued"), default="all",
                        help="lines the bursts type at the end of: any assignment, or only lines "
                             "continued with a backslash (file shape)")
    parser.add_argument("--file", default="condor_config", help="file of the set to open and edit (set shape)")
    parser.add_argument("--debounce", type=int, default=None,
                        help="diagnostics debounce in ms (default: the server's own default)")
    parser.add_argument("--profile", action="store_true", help="also time each rule in-process (set shape)")
    parser.add_argument("--all", action="store_true", help="also print every edit's latency, in order")
    args = parser.parse_args()
    print(f"machine: {platform.machine()}, {os.cpu_count()} cores, Python {platform.python_version()}")
    settings: dict[str, object] = {}
    if args.debounce is not None:
        settings["diagnostics"] = {"debounce": args.debounce}
    print("settings: " + (str(settings) if settings else "defaults"))
    if args.shape in ("file", "both", "all"):
        single_file(args, settings)
    if args.shape in ("set", "both", "all"):
        config_set(args, settings)
    if args.shape in ("fragments", "all"):
        fragments(args, settings)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
