"""Ads derived from a shared base (a cluster's procs) are written by reusing the base's text
(:class:`condor_ls.classad.sortedtext.SortedAdText`): the result must be exactly the text of
the same ad written in full, whatever the changes were."""
from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from condor_ls.classad.ad import ClassAd, DerivedAd
from condor_ls.classad.ast import Literal
from condor_ls.classad.jsonwrite import ads_json, unparse_ad_json
from condor_ls.classad.unparse import _Printer
from condor_ls.classad.parser import parse_expr
from condor_ls.cli.submit import write_long

NAMES = ["Args", "Cmd", "DiskUsage", "Environment", "Err", "In", "Iwd", "JobStatus", "Out", "ProcId",
         "QDate", "Requirements", "TransferInput", "Zeta", "aLpha", "MY_attr", "b", "NewOne"]
VALUES = st.one_of(
    st.integers(-5, 5).map(Literal),
    st.booleans().map(Literal),
    st.sampled_from([0.0, 1.5, -2.25]).map(Literal),
    st.text(alphabet='ab "\\\n\x01é', max_size=6).map(Literal),
    st.sampled_from(["TARGET.Memory >= RequestMemory", "{ 1, \"a\", [ x = 1 ] }", "undefined",
                     "ifThenElse(x, 1, 2)"]).map(lambda text: parse_expr(text, old=True)),
)
CHANGE = st.tuples(st.sampled_from(NAMES + [n.upper() for n in NAMES[:4]]), st.one_of(st.none(), VALUES))


def _plain(ad: ClassAd) -> ClassAd:
    copy = ClassAd()
    copy._attrs = dict(ad._attrs)  # noqa: SLF001 - the same items, without the base
    return copy


@settings(max_examples=200, deadline=None)
@given(st.lists(st.tuples(st.sampled_from(NAMES), VALUES), max_size=12),
       st.lists(st.lists(CHANGE, max_size=8), min_size=1, max_size=5))
def test_derived_ads_write_as_in_full(base_items: list, changes: list) -> None:
    base = ClassAd(base_items)
    ads = []
    for proc in changes:
        ad = DerivedAd(base)
        for name, value in proc:
            if value is None:
                ad.remove(name)
            else:
                ad.set(name, value)
        ads.append(ad)
    plain = [_plain(ad) for ad in ads]
    assert "".join(write_long(ads)) == "".join(write_long(plain)) == "\n".join(_long_by_printer(ad) for ad in plain)
    assert ads_json(ads) == ads_json(plain) == "[\n" + "\n,\n".join(unparse_ad_json(ad) for ad in plain) + "\n]\n"


def _long_by_printer(ad: ClassAd) -> str:
    """The long form straight from the printer (no short cuts, no reuse)."""
    items = sorted(ad.items(), key=lambda kv: kv[0].lower())
    return "".join(f"{name} = {_Printer(old=True).run(expr)}\n" for name, expr in items)


def test_changed_names() -> None:
    base = ClassAd([("A", Literal(1)), ("B", Literal("x")), ("C", Literal(True))])
    ad = DerivedAd(base)
    ad.set("a", Literal(1))  # the same value: not a change, whatever the spelling asked for
    ad.set("B", Literal("y"))
    ad.set("C", Literal(1))  # 1 is not true
    ad.set("D", Literal(0))
    ad.remove("nothing")
    assert ad.changed() == ["b", "c", "d"]
    ad.remove("A")
    assert ad.changed() == ["a", "b", "c", "d"]
    assert ad.lookup("b") == Literal("y") and "a" not in ad
