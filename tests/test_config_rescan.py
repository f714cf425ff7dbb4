"""Deeply nested macro text costs linear, not quadratic, work.

HTCondor's expander (``expand_macro`` in ``src/condor_utils/config.cpp``) scans the value from
its beginning again after every substitution. ``A0 = $($($(...X...)))`` 10,000 deep made each of
those scans walk thousands of rejected ``$(`` candidates, so the step limit stopped it only after
tens of seconds. :class:`condor_ls.config.scanner.Rescan` resumes at the first candidate whose
verdict could have changed; these tests check that it finds exactly what a scan from the
beginning finds (against a naive loop, and against ``htcondor2.param``) and that the work stays
proportional to the depth (counted in scanner calls, not timed).
"""
from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

import pytest
from hypothesis import given, settings as hsettings, strategies as st

from condor_ls.config import scanner
from condor_ls.config.reader import load_config
from condor_ls.config.scanner import Rescan, config_prefix, find_macro, only_dollar, skip_dollar

REPO = Path(__file__).resolve().parents[1]

#: what the toy expansions below substitute for a body (any text, including '$', '(' and ')')
_VALUES = {"A": "$(B", "B": ")", "C": "$(A)x", "AB": "$(", "D": "(", "X": "$$(C)", "": "$"}


def _value(body: str) -> str:
    name, _, default = body.partition(":")
    return _VALUES.get(name, default[:3])


def _expand(text: str, resumed: bool, skip=skip_dollar, steps: int = 60) -> list[tuple[int, str]]:
    """The references a substitution loop meets, in order, scanning from 0 every time or
    resuming with Rescan."""
    rescan = Rescan()
    met = []
    for _ in range(steps):
        ref = find_macro(text, rescan.start if resumed else 0, config_prefix, skip, None, rescan if resumed else None)
        if ref is None:
            break
        met.append((ref.dollar, text[ref.dollar:ref.end]))
        text = text[:ref.dollar] + _value(ref.body_text(text)) + text[ref.end:]
    return met + [(-1, text)]


@hsettings(max_examples=600, deadline=None)
@given(st.text(alphabet="$()AB:CDX ,\\.$(", max_size=40))
def test_resumed_scans_meet_what_scans_from_the_start_meet(text: str) -> None:
    assert _expand(text, True) == _expand(text, False)
    assert _expand(text, True, only_dollar) == _expand(text, False, only_dollar)


@pytest.mark.parametrize("text", ["$(A$(B))", "$(A:($(B)", "$(A:(x$(D)$(B)", "$$(X)$(A)", "$($($(C)))",
                                  "$FOO$(B)(A)", "$(A B$(B)", "$(DOLLAR)(A)$(C)"])
def test_resumed_scans_on_chosen_texts(text: str) -> None:
    assert _expand(text, True) == _expand(text, False)


def _naive_rejected(text: str) -> list[scanner.Rejected]:
    """rejected_references as it was: one scan per ``$(``."""
    out = []
    for dollar in range(len(text)):
        if not text.startswith("$(", dollar) or (dollar > 0 and text[dollar - 1] == "$"):
            continue
        found = find_macro(text, dollar, config_prefix)
        if found is not None and found.dollar == dollar:
            continue
        item = scanner._rejected_at(text, dollar)
        if item is not None:
            out.append(item)
    return out


@hsettings(max_examples=600, deadline=None)
@given(st.text(alphabet="$()AB:x \n,.-$(", max_size=40))
def test_rejected_references_need_one_scan_per_reference(text: str) -> None:
    assert scanner.rejected_references(text) == _naive_rejected(text)


class _Counting:
    """A stand-in for one of the scanner's compiled patterns that counts its matches."""

    def __init__(self, pattern) -> None:
        self.pattern, self.calls = pattern, 0

    def match(self, *args):
        self.calls += 1
        return self.pattern.match(*args)


@pytest.mark.parametrize("depth", [500, 2000])
def test_nested_references_cost_linear_work(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, depth: int) -> None:
    """Every level is scanned a bounded number of times: a scan from the start after each
    substitution made about depth**2 / 2 candidate checks (2 million at 2,000 deep)."""
    conf = tmp_path / "condor_config"
    conf.write_text("A0 = " + "$(" * depth + "X" + ")" * depth + "\nNEST = " + "$(N" * depth + ")" * depth
                    + "\nN = \n")
    counting = _Counting(scanner._ID_RUN)
    monkeypatch.setattr(scanner, "_ID_RUN", counting)
    config = load_config(str(conf))
    for knob in ("A0", "NEST"):
        counting.calls = 0
        config.expand(knob)
        assert counting.calls <= 10 * depth, (knob, counting.calls)
    counting.calls = 0
    scanner.rejected_references("$(A" * depth + "$(B)" + ")" * depth)
    assert counting.calls <= 10 * depth, ("rejected_references", counting.calls)


# ------------------------------------------------------------------------- against the library
_ORACLE_CASES = [
    "X = $(A$(B))\nB = b\nAb = found\n",
    "X = $($($(N)))\nN = M\nM = K\nK = done\n",
    "X = " + "$(" * 150 + "N" + ")" * 150 + "\nN = N\n",
    "X = " + "$(A" * 120 + "B" + ")" * 120 + "\nAB = B\n",
    "X = $(A:$(B))\nB = bee\n",
    "X = $(DOLLAR)(B)$(B)$(C$(DOLLAR))\nB = b\n",
    "X = $$(B)$(B)\nB = b\n",
    "X = $(A$(B)$(C))\nB = 1\nC = 2\nA12 = twelve\n",
    "X = $(A$(B)\nB = )\nA = a\n",
    "X = $(A:(x$(B)\nB = y)\n",
    "X = $SUBSTR($(Y$(Z)),1)\nZ = 1\nY1 = hello\n",
    "X = $(A:($(B)\nB = b\n",
    "X = $F(A$(B))\nB = c\nAc = /x/y.z\n",
    "X = $($(P)$(Q))$($(Q)$(P))\nP = R\nQ = S\nRS = rs\nSR = $(RS)$(P\n",
]


@pytest.mark.oracle
@pytest.mark.skipif(importlib.util.find_spec("htcondor2") is None, reason="htcondor wheel not installed")
def test_nested_expansions_agree_with_the_library(tmp_path: Path) -> None:
    sys.path.insert(0, str(REPO))
    from fuzz.config_oracle import ConfigOracle, ConfigRequest

    with ConfigOracle("fork") as oracle:
        for i, text in enumerate(_ORACLE_CASES):
            root = tmp_path / f"c{i}"
            root.mkdir()
            (root / "condor_config").write_text(text)
            got = oracle.ask(ConfigRequest(str(root), ["X"]))
            assert got.get("error") is None, (text[:80], got)
            ours = load_config(str(root / "condor_config")).expand("X")
            assert ours is not None and not ours.truncated, text[:80]
            assert ours.value == got["values"]["X"], text[:80]
