"""A condor_transform_ads rules file through a real `condor-ls serve`: diagnostics, hover and
completion for the htcondor-transform language."""
from __future__ import annotations

from pathlib import Path

import pytest
import pytest_lsp
from lsprotocol import types
from pytest_lsp import ClientServerConfig, client_capabilities

from lsp_helpers import OTHER_RULES, SERVER, RecordingClient, make_client, wait_until

pytestmark = pytest.mark.asyncio(loop_scope="function")

RULES = "NAME Demo\nSET Total = 2 * 3\nSETT Foo 1\nSET RequestMem\n"
#: the shared helpers disable every rule but the syntax ones; these sessions keep the transform rules
SETTINGS = {"rules": {"disable": [r for r in OTHER_RULES if not r.startswith("transform")]}}


@pytest_lsp.fixture(config=ClientServerConfig(server_command=SERVER, client_factory=make_client))
async def client(lsp_client: RecordingClient):  # type: ignore[no-untyped-def]
    lsp_client.set_configuration(SETTINGS, section="condorLs")
    await lsp_client.initialize_session(types.InitializeParams(
        capabilities=client_capabilities("visual-studio-code"),
        initialization_options={"condorLs": SETTINGS},
    ))
    yield
    await lsp_client.shutdown_session()


async def test_rules_file_diagnostics_hover_and_completion(client: RecordingClient, tmp_path: Path) -> None:
    uri = (tmp_path / "demo.xform").as_uri()
    client.text_document_did_open(types.DidOpenTextDocumentParams(
        types.TextDocumentItem(uri=uri, language_id="htcondor-transform", version=1, text=RULES)))
    published = await wait_until(lambda: next((p for p in client.published if p.uri == uri and p.diagnostics), None),
                                 "diagnostics for the rules file")
    codes = {d.code for d in published.diagnostics}
    assert "transform-unknown-statement" in codes
    hovered = await client.text_document_hover_async(types.HoverParams(
        types.TextDocumentIdentifier(uri), types.Position(0, 6)))
    assert hovered is not None and "| `Total` | (absent) | `2 * 3` |" in hovered.contents.value
    assert "condor_transform_ads reports the error" in hovered.contents.value  # SETT stops it
    completed = await client.text_document_completion_async(types.CompletionParams(
        types.TextDocumentIdentifier(uri), types.Position(3, 14)))
    assert "RequestMemory" in {i.label for i in completed.items}
