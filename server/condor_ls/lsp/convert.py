"""Our analysis dataclasses -> lsprotocol types (the only place that knows both)."""
from __future__ import annotations

from collections.abc import Callable, Sequence

from lsprotocol import types

from ..analysis.model import Diagnostic, Location, Severity, TextRange
from ..syntax.positions import LineIndex

SOURCE = "condor-ls"

#: finds the line index of another document (for related locations); None if unavailable
IndexLookup = Callable[[str], LineIndex | None]


def to_range(index: LineIndex, text_range: TextRange) -> types.Range:
    start = index.offset_to_position(text_range.start)
    end = index.offset_to_position(max(text_range.end, text_range.start))
    return types.Range(types.Position(*start), types.Position(*end))


def to_location(location: Location, lookup: IndexLookup) -> types.Location | None:
    index = lookup(location.uri)
    if index is None:
        return None
    return types.Location(location.uri, to_range(index, location.range))


def to_diagnostic(diagnostic: Diagnostic, index: LineIndex, lookup: IndexLookup) -> types.Diagnostic:
    related = []
    for item in diagnostic.related:
        location = to_location(item.location, lookup)
        if location is not None:
            related.append(types.DiagnosticRelatedInformation(location, item.message))
    data = None
    if diagnostic.fixes:
        data = {"fixes": [
            {"title": fix.title, "preferred": fix.preferred,
             "edits": [{"uri": e.uri, "start": e.range.start, "end": e.range.end, "newText": e.new_text}
                       for e in fix.edits]}
            for fix in diagnostic.fixes
        ]}
    return types.Diagnostic(
        range=to_range(index, diagnostic.range),
        message=diagnostic.message,
        severity=types.DiagnosticSeverity(int(diagnostic.severity or Severity.ERROR)),
        code=diagnostic.code or None,
        source=SOURCE,
        related_information=related or None,
        tags=[types.DiagnosticTag(int(tag)) for tag in diagnostic.tags] or None,
        data=data,
    )


def to_diagnostics(
    diagnostics: Sequence[Diagnostic], index: LineIndex, lookup: IndexLookup
) -> list[types.Diagnostic]:
    return [to_diagnostic(d, index, lookup) for d in diagnostics]
