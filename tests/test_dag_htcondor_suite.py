"""HTCondor's own DAGs: the DAG files of its test suite (src/condor_tests, read where they are
when ``HTCONDOR_SRC`` points at a checkout, never copied here) and the DAG examples of its
manual.

A test-suite DAG that condor_dagman accepts gets no error and no warning, except:

* condor_dagman's own warnings (the ``dag-override``, ``dag-category``, ``dag-ignored`` and
  ``dag-questionable`` codes say what condor_dagman itself logs as a warning);
* a missing file that the test's own scripts write before the DAG runs (its name appears in a
  ``.run``, ``.pl`` or ``.py`` file of the suite);
* the DAGs below, listed with the reason: deliberately broken DAGs (told by their test's
  expectations), files no test uses, and true findings about the suite's submit files.

The manual's examples are fragments (they name files that do not exist, nodes of other
examples), so only what condor_dagman rejects while reading a line is checked there.
"""
from __future__ import annotations

import os
import re
from pathlib import Path

import pytest

from condor_ls.analysis.context import AnalysisContext, path_to_uri
from condor_ls.analysis.rules.registry import diagnostics
from condor_ls.syntax.document import Document
from condor_ls.syntax.languages import LanguageId


def _checkout() -> Path | None:
    root = os.environ.get("HTCONDOR_SRC", "")
    path = Path(root) if root else None
    return path if path is not None and (path / "src" / "condor_tests").is_dir() else None


SRC = _checkout()
needs_checkout = pytest.mark.skipif(SRC is None, reason="needs a checkout of HTCondor's sources in HTCONDOR_SRC")

#: codes of condor_dagman's own warnings
DAGMAN_WARNINGS = frozenset({"dag-override", "dag-category", "dag-ignored", "dag-questionable"})

#: (DAG file under src/condor_tests, code, text the finding covers) -> why it is expected
EXPECTED: dict[tuple[str, str, str], str] = {
    ("job_dagman_cycle-A.dag", "dag-cycle", "Parent B Child C"):
        "job_dagman_cycle-A: 'Test DAG status file with cycle' (the cycle is the point)",
    ("job_dagman_final-H.dag", "dag-cycle", "PARENT H_B1 CHILD H_B2"):
        "job_dagman_final-H.run: 'Tests a final node in combination with a \"DAG\" in which there is a cycle'",
    ("job_dagman_node_name_illegal_chars.dag", "dag-invalid-name", "IllegalNodeName++"):
        "job_dagman_node_name_illegal_chars: 'Test node names for illegal characters' (expects the failure)",
    ("job_dagman_reject-1.dag", "dag-reject", "Reject"): "job_dagman_reject: 'Test the REJECT keyword, inside a splice'",
    ("job_dagman_reject-0.dag", "dag-reject", "NodeB"): "the same test: the REJECT is in its splice NodeB",
    ("job_dagman_splice_connect-D.dag", "dag-pins", "connect Splice1 Splice2"):
        "job_dagman_splice_connect-D.run: 'DAG should fail!'",
    ("job_dagman_splice_connect-E.dag", "dag-pins", "connect Splice1 Splice2"):
        "job_dagman_splice_connect-E.run: 'DAG should fail!'",
    ("job_dagman_splice_connect-F.dag", "dag-pins", "connect Splice1 Splice2"):
        "job_dagman_splice_connect-F.run: 'DAG should fail!'",
    ("job_dagman_splice-R-upper.dag", "dag-undefined-node", "A+A"):
        "job_dagman_splice-R is commented out in CMakeLists.txt: it sets VARS on a splice's node from the outer "
        "DAG, which DagProcessor refuses (the splice's nodes are merged after the outer file is read)",
    ("job_dagman_gt4727-upper.dag", "dag-node-type", "job_dagman_gt4727-lower.dag.condor.sub"):
        "no test runs it (not in CMakeLists.txt); ProcessNode prohibits JOB for nested DAGs since 23",
    ("job_dagman_nonexistent_subdag.dag", "dag-missing-node-file", "does-not-exist.dag"):
        "job_dagman_nonexistent_subdag: 'Test for nonexistent subdag'",
    ("job_dagman_final-K.dag", "dag-missing-node-file", "foobar"):
        "job_dagman_final-K: 'Test DAG with final node for which all submit attempts fail'",
    ("job_dagman_final.dag", "dag-missing-node-file", "job_dagman_final-A.cmd"): "no test uses job_dagman_final.dag",
    ("job_dagman_final.dag", "dag-missing-node-file", "job_dagman_final-B.cmd"): "no test uses job_dagman_final.dag",
    ("job_dagman_final.dag", "dag-missing-node-file", "job_dagman_final-C.cmd"): "no test uses job_dagman_final.dag",
    ("job_dagman_vars-B-inc.dag", "dag-missing-vars", "job_dagman_vars-B-node.sub"):
        "its INCLUDE is commented out in job_dagman_vars-B.dag: on its own it lacks that DAG's VARS",
}
#: nodes whose submit file uses a macro other nodes running the same file are given and they
#: are not: true (condor_submit substitutes an empty string, which these tests' outputs do not
#: check): (file, macro). A macro no node gives (the node files' $(nodename)) is reported in
#: the submit file instead (submit-undefined-macro, counted in test_no_false_alarms.py)
UNDEFINED_IN_SUBMIT_FILES = {
    ("job_dagman_vars.dag", "$(misc)"), ("job_dagman_vars.dag", "$(first)"),
}


def _suite_dags() -> list[Path]:
    assert SRC is not None
    return sorted((SRC / "src" / "condor_tests").rglob("*.dag"))


def _written_by_scripts(tests: Path) -> str:
    """The text of the suite's test scripts (what they create before a DAG runs)."""
    out = []
    for pattern in ("*.run", "*.pl", "*.py"):
        for path in tests.glob(pattern):
            try:
                out.append(path.read_text(encoding="utf-8", errors="replace"))
            except OSError:
                continue
    return "\n".join(out)


@needs_checkout
def test_the_test_suite_dags() -> None:
    assert SRC is not None
    tests = SRC / "src" / "condor_tests"
    scripts = _written_by_scripts(tests)
    unexpected: list[str] = []
    seen: set[tuple[str, str, str]] = set()
    dags = _suite_dags()
    assert len(dags) > 150  # the suite's 200-odd DAG files are there
    for path in dags:
        text = path.read_text(encoding="utf-8", errors="replace")
        document = Document.parse(path_to_uri(str(path)), LanguageId.DAG, text)
        name = str(path.relative_to(tests))
        for item in diagnostics(document, AnalysisContext()):
            covered = document.source[item.range.start:item.range.end].decode()
            key = (name, item.code, covered)
            if key in EXPECTED:
                seen.add(key)
                continue
            if item.code in DAGMAN_WARNINGS:
                continue
            if item.code == "dag-missing-node-file" and os.path.basename(covered) in scripts:
                continue  # the test writes the file before the DAG runs
            if item.code == "dag-missing-vars":
                macros = set(re.findall(r"\$\(\w+\)", item.message))
                if macros and all((name, m) in UNDEFINED_IN_SUBMIT_FILES for m in macros):
                    continue
            unexpected.append(f"{name}: {item.code}: {covered!r}: {item.message}")
    assert unexpected == []
    assert set(EXPECTED) - seen == set(), "listed findings that no longer occur"


@needs_checkout
def test_every_test_suite_dag_is_read_as_a_dag() -> None:
    """Whatever command a DAG of the suite opens with, its content says it is a DAG."""
    from condor_ls.syntax.detect import dag_share, looks_like_dag

    not_dags = [p.name for p in _suite_dags() if dag_share(p.read_text())[1] and not looks_like_dag(p.read_text())]
    assert not_dags == []


#: codes of what condor_dagman rejects while reading a line (the manual's fragments are judged on these)
READING_CODES = frozenset({"dag-unknown-command", "dag-syntax", "dag-invalid-number", "dag-invalid-name"})
_BLOCK = re.compile(r"^(\s*)\.\. code-block:: condor-dagman\s*$")


def _manual_blocks() -> list[tuple[str, int, str]]:
    assert SRC is not None
    out = []
    for page in sorted((SRC / "docs").rglob("*.rst")):
        lines = page.read_text(encoding="utf-8", errors="replace").splitlines()
        for number, line in enumerate(lines):
            match = _BLOCK.match(line)
            if not match:
                continue
            indent = len(match.group(1))
            body = []
            for following in lines[number + 1:]:
                if following.strip() and len(following) - len(following.lstrip()) <= indent:
                    break
                body.append(following)
            text = "\n".join(l for l in body if not l.strip().startswith(":")).strip("\n")
            lead = min((len(l) - len(l.lstrip()) for l in text.splitlines() if l.strip()), default=0)
            out.append((page.name, number + 1, "\n".join(l[lead:] for l in text.splitlines()) + "\n"))
    return out


#: a block that shows a command's syntax rather than a DAG: [optional] words, <placeholders>,
#: a | b alternatives, "..." for more
_SYNTAX_ILLUSTRATION = re.compile(r"\[[A-Za-z]|<[A-Za-z]|\s\|\s|\.\.\.")
#: blocks that show syntax with placeholder words the pattern above cannot tell: (page, word)
MANUAL_PLACEHOLDERS = {
    ("dagman-interaction.rst", "MaxJobsValue"),   # "MAXJOBS CategoryName MaxJobsValue"
    ("dagman-reference.rst", "MaxJobsValue"),
}


@needs_checkout
def test_the_manual_dag_examples_read_cleanly(tmp_path: Path) -> None:
    blocks = _manual_blocks()
    assert len(blocks) > 80
    assert sum(1 for _, _, text in blocks if not _SYNTAX_ILLUSTRATION.search(text)) > 60  # real DAGs remain
    bad = []
    for page, line, text in blocks:
        if _SYNTAX_ILLUSTRATION.search(text):
            continue
        path = tmp_path / f"{page}-{line}.dag"
        path.write_text(text)
        document = Document.parse(path.as_uri(), LanguageId.DAG, text)
        for item in diagnostics(document, AnalysisContext()):
            if item.code in READING_CODES:
                covered = document.source[item.range.start:item.range.end].decode()
                if (page, covered) not in MANUAL_PLACEHOLDERS:
                    bad.append(f"{page}:{line}: {item.code}: {covered!r}: {item.message}")
    assert bad == []
