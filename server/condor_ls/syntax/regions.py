"""Stretches of a document's top-level statements, so that work on the syntax tree can be kept
per stretch and redone only where an edit fell.

A rule that walks every statement of a 15,000-line config on every keystroke spends its time
on statements the keystroke did not touch. :func:`regions` cuts the document into *regions*:
runs of whole top-level statements, cut at rows whose line id (see ``syntax.document``) is a
multiple of ``REGION_LINES``, where no statement spans the cut. Line ids stay with their lines
when text is added or removed elsewhere, so an edit changes the text of one region (two, if it
moves a cut) and leaves the others as they were. Results computed from a region's statements,
with positions relative to the region's start, are a function of the region's text: a
:class:`RegionCache` keeps them under that text and computes only the regions it has not seen.

A region's statements parse the same wherever the region stands, because it starts and ends
between top-level statements (checked on the current tree on every call). Regions holding a
syntax error are never kept: error recovery may look further than the region.
"""
from __future__ import annotations

import threading
import weakref
from collections import OrderedDict
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from typing import Generic, TypeVar

from tree_sitter import Node

from ..rounds import Rounds
from .document import Document
from .nodes import find_nodes, walk_with_depth

#: a row whose line id is a multiple of this may start a region
REGION_LINES = 64
#: versions of a document whose regions' results are kept (see ``condor_ls.rounds``)
VERSIONS_KEPT = 3
#: documents whose regions' results are kept
DOCUMENTS_KEPT = 16
#: a document of at most this many bytes is searched whole by :func:`find_in` (its one or two
#: regions would cost more to keep than to search again; a Python script's strings make tens of
#: such documents per analysis)
SMALL_DOCUMENT = 4096

T = TypeVar("T")


@dataclass(frozen=True, slots=True)
class Region:
    """Bytes ``start..end`` of the source, holding the top-level statements that start there."""

    start: int
    end: int
    #: the region's source bytes: what results computed from it are kept under
    key: bytes


class Layout:
    """One document version's regions (its top-level statements are found per region when asked
    for: making a node object for each of a large file's thousands of statements costs more
    than the rest of an edit's work on the tree)."""

    __slots__ = ("root", "regions")

    def __init__(self, root: Node, regions: tuple[Region, ...]) -> None:
        self.root = root
        self.regions = regions

    @property
    def statements(self) -> tuple[Node, ...]:
        """Every top-level statement."""
        return tuple(self.root.children)

    def statements_in(self, region: Region) -> list[Node]:
        """The top-level statements that start in ``region``, in order."""
        root = self.root
        child = root.child
        # the first statement starting in the region, by bisection (a child by index is found
        # by descending the tree's balanced hidden nodes)
        lo, hi = 0, root.child_count
        while lo < hi:
            mid = (lo + hi) // 2
            if child(mid).start_byte < region.start:  # type: ignore[union-attr]
                lo = mid + 1
            else:
                hi = mid
        out: list[Node] = []
        node = child(lo) if lo < root.child_count else None
        while node is not None and node.start_byte < region.end:
            out.append(node)
            node = node.next_sibling
        return out


_LAYOUTS: "weakref.WeakKeyDictionary[Document, Layout]" = weakref.WeakKeyDictionary()
_layouts_lock = threading.Lock()


def layout(document: Document) -> Layout:
    """The top-level statements and regions of ``document`` (computed once per version)."""
    with _layouts_lock:
        found = _LAYOUTS.get(document)
    if found is not None:
        return found
    found = _layout(document)
    with _layouts_lock:
        _LAYOUTS[document] = found
    return found


def regions(document: Document) -> tuple[Region, ...]:
    return layout(document).regions


def _layout(document: Document) -> Layout:
    root = document.tree.root_node
    source = document.source
    size = len(source)
    index = document.line_index
    cuts = [0]
    for row in document.rows_with_id_multiple(REGION_LINES):
        at = index.point_to_offset((row, 0))
        if at <= cuts[-1] or at >= size:
            continue
        # the top-level statement holding the row's start, if any (the smallest node there,
        # then up)
        node: Node | None = root.descendant_for_byte_range(at, at)
        while node is not None and node.parent is not None and node.parent != root:
            node = node.parent
        if node is not None and node != root and node.start_byte < at < node.end_byte:
            continue  # a statement spans the row: not a place to cut
        cuts.append(at)
    cuts.append(size)
    return Layout(root, tuple(Region(start, end, source[start:end]) for start, end in zip(cuts, cuts[1:])))


#: every region cache made (for clearing and counting)
_ALL: "weakref.WeakSet[RegionCache[object]]" = weakref.WeakSet()

#: computes a region's result from its statements and the region (positions relative to its start)
Compute = Callable[[Document, Region, Sequence[Node]], T]


class RegionCache(Generic[T]):
    """Per-region results of ``compute``, kept under each region's text for the regions of the
    last few versions of each document. ``compute`` must give positions relative to
    ``region.start`` and must not keep nodes: the same result serves the region wherever it
    moves."""

    def __init__(self, compute: Compute[T], keep: int = VERSIONS_KEPT, name: str = "") -> None:
        self.compute = compute
        self.keep = keep
        self.name = name or getattr(compute, "__qualname__", "regions")
        self._by_uri: OrderedDict[str, Rounds[bytes, T]] = OrderedDict()
        self._lock = threading.Lock()
        #: the answer for the last document asked about (several rules ask in one analysis)
        self._last: tuple[weakref.ref[Document], list[tuple[Region, T]]] | None = None
        #: regions computed and reused (observability for tests)
        self.computed = 0
        self.reused = 0
        _ALL.add(self)

    def __len__(self) -> int:
        with self._lock:
            kept = list(self._by_uri.values())
        return sum(len(rounds) for rounds in kept)

    def clear(self) -> None:
        with self._lock:
            self._by_uri.clear()
            self._last = None

    def each(self, document: Document) -> list[tuple[Region, T]]:
        """(region, result) for every region of ``document``, in order."""
        last = self._last
        if last is not None and last[0]() is document:
            return last[1]
        with self._lock:
            kept = self._by_uri.pop(document.uri, None)
            if kept is None:
                kept = Rounds(self.keep)
            self._by_uri[document.uri] = kept
            while len(self._by_uri) > DOCUMENTS_KEPT:
                self._by_uri.popitem(last=False)
        kept.next_round()
        out = list(self._each(document, kept))
        self._last = (weakref.ref(document), out)
        return out

    def _each(self, document: Document, kept: Rounds[bytes, T]) -> Iterator[tuple[Region, T]]:
        shape = layout(document)
        for region in shape.regions:
            found = kept.get(region.key)
            if found is None:
                nodes = shape.statements_in(region)
                found = self.compute(document, region, nodes)
                self.computed += 1
                # (a root that is itself an error holds pieces of statements, which parse
                # otherwise elsewhere: nothing of such a tree is kept)
                if not shape.root.is_error and not any(node.has_error for node in nodes):
                    kept.put(region.key, found)
            else:
                self.reused += 1
            yield region, found


# ---------------------------------------------------------------------------- nodes by type
#: per region: (statement index in the region, start and end relative to the region, type)
_Found = tuple[tuple[int, int, int, str], ...]


def _types_in(types: tuple[str, ...]) -> Compute[_Found]:
    wanted = frozenset(types)

    def compute(document: Document, region: Region, nodes: Sequence[Node]) -> _Found:
        out: list[tuple[int, int, int, str]] = []
        for index, statement in enumerate(nodes):
            for node, _depth, _field in walk_with_depth(statement):
                if node.type in wanted and node.is_named:
                    out.append((index, node.start_byte - region.start, node.end_byte - region.start, node.type))
        return tuple(out)

    return compute


_by_types: dict[tuple[str, ...], RegionCache[_Found]] = {}


def find_in(document: Document, types: tuple[str, ...]) -> list[Node]:
    """Every named node of ``types`` in ``document``, in document order, as
    ``syntax.nodes.find_nodes`` finds them, with the search kept per region: after an edit only
    the regions it changed are searched again. Meant for types that are rare in a file (``use``
    lines, includes, invalid lines): each node found is looked up again by position."""
    key = tuple(types)
    if len(document.source) <= SMALL_DOCUMENT:
        return find_nodes(document.tree, key)  # nothing to keep per region: one query in C
    cache = _by_types.get(key)
    if cache is None:
        cache = _by_types.setdefault(key, RegionCache(_types_in(key), name=f"find_in{key}"))
    shape = layout(document)
    out: list[Node] = []
    for region, found in cache.each(document):
        statements = shape.statements_in(region) if found else []
        for index, start, end, kind in found:
            if index >= len(statements):
                continue
            node = _node(statements[index], region.start + start, region.start + end, kind)
            if node is not None:
                out.append(node)
    return out


def _node(statement: Node, start: int, end: int, kind: str) -> Node | None:
    """The named node of ``kind`` spanning exactly ``start..end`` inside ``statement``."""
    node: Node | None = statement.descendant_for_byte_range(start, end)
    while node is not None:
        if node.type == kind and node.start_byte == start and node.end_byte == end and node.is_named:
            return node
        if node == statement or node.start_byte < start or node.end_byte > end:
            break
        node = node.parent
    return None


def sizes() -> dict[str, int]:
    """Entries of every region cache (for tests of boundedness)."""
    return {f"regions:{cache.name}": len(cache) for cache in list(_ALL)}


def clear() -> None:
    """Forget every region result (tests compare warm and cold analyses)."""
    for cache in list(_ALL):
        cache.clear()


__all__ = ["REGION_LINES", "Layout", "Region", "RegionCache", "layout", "regions", "find_in"]
