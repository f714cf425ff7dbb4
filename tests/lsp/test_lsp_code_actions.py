"""Quick fixes over LSP: textDocument/codeAction returns the fixes of the published findings."""
from __future__ import annotations

import pytest
import pytest_lsp
from lsprotocol import types
from pytest_lsp import ClientServerConfig, client_capabilities

from condor_ls.analysis.rules.registry import load_rules
from lsp_helpers import SERVER, RecordingClient, make_client, wait_until

pytestmark = pytest.mark.asyncio(loop_scope="function")

WANTED = ("undefined-comparison", "expr-syntax")
URI = "file:///tmp/condor-ls-code-actions/condor_config"


def settings() -> dict[str, object]:
    return {"diagnostics": {"debounce": 20},
            "rules": {"disable": sorted(set(load_rules()) - set(WANTED))}}


@pytest_lsp.fixture(config=ClientServerConfig(server_command=SERVER, client_factory=make_client))
async def client(lsp_client: RecordingClient):  # type: ignore[no-untyped-def]
    lsp_client.set_configuration(settings(), section="condorLs")
    result = await lsp_client.initialize_session(types.InitializeParams(
        capabilities=client_capabilities("visual-studio-code"),
        initialization_options={"condorLs": settings()},
    ))
    lsp_client.initialize_result = result  # type: ignore[attr-defined]
    yield
    await lsp_client.shutdown_session()


def open_doc(client: RecordingClient, text: str) -> None:
    client.text_document_did_open(types.DidOpenTextDocumentParams(
        types.TextDocumentItem(uri=URI, language_id="htcondor-config", version=1, text=text)))


async def actions(client: RecordingClient, start: tuple[int, int], end: tuple[int, int],
                  only: list[types.CodeActionKind] | None = None) -> list[types.CodeAction]:
    result = await client.text_document_code_action_async(types.CodeActionParams(
        text_document=types.TextDocumentIdentifier(uri=URI),
        range=types.Range(types.Position(*start), types.Position(*end)),
        context=types.CodeActionContext(diagnostics=[], only=only)))
    return [a for a in (result or []) if isinstance(a, types.CodeAction)]


async def test_server_advertises_quick_fixes(client: RecordingClient) -> None:
    provider = client.initialize_result.capabilities.code_action_provider  # type: ignore[attr-defined]
    assert isinstance(provider, types.CodeActionOptions)
    assert [getattr(k, "value", k) for k in provider.code_action_kinds or ()] == ["quickfix"]
    open_doc(client, "START = TARGET.Foo == UNDEFINED\n")
    await wait_until(lambda: client.diagnostics.get(URI), "diagnostics")
    assert await actions(client, (0, 0), (0, 0)) == []  # nothing to fix at the line start


async def test_operator_fix_with_utf16_columns(client: RecordingClient) -> None:
    # "é" is two bytes but one UTF-16 unit: the edit must land on the operator anyway
    text = 'START = Owner == "é" && TARGET.Foo == UNDEFINED\n'
    open_doc(client, text)
    await wait_until(lambda: any(d.code == "undefined-comparison" for d in client.diagnostics.get(URI, [])),
                     "the undefined-comparison finding")
    column = text.index("== UNDEFINED")
    (action,) = await actions(client, (0, column + 1), (0, column + 1))
    assert action.title == "use `=?=`" and action.kind == types.CodeActionKind.QuickFix
    assert action.is_preferred and action.diagnostics and action.diagnostics[0].code == "undefined-comparison"
    (edit,) = action.edit.changes[URI]
    assert edit.new_text == "=?="
    assert edit.range == types.Range(types.Position(0, column), types.Position(0, column + 2))
    assert await actions(client, (0, column), (0, column + 2), only=[types.CodeActionKind.Refactor]) == []


async def test_missing_parenthesis_fix_at_the_macro_definition(client: RecordingClient) -> None:
    text = "MachineBusy = (LoadAvg > 1 || KeyboardIdle < 60\nSUSPEND = $(MachineBusy)\n"
    open_doc(client, text)
    await wait_until(lambda: any(d.code == "expr-syntax" for d in client.diagnostics.get(URI, [])),
                     "the expr-syntax finding")
    found = await actions(client, (0, 14), (0, 15))
    (action,) = [a for a in found if "add `)`" in a.title]
    (edit,) = action.edit.changes[URI]
    end = len("MachineBusy = (LoadAvg > 1 || KeyboardIdle < 60")
    assert edit.new_text == ")" and edit.range.start == types.Position(0, end) == edit.range.end
