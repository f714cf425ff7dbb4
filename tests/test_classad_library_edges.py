"""ClassAd evaluator edge cases where the library's C details decide the answer, pinned from the
``htcondor`` wheel (25.14.1) so they hold without it; with the wheel present each pin is also
re-checked against the library.

* a relative time read as whole seconds goes through C's ``(int)`` cast: out of range is
  INT32_MIN (value.h's ``time_t`` accessor, operators.cpp's abstime +/- reltime);
* ``pow`` and ``quantize`` keep C's signed zeros and infinities; ``quantize`` wraps 64-bit;
* string-to-number and ``formatTime`` widths read ASCII digits only;
* PCRE pattern details: a quantifier after an assertion is invalid, ``\\é`` is a literal byte,
  ``\\p{..}`` is a byte property that ignores case-blind matching;
* a list element that fails inside the left side of a scoped reference is undefined (the
  library ignores the failure and keeps the unwritten result);
* selecting from a record returned by a record subscript is undefined (the library destroys the
  copy before the lookup);
* ``strcat``, ``join`` and ``eval`` count their arguments one level deeper: a chain of them
  fails at 200 links, not 400.
"""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).parent))

from oracle import ours, reference  # noqa: E402
from oracle.cases import differences  # noqa: E402

CHAIN = object()

#: (expression, MY ad or None, None, library answer); or (CHAIN, link form, links, answer) for
#: ``a0`` in an ad whose attribute a<i> is the link form applied to a<i+1>, ending in "x"
PINNED = [
    ('int(relTime(3e9) + absTime(0))', None, None, {"type": "integer", "value": -2147483648}),
    ('int(absTime(0) - relTime(-1e300))', None, None, {"type": "integer", "value": 2147483648}),
    ('int(relTime(-3e9))', None, None, {"type": "integer", "value": -2147483648}),
    ('real(relTime(3e9))', None, None, {"type": "real", "value": -2147483648.0}),
    ('string(relTime(1e10))', None, None, {"type": "string", "value": "--24855+-3:-14:-8"}),
    ('getHours(relTime(3e9))', None, None, {"type": "integer", "value": -3}),
    ('absTime(relTime(3e9), 0)', None, None, {"type": "abstime", "value": -2147483648, "offset": 0}),
    ('absTime(0, relTime(3e9))', None, None, {"type": "abstime", "value": 0, "offset": -2147483648}),
    ('{[a = relTime(3e9)]}.a', None, None, {"type": "list", "value": [{"type": "real", "value": -2147483648.0}]}),
    ('floor(relTime(3e9))', None, None, {"type": "integer", "value": -2147483648}),
    ('pow(-0.0, -1)', None, None, {"type": "real", "value": "-inf"}),
    ('pow(-0.0, -2)', None, None, {"type": "real", "value": "inf"}),
    ('quantize(-0.2, 0.5)', None, None, {"type": "real", "value": -0.0}),
    ('quantize(-9223372036854775807, -2)', None, None, {"type": "integer", "value": 9223372036854775806}),
    ('real("1١")', None, None, {"type": "real", "value": 1.0}),
    ('real("１")', None, None, {"type": "error"}),
    ('formatTime(0, "%١Y")', None, None, {"type": "string", "value": "%١Y"}),
    ('regexp("^*", "")', None, None, {"type": "error"}),
    ('regexp("\\\\b+", "")', None, None, {"type": "error"}),
    ('regexp("\\\\é", "é")', None, None, {"type": "boolean", "value": True}),
    ('regexp("\\\\p{Lu}", "a", "i")', None, None, {"type": "boolean", "value": False}),
    ('regexp("[^\\\\p{L}]", "1")', None, None, {"type": "boolean", "value": True}),
    ('regexp("\\\\p{lu}", "A")', None, None, {"type": "error"}),
    ('a', '[L = {L[0].x}; a = L[0]; e = [q = L[0]]]', None, {"type": "undefined"}),
    ('e.q', '[L = {L[0].x}; a = L[0]; e = [q = L[0]]]', None, {"type": "undefined"}),
    ('{1, L[0]}', '[L = {L[0].x}; a = L[0]; e = [q = L[0]]]', None, {"type": "list", "value": [{"type": "integer", "value": 1}, {"type": "error"}]}),
    ('strcat(L[0])', '[L = {L[0].x}; a = L[0]; e = [q = L[0]]]', None, {"type": "undefined"}),
    ('L[0]', '[L = {(L[0].x)}; M = {strcat(M[0].x)}; V = {b}; b = V[0].x]', None, {"type": "error"}),
    ('M[0]', '[L = {(L[0].x)}; M = {strcat(M[0].x)}; V = {b}; b = V[0].x]', None, {"type": "error"}),
    ('V[0]', '[L = {(L[0].x)}; M = {strcat(M[0].x)}; V = {b}; b = V[0].x]', None, {"type": "undefined"}),
    ('n["m"].a', '[n = [m = [a = 3; r = [z = 5]]]]', None, {"type": "undefined"}),
    ('n["m"].r.z', '[n = [m = [a = 3; r = [z = 5]]]]', None, {"type": "undefined"}),
    ('n["m"]["a"]', '[n = [m = [a = 3; r = [z = 5]]]]', None, {"type": "integer", "value": 3}),
    ('[x = n["m"]].x.a', '[n = [m = [a = 3; r = [z = 5]]]]', None, {"type": "undefined"}),
    (CHAIN, 'strcat({})', 199, {"type": "string", "value": "x"}),
    (CHAIN, 'strcat({})', 200, {"type": "error"}),
    (CHAIN, 'join(",", {{{}, "q"}})', 199, {"type": "string", "value": "x,q,q,q,q,q,q,q,q,q,q,q,q,q,q,q,q,q,q,q,q,q,q,q,q,q,q,q,q,q,q,q,q,q,q,q,q,q,q,q,q,q,q,q,q,q,q,q,q,q,q,q,q,q,q,q,q,q,q,q,q,q,q,q,q,q,q,q,q,q,q,q,q,q,q,q,q,q,q,q,q,q,q,q,q,q,q,q,q,q,q,q,q,q,q,q,q,q,q,q,q,q,q,q,q,q,q,q,q,q,q,q,q,q,q,q,q,q,q,q,q,q,q,q,q,q,q,q,q,q,q,q,q,q,q,q,q,q,q,q,q,q,q,q,q,q,q,q,q,q,q,q,q,q,q,q,q,q,q,q,q,q,q,q,q,q,q,q,q,q,q,q,q,q,q,q,q,q,q,q,q,q,q,q,q,q,q,q,q,q,q,q,q,q,q,q,q,q,q,q"}),
    (CHAIN, 'join(",", {{{}, "q"}})', 200, {"type": "error"}),
    (CHAIN, 'eval("{}")', 199, {"type": "string", "value": "x"}),
    (CHAIN, 'eval("{}")', 200, {"type": "error"}),
]


def _case(row) -> tuple[str, str | None]:
    if row[0] is CHAIN:
        form, n = row[1], row[2]
        attrs = [f"a{i} = {form.format(f'a{i + 1}')}" for i in range(n)] + [f'a{n} = "x"']
        return "a0", "[" + "; ".join(attrs) + "]"
    return row[0], row[1]


def _id(row) -> str:
    return f"{row[1]}x{row[2]}" if row[0] is CHAIN else row[0]


@pytest.fixture(scope="module")
def ours_ready() -> None:
    why = ours.unavailable()
    if why:
        pytest.skip(why)


@pytest.mark.parametrize("row", PINNED, ids=[_id(r) for r in PINNED])
def test_pinned_library_answer(row, ours_ready) -> None:
    expr, my = _case(row)
    got = ours.evaluate_ours(expr, my)
    diffs = differences(got, row[3])
    assert not diffs, f"{expr} (MY {my}): ours {got}, library {row[3]}: {diffs}"


@pytest.mark.oracle
def test_pins_still_match_the_library() -> None:
    why = reference.available()
    if why:
        pytest.skip(why)
    with reference.ReferenceWorker(timeout=60) as w:
        refs = w.evaluate_many(reference.Request(*_case(r), None) for r in PINNED)
    stale = [(_id(r), ref) for r, ref in zip(PINNED, refs) if differences(ref, r[3])]
    assert not stale, stale
