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
}
_BLOCK = re.compile(r"^(\s*)\.\. code-block:: (condor-config|condor-submit)\s*$")


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


def _loud(found: list[Diagnostic], language: LanguageId) -> list[Diagnostic]:
    codes = SUBMIT_EXPRESSION_CODES if language is LanguageId.SUBMIT else CONFIG_CODES
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
            for d in _loud(diagnostics(document, AnalysisContext()), language):
                written = document.source[d.range.start:d.range.end].decode()
                if (path.name, written) not in KNOWN_MANUAL_MISTAKES:
                    problems.append(f"{page} example {number}: {d.code}: {d.message}")
    assert problems == []
    assert checked > 500  # shipped configs, test submit files and manual examples were all read
