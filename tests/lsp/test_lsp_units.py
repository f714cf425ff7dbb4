"""Pieces of the language server tested without a client: conversion, store, TCP transport."""
from __future__ import annotations

import json
import socket
import subprocess
import sys
import time

from lsprotocol import types

from condor_ls.analysis.model import Diagnostic, Location, Related, Severity, Tag, TextRange
from condor_ls.lsp.convert import to_diagnostic
from condor_ls.lsp.store import DocumentStore
from condor_ls.syntax.languages import LanguageId
from condor_ls.syntax.positions import LineIndex


def test_conversion_counts_utf16_units_and_keeps_related_locations() -> None:
    text = 'A = "😀" + (\n'
    index = LineIndex(text)
    start = text.encode().index(b"(")
    diagnostic = Diagnostic(
        TextRange(start, start + 1), "unclosed parenthesis", code="missing-token",
        severity=Severity.WARNING, tags=(Tag.UNNECESSARY,),
        related=(Related(Location("file:///x", TextRange(len(text.encode()), len(text.encode()))), "here"),
                 Related(Location("file:///gone", TextRange(0, 1)), "dropped")),
    )
    lookup = {"file:///x": index}.get
    converted = to_diagnostic(diagnostic, index, lookup)
    assert converted.range == types.Range(types.Position(0, 11), types.Position(0, 12))  # 😀 is 2 units
    assert converted.severity == types.DiagnosticSeverity.Warning
    assert converted.code == "missing-token" and converted.source == "condor-ls"
    assert converted.tags == [types.DiagnosticTag.Unnecessary]
    assert converted.related_information is not None and len(converted.related_information) == 1
    assert converted.related_information[0].location.range.start == types.Position(1, 0)


def test_store_languages_changes_and_dependents(tmp_path) -> None:  # type: ignore[no-untyped-def]
    store = DocumentStore()
    config = (tmp_path / "condor_config").as_uri()
    store.open(config, "A = 1\n", 1, "htcondor-config")
    ad = store.open("file:///w/slot.ad", "[ a = 1 ]", 1, "plaintext")
    assert ad.language is LanguageId.CLASSAD
    assert store.open("untitled:1", "executable = x\nqueue\n", 1, "htcondor-submit").language is LanguageId.SUBMIT
    changed = store.change(config, 2, [{"range": {"start": {"line": 0, "character": 4},
                                                  "end": {"line": 0, "character": 5}}, "text": "2"}])
    assert changed is not None and changed.text == "A = 2\n" and changed.version == 2
    assert store.change("file:///not-open", 2, []) is None
    assert store.by_path(str(tmp_path / "condor_config")) is changed

    store.set_dependencies(config, ["/etc/condor/config.d", "/etc/condor/condor_config.local"])
    assert store.dependents("/etc/condor/config.d/10-new") == [config]
    assert store.dependents("/etc/condor/condor_config.local") == [config]
    assert store.dependents("/etc/condor/config.dx") == []
    store.close(config)
    assert store.dependents("/etc/condor/config.d/10-new") == [] and config not in store


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def _frame(message: dict) -> bytes:  # type: ignore[type-arg]
    body = json.dumps(message).encode()
    return b"Content-Length: %d\r\n\r\n" % len(body) + body


def _read_until_response(reader, msg_id: int) -> dict:  # type: ignore[no-untyped-def,type-arg]
    """Read framed messages, skipping notifications, until the response to ``msg_id``."""
    while True:
        length = None
        while (line := reader.readline()) not in (b"\r\n", b""):
            if line.lower().startswith(b"content-length:"):
                length = int(line.split(b":", 1)[1])
        assert length is not None, "connection closed before the response"
        message = json.loads(reader.read(length))
        if message.get("id") == msg_id:
            return message


def test_serve_over_tcp_answers_initialize() -> None:
    port = _free_port()
    server = subprocess.Popen([sys.executable, "-m", "condor_ls", "serve", "--tcp", f"127.0.0.1:{port}"],
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        deadline = time.monotonic() + 60
        while True:
            try:
                conn = socket.create_connection(("127.0.0.1", port), timeout=5)
                break
            except OSError:
                if time.monotonic() > deadline or server.poll() is not None:
                    raise AssertionError("server did not listen") from None
                time.sleep(0.1)
        with conn:
            conn.settimeout(20)
            conn.sendall(_frame({"jsonrpc": "2.0", "id": 1, "method": "initialize",
                                 "params": {"processId": None, "rootUri": None, "capabilities": {}}}))
            reader = conn.makefile("rb")
            response = _read_until_response(reader, 1)
        assert response["id"] == 1
        capabilities = response["result"]["capabilities"]
        assert capabilities["textDocumentSync"]["change"] == 2  # incremental
        assert response["result"]["serverInfo"]["name"] == "condor-ls"
    finally:
        server.terminate()
        server.wait(timeout=20)


def test_notifications_leave_no_futures_behind() -> None:
    """pygls files a future per notification handler under a fresh id that nothing removes;
    the server's protocol drops it once the handler is done (else a long session grows by two
    entries per keystroke)."""
    import asyncio

    from condor_ls.lsp.server import create_server

    async def session() -> None:
        server = create_server()
        protocol = server.protocol
        structure = protocol._converter.structure
        uri = "untitled:soak"
        protocol._handle_notification(types.TEXT_DOCUMENT_DID_OPEN, structure(
            {"textDocument": {"uri": uri, "languageId": "classad", "version": 1, "text": "[ a = 1 ]"}},
            types.DidOpenTextDocumentParams))
        for version in range(2, 52):
            protocol._handle_notification(types.TEXT_DOCUMENT_DID_CHANGE, structure(
                {"textDocument": {"uri": uri, "version": version},
                 "contentChanges": [{"range": {"start": {"line": 0, "character": 6},
                                               "end": {"line": 0, "character": 7}}, "text": str(version % 10)}]},
                types.DidChangeTextDocumentParams))
        await asyncio.sleep(0.05)  # done-callbacks of asyncio futures run on the loop
        try:
            assert server.store.get(uri).version == 51  # type: ignore[union-attr]
            assert not protocol._request_futures
        finally:
            server.scheduler.shutdown()

    asyncio.run(session())
