"""Will a submit file's jobs match? The job ads condor_submit would make, per queue statement,
put through the pool summary (:mod:`.pool`), and the answer written as ``condor_q
-better-analyze`` writes its analysis, but for jobs that are not submitted yet.

A queue statement can make thousands of procs whose ads differ (``request_memory =
$(mem)`` with a different item per proc). Evaluating every proc against every slot would cost
the procs times the pool; instead the procs are grouped by what the match reads of them: the
job's ``Requirements``, every job attribute it refers to (followed through the attributes
those refer to), and the ``Request*`` attributes the slots' ``START`` usually compares. The
first proc of each group stands for the group. Attributes that differ between procs outside
that key (``Args``, ``Out`` ...) are listed in a note: a slot whose ``START`` read one of them
would see each group's first proc only.

The counts follow better-analyze's (``appendJobMatchTotalsToBuffer`` and
``doJobMatchAnalysisToBuffer`` in condor_q.V6/jobmatch.cpp, ``AnalyzeRequirementsForEachTarget``
in condor_utils/expr_analyze.cpp): the slots the job's ``Requirements`` rejects, then of the
others those whose own ``START``/``Requirements`` reject the job, then those that match; and
for each top-level clause of the job's ``Requirements`` (and of the slots' ``START``) the
slots it matches, the slots it rejects, and for how many it is the only reason. Like
better-analyze, user priority, preemption and concurrency limits are not considered.
"""
from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from ...classad.ad import ClassAd
from ...classad.ast import AttrRef, Expr
from ...classad.unparse import unparse
from ...submit.jobads import JobAds, QueueStatement
from .pool import JobSummary, PoolSummary
from .suggestions import children

__all__ = ["QueueJob", "QueueJobs", "QueueMatch", "queue_jobs", "flat_jobs", "match_queues", "as_text",
           "as_markdown", "as_json", "lens_title", "MAX_EXAMINED", "MAX_GROUPS"]

#: procs of one queue statement looked at when grouping them (building a proc costs ~0.1 ms)
MAX_EXAMINED = 1000
#: groups of procs analysed per queue statement (each costs one pass over the pool)
MAX_GROUPS = 8
#: attribute names that differ per proc and are listed in a note, at most
MAX_LISTED = 8
#: attributes that always differ between procs and that no match reads
_PER_PROC = frozenset({"procid"})


@dataclass(frozen=True)
class QueueJob:
    """One group of procs of a queue statement and the ad that stands for it (its first)."""

    procs: tuple[int, ...]
    ad: ClassAd

    @property
    def proc(self) -> int:
        return self.procs[0]


@dataclass(frozen=True)
class QueueJobs:
    """The jobs one queue statement makes, grouped for the match."""

    index: int
    #: 0-based line of the ``queue`` keyword (None when it is not in the file itself)
    line: int | None
    file: str | None
    text: str
    #: procs it makes (None: unknown, see ``unknown``)
    count: int | None
    unknown: str | None
    cluster: int
    first_proc: int
    jobs: tuple[QueueJob, ...]
    #: procs looked at when grouping (the first ones)
    examined: int
    #: attributes that differ between the examined procs outside the grouping key
    varies: tuple[str, ...] = ()
    #: more groups were found than are analysed
    more_groups: bool = False
    #: condor_submit stops with an error before it has made this statement's first proc
    failed: bool = False

    @property
    def statement(self) -> str:
        return f"queue {self.text}".rstrip()


@dataclass(frozen=True)
class QueueMatch:
    """A queue statement and the pool summary of each of its groups (same order as ``jobs``)."""

    queue: QueueJobs
    summaries: tuple[JobSummary, ...]


# -- grouping ----------------------------------------------------------------------------------------------

def _own_refs(expr: Expr) -> Iterable[str]:
    """Names an expression looks up in its own ad: bare names and ``MY.name``."""
    stack = [expr]
    while stack:
        node = stack.pop()
        if type(node) is AttrRef:
            base = node.base  # type: ignore[union-attr]
            if base is None and not node.absolute:  # type: ignore[union-attr]
                yield node.name.lower()  # type: ignore[union-attr]
                continue
            if type(base) is AttrRef and base.base is None and base.name.lower() == "my":  # type: ignore[union-attr]
                yield node.name.lower()  # type: ignore[union-attr]
                continue
        stack.extend(children(node))


def match_key_names(ad: ClassAd) -> frozenset[str]:
    """The (lower-cased) job attributes the match reads for sure: ``Requirements``, what it refers
    to in the job ad (transitively), and the ``Request*`` attributes."""
    names = {name.lower() for name in ad.names() if name.lower().startswith("request")}
    pending = ["requirements"]
    seen: set[str] = set()
    while pending and len(seen) < 500:
        name = pending.pop()
        if name in seen:
            continue
        seen.add(name)
        expr = ad.lookup(name)
        if expr is not None:
            pending.extend(r for r in _own_refs(expr) if r not in seen)
    return frozenset(names | {n for n in seen if ad.lookup(n) is not None} | {"requirements"})


def _key(ad: ClassAd, names: frozenset[str]) -> tuple[tuple[str, str], ...]:
    key = []
    for name in sorted(names):
        expr = ad.lookup(name)
        key.append((name, unparse(expr) if expr is not None else ""))
    return tuple(key)


def _group(statement: QueueStatement, max_examined: int, max_groups: int) -> tuple[
        list[QueueJob], int, tuple[str, ...], bool]:
    groups: dict[tuple[tuple[str, str], ...], QueueJob] = {}
    procs: dict[tuple[tuple[str, str], ...], list[int]] = {}
    base: dict[str, Expr] = {}
    spelling: dict[str, str] = {}
    key_names: frozenset[str] = frozenset()
    varies: dict[str, None] = {}
    examined = 0
    for proc in statement.procs:
        if examined >= max_examined or proc.failed:
            break
        examined += 1
        ad = proc.ad
        if examined == 1:
            key_names = match_key_names(ad)
            base = {name.lower(): expr for name, expr in ad.items()}
            spelling = {name.lower(): name for name, _ in ad.items()}
        else:
            seen = set()
            for name, expr in ad.items():
                low = name.lower()
                seen.add(low)
                if low in key_names or low in _PER_PROC or low in varies:
                    continue
                other = base.get(low)
                if other is not expr and other != expr:
                    varies[low] = None
            varies.update((low, None) for low in base.keys() - seen - key_names)
        key = _key(ad, key_names)
        if key not in groups:
            groups[key] = QueueJob((), ad)
        procs.setdefault(key, []).append(proc.proc)
    jobs = [QueueJob(tuple(procs[key]), job.ad) for key, job in groups.items()]
    shown = tuple(spelling.get(name, name) for name in varies)
    return jobs[:max_groups], examined, shown, len(jobs) > max_groups


#: groupings of the last few results (an editor asks again for the same text's lenses)
_GROUPED: "OrderedDict[tuple[int, int, int], tuple[JobAds, list[QueueJobs]]]" = OrderedDict()
_GROUPED_SIZE = 8
_grouped_lock = threading.Lock()


def queue_jobs(result: JobAds, *, max_examined: int = MAX_EXAMINED, max_groups: int = MAX_GROUPS) -> list[QueueJobs]:
    """Every queue statement of ``result`` with its procs grouped for the match (procs are built
    as needed: at most ``max_examined`` per statement). Kept for the last few results."""
    key = (id(result), max_examined, max_groups)
    with _grouped_lock:
        hit = _GROUPED.get(key)
        if hit is not None and hit[0] is result:
            _GROUPED.move_to_end(key)
            return list(hit[1])
    out = _queue_jobs(result, max_examined, max_groups)
    with _grouped_lock:
        _GROUPED[key] = (result, out)
        while len(_GROUPED) > _GROUPED_SIZE:
            _GROUPED.popitem(last=False)
    return list(out)


def _queue_jobs(result: JobAds, max_examined: int, max_groups: int) -> list[QueueJobs]:
    out: list[QueueJobs] = []
    for index, statement in enumerate(result.queues):
        jobs: list[QueueJob] = []
        examined, varies, more = 0, (), False
        if statement.count:
            jobs, examined, varies, more = _group(statement, max_examined, max_groups)
        origin = statement.origin
        out.append(QueueJobs(
            index=index, line=origin.line if origin is not None else None,
            file=origin.file if origin is not None else None, text=statement.text, count=statement.count,
            unknown=statement.unknown, cluster=result.cluster, first_proc=statement.first_proc,
            jobs=tuple(jobs), examined=examined, varies=varies, more_groups=more,
            failed=bool(statement.count) and not jobs))
    return out


def flat_jobs(queues: Sequence[QueueJobs]) -> list[ClassAd]:
    """The ads to count, queue statement after queue statement (the order :func:`match_queues`
    expects the summaries in)."""
    return [job.ad for queue in queues for job in queue.jobs]


def match_queues(queues: Sequence[QueueJobs], summary: PoolSummary) -> list[QueueMatch]:
    """Pair each queue statement with the summaries of its groups (``summary`` counted the
    ads of :func:`flat_jobs` in that order)."""
    out: list[QueueMatch] = []
    at = 0
    for queue in queues:
        n = len(queue.jobs)
        out.append(QueueMatch(queue, tuple(summary.jobs[at:at + n])))
        at += n
    return out


# -- words ---------------------------------------------------------------------------------------------------

def _n(value: int) -> str:
    return f"{value:,}"


def _plural(value: int, word: str) -> str:
    return f"{_n(value)} {word}{'' if value == 1 else 's'}"


def proc_ranges(procs: Sequence[int], limit: int = 6) -> str:
    """``0-2, 5, 7-9`` (the first ``limit`` runs, then ``...``)."""
    runs: list[tuple[int, int]] = []
    for proc in procs:
        if runs and proc == runs[-1][1] + 1:
            runs[-1] = (runs[-1][0], proc)
        else:
            runs.append((proc, proc))
    text = ", ".join(str(a) if a == b else f"{a}-{b}" for a, b in runs[:limit])
    return text + (", ..." if len(runs) > limit else "")


def _procs_words(queue: QueueJobs) -> str:
    if queue.count is None:
        return "procs unknown" + (f": {queue.unknown}" if queue.unknown else "")
    words = _plural(queue.count, "proc")
    if queue.unknown:
        words += f" ({queue.unknown})"
    return words


def lens_title(match: QueueMatch, computing: bool = False) -> str:
    """The code lens line: ``matches 1,234 of 10,000 slots`` (a range over groups of procs)."""
    if not match.summaries:
        return "matches: " + _procs_words(match.queue)
    slots = match.summaries[0].slots
    now = sorted({s.matched for s in match.summaries})
    idle = sorted({s.idle_matched for s in match.summaries})

    def span(values: list[int]) -> str:
        return _n(values[0]) if len(values) == 1 else f"{_n(values[0])} to {_n(values[-1])}"

    title = f"matches {span(now)} of {_plural(slots, 'slot')}"
    if idle != now:
        title += f" ({span(idle)} if idle)"
    if len(match.summaries) > 1:
        title += f" ({len(match.summaries)} kinds of proc)"
    return title


def _by_state(counts: dict[str, int]) -> str:
    return ", ".join(f"{state} {_n(n)}" for state, n in sorted(counts.items(), key=lambda kv: (-kv[1], kv[0])))


def _totals(summary: JobSummary) -> list[tuple[int, str]]:
    """better-analyze's run analysis summary: each slot counted once, in its order."""
    by_job = summary.slots - summary.job_accepts
    by_slot = summary.job_accepts - summary.matched  # accepted by the job, refused by the slot
    states = f" ({_by_state(summary.matched_by_state)})" if summary.matched_by_state else ""
    return [(by_job, "are rejected by your job's requirements"),
            (by_slot, "reject your job because of their own requirements (START)"),
            (summary.matched, f"match your job{states}")]


@dataclass(frozen=True)
class _Row:
    matched: int
    rejects: int
    only: int
    clause: str
    suggestion: str | None
    #: slots whose START has the clause, when not all of them
    among: int | None


def _clause_rows(summary: JobSummary) -> list[tuple[str, list[_Row]]]:
    """One row per clause, the job's side first then the slots'."""
    sides: dict[str, list[_Row]] = {"job": [], "slot": []}
    for reason in summary.reasons:
        having = summary.slots if reason.slots is None else reason.slots
        among = having if having != summary.slots else None
        sides[reason.side].append(_Row(having - reason.rejects, reason.rejects, reason.sole, reason.clause,
                                       reason.suggestion, among))
    return [(side, rows) for side, rows in sides.items() if rows]


def _among(row: _Row) -> str:
    return f" (in the START of {_plural(row.among, 'slot')})" if row.among is not None else ""


_SIDE_TITLE = {"job": "The job's Requirements, clause by clause",
               "slot": "The slots' START, clause by clause"}


def _queue_heading(queue: QueueJobs, shown_file: str | None) -> str:
    where = ""
    if queue.line is not None:
        where = f" ({shown_file or queue.file or 'line'}:{queue.line + 1})" if (shown_file or queue.file) else \
            f" (line {queue.line + 1})"
    return f"{queue.statement}{where}: {_procs_words(queue)}"


def _group_heading(queue: QueueJobs, job: QueueJob) -> str:
    label = f"job {queue.cluster}.{job.proc}"
    if queue.count is not None and queue.count > 1:
        label += f" (stands for proc{'s' if len(job.procs) > 1 else ''} {proc_ranges(job.procs)}"
        if queue.examined < queue.count:
            label += f" of the first {_n(queue.examined)}"
        label += ")"
    return label


def _why_not(queue: QueueJobs) -> str:
    if queue.failed:
        return "condor_submit stops with an error before it makes a proc"
    return "no proc is known" if queue.count is None else "it makes no proc"


def _notes(queue: QueueJobs) -> list[str]:
    notes = []
    if queue.more_groups:
        notes.append(f"the procs fall into more than {len(queue.jobs)} groups; only the first "
                     f"{len(queue.jobs)} are analysed")
    if queue.varies:
        names = ", ".join(queue.varies[:MAX_LISTED]) + (", ..." if len(queue.varies) > MAX_LISTED else "")
        notes.append(f"the procs also differ in {names}: the job's Requirements do not read them; "
                     "a slot's START that did would see only each group's first proc")
    return notes


def as_text(matches: Sequence[QueueMatch], summary: PoolSummary, *, source: str = "the pool",
            shown_file: str | None = None) -> str:
    """The analysis as plain text (``condor-ls policy --submit``)."""
    lines = [f"pool: {_plural(summary.slots, 'slot')} ({source})"]
    for match in matches:
        queue = match.queue
        lines += ["", _queue_heading(queue, shown_file)]
        if not match.summaries:
            lines.append(f"  not analysed: {_why_not(queue)}")
            continue
        for job, s in zip(queue.jobs, match.summaries):
            lines += ["", f"  {_group_heading(queue, job)}"]
            lines.append(f"  matches {_n(s.matched)} of {_plural(s.slots, 'slot')} now; "
                         f"{_n(s.idle_matched)} would match if idle (Unclaimed/Idle)")
            lines.append(f"  Of {_plural(s.slots, 'slot')}:")
            lines.extend(f"  {count:7,d} {words}" for count, words in _totals(s))
            for side, rows in _clause_rows(s):
                lines += ["", f"  {_SIDE_TITLE[side]}:", "  matched  rejects     only  clause"]
                for row in rows:
                    lines.append(f"  {row.matched:7,d}  {row.rejects:7,d}  {row.only:7,d}  {row.clause}{_among(row)}")
                    if row.suggestion:
                        lines.append(f"  {'':7}  {'':7}  {'':7}  -> {row.suggestion}")
        lines.extend(f"  note: {note}" for note in _notes(queue))
    lines.extend(f"note: {n}" for n in summary.notes)
    return "\n".join(lines)


def _md_cell(text: str) -> str:
    return text.replace("|", "\\|").replace("\n", " ")


def as_markdown(matches: Sequence[QueueMatch], summary: PoolSummary, *, title: str, source: str,
                shown_file: str | None = None) -> str:
    """The analysis as markdown (the editor's read-only document)."""
    out = [f"# {title}", "", f"Pool: {_plural(summary.slots, 'slot')} from `{source}`.", ""]
    for match in matches:
        queue = match.queue
        out += [f"## `{_md_cell(queue.statement)}`", "", _queue_heading(queue, shown_file).split(": ", 1)[-1], ""]
        if not match.summaries:
            out += [f"Not analysed: {_why_not(queue)}.", ""]
            continue
        for job, s in zip(queue.jobs, match.summaries):
            out += [f"### {_group_heading(queue, job)}", "",
                    f"**Matches {_n(s.matched)} of {_plural(s.slots, 'slot')}** now; "
                    f"{_n(s.idle_matched)} would match if idle (Unclaimed/Idle).", ""]
            out += [f"* {_n(count)} {words}" for count, words in _totals(s)] + [""]
            for side, rows in _clause_rows(s):
                out += [f"**{_SIDE_TITLE[side]}:**", "", "| matched | rejects | only reason | clause |",
                        "|---:|---:|---:|---|"]
                for row in rows:
                    hint = f"<br>{_md_cell(row.suggestion)}" if row.suggestion else ""
                    out.append(f"| {_n(row.matched)} | {_n(row.rejects)} | {_n(row.only)} | "
                               f"`{_md_cell(row.clause)}`{_among(row)}{hint} |")
                out.append("")
        out += [f"*Note: {note}.*" for note in _notes(queue)]
        out.append("")
    out += [f"*Note: {n}*" for n in summary.notes]
    return "\n".join(out).rstrip() + "\n"


def as_json(matches: Sequence[QueueMatch], summary: PoolSummary, job_json: Any) -> dict[str, Any]:
    """The stable JSON of ``policy --submit --format json`` (``job_json`` writes one
    :class:`JobSummary` as the pool summary does)."""
    return {
        "kind": "submit",
        "slots": summary.slots,
        "states": dict(sorted(summary.states.items())),
        "queues": [{
            "index": m.queue.index,
            "line": None if m.queue.line is None else m.queue.line + 1,
            "statement": m.queue.statement,
            "procs": m.queue.count,
            "unknown": m.queue.unknown,
            "examined": m.queue.examined,
            "varies": list(m.queue.varies),
            "groups": [_group_json(job, s, job_json) for job, s in zip(m.queue.jobs, m.summaries)],
        } for m in matches],
        "notes": list(summary.notes),
    }


def _group_json(job: QueueJob, summary: JobSummary, job_json: Any) -> dict[str, Any]:
    out = {"procs": list(job.procs), **job_json(summary)}
    out["reasons"] = [{**written, "slots": reason.slots} for written, reason in zip(out["reasons"], summary.reasons)]
    return out
