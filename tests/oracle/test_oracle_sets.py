"""Differential tests for config sets (issue 23): the order HTCondor reads a root, its
``LOCAL_CONFIG_DIR`` files and ``LOCAL_CONFIG_FILE`` in, and which files its exclude pattern
leaves out, against the wheel (``htcondor2.param`` in a fresh process with CONDOR_CONFIG set).

Each file appends its own name to ``ORDER``; the wheel's expanded ``ORDER`` is the reading order.
condor-ls must read the same order three ways: its reader on the installed tree, the view an
editor gets for a fragment (root discovery), and the view of the same tree kept in a repository
where the root names ``/etc/condor/config.d`` (read where it installs).
"""
from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest

from condor_ls.analysis.configview.view import SetKind, clear_caches, config_view
from condor_ls.analysis.context import AnalysisContext, path_to_uri
from condor_ls.syntax.document import Document
from condor_ls.syntax.languages import LanguageId

from test_oracle_config import oracle, ours, write_tree  # (tests/oracle is on the path)

pytestmark = [
    pytest.mark.oracle,
    pytest.mark.skipif(importlib.util.find_spec("htcondor2") is None, reason="htcondor wheel not installed"),
]

#: names chosen to tell byte order from other orders (digits, upper before lower case, `_`,
#: `-`, `~`, a multi-byte character) and to meet every alternative of the default exclude pattern
#: (hidden files, scripts, editor backups, package managers' leftovers)
FRAGMENTS = ["10-a.conf", "9-b.conf", "A.conf", "a.conf", "_x.conf", "-y.conf", "~z", "Zed", "zz",
             "\u00e9t\u00e9.conf", "foo.conf~", "foo.conf.rpmsave", "foo.conf.rpmnew", "#foo.conf#",
             ".hidden.conf", "x.dpkg-old", "x.dpkg-dist", "x.cfsaved", "run.sh", "tool.py", "tool.pl",
             "ok.sh.conf", "b.ini"]


def _tree(base: str, exclude: str | None = None) -> dict[str, str]:
    root = [f"LOCAL_CONFIG_DIR = {base}/config.d", f"LOCAL_CONFIG_FILE = {base}/local1, {base}/local2",
            "ORDER = root"]
    if exclude is not None:
        root.append(f"LOCAL_CONFIG_DIR_EXCLUDE_REGEXP = {exclude}")
    files = {"condor_config": "\n".join(root) + "\n",
             "local1": "ORDER = $(ORDER) local1\n", "local2": "ORDER = $(ORDER) local2\n",
             "config.d/sub/inner.conf": "ORDER = $(ORDER) inner\n"}
    files.update({f"config.d/{name}": f"ORDER = $(ORDER) {name}\n" for name in FRAGMENTS})
    return files


def _view_order(fragment: Path) -> tuple[list[str], SetKind]:
    clear_caches()
    document = Document.parse(path_to_uri(str(fragment)), LanguageId.CONFIG, fragment.read_text(encoding="utf-8"))
    view = config_view(document, AnalysisContext())
    return (view.configset.value("ORDER") or "").split(), view.kind


@pytest.mark.parametrize("exclude", [None, r"^(.*\.ini|.*\.conf~|A\..*)$", ""], ids=["default", "custom", "empty"])
def test_reading_order_and_exclusions_match_the_wheel(tmp_path: Path, exclude: str | None) -> None:
    write_tree(tmp_path, _tree("$(CONFIG_ROOT)", exclude))
    expected = oracle(tmp_path, ["ORDER"])
    assert expected is not None and expected["ORDER"]
    order = expected["ORDER"].split()
    assert order[0] == "root" and order[-2:] == ["local1", "local2"]  # the directory before LOCAL_CONFIG_FILE
    assert "inner" not in order  # subdirectories are not read
    _cs, got = ours(tmp_path, ["ORDER"])
    assert got["ORDER"].split() == order
    # an editor on a fragment reads the same set, found from the fragment
    fragment = tmp_path / "config.d" / "zz"
    view_order, kind = _view_order(fragment)
    assert kind is SetKind.MEMBER
    assert view_order == order


def test_the_default_pattern_is_the_wheels(tmp_path: Path) -> None:
    """Which of the names the default pattern leaves out, as the wheel reads the directory: the
    same names are left out of a directory set (fragments without a root)."""
    write_tree(tmp_path, _tree("$(CONFIG_ROOT)"))
    expected = oracle(tmp_path, ["ORDER"])
    assert expected is not None
    read = set(expected["ORDER"].split()) - {"root", "local1", "local2"}
    assert read == {"10-a.conf", "9-b.conf", "A.conf", "a.conf", "_x.conf", "-y.conf", "~z", "Zed", "zz",
                    "\u00e9t\u00e9.conf", "ok.sh.conf", "b.ini"}
    # the same directory without its root: read as a directory set, in the same order
    (tmp_path / "condor_config").unlink()
    view_order, kind = _view_order(tmp_path / "config.d" / "zz")
    assert kind is SetKind.DIRECTORY
    assert view_order == [name for name in expected["ORDER"].split() if name in read]


def test_a_repository_copy_reads_what_the_installed_tree_reads(tmp_path: Path) -> None:
    """The root names the installed places (``/etc/condor/...``); kept under ``image/etc/condor``
    in a repository, condor-ls reads the repository's files in the order the wheel reads the
    installed ones."""
    installed = tmp_path / "installed"
    write_tree(installed, _tree(str(installed)))
    expected = oracle(installed, ["ORDER"])
    assert expected is not None
    repository = tmp_path / "repo" / "image" / "etc" / "condor"
    write_tree(repository, _tree("/etc/condor"))
    view_order, kind = _view_order(repository / "config.d" / "a.conf")
    assert kind is SetKind.MEMBER
    assert view_order == expected["ORDER"].split()
