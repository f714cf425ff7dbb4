"""Attribute names in transforms: ``unknown-attribute`` and ``unquoted-word`` on the expressions of
SET/DEFAULT/EVALSET/EVALMACRO/REQUIREMENTS and on ``$(MY.<attr>)``, in rules files and in the
config knobs that hold transforms, with the names the transforms themselves write counted as
known."""
from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import given, settings, strategies as st

from condor_ls.analysis.attribute_names import config_names
from condor_ls.analysis.configview.view import config_view
from condor_ls.analysis.context import AnalysisContext, path_to_uri
from condor_ls.analysis.model import Diagnostic, Fix, Severity
from condor_ls.analysis.rules.registry import diagnostics
from condor_ls.analysis.rules.transform import EXPRESSION_CODES, _daemon_writes
from condor_ls.analysis.settings import Settings as LsSettings
from condor_ls.analysis.transforms.attribute_checks import attribute_diagnostics
from condor_ls.analysis.transforms.checks import Environment, analyse
from condor_ls.analysis.transforms.units import definition_unit
from condor_ls.analysis.transforms.writes import Writes, transform_writes
from condor_ls.syntax.document import Document
from condor_ls.syntax.languages import LanguageId
from condor_ls.transform import sources

CODES = ("unknown-attribute", "unquoted-word")


def run(tmp_path: Path, text: str, name: str = "condor_config", settings: LsSettings | None = None
        ) -> tuple[Document, list[Diagnostic]]:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    language = LanguageId.TRANSFORM if name.endswith(".xform") else LanguageId.CONFIG
    document = Document.parse(path_to_uri(str(path)), language, text)
    return document, diagnostics(document, AnalysisContext(settings=settings or LsSettings()))


def hits(document: Document, found: list[Diagnostic], code: str = "unknown-attribute"
         ) -> list[tuple[str, Severity | None, str]]:
    return [(document.source[d.range.start:d.range.end].decode(), d.severity, d.message)
            for d in found if d.code == code]


def position(document: Document, diagnostic: Diagnostic) -> tuple[int, int]:
    """(line, column) of the start of a diagnostic."""
    before = document.source[:diagnostic.range.start]
    return before.count(b"\n"), len(before) - (before.rfind(b"\n") + 1)


def where_written(text: str, needle: str) -> tuple[int, int]:
    """(line, column) of the first ``needle`` in ``text``."""
    before = text[:text.index(needle)]
    return before.count("\n"), len(before) - (before.rfind("\n") + 1)


def apply(document: Document, fix: Fix) -> str:
    data = document.source
    for edit in sorted(fix.edits, key=lambda e: e.range.start, reverse=True):
        assert edit.uri == document.uri
        data = data[:edit.range.start] + edit.new_text.encode() + data[edit.range.end:]
    return data.decode()


def only(document: Document, found: list[Diagnostic], code: str = "unknown-attribute") -> Diagnostic:
    items = [d for d in found if d.code == code]
    assert len(items) == 1, hits(document, found, code)
    return items[0]


def block(body: str, name: str = "X") -> str:
    return f"JOB_TRANSFORM_NAMES = {name}\nJOB_TRANSFORM_{name} @=end\n{body}\n@end\n"


# ---------------------------------------------------------------------------- rules files
def test_rules_file_misspelt_attribute_position_message_and_fix(tmp_path: Path) -> None:
    text = "# memory from what the job used\nEVALSET MemoryUsage ( ResidentSetSiz / 100 )\n"
    document, found = run(tmp_path, text, "rules.xform")
    item = only(document, found)
    assert position(document, item) == where_written(text, "ResidentSetSiz") == (1, 22)
    assert document.source[item.range.start:item.range.end] == b"ResidentSetSiz"
    assert item.severity is Severity.WARNING
    assert item.message == "`ResidentSetSiz` is not an attribute of the job ad; did you mean `ResidentSetSize`?"
    assert apply(document, item.fixes[0]) == text.replace("ResidentSetSiz ", "ResidentSetSize ")


def test_rules_file_my_macro_position_message_and_fix(tmp_path: Path) -> None:
    text = 'SET Note "submitted by $(MY.Ownr)"\n'
    document, found = run(tmp_path, text, "rules.xform")
    item = only(document, found)
    assert position(document, item) == where_written(text, "Ownr") == (0, 28)
    assert item.severity is Severity.WARNING
    assert item.message == ("`Ownr` is not an attribute of the job ad; did you mean `Owner`? "
                            "($(MY.Ownr) expands to nothing)")
    assert apply(document, item.fixes[0]) == text.replace("MY.Ownr", "MY.Owner")


def test_unknown_name_without_a_close_one_is_a_hint(tmp_path: Path) -> None:
    document, found = run(tmp_path, "EVALSET Charge = ProjectBudgetCode * 2\nSET Label $(MY.SiteLabel)\n",
                          "rules.xform")
    assert [(t, s) for t, s, _m in hits(document, found)] == [("ProjectBudgetCode", Severity.HINT),
                                                              ("SiteLabel", Severity.HINT)]
    item = [d for d in found if d.code == "unknown-attribute"][1]
    assert item.message == ("`SiteLabel` is not a known attribute of the job ad, so $(MY.SiteLabel) expands to "
                            "nothing unless jobs set it with `+Name`; if so, list it in condorLs.attributes.job")
    assert not item.fixes


# ---------------------------------------------------------------------------- config knobs
def test_single_line_knob_position_and_fix(tmp_path: Path) -> None:
    text = "JOB_TRANSFORM_NAMES = Proj\nJOB_TRANSFORM_Proj = EVALSET ProjectName usermap(\"Projects\", Ownr)\n"
    document, found = run(tmp_path, text)
    item = only(document, found)
    assert position(document, item) == where_written(text, "Ownr")
    assert item.severity is Severity.WARNING and "did you mean `Owner`?" in item.message
    assert apply(document, item.fixes[0]).endswith('usermap("Projects", Owner)\n')


def test_block_knob_positions_for_each_kind_of_reference(tmp_path: Path) -> None:
    body = ("  REQUIREMENTS JobUnivers == 5\n"
            "  SET Requirements = TARGET.HasDockr && $(MY.Requirments)\n"
            "  if defined MY.AcctGrup\n"
            "  endif\n"
            "  EVALMACRO n = $INT(MY.RequestCpu) * 2")
    text = block(body)
    document, found = run(tmp_path, text)
    got = [(position(document, d), document.source[d.range.start:d.range.end].decode(), d.severity,
            d.fixes[0].edits[0].new_text if d.fixes else None) for d in found if d.code == "unknown-attribute"]
    assert got == [
        (where_written(text, "JobUnivers "), "JobUnivers", Severity.WARNING, "JobUniverse"),
        (where_written(text, "HasDockr"), "HasDockr", Severity.WARNING, "HasDocker"),
        (where_written(text, "Requirments"), "Requirments", Severity.WARNING, "Requirements"),
        (where_written(text, "AcctGrup"), "AcctGrup", Severity.WARNING, "AcctGroup"),
        (where_written(text, "RequestCpu)"), "RequestCpu", Severity.WARNING, "RequestCpus"),
    ]
    assert got[0][0] == (2, 15) and got[-1][0] == (6, 24)
    messages = {d.message for d in found if d.code == "unknown-attribute"}
    assert "`HasDockr` is not an attribute of the machine ad (TARGET); did you mean `HasDocker`?" in messages
    assert ("`AcctGrup` is not an attribute of the job ad; did you mean `AcctGroup`? (`defined MY.AcctGrup` is "
            "false)") in messages


def test_continued_line_and_variable_values_are_placed_where_written(tmp_path: Path) -> None:
    body = ('  reqs = Ownr == "alice"\n'
            "  SET Requirements = $(reqs) && \\\n"
            "      RequestMemroy > 100")
    text = block(body)
    document, found = run(tmp_path, text)
    got = [(position(document, d), document.source[d.range.start:d.range.end].decode()) for d in found
           if d.code == "unknown-attribute"]
    assert got == [(where_written(text, "Ownr"), "Ownr"), (where_written(text, "RequestMemroy"), "RequestMemroy")]
    assert got[1][0] == (4, 6)  # on the continuation line
    for item in found:
        if item.code == "unknown-attribute":
            assert item.fixes  # written here in one piece: the fix can replace it


def test_a_variable_read_by_two_statements_is_reported_once(tmp_path: Path) -> None:
    body = "  extra = Ownr == \"x\"\n  SET A $(extra)\n  SET B $(extra) || true"
    document, found = run(tmp_path, block(body))
    assert [t for t, _s, _m in hits(document, found)] == ["Ownr"]


def test_names_from_knobs_outside_the_transform_are_shown_where_the_transform_reads_them(tmp_path: Path) -> None:
    text = 'GROUP_EXPR = strcat("g_", Ownr, CustomGroupTag)\n' + block("  EVALSET AcctGroup $(GROUP_EXPR)")
    document, found = run(tmp_path, text)
    item = only(document, found)
    # at the statement's $(GROUP_EXPR): the knob itself is the configuration rules' to judge, and
    # a name with no close known one (CustomGroupTag) is not worth a word there
    assert position(document, item) == where_written(text, "$(GROUP_EXPR)")
    assert document.source[item.range.start:item.range.end] == b"$(GROUP_EXPR)"
    assert item.message == ("`Ownr` is not an attribute of the job ad; did you mean `Owner`? "
                            "(in $(GROUP_EXPR), as the transform expands it)")
    assert item.severity is Severity.WARNING and not item.fixes


# ---------------------------------------------------------------------------- TARGET when there is none
@pytest.mark.parametrize("body, reader", [
    ("  REQUIREMENTS TARGET.HasDocker", "REQUIREMENTS"),
    ("  EVALSET Flag = TARGET.HasDocker", "EVALSET Flag"),
    ("  EVALMACRO flag = TARGET.HasDocker", "EVALMACRO flag"),
])
def test_target_in_what_the_transform_evaluates_is_undefined(tmp_path: Path, body: str, reader: str) -> None:
    document, found = run(tmp_path, block(body))
    item = only(document, found)
    assert document.source[item.range.start:item.range.end] == b"TARGET.HasDocker"
    assert item.severity is Severity.WARNING
    assert item.message.startswith(f"`TARGET.HasDocker` is always undefined here: {reader} is evaluated in the "
                                   "job ad alone")
    assert apply(document, item.fixes[0]) == block(body.replace("TARGET.HasDocker", "HasDocker"))


def test_target_in_a_stored_expression_is_the_machine(tmp_path: Path) -> None:
    document, found = run(tmp_path, block("  SET Requirements = TARGET.HasDocker && MY.RequestMemory > 1"))
    assert hits(document, found) == []


def test_router_route_is_judged_like_a_schedd_transform(tmp_path: Path) -> None:
    text = ("JOB_ROUTER_ROUTE_NAMES = Site\n"
            "JOB_ROUTER_ROUTE_Site @=rt\n"
            "  REQUIREMENTS target.WantJobRouter && JobUnivrse == 5\n"
            '  GridResource = "batch slurm"\n'
            "  SET RoutedBy = $(MY.RoutedFlag)\n"
            "@rt\n"
            "JOB_ROUTER_PRE_ROUTE_TRANSFORM_NAMES = Mark\n"
            "JOB_ROUTER_TRANSFORM_Mark @=end\n"
            "  SET RoutedFlag = true\n"
            "@end\n")
    document, found = run(tmp_path, text)
    got = [(t, s) for t, s, _m in hits(document, found)]
    # the route's requirements see the job alone (route ads lost their TARGET when routes became
    # transforms); RoutedFlag is written by a pre-route transform of the same daemon
    assert got == [("target.WantJobRouter", Severity.WARNING), ("JobUnivrse", Severity.WARNING)]


# ---------------------------------------------------------------------------- what is known
def test_names_the_transform_writes_are_known(tmp_path: Path) -> None:
    body = ("  SET ShortProject = \"p1\"\n"
            "  COPY Owner = OriginalOwner\n"
            "  RENAME AcctGroup RequestedGroup\n"
            "  COPY /Request(.+)/ Original\\1\n"
            "  EVALSET Label = strcat(ShortProject, OriginalOwner, RequestedGroup, OriginalMemory)\n"
            "  SET Note \"$(MY.ShortProject) $(MY.OriginalOwner)\"\n"
            "  +Extra = 1\n"
            "  SET Other \"$(MY.Extra)\"")
    document, found = run(tmp_path, block(body))
    assert hits(document, found) == []


def test_a_misspelling_of_a_written_name_is_caught(tmp_path: Path) -> None:
    document, found = run(tmp_path, block("  SET ShortProjectName = \"p1\"\n  SET Copy = $(MY.ShortProjectNam)"))
    item = only(document, found)
    assert item.severity is Severity.WARNING and "did you mean `ShortProjectName`?" in item.message


def test_a_new_name_made_at_run_time_makes_the_names_unknowable(tmp_path: Path) -> None:
    body = "  COPY Owner $(prefix)Owner\n  EVALSET Label = strcat(ProjectBudgetCode, \"x\")"
    document, found = run(tmp_path, "prefix = Saved\n" + block(body))
    assert hits(document, found) == []


def test_names_written_by_another_transform_of_the_schedd_are_known(tmp_path: Path) -> None:
    text = ("JOB_TRANSFORM_NAMES = First, Second\n"
            "JOB_TRANSFORM_First = SET CampusTier 2\n"
            "JOB_TRANSFORM_Second @=end\n  SET Prio = $(MY.CampusTier) + CampusTier\n@end\n")
    document, found = run(tmp_path, text)
    assert hits(document, found) == []
    # a name only the job router writes is not the schedd's
    text = ("JOB_TRANSFORM_NAMES = Second\n"
            "JOB_TRANSFORM_Second @=end\n  SET Prio = $(MY.CampusTier) + 1\n@end\n"
            "JOB_ROUTER_PRE_ROUTE_TRANSFORM_NAMES = Mark\n"
            "JOB_ROUTER_TRANSFORM_Mark = SET CampusTier 2\n")
    document, found = run(tmp_path, text)
    assert [(t, s) for t, s, _m in hits(document, found)] == [("CampusTier", Severity.HINT)]


def test_settings_and_submit_attrs_declare_job_names(tmp_path: Path) -> None:
    body = "  EVALSET Charge = ProjectBudgetCode * 2\n  SET Label \"$(MY.Department)\""
    document, found = run(tmp_path, block(body))
    assert [t for t, _s, _m in hits(document, found)] == ["ProjectBudgetCode", "Department"]
    settings, warnings = LsSettings.from_json({"attributes": {"job": ["ProjectBudgetCode", "Department"]}})
    assert warnings == []
    document, found = run(tmp_path, block(body), settings=settings)
    assert hits(document, found) == []
    document, found = run(tmp_path, "SUBMIT_ATTRS = ProjectBudgetCode Department\n" + block(body))
    assert hits(document, found) == []
    # the same settings are read for a rules file, which has no configuration of its own
    document, found = run(tmp_path, body.replace("  ", "") + "\n", "rules.xform", settings=settings)
    assert hits(document, found) == []


def test_rules_file_reads_the_configuration_named_in_the_settings(tmp_path: Path) -> None:
    (tmp_path / "condor_config").write_text("SUBMIT_ATTRS = ProjectBudgetCode\n", encoding="utf-8")
    settings, _ = LsSettings.from_json({"configRoot": str(tmp_path / "condor_config")})
    document, found = run(tmp_path, "EVALSET Charge = ProjectBudgetCode * 2\n", "rules.xform", settings=settings)
    assert hits(document, found) == []


def test_extended_submit_commands_are_job_attributes(tmp_path: Path) -> None:
    text = ("EXTENDED_SUBMIT_COMMANDS @=end\n  checkpoint_storage = \"string\"\n  accounting_group_user = error\n@end\n"
            + block("  EVALMACRO IsSpool (checkpoint_storage == \"spool\")\n  SET A $(MY.accounting_group_usr)"))
    document, found = run(tmp_path, text)
    assert [t for t, _s, _m in hits(document, found)] == ["accounting_group_usr"]  # a misspelling, not `error`


def test_defaults_expect_absence(tmp_path: Path) -> None:
    body = "  SET A \"$(MY.SiteLabel:none)\"\n  if defined MY.SiteLabel\n  endif\n  SET B \"$(MY.Ownr:none)\""
    document, found = run(tmp_path, block(body))
    # an unknown name with a default is expected to be missing; a misspelt one is still caught
    assert [(t, s) for t, s, _m in hits(document, found)] == [("Ownr", Severity.WARNING)]


def test_rules_can_be_disabled_and_their_severity_changed(tmp_path: Path) -> None:
    text = block("  EVALSET A = Ownr\n  SET Project CHTC")
    settings, _ = LsSettings.from_json({"rules": {"disable": ["unknown-attribute"]}})
    document, found = run(tmp_path, text, settings=settings)
    assert hits(document, found) == [] and hits(document, found, "unquoted-word")
    settings, _ = LsSettings.from_json({"rules": {"severity": {"unquoted-word": "error"}}})
    document, found = run(tmp_path, text, settings=settings)
    assert [s for _t, s, _m in hits(document, found, "unquoted-word")] == [Severity.ERROR]
    assert {"unknown-attribute", "unquoted-word"} <= set(EXPRESSION_CODES)


# ---------------------------------------------------------------------------- unquoted words
def test_unquoted_word_in_set(tmp_path: Path) -> None:
    text = block("  SET Project CHTC")
    document, found = run(tmp_path, text)
    item = only(document, found, "unquoted-word")
    assert position(document, item) == where_written(text, "CHTC") == (2, 14)
    assert item.severity is Severity.WARNING
    assert item.message == ('`CHTC` is not quoted, so SET Project stores an attribute reference that no ad defines '
                            '(undefined); write "CHTC" to set a string')
    assert apply(document, item.fixes[0]) == block('  SET Project "CHTC"')
    assert hits(document, found) == []  # the word is reported once, as an unquoted word


@pytest.mark.parametrize("body", ['SET Project "CHTC"', "SET Copy Owner", "SET Flag true", "SET A 1",
                                  "DEFAULT Group AcctGroup", "SET Project $(MY.ProjectName)",
                                  'EVALSET Name = strcat("a", Owner)'])
def test_values_that_are_not_unquoted_words(tmp_path: Path, body: str) -> None:
    document, found = run(tmp_path, block("  " + body))
    assert hits(document, found, "unquoted-word") == []


def test_unquoted_word_through_a_variable_has_no_fix(tmp_path: Path) -> None:
    document, found = run(tmp_path, block("  grp = physics\n  DEFAULT AcctGroup $(grp)"))
    item = only(document, found, "unquoted-word")
    assert document.source[item.range.start:item.range.end] == b"$(grp)"
    assert "`physics` is not quoted, so DEFAULT AcctGroup" in item.message
    assert not item.fixes


def test_unquoted_word_in_a_rules_file(tmp_path: Path) -> None:
    document, found = run(tmp_path, "EVALSET Site UW-Madison\n", "rules.xform")
    item = only(document, found, "unquoted-word")
    assert document.source[item.range.start:item.range.end] == b"UW-Madison"
    assert "EVALSET Site evaluates an attribute reference" in item.message


# ---------------------------------------------------------------------------- no false alarms
FIXTURES = Path(__file__).resolve().parent / "fixtures" / "transforms"

#: a transform in the style of the manual's `unresolved()` example: a clause added to the job's
#: requirements unless they already name the attribute
PLATFORM = """\
JOB_TRANSFORM_NAMES = Platform
JOB_TRANSFORM_Platform @=end
   REQUIREMENTS ! unresolved(Requirements, "OpSysName")
   SET Requirements $(MY.Requirements) && OpSysName == "AlmaLinux"
@end
"""


@pytest.mark.parametrize("name, hints", [
    ("schedd.config", ["WantOldOS"]),  # a custom attribute, as the manual's example says of its own
    ("router.config", ["WantRouting"]),  # the source constraint's (a config knob), set by jobs that want routing
    # set by jobs (or an extended submit command); store_choice is read only inside `if defined MY.store_choice`
    ("shipped_style.config", ["PinnedSite"]),
    ("counting.xform", []),
    ("iterate.xform", []),
])
def test_transforms_in_the_manual_s_style_get_hints_at_most(tmp_path: Path, name: str, hints: list[str]) -> None:
    text = (FIXTURES / name).read_text(encoding="utf-8")
    document, found = run(tmp_path, text, name if name.endswith(".xform") else "condor_config")
    assert [d for d in found if d.code in CODES and d.severity is not Severity.HINT] == []
    assert [t for t, _s, _m in hits(document, found)] == hints


def test_unresolved_style_transform_is_clean(tmp_path: Path) -> None:
    document, found = run(tmp_path, PLATFORM)
    assert [d for d in found if d.code in CODES] == []


def test_the_fixtures_are_looked_at(tmp_path: Path) -> None:
    """Silence on the fixtures is not for lack of looking: a misspelling in each is caught."""
    typos = {"schedd.config": ("userMap(\"Teams\", Owner", "userMap(\"Teams\", Ownr", "Ownr"),
             "shipped_style.config": ("$(MY.JobMachineAttrs),", "$(MY.JobMachineAtrs),", "JobMachineAtrs"),
             "router.config": ("(time() - QDate)", "(time() - QDat)", "QDat"),
             "counting.xform": ("ResidentSetSize", "ResidentSetSiz", "ResidentSetSiz")}
    for name, (old, new, misspelt) in typos.items():
        text = (FIXTURES / name).read_text(encoding="utf-8")
        assert old in text, name
        document, found = run(tmp_path, text.replace(old, new, 1), name if name.endswith(".xform") else "condor_config")
        assert [s for t, s, _m in hits(document, found) if t == misspelt] == [Severity.WARNING], name


def test_htcondors_own_transforms_get_hints_at_most() -> None:
    from test_transform_diagnostics import SHIPPED, _Everywhere

    context = AnalysisContext()
    document = Document.parse("file:///nonexistent/t/condor_config", LanguageId.CONFIG, SHIPPED)
    view = config_view(document, context)
    known = config_names(view, context)
    placer = _Everywhere(document, None)
    uses = 0
    for definition in sources.body_definitions(view.configset):
        unit = definition_unit(definition)
        assert unit is not None
        analysis = analyse(unit, Environment(view.configset))
        uses += len(analysis.uses)
        writes = Writes.union((transform_writes(unit.transform), _daemon_writes(view, unit)))
        found = attribute_diagnostics(analysis, known, writes, placer)
        assert [d.message for d in found if d.severity is not None] == [], definition.name
        # only the annex templates name an attribute HTCondor's tools set outside its schema
        assert all("TargetAnnexName" in d.message for d in found), definition.name
    assert uses > 30  # the references were all looked at


# ---------------------------------------------------------------------------- never a crash
_PIECES = ["SET A Ownr", "SET Project CHTC", "EVALSET B TARGET.X", "REQUIREMENTS TARGET.Y && Foo", "SET C $(MY.Ownr)",
           "if defined MY.Reqs", "endif", "COPY /a(.)/ b\\1", "COPY A $(x)", "RENAME A B", "x = Ownr", "SET D $(x)",
           "+E = 1", "SET F $(MY.E:z)", "EVALMACRO g = $INT(MY.", "SET H $(MY.)", "SET I $(", "SET J \"$(MY.a)",
           "tmp @=t", "@t", "SET K MY.", "SET L TARGET.", "EVALSET M = $(n)x", "\\"]


@given(st.lists(st.sampled_from(_PIECES) | st.text(max_size=10), max_size=10), st.booleans())
@settings(max_examples=120, deadline=None)
def test_attribute_checks_never_raise(lines: list[str], in_config: bool) -> None:
    from condor_ls.analysis.rules.registry import load_rules

    body = "\n".join(lines)
    if in_config:
        text, language, uri = block(body), LanguageId.CONFIG, "file:///nonexistent/fuzz/condor_config"
    else:
        text, language, uri = body + "\n", LanguageId.TRANSFORM, "file:///nonexistent/fuzz/r.xform"
    document = Document.parse(uri, language, text)
    for item in load_rules()["transform-expression"].check(document, AnalysisContext()):
        assert 0 <= item.range.start <= item.range.end <= len(document.source)
        for fix in item.fixes:
            for edit in fix.edits:
                assert 0 <= edit.range.start <= edit.range.end <= len(document.source)
