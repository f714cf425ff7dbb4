"""Applying transforms to ClassAds, as HTCondor's ``TransformClassAd`` does.

One :class:`Run` holds the temporary variables (HTCondor's ``XFormHash``) shared by the
transforms applied to one ad: the schedd and the job router apply a list of transforms to a job
with the same variables, so a variable set by one transform is seen by the next. Each
:meth:`Run.apply` runs one transform over the ad in place and returns an :class:`Outcome`: the
attributes it changed (before and after), and what HTCondor would have logged.

Macro references in a statement are expanded with HTCondor's lookup order for transforms:
temporary variables, the transform defaults (``IsLinux``, ``Iterating`` ...), ``MY.<attr>`` from
the ad (a string without its quotes, anything else as its expression), then the configuration.
``$EVAL()`` evaluates in the ad. Commands named by ``include`` are never run and included files
are not read: the preview says so instead.
"""
from __future__ import annotations

import os
import sys
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from enum import Enum

from ..classad.ad import ClassAd
from ..classad.ast import Expr, Literal
from ..classad.evaluator import evaluate
from ..classad.functions._pcre import PatternError, compile_pattern
from ..classad.parser import ClassAdSyntaxError, parse_expr
from ..classad.unparse import unparse, unparse_value
from ..classad.values import UNDEFINED, ErrorValue
from ..config import classad_bridge
from ..config.conditions import IfStack, judge
from ..config.configset import ConfigSet
from ..config.expander import Expander, Expansion
from ..config.model import Definition, Kind as DefinitionKind
from ..config.text import Origin, Run as TextRun, SourceText
from ..safe_read import read_prefix
from .keywords import Keyword
from .reader import SPACE, Kind, Line, Statement, Transform, valid_param_name
from .tokens import Regex

#: HTCondor version the ``if version`` conditions of transforms compare with
VERSION = (25, 0, 0)
#: attributes one regex statement may touch (a bound on pathological ads)
MAX_REGEX_MATCHES = 10_000
#: iterations one preview of an iterating rules file produces per ad
MAX_ITERATIONS = 1_000
#: bytes of an items file the preview reads
_MAX_ITEMS_BYTES = 16 * 1024 * 1024
#: directory entries one glob pattern may look at (``/*/*/*/*`` would walk the whole disk)
_MAX_GLOB_ENTRIES = 200_000


def _matching(patterns: list[str], qualifier: str | None, base_dir: str | None) -> tuple[list[str], str | None]:
    """What ``TRANSFORM ... matching`` patterns name from ``base_dir`` (relative ones stay
    relative, directories without their ``/``), globbed as condor_submit globs (the same
    linear-time matcher, one budget of directory entries for all patterns), and a note when the
    budget ran out (``/*/*/*/*`` would otherwise walk the whole disk)."""
    from ..submit.jobads.fileaccess import RealFiles
    from ..submit.jobads.foreach import GLOB_ALLOW_DUPS, GLOB_TO_DIRS, GLOB_TO_FILES, ItemSource, expand_globs

    files = RealFiles()
    source = ItemSource(lambda p: None, files.list_dir, files.stat, base_dir or os.getcwd(), MAX_ITERATIONS,
                        _MAX_GLOB_ENTRIES)
    flags = GLOB_ALLOW_DUPS | {"files": GLOB_TO_FILES, "dirs": GLOB_TO_DIRS}.get(qualifier or "", 0)
    found, _warnings, _error = expand_globs(patterns, flags, source)
    if source.exhausted:
        return [], f"the patterns look at more than {_MAX_GLOB_ENTRIES} directory entries: the items are not produced"
    return [hit.rstrip("/") or "/" for hit in found[:MAX_ITERATIONS]], None


class Flavor(str, Enum):
    """Which defaults the temporary variables start with (XFormHash flavours)."""

    BASIC = "basic"  # schedd, job router, condor_transform_ads without iteration
    ITERATING = "iterating"  # condor_transform_ads with an iterating TRANSFORM


def _defaults(flavor: Flavor) -> dict[str, str]:
    linux = "1" if sys.platform.startswith("linux") else "0"
    windows = "1" if sys.platform.startswith("win") else "0"
    if flavor is Flavor.BASIC:
        return {"IsClusterAd": "0", "IsLinux": linux, "IsWindows": windows, "Iterating": "0",
                "LateMaterialization": "0"}
    return {"ARCH": "", "IsLinux": linux, "IsWindows": windows, "ItemIndex": "0", "Iterating": "0",
            "OPSYS": "", "OPSYSANDVER": "", "OPSYSMAJORVER": "", "OPSYSVER": "", "Row": "0", "RulesFile": "",
            "Step": "0", "XFormId": "0"}


#: names the defaults of either flavour define (diagnostics treat them as always defined)
DEFAULT_NAMES = frozenset(n.lower() for flavor in Flavor for n in _defaults(flavor))

#: origin of text that comes from the ad being transformed (not from any file)
JOB_ORIGIN = Origin("<job>", 0, 0, False)


@dataclass(frozen=True)
class Change:
    """An attribute a transform changed: its expression text before and after (None: absent)."""

    attr: str
    before: str | None
    after: str | None


class Level(str, Enum):
    ERROR = "error"
    WARNING = "warning"
    INFO = "info"


@dataclass(frozen=True)
class Message:
    """Something HTCondor would log while applying the transform (or a note of ours)."""

    level: Level
    text: str
    line: Line | None = None


@dataclass
class Outcome:
    """The result of applying one transform to one ad."""

    name: str
    #: the REQUIREMENTS allowed the transform (False: skipped)
    matched: bool = True
    #: HTCondor's reader or callback failed: the schedd rejects the job, the router the route
    failed: bool = False
    changes: list[Change] = field(default_factory=list)
    messages: list[Message] = field(default_factory=list)

    @property
    def failure(self) -> str | None:
        """Why the transform failed (the error that stopped it), or None."""
        if not self.failed:
            return None
        return next((m.text for m in reversed(self.messages) if m.level is Level.ERROR), "failed")


def expr_text(expr: Expr | None) -> str | None:
    return None if expr is None else unparse(expr)


def is_valid_attr_name(name: str) -> bool:
    """``IsValidAttrName``: a letter or ``_``, then letters, digits and ``_``."""
    if not name or not (name[0].isascii() and (name[0].isalpha() or name[0] == "_")):
        return False
    return all(ch.isascii() and (ch.isalnum() or ch == "_") for ch in name[1:])


def value_to_string(value: object) -> str:
    """``XFormValueToString``: a string as it is, anything else in old ClassAd syntax."""
    if isinstance(value, str):
        return value
    return unparse_value(value, old=True)  # type: ignore[arg-type]


def value_to_expr(value: object) -> Expr:
    """``XFormCopyValueToTree``: an evaluated value as an expression to store."""
    if value is UNDEFINED or isinstance(value, ErrorValue):
        return Literal(value)  # type: ignore[arg-type]
    try:
        return parse_expr(unparse_value(value))  # type: ignore[arg-type]
    except ClassAdSyntaxError:
        return Literal(value)  # type: ignore[arg-type]


def parse_old(text: str) -> Expr:
    """An expression as HTCondor's transform code parses it (old-syntax lexer, whole text)."""
    return parse_expr(text, old=True)


def substitute_groups(replacement: str, groups: list[str | None], count: int) -> str:
    """``append_substituted_regex``: ``\\N`` for N below ``count`` becomes group N (an unset
    group gives nothing); anything else is copied as written."""
    out: list[str] = []
    i = 0
    n = len(replacement)
    while i < n:
        ch = replacement[i]
        if ch == "\\" and i + 1 < n and "0" <= replacement[i + 1] <= "9" and ord(replacement[i + 1]) - 48 < count:
            out.append(groups[ord(replacement[i + 1]) - 48] or "")
            i += 2
            continue
        out.append(ch)
        i += 1
    return "".join(out)


@dataclass
class CompiledRegex:
    """A statement's ``/pattern/flags`` ready to match attribute names."""

    rx: object
    groups: int
    anchored: bool


def compile_regex(regex: Regex) -> CompiledRegex:
    """Compile as the transform code does: always case-insensitive; ``m``, ``i`` and ``U`` are
    PCRE2 options; ``g`` is PCRE2's ANCHORED bit (the reader stores 0x80000000 for it), so the
    pattern only matches at the start of the name. Raises :class:`PatternError`."""
    flags = {"i"}
    if "m" in regex.flags:
        flags.add("m")
    if "U" in regex.flags:
        flags.add("U")
    compiled = compile_pattern(regex.pattern.encode("latin-1", "replace"), frozenset(flags))
    return CompiledRegex(compiled.rx, compiled.groups, "g" in regex.flags)


def regex_match(compiled: CompiledRegex, name: str) -> tuple[list[str | None], int] | None:
    """(groups, HTCondor's match count: the highest set group plus one) or None."""
    subject = name.encode("latin-1", "replace")
    m = compiled.rx.match(subject) if compiled.anchored else compiled.rx.search(subject)  # type: ignore[attr-defined]
    if m is None:
        return None
    groups: list[str | None] = []
    count = 0
    for g in range(compiled.groups + 1):
        s, e = m.span(g)
        if s < 0:
            groups.append(None)
        else:
            groups.append(subject[s:e].decode("latin-1"))
            count = g + 1
    return groups, count


class MacroSet:
    """Temporary variables by case-insensitive name, over a table of defaults."""

    def __init__(self, flavor: Flavor = Flavor.BASIC, arguments: Mapping[str, str] | None = None) -> None:
        self.flavor = flavor
        self.defaults = {k.lower(): Definition(k, SourceText(v), None, DefinitionKind.DEFAULT)
                         for k, v in _defaults(flavor).items()}
        self.values: dict[str, Definition] = {}
        for name, value in (arguments or {}).items():
            self.set(name, SourceText(value), None)

    def set(self, name: str, value: SourceText, origin: Origin | None) -> None:
        self.values[name.lower()] = Definition(name, value, origin)

    def set_default(self, name: str, value: str) -> None:
        self.defaults[name.lower()] = Definition(name, SourceText(value), None, DefinitionKind.DEFAULT)

    def get(self, name: str) -> Definition | None:
        key = name.lower()
        found = self.values.get(key)
        return found if found is not None else self.defaults.get(key)

    def copy(self) -> "MacroSet":
        other = MacroSet.__new__(MacroSet)
        other.flavor = self.flavor
        other.defaults = dict(self.defaults)
        other.values = dict(self.values)
        return other


def join_sources(parts: list[SourceText], joiner: str) -> SourceText:
    """Texts joined with ``joiner``, keeping each part's provenance."""
    if len(parts) == 1:
        return parts[0]
    text: list[str] = []
    runs: list[TextRun] = []
    at = 0
    for i, part in enumerate(parts):
        if i:
            text.append(joiner)
            runs.append(TextRun(at, None))
            at += len(joiner)
        for run in part.runs:
            runs.append(TextRun(at + run.start, run.origin, run.chain))
        if not part.runs and part.text:
            runs.append(TextRun(at, None))
        text.append(part.text)
        at += len(part.text)
    return SourceText("".join(text), tuple(runs))


def origin_of(source: SourceText, at: int = 0) -> Origin | None:
    for run in reversed(source.runs):
        if run.start <= at:
            return run.origin.shifted(at - run.start) if run.origin is not None else None
    return None


class Run:
    """Applies transforms to an ad with one set of temporary variables."""

    def __init__(self, config: ConfigSet | None = None, macros: MacroSet | None = None, *,
                 environ: Mapping[str, str] | None = None, now: float | None = None) -> None:
        self.config = config
        self.macros = macros or MacroSet()
        self.environ: Mapping[str, str] = environ if environ is not None else (
            config.expander.environ if config is not None else {})
        self.now = now
        self.ad = ClassAd()

    # ----------------------------------------------------------------- lookups
    def lookup(self, name: str) -> Definition | None:
        """HTCondor's ``lookup_macro`` for transforms."""
        found = self.macros.get(name)
        if found is not None:
            return found
        if name[:3].upper() == "MY." and len(name) > 3:
            expr = self.ad.lookup(name[3:])
            if expr is not None:
                if isinstance(expr, Literal) and isinstance(expr.value, str):
                    return Definition(name, SourceText.at(expr.value, JOB_ORIGIN), None)
                return Definition(name, SourceText.at(unparse(expr), JOB_ORIGIN), None)
            return None
        if self.config is not None:
            return self.config.table.lookup(name)
        return None

    def _evaluate_in_ad(self, text: str) -> classad_bridge.EvalResult:
        try:
            expr = parse_old(text)
        except ClassAdSyntaxError:
            return classad_bridge.EvalResult(False, True)
        value = evaluate(expr, self.ad, now=self.now)
        if value is UNDEFINED:
            return classad_bridge.EvalResult(True, True, classad_bridge.UNDEF)
        if isinstance(value, ErrorValue):
            return classad_bridge.EvalResult(True, True, classad_bridge.ERR)
        return classad_bridge.EvalResult(True, True, value)

    def expander(self) -> Expander:
        return Expander(self.lookup, environ=self.environ, evaluate=self._evaluate_in_ad)

    def expand(self, source: SourceText | str, *, track: bool = False) -> Expansion:
        return self.expander().expand(source, track=track)

    # ----------------------------------------------------------------- requirements
    def matches(self, transform: Transform, ad: ClassAd) -> bool:
        """``MacroStreamXFormSource::matches``: no REQUIREMENTS, or one that evaluates to true
        (a number counts as its truth); undefined, error and strings do not match."""
        text = transform.requirements_text
        if text is None or not text.strip(SPACE):
            return True
        try:
            expr = parse_old(text)
        except ClassAdSyntaxError:
            return False  # such a transform is never loaded
        value = evaluate(expr, ad, now=self.now)
        if isinstance(value, bool):
            return value
        if isinstance(value, (int, float)):
            return value != 0
        return False

    # ----------------------------------------------------------------- applying
    def apply(self, transform: Transform, ad: ClassAd, *, check_requirements: bool = True) -> Outcome:
        """Run ``transform`` over ``ad`` (changed in place)."""
        outcome = Outcome(transform.name)
        if check_requirements and not self.matches(transform, ad):
            outcome.matched = False
            return outcome
        self.ad = ad
        before: dict[str, tuple[str, str | None]] = {}
        order: list[str] = []

        def remember(attr: str) -> None:
            key = attr.lower()
            if key not in before:
                existing = ad.lookup(attr)
                spelled = next((n for n, _ in ad.items() if n.lower() == key), attr)
                before[key] = (spelled, expr_text(existing))
                order.append(key)

        state = _Execution(self, transform, outcome, remember)
        state.execute()
        for key in order:
            spelled, old = before[key]
            new = expr_text(ad.lookup(spelled))
            name = next((n for n, _ in ad.items() if n.lower() == key), spelled)
            if old != new:
                outcome.changes.append(Change(name, old, new))
        return outcome


class _Failed(Exception):
    """The reader or callback returned an error: the transform stops here."""


class _Execution:
    """One pass of ``Parse_macros`` over a transform's lines."""

    def __init__(self, run: Run, transform: Transform, outcome: Outcome, remember: Callable[[str], None]) -> None:
        self.run = run
        self.transform = transform
        self.outcome = outcome
        self.remember = remember
        self.ad = run.ad

    def log(self, level: Level, text: str, line: Line | None) -> None:
        self.outcome.messages.append(Message(level, text, line))

    def fail(self, text: str, line: Line | None) -> None:
        self.outcome.failed = True
        self.log(Level.ERROR, text, line)
        raise _Failed

    def execute(self) -> None:
        stack = IfStack()
        here: Line | None = None
        here_lines: list[SourceText] = []
        try:
            for line in self.transform.lines:
                kind = line.kind
                if kind in (Kind.COMMENT, Kind.META, Kind.IGNORED, Kind.ITEM):
                    continue
                if here is not None:
                    if kind is Kind.HEREDOC_END:
                        self._assign_heredoc(here, here_lines)
                        here = None
                        here_lines = []
                    elif kind is Kind.HEREDOC_LINE:
                        here_lines.append(line.source)
                    continue
                if kind in (Kind.IF, Kind.ELIF, Kind.ELSE, Kind.ENDIF):
                    self._conditional(stack, line)
                    continue
                if not stack.enabled():
                    continue
                if kind is Kind.HEREDOC:
                    if not valid_param_name(self._expand_name(line)):
                        self.fail(f"Illegal Identifier: <{line.name}>", line)
                    here = line
                elif kind is Kind.ASSIGN:
                    self._assign(line)
                elif kind is Kind.JOB_MACRO:
                    value = line.slice(line.value) if line.name.startswith("+") else SourceText("")
                    self.run.macros.set("MY." + line.name[1:], value, origin_of(line.source))
                elif kind is Kind.STATEMENT:
                    self._statement(line)
                elif kind is Kind.INCLUDE:
                    self.log(Level.WARNING, "include is not followed by the preview (HTCondor would read the "
                             "file, or run the command, each time the transform runs)", line)
                elif kind is Kind.USE:
                    self.log(Level.WARNING, "use is not followed by the preview", line)
                elif kind in (Kind.ERROR, Kind.WARNING):
                    self._directive(line)
            if here is not None:
                self.fail(f"Found end-of-file while scanning for '@{here.tag}'", here)
            if stack.inside_if():
                self.fail("endif(s) not found before end-of-file", None)
        except _Failed:
            return

    # ----------------------------------------------------------------- lines
    def _expand_name(self, line: Line) -> str:
        name = line.name
        if "$" in name:
            name = self.run.expand(name).value
        return name

    def _conditional(self, stack: IfStack, line: Line) -> None:
        kind = line.kind
        if kind is Kind.IF:
            value = stack.enabled()
            if value:
                value = self._condition(line, "if")
            if not stack.begin_if(value):
                self.fail("if nesting too deep!", line)
        elif kind is Kind.ELIF:
            value = stack.outer_enabled_for_elif()
            if value:
                value = self._condition(line, "elif")
            if not stack.begin_elif(value):
                self.fail("elif is not allowed after else" if stack.inside_else() else "elif without matching if",
                          line)
        elif kind is Kind.ELSE:
            if not stack.begin_else():
                self.fail("else is not allowed after else" if stack.inside_else() else "else without matching if",
                          line)
        elif not stack.end_if():
            self.fail("endif without matching if", line)

    def _condition(self, line: Line, word: str) -> bool:
        """``Test_config_if_expression`` with the transform's lookups."""
        verdict = evaluate_condition(self.run, line.value_text)
        if verdict[0] is None:
            reason = verdict[1]
            message = f"{line.value_text} is not a valid {word} condition" + (f" because {reason}" if reason else "")
            self.fail(message, line)
        return bool(verdict[0])

    def _assign(self, line: Line) -> None:
        name = self._expand_name(line)
        if not valid_param_name(name):
            self.fail(f"Illegal Identifier: <{name}>", line)
        value = line.slice(line.value)
        if line.op.startswith("+"):
            current = self.run.lookup(name)
            if current is not None and current.value:
                sep = line.op[1:-1]
                joiner = " " if not sep else (sep if len(sep) == 1 else f" {sep} ")
                value = join_sources([current.raw, value], joiner)
        self._store(name, value, line)

    def _assign_heredoc(self, line: Line, parts: list[SourceText]) -> None:
        self._store(self._expand_name(line), join_sources(parts, "\n"), line)

    def _store(self, name: str, value: SourceText, line: Line) -> None:
        stored, info = self.run.expander().expand_self(value, (name,))
        self.run.macros.set(name, stored, origin_of(line.source))

    def _directive(self, line: Line) -> None:
        message = self.run.expand(line.value_text).value
        if line.kind is Kind.WARNING:
            self.log(Level.WARNING, f"Warning: {message}", line)
            return
        self.fail(f"Error: {message}", line)

    # ----------------------------------------------------------------- statements
    def _statement(self, line: Line) -> None:
        statement = line.statement
        if statement is None:
            return
        if statement.keyword is None:
            self.fail(f"{statement.word.text} is not a valid transform keyword", line)
        kw = statement.keyword
        if statement.bad_regex:
            self.fail("invalid regex", line)
        if statement.missing:
            if statement.first is not None:
                self.fail(f"{kw.value} needs 2 arguments", line)
            self.fail(f"{kw.value} has no arguments", line)  # HTCondor fails without a message here
        rhs = None
        if statement.rest is not None:
            rhs = self.run.expand(line.slice(statement.rest)).value
        attr = statement.attribute
        handler = _HANDLERS.get(kw)
        if handler is not None:
            handler(self, line, statement, attr, rhs)

    def _set(self, line: Line, statement: Statement, attr: str, rhs: str | None) -> None:
        if statement.keyword is Keyword.DEFAULT and self.ad.lookup(attr) is not None:
            return
        if rhs is None:
            self.log(Level.ERROR, f"SET {attr} has no value", line)
            return
        try:
            expr = parse_old(rhs)
        except ClassAdSyntaxError:
            self.log(Level.ERROR, f"SET {attr} invalid expression : {rhs}", line)
            return
        self.remember(attr)
        self.ad.set(attr, expr)

    def _evaluated(self, line: Line, word: str, attr: str, rhs: str | None) -> object | None:
        if rhs is None:
            self.log(Level.ERROR, f"{word} {attr} has no value", line)
            return None
        try:
            expr = parse_old(rhs)
        except ClassAdSyntaxError:
            self.log(Level.ERROR, f"{word} {attr} could not evaluate : {rhs}", line)
            return None
        return evaluate(expr, self.ad, now=self.run.now)

    def _evalset(self, line: Line, statement: Statement, attr: str, rhs: str | None) -> None:
        value = self._evaluated(line, "EVALSET", attr, rhs)
        if value is None:
            return
        self.remember(attr)
        self.ad.set(attr, value_to_expr(value))

    def _evalmacro(self, line: Line, statement: Statement, attr: str, rhs: str | None) -> None:
        value = self._evaluated(line, "EVALMACRO", attr, rhs)
        if value is None:
            return
        self.run.macros.set(attr, SourceText(value_to_string(value)), origin_of(line.source))

    def _attribute_op(self, line: Line, statement: Statement, attr: str, rhs: str | None) -> None:
        kw = statement.keyword
        if statement.regex is not None:
            self._regex_op(line, statement.regex, kw, rhs or "")  # type: ignore[arg-type]
            return
        if kw is Keyword.DELETE:
            self._delete(attr)
        elif kw is Keyword.RENAME:
            self._rename(line, attr, rhs or "")
        else:
            self._copy(line, attr, rhs or "")

    def _delete(self, attr: str) -> bool:
        if self.ad.lookup(attr) is None:
            return False
        self.remember(attr)
        self.ad.remove(attr)
        return True

    def _rename(self, line: Line, attr: str, new: str) -> bool:
        if not is_valid_attr_name(new):
            self.log(Level.ERROR, f"RENAME {attr} new name {new} is not valid", line)
            return False
        expr = self.ad.lookup(attr)
        if expr is None:
            return False
        self.remember(attr)
        self.remember(new)
        self.ad.remove(attr)
        self.ad.set(new, expr)
        return True

    def _copy(self, line: Line, attr: str, new: str) -> bool:
        if not is_valid_attr_name(new):
            self.log(Level.ERROR, f"COPY {attr} new name {new} is not valid", line)
            return False
        expr = self.ad.lookup(attr)
        if expr is None:
            return False
        self.remember(new)
        self.ad.set(new, expr)
        return True

    def _regex_op(self, line: Line, regex: Regex, kw: Keyword, replacement: str) -> None:
        try:
            compiled = compile_regex(regex)
        except PatternError as err:
            if err.unsupported:
                self.log(Level.INFO, f"the pattern /{regex.pattern}/ uses {err.reason}, which condor-ls cannot "
                         "run; this statement is left out of the preview", line)
            else:
                self.log(Level.ERROR, f"Error compiling regex '{regex.pattern}'. this entry will be ignored.", line)
            return
        matched: dict[str, str] = {}
        for name in self.ad.names():
            found = regex_match(compiled, name)
            if found is None:
                continue
            groups, count = found
            matched[name] = "" if kw is Keyword.DELETE else substitute_groups(replacement, groups, count)
            if len(matched) >= MAX_REGEX_MATCHES:
                break
        for name in sorted(matched):  # HTCondor keeps the matches in a std::map
            if kw is Keyword.DELETE:
                self._delete(name)
            elif kw is Keyword.RENAME:
                self._rename(line, name, matched[name])
            else:
                self._copy(line, name, matched[name])


_HANDLERS: dict[Keyword, Callable[[_Execution, Line, Statement, str, str | None], None]] = {
    Keyword.SET: _Execution._set,
    Keyword.DEFAULT: _Execution._set,
    Keyword.EVALSET: _Execution._evalset,
    Keyword.EVALMACRO: _Execution._evalmacro,
    Keyword.COPY: _Execution._attribute_op,
    Keyword.RENAME: _Execution._attribute_op,
    Keyword.DELETE: _Execution._attribute_op,
}


# ---------------------------------------------------------------------------- conditions
def evaluate_condition(run: Run, text: str) -> tuple[bool | None, str]:
    """(value, reason) of an ``if``/``elif`` condition in a transform; value None when HTCondor
    rejects the condition (the transform then fails).

    Conditions are judged as in configuration files, with the transform's lookups (so
    ``defined MY.Attr`` tests the ad); a condition that is none of the simple forms is evaluated
    as a ClassAd expression in the ad. HTCondor accepts such a condition only when it evaluates
    to true: when it is false, or not a boolean, the condition is reported as invalid.
    """
    expr = text
    expanded = False
    if "$" in expr:
        expr = run.expand(expr).value.rstrip(SPACE)
        expanded = True
    expr = expr.lstrip(SPACE)
    inverted = expr.startswith("!")
    if inverted:
        expr = expr[1:].lstrip(SPACE)
    if expanded and not expr:
        # an empty expansion is false, so ``if $(X)`` is false and ``if ! $(X)`` true when X is
        # unset (config.cpp, Test_config_if_expression)
        return inverted, ""

    def lookup(name: str) -> str | None:
        found = run.lookup(name)
        return found.value if found is not None else None

    verdict = judge(expr, lookup=lookup, has_template=lambda category, name: False, version=VERSION)
    if verdict.valid:
        return (verdict.value != inverted), ""
    if verdict.reason == "complex conditionals are not supported":
        try:
            value = evaluate(parse_old(expr), run.ad, now=run.now)
        except ClassAdSyntaxError:
            value = None
        if value is True or (isinstance(value, (int, float)) and not isinstance(value, bool) and value != 0):
            return (not inverted), ""
        return None, ""
    return None, verdict.reason


# ---------------------------------------------------------------------------- iteration
@dataclass(frozen=True)
class Iteration:
    """The variables of one pass of an iterating rules file."""

    variables: dict[str, str]
    row: int
    step: int
    proc: int


def iterations(transform: Transform, run: Run, base_dir: str | None = None) -> tuple[list[Iteration], list[str]]:
    """The passes a ``TRANSFORM`` with arguments makes (condor_transform_ads), with notes about
    items the preview cannot produce (commands are never run)."""
    args = transform.iterate
    notes: list[str] = []
    if args is None:
        return [Iteration({}, 0, 0, 0)], notes
    count = args.count if args.count is not None else 1
    items: list[str] = list(args.items)
    source = args.items_source
    mode = args.mode.value
    if mode == "from" and source and source != "<":
        if source.rstrip().endswith("|"):
            notes.append(f"items from the command `{source}` are not produced: condor-ls never runs commands")
        elif source == "-":
            notes.append("items from standard input are not produced")
        else:
            path = source if os.path.isabs(source) or base_dir is None else os.path.join(base_dir, source)
            # a regular file only (never a pipe or device), and no more of it than the preview shows
            text = read_prefix(path, _MAX_ITEMS_BYTES)
            if text is None:
                notes.append(f"cannot read the items file {source}")
            else:
                items = [ln.strip() for ln in text.splitlines()][:MAX_ITERATIONS]
    elif mode == "matching":
        items, note = _matching(items, args.qualifier, base_dir)
        if note:
            notes.append(note)
    if args.slice is not None:
        items = items[slice(args.slice.start, args.slice.end, args.slice.step)]
    variables = args.loop_variables
    out: list[Iteration] = []
    rows = items if args.mode.value != "count" else [None]
    proc = 0
    for row, item in enumerate(rows):
        values = _split_item(variables, item) if item is not None else {}
        for step in range(max(count, 1)):  # a count of 0 still makes one pass per item
            out.append(Iteration(values, row, step, proc))
            proc += 1
            if len(out) >= MAX_ITERATIONS:
                notes.append(f"only the first {MAX_ITERATIONS} iterations are shown")
                return out, notes
    return out, notes


def _split_item(variables: list[str], item: str) -> dict[str, str]:
    """``set_iter_item``: the first variable takes the item; with more variables the item is cut
    at `,`, blanks or tabs and the last one takes the rest."""
    if not variables:
        return {}
    out = {variables[0]: item}
    data = item
    previous = variables[0]
    for name in variables[1:]:
        cut = next((i for i, ch in enumerate(data) if ch in ", \t"), -1)
        if cut < 0:
            break
        out[previous] = data[:cut]
        data = data[cut + 1:].lstrip(" \t")
        out[name] = data
        previous = name
    return out
