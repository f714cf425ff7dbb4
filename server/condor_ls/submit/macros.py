"""Macros in a submit file: the names condor_submit defines itself, and a small expander.

condor_submit expands ``$(NAME)`` when it builds each job, so a value's final text depends on
the queue statement and on the job number. The expander here only substitutes what is certain
from the file alone: a macro assigned exactly once, a predefined name whose value is only a
placeholder of the right shape (``$(Process)`` is some integer), and ``$(NAME:default)``
defaults. Anything else (queue variables, ``$ENV()``, macros assigned in several places) makes
the expansion unknown, and rules then leave the value alone rather than guess.
"""
from __future__ import annotations

from dataclasses import dataclass

from ..config.scanner import Func, iter_macros
from .directives import Kind, SourceText, SubmitFile

#: names condor_submit defines before reading the file (its table of submit defaults plus the
#: per-job names it sets while queueing), lower-cased -> a stand-in of the same shape, or None
#: when no stand-in is safe to expand
PREDEFINED: dict[str, str | None] = {
    "cluster": "1", "clusterid": "1", "process": "0", "procid": "0", "node": "0", "step": "0",
    "row": "0", "itemindex": "0", "taskid": "0",
    "jobid": None, "joblistid": None,
    "arch": '"X86_64"', "opsys": '"LINUX"', "opsysandver": None, "opsysmajorver": "9",
    "opsysver": "900", "islinux": "true", "iswindows": "false",
    "spool": None, "submit_file": None, "submit_time": None, "year": None, "month": None, "day": None,
    "request_cpus": None, "request_memory": None, "requestcpus": None, "requestmemory": None,
    "vm_memory": None, "vm_vcpus": None,
    "factory.iwd": None, "dollar": None,
    # DAGMan passes these to every node job it submits (condor_ls.dag.keywords.DAGMAN_MACROS)
    "job": None, "retry": None, "failed_count": None, "dag_status": None, "dag_parent_names": None,
    "dagmanjobid": None, "dag_node_name": None,
}
#: names condor_submit never calls unused (set by DAGMan templates, or submit's own switches)
NEVER_UNUSED: frozenset[str] = frozenset(n.lower() for n in (
    "DAG_STATUS", "FAILED_COUNT", "JOB", "RETRY", "SubmitWarnEmptyMatches", "SubmitFailEmptyMatches",
    "SubmitWarnDuplicateMatches", "SubmitFailEmptyFields", "SubmitWarnEmptyFields",
    "submit_warn_empty_matches", "submit_fail_empty_matches", "submit_warn_duplicate_matches",
    "submit_fail_empty_fields", "submit_warn_empty_fields", "submit_match_directories",
    "SubmitMatchDirectories", "submit_allow_duplicate_matches", "SubmitAllowDuplicateMatches",
))
#: nesting depth at which expansion gives up (a cycle, or a pathological file)
MAX_DEPTH = 8
#: expanded values longer than this are not analysed
MAX_LENGTH = 64 * 1024


def is_predefined(name: str) -> bool:
    return name.lower() in PREDEFINED


@dataclass(frozen=True)
class Segment:
    """Characters ``start..end`` of an expansion came from document bytes ``source``;
    ``verbatim`` when they were copied one for one (else the whole reference produced them)."""

    start: int
    end: int
    source: tuple[int, int]
    verbatim: bool


@dataclass(frozen=True)
class Expanded:
    text: str
    segments: tuple[Segment, ...]
    #: how many levels of macros were nested inside (0: none)
    depth: int = 0

    def source_range(self, start: int, end: int) -> tuple[int, int]:
        """Document bytes for expanded characters ``start..end`` (a reference as a whole when
        the characters were produced by one)."""
        lo: int | None = None
        hi: int | None = None
        for seg in self.segments:
            if seg.end <= start and not (seg.start == seg.end == start):
                continue
            if seg.start >= max(end, start + 1):
                break
            if seg.verbatim:
                text = self.text
                a = seg.source[0] + len(text[seg.start:max(start, seg.start)].encode("utf-8", "surrogatepass"))
                b = seg.source[0] + len(text[seg.start:min(end, seg.end)].encode("utf-8", "surrogatepass"))
            else:
                a, b = seg.source
            lo = a if lo is None else min(lo, a)
            hi = b if hi is None else max(hi, b)
        if lo is None or hi is None:
            last = self.segments[-1].source[1] if self.segments else 0
            return last, last
        return lo, max(hi, lo)


class Expander:
    """Expands the macros of one submit file where the result is certain."""

    def __init__(self, submit: SubmitFile, unknown: frozenset[str] = frozenset()) -> None:
        self.submit = submit
        #: names whose value is not knowable here (queue loop variables ...)
        self.unknown = frozenset(n.lower() for n in unknown)
        self.by_name: dict[str, list[SourceText]] = {}
        #: expansions already worked out, by lower-cased name (None: not knowable)
        self.done: dict[str, Expanded | None] = {}
        self.active: set[str] = set()
        for assignment in submit.assignments:
            if assignment.kind is Kind.REMOVAL:
                continue
            self.by_name.setdefault(assignment.macro_name.lower(), []).append(assignment.value)

    def expand(self, value: SourceText) -> Expanded | None:
        """The value with its macros substituted, or None when some substitution is unknown."""
        try:
            return self._expand(value, 0)
        except RecursionError:
            return None

    def _lookup(self, name: str, depth: int) -> Expanded | None | bool:
        """The expanded value of ``name``; False when it is not defined at all."""
        low = name.lower()
        if low in self.unknown:
            return None
        values = self.by_name.get(low)
        if values:
            if len(values) != 1 or depth >= MAX_DEPTH or low in self.active:
                return None  # assigned in several places, too deep, or defined through itself
            if low not in self.done:
                self.active.add(low)
                try:
                    self.done[low] = self._expand(values[0], 0)
                finally:
                    self.active.discard(low)
            found = self.done[low]
            if found is None or depth + 1 + found.depth > MAX_DEPTH:
                return None
            return found
        if low in PREDEFINED:
            stand_in = PREDEFINED[low]
            return None if stand_in is None else Expanded(stand_in, ())
        return False

    def _expand(self, value: SourceText, depth: int) -> Expanded | None:
        text = value.text
        out: list[str] = []
        segments: list[Segment] = []
        length = 0
        pos = 0
        nested = 0

        def emit_verbatim(a: int, b: int) -> None:
            nonlocal length
            if b <= a:
                return
            cuts = [a] + [c for c, _ in value.pieces if a < c < b] + [b]
            for lo, hi in zip(cuts, cuts[1:]):
                segments.append(Segment(length, length + hi - lo, value.span(lo, hi), True))
                length += hi - lo
            out.append(text[a:b])

        if "$" in text:
            for ref in iter_macros(text):
                if ref.dollar < pos:
                    continue  # nested inside a reference already handled
                emit_verbatim(pos, ref.dollar)
                where = value.span(ref.dollar, ref.end)
                if ref.func is not Func.NORMAL:
                    return None
                body = ref.body_text(text)
                name, _, default = body.partition(":")
                found = self._lookup(name.strip(), depth)
                if found is False:
                    if ref.colon is None:
                        return None  # undefined: expands to nothing (undefined-macro says so)
                    inner = self._expand(SourceText(default, ((0, value.byte_at(ref.colon)),)), depth + 1)
                    found = inner
                if found is None or found is True:
                    return None
                piece = found.text
                nested = max(nested, found.depth + 1)
                out.append(piece)
                segments.append(Segment(length, length + len(piece), where, False))
                length += len(piece)
                pos = ref.end
                if length > MAX_LENGTH:
                    return None
        emit_verbatim(pos, len(text))
        return Expanded("".join(out), tuple(segments), nested)
