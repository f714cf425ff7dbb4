"""Places where HTCondor's manual (tests/../shared/reference/*.txt) and its library disagree.

Each row pins the LIBRARY's answer (the library is what runs in a pool), for both the reference
worker and condor-ls, and says in our own words which manual statement it contradicts, so that
hover text and diagnostics are written from behaviour, not from the manual.
"""
from __future__ import annotations

import sys
from pathlib import Path
from typing import NamedTuple

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from oracle import ours, reference  # noqa: E402
from oracle.cases import differences  # noqa: E402

pytestmark = pytest.mark.oracle

_why = reference.available()
if _why:
    pytest.skip(_why, allow_module_level=True)


class Divergence(NamedTuple):
    id: str
    manual: str  # what the manual claims, paraphrased, and where
    expr: str
    library: dict  # the library's result in batch JSON form
    my: str | None = None
    target: str | None = None


def B(v: bool) -> dict:
    return {"type": "boolean", "value": v}


def I(v: int) -> dict:
    return {"type": "integer", "value": v}


def R(v: float) -> dict:
    return {"type": "real", "value": v}


def S(v: str) -> dict:
    return {"type": "string", "value": v}


UNDEF = {"type": "undefined"}
ERR = {"type": "error"}
PARSE_ERROR = {"type": "parse-error"}

ROWS: tuple[Divergence, ...] = (
    Divergence("true-is-boolean",
               "ClassAd Syntax/Integer: the keywords TRUE and FALSE are said to be the integers 1 and 0",
               "isInteger(TRUE)", B(False)),
    Divergence("true-literal-type",
               "ClassAd Syntax/Integer: TRUE is described as an integer literal",
               "TRUE", B(True)),
    Divergence("real-literal-leading-dot",
               "ClassAd Syntax/Real: a real is said to need digits on both sides of the period",
               ".5", R(0.5)),
    Divergence("real-literal-exponent",
               "ClassAd Syntax/Real: no exponent form is mentioned, yet exponents are accepted",
               "1e3", R(1000.0)),
    Divergence("real-literal-trailing-dot",
               "ClassAd Syntax/Real: by the [0-9]+.[0-9]+ rule '5.' is not a real; the library "
               "indeed rejects it, while C-like readers might expect 5.0",
               "5.", PARSE_ERROR),
    Divergence("isboolean-of-integer",
               "isBoolean(): said to be True when the value is the integer 0 or 1",
               "isBoolean(1)", B(False)),
    Divergence("int-of-undefined",
               "int(): said to return ERROR when its argument is UNDEFINED",
               "int(undefined)", UNDEF),
    Divergence("real-of-undefined",
               "real(): said to return ERROR when its argument is UNDEFINED",
               "real(undefined)", UNDEF),
    Divergence("string-of-undefined",
               "string(): said to return ERROR when its argument is UNDEFINED",
               "string(undefined)", UNDEF),
    Divergence("round-beyond-32-bits",
               "round(): said to give ERROR when the result does not fit in 32 bits",
               "round(1e10)", I(10000000000)),
    Divergence("stringlistsintersect-type",
               "stringListsIntersect(): its signature says it returns an Integer",
               'stringListsIntersect("a,b", "b,c")', B(True)),
    Divergence("interval-padding",
               "interval(): the worked example renders 1472523 seconds as 17+1:02:03 (hours "
               "unpadded); the library pads the hours",
               "interval(1472523)", S("17+01:02:03")),
    Divergence("quantize-example",
               "quantize(): the example table says quantize(6.8, 1.2) is 7.2; the library's "
               "floating-point result is just below it",
               "quantize(6.8, 1.2)", R(7.199999999999999)),
    Divergence("strcat-undefined",
               "strcat(): said to return ERROR if any argument is UNDEFINED",
               'strcat("a", undefined)', UNDEF),
    Divergence("join-skips-undefined",
               "join(): said to return ERROR if any argument is UNDEFINED; undefined arguments "
               "are skipped instead",
               'join(",", "a", undefined, "b")', S("a,b")),
    Divergence("strcmp-undefined",
               "strcmp(): said to return ERROR when either argument is UNDEFINED",
               'strcmp(undefined, "a")', UNDEF),
    Divergence("toupper-undefined",
               "toUpper(): said to return ERROR when the argument is UNDEFINED",
               "toUpper(undefined)", UNDEF),
    Divergence("size-undefined",
               "size(): said to return ERROR for anything but a string, list or ad",
               "size(undefined)", UNDEF),
    Divergence("sum-skips-undefined",
               "sum(): said to be ERROR unless every element is a number; undefined elements are "
               "ignored",
               "sum({1, undefined, 2})", I(3)),
    Divergence("split-default-delimiters",
               "split(): without a second argument said to split on white space only; commas "
               "split too",
               'split("a,b c")', {"type": "list", "value": [S("a"), S("b"), S("c")]}),
    Divergence("substr-negative-offset",
               "substr(): a negative offset is said to mean (length - offset); it counts back "
               "from the end, i.e. length + offset",
               'substr("abcdef", -2)', S("ef")),
    Divergence("anycompare-typo-operator",
               "anyCompare()/allCompare(): the operator list includes '!-' (a typo for '!='), "
               "which is not accepted",
               'anyCompare("!-", {1, 2}, 1)', ERR),
    Divergence("reltime-string-literal-is-real",
               "relTime(): said to return a RelTime; given a string literal it is folded while "
               "parsing into a plain real",
               'isReal(relTime("1:00"))', B(True)),
    Divergence("abstime-negative-literal",
               "absTime(): the string form accepts any instant; a literal before the epoch is "
               "refused already by the parser",
               'absTime("1969-12-31T23:59:59Z")', PARSE_ERROR),
    Divergence("ternary-not-strict",
               "Ternary operator: said to be strict when all three operands are given; the "
               "branch not taken may be ERROR",
               "true ? 1 : error", I(1)),
    Divergence("circular-reference-undefined",
               "Evaluation semantics rule 3: a circular reference is said to evaluate to ERROR",
               "a", UNDEF, my="[a = b; b = a]"),
    Divergence("circular-self-reference",
               "Evaluation semantics rule 3: an attribute defined by itself is said to be ERROR",
               "isError(c)", B(False), my="[c = c + 1]"),
    Divergence("unscoped-falls-back-to-target",
               "New ClassAd Attribute References: an unscoped reference is said to be looked up "
               "only in the local ad; it falls back to TARGET",
               "x", I(10), my="[a = 1]", target="[x = 10]"),
    Divergence("env-scope-gone",
               "Condor 6 manual: ENV.CurrentTime is said to read the environment; ENV is now an "
               "ordinary (missing) attribute",
               "ENV.CurrentTime", UNDEF, my="[a = 1]"),
    Divergence("unparser-prints-is",
               "Comparison operators: the unparser is said to print =?= in preference to is; it "
               "prints is (and isnt for =!=)",
               "unparse(x)", S("a is b"), my="[x = a =?= b]"),
    Divergence("unparser-prints-isnt",
               "Comparison operators: the unparser is said to print =!= in preference to isnt",
               "string([q = a =!= b])", S("[ q = a isnt b ]")),
    Divergence("old-ad-backslash",
               "Old/New example: the old-syntax value \"ab\\\"cd\\ef\" is shown as equal to the new "
               "\"ab\\\"cd\\\\ef\"; in old syntax a doubled backslash also stays doubled",
               "Str", S("a\\\\b"), my='Str = "a\\\\b"'),
)


@pytest.fixture(scope="module")
def worker():
    with reference.ReferenceWorker() as w:
        yield w


@pytest.mark.parametrize("row", ROWS, ids=[r.id for r in ROWS])
def test_reference_shows_library_behaviour(row: Divergence, worker) -> None:
    got = worker.evaluate(row.expr, row.my, row.target)
    assert not differences(got, row.library), f"{row.manual}\n  reference gave {got}"


@pytest.mark.parametrize("row", ROWS, ids=[r.id for r in ROWS])
def test_condor_ls_follows_library_not_manual(row: Divergence) -> None:
    why = ours.unavailable()
    if why:
        pytest.skip(why)
    got = ours.evaluate_ours(row.expr, row.my, row.target)
    assert not differences(got, row.library), f"{row.manual}\n  condor-ls gave {got}"
