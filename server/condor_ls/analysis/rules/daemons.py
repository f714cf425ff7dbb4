"""``unknown-daemon``: a ``DAEMON_LIST`` entry the master cannot start.

condor_master reads ``DAEMON_LIST`` (and ``MASTER_HA_LIST``), upper-cases it, splits it at commas
and blanks, and for each name asks the configuration for a knob of that very name holding the
program to run (condor_master.V6/masterDaemon.cpp, ``daemon::InitParams``). HTCondor's defaults
give one for its own daemons (``SCHEDD = $(SBIN)/condor_schedd`` ...); any other name needs an
assignment in the configuration. With neither, the master stops at start-up
(``Must have the path to NAME defined``).
"""
from __future__ import annotations

import difflib
import re
from collections.abc import Iterator
from functools import lru_cache

from ...config import knobs
from ...config.comments import comment_start
from ...config.expander import Expansion
from ...config.model import Definition
from ...syntax.document import Document
from ...syntax.languages import LanguageId
from ..configview.provenance import value_range
from ..configview.unknowns import UNKNOWN_CONTEXT, gaps
from ..configview.view import ConfigView, config_view, expansion_too_big
from ..context import AnalysisContext
from ..model import Diagnostic, Fix, Severity, TextEdit, TextRange
from .registry import rule

#: the lists of daemons the master starts
DAEMON_LISTS = ("DAEMON_LIST", "MASTER_HA_LIST")
#: the daemon-core daemons the master knows by name (condor_master.V6/master.h); some of them
#: (``VIEW_COLLECTOR``, ``EVENTD`` ...) still need their program set in the configuration
MASTER_DAEMONS = ("MASTER", "STARTD", "SCHEDD", "KBDD", "COLLECTOR", "NEGOTIATOR", "EVENTD", "VIEW_SERVER",
                  "CONDOR_VIEW", "VIEW_COLLECTOR", "CREDD", "HAD", "REPLICATION", "JOB_ROUTER", "ROOSTER",
                  "SHARED_PORT", "DEFRAG", "GANGLIAD", "ANNEXD", "PLACEMENTD")
_ENTRY = re.compile(r"[^,\s]+")
#: programs HTCondor's defaults name, which a daemon entry may be meant to be
_PROGRAM_DEFAULT = re.compile(r"^\$\((?:SBIN|LIBEXEC)\)/condor_")


@lru_cache(maxsize=1)
def daemon_names() -> tuple[str, ...]:
    """Names a DAEMON_LIST entry is likely meant to be (for suggestions): the master's daemons
    and the knobs whose default is one of HTCondor's programs."""
    names = dict.fromkeys(MASTER_DAEMONS)
    for knob in knobs.table().knobs.values():
        if knob.default and _PROGRAM_DEFAULT.match(knob.default):
            names.setdefault(knob.name.upper())
    return tuple(names)


def _definition(view: ConfigView, name: str) -> Definition | None:
    """The master's reading of list ``name``: ``MASTER.NAME`` first."""
    table = view.configset.table
    return table.get(f"MASTER.{name}") or table.get(name)


def _has_program(view: ConfigView, name: str) -> bool:
    """Whether ``param(name)`` gives the master a (non-empty) program for daemon ``name``."""
    table = view.configset.table
    prefixed = table.get(f"MASTER.{name}")
    if prefixed is not None:
        return bool(prefixed.value.strip())
    try:
        return view.configset.value(name) is not None
    except Exception:
        return True  # an expansion problem is another rule's to report


def _placed(view: ConfigView, expansion: Expansion, start: int, end: int) -> TextRange | None:
    """Where ``expansion.value[start:end]`` was written in this document, in one piece."""
    for span in expansion.spans:
        if span.start <= start < span.end:
            origin = span.origin
            if origin is None or not view.is_here(origin) or not origin.advance or end > span.end:
                return None
            return view.range_at(origin.shifted(start - span.start), end - start)
    return None


def _comment(expansion: Expansion) -> tuple[int, int]:
    """Characters of the expanded list that an inline comment holds (``MASTER, SCHEDD # no
    startd``): from the ``#`` to the end of the piece of text it was written in."""
    text = expansion.value
    cut = comment_start(text)
    if cut is None:
        return len(text), len(text)
    for span in expansion.spans:
        if span.start <= cut < span.end:
            return cut, span.end
    return cut, len(text)


@rule("unknown-daemon", severity=Severity.ERROR,
      summary="a DAEMON_LIST entry with no program: condor_master stops", languages=(LanguageId.CONFIG,))
def unknown_daemon(document: Document, context: AnalysisContext) -> Iterator[Diagnostic]:
    """An entry of ``DAEMON_LIST`` (or ``MASTER_HA_LIST``) that names no program: HTCondor's
    defaults give one for its own daemons (``SCHEDD``, ``COLLECTOR``, ``SHARED_PORT`` ...), and
    the configuration must set any other name to the program's path (``MY_DAEMON =
    /usr/local/sbin/my_daemon``; ``VIEW_COLLECTOR = $(COLLECTOR)``). The master looks the name up
    as written, upper-cased, and stops at start-up when it finds nothing. The quick fix changes
    a misspelt entry (``SCHEDULER``, ``STARTED``) to a daemon HTCondor knows. A hint when part
    of the configuration cannot be read here (a fragment read alone, a missing include), since it
    may set the program."""
    view = config_view(document, context)
    unseen = gaps(view)
    for listing in DAEMON_LISTS:
        definition = _definition(view, listing)
        if definition is None or not definition.value.strip() or expansion_too_big(view, definition.value):
            continue
        here = value_range(view, definition)
        if here is None and not any(view.is_here(span.origin) for span in definition.raw.spans()):
            continue  # written elsewhere: that file's problem
        context.check_cancelled()
        expansion = view.configset.expand_text(definition.raw, track=True)
        if expansion.truncated or expansion.unknown:
            continue
        text = expansion.value
        comment = _comment(expansion)
        seen: set[str] = set()
        for match in _ENTRY.finditer(text):
            entry = match.group(0)
            name = entry.upper()
            if comment[0] <= match.start() < comment[1]:
                continue  # words of an inline comment: inline-comment reports them
            if name in seen or _has_program(view, name):
                continue
            seen.add(name)
            where = _placed(view, expansion, match.start(), match.end()) or here
            if where is None:
                continue
            close = [] if name in MASTER_DAEMONS else difflib.get_close_matches(name, daemon_names(), n=2, cutoff=0.7)
            if name in MASTER_DAEMONS:
                example = "$(COLLECTOR)" if "VIEW" in name else "<path>"
                message = (f"{listing} names {entry}, which HTCondor has no default program for: set `{name} = "
                           f"{example}`, or condor_master stops at start-up")
            else:
                message = (f"{listing} names {entry}, but nothing gives its program (no `{name} = <path>` in the "
                           f"configuration, and HTCondor has no default for it), so condor_master stops at start-up")
            severity: Severity | None = None
            if unseen:
                message += f"; the program may be set in {unseen[0].what}"
                severity = UNKNOWN_CONTEXT
            if close:
                message += f"; did you mean {' or '.join(close)}?"
            exact = document.source[where.start:where.end].decode("utf-8", "replace") == entry
            fixes = tuple(Fix(f"change to {other}", (TextEdit(document.uri, where, other),), preferred=i == 0)
                          for i, other in enumerate(close)) if exact else ()
            yield Diagnostic(where, message, severity=severity, fixes=fixes)
