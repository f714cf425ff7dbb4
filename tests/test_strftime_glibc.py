"""``formatTime``'s strftime against the C library's own, on random formats and raw fields.

The ClassAd library formats times with the host's ``strftime`` (glibc on HTCondor's Linux
builds) over a ``struct tm`` it fills itself, fields out of range included; condor-ls has its
own implementation (``classad/functions/_strftime.py``) so that it gives glibc's answer on
every platform. This test calls glibc's ``strftime`` through ctypes with the same raw fields:
flags ``_ - 0 ^ #``, field widths, the ``E``/``O`` modifiers, unknown conversions, non-ASCII
bytes after a ``%``, a ``%`` at the end, years beyond a C ``int``. ``%Z`` is left out (its
answer depends on which instant the library converted last; the differential ClassAd tests
cover it). Skipped where the C library is not glibc.
"""
from __future__ import annotations

import ctypes
import ctypes.util
import platform
import random

import pytest

from condor_ls.classad.functions._strftime import Fields, strftime

pytestmark = pytest.mark.skipif(
    platform.system() != "Linux" or platform.libc_ver()[0] != "glibc", reason="needs glibc's strftime"
)


class _TM(ctypes.Structure):
    _fields_ = [(n, ctypes.c_int) for n in (
        "tm_sec", "tm_min", "tm_hour", "tm_mday", "tm_mon", "tm_year", "tm_wday", "tm_yday", "tm_isdst")]
    _fields_ += [("tm_gmtoff", ctypes.c_long), ("tm_zone", ctypes.c_char_p)]


def _glibc(fmt: str, f: Fields) -> str:
    libc = ctypes.CDLL(None)
    libc.strftime.restype = ctypes.c_size_t
    tm = _TM(f.sec, f.min, f.hour, f.mday, f.mon, f.year - 1900, f.wday, f.yday, 0, f.gmtoff, None)
    buf = ctypes.create_string_buffer(2048)
    n = libc.strftime(buf, 1023, fmt.encode("utf-8", "surrogateescape"), ctypes.byref(tm))
    return buf.raw[:n].decode("utf-8", "surrogateescape")


_CONVERSIONS = list("aAbBcCdDeFgGhHIjklmMnpPrRsStTuUVwWxXyYz%qNQ+1") + ["", "é"]


def _random_case(r: random.Random) -> tuple[str, Fields]:
    parts = []
    for _ in range(r.randint(1, 3)):
        if r.random() < 0.2:
            parts.append(r.choice(["x", " ", "é", "ab"]))
        flags = "".join(r.choice("_-0^#") for _ in range(r.choice((0, 0, 1, 2))))
        width = str(r.choice((1, 2, 3, 5, 10))) if r.random() < 0.4 else ""
        modifier = r.choice("EO") if r.random() < 0.15 else ""
        parts.append("%" + flags + width + modifier + r.choice(_CONVERSIONS))
    year = r.choice([2020, 23, 999, 1000, -1, -101, 1900, 1899, 9999, 10000, 0, 2**31 - 1, -(2**31) + 1900,
                     1969, r.randint(-3000, 3000)])
    fields = Fields(year=year, mon=r.choice([0, 5, 11, -1, 12, r.randint(-20, 20)]),
                    mday=r.choice([1, 0, 31, 32, -1, 15]), hour=r.choice([0, 12, 23, 11, 13, -1, 24, 100]),
                    min=r.choice([0, 59, 60, -5]), sec=r.choice([0, 59, 61, -1]), wday=r.choice([0, 6, 3, -1, 7]),
                    yday=r.choice([0, 364, 365, -1, 100, 400, -400]), gmtoff=0, when=None)
    return "".join(parts), fields


def test_random_formats_agree_with_glibc() -> None:
    r = random.Random(21)
    bad = []
    for _ in range(20000):
        fmt, fields = _random_case(r)
        want, got = _glibc(fmt, fields), strftime(fmt, fields)
        if want != got:
            bad.append((fmt, fields, want, got))
    assert not bad, "\n".join(f"{f!r} {fl}: glibc {w!r}, ours {g!r}" for f, fl, w, g in bad[:20])


@pytest.mark.parametrize("fmt, year, want", [
    ("%C", 23, "0"),  # glibc prints the century with at least one digit (the case)
    ("%C", 2020, "20"),
    ("%C", -101, "-2"),
    ("%-3Y", 23, " 23"),  # "-" drops the zero padding but the width still pads with spaces
    ("%E%", 2020, "%"),  # a bad format is copied from the last %, which here is the conversion
    ("%^10Eé", 1900, "    %^10Eé"),  # the copied text ends at the first byte of the é
])
def test_pinned_glibc_answers(fmt: str, year: int, want: str) -> None:
    fields = Fields(year=year, mon=0, mday=1)
    assert strftime(fmt, fields) == want
    assert _glibc(fmt, fields) == want
