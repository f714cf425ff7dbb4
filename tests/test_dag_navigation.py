"""Go to definition, references, highlights, rename and document links in DAG files, as pure
analysis queries over the DAG model (names resolved as condor_dagman's DagProcessor resolves
them: src/condor_dagman/parse.cpp)."""
from __future__ import annotations

from pathlib import Path

import pytest

from condor_ls.analysis.context import AnalysisContext
from condor_ls.analysis.dags import kept
from condor_ls.analysis.navigation import references as nav
from condor_ls.analysis.navigation.links import document_links
from condor_ls.dag import load_dag

from dag_editor_support import MAIN, MORE, SIDE, apply, at, document, spots, tree


@pytest.fixture(autouse=True)
def fresh() -> None:
    kept.forget()


def ctx() -> AnalysisContext:
    return AnalysisContext()


# ---------------------------------------------------------------------- definition
@pytest.mark.parametrize("needle, plus, nth, expected", [
    ("PARENT A", 7, 0, ("main.dag", "A")),       # a parent
    ("CHILD B C", 6, 0, ("main.dag", "B")),     # a child, one of several
    ("PARENT B C", 9, 0, ("main.dag", "C")),
    ("VARS A", 5, 0, ("main.dag", "A")),
    ("RETRY B", 6, 0, ("main.dag", "B")),
    ("SCRIPT PRE A", 11, 0, ("main.dag", "A")),
    ("CATEGORY A", 9, 0, ("main.dag", "A")),
    ("CHILD S", 6, 0, ("main.dag", "S")),        # a splice named as a child: its SPLICE line
])
def test_definition_of_names(tmp_path: Path, needle: str, plus: int, nth: int, expected: tuple[str, str]) -> None:
    tree(tmp_path)
    found = nav.definition(document(tmp_path / "main.dag"), at(MAIN, needle, plus, nth), ctx())
    assert spots(found, tmp_path) == [expected]
    assert found[0].range.start < at(MAIN, needle)  # the defining line comes before the use


def test_definition_of_a_category_is_its_maxjobs_line(tmp_path: Path) -> None:
    tree(tmp_path)
    found = nav.definition(document(tmp_path / "main.dag"), at(MAIN, "A heavy", 3), ctx())
    assert [loc.range.start for loc in found] == [at(MAIN, "MAXJOBS heavy", 8)]


def test_definition_from_an_included_file_leads_into_the_including_dag(tmp_path: Path) -> None:
    # more.dag is read where main.dag INCLUDEs it, so its `A` is main.dag's node A
    tree(tmp_path)
    found = nav.definition(document(tmp_path / "more.dag"), at(MORE, "PARENT A", 7), ctx())
    assert spots(found, tmp_path) == [("main.dag", "A")]
    assert found[0].range.start == at(MAIN, "JOB A", 4)


def test_definition_of_file_words(tmp_path: Path) -> None:
    tree(tmp_path)
    doc = document(tmp_path / "main.dag")

    def target(needle: str, plus: int = 1) -> list[str]:
        return [loc.uri for loc in nav.definition(doc, at(MAIN, needle, plus), ctx())]

    assert target("a.sub") == [(tmp_path / "a.sub").as_uri()]
    # B's submit file is looked up in its DIR
    assert target("b.sub") == [(tmp_path / "bdir" / "b.sub").as_uri()]
    assert target("side.dag") == [(tmp_path / "side" / "side.dag").as_uri()]
    assert target("more.dag") == [(tmp_path / "more.dag").as_uri()]
    # the script runs in the node's directory (A has none: the DAG's)
    assert target("pre.sh") == [(tmp_path / "pre.sh").as_uri()]
    # on the SPLICE line's name: the spliced DAG
    assert target("SPLICE S", 7) == [(tmp_path / "side" / "side.dag").as_uri()]


def test_definition_of_missing_files_and_descriptions(tmp_path: Path) -> None:
    text = "SUBMIT-DESCRIPTION desc {\n  queue\n}\nJOB A desc\nJOB B missing.sub\nJOB C d/s.sub\n" \
           "SCRIPT POST C post.sh\n"
    tree(tmp_path, {"main.dag": text, "d/s.sub": "queue\n", "d/post.sh": "#!/bin/sh\n"})
    doc = document(tmp_path / "main.dag")
    # a node running a named description leads to the SUBMIT-DESCRIPTION line
    assert spots(nav.definition(doc, at(text, "JOB A desc", 7), ctx()), tmp_path) == [("main.dag", "desc")]
    assert nav.definition(doc, at(text, "missing.sub", 2), ctx()) == []
    assert spots(nav.definition(doc, at(text, "d/s.sub", 3), ctx()), tmp_path) == [("d/s.sub", "")]
    # C has no DIR: post.sh is looked up in the DAG's directory, where there is none
    assert nav.definition(doc, at(text, "post.sh", 1), ctx()) == []


def test_script_found_in_the_node_dir(tmp_path: Path) -> None:
    text = "JOB A a.sub DIR work\nSCRIPT PRE A check.sh\n"
    tree(tmp_path, {"main.dag": text, "work/a.sub": "queue\n", "work/check.sh": "#!/bin/sh\n"})
    found = nav.definition(document(tmp_path / "main.dag"), at(text, "check.sh", 1), ctx())
    assert [loc.uri for loc in found] == [(tmp_path / "work" / "check.sh").as_uri()]


def test_definition_inside_a_splice_and_of_a_file_spliced_twice(tmp_path: Path) -> None:
    tree(tmp_path, {"main.dag": MAIN + "SPLICE T side.dag DIR side\nPARENT S CHILD T\n"})
    doc = document(tmp_path / "side" / "side.dag")
    # side.dag is read twice (S and T): its X is one place
    found = nav.definition(doc, at(SIDE, "PARENT X", 7), ctx())
    assert spots(found, tmp_path) == [("side/side.dag", "X")]
    refs = nav.references(doc, at(SIDE, "PARENT X", 7), ctx())
    assert spots(refs, tmp_path) == [("side/side.dag", "X"), ("side/side.dag", "X")]
    assert [loc.range.start for loc in refs] == [at(SIDE, "X"), at(SIDE, "PARENT X", 7)]


def test_a_spliced_node_named_outside_its_splice(tmp_path: Path) -> None:
    # condor_dagman refuses `VARS S+X ...` in the including file while the splice's nodes have
    # not joined it yet (they join once the file, or an INCLUDE in it, is read to its end);
    # definition still shows which node was meant, and rename is refused there
    text = MAIN.replace("INCLUDE more.dag\n", "") + 'VARS S+X v="2"\n'
    tree(tmp_path, {"main.dag": text})
    doc = document(tmp_path / "main.dag")
    offset = at(text, "S+X", 1)
    assert spots(nav.definition(doc, offset, ctx()), tmp_path) == [("side/side.dag", "X")]
    refused = nav.prepare_rename(doc, offset, ctx())
    assert "node X of splice S" in refused.error and "side.dag" in refused.error


def test_a_spliced_node_named_after_an_include_is_renamed_with_its_prefix(tmp_path: Path) -> None:
    # after `INCLUDE more.dag` the splice S has been merged (DagProcessor lifts splices at the end
    # of every file it reads), so `VARS S+X` names node X of side.dag
    text = MAIN + 'VARS S+X v="2"\n'
    tree(tmp_path, {"main.dag": text})
    main = document(tmp_path / "main.dag")
    assert spots(nav.definition(main, at(text, "S+X", 1), ctx()), tmp_path) == [("side/side.dag", "X")]
    result = nav.rename(document(tmp_path / "side" / "side.dag"), at(SIDE, "JOB X", 4), "Ex", ctx())
    assert result.error == ""
    assert sorted((e.uri.rsplit("/", 1)[-1], e.new_text) for e in result.edits) == [
        ("main.dag", "S+Ex"), ("side.dag", "Ex"), ("side.dag", "Ex")]
    apply(result.edits, tmp_path)
    kept.forget()
    result = nav.rename(document(tmp_path / "main.dag"), at(text, "SPLICE S", 7), "Side", ctx())
    assert sorted(e.new_text for e in result.edits) == ["Side", "Side", "Side+Ex"]
    apply(result.edits, tmp_path)
    dag = load_dag(str(tmp_path / "main.dag"))
    assert dag.problems == [] and dag.nodes["Side+Ex"].vars[0].value == "2"


# ---------------------------------------------------------------------- references, highlights
def test_references_across_the_dag_and_its_include(tmp_path: Path) -> None:
    tree(tmp_path)
    doc = document(tmp_path / "main.dag")
    found = nav.references(doc, at(MAIN, "JOB A", 4), ctx())
    files = [f for f, text in spots(found, tmp_path)]
    assert files == ["main.dag"] * 5 + ["more.dag"]
    assert {text for _, text in spots(found, tmp_path)} == {"A"}
    without = nav.references(doc, at(MAIN, "JOB A", 4), ctx(), include_declaration=False)
    assert len(without) == 5 and found[0] not in without


def test_references_of_a_splice_and_a_category(tmp_path: Path) -> None:
    tree(tmp_path)
    doc = document(tmp_path / "main.dag")
    splice = nav.references(doc, at(MAIN, "CHILD S", 6), ctx())
    assert [loc.range.start for loc in splice] == [at(MAIN, "SPLICE S", 7), at(MAIN, "CHILD S", 6)]
    category = nav.references(doc, at(MAIN, "heavy"), ctx())
    assert [loc.range.start for loc in category] == [at(MAIN, "heavy"), at(MAIN, "heavy", nth=1)]


def test_highlights_are_this_documents_with_the_definition_marked(tmp_path: Path) -> None:
    tree(tmp_path)
    found = nav.highlights(document(tmp_path / "main.dag"), at(MAIN, "PARENT A", 7), ctx())
    assert [(r.start, written) for r, written in found] == [
        (at(MAIN, "JOB A", 4), True), (at(MAIN, "PARENT A", 7), False), (at(MAIN, "VARS A", 5), False),
        (at(MAIN, "PRE A", 4), False), (at(MAIN, "CATEGORY A", 9), False)]


def test_nothing_where_no_name_is(tmp_path: Path) -> None:
    tree(tmp_path)
    doc = document(tmp_path / "main.dag")
    for offset in (0, at(MAIN, "RETRY B", 9), len(MAIN.encode())):
        assert nav.references(doc, offset, ctx()) == []
        assert nav.highlights(doc, offset, ctx()) == []
        assert nav.prepare_rename(doc, offset, ctx()).range is None


# ---------------------------------------------------------------------- rename
def _shape(path: Path) -> list[tuple[str, list[str]]]:
    dag = load_dag(str(path))
    return sorted((n.name, sorted(c.name for c in dag.children(n))) for n in dag.nodes.values())


def test_rename_a_node_across_files_keeps_the_dag(tmp_path: Path) -> None:
    tree(tmp_path)
    before = _shape(tmp_path / "main.dag")
    doc = document(tmp_path / "main.dag")
    offset = at(MAIN, "PARENT A", 7)
    prepared = nav.prepare_rename(doc, offset, ctx())
    assert prepared.error == "" and prepared.range is not None and prepared.range.start == offset
    result = nav.rename(doc, offset, "Alpha", ctx())
    assert result.error == ""
    assert sorted({e.uri.rsplit("/", 1)[-1] for e in result.edits}) == ["main.dag", "more.dag"]
    apply(result.edits, tmp_path)
    renamed = {"A": "Alpha"}
    assert _shape(tmp_path / "main.dag") == sorted(
        (renamed.get(n, n), sorted(renamed.get(c, c) for c in cs)) for n, cs in before)
    assert load_dag(str(tmp_path / "main.dag")).problems == []
    assert "VARS Alpha seed" in (tmp_path / "main.dag").read_text()


def test_rename_inside_a_splice_and_of_the_splice(tmp_path: Path) -> None:
    tree(tmp_path)
    side = document(tmp_path / "side" / "side.dag")
    result = nav.rename(side, at(SIDE, "JOB Y", 4), "Why", ctx())
    assert result.error == "" and {e.uri for e in result.edits} == {(tmp_path / "side" / "side.dag").as_uri()}
    apply(result.edits, tmp_path)
    assert (tmp_path / "side" / "side.dag").read_text() == SIDE.replace("Y", "Why")
    kept.forget()
    main = document(tmp_path / "main.dag")
    result = nav.rename(main, at(MAIN, "CHILD S", 6), "Side", ctx())
    assert result.error == "" and len(result.edits) == 2
    apply(result.edits, tmp_path)
    dag = load_dag(str(tmp_path / "main.dag"))
    assert dag.problems == [] and "Side+Why" in dag.nodes and "S+Why" not in dag.nodes


@pytest.mark.parametrize("needle, plus, new, message", [
    ("ALL_NODES", 1, "X", "ALL_NODES is a keyword"),
    ("JOB A", 4, "B", "already a node B"),
    ("JOB A", 4, "S", "already a splice S"),
    ("JOB A", 4, "a+b", "refuses '+'"),
    ("JOB A", 4, "two words", "one word"),
    ("JOB A", 4, 'q"uote', "one word"),
    ("JOB A", 4, "child", "reserved word"),
    ("JOB A", 4, "", "cannot be empty"),
    ("heavy", 1, "light", "Only node and splice names"),
])
def test_rename_refusals(tmp_path: Path, needle: str, plus: int, new: str, message: str) -> None:
    tree(tmp_path)
    result = nav.rename(document(tmp_path / "main.dag"), at(MAIN, needle, plus), new, ctx())
    assert message in result.error and result.edits == ()


def test_rename_of_an_undefined_name_is_refused(tmp_path: Path) -> None:
    text = MAIN + "PARENT A CHILD Nope\n"
    tree(tmp_path, {"main.dag": text})
    refused = nav.prepare_rename(document(tmp_path / "main.dag"), at(text, "Nope", 1), ctx())
    assert "names no node" in refused.error


def test_rename_may_reuse_a_name_of_another_splice(tmp_path: Path) -> None:
    # names are unique per DAG file scope: the outer DAG may have an X beside splice S's X
    tree(tmp_path)
    result = nav.rename(document(tmp_path / "main.dag"), at(MAIN, "JOB C", 4), "X", ctx())
    assert result.error == ""


# ---------------------------------------------------------------------- links
def test_document_links_to_files_that_exist(tmp_path: Path) -> None:
    tree(tmp_path, {"main.dag": MAIN + "JOB G gone.sub\nCONFIG dag.config\n", "dag.config": "DAGMAN_MAX_JOBS_IDLE = 5\n"})
    text = (tmp_path / "main.dag").read_text()
    found = document_links(document(tmp_path / "main.dag"), ctx())
    linked = [(text.encode()[link.range.start:link.range.end].decode(), Path(link.target[7:]).relative_to(tmp_path))
              for link in found]
    assert linked == [("a.sub", Path("a.sub")), ("b.sub", Path("bdir/b.sub")), ("a.sub", Path("a.sub")),
                      ("side.dag", Path("side/side.dag")), ("pre.sh", Path("pre.sh")), ("more.dag", Path("more.dag")),
                      ("dag.config", Path("dag.config"))]


def test_kept_dag_follows_changes_of_the_files_it_read(tmp_path: Path) -> None:
    tree(tmp_path)
    doc = document(tmp_path / "main.dag")
    first = kept.editor_dag(doc, ctx())
    assert kept.editor_dag(doc, ctx()) is first  # nothing changed: the same DAG
    (tmp_path / "more.dag").write_text(MORE + "JOB F a.sub\n")
    second = kept.editor_dag(doc, ctx())
    assert second is not first and "F" in second.nodes
    changed = document(tmp_path / "main.dag", text=MAIN + "JOB H a.sub\n")
    assert "H" in kept.editor_dag(changed, ctx()).nodes


def test_kept_dags_stay_bounded(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    import gc

    from condor_ls.analysis.navigation import dag_places

    tree(tmp_path)
    for version in range(2, 40):  # typing in one document: one DAG kept for it, one index alive
        doc = document(tmp_path / "main.dag", text=MAIN + f"JOB N{version} a.sub\n")
        doc = type(doc).parse(doc.uri, doc.language, doc.text, version)
        nav.highlights(doc, at(MAIN, "JOB A", 4), ctx())
    assert kept.size() == 1
    gc.collect()
    assert len(dag_places._places) <= 1
    # a bound on the names kept: DAGs of other files push the oldest out, the newest stays
    monkeypatch.setattr(kept, "MAX_REFERENCES", 20)
    for name in ("x.dag", "y.dag", "z.dag"):
        (tmp_path / name).write_text("".join(f"JOB {name[0]}{i} a.sub\n" for i in range(15)))
        kept.editor_dag(document(tmp_path / name), ctx())
    assert kept.size() == 1 and kept.latest(document(tmp_path / "z.dag")) is not None


def test_the_model_an_analysis_built_is_offered_to_the_editor_requests(tmp_path: Path) -> None:
    # the server's diagnostics build the DAG of a version; requests on that version reuse it
    from condor_ls.analysis.rules.registry import diagnostics

    tree(tmp_path)
    doc = document(tmp_path / "main.dag")
    analysis = ctx()
    diagnostics(doc, analysis)
    assert kept.offer(doc, analysis)
    built = analysis.memo[f"dag:{tmp_path / 'main.dag'}"]
    assert kept.editor_dag(doc, ctx()) is built
    # a change of a file that analysis read makes the next request build anew
    (tmp_path / "more.dag").write_text(MORE + "JOB F a.sub\n")
    assert kept.editor_dag(doc, ctx()) is not built
    # nothing to offer from an analysis that built no DAG (its rules disabled, another language)
    assert not kept.offer(doc, ctx())
