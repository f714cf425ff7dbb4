"""What a DAGMan input file tells about the submit files it runs.

condor_dagman submits each node's submit file with extra macros: the ``VARS`` lines of the DAG
(``VARS A infile="a.dat"``, or ``VARS ALL_NODES ...`` for every node) and a few names of its own
(``JOB``, ``RETRY``, ``DAGManJobId`` ...). A submit file written for a DAG therefore uses macros
it never defines itself; this module reads a DAG file's node and ``VARS`` lines (nothing else of
the DAG language) so that the submit rules can tell those macros from typos.
"""
from __future__ import annotations

import posixpath
import re
from dataclasses import dataclass
from functools import lru_cache

#: node lines naming a submit file: ``JOB name file [DIR dir] [NOOP] [DONE]`` and the special
#: nodes that take one (``FINAL``, ``PROVISIONER``, ``SERVICE``)
_NODE = re.compile(r"^[ \t]*(?:JOB|FINAL|PROVISIONER|SERVICE)[ \t]+(\S+)[ \t]+(\S+)(.*)$", re.I | re.M)
_DIR = re.compile(r"\bDIR[ \t]+(\S+)", re.I)
#: ``SPLICE name file [DIR dir]``: another DAG whose nodes join this one as ``name+node``
_SPLICE = re.compile(r"^[ \t]*SPLICE[ \t]+(\S+)[ \t]+(\S+)(.*)$", re.I | re.M)
#: ``VARS node|ALL_NODES [PREPEND|APPEND] name="value" ...``
_VARS = re.compile(r"^[ \t]*VARS[ \t]+(\S+)[ \t]+(.*)$", re.I | re.M)
_VAR_NAME = re.compile(r"""([^\s="]+)[ \t]*=[ \t]*"(?:[^"\\]|\\.)*\"""")
#: the node name VARS use for every node of the DAG
ALL_NODES = "ALL_NODES"
#: lower-cased; the names DAGMan defines in every node's submission besides the VARS
#: (condor_dagman's dagman_submit.cpp: the node name, retry count, DAG status, parents, the
#: DAGMan job's cluster id and the node name under the submit key it sets)
DAGMAN_MACROS: frozenset[str] = frozenset({
    "job", "retry", "dag_status", "failed_count", "dag_parent_names", "dagmanjobid", "dag_node_name",
})
#: a DAG file larger than this is not read for VARS
MAX_DAG_BYTES = 4 * 1024 * 1024


@dataclass(frozen=True)
class Dag:
    #: node name -> submit file as written, resolved against the node's DIR (posix separators)
    nodes: tuple[tuple[str, str], ...]
    #: node name (or ALL_NODES) -> names of the macros its VARS lines define
    variables: tuple[tuple[str, frozenset[str]], ...]
    #: splice name -> its DAG file, resolved against the splice's DIR
    splices: tuple[tuple[str, str], ...] = ()

    def defined_for(self, node_names: frozenset[str]) -> frozenset[str]:
        """Macro names the VARS lines give any of ``node_names`` (or every node)."""
        out: set[str] = set()
        for node, names in self.variables:
            if node in node_names or node.upper() == ALL_NODES:
                out.update(names)
        return frozenset(out)


@lru_cache(maxsize=256)
def read_dag(text: str) -> Dag:
    """The node and VARS lines of a DAG file's text (other statements are ignored)."""
    text = text[:MAX_DAG_BYTES]
    nodes = [_with_dir(match) for match in _NODE.finditer(text)]
    splices = [_with_dir(match) for match in _SPLICE.finditer(text)]
    variables: dict[str, set[str]] = {}
    for match in _VARS.finditer(text):
        names = {m.group(1).lower() for m in _VAR_NAME.finditer(match.group(2))}
        variables.setdefault(match.group(1), set()).update(names)
    return Dag(tuple(nodes), tuple((node, frozenset(names)) for node, names in variables.items()), tuple(splices))


def _with_dir(match: re.Match[str]) -> tuple[str, str]:
    """(name, file) of a node or splice line, the file joined to the line's DIR."""
    name, written, rest = match.group(1), match.group(2), match.group(3)
    folder = _DIR.search(rest)
    path = posixpath.join(folder.group(1), written) if folder and not written.startswith("/") else written
    return name, path.replace("\\", "/")


def nodes_running(dag: Dag, dag_dir: str, submit_path: str) -> frozenset[str]:
    """Names of the nodes of ``dag`` (a file in ``dag_dir``) whose submit file is
    ``submit_path`` (relative node paths are read from the DAG's directory)."""
    return _named(dag.nodes, dag_dir, submit_path)


def splices_of(dag: Dag, dag_dir: str, dag_path: str) -> frozenset[str]:
    """Names under which ``dag`` (a file in ``dag_dir``) splices the DAG file ``dag_path``."""
    return _named(dag.splices, dag_dir, dag_path)


def _named(entries: tuple[tuple[str, str], ...], base: str, wanted: str) -> frozenset[str]:
    target = posixpath.normpath(wanted.replace("\\", "/"))
    base = base.replace("\\", "/")
    return frozenset(name for name, written in entries
                     if posixpath.normpath(written if posixpath.isabs(written) else posixpath.join(base, written))
                     == target)
