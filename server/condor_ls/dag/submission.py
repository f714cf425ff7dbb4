"""What condor_dagman hands condor_submit for a node: the hook for producing a node's job ads.

``DagSubmit::InitVars`` (``src/condor_dagman/dagman_submit.cpp``) builds, for each submission of
a node, a list of ``name=value`` variables passed to condor_submit, each either before the
submit description is read (``-a`` is not given: prepended) or after it (appended), and the
submission runs in the node's directory with the node's submit file or inline description.
:func:`submission` gives that list as it would be on the node's first try (values that exist
only while the DAG runs get the value they have then, or are left out and named in
``unknown``), so a submit-file evaluator (``condor-ls submit``) can produce the node's job ads
with its VARS applied: :func:`job_ads` hands the submission to :mod:`condor_ls.submit.jobads`
(``build_job_ads`` with ``SubmitOptions.dag_vars``), which makes the ads; nothing here models
condor_submit.
"""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field, replace
from typing import Any

from ..safe_read import read_text as read_regular_file
from .model import Dag, Node, NodeKind


@dataclass(frozen=True)
class Variable:
    name: str
    value: str
    #: True: given after the submit description is read (``-a name=value``); False: before
    append: bool


@dataclass(frozen=True)
class Submission:
    """One node's submission as condor_dagman starts it."""

    node: str
    #: the directory condor_submit runs in
    cwd: str
    #: the submit file (absolute), or None for an inline or named description
    submit_file: str | None
    #: the description's text when it is inline or a SUBMIT-DESCRIPTION
    description: str | None
    variables: tuple[Variable, ...]
    #: variables condor_dagman sets that only the running DAG knows (``DAGManJobId``, batch
    #: name and id, accounting group from the command line ...): left out of ``variables``
    unknown: tuple[str, ...] = field(default=())


def submission(dag: Dag, node: Node) -> Submission | None:
    """The first submission of ``node`` (None for nodes condor_dagman never submits: NOOP and
    DONE nodes, join nodes, SUBDAG nodes, whose job is a condor_dagman of their own)."""
    if node.noop or node.done or node.kind in (NodeKind.JOIN, NodeKind.SUBDAG):
        return None
    cwd = dag.node_cwd(node)
    submit_file = dag.submit_path(node)
    description = None
    if node.inline is not None:
        description = node.inline.text
    elif node.submit is not None and node.submit in dag.descriptions:
        description = dag.descriptions[node.submit].inline.text
    # Node::PrintParents: its parents as condor_dagman holds them (a join node if it has one)
    parents = ",".join(p.name for p in node.parents)
    # DagSubmit::InitVars, in its order; the DAG is not running yet: status 0, no failures
    variables = [
        Variable("JOB", node.name, False),
        Variable("RETRY", "0", False),
        Variable("DAG_STATUS", "0", False),
        Variable("FAILED_COUNT", "0", False),
    ]
    if parents:
        variables.append(Variable("DAG_PARENT_NAMES", parents, False))
    variables.append(Variable("MY.DAGParentNodeNames", '"$(DAG_PARENT_NAMES)"', False))
    priority = node.priority.value if node.priority is not None else 0
    if priority:
        variables.append(Variable("priority", str(priority), False))
    variables += [
        Variable("dag_node_name", node.name, True),
        Variable("submit_event_notes", f"DAG Node: {node.name}", True),
    ]
    if node.kind is NodeKind.SERVICE:
        variables.append(Variable("My.DAGLifetimeJob", "true", True))
    variables += [Variable(var.name, var.value, not var.prepend) for var in node.vars]
    return Submission(node.name, cwd, None if description is not None else submit_file, description,
                      tuple(variables), ("DAGManJobId", "dagman_log", "My.DAGManWorkflowMask", "batch_name",
                                         "batch_id"))


def submissions(dag: Dag) -> list[Submission]:
    """Every node's first submission, in condor_dagman's node order."""
    out = []
    for node in list(dag.node_order) + [n for n in dag.nodes.values() if n.kind is NodeKind.SERVICE]:
        found = submission(dag, node)
        if found is not None:
            out.append(found)
    return out


#: the largest submit file a node's job ads are made from
_MAX_SUBMIT_BYTES = 64 * 1024 * 1024


def _read(path: str) -> str | None:
    return read_regular_file(path, _MAX_SUBMIT_BYTES)


def job_ads(dag: Dag, node: Node, options: Any = None,
            read_text: Callable[[str], str | None] = _read) -> Any:
    """The job ads condor_submit would make for ``node``'s first submission: its submit file
    (or description) built by :func:`condor_ls.submit.jobads.build_job_ads` in the node's
    directory with condor_dagman's variables as ``dag_vars``. ``options`` is a
    ``SubmitOptions`` whose other fields are kept (version, config ...). None when the node is
    never submitted or its submit file cannot be read."""
    from ..submit.jobads import DagVar, SubmitOptions, build_job_ads

    found = submission(dag, node)
    if found is None:
        return None
    text = found.description if found.description is not None else (
        read_text(found.submit_file) if found.submit_file is not None else None)
    if text is None:
        return None
    base = options if options is not None else SubmitOptions()
    settings = replace(base, cwd=found.cwd,
                       dag_vars=tuple(DagVar(v.name, v.value, v.append) for v in found.variables))
    path = found.submit_file or f"{node.name}-inline.submit"
    return build_job_ads(text, path, settings)
