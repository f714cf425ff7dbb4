"""Submit requirements: would the schedd let a job into its queue, and what would the user read?

The schedd reads ``SUBMIT_REQUIREMENT_NAMES`` when it (re)configures and keeps, in that order,
every name whose ``SUBMIT_REQUIREMENT_<name>`` is defined and parses (others are dropped with a
line in its log; the name ``NAMES`` itself is skipped), with the optional
``SUBMIT_REQUIREMENT_<name>_REASON`` expression and ``SUBMIT_REQUIREMENT_<name>_IS_WARNING``
flag. At submission it evaluates them against each new job ad in turn (``Scheduler::
checkSubmitRequirements`` in ``condor_schedd.V6/schedd.cpp``):

* MY is the schedd's own ad and TARGET the job ad (so a bare ``RequestMemory`` is found in the
  job only because the schedd ad has no such attribute; ``MY.RequestMemory`` is undefined), and
  the names ``SCHEDD`` and ``JOB`` are aliases of the two ads;
* a result that is not a boolean or a number rejects the job ("evaluated to non-boolean"), and
  so does a list or record ("failed to evaluate"), even for a warning;
* false (or 0) rejects the job with the reason: the ``_REASON`` expression's value when it is
  a string, else "Submit requirement <name> not met."; later requirements are not evaluated;
* a false warning records its reason and evaluation goes on.

condor_submit prints the most recent message on the schedd's error stack: the rejection, or
else the last warning.
"""
from __future__ import annotations

import re
import time
from collections.abc import Sequence
from dataclasses import dataclass

from ...classad.ad import ClassAd
from ...classad.ast import AttrRef, Expr, Literal
from ...classad.evaluator import evaluate_traced
from ...classad.explain import culprits
from ...classad.parser import parse_expr
from ...classad.values import ErrorValue, ListValue, Value
from ...config.configset import ConfigSet
from ..evaluation import describe, source_text_of

#: the knob listing the requirements, in evaluation order
NAMES_KNOB = "SUBMIT_REQUIREMENT_NAMES"
#: how the schedd splits that list (its string-token iterator's default delimiters)
_SPLIT = re.compile(r"[, \t\r\n]+")
#: requirements read at most (a runaway list must not make a preview slow)
MAX_REQUIREMENTS = 200
#: the aliases the schedd gives the two ads while evaluating (MY, TARGET)
SCHEDD_ALIAS, JOB_ALIAS = "SCHEDD", "JOB"

#: outcomes of one requirement against one job
PASSED, FAILED, WARNING, NON_BOOLEAN, NOT_EVALUATED = "passed", "failed", "warning", "non-boolean", "failed-to-evaluate"
#: outcomes that keep the job out of the queue
REJECTING = frozenset({FAILED, NON_BOOLEAN, NOT_EVALUATED})

SUBMIT_ERROR = "ERROR: Failed to commit job submission into the queue."
SUBMIT_WARNING = "WARNING: Committed job submission into the queue with the following warning(s):"


@dataclass(frozen=True)
class SubmitRequirement:
    """One entry of ``SUBMIT_REQUIREMENT_NAMES`` as the schedd keeps it."""

    name: str
    text: str                     # the expanded SUBMIT_REQUIREMENT_<name>
    expr: Expr
    reason_text: str | None       # the expanded _REASON, None when not defined
    reason_expr: Expr | None      # None when not defined or not parsable (the default message is used)
    is_warning: bool
    notes: tuple[str, ...] = ()


@dataclass(frozen=True)
class SubmitRequirements:
    """The schedd's list, and what it would say about the entries it drops."""

    requirements: tuple[SubmitRequirement, ...]
    notes: tuple[str, ...]
    #: the names as listed (dropped ones included)
    names: tuple[str, ...]


@dataclass(frozen=True)
class Check:
    """One requirement evaluated against one job."""

    name: str
    is_warning: bool
    value: Value
    outcome: str
    #: what the schedd sends back when the requirement fails (None when it holds)
    message: str | None
    reasons: tuple[str, ...]

    @property
    def rejects(self) -> bool:
        return self.outcome in REJECTING


@dataclass(frozen=True)
class JobVerdict:
    """The requirements checked against one job, in order, up to the one that rejected it."""

    job: str
    checks: tuple[Check, ...]

    @property
    def rejected_by(self) -> Check | None:
        return next((c for c in self.checks if c.rejects), None)

    @property
    def accepted(self) -> bool:
        return self.rejected_by is None

    @property
    def warnings(self) -> tuple[str, ...]:
        return tuple(c.message or "" for c in self.checks if c.outcome == WARNING)

    @property
    def message(self) -> str | None:
        """The message condor_submit shows: the rejection, else the last warning."""
        rejected = self.rejected_by
        if rejected is not None:
            return rejected.message
        return self.warnings[-1] if self.warnings else None

    @property
    def submit_output(self) -> tuple[str, ...]:
        """The lines condor_submit prints about it (empty when it has nothing to say)."""
        message = self.message
        if message is None:
            return ()
        head = SUBMIT_ERROR if not self.accepted else SUBMIT_WARNING
        kind = "ERROR" if not self.accepted else "WARNING"
        return (head, f"{kind}: {message}")


# ---------------------------------------------------------------------------- reading the config
#: a token that cannot continue a complete expression: a name (other than the ``is``/``isnt``
#: operators), a number or a string literal
_STOPPER = re.compile(r"""(?!(?i:isnt|is)\b)[A-Za-z_0-9"']""")


def _leading_expression(text: str) -> tuple[Expr | None, str | None]:
    """The schedd's parser reads one expression and ignores whatever follows it; returns the
    expression and, when text was ignored, the part that was read.

    The parser stops at the first token that cannot continue the expression read so far;
    here the candidates are the blank-separated prefixes that parse on their own and are
    followed by a token no operator could be (a name, number or string)."""
    try:
        return parse_expr(text), None
    except Exception:
        pass
    for blank in re.finditer(r"\s+", text):
        head, rest = text[:blank.start()], text[blank.end():]
        if not head.strip() or not _STOPPER.match(rest):
            continue
        try:
            return parse_expr(head), head.strip()
        except Exception:
            continue
    return None, None


def param_boolean(text: str | None, default: bool) -> tuple[bool, str | None]:
    """A boolean knob as ``param_boolean`` reads it: ``true``/``false``/``1``/``0`` (any case,
    trailing blanks allowed), else the value evaluated as an expression; (value, problem)."""
    if text is None or not text.strip():
        return default, None
    stripped = text.lstrip()
    for word, value in (("true", True), ("1", True), ("false", False), ("0", False)):
        if stripped[:len(word)].lower() == word and not stripped[len(word):].strip():
            return value, None
    try:
        result, _ = evaluate_traced(parse_expr(text), ClassAd(), None)
    except Exception:
        result = ErrorValue("does not parse")
    if type(result) is bool:
        return result, None
    if type(result) in (int, float):
        return bool(result), None
    return default, f"is not a valid boolean ({text.strip()!r}); HTCondor refuses it"


def read_requirements(configset: ConfigSet) -> SubmitRequirements | None:
    """The submit requirements of ``configset`` as the schedd would keep them, or None when
    ``SUBMIT_REQUIREMENT_NAMES`` names none."""
    listing = configset.value(NAMES_KNOB) or ""
    names = tuple(n for n in _SPLIT.split(listing) if n)[:MAX_REQUIREMENTS]
    if not names:
        return None
    kept: list[SubmitRequirement] = []
    notes: list[str] = []
    for name in names:
        if name == "NAMES":  # the schedd skips it (case-sensitively)
            continue
        knob = f"SUBMIT_REQUIREMENT_{name}"
        text = configset.value(knob)
        if text is None:
            notes.append(f"{knob} is not defined: the schedd ignores {name}")
            continue
        expr, read = _leading_expression(text)
        if expr is None:
            notes.append(f"{knob} does not parse as a ClassAd expression: the schedd ignores {name}")
            continue
        own: list[str] = []
        if read is not None:
            own.append(f"only the leading expression `{read}` of {knob} is read; the rest is ignored")
        reason_text = configset.value(f"{knob}_REASON")
        reason_expr = None
        if reason_text is not None:
            reason_expr, reason_read = _leading_expression(reason_text)
            if reason_expr is None:
                own.append(f"{knob}_REASON does not parse: the default message is used")
            elif reason_read is not None:
                own.append(f"only the leading expression `{reason_read}` of {knob}_REASON is read")
        is_warning, problem = param_boolean(configset.value(f"{knob}_IS_WARNING"), False)
        if problem is not None:
            own.append(f"{knob}_IS_WARNING {problem}")
        kept.append(SubmitRequirement(name, text, expr, reason_text, reason_expr, is_warning, tuple(own)))
    return SubmitRequirements(tuple(kept), tuple(notes), names)


# ---------------------------------------------------------------------------- the schedd ad
def schedd_ad(configset: ConfigSet | None) -> ClassAd:
    """A stand-in for the schedd's own ad (MY of the requirements): its type, name and
    machine, and the knobs ``SCHEDD_ATTRS`` publishes. A real one (``condor_status -schedd
    -l``) can be given instead."""
    ad = ClassAd()
    ad.set("MyType", Literal("Scheduler"))
    if configset is None:
        return ad
    host = configset.value("FULL_HOSTNAME") or ""
    name = configset.value("SCHEDD_NAME") or host
    if name:
        ad.set("Name", Literal(name))
    if host:
        ad.set("Machine", Literal(host))
    for listing in ("SCHEDD_ATTRS", "SCHEDD_EXPRS"):
        for attr in [n for n in _SPLIT.split(configset.value(listing) or "") if n][:200]:
            value = configset.value(attr)
            if value is None:
                continue
            try:
                ad.set(attr, parse_expr(value))
            except Exception:
                continue
    return ad


def _with_alias(ad: ClassAd, alias: str, points_to: str) -> ClassAd:
    """A copy of ``ad`` where ``alias`` names ``MY`` or ``TARGET``, unless the ad has an
    attribute of that name (an attribute wins over an alias in the schedd too)."""
    copy = ClassAd(ad.items())
    if ad.lookup(alias) is None:
        copy.set(alias, AttrRef(points_to))
    return copy


# ---------------------------------------------------------------------------- checking a job
def _job_label(job: ClassAd, index: int) -> str:
    cluster, proc = job.lookup("ClusterId"), job.lookup("ProcId")
    if isinstance(cluster, Literal) and isinstance(proc, Literal) and type(cluster.value) is int \
            and type(proc.value) is int:
        return f"{cluster.value}.{proc.value}"
    return f"job {index + 1}"


def _evaluate(expr: Expr, text: str, my: ClassAd, target: ClassAd, now: float) -> tuple[Value, tuple[str, ...]]:
    value, trace = evaluate_traced(expr, my, target, now=now)
    found = culprits(expr, trace)
    text_of = source_text_of(text, expr)
    reasons = tuple(describe(c, trace, text_of) for c in found
                    if not (c.node is expr and len(found) == 1 and isinstance(expr, Literal)))
    return value, reasons


def _reason(requirement: SubmitRequirement, my: ClassAd, target: ClassAd, now: float) -> str:
    default = f"Submit requirement {requirement.name} not met."
    if requirement.reason_expr is None:
        return default
    value, _ = evaluate_traced(requirement.reason_expr, my, target, now=now)
    return value if isinstance(value, str) else default


def check(requirement: SubmitRequirement, my: ClassAd, target: ClassAd, now: float) -> Check:
    """``requirement`` against one job, as the schedd decides it."""
    value, reasons = _evaluate(requirement.expr, requirement.text, my, target, now)
    if isinstance(value, (ListValue, ClassAd)):
        return Check(requirement.name, requirement.is_warning, value, NOT_EVALUATED,
                     f"Submit requirement {requirement.name} failed to evaluate.", reasons)
    if type(value) not in (bool, int, float):
        return Check(requirement.name, requirement.is_warning, value, NON_BOOLEAN,
                     f"Submit requirement {requirement.name} evaluated to non-boolean.", reasons)
    if value:
        return Check(requirement.name, requirement.is_warning, value, PASSED, None, reasons)
    outcome = WARNING if requirement.is_warning else FAILED
    return Check(requirement.name, requirement.is_warning, value, outcome, _reason(requirement, my, target, now),
                 reasons)


def check_jobs(requirements: SubmitRequirements, jobs: Sequence[ClassAd], schedd: ClassAd | None = None,
               *, now: float | None = None) -> tuple[JobVerdict, ...]:
    """Every job through the requirements in order; a job's checks stop at the first that
    rejects it. ``schedd`` is MY (default: an ad with only ``MyType``)."""
    clock = time.time() if now is None else now
    base = schedd if schedd is not None else schedd_ad(None)
    verdicts: list[JobVerdict] = []
    for index, job in enumerate(jobs):
        my = _with_alias(_with_alias(base, SCHEDD_ALIAS, "MY"), JOB_ALIAS, "TARGET")
        target = _with_alias(_with_alias(job, SCHEDD_ALIAS, "TARGET"), JOB_ALIAS, "MY")
        checks: list[Check] = []
        for requirement in requirements.requirements:
            try:
                result = check(requirement, my, target, clock)
            except Exception as err:  # the evaluator should not raise; never let it escape
                result = Check(requirement.name, requirement.is_warning, ErrorValue(str(err)), NON_BOOLEAN,
                               f"Submit requirement {requirement.name} evaluated to non-boolean.", ())
            checks.append(result)
            if result.rejects:
                break
        verdicts.append(JobVerdict(_job_label(job, index), tuple(checks)))
    return tuple(verdicts)


@dataclass(frozen=True)
class SubmitReport:
    """The schedd's submit requirements and the verdict on each job."""

    requirements: SubmitRequirements
    verdicts: tuple[JobVerdict, ...]


def submit_report(configset: ConfigSet | None, jobs: Sequence[ClassAd], schedd: ClassAd | None = None,
                  *, now: float | None = None) -> SubmitReport | None:
    """The submit requirements of ``configset`` (read as the schedd reads it) checked against
    ``jobs``; None when it names none. ``schedd`` defaults to :func:`schedd_ad` of the config."""
    if configset is None:
        return None
    requirements = read_requirements(configset)
    if requirements is None:
        return None
    my = schedd if schedd is not None else schedd_ad(configset)
    return SubmitReport(requirements, check_jobs(requirements, jobs, my, now=now))


def names_submit_requirements(configset: ConfigSet) -> bool:
    """True when the config mentions submit requirements at all (plain or ``SCHEDD.``-prefixed),
    so that reading it again as the schedd sees it is worth the time."""
    return any(n.upper().lstrip().startswith(("SUBMIT_REQUIREMENT", "SCHEDD.SUBMIT_REQUIREMENT"))
               for n in configset.names())
