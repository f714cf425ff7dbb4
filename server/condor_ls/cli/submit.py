"""``condor-ls submit``: the job ads condor_submit would make from a submit file, written as
``condor_submit FILE -dump OUT`` does, without a schedd and without running anything.

``KEY=VALUE`` arguments are assignments made before the file is read (as on condor_submit's
command line). The ads are pinned so that runs compare: ``ClusterId`` 1 (``--cluster``),
``ProcId`` from 0, no ``Owner``, ``SubmitFile`` as typed, ``JobSubmitMethod = 0``, ``QDate`` and
``EnteredCurrentStatus`` the submit time (``--submit-time``, default now).

Formats: ``long`` (default: every proc's full ad, ``Name = value`` lines sorted by name, a blank
line between ads), ``json`` (as ``condor_q -json``), ``submit`` (condor_submit's own ``-dump``
lines: the cluster ad, then per proc ``ProcId``, ``JobStatus`` and what differs from it).
Errors, warnings and what could not be known go to standard error. Exit status: 0; 1 when
condor_submit would fail; 2 when the file cannot be read.
"""
from __future__ import annotations

import argparse
import os
import sys
import time
from collections.abc import Iterable, Iterator

from condor_ls.classad.ad import ClassAd
from condor_ls.classad.ast import Expr, Literal
from condor_ls.classad.jsonwrite import ads_json_chunks
from condor_ls.classad.sortedtext import SortedAdText
from condor_ls.classad.unparse import unparse
from condor_ls.submit.jobads import JobAds, Problem, SubmitOptions, build_job_ads, config_lookup

__all__ = ["add_arguments", "dump_chunks", "run", "write_long", "write_submit_dump"]

#: attributes condor_submit sends first or forces into one kind of ad (``aForcedSetAttrs`` of
#: condor_submit.V6/submit.cpp): they are not repeated among a proc's or the cluster's others
_FORCED_CLUSTER = {"clusterid", "jobsetid", "jobsetname", "jobuniverse", "owner"}
_FORCED_PROC = {"procid", "jobstatus"}


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("file", metavar="FILE", help="the submit description file")
    parser.add_argument("assignments", nargs="*", metavar="KEY=VALUE",
                        help="submit assignments made before the file is read (as on condor_submit's command line)")
    parser.add_argument("--dump", required=True, metavar="OUT", help="where to write the ads (- for standard output)")
    parser.add_argument("--format", choices=("long", "json", "submit"), default="long",
                        help="long: full ads as Name = value lines (default); json: as condor_q -json; "
                             "submit: condor_submit's own -dump lines")
    parser.add_argument("--cluster", type=int, default=1, metavar="N", help="the ClusterId (default 1)")
    parser.add_argument("--htcondor-version", choices=("25", "24.0"), default="25", dest="version",
                        help="whose condor_submit to follow (default 25)")
    parser.add_argument("--config", metavar="FILE",
                        help="the access point's configuration (default: CONDOR_CONFIG if set, else "
                             "HTCondor's built-in defaults)")
    parser.add_argument("--submit-time", type=int, default=None, metavar="EPOCH",
                        help="QDate and EnteredCurrentStatus (default: now), for reproducible output")


def _assignments(items: Iterable[str]) -> tuple[tuple[str, str], ...]:
    out = []
    for item in items:
        name, sep, value = item.partition("=")
        if not sep or not name.strip():
            raise ValueError(f"expected KEY=VALUE, got {item!r}")
        out.append((name.strip(), value.strip()))
    return tuple(out)


#: expression texts :func:`_sorted` remembers at most (it holds each expression alive: a million
#: procs' own values would otherwise all stay)
_MAX_TEXTS = 4096


def _sorted(ad: ClassAd, texts: dict[int, tuple[object, str]] | None = None) -> list[tuple[str, str]]:
    """(name, old-syntax value) pairs sorted by name; ``texts`` remembers the text of each
    expression object (the procs of a cluster share most of theirs)."""
    if texts is not None and len(texts) > _MAX_TEXTS:
        texts.clear()
    out = []
    for name, expr in ad.items():
        if texts is None:
            out.append((name, unparse(expr, old=True)))
            continue
        hit = texts.get(id(expr))
        if hit is None or hit[0] is not expr:
            hit = texts[id(expr)] = (expr, unparse(expr, old=True))
        out.append((name, hit[1]))
    out.sort(key=lambda kv: kv[0].lower())
    return out


def _long_line(name: str, expr: Expr) -> str:
    if type(expr) is Literal and expr.spelling is None:  # most of a proc's own values: no printer
        value = expr.value
        kind = type(value)
        if kind is str and '"' not in value:  # old syntax escapes nothing else
            return f'{name} = "{value}"\n'
        if kind is int:
            return f"{name} = {value}\n"
    return f"{name} = {unparse(expr, old=True)}\n"


def write_long(ads: Iterable[ClassAd]) -> Iterator[str]:
    """Each ad as ``Name = value`` lines sorted by name, ads separated by a blank line (the
    procs of a cluster reuse the text of the lines they share: :class:`SortedAdText`)."""
    first = True
    text = SortedAdText(_long_line)
    for ad in ads:
        if not first:
            yield "\n"
        first = False
        yield text.text(ad)


def write_submit_dump(ads: Iterable[ClassAd], cluster: int) -> Iterator[str]:
    """condor_submit's ``-dump`` lines (``SimScheddQ`` in condor_submit.V6/submit_simulate.cpp,
    fed by ``MySendJobAttributes``): a blank line for each new proc; before the first proc the
    cluster ad, ``ClusterId`` first; then ``ProcId``, ``JobStatus`` and the proc's own
    attributes (none for the first proc, whose attributes became the cluster ad; for the others,
    those that differ from the cluster ad). condor_submit writes each ad in hash order; here
    they are sorted by name."""
    base: dict[str, str] | None = None
    texts: dict[int, tuple[object, str]] = {}
    for index, ad in enumerate(ads):
        values = dict(_sorted(ad, texts))
        lines = ["\n"]
        if base is None:
            base = {k: v for k, v in values.items() if k.lower() not in _FORCED_PROC}
            lines.append(f"ClusterId={cluster}\n")
            lines.extend(f"{k}={v}\n" for k, v in base.items() if k.lower() != "clusterid")
            own: list[tuple[str, str]] = []
        else:
            own = [(k, v) for k, v in values.items() if k.lower() not in _FORCED_PROC | _FORCED_CLUSTER
                   and base.get(k) != v]
        status = values.get("JobStatus", "1")
        lines.append(f"ProcId={values.get('ProcId', index)}\n")
        lines.append(f"JobStatus={status}\n")
        lines.extend(f"{k}={v}\n" for k, v in own)
        yield "".join(lines)


def _location(problem: Problem, shown: str) -> str:
    if problem.origin is None:
        return ""
    name = problem.origin.file
    if not name or name.startswith("<") or name == os.path.abspath(shown):
        name = shown
    return f"{name}:{problem.origin.line + 1}: "


def report(result: JobAds, shown: str, out) -> None:  # type: ignore[no-untyped-def]
    """Problems as condor_submit prints them, placed on their line; then what is unknown."""
    for problem in result.problems:
        level = "ERROR" if problem.severity == "error" else "WARNING"
        proc = f" (proc {problem.proc})" if problem.proc else ""
        out.write(f"{_location(problem, shown)}{level}: {problem.message}{proc}\n")
    said = {p.code for p in result.problems}
    if result.incomplete and not said & {"submit.queue-command", "submit.include-command"}:
        out.write(f"NOTE: not every proc is shown: {result.incomplete}\n")


def run(args: argparse.Namespace) -> int:
    try:
        assignments = _assignments(args.assignments)
        with open(args.file, encoding="utf-8", errors="surrogateescape") as handle:
            text = handle.read()
        if args.config:
            with open(args.config, encoding="utf-8", errors="replace"):
                pass
    except (OSError, ValueError) as err:
        why = err.strerror if isinstance(err, OSError) and err.strerror else str(err)
        print(f"condor-ls submit: {why}" + (f": {err.filename}" if isinstance(err, OSError) else ""), file=sys.stderr)
        return 2
    if getattr(args, "own_process", False):
        from condor_ls.collector import settle_one_shot

        settle_one_shot()  # thousands of ads kept to the end, no cyclic garbage
    cwd = os.getcwd()
    environ = dict(os.environ)
    options = SubmitOptions(
        version=args.version, cluster=args.cluster, submit_file=args.file, cwd=cwd, assignments=assignments,
        config=config_lookup(args.config, version=args.version, environ=environ, cwd=cwd), environ=environ,
        submit_time=args.submit_time if args.submit_time is not None else int(time.time()))
    result = build_job_ads(text, os.path.abspath(args.file), options)
    chunks = dump_chunks(result, args.format, args.cluster)
    try:
        if args.dump == "-":
            for chunk in chunks:
                sys.stdout.write(chunk)
            sys.stdout.flush()
        else:
            with open(args.dump, "w", encoding="utf-8", errors="surrogateescape") as handle:
                for chunk in chunks:
                    handle.write(chunk)
    except OSError as err:
        print(f"condor-ls submit: cannot write {args.dump}: {err.strerror or err}", file=sys.stderr)
        return 2
    report(result, args.file, sys.stderr)
    code = 1 if result.failed else 0
    if getattr(args, "own_process", False):
        from condor_ls.collector import leave

        leave(code)  # the ads are not freed one by one only for the process to end
    return code


def dump_chunks(result: JobAds, fmt: str, cluster: int) -> Iterable[str]:
    """The text ``--dump`` writes in format ``fmt`` (``long``, ``json`` or ``submit``), in pieces:
    the ads of the procs condor_submit would have written."""
    ads = (proc.ad for proc in _good_procs(result))
    if fmt == "json":
        return ads_json_chunks(ads)
    if fmt == "submit":
        return write_submit_dump(ads, cluster)
    return write_long(ads)


def _good_procs(result: JobAds):  # type: ignore[no-untyped-def]
    """The procs condor_submit would have written before it stopped (all when it does not)."""
    for proc in result.procs():
        if proc.failed or result.failed:
            return
        yield proc
