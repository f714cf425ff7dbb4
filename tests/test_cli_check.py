"""``condor-ls check``: output formats, exit status, rule selection, directories, and the
promise that checking a configuration never runs any of its commands."""
from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from condor_ls.analysis.rules.registry import load_rules
from condor_ls.cli import main as cli_main

REPO = Path(__file__).resolve().parents[1]
FIXTURES = REPO / "tests" / "fixtures" / "submit"

BROKEN_SUB = """\
executable = run.sh
request_memmory = 2 GB
request_disk = 3 GiB
arguments = $(nowhere)
queue 5 jobs
"""
WARN_ONLY_SUB = "executable = run.sh\nlog = a.log\nlog = b.log\nqueue\n"


def run_check(*args: str, cwd: Path | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "condor_ls", "check", *args], cwd=cwd,
                          capture_output=True, text=True, timeout=300)


def report_lines(stdout: str) -> list[str]:
    """The finding lines of a text report (without the closing summary line)."""
    return [line for line in stdout.splitlines() if not line.startswith("condor-ls check: ")]


@pytest.fixture()
def project(tmp_path: Path) -> Path:
    (tmp_path / "jobs").mkdir()
    (tmp_path / "jobs" / "broken.sub").write_text(BROKEN_SUB)
    (tmp_path / "jobs" / "warn.sub").write_text(WARN_ONLY_SUB)
    (tmp_path / "jobs" / "notes.txt").write_text("queue 5 jobs\n")  # not picked by name in a directory
    (tmp_path / "jobs" / ".hidden").mkdir()
    (tmp_path / "jobs" / ".hidden" / "x.sub").write_text(BROKEN_SUB)
    return tmp_path


def test_text_output_and_exit_status(project: Path) -> None:
    result = run_check("jobs", cwd=project)
    assert result.returncode == 1, result.stderr
    lines = result.stdout.splitlines()
    assert "jobs/broken.sub:2:1: warning: " in lines[0] and lines[0].endswith("[unknown-command]")
    assert any(line.startswith("jobs/broken.sub:3:16: error: ") and line.endswith("[request-units]") for line in lines)
    assert any(line.startswith("jobs/broken.sub:5:7: error: ") and "[invalid-queue]" in line for line in lines)
    assert any(line.startswith("jobs/warn.sub:3:1: warning: ") for line in lines)
    assert not any("notes.txt" in line or ".hidden" in line for line in lines)
    assert "Traceback" not in result.stderr


def test_each_file_is_checked_once(project: Path) -> None:
    once = "\n".join(report_lines(run_check("jobs/warn.sub", cwd=project).stdout))
    twice = "\n".join(report_lines(run_check("jobs/warn.sub", "jobs", "./jobs/warn.sub", cwd=project).stdout))
    assert once and twice.count(once) == 1


def test_warnings_alone_exit_zero(project: Path) -> None:
    result = run_check("jobs/warn.sub", cwd=project)
    assert result.returncode == 0
    assert "[duplicate-command]" in result.stdout


def test_a_file_named_explicitly_is_checked_whatever_its_name(project: Path) -> None:
    result = run_check("jobs/notes.txt", cwd=project)
    assert result.returncode == 1 and "[invalid-queue]" in result.stdout


def test_json_output(project: Path) -> None:
    result = run_check("--format", "json", "jobs/broken.sub", cwd=project)
    data = json.loads(result.stdout)
    codes = {item["code"] for item in data["diagnostics"]}
    assert {"unknown-command", "request-units", "invalid-queue", "submit-undefined-macro"} <= codes
    first = data["diagnostics"][0]
    assert set(first) >= {"path", "line", "column", "endLine", "endColumn", "severity", "code", "message", "fixes"}
    fix = next(item for item in data["diagnostics"] if item["code"] == "unknown-command")["fixes"][0]
    assert fix["edits"][0]["newText"] == "request_memory"


def test_sarif_output_structure(project: Path) -> None:
    result = run_check("--format", "sarif", "jobs", cwd=project)
    assert result.returncode == 1
    log = json.loads(result.stdout)
    assert log["version"] == "2.1.0" and log["$schema"].endswith("sarif-2.1.0.json")
    run = log["runs"][0]
    assert run["originalUriBaseIds"]["%SRCROOT%"]["uri"] == project.resolve().as_uri() + "/"
    driver = run["tool"]["driver"]
    assert driver["name"] == "condor-ls"
    rule_ids = [r["id"] for r in driver["rules"]]
    assert set(rule_ids) == set(load_rules())
    for entry in driver["rules"]:
        assert entry["shortDescription"]["text"] and entry["help"]["text"]
        assert entry["defaultConfiguration"]["level"] in ("error", "warning", "note")
    assert run["results"]
    for res in run["results"]:
        assert res["ruleId"] in rule_ids
        assert rule_ids[res["ruleIndex"]] == res["ruleId"]
        assert res["level"] in ("error", "warning", "note", "none")
        assert res["message"]["text"]
        location = res["locations"][0]["physicalLocation"]
        uri = location["artifactLocation"]["uri"]
        assert location["artifactLocation"]["uriBaseId"] == "%SRCROOT%"
        assert not uri.startswith("/") and (project / uri).is_file()
        region = location["region"]
        assert region["startLine"] >= 1 and region["startColumn"] >= 1
        assert (region["endLine"], region["endColumn"]) >= (region["startLine"], region["startColumn"])


def test_sarif_uri_of_a_file_outside_the_working_directory(project: Path, tmp_path_factory: pytest.TempPathFactory) -> None:
    elsewhere = tmp_path_factory.mktemp("elsewhere") / "far.sub"
    elsewhere.write_text(BROKEN_SUB)
    log = json.loads(run_check("--format", "sarif", str(elsewhere), cwd=project).stdout)
    uris = {r["locations"][0]["physicalLocation"]["artifactLocation"]["uri"] for r in log["runs"][0]["results"]}
    assert uris == {elsewhere.resolve().as_uri()}


def test_select_and_ignore(project: Path) -> None:
    selected = run_check("--select", "request-units", "jobs/broken.sub", cwd=project)
    assert selected.returncode == 1
    assert report_lines(selected.stdout) and all(line.endswith("[request-units]") for line in report_lines(selected.stdout))
    ignored = run_check("--ignore", "request-units,invalid-queue,syntax-error", "jobs/broken.sub", cwd=project)
    assert ignored.returncode == 0
    assert "[request-units]" not in ignored.stdout and "[unknown-command]" in ignored.stdout


@pytest.mark.parametrize("args", [["--select", "no-such-rule", "x.sub"], ["--ignore", "bogus", "x.sub"],
                                  ["does/not/exist.sub"], ["--define", "novalue", "x.sub"], []])
def test_usage_errors_exit_two_without_traceback(project: Path, args: list[str]) -> None:
    (project / "x.sub").write_text("queue\n")
    result = run_check(*args, cwd=project)
    assert result.returncode == 2
    assert "Traceback" not in result.stderr and result.stderr.strip()


def test_binary_and_huge_files_are_skipped_with_a_note(project: Path) -> None:
    (project / "jobs" / "blob.sub").write_bytes(b"\0\1\2queue\n" * 10)
    result = run_check("jobs/blob.sub", cwd=project)
    assert result.returncode == 0 and "binary" in result.stderr


def test_bundled_examples_and_fixtures_have_no_errors() -> None:
    result = run_check(str(REPO / "examples"), str(FIXTURES), str(REPO / "examples" / "job.sub"))
    assert result.returncode == 0, result.stdout
    assert ": error:" not in result.stdout
    assert "Traceback" not in result.stderr


def test_fixtures_are_entirely_clean() -> None:
    result = run_check(str(FIXTURES))
    assert result.returncode == 0 and report_lines(result.stdout) == []
    assert result.stdout.strip().endswith("; no problems found")


# ---------------------------------------------------------------------------- nothing runs
CONFIG_WITH_COMMANDS = """\
include command : touch {marker1} |
include command into {generated} : touch {marker2} |
LOCAL_CONFIG_FILE = touch {marker3} |
DAEMON_LIST = MASTER, STARTD
"""


def _forbid(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Make every way of starting a process fail the test (and record the attempt)."""
    calls: list[str] = []

    def refuse(name: str):  # type: ignore[no-untyped-def]
        def blocked(*args, **kwargs):  # type: ignore[no-untyped-def]
            calls.append(name)
            raise AssertionError(f"{name} was called while checking a config")
        return blocked

    monkeypatch.setattr(subprocess, "Popen", refuse("subprocess.Popen"))
    for name in ("system", "popen", "posix_spawn", "posix_spawnp", "fork", "forkpty", "execv", "execve",
                 "execl", "execle", "execlp", "execlpe", "execvp", "execvpe", "spawnv", "spawnve", "spawnl",
                 "spawnle", "spawnlp", "spawnlpe", "spawnvp", "spawnvpe"):
        if hasattr(os, name):
            monkeypatch.setattr(os, name, refuse(f"os.{name}"))
    return calls


@pytest.mark.parametrize("fmt", ["text", "json", "sarif"])
def test_checking_never_runs_config_commands(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                             capsys: pytest.CaptureFixture[str], fmt: str) -> None:
    markers = [tmp_path / f"marker{i}" for i in (1, 2, 3)]
    root = tmp_path / "etc" / "condor_config"
    root.parent.mkdir()
    root.write_text(CONFIG_WITH_COMMANDS.format(marker1=markers[0], marker2=markers[1], marker3=markers[2],
                                                generated=tmp_path / "generated.conf"))
    submit = tmp_path / "job.sub"
    submit.write_text(f"include command : touch {markers[0]} |\narguments = $(x)\nqueue from touch {markers[1]} |\n")
    calls = _forbid(monkeypatch)
    status = cli_main.main(["check", "--format", fmt, "--config-root", str(root), str(root), str(submit),
                            str(tmp_path)])
    output = capsys.readouterr().out
    assert calls == []
    assert "include-command" in output  # the config was read, and its commands were seen
    assert status in (0, 1)
    assert not any(marker.exists() for marker in markers)
    assert not (tmp_path / "generated.conf").exists()


# ---------------------------------------------------------------------------- pre-commit hook
def _hook() -> dict[str, str]:
    """The hook's scalar fields (the file is flat YAML: one list item of `key: value` lines)."""
    fields: dict[str, str] = {}
    for line in (REPO / ".pre-commit-hooks.yaml").read_text().splitlines():
        key, sep, value = line.lstrip("- ").partition(":")
        if sep and key.strip() and not key.startswith(" "):
            fields[key.strip()] = value.strip().strip("'")
    return fields


def test_pre_commit_hook_definition() -> None:
    import re

    hook = _hook()
    assert hook["id"] == "condor-ls-check"
    assert hook["entry"] == "condor-ls check"
    assert hook["language"] == "python"
    pattern = re.compile(hook["files"])
    for name in ("condor_config", "etc/condor/condor_config.local", "etc/condor/config.d/10-site", "jobs/a.sub",
                 "b.submit", "c.jdl", "d.conf", "e.config", "f.ad"):
        assert pattern.search(name), name
    for name in ("README.md", "setup.py", "jobs/a.sub.orig", "config.d/nested/x"):
        assert not pattern.search(name), name


NGINX = "server {\n    listen 80;\n    location / {\n        root /var/www;\n    }\n}\n"


def test_a_conf_file_of_another_program_is_skipped_with_a_note(tmp_path: Path,
                                                                capsys: pytest.CaptureFixture[str]) -> None:
    (tmp_path / "nginx.conf").write_text(NGINX)
    (tmp_path / "site.conf").write_text("NUM_CPUS = 4\nSTART = True\n")
    (tmp_path / "config.d").mkdir()
    (tmp_path / "config.d" / "odd.conf").write_text(NGINX)  # config.d holds only HTCondor files
    status = cli_main.main(["check", str(tmp_path)])
    out, err = capsys.readouterr()
    assert "skipped 1 file that is not HTCondor's" in err and "nginx.conf" not in out + err
    assert "odd.conf" in out and status == 1
    status = cli_main.main(["check", "--verbose", str(tmp_path)])
    out, err = capsys.readouterr()
    assert "nginx.conf: skipped: named like a config file" in err and "nginx.conf" not in out
    # named with --language, it is checked as asked
    status = cli_main.main(["check", "--language", "config", str(tmp_path / "nginx.conf")])
    out, err = capsys.readouterr()
    assert status == 1 and "nginx.conf:1:1: error" in out and "skipped" not in err


def test_a_broken_htcondor_conf_file_is_still_checked(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    (tmp_path / "policy.conf").write_text("use ROLE : Execute\nSTART = (\nlisten 80;\n}\n")
    status = cli_main.main(["check", str(tmp_path)])
    out, err = capsys.readouterr()
    assert status == 1 and "policy.conf" in out and "skipped" not in err


def test_check_settles_the_collector_only_in_a_process_of_its_own(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                                   capsys: pytest.CaptureFixture[str]) -> None:
    """Run as the program (no argv given), check collects less often, like the server; called
    with an argv from someone else's process (these tests), it leaves the collector alone."""
    from condor_ls import collector
    from condor_ls.cli import main as cli_entry

    calls: list[str] = []
    monkeypatch.setattr(collector, "settle", lambda: calls.append("settled"))
    import condor_ls.cli.check as check_module
    monkeypatch.setattr(check_module, "settle", lambda: calls.append("settled"))
    job = tmp_path / "job.sub"
    job.write_text("executable = /bin/true\nqueue\n")
    assert cli_entry.main(["check", str(job)]) == 0
    assert calls == []
    monkeypatch.setattr(sys, "argv", ["condor-ls", "check", str(job)])
    assert cli_entry.main() == 0
    assert calls == ["settled"]
    capsys.readouterr()
