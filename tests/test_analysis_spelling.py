"""Did-you-mean for knob and macro names: the index finds what a brute-force search finds."""
from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from condor_ls.analysis.spelling import NameIndex, allowed_edits, close_knobs, edit_distance

NAME = st.text(alphabet="ABCDE_", min_size=1, max_size=12)


def plain_distance(a: str, b: str) -> int:
    rows = [list(range(len(b) + 1))]
    for i, ca in enumerate(a, 1):
        row = [i]
        for j, cb in enumerate(b, 1):
            row.append(min(rows[-1][j] + 1, row[j - 1] + 1, rows[-1][j - 1] + (ca != cb)))
        rows.append(row)
    return rows[-1][-1]


@given(NAME, NAME)
def test_bounded_distance_agrees_up_to_its_limit(a: str, b: str) -> None:
    exact = plain_distance(a, b)
    assert edit_distance(a, b, 2) == (exact if exact <= 2 else 3)


@settings(max_examples=300)
@given(st.lists(NAME, min_size=1, max_size=40), NAME)
def test_index_finds_every_close_name(names: list[str], query: str) -> None:
    index = NameIndex(names)
    found = set(index.close(query, limit=len(names) + 1))
    upper = {n.upper() for n in names}
    expected = {n for n in upper if n != query.upper()
                and plain_distance(n, query.upper()) <= allowed_edits(query)}
    assert {f.upper() for f in found} == expected


def test_known_knob_suggestions() -> None:
    assert close_knobs("MAX_JOBS_RUNING")[0] == "MAX_JOBS_RUNNING"
    assert "MAX_JOBS_RUNNING" not in close_knobs("MAX_JOBS_RUNNING")  # never the name itself
    assert close_knobs("KeyboardBusyNow") == ()
