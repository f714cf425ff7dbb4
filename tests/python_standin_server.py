"""A stand-in for the user's own Python language server (pyright, pylsp ...), for the editor
tests that show condor-ls running beside one: it answers every hover with
``python stand-in: line L`` and publishes one hint on the first line of every Python document it
is given, so a test can tell its answers from condor-ls's. Run as ``python
tests/python_standin_server.py`` (stdio)."""
from __future__ import annotations

from lsprotocol import types
from pygls.lsp.server import LanguageServer

server = LanguageServer("python-standin", "1")


def _publish(ls: LanguageServer, uri: str) -> None:
    first = types.Range(types.Position(0, 0), types.Position(0, 1))
    ls.text_document_publish_diagnostics(types.PublishDiagnosticsParams(
        uri=uri,
        diagnostics=[types.Diagnostic(first, "python stand-in was here", severity=types.DiagnosticSeverity.Hint,
                                      source="python-standin")],
    ))


@server.feature(types.TEXT_DOCUMENT_DID_OPEN)
def did_open(ls: LanguageServer, params: types.DidOpenTextDocumentParams) -> None:
    _publish(ls, params.text_document.uri)


@server.feature(types.TEXT_DOCUMENT_HOVER)
def hover(ls: LanguageServer, params: types.HoverParams) -> types.Hover:
    return types.Hover(contents=types.MarkupContent(types.MarkupKind.PlainText,
                                                    f"python stand-in: line {params.position.line}"))


if __name__ == "__main__":
    server.start_io()
