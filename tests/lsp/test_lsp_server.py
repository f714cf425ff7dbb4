"""End-to-end language-server tests: a real `condor-ls serve` subprocess driven by pytest-lsp."""
from __future__ import annotations

import asyncio
from pathlib import Path

import pytest
import pytest_lsp
from lsprotocol import types
from pygls.exceptions import JsonRpcRequestCancelled
from pytest_lsp import ClientServerConfig, client_capabilities

from lsp_helpers import (
    PROBE_SERVER, SERVER, TIMEOUT, RecordingClient, condor_settings, field, make_client, wait_until,
)

pytestmark = pytest.mark.asyncio(loop_scope="function")

BROKEN_CONFIG = "A = 1\nif defined A\nB = 2\n"


def settings_of(client: RecordingClient, **condor_ls: object) -> None:
    client.set_configuration(condor_settings(**condor_ls), section="condorLs")


@pytest_lsp.fixture(config=ClientServerConfig(server_command=SERVER, client_factory=make_client))
async def client(lsp_client: RecordingClient):  # type: ignore[no-untyped-def]
    settings_of(lsp_client, diagnostics={"debounce": 50})
    await lsp_client.initialize_session(types.InitializeParams(
        capabilities=client_capabilities("visual-studio-code"),
        initialization_options={"condorLs": condor_settings(subsystem="schedd")},
    ))
    yield
    await lsp_client.shutdown_session()


@pytest_lsp.fixture(config=ClientServerConfig(server_command=PROBE_SERVER, client_factory=make_client))
async def probe(lsp_client: RecordingClient):  # type: ignore[no-untyped-def]
    settings_of(lsp_client, diagnostics={"debounce": 50})
    await lsp_client.initialize_session(types.InitializeParams(capabilities=client_capabilities("visual-studio-code")))
    yield
    await lsp_client.shutdown_session()


def open_doc(client: RecordingClient, uri: str, text: str, language_id: str = "htcondor-config", version: int = 1) -> None:
    client.text_document_did_open(types.DidOpenTextDocumentParams(
        types.TextDocumentItem(uri=uri, language_id=language_id, version=version, text=text)))


def edit(client: RecordingClient, uri: str, version: int, line: int, character: int, text: str,
         end: tuple[int, int] | None = None) -> None:
    end_line, end_character = end or (line, character)
    client.text_document_did_change(types.DidChangeTextDocumentParams(
        text_document=types.VersionedTextDocumentIdentifier(uri=uri, version=version),
        content_changes=[types.TextDocumentContentChangePartial(
            range=types.Range(types.Position(line, character), types.Position(end_line, end_character)),
            text=text)]))


def latest(client: RecordingClient, uri: str) -> types.PublishDiagnosticsParams | None:
    found = [p for p in client.published if p.uri == uri]
    return found[-1] if found else None


async def test_initialize_advertises_incremental_sync(client: RecordingClient) -> None:
    # the watcher registration happens in `initialized`, which the client sent already
    await wait_until(lambda: client.registrations, "a dynamic file-watcher registration")
    methods = {r.method for r in client.registrations}
    assert types.WORKSPACE_DID_CHANGE_WATCHED_FILES in methods


async def test_syntax_error_then_fixed_incrementally_then_closed(client: RecordingClient) -> None:
    uri = "file:///tmp/condor-ls-test/condor_config"
    open_doc(client, uri, BROKEN_CONFIG)
    params = await wait_until(lambda: (p := latest(client, uri)) and p.diagnostics and p, "syntax diagnostics")
    assert params.version == 1
    (diag,) = params.diagnostics
    assert diag.code in ("missing-token", "syntax-error") and "missing `endif`" in diag.message
    assert diag.severity == types.DiagnosticSeverity.Error and diag.source == "condor-ls"
    assert diag.range.start == types.Position(1, 0) and diag.range.end == types.Position(1, 2)

    edit(client, uri, 2, 3, 0, "endif\n")  # incremental insertion fixes the block
    fixed = await wait_until(lambda: (p := latest(client, uri)) and p.version == 2 and p, "version 2 diagnostics")
    assert not fixed.diagnostics
    # no stale (version 1) publication after the fix
    assert all(p.version == 2 for p in client.published[client.published.index(fixed):] if p.uri == uri)

    edit(client, uri, 3, 2, 0, "elif\n")  # break it again, then close before/after it lands
    await wait_until(lambda: (p := latest(client, uri)) and p.version == 3 and p.diagnostics, "v3 diagnostics")
    client.text_document_did_close(types.DidCloseTextDocumentParams(types.TextDocumentIdentifier(uri)))
    await wait_until(lambda: (p := latest(client, uri)) and not p.diagnostics and p.version is None and p.uri == uri,
                     "diagnostics cleared on close")


async def test_rapid_edits_publish_only_the_final_version(client: RecordingClient) -> None:
    uri = "file:///tmp/condor-ls-test/rapid.ad"
    open_doc(client, uri, "[ a = 1 ]", language_id="classad")
    await wait_until(lambda: latest(client, uri), "first publication")
    count_before = len(client.published)
    for version in range(2, 12):  # ten quick edits inside one debounce window
        edit(client, uri, version, 0, 7, "+1")
    final = await wait_until(lambda: (p := latest(client, uri)) and p.version == 11 and p, "final version")
    assert not final.diagnostics
    versions = [p.version for p in client.published[count_before:] if p.uri == uri]
    # never out of order (coalescing itself is tested in-process, where it does not depend on
    # how fast this machine delivers the edits; a version may repeat when settings arrive)
    assert versions == sorted(versions)


async def test_language_from_file_name_for_foreign_language_ids(client: RecordingClient) -> None:
    uri = "file:///tmp/condor-ls-test/job.ad"
    open_doc(client, uri, "[ a = (1 + 2; ]", language_id="plaintext")
    params = await wait_until(lambda: (p := latest(client, uri)) and p.diagnostics and p, "classad diagnostics")
    assert any("parenthesis" in d.message for d in params.diagnostics)
    tree = await asyncio.wait_for(client.protocol.send_request_async(
        "condorLs/syntaxTree", {"textDocument": {"uri": uri}}), TIMEOUT)
    assert field(tree, "language") == "classad" and field(tree, "tree").startswith("(source_file")


async def test_settings_from_workspace_configuration(client: RecordingClient) -> None:
    uri = "file:///tmp/condor-ls-test/broken.ad"
    open_doc(client, uri, "f(1, 2", language_id="classad")
    params = await wait_until(lambda: (p := latest(client, uri)) and p.diagnostics and p, "diagnostics")
    assert params.diagnostics[0].severity == types.DiagnosticSeverity.Error

    settings_of(client, diagnostics={"debounce": 50}, rules={"severity": {"missing-token": "hint"}})
    client.workspace_did_change_configuration(types.DidChangeConfigurationParams(settings=None))
    await wait_until(lambda: (p := latest(client, uri)) and p.diagnostics
                     and p.diagnostics[0].severity == types.DiagnosticSeverity.Hint, "hint severity")

    settings_of(client, diagnostics={"debounce": 50}, rules={"disable": ["missing-token"]})
    client.workspace_did_change_configuration(types.DidChangeConfigurationParams(settings=None))
    await wait_until(lambda: (p := latest(client, uri)) and not p.diagnostics and p, "rule disabled")


@pytest_lsp.fixture(config=ClientServerConfig(server_command=SERVER, client_factory=make_client))
async def slow_client(lsp_client: RecordingClient):  # type: ignore[no-untyped-def]
    # a one-minute quiet period: an edited document stays "pending" for the whole test
    settings_of(lsp_client, diagnostics={"debounce": 60_000})
    await lsp_client.initialize_session(types.InitializeParams(
        capabilities=client_capabilities("visual-studio-code"),
        initialization_options=condor_settings(diagnostics={"debounce": 60_000}),
    ))
    yield
    await lsp_client.shutdown_session()


async def test_cancel_request(slow_client: RecordingClient) -> None:
    client = slow_client
    uri = "file:///tmp/condor-ls-test/slow.ad"
    open_doc(client, uri, "[ a = 1 ]", language_id="classad")  # analysed at once on open
    await wait_until(lambda: latest(client, uri), "publication after open")
    edit(client, uri, 2, 0, 7, "+1")  # now pending for a minute
    # the syntax-tree request waits for pending analysis, so it is still running when cancelled
    future = client.protocol.send_request("condorLs/syntaxTree", {"textDocument": {"uri": uri}}, msg_id="slow-1")
    await asyncio.sleep(0.3)
    assert not future.done()
    client.protocol.notify(types.CANCEL_REQUEST, types.CancelParams(id="slow-1"))
    with pytest.raises(JsonRpcRequestCancelled):
        await asyncio.wait_for(asyncio.wrap_future(future), TIMEOUT)
    # the server is still responsive afterwards, and the pending analysis still completes
    settings_of(client, diagnostics={"debounce": 0})
    client.workspace_did_change_configuration(types.DidChangeConfigurationParams(settings=None))
    result = await asyncio.wait_for(client.protocol.send_request_async(
        "condorLs/syntaxTree", {"textDocument": {"uri": uri}}), TIMEOUT)
    assert field(result, "version") == 2
    await wait_until(lambda: (p := latest(client, uri)) and p.version == 2, "version 2 published")


async def test_watched_file_change_reanalyses_dependents(probe: RecordingClient, tmp_path: Path) -> None:
    dependency = tmp_path / "included.config"
    dependency.write_text("first version\n")
    uri = (tmp_path / "condor_config").as_uri()
    open_doc(probe, uri, f"A = 1\n# depends-on: {dependency}\n")
    await wait_until(lambda: (p := latest(probe, uri)) and p.diagnostics
                     and p.diagnostics[0].message == "dependency says: first version", "first analysis")
    # the server asked the client to watch the dependency's directory
    # (register_options reaches the client as plain JSON: a path glob or a relative pattern)
    await wait_until(lambda: any(
        r.method == types.WORKSPACE_DID_CHANGE_WATCHED_FILES and str(tmp_path) in str(r.register_options)
        for r in probe.registrations), "a watcher for the dependency's directory")

    dependency.write_text("second version\n")
    probe.workspace_did_change_watched_files(types.DidChangeWatchedFilesParams(
        changes=[types.FileEvent(uri=dependency.as_uri(), type=types.FileChangeType.Changed)]))
    await wait_until(lambda: (p := latest(probe, uri)) and p.diagnostics
                     and p.diagnostics[0].message == "dependency says: second version", "re-analysis")

    # a change to an unrelated file does not re-analyse
    count = len(probe.published)
    probe.workspace_did_change_watched_files(types.DidChangeWatchedFilesParams(
        changes=[types.FileEvent(uri=(tmp_path / "other.config").as_uri(), type=types.FileChangeType.Created)]))
    await asyncio.sleep(0.5)
    assert len(probe.published) == count


@pytest_lsp.fixture(config=ClientServerConfig(server_command=SERVER, client_factory=make_client))
async def utf32_client(lsp_client: RecordingClient):  # type: ignore[no-untyped-def]
    capabilities = client_capabilities("neovim")
    capabilities.general = types.GeneralClientCapabilities(position_encodings=[types.PositionEncodingKind.Utf32])
    result = await lsp_client.initialize_session(types.InitializeParams(
        capabilities=capabilities, initialization_options=condor_settings()))
    lsp_client.negotiated = result.capabilities.position_encoding  # type: ignore[attr-defined]
    yield
    await lsp_client.shutdown_session()


async def test_negotiated_position_encoding_is_used(utf32_client: RecordingClient) -> None:
    assert utf32_client.negotiated == types.PositionEncodingKind.Utf32  # type: ignore[attr-defined]
    uri = "file:///tmp/condor-ls-test/emoji.ad"
    open_doc(utf32_client, uri, '[ s = "😀😀"; a = (1 + 2; ]', language_id="classad")
    params = await wait_until(lambda: (p := latest(utf32_client, uri)) and p.diagnostics and p, "diagnostics")
    (diag,) = params.diagnostics
    # the unclosed "(" is at code point 16 (it would be column 18 in UTF-16, 22 in UTF-8)
    assert diag.range.start == types.Position(0, 16)
    # an edit addressed in code points lands where the client meant it
    edit(utf32_client, uri, 2, 0, 22, ")")
    await wait_until(lambda: (p := latest(utf32_client, uri)) and p.version == 2 and not p.diagnostics, "fixed")


@pytest_lsp.fixture(config=ClientServerConfig(server_command=SERVER, client_factory=make_client))
async def push_client(lsp_client: RecordingClient):  # type: ignore[no-untyped-def]
    # a client without workspace/configuration or dynamic registration: settings are pushed
    capabilities = types.ClientCapabilities(
        workspace=types.WorkspaceClientCapabilities(configuration=False),
        text_document=types.TextDocumentClientCapabilities(
            publish_diagnostics=types.PublishDiagnosticsClientCapabilities(version_support=True)),
    )
    await lsp_client.initialize_session(types.InitializeParams(
        capabilities=capabilities,
        initialization_options=condor_settings(rules={"severity": {"missing-token": "information"}},
                                               diagnostics={"debounce": 20}),
    ))
    yield
    await lsp_client.shutdown_session()


async def test_pushed_settings_and_initialization_options(push_client: RecordingClient) -> None:
    uri = "file:///tmp/condor-ls-test/push.ad"
    open_doc(push_client, uri, "f(1, 2", language_id="classad")
    params = await wait_until(lambda: (p := latest(push_client, uri)) and p.diagnostics and p, "diagnostics")
    assert params.diagnostics[0].severity == types.DiagnosticSeverity.Information  # from initializationOptions
    assert push_client.registrations == []  # no dynamic registration was offered, none attempted
    push_client.workspace_did_change_configuration(types.DidChangeConfigurationParams(
        settings={"condorLs": condor_settings(rules={"severity": {"missing-token": "warning"}})}))
    await wait_until(lambda: (p := latest(push_client, uri)) and p.diagnostics
                     and p.diagnostics[0].severity == types.DiagnosticSeverity.Warning, "pushed severity")


EXAMPLES = Path(__file__).resolve().parents[2] / "examples"


@pytest_lsp.fixture(config=ClientServerConfig(server_command=SERVER, client_factory=make_client))
async def full_client(lsp_client: RecordingClient):  # type: ignore[no-untyped-def]
    # every rule enabled, as a user would run it
    lsp_client.set_configuration({"diagnostics": {"debounce": 20}}, section="condorLs")
    await lsp_client.initialize_session(types.InitializeParams(
        capabilities=client_capabilities("visual-studio-code"), root_uri=EXAMPLES.as_uri()))
    yield
    await lsp_client.shutdown_session()


@pytest.mark.skipif(not EXAMPLES.is_dir(), reason="no bundled examples")
async def test_bundled_examples_are_analysed_with_every_rule(full_client: RecordingClient) -> None:
    """Smoke test of the whole stack on the bundled config set, submit file and ads: each gets a
    publication for its version, and the example config set has no syntax errors."""
    files = sorted(p for p in EXAMPLES.rglob("*") if p.is_file())
    assert files
    for path in files:
        open_doc(full_client, path.as_uri(), path.read_text(), language_id="plaintext")
    for path in files:
        params = await wait_until(lambda: latest(full_client, path.as_uri()), f"diagnostics for {path.name}")
        assert params.version == 1
        assert not [d for d in params.diagnostics if d.code in ("syntax-error", "missing-token")], \
            (path.name, params.diagnostics)
    assert full_client.error is None


async def test_a_data_file_sent_as_plain_text_gets_no_findings(full_client: RecordingClient, tmp_path: Path) -> None:
    """A CSV of queue items opened as plain text is none of ours: read as configuration, the
    fallback, each of its lines was a syntax error. A plain-text file with HTCondor content is
    still analysed."""
    data = tmp_path / "items.csv"
    open_doc(full_client, data.as_uri(), "sample,value\nalpha,1\n", language_id="plaintext")
    params = await wait_until(lambda: latest(full_client, data.as_uri()), "diagnostics for items.csv")
    assert not params.diagnostics
    notes = tmp_path / "policy.csv"
    open_doc(full_client, notes.as_uri(), "START = (\nuse ROLE : Execute\n", language_id="plaintext")
    params = await wait_until(lambda: latest(full_client, notes.as_uri()), "diagnostics for policy.csv")
    assert params.diagnostics
