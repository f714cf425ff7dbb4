"""The config engine's own findings, shown as diagnostics of the file and line they concern.

While reading a config set the engine notices missing includes, include loops, ``error :`` and
``warning :`` lines, bad ``if`` conditions and lines HTCondor would refuse; expanding values it
notices macro cycles and runaway growth. Each kind is registered here as a rule with its own
code. Findings about other files of the set are left to those files' analyses, except include
loops, which are shown on the include line of every file in the loop.
"""
from __future__ import annotations

import os
import re
from collections.abc import Iterator, Sequence
from dataclasses import dataclass

from ...config.expander import Expansion
from ...config.model import Definition, Kind
from ...config.model import Diagnostic as EngineDiagnostic
from ...config.model import Severity as EngineSeverity
from ...config.text import Origin, SourceText
from ...syntax.document import Document
from ...syntax.languages import LanguageId
from ...syntax.nodes import walk
from ...syntax.regions import find_in
from ..configview.view import (USER_KINDS, ConfigView, beyond_engine_limits, budget_spent, charge, config_view,
                                expansion_too_big, here_definitions, may_expand)
from ..configview.units import looked_up_results
from ..context import AnalysisContext
from .registry import clamp_range, rule
from ..configview.expansions import MEMO
from ..model import Diagnostic, Severity, TextRange
from ..configview.provenance import value_range
from ..configview.unknowns import UNKNOWN_CONTEXT, dependence
from .expressions import parsed_sites
from .syntax import INVALID_LINES

CONFIG = (LanguageId.CONFIG,)


def _view(document: Document, context: AnalysisContext) -> ConfigView:
    return config_view(document, context)


def _text(document: Document, node: object) -> str:
    return document.source[node.start_byte:node.end_byte].decode("utf-8", "replace")  # type: ignore[attr-defined]


@dataclass(frozen=True)
class EngineRule:
    """How findings of the config engine are shown: under which rule code."""

    code: str
    severity: Severity
    summary: str
    doc: str
    engine_codes: frozenset[str]
    #: dropped when the syntax tree has errors (the syntax rules explain those better)
    syntax_overlap: bool = False


ENGINE_RULES: tuple[EngineRule, ...] = (
    EngineRule("include-missing", Severity.ERROR, "an included or local config file cannot be read",
               """An ``include : FILE`` (without ``ifexist``) or a ``LOCAL_CONFIG_FILE`` entry names
               a file that cannot be read. HTCondor stops reading the configuration there and the
               daemons refuse to start. Use ``include ifexist : FILE`` for optional files.""",
               frozenset({"config.missing-include", "config.missing-file"})),
    EngineRule("include-loop", Severity.ERROR, "files include each other, or includes nest too deeply",
               """A file includes itself, directly or through other files, or includes nest more
               than HTCondor's limit of 20 levels. HTCondor refuses such a configuration.""",
               frozenset({"config.include-loop", "config.include-depth"})),
    EngineRule("include-command", UNKNOWN_CONTEXT, "an include whose content comes from a command",
               """``include command : ...`` (or a ``LOCAL_CONFIG_FILE`` ending in ``|``) runs a
               program and reads its output as configuration. condor-ls never runs commands, so
               whatever that output defines is unknown to the other rules; findings that depend
               on it may be wrong.""",
               frozenset({"config.command-not-run"})),
    EngineRule("error-directive", Severity.ERROR, "an `error :` line was reached",
               """An ``error : message`` line that is not disabled by an ``if`` block. HTCondor
               stops with that message when it reads the line, so the configuration cannot be
               used as it stands (this is usually a guard against an unsupported version or a
               missing setting).""",
               frozenset({"config.error-statement"})),
    EngineRule("warning-directive", Severity.WARNING, "a `warning :` line was reached",
               """A ``warning : message`` line that is not disabled by an ``if`` block: HTCondor
               prints the message whenever it reads the configuration.""",
               frozenset({"config.warning-statement"})),
    EngineRule("macro-cycle", Severity.ERROR, "macros that refer to each other in a loop",
               """A macro whose expansion leads back to itself (``A = $(B)``, ``B = $(A)``).
               HTCondor would expand it forever; condor-ls stops at the cycle and names it.""",
               frozenset({"config.macro-cycle"})),
    EngineRule("expansion-limit", Severity.ERROR, "a macro expansion grows without bound",
               """Expanding a value takes too many steps or grows too large (doubling macros, a
               runaway ``$CHOICE``); the expansion is cut off.""",
               frozenset({"config.expansion-limit"})),
    EngineRule("macro-function", Severity.WARNING, "a `$FUNC()` macro function that cannot work",
               """A macro function such as ``$INT()``, ``$CHOICE()``, ``$SUBSTR()`` or ``$EVAL()``
               whose argument is not usable: not a number, an index out of range, an expression
               that cannot be evaluated while reading the configuration.""",
               frozenset({"config.macro-function"})),
    EngineRule("bad-condition", Severity.ERROR, "an `if`/`elif` condition HTCondor cannot judge",
               """The condition of an ``if`` or ``elif`` is not one HTCondor accepts (a bare word,
               an expression that does not evaluate to a boolean ...). HTCondor refuses the
               configuration.""",
               frozenset({"config.bad-condition"})),
    EngineRule("colon-assignment", Severity.WARNING, "`NAME : value` used for an assignment",
               """``NAME : value`` is an obsolete way to write ``NAME = value``; HTCondor still
               accepts it with a warning. Use ``=``.""",
               frozenset({"config.colon-assignment"})),
    EngineRule("config-refused", Severity.ERROR, "a line that makes HTCondor reject the configuration",
               """A statement HTCondor's reader rejects (an illegal knob name, an ``include`` with
               unknown options, ``if`` blocks nested too deeply, a bad
               ``LOCAL_CONFIG_DIR_EXCLUDE_REGEXP`` ...). The daemons do not start with such a
               configuration. Plain syntax errors are reported by ``syntax-error`` instead.""",
               frozenset({"config.syntax", "config.missing-endif", "config.unmatched-else",
                          "config.unmatched-elif", "config.unmatched-endif", "config.unterminated-heredoc",
                          "config.bad-name", "config.if-nesting", "config.include-syntax", "config.internal",
                          "config.bad-exclude-regexp", "config.use-syntax", "config.use-depth",
                          "config.template-syntax", "config.templates-missing"}),
               syntax_overlap=True),
)

_ENGINE_CODE_TO_RULE: dict[str, EngineRule] = {c: r for r in ENGINE_RULES for c in r.engine_codes}


def _all_engine_findings(view: ConfigView, context: AnalysisContext) -> list[EngineDiagnostic]:
    """The engine's findings while reading, plus those of expanding every definition written
    here and every expression knob (cycles only show when a value is expanded)."""
    cached = view.memo.get("engine_findings")
    if isinstance(cached, list):
        return cached
    found: list[EngineDiagnostic] = list(view.configset.diagnostics)
    pairs = [pair for unit in _here_expansion_findings(view, context) for pair in unit]
    pairs += [(p.site.definition, p.site.expansion) for p in parsed_sites(view, context)]
    owners: dict[int, Definition] = {}
    for definition, expansion in pairs:
        for item in expansion.diagnostics:
            if item.code in _AT_DEFINITION:  # the limit is the knob's problem, not its first character's
                item = EngineDiagnostic.at(item.code, item.message, item.severity, definition.origin,
                                           len(definition.name))
            found.append(item)
            owners.setdefault(id(item), definition)
    view.memo["engine_findings"] = found
    view.memo["engine_finding_owners"] = owners
    return found


#: expansion findings that may follow from what condor-ls cannot know (a ``$INT()`` of a macro
#: that an unreadable include defines): information when they do not hold in every context
_CONTEXTUAL = frozenset({"config.macro-function"})


def _context_note(view: ConfigView, item: EngineDiagnostic) -> str | None:
    """A note naming the unknown input ``item`` follows from, or None when it holds anyway."""
    if item.code not in _CONTEXTUAL:
        return None
    owners = view.memo.get("engine_finding_owners")
    owner = owners.get(id(item)) if isinstance(owners, dict) else None
    depends = dependence(view, owner) if owner is not None else None
    if depends is None or depends.expander_finds(item.code):
        return None
    return depends.note()


#: expansion findings shown on the knob being expanded rather than where the text started
_AT_DEFINITION = frozenset({"config.expansion-limit"})


def _here_expansion_findings(view: ConfigView, context: AnalysisContext) -> list[list[tuple[Definition, Expansion]]]:
    """Per unit of the set (see ``configview.units``): each definition written here whose
    expansion has findings, with that expansion. Kept per unit while the macros its expansions
    looked up stay the same, so a keystroke expands only what it could have changed."""
    cached = view.memo.get("here_expansion_findings")
    if isinstance(cached, list):
        return cached
    path = view.path

    def compute(definitions: Sequence[Definition]) -> list[tuple[Definition, Expansion]]:
        out = []
        for definition, expansion in _expand_here(view, context, definitions, path).values():
            if expansion.diagnostics:
                out.append((definition, expansion))
        return out

    found = looked_up_results(view, "here_expansion_findings", compute,
                              budget=lambda cost: charge(view, cost), spent=lambda: budget_spent(view))
    view.memo["here_expansion_findings"] = found
    return found


def _here_expansions(view: ConfigView, context: AnalysisContext) -> dict[int, tuple[Definition, Expansion]]:
    """Each definition written here, expanded once (keyed by ``id`` of the definition)."""
    cached = view.memo.get("here_expansions")
    if isinstance(cached, dict):
        return cached
    out = _expand_here(view, context, list(here_definitions(view)), view.path)
    view.memo["here_expansions"] = out
    return out


def _expand_here(view: ConfigView, context: AnalysisContext, definitions: Sequence[Definition],
                 path: str) -> dict[int, tuple[Definition, Expansion]]:
    out: dict[int, tuple[Definition, Expansion]] = {}
    for definition in definitions:
        if "$" not in definition.value or definition.kind not in USER_KINDS or not view.is_here(definition.origin):
            continue
        context.check_cancelled()
        if beyond_engine_limits(view, definition.value):
            too_big = EngineDiagnostic.at("config.expansion-limit", "the expansion of this value grows "
                                          "beyond what condor-ls expands (runaway or exponential macro growth)",
                                          EngineSeverity.ERROR, definition.origin, len(definition.name))
            out[id(definition)] = (definition, Expansion("", diagnostics=[too_big], truncated=True))
            continue
        if expansion_too_big(view, definition.value) or not may_expand(view, definition.value):
            continue  # too costly to expand for this analysis (HTCondor itself would manage)
        out[id(definition)] = (definition, MEMO.expand(view.configset, definition.raw))
    return out


def _engine_range(view: ConfigView, item: EngineDiagnostic) -> TextRange:
    origin = Origin(item.file or view.path, item.line, item.col)
    start = view.range_at(origin).start
    if item.end_line == item.line and item.end_col > item.col:
        end = view.range_at(origin, item.end_col - item.col).end
    else:
        end = view.lines.line_end(view.row_of(origin))
    return TextRange(start, max(start, end))


def _has_syntax_errors(document: Document) -> bool:
    return document.tree.root_node.has_error or bool(find_in(document, INVALID_LINES))


def _make_engine_rule(entry: EngineRule) -> None:
    def check(document: Document, context: AnalysisContext) -> Iterator[Diagnostic]:
        view = _view(document, context)
        seen: set[tuple[int, int, str]] = set()
        for item in _all_engine_findings(view, context):
            if _ENGINE_CODE_TO_RULE.get(item.code) is not entry:
                continue
            if item.file is None:
                where = _unplaced_range(view, item)
                if where is None:
                    continue
            elif _same_file(view, item.file):
                where = _engine_range(view, item)
            elif item.code == "config.include-loop":
                where = _loop_include(view, item.message)
                if where is None:
                    continue
            else:
                continue
            if entry.syntax_overlap and _has_syntax_errors(document):
                continue  # the syntax rules already explain what the reader trips over
            key = (where.start, where.end, item.message)
            if key in seen:
                continue
            seen.add(key)
            message, severity = item.message, None
            note = _context_note(view, item)
            if note is not None:
                message, severity = f"{message}; {note}", UNKNOWN_CONTEXT
            if entry.code == "include-missing":
                found = _path_note(view, item)
                if found is not None:  # the file's name is only known where the configuration is used
                    written, note = found
                    message = (f"cannot tell whether {written} exists where the configuration is used "
                               f"(here it names {_missing_path(item.message)}); {note}")
                    severity = UNKNOWN_CONTEXT
                elif _elsewhere(view, item.message):
                    message = item.message.replace(" (HTCondor refuses this configuration)", "") + \
                        " on this machine (it may exist where the configuration is used)"
                    severity = UNKNOWN_CONTEXT
            yield Diagnostic(where, message, severity=severity)

    check.__doc__ = entry.doc
    check.__name__ = f"engine_{entry.code.replace('-', '_')}"
    rule(entry.code, severity=entry.severity, summary=entry.summary, languages=CONFIG)(check)


#: the path in the reader's messages about a file it cannot read
_MISSING_PATH = re.compile(r"(?:cannot read config file|can't open file) (.*?): ")


def _missing_path(message: str) -> str:
    """The path a missing-file message names (as the reader expanded it), or "a missing file"."""
    match = _MISSING_PATH.search(message)
    return f"`{match.group(1)}`" if match else "a missing file"


def _path_note(view: ConfigView, item: EngineDiagnostic) -> tuple[str, str] | None:
    """For a missing include or LOCAL_CONFIG_FILE whose name uses something unknown here
    (``$(TILDE)``, an unset ``$ENV()``, a macro only an unreadable file defines): the name as
    written and the note that says what it depends on; None when the name is known."""
    if item.code == "config.missing-file":
        owner = view.configset.definition("LOCAL_CONFIG_FILE")
    elif item.file is not None and _same_file(view, item.file):
        row = view.row_of(Origin(item.file, item.line))  # the reader numbers the buffer's lines by id
        target = next((node.child_by_field_name("target") for node in walk(view.document.tree.root_node)
                       if node.type == "include" and node.start_point[0] == row), None)
        if target is None:
            return None
        text = _text(view.document, target).strip()
        owner = Definition("include", SourceText.at(text, None), None, Kind.DEFINE) if "$" in text else None
    else:
        return None
    depends = dependence(view, owner) if owner is not None else None
    if depends is None or owner is None:
        return None
    return f"`{owner.raw.text.strip()}`", depends.note()


def _loop_include(view: ConfigView, message: str) -> TextRange | None:
    """The ``include`` line of this document that continues an include loop found elsewhere
    (the message lists the files of the loop in order)."""
    chain = [os.path.normpath(part.strip()) for part in message.split(":", 1)[-1].split(" (")[0].split("->")]
    if view.path not in chain[:-1]:
        return None
    following = chain[chain.index(view.path) + 1]
    base = os.path.dirname(view.root)
    for node in walk(view.document.tree.root_node):
        if node.type != "include":
            continue
        target = node.child_by_field_name("target")
        if target is None:
            continue
        name = view.configset.expand_text(_text(view.document, target).strip(), track=False).value.strip()
        if os.path.normpath(name if os.path.isabs(name) else os.path.join(base, name)) == following:
            return TextRange.of(node)
    return None


#: engine findings without a position, and the knob whose definition they concern
_UNPLACED_KNOB: dict[str, str] = {
    "config.missing-file": "LOCAL_CONFIG_FILE",
    "config.command-not-run": "LOCAL_CONFIG_FILE",
    "config.bad-exclude-regexp": "LOCAL_CONFIG_DIR_EXCLUDE_REGEXP",
}


def _unplaced_range(view: ConfigView, item: EngineDiagnostic) -> TextRange | None:
    """Where to show a finding the engine could not place: on the definition of the knob it
    concerns when that is in this document, else on the first line of the root file."""
    knob = _UNPLACED_KNOB.get(item.code)
    definition = view.configset.definition(knob) if knob else None
    if definition is not None and view.is_here(definition.origin):
        return value_range(view, definition)
    if view.root != view.path or (definition is not None and definition.kind in USER_KINDS):
        return None  # shown in the file that holds the definition / the root
    return clamp_range(view.document, 0, view.lines.line_end(0))


_MISSING_PATH = re.compile(r"(?:config file|open file) (.+?): ")


def _elsewhere(view: ConfigView, message: str) -> bool:
    """True when a missing file is an absolute path outside the root's directory: it may well
    exist on the machine the configuration is meant for."""
    match = _MISSING_PATH.search(message)
    if match is None:
        return False
    path = match.group(1)
    if re.match(r"[A-Za-z]:|\\", path):
        return True  # a Windows path: never this machine's
    if not os.path.isabs(path):
        return False
    base = os.path.dirname(view.root)
    return not os.path.normpath(path).startswith(base + os.sep)


def _same_file(view: ConfigView, file: str) -> bool:
    return view.is_here(Origin(file))


for _entry in ENGINE_RULES:
    _make_engine_rule(_entry)
