"""``condor-ls policy``: evaluate a config's startd policy against a machine and a job ad and
show what the startd would do next.

Without ``--machine``/``--job`` the bundled sample ads are used (an idle desktop slot and an
idle vanilla job). Exit status: 0, or 2 when an input cannot be read.
"""
from __future__ import annotations

import argparse
import json
import sys

from condor_ls.analysis.policy.preview import PolicyPreview, STATES, preview
from condor_ls.classad.ad import ClassAd
from condor_ls.classad.jsonvalue import to_json
from condor_ls.classad.parser import parse_ad
from condor_ls.config.reader import load_config


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--config", required=True, metavar="FILE", help="the root config file")
    parser.add_argument("--machine", metavar="AD", help="machine (slot) ad file (default: bundled sample)")
    parser.add_argument("--job", metavar="AD", help="job ad file (default: bundled sample)")
    parser.add_argument("--state", default="Claimed", help=f"slot state ({', '.join(STATES)}; default Claimed)")
    parser.add_argument("--activity", default=None,
                        help="slot activity (default: Busy when Claimed, else the state's first activity)")
    parser.add_argument("--subsystem", default="STARTD", help="subsystem whose view of the config to use")
    parser.add_argument("--now", type=float, default=None, metavar="EPOCH",
                        help="the time time() returns (default: now), for reproducible output")
    parser.add_argument("--format", choices=("text", "json"), default="text")


def _read_ad(path: str | None, what: str) -> ClassAd | None:
    """The ad in ``path`` (None for the sample); raises ValueError with a message."""
    if not path:
        return None
    try:
        with open(path, encoding="utf-8", errors="replace") as handle:
            text = handle.read()
    except OSError as err:
        raise ValueError(f"cannot read {what} ad {path}: {err.strerror or err}") from None
    try:
        return parse_ad(text)
    except Exception as err:
        raise ValueError(f"cannot parse {what} ad {path}: {err}") from None


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
        machine = _read_ad(args.machine, "machine")
        job = _read_ad(args.job, "job")
    except ValueError as err:
        print(f"condor-ls policy: {err}", file=sys.stderr)
        return 2
    try:
        with open(args.config, "rb"):
            pass
    except OSError as err:
        print(f"condor-ls policy: cannot read {args.config}: {err.strerror or err}", file=sys.stderr)
        return 2
    config = load_config(args.config, subsystem=args.subsystem)
    activity = args.activity or _default_activity(args.state)
    result = preview(config, None, machine, job, args.state, activity, now=args.now)
    if args.format == "json":
        json.dump(as_json(result), sys.stdout)
        sys.stdout.write("\n")
    else:
        print(as_text(result))
    return 0
