"""condor_submit's own errors and warnings as diagnostics (submit-error, submit-warning), found
by the job-ad model; no finding another submit rule already makes;
missing-executable confirmed by the model; HTCondor's test submit files stay clean."""
from __future__ import annotations

import os
import re
import sys
from pathlib import Path

import pytest

from condor_ls.analysis.context import AnalysisContext
from condor_ls.analysis.model import Severity
from condor_ls.analysis.rules.registry import diagnostics
from condor_ls.analysis.settings import Settings
from condor_ls.syntax.document import Document
from condor_ls.syntax.languages import LanguageId

MODEL_CODES = ("submit-error", "submit-warning")


def check(text: str, path: Path, settings: Settings | None = None) -> list[tuple[str, int, str, Severity]]:
    """(code, 1-based line, message, severity) of every finding."""
    document = Document.parse(path.as_uri(), LanguageId.SUBMIT, text)
    items = diagnostics(document, AnalysisContext(settings=settings or Settings()))
    return [(d.code, document.source[:d.range.start].count(b"\n") + 1, d.message, d.severity) for d in items]


E = "executable = /bin/echo\n"


@pytest.mark.parametrize("text, line, words", [
    (E + "hold = maybe\nqueue\n", 2, "must eval to a boolean"),
    (E + "kill_sig = SIGFOO\nqueue\n", 2, "invalid signal SIGFOO"),
    (E + "arguments = a\narguments2 = b\nqueue\n", 3, "allow_arguments_v1"),
    (E + 'environment = "A=1 B\nqueue\n', 2, "Unterminated double-quote"),
    ("universe = grid\n" + E + "queue\n", 1, "grid_resource"),
    ("universe = docker\nqueue\n", 1, "docker_image"),
    (E + "include : nothere.sub\nqueue\n", 2, "nothere.sub"),
    (E + "error : stop here\nqueue\n", 2, "stop here"),
    (E + "use feature : nothing\nqueue\n", 2, "nothing"),
    (E + "max_retries = x\nqueue\n", 2, "must eval to an integer"),
    (E + "deferral_time = abc(\nqueue\n", 2, "Parse error"),
    (E + "transfer_input_files = a.txt\nshould_transfer_files = NO\nqueue\n", 3, "transfer_input_files"),
    (E + "requirements = Requirements\nqueue\n", 2, "Circular"),
    (E + "output_destination = http://x/\noutput_directory = d\nqueue\n", 3, "output_destination and output_directory"),
])
def test_submit_errors(tmp_path: Path, text: str, line: int, words: str) -> None:
    found = [f for f in check(text, tmp_path / "job.sub") if f[0] == "submit-error"]
    assert len(found) == 1, found
    code, at, message, severity = found[0]
    assert at == line and words in message and severity is Severity.ERROR


@pytest.mark.parametrize("text, line, words", [
    (E + "job_lease_duration = 10\nqueue\n", 2, "JobLeaseDuration"),
    (E + "warning : look out\nqueue\n", 2, "look out"),
    (E + "requirements = true\n+Requirements = true\nqueue\n", 2, "overrides requirements"),
])
def test_submit_warnings(tmp_path: Path, text: str, line: int, words: str) -> None:
    found = [f for f in check(text, tmp_path / "job.sub") if f[0] in MODEL_CODES]
    assert [(f[0], f[1]) for f in found] == [("submit-warning", line)] and words in found[0][2]


def test_advice_and_machine_checks_are_not_findings(tmp_path: Path) -> None:
    """condor_submit's advice (TARGET.Memory in requirements) and its checks of the machine it
    runs on (a missing initialdir) are left to `condor-ls submit`."""
    found = check(E + "initialdir = later\nrequirements = TARGET.Memory > 100\nqueue\n", tmp_path / "job.sub")
    assert not [f for f in found if f[0] in MODEL_CODES], found
    from condor_ls.submit.jobads import SubmitOptions, build_job_ads

    result = build_job_ads(E + "initialdir = later\nqueue\n", None, SubmitOptions(cwd=str(tmp_path)))
    assert [p.code for p in result.problems_for_all()] == ["submit.no-initialdir"]


@pytest.mark.parametrize("text, other", [
    (E + "universe = vanila\nqueue\n", "invalid-value"),
    (E + 'arguments = "a b\nqueue\n', "arguments-syntax"),
    (E + "should_transfer_files = sometimes\nqueue\n", "invalid-value"),
    (E + "request_memory = 2 GiB\nqueue\n", "request-units"),
    (E + "image_size = big\nqueue\n", "request-units"),
    (E + "requirements = (a\nqueue\n", "submit-expr-syntax"),
    (E + "periodic_remove = x +\nqueue\n", "submit-expr-syntax"),
    (E + "queue in [a:b] (x)\n", "invalid-queue"),
    (E + "queue 0\n", "empty-queue"),
    (E + "else\nqueue\n", "syntax-error"),
    (E + "this is not a line\nqueue\n", "syntax-error"),
    ("arguments = x\nqueue\n", "missing-executable"),
])
def test_no_finding_twice(tmp_path: Path, text: str, other: str) -> None:
    found = check(text, tmp_path / "job.sub")
    assert other in [f[0] for f in found]
    assert not [f for f in found if f[0] in MODEL_CODES], found


def test_queue_executable_from_has_an_executable(tmp_path: Path) -> None:
    text = "arguments = $(executable)\nqueue executable from (\n/bin/echo\n/bin/true\n)\n"
    assert [f for f in check(text, tmp_path / "job.sub") if f[0] in ("missing-executable",) + MODEL_CODES] == []
    assert [f[0] for f in check("arguments = x\nqueue\n", tmp_path / "job.sub")] == ["missing-executable"]


def test_version_setting(tmp_path: Path) -> None:
    text = E + "transfer_output_remaps = a=b\nqueue\n"
    assert not [f for f in check(text, tmp_path / "job.sub") if f[0] in MODEL_CODES]
    v24, _ = Settings.from_json({"submit": {"htcondorVersion": "24.0"}})
    found = [f for f in check(text, tmp_path / "job.sub", v24) if f[0] in MODEL_CODES]
    assert [(f[0], f[1]) for f in found] == [("submit-error", 2)] and "quoted" in found[0][2]


def test_unsaved_file_in_a_missing_directory(tmp_path: Path) -> None:
    """A buffer whose directory does not exist is judged as if saved there."""
    assert check("arguments = x\nqueue\n", tmp_path / "nowhere" / "job.sub")[0][0] == "missing-executable"


def test_python_submit_descriptions_are_modelled_as_the_bindings_submit_them(tmp_path: Path) -> None:
    """One job, as `Schedd.submit` appends `queue` (tests/test_python_submit_model.py has more)."""
    script = "import htcondor\nsub = htcondor.Submit({'hold': 'maybe', 'executable': '/bin/echo'})\n"
    document = Document.parse((tmp_path / "s.py").as_uri(), LanguageId.PYTHON, script)
    found = [d for d in diagnostics(document, AnalysisContext()) if d.code in MODEL_CODES]
    assert [(d.code, document.source[d.range.start:d.range.end]) for d in found] == [("submit-error", b"hold")]


def test_included_files_are_dependencies(tmp_path: Path) -> None:
    (tmp_path / "common.sub").write_text("hold = maybe\n")
    document = Document.parse((tmp_path / "job.sub").as_uri(), LanguageId.SUBMIT, E + "include : common.sub\nqueue\n")
    context = AnalysisContext()
    found = [d for d in diagnostics(document, context) if d.code == "submit-error"]
    assert found and "must eval to a boolean" in found[0].message
    assert str(tmp_path / "common.sub") in context.dependencies


# ---------------------------------------------------------------------------- HTCondor's test files
SOURCES = Path(os.environ.get("HTCONDOR_SRC", "/work/htcondor-src"))
TESTS = SOURCES / "src" / "condor_tests"
#: HTCondor test submit files that condor_submit refuses on purpose or that went stale; each is
#: refused by the 24.0 bindings too (checked below when they are installed)
REFUSED = {
    "job_core_killsignal_java.cmd": "In Java universe, you must specify the class name",  # no longer built
    "job_filexfer_base-input4_van.cmd": "you disabled should_transfer_files",  # "Verifies submit fails"
    "job_startd_multimatch.cmd": "for grid type",  # grid_resource = $$(...): no longer built
    "job_dagman_jobstate_log-nodeE.cmd": None,  # "This is supposed to cause condor_submit to fail."
}


def _test_submit_files() -> list[Path]:
    if not TESTS.is_dir():
        return []
    files = sorted(TESTS.glob("*.sub")) + sorted(TESTS.glob("*.cmd"))
    return [p for p in files if re.search(r"(?im)^\s*queue\b", p.read_text(errors="replace"))]


@pytest.mark.skipif(not TESTS.is_dir(), reason="needs HTCondor's sources in HTCONDOR_SRC")
def test_htcondor_test_submit_files_are_clean() -> None:
    loud = {}
    for path in _test_submit_files():
        found = [f for f in check(path.read_text(errors="replace"), path)
                 if f[0] in ("submit-error", "submit-warning", "missing-executable")]
        if found:
            loud[path.name] = found
    assert set(loud) == set(REFUSED), {k: v for k, v in loud.items() if k not in REFUSED}
    for name, words in REFUSED.items():
        if words:
            assert any(words in f[2] for f in loud[name]), loud[name]


@pytest.mark.skipif(not TESTS.is_dir(), reason="needs HTCondor's sources in HTCONDOR_SRC")
def test_refused_test_files_are_refused_by_the_bindings(tmp_path: Path) -> None:
    sys.path.insert(0, str(Path(__file__).resolve().parent))
    from oracle.submit24 import oracle_python, run_oracle
    from oracle.submit_ours import oracle_environ

    python, why = oracle_python()
    if python is None:
        pytest.skip(f"the HTCondor 24.0 bindings are not available: {why}")
    cases = [{"name": name, "text": (TESTS / name).read_text(), "cwd": str(TESTS), "qdate": 1,
              "environ": oracle_environ(), "owner": "nobody"} for name in sorted(REFUSED)]
    for case, result in zip(cases, run_oracle(cases)):
        assert result.get("crash") or result["error"] is not None, case["name"]


@pytest.mark.skipif(not (TESTS / "cmd_submit_regress_dry.subs").exists(), reason="needs HTCondor's sources")
def test_regression_table_files_are_clean(tmp_path: Path) -> None:
    """The submit files of HTCondor's dry-run regression table (written out as its driver does)."""
    (tmp_path / "basic.cmd").write_text("#!/bin/sh\necho $*\n")
    (tmp_path / "cmd_true.cmd").write_text("#!/bin/true\n")
    for sub in ("", "/70", "/216", "/240"):
        (tmp_path / ("Multilevel_Thesis_WheatData" + sub)).mkdir()
    files: list[tuple[str, list[str]]] = []
    for line in (TESTS / "cmd_submit_regress_dry.subs").read_text().splitlines(keepends=True):
        m = re.match(r"==(\S+)", line)
        if m:
            files.append((f"{len(files) + 1:03d}{m.group(1)}", []))
        elif files:
            files[-1][1].append(line)
    loud = {}
    for name, body in files:
        (tmp_path / name).write_text("".join(body))
        found = [f for f in check("".join(body), tmp_path / name)
                 if f[3] in (Severity.ERROR, Severity.WARNING) and f[0] in ("submit-error", "submit-warning",
                                                                          "missing-executable")]
        if found:
            loud[name] = found
    assert loud == {}
