"""The job a submit file describes, as every editor feature that needs a job ad sees it.

That is proc 0's ad as condor_submit would make it (:mod:`.submit_ads`, the job-ad model):
defaults for the universe, ``request_*`` units, the generated ``Requirements``, ``+Attr``
values, the queue statement's variables. When the model makes no proc (no queue statement, a
queue statement whose items come from a command, an error before the first proc) or the
description is embedded in a Python script (which the model does not read), the features fall
back to the sample job ad with this file's expression-valued commands laid over it: an
approximation, and the words describing the ad say so.
"""
from __future__ import annotations

import itertools
import re
from dataclasses import dataclass

from ..classad.ad import ClassAd
from ..classad.ast import Expr, Literal
from ..submit.directives import Kind, read_submit
from ..submit.jobads import JobAds, ProcAd
from ..syntax.document import Document
from .context import AnalysisContext
from .model import TextRange
from .samples import sample_ad

__all__ = ["SubmitJob", "submit_job", "first_procs", "queue_ranges", "REAL_WORDS", "SAMPLE_WORDS"]

#: how hover describes the ads of a submit file's expressions
REAL_WORDS = "this job as MY: proc {proc}'s ad as condor_submit makes it; the sample machine ad as TARGET"
SAMPLE_WORDS = ("this job as MY: the sample job ad with this file's settings ({why}); "
                "the sample machine ad as TARGET")
#: command value types copied into the approximate job ad as expressions (the others need
#: condor_submit's conversions, which only the model makes)
EXPRESSION_TYPES = frozenset({"classad", "int", "long", "double", "bool"})
#: multipliers of the size suffixes of request_memory (result in MB), for the approximation
_MEMORY_UNITS = {"": 1, "K": 1 / 1024, "M": 1, "G": 1024, "T": 1024 * 1024}
_SIZE = re.compile(r"\s*(\d+(?:\.\d+)?)\s*([KMGTkmgt]?)[bB]?\s*")


@dataclass(frozen=True)
class SubmitJob:
    """The job ad features evaluate a submit file's expressions with."""

    ad: ClassAd
    #: the proc it is (None: the approximation from the sample job)
    proc: ProcAd | None
    #: the words hover and the evaluate command use for the ads
    words: str
    #: why the ad is the approximation (None for a real proc)
    why: str | None = None


def job_ads_of(document: Document, context: AnalysisContext) -> JobAds | None:
    from .submit_ads import job_ads

    try:
        return job_ads(document, context)
    except Exception:  # the model never raises for bad input; a bug must not cost the feature
        return None


def submit_job(document: Document, context: AnalysisContext) -> SubmitJob:
    """Proc 0's real ad, else the approximation (see the module docs). The result's ``ad`` is
    the caller's to change."""
    result = job_ads_of(document, context)
    proc = result.first() if result is not None else None
    if proc is not None and not proc.failed:
        return SubmitJob(ClassAd(proc.ad.items()), proc, REAL_WORDS.format(proc=f"{proc.cluster}.{proc.proc}"))
    if result is None:
        why = "submit text inside a script"
    elif not result.queues:
        why = "it has no queue statement"
    elif result.queues and all(q.count is None for q in result.queues):
        why = "its procs are unknown"
    elif proc is not None or result.failed:
        why = "condor_submit stops before it makes proc 0"
    else:
        why = "it makes no proc"
    return SubmitJob(approximate_job_ad(document, context), None, SAMPLE_WORDS.format(why=why), why)


def first_procs(result: JobAds, n: int) -> list[ProcAd]:
    """The first ``n`` procs in ProcId order (built as needed)."""
    try:
        return [proc for proc in itertools.islice(result.procs(), n) if not proc.failed]
    except Exception:
        return []


def queue_ranges(document: Document, result: JobAds) -> list[tuple[int, TextRange]]:
    """(index of the model's queue statement, the range of its line in ``document``) for the
    queue statements written in this document (not those of included files)."""
    from .context import uri_to_path

    path = uri_to_path(document.uri)
    lines = {}
    source = document.source
    for queue in read_submit(document).queues:
        end = source.find(b"\n", queue.start)
        lines[source.count(b"\n", 0, queue.start)] = TextRange(queue.start, queue.end if end < 0 else min(end, queue.end))
    out = []
    for index, statement in enumerate(result.queues):
        origin = statement.origin
        if origin is None or (origin.file and origin.file != path and not origin.file.startswith("<")):
            continue
        found = lines.get(origin.line)
        if found is not None:
            out.append((index, found))
    return out


# -- the approximation --------------------------------------------------------------------------------------

def _size_expr(name: str, text: str) -> Expr | None:
    """``request_memory = 4G`` in MB; plain numbers pass through."""
    match = _SIZE.fullmatch(text)
    if match is None or name != "request_memory" or not match.group(2):
        return None
    return Literal(int(float(match.group(1)) * _MEMORY_UNITS[match.group(2).upper()] + 0.999999))


def approximate_job_ad(document: Document, context: AnalysisContext) -> ClassAd:
    """The sample job ad with the attributes this file sets (``+Attr``, ``MY.Attr`` and the
    commands whose value is an expression, such as ``rank``)."""
    from ..classad.parser import parse_expr
    from ..submit import commands
    from ..submit.macros import Expander
    from .rules.submit import loop_variables

    job = sample_ad("job", context).ad
    submit = read_submit(document)
    expander = Expander(submit, frozenset(loop_variables(document)))
    for assignment in submit.assignments:
        if assignment.kind is Kind.REMOVAL:
            job.remove(assignment.name)
            continue
        name = command = assignment.name
        if assignment.kind is Kind.COMMAND:
            found = commands.command(assignment.name)
            if found is None or not found.attribute or found.type not in EXPRESSION_TYPES:
                continue
            name, command = found.attribute, found.name
        expanded = expander.expand(assignment.value)
        if expanded is None or not expanded.text.strip():
            continue
        expr = _size_expr(command.lower(), expanded.text)
        if expr is None:
            try:
                expr = parse_expr(expanded.text)
            except Exception:
                continue
        job.set(name, expr)
    return job
