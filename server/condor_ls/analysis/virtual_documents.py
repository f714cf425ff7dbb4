"""Read-only documents the editor shows for a submit file: the job ads condor_submit would make,
and the match analysis of its queue statements against a pool.

Each has a URI of its own scheme (as rust-analyzer's virtual documents do), naming the submit
file and the queue statement, so a client can ask for the text again when the submit file
changes (``condorLs/virtualDocument``) and show it under a readable name:

* ``condor-ls-jobads:/home/me/job.sub.queue1.ads?queue=0&source=<file URI>``: long-form ClassAds
  (``Name = value`` lines, a blank line between ads, ``#`` comment lines saying which proc each
  is), readable by condor-ls and HTCondor's own ad readers;
* ``condor-ls-match:/home/me/job.sub.queue1.match.md?queue=0&source=<file URI>``: markdown.

``queue`` is the index of the queue statement among those condor_submit reaches; without it
the document covers them all.
"""
from __future__ import annotations

import os
from dataclasses import dataclass
from urllib.parse import quote, unquote, urlsplit

from ..classad.unparse import unparse
from ..submit.jobads import JobAds, ProcAd, QueueStatement
from ..syntax.document import Document
from .context import AnalysisContext, uri_to_path
from .submit_job import job_ads_of

__all__ = ["JOB_ADS_SCHEME", "MATCH_SCHEME", "VirtualDocument", "VirtualTarget", "virtual_uri",
           "parse_virtual_uri", "job_ads_document", "MAX_SHOWN_PROCS"]

JOB_ADS_SCHEME = "condor-ls-jobads"
MATCH_SCHEME = "condor-ls-match"
#: (suffix of the shown name, language) per scheme
_KINDS = {JOB_ADS_SCHEME: (".ads", "classad"), MATCH_SCHEME: (".match.md", "markdown")}
#: procs written into one job-ads document (``condor-ls submit --dump`` writes them all)
MAX_SHOWN_PROCS = 100
#: longest attribute value written in full
MAX_VALUE_CHARS = 20_000


@dataclass(frozen=True)
class VirtualDocument:
    uri: str
    #: a short name for a tab or a buffer
    title: str
    text: str
    #: ``classad`` or ``markdown``
    language: str


@dataclass(frozen=True)
class VirtualTarget:
    """What a virtual URI names."""

    scheme: str
    source: str
    queue: int | None


def _shown_path(source: str) -> str:
    if source.startswith("file:"):
        return uri_to_path(source)
    tail = source.rsplit("/", 1)[-1].rsplit(":", 1)[-1]
    return "/" + (tail or "untitled")


def virtual_uri(scheme: str, source: str, queue: int | None = None) -> str:
    """The URI of a virtual document about ``source`` (a submit file's URI)."""
    suffix, _ = _KINDS[scheme]
    path = _shown_path(source)
    if queue is not None:
        path += f".queue{queue + 1}"
    query = "" if queue is None else f"queue={queue}&"
    return f"{scheme}:{quote(path + suffix)}?{query}source={quote(source, safe='')}"


def _query(raw: str) -> dict[str, str]:
    """The parameters of a virtual URI's query, as this module writes it (values escaped,
    ``source`` last) or as a client writes the same URI back (VS Code escapes the whole query,
    ``=`` and ``&`` included, once it has decoded it): ``source`` is then the rest of the query,
    whatever characters the file name holds."""
    whole = "=" not in raw
    if whole:
        raw = unquote(raw)
    out: dict[str, str] = {}
    at = 0 if raw.startswith("source=") else raw.find("&source=") + 1
    if at > 0 or raw.startswith("source="):
        value = raw[at + len("source="):]
        out["source"] = value if whole else unquote(value)
        raw = raw[:max(at - 1, 0)]
    for part in raw.split("&"):
        name, _, value = part.partition("=")
        if name and name not in out:
            out[name] = value if whole else unquote(value)
    return out


def parse_virtual_uri(uri: str) -> VirtualTarget | None:
    """The scheme, submit file and queue statement a virtual URI names (None for other URIs)."""
    if not isinstance(uri, str):
        return None
    parts = urlsplit(uri)
    if parts.scheme not in _KINDS:
        return None
    query = _query(parts.query)
    source = query.get("source")
    if not source:
        return None
    queue: int | None = None
    if query.get("queue"):
        try:
            queue = int(query["queue"])
        except ValueError:
            return None
        if queue < 0:
            return None
    return VirtualTarget(parts.scheme, source, queue)


def title_of(uri: str) -> str:
    return os.path.basename(unquote(urlsplit(uri).path)) or uri


# -- the job ads -------------------------------------------------------------------------------------------

def _long_form(proc: ProcAd) -> str:
    lines = [f"# job {proc.cluster}.{proc.proc}" + (" (condor_submit stops with an error here)" if proc.failed else "")]
    for name, expr in sorted(proc.ad.items(), key=lambda item: item[0].lower()):
        text = unparse(expr, old=True)
        if len(text) > MAX_VALUE_CHARS:
            text = '"(value of ' + f"{len(text):,}" + ' characters not shown)"'
        lines.append(f"{name} = {text}")
    return "\n".join(lines)


def _statement_words(statement: QueueStatement, file: str, cluster: int) -> str:
    where = ""
    if statement.origin is not None:
        shown = os.path.basename(statement.origin.file) if statement.origin.file else file
        where = f" ({shown}:{statement.origin.line + 1})"
    head = f"queue {statement.text}".rstrip() + where
    if statement.count is None:
        return f"{head}: procs unknown" + (f": {statement.unknown}" if statement.unknown else "")
    procs = f"{statement.count:,} proc{'s' * (statement.count != 1)}"
    if statement.count:
        last = statement.first_proc + statement.count - 1
        procs += f", job {cluster}.{statement.first_proc}" if statement.count == 1 else \
            f", jobs {cluster}.{statement.first_proc} to {cluster}.{last}"
    return f"{head}: {procs}" + (f" ({statement.unknown})" if statement.unknown else "")


def _comment(text: str) -> list[str]:
    return ["# " + line for line in text.splitlines() or [""]]


def job_ads_text(result: JobAds, file: str, queue: int | None = None, limit: int = MAX_SHOWN_PROCS) -> str:
    """The job ads of one queue statement (or all) as long-form ClassAds, with comment lines
    (a comment block always leads an ad, so HTCondor's readers take the text too)."""
    lead = _comment(f"{file}: the job ads condor_submit would make (HTCondor {result.version}'s rules, "
                    f"cluster {result.cluster}); not submitted")
    for problem in result.problems[:50]:
        line = f" (line {problem.origin.line + 1})" if problem.origin is not None else ""
        proc = f" (job {result.cluster}.{problem.proc})" if problem.proc is not None else ""
        lead += _comment(f"{problem.severity}{line}{proc}: {problem.message}")
    if result.incomplete:
        lead += _comment(f"incomplete: {result.incomplete}")
    statements = list(enumerate(result.queues))
    if queue is not None:
        statements = [(i, s) for i, s in statements if i == queue]
        if not statements:
            lead += _comment(f"there is no queue statement {queue + 1} (condor_submit reaches "
                             f"{len(result.queues)})")
    if not result.queues:
        lead += _comment("no queue statement: condor_submit makes no job")
    blocks: list[str] = []
    pending = lead  # comment lines waiting for the next ad
    shown = 0
    for index, statement in statements:
        pending = pending + _comment(f"queue statement {index + 1}: {_statement_words(statement, file, result.cluster)}")
        if not statement.count:
            continue
        if shown >= limit:
            pending += _comment(f"  (not shown: this document holds the first {limit} procs; "
                                "`condor-ls submit FILE --dump -` writes them all)")
            continue
        for proc in statement.procs:
            if shown >= limit:
                rest = (statement.count or 0) - (proc.proc - statement.first_proc)
                pending += _comment(f"  ({rest:,} more procs not shown: `condor-ls submit FILE --dump -` "
                                    "writes them all)")
                break
            blocks.append("\n".join(pending + [_long_form(proc)]))
            pending = []
            shown += 1
            if proc.failed:
                break
    if pending:
        if blocks:
            blocks[-1] += "\n" + "\n".join(pending)
        else:
            blocks.append("\n".join(pending))
    return "\n\n".join(blocks) + "\n"


def job_ads_document(document: Document, context: AnalysisContext, queue: int | None = None) -> VirtualDocument:
    """The job-ads document of a submit file (see the module docs)."""
    uri = virtual_uri(JOB_ADS_SCHEME, document.uri, queue)
    file = os.path.basename(uri_to_path(document.uri)) if document.uri.startswith("file:") else document.uri
    result = job_ads_of(document, context)
    if result is None:
        text = "\n".join(_comment(f"{file}: condor-ls makes job ads for submit files only")) + "\n"
    else:
        text = job_ads_text(result, file, queue)
    return VirtualDocument(uri, title_of(uri), text, "classad")
