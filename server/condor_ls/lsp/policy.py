"""Code lenses (the policy's in config files, the queue statements' in submit files, see
:mod:`.submit_views`) and the editor commands, for the language server.

Thin adapters: each handler runs a pure analysis function in a worker thread and converts its
result. The commands (announced in ``executeCommandProvider``) take one object argument:

* ``condorLs.previewPolicy`` ``{uri, machine?, job?, state?, activity?}`` ->
  ``{markdown, preview}`` (``preview`` is the JSON of ``condor-ls policy --format json``, null
  when the document is not a config file or an ad file cannot be used);
* ``condorLs.evaluate`` ``{uri, expression}`` -> ``{value, markdown}``;
* ``condorLs.expandedValue`` ``{uri, position: {line, character}}`` -> ``{name, value,
  markdown}`` or null.

:class:`LensRefresher` asks the client to re-request lenses (``workspace/codeLens/refresh``)
when a file a served lens read changes (an edit in another open document of the config set,
a watched file, a sample ad) or the settings change.
"""
from __future__ import annotations

import asyncio
import logging
import os
import threading
from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING, Any, TypeVar

from lsprotocol import types

from ..analysis.commands import evaluate_selection, expanded_value
from ..analysis.context import AnalysisCancelled, AnalysisContext, uri_to_path
from ..analysis.policy.editor import AdFileError, preview_document
from ..analysis.policy.lenses import PREVIEW_COMMAND, policy_lenses
from ..syntax.detect import detect_language
from ..syntax.document import Document
from ..syntax.languages import LanguageId
from .convert import to_range
from .submit_views import submit_code_lenses

if TYPE_CHECKING:
    from .server import CondorLanguageServer

log = logging.getLogger(__name__)

T = TypeVar("T")

EVALUATE_COMMAND = "condorLs.evaluate"
EXPANDED_VALUE_COMMAND = "condorLs.expandedValue"
#: largest file read from disk for a command on a document the editor has not opened
MAX_DISK_BYTES = 4 * 1024 * 1024


class LensRefresher:
    """Remembers what each document's lenses read and asks the client to refresh them when
    any of it changes (debounced: one refresh for a burst of edits)."""

    def __init__(self, server: CondorLanguageServer) -> None:
        self.server = server
        #: lens document URI -> normalised paths its last lenses read
        self.reads: dict[str, frozenset[str]] = {}
        self._pending: asyncio.TimerHandle | None = None
        #: refresh requests sent (for tests and logs)
        self.sent = 0

    def supported(self) -> bool:
        workspace = getattr(self.server.client_capabilities, "workspace", None)
        return bool(getattr(getattr(workspace, "code_lens", None), "refresh_support", False))

    def served(self, uri: str, paths: Iterable[str]) -> None:
        self.reads[uri] = frozenset(os.path.normpath(p) for p in paths)

    def forget(self, uri: str) -> None:
        self.reads.pop(uri, None)

    def _affects(self, path: str, source: str | None) -> bool:
        changed = os.path.normpath(path)
        for uri, reads in self.reads.items():
            if uri == source:
                continue  # the client re-requests an edited document's own lenses
            if any(changed == p or changed.startswith(p.rstrip(os.sep) + os.sep) for p in reads):
                return True
        return False

    def paths_changed(self, paths: Iterable[str], source: str | None = None, delay: float = 0.0) -> None:
        if any(self._affects(p, source) for p in paths):
            self.schedule(delay)

    def schedule(self, delay: float = 0.0) -> None:
        if not self.supported() or not self.reads:
            return
        try:
            loop = asyncio.get_running_loop()
        except RuntimeError:
            return
        if self._pending is not None:
            self._pending.cancel()
        self._pending = loop.call_later(max(delay, 0.0), self._send)

    def _send(self) -> None:
        self._pending = None
        self.sent += 1
        try:
            self.server.workspace_code_lens_refresh(None)
        except Exception as err:  # the client may have gone; nothing to do
            log.warning("workspace/codeLens/refresh failed: %s", err)


def _field(obj: Any, name: str) -> Any:
    if isinstance(obj, dict):
        return obj.get(name)
    return getattr(obj, name, None)


def _argument(arguments: tuple[Any, ...]) -> Any:
    """The single object argument of a command (or an empty one)."""
    return arguments[0] if arguments and arguments[0] is not None else {}


def _text_arg(arg: Any, name: str) -> str | None:
    value = _field(arg, name)
    return value if isinstance(value, str) and value else None


def _document(ls: CondorLanguageServer, uri: str) -> Document | None:
    """The open document, else the file read from disk (a command may name a closed file)."""
    document = ls.store.get(uri)
    if document is not None or not uri.startswith("file:"):
        return document
    try:
        with open(uri_to_path(uri), "rb") as handle:
            data = handle.read(MAX_DISK_BYTES + 1)
    except OSError:
        return None
    if len(data) > MAX_DISK_BYTES:
        return None
    text = data.decode("utf-8", "replace")
    language = detect_language(uri, text, None)
    return Document.parse(uri, language, text, 0, ls.position_encoding())  # type: ignore[arg-type]


async def _in_worker(ls: CondorLanguageServer, fn: Callable[[AnalysisContext], T]) -> tuple[T, AnalysisContext]:
    cancelled = threading.Event()
    context = AnalysisContext(settings=ls.settings, open_document=ls.store.by_path, cancelled=cancelled.is_set)
    try:
        result = await asyncio.get_running_loop().run_in_executor(None, fn, context)
    except asyncio.CancelledError:
        cancelled.set()
        raise
    return result, context


def _not_found(uri: Any) -> str:
    return f"No document {uri!r} is open or readable."


def register(server: Any) -> None:
    """Add the code lens handler and the three commands to ``server``. (pygls resolves a
    command handler's annotations at call time, so those name no type-checking-only class.)"""

    @server.feature(types.TEXT_DOCUMENT_CODE_LENS, types.CodeLensOptions(resolve_provider=False))
    async def on_code_lens(ls: CondorLanguageServer, params: types.CodeLensParams) -> list[types.CodeLens]:
        uri = params.text_document.uri
        document = ls.store.get(uri)
        if document is None:
            return []
        if document.language is LanguageId.SUBMIT:  # procs and pool matches above queue statements
            lenses, paths = await submit_code_lenses(ls, document)
            ls.lenses.served(uri, paths)
            ls.watch_paths(paths)
            return lenses
        try:
            found, context = await _in_worker(ls, lambda c: policy_lenses(document, c))
        except AnalysisCancelled:
            return []
        ls.lenses.served(uri, context.dependencies)
        ls.watch_paths(context.dependencies)
        index = document.line_index
        return [types.CodeLens(range=to_range(index, lens.range),
                               command=types.Command(title=lens.title, command=PREVIEW_COMMAND,
                                                     arguments=[{"uri": uri}], tooltip=lens.tooltip))
                for lens in found]

    @server.command(PREVIEW_COMMAND)
    async def preview_policy(ls: Any, *arguments: Any) -> dict[str, Any]:
        arg = _argument(arguments)
        uri = _field(arg, "uri")
        document = _document(ls, uri) if isinstance(uri, str) else None
        if document is None:
            return {"markdown": _not_found(uri), "preview": None}

        def run(context: AnalysisContext) -> dict[str, Any]:
            try:
                result = preview_document(document, context, machine=_text_arg(arg, "machine"),
                                          job=_text_arg(arg, "job"), state=_text_arg(arg, "state"),
                                          activity=_text_arg(arg, "activity"))
            except AdFileError as err:
                return {"markdown": f"**Cannot preview the policy:** {err}\n", "preview": None}
            return {"markdown": result.markdown, "preview": result.preview}

        try:
            answer, context = await _in_worker(ls, run)
        except AnalysisCancelled:
            return {"markdown": "Cancelled.", "preview": None}
        ls.watch_paths(context.dependencies)
        return answer

    @server.command(EVALUATE_COMMAND)
    async def evaluate(ls: Any, *arguments: Any) -> dict[str, Any]:
        arg = _argument(arguments)
        uri, expression = _field(arg, "uri"), _field(arg, "expression")
        document = _document(ls, uri) if isinstance(uri, str) else None
        if document is None:
            return {"value": "", "markdown": _not_found(uri)}
        if not isinstance(expression, str):
            return {"value": "", "markdown": "No expression given."}
        try:
            found, _ = await _in_worker(ls, lambda c: evaluate_selection(document, c, expression))
        except AnalysisCancelled:
            return {"value": "", "markdown": "Cancelled."}
        return {"value": found.value, "markdown": found.markdown}

    @server.command(EXPANDED_VALUE_COMMAND)
    async def expanded(ls: Any, *arguments: Any) -> dict[str, Any] | None:
        arg = _argument(arguments)
        uri, position = _field(arg, "uri"), _field(arg, "position")
        document = _document(ls, uri) if isinstance(uri, str) else None
        line, character = _field(position, "line"), _field(position, "character")
        if document is None or not isinstance(line, int) or not isinstance(character, int):
            return None
        offset = document.line_index.position_to_offset((line, character))
        try:
            found, _ = await _in_worker(ls, lambda c: expanded_value(document, offset, c))
        except AnalysisCancelled:
            return None
        if found is None:
            return None
        return {"name": found.name, "value": found.value, "markdown": found.markdown}
