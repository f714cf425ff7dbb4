"""One DAG command, parsed as condor_dagman's ``DagParser`` parses it.

Each ``parse_*`` function follows the function of the same name in
``src/condor_utils/dag_parser.cpp`` (``ParseNodeTypes``, ``ParseSplice``, ``ParseScript`` ...):
the same words are read in the same order, with the same checks, and a failure gives
DagParser's message. Unlike condor_dagman, which drops a command that fails, the statement keeps
what was read before the failure (a node whose line has a typo after its name still defines
the node), so that one mistake is reported once instead of once per use of the node.

Offsets are byte offsets into the logical line the lexer reads; :mod:`.reader` maps them back
to the file.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from .keywords import ALL_NODES, Cmd, DEBUG_STREAMS, ILLEGAL_NAME_CHARACTERS, RESERVED, SCRIPT_TYPES, is_keyword
from .lexer import Lexer, Token, stoi


@dataclass(frozen=True, slots=True)
class ParseError:
    """What condor_dagman says about a command it cannot parse, and where."""

    message: str
    start: int
    end: int
    #: the command ran out of words (its message is about something missing)
    at_end: bool = False


@dataclass(frozen=True, slots=True)
class InlineDescription:
    """An inline submit description (``JOB name {`` ... ``}``): the text condor_dagman hands to
    condor_submit (body lines trimmed, blank and comment lines dropped) and where it is."""

    text: str
    open: Token
    #: the byte range of the body lines (empty when there are none)
    body_start: int
    body_end: int
    #: the closing token, None when the description is never closed
    close: Token | None


@dataclass(slots=True)
class Statement:
    """A command line. ``cmd`` is None for a line whose first word is no command."""

    cmd: Cmd | None
    keyword: Token
    start: int
    end: int
    error: ParseError | None = None


@dataclass(slots=True)
class NodeStatement(Statement):
    """JOB, FINAL, PROVISIONER, SERVICE and SUBDAG EXTERNAL."""

    name: Token | None = None
    #: the submit file (or SUBMIT-DESCRIPTION name; the DAG file of a SUBDAG), quotes trimmed
    submit: Token | None = None
    inline: InlineDescription | None = None
    directory: Token | None = None
    noop: Token | None = None
    done: Token | None = None


@dataclass(slots=True)
class SpliceStatement(Statement):
    name: Token | None = None
    dag: Token | None = None
    directory: Token | None = None


@dataclass(slots=True)
class DescriptionStatement(Statement):
    """SUBMIT-DESCRIPTION name { ... }"""

    name: Token | None = None
    inline: InlineDescription | None = None


@dataclass(slots=True)
class DependencyStatement(Statement):
    """[WEAK] PARENT ... CHILD ..."""

    parents: list[Token] = field(default_factory=list)
    children: list[Token] = field(default_factory=list)
    weak: bool = False


@dataclass(slots=True)
class ScriptStatement(Statement):
    script_type: Token | None = None
    node: Token | None = None
    #: the script and its arguments (the rest of the line, trimmed)
    command: Token | None = None
    defer_status: int | None = None
    defer_time: int | None = None
    debug_file: Token | None = None
    debug_stream: Token | None = None


@dataclass(slots=True)
class NodeValueStatement(Statement):
    """A command about one node (or ALL_NODES) with an optional number: RETRY, ABORT-DAG-ON,
    PRIORITY, PRE_SKIP, TOLERANCE, DONE, PIN_IN, PIN_OUT, SAVE_POINT_FILE, CATEGORY."""

    node: Token | None = None
    value: int | None = None
    value_token: Token | None = None
    #: RETRY's UNLESS-EXIT code, ABORT-DAG-ON's RETURN code
    extra: int | None = None
    extra_token: Token | None = None
    #: TOLERANCE: a percentage; its FAIL-FAST/WAIT mode
    percent: bool = False
    mode: str | None = None
    #: CATEGORY's category, SAVE_POINT_FILE's file (None: the default name)
    name: Token | None = None


@dataclass(slots=True)
class VarsStatement(Statement):
    node: Token | None = None
    #: "PREPEND", "APPEND" or None (DAGMAN_DEFAULT_APPEND_VARS decides)
    placement: Token | None = None
    pairs: list[tuple[Token, Token]] = field(default_factory=list)


@dataclass(slots=True)
class MaxJobsStatement(Statement):
    category: Token | None = None
    limit: int | None = None
    limit_token: Token | None = None


@dataclass(slots=True)
class FileStatement(Statement):
    """CONFIG, INCLUDE, JOBSTATE_LOG, DOT and NODE_STATUS_FILE: a file and some options."""

    file: Token | None = None
    #: DOT: UPDATE / OVERWRITE (None: not said); NODE_STATUS_FILE: ALWAYS-UPDATE
    update: bool | None = None
    overwrite: bool | None = None
    include: Token | None = None
    min_update: int | None = None
    always_update: bool = False


@dataclass(slots=True)
class TextStatement(Statement):
    """SET_JOB_ATTR and ENV: the rest of the line (ENV: after SET or GET)."""

    text: Token | None = None
    action: Token | None = None


@dataclass(slots=True)
class ConnectStatement(Statement):
    first: Token | None = None
    second: Token | None = None


#: a command being parsed reads its words from the lexer of its logical line
_Parse = Lexer


def _error(statement: Statement, message: str, token: Token | None, p: _Parse) -> Statement:
    if statement.error is None:
        if token is not None:
            statement.error = ParseError(message, token.start, token.end)
        else:
            end = p.at_end()
            statement.error = ParseError(message, statement.keyword.start, max(end, statement.keyword.end), True)
    return statement


def _unexpected(statement: Statement, token: Token, p: _Parse) -> Statement:
    return _error(statement, f"Unexpected token '{token.text}'", token, p)


def _finish(statement: Statement, p: _Parse) -> Statement:
    """A lexer failure overrides the command's own message (DagParser::next), unless the
    command had failed before the lexer got there (condor_dagman stops at its first failure;
    this parse reads on to keep what follows a bad node name)."""
    if p.error is not None:
        start, end = p.error_at
        if statement.error is None or statement.error.at_end or start <= statement.error.start:
            statement.error = ParseError(p.error, start, end)
    return statement


# --------------------------------------------------------------------------- node types
def parse_node(statement: NodeStatement, p: _Parse, inline: InlineParts | None) -> Statement:
    """ParseNodeTypes (SUBDAG's EXTERNAL has been read by the caller)."""
    name = p.next()
    if name is None:
        return _error(statement, "Missing node name", None, p)
    statement.name = name
    if name.text.upper() in RESERVED:
        _error(statement, "Node name is a reserved word", name, p)
    elif any(c in name.text for c in ILLEGAL_NAME_CHARACTERS):
        _error(statement, "Node name contains illegal charater", name, p)
    desc = p.next(True)
    if desc is None:
        return _error(statement, "No submit description provided", None, p)
    if statement.cmd is not Cmd.SUBDAG and (desc.text.startswith("{") or desc.text.startswith("@=")):
        if inline is None:
            # the description opens at the end of the file or the grammar did not see it
            inline = InlineParts(None, desc, None, None)
        described = _inline(statement, desc, inline, p)
        statement.inline = described
        if inline.rest is None:
            return statement
        p = inline.rest
    else:
        statement.submit = desc
    while True:
        token = p.next()
        if token is None:
            break
        if is_keyword(token.text, "NOOP"):
            statement.noop = token
        elif is_keyword(token.text, "DONE"):
            statement.done = token
        elif is_keyword(token.text, "DIR"):
            directory = p.next(True)
            if directory is None:
                _error(statement, "No directory path provided for DIR subcommand", token, p)
                break
            statement.directory = directory
        else:
            _unexpected(statement, token, p)
            break
    return _finish(statement, p)


@dataclass(slots=True)
class InlineParts:
    """What the syntax tree says about an inline description: its body text and range, the
    closing token, and a parse of the rest of the closing line."""

    body: tuple[str, int, int] | None
    open: Token
    close: Token | None
    rest: _Parse | None


def _inline(statement: Statement, desc: Token, parts: InlineParts, p: _Parse) -> InlineDescription:
    """get_inline_desc_end / parse_inline_desc: the closing token the opener names, the body."""
    body_text, body_start, body_end = parts.body if parts.body is not None else ("", desc.end, desc.end)
    lines = []
    for raw in body_text.split("\n"):
        line = raw.strip(" \t\r\f\v")
        if line and not line.startswith(("#", "//")):
            lines.append(line + "\n")
    described = InlineDescription("".join(lines), parts.open, body_start, body_end, parts.close)
    if desc.text.startswith("@=") and len(desc.text) == 2:
        _error(statement, "No inline description closing token specified (@=TOKEN)", desc, p)
    elif parts.close is None:
        closing = "}" if desc.text.startswith("{") else "@" + desc.text[2:]
        _error(statement, f"Missing inline description closing token: {closing}", desc, p)
    return described


def parse_splice(statement: SpliceStatement, p: _Parse) -> Statement:
    name = p.next()
    if name is None:
        return _error(statement, "Missing splice name", None, p)
    statement.name = name
    dag = p.next(True)
    if dag is None:
        return _error(statement, "Missing DAG file", None, p)
    statement.dag = dag
    token = p.next()
    if token is not None:
        if is_keyword(token.text, "DIR"):
            directory = p.next(True)
            if directory is None:
                _error(statement, "No directory path provided for DIR subcommand", token, p)
            else:
                statement.directory = directory
                extra = p.next()
                if extra is not None:
                    _unexpected(statement, extra, p)
        else:
            _unexpected(statement, token, p)
    return _finish(statement, p)


def parse_submit_description(statement: DescriptionStatement, p: _Parse, inline: InlineParts | None) -> Statement:
    name = p.next()
    if name is None:
        return _error(statement, "No submit description name provided", None, p)
    statement.name = name
    desc = p.next()
    if desc is None:
        return _error(statement, "No inline description provided", None, p)
    if desc.text.startswith("{") or desc.text.startswith("@="):
        statement.inline = _inline(statement, desc, inline or InlineParts(None, desc, None, None), p)
        return _finish(statement, p)
    return _error(statement, "No inline description provided", desc, p)


# --------------------------------------------------------------------------- dependencies
def parse_dependency(statement: DependencyStatement, p: _Parse) -> Statement:
    """ParseParentChild (``WEAK`` must be followed by ``PARENT``)."""
    if is_keyword(statement.keyword.text, "WEAK"):
        statement.weak = True
        check = p.next()
        if check is None or not is_keyword(check.text, "PARENT"):
            return _finish(_error(statement, "WEAK dependency missing PARENT keyword", check, p), p)
    token = p.next()
    if token is None or is_keyword(token.text, "CHILD"):
        return _finish(_error(statement, "No parent node(s) specified", token, p), p)
    error: tuple[str, Token | None] | None = ("Missing CHILD specifier", None)
    children = False
    while token is not None:
        if is_keyword(token.text, "CHILD"):
            if p.peek() is not None:
                children = True
                error = None
            else:
                error = ("No children node(s) specified", token)
        elif children:
            statement.children.append(token)
        else:
            statement.parents.append(token)
        token = p.next()
    if error is not None:
        _error(statement, error[0], error[1], p)
    return _finish(statement, p)


def parse_connect(statement: ConnectStatement, p: _Parse) -> Statement:
    statement.first = p.next()
    statement.second = p.next()
    if statement.first is None or statement.second is None:
        return _finish(_error(statement, "Missing splice(s) to connect", None, p), p)
    extra = p.next()
    if extra is not None:
        _unexpected(statement, extra, p)
    return _finish(statement, p)


# --------------------------------------------------------------------------- node modifiers
def parse_script(statement: ScriptStatement, p: _Parse) -> Statement:
    """ParseScript: DEFER and DEBUG (any order, repeatable) up to the script type."""
    while True:
        token = p.next()
        if token is not None and token.text.upper() in SCRIPT_TYPES:
            statement.script_type = token
            break
        if token is not None and is_keyword(token.text, "DEFER"):
            value = p.next()
            if value is None:
                return _finish(_error(statement, "DEFER missing status value", token, p), p)
            status = stoi(value.text)
            if status is None:
                return _finish(_error(statement, f"Invalid DEFER status value '{value.text}'", value, p), p)
            value = p.next()
            if value is None:
                return _finish(_error(statement, "DEFER missing time value", token, p), p)
            time = stoi(value.text)
            if time is None:
                return _finish(_error(statement, f"Invalid DEFER time value '{value.text}'", value, p), p)
            statement.defer_status, statement.defer_time = status, time
        elif token is not None and is_keyword(token.text, "DEBUG"):
            file = p.next()
            if file is None:
                return _finish(_error(statement, "DEBUG missing filename", token, p), p)
            stream = p.next()
            if stream is None:
                return _finish(_error(statement, "DEBUG missing output stream type (STDOUT, STDERR, ALL)", file, p), p)
            if stream.text.upper() not in DEBUG_STREAMS:
                return _finish(_error(statement, f"Unknown DEBUG output stream type '{stream.text}'", stream, p), p)
            statement.debug_file, statement.debug_stream = file, stream
        else:
            return _finish(_error(statement, "Missing script type (PRE, POST, HOLD) and optional sub-commands "
                                             "(DEFER, DEBUG)", token, p), p)
    node = p.next()
    if node is None:
        return _finish(_error(statement, "No node name specified", None, p), p)
    statement.node = node
    command = p.remain()
    if command is None:
        return _finish(_error(statement, "No script specified", None, p), p)
    statement.command = command
    return _finish(statement, p)


def _number(statement: Statement, p: _Parse, missing: str, invalid: str, lowest: int | None = None
            ) -> tuple[int | None, Token | None]:
    token = p.next()
    if token is None:
        _error(statement, missing, None, p)
        return None, None
    value = stoi(token.text)
    if value is None or (lowest is not None and value < lowest):
        _error(statement, invalid.format(token.text), token, p)
        return None, token
    return value, token


def _node(statement: NodeValueStatement, p: _Parse) -> bool:
    statement.node = p.next()
    if statement.node is None:
        _error(statement, "No node name specified", None, p)
        return False
    return True


def _nothing_more(statement: Statement, p: _Parse) -> Statement:
    extra = p.next()
    if extra is not None:
        _unexpected(statement, extra, p)
    return _finish(statement, p)


def parse_retry(statement: NodeValueStatement, p: _Parse) -> Statement:
    if not _node(statement, p):
        return _finish(statement, p)
    statement.value, statement.value_token = _number(
        statement, p, "Missing max retry value", "Invalid max retry value '{}' (Must be positive integer)", 0)
    if statement.value is None:
        return _finish(statement, p)
    token = p.next()
    if token is not None:
        if not is_keyword(token.text, "UNLESS_EXIT"):
            return _finish(_unexpected(statement, token, p), p)
        code, statement.extra_token = _number(statement, p, "UNLESS-EXIT missing exit code",
                                              "Invalid UNLESS-EXIT code '{}' specified")
        statement.extra = code
        if code is None:
            return _finish(statement, p)
        return _nothing_more(statement, p)
    return _finish(statement, p)


def parse_abort_dag_on(statement: NodeValueStatement, p: _Parse) -> Statement:
    if not _node(statement, p):
        return _finish(statement, p)
    statement.value, statement.value_token = _number(
        statement, p, "Missing exit status to abort on", "Invalid exit status '{}' specified")
    if statement.value is None:
        return _finish(statement, p)
    token = p.next()
    if token is not None:
        if not is_keyword(token.text, "RETURN"):
            return _finish(_unexpected(statement, token, p), p)
        code, code_token = _number(statement, p, "RETURN is missing value",
                                   "Invalid RETURN code '{}' (Must be between 0 and 255)", 0)
        statement.extra_token = code_token
        if code is not None and code > 255:
            _error(statement, f"Invalid RETURN code '{code_token.text}' (Must be between 0 and 255)", code_token, p)
            code = None
        statement.extra = code
        if code is None:
            return _finish(statement, p)
        return _nothing_more(statement, p)
    return _finish(statement, p)


def parse_vars(statement: VarsStatement, p: _Parse) -> Statement:
    node = p.next()
    if node is None:
        return _finish(_error(statement, "No node name specified", None, p), p)
    statement.node = node
    token = p.peek()
    if token is not None and (is_keyword(token.text, "PREPEND") or is_keyword(token.text, "APPEND")):
        statement.placement = p.next()
    pairs = 0
    while True:
        pair = p.next_key_value_pair(True)
        if pair is None:
            break
        key, value = pair
        if key.text in ("+", "My."):
            _error(statement, "Variable name must contain at least one alphanumeric character", key, p)
            break
        if key.text.lower().startswith("queue"):
            _error(statement, f"Illegal variable name '{key.text}': name can not begin with 'queue'", key, p)
            break
        pairs += 1
        statement.pairs.append((key, value))
    if pairs == 0 and statement.error is None and p.error is None:
        _error(statement, "No key=value pairs specified", None, p)
    return _finish(statement, p)


def parse_node_number(statement: NodeValueStatement, p: _Parse) -> Statement:
    """PRIORITY, PRE_SKIP, PIN_IN and PIN_OUT: a node and an integer."""
    if not _node(statement, p):
        return _finish(statement, p)
    cmd = statement.cmd
    if cmd is Cmd.PRIORITY:
        value = _number(statement, p, "Missing priority value", "Invalid priority value '{}'")
    elif cmd is Cmd.PRE_SKIP:
        value = _number(statement, p, "Missing exit code", "Invalid exit code '{}'")
    else:
        value = _number(statement, p, "No pin number specified", "Invalid pin number '{}'", 1)
    statement.value, statement.value_token = value
    if statement.value is None:
        return _finish(statement, p)
    return _nothing_more(statement, p)


def parse_tolerance(statement: NodeValueStatement, p: _Parse) -> Statement:
    if not _node(statement, p):
        return _finish(statement, p)
    token = p.next()
    if token is None:
        return _finish(_error(statement, "Missing failure tolerance value", None, p), p)
    statement.value_token = token
    text = token.text
    if text.endswith("%"):
        text = text[:-1]
        if not text:
            return _finish(_error(statement, "Empty percentage specified for failure tolerance", token, p), p)
        statement.percent = True
    else:
        following = p.peek()
        if following is not None and following.text == "%":
            statement.percent = True
            p.next()
    value = stoi(text)
    if value is None or value < 0:
        return _finish(_error(statement, f"Invalid tolerance value '{text}'", token, p), p)
    statement.value = value
    token = p.next()
    if token is not None and is_keyword(token.text, "FAIL_FAST"):
        statement.mode = "FAIL_FAST"
        token = p.next()
    elif token is not None and is_keyword(token.text, "WAIT"):
        statement.mode = "WAIT"
        token = p.next()
    if token is not None:
        _unexpected(statement, token, p)
    return _finish(statement, p)


def parse_done(statement: NodeValueStatement, p: _Parse) -> Statement:
    if not _node(statement, p):
        return _finish(statement, p)
    return _nothing_more(statement, p)


def parse_save_point(statement: NodeValueStatement, p: _Parse) -> Statement:
    if not _node(statement, p):
        return _finish(statement, p)
    assert statement.node is not None
    if statement.node.text.upper() == ALL_NODES:
        return _finish(_error(statement, "ALL_NODES cannot be used for save point file command", statement.node, p), p)
    statement.name = p.next(True)
    if statement.name is None:
        return _finish(statement, p)
    return _nothing_more(statement, p)


def parse_category(statement: NodeValueStatement, p: _Parse) -> Statement:
    if not _node(statement, p):
        return _finish(statement, p)
    statement.name = p.next()
    if statement.name is None:
        return _finish(_error(statement, "No category name specified", None, p), p)
    return _nothing_more(statement, p)


def parse_maxjobs(statement: MaxJobsStatement, p: _Parse) -> Statement:
    statement.category = p.next()
    if statement.category is None:
        return _finish(_error(statement, "No category name specified", None, p), p)
    statement.limit, statement.limit_token = _number(statement, p, "No throttle limit specified",
                                                     "Invalid throttle limit '{}'", 0)
    if statement.limit is None:
        return _finish(statement, p)
    return _nothing_more(statement, p)


# --------------------------------------------------------------------------- files and settings
_FILE_MISSING = {
    Cmd.CONFIG: "No configuration file specified",
    Cmd.INCLUDE: "No include file specified",
    # DagParser gives JOBSTATE_LOG the INCLUDE message too
    Cmd.JOBSTATE_LOG: "No include file specified",
    Cmd.DOT: "No file specified",
    Cmd.NODE_STATUS_FILE: "No file specified",
}


def parse_file(statement: FileStatement, p: _Parse) -> Statement:
    assert statement.cmd is not None
    statement.file = p.next(True)
    if statement.file is None:
        return _finish(_error(statement, _FILE_MISSING[statement.cmd], None, p), p)
    if statement.cmd is Cmd.DOT:
        return _dot_options(statement, p)
    if statement.cmd is Cmd.NODE_STATUS_FILE:
        return _status_options(statement, p)
    return _nothing_more(statement, p)


def _dot_options(statement: FileStatement, p: _Parse) -> Statement:
    token = p.next()
    while token is not None:
        if is_keyword(token.text, "UPDATE"):
            statement.update = True
        elif is_keyword(token.text, "DONT_UPDATE"):
            statement.update = False
        elif is_keyword(token.text, "OVERWRITE"):
            statement.overwrite = True
        elif is_keyword(token.text, "DONT_OVERWRITE"):
            statement.overwrite = False
        elif is_keyword(token.text, "INCLUDE"):
            header = p.next()
            if header is None:
                return _finish(_error(statement, "Missing INCLUDE header file", token, p), p)
            statement.include = header
        else:
            return _finish(_unexpected(statement, token, p), p)
        token = p.next()
    return _finish(statement, p)


def _status_options(statement: FileStatement, p: _Parse) -> Statement:
    token = p.next()
    while token is not None:
        if is_keyword(token.text, "ALWAYS_UPDATE"):
            statement.always_update = True
        else:
            value = stoi(token.text)
            if value is None:
                return _finish(_unexpected(statement, token, p), p)
            statement.min_update = value
        token = p.next()
    return _finish(statement, p)


def parse_set_job_attr(statement: TextStatement, p: _Parse) -> Statement:
    statement.text = p.remain()
    if statement.text is None:
        return _finish(_error(statement, "No attribute line (key = value) provided", None, p), p)
    return _finish(statement, p)


def parse_env(statement: TextStatement, p: _Parse) -> Statement:
    action = p.next()
    if action is None:
        return _finish(_error(statement, "Missing action (SET or GET) and variables", None, p), p)
    if not (is_keyword(action.text, "SET") or is_keyword(action.text, "GET")):
        return _finish(_unexpected(statement, action, p), p)
    statement.action = action
    statement.text = p.remain()
    if statement.text is None:
        return _finish(_error(statement, "No environment variables provided", None, p), p)
    return _finish(statement, p)


def parse_reject(statement: Statement, p: _Parse) -> Statement:
    return _nothing_more(statement, p)
