"""Where a configuration defines transforms, and the order in which daemons apply them.

* The schedd applies ``JOB_TRANSFORM_<name>`` for each name of ``JOB_TRANSFORM_NAMES``, in
  order (condor_schedd.V6/job_transforms.cpp); a name without a definition is skipped, and so
  is a value in the retired New-ClassAd form ``[ ... ]``.
* The job router reads ``JOB_ROUTER_TRANSFORM_<name>`` for the names of
  ``JOB_ROUTER_PRE_ROUTE_TRANSFORM_NAMES`` and ``JOB_ROUTER_POST_ROUTE_TRANSFORM_NAMES`` (a
  missing one disables routing altogether) and a route ``JOB_ROUTER_ROUTE_<name>`` for each name
  of ``JOB_ROUTER_ROUTE_NAMES``, which also orders the routes (condor_job_router/JobRouter.cpp).

Bodies are the knobs' *unexpanded* values: their ``$(...)`` references are expanded when the
transform runs, in the transform's context.
"""
from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from functools import lru_cache

from ..config.configset import ConfigSet
from ..config.model import Definition
from .reader import Mode, Transform, read_transform, split_source

#: the separators of HTCondor's StringTokenIterator (how the *_NAMES lists are split)
LIST_SEPARATORS = ", \t\r\n"


class Role(str, Enum):
    SCHEDD = "schedd"
    PRE_ROUTE = "pre-route"
    ROUTE = "route"
    POST_ROUTE = "post-route"


@dataclass(frozen=True)
class Family:
    """A kind of transform knob: its names list(s) and the prefix of its bodies."""

    role: Role
    names_knob: str
    prefix: str
    #: a listed name without a body: what the daemon does about it
    missing: str


FAMILIES: tuple[Family, ...] = (
    Family(Role.SCHEDD, "JOB_TRANSFORM_NAMES", "JOB_TRANSFORM_", "the schedd ignores the name"),
    Family(Role.PRE_ROUTE, "JOB_ROUTER_PRE_ROUTE_TRANSFORM_NAMES", "JOB_ROUTER_TRANSFORM_",
           "the job router disables routing altogether"),
    Family(Role.ROUTE, "JOB_ROUTER_ROUTE_NAMES", "JOB_ROUTER_ROUTE_", "the job router has no such route"),
    Family(Role.POST_ROUTE, "JOB_ROUTER_POST_ROUTE_TRANSFORM_NAMES", "JOB_ROUTER_TRANSFORM_",
           "the job router disables routing altogether"),
)

#: knob prefixes whose values are transforms (the *_NAMES lists aside)
BODY_PREFIXES = ("JOB_TRANSFORM_", "JOB_ROUTER_ROUTE_", "JOB_ROUTER_TRANSFORM_")
NAMES_KNOBS = frozenset({f.names_knob for f in FAMILIES} | {"JOB_ROUTER_TRANSFORM_NAMES"})
#: knobs of the retired New-ClassAd job router configuration
OLD_ROUTER_KNOBS = ("JOB_ROUTER_ENTRIES", "JOB_ROUTER_DEFAULTS", "JOB_ROUTER_ENTRIES_FILE", "JOB_ROUTER_ENTRIES_CMD")


def split_names(text: str | None) -> list[str]:
    """A *_NAMES list as the daemons split it (``NAMES`` itself is skipped to avoid recursion)."""
    out: list[str] = []
    item: list[str] = []
    for ch in (text or "") + ",":
        if ch in LIST_SEPARATORS:
            word = "".join(item).strip()
            if word and word.upper() != "NAMES":
                out.append(word)
            item = []
        else:
            item.append(ch)
    return out


@lru_cache(maxsize=16384)
def is_transform_knob(name: str) -> bool:
    """``name`` (with or without ``SUBSYS.`` prefixes) holds a transform. Memoised: the rules ask
    it of every knob of the set on each keystroke, and the names hardly change."""
    base = name.rsplit(".", 1)[-1].upper()
    return base.startswith(BODY_PREFIXES) and base not in NAMES_KNOBS and not base.endswith("_NAMES")


@lru_cache(maxsize=16384)
def knob_family(name: str) -> tuple[str, str] | None:
    """(body prefix, transform name) of a transform knob, or None (memoised like
    :func:`is_transform_knob`)."""
    base = name.rsplit(".", 1)[-1]
    upper = base.upper()
    if not is_transform_knob(name):
        return None
    for prefix in sorted(BODY_PREFIXES, key=len, reverse=True):
        if upper.startswith(prefix) and len(base) > len(prefix):
            return prefix, base[len(prefix):]
    return None


@lru_cache(maxsize=16384)
def is_old_router_knob(name: str) -> bool:
    """``name`` (with or without ``SUBSYS.`` prefixes) is one of the router's retired knobs."""
    return name.rsplit(".", 1)[-1].upper() in OLD_ROUTER_KNOBS


def is_old_form(text: str) -> bool:
    """A value in the New-ClassAd form (``[`` first, or a ``/*`` comment before it for routes)."""
    stripped = text.lstrip()
    return stripped.startswith("[") or stripped.startswith("/*")


@dataclass(frozen=True)
class Site:
    """One transform a daemon would apply (or would try to)."""

    role: Role
    name: str
    knob: str
    definition: Definition | None
    #: the body is in the retired New-ClassAd form
    old_form: bool = False

    @property
    def defined(self) -> bool:
        return self.definition is not None and bool(self.definition.value.strip())

    def read(self) -> Transform | None:
        """The transform as its daemon reads it (None when there is none to read)."""
        if not self.defined or self.old_form:
            return None
        return read_definition(self.definition, self.name)  # type: ignore[arg-type]


def read_definition(definition: Definition, name: str) -> Transform:
    """A transform knob's value as the daemons read it (lines of the unexpanded value)."""
    return read_transform(split_source(definition.raw), name, Mode.CONFIG)


def listed(config: ConfigSet, family: Family) -> list[str]:
    names = split_names(config.value(family.names_knob))
    if family.role in (Role.PRE_ROUTE, Role.POST_ROUTE):  # param_and_insert_unique_items
        seen: set[str] = set()
        names = [n for n in names if not (n.lower() in seen or seen.add(n.lower()))]  # type: ignore[func-returns-value]
    return names


def sites(config: ConfigSet, role: Role) -> list[Site]:
    """The transforms of one role, in the order the daemon applies them."""
    family = next(f for f in FAMILIES if f.role is role)
    out: list[Site] = []
    for name in listed(config, family):
        knob = family.prefix + name
        definition = config.table.lookup(knob)
        old = definition is not None and is_old_form(definition.value) and (
            role is Role.ROUTE or definition.value.lstrip().startswith("["))
        out.append(Site(role, name, knob, definition, old))
    return out


def schedd_sites(config: ConfigSet) -> list[Site]:
    return sites(config, Role.SCHEDD)


def body_definitions(config: ConfigSet) -> list[Definition]:
    """Every transform knob the configuration defines (current definitions)."""
    return [d for d in config.table.items.values() if is_transform_knob(d.name)]


def listing_knobs(prefix: str) -> list[str]:
    """The *_NAMES knobs that can list a body with this prefix."""
    return [f.names_knob for f in FAMILIES if f.prefix == prefix]


def listed_by(config: ConfigSet, prefix: str, name: str) -> bool:
    """Whether some names list applies the body ``<prefix><name>``."""
    for family in FAMILIES:
        if family.prefix == prefix and any(n.lower() == name.lower() for n in listed(config, family)):
            return True
    return False
