"""``condor-ls policy`` on many slots (or many jobs): the pool summary, in worker processes.

The counting (:class:`~condor_ls.analysis.policy.pool.PoolCounter`) runs in up to ``--workers``
processes forked from this one: for a long-form dump each worker reads its own piece of the
text (cut at blank lines), otherwise each counts a slice of the ads read here. Workers return
plain counts, merged here. A progress bar (tqdm) is shown on stderr when it is a terminal and
the run is long enough to want one.
"""
from __future__ import annotations

import json
import os
import sys
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, TextIO

from condor_ls.analysis.policy.pool import (START_VALUES, JobSummary, PoolCounter, PoolCounts, PoolSummary,
                                             Publication, merge_counts)
from condor_ls.analysis.policy.report import submit_json, submit_text
from condor_ls.analysis.policy.schedd import SubmitReport
from condor_ls.classad.ad import ClassAd
from condor_ls.classad.adfiles import AdFile, Format, read_ads, split_long

if TYPE_CHECKING:
    import multiprocessing.context

#: slot x job evaluations below which no progress bar is worth showing
PROGRESS_THRESHOLD = 2000
#: attribute values that did not parse, listed at most
SHOWN_FAILURES = 5

# what the workers inherit when forked (set just before the pool starts)
_WORK: dict[str, object] = {}


#: slots below which one process counts a pool by default: a worker repeats the fixed costs
#: (learning which results to reuse, compiling the line layouts) and pays off only on a large
#: pool or an otherwise idle machine
PARALLEL_FROM = 30_000


def default_workers(slots: int | None = None) -> int:
    """One process for pools under :data:`PARALLEL_FROM` slots, else the cores (at most four)."""
    if slots is not None and slots < PARALLEL_FROM:
        return 1
    return max(1, min(4, os.cpu_count() or 1))


def _fork_context() -> multiprocessing.context.BaseContext | None:
    import multiprocessing  # only with workers: one process is the default, and the import costs

    try:
        return multiprocessing.get_context("fork")
    except ValueError:  # no fork on this platform: count in this process
        return None


def _count(index: int) -> tuple[PoolCounts, list[tuple[str, str, str]]]:
    """One worker's share: (counts, values that did not parse)."""
    work = _WORK
    tick = work.get("tick")
    pieces = work.get("pieces")
    if pieces is not None:
        first_line, text = pieces[index]  # type: ignore[index]
        ad_file = read_ads(text, lazy=True, format=work["format"], first_line=first_line)  # type: ignore[arg-type]
        slots: Sequence[ClassAd] = ad_file.ads
    else:
        ad_file = work["file"]  # type: ignore[assignment]
        slices = work["slices"]  # type: ignore[assignment]
        slots = ad_file.ads[slices[index][0]:slices[index][1]]  # type: ignore[index,union-attr]
    counter = PoolCounter(work["layers"], work["jobs"], now=work["now"],  # type: ignore[arg-type]
                          own_time=bool(work.get("own_time", True)))
    counter.add(slots, tick)  # type: ignore[arg-type]
    return counter.counts, ad_file.value_failures()  # type: ignore[union-attr]


def _ticker(shared: object) -> Callable[[int], None]:
    def tick(n: int) -> None:
        with shared.get_lock():  # type: ignore[attr-defined]
            shared.value += n  # type: ignore[attr-defined]
    return tick


class _Bar:
    """tqdm on a terminal, nothing otherwise."""

    def __init__(self, total: int, enabled: bool) -> None:
        self.bar = None
        if enabled:
            try:
                from tqdm import tqdm
            except ImportError:  # the dependency is declared; a broken install only loses the bar
                return
            self.bar = tqdm(total=total, unit="slot", desc="evaluating", leave=False, file=sys.stderr)

    def to(self, done: int) -> None:
        if self.bar is not None and done > self.bar.n:
            self.bar.update(done - self.bar.n)

    def close(self) -> None:
        if self.bar is not None:
            self.bar.close()


def count_pool(text: str, ad_file: AdFile | None, fmt: Format, layers: Publication, jobs: Sequence[ClassAd],
               now: float, workers: int, show_progress: bool,
               expected_slots: int | None = None,
               own_time: bool = True) -> tuple[PoolCounts, list[tuple[str, str, str]]]:
    """Count every slot of the machine file for ``jobs``: from ``text`` split in pieces (long
    form, ``ad_file`` None) or from the ads of ``ad_file``."""
    context = _fork_context() if workers > 1 else None
    pieces = split_long(text, workers if context else 1) if ad_file is None else None
    if ad_file is not None:
        total = len(ad_file.ads)
        parts = max(1, min(workers if context else 1, total // 200 or 1))
        step = -(-total // parts)
        slices = [(i * step, min(total, (i + 1) * step)) for i in range(parts)]
    else:
        total = expected_slots or 0
        slices = []
        parts = len(pieces)  # type: ignore[arg-type]
    wants_bar = show_progress and total * max(len(jobs), 1) >= PROGRESS_THRESHOLD
    _WORK.clear()
    _WORK.update(pieces=pieces, file=ad_file, slices=slices, format=fmt, layers=layers, jobs=list(jobs), now=now,
                 own_time=own_time)
    bar: _Bar | None = None
    try:
        if context is None or parts == 1:
            bar = _Bar(max(total, 1), wants_bar)
            done = [0]

            def tick(n: int) -> None:
                done[0] += n
                bar.to(done[0])  # type: ignore[union-attr]

            _WORK["tick"] = tick
            results = [_count(i) for i in range(parts)]
        else:
            shared = context.Value("q", 0)
            _WORK["tick"] = _ticker(shared)
            with context.Pool(parts) as pool:
                # the bar (and its monitor thread) only after the workers are forked
                bar = _Bar(max(total, 1), wants_bar)
                pending = pool.map_async(_count, range(parts))
                while not pending.ready():
                    pending.wait(0.2)
                    bar.to(shared.value)
                results = pending.get()
    finally:
        if bar is not None:
            bar.close()
        _WORK.clear()
    counts = results[0][0]
    failures: list[tuple[str, str, str]] = list(results[0][1])
    for more, failed in results[1:]:
        merge_counts(counts, more)
        failures.extend(f for f in failed if f not in failures)
    return counts, failures


# -- output ----------------------------------------------------------------------------------------------

def summary_json(summary: PoolSummary, source_format: str, submit: SubmitReport | None = None) -> dict[str, object]:
    """The stable JSON shape documented in docs/policy.md."""
    return {
        "kind": "pool",
        "format": source_format,
        "slots": summary.slots,
        "states": dict(sorted(summary.states.items())),
        "jobs": [_job_json(job) for job in summary.jobs],
        "notes": list(summary.notes),
        "submit_requirements": submit_json(submit),
    }


def _job_json(job: JobSummary) -> dict[str, object]:
    return {
        "job": job.job,
        "slots": job.slots,
        "matched": job.matched,
        "matched_by_state": dict(sorted(job.matched_by_state.items())),
        "idle_matched": job.idle_matched,
        "idle_matched_by_state": dict(sorted(job.idle_matched_by_state.items())),
        "job_accepts": job.job_accepts,
        "slot_accepts": job.slot_accepts,
        "start": {value: job.start.get(value, 0) for value in START_VALUES},
        "reasons": [{"side": r.side, "clause": r.clause, "rejects": r.rejects, "sole": r.sole,
                     "suggestion": r.suggestion} for r in job.reasons],
    }


#: one job's summary as the JSON output writes it (also used by ``policy --submit``)
job_summary_json = _job_json


def _by_state(counts: dict[str, int]) -> str:
    return ", ".join(f"{state} {n}" for state, n in sorted(counts.items(), key=lambda kv: (-kv[1], kv[0])))


def _slots(n: int) -> str:
    return f"{n} slot{'s' * (n != 1)}"


def summary_text(summary: PoolSummary) -> str:
    lines = [f"pool: {_slots(summary.slots)}"
             + (f" ({_by_state(summary.states)})" if summary.states else "")]
    for job in summary.jobs:
        lines += ["", f"job {job.job}"]
        split = f" ({_by_state(job.matched_by_state)})" if job.matched_by_state else ""
        lines.append(f"  matched now: {job.matched} of {job.slots}{split}")
        split = f" ({_by_state(job.idle_matched_by_state)})" if job.idle_matched_by_state else ""
        lines.append(f"  would match if idle (Unclaimed/Idle): {job.idle_matched}{split}")
        lines.append(f"  the job's Requirements accept {_slots(job.job_accepts)}; "
                     f"the slots' START and Requirements accept the job in {_slots(job.slot_accepts)}")
        lines.append("  START: " + ", ".join(f"{value} {job.start.get(value, 0)}" for value in START_VALUES))
        rejecting = [r for r in job.reasons if r.rejects]
        if rejecting:
            lines += ["", "  rejects  only  side  clause"]
            for r in rejecting:
                lines.append(f"  {r.rejects:7d} {r.sole:5d}  {r.side:<4}  {r.clause}")
                if r.suggestion:
                    lines.append(f"  {'':7} {'':5}        {r.suggestion}")
        passing = [r for r in job.reasons if not r.rejects]
        if passing:
            lines.append("  every slot passes: " + "; ".join(f"{r.side} {r.clause}" for r in passing))
    lines.extend(f"note: {n}" for n in summary.notes)
    return "\n".join(lines)


def report(summary: PoolSummary, source_format: str, output_format: str, out: TextIO,
           submit: SubmitReport | None = None) -> None:
    if output_format == "json":
        json.dump(summary_json(summary, source_format, submit), out)
        out.write("\n")
        return
    text = summary_text(summary)
    if submit is not None:
        text += "\n\n" + "\n".join(submit_text(submit))
    out.write(text + "\n")


def failure_notes(failures: list[tuple[str, str, str]], path: str) -> list[str]:
    """Notes for attribute values that did not parse (they evaluated to error)."""
    if not failures:
        return []
    notes = [f"{len(failures)}{'+' if len(failures) >= 100 else ''} attribute value(s) in {path} do not parse "
             f"and evaluate to error"]
    for name, text, message in failures[:SHOWN_FAILURES]:
        shown = text if len(text) <= 60 else text[:57] + "..."
        notes.append(f"{name} = {shown}: {message}")
    return notes


__all__ = ["count_pool", "default_workers", "report", "summary_json", "summary_text", "failure_notes"]
