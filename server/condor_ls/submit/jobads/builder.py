"""Running condor_submit over a submit description: reading it (``submit_jobs`` in
condor_submit.V6/submit.cpp), queue statement by queue statement, and making each proc's job
ad (``SubmitHash::make_job_ad``) on demand.

The first proc is made from the base ad (``init_base_ad``) and becomes the cluster ad every
later proc is made against, as in HTCondor. The first proc after it in each queue statement
is made in full with every rule's reads and writes recorded (its *trace*); for the others a
rule is run again only when it read something that differs for that proc (a value that
depends on a queue variable or the ProcId, or an attribute an earlier rule rewrote for this
proc); otherwise its recorded writes are replayed.
"""
from __future__ import annotations

import os
import re
import threading
import time
from collections import OrderedDict
from collections.abc import Iterator, Mapping, Sequence
from typing import Any

from ...classad.ad import ClassAd, DerivedAd
from ...classad.ast import Expr, Literal
from ...config.text import Origin
from .. import commands
from ..queue import Mode
from . import foreach as fe_mod
from .api import DagVar, FileAccess, Problem, Source, SubmitOptions, default_user
from .context import Abort, Context, Kernel, ParamMemo, ReplayContext, StepLog, _same_literal, parse_old
from .fileaccess import RealFiles, RecordingFiles
from .hashtable import SubmitTable, submit_time_defaults
from .reader import QueueLine, ReadError, SubmitReader
from .steps import KERNELS, STEPS, set_universe
from .steps.common import MPI, PARALLEL
from .values import SPACE, is_valid_param_name, string_is_boolean, tokens

_LEVEL_PREFIX = re.compile(r"^(?:(?:ERROR|WARNING)\s*:\s*)+")

#: condor_submit's ``JobSubmitMethod`` (condor_submit itself; the bindings say 2, DAGMan 1)
SUBMIT_METHOD = 0
#: the versions the model claims, as the ads spell them
CLAIMED = {"25": "25.14.0", "24.0": "24.0.24"}
#: results kept for reuse (per text, path and options)
_MEMO_SIZE = 8
_memo: OrderedDict[tuple[Any, ...], tuple["Submission", RecordingFiles]] = OrderedDict()
_memo_lock = threading.Lock()
#: replay recorded rules for procs after the traced one (False: run every rule for every proc,
#: which the tests use to check that replaying changes nothing)
REPLAY = True
#: built procs one queue statement keeps (the most recently made): condor_submit forgets each proc
#: once it is sent, and a ``queue 1000000`` walked to its end would otherwise hold gigabytes
KEEP_PROCS = 1024


def build(text: str, path: str | None, options: SubmitOptions) -> "Submission":
    key = (text, path, options.key())
    with _memo_lock:
        hit = _memo.get(key)
        if hit is not None:
            _memo.move_to_end(key)
    if hit is not None and hit[1].still_valid(options.limits.max_file_chars):
        return hit[0]
    files = RecordingFiles(options.files or RealFiles())
    sub = Submission(text, path, options, files)
    with _memo_lock:
        _memo[key] = (sub, files)
        while len(_memo) > _MEMO_SIZE:
            _memo.popitem(last=False)
    return sub


def clear_memo() -> None:
    with _memo_lock:
        _memo.clear()


def spelling(key: str) -> str:
    """One name for every way of writing a submit key: a command and its alternate keys
    (``request_memory``/``RequestMemory``, ``output``/``Output``), ``+Foo`` and ``MY.Foo``."""
    low = key.strip().lower()
    if low.startswith("+"):
        return "my." + low[1:]
    if low.startswith("my."):
        return low
    found = commands.command(low)
    return found.name.lower() if found is not None else low


class ProcAdImpl:
    """One proc's job ad and where its attributes came from."""

    __slots__ = ("cluster", "proc", "item_index", "step", "variables", "ad", "failed", "_sources", "_base_sources",
                 "_queue")

    def __init__(self, queue: "QueueImpl", proc: int, item_index: int, step: int, variables: dict[str, str],
                 ad: ClassAd, sources: dict[str, tuple[Source, ...]], failed: bool,
                 base_sources: Mapping[str, tuple[Source, ...]] | None = None) -> None:
        self._queue = queue
        self.cluster = queue.sub.cluster
        self.proc = proc
        self.item_index = item_index
        self.step = step
        self.variables = variables
        self.ad = ad
        self._sources = sources
        #: the cluster's sources under this proc's own (a replayed proc records only its own)
        self._base_sources = base_sources
        self.failed = failed

    def sources(self, attribute: str) -> tuple[Source, ...]:
        low = attribute.lower()
        found = self._sources.get(low)
        if found is None and self._base_sources is not None:
            found = self._base_sources.get(low)
        return found or ()

    def attributes_from(self, key: str) -> tuple[str, ...]:
        low = spelling(key)
        out: list[str] = []
        for name, _expr in self.ad.items():
            if any(spelling(s.name) == low for s in self.sources(name)):
                out.append(name)
        return tuple(out)

    def macro(self, name: str) -> str | None:
        return self._queue.macro_for(self, name)

    def __repr__(self) -> str:
        return f"ProcAd({self.cluster}.{self.proc})"


class _Procs(Sequence[ProcAdImpl]):
    """A queue statement's procs, built as they are asked for."""

    def __init__(self, queue: "QueueImpl") -> None:
        self.queue = queue

    def __len__(self) -> int:
        return self.queue.built_count

    def __getitem__(self, index):  # type: ignore[no-untyped-def, override]
        if isinstance(index, slice):
            return [self[i] for i in range(*index.indices(len(self)))]
        n = len(self)
        if index < 0:
            index += n
        if not 0 <= index < n:
            raise IndexError(index)
        return self.queue.proc(index)

    def __iter__(self) -> Iterator[ProcAdImpl]:
        for i in range(len(self)):
            yield self.queue.proc(i)


class QueueImpl:
    """One queue statement: its items, and its procs (built lazily)."""

    def __init__(self, sub: "Submission", line: QueueLine, table: SubmitTable, expanded: str,
                 foreach: fe_mod.Foreach | None, first_proc: int) -> None:
        self.sub = sub
        self.table = table
        self.line = line
        self.origin = line.line.origin(0)
        self.end = line.line.origin(len(line.line.text))
        self.text = line.args
        self.expanded = expanded
        self.foreach = foreach
        self.first_proc = first_proc
        self.variables: tuple[str, ...] = tuple(foreach.variables) if foreach else ()
        self.items: tuple[str, ...] = ()
        self.repeat = 1
        self.count: int | None = 0
        self.unknown: str | None = None
        self.built_count = 0
        if foreach is not None:
            self.repeat = foreach.args.count if foreach.args.count is not None else 1
            if foreach.items:
                sel = [foreach.items[i] for i in range(len(foreach.items))
                       if _selected(foreach.args.slice, i, len(foreach.items))]
                self.items = tuple(sel)
            if foreach.unknown:
                self.unknown = foreach.unknown
                self.count = None
            else:
                self.count = foreach.proc_count()
                self.built_count = self.count
        self.procs: Sequence[ProcAdImpl] = _Procs(self)
        self._built: dict[int, ProcAdImpl] = {}
        #: the recorded rules of this statement's trace proc (None until it is built)
        self._trace: list[StepLog] | None = None
        self._trace_failed = False
        #: the replay schedule worked out by the first replayed proc (see ``_make_replayed``)
        self._plan: list[_Run | _Batch] | None = None
        #: submit values as the rules of replayed procs ask for them
        self.param_memo = ParamMemo()
        #: the fields of the first replayed proc's context (see ``Submission._replay_context``)
        self.replay_proto: dict[str, Any] | None = None

    @property
    def contains_base(self) -> bool:
        return self.first_proc == 0

    def proc(self, index: int) -> ProcAdImpl:
        with self.sub.lock:
            hit = self._built.get(index)
            if hit is not None:
                return hit
            built = self.sub.make_proc(self, index)
            kept = self._built
            kept[index] = built
            if len(kept) > KEEP_PROCS:
                del kept[next(iter(kept))]  # the oldest: walks go forward, so it is rarely asked again
            return built

    def macro_for(self, proc: ProcAdImpl, name: str) -> str | None:
        with self.sub.lock:
            self.sub.set_live(self, proc.proc, proc.item_index, proc.step, proc.variables)
            if self.table.lookup(name) is None:
                return None
            return self.table.expand(f"$({name})", self.sub.cluster_state.get("iwd") if self.sub.cluster_state
                                     else None)


def _selected(slc, ix: int, length: int) -> bool:  # type: ignore[no-untyped-def]
    """``qslice::selected``."""
    if slc is None:
        return 0 <= ix < length
    start = 0 if slc.start is None else (slc.start + length if slc.start < 0 else slc.start)
    end = length if slc.end is None else (slc.end + length if slc.end < 0 else slc.end)
    step = slc.step
    return start <= ix < end and (not step or (ix - start) % step == 0)


class Submission:
    """Everything condor_submit would do with one submit description (a :class:`JobAds`)."""

    def __init__(self, text: str, path: str | None, options: SubmitOptions, files: RecordingFiles) -> None:
        self.lock = threading.RLock()
        self.options = options
        self.version = "24.0" if options.version.startswith("24") else "25"
        self.v25 = self.version == "25"
        self.cluster = options.cluster
        self.files = files
        self.environ: Mapping[str, str] = dict(os.environ) if options.environ is None else options.environ
        self.cwd = options.cwd or os.getcwd()
        self.path = path or "<stdin>"
        self.submit_file = options.submit_file if options.submit_file is not None else (path or "")
        self.submit_time = options.submit_time if options.submit_time is not None else int(time.time())
        self.user = options.user or default_user(self.environ)
        self.problems: list[Problem] = []
        self.failed = False
        self.queues: list[QueueImpl] = []
        self.incomplete: str | None = None
        if options.config is not None:
            self.config = options.config
        else:
            from .config import lookup_for

            self.config = lookup_for(None, version=self.version, environ=self.environ, cwd=self.cwd)
        self.base_ad = ClassAd()
        self.base_state: dict[str, Any] = {}
        self.cluster_ad: ClassAd | None = None
        self.cluster_state: dict[str, Any] | None = None
        self.cluster_sources: dict[str, tuple[Source, ...]] = {}
        self.base_sources: dict[str, tuple[Source, ...]] = {}
        self._definitions: dict[str, Source] = {}
        try:
            self._read(text)
        except RecursionError:  # pragma: no cover - nesting is bounded well below this
            self._problem("error", "submit.internal", "the submit description nests too deeply", None)

    # ----------------------------------------------------------------- JobAds API
    def first(self) -> ProcAdImpl | None:
        for q in self.queues:
            if len(q.procs):
                return q.procs[0]
        return None

    def procs(self) -> Iterator[ProcAdImpl]:
        for q in self.queues:
            yield from q.procs

    def problems_for_all(self) -> list[Problem]:
        for _ in self.procs():
            if self.failed:
                break
        return self.problems

    def definition(self, name: str) -> Source | None:
        return self._definitions.get(name.lower())

    def paths_read(self) -> tuple[str, ...]:
        return tuple(dict.fromkeys(path for _kind, path in list(self.files.log)))

    # ----------------------------------------------------------------- problems
    def _problem(self, severity: str, code: str, message: str, origin: Origin | None, end: Origin | None = None,
                 proc: int | None = None, keys: tuple[str, ...] = (), fatal: bool = True) -> None:
        # some of condor_submit's messages carry their own "ERROR: " / "WARNING: " prefix
        text = _LEVEL_PREFIX.sub("", message.strip(SPACE)).strip(SPACE)
        p = Problem(severity, code, text, origin, end, proc, keys)  # type: ignore[arg-type]
        if severity == "error" and fatal:
            self.failed = True
        for old in self.problems:
            if old.code == p.code and old.message == p.message and old.origin == p.origin:
                return
        self.problems.append(p)

    def _locator(self, table: SubmitTable, queue: QueueImpl | None):  # type: ignore[no-untyped-def]
        def locate(keys: tuple[str, ...]) -> Problem:
            for key in keys:
                entry = table.entry_for(key)
                if entry is not None and entry.definition.origin is not None:
                    o = entry.definition.origin
                    return Problem("error", "", "", o, Origin(o.file, o.line, o.col + len(entry.name)), None,
                                   (entry.name,))
            if queue is not None:
                return Problem("error", "", "", queue.origin, queue.end, None, keys[:1])
            return Problem("error", "", "", None, None, None, keys[:1])
        return locate

    # ----------------------------------------------------------------- reading
    def _defaults(self) -> dict[str, str]:
        config = self.config
        values = {
            "ARCH": config("ARCH") or "", "OPSYS": config("OPSYS") or "", "OPSYSANDVER": config("OPSYSANDVER") or "",
            "OPSYSMAJORVER": config("OPSYSMAJORVER") or "", "OPSYSVER": config("OPSYSVER") or "",
            "SPOOL": config("SPOOL") or "", "IsLinux": "1", "IsWindows": "0",
            "Cluster": "1", "ClusterId": "1", "Process": "0", "ProcId": "0", "Row": "0", "ItemIndex": "0",
            "Step": "0", "Node": "", "JobId": "$(ClusterId).$(ProcId)",
            "Request_CPUs": "$(RequestCPUs)", "Request_Memory": "$(RequestMemory)",
            "VM_MEMORY": "$(Request_Memory)", "VM_VCPUS": "$(Request_CPUs)", "SUBMIT_FILE": self.submit_file,
        }
        if self.v25:
            values["TaskId"] = "0"
            values["JobListId"] = "$(ClusterId)"
        values.update(submit_time_defaults(self.submit_time))
        return values

    def _read(self, text: str) -> None:
        options = self.options
        limits = options.limits
        table = SubmitTable(self._defaults(), environ=self.environ, basename_suffix=self.v25)
        self.table = table
        self._init_base()
        for name, value in options.assignments:
            name = name.strip(SPACE)
            value = value.strip(SPACE)
            if len(name) > 1 and name[1] == "+":
                name = "MY." + name[1:]
            if not name or not is_valid_param_name(name):
                self._problem("error", "submit.bad-assignment", f"invalid attribute name '{name}' for attrib=value "
                              "assigment", None)
                return
            table.insert(name, value, None, "argument")
        for var in options.dag_vars:
            if not var.append:
                table.insert(var.name, var.value, None, "argument")

        def read_text(p: str) -> str | None:
            return self.files.read_text(p, limits.max_file_chars)

        reader = SubmitReader(table, text, self.path, read_text=read_text, cwd=self.cwd,
                              version=CLAIMED[self.version], templates=self._template,
                              max_depth=limits.max_include_depth)
        self.reader = reader
        got_queue = 0
        next_proc = 0
        total = 0
        appended_dag = False
        while True:
            try:
                line = reader.read_until_queue()
            except ReadError as err:
                self._flush_notices(reader)
                self._problem("error", err.code, err.message, err.origin, err.end)
                break
            self._flush_notices(reader)
            if line is None:
                break
            got_queue += 1
            if options.appended:
                try:
                    reader.parse_lines(list(options.appended), "append", "<append>")
                except ReadError as err:
                    self._problem("error", err.code, f"{err.message} (in an -append line)", None)
                    break
            if not appended_dag:
                appended_dag = True
                for var in options.dag_vars:
                    if var.append:
                        table.insert(var.name, var.value, None, "append")
            if got_queue == 1:
                self._record_definitions(table)
            queue = self._queue(line, reader, next_proc, limits)
            if queue is None:
                break
            self.queues.append(queue)
            if queue.count:
                room = max(limits.max_procs - total, 0)
                if queue.count > room:
                    queue.unknown = f"more procs than the limit of {limits.max_procs}"
                    self.incomplete = self.incomplete or queue.unknown
                    queue.built_count = room
                total += queue.built_count
                next_proc += queue.count
            for var in queue.variables:
                table.set_live(var, "<Queue_item>")
            if queue.unknown and queue.count is None:
                self.incomplete = self.incomplete or queue.unknown
                self._problem("warning", "submit.queue-command", f"{queue.unknown}: the procs of this queue statement "
                              "are unknown", queue.origin, queue.end, fatal=False)
        if reader.incomplete:
            self.incomplete = self.incomplete or reader.incomplete
        if not self.failed:
            if not got_queue:
                self._problem("error", "submit.no-queue", f"\"{self.submit_file or self.path}\" doesn't contain any "
                              "\"queue\" commands -- no jobs queued", None)
            elif not any(q.count for q in self.queues) and not self.incomplete:
                self._problem("warning", "submit.empty-queue", f"\"{self.submit_file or self.path}\" has only empty "
                              "\"queue\" commands -- no jobs queued", self.queues[0].origin if self.queues else None,
                              self.queues[0].end if self.queues else None)
            if got_queue > 1:
                q = self.queues[1] if len(self.queues) > 1 else None
                self._problem("warning", "submit.multiple-queue", "Use of multiple queue statements in a single submit "
                              "file is deprecated. This functionality will be removed in the 25.x feature series.",
                              q.origin if q else None, q.end if q else None)

    def _record_definitions(self, table: SubmitTable) -> None:
        for entry in table.items():
            self._definitions[entry.name.lower()] = Source(entry.name, entry.kind, entry.definition.origin)

    def _flush_notices(self, reader: SubmitReader) -> None:
        for n in reader.notices:
            self._problem(n.severity, n.code, n.message, n.origin, n.end, fatal=False)
        reader.notices.clear()

    def _template(self, name: str) -> str | None:
        """An administrator's submit template (``SUBMIT_TEMPLATE_NAMES``, ``SUBMIT_TEMPLATE_<name>``)."""
        names = self.config("SUBMIT_TEMPLATE_NAMES") or ""
        if name.lower() not in (n.lower() for n in tokens(names)):
            return None
        return self.config(f"SUBMIT_TEMPLATE_{name}")

    def _queue(self, line: QueueLine, reader: SubmitReader, next_proc: int, limits) -> QueueImpl | None:  # type: ignore[no-untyped-def]
        table = self.table
        origin = line.line.origin(0)
        end = line.line.origin(len(line.line.text))
        try:
            expanded = reader.expand(line.args, origin, end) if "$" in line.args else line.args
        except ReadError as err:
            # a macro function condor_submit stops on, met in the queue statement's arguments
            self._flush_notices(reader)
            self._problem("error", err.code, err.message, err.origin, err.end)
            return None
        self._flush_notices(reader)
        args, error = fe_mod.parse(expanded)
        if error:
            self._problem("error", "submit.invalid-queue", error, origin, end)
            return None
        inline: list[str] | None = None
        if args.items_source == "<":
            lines, closed = reader.item_lines()
            if not closed:
                self._problem("error", "submit.invalid-queue", "Reached end of file without finding closing brace ')' "
                              f"for Queue command on line {(origin.line + 1) if origin else 0}", origin, end)
                return None
            inline = [text for text, _ in lines]
        source = fe_mod.ItemSource(lambda p: self.files.read_text(p, limits.max_file_chars), self.files.list_dir,
                                   self.files.stat, self.cwd, limits.max_items, limits.max_glob_entries)
        glob_options = {
            "warn_empty": table.expand(table.lookup("SubmitWarnEmptyMatches") or table.lookup(
                "submit_warn_empty_matches") or "") or None,
            "fail_empty": table.expand(table.lookup("SubmitFailEmptyMatches") or table.lookup(
                "submit_fail_empty_matches") or "") or None,
            "warn_dups": table.expand(table.lookup("SubmitWarnDuplicateMatches") or table.lookup(
                "submit_warn_duplicate_matches") or "") or None,
            "allow_dups": table.expand(table.lookup("SubmitAllowDuplicateMatches") or table.lookup(
                "submit_allow_duplicate_matches") or "") or None,
            "match_dirs": table.expand(table.lookup("SubmitMatchDirectories") or table.lookup(
                "submit_match_directories") or "") or None,
        }
        foreach, error = fe_mod.load(args, inline, source, glob_options)
        for warning in foreach.warnings:
            self._problem("warning", "submit.queue-matches", warning, origin, end)
        if error:
            self._problem("error", "submit.queue-items", error, origin, end)
            return None
        snapshot = _snapshot(table)
        return QueueImpl(self, line, snapshot, expanded, foreach, next_proc)

    # ----------------------------------------------------------------- the base ad
    def _init_base(self) -> None:
        """``init_base_ad``: the attributes every job starts with."""
        ad = self.base_ad
        config = self.config

        def put(name: str, value: Any) -> None:
            ad.set(name, Literal(value))

        put("MyType", "Job")
        put("TargetType", "Machine")
        put("QDate", self.submit_time)
        put("JobSubmitMethod", SUBMIT_METHOD)
        for name in ("RemoteWallClockTime", "RemoteUserCpu", "RemoteSysCpu", "CumulativeRemoteUserCpu",
                     "CumulativeRemoteSysCpu"):
            put(name, 0.0)
        for name in ("ExitStatus", "NumCkpts", "NumJobStarts", "NumJobCompletions", "NumRestarts", "NumSystemHolds",
                     "CommittedTime", "CommittedSlotTime", "CumulativeSlotTime", "TotalSuspensions",
                     "LastSuspensionTime", "CumulativeSuspensionTime", "CommittedSuspensionTime"):
            put(name, 0)
        put("ExitBySignal", False)
        forced: list[str] = []
        names: dict[str, str] = {}
        for knob in ("SUBMIT_ATTRS", "SUBMIT_EXPRS", "SYSTEM_SUBMIT_ATTRS"):
            for name in tokens(config(knob) or ""):
                names.setdefault(name.lower(), name)
        for low in sorted(names):
            name = names[low]
            if name.startswith("+"):
                forced.append(name[1:])
                continue
            if name[:3].lower() == "my.":
                forced.append(name[3:])
                continue
            value = config(name)
            if not value:
                continue
            expr = parse_old(value)
            if expr is not None:
                ad.set(name, expr)
                self.base_sources[name.lower()] = (Source(name, "config"),)
        version = CLAIMED[self.version]
        text = f"$CondorVersion: {version} BuildID: condor-ls $"
        put("CondorVersion", text)
        if self.v25:
            put("SubmitVersion", text)
        arch = config("ARCH") or ""
        put("CondorPlatform", f"$CondorPlatform: {arch}-{config('OPSYSANDVER') or ''} $")
        self.base_state = {
            "forced_submit_attrs": tuple(forced),
            "insert_default_policy": _bool(config("SUBMIT_INSERT_DEFAULT_POLICY_EXPRS"), False),
            "use_default_resources": True,
            "allow_common_inputs": True,
            "disable_file_checks": True,
            "universe": 0,
        }

    # ----------------------------------------------------------------- making procs
    def set_live(self, queue: QueueImpl, proc: int, item_index: int, step: int, variables: Mapping[str, str],
                 universe: int | None = None) -> None:
        table = queue.table
        if universe is None:
            universe = (self.cluster_state or self.base_state).get("universe", 0)
        node = "#pArAlLeLnOdE#" if universe == PARALLEL else "#MpInOdE#" if universe == MPI else ""
        cluster = str(self.cluster)
        procid = str(proc)
        row = str(item_index)
        table.set_live_defaults((("cluster", "Cluster", cluster), ("clusterid", "ClusterId", cluster),
                                 ("process", "Process", procid), ("procid", "ProcId", procid), ("row", "Row", row),
                                 ("itemindex", "ItemIndex", row), ("step", "Step", str(step)), ("node", "Node", node)))
        if self.v25:
            table.set_default("TaskId", "0", live=True)
        for name, value in variables.items():
            table.set_live(name, value)

    def make_proc(self, queue: QueueImpl, index: int) -> ProcAdImpl:
        foreach = queue.foreach
        assert foreach is not None
        spot = foreach.proc_at(index)
        if spot is None:  # pragma: no cover - the count says otherwise
            raise IndexError(index)
        item_index, step, variables = spot
        procid = queue.first_proc + index
        if procid != 0 and self.cluster_ad is None:
            first = next((q for q in self.queues if q.count), None)
            if first is not None and (first is not queue or index != 0):
                first.proc(0)
        if procid == 0 or self.cluster_ad is None:
            return self._make_base(queue, index, item_index, step, variables)
        trace_index = 1 if queue.contains_base else 0
        if index == trace_index or queue._trace_failed:
            return self._make_traced(queue, index, item_index, step, variables, record=index == trace_index)
        if queue._trace is None:
            queue.proc(trace_index)
        if queue._trace is None or queue._trace_failed or not REPLAY:
            return self._make_traced(queue, index, item_index, step, variables, record=False)
        return self._make_replayed(queue, index, item_index, step, variables)

    def _context(self, queue: QueueImpl, ad: ClassAd, state: dict[str, Any], procid: int,
                 sources: dict[str, tuple[Source, ...]], replay: bool = False) -> Context:
        if replay:
            return ReplayContext(queue.table, ad, state, cluster=self.cluster, proc=procid, config=self.config,
                                 version=self.version, sources=sources, problems=[],
                                 locate=self._locator(queue.table, queue), files=self.files, environ=self.environ,
                                 submit_time=self.submit_time, user=self.user, cwd=self.cwd, mode=self.options.mode,
                                 memo=queue.param_memo)
        return Context(queue.table, ad, state, cluster=self.cluster, proc=procid, config=self.config,
                       version=self.version, sources=sources, problems=[], locate=self._locator(queue.table, queue),
                       files=self.files, environ=self.environ, submit_time=self.submit_time, user=self.user,
                       cwd=self.cwd, mode=self.options.mode)

    def _finish(self, ctx: Context) -> None:
        for p in ctx.problems:
            self._problem(p.severity, p.code, p.message, p.origin, p.end, p.proc, p.keys, fatal=False)
        if ctx.fatal:
            self.failed = True

    def _make_base(self, queue: QueueImpl, index: int, item_index: int, step: int,
                   variables: dict[str, str]) -> ProcAdImpl:
        procid = queue.first_proc + index
        self.set_live(queue, procid, item_index, step, variables)
        ad = DerivedAd()
        ad._attrs = dict(self.base_ad._attrs)  # noqa: SLF001 - its base is the cluster ad, made from it below
        state = dict(self.base_state)
        sources = dict(self.base_sources)
        ctx = self._context(queue, ad, state, procid, sources)
        failed = False
        try:
            ctx.begin("SetUniverse")
            set_universe(ctx)
            ctx.end_step()
            self.set_live(queue, procid, item_index, step, variables, state.get("universe", 0))
            ctx.begin("FileChecks")
            _file_checks(ctx)
            ctx.end_step()
            for name, fn, only25 in STEPS:
                if only25 and not self.v25:
                    continue
                ctx.begin(name)
                fn(ctx)
                ctx.end_step()
        except Abort:
            failed = True
        self._finish(ctx)
        ad.set("ClusterId", Literal(self.cluster))
        cluster = _copy(ad)
        cluster.remove("ProcId")
        # fold_job_into_base_ad: proc 0's own ad is cleared and given ProcId and JobStatus
        # afresh, so they are spelled so whatever spelling a +Attr line gave them
        for name in ("ProcId", "JobStatus"):
            value = ad.lookup(name)
            if value is not None:
                ad.remove(name)
                ad.set(name, value)
        self.cluster_ad = cluster
        ad.base = cluster
        ad.touched = {"procid"}
        self.cluster_state = dict(state)
        self.cluster_sources = dict(sources)
        if failed:
            self.failed = True
        return ProcAdImpl(queue, procid, item_index, step, variables, ad, sources, failed)

    def _make_traced(self, queue: QueueImpl, index: int, item_index: int, step: int, variables: dict[str, str],
                     record: bool) -> ProcAdImpl:
        assert self.cluster_ad is not None and self.cluster_state is not None
        procid = queue.first_proc + index
        self.set_live(queue, procid, item_index, step, variables)
        ad = DerivedAd(self.cluster_ad)
        state = dict(self.cluster_state)
        sources = dict(self.cluster_sources)
        ctx = self._context(queue, ad, state, procid, sources)
        logs: list[StepLog] = []
        failed = False
        try:
            logs.append(ctx.begin("FileChecks"))
            _file_checks(ctx)
            ctx.end_step()
            for name, fn, only25 in STEPS:
                if only25 and not self.v25:
                    continue
                logs.append(ctx.begin(name))
                fn(ctx)
                ctx.end_step()
        except Abort:
            failed = True
        self._finish(ctx)
        if record:
            queue._trace = logs
            queue._trace_failed = failed
        if failed:
            self.failed = True
        return ProcAdImpl(queue, procid, item_index, step, variables, ad, sources, failed)

    def _make_replayed(self, queue: QueueImpl, index: int, item_index: int, step: int,
                       variables: dict[str, str]) -> ProcAdImpl:
        """A proc after the traced one: rules whose inputs may differ run again, the others'
        recorded changes are applied. The first such proc works out which rules run again (a
        rule that read a per-proc value, or an attribute or state a re-run rule changed) and
        folds the changes of the rules in between into batches, dropping those that leave the
        cluster ad as it is; the next procs follow that plan while every re-run rule changes no
        more than it did then, and fall back to judging rule by rule when one does."""
        assert self.cluster_ad is not None and self.cluster_state is not None and queue._trace is not None
        procid = queue.first_proc + index
        self.set_live(queue, procid, item_index, step, variables)
        ad = DerivedAd(self.cluster_ad)
        state = dict(self.cluster_state)
        sources: dict[str, tuple[Source, ...]] = {}  # this proc's own, over the cluster's
        ctx = self._replay_context(queue, ad, state, procid, sources)
        steps = _STEP_FUNCS if self.v25 else _STEP_FUNCS_24
        failed = False
        try:
            if queue._plan is None:
                made = self._replay_by_rule(queue._trace, ctx, steps, record=True)
                assert made is not None
                queue._plan = self._fold_plan(made)
            else:
                self._replay_by_plan(queue, ctx, steps)
        except Abort:
            failed = True
        self._finish(ctx)
        if failed:
            self.failed = True
        return ProcAdImpl(queue, procid, item_index, step, variables, ad, sources, failed, self.cluster_sources)

    def _replay_context(self, queue: QueueImpl, ad: ClassAd, state: dict[str, Any], procid: int,
                        sources: dict[str, tuple[Source, ...]]) -> ReplayContext:
        """A :class:`ReplayContext` for one proc, made from the queue statement's first one
        (what does not change between procs is copied, not computed again)."""
        proto = queue.replay_proto
        if proto is None:
            first = self._context(queue, ad, state, procid, sources, replay=True)
            queue.replay_proto = dict(first.__dict__)
            return first  # type: ignore[return-value]
        ctx = ReplayContext.__new__(ReplayContext)
        fields = ctx.__dict__
        fields.update(proto)
        fields.update(ad=ad, state=state, _proc=procid, sources=sources, problems=[], log=None, fatal=False,
                      aborted=False, _reads=[], _read_via={}, _memo=queue.param_memo.for_table(queue.table))
        return ctx

    def _replay_by_rule(self, logs: list[StepLog], ctx: Context, steps: Mapping[str, Any], *, record: bool,
                        tainted: set[str] | None = None, tainted_state: set[str] | None = None
                        ) -> list[_Run | _Batch | _Guard] | None:
        """Replay ``logs`` deciding rule by rule; with ``record``, return the plan this makes
        (its batches not folded yet: :meth:`_fold_plan`)."""
        ad, state, sources = ctx.ad, ctx.state, ctx.sources
        tainted = set() if tainted is None else tainted
        tainted_state = set() if tainted_state is None else tainted_state
        plan: list[_Run | _Batch | _Guard] = []
        for log in logs:
            guarded = [d for d in log.derived if d[0] in tainted]
            if (log.live or (log.attrs_read & tainted) or (log.state_read & tainted_state)
                    or any(ctx.derived_fact(attr, how) != fact for attr, how, fact in guarded)):
                ctx.begin(log.name)
                steps[log.name](ctx)
                ctx.end_step()
                assert ctx.log is not None
                written, differs, state_written, state_differs = _changes(log, ctx.log)
                tainted |= differs
                tainted_state |= state_differs
                if record:
                    plan.append(_Run(log, written, differs, state_written, state_differs))
                continue
            _apply(log, ad, sources, state)
            if record:
                if guarded:
                    plan.append(_Guard(log, guarded))
                elif plan and isinstance(plan[-1], _Batch):
                    plan[-1].logs.append(log)
                else:
                    plan.append(_Batch([log]))
        return plan if record else None

    def _kernel_of(self, plan: list[_Run | _Batch | _Guard], position: int, ctx: Context) -> _KernelUse | None:
        """The kernel of the rule at ``position`` of ``plan``, if it has one and the plan allows
        it: nothing the rule read from the ad or condor_submit's state may differ from the traced
        proc at that point (only its submit values do), and its traced run reported nothing and
        changed no state."""
        item = plan[position]
        assert isinstance(item, _Run) and self.cluster_ad is not None
        trace = item.log
        maker = KERNELS.get(trace.name)
        if maker is None or trace.problems or trace.aborted or trace.state_writes or not isinstance(ctx, ReplayContext):
            return None
        tainted: set[str] = set()
        tainted_state: set[str] = set()
        dirty: set[str] = set()
        for earlier in plan[:position]:
            if isinstance(earlier, _Run):
                tainted |= earlier.differs
                tainted_state |= earlier.state_differs
                dirty |= earlier.written
            elif isinstance(earlier, _Guard):
                tainted |= {w[0].lower() for w in earlier.log.writes}
                tainted_state |= {name for name, _ in earlier.log.state_writes}
                dirty |= {w[0].lower() for w in earlier.log.writes}
            else:
                dirty |= earlier.keys | earlier.sources.keys()
        if trace.attrs_read & tainted or trace.state_read & tainted_state or any(d[0] in tainted for d in trace.derived):
            return None
        run = maker(trace, ctx)
        return None if run is None else _KernelUse(run, trace, dirty, self.cluster_ad, self.cluster_sources)

    def _fold_plan(self, plan: list[_Run | _Batch | _Guard]) -> list[_Run | _Batch | _Guard]:
        """Fold each batch of ``plan`` into the changes it makes to the cluster ad."""
        # what may differ from the cluster ad at each point of the plan: a change that sets what
        # the cluster ad has can be left out only where nothing before it changed that attribute
        dirty: set[str] = set()
        dirty_sources: set[str] = set()
        dirty_state: set[str] = set()
        assert self.cluster_ad is not None and self.cluster_state is not None
        for item in plan:
            if isinstance(item, _Batch):
                item.fold(self.cluster_ad, self.cluster_sources, self.cluster_state, dirty, dirty_sources, dirty_state)
                continue
            written = item.written if isinstance(item, _Run) else frozenset(w[0].lower() for w in item.log.writes)
            state_written = (item.state_written if isinstance(item, _Run)
                             else frozenset(name for name, _ in item.log.state_writes))
            dirty |= written
            dirty_sources |= written
            dirty_state |= state_written
        return plan

    def _replay_by_plan(self, queue: QueueImpl, ctx: Context, steps: Mapping[str, Any]) -> None:
        plan = queue._plan
        assert plan is not None
        ad, state, sources = ctx.ad, ctx.state, ctx.sources
        attrs = ad._attrs  # noqa: SLF001 - batches are applied as the ad's own set() would
        touched = ad.touched  # type: ignore[attr-defined]
        tainted: set[str] = set()
        tainted_state: set[str] = set()
        for position, item in enumerate(plan):
            kind = item.__class__
            if kind is _Batch:
                if item.empty:
                    continue
                for key, spelling, expr in item.sets:
                    if expr is None:
                        attrs.pop(key, None)
                    else:
                        old = attrs.get(key)
                        attrs[key] = (old[0] if old else spelling, expr)
                touched |= item.keys
                if item.sources:
                    sources.update(item.sources)
                if item.state:
                    state.update(item.state)
                continue
            if kind is _Guard:
                if all(ctx.derived_fact(attr, how) == fact for attr, how, fact in item.checks):
                    _apply(item.log, ad, sources, state)
                    continue
                self._replay_by_rule(_rest(plan, position), ctx, steps, record=False, tainted=tainted,
                                     tainted_state=tainted_state)
                return
            kernel = item.kernel
            if kernel is None:
                kernel = item.kernel = self._kernel_of(plan, position, ctx) or False
            replaced = kernel.run(ctx) if kernel else None  # type: ignore[union-attr]
            if replaced is not None:  # the traced writes, some of them with this proc's values
                quick = kernel.apply(ctx, replaced)  # type: ignore[union-attr]
            else:
                ctx.begin(item.log.name)
                steps[item.log.name](ctx)
                ctx.end_step()
                assert ctx.log is not None
                quick = _quick_differs(item.log, ctx.log)
            if quick is not None:  # the same attributes set in the same order: only values differ
                if quick <= item.differs and item.trace_within:
                    tainted |= quick
                    continue
                written = frozenset(w[0].lower() for w in item.log.writes)
                differs, state_written, state_differs = quick, item.state_written, frozenset()
            else:
                written, differs, state_written, state_differs = _changes(item.log, ctx.log)
            tainted |= differs
            tainted_state |= state_differs
            if not (written <= item.written and differs <= item.differs and state_written <= item.state_written
                    and state_differs <= item.state_differs):
                # this proc changes more than the plan foresaw: widen the plan from here (the
                # rule's changes, and which later rules they make run again) for the next procs
                widened = _Run(item.log, item.written | written, item.differs | differs,
                               item.state_written | state_written, item.state_differs | state_differs)
                for earlier in plan[:position]:
                    if isinstance(earlier, _Run):
                        tainted |= earlier.differs
                        tainted_state |= earlier.state_differs
                tainted |= widened.differs
                tainted_state |= widened.state_differs
                rest = self._replay_by_rule(_rest(plan, position + 1), ctx, steps, record=True, tainted=tainted,
                                            tainted_state=tainted_state)
                assert rest is not None
                queue._plan = self._fold_plan(plan[:position] + [widened] + rest)
                return


class _KernelUse:
    """A rule's kernel in a plan, and which of the traced writes a proc must repeat when the
    kernel leaves them as they were (those that would leave the ad and its sources as the
    cluster's are skipped)."""

    __slots__ = ("run", "writes")

    def __init__(self, run: Kernel, trace: StepLog, dirty: set[str], cluster: ClassAd,
                 cluster_sources: Mapping[str, tuple[Source, ...]]) -> None:
        self.run = run
        base = cluster._attrs  # noqa: SLF001
        seen: set[str] = set()
        #: (lower-case name, attribute, traced expression, sources, whether it must be written
        #: when the kernel leaves it as traced)
        self.writes: list[tuple[str, str, Expr | None, tuple[Source, ...], bool]] = []
        for attr, expr, srcs in trace.writes:
            key = attr.lower()
            entry = base.get(key)
            idle = (key not in dirty and key not in seen and entry is not None and expr is not None
                    and (entry[1] is expr or _same_literal(entry[1], expr)) and cluster_sources.get(key) == srcs)
            seen.add(key)
            self.writes.append((key, attr, expr, srcs, not idle))

    def apply(self, ctx: Context, replaced: list[Expr | None]) -> frozenset[str]:
        """Write the rule's writes for this proc (as :meth:`ReplayContext.put` would); the
        attributes it set otherwise than the traced proc."""
        differs: list[str] = []
        ad = ctx.ad
        attrs = ad._attrs  # noqa: SLF001
        base = ad.base._attrs  # type: ignore[attr-defined]  # noqa: SLF001
        touched = ad.touched  # type: ignore[attr-defined]
        sources = ctx.sources
        for (key, attr, expr, srcs, needed), value in zip(self.writes, replaced):
            if value is None:
                if not needed:
                    continue
                value = expr
                if value is None:
                    ctx.put(attr, None, srcs)  # type: ignore[attr-defined]
                    continue
            elif value is not expr:
                if type(value) is Literal and type(expr) is Literal:  # noqa: E721 - the common case, inline
                    if type(value.value) is not type(expr.value) or value.value != expr.value:  # type: ignore[union-attr]
                        differs.append(key)
                elif not _same(value, expr):
                    differs.append(key)
            old = attrs.get(key)
            spelling = old[0] if old else attr
            entry = base.get(key)
            if entry is not None and entry[0] == spelling:
                theirs = entry[1]
                if theirs is value or (type(theirs) is Literal and type(value) is Literal  # noqa: E721
                                       and type(theirs.value) is type(value.value)  # type: ignore[union-attr]
                                       and theirs.value == value.value  # type: ignore[union-attr]
                                       and theirs.spelling == value.spelling):  # type: ignore[union-attr]
                    attrs[key] = entry  # the cluster ad's own entry (as _same_literal judges)
                    sources[key] = srcs
                    continue
            attrs[key] = (spelling, value)
            touched.add(key)
            sources[key] = srcs
        return frozenset(differs) if differs else _NOTHING


class _Run:
    """A rule every replayed proc runs again, and what it changed when the plan was made
    (``written``: every attribute it set; ``differs``: those it set otherwise than the traced
    proc, which make the rules that read them run again too)."""

    __slots__ = ("log", "written", "differs", "state_written", "state_differs", "trace_within", "kernel")

    def __init__(self, log: StepLog, written: frozenset[str], differs: frozenset[str],
                 state_written: frozenset[str], state_differs: frozenset[str]) -> None:
        self.log = log
        self.written = written
        self.differs = differs
        self.state_written = state_written
        self.state_differs = state_differs
        #: what the traced proc's run set is within what the plan foresaw (a proc that sets the
        #: same as the traced one stays within the plan)
        self.trace_within = ({w[0].lower() for w in log.writes} <= written
                             and {name for name, _ in log.state_writes} <= state_written)
        #: the rule's kernel (None: not looked for yet; False: none)
        self.kernel: _KernelUse | None | bool = None


class _Guard:
    """A rule replayed while the facts it drew from re-set attributes are unchanged."""

    __slots__ = ("log", "checks")

    def __init__(self, log: StepLog, checks: list[tuple[str, Any, Any]]) -> None:
        self.log = log
        self.checks = checks


def _rest(plan: list[_Run | _Batch | _Guard], start: int) -> list[StepLog]:
    out: list[StepLog] = []
    for item in plan[start:]:
        if isinstance(item, _Batch):
            out.extend(item.logs)
        else:
            out.append(item.log)
    return out


def _apply(log: StepLog, ad: ClassAd, sources: dict[str, tuple[Source, ...]], state: dict[str, Any]) -> None:
    """A rule's recorded changes."""
    for attr, expr, srcs in log.writes:
        if expr is None:
            ad.remove(attr)
        else:
            ad.set(attr, expr)
        sources[attr.lower()] = srcs
    for name, value in log.state_writes:
        state[name] = value


def _same(a: Any, b: Any) -> bool:
    """The same value or expression (shared parses are the same object; literals compare by
    type and value, so 1 is not true)."""
    if a is b:
        return True
    if isinstance(a, Literal) and isinstance(b, Literal):
        return type(a.value) is type(b.value) and a.value == b.value
    if isinstance(a, (str, int, float, bool)) and type(a) is type(b):
        return a == b
    return False


def _quick_differs(trace: StepLog, now: StepLog) -> frozenset[str] | None:
    """The attributes a re-run rule set otherwise than for the traced proc, when it set the
    same attributes in the same order and the same state as then (else None)."""
    before, after = trace.writes, now.writes
    if len(before) != len(after) or trace.state_writes != now.state_writes:
        return None
    differs: list[str] = []
    for (attr, expr, _), (attr2, expr2, _) in zip(before, after):
        if attr != attr2:
            return None
        if expr is expr2:
            continue
        if (type(expr) is Literal and type(expr2) is Literal and type(expr.value) is type(expr2.value)
                and expr.value == expr2.value):
            continue
        if not _same(expr, expr2):
            differs.append(attr.lower())
    return frozenset(differs) if differs else _NOTHING


def _changes(trace: StepLog, now: StepLog) -> tuple[frozenset[str], frozenset[str], frozenset[str], frozenset[str]]:
    """What a re-run rule set (attributes, state), and which of those differ from what it set
    for the traced proc (an attribute or state it set then and not now differs too)."""
    before = {attr.lower(): expr for attr, expr, _ in trace.writes}
    after = {attr.lower(): expr for attr, expr, _ in now.writes}
    differs = {k for k, v in after.items() if k not in before or not _same(v, before[k])}
    differs |= before.keys() - after.keys()
    state_before = dict(trace.state_writes)
    state_after = dict(now.state_writes)
    state_differs = {k for k, v in state_after.items() if k not in state_before or not _same(v, state_before[k])}
    state_differs |= state_before.keys() - state_after.keys()
    return frozenset(after), frozenset(differs), frozenset(state_after), frozenset(state_differs)


class _Batch:
    """Consecutive rules whose recorded changes are applied, folded into one set of changes."""

    __slots__ = ("logs", "sets", "keys", "sources", "state", "empty")

    def __init__(self, logs: list[StepLog]) -> None:
        self.logs = logs
        self.sets: list[tuple[str, str, Expr | None]] = []
        #: the names ``sets`` changes
        self.keys: frozenset[str] = frozenset()
        #: nothing to do (every change leaves what the cluster has)
        self.empty = False
        self.sources: dict[str, tuple[Source, ...]] = {}
        self.state: dict[str, Any] = {}

    def fold(self, cluster: ClassAd, cluster_sources: Mapping[str, tuple[Source, ...]],
             cluster_state: Mapping[str, Any], dirty: set[str], dirty_sources: set[str],
             dirty_state: set[str]) -> None:
        """Merge the logs' changes (no rule reads between them), leaving out those that set
        what the cluster ad has where nothing earlier in the plan may have changed it; the
        ``dirty`` sets say what may differ from the cluster ad, before and after this batch.
        Folding again (in a widened plan) starts afresh."""
        self.sets = []
        self.sources = {}
        self.state = {}
        final: dict[str, tuple[str, Expr | None]] = {}
        final_sources: dict[str, tuple[Source, ...]] = {}
        final_state: dict[str, Any] = {}
        for log in self.logs:
            for attr, expr, srcs in log.writes:
                key = attr.lower()
                final[key] = (attr, expr)
                final_sources[key] = srcs
            for name, value in log.state_writes:
                final_state[name] = value
        attrs = cluster._attrs  # noqa: SLF001
        for key, (spelling, expr) in final.items():
            old = attrs.get(key)
            same = (expr is None and old is None) or (old is not None and expr is not None and _same(old[1], expr))
            if same and key not in dirty:
                continue
            self.sets.append((key, spelling, expr))
            if same:
                dirty.discard(key)
            else:
                dirty.add(key)
        self.keys = frozenset(key for key, _, _ in self.sets)
        for key, srcs in final_sources.items():
            same = cluster_sources.get(key) == srcs
            if same and key not in dirty_sources:
                continue
            self.sources[key] = srcs
            if same:
                dirty_sources.discard(key)
            else:
                dirty_sources.add(key)
        for name, value in final_state.items():
            same = _same(cluster_state.get(name, _MISSING), value)
            if same and name not in dirty_state:
                continue
            self.state[name] = value
            if same:
                dirty_state.discard(name)
            else:
                dirty_state.add(name)
        self.empty = not (self.sets or self.sources or self.state)


_MISSING = object()
_NOTHING: frozenset[str] = frozenset()


def _file_checks(c: Context) -> None:
    """``skip_filechecks`` (read at the start of every proc)."""
    value = c.param("skip_filechecks")
    if value and value.lower() != "warn" and string_is_boolean(value) is None:
        # condor_submit's message names the keyword by its C macro (submit_utils.cpp spells
        # "SUBMIT_CMD_skip_filechecks" inside the format string): kept, it is what users see
        c.fail("submit.not-boolean", f"SUBMIT_CMD_skip_filechecks={value} is invalid, must be 'warn' or a boolean",
               ("skip_filechecks",))


_STEP_FUNCS = {"FileChecks": _file_checks, **{name: fn for name, fn, _ in STEPS}}
_STEP_FUNCS_24 = {"FileChecks": _file_checks, **{name: fn for name, fn, only25 in STEPS if not only25}}


def _bool(text: str | None, default: bool) -> bool:
    if not text:
        return default
    value = string_is_boolean(text)
    return default if value is None else value


def _copy(ad: ClassAd) -> ClassAd:
    new = ClassAd()
    new._attrs = dict(ad._attrs)  # noqa: SLF001 - a shallow copy shares the immutable expressions
    return new


def _snapshot(table: SubmitTable) -> SubmitTable:
    """A copy of the table as it is at a queue statement (later lines do not change it)."""
    copy = SubmitTable.__new__(SubmitTable)
    copy.__dict__.update(table.__dict__)
    copy.entries = {k: _entry_copy(v) for k, v in table.entries.items()}
    copy.defaults = dict(table.defaults)
    copy._default_defs = {}
    copy.live_versions = dict(table.live_versions)
    copy._cache = {}
    copy._cache_generation = -1
    # caches that hold entries: the copy's own (sharing them would hand out the original's)
    copy._resolved = {}
    copy._resolved_generation = -1
    copy._sorted_keys = None
    copy._attribute_entries = None
    # the copy shares the entries' definitions: neither table may now update one in place
    copy._own_live = {}
    table._own_live = {}
    from ...config.expander import Expander

    copy.expander = Expander(copy._lookup_definition, environ=table.expander.environ, rng=table.expander.rng,
                             limits=table.expander.limits)
    copy.expander.basename_suffix = table.expander.basename_suffix
    copy.expander.choice_skips_empty = table.expander.choice_skips_empty
    return copy


def _entry_copy(entry):  # type: ignore[no-untyped-def]
    from .hashtable import Entry

    return Entry(entry.name, entry.definition, entry.kind, entry.used)


__all__ = ["build", "clear_memo", "Submission", "DagVar", "FileAccess"]
