"""Which files are HTCondor's, for whole-tree scans (``condor-ls check DIR``).

A repository that deploys HTCondor also holds other programs' ``*.conf`` files (rsyslog,
supervisord, httpd, rsyncd ...), configuration templates rendered by ERB or Jinja, and DAGMan
input files. Reporting their lines as broken HTCondor statements buries the real findings, so
each file is triaged first: what language it is (a DAGMan input file is recognised by its name
or by its content, whatever command it opens with), whether it is skipped (and why), and
whether template tags must be masked before it is analysed.

Content decides where the name cannot: a file named like generic configuration counts as
HTCondor's only when HTCondor constructs or knobs it knows stand out and other programs'
syntax does not; a ``*.conf`` holding ClassAds (condor_gangliad's ``metrics.d``) is a ClassAd
file.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import PurePosixPath

from ..classad.parser import parse_ads
from ..config import knobs
from ..python.chunks import imports_bindings
from ..syntax.detect import CONFIG_DIRECTORIES, dag_share, detect_language, language_from_name, looks_like_dag, sniff
from ..syntax.languages import LanguageId
from ..transform.sources import OLD_ROUTER_KNOBS

#: name suffixes HTCondor users give submit files that other programs use too (``*.cmd`` in
#: HTCondor's own test suite and for Windows batch files, ``*.job`` for batch scripts, ``*.jds``
#: and ``*.jdl`` for other schedulers' job descriptions, ``*.submit``/``*.condor`` for
#: anything): a directory scan takes such a file for a submit description only when its first
#: lines read as one
SNIFFED_SUBMIT_SUFFIXES: tuple[str, ...] = (".cmd", ".job", ".jds", ".submit", ".condor", ".jdl")
#: characters of such a file sniffed
_SUBMIT_SNIFF_CHARS = 16 * 1024
#: a queue statement (``queue``, ``queue 10``, ``queue x from list.txt``; not ``queue = ...``)
_QUEUE_STATEMENT = re.compile(r"^[ \t]*queue\b(?![ \t]*=)", re.I | re.M)
#: commands nearly every submit description has
_SUBMIT_COMMAND = re.compile(
    r"^[ \t]*(executable|universe|arguments|output|error|log|request_cpus|request_memory|request_disk|"
    r"transfer_input_files|should_transfer_files|requirements|getenv|environment)[ \t]*=", re.I | re.M)
#: a line of a submit description: a command, a ``+Attr``/``MY.Attr`` assignment, a queue,
#: include or conditional statement
_SUBMIT_LINE = re.compile(r"[ \t]*(?:[+-]?[A-Za-z_][\w.+-]*[ \t]*[:]?=|queue\b|include\b|if\b|elif\b|else\b|endif\b|"
                          r"@[A-Za-z_]\w*)", re.I)
#: share of the statement lines of a file without an extension that must read as submit lines
_BARE_SUBMIT_SHARE = 0.8


def is_bare_name(name: str) -> bool:
    """A file name without an extension that is not hidden (``job``, ``run_analysis``)."""
    return "." not in name and bool(name)


def submit_by_name_and_content(name: str, text: str) -> bool:
    """Whether a file whose name does not settle it (one of SNIFFED_SUBMIT_SUFFIXES, or no
    extension at all) is a submit description. A name without an extension needs more: no
    ``#!`` line, a queue statement and submit commands, and nearly every line a submit
    statement, so that scripts, READMEs and makefiles that quote a submit file are not taken
    for one."""
    lower = name.lower()
    sample = text[:_SUBMIT_SNIFF_CHARS]
    if lower.endswith(SNIFFED_SUBMIT_SUFFIXES):
        return sniff(sample) is LanguageId.SUBMIT
    if not is_bare_name(name) or sample.startswith("#!"):
        return False
    if not _QUEUE_STATEMENT.search(sample) or not _SUBMIT_COMMAND.search(sample):
        return False
    statements = submit_lines = 0
    continued = False
    for line in sample.splitlines():
        stripped = line.strip()
        if continued:
            continued = stripped.endswith("\\")
            continue
        if not stripped or stripped.startswith("#"):
            continue
        statements += 1
        if _SUBMIT_LINE.match(line):
            submit_lines += 1
        continued = stripped.endswith("\\")
    if not statements or submit_lines < _BARE_SUBMIT_SHARE * statements:
        return False
    return sniff(sample) is LanguageId.SUBMIT

#: the name of a configuration fragment as packages ship them, without an extension
#: (``00-minicondor``, ``10_security``)
_NUMBERED_FRAGMENT = re.compile(r"^\d{2,}[-_][A-Za-z0-9][\w.-]*$")


def config_fragment_by_name_and_content(name: str, text: str) -> bool:
    """Whether a file without an extension is a configuration fragment named the way
    ``config.d`` files are (``00-minicondor``), kept outside such a directory (HTCondor's own
    ``condor_examples``, a repository's copy of the files it installs). Its content must say so
    too: no ``#!`` line, HTCondor's constructs or knobs, nothing of other programs'."""
    if not _NUMBERED_FRAGMENT.match(name) or "." in name:
        return False
    sample = text[:_SNIFF_LIMIT]
    if sample.startswith("#!") or sniff(sample) is not LanguageId.CONFIG:
        return False
    ours, _foreign, _assignments = htcondor_config_evidence(sample)
    return ours > 0 and not looks_foreign(sample) and not reads_as_prose(sample)


#: name suffixes of template engines, removed to find the name of the rendered file
TEMPLATE_SUFFIXES: tuple[str, ...] = (".erb", ".j2", ".jinja", ".jinja2", ".tmpl", ".tpl", ".tftpl")
#: template tags: ERB ``<% %>``/``<%= %>``/``<%# %>``, Jinja ``{% %}``/``{{ }}``/``{# #}`` and
#: Terraform ``%{ }``/``${ }`` (HTCondor's own macros are ``$(...)``: ``${`` is never HTCondor's)
TEMPLATE_TAG = re.compile(r"<%.*?%>|\{%.*?%\}|\{\{.*?\}\}|\{#.*?#\}|%\{[^}\n]*\}|\$\{[^}\n]*\}", re.S)
#: a line that is nothing but block tags (control flow of the template, no HTCondor text)
_TAG_ONLY_LINE = re.compile(r"^[ \t]*(?:(?:<%[^=].*?%>|\{%.*?%\}|\{#.*?#\}|<%#.*?%>|%\{[^}\n]*\})[ \t]*)+$", re.M)
#: a Terraform template directive on a line of its own (``%{ if x ~}``, ``%{ endfor }``)
_TERRAFORM_DIRECTIVE = re.compile(r"^[ \t]*%\{~?[ \t]*(?:if|else|endif|for|endfor)\b[^}\n]*\}[ \t]*$", re.M)

#: name patterns other programs use too; a file matched only by these may belong to another
GENERIC_SUFFIXES: tuple[str, ...] = (".conf", ".config")

#: other programs' syntax: ini section headers, XML-like directives, rsyslog/Apache forms
_FOREIGN_MARKERS: tuple[re.Pattern[str], ...] = (
    re.compile(r"^[ \t]*\[[^\]=;\"]+\][ \t]*$", re.M),            # [section]
    re.compile(r"^[ \t]*</?[A-Za-z][\w-]*(?:[ \t][^>]*)?>[ \t]*$", re.M),  # <Directory ...>
    re.compile(r"^[ \t]*\$[A-Za-z]\w*[ \t]+\S", re.M),            # $ModLoad imuxsock
    re.compile(r"^[ \t]*\w+\([^)]*\)[ \t]*$", re.M),             # module(load="imjournal")
)
#: HTCondor-only constructs: metaknobs, includes, conditionals, macro references, @= values
_HTCONDOR_MARKERS: tuple[re.Pattern[str], ...] = (
    re.compile(r"^[ \t]*use[ \t]+\w+[ \t]*:", re.I | re.M),
    re.compile(r"^[ \t]*include[ \t]*(?:ifexist)?[ \t]*:", re.I | re.M),
    re.compile(r"^[ \t]*(?:if|elif)[ \t]+(?:defined|version|true|false|\$\()", re.I | re.M),
    re.compile(r"\$\([A-Za-z_][\w.]*(?::[^)]*)?\)"),
    re.compile(r"^[ \t]*[A-Za-z_][\w.]*[ \t]*@=", re.M),
)
_ASSIGNMENT = re.compile(r"^[ \t]*([A-Za-z_][\w.]*)[ \t]*[:]?=", re.M)
_SNIFF_LIMIT = 64 * 1024


@dataclass(frozen=True)
class Triage:
    """What to do with one file."""

    language: LanguageId | None
    #: why the file is skipped (None: analyse it)
    skip: str | None = None
    #: the template engine whose tags must be masked ("erb", "jinja"), if any
    template: str | None = None
    notes: tuple[str, ...] = field(default=())


#: the engine a suffix names (the others are Jinja's or look like it)
_ENGINES = {".erb": "erb", ".tftpl": "terraform"}


def rendered_name(name: str) -> tuple[str, str | None]:
    """The name a template renders to, and the engine (``condor_config.local.erb`` ->
    ``condor_config.local``, "erb")."""
    lower = name.lower()
    for suffix in TEMPLATE_SUFFIXES:
        if lower.endswith(suffix) and len(name) > len(suffix):
            return name[: -len(suffix)], _ENGINES.get(suffix, "jinja")
    return name, None


def template_engine(text: str) -> str | None:
    """The engine whose tags appear in ``text`` (ERB or Jinja), or None."""
    sample = text[:_SNIFF_LIMIT]
    if "<%" in sample and "%>" in sample and re.search(r"<%.*?%>", sample, re.S):
        return "erb"
    if re.search(r"\{%.*?%\}|\{\{.*?\}\}", sample, re.S):
        return "jinja"
    if _TERRAFORM_DIRECTIVE.search(sample):
        return "terraform"
    return None


def mask_template(text: str) -> tuple[str, frozenset[int]]:
    """``text`` with template tags blanked out (same length and line structure, so positions
    stay exact), and the 0-based numbers of the lines a tag touched.

    A line holding only block tags becomes empty; a tag inside HTCondor text (a value such as
    ``CONDOR_HOST = {{ host }}``) becomes a run of ``x`` so the statement still reads; the
    lines touched are reported so that findings there can be dropped: a tag's value is unknown
    here."""
    touched: set[int] = set()

    def line_of(offset: int) -> int:
        return text.count("\n", 0, offset)

    out = list(text)
    tag_only: list[tuple[int, int]] = []
    for match in _TAG_ONLY_LINE.finditer(text):
        first, last = line_of(match.start()), line_of(match.end())
        touched.update(range(first, last + 1))
        for i in range(match.start(), match.end()):
            if out[i] != "\n":
                out[i] = " "
        tag_only.append((match.start(), match.end()))
    for match in TEMPLATE_TAG.finditer(text):
        if all(out[i] in (" ", "\n") for i in range(match.start(), match.end())):
            continue  # already blanked as a tag-only line
        first, last = line_of(match.start()), line_of(match.end())
        touched.update(range(first, last + 1))
        for i in range(match.start(), match.end()):
            if out[i] != "\n":
                out[i] = "x"
    for start, end in tag_only:
        _keep_continuing(out, start, end)
    return "".join(out), frozenset(touched)


def _keep_continuing(out: list[str], start: int, end: int) -> None:
    """A block-tag line inside a continued value renders to nothing (``-%>``, Ansible's
    ``trim_blocks``), so the value goes on after it: the blanked line ends in a backslash
    when the line before it continues (an empty line would end the value there)."""
    line = "".join(out[start:end])
    if "\n" in line or end <= start:
        return  # a tag spanning lines: left blank
    before = "".join(out[max(0, start - 4096):start])
    if not before.endswith("\n"):
        return
    previous = before[:-1].rsplit("\n", 1)[-1].rstrip()
    if previous.endswith("\\") and not previous.lstrip().startswith("#"):
        out[end - 1] = "\\"


def is_dag(text: str) -> bool:
    """A DAGMan input file: DAG commands make up most of its statements."""
    return looks_like_dag(text[:_SNIFF_LIMIT])


#: the header lines of a unified or context diff, and its hunk markers
_DIFF_HEADER = re.compile(r"^(?:--- \S.*\n\+\+\+ \S|\*\*\* \S.*\n--- \S|diff (?:-\S+ )*\S+ \S|Index: \S)", re.M)
_DIFF_HUNK = re.compile(r"^(?:@@ -\d+(?:,\d+)? \+\d+(?:,\d+)? @@|\*{15})", re.M)


def is_patch(text: str) -> bool:
    """A diff (``condor_config.generic.rpm.patch``): file headers and hunks, whatever the
    name says; its lines are changes to a file, not statements."""
    sample = text[:_SNIFF_LIMIT]
    return bool(_DIFF_HEADER.search(sample)) and bool(_DIFF_HUNK.search(sample))


#: lines that open or continue a configuration statement
_STATEMENT_LINE = re.compile(
    r"^[ \t]*(?:[A-Za-z_$][\w.$()-]*[ \t]*(?:[:+]?=|@=)|(?:use|include|if|elif|else|endif|error|warning)\b)",
    re.I)
_BLOCK_START = re.compile(r"@=[ \t]*(\w+)[ \t]*$")
#: a file needs this many lines that are no statement before it can be called prose
_PROSE_MINIMUM = 5


def reads_as_prose(text: str) -> bool:
    """Most lines are neither statements nor comments (a README named ``*.config``): lines
    inside ``@=`` values and continuation lines are not counted."""
    statements = prose = 0
    block: str | None = None
    continued = False
    for line in text[:_SNIFF_LIMIT].splitlines():
        stripped = line.strip()
        if block is not None:
            if stripped.startswith("@" + block):
                block = None
            continue
        if continued:
            continued = stripped.endswith("\\")
            continue
        if not stripped or stripped.startswith("#"):
            continue
        if _STATEMENT_LINE.match(line):
            statements += 1
            opened = _BLOCK_START.search(line)
            block = opened.group(1) if opened else None
            continued = stripped.endswith("\\")
        else:
            prose += 1
    return prose >= _PROSE_MINIMUM and prose > statements


def _generic_name(path: PurePosixPath) -> bool:
    """True when only a generic suffix makes ``path`` look like HTCondor configuration."""
    name = path.name.lower()
    if not name.endswith(GENERIC_SUFFIXES) or name.startswith("condor_config"):
        return False
    return not any(part in CONFIG_DIRECTORIES for part in path.parts[:-1])


#: comments ClassAd text may open with (``/* ... */``, ``// ...``)
_LEADING_COMMENTS = re.compile(r"\A(?:\s+|/\*.*?\*/|//[^\n]*)*", re.S)


def _is_classad_file(text: str) -> bool:
    """New-syntax ClassAds (``[ Name = ...; ]``), as condor_gangliad's metric files are (which
    may open with a comment)."""
    stripped = text[_LEADING_COMMENTS.match(text[:_SNIFF_LIMIT]).end():]  # type: ignore[union-attr]
    if not stripped.startswith("[") or "=" not in stripped:
        return False
    try:
        return bool(parse_ads(text[:_SNIFF_LIMIT * 4]))
    except Exception:
        return False


def _statement_lines(text: str) -> str:
    """``text`` without the lines that continue a statement (``name = value`` inside a
    continued value, as in an old-syntax route, is not an assignment)."""
    if "\\" not in text:
        return text
    kept: list[str] = []
    continued = False
    for line in text.splitlines():
        if not continued:
            kept.append(line)
        continued = line.rstrip().endswith("\\")
    return "\n".join(kept)


def htcondor_config_evidence(text: str) -> tuple[int, int, int]:
    """(HTCondor evidence, foreign evidence, assignments) in a config-shaped file: HTCondor
    constructs and assignments to knobs HTCondor knows, against other programs' syntax."""
    sample = text[:_SNIFF_LIMIT]
    ours = sum(len(p.findall(sample)) for p in _HTCONDOR_MARKERS)
    names = _ASSIGNMENT.findall(_statement_lines(sample))
    ours += sum(1 for name in names if knobs.is_known(name) or name.upper() in OLD_ROUTER_KNOBS)
    foreign = sum(len(p.findall(sample)) for p in _FOREIGN_MARKERS)
    return ours, foreign, len(names)


#: a file with no HTCondor construct needs this share of its assignments to set knobs HTCondor
#: knows (another program's ``KEY=value`` file may happen to set ``START`` or ``USERNAME``)
_KNOWN_SHARE = 0.25
#: ... once it has at least this many assignments (a short HTCondor fragment may set one knob
#: and a few site macros)
_SHARE_MINIMUM = 6


def looks_foreign(text: str) -> bool:
    """A generic-named config file that belongs to another program: nothing HTCondor stands
    out, other programs' syntax outweighs what does, or, with no HTCondor construct at all,
    the knobs it sets are a few names among many HTCondor does not know."""
    ours, foreign, assignments = htcondor_config_evidence(text)
    if ours == 0:
        statements = sum(1 for l in text[:_SNIFF_LIMIT].splitlines()
                         if l.strip() and not l.lstrip().startswith("#"))
        return statements > 0
    if assignments >= _SHARE_MINIMUM and ours < _KNOWN_SHARE * assignments:
        sample = text[:_SNIFF_LIMIT]
        if not any(p.search(sample) for p in _HTCONDOR_MARKERS):
            return True
    return foreign > ours


#: comment lines of INI files (``; misc settings``): not a statement HTCondor accepts
_INI_COMMENT = re.compile(r"^[ \t]*;", re.M)


def foreign_in_config_directory(text: str) -> str | None:
    """Why a file in a ``config.d``-like directory that no HTCondor root reads is another
    program's (a site configuration tool keeps INI files with ``[sections]`` and ``;``
    comments in its own ``config.d``), or None when it may be HTCondor's. Only other
    programs' syntax outweighing HTCondor's decides: a fragment that sets only site macros
    is HTCondor's as well."""
    masked = mask_template(text)[0] if template_engine(text) else text
    ours, foreign, _assignments = htcondor_config_evidence(masked)
    foreign += len(_INI_COMMENT.findall(masked[:_SNIFF_LIMIT]))
    if foreign and foreign > ours:
        return ("another program's configuration (INI `[sections]` or `;` comments) in a directory "
                "no HTCondor configuration reads")
    return None


def triage(path: str, text: str, forced: LanguageId | None = None, explicit: bool = False) -> Triage:
    """Decide how to treat ``path`` with content ``text``.

    ``forced`` is a language the user insisted on (no skipping); ``explicit`` marks a file named
    on the command line, which is analysed whatever its name unless its content says it is a
    DAG or another program's configuration."""
    pure = PurePosixPath(path.replace("\\", "/"))
    if forced is LanguageId.PYTHON or (forced is None and language_from_name(str(pure)) is LanguageId.PYTHON):
        # a script: no template tags or DAG lines to look for (f-strings have ``{{``)
        if forced is None and not explicit and not imports_bindings(text):
            return Triage(None, skip="a Python script that does not import the htcondor bindings")
        return Triage(LanguageId.PYTHON)
    name, engine = rendered_name(pure.name)
    shown_as = pure.with_name(name) if engine else pure
    engine = engine or template_engine(text)
    if forced is not None:
        return Triage(forced, template=engine)
    if language_from_name(str(shown_as)) is LanguageId.DAG or is_dag(text):
        commands, statements = dag_share(text)
        if not explicit and commands == 0 and statements > 0:
            # another workflow tool's ``*.dag`` (Pegasus MPI cluster: TASK and EDGE lines)
            return Triage(None, skip="named like a DAG file, but no line of it is a DAGMan command")
        return Triage(LanguageId.DAG, template=engine)
    if is_patch(text):
        return Triage(None, skip="a patch (diff) of a file, not the file itself")
    named = language_from_name(str(shown_as))
    if named is LanguageId.CONFIG and _generic_name(shown_as):
        if _is_classad_file(text):
            return Triage(LanguageId.CLASSAD, template=engine)
        masked = mask_template(text)[0] if engine else text
        if looks_foreign(masked):
            return Triage(None, skip="named like a config file, but it is another program's "
                                     "(no HTCondor knobs or constructs stand out)")
        if reads_as_prose(masked):
            return Triage(None, skip="named like a config file, but most of its lines are text, "
                                     "not configuration statements")
        return Triage(LanguageId.CONFIG, template=engine)
    if named is not None:
        return Triage(named, template=engine)
    if submit_by_name_and_content(shown_as.name, mask_template(text)[0] if engine else text):
        return Triage(LanguageId.SUBMIT, template=engine)
    if config_fragment_by_name_and_content(shown_as.name, mask_template(text)[0] if engine else text):
        return Triage(LanguageId.CONFIG, template=engine)
    if not explicit and engine is None:
        return Triage(None, skip="not an HTCondor file name")
    masked = mask_template(text)[0] if engine else text
    language = detect_language(str(shown_as), masked, default=None) or sniff(masked)
    if language is None:
        if explicit:
            language = LanguageId.CONFIG
        else:
            return Triage(None, skip="nothing in it reads as HTCondor configuration, submit file or ClassAd")
    return Triage(language, template=engine)
