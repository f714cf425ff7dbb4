"""Matching a file name against one component of a ``queue ... matching`` pattern, as the C
library's ``fnmatch`` does for condor_submit's ``glob`` (default flags: a backslash escapes the
next character, ``[!...]`` and ``[^...]`` negate, ``[:alpha:]`` classes, an unterminated ``[``
is an ordinary character), byte by byte as in the C locale.

A pattern is translated once, in one left-to-right pass, into an RE2 expression (linear-time
matching, whatever the pattern): Python's ``fnmatch`` translates ``[[[[...`` in quadratic time
and matches with a backtracking engine, and a queue statement's patterns are user text.
"""
from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache

import re2  # type: ignore[import-not-found]
from ...raw_bytes import RAW

_OPTIONS = re2.Options()
_OPTIONS.encoding = re2.Options.Encoding.LATIN1
_OPTIONS.dot_nl = True
_OPTIONS.log_errors = False

#: the C locale's character classes, as byte ranges
_CLASSES: dict[bytes, str] = {
    b"alnum": r"0-9A-Za-z", b"alpha": r"A-Za-z", b"blank": r" \t", b"cntrl": r"\x00-\x1f\x7f",
    b"digit": r"0-9", b"graph": r"\x21-\x7e", b"lower": r"a-z", b"print": r"\x20-\x7e",
    b"punct": r"\x21-\x2f\x3a-\x40\x5b-\x60\x7b-\x7e", b"space": r"\t-\r ", b"upper": r"A-Z",
    b"xdigit": r"0-9A-Fa-f",
}
#: the longest class name ``fnmatch`` looks for before reading ``[:`` as two characters
_CLASS_MAX = 256
_NEVER = r"[^\x00-\xff]"


def _byte(b: int) -> str:
    return f"\\x{b:02x}"


class _Never(Exception):
    """The pattern is ill-formed where ``fnmatch`` gives up: it matches nothing."""


#: the bytes of each C-locale class
_CLASS_BYTES: dict[bytes, frozenset[int]] = {}


def _class_bytes(name: bytes) -> frozenset[int] | None:
    if name not in _CLASSES:
        return None
    found = _CLASS_BYTES.get(name)
    if found is None:
        rx = re2.compile(("[" + _CLASSES[name] + "]").encode("ascii"), _OPTIONS)
        found = _CLASS_BYTES[name] = frozenset(b for b in range(256) if rx.fullmatch(bytes([b])))
    return found


def _skip(pat: bytes, i: int) -> int | None:
    """Where ``fnmatch`` goes on after a bracket whose item before ``pat[i]`` matched: the index
    after the closing ``]``, or None when it gives up on the way (the end of the pattern, a
    backslash at the end, a ``[=`` that is not ``[=c=]``, an unfinished ``[.``)."""
    n = len(pat)
    while True:
        if i >= n:
            return None
        c = pat[i]
        i += 1
        if c == 0x5D:
            return i
        if c == 0x5C:
            if i >= n:
                return None
            i += 1
        elif c == 0x5B and i < n and pat[i] == 0x3A:
            j = i + 1
            while j < n and not (pat[j] == 0x3A and j + 1 < n and pat[j + 1] == 0x5D):
                if j - i >= _CLASS_MAX:
                    return None
                if not 0x61 <= pat[j] < 0x7A:
                    j = -1
                    break
                j += 1
            if j >= n:
                return None
            if j > 0:
                i = j + 2
        elif c == 0x5B and i < n and pat[i] == 0x3D:
            if not (i + 3 < n and pat[i + 2] == 0x3D and pat[i + 3] == 0x5D):
                return None
            i += 4
        elif c == 0x5B and i < n and pat[i] == 0x2E:
            close = pat.find(b".]", i + 1)
            if close < 0:
                return None
            i = close + 2


def _bracket(pat: bytes, i: int, dead: bytearray) -> tuple[bytes, int] | None:
    """The bytes a bracket expression whose ``[`` is at ``pat[i - 1]`` lets through (a 256-byte
    table) and the index after it, or None when it is unterminated (the ``[`` is then an
    ordinary character, as glibc 2.36 has it). Raises :class:`_Never` where ``fnmatch`` fails
    the whole pattern.

    This follows ``fnmatch``'s two steps: it scans the items until one matches, then skips to
    the ``]`` with looser rules. So an ill-formed piece can fail a name that an earlier item
    took (a ``[=`` that is not ``[=c=]``, the end of the pattern), or one that reaches it unmatched
    (an unknown ``[:class:]``, a ``[.symbol.]`` of more than one character).

    ``dead`` marks the places where an earlier scan, past its first character, went on to the
    end without finding the ``]``: a scan that reaches one of them would too, so it stops there
    (which keeps ``[[[[...`` linear)."""
    n = len(pat)
    negate = i < n and pat[i] in b"!^"
    if negate:
        i += 1
    seen = bytearray(256)  # every byte an item names so far
    take = bytearray(256)  # bytes whose matching item is followed by a clean skip to ']'
    walked: list[int] = []
    first = True

    def add(b: int) -> None:
        if not seen[b]:  # the scan stops at the first item that takes a byte
            seen[b] = take[b] = 1

    def scan_fails(at: int) -> tuple[bytes, int]:
        """The scan stops at ``at`` for a name no item took: only earlier items can match."""
        end = _skip(pat, at)
        if negate or end is None or not any(take):
            raise _Never
        return bytes(take), end

    while True:
        if i >= n or (not first and dead[i]):
            for at in walked:
                dead[at] = 1
            return None
        if not first:
            walked.append(i)
            if pat[i] == 0x5D:  # ']'
                i += 1
                break
        first = False
        at = i
        c = pat[i]
        i += 1
        lo = c
        if c == 0x5C:  # a backslash escapes the next byte
            if i >= n:
                raise _Never
            lo = pat[i]
            i += 1
        elif c == 0x5B and i < n and pat[i] == 0x3A:  # '[:class:]'
            j = i + 1
            while j < n and 0x61 <= pat[j] < 0x7A:  # 'a' to 'y'
                if j - i - 1 >= _CLASS_MAX:
                    return scan_fails(at)
                j += 1
            if j + 1 < n and pat[j] == 0x3A and pat[j + 1] == 0x5D:
                members = _class_bytes(pat[i + 1:j])
                if members is None:
                    return scan_fails(at)
                for b in members:
                    add(b)
                i = j + 2
                continue
        elif c == 0x5B and i < n and pat[i] == 0x3D:  # '[=c=]'
            if i + 3 < n and pat[i + 2] == 0x3D and pat[i + 3] == 0x5D:
                add(pat[i + 1])
                i += 4
                continue
            take[:] = bytes(256)  # a skip through here gives up: earlier items cannot match
        elif c == 0x5B and i < n and pat[i] == 0x2E:  # '[.c.]'
            close = pat.find(b".]", i + 1)
            if close < 0:
                raise _Never
            if close != i + 2:
                return scan_fails(at)
            lo = pat[i + 1]
            i = close + 2
        if i + 1 < n and pat[i] == 0x2D and pat[i + 1] != 0x5D:  # a range 'a-z'
            hi = pat[i + 1]
            i += 2
            if hi == 0x5C:
                if i >= n:
                    raise _Never
                hi = pat[i]
                i += 1
            elif hi == 0x5B and i < n and pat[i] == 0x2E:
                close = pat.find(b".]", i + 1)
                if close < 0 or close != i + 2:
                    raise _Never
                hi = pat[i + 1]
                i = close + 2
            for b in range(lo, hi + 1):
                add(b)
            continue
        if i + 1 == n and pat[i] == 0x2D:
            raise _Never  # a range with no end
        add(lo)
    if negate:
        return bytes(1 - b for b in seen), i
    return bytes(take), i


def _class_regex(table: bytes) -> str:
    """A regex class for the bytes set in ``table``."""
    parts: list[str] = []
    b = 0
    while b < 256:
        if table[b]:
            e = b
            while e + 1 < 256 and table[e + 1]:
                e += 1
            parts.append(_byte(b) if e == b else _byte(b) + "-" + _byte(e))
            b = e + 1
        else:
            b += 1
    return "[" + "".join(parts) + "]" if parts else _NEVER


def translate(pattern: bytes) -> str:
    """The RE2 expression (over Latin-1 bytes) that matches what ``fnmatch(pattern, name, 0)``
    matches."""
    dead = bytearray(len(pattern) + 1)
    try:
        return _translate(pattern, dead)
    except _Never:
        return _NEVER


def _translate(pattern: bytes, dead: bytearray) -> str:
    out: list[str] = []
    i = 0
    n = len(pattern)
    while i < n:
        c = pattern[i]
        i += 1
        if c == 0x2A:  # '*'
            while i < n and pattern[i] == 0x2A:
                i += 1
            out.append(".*")
        elif c == 0x3F:  # '?'
            out.append(".")
        elif c == 0x5B:  # '['
            found = _bracket(pattern, i, dead)
            if found is None:
                out.append(_byte(c))
            else:
                table, i = found
                out.append(_class_regex(table))
        elif c == 0x5C:  # '\\'
            if i >= n:
                raise _Never  # a trailing backslash
            out.append(_byte(pattern[i]))
            i += 1
        else:
            out.append(_byte(c))
    return "".join(out)


@lru_cache(maxsize=256)
def matcher(pattern: str) -> Callable[[str], bool]:
    """A test of a file name (``os.listdir``'s ``str``, undecodable bytes as surrogates)
    against one path component of a glob pattern."""
    regex = re2.compile(translate(pattern.encode("utf-8", RAW)).encode("ascii"), _OPTIONS)
    full = regex.fullmatch

    def test(name: str) -> bool:
        return full(name.encode("utf-8", RAW)) is not None

    return test
