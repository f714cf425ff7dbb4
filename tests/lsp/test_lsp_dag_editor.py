"""The DAG editor features through a real `condor-ls serve`: definition, references, highlights,
rename (and its refusals), hover, completion (and its documentation), outline, folding,
links, semantic tokens, and the VARS link from a submit file to the DAG lines that give its
macros."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest
import pytest_lsp
from lsprotocol import types
from pygls.exceptions import JsonRpcException
from pytest_lsp import ClientServerConfig, client_capabilities

from lsp_helpers import SERVER, RecordingClient, condor_settings, make_client

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from dag_editor_support import MAIN, MORE, tree  # noqa: E402

pytestmark = pytest.mark.asyncio(loop_scope="function")

SETTINGS = condor_settings()


@pytest_lsp.fixture(config=ClientServerConfig(server_command=SERVER, client_factory=make_client))
async def client(lsp_client: RecordingClient):  # type: ignore[no-untyped-def]
    lsp_client.set_configuration(SETTINGS, section="condorLs")
    await lsp_client.initialize_session(types.InitializeParams(
        capabilities=client_capabilities("visual-studio-code"),
        initialization_options={"condorLs": SETTINGS},
    ))
    yield
    await lsp_client.shutdown_session()


def open_doc(client: RecordingClient, path: Path, language_id: str = "htcondor-dag", text: str | None = None) -> str:
    uri = path.as_uri()
    client.text_document_did_open(types.DidOpenTextDocumentParams(types.TextDocumentItem(
        uri=uri, language_id=language_id, version=1, text=path.read_text() if text is None else text)))
    return uri


def pos(text: str, needle: str, plus: int = 0, nth: int = 0) -> types.Position:
    index = -1
    for _ in range(nth + 1):
        index = text.index(needle, index + 1)
    index += plus
    return types.Position(text.count("\n", 0, index), index - (text.rfind("\n", 0, index) + 1))


def span(text: str, needle: str, plus: int, length: int, nth: int = 0) -> types.Range:
    start = pos(text, needle, plus, nth)
    return types.Range(start, types.Position(start.line, start.character + length))


def doc_id(uri: str) -> types.TextDocumentIdentifier:
    return types.TextDocumentIdentifier(uri)


async def test_definition_references_and_highlights(client: RecordingClient, tmp_path: Path) -> None:
    tree(tmp_path)
    uri = open_doc(client, tmp_path / "main.dag")
    found = await client.text_document_definition_async(types.DefinitionParams(doc_id(uri), pos(MAIN, "PARENT A", 7)))
    assert found == [types.Location(uri, span(MAIN, "JOB A", 4, 1))]
    found = await client.text_document_definition_async(types.DefinitionParams(doc_id(uri), pos(MAIN, "b.sub", 1)))
    assert found == [types.Location((tmp_path / "bdir" / "b.sub").as_uri(),
                                    types.Range(types.Position(0, 0), types.Position(0, 0)))]
    refs = await client.text_document_references_async(types.ReferenceParams(
        context=types.ReferenceContext(include_declaration=False), text_document=doc_id(uri),
        position=pos(MAIN, "JOB A", 4)))
    assert refs is not None
    assert [(loc.uri.rsplit("/", 1)[-1], loc.range.start.line) for loc in refs] == [
        ("main.dag", 9), ("main.dag", 12), ("main.dag", 15), ("main.dag", 17), ("more.dag", 1)]
    lights = await client.text_document_document_highlight_async(types.DocumentHighlightParams(
        doc_id(uri), pos(MAIN, "CHILD S", 6)))
    assert lights is not None
    assert [(h.range.start.line, h.kind) for h in lights] == [
        (8, types.DocumentHighlightKind.Write), (11, types.DocumentHighlightKind.Read)]


async def test_definition_from_an_included_file(client: RecordingClient, tmp_path: Path) -> None:
    tree(tmp_path)
    uri = open_doc(client, tmp_path / "more.dag")
    found = await client.text_document_definition_async(types.DefinitionParams(doc_id(uri), pos(MORE, "PARENT A", 7)))
    assert found == [types.Location((tmp_path / "main.dag").as_uri(), span(MAIN, "JOB A", 4, 1))]


async def test_rename_and_its_refusals(client: RecordingClient, tmp_path: Path) -> None:
    tree(tmp_path)
    uri = open_doc(client, tmp_path / "main.dag")
    prepared = await client.text_document_prepare_rename_async(types.PrepareRenameParams(
        doc_id(uri), pos(MAIN, "VARS A", 5)))
    assert prepared == span(MAIN, "VARS A", 5, 1)
    edit = await client.text_document_rename_async(types.RenameParams(doc_id(uri), pos(MAIN, "VARS A", 5), "first"))
    assert edit is not None and edit.changes is not None
    more = (tmp_path / "more.dag").as_uri()
    assert sorted(edit.changes) == sorted([uri, more])
    assert [e.range.start.line for e in edit.changes[uri]] == [1, 9, 12, 15, 17]
    assert list(edit.changes[more]) == [types.TextEdit(span(MORE, "PARENT A", 7, 1), "first")]
    with pytest.raises(JsonRpcException, match="ALL_NODES is a keyword"):
        await client.text_document_prepare_rename_async(types.PrepareRenameParams(doc_id(uri), pos(MAIN, "ALL_NODES", 2)))
    with pytest.raises(JsonRpcException, match="already a node B"):
        await client.text_document_rename_async(types.RenameParams(doc_id(uri), pos(MAIN, "JOB A", 4), "B"))


async def test_hover_on_a_node_and_a_command(client: RecordingClient, tmp_path: Path) -> None:
    tree(tmp_path)
    uri = open_doc(client, tmp_path / "main.dag")
    found = await client.text_document_hover_async(types.HoverParams(doc_id(uri), pos(MAIN, "PARENT B", 7)))
    assert found is not None and isinstance(found.contents, types.MarkupContent)
    assert found.contents.value.startswith("**JOB B**")
    assert "Parents: `A`  \nChildren: `D`" in found.contents.value and "RETRY 3 (not after exit 2)" in found.contents.value
    assert found.range == span(MAIN, "PARENT B", 7, 1)
    found = await client.text_document_hover_async(types.HoverParams(doc_id(uri), pos(MAIN, "RETRY", 1)))
    assert found is not None and "RETRY <node> <max retries> [UNLESS-EXIT <code>]" in found.contents.value


async def test_completion_with_documentation(client: RecordingClient, tmp_path: Path) -> None:
    tree(tmp_path)
    text = MAIN + "PARENT A CHILD "
    uri = open_doc(client, tmp_path / "main.dag", text=text)
    found = await client.text_document_completion_async(types.CompletionParams(doc_id(uri), pos(text, "CHILD ", 6, 1)))
    assert found is not None
    assert sorted(i.label for i in found.items) == ["A", "B", "C", "D", "E", "S"]
    text2 = MAIN + "RETRY A 2 U"
    uri2 = open_doc(client, tmp_path / "other.dag", text=text2)
    found = await client.text_document_completion_async(types.CompletionParams(doc_id(uri2), pos(text2, " U", 2)))
    assert found is not None and [i.label for i in found.items] == ["UNLESS-EXIT"]
    resolved = await client.completion_item_resolve_async(found.items[0])
    assert isinstance(resolved.documentation, types.MarkupContent)
    assert resolved.documentation.value.startswith("`UNLESS-EXIT <value>`")


async def test_outline_folding_links_and_tokens(client: RecordingClient, tmp_path: Path) -> None:
    tree(tmp_path)
    uri = open_doc(client, tmp_path / "main.dag")
    symbols = await client.text_document_document_symbol_async(types.DocumentSymbolParams(doc_id(uri)))
    assert symbols is not None
    assert [(s.name, s.kind, s.detail) for s in symbols][:5] == [
        ("A", types.SymbolKind.Class, "a.sub"), ("B", types.SymbolKind.Class, "b.sub · after A"),
        ("C", types.SymbolKind.Class, "a.sub · after A"), ("D", types.SymbolKind.Class, "inline description · after B, C"),
        ("S", types.SymbolKind.Module, "side.dag (DIR side)")]
    folds = await client.text_document_folding_range_async(types.FoldingRangeParams(doc_id(uri)))
    assert folds is not None and [(f.start_line, f.end_line) for f in folds] == [(4, 6)]
    links = await client.text_document_document_link_async(types.DocumentLinkParams(doc_id(uri)))
    assert links is not None
    assert [(link.range.start.line, link.target.rsplit("/", 1)[-1]) for link in links] == [
        (1, "a.sub"), (2, "b.sub"), (3, "a.sub"), (8, "side.dag"), (15, "pre.sh"), (16, "more.dag")]
    tokens = await client.text_document_semantic_tokens_full_async(types.SemanticTokensParams(doc_id(uri)))
    assert tokens is not None and len(tokens.data) > 5 * 40


async def test_vars_reach_the_submit_file(client: RecordingClient, tmp_path: Path) -> None:
    tree(tmp_path)
    sub = (tmp_path / "a.sub").read_text()
    uri = open_doc(client, tmp_path / "a.sub", "htcondor-submit")
    found = await client.text_document_hover_async(types.HoverParams(doc_id(uri), pos(sub, "seed", 1)))
    assert found is not None
    assert "- node `A`: `1` (main.dag line 13; prepended)" in found.contents.value
    assert "- node `E`: `5` (more.dag line 3; APPEND: replaces this file's value)" in found.contents.value
    places = await client.text_document_definition_async(types.DefinitionParams(doc_id(uri), pos(sub, "seed", 1)))
    assert places == [types.Location((tmp_path / "main.dag").as_uri(), span(MAIN, "seed", 0, 4)),
                      types.Location((tmp_path / "more.dag").as_uri(), span(MORE, "seed", 0, 4))]
    # an edit of the DAG buffer (not saved) is what the submit file's hover shows
    dag_uri = open_doc(client, tmp_path / "main.dag", text=MAIN.replace('seed="1"', 'seed="42"'))
    assert dag_uri
    found = await client.text_document_hover_async(types.HoverParams(doc_id(uri), pos(sub, "seed", 1)))
    assert found is not None and "- node `A`: `42`" in found.contents.value


#: the DAG rules on: their analysis builds the model the requests then reuse
DAG_RULES = condor_settings(rules={"disable": []})
DAG_RULES["rules"]["disable"] = [r for r in DAG_RULES["rules"]["disable"] if not r.startswith("dag")]


@pytest_lsp.fixture(config=ClientServerConfig(server_command=SERVER, client_factory=make_client))
async def dag_client(lsp_client: RecordingClient):  # type: ignore[no-untyped-def]
    lsp_client.set_configuration(DAG_RULES, section="condorLs")
    await lsp_client.initialize_session(types.InitializeParams(
        capabilities=client_capabilities("visual-studio-code"),
        initialization_options={"condorLs": DAG_RULES},
    ))
    yield
    await lsp_client.shutdown_session()


async def test_requests_right_after_an_edit_see_the_edit(dag_client: RecordingClient, tmp_path: Path) -> None:
    tree(tmp_path)
    uri = open_doc(dag_client, tmp_path / "main.dag")
    first = await dag_client.text_document_hover_async(types.HoverParams(doc_id(uri), pos(MAIN, "RETRY B", 6)))
    assert first is not None and "RETRY 3" in first.contents.value
    # change the retry count and ask at once: the answer is about the new text
    start = pos(MAIN, "RETRY B 3", 8)
    dag_client.text_document_did_change(types.DidChangeTextDocumentParams(
        types.VersionedTextDocumentIdentifier(uri=uri, version=2),
        [types.TextDocumentContentChangePartial(
            range=types.Range(start, types.Position(start.line, start.character + 1)), text="7")]))
    after = await dag_client.text_document_hover_async(types.HoverParams(doc_id(uri), pos(MAIN, "RETRY B", 6)))
    assert after is not None and "RETRY 7" in after.contents.value
    found = await dag_client.text_document_references_async(types.ReferenceParams(
        context=types.ReferenceContext(include_declaration=True), text_document=doc_id(uri),
        position=pos(MAIN, "RETRY B", 6)))
    assert found is not None and len(found) == 4
