"""Diagnostics for one transform, placed in the document that holds it.

The checks follow what HTCondor does with each line (condor_utils/xform_utils.cpp and the
config reader): a line the transform callback rejects (an unknown statement, a missing
argument, an unreadable ``/regex/``) makes the whole transform fail, and the schedd then
refuses every job it applies to, so those are errors; a statement HTCondor skips with a log
line (an expression that does not parse, an invalid new attribute name) is an error or a
warning depending on whether it can ever work. Expressions are checked after macro expansion,
with the transform's own variables and the configuration; the value of ``$(MY.<attr>)`` and
of ``EVALMACRO`` results is only known when the transform runs, so they are stood in for by a
neutral word and findings next to them are not reported.
"""
from __future__ import annotations

import difflib
import threading
from collections import OrderedDict
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field, replace
from functools import lru_cache

from ...classad.functions._pcre import PatternError
from ...classad.parser import ClassAdSyntaxError
from ...config.conditions import Shape, classify, judge
from ...config.configset import ConfigSet
from ...config.expander import Expander, Expansion
from ...config.model import Definition, Kind as DefinitionKind
from ...config.scanner import Func, config_prefix, find_macro
from ...config.text import Origin, SourceText
from ...transform.engine import DEFAULT_NAMES, VERSION, compile_regex, is_valid_attr_name, parse_old
from ...transform.keywords import KEYWORDS, Keyword
from ...transform.reader import SPACE, Kind, Line, Mode, Statement, Transform, valid_param_name
from ...transform.sources import Role
from ..configview.provenance import char_index
from ..configview.unknowns import UNKNOWN_CONTEXT
from ..model import Diagnostic, Fix, Severity, TextEdit, TextRange
from ..rules.expressions import ExprProblem, expression_problems, unbalanced_brackets
from .attribute_uses import (AttrUse, BareWords, Guards, Use, bare_words, expanded_uses, macro_uses, own_lines,
                             written_uses)
from .units import Placer, Unit

#: origin given to text that stands in for a value only known when the transform runs
UNKNOWN = Origin("<runtime>", 0, 0, False)
#: the stand-in: a word that is a valid ClassAd operand wherever a value may go
PLACEHOLDER = "undefined"
#: characters around a stand-in within which a syntax error is blamed on it
NEAR = 2

#: universe names HTCondor accepts (CondorUniverseNumber) and the numbers in use
UNIVERSES = frozenset({"standard", "vanilla", "scheduler", "mpi", "grid", "java", "parallel", "local", "vm",
                       "docker", "container", "pipe"})

#: code -> default severity of the transform diagnostics (the rules module registers them)
CODES: dict[str, tuple[Severity, str]] = {
    "transform-unknown-statement": (Severity.ERROR, "a line of a transform that is not a transform statement"),
    "transform-arguments": (Severity.ERROR, "a transform statement with missing or extra arguments"),
    "transform-expression": (Severity.ERROR, "a transform expression that is not valid ClassAd after expansion"),
    "transform-regex": (Severity.ERROR, "an invalid /regex/ in COPY, RENAME or DELETE"),
    "transform-attribute": (Severity.WARNING, "an attribute name a transform cannot set, copy or rename"),
    "transform-variable": (Severity.WARNING, "a $(NAME) in a transform that is set later or nowhere"),
    "transform-structure": (Severity.ERROR, "unbalanced if/endif, an unclosed @= block or an illegal name"),
    "transform-meta": (Severity.WARNING, "NAME, REQUIREMENTS, UNIVERSE or TRANSFORM where they do not act as written"),
    "transform-requirements": (Severity.ERROR, "a transform REQUIREMENTS that does not parse"),
    "transform-include": (Severity.WARNING, "include or use inside a transform"),
    "transform-job-macro": (Severity.WARNING, "`+Attr = value` in a transform (it sets a macro, not the attribute)"),
    "transform-condition": (Severity.WARNING, "an `if` that HTCondor evaluates in the ad and rejects when false"),
}

_KEYWORD_NAMES = [k.value for k in Keyword]


@dataclass
class Environment:
    """What the names a transform refers to can resolve to, besides its own variables."""

    config: ConfigSet | None = None
    #: variables set by the other transforms the same daemon applies first (lower case)
    earlier: frozenset[str] = frozenset()
    #: a rules file: variables may also be given on condor_transform_ads' command line
    command_line: bool = False
    #: knob names HTCondor knows (with or without a config set)
    is_knob: Callable[[str], bool] = lambda name: False
    #: the part of the configuration that cannot be read here (completes "it may come from
    #: ..."), None when the set is complete: a name defined nowhere visible may be set there
    unseen: str | None = None


#: where a finding is, independent of the document's byte offsets (so findings can be kept
#: across keystrokes): ("line", Line, start, end), ("origin", Origin, length),
#: ("lines", first Line, last Line) or ("first", (where, ...)) for the first one that places
Where = tuple


@dataclass(frozen=True)
class Finding:
    """A diagnostic before it is placed in a document. ``fixes`` replace its own range:
    (title, new text)."""

    code: str
    where: Where
    message: str
    severity: Severity | None = None
    fixes: tuple[tuple[str, str], ...] = ()


@dataclass
class _Collector:
    found: list[Finding] = field(default_factory=list)
    #: attribute references, judged later against the names known in the document's context
    uses: list[AttrUse] = field(default_factory=list)
    bare: list[BareWords] = field(default_factory=list)
    #: (file, line) the transform's own text was read from
    lines: frozenset[tuple[str, int]] = frozenset()

    def add(self, code: str, where: Where, message: str, *, severity: Severity | None = None,
            fixes: tuple[tuple[str, str], ...] = ()) -> None:
        self.found.append(Finding(code, where, message, severity, fixes))

    def at_line(self, code: str, line: Line, start: int, end: int, message: str, **kw: object) -> None:
        self.add(code, ("line", line, start, max(end, start + 1) if start < len(line.text) else end),
                 message, **kw)  # type: ignore[arg-type]


def resolve(where: Where, placer: Placer) -> TextRange | None:
    kind = where[0]
    if kind == "line":
        return placer.line_range(where[1], where[2], where[3])
    if kind == "origin":
        return placer.range(where[1], where[2])
    if kind == "lines":
        first = placer.line_range(where[1], 0, len(where[1].text))
        last = placer.line_range(where[2], 0, len(where[2].text))
        if first is None:
            return None
        return TextRange(first.start, max(last.end if last is not None else first.end, first.end))
    if kind == "only-if-not":
        return None if resolve(where[1], placer) is not None else resolve(where[2], placer)
    for option in where[1]:
        found = resolve(option, placer)
        if found is not None:
            return found
    return None


def place(findings: Iterable[Finding], placer: Placer) -> list[Diagnostic]:
    """The findings that land in the placer's document, as diagnostics."""
    out: list[Diagnostic] = []
    uri = placer.document.uri
    for finding in findings:
        where = resolve(finding.where, placer)
        if where is None:
            continue
        fixes = tuple(Fix(title, (TextEdit(uri, where, text),), preferred=i == 0)
                      for i, (title, text) in enumerate(finding.fixes))
        out.append(Diagnostic(where, finding.message, code=finding.code, severity=finding.severity, fixes=fixes))
    return out


def _daemon(unit: Unit) -> str:
    if unit.mode is Mode.FILE:
        return "condor_transform_ads"
    return "the job router" if unit.is_router else "the schedd"


def _consequence(unit: Unit) -> str:
    """What happens when the transform fails."""
    if unit.mode is Mode.FILE:
        return "condor_transform_ads stops with an error"
    if unit.is_router:
        return "the job router refuses the route" if Role.ROUTE in unit.roles else \
            "the job router fails every job the transform applies to"
    return "the schedd rejects every job it applies to"


# ---------------------------------------------------------------------------- expansion
class _StaticLookup:
    """Resolves names for checking: the transform's variables set above the line (their values
    as written), the transform defaults, the configuration; ``MY.*`` and run-time values are
    stand-ins."""

    def __init__(self, env: Environment) -> None:
        self.env = env
        self.values: dict[str, Definition] = {}
        #: what the configuration answered (lower-cased name -> raw value or None)
        self.answers: dict[str, str | None] = {}

    def _config(self, name: str) -> Definition | None:
        found = self.env.config.table.lookup(name) if self.env.config is not None else None
        self.answers[name.lower()] = found.value if found is not None else None
        return found

    def set(self, name: str, value: SourceText) -> None:
        self.values[name.lower()] = Definition(name, value, None)

    def set_unknown(self, name: str) -> None:
        self.values[name.lower()] = Definition(name, SourceText.at(PLACEHOLDER, UNKNOWN), None)

    def __call__(self, name: str) -> Definition | None:
        key = name.lower()
        found = self.values.get(key)
        if found is not None:
            return found
        if key in DEFAULT_NAMES:
            return Definition(name, SourceText("0"), None, DefinitionKind.DEFAULT)
        if key.startswith("my.") or key in self.env.earlier:
            return Definition(name, SourceText.at(PLACEHOLDER, UNKNOWN), None)
        found = self._config(name)
        if found is not None:
            return found
        # unknown here: the references check reports it; the expression gets a stand-in
        return Definition(name, SourceText.at(PLACEHOLDER, UNKNOWN), None)

    def known(self, name: str) -> bool:
        key = name.lower()
        if key in self.values or key in DEFAULT_NAMES or key.startswith("my.") or key in self.env.earlier:
            return True
        if key == "dollar":
            return True
        if self._config(name) is not None:
            return True
        return self.env.is_knob(name)


def _near_unknown(expansion: Expansion, index: int) -> bool:
    for span in expansion.spans:
        if span.origin == UNKNOWN and span.start - NEAR <= index < span.end + NEAR:
            return True
    return False


# ---------------------------------------------------------------------------- the checks
@dataclass(frozen=True)
class Analysis:
    """What checking one transform found: findings ready to place, and the attribute references
    that are judged against the document's known names (:mod:`.attribute_checks`)."""

    findings: tuple[Finding, ...]
    uses: tuple[AttrUse, ...]
    bare: tuple[BareWords, ...]


#: findings per transform (by identity: the reader's cache returns the same object for the same
#: text and provenance), with the configuration answers they were computed from
_CACHE: OrderedDict[int, tuple[Transform, tuple[object, ...], tuple[tuple[str, str | None], ...],
                              Analysis]] = OrderedDict()
CACHE_SIZE = 512
_lock = threading.Lock()


def _config_answer(env: Environment, name: str) -> str | None:
    found = env.config.table.lookup(name) if env.config is not None else None
    return found.value if found is not None else None


def check(unit: Unit, env: Environment, placer: Placer) -> list[Diagnostic]:
    """Every diagnostic for ``unit`` that lands in the placer's document."""
    return place(analyse(unit, env).findings, placer)


def analyse(unit: Unit, env: Environment) -> Analysis:
    """What checking ``unit`` finds. A transform that did not change since the last keystroke,
    whose configuration lookups all answer as before, is not checked again (the verifying-trace
    idea of docs/architecture.md)."""
    transform = unit.transform
    key = (unit.mode, unit.knob, unit.prefix, env.earlier, env.command_line, env.config is None, env.is_knob,
           env.unseen)
    with _lock:
        entry = _CACHE.get(id(transform))
    if entry is not None and entry[0] is transform and entry[1] == key and all(
            _config_answer(env, name) == value for name, value in entry[2]):
        with _lock:
            _CACHE.move_to_end(id(transform))
        return entry[3]
    lookup = _StaticLookup(env)
    found = _check(unit, env, lookup)
    analysis = Analysis(tuple(found.found), tuple(found.uses), tuple(found.bare))
    with _lock:
        _CACHE[id(transform)] = (transform, key, tuple(lookup.answers.items()), analysis)
        while len(_CACHE) > CACHE_SIZE:
            _CACHE.popitem(last=False)
    return analysis


def _check(unit: Unit, env: Environment, lookup: "_StaticLookup") -> _Collector:
    out = _Collector(lines=own_lines(unit.transform.lines))
    transform = unit.transform
    expander = Expander(lookup, environ={})
    if unit.mode is Mode.CONFIG:  # a rules file's grammar reports these as syntax errors
        _structure(unit, out)
    _metas(unit, out, expander)
    assigned_later = _assignments(transform)
    if transform.iterate is not None:  # set by the iteration before every pass
        for name in transform.iterate.loop_variables:
            lookup.set_unknown(name)
    guards = Guards()
    for line in transform.lines:
        kind = line.kind
        guards.step(line)
        uses_before, bare_before = len(out.uses), len(out.bare)
        _line(unit, line, out, lookup, expander, assigned_later)
        proven = guards.names
        if proven and kind is not Kind.IF and kind is not Kind.ELIF:
            out.uses[uses_before:] = [replace(use, guarded=proven) for use in out.uses[uses_before:]]
            out.bare[bare_before:] = [replace(bare, guarded=proven) for bare in out.bare[bare_before:]]
    return out


def _line(unit: Unit, line: Line, out: _Collector, lookup: "_StaticLookup", expander: Expander,
          assigned_later: dict[str, Line]) -> None:
    """What one line of the transform refers to and gets wrong."""
    kind = line.kind
    out.uses += macro_uses(line)
    if kind is Kind.STATEMENT and line.statement is not None:
        _statement(unit, line, line.statement, out, lookup, expander, assigned_later)
    elif kind in (Kind.ASSIGN, Kind.HEREDOC):
        if "$" not in line.name and not valid_param_name(line.name):
            out.at_line("transform-structure", line, 0, len(line.name),
                        f"`{line.name}` is not a valid variable name: HTCondor reports an illegal identifier "
                        f"and {_consequence(unit)}")
        if kind is Kind.ASSIGN:  # a value is expanded where it is used: only "set nowhere" counts
            _references(line, line.value, out, lookup, assigned_later, lazy=True)
            lookup.set(line.name, line.slice(line.value))
        else:
            lookup.set_unknown(line.name)
    elif kind is Kind.JOB_MACRO:
        _job_macro(line, out)
    elif kind in (Kind.INCLUDE, Kind.USE):
        _include(unit, line, out)
    elif kind in (Kind.IF, Kind.ELIF):
        _condition(unit, line, out, lookup, assigned_later)


def _assignments(transform: Transform) -> dict[str, Line]:
    """Every variable a line of the transform sets, by name (the first line that sets it)."""
    out: dict[str, Line] = {}
    for line in transform.lines:
        name = ""
        if line.kind in (Kind.ASSIGN, Kind.HEREDOC):
            name = line.name
        elif line.kind is Kind.JOB_MACRO:
            name = "MY." + line.name[1:]
        elif line.kind is Kind.STATEMENT and line.statement is not None and \
                line.statement.keyword is Keyword.EVALMACRO and line.statement.first is not None:
            name = line.statement.attribute
        if name and name.lower() not in out:
            out[name.lower()] = line
    return out


def _structure(unit: Unit, out: _Collector) -> None:
    """if/elif/else/endif balance and unclosed @= blocks, as the reader checks them."""
    stack: list[tuple[Line, bool]] = []  # (if line, an else was seen)
    here: Line | None = None
    for line in unit.transform.lines:
        kind = line.kind
        if kind is Kind.HEREDOC:
            here = line
        elif kind is Kind.HEREDOC_END:
            here = None
        elif kind is Kind.IF:
            stack.append((line, False))
        elif kind in (Kind.ELIF, Kind.ELSE):
            word = "elif" if kind is Kind.ELIF else "else"
            if not stack:
                out.at_line("transform-structure", line, 0, len(word), f"`{word}` without a matching `if`: "
                            f"{_consequence(unit)}")
            elif stack[-1][1]:
                out.at_line("transform-structure", line, 0, len(word), f"`{word}` after `else`: "
                            f"{_consequence(unit)}")
            elif kind is Kind.ELSE:
                stack[-1] = (stack[-1][0], True)
        elif kind is Kind.ENDIF:
            if not stack:
                out.at_line("transform-structure", line, 0, 5, f"`endif` without a matching `if`: "
                            f"{_consequence(unit)}")
            else:
                stack.pop()
    for opened, _else in stack:
        out.at_line("transform-structure", opened, 0, 2, f"this `if` has no `endif`: {_consequence(unit)}")
    if here is not None:
        out.at_line("transform-structure", here, 0, len(here.text),
                    f"the multi-line value {here.name} has no closing `@{here.tag}` line: {_consequence(unit)}")


# ---------------------------------------------------------------------------- meta statements
def _metas(unit: Unit, out: _Collector, expander: Expander) -> None:
    transform = unit.transform
    requirements = transform.meta(Keyword.REQUIREMENTS)
    for line in transform.metas:
        kw = line.meta
        assert kw is not None
        if line.depth > 0:
            out.at_line("transform-meta", line, 0, len(kw.value),
                        f"{kw.value} is taken out of the transform before it runs, so it applies whatever the "
                        "enclosing `if` decides")
        if kw is Keyword.REQUIREMENTS:
            _requirements(unit, line, out, superseded=line is not requirements[-1])
        elif kw is Keyword.NAME and unit.mode is Mode.CONFIG:
            out.at_line("transform-meta", line, 0, len(kw.value),
                        f"NAME is ignored here: {unit.knob} names the transform {unit.name}", severity=Severity.HINT)
        elif kw is Keyword.UNIVERSE:
            _universe(unit, line, out)
        elif kw is Keyword.TRANSFORM:
            _transform_statement(unit, line, out)
    if transform.items_unclosed and transform.iterate_line is not None:
        line = transform.iterate_line
        out.at_line("transform-arguments", line, 0, len(line.text),
                    "the item list is not closed: a line starting with `)` is expected before the end of the file")
    first_ignored = next((line for line in transform.lines if line.kind is Kind.IGNORED and line.text.strip(SPACE)
                          and not line.text.lstrip(SPACE).startswith("#")), None)
    if first_ignored is not None:
        last = [line for line in transform.lines if line.kind is Kind.IGNORED][-1]
        out.add("transform-meta", ("lines", first_ignored, last), f"never read: {_daemon(unit)} stops reading the "
                "transform at its TRANSFORM statement")


def _requirements(unit: Unit, line: Line, out: _Collector, superseded: bool) -> None:
    text = line.value_text
    if superseded:
        out.at_line("transform-meta", line, 0, len("REQUIREMENTS"),
                    "only the last REQUIREMENTS of a transform counts; this one is replaced")
    err, problems = examine(text)
    if err is not None:
        at = char_index(text, err.offset)
        why = " (it is not macro-expanded: `$(...)` cannot be used in REQUIREMENTS)" if "$(" in text else ""
        effect = {Mode.FILE: "condor_transform_ads cannot load the rules"}.get(
            unit.mode, "the job router ignores the route" if Role.ROUTE in unit.roles
            else f"{_daemon(unit)} ignores the whole transform")
        out.at_line("transform-requirements", line, line.value + min(at, max(len(text) - 1, 0)),
                    line.value + min(at, max(len(text) - 1, 0)) + 1,
                    f"REQUIREMENTS is not a valid ClassAd expression ({err.message}){why}: {effect}")
        return
    if not superseded:
        out.uses += written_uses(line, line.value, text, "REQUIREMENTS", Use.EVALUATED)
    for problem in problems:
        out.at_line(problem.code, line, line.value + problem.start, line.value + problem.end, problem.message,
                    severity=problem.severity)


def _universe(unit: Unit, line: Line, out: _Collector) -> None:
    value = line.value_text.strip(SPACE)
    if unit.mode is Mode.CONFIG and not unit.is_router:
        out.at_line("transform-meta", line, 0, len("UNIVERSE"),
                    "UNIVERSE is ignored in schedd transforms: only the job router uses it (for the routed copy)",
                    severity=Severity.HINT)
    number = value.lstrip("+-")
    if value and not number.isdigit() and value.lower() not in UNIVERSES:
        close = difflib.get_close_matches(value.lower(), sorted(UNIVERSES), n=1)
        out.at_line("transform-arguments", line, line.value, len(line.text),
                    f"`{value}` is not a universe" + (f"; did you mean {close[0]}?" if close else ""),
                    severity=Severity.WARNING)


def _transform_statement(unit: Unit, line: Line, out: _Collector) -> None:
    transform = unit.transform
    if unit.mode is Mode.CONFIG:
        from ...transform.reader import trivial_iteration

        if not trivial_iteration(line.value_text):
            out.at_line("transform-meta", line, line.value, len(line.text),
                        f"{_daemon(unit)} never iterates a transform: these arguments are ignored "
                        "(only condor_transform_ads rules files iterate)")
        return
    args = transform.iterate
    if args is None or line is not transform.iterate_line:
        return
    for problem in args.errors:
        out.at_line("transform-arguments", line, line.value + problem.start,
                    line.value + max(problem.end, problem.start + 1), f"TRANSFORM: {problem.message}",
                    severity=Severity.ERROR if problem.severity == "error" else Severity.WARNING)


# ---------------------------------------------------------------------------- statements
def _statement(unit: Unit, line: Line, statement: Statement, out: _Collector, lookup: _StaticLookup,
               expander: Expander, later: dict[str, Line]) -> None:
    word = statement.word
    kw = statement.keyword
    if kw is None:
        _unknown(unit, line, statement, out)
        return
    info = KEYWORDS[kw]
    if statement.missing:
        what = {2: "two arguments", 1: "an argument", 0: "an argument"}[info.arguments]
        out.at_line("transform-arguments", line, word.start, word.end,
                    f"{kw.value} needs {what} ({info.usage}): {_consequence(unit)}")
        return
    if statement.bad_regex:
        _bad_regex(unit, line, statement, out)
        return
    if kw is Keyword.TRANSFORM:
        return
    if statement.regex is not None:
        _regex(line, statement, out)
    elif statement.first is not None:
        _first_argument(line, statement, out)
    if kw is Keyword.DELETE and statement.regex is None and statement.first is not None:
        rest = line.text[statement.first.end + (1 if statement.first.quote else 0):].strip(SPACE)
        if rest:
            at = line.text.find(rest, statement.first.end)
            out.at_line("transform-arguments", line, at, at + len(rest),
                        "DELETE takes one attribute: the rest of the line is ignored", severity=Severity.WARNING)
    if statement.rest is None:
        return
    _references(line, statement.rest, out, lookup, later)
    if kw in (Keyword.SET, Keyword.DEFAULT, Keyword.EVALSET, Keyword.EVALMACRO):
        _expression(line, statement, out, expander)
        if kw is Keyword.EVALMACRO:
            lookup.set_unknown(statement.attribute)
    elif kw in (Keyword.COPY, Keyword.RENAME) and statement.regex is None and "$" not in line.text[statement.rest:]:
        _new_name(line, statement, out)


def _unknown(unit: Unit, line: Line, statement: Statement, out: _Collector) -> None:
    word = statement.word
    text = word.text
    close = difflib.get_close_matches(text.upper(), _KEYWORD_NAMES, n=2, cutoff=0.6)
    fixes = tuple((f"change to {c}", c) for c in close)
    if line.op == ":" and line.name:
        message = (f"`{line.name}:` does not assign a variable in a transform: the line is read as a statement, and "
                   f"{line.name} is not one; use `=`")
    elif line.name.lower() == "queue" and line.op == "=":
        message = "a transform cannot set a variable named queue: the line is read as a statement"
    else:
        message = f"`{text}` is not a transform statement"
        if close:
            message += f"; did you mean {' or '.join(close)}?"
    out.add("transform-unknown-statement", ("line", line, word.start, word.end), f"{message} ({_consequence(unit)})",
            fixes=fixes)


def _bad_regex(unit: Unit, line: Line, statement: Statement, out: _Collector) -> None:
    first = statement.first
    assert first is not None
    regex = statement.regex
    if regex is None:
        message = "the regular expression has no closing `/` (the pattern runs to the next `/`; it cannot be escaped)"
        end = len(line.text)
    else:
        message = f"unknown regex flag `{regex.bad_flags}`: the reader accepts g, m, i and U"
        end = regex.end
    out.at_line("transform-regex", line, first.start, end, f"{message}: {_consequence(unit)}")


def _regex(line: Line, statement: Statement, out: _Collector) -> None:
    regex = statement.regex
    assert regex is not None
    try:
        compiled = compile_regex(regex)
    except PatternError as err:
        if err.unsupported:
            return  # a PCRE feature RE2 lacks: HTCondor may well accept it (docs/transforms.md)
        reason = err.reason.removeprefix("invalid pattern: ").split(": ", 1)[0]
        out.at_line("transform-regex", line, regex.start, regex.end,
                    f"invalid regular expression ({reason}): HTCondor ignores this statement")
        return
    if "g" in regex.flags:
        at = regex.end - len(regex.flags) + regex.flags.index("g")
        out.at_line("transform-regex", line, at, at + 1,
                    "`g` does not mean global here: HTCondor passes it as PCRE2's ANCHORED option, so the pattern "
                    "only matches at the start of an attribute name", severity=Severity.HINT)
    if statement.keyword in (Keyword.COPY, Keyword.RENAME) and statement.rest is not None:
        replacement = line.text[statement.rest:]
        at = statement.rest
        i = 0
        while i < len(replacement) - 1:
            if replacement[i] == "\\" and replacement[i + 1].isdigit():
                group = int(replacement[i + 1])
                if group > compiled.groups:
                    out.at_line("transform-attribute", line, at + i, at + i + 2,
                                f"`\\{group}`: the pattern has {compiled.groups} capture group"
                                f"{'' if compiled.groups == 1 else 's'}, so this stays as written and the new "
                                "name is invalid")
                i += 2
                continue
            i += 1
        if "$" not in replacement:
            sample = "".join("A" if ch.isdigit() and replacement[k - 1:k] == "\\" else ch
                             for k, ch in enumerate(replacement)).replace("\\A", "A")
            if sample and not is_valid_attr_name(sample) and "\\" not in sample:
                out.at_line("transform-attribute", line, at, len(line.text),
                            f"`{replacement}` does not make valid attribute names: HTCondor skips each match")


def _first_argument(line: Line, statement: Statement, out: _Collector) -> None:
    first = statement.first
    kw = statement.keyword
    assert first is not None and kw is not None
    name = statement.attribute
    if kw is Keyword.EVALMACRO:
        if not valid_param_name(name):
            out.at_line("transform-attribute", line, first.start, first.end,
                        f"`{name}` is not a valid variable name, so $({name}) can never read the result")
        return
    if "$(" in name:
        out.at_line("transform-attribute", line, first.start, first.end,
                    f"attribute names are not macro-expanded: this {kw.value} uses an attribute literally named "
                    f"`{name}`", severity=Severity.ERROR)
        return
    if not is_valid_attr_name(name):
        action = {Keyword.SET: "creates", Keyword.DEFAULT: "creates", Keyword.EVALSET: "creates"}.get(kw, "looks for")
        out.at_line("transform-attribute", line, first.start, first.end,
                    f"`{name}` is not a valid attribute name: this {action} an attribute no expression can refer to")


def _new_name(line: Line, statement: Statement, out: _Collector) -> None:
    assert statement.rest is not None
    new = line.text[statement.rest:]
    if not is_valid_attr_name(new):
        quoted = new[:1] in "\"'"
        hint = " (quotes are kept as part of the name)" if quoted else ""
        out.at_line("transform-attribute", line, statement.rest, len(line.text),
                    f"`{new}` is not a valid attribute name{hint}: HTCondor does not {statement.keyword.value} "  # type: ignore[union-attr]
                    f"{statement.attribute}", severity=Severity.ERROR)


@lru_cache(maxsize=8192)
def examine(text: str) -> tuple[ClassAdSyntaxError | None, tuple[ExprProblem, ...]]:
    """The syntax error of an expression, or the expression checks' findings, memoised by text:
    after a keystroke every statement but the edited one expands to the same text as before."""
    try:
        tree = parse_old(text)
    except ClassAdSyntaxError as err:
        return err.with_traceback(None), ()
    return None, tuple(expression_problems(tree, text))


def _expression(line: Line, statement: Statement, out: _Collector, expander: Expander) -> None:
    assert statement.rest is not None
    source = line.slice(statement.rest)
    expansion = expander.expand(source, track=True)
    text = expansion.value
    if not text.strip(SPACE):
        return
    err, problems = examine(text)
    if err is not None:
        at = char_index(text, err.offset)
        if _near_unknown(expansion, at) or _near_unknown(expansion, len(text.rstrip(SPACE)) - 1):
            return
        openers, stray = unbalanced_brackets(text)
        quote = unterminated_string(text)
        if quote is not None:
            index, message = quote, "unterminated string: the closing `\"` is missing"
        elif stray and stray[0] <= at:
            index, message = stray[0], f"unmatched `{text[stray[0]]}`"
        elif openers:
            index, message = openers[-1], f"`{text[openers[-1]]}` is never closed"
        else:
            index = min(at, max(len(text.rstrip(SPACE)) - 1, 0))
            message = f"ClassAd syntax error: {err.message}"
        word = statement.keyword.value  # type: ignore[union-attr]
        what = "the attribute is not set" if word in ("SET", "DEFAULT", "EVALSET") else "the variable is not set"
        _place_expanded(out, line, statement.rest, expansion, index, index + 1,
                        f"{message} ({word} {statement.attribute}: HTCondor logs an error and {what})",
                        "transform-expression")
        return
    word = statement.keyword.value  # type: ignore[union-attr]
    use = Use.STORED if statement.keyword in (Keyword.SET, Keyword.DEFAULT) else Use.EVALUATED
    out.uses += expanded_uses(line, f"{word} {statement.attribute}", use, text, expansion, UNKNOWN, out.lines)
    runtime = any(span.origin == UNKNOWN for span in expansion.spans)
    if statement.keyword is not Keyword.EVALMACRO and not runtime:  # a run-time value may be quoted
        found = bare_words(line, word, statement.attribute, statement.rest, text,
                           text.strip(SPACE) == line.text[statement.rest:].strip(SPACE))
        if found is not None:
            out.bare.append(found)
    for problem in problems:
        if _near_unknown(expansion, problem.start):
            continue
        _place_expanded(out, line, statement.rest, expansion, problem.start, problem.end, problem.message,
                        problem.code, problem.severity)


def unterminated_string(text: str) -> int | None:
    """Index of a string literal's opening quote when the literal runs to the end of the text."""
    i = 0
    while i < len(text):
        if text[i] == '"':
            j = i + 1
            while j < len(text) and text[j] != '"':
                j += 2 if text[j] == "\\" else 1
            if j >= len(text):
                return i
            i = j + 1
            continue
        i += 1
    return None


def _place_expanded(out: _Collector, line: Line, offset: int, expansion: Expansion, start: int, end: int,
                    message: str, code: str, severity: Severity | None = None) -> None:
    """Report characters ``start..end`` of an expanded statement where they were written (or at
    the statement's expression when they came from elsewhere, e.g. a config knob)."""
    options: list[Where] = []
    for span in expansion.spans:
        if span.start <= start < span.end and span.origin is not None and span.origin != UNKNOWN:
            origin = span.origin.shifted(start - span.start)
            options.append(("origin", origin, min(end, span.end) - start if origin.advance else 0))
    if options:
        out.add(code, ("first", tuple(options)), message, severity=severity)
        # also at the statement, when the text came from elsewhere (a knob in another file)
        out.add(code, ("only-if-not", options[0], ("line", line, offset, len(line.text))),
                message + " (in the expanded text)", severity=severity)
        return
    out.at_line(code, line, offset, len(line.text), message + " (in the expanded text)", severity=severity)


def _new_references(text: str, start: int) -> Iterator[tuple[str, int, int]]:
    """Plain ``$(NAME)`` references (no default, not a function) from ``start``."""
    at = start
    while True:
        ref = find_macro(text, at, config_prefix, None)
        if ref is None:
            return
        at = ref.end
        if ref.func is not Func.NORMAL or ref.colon is not None:
            continue
        name = ref.body_text(text)
        if name:
            yield name, ref.body, ref.close


def _references(line: Line, start: int, out: _Collector, lookup: _StaticLookup, later: dict[str, Line],
                lazy: bool = False) -> None:
    for name, body, close in _new_references(line.text, start):
        if lookup.known(name):
            continue
        setter = later.get(name.lower())
        if setter is not None and setter.index > line.index and not lazy:
            out.at_line("transform-variable", line, body, close,
                        f"$({name}) is used before it is set (on a later line): here it expands to nothing")
            continue
        if setter is not None:
            continue
        severity = UNKNOWN_CONTEXT if lookup.env.command_line or lookup.env.unseen else None
        where = " (it may be given on condor_transform_ads' command line)" if lookup.env.command_line else ""
        if lookup.env.unseen and not lookup.env.command_line:
            out.at_line("transform-variable", line, body, close,
                        f"$({name}) is not set by this transform, HTCondor's transform defaults or the configuration "
                        f"condor-ls can read; it may come from {lookup.env.unseen}", severity=severity)
            continue
        close_names = difflib.get_close_matches(name.lower(), [k for k in lookup.values], n=1)
        hint = f"; did you mean $({lookup.values[close_names[0]].name})?" if close_names else ""
        out.at_line("transform-variable", line, body, close,
                    f"$({name}) is not set by this transform, the configuration or HTCondor's transform defaults, "
                    f"so it expands to nothing{where}{hint}", severity=severity)


# ---------------------------------------------------------------------------- other lines
def _job_macro(line: Line, out: _Collector) -> None:
    attr = line.name[1:]
    if line.name.startswith("-"):
        message = (f"`-{attr} =` only sets the macro $(MY.{attr}) to nothing; it does not remove the attribute "
                   f"(use DELETE {attr})")
        replacement = f"DELETE {attr}"
    else:
        message = (f"`+{attr} = ...` only defines the macro $(MY.{attr}) in a transform; it does not set the "
                   f"job attribute (use SET {attr} ...)")
        replacement = f"SET {attr} {line.value_text}".rstrip()
    fixes = ((f"write {replacement.split(' ')[0]} {attr}", replacement),) if len(line.source.runs) == 1 else ()
    out.add("transform-job-macro", ("line", line, 0, len(line.text)), message, fixes=fixes)


def _include(unit: Unit, line: Line, out: _Collector) -> None:
    word = line.name.lstrip("@")
    if line.kind is Kind.USE:
        message = ("`use` in a transform applies the template to the transform's temporary variables only; it "
                   "configures nothing")
    else:
        message = ("HTCondor's manual says `include` may not be used in a transform, but the transform reader "
                   f"does follow it: {_daemon(unit)} would read the file (or run the command) every time the "
                   "transform runs; condor-ls does not follow it")
    out.at_line("transform-include", line, 0, len(word) + (1 if line.name.startswith("@") else 0), message)


def _condition(unit: Unit, line: Line, out: _Collector, lookup: _StaticLookup, later: dict[str, Line]) -> None:
    text = line.value_text
    _references(line, line.value, out, lookup, later)
    if "$" in text:
        return  # known only after expansion
    expr = text.lstrip(SPACE)
    if expr.startswith("!"):
        expr = expr[1:].lstrip(SPACE)
    if not expr:
        return
    verdict = judge(expr, lookup=lambda name: "x" if lookup.known(name) else None,
                    has_template=lambda c, n: True, version=VERSION)
    if verdict.valid:
        return
    word = "if" if line.kind is Kind.IF else "elif"
    if classify(expr, True) is Shape.COMPLEX:
        out.at_line("transform-condition", line, line.value, len(line.text),
                    f"HTCondor evaluates this {word} condition as a ClassAd expression in the ad, but only accepts "
                    f"it when it is true: when it is false or undefined the transform fails ({_consequence(unit)}); "
                    "compute it first with EVALMACRO and test the variable, or use `defined MY.<attr>`")
        return
    out.at_line("transform-structure", line, line.value, len(line.text),
                f"not a valid {word} condition: {verdict.reason} ({_consequence(unit)})")
