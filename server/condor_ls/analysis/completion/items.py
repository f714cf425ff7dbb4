"""Completion: what may be typed at the cursor, decided from the text before it on its line.

Config files: knob names at the start of a line, ``use`` categories and templates, macros in
scope inside ``$(``, macro functions after ``$``, fixed values of a knob (``True``/``False``
for booleans), and in expression knobs ClassAd functions (as snippets) and attribute names
(``MY.``/``TARGET.`` pick the ad). Submit files: commands, ``+Attr`` job attributes, macros,
and machine attributes in ``requirements``/``rank``. ClassAd files: functions and attributes.
Transforms (rules files and transform knobs): statements, job attributes after ``SET``,
``DEFAULT``, ``COPY``, ``RENAME``, ``DELETE`` and in expressions, and inside ``$(`` the
transform's variables, its defaults, ``MY.<attr>`` and the configuration's macros.

Items whose set never changes (knob names, functions, commands, attributes) are built once.
Items carry no documentation: each documented item has a small ``data`` key (such as
``("knob", "START")``) from which :func:`resolve` produces the markdown when the editor asks for
it (``completionItem/resolve``), so a list of 200 items stays small.
"""
from __future__ import annotations

import logging
import re
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from functools import lru_cache

from ...classad import attributes
from ...classad.functions import metadata
from ...config import knobs
from ...config.host import EARLY, LATE
from ...submit import commands
from ...submit.macros import PREDEFINED as SUBMIT_PREDEFINED
from ...syntax.document import Document
from ...syntax.languages import LanguageId
from ..context import AnalysisCancelled, AnalysisContext
from ..docs import MACRO_FUNCTION_BY_NAME, MACRO_FUNCTIONS, alternate_note, attribute_doc, function_doc
from ..evaluation import Side
from ..model import TextRange

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class CompletionItem:
    label: str
    kind: str  # knob, macro, function, macro_function, attribute, command, template, category, value, keyword
    detail: str = ""
    #: key for :func:`resolve` (the documentation), e.g. ``("attribute", "machine", "Memory")``
    data: tuple[str, ...] | None = None
    insert_text: str | None = None
    snippet: bool = False
    sort_text: str | None = None


@dataclass(frozen=True)
class CompletionList:
    """Items and the byte range of the document they replace (the partly typed word)."""

    items: tuple[CompletionItem, ...]
    range: TextRange
    is_incomplete: bool = False


EMPTY_ITEMS: tuple[CompletionItem, ...] = ()
#: items returned at most; more mark the list incomplete (the editor re-asks as the user types)
MAX_ITEMS = 200
#: ... right after ``MY.``/``TARGET.``, where the list is one ad's attributes: all of them, so that
#: the editor can show (and filter) the whole ad before a letter is typed
MAX_SCOPED_ITEMS = 1500
CONFIG_KEYWORDS = ("use", "include", "if", "elif", "else", "endif", "error", "warning")
EXPRESSION_KEYWORDS = ("MY", "TARGET", "true", "false", "undefined", "error")
SUBMIT_KEYWORDS = ("queue", "include", "if", "elif", "else", "endif", "error", "warning")
BOOLEAN_VALUES = ("True", "False")
#: how condor_submit's documentation spells its predefined macros (the table keeps them lower case)
SUBMIT_SPELLINGS = {n.lower(): n for n in ("Cluster", "ClusterId", "Process", "ProcId", "Node", "Step", "Row",
                                            "ItemIndex", "TaskId", "JobId", "JobListId", "Arch", "OpSys",
                                            "OpSysAndVer", "OpSysMajorVer", "OpSysVer", "IsLinux", "IsWindows",
                                            "SPOOL", "SUBMIT_FILE", "SUBMIT_TIME", "YEAR", "MONTH", "DAY")}
#: submit commands whose expression refers to the machine when unscoped
MACHINE_FACING_COMMANDS = frozenset({"requirements", "rank"})

_WORD = re.compile(r"[A-Za-z_][A-Za-z0-9_]*\Z")
_USE_CATEGORY = re.compile(r"^\s*use\s+([A-Za-z_]*)\Z", re.IGNORECASE)
_USE_TEMPLATE = re.compile(r"^\s*use\s+([A-Za-z_]+)\s*:\s*(?:[A-Za-z_][\w()]*\s*,\s*)*([A-Za-z_]\w*)?\Z", re.IGNORECASE)
_CONDITION = re.compile(r"^\s*(?:if|elif)\s+(?:!\s*)?([A-Za-z_]*)\Z", re.IGNORECASE)
_DEFINED = re.compile(r"^\s*(?:if|elif)\s+(?:!\s*)?defined\s+([A-Za-z_][\w.]*)?\Z", re.IGNORECASE)
#: what may follow ``if`` in a config file
CONDITION_WORDS = ("defined", "version", "true", "false")
_MACRO_OPEN = re.compile(r"\$\(([A-Za-z_][\w.]*)?\Z")
_MACRO_FUNCTION = re.compile(r"\$([A-Za-z_]*)\Z")
_KEY_ONLY = re.compile(r"^\s*([A-Za-z_][\w.]*)?\Z")
_SUBMIT_KEY_ONLY = re.compile(r"^\s*([+-]?)([A-Za-z_][\w.]*)?\Z")
_ASSIGNMENT = re.compile(r"^\s*([+-]?[A-Za-z_][\w.]*)\s*(?:\+=|=|@=\S*)(.*)\Z", re.DOTALL)
_SCOPED = re.compile(r"\b(MY|TARGET|OTHER)\.([A-Za-z_]\w*)?\Z", re.IGNORECASE)
#: a value (of a macro of no known type) that ends in a scope as an expression would: not in a
#: path or a dotted word
_SCOPE_AT_END = re.compile(r"(?<![\w.$/\\-])(?:MY|TARGET)\.\Z", re.IGNORECASE)


# ---------------------------------------------------------------------------- item tables
@lru_cache(maxsize=1)
def knob_items() -> tuple[CompletionItem, ...]:
    out = []
    for knob in knobs.table().knobs.values():
        if knob.obsolete:
            continue
        out.append(CompletionItem(knob.name, "knob", knob.type, _key("knob", knob.name, knob.description),
                                  sort_text=("1" if knob.deprecated else "0") + knob.name.lower()))
    return tuple(out)


def _snippet(info: metadata.FunctionInfo) -> str:
    signatures = [s for s in info.signatures if s.params] or list(info.signatures)
    if not signatures:
        return f"{info.name}($1)"
    required = [p for p in signatures[0].params if not p.optional] or list(signatures[0].params[:1])
    args = ", ".join(f"${{{i}:{p.name}}}" for i, p in enumerate(required, 1))
    return f"{info.name}({args})"


@lru_cache(maxsize=1)
def function_items() -> tuple[CompletionItem, ...]:
    return tuple(CompletionItem(info.name, "function", info.signatures[0].label(info.name) if info.signatures else "",
                                ("function", info.name), _snippet(info), True)
                 for info in metadata.all_functions())


@lru_cache(maxsize=8)
def attribute_items(ad: str, rank: str = "") -> tuple[CompletionItem, ...]:
    """The schema's attributes of ``ad``; ``rank`` prefixes their sort text (a bare name offers
    both ads' attributes, those of the ad it is usually looked up in first)."""
    table = attributes.table(ad)
    return tuple(CompletionItem(info.name, "attribute", f"{info.type} ({ad} ad)", ("attribute", ad, info.name),
                                sort_text=rank + ("1" if info.deprecated else "0") + info.name.lower())
                 for info in table.attributes.values() if not info.ephemeral)


#: the schedd's ad, for knobs it evaluates with itself as MY (its names are in the ``other`` table)
SCHEDD = "schedd"
#: ``SUBMIT_REQUIREMENT_<name>`` (and its ``_REASON``): MY is the schedd, TARGET the job
_SCHEDD_AS_MY = re.compile(r"^SUBMIT_REQUIREMENT_(?!NAMES$)", re.IGNORECASE)


@lru_cache(maxsize=4)
def schedd_items(rank: str = "") -> tuple[CompletionItem, ...]:
    """The attributes of the schedd's own ad (the ``other`` schema's ``scheduler`` names)."""
    table = attributes.table("other")
    return tuple(CompletionItem(info.name, "attribute", f"{info.type} (schedd ad)", ("attribute", "other", info.name),
                                sort_text=rank + ("1" if info.deprecated else "0") + info.name.lower())
                 for info in table.attributes.values() if {"scheduler", "any"} & set(info.ads))


def _ad_items(ad: str, rank: str = "") -> tuple[CompletionItem, ...]:
    return schedd_items(rank) if ad == SCHEDD else attribute_items(ad, rank)


def declared_items(names: Mapping[str, Iterable[str]], ad: str, rank: str = "") -> tuple[CompletionItem, ...]:
    """Attributes of ``ad`` that the documents in play add (``STARTD_ATTRS``, ``+Attr``, the
    settings ...), except those the schema already lists."""
    table = attributes.table(ad).attributes
    return tuple(CompletionItem(name, "attribute", f"declared ({ad} ad)", sort_text=rank + "0" + name.lower())
                 for name in names.get(ad, ()) if name.lower() not in table)


@lru_cache(maxsize=1)
def command_items() -> tuple[CompletionItem, ...]:
    out = [CompletionItem(c.name, "command", c.type, _key("command", c.name, c.description),
                          sort_text=("1" if c.deprecated or not c.documented else "0") + c.name.lower())
           for c in commands.all_commands() if not c.disabled]
    out.extend(CompletionItem(k, "keyword", sort_text="2" + k) for k in SUBMIT_KEYWORDS)
    # alternate spellings (mostly job attribute names) come after every command's own name
    out.extend(CompletionItem(alt, "command", f"alternate spelling of {c.name}", ("command", alt),
                              sort_text="3" + alt.lower())
               for alt, c in commands.alternate_names() if not c.disabled)
    return tuple(out)


@lru_cache(maxsize=1)
def macro_function_items() -> tuple[CompletionItem, ...]:
    out = []
    for found in MACRO_FUNCTIONS:
        args = ", ".join(f"${{{i}:{p}}}" for i, p in enumerate(found.params[:1], 1))
        out.append(CompletionItem(found.name, "macro_function", found.label(), _key("macro_function", found.name, found.description),
                                  f"{found.name}({args})", True))
    return tuple(out)


def keyword_items(words: Iterable[str], kind: str = "keyword", prefix: str = "3") -> tuple[CompletionItem, ...]:
    return tuple(CompletionItem(w, kind, sort_text=prefix + w.lower()) for w in words)


def _key(kind: str, name: str, documented: str | None) -> tuple[str, ...] | None:
    """The resolve key of an item, or None when there is nothing to resolve."""
    return (kind, name) if documented else None


# ---------------------------------------------------------------------------- resolve
def resolve(data: object) -> str:
    """The markdown documentation of the item whose ``data`` key is ``data`` ("" when the key is
    unknown or malformed; never raises). Accepts the key as a tuple or as the list a JSON round
    trip makes of it."""
    try:
        if not isinstance(data, (list, tuple)) or not data or not all(isinstance(p, str) for p in data):
            return ""
        kind, *rest = data
        if kind == "knob" and len(rest) == 1:
            found = knobs.knob(rest[0])
            return (found.description or "") if found is not None else ""
        if kind == "function" and len(rest) == 1:
            info = metadata.lookup(rest[0])
            return function_doc(info) if info is not None else ""
        if kind == "attribute" and len(rest) == 2:
            if rest[0] not in attributes.ADS:
                return ""
            attr = attributes.attribute(rest[1], rest[0])
            return attribute_doc(attr) if attr is not None else ""
        if kind == "command" and len(rest) == 1:
            command = commands.command(rest[0])
            if command is None:
                return ""
            return "\n\n".join(p for p in (alternate_note(rest[0]), command.description) if p)
        if kind == "macro_function" and len(rest) == 1:
            found_function = MACRO_FUNCTION_BY_NAME.get(rest[0].upper())
            return found_function.description if found_function is not None else ""
        if kind == "transform" and len(rest) == 1:
            from ...transform.keywords import DOCS, KEYWORDS, keyword

            found_kw = keyword(rest[0])
            return f"`{KEYWORDS[found_kw].usage}`\n\n{DOCS[found_kw]}" if found_kw is not None else ""
        if kind.startswith("dag-"):
            from .dag import resolve as dag_resolve

            return dag_resolve(tuple(data))
        if kind == "template" and len(rest) == 2:
            from ..docs import template_doc

            return template_doc(rest[0], rest[1]) or ""
    except Exception:
        log.exception("completion resolve failed for %r", data)
    return ""


# ---------------------------------------------------------------------------- entry point
def completion(document: Document, offset: int, context: AnalysisContext) -> CompletionList:
    """Completions at byte ``offset`` (an empty list when nothing fits; never raises)."""
    offset = min(max(offset, 0), len(document.source))
    empty = CompletionList(EMPTY_ITEMS, TextRange(offset, offset))
    try:
        line_start = document.source.rfind(b"\n", 0, offset) + 1
        before = document.source[line_start:offset].decode("utf-8", "replace")
        handler = _HANDLERS.get(document.language)
        if handler is None:
            return empty
        found = handler(document, offset, before, context)
        return found if found is not None else empty
    except AnalysisCancelled:
        return empty
    except Exception:
        log.exception("completion failed at %s:%d", document.uri, offset)
        return empty


def matches(typed: str, label: str) -> bool:
    """Whether the typed letters occur in ``label`` in order, ignoring case (how editors filter)."""
    return _tier(typed.lower(), label.lower()) < NO_MATCH


NO_MATCH = 3


def _tier(typed: str, label: str) -> int:
    """0: ``label`` starts with ``typed``; 1: contains it; 2: has its letters in order; 3: none
    (both lower case)."""
    if label.startswith(typed):
        return 0
    if typed in label:
        return 1
    at = 0
    for c in typed:
        at = label.find(c, at) + 1
        if at == 0:
            return NO_MATCH
    return 2


def _replacing(offset: int, typed: str, items: Iterable[CompletionItem], limit: int = MAX_ITEMS) -> CompletionList:
    """Items that fit what was typed, best matches first (at most ``limit``; the list is then
    marked incomplete so the editor asks again as the user types), and the range they
    replace."""
    start = offset - len(typed.encode("utf-8", "surrogatepass"))
    letters = typed.lstrip("$").lower()
    if not letters:
        listed = tuple(items)
        return CompletionList(listed[:limit], TextRange(start, offset), len(listed) > limit)
    tiers: tuple[list[CompletionItem], ...] = ([], [], [], [])
    for item in items:
        tiers[_tier(letters, item.label.lower().lstrip("$"))].append(item)
    kept = [*tiers[0], *tiers[1], *tiers[2]]
    return CompletionList(tuple(kept[:limit]), TextRange(start, offset), len(kept) > limit)


def _typed_word(before: str) -> str:
    match = _WORD.search(before)
    return match.group(0) if match else ""


# ---------------------------------------------------------------------------- config files
def _config(document: Document, offset: int, before: str, context: AnalysisContext) -> CompletionList | None:
    if _in_transform_knob(document, offset):
        match = _ASSIGNMENT.match(before)
        value = match.group(2).lstrip() if match and "@=" not in before else before
        return transform_line(document, offset, value, context)
    match = _USE_TEMPLATE.match(before)
    if match:
        names = knobs.template_names(match.group(1))
        return _replacing(offset, match.group(2) or "", _template_items(match.group(1), names))
    match = _USE_CATEGORY.match(before)
    if match:
        return _replacing(offset, match.group(1), keyword_items(knobs.template_categories(), "category", "0"))
    match = _MACRO_OPEN.search(before)
    if match:
        return _replacing(offset, match.group(1) or "", _config_macro_items(document, context))
    match = _MACRO_FUNCTION.search(before)
    if match and not before.endswith("$$"):
        return _replacing(offset, "$" + match.group(1), macro_function_items())
    match = _DEFINED.match(before)
    if match:
        return _replacing(offset, match.group(1) or "", _config_macro_items(document, context))
    match = _CONDITION.match(before)
    if match:
        return _replacing(offset, match.group(1), keyword_items(CONDITION_WORDS, "keyword", "0"))
    continued = multiline_value(document, offset)
    if continued is not None:  # a continuation line or a @= body: the value of the knob above
        return _config_value(document, offset, continued[0], continued[1], context)
    match = _KEY_ONLY.match(before)
    if match:
        typed = match.group(1) or ""
        if "." in typed:  # SUBSYS.KNOB: complete the knob part
            typed = typed.rsplit(".", 1)[1]
        return _replacing(offset, typed, knob_items() + keyword_items(CONFIG_KEYWORDS))
    match = _ASSIGNMENT.match(before)
    if match:
        return _config_value(document, offset, match.group(1), match.group(2), context)
    return None


#: assignments (config and submit) whose value may go on over several lines
_VALUE_HOLDERS = ("assignment", "heredoc_assignment")
_CONTINUATION = re.compile(r"\\[ \t]*\r?\n")


def multiline_value(document: Document, offset: int) -> tuple[str, str] | None:
    """(key, value up to ``offset``) when ``offset`` is in the value of an assignment that began on
    an earlier line: after a ``\\`` continuation or in a ``@=`` body. The value's continuations
    are joined with a space, as HTCondor joins them (the text before the cursor on its own line
    says nothing about which knob it belongs to)."""
    if offset <= 0:
        return None
    line_start = document.source.rfind(b"\n", 0, offset) + 1
    if line_start == 0:
        return None
    node = document.tree.root_node.descendant_for_byte_range(offset - 1, offset - 1)
    while node is not None and node.type not in _VALUE_HOLDERS:
        node = node.parent
    if node is None or node.start_byte >= line_start:
        return None
    key = node.child_by_field_name("key")
    value = node.child_by_field_name("value") or node.child_by_field_name("body")
    if key is None or value is None or not value.start_byte <= offset <= max(value.end_byte, offset):
        return None
    if value.start_byte >= line_start and node.type == "assignment":
        return None
    name = document.source[key.start_byte:key.end_byte].decode("utf-8", "replace").strip()
    text = document.source[value.start_byte:offset].decode("utf-8", "replace")
    return name, _CONTINUATION.sub(" ", text)


def _template_items(category: str, names: list[str]) -> tuple[CompletionItem, ...]:
    return tuple(CompletionItem(n, "template", f"use {category.upper()} : {n}", ("template", category, n))
                 for n in names)


def _config_macro_items(document: Document, context: AnalysisContext) -> tuple[CompletionItem, ...]:
    """Macros of the config set first, then predefined ones, then knobs with a default
    (memoised per config view: a 10,000-line set defines thousands)."""
    from ..configview.view import config_view

    try:
        view = config_view(document, context)
    except AnalysisCancelled:
        raise
    except Exception:
        log.exception("config set for completion")
        return _predefined_macro_items()
    cached = view.memo.get("completion_macros")
    if isinstance(cached, tuple):
        return cached
    items: list[CompletionItem] = []
    seen: set[str] = set()
    for definition in view.configset.table.items.values():
        key = definition.name.lower()
        if key not in seen:
            seen.add(key)
            items.append(CompletionItem(definition.name, "macro", definition.value[:80], sort_text="0" + key))
    result = tuple(items) + tuple(i for i in _predefined_macro_items() if i.label.lower() not in seen)
    view.memo["completion_macros"] = result
    return result


@lru_cache(maxsize=1)
def _predefined_macro_items() -> tuple[CompletionItem, ...]:
    items: list[CompletionItem] = []
    seen: set[str] = set()
    for name in (*EARLY, *LATE):
        if name.lower() not in seen:
            seen.add(name.lower())
            items.append(CompletionItem(name, "macro", "predefined", sort_text="1" + name.lower()))
    for knob in knobs.table().knobs.values():
        if knob.name.lower() not in seen and knob.default is not None and not knob.obsolete:
            seen.add(knob.name.lower())
            items.append(CompletionItem(knob.name, "macro", knob.type, _key("knob", knob.name, knob.description),
                                        sort_text="2" + knob.name.lower()))
    return tuple(items)


def _config_value(document: Document, offset: int, key: str, value: str,
                  context: AnalysisContext) -> CompletionList | None:
    found = knobs.lookup(key)
    kind = getattr(found, "type", "unknown")
    typed = _typed_word(value)
    if kind == "bool" and value.strip() == typed:
        return _replacing(offset, typed, keyword_items(BOOLEAN_VALUES, "value", "0"))
    found_side = _config_expression_side(document, offset, key, kind, context, value)
    if found_side is None:
        return None
    side, declared = found_side
    if _SCHEDD_AS_MY.match(key.rsplit(".", 1)[-1]):  # evaluated with the schedd's ad as MY, the job as TARGET
        return _expression_items(offset, value, SCHEDD, "job", "job", declared=declared)
    return _expression_items(offset, value, side.my, side.target, declared=declared)


def _config_expression_side(document: Document, offset: int, key: str, kind: str, context: AnalysisContext,
                            value: str = "") -> tuple[Side, Mapping[str, Iterable[str]]] | None:
    """Who evaluates the value being typed, when it is an expression: an expression knob, a
    macro such a knob uses (a helper), or a value that plainly reads as one, such as one that
    ends in ``MY.``/``TARGET.`` (then the slot is MY, as for startd policy); with the attribute
    names the config set declares."""
    from ..attribute_names import config_names
    from ..configview.view import config_view
    from ..expression_text import expression_use, reads_as_expression, side_of

    try:
        view = config_view(document, context)
    except AnalysisCancelled:
        raise
    except Exception:
        log.exception("config set for completion")
        view = None
    use = expression_use(view, key) if view is not None else None
    if use is not None:
        side = use.side
    elif kind == "classad" or (kind == "unknown" and _SCOPE_AT_END.search(value)) \
            or reads_as_expression(value + _line_rest(document, offset)) or reads_as_expression(_line_value(document, offset)):
        side = side_of(key)
    else:
        return None
    declared: Mapping[str, Iterable[str]] = {}
    if view is not None:
        names = config_names(view, context)
        declared = {ad: tuple(names.declared[ad].values()) for ad in names.declared}
        declared[SCHEDD] = declared.get("other", ())
    return side, declared


def _line_rest(document: Document, offset: int) -> str:
    """What follows ``offset`` on its line."""
    end = document.source.find(b"\n", offset)
    return document.source[offset:len(document.source) if end < 0 else end].decode("utf-8", "replace")


def _line_value(document: Document, offset: int) -> str:
    """The value on the line of ``offset`` (after its ``=``), including what follows the cursor."""
    source = document.source
    start = source.rfind(b"\n", 0, offset) + 1
    end = source.find(b"\n", offset)
    line = source[start:len(source) if end < 0 else end].decode("utf-8", "replace")
    return line.split("=", 1)[1] if "=" in line else ""


def _expression_items(offset: int, value: str, my: str, target: str, unscoped: str | None = None,
                      declared: Mapping[str, Iterable[str]] | None = None) -> CompletionList | None:
    """Functions and attributes inside an expression; after ``MY.`` / ``TARGET.`` only the
    attributes of that ad. A bare name may be either ad's (MY's is looked up first, so by default
    its attributes come first; ``unscoped`` names the ad to put first instead). ``declared``
    adds attribute names per ad beyond the schema's."""
    declared = declared or {}
    if _inside_string(value):
        return None
    scoped = _SCOPED.search(value)
    if scoped:
        ad = my if scoped.group(1).upper() == "MY" else target
        return _replacing(offset, scoped.group(2) or "", _unique(declared_items(declared, ad) + _ad_items(ad)),
                          MAX_SCOPED_ITEMS)
    if value.endswith(".") or (value and not _typed_word(value) and value[-1:].isalnum()):
        return None
    typed = _typed_word(value)
    first = unscoped or my
    second = target if first == my else my
    names = (declared_items(declared, first) + _ad_items(first) + declared_items(declared, second, "1")
             + _ad_items(second, "1"))
    return _replacing(offset, typed, function_items() + _unique(names) + keyword_items(EXPRESSION_KEYWORDS))


def _unique(items: tuple[CompletionItem, ...]) -> tuple[CompletionItem, ...]:
    """Items with distinct labels (ignoring case), the first of each kept."""
    seen: set[str] = set()
    out = []
    for item in items:
        low = item.label.lower()
        if low not in seen:
            seen.add(low)
            out.append(item)
    return tuple(out)


def _inside_string(text: str) -> bool:
    """True when ``text`` ends inside a double-quoted string (backslash escapes respected)."""
    inside = False
    escaped = False
    for c in text:
        if escaped:
            escaped = False
        elif c == "\\" and inside:
            escaped = True
        elif c == '"':
            inside = not inside
    return inside


# ---------------------------------------------------------------------------- submit files
def _submit(document: Document, offset: int, before: str, context: AnalysisContext) -> CompletionList | None:
    match = _MACRO_OPEN.search(before)
    if match:
        return _replacing(offset, match.group(1) or "", _submit_macro_items(document))
    match = _MACRO_FUNCTION.search(before)
    if match and not before.endswith("$$"):
        return _replacing(offset, "$" + match.group(1), macro_function_items())
    continued = multiline_value(document, offset)
    if continued is not None:  # a continuation line: the value of the command above
        return _submit_value(document, offset, continued[0], continued[1], context)
    match = _SUBMIT_KEY_ONLY.match(before)
    if match:
        typed = match.group(2) or ""
        if match.group(1) or typed.upper().startswith("MY."):
            return _replacing(offset, typed.split(".", 1)[-1] if "." in typed else typed, attribute_items("job"))
        return _replacing(offset, typed, command_items())
    match = _ASSIGNMENT.match(before)
    if match:
        return _submit_value(document, offset, match.group(1), match.group(2), context)
    return None


def _submit_macro_items(document: Document) -> tuple[CompletionItem, ...]:
    from ...submit.directives import read_submit

    items: list[CompletionItem] = []
    seen: set[str] = set()
    for assignment in read_submit(document).assignments:
        name = assignment.macro_name
        if name.lower() not in seen:
            seen.add(name.lower())
            items.append(CompletionItem(name, "macro", assignment.value.text[:80], sort_text="0" + name.lower()))
    for name in SUBMIT_PREDEFINED:
        if name not in seen:
            items.append(CompletionItem(SUBMIT_SPELLINGS.get(name, name), "macro", "predefined",
                                        sort_text="1" + name))
    return tuple(items)


def _submit_declared(document: Document, context: AnalysisContext) -> Mapping[str, Iterable[str]]:
    """Attribute names the submit file (``+Attr``, ``request_<name>`` ...) and the settings add."""
    from ..attribute_names import submit_names

    names = submit_names(document, context)
    return {ad: tuple(names.declared[ad].values()) for ad in names.declared}


def _submit_value(document: Document, offset: int, key: str, value: str,
                  context: AnalysisContext) -> CompletionList | None:
    if key.startswith(("+", "-")) or key.upper().startswith("MY."):
        return _expression_items(offset, value, "job", "machine", declared=_submit_declared(document, context))
    found = commands.lookup(key)
    kind = getattr(found, "type", "unknown")
    typed = _typed_word(value)
    choices = getattr(found, "values", ())
    if choices and value.strip() == typed:
        return _replacing(offset, typed, keyword_items(choices, "value", "0"))
    if kind == "bool" and value.strip() == typed:
        return _replacing(offset, typed, keyword_items(BOOLEAN_VALUES, "value", "0"))
    if kind != "classad":
        return None
    name = getattr(found, "name", key).lower()
    unscoped = "machine" if name in MACHINE_FACING_COMMANDS else "job"
    return _expression_items(offset, value, "job", "machine", unscoped, declared=_submit_declared(document, context))


# ---------------------------------------------------------------------------- ClassAd files
def _classad(document: Document, offset: int, before: str, context: AnalysisContext) -> CompletionList | None:
    value = before.split("=", 1)[1] if "=" in before else before
    own = keyword_items(_document_attribute_names(document), "attribute", "0")
    listing = _expression_items(offset, value, "machine", "job")
    if listing is None:
        return None
    if _SCOPED.search(value):
        return listing
    return _replacing(offset, _typed_word(value), own + listing.items)


def _document_attribute_names(document: Document) -> list[str]:
    names: list[str] = []
    stack = [document.tree.root_node]
    while stack and len(names) < 5000:
        node = stack.pop()
        if node.type in ("old_attribute", "attribute"):
            name = node.child_by_field_name("name")
            if name is not None:
                names.append(document.source[name.start_byte:name.end_byte].decode("utf-8", "replace"))
            continue
        stack.extend(node.named_children)
    return sorted(set(names))


# ---------------------------------------------------------------------------- transforms
_T_STATEMENT_START = re.compile(r"^\s*([A-Za-z_]*)\Z")
_T_FIRST = re.compile(r"^\s*(SET|DEFAULT|EVALSET|EVALMACRO|COPY|RENAME|DELETE)\s+([A-Za-z_]\w*)?\Z", re.IGNORECASE)
_T_SECOND_NAME = re.compile(r"^\s*(COPY|RENAME)\s+[^\s/]\S*\s+(?:[=,]\s+)?([A-Za-z_]\w*)?\Z", re.IGNORECASE)
_T_EXPRESSION = re.compile(r"^\s*(?:(?:SET|DEFAULT|EVALSET|EVALMACRO)\s+\S+\s+(?:[=,]\s+)?|REQUIREMENTS\s+)(.*)\Z",
                           re.IGNORECASE | re.DOTALL)
_T_DEFINED = re.compile(r"^\s*(?:if|elif)\s+(?:!\s*)?defined\s+([A-Za-z_][\w.]*)?\Z", re.IGNORECASE)
#: statements and directives offered at the start of a transform line
TRANSFORM_WORDS = ("SET", "DEFAULT", "EVALSET", "EVALMACRO", "COPY", "RENAME", "DELETE", "REQUIREMENTS", "NAME",
                   "UNIVERSE", "TRANSFORM", "if", "elif", "else", "endif", "error", "warning")
#: the transform defaults every transform may read
TRANSFORM_DEFAULTS = ("IsLinux", "IsWindows", "Iterating", "IsClusterAd", "LateMaterialization", "Row", "Step",
                      "ItemIndex", "XFormId", "RulesFile")


@lru_cache(maxsize=1)
def transform_statement_items() -> tuple[CompletionItem, ...]:
    from ...transform.keywords import KEYWORDS, keyword

    out = []
    for word in TRANSFORM_WORDS:
        kw = keyword(word)
        detail = KEYWORDS[kw].usage if kw is not None else ""
        data = ("transform", kw.value) if kw is not None else None
        out.append(CompletionItem(word, "keyword", detail, data, sort_text=("0" if kw else "1") + word.lower()))
    return tuple(out)


def _transform_variables(document: Document, offset: int, context: AnalysisContext) -> list[str]:
    """Variables set by the transform under the cursor (assignments and EVALMACRO)."""
    from ...transform.reader import Kind
    from ..transforms.units import locate, units

    spot = locate(document, offset, context)
    found, _view = units(document, context)
    unit = spot.unit if spot is not None else (found[0] if len(found) == 1 else None)
    if unit is None:
        return []
    names: list[str] = []
    for line in unit.transform.lines:
        if line.kind in (Kind.ASSIGN, Kind.HEREDOC):
            names.append(line.name)
        elif line.kind is Kind.STATEMENT and line.statement is not None and line.statement.keyword is not None \
                and line.statement.keyword.value == "EVALMACRO" and line.statement.first is not None:
            names.append(line.statement.attribute)
    return list(dict.fromkeys(names))


def _transform_macro_items(document: Document, offset: int, context: AnalysisContext,
                           typed: str) -> tuple[str, tuple[CompletionItem, ...]]:
    """(what the items replace, the items) inside ``$(`` in a transform: ``MY.<attr>`` for the
    ad's attributes, the transform's variables, its defaults, then the configuration's macros."""
    if typed.upper().startswith("MY."):
        return typed[3:], attribute_items("job")
    items = [CompletionItem(n, "macro", "transform variable", sort_text="0" + n.lower())
             for n in _transform_variables(document, offset, context)]
    items.append(CompletionItem("MY.", "macro", "an attribute of the ad being transformed", sort_text="0my."))
    items.extend(CompletionItem(n, "macro", "transform default", sort_text="1" + n.lower()) for n in TRANSFORM_DEFAULTS)
    if document.language is LanguageId.CONFIG:
        items.extend(_config_macro_items(document, context))
    return typed, tuple(items)


def _limit(typed: str | None) -> int:
    """How many items to return: all the ad's attributes after ``MY.``."""
    return MAX_SCOPED_ITEMS if (typed or "").upper().startswith("MY.") else MAX_ITEMS


def transform_line(document: Document, offset: int, before: str, context: AnalysisContext) -> CompletionList | None:
    """Completions on a line of a transform (``before`` is the line's text up to the cursor)."""
    match = _MACRO_OPEN.search(before)
    if match:
        typed, items = _transform_macro_items(document, offset, context, match.group(1) or "")
        return _replacing(offset, typed, items, _limit(match.group(1)))
    match = _MACRO_FUNCTION.search(before)
    if match and not before.endswith("$$"):
        return _replacing(offset, "$" + match.group(1), macro_function_items())
    match = _T_DEFINED.match(before)
    if match:
        typed, items = _transform_macro_items(document, offset, context, match.group(1) or "")
        return _replacing(offset, typed, items, _limit(match.group(1)))
    match = _T_STATEMENT_START.match(before)
    if match:
        return _replacing(offset, match.group(1), transform_statement_items())
    match = _T_FIRST.match(before)
    if match:
        if match.group(1).upper() == "EVALMACRO":
            return None  # a new variable's name
        return _replacing(offset, match.group(2) or "", attribute_items("job"))
    match = _T_SECOND_NAME.match(before)
    if match:
        return _replacing(offset, match.group(2) or "", attribute_items("job"))
    match = _T_EXPRESSION.match(before)
    if match:
        return _expression_items(offset, match.group(1), "job", "machine", "job")
    return None


def _transform(document: Document, offset: int, before: str, context: AnalysisContext) -> CompletionList | None:
    return transform_line(document, offset, before, context)


def _in_transform_knob(document: Document, offset: int) -> bool:
    """The cursor is in the value (or @= block) of a transform knob of a config document."""
    from ...transform.sources import is_transform_knob

    node = document.tree.root_node.descendant_for_byte_range(max(offset - 1, 0), max(offset - 1, 0))
    while node is not None and node.type not in ("assignment", "heredoc_assignment"):
        node = node.parent
    if node is None:
        return False
    key = node.child_by_field_name("key")
    body = node.child_by_field_name("value") or node.child_by_field_name("body")
    if key is None or body is None and node.type == "assignment":
        return False
    if body is not None and offset < body.start_byte and node.type == "assignment":
        return False
    if node.type == "heredoc_assignment":
        tag = node.child_by_field_name("tag")
        if tag is not None and offset <= tag.end_byte:
            return False
    name = document.source[key.start_byte:key.end_byte].decode("utf-8", "replace").strip()
    return is_transform_knob(name)
def _python(document: Document, offset: int, before: str, context: AnalysisContext) -> CompletionList | None:
    from .python import python_completion

    return python_completion(document, offset, context)


_HANDLERS: dict[LanguageId, Callable[[Document, int, str, AnalysisContext], CompletionList | None]] = {
    LanguageId.TRANSFORM: _transform,
    LanguageId.CONFIG: _config,
    LanguageId.SUBMIT: _submit,
    LanguageId.CLASSAD: _classad,
    LanguageId.PYTHON: _python,
    LanguageId.DAG: lambda document, offset, before, context: _dag(document, offset, before, context),
}


def _dag(document: Document, offset: int, before: str, context: AnalysisContext) -> CompletionList | None:
    from .dag import dag_completion

    return dag_completion(document, offset, before, context)


# ---------------------------------------------------------------------------- for embedded text
def expression_completion(offset: int, before: str, my: str, target: str,
                          unscoped: str | None = None) -> CompletionList | None:
    """Completion inside an expression whose text before the cursor is ``before`` (an
    expression embedded in another language); the list replaces the word ending at byte
    ``offset``."""
    return _expression_items(offset, before, my, target, unscoped)


def replacing(offset: int, typed: str, items: Iterable[CompletionItem]) -> CompletionList:
    """``items`` filtered and ranked by what was typed, replacing it (it ends at ``offset``)."""
    return _replacing(offset, typed, items)
