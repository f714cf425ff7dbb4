"""What a rule (a ``SetXXX`` function of ``SubmitHash``) sees while it builds a proc.

A rule asks for submit values (``submit_param`` and friends), for config knobs (``param``),
for the job ad's attributes, and for condor_submit's own state (the universe, the initial
directory ...); it assigns attributes, and it reports errors and warnings. Everything it reads
and writes is recorded in a :class:`StepLog`: attributes learn where they came from (hover),
and procs after the first replay a rule's recorded writes when nothing it read can differ.
"""
from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import Any

from ...classad.ad import ClassAd
from ...classad.ast import Elvis, Expr, Literal, Ternary, literal
from ...classad.parser import ClassAdSyntaxError, parse_expr, parse_old_value
from ...classad.values import ErrorValue, Undefined
from .api import Problem, Source
from .hashtable import SubmitTable

#: a predefined default that is only a reference to another name
_FORWARD = re.compile(r"\$\(([A-Za-z_][A-Za-z0-9_.]*)\)")
from .values import SPACE, full_path, string_is_boolean, string_is_long

#: parsed expressions by text (old ClassAd syntax, as ``ParseClassAdRvalExpr`` reads them)
_PARSED: dict[str, Expr | None] = {}
_PARSED_LIMIT = 20_000


#: a string literal with nothing to unescape (printable ASCII, no quote, no backslash)
_PLAIN_STRING = re.compile(r'"[ !#-\[\]-~]*"\Z')


def parse_old(text: str) -> Expr | None:
    """``ParseClassAdRvalExpr``: an expression, or None when the text is not one."""
    if _PLAIN_STRING.match(text):  # what the parser makes of it, without the parser
        return Literal(text[1:-1], (0, len(text)))
    hit = _PARSED.get(text, _PARSED)
    if hit is not _PARSED:
        return hit  # type: ignore[return-value]
    try:
        expr: Expr | None = parse_expr(text, old=True)
    except (ClassAdSyntaxError, RecursionError, ValueError):
        expr = _conditional_prefix(text)
    if len(_PARSED) >= _PARSED_LIMIT:
        _PARSED.clear()
    _PARSED[text] = expr
    return expr


def _conditional_prefix(text: str) -> Expr | None:
    """The library's full parse checks for the end of the input only when the expression is
    not a conditional (``ClassAdParser::parseExpression`` returns as soon as it has built a
    ``?`` ``:`` node), so ``x ? 1 : 2 3`` is ``x ? 1 : 2`` and ``x ? : 1x`` is ``x ?: 1``, while
    ``x ?: 2 3`` (the one-token ``?:``) and ``1 2`` are refused."""
    if "\n" in text:
        return None
    try:
        expr = parse_old_value(text)
    except (ClassAdSyntaxError, RecursionError, ValueError):
        return None
    if isinstance(expr, Ternary):
        return expr
    if isinstance(expr, Elvis) and expr.left.span is not None:
        # spans count from "_ = " + text: the operator is the first token after the left side
        after = text[max(expr.left.span[1] - 4, 0):].lstrip()
        if after[:1] == "?" and after[:2] != "?:":
            return expr
    return None


class Abort(Exception):
    """condor_submit stops making this proc (``ABORT_AND_RETURN``)."""


#: what a write does: (attribute, expression or None for a deletion, where it came from)
Write = tuple[str, "Expr | None", tuple[Source, ...]]
#: a rule's kernel: what the rule would write for the proc being replayed, as the traced proc's
#: writes with some values replaced (a list as long as the traced writes: the new expression,
#: or None for the traced one), or None when this proc needs the rule itself (another branch,
#: an error to report)
Kernel = Callable[["ReplayContext"], "list[Expr | None] | None"]
#: makes a rule's kernel from its traced run, or None when the rule has none for this plan
KernelMaker = Callable[["StepLog", "ReplayContext"], "Kernel | None"]


class StepLog:
    """What one rule read and wrote while building one proc."""

    __slots__ = ("name", "keys", "live", "attrs_read", "state_read", "derived", "writes", "state_writes",
                 "problems", "aborted")

    def __init__(self, name: str) -> None:
        self.name = name
        #: submit names asked for (lower case), and whether the value asked for depends on the proc
        self.keys: set[str] = set()
        self.live = False
        self.attrs_read: set[str] = set()
        self.state_read: set[str] = set()
        #: facts the rule drew from an attribute's string value: (attribute, how, the fact); a
        #: proc whose value differs but gives the same facts can replay the rule
        self.derived: list[tuple[str, Callable[[str | None], Any], Any]] = []
        self.writes: list[Write] = []
        self.state_writes: list[tuple[str, Any]] = []
        self.problems: list[Problem] = []
        self.aborted = False


class Context:
    """The rules' view of one proc being built."""

    def __init__(self, table: SubmitTable, ad: ClassAd, state: dict[str, Any], *, cluster: int, proc: int,
                 config: Callable[[str], str | None], version: str, sources: dict[str, tuple[Source, ...]],
                 problems: list[Problem], locate: Callable[[tuple[str, ...]], Problem], files: Any,
                 environ: Any, submit_time: int, user: str, cwd: str, mode: str) -> None:
        self.table = table
        self.ad = ad
        self.state = state
        self.cluster = cluster
        self._proc = proc
        self._config = config
        self.version = version
        self.v25 = version != "24.0"
        self.sources = sources
        self.problems = problems
        self._locate = locate
        self.files = files
        self.environ = environ
        self.submit_time = submit_time
        self.user = user
        self.cwd = cwd
        self.mode = mode
        self.log: StepLog | None = None
        #: a fatal error was reported for this proc
        self.fatal = False
        #: condor_submit's ``abort_code``: set by an error, after which ``submit_param`` answers
        #: nothing and the next rule does not run (the current one may go on, as in HTCondor)
        self.aborted = False
        #: provenance of the current rule's successful reads (for attributes it assigns)
        self._reads: list[Source] = []
        #: lower-cased command name -> the alternate key its last read took its value from
        #: (``RequestMemory`` for ``request_memory``): a rule names the command in the keys of
        #: what it assigns, and the provenance is the line that was read
        self._read_via: dict[str, str] = {}

    # ----------------------------------------------------------------- logging
    def begin(self, name: str) -> StepLog:
        self.log = StepLog(name)
        self._reads = []
        return self.log

    @property
    def first_proc(self) -> bool:
        """Whether this is ProcId 0 (the cluster's first proc). Not a per-proc read: every proc
        made by replaying another has a ProcId above 0, as the proc it replays has."""
        return self._proc < 1

    @property
    def proc(self) -> int:
        """The ProcId being made (reading it makes the rule depend on the proc)."""
        if self.log is not None:
            self.log.live = True
        return self._proc

    # ----------------------------------------------------------------- submit values
    def param(self, name: str, alt: str | None = None) -> str | None:
        """``submit_param``: the expanded value of ``name`` (else ``alt``), None when neither is
        defined or the value expands to nothing."""
        if self.aborted:
            return None
        table = self.table
        log = self.log
        used = name
        resolved = table.resolve(name)
        raw = table.raw_of(resolved)
        if log is not None:
            log.keys.add(resolved[0])
        if raw is None and alt:
            used = alt
            resolved = table.resolve(alt)
            raw = table.raw_of(resolved)
            if log is not None:
                log.keys.add(resolved[0])
        if used is alt and raw is not None:
            self._read_via[name.lower()] = alt
        else:
            self._read_via.pop(name.lower(), None)
        if raw is None:
            return None
        entry = resolved[1]
        if entry is not None:
            entry.used += 1
        if log is not None and resolved[0] in table.live_versions:
            log.live = True
        if "$" in raw:
            value = table.expand(raw, self.state.get("iwd") or None)
            if log is not None:
                if table.last_live:
                    log.live = True
                if "$F" in raw:
                    log.state_read.add("iwd")
            if table.last_issues:
                self._macro_issues(table.last_issues, (used,))
            if table.limit_hit:
                self._limit_hit((used,))
        else:
            value = raw
        if not value:
            return None
        source = resolved[3]
        if source is not None:
            self._reads.append(source)
        return value

    def param_string(self, name: str, alt: str | None = None) -> str:
        return self.param(name, alt) or ""

    def param_bool(self, name: str, alt: str | None, default: bool) -> tuple[bool, bool]:
        """``submit_param_bool``: (value, whether it was given). An invalid value is an error."""
        text = self.param(name, alt)
        if text is None:
            return default, False
        value = string_is_boolean(text)
        if value is None:  # an error, and the C function answers 1 (true)
            self.error("submit.not-boolean", f"{name}={text} is invalid, must eval to a boolean.", (name, alt))
            self.aborted = True
            return True, True
        return bool(value), True

    def param_long(self, name: str, alt: str | None = None, int_range: bool = False) -> int | None:
        """``submit_param_long_exists``: the integer value, None when not given. A value that is
        no integer (or outside an ``int`` when ``int_range``) is an error."""
        text = self.param(name, alt)
        if text is None:
            return None
        value = string_is_long(text)
        if value is None or (int_range and not (-(2**31) <= value < 2**31 - 1)):
            self.error("submit.not-integer", f"{name}={text} is invalid, must eval to an integer.", (name, alt))
            self.aborted = True
            return None
        return value

    def param_int(self, name: str, alt: str | None, default: int) -> int:
        """``submit_param_int``."""
        value = self.param_long(name, alt, True)
        return default if value is None else int(value)

    def lookup(self, name: str) -> str | None:
        """``SubmitHash::lookup``: the raw (unexpanded) value."""
        if self.log is not None:
            self.log.keys.add(name.lower())
            if name.lower() in self.table.live_versions:
                self.log.live = True
        return self.table.lookup(name)

    def expand(self, text: str, keys: tuple[str, ...] = ()) -> str:
        value = self.table.expand(text, self.state.get("iwd") or None)
        if self.log is not None:
            if self.table.last_live:
                self.log.live = True
            if "$F" in text:
                self.log.state_read.add("iwd")
        if self.table.last_issues:
            self._macro_issues(self.table.last_issues, keys)
        if self.table.limit_hit:
            self._limit_hit(keys)
        return value

    def _limit_hit(self, keys: tuple[str, ...]) -> None:
        """An expansion cut at the expander's bounds (a macro that doubles itself, a huge
        ``$INT`` width): said once, as a warning of condor-ls's own (condor_submit would try)."""
        message = self.table.limit_hit
        self.table.limit_hit = None
        self.problem("warning", "submit.expansion-limit", f"{message}: condor-ls cuts the value short there", keys,
                     fatal=False)

    def _macro_issues(self, issues: tuple[str, ...], keys: tuple[str, ...]) -> None:
        """A macro function that could not do its work: condor_submit 24.0 stops (``EXCEPT``),
        25 prints the error and goes on with the function's value left empty."""
        if self.log is not None:
            self.log.live = True  # reported again for every proc, as condor_submit does
        for message in issues:
            if self.v25:
                self.problem("error", "submit.macro-function", message, keys, fatal=False)
            else:
                self.fail("submit.macro-function", message, keys)

    def config(self, name: str) -> str | None:
        """``param()``: the access point's configuration (expanded), None when unset."""
        value = self._config(name)
        return value if value else None

    def config_bool(self, name: str, default: bool) -> bool:
        value = self.config(name)
        if value is None:
            return default
        b = string_is_boolean(value)
        return default if b is None else b

    def config_int(self, name: str, default: int) -> int:
        value = self.config(name)
        if value is None:
            return default
        n = string_is_long(value)
        return default if n is None else int(n)

    # ----------------------------------------------------------------- state
    def get(self, name: str, default: Any = None) -> Any:
        if self.log is not None:
            self.log.state_read.add(name)
        return self.state.get(name, default)

    def set(self, name: str, value: Any) -> None:
        self.state[name] = value
        if self.log is not None:
            self.log.state_writes.append((name, value))

    @property
    def universe(self) -> int:
        return self.get("universe", 0)

    @property
    def iwd(self) -> str:
        return self.get("iwd", "")

    def full_path(self, name: str, use_iwd: bool = True) -> str:
        """``SubmitHash::full_path``: relative to the initial directory, or to condor_submit's
        working directory when ``use_iwd`` is False."""
        return full_path(name, self.iwd if use_iwd else self.cwd)

    # ----------------------------------------------------------------- job ad
    def job_expr(self, attr: str) -> Expr | None:
        """``job->Lookup``."""
        if self.log is not None:
            self.log.attrs_read.add(attr.lower())
        return self.ad.lookup(attr)

    def has(self, attr: str) -> bool:
        return self.job_expr(attr) is not None

    def _evaluate(self, attr: str) -> Any:
        expr = self.job_expr(attr)
        if expr is None:
            return None
        if isinstance(expr, Literal):
            return expr.value
        return self._evaluate_expr(expr)

    def _evaluate_expr(self, expr: Expr) -> Any:
        from ...classad.evaluator import evaluate

        if self.log is not None:
            # the value may depend on any attribute the expression refers to, now or after a
            # later rule adds it: the rule is not replayed
            self.log.live = True
        return evaluate(expr, self.ad, now=self.submit_time)

    def job_derived(self, attr: str, how: Callable[[str | None], Any]) -> Any:
        """``how`` applied to ``LookupString(attr)``, recorded as a fact drawn from the
        attribute rather than as a read of its value (see :attr:`StepLog.derived`)."""
        expr = self.ad.lookup(attr)
        if expr is None:
            value = None
        elif isinstance(expr, Literal):
            value = expr.value if isinstance(expr.value, str) else None
        else:
            if self.log is not None:
                self.log.attrs_read.add(attr.lower())
            found = self._evaluate_expr(expr)
            value = found if isinstance(found, str) else None
        fact = how(value)
        if self.log is not None:
            self.log.derived.append((attr.lower(), how, fact))
        return fact

    def derived_fact(self, attr: str, how: Callable[[str | None], Any]) -> Any:
        """What :meth:`job_derived` would give now (without recording anything)."""
        expr = self.ad.lookup(attr)
        if expr is None:
            return how(None)
        if isinstance(expr, Literal):
            return how(expr.value if isinstance(expr.value, str) else None)
        from ...classad.evaluator import evaluate

        found = evaluate(expr, self.ad, now=self.submit_time)
        return how(found if isinstance(found, str) else None)

    def job_string(self, attr: str) -> str | None:
        """``LookupString``: the value when it evaluates to a string."""
        value = self._evaluate(attr)
        return value if isinstance(value, str) else None

    def job_bool(self, attr: str) -> bool | None:
        """``LookupBool``: booleans, and numbers as non-zero."""
        value = self._evaluate(attr)
        if isinstance(value, bool):
            return value
        if isinstance(value, (int, float)):
            return value != 0
        return None

    def job_int(self, attr: str) -> int | None:
        """``LookupInteger``: integers, booleans as 0/1, reals truncated."""
        value = self._evaluate(attr)
        if isinstance(value, bool):
            return int(value)
        if isinstance(value, int):
            return value
        if isinstance(value, float) and value == value and abs(value) < 2**63:
            return int(value)
        return None

    def job_value(self, attr: str) -> Any:
        """The evaluated value (``LookupType``), or None when absent."""
        value = self._evaluate(attr)
        return value

    def _write(self, attr: str, expr: Expr | None, keys: Iterable[str | None] | None) -> None:
        ad = self.ad
        if expr is None:
            ad.remove(attr)
        else:
            ad.set(attr, expr)
        srcs = self._sources_for(keys)
        low = attr.lower()
        self.sources[low] = srcs
        if self.log is not None:
            self.log.writes.append((attr, expr, srcs))

    def _sources_for(self, keys: Iterable[str | None] | None) -> tuple[Source, ...]:
        if keys is None:
            return tuple(dict.fromkeys(self._reads))
        out: list[Source] = []
        for key in keys:
            if not key:
                continue
            if key.startswith("config:"):
                out.append(Source(key[7:], "config"))
                continue
            src = self._source_of(self._read_via.get(key.lower(), key))
            if src is not None:
                out.append(src)
        return tuple(dict.fromkeys(out))

    def _source_of(self, key: str) -> Source | None:
        """Where the value ``key`` reads was set. condor_submit's predefined defaults that only
        forward to another name (``Request_Memory`` is ``$(RequestMemory)``) are followed, so
        the line that set that name is the provenance."""
        table = self.table
        resolved = table.resolve(key)
        for _hop in range(4):
            src = resolved[3]
            if src is None or src.kind != "default":
                return src
            match = _FORWARD.fullmatch(table.raw_of(resolved) or "")
            if match is None:
                return src
            onward = table.resolve(match.group(1))
            if onward[3] is None:
                return src
            resolved = onward
        return resolved[3]

    def assign(self, attr: str, value: bool | int | float | str, keys: Iterable[str | None] | None = None) -> None:
        """``AssignJobVal``/``AssignJobString``: a literal value."""
        self._write(attr, literal(value), keys)

    def assign_expr(self, attr: str, text: str, keys: Iterable[str | None] | None = None,
                    label: str | None = None) -> None:
        """``AssignJobExpr``: ``text`` parsed as a ClassAd expression; one that does not parse
        is condor_submit's "Parse error in expression" and stops the proc."""
        expr = parse_old(text)
        if expr is None:  # reported; the rule goes on, the next one will not run
            self.error("submit.expression", f"Parse error in expression: {attr} = {text}",
                       tuple(k for k in (keys or ()) if k) or self._keys_read())
            self.aborted = True
            return
        self._write(attr, expr, keys)

    def insert(self, attr: str, expr: Expr, keys: Iterable[str | None] | None = None) -> None:
        self._write(attr, expr, keys)

    def delete(self, attr: str) -> None:
        if self.ad.lookup(attr) is not None:
            self._write(attr, None, ())

    def _keys_read(self) -> tuple[str, ...]:
        return tuple(s.name for s in self._reads)

    # ----------------------------------------------------------------- problems
    def problem(self, severity: str, code: str, message: str, keys: Iterable[str | None] = (),
                fatal: bool = True) -> None:
        """Report a problem; an error is ``fatal`` (condor_submit fails) unless told otherwise."""
        names = tuple(k for k in keys if k)
        found = self._locate(names)
        p = Problem(severity, code, message.strip(SPACE) if severity else message, found.origin, found.end,  # type: ignore[arg-type]
                    self._proc, found.keys)
        self.problems.append(p)
        if severity == "error" and fatal:
            self.fatal = True
        if self.log is not None:
            self.log.problems.append(p)

    def warn(self, code: str, message: str, keys: Iterable[str | None] = ()) -> None:
        self.problem("warning", code, message, keys)

    def fail(self, code: str, message: str, keys: Iterable[str | None] = ()) -> None:
        """``push_error`` and ``ABORT_AND_RETURN``."""
        self.problem("error", code, message, keys)
        self.aborted = True
        if self.log is not None:
            self.log.aborted = True
        raise Abort(message)

    def end_step(self) -> None:
        """``RETURN_IF_ABORT`` at the start of the next rule."""
        if self.aborted:
            if self.log is not None:
                self.log.aborted = True
            raise Abort("aborted")

    def error(self, code: str, message: str, keys: Iterable[str | None] = ()) -> None:
        """``push_error`` without stopping (the rule decides what follows)."""
        self.problem("error", code, message, keys)


def is_undefined_value(value: Any) -> bool:
    return isinstance(value, Undefined)


def is_error_value(value: Any) -> bool:
    return isinstance(value, ErrorValue)


def _same_literal(a: Expr, b: Expr) -> bool:
    """The same expression, or equal literals (of one type, one spelling)."""
    if a is b:
        return True
    return (type(a) is Literal and type(b) is Literal and type(a.value) is type(b.value)  # type: ignore[union-attr]
            and a.value == b.value and a.spelling == b.spelling)  # type: ignore[union-attr]


class _Sink(set):  # type: ignore[type-arg]
    """A set that keeps nothing: what a replayed proc's rules read need not be recorded."""

    def add(self, item: Any) -> None:
        pass

    def update(self, *items: Any) -> None:
        pass


_SINK = _Sink()
#: how :class:`ParamMemo` answers a submit name
_CONST, _TEMPLATE, _GENERAL = 0, 1, 2


class ReplayLog(StepLog):
    """The log of a rule run again for a replayed proc: its writes (compared with the plan's),
    not its reads (the plan says which rules run; the trace keeps what they read)."""

    __slots__ = ()

    def __init__(self, name: str) -> None:
        self.name = name
        self.keys = self.attrs_read = self.state_read = _SINK
        self.live = False
        self.derived = []
        self.writes = []
        self.state_writes = []
        self.problems = []
        self.aborted = False


class ParamMemo:
    """What ``submit_param`` answers for the procs of one queue statement: a value that does
    not depend on the proc once, a value that does as a compiled :class:`~.hashtable.Template`;
    and the provenance of each set of keys a rule names. Valid while the table's generation
    is unchanged (checked by :meth:`for_table`)."""

    __slots__ = ("generation", "params", "sources")

    def __init__(self) -> None:
        self.generation = -1
        #: name, or (name, alt) -> (how, constant value or template, resolved name, source, name used)
        self.params: dict[str | tuple[str, str], tuple[int, Any, Any, Source | None, str]] = {}
        self.sources: dict[tuple[str | None, ...], tuple[Source, ...]] = {}

    def for_table(self, table: SubmitTable) -> "ParamMemo":
        if self.generation != table.generation:
            self.params.clear()
            self.sources.clear()
            self.generation = table.generation
        return self


class ReplayContext(Context):
    """The rules' view of a proc made by replaying a plan. The rules see exactly what
    :class:`Context` would show them; what they read is not recorded, values that cannot
    differ between procs come from a :class:`ParamMemo`, and live values are expanded from
    compiled templates."""

    def __init__(self, *args: Any, memo: ParamMemo, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self._memo = memo.for_table(self.table)

    def begin(self, name: str) -> StepLog:
        self.log = ReplayLog(name)
        self._reads = []
        return self.log

    def _learn(self, name: str, alt: str | None) -> tuple[int, Any, Any, Source | None, str]:
        table = self.table
        used = name
        resolved = table.resolve(name)
        raw = table.raw_of(resolved)
        if raw is None and alt:
            used = alt
            resolved = table.resolve(alt)
            raw = table.raw_of(resolved)
        source = resolved[3]
        found: tuple[int, Any, Any, Source | None, str]
        if raw is None:
            found = (_CONST, None, None, None, used)
        elif resolved[0] in table.live_versions:  # a live name asked for directly
            found = (_GENERAL, None, resolved, source, used)
        elif "$" not in raw:
            found = (_CONST, raw, None, source, used)
        else:
            value = table.expand(raw, self.state.get("iwd") or None)
            if table.last_issues:
                found = (_GENERAL, None, resolved, source, used)
            elif not table.last_live and "$F" not in raw:
                found = (_CONST, value, None, source, used)
            else:
                found = (_TEMPLATE, table.compile(raw), resolved, source, used)
        self._memo.params[name if alt is None else (name, alt)] = found
        return found

    def param(self, name: str, alt: str | None = None) -> str | None:
        if self.aborted:
            return None
        hit = self._memo.params.get(name if alt is None else (name, alt))
        if hit is None:
            hit = self._learn(name, alt)
        if hit[0] == _CONST:
            value = hit[1]
        else:
            template = hit[1]
            value = template.expand(self.state.get("iwd") or None) if template is not None else None
            if value is None:
                value = self._expand_resolved(hit[2], hit[4])
        self._note_spelling(name, alt, hit)
        if not value:
            return None
        source = hit[3]
        if source is not None:
            self._reads.append(source)
        return value

    def _note_spelling(self, name: str, alt: str | None, hit: tuple[int, Any, Any, Source | None, str]) -> None:
        """Remember, as :meth:`Context.param` does, when a value came through its alternate
        key (``env`` for ``environment``), so the write names the line that set it."""
        if alt is not None and hit[4] == alt and not (hit[0] == _CONST and hit[1] is None):
            self._read_via[name.lower()] = alt
        elif self._read_via:
            self._read_via.pop(name.lower(), None)

    def _expand_resolved(self, resolved: Any, used: str) -> str:
        """What :meth:`Context.param` expands for a resolved name (``used``: as asked)."""
        table = self.table
        raw = table.raw_of(resolved)
        if raw is None:
            return ""
        if "$" not in raw:
            return raw
        value = table.expand(raw, self.state.get("iwd") or None)
        if table.last_issues:
            self._macro_issues(table.last_issues, (used,))
        return value

    def lookup(self, name: str) -> str | None:
        return self.table.lookup(name)

    def quiet_param(self, name: str, alt: str | None = None) -> tuple[bool, str | None]:
        """``param(name, alt)`` when it can be answered from the memo or a compiled template
        (nothing to report, nothing to abort): (True, the value); else (False, None)."""
        if self.aborted:
            return True, None
        hit = self._memo.params.get(name if alt is None else (name, alt))
        if hit is None:
            hit = self._learn(name, alt)
        if hit[0] == _CONST:
            value = hit[1]
        elif hit[0] == _TEMPLATE and hit[1] is not None:
            value = hit[1].expand(self.state.get("iwd") or None)
            if value is None:
                return False, None
        else:
            return False, None
        self._note_spelling(name, alt, hit)
        if not value:
            return True, None
        if hit[3] is not None:
            self._reads.append(hit[3])
        return True, value

    def constant(self, name: str, alt: str | None = None) -> tuple[bool, str | None]:
        """(whether ``param(name, alt)`` gives every proc of this queue statement the same
        answer, that answer)."""
        hit = self._memo.params.get(name if alt is None else (name, alt))
        if hit is None:
            hit = self._learn(name, alt)
        return (True, hit[1] or None) if hit[0] == _CONST else (False, None)

    def _write(self, attr: str, expr: Expr | None, keys: Iterable[str | None] | None) -> None:
        srcs = self._sources_for(keys)
        self.put(attr, expr, srcs)
        self.log.writes.append((attr, expr, srcs))  # type: ignore[union-attr]

    def put(self, attr: str, expr: Expr | None, srcs: tuple[Source, ...]) -> None:
        """Write an attribute whose sources are known (not logged: a rule's kernel repeating
        its traced writes)."""
        ad = self.ad
        key = attr.lower()
        if expr is None:
            ad.remove(attr)
        else:  # the ad is a DerivedAd: its set(), inline
            attrs = ad._attrs  # noqa: SLF001
            old = attrs.get(key)
            item = (old[0] if old else attr, expr)
            base = ad.base._attrs.get(key)  # type: ignore[attr-defined]  # noqa: SLF001
            if base is not None and base[0] == item[0] and _same_literal(base[1], expr):
                attrs[key] = base  # the cluster ad's own entry: nothing for a writer to redo
            else:
                attrs[key] = item
                ad.touched.add(key)  # type: ignore[attr-defined]
        self.sources[key] = srcs

    def expand(self, text: str, keys: tuple[str, ...] = ()) -> str:
        table = self.table
        value = table.expand(text, self.state.get("iwd") or None)
        if table.last_issues:
            self._macro_issues(table.last_issues, keys)
        return value

    def get(self, name: str, default: Any = None) -> Any:
        return self.state.get(name, default)

    def job_expr(self, attr: str) -> Expr | None:
        return self.ad.lookup(attr)

    def _sources_for(self, keys: Iterable[str | None] | None) -> tuple[Source, ...]:
        if type(keys) is not tuple:
            return super()._sources_for(keys)
        memo = self._memo.sources
        hit = memo.get(keys)  # type: ignore[arg-type]
        if hit is None:
            hit = memo[keys] = super()._sources_for(keys)  # type: ignore[index]
        return hit
