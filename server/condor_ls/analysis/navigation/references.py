"""Go to definition, find references and rename for macros and knobs.

In a condor_config document a name is followed across its whole config set (the files HTCondor
reads with it, in reading order, see :mod:`..configview.view`): ``$(X)`` leads to the definition the
reader's lookup finds, and the references of X are every ``$(X)``, every macro-function argument
naming X (``$INT(X)``, ``$EVAL(X)`` ...), every ``if defined X`` and every assignment to X in the
set. A submit file is self-contained: its macros are its own assignments and queue variables.

Every public function here is total: bad input gives an empty answer (or a refused rename), and
only the context's cancellation escapes as :class:`AnalysisCancelled`.
"""
from __future__ import annotations

import logging
import os
import threading
from collections import OrderedDict
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass

from tree_sitter import Node, Tree

from ...config.model import Definition, Kind
from ...config.scanner import Func, is_idchar, iter_macros
from ...syntax.document import Document
from ...syntax.languages import LanguageId
from ...syntax.nodes import find_nodes, node_at
from ..configview.view import ConfigView, config_view
from ..context import AnalysisCancelled, AnalysisContext, path_to_uri, uri_to_path
from ..model import Location, TextEdit, TextRange

log = logging.getLogger(__name__)

#: assignments whose ``key`` child names a macro
_ASSIGNMENTS = frozenset({"assignment", "heredoc_assignment"})
#: macro functions whose first argument is the name of a macro (the one they read); the value
#: says which comma ends it (``$BASENAME(name, suffix)`` splits at the last comma)
_NAME_ARGUMENT: dict[str, str] = {
    "$INT": "first", "$REAL": "first", "$STRING": "first", "$EVAL": "first", "$SUBSTR": "first",
    "$BASENAME": "last", "$DIRNAME": "none",
}
#: how many files of a config set are indexed at most (a runaway include tree is cut short)
MAX_FILES = 500
#: parsed-file occurrence lists kept between requests
CACHE_SIZE = 256


@dataclass(frozen=True)
class Occurrence:
    """One place a macro name is written.

    ``full`` is the lower-cased name as written (``startd.foo``), ``base`` its last dotted part
    (``foo``); ``range`` covers the whole name and ``base_range`` only the last part (a rename of
    ``FOO`` touches only that part of ``STARTD.FOO``). ``definition`` is true for assignments
    (and submit queue variables)."""

    uri: str
    full: str
    base: str
    range: TextRange
    base_range: TextRange
    definition: bool
    prefixed: bool


@dataclass(frozen=True)
class RenameResult:
    """Either the edits of a rename or the reason it was refused (``error`` non-empty)."""

    edits: tuple[TextEdit, ...] = ()
    error: str = ""
    range: TextRange | None = None


# ---------------------------------------------------------------------------- occurrences
def _text(source: bytes, node: Node) -> str:
    return source[node.start_byte:node.end_byte].decode("utf-8", "replace")


def _valid_name(name: str) -> bool:
    return bool(name) and all(is_idchar(c) for c in name)


def _occurrence(uri: str, name: str, start: int, definition: bool, prefixed: bool = False,
                base_start: int | None = None) -> Occurrence:
    end = start + len(name.encode("utf-8", "surrogatepass"))
    if base_start is None:
        dot = name.rfind(".")
        base_start = start + len(name[:dot + 1].encode("utf-8", "surrogatepass"))
    low = name.lower()
    return Occurrence(uri, low, low.rsplit(".", 1)[-1], TextRange(start, end), TextRange(base_start, end),
                      definition, prefixed or "." in name)


def _key_occurrence(uri: str, source: bytes, key: Node, submit: bool) -> Occurrence | None:
    name = key.child_by_field_name("name")
    if name is None or name.type != "identifier" or key.parent is None or key.parent.type not in _ASSIGNMENTS:
        return None
    prefixes = key.children_by_field_name("prefix")
    if submit and (prefixes or any(not c.is_named for c in key.children[:1])):
        return None  # +Attr, -Attr and MY.Attr set job attributes, not macros
    if any(p.type != "key_prefix" for p in prefixes):
        # $(LOCALNAME).X: the full name is only known after expansion; the base is certain
        return Occurrence(uri, _text(source, name).lower(), _text(source, name).lower(), TextRange.of(name),
                          TextRange.of(name), True, True)
    start = prefixes[0].start_byte if prefixes else name.start_byte
    full = source[start:name.end_byte].decode("utf-8", "replace")
    return _occurrence(uri, full, start, True, bool(prefixes), name.start_byte) if _valid_name(full) else None


def _name_argument(func: str, args: str) -> str | None:
    """The macro name a ``$FUNC(args)`` call reads, if it reads one."""
    split = _NAME_ARGUMENT.get(func, "none" if func[:2] == "$F" else None)
    if split is None:
        return None
    comma = {"first": args.find(","), "last": args.rfind(","), "none": -1}[split]
    name = args if comma < 0 else args[:comma]
    return name if _valid_name(name) else None


def _function_occurrence(uri: str, source: bytes, call: Node) -> Occurrence | None:
    function = call.child_by_field_name("function")
    arguments = call.child_by_field_name("arguments")
    if function is None or arguments is None:
        return None
    name = _name_argument(_text(source, function).rstrip("("), _text(source, arguments))
    return _occurrence(uri, name, arguments.start_byte, False) if name is not None else None


def _raw_line_occurrences(uri: str, source: bytes, line: Node) -> Iterator[Occurrence]:
    """References inside an ``@=`` block body (raw text for the grammar; the reader expands
    them when the knob is used)."""
    text = _text(source, line)
    for ref in iter_macros(text):
        if ref.func is Func.NORMAL:
            body = text[ref.body:ref.close]
            name: str | None = body.split(":", 1)[0]
        else:
            name = _name_argument(ref.func.value if ref.func is not Func.FILENAME else ref.prefix,
                                  text[ref.body:ref.close])
        if name and _valid_name(name):
            yield _occurrence(uri, name, line.start_byte + len(text[:ref.body].encode("utf-8", "surrogatepass")), False)


def _condition_occurrence(uri: str, source: bytes, condition: Node) -> Occurrence | None:
    name = condition.child_by_field_name("name")
    if name is None or name.type != "condition_expression":
        return None
    text = _text(source, name)
    return _occurrence(uri, text, name.start_byte, False) if _valid_name(text) else None


def occurrences_in(tree: Tree, source: bytes, uri: str, submit: bool = False) -> list[Occurrence]:
    """Every place a macro name is written in one parsed file, in document order."""
    out: list[Occurrence] = []
    for node in find_nodes(tree, ("key", "macro_reference", "macro_function", "defined_condition", "variable",
                                  "raw_line")):
        found: Occurrence | None = None
        if node.type == "raw_line":
            out.extend(_raw_line_occurrences(uri, source, node))
            continue
        if node.type == "key":
            found = _key_occurrence(uri, source, node, submit)
        elif node.type == "macro_reference":
            name = node.child_by_field_name("name")
            if name is not None and not name.is_missing and name.end_byte > name.start_byte:
                found = _occurrence(uri, _text(source, name), name.start_byte, False)
        elif node.type == "macro_function":
            found = _function_occurrence(uri, source, node)
        elif node.type == "defined_condition":
            found = _condition_occurrence(uri, source, node)
        elif node.type == "variable" and submit:
            text = _text(source, node)
            found = _occurrence(uri, text, node.start_byte, True) if _valid_name(text) else None
        if found is not None:
            out.append(found)
    return out


_cache: OrderedDict[tuple[str, int, str], list[Occurrence]] = OrderedDict()
_lock = threading.Lock()


def document_occurrences(document: Document) -> list[Occurrence]:
    """Occurrences of one document (cached by URI and text)."""
    key = (document.uri, hash(document.text), document.language.value)
    with _lock:
        hit = _cache.get(key)
        if hit is not None:
            _cache.move_to_end(key)
            return hit
    found = occurrences_in(document.tree, document.source, document.uri, document.language is LanguageId.SUBMIT)
    with _lock:
        _cache[key] = found
        while len(_cache) > CACHE_SIZE:
            _cache.popitem(last=False)
    return found


# ---------------------------------------------------------------------------- config sets
_parsed_cache: OrderedDict[tuple[str, int], Document] = OrderedDict()


def _parsed(path: str, text: str) -> Document:
    """A config file read from disk, parsed once per text."""
    key = (path, hash(text))
    with _lock:
        hit = _parsed_cache.get(key)
        if hit is not None and hit.text == text:
            _parsed_cache.move_to_end(key)
            return hit
    document = Document.parse(path_to_uri(path), LanguageId.CONFIG, text)
    with _lock:
        _parsed_cache[key] = document
        while len(_parsed_cache) > CACHE_SIZE:
            _parsed_cache.popitem(last=False)
    return document


def set_documents(view: ConfigView, context: AnalysisContext) -> list[Document]:
    """The parsed files of ``view``'s config set in reading order (the view's own document
    once, as the editor sees it; open buffers win over the disk)."""
    paths = [view.root] + list(view.configset.files)
    out: list[Document] = []
    seen: set[str] = set()
    for path in paths:
        normal = os.path.normpath(os.path.abspath(path))
        if normal in seen or len(out) >= MAX_FILES:
            continue
        seen.add(normal)
        context.check_cancelled()
        if normal == view.path:
            out.append(view.document)
            continue
        opened = context.open_document(normal)
        if opened is not None:
            out.append(opened if opened.language is LanguageId.CONFIG else opened.with_language(LanguageId.CONFIG))
            continue
        text = context.read_text(normal)
        if text is not None:
            out.append(_parsed(normal, text))
    if view.path not in seen:
        out.insert(0, view.document)
    return out


def _matches(occurrence: Occurrence, target: str) -> TextRange | None:
    """The range to touch when ``occurrence`` names ``target`` (lower-cased), else None."""
    if occurrence.full == target:
        return occurrence.range if "." in target else occurrence.base_range
    if "." not in target and occurrence.prefixed and occurrence.base == target:
        return occurrence.base_range  # SUBSYS.NAME is NAME for that subsystem (or local name)
    return None


def _at(document: Document, offset: int) -> Occurrence | None:
    """The occurrence under byte ``offset`` (its end counts, so a cursor after a name works)."""
    best: Occurrence | None = None
    for occurrence in document_occurrences(document):
        if occurrence.range.start <= offset <= occurrence.range.end:
            best = occurrence
            if occurrence.range.start <= offset < occurrence.range.end:
                return occurrence
    return best


def _target(occurrence: Occurrence, offset: int) -> str:
    """The name a request at ``offset`` is about: the part of a dotted name under the cursor
    decides between ``STARTD.FOO`` (on the prefix) and ``FOO`` (on the name)."""
    if occurrence.prefixed and offset >= occurrence.base_range.start:
        return occurrence.base
    return occurrence.full


# ---------------------------------------------------------------------------- definition
#: definitions a go-to-definition lists after the one in force at most
MAX_OVERRIDDEN = 8


def _definition_location(view: ConfigView, definition: Definition, documents: dict[str, Document]) -> Location | None:
    """Where ``definition`` was written: its key's name (a ``use`` line for template knobs)."""
    origin = definition.origin
    if origin is None or origin.file.startswith("<"):
        return None
    path = os.path.normpath(os.path.abspath(origin.file))
    document = documents.get(path)
    if definition.kind is Kind.CONFIG and document is not None:
        row = view.row_of(origin)
        start = document.line_index.point_to_offset((row, 0))
        for occurrence in document_occurrences(document):
            if occurrence.definition and occurrence.range.start >= start:
                line = document.line_index.offset_to_point(occurrence.range.start)[0]
                if line == row:
                    return Location(document.uri, occurrence.range)
                if line > row:
                    break
    return view.location(origin, len(definition.name))


def _by_path(documents: Iterable[Document]) -> dict[str, Document]:
    return {os.path.normpath(uri_to_path(d.uri)): d for d in documents}


def _enclosing_definition(view: ConfigView, occurrence: Occurrence, name: str) -> Definition | None:
    """The definition of ``name`` made by the assignment that contains ``occurrence``."""
    statement: Node | None = node_at(view.document.tree, occurrence.range.start)
    while statement is not None and statement.type not in _ASSIGNMENTS:
        statement = statement.parent
    if statement is None:
        return None
    line = statement.start_point[0]
    for definition in view.configset.history(name):
        if view.is_here(definition.origin) and definition.origin is not None and view.row_of(definition.origin) == line:
            return definition
    return None


#: statements whose macros are expanded while the file is read, not when the knob is used
_READ_TIME = frozenset({"condition", "include", "use", "key", "error_directive", "warning_directive"})


def _read_time(document: Document, occurrence: Occurrence) -> bool:
    node: Node | None = node_at(document.tree, occurrence.range.start)
    while node is not None:
        if node.type in _READ_TIME:
            return True
        if node.type in _ASSIGNMENTS:
            return False
        node = node.parent
    return False


def _reading_order(view: ConfigView) -> dict[str, int]:
    order: dict[str, int] = {}
    for path in [view.root, *view.configset.files]:
        order.setdefault(os.path.normpath(os.path.abspath(path)), len(order))
    return order


def _read_before(view: ConfigView, order: dict[str, int], origin_file: str, origin_line: int,
                 here: str, line: int) -> bool:
    """Whether a definition at (``origin_file``, ``origin_line``) was read before line ``line`` of
    the file ``here``: same file by line; a file included (directly or not) from ``here`` by the
    line of its include; any other file by the order files were first read."""
    if origin_file == here:
        return origin_line < line
    parents = {}
    for record in view.configset.includes:
        if record.origin is not None and record.resolved:
            parents.setdefault(os.path.normpath(os.path.abspath(record.resolved)), record.origin)
    current, hops = origin_file, 0
    while current in parents and hops < 64:
        parent = parents[current]
        parent_file = os.path.normpath(os.path.abspath(parent.file))
        if parent_file == here:
            return view.row_of(parent) < line
        current, hops = parent_file, hops + 1
    return order.get(origin_file, len(order)) < order.get(here, len(order))


def _definition_when_read(view: ConfigView, occurrence: Occurrence, name: str) -> Definition | None:
    """The definition a read-time lookup of ``name`` at ``occurrence`` finds (prefixed names
    first, as the lookup does); None when nothing was defined yet (the built-in default)."""
    order = _reading_order(view)
    line = view.document.line_index.offset_to_point(occurrence.range.start)[0]
    table = view.configset
    prefixes = [p for p in (table.localname, table.subsystem) if p and "." not in name]
    for candidate in [f"{p}.{name}" for p in prefixes] + [name]:
        for definition in table.history(candidate):
            origin = definition.origin
            if origin is None or origin.file.startswith("<"):
                continue
            path = os.path.normpath(os.path.abspath(origin.file))
            if _read_before(view, order, path, view.row_of(origin), view.path, line):
                return definition
    return None


def _linked_file(document: Document, offset: int, context: AnalysisContext) -> list[Location]:
    """An include target or LOCAL_CONFIG_FILE entry under ``offset``: the start of that file."""
    from .links import document_links  # links reads config views too; imported late to stay light

    for link in document_links(document, context):
        if link.range.start <= offset <= link.range.end:
            return [Location(link.target, TextRange(0, 0))]
    return []


def _config_definition(document: Document, offset: int, context: AnalysisContext) -> list[Location]:
    occurrence = _at(document, offset)
    if occurrence is None:
        return _linked_file(document, offset, context)
    view = config_view(document, context)
    # a reference is looked up as written; on a key, the part under the cursor decides
    name = _target(occurrence, offset) if occurrence.definition else occurrence.full
    definition = view.configset.definition(name)
    if definition is None:
        return []
    if not occurrence.definition and _read_time(document, occurrence):
        definition = _definition_when_read(view, occurrence, name)
    elif not occurrence.definition:
        # `X = $(X) more` reads the old X while the line is read
        own = _enclosing_definition(view, occurrence, name)
        if own is not None and own.key == definition.key:
            definition = own.previous
    if definition is None:
        return []
    documents = _by_path(set_documents(view, context))
    # the definition in force first, then those it overrode (newest first): which fragment set
    # the value and which ones it replaced
    out: list[Location] = []
    current: Definition | None = definition
    while current is not None and len(out) < MAX_OVERRIDDEN + 1:
        found = _definition_location(view, current, documents)
        if found is not None and found not in out:
            out.append(found)
        current = current.previous
    return out


def _submit_definition(document: Document, offset: int) -> list[Location]:
    occurrence = _at(document, offset)
    if occurrence is None:
        return []
    target = occurrence.full
    defs = [o for o in document_occurrences(document) if o.definition and o.full == target]
    if not defs:
        return []
    before = [o for o in defs if o.range.start <= offset]
    chosen = before[-1] if before else defs[0]
    return [Location(document.uri, chosen.range)]


def _vars_definitions(document: Document, offset: int, context: AnalysisContext) -> list[Location]:
    """The VARS entries of the DAG nodes that run this submit file and give the macro under
    ``offset`` (condor_dagman hands them to condor_submit as macros)."""
    from ..dags.kept import macro_givers

    occurrence = _at(document, offset)
    if occurrence is None:
        return []
    found = macro_givers(uri_to_path(document.uri), occurrence.full, context)
    spans = dict.fromkeys(var.name_span for _run, var in found)
    return [Location(path_to_uri(span.path), TextRange(span.start, span.end)) for span in spans]


def definition(document: Document, offset: int, context: AnalysisContext) -> list[Location]:
    """Where the macro under ``offset`` is defined (the definition HTCondor would use)."""
    find = _DEFINITION.get(document.language)
    if find is None:
        return []  # a language without definitions (a DAG file, for now)
    return _guard(lambda: find(document, offset, context), [], document, offset)


_DEFINITION: dict[LanguageId, Callable[[Document, int, AnalysisContext], list[Location]]] = {
    LanguageId.CONFIG: _config_definition,
    LanguageId.SUBMIT: lambda document, offset, context: (_submit_definition(document, offset)
                                                          + _vars_definitions(document, offset, context)
                                                          or _linked_file(document, offset, context)),
    LanguageId.CLASSAD: lambda document, offset, context: [],
    # a rules file's variables are defined in the file itself, before their use
    LanguageId.TRANSFORM: lambda document, offset, context: _submit_definition(document, offset),
    LanguageId.DAG: lambda document, offset, context: _dag().definition(document, offset, context),
}


def _dag():  # type: ignore[no-untyped-def]
    """The DAG navigation module (it uses this one's RenameResult, so it is imported late)."""
    from . import dag

    return dag


# ---------------------------------------------------------------------------- references
def _scope(document: Document, context: AnalysisContext) -> tuple[list[Document], ConfigView | None]:
    if document.language is LanguageId.CONFIG:
        view = config_view(document, context)
        return set_documents(view, context), view
    return [document], None


def _matching(documents: Iterable[Document], target: str, context: AnalysisContext,
              include_declaration: bool) -> list[tuple[Occurrence, TextRange]]:
    out: list[tuple[Occurrence, TextRange]] = []
    for document in documents:
        context.check_cancelled()
        for occurrence in document_occurrences(document):
            if occurrence.definition and not include_declaration:
                continue
            hit = _matches(occurrence, target)
            if hit is not None:
                out.append((occurrence, hit))
    return out


def references(document: Document, offset: int, context: AnalysisContext,
               include_declaration: bool = True) -> list[Location]:
    """Every reference to (and, with ``include_declaration``, every definition of) the macro
    under ``offset``, across the config set (a DAG file: the node, splice ... across the DAG)."""
    if document.language is LanguageId.DAG:
        return _dag().references(document, offset, context, include_declaration)

    def run() -> list[Location]:
        occurrence = _at(document, offset)
        if occurrence is None or document.language is LanguageId.CLASSAD:
            return []
        documents, _view = _scope(document, context)
        found = _matching(documents, _target(occurrence, offset), context, include_declaration)
        return [Location(o.uri, o.range) for o, _ in found]

    return _guard(run, [], document, offset)


def highlights(document: Document, offset: int,
               context: AnalysisContext | None = None) -> list[tuple[TextRange, bool]]:
    """The occurrences in this document of the macro under ``offset`` as (range, is a definition),
    for highlighting; no other file is read (a DAG file reads its DAG, through ``context``)."""
    if document.language is LanguageId.DAG:
        return _dag().highlights(document, offset, context or AnalysisContext())

    def run() -> list[tuple[TextRange, bool]]:
        occurrence = _at(document, offset)
        if occurrence is None or document.language is LanguageId.CLASSAD:
            return []
        target = _target(occurrence, offset)
        return [(o.range, o.definition) for o in document_occurrences(document) if _matches(o, target) is not None]

    return _guard(run, [], document, offset)


# ---------------------------------------------------------------------------- rename
def prepare_rename(document: Document, offset: int, context: AnalysisContext) -> RenameResult:
    """The range a rename at ``offset`` would replace, or why the name there may not be renamed
    (neither when there is no macro name at ``offset``)."""
    if document.language is LanguageId.DAG:
        return _dag().prepare_rename(document, offset, context)

    def run() -> RenameResult:
        occurrence = _at(document, offset)
        if occurrence is None or document.language is LanguageId.CLASSAD:
            return RenameResult()
        target = _target(occurrence, offset)
        refused = _refusal(document, target, context)
        if refused:
            return RenameResult(error=refused)
        return RenameResult(range=_matches(occurrence, target) or occurrence.range)

    return _guard(run, RenameResult(error="Rename is not available here."), document, offset)


def _refusal(document: Document, target: str, context: AnalysisContext) -> str:
    """Why ``target`` may not be renamed ('' when it may)."""
    documents, view = _scope(document, context)
    defined = [o for o, _ in _matching(documents, target, context, True) if o.definition]
    if view is None:
        if not defined:
            return f"{target} is not defined in this file (it is predefined by condor_submit or a queue variable elsewhere)."
        return ""
    table = view.configset
    history = table.history(target)
    if any(d.kind is Kind.TEMPLATE for d in history):
        return f"{target} is also set by a `use` template, which a rename cannot change."
    if not defined:
        if table.default(target) is not None or table.definition(target) is not None:
            return f"{target} is an HTCondor built-in with no definition in this configuration; renaming it would change its meaning."
        return f"{target} has no definition in this configuration to rename."
    return ""


def _valid_new_name(name: str, target: str) -> str:
    if not _valid_name(name):
        return f"{name!r} is not a valid macro name (letters, digits, _ . / only)."
    if "." in name and "." not in target:
        return f"{name!r}: a dotted name would change which subsystem the definitions apply to."
    return ""


def _taken(documents: list[Document], view: ConfigView | None, name: str, context: AnalysisContext) -> bool:
    """True when ``name`` already has a definition (in the files, or a built-in default)."""
    if any(o.definition for o, _ in _matching(documents, name, context, True)):
        return True
    return view is not None and view.configset.definition(name) is not None


def rename(document: Document, offset: int, new_name: str, context: AnalysisContext) -> RenameResult:
    """The edits that rename the macro under ``offset`` to ``new_name`` in every file of its
    config set (or the submit file), or the reason the rename is refused. In a DAG file: a node
    or splice, across the DAG's files."""
    if document.language is LanguageId.DAG:
        return _dag().rename(document, offset, new_name, context)

    def run() -> RenameResult:
        prepared = prepare_rename(document, offset, context)
        if prepared.error or prepared.range is None:
            return prepared
        occurrence = _at(document, offset)
        assert occurrence is not None
        target = _target(occurrence, offset)
        invalid = _valid_new_name(new_name, target)
        if invalid:
            return RenameResult(error=invalid)
        documents, view = _scope(document, context)
        if new_name.lower() != target and _taken(documents, view, new_name.lower(), context):
            return RenameResult(error=f"{new_name} is already defined here; renaming would merge two macros.")
        found = _matching(documents, target, context, True)
        edits = {(o.uri, hit): TextEdit(o.uri, hit, new_name) for o, hit in found}
        return RenameResult(edits=tuple(edits.values()), range=prepared.range)

    return _guard(run, RenameResult(error="Rename failed."), document, offset)


def _guard(run: Callable[[], object], fallback: object, document: Document, offset: int):  # type: ignore[no-untyped-def]
    try:
        return run()
    except AnalysisCancelled:
        return fallback
    except Exception:  # navigation must never take the server down
        log.exception("navigation failed at %s:%d", document.uri, offset)
        return fallback
