"""Shapes of real deployment trees that condor-ls misjudged when it was tried, as a new user
would, on HTCondor's own sources and on public deployment repositories (compute entrypoints,
central collectors, configuration-management roles, container images, job tests written in
Python). Every input here is written for these tests in the shape the real file had; each test
names what HTCondor does with it (the library or the source decides) and what condor-ls said
before the fix.
"""
from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from condor_ls.analysis.configview.view import clear_caches
from condor_ls.analysis.context import AnalysisContext, path_to_uri
from condor_ls.analysis.model import Diagnostic, Severity
from condor_ls.analysis.rules.registry import RULES, diagnostics
from condor_ls.analysis.triage import looks_foreign, mask_template
from condor_ls.cli import main as cli_main
from condor_ls.config.comments import comment_start
from condor_ls.syntax.document import Document
from condor_ls.syntax.languages import LanguageId


@pytest.fixture(autouse=True)
def _clean(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("CONDOR_CONFIG", raising=False)
    clear_caches()


def write(base: Path, files: dict[str, str]) -> None:
    for name, text in files.items():
        path = base / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")


def analyse(path: Path, language: LanguageId = LanguageId.CONFIG) -> tuple[Document, list[Diagnostic]]:
    document = Document.parse(path_to_uri(str(path)), language, path.read_text(encoding="utf-8"))
    return document, diagnostics(document, AnalysisContext())


def severity(d: Diagnostic) -> Severity:
    return d.severity or RULES[d.code].severity


def check_json(*args: str, capsys: pytest.CaptureFixture[str]) -> tuple[int, dict]:  # type: ignore[type-arg]
    clear_caches()
    status = cli_main.main(["check", "--format", "json", *args])
    return status, json.loads(capsys.readouterr().out)


def _param(tmp_path: Path, text: str, *names: str) -> dict[str, str | None]:
    """What HTCondor's own reader stores (htcondor2.param in a fresh process)."""
    pytest.importorskip("htcondor2")
    config = tmp_path / "oracle_config"
    config.write_text(text, encoding="utf-8")
    script = ("import json, sys, htcondor2\n"
              "print(json.dumps({n: htcondor2.param.get(n) for n in sys.argv[1:]}))\n")
    out = subprocess.run([sys.executable, "-c", script, *names], capture_output=True, text=True, check=True,
                         env={**os.environ, "CONDOR_CONFIG": str(config)}).stdout
    return json.loads(out)


# ---------------------------------------------------------------------------- X = $(X) || ... twice
#: a central collector's extra fragment: two lines each widening a requirement the package's
#: fragments set earlier (the package's files are not in the repository)
WIDENED_TWICE = """\
# accept ads forwarded by the old collectors for a while
COLLECTOR_REQUIREMENTS = $(COLLECTOR_REQUIREMENTS) || ( TARGET.AuthenticatedIdentity == "old-a@example.org" )

COLLECTOR_REQUIREMENTS = $(COLLECTOR_REQUIREMENTS) || ( TARGET.AuthenticatedIdentity == "old-b@example.org" )
"""


def test_a_value_widened_twice_without_its_base_is_a_hint_once(tmp_path: Path) -> None:
    """Was: a hint for the first line and an error at the same place through the second line,
    whose value carries the first line's (the earlier value of the first line is unknown, so
    is the second's)."""
    write(tmp_path, {"etc/condor/config.d/99-forwarding.conf": WIDENED_TWICE})
    _document, found = analyse(tmp_path / "etc/condor/config.d/99-forwarding.conf")
    syntax = [d for d in found if d.code == "expr-syntax"]
    assert [severity(d) for d in syntax] == [Severity.HINT]
    assert "COLLECTOR_REQUIREMENTS" in syntax[0].message


def test_a_value_widened_twice_is_an_error_when_the_set_is_complete(tmp_path: Path) -> None:
    """With a root that reads the fragment and sets nothing before it, `|| (...)` with nothing
    on its left is wrong wherever the file is read: still an error."""
    write(tmp_path, {"etc/condor/condor_config": "LOCAL_CONFIG_DIR = $(CONFIG_ROOT)/config.d\n",
                     "etc/condor/config.d/99-forwarding.conf": WIDENED_TWICE})
    _document, found = analyse(tmp_path / "etc/condor/config.d/99-forwarding.conf")
    assert Severity.ERROR in [severity(d) for d in found if d.code == "expr-syntax"]


def test_a_helper_widened_twice_carries_the_unknown_to_its_users(tmp_path: Path) -> None:
    write(tmp_path, {"config.d/50-start.conf": "EXTRA = $(EXTRA) || (Owner == \"a\")\n"
                                                "EXTRA = $(EXTRA) || (Owner == \"b\")\n"
                                                "START = $(EXTRA)\n"})
    _document, found = analyse(tmp_path / "config.d/50-start.conf")
    assert found and all(severity(d) is Severity.HINT for d in found), [(d.code, d.message) for d in found]
    self_ref = [d for d in found if d.code == "self-reference"]
    assert len(self_ref) == 1
    assert "expands to nothing here; its earlier value may come from" in self_ref[0].message


# ---------------------------------------------------------------------------- commented-out lines
COMMENTED_OUT = """\
ALLOW_ADVERTISE_SCHEDD = \\
      ap1@pool.example.org \\
      #ap2@pool.example.org \\
      ap3@pool.example.org
DAEMON_LIST = MASTER, \\
   # SCHEDD, \\
   STARTD
"""


def test_a_commented_out_continuation_line_is_no_inline_comment(tmp_path: Path) -> None:
    """HTCondor reads a continuation line that starts with `#` as blanks (config.cpp,
    getline_implementation): the line is commented out, nothing stays in the value. Was: an
    inline-comment warning on each such line."""
    assert _param(tmp_path, COMMENTED_OUT, "ALLOW_ADVERTISE_SCHEDD", "DAEMON_LIST") == {
        "ALLOW_ADVERTISE_SCHEDD": "ap1@pool.example.org ap3@pool.example.org", "DAEMON_LIST": "MASTER, STARTD"}
    write(tmp_path, {"condor_config": COMMENTED_OUT})
    _document, found = analyse(tmp_path / "condor_config")
    assert [d.code for d in found if d.code in ("inline-comment", "unknown-daemon")] == []


def test_a_comment_after_a_value_on_a_continued_line_is_still_reported(tmp_path: Path) -> None:
    text = "ALLOW_WRITE = a.example.org \\\n   b.example.org # the new host\n"
    write(tmp_path, {"condor_config": text})
    _document, found = analyse(tmp_path / "condor_config")
    assert [d.code for d in found if d.code == "inline-comment"] == ["inline-comment"]
    assert comment_start("a \\\n   # b \\\n   c") is None
    assert comment_start("a \\\n   b # c") == 9


# ---------------------------------------------------------------------------- template lines
#: a Puppet template building a ranking expression with one nested term per high-priority group
ERB_LOOP_IN_EXPRESSION = """\
GROUP_SORT_EXPR = ifThenElse(AccountingGroup =?= "<none>", 3.4e+38, \\
<% @urgent_groups.keys.sort.each do |key| -%>
ifThenElse(AccountingGroup =?= "group_<%= key -%>", <%= @urgent_groups[key] -%>, \\
<% end -%>
ifThenElse(GroupQuota > 0, GroupResourcesInUse / GroupQuota, 3.3e+38)\\
)<% @urgent_groups.keys.each do |key| -%>)<% end %>
NEGOTIATOR_INTERVAL = 60
"""


def test_a_template_loop_inside_a_continued_value_keeps_it_continued(tmp_path: Path,
                                                                       capsys: pytest.CaptureFixture[str]) -> None:
    """With `-%>` the loop's lines render to nothing, so the continued value goes on. Was: the
    blanked loop lines ended the statement, and the lines after were reported as syntax
    errors (not statements)."""
    masked, _touched = mask_template(ERB_LOOP_IN_EXPRESSION)
    assert len(masked) == len(ERB_LOOP_IN_EXPRESSION)
    assert masked.splitlines()[1].rstrip().endswith("\\") and masked.splitlines()[3].rstrip().endswith("\\")
    write(tmp_path, {"templates/12_sort.config.erb": ERB_LOOP_IN_EXPRESSION})
    status, data = check_json(str(tmp_path / "templates"), capsys=capsys)
    assert status == 0 and [d["code"] for d in data["diagnostics"] if d["severity"] == "error"] == []


def test_a_template_tag_line_after_a_finished_value_stays_empty() -> None:
    text = "A = 1\n<% if @x -%>\nB = 2\n<% end -%>\n"
    masked, _touched = mask_template(text)
    assert masked.splitlines()[1].strip() == "" and masked.splitlines()[3].strip() == ""


# ---------------------------------------------------------------------------- other programs' files
#: a message broker client's settings, named *.conf, that happens to set START and USERNAME
BROKER_CLIENT = """\
# settings of the transfer monitoring messages
ACTIVE=true
BROKER=localhost:61616
COMPLETE=transfer.monitoring_complete
STATE=transfer.monitoring_state
START=transfer.monitoring_start
LOGFILEDIR=/var/log/transfers/
TOPIC=true
TTL=24
USERNAME=monitor
PASSWORD=secret
"""
#: an old-syntax route kept as a template: one knob, the route's attributes on continued lines
OLD_ROUTE_TEMPLATE = """\
JOB_ROUTER_ENTRIES = \\
   [ \\
     TargetUniverse = 5; \\
     name = "Local_Condor"; \\
     set_default_maxMemory = 3000; \\
     set_WantIOProxy = true; \\
     delete_SUBMIT_Iwd = true; \\
     eval_set_AccountingGroup = strcat("group_", Owner); \\
   ]
"""


def test_another_program_s_key_value_file_that_sets_start_is_skipped() -> None:
    """Two names HTCondor knows among ten it does not, and no HTCondor construct: not
    HTCondor's. Was: checked, `START=transfer.monitoring_start` reported as a misspelt
    attribute."""
    assert looks_foreign(BROKER_CLIENT)


def test_an_old_route_file_is_htcondor_s() -> None:
    """The names on continued lines are the route's attributes, not assignments; the removed
    router knob is HTCondor's."""
    assert not looks_foreign(OLD_ROUTE_TEMPLATE)
    assert not looks_foreign("START = KeyboardIdle > 600\nSUSPEND = False\nMY_SITE = x\n")


# ---------------------------------------------------------------------------- Python test suites
#: a test module handing the bindings bad input on purpose, in the idioms test suites use
EXPECTED_FAILURES_SCRIPT = '''\
import pytest
import unittest
import classad2 as classad


def test_refused():
    with pytest.raises(classad.ClassAdException):
        classad.ClassAd("[ 1, 2, 3 ]")
    with pytest.raises(ValueError):
        classad.ExprTree("a b c")


class Versions(unittest.TestCase):
    def test_arity(self):
        self.assertRaises(TypeError, classad.ExprTree('userHome()').eval)
        self.assertEqual(classad.ExprTree('userHome(1)').eval(), classad.Value.Error)
        assert classad.ExprTree('size(1, 2)').eval() is classad.Value.Error


def test_edit_refuses(schedd):
    try:
        schedd.edit("a!b", "Attr", "x y")
        assert False
    except ValueError:
        pass


def test_not_expected():
    return classad.ExprTree("Memory >")
'''

REGISTERED_SCRIPT = '''\
import classad


def concat(a, b):
    return a + b


def count(a):
    return len(a)


classad.register(concat)
classad.register(count, name="lengthOf")
print(classad.ExprTree("concat({1}, {2})").eval(), classad.ExprTree("lengthOf({1, 2})").eval())
print(classad.ExprTree("concatt({1}, {2})").eval())
'''


def test_strings_a_test_expects_to_be_refused_are_not_reported(tmp_path: Path) -> None:
    """Was: errors for every deliberately malformed input (`ClassAd("[ 7, 8, 9 ]")` under
    pytest.raises, `userHome()` under assertRaises, `schedd.edit("a!b", ...)` in a try ending
    in `assert False`). What is outside those idioms is still reported."""
    write(tmp_path, {"test_refused.py": EXPECTED_FAILURES_SCRIPT})
    document, found = analyse(tmp_path / "test_refused.py", LanguageId.PYTHON)
    lines = sorted({document.source.count(b"\n", 0, d.range.start) + 1 for d in found})
    assert lines == [EXPECTED_FAILURES_SCRIPT.splitlines().index('    return classad.ExprTree("Memory >")') + 1]
    # the same strings outside those idioms are reported
    plain = "import classad2 as classad\nclassad.ClassAd('[ 1, 2, 3 ]')\nclassad.ExprTree('userHome()')\n"
    write(tmp_path, {"plain.py": plain})
    _document, found = analyse(tmp_path / "plain.py", LanguageId.PYTHON)
    assert {d.code for d in found} >= {"syntax-error", "submit-function-arity"}


def test_functions_a_script_registers_are_known(tmp_path: Path) -> None:
    """`classad.register(fn, name=None)` (version-1 bindings) adds `fn` (or `name`) to the
    ClassAd language. Was: `unknown function concat()`. A misspelling of it is still one."""
    write(tmp_path, {"register.py": REGISTERED_SCRIPT})
    document, found = analyse(tmp_path / "register.py", LanguageId.PYTHON)
    unknown = [document.source[d.range.start:d.range.end].decode() for d in found
               if d.code == "submit-unknown-function"]
    assert unknown == ["concatt"]


def test_version_one_bindings_register_functions_under_either_name() -> None:
    """The library decides: in htcondor 24.0's classad module, a registered function is called by
    its own name, or by the name given."""
    from test_silent_mistakes import _python_with_htcondor24

    python = _python_with_htcondor24()
    if python is None:
        pytest.skip("htcondor 24.0 could not be installed in a private environment")
    script = ("import classad\n"
              "def concat(a, b):\n    return a + b\n"
              "def count(a):\n    return len(a)\n"
              "classad.register(concat)\nclassad.register(count, name='lengthOf')\n"
              "print(classad.ExprTree('concat(\"a\", \"b\")').eval(), classad.ExprTree('lengthOf(\"abc\")').eval())\n")
    proc = subprocess.run([python, "-c", script], capture_output=True, text=True, timeout=120,
                          env={**os.environ, "CONDOR_CONFIG": "/dev/null"})
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.split() == ["ab", "3"]


# ---------------------------------------------------------------------------- attribute names
def test_upper_case_pool_attributes_are_no_misspelling(tmp_path: Path) -> None:
    """Glidein pools publish `HAS_SINGULARITY` beside HTCondor's own `HasSingularity`. Was: a
    warning "did you mean HasSingularity" in a transform and in a script's projection; now the
    hint any custom slot attribute gets. A real misspelling is still a warning."""
    write(tmp_path, {"config.d/50-containers.conf": (
        "JOB_TRANSFORM_NAMES = $(JOB_TRANSFORM_NAMES) Cvmfs\n"
        "JOB_TRANSFORM_Cvmfs @=end\n"
        "   REQUIREMENTS isString(ContainerImage)\n"
        "   SET Requirements $(MY.Requirements) && TARGET.HAS_SINGULARITY && TARGET.HasSingularty\n"
        "@end\n"),
        "report.py": ("import htcondor2 as htcondor\n"
                      "coll = htcondor.Collector()\n"
                      "ads = coll.query(htcondor.AdTypes.Startd, projection=['HAS_SINGULARITY', 'Memmory'])\n")})
    document, found = analyse(tmp_path / "config.d/50-containers.conf")
    named = {document.source[d.range.start:d.range.end].decode(): severity(d) for d in found
             if d.code == "unknown-attribute"}
    assert named == {"HAS_SINGULARITY": Severity.HINT, "HasSingularty": Severity.WARNING}
    document, found = analyse(tmp_path / "report.py", LanguageId.PYTHON)
    assert [document.source[d.range.start:d.range.end].decode() for d in found
            if d.code == "python-attribute-name"] == ["Memmory"]


def test_a_daemon_ad_attribute_spelt_like_a_job_attribute_is_the_daemon_s(tmp_path: Path) -> None:
    """A CE's collector accepts schedd ads carrying `grid_resource` (the CE publishes it with
    SCHEDD_ATTRS). COLLECTOR_REQUIREMENTS is evaluated in the advertised daemon's ad, where
    the job attribute `GridResource` is no candidate. Was: four warnings "did you mean
    GridResource"."""
    write(tmp_path, {"config.d/01-requirements.conf": (
        "COLLECTOR_REQUIREMENTS = (TARGET.MyType == \"Scheduler\") && isString(TARGET.grid_resource) && \\\n"
        "   (split(TARGET.grid_resource, \": \")[1] == splitUserName(TARGET.AuthenticatedIdentity)[0])\n")})
    _document, found = analyse(tmp_path / "config.d/01-requirements.conf")
    assert [d for d in found if d.code == "unknown-attribute"] == []


def test_the_job_router_s_attributes_are_job_attributes(tmp_path: Path) -> None:
    """The job router writes RoutedBy, RoutedFromJobId and RouteName into the routed copy and
    RoutedToJobId into the original (JobRouter.cpp, JR_ATTR_*); a CE's hold policy tests them.
    Was: hints that they may be custom attributes."""
    write(tmp_path, {"condor_config": (
        "SYSTEM_PERIODIC_HOLD = (RoutedBy =?= undefined && JobUniverse =!= 5) || \\\n"
        "   (JobStatus == 1 && RoutedToJobId =?= undefined && time() - EnteredCurrentStatus > 1800)\n"
        "SYSTEM_PERIODIC_REMOVE = RouteName =?= \"Retired\" && RoutedFromJobId =!= undefined\n")})
    _document, found = analyse(tmp_path / "condor_config")
    assert [d.message for d in found if d.code == "unknown-attribute"] == []


def test_the_same_value_assigned_twice_is_a_hint(tmp_path: Path) -> None:
    """A long reference configuration sets a program's path in two sections, the same way
    both times: nothing is replaced. Was: a warning "this assignment replaces it". A different
    value is still a warning."""
    write(tmp_path, {"condor_config": ("STARTER_LOCAL\t\t\t= $(SBIN)/condor_starter\n"
                                       "START = KeyboardIdle > 900\n"
                                       "STARTER_LOCAL  =  $(SBIN)/condor_starter\n"
                                       "START = True\n")})
    _document, found = analyse(tmp_path / "condor_config")
    assert sorted((d.message.split()[0], severity(d)) for d in found if d.code == "duplicate-knob") == [
        ("START", Severity.WARNING), ("STARTER_LOCAL", Severity.HINT)]


def test_the_raw_value_of_a_rounded_attribute_is_a_job_attribute(tmp_path: Path) -> None:
    """The schedd rounds the attributes named by SCHEDD_ROUND_ATTR_<Attr> and keeps what it was
    given as <Attr>_RAW (qmgmt.cpp); ResidentSetSize is rounded by default. Was: a hint that
    `ResidentSetSize_RAW` may be a custom attribute."""
    write(tmp_path, {"condor_config": (
        "SCHEDD_ROUND_ATTR_MemoryUsage = 10%\n"
        "SYSTEM_PERIODIC_REMOVE = ResidentSetSize_RAW > 1000 * RequestMemory || MemoryUsage_RAW > 2 * RequestMemory"
        " || CpusUsage_RAW > 4\n")})
    document, found = analyse(tmp_path / "condor_config")
    assert [document.source[d.range.start:d.range.end].decode() for d in found
            if d.code == "unknown-attribute"] == ["CpusUsage_RAW"]


def test_what_the_schedd_stores_for_dollar_dollar_references_is_known(tmp_path: Path) -> None:
    """A job attribute holding `$$([...])` gets MATCH_EXP_<attr> when the job matches, and
    `$$(Name)` keeps the slot's value as MATCH_<Name> (qmgmt.cpp, dollarDollarExpand); a CE's
    route reads them. Was: hints that they may be custom attributes."""
    write(tmp_path, {"condor_config": (
        "JOB_ROUTER_ROUTE_NAMES = Site\n"
        "JOB_ROUTER_ROUTE_Site @=jrt\n"
        "   UNIVERSE VANILLA\n"
        "   REQUIREMENTS true\n"
        "   SET JOB_GLIDEIN_Cpus \"$$([TotalCpus ?: JobCpus])\"\n"
        "   SET JobCpus int(MATCH_EXP_JOB_GLIDEIN_Cpus ?: \"0\")\n"
        "   SET SiteSeen MATCH_GLIDEIN_Site ?: \"unknown\"\n"
        "@jrt\n")})
    _document, found = analyse(tmp_path / "condor_config")
    assert [d.message for d in found if d.code == "unknown-attribute"] == []


#: a Terraform module's template of an execute point's configuration
TERRAFORM_TEMPLATE = """\
# rendered by templatefile() when the instance is made
CONDOR_HOST = ${central_manager}
use ROLE:${htcondor_role}
%{ if length(accelerators) > 0 ~}
use FEATURE:GPUs
%{ endif ~}
STARTD_ATTRS = $(STARTD_ATTRS) CloudZone
CloudZone = "${zone}"
START = $(START) && KeyboardIdle > 0
"""


def test_terraform_templates_are_masked(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """`${...}` interpolations and `%{ if ~}` directives of Terraform's templatefile() (HTCondor's
    own macros are `$(...)`). Was: five syntax errors in a `condor_config.tftpl`."""
    write(tmp_path, {"modules/execute/templates/condor_config.tftpl": TERRAFORM_TEMPLATE,
                     "modules/execute/templates/execute.conf": TERRAFORM_TEMPLATE})
    status, data = check_json(str(tmp_path / "modules"), capsys=capsys)
    assert status == 0 and [d for d in data["diagnostics"] if d["severity"] in ("error", "warning")] == []
    assert sorted((f["path"].rsplit("/", 1)[-1], f.get("template")) for f in data["files"]) == [
        ("condor_config.tftpl", "terraform"), ("execute.conf", "terraform")]
    # an HTCondor mistake in the same template is still found
    write(tmp_path, {"modules/execute/templates/condor_config.tftpl": TERRAFORM_TEMPLATE + "NUM_SLOTS = two\n"})
    status, data = check_json(str(tmp_path / "modules/execute/templates/condor_config.tftpl"), capsys=capsys)
    assert [d["code"] for d in data["diagnostics"] if d["severity"] == "error"] == ["knob-type"]


def test_numbered_fragments_without_an_extension_are_found(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Packages ship config.d fragments named `00-minicondor`; a repository (or HTCondor's own
    examples) keeps them outside any config.d. Was: skipped as "not an HTCondor file name", so
    a mistake in one passed. Scripts and notes named the same way are still skipped."""
    write(tmp_path, {"examples/00-personal": "use ROLE : Personal\nNUM_CPUS = four\n",
                     "examples/10_ganglia": "DAEMON_LIST = $(DAEMON_LIST) GANGLIAD\nGANGLIAD_DEBUG = D_FULLDEBUG\n",
                     "examples/50-setup": "#!/bin/sh\nSTART=yes\nexec condor_master\n",
                     "examples/01-notes": "These files show a personal pool.\nCopy them to config.d and\n"
                                          "restart the master. Nothing else is needed to\nrun jobs on one machine.\n"
                                          "See the manual for more.\n"})
    status, data = check_json(str(tmp_path / "examples"), capsys=capsys)
    checked = sorted(f["path"].rsplit("/", 1)[-1] for f in data["files"] if f["status"] == "checked")
    assert checked == ["00-personal", "10_ganglia"]
    assert status == 1 and [d["code"] for d in data["diagnostics"] if d["severity"] == "error"] == ["knob-type"]


# ---------------------------------------------------------------------------- ClassAd dumps
def _slot_dump(count: int) -> str:
    """`condor_status -l` output of `count` slots, every third one claimed (a claimed slot's ad
    carries its job's JobUniverse and ClusterId)."""
    ads = []
    for index in range(count):
        lines = ['MyType = "Machine"', f'Name = "slot1_{index}@node{index // 8}.example.org"', "Cpus = 4",
                 "Memory = 8192", 'State = "Unclaimed"', "KeyboardIdle = 3600"]
        if index % 3 == 0:
            lines[4] = 'State = "Claimed"'
            lines += ["JobUniverse = 5", f"ClusterId = {1000 + index}", 'RemoteOwner = "alice@example.org"']
        ads.append("\n".join(lines))
    return "\n\n".join(ads) + "\n"


def test_hover_in_a_slot_dump_reads_only_the_ad_under_the_cursor(monkeypatch: pytest.MonkeyPatch) -> None:
    """Was: the whole dump parsed for each hover (seconds for a few thousand slots), and a
    claimed slot taken for a job ad because it has JobUniverse."""
    from condor_ls.analysis import adfiles
    from condor_ls.analysis.hover.classad import classad_hover

    text = _slot_dump(3000)
    document = Document.parse("file:///tmp/pool.ads", LanguageId.CLASSAD, text)
    parsed: list[int] = []
    real = adfiles.parse_ads
    monkeypatch.setattr(adfiles, "parse_ads", lambda t: parsed.append(len(t)) or real(t))
    at = text.index("KeyboardIdle", text.index('"slot1_2100@'))
    hover = classad_hover(document, at, AnalysisContext())
    assert hover is not None and "Value in this ad: `3600`" in hover.markdown
    assert "TARGET: the sample job ad" in hover.markdown  # a claimed slot is still a slot
    assert parsed and max(parsed) < 400


def test_a_mistake_a_template_uses_is_reported_once_where_it_is_written(tmp_path: Path) -> None:
    """The manual's memory policy: a helper macro handed to `use POLICY : PREEMPT_IF(...)`. Was:
    the finding at the helper, then once more for each knob the template sets, each on a
    meaningless slice of the `use` line (as long as the knob's name)."""
    write(tmp_path, {"condor_config": ("MEMORY_EXCEEDED = (isDefined(MemoryUsage) && MemoryUsage > RequestMemory)\n"
                                       "use POLICY : PREEMPT_IF(MEMORY_EXCEEDED)\n")})
    document, found = analyse(tmp_path / "condor_config")
    unknown = [d for d in found if d.code == "unknown-function"]
    assert [document.source[d.range.start:d.range.end].decode() for d in unknown] == ["isDefined"]
    assert any("PREEMPT" in r.message for r in unknown[0].related)


def test_another_tool_s_dag_file_is_skipped(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """An MPI task-graph tool writes `*.dag` files of TASK and EDGE lines. Was: every line an
    error ("'TASK' is not a valid DAG command"). A DAGMan file with one bad line is still a DAG."""
    write(tmp_path, {"graphs/diamond.dag": "TASK A echo A\nTASK B echo B\nTASK C echo C\n\nEDGE A B\nEDGE A C\n",
                     "graphs/real.dag": "JOB A a.sub\nJOB B b.sub\nPARENT A CHILD B\nTASK C echo C\n",
                     "graphs/a.sub": "executable = /bin/true\nqueue\n", "graphs/b.sub": "executable = /bin/true\nqueue\n"})
    _status, data = check_json(str(tmp_path / "graphs"), capsys=capsys)
    files = {f["path"].rsplit("/", 1)[-1]: f["status"] for f in data["files"]}
    assert files["diamond.dag"] == "skipped" and files["real.dag"] == "checked"
    assert [d["code"] for d in data["diagnostics"] if d["path"].endswith("real.dag")] == ["dag-unknown-command"]


def test_a_dag_file_in_the_editor_answers_every_request_without_a_traceback(caplog: pytest.LogCaptureFixture) -> None:
    """The DAG language came without definitions and highlight queries: go-to-definition
    logged a KeyError traceback for each request, and semanticTokens/full answered with an
    internal error. Now the node name leads to its JOB line, and the tokens come from the DAG
    model."""
    import logging

    from condor_ls.analysis.navigation.references import definition
    from condor_ls.analysis.presentation.semantic_tokens import semantic_tokens

    text = "JOB A a.sub\nJOB B b.sub\nPARENT A CHILD B\nVARS B run=\"1\"\n"
    document = Document.parse("file:///tmp/w/diamond.dag", LanguageId.DAG, text)
    with caplog.at_level(logging.ERROR):
        targets = definition(document, text.index("A CHILD"), AnalysisContext())
        assert [(t.uri, text[t.range.start:t.range.end]) for t in targets] == [(document.uri, "A")]
        assert targets[0].range.start == text.index("A a.sub")
        semantic_tokens(document)
    assert not [r for r in caplog.records if r.levelno >= logging.ERROR]


def test_a_metrics_file_opening_with_a_comment_is_a_classad_file(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """condor_gangliad's metric definitions may open with a `/* */` note. Was: skipped as
    another program's configuration (its first character is not `[`)."""
    write(tmp_path, {"metrics.d/00-site.conf": ("/*\n  Site metrics for the dashboard.\n*/\n"
                                                "[\n  Name = \"JobsRunning\";\n  Value = TotalRunningJobs;\n"
                                                "  TargetType = \"Scheduler\";\n]\n")})
    _status, data = check_json(str(tmp_path), capsys=capsys)
    assert [(f["status"], f.get("language")) for f in data["files"]] == [("checked", "classad")]


def test_a_kept_dollar_reference_in_an_expression_says_why(tmp_path: Path) -> None:
    """A compute entrypoint's hold policy began `$(JobStatus != 3) && ...`: HTCondor expands no
    such reference (htcondor2.param keeps it), and the schedd cannot parse the value. The error
    now says why, and what was meant."""
    text = "SYSTEM_PERIODIC_HOLD = $(JobStatus != 3) && (JobStatus == 5)\n"
    assert _param(tmp_path, text, "SYSTEM_PERIODIC_HOLD") == {
        "SYSTEM_PERIODIC_HOLD": "$(JobStatus != 3) && (JobStatus == 5)"}
    write(tmp_path, {"condor_config": text})
    _document, found = analyse(tmp_path / "condor_config")
    syntax = [d for d in found if d.code == "expr-syntax"]
    assert len(syntax) == 1 and severity(syntax[0]) is Severity.ERROR
    assert "did you mean `(JobStatus != 3)`?" in syntax[0].message
