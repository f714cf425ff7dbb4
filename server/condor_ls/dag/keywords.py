"""The words of the DAG language, as HTCondor 25's condor_dagman reads them.

Sources: ``src/condor_utils/dag_commands.cpp`` (the command table, the example syntax printed
with a parse error, reserved node names, script types and debug streams) and
``dag_parser.cpp`` (``isKeyword``: sub-keywords are compared without case, with ``-`` and ``_``
alike; the command word has its ``-`` turned into ``_`` before the table is searched).
"""
from __future__ import annotations

from enum import Enum


class Cmd(str, Enum):
    """A DAG command, by its canonical spelling (``DAG::KEYWORD_MAP``)."""

    JOB = "JOB"
    FINAL = "FINAL"
    PROVISIONER = "PROVISIONER"
    SERVICE = "SERVICE"
    SUBDAG = "SUBDAG"
    SPLICE = "SPLICE"
    INCLUDE = "INCLUDE"
    SUBMIT_DESCRIPTION = "SUBMIT_DESCRIPTION"
    CATEGORY = "CATEGORY"
    PARENT = "PARENT"
    SCRIPT = "SCRIPT"
    RETRY = "RETRY"
    ABORT_DAG_ON = "ABORT_DAG_ON"
    VARS = "VARS"
    PRIORITY = "PRIORITY"
    PRE_SKIP = "PRE_SKIP"
    TOLERANCE = "TOLERANCE"
    DONE = "DONE"
    MAXJOBS = "MAXJOBS"
    CONFIG = "CONFIG"
    DOT = "DOT"
    NODE_STATUS_FILE = "NODE_STATUS_FILE"
    JOBSTATE_LOG = "JOBSTATE_LOG"
    SAVE_POINT_FILE = "SAVE_POINT_FILE"
    SET_JOB_ATTR = "SET_JOB_ATTR"
    ENV = "ENV"
    REJECT = "REJECT"
    CONNECT = "CONNECT"
    PIN_IN = "PIN_IN"
    PIN_OUT = "PIN_OUT"


#: command word (upper case, ``-`` read as ``_``) -> command; ``WEAK`` opens ``WEAK PARENT``
COMMANDS: dict[str, Cmd] = {c.value: c for c in Cmd} | {"WEAK": Cmd.PARENT}

#: the spelling the manual uses, for messages (``ABORT-DAG-ON``, ``SUBMIT-DESCRIPTION``)
SPELLING: dict[Cmd, str] = {c: c.value for c in Cmd} | {
    Cmd.ABORT_DAG_ON: "ABORT-DAG-ON",
    Cmd.SUBMIT_DESCRIPTION: "SUBMIT-DESCRIPTION",
    Cmd.PARENT: "PARENT/CHILD",
}

#: ``DAG::COMMAND_SYNTAX``: printed by condor_dagman after a command it cannot parse
SYNTAX: dict[Cmd, str] = {
    Cmd.JOB: "JOB <name> <submit description> [DIR <directory>] [NOOP] [DONE]",
    Cmd.FINAL: "FINAL <name> <submit description> [DIR <directory>] [NOOP] [DONE]",
    Cmd.PROVISIONER: "PROVISIONER <name> <submit description> [DIR <directory>] [NOOP] [DONE]",
    Cmd.SERVICE: "SERVICE <name> <submit description> [DIR <directory>] [NOOP] [DONE]",
    Cmd.SUBDAG: "SUBDAG EXTERNAL <name> <dag file> [DIR <directory>] [NOOP] [DONE]",
    Cmd.SPLICE: "SPLICE <name> <dag file> [DIR <directory>]",
    Cmd.INCLUDE: "INCLUDE <dag file>",
    Cmd.SUBMIT_DESCRIPTION: "SUBMIT-DESCRIPTION <name> { <inline description> }",
    Cmd.CATEGORY: "CATEGORY <node> <name>",
    Cmd.PARENT: "[WEAK] PARENT p1 [p2 p3 ...] CHILD c1 [c2 c3 ...]",
    Cmd.SCRIPT: "SCRIPT [DEFER <status> <time>] [DEBUG <file> (STDOUT|STDERR|ALL)] (PRE|POST|HOLD) "
                "<node> <script> <arguments ...>",
    Cmd.RETRY: "RETRY <node> <max retries> [UNLESS-EXIT <code>]",
    Cmd.ABORT_DAG_ON: "ABORT-DAG-ON <node> <status> [RETURN <code>]",
    Cmd.VARS: "VARS <node> [PREPEND|APPEND] key1=value1 [key2=value2 ...]",
    Cmd.PRIORITY: "PRIORITY <node> <value>",
    Cmd.PRE_SKIP: "PRE_SKIP <node> <status>",
    Cmd.TOLERANCE: "TOLERANCE <node> <value>[%] [FAIL-FAST|WAIT]",
    Cmd.DONE: "DONE <node>",
    Cmd.MAXJOBS: "MAXJOBS <category> <value>",
    Cmd.CONFIG: "CONFIG <file>",
    Cmd.DOT: "DOT <file> [UPDATE|DONT-UPDATE] [OVERWRITE|DONT-OVERWRITE] [INCLUDE <header file>]",
    Cmd.NODE_STATUS_FILE: "NODE_STATUS_FILE <file> [<min update time>] [ALWAYS-UPDATE]",
    Cmd.JOBSTATE_LOG: "JOBSTATE_LOG <file>",
    Cmd.SAVE_POINT_FILE: "SAVE_POINT_FILE <node> [<file>]",
    Cmd.SET_JOB_ATTR: "SET_JOB_ATTR <key> = <value>",
    Cmd.ENV: "ENV (SET|GET) <environment variables>",
    Cmd.REJECT: "REJECT",
    Cmd.CONNECT: "CONNECT <splice 1> <splice 2>",
    Cmd.PIN_IN: "PIN_IN <node> <pin number>",
    Cmd.PIN_OUT: "PIN_OUT <node> <pin number>",
}

#: short descriptions of the commands (for completion and hover)
SUMMARY: dict[Cmd, str] = {
    Cmd.JOB: "a node that runs a submit description",
    Cmd.FINAL: "the node run last, whether the DAG succeeded or failed",
    Cmd.PROVISIONER: "a node started before all others, to provision resources",
    Cmd.SERVICE: "a node that runs beside the DAG for its whole life",
    Cmd.SUBDAG: "a node that runs another DAG as its job (SUBDAG EXTERNAL)",
    Cmd.SPLICE: "another DAG whose nodes join this one, named <splice>+<node>",
    Cmd.INCLUDE: "the commands of another file, read as if written here",
    Cmd.SUBMIT_DESCRIPTION: "a named inline submit description nodes can use",
    Cmd.CATEGORY: "puts a node into a throttling category",
    Cmd.PARENT: "dependencies: the children run after all parents succeed",
    Cmd.SCRIPT: "a PRE, POST or HOLD script of a node, run on the access point",
    Cmd.RETRY: "how often a failed node is retried",
    Cmd.ABORT_DAG_ON: "stops the whole DAG when a node exits with a value",
    Cmd.VARS: "macros the node's submit description receives",
    Cmd.PRIORITY: "the node's priority among ready nodes",
    Cmd.PRE_SKIP: "a PRE script exit code that skips the node's job",
    Cmd.TOLERANCE: "how many job failures a node tolerates",
    Cmd.DONE: "marks a node as already done",
    Cmd.MAXJOBS: "the most nodes of a category submitted at once",
    Cmd.CONFIG: "a configuration file for this DAG's condor_dagman",
    Cmd.DOT: "writes the DAG as a Graphviz DOT file",
    Cmd.NODE_STATUS_FILE: "writes a status snapshot of every node",
    Cmd.JOBSTATE_LOG: "writes a machine-readable event history",
    Cmd.SAVE_POINT_FILE: "writes a save file the first time the node starts",
    Cmd.SET_JOB_ATTR: "sets an attribute of the DAGMan job itself",
    Cmd.ENV: "sets or passes environment variables of the DAGMan job",
    Cmd.REJECT: "makes condor_dagman refuse to run the DAG",
    Cmd.CONNECT: "connects the pins of two splices",
    Cmd.PIN_IN: "a numbered entry node of a splice",
    Cmd.PIN_OUT: "a numbered exit node of a splice",
}

#: commands that define a node (``DAG::CMD::JOB`` .. ``SUBDAG``)
NODE_COMMANDS: frozenset[Cmd] = frozenset({Cmd.JOB, Cmd.FINAL, Cmd.PROVISIONER, Cmd.SERVICE, Cmd.SUBDAG})
#: node commands that may have an inline submit description
INLINE_COMMANDS: frozenset[Cmd] = frozenset({Cmd.JOB, Cmd.FINAL, Cmd.PROVISIONER, Cmd.SERVICE})
#: what condor_dagman reads in its first pass over a file (DagProcessor::process,
#: ``pre_parse_commands``); everything else is read in the second pass, in file order
FIRST_PASS: frozenset[Cmd] = frozenset({
    Cmd.SUBMIT_DESCRIPTION, Cmd.JOB, Cmd.FINAL, Cmd.PROVISIONER, Cmd.SERVICE, Cmd.SUBDAG, Cmd.SPLICE,
    Cmd.REJECT, Cmd.DOT, Cmd.NODE_STATUS_FILE, Cmd.JOBSTATE_LOG,
})
#: read by condor_submit_dag from the DAG files named on its command line only, never by
#: condor_dagman (DagmanUtils::processDagCommands; ``ignore_commands`` of DagProcessor)
SUBMIT_TIME: frozenset[Cmd] = frozenset({Cmd.CONFIG, Cmd.SET_JOB_ATTR, Cmd.ENV})

#: the node name commands use for every node (compared without case)
ALL_NODES = "ALL_NODES"
#: node names condor_dagman refuses (``DAG::RESERVED``, compared without case)
RESERVED: frozenset[str] = frozenset({"PARENT", "CHILD", ALL_NODES})
#: characters a node name may not hold unless DAGMAN_ALLOW_ANY_NODE_NAME_CHARACTERS is set
ILLEGAL_NAME_CHARACTERS = "+"

SCRIPT_TYPES: tuple[str, ...] = ("PRE", "POST", "HOLD")
DEBUG_STREAMS: tuple[str, ...] = ("STDOUT", "STDERR", "ALL")

#: the suffix condor_submit_dag gives the submit file it writes for a DAG (``DAG_SUBMIT_FILE_SUFFIX``)
DAG_SUBMIT_SUFFIX = ".condor.sub"

#: the bounds of a PRE_SKIP exit code (node.h ``PRE_SKIP_MIN``/``PRE_SKIP_MAX``)
PRE_SKIP_RANGE = (0, 255)

#: macros condor_dagman gives every node's submit description besides its VARS, lower-cased
#: (dagman_submit.cpp, DagSubmit::InitVars: the node name as ``JOB`` and ``dag_node_name``,
#: ``RETRY``, ``DAG_STATUS``, ``FAILED_COUNT``, ``DAG_PARENT_NAMES``, the DAGMan job's cluster
#: as ``DAGManJobId``, and the submit commands ``dagman_log`` and ``submit_event_notes``)
DAGMAN_MACROS: frozenset[str] = frozenset({
    "job", "retry", "dag_status", "failed_count", "dag_parent_names", "dagmanjobid", "dag_node_name",
    "dagman_log", "submit_event_notes",
})

#: ``$NAME`` arguments of scripts condor_dagman replaces (script.cpp, Script::BackgroundRun)
SCRIPT_MACROS: frozenset[str] = frozenset({
    "$NODE", "$JOB", "$RETRY", "$MAX_RETRIES", "$DAG_STATUS", "$FAILED_COUNT", "$FUTILE_COUNT",
    "$DONE_COUNT", "$QUEUED_COUNT", "$NODE_COUNT", "$DAGID",
})
#: the ones a PRE script may not use (there is no job yet): condor_dagman warns and, with the
#: default DAGMAN_USE_STRICT = 1, stops
POST_SCRIPT_MACROS: frozenset[str] = frozenset({
    "$JOBID", "$CLUSTERID", "$JOB_COUNT", "$SUCCESS", "$RETURN", "$EXIT_CODES", "$EXIT_CODE_COUNTS",
    "$EXIT_CODE_LIST", "$PRE_SCRIPT_RETURN", "$JOB_ABORT_COUNT",
})


def normal(word: str) -> str:
    """A word as condor_dagman compares keywords: upper case, ``-`` read as ``_``."""
    return word.upper().replace("-", "_")


def is_keyword(word: str, keyword: str) -> bool:
    """``isKeyword`` of dag_parser.cpp: equal without case, ``-`` and ``_`` alike."""
    return len(word) == len(keyword) and normal(word) == normal(keyword)


def command_of(word: str) -> Cmd | None:
    """The command a line's first word names (quotes are part of the word, as for DagLexer)."""
    return COMMANDS.get(normal(word))


def is_all_nodes(name: str) -> bool:
    return name.upper() == ALL_NODES
