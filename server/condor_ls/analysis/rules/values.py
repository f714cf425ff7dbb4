"""Rules about values as they are written, in config and submit files alike: text HTCondor keeps
in a value that its author meant as something else.

* ``macro-syntax``: a ``$(...)`` that HTCondor's scanner does not read as a macro reference
  (:func:`...config.scanner.rejected_references`) stays in the value character for character;
  and a name with a stray ``.`` or ``/`` at either end is looked up as written, so its default
  is always used.
* ``inline-comment``: HTCondor has no inline comments (:mod:`...config.comments`), so
  ``LOG = /var/log/condor # logs`` puts the comment into the path.

Both read the values of the document as written. What a value's text shows is worked out once
per text; for config files the candidates are kept per region of the syntax tree
(``syntax.regions``), so a keystroke in a large file redoes one region, and the configuration is
asked about the few candidates only.
"""
from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from functools import lru_cache

from tree_sitter import Node

from ...config.comments import comment_end, comment_start
from ...config.scanner import Func, Rejected, config_prefix, iter_macros, rejected_references
from ...submit import commands
from ...submit.directives import Kind as SubmitKind, read_submit
from ...syntax.document import Document
from ...syntax.languages import LanguageId
from ...syntax.nodes import walk_with_depth
from ...syntax.regions import Region, RegionCache
from ...transform.sources import is_transform_knob
from ..configview.view import ConfigView, config_view, knob_info
from ..context import AnalysisContext
from ..expression_text import expression_use, is_expression_knob
from ..model import Diagnostic, Fix, Severity, TextEdit, TextRange
from .registry import rule

LANGUAGES = (LanguageId.CONFIG, LanguageId.SUBMIT)
#: statements that hold other statements (the walk for values enters nothing else)
_CONTAINERS = frozenset({"source_file", "if_block", "elif_clause", "else_clause", "ERROR"})
#: value types whose text HTCondor reads as a number or a boolean (a comment makes it unreadable)
_TYPED = {"int": "an integer", "long": "an integer", "double": "a number", "bool": "a boolean"}


# ---------------------------------------------------------------------------- what a value's text shows
@dataclass(frozen=True, slots=True)
class Candidate:
    """Something a value's text shows, positions in bytes from the start of the value (or of
    the region, once placed): a ``$(...)`` HTCondor passes over (``kind`` ``rejected``), a
    reference with a stray ``.``/``/`` around its name and a default (``stray``), an inline
    comment (``comment``)."""

    kind: str
    start: int
    end: int
    #: rejected: the message and the replacement (or ""); stray: the name, the name meant, the
    #: reference and its default; comment: the comment and what precedes it in the value
    facts: tuple[str, ...]


def _byte(text: str, index: int) -> int:
    """Byte offset of character ``index`` of ``text`` (UTF-8)."""
    return len(text[:index].encode("utf-8", "surrogatepass")) if not text.isascii() else index


@lru_cache(maxsize=8192)
def text_candidates(text: str, heredoc: bool) -> tuple[Candidate, ...]:
    """What the value text ``text`` shows (memoised: an edit leaves almost every value as it was)."""
    out: list[Candidate] = []
    if "$(" in text:
        for item in rejected_references(text):
            if _commented_out(text, item.dollar, heredoc):
                continue
            message, replacement = _rejected_message(item, text[item.dollar:item.end])
            out.append(Candidate("rejected", _byte(text, item.dollar), _byte(text, item.end),
                                 (message, replacement or "")))
        for ref in iter_macros(text, config_prefix):
            if ref.func is not Func.NORMAL or ref.colon is None or _commented_out(text, ref.dollar, heredoc):
                continue
            name = ref.body_text(text).split(":", 1)[0]
            meant = name.strip("./")
            if not meant or meant == name:
                continue
            out.append(Candidate("stray", _byte(text, ref.body), _byte(text, ref.body + len(name)),
                                 (name, meant, text[ref.dollar:ref.end], text[ref.colon:ref.close])))
    if not heredoc and "#" in text:
        at = comment_start(text)
        if at is not None:
            end = comment_end(text, at)
            out.append(Candidate("comment", _byte(text, at), _byte(text, end),
                                 (text[at:end], text[:at].rstrip(" \t"))))
    return tuple(out)


def _commented_out(text: str, index: int, heredoc: bool) -> bool:
    """Whether HTCondor never reads ``text[index]``: on a comment line of a ``@=`` body, or on
    a continuation line that starts with ``#`` (read as blanks)."""
    return (heredoc or "\n" in text[:index]) and _comment_line(text, index)


def _comment_line(text: str, index: int) -> bool:
    """Whether ``text[index]`` is on a line of a ``@=`` body that is a comment."""
    start = text.rfind("\n", 0, index) + 1
    return text[start:index].lstrip(" \t").startswith("#")


def _rejected_message(item: Rejected, written: str) -> tuple[str, str | None]:
    """(message, replacement text) for a ``$(...)`` HTCondor passes over."""
    if item.why == "space":
        return (f"HTCondor does not read `{written}` as a macro reference (no blanks are allowed inside `$( )`), "
                f"so the value holds these characters as written; write `$({item.name})`", f"$({item.name})")
    if item.why == "default":
        return (f"HTCondor does not read `{written}` as a macro reference: a default may not hold `{item.char}` "
                f"(only letters, digits, `_ . / $ , \\ :` and blanks), so the value holds the whole text as "
                f"written; put the default in a macro of its own and write `$({item.name}:$({item.name}_DEFAULT))`",
                None)
    return (f"HTCondor does not read `{written}` as a macro reference (`{item.char}` cannot be part of a macro "
            f"name), so the value holds these characters as written", None)


# ---------------------------------------------------------------------------- the values of a document
@dataclass(frozen=True, slots=True)
class Placed:
    """A candidate of a value: the statement's key, where its line and its value start (bytes of
    the document, or of the region in a region's results), whether the statement is on one line,
    and for submit files whether the value is an expression."""

    key: str
    line: int
    value: int
    one_line: bool
    candidate: Candidate
    expression: bool = False


def _text(document: Document, node: Node) -> str:
    return document.source[node.start_byte:node.end_byte].decode("utf-8", "replace")


def _region_candidates(document: Document, region: Region, statements: Sequence[Node]) -> tuple[Placed, ...]:
    out: list[Placed] = []
    base = region.start
    for statement in statements:
        for node, _depth, _field in walk_with_depth(statement, prune=lambda n: n.type not in _CONTAINERS):
            if node.type not in ("assignment", "heredoc_assignment"):
                continue
            value = node.child_by_field_name("value") or node.child_by_field_name("body")
            if value is None:
                continue
            raw = document.source[value.start_byte:value.end_byte]
            if b"$(" not in raw and b"#" not in raw:
                continue
            key = node.child_by_field_name("key")
            if key is None or key.has_error:
                continue
            found = text_candidates(raw.decode("utf-8", "replace"), node.type == "heredoc_assignment")
            for candidate in found:
                out.append(Placed(_text(document, key), node.start_byte - base, value.start_byte - base,
                                  node.start_point.row == node.end_point.row, candidate))
    return tuple(out)


_CANDIDATES: RegionCache[tuple[Placed, ...]] = RegionCache(_region_candidates, name="value_candidates")


def candidates(document: Document) -> list[Placed]:
    """Every candidate of the document's values, positions in bytes of the document."""
    if document.language is LanguageId.SUBMIT:
        return _submit_candidates(document)
    out: list[Placed] = []
    for region, found in _CANDIDATES.each(document):
        base = region.start
        for item in found:
            out.append(Placed(item.key, base + item.line, base + item.value, item.one_line, item.candidate))
    return out


def _submit_candidates(document: Document) -> list[Placed]:
    submit = read_submit(document)
    cached = submit.memo.get("value_candidates")
    if isinstance(cached, list):
        return cached
    out: list[Placed] = []
    for assignment in submit.assignments:
        lo, hi = assignment.value_range
        raw = document.source[lo:hi]
        if b"$(" not in raw and b"#" not in raw:
            continue
        found = commands.lookup(assignment.name) if assignment.kind is SubmitKind.COMMAND else None
        expression = assignment.kind is not SubmitKind.COMMAND or getattr(found, "type", "") == "classad"
        node = assignment.node
        for candidate in text_candidates(raw.decode("utf-8", "replace"), assignment.operator.startswith("@")):
            out.append(Placed(assignment.key, node.start_byte, lo, node.start_point.row == node.end_point.row,
                              candidate, expression))
    submit.memo["value_candidates"] = out
    return out


def _where(item: Placed, start: int | None = None, end: int | None = None) -> TextRange:
    candidate = item.candidate
    return TextRange(item.value + (candidate.start if start is None else start),
                     item.value + (candidate.end if end is None else end))


# ---------------------------------------------------------------------------- macro-syntax
@rule("macro-syntax", severity=Severity.WARNING, summary="a `$(...)` HTCondor does not read as a macro reference",
      languages=LANGUAGES)
def macro_syntax(document: Document, context: AnalysisContext) -> Iterator[Diagnostic]:
    """A ``$(...)`` that HTCondor's scanner does not take as a macro reference, because the
    name holds a character a name may not (``$(LOCAL-DIR)``, ``$(NAME!)``), the default after
    ``:`` holds one a default may not (``$(CONDOR_HOST:cm-1.example.org)``: only letters, digits,
    ``_ . / $ , \\ :`` and blanks), or blanks surround the name (``$( NAME )``). HTCondor then
    keeps the text in the value as written, without a word. Also a reference with a default
    whose name starts or ends with a stray ``.`` or ``/`` (``$(NAME.:x)``): those characters are
    part of the name looked up, which nothing defines, so the value is always the default
    (without a default ``undefined-macro`` reports it). A ``$(`` whose name is followed by a
    blank (``$(hostname -f)``, a shell's command substitution) and a template's arguments
    (``$(1?)``) are left alone. The quick fix writes the reference HTCondor reads."""
    view: ConfigView | None = None
    for item in candidates(document):
        candidate = item.candidate
        if candidate.kind == "rejected":
            message, replacement = candidate.facts
            where = _where(item)
            fixes = (Fix(f"write {replacement}", (TextEdit(document.uri, where, replacement),), preferred=True),) \
                if replacement else ()
            yield Diagnostic(where, message, fixes=fixes)
        elif candidate.kind == "stray" and document.language is LanguageId.CONFIG:
            name, meant, written, default = candidate.facts
            if view is None:
                view = config_view(document, context)
            table = view.configset.table
            if table.lookup(name) is not None or (table.lookup(meant) is None and knob_info(meant) is None):
                continue  # the odd name is defined, or the name meant is not either
            where = _where(item)
            yield Diagnostic(where, f"HTCondor looks up `{name}` as written (`.` and `/` are part of a macro name), "
                             f"which nothing defines, so `{written}` is always `{default}`; did you mean $({meant})?",
                             fixes=(Fix(f"change to {meant}", (TextEdit(document.uri, where, meant),), preferred=True),))


# ---------------------------------------------------------------------------- inline-comment
def _config_type(view: ConfigView, key: str) -> str | None:
    """The value type of a config knob (``classad`` for an expression or a macro an expression
    knob uses), or None for a value that is not looked at (transforms)."""
    name = key.rsplit(".", 1)[-1]
    if is_transform_knob(name):
        return None
    if is_expression_knob(key) or expression_use(view, name) is not None:
        return "classad"
    found = knob_info(key) or knob_info(name)
    return getattr(found, "type", None) or "unknown"


@rule("inline-comment", severity=Severity.WARNING, summary="`KNOB = value # comment`: the comment is part of the value",
      languages=LANGUAGES)
def inline_comment(document: Document, context: AnalysisContext) -> Iterator[Diagnostic]:
    """HTCondor takes ``#`` as a comment only at the start of a line: ``LOG = /var/log/condor #
    where logs go`` sets LOG to the whole text, comment included, and ``ALLOW_WRITE =
    *.example.org # our hosts`` adds ``#``, ``our`` and ``hosts`` to the list. Reported for a
    ``#`` after a blank, outside quotes and ``$( )``, in the value of a path, command, list,
    string or macro; an error for an integer, real or boolean knob, whose value HTCondor then
    cannot read at all (``knob-type`` leaves those to this rule). Expressions are left to the
    expression rules, which report the ``#`` as a syntax error. A continuation line that starts
    with ``#`` is commented out (HTCondor reads it as blanks), not reported. The quick fix moves
    the comment to a line of its own above the statement."""
    view: ConfigView | None = None
    for item in candidates(document):
        if item.candidate.kind != "comment" or item.expression:
            continue
        context.check_cancelled()
        if document.language is LanguageId.CONFIG:
            if view is None:
                view = config_view(document, context)
            kind = _config_type(view, item.key)
        else:
            kind = getattr(commands.lookup(item.key), "type", None) or "unknown"
        if kind is None or kind == "classad":
            continue
        comment, kept = item.candidate.facts
        if kind in _TYPED and document.language is LanguageId.CONFIG:
            message = (f"HTCondor has no inline comments: `{comment}` is part of {item.key}'s value, which HTCondor "
                       f"then cannot read as {_TYPED[kind]}; put the comment on a line of its own")
            severity: Severity | None = Severity.ERROR
        else:
            shown = kept.strip() if len(kept.strip()) <= 60 else kept.strip()[:59] + "…"
            meant = f"not `{shown}`" if shown else "not empty"
            message = (f"HTCondor has no inline comments: `{comment}` is part of {item.key}'s value "
                       f"(it is `{(shown + ' ' + comment).strip()}`, {meant}); put the comment on a line of its own")
            severity = None
        fixes: tuple[Fix, ...] = ()
        if item.one_line:
            line_text = document.source[item.line:item.value].decode("utf-8", "replace")
            indent = line_text[:len(line_text) - len(line_text.lstrip(" \t"))]
            cut = _where(item, start=len(kept.encode("utf-8", "surrogatepass")))
            fixes = (Fix("move the comment above the line", (
                TextEdit(document.uri, TextRange(item.line, item.line), f"{indent}{comment}\n"),
                TextEdit(document.uri, cut, "")), preferred=True),)
        yield Diagnostic(_where(item), message, severity=severity, fixes=fixes)
