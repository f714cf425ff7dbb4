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
    if not runs:
        return out
    new = tuple.__new__
    prev = runs[0]
    for run in runs[1:]:
        if run.start > prev.start:
            out.append(new(Span, (prev.start, run.start, prev.origin, prev.chain)))
        prev = run
    if length > prev.start:
        out.append(new(Span, (prev.start, length, prev.origin, prev.chain)))
    return out


def _run_at(runs: list[Run], starts: list[int], pos: int) -> int:
    return max(bisect.bisect_right(starts, pos) - 1, 0)


#: builds a named tuple from a tuple of its fields without its Python-level ``__new__`` (hot paths)
_tuple_new = tuple.__new__


class Buffer:
    """The expander's working string.  With ``track`` off it is just a string."""

    __slots__ = ("text", "runs", "track")

    def __init__(self, source: SourceText | str, chain: tuple[str, ...] = (), track: bool = True):
        self.track = track
        if isinstance(source, SourceText):
            self.text = source.text
            runs = list(source.runs) if source.runs else [Run(0, None)]
            if runs[0].start > 0:  # text before the first run has no known origin
                runs.insert(0, Run(0, None))
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

    def _index(self, pos: int) -> int:
        """Index of the run covering ``pos`` (the last one starting at or before it, else 0).
        Runs are few, and the references being replaced sit near the end as often as not, so a
        backward scan beats building a list of starts for ``bisect`` on every call."""
        runs = self.runs
        i = len(runs) - 1
        while i > 0 and runs[i].start > pos:
            i -= 1
        return i

    def chain_at(self, pos: int) -> tuple[str, ...]:
        if not self.track or not self.runs:
            return ()
        return self.runs[self._index(pos)].chain

    def origin_at(self, pos: int) -> Origin | None:
        if not self.track or not self.runs:
            return None
        run = self.runs[self._index(pos)]
        return run.origin.shifted(pos - run.start) if run.origin else None

    def replace(self, start: int, end: int, new: "SourceText | str", chain: tuple[str, ...] = ()) -> None:
        """Replace ``text[start:end]`` by ``new`` whose runs get ``chain`` prefixed."""
        new_text = new.text if isinstance(new, SourceText) else new
        old_len = len(self.text)
        self.text = self.text[:start] + new_text + self.text[end:]
        if not self.track:
            return
        runs = self.runs
        n = len(runs)
        first = 0  # runs before the replaced stretch are kept as they are
        while first < n and runs[first].start < start:
            first += 1
        keep: list[Run] = runs[:first]
        # new material
        size = len(new_text)
        if isinstance(new, SourceText) and new.runs:
            if new.runs[0].start > 0 and size:  # text before the first run has no known origin
                keep.append(_tuple_new(Run, (start, None, chain)))
            for r in new.runs:
                if r.start < size:
                    keep.append(_tuple_new(Run, (start + r.start, r.origin, chain + r.chain if chain else r.chain)))
        elif new_text:
            keep.append(_tuple_new(Run, (start, None, chain)))
        # the tail: the run covering `end` continues after the new material
        if end < old_len:
            delta = size - (end - start)
            idx = n - 1
            while idx > 0 and runs[idx].start > end:
                idx -= 1
            covering = runs[idx]
            o = covering.origin
            if o is not None and o.advance and end != covering.start:
                o = _tuple_new(Origin, (o.file, o.line, o.col + end - covering.start, True))
            keep.append(_tuple_new(Run, (end + delta, o, covering.chain)))
            for r in runs[idx + 1:]:
                keep.append(_tuple_new(Run, (r.start + delta, r.origin, r.chain)))
        # drop empty runs and merge nothing else: later consumers tolerate adjacent runs
        cleaned: list[Run] = []
        last = -1
        for r in keep:
            if r.start == last:
                cleaned[-1] = r
            else:
                cleaned.append(r)
                last = r.start
        self.runs = cleaned or [Run(0, None)]

    def spans(self) -> list[Span]:
        return runs_to_spans(self.runs, len(self.text)) if self.track else []
