"""The macro table: current definitions plus HTCondor's lookup order.

A name is looked up as ``LOCALNAME.NAME`` (config, then the local name's default table),
``SUBSYS.NAME`` (likewise), ``NAME`` in the config, and finally the built-in default.  A knob
set to the empty string in the config still counts as defined and hides its default.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Mapping

from .model import Definition, Kind
from .schemas import Defaults, KnobDefault
from .text import DEFAULT, Origin, SourceText


#: no answer remembered yet
_UNKNOWN = object()


@dataclass(slots=True)
class MacroTable:
    defaults: Defaults
    subsystem: str | None = None
    localname: str | None = None
    items: dict[str, Definition] = field(default_factory=dict)
    #: every definition in the order it was made (overridden ones included)
    log: list[Definition] = field(default_factory=list)
    _default_defs: dict[str, Definition] = field(default_factory=dict)
    _prefix_cache: tuple[tuple[str | None, str | None], tuple[str, ...]] | None = None
    #: per prefix: (``prefix.`` lower-cased, the prefix upper-cased, its default table or None)
    _prefix_info: tuple[tuple[str | None, str | None], tuple[tuple[str, str, Mapping[str, KnobDefault] | None], ...]] | None = None
    #: answers since the last change (most lookups repeat while expanding)
    _lookups: dict[str, Definition | None] = field(default_factory=dict)
    #: while set, every name looked up (lower-cased) is added to it: what a result computed
    #: meanwhile depends on (see ``analysis.configview.units``)
    probes: set[str] | None = None

    def _prefixes(self) -> tuple[str, ...]:
        """``localname.`` and ``subsys.`` lower-cased, computed once."""
        cached = self._prefix_cache
        if cached is None or cached[0] != (self.localname, self.subsystem):
            prefixes = tuple(p.lower() + "." for p in (self.localname, self.subsystem) if p)
            cached = ((self.localname, self.subsystem), prefixes)
            self._prefix_cache = cached
        return cached[1]

    def get(self, name: str) -> Definition | None:
        """The config's own definition of exactly ``name`` (no prefixes, no defaults)."""
        low = name.lower()
        if self.probes is not None:
            self.probes.add(low)
        return self.items.get(low)

    def set(self, definition: Definition) -> None:
        if self._lookups:
            self._lookups = {}
        self.log.append(definition)
        key = definition.name.lower()
        items = self.items
        previous = items.get(key)
        if previous is not None:
            definition.previous = previous
        items[key] = definition

    def _default_def(self, kd: KnobDefault, full_name: str) -> Definition:
        key = full_name.lower()
        d = self._default_defs.get(key)
        if d is None:
            d = Definition(full_name, SourceText.at(kd.default or "", Origin(DEFAULT, 0, 0)), Origin(DEFAULT), Kind.DEFAULT)
            self._default_defs[key] = d
        return d

    def default_for(self, name: str) -> Definition | None:
        """The built-in default HTCondor would use for ``name`` with this subsystem."""
        for prefix in (self.localname, self.subsystem):
            if prefix:
                kd = self.defaults.lookup_subsystem(prefix, name)
                if kd is not None:
                    return self._default_def(kd, f"{prefix}.{kd.name}")
        kd = self.defaults.lookup(name)
        if kd is not None and kd.default is not None:
            return self._default_def(kd, name if "." in name else kd.name)
        return None

    def lookup(self, name: str) -> Definition | None:
        """HTCondor's ``lookup_macro``: prefixed config, prefixed default, plain, default."""
        if self.probes is not None:
            self.probes.add(name.lower())
        found = self._lookups.get(name, _UNKNOWN)
        if found is _UNKNOWN:  # (a sentinel, not KeyError: after a change most lookups miss)
            found = self._lookups[name] = self._lookup(name)
        return found  # type: ignore[return-value]

    def _prefix_tables(self) -> tuple[tuple[str, str, Mapping[str, KnobDefault] | None], ...]:
        """What each lookup needs per prefix, computed once (lookups are the hot path)."""
        cached = self._prefix_info
        if cached is None or cached[0] != (self.localname, self.subsystem):
            by_sub = self.defaults.by_subsystem
            info = tuple((p, p[:-1].upper(), by_sub.get(p[:-1])) for p in self._prefixes())
            cached = ((self.localname, self.subsystem), info)
            self._prefix_info = cached
        return cached[1]

    def _lookup(self, name: str) -> Definition | None:
        low = name.lower()
        items = self.items
        for prefix, upper, table in self._prefix_tables():
            d = items.get(prefix + low)
            if d is not None:
                return d
            if table is not None:
                kd = table.get(low)
                if kd is not None:
                    return self._default_def(kd, f"{upper}.{kd.name}")
        d = items.get(low)
        if d is not None:
            return d
        kd = self.defaults.lookup(name)
        if kd is not None and kd.default is not None:
            return self._default_def(kd, name if "." in name else kd.name)
        return None
