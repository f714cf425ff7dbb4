"""Parsing one top-level statement of a script with CPython's own parser, half-typed ones too.

:func:`ast.parse` is written in C and is many times faster than any parser written in Python,
but it refuses a statement with a syntax error as a whole, and in an editor the statement being
typed always has one. So a statement ``ast`` refuses is repaired, keeping every position, and
parsed again, in bounded steps:

1. strings left open are closed at the end of their line (or of the statement, for triple
   quotes), and brackets left open at the end of the last line indented deeper than the line
   that opened them: ``x = schedd.query("Owner == 1"`` becomes a complete call;
2. then, while ``ast`` refuses, what its ``SyntaxError`` names is blanked (spaces; line breaks
   kept), at most :data:`MAX_MENDS` times (fewer for a long statement): the token, when it
   names one (``slif ots = ...``), else the whole logical line (its brackets, strings and
   continuations followed). A blanked line with a deeper-indented block under it becomes
   ``if 1:`` (a broken ``def`` header), and a line indented under nothing, or dedented to no
   enclosing level, is dealt with as such;
3. if that is not enough, parso (error-tolerant, written in Python, so used only here) parses
   what is left, the characters it places in error nodes and leaves are blanked, and step 2 is
   tried once more; then the statement is given up (it yields nothing).

Step 2 comes before parso because it loses less: on randomly edited scripts it kept about as
many sites as the parso-only finder did, and parso's error nodes often swallow a whole
statement. Nothing moves: blanking keeps every character's place, and the closing quotes and
brackets of step 1 are inserted at line ends only, listed in :attr:`Parsed.inserted` so that
positions map back to the source (a string whose closing quote was inserted is not a complete
literal: :meth:`Parsed.repaired`). ``ast`` counts columns in UTF-8 bytes; :meth:`Parsed.offset`
turns them into characters.
"""
from __future__ import annotations

import ast
import bisect
import re
import threading
import warnings
from collections import OrderedDict
from dataclasses import dataclass, field
from typing import Any

#: mends (a token or a logical line blanked) tried before parso's pass, and again after it
MAX_MENDS = 16
#: ... and fewer for long statements: about this many characters parsed again in each pass
MEND_CHARS = 512 * 1024
#: parsed statements kept across analyses, by text (an edit re-parses only the statement it touched)
CACHE_CHARS = 8 * 1024 * 1024

_LINE_BREAK = re.compile(r"\r\n|\r|\n")
#: characters ``ast`` refuses anywhere in its input (NUL, lone surrogates), replaced by ones of
#: the same width in characters before parsing (literals are decoded from the source itself)
_UNPARSABLE = re.compile("[\0\ud800-\udfff]")
#: strings (unterminated ones running to the end of their line, or of the text for triple
#: quotes), comments, brackets and line breaks: what the repair of step 1 needs to see
_SCAN = re.compile(
    r"""(?P<s>[rRbBuUfF]{0,2}(?:
        \"\"\"[^"\\]*(?:(?:\\.|"(?!""))[^"\\]*)*(?P<t1>\"\"\"|\Z)
      | '''[^'\\]*(?:(?:\\.|'(?!''))[^'\\]*)*(?P<t2>'''|\Z)
      | "[^"\\\r\n]*(?:\\(?:\r\n|.)[^"\\\r\n]*)*(?P<t3>"|(?=[\r\n])|\Z)
      | '[^'\\\r\n]*(?:\\(?:\r\n|.)[^'\\\r\n]*)*(?P<t4>'|(?=[\r\n])|\Z)))
    | (?P<c>\#[^\r\n]*)
    | (?P<o>[(\[{])
    | (?P<x>[)\]}])
    | (?P<n>\r\n|\r|\n)""",
    re.VERBOSE | re.DOTALL,
)
_CLOSER = {"(": ")", "[": "]", "{": "}"}
#: a line that can only begin a statement, never continue an expression (``for``, ``if`` and
#: ``else`` can: comprehensions and conditional expressions), so brackets still open before
#: it were never closed (``def f(x,`` being typed above the body)
_STATEMENT = re.compile(r"[ \t\f]*(?:return|while|with|try|raise|pass|import|del|assert|global|nonlocal|def|"
                        r"class|elif|except|finally|break|continue)(?![\w.])")
_HEADER_LINE = re.compile(r"on line (\d+)")


@dataclass
class Parsed:
    """The ``ast`` module of one statement's text, with what maps its positions to the text."""

    module: ast.Module
    #: the text ``ast`` parsed: the statement's, or its repair (same positions but ``inserted``)
    text: str
    line_starts: list[int]
    #: indices in ``text`` of characters the repair inserted (closing quotes and brackets)
    inserted: list[int] = field(default_factory=list)
    ascii: bool = True

    def offset(self, line: int, column: int) -> int:
        """Character offset, in the statement's own text, of ``ast``'s (line, byte column)."""
        return self.unmap(self.position(line, column))

    def position(self, line: int, column: int) -> int:
        """The index in ``text`` (the repaired text, before mapping back) of ``ast``'s (line,
        byte column)."""
        starts = self.line_starts
        index = min(max(line - 1, 0), len(starts) - 1)
        at = starts[index]
        if not self.ascii and column:
            end = starts[index + 1] if index + 1 < len(starts) else len(self.text)
            segment = self.text[at:end]
            if not segment.isascii():
                column = len(segment.encode("utf-8", "surrogatepass")[:column].decode("utf-8", "ignore"))
        return at + column

    def unmap(self, at: int) -> int:
        """The source offset of position ``at`` of ``text``."""
        return at - bisect.bisect_left(self.inserted, at) if self.inserted else at

    def repaired(self, start: int, end: int) -> bool:
        """True when the repair inserted a character in ``text[start:end]``."""
        if not self.inserted:
            return False
        i = bisect.bisect_left(self.inserted, start)
        return i < len(self.inserted) and self.inserted[i] < end


def parse(text: str) -> Parsed:
    """``text`` (one top-level statement) parsed by ``ast``, repaired first if it must be.
    Never raises: what cannot be repaired parses to an empty module."""
    source = _UNPARSABLE.sub(_stand_in, text) if _UNPARSABLE.search(text) else text
    module = _try(source)
    if module is not None:
        return _parsed(module, source, [])
    repaired, inserted = _close_open_tokens(source)
    module = _try(repaired) if inserted else None
    # each mend parses the whole statement again: fewer of them for a long one
    budget = min(MAX_MENDS, max(2, MEND_CHARS // max(len(repaired), 1)))
    if module is None:
        module, repaired = _mend(repaired, budget)
    if module is None:
        module, repaired = _mend(_blank_parso_errors(repaired), budget)
    if module is None:
        module = ast.Module(body=[], type_ignores=[])
    return _parsed(module, repaired, inserted)


def _stand_in(match: re.Match[str]) -> str:
    return " " if match.group(0) == "\0" else "\ufffd"


def _parsed(module: ast.Module, text: str, inserted: list[int]) -> Parsed:
    starts = [0] + [m.end() for m in _LINE_BREAK.finditer(text)]
    return Parsed(module, text, starts, inserted, text.isascii())


def quiet_parse(text: str, mode: str = "exec") -> Any:
    """:func:`ast.parse` without its warnings (``"\\d"`` is an invalid escape, which
    Python reports on stderr when compiling: not ours to report, and not on our output).
    Changing the warning filters is process-wide, so parses hold a lock while they do it
    (analyses run in more than one thread)."""
    with _quiet_lock, warnings.catch_warnings():
        warnings.simplefilter("ignore")
        return ast.parse(text, mode=mode)


_quiet_lock = threading.Lock()


def _try(text: str) -> ast.Module | None:
    try:
        return quiet_parse(text)  # type: ignore[no-any-return]
    except (SyntaxError, ValueError, MemoryError, RecursionError, OverflowError):
        return None


# ---------------------------------------------------------------------------- step 1
def _close_open_tokens(text: str) -> tuple[str, list[int]]:
    """``text`` with its unterminated strings and unclosed brackets closed (see the module's
    docstring), and the indices of the inserted characters in the result."""
    insertions: list[tuple[int, str]] = []  # (index in text, what to insert before it)
    lines = [0] + [m.end() for m in _LINE_BREAK.finditer(text)]
    stack: list[tuple[str, int]] = []  # (opener, indentation of its line)
    token_end = 0  # the end of the last string or bracket
    comment_at: int | None = None  # where the comment of the current line starts

    def code_end(line_end: int) -> int:
        """Where the code of the line ending at ``line_end`` ends (before a comment and
        trailing blanks, but never before the last string or bracket)."""
        end = comment_at if comment_at is not None else line_end
        while end > token_end and text[end - 1] in " \t\f":
            end -= 1
        return end

    for match in _SCAN.finditer(text):
        kind = match.lastgroup
        if kind == "s":
            token_end = match.end()
            body = match.group(0).lstrip("rRbBuUfF")
            quote = body[:3] if body[:3] in ('"""', "'''") else body[:1]
            if not any(match.group(g) for g in ("t1", "t2", "t3", "t4")):
                insertions.append((match.end(), quote))
        elif kind == "c":
            comment_at = match.start()
        elif kind == "o":
            token_end = match.end()
            stack.append((match.group(0), _indentation(text, lines, match.start())))
        elif kind == "x":
            token_end = match.end()
            if stack and _CLOSER[stack[-1][0]] == match.group(0):
                stack.pop()
        else:  # a line break
            if stack:
                following = _next_code_line(text, match.end())
                if following is None or _STATEMENT.match(text, following) is not None or (
                        _indent_width(text, following) <= stack[0][1] and not _closes_first(text, following)):
                    insertions.append((code_end(match.start()), _closers(stack)))
                    stack.clear()
            comment_at = None
    if stack:
        insertions.append((code_end(len(text)), _closers(stack)))
    if not insertions:
        return text, []
    insertions.sort(key=lambda item: item[0])
    out: list[str] = []
    inserted: list[int] = []
    last = 0
    size = 0
    for at, what in insertions:
        out.append(text[last:at])
        size += at - last
        inserted.extend(range(size, size + len(what)))
        out.append(what)
        size += len(what)
        last = at
    out.append(text[last:])
    return "".join(out), inserted


def _closers(stack: list[tuple[str, int]]) -> str:
    return "".join(_CLOSER[opener] for opener, _ in reversed(stack))


def _closes_first(text: str, line: int) -> bool:
    """True when the code of the line at ``line`` starts with a closing bracket (``)`` written
    below the statement it closes is ordinary Python)."""
    stripped = text[line:line + 256].lstrip(" \t\f")
    return stripped[:1] in (")", "]", "}")


def _indentation(text: str, lines: list[int], at: int) -> int:
    start = lines[bisect.bisect_right(lines, at) - 1]
    return _indent_width(text, start)


def _indent_width(text: str, start: int) -> int:
    width = 0
    for ch in text[start:start + 256]:
        if ch == " ":
            width += 1
        elif ch == "\t":
            width += 8 - width % 8
        elif ch == "\f":
            width = 0
        else:
            break
    return width


def _next_code_line(text: str, start: int) -> int | None:
    """Where the next line holding code begins (blank and comment-only lines skipped)."""
    at = start
    size = len(text)
    while at < size:
        end = _LINE_BREAK.search(text, at)
        line_end = end.start() if end else size
        stripped = text[at:line_end].strip(" \t\f")
        if stripped and not stripped.startswith("#"):
            return at
        if end is None:
            return None
        at = end.end()
    return None


# ---------------------------------------------------------------------------- step 3
_grammar_lock = threading.Lock()
_grammar: Any = None


def _parso_grammar() -> Any:
    global _grammar
    with _grammar_lock:
        if _grammar is None:
            import parso  # only half-typed statements need it

            _grammar = parso.load_grammar()
        return _grammar


def _blank_parso_errors(text: str) -> str:
    """``text`` with what parso's error recovery puts in error nodes and leaves blanked."""
    try:
        module = _parso_grammar().parse(text, error_recovery=True)
    except Exception:  # parso has its own limits (recursion); the line pass follows
        return text
    lines = [0] + [m.end() for m in _LINE_BREAK.finditer(text)]
    spans: list[tuple[int, int]] = []
    stack = [module]
    while stack:
        node = stack.pop()
        kind = node.type
        if kind in ("error_node", "error_leaf"):
            start = _parso_offset(lines, node.start_pos)
            end = _parso_offset(lines, node.end_pos)
            if end > start:
                spans.append((start, end))
            continue
        children = getattr(node, "children", None)
        if children:
            stack.extend(children)
    if not spans:
        return text
    chars = list(text)
    for start, end in spans:
        for i in range(start, min(end, len(chars))):
            if chars[i] not in "\r\n":
                chars[i] = " "
    return "".join(chars)


def _parso_offset(lines: list[int], pos: tuple[int, int]) -> int:
    line, column = pos
    return lines[min(max(line - 1, 0), len(lines) - 1)] + column


# ---------------------------------------------------------------------------- step 2
def _mend(text: str, budget: int) -> tuple[ast.Module | None, str]:
    """Parse ``text``, blanking what each ``SyntaxError`` names, at most ``budget`` times."""
    tried: set[tuple[int, int]] = set()
    for _ in range(budget):
        module, error = _attempt(text)
        if module is not None or error is None:
            return module, text
        mended = _mend_once(text, error, tried)
        if mended is None or mended == text:
            return None, text
        text = mended
    return _attempt(text)[0], text


def _attempt(text: str) -> tuple[ast.Module | None, SyntaxError | None]:
    try:
        return quiet_parse(text), None
    except SyntaxError as error:
        return None, error
    except (ValueError, MemoryError, RecursionError, OverflowError):
        return None, None


def _mend_once(text: str, error: SyntaxError, tried: set[tuple[int, int]]) -> str | None:
    """One repair for ``error``: the token it names blanked (``slif ots = ...``: the stray
    name), or else a whole logical line (see :func:`_blank_logical_line`)."""
    lines = [0] + [m.end() for m in _LINE_BREAK.finditer(text)]
    line, offset = error.lineno or 0, error.offset or 0
    message = error.msg or ""
    if message.startswith("unexpected indent") and 1 <= line <= len(lines):
        # a line indented under nothing: the line before is a broken block header (``def f(x``
        # being typed), unless it stands on its own, and then this line is the mistake
        previous = _previous_code_line(text, lines, line)
        if previous is not None and not _complete_alone(text, previous):
            return _blank_logical_line(text, lines[previous - 1])
        before = _previous_code_line(text, lines, previous) if previous is not None else None
        if previous is not None and before is not None \
                and _indent_width(text, lines[line - 1]) <= _indent_width(text, lines[before - 1]):
            # the line before stands out to the left of its block (a line break typed into it)
            return _blank_logical_line(text, lines[previous - 1], header=False)
        return _blank_logical_line(text, lines[line - 1], header=False)
    if message.startswith("unindent does not match") and 1 <= line <= len(lines):
        # a line dedented to no enclosing level: it becomes ``if 1:`` at the level of the line
        # before, so that the block under it still parses
        previous = _previous_code_line(text, lines, line)
        if previous is not None:
            return _blank_logical_line(text, lines[line - 1], lines[previous - 1])
        return _blank_logical_line(text, lines[line - 1])
    if (1 <= line <= len(lines) and error.end_lineno == line and error.end_offset and offset
            and error.end_offset > offset and (line, offset) not in tried):
        tried.add((line, offset))
        start = lines[line - 1] + offset - 1
        end = min(lines[line - 1] + error.end_offset - 1, lines[line] if line < len(lines) else len(text))
        if text[start:end].strip() and not _LINE_BREAK.search(text, start, end):
            return text[:start] + " " * (end - start) + text[end:]
    candidates: list[int] = []
    header = _HEADER_LINE.search(message)
    if header and message.startswith("expected an indented block"):
        candidates.append(int(header.group(1)))
    if line:
        candidates.append(line)
        candidates.extend(range(line - 1, max(line - 64, 0), -1))
    for number in candidates:
        if 1 <= number <= len(lines):
            at = lines[number - 1]
            end = lines[number] if number < len(lines) else len(text)
            if text[at:end].strip():
                return _blank_logical_line(text, at)
    return None


def _previous_code_line(text: str, lines: list[int], line: int) -> int | None:
    for number in range(line - 1, 0, -1):
        end = lines[number] if number < len(lines) else len(text)
        stripped = text[lines[number - 1]:end].strip()
        if stripped and not stripped.startswith("#"):
            return number
    return None


def _complete_alone(text: str, line: int) -> bool:
    """True when the logical line holding physical line ``line`` parses on its own."""
    start, end = _logical_span(text, line)
    lines = text[start:end].splitlines()
    width = len(lines[0]) - len(lines[0].lstrip()) if lines else 0
    alone = "\n".join(l[width:] if l[:width].isspace() or not l[:width] else l for l in lines)
    return _attempt(alone)[0] is not None


def _logical_span(text: str, line: int) -> tuple[int, int]:
    lines = [0] + [m.end() for m in _LINE_BREAK.finditer(text)]
    at = lines[min(max(line, 1), len(lines)) - 1]
    logical = _logical_lines(text)
    index = bisect.bisect_right(logical, at) - 1
    return logical[max(index, 0)], logical[index + 1] if index + 1 < len(logical) else len(text)


def _blank_logical_line(text: str, at: int, level: int | None = None, header: bool = True) -> str:
    """``text`` with the logical line holding offset ``at`` blanked (brackets, strings and
    continuations followed, line breaks kept). When the next line holding code is indented
    deeper, the blanked line becomes ``if 1:`` instead, so that the block under a broken header
    still parses (written in the space of the old header, so nothing moves), indented like
    the line at ``level`` when that is given, else as the blanked line was."""
    logical = _logical_lines(text)
    index = bisect.bisect_right(logical, at) - 1
    start = logical[max(index, 0)]
    end = logical[index + 1] if index + 1 < len(logical) else len(text)
    blanked = _LINE_CONTENT.sub(_spaces, text[start:end])
    indent = _indent_width(text, start)
    following = _next_code_line(text, end)
    first_line = _LINE_BREAK.search(text, start, end)
    first = text[start:first_line.start() if first_line else end]
    lead = first[:len(first) - len(first.lstrip(" \t\f"))]
    if level is not None:
        lead = text[level:level + 256]
        lead = lead[:len(lead) - len(lead.lstrip(" \t\f"))]
        indent = _indent_width(text, level)
    if header and following is not None and _indent_width(text, following) > indent \
            and len(first) >= len(lead) + 5:
        blanked = lead + "if 1:" + blanked[len(lead) + 5:]
    return text[:start] + blanked + text[end:]


_LINE_CONTENT = re.compile(r"[^\r\n]+")


def _spaces(match: re.Match[str]) -> str:
    return " " * len(match.group(0))


def _logical_lines(text: str) -> list[int]:
    """Where the logical lines of ``text`` begin (a line break inside brackets or a string, or
    after a backslash, does not end one; a bracket left open ends where step 1 would close it)."""
    starts = [0]
    lines = [0] + [m.end() for m in _LINE_BREAK.finditer(text)]
    depth = 0
    base = 0  # the indentation of the line that opened the outermost bracket
    for match in _SCAN.finditer(text):
        kind = match.lastgroup
        if kind == "o":
            if depth == 0:
                base = _indentation(text, lines, match.start())
            depth += 1
        elif kind == "x":
            depth = max(depth - 1, 0)
        elif kind == "n" and not (match.start() > 0 and text[match.start() - 1] == "\\"):
            if depth:
                following = _next_code_line(text, match.end())
                if following is None or _indent_width(text, following) > base or _closes_first(text, following):
                    continue
                depth = 0
            starts.append(match.end())
    return starts


class ParseCache:
    """Parsed statements by text, least recently used first out, bounded by total size."""

    def __init__(self) -> None:
        self._items: OrderedDict[str, Parsed] = OrderedDict()
        self._size = 0
        self._lock = threading.Lock()

    def get(self, text: str) -> Parsed:
        with self._lock:
            hit = self._items.get(text)
            if hit is not None:
                self._items.move_to_end(text)
                return hit
        parsed = parse(text)
        with self._lock:
            if text not in self._items:
                self._items[text] = parsed
                self._size += len(text)
                while self._size > CACHE_CHARS and self._items:
                    old, _ = self._items.popitem(last=False)
                    self._size -= len(old)
        return parsed


__all__ = ["Parsed", "parse", "quiet_parse", "ParseCache", "MAX_MENDS", "MEND_CHARS", "CACHE_CHARS"]
