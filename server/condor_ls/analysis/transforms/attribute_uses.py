"""The job attributes a transform refers to, found while it is checked.

A transform names attributes of the ad it transforms in three ways, and each is evaluated
differently (condor_utils/xform_utils.cpp, condor_schedd.V6/job_transforms.cpp and
condor_job_router/JobRouter.cpp):

* ``SET``/``DEFAULT`` store their expression as the attribute's value: it is evaluated later,
  wherever the attribute is (``Requirements`` at match time, with the machine as TARGET);
* ``EVALSET``, ``EVALMACRO`` and ``REQUIREMENTS`` are evaluated when the transform runs, in the
  job ad alone (``ClassAd::EvaluateExpr`` with no target: the schedd and the job router alike
  evaluate in the job ad, chained to its cluster ad, so ``TARGET.x`` is always undefined);
* ``$(MY.<attr>)`` (and ``$INT(MY.<attr>)`` ...) and ``if defined MY.<attr>`` read the attribute
  by name.

This module records each reference with where it was written; which names are known is only
decided when the diagnostics are made (:mod:`.attribute_checks`), since that depends on the
settings and the sample ads, not on the transform's text.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from enum import Enum
from functools import lru_cache

from ...classad.ast import AttrRef
from ...classad.parser import ClassAdSyntaxError
from ...config.expander import Expansion
from ...config.scanner import Func, config_prefix, find_macro
from ...config.text import Origin
from ...transform.engine import parse_old
from ...transform.reader import Kind, Line
from ..rules.attributes import references, word_names
from ..rules.units import chars

#: where a reference is: the ``Where`` tuples of :mod:`.checks` (``("origin", Origin, length)``
#: or ``("line", Line, start, end)``)
Where = tuple


class Use(str, Enum):
    """How the attribute is read."""

    STORED = "stored"  # in a SET/DEFAULT expression, evaluated later
    EVALUATED = "evaluated"  # in EVALSET/EVALMACRO/REQUIREMENTS, evaluated in the job alone
    MACRO = "macro"  # $(MY.attr): the attribute's text
    DEFINED = "defined"  # if defined MY.attr


@dataclass(frozen=True)
class AttrUse:
    """One reference to an attribute of the transformed ad."""

    name: str
    #: "my", "target" or None (a bare name)
    scope: str | None
    use: Use
    #: the name as written (the quick fix replaces it)
    where: Where
    #: what reads it, for messages: ``EVALSET Foo``, ``REQUIREMENTS``, ``$(MY.Foo)`` ...
    reader: str
    #: the whole reference (``TARGET.Foo``) as written, when it is written in one piece
    whole: Where | None = None
    #: the line the statement is on (findings about one statement are grouped by it)
    line: int = -1
    #: a default is given (``$(MY.x:none)``): absence is expected, only a misspelling counts
    defaulted: bool = False
    #: the configuration macro the name was read from (``where`` is then the statement's ``$(via)``)
    via: str | None = None
    #: lower-cased names the enclosing ``if defined MY.<name>`` blocks prove the ad carries
    guarded: frozenset[str] = frozenset()


@dataclass(frozen=True)
class BareWords:
    """A SET/DEFAULT/EVALSET whose value is only words (``SET Project CHTC``): each word is an
    attribute reference, which is rarely what was meant."""

    keyword: str
    attribute: str
    names: tuple[str, ...]
    #: the value as written in the statement
    where: Where
    #: the value as written is the expression (no macro in it): quoting it is a safe fix
    text: str | None
    line: int
    #: lower-cased names the enclosing ``if defined MY.<name>`` blocks prove the ad carries
    guarded: frozenset[str] = frozenset()


@lru_cache(maxsize=8192)
def expression_facts(text: str) -> tuple[tuple[tuple[str, str | None, int, int, int], ...], tuple[str, ...] | None]:
    """The attribute references of an expression: (name, scope, index of the name, start and end
    of the whole reference) in characters of ``text``; and the names when the expression is
    nothing but words (None otherwise). Memoised by text, like the other expression checks."""
    try:
        tree = parse_old(text)
    except ClassAdSyntaxError:
        return (), None
    found = []
    for ref, scope in references(tree):
        start, end = chars(text, ref.span)
        at = text.rfind(ref.name, start, end)
        if at >= 0:
            found.append((ref.name, scope, at, start, end))
    words = word_names(tree)
    names = tuple(r.name for r in words if isinstance(r, AttrRef)) if words else None
    return tuple(found), names


def _placed(expansion: Expansion, start: int, end: int, unknown: Origin, lines: frozenset[tuple[str, int]]) \
        -> tuple[Where | None, str | None]:
    """Where characters ``start..end`` of an expanded text were written, when they were written
    in one piece in the transform itself; otherwise, when they were written in one piece in a
    configuration knob, the name of the macro of the statement that brought them in (a name
    assembled from several macros, or from a value only known at run time, gives neither)."""
    for span in expansion.spans:
        if span.start <= start < span.end:
            origin = span.origin
            if origin is None or origin == unknown or not origin.advance or end > span.end:
                return None, None
            if (origin.file, origin.line) not in lines:
                return None, span.chain[0] if span.chain else None
            return ("origin", origin.shifted(start - span.start), end - start), None
    return None, None


def _reference_to(line: Line, start: int, name: str) -> tuple[Where, str] | None:
    """Where the line refers to macro ``name`` with ``$(name)``, from ``start`` on, and the name
    as it is spelt there."""
    at = start
    while True:
        ref = find_macro(line.text, at, config_prefix, None)
        if ref is None:
            return None
        at = ref.end
        spelt = ref.body_text(line.text).split(":", 1)[0].strip()
        if ref.func is Func.NORMAL and spelt.lower() == name.lower():
            return ("line", line, ref.dollar, ref.end), spelt


def own_lines(lines: list[Line]) -> frozenset[tuple[str, int]]:
    """(file, line) of every character the transform's lines were read from."""
    out: set[tuple[str, int]] = set()
    for line in lines:
        for run in line.source.runs:
            if run.origin is not None:
                out.add((run.origin.file, run.origin.line))
    return frozenset(out)


def expanded_uses(line: Line, reader: str, use: Use, text: str, expansion: Expansion, unknown: Origin,
                  lines: frozenset[tuple[str, int]]) -> list[AttrUse]:
    """References in the expansion of a SET/DEFAULT/EVALSET/EVALMACRO expression."""
    refs, _words = expression_facts(text)
    out: list[AttrUse] = []
    rest = line.statement.rest if line.statement is not None and line.statement.rest is not None else 0
    for name, scope, at, start, end in refs:
        where, via = _placed(expansion, at, at + len(name), unknown, lines)
        if where is not None:
            whole, _via = _placed(expansion, start, end, unknown, lines)
            out.append(AttrUse(name, scope, use, where, reader, whole, line.index))
        elif via is not None:
            found = _reference_to(line, rest, via)
            if found is not None:
                out.append(AttrUse(name, scope, use, found[0], reader, None, line.index, via=found[1]))
    return out


def bare_words(line: Line, keyword: str, attribute: str, rest: int, text: str, written_alike: bool) -> BareWords | None:
    """The statement's value when it is only words."""
    _refs, names = expression_facts(text)
    if not names:
        return None
    value = line.text[rest:]
    lead = len(value) - len(value.lstrip())
    stripped = value.strip()
    where = ("line", line, rest + lead, rest + lead + len(stripped))
    return BareWords(keyword, attribute, names, where, stripped if written_alike else None, line.index)


def written_uses(line: Line, start: int, text: str, reader: str, use: Use) -> list[AttrUse]:
    """References in text that is not expanded (REQUIREMENTS), ``start`` being its index in the line."""
    refs, _words = expression_facts(text)
    return [AttrUse(name, scope, use, ("line", line, start + at, start + at + len(name)), reader,
                    ("line", line, start + s, start + e), line.index)
            for name, scope, at, s, e in refs]


#: macro functions whose first argument is a macro name (``$INT(MY.x)``, ``$Fq(MY.x)`` ...)
_NAME_FUNCS = frozenset({Func.NORMAL, Func.INT, Func.REAL, Func.STRING, Func.FILENAME, Func.SUBSTR, Func.BASENAME,
                         Func.DIRNAME})
_MY_NAME = re.compile(r"[ \t]*MY\.([A-Za-z_][A-Za-z0-9_]*)[ \t]*(?=$|[,:)])", re.IGNORECASE)
_DEFINED = re.compile(r"[ \t]*(?:![ \t]*)?defined[ \t]+MY\.([A-Za-z_][A-Za-z0-9_]*)[ \t]*$", re.IGNORECASE)


def defined_condition(line: Line) -> tuple[bool, str] | None:
    """(negated, name) of an ``if``/``elif`` line whose condition is ``[!] defined MY.<name>``."""
    if line.kind not in (Kind.IF, Kind.ELIF):
        return None
    match = _DEFINED.match(line.text, line.value)
    if match is None:
        return None
    return line.text[match.start():match.start(1)].lstrip(" \t").startswith("!"), match.group(1)


class Guards:
    """The names the ``if [!] defined MY.<name>`` blocks around a line prove the transformed ad
    carries: inside ``if defined MY.x`` (and in the ``else`` of ``if ! defined MY.x``) a
    reference to ``x`` cannot be undefined. Fed every line in order (:meth:`step`)."""

    def __init__(self) -> None:
        #: per open ``if``: [names proven in the current branch, names proven once every
        #: condition so far was false]
        self._levels: list[list[frozenset[str]]] = []

    def step(self, line: Line) -> None:
        kind = line.kind
        if kind is Kind.IF:
            self._levels.append([frozenset(), frozenset()])
            self._branch(line)
        elif kind is Kind.ELIF and self._levels:
            self._branch(line)
        elif kind is Kind.ELSE and self._levels:
            self._levels[-1][0] = self._levels[-1][1]
        elif kind is Kind.ENDIF and self._levels:
            self._levels.pop()

    def _branch(self, line: Line) -> None:
        level = self._levels[-1]
        found = defined_condition(line)
        if found is None:
            level[0] = level[1]
            return
        negated, name = found
        if negated:
            level[0] = level[1]
            level[1] = level[1] | {name.lower()}
        else:
            level[0] = level[1] | {name.lower()}

    @property
    def names(self) -> frozenset[str]:
        """Names proven at the current line."""
        out: frozenset[str] = frozenset()
        for current, _false in self._levels:
            out |= current
        return out


def macro_uses(line: Line) -> list[AttrUse]:
    """``$(MY.<attr>)`` references (also with a default, and in the macro functions that read a
    macro by name) in the part of the line that is expanded, and ``if defined MY.<attr>``."""
    kind = line.kind
    if kind is Kind.STATEMENT:
        if line.statement is None or line.statement.rest is None:
            return []
        start = line.statement.rest
    elif kind in (Kind.ASSIGN, Kind.JOB_MACRO, Kind.IF, Kind.ELIF):
        start = line.value
    elif kind is Kind.HEREDOC_LINE:
        start = 0
    else:
        return []
    out: list[AttrUse] = []
    text = line.text
    if kind in (Kind.IF, Kind.ELIF):
        match = _DEFINED.match(text, start)
        if match is not None:
            name = match.group(1)
            at = match.start(1)
            out.append(AttrUse(name, "my", Use.DEFINED, ("line", line, at, at + len(name)),
                               f"`defined MY.{name}`", None, line.index, defaulted=True))
            return out
    at = start
    while True:
        ref = find_macro(text, at, config_prefix, None)
        if ref is None:
            return out
        at = ref.end
        if ref.func not in _NAME_FUNCS:
            continue
        match = _MY_NAME.match(text, ref.body, ref.close)
        if match is None:
            continue
        name = match.group(1)
        begin = match.start(1)
        defaulted = ref.func is Func.NORMAL and ref.colon is not None
        out.append(AttrUse(name, "my", Use.MACRO, ("line", line, begin, begin + len(name)),
                           f"{text[ref.dollar:ref.end]}", None, line.index, defaulted=defaulted))
