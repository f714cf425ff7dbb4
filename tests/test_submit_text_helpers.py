"""The text helpers condor_submit reads arguments, environments and file lists with take short
cuts for the common case (no quotes, no separator runs); each must give exactly what the
character-by-character loop it stands for gives (HTCondor's ``split_args``, ``append_arg``,
``V2QuotedToV2Raw``, ``AppendArgsV1WackedOrV2Quoted`` of condor_utils/condor_arglist.cpp,
``StringTokenIterator`` and ``compress_path``), errors included. The loops are kept here as
the specification."""
from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from condor_ls.submit.jobads.argsenv import ArgError, ArgList, join_args, split_args, v2_quoted_to_raw
from condor_ls.classad.parser import ClassAdSyntaxError, parse_expr
from condor_ls.submit.jobads.context import parse_old
from condor_ls.submit.jobads.values import SPACE, TOKEN_DELIMS, compress_path, tokens

BLANKS = " \t\n\r"
TEXT = st.text(alphabet=" \t\n\r\v\"'\\/,;=ab1é\x0c", max_size=14)


def ref_v2_quoted_to_raw(text: str) -> str:
    s = text.lstrip(" \t\n\v\f\r")
    i, out, n, terminated = 1, [], len(s), -1
    while i < n:
        ch = s[i]
        if ch == '"':
            if i + 1 < n and s[i + 1] == '"':
                out.append('"')
                i += 2
                continue
            terminated = i
            i += 1
            break
        out.append(ch)
        i += 1
    if terminated < 0:
        raise ArgError("Unterminated double-quote.")
    if s[i:].strip(" \t\n\v\f\r"):
        raise ArgError("Unexpected characters following double-quote.  Did you forget to escape the "
                       "double-quote by repeating it?  Here is the quote and trailing characters: "
                       f"{s[terminated:]}\n")
    return "".join(out)


def ref_split_args(text: str) -> list[str]:
    out: list[str] = []
    buf: list[str] = []
    token = False
    i, n = 0, len(text)
    while i < n:
        ch = text[i]
        if ch == "'":
            start = i
            i += 1
            token = True
            while i < n:
                if text[i] == "'":
                    if i + 1 < n and text[i + 1] == "'":
                        buf.append("'")
                        i += 2
                        continue
                    break
                buf.append(text[i])
                i += 1
            if i >= n:
                raise ArgError(f"Unbalanced quote starting here: {text[start:]}")
            i += 1
        elif ch in BLANKS:
            i += 1
            if token:
                out.append("".join(buf))
                buf = []
                token = False
        else:
            token = True
            buf.append(ch)
            i += 1
    if token:
        out.append("".join(buf))
    return out


def ref_join_args(args: list[str]) -> str:
    result = ""
    for arg in args:
        cur = result + " " if result else result
        if not arg:
            cur += "''"
        for ch in arg:
            if ch in " \t\n\r'":
                cur = cur[:-1] if cur.endswith("'") else cur + "'"
                if ch == "'":
                    cur += "'"
                cur += ch + "'"
            else:
                cur += ch
        result = cur
    return result


def ref_v1_wacked(text: str) -> list[str]:
    raw: list[str] = []
    i, n = 0, len(text)
    while i < n:
        ch = text[i]
        if ch == '"':
            raise ArgError(f"Found illegal unescaped double-quote: {text[i:]}")
        if ch == "\\" and i + 1 < n and text[i + 1] == '"':
            raw.append('"')
            i += 2
            continue
        raw.append(ch)
        i += 1
    out, buf, token = [], [], False
    for ch in "".join(raw):
        if ch in BLANKS:
            if token:
                out.append("".join(buf))
                buf, token = [], False
        else:
            token = True
            buf.append(ch)
    if token:
        out.append("".join(buf))
    return out


def ref_tokens(text: str, delims: str, trim_space: bool) -> list[str]:
    out: list[str] = []
    n, i = len(text), 0
    while True:
        while i < n and (text[i] in delims or (trim_space and text[i] in SPACE)):
            i += 1
        if i >= n:
            return out
        j = end = i
        while j < n and text[j] not in delims:
            if not trim_space or text[j] not in SPACE:
                end = j
            j += 1
        out.append(text[i:end + 1])
        i = j


def ref_compress_path(path: str) -> str:
    out: list[str] = []
    prev = False
    for ch in path:
        if ch in "/\\":
            if prev:
                continue
            prev = True
        else:
            prev = False
        out.append(ch)
    return "".join(out)


def outcome(fn, *args):  # type: ignore[no-untyped-def]
    try:
        return ("ok", fn(*args))
    except ArgError as err:
        return ("error", str(err))


@settings(max_examples=600, deadline=None)
@given(TEXT)
def test_quoted_and_split(text: str) -> None:
    assert outcome(v2_quoted_to_raw, text) == outcome(ref_v2_quoted_to_raw, text)
    assert outcome(v2_quoted_to_raw, '"' + text) == outcome(ref_v2_quoted_to_raw, '"' + text)
    assert outcome(split_args, text) == outcome(ref_split_args, text)


@settings(max_examples=600, deadline=None)
@given(st.lists(st.text(alphabet=" \t'ab\n\"", max_size=5), max_size=5))
def test_join_args(args: list[str]) -> None:
    assert join_args(args) == ref_join_args(args)


@settings(max_examples=600, deadline=None)
@given(TEXT)
def test_v1_wacked_arguments(text: str) -> None:
    def ours(t: str) -> tuple[list[str], bool]:
        args = ArgList()
        args.append_v1_wacked_or_v2_quoted(t)
        return args.args, args.input_was_v1

    expected = outcome(lambda t: (ref_split_args(ref_v2_quoted_to_raw(t)), False) if t.lstrip(
        " \t\n\v\f\r")[:1] == '"' else (ref_v1_wacked(t), True), text)
    assert outcome(ours, text) == expected


@settings(max_examples=600, deadline=None)
@given(TEXT, st.sampled_from([TOKEN_DELIMS, ",", ";", ",; \t\r\n"]), st.booleans())
def test_tokens_and_paths(text: str, delims: str, trim: bool) -> None:
    assert tokens(text, delims, trim) == ref_tokens(text, delims, trim)
    assert compress_path(text) == ref_compress_path(text)


@settings(max_examples=600, deadline=None)
@given(st.text(alphabet=' "\\a~!#[]\x7f\té', max_size=8))
def test_plain_string_literals_parse_as_the_parser_does(body: str) -> None:
    for text in ('"' + body + '"', body):
        try:
            expected = parse_expr(text, old=True)
        except ClassAdSyntaxError:
            expected = None
        got = parse_old(text)
        assert got == expected and type(getattr(got, "value", None)) is type(getattr(expected, "value", None))
        if got is not None:
            assert got.span == expected.span


def ref_first_sep(text: str, seps: str) -> int:
    """``SubmitForeachArgs::split_item``'s scan for the first separator, character by character."""
    for i, ch in enumerate(text):
        if ch in seps:
            return i
    return -1


@settings(max_examples=400, deadline=None)
@given(st.text(alphabet=" \t,;|\x1fab1é\\.-", max_size=16),
       st.sampled_from([", \t", " \t", "", ",", ";", "| \t", "\x1f", ".-", "\\", "]^"]))
def test_row_split_finds_the_first_separator(text: str, seps: str) -> None:
    from condor_ls.submit.jobads.foreach import _first_sep

    found = _first_sep(seps, text)
    assert (found.start() if found is not None else -1) == ref_first_sep(text, seps)
