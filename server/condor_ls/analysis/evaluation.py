"""Evaluating expressions the way HTCondor would, against the sample ads, and saying why.

Which ad is MY depends on who evaluates the expression: the startd evaluates its policy
(``START``, ``SUSPEND``, ``RANK`` ...) in the slot ad against a candidate job, so there the
machine ad is MY and the job TARGET; the schedd evaluates ``SYSTEM_PERIODIC_*`` and
submit-side defaults in the job ad, and a job's own ``Requirements``/``Rank`` are evaluated
with the job as MY and a machine as TARGET. The startd also publishes its policy expressions
in the slot ad, so ``START`` can refer to ``WANT_SUSPEND`` and friends as attributes: the
machine ad used for startd knobs carries the configuration's expanded policy knobs.
"""
from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass

from ..classad.ad import ClassAd
from ..classad.ast import Binary, Expr, Literal, Paren, Unary
from ..classad.evaluator import evaluate_traced
from ..classad.explain import Culprit, culprits
from ..classad.parser import parse_expr
from ..classad.trace import Trace
from ..classad.unparse import unparse, unparse_value
from ..classad.values import UNDEFINED, ErrorValue, Value
from ..config import knobs
from .configview.view import ConfigView, expansion_too_big
from .context import AnalysisContext
from .docs import inline
from .samples import copy_ad, sample_ad

#: knobs the startd publishes in (or evaluates as part of) the slot ad
STARTD_POLICY_KNOBS: tuple[str, ...] = (
    "START", "SUSPEND", "CONTINUE", "PREEMPT", "KILL", "WANT_SUSPEND", "WANT_VACATE", "WANT_HOLD",
    "WANT_HOLD_REASON", "IS_OWNER", "RANK", "PERIODIC_CHECKPOINT", "MAXJOBRETIREMENTTIME",
    "MachineMaxVacateTime", "SUSPEND_VANILLA", "CONTINUE_VANILLA", "PREEMPT_VANILLA", "KILL_VANILLA",
    "WANT_SUSPEND_VANILLA", "WANT_VACATE_VANILLA", "CLAIM_WORKLIFE", "STARTD_JOB_EXPRS",
)
#: the attribute name the startd publishes a policy knob under, where it differs
PUBLISHED_AS = {"MAXJOBRETIREMENTTIME": "MaxJobRetirementTime", "IS_OWNER": "IsOwner", "START": "Start",
                "RANK": "Rank"}
#: knobs listing further config knobs to publish in the slot ad
PUBLISHING_LISTS = ("STARTD_ATTRS", "STARTD_EXPRS")

#: knob name prefixes (upper case) evaluated with the job ad as MY
JOB_SIDE_PREFIXES: tuple[str, ...] = (
    "SYSTEM_PERIODIC_", "SUBMIT_REQUIREMENT", "JOB_DEFAULT_", "APPEND_", "SCHEDD_", "SHADOW_",
    "SYSTEM_ON_VACATE_", "JOB_ROUTER_", "DEFAULT_RANK", "GRIDMANAGER_", "SUBMIT_",
)
#: subsystems whose expression knobs are evaluated in the job ad
JOB_SIDE_SUBSYSTEMS = frozenset({"SCHEDD", "SHADOW", "SUBMIT", "GRIDMANAGER", "JOB_ROUTER"})
#: expressions with more nodes than this are not traced node by node in hover text
MAX_CULPRIT_LINES = 8


@dataclass(frozen=True)
class Side:
    """Which sample ad is MY for an expression, in words for the hover."""

    my: str  # "machine" or "job"

    @property
    def target(self) -> str:
        return "job" if self.my == "machine" else "machine"


MACHINE_SIDE = Side("machine")
JOB_SIDE = Side("job")


def side_of_knob(name: str) -> Side:
    """MY is the job ad for schedd/submit-side knobs, the machine ad otherwise."""
    upper = name.upper().rsplit(".", 1)[-1]
    if upper.startswith(JOB_SIDE_PREFIXES):
        return JOB_SIDE
    found = knobs.lookup(upper)
    subsystems = getattr(found, "subsystems", ()) or ()
    if subsystems and all(s.upper() in JOB_SIDE_SUBSYSTEMS for s in subsystems):
        return JOB_SIDE
    return MACHINE_SIDE


#: negotiator knobs evaluated in a slot ad against a candidate job
NEGOTIATOR_SLOT_KNOBS = frozenset({"PREEMPTION_REQUIREMENTS", "PREEMPTION_RANK", "NEGOTIATOR_PRE_JOB_RANK",
                                   "NEGOTIATOR_POST_JOB_RANK", "SLOT_WEIGHT", "STARTD_AD_REEVAL_EXPR"})
#: expression knobs without a subsystem that are evaluated in neither a slot nor a job ad
#: (a daemon's own ad, a token's ad ...)
NEITHER_SIDE_KNOBS = frozenset({"DAEMON_SHUTDOWN", "DAEMON_SHUTDOWN_FAST", "SEC_TOKEN_REVOCATION_EXPR",
                                "DEDICATED_EXECUTE_ACCOUNT_REGEXP", "SCHEDD_ENABLE_SSH_TO_JOB",
                                "START_LOCAL_UNIVERSE", "START_SCHEDULER_UNIVERSE", "START_VANILLA_UNIVERSE"})
#: ... and knob families evaluated with the schedd's ad as MY and the job as TARGET
NEITHER_SIDE_PREFIXES = ("SUBMIT_REQUIREMENT_",)


def known_side(name: str) -> Side | None:
    """The ad that is MY when HTCondor evaluates knob ``name``, when that is a slot or a job for
    certain: startd policy knobs and the helper macros of HTCondor's policies (slot), schedd and
    submit-side knobs (job), the negotiator's preemption and job ranks (slot); None for knobs
    evaluated against other ads (collector, defrag, accounting groups, a daemon's own ad)."""
    upper = name.upper().rsplit(".", 1)[-1]
    if upper in NEITHER_SIDE_KNOBS or upper.startswith(NEITHER_SIDE_PREFIXES):
        return None
    if side_of_knob(upper) is JOB_SIDE:
        return JOB_SIDE
    found = knobs.lookup(upper)
    subsystems = {s.upper() for s in getattr(found, "subsystems", ()) or ()}
    if not subsystems or "STARTD" in subsystems or upper in NEGOTIATOR_SLOT_KNOBS:
        return MACHINE_SIDE
    return None


def _parse_or_none(text: str) -> Expr | None:
    try:
        return parse_expr(text)
    except Exception:
        return None


def policy_machine_ad(view: ConfigView | None, context: AnalysisContext) -> ClassAd:
    """The sample machine ad with the configuration's policy knobs inserted, as the startd
    publishes them (memoised per config view)."""
    base = sample_ad("machine", context).ad
    if view is None:
        return base
    key = ("policy_machine_ad", context.settings.sample_ads.machine)
    cached = view.memo.get(str(key))
    if isinstance(cached, ClassAd):
        return copy_ad(cached)
    names = list(STARTD_POLICY_KNOBS)
    for listing in PUBLISHING_LISTS:
        value = view.configset.value(listing) or ""
        names.extend(n for n in value.replace(",", " ").split() if n)
    for name in names[:200]:
        definition = view.configset.definition(name)
        if definition is None or not definition.value.strip() or expansion_too_big(view, definition.value):
            continue
        value = view.configset.value(name)
        expr = _parse_or_none(value) if value else None
        if expr is not None:
            base.set(PUBLISHED_AS.get(name.upper(), name), expr)
    view.memo[str(key)] = base
    return copy_ad(base)


def ads_for(side: Side, view: ConfigView | None, context: AnalysisContext) -> tuple[ClassAd, ClassAd]:
    """(MY, TARGET) for an expression evaluated on ``side``."""
    machine = policy_machine_ad(view, context) if view is not None else sample_ad("machine", context).ad
    job = sample_ad("job", context).ad
    return (machine, job) if side.my == "machine" else (job, machine)


def value_text(value: Value | None) -> str:
    if value is None:
        return "not evaluated"
    if value is UNDEFINED:
        return "undefined"
    if isinstance(value, ErrorValue):
        return "error" + (f" ({value.reason})" if getattr(value, "reason", "") else "")
    if type(value) is float:
        return _real(value)
    try:
        return unparse_value(value)
    except Exception:
        return repr(value)


TextOf = Callable[[Expr], str]


def source_text_of(source: str | None, root: Expr) -> TextOf:
    """How to print a node: its own text when it belongs to ``root`` parsed from ``source``
    (the user's spelling), else the unparser's (nodes reached through ad attributes)."""
    if source is None:
        return unparse
    data = source.encode("utf-8", "surrogatepass")
    from .rules.expressions import walk

    own = {id(n) for n in walk(root)}

    def text_of(node: Expr) -> str:
        span = getattr(node, "span", None)
        if id(node) in own and span is not None and 0 <= span[0] <= span[1] <= len(data):
            return data[span[0]:span[1]].decode("utf-8", "replace")
        return unparse(node)

    return text_of


def _real(x: float) -> str:
    """A real as people write it (``0.05``), not the library's ``5.000000000000000E-02``."""
    text = repr(x)
    return text if any(c.isdigit() for c in text) else unparse_value(x)


def _operand_text(node: Expr, trace: Trace, text_of: TextOf) -> str:
    """An operand as written, with its value in parentheses when it is not a literal."""
    text = text_of(node)
    if isinstance(node, Literal):
        if (isinstance(node.value, float) and getattr(node, "spelling", None) is None
                and text == unparse(node)):
            return _real(node.value)  # a literal reached through an ad: printed as people write it
        return text
    value = trace.value(node)
    return f"{text} ({value_text(value)})" if value is not None else text


def _scope_words(culprit: Culprit) -> str:
    origin = culprit.origin
    if origin is None:
        return ""
    if origin.scope == "missing":
        return " (no ad defines it)"
    if origin.scope in ("MY", "TARGET"):
        return f" (from {origin.scope})"
    return ""


def describe(culprit: Culprit, trace: Trace, text_of: TextOf = unparse) -> str:
    """One sentence: ``KeyboardIdle (34) > 900 is false``."""
    node = culprit.node
    inner = node.expr if isinstance(node, Paren) else node
    if isinstance(inner, Binary):
        text = (f"{_operand_text(inner.left, trace, text_of)} {inner.op} "
                f"{_operand_text(inner.right, trace, text_of)}")
    elif isinstance(inner, Unary):
        operand = inner.operand
        value = None if isinstance(operand, Literal) else trace.value(operand)
        if value is not None:
            # ``!isUndefined(X) (true) is false`` reads as if the whole were true: the operand's
            # value goes after the sentence instead
            return (f"{inline(inner.op + text_of(operand), 160)} is {inline(value_text(culprit.value), 80)}, "
                    f"as {inline(text_of(operand), 120)} is {inline(value_text(value), 80)}{_scope_words(culprit)}")
        text = f"{inner.op}{_operand_text(operand, trace, text_of)}"
    else:
        text = text_of(node)
    return f"{inline(text, 160)} is {inline(value_text(culprit.value), 80)}{_scope_words(culprit)}"


@dataclass(frozen=True)
class Explained:
    value: Value
    reasons: tuple[str, ...]


def ad_clock(ad: ClassAd) -> float | None:
    """The ad's own clock, ``MyCurrentTime`` (when the daemon made the ad), if it is a positive
    number. A captured ad is evaluated at that moment: with today's time every timer
    (``time() - EnteredCurrentActivity`` ...) would count the days since the ad was captured."""
    expr = ad.lookup("MyCurrentTime")
    if expr is None:
        return None
    try:
        value, _ = evaluate_traced(expr, ad, None, now=time.time())
    except Exception:
        return None
    if isinstance(value, bool) or not isinstance(value, (int, float)) or value <= 0:
        return None
    return float(value)


def explain(expr: Expr, my: ClassAd, target: ClassAd, node: Expr | None = None,
            source: str | None = None) -> Explained:
    """Evaluate ``expr`` (MY, TARGET) and describe what decided the value of ``node`` (the whole
    expression by default). A node that short-circuiting skipped is evaluated on its own.
    ``time()`` is the clock of the machine ad among the two (see :func:`ad_clock`)."""
    now = ad_clock(my) or ad_clock(target) or time.time()
    value, trace = evaluate_traced(expr, my, target, now=now)
    focus = node if node is not None else expr
    if focus is not expr:
        entry = trace.get(focus)
        if entry is None:
            value, trace = evaluate_traced(focus, my, target, now=now)
        else:
            value = entry.value
    found = culprits(focus, trace)
    text_of = source_text_of(source, expr)
    reasons = tuple(describe(c, trace, text_of) for c in found
                    if not (c.node is focus and len(found) == 1 and isinstance(c.node, Literal)))
    return Explained(value, reasons)


def explanation_markdown(explained: Explained, side: Side, label: str = "Evaluates to",
                         ads: str | None = None) -> str:
    """``**Evaluates to** `false` (machine ad as MY, job as TARGET):`` and the reasons;
    ``ads`` replaces the words in parentheses."""
    ads = ads or f"sample {side.my} ad as MY, {side.target} ad as TARGET"
    head = f"**{label}** {inline(value_text(explained.value), 120)} ({ads})"
    reasons = explained.reasons[:MAX_CULPRIT_LINES]
    if not reasons:
        return head
    extra = len(explained.reasons) - len(reasons)
    lines = [f"- {r}" for r in reasons] + ([f"- … and {extra} more"] if extra > 0 else [])
    return head + ", because:\n" + "\n".join(lines)
