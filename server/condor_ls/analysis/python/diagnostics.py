"""Findings in the HTCondor languages a Python script embeds, placed in the script.

Expressions, submit descriptions and ads are assembled into documents of our languages
(:mod:`.embedding`) and run through the same rule registry as files of those languages, so
every rule for submit files and expressions applies to them, including rules added later. A
few findings say nothing true about text built in Python and are dropped (see
:data:`DROPPED_FOR_COMMANDS` and :data:`SIDE_CODES`).
"""
from __future__ import annotations

import re
from dataclasses import replace

from ...python.gcpause import collector_paused
from ...python.sites import ExprSite, PythonSites, SubmitSite
from ...syntax.document import Document
from ..context import AnalysisContext
from ..model import Diagnostic
from .embedding import Assembled, ad_document, expressions_document, map_diagnostic, sites_of, submit_document

#: findings of submit rules dropped for descriptions built from a dict of commands: a Python dict
#: overriding a default set a line earlier is normal, and item data handed to ``Schedd.submit``
#: elsewhere defines macros nobody can see here
DROPPED_FOR_COMMANDS = frozenset({"duplicate-command"})
#: dropped unless the description's queue arguments are known and no item data is passed
DROPPED_WITHOUT_QUEUE = frozenset({"submit-undefined-macro", "missing-executable"})
#: condor_submit's own findings (the job-ad model's), dropped when item data or queue arguments
#: come at run time (their values, unseen here, are what the commands expand) or commands are
#: added in ways not followed: the one job the model makes would not be the script's
MODEL_CODES = frozenset({"submit-error", "submit-warning"})


def _runtime_items(owner: SubmitSite) -> bool:
    """Whether the description's jobs depend on what only the running script knows."""
    return owner.itemdata or owner.open_ended or (owner.queue is not None and owner.queue.has_holes())
#: findings about attribute names, which need to know which ad an expression is evaluated in;
#: dropped for expressions whose ad is not known (an ``ExprTree``, a query of daemon ads)
SIDE_CODES = frozenset({"unknown-attribute", "unquoted-word"})
#: findings placed on the keys of assignments, which in the expressions document are text we wrote
KEYS_OURS = frozenset({"duplicate-command"})
#: findings from the assembled documents kept per script at most
MAX_FINDINGS = 1000


def embedded_diagnostics(document: Document, context: AnalysisContext) -> list[Diagnostic]:
    """Every finding inside the HTCondor strings of a Python script (nothing for a script that
    does not import the bindings, or when ``python.enable`` is off)."""
    if not context.settings.python_enable:
        return []
    sites = sites_of(document)
    if not sites.imports_bindings:
        return []
    with collector_paused():
        return _findings(document, context, sites)


def _findings(document: Document, context: AnalysisContext, sites: PythonSites) -> list[Diagnostic]:
    from ..rules.registry import diagnostics

    found: list[Diagnostic] = []
    settings = context.settings
    own = script_job_attributes(sites)
    if own:  # the job attributes the script's own submit descriptions set are known names
        attributes = replace(settings.attributes, job=tuple(dict.fromkeys((*settings.attributes.job, *own))))
        settings = replace(settings, attributes=attributes)
    # one memo for every assembled document: it keeps what depends only on the settings and the
    # script's place on disk (the sample ads' names, the DAG files around it), so that tens of
    # small documents do not each list the directory and copy the sample ads
    memo: dict[str, object] = {}
    contexts: dict[frozenset[str], AnalysisContext] = {}
    quiet = _Quiet(document, sites)
    for assembled in assembled_documents(document, sites):
        context.check_cancelled()
        skipped = _always_dropped(assembled)
        inner_context = contexts.get(skipped)
        if inner_context is None:
            inner_settings = settings
            if skipped:  # rules whose every finding would be dropped are not run at all
                inner_settings = replace(settings, rules=replace(settings.rules, disable=settings.rules.disable | skipped))
            inner_context = contexts[skipped] = AnalysisContext(
                settings=inner_settings, open_document=context.open_document, cancelled=context.cancelled,
                dependencies=context.dependencies, memo=memo)
        for item in diagnostics(assembled.document, inner_context):
            if not _kept(assembled, item):
                continue
            mapped = map_diagnostic(assembled, item, document)
            if mapped is not None and not quiet.covers(mapped):
                found.append(mapped)
            if len(found) >= MAX_FINDINGS:
                break
    found.sort(key=lambda d: (d.range, d.code))
    return _dedupe(found)


#: findings about calls of a function the script registers with the ClassAd language (its value
#: and arity are the Python function's business)
REGISTERED_CODES = frozenset({"unknown-function", "submit-unknown-function", "function-arity",
                              "submit-function-arity", "constant-error"})


class _Quiet:
    """Where findings say only what the script already expects: inside code meant to fail
    (``pytest.raises`` ...), and about calls of functions the script registers (byte ranges of
    the script)."""

    def __init__(self, document: Document, sites: PythonSites) -> None:
        index = document.line_index
        self.failing = [(index.char_to_offset(a), index.char_to_offset(b)) for a, b in sites.expected_failures]
        self.registered: list[tuple[int, int]] = []
        if sites.functions:
            call = re.compile(r"\b(?:%s)\s*\(" % "|".join(re.escape(n) for n in sorted(sites.functions)),
                              re.IGNORECASE)
            for text, _site in sites.strings():
                if call.search(text.text):
                    a, b = text.span
                    self.registered.append((index.char_to_offset(a), index.char_to_offset(b)))

    def covers(self, item: Diagnostic) -> bool:
        start, end = item.range.start, item.range.end
        if any(a <= start and end <= b for a, b in self.failing):
            return True
        return item.code in REGISTERED_CODES and any(a <= start and end <= b for a, b in self.registered)


#: a custom job attribute set by a submit description: ``+Name`` or ``MY.Name`` (as a dict key,
#: or at the start of a line of submit text followed by ``=``)
_CUSTOM_KEY = re.compile(r"^\s*(?:\+|MY\.)([A-Za-z_][A-Za-z0-9_]*)\s*$", re.IGNORECASE)
_CUSTOM_LINE = re.compile(r"^[ \t]*(?:\+|MY\.)([A-Za-z_][A-Za-z0-9_]*)[ \t]*=", re.IGNORECASE | re.MULTILINE)


def script_job_attributes(sites: PythonSites) -> list[str]:
    """Job attributes the script's submit descriptions set (``+Campaign``, ``MY.Campaign``):
    the script's own queries and constraints may name them without their being misspelt."""
    out: list[str] = []
    for site in sites.submits:
        for entry in site.entries:
            match = _CUSTOM_KEY.match(entry.key.text)
            if match:
                out.append(match.group(1))
        if site.text is not None:
            out += _CUSTOM_LINE.findall(site.text.text)
    return list(dict.fromkeys(out))


def assembled_documents(document: Document, sites: object) -> list[Assembled]:
    """The documents assembled from a script's sites: one for all expressions, one per submit
    description, one per ad text."""
    from ...python.sites import PythonSites

    assert isinstance(sites, PythonSites)
    out: list[Assembled] = []
    expressions = expressions_document(document.uri, sites.expressions)
    if expressions is not None:
        out.append(expressions)
    for index, site in enumerate(sites.submits):
        submit = submit_document(document.uri, site, index)
        if submit is not None:
            out.append(submit)
    for index, ad in enumerate(sites.ads):
        assembled = ad_document(document.uri, ad.text, index)
        if assembled is not None:
            out.append(assembled)
    return out


def _always_dropped(assembled: Assembled) -> frozenset[str]:
    """Codes whose findings in this document never reach the script (:func:`_kept` drops them,
    or they sit on text we wrote), so the rules that make them need not run."""
    owner = assembled.owner
    if assembled.lines:
        # every key of the expressions document is ours (`+CondorLsExpression` on each line):
        # a duplicate is reported on a key, which has no place in the script
        return KEYS_OURS
    if not isinstance(owner, SubmitSite):
        return frozenset()
    if owner.text is not None:
        return MODEL_CODES if _runtime_items(owner) else frozenset()
    queue_known = owner.queue is not None and not owner.queue.has_holes()
    if _runtime_items(owner):
        return DROPPED_FOR_COMMANDS | DROPPED_WITHOUT_QUEUE | MODEL_CODES
    if not queue_known:
        return DROPPED_FOR_COMMANDS | DROPPED_WITHOUT_QUEUE
    return DROPPED_FOR_COMMANDS


def _kept(assembled: Assembled, item: Diagnostic) -> bool:
    owner = assembled.owner
    if isinstance(owner, SubmitSite) and item.code in MODEL_CODES and _runtime_items(owner):
        return False
    if isinstance(owner, SubmitSite) and owner.text is None:
        if item.code in DROPPED_FOR_COMMANDS:
            return False
        queue_known = owner.queue is not None and not owner.queue.has_holes()
        if item.code in DROPPED_WITHOUT_QUEUE and (not queue_known or owner.itemdata or owner.open_ended):
            return False
        if item.code == "unknown-command" and not item.data.get("suggestions") and (owner.open_ended or not queue_known):
            # "nothing uses it as $(name)": the queue statement, given elsewhere or at run time,
            # may; a name close to a command is still reported (that is the typo case)
            return False
    if assembled.lines and item.code in SIDE_CODES:
        site = _line_site(assembled, item)
        return site is not None and site.side is not None
    return True


def _line_site(assembled: Assembled, item: Diagnostic) -> ExprSite | None:
    char = assembled.document.line_index.offset_to_char(item.range.start)
    owner = None
    for start, site in assembled.lines:
        if start > char:
            break
        owner = site
    return owner


def _dedupe(found: list[Diagnostic]) -> list[Diagnostic]:
    out: list[Diagnostic] = []
    seen: set[tuple[object, ...]] = set()
    for item in found:
        key = (item.range, item.code, item.message)
        if key not in seen:
            seen.add(key)
            out.append(replace(item))
    return out
