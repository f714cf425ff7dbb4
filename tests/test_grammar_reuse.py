"""An incremental re-parse of a long config reuses the untouched runs of lines whole.

tree-sitter cannot reuse the nodes a `repeat` builds as a unit (they are "fragile"), so the
condor_config grammar groups statement lines into invisible runs (`_paragraph`). These tests
count, with the parser's own log, how many subtrees a re-parse after a one-character edit takes
over from the old tree: about one per run, not one per line. The visible tree is unchanged
(the corpus and the incremental-equals-fresh property test check that).
"""
from __future__ import annotations

from collections import Counter

from tree_sitter import Parser

from condor_ls.syntax.document import encode
from condor_ls.syntax.languages import LanguageId, language


def _reuse_log(text: str) -> Counter[str]:
    parser = Parser(language(LanguageId.CONFIG))
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


def _line_insert_log(text: str, at_line: int) -> tuple[Counter[str], int]:
    """The parser's reuse log after a whole line is inserted before ``at_line``, and the
    number of statements re-parsed as new (``shift`` of a statement's first token)."""
    parser = Parser(language(LanguageId.CONFIG))
    source = encode(text)
    tree = parser.parse(source)
    at = 0
    for _ in range(at_line):
        at = source.index(b"\n", at) + 1
    inserted = b"ADDED_KNOB = 1\n"
    tree.edit(start_byte=at, old_end_byte=at, new_end_byte=at + len(inserted), start_point=(at_line, 0),
              old_end_point=(at_line, 0), new_end_point=(at_line + 1, 0))
    events: Counter[str] = Counter()
    parser.logger = lambda _kind, message: events.update([message.split(" ", 1)[0]])
    edited = parser.parse(source[:at] + inserted + source[at:], tree)
    assert edited.root_node.named_child_count == tree.root_node.named_child_count + 1
    return events, edited.root_node.named_child_count


def test_a_line_added_moves_only_the_runs_up_to_the_next_if_block_or_comment() -> None:
    """Runs also end at an `if` block or a comment, so a line added near the top of a long file
    without blank lines leaves the runs after the next such line as they were: the re-parse
    reuses them instead of reading the rest of the file again."""
    parts = []
    for i in range(3000):
        if i % 12 == 11:
            parts.append(f"if defined KNOB_{i - 1}\nKNOB_{i} = on\nelse\nKNOB_{i} = off\nendif\n")
        elif i % 40 == 39:
            parts.append(f"# section {i}\n")
        else:
            parts.append(f"KNOB_{i} = $(KNOB_{i - 1}) {i}\n")
    events, _count = _line_insert_log("".join(parts), 5)
    # the lines between the edit and the next closing line are read again: a few dozen shifts
    # of a statement's first token at most, not thousands
    assert 0 < events["reuse_node"] < 1000
    assert events["shift"] < 400
