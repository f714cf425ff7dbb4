"""Code lenses above the queue statements of a submit file: how many procs each makes (or why
that is unknown), opening the job ads condor_submit would make (``condorLs.showJobAds``); and,
with a pool dump in the settings (``pool.dump``), how many of its slots the jobs match,
opening better-analyze's breakdown (``condorLs.showMatchAnalysis``).

The proc counts come from the job-ad model at no cost (the diagnostics have built the ads).
The match counts take a pass over the pool (about a second and a half for 10,000 slots), so
they are never computed here: :func:`submit_lenses` hands back, for each queue statement, the
job ads to count (:class:`MatchRequest`), and the server counts them off the request path and
fills the title in when the count is done (:mod:`condor_ls.lsp.pool_match`).
"""
from __future__ import annotations

import logging
import os
from dataclasses import dataclass

from ...classad.unparse import unparse
from ...syntax.document import Document
from ...syntax.languages import LanguageId
from ..context import AnalysisCancelled, AnalysisContext, uri_to_path
from ..model import TextRange
from ..submit_job import job_ads_of, queue_ranges
from .submitmatch import QueueJobs, queue_jobs

log = logging.getLogger(__name__)

__all__ = ["JOB_ADS_COMMAND", "MATCH_COMMAND", "SubmitLens", "MatchRequest", "SubmitLenses", "submit_lenses",
           "procs_title", "pool_dump_path", "job_text", "EDITOR_EXAMINED"]

JOB_ADS_COMMAND = "condorLs.showJobAds"
MATCH_COMMAND = "condorLs.showMatchAnalysis"
#: procs of a queue statement grouped for the match in the editor (the diagnostics build as many)
EDITOR_EXAMINED = 100
#: attributes left out of a job's identity for the cache of counts: they change with every
#: build (the submit time) and no slot policy reads them in practice
VOLATILE = frozenset({"qdate", "enteredcurrentstatus"})


@dataclass(frozen=True)
class SubmitLens:
    range: TextRange
    title: str
    tooltip: str
    command: str
    #: index of the queue statement among those condor_submit reaches
    queue: int


@dataclass(frozen=True)
class MatchRequest:
    """The ads of one queue statement to count against the pool."""

    range: TextRange
    queue: QueueJobs
    #: the ads (one per group of procs) as long-form text, the counting process's input
    jobs: tuple[str, ...]
    #: the ads without their volatile attributes (the cache key)
    key: tuple[str, ...]


@dataclass(frozen=True)
class SubmitLenses:
    lenses: tuple[SubmitLens, ...]
    #: the pool to count against (None: no dump configured, or none readable)
    pool: str | None = None
    matches: tuple[MatchRequest, ...] = ()


def procs_title(count: int | None, unknown: str | None, first: int, cluster: int) -> str:
    if count is None:
        return "procs unknown" + (" (items from a command)" if unknown and "command" in unknown else "")
    if count == 0:
        return "no proc: nothing to queue"
    title = f"1 proc: job {cluster}.{first}" if count == 1 else \
        f"{count:,} procs: jobs {cluster}.{first} to {cluster}.{first + count - 1}"
    return title + (" (and more unknown)" if unknown else "")


def pool_dump_path(document: Document, setting: str) -> str | None:
    """The pool dump named in the settings: ``~`` expanded, relative to the submit file's
    directory."""
    if not setting.strip():
        return None
    path = os.path.expanduser(uri_to_path(setting) if setting.startswith("file:") else setting.strip())
    if not os.path.isabs(path):
        path = os.path.join(os.path.dirname(uri_to_path(document.uri)), path)
    return os.path.normpath(path)


def job_text(ad, drop: frozenset[str] = frozenset()) -> str:  # type: ignore[no-untyped-def]
    """An ad in long form (sorted by name), without the attributes in ``drop``."""
    return "\n".join(f"{name} = {unparse(expr, old=True)}" for name, expr in
                     sorted(ad.items(), key=lambda item: item[0].lower()) if name.lower() not in drop)


def submit_lenses(document: Document, context: AnalysisContext) -> SubmitLenses:
    """The lenses of a submit document (none for other languages or when switched off)."""
    if document.language is not LanguageId.SUBMIT or not context.settings.submit_code_lens:
        return SubmitLenses(())
    try:
        return _lenses(document, context)
    except AnalysisCancelled:
        raise
    except Exception:  # a lens must never take the server down
        log.exception("submit lenses failed for %s", document.uri)
        return SubmitLenses(())


def _lenses(document: Document, context: AnalysisContext) -> SubmitLenses:
    from ..submit_ads import record_dependencies

    result = job_ads_of(document, context)
    if result is None:
        return SubmitLenses(())
    record_dependencies(result, context)  # an item file or an include that changes refreshes the lenses
    placed = queue_ranges(document, result)
    lenses = []
    for index, rng in placed:
        statement = result.queues[index]
        tooltip = f"queue {statement.text}".rstrip()
        if statement.unknown:
            tooltip += f"\n{statement.unknown}"
        tooltip += "\nClick for the job ads condor_submit would make."
        lenses.append(SubmitLens(rng, procs_title(statement.count, statement.unknown, statement.first_proc,
                                                  result.cluster), tooltip, JOB_ADS_COMMAND, index))
    pool = pool_dump_path(document, context.settings.pool_dump)
    if pool is None or not placed:
        return SubmitLenses(tuple(lenses))
    context.check_cancelled()
    groups = {q.index: q for q in queue_jobs(result, max_examined=EDITOR_EXAMINED)}
    matches = []
    for index, rng in placed:
        queue = groups.get(index)
        if queue is None:
            continue
        matches.append(MatchRequest(rng, queue, tuple(job_text(job.ad) for job in queue.jobs),
                                    tuple(job_text(job.ad, VOLATILE) for job in queue.jobs)))
    return SubmitLenses(tuple(lenses), pool, tuple(matches))
