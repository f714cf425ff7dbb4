"""Findings that follow from what condor-ls cannot know (issue 16): an include it cannot read, a
``config.d`` fragment read without its configuration, ``$ENV()`` unset here, ``include
command`` output. Such findings are hints naming the unknown input; a value that is wrong
whatever the unknown parts hold keeps its error. The fixtures are written for these tests in the
shapes of a CE's ``config.d`` and of an access point that pulls a site file in through
``$ENV()``.
"""
from __future__ import annotations

from pathlib import Path

import pytest

from condor_ls.analysis.configview.unknowns import STAND_INS, dependence, gaps
from condor_ls.analysis.configview.view import config_view
from condor_ls.analysis.context import AnalysisContext, path_to_uri
from condor_ls.analysis.model import Diagnostic, Severity
from condor_ls.analysis.rules.registry import RULES, diagnostics
from condor_ls.syntax.document import Document
from condor_ls.syntax.languages import LanguageId

CE_FRAGMENT = """\
# route glideins from the factory; the base requirement is set by the CE's own config.d
COLLECTOR_REQUIREMENTS = $(COLLECTOR_REQUIREMENTS) || (MyType == "Machine" && TARGET.IsGlidein =?= true)
SYSTEM_PERIODIC_HOLD = $(SYSTEM_PERIODIC_HOLD) || (JobStatus == 2 && (time() - EnteredCurrentStatus) > 3 * 86400
SYSTEM_PERIODIC_REMOVE = (JobStatus == 5 && (time() - EnteredCurrentStatus) > 7 * 86400
"""

ACCESS_POINT = """\
# site settings come from a file named in the environment of the service
include ifexist : $ENV(SITE_CONDOR_CONFIG)
use ROLE : Submit
MAX_JOBS_RUNNING = $(SITE_MAX_RUNNING) * 10
SYSTEM_PERIODIC_HOLD = (JobStatus == 1) && (time() - QDate) > $(SITE_MAX_IDLE_HOURS) * 3600
NUM_CPUS = $ENV(SLOT_CPUS)
START = TARGET.Owner == $ENV(ALLOWED_OWNER)
RANK = int("$(SITE_RANK)")
SLOT_WEIGHT = $INT(SITE_SLOT_WEIGHT)
"""

SITE_FILE = """\
SITE_MAX_RUNNING = 400
SITE_MAX_IDLE_HOURS = 48
SITE_RANK = 10
SITE_SLOT_WEIGHT = 2
"""


@pytest.fixture(autouse=True)
def _no_site_environment(monkeypatch: pytest.MonkeyPatch) -> None:
    for name in ("SITE_CONDOR_CONFIG", "SLOT_CPUS", "ALLOWED_OWNER", "CONDOR_CONFIG"):
        monkeypatch.delenv(name, raising=False)


def write(root: Path, files: dict[str, str]) -> None:
    for name, text in files.items():
        path = root / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")


def analyse(path: Path) -> tuple[Document, list[Diagnostic]]:
    document = Document.parse(path_to_uri(str(path)), LanguageId.CONFIG, path.read_text(encoding="utf-8"))
    return document, diagnostics(document, AnalysisContext())


def findings(document: Document, found: list[Diagnostic], code: str) -> list[tuple[int, str, Severity, str]]:
    """(1-based line, text under the range, severity, message) for ``code``."""
    out = []
    for d in found:
        if d.code != code:
            continue
        line = document.source.count(b"\n", 0, d.range.start) + 1
        severity = d.severity or RULES[code].severity
        out.append((line, document.source[d.range.start:d.range.end].decode(), severity, d.message))
    return out


def on_line(document: Document, found: list[Diagnostic], line: int) -> list[tuple[str, Severity, str]]:
    return [(d.code, d.severity or RULES[d.code].severity, d.message) for d in found
            if document.source.count(b"\n", 0, d.range.start) + 1 == line]


# ---------------------------------------------------------------------------- a CE fragment
def test_ce_fragment_extending_a_value_from_elsewhere_is_a_hint(tmp_path: Path) -> None:
    write(tmp_path, {"config.d/60-glideins.conf": CE_FRAGMENT})
    document, found = analyse(tmp_path / "config.d" / "60-glideins.conf")
    extended = on_line(document, found, 2)
    assert [(code, severity) for code, severity, _ in extended] == [("expr-syntax", Severity.HINT)]
    message = extended[0][2]
    assert "$(COLLECTOR_REQUIREMENTS)" in message and "configuration this file is part of" in message


def test_ce_fragment_keeps_the_errors_that_hold_in_every_context(tmp_path: Path) -> None:
    write(tmp_path, {"config.d/60-glideins.conf": CE_FRAGMENT})
    document, found = analyse(tmp_path / "config.d" / "60-glideins.conf")
    syntax = findings(document, found, "expr-syntax")
    # line 3 extends an unknown value but leaves a parenthesis open: whatever came before, the
    # value is broken, and the bracket (not the `||`) is what is reported
    line3 = [f for f in syntax if f[0] == 3]
    assert [(text, severity) for _, text, severity, _ in line3] == [("(", Severity.ERROR)]
    assert "never closed" in line3[0][3]
    line4 = [f for f in syntax if f[0] == 4]
    assert [(text, severity) for _, text, severity, _ in line4] == [("(", Severity.ERROR)]


def test_ce_fragment_in_a_set_whose_other_config_dir_is_not_here(tmp_path: Path) -> None:
    write(tmp_path, {
        "condor_config": "LOCAL_CONFIG_DIR = /usr/share/condor-ce/config.d-not-here, $(CONFIG_ROOT)/config.d\n",
        "config.d/60-glideins.conf": CE_FRAGMENT,
    })
    document, found = analyse(tmp_path / "config.d" / "60-glideins.conf")
    view = config_view(document, AnalysisContext())
    assert not view.standalone
    assert any("config.d-not-here" in gap.what for gap in gaps(view))
    extended = on_line(document, found, 2)
    assert [(code, severity) for code, severity, _ in extended] == [("expr-syntax", Severity.HINT)]
    assert "config.d-not-here" in extended[0][2]


def test_the_same_fragment_in_a_complete_set_is_an_error(tmp_path: Path) -> None:
    """Nothing unread comes before the line: the self reference is empty in every context."""
    write(tmp_path, {
        "condor_config": "LOCAL_CONFIG_DIR = $(CONFIG_ROOT)/config.d\n",
        "config.d/60-glideins.conf": CE_FRAGMENT,
    })
    document, found = analyse(tmp_path / "config.d" / "60-glideins.conf")
    assert config_view(document, AnalysisContext()).standalone is False
    assert [(code, severity) for code, severity, _ in on_line(document, found, 2)] == [("expr-syntax", Severity.ERROR)]


def test_an_earlier_definition_in_the_set_settles_it(tmp_path: Path) -> None:
    write(tmp_path, {
        "condor_config": ("LOCAL_CONFIG_DIR = $(CONFIG_ROOT)/config.d\n"
                          "COLLECTOR_REQUIREMENTS = (MyType == \"Scheduler\")\n"),
        "config.d/60-glideins.conf": CE_FRAGMENT,
    })
    document, found = analyse(tmp_path / "config.d" / "60-glideins.conf")
    assert on_line(document, found, 2) == []


# ---------------------------------------------------------------------------- an access point
def test_access_point_with_its_site_file_unset(tmp_path: Path) -> None:
    write(tmp_path, {"condor_config": ACCESS_POINT})
    document, found = analyse(tmp_path / "condor_config")
    assert not [d for d in found if (d.severity or RULES[d.code].severity) in (Severity.ERROR, Severity.WARNING)], \
        [(d.code, d.message) for d in found]
    knob_type = findings(document, found, "knob-type")
    assert [(line, severity) for line, _, severity, _ in knob_type] == [(4, Severity.HINT),
                                                                        (6, Severity.HINT)]
    assert "$(SITE_MAX_RUNNING)" in knob_type[0][3] and "SITE_CONDOR_CONFIG is not set here" in knob_type[0][3]
    assert "$ENV(SLOT_CPUS), which is not set in this environment" in knob_type[1][3]
    undefined = findings(document, found, "undefined-macro")
    assert {line for line, *_ in undefined} == {4, 5, 8}
    assert all(severity is Severity.HINT and "include ifexist : $ENV(SITE_CONDOR_CONFIG)" in message
               for _, _, severity, message in undefined)
    comparison = findings(document, found, "undefined-comparison")
    assert [(line, severity) for line, _, severity, _ in comparison] == [(7, Severity.HINT)]
    assert "$ENV(ALLOWED_OWNER)" in comparison[0][3]
    constant = findings(document, found, "constant-error")
    assert [(line, severity) for line, _, severity, _ in constant] == [(8, Severity.HINT)]
    function = findings(document, found, "macro-function")
    assert [(line, severity) for line, _, severity, _ in function] == [(9, Severity.HINT)]


def test_access_point_with_its_site_file_set_is_clean(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    write(tmp_path, {"condor_config": ACCESS_POINT, "site/condor_config.site": SITE_FILE})
    monkeypatch.setenv("SITE_CONDOR_CONFIG", str(tmp_path / "site" / "condor_config.site"))
    monkeypatch.setenv("SLOT_CPUS", "16")
    monkeypatch.setenv("ALLOWED_OWNER", '"alice"')
    document, found = analyse(tmp_path / "condor_config")
    assert found == [], [(d.code, d.message) for d in found]


def test_without_the_include_the_same_values_are_wrong_everywhere(tmp_path: Path) -> None:
    text = ACCESS_POINT.replace("include ifexist : $ENV(SITE_CONDOR_CONFIG)\n", "")
    write(tmp_path, {"condor_config": text})
    document, found = analyse(tmp_path / "condor_config")
    assert [(line, severity) for line, _, severity, _ in findings(document, found, "knob-type")][0] == \
        (3, Severity.ERROR)
    assert {severity for *_, severity, _ in findings(document, found, "undefined-macro")} == {Severity.WARNING}
    # $ENV() stays unknown without any include
    assert [(line, severity) for line, _, severity, _ in findings(document, found, "knob-type")][1] == \
        (5, Severity.HINT)


def test_include_command_output_is_unknown(tmp_path: Path) -> None:
    write(tmp_path, {"condor_config": (
        "include command : /usr/local/libexec/site-condor-config\n"
        "START = ($(SITE_START) $(SITE_START_EXTRA))\n"
        "PREEMPT = $(SITE_PREEMPT) || (Activity == \"Busy\" && (time() - EnteredCurrentStatus) > 3600\n")})
    document, found = analyse(tmp_path / "condor_config")
    start = findings(document, found, "expr-syntax")
    assert [line for line, *_ in start] == [3]
    preempt = [(text, severity) for line, text, severity, _ in start if line == 3]
    assert preempt == [("(", Severity.ERROR)]
    assert all("never runs" in message for *_, message in findings(document, found, "undefined-macro"))


def test_an_unreadable_include_after_a_self_reference_does_not_make_it_uncertain(tmp_path: Path) -> None:
    write(tmp_path, {"condor_config": (
        "SYSTEM_PERIODIC_HOLD = $(SYSTEM_PERIODIC_HOLD) || (NumJobStarts > 10)\n"
        "include ifexist : /etc/condor/not-on-this-machine.conf\n")})
    document, found = analyse(tmp_path / "condor_config")
    assert [(code, severity) for code, severity, _ in on_line(document, found, 1)] == [("expr-syntax", Severity.ERROR)]


def test_dependence_names_inputs_and_tries_each_stand_in(tmp_path: Path) -> None:
    write(tmp_path, {"config.d/50-site.conf": "A = $(B) * 60\nC = 5 * 60\n"})
    document, _ = analyse(tmp_path / "config.d" / "50-site.conf")
    view = config_view(document, AnalysisContext())
    table = view.configset.table
    depends = dependence(view, table.get("A"))
    assert depends is not None and [i.text for i in depends.inputs] == ["$(B)"]
    assert [value for value, _ in depends.variants()] == [f"{s} * 60" for s in STAND_INS]
    assert dependence(view, table.get("C")) is None


def test_unknown_parts_side_by_side_may_form_a_condition(tmp_path: Path) -> None:
    """``(A B)`` is a condition when B holds ``&& x``: the stand-ins are tried in combination."""
    write(tmp_path, {"condor_config": "START = ($ENV(SITE_START) $ENV(SITE_START_EXTRA))\n"
                                      "SUSPEND = ($ENV(SITE_SUSPEND) ))\n"})
    document, found = analyse(tmp_path / "condor_config")
    syntax = findings(document, found, "expr-syntax")
    assert [(line, severity) for line, _, severity, _ in syntax] == [(1, Severity.HINT), (2, Severity.ERROR)]
    assert "$ENV(SITE_START)" in syntax[0][3] and "(and 1 more unknown input)" in syntax[0][3]


def test_an_include_named_through_an_unset_variable_is_a_hint(tmp_path: Path) -> None:
    write(tmp_path, {"condor_config": ("include : $ENV(SITE_CONDOR_CONFIG)\n"
                                       "include : $(CONFIG_ROOT)/policy-not-written-yet.conf\n")})
    document, found = analyse(tmp_path / "condor_config")
    missing = findings(document, found, "include-missing")
    assert [(line, severity) for line, _, severity, _ in missing] == [(1, Severity.HINT), (2, Severity.ERROR)]
    assert "$ENV(SITE_CONDOR_CONFIG), which is not set in this environment" in missing[0][3]


def test_a_missing_file_named_through_unknown_parts_is_shown_as_written(tmp_path: Path) -> None:
    """HTCondor's shipped condor_config names its local file through $(LOCAL_DIR), which
    defaults to the condor account's home: the hint shows the name as written, what it expands
    to here, and what it depends on."""
    write(tmp_path, {"condor_config": "LOCAL_DIR = $ENV(QA_CONDOR_HOME)\n"
                                      "LOCAL_CONFIG_FILE = $(LOCAL_DIR)/condor_config.local\n"})
    document, found = analyse(tmp_path / "condor_config")
    ((line, _, severity, message),) = findings(document, found, "include-missing")
    assert (line, severity) == (2, Severity.HINT)
    assert message.startswith("cannot tell whether `$(LOCAL_DIR)/condor_config.local` exists where the "
                              "configuration is used (here it names `UNDEFINED/condor_config.local`)")
    assert "$ENV(QA_CONDOR_HOME)" in message


def test_an_absolute_include_that_is_not_on_this_machine_is_a_hint(tmp_path: Path) -> None:
    write(tmp_path, {"condor_config": "include : /nonexistent-qa/etc/condor/site.conf\n"})
    document, found = analyse(tmp_path / "condor_config")
    ((line, _, severity, message),) = findings(document, found, "include-missing")
    assert (line, severity) == (1, Severity.HINT)
    assert "it may exist where the configuration is used" in message
