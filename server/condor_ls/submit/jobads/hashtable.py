"""condor_submit's macro table (``SubmitHash::SubmitMacroSet``) and its lookups.

Names match without regard to case and keep the spelling of their first assignment. A lookup
tries ``SUBMIT.<name>`` first (condor_submit's macro context names the SUBMIT subsystem), then the
name, then condor_submit's predefined macros (``SubmitMacroDefaults``: ``$(Process)``,
``$(ClusterId)``, ``$(ARCH)``, ``$(JobId)`` ...). Queue loop variables are entries whose value
changes per proc ("live" values).

Expansion uses the config engine's expander, so ``$INT()``, ``$F...()``, ``$CHOICE()`` and the
other macro functions behave as in configuration. Expansions are remembered per text until an
assignment changes the table; a remembered expansion that looked up a live value is reused
only while that value is unchanged.
"""
from __future__ import annotations

import re
import time
from collections.abc import Iterator, Mapping
from dataclasses import dataclass

from ...config.expander import Expander, Limits as ExpandLimits, filename_parts
from ...config.model import Definition, Kind
from ...config.scanner import FILENAME_LETTERS, Func
from ...config.text import Origin, SourceText
from .api import Source

#: the subsystem prefix condor_submit's lookups try first
SUBSYS = "SUBMIT"
#: predefined macros whose value depends on the proc being made (``make_job_ad`` sets them)
LIVE_DEFAULTS = ("Cluster", "ClusterId", "Process", "ProcId", "Row", "ItemIndex", "Step", "Node", "TaskId")
#: expansions remembered per table generation (a bound for hostile files)
_CACHE_LIMIT = 4096
#: a plain reference: ``$(name)`` with no default, function or nesting
_PLAIN_REF = re.compile(r"\$\(([A-Za-z0-9_.]+)\)")
#: a plain reference or a ``$F...()`` of a plain name: (function prefix or None, name)
_TEMPLATE_REF = re.compile(r"(?:\$\((?=[A-Za-z0-9_.]+\))|(\$F[A-Za-z]*)\()([A-Za-z0-9_.]+)\)")
#: plain references followed through nested values before the full expander takes over
_PLAIN_DEPTH = 8


@dataclass(slots=True)
class Entry:
    """One name in the table: its definition (raw value and where it was written) and what
    kind of statement set it."""

    name: str
    definition: Definition
    kind: str  # submit | argument | append | default | queue
    #: times a rule asked for it (for condor_submit's "unused" warnings)
    used: int = 0

    @property
    def raw(self) -> str:
        return self.definition.raw.text


def _kind_of(kind: str) -> Kind:
    return Kind.DEFAULT if kind in ("default", "queue") else Kind.CONFIG


class SubmitTable:
    """The macro table of one submission."""

    def __init__(self, defaults: Mapping[str, str], *, environ: Mapping[str, str], seed: int | None = None,
                 limits: ExpandLimits | None = None, basename_suffix: bool = True) -> None:
        import random

        self.entries: dict[str, Entry] = {}
        #: predefined macros: lower-case name -> (spelling, value)
        self.defaults: dict[str, tuple[str, str]] = {k.lower(): (k, v) for k, v in defaults.items()}
        self._default_defs: dict[str, Definition] = {}
        #: bumped by every assignment: remembered expansions are dropped
        self.generation = 0
        #: live names (lower) -> a counter bumped when the value changes
        self.live_versions: dict[str, int] = {}
        self._cache: dict[tuple[str, str | None], tuple[str, tuple[tuple[str, int], ...], tuple[str, ...]]] = {}
        #: texts split at their plain references (None: the text needs the full expander)
        self._plain: dict[str, tuple[str, ...] | None] = {}
        #: name as asked -> (lower-case name, entry, predefined name, source), per generation
        self._resolved: dict[str, tuple[str, Entry | None, str | None, Source | None]] = {}
        self._resolved_generation = -1
        self._cache_generation = -1
        #: the entries' names in order, and the generation they were sorted at
        self._sorted_keys: tuple[int, list[str]] | None = None
        self._attribute_entries: tuple[int, int, list[Entry]] | None = None
        #: ``$F...()`` results of compiled templates, by (function, value, directory)
        self._fparts: dict[tuple[str, str, str | None], str] = {}
        #: definitions of live values that no other table or result holds (updated in place)
        self._own_live: dict[str, Definition] = {}
        #: whether the last :meth:`expand` read a value that changes per proc
        self.last_live = False
        #: what went wrong in the last :meth:`expand`'s macro functions (``$INT()`` of a
        #: non-number ...): HTCondor 24.0 stops there, 25 reports it and goes on
        self.last_issues: tuple[str, ...] = ()
        #: why an expansion was cut at the expander's bounds (a macro bomb): condor-ls's own
        #: finding, not condor_submit's; set once, read by the builder
        self.limit_hit: str | None = None
        for name in LIVE_DEFAULTS:
            self.live_versions[name.lower()] = 0
        self.expander = Expander(self._lookup_definition, environ=environ,
                                 rng=random.Random(seed), limits=limits or ExpandLimits())
        self.expander.basename_suffix = basename_suffix
        self.expander.choice_skips_empty = not basename_suffix  # 24.0

    # ----------------------------------------------------------------- lookups
    def _lookup_definition(self, name: str) -> Definition | None:
        """What a ``$(name)`` reference finds (``lookup_macro`` with the SUBMIT subsystem)."""
        entries = self.entries
        low = name.lower()
        hit = entries.get("submit." + low)
        if hit is None:
            hit = entries.get(low)
        if hit is not None:
            return hit.definition
        return self._default_definition(low)

    def _default_definition(self, low: str) -> Definition | None:
        found = self._default_defs.get(low)
        if found is not None:
            return found
        spec = self.defaults.get(low)
        if spec is None:
            return None
        d = Definition(spec[0], SourceText(spec[1]), None, Kind.DEFAULT)
        self._default_defs[low] = d
        return d

    def set_default(self, name: str, value: str, *, live: bool = False) -> None:
        """Change a predefined macro's value (``$(Process)`` for each proc, ``SUBMIT_FILE`` ...)."""
        low = name.lower()
        old = self.defaults.get(low)
        if old is not None and old[1] == value:
            return
        self.defaults[low] = (old[0] if old else name, value)
        self._default_defs.pop(low, None)
        if live:
            self.live_versions[low] = self.live_versions.get(low, 0) + 1
        else:
            self.generation += 1

    def set_live_defaults(self, values: tuple[tuple[str, str, str], ...]) -> None:
        """:meth:`set_default` with ``live=True`` for several (lower-case name, spelling,
        value) at once (the per-proc macros, set for every proc)."""
        defaults = self.defaults
        versions = self.live_versions
        for low, name, value in values:
            old = defaults.get(low)
            if old is not None and old[1] == value:
                continue
            defaults[low] = (old[0] if old else name, value)
            self._default_defs.pop(low, None)
            versions[low] = versions.get(low, 0) + 1

    def resolve(self, name: str) -> tuple[str, Entry | None, str | None, Source | None]:
        """What a lookup of ``name`` reads, remembered until an assignment changes the table:
        (lower-case name, the entry or None, else the predefined macro's name or None, where
        the value was set). A live entry keeps its identity while its value changes."""
        if self._resolved_generation != self.generation:
            self._resolved.clear()
            self._resolved_generation = self.generation
        hit = self._resolved.get(name)
        if hit is not None:
            return hit
        low = name.lower()
        entries = self.entries
        entry = entries.get("submit." + low) or entries.get(low)
        if entry is not None:
            found = (low, entry, None, Source(entry.name, entry.kind, entry.definition.origin))
        elif low in self.defaults:
            found = (low, None, low, Source(self.defaults[low][0], "default", None))
        else:
            found = (low, None, None, None)
        if len(self._resolved) < _CACHE_LIMIT:
            self._resolved[name] = found
        return found

    def raw_of(self, resolved: tuple[str, Entry | None, str | None, Source | None]) -> str | None:
        """The current raw value of a :meth:`resolve` result."""
        entry = resolved[1]
        if entry is not None:
            return entry.definition.raw.text
        if resolved[2] is not None:
            return self.defaults[resolved[2]][1]
        return None

    def lookup(self, name: str) -> str | None:
        """The raw value ``name`` resolves to (None when it is not defined at all)."""
        d = self._lookup_definition(name)
        return None if d is None else d.raw.text

    def lookup_exact(self, name: str) -> Entry | None:
        """The table's own entry for ``name`` (no prefix, no predefined macros)."""
        return self.entries.get(name.lower())

    def entry_for(self, name: str) -> Entry | None:
        """The entry a lookup of ``name`` reads (``SUBMIT.name`` first), if the table has one."""
        low = name.lower()
        return self.entries.get("submit." + low) or self.entries.get(low)

    def source_of(self, name: str) -> Source | None:
        """Where the value a lookup of ``name`` reads was set (None when undefined)."""
        entry = self.entry_for(name)
        if entry is not None:
            return Source(entry.name, entry.kind, entry.definition.origin)
        if name.lower() in self.defaults:
            return Source(self.defaults[name.lower()][0], "default", None)
        return None

    def items(self) -> Iterator[Entry]:
        """Entries in condor_submit's iteration order (sorted by name, ignoring case)."""
        order = self._sorted_keys
        if order is None or order[0] != self.generation or len(order[1]) != len(self.entries):
            order = self._sorted_keys = (self.generation, sorted(self.entries))
        entries = self.entries
        for key in order[1]:
            yield entries[key]

    def attribute_entries(self) -> list[Entry]:
        """The ``+Attr`` and ``MY.Attr`` entries, in :meth:`items` order."""
        cached = self._attribute_entries
        if cached is None or cached[0] != self.generation or cached[1] != len(self.entries):
            found = [e for e in self.items() if e.name.startswith("+") or e.name[:3].lower() == "my."]
            cached = self._attribute_entries = (self.generation, len(self.entries), found)
        return cached[2]

    def items_with_defaults(self) -> Iterator[tuple[str, str]]:
        """(name, raw value) of the entries and the predefined macros merged in order, as a
        ``HASHITER`` walks them (an entry hides a predefined macro of the same name)."""
        keys = sorted(set(self.entries) | {k for k in self.defaults if k != "$"})
        for key in keys:
            entry = self.entries.get(key)
            if entry is not None:
                yield entry.name, entry.raw
            else:
                spelling, value = self.defaults[key]
                yield spelling, value

    # ----------------------------------------------------------------- changes
    def insert(self, name: str, value: SourceText | str, origin: Origin | None, kind: str,
               *, self_expand: bool = True) -> Entry:
        """``insert_macro``: a new name is added as written; an existing one keeps its
        spelling and gets the value with references to itself expanded."""
        if isinstance(value, str):
            value = SourceText.at(value, origin) if origin is not None else SourceText(value)
        low = name.lower()
        old = self.entries.get(low)
        if self_expand and "$" in value.text:
            value = self.expand_self(value, name)
        spelling = old.name if old is not None else name
        d = Definition(spelling, value, origin, _kind_of(kind), previous=old.definition if old else None)
        entry = Entry(spelling, d, kind, old.used if old is not None else 0)
        self.entries[low] = entry
        self.generation += 1
        return entry

    def expand_self(self, value: SourceText, name: str) -> SourceText:
        """``expand_self_macro``: expand only references to ``name`` (and the name without a
        ``SUBMIT.`` prefix)."""
        names: tuple[str, ...] = (name,)
        if name.lower().startswith(SUBSYS.lower() + ".") and len(name) > len(SUBSYS) + 1:
            names = (name, name[len(SUBSYS) + 1:])
        stored, _ = self.expander.expand_self(value, names, track=False)
        return SourceText(stored.text, value.runs if stored.text == value.text else ())

    def set_live(self, name: str, value: str) -> None:
        """``set_live_submit_variable``: a queue loop variable's value for the next proc."""
        low = name.lower()
        entry = self.entries.get(low)
        if entry is None or entry.kind != "queue":
            d = Definition(name, SourceText(value), None, Kind.DEFAULT)
            self.entries[low] = Entry(entry.name if entry else name, d, "queue", entry.used if entry else 0)
            self.generation += 1
            self.live_versions[low] = self.live_versions.get(low, 0) + 1
            return
        d = entry.definition
        if d.raw.text == value:
            return
        if self._own_live.get(low) is d:  # a definition only this table holds: give it the value
            d.raw = _plain_text(value)
        else:
            d = entry.definition = Definition(entry.name, SourceText(value), None, Kind.DEFAULT)
            self._own_live[low] = d
        self.live_versions[low] = self.live_versions.get(low, 0) + 1

    # ----------------------------------------------------------------- expansion
    def expand(self, text: str, cwd: str | None = None) -> str:
        """``expand_macro``: every reference expanded (undefined ones to nothing)."""
        if "$" not in text:
            self.last_live = False
            self.last_issues = ()
            return text
        if self._cache_generation != self.generation:
            self._cache.clear()
            self._cache_generation = self.generation
        key = (text, cwd if "$F" in text else None)
        hit = self._cache.get(key)
        if hit is not None:
            versions = self.live_versions
            for name, version in hit[1]:
                if versions.get(name) != version:
                    break
            else:
                self.last_live = bool(hit[1])
                self.last_issues = hit[2]
                return hit[0]
        plain = self._expand_plain(text, 0)
        if plain is not None:
            value, seen = plain
            self.last_live = bool(seen)
            self.last_issues = ()
            if len(self._cache) < _CACHE_LIMIT:
                self._cache[key] = (value, tuple(seen.items()), ())
            return value
        self.expander.cwd = cwd
        result = self.expander.expand(text, track=False)
        self.last_live = True
        self.last_issues = tuple(d.message for d in result.diagnostics if d.code == "config.macro-function")
        if result.truncated:
            self.limit_hit = next((d.message for d in result.diagnostics if d.code == "config.expansion-limit"),
                                  "the expansion is cut at condor-ls's bounds")
        if not result.nondeterministic and not result.env_reads and len(self._cache) < _CACHE_LIMIT:
            versions = self.live_versions
            seen: dict[str, int] = {}
            for use in result.uses:
                low = use.name.lower()
                if low in versions:
                    seen[low] = versions[low]
                elif "submit." + low in versions:
                    seen["submit." + low] = versions["submit." + low]
            self._cache[key] = (result.value, tuple(seen.items()), self.last_issues)
            self.last_live = bool(seen)
        return result.value

    def _split_plain(self, text: str) -> tuple[str, ...] | None:
        """``text`` as literal pieces and names, alternating (``("a", "x", "b")`` for
        ``a$(x)b``), when its only macro syntax is plain references; else None."""
        hit = self._plain.get(text, self)
        if hit is not self:
            return hit  # type: ignore[return-value]
        parts = _PLAIN_REF.split(text)
        split: tuple[str, ...] | None = tuple(parts)
        if any("$" in parts[i] for i in range(0, len(parts), 2)):
            split = None
        if len(self._plain) < _CACHE_LIMIT:
            self._plain[text] = split
        return split

    def _expand_plain(self, text: str, depth: int) -> tuple[str, dict[str, int]] | None:
        """The expansion of a text made only of plain references whose values (followed
        through) are made the same way, as condor_submit's rescanning expansion gives it, and
        the live names it read; None when the full expander is needed (functions, defaults,
        ``$$``, a reference a substitution could complete, deep nesting)."""
        if depth > _PLAIN_DEPTH:
            return None
        parts = self._split_plain(text)
        if parts is None:
            return None
        out = [parts[0]]
        seen: dict[str, int] = {}
        versions = self.live_versions
        size = len(text)
        max_size = self.expander.limits.max_size
        for i in range(1, len(parts), 2):
            name = parts[i]
            low = name.lower()
            if low == "dollar":
                return None  # $(DOLLAR) is a literal dollar that is not rescanned
            if low in versions:
                seen[low] = versions[low]
            elif "submit." + low in versions:
                seen["submit." + low] = versions["submit." + low]
            d = self._lookup_definition(name)
            value = "" if d is None else d.raw.text
            if "$" in value:
                nested = self._expand_plain(value, depth + 1)
                if nested is None:
                    return None
                value, inner = nested
                seen.update(inner)
            size += len(value)
            if size > max_size:
                return None  # the full expander stops a macro bomb at its bounds and says so
            out.append(value)
            out.append(parts[i + 1])
        return "".join(out), seen

    def compile(self, text: str) -> "Template | None":
        """``text`` made ready to be expanded again and again while only live values change
        (the procs of one queue statement): the constant parts expanded once, the live values
        and ``$F...()`` of them left as slots. None when the text needs the full expander
        (functions other than ``$F``, defaults, ``$$``, ``$(DOLLAR)``, a ``$F`` of a value that
        is not a queue variable, deep nesting)."""
        pieces: list[str | tuple[str, Entry | None, str]] = []
        if not self._compile_into(text, pieces, 0):
            return None
        merged: list[str | tuple[str, Entry | None, str]] = []
        for piece in pieces:
            if type(piece) is str and merged and type(merged[-1]) is str:
                merged[-1] += piece  # type: ignore[operator]
            elif piece != "":
                merged.append(piece)
        return Template(self, tuple(merged))

    def _compile_into(self, text: str, pieces: list, depth: int) -> bool:  # type: ignore[type-arg]
        if depth > _PLAIN_DEPTH:
            return False
        parts = _TEMPLATE_REF.split(text)
        # (literal, function prefix or None, name) repeated, then the last literal
        for i in range(0, len(parts) - 1, 3):
            literal, prefix, name = parts[i], parts[i + 1], parts[i + 2]
            if "$" in literal:
                return False
            pieces.append(literal)
            low = name.lower()
            if low == "dollar":
                return False
            if prefix is not None and not all(ch.lower() in FILENAME_LETTERS for ch in prefix[2:]):
                return False
            entry = self.entries.get("submit." + low) or self.entries.get(low)
            if entry is not None:
                if entry.kind == "queue":
                    pieces.append((prefix or "", entry, low))
                    continue
                if prefix is not None:
                    return False
                value = entry.definition.raw.text
            elif low in self.defaults:
                if low in self.live_versions:
                    pieces.append((prefix or "", None, low))
                    continue
                if prefix is not None:
                    return False
                value = self.defaults[low][1]
            else:
                if prefix is not None:
                    return False
                value = ""
            if "$" in value:
                if not self._compile_into(value, pieces, depth + 1):
                    return False
            else:
                pieces.append(value)
        if "$" in parts[-1]:
            return False
        pieces.append(parts[-1])
        return True

    def is_live(self, text: str) -> bool:
        """Whether ``text``'s expansion depends on the proc (it reads a queue variable,
        ``$(Process)`` and the like, or a ``$RANDOM_*`` function); expands it if needed."""
        if "$" not in text:
            return False
        self.expand(text)
        return self.last_live

    def uses_of(self, text: str) -> list[str]:
        """Every name an expansion of ``text`` looks up (nested ones included)."""
        if "$" not in text:
            return []
        return [use.name for use in self.expander.expand(text, track=False).uses]

    def mark_used(self, name: str) -> None:
        entry = self.entry_for(name)
        if entry is not None:
            entry.used += 1


class Template:
    """A text compiled by :meth:`SubmitTable.compile`: literal pieces and slots, each slot a
    live value (a queue variable's, or ``$(Process)`` and the other predefined per-proc
    macros) or a ``$F...()`` of one. Valid while the table's generation is unchanged."""

    __slots__ = ("table", "pieces", "generation", "live", "_format", "_slots")

    def __init__(self, table: SubmitTable, pieces: tuple[str | tuple[str, Entry | None, str], ...]) -> None:
        self.table = table
        self.pieces = pieces
        self.generation = table.generation
        #: the slots in order, and the literal pieces around them as a %-format
        self._slots = tuple(piece for piece in pieces if type(piece) is not str)
        self._format = "".join(piece.replace("%", "%%") if type(piece) is str else "%s"  # type: ignore[union-attr]
                               for piece in pieces)
        #: whether any slot depends on the proc
        self.live = bool(self._slots)

    def expand(self, cwd: str | None) -> str | None:
        """The expansion for the current live values (``cwd``: the directory ``$Ff()`` joins
        relative paths to); None when a live value holds a ``$`` (the full expansion rescans
        it): expand the text itself then."""
        values: list[str] = []
        defaults = self.table.defaults
        for prefix, entry, low in self._slots:  # type: ignore[misc]
            value = entry.definition.raw.text if entry is not None else defaults[low][1]
            if "$" in value:
                return None
            if prefix:
                memo = self.table._fparts  # noqa: SLF001 - a proc's values often feed several $F()
                key = (prefix, value, cwd)
                hit = memo.get(key)
                if hit is None:
                    if len(memo) >= _CACHE_LIMIT:
                        memo.clear()
                    hit = memo[key] = filename_parts(Func.FILENAME, prefix, value, None, cwd)
                value = hit
                if "$" in value:
                    return None
            values.append(value)
        return self._format % tuple(values)


_set_text = SourceText.text.__set__  # type: ignore[attr-defined]
_set_runs = SourceText.runs.__set__  # type: ignore[attr-defined]


def _plain_text(value: str) -> SourceText:
    """``SourceText(value)``, without the dataclass constructor's overhead (per proc)."""
    text = object.__new__(SourceText)
    _set_text(text, value)
    _set_runs(text, ())
    return text


def submit_time_defaults(stime: int) -> dict[str, str]:
    """``setup_submit_time_defaults``: ``$(SUBMIT_TIME)``, ``$(Year)``, ``$(Month)``, ``$(Day)``
    in local time."""
    tm = time.localtime(stime)
    return {"SUBMIT_TIME": str(stime), "Year": f"{tm.tm_year:04d}", "Month": f"{tm.tm_mon:02d}",
            "Day": f"{tm.tm_mday:02d}"}
