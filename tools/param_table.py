"""Reader for HTCondor's ``param_info.in`` (the source of the compiled param table).

The file is a list of ``[NAME]`` sections, each holding ``key=value`` lines or
``key : @tag`` here-documents that run until a line holding only ``@tag``.  Names may carry a
dotted prefix (``MASTER.ENABLE_CLASSAD_CACHING`` is the master's own default) or start with
``$`` (``$POLICY.DESKTOP`` is the body of ``use POLICY : DESKTOP``).  Only facts are read
from it; its prose fields are ignored by the generators.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path

DEFAULT_SOURCE = Path("/work/htcondor-src/src/condor_utils/param_info.in")

_TITLE = re.compile(r"^\[([$A-Za-z0-9_.]+)\]\s*$")
_PROP = re.compile(r"^([A-Za-z0-9_-]+)\s*(=|:)[ ]*(.*)$")
#: properties whose single-line values keep trailing whitespace (``default=D_PID `` is
#: compiled with its blank: the generator trims other properties only)
_KEEP_TRAILING = frozenset({"default", "win32_default"})


@dataclass
class Entry:
    """One ``[NAME]`` section: its properties in file order, plus where it starts."""

    title: str
    line: int
    props: dict[str, str] = field(default_factory=dict)


def parse(text: str) -> list[Entry]:
    """Split the file into entries; later duplicate properties win, as in the table builder."""
    entries: list[Entry] = []
    lines = text.splitlines()
    i = 0
    current: Entry | None = None
    while i < len(lines):
        line = lines[i]
        i += 1
        m = _TITLE.match(line)
        if m:
            current = Entry(m.group(1), i)
            entries.append(current)
            continue
        stripped = line.strip()
        if not stripped or stripped.startswith("#") or current is None:
            continue
        p = _PROP.match(stripped)
        if not p:
            continue
        key, op, rest = p.group(1), p.group(2), p.group(3)
        if op == "=":
            if key in _KEEP_TRAILING:  # the table builder keeps a default's trailing blanks
                rest = line.split("=", 1)[1].lstrip(" ").rstrip("\r\n")
            current.props[key] = rest
            continue
        # here-document: ``key : @end`` then raw lines up to a line equal to the tag
        tag = rest.strip()
        body: list[str] = []
        while i < len(lines) and lines[i].rstrip("\r") != tag:
            body.append(lines[i])
            i += 1
        i += 1  # the closing tag
        current.props[key] = "\n".join(body)
    return entries


def load(path: Path = DEFAULT_SOURCE) -> list[Entry]:
    return parse(path.read_text(encoding="utf-8"))
