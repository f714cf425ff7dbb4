"""Run the differential config fuzzer: generate config sets, read them with condor-ls and with
``htcondor2.param``, compare the expanded knobs, minimise divergences, keep them.

    python -m fuzz.config_fuzz --seed 1 --cases 100000 --out fuzz/runs/config-1
    python -m fuzz.config_fuzz --summary fuzz/runs/config-1
    python -m fuzz.config_fuzz --regress fuzz/runs/config-1   # minimised findings -> case files

A case agrees when both sides refuse the set, or both read it and every knob expands to the
same text (``None`` for an undefined knob). Values that differ per process or per build
(``$RANDOM_INTEGER``, the build platform) are taken from the library's answer, as in
``tests/oracle/test_oracle_config.py``. Chunks of cases are written as they complete, so a
stopped run resumes.
"""
from __future__ import annotations

import argparse
import collections
import json
import os
import shutil
import sys
import tempfile
import time
from pathlib import Path
from typing import Any, Sequence

from . import _paths, chunks
from .config_gen import NAMES, ConfigCase, generate
from .config_oracle import ConfigOracle, ConfigRequest
from .shrink import minimise
from .tree import Node, leaf

#: where minimised config findings are kept as regression cases (tests/test_fuzz_config.py)
REGRESSIONS = _paths.REPO / "tests" / "oracle" / "config_cases"

#: the wheel's predefined macros, read once per subsystem and handed to our reader
HOST_MACROS = ("ARCH", "OPSYS", "OPSYSANDVER", "OPSYSMAJORVER", "OPSYSVER", "OPSYS_NAME", "OPSYS_LONG_NAME",
               "OPSYS_SHORT_NAME", "OPSYS_LEGACY", "OPSYS_AND_VER", "OPSYS_MAJOR_VER", "OPSYS_VER",
               "FULL_HOSTNAME", "HOSTNAME", "IP_ADDRESS", "IPV4_ADDRESS", "IPV6_ADDRESS", "TILDE", "DETECTED_CPUS",
               "DETECTED_PHYSICAL_CPUS", "DETECTED_CORES", "DETECTED_MEMORY", "DETECTED_CPUS_LIMIT", "USERNAME",
               "UNAME_ARCH", "UNAME_OPSYS", "PID", "PPID", "SUBSYSTEM", "LOCALNAME", "DOLLAR", "CONDOR_BUILD_PLATFORM")
#: defaults fixed when the wheel was built, or per process: taken from the library's answer
BUILD_DEPENDENT = {"CONDOR_BUILD_PLATFORM", "PYTHON3_MODULE_SUFFIX", "PYTHON3_VERSION_MINOR", "PID", "PPID"}


def write_case(root: Path, case: ConfigCase) -> None:
    for name, text in case.texts().items():
        path = root / name
        path.parent.mkdir(parents=True, exist_ok=True)
        with open(path, "w", encoding="utf-8", newline="") as fh:
            fh.write(text)


class Host:
    """Our reader's host facts, as the library reports them on this machine."""

    def __init__(self, oracle: ConfigOracle, scratch: Path) -> None:
        self.oracle = oracle
        self.scratch = scratch
        self._cache: dict[str | None, Any] = {}

    def info(self, subsystem: str | None):
        from condor_ls.config.host import EARLY, LATE, HostInfo

        if subsystem not in self._cache:
            root = Path(tempfile.mkdtemp(dir=self.scratch))
            (root / "condor_config").write_text("")
            names = sorted(set(EARLY) | set(LATE))
            got = self.oracle.ask(ConfigRequest(str(root), names, subsystem, {}))["values"]
            shutil.rmtree(root, ignore_errors=True)
            self._cache[subsystem] = HostInfo({k: v for k, v in got.items() if k not in ("CONFIG_ROOT",)})
        return self._cache[subsystem]


def ours(root: Path, case: ConfigCase, host) -> dict[str, Any]:
    """Our answer in the oracle's form, and the expansions that cannot be compared."""
    from condor_ls.config.reader import load_config

    env = {k: v for k, v in os.environ.items() if not k.lower().startswith("_condor_")}
    env.pop("CONDOR_CONFIG", None)
    env.update(case.env)
    try:
        cs = load_config(str(root / "condor_config"), subsystem=case.subsystem or "TOOL", environ=env, host=host,
                         cwd=str(root))
    except Exception as exc:  # our reader must never raise on bad input
        return {"exception": f"{type(exc).__name__}: {exc}"}
    if cs.fatal:
        return {"fatal": [d.message for d in cs.diagnostics if getattr(d, "severity", None) is not None][:3]}
    values: dict[str, str | None] = {}
    loose: set[str] = set()
    cyclic: list[str] = []
    crashing: list[str] = []
    for knob in case.knobs:
        try:
            values[knob] = cs.value(knob)
            result = cs.expand(knob)
        except Exception as exc:
            return {"exception": f"{type(exc).__name__} on {knob}: {exc}"}
        if result is None:
            continue
        if any(d.code in _CYCLE_CODES for d in result.diagnostics):
            cyclic.append(knob)
        if any("HTCondor aborts" in d.message for d in result.diagnostics):
            crashing.append(knob)
        if result.nondeterministic or {u.name.upper() for u in result.uses} & BUILD_DEPENDENT \
                or set(getattr(result, "env_reads", ())) & {"PID", "PPID"} \
                or (cs.nondeterministic_load and _drew_at_load(cs, knob, result)):
            loose.add(knob)
    return {"values": values, "loose": sorted(loose), "cyclic": cyclic, "crashing": crashing}


#: our diagnostics for a macro that refers to itself through others: HTCondor expands such a
#: knob without end (it hangs, or overflows its stack and crashes), so those knobs are not
#: asked of it (tests/test_fuzz_config.py pins the library's behaviour on one such cycle)
_CYCLE_CODES = ("config.macro-cycle", "config.expansion-limit")


def _drew_at_load(cs, knob: str, result) -> bool:
    """Whether ``knob`` (or a macro its value uses) was stored from a ``$RANDOM_*`` drawn
    while the set was read (a self reference expands at once), so its text is a random draw
    too, though its expansion now draws nothing."""
    names = {knob.lower()} | {u.name.lower() for u in result.uses}
    names |= {n.split(".", 1)[1] for n in names if "." in n}
    for d in cs.table.log:
        low = d.name.lower()
        if (low in names or low.split(".", 1)[-1] in names) and "$random_" in str(d.raw).lower():
            return True
    return False


def judge(got: dict[str, Any], ref: dict[str, Any]) -> tuple[str, list[str]]:
    """(agree | diverge | not-comparable, details)."""
    if ref.get("error") and not ref["error"].startswith("refused"):
        return "not-comparable", [str(ref["error"])[:60]]
    if ref.get("error") == "refused: abort" and got.get("crashing"):
        # the library overflows a buffer and aborts, as we warned it would: documented
        return "documented", [f"HTCondor aborts expanding {got['crashing'][0]}"]
    if "exception" in got:
        return "diverge", [f"ours raised {got['exception']}"]
    if ref.get("error"):
        return ("agree", []) if "fatal" in got else ("diverge", [f"the library refuses the set ({ref['error'][:200]}) but we do not"])
    if "fatal" in got:
        return "diverge", [f"we refuse the set ({'; '.join(got['fatal'])[:300]}) but the library does not"]
    details = []
    for knob, want in ref["values"].items():
        have = got["values"].get(knob)
        if knob in got.get("loose", ()):
            continue
        if have != want:
            details.append(f"{knob}: {have!r} != library {want!r}")
    return ("diverge", details) if details else ("agree", [])


class Runner:
    def __init__(self, mode: str = "fork") -> None:
        self.scratch = Path(tempfile.mkdtemp(prefix="condor-ls-configfuzz-"))
        self.oracle = ConfigOracle(mode, str(self.scratch))
        self.host = Host(self.oracle, self.scratch)
        self._n = 0

    def run(self, case: ConfigCase) -> tuple[str, list[str], dict, dict]:
        self._n += 1
        root = self.scratch / f"c{self._n}"
        root.mkdir()
        try:
            write_case(root, case)
            got = ours(root, case, self.host.info(case.subsystem))
            skip = set(got.get("cyclic", ()))
            knobs = [k for k in case.knobs if k not in skip]
            ref = self.oracle.ask(ConfigRequest(str(root), knobs, case.subsystem, case.env))
        finally:
            shutil.rmtree(root, ignore_errors=True)
        status, details = judge(got, ref)
        return status, details, got, ref

    def close(self) -> None:
        self.oracle.__exit__(None, None, None)
        shutil.rmtree(self.scratch, ignore_errors=True)

    def __enter__(self) -> "Runner":
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


# ---------------------------------------------------------------------------------------------
# minimisation
# ---------------------------------------------------------------------------------------------


def _roots(case: ConfigCase) -> tuple[list[str], tuple]:
    names = list(case.files)
    return names, tuple(case.files[n] for n in names)


def _rebuild(names: list[str], roots: tuple, template: ConfigCase) -> ConfigCase:
    files = {n: (r if r is not None else Node("block", "", [], "", "", variadic=True, expr=False))
             for n, r in zip(names, roots)}
    return ConfigCase(files, template.knobs, template.subsystem, template.env)


def minimise_case(runner: Runner, case: ConfigCase, details: list[str], budget: int = 600) -> tuple[ConfigCase, int]:
    """The smallest set that still diverges on the same knobs (or the same refusal)."""
    knobs = {d.split(":", 1)[0] for d in details if ":" in d}
    refusal = not knobs

    def fails(c: ConfigCase) -> bool:
        status, det, _, _ = runner.run(c)
        if status != "diverge":
            return False
        if refusal:
            return not any(":" in d and not d.startswith(("we refuse", "the library", "ours raised")) for d in det)
        return any(d.split(":", 1)[0] in knobs for d in det)

    names, roots = _roots(case)

    def still_fails(cands) -> int | None:
        for i, c in enumerate(cands):
            if fails(_rebuild(names, c, case)):
                return i
        return None

    small_roots, tests = minimise(roots, still_fails, SHRINK_LEAVES, budget=budget, batch=8)
    small = _rebuild(names, small_roots, case)
    # drop the knobs that do not diverge, then files left empty
    status, det, _, _ = runner.run(small)
    if status == "diverge" and not refusal:
        bad = [k for k in small.knobs if any(d.split(":", 1)[0] == k for d in det)]
        if bad:
            small = ConfigCase(small.files, bad, small.subsystem, small.env)
    small.files = {n: r for n, r in small.files.items() if n == "condor_config" or r.render().strip()}
    return small, tests


SHRINK_LEAVES = (leaf("word", "x"),)


# ---------------------------------------------------------------------------------------------
# runs
# ---------------------------------------------------------------------------------------------


def case_json(case: ConfigCase) -> dict:
    return {"files": case.texts(), "knobs": case.knobs, "subsystem": case.subsystem, "env": case.env}


def run_chunk(runner: Runner, seed: int, start: int, count: int, do_minimise: bool = True) -> dict:
    cpu, wall = time.process_time(), time.monotonic()
    counts: collections.Counter = collections.Counter()
    findings = []
    for i in range(start, start + count):
        case = generate(seed, i)
        status, details, got, ref = runner.run(case)
        if status == "not-comparable":
            counts["n/c:" + details[0].split("(")[0]] += 1
            continue
        if status == "documented":
            counts["documented:library-abort"] += 1
            continue
        if status == "agree":
            counts["agree" if not ref.get("error") else "agree:both-refuse"] += 1
            continue
        counts["diverge"] += 1
        finding = {"index": i, "case": case_json(case), "details": details[:10], "ours": got, "reference": ref}
        if do_minimise:
            small, tests = minimise_case(runner, case, details)
            status2, det2, _, _ = runner.run(small)
            finding["minimised"] = {"case": case_json(small), "tests": tests, "status": status2, "details": det2[:10]}
        findings.append(finding)
    return {"seed": seed, "start": start, "count": count, "counts": dict(counts), "findings": findings,
            "cpu_seconds": round(time.process_time() - cpu, 2), "wall_seconds": round(time.monotonic() - wall, 2)}


def run(seed: int, cases: int, chunk: int, out: Path, *, do_minimise: bool, first: int = 0, mode: str = "fork") -> None:
    with Runner(mode) as runner:
        def report(start: int, result: dict) -> None:
            c = result["counts"]
            print(f"chunk {start}: {c.get('agree', 0) + c.get('agree:both-refuse', 0)} agree, {c.get('diverge', 0)} "
                  f"diverge, {sum(v for k, v in c.items() if k.startswith('n/c'))} n/c, {result['wall_seconds']} s",
                  flush=True)

        chunks.run_chunks(out, first, cases, chunk,
                          lambda start, count: run_chunk(runner, seed, start, count, do_minimise), report)


def summarise(out: Path) -> dict:
    return chunks.summarise(out)


def print_summary(s: dict, show: int = 30) -> None:
    chunks.print_counts(s, "config sets")
    for f in s["findings"][:show]:
        m = f.get("minimised") or {}
        case = m.get("case") or f["case"]
        print(f"== case {f['index']} ({case['subsystem']}): {'; '.join((m.get('details') or f['details'])[:3])[:300]}")
        for name, text in case["files"].items():
            print(f"  --- {name}\n    " + text.replace("\n", "\n    ").rstrip())


def add_regressions(found: Sequence[tuple[dict, str]], directory: Path = REGRESSIONS) -> int:
    """Write each case as ``fuzz_<n>.json`` unless an identical one is there."""
    directory.mkdir(parents=True, exist_ok=True)
    have = set()
    for path in directory.glob("*.json"):
        data = json.loads(path.read_text(encoding="utf-8"))
        have.add(json.dumps({k: data[k] for k in ("files", "knobs", "subsystem", "env")}, sort_keys=True))
    n = len(list(directory.glob("*.json")))
    added = 0
    for case, note in found:
        key = json.dumps(case, sort_keys=True)
        if key in have:
            continue
        have.add(key)
        n += 1
        (directory / f"fuzz_{n:04d}.json").write_text(json.dumps({"note": note, **case}, indent=1, ensure_ascii=False)
                                                    + "\n", encoding="utf-8")
        added += 1
    return added


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--cases", type=int, default=1000)
    ap.add_argument("--first", type=int, default=0)
    ap.add_argument("--chunk", type=int, default=1000)
    ap.add_argument("--out", type=Path)
    ap.add_argument("--mode", choices=("fork", "spawn"), default="fork", help="how the library gets a fresh process")
    ap.add_argument("--no-minimise", action="store_true")
    ap.add_argument("--summary", type=Path, metavar="RUN_DIR")
    ap.add_argument("--regress", type=Path, metavar="RUN_DIR")
    ap.add_argument("--case", type=int, metavar="INDEX", help="print one generated case and both answers")
    args = ap.parse_args(argv)
    if args.summary:
        s = summarise(args.summary)
        print_summary(s)
        return 0 if not s["counts"].get("diverge") else 1
    if args.regress:
        s = summarise(args.regress)
        found = []
        with Runner(args.mode) as runner:
            for f in s["findings"]:
                case = (f.get("minimised") or {}).get("case") or f["case"]
                status, det, _, _ = runner.run(case_from_json(case))
                if status != "agree":
                    print(f"still {status}: case {f['index']}: {det[:2]}")
                    continue
                found.append((case, f"seed {s['seeds'][0]} case {f['index']}: {'; '.join(f['details'][:3])[:300]}"))
        print(f"{add_regressions(found)} cases added to {REGRESSIONS}")
        return 0
    if args.case is not None:
        case = generate(args.seed, args.case)
        with Runner(args.mode) as runner:
            status, det, got, ref = runner.run(case)
        print(json.dumps(case_json(case), indent=1, ensure_ascii=False))
        print(status, *det, sep="\n  ")
        return 0
    out = args.out or Path(f"fuzz/runs/config-{args.seed}")
    run(args.seed, args.cases, args.chunk, out, do_minimise=not args.no_minimise, first=args.first, mode=args.mode)
    print_summary(summarise(out), show=10)
    return 0


def case_from_json(data: dict) -> ConfigCase:
    files = {name: leaf("text", text) for name, text in data["files"].items()}
    return ConfigCase(files, list(data["knobs"]), data.get("subsystem"), dict(data.get("env") or {}))


if __name__ == "__main__":
    sys.exit(main())
