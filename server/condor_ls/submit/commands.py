"""Submit-command metadata (``schemas/submit.json``) for hover, completion and the
unknown-command diagnostic.

condor_submit matches command names without regard to case.  Besides fixed names there are
families (``+Attr``, ``MY.Attr``, ``request_<resource>``, ``ec2_tag_<name>``) recognised by
regex.  The table is read once; a missing or broken file gives an empty table.
"""
from __future__ import annotations

import difflib
import json
import re
from dataclasses import dataclass, field
from functools import lru_cache
from .. import schemas
from typing import Any, Mapping

MAX_NAME_LENGTH = 512


@dataclass(frozen=True, slots=True)
class SubmitCommand:
    """One submit command: value type, the job attribute it sets, and how it is spelled."""

    name: str
    type: str = "unknown"
    attribute: str | None = None
    alternates: tuple[str, ...] = ()
    alias_of: str | None = None
    values: tuple[str, ...] = ()
    file: str | None = None
    documented: bool = False
    deprecated: bool = False
    replacement: str | None = None
    disabled: bool = False
    macro: bool = False
    description: str = ""


@dataclass(frozen=True, slots=True)
class CommandPattern:
    pattern: str
    regex: re.Pattern[str]
    type: str = "unknown"
    description: str = ""


@dataclass(frozen=True, slots=True)
class CommandTable:
    commands: Mapping[str, SubmitCommand]        # lower-case name or alternate -> command
    patterns: tuple[CommandPattern, ...]
    queue: Mapping[str, Any]
    #: lower-case alternate spelling -> every command that reads it (a job attribute such as
    #: ``EC2AccessKeyId`` can be the fallback key of several commands)
    readers: Mapping[str, tuple[SubmitCommand, ...]] = field(default_factory=dict)


def _schema_text(filename: str) -> str | None:
    """Text of a ``condor_ls.schemas`` file, None if it is missing."""
    return schemas.text(filename)

def _tuple(value: Any) -> tuple[str, ...]:
    return tuple(str(v) for v in value) if isinstance(value, list) else ()


@lru_cache(maxsize=1)
def table() -> CommandTable:
    text = _schema_text("submit.json")
    try:
        data = json.loads(text) if text is not None else None
    except ValueError:
        data = None
    if not isinstance(data, dict):
        return CommandTable({}, (), {})
    cmds: dict[str, SubmitCommand] = {}
    alts: dict[str, list[SubmitCommand]] = {}
    for rec in data.get("commands", []):
        if not isinstance(rec, dict) or not isinstance(rec.get("name"), str):
            continue
        cmd = SubmitCommand(
            name=rec["name"], type=str(rec.get("type") or "unknown"), attribute=rec.get("attribute"),
            alternates=_tuple(rec.get("alternates")), alias_of=rec.get("alias_of"),
            values=_tuple(rec.get("values")), file=rec.get("file"),
            documented=bool(rec.get("documented")), deprecated=bool(rec.get("deprecated")),
            replacement=rec.get("replacement"), disabled=bool(rec.get("disabled")),
            macro=bool(rec.get("macro")), description=str(rec.get("description") or ""))
        cmds[cmd.name.lower()] = cmd
        for alt in cmd.alternates:
            alts.setdefault(alt.lower(), []).append(cmd)
    for key, readers in alts.items():
        cmds.setdefault(key, readers[0])
    pats = []
    for rec in data.get("patterns", []):
        try:
            pats.append(CommandPattern(str(rec["pattern"]), re.compile(str(rec["regex"]), re.I | re.A),
                                       str(rec.get("type") or "unknown"),
                                       str(rec.get("description") or "")))
        except (KeyError, TypeError, re.error):
            continue
    queue = data.get("queue") if isinstance(data.get("queue"), dict) else {}
    return CommandTable(cmds, tuple(pats), queue, {k: tuple(v) for k, v in alts.items()})


def command(name: str) -> SubmitCommand | None:
    """The command with this name or alternate spelling, ignoring case."""
    if not isinstance(name, str):
        return None
    return _command(name)


@lru_cache(maxsize=4096)
def _command(name: str) -> SubmitCommand | None:
    """:func:`command` by the name as written (every submit rule asks for every line's name)."""
    return table().commands.get(name.strip().lower())


def lookup(name: str) -> SubmitCommand | CommandPattern | None:
    """Command or command family for ``name``."""
    if not isinstance(name, str):
        return None
    found = command(name)
    if found is not None or len(name) > MAX_NAME_LENGTH:
        return found
    for p in table().patterns:
        if p.regex.match(name.strip()):
            return p
    return None


def is_alternate(name: str) -> bool:
    """True when ``name`` is an alternate spelling (often the job attribute) of a command rather
    than a command's own name."""
    found = command(name)
    return found is not None and found.name.lower() != name.strip().lower()


def readers_of(name: str) -> tuple[SubmitCommand, ...]:
    """The commands that accept ``name`` as an alternate spelling (empty for a command's own
    name and for unknown names)."""
    if not isinstance(name, str) or not is_alternate(name):
        return ()
    return table().readers.get(name.strip().lower(), ())


def alternate_names() -> list[tuple[str, SubmitCommand]]:
    """Each alternate spelling once, with the command it stands for (for completion), sorted."""
    out = [(alt, cmd) for cmd in all_commands() for alt in cmd.alternates if is_alternate(alt)]
    unique = {alt.lower(): (alt, cmd) for alt, cmd in reversed(out)}
    return [unique[k] for k in sorted(unique)]


def is_known(name: str) -> bool:
    return lookup(name) is not None


def did_you_mean(name: str, limit: int = 3, cutoff: float = 0.75) -> list[str]:
    """Close spellings among the commands' canonical names, best first."""
    if not isinstance(name, str):
        return []
    if len(name) > MAX_NAME_LENGTH:
        return []
    canon = {c.name.lower(): c.name for c in table().commands.values()}
    return [canon[h] for h in difflib.get_close_matches(name.lower(), list(canon), n=limit, cutoff=cutoff)]


def all_commands() -> list[SubmitCommand]:
    """Each command once, sorted by name (for completion)."""
    seen = {c.name: c for c in table().commands.values()}
    return [seen[k] for k in sorted(seen, key=str.lower)]
