"""ClassAds and submit descriptions inside Python scripts: findings at the exact characters of
the script, nothing on correct code, and the cost of scripts that do not use the bindings."""
from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import given, settings as hsettings, strategies as st

from condor_ls.analysis.context import AnalysisContext
from condor_ls.analysis.model import Diagnostic
from condor_ls.analysis.rules.registry import diagnostics
from condor_ls.analysis.settings import Settings
from condor_ls.python.finder import find_sites
from condor_ls.syntax.document import Document

FIXTURES = Path(__file__).parent / "fixtures" / "python"
SCRIPTS = ("dag_generator.py", "monitor.py", "notebook.py")
PRELUDE = "import htcondor2\nschedd = htcondor2.Schedd()\n"


def check(text: str, **settings: object) -> tuple[Document, list[Diagnostic]]:
    document = Document.parse("file:///work/script.py", "python", text)
    parsed, _warnings = Settings.from_json(settings)
    return document, diagnostics(document, AnalysisContext(settings=parsed))


def written(document: Document, item: Diagnostic) -> str:
    return document.source[item.range.start:item.range.end].decode("utf-8")


def span(text: str, needle: str, occurrence: int = 0) -> tuple[int, int]:
    """Byte range of the ``occurrence``-th ``needle`` in ``text``."""
    at = -1
    for _ in range(occurrence + 1):
        at = text.index(needle, at + 1)
    start = len(text[:at].encode("utf-8"))
    return start, start + len(needle.encode("utf-8"))


def only(found: list[Diagnostic], code: str) -> Diagnostic:
    hits = [d for d in found if d.code == code]
    assert len(hits) == 1, [(d.code, d.message) for d in found]
    return hits[0]


def fixture(name: str) -> str:
    return (FIXTURES / name).read_text()


# ---------------------------------------------------------------------------- correct code
@pytest.mark.parametrize("name", SCRIPTS)
def test_realistic_scripts_are_clean(name: str) -> None:
    _document, found = check(fixture(name))
    assert found == []


@pytest.mark.parametrize("name", SCRIPTS)
def test_realistic_scripts_have_sites(name: str) -> None:
    sites = find_sites(fixture(name))
    assert sites.imports_bindings
    assert sites.submits or sites.expressions


def test_the_sites_of_the_monitoring_script() -> None:
    sites = find_sites(fixture("monitor.py"))
    constraints = {(s.where, s.side) for s in sites.expressions}
    assert ("constraint of Schedd.query", "job") in constraints
    assert ("constraint of Collector.query", "machine") in constraints
    assert ("expr of ExprTree", None) in constraints
    assert ("value of Schedd.edit", "job") in constraints
    edits = [s for s in sites.expressions if s.where == "value of Schedd.edit"]
    assert {s.attribute for s in edits} == {"JobPrio", "ProjectName"}
    lookups = {s.text.text for s in sites.names if s.role == "lookup"}
    assert {"EnteredCurrentStatus", "ClusterId", "RemoteHost", "HoldReason", "Machine", "Cpus"} <= lookups
    projected = [s for s in sites.names if s.role == "lookup" and s.text.text == "RemoteHost"]
    assert projected[0].projection == ("ClusterId", "ProcId", "Owner", "JobStatus", "EnteredCurrentStatus",
                                       "RemoteHost")


def test_dag_generator_follows_dicts_names_and_items() -> None:
    sites = find_sites(fixture("dag_generator.py"))
    keys = [[e.key.text for e in s.entries] for s in sites.submits]
    assert "request_gpus" in keys[1] and "requirements" in keys[1]  # description["..."] = ...
    assert keys[2][-2:] == ["error", "rank"]  # merge["error"] = ... on the Submit object
    memory = next(e for e in sites.submits[0].entries if e.key.text == "request_memory")
    assert memory.value is not None and memory.value.text == "2GB"  # through the MEMORY constant


# ---------------------------------------------------------------------------- findings in the scripts
def test_misspelt_command_in_a_submit_dict() -> None:
    text = fixture("dag_generator.py").replace('"request_disk": "1GB"', '"request_dsik": "1GB"')
    document, found = check(text)
    item = only(found, "unknown-command")
    assert (item.range.start, item.range.end) == span(text, "request_dsik")
    assert "request_disk" in item.message
    fix = item.fixes[0]
    assert fix.edits[0].new_text == "request_disk"
    assert (fix.edits[0].range.start, fix.edits[0].range.end) == span(text, "request_dsik")


def test_bad_size_and_unclosed_parenthesis_in_a_submit_dict() -> None:
    text = fixture("dag_generator.py").replace('"8 GB"', '"8 GiB"').replace(
        '"(time() - EnteredCurrentStatus) > 6', '"((time() - EnteredCurrentStatus) > 6')
    document, found = check(text)
    units = only(found, "request-units")
    assert written(document, units) == "8 GiB"
    syntax = only(found, "submit-expr-syntax")
    assert (syntax.range.start, syntax.range.end) == (span(text, "((time()")[0], span(text, "((time()")[0] + 1)
    assert "never closed" in syntax.message and "periodic_hold" in syntax.message


def test_keyword_arguments_and_item_assignment_are_commands() -> None:
    text = fixture("dag_generator.py").replace('request_memory="512M"', 'request_memory="512 megs"').replace(
        'merge["rank"] = "Memory"', 'merge["rank"] = "Memory *"')
    document, found = check(text)
    assert written(document, only(found, "request-units")) == "512 megs"
    assert only(found, "submit-expr-syntax").range.start >= span(text, '"Memory *"')[0]


def test_misspelt_names_in_projections_and_lookups() -> None:
    text = fixture("monitor.py").replace('"ProcId", "HoldReason"]', '"ProcId", "HoldReasn"]').replace(
        'job.get("RemoteHost", "?")', 'job.get("RemoteHst", "?")')
    document, found = check(text)
    hits = sorted((d for d in found if d.code == "python-attribute-name"), key=lambda d: d.range)
    assert [written(document, d) for d in hits] == ["RemoteHst", "HoldReasn"]
    assert "projection of the query" in hits[0].message and "`RemoteHost`" in hits[0].message
    assert "not an attribute of job ads" in hits[1].message and "`HoldReason`" in hits[1].message
    assert hits[1].fixes[0].edits[0].new_text == "HoldReason"


def test_slot_side_names_use_the_machine_schema() -> None:
    text = fixture("monitor.py").replace('projection=["Name", "Machine", "Memory", "Cpus"]',
                                         'projection=["Name", "Machine", "Memory", "Cpuss"]')
    document, found = check(text)
    item = only(found, "python-attribute-name")
    assert written(document, item) == "Cpuss" and "slot ads" in item.message


def test_unknown_function_in_an_expr_tree_with_fix() -> None:
    text = fixture("monitor.py").replace("ifThenElse(isUndefined", "ifThenElze(isUndefined")
    document, found = check(text)
    item = only(found, "submit-unknown-function")
    assert (item.range.start, item.range.end) == span(text, "ifThenElze")
    assert item.fixes[0].edits[0].new_text == "ifThenElse"
    assert (item.fixes[0].edits[0].range.start, item.fixes[0].edits[0].range.end) == span(text, "ifThenElze")


def test_errors_inside_notebook_ad_and_submit_texts() -> None:
    text = fixture("notebook.py").replace("TARGET.RequestCpus <= Cpus;", "TARGET.RequestCpus <= (Cpus;").replace(
        "request_memory = 128MB", "request_memory = 128 MiB")
    document, found = check(text)
    units = only(found, "request-units")
    assert written(document, units) == "128 MiB"
    syntax = [d for d in found if d.code in ("syntax-error", "missing-token")]
    assert syntax, found
    assert syntax[0].range.start >= span(text, "(Cpus;")[0]
    assert syntax[0].range.end <= span(text, '""")\nad.eval')[0]


def test_concatenated_constraint_in_a_notebook() -> None:
    text = fixture("notebook.py").replace("'RequestMemory > 1024'", "'RequestMemory > max(1024)'")
    document, found = check(text)
    # max() takes a list: one argument is the right count, but the library's value is error
    assert [d.code for d in found] == ["constant-error"] and written(document, found[0]) == "max(1024)"
    text = fixture("notebook.py").replace("'RequestMemory > 1024'", "'RequestMemory > size()'")
    document, found = check(text)
    item = only(found, "submit-function-arity")
    assert written(document, item) == "size()"


# ---------------------------------------------------------------------------- string forms
@pytest.mark.parametrize("call, needle", [
    ('schedd.query("Owner == \\"bob\\" && fooo(1)")', "fooo"),
    ("schedd.query(r'Owner == \"x\\y\" && fooo(1)')", "fooo"),
    ('schedd.query("JobStatus == 2 && "\n             "fooo(1)")', "fooo"),
    ('schedd.query("""JobStatus == 2 &&\n   fooo(1)""")', "fooo"),
    ('schedd.query("Owner == \\"\\u00e9\\" && fooo(1) && Name == \\"é\\"")', "fooo"),
    ("schedd.query('Owner == \"\\x41\\101\\N{LATIN SMALL LETTER E WITH ACUTE}\" && fooo(1)')", "fooo"),
    ('schedd.query("JobStatus == 2 && \\\n fooo(1)")', "fooo"),
    ("u = 'x'\nschedd.query(f'Owner == \"{u}\" && fooo(1)')", "fooo"),
    ("u = 1\nschedd.query(f'ClusterId == {u} && fooo(1)')", "fooo"),
    ("C = 'JobStatus == 2 && fooo(1)'\nschedd.query(C)", "fooo"),
    ('x = schedd.query("fooo(1)"', "fooo"),
])
def test_positions_inside_every_kind_of_string(call: str, needle: str) -> None:
    text = PRELUDE + call + "\n"
    document, found = check(text)
    item = only(found, "submit-unknown-function")
    assert (item.range.start, item.range.end) == span(text, needle, text.count(needle) - 1)


def test_a_field_in_expression_position_hides_syntax_errors() -> None:
    text = PRELUDE + "cid = 4\nschedd.query(f'ClusterId == {cid} && (')\nschedd.query(f'{cid} {cid}')\n"
    _document, found = check(text)
    assert found == []


def test_fix_is_escaped_for_the_literal() -> None:
    text = PRELUDE + "schedd.query('ifThenElze(a, \"b\", \"c\")')\nschedd.query(\"ifThenElze(a, \\\"b\\\", 1)\")\n"
    document, found = check(text)
    hits = [d for d in found if d.code == "submit-unknown-function"]
    assert len(hits) == 2 and all(d.fixes for d in hits)
    text = PRELUDE + "schedd.query('ifThen\\x45lze(1, 2, 3)')\n"
    document, found = check(text)
    item = only(found, "submit-unknown-function")
    assert written(document, item) == "ifThen\\x45lze" and item.fixes == ()  # not written as itself


def test_side_less_expressions_skip_attribute_rules() -> None:
    text = "import classad2\nclassad2.ExprTree('Memroy > 1')\nimport htcondor2\n" \
           "htcondor2.Collector().query(htcondor2.AdTypes.Startd, 'Memroy > 1')\n"
    document, found = check(text)
    item = only(found, "unknown-attribute")
    assert item.range.start == span(text, "Memroy", 1)[0]


def test_job_ids_are_not_constraints() -> None:
    _document, found = check(PRELUDE + 'schedd.act(htcondor2.JobAction.Hold, "12.0")\n'
                             'schedd.edit("12", "JobPrio", "5")\nschedd.history(None, [], since="12.3")\n')
    assert found == []
    assert not [s for s in find_sites(PRELUDE + 'schedd.act(htcondor2.JobAction.Hold, "12.0")\n').expressions]


def test_names_not_tied_to_the_bindings_are_left_alone() -> None:
    text = ("import htcondor2\nimport pandas\n"
            "def f(df):\n    return df.query('a > b and c == \"x\"')\n"
            "def g(ad):\n    return ad['Memroy']\n"
            "def h():\n    ad = {}\n    for ad in htcondor2.Schedd().query():\n        pass\n    return ad['Ownr']\n")
    _document, found = check(text)
    assert found == []


def test_conventional_parameter_names() -> None:
    text = "import htcondor2\ndef f(schedd, collector):\n    schedd.query('fooo(1)')\n" \
           "    collector.query(htcondor2.AdTypes.Startd, 'barr(2)')\n"
    _document, found = check(text)
    assert sorted(d.message for d in found) == ["unknown function barr()", "unknown function fooo()"]


def test_version_one_modules_and_aliases() -> None:
    text = ("import htcondor as condor\nfrom classad import ExprTree as E, parseAds\n"
            "condor.Schedd().xquery(requirements='fooo(1)')\nE('barr(2)')\nparseAds('[ A = ; ]')\n"
            "from htcondor import *\nSchedd().history(requirements='bazz(3)', projection=[])\n")
    document, found = check(text)
    assert sorted(written(document, d) for d in found if d.code == "submit-unknown-function") == \
        ["barr", "bazz", "fooo"]
    assert [d for d in found if d.code in ("syntax-error", "missing-token")]


# ---------------------------------------------------------------------------- settings and cost
def test_python_enable_false_turns_it_off() -> None:
    text = fixture("monitor.py").replace("ifThenElse(isUndefined", "ifThenElze(isUndefined")
    assert check(text)[1]
    assert check(text, python={"enable": False})[1] == []


def test_disabled_inner_rule_is_respected() -> None:
    text = fixture("monitor.py").replace("ifThenElse(isUndefined", "ifThenElze(isUndefined")
    assert check(text, rules={"disable": ["submit-unknown-function"]})[1] == []


def test_a_script_without_the_bindings_costs_only_the_import_scan(monkeypatch: pytest.MonkeyPatch) -> None:
    import condor_ls.python.finder as finder

    def refuse(*_args: object) -> None:
        raise AssertionError("parsed a script that does not import the bindings")

    monkeypatch.setattr(finder.PARSE_CACHE, "get", refuse)
    text = "import pandas\n\ndef f(df):\n    return df.query('a > b')\n" * 50
    assert check(text)[1] == []
    assert find_sites(text).parsed_chunks == 0


def test_only_statements_tied_to_the_bindings_are_parsed() -> None:
    unrelated = "".join(f"def helper_{i}(x):\n    return [y * 2 for y in x if y]\n\n" for i in range(40))
    text = "import htcondor2\nschedd = htcondor2.Schedd()\n" + unrelated + "print(schedd.query('true'))\n"
    sites = find_sites(text)
    assert sites.total_chunks == 43 and sites.parsed_chunks == 3
    assert [s.text.text for s in sites.expressions] == ["true"]


def test_broken_scripts_never_raise() -> None:
    for text in ("import htcondor2\n" + "(" * 300 + "\n", "import htcondor2\nx = '''\n", "import classad2\n\0\udcff",
                 "import htcondor2\nhtcondor2.Submit({'a': 'b', **x, 'c' 'd': })\n",
                 "import htcondor2\n" + "def f():\n  " * 50 + "pass\n"):
        check(text)


# ---------------------------------------------------------------------------- command line
def test_check_on_python_files_in_every_format(tmp_path: Path) -> None:
    bad = tmp_path / "bad.py"
    bad.write_text(fixture("dag_generator.py").replace('"request_disk": "1GB"', '"request_dsik": "1GB"'))
    plain = tmp_path / "plain.py"
    plain.write_text("import os\nprint(os.getcwd())\n")
    command = [sys.executable, "-m", "condor_ls", "check"]
    text = subprocess.run([*command, str(bad), str(plain)], capture_output=True, text=True, cwd=tmp_path)
    line = next(i for i, l in enumerate(bad.read_text().splitlines(), 1) if "request_dsik" in l)
    column = bad.read_text().splitlines()[line - 1].index("request_dsik") + 1
    # condor_submit (the job-ad model, as the bindings would run it) takes any request_<name> as
    # a custom resource whose value must be an expression: `1GB` is none (SetRequestResources)
    assert text.stdout.splitlines()[:2] == [
        f"bad.py:{line}:{column}: error: Parse error in expression: Requestdsik = 1GB [submit-error]",
        f"bad.py:{line}:{column}: warning: `request_dsik` is not a submit command and "
        "nothing uses it as `$(request_dsik)`; did you mean `request_disk` or `request_gpus` or "
        "`request_cpus`? [unknown-command]"]
    as_json = json.loads(subprocess.run([*command, "--format", "json", str(tmp_path)], capture_output=True,
                                        text=True, cwd=tmp_path).stdout)
    assert [(d["path"], d["line"], d["column"], d["code"]) for d in as_json["diagnostics"]] == \
        [("bad.py", line, column, "submit-error"), ("bad.py", line, column, "unknown-command")]
    # in a directory, a script without the bindings is skipped, saying why
    assert {(f["path"], f["status"]) for f in as_json["files"]} == {("bad.py", "checked"), ("plain.py", "skipped")}
    sarif = json.loads(subprocess.run([*command, "--format", "sarif", str(bad)], capture_output=True,
                                      text=True, cwd=tmp_path).stdout)
    (result,) = [r for r in sarif["runs"][0]["results"] if r["ruleId"] == "unknown-command"]
    assert result["locations"][0]["physicalLocation"]["region"]["startColumn"] == column
    assert "python-attribute-name" in {r["id"] for r in sarif["runs"][0]["tool"]["driver"]["rules"]}


# ---------------------------------------------------------------------------- lessons from HTCondor's own scripts
def test_a_job_attribute_name_is_a_command_spelling() -> None:
    """condor_submit looks commands up under their attribute's name too (submit_utils.cpp calls
    submit_param(key, attr)), as HTCondor's own htcondor_cli does with "jobbatchname"."""
    text = PRELUDE + 'sub = htcondor2.Submit({"executable": "x", "jobbatchname": "annex", "JobPrio": "3"})\n'
    assert check(text)[1] == []
    submit = Document.parse("file:///work/job.sub", "submit", "executable = x\nJobBatchName = run\nqueue\n")
    assert [d for d in diagnostics(submit) if d.code == "unknown-command"] == []


def test_macros_used_by_a_queue_statement_not_seen_here() -> None:
    text = ("import htcondor2\nTEMPLATE = {\"executable\": \"/bin/sleep\", \"MY.my_var\": \"$(my_var)\", "
            "\"submit_var\": \"svr\"}\n"
            "def one(path):\n    s = htcondor2.Submit(TEMPLATE)\n    s.setQArgs(f\"2 $(submit_var) FROM {path}\")\n"
            "def two(path):\n    return list(htcondor2.Submit(TEMPLATE).itemdata(qargs=f\"2 $(submit_var) FROM {path}\"))\n")
    assert check(text)[1] == []
    typo = text.replace('"submit_var": "svr"', '"request_memroy": "1G"')
    assert [d.code for d in check(typo)[1]] == ["unknown-command"]  # close to a command: still a typo


def test_top_level_statements() -> None:
    from condor_ls.python.chunks import chunks

    text = ('import htcondor2\n'
            'SUB = """\nexecutable = x\nqueue\n"""\n'          # col-0 lines inside a string
            'x = (1,\n2)\n'                                      # col-0 line inside brackets
            '@decorator\ndef f():\n    pass\n'                   # a decorated definition
            'if a:\n    pass\nelse:\n    pass\n'                 # else continues the if
            'y = 1 + \\\n2\n'                                    # backslash continuation
            '# comment \\\nz = 3\n'                              # a comment's backslash continues nothing
            'broken = f(\n'                                      # never closed ...
            'def g():\n    return 1\n')                          # ... a def starts afresh
    starts = [text[c.start:c.end].split("\n", 1)[0] for c in chunks(text)]
    assert starts == ["import htcondor2", 'SUB = """', "x = (1,", "@decorator", "if a:", "y = 1 + \\",
                      "z = 3", "broken = f(", "def g():"]  # a comment line stays with what precedes it
    assert "".join(text[c.start:c.end] for c in chunks(text)) == text


def test_hover_and_completion_in_each_kind_of_string() -> None:
    from condor_ls.analysis.completion.items import completion
    from condor_ls.analysis.hover.config import hover

    text = PRELUDE + ('ads = schedd.query("Memory > 1", projection=["RemoteHost", ""])\n'
                      'slots = htcondor2.Collector().query(htcondor2.AdTypes.Startd, "KeyboardIdle > 60")\n'
                      'sub = htcondor2.Submit({"request_memory": "2GB", "univ": "vanilla"})\n'
                      'x = "Memory > 1"\n')
    document = Document.parse("file:///work/script.py", "python", text)
    context = AnalysisContext()

    def at(needle: str, delta: int = 0, occurrence: int = 0) -> int:
        return span(text, needle, occurrence)[0] + delta

    found = hover(document, at("RemoteHost", 2), context)
    assert found is not None and "RemoteHost" in found.markdown
    assert (found.range.start, found.range.end) == span(text, "RemoteHost")
    found = hover(document, at("request_memory", 3), context)
    assert found is not None and "request_memory" in found.markdown
    found = hover(document, at("KeyboardIdle", 1), context)
    assert found is not None and "machine ad" in found.markdown  # a slot attribute, from the slot's side
    assert hover(document, at("Memory > 1", 1, 1), context) is None  # a string no binding receives
    assert hover(document, at("schedd.query"), context) is None  # Python code

    assert completion(document, at('""'), context).items == ()  # on the opening quote: Python's
    listed = completion(document, at('""', 1), context)  # inside the empty projection entry
    assert listed.is_incomplete and "AccountingGroup" in [i.label for i in listed.items]
    listed = completion(document, at('univ"', 4), context)
    assert "universe" in [i.label for i in listed.items]
    assert (listed.range.start, listed.range.end) == span(text, "univ")
    listed = completion(document, at("KeyboardIdle", 8), context)
    assert "KeyboardIdle" in [i.label for i in listed.items]
    assert completion(document, at("x = "), context).items == ()


_SCRIPTS_TEXT = [(FIXTURES / name).read_text() for name in SCRIPTS]


@given(st.sampled_from(range(len(SCRIPTS))), st.lists(st.tuples(st.integers(0, 10**6), st.integers(0, 40),
                                                                 st.sampled_from(["", "(", ")", '"', "'''", "{", "}",
                                                                                  "\\", "\n", "f'{", "#", ":", "x"])),
                                                       max_size=6))
@hsettings(max_examples=60, deadline=None)
def test_edited_scripts_never_fail(index: int, edits: list[tuple[int, int, str]]) -> None:
    """Half-typed scripts: random cuts and insertions never make an analysis fail (a failure
    would be logged by the registry and hide findings) and every range stays in the text."""
    import logging

    text = _SCRIPTS_TEXT[index]
    for at, length, insert in edits:
        at %= len(text) + 1
        text = text[:at] + insert + text[at + length:]
    records: list[logging.LogRecord] = []
    handler = logging.Handler()
    handler.emit = records.append  # type: ignore[method-assign]
    logger = logging.getLogger("condor_ls")
    logger.addHandler(handler)
    try:
        document, found = check(text)
        from condor_ls.analysis.completion.items import completion
        from condor_ls.analysis.hover.config import hover

        for at, _length, _insert in edits[:3]:
            offset = at % (len(document.source) + 1)
            hover(document, offset, AnalysisContext())
            completion(document, offset, AnalysisContext())
    finally:
        logger.removeHandler(handler)
    assert [r.getMessage() for r in records if r.levelno >= logging.ERROR] == []
    for item in found:
        assert 0 <= item.range.start <= item.range.end <= len(document.source)


CUSTOM_ATTRIBUTE_SCRIPT = '''import htcondor2

schedd = htcondor2.Schedd()
job = htcondor2.Submit({{
    "executable": "run.sh",
    {key}: '"stage-1"',
}})
schedd.submit(job, count=1)
for ad in schedd.query(constraint='Campaign == "stage-1" && Campain == "x"', projection=["Owner"]):
    print(ad["Owner"])
'''


@pytest.mark.parametrize("key", ['"+Campaign"', '"MY.Campaign"'])
def test_attributes_the_script_submits_are_known_to_its_queries(key: str) -> None:
    """A job attribute the script's own submit description sets (``+Campaign``) is no unknown
    name in the script's queries; a misspelling of it still is."""
    document, found = check(CUSTOM_ATTRIBUTE_SCRIPT.format(key=key))
    unknown = [written(document, d) for d in found if d.code == "unknown-attribute"]
    assert "Campaign" not in unknown
    assert "Campain" in unknown


def test_attributes_set_in_submit_text_are_known_to_the_script_s_queries() -> None:
    text = ('import htcondor2\n'
            'job = htcondor2.Submit("""\n'
            'executable = run.sh\n'
            '+Campaign = "stage-1"\n'
            'queue\n'
            '""")\n'
            'ads = htcondor2.Schedd().query(constraint=\'Campaign == "stage-1" && Campain == "x"\')\n')
    document, found = check(text)
    unknown = [written(document, d) for d in found if d.code == "unknown-attribute"]
    assert "Campaign" not in unknown and "Campain" in unknown


def test_misspelt_keyword_argument_of_submit_gets_a_bare_fix() -> None:
    """Regression (found by test_edited_scripts_never_fail): a keyword argument's name is an
    unquoted piece, and writing the fix for it read ``piece.quote[0]`` of an empty quote."""
    text = PRELUDE + 'sub = htcondor2.Submit(executable="/bin/true", xarguments="-v")\n'
    document, found = check(text)
    item = only(found, "unknown-command")
    assert written(document, item) == "xarguments"
    assert [edit.new_text for fix in item.fixes for edit in fix.edits][0] == "arguments"


def test_unquoted_pieces_take_only_bare_tokens() -> None:
    from condor_ls.python.literals import Piece, escape_for

    bare = Piece(0, 10, "", True, False)
    assert escape_for(bare, "arguments") == "arguments"
    assert escape_for(bare, "12.5") == "12.5"
    for text in ("+JobPrio", "My.Foo", "class", "a b", "", "1GB", 'x"'):
        assert escape_for(bare, text) is None, text
