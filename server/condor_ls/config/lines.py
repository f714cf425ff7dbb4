"""Logical lines of a config file, joined and trimmed exactly as HTCondor's reader does.

HTCondor trims each physical line, joins lines ending in ``\\``, ignores a ``\\`` at the end
of a line that starts with ``#``, and turns a ``#`` line *inside* a continuation into (almost)
nothing: only its last character survives, so a commented-out line that itself ends in ``\\``
keeps the continuation going.  A final line without a newline is taken verbatim (untrimmed).
Each logical line remembers where its characters were, for provenance and diagnostics.
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

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
    physical = [p + "\n" for p in pieces[:-1]]
    if pieces[-1]:
        physical.append(pieces[-1])
    out: list[LogicalLine] = []
    i = 0
    n = len(physical)
    old_rules = False
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
                runs = (Run(0, Origin(file, i, col)),) if stripped else ()
                out.append(LogicalLine(stripped, runs, i, i))
                i += 1
                continue
        buf = ""
        runs: list[Run] = []
        first = i
        while True:
            if i >= n:
                break
            raw = physical[i]
            lineno = i
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
        out.append(LogicalLine(buf, tuple(runs), first, i - 1))
    return out


@lru_cache(maxsize=256)
def cached_logical_lines(text: str, file: str) -> tuple[LogicalLine, ...]:
    """:func:`logical_lines`, remembered: an editor re-reads the same unchanged included files
    on every keystroke, and splitting them is pure work on (text, file)."""
    return tuple(logical_lines(text, file))
