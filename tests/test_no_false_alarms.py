"""No false alarms: files written in the style of HTCondor's shipped configuration, its manual's
policy and submit examples and its test suite get no warning and no error, and only the hints
pinned here (custom attributes a pool or a job would really have to publish).

The committed fixtures (tests/fixtures/htcondor/) carry the weight. When a checkout of HTCondor's
sources is at hand (``HTCONDOR_SRC``), the same is checked on its shipped configs, every
configuration and submit example of its manual (the startd policy pages included) and its test
suite's submit files; otherwise that test is skipped.
"""
from __future__ import annotations

import os
import re
from pathlib import Path

import pytest

from condor_ls.analysis.context import AnalysisContext, path_to_uri
from condor_ls.analysis.model import Diagnostic, Severity
from condor_ls.analysis.rules.registry import diagnostics
from condor_ls.syntax.document import Document
from condor_ls.syntax.languages import LanguageId

FIXTURES = Path(__file__).resolve().parent / "fixtures" / "htcondor"
#: the rules about attribute names, and those extended to submit files
ATTRIBUTE_CODES = frozenset({"unknown-attribute", "unquoted-word"})
#: the rules about mistakes HTCondor accepts silently (config and submit files alike, but the
#: daemon list)
SILENT_CODES = frozenset({"macro-syntax", "inline-comment", "missing-attribute-comparison"})
CONFIG_CODES = ATTRIBUTE_CODES | SILENT_CODES | {"unknown-daemon"}
SUBMIT_EXPRESSION_CODES = ATTRIBUTE_CODES | SILENT_CODES | {"constant-error", "undefined-comparison",
                                                            "deprecated-attribute"}
#: the hints the fixtures are expected to get: (file, attribute)
EXPECTED_HINTS = {
    ("desktop-policy.conf", "IsSuspendableJob"),  # a job attribute only jobs that want it set
    ("accounting.sub", "GLIDEIN_Site"),           # published by glidein pools, not by HTCondor
    ("schedd-policy.conf", "WantOldOS"),          # a transform's REQUIREMENTS tests a job's custom attribute
}


def _language(path: Path) -> LanguageId:
    return LanguageId.SUBMIT if path.suffix in (".sub", ".cmd") or path.parent.name == "submit" else LanguageId.CONFIG


def _analyse(path: Path, text: str | None = None) -> tuple[Document, list[Diagnostic]]:
    text = path.read_text(encoding="utf-8", errors="replace") if text is None else text
    document = Document.parse(path_to_uri(str(path)), _language(path), text)
    return document, diagnostics(document, AnalysisContext())


def _fixtures() -> list[Path]:
    return sorted(p for p in FIXTURES.rglob("*") if p.is_file() and p.suffix in (".conf", ".sub"))


@pytest.mark.parametrize("path", _fixtures(), ids=lambda p: p.name)
def test_fixtures_get_no_warnings(path: Path) -> None:
    document, found = _analyse(path)
    loud = [(d.code, d.message) for d in found if d.severity in (Severity.ERROR, Severity.WARNING)]
    assert loud == []
    hints = {(path.name, document.source[d.range.start:d.range.end].decode()) for d in found
             if d.code == "unknown-attribute"}
    assert hints == {h for h in EXPECTED_HINTS if h[0] == path.name}


def test_every_fixture_expression_is_looked_at() -> None:
    """The fixtures stay clean because they are right, not because the rules skip them: a
    misspelt attribute in each of them is reported."""
    typos = {
        "desktop-policy.conf": ("KeyboardIdle > $(StartIdleTime)", "KeyboardIdel > $(StartIdleTime)"),
        "gpu-slots.conf": ("HasNvlink && Rack", "HasNvlnk && Rack"),
        "schedd-policy.conf": ("NumJobStarts > 10)", "NumJobStart > 10)"),
        "negotiator-defrag.conf": ("RemoteUserPrio > Sub", "RemoteUserPrior > Sub"),
        "container.sub": ("TARGET.OpSysMajorVer", "TARGET.OpSysMajorVr"),
        "gpus.sub": ("rank            = RequestGPUs", "rank            = RequestGPUz"),
        "policies.sub": ("HoldReasonSubCode == 7", "HoldReasonSubcod == 7"),
        "accounting.sub": ('MY.Flavor == "large"', 'MY.Flavour == "large"'),
        "dag-node.sub": ("NumShadowStarts > 5", "NumShadowStart > 5"),
        "named-policies.conf": ("ResidentSetSize > RequestMemory", "ResidentSetSize > RequestMemroy"),
    }
    for path in _fixtures():
        if path.name not in typos:
            continue
        old, new = typos[path.name]
        text = path.read_text(encoding="utf-8")
        assert old in text, path.name
        _, found = _analyse(path, text.replace(old, new, 1))
        assert any(d.code == "unknown-attribute" and d.severity is Severity.WARNING for d in found), path.name
    assert set(typos) <= {p.name for p in _fixtures()}


def test_the_fixture_transforms_are_looked_at() -> None:
    """The schedd policy fixture's transforms are judged too: a misspelling in a transform's
    expression and one in its REQUIREMENTS are reported."""
    path = FIXTURES / "config" / "schedd-policy.conf"
    text = path.read_text(encoding="utf-8")
    for old, new, misspelt in (('"group_" + Department, Owner', '"group_" + Department, Ownr', "Ownr"),
                               ("JobUniverse == 5 && WantOldOS", "JobUnivers == 5 && WantOldOS", "JobUnivers")):
        assert old in text
        document, found = _analyse(path, text.replace(old, new, 1))
        loud = [document.source[d.range.start:d.range.end].decode() for d in found
                if d.code == "unknown-attribute" and d.severity is Severity.WARNING]
        assert loud == [misspelt]


def test_cron_publishers_keep_the_slot_quiet() -> None:
    path = FIXTURES / "config" / "startd-cron.conf"
    text = path.read_text(encoding="utf-8")
    _, found = _analyse(path, text.replace("ScratchFreeGB > 20", "ScratchFreGB > 20"))
    assert not any(d.code == "unknown-attribute" for d in found)  # whatever the probe prints
    _, found = _analyse(path, text.replace("TARGET.RequestDisk", "TARGET.RequestDsk"))
    assert any(d.code == "unknown-attribute" for d in found)  # the job's names are still known


# ---------------------------------------------------------------------------- HTCondor's own files
def _checkout() -> Path | None:
    root = os.environ.get("HTCONDOR_SRC", "")
    path = Path(root) if root else None
    return path if path is not None and (path / "src" / "condor_examples").is_dir() else None


#: findings in HTCondor's manual that are real mistakes there, not false alarms: (page, text)
KNOWN_MANUAL_MISTAKES = {
    # the resource is declared as "gpus", so the job attribute is RequestGpus
    ("ep-policy-configuration.rst", "RequestGpu"),
    # `Owner == "coltrane" * 1000000000000`: `*` binds first, a string times a number
    ("ep-policy-configuration.rst", '"coltrane" * 1000000000000'),
    # MachineBusy = ($(CPUBusy) || $(KeyboardBusy)  -- the `(` is never closed
    ("ep-policy-configuration.rst", "("),
    # isDefined() is no ClassAd function (classad2: isDefined(x) is an error); isUndefined is
    ("introduction-to-configuration.rst", "isDefined"),
    # HIGHPORT = UNDEFINED: param_integer reads "Invalid result (not an integer)" (condor_config.cpp)
    ("networking.rst", "UNDEFINED"),
    # SET PeriodicRemove ... 3600*6))  -- one `)` too many
    ("job-router.rst", ")"),
    # not configuration: prose in a config block (`STARTD.DAEMON_SHUTDOWN = when to shutdown the
    # startd`) and an expression shown as one (`START =?= FALSE`)
    ("global.rst", "w"),
    ("ep-policy-configuration.rst", "?"),
}
#: more rules for the manual's configuration examples: whether their expressions are valid
MANUAL_CONFIG_CODES = frozenset({"unknown-function", "function-arity", "constant-error", "expr-syntax",
                                 "transform-expression", "knob-type"})
_BLOCK = re.compile(r"^(\s*)\.\. code-block:: (condor-config|condor-submit)\s*$")
#: a directive option (``:caption: ...``, ``:linenos:``) between a code-block and its text
_OPTION = re.compile(r"^\s*:[\w-]+:")


def _manual_blocks(page: Path) -> list[tuple[LanguageId, str]]:
    """The config and submit examples of one manual page."""
    lines = page.read_text(encoding="utf-8", errors="replace").splitlines()
    out: list[tuple[LanguageId, str]] = []
    index = 0
    while index < len(lines):
        match = _BLOCK.match(lines[index])
        index += 1
        if match is None:
            continue
        base = len(match.group(1))
        while index < len(lines) and _OPTION.match(lines[index]):
            index += 1  # the directive's options are not the example's text
        block: list[str] = []
        while index < len(lines) and (not lines[index].strip() or len(lines[index]) - len(lines[index].lstrip()) > base):
            block.append(lines[index])
            index += 1
        body = [line for line in block if line.strip()]
        indent = min((len(line) - len(line.lstrip()) for line in body), default=0)
        text = "\n".join(line[indent:] for line in block).strip("\n") + "\n"
        language = LanguageId.CONFIG if match.group(2) == "condor-config" else LanguageId.SUBMIT
        out.append((language, text))
    return out


def _loud(found: list[Diagnostic], language: LanguageId, extra: frozenset[str] = frozenset()) -> list[Diagnostic]:
    codes = (SUBMIT_EXPRESSION_CODES if language is LanguageId.SUBMIT else CONFIG_CODES) | extra
    return [d for d in found if d.code in codes and d.severity in (Severity.ERROR, Severity.WARNING)]


@pytest.mark.skipif(_checkout() is None, reason="needs a checkout of HTCondor's sources in HTCONDOR_SRC")
def test_htcondor_s_own_files_get_no_expression_warnings(tmp_path: Path) -> None:
    root = _checkout()
    assert root is not None
    problems: list[str] = []
    checked = 0
    examples = [p for p in sorted((root / "src" / "condor_examples").iterdir())
                if p.is_file() and (p.name.startswith(("condor_config", "00-")) or p.suffix == ".config")
                and not p.name.endswith(".patch")]
    tests = sorted((root / "src" / "condor_tests").glob("*.sub")) + sorted((root / "src" / "condor_tests").glob("*.cmd"))
    for path in examples + tests:
        text = path.read_text(encoding="utf-8", errors="replace")
        language = LanguageId.SUBMIT if path.suffix in (".sub", ".cmd") else LanguageId.CONFIG
        if language is LanguageId.SUBMIT and not re.search(r"(?im)^\s*queue\b", text):
            continue
        document = Document.parse(path_to_uri(str(tmp_path / path.name)), language, text)
        checked += 1
        problems += [f"{path.name}: {d.code}: {d.message}" for d in _loud(diagnostics(document, AnalysisContext()), language)]
    for path in sorted((root / "docs").rglob("*.rst")):
        if "version-history" in path.parts:
            continue  # release notes quote old and broken settings on purpose
        page = str(path.relative_to(root / "docs"))
        for number, (language, text) in enumerate(_manual_blocks(path)):
            name = "condor_config" if language is LanguageId.CONFIG else "job.sub"
            target = tmp_path / page.replace("/", "-") / str(number) / name
            target.parent.mkdir(parents=True)
            document = Document.parse(path_to_uri(str(target)), language, text)
            checked += 1
            extra = MANUAL_CONFIG_CODES if language is LanguageId.CONFIG else frozenset()
            for d in _loud(diagnostics(document, AnalysisContext()), language, extra):
                written = document.source[d.range.start:d.range.end].decode()
                if (path.name, written) not in KNOWN_MANUAL_MISTAKES:
                    problems.append(f"{page} example {number}: {d.code}: {d.message}")
    assert problems == []
    assert checked > 500  # shipped configs, test submit files and manual examples were all read


#: every error and warning a full check (all rules) of HTCondor's examples and test suite gives,
#: each a true finding: (path below src/, code) -> how many. Each was checked against the library
#: or HTCondor's source; a change here is a finding to triage, not a number to update.
KNOWN_TRUE_FINDINGS = {
    # UWCS_PREEMPTION_REQUIREMENTS tests MY.NiceUser, which jobs no longer get (nice_user maps to
    # an accounting group since 8.9.9; the 24.0 bindings' job ad for nice_user = true has none)
    ("condor_examples/condor_config.annotated", "deprecated-attribute"): 1,
    # a command given twice with different values (the first is dead)
    ("condor_tests/cmd_q_shows-better-analyze.cmd", "duplicate-command"): 1,
    ("condor_tests/job_core_args_java.cmd", "duplicate-command"): 1,
    ("condor_tests/job_core_args_sched.cmd", "duplicate-command"): 1,
    ("condor_tests/job_core_args_van.cmd", "duplicate-command"): 1,
    ("condor_tests/job_core_macros_java.cmd", "duplicate-command"): 3,
    ("condor_tests/job_core_macros_sched.cmd", "duplicate-command"): 3,
    # lines condor_submit itself warns were unused ("Is it a typo?"): wantcorefile, the retired
    # transfer_files, DeferralPrep, arguements
    ("condor_tests/job_core_doublejeopardy_sched.cmd", "unknown-command"): 1,
    ("condor_tests/job_core_doublejeopardy_van.cmd", "unknown-command"): 1,
    ("condor_tests/job_core_holdkillsig_sched.cmd", "unknown-command"): 1,
    ("condor_tests/job_core_input_van.cmd", "unknown-command"): 1,
    ("condor_tests/job_core_killsignal_java.cmd", "unknown-command"): 1,
    ("condor_tests/job_core_killsignal_sched.cmd", "unknown-command"): 1,
    ("condor_tests/job_core_output_van.cmd", "unknown-command"): 1,
    ("condor_tests/job_core_rmkillsig_sched.cmd", "unknown-command"): 1,
    ("condor_tests/job_core_shadow-lessthan-memlimit_van.cmd", "unknown-command"): 1,
    ("condor_tests/job_core_signal-suicide_sched.cmd", "unknown-command"): 1,
    ("condor_tests/job_core_signal-suicide_van.cmd", "unknown-command"): 1,
    ("condor_tests/job_core_time-deferral-tests.cmd", "unknown-command"): 1,
    ("condor_tests/x_sanitysubmit.cmd", "unknown-command"): 1,
    # $(hostname), $(full_hostname), $(tilde), $(subsystem), $(ip_address), $(pid), $(ppid),
    # $(real_uid), $(real_gid): configuration macros, which condor_submit does not look up (the
    # 24.0 bindings expand each to nothing)
    ("condor_tests/job_core_macros_java.cmd", "submit-undefined-macro"): 9,
    ("condor_tests/job_core_macros_sched.cmd", "submit-undefined-macro"): 9,
    # $(nodename), which no VARS of the DAGs that run these files sets (DAGMan defines JOB,
    # RETRY, DAG_STATUS, FAILED_COUNT ..., dagman_submit.cpp InitVars)
    ("condor_tests/job_dagman_jobstate_log-nodeA.cmd", "submit-undefined-macro"): 2,
    ("condor_tests/job_dagman_jobstate_log-nodeB.cmd", "submit-undefined-macro"): 3,
    ("condor_tests/job_dagman_jobstate_log-nodeC.cmd", "submit-undefined-macro"): 3,
    ("condor_tests/job_dagman_jobstate_log-upper-nodeA.cmd", "submit-undefined-macro"): 3,
    ("condor_tests/job_dagman_noop_node-withlog.cmd", "submit-undefined-macro"): 3,
    ("condor_tests/job_dagman_noop_node-xmllog.cmd", "submit-undefined-macro"): 3,
    ("condor_tests/job_dagman_script_args-node.cmd", "submit-undefined-macro"): 3,
    ("condor_tests/job_dagman_subdag_multi_prohibit-A-subnode.cmd", "submit-undefined-macro"): 1,
    ("condor_tests/job_dagman_subdag_multi_prohibit-B-subnode.cmd", "submit-undefined-macro"): 1,
    ("condor_tests/job_dagman_subdag_multi_prohibit-C-subnode.cmd", "submit-undefined-macro"): 1,
    # the node whose submit is meant to fail ("This is supposed to cause condor_submit to fail")
    ("condor_tests/job_dagman_jobstate_log-nodeE.cmd", "missing-executable"): 1,
    # universe = standard: condor_submit refuses it
    ("condor_tests/job_ligo_x86-64-chkpttst.cmd", "invalid-value"): 1,
    # debug(7 == "7") in a test of lastError(): the comparison is always an error
    ("condor_tests/test_classads.py", "constant-error"): 1,
    # -- the submit model (condor_submit's own refusals; the 24.0 bindings agree) --
    # java universe without the class to run in arguments
    ("condor_tests/job_core_killsignal_java.cmd", "submit-error"): 1,
    # transfer_input_files with should_transfer_files = NO
    ("condor_tests/job_filexfer_base-input4_van.cmd", "submit-error"): 1,
    # grid_resource = $$(ResourceName): condor_submit checks the grid type before any match
    ("condor_tests/job_startd_multimatch.cmd", "submit-error"): 1,
    # $(foo), which the DAG running it never sets
    ("condor_tests/job_dagman_splice-R-lower.cmd", "submit-undefined-macro"): 1,
    # -- DAG files (the DAG rules mirror condor_dagman's own refusals and warnings) --
    # node submit files the tests' .run scripts write before submitting the DAG
    ("condor_tests/job_dagman_abort-B.dag", "dag-missing-node-file"): 4,
    ("condor_tests/job_dagman_final-K.dag", "dag-missing-node-file"): 1,
    ("condor_tests/job_dagman_final.dag", "dag-missing-node-file"): 3,
    ("condor_tests/job_dagman_gt4727-lower.dag", "dag-missing-node-file"): 1,
    ("condor_tests/job_dagman_maxpostscripts.dag", "dag-missing-node-file"): 20,
    ("condor_tests/job_dagman_maxprescripts.dag", "dag-missing-node-file"): 20,
    ("condor_tests/job_dagman_nonexistent_subdag.dag", "dag-missing-node-file"): 1,
    ("condor_tests/job_dagman_prepost.dag", "dag-missing-node-file"): 40,
    # DAGs that test condor_dagman's refusals: cycles, JOB for a nested DAG, illegal node names,
    # REJECT, a splice's node named from outside, pin mismatches
    ("condor_tests/job_dagman_cycle-A.dag", "dag-cycle"): 1,
    ("condor_tests/job_dagman_final-H.dag", "dag-cycle"): 1,
    ("condor_tests/job_dagman_gt4727-upper.dag", "dag-node-type"): 1,
    ("condor_tests/job_dagman_node_name_illegal_chars.dag", "dag-invalid-name"): 1,
    ("condor_tests/job_dagman_reject-0.dag", "dag-reject"): 1,
    ("condor_tests/job_dagman_reject-1.dag", "dag-reject"): 1,
    ("condor_tests/job_dagman_splice-R-upper.dag", "dag-undefined-node"): 1,
    ("condor_tests/job_dagman_splice_connect-D.dag", "dag-pins"): 1,
    ("condor_tests/job_dagman_splice_connect-E.dag", "dag-pins"): 1,
    ("condor_tests/job_dagman_splice_connect-F.dag", "dag-pins"): 1,
    # condor_dagman's own warnings when a DAG overrides a splice's category limits
    ("condor_tests/job_dagman_splice-cat-splice1.dag", "dag-override"): 3,
    ("condor_tests/job_dagman_splice-cat.dag", "dag-override"): 3,
    # the VARS tests' $(first), $(misc) ... that other nodes running the same file are given (a
    # macro no node gives, the node files' $(nodename), is counted once, in the submit file)
    ("condor_tests/job_dagman_vars-B-inc.dag", "dag-missing-vars"): 2,
    ("condor_tests/job_dagman_vars.dag", "dag-missing-vars"): 2,
}
#: findings that are false alarms in the file's real context, left to the rules' owners
KNOWN_OPEN_FINDINGS: dict[tuple[str, str], int] = {}


@pytest.mark.skipif(_checkout() is None, reason="needs a checkout of HTCondor's sources in HTCONDOR_SRC")
def test_a_full_check_of_htcondor_s_examples_and_tests_finds_only_true_findings(
        capsys: pytest.CaptureFixture[str]) -> None:
    """What a user gets from `condor-ls check src/condor_examples src/condor_tests`: every rule,
    the directory scan's own choice of files (configs, submit files by name and by content,
    Python scripts using the bindings), sets and templates as the CLI reads them."""
    import json
    from collections import Counter

    from condor_ls.cli import main as cli_main

    root = _checkout()
    assert root is not None
    status = cli_main.main(["check", "--format", "json", str(root / "src" / "condor_examples"),
                            str(root / "src" / "condor_tests")])
    data = json.loads(capsys.readouterr().out)
    found = Counter((os.path.relpath(d["path"], root / "src"), d["code"]) for d in data["diagnostics"]
                    if d["severity"] in ("error", "warning"))
    assert dict(found) == {**KNOWN_TRUE_FINDINGS, **KNOWN_OPEN_FINDINGS}
    assert status == 1  # the standard universe file
    checked = [f for f in data["files"] if f["status"] == "checked"]
    assert len(checked) > 500 and any(f["path"].endswith(".py") for f in checked)
