"""The submit file's code lenses and read-only documents, for the language server.

* lenses above each queue statement: its procs (command ``condorLs.showJobAds``) and, with
  ``pool.dump`` set, how many slots its jobs match (command ``condorLs.showMatchAnalysis``),
  counted off the request path (:mod:`.pool_match`);
* ``condorLs.showJobAds`` ``{uri, queue?}`` and ``condorLs.showMatchAnalysis`` ``{uri, queue?,
  pool?}`` answer ``{uri, title, text, language}``: a virtual document (scheme
  ``condor-ls-jobads`` or ``condor-ls-match``) the client shows read-only;
* ``condorLs/virtualDocument`` ``{uri}`` answers ``{uri, title, text, language}`` for such a URI,
  computed again from the submit file's current text (what a client's content provider asks
  when the document is opened again or the submit file changed), or null for an unknown URI.
"""
from __future__ import annotations

import asyncio
import os
import threading
from typing import TYPE_CHECKING, Any, Callable, TypeVar

from lsprotocol import types

from ..analysis.context import AnalysisCancelled, AnalysisContext
from ..analysis.policy.pool import PoolSummary
from ..analysis.policy.submit_lenses import JOB_ADS_COMMAND, MATCH_COMMAND, MatchRequest, SubmitLenses, \
    pool_dump_path, submit_lenses
from ..analysis.policy.submitmatch import as_markdown, lens_title, match_queues
from ..analysis.virtual_documents import JOB_ADS_SCHEME, MATCH_SCHEME, VirtualDocument, job_ads_document, \
    parse_virtual_uri, title_of, virtual_uri
from ..syntax.document import Document
from ..syntax.languages import LanguageId
from .convert import to_range
from .pool_match import Outcome, PoolMatcher

if TYPE_CHECKING:
    from .server import CondorLanguageServer

T = TypeVar("T")

__all__ = ["register", "submit_code_lenses", "VIRTUAL_DOCUMENT", "COMMANDS"]

#: custom request: the text of a virtual document of ours
VIRTUAL_DOCUMENT = "condorLs/virtualDocument"
COMMANDS = (JOB_ADS_COMMAND, MATCH_COMMAND)
#: longest message in a lens title
MAX_TITLE = 90


async def _in_worker(ls: CondorLanguageServer, fn: Callable[[AnalysisContext], T]) -> tuple[T, AnalysisContext]:
    cancelled = threading.Event()
    context = AnalysisContext(settings=ls.settings, open_document=ls.store.by_path, cancelled=cancelled.is_set)
    try:
        result = await asyncio.get_running_loop().run_in_executor(None, fn, context)
    except asyncio.CancelledError:
        cancelled.set()
        raise
    return result, context


def matcher(ls: Any) -> PoolMatcher:
    found = getattr(ls, "pool_matcher", None)
    if found is None:
        found = ls.pool_matcher = PoolMatcher(on_done=lambda: ls.lenses.schedule())
    return found


def _clip(text: str) -> str:
    return text if len(text) <= MAX_TITLE else text[: MAX_TITLE - 1] + "…"


def _match_title(request: MatchRequest, outcome: Outcome | None, last: Outcome | None, pool: str) -> str:
    if isinstance(outcome, PoolSummary):
        return lens_title(match_queues([request.queue], outcome)[0])
    if isinstance(outcome, str):  # the tooltip has the whole message, with the dump's path
        return _clip(f"matches: {outcome.replace(pool, os.path.basename(pool))}")
    if isinstance(last, PoolSummary) and len(last.jobs) == len(request.queue.jobs):
        return lens_title(match_queues([request.queue], last)[0]) + " (recounting…)"
    return "matches: counting the pool's slots…"


async def submit_code_lenses(ls: CondorLanguageServer, document: Document) -> tuple[list[types.CodeLens], set[str]]:
    """The lenses of a submit document, and the paths they read (for the lens refresher)."""
    uri = document.uri
    try:
        found, context = await _in_worker(ls, lambda c: submit_lenses(document, c))
    except AnalysisCancelled:
        return [], set()
    index = document.line_index
    lenses = [types.CodeLens(range=to_range(index, lens.range),
                             command=types.Command(title=lens.title, command=lens.command,
                                                   arguments=[{"uri": uri, "queue": lens.queue}],
                                                   tooltip=lens.tooltip))
              for lens in found.lenses]
    paths = set(context.dependencies)
    if found.pool is not None:
        paths.add(found.pool)
        lenses += _match_lenses(ls, document, found)
    return lenses, paths


def _match_lenses(ls: CondorLanguageServer, document: Document, found: SubmitLenses) -> list[types.CodeLens]:
    pool, counter, uri = found.pool, matcher(ls), document.uri
    keys = {}
    for request in found.matches:
        if request.queue.jobs:
            key = counter.key(pool, request.key)  # type: ignore[arg-type]
            if key is not None:
                keys[request.queue.index] = key
    counter.wanted(uri, list(keys.values()))
    lenses = []
    for request in found.matches:
        key = keys.get(request.queue.index)
        last_key = (uri, request.queue.index)
        if not request.queue.jobs:
            outcome: Outcome | None = f"not counted: {_why_not(request)}"
        elif key is None:
            outcome = f"cannot read the pool dump {pool}"
        else:
            outcome = counter.request(uri, key, pool, request.jobs)  # type: ignore[arg-type]
        if outcome is not None:
            counter.shown(uri, request.queue.index, outcome)
        title = _match_title(request, outcome, counter.last.get(last_key), pool)  # type: ignore[arg-type]
        problem = f"{outcome}\n" if isinstance(outcome, str) else ""
        lenses.append(types.CodeLens(
            range=to_range(document.line_index, request.range),
            command=types.Command(title=title, command=MATCH_COMMAND,
                                  arguments=[{"uri": uri, "queue": request.queue.index}],
                                  tooltip=f"{problem}Against {pool}\nClick for the breakdown per clause (as "
                                          "condor_q -better-analyze gives it).")))
    return lenses


def _why_not(request: MatchRequest) -> str:
    queue = request.queue
    if queue.failed:
        return "condor_submit stops before its first proc"
    return "its procs are unknown" if queue.count is None else "it makes no proc"


# -- the documents -------------------------------------------------------------------------------------------

def _answer(doc: VirtualDocument) -> dict[str, Any]:
    return {"uri": doc.uri, "title": doc.title, "text": doc.text, "language": doc.language}


def _source(ls: Any, uri: Any) -> Document | None:
    from .policy import _document

    return _document(ls, uri) if isinstance(uri, str) else None


def _queue_arg(value: Any) -> int | None:
    return value if isinstance(value, int) and not isinstance(value, bool) and value >= 0 else None


def _missing(scheme: str, source: Any, queue: int | None) -> dict[str, Any]:
    uri = virtual_uri(scheme, source if isinstance(source, str) else "untitled:unknown", queue)
    prefix = "# " if scheme == JOB_ADS_SCHEME else ""
    return _answer(VirtualDocument(uri, title_of(uri), f"{prefix}No submit file {source!r} is open or readable.\n",
                                   "classad" if scheme == JOB_ADS_SCHEME else "markdown"))


async def job_ads(ls: Any, source: Any, queue: int | None) -> dict[str, Any]:
    document = _source(ls, source)
    if document is None or document.language is not LanguageId.SUBMIT:
        return _missing(JOB_ADS_SCHEME, source, queue)
    try:
        found, _ = await _in_worker(ls, lambda c: job_ads_document(document, c, queue))
    except AnalysisCancelled:
        return _missing(JOB_ADS_SCHEME, source, queue)
    return _answer(found)


async def match_analysis(ls: Any, source: Any, queue: int | None, pool: str | None = None) -> dict[str, Any]:
    document = _source(ls, source)
    if document is None or document.language is not LanguageId.SUBMIT:
        return _missing(MATCH_SCHEME, source, queue)
    uri = virtual_uri(MATCH_SCHEME, document.uri, queue)
    name = title_of(virtual_uri(JOB_ADS_SCHEME, document.uri)).removesuffix(".ads")
    setting = pool if pool else ls.settings.pool_dump
    path = pool_dump_path(document, setting) if setting else None
    if path is None:
        text = (f"# Will it match? {name}\n\nNo pool to match against: set `condorLs.pool.dump` to a file of "
                "slot ads (`condor_status -l > pool.ads`; `-json` and `-xml` do too), or run "
                "`condor-ls policy --submit FILE --machine DUMP`.\n")
        return _answer(VirtualDocument(uri, title_of(uri), text, "markdown"))

    def requests(context: AnalysisContext) -> SubmitLenses:
        from dataclasses import replace

        context.settings = replace(context.settings, pool_dump=path, submit_code_lens=True)
        return submit_lenses(document, context)

    try:
        found, _ = await _in_worker(ls, requests)
    except AnalysisCancelled:
        return _missing(MATCH_SCHEME, source, queue)
    wanted = [r for r in found.matches if queue is None or r.queue.index == queue]
    counter = matcher(ls)
    keys = [key for r in found.matches if r.queue.jobs and (key := counter.key(path, r.key)) is not None]
    counter.wanted(document.uri, keys)  # counts for an older text of this file are dropped
    matches, summary = [], None
    notes: list[str] = []
    for request in wanted:
        if not request.queue.jobs:
            matches.append(match_queues([request.queue], PoolSummary(0, {}, ()))[0])
            continue
        key = counter.key(path, request.key)
        outcome: Outcome = await counter.outcome(document.uri, key, path, request.jobs) if key is not None \
            else f"cannot read the pool dump {path}"
        if isinstance(outcome, str):
            text = f"# Will it match? {name}\n\n**Cannot count the pool:** {outcome}\n"
            return _answer(VirtualDocument(uri, title_of(uri), text, "markdown"))
        counter.shown(document.uri, request.queue.index, outcome)
        summary = outcome if summary is None else summary
        notes.extend(n for n in outcome.notes if n not in notes)
        matches.append(match_queues([request.queue], outcome)[0])
    if not wanted:
        text = f"# Will it match? {name}\n\nNo queue statement {'' if queue is None else queue + 1} to analyse.\n"
        return _answer(VirtualDocument(uri, title_of(uri), text, "markdown"))
    total = summary if summary is not None else PoolSummary(0, {}, ())
    from dataclasses import replace as dc_replace

    markdown = as_markdown(matches, dc_replace(total, notes=tuple(notes)), title=f"Will it match? {name}",
                           source=path, shown_file=name)
    return _answer(VirtualDocument(uri, title_of(uri), markdown, "markdown"))


def _field(obj: Any, name: str) -> Any:
    if isinstance(obj, dict):
        return obj.get(name)
    return getattr(obj, name, None)


def register(server: Any) -> None:
    """Add the two commands and the virtual document request to ``server`` (the lenses are
    served by the code lens handler of :mod:`.policy`)."""

    @server.command(JOB_ADS_COMMAND)
    async def show_job_ads(ls: Any, *arguments: Any) -> dict[str, Any]:
        arg = arguments[0] if arguments and arguments[0] is not None else {}
        return await job_ads(ls, _field(arg, "uri"), _queue_arg(_field(arg, "queue")))

    @server.command(MATCH_COMMAND)
    async def show_match(ls: Any, *arguments: Any) -> dict[str, Any]:
        arg = arguments[0] if arguments and arguments[0] is not None else {}
        pool = _field(arg, "pool")
        return await match_analysis(ls, _field(arg, "uri"), _queue_arg(_field(arg, "queue")),
                                    pool if isinstance(pool, str) and pool else None)

    @server.feature(VIRTUAL_DOCUMENT)
    async def virtual_document(ls: Any, params: Any) -> dict[str, Any] | None:
        target = parse_virtual_uri(_field(params, "uri"))
        if target is None:
            return None
        if target.scheme == JOB_ADS_SCHEME:
            return await job_ads(ls, target.source, target.queue)
        return await match_analysis(ls, target.source, target.queue)
