"""Inlay hints through the running server: advertised, positioned after the reference in
UTF-16 units, restricted to the requested range, and switched off by the setting."""
from __future__ import annotations

import pytest
import pytest_lsp
from lsprotocol import types
from pytest_lsp import ClientServerConfig, client_capabilities

from lsp_helpers import SERVER, RecordingClient, condor_settings, make_client

pytestmark = pytest.mark.asyncio(loop_scope="function")

URI = "file:///tmp/condor-ls-inlay/condor_config"
TEXT = "A = 𝄞 one\nB = é$(A)\nC = $(B) $(B)\n"


@pytest_lsp.fixture(config=ClientServerConfig(server_command=SERVER, client_factory=make_client))
async def client(lsp_client: RecordingClient):  # type: ignore[no-untyped-def]
    lsp_client.set_configuration(condor_settings(), section="condorLs")
    result = await lsp_client.initialize_session(types.InitializeParams(
        capabilities=client_capabilities("visual-studio-code")))
    assert result.capabilities.inlay_hint_provider
    lsp_client.text_document_did_open(types.DidOpenTextDocumentParams(
        types.TextDocumentItem(uri=URI, language_id="htcondor-config", version=1, text=TEXT)))
    yield
    await lsp_client.shutdown_session()


def whole() -> types.Range:
    return types.Range(types.Position(0, 0), types.Position(10, 0))


async def test_hints_after_references(client: RecordingClient) -> None:
    found = await client.text_document_inlay_hint_async(
        types.InlayHintParams(types.TextDocumentIdentifier(URI), whole()))
    assert [(h.position.line, h.position.character, h.label) for h in found] == [
        (1, 9, "= 𝄞 one"), (2, 8, "= é𝄞 one"), (2, 13, "= é𝄞 one")]
    ranged = await client.text_document_inlay_hint_async(types.InlayHintParams(
        types.TextDocumentIdentifier(URI), types.Range(types.Position(2, 0), types.Position(2, 8))))
    assert [(h.position.line, h.position.character) for h in ranged] == [(2, 8)]


async def test_setting_turns_them_off(client: RecordingClient) -> None:
    client.set_configuration(condor_settings(inlayHints={"expandedValues": False}), section="condorLs")
    client.workspace_did_change_configuration(types.DidChangeConfigurationParams(settings=None))

    async def none_left() -> bool:
        found = await client.text_document_inlay_hint_async(
            types.InlayHintParams(types.TextDocumentIdentifier(URI), whole()))
        return not found

    for _ in range(100):
        if await none_left():
            break
    assert await none_left()
