"""Rules about values as they are written, in config and submit files alike: text HTCondor keeps
in a value that its author meant as something else.

* ``macro-syntax``: a ``$(...)`` that HTCondor's scanner does not read as a macro reference
  (:func:`...config.scanner.rejected_references`) stays in the value character for character;
  and a name with a stray ``.`` or ``/`` at either end is looked up as written, so its default
  is always used.
* ``inline-comment``: HTCondor has no inline comments (:mod:`...config.comments`), so
  ``LOG = /var/log/condor # logs`` puts the comment into the path.

Both read the values of the document as written. For config files the values are taken per
region of the syntax tree (``syntax.regions``) and judged per value text, so a keystroke redoes
the work of one region only.
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


@dataclass(frozen=True, slots=True)
class Value:
    """A value as written: bytes ``start..`` of the document (of its region, in a region's
    results) hold ``text``; ``line`` is where the statement's line starts."""

    key: str
    start: int
    text: str
    heredoc: bool
    line: int
    #: the statement is on one line (a fix may move a comment above it)
    one_line: bool
    #: submit files: the command is typed as a ClassAd expression, or sets a job attribute
    expression: bool = False


def _text(document: Document, node: Node) -> str:
    return document.source[node.start_byte:node.end_byte].decode("utf-8", "replace")


def _region_values(document: Document, region: Region, statements: Sequence[Node]) -> tuple[Value, ...]:
    out: list[Value] = []
    base = region.start
    for statement in statements:
        for node, _depth, _field in walk_with_depth(statement, prune=lambda n: n.type not in _CONTAINERS):
            if node.type not in ("assignment", "heredoc_assignment"):
                continue
            key = node.child_by_field_name("key")
            value = node.child_by_field_name("value") or node.child_by_field_name("body")
            if key is None or value is None or key.has_error:
                continue
            out.append(Value(_text(document, key), value.start_byte - base, _text(document, value),
                             node.type == "heredoc_assignment", node.start_byte - base,
                             node.start_point.row == node.end_point.row))
    return tuple(out)


_VALUES: RegionCache[tuple[Value, ...]] = RegionCache(_region_values, name="written_values")


def values(document: Document) -> list[Value]:
    """Every value written in the document, positions in bytes of the document."""
    if document.language is LanguageId.SUBMIT:
        return _submit_values(document)
    out: list[Value] = []
    for region, found in _VALUES.each(document):
        for item in found:
            out.append(Value(item.key, region.start + item.start, item.text, item.heredoc, region.start + item.line,
                             item.one_line))
    return out


def _submit_values(document: Document) -> list[Value]:
    submit = read_submit(document)
    cached = submit.memo.get("written_values")
    if isinstance(cached, list):
        return cached
    out: list[Value] = []
    for assignment in submit.assignments:
        lo, hi = assignment.value_range
        text = document.source[lo:hi].decode("utf-8", "replace")
        found = commands.lookup(assignment.name) if assignment.kind is SubmitKind.COMMAND else None
        expression = assignment.kind is not SubmitKind.COMMAND or getattr(found, "type", "") == "classad"
        node = assignment.node
        out.append(Value(assignment.key, lo, text, assignment.operator.startswith("@"),
                         node.start_byte, node.start_point.row == node.end_point.row, expression))
    submit.memo["written_values"] = out
    return out


def _byte(text: str, index: int) -> int:
    """Byte offset of character ``index`` of ``text`` (UTF-8)."""
    return len(text[:index].encode("utf-8"))


def _range(value: Value, start: int, end: int) -> TextRange:
    return TextRange(value.start + _byte(value.text, start), value.start + _byte(value.text, end))


# ---------------------------------------------------------------------------- macro-syntax
@lru_cache(maxsize=8192)
def _rejected(text: str) -> tuple[Rejected, ...]:
    if "$(" not in text:
        return ()
    return tuple(rejected_references(text))


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
                f"written; put the default in a macro of its own and write `$({item.name}:$({item.name}_DEFAULT))`", None)
    return (f"HTCondor does not read `{written}` as a macro reference (`{item.char}` cannot be part of a macro "
            f"name), so the value holds these characters as written", None)


def _stray_ends(name: str) -> str | None:
    """The name meant when ``name`` starts or ends with a stray ``.`` or ``/`` (None otherwise)."""
    trimmed = name.strip("./")
    return trimmed if trimmed and trimmed != name else None


@rule("macro-syntax", severity=Severity.WARNING, summary="a `$(...)` HTCondor does not read as a macro reference",
      languages=LANGUAGES)
def macro_syntax(document: Document, context: AnalysisContext) -> Iterator[Diagnostic]:
    """A ``$(...)`` that HTCondor's scanner does not take as a macro reference, because the
    name holds a character a name may not (``$(LOCAL-DIR)``, ``$(NAME!)``), the default after
    ``:`` holds one a default may not (``$(CONDOR_HOST:cm-1.example.org)``: only letters, digits,
    ``_ . / $ , \\ :`` and blanks), or blanks surround the name (``$( NAME )``). HTCondor then
    keeps the text in the value as written, without a word. Also a reference
    with a default whose name starts or ends with a stray ``.`` or ``/`` (``$(NAME.:x)``): those
    characters are part of the name looked up, which nothing defines, so the value is always the
    default (without a default ``undefined-macro`` reports it). A ``$(`` whose name is followed
    by a blank (``$(hostname -f)``, a shell's command substitution) is left alone. The quick
    fix writes the reference HTCondor reads."""
    view: ConfigView | None = None
    for value in values(document):
        if "$(" not in value.text:
            continue
        context.check_cancelled()
        for item in _rejected(value.text):
            if value.heredoc and _comment_line(value.text, item.dollar):
                continue
            written = value.text[item.dollar:item.end]
            message, replacement = _rejected_message(item, written)
            where = _range(value, item.dollar, item.end)
            fixes = (Fix(f"write {replacement}", (TextEdit(document.uri, where, replacement),), preferred=True),) \
                if replacement is not None else ()
            yield Diagnostic(where, message, fixes=fixes)
        if document.language is not LanguageId.CONFIG:
            continue
        for ref in _stray_defaults(value.text):
            name = ref.body_text(value.text).split(":", 1)[0]
            meant = _stray_ends(name)
            if meant is None:
                continue
            if view is None:
                view = config_view(document, context)
            table = view.configset.table
            if table.lookup(name) is not None or (table.lookup(meant) is None and knob_info(meant) is None):
                continue  # the odd name is defined, or the name meant is not either
            default = value.text[ref.colon:ref.close] if ref.colon is not None else ""
            where = _range(value, ref.body, ref.body + len(name))
            yield Diagnostic(where, f"HTCondor looks up `{name}` as written (`.` and `/` are part of a macro name), "
                             f"which nothing defines, so `{value.text[ref.dollar:ref.end]}` is always `{default}`; "
                             f"did you mean $({meant})?",
                             fixes=(Fix(f"change to {meant}", (TextEdit(document.uri, where, meant),), preferred=True),))


@lru_cache(maxsize=8192)
def _stray_defaults(text: str) -> tuple:
    """References with a default whose name starts or ends with ``.`` or ``/``."""
    if "$(" not in text:
        return ()
    out = []
    for ref in iter_macros(text, config_prefix):
        if ref.func is not Func.NORMAL or ref.colon is None:
            continue
        name = ref.body_text(text).split(":", 1)[0]
        if name and (name[0] in "./" or name[-1] in "./"):
            out.append(ref)
    return tuple(out)


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
    expression rules, which report the ``#`` as a syntax error. The quick fix moves the comment to
    a line of its own above the statement."""
    view: ConfigView | None = None
    for value in values(document):
        if value.heredoc or value.expression or "#" not in value.text:
            continue
        at = comment_start(value.text)
        if at is None:
            continue
        context.check_cancelled()
        if document.language is LanguageId.CONFIG:
            if view is None:
                view = config_view(document, context)
            kind = _config_type(view, value.key)
        else:
            found = commands.lookup(value.key)
            kind = getattr(found, "type", None) or "unknown"
        if kind is None or kind == "classad":
            continue
        end = comment_end(value.text, at)
        comment = value.text[at:end]
        kept = value.text[:at].rstrip(" \t")
        name = value.key
        if kind in _TYPED and document.language is LanguageId.CONFIG:
            message = (f"HTCondor has no inline comments: `{comment}` is part of {name}'s value, which HTCondor then "
                       f"cannot read as {_TYPED[kind]}; put the comment on a line of its own")
            severity: Severity | None = Severity.ERROR
        else:
            shown = kept.strip() if len(kept.strip()) <= 60 else kept.strip()[:59] + "…"
            meant = f"not `{shown}`" if shown else "not empty"
            message = (f"HTCondor has no inline comments: `{comment}` is part of {name}'s value "
                       f"(it is `{(shown + ' ' + comment).strip()}`, {meant}); put the comment on a line of its own")
            severity = None
        where = _range(value, at, end)
        fixes: tuple[Fix, ...] = ()
        if value.one_line and "\n" not in value.text:
            line_text = document.source[value.line:value.start].decode("utf-8", "replace")
            indent = line_text[:len(line_text) - len(line_text.lstrip(" \t"))]
            cut = _range(value, len(kept), end)
            fixes = (Fix("move the comment above the line", (
                TextEdit(document.uri, TextRange(value.line, value.line), f"{indent}{comment}\n"),
                TextEdit(document.uri, cut, "")), preferred=True),)
        yield Diagnostic(where, message, severity=severity, fixes=fixes)
