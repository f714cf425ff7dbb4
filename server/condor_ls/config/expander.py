"""HTCondor's macro expansion, with provenance and hard bounds.

HTCondor expands a value by repeatedly finding the *first* reference in the whole string,
replacing it by its (unexpanded) value and rescanning from the start; ``$(DOLLAR)`` is turned
into ``$`` only at the very end.  We follow that loop exactly, because its quirks are visible
(``$(DOLLAR)(X)`` stays ``$(X)``; a default ``$(A:$(B))`` is substituted and rescanned).

Unlike HTCondor we never hang.  An expansion first runs exactly as HTCondor's would; only if it
exceeds the step/work/size limits (where HTCondor would loop forever or exhaust memory) is it
redone with provenance, cutting each reference to a macro that is already being expanded (a
cycle) to empty text with a diagnostic naming the cycle.  If it still runs away, it stops at the
limit with a diagnostic.  (Cutting cycles eagerly would be wrong: text spliced from two macros
can form a reference back to one of them and still terminate.)
"""
from __future__ import annotations

import random
import re
from dataclasses import dataclass, field
from typing import Callable, Mapping, NamedTuple

from . import classad_bridge
from .model import Definition, Diagnostic, Severity
from .numbers import string_is_double, string_is_long, strtol
from .printf import Kind as FmtKind
from .printf import apply_format, clamp_format, format_size, valid_format
from .scanner import Func, MacroRef, Rescan, config_prefix, find_macro, only_dollar, self_only, skip_dollar
from .text import COMPUTED, ENVIRONMENT, Buffer, Origin, SourceText, Span
from ..raw_bytes import RAW

Lookup = Callable[[str], Definition | None]
#: full expansions by ``id(definition)``: (the definition, its expansion with ``$(DOLLAR)`` kept or
#: None when it cannot be reused, whether part of it could not be computed, the ``$ENV()`` names it
#: read): a reuse reports what the expansion itself would have
Memo = dict[int, tuple[Definition, "str | None", bool, tuple[str, ...]]]


@dataclass(frozen=True, slots=True)
class Limits:
    """Caps that turn runaway expansion into a diagnostic instead of a hang."""

    max_size: int = 256_000  # characters in any working string
    max_steps: int = 10_000  # substitutions in one top-level expansion
    max_work: int = 4_000_000  # characters rescanned in one top-level expansion
    max_depth: int = 64  # nested expansions by macro functions
    max_chain: int = 200  # macros inside macros (deeper means a cycle in practice)


class MacroUse(NamedTuple):
    """A reference that was expanded: the name asked for, what answered, and how it was reached."""

    name: str
    definition: Definition | None
    chain: tuple[str, ...]
    func: str = "$"


@dataclass(slots=True)
class Expansion:
    """An expanded value with a map from its characters back to the source."""

    value: str
    spans: list[Span] = field(default_factory=list)
    uses: list[MacroUse] = field(default_factory=list)
    diagnostics: list[Diagnostic] = field(default_factory=list)
    #: a ``$RANDOM_*`` function contributed: the value changes from run to run
    nondeterministic: bool = False
    #: part of the value could not be computed (e.g. an expression we cannot evaluate)
    unknown: bool = False
    #: ``$ENV()`` names read (the value depends on the environment)
    env_reads: tuple[str, ...] = ()
    #: a limit was hit; the value is truncated
    truncated: bool = False


#: what storing a value without a self reference reports (shared: callers only read it)
_NOTHING_DONE = Expansion("")
#: a plain ``$(NAME)`` reference (name characters only: no default, no function)
_PLAIN_REF = re.compile(r"\$\(([A-Za-z0-9_./]+)\)")


#: HTCondor formats $INT and $REAL with a format into a 56-byte buffer (snprintf: 55 bytes and
#: the NUL), so longer output is cut there
_NUMBER_BUFFER = 56


def _c_buffer(text: str) -> str:
    """``text`` as ``snprintf`` into HTCondor's number buffer leaves it."""
    raw = text.encode("utf-8", RAW)
    if len(raw) < _NUMBER_BUFFER:
        return text
    return raw[:_NUMBER_BUFFER - 1].decode("utf-8", "surrogateescape")


def _number_format(fmt: str, value: int | float) -> str:
    """``$INT``/``$REAL`` formatting that never builds a huge field (``%99999999999d``): see
    :func:`clamp_format`."""
    clamped = clamp_format(fmt)
    return "" if clamped is None else _c_buffer(apply_format(clamped, value))


class _Budget(Exception):
    """Raised inside one expansion when a limit is hit; caught at the top."""


class _Counters:
    """Work done by one top-level expansion (shared by the states of its nested parts)."""

    __slots__ = ("steps", "work")

    def __init__(self, steps: int = 0, work: int = 0) -> None:
        self.steps = steps
        self.work = work


class _State:
    """What one expansion has done so far.  A plain class: one is made per knob expanded, and
    a hand-written ``__init__`` costs about half of a dataclass's with field factories."""

    __slots__ = ("limits", "counters", "depth", "memo", "ends", "break_cycles", "uses", "diagnostics",
                 "nondeterministic", "unknown", "truncated", "env_reads", "reported")

    def __init__(self, limits: Limits, counters: _Counters | None = None, depth: int = 0, memo: Memo | None = None,
                 ends: list[bool] | None = None, break_cycles: bool = False) -> None:
        self.limits = limits
        self.counters = _Counters() if counters is None else counters
        self.depth = depth
        #: memo of full expansions by definition (only without provenance); None disables it
        self.memo = memo
        #: set by the scanner when a decision depended on where the text ended
        self.ends = ends
        #: cut references to macros already being expanded (only after plain expansion ran away)
        self.break_cycles = break_cycles
        self.uses: list[MacroUse] = []
        self.diagnostics: list[Diagnostic] = []
        self.nondeterministic = False
        self.unknown = False
        self.truncated = False
        self.env_reads: list[str] = []
        #: diagnostics issued already (made on the first one)
        self.reported: set[str] | None = None

    def charge(self, size: int) -> None:
        c = self.counters
        c.steps += 1
        c.work += size
        if c.steps > self.limits.max_steps or c.work > self.limits.max_work:
            raise _Budget("the expansion takes too many steps (runaway or exponential macro growth)")
        if size > self.limits.max_size:
            raise _Budget(f"the expansion grows beyond {self.limits.max_size} characters")

    def check_size(self, size: int) -> None:
        """Stop before making a string of ``size`` characters when that is over the limit."""
        if size > self.limits.max_size:
            raise _Budget(f"the expansion grows beyond {self.limits.max_size} characters")

    def issue(self, code: str, message: str, origin: Origin | None, severity: Severity = Severity.WARNING) -> None:
        key = f"{code}:{message}"
        if self.reported is None:
            self.reported = set()
        elif key in self.reported:
            return
        self.reported.add(key)
        self.diagnostics.append(Diagnostic.at(code, message, severity, origin))


@dataclass(slots=True)
class _Result:
    """What replaces one reference: text (with its own runs) and the chain prefix for them."""

    text: SourceText | str
    chain: tuple[str, ...] = ()


def _split_tokens(text: str, delims: str = ", \t\r\n") -> list[str]:
    """HTCondor's ``split``: items between delimiters, trimmed, empty items dropped."""
    out: list[str] = []
    cur: list[str] = []
    for ch in text:
        if ch in delims:
            item = "".join(cur).strip(" \t\n\v\f\r")
            if item:
                out.append(item)
            cur = []
        else:
            cur.append(ch)
    item = "".join(cur).strip(" \t\n\v\f\r")
    if item:
        out.append(item)
    return out


def nth_token(text: str, index: int, *, keep_blank: bool) -> tuple[int, int] | None:
    """Bounds of item ``index`` of a comma list as HTCondor 24.0's ``split`` gives it
    (StringTokenIterator): empty items are skipped, items are trimmed; an item of only
    whitespace is skipped too unless ``keep_blank`` (``STI_NO_TRIM``, then trimmed)."""
    ws = " \t\n\v\f\r"
    i = 0
    for piece in re.finditer(r"[^,]+", text):
        p, e = piece.span()
        while p < e and text[p] in ws:
            p += 1
        while e > p and text[e - 1] in ws:
            e -= 1
        if p == e and not keep_blank:
            continue
        if i == index:
            return p, e
        i += 1
    return None


def nth_item(text: str, index: int, sep: str = ",") -> tuple[int, int] | None:
    """Bounds of item ``index`` of a ``sep`` list, trimmed; empty items count."""
    start = 0
    ws = " \t\n\v\f\r"
    for i in range(index + 1):
        end = text.find(sep, start)
        if i == index:
            p = start
            e = end if end >= 0 else len(text)
            while p < e and text[p] in ws:
                p += 1
            while e > p and text[e - 1] in ws:
                e -= 1
            return p, e
        if end < 0:
            return None
        start = end + 1
    return None


class Expander:
    """Expands config text against a lookup function.

    ``lookup(name)`` answers a macro name with its current definition (HTCondor's order:
    ``LOCAL.NAME``, ``SUBSYS.NAME``, ``NAME``, then the defaults), or None.
    """

    def __init__(
        self,
        lookup: Lookup,
        *,
        environ: Mapping[str, str] | None = None,
        rng: random.Random | None = None,
        limits: Limits | None = None,
        evaluate: Callable[[str], classad_bridge.EvalResult] | None = None,
        cwd: str | None = None,
    ) -> None:
        import os

        self.lookup = lookup
        self.environ: Mapping[str, str] = os.environ if environ is None else environ
        self.rng = rng if rng is not None else random.Random()
        self.limits = limits or Limits()
        #: how ``$EVAL()`` evaluates its text: in an empty ad for configuration; a transform
        #: evaluates it in the ad being transformed
        self.evaluate = evaluate or classad_bridge.evaluate
        #: expanding $CHOICE's index: HTCondor does that with its second expander (the one
        #: nested arguments go through), where a file-name function of an undefined macro is
        #: empty rather than the name itself
        self._second = False
        #: macro-function failures met in the second expander: there, the first failure stops
        #: the expansion (expand_macro breaks out), leaving the rest unexpanded
        self._second_failures = 0
        #: the directory ``$Ff()`` makes relative paths full against (condor_submit sets it to
        #: the job's initial directory; configuration has none, and ``f`` changes nothing)
        self.cwd = cwd
        #: ``$BASENAME(name, suffix)`` removes a suffix (HTCondor 25); 24.0 has no second
        #: argument, so the whole body is the name
        self.basename_suffix = True
        #: 24.0's ``$CHOICE`` splits with a StringTokenIterator that skips empty items (so
        #: ``$CHOICE(0,,x)`` is ``x``); 25 counts them
        self.choice_skips_empty = False

    # ----------------------------------------------------------------- public API
    def expand(self, value: SourceText | str, *, track: bool = True, keep_dollar: bool = False,
               memo: Memo | None = None) -> Expansion:
        """Fully expand ``value`` as ``param()`` does.

        ``memo`` (a dict the caller keeps while the macro table does not change) lets expansions
        without provenance reuse the full expansion of a macro where that is provably the same
        as HTCondor's step-by-step rewrite.
        """
        text = value.text if isinstance(value, SourceText) else value
        if "$" not in text:  # nothing to do: skip the machinery
            spans = Buffer(value).spans() if track else []
            return Expansion(text, spans)
        result = self._run(value, track, keep_dollar, memo, break_cycles=False)
        if result is None:
            # HTCondor would still be expanding: redo it with provenance, cutting every
            # reference to a macro that is already being expanded (naming the cycle), or
            # confirm a genuine runaway and stop at the limit
            result = self._run(value, True, keep_dollar, None, break_cycles=True)
            assert result is not None
            if not track:
                result.spans = []
        return result

    def expand_definition_text(self, d: Definition, memo: Memo) -> str:
        """The expanded text of a definition's value (no provenance), sharing ``memo`` with the
        references made by other knobs: nothing precedes or follows a top-level value, so its
        memoized expansion is exactly what the rewrite loop gives."""
        known = memo.get(id(d))
        if known is not None and known[0] is d and known[1] is not None and "$" not in known[1]:
            return known[1]  # expanded already for a knob that refers to it
        counters = _Counters()
        text = None
        if known is None or known[0] is not d:
            text = self._joined(d, memo, counters)
            if text is not None and "$" not in text:
                return text
        state = _State(self.limits, counters, memo=memo)
        try:
            if text is None:
                text = self._memoized(d, state)
        except (_Budget, RecursionError):
            text = None
        if text is None:
            return self.expand(d.raw, track=False, memo=memo).value
        if "$" not in text:
            return text
        try:
            return self._dollars(text, state)
        except _Budget:
            return self.expand(d.raw, track=False, memo=memo).value

    def _joined(self, d: Definition, memo: Memo, counters: _Counters) -> str | None:
        """What :meth:`_concatenated` gives for ``d`` when every reference it makes is settled
        in ``memo`` already (the usual case once the knobs before it were expanded), without a
        state of its own; recorded in ``memo``.  None (nothing recorded) when a reference is not
        settled yet or a limit would be reached: the general path then does the work."""
        text = d.raw.text
        count = text.count("$")
        if not count or text.count("$(") != count:  # cheap: not every $ opens a reference
            return None
        parts = _PLAIN_REF.split(text)
        if len(parts) >> 1 != count:
            return None
        lookup = self.lookup
        limits = self.limits
        size = len(text)
        work = 0
        unknown = False
        reads: tuple[str, ...] = ()
        out = [parts[0]]
        for i in range(1, len(parts), 2):
            name = parts[i]
            if name.upper() == "DOLLAR":
                return None
            ref = lookup(name)
            if ref is None:
                new = ""
            else:
                new = ref.raw.text
                if "$" in new:
                    entry = memo.get(id(ref))
                    if entry is None or entry[0] is not ref or entry[1] is None:
                        return None
                    new = entry[1]
                    unknown = unknown or entry[2]
                    if entry[3]:
                        reads += entry[3]
            work += size
            if size > limits.max_size:
                return None
            size += len(new) - len(name) - 3
            out.append(new)
            out.append(parts[i + 1])
        if count > limits.max_steps or work > limits.max_work:
            return None
        counters.steps += count
        counters.work += work
        result = "".join(out)
        memo[id(d)] = (d, result, unknown, reads)
        return result

    def _dollars(self, text: str, state: _State) -> str:
        """Turn every ``$(DOLLAR)`` into ``$``: the last step of an expansion."""
        rescan = Rescan()
        while True:
            ref = find_macro(text, rescan.start, config_prefix, only_dollar, None, rescan)
            if ref is None:
                return text
            state.charge(len(text))
            text = text[:ref.dollar] + "$" + text[ref.close + 1:]

    def _run(self, value: SourceText | str, track: bool, keep_dollar: bool,
             memo: Memo | None, break_cycles: bool) -> Expansion | None:
        """One expansion attempt; None when a limit was hit and cycles were not being cut."""
        state = _State(self.limits, memo=None if track else memo, break_cycles=break_cycles)
        buf = Buffer(value, track=track)
        try:
            self._expand(buf, state, keep_dollar)
        except _Budget as exc:
            if not break_cycles:
                return None
            state.truncated = True
            state.issue("config.expansion-limit", str(exc), buf.origin_at(0) if track else None, Severity.ERROR)
        except RecursionError:  # pragma: no cover - depth is capped well below Python's limit
            state.truncated = True
            state.issue("config.expansion-limit", "the expansion nests too deeply", None, Severity.ERROR)
        return Expansion(
            buf.text,
            buf.spans(),
            state.uses,
            state.diagnostics,
            state.nondeterministic,
            state.unknown,
            tuple(dict.fromkeys(state.env_reads)),
            state.truncated,
        )

    def expand_self(self, value: SourceText, names: tuple[str, ...], *, track: bool = True) -> tuple[SourceText, Expansion]:
        """Expand only references to ``names`` (the knob being defined), as HTCondor does when
        it stores an assignment.  Returns the stored text and a record of what happened."""
        text = value.text
        if "$" not in text:
            return value, _NOTHING_DONE
        # a reference to itself has the name right after a '(' (``$(NAME``, ``$Fp(NAME``)
        low = text.lower()
        for name in names:
            if "(" + name.lower() in low:
                break
        else:
            return value, _NOTHING_DONE  # stored as written
        state = _State(self.limits)
        buf = Buffer(value, track=track)
        skip = self_only(names)
        rescan = Rescan()
        try:
            while True:
                ref = find_macro(buf.text, rescan.start, config_prefix, skip, None, rescan)
                if ref is None:
                    break
                state.charge(len(buf.text))
                result = self._call(ref, buf, state)
                buf.replace(ref.dollar, ref.end, result.text, result.chain)
        except _Budget as exc:
            state.truncated = True
            state.issue("config.expansion-limit", str(exc), buf.origin_at(0) if track else None, Severity.ERROR)
        stored = SourceText(buf.text, tuple(buf.runs) if track else ())
        info = Expansion(buf.text, [], state.uses, state.diagnostics, state.nondeterministic, state.unknown,
                         tuple(dict.fromkeys(state.env_reads)), state.truncated)
        return stored, info

    # ----------------------------------------------------------------- the loop
    def _expand(self, buf: Buffer, state: _State, keep_dollar: bool = False) -> None:
        if not buf.track and not state.break_cycles:
            buf.text = self._expand_plain(buf.text, state, keep_dollar)
            return
        ends = state.ends
        call = self._call
        charge = state.charge
        start = 0
        rescan = Rescan()
        while True:
            ref = find_macro(buf.text, start, config_prefix, skip_dollar, ends, rescan)
            if ref is None:
                break
            charge(len(buf.text))
            dollar = ref.dollar
            result = call(ref, buf, state)
            new = result.text if isinstance(result.text, str) else result.text.text
            if buf.track:
                buf.replace(dollar, ref.close + 1, result.text, result.chain)
            else:
                text = buf.text
                buf.text = text[:dollar] + new + text[ref.close + 1:]
            # a rescan from 0 finds nothing before the end of text without '$' on a clean left
            if "$" not in new and buf.text.find("$", 0, dollar) < 0:
                start = dollar + len(new)
                rescan.read.clear()
            else:
                start = rescan.start
        if keep_dollar:
            return
        rescan.reset()
        while True:
            ref = find_macro(buf.text, rescan.start, config_prefix, only_dollar, None, rescan)
            if ref is None:
                break
            state.charge(len(buf.text))
            origin = buf.origin_at(ref.dollar)
            buf.replace(ref.dollar, ref.end, SourceText.at("$", origin), buf.chain_at(ref.dollar))

    def _expand_plain(self, text: str, state: _State, keep_dollar: bool) -> str:
        """The same loop without provenance, tuned for speed.

        After a substitution the scan resumes behind the new text instead of at 0 when that is
        provably equivalent: nothing to its left holds a ``$``, and the new text either holds
        none or is a memoized expansion whose leftover ``$`` candidates were rejected without
        looking past its end.
        """
        ends = state.ends
        charge = state.charge
        lookup = self.lookup
        memo = state.memo
        uses = state.uses
        start = 0
        rescan = Rescan()
        while True:
            ref = find_macro(text, start, config_prefix, skip_dollar, ends, rescan)
            if ref is None:
                break
            charge(len(text))
            dollar = ref.dollar
            clean_left = text.find("$", 0, dollar) < 0
            settled = False  # the new text cannot take part in a later reference
            if ref.func is Func.NORMAL:
                body = text[ref.body:ref.close]
                colon = body.find(":")
                name = body if colon < 0 else body[:colon]
                d = lookup(name)
                uses.append(MacroUse(name, d, ()))
                if colon >= 0 and (d is None or not d.raw.text):
                    new = body[colon + 1:]
                elif d is None:
                    new = ""
                else:
                    new = d.raw.text
                    if "$" in new and memo is not None and clean_left:
                        expanded = self._memoized(d, state)
                        if expanded is not None:
                            new, settled = expanded, True
            else:
                result = self._call(ref, Buffer(text, track=False), state)
                new = result.text if isinstance(result.text, str) else result.text.text
            text = text[:dollar] + new + text[ref.close + 1:]
            if clean_left and (settled or "$" not in new):
                start = dollar + len(new)
                rescan.read.clear()
            else:  # where a rescan from 0 would first find something new (see Rescan)
                start = rescan.start
        if keep_dollar or "$" not in text:
            return text
        return self._dollars(text, state)

    def _nested(self, text: SourceText | str, state: _State, chain: tuple[str, ...], keep_dollar: bool = False,
                track: bool = True) -> Buffer:
        """A full expansion inside a macro function (HTCondor recurses here); with provenance
        only when the enclosing expansion keeps it."""
        if state.depth >= self.limits.max_depth:
            raise _Budget("macro functions nest too deeply")
        state.depth += 1
        try:
            buf = Buffer(text, chain=chain, track=track or state.break_cycles)
            self._expand(buf, state, keep_dollar)
            return buf
        finally:
            state.depth -= 1

    # ----------------------------------------------------------------- helpers
    def _slice(self, buf: Buffer, start: int, end: int) -> SourceText:
        """Part of the working buffer as a SourceText that keeps its runs."""
        text = buf.text[start:end]
        if not buf.track:
            return SourceText(text)
        runs = []
        for span in buf.spans():
            if span.end <= start or span.start >= end:
                continue
            s = max(span.start, start)
            origin = span.origin.shifted(s - span.start) if span.origin else None
            runs.append(_run(s - start, origin, span.chain))
        return SourceText(text, tuple(runs))

    def _computed(self, text: str, buf: Buffer, ref: MacroRef) -> _Result:
        if not buf.track:  # no provenance to give it
            return _Result(text)
        origin = buf.origin_at(ref.dollar)
        if origin is not None:
            origin = Origin(origin.file, origin.line, origin.col, False)
        else:
            origin = Origin(COMPUTED, 0, 0, False)
        return _Result(SourceText.at(text, origin), buf.chain_at(ref.dollar))

    def _define(self, name: str, buf: Buffer, ref: MacroRef, state: _State, func: str,
                chain: tuple[str, ...] | None = None) -> Definition | None:
        """Look a name up, recording the use; a name already being expanded is a cycle.
        ``chain`` is ``buf.chain_at(ref.dollar)`` when the caller has it already."""
        d = self.lookup(name)
        if chain is None:
            chain = buf.chain_at(ref.dollar)
        if len(chain) > self.limits.max_chain:
            raise _Budget(f"macros nest more than {self.limits.max_chain} levels deep")
        state.uses.append(MacroUse(name, d, chain, func))
        if d is not None and state.break_cycles and buf.track:
            inside = buf.chain_union(ref.dollar, ref.end)
            if d.key in inside:
                start = list(chain).index(d.key) if d.key in chain else 0
                cycle = " -> ".join(list(chain[start:]) + [d.key]) if chain else d.key
                state.issue("config.macro-cycle", f"macro cycle: {cycle} (HTCondor would loop forever)",
                            buf.origin_at(ref.dollar), Severity.ERROR)
                raise _CycleHit()
        return d

    def _value_of(self, name: str, buf: Buffer, ref: MacroRef, state: _State, func: str) -> tuple[str, Definition | None]:
        """The raw text of a macro, or ``name`` itself when undefined (what most functions do)."""
        d = self._define(name, buf, ref, state, func)
        return (d.value if d is not None else name), d

    def _expand_if_dollar(self, text: str, d: Definition | None, state: _State, buf: Buffer, ref: MacroRef) -> Buffer:
        whole = d is not None and d.value == text
        if "$" in text:
            if whole:
                known = self._settled(d, state, buf, keep_dollar=False)  # type: ignore[arg-type]
                if known is not None:
                    return Buffer(known, track=False)
            chain = buf.chain_at(ref.dollar) + ((d.key,) if d is not None else ())
            return self._nested(d.raw if whole else text, state, chain, track=buf.track)  # type: ignore[union-attr]
        if not buf.track:
            return Buffer(text, track=False)
        chain = buf.chain_at(ref.dollar) + ((d.key,) if d is not None else ())
        return Buffer(d.raw if whole else text, chain=chain)  # type: ignore[union-attr]

    def _settled(self, d: Definition, state: _State, buf: Buffer, keep_dollar: bool) -> str | None:
        """A macro's complete expansion as a function argument, from the memo, when the caller
        keeps no provenance: nothing precedes or follows the value there, so it is what a
        nested run gives.  None when the memo cannot answer (the nested run then decides)."""
        if state.memo is None or buf.track or state.break_cycles:
            return None
        text = self._memoized(d, state)
        if text is None or keep_dollar or "$" not in text:
            return text
        return self._dollars(text, state)

    def _error(self, state: _State, buf: Buffer, ref: MacroRef, message: str) -> None:
        if self._second:
            self._second_failures += 1
        state.issue("config.macro-function", message, buf.origin_at(ref.dollar))

    # ----------------------------------------------------------------- functions
    def _call(self, ref: MacroRef, buf: Buffer, state: _State) -> _Result:
        try:
            return _FUNCS[ref.func](self, ref, buf, state)
        except _CycleHit:
            return _Result("", buf.chain_at(ref.dollar))

    def _normal(self, ref: MacroRef, buf: Buffer, state: _State) -> _Result:
        body = ref.body_text(buf.text)
        colon = body.find(":")
        name = body if colon < 0 else body[:colon]
        chain = buf.chain_at(ref.dollar)
        d = self._define(name, buf, ref, state, "$", chain)
        if colon >= 0 and (d is None or d.value == ""):
            return _Result(self._slice(buf, ref.body + colon + 1, ref.close))
        if d is None:
            return _Result("", chain)
        if state.memo is not None and "$" in d.value and buf.text.find("$", 0, ref.dollar) < 0:
            # nothing to the left can join with the substituted text: a complete expansion of
            # the macro, computed once, is what the rewrite loop would produce
            expanded = self._memoized(d, state)
            if expanded is not None:
                return _Result(expanded)
        return _Result(d.raw, chain + (d.key,))

    def _concatenated(self, text: str, state: _State) -> str | None:
        """The expansion of a value whose every ``$`` opens a plain ``$(NAME)`` reference: the
        references' full (memoized, hence settled) expansions joined with the literal text
        between them, which is what the rewrite loop produces, charged to the budget per
        substitution as the loop charges it. None for any other value (the loop handles it)."""
        count = text.count("$")
        if not count or text.count("$(") != count:  # cheap: not every $ opens a reference
            return None
        parts = _PLAIN_REF.split(text)
        if len(parts) // 2 != count:
            return None
        found: list[tuple[str, Definition | None, str]] = []
        for i in range(1, len(parts), 2):
            name = parts[i]
            if name.upper() == "DOLLAR":
                return None
            d = self.lookup(name)
            new = "" if d is None else d.raw.text
            if "$" in new:
                expanded = self._memoized(d, state)  # type: ignore[arg-type]
                if expanded is None:
                    return None
                new = expanded  # settled: a kept $(DOLLAR) in it cannot join the text around it
            found.append((name, d, new))
        size = len(text)
        out = [parts[0]]
        for i, (name, d, new) in enumerate(found):
            state.charge(size)
            state.uses.append(MacroUse(name, d, ()))
            size += len(new) - len(name) - 3
            out.append(new)
            out.append(parts[2 * i + 2])
        return "".join(out)

    def _memoized(self, d: Definition, state: _State) -> str | None:
        """The full expansion of ``d`` (``$(DOLLAR)`` kept) if it does not depend on what
        follows it, else None.  Cached in ``state.memo``."""
        memo = state.memo
        assert memo is not None
        entry = memo.get(id(d))
        if entry is not None and entry[0] is d:
            if entry[2]:
                state.unknown = True
            if entry[3]:
                state.env_reads.extend(entry[3])
            return entry[1]
        if state.depth >= self.limits.max_depth:
            return None
        memo[id(d)] = (d, None, False, ())  # while it is being expanded: a reference back to it is a cycle
        outer_unknown = state.unknown
        reads_before = len(state.env_reads)
        state.unknown = False
        try:
            result = self._expand_for_memo(d, state)
        except BaseException:
            del memo[id(d)]  # a limit was hit: nothing is known about it
            state.unknown = outer_unknown
            raise
        unknown = state.unknown
        state.unknown = outer_unknown or unknown
        memo[id(d)] = (d, result, unknown, tuple(state.env_reads[reads_before:]) if result is not None else ())
        return result

    def _expand_for_memo(self, d: Definition, state: _State) -> str | None:
        """Called with ``state.unknown`` cleared: what it is set to on return belongs to ``d``."""
        state.depth += 1
        try:  # the common shape first, without a state of its own (what it adds to ``state`` is
            result = self._concatenated(d.raw.text, state)  # what a successful sub-state would)
        finally:
            state.depth -= 1
        if result is not None:
            return result
        sub = _State(self.limits, counters=state.counters, depth=state.depth + 1, memo=state.memo, ends=[])
        try:
            text = self._expand_plain(d.raw.text, sub, True)  # what _expand does without provenance
            unsafe = sub.ends or sub.nondeterministic or sub.truncated or (sub.diagnostics and any(
                diag.code == "config.macro-cycle" for diag in sub.diagnostics))
            result = None if unsafe else text
        except _CycleHit:
            result = None
        if result is not None:
            state.uses.extend(sub.uses)
            state.diagnostics.extend(sub.diagnostics)
            state.env_reads.extend(sub.env_reads)
            state.unknown = state.unknown or sub.unknown
        return result

    def _env(self, ref: MacroRef, buf: Buffer, state: _State) -> _Result:
        body = ref.body_text(buf.text)
        colon = body.find(":")
        name = body if colon < 0 else body[:colon]
        state.env_reads.append(name)
        value = self.environ.get(name)
        if value is None:
            if colon >= 0:
                return _Result(self._slice(buf, ref.body + colon + 1, ref.close))
            return self._computed("UNDEFINED", buf, ref)
        return _Result(SourceText.at(value, Origin(ENVIRONMENT, 0, 0, False)), buf.chain_at(ref.dollar))

    def _random_choice(self, ref: MacroRef, buf: Buffer, state: _State) -> _Result:
        state.nondeterministic = True
        body = ref.body_text(buf.text)
        entries = _split_tokens(body, ",")
        if len(entries) == 1:
            d = self._define(entries[0], buf, ref, state, "$RANDOM_CHOICE")
            if d is not None:
                text = d.value
                if "$" in text:
                    text = self._nested(d.raw, state, buf.chain_at(ref.dollar) + (d.key,), track=buf.track).text
                entries = _split_tokens(text)
        if not entries:
            self._error(state, buf, ref, "$RANDOM_CHOICE() has nothing to choose from")
            return _Result("")
        return self._computed(entries[self.rng.randrange(len(entries))], buf, ref)

    def _random_integer(self, ref: MacroRef, buf: Buffer, state: _State) -> _Result:
        state.nondeterministic = True
        entries = _split_tokens(ref.body_text(buf.text), ",")
        low = strtol(entries[0]) if entries else None
        if low is None:
            self._error(state, buf, ref, "$RANDOM_INTEGER(): invalid minimum")
            low = 0
        high = strtol(entries[1]) if len(entries) > 1 else None
        if high is None:
            self._error(state, buf, ref, "$RANDOM_INTEGER(): invalid maximum")
            high = low
        step = 1
        if len(entries) > 2:
            parsed = strtol(entries[2])
            if parsed is None:
                self._error(state, buf, ref, "$RANDOM_INTEGER(): invalid step")
            else:
                step = parsed
        if step < 1:
            self._error(state, buf, ref, "$RANDOM_INTEGER(): step must be at least 1")
            step = 1
        if low > high:
            self._error(state, buf, ref, "$RANDOM_INTEGER(): minimum is greater than maximum")
            low = high
        count = (step + high - low) // step
        return self._computed(str(low + self.rng.randrange(max(count, 1)) * step), buf, ref)

    def _lookup_and_expand_arg(self, body: str, index: int, buf: Buffer, ref: MacroRef, state: _State) -> str | None:
        bounds = nth_item(body, index)
        if bounds is None:
            return None
        arg = body[bounds[0]:bounds[1]]
        d = self._define(arg, buf, ref, state, ref.func.value)
        text = d.value if d is not None else arg
        if d is not None and "$" in text:
            known = self._settled(d, state, buf, keep_dollar=True)
            if known is not None:
                return known
        return self._nested(d.raw if d is not None else text, state,
                            buf.chain_at(ref.dollar) + ((d.key,) if d else ()), keep_dollar=True,
                            track=buf.track).text

    def _choice(self, ref: MacroRef, buf: Buffer, state: _State) -> _Result:
        body = ref.body_text(buf.text)
        saved = (self._second, state.memo)
        self._second, state.memo = True, None  # the memo holds the first expander's answers
        failures = self._second_failures
        try:
            ival = self._lookup_and_expand_arg(body, 0, buf, ref, state)
        finally:
            self._second, state.memo = saved
        # a macro function that failed inside the index stopped its expansion: what is left
        # holds an unexpanded '$' call, never a number
        failed = self._second_failures != failures
        index = string_is_long(ival) if ival is not None and not failed else None
        if index is None or index < 0 or index >= 2**31 - 1:
            self._error(state, buf, ref, f"$CHOICE(): '{ival}' is not a valid index")
            index = 0
        bounds = nth_item(body, 1)
        if bounds is None:
            self._error(state, buf, ref, "$CHOICE(): no list")
            return _Result("")
        named = "," not in body[bounds[0]:]
        if self.choice_skips_empty:
            # 24.0: the body's items with empty ones skipped; exactly two make a list's name
            second = nth_token(body, 1, keep_blank=True)
            named = second is not None and nth_token(body, 2, keep_blank=True) is None
            if named:
                bounds = second  # type: ignore[assignment]
        if named:
            d = self._define(body[bounds[0]:bounds[1]], buf, ref, state, "$CHOICE")
            if d is None:
                self._error(state, buf, ref, f"$CHOICE(): no list named {body[bounds[0]:bounds[1]]!r}")
                return _Result("")
            known = self._settled(d, state, buf, keep_dollar=False) if "$" in d.value else None
            items = Buffer(known, track=False) if known is not None else self._nested(
                d.raw, state, buf.chain_at(ref.dollar) + (d.key,), track=buf.track)
            item = (nth_token(items.text, index, keep_blank=False) if self.choice_skips_empty
                    else nth_item(items.text, index))
            if item is None:
                self._error(state, buf, ref, f"$CHOICE(): index {index} is out of range")
                return _Result("")
            return _Result(self._slice(items, item[0], item[1]))
        start = ref.body + bounds[0]
        if self.choice_skips_empty:
            # the whole body split at once (an empty item right after the index is skipped too)
            item = nth_token(body, index + 1, keep_blank=True)
            start = ref.body
        else:
            item = nth_item(buf.text[start:ref.close], index)
        if item is None:
            self._error(state, buf, ref, f"$CHOICE(): index {index} is out of range")
            return _Result("")
        return _Result(self._slice(buf, start + item[0], start + item[1]))

    def _substr(self, ref: MacroRef, buf: Buffer, state: _State) -> _Result:
        body = ref.body_text(buf.text)
        comma = body.find(",")
        if comma < 0:
            self._error(state, buf, ref, "$SUBSTR(): no start position given")
            return _Result("")
        name, rest = body[:comma], body[comma + 1:]
        comma2 = rest.find(",")
        start_arg, len_arg = (rest, None) if comma2 < 0 else (rest[:comma2], rest[comma2 + 1:])

        def number(arg: str) -> int | None:
            text, d = self._value_of(arg, buf, ref, state, "$SUBSTR")
            if "$" in text:
                text = self._expand_if_dollar(text, d, state, buf, ref).text
            return string_is_long(text)

        start = number(start_arg)
        if start is None or not (-(2**31) <= start < 2**31 - 1):
            self._error(state, buf, ref, f"$SUBSTR(): {start_arg!r} is not a valid start position")
            return _Result("")
        length = 2**30
        if len_arg is not None:
            parsed = number(len_arg)
            if parsed is None or not (-(2**31) <= parsed <= 2**31 - 1):
                self._error(state, buf, ref, f"$SUBSTR(): {len_arg!r} is not a valid length")
                return _Result("")
            length = parsed
        d = self._define(name, buf, ref, state, "$SUBSTR")
        if d is None:
            return _Result("")
        source = self._expand_if_dollar(d.value, d, state, buf, ref)
        text = source.text
        if text.isascii():
            raw = None
            size = len(text)
        else:  # HTCondor counts bytes
            raw = text.encode("utf-8", RAW)
            size = len(raw)
        if start < 0:
            start = size + start
        start = min(max(start, 0), size)
        size -= start
        if length < 0:
            length = size + length
        length = min(max(length, 0), size)
        if raw is None:
            return _Result(self._slice(source, start, start + length))
        # byte offsets back to characters where they fall between characters; a cut through
        # a character leaves the bytes of the part kept (no provenance for such text)
        before = raw[:start].decode("utf-8", "surrogateescape")
        through = raw[:start + length].decode("utf-8", "surrogateescape")
        if text.startswith(before) and text.startswith(through):
            return _Result(self._slice(source, len(before), len(through)))
        return self._computed(raw[start:start + length].decode("utf-8", "surrogateescape"), buf, ref)

    def _number(self, ref: MacroRef, buf: Buffer, state: _State) -> _Result:
        is_int = ref.func is Func.INT
        body = ref.body_text(buf.text)
        comma = body.find(",")
        name, fmt = (body, None) if comma < 0 else (body[:comma], body[comma + 1:])
        if fmt is not None and not valid_format(fmt, FmtKind.INT if is_int else FmtKind.FLOAT):
            self._error(state, buf, ref, f"{ref.func.value}(): {fmt!r} is not a usable format")
            return self._computed(fmt, buf, ref)
        text, d = self._value_of(name, buf, ref, state, ref.func.value)
        if "$" in text:
            text = self._expand_if_dollar(text, d, state, buf, ref).text
        if is_int:
            ival = string_is_long(text, state_unknown := [])
            if state_unknown:
                state.unknown = True
            if ival is None:
                self._error(state, buf, ref, f"$INT(): {text!r} is not an integer")
                return _Result("")
            out = _number_format(fmt, ival) if fmt else str(ival)
        else:
            fval = string_is_double(text, state_unknown := [])
            if state_unknown:
                state.unknown = True
            if fval is None:
                self._error(state, buf, ref, f"$REAL(): {text!r} is not a number")
                return _Result("")
            out = _number_format(fmt, fval) if fmt else _g16(fval)
            if fmt and "." not in out:
                if len(out.encode("utf-8", RAW)) >= _NUMBER_BUFFER - 1:
                    # HTCondor appends ".0" past the end of its buffer: the process aborts
                    state.issue("config.macro-function",
                                f"$REAL(): {out[:20]}... fills HTCondor's {_NUMBER_BUFFER}-byte buffer and has no "
                                "'.'; appending \".0\" overflows it and HTCondor aborts", buf.origin_at(ref.dollar),
                                Severity.ERROR)
                out += ".0"
        return self._computed(out, buf, ref)

    def _string(self, ref: MacroRef, buf: Buffer, state: _State) -> _Result:
        body = ref.body_text(buf.text)
        comma = body.find(",")
        name, fmt = (body, None) if comma < 0 else (body[:comma], body[comma + 1:])
        if fmt is not None and not valid_format(fmt, FmtKind.STRING):
            self._error(state, buf, ref, f"$STRING(): {fmt!r} is not a usable format")
            return self._computed(fmt, buf, ref)
        text, d = self._value_of(name, buf, ref, state, "$STRING")
        source = self._expand_if_dollar(text, d, state, buf, ref)
        result = classad_bridge.evaluate(source.text)
        if result.parsed and not result.known:
            state.unknown = True
        if result.parsed and result.known and isinstance(result.value, str):
            out = result.value
        elif fmt is None:
            return _Result(self._slice(source, 0, len(source.text)))
        else:
            out = source.text
        if fmt is not None:
            state.check_size(format_size(fmt))  # a width such as %99999999999s is a size bomb
            out = apply_format(fmt, out)
        return self._computed(out, buf, ref)

    def _eval(self, ref: MacroRef, buf: Buffer, state: _State) -> _Result:
        body = ref.body_text(buf.text)
        text, d = self._value_of(body, buf, ref, state, "$EVAL")
        had_dollar = "$" in text
        source = self._expand_if_dollar(text, d, state, buf, ref)
        result = self.evaluate(source.text)
        if result.parsed and result.known:
            value = result.value
            out = value if isinstance(value, str) else classad_bridge.unparse(value)
            return self._computed(out, buf, ref)
        if result.parsed:
            state.unknown = True
            self._error(state, buf, ref, f"$EVAL(): cannot evaluate {source.text!r} here")
            return self._computed(source.text, buf, ref)
        return _Result(self._slice(source, 0, len(source.text))) if had_dollar else _Result("")

    def _filename(self, ref: MacroRef, buf: Buffer, state: _State) -> _Result:
        body = ref.body_text(buf.text)
        suffix = None
        name = body
        # the second expander takes no suffix
        if ref.func is Func.BASENAME and self.basename_suffix and not self._second:
            comma = body.rfind(",")
            if comma >= 0:
                name = body[:comma]
                suffix = body[comma + 1:].lstrip(" \t\n\v\f\r")
        text, d = self._value_of(name, buf, ref, state, ref.func.value)
        if d is None:
            text = "" if self._second else name
        if "$" in text:
            text = self._expand_if_dollar(text, d, state, buf, ref).text
        if _copies_negative_length(ref, text, self.cwd):
            state.issue("config.macro-function",
                        f"{ref.func.value}(): the value {text} is an empty quoted string: HTCondor aborts here "
                        "(it copies the value with a negative length, corrupting memory)", buf.origin_at(ref.dollar), Severity.ERROR)
        return self._computed(filename_parts(ref.func, ref.prefix, text, suffix, self.cwd), buf, ref)


class _CycleHit(Exception):
    pass


def _run(start: int, origin: Origin | None, chain: tuple[str, ...]):
    from .text import Run

    return Run(start, origin, chain)


def _g16(x: float) -> str:
    """C's ``%.16G``."""
    return "%.16G" % x


_FUNCS: dict[Func, Callable[[Expander, MacroRef, Buffer, _State], _Result]] = {
    Func.NORMAL: Expander._normal,
    Func.ENV: Expander._env,
    Func.RANDOM_CHOICE: Expander._random_choice,
    Func.RANDOM_INTEGER: Expander._random_integer,
    Func.CHOICE: Expander._choice,
    Func.SUBSTR: Expander._substr,
    Func.INT: Expander._number,
    Func.REAL: Expander._number,
    Func.STRING: Expander._string,
    Func.EVAL: Expander._eval,
    Func.BASENAME: Expander._filename,
    Func.DIRNAME: Expander._filename,
    Func.FILENAME: Expander._filename,
}


# ------------------------------------------------------------------ filename parts
_PART_FLAGS = {"x": 0x1, "n": 0x2, "p": 0x4, "d": 0x8}


def _unquote(text: str) -> str:
    if len(text) > 1 and text[0] == text[-1] and text[0] in "\"'":
        return text[1:-1]
    return text


def _copies_negative_length(ref: MacroRef, value: str, cwd: str | None) -> bool:
    """Whether HTCondor's file-name functions crash on ``value`` (config.cpp): the value is
    unquoted first (``strlen_unquote``), and ``strcpy_quoted`` then drops a leading quote of
    what is left without checking its length, so ``""`` (or ``''`` under ``$Faq``) is copied
    with length -1. Checked against the library: it dies in ``free()``. A full path (``f``) with
    a working directory goes another way, left alone here."""
    if len(value) != 2 or value[0] != value[1] or value[0] not in "\"'":
        return False
    flags = ref.prefix[2:].lower() if ref.func is Func.FILENAME else ""
    if "f" in flags and cwd:
        return False
    return value[0] == '"' or ("q" in flags and "a" in flags)


def _copy_quoted(text: str, quote: str) -> str:
    """Strip one leading (and matching trailing) quote, then add ``quote`` around if given."""
    q = ""
    if text and (text[0] == '"' or (quote and text[0] == quote)):
        q = text[0]
        text = text[1:]
    if text and q and text[-1] == q:
        text = text[:-1]
    return f"{quote}{text}{quote}" if quote else text


def _basename_plus_dirs(path: str, num_dirs: int) -> int:
    seps: list[int] = []
    p = 0
    if path.startswith("\\\\"):
        p = 4 if path[2:4] == ".\\" else 2
        seps.append(p)
    for i in range(p, len(path)):
        if path[i] in "\\/":
            seps.append(i + 1)
    del seps[max(len(seps) - num_dirs, 0):]
    return seps[-1] if seps else 0


#: (function, prefix) -> what the prefix's letters ask for (see :func:`_filename_flags`)
_FLAG_CACHE: dict[tuple[Func, str], tuple[int, int, bool, bool, bool, bool, str]] = {}


def _filename_flags(func: Func, prefix: str) -> tuple[int, int, bool, bool, bool, bool, str]:
    """(parts, number of ``d``, quoted, bare, full, argument quote, path separator) of a
    ``$F...()`` prefix, remembered per prefix (a queue repeats the same few for every proc)."""
    hit = _FLAG_CACHE.get((func, prefix))
    if hit is not None:
        return hit
    parts = 0
    num_dirs = 0
    quoted = bare = full = arg_quote = False
    to_path = ""
    if func is Func.BASENAME:
        parts = 0x3
    elif func is Func.DIRNAME:
        parts = 0x4
    else:
        for ch in prefix[2:].lower():
            if ch in _PART_FLAGS:
                parts |= _PART_FLAGS[ch]
                num_dirs += ch == "d"
            elif ch == "a":
                arg_quote = True
            elif ch == "b":
                bare = True
            elif ch == "f":
                full = True
            elif ch == "w":
                to_path = "\\"
            elif ch == "u":
                to_path = "/"
            elif ch == "q":
                quoted = True
    flags = (parts, num_dirs, quoted, bare, full, arg_quote, to_path)
    if len(_FLAG_CACHE) < 4096:
        _FLAG_CACHE[(func, prefix)] = flags
    return flags


def filename_parts(func: Func, prefix: str, value: str, kill_suffix: str | None, cwd: str | None = None) -> str:
    """``$Fpnxdqabfwu()``, ``$BASENAME()``, ``$DIRNAME()``: pieces of a path, HTCondor's rules.
    ``f`` joins a relative path to ``cwd`` (``strdup_full_path_quoted``) when there is one."""
    parts, num_dirs, quoted, bare, full, arg_quote, to_path = _filename_flags(func, prefix)
    quote = ("'" if arg_quote else '"') if quoted else ""
    plain = _unquote(value)
    if full and cwd and not plain.startswith("/"):
        base = cwd[:-1] if cwd.endswith("/") or (to_path and cwd.endswith(to_path)) else cwd
        if len(plain) > 2 and plain[0] == "." and (plain[1] == "/" or (to_path and plain[1] == to_path)):
            plain = plain[2:]
        plain = f"{base}{to_path or '/'}{plain}"
    text = _copy_quoted(plain, quote)
    if to_path:  # every separator written as the one asked for
        text = text.replace("\\" if to_path == "/" else "/", to_path)
    end = len(text)
    name_at = text.rfind("/") + 1
    dot = text.rfind(".", name_at + 1, end)  # the extension's dot: not the name's first character
    ext_at = dot if dot >= 0 else end
    if kill_suffix is not None:
        n = len(kill_suffix)
        if end - n >= name_at and text[end - n:].lower() == kill_suffix.lower():
            ext_at = end - n
            parts &= ~1
    if name_at == 0 and parts & 0x3:
        parts &= ~0xC
    sel = parts & 0xF
    start = 0
    if sel == 1:
        start = ext_at + (1 if bare and ext_at < end else 0)
    elif sel == 3:
        start = name_at
    elif sel == 2:
        start, end = name_at, ext_at
    elif sel in (0, 7, 5):
        start = 0
    elif sel == 4:
        end = name_at - 1 if bare and name_at > 0 else name_at
    elif sel == 6:
        end = ext_at
    elif name_at > 0:
        start = _basename_plus_dirs(text, num_dirs)
        if parts & 3 == 2:
            end = ext_at
        elif parts & 3 == 0:
            end = name_at - 1 if bare and name_at > 0 else name_at
    else:
        start = end = 1
    if quoted:
        chars = list(text) + ["\0", "\0"]
        if chars[start] != quote:
            start = max(start - 1, 0)
            chars[start] = quote
        if end > 1 and chars[end - 1] == quote:
            end -= 1
        if end >= len(chars):
            chars.append("\0")
        chars[end] = quote
        end += 1
        return "".join(chars[start:end]).replace("\0", "")
    return text[start:end] if end > start else ""
