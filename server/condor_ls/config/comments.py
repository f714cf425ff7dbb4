"""Where a value holds what its author meant as a comment.

HTCondor's config reader (and condor_submit's, which is the same) takes a ``#`` as a comment only
at the start of a line: ``LOG = /var/log/condor # where logs go`` stores the whole text after
``=``, comment included, as the value. :func:`comment_start` finds such a ``#`` in a value as
written, where it reads as the start of a comment rather than as part of the value: after a
space or a tab (``a#b`` is a word), outside double quotes and outside a ``$(...)`` reference.
"""
from __future__ import annotations

#: characters before a ``#`` that make it read as a comment
_BLANK = " \t"


def comment_start(value: str) -> int | None:
    """The index of the ``#`` that starts an inline comment in ``value`` (the text after ``=`` as
    written, continuation lines included), or None. A ``#`` that is the value's first character
    counts only when a blank or the end follows (``X = # note``; ``COLOR = #ff0000`` is a value)."""
    if "#" not in value:
        return None
    quoted = False
    depth = 0  # inside $( ... )
    previous = ""
    written = False  # a character other than a blank, a backslash or a line break came before
    length = len(value)
    index = 0
    while index < length:
        c = value[index]
        if quoted:
            if c == "\\" and index + 1 < length:
                index += 2
                previous = ""
                continue
            if c == '"':
                quoted = False
        elif depth:
            if c == "(":
                depth += 1
            elif c == ")":
                depth -= 1
        elif c == '"':
            quoted = True
        elif c == "$" and value.startswith("(", index + 1):
            depth = 1
            index += 2
            previous = "("
            continue
        elif c == "#" and _opens_continued_line(value, index):
            # a continuation line that starts with ``#`` is read as blanks (``getline`` in
            # HTCondor's config.cpp): commented out, not a comment inside the value
            end = value.find("\n", index)
            if end < 0:
                return None
            index = end
            continue
        elif c == "#":
            if not written:
                if index + 1 >= length or value[index + 1] in _BLANK + "\r\n":
                    return index
            elif previous in _BLANK:
                return index
        if c not in _BLANK + "\\\r\n":
            written = True
        previous = c
        index += 1
    return None


def _opens_continued_line(value: str, index: int) -> bool:
    """Whether ``value[index]`` is the first character other than a blank of a line after the
    first (a continuation line: the value as written holds its line breaks)."""
    start = value.rfind("\n", 0, index)
    return start >= 0 and not value[start + 1:index].strip(_BLANK)


def comment_end(value: str, start: int) -> int:
    """Where the comment that starts at ``start`` ends: the end of its physical line, without a
    trailing continuation backslash or line break."""
    end = value.find("\n", start)
    end = len(value) if end < 0 else end
    line = value[start:end].rstrip("\r")
    if line.rstrip(_BLANK).endswith("\\"):
        line = line.rstrip(_BLANK)[:-1]
    return start + len(line.rstrip(_BLANK))


__all__ = ["comment_start", "comment_end"]
