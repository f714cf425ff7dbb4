"""Regular-expression builtins on RE2 against the library's PCRE: a sweep over patterns,
subjects and option letters (oracle), plus the translation rules pinned without the wheel."""
from __future__ import annotations

import json
import time

import pytest

from condor_ls.classad.evaluator import evaluate
from condor_ls.classad.functions._pcre import PatternError, compile_pattern, substitute, translate
from condor_ls.classad.parser import parse_expr
from condor_ls.classad.values import ErrorValue

from test_classad_functions import _agrees, _wheel_missing, library_value, our_value

PATTERNS = [
    "a", "^a", "a$", "^$", "a|b", "(a)(b)?", "(a|b)+", "[abc]+", "[^abc]", "[]a]", "[^]a]", "a.c", "a.*c",
    "a.*?c", "\\d+", "\\w+\\s", "\\bfoo\\b", "\\Bo", "x*", "a{2,3}", "a{2}", "a{,2}", "a{", "{x}", "(?i)ab",
    "(?i:a)b", "(?s).", "(?m)^b", "[[:digit:]]+", "[[:upper:][:digit:]]", "\\.", "\\$", "a\\Z", "\\Aa", "a\\z",
    "(?<n>a)b", "(?#c)a", "\\x41", "\\101", "\\e", "[a-c-e]", "[\\d-]", "(a+)+b", "((a)|(b))c", "a+?",
    "a??b", "\\t", "\\n", "ab|", "|ab", "()", "(?:)", "\\", "(", ")", "[a", "*a", "a**", "\\Qa.b\\E",
    "[\\Q]\\E]", "\\0101", "[\\101]", "(a)\\12", "a # comment\nb", "[a]", "[ ]", "[^a]b", "[.]",
]
SUBJECTS = ["", "a", "abc", "bab", "a\nb", "aab\n", "foo bar", "AB", "x.y$", "1a2b33", "aaa", "{x}", "a{",
            "ac ac", "\t\n", "A", "a.b", "ab", "a\n"]
OPTIONS = [None, "i", "m", "s", "x", "I", "ms", "fg", "f", "g", "q"]
#: PCRE reports the last (empty) iteration of a repeated group; RE2 the last non-empty one
KNOWN = {"(a*)*"}


def _q(s: str) -> str:
    return json.dumps(s)


def sweep() -> list[str]:
    out = []
    for p in PATTERNS:
        for s in SUBJECTS:
            out.append(f"regexp({_q(p)}, {_q(s)})")
            out.append(f'replaceAll({_q(p)}, {_q(s)}, "<\\\\0>")')
            out.append(f'regexps({_q(p)}, {_q(s)}, "[\\\\1]", "f")')
        for o in OPTIONS:
            for s in SUBJECTS[:10]:
                out.append(f"regexp({_q(p)}, {_q(s)}, {_q(o)})" if o is not None else f"regexp({_q(p)}, {_q(s)})")
                out.append(f'regexps({_q(p)}, {_q(s)}, "-", {_q(o or "")})')
            out.append(f'stringList_regexpMember({_q(p)}, "x, ab, A", ", ", {_q(o or "")})')
            out.append(f'regexpMember({_q(p)}, {{"x", "ab", "A"}}, {_q(o or "")})')
    return out


@pytest.fixture(autouse=True)
def utc(monkeypatch: pytest.MonkeyPatch):
    monkeypatch.setenv("TZ", "UTC")
    time.tzset()
    yield


@pytest.mark.oracle
def test_regex_sweep_matches_library() -> None:
    if _wheel_missing():
        pytest.skip("htcondor wheel not importable")
    differ = []
    for expr in sweep():
        want = library_value(expr)
        got = our_value(expr)
        if not _agrees(got, want):
            differ.append((expr, got, want))
    unexplained = [d for d in differ if not any(k in d[0] for k in KNOWN)]
    assert not unexplained, f"{len(unexplained)} differ, e.g. {unexplained[:10]}"


@pytest.mark.parametrize(
    "pcre, re2",
    [
        (b"(?<name>a)", b"(?P<name>a)"),
        (b"(?'name'a)", b"(?P<name>a)"),
        (b"a(?#note)b", b"ab"),
        (b"\\e", b"\\x1B"),
        (b"\\101", b"A"),
        (b"\\0101", b"\\x08" + b"1"),
        (b"[\\101]", b"[A]"),
        (b"\\Qa.b\\E", b"a\\x2Eb"),
        (b"a{", b"a\\{"),
        (b"a{,2}", b"a\\{,2}"),
        (b"a{2,3}", b"a{2,3}"),
    ],
)
def test_translation(pcre: bytes, re2: bytes) -> None:
    assert translate(pcre, extended=False)[0] == re2


def test_extended_mode_drops_space_and_comments() -> None:
    assert translate(b"a b # note\nc [ ]", extended=True)[0] == b"abc[ ]"


@pytest.mark.parametrize("pattern", [b"(a)\\1", b"(?=a)", b"(?<=a)b", b"a*+", b"(?>a)", b"(?R)", b"(*FAIL)",
                                     b"\\K", b"(?x)a", b"(a)\\g1"])
def test_unsupported_is_reported_as_such(pattern: bytes) -> None:
    with pytest.raises(PatternError) as info:
        compile_pattern(pattern, frozenset())
    assert info.value.unsupported


@pytest.mark.parametrize("pattern", [b"(", b"[a", b"a**", b"\\"])
def test_invalid_is_not_called_unsupported(pattern: bytes) -> None:
    with pytest.raises(PatternError) as info:
        compile_pattern(pattern, frozenset())
    assert not info.value.unsupported


def test_dollar_before_final_newline_and_caret_after_it() -> None:
    c = compile_pattern(b"a$", frozenset())
    assert substitute(c, b"a\n", None, False, False) is True
    assert substitute(c, b"a\nb", None, False, False) is False
    m = compile_pattern(b"^$", frozenset("m"))
    assert substitute(m, b"aab\n", None, False, False) is False
    assert substitute(m, b"a\n\nb", None, False, False) is True


def test_replacement_loop_runs_off_the_end_like_the_library() -> None:
    v = evaluate(parse_expr('replaceAll("x*", "abc", "-")'))
    assert isinstance(v, ErrorValue) and "past the end" in v.reason
    assert our_value('replace("x*", "abc", "-")') == ["str", "-abc"]
    assert our_value('replaceAll("^x*", "abc", "-")') == ["str", "-abc"]


def test_no_pattern_can_blow_up() -> None:
    subject = "a" * 20000
    for pattern in ("(a*)*b", "(a|aa)+b", "(a+)+(b+)+c", "((a?){20}){20}b"):
        assert our_value(f'regexp("{pattern}", "{subject}")') == ["bool", False]
