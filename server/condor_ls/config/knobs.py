"""Knob and template metadata (``schemas/knobs.json``, ``schemas/templates.json``) for hover,
completion and the unknown-knob / deprecated-knob diagnostics.

HTCondor knob names are case-insensitive, so every lookup folds case.  Besides the fixed names
there are families whose names embed a user-chosen part (``SLOT_TYPE_<N>``,
``<SUBSYS>_DEBUG``, ``MACHINE_RESOURCE_<name>``): these are :class:`KnobPattern` records with a
regex, tried when no fixed name matches.  The tables are read once and cached; a missing or
broken schema file gives empty tables rather than an exception.
"""
from __future__ import annotations

import difflib
import json
import re
from dataclasses import dataclass, field
from functools import lru_cache
from .. import schemas
from typing import Any, Mapping

#: names longer than this are never matched against patterns (bounds regex work)
MAX_NAME_LENGTH = 512


@dataclass(frozen=True, slots=True)
class Knob:
    """One knob: raw default text (unexpanded), value type and what we know about it."""

    name: str
    type: str = "unknown"
    default: str | None = None
    #: where ``type`` came from: curated, param_table, wheel, name, docs (a guess from the
    #: documentation's wording: treat as a hint) or none
    type_source: str = "none"
    param_type: str | None = None
    win32_default: str | None = None
    subsystem_defaults: Mapping[str, str] = field(default_factory=dict)
    range: Mapping[str, float | int | None] | None = None
    tags: tuple[str, ...] = ()
    subsystems: tuple[str, ...] = ()
    customization: str | None = None
    restart: str | None = None
    aliases: tuple[str, ...] = ()
    alias_of: str | None = None
    deprecated: bool = False
    replacement: str | None = None
    computed: bool = False
    #: dropped from HTCondor (listed by the $UPGRADE.DISCARD tables): setting it has no effect
    obsolete: bool = False
    #: ``use`` templates (CATEGORY:NAME) whose statements assign this knob
    templates: tuple[str, ...] = ()
    #: where ``default`` came from when not the table's literal: ``wheel`` (the library is
    #: newer than the table source), ``compiled`` (a C++ macro's value; see platform_defaults)
    default_source: str | None = None
    #: compiled-in default per platform (OPSYS name) where builds differ; ``default`` is Linux's
    platform_defaults: Mapping[str, str] = field(default_factory=dict)
    #: the value is not one fixed text: it differs per ``process`` or per ``build``
    varies: str | None = None
    #: what HTCondor uses at run time when the knob is unset (not a param default: the
    #: security policy levels, for instance)
    when_unset: str | None = None
    description: str = ""
    group: str | None = None
    sources: tuple[str, ...] = ()

    @property
    def is_expression(self) -> bool:
        """True when the value is a ClassAd expression (START, RANK, *_REQUIREMENTS, ...)."""
        return self.type == "classad"


@dataclass(frozen=True, slots=True)
class KnobPattern:
    """A family of knobs such as ``SLOT_TYPE_<N>``, recognised by ``regex``."""

    pattern: str
    regex: re.Pattern[str]
    type: str = "unknown"
    description: str = ""
    subsystems: tuple[str, ...] = ()
    deprecated: bool = False
    replacement: str | None = None
    group: str | None = None

    @property
    def specificity(self) -> int:
        """Literal characters in the pattern: the most specific matching pattern wins."""
        return len(re.sub(r"<[^>]*>|\*", "", self.pattern))


@dataclass(frozen=True, slots=True)
class Template:
    """One ``use CATEGORY : NAME`` metaknob and the raw statements it stands for."""

    category: str
    name: str
    text: str
    description: str = ""
    params: tuple[str, ...] = ()
    max_arg: int = 0
    variadic: bool = False
    arg_defaults: Mapping[str, str] = field(default_factory=dict)
    defines: tuple[str, ...] = ()
    uses: tuple[str, ...] = ()
    internal: bool = False
    #: the template stops the config read with an ``error`` statement when given no arguments
    requires_args: bool = False

    @property
    def key(self) -> str:
        return f"{self.category}:{self.name}"


@dataclass(frozen=True, slots=True)
class KnobTable:
    knobs: Mapping[str, Knob]            # upper-case name -> knob
    patterns: tuple[KnobPattern, ...]
    types: tuple[str, ...]


def _schema_text(filename: str) -> str | None:
    """Text of a ``condor_ls.schemas`` file, None if it is missing."""
    return schemas.text(filename)

def _read(filename: str) -> Any:
    text = _schema_text(filename)
    try:
        return json.loads(text) if text is not None else None
    except ValueError:
        return None


def _tuple(value: Any) -> tuple[str, ...]:
    return tuple(str(v) for v in value) if isinstance(value, list) else ()


def _knob(rec: Mapping[str, Any]) -> Knob:
    subs = rec.get("subsystem_defaults")
    rng = rec.get("range")
    return Knob(
        name=str(rec["name"]),
        type=str(rec.get("type") or "unknown"),
        default=rec.get("default") if isinstance(rec.get("default"), str) else None,
        type_source=str(rec.get("type_source") or "none"),
        param_type=rec.get("param_type"),
        win32_default=rec.get("win32_default"),
        subsystem_defaults=dict(subs) if isinstance(subs, dict) else {},
        range=dict(rng) if isinstance(rng, dict) else None,
        tags=_tuple(rec.get("tags")),
        subsystems=_tuple(rec.get("subsystems")),
        customization=rec.get("customization"),
        restart=rec.get("restart"),
        aliases=_tuple(rec.get("aliases")),
        alias_of=rec.get("alias_of"),
        deprecated=bool(rec.get("deprecated", False)),
        replacement=rec.get("replacement"),
        computed=bool(rec.get("computed", False)),
        obsolete=bool(rec.get("obsolete", False)),
        templates=_tuple(rec.get("templates")),
        default_source=rec.get("default_source"),
        platform_defaults=dict(rec["platform_defaults"]) if isinstance(rec.get("platform_defaults"), dict) else {},
        varies=rec.get("varies") if rec.get("varies") in ("process", "build") else None,
        when_unset=rec.get("when_unset") if isinstance(rec.get("when_unset"), str) else None,
        description=str(rec.get("description") or ""),
        group=rec.get("group"),
        sources=_tuple(rec.get("sources")),
    )


def _pattern(rec: Mapping[str, Any]) -> KnobPattern | None:
    try:
        rx = re.compile(str(rec["regex"]), re.IGNORECASE | re.ASCII)
    except (KeyError, re.error):
        return None
    return KnobPattern(
        pattern=str(rec.get("pattern", rec["regex"])),
        regex=rx,
        type=str(rec.get("type") or "unknown"),
        description=str(rec.get("description") or ""),
        subsystems=_tuple(rec.get("subsystems")),
        deprecated=bool(rec.get("deprecated", False)),
        replacement=rec.get("replacement"),
        group=rec.get("group"),
    )


@lru_cache(maxsize=1)
def table() -> KnobTable:
    """The knob table, read once from the installed schemas."""
    data = _read("knobs.json")
    if not isinstance(data, dict):
        return KnobTable({}, (), ())
    knobs: dict[str, Knob] = {}
    for rec in data.get("knobs", []):
        if isinstance(rec, dict) and isinstance(rec.get("name"), str):
            knobs[rec["name"].upper()] = _knob(rec)
    pats = [p for rec in data.get("patterns", []) if isinstance(rec, dict)
            if (p := _pattern(rec)) is not None]
    pats.sort(key=lambda p: -p.specificity)
    return KnobTable(knobs, tuple(pats), _tuple(data.get("types")))


def knob(name: str) -> Knob | None:
    """The knob with exactly this name, ignoring case (no pattern or prefix matching)."""
    if not isinstance(name, str):
        return None
    return table().knobs.get(name.upper())


def match_pattern(name: str) -> KnobPattern | None:
    """The most specific knob family whose regex matches ``name``, if any."""
    if not isinstance(name, str):
        return None
    if len(name) > MAX_NAME_LENGTH:
        return None
    for p in table().patterns:
        if p.regex.match(name):
            return p
    return None


def lookup(name: str) -> Knob | KnobPattern | None:
    """Knob or family for ``name``; a ``PREFIX.NAME`` (per-daemon or local name) falls back to
    ``NAME``, as HTCondor does when looking a knob up for a daemon."""
    if not isinstance(name, str):
        return None
    found = knob(name)
    if found is not None:
        return found
    _, dot, rest = name.partition(".")
    if dot and rest:
        found = knob(rest)
        if found is not None:
            return found
        pat = match_pattern(rest)
        if pat is not None:
            return pat
    return match_pattern(name)


def is_known(name: str) -> bool:
    return lookup(name) is not None


def did_you_mean(name: str, limit: int = 3, cutoff: float = 0.8) -> list[str]:
    """Close spellings of ``name`` among the fixed knob names, best first, in table case."""
    if not isinstance(name, str):
        return []
    if len(name) > MAX_NAME_LENGTH:
        return []
    return list(_close_names(name.upper(), limit, cutoff))


@lru_cache(maxsize=8192)
def _close_names(upper: str, limit: int, cutoff: float) -> tuple[str, ...]:
    """difflib over every knob name costs milliseconds per name, and a config set's own macro
    names come back on every re-analysis after each edit: remember the answers (the knob table
    never changes while the process runs)."""
    tab = table().knobs
    hits = difflib.get_close_matches(upper, list(tab), n=limit, cutoff=cutoff)
    return tuple(tab[h].name for h in hits)


@lru_cache(maxsize=1)
def templates() -> Mapping[tuple[str, str], Template]:
    """All ``use`` templates keyed by (CATEGORY, NAME) upper-cased: HTCondor ignores case."""
    data = _read("templates.json")
    out: dict[tuple[str, str], Template] = {}
    if not isinstance(data, dict):
        return out
    for rec in data.get("templates", []):
        if not isinstance(rec, dict):
            continue
        try:
            t = Template(
                category=str(rec["category"]), name=str(rec["name"]), text=str(rec.get("text", "")),
                description=str(rec.get("description") or ""), params=_tuple(rec.get("params")),
                max_arg=int(rec.get("max_arg", 0)), variadic=bool(rec.get("variadic", False)),
                arg_defaults=dict(rec.get("arg_defaults") or {}), defines=_tuple(rec.get("defines")),
                uses=_tuple(rec.get("uses")), internal=bool(rec.get("internal", False)),
                requires_args=bool(rec.get("raises_error_without_args", False)))
        except (KeyError, TypeError, ValueError):
            continue
        out[(t.category.upper(), t.name.upper())] = t
    return out


def template(category: str, name: str) -> Template | None:
    return templates().get((category.strip().upper(), name.strip().upper()))


def template_categories() -> list[str]:
    return sorted({t.category for t in templates().values()})


def template_names(category: str) -> list[str]:
    """Template names of one category, in table case (for completion after ``use CAT :``)."""
    cat = category.strip().upper()
    return sorted(t.name for (c, _), t in templates().items() if c == cat)
