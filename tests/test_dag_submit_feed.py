"""The DAG feeds its submit files: the macros its VARS give each node that runs a submit file,
with where each is written (DagSubmit::InitVars passes a node's VARS to condor_submit), found
from the submit file's side."""
from __future__ import annotations

from pathlib import Path

from condor_ls.analysis.context import AnalysisContext
from condor_ls.analysis.dags.vars import macros_given, nodes_running

from dag_support import write


def test_each_node_running_a_submit_file_with_its_macros_and_their_lines(tmp_path: Path) -> None:
    dag_text = ('JOB A job.sub\nJOB B job.sub\nJOB C other.sub\nVARS A infile="a.dat"\nVARS B infile="b.dat"\n'
                'VARS ALL_NODES seed="7"\n')
    write(tmp_path, {"run.dag": dag_text, "job.sub": "queue\n", "other.sub": "queue\n"})
    runs = nodes_running(str(tmp_path / "job.sub"), AnalysisContext())
    assert [r.node.name for r in runs] == ["A", "B"]
    a = runs[0].macros
    assert {name: var.value for name, var in a.items()} == {"infile": "a.dat", "seed": "7"}
    # each macro points at the VARS line that gives it (for hover in the submit file)
    infile = a["infile"]
    assert infile.name_span.path == str(tmp_path / "run.dag")
    assert dag_text.encode()[infile.name_span.start:infile.name_span.end] == b"infile"
    assert a["seed"].all_nodes and not infile.all_nodes
    given = macros_given(str(tmp_path / "job.sub"), AnalysisContext())
    assert {"infile", "seed", "job", "retry", "dagmanjobid"} <= given
    assert macros_given(str(tmp_path / "alone.sub"), AnalysisContext()) == frozenset()


def test_a_spliced_node_runs_its_submit_file_from_the_splice_dir(tmp_path: Path) -> None:
    write(tmp_path, {
        "outer.dag": "SPLICE S inner.dag DIR work\n",
        "work/inner.dag": 'JOB N node.sub\nVARS N tag="t"\n',
        "work/node.sub": "queue\n",
    })
    runs = nodes_running(str(tmp_path / "work" / "node.sub"), AnalysisContext())
    names = sorted(r.node.name for r in runs)
    # found twice: from the outer DAG (as S+N) and from the splice's own file read on its own
    assert names == ["N", "S+N"] and all("tag" in r.macros for r in runs)


def test_the_submission_condor_dagman_starts_for_a_node(tmp_path: Path) -> None:
    """DagSubmit::InitVars: DAGMan's own variables, then the node's VARS (prepended unless
    APPEND), run from the node's directory: the hook for producing a node's job ads."""
    from condor_ls.dag import load_dag
    from condor_ls.dag.submission import submission, submissions

    write(tmp_path, {"main.dag": ('JOB A a.sub DIR w\nJOB B {\nqueue\n}\nJOB C c.sub NOOP\nPARENT A CHILD B\n'
                                  'VARS A x="1"\nVARS A APPEND y="2"\nPRIORITY A 5\n'), "w/a.sub": "queue\n"})
    d = load_dag(str(tmp_path / "main.dag"))
    a = submission(d, d.nodes["A"])
    assert a is not None and a.cwd == str(tmp_path / "w") and a.submit_file == str(tmp_path / "w" / "a.sub")
    assert [(v.name, v.value, v.append) for v in a.variables] == [
        ("JOB", "A", False), ("RETRY", "0", False), ("DAG_STATUS", "0", False), ("FAILED_COUNT", "0", False),
        ("MY.DAGParentNodeNames", '"$(DAG_PARENT_NAMES)"', False), ("priority", "5", False),
        ("dag_node_name", "A", True), ("submit_event_notes", "DAG Node: A", True), ("x", "1", False),
        ("y", "2", True)]
    b = submission(d, d.nodes["B"])
    assert b is not None and b.submit_file is None and b.description == "queue\n"
    assert ("DAG_PARENT_NAMES", "A", False) in [(v.name, v.value, v.append) for v in b.variables]
    assert submission(d, d.nodes["C"]) is None  # NOOP: never submitted
    assert [s.node for s in submissions(d)] == ["A", "B"]


def test_a_nodes_job_ads_with_its_vars_applied(tmp_path: Path) -> None:
    """The hook to condor_ls.submit.jobads: the node's submission (its directory, condor_dagman's
    variables and its VARS) built into job ads by condor-ls' model of condor_submit."""
    from condor_ls.dag import load_dag
    from condor_ls.dag.submission import job_ads

    write(tmp_path, {
        "main.dag": 'JOB A node.sub DIR w\nJOB B node.sub DIR w\nVARS A infile="a.dat"\nVARS B infile="b.dat"\n'
                    'JOB C {\nexecutable = /bin/echo\narguments = $(JOB)\nqueue\n}\n',
        "w/node.sub": "executable = /bin/true\narguments = $(infile) $(JOB)\nqueue\n",
    })
    d = load_dag(str(tmp_path / "main.dag"))
    from condor_ls.classad.evaluator import evaluate

    def value(node: str, attribute: str) -> object:
        ad = job_ads(d, d.nodes[node]).first().ad
        return evaluate(ad.lookup(attribute), ad)

    assert (value("A", "Args"), value("B", "Args"), value("C", "Args")) == ("a.dat A", "b.dat B", "C")
    assert value("A", "Iwd") == str(tmp_path / "w")
    assert value("A", "DAGNodeName") == "A"
