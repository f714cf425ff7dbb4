"""Logical lines of a config file, joined and trimmed exactly as HTCondor's reader does.

HTCondor trims each physical line, joins lines ending in ``\\``, ignores a ``\\`` at the end
of a line that starts with ``#``, and turns a ``#`` line *inside* a continuation into (almost)
nothing: only its last character survives, so a commented-out line that itself ends in ``\\``
keeps the continuation going.  A final line without a newline is taken verbatim (untrimmed).
Each logical line remembers where its characters were, for provenance and diagnostics.
"""
from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache
from itertools import accumulate, repeat
from operator import add

from ..rounds import Rounds
from ..syntax.lineids import rows_with_id_multiple
from .text import Origin, Run, SourceText

WS = " \t\n\v\f\r"
#: builds a named tuple from a tuple of its fields without its Python-level ``__new__`` (hot paths)
_tuple_new = tuple.__new__


@dataclass(frozen=True, slots=True)
class LogicalLine:
    text: str
    runs: tuple[Run, ...]  # character offsets -> (file, line, col)
    first_line: int  # 0-based physical line of the first segment
    last_line: int  # 0-based physical line of the last segment

    def origin(self, offset: int) -> Origin | None:
        runs = self.runs
        if len(runs) == 1:  # one physical line: no search
            run = runs[0]
            if run.start > offset:
                return None
        else:
            run = None
            for r in runs:
                if r.start <= offset:
                    run = r
                else:
                    break
            if run is None:
                return None
        o = run.origin
        if o is None:
            return None
        delta = offset - run.start
        if not delta or not o.advance:
            return o
        return _tuple_new(Origin, (o.file, o.line, o.col + delta, True))

    def source(self, start: int, end: int | None = None) -> SourceText:
        """``text[start:end]`` with its runs."""
        text = self.text
        runs = self.runs
        if end is None:
            end = len(text)
        if len(runs) == 1:  # one physical line: the common case, without the loop
            r = runs[0]
            rs = r.start
            if len(text) <= start or rs >= end:
                return SourceText(text[start:end], ())
            o = r.origin
            if rs > start:
                return SourceText(text[start:end], (_tuple_new(Run, (rs - start, o, ())),))
            if o is not None and o.advance and start != rs:
                o = _tuple_new(Origin, (o.file, o.line, o.col + start - rs, True))
            return SourceText(text[start:end], (_tuple_new(Run, (0, o, ())),))
        out: list[Run] = []
        for i, r in enumerate(runs):
            r_end = runs[i + 1].start if i + 1 < len(runs) else len(text)
            if r_end <= start or r.start >= end:
                continue
            s = max(r.start, start)
            origin = r.origin.shifted(s - r.start) if r.origin else None
            out.append(Run(s - start, origin))
        return SourceText(text[start:end], tuple(out))


#: comment lines that switch how later lines are joined (HTCondor's "smart" comment handling)
OLD_COMMENTS = "#opt:oldcomment"
NEW_COMMENTS = "#opt:newcomment"


def logical_lines(text: str, file: str) -> list[LogicalLine]:
    """Split ``text`` into HTCondor's logical lines (comments and blanks included).

    ``#opt:oldcomment`` switches to the old rules for the rest of the file (a ``#`` line ending
    in ``\\`` continues, and a ``#`` line inside a continuation is kept whole);
    ``#opt:newcomment`` switches back.
    """
    # HTCondor reads with fgets: only '\n' ends a line (a lone '\r' or '\f' does not)
    pieces = text.split("\n")
    return _join(pieces, True, file, range(len(pieces)), False)[0]


def _join(pieces: list[str], last: bool, file: str, ids: "Sequence[int]", old_rules: bool) -> tuple[list[LogicalLine], bool]:
    """Logical lines of ``pieces`` (physical lines without their ``\\n``); ``last``: they end
    the file, so the final piece has no line break. Origins and the lines' first and last lines
    name each physical line by ``ids[i]``. Returns the lines and the comment rules in force
    after them."""
    physical = [p + "\n" for p in pieces[:-1]] if last else [p + "\n" for p in pieces]
    if last and pieces[-1]:
        physical.append(pieces[-1])
    out: list[LogicalLine] = []
    i = 0
    n = len(physical)
    while i < n:
        raw = physical[i]
        if raw.endswith("\n"):
            seg = raw.rstrip(WS)
            if not seg.endswith("\\"):  # the common case: one physical line
                if seg and "#" in seg[:len(seg) - len(seg.lstrip(WS)) + 1]:
                    mode = seg.strip(WS).lower()
                    if mode == OLD_COMMENTS:
                        old_rules = True
                    elif mode == NEW_COMMENTS:
                        old_rules = False
                stripped = seg.lstrip(WS)
                col = len(seg) - len(stripped)
                row = ids[i]
                runs = (Run(0, Origin(file, row, col)),) if stripped else ()
                out.append(LogicalLine(stripped, runs, row, row))
                i += 1
                continue
        buf = ""
        runs: list[Run] = []
        first = i
        while True:
            if i >= n:
                break
            raw = physical[i]
            lineno = ids[i]
            i += 1
            if not raw.endswith("\n"):
                # HTCondor reads a last line with no newline as-is: no trimming, no joining
                runs.append(Run(len(buf), Origin(file, lineno, 0)))
                buf += raw
                break
            seg = raw.rstrip(WS)
            lead = len(seg) - len(seg.lstrip(WS))
            seg = seg[lead:]
            col = lead
            in_comment = seg.startswith("#") and not old_rules
            if in_comment and buf:
                # a comment inside a continuation: only its last character is kept
                col += max(len(seg) - 1, 0)
                seg = seg[-1:]
                in_comment = False
            if seg:
                runs.append(Run(len(buf), Origin(file, lineno, col)))
            buf += seg
            if buf.endswith("\\"):
                buf = buf[:-1]
                if not in_comment:
                    continue
            break
        out.append(LogicalLine(buf, tuple(runs), ids[first], ids[i - 1]))
    return out, old_rules


@lru_cache(maxsize=256)
def cached_logical_lines(text: str, file: str) -> tuple[LogicalLine, ...]:
    """:func:`logical_lines`, remembered: an editor re-reads the same unchanged included files
    on every keystroke, and splitting them is pure work on (text, file)."""
    return tuple(logical_lines(text, file))


#: a physical line whose id is a multiple of this starts a new segment of :class:`LineSplitter`
#: (unless the line before it continues onto it)
SEGMENT_LINES = 64


#: a segment of a split: its text, its lines' ids, the comment rules at its start, whether it
#: ends the file, and its logical lines with the rules after them
_Segment = tuple[str, tuple[int, ...], bool, bool, tuple[tuple[LogicalLine, ...], bool]]


class LineSplitter:
    """:func:`logical_lines` for texts that change a little at a time.

    The text is cut into segments of about ``SEGMENT_LINES`` physical lines at lines chosen by
    their *id* (see ``syntax.document``: an id stays with its line while lines are added or
    removed elsewhere), never after a line ending in ``\\``. A segment's logical lines depend
    only on its text, its lines' ids, whether it ends the file and the comment rules in force
    where it starts, so they are remembered under exactly that and the same objects are
    returned while a segment is unchanged: an edit splits only its own segment again, and code
    comparing lines (the reader's chunks) finds the others identical at once. Segments are
    kept for the last ``keep`` rounds (the owner says when a round starts: a read cache, at
    every load).
    """

    def __init__(self, keep: int = 3) -> None:
        self._segments: Rounds[tuple[object, ...], tuple[tuple[LogicalLine, ...], bool]] = Rounds(keep)
        #: per file, the segments of its last split by their rows: (text, ids, comment rules at
        #: the start, ends the file?, what it split into). A segment of the next text at the
        #: same rows (or as far from the end) is checked against them in place, without
        #: joining its lines and hashing the result
        self._previous: Rounds[str, tuple[int, dict[tuple[int, int], _Segment]]] = Rounds(keep)
        #: segments split and reused (observability)
        self.split_count = 0
        self.reused = 0

    def __len__(self) -> int:
        return len(self._segments)

    def next_round(self) -> None:
        self._segments.next_round()
        self._previous.next_round()

    def abandon_round(self) -> None:
        self._segments.abandon_round()
        self._previous.abandon_round()

    def hold(self) -> None:
        """The round in progress split every file of the set (see ``Rounds.hold``)."""
        self._segments.hold()
        self._previous.hold()

    def clear(self) -> None:
        self._segments.clear()
        self._previous.clear()

    def lines(self, text: str, file: str, ids: Sequence[int] | None = None,
              starts: Sequence[int] | None = None) -> tuple[LogicalLine, ...]:
        """The logical lines of ``text``, equal to ``logical_lines(text, file)`` with each
        physical line named by ``ids[row]`` (by its row when ``ids`` is None). ``starts``, if
        given, is where each ``\n``-separated line of ``text`` starts (an editor's line index
        has them): then the text is not split into lines at all, only the segments that
        changed are."""
        if starts is not None and (not starts or starts[0] != 0 or starts[-1] > len(text)
                                   or (len(starts) > 1 and text[starts[-1] - 1] != "\n")):
            starts = None
        if starts is None:
            pieces = text.split("\n")
            starts = list(accumulate(map(add, map(len, pieces), repeat(1)), initial=0))  # (in C)
            starts.pop()
        count = len(starts)
        size = len(text)

        def end_of(row: int) -> int:  # where the text of line ``row`` ends (before its \n)
            return starts[row + 1] - 1 if row + 1 < count else size

        if ids is None or len(ids) != count:
            ids = range(count)
        step = SEGMENT_LINES
        marks = range(step, count, step) if isinstance(ids, range) else rows_with_id_multiple(ids, step)
        cuts = [0]
        for mark in marks:
            # cut only after a line that certainly ends a logical line: one with content not
            # ending in a backslash (an empty line may still be swallowed by a continuation
            # whose text ends in several backslashes); else at the first such line after it
            row = max(mark, cuts[-1] + 8)
            while row < count:
                before = text[starts[row - 1]:starts[row] - 1].rstrip(WS)
                if before and not before.endswith("\\"):
                    break
                row += 1
            if row < count and row > cuts[-1]:
                cuts.append(row)
        cuts.append(count)
        out: list[LogicalLine] = []
        old_rules = False
        segments = self._segments
        before = self._previous.get(file)
        shift = count - before[0] if before is not None else 0
        previous = before[1] if before is not None else {}
        now: dict[tuple[int, int], _Segment] = {}
        for a, b in zip(cuts, cuts[1:]):
            last = b == count
            offset = starts[a]
            length = end_of(b - 1) - offset
            part_ids = tuple(ids[a:b])
            old = previous.get((a, b))
            if old is None and shift:
                old = previous.get((a - shift, b - shift))
            if (old is not None and old[1] == part_ids and old[2] == old_rules and old[3] == last
                    and len(old[0]) == length and text.startswith(old[0], offset)):
                joined, found = old[0], old[4]
                self.reused += 1
            else:
                joined = text[offset:offset + length]
                key = (joined, file, part_ids, old_rules, last)
                found = segments.get(key)
                if found is None:
                    made, after = _join(joined.split("\n"), last, file, part_ids, old_rules)
                    found = (tuple(made), after)
                    self.split_count += 1
                    segments.put(key, found)
                else:
                    self.reused += 1
            now[(a, b)] = (joined, part_ids, old_rules, last, found)
            out.extend(found[0])
            old_rules = found[1]
        self._previous.put(file, (count, now))
        return tuple(out)
