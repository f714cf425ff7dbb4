"""Attribute names a configuration publishes, as the attribute-name rules and completion see them.

Each knob spelling HTCondor reads is checked against its source: the startd's lists
(condor_startd.V6/Resource.cpp, the slot's own ``SLOT<N>_``/``SLOT_TYPE_<N>_`` forms), every
other daemon's ``<SUBSYS>_ATTRS`` (condor_utils/condor_config.cpp ``config_fill_ad``, called by
DaemonCore::publish), condor_submit's ``SUBMIT_ATTRS`` (submit_utils.cpp), and the startd cron
jobs, whose every output line gets the job's prefix (condor_utils/cron_job_io.cpp).
"""
from __future__ import annotations

from pathlib import Path

import pytest

from condor_ls.analysis.attribute_names import JOB, MACHINE, OTHER, config_names
from condor_ls.analysis.completion.items import completion
from condor_ls.analysis.configview.view import config_view
from condor_ls.analysis.context import AnalysisContext, path_to_uri
from condor_ls.analysis.model import Diagnostic, Severity
from condor_ls.analysis.rules.registry import diagnostics
from condor_ls.syntax.document import Document
from condor_ls.syntax.languages import LanguageId


def analyse(path: Path, text: str, language: LanguageId = LanguageId.CONFIG) -> tuple[Document, list[Diagnostic]]:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    document = Document.parse(path_to_uri(str(path)), language, text)
    return document, diagnostics(document, AnalysisContext())


def unknown(document: Document, found: list[Diagnostic]) -> list[tuple[str, Severity | None]]:
    return [(document.source[d.range.start:d.range.end].decode(), d.severity) for d in found
            if d.code == "unknown-attribute"]


def declared(tmp_path: Path, text: str) -> dict[str, set[str]]:
    path = tmp_path / "condor_config"
    path.write_text(text, encoding="utf-8")
    document = Document.parse(path_to_uri(str(path)), LanguageId.CONFIG, text)
    context = AnalysisContext()
    names = config_names(config_view(document, context), context)
    return {side: set(names.declared[side]) for side in names.declared}


# ---------------------------------------------------------------------------- every spelling
@pytest.mark.parametrize(("knob", "side"), [
    ("STARTD_ATTRS", MACHINE), ("STARTD_EXPRS", MACHINE), ("SYSTEM_STARTD_ATTRS", MACHINE),
    ("SLOT1_STARTD_ATTRS", MACHINE), ("SLOT_TYPE_2_STARTD_ATTRS", MACHINE), ("STARTD_LATCH_EXPRS", MACHINE),
    ("STARTD.STARTD_ATTRS", MACHINE), ("STARTD_JOB_ATTRS", JOB),
    ("SUBMIT_ATTRS", JOB), ("SUBMIT_EXPRS", JOB), ("SYSTEM_SUBMIT_ATTRS", JOB),
    ("SCHEDD_ATTRS", OTHER), ("SCHEDD_EXPRS", OTHER), ("SYSTEM_SCHEDD_ATTRS", OTHER), ("MASTER_ATTRS", OTHER),
    ("MASTER_EXPRS", OTHER), ("COLLECTOR_ATTRS", OTHER), ("NEGOTIATOR_ATTRS", OTHER),
    ("SCHEDD2_SCHEDD_ATTRS", OTHER),  # <LOCALNAME>_<SUBSYS>_ATTRS, for a schedd started with -local-name
])
def test_each_publishing_knob_declares_its_names(tmp_path: Path, knob: str, side: str) -> None:
    names = declared(tmp_path, f"SiteRack = 12\n{knob} = SiteRack, SiteRow\n")
    assert {"siterack", "siterow"} <= names[side]


@pytest.mark.parametrize("knob", ["IMMUTABLE_JOB_ATTRS", "SYSTEM_JOB_MACHINE_ATTRS", "DAGMAN_INHERIT_ATTRS",
                                  "NEGOTIATOR_MATCH_EXPRS", "EVENT_LOG_JOB_AD_INFORMATION_ATTRS"])
def test_lists_of_other_meanings_declare_nothing(tmp_path: Path, knob: str) -> None:
    names = declared(tmp_path, f"{knob} = SiteRack\n")
    assert all("siterack" not in found for found in names.values())


def test_submit_attrs_make_a_job_attribute_known_in_schedd_policy(tmp_path: Path) -> None:
    text = "SYSTEM_PERIODIC_HOLD = ProjectCode =?= undefined\n"
    document, found = analyse(tmp_path / "condor_config", text)
    assert unknown(document, found) == [("ProjectCode", Severity.HINT)]
    for knob in ("SUBMIT_ATTRS", "SUBMIT_EXPRS", "SYSTEM_SUBMIT_ATTRS"):
        document, found = analyse(tmp_path / "condor_config", f'ProjectCode = "none"\n{knob} = ProjectCode\n' + text)
        assert unknown(document, found) == [], knob


def test_schedd_attrs_make_a_schedd_attribute_known(tmp_path: Path) -> None:
    """SUBMIT_REQUIREMENT_<name> is evaluated with the schedd's ad as MY: a name the schedd
    publishes through SCHEDD_ATTRS is not a misspelling of RunningJobs there."""
    text = "SUBMIT_REQUIREMENT_NAMES = Cap\nSUBMIT_REQUIREMENT_Cap = MY.RunningJob < 100\n"
    document, found = analyse(tmp_path / "condor_config", text)
    assert unknown(document, found) == [("RunningJob", Severity.WARNING)]
    for knob in ("SCHEDD_ATTRS", "SCHEDD_EXPRS"):
        document, found = analyse(tmp_path / "condor_config", f"RunningJob = 3\n{knob} = RunningJob\n" + text)
        assert unknown(document, found) == [], knob


def test_a_fragment_publishing_a_name_makes_it_known_in_a_later_fragment(tmp_path: Path) -> None:
    (tmp_path / "condor_config").write_text("LOCAL_CONFIG_DIR = $(CONFIG_ROOT)/config.d\n", encoding="utf-8")
    analyse(tmp_path / "config.d" / "10-attrs.conf", "HasScratch = True\nSTARTD_ATTRS = $(STARTD_ATTRS) HasScratch\n"
            "Department = \"physics\"\nSUBMIT_ATTRS = $(SUBMIT_ATTRS) Department\n")
    policy = ("START = HasScratch && KeyboardIdle > 600\n"
              "SYSTEM_PERIODIC_HOLD = Department =!= \"physics\" && JobStatus == 2\n")
    document, found = analyse(tmp_path / "config.d" / "20-policy.conf", policy)
    assert unknown(document, found) == []
    # the same fragment without the set behind it: the names are unknown (a hint each, the
    # first being a macro of this file only through the set)
    alone = tmp_path / "alone"
    document, found = analyse(alone / "20-policy.conf", policy)
    assert {name for name, _severity in unknown(document, found)} == {"HasScratch", "Department"}


# ---------------------------------------------------------------------------- startd cron jobs
def test_a_cron_job_with_a_prefix_publishes_names_with_that_prefix(tmp_path: Path) -> None:
    text = """\
STARTD_CRON_JOBLIST = $(STARTD_CRON_JOBLIST) scratch
STARTD_CRON_scratch_EXECUTABLE = $(LIBEXEC)/site/scratch_probe
STARTD_CRON_scratch_PERIOD = 5m
STARTD_CRON_scratch_PREFIX = Scratch_
START = Scratch_FreeGB > 20 && Scratch_LastUpdate > 0 && KeyboardIdel > 600 && HasLustreFS
"""
    document, found = analyse(tmp_path / "condor_config", text)
    # the probe's names are known; the others are judged as without a cron job
    assert unknown(document, found) == [("KeyboardIdel", Severity.WARNING), ("HasLustreFS", Severity.HINT)]


def test_a_cron_job_without_a_prefix_keeps_the_slot_quiet(tmp_path: Path) -> None:
    text = """\
STARTD_CRON_JOBLIST = scratch probe
STARTD_CRON_scratch_EXECUTABLE = /usr/local/bin/scratch
STARTD_CRON_scratch_PREFIX = Scratch_
STARTD_CRON_probe_EXECUTABLE = /usr/local/bin/probe
START = ProbeHealthy && KeyboardIdel > 600 && TARGET.RequestMemroy < 10
"""
    document, found = analyse(tmp_path / "condor_config", text)
    assert unknown(document, found) == [("RequestMemroy", Severity.WARNING)]  # the job's names are still judged


def test_a_cron_job_defined_without_its_list_counts(tmp_path: Path) -> None:
    """A fragment may define a job whose list is in another file: the job still publishes."""
    text = "STARTD_CRON_probe_EXECUTABLE = /usr/local/bin/probe\nSTART = ProbeHealthy\n"
    document, found = analyse(tmp_path / "50-probe.conf", text)
    assert unknown(document, found) == []


def test_cron_metrics_and_the_template_prefix(tmp_path: Path) -> None:
    text = """\
use FEATURE : CommonCloudAttributesAWS
STARTD_CRON_JOBLIST = $(STARTD_CRON_JOBLIST) usage
STARTD_CRON_usage_EXECUTABLE = /usr/local/bin/usage
STARTD_CRON_usage_PREFIX = Site
STARTD_CRON_usage_METRICS = SUM:Widgets, PEAK:WidgetsMemory
START = CloudProvider == "AWS" && DeviceWidgetsAverageUsage < 0.5 && DeviceWidgetsMemoryPeakUsage < 10 \\
        && KeyboardIdel > 600
"""
    document, found = analyse(tmp_path / "condor_config", text)
    assert unknown(document, found) == [("KeyboardIdel", Severity.WARNING)]


def test_benchmark_jobs_beyond_the_built_in_ones(tmp_path: Path) -> None:
    text = ("BENCHMARKS_JOBLIST = mips kflops stream\nBENCHMARKS_stream_EXECUTABLE = /usr/local/bin/stream\n"
            "START = StreamBandwidth > 10 && Mips > 1000 && KeyboardIdel > 600\n")
    document, found = analyse(tmp_path / "condor_config", text)
    assert unknown(document, found) == []  # the stream job prints any name
    document, found = analyse(tmp_path / "condor_config", text.replace(
        "START", "BENCHMARKS_stream_PREFIX = Stream\nSTART"))
    assert unknown(document, found) == [("KeyboardIdel", Severity.WARNING)]
    document, found = analyse(tmp_path / "condor_config", "START = Mips > 1000 && KeyboardIdel > 600\n")
    assert unknown(document, found) == [("KeyboardIdel", Severity.WARNING)]  # mips and kflops print known names


def test_renamed_cron_manager_keeps_the_slot_quiet(tmp_path: Path) -> None:
    text = ("STARTD_CRON_NAME = Hawkeye\nSTARTD_CRON_x_PREFIX = X_\nSTARTD_CRON_JOBLIST = x\n"
            "START = KeyboardIdel > 600\n")
    document, found = analyse(tmp_path / "condor_config", text)
    assert unknown(document, found) == []


# ---------------------------------------------------------------------------- completion offers them
def _labels(document: Document, offset: int) -> set[str]:
    return {item.label for item in completion(document, offset, AnalysisContext()).items}


@pytest.mark.parametrize(("text", "expected", "absent"), [
    ("HasScratch = True\nSTARTD_ATTRS = HasScratch\nSTART = MY.", "HasScratch", "Department"),
    ('Department = "x"\nSUBMIT_ATTRS = Department\nSYSTEM_PERIODIC_HOLD = MY.', "Department", "HasScratch"),
    ('Department = "x"\nSUBMIT_ATTRS = Department\nSTART = TARGET.', "Department", "KeyboardIdle"),
    ("STARTD_CRON_JOBLIST = s\nSTARTD_CRON_s_EXECUTABLE = /bin/s\nSTARTD_CRON_s_PREFIX = Scratch_\nSTART = MY.",
     "Scratch_LastUpdate", "RequestMemory"),
    ("RunningJob = 3\nSCHEDD_ATTRS = RunningJob\nSUBMIT_REQUIREMENT_Cap = MY.", "RunningJob", "KeyboardIdle"),
])
def test_completion_offers_published_names(tmp_path: Path, text: str, expected: str, absent: str) -> None:
    path = tmp_path / "condor_config"
    path.write_text(text, encoding="utf-8")
    document = Document.parse(path_to_uri(str(path)), LanguageId.CONFIG, text)
    labels = _labels(document, len(text.encode()))
    assert expected in labels and absent not in labels


def test_submit_requirements_complete_the_schedd_and_the_job(tmp_path: Path) -> None:
    text = "SUBMIT_REQUIREMENT_Cap = MY."
    document = Document.parse(path_to_uri(str(tmp_path / "condor_config")), LanguageId.CONFIG, text)
    mine = _labels(document, len(text))
    assert {"TotalRunningJobs", "MaxJobsRunning"} <= mine and "RequestMemory" not in mine
    text = "SUBMIT_REQUIREMENT_Cap = TARGET."
    document = Document.parse(path_to_uri(str(tmp_path / "condor_config")), LanguageId.CONFIG, text)
    assert {"RequestMemory", "Owner"} <= _labels(document, len(text))


# ---------------------------------------------------------------------------- transforms: if defined MY.x
GUARDED = """\
JOB_TRANSFORM_NAMES = Tag
JOB_TRANSFORM_Tag @=end
if defined MY.ProjectTag
  EVALSET TagCount ProjectTag + 1
  SET Project "$(MY.ProjectTag)"
  SET Copy ProjectTag
endif
if ! defined MY.Flavour
  SET Flavour "plain"
else
  EVALSET FlavourLength size(Flavour)
endif
if defined MY.Zorp
elif defined MY.Quux
  EVALSET Both Quux + Zorp
endif
EVALSET Outside ProjectTag + 1
@end
"""


def test_if_defined_makes_the_name_known_inside_the_block(tmp_path: Path) -> None:
    document, found = analyse(tmp_path / "condor_config", GUARDED)
    reported = [(document.source[d.range.start:d.range.end].decode(), document.line_index.offset_to_point(
        d.range.start).row + 1) for d in found if d.code in ("unknown-attribute", "unquoted-word")]
    # line 15: in the elif branch Quux is defined and Zorp is not; line 17: after the block
    assert reported == [("Zorp", 15), ("ProjectTag", 17)]


def test_if_defined_in_a_rules_file(tmp_path: Path) -> None:
    text = "if defined MY.ProjectTag\n  EVALSET TagCount ProjectTag + 1\nendif\nEVALSET Other ProjectTag + 2\n"
    document, found = analyse(tmp_path / "tag.xform", text, LanguageId.TRANSFORM)
    rows = [document.line_index.offset_to_point(d.range.start).row + 1 for d in found if d.code == "unknown-attribute"]
    assert rows == [4]
