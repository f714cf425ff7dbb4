"""A DAG through a real `condor-ls serve`: the server publishes the DAG rules' findings for a
`.dag` document, follows its edits, and answers the other requests without failing (the DAG
editor features are built on the same model, condor_ls.dag)."""
from __future__ import annotations

from pathlib import Path

import pytest
import pytest_lsp
from lsprotocol import types
from pytest_lsp import ClientServerConfig, client_capabilities

from lsp_helpers import OTHER_RULES, SERVER, RecordingClient, make_client, wait_until

pytestmark = pytest.mark.asyncio(loop_scope="function")

DAG = "JOB A a.sub\nJOB B a.sub\nPARENT A CHILD Bx\n"
#: the shared helpers disable every rule but the syntax ones; these sessions keep the DAG rules
SETTINGS = {"rules": {"disable": [r for r in OTHER_RULES if not r.startswith("dag")]}}


@pytest_lsp.fixture(config=ClientServerConfig(server_command=SERVER, client_factory=make_client))
async def client(lsp_client: RecordingClient):  # type: ignore[no-untyped-def]
    lsp_client.set_configuration(SETTINGS, section="condorLs")
    await lsp_client.initialize_session(types.InitializeParams(
        capabilities=client_capabilities("visual-studio-code"),
        initialization_options={"condorLs": SETTINGS},
    ))
    yield
    await lsp_client.shutdown_session()


@pytest.mark.parametrize("language_id", ["htcondor-dag", "plaintext"])
async def test_dag_diagnostics_follow_edits(client: RecordingClient, tmp_path: Path, language_id: str) -> None:
    (tmp_path / "a.sub").write_text("executable = /bin/true\nqueue\n")
    uri = (tmp_path / "flow.dag").as_uri()  # the name says DAG when the client's id does not
    client.text_document_did_open(types.DidOpenTextDocumentParams(
        types.TextDocumentItem(uri=uri, language_id=language_id, version=1, text=DAG)))
    published = await wait_until(lambda: next((p for p in client.published if p.uri == uri and p.diagnostics), None),
                                 "diagnostics for the DAG")
    assert [(d.code, d.range.start.line, d.range.start.character) for d in published.diagnostics] == [
        ("dag-undefined-node", 2, 15)]
    assert "did you mean B?" in published.diagnostics[0].message
    client.text_document_did_change(types.DidChangeTextDocumentParams(
        types.VersionedTextDocumentIdentifier(uri=uri, version=2),
        [types.TextDocumentContentChangePartial(
            range=types.Range(types.Position(2, 16), types.Position(2, 17)), text="")]))
    cleared = await wait_until(lambda: next((p for p in client.published if p.uri == uri and p.version == 2), None),
                               "diagnostics of the edited DAG")
    assert list(cleared.diagnostics) == []
    for request in (client.text_document_hover_async(types.HoverParams(types.TextDocumentIdentifier(uri),
                                                                        types.Position(0, 4))),
                    client.text_document_document_symbol_async(types.DocumentSymbolParams(
                        types.TextDocumentIdentifier(uri))),
                    client.text_document_folding_range_async(types.FoldingRangeParams(
                        types.TextDocumentIdentifier(uri)))):
        await request  # answered (possibly empty), never an error
