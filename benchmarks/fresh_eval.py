"""Fresh ClassAd expressions parsed and evaluated: condor-ls against classad2, side by side.

Two parts, each timed in CPU time (``time.process_time``) with the two sides interleaved block
by block, so that a change in the machine's speed hits both alike; the load average is printed.

**fresh**: a fixed, seeded corpus of random differential cases (expression, MY ad, TARGET ad)
drawn from the oracle's strategies (``tests/oracle/strategies.py``, as the differential fuzzing
draws them) plus the curated oracle cases (``tests/oracle/cases/``). condor-ls runs what
``condor-ls eval --batch`` runs for a line (``cli.eval.evaluate_request``: parse both ads and
the expression, evaluate, turn the value into the batch JSON form) and ``json.dumps`` of the
result; classad2 (after ``import htcondor2``) parses the ads (old or new syntax) and the
expression, evaluates, converts the value the bindings hand back into the same JSON form
(a list element or record attribute the bindings return unevaluated is evaluated, as a caller
must) and dumps it. Cases the library crashes or hangs on are found first, in a child process,
and left out of both sides; so are the few whose value contains itself (the two conversions
stop those differently) and those on which condor-ls runs out of its work budget (each takes
seconds on both sides and measures the budget, not parsing and evaluation; they are counted
and timed apart). Each timed round starts with no compiled form
shared from an earlier pass (a text met again within the round still shares one).

**policy**: every ClassAd-valued policy knob (startd, negotiator, schedd and defrag policy, and
the schedd's periodic expressions) of HTCondor's default configuration and of each ``use
POLICY:*`` template and the configs in ``condor_examples``, fully expanded by ``condor-ls
config-val``, evaluated against generated ~150-attribute slot ads and ~100-attribute job ads.
Startd-side knobs are evaluated with the slot as MY (the policy knobs inserted into it, as the
startd has them) and the job as TARGET; the schedd's with the job as MY. *cold* is the first
evaluation of each knob on freshly parsed ads (parsing timed apart; a long-running process's
compiled-expression caches as they are), *warm* the evaluations after it on the same ads.
Parsing the ads is timed apart (condor-ls ``parse_ad`` against classad2's ``ClassAd()``), so
that work moved from the first evaluation into reading an ad shows there.

Each expression is first evaluated once on an ad pair of its own (parsed for it, before the
timed ads), on both sides, and that first evaluation in the process is timed apart too: as
in a long-running process, the timed ads are fresh but the process has met the expression
before. That evaluation holds costs paid once per process and expression text, not per ad:
condor-ls compiles the expression there (one compiled form shared by every ad carrying the
same text) and both sides run code paths for the first time. Charged to the cold figure, such
a cost is divided by ``--ads`` (a tenth of classad2's cold cost for the cheapest knob at 200
ads, a hundredth at 2,000), so that figure would measure the sample size rather than a fresh
ad's evaluation; it is printed on its own line instead.

    python benchmarks/fresh_eval.py [--part fresh|policy|both] [--cases 3000] [--seed 1]
                                    [--rounds 3] [--ads 200] [--breakdown]
"""
from __future__ import annotations

import argparse
import contextlib
import datetime
import gc
import io
import json
import math
import os
import statistics
import subprocess
import sys
import tempfile
import time
import zlib
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
sys.path.insert(0, str(ROOT / "tests"))
sys.path.insert(0, str(HERE))

# -- the fresh corpus ----------------------------------------------------------------------------------------


def generated_cases(count: int, seed: int) -> list[tuple[str, str | None, str | None]]:
    """``count`` cases drawn from the oracle's strategies, the same ones for the same seed
    (kept in a file under the temporary directory: drawing them takes half a minute)."""
    import hypothesis
    from hypothesis import HealthCheck, Phase, given, settings
    from hypothesis import seed as hseed
    from oracle.strategies import all_cases

    strategies = (ROOT / "tests" / "oracle" / "strategies.py").read_bytes()
    stamp = f"{count}-{seed}-{hypothesis.__version__}-{zlib.crc32(strategies):08x}"
    cached = Path(tempfile.gettempdir()) / f"condor-ls-fresh-eval-{stamp}.json"
    if cached.is_file():
        return [tuple(c) for c in json.loads(cached.read_text())]  # type: ignore[misc]
    out: list[tuple[str, str | None, str | None]] = []

    @hseed(seed)
    @settings(max_examples=count, database=None, phases=[Phase.generate], deadline=None,
              suppress_health_check=list(HealthCheck))
    @given(all_cases())
    def collect(case: tuple[str, str | None, str | None]) -> None:
        out.append(case)

    collect()
    cached.write_text(json.dumps(out))
    return out


def curated_cases() -> list[tuple[str, str | None, str | None]]:
    """The oracle's curated cases (those without any ad at all have no ``eval --batch`` form)."""
    from oracle.cases import batch_triples

    return batch_triples()


# -- the classad2 side ---------------------------------------------------------------------------------------


def _library():
    import htcondor2  # noqa: F401  (registers HTCondor's own functions; must come first)
    import classad2

    return classad2


def library_side():
    """``one(expr, my, target) -> JSON`` for classad2: parse, evaluate, convert."""
    classad2 = _library()
    from classad2._class_ad import _classad_parse_next

    ClassAd, ExprTree, Value = classad2.ClassAd, classad2.ExprTree, classad2.Value
    old = int(classad2.ParserType.Old)
    undefined, error = Value.Undefined, Value.Error

    def real(r: float) -> float | str:
        if math.isnan(r):
            return "nan"
        if math.isinf(r):
            return "inf" if r > 0 else "-inf"
        return r

    def convert(v, depth: int) -> dict:
        if v is undefined:
            return {"type": "undefined"}
        if v is error:
            return {"type": "error"}
        t = type(v)
        if t is bool:
            return {"type": "boolean", "value": v}
        if t is int:
            return {"type": "integer", "value": v}
        if t is float:
            return {"type": "real", "value": real(v)}
        if t is str:
            return {"type": "string", "value": v}
        if depth >= 32:
            return {"type": "error", "message": "value nested too deeply"}
        if t is list:
            return {"type": "list", "value": [convert(x.eval() if type(x) is ExprTree else x, depth + 1) for x in v]}
        if t is ClassAd:
            return {"type": "classad", "value": {k.lower(): convert(v.eval(k), depth + 1) for k in v.keys()}}
        if t is datetime.datetime:
            return {"type": "abstime", "value": int(v.timestamp()), "offset": 0}
        return {"type": "error", "message": f"unknown value {t.__name__}"}

    def ad(text: str):
        if text.lstrip().startswith("["):
            return ClassAd(text)
        parsed, _ = _classad_parse_next(text, old, 0)
        if parsed is None:
            raise ValueError("ad does not parse")
        return parsed

    def one(expr: str, my: str | None, target: str | None) -> dict:
        try:
            my_ad = ad(my) if my is not None else ClassAd()
            target_ad = ad(target) if target is not None else None
            tree = ExprTree(expr)
        except Exception as exc:
            return {"type": "parse-error", "message": str(exc)}
        try:
            value = tree.eval(my_ad, target_ad) if target_ad is not None else tree.eval(my_ad)
        except Exception:
            return {"type": "error"}
        try:
            return convert(value, 0)
        except RecursionError:
            return {"type": "error", "message": "value nested too deeply"}

    return one


def ours_side():
    """``one(expr, my, target) -> JSON`` for condor-ls: the in-process path of ``eval --batch``."""
    from condor_ls.cli.eval import evaluate_request

    return evaluate_request


def forget_compiled() -> None:
    """Drop the evaluator's tables of compiled forms shared between identical expressions."""
    from condor_ls.classad import evaluator

    for table in (evaluator._SHARED_FAST, evaluator._SHARED_CHECKED, evaluator._CHECKED, evaluator._TRACED):
        table.clear()


def ours_encode():
    """How ``eval --batch`` writes a result (the library side uses ``json.dumps``)."""
    from condor_ls.cli.eval import encode_result

    return encode_result


def _screen_child(path: str, start: int) -> None:
    """Run the library side over the corpus from ``start``, announcing each case before it runs."""
    cases = json.loads(Path(path).read_text())
    one = library_side()
    out = sys.stdout
    for i in range(start, len(cases)):
        out.write(f"{i}\n")
        out.flush()
        one(*cases[i])
    out.write("done\n")
    out.flush()


def library_failures(cases: list, timeout: float = 120.0) -> set[int]:
    """Indices of cases on which the library crashes or hangs (found in child processes). The
    verdict on each case is kept under the temporary directory for the library version, keyed
    by the case's text, so that a corpus that gains a few cases screens only those (a full
    screen takes many minutes: each hang costs the timeout)."""
    import hashlib
    from importlib.metadata import version

    cached = Path(tempfile.gettempdir()) / f"condor-ls-fresh-eval-screened-{version('htcondor')}.json"
    known: dict[str, bool] = {}
    if cached.is_file():
        with contextlib.suppress(ValueError, OSError):
            known = json.loads(cached.read_text())
    keys = [hashlib.blake2b(json.dumps(case).encode(), digest_size=12).hexdigest() for case in cases]
    unknown = [i for i, key in enumerate(keys) if key not in known]
    if unknown:
        bad = _screen([cases[i] for i in unknown], timeout)
        for j, i in enumerate(unknown):
            known[keys[i]] = j in bad
        cached.write_text(json.dumps(known))
    return {i for i, key in enumerate(keys) if known[key]}


def _screen(cases: list, timeout: float) -> set[int]:
    bad: set[int] = set()
    with tempfile.NamedTemporaryFile("w", suffix=".json", delete=False) as handle:
        json.dump(cases, handle)
    try:
        start = 0
        while start < len(cases):
            command = [sys.executable, __file__, "--screen", handle.name, "--screen-start", str(start)]
            try:
                done = subprocess.run(command, capture_output=True, text=True, timeout=timeout)
                lines = done.stdout.split()
            except subprocess.TimeoutExpired as exc:
                output = exc.stdout or ""
                lines = (output.decode() if isinstance(output, bytes) else output).split()
            if lines and lines[-1] == "done":
                break
            if not lines:
                raise RuntimeError("the screening child died before its first case")
            last = int(lines[-1])
            bad.add(last)
            start = last + 1
    finally:
        os.unlink(handle.name)
    return bad


def _contains_cycle(j: object) -> bool:
    if isinstance(j, dict):
        if j.get("type") == "error" and j.get("message") in ("value contains itself", "value nested too deeply"):
            return True
        value = j.get("value")
        if isinstance(value, list):
            return any(_contains_cycle(x) for x in value)
        if isinstance(value, dict):
            return any(_contains_cycle(x) for x in value.values())
    return False


def _load() -> str:
    try:
        return " ".join(f"{x:.2f}" for x in os.getloadavg())
    except OSError:
        return "?"


@contextlib.contextmanager
def _work_limit_counter():
    """Count, while the block runs, the evaluations that run out of condor-ls's work budget
    (``EvalLimitError("... work limit ...")``): a case that does measures that budget (about a
    second of work, an error either way), not the speed of parsing and evaluating, and a few
    such cases would outweigh thousands of others, so they are timed apart."""
    from condor_ls.classad import evaluator

    hits = [0]
    original = evaluator.EvalLimitError.__init__

    def counting(self, reason: str) -> None:
        if "work limit" in reason:
            hits[0] += 1
        original(self, reason)

    evaluator.EvalLimitError.__init__ = counting  # type: ignore[method-assign]
    try:
        yield hits
    finally:
        evaluator.EvalLimitError.__init__ = original  # type: ignore[method-assign]


def _time_apart(cases: list, ours, lib) -> None:
    """CPU time of each side on the cases left out for running out of work budget, once."""
    clock = time.process_time
    for expr, my, target in cases:
        t0 = clock()
        ours(expr, my, target)
        line = f"  out of work budget: {expr[:50]!r}: condor-ls {clock() - t0:.2f} s"
        if lib is not None:
            t0 = clock()
            lib(expr, my, target)
            line += f", classad2 {clock() - t0:.2f} s"
        print(line)


def run_fresh(args: argparse.Namespace) -> None:
    started = time.perf_counter()
    generated = generated_cases(args.cases, args.seed)
    curated = curated_cases()
    cases = generated + curated
    print(f"corpus: {len(generated)} generated cases (seed {args.seed}) + {len(curated)} curated, "
          f"{sum(len(c[0]) + len(c[1] or '') + len(c[2] or '') for c in cases) / len(cases):.0f} characters "
          f"per case (expression and ads), built in {time.perf_counter() - started:.1f} s")
    ours = ours_side()
    have_library = not args.no_classad2
    crashes: set[int] = set()
    if have_library:
        crashes = library_failures(cases)
    cycles = set()
    exhausted = set()
    with _work_limit_counter() as hits:
        for i, case in enumerate(cases):
            if i in crashes:
                continue
            before = hits[0]
            if _contains_cycle(ours(*case)):
                cycles.add(i)
            elif hits[0] != before:
                exhausted.add(i)
    kept = [c for i, c in enumerate(cases) if i not in crashes and i not in cycles and i not in exhausted]
    print(f"left out: {len(crashes)} cases the library crashes or hangs on, {len(cycles)} whose value "
          f"contains itself, {len(exhausted)} on which condor-ls runs out of its work budget; timing {len(kept)} cases")
    if exhausted:
        _time_apart([cases[i] for i in sorted(exhausted)], ours, library_side() if have_library else None)
    lib = library_side() if have_library else None
    if lib is not None:
        agree = sum(ours(*c)["type"] == lib(*c)["type"] for c in kept)
        print(f"sanity: the two sides give the same type of result for {agree} of {len(kept)}")
    if not args.default_gc:
        # as `condor-ls eval --batch` sets up its process (evaluation makes no cyclic garbage:
        # the automatic collector is off, a full collection runs every 100,000 lines)
        from condor_ls.cli.eval import settle_batch_process

        settle_batch_process()
    dumps = json.dumps
    encode = ours_encode()
    block = 200
    ratios = []
    for rnd in range(args.rounds):
        # every round starts with no compiled form shared from an earlier one (a text seen again
        # within a round still shares one, as in any long batch)
        forget_compiled()
        t_ours = t_lib = 0.0
        for lo in range(0, len(kept), block):
            chunk = kept[lo:lo + block]
            sides = [("ours", ours, encode), ("lib", lib, dumps)] if lib is not None else [("ours", ours, encode)]
            if lo // block % 2:
                sides.reverse()
            for name, fn, write in sides:
                t0 = time.process_time()
                for case in chunk:
                    write(fn(*case))
                spent = time.process_time() - t0
                if name == "ours":
                    t_ours += spent
                else:
                    t_lib += spent
        n = len(kept)
        line = f"round {rnd + 1}: condor-ls {n / t_ours:8.0f} cases/s ({t_ours / n * 1e6:6.1f} us)"
        if lib is not None:
            ratios.append(t_ours / t_lib)
            line += f"   classad2 {n / t_lib:8.0f} cases/s ({t_lib / n * 1e6:6.1f} us)   ratio {t_ours / t_lib:5.2f}x"
        print(line + f"   load {_load()}")
    if ratios:
        print(f"fresh cases, condor-ls / classad2: median {statistics.median(ratios):.2f}x "
              f"(best {min(ratios):.2f}x, worst {max(ratios):.2f}x)")
    if args.breakdown:
        breakdown(kept)
    gc.enable()  # the policy part sets up its process as the language server does


def breakdown(cases: list) -> None:
    """Where condor-ls spends a case: parsing the ads, the expression, evaluating, converting."""
    from condor_ls.classad.ad import ClassAd
    from condor_ls.classad.evaluator import new_state, run
    from condor_ls.classad.jsonvalue import to_json
    from condor_ls.classad.parser import parse_ad, parse_expr

    encode = ours_encode()
    clock = time.process_time
    spent = {"parse ads": 0.0, "parse expression": 0.0, "evaluate": 0.0, "to JSON + dumps": 0.0}
    for expr, my, target in cases:
        t0 = clock()
        try:
            my_ad = parse_ad(my) if my is not None else ClassAd()
            target_ad = parse_ad(target) if target is not None else None
        except Exception:
            continue
        t1 = clock()
        try:
            tree = parse_expr(expr)
        except Exception:
            continue
        t2 = clock()
        st = new_state(my_ad, target_ad)
        value = run(st, tree)
        t3 = clock()
        encode(to_json(value, st))
        t4 = clock()
        for key, dt in zip(spent, (t1 - t0, t2 - t1, t3 - t2, t4 - t3)):
            spent[key] += dt
    n = len(cases)
    print("condor-ls per case: " + ", ".join(f"{k} {v / n * 1e6:.1f} us" for k, v in spent.items()))


# -- the policy part -----------------------------------------------------------------------------------------

#: knob groups whose ClassAd-valued knobs are policy expressions, and who evaluates them
_STARTD_GROUPS = {"startd", "negotiator", "defrag"}
_SCHEDD_GROUPS = {"schedd", "sched"}
#: schedd knobs evaluated with the schedd's own ad as MY and the job as TARGET (schedd.cpp,
#: where a local or scheduler universe job is started); the other schedd knobs read the job
#: ad alone (periodic expressions, the transfer queue's user)
_SCHEDD_AD_KNOBS = {"START_LOCAL_UNIVERSE", "START_SCHEDULER_UNIVERSE", "START_VANILLA_UNIVERSE"}

#: the policy templates as a config would use them (the ones that take an argument get one)
TEMPLATES = [
    "use POLICY : Desktop", "use POLICY : Desktop_Idle", "use POLICY : Desktop_Idle(8, 17, 1, 5)",
    "use POLICY : Desktop_Hours", "use POLICY : UWCS_Desktop", "use POLICY : Always_Run_Jobs",
    "use POLICY : Limit_Job_Runtimes", "use POLICY : Preempt_If_Runtime_Exceeds",
    "use POLICY : Hold_If_Runtime_Exceeds", "use POLICY : Preempt_If_Cpus_Exceeded",
    "use POLICY : Hold_If_Cpus_Exceeded", "use POLICY : Preempt_If_Disk_Exceeded",
    "use POLICY : Hold_If_Disk_Exceeded", "use POLICY : Preempt_If_Memory_Exceeded",
    "use POLICY : Hold_If_Memory_Exceeded",
    "use POLICY : Desktop\nuse POLICY : Hold_If_Memory_Exceeded\nuse POLICY : Preempt_If_Runtime_Exceeds",
    "use ROLE : Execute\nuse FEATURE : PartitionableSlot",
]

#: configs shipped in condor_examples, read as the root config
EXAMPLE_CONFIGS = ["condor_config.generic", "condor_config.annotated", "condor_config.boinc",
                   "00-htcondor-9.0.config", "00-execution-point", "00-minicondor",
                   "condor_config.local.dedicated.resource", "condor_config.power"]


def policy_knobs() -> dict[str, str]:
    """Knob name -> 'startd' or 'schedd' for every ClassAd-valued policy knob in the schema."""
    from importlib import resources

    table = json.loads(resources.files("condor_ls.schemas").joinpath("knobs.json").read_text())
    out: dict[str, str] = {}
    for knob in table["knobs"]:
        if knob.get("type") != "classad" or "xxx" in knob["name"]:
            continue
        group = knob.get("group") or ""
        if knob["name"] in _SCHEDD_AD_KNOBS:
            out[knob["name"]] = "scheduler"
        elif group in _STARTD_GROUPS:
            out[knob["name"]] = "startd"
        elif group in _SCHEDD_GROUPS or knob["name"].startswith("SYSTEM_PERIODIC_"):
            out[knob["name"]] = "schedd"
    for name in ("PERIODIC_HOLD", "PERIODIC_RELEASE", "PERIODIC_REMOVE"):
        out.setdefault(name, "schedd")
    return out


def expanded_policies(htcondor_src: Path) -> tuple[list[tuple[str, str, str, str]], dict]:
    """(scenario, knob, side, expression) for every distinct policy expression, and every
    scenario's policy knobs by side (``{(scenario, side): {knob: expression}}``)."""
    from condor_ls.cli.main import main as condor_ls

    knobs = policy_knobs()
    scenarios: list[tuple[str, str]] = [("defaults", "")]
    scenarios += [(t.replace("\n", "; "), t + "\n") for t in TEMPLATES]
    examples = htcondor_src / "src" / "condor_examples"
    for name in EXAMPLE_CONFIGS:
        if (examples / name).is_file():
            scenarios.append((name, (examples / name).read_text(errors="replace")))
    seen: set[tuple[str, str]] = set()
    out = []
    every: dict[tuple[str, str], dict[str, str]] = {}
    with tempfile.TemporaryDirectory() as tmp:
        for label, text in scenarios:
            path = Path(tmp) / "condor_config"
            path.write_text(text)
            for subsystem, side in (("STARTD", "startd"), ("SCHEDD", "schedd"), ("SCHEDD", "scheduler")):
                names = sorted(k for k, s in knobs.items() if s == side)
                buffer = io.StringIO()
                with contextlib.redirect_stdout(buffer), contextlib.redirect_stderr(io.StringIO()):
                    condor_ls(["config-val", "--config", str(path), "--subsystem", subsystem, "--seed", "1",
                               "--format", "json", *names])
                values = json.loads(buffer.getvalue())
                for knob, value in values.items():
                    if not isinstance(value, str) or not value.strip() or value.startswith("<"):
                        continue
                    every.setdefault((label, side), {})[knob] = value
                    if (knob, value) in seen:
                        continue
                    seen.add((knob, value))
                    out.append((label, knob, side, value))
    return out, every


JOB_USERS = ["alice", "bob", "carol", "dave", "erin"]


def job_ad(rng, index: int, now: int) -> dict[str, str]:
    """A running job's ad as ``condor_q -l`` prints it (about 100 attributes)."""
    user = rng.choice(JOB_USERS)
    cluster, proc = 4000 + index // 10, index % 10
    qdate = now - rng.randrange(3600, 5 * 86400)
    start = qdate + rng.randrange(60, 3600)
    cpus, memory, disk = rng.choice([(1, 2048, 1_000_000), (2, 4096, 4_000_000), (4, 8192, 10_000_000),
                                     (8, 32768, 20_000_000)])
    universe = rng.choice(["5", "5", "5", "7", "13"])
    attrs = {
        "MyType": '"Job"', "TargetType": '"Machine"', "ClusterId": str(cluster), "ProcId": str(proc),
        "GlobalJobId": f'"submit1.example.org#{cluster}.{proc}#{qdate}"', "Owner": f'"{user}"',
        "User": f'"{user}@example.org"', "AcctGroup": f'"{rng.choice(["physics", "bio", "chem"])}"',
        "AccountingGroup": f'"group_physics.{user}"', "AcctGroupUser": f'"{user}"', "NiceUser": "false",
        "JobUniverse": universe, "JobStatus": "2", "JobState": '"Running"', "JobPrio": str(rng.randrange(-5, 5)),
        "QDate": str(qdate), "EnteredCurrentStatus": str(start), "JobStartDate": str(start),
        "JobCurrentStartDate": str(start), "JobCurrentStartExecutingDate": str(start + 2),
        "JobLastStartDate": str(start), "ShadowBday": str(start), "LastMatchTime": str(start - 1),
        "NumJobMatches": "1", "NumJobStarts": str(rng.randrange(1, 3)), "NumShadowStarts": "1",
        "NumRestarts": "0", "NumSystemHolds": "0", "NumCkpts": "0", "CommittedTime": "0",
        "CommittedSlotTime": "0", "CumulativeSlotTime": "0", "CumulativeSuspensionTime": "0",
        "CommittedSuspensionTime": "0", "RemoteWallClockTime": "0.0", "RemoteUserCpu": f"{rng.uniform(0, 9000):.1f}",
        "RemoteSysCpu": f"{rng.uniform(0, 90):.1f}", "CumulativeRemoteUserCpu": "0.0",
        "CumulativeRemoteSysCpu": "0.0", "TotalSuspensions": "0", "LastSuspensionTime": "0",
        "RequestCpus": str(cpus), "RequestMemory": str(memory), "RequestDisk": str(disk),
        "RequestGPUs": "undefined" if index % 5 else "1",
        "CpusProvisioned": str(cpus), "MemoryProvisioned": str(memory), "DiskProvisioned": str(disk * 2),
        "ResidentSetSize": str(rng.randrange(1000, memory * 1200)),
        "ResidentSetSize_RAW": str(rng.randrange(1000, memory * 1200)),
        "ImageSize": str(rng.randrange(1000, 4_000_000)), "ImageSize_RAW": str(rng.randrange(1000, 4_000_000)),
        "MemoryUsage": "((ResidentSetSize + 1023) / 1024)", "DiskUsage": str(rng.randrange(100, disk * 2)),
        "DiskUsage_RAW": str(rng.randrange(100, disk * 2)), "ExecutableSize": "25",
        "ExecutableSize_RAW": "25", "CpusUsage": f"{rng.uniform(0, cpus * 1.5):.3f}",
        "Cmd": f'"/home/{user}/analysis/run.sh"', "Iwd": f'"/home/{user}/analysis"',
        "Arguments": f'"--input data_{index}.root --events 10000"', "Environment": '"OMP_NUM_THREADS=1"',
        "In": '"/dev/null"', "Out": f'"out.{cluster}.{proc}"', "Err": f'"err.{cluster}.{proc}"',
        "UserLog": f'"/home/{user}/analysis/job.log"', "TransferInput": '"data.tar.gz,run.sh"',
        "TransferIn": "false", "ShouldTransferFiles": '"YES"', "WhenToTransferOutput": '"ON_EXIT"',
        "TransferInputSizeMB": str(rng.randrange(0, 5000)), "StreamOut": "false", "StreamErr": "false",
        "BufferSize": "524288", "BufferBlockSize": "32768", "CoreSize": "0", "KillSig": '"SIGTERM"',
        "Rank": "0.0", "MaxHosts": "1", "MinHosts": "1", "CurrentHosts": "1", "WantRemoteIO": "true",
        "WantCheckpoint": "false", "WantRemoteSyscalls": "false", "LeaveJobInQueue": "false",
        "OnExitHold": "false", "OnExitRemove": "true", "PeriodicHold": "false", "PeriodicRelease": "false",
        "PeriodicRemove": "false", "ExitBySignal": "false", "ExitStatus": "0", "CompletionDate": "0",
        "JobNotification": "0", "NotifyUser": f'"{user}@example.org"', "JobLeaseDuration": "2400",
        "JobRunCount": "1", "LastJobStatus": "1", "ClusterSize": "10",
        "RemoteHost": f'"slot1_{proc + 1}@node{index:05d}.farm.example.org"',
        "LastRemoteHost": f'"slot1_{proc + 1}@node{index:05d}.farm.example.org"',
        "StartdPrincipal": '"execute-side@matchsession/10.0.0.1"',
        "ClaimId": f'"<10.0.0.1:9618>#{start}#{index}#..."', "OrigMaxHosts": "1",
        "AutoClusterId": str(rng.randrange(1, 50)), "AutoClusterAttrs": '"JobUniverse,RequestCpus,RequestMemory"',
        "DiskUsage_Weight": "1", "JobBatchName": f'"analysis-{cluster}"', "SubmitterGroup": '"group_physics"',
        "SubmitterUserPrio": f"{rng.uniform(0.5, 5000):.3f}", "SubmitterGroupResourcesInUse": str(rng.randrange(0, 500)),
        "WantDocker": "false", "DockerImage": "undefined", "MachineAttrCpus0": str(cpus),
        "MachineAttrSlotWeight0": str(cpus), "NumJobReconnects": "0", "TotalJobRuntime": str(now - start),
        "JobDescription": '"analysis"', "CondorVersion": '"$CondorVersion: 24.0.1 2024-08-29 $"',
        "CondorPlatform": '"$CondorPlatform: X86_64-AlmaLinux_9.4 $"', "x509userproxysubject": "undefined",
        "Requirements": ('(TARGET.Arch == "X86_64") && (TARGET.OpSys == "LINUX") && (TARGET.Disk >= RequestDisk) '
                         "&& (TARGET.Memory >= RequestMemory) && (TARGET.Cpus >= RequestCpus) && "
                         "(TARGET.HasFileTransfer)"),
    }
    if index % 4 == 0:
        attrs["MemoryUsage"] = "undefined"
    return attrs


def schedd_ad(rng, index: int, now: int) -> dict[str, str]:
    """A schedd's ad as ``condor_status -schedd -l`` prints it (about 80 attributes)."""
    running = rng.randrange(0, 5000)
    attrs = {
        "MyType": '"Scheduler"', "TargetType": '""', "Name": f'"submit{index % 3}.example.org"',
        "Machine": f'"submit{index % 3}.example.org"', "ScheddIpAddr": '"<10.0.0.1:9618?addrs=10.0.0.1-9618>"',
        "MyAddress": '"<10.0.0.1:9618?addrs=10.0.0.1-9618>"', "CondorVersion": '"$CondorVersion: 24.0.1 $"',
        "CondorPlatform": '"$CondorPlatform: X86_64-AlmaLinux_9.4 $"', "DaemonStartTime": str(now - 86400 * 3),
        "MonitorSelfAge": str(86400 * 3), "MonitorSelfCPUUsage": f"{rng.random() * 20:.3f}",
        "MonitorSelfImageSize": "250000", "MonitorSelfResidentSetSize": "180000", "MonitorSelfTime": str(now),
        "UpdateSequenceNumber": str(rng.randrange(1, 9000)), "LastHeardFrom": str(now - 30),
        "MaxJobsRunning": "10000", "MaxJobsPerOwner": "100000", "MaxJobsPerCluster": "100000",
        "MaxJobsPerSubmission": "20000", "MaxRunningSchedulerJobsPerOwner": "200",
        "TotalRunningJobs": str(running), "TotalIdleJobs": str(rng.randrange(0, 50000)),
        "TotalHeldJobs": str(rng.randrange(0, 500)), "TotalRemovedJobs": "0", "TotalJobAds": str(running * 3),
        "TotalLocalJobsRunning": str(rng.randrange(0, 250)), "TotalLocalJobsIdle": str(rng.randrange(0, 20)),
        "TotalSchedulerJobsRunning": str(rng.randrange(0, 600)), "TotalSchedulerJobsIdle": str(rng.randrange(0, 20)),
        "TotalFlockedJobs": "0", "NumUsers": str(rng.randrange(1, 200)), "NumOwners": str(rng.randrange(1, 200)),
        "ShadowsRunning": str(running), "ShadowsRunningPeak": str(running + 100),
        "JobsSubmitted": str(rng.randrange(0, 10**6)), "JobsStarted": str(rng.randrange(0, 10**6)),
        "JobsCompleted": str(rng.randrange(0, 10**6)), "JobsExited": str(rng.randrange(0, 10**6)),
        "JobsExitedNormally": str(rng.randrange(0, 10**6)), "JobsShadowNoMemory": "0",
        "RecentJobsSubmitted": str(rng.randrange(0, 1000)), "RecentJobsStarted": str(rng.randrange(0, 1000)),
        "RecentJobsCompleted": str(rng.randrange(0, 1000)), "RecentDaemonCoreDutyCycle": f"{rng.random():.4f}",
        "DaemonCoreDutyCycle": f"{rng.random():.4f}", "TransferQueueNumUploading": str(rng.randrange(0, 100)),
        "TransferQueueNumDownloading": str(rng.randrange(0, 100)), "TransferQueueMBWaitingToUpload": "0",
        "FileTransferMBWaitingToDownload": "0", "FileTransferDownloadBytes": str(rng.randrange(0, 10**12)),
        "FileTransferUploadBytes": str(rng.randrange(0, 10**12)), "WantResAd": "true", "IsLocalStartd": "false",
        "CollectorHost": '"cm.example.org"', "AddressV1": '"{[ p=\\"primary\\"; a=\\"10.0.0.1\\"; port=9618 ]}"',
        "StartLocalUniverse": "TotalLocalJobsRunning < 200",
        "StartSchedulerUniverse": "TotalSchedulerJobsRunning < 500",
    }
    return attrs


def _new_syntax(attrs: dict[str, str]) -> str:
    return "[" + "; ".join(f"{k} = {v}" for k, v in attrs.items()) + "]"


def run_policy(args: argparse.Namespace) -> None:
    import random

    import pool_summary
    from condor_ls.classad.evaluator import evaluate
    from condor_ls.classad.parser import parse_ad

    from condor_ls.collector import settle

    settle()  # as the language server and condor-ls check set up their processes
    htcondor_src = Path(os.environ.get("HTCONDOR_SRC", "/work/htcondor-src"))
    policies, every = expanded_policies(htcondor_src)
    classad2 = None if args.no_classad2 else _library()
    if classad2 is not None:  # the library must read every expression, or it is no comparison
        kept = []
        for entry in policies:
            try:
                classad2.ExprTree(entry[3])
                kept.append(entry)
            except Exception:
                print(f"  classad2 cannot parse {entry[1]} of {entry[0]}: {entry[3]!r}; left out")
        policies = kept
    knobs_startd = sorted({k for _, k, side, _ in policies if side == "startd"})
    knobs_schedd = sorted({k for _, k, side, _ in policies if side != "startd"})
    print(f"policy: {len(policies)} distinct expressions ({len(knobs_startd)} startd-side knobs, "
          f"{len(knobs_schedd)} schedd-side) from {1 + len(TEMPLATES)} configurations and the example configs")
    now = 1_764_000_000
    rng = random.Random(args.seed)
    dump = pool_summary.generate(args.ads, seed=args.seed, now=now)
    slots = []
    for text in dump.split("\n\n"):
        attrs = {}
        for line in text.splitlines():
            name, _, value = line.partition(" = ")
            attrs[name] = value
        slots.append(attrs)
    jobs = [job_ad(rng, i, now) for i in range(len(slots))]
    schedds = [schedd_ad(rng, i, now) for i in range(len(slots))]
    width = max(len(k) for _, k, _, _ in policies)
    totals = {"cold": [0.0, 0.0], "warm": [0.0, 0.0]}
    parse_time = [0.0, 0.0]
    parsed = 0
    first_time = [0.0, 0.0]
    lib_ads: list = []
    worst = {"cold": (0.0, ""), "warm": (0.0, "")}
    rows = []
    for label, knob, side, expr_text in policies:
        # the policy in the ad that evaluates it, under the knob's name (other policy knobs of the
        # same configuration too: PREEMPT reads SUSPEND and WANT_SUSPEND as attributes)
        extra = dict(every[(label, side)])
        if side == "startd":
            mine = [_new_syntax({**slot, **extra}) for slot in slots]
            theirs = [_new_syntax(job) for job in jobs]
        elif side == "scheduler":
            mine = [_new_syntax({**schedd, **extra}) for schedd in schedds]
            theirs = [_new_syntax(job) for job in jobs]
        else:
            mine = [_new_syntax({**job, **extra}) for job in jobs]
            theirs = [None] * len(jobs)
        result = {}
        for phase in ("cold", "warm"):
            result[phase] = [0.0, 0.0]
        # the expression's first evaluation in the process, on an ad pair of its own (see the
        # module docstring), timed apart
        clock = time.process_time
        my_text, target_text = mine[0], theirs[0]
        my, target = parse_ad(my_text), parse_ad(target_text) if target_text is not None else None
        t0 = clock()
        evaluate(my.lookup(knob), my, target, now=now)
        first_time[0] += clock() - t0
        if classad2 is not None:
            my, target = classad2.ClassAd(my_text), classad2.ClassAd(target_text) if target_text is not None else None
            t0 = clock()
            tree = my.lookup(knob)
            tree.eval(my, target) if target is not None else tree.eval(my)
            first_time[1] += clock() - t0
        del my, target
        # fresh ads for both sides; parsing is timed apart (the parse column: work moved from
        # the first evaluation into reading the ad must show there), the two sides in turn
        gc.collect()
        for name in (("ours", "lib") if len(rows) % 2 == 0 else ("lib", "ours")):
            t0 = time.process_time()
            if name == "ours":
                ours_ads = [(parse_ad(m), parse_ad(t) if t is not None else None) for m, t in zip(mine, theirs)]
                parse_time[0] += time.process_time() - t0
            elif classad2 is not None:
                lib_ads = [(classad2.ClassAd(m), classad2.ClassAd(t) if t is not None else None)
                           for m, t in zip(mine, theirs)]
                parse_time[1] += time.process_time() - t0
        # the collector's debt from parsing must not fall due inside the timed evaluations
        gc.collect()
        block = 50
        for phase, repeats in (("cold", 1), ("warm", args.warm)):
            for lo in range(0, len(ours_ads), block):
                order = ("ours", "lib") if lo // block % 2 == 0 else ("lib", "ours")
                for name in order:
                    if name == "ours":
                        chunk = ours_ads[lo:lo + block]
                        t0 = clock()
                        for _ in range(repeats):
                            for my, target in chunk:
                                evaluate(my.lookup(knob), my, target, now=now)
                        result[phase][0] += (clock() - t0) / repeats
                    elif classad2 is not None:
                        chunk = lib_ads[lo:lo + block]
                        t0 = clock()
                        for _ in range(repeats):
                            for my, target in chunk:
                                tree = my.lookup(knob)
                                tree.eval(my, target) if target is not None else tree.eval(my)
                        result[phase][1] += (clock() - t0) / repeats
        n = len(ours_ads)
        parsed += n
        cells = []
        for phase in ("cold", "warm"):
            ours_t, lib_t = result[phase]
            totals[phase][0] += ours_t
            totals[phase][1] += lib_t
            cell = f"{phase} {ours_t / n * 1e6:6.2f} us"
            if classad2 is not None:
                ratio = ours_t / lib_t
                cell += f" / {lib_t / n * 1e6:6.2f} us = {ratio:4.2f}x"
                if ratio > worst[phase][0]:
                    worst[phase] = (ratio, f"{knob} of {label}")
            cells.append(cell)
        rows.append(f"  {knob:{width}s} {'   '.join(cells)}   [{label}]")
    print(f"per evaluation, condor-ls / classad2, {args.ads} fresh ad pairs per expression:")
    for row in rows:
        print(row)
    for phase in ("cold", "warm"):
        ours_t, lib_t = totals[phase]
        line = f"all expressions, {phase}: condor-ls {ours_t:.3f} s"
        if classad2 is not None:
            line += (f", classad2 {lib_t:.3f} s, ratio {ours_t / lib_t:.2f}x; "
                     f"worst single expression {worst[phase][0]:.2f}x ({worst[phase][1]})")
        print(line)
    line = f"parsing the ads (not in the figures above): condor-ls {parse_time[0] / parsed * 1e6:.0f} us per ad pair"
    if classad2 is not None:
        line += (f", classad2 (ClassAd()) {parse_time[1] / parsed * 1e6:.0f} us, "
                 f"ratio {parse_time[0] / parse_time[1]:.2f}x")
    print(line)
    line = (f"first evaluation of each expression in the process (not in the figures above): "
            f"condor-ls {first_time[0] / len(policies) * 1e6:.0f} us per expression")
    if classad2 is not None:
        line += f", classad2 {first_time[1] / len(policies) * 1e6:.0f} us"
    print(line)
    print(f"load {_load()}")


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--part", choices=("fresh", "policy", "both"), default="both")
    ap.add_argument("--cases", type=int, default=3000, help="generated fresh cases (default 3000)")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--rounds", type=int, default=3, help="timed rounds over the fresh corpus")
    ap.add_argument("--ads", type=int, default=200, help="slot/job ad pairs per policy expression")
    ap.add_argument("--warm", type=int, default=5, help="warm evaluations per ad pair")
    ap.add_argument("--breakdown", action="store_true", help="also show where condor-ls spends a fresh case")
    ap.add_argument("--no-classad2", action="store_true", help="time condor-ls only")
    ap.add_argument("--default-gc", action="store_true",
                    help="keep Python's default collector thresholds (eval --batch raises them)")
    ap.add_argument("--screen", help=argparse.SUPPRESS)
    ap.add_argument("--screen-start", type=int, default=0, help=argparse.SUPPRESS)
    args = ap.parse_args()
    if args.screen:
        _screen_child(args.screen, args.screen_start)
        return 0
    print(f"python {sys.version.split()[0]}, load average {_load()}")
    if args.part in ("fresh", "both"):
        run_fresh(args)
    if args.part in ("policy", "both"):
        run_policy(args)
    return 0


if __name__ == "__main__":
    sys.exit(main())
