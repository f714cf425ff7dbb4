"""Properties of the expander that must hold for any input.

The memoized path (used for values without provenance) must agree with HTCondor's plain rewrite
loop, and the provenance path must give the same text with spans that tile it exactly.
"""
from __future__ import annotations

import os

from hypothesis import given, settings
from hypothesis import strategies as st

from condor_ls.config.expander import Expander, Limits
from condor_ls.config.model import Definition
from condor_ls.config.text import Origin, SourceText

NAMES = ["A", "B", "C", "D", "E"]
PIECES = st.sampled_from([
    "$(A)", "$(B)", "$(C)", "$(D)", "$(E)", "$(a:def)", "$(NOPE:$(B))", "$(A:x-y)", "$", "(", ")", ":", "B)",
    "$(", "$$(A)", "$(DOLLAR)", " ", "x", "$INT(C)", "$SUBSTR(B,1)", "$ENV(HOME)", "$Fn(A)", "$(B:$(C)", ",",
    "$CHOICE(0,A)", "$(A B)", "\\", "$STRING(A)",
])


def value() -> st.SearchStrategy[str]:
    return st.lists(PIECES, max_size=6).map("".join)


@settings(max_examples=int(os.environ.get("PROPERTY_EXAMPLES", "200")), deadline=None)
@given(st.lists(value(), min_size=5, max_size=5), value())
def test_memo_and_provenance_agree_with_the_plain_loop(values: list[str], top: str) -> None:
    table = {name.lower(): Definition(name, SourceText.at(v, Origin("f", i, 4)), Origin("f", i, 0))
             for i, (name, v) in enumerate(zip(NAMES, values))}
    ex = Expander(lambda n: table.get(n.lower()), environ={"HOME": "/h"},
                  limits=Limits(max_size=5_000, max_steps=300, max_work=100_000))
    plain = ex.expand(top, track=False)
    tracked = ex.expand(top, track=True)
    memo: dict = {}
    memoized = ex.expand(top, track=False, memo=memo)
    again = ex.expand(top, track=False, memo=memo)
    if plain.truncated or tracked.truncated or memoized.truncated:
        return  # a limit was hit: the paths may stop at different points
    cycles = [d for d in plain.diagnostics if d.code == "config.macro-cycle"]
    if not cycles:
        assert memoized.value == plain.value == again.value
    assert tracked.value == plain.value or cycles
    covered = 0
    for span in tracked.spans:
        assert span.start == covered and span.end > span.start
        covered = span.end
    assert covered == len(tracked.value)


@settings(max_examples=int(os.environ.get("PROPERTY_EXAMPLES", "40")), deadline=None)
@given(st.lists(st.tuples(st.sampled_from(NAMES), value()), min_size=1, max_size=8))
def test_config_value_matches_the_provenance_expansion(assignments: list[tuple[str, str]]) -> None:
    from condor_ls.config import load_config

    text = "".join(f"{name} = {v}\n" for name, v in assignments)
    cs = load_config("mem/condor_config", text=text, environ={"HOME": "/h"}, read_file=_no_files)
    for name in NAMES:
        full = cs.expand(name)
        fast = cs.value(name)
        if full is None:
            assert fast is None
        elif not any(d.code == "config.expansion-limit" for d in full.diagnostics):
            assert fast == (full.value or None)


def _no_files(path: str) -> str:
    raise FileNotFoundError(path)
