"""Definition, references, rename, symbols, folding and links through `condor-ls serve`."""
from __future__ import annotations

from pathlib import Path

import pytest
import pytest_lsp
from lsprotocol import types
from pygls.exceptions import JsonRpcException
from pytest_lsp import ClientServerConfig, client_capabilities

from lsp_helpers import SERVER, RecordingClient, condor_settings, make_client

pytestmark = pytest.mark.asyncio(loop_scope="function")

ROOT = """\
LOCAL_DIR = /var/lib/condor
include : extra.conf
START = $(POOL_START)
"""
EXTRA = "POOL_START = true\n"
SETTINGS = condor_settings(subsystem="SCHEDD")


@pytest_lsp.fixture(config=ClientServerConfig(server_command=SERVER, client_factory=make_client))
async def client(lsp_client: RecordingClient):  # type: ignore[no-untyped-def]
    lsp_client.set_configuration(SETTINGS, section="condorLs")
    result = await lsp_client.initialize_session(types.InitializeParams(
        capabilities=client_capabilities("visual-studio-code"),
        initialization_options={"condorLs": SETTINGS},
    ))
    lsp_client.server_capabilities = result.capabilities  # type: ignore[attr-defined]
    yield
    await lsp_client.shutdown_session()


@pytest.fixture
def config_tree(tmp_path: Path) -> Path:
    (tmp_path / "condor_config").write_text(ROOT)
    (tmp_path / "extra.conf").write_text(EXTRA)
    return tmp_path


def open_doc(client: RecordingClient, path: Path, language_id: str = "htcondor-config") -> str:
    uri = path.as_uri()
    client.text_document_did_open(types.DidOpenTextDocumentParams(
        types.TextDocumentItem(uri=uri, language_id=language_id, version=1, text=path.read_text())))
    return uri


def pos(line: int, character: int) -> types.Position:
    return types.Position(line, character)


def rng(line: int, start: int, end: int) -> types.Range:
    return types.Range(pos(line, start), pos(line, end))


async def test_capabilities(client: RecordingClient) -> None:
    caps = client.server_capabilities  # type: ignore[attr-defined]
    assert caps.definition_provider
    assert caps.references_provider
    assert caps.rename_provider.prepare_provider


async def test_definition_in_an_included_file(client: RecordingClient, config_tree: Path) -> None:
    uri = open_doc(client, config_tree / "condor_config")
    found = await client.text_document_definition_async(types.DefinitionParams(
        types.TextDocumentIdentifier(uri), pos(2, 12)))
    assert found == [types.Location((config_tree / "extra.conf").as_uri(), rng(0, 0, 10))]


async def test_references_across_files(client: RecordingClient, config_tree: Path) -> None:
    uri = open_doc(client, config_tree / "condor_config")
    found = await client.text_document_references_async(types.ReferenceParams(
        context=types.ReferenceContext(include_declaration=True), text_document=types.TextDocumentIdentifier(uri),
        position=pos(2, 12)))
    assert found is not None
    assert sorted((loc.uri, loc.range.start.line, loc.range.start.character) for loc in found) == sorted([
        (uri, 2, 10), ((config_tree / "extra.conf").as_uri(), 0, 0)])


async def test_rename_returns_a_workspace_edit(client: RecordingClient, config_tree: Path) -> None:
    uri = open_doc(client, config_tree / "condor_config")
    prepared = await client.text_document_prepare_rename_async(types.PrepareRenameParams(
        types.TextDocumentIdentifier(uri), pos(2, 12)))
    assert prepared == rng(2, 10, 20)
    edit = await client.text_document_rename_async(types.RenameParams(
        types.TextDocumentIdentifier(uri), pos(2, 12), "SITE_START"))
    assert edit is not None and edit.changes is not None
    assert {k: list(v) for k, v in edit.changes.items()} == {
        uri: [types.TextEdit(rng(2, 10, 20), "SITE_START")],
        (config_tree / "extra.conf").as_uri(): [types.TextEdit(rng(0, 0, 10), "SITE_START")],
    }


async def test_rename_of_a_builtin_is_refused(client: RecordingClient, tmp_path: Path) -> None:
    path = tmp_path / "condor_config"
    path.write_text("X = $(SBIN)/tool\n")
    uri = open_doc(client, path)
    with pytest.raises(JsonRpcException, match="built-in"):
        await client.text_document_prepare_rename_async(types.PrepareRenameParams(
            types.TextDocumentIdentifier(uri), pos(0, 7)))
    with pytest.raises(JsonRpcException, match="built-in"):
        await client.text_document_rename_async(types.RenameParams(
            types.TextDocumentIdentifier(uri), pos(0, 7), "MY_SBIN"))


async def test_submit_definition(client: RecordingClient, tmp_path: Path) -> None:
    path = tmp_path / "job.sub"
    path.write_text("base = /data\ninput = $(base)/in\nqueue\n")
    uri = open_doc(client, path, "htcondor-submit")
    found = await client.text_document_definition_async(types.DefinitionParams(
        types.TextDocumentIdentifier(uri), pos(1, 11)))
    assert found == [types.Location(uri, rng(0, 0, 4))]


async def test_document_symbols_are_nested(client: RecordingClient, tmp_path: Path) -> None:
    path = tmp_path / "condor_config"
    path.write_text("A = 1\nif defined A\n  B = $(A)\nendif\n")
    uri = open_doc(client, path)
    found = await client.text_document_document_symbol_async(types.DocumentSymbolParams(
        types.TextDocumentIdentifier(uri)))
    assert found is not None
    assert [(s.name, s.kind) for s in found] == [("A", types.SymbolKind.Constant),
                                                 ("if defined A", types.SymbolKind.Namespace)]
    block = found[1]
    assert block.range == types.Range(pos(1, 0), pos(3, 5))
    assert [(c.name, c.kind, c.selection_range) for c in block.children] == [
        ("B", types.SymbolKind.Variable, rng(2, 2, 3))]


async def test_workspace_symbols_search_the_config_set(client: RecordingClient, config_tree: Path) -> None:
    open_doc(client, config_tree / "condor_config")
    found = await client.workspace_symbol_async(types.WorkspaceSymbolParams(query="pool"))
    assert found is not None
    assert [(s.name, s.location.uri, s.container_name) for s in found] == [
        ("POOL_START", (config_tree / "extra.conf").as_uri(), "extra.conf")]


async def test_folding_ranges(client: RecordingClient, tmp_path: Path) -> None:
    path = tmp_path / "condor_config"
    path.write_text("# a\n# b\nif true\n  A = 1\nelse\n  B = 2\nendif\n")
    uri = open_doc(client, path)
    found = await client.text_document_folding_range_async(types.FoldingRangeParams(
        types.TextDocumentIdentifier(uri)))
    assert found is not None
    assert [(f.start_line, f.end_line, f.kind) for f in found] == [
        (0, 1, types.FoldingRangeKind.Comment),
        (2, 3, types.FoldingRangeKind.Region),
        (4, 5, types.FoldingRangeKind.Region),
    ]


async def test_document_links(client: RecordingClient, config_tree: Path) -> None:
    uri = open_doc(client, config_tree / "condor_config")
    found = await client.text_document_document_link_async(types.DocumentLinkParams(
        types.TextDocumentIdentifier(uri)))
    assert found is not None
    assert [(link.range, link.target) for link in found] == [
        (rng(1, 10, 20), (config_tree / "extra.conf").as_uri())]


async def test_nothing_to_rename_is_null(client: RecordingClient, tmp_path: Path) -> None:
    path = tmp_path / "condor_config"
    path.write_text("# just a comment\n")
    uri = open_doc(client, path)
    assert await client.text_document_prepare_rename_async(types.PrepareRenameParams(
        types.TextDocumentIdentifier(uri), pos(0, 3))) is None
    assert await client.text_document_rename_async(types.RenameParams(
        types.TextDocumentIdentifier(uri), pos(0, 3), "X")) is None


async def test_document_highlight(client: RecordingClient, tmp_path: Path) -> None:
    path = tmp_path / "condor_config"
    path.write_text("A = 1\nB = $(A)\n")
    uri = open_doc(client, path)
    found = await client.text_document_document_highlight_async(types.DocumentHighlightParams(
        types.TextDocumentIdentifier(uri), pos(1, 6)))
    assert found is not None
    assert [(h.range, h.kind) for h in found] == [(rng(0, 0, 1), types.DocumentHighlightKind.Write),
                                                  (rng(1, 6, 7), types.DocumentHighlightKind.Read)]
