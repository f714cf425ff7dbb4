"""A long editing session leaves no growth behind in the analysis caches.

The server keeps results between keystrokes in many caches (``analysis.caches`` lists them).
These tests edit documents hundreds of times, the way ``benchmarks/lsp_soak.py`` does through
the server, and count every cache's entries: edits that keep returning to the same text must
leave every count where it was after the first few, and edits that keep making new text may
only fill the fixed-size memo tables up to their size.
"""
from __future__ import annotations

import shutil
from pathlib import Path

from condor_ls.analysis.caches import sizes
from condor_ls.analysis.configview import view as config_view_module
from condor_ls.analysis.context import AnalysisContext
from condor_ls.analysis.hover.config import hover
from condor_ls.analysis.rules.registry import diagnostics
from condor_ls.lsp.store import DocumentStore
from condor_ls.syntax.document import TextChange
from condor_ls.syntax.positions import Position

EXAMPLES = Path(__file__).resolve().parent.parent / "examples"


def _session(tmp_path: Path, text: str | None = None) -> tuple[DocumentStore, str, str]:
    shutil.copy(EXAMPLES / "condor_config", tmp_path / "condor_config")
    shutil.copytree(EXAMPLES / "config.d", tmp_path / "config.d")
    path = tmp_path / "condor_config"
    if text is not None:
        path.write_text(text)
    store = DocumentStore()
    text = path.read_text()
    store.open(path.as_uri(), text, 1, "htcondor-config")
    config_view_module.clear_caches()
    return store, path.as_uri(), text


def _analyse(store: DocumentStore, uri: str) -> None:
    document = store.get(uri)
    assert document is not None
    context = AnalysisContext(open_document=store.by_path)
    diagnostics(document, context)
    hover(document, document.text.index("$(") + 2, context)  # hover uses the expansions too


def _value_end(text: str) -> Position:
    for row, line in enumerate(text.split("\n")):
        if " = " in line and "$(" in line:
            return Position(row, len(line))
    raise AssertionError("no value with a reference")


def test_edits_back_and_forth_leave_every_cache_as_it_was(tmp_path: Path) -> None:
    store, uri, text = _session(tmp_path)
    at = _value_end(text)
    counts = []
    for version in range(2, 242):
        typing = version % 2 == 0
        change = TextChange("x" if typing else "", (at, Position(at.line, at.character + (0 if typing else 1))))
        store.change(uri, version, [change])
        _analyse(store, uri)
        if version in (41, 141, 241):
            counts.append(sizes())
    assert counts[0] == counts[1] == counts[2]
    assert counts[0]["expansions"] and counts[0]["views"] and any(k.startswith("regions:") and v
                                                                   for k, v in counts[0].items())


def test_lines_added_and_removed_in_a_long_file_leave_the_caches_bounded(tmp_path: Path) -> None:
    lines = [f"K{i} = $(K{i - 1}) v{i}" if i % 7 else f"if defined K{i - 3}\nK{i} = on\nelse\nK{i} = off\nendif"
             for i in range(1, 400)]
    store, uri, _ = _session(tmp_path, "K0 = 1\n" + "\n".join(lines) + "\n")
    rows = ("K0 = 1\n" + "\n".join(lines)).split("\n")
    counts = []
    for version in range(2, 162):
        row = (50, 120, 210, 290)[version // 2 % 4]  # a line added, then the same line removed again
        if version % 2 == 0:
            change = TextChange(f"ADDED = $(K1) {rows[row]}\n", (Position(row, 0), Position(row, 0)))
        else:
            change = TextChange("", (Position(row, 0), Position(row + 1, 0)))
        store.change(uri, version, [change])
        _analyse(store, uri)
        if version in (41, 101, 161):
            counts.append(sizes())
    # every line added gets a new id, which can move where the reader cuts the stretch it is in
    # (so a count may differ by an entry or two); but nothing piles up edit after edit
    for name, first in counts[0].items():
        assert counts[2][name] <= first + 2 + first // 10, (name, first, counts[2][name])


def test_edits_making_new_text_fill_only_the_fixed_size_tables(tmp_path: Path) -> None:
    store, uri, text = _session(tmp_path)
    at = _value_end(text)
    typed = 0
    counts = []
    for version in range(2, 202):
        new = f" {version * 7919}"
        store.change(uri, version, [TextChange(new, (at, Position(at.line, at.character + typed)))])
        typed = len(new)
        _analyse(store, uri)
        if version in (51, 201):
            counts.append(sizes())
    grew = {name for name in counts[1] if counts[1][name] > counts[0].get(name, 0)}
    # only memo tables with a fixed maximum may grow (one entry per new value text)
    assert all(name.startswith("lru ") for name in grew), grew


def _continued_file() -> str:
    rows = ["K0 = 1"]
    for i in range(1, 300):
        rows += [f"K{i} = $(K{i - 1}) v{i} \\", f"    more{i}"] if i % 5 == 0 else [f"K{i} = $(K{i - 1}) v{i}"]
    return "\n".join(rows) + "\n"


def _continued_row(text: str) -> Position:
    rows = text.split("\n")
    row = next(i for i, line in enumerate(rows) if line.startswith("K100 "))
    return Position(row, len(rows[row]))


def test_breaking_and_mending_a_continuation_leaves_every_cache_as_it_was(tmp_path: Path) -> None:
    """A key typed after a backslash stops the reading of the set at the next line; what the
    last whole read used is held meanwhile (``Rounds.hold``), and released again: breaking and
    mending the line over and over leaves every count as it was."""
    store, uri, text = _session(tmp_path, _continued_file())
    at = _continued_row(text)
    counts = []
    for version in range(2, 242):
        typing = version % 2 == 0
        change = TextChange("k" if typing else "", (at, Position(at.line, at.character + (0 if typing else 1))))
        store.change(uri, version, [change])
        _analyse(store, uri)
        if version in (41, 141, 241):
            counts.append(sizes())
    assert counts[0] == counts[1] == counts[2]


def test_new_text_typed_while_a_line_is_broken_fills_only_the_fixed_size_tables(tmp_path: Path) -> None:
    store, uri, text = _session(tmp_path, _continued_file())
    at = _continued_row(text)
    typed = 0
    counts = []
    for version in range(2, 202):
        new = f"k{version * 7919}"
        store.change(uri, version, [TextChange(new, (at, Position(at.line, at.character + typed)))])
        typed = len(new)
        _analyse(store, uri)
        if version in (51, 201):
            counts.append(sizes())
    grew = {name for name in counts[1] if counts[1][name] > counts[0].get(name, 0)}
    assert all(name.startswith("lru ") for name in grew), grew
