"""Top-level statements parsed with CPython's ``ast`` (condor_ls.python.parse): half-typed ones
repaired without moving any position, bounded on garbage, and the finder's positions exact in
characters (``ast`` counts UTF-8 bytes) and in f-string fields (whose ``ast`` positions are
unreliable before Python 3.12)."""
from __future__ import annotations

import ast
import warnings

import pytest
from hypothesis import given, settings as hsettings, strategies as st

import condor_ls.python.finder as finder
import condor_ls.python.parse as parse_module
from condor_ls.python.finder import find_sites
from condor_ls.python.parse import MAX_MENDS, parse

PRELUDE = "import htcondor2\nschedd = htcondor2.Schedd()\n"


def expressions(text: str) -> list[tuple[str, str]]:
    """(decoded text, source text of the literal) of every expression site."""
    sites = find_sites(text)
    return [(s.text.text, text[s.text.span[0]:s.text.span[1]]) for s in sites.expressions]


def written_at(text: str, needle: str) -> tuple[int, int]:
    """The source range of ``needle`` inside the one expression site of ``text`` holding it."""
    for site in find_sites(text).expressions:
        at = site.text.text.find(needle)
        if at >= 0:
            return site.text.source_range(at, at + len(needle))
    raise AssertionError(f"no site holds {needle!r}")


# ---------------------------------------------------------------------------- half-typed code
@pytest.mark.parametrize("body, expected", [
    # a call whose parenthesis is not closed yet, with more statements after it
    ('def f(schedd):\n    ads = schedd.query("fooo(1)"\n    for ad in ads:\n        print(ad["Owner"])\n',
     [("fooo(1)", '"fooo(1)"')]),
    # a block header missing its colon
    ('def f(x)\n    return schedd.query("fooo(1)")\n', [("fooo(1)", '"fooo(1)"')]),
    # a stray word before a statement
    ('slif x = schedd.query("fooo(1)")\n', [("fooo(1)", '"fooo(1)"')]),
    # a def header being typed above its body
    ('def f(x,\n    return schedd.query("fooo(1)")\n', [("fooo(1)", '"fooo(1)"')]),
    # a line break typed into a string of an earlier statement of the same class
    ('class C:\n    def f(self):\n        schedd.query("a\nb")\n        schedd.query("fooo(1)")\n',
     [("fooo(1)", '"fooo(1)"')]),
    # a string left open in a later argument: the complete one counts, the open one does not
    ('schedd.query("fooo(1)", projection=["Own\n', [("fooo(1)", '"fooo(1)"')]),
    # a line indented under nothing, then a complete statement
    ('x = 1\n        y = 2\nschedd.query("fooo(1)")\n', [("fooo(1)", '"fooo(1)"')]),
])
def test_the_complete_parts_of_half_typed_code_are_found(body: str, expected: list[tuple[str, str]]) -> None:
    assert expressions(PRELUDE + body) == expected


def test_a_string_closed_by_the_repair_is_no_site() -> None:
    text = PRELUDE + 'ads = schedd.query("fooo(1)", projection=["Own\n'
    assert find_sites(text).names == []
    text = PRELUDE + 'schedd.query("JobStatus == \n'
    assert expressions(text) == []


def test_a_lookup_after_a_half_typed_call_in_the_same_function() -> None:
    text = PRELUDE + 'def f():\n    ads = schedd.query("A == 1", projection=["Owner"]\n' \
                     '    for ad in ads:\n        print(ad["Ownr"])\n'
    sites = find_sites(text)
    assert [(n.text.text, n.role) for n in sites.names] == [("Owner", "projection"), ("Ownr", "lookup")]
    lookup = sites.names[1].text
    assert text[lookup.span[0]:lookup.span[1]] == '"Ownr"'


def test_repairs_keep_every_position() -> None:
    text = 'def f():\n    x = g("é", [1, "a"\n    y = "ü" + h(\n    return (x, "b"\n'
    parsed = parse(text)
    assert parsed.module.body, "the repaired statement parses"
    for node in ast.walk(parsed.module):
        if isinstance(node, ast.Constant) and isinstance(node.value, str):
            at = parsed.offset(node.lineno, node.col_offset)
            assert text[at] in "\"'" and text[at + 1:].startswith(node.value)
    # what the repair inserted is at line ends only
    for index in parsed.inserted:
        assert parsed.text[index + 1:index + 2] in ("\n", "") or parsed.text[index + 1] in ")]}\"'"


def test_garbage_is_bounded_and_never_raises(monkeypatch: pytest.MonkeyPatch) -> None:
    calls = []
    real = parse_module.quiet_parse

    def counting(text: str, mode: str = "exec") -> object:
        calls.append(len(text))
        return real(text, mode)

    monkeypatch.setattr(parse_module, "quiet_parse", counting)
    text = "def f():\n" + "".join(f"    x{i} = ) ( ] {{ '\n    if\n" for i in range(300))
    parsed = parse(text)
    assert isinstance(parsed.module, ast.Module)
    assert len(calls) <= 2 * MAX_MENDS + 4  # the first try, step 1, two rounds of mends


@given(st.lists(st.sampled_from(list("()[]{}'\"\\#:=,. \t\n\rabcxé\0f") + ["def ", "if ", "'''", "return "]),
                max_size=60).map("".join))
@hsettings(max_examples=300, deadline=None)
def test_any_text_parses_to_a_module_with_positions_in_it(text: str) -> None:
    parsed = parse(text)
    assert isinstance(parsed.module, ast.Module)
    assert len(parsed.text) == len(text) + len(parsed.inserted)
    for node in ast.walk(parsed.module):
        if hasattr(node, "lineno") and getattr(node, "end_lineno", None) is not None:
            assert 0 <= parsed.offset(node.lineno, node.col_offset) <= len(text)
            assert 0 <= parsed.offset(node.end_lineno, node.end_col_offset) <= len(text)
    find_sites("import htcondor2\n" + text)  # and the finder never fails on it


# ---------------------------------------------------------------------------- positions
@pytest.mark.parametrize("line", [
    'é = "ü"; schedd.query("Owner == \\"é\\" && fooo(1)")',       # non-ASCII before the string
    'schedd.query("🐍 €" + "x") or schedd.query("€ 🐍 fooo(1)")',  # astral and 3-byte characters
    'schedd.query(f"€{len(\'é\')} && fooo(1)")',                   # inside an f-string, after a field
    'schedd.query("é" "€"\n             "fooo(1)")',                # concatenated across lines
    'x = "\\N{EURO SIGN}"; schedd.query(r"é\\d" "fooo(1)")',       # escapes and raw strings
])
def test_findings_land_on_the_characters_after_non_ascii_text(line: str) -> None:
    text = PRELUDE + line + "\n"
    start, end = written_at(text, "fooo")
    assert text[start:end] == "fooo"


def test_calls_in_f_string_fields_are_found_at_their_characters() -> None:
    text = PRELUDE + "print(f\"é {schedd.query('fooo(1)')} {len('€')}\")\n"
    assert written_at(text, "fooo") == (text.index("fooo"), text.index("fooo") + 4)
    text = PRELUDE + 'print(f"""\n  é {schedd.query(\n     "barr(2)")}""")\n'
    assert written_at(text, "barr") == (text.index("barr"), text.index("barr") + 4)


def test_two_equal_statements_are_two_sites() -> None:
    text = PRELUDE + 'schedd.query("fooo(1)")\nschedd.query("fooo(1)")\n'
    sites = find_sites(text)
    first = text.index('"fooo')
    assert [s.text.span for s in sites.expressions] == [(first, first + 9), (first + 24, first + 33)]


def test_a_byte_order_mark_before_the_first_statement() -> None:
    text = '\ufeff"""A script."""\n' + PRELUDE + 'schedd.query("fooo(1)")\n'
    assert written_at(text, "fooo") == (text.index("fooo"), text.index("fooo") + 4)


def test_nul_and_lone_surrogates_leave_the_rest_alone() -> None:
    text = PRELUDE + "x = '\0'\ny = '\udcff'; schedd.query('fooo(1)')\n"
    assert written_at(text, "fooo") == (text.index("fooo"), text.index("fooo") + 4)


def test_invalid_escapes_in_the_script_raise_no_warning() -> None:
    text = PRELUDE + 'schedd.query("RegExp(\\"\\d+\\", Name) && fooo(1)")\n'
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        assert written_at(text, "fooo")


# ---------------------------------------------------------------------------- the cache
def test_an_edit_parses_only_the_statement_it_touched(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(finder, "PARSE_CACHE", parse_module.ParseCache())
    parsed: list[str] = []
    real = parse_module.parse

    def counting(text: str) -> parse_module.Parsed:
        parsed.append(text)
        return real(text)

    monkeypatch.setattr(parse_module, "parse", counting)
    text = PRELUDE + "".join(f"def f{i}():\n    return schedd.query('A == {i}')\n\n" for i in range(5))
    assert len(find_sites(text).expressions) == 5
    assert len(parsed) == 7
    parsed.clear()
    edited = text.replace("A == 3", "A == 33")
    assert len(find_sites(edited).expressions) == 5
    assert parsed == ["def f3():\n    return schedd.query('A == 33')\n\n"]


def test_the_parse_cache_is_bounded_by_size(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(parse_module, "CACHE_CHARS", 1000)
    cache = parse_module.ParseCache()
    texts = [f"x{i} = '{'a' * 90}'\n" for i in range(30)]
    for text in texts:
        cache.get(text)
    assert 0 < cache._size <= 1000 and len(cache._items) == cache._size // len(texts[0])
    assert texts[-1] in cache._items and texts[0] not in cache._items  # the oldest went first
    first = cache.get(texts[-1])
    assert cache.get(texts[-1]) is first  # a hit is the same parse
