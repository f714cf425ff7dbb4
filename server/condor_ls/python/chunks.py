"""The cheap passes over a Python file: does it import the bindings, and where are its
top-level statements.

Parsing a statement (:mod:`.parse`) and walking its tree costs far more per character than a
regular-expression scan (which runs in C), so the whole text is only ever scanned: first for an
import of the bindings (a file without one costs nothing more), then for the extents of its
top-level statements ("chunks": a function, a class, an assignment). Only the chunks that
mention a name tied to the bindings are parsed, each on its own (and cached by its text, so an
edit re-parses only the chunk it touched), so a large script whose HTCondor code is a small
part of it pays for that part.
"""
from __future__ import annotations

import bisect
import re
from collections.abc import Iterable
from dataclasses import dataclass

#: module names of the bindings: the current ones and the retired version-1 modules
BINDING_MODULES = ("htcondor2", "classad2", "htcondor", "classad")

#: a line importing one of the bindings (a first filter: the parse decides what it binds)
IMPORT_LINE = re.compile(
    r"^[ \t]*(?:from[ \t]+(?:htcondor2?|classad2?)\b|import[ \t]+[^\n#;]*\b(?:htcondor2?|classad2?)\b)",
    re.MULTILINE,
)

# Strings (any quote, unterminated ones up to the end of their line or the text; a prefix
# changes nothing about where a string ends, so it is not matched, which keeps the set of
# characters a match can start with small), comments, brackets, and the line ends before a line
# starting in column 0 with code: enough to find where top-level statements begin (other line
# ends cannot begin one, so they are skipped). The leading look-ahead lists the characters a
# match can start with: Python's engine then skips every other position at once instead of
# trying each alternative there (twice as fast on a large script).
_SCAN = re.compile(
    r"""(?=["'\#()\[\]{}\n])(?:(?P<s>(?:
        \"\"\"[^"\\]*(?:(?:\\.|"(?!""))[^"\\]*)*(?:\"\"\"|\Z)
      | '''[^'\\]*(?:(?:\\.|'(?!''))[^'\\]*)*(?:'''|\Z)
      | "[^"\\\n]*(?:\\.[^"\\\n]*)*(?:"|(?=\n)|\Z)
      | '[^'\\\n]*(?:\\.[^'\\\n]*)*(?:'|(?=\n)|\Z)))
    | (?P<c>\#[^\n]*)
    | (?P<o>[(\[{])
    | (?P<x>[)\]}])
    | (?P<n>\n(?=[^ \t\r\n\#\f\\])))""",
    re.VERBOSE | re.DOTALL,
)
#: a line that starts a new top-level statement even inside an unclosed bracket (a bracket left
#: open while typing must not swallow the rest of the script into one chunk)
_FRESH_START = re.compile(r"(?:def|class|async[ \t]+def|import|from)[ \t]|@")
#: top-level lines that continue the statement before them
_CONTINUES = re.compile(r"(?:else|elif|except|finally)\b")
_DEFINITION = re.compile(r"(?:def|class|async[ \t]+def)\b")


def imports_bindings(text: str) -> bool:
    """True when some line of ``text`` imports one of the bindings' modules."""
    return IMPORT_LINE.search(text) is not None


@dataclass(frozen=True)
class Chunk:
    """One top-level statement: characters ``start..end`` of the file."""

    start: int
    end: int


def chunks(text: str) -> list[Chunk]:
    """The top-level statements of ``text`` in order, covering every line that holds code."""
    starts = [0]
    depth = 0
    previous_at_top = 0  # where the last top-level line began (for decorators)
    size = len(text)
    comment_end = -1
    for match in _SCAN.finditer(text):
        kind = match.lastgroup
        if kind == "c":
            comment_end = match.end()
        elif kind == "o":
            depth += 1
        elif kind == "x":
            depth = max(depth - 1, 0)
        elif kind == "n":
            line = match.end()
            if line >= size:
                continue
            first = text[line]
            if first in " \t\r\n#\f\\":
                continue
            before = match.start() - (1 if text.startswith("\r", match.start() - 1) else 0)
            if depth == 0 and before > 0 and text[before - 1] == "\\" and comment_end != before:
                continue  # a backslash continuation
            if depth and not _FRESH_START.match(text, line):
                continue
            depth = 0
            if _CONTINUES.match(text, line):
                previous_at_top = line
                continue
            if _DEFINITION.match(text, line) and text.startswith("@", previous_at_top):
                previous_at_top = line
                continue  # a decorated definition stays with its decorators
            previous_at_top = line
            starts.append(line)
    starts.append(size)
    out = []
    for a, b in zip(starts, starts[1:]):
        if b > a:
            out.append(Chunk(a, b))
    return out


class WordPattern:
    """Finds any of some names as a whole identifier, not after a dot (an attribute of
    something else). The character before a hit is checked here rather than by a look-behind
    in the expression: an expression starting with the names lets the regular-expression engine
    skip to the characters they begin with, several times faster on a long script."""

    def __init__(self, names: list[str]) -> None:
        self._pattern = re.compile(r"(?:" + "|".join(map(re.escape, names)) + r")(?!\w)")

    def search(self, text: str, position: int = 0) -> re.Match[str] | None:
        while True:
            match = self._pattern.search(text, position)
            if match is None or match.start() == 0 or not _NAME_OR_DOT.match(text, match.start() - 1):
                return match
            position = match.start() + 1


_NAME_OR_DOT = re.compile(r"[\w.]")


def word_pattern(names: Iterable[str]) -> WordPattern | None:
    """A pattern finding any of ``names`` as a whole identifier."""
    unique = sorted({n for n in names if n.isidentifier()}, key=len, reverse=True)
    if not unique:
        return None
    return WordPattern(unique)


def attribute_pattern(names: Iterable[str]) -> re.Pattern[str] | None:
    """A pattern finding ``.name`` (an attribute access) for any of ``names``."""
    unique = sorted({n for n in names if n.isidentifier()}, key=len, reverse=True)
    if not unique:
        return None
    return re.compile(r"\.[ \t]*(?:" + "|".join(map(re.escape, unique)) + r")(?!\w)")


def chunks_mentioning(pattern: re.Pattern[str] | WordPattern, text: str, pieces: list[Chunk],
                      starts: list[int] | None = None) -> set[int]:
    """Indices of the chunks in which ``pattern`` matches."""
    starts = starts if starts is not None else [c.start for c in pieces]
    hits: set[int] = set()
    position = 0
    while True:
        match = pattern.search(text, position)
        if match is None:
            return hits
        index = bisect.bisect_right(starts, match.start()) - 1
        hits.add(index)
        position = pieces[index].end if index >= 0 else match.end()  # the rest of that chunk is known
