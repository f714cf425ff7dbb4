"""Rules for ClassAd transforms: the values of the schedd's and the job router's transform knobs
in config files, and condor_transform_ads rules files.

The per-transform checks live in :mod:`..transforms.checks`; this module registers them and adds
what only the configuration as a whole shows: names listed without a transform, transforms no
list names, routes the job router would refuse, and the retired New-ClassAd form (``[ ... ]``),
which is still checked as a ClassAd.
"""
from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace

from ...classad.parser import ClassAdSyntaxError, parse_ads
from ...config.model import Definition, Kind as DefinitionKind
from ...syntax.document import Document
from ...syntax.languages import LanguageId
from ...transform import sources
from ...transform.reader import Kind
from ...transform.sources import FAMILIES, Role
from ..configview.provenance import value_range
from ..configview.unknowns import UNKNOWN_CONTEXT, unseen_part
from ..configview.view import ConfigView, config_view, knob_info
from ..context import AnalysisContext
from ..model import Diagnostic, Severity, TextRange
from ..attribute_names import config_names, context_names
from ..transforms.attribute_checks import attribute_diagnostics
from ..transforms.checks import CODES, Environment, analyse, place
from ..transforms.units import (Placer, Unit, config_units, definition_unit, here_transform_definitions, units,
                               view_for)
from ..transforms.writes import Writes, transform_writes
from .registry import RULES, rule

CONFIG = (LanguageId.CONFIG,)
BOTH = (LanguageId.CONFIG, LanguageId.TRANSFORM)
#: the releases that stopped reading the New-ClassAd form: the job router's routes, transforms
#: and JOB_ROUTER_ENTRIES/DEFAULTS in 24.10 (version history, 24.10.2), the schedd's job
#: transforms only in 25.8 (version history, 25.8.2; the 24.x and 25.0 series still convert them)
OLD_FORM_DROPPED = "24.10"
SCHEDD_OLD_FORM_DROPPED = "25.8"


def _is_knob(name: str) -> bool:
    return knob_info(name) is not None


def _variables(unit: Unit) -> set[str]:
    out: set[str] = set()
    for line in unit.transform.lines:
        if line.kind in (Kind.ASSIGN, Kind.HEREDOC):
            out.add(line.name.lower())
        elif line.kind is Kind.STATEMENT and line.statement is not None and line.statement.keyword is not None \
                and line.statement.keyword.value == "EVALMACRO" and line.statement.first is not None:
            out.add(line.statement.attribute.lower())
    return out


def _earlier(view: ConfigView, unit: Unit) -> frozenset[str]:
    """Variables the transforms applied before ``unit`` set (the schedd and the router keep one
    set of variables for all the transforms of a job); all the others of its family are counted,
    since the order may change with the lists."""
    key = "transform_variables"
    table = view.memo.get(key)
    if not isinstance(table, dict):
        table = {}
        for definition in sources.body_definitions(view.configset):
            other = definition_unit(definition)
            if other is not None and not sources.is_old_form(definition.value):
                table[definition.name.lower()] = (other.prefix, _variables(other))
        view.memo[key] = table
    out: set[str] = set()
    router = unit.prefix != "JOB_TRANSFORM_"
    for name, (prefix, names) in table.items():
        if name == (unit.knob or "").lower():
            continue
        if (prefix == "JOB_TRANSFORM_") != router:
            out |= names
    return frozenset(out)


def _daemon_writes(view: ConfigView, unit: Unit) -> Writes:
    """The attributes the other transforms of ``unit``'s daemon write: all the schedd's for a
    schedd transform; for the job router's, its own and the schedd's (the router reads jobs the
    schedd transformed). All of them count, not only the ones listed first: lists are often
    built up across files and templates, which may put a transform anywhere."""
    key = "transform_writes"
    table = view.memo.get(key)
    if not isinstance(table, list):
        table = []
        for definition in sources.body_definitions(view.configset):
            other = definition_unit(definition)
            if other is not None and not sources.is_old_form(definition.value):
                table.append((definition.name.lower(), other.prefix, transform_writes(other.transform)))
        view.memo[key] = table
    router = unit.prefix != "JOB_TRANSFORM_"
    own = (unit.knob or "").lower()
    return Writes.union(writes for name, prefix, writes in table
                        if name != own and (router or prefix == "JOB_TRANSFORM_"))


def _transform_diagnostics(document: Document, context: AnalysisContext) -> list[Diagnostic]:
    memo = context.memo.get("transform_diagnostics")
    if isinstance(memo, tuple) and memo[0] is document:
        return memo[1]
    found, view = units(document, context)
    placer = Placer(document, view)
    out: list[Diagnostic] = []
    attributes = not ({"unknown-attribute", "unquoted-word"} <= context.settings.rules.disable)
    root = view if view is not None else view_for(document, context)
    known = (config_names(root, context) if root is not None else context_names(context)) if attributes else None
    for unit in found:
        context.check_cancelled()
        if view is not None:
            env = Environment(view.configset, _earlier(view, unit), False, _is_knob, unseen_part(view))
        else:
            env = Environment(root.configset if root is not None else None, frozenset(), True, _is_knob)
        analysis = analyse(unit, env)
        out.extend(place(analysis.findings, placer))
        if known is not None:
            writes = transform_writes(unit.transform)
            if view is not None:
                writes = Writes.union((writes, _daemon_writes(view, unit)))
            out.extend(attribute_diagnostics(analysis, known, writes, placer))
    context.memo["transform_diagnostics"] = (document, out)
    return out


#: codes of the expression rules whose checks run on transform expressions too (reported by
#: ``transform-expression`` under their own code and default severity)
EXPRESSION_CODES = ("unknown-function", "function-arity", "constant-error", "undefined-comparison",
                    "deprecated-attribute", "unknown-attribute", "unquoted-word")


def _register(code: str) -> None:
    severity, summary = CODES[code]
    wanted = {code, *EXPRESSION_CODES} if code == "transform-expression" else {code}

    def check_code(document: Document, context: AnalysisContext) -> Iterator[Diagnostic]:
        for item in _transform_diagnostics(document, context):
            if item.code not in wanted:
                continue
            if item.code != code and item.severity is None:
                own = RULES.get(item.code)
                item = replace(item, severity=own.severity if own is not None else severity)
            yield item

    check_code.__doc__ = _DOCS.get(code, summary)
    rule(code, severity=severity, summary=summary, languages=BOTH)(check_code)


_DOCS: dict[str, str] = {
    "transform-unknown-statement": """A line of a transform that HTCondor hands to the transform statement reader
        but that starts with no transform keyword (``SETT``, or ``Foo: bar``, which is not an assignment in a
        transform). The reader then fails the whole transform: the schedd rejects every job the transform applies
        to. The quick fix offers the closest keyword.""",
    "transform-arguments": """A transform statement without the arguments it needs (``SET Foo`` with no
        expression: the transform fails), or with words it ignores (``DELETE A B`` deletes only ``A``), or
        ``TRANSFORM`` arguments that cannot work.""",
    "transform-expression": """The expression of ``SET``, ``DEFAULT``, ``EVALSET`` or ``EVALMACRO`` is not valid
        ClassAd once its macros are expanded: HTCondor logs an error and leaves the attribute (or variable) unset.
        The usual expression checks (unknown functions, argument counts ...) run on it too, under their own
        codes.""",
    "transform-regex": """A ``/regex/`` argument of ``COPY``, ``RENAME`` or ``DELETE`` that HTCondor cannot use:
        no closing ``/`` or an unknown flag (the transform fails), or a pattern that does not compile (the
        statement is skipped). PCRE features RE2 lacks are not reported (see docs/transforms.md).""",
    "transform-attribute": """An attribute name a statement cannot work with: a ``$(...)`` in the first argument
        (attribute names are not macro-expanded), or a new name for ``COPY``/``RENAME`` that is not a valid
        attribute name (HTCondor skips the statement).""",
    "transform-variable": """A ``$(NAME)`` in a transform that nothing defines (not the transform, the other
        transforms of the same daemon, the configuration or the transform defaults), or that is only set on a
        later line: it expands to nothing where it is used.""",
    "transform-structure": """``if``/``endif`` that do not pair up, an ``@=`` value without its closing line,
        an invalid variable name, or an ``if`` condition HTCondor refuses: the transform fails.""",
    "transform-meta": """``NAME``, ``REQUIREMENTS``, ``UNIVERSE`` and ``TRANSFORM`` are taken out of a transform
        before it runs: inside an ``if`` they apply regardless, only the last ``REQUIREMENTS`` counts, lines after
        ``TRANSFORM`` are never read, and the schedd never iterates.""",
    "transform-requirements": """A ``REQUIREMENTS`` that is not a valid ClassAd expression as written (it is not
        macro-expanded): the daemon ignores the whole transform.""",
    "transform-include": """``include`` or ``use`` inside a transform. The manual says ``include`` may not be
        used there; HTCondor's transform reader does follow it (reading the file, or running the command, each
        time the transform runs), which the preview does not.""",
    "transform-job-macro": """``+Attr = value`` in a transform, written as in a submit file: in a transform it
        only defines the macro ``$(MY.Attr)`` and does not change the ad. The quick fix writes ``SET``.""",
    "transform-condition": """An ``if`` condition that is a ClassAd expression (``if JobUniverse == 5``). HTCondor
        evaluates it in the ad, but accepts it only when it is true; when it is false or undefined it reports an
        invalid condition and the transform fails.""",
}

for _code in CODES:
    _register(_code)


# ---------------------------------------------------------------------------- the configuration
def _name_range(view: ConfigView, definition: Definition, name: str) -> TextRange | None:
    """Where ``name`` is written in the value of ``definition`` (a *_NAMES list)."""
    for span in definition.raw.spans():
        if span.origin is None or not view.is_here(span.origin):
            continue
        text = definition.raw.text[span.start:span.end]
        at = 0
        while True:
            at = text.lower().find(name.lower(), at)
            if at < 0:
                break
            before = text[at - 1] if at else " "
            after = text[at + len(name)] if at + len(name) < len(text) else " "
            if before in sources.LIST_SEPARATORS and after in sources.LIST_SEPARATORS:
                return view.range_at(span.origin.shifted(at), len(name))
            at += 1
    return value_range(view, definition)


def _key_range(view: ConfigView, definition: Definition) -> TextRange | None:
    if definition.origin is None or not view.is_here(definition.origin):
        return None
    return view.range_at(definition.origin, len(definition.name))


@rule("transform-names", severity=Severity.WARNING,
      summary="a transform name listed without a body, or a body no list names", languages=CONFIG)
def transform_names(document: Document, context: AnalysisContext) -> Iterator[Diagnostic]:
    """``JOB_TRANSFORM_NAMES`` (and the job router's route and transform lists) name transforms whose
    bodies are ``JOB_TRANSFORM_<name>`` (``JOB_ROUTER_ROUTE_<name>``, ``JOB_ROUTER_TRANSFORM_<name>``). A
    listed name without a body is skipped by the schedd, while a missing pre- or post-route transform
    disables job routing altogether (an error); a body that no list names is never applied."""
    view = config_view(document, context)
    config = view.configset
    unseen = unseen_part(view)
    for family in FAMILIES:
        names_definition = config.table.lookup(family.names_knob)
        if names_definition is None or not view.is_here(names_definition.origin) and not any(
                view.is_here(s.origin) for s in names_definition.raw.spans()):
            continue
        for name in sources.listed(config, family):
            body = config.table.lookup(family.prefix + name)
            if body is not None and body.value.strip():
                continue
            severity = Severity.ERROR if family.role in (Role.PRE_ROUTE, Role.POST_ROUTE) else None
            what = "is not defined" if body is None else "is empty"
            message = f"{family.prefix}{name} {what}, so {family.missing}"
            if unseen is not None:  # the body may be in the part of the set not seen here
                message, severity = (f"{family.prefix}{name} is not defined in what condor-ls can read; it may "
                                     f"come from {unseen}"), UNKNOWN_CONTEXT
            yield Diagnostic(_name_range(view, names_definition, name) or TextRange(0, 0), message, severity=severity)
    for definition in here_transform_definitions(view):
        family = sources.knob_family(definition.name)  # memoised: cheapest test first
        if family is None or "." in definition.name or definition.kind is not DefinitionKind.CONFIG:
            continue
        if definition is not config.table.get(definition.name):
            continue
        prefix, name = family
        if sources.listed_by(config, prefix, name):
            continue
        where = _key_range(view, definition)
        if where is None:
            continue
        lists = " or ".join(sources.listing_knobs(prefix))
        if unseen is not None:
            yield Diagnostic(where, f"{name} is not listed in {lists} as far as condor-ls can read; the list may "
                             f"be extended by {unseen}", severity=UNKNOWN_CONTEXT)
            continue
        yield Diagnostic(where, f"{name} is not listed in {lists}, so no daemon applies {definition.name} "
                         "(condor_transform_ads can still use it)")


@rule("transform-old-form", severity=Severity.WARNING,
      summary="a route or transform in the retired New-ClassAd form", languages=CONFIG)
def transform_old_form(document: Document, context: AnalysisContext) -> Iterator[Diagnostic]:
    """A transform or route written as a New-ClassAd (``[ Name = ...; set_Foo = ...; ]``), or the job
    router's ``JOB_ROUTER_ENTRIES``/``JOB_ROUTER_DEFAULTS``. The job router no longer reads this form
    since HTCondor 24.10, the schedd (``JOB_TRANSFORM_<name>``) since 25.8; ``condor_transform_ads``
    still converts it. The value is still parsed as a ClassAd, and a syntax error in it is reported
    as an error."""
    view = config_view(document, context)
    for definition in here_transform_definitions(view):
        old_knob = sources.is_old_router_knob(definition.name)  # memoised name tests first
        if not old_knob and not (sources.is_transform_knob(definition.name) and sources.is_old_form(definition.value)):
            continue
        if definition.kind is not DefinitionKind.CONFIG:
            continue
        base = definition.name.rsplit(".", 1)[-1].upper()
        where = _key_range(view, definition)
        if where is None:
            continue
        if old_knob:
            message = (f"{base} is no longer read: since HTCondor {OLD_FORM_DROPPED} job routes are "
                       "JOB_ROUTER_ROUTE_<name> transforms listed in JOB_ROUTER_ROUTE_NAMES "
                       "(condor_transform_ads -convertoldroutes converts them)")
        elif base.startswith("JOB_TRANSFORM_"):
            message = (f"{definition.name} is in the New-ClassAd form, which the schedd no longer reads since "
                       f"HTCondor {SCHEDD_OLD_FORM_DROPPED} (the 24.x and 25.0 series still convert it); write it as "
                       "transform statements")
        else:
            message = (f"{definition.name} is in the New-ClassAd form, which the job router no longer reads "
                       f"(since HTCondor {OLD_FORM_DROPPED}); write it as transform statements")
        yield Diagnostic(where, message)
        if base in ("JOB_ROUTER_ENTRIES_FILE", "JOB_ROUTER_ENTRIES_CMD") or not definition.value.strip():
            continue
        text = view.configset.expand_text(definition.raw, track=False).value if "$" in definition.value \
            else definition.value
        try:
            parse_ads(_strip_comments(text))
        except ClassAdSyntaxError as err:
            yield Diagnostic(value_range(view, definition) or where,
                             f"{definition.name} is not a valid ClassAd: {err.message}", severity=Severity.ERROR)


def _strip_comments(text: str) -> str:
    """Route lists may hold C comments between the ads; the router's parser skipped them."""
    out: list[str] = []
    i = 0
    while i < len(text):
        if text.startswith("/*", i):
            end = text.find("*/", i + 2)
            i = len(text) if end < 0 else end + 2
            out.append(" ")
            continue
        out.append(text[i])
        i += 1
    return "".join(out)


@rule("transform-route", severity=Severity.ERROR, summary="a job router route the router refuses",
      languages=CONFIG)
def transform_route(document: Document, context: AnalysisContext) -> Iterator[Diagnostic]:
    """A ``JOB_ROUTER_ROUTE_<name>`` the job router refuses when it reads its configuration: a route
    without ``REQUIREMENTS`` when ``JOB_ROUTER_SOURCE_JOB_CONSTRAINT`` is not set either ("Missing
    Requirements in job route")."""
    view = config_view(document, context)
    constraint = (view.configset.value("JOB_ROUTER_SOURCE_JOB_CONSTRAINT") or "").strip()
    if constraint:
        return
    unseen = unseen_part(view)
    for unit in config_units(view):
        if unit.prefix != "JOB_ROUTER_ROUTE_" or unit.definition is None:
            continue
        if unit.transform.requirements is not None:
            continue
        if not sources.listed_by(view.configset, unit.prefix, unit.name):
            continue
        where = _key_range(view, unit.definition)
        if where is None:
            continue
        if unseen is not None:
            yield Diagnostic(where, f"route {unit.name} has no REQUIREMENTS, so the job router needs "
                             "JOB_ROUTER_SOURCE_JOB_CONSTRAINT, which is not set in what condor-ls can read; it may "
                             f"come from {unseen}", severity=UNKNOWN_CONTEXT)
            continue
        yield Diagnostic(where, f"route {unit.name} has no REQUIREMENTS and JOB_ROUTER_SOURCE_JOB_CONSTRAINT "
                         "is not set: the job router refuses the route")
