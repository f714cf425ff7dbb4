"""``condor-ls policy``: evaluate a config's startd policy against a machine and a job ad and
show what the startd would do next; or, given many slots (or jobs), summarise the pool.

Without ``--machine``/``--job`` the bundled sample ads are used (an idle desktop slot and an
idle vanilla job). Ad files may be in any form HTCondor's tools write (``-l``, ``-long:new``,
``-json``, ``-xml``). With one slot and one job the output is the single-slot preview: the slot
starts in the state its machine ad carries (``--state`` and ``--activity`` override it). With
more, it is the pool summary of :mod:`.policy_pool` (each slot in its own state unless
``--state``/``--activity`` are given). When the config names ``SUBMIT_REQUIREMENT_NAMES``, the
jobs are also checked against the schedd's submit requirements. Exit status: 0, or 2 when an
input cannot be read.
"""
from __future__ import annotations

import argparse
import json
import re
import sys
import time

from condor_ls.analysis.policy.pool import finish, publication, time_notes
from condor_ls.analysis.policy.preview import STATES, preview
from condor_ls.analysis.policy.report import as_json, as_text
from condor_ls.analysis.policy.schedd import SubmitReport, names_submit_requirements, submit_report
from condor_ls.analysis.samples import sample_ad
from condor_ls.classad.ad import ClassAd
from condor_ls.classad.adfiles import AdFile, AdFileError, detect_format, read_ads, read_text
from condor_ls.config.configset import ConfigSet

from . import policy_pool, policy_submit
from .configset import load_set

__all__ = ["add_arguments", "as_json", "as_text", "run"]

_NON_BLANK = re.compile(r"\S")
#: slots of a pool previewed one by one for the HTML page's state machine
HTML_SAMPLE = 200


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--config", metavar="FILE",
                        help="the root config file, or a file of a set (read within the set that reads it; "
                             "required, except with --submit: the startd policy laid over the slots)")
    parser.add_argument("--machine", metavar="ADS",
                        help="slot ad(s): condor_status -l, -long:new, -json or -xml output (default: bundled sample)")
    parser.add_argument("--job", metavar="ADS", help="job ad(s): condor_q -l or -json output (default: bundled sample)")
    parser.add_argument("--state", default=None,
                        help=f"slot state ({', '.join(STATES)}; default: the machine ad's State, else Owner; "
                             "for a pool, given for every slot)")
    parser.add_argument("--activity", default=None,
                        help="slot activity (default: the machine ad's Activity when it fits the state, "
                             "else Busy when Claimed, else the state's first activity)")
    parser.add_argument("--schedd", metavar="AD",
                        help="the schedd's ad, MY of SUBMIT_REQUIREMENT_* (default: one built from the config)")
    parser.add_argument("--subsystem", default="STARTD", help="subsystem whose view of the config to use")
    parser.add_argument("--now", type=float, default=None, metavar="EPOCH",
                        help="the time time() returns, for reproducible output (default: now; for a pool, each "
                             "slot's own MyCurrentTime, else LastHeardFrom, else now)")
    parser.add_argument("--format", choices=("text", "json"), default="text")
    parser.add_argument("--html", metavar="FILE",
                        help="also write the report as one self-contained HTML page: the state machine with the "
                             f"moves that fire (for a pool, those of its first {HTML_SAMPLE} slots) and the pool's "
                             "match breakdown per clause as charts")
    parser.add_argument("--workers", type=int, default=None, metavar="N",
                        help=f"processes counting a pool (default 1 below {policy_pool.PARALLEL_FROM:,} slots, "
                             f"else {policy_pool.default_workers()})")
    policy_submit.add_arguments(parser)


def _read_text(path: str, what: str) -> str:
    try:
        return read_text(path)
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


def run(args: argparse.Namespace) -> int:
    if args.submit:
        return policy_submit.run(args)
    if not args.config:
        print("condor-ls policy: --config is required (unless --submit is given)", file=sys.stderr)
        return 2
    try:
        jobs = _read_ads(args.job, "job").ads if args.job else None
        machine_text = _read_text(args.machine, "machine") if args.machine else None
        schedd = _read_ads(args.schedd, "schedd").ads[0] if args.schedd else None
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
    config = load_set(args.config, subsystem=args.subsystem)
    if machine_text is not None or (jobs is not None and len(jobs) > 1):
        try:
            pooled = _run_pool(args, config, machine_text, jobs, schedd)
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
    result = preview(config, None, machine, job, args.state, args.activity, now=args.now)
    submit = _submit(args, config, [job] if job is not None else [sample_ad("job").ad], schedd)
    if args.format == "json":
        json.dump(as_json(result, submit), sys.stdout)
        sys.stdout.write("\n")
    else:
        print(as_text(result, submit))
    return _write_html(args, [result], 1, None, submit)


def _write_html(args: argparse.Namespace, previews: list, total: int, summary: object, submit: SubmitReport | None) -> int:
    """The --html page, when asked for (0, or 2 when the file cannot be written)."""
    if not args.html:
        return 0
    from condor_ls.analysis.policy.report import submit_text
    from condor_ls.pictures.policy import policy_page

    inputs = ", ".join(f"{what} {path}" for what, path in (("config", args.config), ("machine", args.machine),
                                                            ("job", args.job)) if path)
    page = policy_page(previews, title="condor-ls policy", subtitle=inputs, pool=summary,  # type: ignore[arg-type]
                       total_slots=total, submit_lines=submit_text(submit) if submit is not None else ())
    try:
        with open(args.html, "w", encoding="utf-8") as out:
            out.write(page)
    except OSError as err:
        print(f"condor-ls policy: cannot write {args.html}: {err.strerror or err}", file=sys.stderr)
        return 2
    print(f"condor-ls policy: wrote {args.html}", file=sys.stderr)
    return 0


def _submit(args: argparse.Namespace, config: ConfigSet, jobs: list[ClassAd], schedd: ClassAd | None) -> SubmitReport | None:
    """The schedd's submit requirements checked against ``jobs`` (None when the config has none)."""
    if not names_submit_requirements(config):
        return None
    as_schedd = config if args.subsystem.upper() == "SCHEDD" else load_set(args.config, subsystem="SCHEDD")
    return submit_report(as_schedd, jobs, schedd, now=args.now)


def _run_pool(args: argparse.Namespace, config: ConfigSet, text: str | None, jobs: list[ClassAd] | None,
              schedd: ClassAd | None) -> int | None:
    """The pool summary when the machine file holds several slots (or the job file several
    jobs); None when it is one slot and one job (the single-slot preview then). Raises
    ValueError for an unreadable machine file."""
    job_ads = jobs if jobs is not None else [sample_ad("job").ad]
    if text is None:
        fmt, ad_file = "long", AdFile("long", [sample_ad("machine").ad])
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
    show_progress = sys.stderr.isatty()
    if ad_file is not None:
        expected = len(ad_file.ads)
    else:  # the bar wants the count; choosing the workers, an estimate will do
        expected = _count_blocks(text or "", exact=show_progress)
    workers = args.workers or policy_pool.default_workers(expected)
    layers = publication(config, args.state, args.activity)
    now = time.time() if args.now is None else args.now
    try:
        # each slot at the time its ad was published, unless --now fixes one time for all
        counts, failures = policy_pool.count_pool(
            text or "", ad_file, fmt, layers, job_ads, now, workers, show_progress, expected_slots=expected,
            own_time=args.now is None)
    except AdFileError as err:
        raise ValueError(f"cannot read machine ads {args.machine}: {err}") from None
    if counts.slots == 1 and len(job_ads) == 1 and ad_file is None:
        return None
    notes = (tuple(layers.notes) + tuple(policy_pool.failure_notes(failures, args.machine or "the sample"))
             + time_notes(counts))
    summary = finish(counts, job_ads, notes)
    submit = _submit(args, config, job_ads, schedd)
    policy_pool.report(summary, fmt, args.format, sys.stdout, submit)
    if not args.html:
        return 0
    sample = _first_slots(text, fmt, ad_file, HTML_SAMPLE)
    previews = [preview(config, None, slot, job_ads[0], args.state, args.activity, now=now) for slot in sample]
    return _write_html(args, previews, counts.slots, summary, submit)


def _first_slots(text: str | None, fmt: str, ad_file: AdFile | None, n: int) -> list[ClassAd]:
    """The first ``n`` slots of the machine file (without reading a large long-form dump whole)."""
    if ad_file is not None:
        return list(ad_file.ads[:n])
    if not text:
        return [sample_ad("machine").ad]
    end, found = 0, 0
    while found < n:
        at = text.find("\n\n", end)
        if at < 0:
            end = len(text)
            break
        end, found = at + 2, found + 1
    return list(read_ads(text[:end], lazy=True, format=fmt).ads[:n])  # type: ignore[arg-type]


def _has_several_blocks(text: str) -> bool:
    """Whether long-form text has text after a blank line that follows text (two ads or more,
    give or take banner and comment lines)."""
    first = _NON_BLANK.search(text)
    if first is None:
        return False
    for separator in ("\n\n", "\n \n", "\n\t\n"):
        # the first separator after the first text decides: text follows it if any does
        at = text.find(separator, first.start())
        if at >= 0 and _NON_BLANK.search(text, at + len(separator)) is not None:
            return True
    return False


#: blocks counted exactly in a dump up to this size; beyond, estimated from its first part
_COUNTED = 4_000_000


def _count_blocks(text: str, exact: bool) -> int:
    """About how many blank-line separated blocks (slots) long-form ``text`` holds: exactly
    when asked or when the text is small, else extrapolated from its first megabytes (searching
    tens of megabytes costs tens of milliseconds, and only the choice of workers needs it)."""
    if exact or len(text) <= _COUNTED:
        return text.count("\n\n") + 1
    return round(text.count("\n\n", 0, _COUNTED) * len(text) / _COUNTED) + 1
