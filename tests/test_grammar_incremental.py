"""Incremental re-parsing of config and submit files gives the same tree as a fresh parse.

The external scanner keeps state (the tag of an open ``@=tag`` block), so an edit inside or
around such a block must be re-scanned correctly; these checks apply random edits to sample
files and compare the re-parsed tree with a parse from scratch.
"""
from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st
from tree_sitter import Point, Tree

from condor_ls.syntax.languages import LanguageId, parser

CONFIG_SAMPLE = b"""# sample
A = $(B:default) x
START @=end
  KeyboardIdle > 10
  # dropped
  && $(X)
@end
if version >= 8.1.0
  C += more \\
     and more
elif defined D
  use ROLE : Execute
else
  include ifexist : $(LOCAL_DIR)/x
endif
STARTD.E = $ENV(HOME) $$([ 1 + 2 ])
"""

SUBMIT_SAMPLE = b"""executable = /bin/echo
arguments = $(Item)
+Group = "g"
T @=x
  a
@x
queue 2 item in (
  one
  two
)
queue f matching *.dat
"""

EDIT_TEXT = st.sampled_from([b"", b"@", b"@end", b"\n", b"$(", b")", b"if x\n", b"endif", b"\\", b"#", b"=", b"x", b" @=end\n", b"(", b"q"])


def point(source: bytes, offset: int) -> Point:
    row = source.count(b"\n", 0, offset)
    column = offset - (source.rfind(b"\n", 0, offset) + 1)
    return Point(row, column)


def reparse(lang: LanguageId, source: bytes, start: int, length: int, insert: bytes) -> tuple[Tree, Tree]:
    p = parser(lang)
    old = p.parse(source)
    new_source = source[:start] + insert + source[start + length:]
    old.edit(
        start_byte=start,
        old_end_byte=start + length,
        new_end_byte=start + len(insert),
        start_point=point(source, start),
        old_end_point=point(source, start + length),
        new_end_point=point(new_source, start + len(insert)),
    )
    incremental = p.parse(new_source, old)
    fresh = parser(lang).parse(new_source)
    return incremental, fresh


def check(lang: LanguageId, sample: bytes, data: st.DataObject) -> None:
    source = sample
    for _ in range(3):  # a few edits in a row, each on top of the previous incremental tree
        start = data.draw(st.integers(0, len(source)))
        length = data.draw(st.integers(0, min(6, len(source) - start)))
        insert = data.draw(EDIT_TEXT)
        incremental, fresh = reparse(lang, source, start, length, insert)
        assert str(incremental.root_node) == str(fresh.root_node)
        source = source[:start] + insert + source[start + length:]


@settings(max_examples=200, deadline=None)
@given(data=st.data())
def test_config_incremental_matches_fresh(data: st.DataObject) -> None:
    check(LanguageId.CONFIG, CONFIG_SAMPLE, data)


@settings(max_examples=200, deadline=None)
@given(data=st.data())
def test_submit_incremental_matches_fresh(data: st.DataObject) -> None:
    check(LanguageId.SUBMIT, SUBMIT_SAMPLE, data)


def test_closing_a_block_by_editing_its_tag_is_seen() -> None:
    source = b"A @=end\n  x\n@ned\nB = 1\n"
    start = source.index(b"@ned")
    incremental, fresh = reparse(LanguageId.CONFIG, source, start + 1, 3, b"end")
    assert str(incremental.root_node) == str(fresh.root_node)
    assert [c.type for c in fresh.root_node.named_children] == ["heredoc_assignment", "assignment"]
