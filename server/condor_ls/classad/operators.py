"""The ClassAd operators on values, as the C++ library computes them.

Every function here takes already-evaluated operands and returns a value; none raises.
The evaluator calls them after evaluating the operands (the short-circuit logic of ``&&``,
``||``, ``?:`` and ``?:`` lives in the evaluator, since it decides *whether* to evaluate).

Facts pinned against the library (``classad2``), which these functions follow:

* strict operators return the left ``error``, then the right ``error``, then ``undefined``
  (so ``undefined + error`` is error);
* integers are signed 64-bit and wrap; ``INT64_MIN / -1`` is ``INT64_MAX`` and
  ``INT64_MIN % -1`` is 0; division and modulo truncate toward zero; ``/ 0`` and ``% 0`` are error;
* real results equal to +infinity are error (the library checks for ``HUGE_VAL``), -infinity and
  NaN are not; ``%`` on a real operand is always error;
* booleans promote to 0/1 for arithmetic and ``== < ...`` but not for the bitwise operators;
  unary ``-`` and ``+`` on a boolean are error;
* shift counts behave as on x86-64: ``<<`` and positive ``>>`` use the count modulo 64, a
  negative left operand of ``>>`` shifts ``min(count, 64)`` times (none if negative);
* ``== != < <= > >=`` compare strings ignoring ASCII case, ``=?=``/``=!=`` compare exactly and
  never promote (``1 =?= 1.0`` is false, ``true =?= 1`` is false); comparing a string with a
  non-string, or any list or record, is error (also under ``=?=``).
"""
from __future__ import annotations

import math
from typing import Callable

from .ad import ClassAd
from .values import UNDEFINED, describe_type, AbsTime, ErrorValue, ListValue, RelTime, Undefined, Value
from ..raw_bytes import RAW

INT64_MIN = -(1 << 63)
INT64_MAX = (1 << 63) - 1
_INF = float("inf")
_ASCII_LOWER = {c: c + 32 for c in range(ord("A"), ord("Z") + 1)}

BinaryFn = Callable[[Value, Value], Value]


def wrap64(x: int) -> int:
    """Reduce ``x`` to a signed 64-bit integer as two's complement arithmetic would."""
    if INT64_MIN <= x <= INT64_MAX:
        return x
    return ((x + (1 << 63)) & 0xFFFFFFFFFFFFFFFF) - (1 << 63)


def wrap32(x: int) -> int:
    """Reduce ``x`` to a signed 32-bit integer (the library's ``(int)`` casts)."""
    return ((x + (1 << 31)) & 0xFFFFFFFF) - (1 << 31)


def trunc_to_int64(r: float) -> int:
    """C's double-to-integer conversion as x86-64 does it (out of range or NaN gives INT64_MIN)."""
    if r != r or r >= 9.2233720368547758e18 or r < -9.2233720368547758e18:
        return INT64_MIN
    return int(r)


def trunc_to_int32(r: float) -> int:
    """C's ``(int)`` of a double on x86-64 (out of range or NaN gives INT32_MIN). The library
    reads a relative time this way wherever it wants whole seconds (``time_t`` overload of
    ``IsRelativeTimeValue``, absolute plus relative time)."""
    if r != r or r >= 2147483648.0 or r <= -2147483649.0:
        return -(1 << 31)
    return int(r)


def fold_case(s: str) -> str:
    """Lower-case ASCII letters only, as ``strcasecmp`` does."""
    return s.lower() if s.isascii() else s.translate(_ASCII_LOWER)


def string_key(a: str, b: str) -> tuple[str, str] | tuple[bytes, bytes]:
    """Two strings made comparable as ``strcasecmp`` compares them: ASCII letters folded,
    then byte by byte. Code points order valid UTF-8 the same way bytes do, so only strings
    holding a byte that is not UTF-8 (a surrogate escape, from a ``substr`` cutting through
    a character) need their bytes: ``substr("hé", 2) < "é"`` is true."""
    a, b = fold_case(a), fold_case(b)
    if a.isascii() and b.isascii():
        return a, b
    return _bytes(a), _bytes(b)


def _bytes(s: str) -> bytes:
    return s.encode("utf-8", RAW)


_NATIVE_BASES = (int, float, str)


def plain(v: Value) -> Value:
    """Subclasses of the native types (the parser's ``RelTimeReal``) as the natives themselves:
    the operators' fast paths dispatch on exact types, and their slow paths start here."""
    t = type(v)
    if t is bool or t is int or t is float or t is str or not isinstance(v, _NATIVE_BASES):
        return v
    if isinstance(v, float):
        return float(v)
    if isinstance(v, int) and not isinstance(v, bool):
        return int(v)
    if isinstance(v, str):
        return str(v)
    return v


def kind(v: Value) -> str:
    """A short type name for error reasons."""
    return describe_type(v)


def _strict(a: Value, b: Value) -> Value | None:
    """The propagated value of a strict binary operator, or None when both operands are defined."""
    if type(a) is ErrorValue:
        return a
    if type(b) is ErrorValue:
        return b
    if a is UNDEFINED or b is UNDEFINED:
        return UNDEFINED
    return None


def _fdiv(a: float, b: float) -> float:
    """IEEE division (Python raises on a zero divisor; C does not)."""
    try:
        return a / b
    except ZeroDivisionError:
        if a != a or a == 0:
            return float("nan")
        neg = (a < 0) != (math.copysign(1.0, b) < 0)
        return -_INF if neg else _INF


# --- arithmetic -----------------------------------------------------------------------------

_ARITH_TYPES = (bool, int, float, AbsTime, RelTime)


def _int_op(op: str, a: int, b: int) -> Value:
    if op == "+":
        return wrap64(a + b)
    if op == "-":
        return wrap64(a - b)
    if op == "*":
        return wrap64(a * b)
    if b == 0:
        return ErrorValue("integer division by zero" if op == "/" else "integer modulo by zero")
    if a == INT64_MIN and b == -1:
        return INT64_MAX if op == "/" else 0
    if op == "/":
        q = abs(a) // abs(b)
        return q if (a < 0) == (b < 0) else -q
    r = abs(a) % abs(b)
    return -r if a < 0 else r


def _real_op(op: str, a: float, b: float) -> Value:
    if op == "%":
        return ErrorValue("modulo of a real number")
    if op == "+":
        r = a + b
    elif op == "-":
        r = a - b
    elif op == "*":
        r = a * b
    else:
        r = _fdiv(a, b)
    if r == _INF:
        return ErrorValue("real overflow")
    return r


def _time_op(op: str, a: Value, b: Value) -> Value:
    ta, tb = type(a), type(b)
    if op == "+":
        if ta is AbsTime and tb is RelTime:
            return AbsTime(wrap64(int(a.secs) + trunc_to_int32(b.secs)), a.offset)
        if ta is RelTime and tb is AbsTime:
            return AbsTime(wrap64(int(b.secs) + trunc_to_int32(a.secs)), b.offset)
        if ta is RelTime and tb is RelTime:
            return RelTime(float(a.secs) + float(b.secs))
    elif op == "-":
        if ta is AbsTime and tb is AbsTime:
            return RelTime(float(int(a.secs) - int(b.secs)))
        if ta is AbsTime and tb is RelTime:
            return AbsTime(wrap64(int(a.secs) - trunc_to_int32(b.secs)), a.offset)
        if ta is RelTime and tb is RelTime:
            return RelTime(float(a.secs) - float(b.secs))
    elif op in ("*", "/"):
        if ta is RelTime and (tb is int or tb is float):
            return RelTime(float(a.secs) * b if op == "*" else _fdiv(float(a.secs), float(b)))
        if op == "*" and tb is RelTime and (ta is int or ta is float):
            return RelTime(a * float(b.secs))
    return ErrorValue(f"no {op!r} between {kind(a)} and {kind(b)}")


def arithmetic(op: str, a: Value, b: Value) -> Value:
    """``+ - * / %`` with the library's promotions."""
    a, b = plain(a), plain(b)
    s = _strict(a, b)
    if s is not None:
        return s
    ta, tb = type(a), type(b)
    if ta not in _ARITH_TYPES or tb not in _ARITH_TYPES:
        return ErrorValue(f"arithmetic {op!r} on {kind(a)} and {kind(b)}")
    if ta is AbsTime or tb is AbsTime or ta is RelTime or tb is RelTime:
        return _time_op(op, a, b)
    if ta is bool:
        a, ta = int(a), int
    if tb is bool:
        b, tb = int(b), int
    if ta is int and tb is int:
        return _int_op(op, a, b)
    return _real_op(op, float(a), float(b))


def _make_arith(op: str) -> BinaryFn:
    """The operator with fast paths for plain integers and reals (the common case), the rest
    through :func:`arithmetic`: the same results, sooner."""
    if op == "+":
        def fn(a: Value, b: Value) -> Value:
            ta, tb = type(a), type(b)
            if ta is int and tb is int:
                r = a + b
                return r if INT64_MIN <= r <= INT64_MAX else wrap64(r)
            if (ta is float or ta is int) and (tb is float or tb is int):
                r = float(a) + float(b)
                return r if r != _INF else ErrorValue("real overflow")
            return arithmetic("+", a, b)
    elif op == "-":
        def fn(a: Value, b: Value) -> Value:
            ta, tb = type(a), type(b)
            if ta is int and tb is int:
                r = a - b
                return r if INT64_MIN <= r <= INT64_MAX else wrap64(r)
            if (ta is float or ta is int) and (tb is float or tb is int):
                r = float(a) - float(b)
                return r if r != _INF else ErrorValue("real overflow")
            return arithmetic("-", a, b)
    elif op == "*":
        def fn(a: Value, b: Value) -> Value:
            ta, tb = type(a), type(b)
            if ta is int and tb is int:
                r = a * b
                return r if INT64_MIN <= r <= INT64_MAX else wrap64(r)
            if (ta is float or ta is int) and (tb is float or tb is int):
                r = float(a) * float(b)
                return r if r != _INF else ErrorValue("real overflow")
            return arithmetic("*", a, b)
    elif op == "/":
        def fn(a: Value, b: Value) -> Value:
            ta, tb = type(a), type(b)
            if (ta is float or tb is float) and (ta is float or ta is int) and (tb is float or tb is int) and b:
                r = float(a) / float(b)  # a zero divisor is _fdiv's (in arithmetic)
                return r if r != _INF else ErrorValue("real overflow")
            return arithmetic("/", a, b)
    else:
        def fn(a: Value, b: Value) -> Value:
            return arithmetic(op, a, b)
    return fn


# --- bitwise --------------------------------------------------------------------------------

def _shift_right(a: int, n: int) -> int:
    if a >= 0:
        return a >> (n & 63)
    return a >> max(0, min(64, n))


def _shift_right_unsigned(a: int, n: int) -> int:
    if a >= 0:
        return a >> (n & 63)
    return ((a >> 1) & INT64_MAX) >> ((n - 1) & 63)


_BITWISE: dict[str, Callable[[int, int], int]] = {
    "&": lambda a, b: a & b,
    "|": lambda a, b: a | b,
    "^": lambda a, b: a ^ b,
    "<<": lambda a, b: wrap64(a << (b & 63)),
    ">>": _shift_right,
    ">>>": _shift_right_unsigned,
}


def _make_bitwise(op: str) -> BinaryFn:
    impl = _BITWISE[op]

    def fn(a: Value, b: Value) -> Value:
        if type(a) is int and type(b) is int:
            return impl(a, b)
        a, b = plain(a), plain(b)
        if type(a) is int and type(b) is int:
            return impl(a, b)
        s = _strict(a, b)
        if s is not None:
            return s
        return ErrorValue(f"bitwise {op!r} needs integers, not {kind(a)} and {kind(b)}")

    return fn


# --- comparison -----------------------------------------------------------------------------

_ORDER: dict[str, Callable[[object, object], bool]] = {
    "==": lambda x, y: x == y,
    "!=": lambda x, y: x != y,
    "<": lambda x, y: x < y,
    "<=": lambda x, y: x <= y,
    ">": lambda x, y: x > y,
    ">=": lambda x, y: x >= y,
}


def compare(op: str, a: Value, b: Value) -> Value:
    """``== != < <= > >=``: strict, numeric promotion, case-insensitive strings."""
    a, b = plain(a), plain(b)
    s = _strict(a, b)
    if s is not None:
        return s
    ta, tb = type(a), type(b)
    test = _ORDER[op]
    if _is_container(a) or _is_container(b):
        return ErrorValue(f"cannot compare {kind(a)} with {kind(b)}")
    if ta is str or tb is str:
        if ta is str and tb is str:
            return test(*string_key(a, b))
        return ErrorValue(f"cannot compare {kind(a)} with {kind(b)}")
    if ta is AbsTime or tb is AbsTime:
        if ta is AbsTime and tb is AbsTime:
            return test(a.secs, b.secs)
        return ErrorValue(f"cannot compare {kind(a)} with {kind(b)}")
    if ta is RelTime or tb is RelTime:
        if ta is RelTime and tb is RelTime:
            return test(float(a.secs), float(b.secs))
        return ErrorValue(f"cannot compare {kind(a)} with {kind(b)}")
    if ta is bool:
        a, ta = int(a), int
    if tb is bool:
        b, tb = int(b), int
    if ta is int and tb is int:
        return test(a, b)
    return test(float(a), float(b))


def _is_container(v: Value) -> bool:
    return isinstance(v, (ListValue, ClassAd))


def _make_compare(op: str) -> BinaryFn:
    test = _ORDER[op]

    def fn(a: Value, b: Value) -> Value:
        ta, tb = type(a), type(b)
        if ta is tb:
            if ta is int or ta is float:
                return test(a, b)
            if ta is str:
                if a.isascii() and b.isascii():
                    return test(a.lower(), b.lower())
                return test(*string_key(a, b))
        elif (ta is int or ta is float) and (tb is int or tb is float):
            return test(float(a), float(b))  # as compare() does: both as C doubles
        return compare(op, a, b)

    return fn


_PLAIN = frozenset({bool, int, float, str})
#: exact types of scalar values that plain() leaves as they are: two of different types are
#: never identical
_SCALAR = frozenset({bool, int, float, str, Undefined, ErrorValue})


def identical(a: Value, b: Value) -> Value:
    """``=?=``: same type and same value; never undefined. Lists and records are error."""
    ta, tb = type(a), type(b)
    if ta is tb:
        if ta in _PLAIN:
            return a == b
    elif ta in _SCALAR and tb in _SCALAR:
        return False
    a, b = plain(a), plain(b)
    ta, tb = type(a), type(b)
    if ta is tb and ta in _PLAIN:
        return a == b
    if a is UNDEFINED:
        return b is UNDEFINED
    if ta is ListValue or tb is ListValue or isinstance(a, ClassAd) or isinstance(b, ClassAd):
        # the library compares its value types first, and a list or record held through a
        # counted pointer (built by a builtin, or copied by a record subscript) is another
        # type than a literal's; two of the same type cannot be compared
        ka, kb = _container_kind(a), _container_kind(b)
        if ka != kb:
            return False
        return ErrorValue(f"=?= cannot compare {kind(a)} values")
    if ta is not tb:
        return False
    if ta is Undefined or ta is ErrorValue:
        return True
    if ta is AbsTime:
        return a.secs == b.secs and a.offset == b.offset
    if ta is RelTime:
        return float(a.secs) == float(b.secs)
    return a == b


def _container_kind(v: Value) -> str:
    """The library's value type of a list or record (``LIST``/``SLIST``, ``CLASSAD``/
    ``SCLASSAD``), or the Python type's name for anything else."""
    if type(v) is ListValue:
        return "slist" if v.shared else "list"
    if isinstance(v, ClassAd):
        return "sclassad" if v.shared else "classad"
    return type(v).__name__


def not_identical(a: Value, b: Value) -> Value:
    r = identical(a, b)
    return (not r) if type(r) is bool else r


# --- unary ----------------------------------------------------------------------------------

def negate(a: Value) -> Value:
    a = plain(a)
    ta = type(a)
    if ta is int:
        return wrap64(-a)
    if ta is float:
        return -a
    if ta is RelTime:
        return RelTime(-float(a.secs))
    if ta is ErrorValue or a is UNDEFINED:
        return a
    return ErrorValue(f"unary '-' on {kind(a)}")


def plus(a: Value) -> Value:
    a = plain(a)
    ta = type(a)
    if ta is int or ta is float or ta is RelTime or ta is ErrorValue or a is UNDEFINED:
        return a
    return ErrorValue(f"unary '+' on {kind(a)}")


def logical_not(a: Value) -> Value:
    a = plain(a)
    ta = type(a)
    if ta is bool:
        return not a
    if ta is int or ta is float:
        return not a
    if ta is ErrorValue or a is UNDEFINED:
        return a
    return ErrorValue(f"'!' on {kind(a)}")


def bitwise_not(a: Value) -> Value:
    a = plain(a)
    ta = type(a)
    if ta is int:
        return ~a
    if ta is ErrorValue or a is UNDEFINED:
        return a
    return ErrorValue(f"'~' on {kind(a)}")


UNARY: dict[str, Callable[[Value], Value]] = {
    "-": negate,
    "+": plus,
    "!": logical_not,
    "~": bitwise_not,
}


# --- logic (after the evaluator's short circuit) --------------------------------------------

def as_bool(v: Value) -> bool | None:
    """The library's "boolean equivalent": booleans, and numbers as non-zero; else None."""
    v = plain(v)
    t = type(v)
    if t is bool:
        return v
    if t is int or t is float:
        return v != 0
    return None


def and_rest(a: Value, b: Value) -> Value:
    """``a && b`` once ``a`` is known not to be false or error."""
    eb = as_bool(b)
    if eb is not None:
        b = eb
    ea = as_bool(a)
    if ea is None and a is not UNDEFINED:
        return ErrorValue(f"'&&' on {kind(a)}")
    if type(b) is not bool and b is not UNDEFINED and type(b) is not ErrorValue:
        return ErrorValue(f"'&&' on {kind(b)}")
    if ea:
        return b
    if type(b) is not bool:
        return b
    return False if not b else UNDEFINED


def or_rest(a: Value, b: Value) -> Value:
    """``a || b`` once ``a`` is known not to be true or error."""
    eb = as_bool(b)
    if eb is not None:
        b = eb
    ea = as_bool(a)
    if ea is None and a is not UNDEFINED:
        return ErrorValue(f"'||' on {kind(a)}")
    if type(b) is not bool and b is not UNDEFINED and type(b) is not ErrorValue:
        return ErrorValue(f"'||' on {kind(b)}")
    if ea is False:
        return b
    if type(b) is not bool:
        return b
    return True if b else UNDEFINED


BINARY: dict[str, BinaryFn] = {}
for _op in ("+", "-", "*", "/", "%"):
    BINARY[_op] = _make_arith(_op)
for _op in _BITWISE:
    BINARY[_op] = _make_bitwise(_op)
for _op in _ORDER:
    BINARY[_op] = _make_compare(_op)
BINARY["=?="] = identical
BINARY["=!="] = not_identical
