"""ClassAds whose attribute values are parsed only when an evaluation reaches them.

A ``condor_status -l`` dump of a large pool holds millions of attribute lines, and a policy
evaluation reads a few dozen attributes per slot. A :class:`LazyAd` keeps its attributes as raw
value text and parses one on first lookup, through a :class:`ValueParser` shared by all ads
read from one file: parses are cached by (attribute, text), so the slots of a pool, which repeat
most expressions, parse each expression once. Values that are plain literals (numbers, simple
strings, booleans) skip the grammar altogether.

The ad plugs into the evaluator through the record type's attribute table: ``_attrs`` is a
table whose ``get`` returns the ``(spelling, expression)`` pair the evaluator expects. Two
tables exist:

* :class:`BlockTable`, for a block of ``Name = value`` lines: it keeps the block's text and the
  offsets of its lines, and cuts a value out of the block when it is looked up. Nothing is
  created per attribute while reading, which is what makes reading a 45 MB dump fast.
* :class:`DictTable`, for ads from JSON or XML: a dict of raw text (or ready pairs).

Values set afterwards (the policy previewer publishes the config's knobs into each slot) are
kept beside the raw ones. ``raw(key)`` gives what a key holds without parsing: :class:`ReadLog`
records the keys an evaluation looked up, and :mod:`.readmemo` reuses a result for an ad whose
raw values under those keys are the same.

Parsing is exactly that of the eager reader: old-syntax values through
:func:`parser.parse_old_value`, new-syntax ones through :func:`parser.parse_expr`. A value that
does not parse becomes an error literal carrying the reason, and the parser lists the failures
for the caller to report (the eager reader refuses the whole file instead).
"""
from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Iterator
from typing import Literal as TypingLiteral

from .ad import ClassAd
from .ast import Expr, Literal
from .parser import ClassAdSyntaxError, parse_expr, parse_old_value
from .values import ERROR, UNDEFINED, ErrorValue

__all__ = ["LazyAd", "Table", "BlockTable", "DictTable", "Layout", "ValueParser", "ReadLog", "WHOLE_AD",
           "literal", "scalar_text", "Pair", "IdentityPair", "identity_pair", "REMOVED"]

Syntax = TypingLiteral["old", "new", "xml"]
Pair = tuple[str, Expr]

#: parses kept per parser before the cache is dropped wholesale (bounds memory on odd input)
_CACHE_LIMIT = 400_000
#: parse failures remembered for the report
_FAILURE_LIMIT = 100

#: a key logged when something read the whole ad (iteration): such a read cannot be replayed
WHOLE_AD = "\x00whole-ad"
_REMOVED = object()
#: an absent attribute in a table's cache of raw values
_ABSENT = object()
#: what a layer (``extra``/``shared``) holds for an attribute it takes away
REMOVED = _REMOVED

# -- literals that need no grammar --------------------------------------------------------------

#: plain decimal integers that surely fit 64 bits, and plain decimal reals
_INT = re.compile(r"-?(?:0|[1-9][0-9]{0,17})")
_REAL = re.compile(r"-?(?:0|[1-9][0-9]*)\.[0-9]+(?:[eE][+-]?[0-9]+)?")
_KEYWORDS: dict[str, object] = {"true": True, "false": False, "undefined": UNDEFINED, "error": ERROR}
_TRAILING_SPACE = " \t\r\f\v"
_MISSING = object()

#: shared literal nodes for values that repeat across ads
_LITERALS: dict[tuple[type, object], Literal] = {}


def literal(value: object) -> Literal:
    """A shared :class:`Literal` for a scalar value (one node per distinct typed value; the two
    zeros of a real are distinct values though they compare equal)."""
    key = (type(value), value) if type(value) is not float or value else (float, str(value))
    try:
        hit = _LITERALS.get(key)
    except TypeError:  # unhashable (never for scalars)
        return Literal(value)
    if hit is None:
        if len(_LITERALS) >= _CACHE_LIMIT:
            _LITERALS.clear()
        hit = _LITERALS[key] = Literal(value)
    return hit


def _plain_literal(text: str) -> Literal | None:
    """The literal ``text`` spells when the grammar would read it trivially, else None.

    Only forms whose reading is the same in old and new syntax are taken: decimal integers
    without a leading zero, decimal reals, strings without backslashes, and the keywords."""
    text = text.rstrip(_TRAILING_SPACE)
    if not text:
        return None
    first = text[0]
    if first == '"':
        body = text[1:-1]
        if len(text) >= 2 and text[-1] == '"' and '"' not in body and "\\" not in body:
            return literal(body)
        return None
    if first == "-" or "0" <= first <= "9":
        if _INT.fullmatch(text):
            return literal(int(text))
        if _REAL.fullmatch(text):
            return literal(float(text))
        return None
    keyword = _KEYWORDS.get(text.lower(), _MISSING)
    return None if keyword is _MISSING else literal(keyword)


def scalar_text(value: object) -> str | None:
    """New-syntax text that parses back to exactly the scalar ``value`` (None for values
    without such text: infinities and NaN). Readers store JSON and XML scalars this way, so
    that every raw value of an ad is text and ads compare by it."""
    if value is True:
        return "true"
    if value is False:
        return "false"
    if value is UNDEFINED:
        return "undefined"
    t = type(value)
    if t is int:
        return str(value)
    if t is float:
        text = repr(value)
        return text if text[-1].isdigit() else None
    if t is str:
        if value.isascii() and value.isprintable() and '"' not in value and "\\" not in value:  # type: ignore[union-attr]
            return f'"{value}"'  # nothing to escape
        from .unparse import unparse

        return unparse(literal(value))
    if t is ErrorValue or value is ERROR:
        return "error"
    return None


# -- parsing values on demand ---------------------------------------------------------------------

def _parse_function(syntax: Syntax) -> Callable[[str], Expr]:
    """How raw value text of each syntax is parsed: an old-syntax line's value, a new-syntax
    expression, or an XML ``<e>`` element's text."""
    if syntax == "old":
        return parse_old_value
    if syntax == "xml":
        from .adxml import parse_xml_expr

        return parse_xml_expr
    return parse_expr


class ValueParser:
    """Parses the raw attribute values of the ads read from one file, with a shared cache.

    Parses are cached by (attribute spelling, text): the same text under one name in many ads
    gives one expression object, as the library's expression cache shares them. Two attributes
    of one ad never share a non-literal node, because the evaluator's cycle check goes by node
    identity (the library's does too)."""

    __slots__ = ("syntax", "_parse", "_cache", "failures")

    def __init__(self, syntax: Syntax) -> None:
        self.syntax: Syntax = syntax
        self._parse: Callable[[str], Expr] = _parse_function(syntax)
        self._cache: dict[tuple[str, str], Pair] = {}  # (spelling, raw text) -> pair
        #: (attribute, text, message) of values that did not parse, the first few
        self.failures: list[tuple[str, str, str]] = []

    def resolve(self, key: str, raw: str, table: "Table") -> Pair:
        """The ``(spelling, expression)`` pair for raw value text ``raw`` of attribute ``key``
        (of ``table``, which knows the attribute's spelling)."""
        # keyed by the spelling, not the key: the pair carries the spelling, and ads of one file
        # may write one attribute differently ("A" in one, "a" in the next)
        spelling = table._spelling(key)
        cache = self._cache
        hit = cache.get((spelling, raw))
        if hit is not None:
            return hit
        expr: Expr | None = _plain_literal(raw)
        if expr is None:
            try:
                expr = self._parse(raw)
            except ClassAdSyntaxError as err:
                expr = self.failed(spelling, raw, err.message)
            except (RecursionError, MemoryError, ValueError) as err:
                expr = self.failed(spelling, raw, str(err) or type(err).__name__)
        if len(cache) >= _CACHE_LIMIT:
            cache.clear()
        hit = cache[(spelling, raw)] = (spelling, expr)
        return hit

    def failed(self, spelling: str, raw: str, message: str) -> Literal:
        """The error literal for a value that does not parse, noted in :attr:`failures`."""
        if len(self.failures) < _FAILURE_LIMIT:
            self.failures.append((spelling, raw, message))
        return Literal(ErrorValue(f"the value of {spelling} does not parse: {message}"))


class ReadLog:
    """Collects the keys looked up in a table while it records (see ``record``)."""

    __slots__ = ("keys",)

    def __init__(self) -> None:
        self.keys: list[str] = []


class IdentityPair(tuple):
    """A ``(spelling, expression)`` pair that equals only itself. Raw values that are not text
    are compared by identity when ads are compared (:mod:`.readmemo`): two structurally equal
    expressions are not interchangeable in general (``Literal(1) == Literal(True)`` in Python)."""

    __slots__ = ()
    __hash__ = object.__hash__

    def __eq__(self, other: object) -> bool:
        return self is other

    def __ne__(self, other: object) -> bool:
        return self is not other


def identity_pair(spelling: str, expr: Expr) -> IdentityPair:
    return IdentityPair((spelling, expr))


class Table:
    """What both tables share: the parser, the read log, values set after reading (``extra``:
    key -> pair, or a removal mark) and values laid over many ads at once (``shared``, the
    same dict object for all of them, consulted after ``extra``)."""

    __slots__ = ("parser", "log", "extra", "shared", "_raws", "_pairs")

    def __init__(self, parser: ValueParser) -> None:
        self.parser = parser
        self.log: ReadLog | None = None
        self.extra: dict[str, object] | None = None
        self.shared: dict[str, object] | None = None
        # while an ad is being worked on: key -> raw value, and key -> pair (None: absent)
        self._raws: dict[str, object] | None = None
        self._pairs: dict[str, object] | None = None

    def remember(self, on: bool) -> None:
        """Keep (or with False, drop) what keys resolved to, while this ad is evaluated
        repeatedly; layers must not change meanwhile (changing one forgets)."""
        self._raws, self._pairs = ({}, {}) if on else (None, None)

    def _forget(self) -> None:
        if self._raws is not None:
            self._raws, self._pairs = {}, {}

    def set_shared(self, layer: dict[str, object] | None) -> None:
        """Lay ``layer`` (one dict for many ads) over the ad."""
        if layer is not self.shared:
            self.shared = layer
            self._forget()

    def memo_value(self, key: str) -> object:
        """The raw value of ``key`` as :mod:`.readmemo` compares it (an absent attribute as a
        marker, not None)."""
        raws = self._raws
        if raws is not None:
            raw = raws.get(key)
            if raw is None:
                found = self._layered(key)
                raw = raws[key] = _ABSENT if found is None else found
            return raw
        found = self._layered(key)
        return _ABSENT if found is None else found

    def signature(self, keys: tuple[str, ...]) -> tuple:
        """The raw values of ``keys``, as a tuple (what :mod:`.readmemo` compares; an absent
        attribute shows as a marker, not None)."""
        raws = self._raws
        if raws is None:
            return tuple(_ABSENT if raw is None else raw for raw in map(self._layered, keys))
        found = tuple(map(raws.get, keys))
        if None in found:
            for key in keys:
                if key not in raws:
                    raw = self._layered(key)
                    raws[key] = _ABSENT if raw is None else raw
            found = tuple(map(raws.get, keys))
        return found

    # to be provided: _raw_base(key) -> str | Pair | None, _spelling(key), _base_keys()

    def _raw_base(self, key: str) -> object:
        raise NotImplementedError

    def _spelling(self, key: str) -> str:
        raise NotImplementedError

    def _base_keys(self) -> Iterable[str]:
        raise NotImplementedError

    def _layered_spelling(self, key: str) -> str:
        pair = self.raw(key)
        return pair[0] if isinstance(pair, tuple) else key  # type: ignore[index]

    def record(self, log: ReadLog | None) -> None:
        """Start (or with None, stop) logging every key looked up."""
        self.log = log

    def raw(self, key: str) -> object:
        """What ``key`` holds (raw text, a pair, or None), without parsing or logging."""
        raws = self._raws
        if raws is not None:
            raw = raws.get(key)
            if raw is None:
                raw = self._layered(key)
                raws[key] = _ABSENT if raw is None else raw
                return raw
            return None if raw is _ABSENT else raw
        return self._layered(key)

    def _layered(self, key: str) -> object:
        extra = self.extra
        if extra is not None:
            hit = extra.get(key, _MISSING)
            if hit is not _MISSING:
                return None if hit is _REMOVED else hit
        shared = self.shared
        if shared is not None:
            hit = shared.get(key, _MISSING)
            if hit is not _MISSING:
                return None if hit is _REMOVED else hit
        return self._raw_base(key)

    def get(self, key: str, default: object = None) -> object:
        log = self.log
        if log is not None:
            log.keys.append(key)
        pairs = self._pairs
        if pairs is not None:
            pair = pairs.get(key, _MISSING)
            if pair is _MISSING:
                raw = self.raw(key)
                pair = pairs[key] = raw if type(raw) is not str else self.parser.resolve(key, raw, self)
            return default if pair is None else pair
        raw = self._layered(key)
        if raw is None:
            return default
        if type(raw) is str:
            return self.parser.resolve(key, raw, self)
        return raw  # a pair

    def __contains__(self, key: object) -> bool:
        if type(key) is not str:
            return False
        log = self.log
        if log is not None:
            log.keys.append(key)
        return self.raw(key) is not None

    def __setitem__(self, key: str, pair: Pair) -> None:
        self._forget()
        if self.extra is None:
            self.extra = {}
        self.extra[key] = pair if type(pair) is IdentityPair else IdentityPair(pair)

    def pop(self, key: str, default: object = None) -> object:
        found = self.get(key)
        if found is None:
            return default
        self._forget()
        if self.extra is None:
            self.extra = {}
        self.extra[key] = _REMOVED
        return found

    def keys(self) -> list[str]:
        """Every key, in the order the ad gives its attributes (logged as a read of all)."""
        log = self.log
        if log is not None:
            log.keys.append(WHOLE_AD)
        layers = [layer for layer in (self.extra, self.shared) if layer]
        keys = list(self._base_keys())
        seen = set(keys)
        for layer in reversed(layers):
            keys.extend(k for k in layer if k not in seen)
            seen.update(layer)
        return [k for k in keys if self.raw(k) is not None]

    def values(self) -> list[Pair]:
        saved, self.log = self.log, None
        try:
            return [self.get(k) for k in self.keys()]  # type: ignore[misc]
        finally:
            self.log = saved
            if saved is not None:
                saved.keys.append(WHOLE_AD)

    def items(self) -> list[tuple[str, Pair]]:
        keys = self.keys()
        return list(zip(keys, self.values()))

    def __iter__(self) -> Iterator[str]:
        return iter(self.keys())

    def __len__(self) -> int:
        return len(self.keys())


class Layout:
    """The attribute names of a block of lines: their order, lower-cased keys, spellings, and
    the ``Name = `` prefix each line starts with. Slots of one pool mostly print the same names
    in the same order, so the reader shares one layout between the ads that have them, and
    checks a block against a known layout with one regular-expression match."""

    __slots__ = ("names", "keys", "index", "prefixes", "markers", "skip", "seen", "_pattern", "hints")

    #: blocks seen with a layout before its pattern is compiled (one-off layouts never are)
    COMPILE_AFTER = 2

    def __init__(self, names: Iterable[str]) -> None:
        self.names: tuple[str, ...] = tuple(names)
        self.keys: tuple[str, ...] = tuple(n.lower() for n in self.names)
        self.index: dict[str, int] = {k: i for i, k in enumerate(self.keys)}
        self.prefixes: tuple[str, ...] = tuple(n + " = " for n in self.names)
        self.markers: tuple[str, ...] = tuple("\n" + p for p in self.prefixes)
        self.skip: tuple[int, ...] = tuple(len(p) for p in self.prefixes)
        self.seen = 0
        self._pattern: re.Pattern[str] | None = None
        #: where each line started in the last block it was looked up in: blocks of one layout
        #: are alike, so a search for a line starts a little before there
        self.hints: list[int] = [0] * len(self.names)

    def fits(self, lines: list[str]) -> bool:
        """Whether ``lines`` are this layout's lines (each starts with its ``Name = ``)."""
        return len(lines) == len(self.prefixes) and all(map(str.startswith, lines, self.prefixes))

    def match(self, text: str, start: int = 0, end: int | None = None) -> re.Match[str] | None:
        """The match of this layout's compiled pattern with all of ``text[start:end]`` (None when
        the block does not have its lines, or while the layout has no pattern yet). Group
        ``i + 1`` is line ``i``'s value."""
        pattern = self._pattern
        return None if pattern is None else pattern.fullmatch(text, start, len(text) if end is None else end)

    def matches(self, text: str, start: int = 0, end: int | None = None) -> bool:
        """Whether ``text[start:end]`` is this layout's lines (False while it has no pattern)."""
        return self.match(text, start, end) is not None

    def count_use(self) -> None:
        self.seen += 1
        if self._pattern is None and self.seen >= self.COMPILE_AFTER:
            # '.' stops at a newline as [^\n] does, and the engine skips over it faster; a group
            # per value costs little in the scan and makes a lookup one call instead of a search
            self._pattern = re.compile("\n".join(re.escape(p) + "(.*)" for p in self.prefixes))


class BlockTable(Table):
    """The attributes of a block of ``Name = value`` lines whose names are ``layout``'s, in
    that order (the reader has checked it): ``text[start:end]``, where ``text`` may be the
    whole file (the block is not copied out of it). A value is cut out of the block when looked
    up: from the layout pattern's match with the block when there is one (``found``: where
    each value is, which the check of the block found anyway), else from the line found by its
    ``Name = `` prefix, which no other line can hold."""

    __slots__ = ("text", "start", "end", "layout", "found")

    def __init__(self, text: str, layout: Layout, parser: ValueParser, start: int = 0, end: int | None = None,
                 found: re.Match[str] | None = None) -> None:
        super().__init__(parser)
        self.text = text
        self.start = start
        self.end = len(text) if end is None else end
        self.layout = layout
        self.found = found

    @property
    def block(self) -> str:
        """The block's text."""
        return self.text[self.start:self.end]

    def value_text(self, i: int) -> str:
        found = self.found
        if found is not None:
            return found.group(i + 1)
        text, layout, base, stop = self.text, self.layout, self.start, self.end
        if i:
            marker = layout.markers[i]
            hints = layout.hints
            begin = hints[i] - 256
            at = text.find(marker, base + begin, stop) if begin > 0 else text.find(marker, base, stop)
            if at < 0:
                at = text.find(marker, base, stop)  # the line is earlier than the hint: the marker is unique
            hints[i] = at - base
            start = at + 1 + layout.skip[i]
        else:
            start = base + layout.skip[0]
        end = text.find("\n", start, stop)
        return text[start:stop] if end < 0 else text[start:end]

    def _raw_base(self, key: str) -> object:
        i = self.layout.index.get(key)
        return None if i is None else self.value_text(i)

    def _spelling(self, key: str) -> str:
        layout = self.layout
        i = layout.index.get(key)
        if i is not None:
            return layout.names[i]
        return self._layered_spelling(key)

    def _base_keys(self) -> Iterable[str]:
        return self.layout.keys


class DictTable(Table):
    """The attributes of an ad read from JSON or XML: key -> (spelling, raw text or pair)."""

    __slots__ = ("entries",)

    def __init__(self, entries: dict[str, tuple[str, object]], parser: ValueParser) -> None:
        super().__init__(parser)
        for key, (spelling, raw) in entries.items():
            if type(raw) is tuple:
                entries[key] = (spelling, IdentityPair(raw))
        self.entries = entries

    def _raw_base(self, key: str) -> object:
        hit = self.entries.get(key)
        return None if hit is None else hit[1]

    def _spelling(self, key: str) -> str:
        hit = self.entries.get(key)
        if hit is not None:
            return hit[0]
        return self._layered_spelling(key)

    def _base_keys(self) -> Iterable[str]:
        return self.entries.keys()


class LazyAd(ClassAd):
    """A top-level ClassAd whose values are parsed on first lookup (see the module docs).

    It behaves as a :class:`ClassAd` everywhere: ``lookup``, ``items``, ``set`` and the
    evaluator see parsed expressions."""

    __slots__ = ()

    def __init__(self, table: Table) -> None:
        self._attrs = table  # type: ignore[assignment]
        self.parent = None

    @property
    def table(self) -> Table:
        return self._attrs  # type: ignore[return-value]

    def set(self, name: str, expr: Expr) -> None:
        key = name.lower()
        table: Table = self._attrs  # type: ignore[assignment]
        old = table.raw(key)
        spelling = name if old is None else (old[0] if isinstance(old, tuple) else table._spelling(key))  # type: ignore[index]
        table[key] = (spelling, expr)

    def names(self) -> list[str]:
        table: Table = self._attrs  # type: ignore[assignment]
        saved, table.log = table.log, None
        try:
            return [table._spelling(k) for k in table.keys()]
        finally:
            table.log = saved

    def materialize(self) -> ClassAd:
        """A plain ClassAd with every value parsed."""
        return ClassAd(self._attrs.values())

    def failures(self) -> list[tuple[str, str, str]]:
        return list(self.table.parser.failures)
