"""Placing findings about an *expanded* config value back into the document being analysed.

A problem found in ``SUSPEND``'s expanded text may have been written on another line (inside
``MachineBusy``), in another file, or in a template. :func:`place` turns a character range of
the expanded value into diagnostics for this document: one where the offending text was
written (if that is here), and one at the knob whose expansion showed the problem (if that is
here and the text came from elsewhere), each pointing at the other.
"""
from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

from ...config.expander import Expansion
from ...config.model import Definition, Kind
from ...config.text import Origin, Span
from .view import ConfigView
from ..model import Diagnostic, Fix, Related, Severity, Tag, TextRange


@dataclass(frozen=True)
class Site:
    """One definition of a knob and its expansion (the unit every expression rule looks at)."""

    name: str
    definition: Definition
    expansion: Expansion
    #: True for the definition in effect (False for ones a later line overrode)
    current: bool


def char_index(value: str, byte_offset: int) -> int:
    """The character index of a UTF-8 byte offset into ``value`` (AST spans are bytes)."""
    if value.isascii():
        return min(max(byte_offset, 0), len(value))
    data = value.encode("utf-8", "surrogatepass")[:max(byte_offset, 0)]
    return len(data.decode("utf-8", "ignore"))


def span_at(expansion: Expansion, index: int) -> Span | None:
    """The provenance span holding character ``index`` of the expanded value."""
    for span in expansion.spans:
        if span.start <= index < span.end:
            return span
    return None


def origin_of(expansion: Expansion, index: int) -> tuple[Origin | None, tuple[str, ...], int]:
    """Where character ``index`` was written, the macros that delivered it, and how many
    characters from there on come from the same place."""
    span = span_at(expansion, index)
    if span is None or span.origin is None:
        return None, (span.chain if span else ()), 0
    return span.origin.shifted(index - span.start), span.chain, span.end - index


def value_range(view: ConfigView, definition: Definition) -> TextRange | None:
    """The written value of ``definition`` in this document (the knob name if the value is
    empty or not traceable)."""
    origin = definition.origin
    if not view.is_here(origin):
        return None
    assert origin is not None
    if definition.kind is Kind.TEMPLATE:
        # set by a ``use`` line: its value is the template's text, and the line is what was written
        start = view.range_at(origin).start
        return TextRange(start, max(start, view.lines.line_end(view.document.row_of_id(origin.line))))
    spans = [s for s in definition.raw.spans() if view.is_here(s.origin)]
    if not spans:
        return view.range_at(origin, len(definition.name))
    first, last = spans[0], spans[-1]
    start = view.range_at(first.origin).start  # type: ignore[arg-type]
    end_origin = last.origin
    assert end_origin is not None
    end = view.range_at(end_origin, last.end - last.start).end
    if end < start:  # continuation lines: keep the first line's part
        end = view.range_at(first.origin, first.end - first.start).end  # type: ignore[arg-type]
    return TextRange(start, end)


def value_end(view: ConfigView, definition: Definition) -> int | None:
    """Byte offset just after the last written character of ``definition``'s value here."""
    spans = [s for s in definition.raw.spans() if s.origin is not None and s.origin.advance]
    if not spans or not all(view.is_here(s.origin) for s in spans):
        return None
    last = spans[-1]
    return view.range_at(last.origin, last.end - last.start).end  # type: ignore[arg-type]


def reference_range(view: ConfigView, definition: Definition, macro: str) -> TextRange | None:
    """Where ``definition``'s written value refers to ``$(macro)`` (any macro function form)."""
    text = definition.raw.text
    low = text.lower()
    needle = macro.lower()
    at = 0
    while True:
        at = low.find(needle, at)
        if at < 0:
            return None
        before = low.rfind("$", 0, at)
        if before >= 0 and "(" in low[before:at] and low[at + len(needle):at + len(needle) + 1] in (")", ":", ","):
            close = low.find(")", at)
            end = close + 1 if close >= 0 else at + len(needle)
            for span in definition.raw.spans():
                if span.start <= before < span.end and view.is_here(span.origin):
                    start_origin = span.origin.shifted(before - span.start)  # type: ignore[union-attr]
                    return view.range_at(start_origin, end - before)
            return None
        at += len(needle)


def place(
    view: ConfigView,
    site: Site,
    start: int,
    end: int,
    message: str,
    *,
    severity: Severity | None = None,
    fixes: tuple[Fix, ...] = (),
    tags: tuple[Tag, ...] = (),
    code: str = "",
) -> Iterator[Diagnostic]:
    """Diagnostics in this document for ``site.expansion.value[start:end]``.

    ``fixes`` are edits at the place the text was written; they are attached only to the
    diagnostic shown there."""
    value = site.expansion.value
    if not value:
        return
    start = min(max(start, 0), len(value) - 1)
    end = min(max(end, start + 1), len(value))
    origin, chain, run = origin_of(site.expansion, start)
    length = min(end - start, run) if origin is not None and origin.advance else 0
    written_here = view.is_here(origin)
    knob_here = view.is_here(site.definition.origin)
    use_location = None
    if site.definition.origin is not None and site.definition.origin.file:
        use_location = view.location(site.definition.origin, len(site.definition.name))
    if written_here:
        assert origin is not None
        related: tuple[Related, ...] = ()
        if chain and use_location is not None:
            related = (Related(use_location, f"reached through the expansion of {site.name}"),)
        yield Diagnostic(view.range_at(origin, length), message, code=code, severity=severity,
                         related=related, fixes=fixes, tags=tags)
    if knob_here and site.definition.kind is Kind.TEMPLATE:
        # HTCondor's own template text: nothing the user wrote there can be changed, and text
        # of theirs it uses is reported where it was written (above, linked to the knob)
        return
    if knob_here and (chain or not written_here):
        macro = chain[0] if chain else ""
        where = reference_range(view, site.definition, macro) if macro else None
        where = where or value_range(view, site.definition)
        if where is None:
            return
        written = view.location(origin, length)
        related = (Related(written, f"the text comes from here{f' (in $({_spelling(view, macro)}))' if macro else ''}"),) \
            if written is not None else ()
        suffix = f" (in {site.name}, through $({_spelling(view, macro)}))" if macro else f" (in {site.name})"
        if written_here and where.start <= view.range_at(origin).start < where.end:  # type: ignore[arg-type]
            return
        yield Diagnostic(where, message + suffix, code=code, severity=severity, related=related, tags=tags)


def _spelling(view: ConfigView, key: str) -> str:
    """The macro name as written in its definition (chains hold lower-cased keys)."""
    found = view.configset.table.get(key)
    return found.name if found is not None else key


def dedupe(found: list[Diagnostic]) -> list[Diagnostic]:
    """Drop repeats (the same text can be reached through many knobs)."""
    seen: set[tuple[int, int, str, str]] = set()
    out: list[Diagnostic] = []
    for item in found:
        key = (item.range.start, item.range.end, item.code, item.message)
        if key not in seen:
            seen.add(key)
            out.append(item)
    return out


__all__ = ["Site", "place", "dedupe", "value_range", "value_end", "reference_range", "char_index", "origin_of"]
