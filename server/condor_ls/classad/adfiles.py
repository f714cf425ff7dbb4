"""Files of ClassAds in the forms HTCondor's tools write, told apart by their content.

* ``long``: ``condor_status -l`` / ``condor_q -l`` (old syntax, ``Name = value`` per line,
  ads separated by blank lines). As HTCondor's own long-form reader does, lines starting with
  ``-- `` (the banners of ``condor_q``), ``...`` or ``***`` also end an ad, and lines whose first
  non-blank character is ``#`` are skipped.
* ``new``: ``-long:new`` (``{ [...], [...] }``), or new-syntax records one after another.
* ``json``: ``-json`` (an array of objects), one object, or one object per line; expressions
  are strings ``"\\/Expr(...)\\/"`` (:mod:`.adjson`).
* ``xml``: ``-xml`` (``<classads><c><a n="Name">...``, :mod:`.adxml`).

With ``lazy=True`` the ads are :class:`~.lazyad.LazyAd` objects whose values are parsed when an
evaluation reaches them; a value that does not parse then evaluates to an error (listed in
:attr:`AdFile.failures`) instead of failing the whole file. Long-form blocks whose lines are all
plain ``Name = value`` lines are indexed without the grammar; any other block is parsed whole,
exactly as the eager reader does.
"""
from __future__ import annotations

import mmap
import re
from dataclasses import dataclass, field
from typing import Literal as TypingLiteral

from .ad import ClassAd
from .ast import ListExpr, RecordExpr
from .lazyad import BlockTable, DictTable, LazyAd, Layout, ValueParser
from .parser import (ClassAdSyntaxError, _forced_old_lines, _LineReadable, ad_from_node, attribute_spans, merge_ads, parse_ads,
                     parse_expr, parse_old_value,
                     parse_tree)
from ..raw_bytes import RAW

__all__ = ["AdFile", "AdFileError", "FORMATS", "Format", "detect_format", "read_ads", "read_text", "split_long"]

Format = TypingLiteral["long", "new", "json", "xml"]
FORMATS: tuple[Format, ...] = ("long", "new", "json", "xml")


class AdFileError(ValueError):
    """Text that is not a ClassAd file of any known form, or that does not parse."""

    def __init__(self, message: str, line: int | None = None) -> None:
        super().__init__(f"line {line}: {message}" if line is not None else message)
        self.message = message
        self.line = line


@dataclass
class AdFile:
    """The ads of one file, its detected form, and the parsers of its lazy values."""

    format: Format
    ads: list[ClassAd]
    parsers: list[ValueParser] = field(default_factory=list, repr=False)

    def value_failures(self) -> list[tuple[str, str, str]]:
        """(attribute, text, reason) of lazily parsed values that turned out not to parse."""
        return [f for p in self.parsers for f in p.failures]


# -- detection ------------------------------------------------------------------------------------

#: an old-syntax attribute line: a name (or a quoted name) followed by a lone '='
_OLD_LINE = re.compile(r"\s*(?:[A-Za-z_][A-Za-z0-9_]*|'(?:[^'\\\n]|\\.)*')\s*=(?![=?]|!=)")
#: lines that are not part of any ad in a long-form file
_SKIPPED_PREFIXES = ("-- ", "...", "***")


def _first_char_after(text: str, at: int) -> str:
    """The first non-blank character at or after ``at`` ('' at the end)."""
    match = re.compile(r"\S").search(text, at)
    return match.group(0) if match else ""


def _lines(text: str):
    """(number, start offset, line) for each line, read one at a time."""
    start, number = 0, 1
    while start <= len(text):
        end = text.find("\n", start)
        end = len(text) if end < 0 else end
        yield number, start, text[start:end]
        start, number = end + 1, number + 1


def detect_format(text: str) -> Format | None:
    """The form of ``text`` (None when it holds no ad at all). Raises :class:`AdFileError`
    when the first meaningful line is not the start of any known form."""
    for number, offset, line in _lines(text):
        stripped = line.strip()
        if not stripped or stripped.startswith("#") or line.startswith(_SKIPPED_PREFIXES):
            continue
        start = offset + len(line) - len(line.lstrip())
        first = stripped[0]
        if first == "<":
            return "xml"
        if first == "[":
            after = _first_char_after(text, start + 1)
            return "json" if after in ("{", "]") else "new"
        if first == "{":
            after = _first_char_after(text, start + 1)
            return "new" if after == "[" else "json"
        if _OLD_LINE.match(line):
            return "long"
        shown = stripped if len(stripped) <= 40 else stripped[:37] + "..."
        raise AdFileError(
            f"not a ClassAd file: expected 'Name = value' lines (condor_status -l), '[...]' "
            f"(-long:new), JSON (-json) or XML (-xml), found {shown!r}", number)
    return None


# -- long form (old syntax) -----------------------------------------------------------------------

_NAME = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")
_RESERVED = frozenset({"true", "false", "undefined", "error", "is", "isnt"})


class _LongReader:
    """Reads long-form text block by block (blocks are the text between blank lines)."""

    #: layouts tried by their line prefixes before a block's names are split out
    RECENT = 8

    def __init__(self, text: str, lazy: bool, first_line: int = 1) -> None:
        self.text = text
        self.lazy = lazy
        self.first_line = first_line
        self.parser = ValueParser("old")
        self.layouts: dict[tuple[str, ...], Layout | None] = {}
        # the layouts of the last blocks, most recent first: slots of one machine (and the
        # partitionable and dynamic slots of a pool) print the same names again and again
        self.recent: list[Layout] = []
        self.ads: list[ClassAd] = []

    def read(self) -> list[ClassAd]:
        # blocks are found with str.find and handled as (start, end) offsets into the text:
        # cutting 50 MB into strings (str.split) costs a copy of it and its page faults
        text = self.text
        size = len(text)
        pos = 0
        while pos <= size:
            cut = text.find("\n\n", pos)
            start, end = pos, (size if cut < 0 else cut)
            pos = end + 2
            if start == end:
                continue
            if text[start] == "\n" or text[end - 1] == "\n":  # three or more newlines in a row
                while start < end and text[start] == "\n":
                    start += 1
                while end > start and text[end - 1] == "\n":
                    end -= 1
                if start == end:
                    continue
            if not (self.lazy and self._plain_block(text, start, end)):
                self._careful_block(text[start:end], start)
        return self.ads

    def _layout_of(self, text: str, start: int, end: int) -> tuple[Layout, re.Match[str] | None] | None:
        """The layout whose lines ``text[start:end]`` has, with the match of its pattern (when it
        has one yet), or None when the block's lines are not all plain ``Name = value`` lines with
        distinct plain names (those blocks go to the grammar)."""
        recent = self.recent
        # layouts differ in their first lines or their last ones more often than in between, and
        # a match that fails late scans the whole block: the last line's name is checked first
        at = text.rfind("\n", start, end)
        last = start if at < 0 else at + 1
        if recent and text.startswith(recent[0].prefixes[-1], last):
            found = recent[0].match(text, start, end)  # most blocks have the last block's layout
            if found is not None:
                return recent[0], found
        count = text.count("\n", start, end) + 1
        for i in range(1, len(recent)):
            layout = recent[i]
            if len(layout.names) == count and text.startswith(layout.prefixes[-1], last):
                found = layout.match(text, start, end)
                if found is not None:
                    recent.insert(0, recent.pop(i))
                    return layout, found
        lines = text[start:end].split("\n")
        names = tuple(line.split(" = ", 1)[0] for line in lines)
        layouts = self.layouts
        layout = layouts.get(names, _UNSEEN)  # type: ignore[arg-type]
        if layout is _UNSEEN:
            lowered = [n.lower() for n in names]
            plain = (all(_NAME.fullmatch(n) for n in names) and len(set(lowered)) == len(lowered)
                     and _RESERVED.isdisjoint(lowered))
            layout = layouts[names] = Layout(names) if plain else None
        if layout is None or not layout.fits(lines):
            return None
        layout.count_use()
        if layout not in recent:
            recent.insert(0, layout)
            del recent[self.RECENT:]
        return layout, None

    def _plain_block(self, text: str, start: int = 0, end: int | None = None) -> bool:
        """Index the block ``text[start:end]`` of plain ``Name = value`` lines without parsing;
        False if it is not one."""
        end = len(text) if end is None else end
        if text.find("*", start, end) >= 0 and text.find("/*", start, end) >= 0:
            return False  # a comment could span lines: leave the block to the grammar
        known = self._layout_of(text, start, end)
        if known is None:
            return False
        self.ads.append(LazyAd(BlockTable(text, known[0], self.parser, start, end, known[1])))
        return True

    def _careful_block(self, block: str, start: int) -> None:
        """A block with banners, comments, odd spacing or several ads: split it as HTCondor's
        line reader does, then read each part (fast path first when lazy)."""
        first_line = self.text.count("\n", 0, start) + self.first_line
        part: list[tuple[int, str]] = []
        for number, line in enumerate(block.split("\n"), first_line):
            stripped = line.lstrip(" \t")
            if not line.strip() or line.startswith(_SKIPPED_PREFIXES):
                self._flush(part)
                part = []
            elif not stripped.startswith("#"):
                part.append((number, line))
        self._flush(part)

    def _flush(self, part: list[tuple[int, str]]) -> None:
        if not part:
            return
        text = "\n".join(line for _, line in part)
        if self.lazy and self._plain_block(text):
            return
        try:
            self.ads.append(_eager_old_ad(text))
        except ClassAdSyntaxError as err:
            _raise_for_first_bad_line(part)
            index = text.encode("utf-8", RAW)[:err.offset].count(b"\n")
            raise AdFileError(err.message, part[min(index, len(part) - 1)][0]) from None


_UNSEEN = Layout(())


def _raise_for_first_bad_line(part: list[tuple[int, str]]) -> None:
    """Name the first line of a refused block that is broken on its own (the grammar's error
    recovery may point elsewhere); return when every line is fine alone."""
    for number, line in part:
        match = _OLD_LINE.match(line)
        if match is None:
            shown = line.strip() if len(line.strip()) <= 40 else line.strip()[:37] + "..."
            raise AdFileError(f"expected 'Name = value', found {shown!r}", number)
        try:
            parse_old_value(line[match.end():])
        except ClassAdSyntaxError as err:
            raise AdFileError(err.message, number) from None


def _eager_old_ad(text: str) -> ClassAd:
    """One old-syntax ad (the lines of one block) through the grammar."""
    tree, source = parse_tree(text)
    root = tree.root_node
    kids = [k for k in root.named_children if k.type != "comment"]
    if root.has_error or any(k.type != "old_ad" for k in kids):
        # let the parser word the error (it finds the first broken node); lines the grammar
        # cannot read whole may still be read line by line as the library reads them
        ads = parse_ads(text)
        if not root.has_error:
            raise ClassAdSyntaxError("expected 'Name = value' lines", 0)
        return merge_ads(ads)
    try:
        return merge_ads(ad_from_node(kid, source) for kid in kids)
    except _LineReadable as err:
        # a comment where the library allows none, strings the old lexer splits: the lines
        # as the library reads them one by one
        return merge_ads(_forced_old_lines(root, text, err))


# -- new syntax -----------------------------------------------------------------------------------

def _read_new_lazily(text: str) -> tuple[list[ClassAd], ValueParser] | None:
    """New-syntax ads whose values stay text until looked up (the grammar finds where each
    value is, nothing is built); None when the text has a syntax error or anything the eager
    reader must judge (it then reads the text, and words the error)."""
    tree, source = parse_tree(text)
    root = tree.root_node
    if root.has_error:
        return None
    kids = [k for k in root.named_children if k.type != "comment"]
    if len(kids) == 1 and kids[0].type == "list":
        records = [k for k in kids[0].named_children if k.type != "comment"]
    else:
        records = kids
    if any(r.type != "record" for r in records):
        return None
    parser = ValueParser("new")
    ads: list[ClassAd] = []
    try:
        for record in records:
            entries: dict[str, tuple[str, object]] = {}
            for name, start, end in attribute_spans(record, source):
                key = name.lower()
                old = entries.get(key)  # a repeated name keeps its first spelling, takes the last value
                if old is not None:
                    parse_expr(old[1])  # the value it replaces is never looked up: check it now
                entries[key] = (old[0] if old is not None else name,
                                source[start:end].decode("utf-8", "surrogateescape"))
            ads.append(LazyAd(DictTable(entries, parser)))
    except ClassAdSyntaxError:
        return None
    return ads, parser


def _read_new(text: str) -> list[ClassAd]:
    """``-long:new`` output (a list of records) or records one after another."""
    try:
        if text.lstrip().startswith("{"):
            expr = parse_expr(text)
            if not isinstance(expr, ListExpr):
                raise AdFileError("expected a list of ads '{ [...], [...] }'")
            ads = []
            for number, item in enumerate(expr.items, 1):
                if not isinstance(item, RecordExpr):
                    raise AdFileError(f"item {number} of the list is not an ad")
                ads.append(ClassAd(item.attrs))
            return ads
        return parse_ads(text)
    except ClassAdSyntaxError as err:
        line = text.encode("utf-8", RAW)[:err.offset].count(b"\n") + 1
        raise AdFileError(err.message, line) from None


# -- entry point -----------------------------------------------------------------------------------

def read_text(path: str) -> str:
    """The text of the file at ``path`` as a text-mode read gives it (UTF-8, bytes that do not
    decode kept as surrogates, ``\r\n`` and lone ``\r`` made ``\n``), decoded at once from a
    map of the file: about half the time of a text-mode read on a dump of tens of megabytes.
    Raises OSError."""
    with open(path, "rb") as handle:
        try:
            # decoding from a map of the file spares a copy of it (and that copy's page faults)
            with mmap.mmap(handle.fileno(), 0, access=mmap.ACCESS_READ) as mapped:
                text = str(mapped, "utf-8", "surrogateescape")
        except (ValueError, OSError):  # an empty file, a pipe: nothing to map
            text = handle.read().decode("utf-8", "surrogateescape")
    if "\r" in text:
        text = text.replace("\r\n", "\n").replace("\r", "\n")
    return text


def read_ads(text: str, *, lazy: bool = False, format: Format | None = None, first_line: int = 1) -> AdFile:
    """Every ad in ``text``, in whichever form it is written (or the given ``format``).

    Raises :class:`AdFileError` for text in no known form, or (eager reading, and lazily for
    blocks the fast path cannot take) for text that does not parse. ``first_line`` numbers the
    text's first line in error messages (for a piece of a larger file)."""
    if "\r" in text:  # (one character is searched for much faster than two)
        text = text.replace("\r\n", "\n")  # HTCondor's line reader drops the carriage returns
    if text.startswith("\ufeff"):
        text = text[1:]
    kind = format or detect_format(text)
    if kind is None:
        return AdFile("long", [])
    if kind == "long":
        reader = _LongReader(text, lazy, first_line)
        return AdFile("long", reader.read(), parsers=[reader.parser])
    if kind == "new":
        lazily = _read_new_lazily(text) if lazy else None
        if lazily is not None:
            return AdFile("new", lazily[0], parsers=[lazily[1]])
        return AdFile("new", _read_new(text))
    if kind == "json":
        from .adjson import read_json

        ads, parser = read_json(text)
    else:
        from .adxml import read_xml

        ads, parser = read_xml(text)
    result = AdFile(kind, list(ads), parsers=[parser])
    if not lazy:
        result.ads = [_materialized(i, ad) for i, ad in enumerate(result.ads)]
    return result


def _materialized(index: int, ad: ClassAd) -> ClassAd:
    """A plain ad with every value parsed; raises for the first value that does not parse."""
    if not isinstance(ad, LazyAd):
        return ad
    parser = ad.table.parser
    before = len(parser.failures)
    plain = ad.materialize()
    if len(parser.failures) > before:
        name, raw, message = parser.failures[before]
        raise AdFileError(f"ad {index + 1}: the value of {name} does not parse: {message} ({raw!r})")
    return plain


def split_long(text: str, parts: int) -> list[tuple[int, str]]:
    """Long-form ``text`` cut into about ``parts`` pieces of similar size at blank lines (which
    always end an ad), as (number of the piece's first line, piece)."""
    if parts <= 1 or len(text) < 2 * parts:
        return [(1, text)]
    pieces: list[tuple[int, str]] = []
    start, line = 0, 1
    step = len(text) // parts
    while len(pieces) < parts - 1:
        cut = text.find("\n\n", start + step)
        if cut < 0:
            break
        pieces.append((line, text[start:cut + 1]))
        line += text.count("\n", start, cut + 2)
        start = cut + 2
    pieces.append((line, text[start:]))
    return pieces
