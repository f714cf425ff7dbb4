"""Diagnostic rules for submit description files."""
from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import given, settings, strategies as st

from condor_ls.analysis.context import AnalysisContext
from condor_ls.analysis.rules.registry import RULES, diagnostics, load_rules
from condor_ls.analysis.model import Diagnostic, Severity, Tag
from condor_ls.analysis.rules.submit import known_command, size_is_valid
from condor_ls.analysis.settings import RuleSettings, Settings
from condor_ls.submit.directives import Kind, read_submit
from condor_ls.syntax.document import Document
from condor_ls.syntax.languages import LanguageId

FIXTURES = Path(__file__).resolve().parent / "fixtures" / "submit"
SUBMIT_CODES = ("unknown-command", "unused-queue-variable", "queue-item-fields", "invalid-value",
                "missing-executable", "arguments-syntax", "deprecated-command", "duplicate-command", "invalid-queue", "empty-queue",
                "request-units", "submit-expr-syntax", "submit-unknown-function", "submit-function-arity",
                "submit-undefined-macro", "submit-error", "submit-warning", "missing-queue")
#: rules of both languages (their submit examples in docs/rules.md say "submit file")
SHARED_CODES = ("constant-error", "undefined-comparison", "deprecated-attribute", "unknown-attribute",
                "unquoted-word")


def parse(text: str, path: str = "/nonexistent/job.sub") -> Document:
    return Document.parse(Path(path).as_uri(), LanguageId.SUBMIT, text)


def analyse(text: str, path: str = "/nonexistent/job.sub") -> tuple[Document, list[Diagnostic]]:
    document = parse(text, path)
    return document, diagnostics(document, AnalysisContext())


def found(text: str, code: str, path: str = "/nonexistent/job.sub") -> list[tuple[str, str]]:
    """(text under the range, message) of each diagnostic with ``code``."""
    document, items = analyse(text, path)
    return [(document.source[d.range.start:d.range.end].decode(), d.message) for d in items if d.code == code]


def test_every_submit_rule_is_registered_with_a_docstring() -> None:
    rules = load_rules()
    for code in SUBMIT_CODES:
        assert code in rules, code
        assert LanguageId.SUBMIT in rules[code].languages
        assert len(rules[code].doc) > 60
        assert LanguageId.CONFIG not in rules[code].languages


# ---------------------------------------------------------------------------- directives
def test_directives_classify_lines_and_track_branches_and_queues() -> None:
    submit = read_submit(parse(
        "executable = a\n+Project = \"x\"\nMY.Flag = true\n-Old =\nFACTORY.Iwd = /tmp\n"
        "if defined X\n  log = a.log\nelse\n  log = b.log\nendif\nqueue\nlog = c.log\n"))
    kinds = [(a.key, a.kind, a.segment) for a in submit.assignments]
    assert kinds[:5] == [("executable", Kind.COMMAND, 0), ("+Project", Kind.ATTRIBUTE, 0),
                         ("MY.Flag", Kind.ATTRIBUTE, 0), ("-Old", Kind.REMOVAL, 0),
                         ("FACTORY.Iwd", Kind.COMMAND, 0)]
    logs = [a for a in submit.assignments if a.name == "log"]
    assert logs[0].branch != logs[1].branch and logs[0].branch[0][0] == logs[1].branch[0][0]
    assert logs[2].segment == 1 and logs[2].branch == ()
    assert submit.assignments[1].macro_name == "MY.Project"
    assert len(submit.queues) == 1


def test_continued_and_block_values_are_joined_like_the_reader() -> None:
    document = parse("requirements = Memory > 1 && \\\n      Disk > 2\nrank @=end\n  KFlops\n\n  + Mips\n@end\n")
    submit = read_submit(document)
    assert submit.assignments[0].value.text == "Memory > 1 && Disk > 2"
    assert submit.assignments[1].value.text == "KFlops\n+ Mips"
    value = submit.assignments[0].value
    start, end = value.span(value.text.index("Disk"), value.text.index("Disk") + 4)
    assert document.source[start:end] == b"Disk"


# ---------------------------------------------------------------------------- unknown commands
def test_misspelt_command_gets_a_suggestion_and_fix() -> None:
    document, items = analyse("executable = a\nrequest_memmory = 2GB\nqueue\n")
    hits = [d for d in items if d.code == "unknown-command"]
    assert len(hits) == 1
    assert "request_memory" in hits[0].message
    assert hits[0].severity is Severity.WARNING
    edit = hits[0].fixes[0].edits[0]
    assert document.source[edit.range.start:edit.range.end] == b"request_memmory"
    assert edit.new_text == "request_memory"


def test_family_near_miss_is_a_typo_but_custom_resources_are_fine() -> None:
    known, suggestions = known_command("request_memry")
    assert not known and "request_memory" in suggestions
    assert known_command("request_FPGAs")[0]
    assert known_command("remote_grid_resource")[0]
    assert known_command("dune_oauth_permissions_production")[0]
    assert known_command("REQUEST_MEMORY")[0]


def test_short_custom_resources_are_not_taken_for_typos() -> None:
    """The manual's custom-resource example asks for ``request_cogs``, two letters from
    ``request_cpus``; a resource whose name differs in its first letter (``tpus``) is not a
    typo either, while one-letter slips and swapped neighbours still are."""
    for name in ("request_cogs", "request_actuator", "request_tpus", "request_mem"):
        assert known_command(name) == (True, ()), name
    for name, meant in (("request_memroy", "request_memory"), ("request_dsik", "request_disk"),
                        ("request_gpu", "request_gpus"), ("request_memorie", "request_memory")):
        known, suggestions = known_command(name)
        assert not known and suggestions[0] == meant, name
    _, items = analyse("executable = a\nrequest_cogs = 2\nrequest_actuator = 1\nqueue\n")
    assert [d for d in items if d.code == "unknown-command"] == []


def test_macros_used_somewhere_are_not_unknown_commands() -> None:
    text = ("datafile = input.csv\nthreshold = 3\nmode = fast\narguments = $(datafile)\n"
            "requirements = Memory > $INT(threshold)\nif $(mode)\nendif\nqueue\n")
    assert found(text, "unknown-command") == []
    assert [t for t, _ in found("unused_macro = 1\nqueue\n", "unknown-command")] == ["unused_macro"]


def test_dag_and_dotted_names_are_never_called_unused() -> None:
    assert found("DAG_STATUS = 0\nFACTORY.Iwd = /tmp\nSubmitWarnEmptyMatches = false\nqueue\n",
                 "unknown-command") == []


# ---------------------------------------------------------------------------- executable
def test_missing_executable() -> None:
    hits = found("arguments = x\nqueue 2\n", "missing-executable")
    assert [t for t, _ in hits] == ["queue 2"]
    assert found("arguments = x\nqueue\nexecutable = late\nqueue\n", "missing-executable")
    for ok in ("Executable = a\nqueue\n", "universe = container\ncontainer_image = img.sif\nqueue\n",
               "universe = Docker\nqueue\n", "docker_image = debian\nqueue\n", "shell = echo hi\nqueue\n",
               "include : common.sub\nqueue\n", "arguments = x\n", "use template : something\nqueue\n"):
        assert found(ok, "missing-executable") == [], ok


# ---------------------------------------------------------------------------- arguments
@pytest.mark.parametrize("value, under, words", [
    ('"a b', '"', "never closed"),
    ('"a" b', '"', "after the closing"),
    ("\"a 'b c d\"", "'", "single quote"),
    ('a "b', '"', "old-style"),
])
def test_arguments_quoting_errors(value: str, under: str, words: str) -> None:
    hits = found(f"executable = x\narguments = {value}\nqueue\n", "arguments-syntax")
    assert len(hits) == 1 and hits[0][0] == under and words in hits[0][1]


@pytest.mark.parametrize("value", ['a b c', '"a b c"', '"a ""quoted"" c"', "\"a 'b c' d\"", "\"it''s\"",
                                   "\"a 'it''s' d\"", 'a \\"b\\"', '"$(Item) \'$(x) y\'"', "$(args)"])
def test_arguments_that_condor_submit_reads(value: str) -> None:
    assert found(f"executable = x\nargs = 1\narguments = {value}\nqueue\n", "arguments-syntax") == []


# ---------------------------------------------------------------------------- fixed values
def test_invalid_values_of_fixed_choice_commands() -> None:
    text = ("universe = vanila\nuniverse = standard\nshould_transfer_files = maybe\n"
            "universe = Docker\nwhen_to_transfer_output = on_exit\nnotification = NEVER\nuniverse = 5\n"
            "U = grid\nuniverse = $(U)\nshould_transfer_files = AUTO\nqueue\n")
    document, items = analyse(text)
    hits = [d for d in items if d.code == "invalid-value"]
    assert [document.source[d.range.start:d.range.end] for d in hits] == [b"vanila", b"standard", b"maybe"]
    assert hits[0].fixes[0].edits[0].new_text == "vanilla"
    assert "no longer supported" in hits[1].message
    assert "IF_NEEDED" in hits[2].message


def test_invalid_value_through_a_macro_is_shown_at_the_use_without_a_fix() -> None:
    document, items = analyse("U = vanila\nuniverse = $(U)\nqueue\n")
    hits = [d for d in items if d.code == "invalid-value"]
    assert len(hits) == 1 and document.source[hits[0].range.start:hits[0].range.end] == b"$(U)"
    assert hits[0].fixes == ()


# ---------------------------------------------------------------------------- deprecated / duplicates
def test_deprecated_command_names_its_replacement() -> None:
    document, items = analyse("nice_user = true\nqueue\n")
    hits = [d for d in items if d.code == "deprecated-command"]
    assert len(hits) == 1 and "accounting_group" in hits[0].message
    assert Tag.DEPRECATED in hits[0].tags


def test_duplicate_in_same_segment_and_branch_only() -> None:
    text = ("output = a\noutput = b\nqueue\noutput = c\nqueue\n"
            "if defined X\n  error = e1\nelse\n  error = e2\nendif\n"
            "arguments = -a\narguments = $(arguments) -b\n+Tag = 1\nMY.tag = 2\nqueue\n")
    hits = found(text, "duplicate-command")
    assert [t for t, _ in hits] == ["output", "MY.tag"]
    assert found("environment = A=1\nenvironment += B=2\nqueue\n", "duplicate-command") == []
    assert "line 1" in hits[0][1]


# ---------------------------------------------------------------------------- queue statements
@pytest.mark.parametrize("line, under, words", [
    ("queue 5 jobs", "5 jobs", "count"),
    ("queue -1", "-1", "range"),
    ("queue x from files list.txt", "files", "cannot follow"),
    ("queue matching table *.dat", "table", "cannot follow"),
    ("queue x in [1:y] (a b)", "[1:y]", "slice"),
    ("queue x in [::0] (a b)", "[::0]", "step"),
])
def test_invalid_queue_statements(line: str, under: str, words: str) -> None:
    hits = found(f"executable = a\n{line}\n", "invalid-queue")
    assert len(hits) == 1
    assert hits[0][0] == under
    assert words in hits[0][1]


def test_unclosed_item_list_is_reported_at_its_parenthesis() -> None:
    hits = found("executable = a\nqueue x from (\n  one\n  two\n", "invalid-queue")
    assert hits and hits[0][0] == "(" and "never closed" in hits[0][1]


@pytest.mark.parametrize("line", [
    "queue", "queue 3", "queue 2 * 3", "queue x in (a b c)", "queue x, y from (\n 1 2\n)",
    "queue name matching files *.dat", "queue from seq 1 10 |", "queue in [1:3] (a b c d)",
    "queue v from table(header=0) list.csv", "iterate 4", "queue $(N)",
])
def test_valid_queue_statements(line: str) -> None:
    text = f"executable = a\nN = 2\n{line}\n"
    assert found(text, "invalid-queue") == []


def test_queue_that_submits_nothing() -> None:
    assert [t for t, _ in found("executable = a\nqueue 0\n", "empty-queue")] == ["0"]
    assert found("executable = a\nqueue x in ()\n", "empty-queue")
    assert found("executable = a\nqueue x in [5:] (a b)\n", "empty-queue")
    assert found("executable = a\nqueue x in (a b)\n", "empty-queue") == []


@pytest.mark.parametrize("queue", [
    "queue x in [3:] (\na b c d e f\n)\n",      # words of one line are separate items of `in`
    "queue x in [2:] (\na, b\n\nc\n)\n",
    "queue x from [3:] (\na\n\nb\nc\n)\n",      # a blank line is an (empty) item of `from`
    "queue x from [4:] (\na\n\nb\nc\n)\n",
    "queue x in [1:] (\n# only a comment\n\n)\n",
])
def test_empty_queue_agrees_with_the_jobs_condor_submit_makes(queue: str) -> None:
    """The rule counts a multi-line list's items as the job-ad model does (which the 24.0
    bindings confirm), so it warns exactly when no job is made."""
    from condor_ls.submit.jobads.api import build_job_ads

    text = "executable = /bin/echo\narguments = $(x)\n" + queue
    jobs = list(build_job_ads(text, "/nonexistent/job.sub").procs())
    assert bool(found(text, "empty-queue")) == (not jobs)


@pytest.mark.parametrize("queue", [
    "queue a, b from (\nx 1\n\ny 2\n)\n",
    "queue a from (\n\nx\n  \ny\n# c\n\n)\n",
    "queue from (\nx\n\ny\n)\n",
    "queue a from (x\n\ny\n)\n",
    "queue a from (\nx\ny\n)\n",
    "queue a in (\nx\n\ny\n)\n",          # `in` takes words: a blank line adds nothing
    "queue a from [1:] (\nx\n\ny\n)\n",   # a slice: left alone
])
def test_blank_items_are_the_jobs_that_repeat_a_row(queue: str) -> None:
    """Each warning stands for a job the model makes from a blank row (the 24.0 bindings agree:
    tests/oracle/submit_cases.py, queue-from-blank-rows), and no row of another kind is flagged."""
    from condor_ls.submit.jobads.api import build_job_ads

    text = "executable = /bin/echo\narguments = $(a) $(b) $(Item)\n" + queue
    hits = found(text, "queue-blank-item")
    if " [" in queue or " in (" in queue:
        assert hits == []
        return
    jobs = list(build_job_ads(text, "/nonexistent/job.sub").procs())
    written = [line.strip() for line in queue.split("\n")[1:] if not line.strip().startswith((")", "#"))]
    first = queue.split("(", 1)[1].split("\n", 1)[0].strip()
    rows = ([first] if first else []) + written[:-1] if queue.rstrip().endswith(")") else written
    assert len(jobs) == len(rows)
    assert len(hits) == rows.count("")
    assert all("one more job" in message for _, message in hits)


def test_unused_queue_variable() -> None:
    hits = found("arguments = $(alpha)\nqueue alpha, beta from (\n1 2\n)\n", "unused-queue-variable")
    assert [t for t, _ in hits] == ["beta"]
    assert found("arguments = $Fn(file)\nqueue file matching *.dat\n", "unused-queue-variable") == []
    assert found("arguments = x\nqueue in (a b)\n", "unused-queue-variable") == []
    assert found("executable = a\nqueue input, arguments from (\nin.txt -v\n)\n", "unused-queue-variable") == []


def test_items_with_too_few_fields() -> None:
    text = "arguments = $(a) $(b) $(c)\nqueue a, b, c from (\n  1 2 3\n  4 5\n  6,7 8 and more\n)\n"
    hits = found(text, "queue-item-fields")
    assert [t for t, _ in hits] == ["4 5"] and "no value for c" in hits[0][1]
    one_line = found("arguments = $(a) $(b)\nqueue a, b from (x)\n", "queue-item-fields")
    assert len(one_line) == 1
    words = found("arguments = $(a) $(b)\nqueue a b in (x y)\n", "queue-item-fields")
    assert [t for t, _ in words] == ["a b"]
    assert found("arguments = $(a)\nqueue a in (x y)\n", "queue-item-fields") == []


def test_names_condor_submit_reads_outside_the_table() -> None:
    assert found("rendezvousdir = /tmp\nrendezvous_directory = /tmp\nqueue\n", "unknown-command") == []


# ---------------------------------------------------------------------------- sizes
@pytest.mark.parametrize("value", ["2 GB", "2GB", "512m", "1.5T", "1024", "2048MB, 4096MB", " 4 kb "])
def test_sizes_condor_submit_accepts(value: str) -> None:
    assert size_is_valid(value, True)


@pytest.mark.parametrize("value", ["2 GiB", "4 gigs", "2G B", "1e3M"])
def test_sizes_condor_submit_rejects(value: str) -> None:
    assert not size_is_valid(value, True)


def test_request_units_rule() -> None:
    hits = found("request_memory = 2 GiB\nrequest_disk = 4 gigs\nqueue\n", "request-units")
    assert [t for t, _ in hits] == ["2 GiB", "4 gigs"]
    assert "MiB" in hits[0][1] and "KiB" in hits[1][1]
    ok = ("request_memory = MAX({2048, MemoryUsage * 2})\nrequest_disk = $(disk)\ndisk = 3G\n"
          "retry_request_memory = 2G, 4G, 8G\nqueue\n")
    assert found(ok, "request-units") == []
    assert found(ok, "submit-expr-syntax") == []


def test_size_expanded_from_a_macro_is_reported_at_the_use() -> None:
    hits = found("mem = 2 GiB\nrequest_memory = $(mem)\nqueue\n", "request-units")
    assert [t for t, _ in hits] == ["$(mem)"]


# ---------------------------------------------------------------------------- expressions
def test_expression_syntax_error_points_into_the_value() -> None:
    hits = found("executable = a\nperiodic_remove = (JobStatus == 5 &&\nqueue\n", "submit-expr-syntax")
    assert len(hits) == 1 and hits[0][1].startswith("`periodic_remove`")


def test_unclosed_parenthesis_is_shown_at_the_opener_with_a_fix() -> None:
    text = "executable = a\nrank = (Memory * (2 + Cpus)\nqueue\n"
    document, items = analyse(text)
    hits = [d for d in items if d.code == "submit-expr-syntax"]
    assert len(hits) == 1 and "never closed" in hits[0].message
    assert hits[0].range.start == text.index("(Memory")
    edit = hits[0].fixes[0].edits[0]
    fixed = text[:edit.range.start] + edit.new_text + text[edit.range.end:]
    assert "rank = (Memory * (2 + Cpus))\n" in fixed and hits[0].fixes[0].preferred
    assert found(fixed, "submit-expr-syntax") == []
    assert "unexpected" in found("requirements = Memory > 1)\nqueue\n", "submit-expr-syntax")[0][1]


def test_expression_errors_in_macros_and_attributes() -> None:
    hits = found("limit = 3 +\n+MaxTries = $(limit)\nqueue\n", "submit-expr-syntax")
    assert len(hits) == 1 and hits[0][0] == "$(limit)"
    assert found("+Label = \"ok\"\nMY.Count = 3\nqueue\n", "submit-expr-syntax") == []


def test_values_depending_on_the_job_are_left_alone() -> None:
    text = "requirements = Machine == \"$(host)\" && $(extra)\n+Note = \"$$(Name)\"\nqueue host in (a b)\n"
    assert found(text, "submit-expr-syntax") == []


def test_unknown_function_and_arity() -> None:
    text = "requirements = strcmpp(Arch, \"x\") == 0 && size() > 0\nqueue\n"
    document, items = analyse(text)
    unknown = [d for d in items if d.code == "submit-unknown-function"]
    assert len(unknown) == 1 and "strcmp()" in unknown[0].message
    assert document.source[unknown[0].range.start:unknown[0].range.end] == b"strcmpp"
    assert unknown[0].fixes and unknown[0].fixes[0].edits[0].new_text == "strcmp"
    arity = [d for d in items if d.code == "submit-function-arity"]
    assert len(arity) == 1 and document.source[arity[0].range.start:arity[0].range.end] == b"size()"


def test_unknown_function_through_a_macro_has_no_fix() -> None:
    document, items = analyse("check = fooBar(1)\nrequirements = $(check)\nqueue\n")
    hits = [d for d in items if d.code == "submit-unknown-function"]
    assert len(hits) == 1 and hits[0].fixes == ()


# ---------------------------------------------------------------------------- macros
def test_undefined_macros() -> None:
    text = ("arguments = $(Cluster) $(process) $(ItemIndex) $(Node) $(Step) $(Row) $(JobId) $(SUBMIT_FILE)"
            " $(missing) $(other:default) $(defined) $Fn(alsomissing)\ndefined = 1\nqueue\n")
    hits = [t for t, _ in found(text, "submit-undefined-macro")]
    assert hits == ["$(missing)", "$Fn(alsomissing)"]


def test_item_needs_an_iterating_queue() -> None:
    assert found("arguments = $(Item)\nqueue 3\n", "submit-undefined-macro")
    assert found("arguments = $(Item)\nqueue in (a b)\n", "submit-undefined-macro") == []
    assert found("arguments = $(x) $(y)\nqueue x, y from (\n1 2\n)\n", "submit-undefined-macro") == []
    assert found("arguments = $(Item)\nqueue x in (a b)\n", "submit-undefined-macro")


def test_macros_from_an_included_file_count(tmp_path: Path) -> None:
    (tmp_path / "common.sub").write_text("threads = 4\n")
    path = tmp_path / "job.sub"
    text = "include : common.sub\narguments = -t $(threads) $(nothing)\nqueue\n"
    path.write_text(text)
    hits = [t for t, _ in found(text, "submit-undefined-macro", str(path))]
    assert hits == ["$(nothing)"]


def test_an_include_command_makes_undefined_macros_hints_without_running_it(tmp_path: Path) -> None:
    """What the command would print may define the macro: a hint that names the command
    (issue 23: uncertainty is never a warning), and the command is never run."""
    marker = tmp_path / "ran"
    text = f"include command : touch {marker} |\narguments = $(from_command)\nqueue\n"
    document, items = analyse(text, str(tmp_path / "job.sub"))
    hits = [d for d in items if d.code == "submit-undefined-macro"]
    assert [(document.source[d.range.start:d.range.end].decode(), d.severity) for d in hits] == \
        [("$(from_command)", Severity.HINT)]
    assert "a command condor-ls never runs" in hits[0].message and "touch" in hits[0].message
    assert not marker.exists()


def test_an_include_that_is_not_here_makes_undefined_macros_hints(tmp_path: Path) -> None:
    """An include condor-ls cannot read (missing, or named through a macro) leaves the macros
    it may define unknown: hints that say which include; a readable include settles them."""
    path = tmp_path / "job.sub"
    text = "include : common.sub\nexecutable = $(EXE)\narguments = $(ARGS)\nqueue\n"
    document, items = analyse(text, str(path))
    hits = [d for d in items if d.code == "submit-undefined-macro"]
    assert [d.severity for d in hits] == [Severity.HINT, Severity.HINT]
    assert all("`common.sub`, which is not here" in d.message for d in hits)
    (tmp_path / "common.sub").write_text("EXE = /bin/true\n")
    assert [t for t, _ in found(text, "submit-undefined-macro", str(path))] == ["$(ARGS)"]
    _document, items = analyse(text, str(path))
    assert [d.severity for d in items if d.code == "submit-undefined-macro"] == [Severity.WARNING]
    by_name = "include : $(SHARED)/common.sub\nexecutable = $(EXE)\nqueue\n"
    document, items = analyse(by_name, str(path))
    assert [(document.source[d.range.start:d.range.end].decode(), d.severity,
             "only known when condor_submit runs" in d.message)
            for d in items if d.code == "submit-undefined-macro"] == [("$(SHARED)", Severity.HINT, True),
                                                                      ("$(EXE)", Severity.HINT, True)]


def test_a_dag_s_vars_define_the_macros_of_its_node_jobs(tmp_path: Path) -> None:
    """A submit file that DAG nodes run gets each node's VARS (and every node's), DAGMan's own
    names, and, for a spliced DAG, the VARS of the splice's own file (read from the outer DAG,
    whose splice DIR says where the nodes run); a name no DAG defines is still reported, and a
    DAG that runs other files changes nothing. The outer DAG's ``VARS inner+B`` gives nothing:
    condor_dagman refuses it (DagProcessor::ProcessVars looks the node up before the splice's
    nodes join the outer DAG), so ``$(extra)`` stays undefined."""
    (tmp_path / "work").mkdir()
    (tmp_path / "outer.dag").write_text('SPLICE inner inner.dag DIR work\nVARS inner+B extra="x"\n')
    (tmp_path / "work" / "inner.dag").write_text(
        "# nodes\nJob A node.sub\nVars A infile = \"a.dat\"\nJOB B node.sub DONE\n"
        'VARS B PREPEND infile="b.dat" seed="7"\nVARS ALL_NODES tag="run1"\nJOB C other.sub\nVARS C only_c="1"\n')
    path = tmp_path / "work" / "node.sub"
    text = ("executable = x\narguments = $(infile) $(seed) $(tag) $(extra) $(DAGManJobId) $(only_c) $(typo)\n"
            "queue\n")
    path.write_text(text)
    assert [t for t, _ in found(text, "submit-undefined-macro", str(path))] == ["$(extra)", "$(only_c)", "$(typo)"]
    lonely = tmp_path / "lonely" / "node.sub"
    lonely.parent.mkdir()
    lonely.write_text(text)
    assert [t for t, _ in found(text, "submit-undefined-macro", str(lonely))] == [
        "$(infile)", "$(seed)", "$(tag)", "$(extra)", "$(only_c)", "$(typo)"]


def test_the_pipeline_fixture_needs_its_dag() -> None:
    """The fixture stage.sub is clean because pipeline.dag defines its macros."""
    folder = FIXTURES.parent / "htcondor" / "submit"
    dag = (folder / "pipeline.dag").read_text()
    assert 'outfile="clean.csv"' in dag and 'outfile="result.json"' in dag
    text = (folder / "stage.sub").read_text()
    assert found(text, "submit-undefined-macro", str(folder / "stage.sub")) == []
    assert found(text, "submit-undefined-macro", "/nonexistent/stage.sub")


# ---------------------------------------------------------------------------- no false alarms
@pytest.mark.parametrize("path", sorted(FIXTURES.glob("*.sub")), ids=lambda p: p.name)
def test_fixtures_are_clean(path: Path) -> None:
    document = Document.parse(path.as_uri(), LanguageId.SUBMIT, path.read_text())
    items = diagnostics(document, AnalysisContext())
    assert [(d.code, d.message) for d in items] == []


def test_severity_override_and_disable_apply_to_submit_rules() -> None:
    settings = Settings(rules=RuleSettings(disable=frozenset({"unknown-command"}),
                                           severity={"duplicate-command": Severity.ERROR}))
    document = parse("unused = 1\nlog = a\nlog = b\nqueue\n")
    items = diagnostics(document, AnalysisContext(settings=settings))
    assert not any(d.code == "unknown-command" for d in items)
    assert [d.severity for d in items if d.code == "duplicate-command"] == [Severity.ERROR]


@pytest.mark.parametrize("text", ["", "queue", "\0\0\0", "=", "+ = 1\n", "queue (((\n", "queue x in [\n",
                                  "requirements = \"\nqueue\n", "a @=end\n", "include :\n", "$(\n"])
def test_bad_input_never_raises(text: str) -> None:
    document = parse(text)
    for code in SUBMIT_CODES + SHARED_CODES:
        list(load_rules()[code].check(document, AnalysisContext()))


# ---------------------------------------------------------------------------- documentation
def _submit_doc_examples() -> list[tuple[str, str, str]]:
    """(code, "bad"/"good", text) for each example under the submit rules in docs/rules.md, and
    for each example marked "submit file" under the rules shared with config files."""
    import re

    text = (Path(__file__).resolve().parents[1] / "docs" / "rules.md").read_text(encoding="utf-8")
    parts = re.split(r"^### `([a-z0-9-]+)`\n", text, flags=re.MULTILINE)
    out = []
    for code, body in zip(parts[1::2], parts[2::2]):
        if code not in SUBMIT_CODES and code not in SHARED_CODES:
            continue
        for label, block in re.findall(r"^((?:Bad|Good)[^\n]*)\n```\n(.*?)```", body, re.MULTILINE | re.DOTALL):
            if code in SHARED_CODES and "submit file" not in label:
                continue
            out.append((code, re.match(r"[A-Za-z]+", label).group(0).lower(), block))
    return out


def test_every_submit_rule_is_documented() -> None:
    text = (Path(__file__).resolve().parents[1] / "docs" / "rules.md").read_text(encoding="utf-8")
    for code in SUBMIT_CODES + SHARED_CODES:
        assert f"### `{code}`" in text, code
        assert LanguageId.SUBMIT in load_rules()[code].languages
    documented = {code for code, _kind, _text in _submit_doc_examples()}
    assert set(SHARED_CODES) <= documented  # each shared rule shows a submit-file example


@pytest.mark.parametrize(("code", "kind", "text"), _submit_doc_examples(),
                         ids=[f"{c}-{k}" for c, k, _ in _submit_doc_examples()])
def test_documented_submit_examples_behave_as_documented(code: str, kind: str, text: str) -> None:
    if "queue" not in text.lower():
        text += "queue\n"
    assert bool(found(text, code)) == (kind == "bad")


_PIECES = ["queue", "queue 2 x in (a b)", "queue x from (", ")", "request_memory = 2 G", "requirements = (",
           "+A = $(B)", "B = $(A)", "$(", "if defined X", "else", "endif", "x @=e", "@e", "rank = f(1,",
           "+P = CHTC", "rank = Memory * \"2\"", "requirements = X == undefined && Memroy",
           "include : nowhere.sub", "MY.C = \"", "arguments = $Fn(x) $(Item)", "\\", "# c", "iterate [1:", "-D ="]


@given(st.lists(st.sampled_from(_PIECES) | st.text(max_size=12), max_size=12))
@settings(max_examples=150, deadline=None)
def test_rules_never_raise_on_generated_files(lines: list[str]) -> None:
    document = parse("\n".join(lines) + "\n")
    for code in SUBMIT_CODES + SHARED_CODES:
        for item in load_rules()[code].check(document, AnalysisContext()):
            assert 0 <= item.range.start <= item.range.end <= len(document.source)
