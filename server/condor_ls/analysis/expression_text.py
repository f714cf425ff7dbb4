"""Which config values are ClassAd expressions, and who evaluates them.

A knob the schema types as an expression (``START``, ``SYSTEM_PERIODIC_HOLD`` ...) holds one.
So does a macro that such a knob uses, directly or through other macros: HTCondor pastes a
helper such as ``MachineBusy`` or ``SmallJob`` into the knob's text before parsing it, so the
helper's text is read as ClassAd and evaluated where the knob is, with the same MY and TARGET
(the slot for startd policy, the job for schedd policy). :func:`expression_macros` finds those
helpers; :func:`reads_as_expression` recognises a value that plainly is an expression
(``MY.``/``TARGET.``, a ClassAd function call, comparisons between attribute names) even when
nothing uses it yet, which is enough to offer attribute completion while it is being written.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from ..classad.functions import metadata
from ..config.model import Kind
from ..config.scanner import Func, config_prefix, find_macro
from .configview.view import ConfigView, knob_info
from .evaluation import MACHINE_SIDE, STARTD_POLICY_KNOBS, Side, known_side, side_of_knob

#: definitions followed into (HTCondor's built-in defaults are in no document)
_WRITTEN = frozenset({Kind.CONFIG, Kind.TEMPLATE, Kind.DEFINE})
_POLICY_ORDER = {name.upper(): index for index, name in enumerate(STARTD_POLICY_KNOBS)}
#: macros visited per config set at most (a generated config could define very many)
MAX_VISITS = 20_000

_SCOPED = re.compile(r"(?<![\w.$])(?:MY|TARGET)\.[A-Za-z_]", re.IGNORECASE)
_CALL = re.compile(r"(?<![\w$.])([A-Za-z_]\w*)\s*\(")
_OPERAND = r"(?:[A-Za-z_][\w.]*|\d[\d.]*|\"[^\"]*\"|\))"
_COMPARISON = re.compile(_OPERAND + r"\s*(?:==|!=|=\?=|=!=|<=|>=|<|>|&&|\|\|)\s*(?:[\w\"(!$-]|$)")
#: words that make a comparison-looking value something else (a mail address, a path ...)
_NOT_EXPRESSION = re.compile(r"[@\\]|://|^\s*/")


@dataclass(frozen=True)
class ExpressionUse:
    """Why a config value is an expression: the expression knob that evaluates it (itself for
    such a knob, the first knob using it for a helper macro) and the ad that is MY there."""

    knob: str
    side: Side
    #: True for a helper macro (its text is evaluated as part of ``knob``)
    helper: bool


#: answers of :func:`is_expression_knob` per name (plain dict: asked for every knob of a config
#: set on every keystroke), and the names known not to be expression knobs (sifted out of a
#: config set's names by one set difference)
_EXPRESSION_KNOBS: dict[str, bool] = {}
_NOT_EXPRESSION_KNOBS: set[str] = set()


def is_expression_knob(name: str) -> bool:
    """Whether the schema types knob ``name`` (a ``SUBSYS.`` prefix aside) as an expression."""
    found = _EXPRESSION_KNOBS.get(name)
    if found is None:
        info = knob_info(name) or knob_info(name.rsplit(".", 1)[-1])
        found = info is not None and info.type == "classad"
        if len(_EXPRESSION_KNOBS) > 200_000:
            _EXPRESSION_KNOBS.clear()
            _NOT_EXPRESSION_KNOBS.clear()
        _EXPRESSION_KNOBS[name] = found
        if not found:
            _NOT_EXPRESSION_KNOBS.add(name)
    return found


@lru_cache(maxsize=65536)
def expression_references(text: str) -> tuple[str, ...]:
    """Names of the ``$(NAME)`` references of a raw value that are part of its expression, not
    of a string literal in it (``stringListMember(Owner, "$(USERS)")`` pastes a list of names
    into a string, not ClassAd text)."""
    out: list[str] = []
    at = 0
    while len(out) < 1000:
        ref = find_macro(text, at, config_prefix, None)
        if ref is None:
            break
        at = ref.end
        if ref.func is Func.NORMAL and not _inside_string(text, ref.dollar):
            out.append(ref.body_text(text).split(":", 1)[0].strip())
    return tuple(out)


def _inside_string(text: str, index: int) -> bool:
    """Whether ``text[index]`` lies inside a double-quoted ClassAd string."""
    inside = False
    escaped = False
    for c in text[:index]:
        if escaped:
            escaped = False
        elif c == "\\" and inside:
            escaped = True
        elif c == '"':
            inside = not inside
    return inside


def side_of(knob: str) -> Side:
    """The ad that is MY when ``knob`` is evaluated (the slot when it is not certain)."""
    return known_side(knob) or side_of_knob(knob) or MACHINE_SIDE


def expression_macros(view: ConfigView) -> dict[str, str]:
    """Lower-cased names of the macros the expression knobs of the config set use, directly or
    through other macros, each mapped to the first such knob (memoised per view)."""
    cached = view.memo.get("expression_macros")
    if isinstance(cached, dict):
        return cached
    table = view.configset.table
    found: dict[str, str] = {}
    items = table.items  # never changes once the set is read
    keys = [k for k in set(items.keys()) - _NOT_EXPRESSION_KNOBS if is_expression_knob(k)]
    roots = [items[key] for key in keys if items[key].kind in _WRITTEN]
    # startd policy first, START first of all: a helper shared by several knobs is shown as part
    # of the most telling one, with the slot as MY when a startd knob uses it
    roots.sort(key=lambda d: (known_side(d.name) is not MACHINE_SIDE, _POLICY_ORDER.get(d.name.upper(), 99),
                              d.name.lower()))
    visits = 0
    for root in roots:
        stack = list(expression_references(root.value))
        while stack and visits < MAX_VISITS:
            visits += 1
            name = stack.pop()
            key = name.lower()
            if key in found or is_expression_knob(name):
                continue  # seen, or an expression knob in its own right
            definition = table.get(name)
            if definition is None or definition.kind not in _WRITTEN:
                continue
            found[key] = root.name
            stack.extend(expression_references(definition.value))
    view.memo["expression_macros"] = found
    return found


def expression_use(view: ConfigView, name: str) -> ExpressionUse | None:
    """Why the value of config macro ``name`` is an expression, or None when it is not."""
    if is_expression_knob(name):
        return ExpressionUse(name, side_of(name), False)
    knob = expression_macros(view).get(name.lower())
    if knob is None:
        return None
    return ExpressionUse(knob, side_of(knob), True)


def reads_as_expression(text: str) -> bool:
    """Whether a value plainly is a ClassAd expression: it selects ``MY.``/``TARGET.``
    attributes, calls a ClassAd function, or compares or combines attribute names."""
    if _SCOPED.search(text):
        return True
    if any(metadata.lookup(m.group(1)) is not None for m in _CALL.finditer(text)):
        return True
    return bool(_COMPARISON.search(text)) and not _NOT_EXPRESSION.search(text)


__all__ = ["ExpressionUse", "expression_macros", "expression_use", "reads_as_expression", "is_expression_knob",
           "side_of"]
