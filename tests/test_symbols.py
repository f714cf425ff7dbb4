"""analysis.navigation.symbols: document outlines and workspace symbol search."""
from __future__ import annotations

from pathlib import Path

from hypothesis import given, settings as hsettings, strategies as st

from condor_ls.analysis.context import AnalysisContext
from condor_ls.analysis.navigation.symbols import Symbol, document_symbols, matches_query, workspace_symbols
from condor_ls.syntax.document import Document

CONFIG = """\
# local policy
LOCAL_DIR = /var/lib/condor
LOG = $(LOCAL_DIR)/log
use ROLE : Execute, Submit
if defined LOCAL_DIR
  ROUTE @=end
    Name = "a"
    other words
  @end
elif version >= 10.0
  include : extra.conf
else
  warning : no local dir
endif
"""


def outline(symbols: list[Symbol] | tuple[Symbol, ...], source: bytes) -> list[object]:
    out: list[object] = []
    for s in symbols:
        entry: list[object] = [s.kind, s.name, source[s.selection.start:s.selection.end].decode()]
        if s.children:
            entry.append(outline(s.children, source))
        out.append(tuple(entry))
    return out


def test_config_outline_nests_blocks() -> None:
    document = Document.parse("file:///etc/condor/condor_config", "condor_config", CONFIG)
    assert outline(document_symbols(document), document.source) == [
        ("constant", "LOCAL_DIR", "LOCAL_DIR"),
        ("knob", "LOG", "LOG"),
        ("module", "use ROLE:Execute, Submit", "ROLE"),
        ("namespace", "if defined LOCAL_DIR", "if defined LOCAL_DIR", [
            ("namespace", "ROUTE", "ROUTE", [("field", "Name", "Name")]),
            ("namespace", "elif version >= 10.0", "elif version >= 10.0", [
                ("file", "include extra.conf", "extra.conf")]),
            ("namespace", "else", "else", [("event", "warning : no local dir", "warning :")]),
        ]),
    ]


def test_symbol_ranges_contain_their_selection() -> None:
    document = Document.parse("file:///etc/condor/condor_config", "condor_config", CONFIG)
    stack = list(document_symbols(document))
    while stack:
        symbol = stack.pop()
        assert symbol.range.start <= symbol.selection.start <= symbol.selection.end <= symbol.range.end
        for child in symbol.children:
            assert symbol.range.start <= child.range.start <= child.range.end <= symbol.range.end
        stack.extend(symbol.children)


def test_submit_outline() -> None:
    text = "base = /d\nexecutable = run.sh\n+Project = \"x\"\nqueue name from (\n a\n)\n"
    document = Document.parse("file:///j/job.sub", "submit", text)
    assert [(s.kind, s.name) for s in document_symbols(document)] == [
        ("constant", "base"), ("property", "executable"), ("field", "+Project"), ("event", "queue name from (")]


def test_workspace_symbols_cover_the_config_set(tmp_path: Path) -> None:
    (tmp_path / "condor_config").write_text("LOCAL_DIR = /x\ninclude : extra.conf\n")
    (tmp_path / "extra.conf").write_text("START_DELAY = 5\nOTHER = 1\n")
    root = tmp_path / "condor_config"
    document = Document.parse(root.as_uri(), "condor_config", root.read_text(), 1)
    found = workspace_symbols([document], "stdel", AnalysisContext())
    assert [(s.name, s.container) for s in found] == [("START_DELAY", "extra.conf")]
    assert found[0].location.uri == (tmp_path / "extra.conf").as_uri()
    everything = {s.name for s in workspace_symbols([document], "", AnalysisContext())}
    assert everything == {"LOCAL_DIR", "START_DELAY", "OTHER"}


def test_query_matching() -> None:
    assert matches_query("START_IDLE_TIME", "sit")
    assert matches_query("START", "")
    assert not matches_query("START", "tsa")


@hsettings(max_examples=80, deadline=None)
@given(st.text(alphabet="ABif defined@=endlqueu()$:\n #\\", max_size=120))
def test_outline_never_raises(text: str) -> None:
    for language in ("condor_config", "submit"):
        document = Document.parse("file:///x/condor_config", language, text)
        for symbol in document_symbols(document):
            assert 0 <= symbol.range.start <= symbol.range.end <= len(document.source)


# ---------------------------------------------------------------------------- folding
from condor_ls.analysis.presentation.folding import folding_ranges  # noqa: E402
from condor_ls.analysis.navigation.links import document_links  # noqa: E402

FOLDED = """\
# first
# second
A = 1
if defined A
  X @=end
   a
  @end
elif $(A)
  # one
  use ROLE : Execute
else
  LONG = a \\
    b
endif
"""


def fold_lines(document: Document) -> list[tuple[int, int, str]]:
    index = document.line_index
    return [(index.offset_to_position(f.start).line, index.offset_to_position(f.end).line, f.kind)
            for f in folding_ranges(document)]


def test_config_folds() -> None:
    document = Document.parse("file:///c/condor_config", "condor_config", FOLDED)
    assert fold_lines(document) == [
        (0, 1, "comment"),
        (3, 6, "region"),   # the if branch, up to the line before elif
        (4, 5, "region"),   # the @= block, its @end line stays visible
        (7, 9, "region"),   # elif
        (10, 12, "region"),  # else, up to the line before endif
        (11, 12, "region"),  # the continued value
    ]


def test_submit_queue_item_list_folds() -> None:
    document = Document.parse("file:///j/job.sub", "submit", "queue a from (\n x\n y\n)\nqueue 1\n")
    assert fold_lines(document) == [(0, 2, "region")]


def test_unclosed_blocks_fold_to_the_end() -> None:
    document = Document.parse("file:///c/condor_config", "condor_config", "if true\n  A = 1\n  B = 2\n")
    assert fold_lines(document) == [(0, 2, "region")]


@hsettings(max_examples=80, deadline=None)
@given(st.text(alphabet="ABif else@=endlqueu()$:\n #\\\r", max_size=120))
def test_folds_never_raise(text: str) -> None:
    for language in ("condor_config", "submit"):
        document = Document.parse("file:///x/condor_config", language, text)
        for fold in folding_ranges(document):
            assert 0 <= fold.start <= fold.end <= len(document.source)


# ---------------------------------------------------------------------------- links
def test_links_to_includes_and_local_config(tmp_path: Path) -> None:
    (tmp_path / "local.conf").write_text("")
    (tmp_path / "extra.conf").write_text("")
    (tmp_path / "conf.d").mkdir()
    text = (f"ETC = {tmp_path}\n"
            "LOCAL_CONFIG_FILE = $(ETC)/local.conf, /nonexistent/x.conf\n"
            "LOCAL_CONFIG_DIR = conf.d\n"
            "include : extra.conf\n"
            "include : missing.conf\n"
            "if false\n  include : $(ETC)/local.conf\nendif\n")
    root = tmp_path / "condor_config"
    root.write_text(text)
    document = Document.parse(root.as_uri(), "condor_config", text, 1)
    found = [(document.source[link.range.start:link.range.end].decode(), link.target)
             for link in document_links(document, AnalysisContext())]
    assert found == [
        ("$(ETC)/local.conf", (tmp_path / "local.conf").as_uri()),
        ("conf.d", (tmp_path / "conf.d").as_uri()),
        ("extra.conf", (tmp_path / "extra.conf").as_uri()),
        ("$(ETC)/local.conf", (tmp_path / "local.conf").as_uri()),
    ]


def test_submit_links(tmp_path: Path) -> None:
    (tmp_path / "common.sub").write_text("")
    (tmp_path / "items.txt").write_text("a\n")
    text = ("include : common.sub\ninclude : missing.sub\nqueue x from items.txt\nqueue x from run.sh |\n"
            "queue x from $(LIST)\n")
    document = Document.parse((tmp_path / "job.sub").as_uri(), "submit", text, 1)
    found = [(document.source[link.range.start:link.range.end].decode(), link.target)
             for link in document_links(document, AnalysisContext())]
    assert found == [("common.sub", (tmp_path / "common.sub").as_uri()),
                     ("items.txt", (tmp_path / "items.txt").as_uri())]


def test_no_links_in_classad_files(tmp_path: Path) -> None:
    document = Document.parse((tmp_path / "m.ad").as_uri(), "classad", "[ a = 1 ]", 1)
    assert document_links(document, AnalysisContext()) == []


@hsettings(max_examples=40, deadline=None)
@given(st.text(alphabet="ABinclude:LOCAL_CONFIG_FILE=$()/ \n,|", max_size=100))
def test_links_never_raise(text: str) -> None:
    document = Document.parse("file:///nonexistent/dir/condor_config", "condor_config", text)
    for link in document_links(document, AnalysisContext()):
        assert 0 <= link.range.start <= link.range.end <= len(document.source)
