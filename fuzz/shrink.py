"""Delta-debugging minimisation of a failing generated case.

A case is a tuple of roots (for ClassAds: the expression, MY and TARGET; for configs: the
files of the set), each a :class:`fuzz.tree.Node` or None. Each round proposes smaller
variants, outermost cuts first: a whole item of a variadic node (list element, call argument,
record or ad attribute, knob line, file) removed, a node replaced by one of its expression
children, or by a plain leaf. The first variant that still fails becomes the case and the next
round starts from it, until no variant fails (a 1-minimal case, in Zeller's sense, for these
operations) or the test budget is spent.

Variants are tested in batches (``still_fails`` gets a list and returns the index of the first
failing one), because each test is a round trip to the reference library in another process.
"""
from __future__ import annotations

from typing import Callable, Iterator, Sequence

from .tree import Node, paths, replace_at

Case = tuple[Node | None, ...]
#: given candidate cases, the index of the first that still shows the failure, or None
Oracle = Callable[[Sequence[Case]], "int | None"]


def weight(case: Case) -> tuple[int, int]:
    """What "smaller" means: fewer nodes, then shorter text."""
    nodes = sum(r.size() for r in case if r is not None)
    text = sum(len(r.render()) for r in case if r is not None)
    return nodes, text


def _replacements(node: Node, leaves: Sequence[Node]) -> Iterator[Node]:
    """Smaller stand-ins for an expression node: its expression descendants (children first,
    then grandchildren), then plain leaves."""
    seen: set[str] = set()
    kids = [c for c in node.children if c.expr]
    grand = [g for c in node.children for g in c.children if g.expr]
    for cand in (*kids, *grand, *leaves):
        text = cand.render()
        if text in seen or cand is node:
            continue
        seen.add(text)
        yield cand


def variants(case: Case, leaves: Sequence[Node], extra: Callable[[Case], Iterator[Case]] | None = None) -> Iterator[Case]:
    """Every one-step simplification of ``case``, biggest cuts first."""
    if extra is not None:
        yield from extra(case)
    for ri, root in enumerate(case):
        if root is None:
            continue
        for path, node in paths(root):
            parent = _at(root, path[:-1]) if path else None
            if parent is not None and parent.variadic:
                yield _with(case, ri, replace_at(root, path, None))
            if node.expr:
                own = node.render()
                for rep in _replacements(node, leaves):
                    if rep.render() != own:
                        yield _with(case, ri, replace_at(root, path, rep))


def _at(root: Node, path: tuple[int, ...]) -> Node:
    node = root
    for i in path:
        node = node.children[i]
    return node


def _with(case: Case, index: int, root: Node) -> Case:
    out = list(case)
    out[index] = root
    return tuple(out)


def minimise(case: Case, still_fails: Oracle, leaves: Sequence[Node], *,
             extra: Callable[[Case], Iterator[Case]] | None = None, budget: int = 3000,
             batch: int = 64, seconds: float = 120.0) -> tuple[Case, int]:
    """The smallest variant of ``case`` found that still fails, and the number of tests run;
    at most ``budget`` tests and about ``seconds`` of wall-clock time (a case that is slow to
    evaluate stops early, with the smallest variant found so far)."""
    import time

    deadline = time.monotonic() + seconds
    tests = 0
    current = case
    current_weight = weight(case)
    while tests < budget and time.monotonic() < deadline:
        found = None
        pending: list[Case] = []
        for cand in variants(current, leaves, extra):
            if weight(cand) >= current_weight:
                continue
            pending.append(cand)
            if len(pending) >= batch:
                tests += len(pending)
                hit = still_fails(pending)
                if hit is not None:
                    found = pending[hit]
                    break
                pending = []
                if tests >= budget or time.monotonic() >= deadline:
                    break
        if found is None and pending and tests < budget:
            tests += len(pending)
            hit = still_fails(pending)
            if hit is not None:
                found = pending[hit]
        if found is None:
            break
        current, current_weight = found, weight(found)
    return current, tests
