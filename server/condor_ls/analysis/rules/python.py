"""Rules for the attribute names a Python script hands to the bindings.

Expressions, ads and submit descriptions inside scripts are checked by the rules of their own
languages (see :mod:`condor_ls.analysis.python.diagnostics`); what only exists in Python are
lists of attribute names (``projection=[...]``), lookups in the ads a query returns
(``ad["RemoteHost"]``, ``ad.get("Owner")``) and the attribute ``Schedd.edit`` sets. A name
there is only a string, so a misspelling fails silently: the query leaves the attribute out,
the lookup raises ``KeyError`` or returns the default.
"""
from __future__ import annotations

from collections.abc import Iterator
from functools import lru_cache

from ...classad import attributes
from ...python.literals import escape_for
from ...python.sites import NameSite
from ...syntax.document import Document
from ...syntax.languages import LanguageId
from ..attribute_names import naming_convention_variant
from ..context import AnalysisContext
from ..model import Diagnostic, Fix, Severity, TextEdit, TextRange
from ..spelling import NameIndex
from .registry import rule

PYTHON = (LanguageId.PYTHON,)
_AD_WORDS = {"job": "job ads", "machine": "slot ads"}


@lru_cache(maxsize=4)
def _index(side: str) -> NameIndex:
    return NameIndex(info.name for info in attributes.table(side).attributes.values())


def _known(name: str, side: str) -> bool:
    return attributes.lookup(name, (side,)) is not None


def _range(document: Document, site: NameSite) -> TextRange:
    start, end = site.text.source_range(0, len(site.text.text))
    index = document.line_index
    return TextRange(index.char_to_offset(start), index.char_to_offset(end))


def _fixes(document: Document, site: NameSite, suggestions: list[str]) -> tuple[Fix, ...]:
    piece = site.text.verbatim_piece(0, len(site.text.text))
    if piece is None:
        return ()
    where = _range(document, site)
    out = []
    for i, suggestion in enumerate(suggestions):
        text = escape_for(piece, suggestion)
        if text is not None:
            out.append(Fix(f"change to {suggestion}", (TextEdit(document.uri, where, text),), preferred=i == 0))
    return tuple(out)


def _suggest(name: str, candidates: list[str]) -> str:
    return " or ".join(f"`{c}`" for c in candidates)


def name_finding(site: NameSite) -> tuple[str, list[str]] | None:
    """(message, suggestions) for a name that is probably misspelt; None for a name that is
    known, or unknown but close to nothing (a pool may publish any custom attribute)."""
    name = site.text.text.strip()
    if not name or name != site.text.text or not name.replace("_", "a").replace(".", "a").isalnum():
        return None
    if site.projection is not None and site.role == "lookup":
        listed = {p.lower(): p for p in site.projection}
        if name.lower() in listed:
            return None
        close = [p for p in NameIndex(site.projection).close(name)]
        if site.side in _AD_WORDS and _known(name, site.side):
            # a known name close to an unknown projection entry: the entry is the misspelling,
            # and is reported where it is written
            close = [p for p in close if _known(p, site.side)]
        if close:
            return (f"`{name}` is not in the projection of the query these ads come from; "
                    f"did you mean {_suggest(name, close)}?", close)
    if site.side not in _AD_WORDS or _known(name, site.side):
        return None
    if site.projection is not None and site.role == "lookup" and name.lower() in {p.lower() for p in site.projection}:
        return None
    close = [c for c in _index(site.side).close(name) if not naming_convention_variant(name, c)]
    if not close:
        return None
    return f"`{name}` is not an attribute of {_AD_WORDS[site.side]}; did you mean {_suggest(name, close)}?", close


@rule("python-attribute-name", severity=Severity.WARNING,
      summary="an attribute name in a projection, an ad lookup or Schedd.edit that looks misspelt",
      languages=PYTHON)
def python_attribute_name(document: Document, context: AnalysisContext) -> Iterator[Diagnostic]:
    """A script names an attribute as a plain string: in the ``projection`` of a query, in a
    lookup on the ads a query returned (``ad["RemoteHost"]``, ``ad.get(...)``) or as the
    attribute ``Schedd.edit`` sets. When the name is not an attribute of the ads in question
    (job ads for schedd queries, slot ads for startd queries) but is one or two letters away from
    one, it is most likely misspelt: the query silently leaves it out and the lookup fails.
    A looked-up name close to an entry of the query's own projection is reported the same way.
    Names close to nothing known are left alone: pools publish custom attributes."""
    if not context.settings.python_enable:
        return
    from ..python.embedding import sites_of

    sites = sites_of(document)
    for site in sites.names:
        context.check_cancelled()
        found = name_finding(site)
        if found is None:
            continue
        message, suggestions = found
        yield Diagnostic(_range(document, site), message, fixes=_fixes(document, site, suggestions),
                         data={"suggestions": suggestions})
