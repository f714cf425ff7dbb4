"""A policy preview as the user reads it: plain text (``condor-ls policy``), JSON (``--format
json``, also the ``preview`` of the editor's ``condorLs.previewPolicy``) and markdown (the
editor's preview). The shapes are documented in docs/policy.md."""
from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ...classad.jsonvalue import to_json
from ...classad.values import Value
from ..docs import code, inline
from ..evaluation import value_text
from .preview import Evaluated, PolicyPreview
from .schedd import SubmitReport

#: reasons shown per expression in text and markdown
MAX_REASONS = 8


# ---------------------------------------------------------------------------- JSON
def _json_value(value: Value) -> object:
    try:
        return to_json(value)
    except Exception:
        return {"type": "error", "message": value_text(value)}


def _state_words(result: PolicyPreview) -> str:
    return {"machine ad": " (from the machine ad)", "default": " (the machine ad has no State)"}.get(
        result.state_source, "")


def as_json(result: PolicyPreview, submit: SubmitReport | None = None) -> dict[str, Any]:
    """The preview as plain JSON (values in the form ``condor-ls eval`` prints)."""
    return {
        "state": result.state,
        "activity": result.activity,
        "state_source": result.state_source,
        "expressions": [
            {"key": e.key, "name": e.name, "expression": e.text, "value": _json_value(e.value),
             "value_text": e.value_text, "local": e.local, "defined": e.defined, "reasons": list(e.reasons)}
            for e in result.expressions
        ],
        "transitions": [
            {"from": [t.from_state, t.from_activity], "to": [t.to_state, t.to_activity],
             "letter": t.letter, "number": t.number, "because": t.because}
            for t in result.transitions
        ],
        "final": list(result.final),
        "notes": list(result.notes),
        "submit_requirements": submit_json(submit),
    }


def submit_json(submit: SubmitReport | None) -> dict[str, Any] | None:
    """The ``submit_requirements`` member: null when the config names no submit requirement."""
    if submit is None:
        return None
    reqs = submit.requirements
    return {
        "names": list(reqs.names),
        "requirements": [
            {"name": r.name, "expression": r.text, "reason_expression": r.reason_text,
             "is_warning": r.is_warning, "notes": list(r.notes)}
            for r in reqs.requirements
        ],
        "notes": list(reqs.notes),
        "jobs": [
            {"job": v.job, "accepted": v.accepted,
             "rejected_by": v.rejected_by.name if v.rejected_by is not None else None,
             "message": v.message, "warnings": list(v.warnings), "submit_output": list(v.submit_output),
             "checks": [
                 {"name": c.name, "is_warning": c.is_warning, "value": _json_value(c.value),
                  "value_text": value_text(c.value), "outcome": c.outcome, "message": c.message,
                  "reasons": list(c.reasons)}
                 for c in v.checks
             ]}
            for v in submit.verdicts
        ],
    }


# ---------------------------------------------------------------------------- text
def _label(e: Evaluated) -> str:
    return e.key.replace("@local", " (locally, no job)")


def as_text(result: PolicyPreview, submit: SubmitReport | None = None) -> str:
    lines = [f"slot: {result.state}/{result.activity}{_state_words(result)}", ""]
    for e in result.expressions:
        if not e.defined:
            lines.append(f"{_label(e)} = <not defined>")
            continue
        name = f" [{e.name}]" if e.name.upper() != e.key.split("@")[0].upper() else ""
        lines.append(f"{_label(e)}{name} = {e.value_text}")
        lines.append(f"    {e.text}")
        for reason in e.reasons[:MAX_REASONS]:
            lines.append(f"    because {reason.replace('`', '')}")
    lines.append("")
    if not result.transitions:
        lines.append(f"transition: none, the slot stays {result.state}/{result.activity}")
    for t in result.transitions:
        tag = ", ".join(x for x in (f"letter {t.letter}" if t.letter else "", f"#{t.number}" if t.number else "") if x)
        lines.append(f"transition: {t.from_state}/{t.from_activity} -> {t.to_state}/{t.to_activity}"
                     f"{f' ({tag})' if tag else ''}: {t.because}")
    lines.extend(f"note: {n}" for n in result.notes)
    if submit is not None:
        lines.append("")
        lines.extend(submit_text(submit))
    return "\n".join(lines)


_OUTCOME_WORDS = {"passed": "holds", "failed": "rejects the job", "warning": "fails: a warning only",
                  "non-boolean": "is not a boolean: rejects the job",
                  "failed-to-evaluate": "cannot be evaluated: rejects the job"}


def submit_text(submit: SubmitReport) -> list[str]:
    reqs = submit.requirements
    names = ", ".join(r.name + (" (warning)" if r.is_warning else "") for r in reqs.requirements) or "none usable"
    lines = [f"submit requirements (schedd, in this order): {names}"]
    lines.extend(f"note: {n}" for n in reqs.notes)
    lines.extend(f"note: {n}" for r in reqs.requirements for n in r.notes)
    for verdict in submit.verdicts:
        rejected = verdict.rejected_by
        head = f"rejected by {rejected.name}" if rejected is not None else "accepted"
        if rejected is None and verdict.warnings:
            head += f" with {len(verdict.warnings)} warning{'s' if len(verdict.warnings) > 1 else ''}"
        lines.append(f"job {verdict.job}: {head}")
        for c in verdict.checks:
            lines.append(f"    {c.name} = {value_text(c.value)}: {_OUTCOME_WORDS.get(c.outcome, c.outcome)}")
            if c.outcome != "passed":
                for reason in c.reasons[:MAX_REASONS]:
                    lines.append(f"        because {reason.replace('`', '')}")
        skipped = len(reqs.requirements) - len(verdict.checks)
        if skipped > 0:
            lines.append(f"    ({skipped} later requirement{'s' if skipped > 1 else ''} not evaluated)")
        for line in verdict.submit_output:
            lines.append(f"    condor_submit: {line}")
    return lines


# ---------------------------------------------------------------------------- markdown
def _reason_items(reasons: Sequence[str]) -> list[str]:
    shown = [f"  - {r}" for r in reasons[:MAX_REASONS]]
    if len(reasons) > MAX_REASONS:
        shown.append(f"  - … and {len(reasons) - MAX_REASONS} more")
    return shown


def as_markdown(result: PolicyPreview, submit: SubmitReport | None = None, *, title: str = "Policy preview",
                ads: str = "") -> str:
    """The whole preview for an editor's markdown view."""
    parts = [f"# {title}", ""]
    if ads:
        parts += [ads, ""]
    parts += [f"**Slot:** {result.state}/{result.activity}{_state_words(result)}", "", "## Expressions", ""]
    for e in result.expressions:
        if not e.defined:
            parts.append(f"- **{_label(e)}**: not defined")
            continue
        name = f" (`{e.name}`)" if e.name.upper() != e.key.split("@")[0].upper() else ""
        parts.append(f"- **{_label(e)}**{name} = {inline(e.value_text, 120)}: {inline(e.text, 300)}")
        parts.extend(_reason_items(e.reasons))
    parts += ["", "## What the startd does next", ""]
    if not result.transitions:
        parts.append(f"Nothing: the slot stays {result.state}/{result.activity}.")
    for t in result.transitions:
        tag = ", ".join(x for x in (f"letter {t.letter}" if t.letter else "", f"#{t.number}" if t.number else "") if x)
        parts.append(f"- {t.from_state}/{t.from_activity} → **{t.to_state}/{t.to_activity}**"
                     f"{f' ({tag})' if tag else ''}: {t.because}")
    if result.notes:
        parts += ["", "## Notes", ""] + [f"- {n}" for n in result.notes]
    if submit is not None:
        parts += ["", "## Submit requirements (schedd)", ""] + submit_markdown(submit)
    return "\n".join(parts) + "\n"


def submit_markdown(submit: SubmitReport) -> list[str]:
    reqs = submit.requirements
    lines = ["Evaluated in this order, the schedd's ad as MY and the job as TARGET:", ""]
    for r in reqs.requirements:
        lines.append(f"1. **{r.name}**{' (warning)' if r.is_warning else ''}: {inline(r.text, 300)}")
        lines.extend(f"   - {n}" for n in r.notes)
    lines.extend(f"- {n}" for n in reqs.notes)
    for verdict in submit.verdicts:
        rejected = verdict.rejected_by
        head = f"rejected by **{rejected.name}**" if rejected is not None else "**accepted**"
        lines += ["", f"**Job {verdict.job}**: {head}", ""]
        for c in verdict.checks:
            lines.append(f"- {c.name} = {inline(value_text(c.value), 80)}: {_OUTCOME_WORDS.get(c.outcome, c.outcome)}")
            if c.outcome != "passed":
                lines.extend(_reason_items(c.reasons))
        if verdict.submit_output:
            lines += ["", "condor_submit prints:", "", code("\n".join(verdict.submit_output), "text")]
    return lines
