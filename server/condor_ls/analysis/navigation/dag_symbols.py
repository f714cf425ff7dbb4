"""The outline of a DAG file: its nodes (with what they run and the nodes they wait for),
splices, submit descriptions and includes, in file order.

The lines are read from the document itself; the parents come from the DAG model (so a
dependency written in an included file, or one that goes through a splice, is shown), which
is only read when a context is given.
"""
from __future__ import annotations

import logging

from ...dag import Dag, Node
from ...dag import commands as c
from ...dag.keywords import Cmd
from ...dag.reader import read_document
from ...syntax.document import Document
from ..context import AnalysisCancelled, AnalysisContext, uri_to_path
from ..dags.kept import editor_dag
from ..model import TextRange
from .dag_places import places
from .symbols import MAX_NAME, Symbol

log = logging.getLogger(__name__)

#: parents named in a node's detail at most
MAX_PARENTS = 6


def _short(text: str) -> str:
    text = " ".join(text.split())
    return text if len(text) <= MAX_NAME else text[:MAX_NAME - 1] + "…"


def _defined_here(dag: Dag | None, path: str) -> dict[int, Node]:
    """The nodes this file defines, by the offset of their name."""
    if dag is None:
        return {}
    return {r.span.start: r.target for r in places(dag).names_in(path) if r.definition and isinstance(r.target, Node)}


def _parents(dag: Dag | None, defined: dict[int, Node], statement: c.NodeStatement) -> str:
    if dag is None or statement.name is None:
        return ""
    node = defined.get(statement.name.start)
    if node is None:
        return ""
    names = [p.local_name if p.splices == node.splices else p.name for p in dag.parents(node)]
    if not names:
        return ""
    shown = ", ".join(names[:MAX_PARENTS]) + (f" and {len(names) - MAX_PARENTS} more" if len(names) > MAX_PARENTS else "")
    return f"after {shown}"


def _node(statement: c.NodeStatement, dag: Dag | None, defined: dict[int, Node]) -> Symbol | None:
    name = statement.name
    if name is None:
        return None
    if statement.inline is not None:
        runs = "inline description"
    else:
        runs = statement.submit.text if statement.submit is not None else ""
    parts = [] if statement.cmd is Cmd.JOB else [statement.cmd.value if statement.cmd else ""]
    parts += [p for p in (runs, _parents(dag, defined, statement)) if p]
    flags = [word for word, token in (("NOOP", statement.noop), ("DONE", statement.done)) if token is not None]
    return Symbol(name.text, "node", TextRange(statement.start, statement.end), TextRange(name.start, name.end),
                  _short(" · ".join(parts + flags)))


def _splice(statement: c.SpliceStatement) -> Symbol | None:
    if statement.name is None:
        return None
    detail = statement.dag.text if statement.dag is not None else ""
    if statement.directory is not None:
        detail += f" (DIR {statement.directory.text})"
    return Symbol(statement.name.text, "module", TextRange(statement.start, statement.end),
                  TextRange(statement.name.start, statement.name.end), _short(detail))


def _description(statement: c.DescriptionStatement) -> Symbol | None:
    if statement.name is None:
        return None
    return Symbol(statement.name.text, "description", TextRange(statement.start, statement.end),
                  TextRange(statement.name.start, statement.name.end), "SUBMIT-DESCRIPTION")


def _include(statement: c.FileStatement) -> Symbol | None:
    token = statement.file
    if token is None:
        return None
    return Symbol(_short(f"INCLUDE {token.text}"), "file", TextRange(statement.start, statement.end),
                  TextRange(token.start, token.end))


def document_symbols(document: Document, context: AnalysisContext | None = None) -> list[Symbol]:
    """Nodes, splices, submit descriptions and includes of a DAG document, in file order."""
    path = uri_to_path(document.uri)
    dag: Dag | None = None
    if context is not None:
        try:
            dag = editor_dag(document, context)
        except AnalysisCancelled:
            return []
        except Exception:
            log.exception("could not read the DAG of %s", document.uri)
    out: list[Symbol] = []
    defined = _defined_here(dag, path)
    for statement in read_document(document, path).statements:
        found: Symbol | None = None
        if isinstance(statement, c.NodeStatement):
            found = _node(statement, dag, defined)
        elif isinstance(statement, c.SpliceStatement):
            found = _splice(statement)
        elif isinstance(statement, c.DescriptionStatement):
            found = _description(statement)
        elif isinstance(statement, c.FileStatement) and statement.cmd is Cmd.INCLUDE:
            found = _include(statement)
        if found is not None:
            out.append(found)
    return out
