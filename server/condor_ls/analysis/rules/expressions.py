"""Rules for the ClassAd expressions held by expression-valued config knobs.

HTCondor parses ``START``, ``SUSPEND``, ``RANK`` ... only after macro expansion, so that is what
these rules look at: each definition of such a knob in the config set is expanded (with
provenance), parsed and walked, and every finding is placed back where its text was written
(see :mod:`.provenance`). A knob whose value is only a macro for other expressions
(``MachineBusy``) is checked through the knobs that use it.
"""
from __future__ import annotations

import difflib
import re
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import TYPE_CHECKING

from ...classad import attributes
from ...classad.ast import (AttrRef, Binary, Call, Elvis, Expr, Literal, Paren, RecordExpr, Subscript, Ternary,
                           Unary, children, walk)
from ...classad.evaluator import evaluate
from ...classad.functions import metadata
from ...classad.parser import ClassAdSyntaxError, parse_expr
from ...classad.ad import ClassAd
from ...classad.values import UNDEFINED, ErrorValue, ListValue, Value, describe_type
from ...config.model import Definition, Kind
from ...syntax.document import Document
from ...syntax.languages import LanguageId
from ..configview.view import ConfigView, config_view, expansion_too_big, knob_info, may_expand
from ..context import AnalysisContext
from .registry import rule
from ..configview.expansions import MEMO
from ..configview.units import unit_results
from ..model import Diagnostic, Fix, Severity, Tag, TextEdit, TextRange
from ..configview.provenance import Site, char_index, dedupe, origin_of, place, value_end
from ..configview.unknowns import UNKNOWN_CONTEXT, dependence

if TYPE_CHECKING:
    from .units import Finding

CONFIG = (LanguageId.CONFIG,)
#: definitions of these kinds are checked (defaults and detected values are HTCondor's own)
CHECKED_KINDS = frozenset({Kind.CONFIG, Kind.TEMPLATE, Kind.DEFINE})
#: expressions with more nodes than this are not partially evaluated (quadratic work)
MAX_FOLD_NODES = 3000
#: definitions looked at per config set (a generated config could have very many)
MAX_SITES = 5000

CLOSER_OF = {"(": ")", "[": "]", "{": "}"}
_OPENER_OF = {v: k for k, v in CLOSER_OF.items()}


@dataclass(frozen=True)
class Parsed:
    """An expression knob's definition, expanded and parsed (``tree`` None on a syntax error)."""

    site: Site
    tree: Expr | None
    error: ClassAdSyntaxError | None


@lru_cache(maxsize=8192)
def is_expression_knob(name: str) -> bool:
    found = knob_info(name)
    return found is not None and found.type == "classad"


def parsed_sites(view: ConfigView, context: AnalysisContext) -> list[Parsed]:
    """Every checked definition of an expression knob in the set, expanded and parsed once per
    view (the rules of this module share the result)."""
    cached = view.memo.get("parsed_sites")
    if isinstance(cached, list):
        return cached
    out: list[Parsed] = []
    items = view.configset.table.items
    candidates = [(definition, items.get(definition.key) is definition)
                  for _definitions, found in unit_results(view, "expression_definitions", _expression_definitions)
                  for definition in found]
    # definitions written in this document first: they matter most if the budget runs out
    candidates.sort(key=lambda item: not view.is_here(item[0].origin))
    for definition, current in candidates[:MAX_SITES]:
        context.check_cancelled()
        if expansion_too_big(view, definition.value) or not may_expand(view, definition.value):
            continue  # reported as expansion-limit / too costly to look at in full
        expansion = MEMO.expand(view.configset, definition.raw)
        if not expansion.value.strip() or expansion.truncated:
            continue  # empty means "use the default"; truncation is reported elsewhere
        site = Site(definition.name, definition, expansion, current)
        parsed = _parse(expansion.value)
        if parsed is None:
            continue  # the parser must not take the rules down with it
        out.append(Parsed(site, *parsed))
    view.memo["parsed_sites"] = out
    return out


@lru_cache(maxsize=2048)
def _parse(value: str) -> tuple[Expr | None, ClassAdSyntaxError | None] | None:
    """``parse_expr(value)`` as (tree, None) or (None, error); None when the parser failed.
    Memoised by text: every analysis parses the same expressions again, and the trees being the
    same objects lets the evaluator's compiled forms (kept per tree) be reused, not piled up.
    Config knobs and submit expressions share it (a Python script's submit descriptions repeat
    the same ``requirements`` many times)."""
    try:
        return parse_expr(value), None
    except ClassAdSyntaxError as err:
        return None, err.with_traceback(None)  # its frames would hold the view
    except Exception:
        return None


#: :func:`_parse` under the name other rule modules use
parse_remembered = _parse


def _expression_definitions(definitions: Sequence[Definition]) -> tuple[Definition, ...]:
    """The checked definitions of expression knobs among a unit's definitions."""
    return tuple(d for d in definitions
                 if d.kind in CHECKED_KINDS and is_expression_knob(d.name) and d.value.strip())


def _view(document: Document, context: AnalysisContext) -> ConfigView:
    return config_view(document, context)


def _chars(parsed: Parsed, span: tuple[int, int] | None) -> tuple[int, int]:
    value = parsed.site.expansion.value
    if span is None:
        return 0, len(value)
    return char_index(value, span[0]), char_index(value, span[1])


def written_here(view: ConfigView, parsed: Parsed, start: int, end: int) -> TextRange | None:
    """The range in this document of expanded characters ``start..end`` when they were written
    here in one piece (the only case where a fix can rewrite them)."""
    origin, _chain, run = origin_of(parsed.site.expansion, start)
    if origin is None or not origin.advance or run < end - start or not view.is_here(origin):
        return None
    return view.range_at(origin, end - start)


# ---------------------------------------------------------------------------- tree walking
def _post_order(root: Expr) -> list[Expr]:
    out: list[Expr] = []
    stack: list[tuple[Expr, bool]] = [(root, False)]
    while stack:
        node, done = stack.pop()
        if done:
            out.append(node)
            continue
        stack.append((node, True))
        stack.extend((child, False) for child in reversed(children(node)))
    return out


def _unparen(node: Expr) -> Expr:
    while isinstance(node, Paren):
        node = node.expr
    return node


# ---------------------------------------------------------------------------- syntax
def unbalanced_brackets(text: str) -> tuple[list[int], list[int]]:
    """Indices of unclosed openers and of unmatched closers, outside string literals."""
    stack: list[int] = []
    stray: list[int] = []
    quote = ""
    i = 0
    while i < len(text):
        ch = text[i]
        if quote:
            if ch == "\\":
                i += 2
                continue
            if ch == quote:
                quote = ""
        elif ch in "\"'":
            quote = ch
        elif ch in CLOSER_OF:
            stack.append(i)
        elif ch in _OPENER_OF:
            if stack and text[stack[-1]] == _OPENER_OF[ch]:
                stack.pop()
            else:
                stray.append(i)
        i += 1
    return stack, stray


def _has_undefined_use(parsed: Parsed) -> bool:
    """True when the expansion pasted an empty string for a macro nobody defined."""
    return any(use.definition is None and use.func == "$" for use in parsed.site.expansion.uses)


def _closing_fix(view: ConfigView, parsed: Parsed, openers: list[int]) -> tuple[Fix, ...]:
    """Insert the missing closers at the end of the definition that holds the unclosed opener."""
    expansion = parsed.site.expansion
    _origin, chain, _run = origin_of(expansion, openers[-1])
    owner = parsed.site.definition
    if chain:
        found = view.configset.table.get(chain[-1])
        if found is None:
            return ()
        owner = found
    same = [i for i in openers if origin_of(expansion, i)[1] == chain]
    end = value_end(view, owner)
    if end is None or not same:
        return ()
    closers = "".join(CLOSER_OF[expansion.value[i]] for i in reversed(same))
    edit = TextEdit(view.document.uri, TextRange(end, end), closers)
    return (Fix(f"add `{closers}` at the end of {owner.name}", (edit,), preferred=True),)


@rule("expr-syntax", severity=Severity.ERROR, summary="an expression knob is not valid ClassAd after expansion",
      languages=CONFIG)
def expression_syntax(document: Document, context: AnalysisContext) -> Iterator[Diagnostic]:
    """A knob that holds a ClassAd expression (``START``, ``SUSPEND``, ``RANK``, any
    ``*_REQUIREMENTS`` ...) whose value, once its macros are expanded, does not parse. HTCondor
    cannot use such a value: depending on the knob the daemon refuses to start or treats the
    expression as undefined. The error is reported where the offending text was written (for an
    unclosed parenthesis, at the parenthesis), and also on the knob that uses that text through a
    macro, with a related location linking the two. The quick fix adds missing closing brackets
    at the end of the value that opened them."""
    view = _view(document, context)
    found: list[Diagnostic] = []
    for parsed in parsed_sites(view, context):
        if parsed.error is None:
            continue
        value = parsed.site.expansion.value
        openers, stray = unbalanced_brackets(value)
        if not openers and not stray and _has_undefined_use(parsed):
            continue  # most likely an empty expansion of an undefined macro, which says so itself
        at = char_index(value, parsed.error.offset)
        fixes: tuple[Fix, ...] = ()
        severity, note = _uncertainty(view, parsed, _does_not_parse)
        if note is None and severity is None and openers and dependence(view, parsed.site.definition):
            stray = []  # wrong whatever the unknown parts hold: the bracket is what stays wrong
            at = len(value)
        if stray and stray[0] <= at:
            index = stray[0]
            message = f"unmatched `{value[index]}`"
        elif openers and (at >= len(value.rstrip()) or parsed.error.message.startswith("expected")):
            index = openers[-1]
            opener = value[index]
            message = f"`{opener}` is never closed: `{CLOSER_OF[opener]}` expected"
            fixes = _closing_fix(view, parsed, openers)
        else:
            index = at
            if index >= len(value.rstrip()):
                index = max(len(value.rstrip()) - 1, 0)
            message = f"ClassAd syntax error: {parsed.error.message}" + _kept_reference(value, index)
        if note is not None:
            message, fixes = f"{message}; {note}", ()
        found.extend(place(view, parsed.site, index, index + 1, message, severity=severity, fixes=fixes))
    yield from dedupe(found)


def _kept_reference(value: str, index: int) -> str:
    """What to add when the error is at a ``$(...)`` HTCondor left in the value because it is
    no macro reference (``$(JobStatus != 3)``: a name, then more): the expression has no ``$``."""
    if not value.startswith("$(", index) or value[index - 1:index] == "$":
        return ""  # (``$$(`` is expanded at match time)
    close = value.find(")", index)
    if close < 0:
        return ""
    written = value[index:close + 1]
    if len(written) > 60:
        return ""
    return (f"; `{written}` is not a macro reference HTCondor expands (that holds a macro name only), so it "
            f"stays in the value as written: did you mean `{written[1:]}`?")


def _does_not_parse(text: str) -> bool:
    try:
        parse_expr(text)
    except ClassAdSyntaxError:
        return True
    return False


def _uncertainty(view: ConfigView, parsed: Parsed,
                 still_wrong: Callable[[str], bool]) -> tuple[Severity | None, str | None]:
    """(severity, note) for a finding about ``parsed``: (None, None) when it holds in every
    context the value could be read in; information and a note naming the unknown input when
    it follows from something condor-ls cannot know here (see :mod:`..configview.unknowns`)."""
    depends = dependence(view, parsed.site.definition)
    if depends is None or depends.everywhere(still_wrong):
        return None, None
    return UNKNOWN_CONTEXT, depends.note()


# ---------------------------------------------------------------------------- functions
def _describe_arity(info: metadata.FunctionInfo) -> str:
    if info.max_args is None:
        return f"at least {info.min_args}"
    if info.min_args == info.max_args:
        return f"exactly {info.min_args}"
    return f"{info.min_args} to {info.max_args}"


def _function_names() -> list[str]:
    return sorted({info.name for info in metadata.load().values()}
                  | {a for info in metadata.load().values() for a in info.aliases})


def function_suggestions(name: str) -> list[str]:
    """Builtins spelled like ``name`` (case-insensitive), best first."""
    names = _function_names()
    lowered = {n.lower(): n for n in names}
    hits = difflib.get_close_matches(name.lower(), list(lowered), n=3, cutoff=0.75)
    return [lowered[h] for h in hits]


@rule("unknown-function", severity=Severity.ERROR, summary="a call to a function ClassAds do not have",
      languages=CONFIG)
def unknown_function(document: Document, context: AnalysisContext) -> Iterator[Diagnostic]:
    """An expression calls a function that is not a ClassAd builtin. The call evaluates to
    ``error`` every time, which usually makes the whole policy expression unusable. Function names
    are case-insensitive; the message suggests close spellings and the quick fix applies one."""
    view = _view(document, context)
    found: list[Diagnostic] = []
    for parsed in parsed_sites(view, context):
        if parsed.tree is None:
            continue
        for node in walk(parsed.tree):
            if not isinstance(node, Call) or metadata.lookup(node.name) is not None:
                continue
            start, end = _chars(parsed, node.name_span or node.span)
            suggestions = function_suggestions(node.name)
            message = f"unknown function {node.name}()"
            if suggestions:
                message += f"; did you mean {' or '.join(s + '()' for s in suggestions)}?"
            where = written_here(view, parsed, start, end)
            fixes = tuple(Fix(f"change to {s}()", (TextEdit(document.uri, where, s),), preferred=i == 0)
                          for i, s in enumerate(suggestions)) if where is not None else ()
            found.extend(place(view, parsed.site, start, end, message, fixes=fixes))
    yield from dedupe(found)


@rule("function-arity", severity=Severity.ERROR, summary="a builtin called with the wrong number of arguments",
      languages=CONFIG)
def function_arity(document: Document, context: AnalysisContext) -> Iterator[Diagnostic]:
    """A builtin function called with too few or too many arguments. The ClassAd library checks
    the count when it evaluates the call and returns ``error``; the message gives the accepted
    counts from the function's signature."""
    view = _view(document, context)
    found: list[Diagnostic] = []
    for parsed in parsed_sites(view, context):
        if parsed.tree is None:
            continue
        for node in walk(parsed.tree):
            if not isinstance(node, Call):
                continue
            info = metadata.lookup(node.name)
            if info is None or info.accepts(len(node.args)):
                continue
            start, end = _chars(parsed, node.span)
            count = len(node.args)
            message = (f"{info.name}() takes {_describe_arity(info)} argument"
                       f"{'' if info.max_args == 1 and info.min_args == 1 else 's'}, but is given {count}")
            found.extend(place(view, parsed.site, start, end, message))
    yield from dedupe(found)


# ---------------------------------------------------------------------------- constant errors
def type_name(value: Value) -> str:
    """The kind of a value in words (records are called records here)."""
    name = describe_type(value)
    return "record" if name == "classad" else name


def _attribute_free(nodes: list[Expr]) -> dict[int, bool]:
    """For each node (by id) of a tree listed children first: True when its subtree refers to
    no attribute (and calls only known builtins), so its value is the same in every ad."""
    free: dict[int, bool] = {}
    for node in nodes:
        ok = all(free[id(child)] for child in children(node))
        if isinstance(node, AttrRef) or isinstance(node, RecordExpr):
            ok = False
        elif isinstance(node, Call) and metadata.lookup(node.name) is None:
            ok = False
        free[id(node)] = ok
    return free


def _always_error_message(node: Expr, value: ErrorValue, kids: list[Value]) -> str:
    if isinstance(node, Binary) and len(kids) == 2:
        return (f"`{node.op}` on {type_name(kids[0])} and {type_name(kids[1])} is always error"
                f"{f' ({value.reason})' if getattr(value, 'reason', '') else ''}")
    if isinstance(node, Unary) and kids:
        return f"`{node.op}` on {type_name(kids[0])} is always error"
    if isinstance(node, Call):
        reason = getattr(value, "reason", "") or "error"
        return f"{node.name}(...) is always error here: {reason}"
    reason = getattr(value, "reason", "")
    return f"this part of the expression is always error{f': {reason}' if reason else ''}"


def _arity_ok(node: Call) -> bool:
    info = metadata.lookup(node.name)
    return info is not None and info.accepts(len(node.args))


_FOLDABLE = (Binary, Unary, Call, Subscript, Ternary, Elvis)


@rule("constant-error", severity=Severity.WARNING, summary="an operation that always evaluates to error",
      languages=(LanguageId.CONFIG, LanguageId.SUBMIT))
def constant_error(document: Document, context: AnalysisContext) -> Iterator[Diagnostic]:
    """A part of an expression that refers to no attribute, so its value is fixed, and that
    value is ``error``: arithmetic on a string (``"coltrane" * 1000000000000``), a list compared
    with a number, ``int("abc")``... Macros are expanded first, so a macro that holds a constant
    counts as that constant. Only the innermost failing operation is reported. Config knobs and
    submit expressions (``requirements``, ``rank``, ``periodic_*``, ``+Attr`` ...) alike."""
    from .units import expression_units, findings, report_all

    found: list[Diagnostic] = []
    for unit in expression_units(document, context):
        found.extend(report_all(unit, findings("constant-error", unit, _constant_errors, context.check_cancelled),
                                recheck=_constant_errors))
    yield from dedupe(found)


def _constant_errors(tree: Expr, text: str, check: Callable[[], None]) -> Iterator["Finding"]:
    """The always-error parts of one expression (see :func:`constant_error`)."""
    from .units import Finding, chars

    nodes = _post_order(tree)
    if len(nodes) > MAX_FOLD_NODES:
        return
    free = _attribute_free(nodes)
    values: dict[int, Value] = {}
    for node in nodes:
        if not free[id(node)]:
            continue
        check()
        try:
            values[id(node)] = evaluate(node)
        except Exception:
            continue
        value = values[id(node)]
        if not isinstance(value, ErrorValue) or not isinstance(node, _FOLDABLE):
            continue
        if isinstance(node, Call) and (node.name.lower() == "error" or not _arity_ok(node)):
            continue  # an explicit error(), or a wrong argument count (function-arity says so)
        kids = [values.get(id(child)) for child in children(node)]
        if any(isinstance(k, ErrorValue) or k is None for k in kids):
            continue  # an inner part already fails (or could not be evaluated)
        yield Finding(*chars(text, node.span), _always_error_message(node, value, kids))  # type: ignore[arg-type]
    for node, constant, other in _arithmetic_on_non_numbers(nodes, free, values):
        other_text = text[slice(*chars(text, other.span))]
        message = (f"`{node.op}` on a {type_name(constant)} is always error, whatever `{other_text}` holds "
                   "(undefined only when that is undefined)")
        yield Finding(*chars(text, node.span), message)


#: arithmetic operators, which are error with a string, list or record operand whatever the other
#: operand is (undefined when it is undefined)
_ARITHMETIC = frozenset({"+", "-", "*", "/", "%"})


def _arithmetic_on_non_numbers(nodes: list[Expr], free: dict[int, bool],
                               values: dict[int, Value]) -> Iterator[tuple[Binary, Value, Expr]]:
    """``Memory * "2"``: arithmetic between an attribute-dependent part and a constant that is a
    string, a list or a record; the result is never a number."""
    for node in nodes:
        if not isinstance(node, Binary) or node.op not in _ARITHMETIC or free[id(node)]:
            continue
        for constant, other in ((node.left, node.right), (node.right, node.left)):
            if not free[id(constant)] or free[id(other)]:
                continue
            value = values.get(id(constant))
            if isinstance(value, (str, ListValue, ClassAd)):
                yield node, value, other


# ---------------------------------------------------------------------------- == UNDEFINED
_META_OPS = {"==": "=?=", "!=": "=!="}


def _is_undefined_literal(node: Expr) -> bool:
    node = _unparen(node)
    return isinstance(node, Literal) and node.value is UNDEFINED


@rule("undefined-comparison", severity=Severity.WARNING,
      summary="`==`/`!=` against UNDEFINED (always undefined)", languages=(LanguageId.CONFIG, LanguageId.SUBMIT))
def undefined_comparison(document: Document, context: AnalysisContext) -> Iterator[Diagnostic]:
    """``x == UNDEFINED`` and ``x != UNDEFINED`` never test anything: comparing with undefined
    gives undefined whatever ``x`` is, and an undefined ``START`` or ``Requirements`` means
    "no". The meta-operators ``=?=`` (``is``) and ``=!=`` (``isnt``) compare identity and do what
    was meant; the quick fix swaps the operator. Config knobs and submit expressions alike."""
    from .units import expression_units, findings, report_all

    found: list[Diagnostic] = []
    for unit in expression_units(document, context):
        found.extend(report_all(unit, findings("undefined-comparison", unit, _undefined_comparisons,
                                               context.check_cancelled), recheck=_undefined_comparisons))
    yield from dedupe(found)


def _undefined_comparisons(tree: Expr, text: str, check: Callable[[], None]) -> Iterator["Finding"]:
    from .units import Finding, Replacement

    for node in walk(tree):
        if not isinstance(node, Binary) or node.op not in _META_OPS:
            continue
        if not (_is_undefined_literal(node.left) or _is_undefined_literal(node.right)):
            continue
        if node.left.span is None or node.right.span is None:
            continue
        gap_start = char_index(text, node.left.span[1])
        gap_end = char_index(text, node.right.span[0])
        at = text.find(node.op, gap_start, gap_end)
        if at < 0:
            continue
        new = _META_OPS[node.op]
        message = f"`{node.op}` with UNDEFINED is always undefined; use `{new}` to test for undefined"
        yield Finding(at, at + len(node.op), message, (Replacement(f"use `{new}`", new, preferred=True),))


# ---------------------------------------------------------------------------- IS_OWNER
#: knobs the startd evaluates against the slot ad alone, with no job at hand
OWNER_KNOBS = frozenset({"IS_OWNER"})
_SCOPES_FOR_JOB = frozenset({"target", "other"})


def job_only_attribute(name: str) -> bool:
    """True for attributes that job ads carry and slot ads do not."""
    if attributes.attribute(name, "job") is None:
        return False
    return attributes.lookup(name, ("machine",)) is None


def _job_references(tree: Expr) -> Iterator[AttrRef]:
    for node in walk(tree):
        if not isinstance(node, AttrRef):
            continue
        base = node.base
        if isinstance(base, AttrRef) and base.base is None and base.name.lower() in _SCOPES_FOR_JOB:
            yield node
        elif base is None and not node.absolute and job_only_attribute(node.name):
            yield node


@rule("owner-job-attribute", severity=Severity.WARNING,
      summary="IS_OWNER refers to job attributes, which are undefined when it is evaluated", languages=CONFIG)
def owner_job_attribute(document: Document, context: AnalysisContext) -> Iterator[Diagnostic]:
    """The startd evaluates ``IS_OWNER`` against the slot ad alone, to decide whether the machine
    is in the Owner state; no job is involved, so ``TARGET.x`` and attributes only jobs have are
    undefined there. This also catches a ``$(START)`` pasted into ``IS_OWNER`` when START tests
    the job, and a reference to the attribute ``START`` outside ``=?=``/``=!=`` when START does.
    The default ``IS_OWNER = (START =?= False)`` is safe: ``=?=`` treats an undefined START as
    "not owner"."""
    view = _view(document, context)
    found: list[Diagnostic] = []
    sites = parsed_sites(view, context)
    start_refs = _start_job_references(sites)
    for parsed in sites:
        name = parsed.site.name.rsplit(".", 1)[-1].upper()
        if name not in OWNER_KNOBS or parsed.tree is None:
            continue
        for ref in _job_references(parsed.tree):
            start, end = _chars(parsed, ref.span)
            message = (f"{parsed.site.name} refers to the job attribute `{parsed.site.expansion.value[start:end]}`, "
                       "but it is evaluated without a job, so this is always undefined")
            found.extend(place(view, parsed.site, start, end, message))
        if not start_refs:
            continue
        for ref in _unguarded_start(parsed.tree):
            start, end = _chars(parsed, ref.span)
            message = (f"{parsed.site.name} uses START, which refers to the job attribute {start_refs[0]} and is "
                       "therefore undefined here; compare it with `=?=` (as the default `(START =?= False)` does)")
            found.extend(place(view, parsed.site, start, end, message))
    yield from dedupe(found)


def _start_job_references(sites: list[Parsed]) -> list[str]:
    """Job attributes the START in effect refers to (as written after expansion)."""
    for parsed in sites:
        if parsed.site.current and parsed.site.name.upper() == "START" and parsed.tree is not None:
            value = parsed.site.expansion.value
            return [value[slice(*_chars(parsed, ref.span))] for ref in _job_references(parsed.tree)]
    return []


def _unguarded_start(tree: Expr) -> Iterator[AttrRef]:
    """References to the attribute START that are not an operand of ``=?=``/``=!=``."""
    guarded: set[int] = set()
    for node in walk(tree):
        if isinstance(node, Binary) and node.op in ("=?=", "=!="):
            guarded.update(id(_unparen(side)) for side in (node.left, node.right))
    for node in walk(tree):
        if (isinstance(node, AttrRef) and node.name.upper() == "START" and id(node) not in guarded
                and (node.base is None or (isinstance(node.base, AttrRef) and node.base.name.upper() == "MY"))):
            yield node


# ---------------------------------------------------------------------------- deprecated attributes
#: old per-slot attribute names (``vm2_State``) and what replaced them
_OLD_SLOT_ATTR = re.compile(r"vm(\d+)_(\w+)\Z", re.IGNORECASE)


def attribute_replacement(name: str) -> tuple[bool, str | None]:
    """(deprecated?, replacement) for an attribute name, from the attribute schemas and the
    retired ``vm<N>_`` naming."""
    for ad in ("machine", "job"):
        info = attributes.attribute(name, ad)
        if info is not None and info.deprecated:
            return True, info.replacement
    match = _OLD_SLOT_ATTR.match(name)
    if match:
        return True, f"slot{match.group(1)}_{match.group(2)}"
    return False, None


@rule("deprecated-attribute", severity=Severity.WARNING, summary="an attribute name HTCondor no longer publishes",
      languages=(LanguageId.CONFIG, LanguageId.SUBMIT))
def deprecated_attribute(document: Document, context: AnalysisContext) -> Iterator[Diagnostic]:
    """An expression refers to an attribute under a retired name (``VirtualMachineID``,
    ``TotalVirtualMachines``, ``vm1_Activity`` ...). Current HTCondor no longer publishes it, so
    the reference is undefined. The quick fix renames it to its replacement (``SlotID``,
    ``TotalSlots``, ``slot1_Activity``). Config knobs and submit expressions alike."""
    from .units import expression_units, findings, report_all

    found: list[Diagnostic] = []
    for unit in expression_units(document, context):
        found.extend(report_all(unit, findings("deprecated-attribute", unit, _deprecated_attributes,
                                               context.check_cancelled)))
    yield from dedupe(found)


def _deprecated_attributes(tree: Expr, text: str, check: Callable[[], None]) -> Iterator["Finding"]:
    from .units import Finding, Replacement, chars

    for node in walk(tree):
        if not isinstance(node, AttrRef) or node.span is None:
            continue
        if node.base is not None and not (isinstance(node.base, AttrRef) and node.base.base is None):
            continue
        old, new = attribute_replacement(node.name)
        if not old:
            continue
        start, end = chars(text, node.span)
        name_at = text.rfind(node.name, start, end)
        if name_at < 0:
            continue
        replacements = (Replacement(f"rename to {new}", new, preferred=True),) if new else ()
        message = f"attribute {node.name} is obsolete" + (f"; use {new}" if new else "")
        yield Finding(name_at, name_at + len(node.name), message, replacements, (Tag.DEPRECATED,))


# ---------------------------------------------------------------------------- one expression
@dataclass(frozen=True)
class ExprProblem:
    """A finding of the checks above in one parsed expression, by character index into its text;
    ``replacement`` is the text a quick fix may put at ``start:end``."""

    code: str
    start: int
    end: int
    message: str
    replacement: str | None = None
    severity: Severity | None = None


def expression_problems(tree: Expr, value: str) -> list[ExprProblem]:
    """The checks the expression rules above make, on one expression outside the config set
    (a transform's ``SET`` value, for instance): unknown functions, argument counts, constant
    errors, comparisons with UNDEFINED and obsolete attribute names. ``value`` is the text the
    tree was parsed from (spans are byte offsets into it)."""
    out: list[ExprProblem] = []

    def chars(span: tuple[int, int] | None) -> tuple[int, int]:
        if span is None:
            return 0, len(value)
        return char_index(value, span[0]), char_index(value, span[1])

    nodes = _post_order(tree)
    for node in nodes:
        if isinstance(node, Call):
            info = metadata.lookup(node.name)
            if info is None:
                start, end = chars(node.name_span or node.span)
                hints = function_suggestions(node.name)
                message = f"unknown function {node.name}()" + (
                    f"; did you mean {' or '.join(s + '()' for s in hints)}?" if hints else "")
                out.append(ExprProblem("unknown-function", start, end, message, hints[0] if hints else None))
            elif not info.accepts(len(node.args)):
                start, end = chars(node.span)
                out.append(ExprProblem("function-arity", start, end,
                                       f"{info.name}() takes {_describe_arity(info)} argument"
                                       f"{'' if info.max_args == 1 and info.min_args == 1 else 's'}, "
                                       f"but is given {len(node.args)}"))
        elif isinstance(node, Binary) and node.op in _META_OPS and node.left.span and node.right.span and (
                _is_undefined_literal(node.left) or _is_undefined_literal(node.right)):
            at = value.find(node.op, char_index(value, node.left.span[1]), char_index(value, node.right.span[0]))
            if at >= 0:
                new = _META_OPS[node.op]
                out.append(ExprProblem("undefined-comparison", at, at + len(node.op),
                                       f"`{node.op}` with UNDEFINED is always undefined; use `{new}` to test for "
                                       "undefined", new))
        elif isinstance(node, AttrRef) and node.span is not None and (
                node.base is None or (isinstance(node.base, AttrRef) and node.base.base is None)):
            old, new = attribute_replacement(node.name)
            if old:
                start, end = chars(node.span)
                at = value.rfind(node.name, start, end)
                if at >= 0:
                    out.append(ExprProblem("deprecated-attribute", at, at + len(node.name),
                                           f"attribute {node.name} is obsolete" + (f"; use {new}" if new else ""), new))
    if len(nodes) <= MAX_FOLD_NODES:
        free = _attribute_free(nodes)
        values: dict[int, Value] = {}
        for node in nodes:
            if not free[id(node)]:
                continue
            try:
                values[id(node)] = evaluate(node)
            except Exception:
                continue
            result = values[id(node)]
            if not isinstance(result, ErrorValue) or not isinstance(node, _FOLDABLE):
                continue
            if isinstance(node, Call) and (node.name.lower() == "error" or not _arity_ok(node)):
                continue
            kids = [values.get(id(child)) for child in children(node)]
            if any(isinstance(k, ErrorValue) or k is None for k in kids):
                continue
            start, end = chars(node.span)
            out.append(ExprProblem("constant-error", start, end,
                                   _always_error_message(node, result, kids)))  # type: ignore[arg-type]
    return out
