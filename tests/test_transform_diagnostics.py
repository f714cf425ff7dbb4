"""Diagnostics for transforms: every rule, its placement, and silence on correct transforms
(HTCondor's own templates, configurations in the manual's style)."""
from __future__ import annotations

from pathlib import Path

import pytest

from condor_ls.analysis.context import AnalysisContext
from condor_ls.analysis.model import Severity, TextRange
from condor_ls.analysis.rules.registry import diagnostics
from condor_ls.analysis.transforms.checks import Environment, check
from condor_ls.analysis.transforms.units import Placer, definition_unit
from condor_ls.config.reader import load_config
from condor_ls.syntax.document import Document
from condor_ls.syntax.languages import LanguageId
from condor_ls.transform import sources

FIXTURES = Path(__file__).resolve().parent / "fixtures" / "transforms"


def diags(text: str, language: LanguageId = LanguageId.CONFIG, path: str = "/nonexistent/t/condor_config"):
    document = Document.parse(Path(path).as_uri(), language, text)
    found = diagnostics(document, AnalysisContext())
    return [(d.code, d.severity, document.source[d.range.start:d.range.end].decode(), d.message) for d in found]


def xform(body: str, name: str = "X") -> str:
    return f"JOB_TRANSFORM_NAMES = {name}\nJOB_TRANSFORM_{name} @=end\n{body}\n@end\n"


def codes(found) -> list[str]:
    return [c for c, *_ in found if c.startswith("transform") or c in (
        "unknown-function", "function-arity", "undefined-comparison", "constant-error", "deprecated-attribute",
        "undefined-macro", "unknown-attribute", "unquoted-word")]


# ---------------------------------------------------------------------------- the examples
def test_misspelt_statement_unterminated_string_and_unclosed_call() -> None:
    found = diags(xform('SETT Requirements = 1\nSET DockerImage = "SL6\nEVALSET Foo = strcat(Owner,'))
    by_code = {(c, text): (sev, msg) for c, sev, text, msg in found}
    sev, msg = by_code[("transform-unknown-statement", "SETT")]
    assert sev is Severity.ERROR and "did you mean SET?" in msg and "rejects every job" in msg
    sev, msg = by_code[("transform-expression", '"')]
    assert sev is Severity.ERROR and "unterminated string" in msg
    sev, msg = by_code[("transform-expression", "(")]
    assert sev is Severity.ERROR and "never closed" in msg


def test_my_attribute_is_not_an_undefined_macro() -> None:
    found = diags(xform("SET Requirements = TARGET.HasDocker && $(MY.Requirements)"))
    assert codes(found) == []


def test_my_attribute_in_a_knob_a_transform_reads() -> None:
    text = 'DEST = "/ckpt/$(MY.Site)"\nOTHER = $(MY.Site)\n' + xform("SET D $(DEST)")
    document = Document.parse(Path("/nonexistent/t/condor_config").as_uri(), LanguageId.CONFIG, text)
    found = [d for d in diagnostics(document, AnalysisContext()) if d.code == "undefined-macro"]
    # only OTHER's reference is reported: DEST is read by a transform, where MY. is the job
    assert [document.source.count(b"\n", 0, d.range.start) for d in found] == [1]


def test_unknown_statement_fix() -> None:
    document = Document.parse("file:///nonexistent/a.xform", LanguageId.TRANSFORM, "EVALSTE A 1\n")
    (found,) = [d for d in diagnostics(document, AnalysisContext()) if d.code == "transform-unknown-statement"]
    assert found.fixes and found.fixes[0].edits[0].new_text == "EVALSET"


# ---------------------------------------------------------------------------- each rule
@pytest.mark.parametrize("body, code, text, severity", [
    ("Foo: bar", "transform-unknown-statement", "Foo:", Severity.ERROR),
    ("queue = 1", "transform-unknown-statement", "queue", Severity.ERROR),
    ("SET Foo", "transform-arguments", "SET", Severity.ERROR),
    ("DELETE A B", "transform-arguments", "B", Severity.WARNING),
    ("UNIVERSE vanila", "transform-arguments", "vanila", Severity.WARNING),
    ("SET A strcatt(1)", "unknown-function", "strcatt", Severity.ERROR),
    ("SET A size(1, 2)", "function-arity", "size(1, 2)", Severity.ERROR),
    ("SET A B == undefined", "undefined-comparison", "==", Severity.WARNING),
    ('SET A "x" * 2', "constant-error", '"x" * 2', Severity.WARNING),
    ("SET A vm1_State", "deprecated-attribute", "vm1_State", Severity.WARNING),
    ("DELETE /unclosed", "transform-regex", "/unclosed", Severity.ERROR),
    ("DELETE /x/q", "transform-regex", "/x/q", Severity.ERROR),
    ("COPY /a(/ b", "transform-regex", "/a(/", Severity.ERROR),
    ("DELETE /x/g", "transform-regex", "g", Severity.HINT),
    ("SET $(x) 1", "transform-attribute", "$(x)", Severity.ERROR),
    ("SET 1abc 1", "transform-attribute", "1abc", Severity.WARNING),
    ('COPY A "B"', "transform-attribute", '"B"', Severity.ERROR),
    ("COPY /a(.)/ X\\2", "transform-attribute", "\\2", Severity.WARNING),
    ("SET A $(nowhere)", "transform-variable", "nowhere", Severity.WARNING),
    ("SET A $(later)\nlater = 1", "transform-variable", "later", Severity.WARNING),
    ("bad-name = 1", "transform-structure", "bad-name", Severity.ERROR),
    ("if defined X\nSET A 1", "transform-structure", "if", Severity.ERROR),
    ("endif", "transform-structure", "endif", Severity.ERROR),
    ("if defined A\nelse\nelse\nendif", "transform-structure", "else", Severity.ERROR),
    ("tmp @=x\nSET A 1", "transform-structure", "tmp @=x", Severity.ERROR),
    ("if defined MY.A\nREQUIREMENTS true\nendif", "transform-meta", "REQUIREMENTS", Severity.WARNING),
    ("REQUIREMENTS a\nREQUIREMENTS b", "transform-meta", "REQUIREMENTS", Severity.WARNING),
    ("NAME Other", "transform-meta", "NAME", Severity.HINT),
    ("UNIVERSE grid", "transform-meta", "UNIVERSE", Severity.HINT),
    ("TRANSFORM 2", "transform-meta", "2", Severity.WARNING),
    ("TRANSFORM 1\nSET A 1", "transform-meta", "SET A 1", Severity.WARNING),
    ("REQUIREMENTS $(X) == 1", "transform-requirements", "$", Severity.ERROR),
    ("REQUIREMENTS (a", "transform-requirements", None, Severity.ERROR),
    ("include : extra.xform", "transform-include", "include", Severity.WARNING),
    ("use ROLE : Execute", "transform-include", "use", Severity.WARNING),
    ("+Extra = 1", "transform-job-macro", "+Extra = 1", Severity.WARNING),
    ("if JobUniverse == 5\nSET A 1\nendif", "transform-condition", "JobUniverse == 5", Severity.WARNING),
    ("if defined\nendif\nif version > 1.0\nendif", "transform-structure", "version > 1.0", Severity.ERROR),
])
def test_rule(body: str, code: str, text: str | None, severity: Severity) -> None:
    found = [(c, s, t) for c, s, t, _m in diags(xform(body)) if c == code]
    assert found, diags(xform(body))
    assert any(s is severity and (text is None or t == text) for _c, s, t in found), found


@pytest.mark.parametrize("body", [
    "SET A 1", "DEFAULT A, 1", "EVALSET A = 1 + 2", "EVALMACRO x = 1\nSET A $(x)", "COPY A = B", "RENAME A B",
    "DELETE A", "COPY /Res(.+)/ Orig\\1", "DELETE /x/i", "x = 1\nSET A $(x)", "if defined MY.A\nSET B 1\nendif",
    "tmp @=x\n a\n@x\nSET A $(tmp)", "REQUIREMENTS JobUniverse == 5", "TRANSFORM", "SET A $(IsLinux)",
    "SET A $(MY.Owner:none)", "EVALSET A $(UNDEFINED_BUT_DEFAULTED:1)", "error : refused",
])
def test_correct_statements_are_silent(body: str) -> None:
    assert codes(diags(xform(body))) == []


def test_expression_findings_are_placed_where_written() -> None:
    text = xform("reqs = strcatt(a)\nSET A $(reqs)")
    (found,) = [f for f in diags(text) if f[0] == "unknown-function"]
    assert found[2] == "strcatt"  # in the variable's value, two lines up


def test_run_time_values_do_not_make_syntax_errors() -> None:
    text = xform("EVALMACRO n = 5\nSET A $(n)1\nSET B $(MY.Owner)y + 1")
    assert codes(diags(text)) == []


# ---------------------------------------------------------------------------- names and bodies
def test_listed_without_body_and_body_not_listed() -> None:
    text = ("JOB_TRANSFORM_NAMES = Known, Missing\nJOB_TRANSFORM_Known = SET A 1\nJOB_TRANSFORM_Orphan = SET B 1\n"
            "JOB_ROUTER_PRE_ROUTE_TRANSFORM_NAMES = Gone\n")
    found = [(c, s, t) for c, s, t, _m in diags(text) if c == "transform-names"]
    assert ("transform-names", Severity.WARNING, "Missing") in found
    assert ("transform-names", Severity.WARNING, "JOB_TRANSFORM_Orphan") in found
    assert ("transform-names", Severity.ERROR, "Gone") in found  # the router would disable routing


def test_route_without_requirements() -> None:
    text = "JOB_ROUTER_ROUTE_NAMES = A\nJOB_ROUTER_ROUTE_A @=rt\nGridResource = \"batch slurm\"\n@rt\n"
    assert ("transform-route", Severity.ERROR) in [(c, s) for c, s, _t, _m in diags(text)]
    with_constraint = "JOB_ROUTER_SOURCE_JOB_CONSTRAINT = WantRouting\n" + text
    assert "transform-route" not in [c for c, *_ in diags(with_constraint)]


def test_old_form_is_reported_and_parsed_as_a_classad() -> None:
    text = ("JOB_TRANSFORM_NAMES = Old\nJOB_TRANSFORM_Old = [ Name = \"Old\"; set_Foo = 1; ]\n"
            "JOB_ROUTER_ENTRIES @=end\n[ Name = \"A\"; GridResource = \"batch\"; \n@end\n")
    found = [(c, s, t) for c, s, t, _m in diags(text) if c == "transform-old-form"]
    assert ("transform-old-form", Severity.WARNING, "JOB_TRANSFORM_Old") in found
    assert ("transform-old-form", Severity.WARNING, "JOB_ROUTER_ENTRIES") in found
    assert any(s is Severity.ERROR for _c, s, _t in found)  # the unclosed `[`
    assert not [c for c, *_ in diags(text) if c in ("transform-unknown-statement", "transform-expression")]


# ---------------------------------------------------------------------------- rules files
def test_rules_file_undefined_variables_are_hints() -> None:
    found = diags("SET A $(site)\n", LanguageId.TRANSFORM, "/nonexistent/r.xform")
    assert [(c, s) for c, s, _t, _m in found] == [("transform-variable", Severity.HINT)]


def test_rules_file_grammar_errors_are_not_doubled() -> None:
    found = diags("if defined MY.A\nSET A 1\n", LanguageId.TRANSFORM, "/nonexistent/r.xform")
    assert [c for c, *_ in found] == ["missing-token"]
    found = diags("SETT A 1\n", LanguageId.TRANSFORM, "/nonexistent/r.xform")
    assert [c for c, *_ in found] == ["transform-unknown-statement"]


def test_rules_file_iteration_errors() -> None:
    found = diags("SET A $(Item)\nTRANSFORM Item from (\n a\n", LanguageId.TRANSFORM, "/nonexistent/r.xform")
    assert "transform-arguments" in [c for c, *_ in found]


# ---------------------------------------------------------------------------- silence on correct files
@pytest.mark.parametrize("name", ["schedd.config", "shipped_style.config", "router.config", "counting.xform",
                                  "iterate.xform"])
def test_fixtures_modelled_on_the_manual_and_templates_are_clean(name: str) -> None:
    path = FIXTURES / name
    language = LanguageId.TRANSFORM if name.endswith(".xform") else LanguageId.CONFIG
    document = Document.parse(path.as_uri(), language, path.read_text())
    found = [d for d in diagnostics(document, AnalysisContext()) if d.severity is not Severity.HINT]
    assert found == []


class _Everywhere(Placer):
    """Places every finding (HTCondor's templates live in no file of ours)."""

    def is_here(self, origin):  # type: ignore[no-untyped-def]
        return origin is not None

    def range(self, origin, length=0):  # type: ignore[no-untyped-def]
        return TextRange(0, 0) if origin is not None else None


SHIPPED = """\
ANNEX_JOBS_EXCLUSIVELY = true
DEFAULT_CHECKPOINT_DESTINATION_PREFIX = /checkpoints
use FEATURE : AssignAccountingGroup(/etc/condor/groups.map)
use FEATURE : AssignProjectName(ProjectMap, /etc/condor/projects.map)
use FEATURE : HPC_ANNEX
use FEATURE : PelicanRetryPolicy
use POLICY : OnlyRegisteredCheckpointDestinations
use FEATURE : DefaultCheckpointDestination
"""


def test_htcondors_own_transforms_have_no_diagnostic_above_hint() -> None:
    config = load_config("/nonexistent/t/condor_config", text=SHIPPED, subsystem="SCHEDD",
                         read_file=lambda p: (_ for _ in ()).throw(OSError()))
    bodies = sources.body_definitions(config)
    assert {d.name for d in bodies} >= {"JOB_TRANSFORM_AssignAccountingGroup", "JOB_TRANSFORM_SetProjectName",
                                        "JOB_TRANSFORM_AssignAnnex", "JOB_TRANSFORM_AnnexJobsExclusively",
                                        "JOB_TRANSFORM_PelicanRetry", "JOB_TRANSFORM_ValidateCheckpointDestination",
                                        "JOB_TRANSFORM_CheckpointStorage"}
    document = Document.parse("file:///nonexistent/t/condor_config", LanguageId.CONFIG, SHIPPED)
    placer = _Everywhere(document, None)
    for definition in bodies:
        unit = definition_unit(definition)
        assert unit is not None
        found = check(unit, Environment(config), placer)
        assert [d for d in found if d.severity not in (Severity.HINT,)] == [], definition.name


def test_a_doc_example_with_an_extra_parenthesis_is_caught() -> None:
    # the manual's job router example closes one parenthesis too many in PeriodicRemove
    text = ("JOB_ROUTER_PRE_ROUTE_TRANSFORM_NAMES = D\nJOB_ROUTER_TRANSFORM_D @=jrd\n"
            "SET PeriodicRemove = JobStatus == 5 || \\\n    (JobStatus == 1 && (time() - QDate) > 3600*6))\n@jrd\n")
    found = [(c, t, m) for c, _s, t, m in diags(text) if c == "transform-expression"]
    assert found and found[0][1] == ")" and "unmatched" in found[0][2]


# ---------------------------------------------------------------------------- the catalogue
def _catalogue() -> list[tuple[str, str, str]]:
    """(code, "bad"/"good", text) for every example of a transform rule in docs/rules.md, and for
    the examples other rules label "(transform ...)"."""
    import re

    text = (Path(__file__).resolve().parents[1] / "docs" / "rules.md").read_text(encoding="utf-8")
    parts = re.split(r"^### `([a-z0-9-]+)`\n", text, flags=re.MULTILINE)
    out = []
    for code, body in zip(parts[1::2], parts[2::2]):
        for label, block in re.findall(r"^((?:Bad|Good)[^\n]*)\n```\n(.*?)```", body, re.MULTILINE | re.DOTALL):
            if code.startswith("transform-") or "(transform" in label:
                out.append((code, label.split()[0].rstrip(":").lower(), block))
    return out


@pytest.mark.parametrize(("code", "kind", "text"), _catalogue(), ids=[f"{c}-{k}" for c, k, _ in _catalogue()])
def test_documented_transform_examples(tmp_path: Path, code: str, kind: str, text: str) -> None:
    is_config = text.startswith(("JOB_TRANSFORM", "JOB_ROUTER"))
    path = tmp_path / ("condor_config" if is_config else "rules.xform")
    path.write_text(text, encoding="utf-8")
    document = Document.parse(path.as_uri(), LanguageId.CONFIG if is_config else LanguageId.TRANSFORM, text)
    found = {d.code for d in diagnostics(document, AnalysisContext())}
    assert (code in found) == (kind == "bad"), found
    if kind == "good":
        assert not {c for c in found if c.startswith("transform")}, found


# ---------------------------------------------------------------------------- kept across edits
def test_findings_kept_across_edits_follow_the_text_and_the_configuration() -> None:
    body = xform("SET A $(SITE_NAME)\nSETT B 1")
    first = diags(body)
    assert {c for c, *_ in first} >= {"transform-variable", "transform-unknown-statement"}
    # a line typed above the transform moves its findings with it
    moved = diags("# a comment typed above\n" + body)
    assert [(c, t) for c, _s, t, _m in moved if c.startswith("transform")] == \
        [(c, t) for c, _s, t, _m in first if c.startswith("transform")]
    # defining the knob the transform reads is seen, although the transform did not change
    defined = diags("SITE_NAME = north\n" + body)
    assert "transform-variable" not in {c for c, *_ in defined}
    assert "transform-unknown-statement" in {c for c, *_ in defined}


def test_kept_findings_are_placed_in_each_document() -> None:
    text = xform("SETT B 1")
    a = Document.parse(Path("/nonexistent/a/condor_config").as_uri(), LanguageId.CONFIG, text)
    b = Document.parse(Path("/nonexistent/b/condor_config").as_uri(), LanguageId.CONFIG, "\n\n" + text)
    found_a = [d for d in diagnostics(a, AnalysisContext()) if d.code == "transform-unknown-statement"]
    found_b = [d for d in diagnostics(b, AnalysisContext()) if d.code == "transform-unknown-statement"]
    assert found_b[0].range.start == found_a[0].range.start + 2
    assert found_b[0].fixes[0].edits[0].uri == b.uri
