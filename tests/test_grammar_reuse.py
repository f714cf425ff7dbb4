"""An incremental re-parse of a long config reuses the untouched runs of lines whole.

tree-sitter cannot reuse the nodes a `repeat` builds as a unit (they are "fragile"), so the
condor_config and dagman grammars group statement lines into invisible runs (`_paragraph`). These tests
count, with the parser's own log, how many subtrees a re-parse after a one-character edit takes
over from the old tree: about one per run, not one per line. The visible tree is unchanged
(the corpus and the incremental-equals-fresh property test check that).
"""
from __future__ import annotations

from collections import Counter

from tree_sitter import Parser

from condor_ls.syntax.document import encode
from condor_ls.syntax.languages import LanguageId, language


def _reuse_log(text: str, lang: LanguageId = LanguageId.CONFIG) -> Counter[str]:
    parser = Parser(language(lang))
    source = encode(text)
    tree = parser.parse(source)
    middle = len(source) // 2
    row = source[:middle].count(b"\n")
    column = middle - (source.rfind(b"\n", 0, middle) + 1)
    tree.edit(start_byte=middle, old_end_byte=middle, new_end_byte=middle + 1, start_point=(row, column),
              old_end_point=(row, column), new_end_point=(row, column + 1))
    events: Counter[str] = Counter()
    parser.logger = lambda _kind, message: events.update([message.split(" ", 1)[0]])
    edited = parser.parse(source[:middle] + b"x" + source[middle:], tree)
    assert edited.root_node.named_child_count == tree.root_node.named_child_count
    return events


def test_runs_separated_by_blank_lines_are_reused_whole() -> None:
    lines = 3000
    text = "".join(f"KNOB_{i} = $(KNOB_{i - 1}) {i}\n" + ("\n" if i % 10 == 9 else "") for i in range(lines))
    reused = _reuse_log(text)["reuse_node"]
    assert 0 < reused < lines // 3  # about two per run of ten lines (the run and the blank line)


def test_long_files_without_blank_lines_are_cut_into_bounded_runs() -> None:
    lines = 3000
    text = "".join(f"KNOB_{i} = {i}\n" for i in range(lines))
    reused = _reuse_log(text)["reuse_node"]
    assert 0 < reused < lines // 8  # runs of at most 16 lines


def test_dag_runs_are_reused_whole() -> None:
    lines = 3000
    text = "".join(f"JOB n{i} job.sub\nVARS n{i} seed=\"{i}\"\n" for i in range(lines // 2))
    reused = _reuse_log(text, LanguageId.DAG)["reuse_node"]
    assert 0 < reused < lines // 8  # runs of at most 16 lines


def test_dag_last_statement_needs_no_line_break() -> None:
    """The runs end a statement at a line break or at the end of the file (a last line without
    one, or a continuation that ends the file): no error node either way."""
    parser = Parser(language(LanguageId.DAG))
    for text in (b"JOB a a.sub\nJOB b b.sub", b"JOB a a.sub\nJOB b \\\n", b"JOB a a.sub\nVARS a x=1   "):
        tree = parser.parse(text)
        assert not tree.root_node.has_error, text
        assert [child.type for child in tree.root_node.children][-1] in ("job_statement", "vars_statement")
