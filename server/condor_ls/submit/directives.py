"""A submit description file as a flat list of statements, read from its syntax tree.

condor_submit reads a submit file line by line into a macro table and only interprets the
table when it meets a ``queue`` line, so what the rules need is: every assignment (a command, a
``+Attr``/``MY.Attr`` job attribute, a ``-Attr`` removal or a plain macro), every include,
every queue statement, and where each sits: inside which ``if`` branch and after how many queue
statements. Values are kept as the reader sees them (an ``@=`` block's lines joined with
newlines) together with a map back to byte offsets in the document, so a finding inside an
expanded value can be shown where its text was written.
"""
from __future__ import annotations

import bisect
import logging
import threading
from collections import OrderedDict
from dataclasses import dataclass, field
from enum import Enum
from functools import lru_cache

from tree_sitter import Node

from ..config.scanner import Func, MacroRef, iter_macros
from ..syntax.document import Document

#: statement containers whose children are statements
_CONTAINERS = frozenset({"source_file", "if_block", "elif_clause", "else_clause"})
#: if-block parts that open a branch of their own
_BRANCHES = ("elif_clause", "else_clause")
#: macro functions whose first argument names a macro ($F(name), $INT(name, fmt) ...)
NAME_ARGUMENT_FUNCS = frozenset({Func.FILENAME, Func.INT, Func.REAL, Func.STRING, Func.SUBSTR,
                                 Func.BASENAME, Func.DIRNAME})
#: documents whose reading is cached (rules of one run share it)
_CACHE_SIZE = 16

log = logging.getLogger(__name__)


class Kind(Enum):
    """What an assignment does in condor_submit's eyes."""

    COMMAND = "command"        # name = value: a submit command or a macro of the user's
    ATTRIBUTE = "attribute"    # +Attr = expr or MY.Attr = expr: an attribute of the job ad
    REMOVAL = "removal"        # -Attr =: drop an attribute from the job ad


@dataclass(frozen=True)
class SourceText:
    """A value's text and where each of its characters was written.

    ``pieces`` holds (character index in ``text``, byte offset in the document) for each run of
    text copied verbatim (one per line of an ``@=`` block); within a run characters follow one
    another in the document."""

    text: str
    pieces: tuple[tuple[int, int], ...]

    def byte_at(self, index: int) -> int:
        """Document byte offset of character ``index`` (the end maps after the last one)."""
        pieces = self.pieces
        if not pieces:
            return 0
        text = self.text
        index = min(max(index, 0), len(text))
        if len(pieces) == 1:
            slot = 0
        else:
            slot = max(bisect.bisect_right([p[0] for p in pieces], index) - 1, 0)
        char_start, byte_start = pieces[slot]
        if index <= char_start:
            return byte_start
        run = text[char_start:index]
        return byte_start + (len(run) if run.isascii() else len(run.encode("utf-8", "surrogatepass")))

    def span(self, start: int, end: int) -> tuple[int, int]:
        """Document byte range of characters ``start..end`` (at least one byte when non-empty)."""
        first = self.byte_at(start)
        last = self.byte_at(end) if end > start else first
        return first, max(last, first)


@dataclass(frozen=True)
class MacroUse:
    """A ``$(NAME)`` (or a macro function's name argument) somewhere in the file."""

    name: str
    start: int           # byte range of the whole reference in the document
    end: int
    has_default: bool
    func: Func


@dataclass(frozen=True)
class Assignment:
    """One ``key = value`` (or ``key @=tag`` block) line."""

    key: str             # as written: ``request_memory``, ``+Foo``, ``MY.Foo``, ``-Foo``
    name: str            # the command, macro or attribute name without marker or MY.
    kind: Kind
    key_range: tuple[int, int]
    name_range: tuple[int, int]
    operator: str
    value: SourceText
    value_range: tuple[int, int]
    branch: tuple[tuple[int, int], ...]   # (if_block start byte, clause number) from the outside in
    segment: int         # number of queue statements before this line
    node: Node = field(compare=False, repr=False)

    @property
    def macro_name(self) -> str:
        """The name this line defines in the submit macro table (``+Foo`` is ``MY.Foo``)."""
        return f"MY.{self.name}" if self.kind is Kind.ATTRIBUTE else self.key.lstrip("-")


@dataclass(frozen=True)
class Include:
    """An ``include [ifexist|command [into FILE]] : target`` line."""

    target: SourceText
    range: tuple[int, int]
    ifexist: bool
    command: bool
    into: str | None
    branch: tuple[tuple[int, int], ...]


@dataclass(frozen=True)
class QueueLine:
    """Where a queue statement is; :mod:`.queue` reads its meaning."""

    node: Node = field(compare=False, repr=False)
    start: int = 0
    end: int = 0
    branch: tuple[tuple[int, int], ...] = ()
    segment: int = 0


@dataclass
class SubmitFile:
    """Everything the submit rules look at, in file order."""

    document: Document
    assignments: list[Assignment] = field(default_factory=list)
    includes: list[Include] = field(default_factory=list)
    queues: list[QueueLine] = field(default_factory=list)
    uses: list[MacroUse] = field(default_factory=list)
    #: if/elif conditions (their macro uses are in ``uses`` too)
    conditions: list[Node] = field(default_factory=list)
    #: results derived from this reading, shared by the rules of one analysis
    memo: dict[str, object] = field(default_factory=dict)

    def defined_names(self) -> set[str]:
        """Lower-cased names of every macro the file assigns (in any branch)."""
        return {a.macro_name.lower() for a in self.assignments if a.kind is not Kind.REMOVAL}

    def definitions(self, name: str) -> list[Assignment]:
        low = name.lower()
        return [a for a in self.assignments if a.kind is not Kind.REMOVAL and a.macro_name.lower() == low]


def _text(document: Document, node: Node) -> str:
    return document.source[node.start_byte:node.end_byte].decode("utf-8", "replace")


def _plain_value(document: Document, node: Node | None, fallback: int) -> SourceText:
    if node is None:
        return SourceText("", ((0, fallback),))
    raw = document.source[node.start_byte:node.end_byte]
    if b"\n" not in raw:
        return SourceText(raw.decode("utf-8", "replace"), ((0, node.start_byte),))
    return _continued_value(raw, node.start_byte)


def _continued_value(raw: bytes, offset: int) -> SourceText:
    """A value continued over several lines with a trailing ``\\``: the reader trims each
    line, drops the backslash and joins the pieces with nothing between them."""
    parts: list[str] = []
    pieces: list[tuple[int, int]] = []
    length = 0
    position = 0
    for number, line in enumerate(raw.split(b"\n")):
        start = position
        position += len(line) + 1
        stripped = line.strip()
        if number and stripped.startswith(b"#"):
            continue
        lead = len(line) - len(line.lstrip())
        if stripped.endswith(b"\\"):
            stripped = stripped[:-1]
        text = stripped.decode("utf-8", "replace")
        pieces.append((length, offset + start + lead))
        parts.append(text)
        length += len(text)
    return SourceText("".join(parts), tuple(pieces) or ((0, offset),))


def _heredoc_value(document: Document, body: Node | None, fallback: int) -> SourceText:
    """The reader drops blank and comment lines of a block and joins the rest with newlines."""
    if body is None:
        return SourceText("", ((0, fallback),))
    parts: list[str] = []
    pieces: list[tuple[int, int]] = []
    length = 0
    for line in body.named_children:
        if line.type != "raw_line":
            continue
        if parts:
            length += 1
        pieces.append((length, line.start_byte))
        text = _text(document, line)
        parts.append(text)
        length += len(text)
    return SourceText("\n".join(parts), tuple(pieces) or ((0, fallback),))


def macro_uses(value: SourceText) -> list[MacroUse]:
    """The macro references in a value, with their document byte ranges. ``$$(...)`` is left for
    the matchmaker and ``$(DOLLAR)`` is an escape, so neither is a use."""
    if "$" not in value.text:
        return []
    return [MacroUse(name, *value.span(dollar, end), has_default, func)
            for name, dollar, end, has_default, func in _uses_in(value.text)]


#: (name, character range, has a default, function) of each use in a value's text
_TextUse = tuple[str, int, int, bool, Func]


@lru_cache(maxsize=4096)
def _uses_in(text: str) -> tuple[_TextUse, ...]:
    """The uses in ``text`` with character positions (memoised by text: the same values recur
    in every reading of a file, and across the submit descriptions of a script)."""
    out: list[_TextUse] = []
    for ref in iter_macros(text):
        found = _use_of(text, ref)
        if found is not None:
            out.append(found)
    return tuple(out)


def _use_of(text: str, ref: MacroRef) -> _TextUse | None:
    body = ref.body_text(text)
    if ref.func is Func.NORMAL:
        name = body.split(":", 1)[0].strip()
        if not name or name.upper() == "DOLLAR":
            return None
        return name, ref.dollar, ref.end, ref.colon is not None, ref.func
    if ref.func in NAME_ARGUMENT_FUNCS:
        name = body.split(",", 1)[0].split(":", 1)[0].strip()
        if name and all(c.isalnum() or c in "_./" for c in name) and not name[0].isdigit():
            return name, ref.dollar, ref.end, ":" in body.split(",", 1)[0], ref.func
    return None


class _Reader:
    """One pass over the statements, outermost first, tracking branches and queue count."""

    def __init__(self, document: Document) -> None:
        self.document = document
        self.out = SubmitFile(document)
        self.segment = 0

    def read(self) -> SubmitFile:
        """Visit statements in file order with an explicit stack (if-blocks may nest deeply)."""
        root = self.document.tree.root_node
        stack: list[tuple[list[Node], int, tuple[tuple[int, int], ...]]] = [(root.named_children, 0, ())]
        while stack:
            children, index, where = stack.pop()
            if index >= len(children):
                continue
            child = children[index]
            stack.append((children, index + 1, where))
            if child.type == "if_block":
                self._condition_of(child)
                stack.append((child.named_children, 0, where + ((child.start_byte, 0),)))
            elif child.type in _BRANCHES:
                self._condition_of(child)
                parent = child.parent
                outer = where[:-1]
                anchor = parent.start_byte if parent is not None else child.start_byte
                stack.append((child.named_children, 0, outer + ((anchor, _clause_index(child)),)))
            else:
                self._statement(child, where)
        return self.out

    def _condition_of(self, node: Node) -> None:
        condition = node.child_by_field_name("condition")
        if condition is not None:
            self._condition(condition)

    def _condition(self, node: Node) -> None:
        self.out.conditions.append(node)
        self.out.uses.extend(macro_uses(_plain_value(self.document, node, node.start_byte)))

    def _statement(self, node: Node, where: tuple[tuple[int, int], ...]) -> None:
        handler = _HANDLERS.get(node.type)
        if handler is not None:
            handler(self, node, where)

    def _assignment(self, node: Node, where: tuple[tuple[int, int], ...]) -> None:
        # the busiest reader of all (every line of every submit description): each node
        # property is asked for once, and texts are cut from the source here
        key = node.child_by_field_name("key")
        if key is None:
            return
        source = self.document.source
        key_start, key_end = key.start_byte, key.end_byte
        key_text = source[key_start:key_end].decode("utf-8", "replace")
        name_node = key.child_by_field_name("name")
        if name_node is not None:
            name_range = (name_node.start_byte, name_node.end_byte)
            name = source[name_range[0]:name_range[1]].decode("utf-8", "replace")
        else:
            name_range = (key_start, key_end)
            name = key_text.lstrip("+-")
        prefix_nodes = key.children_by_field_name("prefix")
        kind = Kind.COMMAND
        if key_text.startswith("+"):
            kind = Kind.ATTRIBUTE
        elif key_text.startswith("-"):
            kind = Kind.REMOVAL
        elif prefix_nodes:
            prefixes = [_text(self.document, c) for c in prefix_nodes]
            if len(prefixes) == 1 and prefixes[0].upper() == "MY":
                kind = Kind.ATTRIBUTE
            else:
                name = key_text  # FACTORY.Iwd, tmp.x: dotted macro names
                name_range = (key_start, key_end)
        operator = node.child_by_field_name("operator")
        body = node.child_by_field_name("body")
        value_field = node.child_by_field_name("value")
        after = operator.end_byte if operator is not None else key_end
        if node.type == "heredoc_assignment":
            value = _heredoc_value(self.document, body, node.end_byte)
            op_text = "@="
        else:
            value = _plain_value(self.document, value_field, after)
            op_text = _text(self.document, operator) if operator is not None else "="
        value_node = body or value_field
        value_range = (value_node.start_byte, value_node.end_byte) if value_node is not None else (after, after)
        self.out.assignments.append(Assignment(
            key_text, name, kind, (key_start, key_end), name_range, op_text, value,
            value_range, where, self.segment, node))
        if "$" in value.text:
            self.out.uses.extend(macro_uses(value))

    def _include(self, node: Node, where: tuple[tuple[int, int], ...]) -> None:
        fields = {node.field_name_for_child(i) for i in range(node.child_count)}
        into = node.child_by_field_name("into")
        target = _plain_value(self.document, node.child_by_field_name("target"), node.end_byte)
        self.out.includes.append(Include(
            target, (node.start_byte, node.end_byte), "ifexist" in fields, "command" in fields,
            _text(self.document, into) if into is not None else None, where))
        self.out.uses.extend(macro_uses(target))

    def _queue(self, node: Node, where: tuple[tuple[int, int], ...]) -> None:
        self.out.queues.append(QueueLine(node, node.start_byte, node.end_byte, where, self.segment))
        line_end = self.document.source.find(b"\n", node.start_byte)
        line_end = node.end_byte if line_end < 0 else min(line_end, node.end_byte)
        head = SourceText(self.document.source[node.start_byte:line_end].decode("utf-8", "replace"),
                          ((0, node.start_byte),))
        self.out.uses.extend(macro_uses(head))
        self.segment += 1

    def _directive(self, node: Node, where: tuple[tuple[int, int], ...]) -> None:
        message = node.child_by_field_name("message")
        if message is not None:
            self.out.uses.extend(macro_uses(_plain_value(self.document, message, message.start_byte)))


def _clause_index(node: Node) -> int:
    """1 for the first elif/else of a block, 2 for the next ..."""
    index = 1
    sibling = node.prev_named_sibling
    while sibling is not None:
        if sibling.type in _BRANCHES:
            index += 1
        sibling = sibling.prev_named_sibling
    return index


_HANDLERS = {
    "assignment": _Reader._assignment,
    "heredoc_assignment": _Reader._assignment,
    "include": _Reader._include,
    "queue_statement": _Reader._queue,
    "error_directive": _Reader._directive,
    "warning_directive": _Reader._directive,
}

_cache: OrderedDict[int, tuple[Document, SubmitFile]] = OrderedDict()
_cache_lock = threading.Lock()


#: the last document read and its reading: each rule asks again for the document it checks
_last: tuple[Document, SubmitFile] | None = None


def read_submit(document: Document) -> SubmitFile:
    """The statements of a submit document (cached per document value)."""
    global _last
    last = _last  # one read of a global: safe against another thread replacing it
    if last is not None and last[0] is document:
        return last[1]
    key = id(document)
    with _cache_lock:
        hit = _cache.get(key)
        if hit is not None and hit[0] is document:
            _cache.move_to_end(key)
            _last = hit
            return hit[1]
    try:
        result = _Reader(document).read()
    except Exception:  # a tree shape we did not foresee: report nothing rather than fail callers
        log.exception("reading submit statements of %s failed", document.uri)
        result = SubmitFile(document)
    with _cache_lock:
        _cache[key] = _last = (document, result)
        while len(_cache) > _CACHE_SIZE:
            _cache.popitem(last=False)
    return result
