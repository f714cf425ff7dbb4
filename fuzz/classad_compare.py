"""One ClassAd case on both sides, and what differs: value and type, the printed expression,
the printed value.

The reference side is ``tests/oracle/reference.py`` (HTCondor's library in a worker process
restarted on a crash or hang); this module adds our side and the comparison. Three aspects are
compared:

* ``value``: the result in batch JSON form, by the rules of ``tests/oracle/cases.py``
  (types must agree, reals bit for bit, records by lower-cased names);
* ``unparse``: the parsed expression printed, ``repr()`` of the library's ExprTree against
  ``condor_ls.classad.unparse.unparse``;
* ``printed``: the value printed the same way (``repr()`` of the expression simplified to a
  literal against ``unparse_value``), so that printing of values (relative times, reals,
  records) is checked as well as the values themselves.

Not every case has an answer from the library: a crash, a hang, a value it cannot hand back (a
string that is not UTF-8, a record that contains itself) make the case *not comparable*; the
run counts them by reason. A case where our side refuses a regular expression feature RE2 does
not have (docs/regex.md) is a *documented difference*, counted apart.
"""
from __future__ import annotations

import re
import signal
import time
import traceback
from dataclasses import dataclass, field
from typing import Any

from . import _paths  # noqa: F401  (makes tests/oracle importable)
from oracle import reference  # noqa: E402
from oracle.cases import NOT_COMPARABLE, differences  # noqa: E402

JSON = dict[str, Any]

#: cases that read the clock are compared with slack, those that draw random numbers by type
_RANDOM = re.compile(r"\brandom\s*\(", re.IGNORECASE)
_CLOCK = re.compile(
    r"\b(?:time|currentTime|dayTime|absTime|splitTime|formatTime)\s*\(\s*\)|\bCurrentTime\b"
    r"|\bformatTime\s*\(\s*[^,()]*\)",  # formatTime(t) with one argument uses the default format
    re.IGNORECASE,
)
#: CPU seconds our side may take on one case before it counts as a hang
OUR_TIMEOUT = 20


def compare_mode(*texts: str | None) -> str:
    """exact, time (clock readings: numbers within seconds, strings only as strings) or type."""
    joined = "\n".join(t for t in texts if t)
    if _RANDOM.search(joined):
        return "type"
    if _CLOCK.search(joined):
        return "time"
    return "exact"


# ---------------------------------------------------------------------------------------------
# our side
# ---------------------------------------------------------------------------------------------

_regex_refusals: list[str] = []


def _watch_regex_refusals() -> None:
    """Note every pattern our side refuses for a PCRE feature RE2 lacks, so a divergence it
    causes can be counted as the documented difference it is."""
    import importlib
    import pkgutil

    from condor_ls.classad import functions
    from condor_ls.classad.functions import _pcre

    original = _pcre.compile_pattern
    if getattr(original, "_fuzz_watch", False):
        return

    def watched(pattern, flags):
        try:
            return original(pattern, flags)
        except _pcre.PatternError as exc:
            if exc.unsupported:
                _regex_refusals.append(exc.reason)
            raise

    watched._fuzz_watch = True  # type: ignore[attr-defined]
    _pcre.compile_pattern = watched
    for info in pkgutil.iter_modules(functions.__path__):
        mod = importlib.import_module(f"{functions.__name__}.{info.name}")
        if getattr(mod, "compile_pattern", None) is original:
            mod.compile_pattern = watched  # type: ignore[attr-defined]


_time_failures: list[str] = []


def _watch_time_failures() -> None:
    """Note when our side meets a time the C library cannot break down (gmtime/localtime
    fail beyond a year that fits an ``int``). The library then goes on with a ``struct tm``
    it never filled, reading uninitialised memory, so its answer is not a value to match
    (it changes from run to run): a divergence there is the documented library bug."""
    from condor_ls.classad.functions import time as ours_time

    for name in ("_gm", "_local"):
        original = getattr(ours_time, name)
        if getattr(original, "_fuzz_watch", False):
            continue

        def watched(secs, _original=original, _name=name):
            got = _original(secs)
            if got is None:
                _time_failures.append(f"{_name}({secs})")
            return got

        watched._fuzz_watch = True  # type: ignore[attr-defined]
        setattr(ours_time, name, watched)


class _Hang(Exception):
    pass


def _alarm(signum, frame):  # pragma: no cover - only on a hang
    raise _Hang()


def evaluate_ours(expr: str, my: str | None, target: str | None, *, now: float | None = None) -> JSON:
    """Our result in the reference's form: batch JSON plus ``unparse`` and ``printed``, and
    ``regex_refused`` when a pattern was refused for a feature RE2 lacks."""
    from condor_ls.classad.ad import ClassAd
    from condor_ls.classad.evaluator import new_state, run
    from condor_ls.classad.jsonvalue import to_json
    from condor_ls.classad.parser import ClassAdSyntaxError, parse_ad, parse_expr
    from condor_ls.classad.unparse import unparse, unparse_result

    _watch_regex_refusals()
    _watch_time_failures()
    del _regex_refusals[:]
    del _time_failures[:]
    # CPU time, not wall-clock: a loaded machine must not turn a slow case into a "hang"
    use_alarm = hasattr(signal, "setitimer") and hasattr(signal, "SIGPROF")
    if use_alarm:
        old = signal.signal(signal.SIGPROF, _alarm)
        signal.setitimer(signal.ITIMER_PROF, OUR_TIMEOUT)
    try:
        try:
            tree = parse_expr(expr)
        except ClassAdSyntaxError as exc:
            return {"type": "parse-error", "message": str(exc)}
        try:
            if my == reference.NO_AD:
                my_ad = target_ad = None
            else:
                my_ad = parse_ad(my) if my is not None else ClassAd()
                target_ad = parse_ad(target) if target is not None else None
        except ClassAdSyntaxError as exc:
            return {"type": "bad-case", "message": f"ad does not parse: {exc}"}
        st = new_state(my_ad, target_ad, now=now)
        value = run(st, tree)
        out = to_json(value, st)
        out["unparse"] = unparse(tree)
        try:
            out["printed"] = unparse_result(value)
        except Exception as exc:
            out["printed"] = f"<exception {type(exc).__name__}: {exc}>"
        if _regex_refusals:
            out["regex_refused"] = list(_regex_refusals)
        if _time_failures:
            out["time_out_of_range"] = list(_time_failures[:3])
        return out
    except _Hang:
        return {"type": "hang", "message": f"no answer in {OUR_TIMEOUT} s"}
    except Exception as exc:
        return {"type": "exception", "message": f"{type(exc).__name__}: {exc}",
                "traceback": traceback.format_exc(limit=8)}
    finally:
        if use_alarm:
            signal.setitimer(signal.ITIMER_PROF, 0)
            signal.signal(signal.SIGPROF, old)


# ---------------------------------------------------------------------------------------------
# comparison
# ---------------------------------------------------------------------------------------------


@dataclass
class Outcome:
    """How one case came out: ``agree``, ``diverge``, ``not-comparable`` or ``documented``."""

    status: str
    #: aspects that differ (value, unparse, printed), or the reason the case is not comparable
    aspects: list[str] = field(default_factory=list)
    details: list[str] = field(default_factory=list)
    ours: JSON | None = None
    ref: JSON | None = None
    #: how long our side took (wall-clock)
    seconds: float = 0.0


def judge(ours: JSON, ref: JSON, mode: str) -> Outcome:
    rtype = ref.get("type")
    if ours.get("type") in ("exception", "hang"):
        # whatever the library does, ours must answer: never a traceback, never a hang
        return Outcome("diverge", ["value"], [f"ours: {ours.get('type')}: {ours.get('message')}"], ours, ref)
    if ours.get("type") == "bad-case" and rtype != "bad-case":
        return Outcome("diverge", ["value"], [f"we refuse an ad the library reads: {ours.get('message')}"], ours, ref)
    if rtype in NOT_COMPARABLE:
        return Outcome("not-comparable", [str(rtype)], [], ours, ref)
    nested = _nested_not_comparable(ref)
    if nested is not None:
        return Outcome("not-comparable", [nested], [], ours, ref)
    aspects: list[str] = []
    details: list[str] = []
    diffs = differences(ours, ref, mode)
    if diffs:
        aspects.append("value")
        details.extend(diffs[:5])
    if rtype != "parse-error" and ours.get("type") not in ("parse-error", "exception", "hang"):
        if ref.get("unparse") is not None and ours.get("unparse") != ref.get("unparse"):
            aspects.append("unparse")
            details.append(f"unparse: {ours.get('unparse')!r} != reference {ref.get('unparse')!r}")
        if (mode == "exact" and not diffs and ref.get("printed") is not None
                and ours.get("printed") != ref.get("printed")):
            aspects.append("printed")
            details.append(f"printed: {ours.get('printed')!r} != reference {ref.get('printed')!r}")
    if not aspects:
        return Outcome("agree", [], [], ours, ref)
    if ours.get("time_out_of_range") and "unparse" not in aspects:
        # before the check below: a record the library filled from a struct tm it never set
        # differs between its own two readings (the unfolded value and the printed one), which
        # is not an unfolding problem but the same uninitialised memory
        return Outcome("documented", ["time-out-of-range"], details, ours, ref)
    if aspects == ["value"] and _reference_contradicts_itself(ref):
        if ours.get("printed") == ref.get("printed"):
            return Outcome("not-comparable", ["unfolding"], details, ours, ref)
        # the library's own result is the printed one: compare with that
        return Outcome("diverge", ["printed"], [f"printed: {ours.get('printed')!r} != reference {ref.get('printed')!r}"],
                       ours, ref)
    if ours.get("regex_refused") and aspects == ["value"]:
        return Outcome("documented", ["regex:" + ours["regex_refused"][0]], details, ours, ref)
    return Outcome("diverge", aspects, details, ours, ref)


def _reference_contradicts_itself(ref: JSON) -> bool:
    """Whether the library's printed result (a literal, as ``classad_eval`` prints it) says
    something else than the value the reference read element by element.

    The reference unfolds a list as ``(E)[i]``, which evaluates ``E`` again a level or two
    deeper; a result that depends on how close the evaluation runs to the library's depth
    limit (a list that refers to itself through a subscript) then comes out differently from
    the library's own result. When the printed result is all literals it is that result, so a
    reference that disagrees with it has not read the library's answer."""
    printed = ref.get("printed")
    if not printed or ref.get("type") not in ("list", "classad"):
        return False
    try:
        from condor_ls.classad.ast import ListExpr, Literal, RecordExpr
        from condor_ls.classad.parser import parse_expr

        tree = parse_expr(printed)
        stack = [tree]
        while stack:
            node = stack.pop()
            if type(node) is ListExpr:
                stack.extend(node.items)
            elif type(node) is RecordExpr:
                stack.extend(e for _, e in node.attrs)
            elif type(node) is not Literal:
                return False  # the printed result holds expressions: it does not say their values
        direct = evaluate_ours(printed, None, None)
    except Exception:
        return False
    return bool(differences(direct, ref))


def _nested_not_comparable(j: JSON) -> str | None:
    """The reason a list element or record attribute of the reference has no value, if one
    has none (a string that is not UTF-8 inside a list, for instance)."""
    stack = [j]
    while stack:
        v = stack.pop()
        if not isinstance(v, dict):
            continue
        if v.get("type") in NOT_COMPARABLE:
            return str(v["type"])
        inner = v.get("value")
        if isinstance(inner, list):
            stack.extend(inner)
        elif isinstance(inner, dict) and v.get("type") == "classad":
            stack.extend(inner.values())
    return None


def run_batch(worker: "reference.ReferenceWorker", cases: list[tuple[str, str | None, str | None]]) -> list[Outcome]:
    """Both sides for every case, in order."""
    refs = worker.evaluate_many(reference.Request(e, m, t, printed=True) for e, m, t in cases)
    out = []
    for (e, m, t), ref in zip(cases, refs):
        mode = compare_mode(e, m if m != reference.NO_AD else None, t)
        if mode != "exact":
            # clock readings: evaluate both sides now, seconds apart rather than a batch apart
            ref = worker.evaluate_many([reference.Request(e, m, t, printed=True)])[0]
        started = time.perf_counter()
        ours = evaluate_ours(e, m, t, now=time.time())
        outcome = judge(ours, ref, mode)
        outcome.seconds = time.perf_counter() - started
        for _ in range(3 if mode == "time" and outcome.status == "diverge" else 0):
            # a value computed from the clock (time() * 2147483647) differs by more than any
            # slack between two readings: ask both sides again within one second
            ref = worker.evaluate_many([reference.Request(e, m, t, printed=True)])[0]
            outcome = judge(evaluate_ours(e, m, t, now=time.time()), ref, "exact")
            if outcome.status != "diverge":
                break
        if outcome.status == "diverge" and outcome.aspects == ["value"] and mode in ("exact", "time"):
            # (a clock-reading case too: its nested parts are asked again right away)
            outcome = _check_directly(worker, e, m, t, outcome)
        out.append(outcome)
    return out


_PATH_STEP = re.compile(r"\[(\d+)\]|\.([^.\[:]+)")


def _check_directly(worker: "reference.ReferenceWorker", expr: str, my: str | None, target: str | None,
                    outcome: Outcome) -> Outcome:
    """A divergence inside a list or record, asked again as the expression that reads that part
    (``((E)[0])[1]``, ``(E).'name'``), which is how the reference read it. If both sides agree
    there, our evaluator gives the library's answer and only the two ways of unfolding a
    result differ: they evaluate nested parts at different depths, which matters only near
    the depth limit (a list that refers to itself)."""
    first = outcome.details[0] if outcome.details else ""
    path = first.split(":", 1)[0]
    if not path.startswith("$") or path == "$":
        return outcome
    direct = expr
    for index, name in _PATH_STEP.findall(path[1:]):
        direct = f"({direct}\n)[{index}]" if index else f"({direct}\n).{reference.quote_name(name)}"
    ref = worker.evaluate_many([reference.Request(direct, my, target, printed=True)])[0]
    ours = evaluate_ours(direct, my, target, now=time.time())
    again = judge(ours, ref, "exact")
    if again.status == "agree":
        return Outcome("not-comparable", ["unfolding"], outcome.details, outcome.ours, outcome.ref)
    return outcome
