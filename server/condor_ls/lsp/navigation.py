"""Navigation and structure requests: definition, references, rename, symbols, folding and
document links. Each handler converts positions with the document's LineIndex, runs the pure
analysis function in a worker thread (a config set may have to be read first) and converts the
result back; locations in other files use those files' own line indexes."""
from __future__ import annotations

import asyncio
import functools
import threading
from typing import TYPE_CHECKING, Any, Callable, TypeVar

from lsprotocol import types

from ..analysis.presentation import folding
from ..analysis.navigation import links
from ..analysis.navigation import references as navigation
from ..analysis.navigation import symbols
from ..analysis.context import AnalysisContext
from ..analysis.model import Location
from ..syntax.document import Document
from ..syntax.languages import LanguageId
from .convert import to_location, to_range
from .protocol import RequestRefused

if TYPE_CHECKING:
    from .server import CondorLanguageServer

T = TypeVar("T")

def _context(ls: CondorLanguageServer, cancelled: threading.Event) -> AnalysisContext:
    return AnalysisContext(settings=ls.settings, open_document=ls.store.by_path, cancelled=cancelled.is_set)


async def _in_worker(ls: CondorLanguageServer, fn: Callable[..., T], *args: Any, uses_context: bool = True,
                     **kwargs: Any) -> T:
    """Run ``fn`` in a worker thread (with an analysis context as ``context=`` unless told
    otherwise); a cancelled request sets the context's flag so the worker stops early."""
    if uses_context and args and isinstance(args[0], Document) and args[0].language is LanguageId.DAG:
        # the DAG model of this version is built by its diagnostics: wait for them and reuse it
        # rather than build a second one beside them
        await ls.scheduler.settled(args[0].uri)
    cancelled = threading.Event()
    if uses_context:
        kwargs["context"] = _context(ls, cancelled)
    try:
        return await asyncio.get_running_loop().run_in_executor(None, functools.partial(fn, *args, **kwargs))
    except asyncio.CancelledError:
        cancelled.set()
        raise


def _offset(document: Document, position: types.Position) -> int:
    return document.line_index.position_to_offset((position.line, position.character))


def _locations(ls: CondorLanguageServer, found: list[Location]) -> list[types.Location]:
    out = []
    for location in found:
        converted = to_location(location, ls._index_for)
        if converted is not None:
            out.append(converted)
    return out


def _workspace_edit(ls: CondorLanguageServer, result: navigation.RenameResult) -> types.WorkspaceEdit:
    changes: dict[str, list[types.TextEdit]] = {}
    for edit in result.edits:
        index = ls._index_for(edit.uri)
        if index is None:
            continue
        changes.setdefault(edit.uri, []).append(types.TextEdit(to_range(index, edit.range), edit.new_text))
    return types.WorkspaceEdit(changes=changes)


_SYMBOL_KINDS: dict[str, types.SymbolKind] = {
    "knob": types.SymbolKind.Variable,
    "constant": types.SymbolKind.Constant,
    "namespace": types.SymbolKind.Namespace,
    "module": types.SymbolKind.Module,
    "file": types.SymbolKind.File,
    "event": types.SymbolKind.Event,
    "field": types.SymbolKind.Field,
    "property": types.SymbolKind.Property,
    "string": types.SymbolKind.String,
    "node": types.SymbolKind.Class,
    "description": types.SymbolKind.Struct,
}


def to_document_symbol(symbol: symbols.Symbol, document: Document) -> types.DocumentSymbol:
    """Nested outline entries; children are converted with an explicit stack, not recursion."""
    def convert(item: symbols.Symbol) -> types.DocumentSymbol:
        return types.DocumentSymbol(
            name=item.name or "?",
            kind=_SYMBOL_KINDS.get(item.kind, types.SymbolKind.Variable),
            range=to_range(document.line_index, item.range),
            selection_range=to_range(document.line_index, item.selection),
            detail=item.detail or None,
        )

    top = convert(symbol)
    stack = [(symbol, top)]
    while stack:
        item, out = stack.pop()
        if item.children:
            out.children = [convert(child) for child in item.children]
            stack.extend(zip(item.children, out.children))
    return top


def register(server: Any) -> None:
    """Add the navigation and structure handlers to ``server``."""

    @server.feature(types.TEXT_DOCUMENT_DEFINITION)
    async def on_definition(ls: CondorLanguageServer, params: types.DefinitionParams) -> list[types.Location]:
        document = ls.store.get(params.text_document.uri)
        if document is None:
            return []
        found = await _in_worker(ls, navigation.definition, document, _offset(document, params.position))
        return _locations(ls, found)

    @server.feature(types.TEXT_DOCUMENT_REFERENCES)
    async def on_references(ls: CondorLanguageServer, params: types.ReferenceParams) -> list[types.Location]:
        document = ls.store.get(params.text_document.uri)
        if document is None:
            return []
        include = bool(params.context.include_declaration) if params.context is not None else True
        found = await _in_worker(ls, navigation.references, document, _offset(document, params.position),
                                 include_declaration=include)
        return _locations(ls, found)

    @server.feature(types.TEXT_DOCUMENT_PREPARE_RENAME)
    async def on_prepare_rename(ls: CondorLanguageServer, params: types.PrepareRenameParams) -> types.Range | None:
        document = ls.store.get(params.text_document.uri)
        if document is None:
            return None
        result = await _in_worker(ls, navigation.prepare_rename, document, _offset(document, params.position))
        if result.error:
            raise RequestRefused(result.error)
        if result.range is None:
            return None  # no macro name here
        return to_range(document.line_index, result.range)

    @server.feature(types.TEXT_DOCUMENT_RENAME, types.RenameOptions(prepare_provider=True))
    async def on_rename(ls: CondorLanguageServer, params: types.RenameParams) -> types.WorkspaceEdit | None:
        document = ls.store.get(params.text_document.uri)
        if document is None:
            return None
        result = await _in_worker(ls, navigation.rename, document, _offset(document, params.position),
                                  params.new_name)
        if result.error:
            raise RequestRefused(result.error)
        if result.range is None:
            return None
        return _workspace_edit(ls, result)

    @server.feature(types.TEXT_DOCUMENT_DOCUMENT_SYMBOL)
    async def on_document_symbol(ls: CondorLanguageServer,
                                 params: types.DocumentSymbolParams) -> list[types.DocumentSymbol]:
        document = ls.store.get(params.text_document.uri)
        if document is None:
            return []
        found = await _in_worker(ls, symbols.document_symbols, document)
        return [to_document_symbol(symbol, document) for symbol in found]

    @server.feature(types.WORKSPACE_SYMBOL)
    async def on_workspace_symbol(ls: CondorLanguageServer,
                                  params: types.WorkspaceSymbolParams) -> list[types.WorkspaceSymbol]:
        found = await _in_worker(ls, symbols.workspace_symbols, ls.store.all(), params.query or "")
        out = []
        for item in found:
            location = to_location(item.location, ls._index_for)
            if location is not None:
                out.append(types.WorkspaceSymbol(name=item.name, kind=_SYMBOL_KINDS.get(item.kind, types.SymbolKind.Variable),
                                                 location=location, container_name=item.container or None))
        return out

    @server.feature(types.TEXT_DOCUMENT_FOLDING_RANGE)
    async def on_folding_range(ls: CondorLanguageServer, params: types.FoldingRangeParams) -> list[types.FoldingRange]:
        document = ls.store.get(params.text_document.uri)
        if document is None:
            return []
        found = await _in_worker(ls, folding.folding_ranges, document, uses_context=False)
        index = document.line_index
        out = []
        for fold in found:
            start, end = index.offset_to_position(fold.start).line, index.offset_to_position(fold.end).line
            if end > start:
                kind = types.FoldingRangeKind.Comment if fold.kind == "comment" else types.FoldingRangeKind.Region
                out.append(types.FoldingRange(start_line=start, end_line=end, kind=kind))
        return out

    @server.feature(types.TEXT_DOCUMENT_DOCUMENT_LINK, types.DocumentLinkOptions(resolve_provider=False))
    async def on_document_link(ls: CondorLanguageServer, params: types.DocumentLinkParams) -> list[types.DocumentLink]:
        document = ls.store.get(params.text_document.uri)
        if document is None:
            return []
        found = await _in_worker(ls, links.document_links, document)
        return [types.DocumentLink(range=to_range(document.line_index, link.range), target=link.target,
                                   tooltip=link.tooltip or None) for link in found]

    @server.feature(types.TEXT_DOCUMENT_DOCUMENT_HIGHLIGHT)
    async def on_document_highlight(ls: CondorLanguageServer,
                                    params: types.DocumentHighlightParams) -> list[types.DocumentHighlight]:
        document = ls.store.get(params.text_document.uri)
        if document is None:
            return []
        found = await _in_worker(ls, navigation.highlights, document, _offset(document, params.position))
        return [types.DocumentHighlight(range=to_range(document.line_index, where),
                                        kind=types.DocumentHighlightKind.Write if written
                                        else types.DocumentHighlightKind.Read)
                for where, written in found]
