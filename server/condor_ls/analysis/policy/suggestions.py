"""Suggestions for the clauses that keep slots from a job, from the values they compared.

A clause such as ``TARGET.Memory >= RequestMemory`` compares an attribute (the *subject*)
with a value (the *bound*). While the pool summary counts the slots a clause rejects, a
:class:`Probe` records what the two sides evaluated to in those slots; afterwards it says what
stood in the way in terms an administrator or a user can act on: the bound the job asks for
and the largest (or smallest) value the rejected slots offer, the values an equality met, or
that the attribute is undefined there. Clauses of any other shape get no suggestion.
"""
from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field

from ...classad.ad import ClassAd
from ...classad.ast import AttrRef, Binary, Expr, Paren, children
from ...classad.unparse import unparse
from ...classad.values import UNDEFINED, Value
from ..evaluation import value_text

__all__ = ["Probe", "probe_for", "add_sample", "children"]

#: comparison -> the same comparison with its operands swapped
_FLIPPED = {"<": ">", "<=": ">=", ">": "<", ">=": "<=", "==": "==", "!=": "!=", "=?=": "=?=", "=!=": "=!="}
_ORDERING = frozenset({"<", "<=", ">", ">="})
#: distinct subject values remembered per clause (their counts stay exact)
_MAX_VALUES = 2000


def _strip(expr: Expr) -> Expr:
    while type(expr) is Paren:
        expr = expr.expr  # type: ignore[union-attr]
    return expr


def _scope(ref: AttrRef) -> str | None:
    """``target``/``my`` for ``TARGET.x``/``MY.x``, ``""`` for a bare name, None otherwise."""
    if ref.absolute:
        return None
    if ref.base is None:
        return ""
    base = ref.base
    if type(base) is AttrRef and base.base is None and not base.absolute:
        name = base.name.lower()
        if name in ("target", "my"):
            return name
    return None


def _key(value: Value) -> tuple[str, object]:
    """A plain, hashable (and picklable) stand-in for a value, for counting."""
    t = type(value)
    if t is str or t is int or t is float or t is bool:
        return (t.__name__, value)
    if value is UNDEFINED:
        return ("undefined", "")
    return ("other", value_text(value))


def _shown(key: tuple[str, object]) -> str:
    kind, value = key
    if kind in ("int", "float", "str", "bool"):
        return value_text(value)  # type: ignore[arg-type]
    return str(value) if kind == "other" else "undefined"


@dataclass
class Probe:
    """``subject op bound`` (operands reordered so that the attribute comes first)."""

    op: str
    subject: Expr
    bound: Expr
    #: "target", "my" or "" (a bare name) for the subject; and whose expression the clause is
    scope: str
    side: str
    subject_text: str = field(init=False)
    bound_text: str = field(init=False)

    def __post_init__(self) -> None:
        self.subject_text = unparse(self.subject)
        self.bound_text = unparse(self.bound)

    def sample(self, evaluate: Callable[[Expr], Value]) -> tuple[tuple, tuple]:
        """The two sides' values in a rejected slot (``evaluate`` gives a side's value there),
        as the plain keys :func:`add_sample` counts."""
        return _key(evaluate(self.subject)), _key(evaluate(self.bound))

    def suggest(self, samples: list, job: ClassAd) -> str | None:
        if not samples:
            return None
        subjects, bounds = samples
        undefined = subjects.get(("undefined", ""), 0)
        parts: list[str] = []
        numbers = {k[1]: n for k, n in subjects.items() if k[0] in ("int", "float")}
        bound = next(iter(bounds)) if len(bounds) == 1 else None
        bound_number = bound[1] if bound is not None and bound[0] in ("int", "float") else None
        if self.owner(job) == "job":
            if len(subjects) == 1:
                parts.append(f"the job's {self.subject_text} is {_shown(next(iter(subjects)))}")
        elif self.op in _ORDERING and numbers and bound_number is not None:
            parts.append(self._ordering_hint(numbers, bound_number))  # type: ignore[arg-type]
        else:
            common = [(k, n) for k, n in subjects.most_common(4) if k[0] != "undefined"][:3]
            if common:
                listed = ", ".join(f"{_shown(k)} ({n})" for k, n in common)
                parts.append(f"the rejected slots have {self.subject_text} {listed}")
        if undefined:
            parts.append(f"{self.subject_text} is undefined in {undefined} of them")
        return "; ".join(parts) or None

    def owner(self, job: ClassAd) -> str:
        """Whose attribute the subject is: "slot" or "job" (a bare name in the job's
        Requirements is the job's when the job has it, else the slot's)."""
        other = "slot" if self.side == "job" else "job"
        if self.scope == "target":
            return other
        if self.scope == "" and self.side == "job":
            return "job" if job.lookup(self.subject.name) is not None else "slot"  # type: ignore[union-attr]
        return self.side

    def _ordering_hint(self, numbers: dict[object, int], bound: float) -> str:
        """The bound asked for, the best value the rejected slots offer, and the bound that
        would admit the slots offering it."""
        wants_more = self.op in (">", ">=")
        best = max(numbers) if wants_more else min(numbers)  # type: ignore[type-var]
        count = numbers[best]
        offered = (f"the {'largest' if wants_more else 'smallest'} {self.subject_text} among the rejected slots "
                   f"is {value_text(best)} ({count} slot{'s' * (count != 1)})")
        if self.bound_text == value_text(bound):  # a constant bound: nothing to adjust on the other side
            return f"{offered}; the clause asks for {self.op} {value_text(bound)}"
        return (f"{self.bound_text} is {value_text(bound)}; {offered}: {self.bound_text} {_NEEDED[self.op]} "
                f"{value_text(best)} would admit {'them' if count != 1 else 'it'}")


#: subject OP bound holds for the subject value v when bound NEEDED[OP] v
_NEEDED = {">=": "<=", ">": "<", "<=": ">=", "<": ">"}


def add_sample(samples: list, subject: tuple, bound: tuple) -> None:
    """Count one rejected slot's values into a clause's accumulator (a Counter of subject
    values and one of bound values; distinct values beyond a limit are not counted)."""
    if not samples:
        samples.extend([Counter(), Counter()])
    for key, counter in ((subject, samples[0]), (bound, samples[1])):
        if key in counter or len(counter) < _MAX_VALUES:
            counter[key] += 1


def probe_for(clause: Expr, side: str) -> Probe | None:
    """A probe for a clause that compares an attribute with a value, else None. ``side`` is
    whose expression the clause belongs to: "job" (MY is the job) or "slot"."""
    node = _strip(clause)
    if type(node) is not Binary or node.op not in _FLIPPED:
        return None
    left, right = _strip(node.left), _strip(node.right)
    candidates = []
    for subject, bound, op in ((left, right, node.op), (right, left, _FLIPPED[node.op])):
        if type(subject) is AttrRef:
            scope = _scope(subject)
            if scope is not None:
                candidates.append((scope != "target", subject, bound, op, scope))
    if not candidates:
        return None
    candidates.sort(key=lambda c: c[0])  # a TARGET reference first
    _, subject, bound, op, scope = candidates[0]
    return Probe(op, subject, bound, scope, side)
