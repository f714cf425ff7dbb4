"""The result of reading a config set: every knob's definition history and lazy expansion."""
from __future__ import annotations

from dataclasses import dataclass, field

from .expander import Expander, Expansion
from .model import Definition, Diagnostic, Kind
from .table import MacroTable
from .text import Origin, SourceText


@dataclass(frozen=True, slots=True)
class IncludeRecord:
    """An ``include`` (or piped LOCAL_CONFIG_FILE) seen while reading.

    ``kind`` is ``file``, ``command`` (never run: its output is unknown), ``into`` (a
    command whose cached output file already existed and was read instead) or ``dir`` (a
    ``LOCAL_CONFIG_DIR`` entry, recorded when it cannot be listed, or, with ``exists``, when it
    was read in a repository in place of the installed directory). Optional
    ``LOCAL_CONFIG_FILE`` entries that cannot be read are recorded as ``file`` without origin.
    """

    origin: Origin | None
    depth: int
    target: str
    resolved: str | None
    kind: str
    exists: bool
    #: for a record without an origin (a LOCAL_CONFIG_DIR or LOCAL_CONFIG_FILE entry): how many
    #: files had been read when it came up, so that its place in the reading order is known
    files_read: int = -1


#: the kinds of variation, in the order they are named
_KINDS = ("process", "build")
#: definitions a varying knob's value comes from when it is not fixed by the user
_VARYING_KINDS = (Kind.DETECTED, Kind.DEFAULT)


@dataclass(frozen=True, slots=True)
class Variation:
    """Why a value is not one fixed text: it reads ``names``, knobs whose value differs per
    HTCondor process (PID) or per build (CONDOR_BUILD_PLATFORM), or ``$RANDOM_*`` picks part of
    it (``random``: a new pick in every process)."""

    names: tuple[str, ...]
    kinds: tuple[str, ...]
    random: bool = False

    def marker(self) -> str:
        """``<varies per process: PID>``: what condor-ls shows instead of one value."""
        what = list(self.names) + (["$RANDOM_*"] if self.random else [])
        return f"<varies per {' and '.join(self.kinds)}: {', '.join(what)}>"


def _varies(definition: Definition | None) -> str | None:
    """``process``/``build`` when ``definition`` is the built-in or detected value of a knob
    whose value differs per process or build; None for anything the configuration fixed."""
    if definition is None or definition.kind not in _VARYING_KINDS:
        return None
    from . import knobs

    found = knobs.knob(definition.name) or knobs.knob(definition.name.partition(".")[2])
    return found.varies if found is not None else None


@dataclass
class ConfigSet:
    """Knobs as HTCondor would see them for one subsystem.

    ``fatal`` is True when HTCondor would refuse the configuration (the diagnostics say why);
    ``incomplete`` when part of it could not be known (a command include, a missing template
    table); ``nondeterministic_load`` when ``$RANDOM_*`` ran while reading.
    """

    table: MacroTable
    expander: Expander
    diagnostics: list[Diagnostic] = field(default_factory=list)
    includes: list[IncludeRecord] = field(default_factory=list)
    files: list[str] = field(default_factory=list)
    #: files of LOCAL_CONFIG_DIR that LOCAL_CONFIG_DIR_EXCLUDE_REGEXP left out, with the pattern
    excluded: list[tuple[str, str]] = field(default_factory=list)
    fatal: bool = False
    incomplete: bool = False
    nondeterministic_load: bool = False
    subsystem: str | None = None
    localname: str | None = None
    track: bool = True
    #: full expansions reused across value() calls (the table never changes after loading)
    _memo: dict = field(default_factory=dict, repr=False)
    #: ``table.log`` divided into the stretches made by reading one file or one chunk of a file
    #: (start, end): with a read cache, a stretch replayed from an earlier load holds the very
    #: definition objects of that load, which lets analyses keep per-stretch results
    units: list[tuple[int, int]] = field(default_factory=list, repr=False)

    def names(self) -> list[str]:
        """Names defined by the configuration itself (not the built-in defaults), in first-definition order."""
        return [d.name for d in self.table.items.values()]

    def all_definitions(self, file: str | None = None) -> list[Definition]:
        """Every assignment made while reading (overridden ones too), in order; only those
        written in ``file`` when given.  For outlines, go-to-definition and unused-knob checks."""
        log = self.table.log
        if file is None:
            return list(log)
        return [d for d in log if d.origin is not None and d.origin.file == file]

    def definition(self, name: str) -> Definition | None:
        """What HTCondor's lookup finds for ``name`` (prefixed forms and defaults included)."""
        return self.table.lookup(name)

    def raw(self, name: str) -> str | None:
        d = self.table.lookup(name)
        return None if d is None else d.value

    def history(self, name: str) -> list[Definition]:
        """Every definition of exactly ``name``, newest first (what each one overrode)."""
        d = self.table.get(name)
        return d.history() if d is not None else []

    def default(self, name: str) -> Definition | None:
        return self.table.default_for(name)

    def expand(self, name: str, *, track: bool | None = None) -> Expansion | None:
        """``param(name)``: the fully expanded value with provenance, or None if undefined."""
        d = self.table.lookup(name)
        if d is None:
            return None
        use_track = self.track if track is None else track
        return self.expander.expand(d.raw, track=use_track, memo=None if use_track else self._memo)

    def variation(self, name: str) -> Variation | None:
        """How the value of ``name`` differs between HTCondor processes or builds (see
        :class:`Variation`); None when it is one fixed text."""
        expansion = self.expand(name, track=True)
        if expansion is None:
            return None
        return self.variation_of(expansion, self.table.lookup(name))

    def variation_of(self, expansion: Expansion, definition: Definition | None = None) -> Variation | None:
        """The :class:`Variation` of an expansion made with provenance (of ``definition``)."""
        found: dict[str, str] = {}
        own = _varies(definition)
        if own is not None and definition is not None:
            found[definition.name] = own
        for use in expansion.uses:
            per = _varies(use.definition)
            if per is not None and use.definition is not None:
                found.setdefault(use.definition.name, per)
        if not found and not expansion.nondeterministic:
            return None
        kinds = {*found.values(), *(("process",) if expansion.nondeterministic else ())}
        return Variation(tuple(found), tuple(k for k in _KINDS if k in kinds), expansion.nondeterministic)

    def value(self, name: str) -> str | None:
        """The expanded value; None when undefined or empty (as ``param()`` reports)."""
        d = self.table.lookup(name)
        if d is None or not d.value:
            return None
        if "$" not in d.value:
            return d.value
        return self.expander.expand_definition_text(d, self._memo) or None

    def expand_text(self, text: str | SourceText, *, track: bool | None = None) -> Expansion:
        """Expand arbitrary text in this config's context (hover on a selection, previews)."""
        return self.expander.expand(text, track=self.track if track is None else track)

    def where(self, name: str) -> tuple[str, int] | None:
        """(file, 1-based line) of the definition in use, as ``condor_config_val -v`` shows it."""
        d = self.table.lookup(name)
        if d is None or d.origin is None:
            return None
        return d.origin.file, d.origin.line + 1

    def is_default(self, name: str) -> bool:
        d = self.table.lookup(name)
        return d is not None and d.kind is Kind.DEFAULT
