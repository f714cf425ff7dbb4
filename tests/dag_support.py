"""Helpers for the DAG tests: write a small tree of files, read it as a DAG, list findings."""
from __future__ import annotations

from pathlib import Path

from condor_ls.analysis.context import AnalysisContext
from condor_ls.analysis.rules.registry import diagnostics
from condor_ls.dag import Dag, load_dag
from condor_ls.syntax.document import Document
from condor_ls.syntax.languages import LanguageId


def write(root: Path, files: dict[str, str]) -> None:
    for name, text in files.items():
        path = root / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text)


def dag(root: Path, files: dict[str, str], main: str = "main.dag") -> Dag:
    """Write ``files`` under ``root`` and read ``main`` as condor_dagman would."""
    write(root, files)
    return load_dag(str(root / main))


def problems(d: Dag, code: str | None = None) -> list[tuple[str, str]]:
    """(code, message) of the DAG's problems, optionally of one code."""
    return [(p.code, p.message) for p in d.problems if code is None or p.code == code]


def findings(root: Path, files: dict[str, str], main: str = "main.dag") -> list[tuple[str, str, str, str]]:
    """Write the files and run every rule on ``main`` as the server and ``condor-ls check`` do:
    (code, severity, the text the finding covers, message)."""
    write(root, files)
    path = root / main
    text = path.read_text()
    document = Document.parse(path.as_uri(), LanguageId.DAG, text)
    source = text.encode()
    out = []
    for item in diagnostics(document, AnalysisContext()):
        covered = source[item.range.start:item.range.end].decode()
        out.append((item.code, item.severity.name.lower() if item.severity else "", covered, item.message))
    return out


def codes(root: Path, files: dict[str, str], main: str = "main.dag") -> list[str]:
    return [found[0] for found in findings(root, files, main)]
