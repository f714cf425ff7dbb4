"""Blocks of chunks replayed whole: a keystroke in a long file replays each unchanged block in one
step, and the result still equals a fresh read of the same text.

The files here are generated the way ``benchmarks/big_config.py`` makes its large one (knobs that
refer to earlier ones, ``if defined`` blocks, continued lines), with chunks and blocks shrunk to a
few lines so that a few hundred lines make many of both; random edits (characters in names and
values, lines added, removed and replaced, knobs defined earlier or later than before) are
applied through ``Document.apply_changes`` as an editor would send them.
"""
from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from condor_ls.analysis.configview import view as config_view_module
from condor_ls.analysis.context import AnalysisContext
from condor_ls.analysis.rules.registry import diagnostics
from condor_ls.config import lines as lines_module
from condor_ls.config import readcache
from condor_ls.config.readcache import ReadCache
from condor_ls.config.reader import load_config
from condor_ls.config.text import Origin, Run, SourceText
from condor_ls.lsp.store import DocumentStore
from condor_ls.syntax import regions
from condor_ls.syntax.document import Document, TextChange
from condor_ls.syntax.positions import Position


def generated(knobs: int, seed: int) -> str:
    """A config shaped like the benchmark's single large file, ``knobs`` knobs long."""
    rng = random.Random(seed)
    names: list[str] = []
    out = ["# generated", "CONDOR_HOST = cm.example.org", "LOCAL_DIR = /var/lib/condor"]
    for i in range(knobs):
        name = f"K{i}"
        refs = rng.sample(names[-12:], min(len(names[-12:]), 2))
        value = " ".join([f"$({r})" for r in refs[:rng.randint(0, 2)]] + [f"w{rng.randint(0, 9)}"])
        shape = rng.random()
        if shape < 0.12 and refs:
            out += [f"if defined {refs[0]}", f"{name} = {value} on", "else", f"{name} = off", "endif"]
        elif shape < 0.3:
            out += [f"{name} = {value} \\", f"    more $({refs[-1] if refs else 'LOCAL_DIR'})"]
        elif shape < 0.36 and names:
            out.append(f"{rng.choice(names)} = $({rng.choice(names)}) again")  # a knob set twice
        else:
            out.append(f"{name} = {value}")
        names.append(name)
    return "\n".join(out) + "\n"


#: what an edit puts in: characters typed into a line, or whole lines
TYPED = st.sampled_from(("x", "1", "$(K3)", " ", "_", "$(", ")", "\\", "#"))
LINES = st.sampled_from(("K2 = early", "K40 = $(K40) more", "STARTD.K5 = hidden", "if defined K1", "endif",
                         "else", "K7 += plus", "# note", "", "NEW = $(K9)", "K11 = $(NEW)", "#opt:strict",
                         "A : colon"))
EDITS = st.tuples(st.integers(0, 10_000), st.integers(0, 40),
                  st.sampled_from(("type", "delete-char", "insert", "delete", "replace")), TYPED, LINES)


def _change(document: Document, row: int, column: int, what: str, typed: str, line: str) -> TextChange:
    rows = document.text.split("\n")
    row %= len(rows)
    width = len(rows[row])
    column = min(column, width)
    if what == "type":
        return TextChange(typed, (Position(row, column), Position(row, column)))
    if what == "delete-char":
        return TextChange("", (Position(row, max(column - 1, 0)), Position(row, column)))
    if what == "insert":
        return TextChange(line + "\n", (Position(row, 0), Position(row, 0)))
    if what == "delete":
        return TextChange("", (Position(row, 0), Position(row + 1, 0)))
    return TextChange(line, (Position(row, 0), Position(row, width)))


@pytest.fixture
def small_blocks() -> Any:
    saved = (readcache.CHUNK_LINES, readcache.CHUNKS_PER_BLOCK, lines_module.SEGMENT_LINES, regions.REGION_LINES)
    readcache.CHUNK_LINES, readcache.CHUNKS_PER_BLOCK, lines_module.SEGMENT_LINES, regions.REGION_LINES = 4, 3, 8, 8
    config_view_module.clear_caches()
    yield
    (readcache.CHUNK_LINES, readcache.CHUNKS_PER_BLOCK, lines_module.SEGMENT_LINES,
     regions.REGION_LINES) = saved
    config_view_module.clear_caches()


def _loads_equal(path: str, document: Document, cache: ReadCache, root: Path) -> None:
    """A load through ``cache`` with the document's line ids equals a fresh load of its text with
    each row replaced by that row's id."""
    ids = list(document.ids())

    def mapped(origin: Any) -> Any:
        if origin is None or origin.file != path:
            return origin
        return Origin(origin.file, ids[origin.line] if origin.line < len(ids) else origin.line, origin.col,
                      origin.advance)

    def raw(text: SourceText) -> SourceText:
        return SourceText(text.text, tuple(Run(r.start, mapped(r.origin), r.chain) for r in text.runs))

    def shape(d: Any, fix: Any, fix_raw: Any) -> tuple[Any, ...]:
        return (d.name, fix_raw(d.raw), fix(d.origin), d.kind, d.as_default,
                [(h.name, fix_raw(h.raw)) for h in d.history()])

    cached = load_config(path, text=document.text, seed=0, cache=cache, environ={"HOME": "/home/x"},
                         cwd=str(root), line_ids={path: document.ids()})
    fresh = load_config(path, text=document.text, seed=0, environ={"HOME": "/home/x"}, cwd=str(root))
    same = lambda x: x  # noqa: E731
    assert [shape(d, same, same) for d in cached.table.log] == [shape(d, mapped, raw) for d in fresh.table.log]
    assert {k: shape(d, same, same) for k, d in cached.table.items.items()} == \
        {k: shape(d, mapped, raw) for k, d in fresh.table.items.items()}
    assert [(d.code, d.message, d.line) for d in cached.diagnostics] == \
        [(d.code, d.message, mapped(Origin(d.file, d.line)).line if d.file else d.line) for d in fresh.diagnostics]
    assert (cached.fatal, cached.incomplete) == (fresh.fatal, fresh.incomplete)
    assert cached.units and cached.units[-1][1] <= len(cached.table.log)


@settings(max_examples=40, deadline=None, suppress_health_check=list(HealthCheck))
@given(knobs=st.integers(20, 120), seed=st.integers(0, 1000), edits=st.lists(EDITS, min_size=1, max_size=12))
def test_block_replays_equal_fresh_reads(small_blocks: Any, tmp_path_factory: Any, knobs: int, seed: int,
                                         edits: list[tuple[int, int, str, str, str]]) -> None:
    root: Path = tmp_path_factory.mktemp("blocks")
    path = str(root / "condor_config")
    document = Document.parse(Path(path).as_uri(), "condor_config", generated(knobs, seed), 1)
    cache = ReadCache()
    _loads_equal(path, document, cache, root)
    for edit in edits:
        document = document.apply_changes([_change(document, *edit)])
        _loads_equal(path, document, cache, root)


@settings(max_examples=15, deadline=None, suppress_health_check=list(HealthCheck))
@given(knobs=st.integers(30, 90), seed=st.integers(0, 1000), edits=st.lists(EDITS, min_size=1, max_size=6))
def test_findings_after_edits_equal_a_cold_analysis(small_blocks: Any, tmp_path_factory: Any, knobs: int,
                                                    seed: int, edits: list[tuple[int, int, str, str, str]]) -> None:
    """Through the analysis as the server runs it: every finding after every edit equals the
    findings for the same text parsed afresh with nothing kept."""
    path = tmp_path_factory.mktemp("findings") / "condor_config"
    text = generated(knobs, seed)
    path.write_text(text)
    store = DocumentStore()
    document = store.open(path.as_uri(), text, 1, "htcondor-config")
    diagnostics(document, AnalysisContext(open_document=store.by_path))
    for version, edit in enumerate(edits, start=2):
        document = store.change(path.as_uri(), version, [_change(document, *edit)])  # type: ignore[assignment]
        warm = diagnostics(document, AnalysisContext(open_document=store.by_path))
        config_view_module.clear_caches()
        fresh = Document.parse(document.uri, document.language, document.text, document.version)
        assert warm == diagnostics(fresh, AnalysisContext()), f"after edit {version - 1}:\n{document.text}"


def test_a_block_whose_first_definition_is_now_made_earlier_is_read_again(small_blocks: Any, tmp_path: Path) -> None:
    """A block that defined ``LATE`` first replays only while nothing before it defines ``LATE``
    (its definition would replace that one, not stand alone); defining it earlier makes the
    block's chunks replay or read one by one, and the result equals a fresh read."""
    path = str(tmp_path / "condor_config")
    rows = [f"K{i} = v{i}" for i in range(60)]
    rows[45] = "LATE = tail"
    document = Document.parse(Path(path).as_uri(), "condor_config", "\n".join(rows) + "\n", 1)
    cache = ReadCache()
    _loads_equal(path, document, cache, tmp_path)
    document = document.apply_changes([TextChange("x", (Position(20, 4), Position(20, 4)))])
    before = cache.blocks_replayed
    _loads_equal(path, document, cache, tmp_path)
    assert cache.blocks_replayed > before  # the blocks around the edit were replayed whole
    # an earlier LATE: the block holding row 45 is no longer what it recorded
    document = document.apply_changes([TextChange("LATE = early", (Position(5, 0), Position(5, len(rows[5]))))])
    undone = cache.undone
    _loads_equal(path, document, cache, tmp_path)
    assert cache.undone > undone  # the block (and its chunk) put LATE in, found it there and took it out
    cached = load_config(path, text=document.text, seed=0, cache=cache, environ={"HOME": "/home/x"},
                         cwd=str(tmp_path), line_ids={path: document.ids()})
    late = cached.table.items["late"]
    assert late.value == "tail" and late.previous is not None and late.previous.value == "early"
