"""A transform's text as the lines HTCondor's reader sees, each classified once.

Reading happens in two steps in HTCondor (condor_utils/xform_utils.cpp):

1. ``MacroStreamXFormSource`` takes the *meta statements* out of the text: ``NAME``,
   ``REQUIREMENTS``, ``UNIVERSE`` and ``TRANSFORM`` (a keyword, blank space, and then not ``=``
   or ``:``). A config value (:attr:`Mode.CONFIG`: the schedd, the job router,
   ``condor_transform_ads -jobtransforms``) stops at the first ``TRANSFORM`` line. A rules file
   (:attr:`Mode.FILE`) stops reading at a ``TRANSFORM`` with arguments; when those arguments
   iterate over ``from (`` lines, the lines up to ``)`` are the items.
2. The rest runs through the submit flavour of the config reader (config.cpp ``Parse_macros``):
   comments and blank lines are skipped, ``@=`` blocks collected, ``if`` lines evaluated, and
   each remaining line is an assignment of a temporary variable, a directive, or a line handed
   to the transform callback: a *statement*.

:func:`read_transform` does both without evaluating anything (conditions and macro expansion
happen when the transform runs, :mod:`.engine`), so diagnostics, hover and the engine share one
reading. Every line keeps a :class:`~condor_ls.config.text.SourceText` so that findings can be
placed where the text was written.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum
from functools import lru_cache

from ..bounded_int import bounded_int
from ..config.scanner import is_idchar
from ..config.text import Origin, Run, SourceText
from ..submit.queue import QueueArgs, parse_queue_args, read_item_lines
from .keywords import KEYWORDS, Keyword, keyword
from .tokens import Regex, Token, next_token, read_regex

SPACE = " \t\n\v\f\r"
#: characters that end a name and start an operator in the config reader
OPERATOR_CHARS = "=:"
#: what may follow ``+`` in an append operator
PLUS_SEPARATORS = ",;|&*"
#: a transform longer than this is read only up to here (a generated file this big is a mistake)
MAX_LINES = 20_000


class Mode(str, Enum):
    """How the text reached the reader."""

    CONFIG = "config"  # a config value: JOB_TRANSFORM_<n>, JOB_ROUTER_ROUTE_<n>, JOB_ROUTER_TRANSFORM_<n>
    FILE = "file"  # a condor_transform_ads rules file


class Kind(str, Enum):
    COMMENT = "comment"  # blank or `#` line (pragmas included)
    META = "meta"  # NAME / REQUIREMENTS / UNIVERSE / TRANSFORM, taken out before running
    IF = "if"
    ELIF = "elif"
    ELSE = "else"
    ENDIF = "endif"
    ASSIGN = "assign"  # `var = value`, `var += value`
    HEREDOC = "heredoc"  # `var @=tag`
    HEREDOC_LINE = "heredoc_line"
    HEREDOC_END = "heredoc_end"
    JOB_MACRO = "job_macro"  # `+Attr = value` / `-Attr =`: the macro MY.Attr
    STATEMENT = "statement"  # handed to the transform callback
    INCLUDE = "include"
    USE = "use"
    ERROR = "error"  # `error : message`
    WARNING = "warning"  # `warning : message`
    IGNORED = "ignored"  # never read: after the TRANSFORM statement that ends the transform
    ITEM = "item"  # an item line of `TRANSFORM ... from (`, or its closing `)`


@dataclass(frozen=True)
class Statement:
    """A line handed to the transform callback, split as the callback splits it.

    ``word`` is the first word; ``keyword`` its meaning (None: not a transform keyword).
    ``first`` is the first argument (an attribute or variable name) and ``regex`` is set instead
    when that argument is ``/pattern/flags``. ``rest`` is where the remainder that the callback
    macro-expands begins (the expression, the new name, ...), or None when the line ends first.
    ``missing`` is true when the callback rejects the line for a missing argument, and
    ``bad_regex`` when it rejects the regex (no closing ``/`` or an unknown flag).
    """

    word: Token
    keyword: Keyword | None
    first: Token | None = None
    regex: Regex | None = None
    separator: Token | None = None
    rest: int | None = None
    missing: bool = False
    bad_regex: bool = False

    @property
    def attribute(self) -> str:
        """The first argument as the callback keeps it: a trailing ``,`` or ``=`` dropped."""
        if self.first is None:
            return ""
        text = self.first.text
        return text[:-1] if text and text[-1] in ",=" else text


@dataclass(frozen=True)
class Line:
    """One line of a transform.

    ``text`` is what the reader works on (a leading ``:`` it ignores is cut off: ``offset``
    characters) and ``source`` the same text with provenance. ``name`` is the variable of an
    assignment, heredoc or ``+Attr`` line; ``op`` its operator; ``value`` the index in ``text``
    where the value (or an ``if`` condition, or a meta statement's argument) starts.
    """

    index: int
    kind: Kind
    text: str
    source: SourceText
    depth: int = 0
    name: str = ""
    name_start: int = 0
    op: str = ""
    value: int = 0
    tag: str = ""
    statement: Statement | None = None
    meta: Keyword | None = None
    offset: int = 0

    @property
    def value_text(self) -> str:
        return self.text[self.value:]

    def slice(self, start: int, end: int | None = None) -> SourceText:
        """``text[start:end]`` with its provenance."""
        return slice_source(self.source, start, len(self.text) if end is None else end)


@dataclass
class Transform:
    """A transform as read: its lines and the meta statements taken out of it."""

    name: str
    mode: Mode
    lines: list[Line]
    #: the meta statements, in order (only the last REQUIREMENTS and the first TRANSFORM count)
    metas: list[Line] = field(default_factory=list)
    #: the TRANSFORM arguments when they iterate (never in Mode.CONFIG, whose readers do not)
    iterate: QueueArgs | None = None
    iterate_line: Line | None = None
    #: the item lines of `TRANSFORM ... from (` in a rules file, as (text, line)
    items: list[tuple[str, Line]] = field(default_factory=list)
    #: the `from (` list was not closed before the end of the file
    items_unclosed: bool = False
    #: a REQUIREMENTS statement, the one in force (the last)
    requirements: Line | None = None
    truncated: bool = False

    @property
    def requirements_text(self) -> str | None:
        line = self.requirements
        return line.value_text if line is not None else None

    def meta(self, kw: Keyword) -> list[Line]:
        return [line for line in self.metas if line.meta is kw]

    def statements(self) -> list[Line]:
        return [line for line in self.lines if line.kind is Kind.STATEMENT]


# ---------------------------------------------------------------------------- provenance helpers
def slice_source(source: SourceText, start: int, end: int) -> SourceText:
    """``source.text[start:end]`` keeping the runs that cover it."""
    text = source.text
    if start <= 0 and end >= len(text):
        return source
    runs: list[Run] = []
    for i, run in enumerate(source.runs):
        run_end = source.runs[i + 1].start if i + 1 < len(source.runs) else len(text)
        if run_end <= start or run.start >= end:
            continue
        s = max(run.start, start)
        origin = run.origin.shifted(s - run.start) if run.origin is not None else None
        runs.append(Run(s - start, origin, run.chain))
    return SourceText(text[start:end], tuple(runs))


def split_source(source: SourceText) -> list[SourceText]:
    """A value split at its newlines (the config reader joined a block's lines with them)."""
    out: list[SourceText] = []
    start = 0
    text = source.text
    while True:
        end = text.find("\n", start)
        if end < 0:
            out.append(slice_source(source, start, len(text)))
            return out
        out.append(slice_source(source, start, end))
        start = end + 1


def file_lines(text: str, file: str) -> list[SourceText]:
    """A rules file's logical lines (continuations joined, blanks trimmed), as condor_transform_ads
    reads them."""
    from ..config.lines import cached_logical_lines

    return [SourceText(line.text, line.runs) for line in cached_logical_lines(text, file)]


def text_lines(text: str, file: str = "<text>") -> list[SourceText]:
    """A config value given as plain text: each line keeps its own column origins."""
    out: list[SourceText] = []
    for number, line in enumerate(text.split("\n")):
        out.append(SourceText(line, (Run(0, Origin(file, number, 0)),) if line else ()))
    return out


# ---------------------------------------------------------------------------- meta statements
def meta_statement(text: str, word: str) -> int | None:
    """``is_xform_statement``: where the argument starts when ``text`` is the meta statement
    ``word`` (keyword, blank space, and not then ``=`` or ``:``), else None."""
    p = 0
    while p < len(text) and text[p] in SPACE:
        p += 1
    end = p + len(word)
    if text[p:end].upper() != word or end >= len(text) or text[end] not in SPACE:
        return None
    q = end
    while q < len(text) and text[q] in SPACE:
        q += 1
    if q < len(text) and text[q] in "=:":
        return None
    return q


_META_WORDS = {k: info for k, info in KEYWORDS.items() if info.meta}


def _meta_keyword(text: str) -> tuple[Keyword, int] | None:
    for kw in _META_WORDS:
        at = meta_statement(text, kw.value)
        if at is not None:
            return kw, at
    return None


def trivial_iteration(args: str) -> bool:
    """``TRANSFORM``, ``TRANSFORM 0`` and ``TRANSFORM 1`` do not iterate (``is_non_trivial_iterate``)."""
    text = args.strip(SPACE)
    if not text:
        return True
    digits = 0
    sign = 1 if text[:1] in "+-" else 0
    while sign + digits < len(text) and text[sign + digits].isdigit():
        digits += 1
    if not digits:
        return False  # strtol read nothing: the number is 0 and the rest is not empty
    number = bounded_int(text[:sign + digits])
    rest = text[sign + digits:].strip(SPACE)
    return number in (0, 1) and not rest


# ---------------------------------------------------------------------------- statements
def parse_statement(text: str) -> Statement | None:
    """Split a line the way the transform callback does (``ParseRulesCallback``); None for a
    line without words."""
    word, at = next_token(text, 0)
    if word is None:
        return None
    kw = keyword(word.text) if not word.quote else None
    if kw is None:
        return Statement(word, None)
    info = KEYWORDS[kw]
    first, after = next_token(text, at)
    if first is None:
        # "there must be something after the keyword": only TRANSFORM may stand alone
        return Statement(word, kw, missing=kw is not Keyword.TRANSFORM)
    regex: Regex | None = None
    if info.regex and not first.quote and first.text.startswith("/"):
        regex, after = read_regex(text, first.start)
        if regex is None or regex.bad_flags:
            return Statement(word, kw, first, regex, bad_regex=True)
    current: Token | None = first
    separator: Token | None = None
    if info.arguments == 2:
        current, after = next_token(text, after)
        if current is None:
            return Statement(word, kw, first, regex, missing=True)
        if not current.quote and current.text in ("=", ","):
            separator = current
            current, after = next_token(text, after)
            if current is None:
                return Statement(word, kw, first, regex, separator, missing=True)
    rest = current.outer_start if current is not None else None
    if regex is not None and info.arguments != 2:
        rest = regex.pattern_start  # the callback's position after reading the regex
    return Statement(word, kw, first, regex, separator, rest)


# ---------------------------------------------------------------------------- lines
def _is_word(text: str, word: str) -> bool:
    """``text`` starts with ``word`` (any case) followed by blank space or its end."""
    n = len(word)
    return text[:n].lower() == word and (len(text) == n or text[n] in SPACE)


_CONDITIONALS = (("if", Kind.IF), ("elif", Kind.ELIF), ("else", Kind.ELSE), ("endif", Kind.ENDIF))


def valid_param_name(name: str) -> bool:
    """``is_valid_param_name``: non-empty, letters, digits and ``_ . /`` only."""
    return bool(name) and all(is_idchar(ch) for ch in name)


def _classify(index: int, text: str, source: SourceText, depth: int) -> Line:
    """One line outside an ``@=`` block, as ``Parse_macros`` dispatches it in submit mode."""
    if not text.strip(SPACE) or text.startswith("#"):
        return Line(index, Kind.COMMENT, text, source, depth)
    offset = 0
    if text.startswith(":") and (depth > 0 or (text[1:3] == "if" and (len(text) == 3 or text[3] in SPACE))):
        offset = 1
        text, source = text[1:], slice_source(source, 1, len(text))
    for word, kind in _CONDITIONALS:
        if _is_word(text, word):
            at = len(word)
            while at < len(text) and text[at] in SPACE:
                at += 1
            return Line(index, kind, text, source, depth, value=at, offset=offset)

    n = len(text)
    i = 0
    while i < n and not (text[i] in SPACE or text[i] in OPERATOR_CHARS):
        i += 1
    if i >= n:  # a single word: handed to the callback
        return Line(index, Kind.STATEMENT, text, source, depth, statement=parse_statement(text), offset=offset)
    name = text[:i]
    op = text[i]
    ptr = i + 1
    word_before_op = False
    if op not in OPERATOR_CHARS:
        while ptr < n and text[ptr] in SPACE:
            ptr += 1
        word_before_op = ptr < n and text[ptr] not in "=:@+"
        while ptr < n and text[ptr] not in "=:@+":
            ptr += 1
        op = text[ptr] if ptr < n else ""
        if op:
            ptr += 1
            if op == "@":
                if ptr < n and text[ptr] == "=":
                    ptr += 1
                    op = "@="
                else:
                    op = ""
            elif op == "+":
                sep = ""
                if ptr < n and text[ptr] in PLUS_SEPARATORS:
                    sep = text[ptr]
                    ptr += 1
                    if ptr < n and text[ptr] == sep:
                        sep += sep
                        ptr += 1
                if ptr < n and text[ptr] == "=":
                    ptr += 1
                    op = "+" + sep + "="
                else:
                    op = ""
    while ptr < n and text[ptr] in SPACE:
        ptr += 1
    bare = name[1:] if name.startswith("@") else name
    directive = bare.lower() if op == ":" else ""
    common = dict(depth=depth, name=name, op=op, value=ptr, offset=offset)
    if directive == "use":
        return Line(index, Kind.USE, text, source, **common)
    if directive in ("error", "warning"):
        return Line(index, Kind.ERROR if directive == "error" else Kind.WARNING, text, source, **common)
    if directive == "include":
        return Line(index, Kind.INCLUDE, text, source, **common)
    if word_before_op:
        return Line(index, Kind.STATEMENT, text, source, **common, statement=parse_statement(text))
    if op == "=" and name[:1] in "+-":
        return Line(index, Kind.JOB_MACRO, text, source, **common)
    if op not in ("=", "@=") and not op.startswith("+") or name.lower() == "queue":
        return Line(index, Kind.STATEMENT, text, source, **common, statement=parse_statement(text))
    if op == "@=":
        return Line(index, Kind.HEREDOC, text, source, tag=text[ptr:].strip(SPACE), **common)
    return Line(index, Kind.ASSIGN, text, source, **common)


def _heredoc_tag(text: str) -> str | None:
    """``is_herefile_statement``: the tag of a ``NAME @=tag`` line (the rules-file reader only
    protects such blocks from meta-statement stripping when the tag follows ``@=`` directly)."""
    p = 0
    n = len(text)
    while p < n and text[p] in SPACE:
        p += 1
    while p < n and not (text[p] in SPACE or text[p] == "="):
        p += 1
    while p < n:
        if text[p] == "@":
            if p + 2 >= n or text[p + 1] != "=" or text[p + 2] in SPACE:
                return None
            return text[p + 2:].strip(SPACE)
        if text[p] not in SPACE:
            return None
        p += 1
    return None


def read_transform(sources: list[SourceText], name: str = "", mode: Mode = Mode.CONFIG) -> Transform:
    """Read a transform given as its lines (see :func:`split_source`, :func:`file_lines`)."""
    return _read(tuple(sources), name, mode)


def read_text(text: str, name: str = "", mode: Mode = Mode.CONFIG, file: str = "<text>") -> Transform:
    """Read a transform from plain text (config value text, or a rules file's contents)."""
    lines = file_lines(text, file) if mode is Mode.FILE else text_lines(text, file)
    return read_transform(lines, name, mode)


@lru_cache(maxsize=512)
def _read(sources: tuple[SourceText, ...], name: str, mode: Mode) -> Transform:
    """Memoised by content: an edit elsewhere leaves most transforms of a config set unchanged."""
    transform = Transform(name, mode, [])
    lines = transform.lines
    depth = 0
    here_tag: str | None = None  # inside an @= block (Parse_macros)
    file_here: str | None = None  # the rules-file reader's own view of @= blocks
    stopped = False
    items_mode = False
    total = len(sources)
    if total > MAX_LINES:
        transform.truncated = True
        sources = sources[:MAX_LINES]
    for index, source in enumerate(sources):
        text = source.text
        if stopped:
            if items_mode:
                stripped = text.strip(SPACE)
                lines.append(Line(index, Kind.ITEM, text, source, depth))
                if stripped.startswith(")"):
                    items_mode = False
                elif not stripped.startswith("#"):
                    transform.items.append((stripped, lines[-1]))
                continue
            lines.append(Line(index, Kind.IGNORED, text, source, depth))
            continue
        # step 1: meta statements (a rules file keeps @= blocks intact, a config value does not)
        protected = False
        if mode is Mode.FILE:
            if file_here is not None:
                protected = True
                if text.strip(SPACE) == "@" + file_here:
                    file_here = None
            else:
                tag = _heredoc_tag(text)
                if tag is not None:
                    file_here = tag
                    protected = True
        found = None if protected else _meta_keyword(text)
        if found is not None:
            kw, at = found
            line = Line(index, Kind.META, text, source, depth, value=at, meta=kw,
                        statement=parse_statement(text))
            lines.append(line)
            transform.metas.append(line)
            if kw is Keyword.NAME and mode is Mode.FILE and line.value_text.strip(SPACE):
                transform.name = line.value_text.strip(SPACE)
            elif kw is Keyword.REQUIREMENTS:
                transform.requirements = line
            elif kw is Keyword.TRANSFORM:
                args = line.value_text
                if mode is Mode.CONFIG:
                    stopped = True  # the config reader stops at the first TRANSFORM line
                elif not trivial_iteration(args):
                    stopped = True
                    transform.iterate = parse_queue_args(args)
                    transform.iterate_line = line
                    items_mode = transform.iterate.items_source == "<"
                    transform.items_unclosed = items_mode
                else:
                    stopped = True  # `TRANSFORM 1`: reading ends here, without iteration
            continue
        # step 2: Parse_macros
        if here_tag is not None:
            if text.startswith("@") and text[1:] == here_tag:
                here_tag = None
                lines.append(Line(index, Kind.HEREDOC_END, text, source, depth))
            elif not text.strip(SPACE) or text.startswith("#"):
                lines.append(Line(index, Kind.COMMENT, text, source, depth))
            else:
                lines.append(Line(index, Kind.HEREDOC_LINE, text, source, depth))
            continue
        line = _classify(index, text, source, depth)
        if line.kind is Kind.IF:
            depth += 1
        elif line.kind in (Kind.ELIF, Kind.ELSE):
            line = Line(line.index, line.kind, line.text, line.source, max(depth - 1, 0), value=line.value,
                        offset=line.offset)
        elif line.kind is Kind.ENDIF:
            depth = max(depth - 1, 0)
            line = Line(line.index, line.kind, line.text, line.source, depth, value=line.value, offset=line.offset)
        elif line.kind is Kind.HEREDOC:
            here_tag = line.tag
        lines.append(line)
    transform.items_unclosed = items_mode
    iterate = transform.iterate
    if iterate is not None and iterate.items_source == "<":
        # parse_iterate_args: one item per line for `from`, the line's words otherwise
        if iterate.mode.value == "from":
            extra = [text for text, _ in transform.items]
        else:
            extra = [word for text, _ in transform.items for word in text.replace(",", " ").split()]
        iterate.items = list(iterate.items) + extra
    return transform


__all__ = ["Kind", "Line", "Mode", "Statement", "Transform", "parse_statement", "read_text", "read_transform",
           "read_item_lines", "slice_source", "split_source", "file_lines", "meta_statement", "trivial_iteration",
           "valid_param_name"]
