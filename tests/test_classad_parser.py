"""ClassAd text -> AST: literals, precedence, errors, limits and ads (no oracle needed)."""
from __future__ import annotations

import math

import pytest

from condor_ls.classad.ast import (
    AttrRef,
    Binary,
    Call,
    Elvis,
    ListExpr,
    Literal,
    Paren,
    RecordExpr,
    Subscript,
    Ternary,
    Unary,
)
from condor_ls.classad.parser import (
    ClassAdSyntaxError,
    expr_from_node,
    parse_ad,
    parse_ads,
    parse_expr,
    parse_tree,
)
from condor_ls.classad.values import ERROR, UNDEFINED


def ref(name: str, base=None) -> AttrRef:
    return AttrRef(name, base)


def lit(value) -> Literal:
    return Literal(value)


# ---- literals --------------------------------------------------------------------------------

@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("42", 42),
        ("-42", -42),
        ("0", 0),
        ("-017", -17),  # the leading-0 check looks at the first character only
        ("-0x10", 0),  # ... and the conversion is decimal, stopping at the 'x'
        ("9223372036854775807", 9223372036854775807),
        ("-9223372036854775808", -9223372036854775808),
        ("9223372036854775808", 0),  # out of range: the conversion fails and leaves 0
        ("99999999999999999999", 0),
        ("-9223372036854775809", 0),
    ],
)
def test_integer_literals(text: str, value: int) -> None:
    expr = parse_expr(text)
    assert isinstance(expr, Literal) and type(expr.value) is int and expr.value == value


@pytest.mark.parametrize(("text", "value"), [("017", 17), ("00", 0), ("0x1F", 0), ("-0x10", 0)])
def test_strict_mode_reads_octal_and_hex_as_decimal(text: str, value: int) -> None:
    assert parse_expr(text, strict=True) == lit(value)


@pytest.mark.parametrize("text", ["017", "00", "0x1F", "0X10"])
def test_leading_zero_integers_are_refused_by_default(text: str) -> None:
    with pytest.raises(ClassAdSyntaxError, match="leading 0"):
        parse_expr(text)


def test_semicolon_separates_arguments_unless_strict() -> None:
    assert parse_expr("f(1;2)") == Call("f", (lit(1), lit(2)))
    with pytest.raises(ClassAdSyntaxError):
        parse_expr("f(1;2)", strict=True)


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("1.5", 1.5), (".5", 0.5), ("-.5", -0.5), ("1e3", 1000.0), ("1E+3", 1000.0),
        ("2.5e-3", 0.0025), ("0.0", 0.0), ("1e400", math.inf), ("0x1.8", 1.5), ("..5", 0.0),
    ],
)
def test_real_literals(text: str, value: float) -> None:
    expr = parse_expr(text)
    assert isinstance(expr, Literal) and type(expr.value) is float and expr.value == value


def test_negative_zero_real_keeps_its_sign() -> None:
    value = parse_expr("-0.0").value
    assert value == 0.0 and math.copysign(1.0, value) == -1.0


@pytest.mark.parametrize(
    ("text", "value"),
    [
        (r'"plain"', "plain"),
        (r'"a\tb\nc"', "a\tb\nc"),
        (r'"q\"q"', 'q"q'),
        (r'"back\\slash"', "back\\slash"),
        (r'"\101\60"', "A0"),
        (r'"\400"', " 0"),  # the third octal digit is taken only while the value is below 0o40
        (r'"\x"', "x"),  # unknown escapes drop the backslash
        ('"ab" "cd"', "abcd"),
        ('"ab"\n  "cd"', "abcd"),
        (r'"\1" "23"', "S"),  # pieces are joined before escapes are read
        ('"é"', "é"),
    ],
)
def test_string_literals(text: str, value: str) -> None:
    assert parse_expr(text) == lit(value)


@pytest.mark.parametrize(("text", "value"), [
    ("true", True), ("TRUE", True), ("False", False), ("undefined", UNDEFINED),
    ("UnDefined", UNDEFINED), ("error", ERROR), ("ERROR", ERROR),
])
def test_keyword_literals(text: str, value) -> None:
    assert parse_expr(text).value is value or parse_expr(text).value == value


def test_minus_glued_to_a_number_is_part_of_the_literal() -> None:
    assert parse_expr("-5") == lit(-5)
    assert parse_expr("- 5") == Unary("-", lit(5))
    assert parse_expr("a -5") == Binary("-", ref("a"), lit(5))
    assert parse_expr("a*-5") == Binary("*", ref("a"), lit(-5))


# ---- references, calls, containers -----------------------------------------------------------

def test_references() -> None:
    assert parse_expr("MY.a") == ref("a", ref("MY"))
    assert parse_expr("a.b.c") == ref("c", ref("b", ref("a")))
    assert parse_expr(".a") == AttrRef("a", absolute=True)
    assert parse_expr("..a") == AttrRef("a", absolute=True)  # '..' lexes as one selection
    assert parse_expr("x..y") == ref("y", ref("x"))
    assert parse_expr("'foo bar'") == ref("foo bar")
    assert parse_expr("'a' 'b'") == ref("ab")
    assert parse_expr("(x).y") == ref("y", Paren(ref("x")))


def test_calls_lists_records_subscripts() -> None:
    assert parse_expr("f()") == Call("f", ())
    assert parse_expr("strcat(a, 1)") == Call("strcat", (ref("a"), lit(1)))
    assert parse_expr("{}") == ListExpr(())
    assert parse_expr("{1, {2}}") == ListExpr((lit(1), ListExpr((lit(2),))))
    assert parse_expr("[]") == RecordExpr(())
    assert parse_expr("[;a = 1;; b = 2;]") == RecordExpr((("a", lit(1)), ("b", lit(2))))
    assert parse_expr("x[1][2]") == Subscript(Subscript(ref("x"), lit(1)), lit(2))


def test_repeated_record_attribute_keeps_first_spelling_and_last_value() -> None:
    assert parse_expr("[a = 1; b = 2; A = 3]") == RecordExpr((("a", lit(3)), ("b", lit(2))))


# ---- precedence and associativity -------------------------------------------------------------

A, B, C, D = ref("a"), ref("b"), ref("c"), ref("d")

PRECEDENCE = [
    ("a + b * c", Binary("+", A, Binary("*", B, C))),
    ("a - b - c", Binary("-", Binary("-", A, B), C)),
    ("a << b + c", Binary("<<", A, Binary("+", B, C))),
    ("a < b << c", Binary("<", A, Binary("<<", B, C))),
    ("a == b < c", Binary("==", A, Binary("<", B, C))),
    ("a == b != c", Binary("!=", Binary("==", A, B), C)),
    ("a is b", Binary("=?=", A, B)),
    ("a ISNT b", Binary("=!=", A, B)),
    ("a =?= b == c", Binary("==", Binary("=?=", A, B), C)),
    ("a & b == c", Binary("&", A, Binary("==", B, C))),
    ("a ^ b & c", Binary("^", A, Binary("&", B, C))),
    ("a | b ^ c", Binary("|", A, Binary("^", B, C))),
    ("a && b | c", Binary("&&", A, Binary("|", B, C))),
    ("a || b && c", Binary("||", A, Binary("&&", B, C))),
    ("-a * b", Binary("*", Unary("-", A), B)),
    ("!a == b", Binary("==", Unary("!", A), B)),
    ("a || b ? c : d", Ternary(Binary("||", A, B), C, D)),
    ("a ? b : c ? d : a", Ternary(A, B, Ternary(C, D, A))),
    ("a ? b ? c : d : a", Ternary(A, Ternary(B, C, D), A)),
    ("a ?: b + c", Binary("+", Elvis(A, B), C)),
    ("a ? : b", Elvis(A, B)),
    ("-a ?: b", Unary("-", Elvis(A, B))),
    ("a ?: b ?: c", Elvis(A, Elvis(B, C))),
    ("a[1] ?: b.c", Elvis(Subscript(A, lit(1)), ref("c", B))),
    ("a ?: b[1]", Elvis(A, Subscript(B, lit(1)))),
    ("(a + b) * c", Binary("*", Paren(Binary("+", A, B)), C)),
]


@pytest.mark.parametrize(("text", "tree"), PRECEDENCE, ids=[t for t, _ in PRECEDENCE])
def test_precedence(text: str, tree) -> None:
    assert parse_expr(text) == tree


def test_time_literals_fold_while_parsing() -> None:
    from condor_ls.classad.values import AbsTime

    # The folded relative time evaluates to a plain real but keeps its relTime spelling.
    folded = parse_expr('relTime("1:00")')
    assert type(folded.value) is float and folded.value == 60.0
    assert folded.spelling == 'relTime("01:00")'
    assert parse_expr('absTime("2020-01-01T00:00:00Z")') == lit(AbsTime(1577836800, 0))
    assert parse_expr('absTime(("x"))') == Call("absTime", (Paren(lit("x")),))
    with pytest.raises(ClassAdSyntaxError, match="not a valid absolute time"):
        parse_expr('absTime("garbage")')


def test_abstime_literal_at_mktime_error_value_is_refused() -> None:
    import time

    # Whatever the local zone, the wall-clock fields of local time -1 make mktime() return -1.
    refused = time.strftime("%Y-%m-%dT%H:%M:%SZ", time.localtime(-1))
    accepted = time.strftime("%Y-%m-%dT%H:%M:%SZ", time.localtime(-2))
    with pytest.raises(ClassAdSyntaxError, match="mktime"):
        parse_expr(f'absTime("{refused}")')
    parse_expr(f'absTime("{accepted}")')


# ---- errors ---------------------------------------------------------------------------------------

@pytest.mark.parametrize(
    ("text", "offset"),
    [
        ("", 0), ("   ", 3), ("a +", 3), ("(1", 2), ("a b", 0), ("1 2", 0), (")", 0),
        ("09", 0), ("5.", 2), ("5.foo", 0), ("1.e3", 0), ('"a\\0b"', 0), ("'\\0'", 0),
        ("#x", 0), ("a # c", 2), ("a = 1", 2), ("[a = 1][b = 2]", 7), ("{1,}", 2),
        ("[;]", 1), ("a.true", 2), ("is", 0), (".isnt", 1), ("[true = 1]", 1),
        ("/* open", 0), ('"open', 0), ("a ?: -b", 5),
    ],
)
def test_syntax_errors(text: str, offset: int) -> None:
    with pytest.raises(ClassAdSyntaxError) as info:
        parse_expr(text)
    assert info.value.offset == offset


def test_error_message_names_the_problem() -> None:
    with pytest.raises(ClassAdSyntaxError, match="expected an operand"):
        parse_expr("a +")
    with pytest.raises(ClassAdSyntaxError, match="expected '\\)'"):
        parse_expr("(a")
    with pytest.raises(ClassAdSyntaxError, match="octal"):
        parse_expr("08")


def test_comments_are_ignored() -> None:
    assert parse_expr("a /* x */ + // y\n b") == Binary("+", A, B)


# ---- nesting limits ----------------------------------------------------------------------------

@pytest.mark.parametrize(
    ("make", "deepest_ok"),
    [
        (lambda n: "(" * n + "1" + ")" * n, 165),
        (lambda n: "-" * n + "a", 497),
        (lambda n: "{" * n + "}" * n, 166),
        (lambda n: "a" + "?:a" * n, 497),
        (lambda n: "[x=" * n + "1" + "]" * n, 165),
        (lambda n: "a?b:" * n + "c", 497),
    ],
    ids=["parentheses", "unary", "lists", "elvis", "records", "ternaries"],
)
def test_library_nesting_limit(make, deepest_ok: int) -> None:
    parse_expr(make(deepest_ok))
    with pytest.raises(ClassAdSyntaxError, match="nested too deeply"):
        parse_expr(make(deepest_ok + 1))


def test_huge_nesting_is_a_syntax_error_not_a_crash() -> None:
    with pytest.raises(ClassAdSyntaxError):
        parse_expr("(" * 100_000 + "1" + ")" * 100_000)
    with pytest.raises(ClassAdSyntaxError):
        parse_expr("-" * 100_000 + "1")


def test_long_operator_chains_build_without_recursion() -> None:
    expr = parse_expr(" + ".join(["1"] * 50_000))
    depth = 0
    while isinstance(expr, Binary):
        expr, depth = expr.left, depth + 1
    assert depth == 49_999


# ---- spans -------------------------------------------------------------------------------------

def test_spans_are_byte_offsets() -> None:
    text = '"é" + abc'
    expr = parse_expr(text)
    assert expr.span == (0, len(text.encode()))
    assert expr.left.span == (0, 4)
    assert expr.right.span == (7, 10)
    call = parse_expr("  strcat(x)")
    assert call.span == (2, 11) and call.name_span == (2, 8)


def test_expr_from_node_builds_subtrees() -> None:
    tree, source = parse_tree("[a = 1 + 2; b = x]")
    record = tree.root_node.named_children[0]
    value = record.named_children[0].child_by_field_name("value")
    assert expr_from_node(value, source) == Binary("+", lit(1), lit(2))


def test_expr_from_node_reads_old_ad_values_with_the_old_lexer() -> None:
    tree, source = parse_tree('Iwd = "C:\\dir\\"\nN = 1\n')
    attr = tree.root_node.named_children[0].named_children[0]
    assert expr_from_node(attr.child_by_field_name("value"), source) == lit("C:\\dir\\")


# ---- ads ---------------------------------------------------------------------------------------

def test_parse_ad_new_syntax() -> None:
    ad = parse_ad("[ Memory = 1024; Name = \"slot1\"; Req = MY.Memory > 10 ]")
    assert ad.names() == ["Memory", "Name", "Req"]
    assert ad.lookup("memory") == lit(1024)


def test_parse_ads_new_syntax_sequence() -> None:
    ads = parse_ads("[a = 1]\n// two\n[b = 2][c = 3]")
    assert [a.names() for a in ads] == [["a"], ["b"], ["c"]]


def test_parse_ads_old_syntax() -> None:
    text = "# header\nMyType = \"Job\"\nCmd = \"/bin/sleep\"\n\n  \n# next\nA = 1\nB = A + 1"
    ads = parse_ads(text)
    assert [a.names() for a in ads] == [["MyType", "Cmd"], ["A", "B"]]
    assert ads[1].lookup("B") == Binary("+", A.__class__("A"), lit(1))


def test_old_syntax_values_use_the_old_lexer() -> None:
    ad = parse_ad('Iwd = "C:\\dir\\"\nMsg = "say \\"hi\\" \\t"\nF = f(1;2)\n')
    assert ad.lookup("Iwd") == lit("C:\\dir\\")
    assert ad.lookup("Msg") == lit('say "hi" \\t')
    assert ad.lookup("F") == Call("f", (lit(1), lit(2)))
    with pytest.raises(ClassAdSyntaxError, match="leading 0"):
        parse_ad("a = 017\n", strict=True)


def test_old_syntax_broken_line_is_reported_on_its_line() -> None:
    text = "a = 1\nb = 2 +\nc = 3\n"
    with pytest.raises(ClassAdSyntaxError) as info:
        parse_ads(text)
    assert text.index("b") <= info.value.offset < text.index("c")


def test_old_syntax_broken_line_leaves_the_other_attributes_in_the_tree() -> None:
    tree, _ = parse_tree("A = 1\nR = (Memory >\nB = 2\n\nC = 3\n")
    ads = [n for n in tree.root_node.named_children if n.type == "old_ad"]
    names = [[a.child_by_field_name("name").text.decode() for a in ad.named_children
              if a.type == "old_attribute"] for ad in ads]
    assert names == [["A", "B"], ["C"]]


def test_parse_ad_merges_several_ads_like_parse_one() -> None:
    assert parse_ad("a = 1\n\nb = 2\n").names() == ["a", "b"]
    merged = parse_ad("[a = 1; c = 3] [b = 2; C = 4]")
    assert merged.names() == ["a", "c", "b"] and merged.lookup("c") == lit(4)
    assert parse_ad("").names() == []
    with pytest.raises(ClassAdSyntaxError):
        parse_ad("1 + 2")
    with pytest.raises(ClassAdSyntaxError):
        parse_ads("1 + 2")


def test_lexical_errors_reports_every_unit_the_tree_accepts() -> None:
    from condor_ls.classad.parser import lexical_errors

    text = 'a = 017\nb = 2 +\nc = "x\n# fine\nd = 1 # not here\ne = a.true\n'
    tree, source = parse_tree(text)
    found = [(e.offset, e.message.split()[0]) for e in lexical_errors(tree, source)]
    # b's broken value is a tree error (MISSING operand) and is left to tree diagnostics
    assert found == [(4, "integer"), (20, "unterminated"), (36, "unexpected"), (53, "reserved")]
    tree, source = parse_tree('[a = 017; b = 5.x; c = 1]\n[d = "\\0"]')
    assert [e.offset for e in lexical_errors(tree, source)] == [5, 14, 31]
    tree, source = parse_tree("[a = 017]")
    assert lexical_errors(tree, source, strict=True) == []
