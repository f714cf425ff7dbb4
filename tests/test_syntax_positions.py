"""Coordinate conversions: byte offsets, tree-sitter points and LSP positions."""
from __future__ import annotations

from hypothesis import given, settings, strategies as st

from condor_ls.syntax.positions import LineIndex, Point, Position, PositionEncoding

U16 = PositionEncoding.UTF16


def test_ascii_round_trip() -> None:
    index = LineIndex("a = 1\nbb = 2\n")
    assert index.position_to_offset((1, 3)) == 9
    assert index.offset_to_position(9) == Position(1, 3)
    assert index.offset_to_point(9) == Point(1, 3)
    assert index.point_to_offset((1, 3)) == 9
    assert index.line_count == 3
    assert index.line_text(1) == "bb = 2"


def test_bmp_and_astral_characters_in_utf16() -> None:
    # "é" is 2 bytes / 1 unit; "😀" (U+1F600) is 4 bytes / 2 UTF-16 units / 1 code point
    text = "x = \"é😀z\"\n"
    index = LineIndex(text)
    z_byte = text.encode().index(b"z")
    assert z_byte == 11
    assert index.offset_to_position(z_byte) == Position(0, 8)
    assert index.position_to_offset((0, 8)) == z_byte
    assert index.offset_to_point(z_byte) == Point(0, 11)
    # a position inside the surrogate pair rounds down to the start of the character
    assert index.position_to_offset((0, 7)) == text.encode().index("😀".encode())


def test_other_encodings() -> None:
    text = "é😀z"
    assert LineIndex(text, PositionEncoding.UTF32).offset_to_position(6) == Position(0, 2)
    assert LineIndex(text, PositionEncoding.UTF8).offset_to_position(6) == Position(0, 6)
    assert LineIndex(text, "utf-32").position_to_offset((0, 2)) == 6
    assert LineIndex(text, "utf-8").position_to_offset((0, 6)) == 6
    # a UTF-8 column inside a multi-byte sequence rounds down
    assert LineIndex(text, "utf-8").position_to_offset((0, 1)) == 0


def test_crlf_terminators() -> None:
    text = "a\r\nbé\r\nc"
    index = LineIndex(text)
    # LSP: the terminator is not part of the line; characters past the end clamp before it
    assert index.line_text(1) == "bé"
    assert index.position_to_offset((1, 99)) == 3 + 3
    assert index.offset_to_position(index.length) == Position(2, 1)
    # tree-sitter rows split at "\n", the "\r" is the last byte of the row
    assert index.offset_to_point(3) == Point(1, 0)
    assert index.offset_to_point(2) == Point(0, 2)
    # an offset between "\r" and "\n" maps to the end of the line's content
    assert index.offset_to_position(2) == Position(0, 1)


def test_lone_carriage_return_is_an_lsp_line_but_not_a_tree_sitter_row() -> None:
    index = LineIndex("a\rb\nc")
    assert index.line_count == 3
    assert index.position_to_offset((1, 0)) == 2
    assert index.offset_to_point(2) == Point(0, 2)
    assert index.offset_to_point(4) == Point(1, 0)
    assert index.point_to_position((1, 0)) == Position(2, 0)


def test_out_of_range_input_is_clamped() -> None:
    index = LineIndex("ab\ncd")
    assert index.position_to_offset((-1, 5)) == 0
    assert index.position_to_offset((9, 0)) == 5
    assert index.position_to_offset((0, -3)) == 0
    assert index.offset_to_position(99) == Position(1, 2)
    assert index.offset_to_point(-5) == Point(0, 0)
    assert index.point_to_offset((7, 0)) == 5
    assert index.line_text(7) == ""


def test_empty_text() -> None:
    index = LineIndex("")
    assert index.line_count == 1
    assert index.offset_to_position(0) == Position(0, 0)
    assert index.position_to_offset((0, 4)) == 0


ALPHABET = st.sampled_from(list("ab =$()\n\r\t#é€😀\\\u2028"))


@settings(max_examples=300, deadline=None)
@given(st.lists(ALPHABET, max_size=40).map("".join), st.sampled_from(list(PositionEncoding)))
def test_every_character_boundary_round_trips(text: str, encoding: PositionEncoding) -> None:
    index = LineIndex(text, encoding)
    data = text.encode()
    assert index.length == len(data)
    for char_index in range(len(text) + 1):
        offset = len(text[:char_index].encode())
        assert index.char_to_offset(char_index) == offset
        assert index.offset_to_char(offset) == char_index
        # tree-sitter point agrees with counting "\n" in the bytes
        row = data[:offset].count(b"\n")
        column = offset - (data[:offset].rfind(b"\n") + 1)
        assert index.offset_to_point(offset) == Point(row, column)
        assert index.point_to_offset((row, column)) == offset
        # LSP positions round-trip except inside a CRLF pair, which LSP cannot address
        if not (text[char_index - 1:char_index + 1] == "\r\n" and char_index > 0):
            position = index.offset_to_position(offset)
            assert index.position_to_offset(position) == offset


@settings(max_examples=200, deadline=None)
@given(st.lists(ALPHABET, max_size=40).map("".join))
def test_utf16_columns_match_a_reference_count(text: str) -> None:
    index = LineIndex(text, U16)
    lines = text.replace("\r\n", "\n").replace("\r", "\n").split("\n")
    for line_no, line in enumerate(lines):
        units = len(line.encode("utf-16-le")) // 2
        offset = index.position_to_offset((line_no, units))
        assert index.offset_to_position(offset) == Position(line_no, units)


@settings(max_examples=300, deadline=None)
@given(text=st.one_of(st.text(alphabet="ab \n\t", max_size=60), st.text(alphabet="ab \n\r\té", max_size=60)),
       edits=st.lists(st.tuples(st.integers(0, 80), st.integers(0, 5),
                                st.one_of(st.text(alphabet="xy\n", max_size=6), st.text(alphabet="xy\n\r€", max_size=6))),
                      min_size=1, max_size=5))
def test_an_index_worked_out_from_the_last_one_equals_a_fresh_one(text: str, edits: list[tuple[int, int, str]]) -> None:
    """``LineIndex.edited`` (line starts shifted past an edit) answers as an index built from the
    new text, or declines (non-ASCII, CR) and the caller builds one."""
    index = LineIndex(text)
    for at, length, inserted in edits:
        start = min(at, len(text))
        end = min(start + length, len(text))
        text = text[:start] + inserted + text[end:]
        fresh = LineIndex(text)
        edited = index.edited(text, start, end, inserted)
        if edited is not None:
            assert (edited._char_starts, edited._byte_starts, edited._rows, edited.length) == \
                (fresh._char_starts, fresh._byte_starts, fresh._rows, fresh.length)
            assert all(edited.offset_to_position(o) == fresh.offset_to_position(o) for o in range(len(text) + 2))
        index = edited or fresh


def test_an_ascii_edit_shifts_the_line_starts() -> None:
    index = LineIndex("a = 1\nb = 2\nc = 3\n").edited("a = 1\nb = 2\nx\nc = 3\n", 12, 12, "x\n")
    assert index is not None and index.line_count == 5 and index.line_text(3) == "c = 3"
    assert LineIndex("é\n").edited("éx\n", 1, 1, "x") is None  # non-ASCII: built afresh


@settings(max_examples=200, deadline=None)
@given(st.lists(st.sampled_from(list("ab =\n€😀\ud800\udfff")), max_size=30).map("".join),
       st.sampled_from(list(PositionEncoding)))
def test_lone_surrogates_keep_their_column(text: str, encoding: PositionEncoding) -> None:
    """An editor may send a lone surrogate (JSON allows ``\\ud800``); it is one character and
    one UTF-16 unit, and the columns after it stay right."""
    index = LineIndex(text, encoding)
    for char_index in range(len(text) + 1):
        offset = len(text[:char_index].encode("utf-8", "surrogatepass"))
        assert index.offset_to_char(offset) == char_index
        position = index.offset_to_position(offset)
        assert index.position_to_offset(position) == offset
    if encoding is U16:
        line = text.split("\n")[-1]
        units = len(line.encode("utf-16-le", "surrogatepass")) // 2
        assert index.offset_to_position(len(text.encode("utf-8", "surrogatepass"))).character == units
