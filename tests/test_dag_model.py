"""The DAG model builds what condor_dagman builds (DagProcessor::process and the Process*
functions of src/condor_dagman/parse.cpp, the Dag methods of dag.cpp), read from the tree."""
from __future__ import annotations

from pathlib import Path

from condor_ls.dag import Level, NodeKind, RefKind, load_dag
from condor_ls.dag.reader import read_text

from dag_support import dag, problems


def test_every_command_is_read_with_its_arguments(tmp_path: Path) -> None:
    d = dag(tmp_path, {"main.dag": (
        "JOB A a.sub DIR sub NOOP\n"
        "job B b.sub done\n"
        "FINAL F f.sub\n"
        "SERVICE S s.sub\n"
        "PROVISIONER P p.sub\n"
        "SUBDAG EXTERNAL G g.dag\n"
        "PARENT A CHILD B G\n"
        "SCRIPT DEFER 4 30 DEBUG d.log STDERR PRE A pre.sh $JOB\n"
        "SCRIPT POST B post.sh $RETURN\n"
        "RETRY A 3 UNLESS-EXIT 42\n"
        "ABORT-DAG-ON B 2 RETURN 1\n"
        "VARS A PREPEND x=\"1\" +Attr=\"v\"\n"
        "PRIORITY A 5\n"
        "PRE_SKIP A 3\n"
        "TOLERANCE G 10% WAIT\n"
        "CATEGORY A short\n"
        "MAXJOBS short 2\n"
        "SAVE_POINT_FILE A\n"
        "DOT dag.dot\n"
    )})
    a, b, g = d.nodes["A"], d.nodes["B"], d.nodes["G"]
    assert (a.kind, a.submit, a.directory, a.noop, a.done) == (NodeKind.JOB, "a.sub", "sub", True, False)
    assert b.done and d.nodes["F"].kind is NodeKind.FINAL and d.final is d.nodes["F"]
    assert d.nodes["S"].kind is NodeKind.SERVICE and d.nodes["S"] not in d.node_order
    assert d.provisioner is d.nodes["P"] and g.kind is NodeKind.SUBDAG and g.submit == "g.dag"
    assert [n.name for n in d.children(a)] == ["B", "G"]
    pre = a.scripts["PRE"]
    assert (pre.command, pre.defer_status, pre.defer_time, pre.debug_file, pre.debug_stream) == (
        "pre.sh $JOB", 4, 30, "d.log", "STDERR")
    assert b.scripts["POST"].executable == "post.sh"
    assert (a.retry.value, a.retry.extra) == (3, 42) and (b.abort_dag_on.value, b.abort_dag_on.extra) == (2, 1)
    assert [(v.name, v.value, v.placement) for v in a.vars] == [("x", "1", "PREPEND"), ("My.Attr", "v", "PREPEND")]
    assert (a.priority.value, a.pre_skip.value, g.tolerance.value, a.category.value) == (5, 3, "10%", "short")
    assert d.categories["short"].max_jobs == 2 and d.categories["short"].nodes == [a]
    assert a.save_point.value == "A-main.dag.save"  # DagParser::ParseSavePoint's default name
    assert d.dot is not None and d.dot.written == "dag.dot"


def test_names_and_references_carry_their_source_ranges(tmp_path: Path) -> None:
    text = "JOB A a.sub\nPARENT A CHILD B\nJOB B b.sub\nVARS ALL_NODES x=\"1\"\n"
    d = dag(tmp_path, {"main.dag": text})
    path = str(tmp_path / "main.dag")
    a = d.nodes["A"]
    assert text.encode()[a.name_span.start:a.name_span.end] == b"A"
    refs = d.references_to(a)
    assert [(r.definition, r.cmd.value, text[r.span.start:r.span.end]) for r in refs] == [
        (True, "JOB", "A"), (False, "PARENT", "A")]
    at = d.reference_at(path, text.index("CHILD B") + 6)
    assert at is not None and at.target is d.nodes["B"] and at.kind is RefKind.NODE
    everything = [r for r in d.references if r.all_nodes]
    assert len(everything) == 1 and everything[0].text == "ALL_NODES"


def test_parent_child_may_come_before_the_nodes_it_names(tmp_path: Path) -> None:
    # parse.cpp: nodes are read in a first pass (gittrac #5732), everything else in the second
    d = dag(tmp_path, {"main.dag": "PARENT A CHILD B\nJOB A a.sub\nJOB B b.sub\n"})
    assert problems(d, "dag-undefined-node") == []
    assert d.parents(d.nodes["B"]) == [d.nodes["A"]]


def test_an_include_is_read_where_it_stands_in_the_second_pass(tmp_path: Path) -> None:
    # DagProcessor::ProcessCommand, INCLUDE: process() of the file during the second pass, so
    # its nodes do not exist for the commands above the INCLUDE line
    d = dag(tmp_path, {
        "main.dag": "JOB A a.sub\nPARENT A CHILD C\nINCLUDE inc.dag\nPARENT A CHILD D\n",
        "inc.dag": "JOB C c.sub\nJOB D d.sub\nPARENT A CHILD C\n",
    })
    assert [m for _, m in problems(d, "dag-undefined-node")] == [
        "Unknown parent or child node C: it is defined by a file included further down (an INCLUDE is read where it "
        "stands, after the nodes of this file), so move the INCLUDE above this line"]
    assert [n.name for n in d.children(d.nodes["A"])] == ["C", "D"]  # the included file sees A


def test_splice_nodes_are_renamed_and_named_as_a_whole(tmp_path: Path) -> None:
    d = dag(tmp_path, {
        "main.dag": "JOB A a.sub\nSPLICE S s.dag DIR sd\nPARENT A CHILD S\nVARS S+X v=\"1\"\n",
        "sd/s.dag": "JOB X x.sub\nJOB Y y.sub DIR yd\nSPLICE T t.dag\nPARENT X CHILD T\n",
        "sd/t.dag": "JOB Z z.sub\n",
    })
    assert sorted(d.nodes) == ["A", "S+T+Z", "S+X", "S+Y"]
    x, y, z = d.nodes["S+X"], d.nodes["S+Y"], d.nodes["S+T+Z"]
    assert (x.local_name, x.splices, z.splices) == ("X", ("S",), ("S", "T"))
    # PARENT A CHILD S: the splice's entry nodes (no parents when it was read)
    assert sorted(n.name for n in d.children(d.nodes["A"])) == ["S+X", "S+Y"]
    assert [n.name for n in d.children(x)] == ["S+T+Z"]
    # LiftSplices/PropagateDirectoryToAllNodes: the splice's DIR goes in front of relative node dirs
    assert (x.directory, y.directory) == ("sd/", "sd/yd")
    assert d.node_cwd(y) == str(tmp_path / "sd" / "yd")
    # the outer file cannot name the splice's nodes: they join it only when its file is read
    assert [m.split(":")[0] for _, m in problems(d, "dag-undefined-node")] == ["Unknown node S+X"]


def test_all_nodes_means_the_job_nodes_that_exist_at_that_point(tmp_path: Path) -> None:
    d = dag(tmp_path, {
        "main.dag": "JOB A a.sub\nFINAL F f.sub\nSERVICE S s.sub\nVARS ALL_NODES x=\"1\"\nINCLUDE inc.dag\n"
                    "RETRY ALL_NODES 2\n",
        "inc.dag": "JOB B b.sub\n",
    })
    assert [v.name for v in d.nodes["A"].vars] == ["x"]
    assert d.nodes["B"].vars == []  # defined later, by the include
    assert d.nodes["F"].vars == [] and d.nodes["S"].vars == []  # AllNodesMatcher: JOB nodes only
    assert d.nodes["B"].retry is not None and d.nodes["F"].retry is None


def test_several_parents_and_children_go_through_a_join_node(tmp_path: Path) -> None:
    # ProcessDependencies with DAGMAN_USE_JOIN_NODES (default True)
    d = dag(tmp_path, {"main.dag": "JOB A a\nJOB B b\nJOB C c\nJOB D d\nPARENT B A CHILD D C\n"})
    join = d.node_order[-1]
    assert join.kind is NodeKind.JOIN and join.name == "_condor_join_node0" and join.noop
    assert list(join.parents) == [d.nodes["A"], d.nodes["B"]]  # sorted by node id
    assert d.children(d.nodes["A"]) == [d.nodes["C"], d.nodes["D"]]
    assert "_condor_join_node0" not in d.nodes


def test_vars_given_twice_keep_the_last_value_and_the_first_place(tmp_path: Path) -> None:
    # Node::AddVar: a second value for a name replaces the first one's value, not its PREPEND
    d = dag(tmp_path, {"main.dag": "JOB A a NOOP\nVARS A APPEND x=\"1\"\nVARS A PREPEND x=\"2\"\n"})
    assert [(v.name, v.value, v.placement) for v in d.nodes["A"].vars] == [("x", "2", "APPEND")]
    assert [c for c, _ in problems(d)] == ["dag-override"]


def test_submit_descriptions_and_inline_descriptions(tmp_path: Path) -> None:
    d = dag(tmp_path, {"main.dag": (
        "SUBMIT-DESCRIPTION Sleep {\n  executable = /bin/sleep\n  # comment\n\n  queue\n}\n"
        "JOB A Sleep\nJOB B {\n executable = /bin/true\n queue\n} NOOP\n"
    )})
    a, b = d.nodes["A"], d.nodes["B"]
    assert d.descriptions["Sleep"].inline.text == "executable = /bin/sleep\nqueue\n"
    assert d.submit_path(a) is None and a.submit == "Sleep"
    # the JOB line's name for the description refers to it (go to definition, rename)
    refs = d.references_to(d.descriptions["Sleep"])
    assert [(r.definition, r.kind.value) for r in refs] == [(True, "description"), (False, "description")]
    assert b.inline is not None and b.inline.text == "executable = /bin/true\nqueue\n" and b.noop


def test_the_submit_file_of_a_node_is_found_from_its_directory(tmp_path: Path) -> None:
    d = dag(tmp_path, {"main.dag": "JOB A a.sub DIR w\nJOB B ../b.sub\nJOB C /abs/c.sub DIR x\n"})
    assert d.submit_path(d.nodes["A"]) == str(tmp_path / "w" / "a.sub")
    assert d.submit_path(d.nodes["B"]) == str(tmp_path.parent / "b.sub")
    assert d.submit_path(d.nodes["C"]) == "/abs/c.sub"
    assert d.nodes_running(str(tmp_path / "w" / "a.sub")) == [d.nodes["A"]]


def test_a_file_that_includes_itself_is_read_once(tmp_path: Path) -> None:
    d = dag(tmp_path, {"main.dag": "JOB A a NOOP\nINCLUDE main.dag\n"})
    assert [c for c, _ in problems(d)] == ["dag-recursive-file"]


def test_a_file_spliced_twice_is_two_sets_of_nodes(tmp_path: Path) -> None:
    d = dag(tmp_path, {"main.dag": "SPLICE X s.dag\nSPLICE Y s.dag\nPARENT X CHILD Y\n", "s.dag": "JOB N n\n"})
    assert d.children(d.nodes["X+N"]) == [d.nodes["Y+N"]]


def test_continuation_lines_are_one_command(tmp_path: Path) -> None:
    text = "JOB A a.sub \\\n# skipped comment\n\n   DIR d\nSCRIPT PRE A run.sh one \\\n  two\n"
    d = dag(tmp_path, {"main.dag": text})
    a = d.nodes["A"]
    assert a.directory == "d" and text[a.directory_span.start:a.directory_span.end] == "d"
    assert a.scripts["PRE"].command == "run.sh one  two"


def test_reading_never_fails_on_any_input() -> None:
    for text in ["", "\n\n", "\\", "JOB", 'JOB "', "JOB A {", "}", "PARENT\n" * 3, "\x00JOB A a", "VARS A x=",
                 "SCRIPT", "@=", "JOB A @=X\nnever closed", "WEAK", "CONNECT a", "\\\n\\\n"]:
        read_text("/x.dag", text)


def test_a_missing_dag_file_is_a_dag_without_nodes(tmp_path: Path) -> None:
    d = load_dag(str(tmp_path / "absent.dag"))
    assert d.nodes == {} and str(tmp_path / "absent.dag") in d.unread


def test_problem_levels(tmp_path: Path) -> None:
    d = dag(tmp_path, {"main.dag": "JOB A a NOOP\nJOB A b\nVARS ALL_NODES x=\"1\"\nVARS A x=\"2\"\n"})
    assert {(p.code, p.level) for p in d.problems} == {
        ("dag-duplicate-name", Level.ERROR), ("dag-override", Level.INFO)}


def test_statements_kept_across_edits_equal_a_fresh_read() -> None:
    """One-line statements are kept by their text between reads of a file and moved to where
    they now stand (reader._shift): the result equals reading the text from scratch."""
    import random

    from condor_ls.dag import reader

    lines = ["JOB A a.sub DIR d NOOP", 'VARS A x="1" y=\'2\'', "PARENT A B CHILD C", "SCRIPT DEFER 1 2 PRE A r.sh $JOB",
             "RETRY A 2 UNLESS-EXIT 3", "ABORT-DAG-ON A 1 RETURN 2", "CATEGORY A c", "MAXJOBS c 2", "DOT d.dot UPDATE",
             "NODE_STATUS_FILE s 3 ALWAYS-UPDATE", "SET_JOB_ATTR a = 1", "ENV GET PATH", "CONNECT X Y", "PIN_IN A 1",
             "SPLICE S s.dag DIR d", "TOLERANCE A 3% WAIT", "SAVE_POINT_FILE A", "REJECT", "BOGUS x", "JOB A",
             "VARS A x", 'JOB "B c.sub', "PRE_SKIP A 3", "DONE A", "INCLUDE i.dag", "SUBDAG EXTERNAL G g.dag"]
    rng = random.Random(5)
    text = "\n".join(lines) + "\n"
    reader.read_text("/edited.dag", text)
    for _ in range(60):
        chosen = lines[:]
        rng.shuffle(chosen)
        text = "\n".join(["# pad" * rng.randint(0, 3)] + chosen[:rng.randint(1, len(chosen))]) + "\n"
        reader._texts.clear()
        kept = reader.read_text("/edited.dag", text)
        reader._texts.clear()
        reader._relative.clear()
        fresh = reader.read_text("/edited.dag", text)
        assert [repr(s) for s in kept.statements] == [repr(s) for s in fresh.statements]


def test_many_versions_of_a_file_keep_only_the_last_ones_statements() -> None:
    from condor_ls.analysis.caches import sizes
    from condor_ls.dag import reader

    text = "".join(f"JOB n{i} a.sub\n" for i in range(50))
    for version in range(30):
        reader.read_text("/bounded.dag", text + f'VARS n0 x="{version}"\n')
    kept = reader._relative["/bounded.dag"]
    assert len(kept) == 51  # the lines of the last version, not of every version read
    assert len(reader._texts) <= reader.TEXTS_KEPT and len(reader._relative) <= reader.FILES_KEPT
    assert sizes()["dag one-line statements"] >= 51


def test_an_all_nodes_override_is_reported_once(tmp_path: Path) -> None:
    # Node::AddVar warns per node; one line overriding many nodes is one finding here
    d = dag(tmp_path, {"main.dag": "".join(f"JOB n{i} a NOOP\n" for i in range(50))
                       + 'VARS ALL_NODES x="1"\nVARS ALL_NODES x="2"\n'})
    assert [(c, m.split(";")[0]) for c, m in problems(d)] == [("dag-override", 'VAR "x" is already defined in node n0')]
