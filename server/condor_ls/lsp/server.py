"""The condor-ls language server: a thin pygls adapter over the syntax and analysis layers.

State is a :class:`DocumentStore` of immutable :class:`Document` values kept in step with the
editor through incremental sync, the current :class:`Settings`, and a :class:`Scheduler` that
runs :func:`analysis.rules.registry.diagnostics` in a worker thread after a quiet period and publishes only
results that are still current.
"""
from __future__ import annotations

import asyncio
import logging
import os
import threading
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from lsprotocol import types
from pygls.lsp.server import LanguageServer

from .. import installed_version
from ..analysis.context import AnalysisContext, uri_to_path
from ..analysis.dags.kept import offer as offer_dag
from ..analysis.rules.registry import diagnostics
from ..analysis.model import Diagnostic
from ..analysis.settings import SECTION, Settings
from ..python.chunks import imports_bindings
from ..rounds import release_pending
from ..syntax.document import Document
from ..syntax.languages import LanguageId
from ..syntax.nodes import format_tree
from ..syntax.positions import LineIndex, PositionEncoding
from .code_actions import code_actions
from .convert import to_diagnostics
from .features import register as register_features
from .idle_gc import IdleCollector
from .inlay import register as register_inlay_hints
from .navigation import register as register_navigation
from .policy import LensRefresher, register as register_policy
from .protocol import CondorProtocol
from .scheduler import Scheduler
from .semantic import register as register_semantic_tokens
from .submit_views import register as register_submit_views
from .store import DocumentStore

log = logging.getLogger(__name__)


#: custom request: the syntax tree of an open document, once its pending analysis has settled
SYNTAX_TREE = "condorLs/syntaxTree"

#: files whose change may matter to an analysis, watched in the workspace
WORKSPACE_GLOBS: tuple[str, ...] = (
    "**/condor_config",
    "**/condor_config.*",
    "**/config.d/**",
    "**/*.{config,conf,sub,submit,jdl,ad,classad}",
)

#: largest file read from disk just to convert positions of a related location
_MAX_RELATED_BYTES = 4 * 1024 * 1024
#: seconds of quiet in a document before the other open documents that read it are analysed
#: again (a keystroke's own diagnostics come first; a burst of typing waits for its end)
DEPENDENT_DELAY = 0.5

AnalysisResult = tuple[list[Diagnostic], frozenset[str]]


class CondorLanguageServer(LanguageServer):
    def __init__(self) -> None:
        super().__init__("condor-ls", installed_version(), text_document_sync_kind=types.TextDocumentSyncKind.Incremental,
                         protocol_cls=CondorProtocol)
        self.store = DocumentStore()
        self.settings = Settings()
        self.initialization_options: Any = None
        self.scheduler: Scheduler[AnalysisResult] = Scheduler(self._analyse, self.store.get_any, self._publish)
        self._watched_dirs: set[str] = set()
        #: the findings last published per document, with the version they belong to (quick fixes)
        self.published: dict[str, tuple[int | None, list[Diagnostic]]] = {}
        self._watch_ids = 0
        self._background: set[asyncio.Task[Any]] = set()
        #: full garbage collections happen when the user pauses (see ``idle_gc``)
        self.idle_gc = IdleCollector()
        #: asks the client to refresh the policy code lenses when what they read changes
        self.lenses = LensRefresher(self)

    # -- settings ------------------------------------------------------------------------
    def apply_settings(self, *sources: Any) -> None:
        """Replace the settings (initializationOptions first, then pulled configuration)."""
        settings, warnings = Settings.from_json(self.initialization_options, *sources)
        for warning in warnings:
            log.warning("%s", warning)
            self.window_log_message(types.LogMessageParams(types.MessageType.Warning, warning))
        self.settings = settings

    async def pull_settings(self, pushed: Any = None) -> None:
        """Read the ``condorLs`` section with workspace/configuration when the client supports
        it, else use what the client pushed; then re-analyse every open document."""
        capable = bool(getattr(getattr(self.client_capabilities, "workspace", None), "configuration", False))
        source: Any = pushed
        if capable:
            try:
                result = await self.workspace_configuration_async(
                    types.ConfigurationParams(items=[types.ConfigurationItem(section=SECTION)])
                )
                source = result[0] if result else None
            except Exception as err:  # the client may refuse; keep what we had
                log.warning("workspace/configuration failed: %s", err)
        before = self.settings
        self.apply_settings(source)
        self.reanalyse(self.store.all_any(), delay=0.0)
        if self.settings != before:
            self.lenses.schedule()

    # -- analysis ------------------------------------------------------------------------
    @property
    def debounce(self) -> float:
        return self.settings.debounce_ms / 1000.0

    def position_encoding(self) -> PositionEncoding:
        try:
            value = self.workspace.position_encoding
        except Exception:  # before initialize
            value = None
        text = getattr(value, "value", value) or "utf-16"
        try:
            return PositionEncoding(str(text))
        except ValueError:
            return PositionEncoding.UTF16

    def reanalyse(self, documents: Iterable[Document], delay: float | None = None) -> None:
        for document in documents:
            self.scheduler.schedule(document.uri, self.debounce if delay is None else delay)

    def reanalyse_dependents(self, uri: str) -> None:
        """Analyse again, after a pause in the typing, the other open documents whose last
        analysis read ``uri`` (the root of a set and the other fragments of it): their
        findings follow from this buffer too."""
        delay = max(self.debounce, DEPENDENT_DELAY)
        for other in self.store.dependents(uri_to_path(uri)):
            if other != uri:
                self.scheduler.schedule(other, delay)

    def _analyse(self, document: Document, cancelled: threading.Event) -> AnalysisResult:
        """Runs in the worker thread: a pure function of the document and a settings snapshot."""
        context = AnalysisContext(
            settings=self.settings,
            open_document=self.store.by_path,
            cancelled=cancelled.is_set,
        )
        found = diagnostics(document, context)
        if document.language is LanguageId.DAG:
            offer_dag(document, context)  # the editor's requests on this version reuse its model
        return found, frozenset(context.dependencies)

    def _publish(self, document: Document, result: AnalysisResult) -> None:
        found, dependencies = result
        if self.store.is_unclaimed(document.uri):
            # a data file the editor sent as plain text (a CSV of queue items): nothing to say
            found = []
        elif document.language is LanguageId.PYTHON and not self._publishes_for(document):
            # a script that does not use the bindings is the user's Python server's alone: no
            # diagnostics are sent for it, except once to clear what an earlier version had
            if document.uri in self.published:
                self.clear_diagnostics(document.uri)
            return
        self.store.set_dependencies(document.uri, dependencies)
        self.watch_paths(dependencies)
        self.published[document.uri] = (document.version, found)
        items = to_diagnostics(found, document.line_index, self._index_for)
        self.text_document_publish_diagnostics(
            types.PublishDiagnosticsParams(uri=document.uri, diagnostics=items, version=document.version)
        )
        release_pending()  # what the analysis dropped, freed now that its result is out
        self.idle_gc.settled()

    def _publishes_for(self, document: Document) -> bool:
        return self.settings.python_enable and imports_bindings(document.text)

    def clear_diagnostics(self, uri: str) -> None:
        self.published.pop(uri, None)
        self.text_document_publish_diagnostics(types.PublishDiagnosticsParams(uri=uri, diagnostics=[]))

    def _index_for(self, uri: str) -> LineIndex | None:
        """Line index for a related location's document: the open buffer, else the disk file."""
        document = self.store.get_any(uri)
        if document is not None:
            return document.line_index
        try:
            with open(uri_to_path(uri), "rb") as handle:
                data = handle.read(_MAX_RELATED_BYTES + 1)
        except OSError:
            return None
        if len(data) > _MAX_RELATED_BYTES:
            return None
        return LineIndex(data.decode("utf-8", "surrogateescape"), self.position_encoding())

    # -- file watching -------------------------------------------------------------------
    def _watch_capabilities(self) -> tuple[bool, bool]:
        """(dynamic registration supported, relative patterns supported)."""
        watched = getattr(getattr(self.client_capabilities, "workspace", None), "did_change_watched_files", None)
        if watched is None:
            return False, False
        return bool(watched.dynamic_registration), bool(getattr(watched, "relative_pattern_support", False))

    def spawn(self, coroutine: Any) -> None:
        task = asyncio.get_running_loop().create_task(coroutine)
        self._background.add(task)
        task.add_done_callback(self._background.discard)

    async def register_watchers(self, watchers: list[types.FileSystemWatcher]) -> bool:
        dynamic, _relative = self._watch_capabilities()
        if not dynamic or not watchers:
            return False
        self._watch_ids += 1
        registration = types.Registration(
            id=f"condor-ls-watch-{self._watch_ids}",
            method=types.WORKSPACE_DID_CHANGE_WATCHED_FILES,
            register_options=types.DidChangeWatchedFilesRegistrationOptions(watchers=watchers),
        )
        try:
            await self.client_register_capability_async(types.RegistrationParams([registration]))
        except Exception as err:
            log.warning("could not register file watchers: %s", err)
            return False
        return True

    def watch_paths(self, paths: Iterable[str]) -> None:
        """Ask the client to watch the directories of dependencies not yet covered."""
        dynamic, relative = self._watch_capabilities()
        if not dynamic:
            return
        new_dirs = set()
        for path in paths:
            directory = path if os.path.isdir(path) else os.path.dirname(path)
            if directory and directory not in self._watched_dirs:
                new_dirs.add(directory)
        if not new_dirs:
            return
        self._watched_dirs |= new_dirs
        watchers = []
        for directory in sorted(new_dirs):
            if relative:
                pattern: Any = types.RelativePattern(base_uri=_dir_uri(directory), pattern="**/*")
            else:
                pattern = directory.rstrip("/") + "/**/*"
            watchers.append(types.FileSystemWatcher(glob_pattern=pattern))
        self.spawn(self.register_watchers(watchers))

    def files_changed(self, changes: Iterable[types.FileEvent]) -> list[str]:
        """Re-analyse open documents that depend on any changed file; returns their URIs."""
        affected: set[str] = set()
        for change in changes:
            if change.uri in self.store:
                continue  # the editor's buffer, not the disk, is the truth for open files
            affected.update(self.store.dependents(uri_to_path(change.uri)))
        self.reanalyse([d for uri in sorted(affected) if (d := self.store.get_any(uri)) is not None], delay=0.0)
        self.lenses.paths_changed(uri_to_path(c.uri) for c in changes if c.uri not in self.store)
        return sorted(affected)


def _dir_uri(directory: str) -> str:
    return Path(directory).as_uri()


def _param(params: Any, *names: str) -> Any:
    """Read nested fields from a custom request's params (a dict or an attrs object)."""
    value = params
    for name in names:
        value = value.get(name) if isinstance(value, dict) else getattr(value, name, None)
        if value is None:
            return None
    return value


def create_server() -> CondorLanguageServer:
    server = CondorLanguageServer()

    @server.feature(types.INITIALIZE)
    def initialize(ls: CondorLanguageServer, params: types.InitializeParams) -> None:
        ls.initialization_options = params.initialization_options
        ls.apply_settings()

    @server.feature(types.INITIALIZED)
    async def initialized(ls: CondorLanguageServer, params: types.InitializedParams) -> None:
        await ls.register_watchers([types.FileSystemWatcher(glob_pattern=g) for g in WORKSPACE_GLOBS])
        await ls.pull_settings()

    @server.feature(types.TEXT_DOCUMENT_DID_OPEN)
    def did_open(ls: CondorLanguageServer, params: types.DidOpenTextDocumentParams) -> None:
        item = params.text_document
        document = ls.store.open(item.uri, item.text, item.version, item.language_id, ls.position_encoding())
        ls.scheduler.schedule(document.uri, 0.0)
        ls.lenses.paths_changed([uri_to_path(item.uri)], source=item.uri)  # the buffer now wins over the disk

    @server.feature(types.TEXT_DOCUMENT_DID_CHANGE)
    def did_change(ls: CondorLanguageServer, params: types.DidChangeTextDocumentParams) -> None:
        ls.idle_gc.busy()
        document = ls.store.change(params.text_document.uri, params.text_document.version, params.content_changes)
        if document is not None:
            ls.scheduler.schedule(document.uri, ls.debounce)
            ls.reanalyse_dependents(document.uri)
            ls.lenses.paths_changed([uri_to_path(document.uri)], source=document.uri, delay=ls.debounce)

    @server.feature(types.TEXT_DOCUMENT_DID_CLOSE)
    def did_close(ls: CondorLanguageServer, params: types.DidCloseTextDocumentParams) -> None:
        uri = params.text_document.uri
        ls.scheduler.cancel(uri)
        ls.store.close(uri)
        ls.clear_diagnostics(uri)
        ls.reanalyse_dependents(uri)  # the disk's text replaces the buffer's in their sets
        ls.lenses.forget(uri)
        ls.lenses.paths_changed([uri_to_path(uri)])  # the disk is the truth again

    @server.feature(types.WORKSPACE_DID_CHANGE_CONFIGURATION)
    async def did_change_configuration(ls: CondorLanguageServer, params: types.DidChangeConfigurationParams) -> None:
        await ls.pull_settings(params.settings)

    @server.feature(types.WORKSPACE_DID_CHANGE_WATCHED_FILES)
    def did_change_watched_files(ls: CondorLanguageServer, params: types.DidChangeWatchedFilesParams) -> None:
        ls.files_changed(params.changes)

    @server.feature(types.SHUTDOWN)
    def shutdown(ls: CondorLanguageServer, params: Any) -> None:
        ls.scheduler.shutdown()
        matcher = getattr(ls, "pool_matcher", None)
        if matcher is not None:  # the process counting pool matches for the submit lenses
            matcher.shutdown()

    @server.feature(types.TEXT_DOCUMENT_CODE_ACTION,
                    types.CodeActionOptions(code_action_kinds=[types.CodeActionKind.QuickFix]))
    async def code_action(ls: CondorLanguageServer, params: types.CodeActionParams) -> list[types.CodeAction]:
        """Quick fixes of the published findings in the requested range (after pending
        analysis of the document has settled, so the fixes match its current text)."""
        uri = params.text_document.uri
        if uri not in ls.store:
            return []
        await ls.scheduler.settled(uri)
        document = ls.store.get_any(uri)
        version, found = ls.published.get(uri, (None, []))
        if document is None or version != document.version:
            return []
        return code_actions(uri, found, document.line_index, params.range, ls._index_for, params.context.only)

    register_features(server)  # hover, completion, signature help
    register_navigation(server)  # definition, references, rename, symbols, folding, links
    register_semantic_tokens(server)  # semantic tokens: full, delta, range
    register_inlay_hints(server)  # expanded values after $(NAME) in config files
    register_policy(server)  # policy code lenses; previewPolicy, evaluate and expandedValue commands
    register_submit_views(server)  # showJobAds and showMatchAnalysis commands, condorLs/virtualDocument

    @server.feature(SYNTAX_TREE)
    async def syntax_tree(ls: CondorLanguageServer, params: Any) -> dict[str, Any] | None:
        """The document's tree in ``tree-sitter parse`` style (like rust-analyzer's "show syntax
        tree"); waits for pending analysis so the answer matches the published diagnostics.
        Cancellable with $/cancelRequest while it waits."""
        uri = _param(params, "textDocument", "uri")
        if not isinstance(uri, str) or uri not in ls.store:
            return None
        await ls.scheduler.settled(uri)
        document = ls.store.get(uri)
        if document is None:
            return None
        return {
            "uri": uri,
            "version": document.version,
            "language": document.language.value,
            "tree": format_tree(document.tree),
        }

    return server
