"""Semantic tokens through the running server: the legend is advertised, full results decode
to the expected tokens, and full/delta after an edit rebuilds exactly the new full result."""
from __future__ import annotations

import pytest
import pytest_lsp
from lsprotocol import types
from pytest_lsp import ClientServerConfig, client_capabilities

from condor_ls.analysis.presentation.semantic_tokens import TOKEN_TYPES, decode

from lsp_helpers import SERVER, RecordingClient, condor_settings, make_client

pytestmark = pytest.mark.asyncio(loop_scope="function")

URI = "file:///tmp/condor-ls-semantic/condor_config"
TEXT = "# site\nSTART = $(A) && true\nif defined A\n  B = 1\nendif\n"


@pytest_lsp.fixture(config=ClientServerConfig(server_command=SERVER, client_factory=make_client))
async def client(lsp_client: RecordingClient):  # type: ignore[no-untyped-def]
    lsp_client.set_configuration(condor_settings(), section="condorLs")
    result = await lsp_client.initialize_session(types.InitializeParams(
        capabilities=client_capabilities("visual-studio-code")))
    lsp_client.server_capabilities = result.capabilities  # type: ignore[attr-defined]
    yield
    await lsp_client.shutdown_session()


def open_doc(client: RecordingClient, text: str = TEXT) -> None:
    client.text_document_did_open(types.DidOpenTextDocumentParams(
        types.TextDocumentItem(uri=URI, language_id="htcondor-config", version=1, text=text)))


async def test_legend_and_full_tokens(client: RecordingClient) -> None:
    provider = client.server_capabilities.semantic_tokens_provider  # type: ignore[attr-defined]
    assert list(provider.legend.token_types) == list(TOKEN_TYPES)
    assert provider.full == types.SemanticTokensFullDelta(delta=True) and provider.range
    open_doc(client)
    result = await client.text_document_semantic_tokens_full_async(
        types.SemanticTokensParams(types.TextDocumentIdentifier(URI)))
    assert result.result_id
    decoded = [(line, char, length, kind) for line, char, length, kind, _m in decode(list(result.data))]
    assert (0, 0, 6, "comment") in decoded
    assert (1, 0, 5, "property") in decoded
    assert (1, 10, 1, "variable") in decoded
    assert (2, 0, 2, "keyword") in decoded


async def test_delta_after_edit_matches_a_fresh_full_result(client: RecordingClient) -> None:
    open_doc(client)
    first = await client.text_document_semantic_tokens_full_async(
        types.SemanticTokensParams(types.TextDocumentIdentifier(URI)))
    client.text_document_did_change(types.DidChangeTextDocumentParams(
        text_document=types.VersionedTextDocumentIdentifier(uri=URI, version=2),
        content_changes=[types.TextDocumentContentChangePartial(
            range=types.Range(types.Position(3, 2), types.Position(3, 2)), text="schedd.")]))
    answer = await client.text_document_semantic_tokens_full_delta_async(
        types.SemanticTokensDeltaParams(types.TextDocumentIdentifier(URI), previous_result_id=first.result_id))
    assert isinstance(answer, types.SemanticTokensDelta) and answer.edits
    rebuilt = list(first.data)
    for edit in reversed(answer.edits):
        rebuilt[edit.start:edit.start + edit.delete_count] = list(edit.data or [])
    fresh = await client.text_document_semantic_tokens_full_async(
        types.SemanticTokensParams(types.TextDocumentIdentifier(URI)))
    assert rebuilt == list(fresh.data)
    assert (3, 2, 6, "namespace") in [(a, b, c, d) for a, b, c, d, _m in decode(rebuilt)]


async def test_unknown_result_id_gets_a_full_result_and_closed_document_nothing(client: RecordingClient) -> None:
    open_doc(client)
    answer = await client.text_document_semantic_tokens_full_delta_async(
        types.SemanticTokensDeltaParams(types.TextDocumentIdentifier(URI), previous_result_id="no-such-id"))
    assert isinstance(answer, types.SemanticTokens) and answer.data
    ranged = await client.text_document_semantic_tokens_range_async(types.SemanticTokensRangeParams(
        types.TextDocumentIdentifier(URI), types.Range(types.Position(2, 0), types.Position(3, 0))))
    assert {line for line, *_ in decode(list(ranged.data))} == {2}
    missing = await client.text_document_semantic_tokens_full_async(
        types.SemanticTokensParams(types.TextDocumentIdentifier("file:///not/open")))
    assert list(missing.data) == []
