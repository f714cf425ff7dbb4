"""Applying transforms: every statement, with HTCondor's behaviour from xform_utils.cpp.

Where the manual and the code disagree, the code decides and the test says so. Values the
ClassAd library can compute (what EVALSET stores, how SET parses its expression) are checked
against the ``classad2`` wheel.
"""
from __future__ import annotations

import pytest

from condor_ls.classad.ad import ClassAd
from condor_ls.classad.parser import parse_ad
from condor_ls.classad.unparse import unparse
from condor_ls.config.reader import load_config
from condor_ls.transform.engine import MacroSet, Run, evaluate_condition, substitute_groups
from condor_ls.transform.reader import Mode, read_text


def ad(text: str) -> ClassAd:
    return parse_ad(text)


def run(rules: str, job: ClassAd, *, config: str | None = None, mode: Mode = Mode.CONFIG, macros: MacroSet | None = None):
    cfg = None
    if config is not None:
        cfg = load_config("/t/condor_config", text=config, read_file=lambda p: (_ for _ in ()).throw(OSError()))
    r = Run(cfg, macros)
    outcome = r.apply(read_text(rules, "T", mode), job)
    return outcome, r


def text_of(job: ClassAd, name: str) -> str | None:
    expr = job.lookup(name)
    return None if expr is None else unparse(expr)


# ---------------------------------------------------------------------------- SET / DEFAULT
def test_set_stores_the_expanded_expression() -> None:
    job = ad('Owner = "alice"\nRequest = 2')
    outcome, _ = run("x = 4\nSET Total = Request * $(x)\nSET Who \"$(MY.Owner)\"", job)
    assert text_of(job, "Total") == "Request * 4"
    assert text_of(job, "Who") == '"alice"'  # a string attribute expands without its quotes
    assert [(c.attr, c.before, c.after) for c in outcome.changes] == [
        ("Total", None, "Request * 4"), ("Who", None, '"alice"')]


def test_my_attr_expands_an_expression_as_written() -> None:
    job = ad("Requirements = (TARGET.Memory > 10)")
    run("SET Requirements = TARGET.HasDocker && $(MY.Requirements)", job)
    assert text_of(job, "Requirements") == "TARGET.HasDocker && (TARGET.Memory > 10)"


def test_set_keeps_the_existing_spelling_of_a_name() -> None:
    job = ad("requirements = true")
    run("SET REQUIREMENTS false", job)
    assert job.names() == ["requirements"] and text_of(job, "requirements") == "false"


def test_set_with_a_bad_expression_logs_and_leaves_the_attribute() -> None:
    job = ad("A = 1")
    outcome, _ = run('SET A = "unterminated\nSET B = 2', job)
    assert text_of(job, "A") == "1" and text_of(job, "B") == "2"
    assert not outcome.failed and outcome.messages[0].text.startswith("SET A invalid expression")


def test_set_parses_strings_with_the_old_lexer() -> None:
    classad2 = pytest.importorskip("classad2")
    job = ad("A = 1")
    run('SET Path "C:\\temp\\new"', job)
    expected = classad2.parseOne('Path = "C:\\temp\\new"', classad2.ParserType.Old)["Path"]
    assert job.lookup("Path").value == expected  # type: ignore[union-attr]


def test_default_only_sets_a_missing_attribute() -> None:
    job = ad("Present = 1\nUndef = undefined")
    run("DEFAULT Present 2\nDEFAULT Missing 3\nDEFAULT Undef 4", job)
    assert text_of(job, "Present") == "1" and text_of(job, "Missing") == "3"
    # The manual says DEFAULT also replaces an attribute that is `undefined`; the code only
    # checks that the attribute exists (ad.Lookup(attr) != NULL), so it is kept.
    assert text_of(job, "Undef") == "undefined"


# ---------------------------------------------------------------------------- EVALSET / EVALMACRO
def test_evalset_stores_the_value() -> None:
    classad2 = pytest.importorskip("classad2")
    job = ad('ResidentSetSize = 500\nNames = {"a", "b"}\nOwner = "alice"')
    run('EVALSET MemoryUsage ( ResidentSetSize / 100 )\nEVALSET L = Names\nEVALSET S = strcat(Owner, "-x")\n'
        "EVALSET U = NoSuchAttribute", job)
    reference = classad2.ClassAd({"ResidentSetSize": 500, "Owner": "alice"})
    assert text_of(job, "MemoryUsage") == str(reference.eval("ResidentSetSize") // 100) == "5"
    assert text_of(job, "L") == '{ "a","b" }'
    assert text_of(job, "S") == '"alice-x"'
    assert text_of(job, "U") == "undefined"


def test_evalmacro_sets_a_variable_as_text() -> None:
    job = ad("DiskUsage = 2500000\nOwner = \"bob\"")
    _, r = run("EVALMACRO WantDisk = ( DiskUsage * 2 )\nEVALMACRO who Owner\nEVALMACRO flag DiskUsage > 1\n"
               "SET RequestDisk ( $(WantDisk) / 1024 )\nSET W \"$(who)/$(flag)\"", job)
    assert text_of(job, "RequestDisk") == "(5000000 / 1024)"
    assert text_of(job, "W") == '"bob/true"'  # strings without quotes, booleans as ClassAd text
    assert r.macros.get("WantDisk").value == "5000000"  # type: ignore[union-attr]


# ---------------------------------------------------------------------------- COPY / RENAME / DELETE
def test_copy_rename_delete_by_name() -> None:
    job = ad("A = 1\nB = 2\nC = 3")
    outcome, _ = run("COPY A A2\nRENAME B B2\nDELETE C\nDELETE Missing\nCOPY Missing X\nRENAME A bad-name", job)
    assert job.names() == ["A", "A2", "B2"]
    assert {c.attr: (c.before, c.after) for c in outcome.changes} == {
        "A2": (None, "1"), "B": ("2", None), "B2": (None, "2"), "C": ("3", None)}
    assert any("new name bad-name is not valid" in m.text for m in outcome.messages)


def test_copy_with_the_equals_separator() -> None:
    job = ad('Owner = "alice"')
    run("COPY Owner = AcctGroupUser", job)
    assert text_of(job, "AcctGroupUser") == '"alice"'


def test_regex_copy_substitutes_groups() -> None:
    job = ad("ResourceCpus = 2\nResourceMemory = 4\nOther = 1")
    run("COPY /Resource(.+)/ OriginalResource\\1", job)
    assert text_of(job, "OriginalResourceCpus") == "2" and text_of(job, "OriginalResourceMemory") == "4"
    assert "OriginalOther" not in [n for n in job.names()]


def test_regex_matches_without_case_and_anywhere_in_the_name() -> None:
    job = ad("TransferrErr = false\nErr = \"/dev/null\"\nmyerrCount = 1")
    run("DELETE /(.+)Err/", job)
    assert job.names() == ["Err"]  # one character at least before Err: Err itself stays


def test_regex_replacement_is_the_pattern_only() -> None:
    job = ad("OldName = 1")
    run("RENAME /^Old(.*)$/ New\\1\\0", job)
    assert job.names() == ["NewNameOldName"]  # \0 is the whole match


def test_unset_and_missing_groups() -> None:
    assert substitute_groups("a\\1b\\2c", ["x", None], 2) == "ab\\2c"  # \2 beyond the count stays
    job = ad("Keep = 1")
    outcome, _ = run("COPY /Keep/ X\\1", job)  # no group 1: the name is invalid, the copy skipped
    assert job.names() == ["Keep"] and any("not valid" in m.text for m in outcome.messages)


def test_g_flag_anchors_the_match() -> None:
    # tokener::copy_regex stores 0x80000000 for `g`, which is PCRE2_ANCHORED
    job = ad("ErrLog = 1\nMyErr = 2")
    run("DELETE /Err/g", job)
    assert job.names() == ["MyErr"]


def test_ungreedy_flag() -> None:
    job = ad("abcbc = 1")
    run("COPY /a(.*)c/U x\\1", job)
    assert job.names() == ["abcbc", "xb"]


def test_regex_operations_run_in_name_order() -> None:
    # matches are kept in a std::map (byte order) and applied after the scan
    job = ad("b = 1\nB_x = 2\na = 3")
    run("RENAME /^(.)$/ Z", job)
    assert text_of(job, "Z") == "1"  # a then b: the later rename wins


def test_a_pcre_only_pattern_is_left_out_with_a_note() -> None:
    job = ad("Foo = 1")
    outcome, _ = run("DELETE /(?<=F)oo/", job)
    assert job.names() == ["Foo"] and outcome.messages[0].level.value == "info"


# ---------------------------------------------------------------------------- variables and conditions
def test_variables_self_references_and_appends() -> None:
    job = ad("A = 1")
    _, r = run("x = a\nx = $(x) b\ny = 1\ny +,= 2\nSET S \"$(x)/$(y)\"", job)
    assert text_of(job, "S") == '"a b/1,2"'


def test_multi_line_variable() -> None:
    job = ad("A = 1")
    run("reqs @=end\n  TARGET.HasDocker\n@end\nSET Requirements $(reqs)", job)
    assert text_of(job, "Requirements") == "TARGET.HasDocker"


def test_config_knobs_are_read_when_nothing_else_defines_a_name() -> None:
    job = ad('Owner = "al"')
    run("SET Dest $(DEST)", job, config='PREFIX = /ckpt\nDEST = "$(PREFIX)/$(MY.Owner)"\n')
    assert text_of(job, "Dest") == '"/ckpt/al"'


def test_eval_function_evaluates_in_the_ad() -> None:
    job = ad("RequestMemory = 2048")
    run("SET Half $EVAL(RequestMemory / 2)", job)
    assert text_of(job, "Half") == "1024"


def test_if_defined_tests_the_ad() -> None:
    job = ad('JobMachineAttrs = "A"')
    rules = 'if defined MY.JobMachineAttrs\n SET J "$(MY.JobMachineAttrs),B"\nelse\n SET J "B"\nendif'
    run(rules, job)
    assert text_of(job, "J") == '"A,B"'
    other = ad("X = 1")
    run(rules, other)
    assert text_of(other, "J") == '"B"'


def test_a_classad_if_condition_works_only_when_true() -> None:
    # Evaluate_config_if returns the expression's value as its *validity*: true is accepted,
    # false makes "... is not a valid if condition" and the transform fails.
    job = ad("JobUniverse = 5")
    outcome, _ = run("if JobUniverse == 5\n SET Vanilla true\nendif", job)
    assert not outcome.failed and text_of(job, "Vanilla") == "true"
    outcome, _ = run("if JobUniverse == 7\n SET Vanilla false\nendif", job)
    assert outcome.failed and "is not a valid if condition" in (outcome.failure or "")
    r = Run()
    r.ad = job
    assert evaluate_condition(r, "MissingAttr == 1") == (None, "")


def test_evalmacro_result_in_a_condition() -> None:
    job = ad('store = "spool"')
    run('EVALMACRO IsSpool (store == "spool")\nif $(IsSpool)\n SET S 1\nelse\n SET S 2\nendif', job)
    assert text_of(job, "S") == "1"


def test_job_macro_lines_set_a_macro_not_the_attribute() -> None:
    job = ad("Extra = 1")
    run('+Extra = 2\nSET Seen $(MY.Extra)', job)
    assert text_of(job, "Extra") == "1" and text_of(job, "Seen") == "2"


# ---------------------------------------------------------------------------- failures
@pytest.mark.parametrize("rules, message", [
    ("SETT Requirements = 1", "SETT is not a valid transform keyword"),
    ("Foo: bar", "Foo: is not a valid transform keyword"),
    ("SET Foo", "SET needs 2 arguments"),
    ("DELETE", "DELETE has no arguments"),
    ("DELETE /unclosed", "invalid regex"),
    ("error : no jobs today", "Error: no jobs today"),
    ("bad-name = 1", "Illegal Identifier: <bad-name>"),
    ("if true\nSET A 1", "endif(s) not found before end-of-file"),
    ("x @=end\nSET A 1", "Found end-of-file while scanning for '@end'"),
])
def test_failures_stop_the_transform(rules: str, message: str) -> None:
    job = ad("A = 0")
    outcome, _ = run(rules + "\nSET After 1", job)
    assert outcome.failed and message in (outcome.failure or "")
    if "if true" not in rules and "@=end" not in rules:
        assert job.lookup("After") is None  # nothing after the failing line runs


def test_transform_alone_is_accepted() -> None:
    job = ad("A = 0")
    outcome, _ = run("TRANSFORM\nSET B 1", job)
    assert not outcome.failed and text_of(job, "B") == "1"


# ---------------------------------------------------------------------------- requirements
def test_requirements_are_not_macro_expanded_and_gate_the_transform() -> None:
    r = Run()
    t = read_text("REQUIREMENTS JobUniverse == 5\nSET Hit 1", "T")
    vanilla, grid = ad("JobUniverse = 5"), ad("JobUniverse = 9")
    assert r.apply(t, vanilla).matched and text_of(vanilla, "Hit") == "1"
    outcome = r.apply(t, grid)
    assert not outcome.matched and grid.lookup("Hit") is None
    bad = read_text("REQUIREMENTS $(X) == 1\nSET Hit 1", "T")
    assert not Run().matches(bad, ad("X = 1"))  # `$(X)` is not a ClassAd: never loaded


@pytest.mark.parametrize("expr, matched", [("1", True), ("0", False), ('"yes"', False), ("undefined", False),
                                           ("2.5", True), ("error", False)])
def test_requirements_truth(expr: str, matched: bool) -> None:
    t = read_text(f"REQUIREMENTS {expr}\nSET A 1", "T")
    assert Run().matches(t, ad("X = 1")) is matched


def test_variables_are_shared_by_the_transforms_of_one_run() -> None:
    r = Run()
    job = ad("A = 1")
    r.apply(read_text("shared = 42", "first"), job)
    r.apply(read_text("SET B $(shared)", "second"), job)
    assert text_of(job, "B") == "42"


# ---------------------------------------------------------------------------- the old form
def test_new_classad_routes_convert_as_htcondor_converts_them() -> None:
    from condor_ls.transform.routes import convert_text

    (route,) = convert_text('[ Name = "Site1"; GridResource = "batch slurm"; TargetUniverse = 9;\n'
                            '  Requirements = TARGET.WantJobRouter; MaxIdleJobs = 10; Partition = "short";\n'
                            '  set_PeriodicRemove = JobStatus == 5; copy_Owner = "OrigOwner";\n'
                            '  delete_WantJobRouter = true; MaxMem = 4000;\n'
                            '  eval_set_RequestMemory = ifThenElse(MaxMem > 0, MaxMem, 2000) ]')
    assert route.name == "Site1"
    lines = route.text.splitlines()
    assert lines[1:4] == ["NAME Site1", "UNIVERSE 9", "REQUIREMENTS WantJobRouter"]
    # a string attribute becomes a variable without quotes, except GridResource, kept as written
    assert 'GridResource = "batch slurm"' in lines and "Partition = short" in lines and "MaxIdleJobs = 10" in lines
    keywords = {"NAME", "UNIVERSE", "REQUIREMENTS", "COPY", "DELETE", "SET", "EVALSET"}
    order = [line.split()[0] for line in lines if line.split()[:1] and line.split()[0] in keywords]
    assert order == ["NAME", "UNIVERSE", "REQUIREMENTS", "COPY", "DELETE", "SET", "SET", "EVALSET", "DELETE"]
    assert "SET MaxMem $(MaxMem)" in lines and lines[-1] == "DELETE MaxMem"
    # the result is a transform HTCondor can run
    from condor_ls.transform.reader import read_text

    job = ad('Owner = "a"\nWantJobRouter = true\nJobStatus = 1')
    outcome = Run().apply(read_text(route.text, "Site1"), job)
    assert not outcome.failed and text_of(job, "OrigOwner") == '"a"' and text_of(job, "RequestMemory") == "4000"
    assert job.lookup("WantJobRouter") is None and job.lookup("MaxMem") is None


def test_a_condition_that_expands_to_nothing_is_false() -> None:
    """`if $(X)` is false when X expands to nothing, and `if ! $(X)` true (config.cpp,
    Test_config_if_expression: an empty expansion is a false value, then the `!` applies). An
    EVALMACRO that cannot evaluate sets nothing (xform_utils.cpp), so its `if` takes the else
    branch. Was: the if branch."""
    rules = ("EVALMACRO IsSIF = size(Image) > 4)\n"
             "if $(IsSIF)\n   SET A 1\nelse\n   SET A 2\nendif\n"
             "if ! $(Unset)\n   SET B 1\nelse\n   SET B 2\nendif\n")
    job = ad('Image = "/cvmfs/img.sif"')
    run(rules, job)
    assert (text_of(job, "A"), text_of(job, "B")) == ("2", "1")
