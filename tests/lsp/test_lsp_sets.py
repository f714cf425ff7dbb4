"""Config sets in the language server (issue 23): a two-host deployment repository opened file
by file, in any order, gets the findings ``condor-ls check`` reports for each file (each once,
on the file it belongs to), an edit of one fragment reaches the other open files of its set,
and hover and go-to-definition say which fragment set a value and which ones it overrode."""
from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest
import pytest_lsp
from lsprotocol import types
from pytest_lsp import ClientServerConfig, client_capabilities

from lsp_helpers import SERVER, RecordingClient, make_client, wait_until

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from sets_trees import AP_SET, CE_SET, EXCLUDED, REPOSITORY, write  # noqa: E402
from test_config_sets import REPOSITORY_FINDINGS  # noqa: E402

pytestmark = pytest.mark.asyncio(loop_scope="function")

#: the server's environment: no live configuration of this machine's
ENVIRONMENT = {k: v for k, v in os.environ.items() if k != "CONDOR_CONFIG" and not k.lower().startswith("_condor_")}
#: the files a directory check reads, each one opened in the editor
CHECKED = sorted(set(AP_SET) | set(CE_SET))


@pytest_lsp.fixture(config=ClientServerConfig(server_command=SERVER, client_factory=make_client,
                                              server_env=ENVIRONMENT))
async def client(lsp_client: RecordingClient):  # type: ignore[no-untyped-def]
    # every rule enabled and default settings, as a user runs it
    lsp_client.set_configuration({"diagnostics": {"debounce": 20}}, section="condorLs")
    await lsp_client.initialize_session(types.InitializeParams(capabilities=client_capabilities("visual-studio-code")))
    yield
    await lsp_client.shutdown_session()


@pytest.fixture
def repo(tmp_path: Path) -> Path:
    return write(tmp_path, REPOSITORY)


def open_doc(client: RecordingClient, path: Path, version: int = 1) -> str:
    uri = path.as_uri()
    client.text_document_did_open(types.DidOpenTextDocumentParams(
        types.TextDocumentItem(uri=uri, language_id="htcondor-config", version=version,
                               text=path.read_text(encoding="utf-8"))))
    return uri


def published(client: RecordingClient, uri: str, version: int = 1) -> list[types.Diagnostic] | None:
    found = [p for p in client.published if p.uri == uri and p.version == version]
    return list(found[-1].diagnostics) if found else None


SEVERITIES = {types.DiagnosticSeverity.Error: "error", types.DiagnosticSeverity.Warning: "warning",
              types.DiagnosticSeverity.Information: "info", types.DiagnosticSeverity.Hint: "hint"}


def rows(name: str, diagnostics: list[types.Diagnostic]) -> list[tuple[str, int, int, str, str]]:
    return sorted((name, d.range.start.line + 1, d.range.start.character + 1, SEVERITIES[d.severity], str(d.code))
                  for d in diagnostics)


async def _collect(client: RecordingClient, repo: Path, names: list[str]) -> list[tuple[str, int, int, str, str]]:
    uris = {name: open_doc(client, repo / name) for name in names}
    out = []
    for name, uri in uris.items():
        await wait_until(lambda: published(client, uri) is not None, f"diagnostics of {name}")
        out += rows(name, published(client, uri) or [])
    return sorted(out)


async def test_opening_every_file_root_first_finds_what_check_finds(client: RecordingClient, repo: Path) -> None:
    roots = [n for n in CHECKED if n.endswith("condor_config")]
    assert await _collect(client, repo, roots + [n for n in CHECKED if n not in roots]) == REPOSITORY_FINDINGS
    assert client.error is None


async def test_opening_fragments_first_finds_the_same(client: RecordingClient, repo: Path) -> None:
    assert await _collect(client, repo, sorted(CHECKED, reverse=True)) == REPOSITORY_FINDINGS


async def test_a_backup_opened_in_the_editor_is_said_not_to_be_read(client: RecordingClient, repo: Path) -> None:
    name = next(n for n in EXCLUDED if n.endswith("20-transforms.conf~"))
    found = await _collect(client, repo, [name])
    # the backup's own broken line is still shown (it is checked on its own), with the note
    assert (name, 1, 1, "info", "excluded-file") in found


async def test_an_edit_in_one_fragment_reaches_the_other_open_files_of_its_set(client: RecordingClient,
                                                                              repo: Path) -> None:
    site = repo / "ce/etc/condor-ce/config.d/02-ce-site.conf"
    routes_uri = open_doc(client, repo / "ce/etc/condor-ce/config.d/30-routes.conf")
    site_uri = open_doc(client, site)
    assert await wait_until(lambda: published(client, routes_uri) == [], "clean routes") is True
    await wait_until(lambda: published(client, site_uri) is not None, "site diagnostics")
    before = len([p for p in client.published if p.uri == routes_uri])
    line = site.read_text().splitlines().index("CE_DEFAULT_QUEUE = cpu")
    client.text_document_did_change(types.DidChangeTextDocumentParams(
        text_document=types.VersionedTextDocumentIdentifier(uri=site_uri, version=2),
        content_changes=[types.TextDocumentContentChangePartial(
            range=types.Range(types.Position(line, 0), types.Position(line + 1, 0)), text="")]))

    def new_routes() -> list[types.Diagnostic] | None:
        later = [p for p in client.published if p.uri == routes_uri][before:]
        return list(later[-1].diagnostics) if later else None

    diagnostics = await wait_until(new_routes, "routes analysed again after the edit of another fragment")
    # the queue is now defined nowhere in the repository (the host's directories may hold more)
    assert [(d.code, d.severity) for d in diagnostics] == [("transform-variable", types.DiagnosticSeverity.Hint)]
    assert "CE_DEFAULT_QUEUE" in diagnostics[0].message


async def test_hover_and_definition_name_the_fragment_in_force_and_those_it_overrode(client: RecordingClient,
                                                                                     repo: Path) -> None:
    policy = repo / "ap/etc/condor/config.d/30-policy.conf"
    package = repo / "ap/usr/share/condor/config.d/00-package-defaults.config"
    uri = open_doc(client, policy)
    package_uri = open_doc(client, package)
    text = policy.read_text()
    line = text.splitlines()[1]
    hover = await client.text_document_hover_async(types.HoverParams(
        types.TextDocumentIdentifier(uri), types.Position(1, 3)))
    assert hover is not None
    assert (f"overrides `(JobStatus == 2 && NumShadowStarts > 20)` from "
            f"[usr/share/condor/config.d/00-package-defaults.config:3]({package.as_uri()}#L3)") in hover.contents.value
    # from the package's side: the value in force comes from the site's fragment
    package_hover = await client.text_document_hover_async(types.HoverParams(
        types.TextDocumentIdentifier(package_uri), types.Position(2, 3)))
    assert package_hover is not None
    assert f"HTCondor uses the definition at [etc/condor/config.d/30-policy.conf:2]({policy.as_uri()}#L2)" \
        in package_hover.contents.value
    # go to definition: the value in force, then the one it overrode
    on_key = await client.text_document_definition_async(types.DefinitionParams(
        types.TextDocumentIdentifier(package_uri), types.Position(2, 3)))
    assert [(loc.uri, loc.range.start.line) for loc in on_key] == [(uri, 1), (package_uri, 2)]
    # the self reference reads the package's value
    at = line.index("$(SYSTEM_PERIODIC_HOLD)") + 4
    on_reference = await client.text_document_definition_async(types.DefinitionParams(
        types.TextDocumentIdentifier(uri), types.Position(1, at)))
    assert [(loc.uri, loc.range.start.line) for loc in on_reference] == [(package_uri, 2)]
