"""Rules for DAGMan input files, with condor_dagman's meaning.

The findings come from the DAG model (:mod:`condor_ls.dag`): what condor_dagman's parser
(``DagParser``, ``src/condor_utils/dag_parser.cpp``) rejects, what its processing of the
commands (``DagProcessor``, ``src/condor_dagman/parse.cpp``) refuses or warns about, what
condor_submit_dag refuses, and what only fails when the DAG runs. Each rule below shows the
problems of its code located in the document; an error in a file the document includes or
splices is also shown on the INCLUDE or SPLICE line that reads it (condor_dagman cannot read
the DAG either way).
"""
from __future__ import annotations

import os
import threading
from collections import OrderedDict
from collections.abc import Iterator

from ...dag import DAGMAN_MACROS, Dag, Level, NodeKind, Problem, Span
from ...dag.keywords import Cmd
from ...syntax.document import Document
from ...syntax.languages import LanguageId
from ..context import AnalysisContext, path_to_uri, uri_to_path
from ..dags.view import dag_of
from ..model import Diagnostic, Location, Related, Severity, TextRange
from .registry import clamp_range, rule

DAG = (LanguageId.DAG,)
_SEVERITY = {Level.ERROR: Severity.ERROR, Level.WARNING: Severity.WARNING, Level.INFO: Severity.INFORMATION}
#: errors of another file shown on the line that reads it, at most this many per file
MAX_FORWARDED = 3


def _by_code(document: Document, context: AnalysisContext) -> dict[str, list[Problem]]:
    """This document's problems grouped by code (once per analysis)."""
    path = uri_to_path(document.uri)
    key = f"dag-problems:{path}"
    found = context.memo.get(key)
    if isinstance(found, dict):
        return found
    dag = dag_of(document, context)
    grouped: dict[str, list[Problem]] = {}
    for problem in dag.problems:
        if problem.span.path == path:
            grouped.setdefault(problem.code, []).append(problem)
    for problem in _forwarded(dag, path):
        grouped.setdefault(problem.code, []).append(problem)
    context.memo[key] = grouped
    return grouped


def _forwarded(dag: Dag, path: str) -> list[Problem]:
    """Errors of the files this one reads (INCLUDE, SPLICE), placed on the line that reads them."""
    reader: dict[str, Span] = {}
    for use in dag.files_used:
        if use.cmd is Cmd.INCLUDE:
            reader.setdefault(use.path, use.span)
    for splice in dag.splices:
        reader.setdefault(splice.dag_path, splice.name_span)
    out: list[Problem] = []
    counts: dict[str, int] = {}
    for problem in dag.problems:
        if problem.level is not Level.ERROR or problem.span.path == path or problem.code in ("dag-cycle",
                                                                                             "dag-self-dependency"):
            continue
        place = reader.get(problem.span.path)
        seen: set[str] = set()
        while place is not None and place.path != path and place.path not in seen:
            seen.add(place.path)
            place = reader.get(place.path)
        if place is None or place.path != path:
            continue
        if counts.get(problem.span.path, 0) >= MAX_FORWARDED:
            continue
        counts[problem.span.path] = counts.get(problem.span.path, 0) + 1
        file = dag.files.get(problem.span.path)
        where = os.path.basename(problem.span.path)
        if file is not None:
            where += f":{file.line_of(problem.span.start) + 1}"
        out.append(Problem(problem.code, problem.level, f"in {where}: {problem.message}", place,
                           ((problem.span, problem.message),) + problem.related))
    return out


def _diagnostics(code: str, document: Document, context: AnalysisContext) -> Iterator[Diagnostic]:
    for problem in _by_code(document, context).get(code, ()):
        related = tuple(Related(Location(path_to_uri(span.path), TextRange(span.start, span.end)), message)
                        for span, message in problem.related)
        yield Diagnostic(clamp_range(document, problem.span.start, problem.span.end), problem.message,
                         severity=_SEVERITY[problem.level], related=related)


def _register(code: str, severity: Severity, summary: str, doc: str) -> None:
    def check(document: Document, context: AnalysisContext) -> Iterator[Diagnostic]:
        return _diagnostics(code, document, context)

    check.__doc__ = doc
    check.__name__ = code.replace("-", "_")
    rule(code, severity=severity, summary=summary, languages=DAG)(check)


# ---------------------------------------------------------------------------- condor_dagman refuses
_register("dag-unknown-command", Severity.ERROR, "a line whose first word is no DAG command", """
A line whose first word is not a DAG command (``JOBS``, ``DATA``, a stray ``}``). Commands are
read without case, with ``-`` and ``_`` alike (``ABORT-DAG-ON`` = ``abort_dag_on``); a comment
is a line starting with ``#`` or ``//``. condor_submit_dag already refuses the DAG
(``'X' is not a valid DAG command``, dag_parser.cpp ``DagParser::next``).""")

_register("dag-syntax", Severity.ERROR, "a DAG command condor_dagman cannot parse", """
A command condor_dagman's parser rejects: a missing argument (``JOB A`` without a submit
description, ``PARENT A`` without CHILD), an unexpected word (``JOB A a.sub NOOPS``), an
unclosed quote, a ``VARS`` pair without ``=`` or value, a bad script type, an inline
description that is never closed ... The message is condor_dagman's (dag_parser.cpp) with the
command's usage. condor_dagman stops when it reads the DAG, at start-up.""")

_register("dag-invalid-number", Severity.ERROR, "a number condor_dagman does not accept", """
A count, exit code or limit that is not an integer, or out of its range: RETRY and MAXJOBS
below 0, ABORT-DAG-ON's RETURN outside 0..255, PIN numbers below 1, PRE_SKIP outside 0..255.
condor_dagman reads numbers with ``std::stoi``, so ``3x`` is 3 and only a word that does not
start with a number is refused. condor_dagman stops at start-up.""")

_register("dag-invalid-name", Severity.ERROR, "a node or macro name condor_dagman refuses", """
A node named ``PARENT``, ``CHILD`` or ``ALL_NODES`` (any case), or holding a ``+`` (the splice
separator; allowed only with DAGMAN_ALLOW_ANY_NODE_NAME_CHARACTERS); a VARS macro whose name
starts with ``queue`` or is only ``+``; ALL_NODES in SAVE_POINT_FILE. condor_dagman stops at
start-up.""")

_register("dag-undefined-node", Severity.ERROR, "a command names a node that does not exist", """
A node name in PARENT/CHILD, SCRIPT, RETRY, VARS, PRIORITY, CATEGORY, ABORT-DAG-ON,
PRE_SKIP, TOLERANCE, DONE, SAVE_POINT_FILE or PIN_IN/PIN_OUT that names no node where it is
written. Names are exact (case matters). A file's commands see every node of the file (nodes
are read first) and of the files it included above the command; they cannot name the nodes of
a splice (``S+A``): a splice is named as a whole in PARENT/CHILD. The message says when the
node exists elsewhere. condor_dagman stops at start-up (``Unknown node``).""")

_register("dag-duplicate-name", Severity.ERROR, "a node or splice name defined twice", """
Two nodes with the same name (in the file or the files it includes), or a node and a splice of
the same name. condor_dagman stops at start-up (``Node X already exists in DAG``).""")

_register("dag-node-type", Severity.ERROR, "a command or dependency a FINAL, SERVICE or PROVISIONER node cannot have", """
What condor_dagman refuses for special nodes: RETRY, PRIORITY, CATEGORY and SAVE_POINT_FILE
for a node that is not a JOB, ABORT-DAG-ON for the FINAL node, the DONE command for a
FINAL/SERVICE/PROVISIONER node (an error with the default DAGMAN_USE_STRICT = 1), a FINAL,
SERVICE or PROVISIONER node in PARENT/CHILD, a second FINAL or PROVISIONER node, a FINAL node in
a spliced DAG, and a JOB whose submit file is a DAG's ``.condor.sub`` (use SUBDAG EXTERNAL).
condor_dagman stops at start-up.""")

_register("dag-reject", Severity.ERROR, "the DAG is marked REJECT", """
A ``REJECT`` line: condor_dagman refuses to run the DAG. condor_submit_dag writes it into the
rescue DAG of a DAG it could not read (``-DumpRescue``).""")

_register("dag-recursive-file", Severity.ERROR, "a DAG file that includes or splices itself", """
An INCLUDE or SPLICE that names a file being read already (directly or through others).
condor_dagman stops at start-up (``Recursive DAG file parsing detected``).""")

_register("dag-missing-file", Severity.ERROR, "a file the DAG must read is missing", """
A file condor_dagman or condor_submit_dag must read before anything runs: an INCLUDE file,
a SPLICE's DAG file or DIR, a CONFIG file. The path shown is the one looked up: relative names
are resolved against the directory condor_submit_dag runs in (taken to be the DAG file's
directory) and, inside a splice, against the splice's DIR.""")

_register("dag-config-conflict", Severity.ERROR, "more than one CONFIG file", """
CONFIG lines naming different files: condor_submit_dag accepts one configuration file per
DAG (``Multiple (N) configuration files provided``).""")

_register("dag-pins", Severity.ERROR, "CONNECT of splices whose pins do not match", """
A CONNECT whose splices have no PIN_OUT or PIN_IN, different numbers of them, a pin number
without a node, or leaves a node of the child splice without parents. condor_dagman stops at
start-up (``Dag::ConnectSplices``).""")

# ---------------------------------------------------------------------------- the graph
_register("dag-cycle", Severity.ERROR, "nodes that depend on each other in a cycle", """
A dependency cycle, found across splices and includes (condor_dagman's join nodes included);
the message gives the path. condor_dagman accepts the DAG: it looks for cycles at start-up only
when DAGMAN_STARTUP_CYCLE_DETECT = True; otherwise the nodes of the cycle never become ready
and the DAG fails once nothing else can run. A cycle made by lines of several files is shown in
each of them.""")

_register("dag-self-dependency", Severity.ERROR, "a node that is its own parent", """
``PARENT A CHILD A`` (also through a splice or several parents and children): the node waits
for itself and never runs. condor_dagman accepts it and catches it as a cycle only at start-up
with DAGMAN_STARTUP_CYCLE_DETECT = True, or when the DAG cannot finish.""")

# ---------------------------------------------------------------------------- condor_dagman warns
_register("dag-override", Severity.WARNING, "a setting given twice for a node (the last one wins)", """
condor_dagman's warnings about a value set twice: a VARS macro, a script of the same type, a
PRIORITY, a CATEGORY, a PRE_SKIP, a MAXJOBS limit, a SUBMIT-DESCRIPTION name, or a splice's
MAXJOBS overridden by the DAG that splices it. The last value wins. When a node's own value
replaces one ``ALL_NODES`` gave, which is the documented way to make an exception, the
finding is only informational.""")

_register("dag-ignored", Severity.WARNING, "a command or option condor_dagman ignores", """
What condor_dagman reads but ignores: DONE on a FINAL, SERVICE or PROVISIONER line;
CONFIG, SET_JOB_ATTR and ENV in a spliced or included file (condor_submit_dag reads them only
from the DAG file it submits); a SERVICE node of a splice (dropped when the splice is merged).""")

_register("dag-category", Severity.WARNING, "a throttle category that limits nothing", """
condor_dagman's warnings after reading the DAG (``Dag::CheckThrottleCats``): a MAXJOBS for a
category no node is in, and a category no MAXJOBS limits.""")

_register("dag-questionable", Severity.WARNING, "a value condor_dagman accepts with a warning", """
PRE_SKIP 0: a PRE script that succeeds then skips the node's job (condor_dagman: ``exit code 0
for a PRE_SKIP value is weird``).""")

# ---------------------------------------------------------------------------- fails when run
_register("dag-missing-node-file", Severity.WARNING, "a file a node needs is missing (the node fails when it runs)", """
A file only a node needs, looked up as condor_dagman looks it up (the node's DIR, inside the
splice's DIR): its submit file (unless the node is NOOP or DONE, the name is a
SUBMIT-DESCRIPTION, or a PRE script runs first and may write it), a SUBDAG's DAG file, its DIR, a script (run from the node's directory,
never searched in PATH), or the DOT command's INCLUDE header. condor_dagman accepts the DAG;
the node fails when it is submitted or its script runs.""")

_register("dag-script-macro", Severity.WARNING, "a script argument condor_dagman will stop on", """
A ``$WORD`` argument of a script that condor_dagman does not replace (script.cpp:
``$NODE $JOB $RETRY $MAX_RETRIES $DAG_STATUS $FAILED_COUNT $FUTILE_COUNT $DONE_COUNT
$QUEUED_COUNT $NODE_COUNT $DAGID``, and for POST and HOLD scripts also ``$JOBID $CLUSTERID
$JOB_COUNT $SUCCESS $RETURN $EXIT_CODES $EXIT_CODE_COUNTS $EXIT_CODE_LIST $PRE_SCRIPT_RETURN
$JOB_ABORT_COUNT``; a whole word is compared, so ``$JOB.log`` is not replaced). condor_dagman
warns when the script runs and, with the default DAGMAN_USE_STRICT = 1, stops the DAG.""")


# ---------------------------------------------------------------------------- the DAG feeds its submit files
@rule("dag-missing-vars", severity=Severity.WARNING,
      summary="a node's submit description uses a macro nothing gives it", languages=DAG)
def dag_missing_vars(document: Document, context: AnalysisContext) -> Iterator[Diagnostic]:
    """A node whose submit file (or inline or named description) uses ``$(NAME)`` that it does
    not define itself, condor_submit does not predefine, and no VARS line gives the node (nor
    DAGMan's own ``JOB``, ``RETRY`` ...). condor_submit substitutes an empty string when the
    node is submitted. Reported on the line that names the submit description; a submit file
    that cannot be read, or whose macros cannot all be known (an include that is a command),
    is left alone. A name used by a submit file of its own is reported once: in that file
    (``submit-undefined-macro``, which names the nodes) when no node that runs it gives the
    name, here on the nodes that lack it when another node gives it."""
    from ..dags.vars import macros_given
    from .submit import uses_needing_definition

    path = uri_to_path(document.uri)
    dag = dag_of(document, context)
    needs: dict[object, dict[str, str] | None] = {}
    # what each node submits and the macros its VARS give, kept from the last run while the node
    # is the same object (an update of the DAG after an edit makes only the nodes it touched again)
    before = _NODE_SOURCES.get(path, {})
    kept: dict[int, tuple] = {}
    for node in dag.nodes.values():
        if node.file != path or node.kind in (NodeKind.JOIN, NodeKind.SUBDAG) or node.noop or node.done:
            continue
        context.check_cancelled()
        description = dag.descriptions.get(node.submit) if node.submit is not None else None
        entry = before.get(id(node))
        if entry is None or entry[0] is not node or entry[1] is not description:
            entry = (node, description, _description_of(dag, node), {var.name.lower() for var in node.vars})
        kept[id(node)] = entry
        source = entry[2]
        if source is None:
            continue
        key, where, text = source
        if key not in needs:
            if text is None:
                text = context.read_text(where)
            uses = None if text is None else _needs(_uri(where), text, context, uses_needing_definition)
            # a submit file of its own reports the names no node running it gives (its
            # submit-undefined-macro): here only those some node gives and this one does not
            given_somewhere = (macros_given(where, context) if isinstance(key, str)
                               and "submit-undefined-macro" not in context.settings.rules.disable else None)
            # lower-cased name -> as first written, less what DAGMan gives every node
            needed: dict[str, str] = {}
            for use in uses or ():
                low = use.name.lower()
                if low not in DAGMAN_MACROS and (given_somewhere is None or low in given_somewhere):
                    needed.setdefault(low, use.name)
            needs[key] = needed
        wanted = needs[key]
        if not wanted:
            continue
        given = entry[3]
        missing = [f"$({name})" for low, name in wanted.items() if low not in given]
        if not missing:
            continue
        span = node.submit_span or node.name_span
        if span is None:
            continue
        what = node.submit if node.submit and not node.inline else "its inline description"
        yield Diagnostic(clamp_range(document, span.start, span.end),
                         f"node {node.name}'s submit description {what} uses {', '.join(missing)}, which no VARS line "
                         f"gives node {node.name}: condor_submit substitutes an empty string")
    with _SOURCES_LOCK:
        _NODE_SOURCES[path] = kept
        _NODE_SOURCES.move_to_end(path)
        while len(_NODE_SOURCES) > _SOURCES_KEPT:
            _NODE_SOURCES.popitem(last=False)


#: per DAG document, by node: (the node, the SUBMIT-DESCRIPTION its submit name named, what it
#: submits, the macros its VARS give); for the few documents last checked
_NODE_SOURCES: OrderedDict[str, dict[int, tuple]] = OrderedDict()
_SOURCES_KEPT = 4
_SOURCES_LOCK = threading.Lock()


def _description_of(dag: Dag, node) -> tuple[object, str, str | None] | None:
    """(cache key, document path, text) of the submit description a node submits."""
    if node.inline is not None:
        return ("inline", id(node.inline)), f"{node.file}#{node.name}", node.inline.text
    if node.submit is None:
        return None
    description = dag.descriptions.get(node.submit)
    if description is not None:
        return ("description", node.submit), f"{description.file}#{node.submit}", description.inline.text
    submit = dag.submit_path(node)
    if submit is None:
        return None
    return submit, submit, None


def _uri(where: str) -> str:
    path, hash_, fragment = where.partition("#")
    return path_to_uri(path) + (hash_ + fragment if hash_ else "")


def _needs(uri: str, text: str, context: AnalysisContext, helper) -> list | None:
    document = Document.parse(uri, LanguageId.SUBMIT, text)
    return helper(document, context)
