"""Expression intelligence through a real `condor-ls serve`: completion, hover, signature help and
semantic tokens in helper macros (evaluated as part of the knob that uses them) and in submit
expressions (the job as MY, the machine as TARGET), and the attribute-name diagnostics."""
from __future__ import annotations

from pathlib import Path

import pytest
import pytest_lsp
from lsprotocol import types
from pytest_lsp import ClientServerConfig, client_capabilities

from condor_ls.analysis.presentation.semantic_tokens import decode

from lsp_helpers import SERVER, RecordingClient, condor_settings, make_client, wait_until

pytestmark = pytest.mark.asyncio(loop_scope="function")

POLICY = """\
MINUTE = 60
HasScratch = True
STARTD_ATTRS = $(STARTD_ATTRS) HasScratch
DeskBusy = KeyboardIdle < $(MINUTE)
TinyJob = (TARGET.ImageSize < 15000)
NodeBusy = ($(DeskBusy) || LoadAvg > 0.5)
WANT_SUSPEND = $(TinyJob)
SUSPEND = $(NodeBusy)
Helper = TARGET.
Later = MY.
"""
SUBMIT = """\
executable = run.sh
+ProjectName = "chtc"
periodic_hold = NumJobStarts > 3
requirements = TARGET.Memory >= RequestMemory
queue
"""


#: the rules these tests are about (every other rule stays disabled, as in the other sessions)
EXPRESSION_RULES = ("unknown-attribute", "unquoted-word")


def settings() -> dict[str, object]:
    found = condor_settings()
    found["rules"]["disable"] = [c for c in found["rules"]["disable"] if c not in EXPRESSION_RULES]  # type: ignore[index]
    return found


@pytest_lsp.fixture(config=ClientServerConfig(server_command=SERVER, client_factory=make_client))
async def client(lsp_client: RecordingClient):  # type: ignore[no-untyped-def]
    lsp_client.set_configuration(settings(), section="condorLs")
    result = await lsp_client.initialize_session(types.InitializeParams(
        capabilities=client_capabilities("visual-studio-code"), initialization_options={"condorLs": settings()}))
    lsp_client.server_capabilities = result.capabilities  # type: ignore[attr-defined]
    yield
    await lsp_client.shutdown_session()


def open_doc(client: RecordingClient, uri: str, text: str, language_id: str = "htcondor-config") -> None:
    client.text_document_did_open(types.DidOpenTextDocumentParams(
        types.TextDocumentItem(uri=uri, language_id=language_id, version=1, text=text)))


def at(text: str, needle: str, shift: int = 0) -> types.Position:
    """The position ``shift`` characters after the start of ``needle`` in ``text``."""
    index = text.index(needle) + shift
    line = text.count("\n", 0, index)
    return types.Position(line, index - (text.rfind("\n", 0, index) + 1))


async def complete(client: RecordingClient, uri: str, position: types.Position) -> set[str]:
    result = await client.text_document_completion_async(types.CompletionParams(
        types.TextDocumentIdentifier(uri), position))
    return {item.label for item in result.items}


async def hover(client: RecordingClient, uri: str, position: types.Position) -> str:
    result = await client.text_document_hover_async(types.HoverParams(types.TextDocumentIdentifier(uri), position))
    assert result is not None
    return result.contents.value


async def test_completion_in_helper_macros(client: RecordingClient, tmp_path: Path) -> None:
    uri = (tmp_path / "condor_config").as_uri()
    text = POLICY + "TinyJob2 = TARGET.Req\nWANT_VACATE = $(TinyJob2)\nFresh = MY.Has\n"
    open_doc(client, uri, text)
    # a helper WANT_VACATE uses: TARGET is the job in startd policy
    job = await complete(client, uri, at(text, "TARGET.Req", len("TARGET.Req")))
    assert {"RequestMemory", "RequestCpus"} <= job and "KeyboardIdle" not in job
    # a value that plainly reads as an expression, used by nothing yet: MY is the slot, and the
    # attribute the configuration publishes is offered
    slot = await complete(client, uri, at(text, "MY.Has", len("MY.Has")))
    assert {"HasDocker", "HasScratch"} <= slot and "RequestMemory" not in slot
    # bare names in a helper: functions and both ads' attributes
    bare = await complete(client, uri, at(text, "KeyboardIdle <", len("Keyb")))
    assert "KeyboardIdle" in bare


async def test_hover_evaluates_a_helper_as_part_of_its_knob(client: RecordingClient, tmp_path: Path) -> None:
    uri = (tmp_path / "condor_config").as_uri()
    open_doc(client, uri, POLICY)
    on_name = await hover(client, uri, at(POLICY, "DeskBusy =", 1))
    assert "**Evaluates to** `false` (as part of SUSPEND: sample machine ad as MY, job ad as TARGET)" in on_name
    assert "KeyboardIdle (1500) < 60" in on_name
    inside = await hover(client, uri, at(POLICY, "< 15000", 0))
    assert "TARGET.ImageSize (25000) < 15000" in inside and "as part of WANT_SUSPEND" in inside
    attribute = await hover(client, uri, at(POLICY, "LoadAvg > 0.5", 2))
    assert "**LoadAvg**" in attribute and "Sample value" in attribute


async def test_signature_help_in_a_helper(client: RecordingClient, tmp_path: Path) -> None:
    uri = (tmp_path / "condor_config").as_uri()
    text = "Busy = ifThenElse(KeyboardIdle > 60, \nSUSPEND = $(Busy)\n"
    open_doc(client, uri, text)
    result = await client.text_document_signature_help_async(types.SignatureHelpParams(
        types.TextDocumentIdentifier(uri), at(text, "\nSUSPEND")))
    assert result is not None and result.signatures[0].label.startswith("ifThenElse(")
    assert result.active_parameter == 1


async def test_semantic_tokens_in_a_helper(client: RecordingClient, tmp_path: Path) -> None:
    uri = (tmp_path / "condor_config").as_uri()
    open_doc(client, uri, POLICY)
    result = await client.text_document_semantic_tokens_full_async(
        types.SemanticTokensParams(types.TextDocumentIdentifier(uri)))
    tokens = {(line, char, length): kind for line, char, length, kind, _m in decode(list(result.data))}
    line = POLICY.splitlines().index("TinyJob = (TARGET.ImageSize < 15000)")
    assert tokens[(line, len("TinyJob = ("), 6)] == "namespace"     # TARGET
    assert tokens[(line, len("TinyJob = (TARGET."), 9)] == "property"  # ImageSize
    assert tokens[(line, len("TinyJob = (TARGET.ImageSize "), 1)] == "operator"
    assert tokens[(line, len("TinyJob = (TARGET.ImageSize < "), 5)] == "number"
    # a macro reference inside an expression keeps the config grammar's token
    busy = POLICY.splitlines().index("DeskBusy = KeyboardIdle < $(MINUTE)")
    assert tokens[(busy, len("DeskBusy = KeyboardIdle < $("), 6)] == "variable"
    # a value no expression uses stays text
    assert tokens[(0, len("MINUTE = "), 2)] == "number"  # used by DeskBusy: an expression part
    assert tokens[(2, len("STARTD_ATTRS = $(STARTD_ATTRS) "), 10)] == "string"


async def test_submit_expressions_hover_and_completion(client: RecordingClient, tmp_path: Path) -> None:
    uri = (tmp_path / "job.sub").as_uri()
    open_doc(client, uri, SUBMIT, "htcondor-submit")
    on_key = await hover(client, uri, at(SUBMIT, "periodic_hold", 2))
    assert "**Evaluates to** `false`" in on_key and "NumJobStarts (0) > 3" in on_key
    assert "this job as MY" in on_key
    target = await hover(client, uri, at(SUBMIT, "Memory >=", 2))
    assert "**Memory**" in target and "from TARGET, the sample machine ad" in target
    text = SUBMIT.replace("queue", "periodic_remove = MY.Proj\nrank = TARGET.Mem\nqueue")
    client.text_document_did_change(types.DidChangeTextDocumentParams(
        text_document=types.VersionedTextDocumentIdentifier(uri=uri, version=2),
        content_changes=[types.TextDocumentContentChangeWholeDocument(text=text)]))
    mine = await complete(client, uri, at(text, "MY.Proj", len("MY.Proj")))
    assert "ProjectName" in mine and "Memory" not in mine
    machine = await complete(client, uri, at(text, "TARGET.Mem", len("TARGET.Mem")))
    assert "Memory" in machine and "RequestMemory" not in machine


async def test_attribute_diagnostics_are_published(client: RecordingClient, tmp_path: Path) -> None:
    uri = (tmp_path / "job.sub").as_uri()
    text = "executable = a\non_exit_hold = ExitCod > 1\n+ProjectName = CHTC\nqueue\n"
    open_doc(client, uri, text, "htcondor-submit")
    published = await wait_until(
        lambda: next((p for p in client.published if p.uri == uri and p.diagnostics), None), "diagnostics")
    codes = {(d.code, d.severity) for d in published.diagnostics}
    assert ("unknown-attribute", types.DiagnosticSeverity.Warning) in codes
    assert ("unquoted-word", types.DiagnosticSeverity.Warning) in codes
    actions = await client.text_document_code_action_async(types.CodeActionParams(
        types.TextDocumentIdentifier(uri), types.Range(at(text, "CHTC"), at(text, "CHTC", 4)),
        types.CodeActionContext(diagnostics=[d for d in published.diagnostics if d.code == "unquoted-word"])))
    assert any(isinstance(a, types.CodeAction) and a.title == 'quote it: "CHTC"' for a in actions)
