"""Documents of our own languages assembled from the strings of a Python script.

The rules, hover and completion of submit files and ClassAds work on documents; to reuse them
for a script, the strings the script hands to the bindings are written into a document of the
right language (a submit description for ``Submit({...})``, one line per expression, a ClassAd
for ``ClassAd("[...]")``) together with a map from each of its characters back to the script.
Findings are then carried back through that map, so they land on the exact characters of the
Python source, escapes and concatenations included.

f-strings: each replacement field becomes a placeholder. Inside a ClassAd string literal
(``f'Owner == "{user}"'``) the placeholder is harmless and the whole expression is analysed. A
field in expression position (``f"ClusterId == {cid}"``) could hold any text, so the
expression is analysed only when it parses with the field replaced by a number, no syntax error
is ever reported for it, and findings touching a field are dropped. A submit value with a field
is left out (its command still counts as set).
"""
from __future__ import annotations

import bisect
import re
import threading
from collections import OrderedDict
from collections.abc import Callable
from dataclasses import dataclass, field, replace

from ...classad.parser import parse_expr
from ...python.finder import find_sites
from ...python.literals import HOLE, Embedded, escape_for
from ...python.sites import ExprSite, PythonSites
from ...submit.directives import read_submit
from ...syntax.document import Document
from ...syntax.languages import LanguageId
from ..model import Diagnostic, Fix, Location, Related, TextEdit, TextRange

#: the job attribute an expression of the job's side is written to (a submit ``+Attr`` line)
JOB_KEY = "+CondorLsExpression"
#: how an expression evaluated in the slot ad is written (bare names then mean the machine's)
MACHINE_KEY = "requirements"
#: stand-ins for an f-string field: inside a ClassAd string, and in expression position
IN_STRING_FILL = "x"
OPERAND_FILL = "0"
_SAFE_ATTRIBUTE = re.compile(r"[A-Za-z_][A-Za-z0-9_.]*\Z")


@dataclass(frozen=True)
class Segment:
    """Characters ``start..end`` of the assembled text are decoded characters
    ``index..index+(end-start)`` of ``embedded`` (or, for a placeholder, stand for the single
    field at ``index``)."""

    start: int
    end: int
    embedded: Embedded
    index: int
    placeholder: bool = False


@dataclass
class Assembled:
    """A document assembled from script strings, and how to map it back."""

    document: Document
    segments: list[Segment]
    #: what the site's strings are, for the caller (an expression site per line, a submit site)
    owner: object = None
    #: text ranges (assembled characters) whose findings are dropped (f-string fields)
    holes: list[tuple[int, int]] = field(default_factory=list)
    #: per-line key prefixes stripped from messages ("`+CondorLsExpression`: ")
    prefixes: tuple[str, ...] = ()
    #: line starts (characters) of expression documents, and the site of each line
    lines: list[tuple[int, ExprSite]] = field(default_factory=list)
    #: the segments' starts, for :meth:`segment_at`
    _starts: list[int] = field(default_factory=list, compare=False, repr=False)

    # ------------------------------------------------------------------ mapping
    def segment_at(self, char: int, prefer_end: bool = False) -> Segment | None:
        """The segment holding assembled character ``char`` (the first such; with
        ``prefer_end``, the last, counting a segment that ends at ``char``)."""
        segments = self.segments
        starts = self._starts
        if len(starts) != len(segments):  # segments are written in order, so starts ascend
            starts = self._starts = [seg.start for seg in segments]
        # only segments starting at or before ``char`` can hold it; the ones that do end at or
        # after it, so they sit just before that bound (ends ascend as starts do)
        first = last = bisect.bisect_right(starts, char)
        while first > 0 and segments[first - 1].end >= char:
            first -= 1
        best = None
        for seg in segments[first:last]:
            if seg.start <= char < seg.end or (char == seg.end and (prefer_end or seg.start == seg.end)):
                best = seg
                if not prefer_end:
                    return seg
        return best

    def to_script(self, start: int, end: int) -> tuple[int, int] | None:
        """Script characters for assembled characters ``start..end``; None when either end lies
        outside every string (in text we added)."""
        first = self.segment_at(start)
        last = self.segment_at(end, prefer_end=True) if end > start else first
        if first is None or last is None:
            return None
        if end <= start:
            at = _script_offset(first, start)
            return at, at
        a = _script_offset(first, start)
        if last.placeholder:
            b = last.embedded.source_range(last.index, last.index + 1)[1]
        else:
            b = last.embedded.source_range(last.index, last.index + (end - last.start))[1]
        return (a, b) if b >= a else None

    def to_assembled(self, script_char: int) -> int | None:
        """The assembled character a cursor at script character ``script_char`` stands before."""
        for seg in self.segments:
            if seg.placeholder:
                continue
            index = seg.embedded.index_at(script_char)
            if index is None:
                continue
            if seg.index <= index <= seg.index + (seg.end - seg.start):
                return seg.start + index - seg.index
        return None

    def in_hole(self, start: int, end: int) -> bool:
        """Whether assembled characters ``start..end`` (at least one) touch an f-string field.
        Fields are written in order and never overlap, so only the last one starting before
        the range's end can reach into it."""
        holes = self.holes
        if not holes:
            return False
        last = bisect.bisect_left(holes, (max(end, start + 1),)) - 1
        return last >= 0 and start < holes[last][1]


def _script_offset(seg: Segment, char: int) -> int:
    if seg.placeholder:
        return seg.embedded.source_range(seg.index, seg.index + 1)[0]
    return seg.embedded.source_offset(seg.index + char - seg.start)


class _Writer:
    """Builds assembled text piece by piece, recording where each string went."""

    def __init__(self) -> None:
        self.parts: list[str] = []
        self.size = 0
        self.segments: list[Segment] = []
        self.holes: list[tuple[int, int]] = []

    def text(self, value: str) -> None:
        self.parts.append(value)
        self.size += len(value)

    def string(self, embedded: Embedded, fill: Callable[[int], str] | None = None, one_line: bool = False) -> None:
        """Append ``embedded``'s text; fields are replaced by ``fill(index)``, line breaks by
        spaces when the target language ends a value at the end of the line."""
        text = embedded.text
        if one_line:
            text = text.replace("\r", " ").replace("\n", " ")
        if not embedded.holes:  # the common case: the whole string as one run
            at = self.size
            self.parts.append(text)
            self.size = at + len(text)
            self.segments.append(Segment(at, self.size, embedded, 0))
            return
        run = 0
        for index in embedded.holes:
            self._run(embedded, text, run, index)
            filler = fill(index) if fill is not None else IN_STRING_FILL
            start = self.size
            self.text(filler)
            self.segments.append(Segment(start, self.size, embedded, index, True))
            self.holes.append((start, self.size))
            run = index + 1
        self._run(embedded, text, run, len(text))

    def _run(self, embedded: Embedded, text: str, start: int, end: int) -> None:
        if end < start:
            return
        at = self.size
        self.text(text[start:end])
        self.segments.append(Segment(at, self.size, embedded, start))

    def document(self, uri: str, language: LanguageId) -> Document:
        return Document.parse(uri, language, "".join(self.parts))


# ---------------------------------------------------------------------------- f-string fields
def _in_classad_string(text: str, index: int) -> bool:
    """True when character ``index`` of ClassAd text lies inside a quoted string or name."""
    quote = ""
    i = 0
    while i < index:
        ch = text[i]
        if quote:
            if ch == "\\":
                i += 2
                continue
            if ch == quote:
                quote = ""
        elif ch in "\"'":
            quote = ch
        i += 1
    return bool(quote)


def expression_fill(embedded: Embedded) -> tuple[Callable[[int], str], bool]:
    """How to fill the fields of an expression, and whether any sits in expression position
    (then only a text that still parses is analysed, and never for syntax)."""
    text = embedded.text
    operand = {i for i in embedded.holes if not _in_classad_string(text, i)}
    return (lambda i: OPERAND_FILL if i in operand else IN_STRING_FILL), bool(operand)


def _filled(embedded: Embedded, fill: Callable[[int], str]) -> str:
    out = []
    for i, ch in enumerate(embedded.text):
        out.append(fill(i) if ch == HOLE and i in embedded.holes else ch)
    return "".join(out)


def analysable_expression(site: ExprSite) -> bool:
    """Whether an expression can be analysed at all: a line break would end a submit value
    only in the assembled text (it is replaced), a trailing backslash would continue it."""
    text = site.text.text
    if not text.strip() or text.rstrip().endswith("\\"):
        return False
    if site.text.has_holes():
        fill, operand = expression_fill(site.text)
        if operand:
            try:
                parse_expr(_filled(site.text, fill).replace("\n", " "))
            except Exception:
                return False
    return True


# ---------------------------------------------------------------------------- assembling
def _key_for(site: ExprSite) -> str:
    if site.side == "machine":
        return MACHINE_KEY
    if site.attribute and _SAFE_ATTRIBUTE.match(site.attribute) and "." not in site.attribute:
        return "+" + site.attribute
    return JOB_KEY


def expressions_document(uri: str, sites: list[ExprSite]) -> Assembled | None:
    """All expressions of a script as one submit description, one ``key = expression`` line
    each (``+Attr`` for the job's side, ``requirements`` for the slot's)."""
    writer = _Writer()
    lines: list[tuple[int, ExprSite]] = []
    prefixes = set()
    for site in sites:
        if not analysable_expression(site):
            continue
        key = _key_for(site)
        prefixes.add(f"`{key}`: ")
        lines.append((writer.size, site))
        writer.text(f"{key} = ")
        fill, _operand = expression_fill(site.text)
        writer.string(site.text, fill, one_line=True)
        writer.text("\n")
    if not lines:
        return None
    document = writer.document(uri + "#condor-ls-expressions", LanguageId.SUBMIT)
    return Assembled(document, writer.segments, None, writer.holes, tuple(sorted(prefixes)), lines)


def submit_document(uri: str, site: object, index: int) -> Assembled | None:
    """A submit description written in Python, as a submit document: its text as it is, or its
    commands one per line (a value with an f-string field is left out, its command kept with an
    empty value, which rules read as "set elsewhere") followed by its queue arguments, or by a
    plain ``queue`` when it has none (as the bindings submit it)."""
    from ...python.sites import SubmitSite

    assert isinstance(site, SubmitSite)
    writer = _Writer()
    if site.text is not None:
        if site.text.has_holes():
            return None
        writer.string(site.text)
        if site.queue is not None and not site.queue.has_holes():
            writer.text("\nqueue ")
            writer.string(site.queue, one_line=True)
    else:
        for entry in site.entries:
            key = entry.key.text
            if not _plain_key(key):
                continue
            writer.string(entry.key, one_line=True)
            writer.text(" = ")
            if entry.value is not None and not entry.value.has_holes():
                writer.string(entry.value, one_line=True)
            else:
                writer.text("$ENV(CONDOR_LS_RUNTIME_VALUE)")
            writer.text("\n")
        if site.queue is not None and not site.queue.has_holes():
            writer.text("queue ")
            writer.string(site.queue, one_line=True)
            writer.text("\n")
    if not writer.segments:
        return None
    name = f"{uri}#condor-ls-submit-{index}"
    document = writer.document(name, LanguageId.SUBMIT)
    if not read_submit(document).queues:
        # the bindings always queue: `Schedd.submit` and `Submit.jobs` append `queue` and the
        # description's queue arguments, empty when it has none (one job, or `count` of them)
        writer.text("\nqueue\n")
        document = writer.document(name, LanguageId.SUBMIT)
    return Assembled(document, writer.segments, site, writer.holes)


def _plain_key(key: str) -> bool:
    """A dict key that can be written as a submit command (no line break, no ``=``)."""
    return bool(key.strip()) and not _NOT_IN_KEY.search(key) and key.strip() == key


_NOT_IN_KEY = re.compile(r"[=\n\r#]")


def ad_document(uri: str, embedded: Embedded, index: int) -> Assembled | None:
    if embedded.has_holes() or not embedded.text.strip():
        return None
    writer = _Writer()
    writer.string(embedded)
    document = writer.document(f"{uri}#condor-ls-ad-{index}", LanguageId.CLASSAD)
    return Assembled(document, writer.segments, None, writer.holes)


# ---------------------------------------------------------------------------- findings back
def map_diagnostic(assembled: Assembled, item: Diagnostic, script: Document) -> Diagnostic | None:
    """``item`` (a finding in the assembled document) placed in the script, or None when it
    is about text the script does not contain or touches an f-string field."""
    inner = assembled.document
    start = inner.line_index.offset_to_char(item.range.start)
    end = inner.line_index.offset_to_char(item.range.end)
    if assembled.in_hole(start, end):
        return None
    chars = assembled.to_script(start, end)
    if chars is None:
        return None
    where = _script_range(script, chars)
    message = item.message
    for prefix in assembled.prefixes:
        if message.startswith(prefix):
            message = message[len(prefix):]
    related = tuple(r for r in (_map_related(assembled, rel, script) for rel in item.related) if r is not None)
    fixes = tuple(f for f in (_map_fix(assembled, fix, script) for fix in item.fixes) if f is not None)
    return replace(item, range=where, message=message, related=related, fixes=fixes)


def _script_range(script: Document, chars: tuple[int, int]) -> TextRange:
    index = script.line_index
    return TextRange(index.char_to_offset(chars[0]), index.char_to_offset(chars[1]))


def _map_related(assembled: Assembled, related: Related, script: Document) -> Related | None:
    location = related.location
    if location.uri != assembled.document.uri:
        return related
    inner = assembled.document.line_index
    chars = assembled.to_script(inner.offset_to_char(location.range.start), inner.offset_to_char(location.range.end))
    if chars is None:
        return None
    return Related(Location(script.uri, _script_range(script, chars)), related.message)


def _map_fix(assembled: Assembled, fix: Fix, script: Document) -> Fix | None:
    """A quick fix rewritten for the script: each edit must replace characters written as
    themselves in one literal, and its new text is escaped for that literal's quoting."""
    edits = []
    inner = assembled.document.line_index
    for edit in fix.edits:
        if edit.uri != assembled.document.uri:
            return None
        start = inner.offset_to_char(edit.range.start)
        end = inner.offset_to_char(edit.range.end)
        seg = assembled.segment_at(start)
        if seg is None or seg.placeholder or (end > seg.end):
            seg = assembled.segment_at(end, prefer_end=True) if end == start else None
            if seg is None or seg.placeholder:
                return None
        a = seg.index + start - seg.start
        b = seg.index + end - seg.start
        piece = seg.embedded.verbatim_piece(a, b)
        if piece is None:
            return None
        text = escape_for(piece, edit.new_text)
        if text is None:
            return None
        chars = seg.embedded.source_range(a, b)
        edits.append(TextEdit(script.uri, _script_range(script, chars), text))
    return replace(fix, edits=tuple(edits))


# ---------------------------------------------------------------------------- per-document cache
_CACHE_SIZE = 16
_cache: OrderedDict[int, tuple[Document, PythonSites]] = OrderedDict()
_cache_lock = threading.Lock()


@dataclass(frozen=True)
class StringSpot:
    """The string of a script under a position: its decoded text, the site using it, the
    index of the position in the decoded text and the position as a character of the script."""

    embedded: Embedded
    site: object
    index: int
    char: int


def string_at(document: Document, offset: int, python_enable: bool) -> StringSpot | None:
    """The understood string under byte ``offset`` of a script that imports the bindings (what
    hover and completion answer inside), or None."""
    if not python_enable:
        return None
    sites = sites_of(document)
    if not sites.imports_bindings:
        return None
    char = document.line_index.offset_to_char(offset)
    for embedded, site in sites.strings():
        start, end = embedded.span
        if not start <= char <= end:
            continue
        index = embedded.index_at(char)
        if index is not None:
            return StringSpot(embedded, site, index, char)
    return None


def sites_of(document: Document) -> PythonSites:
    """The script's sites (cached per document value: diagnostics, hover and completion of
    one version share them)."""
    key = id(document)
    with _cache_lock:
        hit = _cache.get(key)
        if hit is not None and hit[0] is document:
            _cache.move_to_end(key)
            return hit[1]
    result = find_sites(document.text)
    with _cache_lock:
        _cache[key] = (document, result)
        while len(_cache) > _CACHE_SIZE:
            _cache.popitem(last=False)
    return result
