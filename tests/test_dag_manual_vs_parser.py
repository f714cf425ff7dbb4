"""Where HTCondor's DAGMan manual (docs/automated-workflows/) and condor_dagman's parser disagree,
condor-ls follows the parser (HTCondor 25: DagParser in src/condor_utils/dag_parser.cpp, the
default since DAGMAN_USE_OLD_FILE_PARSER became False). Each case is pinned here."""
from __future__ import annotations

from pathlib import Path

from condor_ls.dag import load_dag

from dag_support import findings, write

SUB = {"a.sub": "executable = /bin/true\narguments = $(x)\nqueue\n", "p.sub": "executable = /bin/true\nqueue\n"}


def test_vars_values_need_no_double_quotes(tmp_path: Path) -> None:
    # manual (dagman-advance-functionality.rst): "the value string must be enclosed in double
    # quotes"; DagLexer::next_key_value_pair takes any word, and single quotes group too
    assert findings(tmp_path, {**SUB, "main.dag": "JOB A a.sub\nVARS A x=plain\nJOB B a.sub\nVARS B x='a b'\n"}) == []
    write(tmp_path, {"main.dag": "JOB A a.sub\nVARS A x=plain\nJOB B a.sub\nVARS B x='a b'\n"})
    d = load_dag(str(tmp_path / "main.dag"))
    assert [v.value for n in ("A", "B") for v in d.nodes[n].vars] == ["plain", "a b"]


def test_vars_names_may_hold_more_than_letters_digits_and_underscores(tmp_path: Path) -> None:
    # manual: "A macroname may contain alphanumeric characters ... and the underscore";
    # the parser only refuses quotes, blanks, '=' and names starting with "queue"
    write(tmp_path, {"main.dag": "JOB A a.sub NOOP\nVARS A my-var=\"1\" a.b=\"2\"\n"})
    d = load_dag(str(tmp_path / "main.dag"))
    assert [v.name for v in d.nodes["A"].vars] == ["my-var", "a.b"] and d.problems == []


def test_any_escape_in_a_quoted_value_is_accepted(tmp_path: Path) -> None:
    # manual: only \" and \\ are escapes; DagLexer::next drops the backslash before any character
    write(tmp_path, {"main.dag": "JOB A a.sub NOOP\nVARS A x=\"a\\tb\"\n"})
    d = load_dag(str(tmp_path / "main.dag"))
    assert d.nodes["A"].vars[0].value == "atb" and d.problems == []


def test_keywords_take_dash_or_underscore_in_any_case(tmp_path: Path) -> None:
    # manual spells ABORT-DAG-ON, PRE_SKIP, SUBMIT-DESCRIPTION, UNLESS-EXIT, DONT-UPDATE; DagParser
    # turns '-' into '_' before looking the command up, and isKeyword compares sub-keywords alike
    text = ("Job A p.sub\nabort_dag-on A 1 return 2\npre-skip A 1\nRetry A 1 unless_exit 3\n"
            "dot d.dot dont_update Dont-Overwrite\nsubmit_description D {\nqueue\n}\nJOB B D\n"
            "Script Pre A /bin/true\n")
    assert findings(tmp_path, {**SUB, "main.dag": text}) == []


def test_node_options_come_in_any_order_and_final_may_say_done(tmp_path: Path) -> None:
    # manual: "JOB NodeName SubmitDescription [DIR directory] [NOOP] [DONE]" and FINAL without
    # DONE; ParseNodeTypes loops over NOOP, DONE and DIR in any order; ProcessNode only warns
    # about DONE on a FINAL node (and ignores it)
    found = findings(tmp_path, {**SUB, "main.dag": "JOB A a.sub DONE NOOP DIR .\nFINAL F p.sub DONE\n"})
    assert [(f[0], f[2]) for f in found] == [("dag-ignored", "DONE")]


def test_comments_may_start_with_two_slashes(tmp_path: Path) -> None:
    # the manual only shows '#'; skip_line (dag_parser.cpp) also skips lines starting with '//'
    assert findings(tmp_path, {**SUB, "main.dag": "// comment\nJOB A a.sub\nVARS A x=\"1\"\n"}) == []


def test_script_options_come_in_any_order(tmp_path: Path) -> None:
    # manual: "SCRIPT [DEFER status time] [DEBUG filename type] PRE ..."; ParseScript loops over
    # DEFER and DEBUG until the script type, so DEBUG may come first
    files = {**SUB, "main.dag": "JOB A a.sub\nVARS A x=\"1\"\nSCRIPT DEBUG s.log STDOUT DEFER 1 5 POST A /bin/true\n"}
    assert findings(tmp_path, files) == []


def test_numbers_are_read_by_stoi(tmp_path: Path) -> None:
    # the manual asks for integers; std::stoi reads the leading digits and ignores the rest
    write(tmp_path, {"main.dag": "JOB A a.sub NOOP\nRETRY A 3tries\n"})
    d = load_dag(str(tmp_path / "main.dag"))
    assert d.nodes["A"].retry.value == 3 and d.problems == []


def test_commands_cannot_set_the_nodes_of_a_splice(tmp_path: Path) -> None:
    # the manual lists RETRY, VARS, PRIORITY, SAVE_POINT_FILE as not applicable to a splice; the
    # parser also refuses naming a spliced node (S+N) from outside: its nodes join the outer DAG
    # only after the outer file is read (DagProcessor::process -> LiftSplices). HTCondor's own
    # test job_dagman_splice-R, which expects this to work, is disabled in its CMakeLists.txt
    found = findings(tmp_path, {**SUB, "main.dag": "SPLICE S s.dag\nVARS S+N x=\"1\"\n",
                                "s.dag": "JOB N a.sub\nVARS N x=\"2\"\n"})
    assert [(f[0], f[2]) for f in found] == [("dag-undefined-node", "S+N")]
