"""The curated differential cases (``cases/*.txt``) and how two batch-JSON results are compared.

Case file format, one directive or case per line::

    # a comment (a ClassAd expression never starts with '#')
    @section name         # sub-category for the report, until the next @section
    @my [a = 1; b = "x"]  # MY ad for the following cases (new syntax, one line)
    @my <<                # MY ad spread over lines (old or new syntax) until a line "@end"
    A = 1
    @end
    @target ...           # the same for TARGET
    @nomy / @notarget     # drop the ad; @reset drops both and goes back to exact comparison
    @noad                 # no ad at all (not even an empty MY): ExprTree.eval() with no scope
    @compare time         # exact (default) | time | type: see compare()
    @expr  text           # a case whose text starts with '@' or has significant spaces
    @json "text"          # a case given as a JSON string (newlines, control characters)
    1 + 2                 # any other line is a case: one expression

Keeping MY and TARGET as sticky directives lets hundreds of one-line cases share an ad.
"""
from __future__ import annotations

import json
import math
import struct
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Iterator

CASES_DIR = Path(__file__).parent / "cases"

#: the MY "ad" meaning no ad at all (``reference.NO_AD``, ``ours.NO_AD``)
NO_AD = "@none"

#: comparison modes: exact; time: clock-dependent numbers may differ by TIME_SLACK seconds
#: (strings and types must still agree, except strings are only type-checked); type: only
#: the kind of value (random(), formatTime() of the current time)
MODES = ("exact", "time", "type")
TIME_SLACK = 5.0


@dataclass(frozen=True)
class Case:
    id: str  # file:line
    category: str  # file stem, or stem/section
    expr: str
    my: str | None = None
    target: str | None = None
    compare: str = "exact"

    def as_batch(self) -> dict[str, Any]:
        """The case as a line of ``condor-ls eval --batch`` input."""
        out: dict[str, Any] = {"expr": self.expr}
        if self.my is not None:
            out["my"] = self.my
        elif self.target is not None:
            out["my"] = "[]"  # a missing MY is an empty ad, as in the differential tests
        if self.target is not None:
            out["target"] = self.target
        return out


class CaseFileError(ValueError):
    pass


def parse_case_file(path: Path) -> list[Case]:
    lines = path.read_text(encoding="utf-8").splitlines()
    stem = path.stem
    section = ""
    my: str | None = None
    target: str | None = None
    mode = "exact"
    out: list[Case] = []
    i = 0
    while i < len(lines):
        lineno = i + 1
        raw = lines[i]
        line = raw.strip()
        i += 1
        if not line or line.startswith("#"):
            continue
        if not line.startswith("@"):
            out.append(Case(f"{stem}:{lineno}", _cat(stem, section), line, my, target, mode))
            continue
        word, _, rest = line.partition(" ")
        rest = rest.strip()
        if word in ("@my", "@target"):
            if rest == "<<":
                body: list[str] = []
                while i < len(lines) and lines[i].strip() != "@end":
                    body.append(lines[i])
                    i += 1
                if i >= len(lines):
                    raise CaseFileError(f"{path}:{lineno}: heredoc without @end")
                i += 1
                rest = "\n".join(body)
            if word == "@my":
                my = rest
            else:
                target = rest
        elif word == "@nomy":
            my = None
        elif word == "@noad":
            my, target = NO_AD, None
        elif word == "@notarget":
            target = None
        elif word == "@reset":
            my = target = None
            mode = "exact"
        elif word == "@section":
            section = rest
        elif word == "@compare":
            if rest not in MODES:
                raise CaseFileError(f"{path}:{lineno}: unknown compare mode {rest!r}")
            mode = rest
        elif word == "@expr":
            out.append(Case(f"{stem}:{lineno}", _cat(stem, section), raw.split("@expr", 1)[1][1:], my, target, mode))
        elif word == "@json":
            text = json.loads(rest)
            if not isinstance(text, str):
                raise CaseFileError(f"{path}:{lineno}: @json needs a JSON string")
            out.append(Case(f"{stem}:{lineno}", _cat(stem, section), text, my, target, mode))
        else:
            raise CaseFileError(f"{path}:{lineno}: unknown directive {word}")
    return out


def _cat(stem: str, section: str) -> str:
    return f"{stem}/{section}" if section else stem


def load_cases(directory: Path = CASES_DIR) -> list[Case]:
    cases: list[Case] = []
    for path in sorted(directory.glob("*.txt")):
        cases.extend(parse_case_file(path))
    return cases


def batch_triples(directory: Path = CASES_DIR) -> list[tuple[str, str | None, str | None]]:
    """The curated cases as (expression, MY ad, TARGET ad) texts, the way ``eval --batch``
    takes them (a case with no ad at all has no batch form and is left out)."""
    out = []
    for case in load_cases(directory):
        if case.my == NO_AD:
            continue
        line = case.as_batch()
        out.append((line["expr"], line.get("my"), line.get("target")))
    return out


def iter_case_files(directory: Path = CASES_DIR) -> Iterator[Path]:
    return iter(sorted(directory.glob("*.txt")))


# ---------------------------------------------------------------------------------------------
# Comparison
# ---------------------------------------------------------------------------------------------

#: inputs on which the library itself dies (unbounded recursion through a list that contains
#: itself, reached by selection); found by the generated cases. Not curated cases: the
#: reference has no value for them; tests check that condor-ls answers ERROR instead.
LIBRARY_CRASHERS: tuple[tuple[str, str], ...] = (
    ("L.c", "[L = {L}]"),
    ("L[0].c", "[L = {L}]"),
    ("L.c", "[L = {[c = 1], L}]"),
    ('eval("L[0].c")', "[L = {L}]"),
    # selecting from a non-empty list a builtin made, or a record subscript copied (the
    # library's counted-pointer lists); found by the fuzzer (fuzz/)
    ('split("a b").x', "[]"),
    ('splitUserName("a@b").x', "[]"),
    ('argsToList("a").x', "[]"),
    ("evalInEachContext(1, {[]}).x", "[]"),
    ('R.R.x', '[R = splitSlotName("")]'),
    ('[a = {1}]["a"].x', "[]"),
    ('ifThenElse(true, split("a"), 0).x', "[]"),
)

#: inputs whose library answer changes from run to run (out-of-range times reach C library
#: code that leaves fields unset); tests only check that condor-ls answers without raising
LIBRARY_NONDETERMINISTIC: tuple[str, ...] = (
    "splitTime(9223372036854775807)",
    "splitTime(-9223372036854775807)",
    'formatTime(-9223372036854775807, "%Y")',
    'formatTime(9223372036854775807, "%Y")',
)

#: results the reference produces when it cannot give a value; such a case is not comparable
NOT_COMPARABLE = frozenset({"unrepresentable", "bad-case", "crash", "timeout", "eval-failure"})


def _real_bits(x: Any) -> Any:
    """Reals compare bit for bit (so 0.0 and -0.0 differ); every NaN is the same."""
    if isinstance(x, str):
        return x.lower()
    if isinstance(x, bool) or not isinstance(x, (int, float)):
        return ("not a number", x)
    f = float(x)
    if math.isnan(f):
        return "nan"
    if math.isinf(f):
        return "inf" if f > 0 else "-inf"
    return struct.pack("<d", f)


def differences(ours: Any, ref: Any, mode: str = "exact", path: str = "$") -> list[str]:
    """Every place where ``ours`` and ``ref`` (batch JSON values) disagree; empty if they agree."""
    if not isinstance(ours, dict) or "type" not in ours:
        return [f"{path}: ours is not a batch JSON value: {ours!r}"]
    kind, rkind = ours.get("type"), ref.get("type")
    if kind != rkind:
        return [f"{path}: type {kind} != reference {rkind}"]
    if mode == "type" or kind in ("undefined", "error", "parse-error"):
        return []
    a, b = ours.get("value"), ref.get("value")
    if kind in ("real", "reltime"):
        if mode == "time" and _finite(a) and _finite(b):
            return [] if abs(float(a) - float(b)) <= TIME_SLACK else [f"{path}: {a!r} != reference {b!r}"]
        return [] if _real_bits(a) == _real_bits(b) else [f"{path}: {kind} {a!r} != reference {b!r}"]
    if kind in ("integer", "abstime"):
        if not _finite(a):
            return [f"{path}: {kind} value {a!r} is not a number"]
        if mode == "time":
            ok = abs(float(a) - float(b)) <= TIME_SLACK
        else:
            ok = float(a) == float(b) and (kind == "abstime" or isinstance(a, int) and not isinstance(a, bool))
        out = [] if ok else [f"{path}: {kind} {a!r} != reference {b!r}"]
        if kind == "abstime" and ours.get("offset") != ref.get("offset"):
            out.append(f"{path}: abstime offset {ours.get('offset')!r} != reference {ref.get('offset')!r}")
        return out
    if kind == "string":
        if mode == "time":
            return [] if isinstance(a, str) else [f"{path}: string value {a!r}"]
        return [] if a == b else [f"{path}: string {a!r} != reference {b!r}"]
    if kind == "boolean":
        return [] if a is b else [f"{path}: {a!r} != reference {b!r}"]
    if kind == "list":
        if not isinstance(a, list) or len(a) != len(b):
            return [f"{path}: list of {len(a) if isinstance(a, list) else a!r} items != reference {len(b)}"]
        out: list[str] = []
        for i, (x, y) in enumerate(zip(a, b)):
            out.extend(differences(x, y, mode, f"{path}[{i}]"))
        return out
    if kind == "classad":
        if not isinstance(a, dict):
            return [f"{path}: classad value {a!r}"]
        a = {str(k).lower(): v for k, v in a.items()}
        if set(a) != set(b):
            return [f"{path}: attributes {sorted(a)} != reference {sorted(b)}"]
        out = []
        for name in b:
            out.extend(differences(a[name], b[name], mode, f"{path}.{name}"))
        return out
    return [] if a == b else [f"{path}: {a!r} != reference {b!r}"]


def _finite(x: Any) -> bool:
    return isinstance(x, (int, float)) and not isinstance(x, bool) and math.isfinite(x)
