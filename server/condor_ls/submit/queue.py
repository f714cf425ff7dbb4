"""The meaning of a ``queue`` statement, read the way condor_submit reads it.

condor_submit does not tokenise a queue line left to right. It first looks for the keyword
``in``, ``from`` or ``matching`` (a word followed by blank space or ``(``); after it come
optional qualifiers (``files``/``dirs``/``any`` after ``matching``, ``table`` with options after
``from``, a ``[start:end:step]`` slice) and the items. Before the keyword it walks *backwards*
over what can be loop variable names; whatever is left at the front is the count, an integer
or a ClassAd expression that evaluates to one. :func:`parse_queue_args` mirrors those steps on
the text after the keyword ``queue`` and reports the first problem condor_submit would refuse,
with a character range inside that text.
"""
from __future__ import annotations

import math
import re
from dataclasses import dataclass, field
from enum import Enum

from ..bounded_int import bounded_int
from ..classad.evaluator import evaluate
from ..classad.parser import ClassAdSyntaxError, parse_expr
from ..classad.values import ErrorValue, Undefined

#: the count must be below this (condor_submit keeps it in an int)
INT_MAX = 2**31 - 1
#: queue keywords, as condor_submit spells them (any case)
MODE_WORDS = ("in", "from", "matching")
#: qualifier word -> the modes it may follow
QUALIFIERS: dict[str, tuple[str, ...]] = {
    "files": ("matching",),
    "dirs": ("matching",),
    "any": ("matching",),
    "table": ("from",),
}
#: the longest word the keyword scanner compares (it keeps ``len("matching")`` characters)
_MAX_WORD = len("matching")
#: the default loop variable when a foreach queue names none
DEFAULT_VARIABLE = "Item"
_SPACE = " \t\r\n\f\v"


class Mode(Enum):
    COUNT = "count"              # plain `queue [N]`
    IN = "in"
    FROM = "from"
    MATCHING = "matching"


@dataclass(frozen=True)
class QueueError:
    """Why condor_submit would refuse the statement; ``start``/``end`` index the argument text."""

    message: str
    start: int
    end: int
    severity: str = "error"     # "error" or "warning"


@dataclass(frozen=True)
class Slice:
    start: int | None
    end: int | None
    step: int | None
    span: tuple[int, int]


@dataclass
class QueueArgs:
    """A parsed queue statement (indices point into the argument text)."""

    mode: Mode = Mode.COUNT
    count_text: str = ""
    count_span: tuple[int, int] = (0, 0)
    count: int | None = 1                  # None when it cannot be known (macros, failures)
    variables: list[str] = field(default_factory=list)
    variables_span: tuple[int, int] = (0, 0)
    qualifier: str | None = None           # files, dirs, any, table
    table_options: str | None = None
    slice: Slice | None = None
    items: list[str] = field(default_factory=list)
    items_span: tuple[int, int] = (0, 0)
    #: "" (items inline on the line), "<" (a multi-line list follows), a file name, or a command
    items_source: str = ""
    errors: list[QueueError] = field(default_factory=list)

    @property
    def loop_variables(self) -> list[str]:
        """The variables each item sets (``Item`` when a foreach statement names none)."""
        if self.mode is Mode.COUNT:
            return []
        return self.variables or [DEFAULT_VARIABLE]

    @property
    def from_command(self) -> bool:
        """``queue from some command |``: the items are a program's output."""
        return self.mode is Mode.FROM and self.items_source.rstrip().endswith("|")


def _scan_word(text: str, pos: int, words: tuple[str, ...], until_match: bool) -> tuple[int, int | None, str | None]:
    """condor_submit's keyword scanner: words end at blank space or ``(``; a word still running
    at the end of the text is never compared. Returns (where scanning stopped, start of the
    matched or first word, the matched word in lower case)."""
    word_start: int | None = None
    length = 0
    i = pos
    while i < len(text):
        ch = text[i]
        if ch in _SPACE or ch == "(":
            if 1 <= length <= _MAX_WORD:
                word = text[word_start:i].lower() if word_start is not None else ""
                if word in words:
                    return i, word_start, word
            if not until_match:
                return i, word_start, None
            length = 0
        else:
            if not length:
                word_start = i
            length += 1
        i += 1
    return i, None, None


_INT_PREFIX = re.compile(r"[ \t\r\n\f\v]*[+-]?\d*")


def parse_slice(text: str, pos: int) -> tuple[Slice | None, int]:
    """``[start:end:step]`` at ``text[pos]`` (each number optional, as with ``strtol``).
    Returns the slice (None if malformed) and the index after it."""
    values: list[int | None] = []
    i = pos + 1
    while True:
        match = _INT_PREFIX.match(text, i)
        digits = match.group().strip() if match else ""
        end = match.end() if match else i
        if digits in ("+", "-"):
            digits, end = "", i
        values.append(bounded_int(digits) if digits else None)
        closer = text[end] if end < len(text) else ""
        if closer == "]":
            while len(values) < 3:
                values.append(None)
            return Slice(values[0], values[1], values[2], (pos, end + 1)), end + 1
        if closer != ":" or len(values) == 3:
            return None, pos
        i = end + 1


def _split_items(text: str) -> list[str]:
    return [item for item in re.split(r"[ \t,\r\n]+", text) if item]


def _valid_vars_start(text: str, keyword_start: int) -> int:
    """Walk back from the keyword over what may be loop variables, as condor_submit does:
    letters, ``_``, ``.``, commas and blanks, and digits only when a letter precedes them."""
    end = keyword_start
    while end > 0 and text[end - 1] in _SPACE:
        end -= 1
    start = end
    i = end
    while i > 0:
        ch = text[i - 1]
        if ch.isdigit():
            i -= 1
            while i > 0:
                ch = text[i - 1]
                if ch.isalpha():
                    break
                if not ch.isdigit():
                    ch = "!"
                    break
                i -= 1
        if ch in _SPACE or (ch.isascii() and ch.isalpha()) or ch in ",_.":
            start = i - 1
        else:
            break
        i -= 1
    return max(start, 0)


def evaluate_count(text: str, *, expanded: bool = False) -> tuple[int | None, str | None]:
    """The count's value, or (None, why) when condor_submit could not read it. Text holding
    unexpanded macros gives (None, None): it cannot be judged here, unless ``expanded`` says
    the macros are already expanded (a ``$`` left is then just text)."""
    stripped = text.strip()
    if not stripped:
        return 1, None
    if "$" in stripped and not expanded:
        return None, None
    if re.fullmatch(r"[+-]?\d+", stripped):
        value = bounded_int(stripped)
    else:
        try:
            result = evaluate(parse_expr(stripped))
        except ClassAdSyntaxError:
            return None, "invalid queue count expression"
        except Exception:  # the evaluator's own failure is no verdict on the file
            return None, None
        if isinstance(result, bool):
            value = int(result)
        elif isinstance(result, (int, float)):
            # an infinite or NaN count casts to the most negative integer on x86-64: out of range
            value = int(result) if math.isfinite(result) else -1
        elif isinstance(result, (Undefined, ErrorValue)) or result is None:
            return None, "the queue count does not evaluate to a number"
        else:
            return None, "the queue count does not evaluate to a number"
    if value < 0 or value >= INT_MAX:
        return None, "queue count out of range"
    return value, None


def parse_queue_args(text: str) -> QueueArgs:
    """Read the text after ``queue`` (macros already expanded where possible). Never raises."""
    try:
        return _parse(text)
    except Exception as err:  # a bug here must not take the rules down
        return QueueArgs(count=None, errors=[QueueError(f"cannot read queue statement ({err})", 0, len(text))])


def _parse(text: str) -> QueueArgs:
    out = QueueArgs()
    start = 0
    while start < len(text) and text[start] in _SPACE:
        start += 1
    if start >= len(text):
        return out
    pos, keyword_start, word = _scan_word(text, start, MODE_WORDS, True)
    count_end = len(text)
    if word is not None and keyword_start is not None:
        out.mode = Mode(word)
        vars_start = _valid_vars_start(text, keyword_start)
        vars_text = text[vars_start:keyword_start]
        out.variables = [v for v in re.split(r"[ \t,]+", vars_text.strip()) if v]
        lead = len(vars_text) - len(vars_text.lstrip(_SPACE + ","))
        out.variables_span = (vars_start + lead, vars_start + len(vars_text.rstrip(_SPACE + ",")))
        count_end = vars_start
        p = pos
        while p < len(text) and text[p] in _SPACE:
            p += 1
        if p < len(text) and text[p] != "(":
            p = _qualifiers(text, p, out)
            if out.errors:
                out.count = None
                return out
        _items(text, p, out)
    count_text = text[start:max(count_end, start)]
    out.count_text = count_text.strip()
    out.count_span = (start, start + len(count_text.rstrip()))
    value, problem = evaluate_count(count_text)
    out.count = value
    if problem is not None:
        out.errors.append(QueueError(problem, *out.count_span))
    return out


def _qualifiers(text: str, p: int, out: QueueArgs) -> int:
    """Qualifier words and the slice between the keyword and the items."""
    while True:
        nxt, word_start, word = _scan_word(text, p, tuple(QUALIFIERS), False)
        if word_start is not None and text[word_start] == "[":
            parsed, after = parse_slice(text, word_start)
            if parsed is None:
                out.errors.append(QueueError("invalid [start:end:step] slice", word_start, nxt))
                return p
            out.slice = parsed
            if parsed.step is not None and parsed.step <= 0:
                out.errors.append(QueueError("a slice step must be positive (condor_submit cannot step "
                                             "backwards)", *parsed.span))
            nxt = after
        elif word is not None and word_start is not None:
            allowed = QUALIFIERS[word]
            if out.mode.value not in allowed:
                out.errors.append(QueueError(f"`{word}` cannot follow `{out.mode.value}` (it only follows "
                                             f"`{allowed[0]}`)", word_start, word_start + len(word)))
                return p
            out.qualifier = word
            if word == "table" and nxt < len(text) and text[nxt] == "(":
                close = text.find(")", nxt)
                if close < 0:
                    out.errors.append(QueueError("table options are not closed with `)`", nxt, len(text)))
                    return p
                out.table_options = text[nxt + 1:close]
                nxt = close + 1
        else:
            return p
        if nxt == p:
            return p
        p = nxt
        while p < len(text) and text[p] in _SPACE:
            p += 1


def _items(text: str, p: int, out: QueueArgs) -> None:
    rest = text[p:].rstrip(_SPACE)
    end = p + len(rest)
    out.items_span = (p, end)
    if rest.startswith("(") and rest.endswith(")") and len(rest) >= 2:
        inner = rest[1:-1].strip()
        if out.mode is Mode.FROM:
            out.items = [inner] if inner else []
        else:
            out.items = _split_items(inner)
        return
    if rest.startswith("("):
        first = rest[1:].strip()
        if first:
            out.items = [first] if out.mode is Mode.FROM else _split_items(first)
        out.items_source = "<"
        return
    if out.mode is Mode.FROM:
        out.items_source = rest.strip()
        return
    out.items = _split_items(rest)


def read_item_lines(lines: list[str]) -> tuple[list[tuple[int, str]], int | None]:
    """The lines of a multi-line item list (after the queue line) as condor_submit reads them
    (``load_inline_q_foreach_items``): trimmed, ``#`` lines skipped, up to a line that starts
    with ``)``. A blank line is kept, as getline_trim hands it over: it is an empty item of
    ``queue from`` and adds nothing to ``queue in``. Returns (line number within ``lines``,
    text) pairs and the index of the closing line (None if the file ends)."""
    items: list[tuple[int, str]] = []
    for number, raw in enumerate(lines):
        line = raw.strip()
        if line.startswith("#"):
            continue
        if line.startswith(")"):
            return items, number
        items.append((number, line))
    return items, None


def item_values(mode: Mode, rows: list[tuple[int, str]]) -> list[str]:
    """The items the lines of a multi-line list give: a whole line per item for ``from``, the
    words of every line for the other modes (``StringTokenIterator``)."""
    if mode is Mode.FROM:
        return [text for _number, text in rows]
    return [item for _number, text in rows for item in _split_items(text)]
