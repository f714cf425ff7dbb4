"""Evaluation speed: condor-ls against HTCondor's C++ library (through its Python bindings).

The expressions are the desktop policy's START, SUSPEND, WANT_SUSPEND and PREEMPT (the
``POLICY : Desktop`` template of param_info.in, macros expanded by hand), evaluated for
10,000 generated machine/job ad pairs with the machine as MY and the job as TARGET, first by
us and then by ``classad2``. Both sides get pre-parsed ads and expressions, so only evaluation
is timed. Prints the time per evaluation and the ratio, and checks that the answers agree.

    python benchmarks/classad_eval.py [--pairs N] [--seed S] [--trace]
"""
from __future__ import annotations

import argparse
import random
import sys
import time

from condor_ls.classad.evaluator import evaluate
from condor_ls.classad.parser import parse_ad, parse_expr
from condor_ls.classad.values import ErrorValue, Undefined

# $(KeyboardBusy), $(CpuIdle), ... expanded as the template's macros define them
MINUTE = "60"
KEYBOARD_BUSY = f"(KeyboardIdle < {MINUTE})"
NON_CONDOR_LOAD = "(LoadAvg - CondorLoadAvg)"
CPU_IDLE = f"({NON_CONDOR_LOAD} <= 0.3)"
ACTIVATION_TIMER = "ifThenElse(JobStart =!= UNDEFINED, (time() - JobStart), 0)"
ACTIVITY_TIMER = "(time() - EnteredCurrentActivity)"
CPU_BUSY_TIMER = "IfThenElse(CpuBusyValue is 1, time() - CpuBusyTime, 0)"
SMALL_JOB = "(TARGET.ImageSize <  (15 * 1024))"
IS_VANILLA = "(TARGET.JobUniverse == 5)"

START = (f"((KeyboardIdle > 15 * {MINUTE}) && ( {CPU_IDLE} || "
         f'(State != "Unclaimed" && State != "Owner")) )')
SUSPEND = f"({KEYBOARD_BUSY} || ( ({CPU_BUSY_TIMER} > 120) && {ACTIVATION_TIMER} > 90))"
WANT_SUSPEND = f"({SMALL_JOB} || ({KEYBOARD_BUSY} == False) || {IS_VANILLA} ) && ( {SUSPEND})"
PREEMPT = (f'(((Activity == "Suspended") && ({ACTIVITY_TIMER} > 10 * {MINUTE})) || '
           f"(SUSPEND && (WANT_SUSPEND == False)))")

POLICIES = {"START": START, "PREEMPT": PREEMPT}


def machine_ad(rng: random.Random, now: int) -> str:
    state, activity = rng.choice([("Unclaimed", "Idle"), ("Owner", "Idle"), ("Claimed", "Busy"),
                                  ("Claimed", "Suspended"), ("Claimed", "Retiring")])
    attrs = {
        "MyType": '"Machine"',
        "Name": f'"slot1@host{rng.randrange(100000)}.example.org"',
        "KeyboardIdle": str(rng.choice([0, 5, 59, 61, 600, 899, 901, 3600, 86400])),
        "ConsoleIdle": str(rng.randrange(0, 100000)),
        "LoadAvg": f"{rng.uniform(0, 2):.3f}",
        "CondorLoadAvg": f"{rng.uniform(0, 1):.3f}",
        "State": f'"{state}"',
        "Activity": f'"{activity}"',
        "EnteredCurrentActivity": str(now - rng.choice([5, 300, 500, 700, 3600])),
        "EnteredCurrentState": str(now - rng.randrange(0, 7200)),
        "CpuBusyValue": str(rng.choice([0, 1])),
        "CpuBusyTime": str(now - rng.choice([10, 60, 200, 500])),
        "Memory": str(rng.choice([1024, 2048, 4096, 16384])),
        "Cpus": str(rng.choice([1, 2, 4, 8])),
        "Arch": '"X86_64"',
        "OpSys": '"LINUX"',
        "SUSPEND": SUSPEND,
        "WANT_SUSPEND": WANT_SUSPEND,
    }
    if rng.random() < 0.7:
        attrs["JobStart"] = str(now - rng.choice([30, 200, 5000]))
    return "[" + "; ".join(f"{k} = {v}" for k, v in attrs.items()) + "]"


def job_ad(rng: random.Random) -> str:
    attrs = {
        "MyType": '"Job"',
        "Owner": f'"{rng.choice(["alice", "bob", "carol", "dave"])}"',
        "ImageSize": str(rng.choice([1000, 15000, 15360, 50000, 2000000])),
        "JobUniverse": str(rng.choice([5, 5, 5, 7, 9])),
        "RequestMemory": str(rng.choice([512, 1024, 4096])),
        "RequestCpus": "1",
        "Cmd": '"/bin/sleep"',
    }
    if rng.random() < 0.1:
        del attrs["ImageSize"]
    return "[" + "; ".join(f"{k} = {v}" for k, v in attrs.items()) + "]"


def same(ours, theirs, classad2) -> bool:
    if isinstance(theirs, classad2.Value):
        if theirs == classad2.Value.Undefined:
            return isinstance(ours, Undefined)
        return isinstance(ours, ErrorValue)
    return type(ours) is type(theirs) and ours == theirs


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--pairs", type=int, default=10_000)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--trace", action="store_true", help="also time the trace mode")
    ap.add_argument("--shared-policy", action="store_true",
                    help="machine ads share one parsed SUSPEND/WANT_SUSPEND (as ads built from one "
                         "configuration would) instead of each carrying its own copy")
    args = ap.parse_args()

    try:
        import htcondor2  # noqa: F401  (registers HTCondor's own functions)
        import classad2
    except Exception as exc:  # pragma: no cover - depends on the machine
        classad2 = None
        print(f"htcondor wheel unavailable ({exc}); timing condor-ls only", file=sys.stderr)

    rng = random.Random(args.seed)
    now = int(time.time())
    texts = [(machine_ad(rng, now), job_ad(rng)) for _ in range(args.pairs)]
    ours_ads = [(parse_ad(m), parse_ad(j)) for m, j in texts]
    if args.shared_policy:
        shared = {name: parse_expr(text) for name, text in (("SUSPEND", SUSPEND), ("WANT_SUSPEND", WANT_SUSPEND))}
        for machine, _ in ours_ads:
            for name, expr in shared.items():
                machine.set(name, expr)
    lib_ads = [(classad2.ClassAd(m), classad2.ClassAd(j)) for m, j in texts] if classad2 else []

    print(f"{args.pairs} machine/job pairs, MY = machine, TARGET = job; times per evaluation")
    print("cold = first evaluation of freshly parsed ads; warm = the same ads again")
    print("(ours and classad2 alternate in blocks of 500 pairs, so machine load hits both alike)")
    for name, text in POLICIES.items():
        expr = parse_expr(text)
        lib_expr = classad2.ExprTree(text) if classad2 else None
        ours: list = []
        theirs: list = []
        for phase in ("cold", "warm"):
            t_ours = t_lib = t_trace = 0.0
            for lo in range(0, args.pairs, 500):
                block = ours_ads[lo:lo + 500]
                t0 = time.process_time()
                got = [evaluate(expr, machine, job, now=now) for machine, job in block]
                t_ours += time.process_time() - t0
                if phase == "cold":
                    ours.extend(got)
                if args.trace and phase == "warm":
                    t0 = time.process_time()
                    for machine, job in block:
                        evaluate(expr, machine, job, now=now, trace=True)
                    t_trace += time.process_time() - t0
                if classad2:
                    lib_block = lib_ads[lo:lo + 500]
                    t0 = time.process_time()
                    got_lib = [lib_expr.eval(machine, job) for machine, job in lib_block]
                    t_lib += time.process_time() - t0
                    if phase == "cold":
                        theirs.extend(got_lib)
            n = args.pairs
            line = f"{name:8s} {phase}  condor-ls {t_ours / n * 1e6:7.2f} us"
            if classad2:
                line += f"   classad2 {t_lib / n * 1e6:7.2f} us   ratio {t_ours / t_lib:5.2f}x"
            if args.trace and phase == "warm":
                line += f"   traced {t_trace / n * 1e6:7.2f} us"
            print(line)
        summary = f"{name:8s} results: true {sum(v is True for v in ours)}/{args.pairs}"
        if classad2:
            summary += f", agree with classad2 {sum(same(o, t, classad2) for o, t in zip(ours, theirs))}/{args.pairs}"
        print(summary)
    return 0


if __name__ == "__main__":
    sys.exit(main())
