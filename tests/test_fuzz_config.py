"""The config half of the differential fuzz harness (``fuzz/config_*.py``) in the test suite.

* every regression case in ``tests/oracle/config_cases/`` (minimised config sets the fuzzer
  found diverging, each a JSON file of files, knobs, subsystem and environment) must read the
  same in condor-ls and in ``htcondor2.param``;
* a seeded sample of generated config sets must show no divergence (``FUZZ_CONFIG_SAMPLE``
  overrides the count);
* the fork-server oracle (a child forked per case from a process that imported the bindings
  with an empty config) answers as a brand-new interpreter per case does;
* the library's behaviour that makes the harness skip knobs in a macro cycle is pinned.

Needs the pinned ``htcondor`` wheel (marked ``oracle``).
"""
from __future__ import annotations

import importlib.util
import json
import os
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from fuzz import config_gen  # noqa: E402
from fuzz.config_fuzz import REGRESSIONS, Runner, case_from_json  # noqa: E402
from fuzz.config_oracle import ConfigOracle, ConfigRequest  # noqa: E402

pytestmark = [
    pytest.mark.oracle,
    pytest.mark.skipif(importlib.util.find_spec("htcondor2") is None, reason="htcondor wheel not installed"),
]

SAMPLE_SEED = 21
SAMPLE_SIZE = int(os.environ.get("FUZZ_CONFIG_SAMPLE", "150"))
CASE_FILES = sorted(REGRESSIONS.glob("*.json")) if REGRESSIONS.exists() else []


@pytest.fixture(scope="module")
def runner():
    with Runner("fork") as r:
        yield r


@pytest.mark.parametrize("path", CASE_FILES, ids=[p.stem for p in CASE_FILES])
def test_config_regression(path: Path, runner) -> None:
    data = json.loads(path.read_text(encoding="utf-8"))
    status, details, got, ref = runner.run(case_from_json(data))
    assert status == "agree", f"{path.name} ({data.get('note', '')}):\n  " + "\n  ".join(details)


def test_seeded_config_sample_has_no_divergence(runner) -> None:
    diverging = []
    agree = 0
    for i in range(SAMPLE_SIZE):
        case = config_gen.generate(SAMPLE_SEED, i)
        status, details, _, _ = runner.run(case)
        if status == "diverge":
            diverging.append((i, details))
        agree += status == "agree"
    assert not diverging, "\n".join(f"case {i}: {d[:3]}" for i, d in diverging[:10])
    assert agree >= 0.9 * SAMPLE_SIZE


def test_fork_server_answers_as_a_fresh_interpreter(tmp_path: Path) -> None:
    from fuzz.config_fuzz import write_case

    with ConfigOracle("fork") as forked, ConfigOracle("spawn") as spawned:
        for i in range(12):
            case = config_gen.generate(SAMPLE_SEED + 1, i)
            root = tmp_path / f"c{i}"
            root.mkdir()
            write_case(root, case)
            # knobs in a macro cycle make the library loop; leave them out as the fuzzer does
            knobs = [k for k in case.knobs if k not in ("A", "B", "C", "D", "E", "F", "G")] + ["A"]
            req = ConfigRequest(str(root), knobs, case.subsystem, case.env)
            a, b = forked.ask(req), spawned.ask(req)
            if a.get("error") in ("crash", "timeout") or b.get("error") in ("crash", "timeout"):
                continue
            assert a == b, f"case {i}"


def test_the_library_cannot_expand_a_macro_cycle(tmp_path: Path) -> None:
    """Why the fuzzer does not ask for knobs condor-ls finds in a cycle: HTCondor expands them
    without end (a crash when the stack runs out, or a hang), so there is no value to compare.
    condor-ls reports the cycle (rule macro-cycle) instead."""
    (tmp_path / "condor_config").write_text("B = $DIRNAME(B)\nC = $(D)\nD = $(C)\n")
    with ConfigOracle("fork") as oracle:
        for knob in ("B", "C"):
            got = oracle.ask(ConfigRequest(str(tmp_path), [knob]))
            assert got["error"] in ("crash", "timeout"), got
    from condor_ls.config.reader import load_config

    cs = load_config(str(tmp_path / "condor_config"), subsystem="TOOL")
    for knob in ("B", "C"):
        assert any(d.code == "config.macro-cycle" for d in cs.expand(knob).diagnostics)


@pytest.mark.parametrize("text", ['E = $BASENAME(B)\nB = ""\n', 'E = $Fn(B)\nB = ""\n', 'E = $DIRNAME(B)\nB = ""\n',
                                  "E = $Faq(B)\nB = ''\n", 'E = x$Fdq(B)y\nB = ""\n'])
def test_file_name_functions_of_an_empty_quoted_string_crash_the_library(tmp_path: Path, text: str) -> None:
    """config.cpp's file-name functions unquote the value (``strlen_unquote``) and then
    ``strcpy_quoted`` drops a leading quote of what is left without checking its length: a
    value of exactly ``""`` is copied with length -1 and the process dies (a glibc abort in
    free()). condor-ls says so as an error on the knob; the fuzzer counts it documented."""
    (tmp_path / "condor_config").write_text(text)
    with ConfigOracle("fork") as oracle:
        got = oracle.ask(ConfigRequest(str(tmp_path), ["E"]))
    assert got["error"] in ("refused: abort", "crash"), got
    from condor_ls.config.reader import load_config

    diags = load_config(str(tmp_path / "condor_config"), subsystem="TOOL").expand("E").diagnostics
    assert any("HTCondor aborts" in d.message for d in diags), diags


@pytest.mark.parametrize("text", ['E = $BASENAME(B)\nB = "x"\n', "E = $BASENAME(B)\nB = ''\n", "E = $Fq(B)\nB = ''\n",
                                  'E = $BASENAME(B)\nB = """\n', 'E = $BASENAME(B)\nB = "\n'])
def test_file_name_functions_of_other_quoted_values_are_fine(tmp_path: Path, text: str) -> None:
    (tmp_path / "condor_config").write_text(text)
    from condor_ls.config.reader import load_config

    cs = load_config(str(tmp_path / "condor_config"), subsystem="TOOL")
    assert not any("HTCondor aborts" in d.message for d in cs.expand("E").diagnostics)
    with ConfigOracle("fork") as oracle:
        got = oracle.ask(ConfigRequest(str(tmp_path), ["E"]))
    assert got.get("error") is None and got["values"]["E"] == (cs.value("E") or None), (got, cs.value("E"))


def test_an_environment_override_keeps_its_self_reference(tmp_path: Path) -> None:
    """condor_config.cpp hands each ``_CONDOR_`` variable to insert_macro as it is: a self
    reference is expanded only when the knob is already in the set, so ``_CONDOR_X=z$(X)``
    with no X in the files refers to itself, and HTCondor loops looking it up."""
    (tmp_path / "condor_config").write_text("Y = 1\n")
    env = {"_CONDOR_X": "z$(X)", "_CONDOR_Y": "z$(Y)"}
    with ConfigOracle("fork") as oracle:
        hung = oracle.ask(ConfigRequest(str(tmp_path), ["X"], "TOOL", env))
        fine = oracle.ask(ConfigRequest(str(tmp_path), ["Y"], "TOOL", env))
    assert hung["error"] in ("crash", "timeout"), hung
    from condor_ls.config.reader import load_config

    cs = load_config(str(tmp_path / "condor_config"), subsystem="TOOL", environ=env)
    assert any(d.code == "config.macro-cycle" for d in cs.expand("X").diagnostics)
    assert fine["values"]["Y"] == cs.value("Y") == "z1"
