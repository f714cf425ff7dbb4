"""Cycles in a DAG's dependencies, found across splices and includes.

condor_dagman accepts a DAG with a cycle: it looks for one at start-up only when
``DAGMAN_STARTUP_CYCLE_DETECT`` is true (``Dag::isCycle`` in ``dag_main``); otherwise the nodes
of the cycle never become ready, and once nothing else can run the DAG ends, reporting the
cycle then (``DAG finished but not all nodes are complete -- checking for a cycle``). The
search here is Tarjan's strongly connected components, iterative (deep DAGs must not
overflow Python's stack), over the dependencies with condor_dagman's join nodes in place.
"""
from __future__ import annotations

from collections import deque
from collections.abc import Iterable

from .model import Dag, Node, NodeKind, Span


def cycles(dag: Dag) -> list[list[Node]]:
    """One cycle (a list of nodes, the first repeated at the end implied) per group of nodes
    that depend on each other; a node that is its own parent gives ``[node]``."""
    nodes = list(dag.node_order)
    index: dict[Node, int] = {}
    low: dict[Node, int] = {}
    on_stack: set[Node] = set()
    stack: list[Node] = []
    groups: list[list[Node]] = []
    counter = 0
    for root in nodes:
        if root in index:
            continue
        work: list[tuple[Node, Iterable[Node]]] = [(root, iter(root.children))]
        index[root] = low[root] = counter
        counter += 1
        stack.append(root)
        on_stack.add(root)
        while work:
            node, children = work[-1]
            advanced = False
            for child in children:
                if child not in index:
                    index[child] = low[child] = counter
                    counter += 1
                    stack.append(child)
                    on_stack.add(child)
                    work.append((child, iter(child.children)))
                    advanced = True
                    break
                if child in on_stack and index[child] < low[node]:
                    low[node] = index[child]
            if advanced:
                continue
            work.pop()
            if work:
                parent = work[-1][0]
                if low[node] < low[parent]:
                    low[parent] = low[node]
            if low[node] == index[node]:
                group = []
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    group.append(member)
                    if member is node:
                        break
                if len(group) > 1 or node in node.children:
                    groups.append(group)
    return [_cycle_in(group) for group in groups]


def _cycle_in(group: list[Node]) -> list[Node]:
    """A shortest way round from one member of a strongly connected group back to itself
    (breadth first, so the path shown is as short as the group allows)."""
    members = set(group)
    start = min(group, key=lambda n: (n.kind is NodeKind.JOIN, n.id))
    previous: dict[Node, Node | None] = {start: None}
    queue = deque([start])
    while queue:
        node = queue.popleft()
        for child in node.children:
            if child is start:
                path: list[Node] = []
                at: Node | None = node
                while at is not None:
                    path.append(at)
                    at = previous[at]
                path.reverse()
                return path
            if child in members and child not in previous:
                previous[child] = node
                queue.append(child)
    return list(group)


def cycle_spans(cycle: list[Node]) -> list[Span]:
    """The PARENT/CHILD statements that make the steps of ``cycle``."""
    spans = []
    for i, node in enumerate(cycle):
        child = cycle[(i + 1) % len(cycle)]
        arc = node.children.get(child)
        if arc is not None and arc.sources:
            spans.append(arc.sources[0])
    return spans


def shown(cycle: list[Node]) -> list[Node]:
    """The cycle without condor_dagman's join nodes (the user never wrote them)."""
    return [n for n in cycle if n.kind is not NodeKind.JOIN] or cycle
