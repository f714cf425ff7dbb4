"""``unknown-attribute`` and ``unquoted-word`` in transforms: the attribute references a
transform makes (:mod:`.attribute_uses`) judged against the names the transformed job may carry.

Known names are the job's names of :mod:`..attribute_names` (HTCondor's, ``SUBMIT_ATTRS``,
``EXTENDED_SUBMIT_COMMANDS``, the sample job ad, ``condorLs.attributes.job``) and whatever the
transform itself or the other transforms of its daemon write (:mod:`.writes`). A name within a
letter or two of a known one is a warning with a quick fix; another unknown name is a hint,
since a job may set any attribute with ``+Name``. Inside ``if defined MY.x`` (and the ``else`` of
``if ! defined MY.x``) the job carries ``x``, whatever its name. A ``TARGET.x`` in an expression
evaluated when the transform runs is always undefined (there is no TARGET then), which is a
warning.
"""
from __future__ import annotations

from collections.abc import Callable, Iterator

from ..attribute_names import JOB, MACHINE, KnownNames
from ..model import Diagnostic, Fix, Severity, TextEdit, TextRange
from ..rules.attributes import MIN_SUGGESTED, sides_of
from .attribute_uses import AttrUse, BareWords, Use
from .checks import Analysis, resolve
from .units import Placer
from .writes import Writes

_AD_WORDS = {MACHINE: "the machine ad", JOB: "the job ad"}
#: who adds attributes nobody can list here, per side
_WHO_ADDS = {MACHINE: "the pool publishes it", JOB: "jobs set it with `+Name`"}


def attribute_diagnostics(analysis: Analysis, known: KnownNames, writes: Writes, placer: Placer) -> list[Diagnostic]:
    """Diagnostics for the attribute references of one transform that land in the placer's
    document (one per range and message: a variable used by several statements is read once
    per statement)."""
    out: list[Diagnostic] = []
    seen: set[tuple[int, int, str]] = set()
    quoted_lines: set[int] = set()
    for bare in analysis.bare:
        if any(known.knows(name) or writes.knows(name) or name.lower() in bare.guarded for name in bare.names):
            continue
        if any(_suggestions(name, (JOB, MACHINE), known, writes) for name in bare.names if len(name) >= MIN_SUGGESTED):
            continue  # a misspelt reference (`SET Copy Ownr`): unknown-attribute says so, with its fix
        quoted_lines.add(bare.line)
        out.extend(_unquoted(bare, placer))
    for use in analysis.uses:
        if use.line in quoted_lines and use.use in (Use.STORED, Use.EVALUATED):
            continue  # the statement's value is reported as unquoted words
        for item in _judge(use, known, writes, placer):
            key = (item.range.start, item.range.end, item.message)
            if key not in seen:
                seen.add(key)
                out.append(item)
    return out


def _sides(use: AttrUse) -> tuple[str, ...]:
    if use.use is Use.STORED:
        return sides_of(use.scope, JOB)  # evaluated later, with the job as MY
    return (JOB,)


def _where_words(use: AttrUse, sides: tuple[str, ...]) -> str:
    if len(sides) > 1:
        return " or ".join(_AD_WORDS[s] for s in sides).replace(" ad or the ", " or the ")
    words = _AD_WORDS[sides[0]]
    if use.use is Use.STORED and use.scope is not None:
        return f"{words} ({'MY' if use.scope == 'my' else 'TARGET'})"
    return words


def _judge(use: AttrUse, known: KnownNames, writes: Writes, placer: Placer) -> Iterator[Diagnostic]:
    name = use.name
    if use.scope == "target" and use.use is Use.EVALUATED:
        yield from _no_target(use, placer)
        return
    within = f" (in $({use.via}), as the transform expands it)" if use.via else ""
    if use.use in (Use.MACRO, Use.DEFINED) and writes.defines_macro(name):
        return
    if use.scope != "target" and name.lower() in use.guarded:
        return  # inside `if defined MY.<name>`: the job carries it here
    sides = _sides(use)
    job_side = JOB in sides
    if known.knows(name) or (job_side and writes.knows(name)):
        return
    if (job_side and writes.open) or known.unknowable(sides):
        return
    suggestions = _suggestions(name, sides, known, writes) if len(name) >= MIN_SUGGESTED else ()
    where = _where_words(use, sides)
    if suggestions:
        listed = " or ".join(f"`{s}`" for s in suggestions)
        message = f"`{name}` is not an attribute of {where}; did you mean {listed}?"
        if use.use is Use.MACRO and not use.defaulted:
            message += f" ({use.reader} expands to nothing)"
        elif use.use is Use.DEFINED:
            message += f" ({use.reader} is false)"
        message += within
        fixes = tuple((f"change to {s}", s) for s in suggestions) if not use.via else ()
        yield from _diagnostic(use.where, message, placer, Severity.WARNING, fixes, lambda text: text == name)
        return
    if use.defaulted or use.via:
        return  # absence is expected, or the knob is the config rules' to judge: only a misspelling counts
    declare = " or ".join(f"condorLs.attributes.{s}" for s in sides)
    if use.use is Use.MACRO:
        message = (f"`{name}` is not a known attribute of the job ad, so {use.reader} expands to nothing unless "
                   f"{_WHO_ADDS[JOB]}; if so, list it in {declare}")
    else:
        origin = " or ".join(_WHO_ADDS[s] for s in sides)
        message = (f"`{name}` is not a known attribute of {where}, so it is undefined unless {origin}; "
                   f"if so, list it in {declare}")
    yield from _diagnostic(use.where, message, placer, None, (), lambda text: False)


def _suggestions(name: str, sides: tuple[str, ...], known: KnownNames, writes: Writes) -> tuple[str, ...]:
    local = writes.close(name, 2) if JOB in sides else []
    out: list[str] = []
    for candidate in [*local, *known.suggestions(name, sides)]:
        if candidate.lower() not in {c.lower() for c in out}:
            out.append(candidate)
    return tuple(out[:2])


def _no_target(use: AttrUse, placer: Placer) -> Iterator[Diagnostic]:
    within = f" (in $({use.via}), as the transform expands it)" if use.via else ""
    message = (f"`TARGET.{use.name}` is always undefined here: {use.reader} is evaluated in the job ad alone when "
               f"the transform runs, with no TARGET ad (SET stores an expression that is evaluated at match "
               f"time){within}")
    where = use.whole if use.whole is not None else use.where
    fixes = ((f"use the job's {use.name}", use.name),) if use.whole is not None else ()
    yield from _diagnostic(where, message, placer, Severity.WARNING, fixes,
                           lambda text: text.lower().startswith(("target", "other")) and text.endswith(use.name))


def _unquoted(bare: BareWords, placer: Placer) -> Iterator[Diagnostic]:
    shown = bare.text if bare.text is not None else " ".join(bare.names)
    effect = ("evaluates an attribute reference that no ad defines and sets undefined" if bare.keyword == "EVALSET"
              else "stores an attribute reference that no ad defines (undefined)")
    message = f"`{shown}` is not quoted, so {bare.keyword} {bare.attribute} {effect}; write \"{shown}\" to set a string"
    fixes = ((f'quote it: "{bare.text}"', f'"{bare.text}"'),) \
        if bare.text is not None and '"' not in bare.text else ()
    yield from _diagnostic(bare.where, message, placer, None, fixes, lambda text: text == bare.text,
                           code="unquoted-word")


def _diagnostic(where: tuple, message: str, placer: Placer, severity: Severity | None,
                fixes: tuple[tuple[str, str], ...], written: Callable[[str], bool],
                code: str = "unknown-attribute") -> Iterator[Diagnostic]:
    """The diagnostic at ``where``, with the fixes only when ``written`` accepts the document's
    text there (a fix must replace exactly what it was made for)."""
    found = resolve(where, placer)
    if found is None:
        return
    text = placer.document.source[found.start:found.end].decode("utf-8", "replace")
    edits = tuple(Fix(title, (TextEdit(placer.document.uri, found, new),), preferred=i == 0)
                  for i, (title, new) in enumerate(fixes)) if fixes and written(text) else ()
    yield Diagnostic(TextRange(found.start, found.end), message, code=code, severity=severity, fixes=edits)
