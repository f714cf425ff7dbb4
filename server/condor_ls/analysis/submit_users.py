"""What uses a submit file without submitting it on its own.

A submit file with no ``queue`` statement is usually a fragment: the ``include : common.sub``
of other submit files, of a DAG's inline description (``JOB name { ... }``) or of a
``SUBMIT-DESCRIPTION``, or the file a DAG node runs (HTCondor 25's condor_dagman submits a
node's file itself and queues one job when it has no queue statement:
``DirectSubmit::SubmitInternal`` in ``src/condor_dagman/dagman_submit.cpp`` hands the empty
queue arguments to ``SubmitStepFromQArgs::init``; 24.0's refuses it with "no QUEUE
statement"). The files looked at are those of the submit file's directory, of the one above
it and of the directories just below it (``include : ../common.sub``); an include is resolved,
as condor_submit resolves it, against the directory it runs in (the including file's own, or
the DAG's or its node's). Only files whose text names the file are read as submit files or
DAGs.
"""
from __future__ import annotations

import os
import re
import stat
import threading
from collections import OrderedDict
from functools import lru_cache
from dataclasses import dataclass, field

from ..syntax.detect import FOREIGN_SUFFIXES, language_from_name, sniff
from ..syntax.document import Document
from ..syntax.languages import LanguageId
from .context import AnalysisContext

__all__ = ["Use", "users"]

#: files looked at around a submit file (HTCondor's own test directory holds about 1,700)
MAX_FILES = 4096
#: larger files are no submit files or DAGs someone includes a fragment from
MAX_BYTES = 1024 * 1024
#: directories below the submit file's looked into
MAX_SUBDIRECTORIES = 64
#: an include line, before the submit reader confirms it
_INCLUDE = re.compile(r"^[ \t]*include\b", re.IGNORECASE | re.MULTILINE)


@dataclass(frozen=True)
class Use:
    """A file that uses the submit file: ``include`` (a submit file includes it),
    ``dag-include`` (a DAG's inline or named description includes it) or ``dag-node`` (a DAG
    node runs it); ``line`` is 0-based. ``text`` is the submit text the include sits in (the
    including file's, or the description's; empty for a node), ``given`` the lower-cased macro
    names condor_dagman gives it (the VARS of the nodes that submit it and DAGMan's own names;
    empty for a plain include): what the fragment's ``$(NAME)`` may refer to."""

    path: str
    kind: str
    line: int
    text: str = field(default="", compare=False, repr=False)
    given: frozenset[str] = field(default=frozenset(), compare=False, repr=False)


def users(path: str, context: AnalysisContext, *, version: str = "25") -> list[Use]:
    """The files around ``path`` that include it or run it as a DAG node's submit file (a
    node counts only for HTCondor 25's condor_dagman, which queues one job for it). Memoised
    per analysis."""
    key = f"submit-users:{path}:{version}"
    found = context.memo.get(key)
    if isinstance(found, list):
        return found
    out: list[Use] = []
    name = os.path.basename(path)
    for candidate, stamp in _around(path, context):
        context.check_cancelled()
        if not _mentions(candidate, stamp, name, context):
            continue
        text = context.read_text(candidate)
        if text is None:
            continue
        language = language_from_name(candidate) or sniff(text)
        if language is LanguageId.SUBMIT and _INCLUDE.search(text):
            out += [Use(candidate, "include", line, text)
                    for line in _includes(text, candidate, os.path.dirname(candidate), path)]
        elif language is LanguageId.DAG:
            out += _dag_uses(candidate, path, context, version)
    context.memo[key] = out
    return out


#: (path, modification time, size, name) -> whether the file's text holds the name: a fragment's
#: users are looked for on every analysis of it, among up to thousands of files, most of which
#: never change (an open buffer is always read afresh)
_MENTIONS: OrderedDict[tuple[str, int, int, str], bool] = OrderedDict()
_MENTIONS_LIMIT = 65536
_MENTIONS_LOCK = threading.Lock()


def _mentions(candidate: str, stamp: tuple[int, int] | None, name: str, context: AnalysisContext) -> bool:
    """Whether ``candidate``'s text (an open buffer's, else the disk's) holds ``name``."""
    if stamp is None or context.open_document(candidate) is not None:
        text = context.read_text(candidate)
        return text is not None and name in text
    key = (candidate, stamp[0], stamp[1], name)
    with _MENTIONS_LOCK:
        known = _MENTIONS.get(key)
        if known is not None:
            _MENTIONS.move_to_end(key)
    if known is not None:
        context.depend_on(candidate)
        return known
    text = context.read_text(candidate)
    found = text is not None and name in text
    with _MENTIONS_LOCK:
        _MENTIONS[key] = found
        while len(_MENTIONS) > _MENTIONS_LIMIT:
            _MENTIONS.popitem(last=False)
    return found


@lru_cache(maxsize=8192)
def _may_be_submit_or_dag(entry: str) -> bool:
    """Whether a file name leaves room for a submit file or DAG (a name of no language
    counts: its content decides)."""
    if entry.rpartition(".")[2].lower() in FOREIGN_SUFFIXES:
        return False
    return language_from_name(entry) in (None, LanguageId.SUBMIT, LanguageId.DAG)


def _around(path: str, context: AnalysisContext) -> list[tuple[str, tuple[int, int] | None]]:
    """Files of ``path``'s directory, of the one above and of those just below that may be
    submit files or DAGs, with their (modification time, size)."""
    here = os.path.dirname(path)
    folders = [here, os.path.dirname(here)]
    out: list[tuple[str, tuple[int, int] | None]] = []
    index = 0
    while index < len(folders) and len(out) < MAX_FILES:
        folder = folders[index]
        index += 1
        if folder in folders[:index - 1]:
            continue
        for entry in context.list_dir(folder) or []:
            full = os.path.join(folder, entry)
            if full == path:
                continue
            try:
                info = os.stat(full)
            except OSError:  # gone, or a buffer not saved yet
                info = None
            if info is not None and stat.S_ISDIR(info.st_mode):
                if folder == here and len(folders) < MAX_SUBDIRECTORIES + 2:
                    folders.append(full)
                continue
            if not _may_be_submit_or_dag(entry) or (info is not None and info.st_size > MAX_BYTES):
                continue
            out.append((full, None if info is None else (info.st_mtime_ns, info.st_size)))
            if len(out) >= MAX_FILES:
                break
    return out


def _includes(text: str, where: str, base: str, path: str) -> list[int]:
    """0-based lines of submit text ``text`` (read from ``where``) whose include names
    ``path`` when resolved against ``base``."""
    from ..submit.directives import read_submit

    document = Document.parse(where, LanguageId.SUBMIT, text)
    source = document.source
    lines = []
    for include in read_submit(document).includes:
        if include.command:
            continue
        if _names(include.target.text.strip(), base, path):
            lines.append(source.count(b"\n", 0, include.range[0]))
    return lines


def _names(target: str, base: str, path: str) -> bool:
    """Whether an include of ``target`` from ``base`` reads ``path``. A name built from
    macros is taken to name it when its last part is the file's name (its value is known
    only when condor_submit runs; missing a use would be a false alarm)."""
    if not target:
        return False
    if "$" in target:
        return os.path.basename(target.rpartition(")")[2]) == os.path.basename(path)
    full = target if os.path.isabs(target) else os.path.join(base, target)
    if os.path.normpath(full) == path:
        return True
    tail = os.path.normpath(target)
    return not tail.startswith("..") and not os.path.isabs(tail) and path.endswith(os.sep + tail)


def _dag_uses(dag_path: str, path: str, context: AnalysisContext, version: str) -> list[Use]:
    from ..dag import DAGMAN_MACROS
    from .dags.view import load

    dag = load(dag_path, context)
    out: list[Use] = []
    # inline description (by identity) -> (file, cwd, names its nodes' VARS give)
    inlines: dict[int, tuple[object, str, str, set[str]]] = {}
    for node in dag.nodes.values():
        inline = node.inline
        if inline is None and node.submit in dag.descriptions:
            inline = dag.descriptions[node.submit].inline
        if inline is not None:
            entry = inlines.setdefault(id(inline), (inline, node.file, dag.node_cwd(node), set()))
            entry[3].update(dag.macros_for(node))
        elif version != "24.0" and not node.noop and dag.submit_path(node) == path:
            span = node.submit_span or node.name_span
            given = frozenset(DAGMAN_MACROS) | frozenset(dag.macros_for(node))
            out.append(Use(node.file, "dag-node", _line(node.file, span.start, context) if span else 0, given=given))
    for description in dag.descriptions.values():  # a description no node submits yet
        inlines.setdefault(id(description.inline), (description.inline, description.file, dag.cwd, set()))
    for inline, file, cwd, given in inlines.values():
        out += _inline_uses(inline, str(file), cwd, path, frozenset(DAGMAN_MACROS) | frozenset(given), context)
    return out


def _inline_uses(inline, file: str, cwd: str, path: str, given: frozenset[str],  # type: ignore[no-untyped-def]
                 context: AnalysisContext) -> list[Use]:
    if not _INCLUDE.search(inline.text):
        return []
    if not _includes(inline.text, file, cwd, path):
        return []
    return [Use(file, "dag-include", _line(file, inline.body_start, context), inline.text, given)]


def _line(file: str, offset: int, context: AnalysisContext) -> int:
    text = context.read_text(file)
    return 0 if text is None else text.encode("utf-8", "surrogatepass")[:offset].count(b"\n")
