"""A DAG file's commands, read from its syntax tree.

The tree (grammar ``dagman``) gives the statements: where each logical line starts and ends,
and the opener, body and closing token of each inline submit description. Each statement's
words are then read as condor_dagman reads them (:mod:`.lexer`, :mod:`.commands`), so the
model follows DagParser exactly wherever a grammar could only approximate it (quoting,
keyword spellings, what counts as an unexpected word).

Each statement is kept as a :class:`Line`: the statement parsed with offsets from its own start
(one parse per distinct text) and where it starts in the file. When an open buffer is edited,
its next version is read from the last one (:func:`read_document`): only the statements around
the edit are read again, the others are the same :class:`Line` objects, moved in place by the
length the edit added or removed. That keeps a keystroke's reading work small, and lets the DAG
model, which places what it records on lines (``model.Place``), follow without being rebuilt.
"""
from __future__ import annotations

import bisect
import threading
import weakref
from collections import OrderedDict
from collections.abc import Callable
from dataclasses import fields

from tree_sitter import Node, Tree

from ..syntax.document import Document, encode
from ..syntax.grammar_names import DAG_COMMENT, DAG_INLINE_DESCRIPTION, DAG_INLINE_FIELDS, DAG_INLINE_HOLDERS
from ..syntax.languages import LanguageId, parser as new_parser
from . import commands as c
from .keywords import Cmd, command_of, is_keyword
from .lexer import Lexer, OffsetMap, Token

_TRIM = b" \t\r\n\v\f"


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


def _shift_inline(inline: c.InlineDescription, delta: int) -> c.InlineDescription:
    opener, close = inline.open, inline.close
    return c.InlineDescription(inline.text, Token(opener[0], opener[1] + delta, opener[2] + delta),
                               inline.body_start + delta, inline.body_end + delta,
                               None if close is None else Token(close[0], close[1] + delta, close[2] + delta))


def _shifter(kind: type) -> Callable[[c.Statement, int], c.Statement]:
    """A function that copies a statement of class ``kind`` with every offset moved by a delta
    (written out per class: materialising a large DAG's statements moves thousands of them)."""
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
        elif annotation == "InlineDescription | None":
            body.append(f"    v = st.{name}")
            body.append(f"    c.{name} = None if v is None else I(v, d)")
        elif annotation in ("Cmd | None", "int | None", "int", "bool", "bool | None", "str | None"):
            body.append(f"    c.{name} = st.{name}")
        else:
            raise TypeError(f"{kind.__name__}.{name}: no rule to move a {annotation}")
    body.append("    return c")
    namespace: dict[str, object] = {"new": object.__new__, "kind": kind, "T": Token, "E": c.ParseError,
                                    "I": _shift_inline}
    exec("\n".join(body), namespace)  # noqa: S102 - generated from the dataclass fields above
    return namespace["shift"]  # type: ignore[return-value]


_SHIFTERS: dict[type, Callable[[c.Statement, int], c.Statement]] = {}


def _shift(statement: c.Statement, delta: int) -> c.Statement:
    """A copy of a statement with every offset moved by ``delta``."""
    shifter = _SHIFTERS.get(type(statement))
    if shifter is None:
        shifter = _SHIFTERS[type(statement)] = _shifter(type(statement))
    return shifter(statement, delta)




class Line:
    """One statement of a file where it stands: the statement with offsets from its own start
    (the same object for every line of the same text), where it starts in the file, and the
    syntax node type it was read from. ``start`` moves when an edit of the buffer adds or
    removes text above the line (see the module docstring)."""

    __slots__ = ("statement", "start", "path", "kind", "__weakref__")

    def __init__(self, statement: c.Statement, start: int, path: str, kind: str) -> None:
        self.statement = statement
        self.start = start
        self.path = path
        self.kind = kind

    @property
    def end(self) -> int:
        return self.start + self.statement.end

    def __repr__(self) -> str:
        return f"Line({self.start}, {self.statement.cmd}, {self.kind})"


def _line_end(line: Line) -> int:
    return line.start + line.statement.end


def _line_start(line: Line) -> int:
    return line.start


#: how many earlier versions a file read from an edited buffer remembers (see ``DagFile.kept``)
ANCESTORS = 8


class DagFile:
    """One DAG file as condor_dagman reads it: its statements in file order (comments left out).

    ``lines`` are its statements where they stand; ``statements`` the same statements with file
    offsets (made when first asked for). A file read from an edited buffer knows the versions
    it was read from (:meth:`kept`), so that the DAG model can be updated where the edit fell."""

    __slots__ = ("path", "text", "source", "lines", "has_error", "_ancestors", "_current", "_statements",
                 "_line_starts", "__weakref__")

    def __init__(self, path: str, text: str, lines: tuple[Line, ...], source: bytes, has_error: bool = False,
                 ancestors: tuple[tuple[weakref.ref[DagFile], int, int], ...] = ()) -> None:
        self.path = path
        self.text = text
        self.source = source
        self.lines = lines
        self.has_error = has_error
        self._ancestors = ancestors
        #: whether the lines' starts are this file's (a later version read from it moves them)
        self._current = True
        self._statements: tuple[c.Statement, ...] | None = None
        self._line_starts: list[int] | None = None

    @property
    def current(self) -> bool:
        """Whether the lines stand where this version of the file has them (False once a later
        version of the buffer has been read from this one)."""
        return self._current

    @property
    def statements(self) -> tuple[c.Statement, ...]:
        """The statements with file offsets."""
        found = self._statements
        if found is None:
            with _lock:
                if self._current:
                    found = tuple(_shift(line.statement, line.start) if line.start else line.statement
                                  for line in self.lines)
            if found is None:  # the lines have moved on: read this version again
                found = fresh(self).statements
            self._statements = found
        return found

    def kept(self, earlier: DagFile) -> tuple[int, int] | None:
        """When this version was read from ``earlier`` (directly or through a few versions in
        between): how many lines at its start and at its end are ``earlier``'s very lines."""
        if earlier is self:
            return len(self.lines), 0
        for ref, head, tail in self._ancestors:
            if ref() is earlier:
                return head, tail
        return None

    def line_of(self, offset: int) -> int:
        """The 0-based line of a byte offset."""
        starts = self._line_starts
        if starts is None:
            starts = [0]
            find = self.source.find
            at = find(b"\n")
            while at >= 0:
                starts.append(at + 1)
                at = find(b"\n", at + 1)
            self._line_starts = starts
        return bisect.bisect_right(starts, offset) - 1

    def slice(self, start: int, end: int) -> str:
        return self.source[start:end].decode("utf-8", "replace")

    def __repr__(self) -> str:
        return f"DagFile({self.path!r}, {len(self.lines)} statements)"


#: per file: its one-line statements by their bytes, parsed at offset 0 (an edit re-reads only
#: the lines it changed; a file read again parses only the lines it has not seen)
_relative: OrderedDict[str, dict[bytes, c.Statement | None]] = OrderedDict()
#: files whose one-line statements are kept that way (the most recently read)
FILES_KEPT = 32
#: a node this long is parsed where it stands, not kept by its text
_ONE_LINE_LIMIT = 4096


def _relative_cache(path: str) -> dict[bytes, c.Statement | None]:
    with _lock:
        found = _relative.pop(path, None)
        if found is None:
            found = {}
        _relative[path] = found
        while len(_relative) > FILES_KEPT:
            _relative.popitem(last=False)
    return found


def _read_node(node: Node, source: bytes, path: str, relative: dict[bytes, c.Statement | None],
               out: list[Line]) -> None:
    """The lines of one top-level node of the tree (an ERROR node may hold several)."""
    node_type = node.type
    if node_type == DAG_COMMENT:
        return
    start, end = node.start_byte, node.end_byte
    if node_type != "ERROR" and not node.is_missing:
        if end - start < _ONE_LINE_LIMIT:
            text = source[start:end]
            if b"\n" not in text:
                if text in relative:
                    found = relative[text]
                else:
                    found = relative[text] = _statement(text, node_type, 0, end - start, None)
                if found is not None:
                    out.append(Line(found, start, path, node_type))
                return
        found = _statement(source, node_type, start, end, node)
        if found is not None:
            out.append(Line(_shift(found, -start) if start else found, start, path, node_type))
        return
    for line_start, line_end in _lines(source, start, end):
        found = _statement(source, "", line_start, line_end, None)
        if found is not None:
            out.append(Line(_shift(found, -line_start) if line_start else found, line_start, path, "ERROR"))


def read_tree(path: str, text: str, source: bytes, tree: Tree) -> DagFile:
    """Every statement of the file, read from its tree."""
    relative = _relative_cache(path)
    used: dict[bytes, c.Statement | None] = {}
    lines: list[Line] = []
    root = tree.root_node
    for node in root.children:
        _read_node(node, source, path, relative, lines)
    # keep what this read used (what it did not use is from texts since edited away)
    for line in lines:
        statement = line.statement
        if statement.end < _ONE_LINE_LIMIT:
            key = source[line.start:line.start + statement.end]
            if key in relative:
                used[key] = relative[key]
    relative.clear()
    relative.update(used)
    return DagFile(path, text, tuple(lines), source, root.has_error)


_CHUNK = 65536


def _common_prefix(a: bytes, b: bytes) -> int:
    """The length of the longest common start of ``a`` and ``b`` (chunks compared in C, then
    a bisection inside the first chunk that differs)."""
    limit = min(len(a), len(b))
    at = 0
    while at < limit:
        step = min(_CHUNK, limit - at)
        if a[at:at + step] != b[at:at + step]:
            lo, hi = at, at + step  # the difference is in [lo, hi)
            while hi - lo > 1:
                mid = (lo + hi) // 2
                if a[lo:mid] == b[lo:mid]:
                    lo = mid
                else:
                    hi = mid
            return lo
        at += step
    return limit


def _common_suffix(a: bytes, b: bytes, limit: int) -> int:
    """The length of the longest common end of ``a`` and ``b``, at most ``limit``."""
    la, lb = len(a), len(b)
    at = 0
    while at < limit:
        step = min(_CHUNK, limit - at)
        if a[la - at - step:la - at] != b[lb - at - step:lb - at]:
            lo, hi = at, at + step  # matching length is in [lo, hi)
            while hi - lo > 1:
                mid = (lo + hi) // 2
                if a[la - mid:la - lo] == b[lb - mid:lb - lo]:
                    lo = mid
                else:
                    hi = mid
            return lo
        at += step
    return limit


def _first_ending_after(root: Node, byte: int) -> Node | None:
    """The first top-level node that ends after ``byte``, by bisection (a child by index is found
    by descending the tree's balanced hidden nodes; ``Node.first_child_for_byte`` is not used:
    it can crash on these trees)."""
    child = root.child
    lo, hi = 0, root.child_count
    while lo < hi:
        mid = (lo + hi) // 2
        if child(mid).end_byte <= byte:  # type: ignore[union-attr]
            lo = mid + 1
        else:
            hi = mid
    return child(lo) if lo < root.child_count else None


def derive(base: DagFile, text: str, source: bytes, tree: Tree) -> DagFile | None:
    """The next version of ``base`` (an open buffer's last read, still current), read where its
    text changed: the statements from the one before the edit up to the first statement after it
    that the tree has where the old one stood (moved by the length added), read again; the rest
    kept. None when the tree or the old version has an error node (error recovery may reach
    further than the edit; the caller reads the whole file)."""
    root = tree.root_node
    if base.has_error or root.has_error:
        return None
    old = base.source
    prefix = _common_prefix(old, source)
    suffix = _common_suffix(old, source, min(len(old), len(source)) - prefix)
    delta = len(source) - len(old)
    lines = base.lines
    # the first line the edit may change: the first ending at or after it, and the one before
    # (a continuation or inline description above the edit may now take it in)
    first = max(bisect.bisect_left(lines, prefix, key=_line_end) - 1, 0)
    read_from = lines[first - 1].end if first > 0 else 0
    old_end, new_end = len(old) - suffix, len(source) - suffix
    after = bisect.bisect_left(lines, old_end, key=_line_start)
    relative = _relative_cache(base.path)
    window: list[Line] = []
    node = _first_ending_after(root, read_from)
    count = len(lines)
    while node is not None:
        start = node.start_byte
        if start >= new_end and node.type != DAG_COMMENT:
            while after < count and lines[after].start + delta < start:
                after += 1
            if after < count:
                line = lines[after]
                if (line.start + delta == start and line.kind == node.type
                        and node.end_byte - start == line.statement.end):
                    break  # here and after, the tree has what it had
        _read_node(node, source, base.path, relative, window)
        node = node.next_sibling
    else:
        after = count
    # the statement before the edit, read again because the edit might have joined it: when it
    # is the same statement at the same place, the old line stands (what was made from it stays)
    while window and first < after and window[0].start == lines[first].start \
            and window[0].statement is lines[first].statement and window[0].kind == lines[first].kind:
        del window[0]
        first += 1
    moved = lines[after:]
    path = base.path
    ancestors = ((weakref.ref(base), first, len(moved)),) + tuple(
        (ref, min(head, first), min(tail, len(moved))) for ref, head, tail in base._ancestors[:ANCESTORS - 1])
    derived = DagFile(path, text, lines[:first] + tuple(window) + moved, source, False, ancestors)
    with _lock:
        if not base._current:
            return None  # another read moved the lines meanwhile
        if delta:
            for line in moved:
                line.start += delta
        base._current = False
    if len(relative) > 2 * len(derived.lines) + 1024:
        relative.clear()  # many texts edited away: the next whole read keeps only what it uses
    return derived


def fresh(dag_file: DagFile) -> DagFile:
    """A version of ``dag_file`` whose lines are its own (for a file whose lines have moved on)."""
    source = dag_file.source
    tree = new_parser(LanguageId.DAG).parse(source)
    return read_tree(dag_file.path, dag_file.text, source, tree)


_documents: weakref.WeakKeyDictionary[Document, DagFile] = weakref.WeakKeyDictionary()
#: per path, the last version of an open buffer that was read (a new version is read from it)
_latest: OrderedDict[str, DagFile] = OrderedDict()
_texts: OrderedDict[tuple[str, str], DagFile] = OrderedDict()
_lock = threading.RLock()
#: DAG files read from disk whose statements are kept (the most recently used)
TEXTS_KEPT = 256
#: open buffers whose last read is kept to read the next version from
DOCUMENTS_KEPT = 16


def read_document(document: Document, path: str) -> DagFile:
    """The statements of an open document (its tree is parsed already); kept per version. A
    version is read from the last version read of the same buffer where there is one."""
    with _lock:
        found = _documents.get(document)
        if found is not None:
            return found
        latest = _latest.get(path)
    found = None
    if latest is not None and latest.current and latest.text is not document.text:
        found = derive(latest, document.text, document.source, document.tree)
    elif latest is not None and latest.text is document.text:
        found = latest
    if found is None:
        found = read_tree(path, document.text, document.source, document.tree)
    with _lock:
        _documents[document] = found
        _latest[path] = found
        _latest.move_to_end(path)
        while len(_latest) > DOCUMENTS_KEPT:
            _latest.popitem(last=False)
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
