"""How HTCondor reads the value of an integer, real or boolean knob.

``param_integer``, ``param_double`` and ``param_boolean`` first try the plain literal forms and
otherwise parse the value as a ClassAd expression and evaluate it (usually with no ad at hand);
a value that neither reads as a literal nor evaluates to the right type is rejected. This module
makes the same judgement without a daemon.
"""
from __future__ import annotations

import re
from dataclasses import dataclass

from ...classad import attributes
from ...classad.ast import AttrRef
from ...classad.evaluator import evaluate
from ...classad.parser import ClassAdSyntaxError, parse_expr
from ...classad.values import ErrorValue, Undefined
from .expressions import type_name
from .expressions import walk as walk_expr

_INTEGER = re.compile(r"\s*[+-]?\d+\s*\Z")
_REAL = re.compile(r"\s*[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?\s*\Z")
_BOOL_WORD = re.compile(r"(true|false|1|0)\s*\Z", re.IGNORECASE)
#: words people write for booleans that HTCondor reads as (undefined) attribute names
_NOT_BOOLEANS = {"yes": "True", "no": "False", "on": "True", "off": "False", "y": "True", "n": "False"}
_NUMBER_TYPES = {"int": "an integer", "long": "an integer", "double": "a number"}


@dataclass(frozen=True)
class Judgement:
    message: str
    fix: str | None = None
    number: float | None = None


def judge_value(kind: str, text: str) -> Judgement | None:
    """HTCondor's reading of a typed knob's value (``param_integer``, ``param_double``,
    ``param_boolean``): None when it is fine or depends on an ad, a :class:`Judgement` with a
    message when HTCondor rejects it, or with ``number`` set to the value for range checks."""
    stripped = text.strip()
    if kind in _NUMBER_TYPES:
        pattern = _INTEGER if kind in ("int", "long") else _REAL
        if pattern.match(text):
            return Judgement("", number=float(stripped))
    elif kind == "bool" and _BOOL_WORD.match(stripped):
        return None
    if kind == "bool" and stripped.lower() in _NOT_BOOLEANS:
        fixed = _NOT_BOOLEANS[stripped.lower()]
        return Judgement(f"HTCondor does not read `{stripped}` as a boolean (it is taken as an undefined "
                         f"attribute name); write {fixed}", fix=fixed)
    wanted = _NUMBER_TYPES.get(kind, "a boolean")
    try:
        tree = parse_expr(stripped)
    except ClassAdSyntaxError as err:
        return Judgement(f"`{_short(stripped)}` is not {wanted} (nor a valid expression: {err.message})")
    except Exception:
        return None
    refs = [node for node in walk_expr(tree) if isinstance(node, AttrRef)]
    if refs:
        unknown = [r.name for r in refs if r.base is None and attributes.lookup(r.name) is None]
        if unknown and len(unknown) == len(refs):
            return Judgement(f"`{_short(stripped)}` is not {wanted}: HTCondor reads `{unknown[0]}` as the name of "
                             "an attribute, which is undefined here")
        return None  # the daemon may evaluate it against its own ad
    try:
        value = evaluate(tree)
    except Exception:
        return None
    if isinstance(value, bool):
        return None if kind == "bool" else Judgement("", number=float(value))
    if isinstance(value, (int, float)):
        return Judgement("", number=float(value)) if kind != "bool" else None
    what = "error" if isinstance(value, ErrorValue) else "undefined" if isinstance(value, Undefined) else type_name(value)
    return Judgement(f"`{_short(stripped)}` evaluates to {what}, not {wanted}")


def _short(text: str, limit: int = 40) -> str:
    return text if len(text) <= limit else text[:limit - 1] + "…"
