"""A submit file without a queue statement (issue 20's follow-up): condor_submit refuses it when
it is submitted on its own, but such a file is usually a fragment something else uses. Nothing
is said when a submit file or DAG around includes or runs it; otherwise a hint (`missing-queue`),
never condor_submit's error."""
from __future__ import annotations

from pathlib import Path

import pytest

from condor_ls.analysis.context import AnalysisContext, path_to_uri
from condor_ls.analysis.model import Diagnostic, Severity
from condor_ls.analysis.rules.registry import diagnostics
from condor_ls.analysis.settings import Settings
from condor_ls.analysis.submit_users import users
from condor_ls.syntax.document import Document
from condor_ls.syntax.languages import LanguageId

FRAGMENT = "executable = /bin/true\nlog = job.log\nrequest_memory = 1 GB\n"


def _findings(path: Path, settings: Settings | None = None) -> list[Diagnostic]:
    document = Document.parse(path_to_uri(str(path)), LanguageId.SUBMIT, path.read_text())
    return [d for d in diagnostics(document, AnalysisContext(settings=settings or Settings()))
            if d.code in ("missing-queue", "submit-error", "submit-warning")]


def _write(path: Path, text: str) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text)
    return path


def test_a_file_nothing_uses_gets_a_hint_not_condor_submit_s_error(tmp_path: Path) -> None:
    alone = _write(tmp_path / "alone.sub", "# a comment first\n\n" + FRAGMENT)
    (found,) = _findings(alone)
    assert found.code == "missing-queue" and found.severity is Severity.HINT
    assert "submitted on its own" in found.message
    document = Document.parse(path_to_uri(str(alone)), LanguageId.SUBMIT, alone.read_text())
    assert document.source[found.range.start:found.range.end] == b"executable = /bin/true"


def test_a_queue_statement_in_a_branch_not_taken_does_not_count(tmp_path: Path) -> None:
    path = _write(tmp_path / "job.sub", FRAGMENT + "if defined NEVER_SET\n  queue\nendif\n")
    assert [d.code for d in _findings(path)] == ["missing-queue"]
    # a queue statement in the branch taken counts; condor_submit then resumes reading after
    # it with a fresh if-stack (Parse_macros in src/condor_utils/config.cpp keeps one per
    # call), so the `endif` is its error, not a missing queue
    path.write_text(FRAGMENT + "if defined NEVER_SET\nelse\n  queue\nendif\n")
    assert [(d.code, d.message) for d in _findings(path)] == [("submit-error", "endif without matching if")]
    path.write_text(FRAGMENT + "if defined NEVER_SET\nendif\nqueue\n")
    assert _findings(path) == []


@pytest.mark.parametrize(("includer", "include"), [
    ("job.sub", "include : common.sub"),                       # beside it
    ("job.sub", "include ifexist : ./common.sub"),
    ("jobs/job.sub", "include : ../common.sub"),               # from a directory below
    ("../top.sub", "include : here/common.sub"),               # from the directory above
    ("job.sub", "include : $(SHARED)/common.sub"),             # a name known only when submitted
    ("job.cmd", "include : common.sub"),                       # a submit file by its content
], ids=["beside", "ifexist", "below", "above", "macro", "by-content"])
def test_a_fragment_another_submit_file_includes_is_fine(tmp_path: Path, includer: str, include: str) -> None:
    here = tmp_path / "here"
    fragment = _write(here / "common.sub", FRAGMENT)
    _write(here / includer, f"{include}\narguments = x\nqueue\n")
    assert _findings(fragment) == []
    (use,) = users(str(fragment), AnalysisContext())
    assert use.kind == "include" and use.path == str((here / includer).resolve()) and use.line == 0


def test_an_include_of_another_file_or_a_command_does_not_count(tmp_path: Path) -> None:
    fragment = _write(tmp_path / "common.sub", FRAGMENT)
    _write(tmp_path / "job.sub", "# common.sub is not included here\ninclude : other_common.sub\nqueue\n")
    _write(tmp_path / "gen.sub", "include command : ./make common.sub |\nqueue\n")
    _write(tmp_path / "notes.txt", "include : common.sub\n")  # not a submit file
    assert [d.code for d in _findings(fragment)] == ["missing-queue"]


def test_dag_descriptions_that_include_it(tmp_path: Path) -> None:
    fragment = _write(tmp_path / "common.sub", FRAGMENT)
    dag = _write(tmp_path / "w.dag", "JOB A {\n  arguments = a\n  include : common.sub\n}\n")
    assert _findings(fragment) == []
    assert [(u.kind, u.line) for u in users(str(fragment), AnalysisContext())] == [("dag-include", 1)]
    dag.write_text("SUBMIT-DESCRIPTION shared @=END\ninclude : common.sub\nqueue\n@END\nJOB A shared\nJOB B shared\n")
    assert _findings(fragment) == []
    assert [u.kind for u in users(str(fragment), AnalysisContext())] == ["dag-include"]


def test_a_dag_node_s_file_needs_no_queue_statement_for_dagman_25_only(tmp_path: Path) -> None:
    """HTCondor 25's condor_dagman submits a node's file itself and queues one job when it has
    no queue statement (DirectSubmit::SubmitInternal, src/condor_dagman/dagman_submit.cpp);
    24.0's refuses it ("no QUEUE statement", the same function in 24.0)."""
    node = _write(tmp_path / "node.sub", FRAGMENT)
    _write(tmp_path / "w.dag", "JOB A node.sub\nJOB B node.sub NOOP\n")
    assert _findings(node) == []
    assert [(u.kind, u.line) for u in users(str(node), AnalysisContext())] == [("dag-node", 0)]
    assert [d.code for d in _findings(node, Settings(submit_version="24.0"))] == ["missing-queue"]


def test_an_edit_elsewhere_is_a_dependency(tmp_path: Path) -> None:
    """The hint comes and goes as the files around change (the server re-analyses on them)."""
    fragment = _write(tmp_path / "common.sub", FRAGMENT)
    document = Document.parse(path_to_uri(str(fragment)), LanguageId.SUBMIT, FRAGMENT)
    context = AnalysisContext()
    assert [d.code for d in diagnostics(document, context) if d.code == "missing-queue"] == ["missing-queue"]
    assert str(tmp_path) in context.dependencies  # the listing: a new includer is noticed
    _write(tmp_path / "job.sub", "include : common.sub\nqueue\n")
    assert [d for d in diagnostics(document, AnalysisContext()) if d.code == "missing-queue"] == []


def _codes(path: Path, language: LanguageId = LanguageId.SUBMIT) -> list[tuple[str, Severity, str]]:
    document = Document.parse(path_to_uri(str(path)), language, path.read_text())
    return [(d.code, d.severity, document.source[d.range.start:d.range.end].decode())
            for d in diagnostics(document, AnalysisContext())]


def test_a_fragment_s_macros_are_those_its_users_define(tmp_path: Path) -> None:
    """An included file's text is expanded where the including file queues its jobs, so its
    `$(NAME)`s may be the includer's queue variables or the VARS of the DAG node submitting an
    inline description that includes it."""
    fragment = _write(tmp_path / "common.sub",
                      "arguments = $(infile) $(mem) $(extra)\noutput = $(infile).out\nrequest_memory = $(mem)\n")
    _write(tmp_path / "job.sub", "executable = /bin/echo\ninclude : common.sub\nqueue infile,mem from (\n a 1\n b 2\n)\n")
    assert _codes(fragment) == [("submit-undefined-macro", Severity.WARNING, "$(extra)")]
    (found,) = [d for d in diagnostics(Document.parse(path_to_uri(str(fragment)), LanguageId.SUBMIT,
                                                      fragment.read_text()), AnalysisContext())]
    assert "`job.sub`" in found.message
    _write(tmp_path / "w.dag", "JOB A {\n executable = /bin/echo\n include : common.sub\n queue\n}\nVARS A extra=\"x\"\n")
    assert _codes(fragment) == []
    # and the includer's queue variables count as used by the fragment
    assert [c for c in _codes(tmp_path / "job.sub") if c[0] == "unused-queue-variable"] == []


def test_a_lone_fragment_s_macros_get_only_hints(tmp_path: Path) -> None:
    fragment = _write(tmp_path / "frag.sub", "arguments = $(infile)\n")
    assert _codes(fragment) == [("missing-queue", Severity.HINT, "arguments = $(infile)"),
                                ("submit-undefined-macro", Severity.HINT, "$(infile)")]


def test_an_includer_s_queue_variable_unused_anywhere_is_still_reported(tmp_path: Path) -> None:
    _write(tmp_path / "common.sub", "arguments = $(infile)\n")
    job = _write(tmp_path / "job.sub", "executable = /bin/echo\ninclude : common.sub\nqueue infile,mem from (\n a 1\n)\n")
    assert [c for c in _codes(job) if c[0] == "unused-queue-variable"] == [
        ("unused-queue-variable", Severity.WARNING, "mem")]
    job.write_text("executable = /bin/echo\ninclude : missing.sub\nqueue infile,mem from (\n a 1\n)\n")
    assert [c for c in _codes(job) if c[0] == "unused-queue-variable"] == []  # what is not here may use it


def test_a_macro_no_dag_node_gives_is_reported_once_in_the_submit_file(tmp_path: Path) -> None:
    """condor_dagman gives a node's submit file the node's VARS and its own JOB, RETRY ...
    (dagman_submit.cpp); `$(nodename)` is none of those, so it is empty in every job. It is
    reported in the submit file, naming the nodes, and not again by the DAG; a name some node
    gives and another does not is the DAG's (dag-missing-vars on that node)."""
    node = _write(tmp_path / "node.sub", "executable = /bin/echo\narguments = $(nodename) $(infile) $(JOB)\nqueue\n")
    dag = _write(tmp_path / "w.dag", "JOB A node.sub\nVARS A infile=\"x\"\nJOB C node.sub\n")
    in_submit = [c for c in _codes(node) if c[0] == "submit-undefined-macro"]
    assert in_submit == [("submit-undefined-macro", Severity.WARNING, "$(nodename)")]
    document = Document.parse(path_to_uri(str(node)), LanguageId.SUBMIT, node.read_text())
    (message,) = [d.message for d in diagnostics(document, AnalysisContext()) if d.code == "submit-undefined-macro"]
    assert "A of w.dag, C of w.dag" in message
    in_dag = [d for d in diagnostics(Document.parse(path_to_uri(str(dag)), LanguageId.DAG, dag.read_text()),
                                     AnalysisContext()) if d.code == "dag-missing-vars"]
    assert [d.message.split(" uses ")[1].split(",")[0] for d in in_dag] == ["$(infile)"]  # node C only
    assert "node C" in in_dag[0].message


def test_a_file_changed_since_the_last_look_is_read_again(tmp_path: Path) -> None:
    """What a file around says is remembered by its modification time and size; a change, or
    an open buffer's text, is seen."""
    fragment = _write(tmp_path / "common.sub", FRAGMENT)
    other = _write(tmp_path / "job.sub", "arguments = x\nqueue\n")
    assert [d.code for d in _findings(fragment)] == ["missing-queue"]
    assert [d.code for d in _findings(fragment)] == ["missing-queue"]  # from what was remembered
    other.write_text("include : common.sub\narguments = x\nqueue\n")
    assert _findings(fragment) == []
    other.write_text("arguments = x\nqueue\n")
    assert [d.code for d in _findings(fragment)] == ["missing-queue"]
    buffer = Document.parse(path_to_uri(str(other)), LanguageId.SUBMIT, "include : common.sub\nqueue\n")
    context = AnalysisContext(open_document=lambda path: buffer if path == str(other) else None)
    document = Document.parse(path_to_uri(str(fragment)), LanguageId.SUBMIT, FRAGMENT)
    assert [d for d in diagnostics(document, context) if d.code == "missing-queue"] == []
