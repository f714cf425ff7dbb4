"""``condor-ls policy``: evaluate a config's startd policy against a machine and a job ad and
show what the startd would do next; or, given many slots (or jobs), summarise the pool.

Without ``--machine``/``--job`` the bundled sample ads are used (an idle desktop slot and an
idle vanilla job). Ad files may be in any form HTCondor's tools write (``-l``, ``-long:new``,
``-json``, ``-xml``). With one slot and one job the output is the single-slot preview; with
more, the pool summary of :mod:`.policy_pool`. Exit status: 0, or 2 when an input cannot be read.
"""
from __future__ import annotations

import argparse
import json
import sys

from condor_ls.analysis.policy.pool import finish, publication
from condor_ls.analysis.policy.preview import PolicyPreview, STATES, preview
from condor_ls.classad.ad import ClassAd
from condor_ls.classad.adfiles import AdFile, AdFileError, detect_format, read_ads
from condor_ls.classad.jsonvalue import to_json
from condor_ls.config.reader import load_config

from . import policy_pool


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--config", required=True, metavar="FILE", help="the root config file")
    parser.add_argument("--machine", metavar="ADS",
                        help="slot ad(s): condor_status -l, -long:new, -json or -xml output (default: bundled sample)")
    parser.add_argument("--job", metavar="ADS", help="job ad(s): condor_q -l or -json output (default: bundled sample)")
    parser.add_argument("--state", default=None,
                        help=f"slot state ({', '.join(STATES)}; one slot: default Claimed; a pool: each slot's own)")
    parser.add_argument("--activity", default=None,
                        help="slot activity (default: Busy when Claimed, else the state's first activity)")
    parser.add_argument("--subsystem", default="STARTD", help="subsystem whose view of the config to use")
    parser.add_argument("--now", type=float, default=None, metavar="EPOCH",
                        help="the time time() returns (default: now), for reproducible output")
    parser.add_argument("--format", choices=("text", "json"), default="text")
    parser.add_argument("--workers", type=int, default=None, metavar="N",
                        help=f"processes counting a pool (default {policy_pool.default_workers()})")


def _read_text(path: str, what: str) -> str:
    try:
        with open(path, encoding="utf-8", errors="surrogateescape") as handle:
            return handle.read()
    except OSError as err:
        raise ValueError(f"cannot read {what} ads {path}: {err.strerror or err}") from None


def _read_ads(path: str, what: str, text: str | None = None, *, lazy: bool = False) -> AdFile:
    """The ads in ``path`` (any form); raises ValueError with a message, also for none."""
    text = _read_text(path, what) if text is None else text
    try:
        ad_file = read_ads(text, lazy=lazy)
    except AdFileError as err:
        raise ValueError(f"cannot read {what} ads {path}: {err}") from None
    if not ad_file.ads:
        raise ValueError(f"no {what} ad in {path}")
    return ad_file


def _default_activity(state: str) -> str:
    if state.strip().lower() == "claimed":
        return "Busy"
    for name, activities in STATES.items():
        if name.lower() == state.strip().lower():
            return activities[0]
    return "Idle"


def as_json(result: PolicyPreview) -> dict[str, object]:
    """The preview as plain JSON (values in the form ``condor-ls eval`` prints)."""
    return {
        "state": result.state,
        "activity": result.activity,
        "expressions": [
            {"key": e.key, "name": e.name, "expression": e.text, "value": _json_value(e),
             "value_text": e.value_text, "local": e.local, "defined": e.defined, "reasons": list(e.reasons)}
            for e in result.expressions
        ],
        "transitions": [
            {"from": [t.from_state, t.from_activity], "to": [t.to_state, t.to_activity],
             "letter": t.letter, "number": t.number, "because": t.because}
            for t in result.transitions
        ],
        "final": list(result.final),
        "notes": list(result.notes),
    }


def _json_value(e: object) -> object:
    try:
        return to_json(e.value)  # type: ignore[attr-defined]
    except Exception:
        return e.value_text  # type: ignore[attr-defined]


def as_text(result: PolicyPreview) -> str:
    lines = [f"slot: {result.state}/{result.activity}", ""]
    for e in result.expressions:
        label = e.key.replace("@local", " (locally, no job)")
        if not e.defined:
            lines.append(f"{label} = <not defined>")
            continue
        name = f" [{e.name}]" if e.name.upper() != e.key.split("@")[0].upper() else ""
        lines.append(f"{label}{name} = {e.value_text}")
        lines.append(f"    {e.text}")
        for reason in e.reasons[:8]:
            lines.append(f"    because {reason.replace('`', '')}")
    lines.append("")
    if not result.transitions:
        lines.append(f"transition: none, the slot stays {result.state}/{result.activity}")
    for t in result.transitions:
        tag = ", ".join(x for x in (f"letter {t.letter}" if t.letter else "", f"#{t.number}" if t.number else "") if x)
        lines.append(f"transition: {t.from_state}/{t.from_activity} -> {t.to_state}/{t.to_activity}"
                     f"{f' ({tag})' if tag else ''}: {t.because}")
    lines.extend(f"note: {n}" for n in result.notes)
    return "\n".join(lines)


def run(args: argparse.Namespace) -> int:
    try:
        jobs = _read_ads(args.job, "job").ads if args.job else None
        machine_text = _read_text(args.machine, "machine") if args.machine else None
        with open(args.config, "rb"):
            pass
    except ValueError as err:
        print(f"condor-ls policy: {err}", file=sys.stderr)
        return 2
    except OSError as err:
        print(f"condor-ls policy: cannot read {args.config}: {err.strerror or err}", file=sys.stderr)
        return 2
    if args.workers is not None and args.workers < 1:
        print("condor-ls policy: --workers must be at least 1", file=sys.stderr)
        return 2
    config = load_config(args.config, subsystem=args.subsystem)
    if machine_text is not None or (jobs is not None and len(jobs) > 1):
        try:
            pooled = _run_pool(args, config, machine_text, jobs)
        except ValueError as err:
            print(f"condor-ls policy: {err}", file=sys.stderr)
            return 2
        if pooled is not None:
            return pooled
    try:
        machine = _read_ads(args.machine, "machine", machine_text).ads[0] if machine_text is not None else None
    except ValueError as err:
        print(f"condor-ls policy: {err}", file=sys.stderr)
        return 2
    job = jobs[0] if jobs else None
    state = args.state or "Claimed"
    activity = args.activity or _default_activity(state)
    result = preview(config, None, machine, job, state, activity, now=args.now)
    if args.format == "json":
        json.dump(as_json(result), sys.stdout)
        sys.stdout.write("\n")
    else:
        print(as_text(result))
    return 0


def _run_pool(args: argparse.Namespace, config: object, text: str | None, jobs: list[ClassAd] | None) -> int | None:
    """The pool summary when the machine file holds several slots (or the job file several
    jobs); None when it is one slot and one job (the single-slot preview then). Raises
    ValueError for an unreadable machine file."""
    import time

    job_ads = jobs if jobs is not None else [_sample("job")]
    if text is None:
        fmt, ad_file = "long", AdFile("long", [_sample("machine")])
    else:
        try:
            fmt = detect_format(text)
        except AdFileError as err:
            raise ValueError(f"cannot read machine ads {args.machine}: {err}") from None
        if fmt is None:
            raise ValueError(f"no machine ad in {args.machine}")
        ad_file = None
        if not (fmt == "long" and _has_several_blocks(text)):
            ad_file = _read_ads(args.machine, "machine", text, lazy=True)
            if len(ad_file.ads) == 1 and len(job_ads) == 1:
                return None
    workers = args.workers or policy_pool.default_workers()
    layers = publication(config, args.state, args.activity)  # type: ignore[arg-type]
    now = time.time() if args.now is None else args.now
    try:
        counts, failures = policy_pool.count_pool(
            text or "", ad_file, fmt, layers, job_ads, now, workers, sys.stderr.isatty(),
            expected_slots=(text or "").count("\n\n") + 1)
    except AdFileError as err:
        raise ValueError(f"cannot read machine ads {args.machine}: {err}") from None
    if counts.slots == 1 and len(job_ads) == 1 and ad_file is None:
        return None
    notes = layers.notes + policy_pool.failure_notes(failures, args.machine or "the sample")
    summary = finish(counts, job_ads, notes)
    policy_pool.report(summary, fmt, args.format, sys.stdout)
    return 0


def _has_several_blocks(text: str) -> bool:
    """Whether long-form text has text after a blank line that follows text (two ads or more,
    give or take banner and comment lines)."""
    stripped = text.strip()
    return "\n\n" in stripped or "\n \n" in stripped or "\n\t\n" in stripped


def _sample(kind: str) -> ClassAd:
    from condor_ls.analysis.samples import sample_ad

    return sample_ad(kind).ad
