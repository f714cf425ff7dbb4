"""Completion in DAG files, from the words before the cursor on its (logical) line.

First word: the commands. After a command, what condor_dagman's parser reads at that place
(``src/condor_utils/dag_parser.cpp``): node names where a command takes a node (PARENT/CHILD,
SCRIPT, RETRY, ABORT-DAG-ON, VARS, PRIORITY, PRE_SKIP, TOLERANCE, CATEGORY, DONE,
SAVE_POINT_FILE, PIN_IN, PIN_OUT), with ``ALL_NODES`` where it is accepted (not for DONE,
SAVE_POINT_FILE, the pins and dependencies) and splice names where a splice may stand
(PARENT/CHILD, CONNECT); the sub-keywords of each command (DIR, NOOP, DONE, EXTERNAL, CHILD,
DEFER, DEBUG and the streams, the script types, UNLESS-EXIT, RETURN, PREPEND/APPEND,
FAIL-FAST/WAIT, the DOT and NODE_STATUS_FILE options, ENV's SET/GET); category and
submit-description names; files of the DAG's directory; after ``VARS node``, the macros the
node's submit file uses without defining; in a SCRIPT's arguments, the ``$`` macros
condor_dagman replaces. SET_JOB_ATTR takes no node (it sets an attribute of the DAGMan job).
Inside an inline submit description, submit-file completion.

Node names come from the DAG last read for this document (the names written in other files do
not change while the user types here) and from the document's current text.
"""
from __future__ import annotations

import os
import re
from collections.abc import Callable, Iterable

from ...dag import Node, NodeKind
from ...dag.keywords import (ALL_NODES, DAGMAN_MACROS, DEBUG_STREAMS, POST_SCRIPT_MACROS, SCRIPT_MACROS, SCRIPT_TYPES,
                             SUMMARY, Cmd, command_of, is_keyword)
from ...syntax.document import Document
from ...syntax.languages import LanguageId
from ..context import AnalysisContext, path_to_uri, uri_to_path
from ..dags.kept import editor_dag, latest
from ..model import TextRange
from .items import CompletionItem, CompletionList, replacing

#: a word as the lexer cuts it, roughly: a quoted run (maybe unclosed) or blank-free text
_WORDS = re.compile(r"\"(?:[^\"\\]|\\.)*\"?|'(?:[^'\\]|\\.)*'?|\S+")

#: the spelling completion offers per command (the manual's)
COMMAND_WORDS: dict[str, Cmd] = {
    ("ABORT-DAG-ON" if cmd is Cmd.ABORT_DAG_ON else "SUBMIT-DESCRIPTION" if cmd is Cmd.SUBMIT_DESCRIPTION
     else cmd.value): cmd for cmd in Cmd
} | {"WEAK": Cmd.PARENT}
#: commands whose node may be ALL_NODES (``FindAllNodes`` in parse.cpp); the others name one node
ALL_NODES_COMMANDS = frozenset({Cmd.SCRIPT, Cmd.RETRY, Cmd.ABORT_DAG_ON, Cmd.VARS, Cmd.PRIORITY, Cmd.PRE_SKIP,
                                Cmd.TOLERANCE, Cmd.CATEGORY})
#: commands whose first argument is a node
NODE_FIRST = ALL_NODES_COMMANDS - {Cmd.SCRIPT} | {Cmd.DONE, Cmd.SAVE_POINT_FILE, Cmd.PIN_IN, Cmd.PIN_OUT}
NODE_OPTIONS = ("DIR", "NOOP", "DONE")
SUBMIT_SUFFIXES = (".sub", ".submit", ".jdl", ".condor", ".cmd")
DAG_SUFFIXES = (".dag",)

Items = tuple[CompletionItem, ...]


def _keywords(words: Iterable[str], data_kind: str = "dag-keyword", sort: str = "2") -> Items:
    return tuple(CompletionItem(w, "keyword", data=(data_kind, w), sort_text=sort + w.lower()) for w in words)


def command_items() -> Items:
    return tuple(CompletionItem(word, "keyword", SUMMARY[cmd], data=("dag-command", cmd.value),
                                sort_text=("1" if cmd in (Cmd.PIN_IN, Cmd.PIN_OUT, Cmd.CONNECT) else "0") + word.lower())
                 for word, cmd in COMMAND_WORDS.items())


#: the lines that define a name, read by their first words (a quick scan of the text as it is
#: now: node, splice, description and category names written since the DAG was last read)
_DEFINING = re.compile(
    rb"^[ \t]*(JOB|FINAL|PROVISIONER|SERVICE|SUBDAG[ \t]+EXTERNAL|SPLICE|SUBMIT[-_]DESCRIPTION|CATEGORY|MAXJOBS)"
    rb"[ \t]+([^\s]+)(?:[ \t]+([^\s]+))?", re.IGNORECASE | re.MULTILINE)


class _Written:
    """The names this document's text defines now, by kind."""

    def __init__(self, source: bytes) -> None:
        self.nodes: dict[str, tuple[str, str]] = {}
        self.splices: list[str] = []
        self.descriptions: list[str] = []
        self.categories: list[str] = []
        for match in _DEFINING.finditer(source):
            word = match.group(1).upper().replace(b"-", b"_")
            name = match.group(2).decode("utf-8", "replace")
            second = (match.group(3) or b"").decode("utf-8", "replace")
            if word.startswith(b"SUBDAG"):
                self.nodes.setdefault(name, ("SUBDAG", second))
            elif word in (b"JOB", b"FINAL", b"PROVISIONER", b"SERVICE"):
                runs = "inline description" if second.startswith(("{", "@=")) else second
                self.nodes.setdefault(name, (word.decode(), runs))
            elif word == b"SPLICE":
                self.splices.append(name)
            elif word == b"SUBMIT_DESCRIPTION":
                self.descriptions.append(name)
            elif word == b"CATEGORY":
                if second:
                    self.categories.append(second)
            else:
                self.categories.append(name)


class _Names:
    """The names completion offers for the document: nodes, splices, categories, descriptions."""

    def __init__(self, document: Document, context: AnalysisContext) -> None:
        self.path = uri_to_path(document.uri)
        self.written = _Written(document.source)
        self.dag = latest(document) or editor_dag(document, context)
        mine = next((n for n in self.dag.nodes.values() if n.file == self.path), None)
        self.scope: tuple[str, ...] = mine.splices if mine is not None else ()

    def nodes(self, all_nodes: bool, splices: bool = False) -> Items:
        out: dict[str, CompletionItem] = {}
        for name, (kind, runs) in self.written.nodes.items():
            out[name] = _node_item(name, kind, runs)
        for node in self.dag.nodes.values():
            if node.file != self.path and node.splices == self.scope and node.kind is not NodeKind.JOIN:
                out.setdefault(node.local_name, _node_item(node.local_name, node.kind.value, node.submit or ""))
        if splices:
            for name in self.splices():
                out.setdefault(name, CompletionItem(name, "module", "splice", sort_text="1" + name.lower()))
        items = tuple(out.values())
        if all_nodes:
            items += (CompletionItem(ALL_NODES, "keyword", "every JOB node defined before this line",
                                     data=("dag-keyword", ALL_NODES), sort_text="2" + ALL_NODES.lower()),)
        return items

    def splices(self) -> list[str]:
        names = list(self.written.splices)
        for splice in self.dag.splices:
            if splice.file != self.path and _splice_scope(splice) == self.scope:
                names.append(splice.local_name)
        return list(dict.fromkeys(names))

    def categories(self) -> Items:
        names = list(self.written.categories)
        prefix = "+".join(self.scope) + "+" if self.scope else ""
        for name in self.dag.categories:
            names.append(name[len(prefix):] if prefix and name.startswith(prefix) else name)
        return tuple(CompletionItem(n, "category", "category", sort_text="0" + n.lower()) for n in dict.fromkeys(names))

    def descriptions(self) -> Items:
        names = list(self.written.descriptions)
        names += [d.name for d in self.dag.descriptions.values() if d.name_span is not None]
        return tuple(CompletionItem(n, "value", "SUBMIT-DESCRIPTION", sort_text="0" + n.lower())
                     for n in dict.fromkeys(names))

    def node(self, name: str) -> Node | None:
        for node in self.dag.nodes.values():
            if node.local_name == name and node.splices == self.scope:
                return node
        return None


def _splice_scope(splice) -> tuple[str, ...]:  # type: ignore[no-untyped-def]
    chain: list[str] = []
    parent = splice.parent
    while parent is not None and len(chain) < 128:
        chain.append(parent.local_name)
        parent = parent.parent
    return tuple(reversed(chain))


def _node_item(name: str, kind: str, detail: str) -> CompletionItem:
    return CompletionItem(name, "variable", f"{kind} · {detail}" if detail else kind, sort_text="0" + name.lower())


# ---------------------------------------------------------------------- files
def _file_items(document: Document, typed: str, suffixes: tuple[str, ...] | None,
                context: AnalysisContext) -> tuple[str, Items]:
    """(the part of ``typed`` the items replace, the entries of the directory ``typed`` names
    so far, relative to the DAG file's directory: subdirectories and files with ``suffixes``)."""
    base = os.path.dirname(uri_to_path(document.uri))
    folder, _, tail = typed.rpartition("/")
    where = os.path.normpath(os.path.join(base, folder)) if folder else base
    items = []
    for entry in (context.list_dir(where) or [])[:2000]:
        full = os.path.join(where, entry)
        if os.path.isdir(full):
            items.append(CompletionItem(entry + "/", "value", "directory", sort_text="1" + entry.lower()))
        elif suffixes is None or entry.lower().endswith(suffixes):
            items.append(CompletionItem(entry, "value", "file", sort_text="0" + entry.lower()))
    return tail, tuple(items)


# ---------------------------------------------------------------------- per command
class _Spot:
    """What is known at the cursor: the command, the whole words after it, the word typed."""

    def __init__(self, document: Document, offset: int, context: AnalysisContext, cmd: Cmd, first: str,
                 args: list[str], typed: str) -> None:
        self.document, self.offset, self.context = document, offset, context
        self.cmd, self.first, self.args, self.typed = cmd, first, args, typed
        self._names: _Names | None = None

    @property
    def names(self) -> _Names:
        if self._names is None:
            self._names = _Names(self.document, self.context)
        return self._names

    def items(self, items: Items) -> CompletionList:
        return replacing(self.offset, self.typed, items)

    def files(self, suffixes: tuple[str, ...] | None) -> CompletionList:
        tail, items = _file_items(self.document, self.typed, suffixes, self.context)
        return replacing(self.offset, tail, items)

    def options(self, words: Iterable[str]) -> CompletionList:
        used = {w.upper().replace("-", "_") for w in self.args}
        return self.items(_keywords([w for w in words if w.upper().replace("-", "_") not in used]))


def _node_line(spot: _Spot) -> CompletionList | None:
    args = spot.args
    if not args:
        return None  # a new name
    if len(args) == 1:
        found = spot.files(SUBMIT_SUFFIXES)
        return CompletionList(spot.names.descriptions() + found.items, found.range, found.is_incomplete) \
            if not spot.typed or "/" not in spot.typed else found
    if is_keyword(args[-1], "DIR"):
        return spot.files(())
    return spot.options(NODE_OPTIONS)


def _subdag(spot: _Spot) -> CompletionList | None:
    args = spot.args
    if not args:
        return spot.items(_keywords(["EXTERNAL"]))
    if len(args) == 1:
        return None
    if len(args) == 2:
        return spot.files(DAG_SUFFIXES)
    if is_keyword(args[-1], "DIR"):
        return spot.files(())
    return spot.options(NODE_OPTIONS)


def _splice(spot: _Spot) -> CompletionList | None:
    args = spot.args
    if len(args) == 1:
        return spot.files(DAG_SUFFIXES)
    if len(args) == 2:
        return spot.items(_keywords(["DIR"]))
    if len(args) == 3 and is_keyword(args[-1], "DIR"):
        return spot.files(())
    return None


def _dependency(spot: _Spot) -> CompletionList | None:
    args = list(spot.args)
    if is_keyword(spot.first, "WEAK"):
        if not args:
            return spot.items(_keywords(["PARENT"]))
        args = args[1:]
    names = spot.names.nodes(False, splices=True)
    if any(is_keyword(a, "CHILD") for a in args):
        return spot.items(names)
    return spot.items(names + (_keywords(["CHILD"], sort="3") if args else ()))


def _script(spot: _Spot) -> CompletionList | None:
    args = spot.args
    at = 0
    if at < len(args) and is_keyword(args[at], "DEFER"):
        if len(args) - at <= 2:
            return None  # DEFER's status and time
        at += 3
    if at < len(args) and is_keyword(args[at], "DEBUG"):
        if len(args) - at == 1:
            return spot.files(None)
        if len(args) - at == 2:
            return spot.items(_keywords(DEBUG_STREAMS))
        at += 3
    if at == len(args):
        words = (["DEFER"] if at == 0 else []) + (["DEBUG"] if not any(is_keyword(a, "DEBUG") for a in args) else [])
        return spot.items(_keywords(SCRIPT_TYPES, "dag-script", "0") + _keywords(words, sort="3"))
    script_type = args[at].upper()
    if at + 1 == len(args):
        return spot.items(spot.names.nodes(True))
    if at + 2 == len(args):
        return spot.files(None)
    if spot.typed.startswith("$"):
        macros = sorted(SCRIPT_MACROS | (POST_SCRIPT_MACROS if script_type == "POST" else frozenset()))
        return spot.items(tuple(CompletionItem(m, "macro", "replaced by condor_dagman", sort_text="0" + m.lower())
                                for m in macros))
    return None


def _node_value(options: tuple[str, ...] = (), all_nodes: bool = True) -> Callable[[_Spot], CompletionList | None]:
    """Commands of the form ``CMD node value [OPTION ...]``."""
    def complete(spot: _Spot) -> CompletionList | None:
        if not spot.args:
            return spot.items(spot.names.nodes(all_nodes))
        if len(spot.args) >= 2 and options:
            return spot.options(options)
        return None

    return complete


def _vars(spot: _Spot) -> CompletionList | None:
    args = spot.args
    if not args:
        return spot.items(spot.names.nodes(True))
    if "=" in spot.typed:
        return None
    items = _keywords(["PREPEND", "APPEND"], sort="3") if len(args) == 1 else ()
    return spot.items(items + _vars_macros(spot, args[0]))


def _vars_macros(spot: _Spot, node_name: str) -> Items:
    """``name=""`` for each macro the node's submit file uses without defining it (nor being
    one condor_submit or condor_dagman gives)."""
    from ...submit.directives import read_submit
    from ...submit.macros import PREDEFINED

    node = spot.names.node(node_name)
    if node is None:
        return ()
    path = spot.names.dag.submit_path(node)
    text = spot.context.read_text(path) if path else None
    if text is None:
        return ()
    submit = read_submit(Document.parse(path_to_uri(path or ""), LanguageId.SUBMIT, text))
    given = {v.name.lower() for v in node.vars} | {w.split("=", 1)[0].lower() for w in spot.args[1:]}
    out: dict[str, CompletionItem] = {}
    for use in submit.uses:
        low = use.name.lower()
        if low in given or low in PREDEFINED or low in DAGMAN_MACROS or submit.definitions(use.name) or low in out:
            continue
        out[low] = CompletionItem(use.name, "macro", f"used by {os.path.basename(path or '')}, not defined there",
                                  insert_text=f'{use.name}="$1"', snippet=True, sort_text="0" + low)
    return tuple(out.values())


def _category(spot: _Spot) -> CompletionList | None:
    if not spot.args:
        return spot.items(spot.names.nodes(True))
    if len(spot.args) == 1:
        return spot.items(spot.names.categories())
    return None


def _maxjobs(spot: _Spot) -> CompletionList | None:
    return spot.items(spot.names.categories()) if not spot.args else None


def _connect(spot: _Spot) -> CompletionList | None:
    if len(spot.args) < 2:
        return spot.items(tuple(CompletionItem(n, "module", "splice", sort_text="0" + n.lower())
                                for n in spot.names.splices()))
    return None


def _file_first(suffixes: tuple[str, ...] | None, options: tuple[str, ...] = ()
                ) -> Callable[[_Spot], CompletionList | None]:
    def complete(spot: _Spot) -> CompletionList | None:
        if not spot.args:
            return spot.files(suffixes)
        if options and is_keyword(spot.args[-1], "INCLUDE"):
            return spot.files(None)
        return spot.options(options) if options else None

    return complete


def _env(spot: _Spot) -> CompletionList | None:
    return spot.items(_keywords(["SET", "GET"])) if not spot.args else None


_COMMANDS: dict[Cmd, Callable[[_Spot], CompletionList | None]] = {
    Cmd.JOB: _node_line, Cmd.FINAL: _node_line, Cmd.PROVISIONER: _node_line, Cmd.SERVICE: _node_line,
    Cmd.SUBDAG: _subdag,
    Cmd.SPLICE: _splice,
    Cmd.PARENT: _dependency,
    Cmd.SCRIPT: _script,
    Cmd.RETRY: _node_value(("UNLESS-EXIT",)),
    Cmd.ABORT_DAG_ON: _node_value(("RETURN",)),
    Cmd.VARS: _vars,
    Cmd.PRIORITY: _node_value(),
    Cmd.PRE_SKIP: _node_value(),
    Cmd.TOLERANCE: _node_value(("FAIL-FAST", "WAIT")),
    Cmd.DONE: _node_value(all_nodes=False),
    Cmd.SAVE_POINT_FILE: _node_value(all_nodes=False),
    Cmd.PIN_IN: _node_value(all_nodes=False),
    Cmd.PIN_OUT: _node_value(all_nodes=False),
    Cmd.CATEGORY: _category,
    Cmd.MAXJOBS: _maxjobs,
    Cmd.CONNECT: _connect,
    Cmd.INCLUDE: _file_first(DAG_SUFFIXES),
    Cmd.CONFIG: _file_first(None),
    Cmd.JOBSTATE_LOG: _file_first(None),
    Cmd.DOT: _file_first(None, ("UPDATE", "DONT-UPDATE", "OVERWRITE", "DONT-OVERWRITE", "INCLUDE")),
    Cmd.NODE_STATUS_FILE: _file_first(None, ("ALWAYS-UPDATE",)),
    Cmd.ENV: _env,
}


# ---------------------------------------------------------------------- entry point
def _logical_before(document: Document, offset: int) -> str:
    """The text of the command before ``offset``: its line, and the lines before that it
    continues (a line ending with a backslash goes on with the next one)."""
    source = document.source
    line_start = source.rfind(b"\n", 0, offset) + 1
    parts = [source[line_start:offset].decode("utf-8", "replace")]
    for _ in range(64):
        if line_start == 0:
            break
        previous_start = source.rfind(b"\n", 0, line_start - 1) + 1
        previous = source[previous_start:line_start - 1].decode("utf-8", "replace").rstrip(" \t\r")
        if not previous.endswith("\\"):
            break
        parts.append(previous[:-1])
        line_start = previous_start
    return " ".join(reversed(parts))


def _inline_body(document: Document, offset: int) -> tuple[int, int] | None:
    node = document.tree.root_node.descendant_for_byte_range(offset, offset)
    while node is not None and node.type != "description_body":
        node = node.parent
    return (node.start_byte, node.end_byte) if node is not None else None


def dag_completion(document: Document, offset: int, before: str, context: AnalysisContext) -> CompletionList | None:
    """Completions at byte ``offset`` of a DAG document (None when nothing fits)."""
    body = _inline_body(document, offset)
    if body is not None:
        from .items import completion

        start, end = body
        inner = Document.parse(document.uri, LanguageId.SUBMIT, document.source[start:end].decode("utf-8", "replace"))
        found = completion(inner, offset - start, context)
        return CompletionList(found.items, TextRange(found.range.start + start, found.range.end + start),
                              found.is_incomplete)
    text = _logical_before(document, offset)
    if text.lstrip().startswith(("#", "//")):
        return None
    words = _WORDS.findall(text)
    typed = "" if not words or text[-1:].isspace() else words[-1]
    whole = words[:-1] if typed else words
    if not whole:
        return replacing(offset, typed, command_items())
    cmd = command_of(whole[0])
    handler = _COMMANDS.get(cmd) if cmd is not None else None
    if handler is None:
        return None
    return handler(_Spot(document, offset, context, cmd, whole[0], whole[1:], typed))


def resolve(data: tuple[str, ...]) -> str:
    """The documentation of a DAG completion item (its ``data`` key)."""
    from ..hover.dag import KEYWORDS, SCRIPT_TYPES as SCRIPT_DOCS, command_markdown

    kind, *rest = data
    if kind == "dag-command" and len(rest) == 1 and rest[0] in Cmd.__members__:
        return command_markdown(Cmd[rest[0]])
    if kind == "dag-keyword" and len(rest) == 1:
        if rest[0] == ALL_NODES:
            return "`ALL_NODES`: every JOB node defined before this line (not FINAL, PROVISIONER or SERVICE nodes)."
        return KEYWORDS.get(rest[0].upper().replace("-", "_"), "")
    if kind == "dag-script" and len(rest) == 1:
        return SCRIPT_DOCS.get(rest[0], "")
    return ""


__all__ = ["dag_completion", "resolve", "command_items"]
