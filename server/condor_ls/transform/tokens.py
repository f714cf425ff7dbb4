"""HTCondor's ``tokener`` (condor_utils/tokener.cpp), which splits a transform statement.

Words are separated by blanks; a word that starts with ``"`` or ``'`` runs to the next such
quote (the quotes are not part of it, and there is no escape). ``/pattern/flags`` is read by
:func:`read_regex`: the pattern ends at the next ``/`` on the line (no escape either) and the
flags run up to the next blank.
"""
from __future__ import annotations

from dataclasses import dataclass

SEPARATORS = " \t\r\n"
#: regex flag letters the reader accepts (any other letter makes the statement invalid)
REGEX_FLAGS = frozenset("gmiU")


@dataclass(frozen=True)
class Token:
    """A word: ``text`` is ``line[start:end]`` (without quotes); ``quote`` is the quote
    character when the word was quoted."""

    text: str
    start: int
    end: int
    quote: str = ""

    @property
    def outer_start(self) -> int:
        """Where the word begins in the line, its opening quote included."""
        return self.start - 1 if self.quote else self.start


def _find_not(line: str, chars: str, at: int) -> int:
    while at < len(line) and line[at] in chars:
        at += 1
    return at


def _find(line: str, chars: str, at: int) -> int:
    while at < len(line) and line[at] not in chars:
        at += 1
    return at


def next_token(line: str, at: int) -> tuple[Token | None, int]:
    """The word at or after ``at`` and where scanning continues (None at the end)."""
    start = _find_not(line, SEPARATORS, at)
    if start >= len(line):
        return None, len(line)
    ch = line[start]
    if ch in "\"'":
        close = line.find(ch, start + 1)
        if close < 0:
            return Token(line[start + 1:], start + 1, len(line), ch), len(line)
        return Token(line[start + 1:close], start + 1, close, ch), close + 1
    end = _find(line, SEPARATORS, start)
    return Token(line[start:end], start, end), end


@dataclass(frozen=True)
class Regex:
    """``/pattern/flags``: ``start``/``end`` span all of it; ``pattern_start`` is just after the
    first ``/``. ``bad_flags`` holds flag characters the reader refuses."""

    pattern: str
    flags: str
    start: int
    end: int
    pattern_start: int
    bad_flags: str = ""


def read_regex(line: str, start: int) -> tuple[Regex | None, int]:
    """The regex whose ``/`` is at ``start``: (regex, where scanning continues). None when there
    is no closing ``/`` on the line, which the reader rejects as an invalid regex."""
    close = line.find("/", start + 1)
    if close < 0:
        return None, len(line)
    end = _find(line, SEPARATORS, close + 1)
    flags = line[close + 1:end]
    bad = "".join(ch for ch in flags if ch not in REGEX_FLAGS)
    return Regex(line[start + 1:close], flags, start, end, start + 1, bad), end
