"""Submit requirements as the schedd checks them (Scheduler::checkSubmitRequirements in
condor_schedd.V6/schedd.cpp, read with the knobs in Scheduler::init): order, warnings, the
reason text the user sees, and which ad is MY (the schedd's) and which TARGET (the job)."""
from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

from condor_ls.analysis.policy.schedd import (FAILED, NON_BOOLEAN, NOT_EVALUATED, PASSED, WARNING, check_jobs,
                                              param_boolean, read_requirements, schedd_ad, submit_report)
from condor_ls.classad.jsonvalue import to_json
from condor_ls.classad.parser import parse_ad
from condor_ls.cli.main import main
from condor_ls.config.reader import load_config

#: the manual's three example requirements with their reasons, and its submit-warning example
#: put in front of them
MANUAL = """\
SUBMIT_REQUIREMENT_NAMES = NotStandardUniverse, MinimalRequestMemory, NotChris
SUBMIT_REQUIREMENT_NotStandardUniverse = JobUniverse != 1
SUBMIT_REQUIREMENT_MinimalRequestMemory = RequestMemory > 512
SUBMIT_REQUIREMENT_NotChris = Owner != "chris"
SUBMIT_REQUIREMENT_NotStandardUniverse_REASON = "This pool does not accept standard universe jobs."
SUBMIT_REQUIREMENT_MinimalRequestMemory_REASON = strcat( "The job only requested ", \\
  RequestMemory, " Megabytes. If that small amount is really enough, please contact ..." )
SUBMIT_REQUIREMENT_NotChris_REASON = "Chris, you may only submit jobs to the instructional pool."
SUBMIT_REQUIREMENT_NAMES = OneGig $(SUBMIT_REQUIREMENT_NAMES)
SUBMIT_REQUIREMENT_OneGig = RequestMemory > 1024
SUBMIT_REQUIREMENT_OneGig_REASON = "As of <date>, the minimum requested memory will be 1024."
SUBMIT_REQUIREMENT_OneGig_IS_WARNING = TRUE
"""


def config(tmp_path, text: str):
    path = tmp_path / "condor_config"
    path.write_text(text)
    return load_config(str(path), subsystem="SCHEDD")


def job(universe: int = 5, memory: int = 2048, owner: str = "alice", extra: str = ""):
    return parse_ad(f'MyType = "Job"\nClusterId = 7\nProcId = 0\nJobUniverse = {universe}\n'
                    f'RequestMemory = {memory}\nOwner = "{owner}"\n{extra}')


def verdict(tmp_path, text: str, ad, schedd=None):
    reqs = read_requirements(config(tmp_path, text))
    assert reqs is not None
    return check_jobs(reqs, [ad], schedd)[0]


def outcomes(v) -> list[tuple[str, str]]:
    return [(c.name, c.outcome) for c in v.checks]


def test_manual_order_warnings_and_reasons(tmp_path):
    reqs = read_requirements(config(tmp_path, MANUAL))
    assert [(r.name, r.is_warning) for r in reqs.requirements] == [
        ("OneGig", True), ("NotStandardUniverse", False), ("MinimalRequestMemory", False), ("NotChris", False)]
    # a standard-universe job: rejected by the first real requirement, the rest not evaluated
    standard = check_jobs(reqs, [job(universe=1)])[0]
    assert outcomes(standard) == [("OneGig", PASSED), ("NotStandardUniverse", FAILED)]
    assert standard.submit_output == ("ERROR: Failed to commit job submission into the queue.",
                                      "ERROR: This pool does not accept standard universe jobs.")
    # the warning fails, evaluation goes on, and the rejection is what the user reads
    small = check_jobs(reqs, [job(memory=256)])[0]
    assert outcomes(small) == [("OneGig", WARNING), ("NotStandardUniverse", PASSED),
                               ("MinimalRequestMemory", FAILED)]
    assert small.message == ("The job only requested 256 Megabytes. If that small amount is really "
                             "enough, please contact ...")
    chris = check_jobs(reqs, [job(owner="chris")])[0]
    assert chris.rejected_by.name == "NotChris"
    assert chris.message == "Chris, you may only submit jobs to the instructional pool."
    # between 512 and 1024: accepted, with the warning
    middle = check_jobs(reqs, [job(memory=800)])[0]
    assert middle.accepted and middle.warnings == ("As of <date>, the minimum requested memory will be 1024.",)
    assert middle.submit_output == (
        "WARNING: Committed job submission into the queue with the following warning(s):",
        "WARNING: As of <date>, the minimum requested memory will be 1024.")
    fine = check_jobs(reqs, [job()])[0]
    assert fine.accepted and fine.message is None and fine.submit_output == ()
    assert all(c.outcome == PASSED for c in fine.checks) and len(fine.checks) == 4


def test_default_message_and_last_warning_wins(tmp_path):
    text = """SUBMIT_REQUIREMENT_NAMES = A B C
SUBMIT_REQUIREMENT_A = RequestMemory > 4096
SUBMIT_REQUIREMENT_A_IS_WARNING = true
SUBMIT_REQUIREMENT_B = RequestMemory > 8192
SUBMIT_REQUIREMENT_B_IS_WARNING = 1
SUBMIT_REQUIREMENT_B_REASON = "B says no"
SUBMIT_REQUIREMENT_C = Owner == "bob"
"""
    v = verdict(tmp_path, text, job(owner="bob"))
    assert v.accepted and v.warnings == ("Submit requirement A not met.", "B says no")
    assert v.message == "B says no"  # condor_submit shows the most recent problem only
    rejected = verdict(tmp_path, text, job())
    assert rejected.rejected_by.name == "C" and rejected.message == "Submit requirement C not met."


def test_my_is_the_schedd_and_target_the_job(tmp_path):
    text = """SUBMIT_REQUIREMENT_NAMES = Mine Theirs Bare Aliased Type
SUBMIT_REQUIREMENT_Mine = MY.RequestMemory > 512
SUBMIT_REQUIREMENT_Mine_IS_WARNING = True
SUBMIT_REQUIREMENT_Theirs = TARGET.RequestMemory > 512
SUBMIT_REQUIREMENT_Bare = RequestMemory > 512
SUBMIT_REQUIREMENT_Aliased = JOB.RequestMemory > 512 && SCHEDD.MyType == "Scheduler"
SUBMIT_REQUIREMENT_Type = MyType == "Job"
"""
    reqs = read_requirements(config(tmp_path, text))
    # MY.RequestMemory is the schedd's: undefined, which rejects the job although it is a warning
    v = check_jobs(reqs, [job()], schedd_ad(None))[0]
    assert outcomes(v) == [("Mine", NON_BOOLEAN)]
    assert v.message == "Submit requirement Mine evaluated to non-boolean."
    assert any("MY.RequestMemory" in r and "undefined" in r for r in v.checks[0].reasons)
    without = read_requirements(config(tmp_path, text.replace("Mine Theirs", "Theirs")))
    v = check_jobs(without, [job()])[0]
    # a bare name is found in the job only because the schedd ad lacks it; MyType is the schedd's
    assert outcomes(v) == [("Theirs", PASSED), ("Bare", PASSED), ("Aliased", PASSED), ("Type", FAILED)]
    shadowing = parse_ad('MyType = "Scheduler"\nRequestMemory = 100')
    assert check_jobs(without, [job()], shadowing)[0].checks[1].outcome == FAILED


def test_numbers_count_and_other_values_reject(tmp_path):
    text = """SUBMIT_REQUIREMENT_NAMES = Count
SUBMIT_REQUIREMENT_Count = NumWidgets
"""
    assert verdict(tmp_path, text, job(extra="NumWidgets = 3")).checks[0].outcome == PASSED
    assert verdict(tmp_path, text, job(extra="NumWidgets = 0.0")).checks[0].outcome == FAILED
    assert verdict(tmp_path, text, job(extra='NumWidgets = "3"')).checks[0].outcome == NON_BOOLEAN
    assert verdict(tmp_path, text, job(extra="NumWidgets = 1/0")).checks[0].outcome == NON_BOOLEAN
    listed = verdict(tmp_path, text, job(extra="NumWidgets = {1, 2}"))
    assert listed.checks[0].outcome == NOT_EVALUATED
    assert listed.message == "Submit requirement Count failed to evaluate."


def test_reason_that_is_not_a_string_gives_the_default(tmp_path):
    text = """SUBMIT_REQUIREMENT_NAMES = Mem
SUBMIT_REQUIREMENT_Mem = RequestMemory > 4096
SUBMIT_REQUIREMENT_Mem_REASON = RequestMemory
"""
    assert verdict(tmp_path, text, job()).message == "Submit requirement Mem not met."
    broken = text.replace("= RequestMemory\n", "= strcat(\n")
    reqs = read_requirements(config(tmp_path, broken))
    assert reqs.requirements[0].reason_expr is None and reqs.requirements[0].notes
    assert check_jobs(reqs, [job()])[0].message == "Submit requirement Mem not met."


def test_names_the_schedd_drops(tmp_path):
    text = """SUBMIT_REQUIREMENT_NAMES = NAMES, Missing,,Broken	Ok
SUBMIT_REQUIREMENT_Broken = RequestMemory >
SUBMIT_REQUIREMENT_Ok = true
SUBMIT_REQUIREMENT_Ok_IS_WARNING = yes
"""
    reqs = read_requirements(config(tmp_path, text))
    assert reqs.names == ("NAMES", "Missing", "Broken", "Ok")
    assert [r.name for r in reqs.requirements] == ["Ok"]
    assert any("SUBMIT_REQUIREMENT_Missing is not defined" in n for n in reqs.notes)
    assert any("SUBMIT_REQUIREMENT_Broken does not parse" in n for n in reqs.notes)
    # "yes" is not one of param_boolean's words, nor an expression with a boolean value
    assert reqs.requirements[0].is_warning is False and reqs.requirements[0].notes
    assert read_requirements(config(tmp_path, "X = 1\n")) is None


def test_trailing_text_after_the_expression_is_ignored(tmp_path):
    """The schedd's parser reads one expression and stops (ParseExpression without ``full``)."""
    text = "SUBMIT_REQUIREMENT_NAMES = Mem\nSUBMIT_REQUIREMENT_Mem = RequestMemory > 4096 please\n"
    reqs = read_requirements(config(tmp_path, text))
    assert [r.name for r in reqs.requirements] == ["Mem"]
    assert any("RequestMemory > 4096" in n for n in reqs.requirements[0].notes)
    assert check_jobs(reqs, [job()])[0].checks[0].outcome == FAILED


@pytest.mark.parametrize("text,expected", [
    ("TRUE", (True, None)), ("false ", (False, None)), ("1", (True, None)), ("0", (False, None)),
    ("2 > 1", (True, None)), ("3", (True, None)), (None, (False, None)),
])
def test_param_boolean(text, expected):
    assert param_boolean(text, False) == expected


def test_schedd_ad_from_config(tmp_path):
    cs = config(tmp_path, 'SCHEDD_NAME = sched1@example.org\nSiteTag = "blue"\nSCHEDD_ATTRS = SiteTag\n'
                          "SUBMIT_REQUIREMENT_NAMES = Site\n"
                          'SUBMIT_REQUIREMENT_Site = SCHEDD.SiteTag == "blue" && Name == "sched1@example.org"\n')
    ad = schedd_ad(cs)
    assert ad.lookup("SiteTag") is not None
    report = submit_report(cs, [job()])
    assert report.verdicts[0].accepted


def test_cli_text_and_json(tmp_path, capsys):
    path = tmp_path / "condor_config"
    path.write_text(MANUAL)
    small = tmp_path / "job.ad"
    small.write_text('MyType = "Job"\nClusterId = 12\nProcId = 3\nJobUniverse = 5\nRequestMemory = 256\nOwner = "a"\n')
    assert main(["policy", "--config", str(path), "--job", str(small)]) == 0
    out = capsys.readouterr()[0]
    assert "submit requirements (schedd, in this order): OneGig (warning), NotStandardUniverse, " \
           "MinimalRequestMemory, NotChris" in out
    assert "job 12.3: rejected by MinimalRequestMemory" in out
    assert "    OneGig = false: fails: a warning only" in out
    assert "    (1 later requirement not evaluated)" in out
    assert "    condor_submit: ERROR: The job only requested 256 Megabytes." in out
    assert main(["policy", "--config", str(path), "--job", str(small), "--format", "json"]) == 0
    data = json.loads(capsys.readouterr()[0])["submit_requirements"]
    assert data["names"] == ["OneGig", "NotStandardUniverse", "MinimalRequestMemory", "NotChris"]
    assert data["requirements"][0] == {
        "name": "OneGig", "expression": "RequestMemory > 1024",
        "reason_expression": '"As of <date>, the minimum requested memory will be 1024."',
        "is_warning": True, "notes": []}
    (verdict_json,) = data["jobs"]
    assert verdict_json["job"] == "12.3" and verdict_json["accepted"] is False
    assert verdict_json["rejected_by"] == "MinimalRequestMemory"
    assert [c["outcome"] for c in verdict_json["checks"]] == ["warning", "passed", "failed"]
    assert verdict_json["checks"][2]["value"] == {"type": "boolean", "value": False}
    assert verdict_json["warnings"] == ["As of <date>, the minimum requested memory will be 1024."]
    assert verdict_json["submit_output"][1].startswith("ERROR: The job only requested 256")
    schedd = tmp_path / "schedd.ad"
    schedd.write_text('MyType = "Scheduler"\nRequestMemory = 4096\n')  # shadows the job's
    assert main(["policy", "--config", str(path), "--job", str(small), "--schedd", str(schedd),
                 "--format", "json"]) == 0
    assert json.loads(capsys.readouterr()[0])["submit_requirements"]["jobs"][0]["accepted"] is True


# ---------------------------------------------------------------------------- against the library
sys.path.insert(0, str(Path(__file__).parent))
from oracle import reference  # noqa: E402

SCHEDD_TEXT = 'MyType = "Scheduler"\nName = "sched@example.org"\nMaxJobs = 10\n'
JOB_TEXT = ('MyType = "Job"\nOwner = "alice"\nRequestMemory = 600\nJobUniverse = 5\nMaxJobs = 2\n'
            'Tags = {"a", "b"}\n')
EXPRESSIONS = [
    "RequestMemory > 512", "MY.RequestMemory > 512", "TARGET.RequestMemory > 512", "MyType == \"Job\"",
    "TARGET.MyType == \"Job\"", "MaxJobs > 5", "TARGET.MaxJobs > 5", "Owner != \"chris\"",
    "NoSuchThing", "member(\"a\", Tags)", "RequestMemory * 2", "Name", "strcat(Owner, \"@\", Name)",
]


@pytest.mark.oracle
def test_requirement_values_match_the_library():
    """Each requirement's value with the schedd ad as MY and the job as TARGET, as HTCondor's
    own library evaluates it."""
    why = reference.available()
    if why:
        pytest.skip(why)
    schedd, one_job = parse_ad(SCHEDD_TEXT), parse_ad(JOB_TEXT)
    from condor_ls.analysis.policy.schedd import SubmitRequirement, check
    from condor_ls.classad.parser import parse_expr

    with reference.ReferenceWorker(timeout=30) as worker:
        expected = worker.evaluate_many(reference.Request(e, SCHEDD_TEXT, JOB_TEXT) for e in EXPRESSIONS)
    for text, want in zip(EXPRESSIONS, expected):
        requirement = SubmitRequirement("R", text, parse_expr(text), None, None, False)
        got = check(requirement, schedd, one_job, now=0.0)
        assert to_json(got.value) == want, text
