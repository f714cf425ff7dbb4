"""Hover, completion and signature help through a real `condor-ls serve` subprocess."""
from __future__ import annotations

from pathlib import Path

import pytest
import pytest_lsp
from lsprotocol import types
from pytest_lsp import ClientServerConfig, client_capabilities

from lsp_helpers import SERVER, RecordingClient, condor_settings, make_client

pytestmark = pytest.mark.asyncio(loop_scope="function")

CONFIG = """MINUTE = 60
StartIdleTime = 15 * $(MINUTE)
START = KeyboardIdle > $(StartIdleTime) && TARGET.Owner != "bob"
X = regexp("a,(", 
"""


@pytest_lsp.fixture(config=ClientServerConfig(server_command=SERVER, client_factory=make_client))
async def client(lsp_client: RecordingClient):  # type: ignore[no-untyped-def]
    lsp_client.set_configuration(condor_settings(), section="condorLs")
    result = await lsp_client.initialize_session(types.InitializeParams(
        capabilities=client_capabilities("visual-studio-code"),
        initialization_options={"condorLs": condor_settings()},
    ))
    lsp_client.server_capabilities = result.capabilities  # type: ignore[attr-defined]
    yield
    await lsp_client.shutdown_session()


def open_doc(client: RecordingClient, uri: str, text: str, language_id: str = "htcondor-config") -> None:
    client.text_document_did_open(types.DidOpenTextDocumentParams(
        types.TextDocumentItem(uri=uri, language_id=language_id, version=1, text=text)))


def uri_in(tmp_path: Path, name: str) -> str:
    return (tmp_path / name).as_uri()


async def test_capabilities_advertise_the_features(client: RecordingClient) -> None:
    caps = client.server_capabilities  # type: ignore[attr-defined]
    assert caps.hover_provider
    assert set(caps.completion_provider.trigger_characters) == {"$", "(", ".", ":"}
    assert caps.completion_provider.resolve_provider
    assert set(caps.signature_help_provider.trigger_characters) == {"(", ","}


async def test_hover_on_start_shows_expansion_and_evaluation(client: RecordingClient, tmp_path: Path) -> None:
    uri = uri_in(tmp_path, "condor_config")
    open_doc(client, uri, CONFIG)
    result = await client.text_document_hover_async(types.HoverParams(
        types.TextDocumentIdentifier(uri), types.Position(2, 2)))
    assert result is not None
    text = result.contents.value
    assert "KeyboardIdle > 15 * 60" in text  # the expanded value
    assert "**Evaluates to** `true`" in text
    assert "KeyboardIdle (1500) > 15 * 60 (900)" in text
    assert result.range == types.Range(types.Position(2, 0), types.Position(2, 5))


async def test_hover_on_a_sub_expression_uses_utf16_positions(client: RecordingClient, tmp_path: Path) -> None:
    uri = uri_in(tmp_path, "condor_config")
    text = 'START = "é😀" != Name && KeyboardIdle > 10\n'
    open_doc(client, uri, text)
    column = len(text[: text.index("KeyboardIdle")].encode("utf-16-le")) // 2
    result = await client.text_document_hover_async(types.HoverParams(
        types.TextDocumentIdentifier(uri), types.Position(0, column + 2)))
    assert result is not None and "**KeyboardIdle**" in result.contents.value
    assert result.range.start == types.Position(0, column)
    assert result.range.end == types.Position(0, column + len("KeyboardIdle"))


async def test_completion_of_target_attributes(client: RecordingClient, tmp_path: Path) -> None:
    uri = uri_in(tmp_path, "condor_config")
    open_doc(client, uri, "START = TARGET.Req\n")
    result = await client.text_document_completion_async(types.CompletionParams(
        types.TextDocumentIdentifier(uri), types.Position(0, 18)))
    labels = {item.label for item in result.items}
    assert {"RequestMemory", "RequestCpus"} <= labels and "KeyboardIdle" not in labels
    item = next(i for i in result.items if i.label == "RequestMemory")
    assert item.text_edit.range == types.Range(types.Position(0, 15), types.Position(0, 18))


async def test_completion_items_are_light_and_resolve_fills_in_documentation(
        client: RecordingClient, tmp_path: Path) -> None:
    uri = uri_in(tmp_path, "condor_config")
    open_doc(client, uri, "A = 1\nSTA\n")
    result = await client.text_document_completion_async(types.CompletionParams(
        types.TextDocumentIdentifier(uri), types.Position(1, 3)))
    assert result.items and all(item.documentation is None for item in result.items)
    start = next(i for i in result.items if i.label == "START")
    assert start.detail == "classad" and start.data == ["knob", "START"]
    resolved = await client.completion_item_resolve_async(start)
    assert resolved.label == "START" and resolved.detail == "classad"
    assert resolved.documentation.kind == types.MarkupKind.Markdown and "slot" in resolved.documentation.value
    assert resolved.text_edit == start.text_edit and resolved.sort_text == start.sort_text

    open_doc(client, uri_in(tmp_path, "other"), "START = TARGET.RequestMem\n")
    attrs = await client.text_document_completion_async(types.CompletionParams(
        types.TextDocumentIdentifier(uri_in(tmp_path, "other")), types.Position(0, 25)))
    memory = next(i for i in attrs.items if i.label == "RequestMemory")
    resolved = await client.completion_item_resolve_async(memory)
    assert "RequestMemory" in resolved.documentation.value

    keyword = types.CompletionItem(label="include")  # no key: returned as it came
    assert (await client.completion_item_resolve_async(keyword)).documentation is None
    bogus = types.CompletionItem(label="X", data=["knob", "NO_SUCH_KNOB_AT_ALL"])
    assert (await client.completion_item_resolve_async(bogus)).documentation is None


async def test_completion_of_functions_is_a_snippet(client: RecordingClient, tmp_path: Path) -> None:
    uri = uri_in(tmp_path, "condor_config")
    open_doc(client, uri, "START = strc\n")
    result = await client.text_document_completion_async(types.CompletionParams(
        types.TextDocumentIdentifier(uri), types.Position(0, 12)))
    item = next(i for i in result.items if i.label == "strcat")
    assert item.insert_text_format == types.InsertTextFormat.Snippet
    assert item.text_edit.new_text.startswith("strcat(${1:")


async def test_signature_help_counts_commas(client: RecordingClient, tmp_path: Path) -> None:
    uri = uri_in(tmp_path, "condor_config")
    open_doc(client, uri, CONFIG)
    result = await client.text_document_signature_help_async(types.SignatureHelpParams(
        types.TextDocumentIdentifier(uri), types.Position(3, len('X = regexp("a,(", '))))
    assert result is not None
    assert result.signatures[result.active_signature].label.startswith("regexp(")
    assert result.active_parameter == 1  # the comma and parenthesis inside the string do not count


async def test_submit_hover_and_completion(client: RecordingClient, tmp_path: Path) -> None:
    uri = uri_in(tmp_path, "job.sub")
    open_doc(client, uri, 'requirements = Memory > 100000\nrequest_\nqueue\n', "htcondor-submit")
    hovered = await client.text_document_hover_async(types.HoverParams(
        types.TextDocumentIdentifier(uri), types.Position(0, 3)))
    assert hovered is not None
    assert "**Evaluates to** `false`" in hovered.contents.value
    assert "Memory (15872) > 100000" in hovered.contents.value
    completed = await client.text_document_completion_async(types.CompletionParams(
        types.TextDocumentIdentifier(uri), types.Position(1, 8)))
    assert "request_memory" in {i.label for i in completed.items}


async def test_unknown_document_and_garbage_positions(client: RecordingClient, tmp_path: Path) -> None:
    uri = uri_in(tmp_path, "condor_config")
    missing = await client.text_document_hover_async(types.HoverParams(
        types.TextDocumentIdentifier(uri_in(tmp_path, "nothing")), types.Position(0, 0)))
    assert missing is None
    open_doc(client, uri, "A = 1\n")
    far = await client.text_document_hover_async(types.HoverParams(
        types.TextDocumentIdentifier(uri), types.Position(99, 99)))
    assert far is None
    completed = await client.text_document_completion_async(types.CompletionParams(
        types.TextDocumentIdentifier(uri), types.Position(99, 99)))
    assert completed is not None
