"""Hover, completion and signature help for the language server: thin adapters that convert
positions to byte offsets with the document's LineIndex, run the pure analysis functions in a
worker thread (a config set may have to be read first), and convert the results back.

The handlers are ``async`` so ``$/cancelRequest`` can drop a request while it waits."""
from __future__ import annotations

import asyncio
import threading
from typing import TYPE_CHECKING, Any, Callable, TypeVar

from lsprotocol import types

from ..analysis.completion.items import CompletionItem, CompletionList, completion, resolve
from ..analysis.context import AnalysisContext
from ..analysis.hover.config import hover
from ..analysis.completion.signature import SignatureHelp, signature_help
from ..syntax.document import Document
from ..syntax.languages import LanguageId
from .convert import to_range

if TYPE_CHECKING:
    from .server import CondorLanguageServer

T = TypeVar("T")

COMPLETION_TRIGGERS = ["$", "(", ".", ":"]
SIGNATURE_TRIGGERS = ["(", ","]

_KINDS: dict[str, types.CompletionItemKind] = {
    "knob": types.CompletionItemKind.Property,
    "macro": types.CompletionItemKind.Variable,
    "function": types.CompletionItemKind.Function,
    "macro_function": types.CompletionItemKind.Function,
    "attribute": types.CompletionItemKind.Field,
    "command": types.CompletionItemKind.Property,
    "template": types.CompletionItemKind.Module,
    "category": types.CompletionItemKind.Module,
    "value": types.CompletionItemKind.Value,
    "keyword": types.CompletionItemKind.Keyword,
}


def _context(ls: CondorLanguageServer, cancelled: threading.Event) -> AnalysisContext:
    return AnalysisContext(settings=ls.settings, open_document=ls.store.by_path, cancelled=cancelled.is_set)


async def _run(ls: CondorLanguageServer, uri: str, position: types.Position,
               fn: Callable[[Document, int, AnalysisContext], T], scripts: bool = False,
               settle_dag: bool = False) -> tuple[Document, T] | None:
    """Run ``fn`` at ``position`` in a worker thread; Python scripts only when ``scripts`` (the
    features that look inside their strings). With ``settle_dag``, a DAG document's pending
    diagnostics are waited for first: they build the DAG model the request then reuses."""
    document = ls.store.get_any(uri) if scripts else ls.store.get(uri)
    if document is None:
        return None
    if settle_dag and document.language is LanguageId.DAG:
        await ls.scheduler.settled(uri)
        document = ls.store.get_any(uri) if scripts else ls.store.get(uri)
        if document is None:
            return None
    offset = document.line_index.position_to_offset((position.line, position.character))
    cancelled = threading.Event()
    context = _context(ls, cancelled)
    try:
        result = await asyncio.get_running_loop().run_in_executor(None, fn, document, offset, context)
    except asyncio.CancelledError:
        cancelled.set()  # $/cancelRequest: let the worker stop at its next check
        raise
    return document, result


def to_completion_item(item: CompletionItem, edit_range: types.Range) -> types.CompletionItem:
    text = item.insert_text if item.insert_text is not None else item.label
    return types.CompletionItem(
        label=item.label,
        kind=_KINDS.get(item.kind, types.CompletionItemKind.Text),
        detail=item.detail or None,
        data=list(item.data) if item.data is not None else None,
        sort_text=item.sort_text,
        filter_text=item.label,
        insert_text_format=types.InsertTextFormat.Snippet if item.snippet else types.InsertTextFormat.PlainText,
        text_edit=types.TextEdit(edit_range, text),
    )


def to_completion_list(found: CompletionList, document: Document) -> types.CompletionList:
    edit_range = to_range(document.line_index, found.range)
    return types.CompletionList(is_incomplete=found.is_incomplete,
                                items=[to_completion_item(i, edit_range) for i in found.items])


def resolve_completion_item(item: types.CompletionItem) -> types.CompletionItem:
    """``item`` with its documentation filled in from its ``data`` key (unchanged without one)."""
    if item.documentation is None and item.data is not None:
        markdown = resolve(item.data)
        if markdown:
            item.documentation = types.MarkupContent(types.MarkupKind.Markdown, markdown)
    return item


def to_signature_help(found: SignatureHelp) -> types.SignatureHelp:
    signatures = [
        types.SignatureInformation(
            label=s.label,
            documentation=types.MarkupContent(types.MarkupKind.Markdown, s.documentation) if s.documentation else None,
            parameters=[types.ParameterInformation(label=p.label) for p in s.parameters],
        )
        for s in found.signatures
    ]
    return types.SignatureHelp(signatures=signatures, active_signature=found.active_signature,
                               active_parameter=found.active_parameter)


def register(server: Any) -> None:
    """Add the hover, completion and signature-help handlers to ``server``."""

    @server.feature(types.TEXT_DOCUMENT_HOVER)
    async def on_hover(ls: CondorLanguageServer, params: types.HoverParams) -> types.Hover | None:
        ran = await _run(ls, params.text_document.uri, params.position, hover, scripts=True, settle_dag=True)
        if ran is None or ran[1] is None:
            return None
        document, found = ran
        return types.Hover(contents=types.MarkupContent(types.MarkupKind.Markdown, found.markdown),
                           range=to_range(document.line_index, found.range))

    @server.feature(types.TEXT_DOCUMENT_COMPLETION,
                    types.CompletionOptions(trigger_characters=COMPLETION_TRIGGERS, resolve_provider=True))
    async def on_completion(ls: CondorLanguageServer, params: types.CompletionParams) -> types.CompletionList | None:
        ran = await _run(ls, params.text_document.uri, params.position, completion, scripts=True)
        if ran is None:
            return types.CompletionList(is_incomplete=False, items=[])
        document, found = ran
        if document.language is LanguageId.PYTHON and not found.items:
            return None  # outside the strings we understand: the user's Python server answers
        return to_completion_list(found, document)

    @server.feature(types.COMPLETION_ITEM_RESOLVE)
    def on_completion_resolve(ls: CondorLanguageServer, item: types.CompletionItem) -> types.CompletionItem:
        # the documentation comes from tables already in memory: cheap, no worker thread needed
        return resolve_completion_item(item)

    @server.feature(types.TEXT_DOCUMENT_SIGNATURE_HELP,
                    types.SignatureHelpOptions(trigger_characters=SIGNATURE_TRIGGERS))
    async def on_signature_help(ls: CondorLanguageServer, params: types.SignatureHelpParams) -> types.SignatureHelp | None:
        ran = await _run(ls, params.text_document.uri, params.position, signature_help)
        if ran is None or ran[1] is None:
            return None
        return to_signature_help(ran[1])
