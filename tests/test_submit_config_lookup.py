"""`config_lookup`: the access point's configuration, read again when a file it was read from
changes (on disk, or in an open editor buffer), kept while nothing changed, and bounded."""
from __future__ import annotations

import os
from pathlib import Path

from condor_ls.analysis.context import AnalysisContext, path_to_uri
from condor_ls.analysis.settings import Settings
from condor_ls.analysis.submit_ads import job_ads
from condor_ls.submit.jobads import config_lookup, config_paths
from condor_ls.submit.jobads import config as config_module
from condor_ls.syntax.document import Document
from condor_ls.syntax.languages import LanguageId

ENV = {"PATH": "/usr/bin:/bin"}


def _touch_later(path: Path, text: str) -> None:
    """Write ``text`` and move the modification time forward (a file rewritten within the
    file system's time resolution must still count as changed: the size differs here too)."""
    before = path.stat().st_mtime_ns if path.exists() else 0
    path.write_text(text)
    os.utime(path, ns=(before + 10**9, before + 10**9))


def test_an_edit_on_disk_is_seen_by_the_next_lookup(tmp_path: Path) -> None:
    config = tmp_path / "condor_config"
    config.write_text("FILESYSTEM_DOMAIN = one.example\n")
    first = config_lookup(str(config), environ=ENV, cwd=str(tmp_path))
    assert first("FILESYSTEM_DOMAIN") == "one.example"
    assert config_lookup(str(config), environ=ENV, cwd=str(tmp_path)) is first  # unchanged: kept
    _touch_later(config, "FILESYSTEM_DOMAIN = two.example\n")
    second = config_lookup(str(config), environ=ENV, cwd=str(tmp_path))
    assert second is not first and second("FILESYSTEM_DOMAIN") == "two.example"
    assert str(config) in config_paths(second)


def test_a_file_added_to_the_config_directory_is_seen(tmp_path: Path) -> None:
    (tmp_path / "config.d").mkdir()
    config = tmp_path / "condor_config"
    config.write_text(f"LOCAL_CONFIG_DIR = {tmp_path / 'config.d'}\n")
    first = config_lookup(str(config), environ=ENV, cwd=str(tmp_path))
    assert first("SUBMIT_ATTRS") is None
    assert str(tmp_path / "config.d") in config_paths(first)  # listed though it held nothing
    (tmp_path / "config.d" / "10-site.conf").write_text("SUBMIT_ATTRS = Site\n")
    os.utime(tmp_path / "config.d", ns=(1, 1))  # the listing's stamp differs whatever the clock says
    assert config_lookup(str(config), environ=ENV, cwd=str(tmp_path))("SUBMIT_ATTRS") == "Site"


def test_an_open_buffer_is_read_in_place_of_the_disk_and_stamped_by_its_version(tmp_path: Path) -> None:
    config = tmp_path / "condor_config"
    config.write_text("FILESYSTEM_DOMAIN = disk.example\n")
    buffers = {str(config): (1, "FILESYSTEM_DOMAIN = buffer.example\n")}
    lookup = config_lookup(str(config), environ=ENV, cwd=str(tmp_path), open_buffer=buffers.get)
    assert lookup("FILESYSTEM_DOMAIN") == "buffer.example"
    assert config_lookup(str(config), environ=ENV, cwd=str(tmp_path), open_buffer=buffers.get) is lookup
    buffers[str(config)] = (2, "FILESYSTEM_DOMAIN = typed.example\n")
    assert config_lookup(str(config), environ=ENV, cwd=str(tmp_path),
                         open_buffer=buffers.get)("FILESYSTEM_DOMAIN") == "typed.example"
    buffers.clear()  # closed: the disk's text again
    assert config_lookup(str(config), environ=ENV, cwd=str(tmp_path),
                         open_buffer=buffers.get)("FILESYSTEM_DOMAIN") == "disk.example"


def test_the_reads_kept_are_bounded(tmp_path: Path) -> None:
    config_module.clear()
    for index in range(config_module.KEPT + 5):
        path = tmp_path / f"config{index}"
        path.write_text(f"X = {index}\n")
        assert config_lookup(str(path), environ=ENV, cwd=str(tmp_path))("X") == str(index)
    assert len(config_module._kept) == config_module.KEPT


def test_the_built_in_defaults_read_nothing_and_are_kept() -> None:
    lookup = config_lookup(None, environ=ENV)
    assert config_paths(lookup) == () and lookup("FILESYSTEM_DOMAIN") is not None
    assert config_lookup(None, environ=ENV) is lookup
    assert config_paths(lambda name: None) == ()


def test_a_submit_file_sees_an_edit_to_the_configroot_buffer(tmp_path: Path) -> None:
    """The editor's path: `configRoot` names a file the user has open and edits; the next
    analysis of a submit file uses the edited value and depends on the config file."""
    config = tmp_path / "condor_config"
    config.write_text("SUBMIT_ATTRS = Site\nSite = \"disk\"\n")
    submit = tmp_path / "job.sub"
    text = "executable = /bin/true\nqueue\n"
    submit.write_text(text)
    document = Document.parse(path_to_uri(str(submit)), LanguageId.SUBMIT, text)
    settings = Settings(config_root=str(config))
    open_docs: dict[str, Document] = {}

    def analyse() -> tuple[str, set[str]]:
        context = AnalysisContext(settings=settings, open_document=open_docs.get)
        result = job_ads(document, context)
        assert result is not None
        proc = result.first()
        assert proc is not None
        return str(proc.ad.lookup("Site").value), context.dependencies  # type: ignore[union-attr]

    value, dependencies = analyse()
    assert value == "disk" and str(config) in dependencies
    for version, site in ((1, "typed"), (2, "typed again")):
        open_docs[str(config)] = Document.parse(path_to_uri(str(config)), LanguageId.CONFIG,
                                                f"SUBMIT_ATTRS = Site\nSite = \"{site}\"\n", version=version)
        assert analyse()[0] == site
