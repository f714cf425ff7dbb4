"""analysis.navigation.references: definition, references and rename across a config set on disk."""
from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import given, settings as hsettings, strategies as st

from condor_ls.analysis.context import AnalysisContext
from condor_ls.analysis.navigation.references import definition, prepare_rename, references, rename
from condor_ls.analysis.settings import Settings
from condor_ls.syntax.document import Document

ROOT = """\
RELEASE_DIR = /usr
LOCAL_DIR = /var/lib/condor
LOCAL_CONFIG_DIR = $(LOCAL_DIR)/config.d
include : extra.conf
START = $(POOL_START)
"""
EXTRA = """\
POOL_START = true
"""
DROPIN = """\
POOL_START = $(POOL_START) && Owner == "x"
if defined POOL_START
  Y = $(POOL_START:false) $INT(POOL_START)
endif
Z = $(SBIN)/x
"""


@pytest.fixture
def tree(tmp_path: Path) -> Path:
    (tmp_path / "config.d").mkdir()
    (tmp_path / "condor_config").write_text(ROOT.replace("$(LOCAL_DIR)/config.d", str(tmp_path / "config.d")))
    (tmp_path / "extra.conf").write_text(EXTRA)
    (tmp_path / "config.d" / "10-pool").write_text(DROPIN)
    return tmp_path


def load(path: Path, language: str = "condor_config") -> Document:
    return Document.parse(path.as_uri(), language, path.read_text(), 1)


def at(document: Document, needle: str, shift: int = 0, occurrence: int = 0) -> int:
    index = -1
    for _ in range(occurrence + 1):
        index = document.text.index(needle, index + 1)
    return len(document.text[:index + shift].encode())


def spots(locations, tree: Path) -> list[tuple[str, str]]:  # type: ignore[no-untyped-def]
    """(file relative to the tree, text at the range) for each location."""
    out = []
    for location in locations:
        path = Path(location.uri.removeprefix("file://"))
        data = path.read_bytes()
        out.append((str(path.relative_to(tree)), data[location.range.start:location.range.end].decode()))
    return out


def line_of(location) -> int:  # type: ignore[no-untyped-def]
    data = Path(location.uri.removeprefix("file://")).read_bytes()
    return data[:location.range.start].count(b"\n")


def context() -> AnalysisContext:
    return AnalysisContext(settings=Settings.from_json({"subsystem": "SCHEDD"})[0])


def test_reference_in_root_goes_to_the_last_definition_in_reading_order(tree: Path) -> None:
    """The definition in force first, then the ones it overrode (issue 23: which fragment set
    the value, and which it replaced)."""
    root = load(tree / "condor_config")
    found = definition(root, at(root, "POOL_START", 2), context())
    assert spots(found, tree) == [("config.d/10-pool", "POOL_START"), ("extra.conf", "POOL_START")]
    assert line_of(found[0]) == 0


def test_self_reference_goes_to_the_definition_it_extends(tree: Path) -> None:
    dropin = load(tree / "config.d" / "10-pool")
    found = definition(dropin, at(dropin, "$(POOL_START)", 3), context())
    assert spots(found, tree) == [("extra.conf", "POOL_START")]


def test_function_argument_and_defined_condition_are_references(tree: Path) -> None:
    dropin = load(tree / "config.d" / "10-pool")
    for needle in ("$INT(POOL_START", "defined POOL_START"):
        found = definition(dropin, at(dropin, needle, len(needle) - 2), context())
        assert spots(found, tree) == [("config.d/10-pool", "POOL_START"), ("extra.conf", "POOL_START")], needle


def test_builtin_without_definition_has_no_location(tree: Path) -> None:
    dropin = load(tree / "config.d" / "10-pool")
    assert definition(dropin, at(dropin, "SBIN", 1), context()) == []


def test_references_cover_every_file_of_the_set(tree: Path) -> None:
    dropin = load(tree / "config.d" / "10-pool")
    found = spots(references(dropin, at(dropin, "POOL_START", 1), context()), tree)
    assert found == [
        ("condor_config", "POOL_START"),
        ("extra.conf", "POOL_START"),
        ("config.d/10-pool", "POOL_START"),
        ("config.d/10-pool", "POOL_START"),
        ("config.d/10-pool", "POOL_START"),
        ("config.d/10-pool", "POOL_START"),
        ("config.d/10-pool", "POOL_START"),
    ]
    without = references(dropin, at(dropin, "POOL_START", 1), context(), include_declaration=False)
    assert len(without) == 5


def test_rename_edits_every_occurrence(tree: Path) -> None:
    root = load(tree / "condor_config")
    result = rename(root, at(root, "POOL_START", 1), "SITE_START", context())
    assert result.error == ""
    assert len(result.edits) == 7
    assert {spot for spot in spots([e for e in result.edits], tree)} == {
        ("condor_config", "POOL_START"), ("extra.conf", "POOL_START"), ("config.d/10-pool", "POOL_START")}
    assert all(e.new_text == "SITE_START" for e in result.edits)


def test_rename_refuses_builtins_and_bad_names(tree: Path) -> None:
    dropin = load(tree / "config.d" / "10-pool")
    refused = prepare_rename(dropin, at(dropin, "SBIN", 1), context())
    assert "built-in" in refused.error
    assert rename(dropin, at(dropin, "SBIN", 1), "MY_SBIN", context()).edits == ()
    bad = rename(dropin, at(dropin, "POOL_START", 1), "two words", context())
    assert bad.error and not bad.edits
    nothing = prepare_rename(dropin, at(dropin, "Owner"), context())
    assert nothing.range is None and nothing.error == ""
    assert rename(dropin, at(dropin, "Owner"), "X", context()).edits == ()


def test_prefixed_key_renames_only_its_name_part(tmp_path: Path) -> None:
    path = tmp_path / "condor_config"
    path.write_text("FOO = 1\nSCHEDD.FOO = 2\nX = $(FOO) $(SCHEDD.FOO)\n")
    document = load(path)
    result = rename(document, at(document, "FOO"), "BAR", context())
    text = path.read_text().encode()
    assert [text[e.range.start:e.range.end].decode() for e in result.edits] == ["FOO"] * 4
    assert [e.range.start for e in result.edits] == [0, len(b"FOO = 1\nSCHEDD."), at(document, "$(FOO)", 2),
                                                     at(document, "$(SCHEDD.FOO)", 9)]
    # on the prefix, the dotted name is the subject
    dotted = references(document, at(document, "SCHEDD.FOO"), context())
    assert len(dotted) == 2


def test_submit_macros_are_local(tmp_path: Path) -> None:
    text = "base = /data\nin = $(base)/in\n+Owner = \"x\"\nqueue name from (\n a\n)\nargs = $(name) $(base)\n"
    path = tmp_path / "job.sub"
    path.write_text(text)
    document = Document.parse(path.as_uri(), "submit", text, 1)
    found = definition(document, at(document, "$(base)", 3), AnalysisContext())
    assert [(loc.range.start, loc.range.end) for loc in found] == [(0, 4)]
    queue_var = definition(document, at(document, "$(name)", 3), AnalysisContext())
    assert [text.encode()[loc.range.start:loc.range.end] for loc in queue_var] == [b"name"]
    assert len(references(document, at(document, "base"), AnalysisContext())) == 3
    assert prepare_rename(document, at(document, "base"), AnalysisContext()).error == ""
    edits = rename(document, at(document, "base"), "root", AnalysisContext()).edits
    assert len(edits) == 3


@hsettings(max_examples=60, deadline=None)
@given(st.text(alphabet="AB$():=.#@ \n\\,INTdefi", max_size=80), st.integers(0, 90))
def test_never_raises(text: str, offset: int) -> None:
    for language in ("condor_config", "submit"):
        document = Document.parse("file:///nonexistent/dir/condor_config", language, text, 1)
        definition(document, offset, AnalysisContext())
        references(document, offset, AnalysisContext())
        result = rename(document, offset, "NEW", AnalysisContext())
        assert result.error or all(e.new_text == "NEW" for e in result.edits)


def test_read_time_references_see_the_definition_made_so_far(tmp_path: Path) -> None:
    root = tmp_path / "condor_config"
    root.write_text("A = 1\nC = $(A)\nif $(A)\nendif\ninclude : extra.conf\nif defined A\nendif\nA = 2\n")
    (tmp_path / "extra.conf").write_text("A = 3\n")
    document = load(root)
    lazy = definition(document, at(document, "$(A)", 2), context())
    assert [(spot, line_of(loc)) for spot, loc in zip(spots(lazy, tmp_path), lazy)] == [
        (("condor_config", "A"), 7), (("extra.conf", "A"), 0), (("condor_config", "A"), 0)]
    condition = definition(document, at(document, "$(A)", 2, occurrence=1), context())
    assert [(spot, line_of(loc)) for spot, loc in zip(spots(condition, tmp_path), condition)] == [
        (("condor_config", "A"), 0)]
    after_include = definition(document, at(document, "defined A", 8), context())
    assert spots(after_include, tmp_path) == [("extra.conf", "A"), ("condor_config", "A")]


def test_rename_refuses_a_name_already_in_use(tree: Path) -> None:
    root = load(tree / "condor_config")
    taken = rename(root, at(root, "POOL_START", 1), "LOCAL_DIR", context())
    assert "already defined" in taken.error and not taken.edits
    builtin = rename(root, at(root, "POOL_START", 1), "SBIN", context())
    assert "already defined" in builtin.error


def test_references_inside_heredoc_bodies(tmp_path: Path) -> None:
    root = tmp_path / "condor_config"
    root.write_text("SITE = here\nROUTE @=end\n  Site = \"$(SITE)\"\n  Tag = $INT(SITE)\n@end\n")
    document = load(root)
    found = spots(references(document, at(document, "SITE"), context()), tmp_path)
    assert found == [("condor_config", "SITE")] * 3
    target = definition(document, at(document, "$(SITE)", 3), context())
    assert spots(target, tmp_path) == [("condor_config", "SITE")] and line_of(target[0]) == 0


def test_definition_on_an_include_target_opens_the_file(tree: Path) -> None:
    root = load(tree / "condor_config")
    found = definition(root, at(root, "extra.conf", 3), context())
    assert [(loc.uri, loc.range.start) for loc in found] == [((tree / "extra.conf").as_uri(), 0)]


def test_dotted_reference_targets_the_part_under_the_cursor(tmp_path: Path) -> None:
    path = tmp_path / "condor_config"
    path.write_text("FOO = 1\nSCHEDD.FOO = 2\nX = $(FOO) $(SCHEDD.FOO)\n")
    document = load(path)
    on_name = references(document, at(document, "$(SCHEDD.FOO)", 10), context())
    assert len(on_name) == 4
    on_prefix = references(document, at(document, "$(SCHEDD.FOO)", 3), context())
    assert len(on_prefix) == 2
    found = definition(document, at(document, "$(SCHEDD.FOO)", 10), context())
    assert line_of(found[0]) == 1


def test_submit_definition_on_a_queue_from_file(tmp_path: Path) -> None:
    (tmp_path / "items.txt").write_text("a\n")
    text = "queue x from items.txt\n"
    document = Document.parse((tmp_path / "job.sub").as_uri(), "submit", text, 1)
    found = definition(document, at(document, "items"), AnalysisContext())
    assert [loc.uri for loc in found] == [(tmp_path / "items.txt").as_uri()]


NAMES = ("ALPHA", "BETA", "GAMMA")


@st.composite
def config_texts(draw: st.DrawFn) -> str:
    lines = []
    for _ in range(draw(st.integers(1, 8))):
        name = draw(st.sampled_from(NAMES))
        kind = draw(st.sampled_from(["plain", "ref", "default", "int", "if"]))
        other = draw(st.sampled_from(NAMES))
        if kind == "plain":
            lines.append(f"{name} = 1")
        elif kind == "ref":
            lines.append(f"{name} = $({other}) x")
        elif kind == "default":
            lines.append(f"{name} = $({other}:$({name}))")
        elif kind == "int":
            lines.append(f"{name} = $INT({other})")
        else:
            lines.append(f"if defined {other}\n  {name} = 2\nendif")
    return "\n".join(lines) + "\n"


def apply_edits(text: str, edits) -> str:  # type: ignore[no-untyped-def]
    data = text.encode()
    for edit in sorted(edits, key=lambda e: e.range.start, reverse=True):
        data = data[:edit.range.start] + edit.new_text.encode() + data[edit.range.end:]
    return data.decode()


@hsettings(max_examples=40, deadline=None)
@given(config_texts())
def test_rename_moves_every_occurrence(text: str) -> None:
    import tempfile

    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "condor_config"
        path.write_text(text)
        document = Document.parse(path.as_uri(), "condor_config", text, 1)
        first = document.text.split(" ", 1)[0]
        before = references(document, 0, context())
        result = rename(document, 0, "RENAMED", context())
        assert result.error == "" and len(result.edits) == len(before)
        renamed = apply_edits(text, result.edits)
        path.write_text(renamed)
        after = Document.parse(path.as_uri(), "condor_config", renamed, 2)
        assert len(references(after, 0, context())) == len(before)
        assert f"$({first})" not in renamed and f"$({first}:" not in renamed
        assert f"defined {first}\n" not in renamed and f"$INT({first})" not in renamed


def test_highlights_stay_in_the_document(tree: Path) -> None:
    from condor_ls.analysis.navigation.references import highlights

    dropin = load(tree / "config.d" / "10-pool")
    found = highlights(dropin, at(dropin, "POOL_START", 1))
    assert [written for _, written in found] == [True, False, False, False, False]
    assert all(dropin.source[r.start:r.end] == b"POOL_START" for r, _ in found)
    assert highlights(dropin, at(dropin, "Owner")) == []
