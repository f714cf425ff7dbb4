"""The ClassAd evaluator: expressions to values, with the C++ library's semantics.

Each expression is compiled once into nested Python closures (kept in the node's memo slot,
and shared between identical expressions through :mod:`.shapes` keys: the parsed text when the
fast parser recorded it, else a walk of the tree), so an evaluation is a chain of direct calls
with no dispatch on node types. Two things make the
compiled form exact and bounded at the same time:

* **Depth.** The library counts nesting in one counter of 400 shared by operators and attribute
  dereferences, and fails the whole evaluation when it runs out. Here every node knows, from
  compilation, how many counting operators lie above it in its expression (``a``); at run time
  ``EvalState.base`` holds the counter at the expression's root, so an operator fails when
  ``a + 1 > base``. An expression whose deepest operator fits under ``base`` runs a variant
  compiled without any checks; only pathological depths use the checked variant.
* **Work.** Every dereference charges the size of the expression it evaluates, builtins charge
  for the strings and lists they build, and the total is capped, so exponential sharing
  (``a = b + b; b = c + c; ...``) or recursive ``eval()`` ends in an error with a reason.

Failure (a depth or work limit) aborts the whole evaluation, as the library's ``false`` return
does, and becomes :class:`ErrorValue` with the reason; two places in the library swallow it into
an error value instead (list subscripts and record subscripts), and so do we.

Scoping follows the library as the Python bindings drive it: with a target ad, MY and TARGET
sit inside a match ad ``[lCtx = [my=.LEFT; target=.RIGHT; ...]; LEFT = my; RIGHT = target;
symmetricMatch = ...]``, so unscoped ``target``, ``other``, ``LEFT``, ``symmetricMatch`` all
resolve; and, because the bindings turn on the library's old-ClassAd semantics, an unscoped name
found nowhere from MY is looked up in TARGET (and vice versa). ``self``/``my``, ``parent``,
``root``/``toplevel`` and ``CurrentTime`` are special names checked after a miss in the
current ad only.

Where we knowingly differ from the library: the work budget (ours counts expression sizes per
dereference, the library counts node evaluations up to 10 million) ends pathological cases at
a different point; a record subscript that leads back to itself (``a = self["a"]``) crashes the
library and is an error here. Lists and records obtained through a record subscript are
detached copies in both; the library destroys such a record before a selection from it looks
the name up, which always finds nothing there, so ``n["m"].a`` is undefined here too
(:class:`DetachedRecord`). A record *element* of such a copied list (``ad["l"][0].a``) is
destroyed the same way in the library but is still read normally here.
"""
from __future__ import annotations

import operator
import sys
import time as _time
from typing import Callable, Sequence

from . import operators as ops
from .ad import ClassAd, attr_key
from .ast import (
    Source,
    set_memo,
    AttrRef,
    Binary,
    Call,
    Elvis,
    Expr,
    ListExpr,
    Literal,
    Paren,
    RecordExpr,
    Subscript,
    Ternary,
    Unary,
    walk,
)
from .functions._support import stored_literal
from .functions.api import FIND_ERROR, FIND_FAIL, FIND_OK, FIND_UNDEF, REGISTRY
from .shapes import TEXT_KEY_CHARS, NoShape, shape_key, text_key
from .trace import Origin, Trace, TraceEntry
from .values import UNDEFINED, ErrorValue, ListValue, RelTime, Undefined, Value

#: the library's recursion budget (EvalState::MAX_CLASSAD_RECURSION)
MAX_DEPTH = 400
#: work units per top-level evaluation (roughly, expression nodes evaluated)
DEFAULT_BUDGET = 1_000_000
#: nodes nested deeper than this are not compiled (evaluating one is an error; the parser's
#: own nesting limit is lower, so only hand-built trees reach it)
MAX_NESTING = 1000
#: compiled expressions kept before the cache is dropped wholesale
_CACHE_LIMIT = 50_000

#: names resolved specially after a miss in the current ad; ``my`` and ``CurrentTime`` only
#: under the old-ClassAd semantics HTCondor runs with unless STRICT_CLASSAD_EVALUATION is set
_SPECIAL_NAMES = frozenset({"toplevel", "root", "self", "my", "parent", "currenttime"})
#: value types a literal evaluates to as they are (others go through ``ops.plain``)
_NATIVE = frozenset({bool, int, float, str})
#: the scope tables of a state without a match (never changed in place: see EvalState)
_NO_PARENTS: dict = {}
_STRICT_SPECIAL_NAMES = frozenset({"toplevel", "root", "self", "parent"})

Compiled = Callable[["EvalState"], Value]



__all__ = [
    "MAX_DEPTH", "DEFAULT_BUDGET", "EvalLimitError", "FIND_FAIL", "FIND_OK", "FIND_UNDEF", "FIND_ERROR", "EvalState", "Origin", "Trace", "TraceEntry",
    "evaluate", "evaluate_traced", "evaluate_attr", "new_state", "run", "element_values",
    "attribute_values", "detach", "as_literal_value", "start_presentation", "PRESENTATION_BUDGET",
]


class EvalLimitError(Exception):
    """An evaluation ran out of depth or work budget; the evaluation's result is an error.

    ``untouched`` follows what the library leaves in the result slot while the failure
    unwinds: nearly every node writes ERROR there before returning false, but a scoped
    reference whose left side (or list projection) fails returns false without writing
    anything, and a reference passes its target's slot straight through. It is True while the
    slot of the root of the expression being unwound is still unwritten. Only the list
    subscript reads it, because only there does the library ignore the failure and keep
    whatever the slot holds. (Compiled closures are shared between identical expressions, so
    this is tracked by position, a reference at depth 0 being the root, not by node.)"""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason
        self.untouched = False


# --- the evaluation state (the builtins' EvalContext) ---------------------------------------

class EvalState:
    """One evaluation's state; also the :class:`functions.api.EvalContext` given to builtins.

    Besides the context methods, builtins may read ``cur`` (the ad the call is evaluated in, or
    None) and ``now``, and call ``eval_nested`` for arguments the library evaluates one level
    deeper. ``list_items`` evaluates elements in the *caller's* scope, as the
    library's builtins do (a subscript uses the list's own ad instead).
    """

    __slots__ = (
        "cur", "root", "base", "call_base", "budget", "stack", "now", "alt", "match",
        "my", "target", "trace", "pending_match", "specials", "strict", "lex", "inert", "parsed",
    )

    def __init__(self, now: float, budget: int, trace: Trace | None, my: ClassAd | None = None,
                 target: ClassAd | None = None, strict: bool = False) -> None:
        #: the ad the expression being evaluated belongs to: the enclosing scope of the list
        #: and record literals it builds (the current ad differs inside evalInEachContext)
        self.cur = self.lex = self.my = my
        self.root: ClassAd | None = None
        self.target: ClassAd | None = None
        self.match: ClassAd | None = None
        self.pending_match = False
        # MY and TARGET arranged as the Python bindings do: a match ad when both are given
        # (built when something reaches for it: ``match``), MY and TARGET inside it in their
        # context ads (``parent_of``), and under the old-ClassAd semantics HTCondor runs with,
        # each ad falling back to the other for names it lacks (``alt_of``). ``alt`` holds the
        # fallbacks evalInEachContext gives other records: shared while empty, copied before
        # any change.
        self.alt: dict[int, ClassAd] = _NO_PARENTS
        if my is not None:
            if target is None or target is my:
                self.root = my if my.parent is None else _top_of(my)
            else:
                self.target = target
                self.pending_match = True
        self.base = self.call_base = MAX_DEPTH
        self.budget = budget
        self.stack: list[int] = []
        self.now = now
        self.trace = trace
        self.strict = strict
        #: what :func:`_inert_size` found for each list met in a projection, by identity
        self.inert: dict[int, tuple[ListValue, int]] | None = None
        self.specials = _STRICT_SPECIAL_NAMES if strict else _SPECIAL_NAMES
        #: eval() text already parsed in this evaluation (see :meth:`parse`), made on first use
        self.parsed: dict[str, Expr | None] | None = None

    # EvalContext -------------------------------------------------------------------------
    def eval(self, expr: Expr) -> Value:
        """Evaluate a builtin's argument in the caller's scope, at the call's depth."""
        self.budget -= 1
        if self.budget < 0:
            raise EvalLimitError("evaluation work limit exceeded")
        if type(expr) is Literal and self.trace is None:  # compiled, it would return just this
            v = expr.value
            return v if type(v) in _NATIVE else ops.plain(v)
        saved = self.base
        base = self.base = self.call_base
        try:
            entry = expr._memo  # type: ignore[union-attr]
        except AttributeError:
            entry = None
        if type(entry) is tuple and entry[2] <= base and self.trace is None:
            v = entry[0](self)
        else:
            v = _runner(expr, base, self.trace is not None)(self)
        self.base = saved
        return v

    def eval_nested(self, expr: Expr) -> Value:
        """Evaluate an argument one nesting level deeper than the call: the library's
        ``strcat``, ``join`` and ``eval`` count their arguments against the depth limit (a
        chain of ``a = strcat(b); b = strcat(c) ...`` fails at half the length)."""
        if self.call_base <= 0:
            raise EvalLimitError("expression nested too deeply")
        saved_call = self.call_base
        self.call_base = saved_call - 1
        try:
            return self.eval(expr)
        finally:
            self.call_base = saved_call

    def list_items(self, value: ListValue) -> list[Value]:
        """Evaluate a list's elements as the library's builtins do: in the caller's scope."""
        self.charge(len(value.items))
        out = []
        saved = self.base
        self.base = self.call_base
        for item in value.items:
            if type(item) is Literal:
                out.append(item.value)
            else:
                out.append(_runner(item, self.call_base, self.trace is not None)(self))
        self.base = saved
        return out

    def eval_in(self, expr: Expr, ad: ClassAd, lexical: ClassAd | None = None) -> Value:
        """Evaluate ``expr`` with ``ad`` as the current scope, as the library's
        evalInEachContext does: the root is ``ad``'s outermost enclosing ad, and during a
        match a record whose parent is one side (or encloses it) falls back to the other
        side for names found nowhere in its own scopes."""
        if self.pending_match:
            self.get_root()  # build the match ad now: the saved root must be the real one
        saved_cur, saved_base, saved_root = self.cur, self.base, self.root
        alt_key, had_alt = id(ad), id(ad) in self.alt
        saved_alt = self.alt.get(alt_key)  # the fallback given to the ad itself, if any
        if self.target is not None:
            other = self._side_alternate(self.parent_of(ad))
            if other is not None:
                self.alt = dict(self.alt)
                self.alt[alt_key] = other
        self.root = self._outermost(ad)
        saved_lex = self.lex
        if lexical is not None:
            self.lex = lexical  # an expression bound in an ad builds its records and lists there
        self.cur, self.base = ad, self.call_base
        try:
            return _runner(expr, self.call_base, self.trace is not None)(self)
        finally:
            self.cur, self.base, self.root, self.lex = saved_cur, saved_base, saved_root, saved_lex
            if self.alt.get(alt_key) is not saved_alt:
                self.alt = dict(self.alt)
                if had_alt:
                    self.alt[alt_key] = saved_alt  # type: ignore[assignment]
                else:
                    del self.alt[alt_key]

    def _outermost(self, ad: ClassAd) -> ClassAd | None:
        """The top of ``ad``'s chain of enclosing ads (None on a loop), the library's
        SetRootScope."""
        seen = {id(ad)}
        top = ad
        while True:
            up = self.parent_of(top)
            if up is None:
                return top
            if id(up) in seen:
                return None
            seen.add(id(up))
            top = up

    def _side_alternate(self, parent: ClassAd | None) -> ClassAd | None:
        """The other side of the match for a record whose parent is ``parent``: the library
        checks whether the parent is the LEFT ad or one of its enclosing ads, then RIGHT."""
        for side in (self.my, self.target):
            probe: ClassAd | None = side
            seen: set[int] = set()
            while probe is not None and id(probe) not in seen:
                if probe is parent:
                    return self.alt_of(side) if side is not None else None
                seen.add(id(probe))
                probe = self.parent_of(probe)
        return None

    # the library's reference lookups, for builtins that inspect references ----------------
    def lookup_in_scope(self, start: ClassAd, key: str) -> tuple[int, object]:
        """The library's LookupInScope from ``start``: ``(status, found)`` where ``found`` is
        the bound expression, or for the special names the ad (or ``time()``) they stand for.
        As in the library, the current ad moves to the ad the search stopped in."""
        key = key.lower()
        current: ClassAd | None = start
        while current is not None:
            self.cur = current
            hit = current._attrs.get(key)
            if hit is not None:
                return FIND_OK, hit[1]
            sup = None if current is self.root else self.parent_of(current)
            if key in self.specials:
                if key in ("root", "toplevel"):
                    root = self.get_root()
                    return (FIND_OK, root) if root is not None else (FIND_FAIL, None)
                if key in ("self", "my"):
                    return FIND_OK, current
                if key == "parent":
                    return (FIND_OK, sup) if sup is not None else (FIND_UNDEF, None)
                return FIND_OK, _CURRENT_TIME
            current = sup
            if current is start:
                break
        return FIND_UNDEF, None

    def find_expr(self, ref: AttrRef) -> tuple[int, object, ClassAd | None]:
        """What the reference ``ref`` is bound to, without evaluating it (the library's
        AttributeReference::Deref): ``(status, found, where)`` with ``status`` and ``found`` as
        :meth:`lookup_in_scope` gives and ``where`` the ad the search stopped in, the other
        side of a match tried for plain names. Leaves the current ad there, as the library
        does (the builtins that call this run on in that ad)."""
        current: ClassAd | None
        if ref.base is None:
            current = self.get_root() if ref.absolute else self.cur
            if ref.absolute and current is None:
                return FIND_FAIL, None, None
        else:
            # the library's FindExpr evaluates the left side one level deeper than the call
            # (and answers ERROR when no level is left)
            if self.call_base <= 0:
                return FIND_ERROR, None, None
            saved_call = self.call_base
            self.call_base = saved_call - 1
            try:
                v = self.eval_in_place(ref.base)
            except EvalLimitError:
                return FIND_FAIL, None, None
            finally:
                self.call_base = saved_call
            if v is UNDEFINED:
                return FIND_UNDEF, None, None
            if type(v) is ListValue:
                # the projection runs at the call's depth (the library's FindExpr gives each
                # element a fresh state holding the caller's depth); a failure of one element
                # fails the lookup (EVAL_FAIL), which unresolved() reports as undefined
                saved = self.base
                self.base = self.call_base
                try:
                    projected = _project(self, v, ref.name.lower(), 0)
                except EvalLimitError:
                    return FIND_FAIL, None, None
                finally:
                    self.base = saved
                return FIND_OK, Literal(projected), self.cur
            if not isinstance(v, ClassAd):
                return FIND_ERROR, None, None
            current = v
        if current is None:
            return FIND_UNDEF, None, None
        status, found = self.lookup_in_scope(current, ref.name)
        if status == FIND_UNDEF and ref.base is None and not ref.absolute:
            other = self.alt_of(current)
            if other is not None:
                status, found = self.lookup_in_scope(other, ref.name)
        return status, found, self.cur

    def eval_in_place(self, expr: Expr) -> Value:
        """Evaluate ``expr`` in the current ad at the call's depth; limit errors propagate."""
        saved = self.base
        self.base = self.call_base
        try:
            return _runner(expr, self.call_base, self.trace is not None)(self)
        finally:
            self.base = saved

    def parse(self, text: str) -> Expr | None:
        """Parse expression text for ``eval()``; None when it does not parse.

        An attribute that calls eval() on itself or on text naming itself parses the same
        text hundreds of times before the depth limit stops it, so a text met again in one
        evaluation takes the tree already built (still charged as parsed). Only trees that
        write no record are shared: the attributes of a record built from parsed text are
        told apart by identity on the cycle stack, and the library parses afresh each time."""
        self.charge(len(text) // 8 + 1)
        memo = self.parsed
        if memo is not None:
            hit = memo.get(text, _NOT_PARSED)
            if hit is not _NOT_PARSED:
                return hit  # type: ignore[return-value]
        try:
            expr = _parser().parse_expr(text)
        except Exception:
            expr = None
        if len(text) <= _PARSED_TEXT_CHARS and self.trace is None and ("[" not in text or not _writes_record(expr)):
            if memo is None:
                memo = self.parsed = {}
            memo[text] = expr
        return expr

    def error(self, reason: str) -> ErrorValue:
        return ErrorValue(reason)

    def fail(self, reason: str) -> Value:
        raise EvalLimitError(reason)

    def charge(self, units: int) -> None:
        self.budget -= units
        if self.budget < 0:
            raise EvalLimitError("evaluation work limit exceeded")

    # scoping helpers -----------------------------------------------------------------------
    def parent_of(self, ad: ClassAd) -> ClassAd | None:
        """The scope enclosing ``ad``: in a match, MY and TARGET sit in their context ads,
        which sit in the match ad."""
        if self.target is not None:
            if ad is self.my:
                return _LCTX
            if ad is self.target:
                return _RCTX
            if ad is _LCTX or ad is _RCTX:
                if self.pending_match:
                    self.get_root()
                return self.match
        return ad.parent

    def alt_of(self, ad: ClassAd) -> ClassAd | None:
        """The ad a name missing from all of ``ad``'s scopes is looked up in next (the
        library's old-ClassAd fallback from MY to TARGET and back), or None."""
        if self.alt:
            other = self.alt.get(id(ad))
            if other is not None:
                return other
        if self.target is not None and not self.strict:
            if ad is self.my:
                return self.target
            if ad is self.target:
                return self.my
        return None

    def get_root(self) -> ClassAd | None:
        """The root scope; the match ad is only built when something reaches for it."""
        if self.pending_match:
            self.pending_match = False
            self.root = self.match = _match_ad(self.my, self.target)  # type: ignore[arg-type]
        return self.root

    def label(self, ad: ClassAd | None) -> str:
        if ad is None:
            return "missing"
        if ad is self.my:
            return "MY"
        if ad is self.target:
            return "TARGET"
        if ad is _LCTX or ad is _RCTX or (self.root is not None and ad is self.root and self.target is not None):
            return "match"
        return "record"


#: the longest eval() text kept for reuse within an evaluation (short enough that parsing it
#: never nears the interpreter's recursion limit, so reusing a tree gives what a parse would)
_PARSED_TEXT_CHARS = 256
_NOT_PARSED = object()


def _writes_record(expr: Expr | None) -> bool:
    """Whether the tree holds a record literal (``[...]``)."""
    return expr is not None and any(type(node) is RecordExpr for node in walk(expr))


def _parser():  # type: ignore[no-untyped-def]
    """The parser module, imported on first use (the evaluator itself never needs the grammar)."""
    global _PARSER
    if _PARSER is None:
        from . import parser

        _PARSER = parser
    return _PARSER


_PARSER = None


# --- scope lookup ---------------------------------------------------------------------------

_SPECIAL = object()

#: what ``CurrentTime`` stands for when a builtin looks the name up without evaluating it
_CURRENT_TIME = Call("time", ())


def _find(st: EvalState, start: ClassAd, key: str, a: int = 1) -> tuple[object, object] | None:
    """The library's LookupInScope: ``(expr, ad)``, ``(_SPECIAL, value)`` or None (undefined).

    ``a`` is the depth of the referring node: ``root`` with no root scope fails the lookup
    before anything is written, which leaves the result unwritten when that node is the root
    of its expression (see :class:`EvalLimitError`)."""
    current: ClassAd | None = start
    while current is not None:
        hit = current._attrs.get(key)
        if hit is not None:
            return hit[1], current
        if (current is _LCTX or current is _RCTX) and key not in _MATCH_NAMES and key not in st.specials:
            return None  # past a context ad only the match ad is left, which binds none of these
        sup = None if current is st.root else st.parent_of(current)
        if key in st.specials:
            if key == "root" or key == "toplevel":
                root = st.get_root()
                if root is None:
                    exc = EvalLimitError("no root scope")
                    exc.untouched = not a
                    raise exc
                return _SPECIAL, root
            if key == "self" or key == "my":
                return _SPECIAL, current
            if key == "parent":
                return (_SPECIAL, sup) if sup is not None else None
            return _SPECIAL, int(st.now)
        current = sup
        if current is start:
            return None
    return None


def _deref(st: EvalState, e: Expr, where: ClassAd, a: int) -> Value:
    """Evaluate the expression ``e`` bound in ``where``, found by a reference at depth ``a``."""
    if st.base - a <= 0:
        raise EvalLimitError("attribute references nested too deeply")
    if type(e) is Literal:
        return e.value
    eid = id(e)
    stack = st.stack
    if eid in stack:
        return UNDEFINED
    nb = st.base - a - 1
    try:
        entry = e._memo  # type: ignore[union-attr]
    except AttributeError:
        entry = None
    if type(entry) is str:  # a text key noted when the ad was read: the compiled form, if any
        hit = _SHARED_FAST.get(entry)
        if hit is not None:
            set_memo(e, hit)
            entry = hit
    if type(entry) is tuple and entry[2] <= nb and st.trace is None:
        fn, size = entry[0], entry[1]
    else:
        fn, size = _runner_sized(e, nb, st.trace is not None)
    st.budget -= size
    if st.budget < 0:
        raise EvalLimitError("evaluation work limit exceeded")
    stack.append(eid)
    saved_cur, saved_base, saved_lex = st.cur, st.base, st.lex
    st.cur, st.base, st.lex = where, nb, where
    try:
        v = fn(st)
    except EvalLimitError as exc:
        # the referring node's slot is its target's: still unwritten only if it is a root
        if a:
            exc.untouched = False
        raise
    st.cur, st.base, st.lex = saved_cur, saved_base, saved_lex
    stack.pop()
    return v


def _resolve(st: EvalState, found: tuple[object, object] | None, a: int) -> Value:
    if found is None:
        return UNDEFINED
    e, where = found
    if e is _SPECIAL:
        if st.base - a <= 0:
            raise EvalLimitError("attribute references nested too deeply")
        return where  # type: ignore[return-value]
    return _deref(st, e, where, a)  # type: ignore[arg-type]


def _lookup_unscoped(st: EvalState, key: str, a: int, node: Expr | None) -> Value:
    """A plain name: the current ad's scopes, then (old semantics) the other ad."""
    cur = st.cur
    if cur is None:
        if node is not None and st.trace is not None:
            st.trace.note_origin(node, Origin(key, "missing"))
        return UNDEFINED
    found = _find(st, cur, key, a)
    fallback = False
    if found is None:
        other = st.alt_of(cur)
        if other is not None:
            found = _find(st, other, key, a)
            fallback = found is not None
    if node is not None and st.trace is not None:
        _note(st, node, key, found, fallback)
    return _resolve(st, found, a)


def _note(st: EvalState, node: Expr, key: str, found: tuple[object, object] | None, fallback: bool) -> None:
    assert st.trace is not None
    key = getattr(node, "name", key)  # the source spelling
    if found is None:
        origin = Origin(key, "missing")
    elif found[0] is _SPECIAL:
        origin = Origin(key, "special")
    else:
        where = found[1]
        circular = id(found[0]) in st.stack
        origin = Origin(key, st.label(where), where, fallback, circular)  # type: ignore[arg-type]
    st.trace.note_origin(node, origin)


def _select(st: EvalState, v: Value, key: str, a: int, node: Expr | None) -> Value:
    """``v.key``: attribute of a record (with its scopes), or projection over a list."""
    tv = type(v)
    if tv is ErrorValue:
        return v
    if v is UNDEFINED:
        return UNDEFINED
    if isinstance(v, ClassAd):
        if tv is DetachedRecord:
            found = None  # the library looks the name up in a record it has already destroyed
        else:
            found = _find(st, v, key, a)
        if node is not None and st.trace is not None:
            _note(st, node, key, found, False)
        return _resolve(st, found, a)
    if tv is ListValue:
        return _project(st, v, key, a)
    return ErrorValue(f"cannot select attribute {key!r} from {ops.kind(v)}")


def _project(st: EvalState, lv: ListValue, key: str, a: int) -> Value:
    """``list.attr``: the attribute of each element, as a list of values.

    The library evaluates each element in the *current* scope (not the list's), except that a
    record literal keeps its lexical parent.
    """
    if lv.shared and lv.items:
        # a list a builtin made (or a record subscript copied) is held through a counted
        # pointer, and the library crashes selecting from one (tests/oracle/cases.py,
        # LIBRARY_CRASHERS): there is no value to give, so this is an error
        return ErrorValue("HTCondor's library crashes selecting an attribute from a list a builtin made")
    if st.base - a > 0:
        size = _inert_items(st, lv.items, 0)
        if size >= 0:
            # selecting from this list gives it back unchanged (see _inert_size), at the cost
            # of one step per element, nested lists included; a walk that runs out of work
            # stops one step past the end, and so does this
            if size > st.budget:
                st.budget = -1
                raise EvalLimitError("evaluation work limit exceeded")
            st.budget -= size
            return lv if lv.scope is None and not lv.shared else ListValue(lv.items, None)
    items: list[Expr] = []
    tracing = st.trace is not None
    # the library evaluates each element in a state of its own set to the current ad, whose
    # root is that ad's outermost enclosing ad (even where the evaluation has no root: a
    # record literal evaluated with no ad around it is its own root)
    if st.cur is None or not any(type(e) is not Literal and type(e) is not RecordExpr for e in lv.items):
        # the root is left alone: a selection inside may build the match ad (get_root), and
        # that root must outlive the projection (target.x after {[]}.y)
        return _project_items(st, lv, key, a, items, tracing)
    if st.pending_match:
        st.get_root()
    saved_root = st.root
    st.root = st._outermost(st.cur)
    try:
        return _project_items(st, lv, key, a, items, tracing)
    finally:
        st.root = saved_root


def _project_items(st: EvalState, lv: ListValue, key: str, a: int, items: list[Expr], tracing: bool) -> Value:
    cur = st.cur
    for elem in lv.items:
        st.charge(1)
        if st.base - a <= 0:
            items.append(Literal(ErrorValue("attribute references nested too deeply")))
            continue
        te = type(elem)
        if te is Literal:
            ev = elem.value
        elif te is RecordExpr:
            st.charge(len(elem.attrs))
            ev = ClassAd(elem.attrs, lv.scope)
        else:
            nb = st.base - a - 1
            saved = st.base
            st.base = nb
            # each element in a fresh state of its own (SetScopes(curAd)): where an element
            # leaves the current ad (a builtin's lookup moves it) does not carry to the next;
            # the lists and records it builds belong where the list was written (their parent
            # is set when the text is parsed), so a record in {{[]}}.T finds T around the list;
            # a list stored back as a literal (a projection's result, MakeLiteral) is a copy with
            # no enclosing scope, and neither have the records its elements build
            saved_lex = st.lex
            st.lex = lv.scope
            ev = _runner(elem, nb, tracing)(st)
            st.base, st.cur, st.lex = saved, cur, saved_lex
        sv = _select(st, ev, key, a, None)
        # a relative time is stored as the library's ReltimeLiteral: a real that prints as
        # relTime("...")
        items.append(stored_literal(sv) if type(sv) is RelTime else Literal(as_literal_value(sv)))
    return ListValue(tuple(items), None)


#: how deep _inert_size looks into nested lists before it gives up (and the projection walks)
_INERT_DEPTH = 2000


def _inert_items(st: EvalState, items: tuple[Expr, ...], depth: int) -> int:
    """The number of elements, nested lists' included, of a list whose projection is itself,
    or -1 when it is not. Selecting an attribute from an error or from undefined gives it back,
    and a projection stores each result as a bare literal in a list with no scope: so a list
    of such literals (and of inner lists of the same kind) is what projecting it yields, and
    selecting from it again and again (``R = {R.my.R}`` projects a list of lists hundreds of
    times) need not rebuild it."""
    size = len(items)
    for e in items:
        if type(e) is not Literal or e.span is not None or e.spelling is not None:
            return -1
        v = e.value
        tv = type(v)
        if tv is ListValue:
            inner = _inert_size(st, v, depth + 1)
            if inner < 0:
                return -1
            size += inner
        elif tv is not ErrorValue and v is not UNDEFINED:
            return -1
    return size


def _inert_size(st: EvalState, lv: ListValue, depth: int) -> int:
    """:func:`_inert_items` of a list inside a list, which must itself be as a projection
    stores one (no scope, not a builtin's), remembered for the evaluation by identity."""
    memo = st.inert
    if memo is None:
        memo = st.inert = {}
    else:
        hit = memo.get(id(lv))
        if hit is not None and hit[0] is lv:
            return hit[1]
    if lv.scope is not None or lv.shared or depth > _INERT_DEPTH:
        size = -1
    else:
        size = _inert_items(st, lv.items, depth)
    memo[id(lv)] = (lv, size)
    return size


class DetachedRecord(ClassAd):
    """The self-contained copy of a record that a record subscript (``ad["name"]``) returns.

    The library destroys that copy before a selection from it looks the name up (the value
    holding it goes out of scope first), and the lookup in the destroyed record finds
    nothing: ``n["m"].a`` is undefined, while ``n["m"]["a"]`` works. Checked against the
    wheel in fresh processes and over many record shapes: the answer is always undefined."""

    __slots__ = ()
    shared = True


def detach(v: Value) -> Value:
    """A list or record cut off from its enclosing scopes, as the library's self-contained
    copies are (what a record subscript returns)."""
    if type(v) is ListValue:
        return v if v.scope is None and v.shared else ListValue(v.items, None, True)
    if isinstance(v, ClassAd):
        return DetachedRecord(v.items(), None)
    return v


def as_literal_value(v: Value) -> Value:
    """What a value becomes when the library stores it back into a tree (``MakeLiteral``, as a
    list projection does): a relative time turns into a real of whole seconds, and lists and
    records are cut off from their enclosing scopes."""
    t = type(v)
    if t is RelTime:
        return float(ops.trunc_to_int32(float(v.secs)))
    if t is ListValue:
        return v if v.scope is None else ListValue(v.items, None)
    if isinstance(v, ClassAd):
        return ClassAd(v.items(), None)
    return v


def _subscript(st: EvalState, v: Value, i: Value, a: int) -> Value:
    """``v[i]`` once both are evaluated; ``a`` is the subscript operator's own depth."""
    tv, ti = type(v), type(i)
    if tv is ErrorValue:
        return v
    if ti is ErrorValue:
        return i
    if v is UNDEFINED or i is UNDEFINED:
        return UNDEFINED
    if tv is ListValue and ti is int:
        idx = ops.wrap32(i)
        if idx < 0 or idx >= len(v.items):
            return ErrorValue(f"list index {i} out of range (size {len(v.items)})")
        elem = v.items[idx]
        if st.base - a - 1 <= 0:
            return ErrorValue("list elements nested too deeply")
        if type(elem) is Literal:
            return elem.value
        nb = st.base - a - 2
        return _guarded(st, elem, v.scope, nb, list_element=True)
    if isinstance(v, ClassAd) and ti is str:
        hit = v._attrs.get(i.lower())
        if hit is None:
            return UNDEFINED
        e = hit[1]
        if type(e) is Literal:
            return detach(e.value)
        # the library evaluates it through a fresh state (full depth again; the shared cycle
        # stack and work budget still bound it) and hands back a self-contained copy
        return detach(_guarded(st, e, v, MAX_DEPTH))
    return ErrorValue(f"cannot subscript {ops.kind(v)} with {ops.kind(i)}")


def _guarded(st: EvalState, e: Expr, scope: ClassAd | None, nb: int, list_element: bool = False) -> Value:
    """Evaluate ``e`` in ``scope``; a failure inside becomes an error value (library behaviour
    for subscripts), and the state is put back as it was.

    A list element is the exception: the library ignores the failure and keeps what the
    element left in the result, which is nothing (so undefined) when the failure came from
    the left side of a scoped reference (``L = {L[0].x}``); see :class:`EvalLimitError`."""
    saved = (st.cur, st.base, st.call_base, len(st.stack), st.lex)
    st.cur, st.base, st.lex = scope, nb, scope
    try:
        v = _runner(e, nb, st.trace is not None)(st)
    except EvalLimitError as exc:
        v = UNDEFINED if list_element and exc.untouched else ErrorValue(exc.reason)
    except RecursionError:
        v = ErrorValue("expression nested too deeply")
    st.cur, st.base, st.call_base, st.lex = saved[0], saved[1], saved[2], saved[4]
    del st.stack[saved[3]:]
    return v


# --- compilation ----------------------------------------------------------------------------

class _Compiler:
    """Builds closures for one expression; records its size and deepest counting operator."""

    __slots__ = ("checked", "traced", "size", "depth", "consts", "deepest")

    def __init__(self, checked: bool, traced: bool) -> None:
        self.checked = checked
        self.traced = traced
        self.size = 0
        self.depth = 0
        #: the deepest node compiled; the fast variant gives up below MAX_DEPTH, where every
        #: path runs through a counting operator (or a selection) that no base lets pass, so
        #: that variant could never run: the checked one is used (see _compiled_fast)
        self.deepest = MAX_NESTING if checked or traced else MAX_DEPTH
        #: closures of the fast variant that return a constant (literals, and operators over
        #: constants, folded when compiled), with their values
        self.consts: dict[Compiled, Value] = {}

    def constant(self, v: Value) -> Compiled:
        fn = lambda st: v  # noqa: E731
        self.consts[fn] = v
        return fn

    def compile(self, node: Expr, a: int) -> Compiled:
        self.size += 1
        if a > self.deepest:
            if self.deepest == MAX_DEPTH:
                raise _NeedsChecks
            reason = "expression nested too deeply"

            def too_deep(st: EvalState) -> Value:
                raise EvalLimitError(reason)

            return too_deep
        builder = _BUILDERS.get(type(node))
        if builder is None:
            bad = ErrorValue(f"not an expression: {type(node).__name__}")
            fn: Compiled = lambda st: bad  # noqa: E731
        else:
            fn = builder(self, node, a)
        if self.traced:
            fn = _traced(node, fn)
        return fn

    def op(self, a: int) -> bool:
        """Note a counting operator at depth ``a``; True when it needs a run-time check."""
        if a + 1 > self.depth:
            self.depth = a + 1
        return self.checked


class _NeedsChecks(Exception):
    """The fast variant of an expression nested deeper than any evaluation may go."""


#: the fast "variant" of such an expression: deeper than any base, so the checked one runs
_CHECKS_ONLY: tuple[Compiled | None, int, int] = (None, 0, MAX_NESTING + 2)


def _traced(node: Expr, fn: Compiled) -> Compiled:
    def traced(st: EvalState) -> Value:
        v = fn(st)
        st.trace.record(node, v)  # type: ignore[union-attr]
        return v

    return traced


def _too_deep() -> EvalLimitError:
    return EvalLimitError("expression nested too deeply")


def _build_literal(c: _Compiler, node: Literal, a: int) -> Compiled:
    v = ops.plain(node.value)
    if c.traced:
        return lambda st: v
    return c.constant(v)




def _build_paren(c: _Compiler, node: Paren, a: int) -> Compiled:
    inner = c.compile(node.expr, a + 1)
    if not c.op(a):
        return inner

    def paren(st: EvalState) -> Value:
        if st.base <= a:
            raise _too_deep()
        return inner(st)

    return paren


def _build_unary(c: _Compiler, node: Unary, a: int) -> Compiled:
    inner = c.compile(node.operand, a + 1)
    fn = ops.UNARY.get(node.op)
    if fn is None:
        bad = ErrorValue(f"unknown operator {node.op!r}")
        return lambda st: bad
    if not c.op(a):
        if not c.traced and inner in c.consts:
            return c.constant(fn(c.consts[inner]))  # an operator on values alone: folded
        return lambda st: fn(inner(st))

    def unary(st: EvalState) -> Value:
        if st.base <= a:
            raise _too_deep()
        return fn(inner(st))

    return unary


def _build_binary(c: _Compiler, node: Binary, a: int) -> Compiled:
    op = node.op
    if (not c.checked and not c.traced and a + 1 <= MAX_NESTING and op != "&&" and op != "||"
            and op in ops.BINARY):
        # a constant operand (a literal, or operators over literals, folded) is taken as it
        # is (the commonest forms: ``Memory >= 1024``, ``Arch == "X86_64"``, ``x > 15 * 60``),
        # which saves a closure call on every evaluation
        fn = ops.BINARY[op]
        c.op(a)
        left = c.compile(node.left, a + 1)
        right = c.compile(node.right, a + 1)
        consts = c.consts
        if right in consts:
            rv = consts[right]
            if left in consts:
                return c.constant(fn(consts[left], rv))
            return _build_operand_constant(fn, op, node.left, left, rv, a)
        if left in consts:
            lv = consts[left]
            return lambda st: fn(lv, right(st))
        return lambda st: fn(left(st), right(st))
    left = c.compile(node.left, a + 1)
    right = c.compile(node.right, a + 1)
    checked = c.op(a)
    if op == "&&":
        return _build_and(left, right, a, checked)
    if op == "||":
        return _build_or(left, right, a, checked)
    fn = ops.BINARY.get(op)
    if fn is None:
        bad = ErrorValue(f"unknown operator {op!r}")
        return lambda st: bad
    if not checked:
        return lambda st: fn(left(st), right(st))

    def binary(st: EvalState) -> Value:
        if st.base <= a:
            raise _too_deep()
        return fn(left(st), right(st))

    return binary


_TESTS: dict[str, Callable[[object, object], bool]] = {
    "<": operator.lt, "<=": operator.le, ">": operator.gt, ">=": operator.ge, "==": operator.eq, "!=": operator.ne,
}


def _build_operand_constant(fn: Callable[[Value, Value], Value], op: str, lnode: Expr, left: Compiled,
                            rv: Value, a: int) -> Compiled:
    """``left op constant``. A plain name on the left found as a literal in the current ad is
    read in place (what the name's closure would do first), and compared at once when both
    sides are of the type the operator's own fast path compares directly."""
    if type(lnode) is not AttrRef or lnode.base is not None or lnode.absolute:
        return lambda st: fn(left(st), rv)
    key = attr_key(lnode.name)
    a1 = a + 1  # the reference's depth
    test = _TESTS.get(op)
    rt = type(rv)
    if test is not None and (rt is int or rt is float):
        def compare_name(st: EvalState) -> Value:
            cur = st.cur
            if cur is not None:
                hit = cur._attrs.get(key)
                if hit is not None:
                    e = hit[1]
                    if type(e) is Literal and st.base - a1 > 0:
                        x = e.value
                        if type(x) is rt:
                            return test(x, rv)
                        return fn(x, rv)
            return fn(left(st), rv)

        return compare_name
    if test is not None and rt is str and rv.isascii():  # type: ignore[union-attr]
        folded = rv.lower()  # type: ignore[union-attr]

        def compare_name_text(st: EvalState) -> Value:
            cur = st.cur
            if cur is not None:
                hit = cur._attrs.get(key)
                if hit is not None:
                    e = hit[1]
                    if type(e) is Literal and st.base - a1 > 0:
                        x = e.value
                        if type(x) is str and x.isascii():
                            return test(x.lower(), folded)
                        return fn(x, rv)
            return fn(left(st), rv)

        return compare_name_text

    def name_op(st: EvalState) -> Value:
        cur = st.cur
        if cur is not None:
            hit = cur._attrs.get(key)
            if hit is not None:
                e = hit[1]
                if type(e) is Literal and st.base - a1 > 0:
                    return fn(e.value, rv)
        return fn(left(st), rv)

    return name_op


def _build_and(left: Compiled, right: Compiled, a: int, checked: bool) -> Compiled:
    def and_(st: EvalState) -> Value:
        if checked and st.base <= a:
            raise _too_deep()
        x = left(st)
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
        y = right(st)
        if x is True and type(y) is bool:
            return y
        return ops.and_rest(x, y)

    return and_


def _build_or(left: Compiled, right: Compiled, a: int, checked: bool) -> Compiled:
    def or_(st: EvalState) -> Value:
        if checked and st.base <= a:
            raise _too_deep()
        x = left(st)
        tx = type(x)
        if tx is bool:
            if x:
                return True
        elif tx is int or tx is float:
            if x:
                return True
            x = False
        elif tx is ErrorValue:
            return x
        y = right(st)
        if x is False and type(y) is bool:
            return y
        return ops.or_rest(x, y)

    return or_


def _build_ternary(c: _Compiler, node: Ternary, a: int) -> Compiled:
    cond = c.compile(node.cond, a + 1)
    then = c.compile(node.then, a + 1)
    else_ = c.compile(node.else_, a + 1)
    checked = c.op(a)

    def ternary(st: EvalState) -> Value:
        if checked and st.base <= a:
            raise _too_deep()
        x = cond(st)
        b = ops.as_bool(x)
        if b is True:
            return then(st)
        if b is False:
            return else_(st)
        if type(x) is ErrorValue or x is UNDEFINED:
            return x
        # the library evaluates both branches before finding the condition unusable
        then(st)
        else_(st)
        return ErrorValue(f"condition of ?: is {ops.kind(x)}, not boolean")

    return ternary


def _build_elvis(c: _Compiler, node: Elvis, a: int) -> Compiled:
    left = c.compile(node.left, a + 1)
    right = c.compile(node.right, a + 1)
    checked = c.op(a)

    def elvis(st: EvalState) -> Value:
        if checked and st.base <= a:
            raise _too_deep()
        x = left(st)
        return right(st) if x is UNDEFINED else x

    return elvis


def _build_subscript(c: _Compiler, node: Subscript, a: int) -> Compiled:
    base = c.compile(node.base, a + 1)
    index = c.compile(node.index, a + 1)
    checked = c.op(a)

    def subscript(st: EvalState) -> Value:
        if checked and st.base <= a:
            raise _too_deep()
        return _subscript(st, base(st), index(st), a)

    return subscript


def _build_call(c: _Compiler, node: Call, a: int) -> Compiled:
    name = node.name
    lname = name.lower()
    args: Sequence[Expr] = node.args
    for arg in args:  # counted for the work charge; builtins compile their arguments lazily
        c.size += 1
    if not c.checked and not c.traced:
        inline = _inline_call(c, lname, name, args, a)
        if inline is not None:
            return inline

    def call(st: EvalState) -> Value:
        fn = REGISTRY.get(lname)
        if fn is None:
            return ErrorValue(f"unknown function {name}()")
        saved = st.call_base
        st.call_base = st.base - a
        try:
            v = fn(st, args)
        except EvalLimitError as exc:
            exc.untouched = False  # a builtin writes ERROR before failing
            raise
        except (RecursionError, MemoryError):
            raise
        except Exception as exc:  # a builtin's bug must not escape as a traceback
            v = ErrorValue(f"{name}(): internal error: {type(exc).__name__}: {exc}")
        st.call_base = saved
        return v if v is not None else ErrorValue(f"{name}() returned nothing")

    return call


# --- builtins compiled in place -------------------------------------------------------------
#
# A builtin gets its argument expressions and evaluates them through the EvalState context
# (``eval``: in the caller's scope at the call's depth, one work unit each; ``eval_nested``: one
# level deeper). In the fast variant (no depth checks, no trace) the commonest builtins of
# policy expressions are compiled together with their arguments instead: each argument is
# compiled at the depth the context would evaluate it at, so every reference inside keeps its
# depth, and is charged the same work unit, so the budget runs out at the same point. The
# arguments' own sizes are not added to the expression's size (the context never charges
# them). Only the registered builtin a form was written from is replaced by it (a test that
# registers its own function under a name keeps it).

def _compile_args(c: _Compiler, args: Sequence[Expr], a: int) -> list[Compiled]:
    size = c.size
    fns = [c.compile(arg, a) for arg in args]
    c.size = size
    return fns


def _limit() -> EvalLimitError:
    return EvalLimitError("evaluation work limit exceeded")


def _inline_call(c: _Compiler, lname: str, name: str, args: Sequence[Expr], a: int) -> Compiled | None:
    impl = REGISTRY.get(lname)
    if impl is None:
        return None
    maker = _INLINE.get(lname)
    if maker is not None and impl is maker[0]:
        return maker[1](c, args, a)
    spec = getattr(impl, "strict_body", None)
    if spec is None or not spec[1] <= len(args) <= (spec[2] if spec[2] is not None else len(args)):
        return None
    return _inline_strict(spec[0], _compile_args(c, args, a), a, name)


def _inline_strict(body: Callable, fns: list[Compiled], a: int, name: str) -> Compiled:
    """A builtin written as a body over argument values (``functions._support.strict``)."""

    def strict_call(st: EvalState) -> Value:
        saved = st.call_base
        st.call_base = st.base - a
        try:
            vals = []
            for fn in fns:
                st.budget -= 1
                if st.budget < 0:
                    raise _limit()
                vals.append(fn(st))
            v = body(st, vals)
        except EvalLimitError as exc:
            exc.untouched = False  # a builtin writes ERROR before failing
            raise
        except (RecursionError, MemoryError):
            raise
        except Exception as exc:  # a builtin's bug must not escape as a traceback
            v = ErrorValue(f"{name}(): internal error: {type(exc).__name__}: {exc}")
        st.call_base = saved
        return v if v is not None else ErrorValue(f"{name}() returned nothing")

    return strict_call


def _inline_if_then_else(c: _Compiler, args: Sequence[Expr], a: int) -> Compiled | None:
    """``functions.misc.if_then_else``: only the chosen branch is evaluated."""
    if len(args) != 3:
        return None
    cond, then, else_ = _compile_args(c, args, a)

    def if_then_else(st: EvalState) -> Value:
        try:
            st.budget -= 1
            if st.budget < 0:
                raise _limit()
            x = cond(st)
            tx = type(x)
            if tx is bool or tx is int or tx is float or isinstance(x, (int, float)):
                st.budget -= 1
                if st.budget < 0:
                    raise _limit()
                return then(st) if x else else_(st)
        except EvalLimitError as exc:
            exc.untouched = False
            raise
        if x is UNDEFINED or isinstance(x, Undefined):
            return UNDEFINED
        return x if isinstance(x, ErrorValue) else ErrorValue("ifThenElse() condition is not a number")

    return if_then_else


def _inline_strcat(c: _Compiler, args: Sequence[Expr], a: int) -> Compiled | None:
    """``functions.strings.strcat``: each argument one level deeper than the call, converted
    to its string form when reached; the first undefined (or error) is the result."""
    c.op(a)  # evaluating one level deeper needs that level (the context's eval_nested check)
    fns = _compile_args(c, args, a + 1)
    to_string = _to_string()

    def strcat(st: EvalState) -> Value:
        out = []
        try:
            for fn in fns:
                st.budget -= 1
                if st.budget < 0:
                    raise _limit()
                s = fn(st)
                if type(s) is not str:
                    s = to_string(s)
                    if not isinstance(s, str):
                        return UNDEFINED if s is UNDEFINED or isinstance(s, Undefined) else s
                st.budget -= len(s)
                if st.budget < 0:
                    raise _limit()
                out.append(s)
        except EvalLimitError as exc:
            exc.untouched = False
            raise
        return "".join(out)

    return strcat


def _inline_time(c: _Compiler, args: Sequence[Expr], a: int) -> Compiled | None:
    """``functions.time.time_``: the evaluation's clock."""
    if args:
        return None
    return lambda st: int(float(st.now))


def _to_string() -> Callable[[Value], Value]:
    from .functions.convert import to_string

    return to_string


def _inline_table() -> dict[str, tuple[Callable, Callable]]:
    from .functions import misc, strings, time as time_functions

    return {
        "ifthenelse": (misc.if_then_else, _inline_if_then_else),
        "strcat": (strings.strcat, _inline_strcat),
        "time": (time_functions.time_, _inline_time),
    }


def _build_list(c: _Compiler, node: ListExpr, a: int) -> Compiled:
    items = node.items
    return lambda st: ListValue(items, st.lex)


def _build_record(c: _Compiler, node: RecordExpr, a: int) -> Compiled:
    attrs = node.attrs
    n = len(attrs) + 1

    def record(st: EvalState) -> Value:
        st.budget -= n
        if st.budget < 0:
            raise EvalLimitError("evaluation work limit exceeded")
        return ClassAd(attrs, st.lex)

    return record


def _build_attrref(c: _Compiler, node: AttrRef, a: int) -> Compiled:
    key = attr_key(node.name)
    traced = c.traced
    if node.base is None and not node.absolute:
        if traced:
            return lambda st: _lookup_unscoped(st, key, a, node)

        if key in _SCOPE_NAMES:
            def scope_name_ref(st: EvalState) -> Value:
                cur = st.cur
                if cur is not None:
                    hit = cur._attrs.get(key)
                    if hit is not None:
                        e = hit[1]
                        if type(e) is Literal and st.base - a > 0:
                            return e.value
                        return _deref(st, e, cur, a)
                return _lookup_unscoped(st, key, a, None)

            return scope_name_ref

        def name_ref(st: EvalState) -> Value:
            cur = st.cur
            if cur is None:
                return UNDEFINED
            hit = cur._attrs.get(key)
            if hit is None:
                # a name no enclosing scope of MY, TARGET or a top-level ad can bind: past a
                # miss there, only the other side of a match is left (see _find)
                if st.target is None:
                    if cur is st.root:
                        return UNDEFINED
                    return _lookup_unscoped(st, key, a, None)
                if cur is st.my:
                    cur = st.target
                elif cur is st.target:
                    cur = st.my
                else:
                    return _lookup_unscoped(st, key, a, None)
                if st.strict:
                    return UNDEFINED  # no fallback to the other side (alt_of)
                hit = cur._attrs.get(key)
                if hit is None:
                    return UNDEFINED
            e = hit[1]
            if type(e) is Literal and st.base - a > 0:
                return e.value
            return _deref(st, e, cur, a)

        return name_ref
    if node.base is None:  # .name: from the root ad
        tnode = node if traced else None

        def absolute_ref(st: EvalState) -> Value:
            root = st.get_root()
            if root is None:
                exc = EvalLimitError("no root scope for absolute reference")
                exc.untouched = not a
                raise exc
            found = _find(st, root, key)
            if tnode is not None:
                _note(st, tnode, key, found, False)
            return _resolve(st, found, a)

        return absolute_ref
    base = node.base
    base_fn = c.compile(base, a + 1)
    tnode = node if traced else None
    if not traced and type(base) is AttrRef and base.base is None and not base.absolute:
        bkey = base.name.lower()
        if bkey in ("my", "self"):
            return _build_my_ref(key, bkey, base_fn, a)
        if bkey == "target":
            return _build_target_ref(key, base_fn, a)

    def scoped_ref(st: EvalState) -> Value:
        if st.base - a <= 0:
            return ErrorValue("attribute references nested too deeply")
        return _select_from(st, base_fn, key, a, tnode)

    return scoped_ref


def _select_from(st: EvalState, base_fn: Compiled, key: str, a: int, tnode: Expr | None) -> Value:
    """``base.key``, noting a failure of the left side or of a list projection (the library's
    FindExpr) as one that leaves the reference's result unwritten."""
    try:
        v = base_fn(st)
        if type(v) is ListValue:
            return _project(st, v, key, a)
    except EvalLimitError as exc:
        exc.untouched = not a
        raise
    return _select(st, v, key, a, tnode)


def _build_my_ref(key: str, bkey: str, base_fn: Compiled, a: int) -> Compiled:
    """``MY.name``: the current ad, unless it binds an attribute called ``my`` itself."""
    plain = key not in _SCOPE_NAMES

    def my_ref(st: EvalState) -> Value:
        cur = st.cur
        if cur is None or bkey in cur._attrs or st.base - a <= 1 or (st.strict and bkey == "my"):
            if st.base - a <= 0:
                return ErrorValue("attribute references nested too deeply")
            return _select_from(st, base_fn, key, a, None)
        hit = cur._attrs.get(key)
        if hit is not None:
            e = hit[1]
            if type(e) is Literal:
                return e.value
            return _deref(st, e, cur, a)
        if plain and (cur is st.root or (st.target is not None and (cur is st.my or cur is st.target))):
            return UNDEFINED  # no enclosing scope of these binds such a name (see _find)
        return _resolve(st, _find(st, cur, key, a), a)

    return my_ref


def _build_target_ref(key: str, base_fn: Compiled, a: int) -> Compiled:
    """``TARGET.name`` from MY (or TARGET) while matching: the other ad, directly."""
    plain = key not in _SCOPE_NAMES

    def target_ref(st: EvalState) -> Value:
        cur = st.cur
        if cur is st.my and cur is not None and st.target is not None and not st.strict:
            other = st.target  # alt_of, for the common case
        else:
            other = st.alt_of(cur) if cur is not None else None
        if other is None or "target" in cur._attrs or st.base - a <= 2:  # type: ignore[union-attr]
            if st.base - a <= 0:
                return ErrorValue("attribute references nested too deeply")
            return _select_from(st, base_fn, key, a, None)
        hit = other._attrs.get(key)
        if hit is not None:
            e = hit[1]
            if type(e) is Literal:
                return e.value
            return _deref(st, e, other, a)
        if plain:
            return UNDEFINED  # the other side is MY or TARGET, whose scopes bind no such name
        return _resolve(st, _find(st, other, key, a), a)

    return target_ref


_BUILDERS: dict[type, Callable[[_Compiler, Expr, int], Compiled]] = {
    Literal: _build_literal,
    Paren: _build_paren,
    Unary: _build_unary,
    Binary: _build_binary,
    Ternary: _build_ternary,
    Elvis: _build_elvis,
    Subscript: _build_subscript,
    Call: _build_call,
    ListExpr: _build_list,
    RecordExpr: _build_record,
    AttrRef: _build_attrref,
}

# The fast variant of a node is kept in its memo slot, as (fn, size, depth): it lives as long as
# the node and costs one attribute read to find. The rare variants (with depth checks, traced)
# are kept here, id(expr) -> (expr, fn, size, depth).
_CHECKED: dict[int, tuple[Expr, Compiled, int, int]] = {}
_TRACED: dict[int, tuple[Expr, Compiled, int, int]] = {}


# shape of an expression -> (fn, size, depth): identical expressions in different ads (every
# machine ad of a pool carries the same policy expressions) share one compiled form. The key of
# an expression the fast parser read in the new syntax is its text alone (a string; every other
# key is a tuple)
_SHARED_FAST: dict[object, tuple[Compiled, int, int]] = {}
_SHARED_CHECKED: dict[tuple, tuple[Compiled, int, int]] = {}


def _shape(expr: Expr) -> tuple | None:
    key = text_key(expr)
    if key is not None:
        return key
    try:
        return shape_key(expr)
    except NoShape:
        return None


def _compiled_fast(expr: Expr) -> tuple[Compiled, int, int]:
    """The fast variant of ``expr``: (fn, size, depth), from its memo, from an identical
    expression compiled before, or compiled now."""
    try:
        entry = expr._memo  # type: ignore[union-attr]
    except AttributeError:  # not a node: compiled (to an error) every time
        comp = _Compiler(False, False)
        return comp.compile(expr, 0), comp.size, comp.depth
    if type(entry) is tuple:
        return entry
    key: object = None
    if type(entry) is str:  # the text key, found when the ad was read (see fastparse)
        hit = _SHARED_FAST.get(entry)
        if hit is not None:
            set_memo(expr, hit)
            return hit
        key = entry
    elif type(entry) is Source and entry.mode is not None:
        # text_key, inline: this runs once per expression of every freshly parsed ad
        start, end = expr.span  # type: ignore[union-attr]
        if end - start <= TEXT_KEY_CHARS:
            shift = entry.shift
            text = entry.text[start - shift:end - shift]
            if "[" not in text:
                key = text if entry.mode == "new" else entry.mode + "\0" + text  # text_key_string
                hit = _SHARED_FAST.get(key)
                if hit is not None:
                    set_memo(expr, hit)
                    return hit
    if key is None:
        key = _shape(expr)
    hit = _SHARED_FAST.get(key) if key is not None else None
    if hit is None:
        comp = _Compiler(False, False)
        try:
            hit = (comp.compile(expr, 0), comp.size, comp.depth)
        except _NeedsChecks:
            hit = _CHECKS_ONLY  # type: ignore[assignment]
        if key is not None:
            if len(_SHARED_FAST) >= _CACHE_LIMIT:
                _SHARED_FAST.clear()
            _SHARED_FAST[key] = hit
    set_memo(expr, hit)
    return hit


def _compiled(expr: Expr, cache: dict, checked: bool, traced: bool) -> tuple[Expr, Compiled, int, int]:
    entry = cache.get(id(expr))
    if entry is not None and entry[0] is expr:
        return entry
    if len(cache) >= _CACHE_LIMIT:
        cache.clear()
    shared = None if traced else _SHARED_CHECKED
    key = None
    if shared is not None:
        key = _shape(expr)
        if key is not None:
            hit = shared.get(key)
            if hit is not None:
                entry = (expr, hit[0], hit[1], hit[2])
                cache[id(expr)] = entry
                return entry
    comp = _Compiler(checked, traced)
    fn = comp.compile(expr, 0)
    entry = (expr, fn, comp.size, comp.depth)
    cache[id(expr)] = entry
    if key is not None:
        if len(shared) >= _CACHE_LIMIT:  # type: ignore[arg-type]
            shared.clear()  # type: ignore[union-attr]
        shared[key] = (fn, comp.size, comp.depth)  # type: ignore[index]
    return entry


def _runner_sized(expr: Expr, base: int, traced: bool) -> tuple[Compiled, int]:
    """The closure to evaluate ``expr`` with depth counter ``base``, and its work charge."""
    if traced:
        entry = _compiled(expr, _TRACED, True, True)
        return entry[1], entry[2]
    fast = _compiled_fast(expr)
    if fast[2] > base:
        entry = _compiled(expr, _CHECKED, True, False)
        return entry[1], entry[2]
    return fast[0], fast[1]


def _runner(expr: Expr, base: int, traced: bool) -> Compiled:
    return _runner_sized(expr, base, traced)[0]


# --- the match ad ---------------------------------------------------------------------------

def _abs(name: str) -> AttrRef:
    return AttrRef(name, absolute=True)


_LCTX = ClassAd([("other", _abs("RIGHT")), ("target", _abs("RIGHT")), ("my", _abs("LEFT")), ("ad", _abs("LEFT"))])
_RCTX = ClassAd([("other", _abs("LEFT")), ("target", _abs("LEFT")), ("my", _abs("RIGHT")), ("ad", _abs("RIGHT"))])
_MATCH_TEMPLATE = ClassAd([
    ("symmetricMatch", Binary("&&", AttrRef("requirements", AttrRef("RIGHT")), AttrRef("requirements", AttrRef("LEFT")))),
    ("leftMatchesRight", AttrRef("requirements", AttrRef("RIGHT"))),
    ("rightMatchesLeft", AttrRef("requirements", AttrRef("LEFT"))),
    ("leftRankValue", AttrRef("rank", AttrRef("LEFT"))),
    ("rightRankValue", AttrRef("rank", AttrRef("RIGHT"))),
    ("lCtx", Literal(_LCTX)),
    ("rCtx", Literal(_RCTX)),
])


#: every name the match ad binds (a miss past a context ad needs no match ad built)
_MATCH_NAMES = frozenset(_MATCH_TEMPLATE._attrs) | {"left", "right"}
#: every name a scope above MY, TARGET or a top-level ad may bind or resolve specially: any
#: other name missing from one of those is missing from all its scopes
_SCOPE_NAMES = _MATCH_NAMES | frozenset(_LCTX._attrs) | frozenset(_RCTX._attrs) | _SPECIAL_NAMES


def _match_ad(my: ClassAd, target: ClassAd) -> ClassAd:
    match = ClassAd()
    match._attrs = dict(_MATCH_TEMPLATE._attrs)
    match.set("LEFT", Literal(my))
    match.set("RIGHT", Literal(target))
    return match


def _top_of(ad: ClassAd) -> ClassAd:
    seen = {id(ad)}
    while ad.parent is not None and id(ad.parent) not in seen:
        ad = ad.parent
        seen.add(id(ad))
    return ad


# --- public API -----------------------------------------------------------------------------

_recursion_limit = sys.getrecursionlimit


def _ensure_stack_room() -> None:
    # nested closures use a few Python frames per ClassAd nesting level (at most 400 levels)
    if sys.getrecursionlimit() < 6000:
        sys.setrecursionlimit(6000)


def _load_builtins() -> None:
    """Import the builtin modules (they register themselves); one broken module must not
    take evaluation down with it."""
    import importlib
    import pkgutil

    try:
        from . import functions
    except Exception:  # pragma: no cover
        return
    for info in pkgutil.iter_modules(functions.__path__):
        if not info.name.startswith("_"):
            try:
                importlib.import_module(f"{functions.__name__}.{info.name}")
            except Exception:  # pragma: no cover
                pass


_load_builtins()
#: lower-cased name -> (the registered builtin, the maker of its compiled form)
_INLINE: dict[str, tuple[Callable, Callable]] = _inline_table()


def new_state(
    my: ClassAd | None = None,
    target: ClassAd | None = None,
    *,
    now: float | None = None,
    budget: int | None = None,
    trace: Trace | None = None,
    strict: bool = False,
) -> EvalState:
    """A fresh evaluation state with MY/TARGET arranged as the library does.

    Raises TypeError when ``my`` or ``target`` is not a ClassAd."""
    if my is not None and not isinstance(my, ClassAd):
        raise TypeError(f"MY must be a ClassAd, not {type(my).__name__}")
    if target is not None and not isinstance(target, ClassAd):
        raise TypeError(f"TARGET must be a ClassAd, not {type(target).__name__}")
    return EvalState(_time.time() if now is None else now, DEFAULT_BUDGET if budget is None else budget,
                     trace, my, target, strict)


def run(st: EvalState, expr: Expr) -> Value:
    """Evaluate ``expr`` in ``st`` (its current scope); limits become error values."""
    if sys.getrecursionlimit() < 6000:  # nested closures use a few frames per nesting level
        _ensure_stack_room()
    cur, base, call_base, depth, lex = st.cur, st.base, st.call_base, len(st.stack), st.lex
    st.lex = cur
    try:
        try:
            entry = expr._memo  # type: ignore[union-attr]
        except AttributeError:
            entry = None
        if type(entry) is tuple and entry[2] <= base and st.trace is None:
            return entry[0](st)
        return _runner(expr, base, st.trace is not None)(st)
    except EvalLimitError as exc:
        return ErrorValue(exc.reason)
    except RecursionError:
        return ErrorValue("expression nested too deeply")
    except MemoryError:
        return ErrorValue("out of memory")
    except Exception as exc:  # malformed input (not an AST, not a ClassAd): never a traceback
        return ErrorValue(f"cannot evaluate: {type(exc).__name__}: {exc}")
    finally:
        st.cur, st.base, st.call_base, st.lex = cur, base, call_base, lex
        del st.stack[depth:]


def evaluate(
    expr: Expr,
    my: ClassAd | None = None,
    target: ClassAd | None = None,
    *,
    now: float | None = None,
    trace: bool = False,
    budget: int | None = None,
    strict: bool = False,
) -> Value:
    """Evaluate ``expr`` with ``my`` as the current (MY) ad and ``target`` as TARGET.

    As in the library's Python bindings, ``target`` is ignored when ``my`` is None. ``now`` fixes
    the clock (``time()``, ``CurrentTime``); ``budget`` caps the work (see module docs).
    ``strict=True`` evaluates as HTCondor does with ``STRICT_CLASSAD_EVALUATION = true``: no
    fallback from MY to TARGET for unscoped names, and ``my``/``CurrentTime`` are plain names.
    """
    if ((my is not None and type(my) is not ClassAd and not isinstance(my, ClassAd))
            or (target is not None and type(target) is not ClassAd and not isinstance(target, ClassAd))):
        try:
            new_state(my, target)
        except TypeError as exc:
            return ErrorValue(str(exc))
    if trace:
        return run(EvalState(_time.time() if now is None else now, DEFAULT_BUDGET if budget is None else budget,
                             Trace(), my, target, strict), expr)
    st = EvalState(_time.time() if now is None else now, DEFAULT_BUDGET if budget is None else budget,
                   None, my, target, strict)
    # run(), for a state made for this evaluation alone: nothing to put back afterwards
    if _recursion_limit() < 6000:
        _ensure_stack_room()
    try:
        try:
            entry = expr._memo  # type: ignore[union-attr]
        except AttributeError:
            entry = None
        if type(entry) is str:  # a text key noted when the ad was read: the compiled form, if any
            hit = _SHARED_FAST.get(entry)
            if hit is not None:
                set_memo(expr, hit)
                entry = hit
        if type(entry) is tuple and entry[2] <= MAX_DEPTH:
            return entry[0](st)
        return _runner(expr, MAX_DEPTH, False)(st)
    except EvalLimitError as exc:
        return ErrorValue(exc.reason)
    except RecursionError:
        return ErrorValue("expression nested too deeply")
    except MemoryError:
        return ErrorValue("out of memory")
    except Exception as exc:  # malformed input (not an AST, not a ClassAd): never a traceback
        return ErrorValue(f"cannot evaluate: {type(exc).__name__}: {exc}")


def evaluate_traced(
    expr: Expr,
    my: ClassAd | None = None,
    target: ClassAd | None = None,
    *,
    now: float | None = None,
    budget: int | None = None,
    strict: bool = False,
) -> tuple[Value, Trace]:
    """Evaluate and also return the value of every sub-expression that was evaluated."""
    tr = Trace()
    try:
        st = new_state(my, target, now=now, budget=budget, trace=tr, strict=strict)
    except TypeError as exc:
        return ErrorValue(str(exc)), tr
    return run(st, expr), tr


#: work one presentation of a result (its JSON or text form) may take in all. Each element or
#: attribute it unfolds is evaluated as ``(E)[i]`` on its own would be, with a budget of its
#: own (up to :data:`DEFAULT_BUDGET`), so an element that runs out of work is that element's
#: error, as in the library, instead of ending the whole presentation; the total stays bounded.
PRESENTATION_BUDGET = 8 * DEFAULT_BUDGET


def start_presentation(st: EvalState) -> None:
    """Give ``st`` the work its result's presentation may take (see
    :data:`PRESENTATION_BUDGET`); the evaluation that made the result is over."""
    st.budget = max(st.budget, PRESENTATION_BUDGET)


def _present(st: EvalState, e: Expr, scope: ClassAd | None, nb: int, list_element: bool = False) -> Value:
    """:func:`_guarded` with a budget of its own for the element, drawn from what the
    presentation has left."""
    left = st.budget
    own = min(left, DEFAULT_BUDGET)
    st.budget = own
    try:
        return _guarded(st, e, scope, nb, list_element)
    finally:
        st.budget = left - (own - st.budget)


def element_values(st: EvalState, value: ListValue) -> list[Value]:
    """A list's elements as a subscript would produce them (each in the list's own scope), at
    the depth ``(E)[i]`` evaluated afresh gives them (the subscript and the element fetch take
    one level each); a failing element is what the subscript makes of it. For presenting
    results (JSON, text)."""
    out: list[Value] = []
    for elem in value.items:
        st.charge(1)
        out.append(elem.value if type(elem) is Literal
                   else _present(st, elem, value.scope, MAX_DEPTH - 2, list_element=True))
    return out


def attribute_values(st: EvalState, ad: ClassAd) -> list[tuple[str, Value]]:
    """Every attribute of ``ad`` evaluated in place (in ``ad``, its enclosing scopes kept), as
    (spelling, value) pairs in the ad's order. For presenting results.

    A record subscript ``ad["name"]`` would detach a list or record result from its scopes;
    presenting a nested record attribute by attribute through such subscripts reads freed
    memory in the library (``MY["n"]["q"]`` gives different answers from run to run), so the
    presentation keeps records attached, which is what the library gives when it does not
    misbehave."""
    out: list[tuple[str, Value]] = []
    for name, expr in ad.items():
        st.charge(1)
        if type(expr) is Literal:
            out.append((name, expr.value))
            continue
        # as a selection ``E.name`` would: the attribute is on the cycle stack while it is
        # evaluated, so a reference back to it inside is undefined (``a = {a}.Name``)
        st.stack.append(id(expr))
        try:
            out.append((name, _present(st, expr, ad, MAX_DEPTH)))
        finally:
            if st.stack and st.stack[-1] == id(expr):
                st.stack.pop()
    return out


def evaluate_attr(
    ad: ClassAd,
    name: str,
    target: ClassAd | None = None,
    *,
    now: float | None = None,
    budget: int | None = None,
) -> Value:
    """The value of attribute ``name`` of ``ad`` (undefined when absent), as the library's
    ``EvaluateAttr``: the bound expression is evaluated directly in ``ad``."""
    expr = ad.lookup(name)
    if expr is None:
        return UNDEFINED
    return evaluate(expr, ad, target, now=now, budget=budget)
