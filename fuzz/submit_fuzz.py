"""Run the differential submit fuzzer: generate submit descriptions, make their job ads with
condor-ls (``--htcondor-version 24.0``: :func:`condor_ls.submit.jobads.build_job_ads`) and with
the HTCondor 24.0 bindings (``htcondor.Submit(text).jobs()``), compare, minimise, keep.

    python -m fuzz.submit_fuzz --seed 1 --cases 20000 --out fuzz/runs/submit-1
    python -m fuzz.submit_fuzz --summary fuzz/runs/submit-1
    python -m fuzz.submit_fuzz --regress fuzz/runs/submit-1   # fixed findings -> case files
    python -m fuzz.submit_fuzz --seed 1 --case 4711           # one case, both answers

The comparison is the one of ``tests/oracle/test_submit_oracle.py`` (the curated and
hypothesis-generated 24.0 tests): every attribute of every proc equal, up to the normalisations
listed in ``tests/oracle/submit24.py`` (version strings, ``JobSubmitMethod``, ``Owner``), or
both sides refuse the file, with the bindings' error message among condor-ls's errors. The
bindings' driver is not condor_submit's in one way the generator cannot avoid: a queue
statement with no items makes one job for the bindings and none for condor_submit (counted as
``documented:driver``). 24.0's ``$CHOICE`` with an index past its list reads past the end of
the list's memory (garbage, a crash, or a chance refusal); condor-ls refuses it
(``documented:library-overrun``). A file that makes the bindings' process die (an ``EXCEPT``, as
condor_submit dies) must be refused by condor-ls; one that makes it crash (a signal) or hang has
no answer (``n/c:crash``, ``n/c:timeout``).
"""
from __future__ import annotations

import argparse
import collections
import json
import os
import re
import signal
import subprocess
import sys
import tempfile
import time
import traceback
from pathlib import Path
from typing import Any, Sequence

from . import _paths, chunks
from .shrink import minimise
from .submit_gen import ENVIRON, FILES, SubmitCase, generate
from .tree import Node, leaf

#: where minimised findings are kept as regression cases (tests/test_fuzz_submit.py runs them)
REGRESSIONS = _paths.REPO / "tests" / "oracle" / "submit_cases"
WORKER = Path(__file__).with_name("submit_worker.py")
#: the submit time both sides are given
QDATE = 1795887213
#: procs compared per case at most
COUNT = 20
#: CPU seconds condor-ls may take on one case before it counts as a hang
OUR_TIMEOUT = 20.0
#: wall-clock seconds the bindings may take on one case (in a forked child)
THEIR_TIMEOUT = 30.0


# ---------------------------------------------------------------------------------------------
# the bindings' side
# ---------------------------------------------------------------------------------------------


class SubmitOracle:
    """The 24.0 bindings behind a fork server (``submit_worker.py``), restarted if it dies."""

    def __init__(self) -> None:
        from oracle.submit24 import oracle_python

        python, why = oracle_python()
        if python is None:
            raise RuntimeError(f"the HTCondor 24.0 bindings are not available: {why}")
        self.python = python
        self._proc: subprocess.Popen | None = None

    def ask(self, case: dict) -> dict:
        for _ in range(2):
            if self._proc is None or self._proc.poll() is not None:
                self._start()
            assert self._proc is not None and self._proc.stdin and self._proc.stdout
            try:
                self._proc.stdin.write(json.dumps(case) + "\n")
                self._proc.stdin.flush()
                line = self._proc.stdout.readline()
            except (BrokenPipeError, OSError):
                line = ""
            if line:
                return json.loads(line)
            self.close()
        return {"ads": [], "error": None, "oracle_died": True}

    def _start(self) -> None:
        env = {k: v for k, v in os.environ.items() if not k.startswith("_CONDOR_")}
        env["CONDOR_CONFIG"] = "/dev/null"
        self._proc = subprocess.Popen([self.python, str(WORKER), str(THEIR_TIMEOUT)], stdin=subprocess.PIPE,
                                      stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True, env=env)
        first = self._proc.stdout.readline() if self._proc.stdout else ""
        if first.strip() != '"ready"':
            self.close()
            raise RuntimeError("the submit oracle (htcondor 24.0 bindings) did not start")

    def close(self) -> None:
        if self._proc is not None:
            try:
                if self._proc.stdin:
                    self._proc.stdin.close()
                self._proc.wait(5)
            except Exception:
                self._proc.kill()
                self._proc.wait()
        self._proc = None


# ---------------------------------------------------------------------------------------------
# our side
# ---------------------------------------------------------------------------------------------


class _Hang(Exception):
    pass


def _alarm(signum, frame):  # pragma: no cover - only on a hang
    raise _Hang()


_CONFIG: dict[tuple, Any] = {}


def ours(case: dict) -> dict:
    """condor-ls's job ads for ``case``, as ``tests/oracle/submit_ours.run_ours`` makes them
    (``printOld()`` spellings, at most ``count`` procs), with its errors; ``exception`` or
    ``hang`` when it fails to answer."""
    from condor_ls.classad.unparse import quote_name, unparse
    from condor_ls.submit.jobads import SubmitOptions, build_job_ads, config_lookup

    env = case["environ"]
    key = (case["cwd"], tuple(sorted(env.items())))
    if key not in _CONFIG:
        _CONFIG[key] = config_lookup(None, version="24.0", environ=env, cwd=case["cwd"])
    use_alarm = hasattr(signal, "setitimer") and hasattr(signal, "SIGPROF")
    if use_alarm:
        old = signal.signal(signal.SIGPROF, _alarm)
        signal.setitimer(signal.ITIMER_PROF, OUR_TIMEOUT)
    try:
        options = SubmitOptions(version="24.0", cluster=case.get("cluster", 1), submit_file="", cwd=case["cwd"],
                                config=_CONFIG[key], environ=env, submit_time=case["qdate"],
                                user=case.get("owner", "nobody"))
        result = build_job_ads(case["text"], None, options)
        ads = []
        limit = case.get("count", 1000)
        for proc in result.procs():
            if len(ads) >= limit:
                break
            ads.append({quote_name(name, old=True): unparse(expr, old=True) for name, expr in proc.ad.items()})
            if proc.failed:
                break
        errors = [p.message for p in result.problems if p.severity == "error"]
        failed = result.failed
        # a statement that iterates over no items: condor_submit makes no job of it, the
        # bindings' driver makes its count of jobs of one empty item
        itemless = any(getattr(q, "foreach", None) is not None and q.foreach.mode.name != "COUNT" and not q.foreach.items
                       for q in result.queues)
        return {"ads": ads if not failed else [], "error": (errors[0] if errors else "failed") if failed else None,
                "errors": errors, "itemless": itemless}
    except _Hang:
        return {"ads": [], "error": None, "hang": f"no answer in {OUR_TIMEOUT} CPU seconds"}
    except Exception as exc:
        return {"ads": [], "error": None, "exception": f"{type(exc).__name__}: {exc}",
                "traceback": traceback.format_exc(limit=8)}
    finally:
        if use_alarm:
            signal.setitimer(signal.ITIMER_PROF, 0)
            signal.signal(signal.SIGPROF, old)


# ---------------------------------------------------------------------------------------------
# the comparison
# ---------------------------------------------------------------------------------------------


def _flat(message: str | None) -> str:
    return " ".join((message or "").split())


def bindings_message(error: str) -> str:
    """The bindings' message without the exception's class name or condor_submit's ``ERROR:``
    (as ``tests/oracle/test_submit_oracle.py`` compares it); empty when there is none worth
    comparing."""
    text = re.sub(r"^\w+: ", "", error)
    text = re.sub(r"^(?:\s*ERROR\s*:\s*)+", "", text)
    return "" if text.strip() in ("", "Failed to get next job") else _flat(text)


def judge(theirs: dict, got: dict) -> tuple[str, list[str]]:
    """(agree | agree:both-refuse | documented:driver | not-comparable | diverge, details)."""
    from oracle.submit24 import normalised

    if "exception" in got:
        return "diverge", [f"ours raised {got['exception']}"]
    if "hang" in got:
        return "diverge", [f"ours hangs: {got['hang']}"]
    if theirs.get("oracle_died"):
        return "not-comparable", ["oracle-died"]
    if any("$CHOICE(): index" in e and "out of range" in e for e in got.get("errors", ())):
        # 24.0's $CHOICE walks past the end of its list before it checks the index (config.cpp,
        # SPECIAL_MACRO_ID_CHOICE): it reads whatever memory follows, so its answer is garbage
        # text, a crash or a refusal by chance; condor-ls refuses, as 25 does
        return "documented:library-overrun", []
    if theirs.get("timeout"):
        return "not-comparable", ["timeout"]
    if got["error"] is not None and got["error"].endswith("-- no jobs queued"):
        return "documented:driver", []  # the bindings make a job of a file with no queue statement
    if got["error"] is None and not got["ads"] and (len(theirs["ads"]) <= 1 or got.get("itemless")):
        return "documented:driver", []  # and its count of jobs for a queue statement with no items
    if theirs.get("crash"):
        if not theirs.get("how", "").startswith("exit"):
            return "not-comparable", [f"crash ({theirs.get('how')})"]
        # an EXCEPT: the process exits, as condor_submit does; condor-ls must refuse the file
        if got["error"] is None:
            tail = " ".join(theirs.get("stderr", "").split())[-200:]
            return "diverge", [f"refuse: the bindings stop on it ({tail}); condor-ls makes ads"]
        named = re.search(r'ERROR "(\$[A-Z_]+\(\))', theirs.get("stderr", ""))
        if named and named.group(1) not in got["error"]:
            return "diverge", [f"error: the bindings stop in {named.group(1)}; condor-ls says {got['error']!r}"]
        return "agree:both-refuse", []
    if theirs["error"] is not None:
        if got["error"] is None:
            return "diverge", [f"refuse: the bindings refuse it ({theirs['error'][:300]}), condor-ls does not"]
        expected = bindings_message(theirs["error"])
        mine = [_flat(m) for m in got.get("errors", ())]
        if expected and expected not in mine:
            return "diverge", [f"error: {expected!r} / {mine[:3]!r}"]
        return "agree:both-refuse", []
    if got["error"] is not None:
        return "diverge", [f"refuse: condor-ls refuses it ({got['error'][:300]}), the bindings do not"]
    if len(theirs["ads"]) != len(got["ads"]):
        if not got["ads"] and len(theirs["ads"]) == 1:
            return "documented:driver", []
        return "diverge", [f"count: {len(theirs['ads'])} ads against {len(got['ads'])}"]
    details = []
    for index, (a, b) in enumerate(zip(theirs["ads"], got["ads"])):
        want, have = normalised(a), normalised(b)
        for k in sorted(set(want) | set(have)):
            if want.get(k) != have.get(k):
                details.append(f"proc {index} {k}: {have.get(k)!r} != bindings {want.get(k)!r}")
        if details:
            break
    return ("diverge", details) if details else ("agree", [])


def signature(details: list[str]) -> set[str]:
    """What a divergence is about (the attributes, or the kind of refusal), for minimising."""
    out = set()
    for d in details:
        m = re.match(r"proc \d+ (\S+):", d)
        out.add(m.group(1) if m else d.split(":", 1)[0])
    return out


class Runner:
    def __init__(self) -> None:
        from oracle.submit_ours import materialise, oracle_environ

        self.scratch = Path(tempfile.mkdtemp(prefix="condor-ls-submitfuzz-"))
        self.cwd = materialise(str(self.scratch / "cwd"), {"files": FILES})
        self.environ = oracle_environ(ENVIRON)
        self.oracle = SubmitOracle()

    def request(self, text: str) -> dict:
        return {"text": text, "cwd": self.cwd, "qdate": QDATE, "environ": self.environ, "owner": "nobody",
                "count": COUNT}

    def run(self, text: str) -> tuple[str, list[str], dict, dict]:
        req = self.request(text)
        got = ours(req)
        theirs = self.oracle.ask(req)
        status, details = judge(theirs, got)
        return status, details, got, theirs

    def close(self) -> None:
        import shutil

        self.oracle.close()
        shutil.rmtree(self.scratch, ignore_errors=True)

    def __enter__(self) -> "Runner":
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


# ---------------------------------------------------------------------------------------------
# minimisation
# ---------------------------------------------------------------------------------------------

SHRINK_LEAVES = (leaf("lit", "x"), leaf("lit", "1"), leaf("lit", ""))


def minimise_case(runner: Runner, case: SubmitCase, details: list[str], budget: int = 400) -> tuple[SubmitCase, int]:
    want = signature(details)

    def still_fails(cands) -> int | None:
        for i, (root,) in enumerate(cands):
            status, det, _, _ = runner.run(root.render())
            if status == "diverge" and signature(det) & want:
                return i
        return None

    (small,), tests = minimise((case.text,), still_fails, SHRINK_LEAVES, budget=budget, batch=8)
    return SubmitCase(small), tests


# ---------------------------------------------------------------------------------------------
# runs
# ---------------------------------------------------------------------------------------------


def _brief(side: dict) -> dict:
    """What a finding keeps of one side's answer (the first ad in full)."""
    out = {k: v for k, v in side.items() if k not in ("ads",)}
    out["ads"] = side.get("ads", [])[:1]
    out["count"] = len(side.get("ads", []))
    return out


def run_chunk(runner: Runner, seed: int, start: int, count: int, do_minimise: bool = True) -> dict:
    cpu, wall = time.process_time(), time.monotonic()
    counts: collections.Counter = collections.Counter()
    findings = []
    for i in range(start, start + count):
        case = generate(seed, i)
        text = case.render()
        status, details, got, theirs = runner.run(text)
        if status == "not-comparable":
            counts["n/c:" + details[0].split(" (")[0]] += 1
            continue
        if status != "diverge":
            counts[status] += 1
            continue
        counts["diverge"] += 1
        finding = {"index": i, "text": text, "details": details[:10], "ours": _brief(got), "reference": _brief(theirs)}
        if do_minimise:
            small, tests = minimise_case(runner, case, details)
            status2, det2, _, _ = runner.run(small.render())
            finding["minimised"] = {"text": small.render(), "tests": tests, "status": status2, "details": det2[:10]}
        findings.append(finding)
    return {"seed": seed, "start": start, "count": count, "counts": dict(counts), "findings": findings,
            "cpu_seconds": round(time.process_time() - cpu, 2), "wall_seconds": round(time.monotonic() - wall, 2)}


def run(seed: int, cases: int, chunk: int, out: Path, *, do_minimise: bool, first: int = 0) -> None:
    with Runner() as runner:
        def report(start: int, result: dict) -> None:
            c = result["counts"]
            agree = sum(v for k, v in c.items() if k.startswith(("agree", "documented")))
            print(f"chunk {start}: {agree} agree, {c.get('diverge', 0)} diverge, "
                  f"{sum(v for k, v in c.items() if k.startswith('n/c'))} n/c, {result['wall_seconds']} s", flush=True)

        chunks.run_chunks(out, first, cases, chunk,
                          lambda start, count: run_chunk(runner, seed, start, count, do_minimise), report)


def print_summary(s: dict, show: int = 30) -> None:
    chunks.print_counts(s, "submit files")
    for f in s["findings"][:show]:
        m = f.get("minimised") or {}
        print(f"== case {f['index']}: {'; '.join((m.get('details') or f['details'])[:3])[:400]}")
        print("    " + (m.get("text") or f["text"]).replace("\n", "\n    ").rstrip())


def add_regressions(found: Sequence[tuple[str, str]], directory: Path = REGRESSIONS) -> int:
    """Write each text as ``fuzz_<n>.json`` unless an identical one is there."""
    directory.mkdir(parents=True, exist_ok=True)
    have = {json.loads(p.read_text(encoding="utf-8"))["text"] for p in directory.glob("*.json")}
    n = len(list(directory.glob("*.json")))
    added = 0
    for text, note in found:
        if text in have:
            continue
        have.add(text)
        n += 1
        (directory / f"fuzz_{n:04d}.json").write_text(json.dumps({"note": note, "text": text}, indent=1,
                                                                 ensure_ascii=False) + "\n", encoding="utf-8")
        added += 1
    return added


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--cases", type=int, default=1000)
    ap.add_argument("--first", type=int, default=0)
    ap.add_argument("--chunk", type=int, default=1000)
    ap.add_argument("--out", type=Path)
    ap.add_argument("--no-minimise", action="store_true")
    ap.add_argument("--summary", type=Path, metavar="RUN_DIR")
    ap.add_argument("--regress", type=Path, metavar="RUN_DIR")
    ap.add_argument("--case", type=int, metavar="INDEX", help="print one generated case and both answers")
    args = ap.parse_args(argv)
    if args.summary:
        s = chunks.summarise(args.summary)
        print_summary(s)
        return 0 if not s["counts"].get("diverge") else 1
    if args.regress:
        s = chunks.summarise(args.regress)
        found = []
        with Runner() as runner:
            for f in s["findings"]:
                text = (f.get("minimised") or {}).get("text") or f["text"]
                status, det, _, _ = runner.run(text)
                if status not in ("agree", "agree:both-refuse"):
                    print(f"still {status}: case {f['index']}: {det[:2]}")
                    continue
                found.append((text, f"seed {s['seeds'][0]} case {f['index']}: {'; '.join(f['details'][:3])[:300]}"))
        print(f"{add_regressions(found)} cases added to {REGRESSIONS}")
        return 0
    if args.case is not None:
        text = generate(args.seed, args.case).render()
        with Runner() as runner:
            status, det, got, theirs = runner.run(text)
        print(text)
        print(status, *det, sep="\n  ")
        if status == "diverge":
            print(json.dumps({"ours": _brief(got), "bindings": _brief(theirs)}, indent=1, ensure_ascii=False)[:6000])
        return 0
    out = args.out or Path(f"fuzz/runs/submit-{args.seed}")
    run(args.seed, args.cases, args.chunk, out, do_minimise=not args.no_minimise, first=args.first)
    print_summary(chunks.summarise(out), show=10)
    return 0


if __name__ == "__main__":
    sys.exit(main())
