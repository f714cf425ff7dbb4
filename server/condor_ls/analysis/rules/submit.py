"""Rules for submit description files.

They read the file through :mod:`condor_ls.submit.directives` (statements with byte ranges)
and :mod:`condor_ls.submit.queue` (queue statements parsed as condor_submit parses them).
Expression-valued commands are checked after expanding the macros whose value is certain
(:mod:`condor_ls.submit.macros`); a value whose expansion depends on the job being queued is
left alone, so these rules stay quiet rather than guess.
"""
from __future__ import annotations

import bisect
import difflib
import os
from os.path import commonprefix
import re
import threading
from collections import OrderedDict
from collections.abc import Iterator
from dataclasses import dataclass
from functools import lru_cache

from ...classad import attributes
from ...classad.ast import AttrRef, Call, Expr
from ...classad.functions import metadata
from ...classad.parser import ClassAdSyntaxError, parse_expr
from ...config.scanner import iter_macros
from ...submit import commands
from ...submit.directives import Assignment, Kind, SubmitFile, macro_uses, read_submit
from ...submit.macros import NEVER_UNUSED, Expanded, Expander, is_predefined
from ...submit.jobads import Problem
from ...submit.queue import Mode, QueueArgs, Slice, item_values, parse_queue_args, read_item_lines
from ...submit.retired import RETIRED, retired
from ...syntax.document import Document
from ...syntax.languages import LanguageId
from ..context import AnalysisContext, path_to_uri, uri_to_path
from ..configview.unknowns import UNKNOWN_CONTEXT
from .registry import clamp_range, rule
from ..model import Diagnostic, Fix, Location, Related, Severity, Tag, TextEdit, TextRange
from .expressions import CLOSER_OF, function_suggestions, parse_remembered, unbalanced_brackets, walk as walk_expr

SUBMIT = (LanguageId.SUBMIT,)

#: size-valued commands: lower-cased name -> (what a bare number means, whether a ClassAd
#: expression is accepted instead of a size, whether comma-separated further values are allowed)
SIZE_COMMANDS: dict[str, tuple[str, bool, bool]] = {
    "request_memory": ("MiB", True, True),
    "request_disk": ("KiB", True, True),
    "retry_request_memory": ("MiB", True, True),
    "retry_request_disk": ("KiB", True, True),
    "gpus_minimum_memory": ("MiB", True, False),
    "retry_request_memory_max": ("MiB", True, False),
    "retry_request_memory_increase": ("MiB", True, False),
    "image_size": ("KiB", False, False),
    "vm_memory": ("MiB", False, False),
    "disk_usage": ("KiB", False, False),
}
#: a size as condor_submit's byte-quantity reader accepts it: digits, up to three decimals kept,
#: blank space, then one of K M G T (any case) optionally followed by b/B, then blank space
_SIZE = re.compile(r"[ \t]*[+-]?\d+(?:\.\d*)?[ \t]*(?:[KMGTkmgt][bB]?)?[ \t]*")
#: names condor_submit reads that the command table does not list (condor_submit.V6/submit.cpp)
EXTRA_COMMANDS: frozenset[str] = frozenset({"rendezvousdirectory", "rendezvous_directory"})
#: a family match (``request_<resource>``) within this many edits of a fixed command is a typo
#: (one edit always; two only for a longer name part, see :func:`_near_miss`)
NEAR_MISS = 2
#: the shortest name part in which two edits still read as a typo (``memorie``), not as another
#: word (``cogs`` is two edits from ``cpus``)
NEAR_MISS_LENGTH = 6
#: characters that separate the fields of a queue item (condor_submit's defaults)
ITEM_SEPARATORS = ", \t"
#: commands with a fixed set of values (compared without regard to case), as condor_submit reads
#: them: command -> (accepted spellings, the spellings to suggest)
ENUM_VALUES: dict[str, tuple[frozenset[str], tuple[str, ...]]] = {
    "universe": (frozenset({"vanilla", "scheduler", "local", "grid", "java", "vm", "parallel", "docker",
                            "container"}),
                 ("vanilla", "scheduler", "local", "grid", "java", "vm", "parallel", "docker", "container")),
    "should_transfer_files": (frozenset({"yes", "true", "always", "no", "false", "never", "if_needed", "auto"}),
                              ("YES", "NO", "IF_NEEDED")),
    "when_to_transfer_output": (frozenset({"on_exit", "onexit", "on_exit_or_evict", "always", "on_success",
                                          "onsuccess", "none", "null"}),
                                ("ON_EXIT", "ON_EXIT_OR_EVICT", "ON_SUCCESS")),
    "notification": (frozenset({"never", "complete", "always", "error", "start"}),
                     ("Never", "Complete", "Always", "Error", "Start")),
}
#: universes HTCondor knows by name but no longer runs
RETIRED_UNIVERSES = frozenset({"standard", "pipe", "linda", "pvm", "pvmd", "mpi"})


# ---------------------------------------------------------------------------- helpers
def _submit(document: Document) -> SubmitFile:
    return read_submit(document)


def _range(document: Document, span: tuple[int, int]) -> TextRange:
    return clamp_range(document, span[0], span[1])


def _line_of(document: Document, offset: int) -> int:
    """1-based line number of a byte offset (line starts are found once per reading)."""
    memo = _submit(document).memo
    starts = memo.get("line_starts")
    if not isinstance(starts, list):
        starts = _line_starts(document.source)
        memo["line_starts"] = starts
    return bisect.bisect_right(starts, offset)


def _queue_args_text(document: Document, keyword_end: int) -> tuple[str, int]:
    """The rest of the queue line after its keyword (condor_submit reads the whole line, even
    where the grammar gave up), and its byte offset."""
    source = document.source
    line_end = source.find(b"\n", keyword_end)
    line_end = len(source) if line_end < 0 else line_end
    return source[keyword_end:line_end].decode("utf-8", "replace").rstrip("\r"), keyword_end


@dataclass(frozen=True)
class ParsedQueue:
    args: QueueArgs
    text: str          # the argument text as read
    offset: int        # its byte offset in the document
    start: int         # the statement's range
    end: int

    def span(self, start: int, end: int) -> tuple[int, int]:
        base = self.offset + len(self.text[:start].encode("utf-8", "surrogatepass"))
        return base, base + len(self.text[start:max(end, start)].encode("utf-8", "surrogatepass"))


def parsed_queues(document: Document) -> list[ParsedQueue]:
    """Every queue statement of the document, parsed once per reading."""
    memo = _submit(document).memo
    cached = memo.get("queues")
    if isinstance(cached, list):
        return cached
    out: list[ParsedQueue] = []
    for line in _submit(document).queues:
        keyword = line.node.child_by_field_name("keyword")
        keyword_end = keyword.end_byte if keyword is not None else line.start + len("queue")
        text, offset = _queue_args_text(document, keyword_end)
        out.append(ParsedQueue(parse_queue_args(text), text, offset, line.start, line.end))
    memo["queues"] = out
    return out


def loop_variables(document: Document) -> set[str]:
    """Lower-cased names every queue statement of the file binds."""
    names: set[str] = set()
    for queue in parsed_queues(document):
        names.update(v.lower() for v in queue.args.loop_variables)
    return names


def _expander(document: Document) -> Expander:
    """One expander per reading, so each macro is expanded once for all the rules."""
    memo = _submit(document).memo
    cached = memo.get("expander")
    if isinstance(cached, Expander):
        return cached
    expander = Expander(_submit(document), frozenset(loop_variables(document)))
    memo["expander"] = expander
    return expander


# ---------------------------------------------------------------------------- unknown commands
def _used_names(submit: SubmitFile) -> set[str]:
    cached = submit.memo.get("used_names")
    if isinstance(cached, set):
        return cached
    names = {use.name.lower() for use in submit.uses}
    submit.memo["used_names"] = names
    return names


def _is_used(submit: SubmitFile, name: str) -> bool:
    if name.lower() in _used_names(submit):
        return True
    document = submit.document
    pattern = re.compile(rb"(?i)\b" + re.escape(name.encode("utf-8", "replace")) + rb"\b")
    for condition in submit.conditions:  # `if defined NAME`, `if NAME`
        if pattern.search(document.source, condition.start_byte, condition.end_byte):
            return True
    return False


@lru_cache(maxsize=4096)
def known_command(name: str) -> tuple[bool, tuple[str, ...]]:
    """Whether condor_submit knows ``name``, and close spellings of fixed commands. A family
    (``request_<resource>``) only counts when no fixed command is spelt almost the same, so
    ``request_memry`` is a typo, not a custom resource. (Cached: the spelling search is the
    expensive part, and a file repeats its names.)"""
    if commands.command(name) is not None or name.lower() in EXTRA_COMMANDS:
        return True, ()
    suggestions = tuple(s for s in commands.did_you_mean(name) if s.lower() != name.lower())
    family = commands.lookup(name)
    if family is not None and not any(_near_miss(name.lower(), s.lower()) for s in suggestions):
        return True, ()
    return False, suggestions


def _near_miss(name: str, command: str) -> bool:
    """Whether ``name`` reads as a mistyped ``command`` rather than a member of its family: the
    parts after their shared prefix (``memry``/``memory`` of ``request_``) start alike (people
    rarely mistype the first letter: ``tpus`` is a resource, not ``cpus``) and are one edit
    apart (a swap of neighbours counts as one), or two in a longer part."""
    shared = len(commonprefix([name, command]))
    cut = name.rfind("_", 0, shared) + 1
    mine, theirs = name[cut:], command[cut:]
    if not mine or not theirs or mine[0] != theirs[0]:
        return False
    distance = _edit_distance(mine, theirs)
    return distance <= 1 or (distance <= NEAR_MISS and len(mine) >= NEAR_MISS_LENGTH)


def _edit_distance(a: str, b: str, limit: int = 3) -> int:
    """Edit distance counting a swap of neighbouring characters as one edit (optimal string
    alignment), or ``limit + 1`` once it is certainly larger than ``limit``."""
    if abs(len(a) - len(b)) > limit:
        return limit + 1
    before: list[int] = []
    previous = list(range(len(b) + 1))
    for i, ca in enumerate(a, 1):
        row = [i]
        for j, cb in enumerate(b, 1):
            best = min(previous[j] + 1, row[j - 1] + 1, previous[j - 1] + (ca != cb))
            if i > 1 and j > 1 and ca == b[j - 2] and a[i - 2] == cb:
                best = min(best, before[j - 2] + 1)
            row.append(best)
        if min(row) > limit:
            return limit + 1
        before, previous = previous, row
    return previous[-1]


@rule("unknown-command", severity=Severity.WARNING, summary="a name that is no submit command and is never used as a macro",
      languages=SUBMIT)
def unknown_command(document: Document, context: AnalysisContext) -> Iterator[Diagnostic]:
    """A line ``name = value`` whose name is not a submit command is only a macro definition;
    when nothing in the file uses it as ``$(name)``, condor_submit warns that the line was
    unused, and usually it is a misspelt command (``request_memmory``) whose setting is silently
    lost. The message suggests close spellings and the quick fix applies one. Names that look
    like a known family (``request_<resource>``) are accepted unless they are a near miss of a
    fixed command."""
    submit = _submit(document)
    for assignment in submit.assignments:
        context.check_cancelled()
        if assignment.kind is not Kind.COMMAND or "." in assignment.key:
            continue
        name = assignment.name
        if name.lower() in NEVER_UNUSED or commands.command(name) is not None or _is_used(submit, name):
            continue
        if name.lower() in RETIRED:
            continue  # deprecated-command says what became of it
        known, suggestions = known_command(name)
        if known:
            continue
        message = f"`{name}` is not a submit command and nothing uses it as `$({name})`"
        if suggestions:
            message += f"; did you mean {' or '.join(f'`{s}`' for s in suggestions)}?"
        where = _range(document, assignment.name_range)
        fixes = tuple(Fix(f"change to {s}", (TextEdit(document.uri, where, s),), preferred=i == 0)
                      for i, s in enumerate(suggestions))
        yield Diagnostic(where, message, fixes=fixes, data={"suggestions": list(suggestions)})


@rule("deprecated-command", severity=Severity.WARNING, summary="a submit command HTCondor has retired",
      languages=SUBMIT)
def deprecated_command(document: Document, context: AnalysisContext) -> Iterator[Diagnostic]:
    """A submit command the manual lists as deprecated (``nice_user``, ``kill_sig_timeout``),
    or one condor_submit no longer reads at all (``copy_to_spool`` since 25, the grid types and
    the standard universe's commands HTCondor retired: :mod:`condor_ls.submit.retired`), for
    which condor_submit only warns that the line was unused. The message names the
    replacement when there is one. A command 25 retired and 24.0 still reads is a hint under
    the ``submit.htcondorVersion`` setting ``24.0``."""
    version = "24.0" if context.settings.submit_version == "24.0" else "25"
    for assignment in _submit(document).assignments:
        if assignment.kind is not Kind.COMMAND:
            continue
        gone = RETIRED.get(assignment.name.lower())
        if gone is not None:
            if _is_used(_submit(document), assignment.name):
                continue  # a macro of the file's own after all
            where = _range(document, assignment.name_range)
            if retired(assignment.name, version) is None:  # 24.0 still reads it
                yield Diagnostic(where, f"`{assignment.name}`: HTCondor {gone.gone_in}'s condor_submit no longer reads "
                                 f"it (it {gone.purpose})", severity=Severity.HINT, tags=(Tag.DEPRECATED,))
                continue
            message = (f"`{assignment.name}` is no longer a submit command: the condor_submit of HTCondor "
                       f"{gone.gone_in} and later ignores the line (it warns that the line was unused); "
                       f"it {gone.purpose}")
            fixes: tuple[Fix, ...] = ()
            if gone.replacement:
                message += f"; use `{gone.replacement}`"
                fixes = (Fix(f"change to {gone.replacement}",
                             (TextEdit(document.uri, where, gone.replacement),), preferred=True),)
            yield Diagnostic(where, message, tags=(Tag.DEPRECATED,), fixes=fixes)
            continue
        found = commands.command(assignment.name)
        if found is None or not found.deprecated:
            continue
        message = f"`{assignment.name}` is deprecated"
        if found.replacement:
            message += f"; use `{found.replacement}` instead"
        yield Diagnostic(_range(document, assignment.name_range), message, tags=(Tag.DEPRECATED,))


@rule("invalid-value", severity=Severity.ERROR, summary="a value a fixed-choice submit command does not accept",
      languages=SUBMIT)
def invalid_value(document: Document, context: AnalysisContext) -> Iterator[Diagnostic]:
    """``universe``, ``should_transfer_files``, ``when_to_transfer_output`` and ``notification``
    take one of a few words (in any case); condor_submit stops at anything else. Retired
    universes (``standard``, ``pvm``, ``mpi`` ...) are refused too. Close spellings are offered
    as quick fixes."""
    expander = _expander(document)
    for assignment in _submit(document).assignments:
        if assignment.kind is not Kind.COMMAND:
            continue
        found = commands.command(assignment.name)
        entry = ENUM_VALUES.get(found.name.lower() if found is not None else "")
        if entry is None:
            continue
        expanded = expander.expand(assignment.value)
        if expanded is None:
            continue
        value = expanded.text.strip()
        low = value.lower()
        if not value or low in entry[0]:
            continue
        if found is not None and found.name.lower() == "universe" and low[:1].isdigit():
            continue  # condor_submit also takes a universe's number
        accepted, shown = entry
        if found is not None and found.name.lower() == "universe" and low in RETIRED_UNIVERSES:
            message = f"the `{value}` universe is no longer supported"
        else:
            message = f"`{value}` is not a value of `{assignment.name}`: use {', '.join(shown)}"
        where = _range(document, expanded.source_range(0, len(expanded.text)))
        written = document.source[where.start:where.end].decode("utf-8", "replace").strip() == value
        close = difflib.get_close_matches(low, [v.lower() for v in shown], n=2, cutoff=0.6)
        spelled = {v.lower(): v for v in shown}
        fixes = tuple(Fix(f"change to {spelled[c]}", (TextEdit(document.uri, where, spelled[c]),), preferred=i == 0)
                      for i, c in enumerate(close)) if written else ()
        yield Diagnostic(where, message, fixes=fixes)


#: commands any one of which lets a job do without ``executable`` (a container image implies
#: the container universe, where the image's entry point runs; ``shell`` runs /bin/sh)
EXECUTABLE_STANDINS = frozenset({"executable", "shell", "container_image", "docker_image",
                                 "interactive_executable"})
#: universes whose jobs need no executable
IMAGE_UNIVERSES = frozenset({"docker", "container"})


def _has_template_use(document: Document) -> bool:
    """``use TEMPLATE : name`` lines pull in settings we cannot see from here."""
    return any(child.type == "use" for child in document.tree.root_node.named_children)


@rule("missing-executable", severity=Severity.WARNING,
      summary="a submit file that queues jobs without an executable (fine for `condor_submit -interactive`)",
      languages=SUBMIT)
def missing_executable(document: Document, context: AnalysisContext) -> Iterator[Diagnostic]:
    """A file with a ``queue`` statement but no ``executable`` (nor its alternate spelling
    ``Cmd``) before it. A plain ``condor_submit`` stops with "No 'executable' parameter was
    provided"; ``condor_submit -interactive`` does not, because it runs the configured
    ``INTERACTIVE_SUBMIT_CMD_OVERRIDE`` (``/bin/sh`` by default) instead, and files written for
    interactive sessions often leave the executable out. Hence a warning that names both uses,
    not an error: condor_submit's source has no universe in which the file fails in every mode.
    Jobs of the docker and container universes (or with a ``container_image``/``docker_image``,
    which implies the container universe) need no executable at all, nor do jobs that set
    ``shell`` or ``interactive_executable``. Files with an ``include`` or a ``use`` line are not
    judged: the executable may come from there. The finding is confirmed by making the first
    job ad as condor_submit does (the job-ad model), so an executable set by the queue statement
    itself (``queue executable from ...``) counts."""
    submit = _submit(document)
    if not submit.queues or submit.includes or _has_template_use(document):
        return
    for assignment in submit.assignments:
        if assignment.kind is not Kind.COMMAND or assignment.segment > 0:
            continue  # only what is set before the first queue statement counts for it
        found = commands.command(assignment.name)
        name = found.name.lower() if found is not None else assignment.name.lower()
        if name in EXECUTABLE_STANDINS:
            return
        if name == "universe" and (assignment.value.text.strip().lower() in IMAGE_UNIVERSES
                                   or "$" in assignment.value.text):
            return
    from ..submit_ads import job_ads

    result = job_ads(document, context)
    if result is not None:
        result.first()  # condor_submit looks for the executable when it makes the first proc
        if not any(p.code == "submit.no-executable" for p in result.problems):
            return  # set some other way: a queue variable (`queue executable from ...`), a DAG's VARS ...
    first = submit.queues[0]
    end = document.source.find(b"\n", first.start)
    yield Diagnostic(_range(document, (first.start, first.end if end < 0 else min(end, first.end))),
                     "no `executable` is set before this queue statement: `condor_submit` refuses the file, "
                     "though `condor_submit -interactive` accepts it (it starts a shell instead)")


def _blank_macros(text: str) -> str:
    """``text`` with each macro reference replaced by as many ``x`` (quoting is judged on the
    written text; a macro's value almost never holds quotes)."""
    if "$" not in text:
        return text
    out = list(text)
    for ref in iter_macros(text):
        for index in range(ref.dollar, min(ref.end, len(out))):
            out[index] = "x"
    return "".join(out)


def arguments_problem(text: str) -> tuple[int, str] | None:
    """The first quoting mistake condor_submit would refuse in an ``arguments`` value, as
    (character index, message), or None. A value starting with ``"`` is the new syntax: it must
    end with the matching ``"`` (a ``"`` inside is written ``""``) and single quotes inside must
    pair up (``''`` is a literal one). Otherwise a ``"`` must be written ``\\"``."""
    start = len(text) - len(text.lstrip())
    if text[start:start + 1] != '"':
        index = 0
        while index < len(text):
            if text[index] == "\\" and text[index + 1:index + 2] == '"':
                index += 2
                continue
            if text[index] == '"':
                return index, ("a double quote inside old-style arguments must be written `\\\"` "
                               "(or put the whole value in double quotes)")
            index += 1
        return None
    index = start + 1
    raw: list[tuple[int, str]] = []
    while index < len(text):
        if text[index] == '"':
            if text[index + 1:index + 2] == '"':
                raw.append((index, '"'))
                index += 2
                continue
            if text[index + 1:].strip():
                return index, "text after the closing double quote: write a double quote inside the arguments as `\"\"`"
            break
        raw.append((index, text[index]))
        index += 1
    else:
        return start, "the double quote that opens these arguments is never closed"
    opener: int | None = None
    position = 0
    while position < len(raw):
        where, ch = raw[position]
        if ch == "'":
            if opener is None:
                opener = where
            elif position + 1 < len(raw) and raw[position + 1][1] == "'":
                position += 1  # '' inside a quoted argument is a literal quote
            else:
                opener = None
        position += 1
    if opener is not None:
        return opener, "this single quote is never closed (write a literal one as `''` inside quotes)"
    return None


@rule("arguments-syntax", severity=Severity.ERROR, summary="quoting condor_submit cannot read in `arguments`",
      languages=SUBMIT)
def arguments_syntax(document: Document, context: AnalysisContext) -> Iterator[Diagnostic]:
    """``arguments`` has two syntaxes. In the new one the value is wrapped in double quotes,
    a double quote inside is doubled (``""``), and single quotes group words into one argument
    (``''`` inside them is a literal quote). In the old one a double quote must be escaped as
    ``\\"``. condor_submit refuses an unclosed quote, text after the closing double quote, or
    a bare double quote in the old syntax."""
    for assignment in _submit(document).assignments:
        if assignment.kind is not Kind.COMMAND:
            continue
        found = commands.command(assignment.name)
        if found is None or found.name.lower() != "arguments":
            continue
        problem = arguments_problem(_blank_macros(assignment.value.text))
        if problem is None:
            continue
        index, message = problem
        yield Diagnostic(_range(document, assignment.value.span(index, index + 1)), message)


# ---------------------------------------------------------------------------- duplicates
def _identity(assignment: Assignment) -> str | None:
    if assignment.kind is Kind.REMOVAL:
        return None
    if assignment.kind is Kind.ATTRIBUTE:
        return "my." + assignment.name.lower()
    found = commands.command(assignment.name)
    return found.name.lower() if found is not None else assignment.key.lower()


def _refers_to_itself(assignment: Assignment) -> bool:
    names = {assignment.name.lower(), assignment.macro_name.lower(), assignment.key.lower()}
    found = commands.command(assignment.name)
    if found is not None:
        names.update(n.lower() for n in (found.name, *found.alternates))
    return any(use.name.lower() in names for use in macro_uses(assignment.value))


@rule("duplicate-command", severity=Severity.WARNING, summary="a command set twice before the same queue statement",
      languages=SUBMIT)
def duplicate_command(document: Document, context: AnalysisContext) -> Iterator[Diagnostic]:
    """The same command, attribute or macro is assigned twice between two queue statements, in
    the same ``if`` branch: condor_submit keeps only the later value, so the earlier line has no
    effect. Setting a command again *after* a ``queue`` line, to change it for the next batch of
    jobs, is normal and not reported; neither is ``X = $(X) more``, which builds on the earlier
    value."""
    seen: dict[tuple[str, tuple[tuple[int, int], ...], int], Assignment] = {}
    for assignment in _submit(document).assignments:
        identity = _identity(assignment)
        if identity is None:
            continue
        key = (identity, assignment.branch, assignment.segment)
        earlier = seen.get(key)
        seen[key] = assignment
        if earlier is None or assignment.operator.startswith("+") or _refers_to_itself(assignment):
            continue  # `+=` and `X = $(X) ...` build on the earlier value
        if earlier.name.lower() != assignment.name.lower() and assignment.kind is Kind.COMMAND:
            yield from _two_spellings(document, earlier, assignment)
            continue
        related = (Related(Location(document.uri, _range(document, earlier.key_range)), "first set here"),)
        yield Diagnostic(
            _range(document, assignment.key_range),
            f"`{assignment.key}` is already set on line {_line_of(document, earlier.key_range[0])}; "
            "only this later value is used",
            related=related)


def _two_spellings(document: Document, first: Assignment, second: Assignment) -> Iterator[Diagnostic]:
    """One command set under its own name and under an alternate spelling (``batch_name`` and
    ``JobBatchName``): condor_submit looks the own name up first, whatever the order of the
    lines, so the alternate is the line without effect."""
    found = commands.command(second.name)
    if found is None:
        return
    own = found.name.lower()
    if second.name.lower() == own:
        ignored, used = first, second
    elif first.name.lower() == own:
        ignored, used = second, first
    else:
        return  # two alternate spellings: which one is read depends on the command's code
    related = (Related(Location(document.uri, _range(document, used.key_range)), f"`{used.key}` is set here"),)
    yield Diagnostic(
        _range(document, ignored.key_range),
        f"`{ignored.key}` has no effect: `{used.key}` (line {_line_of(document, used.key_range[0])}) sets the same "
        "command, and condor_submit reads that spelling first",
        related=related)


# ---------------------------------------------------------------------------- queue statements
@rule("invalid-queue", severity=Severity.ERROR, summary="a queue statement condor_submit refuses",
      languages=SUBMIT)
def invalid_queue(document: Document, context: AnalysisContext) -> Iterator[Diagnostic]:
    """A ``queue`` statement that condor_submit cannot read: a count that is not an integer
    expression (``queue 5 jobs``) or is out of range, a qualifier after the wrong keyword
    (``from files``, ``matching table``), a malformed ``[start:end:step]`` slice or one with a
    step that is not positive, unclosed table options, or a multi-line item list with no line
    starting with ``)``. A statement inside an ``include`` file is refused too, but that is
    only visible from the including file."""
    lines = document.text.split("\n")
    for queue in parsed_queues(document):
        context.check_cancelled()
        for error in queue.args.errors:
            severity = Severity.ERROR if error.severity == "error" else Severity.WARNING
            yield Diagnostic(_range(document, queue.span(error.start, error.end)), error.message,
                             severity=severity)
        if queue.args.items_source == "<":
            line_number = _line_of(document, queue.start)  # 1-based: the next line's index
            _items, closed = read_item_lines(lines[line_number:])
            if closed is None:
                start, end = queue.span(*queue.args.items_span)
                yield Diagnostic(_range(document, (start, start + 1)),
                                 "this item list is never closed: condor_submit needs a line starting with `)`")


@rule("unused-queue-variable", severity=Severity.WARNING, summary="a queue variable nothing uses",
      languages=SUBMIT)
def unused_queue_variable(document: Document, context: AnalysisContext) -> Iterator[Diagnostic]:
    """A variable named by a queue statement (``queue name in (...)``) that no ``$(name)`` in the
    file or a file it includes uses (nothing is said when an include cannot be read): every job gets the same settings, which condor_submit also warns about ("the
    Queue variable was unused"). Usually the variable is misspelt at its use. A variable named
    like a command (``queue input, arguments from ...``) sets that command and is in use."""
    used = _used_names(_submit(document))
    queues = [q for q in parsed_queues(document) if not q.args.errors and q.args.variables]
    if queues and _submit(document).includes:
        files, unknown = _included_files(document, context)
        if unknown is not None:
            return  # what cannot be read may use them
        used = used | {use.name.lower() for other in files for use in other.uses}
    for queue in queues:
        text = queue.text
        search_from = queue.args.variables_span[0]
        for name in queue.args.variables:
            index = text.find(name, search_from)
            if index < 0:
                break
            search_from = index + len(name)
            if name.lower() in used or commands.command(name) is not None:
                continue  # a variable named like a command sets that command for each job
            yield Diagnostic(_range(document, queue.span(index, index + len(name))),
                             f"the queue variable `{name}` is never used as `$({name})`")


def fields_set(item: str, count: int) -> int:
    """How many of ``count`` loop variables condor_submit assigns from one item: the first gets
    the text up to a comma, space or tab, each next one the text after it (skipping blanks), and
    the last one all that remains."""
    assigned = 1
    position = 0
    for _ in range(1, count):
        while position < len(item) and item[position] not in ITEM_SEPARATORS:
            position += 1
        if position >= len(item):
            break
        position += 1
        while position < len(item) and item[position] in " \t":
            position += 1
        assigned += 1
    return assigned


def _line_starts(source: bytes) -> list[int]:
    starts = [0]
    position = source.find(b"\n")
    while position >= 0:
        starts.append(position + 1)
        position = source.find(b"\n", position + 1)
    return starts


@rule("queue-item-fields", severity=Severity.WARNING, summary="a queue item with fewer fields than variables",
      languages=SUBMIT)
def queue_item_fields(document: Document, context: AnalysisContext) -> Iterator[Diagnostic]:
    """An item of ``queue a, b, c from (...)`` that has fewer fields than the statement has
    variables. condor_submit assigns fields from left to right (split at commas, spaces and tabs,
    the last variable taking the rest); a variable the item does not reach gets no value from it,
    which is rarely intended. With ``in``, every item is one word, so a second variable is never
    set."""
    lines = document.text.split("\n")
    starts = _line_starts(document.source)
    for queue in parsed_queues(document):
        args = queue.args
        names = args.variables
        if args.errors or len(names) < 2 or args.mode not in (Mode.IN, Mode.FROM):
            continue
        if args.mode is Mode.IN:
            start, end = queue.span(*args.variables_span)
            yield Diagnostic(_range(document, (start, end)),
                             f"`in` items are single words, so only `{names[0]}` gets a value; use `from` "
                             "to split each item into fields")
            continue
        rows: list[tuple[str, tuple[int, int]]] = []
        if args.items_source in ("", "<") and args.items:
            rows.append((args.items[0], queue.span(*args.items_span)))
        if args.items_source == "<":
            first_line = _line_of(document, queue.start)
            more, closed = read_item_lines(lines[first_line:])
            for number, text in more:
                if not text:
                    continue  # an empty item: it sets no variable at all, said nowhere yet
                line_start = starts[min(first_line + number, len(starts) - 1)]
                raw = lines[first_line + number]
                lead = len(raw) - len(raw.lstrip())
                begin = line_start + len(raw[:lead].encode("utf-8", "surrogatepass"))
                rows.append((text, (begin, begin + len(text.encode("utf-8", "surrogatepass")))))
        for text, span in rows:
            if "$" in text:
                continue
            got = fields_set(text, len(names))
            if got < len(names):
                missing = ", ".join(names[got:])
                yield Diagnostic(_range(document, span),
                                 f"this item has {got} field{'s' if got != 1 else ''} for {len(names)} variables, "
                                 f"so it sets no value for {missing}")


@rule("queue-blank-item", severity=Severity.WARNING, summary="a blank line in a `queue ... from (...)` list",
      languages=SUBMIT)
def queue_blank_item(document: Document, context: AnalysisContext) -> Iterator[Diagnostic]:
    """A blank line between ``queue ... from (`` and ``)`` is an item too. condor_submit makes a
    job of it (``SubmitStepFromQArgs``: an empty row updates no loop variable), so that job
    repeats the previous item's values, or has none when nothing came before: almost always a
    duplicate nobody meant. Lists with a slice are left alone (the row may not be selected)."""
    lines = document.text.split("\n")
    starts = _line_starts(document.source)
    for queue in parsed_queues(document):
        args = queue.args
        if args.errors or args.mode is not Mode.FROM or args.items_source != "<" or args.slice is not None:
            continue
        first_line = _line_of(document, queue.start)
        rows, closed = read_item_lines(lines[first_line:])
        if closed is None:
            continue  # an unclosed list is condor_submit's error, reported elsewhere
        previous = args.items[0] if args.items else None
        for number, text in rows:
            if text:
                previous = text
                continue
            at = first_line + number
            if at >= len(starts):
                break
            if lines[at - 1].rstrip().endswith("\\"):
                continue  # the line before may continue onto this one: not certainly a row
            begin = starts[at]
            end = begin + len(lines[at].rstrip("\r").encode("utf-8", "surrogatepass"))
            if previous is None:
                what = "with none of its variables set"
            else:
                what = f"with the previous item's values ({previous})"
            yield Diagnostic(_range(document, (begin, end)),
                             f"this blank line is an item of the list: condor_submit makes one more job for it, {what}")


@rule("empty-queue", severity=Severity.WARNING, summary="a queue statement that creates no jobs",
      languages=SUBMIT)
def empty_queue(document: Document, context: AnalysisContext) -> Iterator[Diagnostic]:
    """``queue 0``, ``queue in ()`` or a slice that selects none of the listed items: the
    statement is accepted but submits nothing, which is rarely what was meant."""
    lines = document.text.split("\n")
    for queue in parsed_queues(document):
        args = queue.args
        if args.errors:
            continue
        if args.count == 0:
            yield Diagnostic(_range(document, queue.span(*args.count_span)), "a queue count of 0 submits no jobs")
            continue
        if args.mode not in (Mode.IN, Mode.FROM) or (args.mode is Mode.FROM and args.items_source not in ("", "<")):
            continue
        items = list(args.items)
        if args.items_source == "<":
            more, closed = read_item_lines(lines[_line_of(document, queue.start):])
            if closed is None:
                continue
            items += item_values(args.mode, more)
        if any("$" in item for item in items):
            continue
        if not items:
            yield Diagnostic(_range(document, (queue.start, queue.end)), "this queue statement lists no items, so it submits no jobs")
        elif args.slice is not None and (args.slice.step is None or args.slice.step > 0):
            if slice_length(args.slice, len(items)) == 0:
                yield Diagnostic(_range(document, queue.span(*args.slice.span)),
                                 f"this slice selects none of the {len(items)} items")


def slice_length(selection: Slice, count: int) -> int:
    """How many of ``count`` items a slice selects, computed as condor_submit does (a negative
    bound counts from the end; the result is kept between 0 and ``count``)."""
    first = 0 if selection.start is None else (selection.start + count if selection.start < 0 else selection.start)
    last = count if selection.end is None else (selection.end + count if selection.end < 0 else selection.end)
    length = last - first
    if selection.step is not None and selection.step > 1:
        length = (length + selection.step - 1) // selection.step
    return min(max(length, 0), count)


# ---------------------------------------------------------------------------- sizes
def size_is_valid(text: str, allow_second: bool) -> bool:
    """Whether condor_submit reads ``text`` as a byte quantity (``2 GB``, ``512M``, ``1.5t``)."""
    parts = text.split(",") if allow_second else [text]
    if len(parts) > 1 and not parts[-1].strip():
        parts = parts[:-1]
    if len(parts) > 1 and _SIZE.fullmatch(parts[-1]) is None and _parses(parts[-1]):
        parts = parts[:-1]  # a sequence of sizes may end with an expression
    return all(_SIZE.fullmatch(part) is not None for part in parts)


def _looks_numeric(text: str) -> bool:
    return bool(re.match(r"[ \t]*[+-]?\.?\d", text))


@rule("request-units", severity=Severity.ERROR, summary="a memory or disk size condor_submit cannot read",
      languages=SUBMIT)
def request_units(document: Document, context: AnalysisContext) -> Iterator[Diagnostic]:
    """``request_memory``, ``request_disk`` and the other size commands take a number with an
    optional unit: ``K``, ``M``, ``G`` or ``T`` in either case, optionally followed by ``B``,
    with blank space allowed before it (``2 GB``, ``512m``, ``1.5T``); a bare number means MiB
    for memory and KiB for disk. Anything else is read as a ClassAd expression, so ``2 GiB`` or
    ``4 gigs`` fails at submit time. For ``image_size``, ``vm_memory`` and ``disk_usage`` only a
    size is accepted."""
    expander = _expander(document)
    for assignment in _submit(document).assignments:
        if assignment.kind is not Kind.COMMAND:
            continue
        found = commands.command(assignment.name)
        spec = SIZE_COMMANDS.get(found.name.lower() if found is not None else assignment.name.lower())
        if spec is None:
            continue
        unit, expression_ok, second = spec
        expanded = expander.expand(assignment.value)
        if expanded is None or not expanded.text.strip():
            continue
        text = expanded.text
        if size_is_valid(text, second):
            continue
        if expression_ok:
            if not _looks_numeric(text) or _parses(text):
                continue
        where = _range(document, expanded.source_range(0, len(text)))
        yield Diagnostic(where, f"`{text.strip()}` is not a size condor_submit understands: write a number "
                                f"with an optional K, M, G or T suffix (a bare number is {unit})")


def _parses(text: str) -> bool:
    try:
        parse_expr(text)
    except ClassAdSyntaxError:
        return False
    except Exception:
        return True
    return True


# ---------------------------------------------------------------------------- expressions
@dataclass(frozen=True)
class ExprSite:
    assignment: Assignment
    expanded: Expanded
    tree: Expr | None
    error: ClassAdSyntaxError | None

    def source(self, span: tuple[int, int] | None) -> tuple[int, int]:
        """Document bytes of expanded *byte* offsets ``span`` (the parser counts bytes)."""
        text = self.expanded.text
        if span is None:
            return self.expanded.source_range(0, len(text))
        raw = text.encode("utf-8", "surrogatepass")
        start = len(raw[:span[0]].decode("utf-8", "ignore"))
        end = len(raw[:span[1]].decode("utf-8", "ignore"))
        return self.expanded.source_range(start, end)


def is_expression_command(assignment: Assignment) -> bool:
    """Whether an assignment holds a ClassAd expression (a job attribute or an expression-valued
    command that condor_submit knows)."""
    if assignment.kind is Kind.ATTRIBUTE:
        return True
    if assignment.kind is not Kind.COMMAND:
        return False
    found = commands.lookup(assignment.name)
    if found is None or found.type != "classad":
        return False  # checked first: most unknown names are plain macros, and cheap to dismiss
    return known_command(assignment.name)[0]


def expression_sites(document: Document) -> list[ExprSite]:
    """Each expression-valued command and job attribute whose expansion is certain, parsed
    (once per reading: several rules walk the same trees)."""
    memo = _submit(document).memo
    cached = memo.get("expression_sites")
    if isinstance(cached, list):
        return cached
    expander = _expander(document)
    out: list[ExprSite] = []
    for assignment in _submit(document).assignments:
        if not is_expression_command(assignment):
            continue
        expanded = expander.expand(assignment.value)
        if expanded is None or not expanded.text.strip() or "$$" in expanded.text:
            continue
        name = assignment.name.lower()
        found = commands.command(assignment.name)
        spec = SIZE_COMMANDS.get(found.name.lower() if found is not None else name)
        if spec is not None and (size_is_valid(expanded.text, spec[2]) or _looks_numeric(expanded.text)):
            continue  # a size, or a malformed one (request-units reports it)
        if name == "request_memory" or name == "request_disk":
            if expanded.text.strip().lower() == "undefined":
                continue
        parsed = parse_remembered(expanded.text)  # a script's descriptions repeat their expressions
        if parsed is None:
            continue
        out.append(ExprSite(assignment, expanded, *parsed))
    memo["expression_sites"] = out
    return out


@rule("submit-expr-syntax", severity=Severity.ERROR, summary="an expression-valued submit command is not valid ClassAd",
      languages=SUBMIT)
def submit_expr_syntax(document: Document, context: AnalysisContext) -> Iterator[Diagnostic]:
    """``requirements``, ``rank``, the ``periodic_*`` and ``on_exit_*`` policies, ``+Attr`` /
    ``MY.Attr`` values and the other commands that hold a ClassAd expression must parse once the
    file's macros are expanded; condor_submit otherwise stops with a parse error. The error is
    shown where the offending text was written (in a macro's definition when it came from
    one)."""
    for site in expression_sites(document):
        if site.error is None:
            continue
        value = site.expanded.text
        unclosed = unclosed_brackets(value)
        if unclosed:
            index = unclosed[-1]
            start, end = site.expanded.source_range(index, index + 1)
            closers = "".join(CLOSER_OF[value[i]] for i in reversed(unclosed))
            fixes: tuple[Fix, ...] = ()
            if site.expanded.segments and site.expanded.segments[-1].verbatim:
                tail = site.expanded.source_range(len(value), len(value))[1]
                fixes = (Fix(f"add `{closers}` at the end", (TextEdit(document.uri, TextRange(tail, tail), closers),),
                             preferred=_parses(value + closers)),)
            yield Diagnostic(_range(document, (start, max(end, start + 1))),
                             f"`{site.assignment.key}`: `{value[index]}` is never closed: `{CLOSER_OF[value[index]]}` "
                             "expected", fixes=fixes)
            continue
        text = value.encode("utf-8", "surrogatepass")
        at = min(max(site.error.offset, 0), max(len(text.rstrip()) - 1, 0))
        start, end = site.source((at, at + 1))
        yield Diagnostic(_range(document, (start, max(end, start + 1))),
                         f"`{site.assignment.key}`: ClassAd syntax error: {site.error.message}")


def unclosed_brackets(text: str) -> list[int]:
    """Indices of the brackets still open at the end of ``text`` (string literals skipped); an
    empty list also when a closer is unmatched, since then the error is elsewhere."""
    openers, stray = unbalanced_brackets(text)
    return [] if stray else openers


#: the calls in each tree, by the tree's id (the tree is kept with them, so the id stays its):
#: trees are shared by every site with the same text (see ``parse_remembered``), and two rules
#: walk each one
_CALLS: OrderedDict[int, tuple[Expr, tuple[Call, ...]]] = OrderedDict()
_CALLS_LOCK = threading.Lock()
MAX_CALLS_KEPT = 2048


def _calls(tree: Expr) -> tuple[Call, ...]:
    key = id(tree)
    with _CALLS_LOCK:
        known = _CALLS.get(key)
        if known is not None and known[0] is tree:
            _CALLS.move_to_end(key)
            return known[1]
    found = tuple(node for node in walk_expr(tree) if isinstance(node, Call))
    with _CALLS_LOCK:
        _CALLS[key] = (tree, found)
        while len(_CALLS) > MAX_CALLS_KEPT:
            _CALLS.popitem(last=False)
    return found


@rule("submit-unknown-function", severity=Severity.ERROR, summary="a submit expression calls a function ClassAds do not have",
      languages=SUBMIT)
def submit_unknown_function(document: Document, context: AnalysisContext) -> Iterator[Diagnostic]:
    """An expression in a submit command calls a function that is not a ClassAd builtin; the
    call is always ``error``, which makes a ``requirements`` expression never match. Close
    spellings are suggested and offered as quick fixes."""
    for site in expression_sites(document):
        if site.tree is None:
            continue
        for call in _calls(site.tree):
            if metadata.lookup(call.name) is not None:
                continue
            where = _range(document, site.source(call.name_span or call.span))
            suggestions = function_suggestions(call.name)
            message = f"unknown function {call.name}()"
            if suggestions:
                message += f"; did you mean {' or '.join(s + '()' for s in suggestions)}?"
            written = document.source[where.start:where.end].decode("utf-8", "replace")
            fixes = tuple(Fix(f"change to {s}()", (TextEdit(document.uri, where, s),), preferred=i == 0)
                          for i, s in enumerate(suggestions)) if written == call.name else ()
            yield Diagnostic(where, message, fixes=fixes)


def _describe_arity(info: metadata.FunctionInfo) -> str:
    if info.max_args is None:
        return f"at least {info.min_args}"
    if info.min_args == info.max_args:
        return f"exactly {info.min_args}"
    return f"{info.min_args} to {info.max_args}"


@rule("submit-function-arity", severity=Severity.ERROR,
      summary="a builtin called with the wrong number of arguments in a submit expression", languages=SUBMIT)
def submit_function_arity(document: Document, context: AnalysisContext) -> Iterator[Diagnostic]:
    """A builtin called with too few or too many arguments in a submit expression; the ClassAd
    library makes such a call ``error``. The message gives the counts the function accepts."""
    for site in expression_sites(document):
        if site.tree is None:
            continue
        for call in _calls(site.tree):
            info = metadata.lookup(call.name)
            if info is None or info.accepts(len(call.args)):
                continue
            yield Diagnostic(_range(document, site.source(call.span)),
                             f"{info.name}() takes {_describe_arity(info)} argument"
                             f"{'' if info.min_args == info.max_args == 1 else 's'}, but is given {len(call.args)}")


# ---------------------------------------------------------------------------- macros
def _included_files(document: Document, context: AnalysisContext) -> tuple[list[SubmitFile], str | None]:
    """The files the document includes that can be read (read, never run), and what cannot
    be known (a command, a file that is not here, a name built from macros), completing "it
    may come from ...", or None when every include was read. Memoised per reading."""
    submit = _submit(document)
    cached = submit.memo.get("included_files")
    if isinstance(cached, tuple):
        return cached  # type: ignore[return-value]
    files: list[SubmitFile] = []
    unknown: str | None = None
    base = os.path.dirname(uri_to_path(document.uri))
    for include in submit.includes:
        target = include.target.text.strip()
        if include.command or "$" in include.target.text:
            unknown = unknown or (f"`{target}`, a command condor-ls never runs" if include.command
                                  else f"the include of `{target}`, whose name is only known when condor_submit runs")
            continue
        if not target:
            continue
        full = target if os.path.isabs(target) else os.path.join(base, target)
        text = context.read_text(full)
        if text is None:
            if not include.ifexist:
                unknown = unknown or f"the included file `{target}`, which is not here"
            continue
        files.append(read_submit(Document.parse(full, LanguageId.SUBMIT, text)))
    submit.memo["included_files"] = (files, unknown)
    return files, unknown


def _included_definitions(document: Document, context: AnalysisContext) -> tuple[set[str], str | None]:
    """Macro names defined by the file's includes, and what of them cannot be known (see
    :func:`_included_files`)."""
    files, unknown = _included_files(document, context)
    names: set[str] = set()
    for other in files:
        names.update(other.defined_names())
    return names, unknown


def _fragment_definitions(document: Document, context: AnalysisContext) -> tuple[set[str], list[str], str | None] | None:
    """For a file without a queue statement (a fragment others include): the lower-cased
    macro names the files using it define around it (their own lines and queue variables,
    what else they include, the VARS and DAGMan names of the DAG nodes that submit them), the
    names of those files, and what of theirs cannot be known (or None). None for a file with
    a queue statement. A macro in an included file is expanded where the including file's
    queue statement makes the job, so any name the includer sets counts."""
    if _submit(document).queues:
        return None
    from ..submit_users import users

    path = uri_to_path(document.uri)
    version = "24.0" if context.settings.submit_version == "24.0" else "25"
    names: set[str] = set()
    unknown: str | None = None
    who: list[str] = []
    for use in users(path, context, version=version):
        who.append(os.path.basename(use.path))
        names.update(use.given)
        if not use.text:
            continue
        other = Document.parse(path_to_uri(use.path), LanguageId.SUBMIT, use.text)
        submit = _submit(other)
        names.update(submit.defined_names())
        names.update(loop_variables(other))
        included, missing = _included_definitions(other, context)
        names.update(included)
        if use.kind == "include":
            names.update(_dag_definitions(other, context))
        if missing is not None:
            unknown = unknown or missing
        elif not submit.queues and use.kind == "include":
            unknown = unknown or f"the files that include `{os.path.basename(use.path)}`"
        elif any(q.args.qualifier == "table" for q in parsed_queues(other)):
            unknown = unknown or f"the table of `{os.path.basename(use.path)}`'s queue statement"
    return {n.lower() for n in names}, list(dict.fromkeys(who)), unknown


def _dag_definitions(document: Document, context: AnalysisContext) -> frozenset[str]:
    """Macro names DAGMan gives this submit file: the VARS of the nodes that run it in the DAG
    files of its directory or the one above (read with their splices, never run), and DAGMan's
    own names. Memoised per path in the analysis context (the documents a Python script's
    submit descriptions are assembled into all share the script's path)."""
    from ..dags.vars import macros_given

    return macros_given(uri_to_path(document.uri), context)


def _runners(document: Document, context: AnalysisContext) -> str:
    """"node A of w.dag, ..." for the DAG nodes that run the submit file (the first few)."""
    from ..dags.vars import nodes_running

    runs = nodes_running(uri_to_path(document.uri), context)
    named = [f"{run.node.name} of {os.path.basename(run.node.file)}" for run in runs[:3]]
    return ", ".join(named) + (" ..." if len(runs) > 3 else "")


def _undefined_uses(document: Document, context: AnalysisContext) -> tuple[list, str | None] | None:
    """The ``$(NAME)`` uses of a submit file that neither it (with the files it includes that
    can be read, and its queue statements' variables) nor condor_submit defines, and that have
    no default, with what could not be read (or None); None when a table queue's header names
    the variables."""
    submit = _submit(document)
    included, unknown = _included_definitions(document, context)
    queues = parsed_queues(document)
    if any(q.args.qualifier == "table" for q in queues):
        return None  # a table's header row names the variables
    defined = submit.defined_names() | included | loop_variables(document)
    missing = [use for use in submit.uses
               if not (use.has_default or "." in use.name or use.name.lower() in defined or is_predefined(use.name))]
    return missing, unknown


def uses_needing_definition(document: Document, context: AnalysisContext) -> list | None:
    """The ``$(NAME)`` uses of a submit file that neither it (with the files it includes and
    its queue statements' variables) nor condor_submit defines, and that have no default;
    None when that cannot be known (an include that is a command or cannot be read, a table
    queue whose header names the variables)."""
    found = _undefined_uses(document, context)
    if found is None or found[1] is not None:
        return None
    return found[0]


@rule("submit-undefined-macro", severity=Severity.WARNING, summary="`$(NAME)` of a macro the submit file never defines",
      languages=SUBMIT)
def submit_undefined_macro(document: Document, context: AnalysisContext) -> Iterator[Diagnostic]:
    """A ``$(NAME)`` whose name is not assigned in the file (or a file it includes), is not one
    of the names condor_submit predefines (``Cluster``, ``Process``, ``Node``, ``Step``,
    ``ItemIndex``, ``Row``, ``JobId``, ``SUBMIT_FILE``, ``OPSYS``, ``ARCH`` ...) and is not a
    variable of a queue statement (``Item`` exists only when a queue statement iterates without
    naming its variables). condor_submit substitutes an empty string. ``$(NAME:default)`` is
    never reported. Names given on the condor_submit command line cannot be seen here, so
    this is a warning."""
    found = _undefined_uses(document, context)
    if found is None or not found[0]:
        return
    missing, unknown = found
    defined = _dag_definitions(document, context)
    fragment = _fragment_definitions(document, context)
    for use in missing:
        low = use.name.lower()
        if low in defined:
            continue
        message = f"`$({use.name})` is not defined in this file and is not predefined by condor_submit"
        severity = None
        if fragment is not None:  # no queue statement: a fragment, whose macros the includer may set
            given, who, around = fragment
            if low in given:
                continue
            if not who:
                message = (f"`$({use.name})` is not defined in this file, which has no queue statement: "
                           f"the file that includes it must define it")
                severity = UNKNOWN_CONTEXT
            else:
                message = (f"`$({use.name})` is defined neither in this file nor by {', '.join(f'`{w}`' for w in who[:3])}"
                           f"{' ...' if len(who) > 3 else ''}, which use it, and is not predefined by condor_submit")
                if around is not None or unknown is not None:
                    message += f"; it may come from {around or unknown}"
                    severity = UNKNOWN_CONTEXT
        elif low == "item":
            message = "`$(Item)` is only defined by a queue statement that iterates (`queue ... in/from/matching`)"
        elif defined:  # DAG nodes run it (reported here, not by the DAG's dag-missing-vars)
            message = (f"`$({use.name})` is not defined in this file, not predefined by condor_submit and "
                       f"given by no VARS line of the DAG nodes that run it ({_runners(document, context)})")
            if unknown is not None:
                message += f"; it may come from {unknown}"
                severity = UNKNOWN_CONTEXT
        elif unknown is not None:  # the part condor-ls cannot read may define it
            message = (f"`$({use.name})` is not defined in this file or what it includes that condor-ls can read, "
                       f"and is not predefined by condor_submit; it may come from {unknown}")
            severity = UNKNOWN_CONTEXT
        yield Diagnostic(_range(document, (use.start, use.end)), message, severity=severity)


# ---------------------------------------------------------------------------- condor_submit's own checks
#: problem codes of the job-ad model that another rule of this module already reports, from the
#: file's text, with a precise place and quick fixes: repeating them would say the same twice
REPORTED_ELSEWHERE: dict[str, str] = {
    "submit.arguments-syntax": "arguments-syntax",
    "submit.invalid-queue": "invalid-queue",
    "submit.empty-queue": "empty-queue",
    "submit.bad-universe": "invalid-value",
    "submit.bad-should-transfer": "invalid-value",
    "submit.bad-when-to-transfer": "invalid-value",
    "submit.bad-notification": "invalid-value",
    "submit.no-executable": "missing-executable",
    "submit.bad-size": "request-units",
    "submit.no-queue": "missing-queue",
}
#: model problems that are no fault of the file: what condor-ls does not run (a command's
#: output), condor_submit's notice that several queue statements are deprecated (HTCondor's own
#: examples use them), a DAG read as a submit file, and the model's own failures
NOT_FINDINGS = frozenset({"submit.queue-command", "submit.include-command", "submit.multiple-queue",
                          "submit.dag-file", "submit.internal",
                          # condor_submit's second message about a value already reported, and
                          # the queue parser's word on a `name : value` line "cannot parse" reports
                          "submit.repeated", "submit.queue-refusal"})
#: the reader's complaints about the file's lines, which the syntax rules (syntax-error,
#: missing-token) report from the grammar's view of them: repeated only where the grammar
#: accepted the file (``+=`` under 24.0, an ``if`` condition condor_submit cannot judge)
SYNTAX_CODES = frozenset({"submit.syntax", "submit.unmatched-else", "submit.missing-endif", "submit.unclosed-block",
                          "submit.bad-condition", "submit.bad-assignment"})
#: findings about an expression or a size line that submit-expr-syntax or request-units judge
EXPRESSION_CODES = frozenset({"submit.expression", "submit.requirements-references"})
#: condor_submit's advice that is no fault of the file (requirements written the old way, the
#: memory request a vm job gets by default), and the checks it makes against the machine it
#: runs on when it runs (a directory or key file a workflow may create just before submitting):
#: `condor-ls submit` prints them as condor_submit does, the diagnostics leave them out
ADVISORY = frozenset({"submit.requirements-memory", "submit.requirements-disk", "submit.request-memory-default"})
MACHINE_CHECKS = frozenset({"submit.no-initialdir", "submit.missing-file", "submit.docker-credentials",
                            "submit.missing-token"})
#: procs made for the diagnostics (the first ones in ProcId order): a later proc can fail on its
#: own item, but building tens of thousands on every keystroke costs too much
CHECKED_PROCS = 100


def _model_problems(document: Document, context: AnalysisContext) -> list[tuple[Problem, TextRange]]:
    """condor_submit's errors and warnings for this file, placed, once per analysis."""
    from ..submit_ads import job_ads, record_dependencies

    key = f"submit.model_problems:{document.uri}"  # one memo may serve a script's several descriptions
    cached = context.memo.get(key)
    if isinstance(cached, list):
        return cached
    out: list[tuple[Problem, TextRange]] = []
    context.memo[key] = out
    result = job_ads(document, context)
    if result is None:
        return out
    for built, _proc in enumerate(result.procs()):
        context.check_cancelled()
        if result.failed or built + 1 >= CHECKED_PROCS:
            break
    record_dependencies(result, context)
    path = uri_to_path(document.uri)
    fallback = _first_queue_range(document)
    covered = _expression_lines(document)
    grammar_lines = _grammar_problem_lines(document)
    for problem in result.problems:
        if problem.code in NOT_FINDINGS or problem.code in REPORTED_ELSEWHERE or problem.code in ADVISORY \
                or problem.code in MACHINE_CHECKS:
            continue
        if problem.code in SYNTAX_CODES and (document.has_errors or (problem.origin is not None
                                                                     and problem.origin.line in grammar_lines)):
            continue
        where = None
        if problem.origin is not None and os.path.normpath(problem.origin.file) == path:
            if problem.code in EXPRESSION_CODES and problem.origin.line in covered:
                continue  # submit-expr-syntax or request-units judges this line's expression
            where = _line_col_range(document, problem.origin.line, problem.origin.col,
                                    problem.end.line if problem.end is not None else None,
                                    problem.end.col if problem.end is not None else None)
        out.append((problem, where or fallback))
    return out


def _grammar_problem_lines(document: Document) -> set[int]:
    """0-based lines the grammar reads as no statement at all (syntax-error reports them)."""
    from ...syntax.grammar_names import INVALID_LINE_TYPES
    from ...syntax.regions import find_in

    return {node.start_point[0] for node in find_in(document, INVALID_LINE_TYPES)}


def _first_queue_range(document: Document) -> TextRange:
    queues = _submit(document).queues
    if queues:
        first = queues[0]
        end = document.source.find(b"\n", first.start)
        return _range(document, (first.start, first.end if end < 0 else min(end, first.end)))
    return _range(document, (0, 0))


def _expression_lines(document: Document) -> set[int]:
    """0-based lines of expression-valued and size commands, which the text rules judge."""
    lines = set()
    for assignment in _submit(document).assignments:
        found = commands.command(assignment.name)
        name = found.name.lower() if found is not None else assignment.name.lower()
        if name in SIZE_COMMANDS or is_expression_command(assignment):
            lines.add(_line_of(document, assignment.key_range[0]) - 1)
    return lines


def _line_col_range(document: Document, line: int, col: int, end_line: int | None,
                    end_col: int | None) -> TextRange | None:
    """Document bytes of a (line, character column) span of the model's positions."""
    lines = document.text.split("\n")
    if not 0 <= line < len(lines):
        return None

    def offset(row: int, column: int) -> int:
        before = sum(len(text.encode("utf-8", "surrogatepass")) + 1 for text in lines[:row])
        return before + len(lines[row][:max(column, 0)].encode("utf-8", "surrogatepass"))

    start = offset(line, col)
    if end_line is None or end_col is None or not 0 <= end_line < len(lines) or (end_line, end_col) <= (line, col):
        end = offset(line, len(lines[line]))
    else:
        end = offset(end_line, end_col)
    return _range(document, (start, end))


def _model_message(problem: Problem) -> str:
    text = " ".join(problem.message.split())
    if problem.proc:
        text += f" (for proc {problem.proc})"
    return text


@rule("submit-error", severity=Severity.ERROR, summary="an error that makes condor_submit refuse the file",
      languages=SUBMIT)
def submit_error(document: Document, context: AnalysisContext) -> Iterator[Diagnostic]:
    """An error condor_submit reports while it turns the file into job ads, found by making the
    ads as it does (the job-ad model, :mod:`condor_ls.submit.jobads`): a command value it
    cannot use (`hold = maybe`, a signal name it does not know), commands that conflict
    (`arguments` with `arguments2`, `output_destination` with `output_directory` in 25), a
    universe's missing requirement (`grid_resource` for the grid universe, an image for docker),
    a `Requirements` that refers to itself (25), an `include` of a missing file, an `error :`
    statement reached, no `queue` statement at all ... The message is condor_submit's meaning in
    condor-ls's words. The file is submitted from its own directory, with the `configRoot`
    configuration (else HTCondor's defaults) and the `submit.htcondorVersion` setting's
    condor_submit (25 by default). Problems another submit rule already reports (argument
    quoting, queue syntax, a value outside a fixed set, sizes, expression syntax, a missing
    executable) are left to it; the first 100 procs are checked."""
    for problem, where in _model_problems(document, context):
        if problem.severity == "error":
            yield Diagnostic(where, _model_message(problem))


@rule("missing-queue", severity=Severity.HINT,
      summary="a submit file without a queue statement that no file around includes", languages=SUBMIT)
def missing_queue(document: Document, context: AnalysisContext) -> Iterator[Diagnostic]:
    """A submit file with no ``queue`` statement makes no job: condor_submit refuses it when it
    is submitted on its own ("doesn't contain any queue commands"). Such a file is usually
    meant for something else, which the editor cannot always see: the ``include`` of other
    submit files or of a DAG's inline or named description, a DAG node's submit file (HTCondor
    25's condor_dagman queues one job for it), condor_submit_dag's ``-insert_sub_file``, an
    example. So it is no error: nothing is said when a submit file or DAG in its directory or
    the one above includes or runs it, and otherwise a hint says what condor_submit would do
    with it alone. Found by making the ads as condor_submit does (a queue statement in a branch
    not taken does not count)."""
    from ..submit_ads import job_ads
    from ..submit_users import users

    result = job_ads(document, context)
    if result is None or not any(problem.code == "submit.no-queue" for problem in result.problems):
        return
    path = uri_to_path(document.uri)
    version = "24.0" if context.settings.submit_version == "24.0" else "25"
    if users(path, context, version=version):
        return
    yield Diagnostic(_first_statement_range(document),
                     "no `queue` statement: condor_submit would refuse this file if it were submitted on its own "
                     "(it queues no job); a file that other submit files or DAGs include, or that condor_submit_dag "
                     "inserts (-insert_sub_file), needs none")


def _first_statement_range(document: Document) -> TextRange:
    """The first line that is neither blank nor a comment (the start of an empty file)."""
    at = 0
    for line in document.source.split(b"\n"):
        stripped = line.strip()
        if stripped and not stripped.startswith(b"#"):
            start = at + len(line) - len(line.lstrip())
            return _range(document, (start, at + len(line.rstrip())))
        at += len(line) + 1
    return _range(document, (0, 0))


@rule("submit-warning", severity=Severity.WARNING, summary="a warning condor_submit prints for the file",
      languages=SUBMIT)
def submit_warning(document: Document, context: AnalysisContext) -> Iterator[Diagnostic]:
    """A warning condor_submit prints while it makes the job ads (it submits the jobs anyway):
    a request it ignores, a setting that has no effect with the others (`transfer_executable`
    in a universe that does not transfer it), a `warning :` statement reached, a short job lease,
    ... Found and placed as for `submit-error`. condor_submit's notice that several `queue`
    statements in one file are deprecated is not repeated here."""
    for problem, where in _model_problems(document, context):
        if problem.severity == "warning":
            yield Diagnostic(where, _model_message(problem))
