"""Edits that add and remove lines in long config files: warm results equal cold ones.

A keystroke in a large file re-reads one chunk, splits one segment into logical lines and
walks one region's statements; everything else is kept from earlier versions, keyed by line
ids that stay with their lines while other lines come and go (``syntax.document``). These
tests shrink chunks, segments and regions to a few lines, so that short generated files are cut
into many, edit them the way an editor does (characters, whole lines in and out, several lines
replaced at once) and compare every finding, after every edit, with an analysis of the same
text parsed afresh with no kept results at all.
"""
from __future__ import annotations

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
from condor_ls.config.lines import LineSplitter, LogicalLine, logical_lines
from condor_ls.config.text import Origin, Run
from condor_ls.lsp.store import DocumentStore
from condor_ls.syntax import regions
from condor_ls.syntax.document import Document, TextChange
from condor_ls.syntax.nodes import find_nodes
from condor_ls.syntax.positions import Position

NAMES = ("A", "B", "C", "MINUTE", "START", "STARTD.A", "NUM_CPUS", "MAX_JOBS_RUNING", "STARTD_EXPRS")

STATEMENTS = st.one_of(
    st.builds(lambda n, v: f"{n} = {v}", st.sampled_from(NAMES),
              st.sampled_from(("1", "$(A)", "$(B) more", "$(A) $(X:dflt)", "", "$(NOPE)", "$INT(A)", "yes",
                               "$(C)$(C)", "(KeyboardIdle > $(MINUTE)", "$(START) && TARGET.x", "$(B)"))),
    st.builds(lambda n: f"{n} = $({n}) extra", st.sampled_from(NAMES)),
    st.builds(lambda n: f"{n} += more", st.sampled_from(NAMES)),
    st.sampled_from(("if defined A", "if $(B)", "elif version >= 9.0", "else", "endif", "# comment",
                     "A = first \\", "   continued $(B)", "H @=end", "  inside $(A)", "@end", "",
                     "use ROLE : Execute", "use NOPE : Nothing", "warning : look out", "bad line",
                     "include ifexist : nothere.conf", "#opt:oldcomment", "#opt:newcomment", "# ends \\")),
)

#: an edit: (row, what, text), ``what`` one of: insert a line before the row, delete the row,
#: replace the row, type into the row, replace the row and the next with text holding a break
EDITS = st.tuples(st.integers(0, 200), st.sampled_from(("insert", "delete", "replace", "type", "join")),
                  STATEMENTS)


@pytest.fixture
def small_pieces() -> Any:
    """Chunks, blocks of chunks, segments and regions of a few lines, so that short files are
    cut into many; no document is small enough to be searched whole (the per-region search is
    what is tested)."""
    saved = (readcache.CHUNK_LINES, readcache.CHUNKS_PER_BLOCK, lines_module.SEGMENT_LINES, regions.REGION_LINES,
             regions.SMALL_DOCUMENT)
    (readcache.CHUNK_LINES, readcache.CHUNKS_PER_BLOCK, lines_module.SEGMENT_LINES, regions.REGION_LINES,
     regions.SMALL_DOCUMENT) = 3, 2, 4, 4, 0
    config_view_module.clear_caches()
    yield
    (readcache.CHUNK_LINES, readcache.CHUNKS_PER_BLOCK, lines_module.SEGMENT_LINES, regions.REGION_LINES,
     regions.SMALL_DOCUMENT) = saved
    config_view_module.clear_caches()


def _change(document: Document, row: int, what: str, text: str) -> TextChange:
    rows = document.text.split("\n")
    row %= len(rows)
    width = len(rows[row])
    if what == "insert":
        return TextChange(text + "\n", (Position(row, 0), Position(row, 0)))
    if what == "delete":
        return TextChange("", (Position(row, 0), Position(row + 1, 0)))
    if what == "replace":
        return TextChange(text, (Position(row, 0), Position(row, width)))
    if what == "type":
        at = min(len(text), width) // 2
        return TextChange(text[:3], (Position(row, at), Position(row, at)))
    return TextChange(f"{text}\n{text}", (Position(row, 0), Position(min(row + 1, len(rows) - 1), 0)))


def _cold(document: Document, context: AnalysisContext) -> list[Any]:
    """The findings for the document's text with nothing kept: parsed afresh (rows as ids)."""
    config_view_module.clear_caches()
    fresh = Document.parse(document.uri, document.language, document.text, document.version)
    return diagnostics(fresh, AnalysisContext(settings=context.settings))


@settings(max_examples=60, deadline=None, suppress_health_check=list(HealthCheck))
@given(start=st.lists(STATEMENTS, min_size=10, max_size=40), edits=st.lists(EDITS, min_size=1, max_size=8))
def test_findings_after_line_edits_equal_a_cold_analysis(small_pieces: Any, tmp_path_factory: Any,
                                                        start: list[str], edits: list[tuple[int, str, str]]) -> None:
    folder: Path = tmp_path_factory.mktemp("big")
    path = folder / "condor_config"
    text = "\n".join(start) + "\n"
    path.write_text(text)
    store = DocumentStore()
    document = store.open(path.as_uri(), text, 1, "htcondor-config")
    context = AnalysisContext(open_document=store.by_path)
    diagnostics(document, context)  # warm everything
    for version, (row, what, statement) in enumerate(edits, start=2):
        document = store.change(path.as_uri(), version, [_change(document, row, what, statement)])  # type: ignore[assignment]
        warm = diagnostics(document, AnalysisContext(open_document=store.by_path))
        assert warm == _cold(document, context), f"after edit {version - 1} ({what}):\n{document.text}"


@settings(max_examples=200, deadline=None, suppress_health_check=list(HealthCheck))
@given(start=st.lists(STATEMENTS, max_size=40), edits=st.lists(EDITS, min_size=1, max_size=10))
def test_line_ids_follow_lines_and_rows_follow_ids(start: list[str], edits: list[tuple[int, str, str]]) -> None:
    """A line keeps its id until an edit touches it; ids are unique; row_of_id inverts ids()."""
    document = Document.parse("file:///x", "condor_config", "\n".join(start), 1)
    for row, what, statement in edits:
        before = dict(zip(document.ids(), document.text.split("\n")))
        document = document.apply_changes([_change(document, row, what, statement)])
        ids = list(document.ids())
        rows = document.text.split("\n")
        assert len(ids) == len(rows) == len(set(ids))
        assert all(document.row_of_id(line_id) == index for index, line_id in enumerate(ids))
        kept = [(line_id, text) for line_id, text in zip(ids, rows) if line_id in before]
        # only the line an edit began in may keep its id with other text
        assert sum(1 for line_id, text in kept if before[line_id] != text) <= 1


@settings(max_examples=300, deadline=None, suppress_health_check=list(HealthCheck))
@given(pieces=st.lists(st.sampled_from(("A = 1", "B = x \\", "\\", "\\\\", "\\\\\\", "", "  ", "# c", "# c \\",
                                        "#opt:oldcomment", "#opt:newcomment", "  more", "C = y\\\\", "\r", " x\\ ")),
                       max_size=60),
       end=st.sampled_from(("", "\n", "\\", "x")), step=st.sampled_from((1, 2, 3)), seed=st.integers(0, 5))
def test_segmented_logical_lines_equal_whole_file_ones(pieces: list[str], end: str, step: int, seed: int) -> None:
    """``LineSplitter`` cuts only where a logical line certainly ends, and names lines by id."""
    saved = lines_module.SEGMENT_LINES
    lines_module.SEGMENT_LINES = 3
    try:
        text = "\n".join(pieces) + end
        ids = tuple(index * step + seed for index in range(text.count("\n") + 1))
        splitter = LineSplitter()
        got = splitter.lines(text, "f", ids)
        again = splitter.lines(text, "f", ids)
        starts = [0] + [i + 1 for i, c in enumerate(text) if c == "\n"]
        given = LineSplitter().lines(text, "f", ids, starts)  # line starts given, not split for
    finally:
        lines_module.SEGMENT_LINES = saved
    expected = [LogicalLine(line.text, tuple(Run(run.start, Origin(run.origin.file, ids[run.origin.line], run.origin.col))
                                             for run in line.runs), ids[line.first_line], ids[line.last_line])
                for line in logical_lines(text, "f")]
    assert list(got) == expected == list(given)
    assert all(a is b for a, b in zip(got, again))  # the second split reuses every segment


@settings(max_examples=100, deadline=None, suppress_health_check=list(HealthCheck))
@given(start=st.lists(STATEMENTS, max_size=40), edits=st.lists(EDITS, min_size=1, max_size=6))
def test_nodes_found_per_region_equal_a_whole_tree_search(small_pieces: Any, start: list[str],
                                                        edits: list[tuple[int, str, str]]) -> None:
    types = ("use", "include", "invalid_line", "if_block", "heredoc_assignment")
    document = Document.parse("file:///x", "condor_config", "\n".join(start), 1)
    regions.find_in(document, types)
    for row, what, statement in edits:
        document = document.apply_changes([_change(document, row, what, statement)])
        found = [(n.start_byte, n.end_byte, n.type) for n in regions.find_in(document, types)]
        assert found == [(n.start_byte, n.end_byte, n.type) for n in find_nodes(document.tree, types)]
        shape = regions.layout(document)
        assert [r.start for r in shape.regions][0] == 0 and shape.regions[-1].end == len(document.source)
        statements = []
        for region in shape.regions:  # no statement crosses a cut
            for node in shape.statements_in(region):
                assert region.start <= node.start_byte and node.end_byte <= region.end
                statements.append(node)
        assert statements == list(shape.statements)  # and each is in one region
        # and the document is cut at every row no statement spans
        spans = [(node.start_byte, node.end_byte) for node in shape.statements]
        rows = [document.line_index.point_to_offset((row, 0))
                for row in document.rows_with_id_multiple(regions.REGION_LINES)]
        free = sorted({at for at in rows if 0 < at < len(document.source)
                       and not any(start < at < end for start, end in spans)})
        assert [region.start for region in shape.regions[1:]] == free


def test_regions_of_a_tree_whose_root_is_an_error_are_not_kept(small_pieces: Any, tmp_path: Path) -> None:
    """An unclosed ``if`` made the whole file one ERROR node whose children are pieces of
    statements; a region's results were kept under its text and, after a line was added above
    it, applied to the same text parsed into other statements (the syntax rules failed)."""
    start = ["A = 1", "A = 1", "A = $(A) extra", "A = $(A) extra", "if defined A", "A = $(A) extra", "if defined A",
             "elif version >= 9.0", "A = $(A) extra", "   continued $(B)"]
    path = tmp_path / "condor_config"
    text = "\n".join(start) + "\n"
    path.write_text(text)
    store = DocumentStore()
    document = store.open(path.as_uri(), text, 1, "htcondor-config")
    context = AnalysisContext(open_document=store.by_path)
    diagnostics(document, context)
    document = store.change(path.as_uri(), 2, [TextChange("B = $(B) extra\n", (Position(0, 0), Position(0, 0)))])  # type: ignore[assignment]
    warm = diagnostics(document, AnalysisContext(open_document=store.by_path))
    assert warm == _cold(document, context)
    assert {d.code for d in warm} >= {"syntax-error"}
