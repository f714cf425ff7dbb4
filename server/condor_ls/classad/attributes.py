"""ClassAd attribute knowledge (``schemas/attributes/*.json``) for hover, completion and
unknown-attribute hints in expressions.

Three tables: ``machine`` (slot ads), ``job`` and ``other`` (schedd, negotiator, collector and
other daemon ads).  Attribute names are case-insensitive in ClassAds, so lookups fold case.
Families such as ``Assigned<name>`` or ``<name>Capability`` are patterns with a regex.  The
tables are read once; a missing or broken file gives an empty table.

Besides the three tables, ``attributes/names.json`` lists every name HTCondor's sources and
manual spell out for any ad: :func:`is_known` answers "does HTCondor have this attribute at all"
from both, without knowing which ad carries it.
"""
from __future__ import annotations

import json
import re
from dataclasses import dataclass
from functools import lru_cache
from .. import schemas
from typing import Any, Mapping

ADS = ("machine", "job", "other")
MAX_NAME_LENGTH = 512


@dataclass(frozen=True, slots=True)
class AttributeInfo:
    """One attribute: its ClassAd value type and what we know about it."""

    name: str
    ad: str
    type: str = "unknown"
    description: str = ""
    values: tuple[str, ...] = ()           # the complete set of values, when known
    example_values: tuple[str, ...] = ()   # values the documentation lists (maybe not all)
    deprecated: bool = False
    replacement: str | None = None
    set_by: tuple[str, ...] = ()           # submit commands that set it (job ads)
    ephemeral: bool = False                # only present while the negotiator weighs preemption
    ads: tuple[str, ...] = ()              # for "other": which daemon ads carry it


@dataclass(frozen=True, slots=True)
class AttributePattern:
    pattern: str
    regex: re.Pattern[str]
    ad: str
    type: str = "unknown"
    description: str = ""


@dataclass(frozen=True, slots=True)
class AttributeTable:
    ad: str
    attributes: Mapping[str, AttributeInfo]    # lower-case name -> info
    patterns: tuple[AttributePattern, ...]


def _schema_text(relpath: str) -> str | None:
    """Text of a ``condor_ls.schemas`` file, None if it is missing."""
    return schemas.text(relpath)

def _tuple(value: Any) -> tuple[str, ...]:
    return tuple(str(v) for v in value) if isinstance(value, list) else ()


@lru_cache(maxsize=len(ADS))
def table(ad: str) -> AttributeTable:
    """The attribute table of one ad kind (``machine``, ``job`` or ``other``)."""
    text = _schema_text(f"attributes/{ad}.json") if ad in ADS else None
    try:
        data = json.loads(text) if text is not None else None
    except ValueError:
        data = None
    if not isinstance(data, dict):
        return AttributeTable(ad, {}, ())
    attrs: dict[str, AttributeInfo] = {}
    for rec in data.get("attributes", []):
        if not isinstance(rec, dict) or not isinstance(rec.get("name"), str):
            continue
        attrs[rec["name"].lower()] = AttributeInfo(
            name=rec["name"], ad=ad, type=str(rec.get("type") or "unknown"),
            description=str(rec.get("description") or ""), values=_tuple(rec.get("values")),
            example_values=_tuple(rec.get("example_values")),
            deprecated=bool(rec.get("deprecated")), replacement=rec.get("replacement"),
            set_by=_tuple(rec.get("set_by")), ads=_tuple(rec.get("ads")),
            ephemeral=bool(rec.get("ephemeral")))
    pats = []
    for rec in data.get("patterns", []):
        try:
            pats.append(AttributePattern(str(rec["pattern"]), re.compile(str(rec["regex"]), re.I | re.A),
                                         ad, str(rec.get("type") or "unknown"),
                                         str(rec.get("description") or "")))
        except (KeyError, TypeError, re.error):
            continue
    return AttributeTable(ad, attrs, tuple(pats))


def attribute(name: str, ad: str) -> AttributeInfo | None:
    """The attribute ``name`` of ad kind ``ad``, ignoring case (no pattern matching)."""
    if not isinstance(name, str):
        return None
    return table(ad).attributes.get(name.lower())


def lookup(name: str, ads: tuple[str, ...] = ADS) -> AttributeInfo | AttributePattern | None:
    """First attribute or attribute family matching ``name`` in the given ad kinds, in order."""
    if not isinstance(name, str):
        return None
    for ad in ads:
        found = attribute(name, ad)
        if found is not None:
            return found
    if len(name) > MAX_NAME_LENGTH:
        return None
    for ad in ads:
        for p in table(ad).patterns:
            if p.regex.match(name):
                return p
    return None


def names(ad: str) -> list[str]:
    """All attribute names of one ad kind, sorted (for completion)."""
    return sorted((a.name for a in table(ad).attributes.values()), key=str.lower)


@lru_cache(maxsize=1)
def _listed_names() -> frozenset[str]:
    """Lower-cased names of ``attributes/names.json`` (empty when the file is missing)."""
    text = _schema_text("attributes/names.json")
    try:
        data = json.loads(text) if text is not None else None
    except ValueError:
        data = None
    names = data.get("names") if isinstance(data, dict) else None
    return frozenset(n.lower() for n in names if isinstance(n, str)) if isinstance(names, list) else frozenset()


@lru_cache(maxsize=1)
def all_names() -> tuple[str, ...]:
    """Every attribute name HTCondor is known to use, in its own spelling (tables first)."""
    seen: dict[str, str] = {}
    for ad in ADS:
        for info in table(ad).attributes.values():
            seen.setdefault(info.name.lower(), info.name)
    text = _schema_text("attributes/names.json")
    try:
        data = json.loads(text) if text is not None else {}
    except ValueError:
        data = {}
    for name in data.get("names", []) if isinstance(data, dict) else []:
        if isinstance(name, str):
            seen.setdefault(name.lower(), name)
    return tuple(seen.values())


@lru_cache(maxsize=8192)
def is_known(name: str, ads: tuple[str, ...] = ADS) -> bool:
    """Whether ``name`` is an attribute of one of ``ads`` (a fixed name or a family), or, when
    all ads are asked about, any name HTCondor's sources use (memoised: rules ask on every
    keystroke)."""
    if not isinstance(name, str) or not name:
        return False
    if lookup(name, ads) is not None:
        return True
    return ads == ADS and name.lower() in _listed_names()
