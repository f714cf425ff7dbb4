"""Policy code lenses and the three editor commands through the running server: lens titles and
commands, previewPolicy / evaluate / expandedValue answers, and workspace/codeLens/refresh after
an edit to an included file, a watched-file change and a settings change."""
from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

import pytest
import pytest_lsp
from lsprotocol import types
from pytest_lsp import ClientServerConfig, client_capabilities

from condor_ls.analysis.context import path_to_uri
from lsp_helpers import SERVER, RecordingClient, condor_settings, field, make_client, wait_until

pytestmark = pytest.mark.asyncio(loop_scope="function")

COMMANDS = ("condorLs.previewPolicy", "condorLs.evaluate", "condorLs.expandedValue")


def make_policy_client() -> RecordingClient:
    client = make_client()
    client.refreshes = 0  # type: ignore[attr-defined]

    @client.feature(types.WORKSPACE_CODE_LENS_REFRESH)
    def refresh(ls: RecordingClient, params: Any) -> None:
        ls.refreshes += 1  # type: ignore[attr-defined]

    return client


@pytest_lsp.fixture(config=ClientServerConfig(server_command=SERVER, client_factory=make_policy_client))
async def client(lsp_client: RecordingClient):  # type: ignore[no-untyped-def]
    lsp_client.set_configuration(condor_settings(), section="condorLs")
    result = await lsp_client.initialize_session(types.InitializeParams(
        capabilities=client_capabilities("visual-studio-code")))
    assert result.capabilities.code_lens_provider is not None
    assert set(COMMANDS) <= set(result.capabilities.execute_command_provider.commands)
    yield
    await lsp_client.shutdown_session()


ROOT = """\
include : {include}
START = KeyboardIdle > $(StartIdleTime)
SUSPEND = KeyboardIdle < $(BusyLimit)
PREEMPT = CpuBusyTime > 120
KILL = KeyboardIdle + "x" > 3
IS_OWNER = (START =?= False)
"""
INCLUDE = "StartIdleTime = 15 * $(MINUTE)\nBusyLimit = 60\n"


def write_config(tmp_path: Path) -> tuple[str, str, str]:
    include = tmp_path / "policy.local"
    include.write_text(INCLUDE)
    root = tmp_path / "condor_config"
    text = ROOT.format(include=include)
    root.write_text(text)
    return path_to_uri(str(root)), text, path_to_uri(str(include))


def open_doc(client: RecordingClient, uri: str, text: str, language_id: str = "htcondor-config") -> None:
    client.text_document_did_open(types.DidOpenTextDocumentParams(
        types.TextDocumentItem(uri=uri, language_id=language_id, version=1, text=text)))


async def lens_titles(client: RecordingClient, uri: str) -> dict[str, types.CodeLens]:
    found = await client.text_document_code_lens_async(types.CodeLensParams(types.TextDocumentIdentifier(uri)))
    return {lens.command.title.split(":")[0]: lens for lens in found or []}


async def execute(client: RecordingClient, command: str, argument: dict[str, Any]) -> Any:
    return await client.workspace_execute_command_async(types.ExecuteCommandParams(command, [argument]))


async def test_lenses_carry_the_values_and_the_preview_command(client: RecordingClient, tmp_path: Path) -> None:
    uri, text, _ = write_config(tmp_path)
    open_doc(client, uri, text)
    lenses = await lens_titles(client, uri)
    assert {name: lens.command.title for name, lens in lenses.items()} == {
        "START": "START: true for the sample job",
        "SUSPEND": "SUSPEND: false for the sample job",
        "PREEMPT": "PREEMPT: undefined - CpuBusyTime is undefined",
        "KILL": 'KILL: error - KeyboardIdle (1500) + "x" is error (arithmetic \'+\' on integer and string)',
        "IS_OWNER": "IS_OWNER: false for the sample slot, without a job",
    }
    start = lenses["START"]
    assert (start.range.start.line, start.range.start.character, start.range.end.character) == (1, 0, 5)
    assert start.command.command == "condorLs.previewPolicy"
    assert [dict(a) if not isinstance(a, dict) else a for a in start.command.arguments] == [{"uri": uri}]
    answer = await execute(client, start.command.command, start.command.arguments[0])
    markdown, preview = field(answer, "markdown"), field(answer, "preview")
    assert markdown.startswith("# Policy preview: condor_config")
    assert "**Slot:** Unclaimed/Idle (from the machine ad)" in markdown
    assert field(preview, "state") == "Unclaimed" and field(preview, "submit_requirements") is None
    keys = [field(e, "key") for e in field(preview, "expressions")]
    assert keys[:3] == ["START", "START@local", "IS_OWNER"]


async def test_preview_command_arguments(client: RecordingClient, tmp_path: Path) -> None:
    uri, text, _ = write_config(tmp_path)
    (tmp_path / "owner.ad").write_text('MyType = "Machine"\nState = "Owner"\nActivity = "Idle"\nKeyboardIdle = 34\n')
    (tmp_path / "job.ad").write_text('MyType = "Job"\nOwner = "coltrane"\nJobUniverse = 5\n')
    open_doc(client, uri, text)
    answer = await execute(client, "condorLs.previewPolicy",
                           {"uri": uri, "machine": str(tmp_path / "owner.ad"), "job": "job.ad"})
    preview = field(answer, "preview")
    assert (field(preview, "state"), field(preview, "state_source")) == ("Owner", "machine ad")
    assert field(preview, "final") == ["Owner", "Idle"]  # START is false locally: IS_OWNER holds
    claimed = await execute(client, "condorLs.previewPolicy",
                            {"uri": uri, "machine": "owner.ad", "state": "Claimed", "activity": "Suspended"})
    assert (field(field(claimed, "preview"), "state"), field(field(claimed, "preview"), "activity")) == (
        "Claimed", "Suspended")
    missing = await execute(client, "condorLs.previewPolicy", {"uri": uri, "machine": "nowhere.ad"})
    assert field(missing, "preview") is None and "cannot read the machine ad" in field(missing, "markdown")
    # a closed file is read from disk
    closed = await execute(client, "condorLs.previewPolicy", {"uri": path_to_uri(str(tmp_path / "condor_config"))})
    assert field(closed, "preview") is not None


async def test_evaluate_and_expanded_value_commands(client: RecordingClient, tmp_path: Path) -> None:
    uri, text, _ = write_config(tmp_path)
    open_doc(client, uri, text)
    answer = await execute(client, "condorLs.evaluate", {"uri": uri, "expression": "KeyboardIdle > $(StartIdleTime)"})
    assert field(answer, "value") == "true"
    assert "KeyboardIdle > 15 * 60" in field(answer, "markdown")
    line = text.splitlines()[2]
    position = {"line": 2, "character": line.index("$(BusyLimit)") + 3}
    expanded = await execute(client, "condorLs.expandedValue", {"uri": uri, "position": position})
    assert (field(expanded, "name"), field(expanded, "value")) == ("BusyLimit", "60")
    knob = await execute(client, "condorLs.expandedValue", {"uri": uri, "position": {"line": 1, "character": 2}})
    assert (field(knob, "name"), field(knob, "value")) == ("START", "KeyboardIdle > 15 * 60")
    assert await execute(client, "condorLs.expandedValue", {"uri": uri, "position": {"line": 40, "character": 0}}) is None
    submit_uri = path_to_uri(str(tmp_path / "job.sub"))
    open_doc(client, submit_uri, "request_memory = 4096\nqueue\n", "htcondor-submit")
    job_side = await execute(client, "condorLs.evaluate", {"uri": submit_uri, "expression": "MY.RequestMemory"})
    assert field(job_side, "value") == "4096"


async def refreshed_title(client: RecordingClient, uri: str, knob: str, before: int, wanted: str) -> None:
    await wait_until(lambda: client.refreshes > before, "workspace/codeLens/refresh")  # type: ignore[attr-defined]
    for _ in range(100):
        lenses = await lens_titles(client, uri)
        if knob in lenses and lenses[knob].command.title == wanted:
            return
        await asyncio.sleep(0.05)
    raise AssertionError(f"{knob} lens never became {wanted!r}: {lenses[knob].command.title!r}")


async def test_refresh_after_an_edit_to_an_included_file(client: RecordingClient, tmp_path: Path) -> None:
    uri, text, include_uri = write_config(tmp_path)
    open_doc(client, uri, text)
    assert (await lens_titles(client, uri))["SUSPEND"].command.title == "SUSPEND: false for the sample job"
    before = client.refreshes  # type: ignore[attr-defined]
    open_doc(client, include_uri, INCLUDE)  # its buffer now stands for the file: one refresh
    await wait_until(lambda: client.refreshes > before, "refresh after opening the include")  # type: ignore[attr-defined]
    before = client.refreshes  # type: ignore[attr-defined]
    client.text_document_did_change(types.DidChangeTextDocumentParams(
        types.VersionedTextDocumentIdentifier(uri=include_uri, version=2),
        [types.TextDocumentContentChangePartial(
            range=types.Range(types.Position(1, 12), types.Position(1, 14)), text="6000")]))
    await refreshed_title(client, uri, "SUSPEND", before, "SUSPEND: true for the sample job")


async def test_refresh_after_a_watched_file_changes(client: RecordingClient, tmp_path: Path) -> None:
    uri, text, include_uri = write_config(tmp_path)
    open_doc(client, uri, text)
    assert (await lens_titles(client, uri))["START"].command.title == "START: true for the sample job"
    (tmp_path / "policy.local").write_text(INCLUDE.replace("15 * $(MINUTE)", "60 * $(MINUTE)"))
    before = client.refreshes  # type: ignore[attr-defined]
    client.workspace_did_change_watched_files(types.DidChangeWatchedFilesParams(
        [types.FileEvent(include_uri, types.FileChangeType.Changed)]))
    await refreshed_title(client, uri, "START", before, "START: false for the sample job")


async def test_refresh_after_a_settings_change(client: RecordingClient, tmp_path: Path) -> None:
    uri, text, _ = write_config(tmp_path)
    open_doc(client, uri, text)
    assert (await lens_titles(client, uri))["START"].command.title == "START: true for the sample job"
    busy = tmp_path / "busy.ad"
    busy.write_text('MyType = "Machine"\nState = "Unclaimed"\nActivity = "Idle"\nKeyboardIdle = 5\n')
    before = client.refreshes  # type: ignore[attr-defined]
    client.set_configuration(condor_settings(sampleAds={"machine": str(busy)}), section="condorLs")
    client.workspace_did_change_configuration(types.DidChangeConfigurationParams(settings=None))
    await refreshed_title(client, uri, "START", before, "START: false for the sample job")
    # the sample ad file itself is watched: editing it on disk refreshes the lenses again
    busy.write_text(busy.read_text().replace("KeyboardIdle = 5", "KeyboardIdle = 5000"))
    before = client.refreshes  # type: ignore[attr-defined]
    client.workspace_did_change_watched_files(types.DidChangeWatchedFilesParams(
        [types.FileEvent(path_to_uri(str(busy)), types.FileChangeType.Changed)]))
    await refreshed_title(client, uri, "START", before, "START: true for the sample job")
    before = client.refreshes  # type: ignore[attr-defined]
    client.set_configuration(condor_settings(policy={"codeLens": False}), section="condorLs")
    client.workspace_did_change_configuration(types.DidChangeConfigurationParams(settings=None))
    await wait_until(lambda: client.refreshes > before, "refresh after switching lenses off")  # type: ignore[attr-defined]
    for _ in range(100):
        if not await lens_titles(client, uri):
            break
        await asyncio.sleep(0.05)
    assert await lens_titles(client, uri) == {}
