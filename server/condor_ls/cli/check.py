"""``condor-ls check PATH...``: the language server's diagnostics, for CI and pre-commit.

Each file is analysed by the same :func:`condor_ls.analysis.rules.registry.diagnostics` the server
runs, with settings taken from the command line. Directories are searched recursively for files
whose *name* says they are HTCondor files (``condor_config``, ``config.d/*``, ``*.sub``, ``*.ad``
..., ERB/Jinja templates of them, and ``*.py`` scripts, which only have something checked when
they use the htcondor bindings); a file named on the command line is checked whatever its
name, its language sniffed from its content when the name does not tell. Each file is triaged
first (:mod:`condor_ls.analysis.triage`): other programs' ``*.conf`` files are skipped with a
note, DAGMan input files (``*.dag``, or any file whose content is a DAG) are checked as DAGs with
their splices and includes, template tags are masked and never reported, and ClassAds in a
``*.conf`` are read as ClassAds; ``--language`` overrides all of that. The report ends with a
one-line summary (on stderr for JSON and SARIF, which list the files checked and skipped).
Nothing in a config file is ever executed.

Exit status: 1 when any error-level diagnostic is reported, 0 otherwise, 2 on a usage error (a
path that does not exist, an unknown rule code).
"""
from __future__ import annotations

import argparse
import json
import os
import sys
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, TextIO
from urllib.parse import quote

from .. import __version__
from ..collector import settle
from ..analysis.context import AnalysisContext
from ..analysis.rules.registry import Rule, diagnostics, load_rules
from ..analysis.model import Diagnostic, Severity
from ..analysis.settings import RuleSettings, Settings
from ..analysis.configview.view import SetKind, config_view, is_fragment_directory
from ..analysis.triage import (SNIFFED_SUBMIT_SUFFIXES, Triage, config_fragment_by_name_and_content,
                               foreign_in_config_directory, is_bare_name,
                               mask_template, rendered_name, submit_by_name_and_content, triage)
from ..syntax.detect import language_from_name
from ..syntax.document import Document
from ..syntax.languages import LanguageId
from ..syntax.positions import LineIndex

#: files larger than this are skipped with a note (hand-written HTCondor files are small)
MAX_BYTES = 4 * 1024 * 1024
#: bytes inspected for a NUL to tell a binary file
BINARY_SNIFF = 8192
#: directory names never descended into
SKIP_DIRS = frozenset({".git", ".hg", ".svn", "__pycache__", "node_modules", ".venv", ".tox"})
SARIF_SCHEMA = "https://json.schemastore.org/sarif-2.1.0.json"
SARIF_LEVELS: dict[Severity, str] = {
    Severity.ERROR: "error",
    Severity.WARNING: "warning",
    Severity.INFORMATION: "note",
    Severity.HINT: "note",
}
SEVERITY_WORDS: dict[Severity, str] = {
    Severity.ERROR: "error",
    Severity.WARNING: "warning",
    Severity.INFORMATION: "info",
    Severity.HINT: "hint",
}


class UsageError(Exception):
    """A command-line mistake: reported in one line, exit status 2."""


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("paths", nargs="+", metavar="PATH", help="files or directories to check")
    parser.add_argument("--format", choices=("text", "json", "sarif"), default="text")
    parser.add_argument("--select", default="", metavar="CODE,...", help="report only these rule codes")
    parser.add_argument("--ignore", default="", metavar="CODE,...", help="never report these rule codes")
    parser.add_argument("--config-root", default="", metavar="FILE",
                        help="the condor_config that config files belong to (default: found near each file)")
    parser.add_argument("--subsystem", default="STARTD", help="daemon whose view of the config to check")
    parser.add_argument("--define", action="append", default=[], metavar="NAME=VALUE",
                        help="define a config macro (repeatable)")
    parser.add_argument("--language", choices=("config", "submit", "classad", "transform", "python", "dag"), default=None,
                        help="read every file as this language instead of detecting it")
    parser.add_argument("-v", "--verbose", action="store_true",
                        help="list every file skipped, with the reason")


@dataclass(frozen=True)
class Finding:
    path: str            # as shown (relative to the working directory when below it)
    line: int            # 1-based
    column: int          # 1-based, in characters
    end_line: int
    end_column: int
    diagnostic: Diagnostic


@dataclass(frozen=True)
class Candidate:
    path: Path
    explicit: bool       # named on the command line (checked whatever its name)


_LANGUAGE_NAMES = {"config": LanguageId.CONFIG, "submit": LanguageId.SUBMIT, "classad": LanguageId.CLASSAD,
                   "transform": LanguageId.TRANSFORM, "python": LanguageId.PYTHON, "dag": LanguageId.DAG}
_LANGUAGE_WORDS = {language: word for word, language in _LANGUAGE_NAMES.items()}


def _codes(text: str, known: dict[str, Rule], option: str) -> frozenset[str]:
    codes = frozenset(c.strip() for c in text.split(",") if c.strip())
    unknown = sorted(c for c in codes if c not in known)
    if unknown:
        raise UsageError(f"{option}: unknown rule code{'s' if len(unknown) > 1 else ''} {', '.join(unknown)} "
                         f"(known: {', '.join(sorted(known))})")
    return codes


def _defines(items: Sequence[str]) -> dict[str, str]:
    out: dict[str, str] = {}
    for item in items:
        name, sep, value = item.partition("=")
        if not sep or not name.strip():
            raise UsageError(f"--define expects NAME=VALUE, got {item!r}")
        out[name.strip()] = value.strip()
    return out


#: bytes read to sniff an ambiguously named file (triage.SNIFFED_SUBMIT_SUFFIXES)
_SNIFF_BYTES = 16 * 1024


def _walk(root: Path) -> Iterator[Candidate]:
    """Files below ``root`` whose name marks them as HTCondor files (or templates of them), and
    ambiguously named ones whose content is a submit description, in a stable order."""
    for directory, dirs, files in os.walk(root, followlinks=False):
        dirs[:] = sorted(d for d in dirs if d not in SKIP_DIRS and not d.startswith("."))
        for name in sorted(files):
            path = Path(directory) / name
            rendered, _engine = rendered_name(name)
            named = language_from_name(str(path.with_name(rendered)))
            if named is LanguageId.CONFIG or (named is not None and not _sniffed(rendered)):
                yield Candidate(path, False)
            elif (_sniffed(rendered) or is_bare_name(rendered)) and _sniffs_as_submit(path, rendered):
                # a submit file by its content: the name alone says nothing (or may mislead)
                yield Candidate(path, False)
            elif is_bare_name(rendered) and _head_is(path, lambda head: config_fragment_by_name_and_content(rendered, head)):
                # a numbered configuration fragment kept outside a config.d (``00-minicondor``)
                yield Candidate(path, False)


def _sniffed(name: str) -> bool:
    return name.lower().endswith(SNIFFED_SUBMIT_SUFFIXES)


def _sniffs_as_submit(path: Path, rendered: str) -> bool:
    return _head_is(path, lambda head: submit_by_name_and_content(rendered, head))


def _head_is(path: Path, test: Callable[[str], bool]) -> bool:
    """``test`` on the first bytes of a text file (False for an unreadable or binary one)."""
    try:
        with path.open("rb") as handle:
            head = handle.read(_SNIFF_BYTES)
    except OSError:
        return False
    if b"\0" in head:
        return False
    return test(head.decode("utf-8", "replace"))


def candidates(paths: Sequence[str]) -> list[Candidate]:
    """The files to check, each once (a file named twice, or also found in a directory given,
    is checked the first time it comes up)."""
    out: list[Candidate] = []
    seen: set[Path] = set()
    for raw in paths:
        path = Path(raw)
        if path.is_dir():
            found = list(_walk(path))
        elif path.is_file():
            found = [Candidate(path, True)]
        else:
            raise UsageError(f"{raw}: no such file or directory")
        for candidate in found:
            key = candidate.path.resolve()
            if key not in seen:
                seen.add(key)
                out.append(candidate)
    return out


def _shown(path: Path) -> str:
    """The path relative to the working directory when it lies below it (as SARIF wants)."""
    try:
        return Path(os.path.relpath(path.resolve(), Path.cwd().resolve())).as_posix() \
            if path.resolve().is_relative_to(Path.cwd().resolve()) else path.resolve().as_posix()
    except (OSError, ValueError):
        return path.as_posix()


def _read(path: Path) -> tuple[str | None, str | None]:
    """(text, None), or (None, why it is skipped)."""
    try:
        size = path.stat().st_size
        if size > MAX_BYTES:
            return None, f"larger than {MAX_BYTES // (1024 * 1024)} MiB"
        data = path.read_bytes()
    except OSError as err:
        return None, f"cannot read ({err.strerror or err})"
    if b"\0" in data[:BINARY_SNIFF]:
        return None, "binary file"
    return data.decode("utf-8", "replace"), None


@dataclass
class FileResult:
    """What happened to one file: checked (with its findings) or skipped (with the reason)."""

    path: str                       # as shown
    language: LanguageId | None
    findings: list[Finding]
    skipped: str | None = None      # why it was not analysed
    template: str | None = None     # template engine whose tags were masked


#: findings that cannot be judged in a template: both branches of a template conditional may
#: define the same knob, and its variables may define macros this file uses
_TEMPLATE_BLIND_RULES = frozenset({"duplicate-knob", "duplicate-command", "undefined-macro"})


def check_file(candidate: Candidate, settings: Settings, language: LanguageId | None,
               select: frozenset[str]) -> FileResult:
    shown = _shown(candidate.path)
    text, why = _read(candidate.path)
    if text is None:
        return FileResult(shown, None, [], skipped=why)
    verdict = triage(str(candidate.path), text, forced=language, explicit=candidate.explicit)
    context = AnalysisContext(settings=settings)
    document: Document | None = None
    if language is None and _config_named(candidate.path, verdict):
        # where the file sits in a configuration decides before its look: a file a root reads
        # is HTCondor's whatever it holds (what HTCondor cannot parse there stops the daemon);
        # one HTCondor's exclude pattern leaves out is not read at all
        analysed, _touched = mask_template(text) if verdict.template else (text, frozenset())
        document = Document.parse(candidate.path.resolve().as_uri(), LanguageId.CONFIG, analysed)
        view = config_view(document, context)
        if view.excluded_by is not None:
            return FileResult(shown, None, [], skipped=view.excluded_by.describe(lambda p: _shown(Path(p))))
        if view.kind is SetKind.MEMBER:
            verdict = Triage(LanguageId.CONFIG, template=verdict.template)
        elif verdict.skip is None and is_fragment_directory(str(candidate.path.resolve().parent)):
            foreign = foreign_in_config_directory(text)
            if foreign is not None:
                return FileResult(shown, None, [], skipped=foreign)
    if verdict.skip is not None:
        return FileResult(shown, None, [], skipped=verdict.skip)
    lang = verdict.language or LanguageId.CONFIG
    touched: frozenset[int] = frozenset()
    analysed = text
    if verdict.template:
        analysed, touched = mask_template(text)
    if document is None or document.language is not lang:
        document = Document.parse(candidate.path.resolve().as_uri(), lang, analysed)
    found = diagnostics(document, context)
    index = LineIndex(analysed, "utf-32")
    out = []
    for item in found:
        if select and item.code not in select:
            continue
        start = index.offset_to_position(item.range.start)
        end = index.offset_to_position(item.range.end)
        if verdict.template and (item.code in _TEMPLATE_BLIND_RULES
                                 or any(line in touched for line in range(start.line, end.line + 1))):
            continue  # a template tag's value is unknown here: never a finding about it
        out.append(Finding(shown, start.line + 1, start.character + 1, end.line + 1, end.character + 1, item))
    return FileResult(shown, lang, out, template=verdict.template)


def _config_named(path: Path, verdict: Triage) -> bool:
    """Whether a file is configuration by its name or by the triage's verdict (a file of
    another program named like configuration included: a root may still read it)."""
    if verdict.language is LanguageId.CONFIG:
        return True
    if verdict.language is not None or verdict.skip is None:
        return False
    rendered, _engine = rendered_name(path.name)
    return language_from_name(str(path.with_name(rendered))) is LanguageId.CONFIG


# ---------------------------------------------------------------------------- output
def _severity(finding: Finding) -> Severity:
    return finding.diagnostic.severity or Severity.WARNING


def format_text(findings: list[Finding], out: TextIO) -> None:
    for f in findings:
        d = f.diagnostic
        out.write(f"{f.path}:{f.line}:{f.column}: {SEVERITY_WORDS[_severity(f)]}: {d.message} [{d.code}]\n")


def summary_line(results: Sequence[FileResult], findings: Sequence[Finding]) -> str:
    """One line in the manner of other linters: files checked and skipped, problems by severity."""
    checked = sum(1 for r in results if r.skipped is None)
    skipped = len(results) - checked
    files = f"{checked} file{'s' if checked != 1 else ''} checked"
    if skipped:
        files += f", {skipped} skipped"
    counts = {severity: 0 for severity in SEVERITY_WORDS}
    for f in findings:
        counts[_severity(f)] += 1
    if not findings:
        return f"condor-ls check: {files}; no problems found"
    parts = [f"{n} {_PLURALS[severity] if n != 1 else SEVERITY_WORDS[severity]}"
             for severity, n in counts.items() if n]
    return f"condor-ls check: {files}; {', '.join(parts)}"


_PLURALS: dict[Severity, str] = {
    Severity.ERROR: "errors", Severity.WARNING: "warnings", Severity.INFORMATION: "infos", Severity.HINT: "hints",
}


def _file_entry(result: FileResult) -> dict[str, Any]:
    entry: dict[str, Any] = {"path": result.path, "status": "skipped" if result.skipped else "checked"}
    if result.language is not None:
        entry["language"] = _LANGUAGE_WORDS[result.language]
    if result.template:
        entry["template"] = result.template
    if result.skipped:
        entry["reason"] = result.skipped
    return entry


def _json_item(f: Finding) -> dict[str, Any]:
    d = f.diagnostic
    return {
        "path": f.path, "line": f.line, "column": f.column, "endLine": f.end_line, "endColumn": f.end_column,
        "severity": SEVERITY_WORDS[_severity(f)], "code": d.code, "message": d.message,
        "fixes": [{"title": fix.title, "edits": [{"start": e.range.start, "end": e.range.end, "newText": e.new_text}
                                                  for e in fix.edits]} for fix in d.fixes],
    }


def format_json(findings: list[Finding], out: TextIO, results: Sequence[FileResult] = ()) -> None:
    json.dump({"version": __version__, "files": [_file_entry(r) for r in results],
               "diagnostics": [_json_item(f) for f in findings]}, out, indent=2)
    out.write("\n")


def _first_paragraph(text: str) -> str:
    return " ".join(text.strip().split("\n\n", 1)[0].split())


def _artifact(path: str) -> dict[str, str]:
    """A path below the working directory stays relative (to ``%SRCROOT%``, which code-scanning
    services map to the checkout); any other becomes an absolute ``file:`` URI."""
    if path.startswith("/"):
        return {"uri": Path(path).as_uri()}
    return {"uri": quote(path), "uriBaseId": "%SRCROOT%"}


def sarif_log(findings: list[Finding], rules: dict[str, Rule], results_by_file: Sequence[FileResult] = ()) -> dict[str, Any]:
    """A SARIF 2.1.0 log with one run: every registered rule, one result per finding, every file
    checked as an artifact, and every file skipped as a notification saying why."""
    ordered = sorted(rules)
    rule_index = {code: i for i, code in enumerate(ordered)}
    driver_rules = [{
        "id": code,
        "name": code,
        "shortDescription": {"text": rules[code].summary},
        "fullDescription": {"text": _first_paragraph(rules[code].doc)},
        "help": {"text": " ".join(rules[code].doc.split())},
        "defaultConfiguration": {"level": SARIF_LEVELS[rules[code].severity]},
    } for code in ordered]
    results = []
    for f in findings:
        d = f.diagnostic
        result: dict[str, Any] = {
            "ruleId": d.code,
            "level": SARIF_LEVELS[_severity(f)],
            "message": {"text": d.message},
            "locations": [{"physicalLocation": {
                "artifactLocation": _artifact(f.path),
                "region": {"startLine": f.line, "startColumn": f.column,
                           "endLine": f.end_line, "endColumn": f.end_column},
            }}],
        }
        if d.code in rule_index:
            result["ruleIndex"] = rule_index[d.code]
        results.append(result)
    artifacts = [{"location": _artifact(r.path), "roles": ["analysisTarget"],
                  **({"sourceLanguage": _LANGUAGE_WORDS[r.language]} if r.language else {})}
                 for r in results_by_file if r.skipped is None]
    notifications = [{"level": "note", "message": {"text": f"skipped: {r.skipped}"},
                      "locations": [{"physicalLocation": {"artifactLocation": _artifact(r.path)}}]}
                     for r in results_by_file if r.skipped is not None]
    return {
        "$schema": SARIF_SCHEMA,
        "version": "2.1.0",
        "runs": [{
            "tool": {"driver": {"name": "condor-ls", "version": __version__,
                                "informationUri": "https://htcondor.org/", "rules": driver_rules}},
            "invocations": [{"executionSuccessful": True, "toolExecutionNotifications": notifications}],
            "artifacts": artifacts,
            "columnKind": "unicodeCodePoints",
            "originalUriBaseIds": {"%SRCROOT%": {"uri": Path.cwd().as_uri() + "/"}},
            "results": results,
        }],
    }


def format_sarif(findings: list[Finding], out: TextIO, rules: dict[str, Rule],
                 results: Sequence[FileResult] = ()) -> None:
    json.dump(sarif_log(findings, rules, results), out, indent=2)
    out.write("\n")


# ---------------------------------------------------------------------------- entry point
def run(args: argparse.Namespace) -> int:
    try:
        return _run(args)
    except UsageError as err:
        print(f"condor-ls check: {err}", file=sys.stderr)
        return 2


def _run(args: argparse.Namespace) -> int:
    rules = load_rules()
    if getattr(args, "own_process", False):
        settle()  # as the server does: the rule tables live on, analyses make little cyclic garbage
    select = _codes(args.select, rules, "--select")
    ignore = _codes(args.ignore, rules, "--ignore")
    disabled = ignore | (frozenset(rules) - select if select else frozenset())
    if args.config_root and not Path(args.config_root).is_file():
        raise UsageError(f"--config-root {args.config_root}: no such file")
    settings = Settings(
        subsystem=(args.subsystem or "STARTD").strip().upper() or "STARTD",
        config_root=os.path.abspath(args.config_root) if args.config_root else "",
        defines=_defines(args.define),
        rules=RuleSettings(disable=disabled),
    )
    language = _LANGUAGE_NAMES.get(args.language) if args.language else None
    findings: list[Finding] = []
    results: list[FileResult] = []
    for candidate in candidates(args.paths):
        try:
            result = check_file(candidate, settings, language, select)
        except Exception as err:  # one file's internal failure must not hide the others' results
            result = FileResult(_shown(candidate.path), None, [],
                                skipped=f"internal error ({type(err).__name__}: {err})")
        result.findings = [f for f in result.findings if f.diagnostic.code not in ignore]
        results.append(result)
        findings.extend(result.findings)
    _notes(results, verbose=args.verbose, out=sys.stderr)
    writers = {
        "text": lambda: format_text(findings, sys.stdout),
        "json": lambda: format_json(findings, sys.stdout, results),
        "sarif": lambda: format_sarif(findings, sys.stdout, rules, results),
    }
    writers[args.format]()
    # the summary goes with the report in text, and beside it (stderr) in machine formats
    print(summary_line(results, findings), file=sys.stdout if args.format == "text" else sys.stderr)
    return 1 if any(_severity(f) is Severity.ERROR for f in findings) else 0


#: reasons worth a line of their own even without --verbose (the user named or may expect them)
_ALWAYS_SHOWN = ("internal error", "cannot read", "larger than", "binary")


def _notes(results: Sequence[FileResult], *, verbose: bool, out: TextIO) -> None:
    """A note per skipped file with --verbose (or when it is a problem: unreadable, too big,
    an internal error); otherwise one line counting the files of other programs passed over."""
    quiet = 0
    for r in results:
        if r.skipped is None:
            continue
        if verbose or r.skipped.startswith(_ALWAYS_SHOWN):
            print(f"{r.path}: skipped: {r.skipped}", file=out)
        else:
            quiet += 1
    if quiet:
        print(f"condor-ls check: skipped {quiet} file{'s' if quiet != 1 else ''} that "
              f"{'are' if quiet != 1 else 'is'} not HTCondor's (other programs' configuration, "
              "DAG files) or that HTCondor does not read; --verbose lists them", file=out)
