"""Ads written as one text per attribute, sorted by name regardless of case (the order
``condor_submit -dump``'s long form, ``condor_q -l`` sorted and ``condor_q -json`` use).

Writing thousands of job ads of one cluster is mostly writing the same lines again: a proc's ad
is its cluster's ad with a dozen attributes changed. :class:`SortedAdText` renders the base of a
:class:`.ad.DerivedAd` once, keeps the joined text of each run of base attributes between two
changed names, and renders only the changed attributes of each ad. Ads that are not derived
(or whose base changes) are rendered in full, with each expression's text remembered while the
expression is alive, so the output never depends on which path was taken.
"""
from __future__ import annotations

from bisect import bisect_left
from collections.abc import Callable

from .ad import ClassAd, DerivedAd
from .ast import Expr

__all__ = ["SortedAdText"]

#: joined runs of base lines kept per base (a bound for ads that change many different names)
_SEGMENT_LIMIT = 4096
#: texts of expressions kept for ads rendered in full
_TEXT_LIMIT = 100_000


class SortedAdText:
    """Joins ``render(name, expr)`` of an ad's attributes, sorted by lower-case name, with
    ``sep``."""

    def __init__(self, render: Callable[[str, Expr], str], sep: str = "") -> None:
        self._render = render
        self._sep = sep
        self._base: ClassAd | None = None
        self._keys: list[str] = []
        self._index: dict[str, int] = {}
        self._lines: list[str] = []
        self._segments: dict[tuple[int, int], str] = {}
        #: id(expr) -> (expr, name, text) for ads rendered in full (the expression kept here
        #: keeps its id valid)
        self._texts: dict[int, tuple[object, str, str]] = {}

    def text(self, ad: ClassAd) -> str:
        if isinstance(ad, DerivedAd) and ad.base is not None:
            return self._derived(ad, ad.base)
        return self._full(ad)

    def _full(self, ad: ClassAd) -> str:
        texts = self._texts
        render = self._render
        pieces: list[tuple[str, str]] = []
        for name, expr in ad.items():  # any ad (a lazily parsed one too): its public view
            hit = texts.get(id(expr))
            if hit is None or hit[0] is not expr or hit[1] != name:
                if len(texts) >= _TEXT_LIMIT:
                    texts.clear()
                hit = texts[id(expr)] = (expr, name, render(name, expr))
            pieces.append((name.lower(), hit[2]))
        pieces.sort(key=lambda piece: piece[0])
        return self._sep.join([text for _, text in pieces])

    def _use_base(self, base: ClassAd) -> None:
        attrs = base._attrs  # noqa: SLF001
        self._base = base
        self._keys = sorted(attrs)
        self._index = {key: i for i, key in enumerate(self._keys)}
        self._lines = [self._render(*attrs[key]) for key in self._keys]
        self._segments = {}

    def _segment(self, start: int, end: int) -> str:
        hit = self._segments.get((start, end))
        if hit is None:
            if len(self._segments) >= _SEGMENT_LIMIT:
                self._segments.clear()
            hit = self._segments[(start, end)] = self._sep.join(self._lines[start:end])
        return hit

    def _derived(self, ad: DerivedAd, base: ClassAd) -> str:
        if base is not self._base:
            self._use_base(base)
        attrs = ad._attrs  # noqa: SLF001
        index = self._index
        pieces: list[str] = []
        pos = 0
        for key in ad.changed():
            at = index.get(key)
            if at is None:  # a name the base does not have: it goes between two base lines
                at = bisect_left(self._keys, key)
                after = at
            else:
                after = at + 1
            if at > pos:
                pieces.append(self._segment(pos, at))
            item = attrs.get(key)
            if item is not None:
                pieces.append(self._render(item[0], item[1]))
            pos = after
        if pos < len(self._keys):
            pieces.append(self._segment(pos, len(self._keys)))
        return self._sep.join(pieces)
