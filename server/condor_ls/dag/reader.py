"""A DAG file's commands, read from its syntax tree.

The tree (grammar ``dagman``) gives the statements: where each logical line starts and ends,
and the opener, body and closing token of each inline submit description. Each statement's
words are then read as condor_dagman reads them (:mod:`.lexer`, :mod:`.commands`), so the
model follows DagParser exactly wherever a grammar could only approximate it (quoting,
keyword spellings, what counts as an unexpected word).
"""
from __future__ import annotations

import bisect
import threading
import weakref
from collections import OrderedDict
from collections.abc import Callable
from dataclasses import dataclass, field, fields
from functools import cached_property

from tree_sitter import Node, Tree

from ..syntax.document import Document, encode
from ..syntax.grammar_names import DAG_COMMENT, DAG_INLINE_DESCRIPTION, DAG_INLINE_FIELDS, DAG_INLINE_HOLDERS
from ..syntax.languages import LanguageId, parser as new_parser
from . import commands as c
from .keywords import Cmd, command_of, is_keyword
from .lexer import Lexer, OffsetMap, Token

_TRIM = b" \t\r\n\v\f"


@dataclass(frozen=True, eq=False)
class DagFile:
    """One DAG file as condor_dagman reads it: its statements in file order (comments left out)."""

    path: str
    text: str
    statements: tuple[c.Statement, ...]
    source: bytes = field(repr=False)

    @cached_property
    def _line_starts(self) -> list[int]:
        starts = [0]
        find = self.source.find
        at = find(b"\n")
        while at >= 0:
            starts.append(at + 1)
            at = find(b"\n", at + 1)
        return starts

    def line_of(self, offset: int) -> int:
        """The 0-based line of a byte offset."""
        return bisect.bisect_right(self._line_starts, offset) - 1

    def slice(self, start: int, end: int) -> str:
        return self.source[start:end].decode("utf-8", "replace")


def _join(source: bytes, start: int, end: int) -> tuple[bytes, OffsetMap]:
    """The logical line of ``source[start:end]`` as DagParser::getnextline builds it: trimmed
    physical lines, skipped ones (blank, ``#``, ``//``) left out, a final backslash removed and
    the next line appended after a blank."""
    chunk = source[start:end]
    if b"\n" not in chunk:
        stripped = chunk.rstrip(_TRIM)
        lead = len(chunk) - len(chunk.lstrip(_TRIM))
        if stripped.endswith(b"\\"):
            stripped = stripped[:-1]
        return stripped[lead:], OffsetMap(start + lead)
    logical = bytearray()
    cuts: list[tuple[int, int]] = []
    position = start
    for raw in chunk.split(b"\n"):
        line_start = position
        position += len(raw) + 1
        body = raw.strip(_TRIM)
        if not body or body.startswith(b"#") or body.startswith(b"//"):
            continue
        if logical:
            logical += b" "
        cuts.append((len(logical), line_start + len(raw) - len(raw.lstrip(_TRIM))))
        continued = body.endswith(b"\\")
        logical += body[:-1] if continued else body
        if not continued:
            break
    if not cuts:
        cuts.append((0, start))
    return bytes(logical), OffsetMap(start, tuple(cuts))


def _statement(source: bytes, node_type: str, start: int, end: int, node: Node | None) -> c.Statement | None:
    """Parse the command of one statement node."""
    inline_node = None
    head_end = end
    if node_type in DAG_INLINE_HOLDERS and node is not None and b"\n" in source[start:end]:
        inline_node = _inline_child(node)
        if inline_node is not None:
            head_end = inline_node[0].end_byte
    line, offsets = _join(source, start, head_end)
    parse = Lexer(line, offsets)
    word = parse.next()
    if word is None:
        return None
    cmd = command_of(word.text)
    if cmd is None:
        statement = c.Statement(None, word, start, end)
        statement.error = c.ParseError(f"'{word.text.replace('-', '_')}' is not a valid DAG command",
                                       word.start, word.end)
        return statement
    inline = None
    if inline_node is not None:
        inline = _inline_parts(source, inline_node, end, cmd)
    statement = _dispatch(cmd, word, start, end, parse, inline)
    return c._finish(statement, parse)


def _dispatch(cmd: Cmd, word: c.Token, start: int, end: int, parse: c._Parse,
              inline: c.InlineParts | None) -> c.Statement:
    if cmd in (Cmd.JOB, Cmd.FINAL, Cmd.PROVISIONER, Cmd.SERVICE):
        return c.parse_node(c.NodeStatement(cmd, word, start, end), parse, inline)
    if cmd is Cmd.SUBDAG:
        statement = c.NodeStatement(cmd, word, start, end)
        check = parse.next()
        if check is None or not is_keyword(check.text, "EXTERNAL"):
            return c._error(statement, "Missing EXTERNAL keyword", check, parse)
        return c.parse_node(statement, parse, None)
    if cmd is Cmd.SPLICE:
        return c.parse_splice(c.SpliceStatement(cmd, word, start, end), parse)
    if cmd is Cmd.SUBMIT_DESCRIPTION:
        return c.parse_submit_description(c.DescriptionStatement(cmd, word, start, end), parse, inline)
    if cmd is Cmd.PARENT:
        return c.parse_dependency(c.DependencyStatement(cmd, word, start, end), parse)
    if cmd is Cmd.SCRIPT:
        return c.parse_script(c.ScriptStatement(cmd, word, start, end), parse)
    if cmd is Cmd.VARS:
        return c.parse_vars(c.VarsStatement(cmd, word, start, end), parse)
    if cmd is Cmd.MAXJOBS:
        return c.parse_maxjobs(c.MaxJobsStatement(cmd, word, start, end), parse)
    if cmd in _FILE_COMMANDS:
        return c.parse_file(c.FileStatement(cmd, word, start, end), parse)
    if cmd is Cmd.SET_JOB_ATTR:
        return c.parse_set_job_attr(c.TextStatement(cmd, word, start, end), parse)
    if cmd is Cmd.ENV:
        return c.parse_env(c.TextStatement(cmd, word, start, end), parse)
    if cmd is Cmd.REJECT:
        return c.parse_reject(c.Statement(cmd, word, start, end), parse)
    if cmd is Cmd.CONNECT:
        return c.parse_connect(c.ConnectStatement(cmd, word, start, end), parse)
    return _NODE_VALUE[cmd](c.NodeValueStatement(cmd, word, start, end), parse)


_FILE_COMMANDS = frozenset({Cmd.CONFIG, Cmd.INCLUDE, Cmd.JOBSTATE_LOG, Cmd.DOT, Cmd.NODE_STATUS_FILE})
_NODE_VALUE = {
    Cmd.RETRY: c.parse_retry,
    Cmd.ABORT_DAG_ON: c.parse_abort_dag_on,
    Cmd.PRIORITY: c.parse_node_number,
    Cmd.PRE_SKIP: c.parse_node_number,
    Cmd.PIN_IN: c.parse_node_number,
    Cmd.PIN_OUT: c.parse_node_number,
    Cmd.TOLERANCE: c.parse_tolerance,
    Cmd.DONE: c.parse_done,
    Cmd.SAVE_POINT_FILE: c.parse_save_point,
    Cmd.CATEGORY: c.parse_category,
}


def _inline_child(node: Node) -> tuple[Node, Node | None, Node | None] | None:
    """(opener, body, closing token) of a statement's inline description, if it has one."""
    open_field, body_field, close_field = DAG_INLINE_FIELDS
    for child in node.children:
        if child.type == DAG_INLINE_DESCRIPTION:
            opener = child.child_by_field_name(open_field)
            if opener is None:
                return None
            return opener, child.child_by_field_name(body_field), child.child_by_field_name(close_field)
    return None


def _inline_parts(source: bytes, parts: tuple[Node, Node | None, Node | None], end: int, cmd: Cmd
                  ) -> c.InlineParts:
    opener, body, close = parts
    open_token = c.Token(source[opener.start_byte:opener.end_byte].decode("utf-8", "replace"),
                         opener.start_byte, opener.end_byte)
    body_info = None
    if body is not None:
        body_info = (source[body.start_byte:body.end_byte].decode("utf-8", "replace"), body.start_byte, body.end_byte)
    close_token = None
    rest = None
    if close is not None and close.end_byte > close.start_byte:
        close_token = c.Token(source[close.start_byte:close.end_byte].decode("utf-8", "replace"),
                              close.start_byte, close.end_byte)
        if cmd is not Cmd.SUBMIT_DESCRIPTION:
            line, offsets = _join(source, close.end_byte, end) if end > close.end_byte else (b"", OffsetMap(end))
            rest = Lexer(line, offsets)
    return c.InlineParts(body_info, open_token, close_token, rest)


def _lines(source: bytes, start: int, end: int) -> list[tuple[int, int]]:
    """The logical lines of a stretch the grammar could not read (an ERROR node): each command
    line with its continuation lines, as condor_dagman would see them."""
    out = []
    position = start
    while position < end:
        newline = source.find(b"\n", position, end)
        line_end = end if newline < 0 else newline
        first = position
        while line_end < end and source[first:line_end].rstrip(_TRIM).endswith(b"\\"):
            newline = source.find(b"\n", line_end + 1, end)
            line_end = end if newline < 0 else newline
        body = source[first:line_end].strip(_TRIM)
        if body and not body.startswith((b"#", b"//")):
            lead = len(source[first:line_end]) - len(source[first:line_end].lstrip(_TRIM))
            out.append((first + lead, line_end))
        position = line_end + 1
    return out


def _shifter(kind: type) -> Callable[[c.Statement, int], c.Statement]:
    """A function that copies a statement of class ``kind`` with every offset moved by a delta
    (written out per class: a keystroke in a large DAG moves thousands of statements)."""
    body = ["def shift(st, d):", "    c = new(kind)"]
    for item in fields(kind):
        name, annotation = item.name, str(item.type)
        if name in ("start", "end"):
            body.append(f"    c.{name} = st.{name} + d")
        elif annotation in ("Token | None", "Token"):
            body.append(f"    v = st.{name}")
            body.append(f"    c.{name} = None if v is None else T(v[0], v[1] + d, v[2] + d)")
        elif annotation == "ParseError | None":
            body.append(f"    v = st.{name}")
            body.append(f"    c.{name} = None if v is None else E(v.message, v.start + d, v.end + d, v.at_end)")
        elif annotation == "list[Token]":
            body.append(f"    c.{name} = [T(v[0], v[1] + d, v[2] + d) for v in st.{name}]")
        elif annotation == "list[tuple[Token, Token]]":
            body.append(f"    c.{name} = [(T(k[0], k[1] + d, k[2] + d), T(v[0], v[1] + d, v[2] + d)) for k, v in st.{name}]")
        elif annotation in ("Cmd | None", "int | None", "int", "bool", "bool | None", "str | None"):
            body.append(f"    c.{name} = st.{name}")
        else:  # an inline description: multi-line statements are never moved
            body.append(f"    c.{name} = st.{name}")
    body.append("    return c")
    namespace: dict[str, object] = {"new": object.__new__, "kind": kind, "T": Token, "E": c.ParseError}
    exec("\n".join(body), namespace)  # noqa: S102 - generated from the dataclass fields above
    return namespace["shift"]  # type: ignore[return-value]


_SHIFTERS: dict[type, Callable[[c.Statement, int], c.Statement]] = {}


def _shift(statement: c.Statement, delta: int) -> c.Statement:
    """A copy of a one-line statement parsed at offset 0, moved to ``delta``."""
    shifter = _SHIFTERS.get(type(statement))
    if shifter is None:
        shifter = _SHIFTERS[type(statement)] = _shifter(type(statement))
    return shifter(statement, delta)


@dataclass(eq=False)
class _Kept:
    """One file's one-line statements from its last reads: parsed at offset 0 by their bytes,
    and as they stood (by bytes and offset) in the last two reads, so that a keystroke re-reads
    only the line it changed, and the lines after it are moved, or found where they stood the
    read before (typing and deleting moves them back and forth)."""

    relative: dict[bytes, c.Statement | None] = field(default_factory=dict)
    placed: dict[tuple[bytes, int], c.Statement] = field(default_factory=dict)
    placed_before: dict[tuple[bytes, int], c.Statement] = field(default_factory=dict)


#: per file, what its last reads parsed (see _Kept)
_lines_of: OrderedDict[str, _Kept] = OrderedDict()
#: files whose statements are kept that way (the most recently read)
FILES_KEPT = 32


def _lines(source: bytes, start: int, end: int) -> list[tuple[int, int]]:
    """The logical lines of a stretch the grammar could not read (an ERROR node): each command
    line with its continuation lines, as condor_dagman would see them."""
    out = []
    position = start
    while position < end:
        newline = source.find(b"\n", position, end)
        line_end = end if newline < 0 else newline
        first = position
        while line_end < end and source[first:line_end].rstrip(_TRIM).endswith(b"\\"):
            newline = source.find(b"\n", line_end + 1, end)
            line_end = end if newline < 0 else newline
        body = source[first:line_end].strip(_TRIM)
        if body and not body.startswith((b"#", b"//")):
            lead = len(source[first:line_end]) - len(source[first:line_end].lstrip(_TRIM))
            out.append((first + lead, line_end))
        position = line_end + 1
    return out


def _shifter(kind: type) -> Callable[[c.Statement, int], c.Statement]:
    """A function that copies a statement of class ``kind`` with every offset moved by a delta
    (written out per class: a keystroke in a large DAG moves thousands of statements)."""
    body = ["def shift(st, d):", "    c = new(kind)"]
    for item in fields(kind):
        name, annotation = item.name, str(item.type)
        if name in ("start", "end"):
            body.append(f"    c.{name} = st.{name} + d")
        elif annotation in ("Token | None", "Token"):
            body.append(f"    v = st.{name}")
            body.append(f"    c.{name} = None if v is None else T(v[0], v[1] + d, v[2] + d)")
        elif annotation == "ParseError | None":
            body.append(f"    v = st.{name}")
            body.append(f"    c.{name} = None if v is None else E(v.message, v.start + d, v.end + d, v.at_end)")
        elif annotation == "list[Token]":
            body.append(f"    c.{name} = [T(v[0], v[1] + d, v[2] + d) for v in st.{name}]")
        elif annotation == "list[tuple[Token, Token]]":
            body.append(f"    c.{name} = [(T(k[0], k[1] + d, k[2] + d), T(v[0], v[1] + d, v[2] + d)) for k, v in st.{name}]")
        elif annotation in ("Cmd | None", "int | None", "int", "bool", "bool | None", "str | None"):
            body.append(f"    c.{name} = st.{name}")
        else:  # an inline description: multi-line statements are never moved
            body.append(f"    c.{name} = st.{name}")
    body.append("    return c")
    namespace: dict[str, object] = {"new": object.__new__, "kind": kind, "T": Token, "E": c.ParseError}
    exec("\n".join(body), namespace)  # noqa: S102 - generated from the dataclass fields above
    return namespace["shift"]  # type: ignore[return-value]


_SHIFTERS: dict[type, Callable[[c.Statement, int], c.Statement]] = {}


def _shift(statement: c.Statement, delta: int) -> c.Statement:
    """A copy of a one-line statement parsed at offset 0, moved to ``delta``."""
    shifter = _SHIFTERS.get(type(statement))
    if shifter is None:
        shifter = _SHIFTERS[type(statement)] = _shifter(type(statement))
    return shifter(statement, delta)


#: per file: the one-line statements of its last read, by their bytes, parsed at offset 0 (an
#: edit re-reads only the lines it changed)
_lines_of: OrderedDict[str, dict[bytes, c.Statement | None]] = OrderedDict()
#: files whose statements are kept that way (the most recently read)
FILES_KEPT = 32


def read_tree(path: str, text: str, source: bytes, tree: Tree) -> DagFile:
    statements: list[c.Statement] = []
    with _lock:
        before = _lines_of.pop(path, None) or _Kept()
    kept = _Kept(placed_before=before.placed)
    relative, placed = kept.relative, kept.placed
    for node in tree.root_node.children:
        node_type = node.type
        if node_type == DAG_COMMENT:
            continue
        start, end = node.start_byte, node.end_byte
        if node_type != "ERROR" and end - start < 4096:
            line = source[start:end]
            if b"\n" not in line:
                key = (line, start)
                found = before.placed.get(key) or before.placed_before.get(key)
                if found is None:
                    if line in relative:
                        moved = relative[line]
                    elif line in before.relative:
                        moved = relative[line] = before.relative[line]
                    else:
                        moved = relative[line] = _statement(line, node_type, 0, end - start, None)
                    if moved is None:
                        continue
                    found = _shift(moved, start) if start else moved
                elif line not in relative and line in before.relative:
                    relative[line] = before.relative[line]
                placed[key] = found
                statements.append(found)
                continue
        if node_type == "ERROR" or node.is_missing:
            for line_start, line_end in _lines(source, start, end):
                found = _statement(source, "", line_start, line_end, None)
                if found is not None:
                    statements.append(found)
            continue
        found = _statement(source, node_type, start, end, node)
        if found is not None:
            statements.append(found)
    with _lock:
        _lines_of[path] = kept
        while len(_lines_of) > FILES_KEPT:
            _lines_of.popitem(last=False)
    return DagFile(path, text, tuple(statements), source)


_documents: weakref.WeakKeyDictionary[Document, DagFile] = weakref.WeakKeyDictionary()
_texts: OrderedDict[tuple[str, str], DagFile] = OrderedDict()
_lock = threading.Lock()
#: DAG files read from disk whose statements are kept (the most recently used)
TEXTS_KEPT = 256


def read_document(document: Document, path: str) -> DagFile:
    """The statements of an open document (its tree is parsed already); kept per version."""
    with _lock:
        found = _documents.get(document)
    if found is None:
        found = read_tree(path, document.text, document.source, document.tree)
        with _lock:
            _documents[document] = found
    return found


def read_text(path: str, text: str) -> DagFile:
    """The statements of a DAG file's text (parsed here); the last few are kept."""
    key = (path, text)
    with _lock:
        found = _texts.get(key)
        if found is not None:
            _texts.move_to_end(key)
            return found
    source = encode(text)
    tree = new_parser(LanguageId.DAG).parse(source)
    found = read_tree(path, text, source, tree)
    with _lock:
        _texts[key] = found
        while len(_texts) > TEXTS_KEPT:
            _texts.popitem(last=False)
    return found
