"""The few ClassAd operations config expansion needs (``$EVAL``, ``$STRING``, ``$INT`` and
``$REAL`` of an expression, ``if`` conditions), behind one small interface.

The ClassAd evaluator lives in ``condor_ls.classad``; it is imported lazily so the config
engine still works (with literal-only evaluation) while that layer is incomplete.
"""
from __future__ import annotations

import math
import re
from dataclasses import dataclass
from typing import Any

_INT = re.compile(r"[+-]?\d+\Z")
_REAL = re.compile(r"[+-]?(\d+\.\d*|\.\d+|\d+)([eE][+-]?\d+)?\Z")


@dataclass(frozen=True, slots=True)
class EvalResult:
    """Outcome of evaluating text as a ClassAd expression.

    ``parsed`` is False when the text is not an expression; ``known`` is False when we could not
    evaluate it (the ClassAd layer is missing a piece), so callers mark the result unknown.
    """

    parsed: bool
    known: bool
    value: Any = None


class _Undef:
    def __repr__(self) -> str:
        return "undefined"


UNDEF = _Undef()


class _Err:
    def __repr__(self) -> str:
        return "error"


ERR = _Err()


def _literal(text: str) -> EvalResult:
    """Literal-only evaluation used when the ClassAd layer is unavailable."""
    s = text.strip()
    if _INT.match(s):
        return EvalResult(True, True, int(s))
    if _REAL.match(s):
        return EvalResult(True, True, float(s))
    low = s.lower()
    if low in ("true", "false"):
        return EvalResult(True, True, low == "true")
    if low == "undefined":
        return EvalResult(True, True, UNDEF)
    if low == "error":
        return EvalResult(True, True, ERR)
    if len(s) >= 2 and s[0] == '"' and s[-1] == '"' and '"' not in s[1:-1] and "\\" not in s:
        return EvalResult(True, True, s[1:-1])
    return EvalResult(True, False)


_CACHE: dict[str, EvalResult] = {}
_CACHE_LIMIT = 4096
#: results involving these may change between calls, so they are never cached
_VOLATILE = re.compile(r"time|random|\$", re.IGNORECASE)


def evaluate(text: str) -> EvalResult:
    """Evaluate ``text`` as a ClassAd expression in an empty ad (results cached by text)."""
    hit = _CACHE.get(text)
    if hit is not None:
        return hit
    result = _evaluate(text)
    if not _VOLATILE.search(text):
        if len(_CACHE) >= _CACHE_LIMIT:
            _CACHE.clear()
        _CACHE[text] = result
    return result


def _evaluate(text: str) -> EvalResult:
    try:
        from condor_ls.classad import evaluator, parser  # type: ignore[attr-defined]
    except Exception:  # the layer is not there yet: fall back to literals
        return _literal(text)
    try:
        expr = parser.parse_expr(text)
    except Exception:
        return EvalResult(False, True)
    try:
        value = evaluator.evaluate(expr)
    except Exception:
        return _literal(text)
    from condor_ls.classad import values

    if value is values.UNDEFINED:
        return EvalResult(True, True, UNDEF)
    if isinstance(value, values.ErrorValue):
        return EvalResult(True, True, ERR)
    return EvalResult(True, True, value)


def _real_text(x: float) -> str:
    if math.isnan(x):
        return "real(\"NaN\")"
    if math.isinf(x):
        return "real(\"INF\")" if x > 0 else "real(\"-INF\")"
    if x == int(x) and abs(x) < 1e15:
        return f"{x:.1f}"
    return f"{x:.15G}" if "E" in f"{x:.15G}" else repr(x)


def unparse(value: Any) -> str:
    """ClassAd text of a value (what ``$EVAL`` prints for non-strings)."""
    try:
        from condor_ls.classad import unparse as unparse_mod  # type: ignore[attr-defined]

        fn = getattr(unparse_mod, "unparse_value", None)
        if fn is not None and value is not UNDEF and value is not ERR:
            return str(fn(value))
    except Exception:
        pass
    if value is UNDEF:
        return "undefined"
    if value is ERR:
        return "error"
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int):
        return str(value)
    if isinstance(value, float):
        return _real_text(value)
    if isinstance(value, str):
        return '"' + value.replace("\\", "\\\\").replace('"', '\\"') + '"'
    return str(value)


def as_number(value: Any) -> int | float | None:
    """``EvaluateAttrNumber``: integers, reals and booleans count as numbers."""
    if isinstance(value, bool):
        return int(value)
    if isinstance(value, (int, float)):
        return value
    return None
