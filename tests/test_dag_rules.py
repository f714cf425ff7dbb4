"""One test per diagnostic of the DAG rule family, each following the condor_dagman code it
cites: DagParser (src/condor_utils/dag_parser.cpp) for what is rejected while reading a
command, DagProcessor (src/condor_dagman/parse.cpp) and the Dag/Node methods it calls
(dag.cpp, node.cpp) for what is rejected or warned about while building the DAG,
DagmanUtils::processDagCommands (src/condor_utils/dagman_utils.cpp) for condor_submit_dag, and
what happens when a node runs (dagman_submit.cpp, script.cpp)."""
from __future__ import annotations

from pathlib import Path

import pytest

from dag_support import findings

#: files every case gets (submit files and scripts that exist, so only the case's finding shows)
BASE = {"a.sub": "executable = /bin/true\nqueue\n", "b.sub": "executable = /bin/true\nqueue\n",
        "run.sh": "#!/bin/sh\n"}

# (id, citation, files, expected (code, severity, covered text, a piece of the message))
CASES: list[tuple[str, str, dict[str, str], tuple[str, str, str, str]]] = [
    # ------------------------------------------------------------------ DagParser
    ("unknown command", "DagParser::next: the first word is looked up in DAG::KEYWORD_MAP",
     {"main.dag": "JOBS A a.sub\n"}, ("dag-unknown-command", "error", "JOBS", "'JOBS' is not a valid DAG command")),
    ("missing submit description", "ParseNodeTypes: 'No submit description provided'",
     {"main.dag": "JOB A\n"}, ("dag-syntax", "error", "JOB A", "No submit description provided")),
    ("missing node name", "ParseNodeTypes: 'Missing node name'",
     {"main.dag": "FINAL\n"}, ("dag-syntax", "error", "FINAL", "Missing node name")),
    ("unexpected word", "ParseNodeTypes: anything but NOOP, DONE, DIR is 'Unexpected token'",
     {"main.dag": "JOB A a.sub NOOPS\n"}, ("dag-syntax", "error", "NOOPS", "Unexpected token 'NOOPS'")),
    ("DIR without a directory", "ParseNodeTypes: 'No directory path provided for DIR subcommand'",
     {"main.dag": "JOB A a.sub DIR\n"}, ("dag-syntax", "error", "DIR", "No directory path provided")),
    ("unclosed quote", "DagLexer::next: 'Invalid quoting: no ending quote found' overrides the command's error",
     {"main.dag": 'JOB A "a.sub\n'}, ("dag-syntax", "error", '"a.sub', "Invalid quoting")),
    ("PARENT without CHILD", "ParseParentChild: 'Missing CHILD specifier'",
     {"main.dag": "JOB A a.sub\nPARENT A\n"}, ("dag-syntax", "error", "PARENT A", "Missing CHILD specifier")),
    ("CHILD without nodes", "ParseParentChild: 'No children node(s) specified'",
     {"main.dag": "JOB A a.sub\nPARENT A CHILD\n"}, ("dag-syntax", "error", "CHILD", "No children node(s) specified")),
    ("WEAK without PARENT", "DagParser::next: 'WEAK dependency missing PARENT keyword'",
     {"main.dag": "JOB A a.sub\nWEAK A CHILD A\n"}, ("dag-syntax", "error", "A", "WEAK dependency missing PARENT")),
    ("bad script type", "ParseScript: a word that is no script type, DEFER or DEBUG",
     {"main.dag": "JOB A a.sub\nSCRIPT PREE A run.sh\n"}, ("dag-syntax", "error", "PREE", "Missing script type")),
    ("bad debug stream", "ParseScript: DEBUG's stream must be in SCRIPT_DEBUG_MAP",
     {"main.dag": "JOB A a.sub\nSCRIPT DEBUG f.log BOTH PRE A run.sh\n"},
     ("dag-syntax", "error", "BOTH", "Unknown DEBUG output stream type 'BOTH'")),
    ("script without command", "ParseScript: 'No script specified'",
     {"main.dag": "JOB A a.sub\nSCRIPT PRE A\n"}, ("dag-syntax", "error", "SCRIPT PRE A", "No script specified")),
    ("VARS pair without operator", "DagLexer::next_key_value_pair",
     {"main.dag": "JOB A a.sub\nVARS A x\n"}, ("dag-syntax", "error", "x", "Key value pair missing operator and value")),
    ("VARS without pairs", "ParseVars: 'No key=value pairs specified'",
     {"main.dag": "JOB A a.sub\nVARS A\n"}, ("dag-syntax", "error", "VARS A", "No key=value pairs specified")),
    ("SUBDAG without EXTERNAL", "DagParser::next: 'Missing EXTERNAL keyword'",
     {"main.dag": "SUBDAG A a.dag\n"}, ("dag-syntax", "error", "A", "Missing EXTERNAL keyword")),
    ("inline description never closed", "parse_inline_desc: 'Missing inline description closing token'",
     {"main.dag": "JOB A {\nexecutable = x\nqueue\n"}, ("dag-syntax", "error", "{", "closing token: }")),
    ("@= without a tag", "parse_inline_desc: 'No inline description closing token specified'",
     {"main.dag": "JOB A @=\n"}, ("dag-syntax", "error", "@=", "No inline description closing token")),
    ("SUBMIT-DESCRIPTION without a description", "ParseSubmitDesc: 'No inline description provided'",
     {"main.dag": "SUBMIT-DESCRIPTION D a.sub\n"}, ("dag-syntax", "error", "a.sub", "No inline description provided")),
    ("ENV without SET or GET", "ParseEnv: the action must be SET or GET",
     {"main.dag": "ENV PUT X=1\n"}, ("dag-syntax", "error", "PUT", "Unexpected token 'PUT'")),
    ("REJECT with words", "DagParser::next, REJECT: any word is unexpected",
     {"main.dag": "REJECT now\n"}, ("dag-syntax", "error", "now", "Unexpected token 'now'")),
    ("RETRY count not a number", "ParseRetry: std::stoi fails",
     {"main.dag": "JOB A a.sub\nRETRY A x\n"}, ("dag-invalid-number", "error", "x", "Invalid max retry value 'x'")),
    ("RETRY count below 0", "ParseRetry: a negative count is refused",
     {"main.dag": "JOB A a.sub\nRETRY A -1\n"}, ("dag-invalid-number", "error", "-1", "Must be positive integer")),
    ("RETURN out of range", "ParseAbortDagOn: RETURN must be 0..255",
     {"main.dag": "JOB A a.sub\nABORT-DAG-ON A 1 RETURN 300\n"}, ("dag-invalid-number", "error", "300", "between 0 and 255")),
    ("MAXJOBS below 0", "ParseMaxJobs: a negative limit is refused",
     {"main.dag": "MAXJOBS c -1\n"}, ("dag-invalid-number", "error", "-1", "Invalid throttle limit '-1'")),
    ("pin number 0", "ParsePin: pin numbers start at 1",
     {"main.dag": "JOB A a.sub\nPIN_IN A 0\n"}, ("dag-invalid-number", "error", "0", "Invalid pin number '0'")),
    ("DEFER status not a number", "ParseScript: std::stoi of the DEFER status fails",
     {"main.dag": "JOB A a.sub\nSCRIPT DEFER x 1 PRE A run.sh\n"}, ("dag-invalid-number", "error", "x", "DEFER status")),
    ("PRE_SKIP out of range", "Node::AddPreSkip: exit codes 0..255 (PRE_SKIP_MIN/MAX)",
     {"main.dag": "JOB A a.sub\nPRE_SKIP A 300\n"}, ("dag-invalid-number", "error", "300", "between 0 and 255")),
    ("reserved node name", "ParseNodeTypes: DAG::RESERVED (PARENT, CHILD, ALL_NODES)",
     {"main.dag": "JOB child a.sub\n"}, ("dag-invalid-name", "error", "child", "reserved word")),
    ("plus in a node name", "ParseNodeTypes: ILLEGAL_CHARS '+' without DAGMAN_ALLOW_ANY_NODE_NAME_CHARACTERS",
     {"main.dag": "JOB a+b a.sub\n"}, ("dag-invalid-name", "error", "a+b", "illegal charater")),
    ("VARS name starting with queue", "ParseVars: names may not begin with 'queue'",
     {"main.dag": "JOB A a.sub\nVARS A Queue_x=\"1\"\n"}, ("dag-invalid-name", "error", "Queue_x", "can not begin with 'queue'")),
    ("SAVE_POINT_FILE ALL_NODES", "ParseSavePoint: 'ALL_NODES cannot be used for save point file command'",
     {"main.dag": "JOB A a.sub\nSAVE_POINT_FILE ALL_NODES\n"}, ("dag-invalid-name", "error", "ALL_NODES", "ALL_NODES cannot")),
    # ------------------------------------------------------------------ DagProcessor
    ("undefined parent", "ProcessDependencies: 'Unknown parent node'",
     {"main.dag": "JOB A a.sub\nPARENT A CHILD Bx\nJOB B b.sub\n"},
     ("dag-undefined-node", "error", "Bx", "Unknown parent or child node Bx; did you mean B?")),
    ("ALL_NODES is no node for PARENT", "ProcessDependencies looks names up with FindNodeByName (no ALL_NODES)",
     {"main.dag": "JOB A a.sub\nJOB B b.sub\nPARENT ALL_NODES CHILD B\n"},
     ("dag-undefined-node", "error", "ALL_NODES", "Unknown parent or child node ALL_NODES")),
    ("undefined node in SCRIPT", "ProcessScript: 'Unknown node'",
     {"main.dag": "JOB A a.sub\nSCRIPT POST X run.sh\n"}, ("dag-undefined-node", "error", "X", "Unknown node X")),
    ("undefined node in VARS", "ProcessVars: 'Unknown node'",
     {"main.dag": "JOB A a.sub\nVARS a x=\"1\"\n"}, ("dag-undefined-node", "error", "a", "Unknown node a; did you mean A?")),
    ("undefined node in RETRY", "ProcessRetry: 'Unknown node'",
     {"main.dag": "JOB A a.sub\nRETRY X 1\n"}, ("dag-undefined-node", "error", "X", "Unknown node X")),
    ("undefined node in DONE", "ProcessDone: 'Unknown node'",
     {"main.dag": "JOB A a.sub\nDONE X\n"}, ("dag-undefined-node", "error", "X", "Unknown node X")),
    ("undefined node in CATEGORY", "ProcessCategory: 'Unknown node'",
     {"main.dag": "JOB A a.sub\nCATEGORY X c\nMAXJOBS c 1\n"}, ("dag-undefined-node", "error", "X", "Unknown node X")),
    ("VARS ALL_NODES without JOB nodes", "ProcessVars: FindAllNodes finds none: 'Unknown node ALL_NODES'",
     {"main.dag": "FINAL F a.sub\nVARS ALL_NODES x=\"1\"\n"}, ("dag-undefined-node", "error", "ALL_NODES", "no JOB node")),
    ("a splice named in VARS", "ProcessVars: a splice is no node",
     {"main.dag": "SPLICE S s.dag\nVARS S x=\"1\"\n", "s.dag": "JOB N a.sub\n"},
     ("dag-undefined-node", "error", "S", "S is a splice")),
    ("duplicate node", "ProcessNode: 'Node X already exists in DAG'",
     {"main.dag": "JOB A a.sub\nJOB A b.sub\n"}, ("dag-duplicate-name", "error", "A", "Node A already exists")),
    ("node named like a splice", "ProcessSplice: 'Splice name X already associated with a node'",
     {"main.dag": "JOB S a.sub\nSPLICE S s.dag\n", "s.dag": "JOB N a.sub\n"},
     ("dag-duplicate-name", "error", "S", "already associated with a node")),
    ("duplicate splice", "ProcessSplice: 'Splice named X already exists in DAG'",
     {"main.dag": "SPLICE S s.dag\nSPLICE S s.dag\n", "s.dag": "JOB N a.sub\n"},
     ("dag-duplicate-name", "error", "S", "Splice named S already exists")),
    ("RETRY of a FINAL node", "ProcessRetry: a node that is not a JOB cannot have a retry",
     {"main.dag": "FINAL F a.sub\nRETRY F 2\n"}, ("dag-node-type", "error", "F", "can not have a retry")),
    ("PRIORITY of a SERVICE node", "ProcessPriority: a node that is not a JOB cannot have a priority",
     {"main.dag": "SERVICE S a.sub\nPRIORITY S 2\n"}, ("dag-node-type", "error", "S", "can not have a priority")),
    ("CATEGORY of a FINAL node", "ProcessCategory: only JOB nodes go into categories",
     {"main.dag": "FINAL F a.sub\nCATEGORY F c\n"}, ("dag-node-type", "error", "F", "can not be added to a category")),
    ("ABORT-DAG-ON of the FINAL node", "ProcessAbortDagOn: 'FINAL node cannot have an ABORT-DAG-ON'",
     {"main.dag": "FINAL F a.sub\nABORT-DAG-ON F 1\n"}, ("dag-node-type", "error", "F", "cannot have an ABORT-DAG-ON")),
    ("DONE of a FINAL node", "ProcessDone: a STRICT_1 warning, fatal with the default DAGMAN_USE_STRICT = 1",
     {"main.dag": "FINAL F a.sub\nDONE F\n"}, ("dag-node-type", "error", "F", "DONE command")),
    ("SAVE_POINT_FILE of a FINAL node", "ProcessSaveFile: only JOB nodes",
     {"main.dag": "FINAL F a.sub\nSAVE_POINT_FILE F\n"}, ("dag-node-type", "error", "F", "cannot have a save point")),
    ("FINAL node as a parent", "Node::CanAddChildren: 'Tried to add a child to a Final node'",
     {"main.dag": "JOB A a.sub\nFINAL F b.sub\nPARENT F CHILD A\n"}, ("dag-node-type", "error", "F", "cannot be a parent")),
    ("SERVICE node as a child", "Node::CanAddParent: 'Tried to add a parent to a SERVICE node'",
     {"main.dag": "JOB A a.sub\nSERVICE S b.sub\nPARENT A CHILD S\n"}, ("dag-node-type", "error", "S", "cannot be a child")),
    ("second FINAL node", "Dag::Add: 'DAG already has a final node'",
     {"main.dag": "FINAL F a.sub\nFINAL G b.sub\n"}, ("dag-node-type", "error", "G", "already has a final node F")),
    ("second PROVISIONER node", "Dag::Add: 'DAG already has a provisioner node'",
     {"main.dag": "PROVISIONER P a.sub\nPROVISIONER Q b.sub\n"}, ("dag-node-type", "error", "Q", "provisioner node P")),
    ("JOB running a DAG's submit file", "ProcessNode: 'The use of the JOB keyword for nested DAGs is prohibited'",
     {"main.dag": "JOB A x.dag.condor.sub\n", "x.dag.condor.sub": ""},
     ("dag-node-type", "error", "x.dag.condor.sub", "prohibited")),
    ("FINAL node in a splice", "ProcessSplice: 'Splice S has a FINAL node. This is not permitted.'",
     {"main.dag": "SPLICE S s.dag\n", "s.dag": "JOB N a.sub\nFINAL F b.sub\n"},
     ("dag-node-type", "error", "S", "has a FINAL node")),
    ("REJECT", "DagProcessor::ProcessCommand: REJECT fails the DAG",
     {"main.dag": "JOB A a.sub\nREJECT\n"}, ("dag-reject", "error", "REJECT", "refuses to run this DAG")),
    ("file including itself", "DagProcessor::process: 'Recursive DAG file parsing detected'",
     {"main.dag": "JOB A a.sub\nINCLUDE main.dag\n"}, ("dag-recursive-file", "error", "main.dag", "Recursive")),
    ("missing include", "DagProcessor::process: DagParser cannot open the file",
     {"main.dag": "INCLUDE nothere.dag\n"}, ("dag-missing-file", "error", "nothere.dag", "no such file (looked up as ")),
    ("missing splice DAG", "ProcessSplice -> process: the splice's file cannot be read",
     {"main.dag": "SPLICE S s.dag DIR sd\n", "sd/other": ""}, ("dag-missing-file", "error", "s.dag", "sd/s.dag")),
    ("missing splice DIR", "ProcessSplice: 'Failed to change to directory'",
     {"main.dag": "SPLICE S s.dag DIR nowhere\n"}, ("dag-missing-file", "error", "nowhere", "Failed to change to directory")),
    ("missing CONFIG file", "condor_submit_dag: the DAGMan config file must be readable",
     {"main.dag": "JOB A a.sub\nCONFIG dagman.conf\n"}, ("dag-missing-file", "error", "dagman.conf", "condor_submit_dag")),
    ("two CONFIG files", "DagmanUtils::processDagCommands: 'Multiple (2) configuration files provided.'",
     {"main.dag": "JOB A a.sub\nCONFIG one.conf\nCONFIG two.conf\n", "one.conf": "", "two.conf": ""},
     ("dag-config-conflict", "error", "two.conf", "Multiple (2) configuration files")),
    ("CONNECT without pins", "Dag::ConnectSplices: 'parent splice has 0 pin_outs'",
     {"main.dag": "SPLICE S1 s.dag\nSPLICE S2 s.dag\nCONNECT S1 S2\n", "s.dag": "JOB N a.sub\n"},
     ("dag-pins", "error", "CONNECT S1 S2", "has 0 pin_outs")),
    ("CONNECT of an unknown splice", "ProcessCommand, CONNECT: 'Connect parent splice does not exist'",
     {"main.dag": "CONNECT S1 S2\n"}, ("dag-undefined-node", "error", "S1", "Connect parent splice S1 does not exist")),
    # ------------------------------------------------------------------ the graph
    ("cycle", "accepted by the parser; Dag::isCycle only with DAGMAN_STARTUP_CYCLE_DETECT",
     {"main.dag": "JOB A a.sub\nJOB B b.sub\nPARENT A CHILD B\nPARENT B CHILD A\n"},
     ("dag-cycle", "error", "PARENT A CHILD B", "dependency cycle: A -> B -> A")),
    ("self-dependency", "Dag::Connect does not refuse a node as its own child",
     {"main.dag": "JOB A a.sub\nPARENT A CHILD A\n"}, ("dag-self-dependency", "error", "PARENT A CHILD A", "depends on itself")),
    # ------------------------------------------------------------------ condor_dagman warns
    ("VARS given twice", "Node::AddVar: 'Warning: VAR is already defined in node'",
     {"main.dag": "JOB A a.sub\nVARS A x=\"1\"\nVARS A x=\"2\"\n"}, ("dag-override", "warning", "x", 'VAR "x" is already')),
    ("node VARS over ALL_NODES", "Node::AddVar warns; the manual documents the override (last one wins): a note",
     {"main.dag": "JOB A a.sub\nVARS ALL_NODES x=\"1\"\nVARS A x=\"2\"\n"}, ("dag-override", "information", "x", "already")),
    ("second PRE script", "Node::AddScript: 'already has PRE script assigned; changing to'",
     {"main.dag": "JOB A a.sub\nSCRIPT PRE A run.sh\nSCRIPT PRE A run.sh 2\n"},
     ("dag-override", "warning", "A", "already has PRE script")),
    ("PRIORITY given twice", "ProcessPriority: 'New priority overrides old value' (DAG_STRICT_2)",
     {"main.dag": "JOB A a.sub\nPRIORITY A 1\nPRIORITY A 2\n"}, ("dag-override", "warning", "2", "overrides old value 1")),
    ("CATEGORY given twice", "Node::SetCategory: 'new category overrides old value' (DAG_STRICT_3)",
     {"main.dag": "JOB A a.sub\nCATEGORY A c1\nCATEGORY A c2\nMAXJOBS c1 1\nMAXJOBS c2 1\n"},
     ("dag-override", "warning", "c2", "new category c2")),
    ("MAXJOBS given twice", "ThrottleByCategory::SetThrottle: 'new maxjobs value overrides old value'",
     {"main.dag": "JOB A a.sub\nCATEGORY A c\nMAXJOBS c 1\nMAXJOBS c 2\n"}, ("dag-override", "warning", "2", "maxjobs value 2")),
    ("SUBMIT-DESCRIPTION given twice", "Dag::add_inline_desc: 'Inline Description name used multiple time'",
     {"main.dag": "SUBMIT-DESCRIPTION D {\nqueue\n}\nSUBMIT-DESCRIPTION D {\nqueue\n}\nJOB A D\n"},
     ("dag-override", "warning", "D", "used multiple times")),
    ("DONE on a FINAL line", "ProcessNode: 'node can not be marked as DONE' (the result is ignored)",
     {"main.dag": "FINAL F a.sub DONE\n"}, ("dag-ignored", "warning", "DONE", "can not be marked as DONE")),
    ("SERVICE node of a splice", "Dag::RelinquishNodeOwnership moves _nodes only: a splice's SERVICE nodes are lost",
     {"main.dag": "SPLICE S s.dag\n", "s.dag": "JOB N a.sub\nSERVICE M b.sub\n"}, ("dag-ignored", "warning", "S", "never runs")),
    ("MAXJOBS of an empty category", "Dag::CheckThrottleCats: 'category has no assigned nodes' (DAG_STRICT_2)",
     {"main.dag": "JOB A a.sub\nMAXJOBS c 2\n"}, ("dag-category", "warning", "2", "no assigned nodes")),
    ("category without MAXJOBS", "Dag::CheckThrottleCats: 'category has no throttle value set' (DAG_STRICT_2)",
     {"main.dag": "JOB A a.sub\nCATEGORY A c\n"}, ("dag-category", "warning", "c", "no throttle value set")),
    ("PRE_SKIP 0", "Node::AddPreSkip: 'exit code 0 for a PRE_SKIP value is weird'",
     {"main.dag": "JOB A a.sub\nSCRIPT PRE A run.sh\nPRE_SKIP A 0\n"}, ("dag-questionable", "warning", "0", "is weird")),
    # ------------------------------------------------------------------ fails when it runs
    ("missing submit file", "DagSubmit: condor_submit of a missing file fails the node",
     {"main.dag": "JOB A c.sub\n"}, ("dag-missing-node-file", "warning", "c.sub", "no such submit file")),
    ("missing submit file in the node's DIR", "DagSubmit::Submit changes into the node's directory first",
     {"main.dag": "JOB A a.sub DIR w\n", "w/x": ""}, ("dag-missing-node-file", "warning", "a.sub", "w/a.sub")),
    ("missing node DIR", "DagSubmit::Submit: 'Could not change to node directory'",
     {"main.dag": "JOB A a.sub DIR nowhere\n"}, ("dag-missing-node-file", "warning", "nowhere", "cannot change into it")),
    ("missing sub-DAG", "SUBDAG EXTERNAL: condor_submit_dag runs on the DAG file when the node starts",
     {"main.dag": "SUBDAG EXTERNAL A inner.dag\n"}, ("dag-missing-node-file", "warning", "inner.dag", "no such DAG file")),
    ("missing script", "Script::BackgroundRun: DaemonCore runs the executable from the node directory, no PATH search",
     {"main.dag": "JOB A a.sub\nSCRIPT POST A post.sh x\n"}, ("dag-missing-node-file", "warning", "post.sh", "no such script")),
    ("missing DOT header", "Dag::IncludeExtraDotCommands: 'Can't open dot include file'",
     {"main.dag": "JOB A a.sub\nDOT d.dot INCLUDE head.dot\n"}, ("dag-missing-node-file", "warning", "head.dot", "DOT header")),
    ("unknown script macro", "Script::BackgroundRun: 'unrecognized macro' is a DAG_STRICT_1 warning",
     {"main.dag": "JOB A a.sub\nSCRIPT POST A run.sh $JOB.log\n"}, ("dag-script-macro", "warning", "$JOB.log", "unrecognized")),
    ("POST macro in a PRE script", "checkIsPre: 'macro should not be used as a PRE script argument'",
     {"main.dag": "JOB A a.sub\nSCRIPT PRE A run.sh $RETURN\n"}, ("dag-script-macro", "warning", "$RETURN", "PRE script")),
    ("macro no VARS gives", "InitVars passes the node's VARS; condor_submit expands a missing macro to nothing",
     {"main.dag": "JOB A m.sub\nVARS A x=\"1\"\nJOB B m.sub\nVARS B x=\"2\" y=\"3\"\n",
      "m.sub": "executable = /bin/true\narguments = $(x) $(y)\nqueue\n"},
     ("dag-missing-vars", "warning", "m.sub", "uses $(y)")),
]


@pytest.mark.parametrize("name, citation, files, expected", CASES, ids=[c[0] for c in CASES])
def test_each_finding(tmp_path: Path, name: str, citation: str, files: dict[str, str],
                      expected: tuple[str, str, str, str]) -> None:
    found = findings(tmp_path, {**BASE, **files})
    code, severity, covered, piece = expected
    matching = [f for f in found if f[0] == code]
    assert matching, f"{name} ({citation}): no {code} in {found}"
    assert any(f[1] == severity and f[2] == covered and piece in f[3] for f in matching), (name, citation, matching)
    others = [f for f in found if f[0] != code and f[0] not in _ALLOWED_BESIDE.get(name, ())]
    assert others == [], (name, others)


#: findings a case produces besides its own, on purpose
_ALLOWED_BESIDE: dict[str, tuple[str, ...]] = {
    "missing node name": (),
    "CATEGORY of a FINAL node": ("dag-category",),
    "undefined node in CATEGORY": ("dag-category",),
    "REJECT with words": ("dag-reject",),
    "CATEGORY given twice": ("dag-category",),
}


def test_config_in_an_included_file_has_no_effect(tmp_path: Path) -> None:
    # DagmanUtils::processDagCommands reads CONFIG from the DAG files condor_submit_dag is given;
    # DagProcessor ignores it (ignore_commands)
    found = findings(tmp_path, {**BASE, "main.dag": "JOB A a.sub\nINCLUDE inc.dag\n", "inc.dag": "CONFIG x.conf\n"},
                     "inc.dag")
    assert [f[:3] for f in found] == [("dag-ignored", "warning", "CONFIG")]
    assert "has no effect" in found[0][3]


def test_every_dag_rule_has_a_case() -> None:
    from condor_ls.analysis.rules.registry import load_rules
    from condor_ls.syntax.languages import LanguageId

    dag_rules = {code for code, r in load_rules().items() if r.languages == frozenset({LanguageId.DAG})}
    assert dag_rules == {case[3][0] for case in CASES} | {"dag-ignored"}


def test_an_error_in_an_included_file_shows_on_the_include_line(tmp_path: Path) -> None:
    found = findings(tmp_path, {**BASE, "main.dag": "JOB A a.sub\nINCLUDE inc.dag\n", "inc.dag": "RETRY Q 1\n"})
    assert [(f[0], f[2]) for f in found] == [("dag-undefined-node", "inc.dag")]
    assert found[0][3].startswith("in inc.dag:1: Unknown node Q")


def test_an_included_file_is_judged_in_the_dag_that_includes_it(tmp_path: Path) -> None:
    # inc.dag names A, which main.dag defines: on its own it would be an unknown node
    files = {**BASE, "main.dag": "JOB A a.sub\nINCLUDE inc.dag\n", "inc.dag": "JOB B b.sub\nPARENT A CHILD B\n"}
    assert findings(tmp_path, files, "inc.dag") == []
    assert findings(tmp_path, {**files, "inc.dag": "JOB B b.sub\nPARENT Z CHILD B\n"}, "inc.dag")[0][:3] == (
        "dag-undefined-node", "error", "Z")


def test_a_spliced_file_is_judged_from_the_directory_condor_dagman_reads_it_in(tmp_path: Path) -> None:
    # the outer DAG runs in tmp_path; the splice (no DIR) names its submit file relative to it
    files = {**BASE, "main.dag": "SPLICE S sub/inner.dag\n", "sub/inner.dag": "JOB N a.sub\n"}
    assert findings(tmp_path, files, "sub/inner.dag") == []
    # on its own (nothing splices it) the file would be looked for beside the splice
    assert [f[0] for f in findings(tmp_path / "alone", {"inner.dag": "JOB N a.sub\n"}, "inner.dag")] == [
        "dag-missing-node-file"]


def test_a_node_s_pre_script_may_write_its_submit_file(tmp_path: Path) -> None:
    """condor_dagman reads a node's submit file (or runs condor_submit_dag on its DAG file) only
    when it submits the node, after the PRE script: HTCondor's lazy_submit_file and pre_subdag
    tests write them there. Without a PRE script the missing file is still reported."""
    files = {**BASE, "make.sh": "", "main.dag": ("JOB A gen.sub\nSCRIPT PRE A make.sh\n"
                                                 "SUBDAG EXTERNAL B gen.dag\nSCRIPT PRE B make.sh\n"
                                                 "JOB C also.sub\nSCRIPT POST C make.sh\n")}
    found = findings(tmp_path, files)
    assert [(f[0], f[2]) for f in found] == [("dag-missing-node-file", "also.sub")]


def test_noop_done_and_description_nodes_need_no_submit_file(tmp_path: Path) -> None:
    files = {**BASE, "main.dag": ("JOB A nothere.sub NOOP\nJOB B nothere.sub DONE\nJOB C D\n"
                                  "SUBMIT-DESCRIPTION D {\nexecutable = /bin/true\nqueue\n}\n")}
    assert findings(tmp_path, files) == []


def test_a_cycle_through_a_splice_names_the_path(tmp_path: Path) -> None:
    files = {**BASE, "main.dag": "JOB A a.sub\nSPLICE S s.dag\nPARENT A CHILD S\nPARENT S CHILD A\n",
             "s.dag": "JOB X a.sub\nJOB Y a.sub\nPARENT X CHILD Y\n"}
    found = [f for f in findings(tmp_path, files) if f[0] == "dag-cycle"]
    assert found and "A -> S+X -> S+Y -> A" in found[0][3]


def _doc_examples() -> list[tuple[str, str, str]]:
    """(code, "bad"/"good", text) for each example of a DAG rule in docs/rules.md."""
    import re

    text = (Path(__file__).resolve().parents[1] / "docs" / "rules.md").read_text(encoding="utf-8")
    section = text[text.index("## DAGMan input files"):]
    parts = re.split(r"^### `([a-z0-9-]+)`\n", section, flags=re.MULTILINE)
    out = []
    for code, body in zip(parts[1::2], parts[2::2]):
        for label, block in re.findall(r"^((?:Bad|Good)[^\n]*)\n```\n(.*?)```", body, re.MULTILINE | re.DOTALL):
            out.append((code, label.split()[0].rstrip(":").lower(), block))
    return out


@pytest.mark.parametrize(("code", "kind", "text"), _doc_examples(), ids=lambda v: str(v)[:30])
def test_the_documented_examples(tmp_path: Path, code: str, kind: str, text: str) -> None:
    arguments = "arguments = $(infile)\n" if code == "dag-missing-vars" else ""
    files = {"main.dag": text, "a.sub": f"executable = /bin/true\n{arguments}queue\n", "a.sh": ""}
    found = [f[0] for f in findings(tmp_path, files) if f[1] != "information"]
    if kind == "bad":
        assert code in found, found
    else:
        assert found == [], found


def test_a_rescue_dag_is_read_after_the_dag_it_rescues(tmp_path: Path) -> None:
    # dagman_main.cpp: the rescue file is processed into the DAG after the DAG file (and its
    # splices); its DONE lines name the DAG's nodes, spliced ones too
    files = {**BASE, "main.dag": "JOB A a.sub\nSPLICE S s.dag\nPARENT A CHILD S\n", "s.dag": "JOB N b.sub\n",
             "main.dag.rescue001": "# Rescue DAG file\nDONE A\nDONE S+N\n"}
    assert findings(tmp_path, files, "main.dag.rescue001") == []
    files["main.dag.rescue001"] += "DONE Z\n"
    assert [f[:3] for f in findings(tmp_path, files, "main.dag.rescue001")] == [("dag-undefined-node", "error", "Z")]
