"""Parsing only the top-level statements tied to the bindings must find what parsing the whole
script finds: each case below puts the link between a string and the bindings in a statement
of its own, away from the call, and compares with a run that parses every statement."""
from __future__ import annotations

from pathlib import Path

import pytest

import condor_ls.python.finder as finder
from condor_ls.python.finder import find_sites
from condor_ls.python.sites import PythonSites

FIXTURES = Path(__file__).parent / "fixtures" / "python"
#: plain Python between the statements of each case, so that they are separate chunks with
#: statements that need no parse around them
FILLER = "".join(f"\ndef helper_{i}(rows):\n    return [r.strip() for r in rows if r]\n" for i in range(3))


def script(*statements: str) -> str:
    return FILLER.join(statements)


def everything_parsed(text: str, monkeypatch: pytest.MonkeyPatch) -> PythonSites:
    """The sites found when every top-level statement is parsed (no skipping)."""
    with monkeypatch.context() as patch:
        patch.setattr(finder, "chunks_mentioning", lambda _pattern, _text, pieces, _starts=None: set(range(len(pieces))))
        sites = find_sites(text)
    assert sites.parsed_chunks == sites.total_chunks
    return sites


def same_sites(text: str, monkeypatch: pytest.MonkeyPatch) -> PythonSites:
    """The sites found with skipping, after checking they equal those of a full parse and that
    something was skipped."""
    skipping = find_sites(text)
    full = everything_parsed(text, monkeypatch)
    assert skipping.expressions == full.expressions
    assert skipping.ads == full.ads
    assert skipping.names == full.names
    assert skipping.submits == full.submits
    assert skipping.parsed_chunks < skipping.total_chunks
    return skipping


def expressions(sites: PythonSites) -> list[str]:
    return [s.text.text for s in sites.expressions]


def test_an_alias_of_the_module_made_in_another_statement(monkeypatch: pytest.MonkeyPatch) -> None:
    text = script("import htcondor2 as hc\n", "condor = hc\n", "POOL = condor.Collector()\n",
                  "def slots():\n    return POOL.query(condor.AdTypes.Startd, constraint='Cpus > 4')\n")
    sites = same_sites(text, monkeypatch)
    assert expressions(sites) == ["Cpus > 4"]
    assert sites.expressions[0].side == "machine"


def test_an_alias_of_a_class_and_of_an_instance(monkeypatch: pytest.MonkeyPatch) -> None:
    text = script("from classad2 import ExprTree\n", "Expr = ExprTree\n", "import htcondor2\n",
                  "SCHEDD = htcondor2.Schedd()\n", "def rank():\n    return Expr('Memory * 2')\n",
                  "def running():\n    return SCHEDD.query('JobStatus == 2', projection=['Owner'])\n")
    sites = same_sites(text, monkeypatch)
    assert expressions(sites) == ["Memory * 2", "JobStatus == 2"]
    assert [n.text.text for n in sites.names] == ["Owner"]


def test_a_helper_returning_a_schedd_called_elsewhere(monkeypatch: pytest.MonkeyPatch) -> None:
    text = script("import htcondor2\n", "def local_schedd():\n    return htcondor2.Schedd()\n",
                  "def held():\n    return local_schedd().query(constraint='JobStatus == 5')\n",
                  "def main():\n    for ad in held():\n        print(ad['HoldReason'])\n")
    sites = same_sites(text, monkeypatch)
    assert expressions(sites) == ["JobStatus == 5"]
    assert [(n.text.text, n.role) for n in sites.names] == [("HoldReason", "lookup")]


def test_a_star_import(monkeypatch: pytest.MonkeyPatch) -> None:
    text = script("from htcondor2 import *\n", "def submit():\n    return Submit({'executable': 'x', 'request_cpus': '2'})\n",
                  "def watch():\n    return Schedd().query('Owner == \"me\"')\n")
    sites = same_sites(text, monkeypatch)
    assert expressions(sites) == ['Owner == "me"']
    assert [e.key.text for e in sites.submits[0].entries] == ["executable", "request_cpus"]


def test_a_string_held_by_a_name_defined_in_an_earlier_statement(monkeypatch: pytest.MonkeyPatch) -> None:
    text = script("import htcondor2\n", 'HELD = "JobStatus == 5"\n', "COLUMNS = ['ClusterId', 'ProcId']\n",
                  "OPTIONS = {'executable': '/bin/true'}\n", "OPTIONS['request_memory'] = '1GB'\n",
                  "def held(schedd):\n    return schedd.query(HELD, COLUMNS)\n",
                  "def job():\n    return htcondor2.Submit(OPTIONS)\n")
    sites = same_sites(text, monkeypatch)
    assert expressions(sites) == ["JobStatus == 5"]
    assert [n.text.text for n in sites.names] == ["ClusterId", "ProcId"]
    assert [e.key.text for e in sites.submits[0].entries] == ["executable", "request_memory"]


def test_a_module_name_set_by_a_function_declaring_it_global(monkeypatch: pytest.MonkeyPatch) -> None:
    text = script("import htcondor2\n", "def connect():\n    global SCHEDD\n    SCHEDD = htcondor2.Schedd()\n",
                  "def idle():\n    return SCHEDD.query('JobStatus == 1')\n")
    sites = same_sites(text, monkeypatch)
    assert [(s.text.text, s.side) for s in sites.expressions] == [("JobStatus == 1", "job")]


def test_statements_that_may_bind_a_constant() -> None:
    from condor_ls.python.finder import _binding_statement

    pattern = _binding_statement("HELD")
    for line in ("HELD = 1", "HELD: str = 'x'", "HELD['k'] = 1", "A, HELD = 1, 2", "for HELD in x:",
                 "with open(p) as HELD:", "HELD.update(x)", "    HELD = 1"):  # indented: in a module-level if
        assert pattern.search(line), line
    for line in ("print(HELD)", "x = HELD", "UNHELD = 1", "obj.HELD = 1", "def f(HELD):"):
        assert not pattern.search(line), line


def test_a_name_assigned_twice_in_skipped_statements_stays_unknown(monkeypatch: pytest.MonkeyPatch) -> None:
    text = script("import htcondor2\n", 'QUERY = "JobStatus == 5"\n', 'QUERY = "JobStatus == 2"\n',
                  "def run(schedd):\n    return schedd.query(QUERY)\n")
    assert expressions(same_sites(text, monkeypatch)) == []


@pytest.mark.parametrize("name", ("dag_generator.py", "monitor.py", "notebook.py"))
def test_realistic_scripts_lose_nothing(name: str, monkeypatch: pytest.MonkeyPatch) -> None:
    text = (FIXTURES / name).read_text() + FILLER
    skipping = find_sites(text)
    full = everything_parsed(text, monkeypatch)
    assert (skipping.expressions, skipping.ads, skipping.names, skipping.submits) == \
        (full.expressions, full.ads, full.names, full.submits)
    assert skipping.strings()


def test_the_benchmark_script_loses_nothing(monkeypatch: pytest.MonkeyPatch) -> None:
    import importlib.util

    path = Path(__file__).parent.parent / "benchmarks" / "python_check.py"
    spec = importlib.util.spec_from_file_location("python_check", path)
    assert spec is not None and spec.loader is not None
    bench = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(bench)
    text = bench.script(400, False)
    sites = same_sites(text, monkeypatch)
    assert sites.expressions and sites.submits and sites.names
