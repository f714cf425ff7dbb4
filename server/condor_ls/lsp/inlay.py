"""Inlay hints for the language server: the range is converted to bytes, the pure
``analysis.presentation.inlay_hints`` runs in a worker thread (the config set may have to be read), and each
hint's byte offset goes back to a position in the negotiated encoding."""
from __future__ import annotations

import asyncio
from typing import TYPE_CHECKING, Any

from lsprotocol import types

from ..analysis.context import AnalysisCancelled, AnalysisContext
from ..analysis.presentation.inlay_hints import inlay_hints

if TYPE_CHECKING:
    from .server import CondorLanguageServer


def register(server: Any) -> None:
    """Add the inlay-hint handler to ``server``."""

    @server.feature(types.TEXT_DOCUMENT_INLAY_HINT)
    async def on_inlay_hint(ls: CondorLanguageServer, params: types.InlayHintParams) -> list[types.InlayHint]:
        document = ls.store.get(params.text_document.uri)
        if document is None:
            return []
        index = document.line_index
        start = index.position_to_offset((params.range.start.line, params.range.start.character))
        end = index.position_to_offset((params.range.end.line, params.range.end.character))
        context = AnalysisContext(settings=ls.settings, open_document=ls.store.by_path)
        try:
            found = await asyncio.get_running_loop().run_in_executor(
                None, inlay_hints, document, context, (start, max(start, end)))
        except AnalysisCancelled:
            return []
        out = []
        for hint in found:
            line, character = index.offset_to_position(hint.offset)
            out.append(types.InlayHint(
                position=types.Position(line, character), label=hint.label, padding_left=True,
                tooltip=hint.tooltip))
        return out
