"""Semantic tokens (full, delta, range) for the language server: runs the pure
``analysis.presentation.semantic_tokens`` in a worker thread and remembers the last full result per
document so ``full/delta`` can answer with a single edit."""
from __future__ import annotations

import asyncio
import itertools
import threading
from collections import OrderedDict
from typing import TYPE_CHECKING, Any

from lsprotocol import types

from ..analysis.context import AnalysisCancelled, AnalysisContext
from ..analysis.presentation.expression_ranges import expression_ranges
from ..analysis.presentation.semantic_tokens import TOKEN_MODIFIERS, TOKEN_TYPES, delta, semantic_tokens
from ..syntax.document import Document

if TYPE_CHECKING:
    from .server import CondorLanguageServer

LEGEND = types.SemanticTokensLegend(token_types=list(TOKEN_TYPES), token_modifiers=list(TOKEN_MODIFIERS))

#: documents whose last full result is kept for delta requests (least recently used dropped)
REMEMBERED = 64


class _Results:
    """The last (result id, data) sent per URI, bounded."""

    def __init__(self) -> None:
        self._items: OrderedDict[str, tuple[str, list[int]]] = OrderedDict()
        self._ids = itertools.count(1)
        self._lock = threading.Lock()

    def put(self, uri: str, data: list[int]) -> str:
        with self._lock:
            result_id = str(next(self._ids))
            self._items[uri] = (result_id, data)
            self._items.move_to_end(uri)
            while len(self._items) > REMEMBERED:
                self._items.popitem(last=False)
            return result_id

    def get(self, uri: str, result_id: str) -> list[int] | None:
        with self._lock:
            found = self._items.get(uri)
        return found[1] if found is not None and found[0] == result_id else None


def _tokens(document: Document, byte_range: tuple[int, int] | None, context: AnalysisContext) -> list[int]:
    """Tokens with ClassAd tokens in the values HTCondor reads as expressions (which values
    those are may depend on the rest of the config set, read through ``context``)."""
    try:
        ranges = expression_ranges(document, context)
    except AnalysisCancelled:
        ranges = []
    return semantic_tokens(document, byte_range, ranges)


def register(server: Any) -> None:
    """Add the semantic-token handlers to ``server``."""
    results = _Results()

    async def compute(ls: CondorLanguageServer, uri: str, byte_range: tuple[int, int] | None = None) -> list[int] | None:
        document = ls.store.get(uri)
        if document is None:
            return None
        context = AnalysisContext(settings=ls.settings, open_document=ls.store.by_path)
        return await asyncio.get_running_loop().run_in_executor(None, _tokens, document, byte_range, context)

    @server.feature(types.TEXT_DOCUMENT_SEMANTIC_TOKENS_FULL, LEGEND)
    async def on_full(ls: CondorLanguageServer, params: types.SemanticTokensParams) -> types.SemanticTokens:
        uri = params.text_document.uri
        data = await compute(ls, uri)
        if data is None:
            return types.SemanticTokens(data=[])
        return types.SemanticTokens(data=data, result_id=results.put(uri, data))

    @server.feature(types.TEXT_DOCUMENT_SEMANTIC_TOKENS_FULL_DELTA)
    async def on_delta(ls: CondorLanguageServer, params: types.SemanticTokensDeltaParams
                       ) -> types.SemanticTokens | types.SemanticTokensDelta:
        uri = params.text_document.uri
        previous = results.get(uri, params.previous_result_id)
        data = await compute(ls, uri)
        if data is None:
            return types.SemanticTokens(data=[])
        result_id = results.put(uri, data)
        if previous is None:
            return types.SemanticTokens(data=data, result_id=result_id)
        edits = [types.SemanticTokensEdit(start=e.start, delete_count=e.delete_count, data=e.data)
                 for e in delta(previous, data)]
        return types.SemanticTokensDelta(edits=edits, result_id=result_id)

    @server.feature(types.TEXT_DOCUMENT_SEMANTIC_TOKENS_RANGE)
    async def on_range(ls: CondorLanguageServer, params: types.SemanticTokensRangeParams) -> types.SemanticTokens:
        document = ls.store.get(params.text_document.uri)
        if document is None:
            return types.SemanticTokens(data=[])
        index = document.line_index
        start = index.position_to_offset((params.range.start.line, params.range.start.character))
        end = index.position_to_offset((params.range.end.line, params.range.end.character))
        data = await compute(ls, params.text_document.uri, (start, max(start, end)))
        return types.SemanticTokens(data=data or [])
