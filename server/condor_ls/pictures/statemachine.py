"""The startd's state machine as a chart, with the moves the policy makes for given slots.

Nodes are (state, activity) pairs (``analysis.policy.transitions.STATES``), laid out by state
the way the HTCondor manual's diagram places them: Owner on the left, Unclaimed and Matched
above, Claimed on the right, Preempting and Backfill below. Edges are the rules of
``transitions.TRANSITIONS`` (the moves a policy expression causes), drawn faint; the moves that
fire for the slots previewed are drawn strong, labelled with the manual's letter and number and
how many slots take them. Moves caused by outside events (a match, a claim, the job exiting,
draining) are not rules of the table and are not drawn.
"""
from __future__ import annotations

import math
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass

from ..analysis.policy.preview import PolicyPreview
from ..analysis.policy.transitions import STATES, TRANSITIONS, VACATE_OR_KILL, Transition
from .page import Chart, escape

__all__ = ["STATE_COLORS", "STATE_ORIGIN", "Path", "paths_of", "state_machine_chart", "node_id"]

#: where each state's first activity sits (chart units); its other activities go below it
STATE_ORIGIN: dict[str, tuple[int, int]] = {
    "Owner": (0, 260), "Unclaimed": (260, 40), "Matched": (520, 40), "Claimed": (780, 120),
    "Preempting": (520, 420), "Backfill": (260, 420), "Drained": (0, 480),
}
ACTIVITY_STEP = 75
#: the layout's width and height (the right-most state's x, the lowest activity's y, less the top)
_SPAN = (max(x for x, _ in STATE_ORIGIN.values()),
         max(y + (len(STATES[s]) - 1) * ACTIVITY_STEP for s, (_, y) in STATE_ORIGIN.items())
         - min(y for _, y in STATE_ORIGIN.values()))
STATE_COLORS: dict[str, str] = {
    "Owner": "#8250df", "Unclaimed": "#1a7f37", "Matched": "#0969da", "Claimed": "#bf8700",
    "Preempting": "#cf222e", "Backfill": "#57606a", "Drained": "#6e7781",
}
FIRED = "#cf222e"
IDLE_EDGE = "#afb8c1"


def node_id(state: str, activity: str) -> str:
    return f"{state}/{activity}"


@dataclass(frozen=True)
class Path:
    """Where a slot starts and the moves its policy makes from there."""

    state: str
    activity: str
    transitions: tuple[Transition, ...]

    @property
    def final(self) -> tuple[str, str]:
        last = self.transitions[-1] if self.transitions else None
        return (last.to_state, last.to_activity) if last else (self.state, self.activity)


def paths_of(previews: Sequence[PolicyPreview]) -> Counter[Path]:
    """How many previewed slots take each path."""
    return Counter(Path(p.state, p.activity, p.transitions) for p in previews)


def _label(t: Transition | None, letter: str | None = None, number: int | None = None) -> str:
    letter = t.letter if t else letter
    number = t.number if t else number
    return " ".join(x for x in (letter or "", f"#{number}" if number else "") if x)


def _rule_edges() -> dict[tuple[str, str], str]:
    """(from node, to node) -> tooltip, for every move of the transition table."""
    edges: dict[tuple[str, str], str] = {}
    for rule in TRANSITIONS:
        targets = ("Vacating", "Killing") if rule.to_activity == VACATE_OR_KILL else (rule.to_activity,)
        for activity in sorted(rule.from_activities):
            for to_activity in targets:
                key = (node_id(rule.from_state, activity), node_id(rule.to_state, to_activity))
                tag = _label(None, rule.letter, rule.number)
                edges.setdefault(key, f"{escape(tag)}{': ' if tag else ''}{escape(rule.because)}")
    return edges


def state_machine_chart(paths: Counter[Path], chart_id: str = "state-machine", title: str = "") -> Chart:
    """The chart for ``paths`` (from :func:`paths_of`)."""
    starts: Counter[tuple[str, str]] = Counter()
    finals: Counter[tuple[str, str]] = Counter()
    fired: dict[tuple[str, str], tuple[int, Transition]] = {}
    for path, count in paths.items():
        starts[(path.state, path.activity)] += count
        finals[path.final] += count
        for t in path.transitions:
            key = (node_id(t.from_state, t.from_activity), node_id(t.to_state, t.to_activity))
            seen = fired.get(key)
            fired[key] = ((seen[0] if seen else 0) + count, t)
    known = {(s, a) for s, acts in STATES.items() for a in acts}
    extra = sorted({*starts, *finals} - known)  # a state the input named that the table does not know
    nodes = []
    for state, activities in STATES.items():
        x, y = STATE_ORIGIN[state]
        for i, activity in enumerate(activities):
            nodes.append(_node(state, activity, x, y + i * ACTIVITY_STEP, starts, finals))
    for i, (state, activity) in enumerate(extra):
        nodes.append(_node(state, activity, 1040, 40 + i * ACTIVITY_STEP, starts, finals))
    links = []
    total = sum(paths.values())
    for (source, target), tip in _rule_edges().items():
        if (source, target) in fired:
            continue
        links.append({"source": source, "target": target, "tip": tip,
                      "lineStyle": {"color": IDLE_EDGE, "type": "dashed", "width": 1, "curveness": _bend(source, target)},
                      "label": {"show": False}})
    for (source, target), (count, t) in fired.items():
        tag = _label(t)
        many = f" ×{count}" if total > 1 else ""
        links.append({"source": source, "target": target,
                      "tip": f"<b>{escape(tag or 'move')}{escape(many)}</b>: {escape(t.because)}",
                      "lineStyle": {"color": FIRED, "type": "solid", "width": 2.5 + 1.5 * math.log10(count),
                                    "curveness": _bend(source, target)},
                      "label": {"show": True, "formatter": f"{tag}{many}".strip() or "fires", "color": FIRED,
                                "fontWeight": "bold", "fontSize": 12, "backgroundColor": "#ffffff", "padding": 2}})
    option = {
        "animation": False,
        "title": {"text": title, "left": 10, "top": 6, "textStyle": {"fontSize": 13}} if title else {"show": False},
        "tooltip": {"fromData": True, "confine": True},
        "legend": {"data": list(STATES), "bottom": 4},
        "series": [{
            "type": "graph", "layout": "none", "roam": True, "draggable": False,
            "categories": [{"name": s, "itemStyle": {"color": c}} for s, c in STATE_COLORS.items()],
            "edgeSymbol": ["none", "arrow"], "edgeSymbolSize": 9,
            "symbol": "roundRect", "symbolSize": [118, 40],
            "label": {"show": True, "position": "inside", "fontSize": 11, "lineHeight": 14, "color": "#ffffff"},
            "edgeLabel": {"fontSize": 11},
            "emphasis": {"focus": "adjacency"},
            "data": nodes, "links": links,
            # a box of the layout's own size (1 unit = 1 pixel): the library stretches the layout to it
            "left": "center", "top": 50, "width": _SPAN[0], "height": _SPAN[1],
        }],
    }
    return Chart(chart_id, option, height=_SPAN[1] + 130)


def _bend(source: str, target: str) -> float:
    """Moves between activities of one state (stacked in a column) bow out to the side, so that
    they do not run over each other; the others bend a little."""
    return 0.6 if source.split("/")[0] == target.split("/")[0] else 0.12


def _node(state: str, activity: str, x: int, y: int, starts: Counter, finals: Counter) -> dict:
    here, after = starts.get((state, activity), 0), finals.get((state, activity), 0)
    words = [f"<b>{escape(state)}/{escape(activity)}</b>"]
    if here:
        words.append(f"{here} slot{'s' * (here != 1)} start here")
    if after:
        words.append(f"{after} slot{'s' * (after != 1)} end here")
    style: dict[str, object] = {"borderColor": "#ffffff", "borderWidth": 1}
    if here:
        style = {"borderColor": "#1f2328", "borderWidth": 4}
    elif after:
        style = {"borderColor": FIRED, "borderWidth": 4}
    return {"name": node_id(state, activity), "x": x, "y": y,
            "category": list(STATES).index(state) if state in STATES else 0, "itemStyle": style,
            "label": {"formatter": f"{state}\n{activity}" + (f" ({here})" if here else "")},
            "tip": "<br>".join(words)}
