"""Rules for condor_config files: macros, knob names and values, templates.

Most rules read the document through its whole config set (:mod:`..configview.view`), so a macro
defined in another file counts as defined. Rules about how a file is written (a knob set twice,
a misspelt name) use the syntax tree. The config engine's own findings (missing includes,
``error :`` lines, macro cycles ...) are in :mod:`.engine`.
"""
from __future__ import annotations

import difflib
import re
import threading
import weakref
from collections import OrderedDict
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from functools import lru_cache

from tree_sitter import Node

from ...config import knobs
from ...config.comments import comment_start
from ...config.model import Definition
from ...config.scanner import Func, config_prefix, find_macro
from ...syntax.document import Document
from ...syntax.languages import LanguageId
from ...syntax.nodes import walk_with_depth
from ...syntax.regions import Region, RegionCache, find_in
from ..configview.view import (USER_KINDS, ConfigView, SetKind, budget_spent, charge, config_view, expansion_too_big,
                                knob_info, may_expand)
from ..context import AnalysisContext
from .registry import clamp_range, rule
from .knob_values import judge_value
from ..model import Diagnostic, Fix, Location, Related, Severity, Tag, TextEdit, TextRange
from ..configview.provenance import value_range
from ..configview.units import changed_keys, looked_up_results, probe, unit_results
from ..configview.unknowns import PREDEFINED, UNKNOWN_CONTEXT, dependence, gaps, is_fragment
from ..spelling import NameIndex, close_knobs
from ..transforms.units import knobs_used_by_transforms
from ...transform.sources import is_transform_knob

CONFIG = (LanguageId.CONFIG,)


def _view(document: Document, context: AnalysisContext) -> ConfigView:
    return config_view(document, context)


def _text(document: Document, node: Node) -> str:
    return document.source[node.start_byte:node.end_byte].decode("utf-8", "replace")


# ---------------------------------------------------------------------------- undefined macros


def _defined_somewhere(view: ConfigView, name: str) -> bool:
    """Defined for this subsystem, or for any other one (``SCHEDD.NAME``): a daemon reading the
    set could see it, so it is not reported. Known knobs without a default and predefined
    macros count as defined too: leaving a knob unset (``$(FLOCK_TO)`` empty) is normal."""
    table = view.configset.table
    if table.lookup(name) is not None or name.upper() in PREDEFINED or knob_info(name) is not None:
        return True
    probe(view.configset, "*." + name.lower())  # the answer depends on every PREFIX.NAME
    prefixed = view.memo.get("prefixed_names")
    if not isinstance(prefixed, set):  # NAME part of every PREFIX.NAME defined
        prefixed = {key.split(".", 1)[1] for key in table.items if "." in key}
        view.memo["prefixed_names"] = prefixed
    return name.lower() in prefixed


#: per document: the config set the macro index was last brought up to date with, and the index
_MACRO_INDEXES: "OrderedDict[tuple[str, str], tuple[object, NameIndex]]" = OrderedDict()
_macro_indexes_lock = threading.Lock()


def _macro_index(view: ConfigView) -> NameIndex:
    """The names of the user-written macros of the set, for did-you-mean: kept per document and
    brought up to date with only the keys an edit changed (indexing 10,000 names takes a
    while)."""
    items = view.configset.table.items
    state_key = (view.path, view.root)
    with _macro_indexes_lock:
        state = _MACRO_INDEXES.pop(state_key, None)
    keys = changed_keys(state[0], view.configset) if state is not None else None
    if state is None or keys is None:
        index = NameIndex(d.name for d in items.values() if d.kind in USER_KINDS)
    else:
        index = state[1]
        for key in keys:
            index.discard(key)
            current = items.get(key)
            if current is not None and current.kind in USER_KINDS:
                index.add(current.name)
    with _macro_indexes_lock:
        _MACRO_INDEXES[state_key] = (view.configset, index)
        while len(_MACRO_INDEXES) > 8:
            _MACRO_INDEXES.popitem(last=False)
    return index


def _macro_suggestions(view: ConfigView, name: str) -> list[str]:
    """Defined macros, then known knobs, within two edits of ``name``."""
    index = view.memo.get("macro_index")
    if not isinstance(index, NameIndex):
        index = view.memo["macro_index"] = _macro_index(view)
    out = index.close(name, limit=2)
    for known in close_knobs(name):
        if known.upper() not in {o.upper() for o in out}:
            out.append(known)
    return out[:3]


def _line_start(document: Document, offset: int) -> int:
    return document.source.rfind(b"\n", 0, offset) + 1


def _is_submit_template(name: str) -> bool:
    """``SUBMIT_TEMPLATE_<name>``: a submit template (``use <name>(args)`` in a submit file).
    The schedd and condor_submit expand only the config macros it names that are defined; the
    others (``$(1)``, ``$(Process)`` ...) are left for condor_submit."""
    upper = name.upper()
    return upper.startswith("SUBMIT_TEMPLATE_") and upper != "SUBMIT_TEMPLATE_NAMES"


@rule("undefined-macro", severity=Severity.WARNING, summary="`$(NAME)` of a macro defined nowhere",
      languages=CONFIG)
def undefined_macro(document: Document, context: AnalysisContext) -> Iterator[Diagnostic]:
    """A ``$(NAME)`` reference to a macro that neither the configuration nor HTCondor's defaults
    define: it expands to nothing, silently, which often turns an expression into nonsense or a
    path into the wrong directory. ``$(NAME:default)`` is never reported (the default is the
    point). Macros defined in other files of the same config set count as defined. The quick
    fixes offer close spellings among defined macros and known knobs, or add a definition.
    Transform knobs are left to the transform rules (their references are expanded when the
    transform runs), ``$(MY.<attr>)`` in a knob a transform reads means the transformed ad, and
    a submit template (``SUBMIT_TEMPLATE_<name>``) keeps its undefined references for
    condor_submit."""
    view = _view(document, context)
    fragment = is_fragment(view)
    unseen = gaps(view)
    seen: set[tuple[int, int]] = set()
    read_by_transforms = knobs_used_by_transforms(view)
    for definition, name, dollar, end, body, close in _undefined_uses(view, context):
        if is_transform_knob(definition.name):
            continue  # expanded when the transform runs, with its own variables (rules.transform)
        if _is_submit_template(definition.name):
            continue  # condor_submit expands the rest, with the template's arguments $(1) ...
        if name[:3].upper() == "MY." and definition.key in read_by_transforms:
            continue  # the attribute of the ad being transformed
        where = _raw_range(view, definition, dollar, end)
        if where is None or (where.start, where.end) in seen:
            continue
        seen.add((where.start, where.end))
        suggestions = _macro_suggestions(view, name)
        fixes: list[Fix] = []
        for i, other in enumerate(suggestions):
            name_range = _raw_range(view, definition, body, close)
            if name_range is not None:
                fixes.append(Fix(f"change to $({other})", (TextEdit(document.uri, name_range, other),),
                                 preferred=i == 0))
        if not suggestions and re.fullmatch(r"[A-Za-z_][A-Za-z0-9_]*", name):
            line = _line_start(document, value_range(view, definition).start)  # type: ignore[union-attr]
            fixes.append(Fix(f"define {name}", (TextEdit(document.uri, TextRange(line, line), f"{name} = \n"),)))
        message = f"$({name}) is not defined anywhere, so it expands to nothing"
        severity = None
        if fragment:
            where_read = "the files of its directory" if view.kind is SetKind.DIRECTORY else "this file"
            message = (f"$({name}) is not defined in {where_read} or by HTCondor's defaults (no condor_config "
                       "that reads this file was found), so it may expand to nothing")
            severity = UNKNOWN_CONTEXT
        elif unseen:
            message = (f"$({name}) is not defined in the files condor-ls can read, so it expands to nothing "
                       f"here; it may come from {unseen[0].what}")
            severity = UNKNOWN_CONTEXT
        if suggestions:
            message += f"; did you mean {' or '.join(f'$({s})' for s in suggestions)}?"
        yield Diagnostic(where, message, severity=severity, fixes=tuple(fixes))


#: an undefined reference: the definition holding it, the name, and where in its stored text
#: the reference (``$`` to ``)``) and the name are
_Undefined = tuple[Definition, str, int, int, int, int]


def _undefined_uses(view: ConfigView, context: AnalysisContext) -> list[_Undefined]:
    """References to undefined macros in the definitions written here, worked out per unit of
    the set and kept while the names they looked up stay as they were."""
    def compute(definitions: Sequence[Definition]) -> list[_Undefined]:
        out: list[_Undefined] = []
        for definition in definitions:
            if "$" not in definition.value or definition.kind not in USER_KINDS or not view.is_here(definition.origin):
                continue
            context.check_cancelled()
            for name, dollar, end, body, close in _plain_uses(definition.raw.text):
                if not _defined_somewhere(view, name):
                    out.append((definition, name, dollar, end, body, close))
        return out

    return [item for unit in looked_up_results(view, "undefined_uses", compute) for item in unit]


@lru_cache(maxsize=8192)
def _plain_uses(text: str) -> tuple[tuple[str, int, int, int, int], ...]:
    """``$(NAME)`` references without a default in a stored value, as (name, start, end, name
    start, name end); memoised by text, since an edit leaves almost every value as it was."""
    out: list[tuple[str, int, int, int, int]] = []
    at = 0
    while True:
        ref = find_macro(text, at, config_prefix, None)
        if ref is None:
            return tuple(out)
        at = ref.end
        if ref.func is not Func.NORMAL or ref.colon is not None:
            continue
        name = ref.body_text(text)
        if name and name.upper() != "DOLLAR":
            out.append((name, ref.dollar, ref.end, ref.body, ref.close))


def _raw_range(view: ConfigView, definition: Definition, start: int, end: int) -> TextRange | None:
    """Range in this document of characters ``start..end`` of a definition's stored text."""
    for span in definition.raw.spans():
        if span.start <= start < span.end:
            if span.origin is None or not view.is_here(span.origin) or not span.origin.advance:
                return None
            origin = span.origin.shifted(start - span.start)
            return view.range_at(origin, min(end, span.end) - start)
    return None


# ---------------------------------------------------------------------------- assignments in the tree
@dataclass(frozen=True)
class Assignment:
    """An assignment statement as written: ``key`` is ``PREFIX.NAME`` or ``NAME``."""

    node: Node
    key: str
    key_range: TextRange
    name: str
    operator: str
    value: str
    #: the if/elif/else branches enclosing it, outermost first, as (block start, branch index)
    branch: tuple[tuple[int, int], ...]


_ASSIGNMENT_TYPES = ("assignment", "heredoc_assignment")
_BRANCH_TYPES = ("elif_clause", "else_clause")
#: statements that hold other statements (the walk for assignments enters nothing else)
_CONTAINERS = frozenset({"source_file", "if_block", *_BRANCH_TYPES, "ERROR"})


@dataclass(frozen=True, slots=True)
class _Item:
    """An assignment of a region (see ``syntax.regions``), positions relative to the region."""

    start: int
    key: str
    key_start: int
    key_end: int
    name: str
    operator: str
    value: str
    branch: tuple[tuple[int, int], ...]


@dataclass(frozen=True, slots=True)
class _RegionAssignments:
    """A region's assignments and what the rules about assignments need from them, worked out
    once per region text: the work of a keystroke is then one region's statements."""

    items: tuple[_Item, ...]
    #: lower-cased keys assigned outside any ``if`` block, with their first and last item
    top: frozenset[str]
    first_top: dict[str, int]
    last_top: dict[str, int]
    #: (earlier, later) items where the later one replaces the earlier in the same branch
    inner: tuple[tuple[int, int], ...]
    #: items that refer to their own knob with a plain ``=``
    self_refs: tuple[int, ...]
    #: items whose name looks like a misspelt knob, with the knobs meant
    near_misses: tuple[tuple[int, tuple[str, ...]], ...]
    #: items naming a deprecated knob, with its replacement
    deprecated: tuple[tuple[int, str | None], ...]
    #: words used in the values (see ``_words_in_values``)
    words: frozenset[str]


def _region_assignments(document: Document, region: Region, statements: Sequence[Node]) -> _RegionAssignments:
    """A cursor walk that enters only statements holding statements (no recursion; cheaper
    than a query, which visits every token)."""
    items: list[_Item] = []
    base = region.start
    for statement in statements:
        # per depth: [node type, start byte, clauses seen (if_block) or own index (clause)]
        path: list[list[object]] = []
        for node, depth, _field in walk_with_depth(statement, prune=lambda n: n.type not in _CONTAINERS):
            del path[depth:]
            kind = node.type
            if kind in _BRANCH_TYPES and path and path[-1][0] == "if_block":
                path[-1][2] = int(path[-1][2]) + 1  # type: ignore[call-overload]
                path.append([kind, node.start_byte - base, path[-1][2]])
                continue
            path.append([kind, node.start_byte - base, 0])
            if kind not in _ASSIGNMENT_TYPES:
                continue
            key = node.child_by_field_name("key")
            name = key.child_by_field_name("name") if key is not None else None
            if key is None or name is None or key.has_error:
                continue
            operator = node.child_by_field_name("operator")
            value = node.child_by_field_name("value") or node.child_by_field_name("body")
            items.append(_Item(node.start_byte - base, _text(document, key), key.start_byte - base,
                               key.end_byte - base, _text(document, name),
                               _text(document, operator).strip() if operator is not None else "@=",
                               _text(document, value) if value is not None else "", _branch(path)))
    first: dict[tuple[str, tuple[tuple[int, int], ...]], int] = {}
    first_top: dict[str, int] = {}
    last_top: dict[str, int] = {}
    inner: list[tuple[int, int]] = []
    self_refs: list[int] = []
    near: list[tuple[int, tuple[str, ...]]] = []
    deprecated: list[tuple[int, str | None]] = []
    words: set[str] = set()
    for index, item in enumerate(items):
        low = item.key.lower()
        slot = (low, item.branch)
        earlier = first.get(slot)
        first[slot] = index
        if not item.branch:
            first_top.setdefault(low, index)
            last_top[low] = index
        if earlier is not None and _replaces(item):
            inner.append((earlier, index))
        if item.operator in ("=", "@=") and _refers_to(item.value, item.key, item.name):
            self_refs.append(index)
        if len(item.name) >= 5 and knob_info(item.key) is None and knob_info(item.name) is None:
            suggestions = close_knobs(item.name)
            if suggestions:
                near.append((index, tuple(suggestions)))
        old, new = knob_replacement(item.name)
        if old:
            deprecated.append((index, new))
        words.update(_value_words(item.value, parts=False))
    return _RegionAssignments(tuple(items), frozenset(last_top), first_top, last_top, tuple(inner), tuple(self_refs),
                              tuple(near), tuple(deprecated), frozenset(words))


def _replaces(item: _Item) -> bool:
    """Whether ``item`` silently replaces an earlier assignment of its knob in its branch."""
    return item.operator in ("=", "@=", ":") and not _refers_to(item.value, item.key, item.name)


#: assignments of each region text, shared by the rules about assignments
_REGION_ASSIGNMENTS: RegionCache[_RegionAssignments] = RegionCache(_region_assignments)


def _regions(document: Document) -> list[tuple[Region, _RegionAssignments]]:
    return _REGION_ASSIGNMENTS.each(document)


def _key_range(region: Region, item: _Item) -> TextRange:
    return TextRange(region.start + item.key_start, region.start + item.key_end)


def assignments(document: Document) -> list[Assignment]:
    """Every assignment of the document with the branch it sits in (block starts are byte
    offsets in the document). Rules use the per-region form; this one makes a node per
    assignment, which costs a lookup each."""
    out: list[Assignment] = []
    root = document.tree.root_node
    for region, found in _regions(document):
        for item in found.items:
            node = root.descendant_for_byte_range(region.start + item.start, region.start + item.start)
            while node is not None and node.type not in _ASSIGNMENT_TYPES:
                node = node.parent
            if node is None:
                continue
            branch = tuple((region.start + start, index) for start, index in item.branch)
            out.append(Assignment(node, item.key, _key_range(region, item), item.name, item.operator,
                                  item.value, branch))
    return out


def _branch(path: list[list[object]]) -> tuple[tuple[int, int], ...]:
    """(if-block start, branch index) for each enclosing block, outermost first: index 0 is
    the ``if`` part, then each ``elif`` / ``else`` in order."""
    out: list[tuple[int, int]] = []
    for i, entry in enumerate(path):
        if entry[0] != "if_block":
            continue
        inner = path[i + 1] if i + 1 < len(path) else None
        index = inner[2] if inner is not None and inner[0] in _BRANCH_TYPES else 0
        out.append((int(entry[1]), int(index)))  # type: ignore[call-overload]
    return tuple(out)


def _refers_to(value: str, key: str, name: str) -> bool:
    """True when ``value`` holds ``$(key)`` or ``$(name)`` without a default."""
    low = value.lower()
    return any(f"$({k.lower()})" in low for k in {key, name})


@rule("duplicate-knob", severity=Severity.WARNING, summary="a knob assigned twice in one file",
      languages=CONFIG)
def duplicate_knob(document: Document, context: AnalysisContext) -> Iterator[Diagnostic]:
    """The same knob is assigned twice in one file, in the same branch: the later line silently
    replaces the earlier one, which is then dead text (often an edit left half done). ``+=``,
    a later value that builds on the earlier one with ``$(NAME)``, and assignments in different
    ``if``/``else`` branches are not reported. The same value assigned again loses nothing: a
    hint that one of the lines can go."""
    regions = _regions(document)
    seen: set[str] = set()  # keys assigned outside any ``if`` in the regions so far
    for number, (region, found) in enumerate(regions):
        context.check_cancelled()
        pairs = [((region, found, earlier), (region, found, later)) for earlier, later in found.inner]
        if not found.top.isdisjoint(seen):  # assigned in an earlier region too: rare
            for key in found.top & seen:
                later = found.first_top[key]
                if not _replaces(found.items[later]):
                    continue
                for before_region, before in reversed(regions[:number]):
                    if key in before.top:
                        pairs.append(((before_region, before, before.last_top[key]), (region, found, later)))
                        break
        seen.update(found.top)
        for (first_region, first_found, earlier), (later_region, later_found, index) in sorted(
                pairs, key=lambda pair: pair[1][1].items[pair[1][2]].start):
            before_item = first_found.items[earlier]
            item = later_found.items[index]
            line = document.line_index.offset_to_point(first_region.start + before_item.start).row + 1
            related = (Related(Location(document.uri, _key_range(first_region, before_item)),
                               "the earlier assignment"),)
            if " ".join(before_item.value.split()) == " ".join(item.value.split()):
                # nothing is lost: a redundant line, not an edit left half done
                yield Diagnostic(_key_range(later_region, item),
                                 f"{item.key} is set to the same value on line {line}; one of the two lines can go",
                                 severity=Severity.HINT, related=related)
                continue
            yield Diagnostic(_key_range(later_region, item),
                             f"{item.key} is already set on line {line}; this assignment replaces it",
                             related=related)


@rule("self-reference", severity=Severity.WARNING, summary="`X = $(X) ...` with no earlier value of X",
      languages=CONFIG)
def self_reference(document: Document, context: AnalysisContext) -> Iterator[Diagnostic]:
    """A macro defined in terms of itself (``X = $(X) more``) where nothing defined ``X``
    before: no earlier line, no earlier file and no HTCondor default. The self reference expands
    to nothing, so the line only sets ``more``; usually a line meant to extend a value that was
    never set, or a typo in the name. Known knobs are exempt: extending an unset list such as
    ``STARTD_ATTRS`` this way is the usual idiom."""
    view: ConfigView | None = None
    for region, found in _regions(document):
        for index in found.self_refs:
            item = found.items[index]
            if view is None:
                view = _view(document, context)
            table = view.configset.table
            current = table.get(item.key)
            if current is None:
                continue
            row = document.line_index.offset_to_point(region.start + item.start).row
            mine = next((d for d in current.history() if view.is_here(d.origin) and d.origin is not None
                         and view.row_of(d.origin) == row), None)
            if mine is None or mine.previous is not None or table.default_for(item.key) is not None:
                continue
            if knob_info(item.key) is not None:
                continue  # extending a known knob that is still unset (``STARTD_ATTRS``) is harmless
            depends = dependence(view, mine)
            earlier = next((i for i in depends.inputs if i.text.lower() == f"$({mine.name.lower()})"), None) \
                if depends is not None else None
            if earlier is not None:  # a file condor-ls cannot read may define it first
                # ``why`` completes "$(X), ...": "whose earlier value may come from ..."
                why = f"its {earlier.why[6:]}" if earlier.why.startswith("whose ") else f"{earlier.text} {earlier.why}"
                yield Diagnostic(_key_range(region, item), f"{item.key} refers to itself and nothing condor-ls can "
                                 f"read defines it earlier, so $({item.key}) expands to nothing here; {why}",
                                 severity=UNKNOWN_CONTEXT)
                continue
            yield Diagnostic(_key_range(region, item), f"{item.key} refers to itself, but nothing defines it "
                             f"earlier, so $({item.key}) expands to nothing here")


# ---------------------------------------------------------------------------- knob names
def _words_in_values(view: ConfigView, document: Document) -> set[str]:
    """Upper-cased words used anywhere in the set's values and in this document's values: a
    name used there (``$(NAME)``, listed in ``STARTD_ATTRS``, read by an expression) is a
    site's own macro, never a misspelling."""
    cached = view.memo.get("value_words")
    if isinstance(cached, set):
        return cached
    words: set[str] = set()
    for _definitions, found in unit_results(view, "value_words", _unit_words):
        words.update(found)
    for _region, found_here in _regions(document):
        words.update(found_here.words)
    view.memo["value_words"] = words
    return words


def _unit_words(definitions: Sequence[Definition]) -> frozenset[str]:
    words: set[str] = set()
    for definition in definitions:
        words.update(_value_words(definition.value))
    return frozenset(words)


_WORD = re.compile(r"[A-Za-z_][A-Za-z0-9_.]*")


@lru_cache(maxsize=8192)
def _value_words(value: str, parts: bool = True) -> frozenset[str]:
    """Upper-cased words of one value (with the parts of dotted words when ``parts``); memoised
    by text because an edit leaves almost every value of the set as it was."""
    words: set[str] = set()
    for word in _WORD.findall(value):
        upper = word.upper()
        words.add(upper)
        if parts and "." in upper:
            words.update(upper.split("."))
    return frozenset(words)


@rule("unknown-knob", severity=Severity.HINT, summary="a knob name that looks like a misspelt known knob",
      languages=CONFIG)
def unknown_knob(document: Document, context: AnalysisContext) -> Iterator[Diagnostic]:
    """A name HTCondor does not know, within two edits of one it does (``MAX_JOBS_RUNING``; one
    edit for names shorter than eight characters).
    Sites define their own macros freely, so only near-misses are reported, and never a name
    the configuration uses elsewhere (as ``$(NAME)``, in a list, in an expression). The quick
    fix renames it."""
    used: set[str] | None = None
    for region, found in _regions(document):
        for index, suggestions in found.near_misses:
            item = found.items[index]
            if used is None:
                used = _words_in_values(_view(document, context), document)
            if item.name.upper() in used or item.key.upper() in used:
                continue
            key_range = _key_range(region, item)
            name_range = TextRange(key_range.end - len(item.name.encode("utf-8", "surrogatepass")), key_range.end)
            fixes = tuple(Fix(f"rename to {s}", (TextEdit(document.uri, name_range, s),), preferred=i == 0)
                          for i, s in enumerate(suggestions))
            yield Diagnostic(name_range, f"{item.name} is not a knob HTCondor knows; did you mean "
                             f"{' or '.join(suggestions)}?", fixes=fixes)


#: retired naming families: regex over the whole name -> replacement template
_RETIRED_NAMES: tuple[tuple[re.Pattern[str], str], ...] = (
    (re.compile(r"VM(\d+)_(\w+)\Z", re.IGNORECASE), r"SLOT\1_\2"),
)


def knob_replacement(name: str) -> tuple[bool, str | None]:
    """(deprecated?, replacement name) for a knob name, from the knob schema's deprecation data
    and the retired ``VM<N>_`` per-slot prefix."""
    found = knob_info(name)
    if found is not None and found.deprecated:
        replacement = found.replacement
        if replacement and "<" in replacement:
            replacement = _fill_pattern(name, found, replacement)
        return True, replacement
    if found is None:
        for pattern, template in _RETIRED_NAMES:
            match = pattern.match(name)
            if match and knob_info(match.expand(template)) is not None:
                return True, match.expand(template)
    return False, None


def _fill_pattern(name: str, found: object, replacement: str) -> str | None:
    """``NUM_VIRTUAL_MACHINES_TYPE_2`` with replacement ``NUM_SLOTS_TYPE_<N>`` -> ``..._2``."""
    regex = getattr(found, "regex", None)
    match = regex.match(name) if regex is not None else None
    if match is None:
        return None
    parts = [g for g in match.groups() if g] if match.groups() else []
    if not parts:
        tail = re.search(r"(\d+)$", name)
        parts = [tail.group(1)] if tail else []
    out = replacement
    for part in parts:
        out = re.sub(r"<[^>]*>", part, out, count=1)
    return None if "<" in out else out


@rule("deprecated-knob", severity=Severity.WARNING, summary="a knob HTCondor has renamed or retired",
      languages=CONFIG)
def deprecated_knob(document: Document, context: AnalysisContext) -> Iterator[Diagnostic]:
    """A knob under an old name (``STARTD_EXPRS``, ``NUM_VIRTUAL_MACHINES``, ``VM1_...``).
    Depending on the knob HTCondor still reads the old name with a warning or ignores it
    altogether. The quick fix renames it to the current name (``STARTD_ATTRS``, ``NUM_SLOTS``,
    ``SLOT1_...``)."""
    for region, found in _regions(document):
        for index, new in found.deprecated:
            item = found.items[index]
            key_range = _key_range(region, item)
            name_range = TextRange(key_range.end - len(item.name.encode("utf-8", "surrogatepass")), key_range.end)
            fixes = (Fix(f"rename to {new}", (TextEdit(document.uri, name_range, new),), preferred=True),) \
                if new else ()
            message = f"{item.name} is deprecated" + (f"; use {new}" if new else "")
            yield Diagnostic(name_range, message, fixes=fixes, tags=(Tag.DEPRECATED,))


# ---------------------------------------------------------------------------- typed values
def _type_of(name: str) -> str:
    found = knob_info(name)
    return found.type if found is not None else "unknown"


def _range_of(name: str) -> tuple[float | None, float | None]:
    found = knob_info(name)
    limits = getattr(found, "range", None)
    if not limits:
        return None, None
    low, high = limits.get("min"), limits.get("max")
    return (float(low) if isinstance(low, (int, float)) else None,
            float(high) if isinstance(high, (int, float)) else None)


def _typed_definitions(view: ConfigView, context: AnalysisContext) -> list[tuple[Definition, str, str]]:
    """(definition, knob type, expanded value) for typed knobs written here (once per view, from
    results kept per unit of the set while the names they looked up stay as they were)."""
    cached = view.memo.get("typed_definitions")
    if isinstance(cached, list):
        return cached

    def compute(definitions: Sequence[Definition]) -> list[tuple[Definition, str, str]]:
        out: list[tuple[Definition, str, str]] = []
        for definition in definitions:
            if definition.kind not in USER_KINDS or not view.is_here(definition.origin):
                continue
            kind = _type_of(definition.name)
            if kind not in ("int", "long", "double", "bool") or not definition.value.strip():
                continue
            context.check_cancelled()
            if expansion_too_big(view, definition.value) or not may_expand(view, definition.value):
                continue
            expansion = view.configset.expand_text(definition.raw, track=False)
            if expansion.truncated or expansion.unknown or not expansion.value.strip():
                continue
            out.append((definition, kind, expansion.value))
        return out

    found = [item for unit in looked_up_results(view, "typed_definitions", compute,
                                                budget=lambda cost: charge(view, cost),
                                                spent=lambda: budget_spent(view))
             for item in unit]
    view.memo["typed_definitions"] = found
    return found


@rule("knob-type", severity=Severity.ERROR, summary="a typed knob whose value is not of its type",
      languages=CONFIG)
def knob_type(document: Document, context: AnalysisContext) -> Iterator[Diagnostic]:
    """An integer, real or boolean knob whose value (after macro expansion) HTCondor cannot read
    as one: text where a number belongs, a constant expression of the wrong type, ``yes`` for a
    boolean. HTCondor falls back to the default or stops with an error, depending on the knob.
    Values that refer to attributes are left alone, as a daemon may evaluate them in its ad."""
    view = _view(document, context)
    for definition, kind, value in _typed_definitions(view, context):
        verdict = judge_value(kind, value)
        if verdict is None or not verdict.message:
            continue
        if _only_an_inline_comment(definition, kind, value):
            continue  # inline-comment says what is wrong
        where = value_range(view, definition)
        if where is None:
            continue
        message = f"{definition.name}: {verdict.message}"
        severity, note = _uncertainty(view, definition, lambda text: _rejected(kind, text))
        if note is not None:
            yield Diagnostic(where, f"{message}; {note}", severity=severity)
            continue
        fixes: tuple[Fix, ...] = ()
        if verdict.fix and definition.raw.text.strip() == value.strip():
            fixes = (Fix(f"write {verdict.fix}", (TextEdit(document.uri, where, verdict.fix),), preferred=True),)
        yield Diagnostic(where, message, fixes=fixes)


def _only_an_inline_comment(definition: Definition, kind: str, value: str) -> bool:
    """Whether the value is wrong only because of a ``# comment`` written in it."""
    if comment_start(definition.raw.text) is None:
        return False
    at = comment_start(value)
    return at is not None and not _rejected(kind, value[:at])


def _rejected(kind: str, text: str) -> bool:
    verdict = judge_value(kind, text)
    return verdict is not None and bool(verdict.message)


def _uncertainty(view: ConfigView, definition: Definition,
                 still_wrong: Callable[[str], bool]) -> tuple[Severity | None, str | None]:
    """(None, None) for a finding that holds whatever the unknown parts of the value hold;
    information and a note naming the unknown input for one that follows from them."""
    depends = dependence(view, definition)
    if depends is None or depends.everywhere(still_wrong):
        return None, None
    return UNKNOWN_CONTEXT, depends.note()


@rule("knob-range", severity=Severity.WARNING, summary="a numeric knob outside its allowed range",
      languages=CONFIG)
def knob_range(document: Document, context: AnalysisContext) -> Iterator[Diagnostic]:
    """A numeric knob whose value is below the minimum or above the maximum HTCondor allows for
    it (``COLLECTOR_PORT = 70000``). HTCondor clamps the value to the limit (and complains in the
    daemon log)."""
    view = _view(document, context)
    for definition, kind, value in _typed_definitions(view, context):
        if kind == "bool":
            continue
        verdict = judge_value(kind, value)
        if verdict is None or verdict.number is None:
            continue
        low, high = _range_of(definition.name)
        number = verdict.number
        problem = ""
        if low is not None and number < low:
            problem = f"below the minimum {_number(low)}"
        elif high is not None and number > high:
            problem = f"above the maximum {_number(high)}"
        where = value_range(view, definition) if problem else None
        if where is None:
            continue
        message = f"{definition.name} = {_number(number)} is {problem}; HTCondor uses the limit instead"
        severity, note = _uncertainty(view, definition, lambda text: _outside(kind, text, low, high))
        yield Diagnostic(where, f"{message}; {note}" if note else message, severity=severity)


def _outside(kind: str, text: str, low: float | None, high: float | None) -> bool:
    verdict = judge_value(kind, text)
    if verdict is None or verdict.number is None:
        return False
    return (low is not None and verdict.number < low) or (high is not None and verdict.number > high)


def _number(x: float) -> str:
    return str(int(x)) if x == int(x) and abs(x) < 1e18 else repr(x)


# ---------------------------------------------------------------------------- templates
_TEMPLATE_NODES: "weakref.WeakKeyDictionary[Document, list[tuple[Node, Node, Node | None]]]" = \
    weakref.WeakKeyDictionary()


def _template_nodes(document: Document) -> Iterator[tuple[Node, Node, Node | None]]:
    """(category node, template name node, argument node) for every ``use`` line (found once
    per version: two rules ask)."""
    found = _TEMPLATE_NODES.get(document)
    if found is None:
        found = []
        for node in find_in(document, ("use",)):
            category = node.child_by_field_name("category")
            if category is None:
                continue
            for template in node.children_by_field_name("template"):
                name = template.child_by_field_name("name")
                if name is not None:
                    found.append((category, name, template.child_by_field_name("arguments")))
        _TEMPLATE_NODES[document] = found
    return iter(found)


def _categories() -> list[str]:
    return knobs.template_categories()


def _suggest(word: str, choices: list[str]) -> list[str]:
    upper = {c.upper(): c for c in choices}
    return [upper[h] for h in difflib.get_close_matches(word.upper(), list(upper), n=3, cutoff=0.6)]


@rule("unknown-template", severity=Severity.ERROR, summary="`use CATEGORY : NAME` of a template that does not exist",
      languages=CONFIG)
def unknown_template(document: Document, context: AnalysisContext) -> Iterator[Diagnostic]:
    """A ``use`` line naming a template category or template that HTCondor does not have (names
    are case-insensitive). HTCondor refuses the whole configuration. The message and quick fixes
    offer the closest existing names."""
    if not knobs.templates():
        return
    categories = _categories()
    for category_node, name_node, _args in _template_nodes(document):
        category = _text(document, category_node).strip()
        name = _text(document, name_node).strip()
        if category.upper() not in {c.upper() for c in categories}:
            target, choices, what = category_node, _suggest(category, categories), f"template category {category}"
        elif knobs.template(category, name) is None:
            target, choices, what = name_node, _suggest(name, knobs.template_names(category)), \
                f"template {category} : {name}"
        else:
            continue
        where = TextRange.of(target)
        fixes = tuple(Fix(f"change to {c}", (TextEdit(document.uri, where, c),), preferred=i == 0)
                      for i, c in enumerate(choices))
        message = f"there is no {what}" + (f"; did you mean {' or '.join(choices)}?" if choices else "")
        yield Diagnostic(where, message, fixes=fixes)


def _argument_count(text: str) -> int:
    inner = text.strip()
    if inner.startswith("(") and inner.endswith(")"):
        inner = inner[1:-1]
    return len([part for part in inner.split(",") if part.strip()])


@rule("template-argument", severity=Severity.WARNING, summary="a template given more arguments than it takes",
      languages=CONFIG)
def template_argument(document: Document, context: AnalysisContext) -> Iterator[Diagnostic]:
    """A ``use CATEGORY : NAME(args)`` line with more arguments than the template reads, or
    arguments for a template that takes none: HTCondor ignores the extra ones silently, so the
    line does not do what it says."""
    for category_node, name_node, args in _template_nodes(document):
        if args is None:
            continue
        template = knobs.template(_text(document, category_node), _text(document, name_node))
        if template is None or template.variadic:
            continue
        given = _argument_count(_text(document, args))
        if given > template.max_arg:
            limit = "no arguments" if template.max_arg == 0 else \
                f"at most {template.max_arg} argument{'s' if template.max_arg != 1 else ''}"
            yield Diagnostic(TextRange.of(args), f"{template.category} : {template.name} takes {limit}, "
                             f"but is given {given}; the rest are ignored")


__all__ = ["assignments", "judge_value", "knob_replacement"]


@rule("excluded-file", severity=Severity.INFORMATION,
      summary="a file HTCondor's LOCAL_CONFIG_DIR_EXCLUDE_REGEXP leaves out", languages=CONFIG)
def excluded_file(document: Document, context: AnalysisContext) -> Iterator[Diagnostic]:
    """A file in a ``LOCAL_CONFIG_DIR`` whose name the set's ``LOCAL_CONFIG_DIR_EXCLUDE_REGEXP``
    (or HTCondor's default one, for a ``config.d`` no root reads) leaves out: an editor backup
    (``10-x.conf~``, ``#10-x.conf#``), a package manager's copy (``.rpmsave``, ``.rpmnew``,
    ``.dpkg-old``), a script or a hidden file. HTCondor never reads it, so what it says has no
    effect; the file is checked on its own. ``condor-ls check`` skips such files and lists them
    with ``--verbose``."""
    view = _view(document, context)
    if view.excluded_by is None:
        return
    end = document.source.find(b"\n")
    yield Diagnostic(clamp_range(document, 0, end if end >= 0 else len(document.source)),
                     view.excluded_by.describe(view.shown_path) + "; what it says has no effect")
