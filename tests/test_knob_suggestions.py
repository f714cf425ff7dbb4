"""``knobs.did_you_mean``: results are remembered per (name, limit, cutoff), and remembering
changes nothing a caller sees."""
from __future__ import annotations

import difflib

from condor_ls.config import knobs


def _uncached(name: str, limit: int, cutoff: float) -> list[str]:
    tab = knobs.table().knobs
    return [tab[h].name for h in difflib.get_close_matches(name.upper(), list(tab), n=limit, cutoff=cutoff)]


def test_same_answers_as_plain_difflib() -> None:
    for name in ("MAX_JOBS_RUNING", "max_jobs_runing", "START", "KNOB_1_234", "NEGOTIATOR_INTERVL", "x"):
        for limit, cutoff in ((3, 0.8), (5, 0.75)):
            assert knobs.did_you_mean(name, limit, cutoff) == _uncached(name, limit, cutoff)


def test_misspelling_found_and_case_ignored() -> None:
    assert "MAX_JOBS_RUNNING" in knobs.did_you_mean("max_jobs_runing")
    assert knobs.did_you_mean("max_jobs_runing") == knobs.did_you_mean("MAX_JOBS_RUNING")


def test_second_lookup_is_remembered_and_callers_cannot_spoil_it() -> None:
    knobs._close_names.cache_clear()
    first = knobs.did_you_mean("SCHEDD_INTERVL", 3, 0.8)
    first.append("garbage")  # a caller mutating its list
    again = knobs.did_you_mean("schedd_intervl", 3, 0.8)
    assert "garbage" not in again and again == _uncached("SCHEDD_INTERVL", 3, 0.8)
    info = knobs._close_names.cache_info()
    assert info.hits >= 1 and info.misses == 1


def test_bad_input_still_gives_nothing() -> None:
    assert knobs.did_you_mean(None) == []  # type: ignore[arg-type]
    assert knobs.did_you_mean("A" * 100_000) == []
