"""Finding the next ``$(...)`` / ``$FUNC(...)`` reference in a string, the way HTCondor does.

HTCondor's scanner decides what counts as a reference by the text between ``$`` and ``(``
(the prefix) and then by which characters the body may hold.  Getting this exactly right is
what makes expansions agree with ``condor_config_val``: e.g. ``$(A B)`` is not a reference
(space is not allowed in a plain macro name), ``$$(X)`` is left for run-time expansion, and
``$(A:$(B))`` is one reference whose default holds another.
"""
from __future__ import annotations

import re
from bisect import bisect_left
from enum import Enum
from typing import Callable, NamedTuple


class Body(Enum):
    """Which characters a reference body may contain."""

    ANYTHING = 0  # everything up to the first ')'
    IDCHAR_COLON = 1  # name characters, then after ':' a default with a few extra characters
    META_ARG = 2  # digits and ?#+ then after ':' nearly anything (metaknob arguments)


class Func(str, Enum):
    """Kinds of reference.  ``NORMAL`` is ``$(NAME)``; the rest are ``$NAME(...)`` functions."""

    NORMAL = "$"
    ENV = "$ENV"
    RANDOM_CHOICE = "$RANDOM_CHOICE"
    RANDOM_INTEGER = "$RANDOM_INTEGER"
    CHOICE = "$CHOICE"
    SUBSTR = "$SUBSTR"
    INT = "$INT"
    REAL = "$REAL"
    STRING = "$STRING"
    EVAL = "$EVAL"
    BASENAME = "$BASENAME"
    DIRNAME = "$DIRNAME"
    FILENAME = "$F"


#: function names matched exactly (case-sensitive, as in HTCondor)
_NAMED_FUNCS: dict[str, Func] = {
    f.value: f for f in Func if f not in (Func.NORMAL, Func.FILENAME)
}
#: letters allowed after ``$F`` in the filename-part function (compared lower-cased)
FILENAME_LETTERS = frozenset("pnxdqabfwu")
#: characters allowed in a default after ':' besides name characters
_DEFAULT_EXTRA = frozenset("$ ,\\:")
_ID_EXTRA = frozenset("_./")
SPACE = frozenset(" \t\n\v\f\r")


def is_idchar(c: str) -> bool:
    """A character HTCondor allows in a knob name (ASCII letters, digits, ``_ . /``)."""
    return ("a" <= c <= "z") or ("A" <= c <= "Z") or ("0" <= c <= "9") or c in _ID_EXTRA


def _is_prefix_char(c: str) -> bool:
    return ("a" <= c <= "z") or ("A" <= c <= "Z") or ("0" <= c <= "9") or c == "_"


def special_func(prefix: str) -> tuple[Func | None, Body]:
    """Classify a ``$NAME`` prefix (including the ``$``) as a macro function, or None."""
    if len(prefix) <= 1:
        return None, Body.ANYTHING
    if prefix[1] == "F" and all(ch.lower() in FILENAME_LETTERS for ch in prefix[2:]):
        return Func.FILENAME, Body.ANYTHING
    func = _NAMED_FUNCS.get(prefix)
    if func is None:
        return None, Body.ANYTHING
    return func, (Body.IDCHAR_COLON if func is Func.ENV else Body.ANYTHING)


def config_prefix(prefix: str) -> tuple[Func | None, Body]:
    """Prefixes recognised when expanding config values: ``$`` and the functions, never ``$$``."""
    if len(prefix) == 1:
        return Func.NORMAL, Body.IDCHAR_COLON
    if prefix[1] == "$":
        return None, Body.ANYTHING
    return special_func(prefix)


def meta_arg_prefix(prefix: str) -> tuple[Func | None, Body]:
    """Only ``$(<digits>...)`` metaknob arguments."""
    if len(prefix) == 1:
        return Func.NORMAL, Body.META_ARG
    return None, Body.ANYTHING


class MacroRef(NamedTuple):
    """A reference found in a string: ``text[dollar:end]`` is the whole ``$...(...)``.

    A named tuple because the expander creates one per substitution.
    """

    func: Func
    prefix: str  # text between '$' and '(' inclusive of the '$'
    dollar: int
    body: int  # index of the first body character
    close: int  # index of the ')'
    colon: int | None  # index just after the first ':' (start of a default), if any

    @property
    def end(self) -> int:
        return self.close + 1

    def body_text(self, text: str) -> str:
        return text[self.body:self.close]


#: a body filter: (func, body text) -> True to skip this reference and keep scanning
SkipFn = Callable[[Func, str], bool]
PrefixFn = Callable[[str], tuple[Func | None, Body]]


_PREFIX_RUN = re.compile(r"[A-Za-z0-9_]*")
_ID_RUN = re.compile(r"[A-Za-z0-9_./]*")
#: what a default after ':' may hold: name characters, ``$ ,\:``, and ``(...)`` groups (the first
#: ')' closes a group); matched in one go instead of character by character
_DEFAULT_RUN = re.compile(r"(?:[A-Za-z0-9_./$ ,\\:]+|\([^)]*\))*")


class Rescan:
    """Where to scan again after a substitution, carried from one :func:`find_macro` call to
    the next of one expansion loop.

    HTCondor rescans from the beginning after each substitution, which makes deeply nested text
    (``$($($(...)))``) quadratic. Only a candidate whose verdict read text at or after the
    replaced reference's ``$`` can change its verdict (``$(A$(B))`` becomes a reference when
    ``$(B)`` is gone), so after a match :attr:`start` is the ``$`` of the first such candidate, or
    the match's own ``$``, and a scan from there finds what a scan from the beginning would.
    :attr:`read` holds the rejected candidates before :attr:`start` as (``$`` index, furthest
    index read), each reading further than every earlier one (an earlier one that read as far
    is the one to restart at); the caller clears it whenever it scans from elsewhere.
    """

    __slots__ = ("read", "start")

    def __init__(self) -> None:
        self.read: list[tuple[int, int]] = []
        self.start = 0

    def reset(self) -> None:
        self.read.clear()
        self.start = 0


def find_macro(text: str, start: int, classify: PrefixFn, skip: SkipFn | None = None,
               ends: list[bool] | None = None, rescan: Rescan | None = None) -> MacroRef | None:
    """The first reference at or after ``start`` that ``classify`` accepts and ``skip`` keeps.

    If ``ends`` is given, True is appended whenever a candidate was rejected only because the
    text ended (so appending text could have changed the outcome).

    With ``rescan`` (whose :attr:`Rescan.read` describes the candidates before ``start``), a
    found reference also sets :attr:`Rescan.start`: see :class:`Rescan`.
    """
    n = len(text)
    t = start
    find = text.find
    read = rescan.read if rescan is not None else None
    while True:
        # find a '$' (optionally '$$') followed by name characters and '('
        while True:
            d = find("$", t)
            if d < 0:
                return None
            p = d + 1
            if p < n and text[p] == "$":
                p += 1
            if p < n and text[p] != "(":
                p = _PREFIX_RUN.match(text, p).end()  # type: ignore[union-attr]
            if p < n and text[p] == "(":
                if p == d + 1 and classify is config_prefix:
                    func, body_kind = Func.NORMAL, Body.IDCHAR_COLON
                    break
                func, body_kind = classify(text[d:p])
                if func is not None:
                    break
            elif p >= n and ends is not None:
                ends.append(True)
            if read is not None and (not read or p > read[-1][1]):
                read.append((d, p))
            t = p
        body = p + 1
        v = body
        colon_at = 0
        restart = False
        if body_kind is Body.ANYTHING:
            v = find(")", body)
            if v < 0:
                v = n
                if ends is not None:
                    ends.append(True)
        else:
            meta = body_kind is Body.META_ARG
            if not meta:
                # the name, then a ':' default, each by a regular expression
                v = _ID_RUN.match(text, body).end()  # type: ignore[union-attr]
                if v < n and text[v] == ":":
                    colon_at = v + 1 - body
                    v = _DEFAULT_RUN.match(text, v + 1).end()  # type: ignore[union-attr]
                    if v < n and text[v] != ")":
                        # a character a default may not hold; an unclosed '(' could have been
                        # closed by text that follows
                        if text[v] == "(" and ends is not None:
                            ends.append(True)
                        if read is not None:  # an unclosed '(' was read to the end
                            far = n if text[v] == "(" else v
                            if not read or far > read[-1][1]:
                                read.append((d, far))
                        t = body
                        continue
                elif not (v < n and text[v] == ")"):
                    if v >= n and ends is not None:
                        ends.append(True)
                    if read is not None and (not read or v > read[-1][1]):
                        read.append((d, v))
                    t = body
                    continue
            while v < n and text[v] != ")":
                c = text[v]
                v += 1
                if c == ":" and not colon_at:
                    colon_at = v - body
                    continue
                if colon_at:
                    if c == "(":
                        q = text.find(")", v)
                        if q >= 0:
                            v = q + 1
                            continue
                        if ends is not None:
                            ends.append(True)
                    elif meta:
                        continue
                    elif c in _DEFAULT_EXTRA:
                        continue
                if meta:
                    if not (c.isascii() and c.isdigit()) and c not in "?#+":
                        restart = True
                        break
                elif not is_idchar(c):
                    restart = True
                    break
        if restart:
            if read is not None and (not read or read[-1][1] < n):  # read up to v, or to the end
                read.append((d, n))
            t = body
            continue
        if v < n and text[v] == ")":
            if skip is not None and skip(func, text[body:v]):
                if read is not None and (not read or v > read[-1][1]):
                    read.append((d, v))
                t = v
                continue
            if rescan is not None:
                _settle(rescan, d)
            return MacroRef(func, text[d:p], d, body, v, (body + colon_at) if colon_at else None)
        if ends is not None:
            ends.append(True)
        if read is not None and (not read or read[-1][1] < n):
            read.append((d, n))
        t = body


def _settle(rescan: Rescan, dollar: int) -> None:
    """After a match at ``dollar``: restart at the first candidate that read that far, and keep
    only the candidates before it."""
    read = rescan.read
    i = bisect_left(read, dollar, key=_seen)  # the reach grows along the list
    if i < len(read):
        rescan.start = read[i][0]
        del read[i:]
    else:
        rescan.start = dollar


def _seen(candidate: tuple[int, int]) -> int:
    return candidate[1]


def skip_dollar(func: Func, body: str) -> bool:
    """Skip ``$(DOLLAR)``: it is turned into ``$`` only after everything else is expanded."""
    return func is Func.NORMAL and body.upper() == "DOLLAR"


def only_dollar(func: Func, body: str) -> bool:
    return not skip_dollar(func, body)


def self_only(names: tuple[str, ...]) -> SkipFn:
    """Keep only references to one of ``names`` (``$(NAME)``, ``$(NAME:def)`` or ``$F..(NAME...)``)."""
    lowered = tuple(n.lower() for n in names)

    def skip(func: Func, body: str) -> bool:
        if func is not Func.NORMAL and func is not Func.FILENAME:
            return True
        low = body.lower()
        for name in lowered:
            if low.startswith(name) and (len(low) == len(name) or low[len(name)] == ":"):
                return False
        return True

    return skip


def iter_macros(text: str, classify: PrefixFn = config_prefix) -> list[MacroRef]:
    """Every reference in ``text`` left to right without expanding (for hover, go-to-definition).

    After a match scanning resumes inside its body so nested references are reported too.
    """
    out: list[MacroRef] = []
    pos = 0
    while True:
        ref = find_macro(text, pos, classify)
        if ref is None:
            return out
        out.append(ref)
        pos = ref.body


class Rejected(NamedTuple):
    """A ``$(`` that HTCondor's scanner does not take as the start of a macro reference, so the
    text stays in the value as written: ``text[dollar:end]`` is the would-be reference."""

    dollar: int
    end: int
    #: ``char`` (a character no macro name may hold), ``default`` (one a default may not hold) or
    #: ``space`` (blanks around the name)
    why: str
    #: the offending character (empty for ``space``)
    char: str
    #: the name as written (what precedes the offending character, or the trimmed name)
    name: str


_NAME_RUN = re.compile(r"[A-Za-z0-9_./]+")
_BLANKS = " \t"


def rejected_references(text: str) -> list[Rejected]:
    """The ``$(`` of ``text`` that look like macro references but that HTCondor passes over
    (config.cpp ``next_config_macro``: a name holds only letters, digits and ``_ . /``; after a
    ``:`` the default may also hold ``$ , \\ :``, blanks and ``(...)`` groups). Only would-be
    references that start with a name are listed, and not those whose name is followed by a
    blank (``$(hostname -f)`` is a shell's command substitution, not a mistyped macro), nor the
    arguments of a template (``$(1?)``, ``$(2+)``: a metaknob's or submit template's body), nor
    those that nothing closes on their line (the syntax rules report an unclosed ``$(``)."""
    out: list[Rejected] = []
    at = text.find("$(")
    # the first reference at or after the last scan's start: a scan visits every other '$' on
    # its way there, so a scan from any of them would find the same one (nested text would
    # otherwise be scanned once per '$(')
    found: MacroRef | None = None
    scanned = False
    while at >= 0 and len(out) < 1000:
        dollar = at
        at = text.find("$(", at + 2)
        if dollar > 0 and text[dollar - 1] == "$":
            continue  # $$( is for run time
        if not scanned or (found is not None and found.dollar < dollar):
            found, scanned = find_macro(text, dollar, config_prefix), True
        if found is not None and found.dollar == dollar:
            continue
        item = _rejected_at(text, dollar)
        if item is not None:
            out.append(item)
    return out


def _rejected_at(text: str, dollar: int) -> Rejected | None:
    body = dollar + 2
    close = text.find(")", body)
    line_end = text.find("\n", body)
    if line_end < 0:
        line_end = len(text)
    if close < 0 or close > line_end:  # nothing closes it on its line
        return None
    inner = text[body:close]
    stripped = inner.strip(_BLANKS)
    if stripped != inner and _NAME_RUN.fullmatch(stripped):
        return Rejected(dollar, close + 1, "space", "", stripped)
    run = _NAME_RUN.match(text, body)
    if run is None:
        return None
    after = run.end()
    if after >= close:
        return None
    c = text[after]
    if c in _BLANKS or (c in "?#+" and run.group(0).isdigit()):
        return None  # a shell's words; a template argument (``$(1?)``, ``$(2+)``)
    if c == ":":
        stop = _DEFAULT_RUN.match(text, after + 1).end()  # type: ignore[union-attr]
        if stop >= close or text[stop] in "\r\n":
            return None
        return Rejected(dollar, close + 1, "default", text[stop], run.group(0))
    return Rejected(dollar, close + 1, "char", c, run.group(0))
