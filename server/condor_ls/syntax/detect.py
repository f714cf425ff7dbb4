"""Deciding which of our languages a file is written in.

The editor's languageId wins when it is one of ours; otherwise the file name decides; a name
that says nothing (or is ambiguous, like ``*.cmd`` or a bare ``job``) falls back to sniffing the
first lines of the text for statements only one language has.
"""
from __future__ import annotations

import re
from fnmatch import fnmatchcase
from pathlib import PurePosixPath
from urllib.parse import unquote, urlparse

from .languages import LanguageId

#: LSP languageId -> our language. Also accepts our own names and a few common aliases.
LSP_LANGUAGE_IDS: dict[str, LanguageId] = {
    "htcondor-config": LanguageId.CONFIG,
    "htcondor-submit": LanguageId.SUBMIT,
    "classad": LanguageId.CLASSAD,
    "condor_config": LanguageId.CONFIG,
    "condor-config": LanguageId.CONFIG,
    "condor_submit": LanguageId.SUBMIT,
    "submit": LanguageId.SUBMIT,
    "htcondor-transform": LanguageId.TRANSFORM,
    "condor_transform": LanguageId.TRANSFORM,
    "condor-transform": LanguageId.TRANSFORM,
    "transform": LanguageId.TRANSFORM,
    "python": LanguageId.PYTHON,
    "htcondor-dag": LanguageId.DAG,
    "dag": LanguageId.DAG,
    "dagman": LanguageId.DAG,
    "condor_dag": LanguageId.DAG,
    "condor-dag": LanguageId.DAG,
}

#: our language -> the languageId we advertise to clients
LSP_LANGUAGE_OF: dict[LanguageId, str] = {
    LanguageId.CONFIG: "htcondor-config",
    LanguageId.SUBMIT: "htcondor-submit",
    LanguageId.CLASSAD: "classad",
    LanguageId.TRANSFORM: "htcondor-transform",
    LanguageId.PYTHON: "python",
    LanguageId.DAG: "htcondor-dag",
}

#: (glob on the lower-cased base name, language); first match wins
NAME_PATTERNS: tuple[tuple[str, LanguageId], ...] = (
    ("condor_config", LanguageId.CONFIG),
    ("condor_config.*", LanguageId.CONFIG),
    ("*.config", LanguageId.CONFIG),
    ("*.conf", LanguageId.CONFIG),
    ("*.sub", LanguageId.SUBMIT),
    ("*.submit", LanguageId.SUBMIT),
    ("*.jdl", LanguageId.SUBMIT),
    ("*.condor", LanguageId.SUBMIT),
    ("*.xform", LanguageId.TRANSFORM),
    ("*.transform", LanguageId.TRANSFORM),
    ("*.ad", LanguageId.CLASSAD),
    ("*.classad", LanguageId.CLASSAD),
    ("*.ads", LanguageId.CLASSAD),
    # DAGMan input files, and the rescue DAGs condor_dagman writes beside them
    ("*.dag", LanguageId.DAG),
    ("*.dag.rescue[0-9][0-9][0-9]", LanguageId.DAG),
    # scripts using the htcondor bindings (one that does not import them is only scanned)
    ("*.py", LanguageId.PYTHON),
    ("*.pyw", LanguageId.PYTHON),
)

#: extensions of source code, documents, data and archives: ``condor_config.cpp`` and
#: ``condor_config.h`` (HTCondor's own sources) or ``condor_config.py`` are not configuration,
#: whatever their base name says. Editors' set-ups follow the same list (Neovim's languages.lua
#: ``foreign``; VS Code and Emacs leave such names to the modes that claim the extension).
FOREIGN_SUFFIXES: frozenset[str] = frozenset(
    "c cc cpp cxx c++ h hh hpp hxx h++ ipp tcc java kt scala go rs swift cs m mm js mjs cjs ts "
    "rb pl pm php lua sh bash zsh ksh csh tcsh fish ps1 psm1 bat vbs r jl sql cmake mk "
    "py pyw pyi pyc pyo ipynb md markdown rst tex html htm xml xsl json yaml yml toml csv svg "
    "png jpg jpeg gif ico pdf o obj so a dll exe dylib class jar gz bz2 xz zst tgz tar zip rpm deb".split())
#: the name patterns a foreign extension overrules (the others name an extension themselves)
_BASE_NAME_PATTERNS: frozenset[str] = frozenset({"condor_config.*"})

#: directories whose every file is configuration (HTCondor reads LOCAL_CONFIG_DIR = config.d)
CONFIG_DIRECTORIES: frozenset[str] = frozenset({"config.d"})

# Sniffing: (pattern, language, weight). Each pattern is tried per line (multiline mode) on a
# bounded prefix of the text, and the language with the highest total wins.
_SNIFF_LIMIT = 64 * 1024
_SNIFF_RULES: tuple[tuple[re.Pattern[str], LanguageId, int], ...] = tuple(
    (re.compile(pattern, re.IGNORECASE | re.MULTILINE), language, weight)
    for pattern, language, weight in (
        # submit: the queue statement and the directives nearly every submit file has
        (r"^[ \t]*queue\b", LanguageId.SUBMIT, 5),
        (r"^[ \t]*(executable|universe|arguments|request_(cpus|memory|disk)|"
         r"transfer_input_files|should_transfer_files|when_to_transfer_output|"
         r"output|error|log)[ \t]*=", LanguageId.SUBMIT, 2),
        (r"^[ \t]*\+\w+[ \t]*=", LanguageId.SUBMIT, 2),
        # config: metaknobs, conditionals, includes, multi-line @= values, subsystem prefixes
        (r"^[ \t]*use[ \t]+\w+[ \t]*:", LanguageId.CONFIG, 5),
        (r"^[ \t]*(if|elif)[ \t]+\S", LanguageId.CONFIG, 3),
        (r"^[ \t]*(endif|else)[ \t]*$", LanguageId.CONFIG, 3),
        (r"^[ \t]*include[ \t]*(ifexist)?[ \t]*:", LanguageId.CONFIG, 5),
        (r"^[ \t]*\w+[ \t]*@=", LanguageId.CONFIG, 3),
        (r"^[ \t]*(daemon_list|condor_host|local_dir|start|suspend|preempt|kill|"
         r"(startd|schedd|collector|negotiator|master)\.\w+)[ \t]*=", LanguageId.CONFIG, 2),
        # config that defines transforms holds transform statements inside its values
        (r"^[ \t]*(JOB_TRANSFORM_|JOB_ROUTER_)\w*[ \t]*(@=|=)", LanguageId.CONFIG, 10),
        # transform rules (condor_transform_ads): statements without `=` after the keyword
        (r"^[ \t]*(SET|DEFAULT|EVALSET|EVALMACRO|COPY|RENAME|DELETE)[ \t]+[^\s=:]", LanguageId.TRANSFORM, 4),
        (r"^[ \t]*(REQUIREMENTS|TRANSFORM)[ \t]+[^\s=:]", LanguageId.TRANSFORM, 3),
        # macro references: never ClassAd syntax; a config file is full of them, a submit
        # file uses them too (its own queue statement usually decides between the two)
        (r"\$\(", LanguageId.CONFIG, 3),
        (r"\$\(", LanguageId.SUBMIT, 1),
        (r"\$\(", LanguageId.TRANSFORM, 2),  # transforms use them too; their statements decide
        # ClassAds: new syntax brackets, or the attributes every daemon/job ad carries
        (r"\A\s*\[", LanguageId.CLASSAD, 6),
        (r"^[ \t]*(MyType|TargetType|ClusterId|ProcId|JobStatus|SlotID|"
         r"QDate|Owner|Machine)[ \t]*=", LanguageId.CLASSAD, 2),
        (r"^[ \t]*\w+[ \t]*=[ \t]*(true|false|undefined|error|-?\d+(\.\d+)?|\"[^\"]*\")[ \t]*$",
         LanguageId.CLASSAD, 1),
    )
)


_MACRO_REFERENCE = re.compile(r"\$\([A-Za-z_]")


def language_from_lsp_id(language_id: str | None) -> LanguageId | None:
    """Our language for an LSP languageId, or None for an id we do not own."""
    if not language_id:
        return None
    return LSP_LANGUAGE_IDS.get(language_id.strip().lower())


def _path_of(path_or_uri: str) -> PurePosixPath:
    if "://" in path_or_uri or path_or_uri.startswith("file:"):
        return PurePosixPath(unquote(urlparse(path_or_uri).path))
    return PurePosixPath(path_or_uri.replace("\\", "/"))


def language_from_name(path_or_uri: str | None) -> LanguageId | None:
    """The language a file name implies, or None when the name does not say."""
    if not path_or_uri:
        return None
    path = _path_of(path_or_uri)
    name = path.name.lower()
    foreign = name.rpartition(".")[2] in FOREIGN_SUFFIXES
    for pattern, language in NAME_PATTERNS:
        if fnmatchcase(name, pattern) and not (foreign and pattern in _BASE_NAME_PATTERNS):
            return language
    if any(part in CONFIG_DIRECTORIES for part in path.parts[:-1]):
        return LanguageId.CONFIG
    return None


#: config that defines transforms (its values hold transform statements too)
_TRANSFORM_KNOB = re.compile(r"^[ \t]*(JOB_TRANSFORM_|JOB_ROUTER_)\w*[ \t]*(@=|=)", re.IGNORECASE | re.MULTILINE)
#: a first statement that only transform rules start with (editors' "first line" match)
FIRST_LINE_TRANSFORM = re.compile(
    r"[ \t]*(SET|DEFAULT|EVALSET|EVALMACRO|COPY|RENAME|DELETE|REQUIREMENTS|TRANSFORM)[ \t]+[^\s=:]",
    re.IGNORECASE)


#: a first comment line that names the file as transform rules (the VS Code extension's
#: ``firstLine`` pattern for htcondor-transform)
FIRST_COMMENT_TRANSFORM = re.compile(r"#.*\b(condor_transform_ads|[Jj]ob [Tt]ransform)\b")


def first_line(text: str) -> LanguageId | None:
    """The language the first line (a comment naming condor_transform_ads or a job transform)
    or the first statement after comments and blank lines announces, if any."""
    lines = text[:_SNIFF_LIMIT].splitlines()
    if lines and FIRST_COMMENT_TRANSFORM.match(lines[0].strip()):
        return LanguageId.TRANSFORM
    for line in lines:
        stripped = line.strip()
        if not stripped or stripped.startswith("#"):
            continue
        return LanguageId.TRANSFORM if FIRST_LINE_TRANSFORM.match(line) else None
    return None


#: the commands of a DAG file (HTCondor 25, condor_utils/dag_commands.cpp KEYWORD_MAP), with
#: ``-`` read as ``_`` as condor_dagman reads them
DAG_COMMANDS: frozenset[str] = frozenset(
    "JOB FINAL PROVISIONER SERVICE SUBDAG SPLICE INCLUDE SUBMIT_DESCRIPTION CATEGORY PARENT WEAK "
    "SCRIPT RETRY ABORT_DAG_ON VARS PRIORITY PRE_SKIP TOLERANCE DONE MAXJOBS CONFIG DOT "
    "NODE_STATUS_FILE JOBSTATE_LOG SAVE_POINT_FILE SET_JOB_ATTR ENV REJECT CONNECT PIN_IN PIN_OUT".split())
#: a DAG command line: the command, then blank space and something that is no assignment
#: operator (``JOB = x`` or ``include : x`` are config and submit statements), or ``REJECT``
_DAG_COMMAND_LINE = re.compile(r"[ \t]*([A-Za-z][A-Za-z_-]*)(?:[ \t]+(?![:+@]?=|:)\S|[ \t]*$)")
#: opens an inline submit description (`JOB name {`, `SUBMIT-DESCRIPTION name @=END`)
_INLINE_OPEN = re.compile(r"[ \t]*\S+[ \t]+\S+[ \t]+(\{|@=(\S+))")


def dag_share(text: str) -> tuple[int, int]:
    """(DAG command lines, statement lines) among the lines of ``text`` that are neither blank
    nor comments, skipping the bodies of inline submit descriptions."""
    commands = statements = 0
    closing: str | None = None
    continued = False
    for line in text[:_SNIFF_LIMIT].splitlines():
        stripped = line.strip()
        if closing is not None:
            if stripped == closing or stripped.startswith(closing + " "):
                closing = None
            continue
        if not stripped or stripped.startswith(("#", "//")):
            continue
        if continued:  # the rest of a command continued with a backslash
            continued = stripped.endswith("\\")
            continue
        continued = stripped.endswith("\\")
        statements += 1
        match = _DAG_COMMAND_LINE.match(line)
        if match is None or match.group(1).upper().replace("-", "_") not in DAG_COMMANDS:
            continue
        if match.group(1).upper() == "REJECT" and stripped.upper() != "REJECT":
            continue
        commands += 1
        opener = _INLINE_OPEN.match(line)
        if opener is not None:
            closing = "}" if opener.group(1) == "{" else "@" + opener.group(2)
    return commands, statements


def looks_like_dag(text: str) -> bool:
    """Most statements are DAG commands (whatever command the file opens with: JOB, FINAL,
    SPLICE, SUBMIT-DESCRIPTION, an inline description ...)."""
    commands, statements = dag_share(text)
    return commands > 0 and commands * 10 >= statements * 8


def sniff(text: str) -> LanguageId | None:
    """Guess a language from content alone; None when nothing characteristic is present. A file
    whose first statement is a transform statement is transform rules; a file whose statements
    are mostly DAG commands is a DAG."""
    sample = text[:_SNIFF_LIMIT]
    if looks_like_dag(sample):
        return LanguageId.DAG
    if first_line(sample) is LanguageId.TRANSFORM and _TRANSFORM_KNOB.search(sample) is None:
        return LanguageId.TRANSFORM
    scores: dict[LanguageId, int] = {}
    for pattern, language, weight in _SNIFF_RULES:
        hits = len(pattern.findall(sample))
        if hits:
            scores[language] = scores.get(language, 0) + weight * min(hits, 5)
    if not scores:
        return None
    if LanguageId.CLASSAD in scores and _MACRO_REFERENCE.search(sample):
        del scores[LanguageId.CLASSAD]  # `$(` cannot appear in ClassAd syntax
        if not scores:
            return None
    best = max(scores.values())
    winners = [lang for lang, score in scores.items() if score == best]
    return winners[0] if len(winners) == 1 else None


def unclaimed(path_or_uri: str | None, text: str | None, language_id: str | None) -> bool:
    """True for a file that is none of ours although an editor handed it over: a data or
    source file (``jobs.csv``, ``notes.md``) whose languageId is not ours and whose content
    has nothing characteristic. Reading it as configuration, the fallback, would flag every line."""
    if language_from_lsp_id(language_id) or language_from_name(path_or_uri) or not path_or_uri:
        return False
    suffix = _path_of(path_or_uri).name.lower().rpartition(".")
    return bool(suffix[0]) and suffix[2] in FOREIGN_SUFFIXES and not (text and sniff(text))


def detect_language(
    path_or_uri: str | None = None,
    text: str | None = None,
    language_id: str | None = None,
    default: LanguageId | None = LanguageId.CONFIG,
) -> LanguageId | None:
    """Pick the language: a languageId of ours, else the file name, else the content, else
    ``default`` (config, the most forgiving of the three, unless the caller says otherwise)."""
    return (
        language_from_lsp_id(language_id)
        or language_from_name(path_or_uri)
        or (sniff(text) if text else None)
        or default
    )
