"""The job-ad model's API: queue forms, provenance, per-proc macros, laziness, replay, memo,
bounds. (Attribute values themselves are checked against the 24.0 bindings in
tests/oracle/test_submit_oracle.py and against HTCondor 25's regression table in
tests/test_submit_regress.py.)"""
from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from condor_ls.classad.unparse import unparse
from condor_ls.submit.jobads import DagVar, Limits, SubmitOptions, build_job_ads, config_lookup
from condor_ls.submit.jobads import builder

sys.path.insert(0, str(Path(__file__).resolve().parent))
from oracle.submit_cases import CASES  # noqa: E402
from oracle.submit_ours import materialise  # noqa: E402
from oracle.submit_strategies import FILES, submit_files  # noqa: E402

ENV = {"PATH": "/usr/bin:/bin", "HOME": "/nonexistent-home", "CONDOR_CONFIG": "/dev/null"}
E = "executable = /bin/echo\n"


def opts(cwd: Path | str, **kw) -> SubmitOptions:
    kw.setdefault("environ", ENV)
    kw.setdefault("submit_time", 1700000000)
    kw.setdefault("user", "u")
    return SubmitOptions(cwd=str(cwd), **kw)


def attr(proc, name: str) -> str | None:
    expr = proc.ad.lookup(name)
    return None if expr is None else unparse(expr, old=True)


def args_of(result) -> list[str]:
    return [attr(p, "Args") or "" for p in result.procs()]


# ------------------------------------------------------------------ queue forms
@pytest.fixture
def workdir(tmp_path: Path) -> Path:
    (tmp_path / "a.dat").write_text("a")
    (tmp_path / "b.dat").write_text("b")
    (tmp_path / "d1").mkdir()
    (tmp_path / "d2").mkdir()
    (tmp_path / "items.txt").write_text("x 1\ny 2\n")
    return tmp_path


LOOP = "arguments = $(Process) $(Step) $(ItemIndex) $(Row)"


@pytest.mark.parametrize("tail, queue, count, expected", [
    ("", "queue", 1, ['"0 0 0 0"']),
    ("", "queue 3", 3, ['"0 0 0 0"', '"1 1 0 0"', '"2 2 0 0"']),
    (" $(Item)", "queue 2 in (a b)", 4, ['"0 0 0 0 a"', '"1 1 0 0 a"', '"2 0 1 1 b"', '"3 1 1 1 b"']),
    (" $(Item)", "queue in [1:] (a b c)", 2, ['"0 0 1 1 b"', '"1 0 2 2 c"']),
    (" $(Item)", "queue Item matching *.dat", 2, ['"0 0 0 0 a.dat"', '"1 0 1 1 b.dat"']),
    (" $(Item)", "queue Item matching dirs d*", 2, ['"0 0 0 0 d1/"', '"1 0 1 1 d2/"']),
    (" $(a)/$(b)", "queue a,b from items.txt", 2, ['"0 0 0 0 x/1"', '"1 0 1 1 y/2"']),
    (" $(a)/$(b)", "queue a b from (\n p 1\n q 2\n)", 2, ['"0 0 0 0 p/1"', '"1 0 1 1 q/2"']),
])
def test_queue_forms(workdir: Path, tail: str, queue: str, count: int, expected: list[str]) -> None:
    result = build_job_ads(E + LOOP + tail + "\n" + queue + "\n", None, opts(workdir))
    assert [q.count for q in result.queues] == [count]
    assert args_of(result) == expected
    assert not result.problems_for_all()


def test_queue_executable_from(workdir: Path) -> None:
    result = build_job_ads("queue executable from (\n/bin/echo\n/bin/true\n)\n", None, opts(workdir))
    assert [attr(p, "Cmd") for p in result.procs()] == ['"/bin/echo"', '"/bin/true"']
    assert not [p for p in result.problems_for_all() if p.severity == "error"]


def test_queue_statement_fields(workdir: Path) -> None:
    result = build_job_ads(E + "queue 2 x, y from (\n 1 2\n 3 4\n 5 6\n)\n", None, opts(workdir))
    (q,) = result.queues
    assert q.variables == ("x", "y") and q.items == ("1 2", "3 4", "5 6") and q.repeat == 2 and q.count == 6
    assert q.first_proc == 0 and q.unknown is None and q.origin.line == 1
    assert [dict(p.variables) for p in q.procs[::2]] == [{"x": "1", "y": "2"}, {"x": "3", "y": "4"},
                                                         {"x": "5", "y": "6"}]


def test_several_queue_statements_count_procs_on(workdir: Path) -> None:
    result = build_job_ads(E + "arguments = $(Process)\nqueue 2\narguments = b$(Process)\nqueue 1\n", None,
                           opts(workdir))
    assert [q.first_proc for q in result.queues] == [0, 2]
    assert args_of(result) == ['"0"', '"1"', '"b2"']
    assert any(p.code == "submit.multiple-queue" for p in result.problems_for_all())


# ------------------------------------------------------------------ commands are never run
def test_queue_from_a_command_is_not_run(tmp_path: Path) -> None:
    marker = tmp_path / "ran"
    result = build_job_ads(E + f"queue from touch {marker} |\n", None, opts(tmp_path))
    (q,) = result.queues
    assert q.count is None and q.unknown and "never runs" in q.unknown and len(q.procs) == 0
    assert result.incomplete and not result.failed
    assert [p.code for p in result.problems_for_all()] == ["submit.queue-command"]
    assert not marker.exists()


def test_include_of_a_command_is_not_run(tmp_path: Path) -> None:
    marker = tmp_path / "ran"
    result = build_job_ads(f"include : touch {marker} |\n" + E + "queue\n", None, opts(tmp_path))
    assert result.incomplete and [p.code for p in result.problems_for_all()] == ["submit.include-command"]
    assert len(list(result.procs())) == 1
    assert not marker.exists()


# ------------------------------------------------------------------ macros, include, if
def test_macro_functions(tmp_path: Path) -> None:
    text = (E + "n = 7\nx = 3.25\nlist = a,b,c\np = /a/b/c.tar.gz\n"
            "arguments = $INT(n,%03d) $REAL(x,%.1f) $CHOICE(Process,list) $Fn(p) $Fx(p) $Fp(p)\nqueue 2\n")
    result = build_job_ads(text, None, opts(tmp_path))
    assert args_of(result) == ['"007 3.2 a c.tar .gz /a/b/"', '"007 3.2 b c.tar .gz /a/b/"']


def test_include_and_conditionals(tmp_path: Path) -> None:
    (tmp_path / "common.sub").write_text("request_memory = 2G\nflavour = big\n")
    text = ("include : common.sub\n" + E +
            "if defined nothing\n  arguments = nothing\nelif defined flavour\n  arguments = $(flavour)\nelse\n"
            "  arguments = none\nendif\nqueue\n")
    result = build_job_ads(text, str(tmp_path / "job.sub"), opts(tmp_path))
    proc = result.first()
    assert attr(proc, "Args") == '"big"' and attr(proc, "RequestMemory") == "2048"
    (source,) = proc.sources("RequestMemory")
    assert source.name == "request_memory" and source.kind == "submit"
    assert source.origin.file.endswith("common.sub") and source.origin.line == 0


def test_if_version_comparison(tmp_path: Path) -> None:
    text = E + "if version >= 25.0\n arguments = new\nelse\n arguments = old\nendif\nqueue\n"
    assert attr(build_job_ads(text, None, opts(tmp_path)).first(), "Args") == '"new"'
    assert attr(build_job_ads(text, None, opts(tmp_path, version="24.0")).first(), "Args") == '"old"'


# ------------------------------------------------------------------ provenance
def test_sources_and_attributes_from(tmp_path: Path) -> None:
    text = E + "mem = 3\nrequest_memory = $(mem)G\n+Project = \"x\"\nqueue\n"
    result = build_job_ads(text, None, opts(tmp_path))
    proc = result.first()
    names = {(s.name, s.kind) for s in proc.sources("RequestMemory")}
    assert ("request_memory", "submit") in names
    assert "RequestMemory" in proc.attributes_from("request_memory")
    (project,) = proc.sources("Project")
    assert project.origin.line == 3
    assert result.definition("request_memory").origin.line == 2
    assert result.definition("nosuch") is None


def test_macro_per_proc(workdir: Path) -> None:
    result = build_job_ads(E + "out = o.$(Item).$(Process)\nqueue Item in (a, b)\n", None, opts(workdir))
    procs = list(result.procs())
    assert [p.macro("out") for p in procs] == ["o.a.0", "o.b.1"]
    assert [p.macro("Item") for p in procs] == ["a", "b"]
    assert procs[0].macro("undefined_name") is None


def test_command_line_assignments_and_dag_vars(tmp_path: Path) -> None:
    text = E + "arguments = $(a) $(b) $(c)\nb = file\nqueue\n"
    result = build_job_ads(text, None, opts(tmp_path, assignments=(("a", "cli"), ("b", "cli"))))
    assert attr(result.first(), "Args") == '"cli file"'
    assert result.definition("a").kind == "argument"
    dag = (DagVar("b", "before", False), DagVar("c", "after", True), DagVar("a", "x", False))
    result = build_job_ads(text, None, opts(tmp_path, dag_vars=dag))
    assert attr(result.first(), "Args") == '"x file after"'


def test_config_file(tmp_path: Path) -> None:
    config = tmp_path / "condor_config"
    config.write_text("SUBMIT_ATTRS = Site\nSite = \"here\"\nAPPEND_REQUIREMENTS = (TARGET.HasX)\n"
                      "JOB_DEFAULT_REQUESTMEMORY = 999\nFILESYSTEM_DOMAIN = fs.example\n")
    lookup = config_lookup(str(config), environ=ENV, cwd=str(tmp_path))
    proc = build_job_ads(E + "queue\n", None, opts(tmp_path, config=lookup)).first()
    assert attr(proc, "Site") == '"here"' and attr(proc, "RequestMemory") == "999"
    assert attr(proc, "Requirements").startswith("((TARGET.HasX)) && ")  # as the 24.0 bindings write it
    (site,) = proc.sources("Site")
    assert site.kind == "config"


# ------------------------------------------------------------------ problems carry positions
def test_problem_positions(tmp_path: Path) -> None:
    result = build_job_ads(E + "request_memory = lots of memory\nqueue\n", None, opts(tmp_path))
    result.problems_for_all()
    assert result.failed
    (problem,) = [p for p in result.problems if p.severity == "error"]
    assert problem.origin.line == 1 and problem.keys == ("request_memory",)


# ------------------------------------------------------------------ laziness, replay, memo
def test_proc_zero_costs_one_proc(tmp_path: Path) -> None:
    builder.clear_memo()
    result = build_job_ads(E + "arguments = $(Process)\nqueue 10000\n", None, opts(tmp_path))
    (q,) = result.queues
    assert q.count == 10000 and attr(result.first(), "Args") == '"0"'
    assert len(q._built) == 1
    assert attr(q.procs[9999], "Args") == '"9999"' and len(q._built) <= 3


def _all_ads(text: str, cwd: str, replay: bool) -> list[dict[str, str]]:
    builder.clear_memo()
    old = builder.REPLAY
    builder.REPLAY = replay
    try:
        result = build_job_ads(text, None, opts(cwd))
        ads = [{k: (unparse(v, old=True), p.sources(k)) for k, v in p.ad.items()} for p in result.procs()]
        return ads + [{"problems": repr([(p.code, p.message, p.proc) for p in result.problems])}]
    finally:
        builder.REPLAY = old
        builder.clear_memo()


@pytest.mark.parametrize("case", [c for c in CASES if "queue" in c["text"] and any(
    w in c["text"] for w in ("queue 2", "queue 3", " in ", " from ", "matching", "$(Process)", "$(Item)"))],
    ids=lambda c: c["name"])
def test_replayed_procs_equal_fully_built_ones(case: dict, tmp_path: Path) -> None:
    cwd = materialise(str(tmp_path), case)
    assert _all_ads(case["text"], cwd, True) == _all_ads(case["text"], cwd, False)


#: files whose procs take the replay off its plan: a URL among the inputs of some procs only
#: (the plugin clause changes), attributes set for some procs only, the universe per proc
PLAN_BREAKERS = [
    E + "transfer_input_files = $(f)\nqueue f in (a.txt, b.txt, c.txt, http://x/y, d.txt, https://z/w)\n",
    E + "arguments = $(a)\nqueue a from (\nx\ny\nz\n\"q w\"\nv\n)\n",
    E + "+B = \"$(b)\"\nenvironment = $(b)\noutput = $(b)\nqueue a,b from (\n1 x\n2\n3 y\n4\n)\n",
    "executable = /bin/echo\nuniverse = $(u)\nqueue u in (vanilla, local, scheduler, vanilla, parallel, vanilla)\n",
    E + "request_memory = $(m)\nrequest_disk = $(m)\nqueue m in (1G, 2G, 512, 1G, 3, 2G)\n",
    E + "should_transfer_files = $(s)\nqueue s in (YES, NO, IF_NEEDED, YES, NO)\n",
    E + "requirements = $(r)\nqueue r in (true, Memory > 1, true, Memory > 1)\n",
    E + "hold = $(h)\nqueue h in (true, false, maybe, true)\n",
    # a rule rewrites an attribute an earlier replayed rule set (CUDAVersion "11", then 11000)
    E + "cuda_version = 11\narguments = $(Item)\nqueue Item in (a, b, c, d)\n",
]


@pytest.mark.parametrize("text", PLAN_BREAKERS)
def test_replay_off_plan_equals_full_build(text: str, tmp_path: Path) -> None:
    (tmp_path / "a.txt").write_text("a")
    assert _all_ads(text, str(tmp_path), True) == _all_ads(text, str(tmp_path), False)


@settings(max_examples=60, deadline=None, suppress_health_check=list(HealthCheck))
@given(submit_files(), st.integers(min_value=2, max_value=4))
def test_replay_on_generated_files(text: str, extra: int) -> None:
    import tempfile

    text = text.replace("queue\n", f"queue {extra}\n")
    with tempfile.TemporaryDirectory() as root:
        cwd = materialise(root, {"files": FILES})
        assert _all_ads(text, cwd, True) == _all_ads(text, cwd, False)


def test_replayed_procs_name_the_alternate_key_line(tmp_path: Path) -> None:
    """A value read through its alternate key (``env`` for ``environment``) in a proc the
    replay re-runs rule by rule named only the ``getenv`` line: the replay context did not
    remember which spelling it read. Found by test_replay_on_generated_files."""
    text = (E + "getenv = false\nenv = X=$(Process)\nrequest_cpus = 1\nqueue 3\n")
    replayed, full = _all_ads(text, str(tmp_path), True), _all_ads(text, str(tmp_path), False)
    assert replayed == full
    assert [s.name for s in full[2]["Env"][1]] == ["env", "getenv"]


def test_memo_reuses_and_sees_file_changes(tmp_path: Path) -> None:
    builder.clear_memo()
    items = tmp_path / "items.txt"
    items.write_text("a\nb\n")
    text = E + "arguments = $(Item)\nqueue from items.txt\n"
    first = build_job_ads(text, None, opts(tmp_path))
    assert build_job_ads(text, None, opts(tmp_path)) is first
    items.write_text("a\nb\nc\n")
    os.utime(items, (1, 1))  # a different mtime even on a coarse clock
    again = build_job_ads(text, None, opts(tmp_path))
    assert again is not first and again.queues[0].count == 3


# ------------------------------------------------------------------ bounds
@pytest.mark.parametrize("text", [
    E + "queue 999999999999\n",
    E + "queue 2000000000\n",
    E + "A = $(B)\nB = $(A)\narguments = $(A)\nqueue\n",
    E + "A = $(A)$(A)$(A)$(A)\nB = $(A)$(A)$(A)$(A)$(A)$(A)\narguments = $(B)$(B)$(B)\nqueue\n",
    "include : self.sub\n" + E + "queue\n",
    E + "if true\n" * 500 + "queue\n",
    E + "arguments = " + "x" * 200000 + "\nqueue\n",
    E + "queue in (" + "a " * 50000 + ")\n",
    E + "queue Item matching " + "*/" * 40 + "*\n",
    E + "arguments = $INT(Process,%99999d)\nqueue\n",
    E + "queue 3 a,b,c from [1:2:0] (x)\n",
    "\x00\x01\x02queue\n",
])
def test_hostile_input_is_bounded(tmp_path: Path, text: str) -> None:
    (tmp_path / "self.sub").write_text("include : self.sub\n")
    limits = Limits(max_procs=1000)
    result = build_job_ads(text, str(tmp_path / "self.sub"), opts(tmp_path, limits=limits))
    built = 0
    for proc in result.procs():
        built += 1
        assert len(unparse(proc.ad.lookup("Args"), old=True) if proc.ad.lookup("Args") else "") < 20_000_000
    assert built <= 1000
    result.problems_for_all()
