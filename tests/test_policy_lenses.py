"""Policy code lenses (pure function) and the evaluate / expanded-value command answers."""
from __future__ import annotations

from pathlib import Path

import pytest

from condor_ls.analysis.commands import evaluate_selection, expanded_value
from condor_ls.analysis.context import AnalysisContext, path_to_uri
from condor_ls.analysis.policy.editor import AdFileError, preview_document
from condor_ls.analysis.policy.lenses import policy_lenses
from condor_ls.analysis.settings import Settings
from condor_ls.syntax.document import Document

POLICY = """\
StartIdleTime = 15 * $(MINUTE)
START = KeyboardIdle > $(StartIdleTime)
IS_OWNER = (START =?= False)
SUSPEND = KeyboardIdle < $(MINUTE)
SUSPEND_VANILLA = False
PREEMPT = CpuBusyTime > 120
KILL = KeyboardIdle + "x" > 3
WANT_SUSPEND = true
RANK = TARGET.Department =?= "physics"
MaxJobRetirementTime = 3600
CONTINUE = True
CONTINUE = False
STARTD.WANT_VACATE = true
WANT_VACATE = false
NOT_A_POLICY_KNOB = 1
"""


def document(tmp_path: Path, text: str = POLICY, name: str = "condor_config", language: str = "condor_config"):
    path = tmp_path / name
    path.write_text(text)
    return Document.parse(path_to_uri(str(path)), language, text, version=1)


def titles(doc: Document, settings: Settings | None = None) -> dict[str, str]:
    context = AnalysisContext(settings=settings or Settings())
    found = policy_lenses(doc, context)
    return {lens.knob: lens.title for lens in found}


def line_of(doc: Document, offset: int) -> int:
    return doc.source.count(b"\n", 0, offset)


def test_titles_for_each_kind_of_value(tmp_path):
    doc = document(tmp_path)
    got = titles(doc)
    # the bundled sample slot has KeyboardIdle = 1500; the sample job is alice's vanilla job
    assert got["START"] == "START: true for the sample job"
    assert got["IS_OWNER"] == "IS_OWNER: false for the sample slot, without a job"
    assert got["SUSPEND"] == "SUSPEND: false for the sample job (SUSPEND_VANILLA is used for this vanilla job)"
    assert got["SUSPEND_VANILLA"] == "SUSPEND_VANILLA: false for the sample job"
    assert got["PREEMPT"] == "PREEMPT: undefined - CpuBusyTime is undefined"
    assert got["KILL"].startswith('KILL: error - KeyboardIdle (1500) + "x"')
    assert got["RANK"] == "RANK: false for the sample job"
    assert got["MaxJobRetirementTime"] == "MaxJobRetirementTime: 3600 for the sample job"
    assert got["WANT_SUSPEND"] == "WANT_SUSPEND: true for the sample job"
    # only the definitions in effect: the second CONTINUE, the STARTD-prefixed WANT_VACATE
    assert got["CONTINUE"] == "CONTINUE: false for the sample job"
    assert got["STARTD.WANT_VACATE"] == "STARTD.WANT_VACATE: true for the sample job"
    assert "WANT_VACATE" not in got and "NOT_A_POLICY_KNOB" not in got and "StartIdleTime" not in got
    lenses = policy_lenses(doc, AnalysisContext())
    continues = [lens for lens in lenses if lens.knob == "CONTINUE"]
    assert len(continues) == 1 and line_of(doc, continues[0].range.start) == 11
    start = next(lens for lens in lenses if lens.knob == "START")
    assert doc.source[start.range.start:start.range.end] == b"START"
    assert "START = KeyboardIdle > 15 * 60" in start.tooltip and "KeyboardIdle (1500) > 15 * 60 (900)" in start.tooltip


def test_titles_follow_the_sample_ads(tmp_path):
    busy = tmp_path / "busy.ad"
    busy.write_text('MyType = "Machine"\nState = "Claimed"\nActivity = "Busy"\nKeyboardIdle = 5\n'
                    'CpuBusyTime = 600\n')
    job = tmp_path / "std.ad"
    job.write_text('MyType = "Job"\nJobUniverse = 1\nDepartment = "physics"\n')
    settings = Settings.from_json({"sampleAds": {"machine": str(busy), "job": str(job)}})[0]
    got = titles(document(tmp_path), settings)
    assert got["START"] == "START: false for the sample job"
    assert got["IS_OWNER"] == "IS_OWNER: true for the sample slot, without a job"
    assert got["SUSPEND"] == "SUSPEND: true for the sample job"
    assert got["SUSPEND_VANILLA"] == "SUSPEND_VANILLA: false for the sample job (not used: the sample job is not vanilla)"
    assert got["PREEMPT"] == "PREEMPT: true for the sample job"
    assert got["RANK"] == "RANK: true for the sample job"


def test_unparsable_value_and_undefined_local(tmp_path):
    doc = document(tmp_path, 'START = (((\nIS_OWNER = Owner == "coltrane"\n')
    got = titles(doc)
    assert got["START"] == "START: does not parse as a ClassAd expression"
    assert got["IS_OWNER"] == "IS_OWNER: undefined - Owner is undefined"


def test_no_lenses_when_off_elsewhere_or_not_startd(tmp_path):
    doc = document(tmp_path)
    assert titles(doc, Settings.from_json({"policy": {"codeLens": False}})[0]) == {}
    assert titles(doc, Settings.from_json({"subsystem": "SCHEDD"})[0]) == {}
    submit = document(tmp_path, "executable = /bin/true\nqueue\n", "job.sub", "submit")
    assert titles(submit) == {}
    # a definition in a skipped branch is not in effect
    skipped = document(tmp_path, "if false\nSTART = false\nendif\n")
    assert titles(skipped) == {}


def test_lens_in_an_included_file_and_its_root(tmp_path):
    (tmp_path / "config.d").mkdir()
    (tmp_path / "condor_config").write_text(f"LOCAL_CONFIG_DIR = {tmp_path / 'config.d'}\nBusyLimit = 60\n")
    local = tmp_path / "config.d" / "10-policy"
    text = "SUSPEND = KeyboardIdle < $(BusyLimit)\n"
    local.write_text(text)
    doc = Document.parse(path_to_uri(str(local)), "condor_config", text, version=1)
    assert titles(doc) == {"SUSPEND": "SUSPEND: false for the sample job"}
    (tmp_path / "condor_config").write_text(f"LOCAL_CONFIG_DIR = {tmp_path / 'config.d'}\nBusyLimit = 6000\n")
    assert titles(doc) == {"SUSPEND": "SUSPEND: true for the sample job"}


# ---------------------------------------------------------------------------- commands
def test_evaluate_in_a_config_expands_macros(tmp_path):
    doc = document(tmp_path)
    found = evaluate_selection(doc, AnalysisContext(), "KeyboardIdle > $(StartIdleTime)")
    assert found.value == "true"
    assert "KeyboardIdle > 15 * 60" in found.markdown and "policy as MY" in found.markdown
    # the config's policy knobs are published in the slot ad, as the startd does
    assert evaluate_selection(doc, AnalysisContext(), "WANT_SUSPEND && MaxJobRetirementTime > 60").value == "true"
    assert evaluate_selection(doc, AnalysisContext(), "TARGET.Owner").value == '"alice"'
    bad = evaluate_selection(doc, AnalysisContext(), "1 +")
    assert bad.value == "not an expression" and "Not a ClassAd expression" in bad.markdown
    assert evaluate_selection(doc, AnalysisContext(), "   ").value == ""


def test_evaluate_in_a_submit_file_uses_the_job_as_my(tmp_path):
    doc = document(tmp_path, "executable = /bin/true\nrequest_memory = 4096\n+Department = \"chem\"\nqueue\n",
                   "job.sub", "submit")
    assert evaluate_selection(doc, AnalysisContext(), "RequestMemory").value == "4096"
    assert evaluate_selection(doc, AnalysisContext(), "MY.Department").value == '"chem"'
    assert evaluate_selection(doc, AnalysisContext(), "TARGET.Memory >= RequestMemory").value == "true"


def test_evaluate_in_a_classad_file(tmp_path):
    doc = document(tmp_path, 'MyType = "Machine"\nMemory = 100\n', "slot.ad", "classad")
    found = evaluate_selection(doc, AnalysisContext(), "Memory >= TARGET.RequestMemory")
    assert found.value == "false" and "this file's ad as MY" in found.markdown


def test_expanded_value(tmp_path):
    doc = document(tmp_path)
    text = doc.text
    at = text.index("$(StartIdleTime)") + 3
    found = expanded_value(doc, at, AnalysisContext())
    assert (found.name, found.value) == ("StartIdleTime", "15 * 60")
    key = expanded_value(doc, text.index("START =") + 1, AnalysisContext())
    assert (key.name, key.value) == ("START", "KeyboardIdle > 15 * 60")
    overridden = expanded_value(doc, text.index("CONTINUE = True") + 2, AnalysisContext())
    assert overridden.value == "True" and "uses the definition at this file:12 instead" in overridden.markdown
    assert expanded_value(doc, len(doc.source), AnalysisContext()) is None
    submit = document(tmp_path, "base = /data\ninput = $(base)/in\nqueue\n", "job.sub", "submit")
    got = expanded_value(submit, submit.text.index("input") + 1, AnalysisContext())
    assert (got.name, got.value) == ("input", "/data/in")


def test_preview_document_with_ad_files(tmp_path):
    doc = document(tmp_path, POLICY + "SUBMIT_REQUIREMENT_NAMES = Mem\nSUBMIT_REQUIREMENT_Mem = RequestMemory > 4096\n")
    (tmp_path / "busy.ad").write_text('MyType = "Machine"\nState = "Claimed"\nActivity = "Busy"\nKeyboardIdle = 5\n')
    result = preview_document(doc, AnalysisContext(), machine="busy.ad", now=1_700_003_600)
    assert result.preview["state"] == "Claimed" and result.preview["state_source"] == "machine ad"
    assert result.preview["submit_requirements"]["jobs"][0]["rejected_by"] == "Mem"
    assert "**Slot:** Claimed/Busy (from the machine ad)" in result.markdown
    assert "## Submit requirements (schedd)" in result.markdown
    assert "ERROR: Submit requirement Mem not met." in result.markdown
    overridden = preview_document(doc, AnalysisContext(), state="Owner")
    assert (overridden.preview["state"], overridden.preview["activity"]) == ("Owner", "Idle")
    with pytest.raises(AdFileError):
        preview_document(doc, AnalysisContext(), job="missing.ad")
    submit = document(tmp_path, "queue\n", "job.sub", "submit")
    assert preview_document(submit, AnalysisContext()).preview is None
