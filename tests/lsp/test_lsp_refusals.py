"""Refusals the server makes on purpose (a rename of a built-in knob or a DAG keyword) are
answered as the protocol expects, an error response with LSP's RequestFailed code and the
reason, and they are no failure of the server: its log holds one line for each, no traceback."""
from __future__ import annotations

import tempfile
from pathlib import Path

import pytest
import pytest_lsp
from lsprotocol import types
from pygls.exceptions import JsonRpcException
from pytest_lsp import ClientServerConfig, client_capabilities

from lsp_helpers import SERVER, RecordingClient, condor_settings, make_client

pytestmark = pytest.mark.asyncio(loop_scope="function")

#: the server's log file (one per test module: the fixture's server command is fixed)
LOG = Path(tempfile.mkdtemp(prefix="condor-ls-refusals-")) / "server.log"
SETTINGS = condor_settings()
#: LSP's RequestFailed
REQUEST_FAILED = -32803


@pytest_lsp.fixture(config=ClientServerConfig(server_command=[*SERVER, "--log-file", str(LOG), "--log-level", "INFO"],
                                              client_factory=make_client))
async def client(lsp_client: RecordingClient):  # type: ignore[no-untyped-def]
    lsp_client.set_configuration(SETTINGS, section="condorLs")
    await lsp_client.initialize_session(types.InitializeParams(
        capabilities=client_capabilities("visual-studio-code"), initialization_options={"condorLs": SETTINGS}))
    yield
    await lsp_client.shutdown_session()


def _open(client: RecordingClient, path: Path, text: str, language: str) -> str:
    path.write_text(text)
    client.text_document_did_open(types.DidOpenTextDocumentParams(
        types.TextDocumentItem(uri=path.as_uri(), language_id=language, version=1, text=text)))
    return path.as_uri()


async def test_refused_renames_are_error_responses_without_a_traceback(client: RecordingClient,
                                                                        tmp_path: Path) -> None:
    before = LOG.read_text() if LOG.exists() else ""
    config = _open(client, tmp_path / "condor_config", "X = $(SBIN)/tool\n", "htcondor-config")
    dag = _open(client, tmp_path / "main.dag", "JOB A a.sub\nVARS ALL_NODES x=\"1\"\n", "htcondor-dag")
    refusals = [
        client.text_document_prepare_rename_async(types.PrepareRenameParams(
            types.TextDocumentIdentifier(config), types.Position(0, 7))),
        client.text_document_rename_async(types.RenameParams(
            types.TextDocumentIdentifier(config), types.Position(0, 7), "MY_SBIN")),
        client.text_document_prepare_rename_async(types.PrepareRenameParams(
            types.TextDocumentIdentifier(dag), types.Position(1, 7))),
    ]
    reasons = []
    for request in refusals:
        with pytest.raises(JsonRpcException) as raised:
            await request
        assert raised.value.code == REQUEST_FAILED
        reasons.append(raised.value.message)
    assert "built-in" in reasons[0] and "built-in" in reasons[1] and "ALL_NODES" in reasons[2]
    # a request the server answers normally still works after the refusals
    prepared = await client.text_document_prepare_rename_async(types.PrepareRenameParams(
        types.TextDocumentIdentifier(dag), types.Position(0, 4)))
    assert prepared == types.Range(types.Position(0, 4), types.Position(0, 5))
    log = LOG.read_text()[len(before):]
    assert "Traceback" not in log and "Exception occurred" not in log
    refused = [line for line in log.splitlines() if "condor_ls.lsp.protocol: request" in line]
    assert len(refused) == 3 and all(" refused: " in line for line in refused), log
