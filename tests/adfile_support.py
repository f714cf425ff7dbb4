"""Helpers for the ad-file and pool tests: comparable values from both libraries, generated
attribute values, and an XML writer that follows HTCondor's ``xmlSink.cpp`` (the wheel can read
that form but not write it)."""
from __future__ import annotations

import math

from hypothesis import strategies as st

from condor_ls.classad.ad import ClassAd
from condor_ls.classad.ast import Expr, ListExpr, Literal, RecordExpr
from condor_ls.classad.evaluator import attribute_values, element_values, evaluate_attr, new_state
from condor_ls.classad.unparse import unparse
from condor_ls.classad.values import UNDEFINED, ErrorValue, ListValue

NOW = 1_700_000_000


def oracle():
    """``classad2`` when the htcondor wheel is installed (HTCondor's functions registered), else None."""
    try:
        import htcondor2  # noqa: F401
        import classad2
    except Exception:
        return None
    return classad2


# -- comparable values ----------------------------------------------------------------------------------

def _scalar(v):
    if isinstance(v, float) and math.isnan(v):
        return ("float", "nan")
    if isinstance(v, (bool, int, float, str)):
        return (type(v).__name__, v)
    return None


def ours(v, depth: int = 0):
    """One of our values in a form that compares with :func:`theirs`."""
    if isinstance(v, ErrorValue):
        return "ERR"
    if v is UNDEFINED:
        return "UND"
    scalar = _scalar(v)
    if scalar is not None:
        return scalar
    if depth > 4:
        return "DEEP"
    st_ = new_state(now=NOW)
    if isinstance(v, ListValue):
        return ("list", tuple(ours(x, depth + 1) for x in element_values(st_, v)))
    if isinstance(v, ClassAd):
        return ("ad", tuple(sorted((n.lower(), ours(x, depth + 1)) for n, x in attribute_values(st_, v))))
    return ("other", repr(v))


def theirs(v, classad2, depth: int = 0):
    """A ``classad2`` value in the form of :func:`ours`."""
    if v is classad2.Value.Error:
        return "ERR"
    if v is classad2.Value.Undefined:
        return "UND"
    scalar = _scalar(v)
    if scalar is not None:
        return scalar
    if depth > 4:
        return "DEEP"
    if isinstance(v, list):
        return ("list", tuple(theirs(x, classad2, depth + 1) for x in v))
    if isinstance(v, classad2.ClassAd):
        return ("ad", tuple(sorted((k.lower(), theirs(v.eval(k), classad2, depth + 1)) for k in v.keys())))
    if isinstance(v, classad2.ExprTree):
        return theirs(v.eval(), classad2, depth + 1)
    return ("other", repr(v))


def our_values(ad: ClassAd) -> dict[str, object]:
    return {name.lower(): ours(evaluate_attr(ad, name, now=NOW)) for name in ad.names()}


def their_values(ad, classad2) -> dict[str, object]:
    return {name.lower(): theirs(ad.eval(name), classad2) for name in ad.keys()}


# -- generated ads -------------------------------------------------------------------------------------------

_RESERVED = {"true", "false", "undefined", "error", "is", "isnt", "my", "target", "other", "self", "parent",
             "root", "toplevel", "currenttime"}
names = st.from_regex(r"[A-Za-z_][A-Za-z0-9_]{0,7}", fullmatch=True).filter(lambda n: n.lower() not in _RESERVED)

#: characters strings are made of: quotes, backslashes, slashes and XML's specials included
_CHARS = st.sampled_from(list("abcXYZ 0129_-.:,;=+*#") + ['"', "\\", "/", "&", "<", ">", "'", "\t", "é", "\u20ac"])
strings = st.lists(_CHARS, max_size=12).map("".join)

_TEMPLATES = [
    "{o} + 1", "{o} * 2.5", 'strcat("s", {o})', 'ifThenElse({o} > 3, "big", "small")', "{o} =?= undefined",
    "TARGET.Memory >= 1024", "MY.{o}", "size({o})", 'regexp("^a", "abc")', 'real("INF")', "1 / 0", "- 5",
    "(1 + 2) * 3", "{o} && true", "!{o}", "{o} ?: 7", 'member("x", {{"x", "y"}})', "int({o})",
    '"/Expr(x)/"', '"\\\\/Expr(x)\\\\/"',
]


def _string_literal(text: str) -> str:
    return unparse(Literal(text))


@st.composite
def value_texts(draw, others: list[str]) -> str:
    """The new-syntax text of one attribute value (a literal, a list, a record or an expression)."""
    kind = draw(st.sampled_from(["int", "real", "string", "keyword", "list", "record", "expr", "expr"]))
    if kind == "int":
        return str(draw(st.integers(-(2 ** 63), 2 ** 63 - 1)))
    if kind == "real":
        return repr(draw(st.floats(allow_nan=False, allow_infinity=False)))
    if kind == "string":
        return _string_literal(draw(strings))
    if kind == "keyword":
        return draw(st.sampled_from(["true", "false", "undefined", "error", "TRUE", "False"]))
    if kind == "list":
        items = draw(st.lists(st.one_of(st.integers(-9, 9).map(str), strings.map(_string_literal)), max_size=4))
        return "{ " + ", ".join(items) + " }"
    if kind == "record":
        return '[ q = 1; r = "s"; t = {1, 2} ]'
    other = draw(st.sampled_from(others)) if others else "x"
    return draw(st.sampled_from(_TEMPLATES)).format(o=other)


@st.composite
def ad_texts(draw, min_size: int = 1, max_size: int = 8) -> list[tuple[str, str]]:
    """(name, value text) pairs with distinct names (in any letter case)."""
    chosen = draw(st.lists(names, min_size=min_size, max_size=max_size, unique_by=str.lower))
    return [(n, draw(value_texts(chosen))) for n in chosen]


# -- XML as HTCondor writes it (xmlSink.cpp) ---------------------------------------------------------------------

def _xml_escape(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def _xml_string(value: str) -> str:
    # the new-syntax string body (backslash escapes), without escaping the quote character
    body = unparse(Literal(value))[1:-1].replace('\\"', '"')
    return _xml_escape(body)


def _xml_real(value: float) -> str:
    if value == 0.0:
        return "-0.0" if math.copysign(1.0, value) < 0 else "0.0"
    if math.isnan(value):
        return "NaN"
    if math.isinf(value):
        return "INF" if value > 0 else "-INF"
    return "%1.15E" % value


def xml_value(expr: Expr) -> str:
    if isinstance(expr, Literal):
        v = expr.value
        if v is True or v is False:
            return f'<b v="{"t" if v else "f"}"/>'
        if v is UNDEFINED:
            return "<un/>"
        if isinstance(v, ErrorValue):
            return "<er/>"
        if isinstance(v, int):
            return f"<i>{v}</i>"
        if isinstance(v, float):
            return f"<r>{_xml_real(v)}</r>"
        if isinstance(v, str):
            return f"<s>{_xml_string(v)}</s>"
    if isinstance(expr, ListExpr):
        return "<l>" + "".join(xml_value(e) for e in expr.items) + "</l>"
    if isinstance(expr, RecordExpr):
        return xml_ad(expr.attrs, indent=4)
    return f"<e>{_xml_escape(unparse(expr))}</e>"


def xml_ad(attrs, indent: int = 0) -> str:
    inner = "".join(f"{' ' * (indent + 4)}<a n=\"{name}\">{xml_value(e)}</a>\n" for name, e in attrs)
    return f"<c>\n{inner}{' ' * indent}</c>"


def xml_file(ads: list[ClassAd]) -> str:
    body = "".join(xml_ad(ad.items()) + "\n" for ad in ads)
    return ('<?xml version="1.0"?>\n<!DOCTYPE classads SYSTEM "classads.dtd">\n<classads>\n'
            + body + "</classads>\n")
