"""Attribute names in config and submit expressions (unknown-attribute, unquoted-word) and the
expression rules submit files now share with config files."""
from __future__ import annotations

from pathlib import Path

import pytest

from condor_ls.analysis.attribute_names import JOB, MACHINE, config_names, submit_names
from condor_ls.analysis.configview.view import config_view
from condor_ls.analysis.context import AnalysisContext, path_to_uri
from condor_ls.analysis.model import Diagnostic, Fix, Severity
from condor_ls.analysis.rules.registry import diagnostics, load_rules
from condor_ls.analysis.settings import Settings
from condor_ls.syntax.document import Document
from condor_ls.syntax.languages import LanguageId

CODES = ("unknown-attribute", "unquoted-word", "constant-error", "undefined-comparison", "deprecated-attribute")


def analyse(tmp_path: Path, text: str, name: str = "condor_config", settings: Settings | None = None
            ) -> tuple[Document, list[Diagnostic]]:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    language = LanguageId.SUBMIT if name.endswith(".sub") else LanguageId.CONFIG
    document = Document.parse(path_to_uri(str(path)), language, text)
    return document, diagnostics(document, AnalysisContext(settings=settings or Settings()))


def hits(document: Document, found: list[Diagnostic], code: str) -> list[tuple[str, Severity | None, str]]:
    """(text under the range, severity, message) of each finding with ``code``."""
    return [(document.source[d.range.start:d.range.end].decode(), d.severity, d.message)
            for d in found if d.code == code]


def apply(document: Document, fix: Fix) -> str:
    data = document.source
    for edit in sorted(fix.edits, key=lambda e: e.range.start, reverse=True):
        assert edit.uri == document.uri
        data = data[:edit.range.start] + edit.new_text.encode() + data[edit.range.end:]
    return data.decode()


def only(found: list[Diagnostic], code: str) -> Diagnostic:
    matching = [d for d in found if d.code == code]
    assert len(matching) == 1, matching
    return matching[0]


def test_rules_cover_both_languages() -> None:
    for code in ("unknown-attribute", "constant-error", "undefined-comparison", "deprecated-attribute"):
        assert {LanguageId.CONFIG, LanguageId.SUBMIT} <= load_rules()[code].languages
    assert "unknown-machine-attribute" not in load_rules()  # folded into unknown-attribute


# ---------------------------------------------------------------------------- config: the issue's example
def test_misspelt_attributes_in_start_are_warnings_with_a_fix(tmp_path: Path) -> None:
    text = "START = KeyboardIdel > 5 && TARGET.RequestMemroy < Memory\n"
    document, found = analyse(tmp_path, text)
    assert hits(document, found, "unknown-attribute") == [
        ("KeyboardIdel", Severity.WARNING,
         "`KeyboardIdel` is not an attribute of the machine ad or the job ad; did you mean `KeyboardIdle`?"),
        ("RequestMemroy", Severity.WARNING,
         "`RequestMemroy` is not an attribute of the job ad (TARGET); did you mean `RequestMemory`?"),
    ]
    first, second = [d for d in found if d.code == "unknown-attribute"]
    assert first.range.start == text.index("KeyboardIdel") and second.range.start == text.index("RequestMemroy")
    assert apply(document, first.fixes[0]) == text.replace("KeyboardIdel", "KeyboardIdle")
    assert first.fixes[0].preferred and first.fixes[0].title == "change to KeyboardIdle"
    assert apply(document, second.fixes[0]) == text.replace("RequestMemroy", "RequestMemory")


def test_an_unknown_name_without_a_close_match_is_a_hint(tmp_path: Path) -> None:
    document, found = analyse(tmp_path, "START = HasGluster && TARGET.ProjectCode == 3\n")
    (gluster, project) = hits(document, found, "unknown-attribute")
    assert gluster[:2] == ("HasGluster", Severity.HINT)
    assert "unless the pool publishes it" in gluster[2] and "condorLs.attributes.machine" in gluster[2]
    assert project[:2] == ("ProjectCode", Severity.HINT)
    assert "the job ad (TARGET)" in project[2] and "condorLs.attributes.job" in project[2]
    assert all(not d.fixes for d in found if d.code == "unknown-attribute")


def test_names_are_compared_without_case_and_known_families_count(tmp_path: Path) -> None:
    text = ("START = keyboardidle > 5 && TARGET.requestmemory < MEMORY && Slot2_State == \"Idle\""
            " && TotalGPUs > 0 && CUDACapability >= 7 && LastMatchName0 =!= undefined\n")
    document, found = analyse(tmp_path, text)
    assert hits(document, found, "unknown-attribute") == []


def test_scoped_names_are_suggested_from_their_own_ad_first(tmp_path: Path) -> None:
    # `TARGET.` in a startd knob is the job: RequestCpus, not the slot's Cpus
    document, found = analyse(tmp_path, "START = TARGET.RequestCpu > 1 && MY.Cpu > 1\n")
    messages = [m for _t, _s, m in hits(document, found, "unknown-attribute")]
    assert "did you mean `RequestCpus`" in messages[0]
    assert "did you mean `Cpus`" in messages[1] and "the machine ad (MY)" in messages[1]


def test_schedd_policy_has_the_job_as_my(tmp_path: Path) -> None:
    document, found = analyse(tmp_path, "SYSTEM_PERIODIC_HOLD = MY.NumJobStart > 10\n")
    ((text, severity, message),) = hits(document, found, "unknown-attribute")
    assert text == "NumJobStart" and severity is Severity.WARNING
    assert "the job ad (MY)" in message and "`NumJobStarts`" in message


# ---------------------------------------------------------------------------- config: names the set declares
def test_startd_attrs_and_their_slot_forms_declare_attributes(tmp_path: Path) -> None:
    text = """\
HasScratch = True
STARTD_ATTRS = $(STARTD_ATTRS) HasScratch
SiteName = "uw"
SLOT1_STARTD_ATTRS = SiteName
Rack = 12
SLOT_TYPE_2_STARTD_ATTRS = Rack
Building = 4
STARTD_EXPRS = Building
START = HasScratch && SiteName == "uw" && MY.Rack > 3 && Building == 4 && TARGET.Owner =!= undefined
"""
    document, found = analyse(tmp_path, text)
    assert hits(document, found, "unknown-attribute") == []
    names = config_names(config_view(document, AnalysisContext()), AnalysisContext())
    assert {"hasscratch", "sitename", "rack", "building"} <= set(names.declared[MACHINE])


def test_a_name_the_set_does_not_publish_is_still_reported(tmp_path: Path) -> None:
    text = "HasScratch = True\nSTART = HasScratch\n"
    document, found = analyse(tmp_path, text)
    ((name, severity, message),) = hits(document, found, "unknown-attribute")
    assert name == "HasScratch" and severity is Severity.WARNING
    assert "macro of this configuration" in message
    diagnostic = only(found, "unknown-attribute")
    assert apply(document, diagnostic.fixes[0]) == "HasScratch = True\nSTART = $(HasScratch)\n"


def test_custom_resources_declare_their_family(tmp_path: Path) -> None:
    text = """\
MACHINE_RESOURCE_Cogs = 16
MACHINE_RESOURCE_NAMES = Cogs actuator
MACHINE_RESOURCE_actuator = 8
START = Cogs > 0 && TotalCogs > 0 && TotalSlotCogs > 0 && DetectedCogs > 0 && AssignedCogs =!= undefined \\
        && TARGET.RequestCogs <= Cogs && Actuator_Vendor =!= "x" && ChildCogs =!= undefined \\
        && TARGET.RequestActuator < 2 && AvailableGPUs =!= undefined && GPUs_Capability > 6
"""
    document, found = analyse(tmp_path, text)
    assert hits(document, found, "unknown-attribute") == []


def test_script_publishers_make_the_slot_unknowable(tmp_path: Path) -> None:
    text = """\
STARTD_CRON_JOBLIST = scratch
STARTD_CRON_scratch_EXECUTABLE = /usr/local/libexec/scratch-probe
START = ScratchFreeGB > 10 && MY.ScratchHealthy && TARGET.RequestMemroy < 100
"""
    document, found = analyse(tmp_path, text)
    # the slot's names come from the script; the job's are still judged
    assert [t for t, _s, _m in hits(document, found, "unknown-attribute")] == ["RequestMemroy"]
    text = "MACHINE_RESOURCE_INVENTORY_GPUs = /usr/libexec/condor/condor_gpu_discovery -properties\n" \
           "START = GPUsDriverMajor > 500\n"
    document, found = analyse(tmp_path, text)
    assert hits(document, found, "unknown-attribute") == []


def test_submit_attrs_and_transforms_declare_job_attributes(tmp_path: Path) -> None:
    text = """\
Department = "physics"
SUBMIT_ATTRS = Department
JOB_TRANSFORM_NAMES = Tag
JOB_TRANSFORM_Tag @=end
  SET WantSL9 true
  COPY Owner OriginalOwner
@end
SYSTEM_PERIODIC_HOLD = Department =!= "physics" && WantSL9 && OriginalOwner =!= Owner
"""
    document, found = analyse(tmp_path, text)
    assert hits(document, found, "unknown-attribute") == []


def test_settings_and_sample_ads_declare_attributes(tmp_path: Path) -> None:
    text = "START = HasLustre && TARGET.ProjectCode == 3\n"
    settings, warnings = Settings.from_json({"attributes": {"machine": ["HasLustre"], "job": "ProjectCode"}})
    assert warnings == [] and settings.attributes.machine == ("HasLustre",)
    document, found = analyse(tmp_path, text, settings=settings)
    assert hits(document, found, "unknown-attribute") == []
    (tmp_path / "slot.ad").write_text('HasLustre = true\nMemory = 2048\n', encoding="utf-8")
    settings, _ = Settings.from_json({"sampleAds": {"machine": str(tmp_path / "slot.ad")}})
    document, found = analyse(tmp_path, text, settings=settings)
    assert [t for t, _s, _m in hits(document, found, "unknown-attribute")] == ["ProjectCode"]


def test_bad_attribute_settings_are_refused_with_a_warning() -> None:
    settings, warnings = Settings.from_json({"attributes.machine": ["ok", "not a name"], "attributes.job": 3})
    assert settings.attributes.machine == () and settings.attributes.job == ()
    assert len(warnings) == 2 and all("attributes." in w for w in warnings)


def test_references_into_other_records_are_not_judged(tmp_path: Path) -> None:
    text = ("START = countMatches(GlobalMemoryMb > 4000 && Capability >= 7, AvailableGPUs) > 0"
            " && [a = 1; b = a + Bogus].b > 0 && parent.Whatever && MY.Memory > 0\n"
            "START_VANILLA_UNIVERSE = OWNER.JobsHeld <= 25 && SLOT.Cpus > 0\n")
    document, found = analyse(tmp_path, text)
    assert hits(document, found, "unknown-attribute") == []


# ---------------------------------------------------------------------------- config: helper macros
def test_findings_in_a_helper_are_shown_at_its_definition_with_its_knob_s_ads(tmp_path: Path) -> None:
    text = """\
MINUTE = 60
KeyboardBusy = KeyboardIdel < $(MINUTE)
SmallJob = TARGET.ImageSiz < 15000
WANT_SUSPEND = $(SmallJob)
SUSPEND = $(KeyboardBusy)
"""
    document, found = analyse(tmp_path, text)
    at = {(t, d.range.start) for d in found if d.code == "unknown-attribute"
          for t in [document.source[d.range.start:d.range.end].decode()]}
    assert ("KeyboardIdel", text.index("KeyboardIdel")) in at
    assert ("ImageSiz", text.index("ImageSiz")) in at
    smalljob = [d for d in found if d.code == "unknown-attribute" and d.range.start == text.index("ImageSiz")]
    assert "the job ad (TARGET)" in smalljob[0].message and "`ImageSize`" in smalljob[0].message
    # the warning is echoed on the knob that pulls the helper in, with a link back
    echoes = [d for d in found if d.code == "unknown-attribute" and "through $(KeyboardBusy)" in d.message]
    assert echoes and echoes[0].related and document.source[echoes[0].range.start:echoes[0].range.end] == b"$(KeyboardBusy)"


def test_a_hint_in_a_helper_is_not_echoed_at_its_use(tmp_path: Path) -> None:
    text = "Busy = HasGluster\nSUSPEND = $(Busy)\n"
    document, found = analyse(tmp_path, text)
    assert [t for t, _s, _m in hits(document, found, "unknown-attribute")] == ["HasGluster"]


# ---------------------------------------------------------------------------- submit files
ISSUE_SUBMIT = """\
executable = run.sh
requirements = TARGET.HasDocker == undefined
rank = Memory * "2"
on_exit_hold = ExitCod > 1
+ProjectName = CHTC
queue
"""


def test_the_issue_s_submit_file(tmp_path: Path) -> None:
    document, found = analyse(tmp_path, ISSUE_SUBMIT, "job.sub")
    text = ISSUE_SUBMIT
    undefined = only(found, "undefined-comparison")
    assert undefined.range.start == text.index("==") and undefined.severity is Severity.WARNING
    assert apply(document, undefined.fixes[0]) == text.replace("== undefined", "=?= undefined")
    constant = only(found, "constant-error")
    assert document.source[constant.range.start:constant.range.end] == b'Memory * "2"'
    assert "`*` on a string is always error, whatever `Memory` holds" in constant.message
    unknown = only(found, "unknown-attribute")
    assert (document.source[unknown.range.start:unknown.range.end], unknown.severity) == (b"ExitCod", Severity.WARNING)
    assert "did you mean `ExitCode`?" in unknown.message
    assert apply(document, unknown.fixes[0]) == text.replace("ExitCod ", "ExitCode ")
    word = only(found, "unquoted-word")
    assert document.source[word.range.start:word.range.end] == b"CHTC" and word.severity is Severity.WARNING
    assert "ProjectName is an attribute reference that no ad defines" in word.message
    assert apply(document, word.fixes[0]) == text.replace("= CHTC", '= "CHTC"')


@pytest.mark.parametrize(("line", "expected"), [
    ("+Site = UW-Madison", '"UW-Madison"'),
    ("MY.Group = physics.alice", '"physics.alice"'),
    ("+Where = $(site)\nsite = CHTC", '"$(site)"'),
])
def test_unquoted_words_get_quotes(tmp_path: Path, line: str, expected: str) -> None:
    document, found = analyse(tmp_path, f"executable = a\n{line}\nqueue\n", "job.sub")
    diagnostic = only(found, "unquoted-word")
    assert expected in apply(document, diagnostic.fixes[0])
    assert hits(document, found, "unknown-attribute") == []  # not reported twice


@pytest.mark.parametrize("line", [
    "+Copy = Owner", "+Flag = True", "+Flag = undefined", '+Name = "CHTC"', "+Limit = RequestMemory * 2",
    "MY.Other = ProjectName\n+ProjectName = \"x\"", "+Batch = $(Cluster)",
])
def test_quoted_values_and_references_to_known_attributes_are_fine(tmp_path: Path, line: str) -> None:
    document, found = analyse(tmp_path, f"executable = a\n{line}\nqueue\n", "job.sub")
    assert hits(document, found, "unquoted-word") == []


def test_submit_file_declares_its_own_attributes(tmp_path: Path) -> None:
    text = """\
executable = run.sh
+WantGlidein = true
MY.Flavor = "large"
request_Cogs = 2
requirements = WantGlidein && MY.Flavor == "large" && TARGET.Cogs >= RequestCogs && TotalCogs > 0 \\
               && countMatches(RequireGPUs, AvailableGPUs) >= 1
require_gpus = Capability >= 8.0 && GlobalMemoryMb > 4000
periodic_remove = JobStatus == 5 && (time() - EnteredCurrentStatus) > 3600
queue
"""
    document, found = analyse(tmp_path, text, "job.sub")
    assert [d for d in found if d.code in CODES] == []
    names = submit_names(document, AnalysisContext())
    assert {"wantglidein", "flavor", "requestcogs"} <= set(names.declared[JOB])


def test_submit_job_ad_attributes_are_known(tmp_path: Path) -> None:
    """Every attribute of proc 0's ad as condor_submit makes it is a known job attribute, among
    them those the access point's SUBMIT_ATTRS adds (configRoot)."""
    (tmp_path / "condor_config").write_text('SUBMIT_ATTRS = SiteTag\nSiteTag = "x"\n')
    text = 'executable = /bin/true\nrequirements = MY.SiteTag == "x" && MY.SiteTagz == 1\nqueue\n'
    document, found = analyse(tmp_path, text, "job.sub")
    assert [h[0] for h in hits(document, found, "unknown-attribute")] == ["SiteTag", "SiteTagz"]
    settings = Settings(config_root=str(tmp_path / "condor_config"))
    document, found = analyse(tmp_path, text, "job.sub", settings)
    (hit,) = hits(document, found, "unknown-attribute")
    assert hit[0] == "SiteTagz" and "did you mean `SiteTag`?" in hit[2]
    known = submit_names(document, AnalysisContext(settings=settings))
    assert {"sitetag", "requestdisk", "jobsubmitmethod", "transferinputsizemb"} <= set(known.declared[JOB])


def test_submit_unknown_names_follow_the_scope(tmp_path: Path) -> None:
    text = "executable = a\nrequirements = TARGET.Memroy > 1 && MY.RequestMemroy > 1 && HasGluster\nqueue\n"
    document, found = analyse(tmp_path, text, "job.sub")
    memroy, request, gluster = hits(document, found, "unknown-attribute")
    assert memroy[:2] == ("Memroy", Severity.WARNING) and "the machine ad (TARGET)" in memroy[2]
    assert request[:2] == ("RequestMemroy", Severity.WARNING) and "the job ad (MY)" in request[2]
    assert gluster[:2] == ("HasGluster", Severity.HINT)


def test_names_through_a_submit_macro_are_reported_at_its_use_without_a_fix(tmp_path: Path) -> None:
    text = "executable = a\ncheck = Memroy > 1\nrequirements = $(check)\nqueue\n"
    document, found = analyse(tmp_path, text, "job.sub")
    diagnostic = only(found, "unknown-attribute")
    assert document.source[diagnostic.range.start:diagnostic.range.end] == b"$(check)"
    assert diagnostic.fixes == ()


def test_an_include_leaves_the_job_s_own_names_open(tmp_path: Path) -> None:
    text = "include : common.sub\nexecutable = a\nrequirements = MY.SiteFlag && TARGET.Memroy > 1\nqueue\n"
    document, found = analyse(tmp_path, text, "job.sub")
    assert [t for t, _s, _m in hits(document, found, "unknown-attribute")] == ["Memroy"]


def test_deprecated_attribute_in_submit_files(tmp_path: Path) -> None:
    text = "executable = a\nrequirements = TotalVirtualMachines > 1\nqueue\n"
    document, found = analyse(tmp_path, text, "job.sub")
    diagnostic = only(found, "deprecated-attribute")
    assert apply(document, diagnostic.fixes[0]) == text.replace("TotalVirtualMachines", "TotalSlots")


@pytest.mark.parametrize(("expression", "reported"), [
    ('Memory * "2"', True), ("Memory + {1, 2}", True), ('"a" - RequestMemory', True),
    ("Memory * 2", False), ('strcat("a", Owner) == "ab"', False), ("Memory * true", False),
])
def test_arithmetic_on_non_numbers_agrees_with_the_library(tmp_path: Path, expression: str, reported: bool) -> None:
    """Whatever the attribute holds (but undefined), the library's value is error."""
    document, found = analyse(tmp_path, f"executable = a\nrank = {expression}\nqueue\n", "job.sub")
    assert bool(hits(document, found, "constant-error")) == reported
    classad2 = pytest.importorskip("classad2")
    if reported:
        for value in (3, 2.5, "text", True):
            ad = classad2.ClassAd({"Memory": value, "RequestMemory": value, "Owner": value})
            assert classad2.ExprTree(expression).eval(ad) is classad2.Value.Error, (expression, value)
        assert classad2.ExprTree(expression).eval(classad2.ClassAd()) is classad2.Value.Undefined


def test_unknown_attribute_severities_can_be_overridden(tmp_path: Path) -> None:
    text = "START = KeyboardIdel > 5\n"
    settings = Settings.from_json({"rules": {"severity": {"unknown-attribute": "error"}}})[0]
    document, found = analyse(tmp_path, text, settings=settings)
    assert [s for _t, s, _m in hits(document, found, "unknown-attribute")] == [Severity.ERROR]
    settings = Settings.from_json({"rules": {"disable": ["unknown-attribute"]}})[0]
    document, found = analyse(tmp_path, text, settings=settings)
    assert hits(document, found, "unknown-attribute") == []


def test_a_macro_used_as_an_attribute_in_a_fragment_is_only_a_hint(tmp_path: Path) -> None:
    # a config.d file no condor_config reaches: the configuration it joins may publish the name
    text = "IsDesktop = True\nSTART = IsDesktop\n"
    document, found = analyse(tmp_path, text, "50-desktop.conf")
    ((name, severity, message),) = hits(document, found, "unknown-attribute")
    assert (name, severity) == ("IsDesktop", Severity.HINT) and "write `$(IsDesktop)`" in message


def test_a_macro_used_as_an_attribute_with_an_unseen_include_is_only_a_hint(tmp_path: Path) -> None:
    text = "include command : /usr/local/bin/site-config |\nIsDesktop = True\nSTART = IsDesktop\n"
    document, found = analyse(tmp_path, text)
    assert [(t, s) for t, s, _m in hits(document, found, "unknown-attribute")] == [("IsDesktop", Severity.HINT)]
