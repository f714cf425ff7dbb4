"""ClassAd text to AST, through the tree-sitter grammar in ``grammar/classad``.

The grammar accepts a little more than the library (it must keep going on broken input for the
editor); the checks the library makes in its lexer but the grammar leaves open are made here:
octal-looking integers with the digits 8 or 9, an integer directly followed by ``.``, strings
holding a NUL escape, ``#`` comments outside old-syntax ads, reserved words used as names,
``absTime``/``relTime`` of unreadable time text, and the library's nesting limit. The ``strict``
switch mirrors HTCondor's STRICT_CLASSAD_EVALUATION knob, which changes what the lexer accepts.

The builder walks the syntax tree with an explicit stack, so neither deep nesting nor long
operator chains can exhaust Python's recursion limit.
"""
from __future__ import annotations

import re
import time
from typing import Callable, Iterable, Iterator

from tree_sitter import Node, Tree

from ..bounded_int import bounded_int
from ..syntax.languages import LanguageId, parser as ts_parser
from .ad import ClassAd
from .ast import (
    AttrRef,
    Binary,
    Call,
    Elvis,
    Expr,
    ListExpr,
    Literal,
    Paren,
    RecordExpr,
    Subscript,
    Ternary,
    Unary,
)
from .unparse import reltime_text
from .values import ERROR, UNDEFINED, AbsTime, RelTime
from ..raw_bytes import RAW

__all__ = [
    "ClassAdSyntaxError",
    "parse_expr",
    "parse_ad",
    "parse_ads",
    "merge_ads",
    "parse_tree",
    "expr_from_node",
    "ad_from_node",
    "decode_string_token",
    "convert_escapes",
    "parse_old_value",
    "attribute_spans",
    "lexical_errors",
    "MAX_PARSER_DEPTH",
]

MAX_PARSER_DEPTH = 500
"""The library's recursive-descent parser gives up beyond this many nested parse calls."""

_INT64_MIN = -(1 << 63)
_INT64_MAX = (1 << 63) - 1


class ClassAdSyntaxError(ValueError):
    """Text that is not valid ClassAd syntax. ``offset`` is a byte offset into the UTF-8 text."""

    def __init__(self, message: str, offset: int) -> None:
        super().__init__(f"{message} (at byte {offset})")
        self.message = message
        self.offset = offset


# ---------------------------------------------------------------------------------------------
# tree-sitter access


def parse_tree(text: str | bytes) -> tuple[Tree, bytes]:
    """The tree-sitter tree of ``text`` and the bytes it was parsed from."""
    source = text.encode("utf-8", RAW) if isinstance(text, str) else text
    return ts_parser(LanguageId.CLASSAD).parse(source), source


def _named_children(node: Node) -> list[Node]:
    """Named children other than comments."""
    return [c for c in node.named_children if c.type != "comment"]


_OPERAND_TYPES = frozenset({"identifier", "quoted_identifier", "integer", "real", "string"})


def _first_problem(node: Node) -> Node | None:
    """The first ERROR or MISSING node under ``node`` in document order (iterative)."""
    if not node.has_error:
        return None
    stack = [node]
    while stack:
        n = stack.pop()
        if n.is_error or n.is_missing:
            return n
        broken = [c for c in n.children if c.has_error]
        if not broken:
            # The fault is a hidden token (a MISSING piece of a string or quoted name).
            return n
        stack.extend(reversed(broken))
    return None


def _problem_error(node: Node, source: bytes) -> ClassAdSyntaxError:
    if node.is_missing or (not node.is_error and node.start_byte == node.end_byte):
        wanted = "an operand" if node.type in _OPERAND_TYPES else repr(node.type)
        return ClassAdSyntaxError(f"expected {wanted}", node.start_byte)
    leaf = node
    while leaf.child_count:
        leaf = leaf.children[0]
    token = source[leaf.start_byte:leaf.end_byte].decode("utf-8", "replace")
    if not token:
        return ClassAdSyntaxError("unexpected end of input", leaf.start_byte)
    if len(token) > 40:
        token = token[:37] + "..."
    return ClassAdSyntaxError(f"unexpected {token!r}", leaf.start_byte)


_HASH_COMMENT_PARENTS = frozenset({"source_file", "old_ad"})


def _check_comments(node: Node, source: bytes, *, between_lines: bool = False) -> None:
    """``#`` starts a comment only on a line of its own between old-syntax attributes; anywhere
    else (in an expression, after a value) it is an error. Only the rare '#' bytes are looked
    at, so this costs nothing on ordinary input."""
    at = source.find(b"#", node.start_byte, node.end_byte)
    while at != -1:
        hit = node.descendant_for_byte_range(at, at + 1)
        if hit is not None and hit.type == "comment" and hit.start_byte == at:
            parent = hit.parent
            if not (between_lines and parent is not None and parent.type in _HASH_COMMENT_PARENTS):
                raise (_LineReadable if between_lines else ClassAdSyntaxError)("unexpected '#'", at)
            at = hit.end_byte
        else:
            at += 1
        at = source.find(b"#", at, node.end_byte)


# ---------------------------------------------------------------------------------------------
# literals


_SIMPLE_ESCAPES = {
    ord('"'): ord('"'), ord("'"): ord("'"), ord("?"): ord("?"), ord("a"): 7, ord("b"): 8,
    ord("f"): 12, ord("n"): 10, ord("r"): 13, ord("t"): 9, ord("v"): 11, ord("\\"): ord("\\"),
}
_OCTAL = frozenset(b"01234567")


def _convert_escapes(raw: bytes) -> bytes | None:
    """Backslash escapes as the library's lexer reads them; None if the result holds a NUL.

    Unknown escapes drop the backslash; octal escapes take up to three digits, the third only
    while the value so far is below 0o40, so the value always fits a byte.
    """
    out = bytearray()
    i, n = 0, len(raw)
    while i < n:
        ch = raw[i]
        if ch == 0x5C and i < n - 1:
            i += 1
            ch = raw[i]
            if ch in _SIMPLE_ESCAPES:
                ch = _SIMPLE_ESCAPES[ch]
            elif ch in _OCTAL:
                number = ch - 0x30
                if i + 1 < n and raw[i + 1] in _OCTAL:
                    i += 1
                    number = number * 8 + raw[i] - 0x30
                    if number < 0x20 and i + 1 < n and raw[i + 1] in _OCTAL:
                        i += 1
                        number = number * 8 + raw[i] - 0x30
                if number == 0:
                    return None
                ch = number
        out.append(ch)
        i += 1
    return bytes(out)


def _quoted_parts(token: bytes, quote: int) -> bytes:
    """The raw contents of a quoted token, adjacent pieces (only whitespace between) joined."""
    parts: list[bytes] = []
    i, n = 0, len(token)
    while i < n:
        if token[i] != quote:
            i += 1
            continue
        j = i + 1
        while j < n and token[j] != quote:
            j += 2 if token[j] == 0x5C else 1
        parts.append(token[i + 1:j])
        i = j + 1
    return b"".join(parts)


class _LineReadable(ClassAdSyntaxError):
    """An old-syntax ad the grammar misreads that the library reads line by line: a ``#``
    after a value (the library's parser stops before it), strings the old lexer splits."""


class _OldStringBoundary(_LineReadable):
    """A string token the old-syntax lexer ends elsewhere than the grammar's token."""


def _old_string_token(source: bytes, start: int) -> tuple[bytes, int]:
    """The value of the string token the old-syntax lexer reads at ``source[start]`` (a quote)
    and where the token ends (``Lexer::tokenizeStringOld``): no escapes, but a quote after a
    backslash is part of the string (the backslash dropped) unless the line or text ends
    there, where the string ends with the backslash."""
    delim = source[start]
    out = bytearray()
    i, n = start + 1, len(source)
    while True:
        previous = 0
        while i < n and source[i] != delim:
            previous = source[i]
            out.append(previous)
            i += 1
        if i >= n:
            raise ClassAdSyntaxError("unterminated string", start)
        if previous != 0x5C:
            return bytes(out), i + 1
        if i + 1 < n and source[i + 1] != 0x0A:
            out[-1] = delim  # a literal quote: the string goes on
            i += 1
            continue
        return bytes(out), i + 1


def decode_string_token(token: bytes, quote: str = '"') -> str | None:
    """The value of a string (or quoted-name) token; None if it contains a NUL escape."""
    data = _convert_escapes(_quoted_parts(token, ord(quote)))
    return None if data is None else data.decode("utf-8", RAW)


def convert_escapes(text: str) -> str | None:
    """Backslash escapes in already unquoted text (as the XML reader's strings carry them),
    read by the library's rules; None if the result holds a NUL."""
    data = _convert_escapes(text.encode("utf-8", RAW))
    return None if data is None else data.decode("utf-8", RAW)


def _int_value(text: str, offset: int) -> int:
    """An integer literal's value exactly as the library computes it.

    The lexer accepts decimal, octal-looking (leading 0, digits 0-7) and hex (0x...) spellings,
    but converts all of them as base 10, stopping at the first non-digit: ``017`` is 17 and
    ``0x1F`` is 0. A value outside signed 64-bit range fails conversion and leaves 0.
    """
    body = text[1:] if text.startswith("-") else text
    if len(body) > 1 and body[0] == "0" and body[1] not in "xX" and any(c in "89" for c in body):
        raise ClassAdSyntaxError(f"invalid octal integer {text!r}", offset)
    digits = body[:1] if body[1:2] in ("x", "X") else body
    value = bounded_int(digits)
    if text.startswith("-"):
        value = -value
    if not _INT64_MIN <= value <= _INT64_MAX:
        return 0
    return value


_HEX_REAL = re.compile(r"-?0[xX][0-9a-fA-F]*\.?[0-9a-fA-F]*")


def _real_value(text: str) -> float:
    """A real literal's value as C's strtod reads the lexer's token.

    Decimal spellings read as in Python (overflow gives inf, as strtod does). A hex mantissa is
    a hex float, where any ``e`` counts as a hex digit and a following sign ends it. A token
    starting with two dots is no number strtod knows and reads as 0.0.
    """
    if text.startswith(".."):
        return 0.0
    if "x" in text or "X" in text:
        match = _HEX_REAL.match(text)
        try:
            return float.fromhex(match.group(0)) if match else 0.0
        except (ValueError, OverflowError):
            return 0.0
    return float(text)


# ---------------------------------------------------------------------------------------------
# the builder


# Library parse contexts, used to reproduce its nesting limit.
_E, _OR, _U, _P = range(4)


class _Builder:
    """Turns tree-sitter expression nodes into AST values, bottom-up, with an explicit stack."""

    def __init__(self, source: bytes, *, old: bool = False, strict: bool = False) -> None:
        self.source = source
        # Values of old-syntax ads follow the old lexer: strings without escapes.
        self.old = old
        # HTCondor's tools run with STRICT_CLASSAD_EVALUATION off, which makes the lexer refuse
        # integers spelled with a leading 0 and lets ';' separate call arguments. Old-syntax
        # ads are always read that way.
        self.strict = strict and not old

    def quoted(self, node: Node, quote: str) -> str | None:
        """The text of a string or quoted-name token under this builder's lexer rules."""
        token = self.source[node.start_byte:node.end_byte]
        if not self.old:
            return decode_string_token(token, quote)
        if len(token) < 2 or token[-1:] != quote.encode():
            raise ClassAdSyntaxError("unterminated string", node.start_byte)
        value, end = _old_string_token(self.source, node.start_byte)
        if end != node.end_byte:
            # the old lexer ends the string elsewhere: it joins no adjacent strings ("a" "b"
            # is two tokens), and a backslash before a quote keeps the quote in the string
            raise _OldStringBoundary("unexpected text after a string (the old syntax joins no strings)",
                                     min(end, node.end_byte))
        return value.decode("utf-8", RAW)

    def text(self, node: Node) -> str:
        return self.source[node.start_byte:node.end_byte].decode("utf-8", RAW)

    def name(self, node: Node) -> str:
        """An attribute or function name: an identifier, or a quoted name with escapes read."""
        if node.type == "quoted_identifier":
            value = self.quoted(node, "'")
            if value is None:
                raise ClassAdSyntaxError("attribute name contains a NUL character", node.start_byte)
            return value
        text = self.text(node)
        if text.lower() in _RESERVED_WORDS:
            # The lexer never hands these to the parser as names (the grammar cannot refuse
            # them where no keyword is expected, so the check is made here).
            raise ClassAdSyntaxError(f"reserved word {text!r} cannot name an attribute", node.start_byte)
        return text

    # -- library nesting contexts ------------------------------------------------------------

    @staticmethod
    def settle(kind: str, ctx: int, depth: int, node: Node) -> tuple[int, int]:
        """The context a node of ``kind`` is really parsed in, starting from ``ctx``.

        Mirrors the library's call chain: an Expression becomes a logical-or chain unless it is
        a conditional, that becomes a unary expression (one more nested call) unless it is a
        binary operation, and that becomes a postfix expression (one more) unless it is unary.
        """
        if ctx == _E:
            if kind == "ternary_expression":
                return _E, depth
            ctx = _OR
        if ctx == _OR:
            if kind == "binary_expression":
                return _OR, depth
            ctx, depth = _U, depth + 1
            _Builder.check_depth(depth, node)
        if ctx == _U:
            if kind == "unary_expression":
                return _U, depth
            ctx, depth = _P, depth + 1
            _Builder.check_depth(depth, node)
        return ctx, depth

    @staticmethod
    def check_depth(depth: int, node: Node) -> None:
        if depth > MAX_PARSER_DEPTH:
            raise ClassAdSyntaxError("expression nested too deeply", node.start_byte)

    # -- the walk ----------------------------------------------------------------------------

    def build(self, root: Node, depth: int = 1) -> Expr:
        """The AST of the expression node ``root``, parsed as the library would at ``depth``.

        The work stack holds (node, context, depth) triples still to expand and
        (argument count, combiner) pairs that assemble a node once its children are done.
        """
        self.check_depth(depth, root)
        work: list[tuple] = [(root, _E, depth)]
        done: list[Expr] = []
        rules = _RULES
        while work:
            entry = work.pop()
            if len(entry) == 2:
                count, combine = entry
                args = done[-count:]
                del done[-count:]
                done.append(combine(args))
                continue
            node, ctx, depth = entry
            # Callers have already rejected trees with ERROR or MISSING nodes (_first_problem).
            kind = node.type
            rule = rules.get(kind)
            if rule is None:
                raise ClassAdSyntaxError(f"unexpected {kind.replace('_', ' ')}", node.start_byte)
            if ctx != _P:
                ctx, depth = self.settle(kind, ctx, depth, node)
            if depth > MAX_PARSER_DEPTH:
                raise ClassAdSyntaxError("expression nested too deeply", node.start_byte)
            kids, contexts, combine = rule(self, node, ctx, depth)
            if not kids:
                done.append(combine(()))
                continue
            work.append((len(kids), combine))
            for kid, (kctx, kdepth) in zip(reversed(kids), reversed(contexts)):
                work.append((kid, kctx, kdepth))
        return done[0]

    # -- one rule per node type: (children to build, their contexts, combiner) ---------------

    def leaf(self, node: Node, ctx: int, depth: int) -> "_Rule":
        value = self.literal(node)
        span = (node.start_byte, node.end_byte)
        return [], [], lambda args: Literal(value, span)

    def literal(self, node: Node) -> object:
        text = self.text(node)
        kind = node.type
        if kind == "integer":
            # The lexer looks at the token's first character, so "-017" slips through.
            if not self.strict and len(text) > 1 and text[0] == "0":
                raise ClassAdSyntaxError(
                    f"integer {text!r} has a leading 0 (octal and hex literals are refused "
                    "unless STRICT_CLASSAD_EVALUATION is true)", node.start_byte)
            return _int_value(text, node.start_byte)
        if kind == "real":
            return _real_value(text)
        if kind == "string":
            value = self.quoted(node, '"')
            if value is None:
                raise ClassAdSyntaxError("string contains a NUL character", node.start_byte)
            return value
        if kind == "boolean":
            return text.lower() == "true"
        if kind == "undefined":
            return UNDEFINED
        return ERROR

    def attribute_reference(self, node: Node, ctx: int, depth: int) -> "_Rule":
        name_node = node.child_by_field_name("name")
        name = self.name(name_node)
        span = (node.start_byte, node.end_byte)
        return [], [], lambda args: AttrRef(name, None, False, span)

    def absolute_reference(self, node: Node, ctx: int, depth: int) -> "_Rule":
        name = self.name(node.child_by_field_name("name"))
        span = (node.start_byte, node.end_byte)
        return [], [], lambda args: AttrRef(name, None, True, span)

    def select_expression(self, node: Node, ctx: int, depth: int) -> "_Rule":
        base = node.child_by_field_name("base")
        if base.type == "integer" and self.source[base.end_byte:base.end_byte + 1] == b".":
            # The library's lexer reads "5." as a malformed real, not as 5 followed by a dot.
            raise ClassAdSyntaxError("malformed real number (no digit after '.')", base.start_byte)
        name = self.name(node.child_by_field_name("name"))
        span = (node.start_byte, node.end_byte)
        return [base], [(_P, depth)], lambda args: AttrRef(name, args[0], False, span)

    def parenthesized_expression(self, node: Node, ctx: int, depth: int) -> "_Rule":
        inner = node.child_by_field_name("expression")
        span = (node.start_byte, node.end_byte)
        return [inner], [(_E, depth + 1)], lambda args: Paren(args[0], span)

    def unary_expression(self, node: Node, ctx: int, depth: int) -> "_Rule":
        op = self.text(node.child_by_field_name("operator"))
        operand = node.child_by_field_name("operand")
        span = (node.start_byte, node.end_byte)
        return [operand], [(_U, depth + 1)], lambda args: Unary(op, args[0], span)

    def binary_expression(self, node: Node, ctx: int, depth: int) -> "_Rule":
        op = self.text(node.child_by_field_name("operator"))
        op = _OPERATOR_ALIASES.get(op.lower(), op)
        left, right = node.child_by_field_name("left"), node.child_by_field_name("right")
        span = (node.start_byte, node.end_byte)
        return ([left, right], [(_OR, depth), (_OR, depth)],
                lambda args: Binary(op, args[0], args[1], span))

    def ternary_expression(self, node: Node, ctx: int, depth: int) -> "_Rule":
        parts = [node.child_by_field_name(f) for f in ("condition", "consequence", "alternative")]
        span = (node.start_byte, node.end_byte)
        return (parts, [(_OR, depth), (_E, depth + 1), (_E, depth + 1)],
                lambda args: Ternary(args[0], args[1], args[2], span))

    def elvis_expression(self, node: Node, ctx: int, depth: int) -> "_Rule":
        left, right = node.child_by_field_name("left"), node.child_by_field_name("right")
        span = (node.start_byte, node.end_byte)
        return ([left, right], [(_P, depth), (_P, depth + 1)],
                lambda args: Elvis(args[0], args[1], span))

    def subscript_expression(self, node: Node, ctx: int, depth: int) -> "_Rule":
        base, index = node.child_by_field_name("base"), node.child_by_field_name("index")
        span = (node.start_byte, node.end_byte)
        return ([base, index], [(_P, depth), (_E, depth + 1)],
                lambda args: Subscript(args[0], args[1], span))

    def call_expression(self, node: Node, ctx: int, depth: int) -> "_Rule":
        fn = node.child_by_field_name("function")
        name = self.name(fn)
        args_node = node.child_by_field_name("arguments")
        if self.strict:
            for child in args_node.children:
                if child.type == ";":
                    raise ClassAdSyntaxError("expected ',' or ')'", child.start_byte)
        kids = _named_children(args_node)
        span, name_span = (node.start_byte, node.end_byte), (fn.start_byte, fn.end_byte)
        fold = _TIME_LITERALS.get(name.lower())

        def combine(args: list[Expr]) -> Expr:
            if fold is not None and len(args) == 1 and isinstance(args[0], Literal) \
                    and isinstance(args[0].value, str):
                return _time_literal(fold, args[0].value, span)
            return Call(name, tuple(args), span, name_span)

        return kids, [(_E, depth + 1)] * len(kids), combine

    def list(self, node: Node, ctx: int, depth: int) -> "_Rule":
        kids = _named_children(node)
        span = (node.start_byte, node.end_byte)
        return kids, [(_E, depth + 1)] * len(kids), lambda args: ListExpr(tuple(args), span)

    def record(self, node: Node, ctx: int, depth: int) -> "_Rule":
        attrs = [c for c in _named_children(node) if c.type == "attribute"]
        names = [self.name(a.child_by_field_name("name")) for a in attrs]
        values = [a.child_by_field_name("value") for a in attrs]
        span = (node.start_byte, node.end_byte)

        def combine(args: list[Expr]) -> Expr:
            return RecordExpr(_dedupe(zip(names, args)), span)

        return values, [(_E, depth + 1)] * len(values), combine


_Rule = tuple[list[Node], list[tuple[int, int]], Callable[[list[Expr]], Expr]]

_OPERATOR_ALIASES = {"is": "=?=", "isnt": "=!="}

# absTime("...") and relTime("...") with one string literal become time literals while parsing,
# as in the library; text it cannot read as a time makes the whole parse fail.
_TIME_LITERALS = {"abstime": "parse_abstime", "reltime": "parse_reltime"}


#: further from the epoch than any zone's offset, in seconds
_TWO_DAYS = 2 * 86400


def _mktime_refuses(value: AbsTime) -> bool:
    """The library reads the date fields with mktime() as local wall-clock time and gives up
    when the result is -1, which is also mktime's error value: one second per zone is refused."""
    local = int(value.secs) + int(value.offset)
    if not -_TWO_DAYS <= local + 1 <= _TWO_DAYS:
        return False  # -1 is a wall-clock time within a zone's offset (under a day) of the epoch
    wall = time.gmtime(local)
    try:
        return time.mktime((*wall[:6], 0, 0, 0)) == -1.0
    except (OverflowError, ValueError):
        return False


def _time_literal(reader: str, text: str, span: tuple[int, int]) -> Literal:
    from .functions import timetext  # lazy: the builtins package is heavy and imports values only

    value = getattr(timetext, reader)(text)
    if value is None:
        kind = "absolute" if reader == "parse_abstime" else "relative"
        raise ClassAdSyntaxError(f"{text!r} is not a valid {kind} time", span[0])
    if isinstance(value, AbsTime) and _mktime_refuses(value):
        raise ClassAdSyntaxError(f"{text!r} names the instant the C library cannot tell from an "
                                 "error (mktime() == -1)", span[0])
    if isinstance(value, RelTime):
        # The library's folded relative time evaluates to a plain real but prints as a call.
        secs = float(value.secs)
        return Literal(secs, span, spelling=f'relTime("{reltime_text(secs)}")')
    return Literal(value, span)

# Words the library's lexer always reads as keywords, in any letter case.
_RESERVED_WORDS = frozenset({"true", "false", "undefined", "error", "is", "isnt"})

_RULES: dict[str, Callable[[_Builder, Node, int, int], _Rule]] = {
    **{k: _Builder.leaf for k in ("integer", "real", "string", "boolean", "undefined", "error_value")},
    "attribute_reference": _Builder.attribute_reference,
    "absolute_reference": _Builder.absolute_reference,
    "select_expression": _Builder.select_expression,
    "parenthesized_expression": _Builder.parenthesized_expression,
    "unary_expression": _Builder.unary_expression,
    "binary_expression": _Builder.binary_expression,
    "ternary_expression": _Builder.ternary_expression,
    "elvis_expression": _Builder.elvis_expression,
    "subscript_expression": _Builder.subscript_expression,
    "call_expression": _Builder.call_expression,
    "list": _Builder.list,
    "record": _Builder.record,
}


def _dedupe(pairs: Iterator[tuple[str, Expr]] | zip) -> tuple[tuple[str, Expr], ...]:
    """Attributes of a record: a repeated name (any case) keeps its first place and spelling
    and takes the last value, as inserting into the library's ClassAd does."""
    seen: dict[str, int] = {}
    out: list[tuple[str, Expr]] = []
    for name, expr in pairs:
        key = name.lower()
        if key in seen:
            out[seen[key]] = (out[seen[key]][0], expr)
        else:
            seen[key] = len(out)
            out.append((name, expr))
    return tuple(out)


# ---------------------------------------------------------------------------------------------
# public entry points


def expr_from_node(node: Node, source_bytes: bytes, *, depth: int = 1, strict: bool = False) -> Expr:
    """The AST of an expression subtree of a classad tree; spans are offsets into ``source_bytes``.

    ``depth`` is the library's parser nesting at which the expression starts (1 for a whole
    expression); ``strict`` as for :func:`parse_expr`. Raises :class:`ClassAdSyntaxError` for ERROR/MISSING nodes and for what the
    library's lexer would reject.
    """
    problem = _first_problem(node)
    if problem is not None:
        raise _problem_error(problem, source_bytes)
    _check_comments(node, source_bytes)
    return _Builder(source_bytes, old=_in_old_ad(node), strict=strict).build(node, depth)


def _in_old_ad(node: Node) -> bool:
    """Whether ``node`` lies in an old-syntax ad, whose values the old lexer reads."""
    parent = node.parent
    while parent is not None:
        if parent.type == "old_attribute":
            return True
        parent = parent.parent
    return False


def _check_tree(root: Node, source: bytes) -> None:
    problem = _first_problem(root)
    if problem is not None:
        raise _problem_error(problem, source)


def parse_expr(text: str, *, strict: bool = False, old: bool = False) -> Expr:
    """One ClassAd expression; the whole text must be that expression (comments allowed).

    ``old`` reads string literals with the old-syntax lexer (no escapes but ``\\"``), as
    HTCondor's ``ParseClassAdRvalExpr`` does for expressions written in config and transforms.

    ``strict`` mirrors HTCondor's STRICT_CLASSAD_EVALUATION knob (default false, as in every
    configured HTCondor process): when false, integers written with a leading 0 (``017``,
    ``0x1F``) are syntax errors and ``;`` may separate call arguments; when true, they read as
    the bare library does (``017`` is 17, ``0x1F`` is 0) and ``;`` there is an error.
    """
    fast = _fast.expr(text, strict, old)
    return fast if fast is not None else _tree_expr(text, strict, old)


def _tree_expr(text: str, strict: bool = False, old: bool = False) -> Expr:
    """:func:`parse_expr` through tree-sitter: the path that reports errors."""
    tree, source = parse_tree(text)
    root = tree.root_node
    _check_tree(root, source)
    _check_comments(root, source)
    kids = _named_children(root)
    if not kids:
        raise ClassAdSyntaxError("empty expression", len(source))
    first = kids[0]
    if first.type == "old_ad":
        eq = first.named_children[0].children[1] if first.named_children else first
        raise ClassAdSyntaxError("unexpected '='", eq.start_byte)
    if len(kids) > 1:
        raise ClassAdSyntaxError("unexpected text after the expression", kids[1].start_byte)
    return _Builder(source, strict=strict, old=old).build(first)


#: the name the value of :func:`parse_old_value` is parsed under (any plain identifier would do)
_OLD_VALUE_PREFIX = "_ = "


def parse_old_value(text: str) -> Expr:
    """The value of one old-syntax attribute line ``Name = <text>``, read exactly as it is
    read inside an old-syntax ad (old string rules, ``#``/``//`` comments, the line ending the
    value). ``text`` must not contain a newline. Raises :class:`ClassAdSyntaxError` with an
    offset into ``text``; spans in the result are offsets into ``"_ = " + text``."""
    if "\n" in text:
        raise ClassAdSyntaxError("an old-syntax value ends at the end of its line", text.index("\n"))
    try:
        return _parse_whole_old_value(text)
    except ClassAdSyntaxError as err:
        prefix = _old_value_prefix(text)
        if prefix is None:
            raise err from None
        return prefix


def _parse_whole_old_value(text: str) -> Expr:
    """The whole of ``text`` as one old-syntax value: the fast path, else tree-sitter."""
    fast = _fast.old_value(text)
    return fast if fast is not None else _tree_old_value(text)


def _tree_old_value(text: str) -> Expr:
    """:func:`parse_old_value` through tree-sitter (the whole text, no prefix)."""
    tree, source = parse_tree(_OLD_VALUE_PREFIX + text + "\n")
    shift = len(_OLD_VALUE_PREFIX)
    try:
        root = tree.root_node
        _check_tree(root, source)
        _check_comments(root, source, between_lines=True)
        kids = _named_children(root)
        attrs = _named_children(kids[0]) if len(kids) == 1 and kids[0].type == "old_ad" else []
        if len(attrs) != 1 or attrs[0].type != "old_attribute":
            raise ClassAdSyntaxError("expected one expression", shift)
        return _Builder(source, old=True).build(attrs[0].child_by_field_name("value"))
    except ClassAdSyntaxError as err:
        if err.offset < shift:
            # the grammar put the error on the name the value was parsed under, which the
            # user never wrote: say what is wrong with the value instead
            raise ClassAdSyntaxError("the value is not a complete expression", 0) from None
        raise ClassAdSyntaxError(err.message, err.offset - shift) from None


#: longest old-syntax value searched for an expression prefix (longer lines are errors)
_MAX_PREFIX_SEARCH = 4096
#: operators that continue an expression after a complete one, longest first
_CONTINUATIONS = (">>>", "=?=", "=!=", "||", "&&", "==", "!=", "<=", ">=", "<<", ">>", "?",
                  "|", "^", "&", "<", ">", "+", "-", "*", "/", "%", "[")
_NAME_CHARS = frozenset("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_")


def _old_value_prefix(text: str) -> Expr | None:
    """The value the library makes of an old-syntax line whose text is not one expression.

    HTCondor reads an old-syntax value with ``ParseExpression(rhs)`` without asking for the
    whole input: the recursive-descent parser takes the expression the text starts with and
    ignores the rest of the line, unless the next token would continue the expression (an
    operator, ``[``, ``.name``, ``?``), in which case the parse fails. So ``x = "a" "b"`` (the
    old lexer does not join strings) is ``"a"``, and ``y = 1 2`` is ``1``, while ``z = 1 + )``
    fails. None when the library would fail too."""
    if len(text) > _MAX_PREFIX_SEARCH:
        return None
    for cut in range(len(text) - 1, 0, -1):
        before, after = text[cut - 1], text[cut]
        if before.isspace():
            continue
        number = before.isdigit() and _in_number(text, cut)
        if number:
            # a number ends before a letter that cannot continue it ("10x" is 10, then x); the
            # lexer reads on through ".", "e" and "0x" ("1." and "1e" are malformed numbers)
            digits = text[:cut].rsplit(None, 1)[-1] if text[:cut].split() else ""
            if after.isdigit() or after in ".eE" or (after in "xX" and digits.endswith("0") and not digits.rstrip("0")[-1:].isdigit()):
                continue
        elif not (after.isspace() or before in ")]}" or (before in _NAME_CHARS) != (after in _NAME_CHARS)
                  or after in "\"'"):
            continue  # not where a token can end (a closing bracket is a token of its own)
        try:
            tree = _parse_whole_old_value(text[:cut])
        except ClassAdSyntaxError:
            continue
        return None if _continues(text[:cut], text[cut:]) else tree
    return None


def _in_number(text: str, cut: int) -> bool:
    """Whether position ``cut`` follows the digits of a number token (not of a name)."""
    i = cut
    while i > 0 and (text[i - 1].isdigit() or text[i - 1] == "."):
        i -= 1
    return i == 0 or text[i - 1] not in _NAME_CHARS


def _continues(head: str, rest: str) -> bool:
    """Whether the token starting ``rest`` would make the library's parser go on after the
    complete expression ``head`` (and so fail, since ``head`` + ``rest`` does not parse)."""
    rest = rest.lstrip()
    while rest.startswith(("//", "/*")):  # comments are white space to the lexer
        end = rest.find("\n") if rest.startswith("//") else rest.find("*/")
        if end < 0:
            return False
        rest = rest[end + (1 if rest.startswith("//") else 2):].lstrip()
    if not rest:
        return False
    if rest.startswith(_CONTINUATIONS):
        return True
    word = rest[:4].lower()
    if (word.startswith("is") and (len(rest) == 2 or rest[2] not in _NAME_CHARS)) or (
            word == "isnt" and (len(rest) == 4 or rest[4] not in _NAME_CHARS)):
        return True
    if rest[0] == ".":
        return len(rest) > 1 and not rest[1].isdigit()  # ".5" is a number, ".name" a selection
    if rest[0] == "(":
        return _ends_in_callable_name(head)
    return False


#: words the lexer reads as literals, not names: none of them can be called
_LITERAL_WORDS = frozenset({"true", "false", "undefined", "error"})
_TRAILING_COMMENT = re.compile(r"/\*(?:[^*]|\*(?!/))*\*/\s*$")


def _strip_trailing_space(text: str) -> str:
    """``text`` without the white space and ``/* */`` comments it ends with."""
    while True:
        text = text.rstrip()
        m = _TRAILING_COMMENT.search(text)
        if m is None or m.start() == len(text):
            return text
        text = text[:m.start()]


def _ends_in_callable_name(head: str) -> bool:
    """Whether the library's parser reads ``head`` + ``(`` as a call: only when the last token
    is a name (plain or quoted) standing on its own. A number, a literal word (``true``,
    ``error``...), a closing bracket or string, or a name selected with ``.`` (``a.b``,
    ``.b``) is complete, and the ``(`` after it ends the expression (source.cpp,
    parsePrimaryExpression checks for ``(`` only after a bare identifier)."""
    head = _strip_trailing_space(head)
    if head.endswith("'"):  # a quoted name, unless the quote closes a string of the old lexer
        i = len(head) - 2
        while i >= 0 and (head[i] != "'" or (i > 0 and head[i - 1] == "\\")):
            i -= 1
        if i < 0:
            return False
        start = i
    else:
        start = len(head)
        while start > 0 and head[start - 1] in _NAME_CHARS:
            start -= 1
        word = head[start:]
        if not word or word[0].isdigit() or word.lower() in _LITERAL_WORDS:
            return False
    return not _strip_trailing_space(head[:start]).endswith(".")


def attribute_spans(record: Node, source_bytes: bytes) -> list[tuple[str, int, int]]:
    """(name, value start, value end) of each attribute of a ``record`` node without errors,
    names read as the parser reads them and spans as byte offsets: for readers that parse a
    value only when it is needed (its text then parses on its own, with :func:`parse_expr`).
    Raises :class:`ClassAdSyntaxError` for a name the library refuses or a ``#`` comment."""
    _check_comments(record, source_bytes)
    builder = _Builder(source_bytes)
    spans = []
    for attr in _named_children(record):
        if attr.type != "attribute":
            raise ClassAdSyntaxError(f"unexpected {attr.type.replace('_', ' ')}", attr.start_byte)
        value = attr.child_by_field_name("value")
        spans.append((builder.name(attr.child_by_field_name("name")), value.start_byte, value.end_byte))
    return spans


def ad_from_node(node: Node, source_bytes: bytes, *, strict: bool = False) -> ClassAd:
    """A ClassAd from a ``record`` or ``old_ad`` node (values built as the library nests them)."""
    builder = _Builder(source_bytes, strict=strict)
    ad = ClassAd()
    if node.type == "record":
        problem = _first_problem(node)
        if problem is not None:
            raise _problem_error(problem, source_bytes)
        _check_comments(node, source_bytes)
        for attr in _named_children(node):
            if attr.type == "attribute":
                ad.set(builder.name(attr.child_by_field_name("name")),
                       builder.build(attr.child_by_field_name("value")))
        return ad
    if node.type == "old_ad":
        problem = _first_problem(node)
        if problem is not None:
            raise _problem_error(problem, source_bytes)
        _check_comments(node, source_bytes, between_lines=True)
        old_builder = _Builder(source_bytes, old=True)
        for attr in _named_children(node):
            if attr.type != "old_attribute":
                continue
            value = attr.child_by_field_name("value")
            # An old-syntax name is the raw text before '=' (quotes included, if any).
            name_node = attr.child_by_field_name("name")
            name = source_bytes[name_node.start_byte:name_node.end_byte].decode("utf-8", RAW)
            try:
                expr = old_builder.build(value)
            except _OldStringBoundary as err:
                # the old lexer tokenizes the line differently ("a" "b" is two strings): the
                # value is the expression the line starts with, as the library reads it
                end = source_bytes.find(b"\n", value.start_byte)
                line = source_bytes[value.start_byte:end if end >= 0 else len(source_bytes)]
                try:
                    expr = parse_old_value(line.decode("utf-8", RAW).rstrip("\r"))
                except ClassAdSyntaxError:
                    raise err from None
            ad.set(name, expr)
        return ad
    raise ClassAdSyntaxError("expected a ClassAd", node.start_byte)


_OLD_NAME_RE = re.compile(r"[A-Za-z_][A-Za-z0-9_]*|'(?:[^'\\]|\\.)*'")


def _old_lines_fallback(root: Node, text: str, *, force: bool = False) -> list[ClassAd] | None:
    """Old-syntax ads the grammar cannot read whole, read line by line as the library reads
    them (``SplitLongFormAttrValue``: the name before the first ``=``, the value after it,
    read by :func:`parse_old_value`, which takes the expression a value starts with). None
    when the text is not such an ad; a line that still fails raises. ``force``: also when the
    grammar reads the text (a comment where the library allows none, a value whose strings the
    old lexer splits)."""
    if not force and _first_problem(root) is None:
        return None
    first = next((ln for ln in text.splitlines() if ln.strip() and not ln.lstrip().startswith("#")), "")
    eq = first.find("=")
    if eq < 0 or not _OLD_NAME_RE.fullmatch(first[:eq].strip()):
        return None
    ads: list[ClassAd] = []
    current: ClassAd | None = None
    offset = 0
    for line in text.splitlines(keepends=True):
        start, offset = offset, offset + len(line.encode("utf-8", RAW))
        body = line.rstrip("\r\n")
        stripped = body.strip()
        if not stripped:
            current = None  # a blank line ends an ad
            continue
        if stripped.startswith("#"):
            continue
        eq = body.find("=")
        name = body[:eq].strip() if eq >= 0 else ""
        if not _OLD_NAME_RE.fullmatch(name):
            raise ClassAdSyntaxError("expected 'Name = value'", start)
        value = body[eq + 1:].lstrip(" ")
        try:
            expr = parse_old_value(value)
        except ClassAdSyntaxError as err:
            shift = len(body[:len(body) - len(value)].encode("utf-8", RAW))
            raise ClassAdSyntaxError(err.message, start + shift + err.offset) from None
        if current is None:
            current = ClassAd()
            ads.append(current)
        current.set(name, expr)
    return ads


def _forced_old_lines(root: Node, text: str, err: ClassAdSyntaxError) -> list[ClassAd]:
    """The ads of an old-syntax text read line by line (see :class:`_LineReadable`); ``err``
    when that fails too."""
    try:
        old = _old_lines_fallback(root, text, force=True)
    except ClassAdSyntaxError:
        old = None
    if old is None:
        raise err
    return old


def parse_ads(text: str, *, strict: bool = False) -> list[ClassAd]:
    """Every ad in ``text``: new syntax (``[...]`` one after another) or old syntax
    (``Name = expr`` lines, ads separated by blank lines, ``#`` lines skipped)."""
    tree, source = parse_tree(text)
    root = tree.root_node
    old = _old_lines_fallback(root, text)
    if old is not None:
        return old
    _check_tree(root, source)
    kids = _named_children(root)
    if not kids:
        return []
    if kids[0].type not in ("record", "old_ad"):
        raise ClassAdSyntaxError("expected a ClassAd ('[' or 'Name = ...')", kids[0].start_byte)
    try:
        _check_comments(root, source, between_lines=kids[0].type == "old_ad")
        return [ad_from_node(k, source, strict=strict) for k in kids]
    except _LineReadable as err:
        return _forced_old_lines(root, text, err)


def parse_ad(text: str, *, strict: bool = False) -> ClassAd:
    """One ad from new- or old-syntax text. Like the library's ``parseOne``, several ads in the
    text (new-syntax records one after another, or old-syntax blocks between blank lines) are
    merged into one, later attributes replacing earlier ones."""
    fast = _fast.ad(text, strict)
    return fast if fast is not None else _tree_ad(text, strict)


def _tree_ad(text: str, strict: bool = False) -> ClassAd:
    """:func:`parse_ad` through tree-sitter."""
    tree, source = parse_tree(text)
    root = tree.root_node
    old = _old_lines_fallback(root, text)
    if old is not None:
        return merge_ads(old)
    _check_tree(root, source)
    kids = _named_children(root)
    if not kids:
        return ClassAd()
    if kids[0].type not in ("record", "old_ad"):
        raise ClassAdSyntaxError("expected a ClassAd ('[' or 'Name = ...')", kids[0].start_byte)
    try:
        _check_comments(root, source, between_lines=kids[0].type == "old_ad")
        return merge_ads(ad_from_node(kid, source, strict=strict) for kid in kids)
    except _LineReadable as err:
        return merge_ads(_forced_old_lines(root, text, err))


def merge_ads(ads: Iterable[ClassAd]) -> ClassAd:
    """Several ads read as one, later attributes replacing earlier ones (the library's
    ``parseOne`` over text holding more than one ad)."""
    merged = ClassAd()
    for one in ads:
        for name, expr in one.items():
            merged.set(name, expr)
    return merged


def lexical_errors(tree: Tree, source: bytes, *, strict: bool = False) -> list[ClassAdSyntaxError]:
    """Every error the library would raise that the tree does not show as ERROR/MISSING nodes.

    The grammar is deliberately more permissive than the library's lexer (see the module
    docstring); an editor wants those findings as well, one per attribute, not only the first.
    Units with tree errors are skipped: tree-level diagnostics already cover them.
    """
    errors: list[ClassAdSyntaxError] = []
    root = tree.root_node
    kids = _named_children(root)
    old_file = bool(kids) and kids[0].type == "old_ad"
    errors.extend(_hash_comment_errors(root, source, between_lines=old_file))

    def attempt(build) -> None:
        try:
            build()
        except ClassAdSyntaxError as exc:
            errors.append(exc)

    for kid in kids:
        if kid.type == "old_ad":
            old_builder = _Builder(source, old=True)
            for attr in _named_children(kid):
                value = attr.child_by_field_name("value") if attr.type == "old_attribute" else None
                if value is not None and not attr.has_error:
                    attempt(lambda v=value: old_builder.build(v))
        elif kid.type == "record":
            builder = _Builder(source, strict=strict)
            for attr in _named_children(kid):
                if attr.type == "attribute" and not attr.has_error:
                    attempt(lambda a=attr: (builder.name(a.child_by_field_name("name")),
                                            builder.build(a.child_by_field_name("value"))))
        elif not kid.has_error:
            attempt(lambda k=kid: _Builder(source, strict=strict).build(k))
    errors.sort(key=lambda e: e.offset)
    return errors


def _hash_comment_errors(root: Node, source: bytes, *, between_lines: bool) -> list[ClassAdSyntaxError]:
    found: list[ClassAdSyntaxError] = []
    at = source.find(b"#")
    while at != -1:
        try:
            _check_comments(root.descendant_for_byte_range(at, at + 1) or root, source,
                            between_lines=between_lines)
        except ClassAdSyntaxError as exc:
            found.append(exc)
        at = source.find(b"#", at + 1)
    return found


# The fast path for well-formed text (imported last: it takes its literal helpers from here).
from . import fastparse as _fast  # noqa: E402
