"""Configurations read as HTCondor reads them: sets, not files (issue 23).

A fragment is read inside its set: the root found as HTCondor would (a ``condor_config`` beside
or above it whose LOCAL_CONFIG_DIR names its directory, read where a repository installs it),
the root the settings name, or, with no root, the other fragments of its directory. The trees
are written for these tests (``sets_trees``).
"""
from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from condor_ls.analysis.configview.unknowns import gaps
from condor_ls.analysis.configview.view import SetKind, clear_caches, config_view
from condor_ls.analysis.context import AnalysisContext, path_to_uri
from condor_ls.analysis.model import Diagnostic, Severity
from condor_ls.analysis.rules.registry import RULES, diagnostics
from condor_ls.analysis.settings import Settings
from condor_ls.cli import main as cli_main
from condor_ls.config.relocation import Relocation, for_root
from condor_ls.syntax.document import Document
from condor_ls.syntax.languages import LanguageId

from sets_trees import (ACCESS_POINT, AP_SET, CE_SET, COMPUTE_ENTRYPOINT, EXCLUDED, FOREIGN, REPOSITORY,
                        write)

#: what a directory check of the whole repository finds: one real error, nothing else
REPOSITORY_FINDINGS = [("ap/etc/condor/config.d/40-limits.conf", 2, 20, "error", "knob-type")]


@pytest.fixture(autouse=True)
def _clean(monkeypatch: pytest.MonkeyPatch) -> None:
    for name in ("CONDOR_CONFIG", "CE_SITE_FILE"):
        monkeypatch.delenv(name, raising=False)
    clear_caches()


@pytest.fixture()
def repo(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    write(tmp_path, REPOSITORY)
    monkeypatch.chdir(tmp_path)
    return tmp_path


def view_of(path: Path, settings: Settings | None = None):  # type: ignore[no-untyped-def]
    document = Document.parse(path_to_uri(str(path)), LanguageId.CONFIG, path.read_text(encoding="utf-8"))
    return config_view(document, AnalysisContext(settings=settings or Settings()))


def analyse(path: Path, settings: Settings | None = None) -> tuple[Document, list[Diagnostic]]:
    document = Document.parse(path_to_uri(str(path)), LanguageId.CONFIG, path.read_text(encoding="utf-8"))
    return document, diagnostics(document, AnalysisContext(settings=settings or Settings()))


def findings(document: Document, found: list[Diagnostic], code: str) -> list[tuple[int, Severity, str]]:
    """(1-based line, severity, message) of ``code``'s findings."""
    return [(document.source.count(b"\n", 0, d.range.start) + 1, d.severity or RULES[code].severity, d.message)
            for d in found if d.code == code]


def check_json(*args: str, capsys: pytest.CaptureFixture[str]) -> tuple[int, dict]:  # type: ignore[type-arg]
    clear_caches()
    status = cli_main.main(["check", "--format", "json", *args])
    return status, json.loads(capsys.readouterr().out)


def rows(data: dict) -> list[tuple[str, int, int, str, str]]:  # type: ignore[type-arg]
    return sorted((d["path"], d["line"], d["column"], d["severity"], d["code"]) for d in data["diagnostics"])


def relative(paths: list[str], base: Path) -> list[str]:
    return [os.path.relpath(p, base) for p in paths]


# ---------------------------------------------------------------------------- finding the set
def test_each_fragment_is_read_in_its_own_host_s_set(repo: Path) -> None:
    for name, expected in [("ap/etc/condor/config.d/30-policy.conf", AP_SET),
                           ("ap/etc/condor/condor_config", AP_SET),
                           ("ce/etc/condor-ce/config.d/30-routes.conf", CE_SET),
                           ("ce/usr/share/condor-ce/config.d/01-ce-router-defaults.conf", CE_SET)]:
        view = view_of(repo / name)
        assert relative(view.configset.files, repo) == list(expected), name
        assert view.kind is (SetKind.ROOT if name.endswith("condor_config") else SetKind.MEMBER)
        # every file the sets name is in the repository; what the host's directories hold
        # besides the repository's files is not
        assert [gap.what.split("`")[1] for gap in gaps(view)] == (
            ["/usr/share/condor/config.d", "/etc/condor/config.d"] if name.startswith("ap/")
            else ["/usr/share/condor-ce/config.d", "/etc/condor-ce/config.d"]), name
    # the root names /usr/share/condor/config.d: read from the image folder, not this machine
    assert view_of(repo / AP_SET[2]).relocation == Relocation(str(repo / "ap/etc/condor"), str(repo / "ap"))


def test_relocation_places_installed_paths_in_the_tree(tmp_path: Path) -> None:
    image = for_root(str(tmp_path / "roles/htcondor/files/etc/condor/condor_config"))
    assert image is not None
    assert image.locate("/etc/condor/config.d") == str(tmp_path / "roles/htcondor/files/etc/condor/config.d")
    assert image.locate("/usr/share/condor/config.d") == str(tmp_path / "roles/htcondor/files/usr/share/condor/config.d")
    assert image.locate(str(tmp_path / "roles/htcondor/files/etc/condor/x")) == str(tmp_path / "roles/htcondor/files/etc/condor/x")
    folder = for_root(str(tmp_path / "docker/ap/condor_config"))
    assert folder is not None  # a folder standing for /etc/<name>: config.d beside the root
    assert folder.locate("/etc/condor/config.d") == str(tmp_path / "docker/ap/config.d")
    assert folder.locate("/etc/condor-ce/condor_config.local") == str(tmp_path / "docker/ap/condor_config.local")
    assert folder.locate("/var/lib/condor/x") == "/var/lib/condor/x"
    # where HTCondor installs the root, or the live $CONDOR_CONFIG: read as written
    assert for_root("/etc/condor/condor_config") is None
    assert for_root("/usr/local/etc/condor_config") is None
    assert for_root(str(tmp_path / "etc/condor/condor_config"), installed=True) is None


@pytest.mark.parametrize("layout", ["repository-etc", "role-files", "folder", "macro"])
def test_conventional_layouts_find_their_root(tmp_path: Path, layout: str) -> None:
    """The layouts deployment repositories use: ``etc/condor`` at the top, a role's
    ``files/etc/condor``, a folder with ``condor_config`` and ``config.d`` beside it, and a root
    that names its directory through a macro."""
    root, directory, value = {
        "repository-etc": ("etc/condor/condor_config", "etc/condor/config.d", "/etc/condor/config.d"),
        "role-files": ("roles/htcondor/files/etc/condor/condor_config", "roles/htcondor/files/etc/condor/config.d",
                       "/etc/condor/config.d"),
        "folder": ("docker/ap/condor_config", "docker/ap/config.d", "/etc/condor/config.d"),
        "macro": ("image/etc/condor/condor_config", "image/etc/condor/config.d", "$(ETC)/config.d"),
    }[layout]
    write(tmp_path, {
        root: f"ETC = /etc/condor\nLOCAL_CONFIG_DIR = {value}\nSITE_QUEUE = cpu\n",
        f"{directory}/10-first.conf": "EARLY = 1\n",
        f"{directory}/20-uses.conf": "USES = $(SITE_QUEUE) $(EARLY) $(LATE)\n",
        f"{directory}/90-last.conf": "LATE = 3\n",
    })
    document, found = analyse(tmp_path / directory / "20-uses.conf")
    view = config_view(document, AnalysisContext())
    assert view.kind is SetKind.MEMBER and view.root == str(tmp_path / root)
    assert view.configset.value("USES") == "cpu 1 3"
    assert findings(document, found, "undefined-macro") == []


def test_the_config_root_setting_and_option_name_a_root_elsewhere(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    write(tmp_path, {
        "deploy/hosts/ap.root": "LOCAL_CONFIG_DIR = /etc/condor/config.d\nSITE_QUEUE = cpu\n",
        "deploy/fragments/config.d/20-uses.conf": "USES = $(SITE_QUEUE)\n",
        # the relocation of a root outside etc/: /etc/<name>/... is beside it
        "deploy/hosts/config.d/20-uses.conf": "USES = $(SITE_QUEUE)\n",
    })
    fragment = tmp_path / "deploy/hosts/config.d/20-uses.conf"
    assert view_of(fragment).kind is SetKind.DIRECTORY
    view = view_of(fragment, Settings(config_root=str(tmp_path / "deploy/hosts/ap.root")))
    assert view.kind is SetKind.MEMBER and view.configset.value("USES") == "cpu"
    status, data = check_json("--config-root", str(tmp_path / "deploy/hosts/ap.root"), str(fragment), capsys=capsys)
    assert status == 0 and rows(data) == []
    status, data = check_json(str(fragment), capsys=capsys)
    assert [(r[3], r[4]) for r in rows(data)] == [("hint", "undefined-macro")]


def test_several_hosts_in_one_repository_each_read_their_own_set(tmp_path: Path) -> None:
    host = "LOCAL_CONFIG_DIR = /etc/condor/config.d\n"
    write(tmp_path, {
        "hosts/a/etc/condor/condor_config": host + "CE_DEFAULT_QUEUE = cpu\n",
        "hosts/b/etc/condor/condor_config": host,
        "hosts/a/etc/condor/config.d/30-routes.conf": COMPUTE_ENTRYPOINT["ce/etc/condor-ce/config.d/30-routes.conf"],
        "hosts/b/etc/condor/config.d/30-routes.conf": COMPUTE_ENTRYPOINT["ce/etc/condor-ce/config.d/30-routes.conf"],
    })
    a = view_of(tmp_path / "hosts/a/etc/condor/config.d/30-routes.conf")
    b = view_of(tmp_path / "hosts/b/etc/condor/config.d/30-routes.conf")
    assert a.configset.value("CE_DEFAULT_QUEUE") == "cpu" and b.configset.value("CE_DEFAULT_QUEUE") is None
    assert not set(a.configset.files) & set(b.configset.files)
    document, found = analyse(tmp_path / "hosts/a/etc/condor/config.d/30-routes.conf")
    assert findings(document, found, "transform-variable") == []
    document, found = analyse(tmp_path / "hosts/b/etc/condor/config.d/30-routes.conf")
    # b's repository has neither the queue nor the source-job constraint; the host's
    # /etc/condor/config.d may hold more than the repository does
    assert [(line, severity) for line, severity, _ in findings(document, found, "transform-route")] == \
        [(4, Severity.HINT), (8, Severity.HINT)]
    variable = findings(document, found, "transform-variable")
    assert [severity for _, severity, _ in variable] == [Severity.HINT]
    assert "put into `/etc/condor/config.d` on the host" in variable[0][2]
    assert [severity for _, severity, _ in findings(document, found, "transform-names")] == [Severity.HINT]


# ---------------------------------------------------------------------------- directory sets
def test_a_config_d_without_a_root_is_read_as_one_set(tmp_path: Path) -> None:
    """A fragment is read after the files that sort before it (their values are its earlier
    values) and before those after it (whose knobs count as known), with the default exclude
    pattern applied and other programs' files left out."""
    write(tmp_path, {
        "config.d/10-first.conf": "SYSTEM_PERIODIC_HOLD = (JobStatus == 5)\nSITE_QUEUE = cpu\n",
        "config.d/50-middle.conf": ("SYSTEM_PERIODIC_HOLD = $(SYSTEM_PERIODIC_HOLD) || (NumJobStarts > 9)\n"
                                    "QUEUE_AND_LATER = $(SITE_QUEUE) $(LATER)\n"),
        "config.d/90-last.conf": "LATER = 9\n",
        "config.d/50-middle.conf~": "LATER = from the backup\n",
        "config.d/tool.ini": "; a tool's\n[section]\nkey = value\n",
    })
    document, found = analyse(tmp_path / "config.d/50-middle.conf")
    view = config_view(document, AnalysisContext())
    assert view.kind is SetKind.DIRECTORY
    assert relative(view.configset.files, tmp_path) == ["config.d/10-first.conf", "config.d/50-middle.conf",
                                                        "config.d/90-last.conf"]
    assert view.configset.value("SYSTEM_PERIODIC_HOLD") == "(JobStatus == 5) || (NumJobStarts > 9)"
    assert view.configset.value("QUEUE_AND_LATER") == "cpu 9"
    assert [d for d in found if (d.severity or RULES[d.code].severity) < Severity.INFORMATION] == []
    # the root is still unknown: the fragment's first value extends what it may set
    alone = tmp_path / "config.d/05-alone.conf"
    alone.write_text("SYSTEM_PERIODIC_REMOVE = $(SYSTEM_PERIODIC_REMOVE) || (JobStatus == 3)\n")
    document, found = analyse(alone)
    hold = findings(document, found, "expr-syntax")
    assert [(line, severity) for line, severity, _ in hold] == [(1, Severity.HINT)]
    assert "no condor_config that reads it was found" in hold[0][2]


def test_a_backup_opened_alone_is_said_not_to_be_read(tmp_path: Path) -> None:
    write(tmp_path, ACCESS_POINT)
    view = view_of(tmp_path / "ap/etc/condor/config.d/20-transforms.conf~")
    assert view.kind is SetKind.ALONE and view.excluded_by is not None
    assert view.excluded_by.root == str(tmp_path / "ap/etc/condor/condor_config")
    assert "does not read this file" in view.excluded_by.describe()


# ---------------------------------------------------------------------------- condor-ls check
def test_a_directory_check_reports_each_finding_once_and_no_false_alarm(repo: Path,
                                                                         capsys: pytest.CaptureFixture[str]) -> None:
    status, data = check_json(".", capsys=capsys)
    assert status == 1
    assert rows(data) == REPOSITORY_FINDINGS
    files = {f["path"]: f for f in data["files"]}
    checked = sorted(p for p, f in files.items() if f["status"] == "checked")
    assert checked == sorted(p for p in REPOSITORY if p not in EXCLUDED and p not in FOREIGN)
    for path in EXCLUDED:
        assert files[path]["status"] == "skipped" and "does not read this file" in files[path]["reason"]
    for path in FOREIGN:
        assert files[path]["status"] == "skipped" and "another program's" in files[path]["reason"]


def test_each_file_checked_alone_finds_what_the_directory_check_found(repo: Path,
                                                                      capsys: pytest.CaptureFixture[str]) -> None:
    for path in sorted(p for p in REPOSITORY if p not in EXCLUDED and p not in FOREIGN):
        _status, data = check_json(path, capsys=capsys)
        assert rows(data) == [r for r in REPOSITORY_FINDINGS if r[0] == path], path
    # named together, with the directory they are in, each still once
    _status, data = check_json("ap/etc/condor/config.d/40-limits.conf", "ap", "./ap/etc/condor/config.d/40-limits.conf",
                               capsys=capsys)
    assert rows(data) == REPOSITORY_FINDINGS


def test_skipped_files_are_listed_with_verbose_and_in_sarif(repo: Path, capsys: pytest.CaptureFixture[str]) -> None:
    clear_caches()
    cli_main.main(["check", "ap", "ce"])
    quiet = capsys.readouterr()
    assert "skipped 10 files" in quiet.err and "--verbose" in quiet.err
    clear_caches()
    cli_main.main(["check", "--verbose", "ap", "ce"])
    loud = capsys.readouterr().err.splitlines()
    for path in (*EXCLUDED, *FOREIGN):
        assert any(line.startswith(f"{path}: skipped: ") for line in loud), path
    clear_caches()
    cli_main.main(["check", "--format", "sarif", "ap", "ce"])
    log = json.loads(capsys.readouterr().out)
    notes = {n["locations"][0]["physicalLocation"]["artifactLocation"]["uri"]: n["message"]["text"]
             for n in log["runs"][0]["invocations"][0]["toolExecutionNotifications"]}
    assert notes["ap/etc/condor/config.d/%2330-policy.conf%23"].startswith("skipped: HTCondor does not read")
    assert "INI" in notes["ce/etc/osg/config.d/10-misc.ini"]


def test_a_file_a_set_reads_is_htcondor_s_whatever_it_looks_like(tmp_path: Path,
                                                                 capsys: pytest.CaptureFixture[str]) -> None:
    """The same INI file inside a directory the root reads: HTCondor would stop on it."""
    write(tmp_path, {"etc/condor/condor_config": "LOCAL_CONFIG_DIR = /etc/condor/config.d\n",
                     "etc/condor/config.d/10-misc.ini": COMPUTE_ENTRYPOINT["ce/etc/osg/config.d/10-misc.ini"]})
    status, data = check_json(str(tmp_path), capsys=capsys)
    assert status == 1
    assert {d["code"] for d in data["diagnostics"]} == {"syntax-error"}
    assert all(d["path"].endswith("10-misc.ini") for d in data["diagnostics"])


def test_submit_files_are_found_by_content(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    job = "executable = analyse.sh\narguments = $(Process)\noutput = out.$(Process)\nlog = job.log\nqueue 4\n"
    write(tmp_path, {
        "jobs/analysis.job": job, "jobs/batch.jds": job, "jobs/run.submit": job, "jobs/old.condor": job,
        "jobs/grid.jdl": job, "jobs/nightly": job,
        # not submit descriptions, whatever their names or quotes say
        "jobs/pbs.job": "#PBS -l nodes=1\n#PBS -q batch\ncd $PBS_O_WORKDIR\n./a.out\n",
        "jobs/submit_all": "#!/bin/sh\ncondor_submit <<EOF\nexecutable = a\nqueue\nEOF\n",
        "jobs/README": "Submitting\n==========\n\nWrite a file such as\n\nexecutable = a.sh\nqueue\n\n"
                       "and give it to condor_submit, which will queue the job for you.\nIt runs later.\n",
        "jobs/Makefile": "all:\n\tcondor_submit job\nqueue:\n\techo queue\n",
        "jobs/settings.condor": "x = 1\ny = 2\n",
    })
    _status, data = check_json(str(tmp_path / "jobs"), capsys=capsys)
    found = {os.path.basename(f["path"]): f.get("language") for f in data["files"]}
    assert found == {name: "submit" for name in ("analysis.job", "batch.jds", "run.submit", "old.condor",
                                                  "grid.jdl", "nightly")}
    assert data["diagnostics"] == []


# ---------------------------------------------------------------------------- uncertainty
def _ce(tmp_path: Path, drop: tuple[str, ...] = (), root: str | None = None, **extra: str) -> Path:
    files = {k: v for k, v in COMPUTE_ENTRYPOINT.items() if k not in drop}
    if root is not None:
        files["ce/etc/condor-ce/condor_config"] = root
    files.update(extra)
    write(tmp_path, files)
    return tmp_path / "ce/etc/condor-ce/config.d/30-routes.conf"


def _route_findings(path: Path) -> dict[str, list[tuple[int, Severity, str]]]:
    document, found = analyse(path)
    return {code: findings(document, found, code) for code in ("transform-route", "transform-variable",
                                                               "transform-names")}


def test_a_route_relying_on_a_constraint_of_a_directory_not_in_the_tree_is_a_hint(tmp_path: Path) -> None:
    routes = _route_findings(_ce(tmp_path, drop=("ce/usr/share/condor-ce/config.d/01-ce-router-defaults.conf",)))
    assert [(line, severity) for line, severity, _ in routes["transform-route"]] == [(4, Severity.HINT),
                                                                                      (8, Severity.HINT)]
    assert "/usr/share/condor-ce/config.d`, which is not in this tree" in routes["transform-route"][0][2]
    assert routes["transform-variable"] == [] and routes["transform-names"] == []


def test_route_variables_from_an_include_named_by_the_environment_are_hints(tmp_path: Path) -> None:
    root = ("LOCAL_CONFIG_DIR = /usr/share/condor-ce/config.d,/etc/condor-ce/config.d\n"
            "include ifexist : $ENV(CE_SITE_FILE)\n")
    routes = _route_findings(_ce(tmp_path, drop=("ce/etc/condor-ce/config.d/02-ce-site.conf",), root=root))
    assert [(line, severity) for line, severity, _ in routes["transform-variable"]] == [(6, Severity.HINT)]
    assert "CE_SITE_FILE is not set here" in routes["transform-variable"][0][2]
    # the pre-route transform's body was in the dropped fragment too
    assert [severity for _, severity, _ in routes["transform-names"]] == [Severity.HINT]


#: the CE's root naming its directories from its own place: nothing the host holds besides them
SELF_CONTAINED = "LOCAL_CONFIG_DIR = $(CONFIG_ROOT)/../../usr/share/condor-ce/config.d, $(CONFIG_ROOT)/config.d\n"


def test_a_set_naming_its_directories_from_its_own_place_is_complete(tmp_path: Path) -> None:
    path = _ce(tmp_path, root=SELF_CONTAINED)
    assert relative(view_of(path).configset.files, tmp_path) == list(CE_SET)
    assert gaps(view_of(path)) == ()


def test_values_a_tool_writes_at_install_time_are_hints(tmp_path: Path) -> None:
    """The site tool writes condor_config.local when the host is installed: not in the tree."""
    root = SELF_CONTAINED + "LOCAL_CONFIG_FILE = /etc/condor-ce/condor_config.local\nREQUIRE_LOCAL_CONFIG_FILE = false\n"
    routes = _route_findings(_ce(tmp_path, drop=("ce/etc/condor-ce/config.d/02-ce-site.conf",), root=root))
    assert [severity for _, severity, _ in routes["transform-variable"]] == [Severity.HINT]
    assert "condor_config.local`, which is not in this tree" in routes["transform-variable"][0][2]


def test_a_fragment_without_any_root_has_only_hints(tmp_path: Path) -> None:
    """The routes fragment copied alone into a config.d: every finding that needs the rest of
    the set is a hint naming it; nothing is an error."""
    write(tmp_path, {"config.d/30-routes.conf": COMPUTE_ENTRYPOINT["ce/etc/condor-ce/config.d/30-routes.conf"]})
    document, found = analyse(tmp_path / "config.d/30-routes.conf")
    assert sorted((d.code, d.severity) for d in found) == [("transform-names", Severity.HINT),
                                                           ("transform-route", Severity.HINT),
                                                           ("transform-route", Severity.HINT),
                                                           ("transform-variable", Severity.HINT)]
    assert all("no condor_config that reads it was found" in d.message for d in found)


def test_a_transform_no_visible_list_names_is_a_hint(tmp_path: Path) -> None:
    write(tmp_path, {"config.d/20-body.conf": "JOB_TRANSFORM_SetQueue @=end\n   SET Queue \"cpu\"\n@end\n"})
    document, found = analyse(tmp_path / "config.d/20-body.conf")
    assert [(line, severity) for line, severity, _ in findings(document, found, "transform-names")] == \
        [(1, Severity.HINT)]
    # the same body in a complete set whose list does not name it: the schedd never applies it
    (tmp_path / "condor_config").write_text("LOCAL_CONFIG_DIR = $(CONFIG_ROOT)/config.d\n")
    clear_caches()
    document, found = analyse(tmp_path / "config.d/20-body.conf")
    assert [(line, severity) for line, severity, _ in findings(document, found, "transform-names")] == \
        [(1, Severity.WARNING)]


def test_expressions_and_typed_knobs_that_need_the_rest_of_the_set_are_hints(tmp_path: Path) -> None:
    write(tmp_path, {"config.d/50-policy.conf": (
        "START = $(START) && (KeyboardIdle > $(IdleTime))\n"
        "PREEMPT = $(PREEMPT_BASE) || (Activity == \"Busy\" && $(ActivityTimer) > $(MaxJobTime))\n"
        "MAX_JOBS_RUNNING = $(SITE_MAX) * 2\n")})
    document, found = analyse(tmp_path / "config.d/50-policy.conf")
    assert found and all(d.severity is Severity.HINT for d in found), [(d.code, d.severity) for d in found]
    assert {d.code for d in found} == {"undefined-macro", "knob-type"}


def test_real_errors_stay_errors_when_the_set_is_complete(tmp_path: Path) -> None:
    """The CE's set is complete (every file it names is in the tree, its directories named from
    its own place): a self reference with nothing before it, and a route with neither
    REQUIREMENTS nor a source-job constraint, are wrong in every context the fragment can be
    read in."""
    path = _ce(tmp_path, drop=("ce/usr/share/condor-ce/config.d/01-ce-router-defaults.conf",),
               root="LOCAL_CONFIG_DIR = $(CONFIG_ROOT)/config.d\n",
               **{"ce/etc/condor-ce/config.d/40-hold.conf":
                  "SYSTEM_PERIODIC_HOLD = $(SYSTEM_PERIODIC_HOLD) || (JobStatus == 2 && NumJobStarts > 5)\n"})
    assert gaps(view_of(path)) == ()
    routes = _route_findings(path)
    assert [severity for _, severity, _ in routes["transform-route"]] == [Severity.ERROR, Severity.ERROR]
    document, found = analyse(tmp_path / "ce/etc/condor-ce/config.d/40-hold.conf")
    assert [severity for _, severity, _ in findings(document, found, "expr-syntax")] == [Severity.ERROR]


# ---------------------------------------------------------------------------- hover and definition
def test_hover_and_definition_in_a_directory_set_name_each_fragment(tmp_path: Path) -> None:
    from condor_ls.analysis.hover.config import hover
    from condor_ls.analysis.navigation.references import definition

    write(tmp_path, {"config.d/10-first.conf": "MAX_JOBS_RUNNING = 100\n",
                     "config.d/50-middle.conf": "MAX_JOBS_RUNNING = 200\nLIMIT = $(MAX_JOBS_RUNNING)\n",
                     "config.d/90-last.conf": "MAX_JOBS_RUNNING = 300\n"})
    middle = tmp_path / "config.d/50-middle.conf"
    document = Document.parse(path_to_uri(str(middle)), LanguageId.CONFIG, middle.read_text())
    shown = hover(document, 3, AnalysisContext())
    assert shown is not None
    last, first = (tmp_path / "config.d/90-last.conf").as_uri(), (tmp_path / "config.d/10-first.conf").as_uri()
    assert f"HTCondor uses the definition at [90-last.conf:1]({last}#L1) instead" in shown.markdown
    assert f"overrides `100` from [10-first.conf:1]({first}#L1)" in shown.markdown
    reference = len("MAX_JOBS_RUNNING = 200\nLIMIT = $(") + 2
    found = definition(document, reference, AnalysisContext())
    assert [(Path(loc.uri.removeprefix("file://")).name) for loc in found] == ["90-last.conf", "50-middle.conf",
                                                                                "10-first.conf"]


def test_a_root_the_settings_name_is_a_root_when_opened_itself(tmp_path: Path) -> None:
    write(tmp_path, {"deploy/ap.root": "LOCAL_CONFIG_DIR = /etc/condor/config.d\nX = $(X) more\n",
                     "deploy/config.d/10-a.conf": "Y = 1\n"})
    root = tmp_path / "deploy/ap.root"
    view = view_of(root, Settings(config_root=str(root)))
    assert view.kind is SetKind.ROOT
    assert [gap.what.split("`")[1] for gap in gaps(view)] == ["/etc/condor/config.d"]  # no "part of" gap
    assert relative(view.configset.files, tmp_path) == ["deploy/ap.root", "deploy/config.d/10-a.conf"]
    # named by nothing, the same file is read on its own, as a part of something unknown
    assert view_of(root).kind is SetKind.ALONE and gaps(view_of(root))


def test_an_include_the_tree_does_not_hold_makes_route_findings_hints(tmp_path: Path) -> None:
    root = ("LOCAL_CONFIG_DIR = /usr/share/condor-ce/config.d,/etc/condor-ce/config.d\n"
            "include ifexist : /etc/condor-ce/generated/site.conf\n")
    routes = _route_findings(_ce(tmp_path, drop=("ce/etc/condor-ce/config.d/02-ce-site.conf",), root=root))
    assert [severity for _, severity, _ in routes["transform-variable"]] == [Severity.HINT]
    assert "generated/site.conf" in routes["transform-variable"][0][2]
