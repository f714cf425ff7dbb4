"""The retired New-ClassAd form of job routes and transforms, converted as HTCondor converts it.

Before HTCondor 24.10 a route could be a ClassAd (``[ Name = "x"; GridResource = "..."; set_Foo =
1; copy_A = "B"; delete_C = true; eval_set_D = ...; Requirements = ...; ]``). Only
``condor_transform_ads`` still reads that form, converting it to transform statements
(``ConvertClassadJobRouterRouteToXForm`` in condor_utils/xform_utils.cpp): ``Name``,
``TargetUniverse`` and ``Requirements`` become ``NAME``, ``UNIVERSE`` and ``REQUIREMENTS`` (with
``TARGET.`` dropped from the requirements), other attributes become variables, and the
``copy_``, ``delete_``, ``set_`` and ``eval_set_`` attributes become ``COPY``, ``DELETE``,
``SET`` and ``EVALSET`` statements, in that order and sorted by name within each group.

HTCondor also "flattens" some expressions against the route ad (replacing references to the
route's own attributes by their values); :func:`convert` leaves them as written and, like
HTCondor, sets such attributes temporarily around the ``EVALSET`` statements that read them.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, fields, is_dataclass

from ..classad.ad import ClassAd
from ..classad.ast import AttrRef, Literal
from ..classad.parser import ClassAdSyntaxError, parse_ads
from ..classad.unparse import unparse

#: the route attributes the conversion treats specially (lower case)
_NAME, _TARGET_UNIVERSE, _REQUIREMENTS, _GRID_RESOURCE = "name", "targetuniverse", "requirements", "gridresource"
#: attributes whose references to TARGET become references to MY
_MY_TARGET = frozenset({"editjobinplace", "failureratethreshold", "jobfailuretest", "jobshouldbesandboxed",
                        "overrideroutingentry", "sharedx509userproxy", "usesharedx509userproxy"})
_TARGET = re.compile(r"\bTARGET\.", re.IGNORECASE)


@dataclass(frozen=True)
class Converted:
    """A route converted to transform statements (``text``), and its name."""

    name: str
    text: str


def _without_target(text: str, replacement: str) -> str:
    """``TARGET.`` references rewritten outside string literals (HTCondor rewrites the tree)."""
    out: list[str] = []
    for i, part in enumerate(re.split(r'("(?:[^"\\]|\\.)*")', text)):
        out.append(part if i % 2 else _TARGET.sub(replacement, part))
    return "".join(out)


def _references(expr: object) -> set[str]:
    """Unscoped or MY. attribute names an expression refers to (lower case), found by walking
    the AST's dataclass fields without recursion."""
    found: set[str] = set()
    stack: list[object] = [expr]
    seen = 0
    while stack and seen < 100_000:
        node = stack.pop()
        seen += 1
        if isinstance(node, (list, tuple)):
            stack.extend(node)
            continue
        if not is_dataclass(node) or isinstance(node, Literal):
            continue
        if isinstance(node, AttrRef):
            base = node.base
            if base is None or (isinstance(base, AttrRef) and base.base is None and base.name.lower() == "my"):
                found.add(node.name.lower())
        stack.extend(getattr(node, f.name) for f in fields(node) if f.name != "span")
    return found


def convert(route: ClassAd, name: str = "") -> Converted:
    """The transform statements for one route ad (``name``: the name from the config knob)."""
    assignments: dict[str, tuple[str, str, bool]] = {}  # key -> (spelling, text, is a string)
    copies: dict[str, tuple[str, str]] = {}
    deletes: dict[str, str] = {}
    sets: dict[str, tuple[str, str]] = {}
    evalsets: dict[str, tuple[str, str]] = {}
    evalset_refs: set[str] = set()
    requirements = ""
    universe = 0
    for attr, expr in route.items():
        low = attr.lower()
        if low.startswith("copy_"):
            if isinstance(expr, Literal) and isinstance(expr.value, str):
                copies[low[5:]] = (attr[5:], expr.value)
        elif low.startswith("delete_"):
            deletes[low[7:]] = attr[7:]
        elif low.startswith("set_"):
            text = unparse(expr, old=True)
            if text:
                sets[low[4:]] = (attr[4:], text)
        elif low.startswith("eval_set_"):
            text = unparse(expr, old=True)
            if text:
                evalsets[low[9:]] = (attr[9:], text)
                evalset_refs |= {r for r in _references(expr) if route.lookup(r) is not None}
        elif low == _NAME:
            if isinstance(expr, Literal) and isinstance(expr.value, str):
                name = expr.value
        elif low == _TARGET_UNIVERSE:
            if isinstance(expr, Literal) and isinstance(expr.value, int) and not isinstance(expr.value, bool):
                universe = expr.value
        elif low == _REQUIREMENTS:
            requirements = _without_target(unparse(expr, old=True), "")
        else:
            if isinstance(expr, Literal) and isinstance(expr.value, str) and low not in _MY_TARGET | {_GRID_RESOURCE}:
                assignments[low] = (attr, expr.value, True)  # a string literal, without its quotes
            else:
                text = unparse(expr, old=True)
                if low in _MY_TARGET:
                    text = _without_target(text, "MY.")
                assignments[low] = (attr, text, low == _GRID_RESOURCE)
    lines = [f"# autoconversion of route '{name}' from old route syntax"]
    if name:
        lines.append(f"NAME {name}")
    if universe:
        lines.append(f"UNIVERSE {universe}")
    if requirements:
        lines.append(f"REQUIREMENTS {requirements}")
    lines.append("")
    lines.extend(f"{spelled} = {text}" for spelled, text, _s in (assignments[k] for k in sorted(assignments)))
    for title, table, render in (
            ("copy_* rules", copies, lambda v: f"COPY {v[0]} {v[1]}"),
            ("delete_* rules", deletes, lambda v: f"DELETE {v}"),
            ("set_* rules", sets, lambda v: f"SET {v[0]} {v[1]}")):
        if table:
            lines.extend(["", f"# {title}"])
            lines.extend(render(table[k]) for k in sorted(table))  # type: ignore[operator]
    temporary = sorted(k for k in evalset_refs if k in assignments and k not in sets)
    if temporary:
        lines.extend(["", "# temporarily SET attrs because eval_set_ rules refer to them"])
        for key in temporary:
            spelled, _text, is_string = assignments[key]
            lines.append(f'SET {spelled} "$({spelled})"' if is_string else f"SET {spelled} $({spelled})")
    if evalsets:
        lines.extend(["", "# eval_set_* rules"])
        lines.extend(f"EVALSET {evalsets[k][0]} {evalsets[k][1]}" for k in sorted(evalsets))
    if temporary:
        lines.extend(["", "# remove temporary attrs"])
        lines.extend(f"DELETE {assignments[k][0]}" for k in temporary)
    return Converted(name, "\n".join(lines))


def convert_text(text: str, name: str = "") -> list[Converted]:
    """Every route ad in ``text`` (one for a transform knob, several for JOB_ROUTER_ENTRIES).
    Raises :class:`ClassAdSyntaxError` when the text is not ClassAds."""
    cleaned = re.sub(r"/\*.*?\*/", " ", text, flags=re.DOTALL)
    ads = parse_ads(cleaned)
    return [convert(ad, name) for ad in ads]


__all__ = ["Converted", "convert", "convert_text", "ClassAdSyntaxError"]
