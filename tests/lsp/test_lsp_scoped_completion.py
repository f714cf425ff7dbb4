"""Completion right after ``MY.``/``TARGET.`` through a real `condor-ls serve`: the editor asks
when ``.`` is typed (a trigger character), with the document as it is after that keystroke."""
from __future__ import annotations

from pathlib import Path

import pytest
import pytest_lsp
from lsprotocol import types
from pytest_lsp import ClientServerConfig, client_capabilities

from lsp_helpers import SERVER, RecordingClient, condor_settings, make_client

pytestmark = pytest.mark.asyncio(loop_scope="function")


@pytest_lsp.fixture(config=ClientServerConfig(server_command=SERVER, client_factory=make_client))
async def client(lsp_client: RecordingClient):  # type: ignore[no-untyped-def]
    lsp_client.set_configuration(condor_settings(), section="condorLs")
    await lsp_client.initialize_session(types.InitializeParams(
        capabilities=client_capabilities("visual-studio-code"),
        initialization_options={"condorLs": condor_settings()},
    ))
    yield
    await lsp_client.shutdown_session()


def open_doc(client: RecordingClient, uri: str, text: str, language_id: str) -> None:
    client.text_document_did_open(types.DidOpenTextDocumentParams(
        types.TextDocumentItem(uri=uri, language_id=language_id, version=1, text=text)))


def type_dot(client: RecordingClient, uri: str, line: int, character: int) -> None:
    """The keystroke: a ``.`` inserted at (line, character)."""
    position = types.Position(line, character)
    client.text_document_did_change(types.DidChangeTextDocumentParams(
        types.VersionedTextDocumentIdentifier(uri=uri, version=2),
        [types.TextDocumentContentChangePartial(range=types.Range(position, position), text=".")]))


async def complete_after_dot(client: RecordingClient, uri: str, line: int, character: int) -> types.CompletionList:
    type_dot(client, uri, line, character)
    result = await client.text_document_completion_async(types.CompletionParams(
        types.TextDocumentIdentifier(uri), types.Position(line, character + 1),
        types.CompletionContext(types.CompletionTriggerKind.TriggerCharacter, trigger_character=".")))
    assert isinstance(result, types.CompletionList)
    return result


@pytest.mark.parametrize(("name", "language", "text", "line", "expected", "absent"), [
    ("condor_config", "htcondor-config", "START = TARGET\n", 0, "RequestMemory", "KeyboardIdle"),
    ("condor_config", "htcondor-config", "START = KeyboardIdle > 600 && \\\n    MY\n", 1, "KeyboardIdle", "START"),
    ("condor_config", "htcondor-config", "START @=end\n  TARGET\n@end\n", 1, "RequestMemory", "KeyboardIdle"),
    ("condor_config", "htcondor-config", "HasScratch = True\nSTARTD_ATTRS = HasScratch\nSTART = MY\n", 2,
     "HasScratch", "RequestMemory"),
    ("job.sub", "htcondor-submit", "executable = a\nrequirements = TARGET\nqueue\n", 1, "Memory", "RequestMemory"),
    ("rules.xform", "htcondor-transform", "EVALSET Bigger MY\n", 0, "RequestMemory", "KeyboardIdle"),
])
async def test_the_ad_is_offered_when_the_dot_is_typed(client: RecordingClient, tmp_path: Path, name: str,
                                                       language: str, text: str, line: int, expected: str,
                                                       absent: str) -> None:
    uri = (tmp_path / name).as_uri()
    open_doc(client, uri, text, language)
    character = len(text.splitlines()[line])
    result = await complete_after_dot(client, uri, line, character)
    labels = {item.label for item in result.items}
    assert expected in labels and absent not in labels
    assert not result.is_incomplete  # the whole ad, so the editor can filter without asking again
    item = next(i for i in result.items if i.label == expected)
    cursor = types.Position(line, character + 1)
    assert item.text_edit.range == types.Range(cursor, cursor)  # inserted after the dot, nothing replaced
