"""``missing-attribute-comparison``: ``Attr != True`` on an attribute the ad may not carry.

ClassAd comparisons with ``==``/``!=`` are undefined when either side is undefined, and a missing
attribute is undefined. So ``START = TARGET.IsTest != True`` does not start jobs that never set
``IsTest``: the comparison is undefined and START is not true. The meta-operators ``=!=`` and
``=?=`` compare identity and treat a missing attribute as a value of its own. Which attributes
may be missing is :mod:`..attribute_presence`'s to say.
"""
from __future__ import annotations

from collections.abc import Callable, Iterator

from ...classad import attributes
from ...classad.ast import AttrRef, Binary, Call, Elvis, Expr, Literal
from ...classad.values import UNDEFINED
from ...syntax.document import Document
from ..attribute_names import config_names, submit_names
from ..attribute_presence import maybe_missing
from ..configview.provenance import char_index, dedupe
from ..configview.unknowns import UNKNOWN_CONTEXT, gaps
from ..context import AnalysisContext
from ..model import Diagnostic, Severity
from ...syntax.languages import LanguageId
from .attributes import references, sides_of
from .expressions import _unparen, _view, walk
from .registry import rule
from .units import EXPRESSION_LANGUAGES, Replacement, expression_units, remembered

#: functions that test whether their argument is defined
_DEFINEDNESS = frozenset({"isdefined", "isundefined", "isundefinedorempty", "ifthenelse"})

#: a comparison found in an expression's text: (start and end of the text to replace, the
#: attribute, its scope, the operator, the boolean, the replacement text, the boolean it tests
#: with ``=!=``)
Comparison = tuple[int, int, str, str | None, str, bool, str, bool]


def _boolean(node: Expr) -> bool | None:
    node = _unparen(node)
    if isinstance(node, Literal) and isinstance(node.value, bool):
        return node.value
    return None


def _attribute(node: Expr) -> tuple[str, str | None] | None:
    """(name, scope) when ``node`` is a plain or ``MY.``/``TARGET.`` attribute reference."""
    node = _unparen(node)
    if not isinstance(node, AttrRef):
        return None
    found = list(references(node))
    if len(found) != 1 or found[0][0] is not node:
        return None
    return node.name, found[0][1]


def _tested(tree: Expr) -> set[str]:
    """Lower-cased names whose definedness the expression tests somewhere (``isDefined(x)``,
    ``x =?= undefined``, ``x ?: default`` ...): a comparison with such a name is guarded."""
    out: set[str] = set()
    for node in walk(tree):
        if isinstance(node, Call) and node.name.lower() in _DEFINEDNESS:
            for arg in node.args[:1]:
                out.update(n.name.lower() for n in walk(arg) if isinstance(n, AttrRef))
        elif isinstance(node, Binary) and node.op in ("=?=", "=!="):
            for side, other in ((node.left, node.right), (node.right, node.left)):
                if isinstance(_unparen(other), Literal) and _unparen(other).value is UNDEFINED:  # type: ignore[union-attr]
                    found = _attribute(side)
                    if found is not None:
                        out.add(found[0].lower())
        elif isinstance(node, Elvis):
            out.update(n.name.lower() for n in walk(node.left) if isinstance(n, AttrRef))
    return out


def _comparisons(tree: Expr, text: str, check: Callable[[], None]) -> Iterator[Comparison]:
    """``attr != True``, ``attr != False``, ``attr == False`` (either way round), outside any
    test of the attribute's definedness."""
    guarded: set[str] | None = None
    for node in walk(tree):
        if not isinstance(node, Binary) or node.op not in ("==", "!="):
            continue
        if node.left.span is None or node.right.span is None:
            continue
        for attr_side, literal_side in ((node.left, node.right), (node.right, node.left)):
            value = _boolean(literal_side)
            found = _attribute(attr_side) if value is not None else None
            if found is None or (node.op == "==" and value is True):
                continue
            if guarded is None:
                guarded = _tested(tree)
            if found[0].lower() in guarded:
                break
            op_at = text.find(node.op, char_index(text, node.left.span[1]), char_index(text, node.right.span[0]))
            if op_at < 0:
                break
            lit_start, lit_end = char_index(text, literal_side.span[0]), char_index(text, literal_side.span[1])  # type: ignore[index]
            if node.op == "!=":  # the same test, with a missing attribute counted as not equal
                yield op_at, op_at + 2, found[0], found[1], node.op, bool(value), "=!=", bool(value)
            else:  # `== False` meant "unless it is true"
                start, end = min(op_at, lit_start), max(op_at + 2, lit_end)
                piece = text[start:end].replace(text[lit_start:lit_end], "True", 1).replace("==", "=!=", 1)
                yield start, end, found[0], found[1], node.op, bool(value), piece, True
            break


@rule("missing-attribute-comparison", severity=Severity.WARNING,
      summary="`Attr != True` / `Attr == False` on an attribute the ad may not have (undefined, not true)",
      languages=EXPRESSION_LANGUAGES)
def missing_attribute_comparison(document: Document, context: AnalysisContext) -> Iterator[Diagnostic]:
    """``Attr != True``, ``Attr != False`` or ``Attr == False`` where ``Attr`` may be missing from
    the ad: a site's own slot attribute the configuration does not publish, a job attribute that
    only some jobs set (``+IsTest``, one written only by its submit command). When it is missing,
    the comparison is undefined rather than true, so a policy meant to hold "unless the attribute
    says otherwise" (``START = TARGET.IsTest != True``) refuses every job or slot without it.
    ``=!=`` treats a missing attribute as different from any value: the quick fix writes
    ``Attr =!= True`` (for ``== False`` too, which is what "unless it is true" means). Not
    reported for attributes every ad carries (HTCondor's slot attributes, what every job has, what
    the configuration, the submit file or the settings declare), nor where the expression tests
    the attribute's definedness itself (``isDefined(Attr) && Attr != True``)."""
    units = expression_units(document, context)
    if not units:
        return
    if document.language is LanguageId.SUBMIT:
        known, unseen = submit_names(document, context), ()
    else:
        view = _view(document, context)
        known, unseen = config_names(view, context), gaps(view)
    found: list[Diagnostic] = []
    for unit in units:
        if unit.side is None or unit.sets_attribute:
            continue
        context.check_cancelled()
        for start, end, name, scope, op, value, replacement, tested in remembered(
                "missing-attribute-comparisons", unit, _comparisons, context.check_cancelled):
            sides = sides_of(scope, unit.side.my)
            if not maybe_missing(name, sides, known):
                continue
            shown, fixed = f"{name} {op} {value}", f"{name} =!= {tested}"
            where = " or the ".join(f"{side} ad" for side in sides)
            meant = "" if op == "!=" else f" (if it means \"unless {name} is true\")"
            message = (f"`{name}` is not an attribute every {where} carries, and where it is missing `{shown}` is "
                       f"undefined, not true, so the expression fails there; write `{fixed}`{meant}, which is "
                       f"true when {name} is missing")
            severity = None
            if unseen and not attributes.is_known(name):  # a part of the set condor-ls cannot read may publish it
                message += f"; {name} may be published by {unseen[0].what}"
                severity = UNKNOWN_CONTEXT
            found.extend(unit.report(start, end, message, severity=severity, replacements=(
                Replacement(f"use `{replacement.strip()}`", replacement, preferred=True),)))
    yield from dedupe(found)
