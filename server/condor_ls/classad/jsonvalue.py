"""Values in the batch JSON form of ``condor-ls eval`` (also what the differential tests compare).

Every value is an object with a ``type``: ``undefined``, ``error``, ``boolean``, ``integer``,
``real`` (infinities and NaN as the strings ``"inf"``, ``"-inf"``, ``"nan"``, since JSON has no
such numbers), ``string``, ``list`` (each element in this form), ``classad`` (attribute names
lower-cased, each mapped to its evaluated value in this form), ``abstime`` (epoch seconds and
``offset`` seconds east of UTC), ``reltime`` (seconds), and ``parse-error`` for input that did
not parse. Lists and records are evaluated element by element as a subscript would, within the
evaluation's state. A list or record met again inside its own unfolding (the same element
expressions in the same enclosing scope, such as ``x`` in ``[x = MY]``) would unfold forever,
and an ad with a few such attributes would fan out exponentially until the work budget ran out;
it becomes an error entry where it recurs. Nesting deeper than :data:`MAX_NESTING` becomes an
error entry too. (The library hands such values back unevaluated, so there is nothing to match.)
"""
from __future__ import annotations

import math
from typing import Any

from .ad import ClassAd
from .evaluator import EvalLimitError, EvalState, attribute_values, element_values, new_state, start_presentation
from .operators import plain
from .values import UNDEFINED, AbsTime, ErrorValue, ListValue, RelTime, Value

MAX_NESTING = 32

JSON = dict[str, Any]


def _real(r: float) -> float | str:
    if math.isnan(r):
        return "nan"
    if math.isinf(r):
        return "inf" if r > 0 else "-inf"
    return r


def parse_error(message: str) -> JSON:
    return {"type": "parse-error", "message": message}


#: the result types written as they are, by their JSON type name
_PLAIN: dict[type, str] = {bool: "boolean", int: "integer", str: "string"}


def to_json(value: Value, st: EvalState | None = None) -> JSON:
    """``value`` in the batch JSON form; ``st`` is the evaluation it came from (its scopes and
    budget are used to evaluate list elements and record attributes)."""
    kind = _PLAIN.get(type(value))  # plain scalars first: most results are one (no state, no cycle set)
    if kind is not None:
        return {"type": kind, "value": value}
    if value is UNDEFINED:
        return {"type": "undefined"}
    if type(value) is ErrorValue:
        return {"type": "error"}
    if st is None:
        st = new_state()
    start_presentation(st)
    try:
        return _convert(value, st, 0, set())
    except EvalLimitError as exc:
        return {"type": "error", "message": exc.reason}
    except RecursionError:
        return {"type": "error", "message": "value nested too deeply"}


#: the error entry of a list or record met again inside its own unfolding
CYCLE = {"type": "error", "message": "value contains itself"}


def _identity(v: ListValue | ClassAd) -> tuple:
    """What makes two lists or records unfold the same: their element expressions (by identity)
    and their enclosing scope. A record literal is a new ad each time it is evaluated, so the
    ad's own identity would miss the repetition."""
    if type(v) is ListValue:
        return (id(v.items), id(v.scope))
    return (tuple(id(e) for _, e in v._attrs.values()), id(v.parent))


def _convert(v: Value, st: EvalState, depth: int, path: set[tuple]) -> JSON:
    v = plain(v)
    t = type(v)
    kind = _PLAIN.get(t)
    if kind is not None:
        return {"type": kind, "value": v}
    if t is float:
        return {"type": "real", "value": _real(v)}
    if v is UNDEFINED:
        return {"type": "undefined"}
    if t is ErrorValue:
        return {"type": "error"}
    if t is AbsTime:
        secs = v.secs
        return {"type": "abstime", "value": int(secs) if float(secs).is_integer() else secs, "offset": v.offset}
    if t is RelTime:
        return {"type": "reltime", "value": _real(float(v.secs))}
    if depth >= MAX_NESTING:
        return {"type": "error", "message": "value nested too deeply"}
    if t is ListValue or isinstance(v, ClassAd):
        key = _identity(v)  # type: ignore[arg-type]
        if key in path:
            return dict(CYCLE)
        path.add(key)
        try:
            if t is ListValue:
                return {"type": "list", "value": [_convert(x, st, depth + 1, path) for x in element_values(st, v)]}
            return {
                "type": "classad",
                "value": {name.lower(): _convert(x, st, depth + 1, path) for name, x in attribute_values(st, v)},  # type: ignore[arg-type]
            }
        finally:
            path.discard(key)
    return {"type": "error", "message": f"unknown value {type(v).__name__}"}
