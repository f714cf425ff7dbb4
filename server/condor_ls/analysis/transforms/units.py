"""The transforms a document holds, and how to point into the document from their text.

A config document holds transforms in the values of its transform knobs (``JOB_TRANSFORM_<n>``,
``JOB_ROUTER_ROUTE_<n>``, ``JOB_ROUTER_TRANSFORM_<n>``), read from the config set exactly as the
daemons read them (the stored, unexpanded value); a transform document (a condor_transform_ads
rules file) is one transform. Each :class:`Unit` keeps the transform as read
(:mod:`condor_ls.transform.reader`), and a :class:`Placer` turns the origins its text carries
into ranges of the document.
"""
from __future__ import annotations

import bisect
import os
import weakref
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache

from ...config.configset import ConfigSet
from ...config.model import Definition, Kind as DefinitionKind
from ...config.text import Origin, SourceText
from ...syntax.document import Document
from ...syntax.languages import LanguageId
from ...transform import sources
from ...transform.reader import Line, Mode, Transform, read_text, read_transform, split_source
from ...transform.sources import Role
from ..configview.units import unit_results
from ..configview.view import ConfigView, LineMap, _user_definitions_by_file, config_view
from ..context import AnalysisContext, path_to_uri, uri_to_path
from ..model import TextRange

#: prefix -> the roles a body with it can play
ROLES_OF_PREFIX: dict[str, tuple[Role, ...]] = {
    "JOB_TRANSFORM_": (Role.SCHEDD,),
    "JOB_ROUTER_ROUTE_": (Role.ROUTE,),
    "JOB_ROUTER_TRANSFORM_": (Role.PRE_ROUTE, Role.POST_ROUTE),
}


@dataclass(frozen=True)
class Unit:
    """One transform seen from a document."""

    transform: Transform
    mode: Mode
    #: the knob holding it (None for a rules file)
    knob: str | None = None
    definition: Definition | None = None
    prefix: str | None = None

    @property
    def name(self) -> str:
        return self.transform.name

    @property
    def roles(self) -> tuple[Role, ...]:
        return ROLES_OF_PREFIX.get(self.prefix or "", ())

    @property
    def is_router(self) -> bool:
        return any(r is not Role.SCHEDD for r in self.roles)


class Placer:
    """Ranges in one document for origins (file, line, column) of transform text."""

    def __init__(self, document: Document, view: ConfigView | None) -> None:
        self.document = document
        self.view = view
        self.path = os.path.normpath(uri_to_path(document.uri))
        self._lines: LineMap | None = None

    def is_here(self, origin: Origin | None) -> bool:
        if origin is None:
            return False
        if self.view is not None:
            return self.view.is_here(origin)
        return os.path.normpath(origin.file) == self.path

    def row(self, origin: Origin) -> int:
        """The row ``origin`` names (the config reader gives an edited buffer's lines ids)."""
        return self.view.row_of(origin) if self.view is not None else origin.line

    def range(self, origin: Origin | None, length: int = 0) -> TextRange | None:
        if not self.is_here(origin):
            return None
        assert origin is not None
        if self.view is not None:
            return self.view.range_at(origin, length)
        if self._lines is None:
            self._lines = LineMap(self.document.text)
        start = self._lines.offset(origin.line, origin.col)
        end = self._lines.offset(origin.line, origin.col + (length if origin.advance else 0))
        return TextRange(start, max(start, end))

    def source_range(self, source: SourceText, start: int, end: int) -> TextRange | None:
        """The document range of characters ``start..end`` of ``source`` (cut at the end of the
        run holding ``start``: a continued line is written in pieces)."""
        runs = source.runs
        for i, run in enumerate(runs):
            run_end = runs[i + 1].start if i + 1 < len(runs) else len(source.text)
            if run.start <= start < run_end or (start == run_end == len(source.text) and i == len(runs) - 1):
                if run.origin is None:
                    return None
                origin = run.origin.shifted(start - run.start)
                length = max(min(end, run_end) - start, 0) if origin.advance else 0
                return self.range(origin, length)
        return None

    def line_range(self, line: Line, start: int = 0, end: int | None = None) -> TextRange | None:
        return self.source_range(line.source, start, len(line.text) if end is None else end)


#: units per document version (several rules and hover ask)
_UNITS: "weakref.WeakKeyDictionary[Document, list[Unit]]" = weakref.WeakKeyDictionary()


def rules_file_unit(document: Document) -> Unit:
    path = os.path.normpath(uri_to_path(document.uri))
    name = os.path.basename(path) or path
    return Unit(read_text(document.text, name, Mode.FILE, path), Mode.FILE)


def definition_unit(definition: Definition) -> Unit | None:
    family = sources.knob_family(definition.name)
    if family is None:
        return None
    prefix, name = family
    return Unit(_read_value(definition.raw, name), Mode.CONFIG, definition.name, definition, prefix)


@lru_cache(maxsize=1024)
def _read_value(raw: SourceText, name: str) -> Transform:
    """A knob value read as a transform, memoised by text and provenance (a keystroke re-reads
    the config set, but leaves all transforms but one as they were)."""
    return read_transform(split_source(raw), name, Mode.CONFIG)


def here_transform_definitions(view: ConfigView) -> list[Definition]:
    """The definitions written in the view's document whose knobs hold transforms or the
    router's retired route knobs, in reading order. Kept per unit of the set: the transform
    rules would otherwise test every knob's name on each keystroke."""
    cached = view.memo.get("here_transform_definitions")
    if isinstance(cached, list):
        return cached
    out: list[Definition] = []
    for _definitions, by_file in unit_results(view, "transform_definitions_by_file", _transform_definitions_by_file):
        out.extend(by_file.get(view.path, ()))
    view.memo["here_transform_definitions"] = out
    return out


def _transform_definitions_by_file(definitions: Sequence[Definition]) -> dict[str, tuple[Definition, ...]]:
    out: dict[str, tuple[Definition, ...]] = {}
    for path, found in _user_definitions_by_file(definitions).items():
        mine = tuple(d for d in found if sources.is_transform_knob(d.name) or sources.is_old_router_knob(d.name))
        if mine:
            out[path] = mine
    return out


def _transform_knob_definitions(definitions: Sequence[Definition]) -> tuple[Definition, ...]:
    return tuple(d for d in definitions if sources.is_transform_knob(d.name))


def config_units(view: ConfigView) -> list[Unit]:
    """Transform knobs written in the view's document (overridden ones too), native form only."""
    cached = view.memo.get("transform_units")
    if isinstance(cached, list):
        return cached
    out: list[Unit] = []
    for definition in here_transform_definitions(view):
        if not sources.is_transform_knob(definition.name) or definition.kind is not DefinitionKind.CONFIG:
            continue
        if not definition.value.strip() or sources.is_old_form(definition.value):
            continue
        unit = definition_unit(definition)
        if unit is not None:
            out.append(unit)
    view.memo["transform_units"] = out
    return out


def units(document: Document, context: AnalysisContext) -> tuple[list[Unit], ConfigView | None]:
    """The transforms of ``document`` and, for a config document, its config view."""
    if document.language is LanguageId.TRANSFORM:
        found = _UNITS.get(document)
        if found is None:
            found = [rules_file_unit(document)]
            _UNITS[document] = found
        return found, None
    if document.language is LanguageId.CONFIG:
        view = config_view(document, context)
        return config_units(view), view
    return [], None


def config_for(document: Document, context: AnalysisContext) -> ConfigSet | None:
    """The configuration a transform's ``$(KNOB)`` references resolve against: the config set
    of a config document, or for a rules file the configuration named by ``configRoot`` in the
    settings (if any); None when there is none to read."""
    view = view_for(document, context)
    return view.configset if view is not None else None


def view_for(document: Document, context: AnalysisContext) -> ConfigView | None:
    """The config view behind :func:`config_for`."""
    if document.language is LanguageId.CONFIG:
        return config_view(document, context)
    root = context.settings.config_root.strip()
    if not root:
        return None
    path = uri_to_path(os.path.expanduser(root))
    if os.path.isdir(path):
        path = os.path.join(path, "condor_config")
    text = context.read_text(path)
    if text is None:
        return None
    # a view of the root file itself (cached like any config document's view)
    return config_view(Document.parse(path_to_uri(path), LanguageId.CONFIG, text), context)


def knobs_used_by_transforms(view: ConfigView) -> frozenset[str]:
    """Knobs (lower case) a transform reads with ``$(NAME)``, directly or through other knobs:
    their values are expanded in the transform's context, where ``$(MY.<attr>)`` means the ad."""
    cached = view.memo.get("knobs_used_by_transforms")
    if isinstance(cached, frozenset):
        return cached
    from ...config.scanner import Func, config_prefix, find_macro

    table = view.configset.table
    seen: set[str] = set()
    stack: list[str] = []

    def refer(text: str) -> None:
        at = 0
        while len(seen) < 10_000:
            ref = find_macro(text, at, config_prefix, None)
            if ref is None:
                return
            at = ref.end
            body = ref.body_text(text)
            name = body.split(":", 1)[0].split(",", 1)[0] if ref.func is not Func.NORMAL else body.split(":", 1)[0]
            if name and name.lower() not in seen:
                seen.add(name.lower())
                stack.append(name)

    items = table.items
    for _definitions, bodies in unit_results(view, "transform_knob_definitions", _transform_knob_definitions):
        for definition in bodies:
            if items.get(definition.key) is definition:  # the current body (as sources.body_definitions)
                refer(definition.value)
    while stack:
        found = table.lookup(stack.pop())
        if found is not None:
            refer(found.value)
    result = frozenset(seen)
    view.memo["knobs_used_by_transforms"] = result
    return result


@dataclass(frozen=True)
class Spot:
    """The transform text under a document offset: the unit, the line and the index in it."""

    unit: Unit
    line: Line
    index: int


def locate(document: Document, offset: int, context: AnalysisContext) -> Spot | None:
    """The transform line written at byte ``offset`` of ``document`` (None outside transforms)."""
    found, view = units(document, context)
    if not found:
        return None
    lines = view.lines if view is not None else LineMap(document.text)
    row = max(bisect.bisect_right(lines.starts, offset) - 1, 0)
    if row >= len(lines.lines):
        return None
    start = lines.starts[row]
    col = len(lines.lines[row].encode("utf-8", "surrogatepass")[:max(offset - start, 0)].decode("utf-8", "ignore"))
    placer = Placer(document, view)
    for unit in found:
        for line in unit.transform.lines:
            runs = line.source.runs
            for i, run in enumerate(runs):
                origin = run.origin
                if origin is None or not origin.advance or not placer.is_here(origin) or placer.row(origin) != row:
                    continue
                run_end = runs[i + 1].start if i + 1 < len(runs) else len(line.text)
                if origin.col <= col <= origin.col + (run_end - run.start):
                    return Spot(unit, line, run.start + col - origin.col)
    return None
