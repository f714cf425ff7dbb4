"""Job environment and argument strings: ``envV1ToV2``, ``mergeEnvironment``, ``argsToList``,
``listToArgs``.

V2 syntax separates entries by white space and quotes with single quotes (a doubled quote is a
literal quote); V1 environments separate entries by ``;`` (or by a leading delimiter character
from a fixed set), V1 arguments by white space with no quoting. Environments are kept sorted by
variable name (byte order), as HTCondor's Env stores them.
"""
from __future__ import annotations

import re
from typing import Sequence

from ..ast import Expr
from ..values import UNDEFINED, ListValue, Value
from ._support import each_item, is_int, is_undef, literal_list, wrap32
from .api import EvalContext, builtin
from ...raw_bytes import RAW

_WS = " \t\n\r"
_V1_ENV_DELIM = ";"
_V1_SPLIT = re.compile("[ \t\n\r]+")
_PERMITTED_V1_DELIMS = "!#$%&*+,-/:;<>?@^`|~\x1f"


class ParseError(Exception):
    pass


def split_v2(text: str) -> list[str]:
    """Split V2 text into words: white space separates, '...' quotes, '' inside quotes is '."""
    out: list[str] = []
    buf: list[str] = []
    token = False
    i, n = 0, len(text)
    while i < n:
        c = text[i]
        if c == "'":
            start = i
            i += 1
            token = True
            while True:
                if i >= n:
                    raise ParseError(f"unbalanced quote starting here: {text[start:]}")
                if text[i] == "'":
                    if i + 1 < n and text[i + 1] == "'":
                        buf.append("'")
                        i += 2
                        continue
                    break
                buf.append(text[i])
                i += 1
            i += 1
        elif c in _WS:
            i += 1
            if token:
                out.append("".join(buf))
                buf, token = [], False
        else:
            token = True
            buf.append(c)
            i += 1
    if token:
        out.append("".join(buf))
    return out


def quote_v2(word: str, out: list[str]) -> None:
    """Append ``word`` in V2 syntax, merging adjacent quoted sections as HTCondor does."""
    if out:
        out.append(" ")
    if not word:
        out.append("''")
    for c in word:
        if c in " \t\n\r'":
            if out and out[-1].endswith("'") and out[-1] != " ":
                out[-1] = out[-1][:-1]
            else:
                out.append("'")
            if c == "'":
                out.append("'")
            out.append(c + "'")
        else:
            out.append(c)


def join_v2(words: Sequence[str]) -> str:
    out: list[str] = []
    for w in words:
        quote_v2(w, out)
    return "".join(out)


def _set_entry(env: dict[str, str | None], entry: str) -> None:
    if not entry:
        raise ParseError("empty environment entry")
    name, eq, value = entry.partition("=")
    if not eq and "$$" in entry:
        env[entry] = None  # an unexpanded $$() macro is kept verbatim
        return
    if not eq:
        raise ParseError(f"missing '=' after environment variable '{entry}'")
    if not name:
        raise ParseError(f"missing variable in '{entry}'")
    env[name] = value


def merge_v1(env: dict[str, str | None], text: str) -> None:
    if not text:
        return
    delim = _V1_ENV_DELIM
    if text[0] == delim:
        text = text[1:]
    elif text[0] in _PERMITTED_V1_DELIMS:
        delim, text = text[0], text[1:]
    i, n = 0, len(text)
    while i < n:
        while i < n and text[i] in _WS:
            i += 1
        j = i
        while j < n and text[j] != "\n" and text[j] != delim:
            j += 1
        entry = text[i:j]
        i = j + 1
        if entry:
            _set_entry(env, entry)


def merge_v2(env: dict[str, str | None], text: str) -> None:
    for entry in split_v2(text):
        _set_entry(env, entry)


def env_to_v2(env: dict[str, str | None]) -> str:
    keys = sorted(env, key=lambda k: k.encode("utf-8", RAW))
    return join_v2([k if env[k] is None else f"{k}={env[k]}" for k in keys])


@builtin("envV1ToV2")
def env_v1_to_v2(ctx: EvalContext, args: Sequence[Expr]) -> Value:
    """Rewrite a V1 environment string (``A=1;B=2``) in V2 syntax; undefined stays undefined."""
    if len(args) != 1:
        return ctx.error("envV1ToV2() takes one string argument")
    v = ctx.eval(args[0])
    if is_undef(v):
        return UNDEFINED
    if not isinstance(v, str):
        return ctx.error("envV1ToV2() argument is not a string")
    ctx.charge(len(v))
    env: dict[str, str | None] = {}
    try:
        merge_v1(env, v)
    except ParseError as exc:
        return ctx.error(f"cannot parse V1 environment: {exc}")
    return env_to_v2(env)


@builtin("mergeEnvironment")
def merge_environment(ctx: EvalContext, args: Sequence[Expr]) -> Value:
    """Merge V2 environment strings left to right (later settings win); undefined arguments
    are skipped."""
    env: dict[str, str | None] = {}
    for idx, a in enumerate(args):
        v = ctx.eval(a)
        if is_undef(v):
            continue
        if not isinstance(v, str):
            return ctx.error(f"argument {idx} is not a string")
        ctx.charge(len(v))
        try:
            merge_v2(env, v)
        except ParseError as exc:
            return ctx.error(f"argument {idx} is not a V2 environment: {exc}")
    return env_to_v2(env)


def _version(ctx: EvalContext, args: Sequence[Expr]) -> int | Value:
    if len(args) < 2:
        return 2
    v = ctx.eval(args[1])
    if not is_int(v):
        return ctx.error("syntax version must be an integer")
    v = wrap32(v)  # read into a C int (IsIntegerValue(int&)): 2**32 + 1 is version 1
    if v not in (1, 2):
        return ctx.error(f"syntax version must be 1 or 2, not {v}")
    return v


@builtin("argsToList")
def args_to_list(ctx: EvalContext, args: Sequence[Expr]) -> Value:
    """Split an argument string (V2 by default, or V1 with version 1) into a list."""
    if len(args) not in (1, 2):
        return ctx.error("argsToList() takes a string and an optional version")
    vers = _version(ctx, args)
    if not is_int(vers):
        return vers
    v = ctx.eval(args[0])
    if not isinstance(v, str):
        return ctx.error("argsToList() argument is not a string")
    ctx.charge(len(v))
    if vers == 1:
        return literal_list([w for w in _V1_SPLIT.split(v) if w])  # V1: no quoting
    try:
        return literal_list(split_v2(v))
    except ParseError as exc:
        return ctx.error(f"cannot parse V2 arguments: {exc}")


@builtin("listToArgs")
def list_to_args(ctx: EvalContext, args: Sequence[Expr]) -> Value:
    """Join a list of strings into an argument string (V2 by default, or V1 with version 1;
    V1 cannot hold an argument containing white space)."""
    if len(args) not in (1, 2):
        return ctx.error("listToArgs() takes a list and an optional version")
    vers = _version(ctx, args)
    if not is_int(vers):
        return vers
    v = ctx.eval(args[0])
    if not isinstance(v, ListValue):
        return ctx.error("listToArgs() argument is not a list")
    words: list[str] = []
    for idx, item in enumerate(each_item(ctx, v)):  # the first non-string ends the scan
        if not isinstance(item, str):
            return ctx.error(f"list entry {idx} is not a string")
        words.append(item)
    if vers == 1:
        for w in words:
            if any(c in w for c in _WS):
                return ctx.error(f"cannot represent {w!r} in V1 arguments")
        return " ".join(words)
    return join_v2(words)
