"""The contract between the evaluator and the builtin functions.

A builtin is ``fn(ctx, args) -> Value`` where ``args`` are the *unevaluated* argument
expressions (some functions, e.g. ``ifThenElse`` or ``isUndefined``, are not strict), and
``ctx`` is the evaluator's :class:`EvalContext`. Builtins register themselves by name
(case-insensitive) in :data:`REGISTRY` with :func:`builtin`; their metadata (signatures,
descriptions) lives in ``schemas/functions.json``, and a test checks the two agree.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Callable, Protocol, Sequence

if TYPE_CHECKING:
    from ..ad import ClassAd
    from ..ast import Expr
    from ..values import ErrorValue, ListValue, Value


class EvalContext(Protocol):
    """What a builtin may ask of the evaluator."""

    #: the current time (seconds since the epoch) for this evaluation; fixed for its duration
    now: float

    #: the ad the call is evaluated in (None outside any ad); read-only for builtins
    cur: "ClassAd | None"

    def eval(self, expr: "Expr") -> "Value":
        """Evaluate an argument expression in the caller's scope."""

    def eval_nested(self, expr: "Expr") -> "Value":
        """Like :meth:`eval`, one nesting level deeper: the library's ``strcat``, ``join`` and
        ``eval`` count their arguments against its depth limit of 400."""

    def list_items(self, value: "ListValue") -> list["Value"]:
        """Evaluate every element of a list value. As in the library's builtins, elements are
        evaluated in the *caller's* scope (a subscript ``l[i]`` uses the list's own ad)."""

    def eval_in(self, expr: "Expr", ad: "ClassAd", lexical: "ClassAd | None" = None) -> "Value":
        """Evaluate ``expr`` with ``ad`` as the current (MY) scope (used by evalInEachContext);
        ``lexical`` is the ad ``expr`` is bound in, when it came from one."""

    def find_expr(self, ref: "Expr") -> "tuple[int, object, ClassAd | None]":
        """What an attribute reference is bound to, without evaluating it, as the library's
        lookup finds it: ``(FIND_*, expression or record, the ad it was found in)``. Moves the
        current ad to where the name was found, as the library does."""

    def parse(self, text: str) -> "Expr | None":
        """Parse ClassAd expression text (for ``eval``); None if it does not parse."""

    def error(self, reason: str) -> "ErrorValue":
        """An error value carrying ``reason`` (shown by hover and traces)."""

    def fail(self, reason: str) -> "Value":
        """Fail the whole evaluation, as a library builtin that returns false does (its
        caller gets no value, and the top-level result is an error carrying ``reason``)."""

    def charge(self, units: int) -> None:
        """Account for work done (string or list sizes); raises the evaluator's limit error
        past the evaluation budget, so no builtin can make evaluation unbounded."""


#: outcomes of :meth:`EvalContext.find_expr` (the library's EVAL_FAIL, EVAL_OK, EVAL_UNDEF, EVAL_ERROR)
FIND_FAIL, FIND_OK, FIND_UNDEF, FIND_ERROR = 0, 1, 2, 3

Builtin = Callable[["EvalContext", Sequence["Expr"]], "Value"]

#: lower-cased function name -> implementation
REGISTRY: dict[str, Builtin] = {}


def builtin(*names: str) -> Callable[[Builtin], Builtin]:
    """Register ``fn`` under each of ``names`` (case-insensitive)."""

    def register(fn: Builtin) -> Builtin:
        for name in names:
            REGISTRY[name.lower()] = fn
        return fn

    return register
