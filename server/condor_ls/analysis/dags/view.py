"""The DAG a document belongs to.

A DAG file is usually its own DAG. A file that another DAG nearby INCLUDEs or SPLICEs is read
as part of that DAG instead: an included file names nodes of the DAG that includes it, and a
spliced file's paths are resolved against the directory condor_dagman reads the splice in, so
judging either on its own would report names and files that are fine. The DAGs looked for are
the ``*.dag`` files of the document's directory and of the one above it.
"""
from __future__ import annotations

import os
import re

from ...dag import Dag, DagFile, load_dag
from ...dag.keywords import Cmd
from ...dag.reader import read_document, read_text
from ...syntax.document import Document
from ...syntax.languages import LanguageId
from ..context import AnalysisContext, uri_to_path

#: a rescue DAG condor_dagman writes beside a DAG that failed: ``<dag>.rescue<NNN>``
_RESCUE = re.compile(r"(.+)\.rescue\d{3}")
#: how many DAGs up a chain of files that include or splice each other is followed
MAX_NESTING = 8
#: DAG files looked at around a document to find one that includes or splices it (HTCondor's
#: own test directory holds about 210)
MAX_NEIGHBOURS = 512


class ContextFiles:
    """:class:`condor_ls.dag.Files` through an analysis context: open buffers first, every file
    looked at recorded as a dependency, existence answers kept for the analysis."""

    def __init__(self, context: AnalysisContext, document: Document | None = None) -> None:
        self.context = context
        self.document = document
        self.path = uri_to_path(document.uri) if document is not None else None
        self._exists: dict[str, bool] = {}
        self._dirs: dict[str, bool] = {}

    def dag_file(self, path: str) -> DagFile | None:
        if self.document is not None and path == self.path:
            return read_document(self.document, path)
        open_document = self.context.open_document(path)
        if open_document is not None and open_document.language is LanguageId.DAG:
            self.context.depend_on(path)
            return read_document(open_document, path)
        text = self.context.read_text(path)
        return None if text is None else read_text(path, text)

    def exists(self, path: str) -> bool:
        found = self._exists.get(path)
        if found is None:
            self.context.depend_on(path)
            found = self._exists[path] = self.context.open_document(path) is not None or os.path.exists(path)
        return found

    def is_dir(self, path: str) -> bool:
        found = self._dirs.get(path)
        if found is None:
            self.context.depend_on(path)
            found = self._dirs[path] = os.path.isdir(path)
        return found


def dag_of(document: Document, context: AnalysisContext) -> Dag:
    """The DAG whose problems and names the document shows: the DAG of the outermost nearby
    file that includes or splices it (through other files if need be), else its own. Kept in
    the analysis memo."""
    path = uri_to_path(document.uri)
    key = f"dag:{path}"
    found = context.memo.get(key)
    if isinstance(found, Dag):
        return found
    files = ContextFiles(context, document)
    rescued = _RESCUE.fullmatch(path)
    if rescued is not None and files.dag_file(rescued.group(1)) is not None:
        # a rescue DAG is read after the DAG it rescues, into the same DAG
        dag = load_dag(rescued.group(1), files, rescue=path, rescue_file=files.dag_file(path))
        context.memo[key] = dag
        return dag
    chain = [path]
    for _ in range(MAX_NESTING):
        up = _including_root(chain[-1], files, context, chain)
        if up is None:
            break
        chain.append(up)
    dag = None
    for root in reversed(chain[1:]):
        candidate = load_dag(root, files)
        if path in candidate.files:
            dag = candidate
            break
    if dag is None:
        dag = load_dag(path, files, files.dag_file(path))
    context.memo[key] = dag
    return dag


def load(path: str, context: AnalysisContext) -> Dag:
    """The DAG of the DAG file ``path`` on its own, as read (no checks run; memoised per
    analysis)."""
    key = f"dag-file:{path}"
    found = context.memo.get(key)
    if isinstance(found, Dag):
        return found
    checked = context.memo.get(f"dag:{path}")
    if isinstance(checked, Dag) and checked.path == path and checked.cwd == os.path.dirname(path):
        # this analysis read the same DAG already, with its checks (a document's own DAG): the
        # same nodes, no second build
        context.memo[key] = checked
        return checked
    files = ContextFiles(context)
    dag = load_dag(path, files, checks=False)
    context.memo[key] = dag
    return dag


def neighbours(path: str, context: AnalysisContext) -> list[str]:
    """The ``*.dag`` files of ``path``'s directory and of the one above (``path`` excluded)."""
    here = os.path.dirname(path)
    out: list[str] = []
    for folder in dict.fromkeys((here, os.path.dirname(here))):
        for entry in context.list_dir(folder) or []:
            if entry.lower().endswith(".dag"):
                full = os.path.join(folder, entry)
                if full != path:
                    out.append(full)
                if len(out) >= MAX_NEIGHBOURS:
                    return out
    return out


def _including_root(path: str, files: ContextFiles, context: AnalysisContext, skip: list[str]) -> str | None:
    """A nearby DAG file one of whose INCLUDE or SPLICE lines names ``path``: the name written
    (joined to the splice's DIR) is the end of ``path``. condor_dagman resolves it against the
    directory it runs in, which is known only once the outermost DAG is found, so the caller
    checks the match by reading that DAG."""
    name = os.path.basename(path)
    for candidate in neighbours(path, context):
        if candidate in skip:
            continue
        context.check_cancelled()
        text = context.read_text(candidate)
        if text is None or name not in text:
            continue  # cannot name the file: not parsed
        dag_file = files.dag_file(candidate)
        if dag_file is None:
            continue
        base = os.path.dirname(candidate)
        for statement in dag_file.statements:
            cmd = statement.cmd
            written = None
            if cmd is Cmd.INCLUDE:
                file = getattr(statement, "file", None)
                written = file.text if file is not None else None
            elif cmd is Cmd.SPLICE:
                dag = getattr(statement, "dag", None)
                folder = getattr(statement, "directory", None)
                if dag is not None:
                    written = os.path.join(folder.text, dag.text) if folder is not None else dag.text
            if written and _names(path, base, written):
                return candidate
    return None


def _names(path: str, base: str, written: str) -> bool:
    if os.path.isabs(written):
        return os.path.normpath(written) == path
    if os.path.normpath(os.path.join(base, written)) == path:
        return True
    tail = os.path.normpath(written)
    return not tail.startswith("..") and path.endswith(os.sep + tail)
