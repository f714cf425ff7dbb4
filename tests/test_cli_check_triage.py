"""``condor-ls check`` over trees that mix HTCondor files with other programs' files, templates
and DAG files: findings only for HTCondor's files, a note for each file skipped, the summary
line, and the file lists of the JSON and SARIF reports. Also config-val's TOOL default and
language detection by content."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from condor_ls.analysis.triage import is_dag, looks_foreign, mask_template, rendered_name, triage
from condor_ls.cli import main as cli_main
from condor_ls.syntax.detect import sniff
from condor_ls.syntax.languages import LanguageId

# -- other programs' configuration (written for these tests, in each program's usual shape) --
SUPERVISORD = """\
[supervisord]
nodaemon=true
logfile=/var/log/supervisor/supervisord.log

[program:condor_master]
command=/usr/sbin/condor_master -f
autostart=true
autorestart=true
"""
RSYSLOG = """\
module(load="imuxsock")
module(load="imjournal" StateFile="imjournal.state")
$WorkDirectory /var/lib/rsyslog
$IncludeConfig /etc/rsyslog.d/*.conf
*.info;mail.none;authpriv.none;cron.none                /var/log/messages
"""
HTTPD = """\
Listen 8080
<Directory "/var/www/html">
    Options Indexes FollowSymLinks
    AllowOverride None
    Require all granted
</Directory>
"""
RSYNCD = """\
uid = nobody
gid = nobody
use chroot = yes
max connections = 4

[condor-spool]
path = /var/lib/condor/spool
read only = yes
"""
GSI_AUTHZ = """\
globus_mapping /usr/lib64/libgsi_pep_callout.so argus_pep_callout
"""
# -- HTCondor's own --
GANGLIA_METRIC = """\
[
  Name   = "JobsRunning";
  Desc   = "Number of running jobs";
  Units  = "jobs";
  TargetType = "Scheduler";
]
[
  Name   = "JobsIdle";
  Value  = TotalIdleJobs;
  TargetType = "Scheduler";
]
"""
EXECUTE_CONF = """\
# an execute node's settings, named .conf by a configuration-management role
use ROLE : Execute
CONDOR_HOST = cm.example.org
NUM_SLOTS = 1
START = (
"""
ERB_CONFIG = """\
# managed by Puppet
CONDOR_HOST = <%= @central_manager %>
<% if @gpu_node -%>
use FEATURE : GPUs
<% end -%>
ALLOW_WRITE = <%= @allow_write.join(', ') %>
NUM_CPUS = $(DETECTED_CPUS)
"""
JINJA_SUBMIT = """\
executable = {{ executable }}
arguments = {{ args | join(' ') }}
{% if gpus %}
request_gpus = {{ gpus }}
request_memory = 8 GB
{% else %}
request_memory = 2 GB
{% endif %}
request_memmory = 1 GB
queue {{ count }}
"""
DAG = """\
# diamond
JOB A a.sub
JOB B b.sub
JOB C c.sub
JOB D d.sub
PARENT A CHILD B C
PARENT B C CHILD D
RETRY D 3
"""
BOINC = """\
ENABLE_BACKFILL = TRUE
BACKFILL_SYSTEM = BOINC
BOINC_HOME = /var/lib/boinc
BOINC_Executable = $(BOINC_HOME)/boinc_client
BOINC_Owner = nobody
BOINC_Universe = vanilla
BOINC_NumCPUs = 1
BOINC_Requirements = true
BOINC_Output = $(BOINC_HOME)/boinc.out
BOINC_Error = $(BOINC_HOME)/boinc.err
BOINC_InitialDir = $(BOINC_HOME)
BOINC_Arguments = --dir $(BOINC_HOME)
"""


@pytest.fixture()
def tree(tmp_path: Path) -> Path:
    files = {
        "etc/supervisord.conf": SUPERVISORD,
        "etc/rsyslog.conf": RSYSLOG,
        "etc/httpd/conf/httpd.conf": HTTPD,
        "etc/rsyncd.conf": RSYNCD,
        "etc/grid-security/gsi-authz.conf": GSI_AUTHZ,
        "etc/condor/ganglia.d/metrics.d/00_jobs.conf": GANGLIA_METRIC,
        "roles/execute/files/execute.conf": EXECUTE_CONF,
        "templates/condor_config.local.erb": ERB_CONFIG,
        "templates/job.sub.j2": JINJA_SUBMIT,
        "jobs/diamond.dag": DAG,
    }
    for name, text in files.items():
        path = tmp_path / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text)
    return tmp_path


def _check(*args: str, capsys: pytest.CaptureFixture[str]) -> tuple[int, str, str]:
    status = cli_main.main(["check", *args])
    out, err = capsys.readouterr()
    return status, out, err


def _finding_paths(out: str) -> set[str]:
    return {line.split(":", 1)[0] for line in out.splitlines() if not line.startswith("condor-ls check: ")}


def test_a_mixed_tree_reports_only_htcondor_files(tree: Path, monkeypatch: pytest.MonkeyPatch,
                                                   capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.chdir(tree)
    status, out, err = _check(".", capsys=capsys)
    paths = _finding_paths(out)
    # the real mistakes: an unclosed START in an HTCondor .conf, a misspelt submit command
    assert "roles/execute/files/execute.conf" in paths
    assert "templates/job.sub.j2" in paths and "request_memmory" in out
    assert status == 1
    for foreign in ("supervisord.conf", "rsyslog.conf", "httpd.conf", "rsyncd.conf", "gsi-authz.conf",
                    "00_jobs.conf"):
        assert not any(foreign in p for p in paths), out
    # the ERB template is clean: its tags are unknown values, never findings
    assert "templates/condor_config.local.erb" not in paths, out
    # nothing about the Jinja tags or its two branches setting request_memory
    assert "{{" not in out and "duplicate" not in out
    assert "skipped 5 files that are not HTCondor's" in err
    # the DAG is checked as a DAG: its node submit files are not in the tree, which only fails
    # its nodes when they run (warnings)
    dag_lines = [line for line in out.splitlines() if line.startswith("jobs/diamond.dag:")]
    assert len(dag_lines) == 4 and all("warning:" in l and "[dag-missing-node-file]" in l for l in dag_lines), out
    assert out.splitlines()[-1].startswith("condor-ls check: 5 files checked, 5 skipped; ")


def test_source_files_named_after_the_config_are_not_read_as_config(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    # HTCondor's own source tree has condor_config.cpp and condor_config.h beside its example
    # configs; a directory walk must check the configs and leave the C++ alone
    files = {
        "src/condor_utils/condor_config.cpp": '#include "condor_config.h"\nint config_host(const char *host) {\n  return 0;\n}\n',
        "src/condor_includes/condor_config.h": "#ifndef CONDOR_CONFIG_H\n#define CONDOR_CONFIG_H\nint config_host(const char *);\n#endif\n",
        "src/condor_examples/condor_config.generic": "DAEMON_LIST = MASTER, STARTD\nSTART = TRUE\n",
    }
    for name, text in files.items():
        path = tmp_path / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text)
    monkeypatch.chdir(tmp_path)
    status, out, err = _check("--verbose", ".", capsys=capsys)
    assert status == 0, out
    assert out.splitlines()[-1] == "condor-ls check: 1 file checked; no problems found", out
    assert "condor_config.cpp" not in out + err and "condor_config.h" not in out + err
    _status, out, _err = _check("--format", "json", ".", capsys=capsys)
    assert [f["path"] for f in json.loads(out)["files"]] == ["src/condor_examples/condor_config.generic"]


def test_verbose_lists_each_skipped_file_with_its_reason(tree: Path, monkeypatch: pytest.MonkeyPatch,
                                                          capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.chdir(tree)
    _status, _out, err = _check("--verbose", ".", "jobs/diamond.dag", capsys=capsys)
    notes = dict(line.split(": skipped: ", 1) for line in err.splitlines() if ": skipped: " in line)
    assert set(notes) == {"etc/supervisord.conf", "etc/rsyslog.conf", "etc/httpd/conf/httpd.conf",
                          "etc/rsyncd.conf", "etc/grid-security/gsi-authz.conf"}
    assert "another program" in notes["etc/rsyslog.conf"]


def test_json_and_sarif_list_files_checked_and_skipped(tree: Path, monkeypatch: pytest.MonkeyPatch,
                                                       capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.chdir(tree)
    _status, out, err = _check("--format", "json", ".", capsys=capsys)
    report = json.loads(out)
    files = {f["path"]: f for f in report["files"]}
    assert files["etc/condor/ganglia.d/metrics.d/00_jobs.conf"] == {
        "path": "etc/condor/ganglia.d/metrics.d/00_jobs.conf", "status": "checked", "language": "classad"}
    assert files["templates/condor_config.local.erb"]["template"] == "erb"
    assert files["templates/job.sub.j2"]["language"] == "submit"
    assert files["etc/supervisord.conf"]["status"] == "skipped" and "another program" in files["etc/supervisord.conf"]["reason"]
    # the summary goes to stderr, so stdout stays valid JSON
    assert files["jobs/diamond.dag"] == {"path": "jobs/diamond.dag", "status": "checked", "language": "dag"}
    assert err.strip().splitlines()[-1].startswith("condor-ls check: 5 files checked, 5 skipped; ")

    _status, out, _err = _check("--format", "sarif", ".", capsys=capsys)
    run = json.loads(out)["runs"][0]
    artifacts = {a["location"]["uri"] for a in run["artifacts"]}
    assert "templates/job.sub.j2" in artifacts and "etc/rsyslog.conf" not in artifacts
    skipped = {n["locations"][0]["physicalLocation"]["artifactLocation"]["uri"]: n["message"]["text"]
               for n in run["invocations"][0]["toolExecutionNotifications"]}
    assert "etc/rsyslog.conf" in skipped and skipped["etc/rsyslog.conf"].startswith("skipped: ")


def test_summary_line_counts_by_severity(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    (tmp_path / "a.sub").write_text("executable = x\nlog = a\nlog = b\nrequest_disk = 3 GiB\nqueue\n")
    (tmp_path / "b.sub").write_text("executable = x\nqueue\n")
    status, out, _err = _check(str(tmp_path), capsys=capsys)
    assert status == 1
    assert out.splitlines()[-1] == "condor-ls check: 2 files checked; 1 error, 1 warning"
    status, out, _err = _check(str(tmp_path / "b.sub"), capsys=capsys)
    assert status == 0 and out == "condor-ls check: 1 file checked; no problems found\n"


def test_a_nameless_config_full_of_macros_is_config(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """`$(` never occurs in ClassAd syntax (was: read as a ClassAd, dozens of syntax errors)."""
    assert sniff(BOINC) is LanguageId.CONFIG
    (tmp_path / "16-boinc").write_text(BOINC)
    status, out, _err = _check(str(tmp_path / "16-boinc"), capsys=capsys)
    assert status == 0 and out == "condor-ls check: 1 file checked; no problems found\n"


@pytest.mark.parametrize("text", [SUPERVISORD, RSYSLOG, HTTPD, RSYNCD, GSI_AUTHZ])
def test_other_programs_configs_look_foreign(text: str) -> None:
    assert looks_foreign(text)


@pytest.mark.parametrize("text", [EXECUTE_CONF, BOINC, "CONDOR_HOST = cm\n", "MY_SITE_KNOB = $(FULL_HOSTNAME)\n"])
def test_htcondor_configs_do_not_look_foreign(text: str) -> None:
    assert not looks_foreign(text)


def test_template_tags_are_masked_in_place() -> None:
    masked, touched = mask_template(ERB_CONFIG)
    assert len(masked) == len(ERB_CONFIG) and masked.count("\n") == ERB_CONFIG.count("\n")
    lines = masked.splitlines()
    assert lines[1].startswith("CONDOR_HOST = x") and "<%" not in masked
    assert lines[2].strip() == "" and lines[4].strip() == ""  # block tags leave empty lines
    assert touched == {1, 2, 4, 5}
    assert rendered_name("condor_config.local.erb") == ("condor_config.local", "erb")
    assert rendered_name("job.sub.j2") == ("job.sub", "jinja")


def test_triage_decisions() -> None:
    assert is_dag(DAG) and not is_dag(JINJA_SUBMIT) and not is_dag(BOINC)
    assert triage("x/diamond.dag", DAG, explicit=True).language is LanguageId.DAG
    # a DAG is told by its content whatever its name, and whatever command it opens with
    assert triage("x/workflow.txt", DAG, explicit=True).language is LanguageId.DAG
    assert triage("x/final-only", "FINAL F f.sub\n", explicit=True).language is LanguageId.DAG
    assert triage("x/descriptions", "SUBMIT-DESCRIPTION d {\n executable = x\n queue\n}\nJOB A d\n",
                  explicit=True).language is LanguageId.DAG
    assert triage("x/inline", "JOB A {\n executable = x\n queue\n}\n", explicit=True).language is LanguageId.DAG
    assert triage("metrics.d/00_jobs.conf", GANGLIA_METRIC).language is LanguageId.CLASSAD
    assert triage("roles/execute.conf", EXECUTE_CONF).language is LanguageId.CONFIG
    assert triage("etc/rsyncd.conf", RSYNCD).skip
    # --language wins over everything
    assert triage("etc/rsyncd.conf", RSYNCD, forced=LanguageId.CONFIG).skip is None
    # a DAGMan configuration file is HTCondor configuration
    assert triage("jobs/diamond.dag.config", "DAGMAN_MAX_JOBS_SUBMITTED = 100\n").language is LanguageId.CONFIG


# a packaging patch of the shipped configuration, and a developer note named like a config file
# (HTCondor's sources carry both shapes: condor_config.generic.rpm.patch, README.config)
CONFIG_PATCH = """\
--- condor_config.generic.orig
+++ condor_config.generic
@@ -20,7 +20,7 @@
 ##  Where have you installed the bin, sbin and lib condor directories?
-RELEASE_DIR = /usr/local/condor
+RELEASE_DIR = /usr
 
 ##  Where is the local condor directory for each host?  This is where the local config file(s), logs and
-#LOCAL_DIR = $(TILDE)
+LOCAL_DIR = /var
"""
README_CONFIG = """\
Runtime configuration commands
==============================

The runtime configuration commands let an administrator change a daemon's
configuration over the network.  A persistent change is written to
$(LOG)/.config.$(SUBSYS) and survives a restart; a runtime change lasts
until the next reconfig.  Each change names an administrator id, so that
several tools may manage one daemon.  Settings are applied in this order:

  1. the global configuration file
  2. local configuration files
  3. persistent settings
"""
# configuration whose long values could be mistaken for text: @= blocks, continuation lines
LONG_VALUES_CONF = """\
# site policy
JOB_TRANSFORM_NAMES = Tag
JOB_TRANSFORM_Tag @=end
   REQUIREMENTS JobUniverse == 5
   SET Department "physics"
   DEFAULT AccountingGroup "group_physics"
   COPY Owner OriginalOwner
   DELETE NiceUser
@end
START = (KeyboardIdle > 600) && \\
        (LoadAvg < 0.3) && \\
        (Memory > 1024) && \\
        (Disk > 1000) && \\
        (TARGET.Owner =!= "nobody")
"""


def test_patches_and_prose_named_like_configuration_are_skipped(tmp_path: Path,
                                                               capsys: pytest.CaptureFixture[str]) -> None:
    patch = tmp_path / "condor_config.generic.rpm.patch"
    patch.write_text(CONFIG_PATCH)
    readme = tmp_path / "README.config"
    readme.write_text(README_CONFIG)
    site = tmp_path / "site.conf"
    site.write_text(LONG_VALUES_CONF)
    assert triage(str(patch), CONFIG_PATCH, explicit=True).skip == "a patch (diff) of a file, not the file itself"
    assert "text" in (triage(str(readme), README_CONFIG).skip or "")
    assert triage(str(site), LONG_VALUES_CONF).skip is None
    assert cli_main.main(["check", "--format", "json", str(tmp_path)]) == 0
    captured = capsys.readouterr()
    report = json.loads(captured.out)
    status = {Path(f["path"]).name: f["status"] for f in report["files"]}
    assert status == {"condor_config.generic.rpm.patch": "skipped", "README.config": "skipped",
                      "site.conf": "checked"}
    assert report["diagnostics"] == []


def test_config_val_reads_as_a_tool_by_default(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """condor_config_val reads as subsystem TOOL: STARTD.X does not override X."""
    config = tmp_path / "condor_config"
    config.write_text("X = plain\nSTARTD.X = startd\n")
    assert cli_main.main(["config-val", "--config", str(config), "X"]) == 0
    assert capsys.readouterr().out.strip() == "plain"
    assert cli_main.main(["config-val", "--config", str(config), "--subsystem", "STARTD", "X"]) == 0
    assert capsys.readouterr().out.strip() == "startd"


def test_cmd_files_in_a_directory_are_checked_when_they_are_submit_descriptions(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """HTCondor's own test suite names its submit files ``*.cmd``, as Windows names batch
    files: a directory's ``.cmd`` files are checked when they read as submit descriptions and
    left alone (not even listed) otherwise."""
    (tmp_path / "job.cmd").write_text("universe = vanilla\nexecutable = run.sh\narguements = 1\nqueue\n")
    (tmp_path / "build.cmd").write_text("@echo off\r\nset PATH=C:\\tools;%PATH%\r\nmsbuild /m project.sln\r\n")
    status, out, _err = _check(str(tmp_path), capsys=capsys)
    assert status == 0
    assert "job.cmd:3:1: warning: `arguements` is not a submit command" in out
    assert "build.cmd" not in out
    assert out.splitlines()[-1] == "condor-ls check: 1 file checked; 1 warning"
    verdict = triage("job.cmd", (tmp_path / "job.cmd").read_text())
    assert verdict.language is LanguageId.SUBMIT and verdict.skip is None
    assert triage("build.cmd", (tmp_path / "build.cmd").read_text()).language is None
