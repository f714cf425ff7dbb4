"""What a config set cannot know here, and which values depend on it.

condor-ls reads the files it can see; the configuration a daemon reads may hold more: a file
named by ``include ifexist : $ENV(SITE_CONFIG)`` with the variable unset here, an include that
does not exist on this machine, the output of ``include command`` (never run), a
``LOCAL_CONFIG_DIR`` that is not here, or, for a ``config.d`` fragment read on its own, the
whole configuration it joins. These are the set's *gaps*. A value that uses a macro defined
nowhere visible while a gap could define it, that extends itself (``X = $(X) || ...``) with a
gap before it, or that reads an environment variable unset here, depends on something unknown.

Findings about such a value are only certain when the value is wrong whatever the unknown
parts hold. :class:`Dependence` answers that by expanding the value again with stand-ins for
the unknown parts (an operand, and an operand joined by ``&&`` on either side, in every
combination) and asking the rule whether each variant is still wrong. Findings that do not
survive become hints (:data:`UNKNOWN_CONTEXT`) naming the unknown input and why it is unknown. The stand-ins are
balanced text: an unknown value holding half a bracket pair is not considered, which keeps an
unclosed ``(`` after an unknown part an error, as it is in every realistic configuration.
"""
from __future__ import annotations

import itertools
import os
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass

from ...config.expander import Expander
from ...config.host import EARLY, LATE
from ...config.model import Definition, Kind
from ...config.text import SourceText
from ..model import Severity
from .view import ROOT_NAMES, ConfigView, SetKind

#: the severity of a finding that follows from something condor-ls cannot know here: a hint, so
#: that a correct file read without the rest of its configuration (a ``config.d`` fragment, a
#: ``LOCAL_CONFIG_FILE`` under the ``condor`` account's home) shows nothing that looks wrong
UNKNOWN_CONTEXT = Severity.HINT

#: macros HTCondor computes for the host; they may be missing where condor-ls runs (TILDE needs a
#: ``condor`` account) but exist where the configuration is used
PREDEFINED = frozenset(n.upper() for n in (*EARLY, *LATE, "CONFIG_ROOT", "CONDOR_VERSION", "HOSTNAME",
                                           "FULL_HOSTNAME", "FILESYSTEM_DOMAIN", "UID_DOMAIN"))
#: what an unknown part is replaced with to see whether a finding depends on it: a value, and a
#: value that continues or starts a condition (``$(A) $(B)`` with ``B = && x`` is fine)
STAND_INS = ("1", "1 &&", "&& 1")
#: unknown inputs tried in every combination at most (beyond that a finding counts as uncertain)
MAX_COMBINED = 3


@dataclass(frozen=True)
class Gap:
    """A part of the configuration condor-ls cannot read: ``what`` completes "may come from
    ..."; ``file``/``line`` say where it is read (None: before everything else)."""

    what: str
    file: str | None = None
    line: int = -1
    #: for a gap of no file: the number of files read before it (-1: before everything)
    order: int = -1


@dataclass(frozen=True)
class Input:
    """Something a value uses that is unknown here: ``text`` as written (``$(SITE_MAX)``,
    ``$ENV(SLOTS)``) and ``why`` it is unknown."""

    text: str
    why: str


def is_fragment(view: ConfigView) -> bool:
    """A file no root reads (read on its own, or with the other fragments of its directory)
    that does not look like the root of a config set: the macros it uses may well be defined by
    the configuration it is meant to join."""
    return view.kind in (SetKind.DIRECTORY, SetKind.ALONE) and os.path.basename(view.path) not in ROOT_NAMES


def gaps(view: ConfigView) -> tuple[Gap, ...]:
    """The parts of the configuration the view cannot see (computed once per view)."""
    cached = view.memo.get("gaps")
    if isinstance(cached, tuple):
        return cached
    found: list[Gap] = []
    if is_fragment(view):
        found.append(Gap("the configuration this file is part of (no condor_config that reads it was found)"))
    for record in view.configset.includes:
        origin = record.origin
        if record.kind == "command":
            written = _line(view, origin) or record.target
            order = record.files_read if origin is None else -1
            found.append(Gap(f"`{written}`, a command condor-ls never runs", *_place(view, origin), order=order))
        elif record.kind == "dir" and record.exists:
            found.append(Gap(f"files that packages or configuration tools put into `{record.target}` on the "
                             "host (the repository holds only some of them)", order=record.files_read))
        elif record.kind == "dir" and not record.exists:
            found.append(Gap(f"the LOCAL_CONFIG_DIR `{record.target}`, which is {_not_here(view)}",
                             order=record.files_read))
        elif record.kind == "file" and not record.exists:
            if origin is None:
                found.append(Gap(f"the LOCAL_CONFIG_FILE `{record.target}`, which is {_not_here(view)}",
                                 order=record.files_read))
                continue
            written = _line(view, origin) or f"include : {record.target}"
            reason = _why_missing(view, written, record.target)
            found.append(Gap(f"`{written}`, {reason}", *_place(view, origin)))
    result = tuple(found)
    view.memo["gaps"] = result
    return result


def unseen_part(view: ConfigView) -> str | None:
    """What part of the configuration the view cannot see (the first gap, completing "it may
    be set by ..."), or None when the set is complete. A finding that only holds if nothing
    else sets a knob (a route without REQUIREMENTS, a listed transform without a body, a
    variable no file defines) is uncertain while this is not None."""
    found = gaps(view)
    return found[0].what if found else None


def _not_here(view: ConfigView) -> str:
    """Where a file the set names is missing: the repository tree the set is read in, or this
    machine."""
    return "not in this tree" if view.relocation is not None else "not on this machine"


def _place(view: ConfigView, origin) -> tuple[str | None, int]:  # type: ignore[no-untyped-def]
    """Where a gap is: its file and row (the edited buffer's origins are line ids)."""
    return (origin.file, view.row_of(origin)) if origin is not None else (None, -1)


def _line(view: ConfigView, origin) -> str:  # type: ignore[no-untyped-def]
    """The statement written at ``origin`` (one line, trimmed), or "" when it cannot be read."""
    if origin is None or origin.file.startswith("<"):
        return ""
    lines = view.lines if view.is_here(origin) else view._lines_of(os.path.normpath(os.path.abspath(origin.file)))
    row = view.row_of(origin)
    if lines is None or not 0 <= row < len(lines.lines):
        return ""
    text = lines.lines[row].strip()
    return text if len(text) <= 120 else text[:119] + "…"


def _why_missing(view: ConfigView, written: str, target: str) -> str:
    """Why an included file could not be read: an unset environment variable in its name, or
    a file that is not on this machine."""
    if "$ENV(" in written.upper():
        start = written.upper().index("$ENV(") + 5
        end = written.find(")", start)
        name = written[start:end].split(":")[0] if end > start else ""
        if name and name not in view.configset.expander.environ:
            return f"whose file condor-ls cannot read: {name} is not set here"
    return f"whose file `{target}` is not on this machine"


def _gap_before(view: ConfigView, gap: Gap, definition: Definition) -> bool:
    """Whether ``gap`` is read before ``definition`` (what a self reference can see). Unsure
    cases count as before, which only makes findings less certain."""
    origin = definition.origin
    if gap.file is None and gap.order >= 0 and origin is not None:
        own = os.path.normpath(os.path.abspath(origin.file))
        files = [os.path.normpath(os.path.abspath(f)) for f in view.configset.files]
        return own not in files or gap.order <= files.index(own)
    if gap.file is None or origin is None:
        return True
    gap_file = os.path.normpath(os.path.abspath(gap.file))
    own_file = os.path.normpath(os.path.abspath(origin.file))
    if gap_file == own_file:
        return gap.line < view.row_of(origin)
    files = [os.path.normpath(os.path.abspath(f)) for f in view.configset.files]
    if gap_file in files and own_file in files:
        return files.index(gap_file) < files.index(own_file)
    return True


class _Environment(Mapping[str, str]):
    """The engine's environment with a stand-in for every variable it lacks (each recorded)."""

    def __init__(self, real: Mapping[str, str], stand_in: Callable[[str], str], asked: list[str]) -> None:
        self.real = real
        self.stand_in = stand_in
        self.asked = asked

    def get(self, name: str, default: str | None = None) -> str | None:  # type: ignore[override]
        value = self.real.get(name)
        if value is not None:
            return value
        if name not in self.asked:
            self.asked.append(name)
        return self.stand_in("$ENV:" + name)

    def __getitem__(self, name: str) -> str:
        value = self.get(name)
        assert value is not None
        return value

    def __iter__(self) -> Iterator[str]:
        return iter(self.real)

    def __len__(self) -> int:
        return len(self.real)

    def __contains__(self, name: object) -> bool:
        return True


class Dependence:
    """The unknown inputs of one definition's value, and the means to test a finding about it."""

    def __init__(self, view: ConfigView, definition: Definition, inputs: tuple[Input, ...],
                 keys: tuple[str, ...]) -> None:
        self.view = view
        self.definition = definition
        self.inputs = inputs
        self._keys = keys  # what each stand-in answers for: a macro key or "$ENV:NAME"
        self._variants: list[tuple[str, tuple[str, ...]]] | None = None

    def note(self) -> str:
        """Why the finding may not hold, to append to its message."""
        first = self.inputs[0]
        more = len(self.inputs) - 1
        others = f" (and {more} more unknown input{'s' if more > 1 else ''})" if more else ""
        return f"this depends on {first.text}, {first.why}{others}"

    def variants(self) -> list[tuple[str, tuple[str, ...]]]:
        """The value expanded with every combination of stand-ins for the unknown inputs, each
        with the codes of the expander's findings on the way (a ``$INT()`` that cannot work)."""
        if self._variants is None:
            if len(self._keys) > MAX_COMBINED:
                self._variants = []
            else:
                self._variants = [self._expand(dict(zip(self._keys, combo)))
                                  for combo in itertools.product(STAND_INS, repeat=len(self._keys))]
        return self._variants

    def everywhere(self, still_wrong: Callable[[str], bool]) -> bool:
        """True when ``still_wrong`` holds for the value whatever the unknown inputs hold (as far
        as the stand-ins tell; with too many unknown inputs to combine, False)."""
        values = self.variants()
        if not values:
            return False
        try:
            return all(still_wrong(value) for value, _codes in values)
        except Exception:  # a checker that cannot judge a variant cannot make the finding certain
            return False

    def expander_finds(self, code: str) -> bool:
        """True when expanding the value reports ``code`` whatever the unknown inputs hold."""
        values = self.variants()
        return bool(values) and all(code in codes for _value, codes in values)

    def _expand(self, answers: dict[str, str]) -> tuple[str, tuple[str, ...]]:
        text, _asked, codes = _what_if(self.view, self.definition, lambda key: answers.get(key, ""))
        return text, codes


def _what_if(view: ConfigView, definition: Definition,
             stand_in: Callable[[str], str]) -> tuple[str, list[tuple[str, Input]], tuple[str, ...]]:
    """Expand ``definition`` with ``stand_in(key)`` for every unknown input; returns the text,
    the inputs met as (key, input) in the order they were met, and the codes of the expander's
    findings."""
    configset = view.configset
    table_lookup = configset.table.lookup
    holes = gaps(view)
    met: dict[str, Input] = {}
    self_gap = next((g for g in holes if _gap_before(view, g, definition)), None)

    def replaced(d: Definition) -> Definition:
        """A definition whose dropped self reference stands in for what a gap may define."""
        if d.written is None:
            return d
        gap = self_gap if d is definition else next((g for g in holes if _gap_before(view, g, d)), None)
        if gap is None:
            return d
        key = d.key
        met.setdefault(key, Input(f"$({d.name})", f"whose earlier value may come from {gap.what}"))
        filler = Definition(d.name, SourceText(stand_in(key)), None, Kind.DEFINE)
        stored, _info = Expander(lambda name: filler if name.lower() == key else table_lookup(name),
                                 environ=configset.expander.environ,
                                 limits=configset.expander.limits).expand_self(d.written, (d.name,), track=False)
        return Definition(d.name, stored, d.origin, d.kind, d.via)

    def lookup(name: str) -> Definition | None:
        found = table_lookup(name)
        if found is not None:
            return replaced(found)
        key = name.lower()
        if name.upper() in PREDEFINED:
            why = "which HTCondor computes on the machine that reads the configuration"
        elif holes:
            why = f"which is defined nowhere condor-ls can read; it may come from {holes[0].what}"
        else:
            return None
        met.setdefault(key, Input(f"$({name})", why))
        return Definition(name, SourceText(stand_in(key)), None, Kind.DEFINE)

    asked: list[str] = []
    environ = _Environment(configset.expander.environ, stand_in, asked)
    expander = Expander(lookup, environ=environ, limits=configset.expander.limits)
    start = replaced(definition)
    expansion = expander.expand(start.raw, track=False)
    for name in asked:
        met.setdefault("$ENV:" + name, Input(f"$ENV({name})", "which is not set in this environment"))
    return expansion.value, list(met.items()), tuple(d.code for d in expansion.diagnostics)


def dependence(view: ConfigView, definition: Definition) -> Dependence | None:
    """What ``definition``'s value depends on that is unknown here, or None when nothing is
    (memoised per view: several rules ask about the same definitions)."""
    memo = view.memo.setdefault("dependences", {})
    assert isinstance(memo, dict)
    key = id(definition)
    entry = memo.get(key)
    if entry is not None and entry[0] is definition:  # (an id can be reused by a later object)
        return entry[1]
    result: Dependence | None = None
    text = definition.value
    if "$" in text or definition.written is not None:
        _value, met, _codes = _what_if(view, definition, lambda _key: "")
        if met:
            result = Dependence(view, definition, tuple(i for _, i in met), tuple(k for k, _ in met))
    memo[key] = (definition, result)
    return result


__all__ = ["Gap", "Input", "Dependence", "PREDEFINED", "dependence", "gaps", "is_fragment", "unseen_part"]
