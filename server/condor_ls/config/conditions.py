"""``if`` / ``elif`` conditions of config files, judged as HTCondor judges them.

HTCondor first classifies the condition by the characters it contains; only numbers,
booleans (including ``yes``/``no``/``t``/``f``), ``defined NAME``, ``defined use CAT[:NAME]``
and ``version <op> X.Y[.Z]`` are accepted.  Anything else is a fatal config error.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from enum import Enum
from typing import Callable

from ..bounded_int import bounded_int

SPACE = " \t\n\v\f\r"


class Shape(Enum):
    EMPTY = 0
    NUMBER = 1
    BOOL = 2
    IDENTIFIER = 3
    MACRO = 4
    VERSION = 5
    IFDEF = 6
    COMPLEX = 7


# character classes HTCondor tracks while classifying
_SPACE, _DIGIT, _ALPHA, _IDENT, _CMP, _SUM, _LOGIC, _GROUP = 0x1, 0x2, 0x4, 0x8, 0x10, 0x20, 0x40, 0x80
_MONEY, _COLON, _OTHER, _FLOAT, _MACRO = 0x100, 0x200, 0x400, 0x1000, 0x2000


def _literal(text: str, word: str, alone: bool = True) -> bool:
    """Case-insensitive ``word`` at the start (after spaces), alone or followed by a non-alnum."""
    s = text.lstrip(SPACE)
    if s[: len(word)].lower() != word:
        return False
    rest = s[len(word):]
    if alone:
        return rest.strip(SPACE) == ""
    return not (rest[:1].isascii() and rest[:1].isalnum()) if rest else True


_SHAPES: dict[int, Shape] = {
    0: Shape.EMPTY,
    _DIGIT: Shape.NUMBER,
    _DIGIT | _FLOAT: Shape.NUMBER,
    _ALPHA | _DIGIT: Shape.IDENTIFIER,
    _ALPHA | _DIGIT | _FLOAT: Shape.IDENTIFIER,
    _ALPHA | _IDENT: Shape.IDENTIFIER,
    _ALPHA | _IDENT | _DIGIT: Shape.IDENTIFIER,
    _ALPHA | _IDENT | _DIGIT | _FLOAT: Shape.IDENTIFIER,
}
_VERSION_SETS = {_ALPHA | _SPACE | _CMP | _DIGIT, _ALPHA | _SPACE | _CMP | _DIGIT | _FLOAT}
_IFDEF_SETS = {
    _ALPHA | _SPACE, _ALPHA | _SPACE | _COLON, _ALPHA | _SPACE | _IDENT, _ALPHA | _SPACE | _IDENT | _COLON,
    _ALPHA | _SPACE | _DIGIT, _ALPHA | _SPACE | _DIGIT | _IDENT, _ALPHA | _SPACE | _DIGIT | _FLOAT,
    _ALPHA | _SPACE | _DIGIT | _IDENT | _FLOAT,
}


def classify(expr: str, keywords: bool) -> Shape:
    p = expr.lstrip(SPACE)
    if not p:
        return Shape.EMPTY
    begin = p
    i = 1 if p[0] == "-" else 0
    bits = 0
    n = len(p)
    while i < n:
        ch = p[i]
        nxt = p[i + 1] if i + 1 < n else ""
        i += 1
        if "0" <= ch <= "9":
            bits |= _DIGIT
        elif ch == ".":
            if bits == _DIGIT or not nxt or ("0" <= nxt <= "9"):
                bits |= _FLOAT
            else:
                bits |= _IDENT
        elif ch in "eE":
            bits |= _FLOAT if (bits & ~_FLOAT) == _DIGIT else _ALPHA
        elif ch in "+-":
            if bits != (_DIGIT | _FLOAT):
                bits |= _SUM
        elif ("a" <= ch <= "z") or ("A" <= ch <= "Z"):
            bits |= _ALPHA
        elif ch in "_/":
            bits |= _IDENT
        elif ch in "<=>":
            bits |= _CMP
        elif ch == "!" and nxt == "=":
            bits |= _CMP
        elif ch == "$":
            bits |= _MONEY
            if nxt == "(":
                bits |= _MACRO
        elif ch in SPACE:
            if nxt and nxt not in SPACE:
                bits |= _SPACE
        elif ch in "&|":
            bits |= _LOGIC
        elif ch in "{|}()[]":
            bits |= _GROUP
        elif ch == ":":
            bits |= _COLON
        else:
            bits |= _OTHER
    if bits == _ALPHA:
        if _literal(expr, "false") or _literal(expr, "true"):
            return Shape.BOOL
        if keywords:
            if _literal(begin, "version"):
                return Shape.VERSION
            if _literal(begin, "defined"):
                return Shape.IFDEF
        return Shape.IDENTIFIER
    if bits in _SHAPES:
        return _SHAPES[bits]
    if bits in _VERSION_SETS:
        return Shape.VERSION if keywords and _literal(begin, "version", alone=False) else Shape.COMPLEX
    if bits in _IFDEF_SETS:
        return Shape.IFDEF if keywords and _literal(begin, "defined", alone=False) else Shape.COMPLEX
    if (bits & _MACRO) and not (bits & ~(_MONEY | _IDENT | _ALPHA | _DIGIT | _MACRO | _COLON)):
        return Shape.MACRO
    return Shape.COMPLEX


def _crufty(expr: str) -> bool | None:
    for word, value in (("yes", True), ("t", True), ("no", False), ("f", False)):
        if _literal(expr, word):
            return value
    return None


_C_FLOAT = re.compile(r"[ \t\n\v\f\r]*[+-]?(\d+\.?\d*(?:[eE][+-]?\d+)?|\.\d+(?:[eE][+-]?\d+)?)")
_VERSION = re.compile(r"[vV]?(\d+)\.(\d+)(?:\.(\d+))?")


def _atof(text: str) -> float:
    m = _C_FLOAT.match(text)
    try:
        return float(m.group(0)) if m else 0.0
    except ValueError:
        return 0.0


@dataclass(frozen=True, slots=True)
class Verdict:
    valid: bool
    value: bool
    reason: str = ""


def parse_version(text: str) -> tuple[int, int, int] | None:
    m = re.match(r"\s*(\d+)\.(\d+)\.(\d+)", text)
    return (bounded_int(m.group(1)), bounded_int(m.group(2)), bounded_int(m.group(3))) if m else None


def judge(expr: str, *, lookup: Callable[[str], str | None], has_template: Callable[[str, str | None], bool],
          version: tuple[int, int, int]) -> Verdict:
    """Evaluate an already macro-expanded condition (without a leading ``!``).

    ``lookup`` gives a knob's raw value (None when undefined); ``defined X`` needs it non-empty.
    """
    shape = classify(expr, True)
    if shape is Shape.NUMBER:
        return Verdict(True, _atof(expr) != 0)
    if shape is Shape.BOOL:
        return Verdict(True, _literal(expr, "true"))
    if shape is Shape.IDENTIFIER:
        crufty = _crufty(expr)
        if crufty is not None:
            return Verdict(True, crufty)
    if shape is Shape.VERSION:
        p = expr.lstrip(SPACE)[7:].lstrip(SPACE)
        negated = p.startswith("!")
        if negated:
            p = p[1:]
        op = 0
        if p[:1] in ("<", "=", ">"):
            op = "<=>".index(p[0]) - 1
            p = p[1:]
        or_equal = p.startswith("=")
        if or_equal:
            p = p[1:]
        p = p.lstrip(SPACE)
        m = _VERSION.match(p)
        if not m or bounded_int(m.group(1)) < 6:
            return Verdict(False, False, "the version literal is invalid")
        other = (bounded_int(m.group(1)), bounded_int(m.group(2)),
                 bounded_int(m.group(3)) if m.group(3) is not None else version[2])
        diff = (version > other) - (version < other)  # our version against the literal
        result = diff == op or (or_equal and diff == 0)
        return Verdict(True, (not result) if negated else result)
    if shape is Shape.IFDEF:
        p = expr.lstrip(SPACE)[7:].lstrip(SPACE)
        if not p:
            return Verdict(True, False)
        inner = classify(p, False)
        if inner is Shape.IDENTIFIER:
            found = lookup(p)
            if found is None and _crufty(p) is not None:
                return Verdict(True, True)  # an undefined yes/no/t/f counts as defined
            return Verdict(True, bool(found))
        if inner in (Shape.NUMBER, Shape.BOOL):
            return Verdict(True, True)
        if p[:4].lower() == "use ":
            rest = p[4:].lstrip(SPACE)
            cat, colon, name = rest.partition(":")
            value = has_template(cat, name if colon and name else None)
            if any(c in rest for c in " \t\r"):
                return Verdict(False, value, "defined use meta argument with internal spaces will never match")
            return Verdict(True, value)
        return Verdict(False, False, "defined argument must be param name, boolean, or number")
    if shape is Shape.COMPLEX:
        return Verdict(False, False, "complex conditionals are not supported")
    return Verdict(False, False, "expression is not a conditional")


class IfStack:
    """Nested if/elif/else state, as bit masks like HTCondor's (63 levels)."""

    def __init__(self) -> None:
        self.state = 1
        self.estate = 0
        self.istate = 0
        self.top = 1

    def enabled(self) -> bool:
        mask = self.top | (self.top - 1)
        return (self.state & mask) == mask

    def inside_if(self) -> bool:
        return self.top > 1

    def inside_else(self) -> bool:
        return self.top > 1 and not (self.istate & self.top)

    def outer_enabled_for_elif(self) -> bool:
        return not (self.estate & self.top) and (self.state & (self.top - 1)) == (self.top - 1)

    def begin_if(self, value: bool) -> bool:
        self.top <<= 1
        if self.top >= 1 << 64:
            return False
        self.istate |= self.top
        if value:
            self.state |= self.top
            self.estate |= self.top
        else:
            self.state &= ~self.top
            self.estate &= ~self.top
        return True

    def begin_else(self) -> bool:
        if not (self.istate & self.top):
            return False
        self.istate &= ~self.top
        if (self.estate | self.state) & self.top:
            self.state &= ~self.top
        else:
            self.state |= self.top
        return self.top > 1

    def begin_elif(self, value: bool) -> bool:
        if not (self.istate & self.top):
            return False
        if self.estate & self.top:
            self.state &= ~self.top
        elif value:
            self.estate |= self.top
            self.state |= self.top
        else:
            self.state &= ~self.top
        return self.top > 1

    def end_if(self) -> bool:
        self.istate &= ~self.top
        self.top >>= 1
        if not self.top:
            self.top = self.state = 1
            self.istate = self.estate = 0
            return False
        return True
