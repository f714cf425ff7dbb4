"""The ClassAd expressions the rules check, in config and submit files alike.

A config knob's expression is its value after macro expansion, whose text may have been written
in a helper macro, another file or a template (findings are placed by
:func:`..configview.provenance.place`); a submit command's is its value with the file's certain
macros substituted (:func:`.submit.expression_sites`). A :class:`Unit` hides the difference: it
holds the parsed tree, the text it was parsed from and which ad is MY when HTCondor evaluates
it, and turns a finding on a character range of that text into diagnostics, with quick fixes
only where the text was written here in one piece.
"""
from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from typing import TypeVar

from ...classad.ast import Expr
from ...submit.directives import Kind, read_submit
from ...syntax.document import Document
from ...syntax.languages import LanguageId
from ..configview.provenance import char_index, place
from ..context import AnalysisContext
from ..evaluation import JOB_SIDE, Side, known_side
from ..model import Diagnostic, Fix, Severity, Tag, TextEdit, TextRange
from ...classad.parser import ClassAdSyntaxError, parse_expr
from .expressions import Parsed, _uncertainty, _view, parsed_sites, written_here
from .registry import clamp_range
from .submit import ExprSite, expression_sites

#: the languages whose expressions these rules read
EXPRESSION_LANGUAGES = (LanguageId.CONFIG, LanguageId.SUBMIT)


@dataclass(frozen=True)
class Replacement:
    """A quick fix that replaces the reported text with ``text``."""

    title: str
    text: str
    preferred: bool = False


@dataclass(frozen=True)
class Finding:
    """A problem in an expression's text, before it is placed in a document: characters
    ``start..end`` of the text, the message, quick fixes that replace those characters."""

    start: int
    end: int
    message: str
    replacements: tuple[Replacement, ...] = ()
    tags: tuple[Tag, ...] = ()


def chars(text: str, span: tuple[int, int] | None) -> tuple[int, int]:
    """Character range of ``text`` for a byte span of the tree parsed from it (all of it for None)."""
    if span is None:
        return 0, len(text)
    return char_index(text, span[0]), char_index(text, span[1])


#: results per (what, expression text): they depend on the text alone (its tree is what the
#: parser makes of it), and from one keystroke to the next nearly every expression is unchanged
_REMEMBERED: OrderedDict[tuple[str, str], tuple[object, ...]] = OrderedDict()
_REMEMBERED_LOCK = threading.Lock()
#: texts remembered per process
MAX_REMEMBERED = 16_384

T = TypeVar("T")
Check = Callable[[], None]


def remembered(what: str, unit: "Unit", compute: Callable[[Expr, str, Check], Iterable[T]],
               check: Check) -> tuple[T, ...]:
    """``compute(tree, text, check)`` for the unit's expression, remembered by its text (the
    function must depend on nothing else)."""
    key = (what, unit.text)
    with _REMEMBERED_LOCK:
        known = _REMEMBERED.get(key)
        if known is not None:
            _REMEMBERED.move_to_end(key)
            return known  # type: ignore[return-value]
    found = tuple(compute(unit.tree, unit.text, check))  # a cancellation leaves nothing behind
    with _REMEMBERED_LOCK:
        _REMEMBERED[key] = found
        while len(_REMEMBERED) > MAX_REMEMBERED:
            _REMEMBERED.popitem(last=False)
    return found


def findings(rule: str, unit: "Unit", compute: Callable[[Expr, str, Check], Iterable[Finding]],
             check: Check) -> tuple[Finding, ...]:
    """A rule's findings in the unit's expression (remembered by text)."""
    return remembered(rule, unit, compute, check)


def report_all(unit: "Unit", found: Iterable[Finding], *,
               recheck: Callable[[Expr, str, Check], Iterable[Finding]] | None = None,
               **options: object) -> Iterator[Diagnostic]:
    """Diagnostics for each finding (``options`` are passed on to :meth:`Unit.report`).
    ``recheck`` is the rule's finder: where a config value depends on something unknown here,
    a finding it no longer makes in some variant of the value is only information."""
    for item in found:
        still_wrong = _still_wrong(recheck, item.message) if recheck is not None else None
        yield from unit.report(item.start, item.end, item.message, replacements=item.replacements,
                               tags=item.tags, still_wrong=still_wrong, **options)  # type: ignore[arg-type]


def _still_wrong(recheck: Callable[[Expr, str, Check], Iterable[Finding]], message: str) -> Callable[[str], bool]:
    """Whether a variant text of an expression still gets ``message`` from the finder."""
    def check(text: str) -> bool:
        try:
            tree = parse_expr(text)
        except ClassAdSyntaxError:
            return False
        return any(item.message == message for item in recheck(tree, text, lambda: None))
    return check


class Unit:
    """One checked expression (see the module docstring)."""

    #: the knob or submit command (``+Attr`` for job attributes) holding the expression
    name: str
    tree: Expr
    #: the text the tree was parsed from (AST spans are UTF-8 byte offsets into it)
    text: str
    #: the ad that is MY when HTCondor evaluates it (None: neither a slot nor a job ad)
    side: Side | None
    #: where a ``+Attr``/``MY.Attr`` job attribute is set (its value is the expression)
    sets_attribute: bool = False

    def chars(self, span: tuple[int, int] | None) -> tuple[int, int]:
        """Character range of ``text`` for a byte span of the tree (all of it for None)."""
        return chars(self.text, span)

    def report(self, start: int, end: int, message: str, *, replacements: tuple[Replacement, ...] = (),
               tags: tuple[Tag, ...] = (), severity: Severity | None = None, echo: bool = True,
               still_wrong: Callable[[str], bool] | None = None) -> Iterator[Diagnostic]:
        """Diagnostics for ``text[start:end]``. A config finding in a helper macro is also shown
        at the knob's ``$(Helper)`` when that is in this document; ``echo=False`` leaves that copy
        out when the finding is shown at the helper itself (for hints, which would only add
        noise). ``still_wrong`` tells whether a variant of a config value still has the problem
        (see :mod:`..configview.unknowns`)."""
        raise NotImplementedError


class ConfigUnit(Unit):
    def __init__(self, document: Document, context: AnalysisContext, parsed: Parsed) -> None:
        assert parsed.tree is not None
        self.view = _view(document, context)
        self.parsed = parsed
        self.name = parsed.site.name
        self.tree = parsed.tree
        self.text = parsed.site.expansion.value
        self.side = known_side(parsed.site.name)

    def report(self, start: int, end: int, message: str, *, replacements: tuple[Replacement, ...] = (),
               tags: tuple[Tag, ...] = (), severity: Severity | None = None, echo: bool = True,
               still_wrong: Callable[[str], bool] | None = None) -> Iterator[Diagnostic]:
        if still_wrong is not None:
            uncertain, note = _uncertainty(self.view, self.parsed, still_wrong)
            if note is not None:  # the problem may come from what condor-ls cannot see here
                severity, message, replacements = uncertain, f"{message}; {note}", ()
        where = written_here(self.view, self.parsed, start, end) if replacements else None
        fixes = tuple(Fix(r.title, (TextEdit(self.view.document.uri, where, r.text),), preferred=r.preferred)
                      for r in replacements) if where is not None else ()
        found = list(place(self.view, self.parsed.site, start, end, message, fixes=fixes, tags=tags,
                           severity=severity))
        if not echo and any(d.message == message for d in found):
            found = [d for d in found if d.message == message]
        yield from found


class SubmitUnit(Unit):
    def __init__(self, document: Document, site: ExprSite) -> None:
        assert site.tree is not None
        self.document = document
        self.site = site
        self.name = site.assignment.key
        self.tree = site.tree
        self.text = site.expanded.text
        self.side = JOB_SIDE
        self.sets_attribute = site.assignment.kind is Kind.ATTRIBUTE

    def report(self, start: int, end: int, message: str, *, replacements: tuple[Replacement, ...] = (),
               tags: tuple[Tag, ...] = (), severity: Severity | None = None, echo: bool = True,
               still_wrong: Callable[[str], bool] | None = None) -> Iterator[Diagnostic]:
        lo, hi = self.site.expanded.source_range(start, max(end, start + 1))
        where = clamp_range(self.document, lo, max(hi, lo + 1))
        fixes: tuple[Fix, ...] = ()
        if replacements and self.written(where, start, end):
            fixes = tuple(Fix(r.title, (TextEdit(self.document.uri, where, r.text),), preferred=r.preferred)
                          for r in replacements)
        yield Diagnostic(where, message, fixes=fixes, tags=tags, severity=severity)

    def written(self, where: TextRange, start: int, end: int) -> bool:
        """Whether the document holds exactly ``text[start:end]`` at ``where`` (not a macro)."""
        return self.document.source[where.start:where.end].decode("utf-8", "replace") == self.text[start:end]


def expression_units(document: Document, context: AnalysisContext) -> list[Unit]:
    """Every parsed expression of the document. The parsing is shared by all rules (memoised
    with the config view or the submit reading). A config unit refers to the view, so those are
    made per call (a view must not hold itself through its memo); submit units are kept with
    the reading, which a large submit file's many expressions make worth it."""
    if document.language is LanguageId.CONFIG:
        return [ConfigUnit(document, context, p) for p in parsed_sites(_view(document, context), context)
                if p.tree is not None]
    if document.language is LanguageId.SUBMIT:
        memo = read_submit(document).memo
        cached = memo.get("expression_units")
        if not isinstance(cached, list):
            cached = memo["expression_units"] = [SubmitUnit(document, s) for s in expression_sites(document)
                                                 if s.tree is not None]
        return cached
    return []


__all__ = ["Unit", "Replacement", "Finding", "findings", "remembered", "report_all", "chars", "expression_units",
           "EXPRESSION_LANGUAGES"]
