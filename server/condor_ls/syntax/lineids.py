"""Line ids: names for a document's lines that stay with them while other lines come and go.

A document version numbers its ``\\n``-separated lines with ids (see ``syntax.document``).
Stretches of lines cut at lines whose id is a multiple of some step keep their cuts when lines
are added or removed elsewhere, which is what lets results kept per stretch (logical lines,
the reader's chunks, the rules' regions) survive an edit that moves them.
"""
from __future__ import annotations

from collections.abc import Sequence
from itertools import compress, repeat
from operator import mod, not_

from .positions import Point


def rows_with_id_multiple(ids: Sequence[int], step: int) -> list[int]:
    """Rows (after the first) of ``ids`` holding a multiple of ``step`` (iterators in C; the
    last answer is remembered, since the reader and the rules ask about the same version)."""
    global _last
    last = _last  # one read: another thread may replace it meanwhile
    if last is not None and last[0] is ids and last[1] == step:
        return last[2]
    found = list(compress(range(len(ids)), map(not_, map(mod, ids, repeat(step)))))
    if found and found[0] == 0:
        found.pop(0)
    _last = (ids, step, found)
    return found


_last: tuple[Sequence[int], int, list[int]] | None = None


def renumber(ids: tuple[int, ...], next_id: int, start: Point, end: Point, added: int) -> tuple[tuple[int, ...], int]:
    """Line ids after rows ``start.row..end.row`` were replaced by text holding ``added`` line
    breaks. Rows outside the edit keep their ids; the edit's new rows get fresh ones. When the
    edit covers whole lines (it starts and ends at a line's start) every row it kept keeps its
    id; otherwise the first row does, as the line the edit began in."""
    if start.column == 0 and end.column == 0:
        first, last = start.row, end.row  # rows first..last-1 replaced by `added` new ones
    else:
        first, last = start.row + 1, end.row + 1
    fresh = tuple(range(next_id, next_id + added))
    return ids[:first] + fresh + ids[last:], next_id + added


