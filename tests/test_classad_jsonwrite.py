"""The JSON writer (``condor_q -json`` form) against ``classad2``'s ``printJson``
(``ClassAdJsonUnParser``), character for character, and read back by condor-ls's JSON reader."""
from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings

from adfile_support import ad_texts, oracle
from condor_ls.classad.adjson import read_json
from condor_ls.classad.jsonwrite import ads_json, unparse_ad_json
from condor_ls.classad.parser import ClassAdSyntaxError, parse_ads

classad2 = oracle()
needs_oracle = pytest.mark.skipif(classad2 is None, reason="htcondor wheel not installed")

EDGES = ('[a = 1; b = "x\\"y"; c = {1, 2.5, "s", undefined}; d = x + 1; e = [q = 1]; f = real("INF"); '
         'g = 0.0; h = -0.0; i = 1e20; j = error; k = absTime("2020-01-01T00:00:00Z"); l = relTime("1:00"); '
         'm = "\\x01\\x1f\\x7f é\\t\\n"; n = -5; o = {}; p = []; q = a.b; r = "\\\\"; s = {[a = {1}]}]')


@needs_oracle
def test_edge_values_as_the_library_writes_them() -> None:
    ours = parse_ads(EDGES)[0]
    assert unparse_ad_json(ours, sort=False) == classad2.ClassAd(EDGES).printJson()


@needs_oracle
@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(ad_texts())
def test_generated_ads_as_the_library_writes_them(pairs: list[tuple[str, str]]) -> None:
    # one attribute an ad: the library writes an ad's attributes in its hash order
    for name, value in pairs:
        text = f"[{name} = {value}]"
        try:
            ours = parse_ads(text)[0]
            theirs = classad2.ClassAd(text)
        except (ClassAdSyntaxError, ValueError, SyntaxError):
            continue
        assert unparse_ad_json(ours) == theirs.printJson()


def test_round_trip_and_layout() -> None:
    ads = parse_ads(EDGES + "\n[z = 1]")
    text = ads_json(ads)
    assert text.startswith("[\n{\n") and "\n}\n,\n{\n" in text and text.endswith("}\n]\n")
    back, _ = read_json(text)
    assert ads_json(back) == text
    assert ads_json([]) == ""
