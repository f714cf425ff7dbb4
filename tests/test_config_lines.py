"""HTCondor's logical-line rules (values confirmed with the htcondor wheel)."""
from __future__ import annotations

from condor_ls.config.lines import logical_lines
from condor_ls.config.text import Origin


def texts(src: str) -> list[str]:
    return [line.text for line in logical_lines(src, "f")]


def test_trim_and_continue() -> None:
    assert texts("  A = 1  \nB = 2 \\\n   3\n") == ["A = 1", "B = 2 3"]


def test_comment_inside_continuation_keeps_only_its_last_character() -> None:
    # the wheel gives A = "1 t" for this file
    assert texts("A = 1 \\\n# comment\n") == ["A = 1 t"]
    # a commented line ending in a backslash keeps the continuation going
    assert texts("B = 2 \\\n  # hidden \\\n  3\n") == ["B = 2 3"]


def test_comment_line_does_not_continue() -> None:
    assert texts("# top \\\nC = 4\n") == ["# top ", "C = 4"]


def test_double_backslash_swallows_a_blank_line() -> None:
    assert texts("D = x\\\\\n\nE = y\n") == ["D = xE = y"]


def test_last_line_without_newline_is_verbatim() -> None:
    assert texts("A = 1\n  LAST = tail   ") == ["A = 1", "  LAST = tail   "]


def test_crlf_and_positions() -> None:
    lines = logical_lines("A = 1\r\n  B = two \\\r\n    more\r\n", "cfg")
    assert [l.text for l in lines] == ["A = 1", "B = two more"]
    b = lines[1]
    assert b.origin(0) == Origin("cfg", 1, 2)
    assert b.origin(len("B = two ")) == Origin("cfg", 2, 4)
    assert (b.first_line, b.last_line) == (1, 2)
    assert b.source(4).text == "two more"


def test_only_newline_ends_a_line() -> None:
    # a form feed or a lone carriage return inside a line does not split it
    assert texts("A = x\fy\nB = p\rq\n") == ["A = x\fy", "B = p\rq"]


def test_old_comment_rules_until_switched_back() -> None:
    src = "#opt:oldcomment\nC = 1 \\\n# c \\\n 2\n# top \\\nD = 3\n#opt:newcomment\nE = 1 \\\n# c\n"
    assert texts(src) == ["#opt:oldcomment", "C = 1 # c 2", "# top D = 3", "#opt:newcomment", "E = 1 c"]
