"""``condor-ls policy --submit FILE``: will the jobs of a submit file match the pool?

The job ads are those condor_submit would make (:mod:`condor_ls.submit.jobads`, as ``condor-ls
submit`` makes them: run from this directory, with ``--submit-config`` or ``CONDOR_CONFIG`` as
the access point's configuration); each queue statement's procs are grouped by what the match
reads of them (:mod:`condor_ls.analysis.policy.submitmatch`) and counted against every slot of
``--machine`` (a pool dump in any form; default: the sample slot), with the config's startd
policy laid over the slots when ``--config`` is given (else the slots' own ``START``). The
output is better-analyze's analysis per queue statement. Problems condor_submit would report go
to standard error. Exit status: 0; 1 when condor_submit would fail; 2 when an input cannot be
read.
"""
from __future__ import annotations

import argparse
import json
import os
import sys
import time

from condor_ls.analysis.policy.pool import finish, publication
from condor_ls.analysis.policy.submitmatch import as_json, as_text, flat_jobs, match_queues, queue_jobs
from condor_ls.analysis.samples import sample_ad
from condor_ls.classad.adfiles import AdFile, AdFileError, detect_format, read_ads
from condor_ls.submit.jobads import SubmitOptions, build_job_ads, config_lookup

from . import policy_pool
from .configset import load_set

__all__ = ["add_arguments", "run"]


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--submit", metavar="FILE",
                        help="a submit description: analyse the jobs condor_submit would make from it, per queue "
                             "statement, against the pool (--config is then optional)")
    parser.add_argument("--submit-config", metavar="FILE",
                        help="with --submit: the access point's configuration (default: CONDOR_CONFIG if set, else "
                             "HTCondor's built-in defaults)")
    parser.add_argument("--htcondor-version", choices=("25", "24.0"), default="25", dest="htcondor_version",
                        help="with --submit: whose condor_submit makes the job ads (default 25)")


def _fail(message: str) -> int:
    print(f"condor-ls policy: {message}", file=sys.stderr)
    return 2


def run(args: argparse.Namespace) -> int:
    try:
        with open(args.submit, encoding="utf-8", errors="surrogateescape") as handle:
            text = handle.read()
        machine_text = policy_pool_text(args.machine) if args.machine else None
        for path in (args.config, args.submit_config):
            if path:
                with open(path, "rb"):
                    pass
    except OSError as err:
        return _fail(f"cannot read {err.filename}: {err.strerror or err}")
    if args.workers is not None and args.workers < 1:
        return _fail("--workers must be at least 1")
    cwd = os.getcwd()
    environ = dict(os.environ)
    now = time.time() if args.now is None else args.now
    options = SubmitOptions(version=args.htcondor_version, submit_file=args.submit, cwd=cwd, environ=environ,
                            config=config_lookup(args.submit_config, version=args.htcondor_version, environ=environ,
                                                 cwd=cwd),
                            submit_time=int(now))
    result = build_job_ads(text, os.path.abspath(args.submit), options)
    queues = queue_jobs(result)
    from .submit import report as submit_problems

    submit_problems(result, args.submit, sys.stderr)
    jobs = flat_jobs(queues)
    config = load_set(args.config, subsystem=args.subsystem) if args.config else None
    layers = publication(config, args.state, args.activity)
    try:
        fmt, ad_file = _machines(args, machine_text)
    except ValueError as err:
        return _fail(str(err))
    expected = len(ad_file.ads) if ad_file is not None else (machine_text or "").count("\n\n") + 1
    workers = args.workers or policy_pool.default_workers(expected)
    try:
        counts, failures = policy_pool.count_pool(machine_text or "", ad_file, fmt, layers, jobs, now, workers,
                                                  sys.stderr.isatty(), expected_slots=expected)
    except AdFileError as err:
        return _fail(f"cannot read machine ads {args.machine}: {err}")
    notes = layers.notes + policy_pool.failure_notes(failures, args.machine or "the sample")
    summary = finish(counts, jobs, notes)
    matches = match_queues(queues, summary)
    source = args.machine or "the sample slot"
    if args.format == "json":
        json.dump(as_json(matches, summary, policy_pool.job_summary_json), sys.stdout)
        sys.stdout.write("\n")
    else:
        print(as_text(matches, summary, source=source, shown_file=args.submit))
    status = _write_html(args, summary)
    return status or (1 if result.failed else 0)


def policy_pool_text(path: str) -> str:
    from condor_ls.classad.adfiles import read_text

    return read_text(path)


def _machines(args: argparse.Namespace, text: str | None) -> tuple[str, AdFile | None]:
    """(format, ads) of the machine file: a long-form dump stays text (counted in pieces)."""
    if text is None:
        return "long", AdFile("long", [sample_ad("machine").ad])
    try:
        fmt = detect_format(text)
    except AdFileError as err:
        raise ValueError(f"cannot read machine ads {args.machine}: {err}") from None
    if fmt is None:
        raise ValueError(f"no machine ad in {args.machine}")
    if fmt == "long":
        return fmt, None
    try:
        return fmt, read_ads(text, lazy=True)
    except AdFileError as err:
        raise ValueError(f"cannot read machine ads {args.machine}: {err}") from None


def _write_html(args: argparse.Namespace, summary: object) -> int:
    """The --html page: the pool's breakdown per clause for each analysed job."""
    if not args.html:
        return 0
    from condor_ls.pictures.policy import policy_page

    inputs = ", ".join(f"{what} {path}" for what, path in (("submit", args.submit), ("config", args.config),
                                                            ("machine", args.machine)) if path)
    page = policy_page([], title="condor-ls policy --submit", subtitle=inputs, pool=summary)  # type: ignore[arg-type]
    try:
        with open(args.html, "w", encoding="utf-8") as out:
            out.write(page)
    except OSError as err:
        return _fail(f"cannot write {args.html}: {err.strerror or err}")
    print(f"condor-ls policy: wrote {args.html}", file=sys.stderr)
    return 0
