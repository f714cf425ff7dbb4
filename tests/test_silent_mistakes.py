"""Mistakes real configuration and submit files make that HTCondor accepts without a word:
``macro-syntax``, ``inline-comment``, ``missing-attribute-comparison`` and ``unknown-daemon``.

Each is checked against the library where there is one: ``htcondor2.param`` in a fresh process
shows what HTCondor keeps in a value (a ``$(...)`` it did not read, a comment) and whether the
master would find a daemon's program; ``classad2`` shows what a comparison with a missing
attribute evaluates to; htcondor 24.0's ``Submit.jobs`` (in its own environment) lists what every
job ad holds.
"""
from __future__ import annotations

import json
import os
import subprocess
import sys
import venv
from pathlib import Path

import pytest
from hypothesis import given, settings as hypothesis_settings, strategies as st

from condor_ls.analysis.attribute_presence import EVERY_JOB
from condor_ls.analysis.context import AnalysisContext, path_to_uri
from condor_ls.analysis.model import Diagnostic, Fix, Severity
from condor_ls.analysis.rules.registry import diagnostics, load_rules
from condor_ls.config.comments import comment_end, comment_start
from condor_ls.config.scanner import config_prefix, find_macro, rejected_references
from condor_ls.syntax.document import Document
from condor_ls.syntax.languages import LanguageId

CODES = ("macro-syntax", "inline-comment", "missing-attribute-comparison", "unknown-daemon")


def analyse(path: Path, text: str) -> tuple[Document, list[Diagnostic]]:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    language = LanguageId.SUBMIT if path.suffix == ".sub" else LanguageId.CONFIG
    document = Document.parse(path_to_uri(str(path)), language, text)
    return document, diagnostics(document, AnalysisContext())


def hits(document: Document, found: list[Diagnostic], code: str) -> list[tuple[str, Severity | None]]:
    return [(document.source[d.range.start:d.range.end].decode(), d.severity) for d in found if d.code == code]


def only(found: list[Diagnostic], code: str) -> Diagnostic:
    matching = [d for d in found if d.code == code]
    assert len(matching) == 1, matching
    return matching[0]


def apply(document: Document, fix: Fix) -> str:
    data = document.source
    for edit in sorted(fix.edits, key=lambda e: (e.range.start, e.range.end), reverse=True):
        data = data[:edit.range.start] + edit.new_text.encode() + data[edit.range.end:]
    return data.decode()


def param(config: Path, names: list[str]) -> dict[str, str | None]:
    """``htcondor2.param`` for ``names``, reading ``config`` in a fresh process."""
    pytest.importorskip("htcondor2")
    env = {k: v for k, v in os.environ.items() if not k.lower().startswith("_condor_")}
    env["CONDOR_CONFIG"] = str(config)
    script = ("import json, sys, htcondor2\n"
              "print(json.dumps({n: htcondor2.param.get(n) for n in json.loads(sys.argv[1])}))\n")
    proc = subprocess.run([sys.executable, "-c", script, json.dumps(names)], env=env, capture_output=True,
                          text=True, timeout=120, cwd=config.parent)
    assert proc.returncode == 0, proc.stderr
    return json.loads(proc.stdout.strip().splitlines()[-1])


def test_the_rules_are_registered_and_documented() -> None:
    rules = load_rules()
    docs = (Path(__file__).resolve().parents[1] / "docs" / "rules.md").read_text(encoding="utf-8")
    for code in CODES:
        assert code in rules and f"### `{code}`" in docs


# ---------------------------------------------------------------------------- macro-syntax
#: (value, reported): the ``$(...)`` HTCondor reads and those it keeps as written
MACRO_CASES = [
    ("$(NAME-X)", True), ("$(NAME!)", True), ("$(NAME:def-x)", True), ("$( NAME)", True), ("$(NAME )", True),
    ("$(NAME:a=b)", True), ("pre/$(NAME@x)/post", True), ("$(NEVER_SET:$(OTHER-X))", True),
    ("$(NAME)", False), ("$(NAME:a b)", False), ("$(NAME:/usr/local,x)", False), ("$(NAME:f(a-b)c)", False),
    ("$(NAME:http://host.example.org/x)", False), ("$(SCHEDD.NAME)", False), ("$$(Memory)", False),
    ("$(NAME:$(OTHER))", False),
]


def test_references_htcondor_passes_over_agree_with_the_library(tmp_path: Path) -> None:
    lines = ["NAME = value", "OTHER = other"]
    lines += [f"CASE{i} = {value}" for i, (value, _reported) in enumerate(MACRO_CASES)]
    lines.append("SHELL_CASE = $(hostname -f)")
    config = tmp_path / "condor_config"
    document, found = analyse(config, "\n".join(lines) + "\n")
    rows = {document.line_index.offset_to_point(d.range.start).row for d in found if d.code == "macro-syntax"}
    values = param(config, [f"CASE{i}" for i in range(len(MACRO_CASES))] + ["SHELL_CASE"])
    for i, (value, reported) in enumerate(MACRO_CASES):
        kept = values[f"CASE{i}"] or ""
        # HTCondor kept a `$(` of the value as written exactly where the rule reports one
        assert ("$(" in kept.replace("$$(", "")) == reported, (value, kept)
        assert ((i + 2) in rows) == reported, value
    # a shell's command substitution is kept by HTCondor too, and meant to be: not reported
    assert values["SHELL_CASE"] == "$(hostname -f)" and (len(lines) - 1) not in rows


def test_blanks_inside_a_reference_get_a_fix(tmp_path: Path) -> None:
    document, found = analyse(tmp_path / "condor_config", "LOG_DIR = /var/log\nX = $( LOG_DIR )/x\n")
    diagnostic = only(found, "macro-syntax")
    assert diagnostic.severity is Severity.WARNING
    assert "no blanks are allowed" in diagnostic.message
    assert apply(document, diagnostic.fixes[0]).endswith("X = $(LOG_DIR)/x\n")


def test_a_default_with_a_dash_explains_the_way_out(tmp_path: Path) -> None:
    document, found = analyse(tmp_path / "condor_config", "CONDOR_HOST = $(CENTRAL:cm-1.example.org)\n")
    diagnostic = only(found, "macro-syntax")
    assert "a default may not hold `-`" in diagnostic.message and diagnostic.fixes == ()
    assert document.source[diagnostic.range.start:diagnostic.range.end] == b"$(CENTRAL:cm-1.example.org)"


def test_a_stray_dot_makes_the_default_win(tmp_path: Path) -> None:
    text = "NAME = value\nA = $(NAME.:fallback)\nB = $(NAME.)\nC = $(.NAME:x)\nD = $(NEVER.:x)\n"
    config = tmp_path / "condor_config"
    document, found = analyse(config, text)
    assert param(config, ["A", "C"]) == {"A": "fallback", "C": "x"}
    assert hits(document, found, "macro-syntax") == [("NAME.", Severity.WARNING), (".NAME", Severity.WARNING)]
    first = [d for d in found if d.code == "macro-syntax"][0]
    assert "always `fallback`" in first.message and apply(document, first.fixes[0]).count("$(NAME:fallback)") == 1
    # without a default it is an undefined macro, reported once, by that rule
    assert [d.code for d in found if document.source[d.range.start:d.range.end] == b"$(NAME.)"] == ["undefined-macro"]


def test_macro_syntax_in_submit_files(tmp_path: Path) -> None:
    text = ("executable = run.sh\nitem_name = a\narguments = $(item-name) \"-c 'date $(date +%s)'\"\n"
            "output = out.$(Cluster).$(Process)\nqueue\n")
    document, found = analyse(tmp_path / "job.sub", text)
    assert hits(document, found, "macro-syntax") == [("$(item-name)", Severity.WARNING)]


def test_comment_lines_of_a_body_are_not_read(tmp_path: Path) -> None:
    text = "JOB_TRANSFORM_NAMES = T\nJOB_TRANSFORM_T @=end\n  # $(not-a-macro) in a comment\n  SET Foo 1\n@end\n"
    document, found = analyse(tmp_path / "condor_config", text)
    assert hits(document, found, "macro-syntax") == []


# ---------------------------------------------------------------------------- inline-comment
INLINE = """\
LOG = /var/log/condor # where logs go
ALLOW_WRITE = *.example.org # our hosts
STARTD_CRON_probe_EXECUTABLE = /usr/local/bin/probe # the probe
MAX_JOBS_RUNNING = 200 # plenty
SITE_NAME = # set by the installer
"""


def test_inline_comments_are_part_of_the_value(tmp_path: Path) -> None:
    config = tmp_path / "condor_config"
    document, found = analyse(config, INLINE)
    values = param(config, ["LOG", "ALLOW_WRITE", "SITE_NAME"])
    assert values == {"LOG": "/var/log/condor # where logs go", "ALLOW_WRITE": "*.example.org # our hosts",
                      "SITE_NAME": "# set by the installer"}
    assert hits(document, found, "inline-comment") == [
        ("# where logs go", Severity.WARNING), ("# our hosts", Severity.WARNING), ("# the probe", Severity.WARNING),
        ("# plenty", Severity.ERROR), ("# set by the installer", Severity.WARNING)]
    # the integer is reported once, with the cause, not also as a value of the wrong type
    assert [d.code for d in found if d.code in ("knob-type", "inline-comment") and "200" in INLINE] \
        .count("knob-type") == 0
    log = next(d for d in found if d.code == "inline-comment")
    assert "`/var/log/condor # where logs go`, not `/var/log/condor`" in log.message
    fixed = apply(document, log.fixes[0])
    assert fixed.startswith("# where logs go\nLOG = /var/log/condor\nALLOW_WRITE")


def test_an_integer_with_a_comment_is_still_a_type_error_without_one(tmp_path: Path) -> None:
    document, found = analyse(tmp_path / "condor_config", "MAX_JOBS_RUNNING = lots # plenty\n")
    assert [d.code for d in found if d.code in ("knob-type", "inline-comment")] == ["knob-type", "inline-comment"]


@pytest.mark.parametrize("text", [
    'COLLECTOR_NAME = "Lab # 3 pool"\n',     # inside quotes
    "SITE_COLOR = #ff0000\n",                # a value that starts with #
    "SITE_URL = http://example.org/#top\n",  # no blank before it
    "START = KeyboardIdle > 600 # idle\n",   # an expression: expr-syntax says so
    "X = $(Y:a#b)\n",
    "JOB_TRANSFORM_NAMES = T\nJOB_TRANSFORM_T @=end\n  # a comment line\n  SET Foo 1\n@end\n",
    "# LOG = /tmp # a commented-out line\n",
])
def test_no_inline_comment_where_there_is_none(tmp_path: Path, text: str) -> None:
    document, found = analyse(tmp_path / "condor_config", text)
    assert hits(document, found, "inline-comment") == []


def test_inline_comments_in_submit_files(tmp_path: Path) -> None:
    text = "executable = run.sh # the script\nrequirements = Memory > 10 # enough\noutput = out.txt\nqueue\n"
    document, found = analyse(tmp_path / "job.sub", text)
    assert hits(document, found, "inline-comment") == [("# the script", Severity.WARNING)]


# ---------------------------------------------------------------------------- missing-attribute-comparison
def test_comparisons_with_a_missing_attribute_are_undefined_in_the_library() -> None:
    classad2 = pytest.importorskip("classad2")
    empty = classad2.ClassAd()
    assert classad2.ExprTree("IsTest != True").eval(empty) is classad2.Value.Undefined
    assert classad2.ExprTree("IsTest == False").eval(empty) is classad2.Value.Undefined
    assert classad2.ExprTree("IsTest =!= True").eval(empty) is True
    assert classad2.ExprTree("IsTest =!= False").eval(empty) is True
    for value in (True, False):  # and the same answers as before when it is there
        ad = classad2.ClassAd({"IsTest": value})
        assert classad2.ExprTree("IsTest =!= True").eval(ad) == classad2.ExprTree("IsTest != True").eval(ad)
        assert classad2.ExprTree("IsTest =!= True").eval(ad) == classad2.ExprTree("IsTest == False").eval(ad)


COMPARISONS = """\
START = TARGET.IsTest != True && KeyboardIdle > 600
SUSPEND = (TARGET.IsTest == False) || (MY.HasScratch != false)
WANT_VACATE = False == TARGET.IsTest
"""


def test_comparisons_that_fail_when_the_attribute_is_missing(tmp_path: Path) -> None:
    document, found = analyse(tmp_path / "condor_config", COMPARISONS)
    assert hits(document, found, "missing-attribute-comparison") == [
        ("!=", Severity.WARNING), ("== False", Severity.WARNING), ("!=", Severity.WARNING),
        ("False ==", Severity.WARNING)]
    fixes = [d.fixes[0] for d in found if d.code == "missing-attribute-comparison"]
    assert "TARGET.IsTest =!= True &&" in apply(document, fixes[0])
    assert "(TARGET.IsTest =!= True)" in apply(document, fixes[1])
    assert "(MY.HasScratch =!= false)" in apply(document, fixes[2])
    assert "WANT_VACATE = True =!= TARGET.IsTest" in apply(document, fixes[3])
    first = [d for d in found if d.code == "missing-attribute-comparison"][0]
    assert "every job ad" in first.message and "`IsTest =!= True`" in first.message


def test_submit_files_and_optional_job_attributes(tmp_path: Path) -> None:
    text = ("executable = a\n+IsTest = True\nrequirements = MY.IsTest != True && TARGET.HasScratch != True\n"
            "periodic_hold = StreamOut != True\nqueue\n")
    document, found = analyse(tmp_path / "job.sub", text)
    # IsTest is set by this very file; HasScratch is no slot attribute HTCondor knows; StreamOut
    # is written only by stream_output
    assert [d.message.split("`")[1] for d in found if d.code == "missing-attribute-comparison"] == \
        ["HasScratch", "StreamOut"]


@pytest.mark.parametrize("text", [
    "PREEMPT = SUSPEND && (WANT_SUSPEND == False)\n",                        # published by the startd
    "SYSTEM_PERIODIC_REMOVE = ExitBySignal == False && JobStatus == 4\n",    # in every job ad
    "START = HasFileTransfer != False\n",                                     # HTCondor's slot attribute
    "START = TARGET.IsTest == True\n",                                        # undefined means no, as meant
    "START = isUndefined(TARGET.IsTest) || TARGET.IsTest != True\n",          # the author handled it
    "START = TARGET.IsTest =?= undefined || TARGET.IsTest == False\n",
    "START = (TARGET.IsTest ?: False) != True\n",
    "HasScratch = True\nSTARTD_ATTRS = HasScratch\nSTART = HasScratch != False\n",  # published here
    "START = TARGET.IsTest =!= True\n",
    "KeyboardNotBusy = ($(KeyboardBusy) == False)\nKeyboardBusy = KeyboardIdle < 60\nSTART = $(KeyboardNotBusy)\n",
])
def test_no_report_for_attributes_every_ad_has_or_guarded_tests(tmp_path: Path, text: str) -> None:
    document, found = analyse(tmp_path / "condor_config", text)
    assert hits(document, found, "missing-attribute-comparison") == []


def test_a_fragment_read_alone_gets_a_hint(tmp_path: Path) -> None:
    """The configuration the fragment joins may publish the slot attribute (STARTD_ATTRS)."""
    document, found = analyse(tmp_path / "config.d" / "20-policy.conf", "START = HasScratch != False\n")
    (diagnostic,) = [d for d in found if d.code == "missing-attribute-comparison"]
    assert diagnostic.severity is Severity.HINT and "may be published by the configuration" in diagnostic.message
    (tmp_path / "condor_config").write_text("LOCAL_CONFIG_DIR = $(CONFIG_ROOT)/config.d\n", encoding="utf-8")
    document, found = analyse(tmp_path / "config.d" / "20-policy.conf", "START = HasScratch != False\n")
    assert [d.severity for d in found if d.code == "missing-attribute-comparison"] == [Severity.WARNING]
    analyse(tmp_path / "config.d" / "10-attrs.conf", "HasScratch = True\nSTARTD_ATTRS = HasScratch\n")
    document, found = analyse(tmp_path / "config.d" / "20-policy.conf", "START = HasScratch != False\n")
    assert [d for d in found if d.code == "missing-attribute-comparison"] == []


def _python_with_htcondor24() -> str | None:
    """An interpreter with htcondor 24.0 (the bindings with ``Submit.jobs``): the shared one, or
    a private environment made for the test run (None when it cannot be made)."""
    def works(python: Path) -> bool:
        return python.exists() and subprocess.run([str(python), "-c", "import htcondor"], capture_output=True,
                                                  env={**os.environ, "CONDOR_CONFIG": "/dev/null"},
                                                  timeout=120).returncode == 0

    shared = Path("/work/venv-htc24/bin/python")
    if works(shared):
        return str(shared)
    home = Path(os.environ.get("XDG_CACHE_HOME", Path.home() / ".cache")) / "condor-ls-tests" / "htc24"
    python = home / "bin" / "python"
    if not works(python):
        try:
            venv.create(home, with_pip=True, clear=True)
            subprocess.run([str(python), "-m", "pip", "install", "-q", "htcondor==24.0.24"], check=True,
                           capture_output=True, timeout=900)
        except (OSError, subprocess.SubprocessError):
            return None
    return str(python) if works(python) else None


def test_every_job_attribute_is_in_a_bare_job_ad() -> None:
    python = _python_with_htcondor24()
    if python is None:
        pytest.skip("htcondor 24.0 could not be installed in a private environment")
    script = ("import json, htcondor\n"
              "ad = next(iter(htcondor.Submit('executable = /bin/true\\nqueue\\n').jobs(clusterid=1)))\n"
              "print(json.dumps(sorted(ad.keys())))\n")
    env = {**os.environ, "CONDOR_CONFIG": "/dev/null"}
    proc = subprocess.run([python, "-c", script], capture_output=True, text=True, timeout=120, env=env)
    assert proc.returncode == 0, proc.stderr
    submitted = {name.lower() for name in json.loads(proc.stdout.strip().splitlines()[-1])}
    schedd_added = {"user", "globaljobid", "onexithold", "onexitremove", "periodichold", "periodicrelease",
                    "periodicremove"}
    assert EVERY_JOB == submitted | schedd_added


# ---------------------------------------------------------------------------- unknown-daemon
DAEMONS = """\
DAEMON_LIST = MASTER, SCHEDD, STARTED
DAEMON_LIST = $(DAEMON_LIST) COLLECTOR, VIEW_COLLECTOR, MY_DAEMON, negotiator, SHARED_PORT,
MY_DAEMON = /usr/local/sbin/mine
MASTER_HA_LIST = HAD, REPLICATON
"""


def test_daemons_the_master_cannot_start_agree_with_the_library(tmp_path: Path) -> None:
    config = tmp_path / "condor_config"
    document, found = analyse(config, DAEMONS)
    reported = [name for name, _severity in hits(document, found, "unknown-daemon")]
    assert reported == ["STARTED", "VIEW_COLLECTOR", "REPLICATON"]
    entries = ["MASTER", "SCHEDD", "STARTED", "COLLECTOR", "VIEW_COLLECTOR", "MY_DAEMON", "NEGOTIATOR",
               "SHARED_PORT", "HAD", "REPLICATON"]
    programs = param(config, entries)
    assert [name for name in entries if programs[name] is None] == reported
    started = next(d for d in found if d.code == "unknown-daemon")
    assert started.severity is Severity.ERROR and "did you mean STARTD" in started.message
    assert apply(document, started.fixes[0]).startswith("DAEMON_LIST = MASTER, SCHEDD, STARTD\n")


def test_a_program_set_in_the_configuration_counts(tmp_path: Path) -> None:
    text = DAEMONS + "VIEW_COLLECTOR = $(COLLECTOR)\nSTARTED = $(STARTD)\nREPLICATON = $(REPLICATION)\n"
    document, found = analyse(tmp_path / "condor_config", text)
    assert hits(document, found, "unknown-daemon") == []


def test_a_fragment_without_its_set_gets_a_hint(tmp_path: Path) -> None:
    document, found = analyse(tmp_path / "config.d" / "50-daemons.conf", "DAEMON_LIST = $(DAEMON_LIST) SITE_MONITOR\n")
    assert hits(document, found, "unknown-daemon") == [("SITE_MONITOR", Severity.HINT)]


def test_only_the_list_the_master_reads_counts(tmp_path: Path) -> None:
    """An earlier assignment replaced by a later one is not what the master reads; the words of
    an inline comment are inline-comment's."""
    text = "DAEMON_LIST = MASTER, BOGUS\nDAEMON_LIST = MASTER, SCHEDD # no startd here\n"
    document, found = analyse(tmp_path / "condor_config", text)
    assert hits(document, found, "unknown-daemon") == []
    assert [code for code in (d.code for d in found) if code in CODES] == ["inline-comment"]


# ---------------------------------------------------------------------------- versions cited in messages
def _history_version(text: str) -> str | None:
    """The release under which HTCondor's version history (``docs/version-history/*.hist``)
    records a change whose text contains ``text``."""
    root = os.environ.get("HTCONDOR_SRC", "")
    folder = Path(root) / "docs" / "version-history"
    if not root or not folder.is_dir():
        pytest.skip("needs a checkout of HTCondor's sources in HTCONDOR_SRC")
    for path in sorted(folder.glob("*.hist")):
        heading = None
        for line in path.read_text(encoding="utf-8", errors="replace").splitlines():
            if line.startswith("*** "):
                heading = line.split()[1]
            elif text in line and heading is not None:
                return heading
    return None


def _old_form_messages(tmp_path: Path) -> dict[str, str]:
    text = ("JOB_TRANSFORM_NAMES = Old\nJOB_TRANSFORM_Old = [ set_Foo = 1; ]\n"
            "JOB_ROUTER_ROUTE_NAMES = Grid\nJOB_ROUTER_ROUTE_Grid = [ GridResource = \"batch slurm\"; ]\n"
            "JOB_ROUTER_ENTRIES = [ Name = \"A\"; ]\n")
    document, found = analyse(tmp_path / "condor_config", text)
    out = {}
    for d in found:
        if d.code == "transform-old-form":
            out[document.source[d.range.start:d.range.end].decode()] = d.message
    return out


def test_the_schedd_s_old_transform_form_cites_the_release_that_dropped_it(tmp_path: Path) -> None:
    """Corrected: the schedd kept converting New-ClassAd job transforms after 24.10 (the removal
    was undone before that release) and dropped them in 25.8; the messages said 24.10."""
    from condor_ls.analysis.rules.transform import SCHEDD_OLD_FORM_DROPPED

    messages = _old_form_messages(tmp_path)
    assert "since HTCondor 25.8" in messages["JOB_TRANSFORM_Old"] and "24.10" not in messages["JOB_TRANSFORM_Old"]
    released = _history_version("old ClassAd syntax is no longer supported in job transforms")
    assert released is not None and released.startswith(SCHEDD_OLD_FORM_DROPPED + ".")


def test_the_router_s_old_form_cites_the_release_that_dropped_it(tmp_path: Path) -> None:
    from condor_ls.analysis.rules.transform import OLD_FORM_DROPPED

    messages = _old_form_messages(tmp_path)
    assert "since HTCondor 24.10" in messages["JOB_ROUTER_ROUTE_Grid"]
    assert "since HTCondor 24.10" in messages["JOB_ROUTER_ENTRIES"]
    released = _history_version("the old ClassAd-based route syntax")
    assert released is not None and released.startswith(OLD_FORM_DROPPED + ".")


# ---------------------------------------------------------------------------- any text
_PIECES = st.lists(st.sampled_from(["$(", ")", "$$(", "NAME", ":", "-", " ", "#", '"', "\\", "\n", "a-b", "(",
                                    "x.y", "/", "é", "1?", "$"]), max_size=30).map("".join)


@hypothesis_settings(max_examples=300, deadline=None)
@given(_PIECES)
def test_scanning_any_value_is_safe_and_consistent(text: str) -> None:
    """Every would-be reference listed is a `$(` HTCondor's scanner does not accept there, and a
    comment found starts with `#`: for any text, without an exception."""
    for item in rejected_references(text):
        assert text.startswith("$(", item.dollar) and item.dollar < item.end <= len(text)
        accepted = find_macro(text, item.dollar, config_prefix)
        assert accepted is None or accepted.dollar != item.dollar
    at = comment_start(text)
    if at is not None:
        assert text[at] == "#" and at <= comment_end(text, at) <= len(text)
