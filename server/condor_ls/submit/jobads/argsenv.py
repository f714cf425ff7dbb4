"""Arguments and environment strings in their two syntaxes (condor_arglist.cpp, env.cpp).

The old (V1) syntax splits arguments on blanks and environment entries on ``;``; the new (V2)
syntax is a double-quoted string in which single quotes group words and a doubled quote is a
literal one. condor_submit reads either and writes ``Args``/``Arguments`` and
``Env``/``Environment`` in the form it prefers.
"""
from __future__ import annotations

import re
from collections.abc import Mapping
from ...raw_bytes import RAW

_BLANKS = " \t\n\r"
_BLANK_RUN = re.compile("[ \t\n\r]+")
#: what makes an argument need quoting in the V2 syntax
_NEEDS_QUOTES = re.compile("[ \t\n\r']")
#: the V1 environment separator on Unix
ENV_DELIM = ";"
#: characters that may open a V1 environment string to name its separator
_PERMITTED_DELIMS = "!#$%&*+,-/:;<>?@^`|~\x1f"
#: the marker for an environment entry that is an unexpanded ``$$()`` with no ``=``
NO_VALUE = "\x01\x02\x03\x04\x05\x06"


class ArgError(ValueError):
    pass


def is_v2_quoted(text: str) -> bool:
    """``IsV2QuotedString``: the first non-blank character is ``"``."""
    return text.lstrip(" \t\n\v\f\r")[:1] == '"'


def v2_quoted_to_raw(text: str) -> str:
    """``V2QuotedToV2Raw``: the text between the double quotes (``""`` is a literal quote)."""
    s = text.lstrip(" \t\n\v\f\r")
    i = 1
    out: list[str] = []
    n = len(s)
    terminated = -1
    close = s.find('"', 1)
    if close > 0 and not s.startswith('"', close + 1):  # no doubled quote before the closing one
        out.append(s[1:close])
        terminated = close
        i = close + 1
    while i < n and terminated < 0:
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
    rest = s[i:]
    if rest.strip(" \t\n\v\f\r"):
        raise ArgError("Unexpected characters following double-quote.  Did you forget to escape the "
                       "double-quote by repeating it?  Here is the quote and trailing characters: "
                       f"{s[terminated:]}\n")
    return "".join(out)


def split_args(text: str) -> list[str]:
    """``split_args`` (V2 raw): blanks separate; single quotes group, ``''`` inside is a quote."""
    if "'" not in text:
        return [word for word in _BLANK_RUN.split(text) if word]
    out: list[str] = []
    buf: list[str] = []
    token = False
    i = 0
    n = len(text)
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
        elif ch in _BLANKS:
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


def append_arg(arg: str, result: str) -> str:
    """``append_arg``: one argument in V2 raw syntax appended to ``result``."""
    parts = [result]
    cur = result
    if cur:
        cur += " "
    if not arg:
        cur += "''"
    for ch in arg:
        if ch in " \t\n\r'":
            if cur.endswith("'"):
                cur = cur[:-1]
            else:
                cur += "'"
            if ch == "'":
                cur += "'"
            cur += ch + "'"
        else:
            cur += ch
    del parts
    return cur


def join_args(args: list[str]) -> str:
    if all(arg and _NEEDS_QUOTES.search(arg) is None for arg in args):
        return " ".join(args)
    result = ""
    for arg in args:
        result = append_arg(arg, result)
    return result


class ArgList:
    """``ArgList`` as condor_submit uses it (V1 input is read Unix-style, platform unknown)."""

    def __init__(self) -> None:
        self.args: list[str] = []
        self.input_was_v1 = False

    def append(self, arg: str) -> None:
        self.args.append(arg)

    def append_v1_wacked_or_v2_quoted(self, text: str) -> None:
        """``AppendArgsV1WackedOrV2Quoted``."""
        if is_v2_quoted(text):
            self.args.extend(split_args(v2_quoted_to_raw(text)))
            return
        if '"' not in text:  # no quote, escaped or not: the text is already raw
            self.append_v1_raw(text)
            return
        raw: list[str] = []
        i = 0
        n = len(text)
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
        self.append_v1_raw("".join(raw))

    def append_v1_raw(self, text: str) -> None:
        """``AppendArgsV1Raw`` with the platform unknown: split on blanks."""
        self.input_was_v1 = True
        self.args.extend(word for word in _BLANK_RUN.split(text) if word)

    def append_v2_quoted(self, text: str) -> None:
        """``AppendArgsV2Quoted``: the text must be double-quoted."""
        if not is_v2_quoted(text):
            raise ArgError("Expecting double-quoted input string (V2 format).")
        self.args.extend(split_args(v2_quoted_to_raw(text)))

    def v1_raw(self) -> str:
        """``GetArgsStringV1Raw``: arguments joined with blanks (none may contain a blank)."""
        for arg in self.args:
            if _BLANK_RUN.search(arg) is not None:
                raise ArgError(f"Cannot represent '{arg}' in V1 arguments syntax.")
        return " ".join(self.args)

    def v2_raw(self) -> str:
        return join_args(self.args)

    def __len__(self) -> int:
        return len(self.args)


class Env:
    """``Env``: variables sorted by name (a ``std::map``), V1/V2 reading and writing."""

    def __init__(self) -> None:
        self.table: dict[str, str] = {}
        self.input_was_v1 = False

    def set(self, name: str, value: str) -> None:
        if name:
            self.table[name] = value

    def _set_expr(self, expr: str) -> None:
        """``SetEnvWithErrorMessage``: ``NAME=value`` (a lone ``$$(...)`` is kept as it is)."""
        if not expr:
            raise ArgError("")
        eq = expr.find("=")
        if eq < 0 and "$$" in expr:
            self.set(expr, NO_VALUE)
            return
        if eq <= 0:
            if eq < 0:
                raise ArgError(f"ERROR: Missing '=' after environment variable '{expr}'.")
            raise ArgError(f"ERROR: missing variable in '{expr}'.")
        self.set(expr[:eq], expr[eq + 1:])

    def merge_v2_raw(self, text: str) -> None:
        for entry in split_args(text):
            self._set_expr(entry)

    def merge_v2_quoted(self, text: str) -> None:
        if not is_v2_quoted(text):
            raise ArgError("Expecting a double-quoted environment string (V2 format).")
        self.merge_v2_raw(v2_quoted_to_raw(text))

    def merge_v1_raw_or_v2_quoted(self, text: str) -> None:
        if is_v2_quoted(text):
            self.merge_v2_quoted(text)
            return
        if not text:
            return
        delim = ENV_DELIM
        if text[0] == delim:
            text = text[1:]
        elif text[0] in _PERMITTED_DELIMS:
            delim = text[0]
            text = text[1:]
        self.merge_v1_raw(text, delim)

    def merge_v1_raw(self, text: str, delim: str) -> None:
        """``MergeFromV1Raw``: entries split on ``delim`` or newline, leading blanks dropped."""
        self.input_was_v1 = True
        i = 0
        n = len(text)
        while i < n:
            while i < n and text[i] in " \t\n\r":
                i += 1
            start = i
            while i < n and text[i] != "\n" and text[i] != delim:
                i += 1
            entry = text[start:i]
            if i < n:
                i += 1
            if entry:
                self._set_expr(entry)

    def import_env(self, environ: Mapping[str, str], v1: bool, white: list[str] | None = None,
                   black: list[str] | None = None) -> None:
        """``Env::Import`` with condor_submit's filter: only names not set yet, values that the
        chosen syntax can carry, and the ``getenv`` white/black lists."""
        for name, value in environ.items():
            if not name or name in self.table:
                continue
            if v1 and not safe_v1(value, ENV_DELIM):
                continue
            if "\n" in value:
                continue
            if black and any(matches_wildcard(p, name) for p in black):
                continue
            if white and not any(matches_wildcard(p, name) for p in white):
                continue
            self.set(name, value)

    def v1_raw(self, delim: str = ENV_DELIM) -> str:
        parts: list[str] = []
        for name in sorted(self.table, key=_bytes):
            value = self.table[name]
            if not safe_v1(name, delim) or not safe_v1(value, delim):
                raise ArgError(f"Environment entry is not compatible with V1 syntax: {name}={value}")
            parts.append(name if value == NO_VALUE else f"{name}={value}")
        return delim.join(parts)

    def v2_raw(self) -> str:
        entries = [name if self.table[name] == NO_VALUE else f"{name}={self.table[name]}"
                   for name in sorted(self.table, key=_bytes)]
        return join_args(entries)

    def __len__(self) -> int:
        return len(self.table)


def _bytes(text: str) -> bytes:
    return text.encode("utf-8", RAW)


def safe_v1(text: str, delim: str) -> bool:
    """``IsSafeEnvV1Value``: no separator and no newline."""
    return delim not in text and "\n" not in text


def matches_wildcard(pattern: str, text: str) -> bool:
    """``matches_anycase_withwildcard``: one ``*`` at the start, the end, or in the middle
    (plus possibly one more at the end), compared without regard to case."""
    p = pattern.lower()
    s = text.lower()
    star = p.find("*")
    if star < 0:
        return p == s
    last = p.rfind("*")
    ending = last if (last != star and last != star + 1 and last == len(p) - 1) else -1
    prefix = False
    if star == 0:
        start, end = "", p[1:]
    elif star == len(p) - 1:
        start, end = p[:-1], ""
        prefix = True
    else:
        start, end = p[:star], p[star + 1:]
    if end.endswith("*"):
        end = end[:-1]
        prefix = True
    del ending
    if start and not s.startswith(start):
        return False
    tail = s[min(len(start), len(s)):]
    if end:
        if prefix:
            return end in tail
        return tail.endswith(end)
    return True
