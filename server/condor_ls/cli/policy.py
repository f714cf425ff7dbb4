"""``condor-ls policy``: evaluate a config's startd policy against a machine and a job ad and
show what the startd would do next.

Without ``--machine``/``--job`` the bundled sample ads are used (an idle desktop slot and an
idle vanilla job). The slot starts in the state its machine ad carries (``--state`` and
``--activity`` override it). When the config names ``SUBMIT_REQUIREMENT_NAMES``, the job is
also checked against the schedd's submit requirements. Exit status: 0, or 2 when an input
cannot be read.
"""
from __future__ import annotations

import argparse
import json
import sys

from condor_ls.analysis.policy.preview import STATES, preview
from condor_ls.analysis.policy.report import as_json, as_text
from condor_ls.analysis.policy.schedd import names_submit_requirements, submit_report
from condor_ls.analysis.samples import sample_ad
from condor_ls.classad.ad import ClassAd
from condor_ls.classad.parser import parse_ad
from condor_ls.config.reader import load_config

__all__ = ["add_arguments", "as_json", "as_text", "run"]


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--config", required=True, metavar="FILE", help="the root config file")
    parser.add_argument("--machine", metavar="AD", help="machine (slot) ad file (default: bundled sample)")
    parser.add_argument("--job", metavar="AD", help="job ad file (default: bundled sample)")
    parser.add_argument("--state", default=None,
                        help=f"slot state ({', '.join(STATES)}; default: the machine ad's State, else Owner)")
    parser.add_argument("--activity", default=None,
                        help="slot activity (default: the machine ad's Activity when it fits the state, "
                             "else Busy when Claimed, else the state's first activity)")
    parser.add_argument("--schedd", metavar="AD",
                        help="the schedd's ad, MY of SUBMIT_REQUIREMENT_* (default: one built from the config)")
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


def run(args: argparse.Namespace) -> int:
    try:
        machine = _read_ad(args.machine, "machine")
        job = _read_ad(args.job, "job")
        schedd = _read_ad(args.schedd, "schedd")
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
    result = preview(config, None, machine, job, args.state, args.activity, now=args.now)
    submit = None
    if names_submit_requirements(config):
        as_schedd = config if args.subsystem.upper() == "SCHEDD" else load_config(args.config, subsystem="SCHEDD")
        jobs = [job] if job is not None else [sample_ad("job").ad]
        submit = submit_report(as_schedd, jobs, schedd, now=args.now)
    if args.format == "json":
        json.dump(as_json(result, submit), sys.stdout)
        sys.stdout.write("\n")
    else:
        print(as_text(result, submit))
    return 0
