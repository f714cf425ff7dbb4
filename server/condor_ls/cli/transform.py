"""``condor-ls transform``: apply a configuration's job transforms (or rules files) to job ads and
show what each transform changed.

By default the schedd's transforms (``JOB_TRANSFORM_NAMES``) are applied; ``--router`` applies
the job router's pre-route transforms, the first matching route and the post-route transforms;
``--rules FILE`` (repeatable) applies condor_transform_ads rules files instead, with the
configuration (if given) answering ``$(KNOB)``. ``NAME=VALUE`` arguments set variables before
the rules are read, as they do for condor_transform_ads.

Exit status: 0; 1 when a transform failed for some job (the schedd would reject it); 2 when an
input cannot be read.
"""
from __future__ import annotations

import argparse
import json
import os
import sys

from condor_ls.classad.ad import ClassAd
from condor_ls.classad.parser import parse_ads
from condor_ls.classad.unparse import unparse
from condor_ls.transform import preview
from condor_ls.transform.preview import JobResult
from condor_ls.transform.reader import Mode, read_text

from .configset import load_set


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--config", metavar="FILE", help="the root config file (required unless --rules is given)")
    parser.add_argument("--job", required=True, metavar="AD",
                        help="file of job ads (old or new ClassAd syntax; several ads are transformed one by one)")
    parser.add_argument("--rules", action="append", default=[], metavar="FILE",
                        help="apply this condor_transform_ads rules file (repeatable) instead of the schedd's transforms")
    parser.add_argument("--router", action="store_true",
                        help="apply the job router's transforms and routes instead of the schedd's")
    parser.add_argument("--subsystem", default="SCHEDD", help="subsystem whose view of the config to use (default SCHEDD)")
    parser.add_argument("--now", type=float, default=None, metavar="EPOCH",
                        help="the time time() returns (default: now), for reproducible output")
    parser.add_argument("--format", choices=("text", "json"), default="text")
    parser.add_argument("arguments", nargs="*", metavar="NAME=VALUE",
                        help="variables set before the rules are read (as for condor_transform_ads)")


def _read(path: str, what: str) -> str:
    try:
        with open(path, encoding="utf-8", errors="replace") as handle:
            return handle.read()
    except OSError as err:
        raise ValueError(f"cannot read {what} {path}: {err.strerror or err}") from None


def _arguments(items: list[str]) -> dict[str, str]:
    out: dict[str, str] = {}
    for item in items:
        name, sep, value = item.partition("=")
        name = name.strip()
        if not sep or not name:
            raise ValueError(f"expected NAME=VALUE, got {item!r}")
        if name.startswith("+"):
            name = "MY." + name[1:]
        out[name] = value.strip()
    return out


def _ad_json(ad: ClassAd) -> dict[str, str]:
    return {name: unparse(expr) for name, expr in sorted(ad.items(), key=lambda item: item[0].lower())}


def as_json(results: list[JobResult]) -> dict[str, object]:
    """``{"jobs": [{"applied": [...], "ad": {...}, "changes": [...], ...}]}``."""
    jobs = []
    for result in results:
        failed = result.failed
        jobs.append({
            "applied": result.applied,
            "ad": _ad_json(result.ad),
            "changes": [{"transform": name, "attr": c.attr, "before": c.before, "after": c.after}
                        for name, c in result.changes()],
            "skipped": [{"transform": s.name, "reason": s.note or "its REQUIREMENTS do not match"}
                        for s in result.steps if s.note is not None or (s.outcome is not None and not s.outcome.matched)],
            "failed": {"transform": failed.name, "message": failed.outcome.failure} if failed and failed.outcome else None,
            "messages": [{"transform": name, "level": m.level.value, "message": m.text,
                          "line": _line_number(m)} for name, m in result.messages()],
            "notes": list(result.notes),
            **({"variables": result.variables} if result.variables else {}),
        })
    return {"jobs": jobs}


def _line_number(message: object) -> int | None:
    line = getattr(message, "line", None)
    if line is None:
        return None
    for run in line.source.runs:
        if run.origin is not None and not run.origin.file.startswith("<"):
            return run.origin.line + 1
    return None


def as_text(results: list[JobResult]) -> str:
    out: list[str] = []
    for number, result in enumerate(results, 1):
        title = f"job {number}"
        if result.variables:
            title += " (" + ", ".join(f"{k}={v}" for k, v in result.variables.items()) + ")"
        out.append(f"{title}: applied {', '.join(result.applied) or 'nothing'}")
        for step in result.steps:
            if step.note is not None:
                out.append(f"  {step.name}: not applied: {step.note}")
                continue
            outcome = step.outcome
            if outcome is None:
                continue
            if not outcome.matched:
                out.append(f"  {step.name}: skipped (REQUIREMENTS do not match)")
                continue
            out.append(f"  {step.name}:" + ("" if outcome.changes else " no changes"))
            for change in outcome.changes:
                if change.before is None:
                    out.append(f"    + {change.attr} = {change.after}")
                elif change.after is None:
                    out.append(f"    - {change.attr} = {change.before}")
                else:
                    out.append(f"    ~ {change.attr} = {change.after}    (was {change.before})")
            for message in outcome.messages:
                line = _line_number(message)
                out.append(f"    {message.level.value}: {message.text}" + (f" (line {line})" if line else ""))
        out.extend(f"  note: {note}" for note in result.notes)
        out.append("")
        out.extend(f"  {name} = {text}" for name, text in _ad_json(result.ad).items())
        out.append("")
    return "\n".join(out).rstrip() + "\n"


def run(args: argparse.Namespace) -> int:
    try:
        if not args.config and not args.rules:
            raise ValueError("--config is required unless --rules is given")
        if args.router and args.rules:
            raise ValueError("--router and --rules cannot be combined")
        arguments = _arguments(args.arguments)
        try:
            ads = parse_ads(_read(args.job, "job ads"))
        except ValueError as err:
            if str(err).startswith("cannot read"):
                raise
            raise ValueError(f"cannot parse the job ads in {args.job}: {err}") from None
        config = None
        if args.config:
            _read(args.config, "config")
            config = load_set(args.config, subsystem=args.subsystem)
        transforms = [read_text(_read(path, "rules file"), os.path.basename(path), Mode.FILE, os.path.abspath(path))
                      for path in args.rules]
    except ValueError as err:
        print(f"condor-ls transform: {err}", file=sys.stderr)
        return 2
    if transforms:
        results = preview.rules(transforms, ads, config, arguments=arguments, base_dir=os.getcwd(), now=args.now)
    elif args.router:
        assert config is not None
        results = preview.router(config, ads, now=args.now)
    else:
        assert config is not None
        results = preview.schedd(config, ads, now=args.now)
    if args.format == "json":
        json.dump(as_json(results), sys.stdout, indent=1)
        sys.stdout.write("\n")
    else:
        sys.stdout.write(as_text(results))
    return 1 if any(r.failed is not None for r in results) else 0
