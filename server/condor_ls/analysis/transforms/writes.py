"""The job attributes a transform writes, so that a later ``$(MY.<attr>)`` or expression that
names one of them is not taken for a misspelling.

``SET``, ``DEFAULT`` and ``EVALSET`` write their first argument; ``COPY`` and ``RENAME`` their
new name, and with a ``/regex/`` every name the substitution pattern can make (literal text
with ``\\N`` groups in between: a glob). A new name built by macro expansion at run time makes
the set unknowable, and then nothing is judged. ``+Attr = value`` and ``MY.Attr = value``
lines write no attribute but define the macro ``$(MY.Attr)``.
"""
from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Iterable
from dataclasses import dataclass, field

from ...transform.keywords import Keyword
from ...transform.reader import SPACE, Kind, Transform
from ..spelling import NameIndex

#: keywords whose first argument is the attribute they write
_SETTERS = frozenset({Keyword.SET, Keyword.DEFAULT, Keyword.EVALSET})
_MOVERS = frozenset({Keyword.COPY, Keyword.RENAME})


@dataclass(frozen=True)
class Writes:
    """Attribute names written by one or more transforms (compared without regard to case)."""

    #: lower-cased name -> spelling
    names: dict[str, str]
    #: names a regex substitution makes: lower-cased literal pieces, any text between them
    globs: tuple[tuple[str, ...], ...] = ()
    #: why the written names cannot be listed ("" when they can)
    open: str = ""
    #: lower-cased attribute names whose ``$(MY.<attr>)`` a line defines as a macro
    macros: frozenset[str] = frozenset()
    #: the globs by their first piece, and the spelling index, built when first needed
    _by_prefix: dict[str, list[tuple[str, ...]]] = field(default_factory=dict, compare=False, repr=False)
    _index: list[NameIndex] = field(default_factory=list, compare=False, repr=False)

    def knows(self, name: str) -> bool:
        low = name.lower()
        if low in self.names:
            return True
        if not self.globs:
            return False
        if not self._by_prefix:
            for pieces in self.globs:
                self._by_prefix.setdefault(pieces[0], []).append(pieces)
        # a glob's first piece is a prefix of the name: look each prefix up (linear in the name,
        # not in the number of patterns)
        return any(_glob_match(pieces, low) for k in range(len(low) + 1)
                   for pieces in self._by_prefix.get(low[:k], ()))

    def close(self, name: str, limit: int) -> list[str]:
        """Written names ``name`` may be a misspelling of."""
        if not self.names:
            return []
        if not self._index:
            self._index.append(NameIndex(self.names.values()))
        return self._index[0].close(name, limit, swaps=True)

    def defines_macro(self, name: str) -> bool:
        return name.lower() in self.macros

    @staticmethod
    def union(parts: Iterable["Writes"]) -> "Writes":
        names: dict[str, str] = {}
        globs: list[tuple[str, ...]] = []
        macros: set[str] = set()
        why = ""
        for part in parts:
            for key, spelling in part.names.items():
                names.setdefault(key, spelling)
            globs += part.globs
            macros |= part.macros
            why = why or part.open
        return Writes(names, tuple(dict.fromkeys(globs)), why, frozenset(macros))


NONE = Writes({})


def _glob_match(pieces: tuple[str, ...], name: str) -> bool:
    """Whether ``name`` is ``pieces`` joined by any text (``pieces[0]`` a prefix, ``pieces[-1]`` a
    suffix; greedy, so linear in the name)."""
    if len(pieces) == 1:
        return name == pieces[0]
    first, last = pieces[0], pieces[-1]
    if not name.startswith(first) or not name.endswith(last) or len(name) < len(first) + len(last):
        return False
    at, end = len(first), len(name) - len(last)
    for piece in pieces[1:-1]:
        found = name.find(piece, at, end)
        if found < 0:
            return False
        at = found + len(piece)
    return True


def _glob(replacement: str) -> tuple[str, ...]:
    """The pieces of a substitution pattern: ``OriginalResource\\1`` -> ("originalresource", "")."""
    pieces: list[str] = []
    current: list[str] = []
    i = 0
    while i < len(replacement):
        if replacement[i] == "\\" and i + 1 < len(replacement) and replacement[i + 1].isdigit():
            pieces.append("".join(current).lower())
            current = []
            i += 2
            continue
        current.append(replacement[i])
        i += 1
    pieces.append("".join(current).lower())
    return tuple(pieces)


def _read(transform: Transform) -> Writes:
    names: dict[str, str] = {}
    globs: list[tuple[str, ...]] = []
    macros: set[str] = set()
    why = ""
    for line in transform.lines:
        kind = line.kind
        if kind is Kind.JOB_MACRO and line.name.startswith("+") and len(line.name) > 1:
            macros.add(line.name[1:].lower())
            continue
        if kind in (Kind.ASSIGN, Kind.HEREDOC) and line.name[:3].lower() == "my." and len(line.name) > 3:
            macros.add(line.name[3:].lower())
            continue
        statement = line.statement
        if kind is not Kind.STATEMENT or statement is None or statement.keyword is None or statement.missing:
            continue
        kw = statement.keyword
        if kw in _SETTERS and statement.first is not None and statement.regex is None:
            names.setdefault(statement.attribute.lower(), statement.attribute)
        elif kw in _MOVERS and statement.rest is not None:
            new = line.text[statement.rest:].strip(SPACE)
            if "$" in new:
                why = why or f"`{line.text.strip(SPACE)}` makes its new name when the transform runs"
            elif statement.regex is not None:
                pieces = _glob(new)
                if len(pieces) == 1:
                    names.setdefault(pieces[0], new)
                else:
                    globs.append(pieces)
            elif new:
                names.setdefault(new.lower(), new)
    return Writes(names, tuple(globs), why, frozenset(macros))


#: writes per transform (by identity: the reader returns the same object for the same text)
_CACHE: OrderedDict[int, tuple[Transform, Writes]] = OrderedDict()
_CACHE_SIZE = 1024
_lock = threading.Lock()


def transform_writes(transform: Transform) -> Writes:
    """What ``transform`` writes (memoised per transform object)."""
    with _lock:
        entry = _CACHE.get(id(transform))
        if entry is not None and entry[0] is transform:
            _CACHE.move_to_end(id(transform))
            return entry[1]
    found = _read(transform)
    with _lock:
        _CACHE[id(transform)] = (transform, found)
        while len(_CACHE) > _CACHE_SIZE:
            _CACHE.popitem(last=False)
    return found
