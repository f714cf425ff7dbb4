"""Diagnostic rules for condor_config files and the ClassAd expressions inside them."""
from __future__ import annotations

import re
from pathlib import Path

import pytest

from condor_ls.analysis.configview import view as config_view_module
from condor_ls.analysis.context import AnalysisContext, path_to_uri
from condor_ls.analysis.rules.registry import RULES, diagnostics, load_rules
from condor_ls.analysis.model import Diagnostic, Fix, Severity, Tag
from condor_ls.analysis.settings import Settings
from condor_ls.config import knobs
from condor_ls.syntax.document import Document
from condor_ls.syntax.languages import LanguageId

REPO = Path(__file__).resolve().parents[1]
FIXTURES = Path(__file__).resolve().parent / "fixtures" / "configs"

MACHINE_BUSY = """\
MINUTE = 60
CPUBusy = (LoadAvg > 0.5)
KeyboardBusy = (KeyboardIdle < $(MINUTE))
MachineBusy = ($(CPUBusy) || $(KeyboardBusy)
SUSPEND = $(MachineBusy)
"""


def write(root: Path, files: dict[str, str]) -> None:
    for name, text in files.items():
        path = root / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")


def analyse(path: Path, text: str | None = None, settings: Settings | None = None,
            context: AnalysisContext | None = None) -> tuple[Document, list[Diagnostic]]:
    """Diagnostics of the document at ``path`` (its text from disk unless given)."""
    if text is None:
        text = path.read_text(encoding="utf-8")
    document = Document.parse(path_to_uri(str(path)), LanguageId.CONFIG, text)
    context = context or AnalysisContext(settings=settings or Settings())
    return document, diagnostics(document, context)


def lone(tmp_path: Path, text: str, name: str = "condor_config") -> tuple[Document, list[Diagnostic]]:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return analyse(path)


def text_of(document: Document, diagnostic: Diagnostic) -> str:
    return document.source[diagnostic.range.start:diagnostic.range.end].decode()


def line_of(document: Document, diagnostic: Diagnostic) -> int:
    """1-based line of the diagnostic's start."""
    return document.source.count(b"\n", 0, diagnostic.range.start) + 1


def coded(found: list[Diagnostic], code: str) -> list[Diagnostic]:
    return [d for d in found if d.code == code]


def apply(document: Document, fix: Fix) -> str:
    """The document's text with a fix's edits applied (all edits are in this document)."""
    data = document.source
    for edit in sorted(fix.edits, key=lambda e: e.range.start, reverse=True):
        assert edit.uri == document.uri
        data = data[:edit.range.start] + edit.new_text.encode() + data[edit.range.end:]
    return data.decode()


# ---------------------------------------------------------------------------- expressions
def test_unclosed_paren_is_reported_at_its_definition_and_at_the_use(tmp_path: Path) -> None:
    document, found = lone(tmp_path, MACHINE_BUSY)
    syntax = coded(found, "expr-syntax")
    at_definition = [d for d in syntax if line_of(document, d) == 4]
    at_use = [d for d in syntax if line_of(document, d) == 5]
    assert len(at_definition) == 1 and len(at_use) == 1, syntax
    assert text_of(document, at_definition[0]) == "("
    assert "never closed" in at_definition[0].message
    assert at_definition[0].severity is Severity.ERROR
    assert text_of(document, at_use[0]) == "$(MachineBusy)"
    related = at_use[0].related[0].location
    assert related.uri == document.uri and document.source[related.range.start:related.range.end] == b"("
    # the quick fix closes the parenthesis at the end of MachineBusy's value, and that cures both
    (fix,) = at_definition[0].fixes
    fixed = apply(document, fix)
    assert "MachineBusy = ($(CPUBusy) || $(KeyboardBusy))\n" in fixed
    _, again = lone(tmp_path, fixed)
    assert coded(again, "expr-syntax") == []


def test_expression_error_in_another_file_points_there(tmp_path: Path) -> None:
    write(tmp_path, {
        "condor_config": "LOCAL_CONFIG_DIR = $(CONFIG_ROOT)/config.d\n" + MACHINE_BUSY.replace("SUSPEND = $(MachineBusy)\n", ""),
        "config.d/10-policy": "# policy\nSUSPEND = $(MachineBusy)\nWANT_SUSPEND = $(UndefinedNowhere:True)\n",
    })
    context = AnalysisContext()
    document, found = analyse(tmp_path / "config.d" / "10-policy", context=context)
    (use,) = coded(found, "expr-syntax")
    assert line_of(document, use) == 2 and text_of(document, use) == "$(MachineBusy)"
    assert use.related[0].location.uri == path_to_uri(str(tmp_path / "condor_config"))
    # MachineBusy is defined in the root: not an undefined macro here
    assert coded(found, "undefined-macro") == []
    assert str(tmp_path / "condor_config") in context.dependencies
    assert str(tmp_path / "config.d") in context.dependencies
    # and the root document shows the error at MachineBusy's parenthesis
    root, root_found = analyse(tmp_path / "condor_config")
    (at_definition,) = coded(root_found, "expr-syntax")
    assert text_of(root, at_definition) == "(" and line_of(root, at_definition) == 5


def test_unknown_function_with_suggestion_and_fix(tmp_path: Path) -> None:
    document, found = lone(tmp_path, "START = strcmpp(Owner, \"bob\") == 0\n")
    (diag,) = coded(found, "unknown-function")
    assert text_of(document, diag) == "strcmpp" and "strcmp()" in diag.message
    assert "START = strcmp(Owner" in apply(document, diag.fixes[0])


def test_wrong_arity(tmp_path: Path) -> None:
    document, found = lone(tmp_path, "START = size(Owner, 2) > 1 && strcat() == \"\"\n")
    messages = [(text_of(document, d), d.message) for d in coded(found, "function-arity")]
    assert ("size(Owner, 2)", "size() takes exactly 1 argument, but is given 2") in messages
    assert len(messages) == 1  # strcat accepts any number of arguments
    assert coded(found, "constant-error") == []  # the arity finding is enough


def test_constant_type_error(tmp_path: Path) -> None:
    document, found = lone(tmp_path, 'START = Owner == "coltrane" * 1000000000000\nRANK = KeyboardIdle * 2\n')
    (diag,) = coded(found, "constant-error")
    assert text_of(document, diag) == '"coltrane" * 1000000000000'
    assert "string and integer is always error" in diag.message


def test_constant_error_through_a_constant_macro(tmp_path: Path) -> None:
    document, found = lone(tmp_path, 'Big = "large"\nSTART = $(Big) - 1 > Memory\n')
    at_macro, at_use = coded(found, "constant-error")
    assert "string and integer" in at_macro.message
    assert (line_of(document, at_macro), text_of(document, at_macro)) == (1, '"large"')
    assert (line_of(document, at_use), text_of(document, at_use)) == (2, "$(Big)")
    assert at_use.related[0].location.range == at_macro.range


@pytest.mark.parametrize(("expr", "operator", "replacement"), [
    ("TARGET.Foo == UNDEFINED", "==", "=?="),
    ("undefined != Foo", "!=", "=!="),
    ("(TARGET.Foo == (UNDEFINED)) || true", "==", "=?="),
])
def test_comparison_with_undefined(tmp_path: Path, expr: str, operator: str, replacement: str) -> None:
    document, found = lone(tmp_path, f"START = {expr}\n")
    (diag,) = coded(found, "undefined-comparison")
    assert text_of(document, diag) == operator
    assert apply(document, diag.fixes[0]) == f"START = {expr.replace(operator, replacement, 1)}\n"


def test_meta_comparison_with_undefined_is_fine(tmp_path: Path) -> None:
    _, found = lone(tmp_path, "START = TARGET.Foo =?= UNDEFINED || TARGET.Bar isnt undefined\n")
    assert coded(found, "undefined-comparison") == []


def test_is_owner_with_job_attributes(tmp_path: Path) -> None:
    document, found = lone(tmp_path, 'IS_OWNER = TARGET.Owner == "bob" || KeyboardIdle < 60\n')
    (diag,) = coded(found, "owner-job-attribute")
    assert text_of(document, diag) == "TARGET.Owner"
    # START pasted into IS_OWNER brings its job references along
    document, found = lone(tmp_path, "START = RequestCpus > 1\nIS_OWNER = $(START)\n")
    in_start, at_use = coded(found, "owner-job-attribute")
    assert text_of(document, in_start) == "RequestCpus" and line_of(document, in_start) == 1
    assert text_of(document, at_use) == "$(START)" and line_of(document, at_use) == 2
    # the default shape compares START with =?= and is safe
    _, found = lone(tmp_path, "START = RequestCpus > 1\nIS_OWNER = (START =?= False)\n")
    assert coded(found, "owner-job-attribute") == []
    # START used as an attribute with `==` is undefined when START tests the job ...
    document, found = lone(tmp_path, "START = RequestCpus > 1\nIS_OWNER = START == False\n")
    (diag,) = coded(found, "owner-job-attribute")
    assert text_of(document, diag) == "START" and line_of(document, diag) == 2
    # ... and fine when it only looks at the machine
    _, found = lone(tmp_path, "START = KeyboardIdle > 600\nIS_OWNER = START == False\n")
    assert coded(found, "owner-job-attribute") == []


def test_deprecated_attribute(tmp_path: Path) -> None:
    document, found = lone(tmp_path, "START = VirtualMachineID == 1 || vm2_Activity == \"Idle\"\n")
    diags = coded(found, "deprecated-attribute")
    assert [text_of(document, d) for d in diags] == ["VirtualMachineID", "vm2_Activity"]
    assert Tag.DEPRECATED in diags[0].tags
    assert "SlotID == 1" in apply(document, diags[0].fixes[0])
    assert "slot2_Activity" in apply(document, diags[1].fixes[0])


# ---------------------------------------------------------------------------- macros
def test_undefined_macro(tmp_path: Path) -> None:
    document, found = lone(tmp_path, "MINUTE = 60\nA = $(NOPE) $(SAFE:fallback) $(MINUTES)\n")
    diags = coded(found, "undefined-macro")
    assert [text_of(document, d) for d in diags] == ["$(NOPE)", "$(MINUTES)"]
    assert diags[0].severity is None or diags[0].severity is Severity.WARNING
    assert apply(document, diags[0].fixes[0]).startswith("MINUTE = 60\nNOPE = \nA = ")
    assert "$(MINUTE)" in diags[1].message
    assert "$(MINUTE) $(SAFE" not in apply(document, diags[1].fixes[0])
    assert apply(document, diags[1].fixes[0]).endswith("$(MINUTE)\n")


def test_unset_known_knobs_and_predefined_macros_are_not_undefined(tmp_path: Path) -> None:
    _, found = lone(tmp_path, "FLOCK_NEGOTIATOR_HOSTS = $(FLOCK_TO)\nX = $(TILDE)/x $(FULL_HOSTNAME) $(DOLLAR)\n")
    assert coded(found, "undefined-macro") == []


def test_undefined_macro_in_a_fragment_is_a_hint(tmp_path: Path) -> None:
    _, found = lone(tmp_path, "EVICT = $(SiteBusy)\n", name="fragment.conf")
    (diag,) = coded(found, "undefined-macro")
    assert diag.severity is Severity.HINT


def test_submit_templates_keep_their_arguments_for_condor_submit(tmp_path: Path) -> None:
    """A SUBMIT_TEMPLATE_<name> value is a submit description: ``$(1)`` and the job's own
    macros are condor_submit's (the config only expands the macros it defines)."""
    text = ("SiteQueue = normal\n"
            "SUBMIT_TEMPLATE_NAMES = $(SUBMIT_TEMPLATE_NAMES) Batch\n"
            "SUBMIT_TEMPLATE_Batch @=tpl\n"
            "   if ! $(1?)\n"
            "      error : Batch needs a project name\n"
            "   endif\n"
            "   universe = grid\n"
            "   grid_resource = batch slurm $(3)\n"
            "   batch_project = $(1)\n"
            "   batch_queue = $(2:$(SiteQueue))\n"
            "   output = out.$(Process)\n"
            "@tpl\n"
            "SCHEDD_NAME = ap-$(NoSuchMacro)\n")
    document, found = lone(tmp_path, text)
    assert [text_of(document, d) for d in coded(found, "undefined-macro")] == ["$(NoSuchMacro)"]


def test_undefined_macro_resolved_by_the_config_set(tmp_path: Path) -> None:
    write(tmp_path, {
        "condor_config": "LOCAL_CONFIG_DIR = $(CONFIG_ROOT)/config.d\nSiteBusy = (LoadAvg > 2)\n",
        "config.d/50-evict": "EVICT = $(SiteBusy) $(NotAnywhere)\n",
    })
    document, found = analyse(tmp_path / "config.d" / "50-evict")
    assert [text_of(document, d) for d in coded(found, "undefined-macro")] == ["$(NotAnywhere)"]
    assert coded(found, "undefined-macro")[0].severity is Severity.WARNING


def test_config_root_setting_picks_the_set(tmp_path: Path) -> None:
    write(tmp_path, {
        "etc/main.conf": "include : $(CONFIG_ROOT)/../policy/extra.conf\nSiteBusy = 1\n",
        "policy/extra.conf": "EVICT = $(SiteBusy)\n",
    })
    settings, _ = Settings.from_json({"configRoot": str(tmp_path / "etc" / "main.conf")})
    _, found = analyse(tmp_path / "policy" / "extra.conf", settings=settings)
    assert coded(found, "undefined-macro") == []
    _, found = analyse(tmp_path / "policy" / "extra.conf")
    assert len(coded(found, "undefined-macro")) == 1


def test_self_reference_without_earlier_definition(tmp_path: Path) -> None:
    document, found = lone(tmp_path, "MyList = $(MyList) more\nMyList = $(MyList) again\n"
                                     "STARTD_ATTRS = $(STARTD_ATTRS) Department\n")
    (diag,) = coded(found, "self-reference")
    assert line_of(document, diag) == 1 and text_of(document, diag) == "MyList"


def test_macro_cycle(tmp_path: Path) -> None:
    document, found = lone(tmp_path, "A = $(B) x\nB = $(A) y\n")
    diags = coded(found, "macro-cycle")
    assert diags and all(d.severity is None or d.severity is Severity.ERROR for d in diags)
    assert "cycle" in diags[0].message


# ---------------------------------------------------------------------------- knob names and values
def test_misspelt_knob(tmp_path: Path) -> None:
    document, found = lone(tmp_path, "MAX_JOBS_RUNING = 10\nMY_SITE_SETTING = 1\n")
    (diag,) = coded(found, "unknown-knob")
    assert text_of(document, diag) == "MAX_JOBS_RUNING" and "MAX_JOBS_RUNNING" in diag.message
    assert apply(document, diag.fixes[0]).startswith("MAX_JOBS_RUNNING = 10\n")


def test_misspelling_used_elsewhere_is_a_site_macro(tmp_path: Path) -> None:
    _, found = lone(tmp_path, "MAX_JOBS_RUNING = 10\nOther = $(MAX_JOBS_RUNING)\n")
    assert coded(found, "unknown-knob") == []


def test_deprecated_knobs(tmp_path: Path) -> None:
    document, found = lone(tmp_path, "STARTD_EXPRS = Foo\nVM1_EXECUTE = /scratch\nNUM_SLOTS = 2\n")
    diags = coded(found, "deprecated-knob")
    assert [text_of(document, d) for d in diags] == ["STARTD_EXPRS", "VM1_EXECUTE"]
    assert apply(document, diags[0].fixes[0]).startswith("STARTD_ATTRS = Foo\n")
    assert all(Tag.DEPRECATED in d.tags for d in diags)


def test_typed_knob_values(tmp_path: Path) -> None:
    assert knobs.lookup("NUM_CPUS").type == "int" and knobs.lookup("ENABLE_SSH_TO_JOB").type == "bool"
    document, found = lone(tmp_path, 'NUM_CPUS = lots\nMAX_JOBS_RUNNING = "many"\nENABLE_SSH_TO_JOB = yes\n'
                                     "UPDATE_INTERVAL = 5 *\n")
    diags = coded(found, "knob-type")
    assert [line_of(document, d) for d in diags] == [1, 2, 3, 4]
    assert "not an integer" in diags[0].message and "string" in diags[1].message
    assert apply(document, diags[2].fixes[0]).endswith("ENABLE_SSH_TO_JOB = True\nUPDATE_INTERVAL = 5 *\n")


def test_typed_knob_values_that_are_fine(tmp_path: Path) -> None:
    _, found = lone(tmp_path, "NUM_CPUS = $(DETECTED_CPUS) / 2\nMAX_JOBS_RUNNING = 4000 \nENABLE_SSH_TO_JOB = FALSE\n"
                              "UPDATE_INTERVAL = $(MINUTE)\nSLOTS_CONNECTED_TO_KEYBOARD = TotalSlots\n")
    assert coded(found, "knob-type") == [] and coded(found, "knob-range") == []


def test_knob_out_of_range(tmp_path: Path) -> None:
    document, found = lone(tmp_path, "COLLECTOR_PORT = 70000\n")
    (diag,) = coded(found, "knob-range")
    assert text_of(document, diag) == "70000" and "65535" in diag.message


def test_knob_defined_twice(tmp_path: Path) -> None:
    document, found = lone(tmp_path, "START = True\nif defined X\n  START = False\nelse\n  START = KeyboardIdle > 60\n"
                                     "endif\nA = 1\nA = $(A) 2\nB = 1\nB += 2\nSTART = False\n")
    (diag,) = coded(found, "duplicate-knob")
    assert line_of(document, diag) == 11 and "line 1" in diag.message
    assert document.source[diag.related[0].location.range.start:].startswith(b"START = True")


# ---------------------------------------------------------------------------- includes and templates
def test_missing_include_and_ifexist(tmp_path: Path) -> None:
    document, found = lone(tmp_path, "include ifexist : $(CONFIG_ROOT)/optional.conf\n"
                                     "include : $(CONFIG_ROOT)/missing.conf\n")
    (diag,) = coded(found, "include-missing")
    assert line_of(document, diag) == 2 and "missing.conf" in diag.message
    assert diag.severity is Severity.ERROR


def test_include_loop(tmp_path: Path) -> None:
    write(tmp_path, {"condor_config": "include : $(CONFIG_ROOT)/a.conf\n",
                     "a.conf": "include : $(CONFIG_ROOT)/condor_config\n"})
    for name in ("a.conf", "condor_config"):
        document, found = analyse(tmp_path / name)
        (diag,) = coded(found, "include-loop")
        assert line_of(document, diag) == 1 and text_of(document, diag).startswith("include")


def test_include_command_is_a_hint(tmp_path: Path) -> None:
    _, found = lone(tmp_path, "include command : /usr/bin/make-config\n")
    (diag,) = coded(found, "include-command")
    assert diag.severity is Severity.HINT


def test_error_and_warning_directives(tmp_path: Path) -> None:
    document, found = lone(tmp_path, "warning : check this\nif version < 8.0\n  error : too old\nendif\n"
                                     "error : stop here\n")
    (warning,) = coded(found, "warning-directive")
    (error,) = coded(found, "error-directive")
    assert line_of(document, warning) == 1 and line_of(document, error) == 5
    assert "stop here" in error.message


def test_unknown_template(tmp_path: Path) -> None:
    document, found = lone(tmp_path, "use POLICY : Desktp\nuse FEATUR : GPUs\nuse ROLE : Execute\n")
    diags = coded(found, "unknown-template")
    assert [text_of(document, d) for d in diags] == ["Desktp", "FEATUR"]
    assert apply(document, diags[0].fixes[0]).startswith("use POLICY : DESKTOP\n")
    assert "FEATURE" in diags[1].message


def test_template_arguments(tmp_path: Path) -> None:
    document, found = lone(tmp_path, "use FEATURE : GPUs(-extra, -more)\nuse POLICY : Limit_Job_Runtimes(3600)\n")
    (diag,) = coded(found, "template-argument")
    assert line_of(document, diag) == 1 and "at most 1" in diag.message


# ---------------------------------------------------------------------------- no false alarms
def _config_files() -> list[Path]:
    files = sorted(p for p in FIXTURES.rglob("*") if p.is_file())
    files += [REPO / "examples" / "condor_config", *sorted((REPO / "examples" / "config.d").iterdir())]
    return files


@pytest.mark.parametrize("path", _config_files(), ids=lambda p: str(p.relative_to(REPO)))
def test_realistic_configs_have_no_errors(path: Path) -> None:
    document, found = analyse(path)
    bad = [(line_of(document, d), d.code, d.message) for d in found
           if d.severity in (Severity.ERROR, Severity.WARNING)]
    assert bad == []


def test_hand_written_fixtures_are_read_as_one_config_set() -> None:
    document = Document.parse(path_to_uri(str(FIXTURES / "pool" / "config.d" / "10-desktop-policy")),
                              LanguageId.CONFIG, (FIXTURES / "pool" / "config.d" / "10-desktop-policy").read_text())
    view = config_view_module.config_view(document, AnalysisContext())
    assert not view.standalone and view.root.endswith("pool/condor_config")
    assert len(view.configset.files) == 5


# ---------------------------------------------------------------------------- robustness, caching, docs
@pytest.mark.parametrize("text", [
    "", "\n", "START = \n", "START = (((((\n", "A = $(A\n", "START = $(", "if\n", "use : \n", "include :\n",
    "X = $(X:$(X:$(X)))\n", "START = \"\\\n", "START = f(" * 50 + "\n", "é = ü\nSTART = é\n",
    "A @=end\n$(A)\n@end\nSTART = $(A)\n", "\x00\x01START = 1\n", "START = [a = 1; b = a]\n",
])
def test_bad_input_never_raises(tmp_path: Path, text: str) -> None:
    document = Document.parse(path_to_uri(str(tmp_path / "condor_config")), LanguageId.CONFIG, text)
    context = AnalysisContext()
    for code, entry in load_rules().items():
        if LanguageId.CONFIG in entry.languages:
            list(entry.check(document, context))  # raises on a bug


def test_view_is_cached_per_version_and_refreshed_when_a_dependency_changes(tmp_path: Path) -> None:
    write(tmp_path, {"condor_config": "include : $(CONFIG_ROOT)/part.conf\nSTART = $(Busy)\n",
                     "part.conf": "Busy = (LoadAvg > 1\n"})
    path = tmp_path / "condor_config"
    document = Document.parse(path_to_uri(str(path)), LanguageId.CONFIG, path.read_text())
    first = config_view_module.config_view(document, AnalysisContext())
    context = AnalysisContext()
    assert config_view_module.config_view(document, context) is first
    assert str(tmp_path / "part.conf") in context.dependencies  # replayed from the cache
    assert coded(diagnostics(document, AnalysisContext()), "expr-syntax")
    (tmp_path / "part.conf").write_text("Busy = (LoadAvg > 1.5)\n", encoding="utf-8")
    assert config_view_module.config_view(document, AnalysisContext()) is not first
    assert coded(diagnostics(document, AnalysisContext()), "expr-syntax") == []


def test_every_rule_is_documented() -> None:
    text = (REPO / "docs" / "rules.md").read_text(encoding="utf-8")
    documented = set(re.findall(r"^#+ `([a-z0-9-]+)`", text, re.MULTILINE))
    missing = sorted(set(load_rules()) - documented)
    assert missing == []
    assert all(RULES[code].doc for code in RULES)


def _doc_examples() -> list[tuple[str, str, str]]:
    """(code, "bad"/"good", text) for every complete config example in docs/rules.md (rules of
    both languages label their submit-file examples so)."""
    text = (REPO / "docs" / "rules.md").read_text(encoding="utf-8")
    parts = re.split(r"^### `([a-z0-9-]+)`\n", text, flags=re.MULTILINE)
    config_codes = {code for code, entry in load_rules().items()
                    if LanguageId.CONFIG in entry.languages and entry.languages <= {LanguageId.CONFIG, LanguageId.SUBMIT}}
    out = []
    for code, body in zip(parts[1::2], parts[2::2]):
        if code not in config_codes:
            continue  # other languages' rules are tested with their own examples
        for label, block in re.findall(r"^((?:Bad|Good)[^\n]*)\n```\n(.*?)```", body, re.MULTILINE | re.DOTALL):
            if "submit file" in label:
                continue
            if "..." not in block and code not in ("syntax-error", "missing-token", "include-loop"):
                out.append((code, re.match(r"[A-Za-z]+", label).group(0).lower(), block))
    return out


@pytest.mark.parametrize(("code", "kind", "text"), _doc_examples(),
                         ids=[f"{c}-{k}" for c, k, _ in _doc_examples()])
def test_documented_examples_behave_as_documented(tmp_path: Path, code: str, kind: str, text: str) -> None:
    _, found = lone(tmp_path, text)
    assert (code in {d.code for d in found}) == (kind == "bad")


# ---------------------------------------------------------------------------- against the library
CONSTANT_CASES = [  # (config line, whether a part of it is always error)
    ('START = Owner == "coltrane" * 1000000000000', True),
    ('START = KeyboardIdle > "ten" - 1', True),
    ("START = {1, 2} < 3 || KeyboardIdle > 1", True),
    ('START = int("abc") > KeyboardIdle', True),
    ("START = (1 / 0) > KeyboardIdle", True),
    ('START = strcat("a", 1) == Owner', False),
    ("START = KeyboardIdle * 2 > 10", False),
    ('START = size("abc") + 1 > Memory', False),
    ('START = real("1.5") * Cpus > 2', False),
]


@pytest.mark.parametrize(("line", "expected"), CONSTANT_CASES)
def test_constant_errors_agree_with_the_library(tmp_path: Path, line: str, expected: bool) -> None:
    """Every part reported as always error is error in the library too, and a line with no
    report has no attribute-free part the library evaluates to error."""
    classad2 = pytest.importorskip("classad2")
    document, found = lone(tmp_path, line + "\n")
    reported = [text_of(document, d) for d in coded(found, "constant-error")]
    assert bool(reported) == expected
    for text in reported:
        assert classad2.ExprTree(text).eval() is classad2.Value.Error
    if not reported:
        from condor_ls.analysis.rules.expressions import walk
        from condor_ls.classad.ast import AttrRef
        from condor_ls.classad.parser import parse_expr
        value = line.split("=", 1)[1].strip()
        for node in walk(parse_expr(value)):
            if node.span is None or any(isinstance(n, AttrRef) for n in walk(node)):
                continue
            part = value.encode()[node.span[0]:node.span[1]].decode()
            assert classad2.ExprTree(part).eval() is not classad2.Value.Error, part


def test_expressions_the_rules_accept_parse_in_the_library() -> None:
    """The expanded value of every expression knob of the fixtures parses in the library too."""
    classad2 = pytest.importorskip("classad2")
    from condor_ls.analysis.rules.expressions import parsed_sites

    for path in _config_files():
        document = Document.parse(path_to_uri(str(path)), LanguageId.CONFIG, path.read_text(encoding="utf-8"))
        context = AnalysisContext()
        view = config_view_module.config_view(document, context)
        for parsed in parsed_sites(view, context):
            assert parsed.error is None, (path, parsed.site.name)
            classad2.ExprTree(parsed.site.expansion.value)  # raises if the library disagrees


def test_ranges_with_crlf_and_multibyte_text(tmp_path: Path) -> None:
    text = '# Zürich policy\r\nWho = "Zoë"\r\nMachineBusy = (Owner == $(Who) || KeyboardIdle < 60\r\nSUSPEND = $(MachineBusy)\r\n'
    path = tmp_path / "condor_config"
    path.write_bytes(text.encode("utf-8"))
    document, found = analyse(path, text)
    syntax = coded(found, "expr-syntax")
    assert sorted(text_of(document, d) for d in syntax) == ["$(MachineBusy)", "("]
    (at_definition,) = [d for d in syntax if text_of(document, d) == "("]
    fixed = apply(document, at_definition.fixes[0])
    assert "KeyboardIdle < 60)\r\nSUSPEND" in fixed


def test_repeated_analysis_of_one_version_gives_the_same_findings(tmp_path: Path) -> None:
    text = MACHINE_BUSY + "NUM_CPUS = lots\nSTART = TARGET.x == UNDEFINED\n"
    path = tmp_path / "condor_config"
    path.write_text(text, encoding="utf-8")
    document = Document.parse(path_to_uri(str(path)), LanguageId.CONFIG, text)
    runs = [diagnostics(document, AnalysisContext()) for _ in range(3)]
    assert runs[0] == runs[1] == runs[2]
    assert {"expr-syntax", "knob-type", "undefined-comparison"} <= {d.code for d in runs[0]}


def test_unsaved_document_is_analysed_alone_without_reading_files() -> None:
    document = Document.parse("untitled:Untitled-1", LanguageId.CONFIG, "START = x == UNDEFINED\nA = $(NOPE)\n")
    context = AnalysisContext()
    codes = {d.code for d in diagnostics(document, context)}
    assert {"undefined-comparison", "undefined-macro"} <= codes
    assert context.dependencies == set()


def test_findings_after_a_refused_statement_are_still_reported(tmp_path: Path) -> None:
    document, found = lone(tmp_path, "use POLICY : Desktp\nA = $(NOPE)\nerror : stop\nSTART = x == UNDEFINED\n"
                                     "include : $(CONFIG_ROOT)/nothere.conf\nNUM_CPUS = lots\n")
    lines = {(d.code, line_of(document, d)) for d in found}
    assert {("unknown-template", 1), ("undefined-macro", 2), ("error-directive", 3), ("undefined-comparison", 4),
            ("include-missing", 5), ("knob-type", 6)} <= lines


def test_a_refusal_in_the_root_does_not_cut_off_config_d(tmp_path: Path) -> None:
    write(tmp_path, {
        "condor_config": "use ROLE : Exeqte\nLOCAL_CONFIG_DIR = $(CONFIG_ROOT)/config.d\nSiteBusy = (LoadAvg > 2)\n",
        "config.d/50-evict": "EVICT = $(SiteBusy) $(NotAnywhere)\n",
    })
    document, found = analyse(tmp_path / "config.d" / "50-evict")
    view = config_view_module.config_view(document, AnalysisContext())
    assert not view.standalone and view.configset.fatal
    assert [text_of(document, d) for d in coded(found, "undefined-macro")] == ["$(NotAnywhere)"]
