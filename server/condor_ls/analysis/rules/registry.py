"""Diagnostics: a registry of rules and the pure function that runs them.

A rule is a function ``(document, context) -> iterable of Diagnostic`` registered with
:func:`rule` under a stable code, a default severity, the languages it applies to and a
documentation string (its docstring). :func:`diagnostics` runs every applicable, enabled rule,
applies the user's severity overrides and returns the findings sorted by position.

Rule modules register themselves on import; list new ones in ``RULE_MODULES``.
"""
from __future__ import annotations

import importlib
import logging
from collections.abc import Callable, Iterable
from dataclasses import dataclass, replace

from ...syntax.document import Document
from ...syntax.languages import GRAMMAR_LANGUAGES, LanguageId
from ..context import AnalysisCancelled, AnalysisContext
from ..model import Diagnostic, Severity, TextRange

log = logging.getLogger(__name__)

RuleCheck = Callable[[Document, AnalysisContext], Iterable[Diagnostic]]

#: the default of :func:`rule`: every language with a grammar of ours (a host language such as
#: Python gets only the rules that name it)
ALL_LANGUAGES: frozenset[LanguageId] = GRAMMAR_LANGUAGES

#: modules (under condor_ls.analysis.rules) whose import registers rules
RULE_MODULES: tuple[str, ...] = ("syntax", "config", "engine", "expressions", "submit", "attributes", "transform", "python",
                                 "values", "comparisons", "daemons", "dag")

#: a document never gets more diagnostics than this from one rule (the rest is noise)
MAX_PER_RULE = 200


@dataclass(frozen=True)
class Rule:
    code: str
    severity: Severity
    summary: str
    doc: str
    languages: frozenset[LanguageId]
    check: RuleCheck


RULES: dict[str, Rule] = {}


def rule(
    code: str,
    *,
    severity: Severity,
    summary: str,
    languages: Iterable[LanguageId] = ALL_LANGUAGES,
) -> Callable[[RuleCheck], RuleCheck]:
    """Register a rule function under ``code`` (codes are unique and never reused)."""

    def register(check: RuleCheck) -> RuleCheck:
        if code in RULES and RULES[code].check is not check:
            raise ValueError(f"diagnostic code {code!r} registered twice")
        RULES[code] = Rule(code, severity, summary, (check.__doc__ or summary).strip(),
                           frozenset(languages), check)
        return check

    return register


_loaded = False


def load_rules() -> dict[str, Rule]:
    """Import every rule module once; returns the registry. (Asked for once per document: a
    Python script's strings make tens of documents, so the imports are not looked up again.)"""
    global _loaded
    if not _loaded:
        for name in RULE_MODULES:
            importlib.import_module(f"{__package__}.{name}")
        _loaded = True
    return RULES


def diagnostics(document: Document, context: AnalysisContext | None = None) -> list[Diagnostic]:
    """All findings for ``document``. Raises only :class:`AnalysisCancelled` (when the context
    says the result is no longer wanted); a failing rule is logged and skipped."""
    context = context or AnalysisContext()
    rules_settings = context.settings.rules
    found: list[Diagnostic] = []
    for code, entry in load_rules().items():
        if code in rules_settings.disable or document.language not in entry.languages:
            continue
        context.check_cancelled()
        severity = rules_settings.severity.get(code, entry.severity)
        try:
            for count, item in enumerate(entry.check(document, context)):
                if count >= MAX_PER_RULE:
                    break
                context.check_cancelled()  # between findings too: a rule may be slow per item
                item_code = item.code or code
                if item_code != code and item_code in rules_settings.disable:
                    continue
                found.append(replace(
                    item,
                    code=item_code,
                    severity=rules_settings.severity.get(item_code, item.severity or severity),
                ))
        except AnalysisCancelled:
            raise
        except Exception:  # a bug in one rule must not hide the others' findings
            log.exception("rule %s failed on %s", code, document.uri)
    if document.language is LanguageId.PYTHON:
        found.extend(_embedded(document, context))
    found.sort(key=lambda d: (d.range, d.code))
    return found


def _embedded(document: Document, context: AnalysisContext) -> list[Diagnostic]:
    """Findings of our rules inside the HTCondor text a script embeds: the rules run on
    documents assembled from its strings, so their codes, severities and the user's
    ``rules.disable`` apply as in files of those languages."""
    from ..python.diagnostics import embedded_diagnostics

    try:
        return embedded_diagnostics(document, context)
    except AnalysisCancelled:
        raise
    except Exception:
        log.exception("embedded analysis failed on %s", document.uri)
        return []


def clamp_range(document: Document, start: int, end: int) -> TextRange:
    """A range inside the document, at least as long as its start (for zero-width errors)."""
    length = len(document.source)
    start = min(max(start, 0), length)
    return TextRange(start, min(max(end, start), length))
