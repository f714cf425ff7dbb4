"""``condor-ls config-val``: print knobs of a config set fully expanded, like condor_config_val.

Nothing in the config is executed; values that would need a command's output are reported as
unknown on stderr.  A value that differs per HTCondor process or build (it reads PID,
CONDOR_BUILD_PLATFORM, ..., or ``$RANDOM_*`` picks part of it) is printed as a marker such as
``<varies per process: PID>``, with the reason on stderr; ``--seed`` fixes ``$RANDOM_*`` picks.
"""
from __future__ import annotations

import argparse
import json
import sys

from condor_ls.config.configset import Variation
from condor_ls.config.model import Kind

from .configset import load_set


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--config", required=True, metavar="FILE",
                        help="the root config file, or a file of a set (read within the set that reads it)")
    # condor_config_val reads the config as a tool does (subsystem TOOL), so STARTD.X does not
    # override X unless asked for; the language server keeps STARTD for its policy work
    parser.add_argument("--subsystem", default="TOOL",
                        help="subsystem whose view to show (default TOOL, as condor_config_val)")
    parser.add_argument("--local-name", default=None, help="local name for LOCAL.NAME lookups")
    parser.add_argument("--define", action="append", default=[], metavar="NAME=VALUE",
                        help="set a knob (or a predefined macro such as FULL_HOSTNAME) after reading")
    parser.add_argument("--format", choices=("text", "json"), default="text")
    parser.add_argument("--seed", type=int, default=None, help="seed for $RANDOM_CHOICE / $RANDOM_INTEGER")
    parser.add_argument("-v", "--verbose", action="store_true", help="also show where each value was defined")
    parser.add_argument("--diagnostics", action="store_true", help="print the reader's diagnostics to stderr")
    parser.add_argument("knobs", nargs="+", metavar="KNOB")


def _defines(items: list[str]) -> dict[str, str]:
    out: dict[str, str] = {}
    for item in items:
        name, sep, value = item.partition("=")
        if not sep or not name.strip():
            raise ValueError(f"--define expects NAME=VALUE, got {item!r}")
        out[name.strip()] = value.strip()
    return out


#: why a value varies, per kind of variation
_VARIATION_NOTES = {
    "process": "each HTCondor process has its own",
    "build": "set when HTCondor is built, so it differs between builds",
}


def _variation_note(knob: str, variation: Variation) -> str:
    """``X varies per process: it reads PID (each HTCondor process has its own)``."""
    reasons = [_VARIATION_NOTES[k] for k in variation.kinds if k != "process" or variation.names]
    if variation.random:
        reasons.append("$RANDOM_* picks anew in every process; --seed fixes the pick")
    others = [n for n in variation.names if n.upper() != knob.upper()]
    if variation.random:
        others.append("$RANDOM_*")
    reads = f": it reads {', '.join(others)}" if others else ""
    return f"{knob} varies per {' and '.join(variation.kinds)}{reads} ({'; '.join(reasons)})"


def _location(config, name: str) -> str | None:  # type: ignore[no-untyped-def]
    d = config.definition(name)
    if d is None:
        return None
    if d.kind is Kind.DEFAULT:
        return "<Default>"
    if d.origin is None:
        return None
    text = d.origin.file
    if d.kind in (Kind.CONFIG, Kind.TEMPLATE):
        text += f", line {d.origin.line + 1}"
    for step in d.via:
        if step.startswith("use "):
            text += f", {step.split(' at ')[0]}"
            break
    return text


def run(args: argparse.Namespace) -> int:
    try:
        defines = _defines(args.define)
    except ValueError as exc:
        print(f"condor-ls config-val: {exc}", file=sys.stderr)
        return 2
    config = load_set(args.config, subsystem=args.subsystem, localname=args.local_name, defines=defines,
                      seed=args.seed)
    if args.diagnostics or config.fatal:
        for diag in config.diagnostics:
            where = f"{diag.file}:{diag.line + 1}: " if diag.file else ""
            print(f"{where}{diag.severity.value}: {diag.message} [{diag.code}]", file=sys.stderr)
    values: dict[str, str | None] = {}
    missing = 0
    for knob in args.knobs:
        expansion = config.expand(knob, track=False)
        value = expansion.value if expansion is not None and expansion.value else None
        if value is None:
            missing += 1
        elif (variation := config.variation(knob)) is not None and (variation.names or args.seed is None):
            value = variation.marker()
            print(f"note: {_variation_note(knob, variation)}", file=sys.stderr)
        elif expansion is not None and expansion.nondeterministic:
            print(f"note: {knob} depends on $RANDOM_* (picked with --seed {args.seed})", file=sys.stderr)
        if value is not None and expansion is not None and expansion.unknown:
            print(f"note: {knob} contains parts condor-ls cannot compute", file=sys.stderr)
        values[knob] = value
    if args.format == "json":
        json.dump(values, sys.stdout, indent=None)
        sys.stdout.write("\n")
        return 1 if missing or config.fatal else 0
    for knob in args.knobs:
        value = values[knob]
        if value is None:
            print(f"Not defined: {knob.upper()}", file=sys.stderr)
            continue
        if args.verbose:
            print(f"{knob.upper()} = {value}")
            where = _location(config, knob)
            if where:
                print(f" # at: {where}")
            raw = config.raw(knob)
            if raw is not None:
                print(f" # raw: {raw}")
            default = config.default(knob)
            if default is not None and config.definition(knob) is not default:
                print(f" # default: {default.value}")
        else:
            print(value)
    return 1 if missing or config.fatal else 0
