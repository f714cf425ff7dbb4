"""Hover, completion, outline, folding and semantic tokens in DAG files, and what a DAG's VARS
give the submit files its nodes run (hover and definition from the submit file's side).

Facts followed: a node's VARS reach condor_submit as macros, PREPEND (the default) before the
submit file is read and APPEND after it (DagSubmit::InitVars and the direct submit in
src/condor_dagman/dagman_submit.cpp); which commands take a node, and which accept ALL_NODES
(FindAllNodes vs FindNodeByName in src/condor_dagman/parse.cpp)."""
from __future__ import annotations

from pathlib import Path

import pytest

from condor_ls.analysis.completion.items import completion, resolve
from condor_ls.analysis.context import AnalysisContext
from condor_ls.analysis.dags import kept
from condor_ls.analysis.hover.config import hover
from condor_ls.analysis.navigation import references as nav
from condor_ls.analysis.navigation.symbols import document_symbols
from condor_ls.analysis.presentation.folding import folding_ranges
from condor_ls.analysis.presentation.semantic_tokens import decode, query_text, semantic_tokens
from condor_ls.syntax.document import Document
from condor_ls.syntax.languages import LanguageId

from dag_editor_support import MAIN, MORE, SIDE, at, document, spots, tree

GRAMMAR = Path(__file__).resolve().parent.parent / "grammar" / "dagman"


@pytest.fixture(autouse=True)
def fresh() -> None:
    kept.forget()


def ctx() -> AnalysisContext:
    return AnalysisContext()


def hover_text(path: Path, text: str, needle: str, plus: int = 1, nth: int = 0,
               language: LanguageId = LanguageId.DAG) -> str:
    found = hover(document(path, language, text), at(text, needle, plus, nth), ctx())
    assert found is not None, needle
    return found.markdown


# ---------------------------------------------------------------------- hover
def test_hover_on_a_node(tmp_path: Path) -> None:
    tree(tmp_path)
    text = hover_text(tmp_path / "main.dag", MAIN, "PARENT A", 7)
    assert text.startswith("**JOB A**")
    assert f"runs `a.sub` (looked up as `{tmp_path / 'a.sub'}`)" in text
    # children include E, whose dependency is written in the included more.dag
    assert "Parents: none" in text and "Children: `B`, `C`, `E`" in text
    assert "- PRE `pre.sh $JOB` (line 16)" in text
    assert "- `seed` = `1` (line 13)" in text and "- `common` = `x` (ALL_NODES, line 14)" in text
    assert "CATEGORY heavy" in text and "Defined at line 2." in text
    b = hover_text(tmp_path / "main.dag", MAIN, "RETRY B", 6)
    assert "RETRY 3 (not after exit 2)" in b and "from `bdir`" in b and "Parents: `A`" in b
    d = hover_text(tmp_path / "main.dag", MAIN, "CHILD D", 6)
    assert "runs its inline submit description" in d and "Children: `S+X`" in d


def test_hover_on_a_spliced_node_and_the_splice(tmp_path: Path) -> None:
    tree(tmp_path)
    x = hover_text(tmp_path / "side" / "side.dag", SIDE, "PARENT X", 7)
    assert x.startswith("**JOB X** (node `S+X` of splice `S`)") and "Children: `Y`" in x
    # X's parent is main.dag's D (PARENT D CHILD S: S's nodes without parents)
    assert "Parents: `D`" in x
    s = hover_text(tmp_path / "main.dag", MAIN, "CHILD S", 6)
    assert "**SPLICE S**" in s and "2 nodes" in s and "`side`" in s


def test_hover_on_all_nodes_keywords_and_files(tmp_path: Path) -> None:
    tree(tmp_path, {"main.dag": MAIN + "JOB G gone.sub\n"})
    main = tmp_path / "main.dag"
    text = main.read_text()
    assert hover_text(main, text, "ALL_NODES", 2).startswith("**ALL_NODES**: every JOB node defined before")
    job = hover_text(main, text, "JOB A", 1)
    assert job.startswith("**JOB**: a node that runs a submit description")
    assert "JOB <name> <submit description> [DIR <directory>] [NOOP] [DONE]" in job
    assert "UNLESS-EXIT <value>" in hover_text(main, text, "UNLESS-EXIT", 3)
    assert hover_text(main, text, "DIR bdir", 1).startswith("`DIR <directory>`")
    assert hover_text(main, text, "PRE A", 1).startswith("`PRE` script")
    assert "PARENT/CHILD" in hover_text(main, text, "PARENT A", 2)
    assert "CHILD" in hover_text(main, text, "CHILD B", 2)
    gone = hover_text(main, text, "gone.sub", 1)
    assert "the node's submit file" in gone and f"`{tmp_path / 'gone.sub'}` (not there yet)" in gone
    assert "a DAG file" in hover_text(main, text, "side.dag", 1)


def test_hover_on_vars_says_whether_the_submit_file_uses_them(tmp_path: Path) -> None:
    tree(tmp_path)
    seed = hover_text(tmp_path / "main.dag", MAIN, "seed", 1)
    assert seed.startswith("**seed** = `1`: a macro of the submit description of `A`")
    assert "`a.sub` uses it on line 2" in seed and "PREPEND is the default" in seed
    common = hover_text(tmp_path / "main.dag", MAIN, "common", 1)
    assert "`A`, `B`, `C`, `D`" in common and "`b.sub` does not use `$(common)`" in common


def test_hover_inside_an_inline_description_is_submit_hover(tmp_path: Path) -> None:
    tree(tmp_path)
    text = hover_text(tmp_path / "main.dag", MAIN, "executable", 2)
    assert text.startswith("**executable**")


def test_hover_on_a_submit_macro_given_by_vars(tmp_path: Path) -> None:
    tree(tmp_path)
    sub = (tmp_path / "a.sub").read_text()
    seed = hover_text(tmp_path / "a.sub", sub, "seed", 1, language=LanguageId.SUBMIT)
    assert seed.startswith("**$(seed)**: not defined in this file; DAG nodes that run it give it with VARS.")
    # A's own VARS (prepended) and E's, APPEND in the included more.dag
    assert "- node `A`: `1` (main.dag line 13; prepended)" in seed
    assert "- node `E`: `5` (more.dag line 3; APPEND: replaces this file's value)" in seed
    assert "(2 of the 3 nodes that run this file)" in seed and "Not given to `C`" in seed
    common = hover_text(tmp_path / "a.sub", sub, "common", 1, language=LanguageId.SUBMIT)
    # ALL_NODES gives it to the nodes defined before it: not E (defined by the INCLUDE after it)
    assert "(main.dag line 14; prepended, ALL_NODES)" in common and "Not given to `E`" in common
    # the file's own definition stays first; the DAG's values follow
    defined = "name = local\n" + sub
    own = hover_text(tmp_path / "a.sub", defined, "$(name", 2, language=LanguageId.SUBMIT)
    assert own.startswith("**$(name)** = `local` (line 1)") and "- node `A`: `alpha`" in own
    assert hover(document(tmp_path / "a.sub", LanguageId.SUBMIT, "executable = $(unknown)\nqueue\n"), 16,
                 ctx()).markdown.startswith("**$(unknown)** is not defined in this file")


def test_definition_of_a_submit_macro_is_the_vars_line(tmp_path: Path) -> None:
    tree(tmp_path)
    sub = (tmp_path / "a.sub").read_text()
    doc = document(tmp_path / "a.sub", LanguageId.SUBMIT)
    found = nav.definition(doc, at(sub, "seed", 1), ctx())
    assert spots(found, tmp_path) == [("main.dag", "seed"), ("more.dag", "seed")]
    assert found[0].range.start == at(MAIN, "seed") and found[1].range.start == at(MORE, "seed")
    side = (tmp_path / "side" / "x.sub").read_text()
    found = nav.definition(document(tmp_path / "side" / "x.sub", LanguageId.SUBMIT), at(side, "$(v", 2), ctx())
    assert spots(found, tmp_path) == [("side/side.dag", "v")]
    assert nav.definition(document(tmp_path / "side" / "x.sub", LanguageId.SUBMIT), at(side, "$(w", 2), ctx()) == []


# ---------------------------------------------------------------------- completion
def complete(path: Path, text: str, offset: int | None = None) -> list[str]:
    doc = Document.parse(path.as_uri(), LanguageId.DAG, text)
    found = completion(doc, len(text.encode()) if offset is None else offset, ctx())
    return [item.label for item in found.items]


NODES = ["A", "B", "C", "D", "E"]


@pytest.mark.parametrize("line, expected", [
    ("PARENT ", NODES + ["S"]),
    ("PARENT A ", NODES + ["S", "CHILD"]),
    ("PARENT A CHILD ", NODES + ["S"]),
    ("PARENT A \\\n  B CHILD ", NODES + ["S"]),
    ("WEAK ", ["PARENT"]),
    ("SCRIPT ", ["HOLD", "POST", "PRE", "DEBUG", "DEFER"]),
    ("SCRIPT DEFER 1 30 ", ["HOLD", "POST", "PRE", "DEBUG"]),
    ("SCRIPT DEBUG out.txt ", ["ALL", "STDERR", "STDOUT"]),
    ("SCRIPT PRE ", NODES + ["ALL_NODES"]),
    ("RETRY ", NODES + ["ALL_NODES"]),
    ("RETRY A 2 ", ["UNLESS-EXIT"]),
    ("ABORT-DAG-ON A 3 ", ["RETURN"]),
    ("VARS ", NODES + ["ALL_NODES"]),
    ("PRIORITY ", NODES + ["ALL_NODES"]),
    ("PRE_SKIP ", NODES + ["ALL_NODES"]),
    ("CATEGORY ", NODES + ["ALL_NODES"]),
    ("CATEGORY A ", ["heavy"]),
    ("MAXJOBS ", ["heavy"]),
    ("TOLERANCE A 3 ", ["FAIL-FAST", "WAIT"]),
    ("DONE ", NODES),
    ("SAVE_POINT_FILE ", NODES),
    ("PIN_IN ", NODES),
    ("CONNECT ", ["S"]),
    ("JOB Z a.sub ", ["DIR", "DONE", "NOOP"]),
    ("JOB Z a.sub DIR bdir ", ["DONE", "NOOP"]),
    ("JOB Z ", ["a.sub", "bdir/", "side/"]),
    ("JOB Z a.sub DIR ", ["bdir/", "side/"]),
    ("SUBDAG ", ["EXTERNAL"]),
    ("SPLICE T ", ["main.dag", "more.dag", "bdir/", "side/"]),
    ("SPLICE T side/", ["side.dag"]),
    ("SPLICE T x.dag ", ["DIR"]),
    ("INCLUDE ", ["main.dag", "more.dag", "bdir/", "side/"]),
    ("DOT g.dot ", ["DONT-OVERWRITE", "DONT-UPDATE", "INCLUDE", "OVERWRITE", "UPDATE"]),
    ("NODE_STATUS_FILE s.txt 30 ", ["ALWAYS-UPDATE"]),
    ("ENV ", ["GET", "SET"]),
    ("SET_JOB_ATTR ", []),  # the DAGMan job's attribute: no node
    ("# PARENT ", []),
])
def test_completion_after_a_command(tmp_path: Path, line: str, expected: list[str]) -> None:
    tree(tmp_path)
    found = complete(tmp_path / "main.dag", MAIN + line)
    assert sorted(found) == sorted(expected)


def test_completion_of_commands_and_script_macros(tmp_path: Path) -> None:
    tree(tmp_path)
    assert complete(tmp_path / "main.dag", MAIN + "PAR") == ["PARENT"]
    assert {"JOB", "ABORT-DAG-ON", "SUBMIT-DESCRIPTION", "WEAK", "VARS"} <= set(complete(tmp_path / "main.dag", MAIN))
    post = complete(tmp_path / "main.dag", MAIN + "SCRIPT POST A post.sh $")
    pre = complete(tmp_path / "main.dag", MAIN + "SCRIPT PRE A pre.sh $")
    assert "$RETURN" in post and "$RETURN" not in pre and "$JOB" in pre


def test_completion_of_the_macros_a_node_needs(tmp_path: Path) -> None:
    tree(tmp_path)
    # C runs a.sub, which uses seed, name and common; ALL_NODES gives it common
    found = Document.parse((tmp_path / "main.dag").as_uri(), LanguageId.DAG, MAIN + "VARS C ")
    items = completion(found, len((MAIN + "VARS C ").encode()), ctx()).items
    macros = {i.label: i.insert_text for i in items if i.kind == "macro"}
    assert macros == {"seed": 'seed="$1"', "name": 'name="$1"'}
    assert complete(tmp_path / "main.dag", MAIN + 'VARS C seed="2" ') == ["name"]
    # inside the splice: Y runs x.sub, which uses v (given) and w
    assert complete(tmp_path / "side" / "side.dag", SIDE + "VARS Y ") == ["PREPEND", "APPEND", "w"]


def test_completion_in_a_splice_offers_its_own_names(tmp_path: Path) -> None:
    tree(tmp_path)
    assert sorted(complete(tmp_path / "side" / "side.dag", SIDE + "PARENT ")) == ["X", "Y"]


def test_completion_of_names_defined_since_the_dag_was_read(tmp_path: Path) -> None:
    tree(tmp_path)
    main = tmp_path / "main.dag"
    assert "New" not in complete(main, MAIN + "PARENT ")
    assert "New" in complete(main, MAIN + "JOB New a.sub\nPARENT ")


def test_completion_inside_an_inline_description_is_submit_completion(tmp_path: Path) -> None:
    tree(tmp_path)
    text = MAIN.replace("  queue\n", "  request_m\n  queue\n")
    found = complete(tmp_path / "main.dag", text, at(text, "request_m", 9))
    assert found[0] == "request_memory" and all("request_m" in label for label in found)


def test_completion_documentation(tmp_path: Path) -> None:
    assert "RETRY <node> <max retries> [UNLESS-EXIT <code>]" in resolve(["dag-command", "RETRY"])
    assert resolve(["dag-keyword", "UNLESS-EXIT"]).startswith("`UNLESS-EXIT <value>`")
    assert resolve(["dag-script", "POST"]).startswith("`POST` script")
    assert resolve(["dag-command", "NOPE"]) == ""


# ---------------------------------------------------------------------- outline, folding, tokens
def test_outline_lists_nodes_with_their_parents(tmp_path: Path) -> None:
    text = MAIN + "SUBMIT-DESCRIPTION desc {\n  queue\n}\nFINAL F desc NOOP\n"
    tree(tmp_path, {"main.dag": text})
    found = document_symbols(document(tmp_path / "main.dag"), ctx())
    assert [(s.kind, s.name, s.detail) for s in found] == [
        ("node", "A", "a.sub"),
        ("node", "B", "b.sub · after A"),
        ("node", "C", "a.sub · after A"),
        ("node", "D", "inline description · after B, C"),
        ("module", "S", "side.dag (DIR side)"),
        ("file", "INCLUDE more.dag", ""),
        ("description", "desc", "SUBMIT-DESCRIPTION"),
        ("node", "F", "FINAL · desc · NOOP"),
    ]
    d = found[3]
    assert text.encode()[d.selection.start:d.selection.end] == b"D"
    assert text.encode()[d.range.start:d.range.end].decode().endswith("}")
    # the outline of an included file shows parents written in the including DAG
    more = document_symbols(document(tmp_path / "more.dag"), ctx())
    assert [(s.name, s.detail) for s in more] == [("E", "a.sub · after A")]
    # without a context, only what the file says
    assert document_symbols(document(tmp_path / "main.dag"))[1].detail == "b.sub"


def test_folding_of_inline_descriptions_and_continued_lines(tmp_path: Path) -> None:
    text = "# one\n# two\nJOB D {\n  queue\n}\nPARENT A \\\n  B CHILD C\nJOB E e.sub\n"
    doc = Document.parse("file:///x.dag", LanguageId.DAG, text)
    index = doc.line_index
    folds = [(index.offset_to_position(f.start).line, index.offset_to_position(f.end).line, f.kind)
             for f in folding_ranges(doc)]
    assert folds == [(0, 1, "comment"), (2, 3, "region"), (5, 6, "region")]


def test_semantic_tokens_of_a_dag() -> None:
    assert query_text(LanguageId.DAG) == (GRAMMAR / "queries" / "highlights.scm").read_text()
    text = 'JOB A a.sub DIR d\nPARENT A CHILD B\nVARS ALL_NODES x="1"\nCATEGORY A heavy\nSPLICE S s.dag\n'
    doc = Document.parse("file:///x.dag", LanguageId.DAG, text)
    lines = text.splitlines()
    found = [(lines[line][col:col + n], kind) for line, col, n, kind, _ in decode(semantic_tokens(doc))]
    assert ("JOB", "keyword") in found and ("PARENT", "keyword") in found and ("DIR", "keyword") in found
    assert found.count(("A", "variable")) == 3 and ("B", "variable") in found
    assert ("ALL_NODES", "enumMember") in found and ("heavy", "enumMember") in found
    assert ("S", "namespace") in found and ("a.sub", "string") in found and ("x", "property") in found
