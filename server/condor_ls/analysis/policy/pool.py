"""Pool summary: which slots of a ``condor_status`` dump would run a job, and what keeps the
others from it.

For every job and every slot (with the config's startd policy published into the slot as the
single-slot preview does), a match needs both directions: the job's ``Requirements`` with the
job as MY and the slot as TARGET, and the slot's ``START`` and ``Requirements`` with the slot as
MY and the job as TARGET (the negotiator tests the slot's ``Requirements``, which the startd
builds from ``START``; the startd tests ``START`` again when the claim request arrives). The
summary counts the slots that match now and the slots that would match if they were idle
(``State``/``Activity`` set to Unclaimed/Idle), both split by the slots' current state, and how
``START`` evaluates. Reasons are ranked per top-level ``&&`` clause of the job's ``Requirements``
and of the slots' ``START``: how many slots the clause rejects on its own (its value is not
true), and for how many it is the only clause of its side that does; with a suggestion where the
clause compares an attribute with a value (:mod:`.suggestions`).

The work is split so that it can run in several processes: :class:`PoolCounter` turns slots
into :class:`PoolCounts` (plain, picklable, mergeable with :func:`merge_counts`), and
:func:`finish` turns counts into the :class:`PoolSummary`. :func:`summarize_pool` does both.

Speed comes from the lazy slot ads (:mod:`...classad.lazyad`) and from exact shortcuts:

* a clause chain is evaluated clause by clause (the reasons need every clause's value anyway)
  and the chain's value folded from them with ``&&`` (:func:`fold_and`, the value the whole
  expression gives, unless the chain nests so deep that the evaluator's depth limit could
  differ; such chains are evaluated whole);
* a clause of the slot's ``Requirements`` that is just ``START`` takes ``START``'s value;
* the other clauses of the slot's ``Requirements`` reuse the result of an earlier slot whose raw
  values under the attributes the evaluation read are the same (:mod:`...classad.readmemo`);
* "would match if idle" is evaluated again only for slots whose evaluations read ``State`` or
  ``Activity``: for the others the idle slot gives the same values.
"""
from __future__ import annotations

import time
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from ...classad.ad import ClassAd
from ...classad.ast import AttrRef, Binary, Expr, Literal, Paren
from ...classad.evaluator import DEFAULT_BUDGET, EvalState, new_state, run
from ...classad.lazyad import REMOVED, WHOLE_AD, LazyAd, ReadLog, Table, identity_pair, literal
from ...classad.operators import and_rest, as_bool
from ...classad.parser import parse_expr
from ...classad.readmemo import MISS, ReadMemo
from ...classad.unparse import unparse
from ...classad.values import UNDEFINED, ErrorValue, Value
from ...config.configset import ConfigSet
from ..samples import copy_ad
from .preview import UNPARSABLE, _publish
from .suggestions import Probe, add_sample, children, probe_for

__all__ = ["PoolSummary", "JobSummary", "Reason", "PoolCounts", "PoolCounter", "Publication",
           "publication", "summarize_pool", "merge_counts", "finish", "fold_and", "clauses_of", "clause_text",
           "category", "START_VALUES", "IDLE", "slot_time", "time_notes", "TIME_ATTRIBUTES"]

#: the categories ``start`` counts (see :func:`category`)
START_VALUES = ("true", "false", "undefined", "error")
#: the state and activity a slot is given for "would match if idle"
IDLE = ("Unclaimed", "Idle")
#: nesting below which clause-by-clause evaluation equals the whole expression's (the
#: evaluator's depth limit is 400; a clause deep in a long chain starts lower in the whole)
_FOLD_DEPTH = 300
#: slots between two progress reports
PROGRESS_STEP = 250

Progress = Callable[[int], None]


# -- results ---------------------------------------------------------------------------------------------

@dataclass(frozen=True)
class Reason:
    """One top-level clause: how many slots it rejects on its own (its value is not true), and
    for how many it is the only clause of its side doing so."""

    side: str              # "job" (the job's Requirements) or "slot" (the slot's START)
    clause: str
    rejects: int
    sole: int
    suggestion: str | None = None
    #: slots whose expression has this clause (every slot for the job's side)
    slots: int | None = None


@dataclass(frozen=True)
class JobSummary:
    job: str
    slots: int
    #: slots whose START and Requirements accept the job and whose ad the job accepts, now
    matched: int
    matched_by_state: dict[str, int]
    #: the same with every slot Unclaimed/Idle (split by the slots' current state)
    idle_matched: int
    idle_matched_by_state: dict[str, int]
    #: slots the job's Requirements accept / slots whose START and Requirements accept the job
    job_accepts: int
    slot_accepts: int
    start: dict[str, int]
    reasons: tuple[Reason, ...]


@dataclass(frozen=True)
class PoolSummary:
    slots: int
    #: slots per current state
    states: dict[str, int]
    jobs: tuple[JobSummary, ...]
    notes: tuple[str, ...] = ()


@dataclass
class JobCounts:
    """What one job accumulates over slots (plain data: picklable and mergeable)."""

    matched: Counter = field(default_factory=Counter)
    idle_matched: Counter = field(default_factory=Counter)
    job_accepts: int = 0
    slot_accepts: int = 0
    start: Counter = field(default_factory=Counter)
    #: per clause of the job's Requirements
    job_rejects: list[int] = field(default_factory=list)
    job_sole: list[int] = field(default_factory=list)
    job_samples: list[list] = field(default_factory=list)
    #: per clause text of the slots' START, in first-seen order
    slot_rejects: dict[str, int] = field(default_factory=dict)
    slot_sole: Counter = field(default_factory=Counter)
    slot_samples: dict[str, list] = field(default_factory=dict)
    #: per clause text of the slots' START: the slots whose START has it
    slot_seen: Counter = field(default_factory=Counter)


@dataclass
class PoolCounts:
    slots: int = 0
    states: Counter = field(default_factory=Counter)
    jobs: list[JobCounts] = field(default_factory=list)
    #: slots evaluated at the time their own ad carries (MyCurrentTime, else LastHeardFrom),
    #: and slots without one (evaluated at the fallback time)
    own_time: int = 0
    no_time: int = 0


# -- clauses and folding ------------------------------------------------------------------------------

def _strip(expr: Expr) -> Expr:
    while type(expr) is Paren:
        expr = expr.expr  # type: ignore[union-attr]
    return expr


def clauses_of(expr: Expr) -> list[Expr]:
    """The top-level ``&&`` clauses, left to right. The left operand of a chain is followed
    through parentheses (``(a && b) && c`` has three clauses); a right operand stays whole."""
    clauses: list[Expr] = []
    node = _strip(expr)
    while type(node) is Binary and node.op == "&&":  # type: ignore[union-attr]
        clauses.append(node.right)  # type: ignore[union-attr]
        node = _strip(node.left)  # type: ignore[union-attr]
    clauses.append(node)
    clauses.reverse()
    return clauses


def clause_text(clause: Expr) -> str:
    """How a clause is shown: its text without the parentheses around it."""
    return unparse(_strip(clause))


def _depth(expr: Expr) -> int:
    """Nesting depth of an expression tree (iteratively)."""
    deepest, stack = 0, [(expr, 1)]
    while stack:
        node, depth = stack.pop()
        deepest = max(deepest, depth)
        stack.extend((child, depth + 1) for child in children(node))
    return deepest


def and2(x: Value, y: Value) -> Value:
    """``x && y`` for values, as the evaluator combines them (``y`` already evaluated)."""
    tx = type(x)
    if tx is bool:
        if not x:
            return False
    elif tx is int or tx is float:
        if not x:
            return False
        x = True
    elif tx is ErrorValue:
        return x
    if x is True and type(y) is bool:
        return y
    return and_rest(x, y)


def fold_and(values: Sequence[Value]) -> Value:
    """The value of ``c1 && c2 && ...`` from the clauses' values (left to right, stopping
    where the evaluator's short circuit stops)."""
    result = values[0]
    for value in values[1:]:
        if result is False or type(result) is ErrorValue:
            return result
        result = and2(result, value)
    return result


def category(value: Value) -> str:
    """``true``/``false`` as the startd's boolean test reads the value (numbers count),
    ``undefined``, and ``error`` for errors and values of any other type."""
    truth = as_bool(value)
    if truth is not None:
        return "true" if truth else "false"
    return "undefined" if value is UNDEFINED else "error"


def _is_start_ref(clause: Expr) -> bool:
    node = _strip(clause)
    return (type(node) is AttrRef and node.base is None and not node.absolute  # type: ignore[union-attr]
            and node.name.lower() == "start")  # type: ignore[union-attr]


class _Chain:
    """An expression split into its top-level clauses."""

    __slots__ = ("expr", "clauses", "texts", "foldable", "probes", "start_refs", "memos")

    def __init__(self, expr: Expr, side: str | None) -> None:
        self.expr = expr
        self.clauses = clauses_of(expr)
        self.texts = [clause_text(c) for c in self.clauses]
        self.foldable = len(self.clauses) > 1 and _depth(expr) < _FOLD_DEPTH
        self.probes: list[Probe | None] = [probe_for(c, side) if side else None for c in self.clauses]
        self.start_refs = [_is_start_ref(c) for c in self.clauses]


# -- the config's knobs laid over the slots ------------------------------------------------------------

@dataclass
class Publication:
    """The config's policy knobs as the startd publishes them, as layers for the slot ads:
    ``now`` (with ``State``/``Activity`` when the caller fixes them) and ``idle``."""

    now: dict[str, object]
    idle: dict[str, object]
    notes: list[str]


def publication(configset: ConfigSet | None, state: str | None = None, activity: str | None = None) -> Publication:
    layer: dict[str, object] = {}
    notes: list[str] = []
    if configset is not None:
        scratch = ClassAd()
        texts = _publish(configset, scratch, None)
        layer.update((key, identity_pair(spelling, expr)) for key, (spelling, expr) in scratch._attrs.items())
        for key, text in texts.items():
            if key.startswith(UNPARSABLE):
                name = key[len(UNPARSABLE):]
                layer[name] = REMOVED
                notes.append(f"{name} does not parse as a ClassAd expression, the slots' own is not used: {text}")
    if state:
        layer["state"] = identity_pair("State", literal(state))
    if activity:
        layer["activity"] = identity_pair("Activity", literal(activity))
    idle = dict(layer)
    idle["state"] = identity_pair("State", literal(IDLE[0]))
    idle["activity"] = identity_pair("Activity", literal(IDLE[1]))
    return Publication(layer, idle, notes)


def _lay(ad: ClassAd, layer: dict[str, object]) -> None:
    for key, pair in layer.items():
        if pair is REMOVED:
            ad.remove(key)
        else:
            ad.set(pair[0], pair[1])  # type: ignore[index]


# -- counting ----------------------------------------------------------------------------------------------

def _run(st: EvalState, expr: Expr) -> Value:
    st.budget = DEFAULT_BUDGET
    return run(st, expr)


@dataclass
class _Pass:
    """The values one evaluation pass (now, or idle) produced for a slot and a job."""

    st_job: EvalState
    st_slot: EvalState
    job_values: list[Value]
    job_accepts: bool
    start_chain: _Chain | None
    start_values: list[Value]
    start: Value
    slot_accepts: bool


class _JobWork:
    """One job's chains, memos and counts."""

    def __init__(self, job: ClassAd, counts: JobCounts) -> None:
        self.job = job
        req = job.lookup("Requirements")
        self.chain = _Chain(req, "job") if req is not None else None
        self.counts = counts
        n = len(self.chain.clauses) if self.chain else 0
        if not counts.job_rejects:
            counts.job_rejects = [0] * n
            counts.job_sole = [0] * n
            counts.job_samples = [[] for _ in range(n)]
        self.memos: dict[tuple[int, int, int], ReadMemo] = {}
        #: whole outcomes of slots, by the raw values the slot's evaluations read
        self.slot_memo = ReadMemo()
        self.chain_memos: dict[tuple[int, int], list[ReadMemo]] = {}

    def memos_of(self, layer: object, chain: _Chain) -> list[ReadMemo]:
        """The memos of a chain's clauses, for one layer."""
        key = (id(layer), id(chain))
        memos = self.chain_memos.get(key)
        if memos is None:
            memos = self.chain_memos[key] = [self.memo(layer, chain, i) for i in range(len(chain.clauses))]
        return memos

    def memo(self, layer: object, owner: object, index: int) -> ReadMemo:
        """The memo of one evaluation: a clause (or whole chain, index -1) of a chain, or a
        probe's side; per layer, since the layer is an input of the evaluation."""
        key = (id(layer), id(owner), index)
        memo = self.memos.get(key)
        if memo is None:
            memo = self.memos[key] = ReadMemo()
        return memo


#: the attributes a slot's own time is read from, in order: the startd's clock when it published
#: the ad, then the collector's when it received it
TIME_ATTRIBUTES = ("mycurrenttime", "lastheardfrom")


class _SlotClock(float):
    """A slot's time that notes, in the slot's read log, each time the evaluation reads it.

    The evaluator reads the time only as ``float(now)`` (``time()``, ``absTime()``...) and
    ``int(now)`` (``CurrentTime``), so this is where an evaluation that depends on the time
    shows it: the read memo then treats the time as read from the attributes it came from, and
    reuses a result only for slots that carry the same time. An evaluation that never reads the
    time records nothing, and its result is shared across slots whatever their time."""

    __slots__ = ("table",)

    def __new__(cls, value: float, table: Table) -> "_SlotClock":
        clock = super().__new__(cls, value)
        clock.table = table
        return clock

    def _read(self) -> None:
        log = self.table.log
        if log is not None:
            log.keys.extend(TIME_ATTRIBUTES)

    def __float__(self) -> float:
        self._read()
        return float.__float__(self)

    def __int__(self) -> int:
        self._read()
        return float.__int__(self)


def slot_time(slot: ClassAd) -> float | None:
    """The time a slot's ad was published at: its ``MyCurrentTime``, else ``LastHeardFrom``
    (a number written in the ad), else None."""
    for name in TIME_ATTRIBUTES:
        expr = slot.lookup(name)
        value = expr.value if type(expr) is Literal else None  # type: ignore[union-attr]
        if type(value) in (int, float) and value == value and abs(value) < 1e15:
            return float(value)
    return None


class PoolCounter:
    """Counts slots for a fixed set of jobs; feed it slots, then take :attr:`counts`.

    With ``own_time`` (the default) each slot is evaluated at its own time (:func:`slot_time`),
    as the startd evaluated it when it published the ad; ``now`` is the time of slots that
    carry none, and of every slot when ``own_time`` is False."""

    def __init__(self, layers: Publication, jobs: Sequence[ClassAd], *, now: float, own_time: bool = True) -> None:
        self.layers = layers
        self.now = now
        self.own_time = own_time
        #: the time of the slot being counted
        self.clock: float = now
        self.counts = PoolCounts(jobs=[JobCounts() for _ in jobs])
        self.works = [_JobWork(job, counts) for job, counts in zip(jobs, self.counts.jobs)]
        self.chains: dict[int, _Chain] = {}

    def _chain(self, expr: Expr, side: str | None) -> _Chain:
        chain = self.chains.get(id(expr))
        if chain is None or chain.expr is not expr:
            chain = self.chains[id(expr)] = _Chain(expr, side)
        return chain

    def _prepared(self, slot: ClassAd, layer: dict[str, object]) -> ClassAd:
        """The slot with ``layer`` laid over it (a lazy ad shares the layer; others are copied)."""
        if isinstance(slot, LazyAd):
            slot.table.set_shared(layer)
            return slot
        copy = copy_ad(slot)
        _lay(copy, layer)
        return copy

    def add(self, slots: Sequence[ClassAd], progress: Progress | None = None) -> None:
        done = 0
        for slot in slots:
            self._add_one(slot)
            done += 1
            if progress is not None and done % PROGRESS_STEP == 0:
                progress(PROGRESS_STEP)
        if progress is not None and done % PROGRESS_STEP:
            progress(done % PROGRESS_STEP)

    def _add_one(self, raw_slot: ClassAd) -> None:
        layers = self.layers
        slot = self._prepared(raw_slot, layers.now)
        table = slot.table if isinstance(slot, LazyAd) else None
        if table is not None:
            table.remember(True)
        try:
            current = _state_of(slot)
            self.counts.slots += 1
            self.counts.states[current[0]] += 1
            self.clock = self._clock_of(slot, table)
            for work in self.works:
                self._add_for_job(work, slot, raw_slot, table, current)
        finally:
            if table is not None:
                table.remember(False)
                table.set_shared(layers.now)

    def _clock_of(self, slot: ClassAd, table: Table | None) -> float:
        if not self.own_time:
            return self.now
        own = slot_time(slot)
        if own is None:
            self.counts.no_time += 1
            own = self.now
        else:
            self.counts.own_time += 1
        # a lazy slot's results are reused by other slots: the clock marks where they read it
        return _SlotClock(own, table) if table is not None else own

    def _add_for_job(self, work: _JobWork, slot: ClassAd, raw_slot: ClassAd, table: Table | None,
                     current: tuple[str, str]) -> None:
        """Count one slot for one job: from an earlier slot that read the same raw values if
        there is one (the slot memo), else by evaluating."""
        if table is None:
            _apply(work.counts, self._outcome(work, slot, raw_slot, None, current, None), current[0])
            return
        outcome, _ = work.slot_memo.lookup(table)
        if outcome is MISS:
            log = ReadLog()
            outcome = self._outcome(work, slot, raw_slot, table, current, log)
            work.slot_memo.store(table, log, outcome)
        _apply(work.counts, outcome, current[0])  # type: ignore[arg-type]

    def _outcome(self, work: _JobWork, slot: ClassAd, raw_slot: ClassAd, table: Table | None,
                 current: tuple[str, str], log: ReadLog | None) -> _Outcome:
        """Everything one slot adds to one job's counts. With a table, every key read on the way
        (both passes, the suggestion probes) goes to ``log``."""
        layers = self.layers
        if table is not None:
            table.record(log)
        try:
            now_pass = self._both_ways(work, slot, layers.now, table, log)
            reads_state = _reads_state(log)
            matched = now_pass.job_accepts and now_pass.slot_accepts
            job_failing, job_samples = _failing(now_pass.job_values, work.chain, work, layers.now, table,
                                                now_pass.st_job, log)
            start_chain = now_pass.start_chain
            start_failing, start_samples = _failing(now_pass.start_values, start_chain, work, layers.now, table,
                                                    now_pass.st_slot, log)
            if current == IDLE or not reads_state:
                idle_match = matched
            else:
                idle_slot = self._prepared(raw_slot, layers.idle)
                try:
                    idle_pass = self._both_ways(work, idle_slot, layers.idle, table, log)
                finally:
                    if table is not None:
                        table.set_shared(layers.now)
                idle_match = idle_pass.job_accepts and idle_pass.slot_accepts
        finally:
            if table is not None:
                table.record(None)
        return _Outcome(now_pass.job_accepts, now_pass.slot_accepts, category(now_pass.start), matched, idle_match,
                        job_failing, tuple(start_chain.texts) if start_chain is not None else (), start_failing,
                        job_samples, start_samples)

    def _both_ways(self, work: _JobWork, slot: ClassAd, layer: dict[str, object], table: object,
                   log: ReadLog | None) -> _Pass:
        job, now = work.job, self.clock
        st_job = new_state(job, slot, now=now)
        chain = work.chain
        job_values = self._values(work, layer, chain, table, st_job, log) if chain is not None else []
        job_req = self._chain_value(work, layer, chain, job_values, table, st_job, log) if chain else UNDEFINED
        st_slot = new_state(slot, job, now=now)
        start_expr = slot.lookup("Start")
        start_chain = self._chain(start_expr, "slot") if start_expr is not None else None
        start_values: list[Value] = []
        start: Value = UNDEFINED
        if start_chain is not None:
            start_values = self._values(work, layer, start_chain, table, st_slot, log)
            start = self._chain_value(work, layer, start_chain, start_values, table, st_slot, log)
        slot_req: Value = True
        req_expr = slot.lookup("Requirements")
        if req_expr is not None:
            req_chain = self._chain(req_expr, None)
            if req_chain.foldable:
                values = [start if ref and start_chain is not None else _memo_run(memo, table, st_slot, clause, log)
                          for memo, clause, ref in zip(work.memos_of(layer, req_chain), req_chain.clauses,
                                                       req_chain.start_refs)]
                slot_req = fold_and(values)
            else:
                slot_req = _memo_run(work.memo(layer, req_chain, -1), table, st_slot, req_expr, log)
        return _Pass(st_job, st_slot, job_values, as_bool(job_req) is True, start_chain, start_values, start,
                     as_bool(start) is True and as_bool(slot_req) is True)

    @staticmethod
    def _values(work: _JobWork, layer: object, chain: _Chain, table: object, st: EvalState,
                log: ReadLog | None) -> list[Value]:
        return [_memo_run(memo, table, st, clause, log)
                for memo, clause in zip(work.memos_of(layer, chain), chain.clauses)]

    @staticmethod
    def _chain_value(work: _JobWork, layer: object, chain: _Chain, values: list[Value], table: object,
                     st: EvalState, log: ReadLog | None) -> Value:
        if chain.foldable:
            return fold_and(values)
        if len(values) == 1:
            return values[0]
        return _memo_run(work.memo(layer, chain, -1), table, st, chain.expr, log)


def _state_of(slot: ClassAd) -> tuple[str, str]:
    values = []
    for name in ("State", "Activity"):
        expr = slot.lookup(name)
        value = expr.value if type(expr) is Literal else None  # type: ignore[union-attr]
        values.append(value if type(value) is str else "")
    return values[0] or "Unknown", values[1]


def _memo_run(memo: ReadMemo, table: object, st: EvalState, expr: Expr, slot_log: ReadLog | None) -> Value:
    """``expr`` in the slot, reusing the result of a slot that read the same raw values; the
    keys read go to ``slot_log`` (the log the table records into while a pass runs, if any)."""
    if table is None:
        return _run(st, expr)
    hit, keys = memo.lookup(table)  # type: ignore[arg-type]
    if hit is not MISS:
        if slot_log is not None:
            slot_log.keys.extend(keys)
        return hit  # type: ignore[return-value]
    if not memo.enabled:
        return _run(st, expr)
    saved = table.log  # type: ignore[attr-defined]
    log = ReadLog()
    table.record(log)  # type: ignore[attr-defined]
    try:
        value = _run(st, expr)
    finally:
        table.record(saved)  # type: ignore[attr-defined]
    if saved is not None:
        saved.keys.extend(log.keys)
    memo.store(table, log, value)  # type: ignore[arg-type]
    return value


def _reads_state(log: ReadLog | None) -> bool:
    if log is None:
        return True
    keys = log.keys
    return "state" in keys or "activity" in keys or WHOLE_AD in keys


@dataclass(frozen=True, slots=True)
class _Outcome:
    """What one slot adds to one job's counts (the same for every slot that reads the same raw
    values, which is what lets the slot memo replay it)."""

    job_accepts: bool
    slot_accepts: bool
    start: str
    matched: bool
    idle_matched: bool
    #: indexes of the job's clauses that are not true
    job_failing: tuple[int, ...]
    #: the texts of the slot's START clauses, and the indexes of those not true
    start_texts: tuple[str, ...]
    start_failing: tuple[int, ...]
    #: (clause index, subject value key, bound value key) for the probes of failing clauses
    job_samples: tuple[tuple[int, tuple, tuple], ...]
    start_samples: tuple[tuple[int, tuple, tuple], ...]


def _failing(values: list[Value], chain: _Chain | None, work: _JobWork, layer: object, table: Table | None,
             st: EvalState, log: ReadLog | None) -> tuple[tuple[int, ...], tuple[tuple[int, tuple, tuple], ...]]:
    """The clauses of ``chain`` that are not true, and their probes' samples."""
    if chain is None:
        return (), ()
    failing = tuple(i for i, v in enumerate(values) if as_bool(v) is not True)
    samples = []
    for i in failing:
        probe = chain.probes[i]
        if probe is not None:
            samples.append((i, *probe.sample(_prober(work, layer, probe, table, st, log))))
    return failing, tuple(samples)


def _apply(counts: JobCounts, outcome: _Outcome, state: str) -> None:
    """Add one slot's outcome to a job's counts."""
    counts.job_accepts += outcome.job_accepts
    counts.slot_accepts += outcome.slot_accepts
    counts.start[outcome.start] += 1
    if outcome.matched:
        counts.matched[state] += 1
    if outcome.idle_matched:
        counts.idle_matched[state] += 1
    failing = outcome.job_failing
    for i in failing:
        counts.job_rejects[i] += 1
    if len(failing) == 1:
        counts.job_sole[failing[0]] += 1
    for i, subject, bound in outcome.job_samples:
        add_sample(counts.job_samples[i], subject, bound)
    texts = outcome.start_texts
    for text in texts:
        counts.slot_rejects.setdefault(text, 0)
    counts.slot_seen.update(texts)
    failing = outcome.start_failing
    for i in failing:
        counts.slot_rejects[texts[i]] += 1
    if len(failing) == 1:
        counts.slot_sole[texts[failing[0]]] += 1
    for i, subject, bound in outcome.start_samples:
        add_sample(counts.slot_samples.setdefault(texts[i], []), subject, bound)


def _prober(work: _JobWork, layer: object, probe: Probe, table: Table | None, st: EvalState,
            log: ReadLog | None) -> Callable[[Expr], Value]:
    """How a probe evaluates its two sides in this slot (reusing results as clauses do)."""
    def evaluate(node: Expr) -> Value:
        return _memo_run(work.memo(layer, probe, id(node)), table, st, node, log)
    return evaluate


# -- merging and finishing ------------------------------------------------------------------------------

def _merge_samples(into: list, other: list) -> None:
    if not other:
        return
    if not into:
        into.extend(Counter(c) for c in other)
        return
    for mine, theirs in zip(into, other):
        mine.update(theirs)


def merge_counts(into: PoolCounts, other: PoolCounts) -> PoolCounts:
    """Add ``other`` (counts of other slots for the same jobs) into ``into``."""
    into.slots += other.slots
    into.states.update(other.states)
    into.own_time += other.own_time
    into.no_time += other.no_time
    for mine, theirs in zip(into.jobs, other.jobs):
        mine.matched.update(theirs.matched)
        mine.idle_matched.update(theirs.idle_matched)
        mine.job_accepts += theirs.job_accepts
        mine.slot_accepts += theirs.slot_accepts
        mine.start.update(theirs.start)
        if not mine.job_rejects:
            mine.job_rejects, mine.job_sole = list(theirs.job_rejects), list(theirs.job_sole)
            mine.job_samples = [[] for _ in theirs.job_samples]
        else:
            mine.job_rejects = [a + b for a, b in zip(mine.job_rejects, theirs.job_rejects)]
            mine.job_sole = [a + b for a, b in zip(mine.job_sole, theirs.job_sole)]
        for samples, more in zip(mine.job_samples, theirs.job_samples):
            _merge_samples(samples, more)
        for text, n in theirs.slot_rejects.items():
            mine.slot_rejects[text] = mine.slot_rejects.get(text, 0) + n
        mine.slot_sole.update(theirs.slot_sole)
        mine.slot_seen.update(theirs.slot_seen)
        for text, more in theirs.slot_samples.items():
            _merge_samples(mine.slot_samples.setdefault(text, []), more)
    return into


def _job_label(job: ClassAd, index: int) -> str:
    """``Cluster.Proc`` when the ad has them, else the job's position in the file."""
    ids = []
    for name in ("ClusterId", "ProcId"):
        expr = job.lookup(name)
        value = expr.value if type(expr) is Literal else None  # type: ignore[union-attr]
        if type(value) is not int:
            return f"job {index + 1}"
        ids.append(str(value))
    return ".".join(ids)


def _slot_probe(text: str) -> Probe | None:
    try:
        return probe_for(parse_expr(text), "slot")
    except Exception:  # the text is our own unparse; a failure here only costs the suggestion
        return None


def finish(counts: PoolCounts, jobs: Sequence[ClassAd], notes: Sequence[str] = ()) -> PoolSummary:
    """The summary from the counts of all slots (``jobs`` as given to the counters)."""
    summaries = []
    for index, (job, jc) in enumerate(zip(jobs, counts.jobs)):
        reasons: list[Reason] = []
        req = job.lookup("Requirements")
        if req is not None:
            chain = _Chain(req, "job")
            for i, text in enumerate(chain.texts):
                probe = chain.probes[i]
                samples = jc.job_samples[i] if i < len(jc.job_samples) else []
                suggestion = probe.suggest(samples, job) if probe is not None else None
                rejects = jc.job_rejects[i] if i < len(jc.job_rejects) else 0
                sole = jc.job_sole[i] if i < len(jc.job_sole) else 0
                reasons.append(Reason("job", text, rejects, sole, suggestion, counts.slots))
        for text, rejects in jc.slot_rejects.items():
            samples = jc.slot_samples.get(text, [])
            probe = _slot_probe(text) if samples else None
            suggestion = probe.suggest(samples, job) if probe is not None else None
            reasons.append(Reason("slot", text, rejects, jc.slot_sole.get(text, 0), suggestion,
                                  jc.slot_seen.get(text, 0)))
        reasons.sort(key=lambda r: (-r.rejects, -r.sole))
        summaries.append(JobSummary(
            job=_job_label(job, index), slots=counts.slots,
            matched=sum(jc.matched.values()), matched_by_state=dict(jc.matched),
            idle_matched=sum(jc.idle_matched.values()), idle_matched_by_state=dict(jc.idle_matched),
            job_accepts=jc.job_accepts, slot_accepts=jc.slot_accepts,
            start={value: jc.start.get(value, 0) for value in START_VALUES},
            reasons=tuple(reasons)))
    return PoolSummary(counts.slots, dict(counts.states), tuple(summaries), tuple(notes))


def summarize_pool(configset: ConfigSet | None, slots: Sequence[ClassAd], jobs: Sequence[ClassAd], *,
                   now: float | None = None, state: str | None = None, activity: str | None = None,
                   progress: Progress | None = None) -> PoolSummary:
    """The pool summary of ``slots`` for each of ``jobs`` (see the module docs).

    ``state``/``activity``, when given, replace every slot's own. ``progress`` is called with
    the number of slots done since its last call. Lazy slot ads get the published knobs laid
    over them (and keep them); other ads are copied."""
    layers = publication(configset, state, activity)
    counter = PoolCounter(layers, jobs, now=time.time() if now is None else now, own_time=now is None)
    counter.add(slots, progress)
    return finish(counter.counts, jobs, tuple(layers.notes) + time_notes(counter.counts))


def time_notes(counts: PoolCounts) -> tuple[str, ...]:
    """What the summary says about the times slots were evaluated at."""
    if counts.own_time and counts.no_time:
        return (f"{counts.own_time} slots evaluated at their own MyCurrentTime, {counts.no_time} without one "
                "at the current time",)
    if counts.no_time and not counts.own_time:
        return ("no slot carries MyCurrentTime or LastHeardFrom: all evaluated at the current time",)
    return ()
