"""The hand-written fast path of the ClassAd parser (``classad/fastparse.py``) against the
tree-sitter path it stands in for.

Whatever the fast path accepts must come out exactly as the tree-sitter path builds it: the same
node types, operators, names and values (booleans told from integers, reals bit for bit) and
the same spans, literal spellings and call-name spans. Whatever the tree-sitter path refuses,
the fast path must decline (it never reports errors itself). Checked on random expressions and
ads from the differential oracle's strategies, on random token soup and on mutations of valid
text (where the error/no-error decision is made), and on every curated oracle case.
"""
from __future__ import annotations

import math
import os
import struct
import sys
from dataclasses import fields
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from condor_ls.classad import fastparse, parser
from condor_ls.classad.ad import ClassAd
from condor_ls.classad.parser import ClassAdSyntaxError, parse_ad, parse_expr, parse_old_value

sys.path.insert(0, str(Path(__file__).parent))
from oracle import strategies as gen  # noqa: E402
from oracle.cases import load_cases  # noqa: E402

#: examples per property; FASTPARSE_EXAMPLES=20000 for a long hunt
SETTINGS = settings(max_examples=int(os.environ.get("FASTPARSE_EXAMPLES", "400")), deadline=None,
                    suppress_health_check=list(HealthCheck))


def _leaf(value: object) -> object:
    if isinstance(value, float):
        return ("real", "nan" if math.isnan(value) else struct.pack("<d", value))
    return (type(value).__name__, repr(value))


def dump(root: object) -> list:
    """Every field of every node (spans included), in prefix order; iterative, so the longest
    operator chains of the curated cases do not exhaust the recursion limit."""
    out: list = []
    stack = [root]
    while stack:
        node = stack.pop()
        if isinstance(node, tuple):
            out.append(("tuple", len(node)))
            stack.extend(reversed(node))
        elif type(node).__module__ == "condor_ls.classad.ast":
            out.append(type(node).__name__)
            for f in reversed(fields(node)):  # type: ignore[arg-type]
                stack.append(getattr(node, f.name))
                stack.append(("field", f.name))
        elif isinstance(node, tuple) or node is None or isinstance(node, (str, int, float, bool)):
            out.append(_leaf(node))
        else:  # values: UNDEFINED, ErrorValue, AbsTime, a field marker
            out.append(node if isinstance(node, tuple) else _leaf(node))
    return out


def dump_ad(ad: ClassAd) -> list:
    return [(name, dump(expr)) for name, expr in ad.items()]


def tree_result(fn, *args):  # type: ignore[no-untyped-def]
    try:
        return fn(*args), None
    except ClassAdSyntaxError as exc:
        return None, exc


def check_expr(text: str, strict: bool = False, old: bool = False) -> bool:
    """Compare the two paths on ``text``; True when the fast path took it (or found the one
    error it reports itself, nesting beyond the library's limit, at the same place)."""
    fast, fast_error = tree_result(fastparse.expr, text, strict, old)
    slow, error = tree_result(parser._tree_expr, text, strict, old)
    if fast_error is not None:
        assert error is not None, f"fast path refused {text!r}, which the tree-sitter path accepts"
        assert (fast_error.message, fast_error.offset) == (error.message, error.offset), text
        return True
    if fast is None:
        return False
    assert error is None, f"fast path accepted {text!r}, which the tree-sitter path refuses: {error}"
    assert dump(fast) == dump(slow), f"different ASTs for {text!r}"
    return True


def check_old_value(text: str) -> bool:
    fast = fastparse.old_value(text)
    slow, error = tree_result(parser._tree_old_value, text)
    if fast is None:
        return False
    assert error is None, f"fast path accepted old value {text!r}, refused by tree-sitter: {error}"
    assert dump(fast) == dump(slow), f"different ASTs for old value {text!r}"
    return True


def check_ad(text: str, strict: bool = False) -> bool:
    fast = fastparse.ad(text, strict)
    slow, error = tree_result(parser._tree_ad, text, strict)
    if fast is None:
        return False
    assert error is None, f"fast path accepted ad {text!r}, refused by tree-sitter: {error}"
    assert dump_ad(fast) == dump_ad(slow), f"different ads for {text!r}"
    return True


# -- random well-formed (mostly) text from the oracle's strategies ---------------------------------

@SETTINGS
@given(gen.EXPRESSIONS)
def test_random_expressions(text):
    check_expr(text)
    check_expr(text, strict=True)
    check_expr(text, old=True)


@SETTINGS
@given(st.one_of(gen.ENCLOSING_EXPRESSIONS, gen.ABSTIME_OFFSETS, gen.expressions(max_leaves=30)))
def test_random_scoping_and_time_expressions(text):
    check_expr(text)


@SETTINGS
@given(gen.ads())
def test_random_ads(text):
    check_ad(text)
    check_ad(text, strict=True)


@SETTINGS
@given(gen.scoping_ads())
def test_random_scoping_ads(text):
    check_ad(text)


@SETTINGS
@given(gen.ATTR_VALUES)
def test_random_old_values(text):
    if "\n" not in text:
        check_old_value(text)


# -- the error/no-error decision: token soup and mutations ------------------------------------------

_PIECES = st.sampled_from([
    "a", "b", "MY", "TARGET", "x1", "_y", "true", "FALSE", "undefined", "error", "is", "isnt", "IS",
    "0", "1", "-", "-1", "017", "08", "0x1F", "1.5", ".5", "1e3", "1.", "5.", "..", ".", "1e", "2E-2",
    '"s"', '"a\\"b"', '"\\0"', '"\\101"', '"é"', "'q'", '"', "'",
    "+", "*", "/", "%", "<<", ">>", ">>>", "<", "<=", ">", ">=", "==", "!=", "=?=", "=!=", "=",
    "&&", "||", "&", "|", "^", "!", "~", "?", ":", "?:", "? :",
    "(", ")", "[", "]", "{", "}", ",", ";",
    " ", "  ", "\t", "\n", "\r\n", "//c\n", "/*c*/", "#", "\u00a0", "é", "\x00",
    "f(", "strcat(", "absTime(", "relTime(", 'absTime("2020-01-01")', 'relTime("1:00")', "size(",
])


@SETTINGS
@given(st.lists(_PIECES, min_size=1, max_size=14).map("".join))
def test_token_soup(text):
    check_expr(text)
    check_expr(text, strict=True)
    if "\n" not in text:
        check_old_value(text)
    check_ad("[a = " + text + "]")
    if "\n" not in text:
        check_ad("a = " + text + "\nb = 1")


def _mutations(text_strategy):
    """A text with one character deleted, replaced or inserted."""
    chars = st.sampled_from(list("()[]{}\"'.,;:?!=<>-+*/%&|^~ \n#0159aZ_é\\"))

    @st.composite
    def mutate(draw):
        text = draw(text_strategy)
        if not text:
            return text
        at = draw(st.integers(0, len(text) - 1))
        kind = draw(st.sampled_from(["delete", "replace", "insert"]))
        if kind == "delete":
            return text[:at] + text[at + 1:]
        char = draw(chars)
        if kind == "replace":
            return text[:at] + char + text[at + 1:]
        return text[:at] + char + text[at:]

    return mutate()


@SETTINGS
@given(_mutations(gen.EXPRESSIONS))
def test_mutated_expressions(text):
    check_expr(text)
    check_expr(text, strict=True)


@SETTINGS
@given(_mutations(gen.ads()))
def test_mutated_ads(text):
    check_ad(text)


# -- every curated case --------------------------------------------------------------------------

def test_curated_cases_agree_and_mostly_take_the_fast_path():
    taken = total = 0
    ad_texts: set[str] = set()
    for case in load_cases():
        total += 1
        taken += check_expr(case.expr)
        for text in (case.my, case.target):
            if text and text != "@none":
                ad_texts.add(text)
    ads_taken = sum(check_ad(text) for text in sorted(ad_texts))
    # the fast path exists for speed: most well-formed cases must go through it (the rest are
    # errors, deep nesting, comments and quoted names, which it leaves to tree-sitter)
    assert taken > 0.95 * total, f"fast path took {taken} of {total} curated expressions"
    assert ads_taken > 0.85 * len(ad_texts), f"fast path took {ads_taken} of {len(ad_texts)} curated ads"


# -- cases found while writing the fast path, and the forms it declines on purpose --------------

@pytest.mark.parametrize("text", [
    "a -5", "a - -5", "a-5", "2-5", "- 5", "-5", "-.5", "-017", "a<-5", "a is-5", "a ?: -5",
    "-a ?: b", "a ?: b ?: c", "a ?: b[1]", "a ?: b + c", "x ? y ?: z : w", "a ? b : c ? d : e",
    "5 .a", "1.5.a", "f (1)", "f(a; b)", "[a =!b]", "[a=1;;]", "[;a=1]", '"a" "b"', '"a\\nb" "c"',
    "0e5", "00.5", "1e5", "1E+5", ".a", ". a", "a . b", "{1,.5}", "a[.5]", "a IS b", "a isnt b",
    'absTime("2020-01-01T00:00:00Z")', 'relTime("1:00")', "relTime(90)", 'strcat("é", "x")',
    "9223372036854775807", "9223372036854775808", "-9223372036854775808",
])
def test_edge_forms_take_the_fast_path_and_agree(text):
    assert check_expr(text), f"{text!r} was left to tree-sitter"


@pytest.mark.parametrize("text", [
    "5.a", "-5.a", "a.b(1)", "[;]", "017", "08", "0x1F", "..a", "a..b", "'q'", "1 /* c */ + 2",
    "a // c", "a # c", "a\u00a0+ b", '"\\0"', "a ?: -b", "a ?: !b", 'absTime("not a time")',
    "", "   ", "a b", "(a", "a)", "f(a,)", "{1,}", "[a]", "[true = 1]", "a.error",
])
def test_declined_forms(text):
    assert fastparse.expr(text) is None
    check_expr(text)


def test_strict_mode_differences():
    assert check_expr("017", strict=True)
    assert fastparse.expr("f(a; b)", strict=True) is None
    assert check_expr("f(a, b)", strict=True)


def test_old_strings_follow_the_old_lexer():
    # a quote after a backslash is text unless it ends the line, and nothing gives it back:
    # printOld's "\" followed by more text is an unterminated string
    assert fastparse.old_value('{ "\\" }') is None
    with pytest.raises(ClassAdSyntaxError):
        parse_old_value('{ "\\" }')
    assert check_old_value('"a\\"b"') and parse_old_value('"a\\"b"').value == 'a"b'
    assert check_old_value('"ends in \\"') and parse_old_value('"ends in \\"').value == "ends in \\"
    assert check_old_value('"no \\n escapes"') and parse_old_value('"no \\n escapes"').value == "no \\n escapes"
    # expressions read with the old lexer (config values) take its strings too: no joining
    assert fastparse.expr('"a" "b"', old=True) is None
    with pytest.raises(ClassAdSyntaxError):
        parse_expr('"a" "b"', old=True)
    assert check_expr('"a\\"b"', old=True) and parse_expr('"a\\"b"', old=True).value == 'a"b'


def test_old_syntax_ads():
    text = 'MyType = "Machine"\n  Name="x"\nCpus = 4\ncpus = 8\n\nMemory = Cpus * 1024\r\n'
    assert check_ad(text)
    ad = parse_ad(text)
    assert ad.names() == ["MyType", "Name", "Cpus", "Memory"] and ad.lookup("CPUS").value == 8
    assert check_ad('A = "é" + 1\nB = A')  # spans count bytes
    assert parse_ad('A = "é" + 1\nB = A').lookup("B").span == (17, 18)
    for declined in ("# comment\nA = 1", "A = 1 # trailing", "A = (1 +\n2)", "A == 1", "true = 1", "A = ",
                     "[a = 1] + 1", "[a = 1][b]", "[a = 1] [b == 1]", "[a = 1].a"):
        assert fastparse.ad(declined) is None
        check_ad(declined)


def test_spans_are_utf8_byte_offsets():
    expr = parse_expr('"é" + x')
    assert expr.span == (0, 8) and expr.right.span == (7, 8)
    assert check_expr('"é" + x')


@pytest.mark.parametrize("text", ['"\ud800"', '"a\udc80b" + x\udfff', "'\ud83d'.y", '[a = "\ud800"; b = a]'])
def test_lone_surrogates_read_the_same_on_both_paths(text: str):
    """A lone surrogate (possible in JSON an editor sends) used to make both paths raise
    UnicodeEncodeError; now both read it, and agree (see raw_bytes.RAW)."""
    check_expr(text)
    assert parse_expr('"\ud800"').value == "\ud800"


@pytest.mark.parametrize("make", [
    lambda n: "(" * n + "1" + ")" * n,
    lambda n: "!" * n + "a",
    lambda n: "-" * n + "a",
    lambda n: "int(" * n + "1" + ")" * n,
    lambda n: "{" * n + "}" * n,
    lambda n: "[a = " * n + "1" + "]" * n,
    lambda n: "a[" * n + "0" + "]" * n,
    lambda n: "true ? 1 : " * n + "2",
    lambda n: "1 ?: " * n + "2",
    lambda n: "a.b" + ".c" * n,
    lambda n: " + ".join(["(1)"] * n),
])
def test_depth_at_the_library_limit(make):
    """Around the library's nesting limit the fast path takes exactly what the tree-sitter path
    takes (the boundary differs per construct: unary operands, parentheses and conditional
    branches each count their own way)."""
    for n in (1, 2, 3, 120, 164, 165, 166, 167, 247, 248, 249, 250, 251, 332, 333, 334, 497, 498, 499, 500, 501):
        check_expr(make(n))
    assert check_expr(make(10))


def test_too_deep_errors_are_found_where_the_tree_sitter_path_finds_them():
    for text in ("(" * 600 + "1" + ")" * 600, "!" * 600 + "a", "-" * 501 + "a", "true ? 1 : " * 1600 + "2",
                 "1 ?: " * 1400 + "2", "[a = " * 300 + "1" + "]" * 300, "int(" * 400 + "1" + ")" * 400,
                 "{" * 400 + "}" * 400, "a + (" * 300 + "b" + ")" * 300, "x[" * 300 + "0" + "]" * 300):
        with pytest.raises(ClassAdSyntaxError) as fast:
            fastparse.expr(text)
        with pytest.raises(ClassAdSyntaxError) as slow:
            parser._tree_expr(text)
        assert (fast.value.message, fast.value.offset) == (slow.value.message, slow.value.offset), text[:20]
    # an error of another kind is the tree-sitter path's, wherever it lies
    for text in ("(" * 600 + "1" + ")" * 599, "(" * 600 + "a.true" + ")" * 600, "[a = " * 300 + "1" + "]" * 299 + "; true = 1]"):
        assert fastparse.expr(text) is None
        check_expr(text)
    # far beyond the limit the fast path stops reading
    assert fastparse.expr("(" * 5000 + "1" + ")" * 5000) is None


@pytest.mark.parametrize("unit", ["-", "!", "~", "+", "- ", "!-", "-~+!", "- -5 + ", "!(-", "-!-"])
def test_runs_of_prefix_operators_agree(unit):
    """A run of prefix operators is read in a loop, not one call per operator: the two paths
    agree on the tree, on where a run too deep for the library is reported, and on runs that
    end in a negative number, an error, or far beyond the limit."""
    for n in (1, 2, 166, 167, 249, 250, 331, 332, 333, 496, 497, 498, 499, 500, 501, 700, 2001):
        for tail in ("a", "5", "-5", "- 5", "(1)", ")", "a.b[0]", "a ?: b", "1 +", "true = 1"):
            text = unit * n + tail
            check_expr(text)


@pytest.mark.parametrize("unit", ["1 ?: ", "a.b ?: ", "x[0] ?: ", "(a ?: b) ?: ", "-5 ?: ", "f(1) ?: ", "{} ?: ", "a ? :"])
def test_elvis_chains_agree(unit):
    """A chain of elvis operators is read in a loop (each right side a level deeper than the
    last): the two paths agree on the tree, on where one too deep for the library is reported,
    and on what may follow the chain."""
    for n in (1, 2, 3, 165, 166, 248, 249, 250, 496, 497, 498, 499, 500, 501, 2001):
        for tail in ("2", "a.b", "-1", "!a", "2 + 3", "2 ? 3 : 4", "2 ?: 3.x", "(1))"):
            check_expr(unit * n + tail)
    assert check_expr(unit * 10 + "2")  # taken by the fast path


def test_deep_nesting_takes_the_fast_path():
    assert check_expr("(" * 160 + "1" + ")" * 160)
    assert check_expr("!" * 480 + "a")
    assert check_expr("true ? 1 : " * 480 + "2")
    too_deep = "(" * 600 + "1" + ")" * 600  # past the library's limit: an error
    with pytest.raises(ClassAdSyntaxError):
        parse_expr(too_deep)


def test_long_operator_chains_need_no_recursion():
    chain = " + ".join(["1"] * 20000)
    assert check_expr(chain)


def test_plain_literal_values_are_shared_between_ads():
    """Plain strings and decimal integers read by the fast path are one object per value for
    every ad that holds them (fastparse._SHARED_VALUES), with the values each path reads."""
    texts = ['[Owner = "alice"; Mem = 2048; T = strcat("Owner_", Owner) ]',
             'Owner = "alice"\nMem = 2048\nT = strcat("Owner_", Owner)\n']
    ads = [parse_ad(text) for text in texts * 2]
    for name in ("Owner", "Mem"):
        first = ads[0].lookup(name).value
        assert all(ad.lookup(name).value is first for ad in ads), name
    assert [check_ad(text) for text in texts] == [True, True]
    # a token seen first in one syntax keeps the value the other syntax reads for it; tokens
    # whose value is not their bare text (escapes, joined strings) are read as before
    for text, value in (('"a\\"b"', 'a"b'), ('"x"', "x"), ('"tab\\t"', "tab\\t"), ("4000000000", 4000000000)):
        assert check_old_value(text) and parse_old_value(text).value == value
    for text, value in (('"a\\"b"', 'a"b'), ('"x"', "x"), ('"tab\\t"', "tab\t"), ('"x" "y"', "xy"),
                        ("4000000000", 4000000000), ("017", 17)):
        strict = text == "017"
        assert check_expr(text, strict=strict) and parse_expr(text, strict=strict).value == value
        assert check_ad(f"[v = {text}]", strict=strict)
    assert check_old_value('"tab\\t"') and parse_old_value('"tab\\t"').value == "tab\\t"
