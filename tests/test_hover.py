"""analysis.hover: what hovering shows in config, submit and ClassAd documents."""
from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import given, settings as hsettings, strategies as st

from condor_ls.analysis.context import AnalysisContext
from condor_ls.analysis.evaluation import JOB_SIDE, MACHINE_SIDE, side_of_knob
from condor_ls.analysis.hover.config import hover
from condor_ls.analysis.samples import sample_ad
from condor_ls.analysis.settings import Settings
from condor_ls.syntax.document import Document

from analysis_log import failures_logged

CONFIG = """\
use POLICY : DESKTOP
MINUTE = 60
StartIdleTime = 15 * $(MINUTE)
START = KeyboardIdle > $(StartIdleTime) && (LoadAvg - CondorLoadAvg) <= 0.3
X = $INT(MINUTE)
NUM_CPUS = 4
"""


def doc(tmp_path: Path, text: str, name: str = "condor_config", language: str = "condor_config") -> Document:
    path = tmp_path / name
    path.write_text(text)
    return Document.parse(path.as_uri(), language, text, 1)


def hover_at(document: Document, needle: str, shift: int = 0, occurrence: int = 0,
             context: AnalysisContext | None = None):  # type: ignore[no-untyped-def]
    at = -1
    for _ in range(occurrence + 1):
        at = document.text.index(needle, at + 1)
    offset = len(document.text[:at + shift].encode())
    return hover(document, offset, context or AnalysisContext())


def test_knob_hover_has_schema_expansion_history_and_evaluation(tmp_path: Path) -> None:
    d = doc(tmp_path, CONFIG)
    found = hover_at(d, "START =")
    assert found is not None
    text = found.markdown
    assert text.startswith("**START** — classad")
    assert "Default: `True`" in text
    assert "KeyboardIdle > 15 * 60 && (LoadAvg - CondorLoadAvg) <= 0.3" in text  # expanded
    assert "Defined at this file:4" in text
    assert "overrides" in text and "from this file:1" in text  # the POLICY:DESKTOP definition
    assert "**Evaluates to** `true` (sample machine ad as MY, job ad as TARGET)" in text
    assert "`KeyboardIdle (1500) > 15 * 60 (900)` is `true`" in text
    start = CONFIG.index("START")
    assert (found.range.start, found.range.end) == (start, start + 5)


def test_false_start_names_the_deciding_term(tmp_path: Path) -> None:
    machine = tmp_path / "machine.ad"
    assert "KeyboardIdle" in sample_ad("machine").ad
    original = (Path(__file__).parents[1] / "server/condor_ls/analysis/data/machine.ad").read_text()
    machine.write_text(original.replace("KeyboardIdle = 1500", "KeyboardIdle = 34"))
    settings, _ = Settings.from_json({"sampleAds": {"machine": str(machine)}})
    d = doc(tmp_path, "START = KeyboardIdle > 900 && LoadAvg < 0.3\n")
    found = hover_at(d, "START", context=AnalysisContext(settings=settings))
    assert found is not None
    assert "**Evaluates to** `false`" in found.markdown
    assert "`KeyboardIdle (34) > 900` is `false`" in found.markdown
    assert "LoadAvg" not in found.markdown.split("because:")[1]  # only the deciding term


def test_other_policy_knobs_are_attributes_of_the_machine_ad(tmp_path: Path) -> None:
    d = doc(tmp_path, "WANT_SUSPEND = KeyboardIdle < 10\nSTART = WANT_SUSPEND =?= false\n")
    found = hover_at(d, "START")
    assert found is not None
    assert "**Evaluates to** `true`" in found.markdown


def test_schedd_knobs_evaluate_in_the_job_ad(tmp_path: Path) -> None:
    assert side_of_knob("SYSTEM_PERIODIC_HOLD") is JOB_SIDE
    assert side_of_knob("START") is MACHINE_SIDE
    d = doc(tmp_path, "SYSTEM_PERIODIC_HOLD = RequestMemory > 1000 && Owner == \"alice\"\n")
    found = hover_at(d, "SYSTEM_PERIODIC_HOLD")
    assert found is not None
    assert "(sample job ad as MY, machine ad as TARGET)" in found.markdown
    assert "**Evaluates to** `true`" in found.markdown


def test_macro_reference_shows_the_expansion_chain(tmp_path: Path) -> None:
    d = doc(tmp_path, CONFIG)
    found = hover_at(d, "$(StartIdleTime)", 3)
    assert found is not None
    assert "StartIdleTime = `15 * $(MINUTE)` (this file:3)" in found.markdown
    assert "`$(MINUTE)` → `60`" in found.markdown
    assert "```\n15 * 60\n```" in found.markdown
    at = CONFIG.index("$(StartIdleTime)")
    assert (found.range.start, found.range.end) == (at, at + len("$(StartIdleTime)"))


def test_undefined_macro_says_so(tmp_path: Path) -> None:
    d = doc(tmp_path, "A = $(NOPE_NOT_HERE)\n")
    found = hover_at(d, "NOPE")
    assert found is not None and "is not defined" in found.markdown


def test_sub_expression_hover_evaluates_that_part(tmp_path: Path) -> None:
    d = doc(tmp_path, CONFIG)
    found = hover_at(d, "<= 0.3")
    assert found is not None
    assert "```classad\n(LoadAvg - CondorLoadAvg) <= 0.3\n```" in found.markdown
    assert "`(LoadAvg - CondorLoadAvg) (0.05) <= 0.3` is `true`" in found.markdown
    at = CONFIG.index("(LoadAvg")
    assert (found.range.start, found.range.end) == (at, at + len("(LoadAvg - CondorLoadAvg) <= 0.3"))


def test_attribute_and_function_in_an_expression(tmp_path: Path) -> None:
    d = doc(tmp_path, 'START = KeyboardIdle > 1 && regexp("x", TARGET.Owner)\n')
    attribute = hover_at(d, "KeyboardIdle")
    assert attribute is not None
    assert "**KeyboardIdle** — integer (machine ad)" in attribute.markdown
    assert "Sample value: `1500` (from MY" in attribute.markdown
    function = hover_at(d, "regexp", 2)
    assert function is not None and "regexp(pattern: string" in function.markdown
    owner = hover_at(d, "Owner")
    assert owner is not None and '`"alice"` (from TARGET' in owner.markdown


def test_use_line_and_macro_function(tmp_path: Path) -> None:
    d = doc(tmp_path, CONFIG)
    template = hover_at(d, "DESKTOP")
    assert template is not None
    assert "**use POLICY : DESKTOP**" in template.markdown and "Defines:" in template.markdown
    category = hover_at(d, "POLICY")
    assert category is not None and "`DESKTOP_IDLE`" in category.markdown
    function = hover_at(d, "$INT", 1)
    assert function is not None and "$INT(expression, [format])" in function.markdown


def test_definition_in_another_file_of_the_config_set(tmp_path: Path) -> None:
    (tmp_path / "config.d").mkdir()
    root = "LOCAL_CONFIG_DIR = $(RELEASE_DIR)/config.d\nRELEASE_DIR = " + str(tmp_path) + "\nBASE = 10\nCOUNT = 1\n"
    (tmp_path / "condor_config").write_text(root)
    local = "COUNT = $(BASE) + 1\n"
    d = doc(tmp_path, local, "config.d/10-local")
    found = hover_at(d, "COUNT")
    assert found is not None
    assert "10 + 1" in found.markdown
    # the other file is named from the top of the set, and linked to its line
    assert f"from [condor_config:4]({(tmp_path / 'condor_config').as_uri()}#L4)" in found.markdown
    macro = hover_at(d, "BASE")
    assert macro is not None and f"([condor_config:3]({(tmp_path / 'condor_config').as_uri()}#L3))" in macro.markdown


def test_skipped_branch_and_prefixed_definitions(tmp_path: Path) -> None:
    text = "STARTD.START = KeyboardIdle > 5\nif false\n  START = false\nelse\n  START = true\nendif\n"
    d = doc(tmp_path, text)
    skipped = hover_at(d, "START = false")
    assert skipped is not None and "This line is not read" in skipped.markdown
    taken = hover_at(d, "START = true")
    assert taken is not None
    assert "```\nTrue\n```" in taken.markdown  # equal to the default: HTCondor keeps its spelling
    assert "HTCondor uses the definition at this file:1 instead." in taken.markdown
    prefixed = hover_at(d, "STARTD.START", 8)
    assert prefixed is not None and "`KeyboardIdle (1500) > 5` is `true`" in prefixed.markdown


def test_if_defined_condition(tmp_path: Path) -> None:
    d = doc(tmp_path, "A = 1\nif defined A\nB = 2\nendif\nif defined NOPE\nendif\n")
    defined = hover_at(d, "A\nB", 0)
    assert defined is not None and defined.markdown.startswith("**A** = `1` (this file:1)")
    missing = hover_at(d, "NOPE")
    assert missing is not None and "is not defined" in missing.markdown


def test_plain_value_and_comment_have_no_hover(tmp_path: Path) -> None:
    d = doc(tmp_path, "# a comment\nLOG = /var/log\n")
    assert hover_at(d, "comment") is None
    assert hover_at(d, "/var") is None


def test_submit_hover(tmp_path: Path) -> None:
    text = ('executable = run.sh\nrequirements = OpSys == "LINUX" && Memory > 100000\n'
            '+ProjectName = "physics"\nrank = Mips\nqueue\n')
    d = doc(tmp_path, text, "job.sub", "submit")
    command = hover_at(d, "executable")
    assert command is not None and "Sets the job attribute `Cmd`." in command.markdown
    requirements = hover_at(d, "requirements")
    assert requirements is not None
    assert "**Evaluates to** `false` (this job as MY: proc 1.0's ad as condor_submit makes it" in requirements.markdown
    assert "`Memory (15872) > 100000` is `false`" in requirements.markdown
    # the Requirements condor_submit makes: the file's expression with its own clauses
    assert 'Requirements = (OpSys == "LINUX" && Memory > 100000) && (TARGET.Arch == "X86_64")' in requirements.markdown
    assert f'Cmd = "{tmp_path / "run.sh"}"' in command.markdown
    memory = hover_at(d, "Memory")
    assert memory is not None and "(from TARGET, the sample machine ad)" in memory.markdown
    attribute = hover_at(d, "ProjectName")
    assert attribute is not None and "**ProjectName**" in attribute.markdown
    rank = hover_at(d, "rank")
    assert rank is not None and "**Evaluates to** `21000`" in rank.markdown


def test_submit_settings_enter_the_job_ad(tmp_path: Path) -> None:
    text = ("request_memory = 32G\nrequest_cpus = 2\n+WantBig = true\n"
            "requirements = Memory >= RequestMemory && MY.WantBig\nqueue\n")
    d = doc(tmp_path, text, "job.sub", "submit")
    found = hover_at(d, "requirements")
    assert found is not None
    assert "`Memory (15872) >= RequestMemory (32768)` is `false`" in found.markdown
    want = hover_at(d, "WantBig", occurrence=1)
    assert want is not None and "Sample value: `true` (from MY" in want.markdown


def test_submit_command_shows_its_attributes_in_the_job_ad(tmp_path: Path) -> None:
    text = ("executable = /bin/true\nrequest_memory = 2GB\nRequestDisk = 3G\n+Project = \"x\"\n"
            "queue\nrequest_memory = 3GB\nqueue\n")
    d = doc(tmp_path, text, "job.sub", "submit")
    first = hover_at(d, "request_memory")
    assert first is not None
    assert "**In the job ad** (job 1.0, as condor_submit makes it):" in first.markdown
    assert "\nRequestMemory = 2048\n" in first.markdown
    # an assignment after the first queue statement applies to the next one's first proc
    second = hover_at(d, "request_memory", occurrence=1)
    assert second is not None and "(job 1.1, as condor_submit makes it)" in second.markdown
    assert "\nRequestMemory = 3072\n" in second.markdown
    # an alternate spelling, and a +Attr
    disk = hover_at(d, "RequestDisk")
    assert disk is not None and "\nRequestDisk = 3145728\n" in disk.markdown
    project = hover_at(d, "Project")
    assert project is not None and '\nProject = "x"\n' in project.markdown
    late = doc(tmp_path, "executable = /bin/true\nqueue\nrequest_memory = 9GB\n", "late.sub", "submit")
    after = hover_at(late, "request_memory")
    assert after is not None and "No queue statement follows this line" in after.markdown
    assert "RequestMemory =" not in after.markdown


def test_submit_macros_show_their_value_per_proc(tmp_path: Path) -> None:
    text = "executable = /bin/true\nmem = 1\narguments = $(Item) $(mem)\nqueue 2 in (a, b, c)\n"
    d = doc(tmp_path, text, "job.sub", "submit")
    item = hover_at(d, "$(Item)", shift=2)
    assert item is not None and "In the first 5 of 6 procs:" in item.markdown
    assert "| 1.0 | `a` |\n| 1.1 | `a` |\n| 1.2 | `b` |\n| 1.3 | `b` |\n| 1.4 | `c` |" in item.markdown
    same = hover_at(d, "$(mem)", shift=2)
    assert same is not None and "In the first 5 of 6 procs (1.0 to 1.4): `1`" in same.markdown
    definition = hover_at(d, "mem")
    assert definition is not None and "a macro of this file" in definition.markdown and "`1`" in definition.markdown


def test_submit_without_a_proc_falls_back_to_the_sample_job(tmp_path: Path) -> None:
    text = "request_memory = 2GB\nrequirements = Memory >= RequestMemory\n"
    d = doc(tmp_path, text, "job.sub", "submit")
    found = hover_at(d, "requirements")
    assert found is not None
    assert "the sample job ad with this file's settings (it has no queue statement)" in found.markdown
    assert "`Memory (15872) >= RequestMemory (2048)` is `true`" in found.markdown


def test_submit_macro_references(tmp_path: Path) -> None:
    text = "base = /data\ndir = $(base)/run\narguments = $(dir) $(Process) $(item) $(nope)\nqueue item in (a, b)\n"
    d = doc(tmp_path, text, "job.sub", "submit")
    args = text.index("arguments")
    defined = hover(d, text.index("$(dir)", args) + 2, AnalysisContext())
    assert defined is not None and "= `$(base)/run` (line 2)" in defined.markdown and "/data/run" in defined.markdown
    at = text.index("$(dir)", args)
    assert (defined.range.start, defined.range.end) == (at, at + len("$(dir)"))
    predefined = hover(d, text.index("$(Process)") + 2, AnalysisContext())
    assert predefined is not None and "predefined by condor_submit" in predefined.markdown
    loop = hover(d, text.index("$(item)") + 2, AnalysisContext())
    assert loop is not None and "queue statement" in loop.markdown
    missing = hover(d, text.index("$(nope)") + 2, AnalysisContext())
    assert missing is not None and "not defined in this file" in missing.markdown


def test_classad_file_hover(tmp_path: Path) -> None:
    text = 'MyType = "Machine"\nMemory = 100\nLimit = Memory * 2 + TARGET.RequestMemory\nFoo = strcat("a", Limit)\n'
    d = doc(tmp_path, text, "slot.ad", "classad")
    limit = hover_at(d, "Limit")
    assert limit is not None and "Value in this ad: `2248`" in limit.markdown  # 200 + the job's 2048
    memory = hover_at(d, "Memory *")
    assert memory is not None and "**Memory** — integer (machine ad)" in memory.markdown
    function = hover_at(d, "strcat")
    assert function is not None and "strcat(parts: any...)" in function.markdown


@pytest.mark.parametrize("language", ["condor_config", "submit", "classad"])
@hsettings(max_examples=40, deadline=None)
@given(text=st.text(alphabet=st.sampled_from(list('AB $()=:."\\\n\t+-*&|<>!?éSTARTuse,')), max_size=60),
       where=st.integers(min_value=-5, max_value=80))
def test_hover_never_raises(language: str, text: str, where: int) -> None:
    document = Document.parse("file:///nonexistent/dir/condor_config", language, text, 1)
    with failures_logged() as failures:
        found = hover(document, where, AnalysisContext())
    assert found is None or isinstance(found.markdown, str)
    assert failures == []  # the safety net caught nothing: no internal error either


def test_values_that_vary_per_process_or_build_say_so(tmp_path: Path) -> None:
    text = "JOB_LOG = /var/log/job.$(PID).log\nPLAT = $(CONDOR_BUILD_PLATFORM)\nFIXED = 1\n"
    d = doc(tmp_path, text)
    knob = hover_at(d, "JOB_LOG")
    assert knob is not None
    assert "**Varies per process**: it reads `PID` (each HTCondor process has its own value)" in knob.markdown
    ref = hover_at(d, "$(PID)", 3)
    assert ref is not None
    assert "Varies per process: each HTCondor process has its own value." in ref.markdown  # the knob's doc
    assert "**Varies per process**: it reads `PID`" in ref.markdown                     # its value
    plat = hover_at(d, "$(CONDOR_BUILD_PLATFORM)", 3)
    assert plat is not None and "**Varies per build**" in plat.markdown
    assert "Default:" not in plat.markdown  # the table's placeholder is no build's value
    fixed = hover_at(d, "FIXED")
    assert fixed is not None and "Varies" not in fixed.markdown


def test_security_defaults_show_the_compiled_values(tmp_path: Path) -> None:
    d = doc(tmp_path, "SEC_DEFAULT_AUTHENTICATION_METHODS = FS, IDTOKENS\nX = $(SEC_DEFAULT_ENCRYPTION)\n")
    found = hover_at(d, "SEC_DEFAULT_AUTHENTICATION_METHODS")
    assert found is not None
    assert "Default (Linux): `FS,IDTOKENS,KERBEROS,SCITOKENS,SSL`" in found.markdown
    assert "On Windows: `NTSSPI,IDTOKENS,PASSWORD,KERBEROS,SSL`" in found.markdown
    assert "FS,TOKEN" not in found.markdown
    unset = hover_at(d, "SEC_DEFAULT_ENCRYPTION")
    assert unset is not None and "When unset, HTCondor uses `OPTIONAL` at run time" in unset.markdown


def test_security_levels_say_what_applies_when_unset() -> None:
    from condor_ls.analysis.docs import knob_doc

    assert "falls back to SEC_DEFAULT_ENCRYPTION" in (knob_doc("SEC_READ_ENCRYPTION") or "")
    assert "falls back to SEC_DEFAULT_CRYPTO_METHODS" in (knob_doc("SEC_CLIENT_CRYPTO_METHODS") or "")
    assert "`AES,BLOWFISH,3DES`" in (knob_doc("SEC_DEFAULT_CRYPTO_METHODS") or "")
    assert "`PREFERRED`" in (knob_doc("SEC_DEFAULT_NEGOTIATION") or "")


def test_timers_in_hover_read_at_the_sample_slot_s_own_clock(tmp_path: Path) -> None:
    """time() in a hover's evaluation is the machine ad's MyCurrentTime: the bundled slot
    entered its activity five minutes before its clock, whatever today's date."""
    d = doc(tmp_path, "KILL = (time() - EnteredCurrentActivity) > 10 * 60\n")
    found = hover_at(d, "KILL =")
    assert found is not None
    assert "**Evaluates to** `false`" in found.markdown
    assert "(time() - EnteredCurrentActivity) (300)" in found.markdown
