"""The operator semantics the list builtins need, on top of :mod:`..operators`.

``member``, ``anyCompare``, ``min``/``max`` and ``sum``/``avg`` call the library's operator code
on element values. That code promotes its operands *in place* (a boolean becomes an integer, an
integer meeting a real becomes a real), which shows in results: ``max({3, 1.5})`` is ``3.0``.
:func:`promote` reproduces that promotion so the builtins can carry it forward.
"""
from __future__ import annotations

from .. import operators as _operators
from ..values import Value
from ._support import is_int

#: comparison operators that never promote (``is`` / ``isnt``)
META = frozenset({"=?=", "=!="})


def promote(a: Value, b: Value) -> tuple[str, Value, Value]:
    """The library's coerceToNumber on two numbers: ("int"|"real", a', b'); anything else
    comes back unchanged with kind "other"."""
    if not isinstance(a, (int, float)) or not isinstance(b, (int, float)):
        return "other", a, b
    if isinstance(a, bool):
        a = int(a)
    if isinstance(b, bool):
        b = int(b)
    if is_int(a) and is_int(b):
        return "int", a, b
    return "real", float(a), float(b)


def compare(op: str, a: Value, b: Value) -> Value:
    """``a op b`` for ``< <= == != > >= =?= =!=``."""
    if op == "=?=":
        return _operators.identical(a, b)
    if op == "=!=":
        return _operators.not_identical(a, b)
    return _operators.compare(op, a, b)


def add(a: Value, b: Value) -> Value:
    return _operators.arithmetic("+", a, b)


def divide(a: Value, b: Value) -> Value:
    return _operators.arithmetic("/", a, b)


__all__ = ["compare", "add", "divide", "promote", "META"]
