"""Correct DAGs of every shape raise nothing: no error, no warning, not even a note.

Each DAG below is one condor_dagman runs without a complaint (the files it names exist), in the
shapes the manual's DAGMan chapters describe: a chain, a diamond, fan-out and fan-in, several
parents and children (a join node), splices with DIR and nested, includes, sub-DAGs, every
special node, inline and named submit descriptions, scripts with DAGMan's macros, VARS with
every quoting, throttles, the output files."""
from __future__ import annotations

from pathlib import Path

import pytest

from dag_support import findings

SUB = "executable = /bin/true\narguments = $(JOB) $(RETRY)\nqueue\n"
USES = "executable = /bin/true\narguments = $(infile) $(seed)\nqueue\n"
FILES = {"a.sub": SUB, "uses.sub": USES, "pre.sh": "#!/bin/sh\n", "post.sh": "#!/bin/sh\n"}

SHAPES: dict[str, dict[str, str]] = {
    "chain": {"main.dag": "JOB A a.sub\nJOB B a.sub\nJOB C a.sub\nPARENT A CHILD B\nPARENT B CHILD C\n"},
    "diamond": {"main.dag": "# the manual's diamond\nJOB A a.sub\nJOB B a.sub\nJOB C a.sub\nJOB D a.sub\n"
                            "PARENT A CHILD B C\nPARENT B C CHILD D\n"},
    "fan out and in, lower case, dashes": {"main.dag": (
        "job top a.sub\n" + "".join(f"Job n{i} a.sub\n" for i in range(20)) + "job bottom a.sub\n"
        "parent top child " + " ".join(f"n{i}" for i in range(20)) + "\n"
        "Parent " + " ".join(f"n{i}" for i in range(20)) + " Child bottom\n")},
    "several parents and children": {"main.dag": (
        "JOB A a.sub\nJOB B a.sub\nJOB C a.sub\nJOB D a.sub\nPARENT A B CHILD C D\n")},
    "weak dependencies": {"main.dag": "JOB A a.sub\nJOB B a.sub\nWEAK PARENT A CHILD B\n"},
    "dependencies before nodes": {"main.dag": "PARENT A CHILD B\nJOB A a.sub\nJOB B a.sub\n"},
    "splices with DIR, nested, reused": {
        "main.dag": ("JOB Setup a.sub\nSPLICE Left diamond.dag DIR left\nSPLICE Right diamond.dag DIR left\n"
                     "JOB Collect a.sub\nPARENT Setup CHILD Left Right\nPARENT Left Right CHILD Collect\n"),
        "left/diamond.dag": ("JOB A a.sub\nJOB B a.sub\nSPLICE Inner inner.dag DIR deeper\nPARENT A CHILD Inner\n"
                             "PARENT Inner CHILD B\nVARS A infile=\"in.dat\" seed=\"1\"\n"),
        "left/a.sub": SUB,
        "left/deeper/inner.dag": "JOB X a.sub\nRETRY X 2\n",
        "left/deeper/a.sub": SUB,
    },
    "splice pins": {
        "main.dag": "SPLICE S1 one.dag\nSPLICE S2 two.dag\nCONNECT S1 S2\n",
        "one.dag": "JOB A a.sub\nJOB B a.sub\nPIN_OUT A 1\nPIN_OUT B 2\n",
        "two.dag": "JOB C a.sub\nJOB D a.sub\nPIN_IN C 1\nPIN_IN D 2\n",
    },
    "includes": {
        "main.dag": "INCLUDE nodes.inc\nINCLUDE edges.inc\nVARS ALL_NODES seed=\"7\"\n",
        "nodes.inc": "JOB A uses.sub\nJOB B uses.sub\nVARS A infile=\"a\"\nVARS B infile=\"b\"\n",
        "edges.inc": "PARENT A CHILD B\n",
    },
    "sub-DAG": {"main.dag": "SUBDAG EXTERNAL Inner inner.dag DIR in\nJOB After a.sub\nPARENT Inner CHILD After\n",
                "in/inner.dag": "JOB X a.sub\n", "in/a.sub": SUB},
    "special nodes": {"main.dag": (
        "PROVISIONER P a.sub\nSERVICE Watch a.sub\nJOB A a.sub\nFINAL Cleanup a.sub\n"
        "SCRIPT PRE Cleanup pre.sh $DAG_STATUS $FAILED_COUNT\n")},
    "inline and named descriptions": {"main.dag": (
        "SUBMIT-DESCRIPTION Sleep {\n    executable = /bin/sleep\n    arguments  = 1\n    queue\n}\n"
        "JOB A Sleep\nJOB B {\n    executable = /bin/true\n    # a comment inside\n    queue\n} NOOP\n"
        "FINAL F @=END\nexecutable = /bin/true\nqueue\n@END\nPARENT A CHILD B\n")},
    "scripts with every macro": {"main.dag": (
        "JOB A a.sub\n"
        "SCRIPT PRE A pre.sh $NODE $JOB $RETRY $MAX_RETRIES $DAG_STATUS $FAILED_COUNT $FUTILE_COUNT $DONE_COUNT "
        "$QUEUED_COUNT $NODE_COUNT $DAGID\n"
        "SCRIPT DEFER 4 30 POST A post.sh $JOBID $CLUSTERID $JOB_COUNT $SUCCESS $RETURN $EXIT_CODES "
        "$EXIT_CODE_COUNTS $EXIT_CODE_LIST $PRE_SCRIPT_RETURN $JOB_ABORT_COUNT\n"
        "SCRIPT DEBUG hold.log ALL HOLD A post.sh $JOB\nPRE_SKIP A 3\nRETRY A 2 UNLESS-EXIT 42\n"
        "ABORT-DAG-ON A 2 RETURN 1\n")},
    "VARS of every form": {"main.dag": (
        "JOB A uses.sub\nJOB B uses.sub\n"
        "VARS A infile=\"in file.dat\" seed=\"1\"\n"
        "VARS B PREPEND infile='single' seed=2\n"
        "VARS B APPEND +JobTag=\"\\\"x\\\"\" My.Other=\"1\"\n"
        "VARS ALL_NODES escaped=\"say \\\"hi\\\" \\\\ ok\"\n")},
    "throttles": {"main.dag": (
        "JOB A a.sub\nJOB B a.sub\nCATEGORY A fast\nCATEGORY B fast\nMAXJOBS fast 1\nPRIORITY A 10\n"
        "PRIORITY B -5\nTOLERANCE A 10% FAIL-FAST\n")},
    "output files and settings": {"main.dag": (
        "JOB A a.sub\nDOT dag.dot UPDATE DONT-OVERWRITE\nNODE_STATUS_FILE status.txt 30 ALWAYS-UPDATE\n"
        "JOBSTATE_LOG jobstate.log\nSAVE_POINT_FILE A\nSET_JOB_ATTR Department = \"Physics\"\n"
        "ENV SET A=1;B=2\nENV GET PATH HOME\nCONFIG dagman.config\n"),
        "dagman.config": "DAGMAN_MAX_JOBS_SUBMITTED = 10\n"},
    "done and noop nodes": {"main.dag": "JOB A a.sub DONE\nJOB B nothing.sub NOOP\nJOB C a.sub\nDONE C\n"},
    "continuation lines and comments": {"main.dag": (
        "// a DAG\n# with comments\nJOB A a.sub \\\n    DIR .\nPARENT A \\\n# between\n   CHILD B\nJOB B a.sub\n")},
    "node directories": {"main.dag": "JOB A a.sub DIR work\nSCRIPT PRE A pre.sh\n", "work/a.sub": SUB,
                         "work/pre.sh": ""},
}


@pytest.mark.parametrize("shape", sorted(SHAPES))
def test_valid_dag_raises_nothing(tmp_path: Path, shape: str) -> None:
    assert findings(tmp_path, {**FILES, **SHAPES[shape]}) == []


@pytest.mark.parametrize("shape, name", [
    ("includes", "nodes.inc"), ("includes", "edges.inc"),
    ("splices with DIR, nested, reused", "left/diamond.dag"),
    ("splices with DIR, nested, reused", "left/deeper/inner.dag"),
])
def test_valid_included_and_spliced_files_raise_nothing_on_their_own_either(tmp_path: Path, shape: str,
                                                                            name: str) -> None:
    assert findings(tmp_path, {**FILES, **SHAPES[shape]}, name) == []
