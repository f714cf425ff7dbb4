"""Rules about the attribute names an expression refers to, in config knobs and submit files.

An attribute that no ad defines is UNDEFINED, silently: a misspelt ``KeyboardIdel`` makes a
policy never fire, a job whose ``requirements`` names ``Memroy`` never matches. Which names the
ads carry comes from :mod:`..attribute_names` (HTCondor's own names, what the configuration
makes the startd publish, what the submit file sets, the sample ads and the settings). A name
within a small edit distance of a known one is very likely a typo (a warning with a fix);
another unknown name may still be published by the pool (a hint).
"""
from __future__ import annotations

import re
from collections.abc import Iterator

from ...classad.ast import AttrRef, Binary, Call, Expr, Paren, RecordExpr
from ...syntax.document import Document
from ...syntax.languages import LanguageId
from ..attribute_names import JOB, MACHINE, SIDES, KnownNames, config_names, same_letters, submit_names
from ..configview.unknowns import gaps
from ..context import AnalysisContext
from ..model import Diagnostic, Fix, Severity, TextEdit, TextRange
from .expressions import CHECKED_KINDS, _view, children
from .registry import clamp_range, rule
from .units import EXPRESSION_LANGUAGES, Replacement, SubmitUnit, Unit, chars, expression_units, remembered

#: scope names and the ad they select, relative to MY's
_SCOPES = {"my": "my", "target": "target", "other": "target"}
#: bases that select something no schema describes (the enclosing record, the outermost ad)
_OPAQUE_SCOPES = frozenset({"parent", "root"})
#: functions whose first argument is evaluated inside other records (resource properties ...)
_FOREIGN_FIRST_ARGUMENT = frozenset({"evalineachcontext", "countmatches"})
#: submit commands whose expression is evaluated in another ad (``require_gpus`` tests the
#: properties of each GPU, not the job or the slot)
_FOREIGN_COMMANDS = re.compile(r"^require_", re.IGNORECASE)
#: knobs whose expressions have scopes of their own (``OWNER.JobsHeld``): their references are
#: in ads no schema describes
_KNOB_SCOPES = {"start_vanilla_universe": frozenset({"job", "slot", "owner", "schedd"})}
#: names too short to guess a misspelling of
MIN_SUGGESTED = 3
_AD_WORDS = {MACHINE: "the machine ad", JOB: "the job ad"}
#: who adds attributes nobody can list here, per side
_WHO_ADDS = {MACHINE: "the pool publishes it", JOB: "jobs set it with `+Name`"}


def _settings_key(side: str) -> str:
    return f"condorLs.attributes.{side}"


def references(tree: Expr, foreign: frozenset[str] = frozenset()) -> Iterator[tuple[AttrRef, str | None]]:
    """Attribute references an ad must resolve, with their scope (``my``, ``target``, or None for
    a bare name). References inside a record literal (they name the record's own attributes),
    after an opaque scope (``parent.x``), selected from a record (``a.b``: only ``a`` is looked
    up in an ad) or evaluated in other records (``evalInEachContext``) are left out, as are those
    under the lower-cased ``foreign`` scopes."""
    stack: list[Expr] = [tree]
    while stack:
        node = stack.pop()
        if isinstance(node, RecordExpr):
            continue
        if isinstance(node, Call) and node.name.lower() in _FOREIGN_FIRST_ARGUMENT:
            stack.extend(node.args[1:])
            continue
        if isinstance(node, AttrRef):
            if node.absolute:
                continue
            base = node.base
            if base is None:
                if node.name.lower() not in _SCOPES and node.name.lower() not in _OPAQUE_SCOPES:
                    yield node, None
                continue
            if isinstance(base, AttrRef) and base.base is None and not base.absolute:
                scope = base.name.lower()
                if scope in _SCOPES:
                    yield node, _SCOPES[scope]
                    continue
                if scope in _OPAQUE_SCOPES or scope in foreign:
                    continue
            stack.append(base)  # ``a.b``: ``a`` is looked up, ``b`` is the record's
            continue
        stack.extend(children(node))


def sides_of(scope: str | None, my: str | None) -> tuple[str, ...]:
    """The ads a reference is looked up in, MY's first (both when MY's ad is not known)."""
    if my is None:
        return SIDES
    target = JOB if my == MACHINE else MACHINE
    if scope == "my":
        return (my,)
    if scope == "target":
        return (target,)
    return (my, target)


def _known(document: Document, context: AnalysisContext) -> KnownNames:
    if document.language is LanguageId.SUBMIT:
        return submit_names(document, context)
    return config_names(_view(document, context), context)


def _macro_named(document: Document, context: AnalysisContext, name: str) -> str | None:
    """The spelling of a config macro called ``name``, if the configuration defines one (a
    ``$( )`` forgotten around a helper macro reads as an attribute reference)."""
    if document.language is not LanguageId.CONFIG:
        return None
    found = _view(document, context).configset.table.get(name)
    if found is None or found.kind not in CHECKED_KINDS or not found.value.strip():
        return None  # predefined macros (USERNAME ...) are no one's helper
    return found.name


def _describe(sides: tuple[str, ...], scope: str | None) -> str:
    """``the job ad (TARGET)``, ``the machine or the job ad`` ..."""
    if len(sides) == 1:
        return f"{_AD_WORDS[sides[0]]} ({'MY' if scope == 'my' else 'TARGET'})"
    return " or ".join(_AD_WORDS[s] for s in sides)


@rule("unknown-attribute", severity=Severity.HINT,
      summary="an attribute no ad in play defines (a warning when it looks like a misspelling)",
      languages=EXPRESSION_LANGUAGES)
def unknown_attribute(document: Document, context: AnalysisContext) -> Iterator[Diagnostic]:
    """An expression refers to an attribute that neither HTCondor, nor this configuration (its
    ``STARTD_ATTRS``, custom resources, policy knobs), nor the submit file (``+Attr``,
    ``MY.Attr``, ``request_<name>``), nor the sample ads or the ``condorLs.attributes.machine``
    / ``condorLs.attributes.job`` settings define. Such a reference is UNDEFINED, which quietly
    turns a policy off or keeps a job from matching. When a known name is within a letter or two
    (``KeyboardIdel``, ``RequestMemroy``) this is a warning with a quick fix; otherwise a hint,
    since a pool may publish attributes of its own (declare them in the settings to silence it).
    ``MY.x`` names an attribute of the ad evaluating the expression (the slot for startd policy,
    the job in submit files), ``TARGET.x`` the other one, a bare name either. Nothing is said
    about the slot's names when a ``STARTD_CRON_*`` job or an inventory script publishes
    attributes."""
    units = expression_units(document, context)
    if not units:
        return
    known = _known(document, context)
    found: list[Diagnostic] = []
    for unit in units:
        context.check_cancelled()
        if isinstance(unit, SubmitUnit) and (_FOREIGN_COMMANDS.match(unit.name) or unquoted_words(unit, known)):
            continue
        my = unit.side.my if unit.side is not None else None
        foreign = _KNOB_SCOPES.get(unit.name.rsplit(".", 1)[-1].lower(), frozenset())
        refs = remembered("references" if not foreign else f"references:{sorted(foreign)}", unit,
                          lambda tree, text, check: _named_references(tree, text, foreign), context.check_cancelled)
        for name, scope, at in refs:
            if known.knows(name):
                continue
            sides = sides_of(scope, my)
            if known.unknowable(sides):
                continue
            found.extend(_report_unknown(document, context, unit, name, at, scope, sides, known))
    yield from _first_per_range(found)


def _named_references(tree: Expr, text: str, foreign: frozenset[str]) -> Iterator[tuple[str, str | None, int]]:
    """(name, scope, character index of the name in ``text``) of each reference to look up."""
    for ref, scope in references(tree, foreign):
        start, end = chars(text, ref.span)
        at = text.rfind(ref.name, start, end)
        if at >= 0:
            yield ref.name, scope, at


def _report_unknown(document: Document, context: AnalysisContext, unit: Unit, name: str, at: int,
                    scope: str | None, sides: tuple[str, ...], known: KnownNames) -> Iterator[Diagnostic]:
    where = _describe(sides, scope) if unit.side is not None else "any ad HTCondor defines"
    macro = _macro_named(document, context, name) if scope is None and unit.side is not None else None
    if macro is not None:
        message = (f"`{name}` is a macro of this configuration, not an attribute of {where}: write `$({macro})` "
                   f"to use its value, or publish it with STARTD_ATTRS")
        # a part of the configuration condor-ls cannot see (a fragment's main file, a command
        # include ...) may publish the name
        severity = Severity.HINT if gaps(_view(document, context)) else Severity.WARNING
        yield from unit.report(at, at + len(name), message, severity=severity,
                               replacements=(Replacement(f"use $({macro})", f"$({macro})", preferred=True),))
        return
    suggestions = known.suggestions(name, sides) if len(name) >= MIN_SUGGESTED else ()
    if unit.side is None:
        # a daemon's own ad: an attribute of the job or machine ad spelt with other case and
        # underscores (``grid_resource``) is the daemon's own name, not a misspelling of it
        suggestions = tuple(s for s in suggestions if not same_letters(name, s))
    if suggestions:
        listed = " or ".join(f"`{s}`" for s in suggestions)
        message = f"`{name}` is not an attribute of {where}; did you mean {listed}?"
        replacements = tuple(Replacement(f"change to {s}", s, preferred=i == 0) for i, s in enumerate(suggestions))
        yield from unit.report(at, at + len(name), message, severity=Severity.WARNING, replacements=replacements)
        return
    if unit.side is None:
        return  # evaluated in some daemon's own ad: only a likely misspelling is worth a word
    declare = " or ".join(_settings_key(s) for s in sides)
    origin = " or ".join(_WHO_ADDS[s] for s in sides)
    message = (f"`{name}` is not a known attribute of {where}, so it is undefined unless {origin}; "
               f"if so, list it in {declare}")
    yield from unit.report(at, at + len(name), message, echo=False)


def _first_per_range(found: list[Diagnostic]) -> list[Diagnostic]:
    """One finding per range: a helper macro used by several knobs is checked once per knob
    (with that knob's MY and TARGET), and the first finding says it."""
    seen: set[tuple[int, int]] = set()
    out = []
    for item in found:
        key = (item.range.start, item.range.end)
        if key not in seen:
            seen.add(key)
            out.append(item)
    return out


# ---------------------------------------------------------------------------- +Attr = word
def word_names(node: Expr) -> list[AttrRef] | None:
    """The attribute references of a value that is only words: ``CHTC``, ``group.alice``,
    ``UW-Madison`` (None when it is anything else)."""
    while isinstance(node, Paren):
        node = node.expr
    if isinstance(node, Binary) and node.op == "-":
        left, right = word_names(node.left), word_names(node.right)
        return left + right if left is not None and right is not None else None
    if isinstance(node, AttrRef) and not node.absolute:
        if node.base is None:
            return [node] if node.name.lower() not in _SCOPES and node.name.lower() not in _OPAQUE_SCOPES else None
        inner = word_names(node.base)
        return inner if inner is not None else None
    return None


def unquoted_words(unit: Unit, known: KnownNames) -> bool:
    """Whether a ``+Attr``/``MY.Attr`` value is bare words no ad defines."""
    if not unit.sets_attribute:
        return False
    names = word_names(unit.tree)
    return bool(names) and not any(known.knows(ref.name) for ref in names)  # type: ignore[union-attr]


@rule("unquoted-word", severity=Severity.WARNING, summary="`+Attr = word` sets an attribute reference, not a string",
      languages=(LanguageId.SUBMIT,))
def unquoted_word(document: Document, context: AnalysisContext) -> Iterator[Diagnostic]:
    """A job attribute set to a bare word (``+ProjectName = CHTC``, ``MY.Site = UW-Madison``)
    holds a ClassAd expression, so the word is an attribute reference; no ad defines it, so the
    attribute is UNDEFINED wherever it is used. Strings need double quotes; the quick fix adds
    them. Words that name a known attribute (``+Copy = Owner``) are left alone."""
    units = [u for u in expression_units(document, context) if isinstance(u, SubmitUnit) and u.sets_attribute]
    if not units:
        return
    known = submit_names(document, context)
    for unit in units:
        if not unquoted_words(unit, known):
            continue
        assignment = unit.site.assignment  # type: ignore[attr-defined]
        lo, hi = assignment.value_range
        written = document.source[lo:hi].decode("utf-8", "replace")
        stripped = written.strip()
        where = clamp_range(document, lo + len(written[:len(written) - len(written.lstrip())].encode("utf-8", "surrogatepass")),
                            lo + len(written.rstrip().encode("utf-8", "surrogatepass")))
        fixes: tuple[Fix, ...] = ()
        if stripped and '"' not in stripped and "\n" not in stripped:
            fixes = (Fix(f'quote it: "{stripped}"', (TextEdit(document.uri, where, f'"{stripped}"'),), preferred=True),)
        message = (f"`{unit.text.strip()}` is not quoted, so {assignment.name} is an attribute reference that no ad "
                   f"defines (undefined); write \"{unit.text.strip()}\" to set a string")
        yield Diagnostic(where if where.end > where.start else TextRange(lo, hi), message, fixes=fixes)
