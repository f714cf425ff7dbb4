"""The JSON-RPC protocol of the server: pygls's, minus its own copy of every open document.

pygls keeps a ``Workspace`` text document per open file and applies each ``didChange`` to it
before calling our handler. The server never reads that copy (the :class:`DocumentStore` is
the one source of truth), and keeping it has two costs:

* pygls's position conversion writes into the change objects it is given: a column past the
  end of the last line is "clamped" in place to one character *before* that end, so our
  handler would see a different edit than the client sent and the server's text would drift
  from the editor's (found by ``tests/lsp/test_lsp_fuzz.py``);
* every change is applied twice, the second time by pygls's line-by-line rebuild on the event
  loop, and every document is held twice in memory.

So open, change and close go straight to our handlers.

pygls also files the future of every handler it runs for a notification (and of every handler a
built-in generator handler hands on to) under a fresh id in ``_request_futures``, which only
responses and cancellations ever empty: two entries per ``didChange`` for the rest of the
session, about 2 MB per thousand keystrokes. :class:`CondorProtocol` drops each such entry when
its handler is done (``benchmarks/lsp_soak.py`` measures the difference).

A request the server declines on purpose (a rename of a built-in knob or a DAG keyword) raises
:class:`RequestRefused`: the client gets the error response the protocol expects (RequestFailed
with the reason, which editors show), and the log one line, not the traceback pygls writes for a
handler that failed.
"""
from __future__ import annotations

import logging
from collections.abc import Generator
from concurrent.futures import Future
from typing import Any

from lsprotocol import types
from pygls.exceptions import JsonRpcException
from pygls.protocol import LanguageServerProtocol
from pygls.protocol.language_server import lsp_method

log = logging.getLogger(__name__)

#: LSP's RequestFailed: the request was valid but is not carried out (a refused rename)
REQUEST_FAILED = -32803


class RequestRefused(JsonRpcException):
    """A request declined on purpose, with the reason the user is shown."""

    CODE = REQUEST_FAILED


class CondorProtocol(LanguageServerProtocol):
    """``LanguageServerProtocol`` whose document notifications skip pygls's workspace, and
    which forgets the futures of handlers that are done."""

    def _execute_handler(self, msg_id: Any, handler: Any, callback: Any,
                         args: Any = None, kwargs: Any = None) -> None:
        super()._execute_handler(msg_id, handler, callback, args=args, kwargs=kwargs)
        futures = self._request_futures
        future = futures.get(msg_id)
        if future is None:
            return

        def forget(done: Any) -> None:
            # a request's own result callback, added first, has sent the response by now; a
            # cancelled one is left alone (shutdown cancels while it walks the table)
            if not done.cancelled() and futures.get(msg_id) is done:
                del futures[msg_id]

        future.add_done_callback(forget)

    def _send_handler_result(self, future: Future[Any], *, msg_id: Any) -> None:
        error = None if future.cancelled() else future.exception()
        if isinstance(error, RequestRefused):
            self._request_futures.pop(msg_id, None)
            log.info("request %s refused: %s", msg_id, error.message)
            self._send_response(msg_id, error=error.to_response_error())
            return
        super()._send_handler_result(future, msg_id=msg_id)

    def _user(self, method: str, params: Any) -> Generator[Any, Any, None]:
        if (handler := self.fm.features.get(method)) is not None:
            yield handler, (params,), None

    @lsp_method(types.TEXT_DOCUMENT_DID_OPEN)
    def lsp_text_document__did_open(self, params: types.DidOpenTextDocumentParams) -> Generator[Any, Any, None]:
        yield from self._user(types.TEXT_DOCUMENT_DID_OPEN, params)

    @lsp_method(types.TEXT_DOCUMENT_DID_CHANGE)
    def lsp_text_document__did_change(self, params: types.DidChangeTextDocumentParams) -> Generator[Any, Any, None]:
        yield from self._user(types.TEXT_DOCUMENT_DID_CHANGE, params)

    @lsp_method(types.TEXT_DOCUMENT_DID_CLOSE)
    def lsp_text_document__did_close(self, params: types.DidCloseTextDocumentParams) -> Generator[Any, Any, None]:
        yield from self._user(types.TEXT_DOCUMENT_DID_CLOSE, params)
