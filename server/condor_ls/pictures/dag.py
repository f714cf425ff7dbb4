"""A DAG (a DAGMan workflow) as a chart: nodes in layers, parents above children.

This module takes a neutral description, not a parser's model, so that the ``.dag`` support
(helper ``dag``'s model) plugs in by converting its nodes and edges:

    from condor_ls.pictures.dag import DagNode, dag_section
    from condor_ls.pictures.page import render_page

    section = dag_section([DagNode(name, kind=kind, detail=submit_file) for ...],   # JOB, SUBDAG ...
                          [(parent, child) for ...])
    page = render_page("workflow.dag", [section])

The layout is computed here (longest path from the roots gives the layer, nodes of a layer are
ordered by the mean position of their parents), so the picture is the same on every run and the
chart library only draws. A cycle (DAGMan rejects one) is drawn with the edges that close it
marked, rather than refused.
"""
from __future__ import annotations

from collections import Counter, defaultdict
from collections.abc import Sequence
from dataclasses import dataclass

from .page import Chart, Section, escape

__all__ = ["DagNode", "dag_layout", "dag_chart", "dag_section"]

KIND_COLORS = {"JOB": "#0969da", "SUBDAG": "#8250df", "SPLICE": "#bf8700", "FINAL": "#1a7f37",
               "PROVISIONER": "#57606a", "SERVICE": "#57606a"}
LAYER_STEP = 110
ORDER_STEP = 150
#: the widest layer is drawn at most this many pixels wide
FIT_WIDTH = 1000
#: nodes drawn at most (a larger DAG is summarised: the chart would be unreadable anyway)
MAX_NODES = 2000


@dataclass(frozen=True)
class DagNode:
    name: str
    kind: str = "JOB"
    detail: str = ""        # plain text shown on hover (the submit file, the node's status ...)


def dag_layout(names: Sequence[str], edges: Sequence[tuple[str, str]]) -> tuple[dict[str, tuple[int, int]], list[tuple[str, str]]]:
    """(name -> (layer, order within the layer), the edges that close a cycle)."""
    children: dict[str, list[str]] = defaultdict(list)
    parents: dict[str, list[str]] = defaultdict(list)
    known = set(names)
    for parent, child in edges:
        if parent in known and child in known:
            children[parent].append(child)
            parents[child].append(parent)
    # depth-first order from the roots; an edge to a node still on the stack closes a cycle
    state: dict[str, int] = {}
    order: list[str] = []
    back: list[tuple[str, str]] = []
    for root in names:
        if root in state:
            continue
        stack = [(root, iter(children[root]))]
        state[root] = 1
        while stack:
            node, pending = stack[-1]
            child = next(pending, None)
            if child is None:
                stack.pop()
                state[node] = 2
                order.append(node)
            elif state.get(child) == 1:
                back.append((node, child))
            elif child not in state:
                state[child] = 1
                stack.append((child, iter(children[child])))
    cut = set(back)
    layer: dict[str, int] = {}
    for node in reversed(order):  # a topological order once the cycle edges are cut
        layer[node] = max((layer[p] + 1 for p in parents[node] if (p, node) not in cut and p in layer), default=0)
    by_layer: dict[int, list[str]] = defaultdict(list)
    for node in names:
        by_layer[layer[node]].append(node)
    position: dict[str, tuple[int, int]] = {}
    rank = {name: i for i, name in enumerate(names)}

    def weight(node: str) -> float:
        above = [position[p][1] for p in parents[node] if p in position]
        return sum(above) / len(above) if above else float("inf")

    for depth in sorted(by_layer):
        ranked = sorted(by_layer[depth], key=lambda n: (weight(n), rank[n]))
        for i, node in enumerate(ranked):
            position[node] = (depth, i)
    return position, back


def dag_chart(nodes: Sequence[DagNode], edges: Sequence[tuple[str, str]], chart_id: str = "dag-graph") -> Chart:
    shown = list(nodes)[:MAX_NODES]
    names = list(dict.fromkeys(n.name for n in shown))
    position, back = dag_layout(names, edges)
    per_layer = Counter(layer for layer, _ in position.values())
    widest = max(per_layer.values(), default=1)
    kinds = list(dict.fromkeys([*KIND_COLORS, *(n.kind.upper() for n in shown)]))
    data = []
    for node in shown:
        if node.name not in position:  # a repeated name: drawn once
            continue
        layer, order = position.pop(node.name)
        row = per_layer[layer]
        x = (order - (row - 1) / 2) * ORDER_STEP
        data.append({"name": node.name, "x": x, "y": layer * LAYER_STEP, "symbolSize": 22,
                     "category": kinds.index(node.kind.upper()),
                     "tip": f"<b>{escape(node.name)}</b> ({escape(node.kind)})"
                            + (f"<br>{escape(node.detail)}" if node.detail else "")})
    closing = set(back)
    known = set(names)
    links = [{"source": p, "target": c,
              "lineStyle": {"color": "#cf222e" if (p, c) in closing else "#8c959f", "width": 2 if (p, c) in closing else 1,
                            "curveness": 0.25 if (p, c) in closing else 0},
              "tip": f"{escape(p)} → {escape(c)}" + (" (closes a cycle)" if (p, c) in closing else "")}
             for p, c in edges if p in known and c in known]
    depth = max(per_layer, default=0)
    # the chart library stretches the layout to the box it is given: give it a box of the layout's
    # own proportions (1 unit = 1 pixel, shrunk to fit the page's width), centred
    span_x, span_y = (widest - 1) * ORDER_STEP, depth * LAYER_STEP
    fit = min(1.0, FIT_WIDTH / span_x) if span_x else 1.0
    box = {"left": "center", "top": 30, "width": max(1, round(span_x * fit)), "height": max(1, round(span_y * fit))}
    option = {
        "animation": False,
        "tooltip": {"fromData": True, "confine": True},
        "legend": {"data": [k for k in kinds if any(n.kind.upper() == k for n in shown)], "bottom": 4},
        "series": [{"type": "graph", "layout": "none", "roam": True,
                    "categories": [{"name": k, "itemStyle": {"color": KIND_COLORS.get(k, "#57606a")}} for k in kinds],
                    "edgeSymbol": ["none", "arrow"], "edgeSymbolSize": 7,
                    "label": {"show": True, "position": "right", "fontSize": 11},
                    "data": data, "links": links, **box}],
    }
    return Chart(chart_id, option, height=box["height"] + 100)


def dag_section(nodes: Sequence[DagNode], edges: Sequence[tuple[str, str]], title: str = "DAG") -> Section:
    """A page section with the graph, and a note when nodes were left out or a cycle was found."""
    chart = dag_chart(nodes, edges)
    _, back = dag_layout(list(dict.fromkeys(n.name for n in list(nodes)[:MAX_NODES])), edges)
    notes = []
    if len(nodes) > MAX_NODES:
        notes.append(f"only the first {MAX_NODES:,} of {len(nodes):,} nodes are drawn")
    if back:
        notes.append("a cycle: " + ", ".join(f"{escape(p)} → {escape(c)}" for p, c in back[:10]) + " (drawn in red)")
    body = "".join(f'<p class="muted">{n}</p>' for n in notes)
    return Section(title, body, (chart,), id="dag")
