"""The VS Code extension's package.json agrees with the server: every server setting is declared
(with a default the server reads as its own default), and every file association the extension
makes is one the server recognises as the same language."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from condor_ls.analysis.settings import _FIELDS, Settings
from condor_ls.syntax.detect import LSP_LANGUAGE_IDS, language_from_lsp_id, language_from_name

MANIFEST = Path(__file__).resolve().parent.parent / "vscode-extension" / "package.json"
PACKAGE = json.loads(MANIFEST.read_text(encoding="utf-8"))
PROPERTIES: dict[str, dict] = PACKAGE["contributes"]["configuration"]["properties"]
DECLARED = {key.removeprefix("condorLs."): spec for key, spec in PROPERTIES.items()}

#: settings only the client reads (how to start the server, protocol tracing)
CLIENT_ONLY = {"server.path", "server.args", "trace.server"}
#: declared ahead of the server (HELPERS.md contract: being added by other helpers)
PENDING = {"python.enable"}


@pytest.mark.parametrize("key", sorted(_FIELDS))
def test_every_server_setting_is_declared(key: str) -> None:
    assert key in DECLARED, f"condorLs.{key} is read by the server but not declared in vscode-extension/package.json"
    assert DECLARED[key].get("description") or DECLARED[key].get("markdownDescription"), key


@pytest.mark.parametrize("key", sorted(_FIELDS))
def test_declared_default_is_the_server_default(key: str) -> None:
    settings, warnings = Settings.from_json({key: DECLARED[key]["default"]})
    assert warnings == []
    assert settings == Settings(), f"the declared default of condorLs.{key} differs from the server's"


def test_no_declared_setting_is_unknown() -> None:
    unknown = set(DECLARED) - set(_FIELDS) - CLIENT_ONLY - PENDING
    assert not unknown, f"declared settings nobody reads: {sorted(unknown)}"
    assert CLIENT_ONLY <= set(DECLARED)


def test_paths_that_run_or_read_files_are_restricted_in_untrusted_workspaces() -> None:
    trust = PACKAGE["capabilities"]["untrustedWorkspaces"]
    assert trust["supported"] == "limited"
    restricted = {key.removeprefix("condorLs.") for key in trust["restrictedConfigurations"]}
    assert {"server.path", "server.args", "sampleAds.machine", "sampleAds.job", "pool.dump"} <= restricted
    assert restricted <= set(DECLARED)


LANGUAGES = {lang["id"]: lang for lang in PACKAGE["contributes"]["languages"]}


def test_language_ids_are_the_servers() -> None:
    assert set(LANGUAGES) == {"htcondor-config", "htcondor-submit", "classad", "htcondor-transform", "htcondor-dag"}
    for language_id in ("htcondor-config", "htcondor-submit", "classad", "htcondor-dag"):
        assert language_id in LSP_LANGUAGE_IDS


@pytest.mark.parametrize("language_id", ["htcondor-config", "htcondor-submit", "classad", "htcondor-dag"])
def test_file_associations_match_the_servers_detection(language_id: str) -> None:
    spec = LANGUAGES[language_id]
    expected = language_from_lsp_id(language_id)
    names = [f"/site/file{ext}" for ext in spec.get("extensions", [])]
    names += [f"/site/{name}" for name in spec.get("filenames", [])]
    names += ["/site/" + pattern.replace("**/", "").replace("*", "local").replace("[0-9]", "1")
              for pattern in spec.get("filenamePatterns", [])]
    assert names
    for name in names:
        assert language_from_name(name) == expected, name
