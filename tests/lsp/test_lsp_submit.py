"""Submit files through the running server: hover with the job ad condor_submit makes (the
attributes a command sets and their value, macros per proc), the code lenses above queue
statements (procs, then pool matches counted off the request path once ``pool.dump`` is set),
the read-only documents they open (``condorLs.showJobAds``, ``condorLs.showMatchAnalysis``,
and ``condorLs/virtualDocument`` for the same URIs after an edit)."""
from __future__ import annotations

import asyncio
import sys
from pathlib import Path
from typing import Any

import pytest
import pytest_lsp
from lsprotocol import types
from pytest_lsp import ClientServerConfig, client_capabilities

from condor_ls.analysis.context import path_to_uri
from condor_ls.classad.adfiles import read_ads
from lsp_helpers import SERVER, TIMEOUT, RecordingClient, condor_settings, field, make_client, wait_until

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from test_policy_submit import pool_text  # noqa: E402  (the hand-counted pool)

pytestmark = pytest.mark.asyncio(loop_scope="function")

SUBMIT = """\
executable = /bin/echo
arguments = $(Item)
request_memory = 2GB
request_cpus = 2
queue 3 in (a, b)
"""


def make_lens_client() -> RecordingClient:
    client = make_client()
    client.refreshes = 0  # type: ignore[attr-defined]

    @client.feature(types.WORKSPACE_CODE_LENS_REFRESH)
    def refresh(ls: RecordingClient, params: Any) -> None:
        ls.refreshes += 1  # type: ignore[attr-defined]

    return client


@pytest_lsp.fixture(config=ClientServerConfig(server_command=SERVER, client_factory=make_lens_client))
async def client(lsp_client: RecordingClient):  # type: ignore[no-untyped-def]
    lsp_client.set_configuration(condor_settings(), section="condorLs")
    result = await lsp_client.initialize_session(types.InitializeParams(
        capabilities=client_capabilities("visual-studio-code")))
    commands = set(result.capabilities.execute_command_provider.commands)
    assert {"condorLs.showJobAds", "condorLs.showMatchAnalysis"} <= commands
    yield
    await lsp_client.shutdown_session()


def open_submit(client: RecordingClient, path: Path, text: str) -> str:
    path.write_text(text)
    uri = path_to_uri(str(path))
    client.text_document_did_open(types.DidOpenTextDocumentParams(
        types.TextDocumentItem(uri=uri, language_id="htcondor-submit", version=1, text=text)))
    return uri


async def hover_at(client: RecordingClient, uri: str, text: str, needle: str, shift: int = 1) -> str:
    at = text.index(needle) + shift
    line = text.count("\n", 0, at)
    character = at - (text.rfind("\n", 0, at) + 1)
    found = await client.text_document_hover_async(types.HoverParams(
        types.TextDocumentIdentifier(uri), types.Position(line, character)))
    assert found is not None, needle
    return found.contents.value


async def lenses(client: RecordingClient, uri: str) -> list[types.CodeLens]:
    return list(await client.text_document_code_lens_async(types.CodeLensParams(types.TextDocumentIdentifier(uri)))
                or [])


async def execute(client: RecordingClient, command: str, argument: dict[str, Any]) -> Any:
    return await client.workspace_execute_command_async(types.ExecuteCommandParams(command, [argument]))


def plain(argument: Any) -> dict[str, Any]:
    return argument if isinstance(argument, dict) else {k: getattr(argument, k) for k in ("uri", "queue")}


async def test_hover_shows_the_job_ad(client: RecordingClient, tmp_path: Path) -> None:
    uri = open_submit(client, tmp_path / "job.sub", SUBMIT)
    memory = await hover_at(client, uri, SUBMIT, "request_memory")
    assert "**In the job ad** (job 1.0, as condor_submit makes it):" in memory
    assert "\nRequestMemory = 2048\n" in memory
    item = await hover_at(client, uri, SUBMIT, "$(Item)", shift=3)
    assert "In the first 5 of 6 procs:" in item and "| 1.2 | `a` |\n| 1.3 | `b` |" in item


async def test_queue_lens_opens_the_job_ads(client: RecordingClient, tmp_path: Path) -> None:
    uri = open_submit(client, tmp_path / "job.sub", SUBMIT)
    (lens,) = await lenses(client, uri)
    assert lens.command.title == "6 procs: jobs 1.0 to 1.5"
    assert (lens.range.start.line, lens.range.start.character) == (4, 0)
    assert lens.command.command == "condorLs.showJobAds"
    assert [plain(a) for a in lens.command.arguments] == [{"uri": uri, "queue": 0}]
    answer = await execute(client, "condorLs.showJobAds", plain(lens.command.arguments[0]))
    assert field(answer, "language") == "classad" and field(answer, "title") == "job.sub.queue1.ads"
    assert field(answer, "uri").startswith("condor-ls-jobads:")
    ads = read_ads(field(answer, "text")).ads
    assert [ad.lookup("ProcId").value for ad in ads] == [0, 1, 2, 3, 4, 5]  # type: ignore[union-attr]
    assert [ad.lookup("Args").value for ad in ads] == ["a", "a", "a", "b", "b", "b"]  # type: ignore[union-attr]
    assert all(ad.lookup("RequestMemory").value == 2048 for ad in ads)  # type: ignore[union-attr]

    # the same URI asked again after an edit gives the ads of the new text
    edited = SUBMIT.replace("2GB", "3GB")
    client.text_document_did_change(types.DidChangeTextDocumentParams(
        types.VersionedTextDocumentIdentifier(uri=uri, version=2),
        [types.TextDocumentContentChangeWholeDocument(text=edited)]))
    again = await asyncio.wait_for(client.protocol.send_request_async(
        "condorLs/virtualDocument", {"uri": field(answer, "uri")}), TIMEOUT)
    assert field(again, "uri") == field(answer, "uri")
    assert all(ad.lookup("RequestMemory").value == 3072 for ad in read_ads(field(again, "text")).ads)  # type: ignore[union-attr]
    unknown = await asyncio.wait_for(client.protocol.send_request_async(
        "condorLs/virtualDocument", {"uri": "file:///etc/passwd"}), TIMEOUT)
    assert unknown is None


async def test_unknown_procs_lens_says_why(client: RecordingClient, tmp_path: Path) -> None:
    text = "executable = /bin/echo\nqueue 2\nqueue from /bin/ls |\n"
    uri = open_submit(client, tmp_path / "cmd.sub", text)
    found = await lenses(client, uri)
    assert [lens.command.title for lens in found] == ["2 procs: jobs 1.0 to 1.1", "procs unknown (items from a command)"]
    answer = await execute(client, "condorLs.showJobAds", {"uri": uri, "queue": 1})
    assert "never runs" in field(answer, "text") and not read_ads(field(answer, "text")).ads


async def test_pool_lens_counts_off_the_request_path(client: RecordingClient, tmp_path: Path) -> None:
    (tmp_path / "pool.ads").write_text(pool_text())
    text = ("executable = /bin/sleep\nrequest_memory = $(mem)\nrequest_cpus = 2\nqueue mem in (2GB, 6GB)\n"
            "mem = 1GB\nrequest_cpus = 1\nqueue\n")
    uri = open_submit(client, tmp_path / "job.sub", text)
    client.set_configuration(condor_settings(pool={"dump": "pool.ads"}), section="condorLs")
    client.workspace_did_change_configuration(types.DidChangeConfigurationParams(settings=None))
    await asyncio.sleep(0.2)

    def match_lenses(found: list[types.CodeLens]) -> list[types.CodeLens]:
        return [lens for lens in found if lens.command.command == "condorLs.showMatchAnalysis"]

    first = match_lenses(await lenses(client, uri))
    assert len(first) == 2
    before = client.refreshes  # type: ignore[attr-defined]
    if any("counting" in lens.command.title for lens in first):
        await wait_until(lambda: client.refreshes > before, "a refresh once the pool is counted", timeout=60)
    counted = {}
    for _ in range(300):
        counted = {lens.range.start.line: lens.command.title for lens in match_lenses(await lenses(client, uri))}
        if not any("counting" in title for title in counted.values()):
            break
        await asyncio.sleep(0.1)
    # the queue over (2GB, 6GB) has two kinds of proc (3 and 0 slots: see test_policy_submit); the last
    # queue makes a 1 GB, 1 cpu job that every slot takes but the Windows one and the Owner one
    assert counted == {3: "matches 0 to 3 of 6 slots (2 kinds of proc)", 6: "matches 4 of 6 slots"}

    refreshes = client.refreshes  # type: ignore[attr-defined]
    lens = match_lenses(await lenses(client, uri))[0]
    answer = await execute(client, "condorLs.showMatchAnalysis", plain(lens.command.arguments[0]))
    markdown = field(answer, "text")
    assert field(answer, "language") == "markdown" and field(answer, "uri").startswith("condor-ls-match:")
    assert markdown.startswith("# Will it match? job.sub")
    assert "### job 1.0 (stands for proc 0)" in markdown and "**Matches 3 of 6 slots** now" in markdown
    assert "| 1 | 5 | 3 | 2 | `TARGET.Memory >= RequestMemory`" not in markdown  # counts are matched/rejects/only
    assert "| 3 | 3 | 2 | `TARGET.Memory >= RequestMemory`" in markdown
    assert "* 2 reject your job because of their own requirements (START)" in markdown

    # a cached count answers at once, without a new count
    again = [lens.command.title for lens in match_lenses(await lenses(client, uri))]
    assert again == ["matches 0 to 3 of 6 slots (2 kinds of proc)", "matches 4 of 6 slots"]
    assert client.refreshes == refreshes  # type: ignore[attr-defined]

    # a dump that is not there, or not slot ads, is said in the lens
    client.set_configuration(condor_settings(pool={"dump": "nowhere.ads"}), section="condorLs")
    client.workspace_did_change_configuration(types.DidChangeConfigurationParams(settings=None))
    await asyncio.sleep(0.3)
    missing = match_lenses(await lenses(client, uri))
    assert [lens.command.title for lens in missing] == ["matches: cannot read the pool dump nowhere.ads"] * 2
    assert str(tmp_path / "nowhere.ads") in missing[0].command.tooltip
    (tmp_path / "junk.ads").write_text("this is no ad at all\n")
    client.set_configuration(condor_settings(pool={"dump": str(tmp_path / "junk.ads")}), section="condorLs")
    client.workspace_did_change_configuration(types.DidChangeConfigurationParams(settings=None))
    await asyncio.sleep(0.3)
    junk: list[str] = []
    for _ in range(300):
        junk = [lens.command.title for lens in match_lenses(await lenses(client, uri))]
        if not any("counting" in title for title in junk):
            break
        await asyncio.sleep(0.1)
    assert all(title.startswith("matches: cannot read the slots of") for title in junk), junk


async def test_match_document_without_a_pool(client: RecordingClient, tmp_path: Path) -> None:
    uri = open_submit(client, tmp_path / "job.sub", SUBMIT)
    answer = await execute(client, "condorLs.showMatchAnalysis", {"uri": uri, "queue": 0})
    assert "set `condorLs.pool.dump`" in field(answer, "text")
    missing = await execute(client, "condorLs.showJobAds", {"uri": path_to_uri(str(tmp_path / "none.sub"))})
    assert "is open or readable" in field(missing, "text")


async def test_evaluate_and_policy_preview_use_the_real_job(client: RecordingClient, tmp_path: Path) -> None:
    uri = open_submit(client, tmp_path / "job.sub", SUBMIT)
    answer = await execute(client, "condorLs.evaluate", {"uri": uri, "expression": "RequestMemory * 2"})
    assert field(answer, "value") == "4096"
    assert "proc 1.0's ad as condor_submit makes it" in field(answer, "markdown")
    args = await execute(client, "condorLs.evaluate", {"uri": uri, "expression": "Args"})
    assert field(args, "value") == '"a"'
    # a submit file named as the policy preview's job stands for its proc 0
    config = tmp_path / "condor_config"
    config.write_text("START = TARGET.RequestMemory <= 1024\n")
    config_uri = path_to_uri(str(config))
    client.text_document_did_open(types.DidOpenTextDocumentParams(types.TextDocumentItem(
        uri=config_uri, language_id="htcondor-config", version=1, text=config.read_text())))
    preview = await execute(client, "condorLs.previewPolicy", {"uri": config_uri, "job": "job.sub"})
    markdown = field(preview, "markdown")
    assert "`TARGET.RequestMemory (2048) <= 1024` is `false`" in markdown
    assert f"the job is proc 1.0 of {tmp_path / 'job.sub'}, as condor_submit makes it" in markdown
    (tmp_path / "none.sub").write_text("executable = /bin/true\n")
    refused = await execute(client, "condorLs.previewPolicy", {"uri": config_uri, "job": "none.sub"})
    assert "gives no job ad: it has no queue statement" in field(refused, "markdown")


async def test_lens_follows_the_item_file(client: RecordingClient, tmp_path: Path) -> None:
    (tmp_path / "items.txt").write_text("a\nb\n")
    uri = open_submit(client, tmp_path / "job.sub", "executable = /bin/echo\narguments = $(x)\nqueue x from items.txt\n")
    assert [lens.command.title for lens in await lenses(client, uri)] == ["2 procs: jobs 1.0 to 1.1"]
    before = client.refreshes  # type: ignore[attr-defined]
    (tmp_path / "items.txt").write_text("a\nb\nc\n")
    client.workspace_did_change_watched_files(types.DidChangeWatchedFilesParams(changes=[types.FileEvent(
        uri=path_to_uri(str(tmp_path / "items.txt")), type=types.FileChangeType.Changed)]))
    await wait_until(lambda: client.refreshes > before, "a lens refresh after the item file changed")  # type: ignore[attr-defined]
    assert [lens.command.title for lens in await lenses(client, uri)] == ["3 procs: jobs 1.0 to 1.2"]
