"""The dagman grammar's queries load and capture what they promise, any line reads without an
ERROR node (the analysis says what condor_dagman would say about a broken line), and an
incremental re-parse gives the tree a fresh parse gives."""
from __future__ import annotations

import random
from pathlib import Path

from tree_sitter import Query, QueryCursor

from condor_ls.syntax.document import Document, TextChange
from condor_ls.syntax.languages import LanguageId, language, parser

QUERIES = Path(__file__).resolve().parent.parent / "grammar" / "dagman" / "queries"
SAMPLE = (b"# a DAG\nJOB A a.sub DIR d NOOP\nPARENT A CHILD B \\\n  C\nSUBMIT-DESCRIPTION D {\n  executable = x\n"
          b"  queue\n}\nJOB B {\n executable = /bin/true\n queue\n} DONE\nVARS ALL_NODES x=\"1\"\nSCRIPT PRE A pre.sh $JOB\n")


def load(name: str) -> Query:
    return Query(language(LanguageId.DAG), (QUERIES / f"{name}.scm").read_text())


def captures(name: str, source: bytes) -> dict[str, list[str]]:
    tree = parser(LanguageId.DAG).parse(source)
    out: dict[str, list[str]] = {}
    for _pattern, found in QueryCursor(load(name)).matches(tree.root_node):
        for capture, nodes in found.items():
            out.setdefault(capture, []).extend(n.text.decode() for n in nodes if n.text is not None)
    return out


def test_all_queries_load() -> None:
    assert all(load(name).pattern_count > 0 for name in ("highlights", "injections", "folds", "locals"))


def test_inline_descriptions_are_injected_as_submit_text() -> None:
    injected = captures("injections", SAMPLE)["injection.content"]
    # the body starts at its first line's text (leading blanks are padding) and ends before `}`
    assert injected == ["executable = x\n  queue\n", "executable = /bin/true\n queue\n"]


def test_folds_cover_descriptions_and_continued_commands() -> None:
    tree = parser(LanguageId.DAG).parse(SAMPLE)
    folds = set()
    for _pattern, found in QueryCursor(load("folds")).matches(tree.root_node):
        folds |= {(n.type, n.start_point.row) for n in found.get("fold", [])}
    assert {("dependency_statement", 2), ("inline_description", 4), ("inline_description", 8),
            ("job_statement", 8)} <= folds
    assert ("job_statement", 1) not in folds


def test_highlights_mark_keywords_names_and_all_nodes() -> None:
    found = captures("highlights", SAMPLE)
    assert {"JOB", "PARENT", "CHILD", "VARS", "SCRIPT"} <= set(found["keyword"] + found["keyword.type"]
                                                               + found["keyword.operator"])
    assert "ALL_NODES" in found["constant.builtin"] and "A" in found["label"]
    assert "a.sub" in found["string.special.path"]


def test_locals_define_nodes_and_refer_to_them() -> None:
    found = captures("locals", SAMPLE)
    assert sorted(found["local.definition.type"]) == ["A", "B", "D"]
    assert sorted(found["local.reference"]) == ["A", "A", "ALL_NODES", "B", "C"]


WORDS = ["JOB", "job", "FINAL", "SPLICE", "PARENT", "CHILD", "WEAK", "SCRIPT", "PRE", "POST", "VARS", "RETRY",
         "ABORT-DAG-ON", "DIR", "NOOP", "DONE", "{", "}", "@=X", "@X", "x=\"1\"", "'q", '"a b"', "\\", "//", "#",
         "A", "B", "a.sub", "3", "-1", "ALL_NODES", "SUBMIT-DESCRIPTION", "INCLUDE", "DOT", "=", "%", "UNLESS-EXIT"]


def test_any_line_reads_without_an_error_node() -> None:
    rng = random.Random(22)
    for _ in range(400):
        lines = []
        for _ in range(rng.randint(1, 6)):
            words = [rng.choice(WORDS) for _ in range(rng.randint(1, 6))]
            if words[0] in ("\\", "#", "//", "'q", '"a b"', "=", "%", "{", "}", "@X"):
                words[0] = "JOB"
            lines.append(" ".join(words))
        source = ("\n".join(lines) + "\n").encode()
        tree = parser(LanguageId.DAG).parse(source)
        assert not tree.root_node.has_error, source


def test_incremental_edits_give_the_fresh_tree() -> None:
    rng = random.Random(7)
    text = SAMPLE.decode()
    document = Document.parse("file:///x.dag", LanguageId.DAG, text)
    for _ in range(200):
        at = rng.randint(0, len(text))
        insert = rng.choice(["x", " ", "\n", "{", "}", "\\", "JOB Z z.sub\n", "@=E\n", "@E\n", ""])
        remove = rng.randint(0, 3) if at < len(text) else 0
        start = document.line_index.offset_to_position(len(text[:at].encode()))
        end = document.line_index.offset_to_position(len(text[:at + remove].encode()))
        document = document.apply_changes([TextChange(insert, (start, end))], deterministic=False)
        text = text[:at] + insert + text[at + remove:]
        assert document.text == text
        fresh = parser(LanguageId.DAG).parse(text.encode())
        assert str(document.tree.root_node) == str(fresh.root_node), text
