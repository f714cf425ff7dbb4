"""Text that remembers where each character came from.

Expansion in HTCondor is a textual rewrite loop, so provenance is kept the same way: every
string the expander works on carries a run list mapping character ranges back to the source
position they were written at, plus the chain of macros that delivered them.  Runs are cheap
(one per contiguous source stretch) and are only built when the caller asks for provenance.
"""
from __future__ import annotations

import bisect
from dataclasses import dataclass, field
from typing import NamedTuple

#: pseudo file names HTCondor itself uses for values that have no config file behind them
DETECTED = "<Detected>"
DEFAULT = "<Default>"
ENVIRONMENT = "<Environment>"
OVERRIDE = "<Over>"
COMPUTED = "<Computed>"


class Origin(NamedTuple):
    """A position in a source: 0-based line and column (characters) in ``file``.

    ``file`` is a path, or one of the pseudo names above (``<Default>``, ``<Detected>`` ...),
    or ``<template CATEGORY:NAME>`` for text that came from a ``use`` metaknob.
    ``advance`` is False for synthesized text (a function result) whose characters all map to
    the same place: the call that produced them.
    """

    file: str
    line: int = 0
    col: int = 0
    advance: bool = True

    def shifted(self, delta: int) -> "Origin":
        if not self.advance or delta == 0:
            return self
        return Origin(self.file, self.line, self.col + delta, True)


# Origins and runs are named tuples rather than frozen dataclasses: a config set makes one or
# more per line, and tuples are several times cheaper to build and are left alone by the
# garbage collector.
class Run(NamedTuple):
    """Characters ``start..`` (up to the next run) come from ``origin`` via the ``chain`` of
    macro names (outermost first)."""

    start: int
    origin: Origin | None
    chain: tuple[str, ...] = ()


class Span(NamedTuple):
    """A resolved provenance range of an expanded value: ``value[start:end]`` came from
    ``origin`` (first character) via ``chain``."""

    start: int
    end: int
    origin: Origin | None
    chain: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class SourceText:
    """A raw value plus where its characters were written (runs sorted by start, first at 0)."""

    text: str
    runs: tuple[Run, ...] = field(default=())

    @staticmethod
    def at(text: str, origin: Origin | None) -> "SourceText":
        return SourceText(text, (Run(0, origin),) if origin is not None else ())

    def spans(self) -> list[Span]:
        return runs_to_spans(self.runs, len(self.text))


def runs_to_spans(runs: list[Run] | tuple[Run, ...], length: int) -> list[Span]:
    out: list[Span] = []
    for i, run in enumerate(runs):
        end = runs[i + 1].start if i + 1 < len(runs) else length
        if end > run.start:
            out.append(Span(run.start, end, run.origin, run.chain))
    return out


def _run_at(runs: list[Run], starts: list[int], pos: int) -> int:
    return max(bisect.bisect_right(starts, pos) - 1, 0)


class Buffer:
    """The expander's working string.  With ``track`` off it is just a string."""

    __slots__ = ("text", "runs", "track")

    def __init__(self, source: SourceText | str, chain: tuple[str, ...] = (), track: bool = True):
        self.track = track
        if isinstance(source, SourceText):
            self.text = source.text
            runs = list(source.runs) if source.runs else [Run(0, None)]
        else:
            self.text = source
            runs = [Run(0, None)]
        if chain:
            runs = [Run(r.start, r.origin, chain + r.chain) for r in runs]
        self.runs: list[Run] = runs if track else []

    def chain_union(self, start: int, end: int) -> set[str]:
        """Every macro name that delivered some character of ``text[start:end]``."""
        if not self.track:
            return set()
        starts = [r.start for r in self.runs]
        first = _run_at(self.runs, starts, start)
        names: set[str] = set()
        for run in self.runs[first:]:
            if run.start >= end:
                break
            names.update(run.chain)
        return names

    def chain_at(self, pos: int) -> tuple[str, ...]:
        if not self.track or not self.runs:
            return ()
        starts = [r.start for r in self.runs]
        return self.runs[_run_at(self.runs, starts, pos)].chain

    def origin_at(self, pos: int) -> Origin | None:
        if not self.track or not self.runs:
            return None
        starts = [r.start for r in self.runs]
        run = self.runs[_run_at(self.runs, starts, pos)]
        return run.origin.shifted(pos - run.start) if run.origin else None

    def replace(self, start: int, end: int, new: "SourceText | str", chain: tuple[str, ...] = ()) -> None:
        """Replace ``text[start:end]`` by ``new`` whose runs get ``chain`` prefixed."""
        new_text = new.text if isinstance(new, SourceText) else new
        self.text = self.text[:start] + new_text + self.text[end:]
        if not self.track:
            return
        runs = self.runs
        starts = [r.start for r in runs]
        keep: list[Run] = [r for r in runs if r.start < start]
        # new material
        if isinstance(new, SourceText) and new.runs:
            for r in new.runs:
                if r.start < len(new_text):
                    keep.append(Run(start + r.start, r.origin, chain + r.chain))
        elif new_text:
            keep.append(Run(start, None, chain))
        # the tail: the run covering `end` continues after the new material
        delta = len(new_text) - (end - start)
        if end < len(self.text) - delta:
            idx = _run_at(runs, starts, end)
            covering = runs[idx]
            origin = covering.origin.shifted(end - covering.start) if covering.origin else None
            keep.append(Run(end + delta, origin, covering.chain))
            for r in runs[idx + 1:]:
                keep.append(Run(r.start + delta, r.origin, r.chain))
        # drop empty runs and merge nothing else: later consumers tolerate adjacent runs
        cleaned: list[Run] = []
        for r in keep:
            if cleaned and cleaned[-1].start == r.start:
                cleaned[-1] = r
            else:
                cleaned.append(r)
        self.runs = cleaned or [Run(0, None)]

    def spans(self) -> list[Span]:
        return runs_to_spans(self.runs, len(self.text)) if self.track else []
