"""``condor-ls policy --html``: the policy preview as a page.

For the slots previewed (one, or a sample of a pool's), the state machine with the moves their
policy makes, and the explanations: which moves, why, and (for one slot) each expression's value
with the terms that decided it. For a pool, per job: how many slots match now and would if idle,
by state, and the clauses of the job's ``Requirements`` and of the slots' ``START`` that keep
slots away, as bar charts. The data are those of the text and JSON reports (``analysis.policy``).
"""
from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from ..analysis.policy.pool import START_VALUES, JobSummary, PoolSummary
from ..analysis.policy.preview import PolicyPreview
from .page import Chart, Section, escape, render_page
from .statemachine import Path, paths_of, state_machine_chart

__all__ = ["policy_page", "policy_sections", "pool_sections"]

#: clause labels in the bar charts are cut to this many characters (the table has them whole)
CLAUSE_LABEL = 60


def _move(t: object) -> str:
    tag = " ".join(x for x in (t.letter or "", f"#{t.number}" if t.number else "") if x)  # type: ignore[attr-defined]
    return (f'<span class="fired">{escape(t.from_state)}/{escape(t.from_activity)} → '  # type: ignore[attr-defined]
            f'{escape(t.to_state)}/{escape(t.to_activity)}</span>'  # type: ignore[attr-defined]
            f'{f" ({escape(tag)})" if tag else ""}: {escape(t.because)}')  # type: ignore[attr-defined]


def _paths_table(paths: Counter[Path], total_slots: int) -> str:
    rows = []
    for path, count in sorted(paths.items(), key=lambda kv: (-kv[1], kv[0].state, kv[0].activity)):
        moves = "<br>".join(_move(t) for t in path.transitions) or '<span class="muted">none: the policy keeps it there</span>'
        final = "/".join(path.final)
        rows.append(f'<tr><td class="num">{count}</td><td>{escape(path.state)}/{escape(path.activity)}</td>'
                    f"<td>{moves}</td><td>{escape(final)}</td></tr>")
    head = "<tr><th>slots</th><th>starts in</th><th>what the startd does</th><th>ends in</th></tr>"
    shown = sum(paths.values())
    note = (f'<p class="muted">The first {shown:,} of {total_slots:,} slots are previewed one by one.</p>'
            if total_slots > shown else "")
    return f"<h3>Moves, slot by slot</h3>{note}<table>{head}{''.join(rows)}</table>"


def _expressions_table(preview: PolicyPreview) -> str:
    rows = []
    for e in preview.expressions:
        name = f" <code>{escape(e.name)}</code>" if e.name.upper() != e.key.split("@")[0].upper() else ""
        label = escape(e.key.replace("@local", " (locally, no job)"))
        if not e.defined:
            rows.append(f'<tr><td>{label}</td><td class="muted">not defined</td><td></td><td></td></tr>')
            continue
        reasons = "<br>".join(escape(r.replace("`", "")) for r in e.reasons[:8])
        rows.append(f"<tr><td>{label}{name}</td><td><code>{escape(e.value_text)}</code></td>"
                    f"<td><code>{escape(e.text)}</code></td><td>{reasons}</td></tr>")
    head = "<tr><th>expression</th><th>value</th><th>expanded text</th><th>because</th></tr>"
    return f"<h3>The policy expressions</h3><table>{head}{''.join(rows)}</table>"


def policy_sections(previews: Sequence[PolicyPreview], total_slots: int | None = None) -> list[Section]:
    """The state machine for ``previews`` and the explanations (the expressions for one slot)."""
    paths = paths_of(previews)
    total = total_slots if total_slots is not None else len(previews)
    body = [_paths_table(paths, total)]
    if len(previews) == 1:
        body.append(_expressions_table(previews[0]))
    # one slot's notes explain it; a pool's would repeat per slot (its own notes come with the pool)
    notes = sorted({n for p in previews for n in p.notes}) if len(previews) == 1 else []
    if notes:
        body.append("<h3>Notes</h3><ul>" + "".join(f"<li>{escape(n)}</li>" for n in notes[:40]) + "</ul>")
    caption = ("Each node is a state/activity of the startd. Dashed: the moves a policy expression can cause. "
               "Red: the moves that fire for the slot" + ("s" if len(previews) > 1 else "")
               + " previewed (hover for why). A dark ring marks where slots start, a red ring where they end.")
    chart = state_machine_chart(paths)
    return [Section("Startd state machine", "\n".join(body), (Chart(chart.id, chart.option, chart.height, escape(caption)),),
                    id="policy")]


def _clause_chart(job: JobSummary, index: int) -> Chart | None:
    reasons = [r for r in job.reasons if r.rejects]
    if not reasons:
        return None
    reasons = sorted(reasons, key=lambda r: (r.rejects, r.sole))  # largest at the top of a horizontal bar chart
    labels = [f"{r.side}: {r.clause if len(r.clause) <= CLAUSE_LABEL else r.clause[:CLAUSE_LABEL - 1] + '…'}"
              for r in reasons]
    tips = [f"<b>{escape(r.side)}</b> {escape(r.clause)}<br>rejects {r.rejects} slot(s), the only reason for {r.sole}"
            + (f"<br>{escape(r.suggestion)}" if r.suggestion else "") for r in reasons]
    option = {
        "animation": False,
        "title": {"text": f"job {job.job}: clauses that reject slots", "left": 10, "textStyle": {"fontSize": 13}},
        "tooltip": {"fromData": True, "confine": True},
        "legend": {"data": ["rejects", "the only reason"], "top": 4, "right": 10},
        "grid": {"left": 10, "right": 30, "top": 40, "bottom": 20, "containLabel": True},
        "xAxis": {"type": "value", "name": "slots", "minInterval": 1},
        "yAxis": {"type": "category", "data": labels, "axisLabel": {"fontSize": 11}},
        "series": [
            {"name": "rejects", "type": "bar", "itemStyle": {"color": "#cf222e"},
             "data": [{"value": r.rejects, "tip": tip} for r, tip in zip(reasons, tips)]},
            {"name": "the only reason", "type": "bar", "itemStyle": {"color": "#bf8700"},
             "data": [{"value": r.sole, "tip": tip} for r, tip in zip(reasons, tips)]},
        ],
    }
    return Chart(f"pool-job-{index}-clauses", option, height=90 + 38 * len(reasons))


def _match_chart(job: JobSummary, states: dict[str, int], index: int) -> Chart:
    """Per state of the pool (most slots first): its slots, those that match now, those that would if idle."""
    order = [s for s, _ in sorted(states.items(), key=lambda kv: (-kv[1], kv[0]))]
    option = {
        "animation": False,
        "title": {"text": f"job {job.job}: slots that match, by state", "left": 10, "textStyle": {"fontSize": 13}},
        "tooltip": {"trigger": "axis"},
        "legend": {"data": ["matched now", "would match if idle", "slots"], "top": 4, "right": 10},
        "grid": {"left": 10, "right": 30, "top": 40, "bottom": 20, "containLabel": True},
        "xAxis": {"type": "category", "data": order},
        "yAxis": {"type": "value", "minInterval": 1},
        "series": [
            {"name": "slots", "type": "bar", "itemStyle": {"color": "#d0d7de"}, "data": [states[s] for s in order]},
            {"name": "matched now", "type": "bar", "itemStyle": {"color": "#1a7f37"},
             "data": [job.matched_by_state.get(s, 0) for s in order]},
            {"name": "would match if idle", "type": "bar", "itemStyle": {"color": "#0969da"},
             "data": [job.idle_matched_by_state.get(s, 0) for s in order]},
        ],
    }
    return Chart(f"pool-job-{index}-matches", option, height=300)


def pool_sections(summary: PoolSummary) -> list[Section]:
    """Per job, the match breakdown by state and per clause."""
    sections = []
    for index, job in enumerate(summary.jobs):
        charts: list[Chart] = [_match_chart(job, dict(summary.states), index)]
        clauses = _clause_chart(job, index)
        if clauses is not None:
            charts.append(clauses)
        start = ", ".join(f"{value} {job.start.get(value, 0)}" for value in START_VALUES)
        rows = "".join(
            f'<tr><td>{escape(r.side)}</td><td><code>{escape(r.clause)}</code></td><td class="num">{r.rejects}</td>'
            f'<td class="num">{r.sole}</td><td>{escape(r.suggestion or "")}</td></tr>' for r in job.reasons)
        body = (f"<p>Matched now: <b>{job.matched}</b> of {job.slots}; would match if idle: <b>{job.idle_matched}</b>. "
                f"The job's Requirements accept {job.job_accepts} slot(s); the slots' START and Requirements accept "
                f"the job in {job.slot_accepts}. START: {escape(start)}.</p>"
                "<table><tr><th>side</th><th>clause</th><th>rejects</th><th>only reason</th><th>suggestion</th></tr>"
                f"{rows}</table>")
        sections.append(Section(f"Pool: job {job.job}", body, tuple(charts), id=f"pool-job-{index}"))
    overview = ", ".join(f"{escape(s)} {n}" for s, n in sorted(summary.states.items(), key=lambda kv: (-kv[1], kv[0])))
    notes = "".join(f"<li>{escape(n)}</li>" for n in summary.notes)
    head = Section("Pool", f"<p>{summary.slots} slot(s): {overview}.</p>" + (f"<ul>{notes}</ul>" if notes else ""), (),
                   id="pool")
    return [head, *sections]


def policy_page(previews: Sequence[PolicyPreview], *, title: str, subtitle: str = "", pool: PoolSummary | None = None,
                total_slots: int | None = None, submit_lines: Sequence[str] = ()) -> str:
    """The whole page: state machine and explanations, then the pool's breakdown and the
    schedd's submit requirements when there are any."""
    sections = policy_sections(previews, total_slots) if previews else []
    if pool is not None:
        sections.extend(pool_sections(pool))
    if submit_lines:
        sections.append(Section("Submit requirements (schedd)", f"<pre>{escape(chr(10).join(submit_lines))}</pre>",
                                id="submit"))
    return render_page(title, sections, subtitle)
