"""Reading a submit description the way condor_submit does (``Parse_macros`` with submit
syntax, config.cpp), statement by statement into the macro table.

Reading stops at each queue statement, because condor_submit makes the jobs of a queue
statement before it reads on: what comes later can change the table for the next one. Lines
are HTCondor's logical lines (trimmed, joined at a trailing ``\\``); each keeps where it was
written so problems can be placed. ``if``/``elif``/``else`` conditions are judged against the
table as it is at that line. ``include`` reads a file in place (relative names from
condor_submit's working directory); an ``include`` of a command's output is never run: the
reading goes on without it and the submission is marked as not fully known.
"""
from __future__ import annotations

import posixpath
from dataclasses import dataclass, field
from typing import Callable

from ...config.conditions import IfStack, judge, parse_version
from ...config.lines import LogicalLine, logical_lines
from ...config.text import Origin, SourceText
from .hashtable import SubmitTable
from .values import SPACE, is_valid_param_name

#: characters HTCondor treats as assignment operators
_OPS = "=:"
#: separators allowed between ``+`` and ``=`` (``A +,= x``)
_PLUS_SEPS = ",;|&*"
#: lines of DAG input files condor_submit recognises (to say "this is a DAG file")
DAG_COMMANDS = frozenset(s.lower() for s in (
    "JOB", "PROVISIONER", "FINAL", "SERVICE", "SPLICE", "SUBDAG", "PARENT", "SUBMIT-DESCRIPTION", "DONE",
    "PRE_SKIP", "SCRIPT", "PRIORITY", "VARS", "CATEGORY", "MAXJOBS", "ABORT-DAG-ON", "CONFIG", "ENV",
    "SET_JOB_ATTR", "DOT", "JOBSTATE_LOG", "NODE_STATUS_FILE", "SAVE_POINT_FILE", "REJECT"))
#: condor_submit's built-in templates for ``use STRICT:<value>``
STRICT_TEMPLATES: dict[str, str] = {
    "FALSE": "SubmitWarnEmptyMatches=false\nSubmitFailEmptyMatches=false\nSubmitWarnDuplicateMatches=false\n"
             "SubmitFailEmptyFields=false\nSubmitWarnEmptyFields=false",
    "TRUE": "SubmitWarnEmptyMatches=true\nSubmitFailEmptyMatches=true\nSubmitWarnDuplicateMatches=true\n"
            "SubmitFailEmptyFields=false\nSubmitWarnEmptyFields=true",
    "HARSH": "SubmitWarnEmptyMatches=true\nSubmitFailEmptyMatches=true\nSubmitWarnDuplicateMatches=true\n"
             "SubmitFailEmptyFields=true\nSubmitWarnEmptyFields=true",
}


class ReadError(Exception):
    """condor_submit stops reading: ``message`` at ``origin``."""

    def __init__(self, code: str, message: str, origin: Origin | None, end: Origin | None = None) -> None:
        super().__init__(message)
        self.code = code
        self.message = message
        self.origin = origin
        self.end = end


@dataclass
class QueueLine:
    """A queue statement found while reading: its line (macros not yet expanded), where its
    arguments start, and whether reading can go on after it."""

    text: str
    args: str
    line: LogicalLine
    args_offset: int


@dataclass
class Notice:
    """A warning or an unknown part met while reading (``warning`` lines, includes of commands)."""

    severity: str
    code: str
    message: str
    origin: Origin | None
    end: Origin | None = None


@dataclass
class _Stream:
    """The logical lines of one source being read, and where reading is."""

    path: str
    lines: list[LogicalLine]
    pos: int = 0
    depth: int = 0
    ifs: IfStack = field(default_factory=IfStack)


ReadText = Callable[[str], "str | None"]


class SubmitReader:
    """Reads one submit description into a :class:`SubmitTable`, a queue statement at a time."""

    def __init__(self, table: SubmitTable, text: str, path: str, *, read_text: ReadText, cwd: str,
                 version: str, templates: Callable[[str], str | None], max_depth: int = 20) -> None:
        self.table = table
        self.read_text = read_text
        self.cwd = cwd
        self.version = parse_version(version) or (25, 14, 1)
        #: HTCondor 25 reads ``name += value``; 24.0 has no such operator
        self.plus_op = self.version >= (25, 0, 0)
        self.templates = templates
        self.max_depth = max_depth
        self.notices: list[Notice] = []
        #: files read by ``include`` (path, text or None) for memo validation
        self.included: list[tuple[str, str | None]] = []
        #: an include ran a command that was not run: what follows may depend on its output
        self.incomplete: str | None = None
        self.stack: list[_Stream] = [_Stream(path, logical_lines(text, path))]
        self._here: tuple[str, str, Origin | None, list[str]] | None = None

    # ----------------------------------------------------------------- public
    @property
    def at_end(self) -> bool:
        return all(s.pos >= len(s.lines) for s in self.stack)

    def read_until_queue(self) -> QueueLine | None:
        """Read statements up to the next queue statement (returned) or the end (None).
        Raises :class:`ReadError` where condor_submit would stop with an error."""
        while self.stack:
            stream = self.stack[-1]
            if stream.pos >= len(stream.lines):
                self._end_of_stream(stream)
                self.stack.pop()
                continue
            line = stream.lines[stream.pos]
            stream.pos += 1
            queue = self._line(line, stream)
            if queue is not None:
                # condor_submit reads on with a new Parse_macros call: the if-stack starts over
                stream.ifs = IfStack()
                return queue
        return None

    def item_lines(self) -> tuple[list[tuple[str, LogicalLine]], bool]:
        """The lines of a multi-line queue item list, read from where the queue statement was
        (``load_inline_q_foreach_items``): trimmed lines, ``#`` lines skipped, up to a line
        that starts with ``)``. A blank line is kept: getline_trim returns it as an empty
        line, so it is an (empty) item of ``queue from``. Returns the lines and whether the
        ``)`` was found."""
        stream = self.stack[-1] if self.stack else None
        out: list[tuple[str, LogicalLine]] = []
        if stream is None:
            return out, False
        while stream.pos < len(stream.lines):
            line = stream.lines[stream.pos]
            stream.pos += 1
            text = line.text
            if text[:1] == "#":
                continue
            if text[:1] == ")":
                return out, True
            out.append((text, line))
        return out, False

    def remaining_lines(self) -> list[LogicalLine]:
        """Non-comment lines left in the main file (``Extra data found after queue``)."""
        stream = self.stack[0] if self.stack else None
        if stream is None:
            return []
        return [line for line in stream.lines[stream.pos:] if line.text and line.text[0] != "#"]

    def parse_lines(self, lines: list[str], kind: str, source: str) -> None:
        """Statements given outside the file (``-append`` lines, template bodies), one per line
        (``Parse_config_string``)."""
        text = "\n".join(lines)
        stream = _Stream(source, logical_lines(text, source))
        saved = self.stack
        self.stack = [stream]
        try:
            while stream.pos < len(stream.lines):
                line = stream.lines[stream.pos]
                stream.pos += 1
                self._line(line, stream, kind=kind, queue_allowed=False)
        finally:
            self.stack = saved

    # ----------------------------------------------------------------- lines
    def expand(self, text: str, origin: Origin | None = None, end: Origin | None = None) -> str:
        """Expand while reading; a macro function that fails stops condor_submit 24.0 and is
        reported by 25."""
        value = self.table.expand(text)
        if self.table.limit_hit:
            self.notices.append(Notice("warning", "submit.expansion-limit",
                                       f"{self.table.limit_hit}: condor-ls cuts the value short there", origin, end))
            self.table.limit_hit = None
        for message in self.table.last_issues:
            if self.plus_op:
                self.notices.append(Notice("error", "submit.macro-function", message, origin, end))
            else:
                raise ReadError("submit.macro-function", message, origin, end)
        return value

    def _end_of_stream(self, stream: _Stream) -> None:
        if self._here is not None and len(self.stack) == 1:
            tag = self._here[1]
            origin = self._here[2]
            self._here = None
            message = f"the file ends while looking for '@{tag}' (the end of a `@=` block)"
            if not stream.ifs.inside_if():
                raise ReadError("submit.unclosed-block", message, origin)
            # condor_submit reports both, the open `if` as the reason it stops (Parse_macros:
            # the unclosed block is pushed as an error, then the if-stack sets the message)
            self.notices.append(Notice("error", "submit.unclosed-block", message, origin, None))
        if stream.ifs.inside_if():
            last = stream.lines[-1] if stream.lines else None
            raise ReadError("submit.missing-endif", "endif(s) not found before end-of-file",
                            last.origin(0) if last else None)

    def _line(self, line: LogicalLine, stream: _Stream, kind: str = "submit",
              queue_allowed: bool = True) -> QueueLine | None:
        s = line.text
        if self._here is not None:
            name, tag, origin, data = self._here
            if s[:1] == "@" and s[1:] == tag:
                self._here = None
                self.table.insert(name, "\n".join(data), origin, kind)
                return None
            if s and s[0] != "#" and s.strip(SPACE):
                data.append(s)
            return None
        if not s or s[0] == "#" or not s.strip(SPACE):
            return None
        off = 0
        if s[0] == ":" and (stream.ifs.inside_if() or (s[1:3] == "if" and (len(s) == 3 or s[3] in SPACE))):
            off = 1
        if self._if_line(s[off:], line, off, stream):
            return None
        if not stream.ifs.enabled():
            return None
        return self._statement(line, off, stream, kind, queue_allowed)

    def _condition(self, expr: str) -> tuple[bool, str]:
        """``Test_config_if_expression``."""
        text = expr
        expanded = False
        if "$" in text:
            text = self.expand(text).rstrip(SPACE)
            expanded = True
        text = text.lstrip(SPACE)
        inverted = False
        if text.startswith("!"):
            inverted = True
            text = text[1:].lstrip(SPACE)
        if expanded and not text:
            return inverted, ""
        verdict = judge(text, lookup=self.table.lookup, has_template=self._has_template, version=self.version)
        value = (not verdict.value) if inverted else verdict.value
        return value, ("" if verdict.valid else (verdict.reason or "invalid condition"))

    def _has_template(self, category: str, name: str | None) -> bool:
        cat = category.strip(SPACE).upper()
        if cat == "STRICT":
            return name is None or name.strip(SPACE).upper() in STRICT_TEMPLATES
        if cat == "TEMPLATE":
            return name is not None and self.templates(name.strip(SPACE)) is not None
        return False

    def _if_line(self, s: str, line: LogicalLine, off: int, stream: _Stream) -> bool:
        if not s or s[0] not in "eEiI":
            return False
        low = s[:6].lower()

        def keyword(word: str) -> bool:
            return low.startswith(word) and (len(s) == len(word) or s[len(word)] in SPACE)

        origin = line.origin(off)
        end = line.origin(len(line.text))
        ifs = stream.ifs
        if keyword("if"):
            expr = s[2:].lstrip(SPACE)
            value = ifs.enabled()
            if value:
                value, reason = self._condition(expr)
                if reason:
                    raise ReadError("submit.bad-condition", f"{expr} is not a valid if condition because {reason}",
                                    origin, end)
            if not ifs.begin_if(value):
                raise ReadError("submit.bad-condition", "if nesting too deep!", origin, end)
            return True
        if keyword("else"):
            if not ifs.begin_else():
                raise ReadError("submit.unmatched-else",
                                "else is not allowed after else" if ifs.inside_else() else "else without matching if",
                                origin, end)
            return True
        if keyword("elif"):
            expr = s[4:].lstrip(SPACE)
            value = ifs.outer_enabled_for_elif()
            if value:
                value, reason = self._condition(expr)
                if reason:
                    raise ReadError("submit.bad-condition", f"{expr} is not a valid elif condition because {reason}",
                                    origin, end)
            if not ifs.begin_elif(value):
                raise ReadError("submit.unmatched-else",
                                "elif is not allowed after else" if ifs.inside_else() else "elif without matching if",
                                origin, end)
            return True
        if keyword("endif"):
            if not ifs.end_if():
                raise ReadError("submit.unmatched-else", "endif without matching if", origin, end)
            return True
        return False

    def _statement(self, line: LogicalLine, off: int, stream: _Stream, kind: str,
                   queue_allowed: bool) -> QueueLine | None:
        """One non-``if`` line, dispatched as ``Parse_macros`` dispatches it."""
        s = line.text
        n = len(s)
        origin = line.origin(off)
        end = line.origin(n)
        p = off
        while p < n and not (s[p] in SPACE or s[p] in _OPS):
            p += 1
        if p >= n:  # a name and nothing else: only a queue statement can be that
            return self._queue(line, off, stream, queue_allowed)
        name_end = p
        op = s[p]
        p += 1
        word_at = -1
        plus_sep = ""
        double_plus = 0
        pop = name_end
        if op not in _OPS:
            while p < n and s[p] in SPACE:
                p += 1
            stops = "@+" if self.plus_op else "@"
            if p < n and s[p] not in _OPS and s[p] not in stops:
                word_at = p
            while p < n and s[p] not in _OPS and s[p] not in stops:
                p += 1
            pop = p
            op = s[p] if p < n else ""
            if op:
                p += 1
                if op == "@":
                    if p < n and s[p] == "=":
                        p += 1
                    else:
                        op = ""
                elif op == "+":
                    if p < n and s[p] in _PLUS_SEPS:
                        plus_sep = s[p]
                        double_plus = 1
                        p += 1
                        if p < n and s[p] == plus_sep:
                            double_plus = 2
                            p += 1
                    if p < n and s[p] == "=":
                        p += 1
                    else:
                        op = ""
        while p < n and s[p] in SPACE:
            p += 1
        rhs_at = p
        rhs = s[p:]
        raw_name = s[off:name_end]
        bare = raw_name[1:] if raw_name.startswith("@") else raw_name
        low = bare.lower()
        if op == ":" and low == "include":
            return self._include(line, off, name_end, pop, rhs, stream, kind)
        if op == ":" and low == "use":
            category = s[name_end:pop].strip(SPACE)
            self._use(category, rhs, line, off, kind)
            return None
        if op == ":" and low in ("error", "warning"):
            message = self.expand(rhs, origin, end) if "$" in rhs else rhs
            if low == "error":
                raise ReadError("submit.error-statement", message, origin, end)
            self.notices.append(Notice("warning", "submit.warning-statement", message, origin, end))
            return None
        if word_at >= 0:
            return self._queue(line, off, stream, queue_allowed)
        name = self.expand(raw_name, origin, end) if "$" in raw_name else raw_name
        if op == "=" and name[:1] in ("+", "-"):
            value = line.source(rhs_at) if name[0] == "+" else SourceText("")
            self.table.insert("MY." + name[1:], value, origin, kind)
            return None
        if op not in ("=", "@", "+") or name.lower() == "queue":
            return self._queue(line, off, stream, queue_allowed, op == ":")
        if not is_valid_param_name(name):
            raise ReadError("submit.illegal-name", f"Illegal Identifier: <{name}>", origin, end)
        if op == "@":
            self._here = (name, rhs, origin, [])
            return None
        value: SourceText = line.source(rhs_at)
        if op == "+":
            cur = self.table.lookup(name)
            if cur:
                joiner = (f" {plus_sep}{plus_sep} " if double_plus > 1 else plus_sep) if plus_sep else " "
                value = SourceText(cur + joiner + rhs)
        self.table.insert(name, value, origin, kind)
        return None

    def _queue(self, line: LogicalLine, off: int, stream: _Stream, allowed: bool,
               colon: bool = False) -> QueueLine | None:
        text = line.text[off:]
        args = is_queue_statement(text)
        origin = line.origin(off)
        end = line.origin(len(line.text))
        if args is None:
            first = text.split(None, 1)[0].lower() if text.split(None, 1) else ""
            if first in DAG_COMMANDS:
                raise ReadError("submit.dag-file", "this is a DAG input file, not a submit description "
                                "(submit it with condor_submit_dag)", origin, end)
            if colon:
                # `name : value` with no such keyword: condor_submit's reader hands the line to the
                # queue parser, which refuses it, and says so besides "cannot parse" (Parse_macros)
                self.notices.append(Notice("error", "submit.queue-refusal", "invalid queue statement.", origin, end))
            raise ReadError("submit.syntax", f"cannot parse: {text} (not an assignment, a keyword or a queue "
                            "statement)", origin, end)
        if not allowed or len(self.stack) > 1:
            raise ReadError("submit.queue-in-include", "Queue statement not allowed in include file or command",
                            origin, end)
        return QueueLine(text, args, line, off + len(text) - len(args))

    def _include(self, line: LogicalLine, off: int, name_end: int, pop: int, rhs: str, stream: _Stream,
                 kind: str) -> None:
        s = line.text
        origin = line.origin(off)
        end = line.origin(len(s))
        words = s[name_end:pop].split()
        ifexist = command = False
        into: str | None = None
        i = 0
        if i < len(words) and words[i] in ("ifexist", "ifexists"):
            ifexist = True
            i += 1
        if i < len(words):
            if words[i] in ("output", "command"):
                command = True
                i += 1
                if i < len(words) and words[i] == "into":
                    if i + 1 >= len(words):
                        raise ReadError("submit.include", "unexpected keyword(s) after include: expected filename "
                                        "after keyword 'into'", origin, end)
                    into = words[i + 1]
                    i += 2
            else:
                raise ReadError("submit.include", f"unexpected keyword(s) '{' '.join(words[i:])}' after include",
                                origin, end)
        target = self.expand(rhs, origin, end).strip(SPACE) if "$" in rhs else rhs.strip(SPACE)
        piped = target.rstrip(" ").endswith("|")
        if into is not None:
            cached = self.table.expand(into)
            if not cached:
                raise ReadError("submit.include", "destination for 'include into' expanded to ''", origin, end)
            path = self._resolve(cached)
            text = self.read_text(path)
            self.included.append((path, text))
            if text is not None:
                return self._push(path, text, stream, origin, end)
            self.incomplete = self.incomplete or f"an `include command into` line needs a command's output ({target})"
            self.notices.append(Notice("warning", "submit.include-command",
                                       f"`include command` runs `{target}`, which condor-ls never runs: what it "
                                       "would add to the submit description is unknown", origin, end))
            return None
        if command or piped:
            self.incomplete = self.incomplete or f"an `include` line reads a command's output ({target})"
            self.notices.append(Notice("warning", "submit.include-command",
                                       f"`include` runs `{target.rstrip(' |')}`, which condor-ls never runs: what it "
                                       "would add to the submit description is unknown", origin, end))
            return None
        path = self._resolve(target)
        text = self.read_text(path)
        self.included.append((path, text))
        if text is None:
            if ifexist:
                return None
            raise ReadError("submit.include-missing", f"can't open file {target}", origin, end)
        return self._push(path, text, stream, origin, end)

    def _push(self, path: str, text: str, stream: _Stream, origin: Origin | None, end: Origin | None) -> None:
        depth = stream.depth + 1
        if depth >= self.max_depth:
            raise ReadError("submit.include", "includes nested too deep", origin, end)
        self.stack.append(_Stream(path, logical_lines(text, path), depth=depth))
        return None

    def _resolve(self, target: str) -> str:
        return target if posixpath.isabs(target) else posixpath.normpath(posixpath.join(self.cwd, target))

    def _use(self, category: str, rhs: str, line: LogicalLine, off: int, kind: str) -> None:
        """``use CATEGORY : NAME``: condor_submit knows ``STRICT`` and the admin's
        ``TEMPLATE`` metaknobs (``SUBMIT_TEMPLATE_NAMES``)."""
        origin = line.origin(off)
        end = line.origin(len(line.text))
        cat = self.table.expand(category).strip(SPACE).upper()
        for item in rhs.split(","):
            value = item.strip(SPACE)
            if not value:
                continue
            name = value.split("(", 1)[0].strip(SPACE)
            body: str | None = None
            if cat == "STRICT":
                body = STRICT_TEMPLATES.get(name.upper())
            elif cat == "TEMPLATE":
                body = self.templates(name)
            if body is None:
                raise ReadError("submit.use", f"at use {cat}:{value}: no such metaknob", origin, end)
            self.parse_lines(body.split("\n"), kind, f"<{cat}:{name}>")


def is_queue_statement(line: str) -> str | None:
    """``SubmitHash::is_queue_statement``: the arguments after ``queue`` (or ``iterate``/``iter``),
    leading blanks skipped, or None when the line is no queue statement."""
    if line[:5].lower() == "queue" and (len(line) == 5 or line[5] in SPACE):
        return line[5:].lstrip(SPACE)
    words = line.split(None, 1)
    if words:
        first = words[0]
        if first.lower() == "iterate"[:max(len(first), 4)] and 4 <= len(first) <= 7:
            rest = line[line.find(first) + len(first):]
            return rest.lstrip(" \t\r\n")
    return None
