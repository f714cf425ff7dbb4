"""Python documents through a real `condor-ls serve`: a script using the bindings gets
diagnostics, hover and completion inside its HTCondor strings; a stock Python file beside it gets
nothing published, and everything outside the strings is left to the user's Python server."""
from __future__ import annotations

import asyncio

import pytest
import pytest_lsp
from lsprotocol import types
from pytest_lsp import ClientServerConfig, client_capabilities

from lsp_helpers import SERVER, TIMEOUT, RecordingClient, make_client, wait_until

pytestmark = pytest.mark.asyncio(loop_scope="function")

SCRIPT = '''import htcondor2 as htcondor

schedd = htcondor.Schedd()
ads = schedd.query("RequestMemory > 1024 && ifThenElze(true, 1, 2)", projection=["Owner", "RemotHost"])
sub = htcondor.Submit({"executable": "run.sh", "request_memroy": "2GB"})
'''
STOCK = '''import os

def listing(path):
    return sorted(os.listdir(path))
'''
SCRIPT_URI = "file:///tmp/condor-ls-test/jobs.py"
STOCK_URI = "file:///tmp/condor-ls-test/stock.py"


@pytest_lsp.fixture(config=ClientServerConfig(server_command=SERVER, client_factory=make_client))
async def client(lsp_client: RecordingClient):  # type: ignore[no-untyped-def]
    lsp_client.set_configuration({"diagnostics": {"debounce": 50}}, section="condorLs")
    await lsp_client.initialize_session(types.InitializeParams(capabilities=client_capabilities("visual-studio-code")))
    yield
    await lsp_client.shutdown_session()


def open_python(client: RecordingClient, uri: str, text: str) -> None:
    client.text_document_did_open(types.DidOpenTextDocumentParams(
        types.TextDocumentItem(uri=uri, language_id="python", version=1, text=text)))


async def settled(client: RecordingClient, uri: str) -> None:
    """Wait for the pending analysis of ``uri`` (a code-action request answers after it)."""
    await asyncio.wait_for(client.text_document_code_action_async(types.CodeActionParams(
        text_document=types.TextDocumentIdentifier(uri),
        range=types.Range(types.Position(0, 0), types.Position(0, 0)),
        context=types.CodeActionContext(diagnostics=[]))), TIMEOUT)


def position(text: str, needle: str, delta: int = 0) -> types.Position:
    at = text.index(needle) + delta
    line = text.count("\n", 0, at)
    return types.Position(line, at - (text.rfind("\n", 0, at) + 1))


async def test_script_diagnostics_and_nothing_for_a_stock_python_file(client: RecordingClient) -> None:
    open_python(client, STOCK_URI, STOCK)
    open_python(client, SCRIPT_URI, SCRIPT)
    params = await wait_until(lambda: client.diagnostics.get(SCRIPT_URI), "diagnostics of the script")
    found = {(d.code, d.range.start.line, d.range.start.character, d.range.end.character) for d in params}
    expect = {
        ("submit-unknown-function", *_cols(SCRIPT, "ifThenElze")),
        ("python-attribute-name", *_cols(SCRIPT, "RemotHost")),
        ("unknown-command", *_cols(SCRIPT, "request_memroy")),
        # the job-ad model: condor_submit takes request_<name> as a custom resource, whose
        # value `2GB` is no expression (SetRequestResources)
        ("submit-error", *_cols(SCRIPT, "request_memroy")),
    }
    assert found == expect
    await settled(client, STOCK_URI)
    assert not [p for p in client.published if p.uri == STOCK_URI]

    # a quick fix of the script, written back into the Python string
    actions = await client.text_document_code_action_async(types.CodeActionParams(
        text_document=types.TextDocumentIdentifier(SCRIPT_URI),
        range=types.Range(position(SCRIPT, "request_memroy"), position(SCRIPT, "request_memroy")),
        context=types.CodeActionContext(diagnostics=[])))
    titles = {a.title: a for a in actions if isinstance(a, types.CodeAction)}
    edit = titles["change to request_memory"].edit.changes[SCRIPT_URI][0]
    assert edit.new_text == "request_memory" and edit.range.start == position(SCRIPT, "request_memroy")


async def test_removing_the_import_clears_and_stops_publishing(client: RecordingClient) -> None:
    open_python(client, SCRIPT_URI, SCRIPT)
    await wait_until(lambda: client.diagnostics.get(SCRIPT_URI), "diagnostics of the script")
    client.text_document_did_change(types.DidChangeTextDocumentParams(
        text_document=types.VersionedTextDocumentIdentifier(uri=SCRIPT_URI, version=2),
        content_changes=[types.TextDocumentContentChangePartial(
            range=types.Range(types.Position(0, 0), types.Position(0, 28)), text="import os")]))
    await wait_until(lambda: [p for p in client.published if p.uri == SCRIPT_URI and not p.diagnostics],
                     "diagnostics cleared")
    count = len([p for p in client.published if p.uri == SCRIPT_URI])
    client.text_document_did_change(types.DidChangeTextDocumentParams(
        text_document=types.VersionedTextDocumentIdentifier(uri=SCRIPT_URI, version=3),
        content_changes=[types.TextDocumentContentChangePartial(
            range=types.Range(types.Position(1, 0), types.Position(1, 0)), text="# a comment\n")]))
    await settled(client, SCRIPT_URI)
    assert len([p for p in client.published if p.uri == SCRIPT_URI]) == count


async def test_hover_and_completion_only_inside_understood_strings(client: RecordingClient) -> None:
    open_python(client, SCRIPT_URI, SCRIPT)
    open_python(client, STOCK_URI, STOCK)
    hover = await client.text_document_hover_async(types.HoverParams(
        types.TextDocumentIdentifier(SCRIPT_URI), position(SCRIPT, "RequestMemory", 3)))
    assert hover is not None and "RequestMemory" in hover.contents.value and "Sample value" in hover.contents.value
    assert hover.range.start == position(SCRIPT, "RequestMemory")
    hover = await client.text_document_hover_async(types.HoverParams(
        types.TextDocumentIdentifier(SCRIPT_URI), position(SCRIPT, "> 1024")))
    assert hover is not None and "Evaluates to" in hover.contents.value
    for uri, text, needle in ((SCRIPT_URI, SCRIPT, "schedd ="), (STOCK_URI, STOCK, "listdir")):
        outside = await client.text_document_hover_async(types.HoverParams(
            types.TextDocumentIdentifier(uri), position(text, needle, 2)))
        assert outside is None
        listed = await client.text_document_completion_async(types.CompletionParams(
            types.TextDocumentIdentifier(uri), position(text, needle, 2)))
        assert listed is None

    listed = await client.text_document_completion_async(types.CompletionParams(
        types.TextDocumentIdentifier(SCRIPT_URI), position(SCRIPT, "RequestMemory", 7)))
    labels = [i.label for i in listed.items]
    assert "RequestMemory" in labels and "RequestCpus" in labels
    assert listed.items[0].text_edit.range.start == position(SCRIPT, "RequestMemory")
    listed = await client.text_document_completion_async(types.CompletionParams(
        types.TextDocumentIdentifier(SCRIPT_URI), position(SCRIPT, "request_memroy", 8)))
    assert "request_memory" in [i.label for i in listed.items]

    # the other features leave Python documents to the user's Python server
    tokens = await client.text_document_semantic_tokens_full_async(types.SemanticTokensParams(
        types.TextDocumentIdentifier(SCRIPT_URI)))
    assert tokens is None or not tokens.data
    symbols = await client.text_document_document_symbol_async(types.DocumentSymbolParams(
        types.TextDocumentIdentifier(SCRIPT_URI)))
    assert not symbols


def _cols(text: str, needle: str) -> tuple[int, int, int]:
    start = position(text, needle)
    return start.line, start.character, start.character + len(needle)
