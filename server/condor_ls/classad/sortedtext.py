"""Ads written as one text per attribute, sorted by name regardless of case (the order
``condor_submit -dump``'s long form, ``condor_q -l`` sorted and ``condor_q -json`` use).

Writing thousands of job ads of one cluster is mostly writing the same lines again: a proc's ad
is its cluster's ad with a dozen attributes changed. :class:`SortedAdText` renders the base of a
:class:`.ad.DerivedAd` once, keeps the joined text of the base around each set of changed names
it meets (procs of a cluster mostly change the same names), and renders only the changed
attributes of each ad. Ads that are not derived
(or whose base changes) are rendered in full, with each expression's text remembered while the
expression is alive, so the output never depends on which path was taken.
"""
from __future__ import annotations

from bisect import bisect_left
from collections.abc import Callable

from .ad import ClassAd, DerivedAd
from .ast import Expr

__all__ = ["SortedAdText"]

#: skeletons kept per base (a bound for ads that change many different sets of names)
_SKELETON_LIMIT = 1024
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
        #: the base's text around each set of changed names met (see :meth:`_skeleton`)
        self._skeletons: dict[tuple[str, ...], list[str]] = {}
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
        self._skeletons = {}

    def _skeleton(self, changed: tuple[str, ...]) -> list[str]:
        """The base's text around ``changed`` names: ``len(changed) + 1`` joined runs of base
        lines (empty where two changed names are neighbours), the changed names' own lines left
        out."""
        index = self._index
        runs: list[str] = []
        pos = 0
        for key in changed:
            at = index.get(key)
            after = at + 1 if at is not None else bisect_left(self._keys, key)
            if at is None:
                at = after
            runs.append(self._sep.join(self._lines[pos:at]))
            pos = after
        runs.append(self._sep.join(self._lines[pos:]))
        if len(self._skeletons) >= _SKELETON_LIMIT:
            self._skeletons.clear()
        self._skeletons[changed] = runs
        return runs

    def _derived(self, ad: DerivedAd, base: ClassAd) -> str:
        if base is not self._base:
            self._use_base(base)
        changed = tuple(ad.changed())
        runs = self._skeletons.get(changed)
        if runs is None:
            runs = self._skeleton(changed)
        attrs = ad._attrs  # noqa: SLF001
        render = self._render
        pieces = [runs[0]]
        for i, key in enumerate(changed):
            item = attrs.get(key)
            if item is not None:
                pieces.append(render(item[0], item[1]))
            pieces.append(runs[i + 1])
        if self._sep:
            return self._sep.join([piece for piece in pieces if piece])
        return "".join(pieces)
