"""Shortcuts in reading time literals against the general readers they stand in for.

``absTime("yyyy-mm-ddThh:mm:ss[zone]")`` in exactly that layout is read by one regex match
(``timetext._FULL_LAYOUT``) instead of the field-by-field scan; any digits in those places,
in range or not, must give what the scan gives, in every process time zone. The parser's
``_mktime_refuses`` skips mktime() for wall-clock times days away from the epoch: it must agree
with the unshortened check everywhere near and far from it.
"""
from __future__ import annotations

import time

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from condor_ls.classad import parser
from condor_ls.classad.functions import timetext
from condor_ls.classad.values import AbsTime

ZONES = ["UTC", "America/Chicago", "Asia/Kolkata", "Europe/Berlin", "Australia/Lord_Howe", "Pacific/Kiritimati"]


@pytest.fixture(params=ZONES)
def zone(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch):  # type: ignore[no-untyped-def]
    monkeypatch.setenv("TZ", request.param)
    time.tzset()
    yield request.param
    monkeypatch.undo()
    time.tzset()


def digits(n: int) -> st.SearchStrategy[str]:
    return st.text("0123456789", min_size=n, max_size=n)


ZONE_SUFFIX = st.sampled_from(["", "Z", "z", "+0530", "-06:00", "+00:00", "-1200", "+14:00", "  ", "Z "])


@settings(max_examples=300, deadline=None)
@given(year=digits(4), month=digits(2), day=digits(2), hour=digits(2), minute=digits(2), sec=digits(2),
       suffix=ZONE_SUFFIX)
def _same_reading(year: str, month: str, day: str, hour: str, minute: str, sec: str, suffix: str) -> None:
    text = f"{year}-{month}-{day}T{hour}:{minute}:{sec}{suffix}"
    body, offset = timetext._zone(timetext._as_bytes(text))
    assert timetext.parse_abstime(text) == timetext._read_fields(body, offset), text


def test_full_layout_reads_as_the_field_scan(zone: str) -> None:
    _same_reading()


def _refuses_slowly(value: AbsTime) -> bool:
    wall = time.gmtime(int(value.secs) + int(value.offset))
    try:
        return time.mktime((*wall[:6], 0, 0, 0)) == -1.0
    except (OverflowError, ValueError):
        return False


def test_mktime_refusal_shortcut(zone: str) -> None:
    near = range(-3 * 86400, 3 * 86400, 1800)
    edge = -1 + time.localtime(-1).tm_gmtoff  # the wall-clock time mktime() maps to -1
    stamps = [*near, *(s - 1 for s in near), *(s + 1 for s in near), 10**9, -10**9, 2**40, -(2**40),
              edge - 1, edge, edge + 1]
    refused = 0
    for secs in stamps:
        for offset in (0, 3600, -19800, 50400):
            value = AbsTime(secs, offset)
            assert parser._mktime_refuses(value) == _refuses_slowly(value), (zone, secs, offset)
            refused += _refuses_slowly(value)
    assert refused  # the one refused second per zone is among the stamps
