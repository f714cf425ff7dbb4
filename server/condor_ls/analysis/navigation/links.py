"""Document links in condor_config files: ``include`` targets and the files and directories
named by ``LOCAL_CONFIG_FILE`` / ``LOCAL_CONFIG_DIR``; in submit files, ``include`` targets and
``queue ... from FILE`` item files.

Paths are resolved as the config reader resolves them: macros expanded in the config set,
relative paths taken from the directory of the set's root file. Only paths that exist become
links (a file that can be read, a directory that can be listed), checked through the context.
"""
from __future__ import annotations

import logging
import os
import re
from dataclasses import dataclass

from tree_sitter import Node

from ...config.model import Definition
from ...syntax.document import Document
from ...syntax.languages import LanguageId
from ...syntax.nodes import find_nodes
from ..configview.view import ConfigView, config_view, expansion_too_big
from ..context import AnalysisCancelled, AnalysisContext, path_to_uri, uri_to_path
from ..model import TextRange

log = logging.getLogger(__name__)

#: knobs whose value lists config files (False) or directories (True)
PATH_KNOBS: dict[str, bool] = {"local_config_file": False, "local_config_dir": True}
#: links returned at most
MAX_LINKS = 1000
_LIST_SPLIT = re.compile(r"[,\s]+")
_LIST_ITEM = re.compile(r"[^,\s]+")


@dataclass(frozen=True)
class Link:
    range: TextRange
    target: str  # a file: URI
    tooltip: str = ""


def _text(document: Document, node: Node) -> str:
    return document.source[node.start_byte:node.end_byte].decode("utf-8", "replace")


def _resolve(view: ConfigView, path: str) -> str:
    """Where the reader reads ``path``: relative to the root's directory, and for a set kept in a
    repository, in the repository (``/etc/condor/config.d`` beside the root)."""
    base = os.path.dirname(view.root) or "."
    full = os.path.normpath(path if os.path.isabs(path) else os.path.join(base, path))
    return view.relocation.locate(full) if view.relocation is not None else full


def _exists(path: str, directory: bool, context: AnalysisContext) -> bool:
    if directory:
        return context.list_dir(path) is not None
    return not os.path.isdir(path) and context.read_text(path) is not None


def _expanded(view: ConfigView, text: str) -> str | None:
    """``text`` with its macros expanded in the config set (None when that is too costly)."""
    if "$" not in text:
        return text
    if expansion_too_big(view, text):
        return None
    return view.configset.expand_text(text, track=False).value


def _include_links(view: ConfigView, document: Document, context: AnalysisContext) -> list[Link]:
    records = {}
    for record in view.configset.includes:
        if record.origin is not None and view.is_here(record.origin) and record.kind in ("file", "into"):
            records.setdefault(view.row_of(record.origin), record)
    out = []
    for node in find_nodes(document.tree, ("include",)):
        target = node.child_by_field_name("target")
        if target is None or node.child_by_field_name("command") is not None:
            continue
        record = records.get(node.start_point[0])
        if record is not None and record.resolved:
            path = os.path.normpath(record.resolved)
        else:  # not read (a false branch, or after a fatal error): resolve it the same way
            text = _expanded(view, _text(document, target))
            if not text:
                continue
            path = _resolve(view, text.strip())
        if _exists(path, False, context):
            out.append(Link(TextRange.of(target), path_to_uri(path), path))
    return out


def _definition_on(view: ConfigView, name: str, line: int) -> Definition | None:
    for definition in view.configset.history(name):
        if view.is_here(definition.origin) and definition.origin is not None and view.row_of(definition.origin) == line:
            return definition
    return None


def _knob_links(view: ConfigView, document: Document, context: AnalysisContext) -> list[Link]:
    out = []
    for node in find_nodes(document.tree, ("assignment",)):
        key = node.child_by_field_name("key")
        value = node.child_by_field_name("value")
        if key is None or value is None or key.child_by_field_name("prefix") is not None:
            continue
        name_node = key.child_by_field_name("name")
        name = _text(document, name_node).lower() if name_node is not None else ""
        directory = PATH_KNOBS.get(name)
        if directory is None:
            continue
        definition = _definition_on(view, name, node.start_point[0])
        raw = definition.value if definition is not None else _text(document, value)
        expanded = _expanded(view, raw)
        if expanded is None or "|" in expanded:
            continue  # a command's output is never read
        written = _text(document, value)
        spots = [(m.start(), m.end()) for m in _LIST_ITEM.finditer(written)]
        items = [i for i in _LIST_SPLIT.split(expanded) if i]
        for number, item in enumerate(items):
            path = _resolve(view, item)
            if not _exists(path, directory, context):
                continue
            if len(spots) == len(items):  # item by item, even when written with macros
                first, last = spots[number]
            else:
                first, last = 0, len(written)  # the list comes from macros: link the whole value
            start = value.start_byte + len(written[:first].encode("utf-8", "surrogatepass"))
            where = TextRange(start, start + len(written[first:last].encode("utf-8", "surrogatepass")))
            out.append(Link(where, path_to_uri(path), path))
    return out


def _submit_links(document: Document, context: AnalysisContext) -> list[Link]:
    """``include`` targets and ``queue ... from FILE`` item files of a submit file, taken
    relative to its directory as condor_submit does (names holding macros or ending in a
    command's ``|`` are skipped)."""
    base = os.path.dirname(uri_to_path(document.uri))
    out = []
    for node in find_nodes(document.tree, ("include", "queue_statement")):
        if node.type == "include":
            target = None if node.child_by_field_name("command") is not None else node.child_by_field_name("target")
        else:
            mode = node.child_by_field_name("mode")
            target = node.child_by_field_name("items") if mode is not None and _text(document, mode) == "from" else None
        if target is None or target.type != "value":
            continue
        name = _text(document, target).strip()
        if not name or "$" in name or name.endswith("|"):
            continue
        path = os.path.normpath(name if os.path.isabs(name) else os.path.join(base, name))
        if _exists(path, False, context):
            out.append(Link(TextRange.of(target), path_to_uri(path), path))
    return out


def document_links(document: Document, context: AnalysisContext) -> list[Link]:
    """Links of a config, submit or DAG document (ClassAd files have none)."""
    if document.language is LanguageId.DAG:
        from .dag import document_links as dag_links

        return [Link(where, target, tooltip) for where, target, tooltip in dag_links(document, context)]
    if document.language is LanguageId.SUBMIT:
        try:
            return _submit_links(document, context)[:MAX_LINKS]
        except AnalysisCancelled:
            return []
        except Exception:
            log.exception("document links failed for %s", document.uri)
            return []
    if document.language is not LanguageId.CONFIG:
        return []
    try:
        view = config_view(document, context)
        links = _include_links(view, document, context) + _knob_links(view, document, context)
        links.sort(key=lambda link: link.range)
        return links[:MAX_LINKS]
    except AnalysisCancelled:
        return []
    except Exception:  # links must never take the server down
        log.exception("document links failed for %s", document.uri)
        return []
