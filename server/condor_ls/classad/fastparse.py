"""The fast path of :mod:`.parser`: well-formed ClassAd text read without tree-sitter.

Going through tree-sitter and walking its tree from Python costs tens of microseconds even for
``a + 1``, which dominates evaluating fresh expressions (``condor-ls eval --batch``, ad files,
``eval()``). This module reads the common forms with one compiled regex (the tokens) and
recursive descent with operator-precedence climbing, and builds exactly the AST the tree-sitter
path builds: the same nodes, spans, spellings and values, computed by the same literal helpers.

It declines (returns None) whatever it does not handle, and the caller then takes the
tree-sitter path, which is the one that reports errors: any syntax error, comments, quoted
names, characters outside ASCII except inside strings, ``..``, and nesting beyond the library's
limit (counted here exactly as the tree-sitter path counts it). Declining is always safe;
accepting must agree with the tree-sitter path, which ``tests/test_classad_fastparse.py``
checks on random and curated text.

Lexing follows the grammar's tokens (``grammar/classad/grammar.js``), with the one context the
grammar's lexer has: a ``-`` directly followed by a number where an operand is expected is part
of the number (``a - -5`` holds the literal -5, ``- 5`` is a unary minus).
"""
from __future__ import annotations

import re
import sys
from itertools import accumulate

from .ad import _KEYS, ClassAd, attr_key
from .ast import AttrRef, Binary, Call, Elvis, Expr, ListExpr, Literal, Paren, RecordExpr, Source, Subscript, Ternary, Unary
from .shapes import note_text_key
from .values import ERROR, UNDEFINED
from ..raw_bytes import RAW

__all__ = ["expr", "old_value", "ad"]

#: Python frames per nesting level at most, for the recursion limit deep text needs
_FRAMES_PER_LEVEL = 2

#: the end of the token list (text holding a NUL is left to the tree-sitter path, so no token
#: can look like it; a one-character string lets tokens be tested by their first character)
_END = "\0"

# One alternative per token kind, longest spellings first, and a fallback for any other
# character that is not whitespace: splitting the text on this pattern leaves only whitespace
# between the tokens, so offsets add up along the pieces.
_COMMON = r"""(
  [A-Za-z_][A-Za-z0-9_]*
| [0-9]+(?:\.[0-9]+)?(?:[eE][+-]?[0-9]+)?
| \.[0-9]+(?:[eE][+-]?[0-9]+)?
| {string}
| \?[ \t\n\r\f\v]*:
| =\?= | =!= | == | != | <= | >= | << | >>>? | && | \|\|
| [-+*/%<>=!~&|^?:()\[\]{{}},;.]
| [^ \t\n\r\f\v]
)"""
#: strings as the new-syntax lexer reads them: backslash escapes, adjacent strings joined (runs of
#: plain characters taken whole between escapes, which the regex engine does fastest)
_NEW_STRING = r'"[^"\\]*(?:\\.[^"\\]*)*"(?:[ \t\n\r\f\v]*"[^"\\]*(?:\\.[^"\\]*)*")*'
#: strings as the old-syntax lexer reads them: one line, a quote after a backslash is text
#: unless it ends the line; possessive, as the lexer never gives back what it read (``"\" }``
#: at the end of a line is an unterminated string, not the string ``\``)
_OLD_STRING = r'"(?:[^"\n]|(?<=\\)"(?=[^\n]))*+"'
_TOKENS = re.compile(_COMMON.format(string=_NEW_STRING), re.X | re.S)
_OLD_TOKENS = re.compile(_COMMON.format(string=_OLD_STRING), re.X | re.S)

#: binary operators: (precedence, loosest first; all left-associative) and the operator the AST
#: stores, the keyword operators in every letter case
_BINARY: dict[str, tuple[int, str]] = {
    op: (prec, op) for prec, ops in enumerate((
        ("||",), ("&&",), ("|",), ("^",), ("&",), ("==", "!=", "=?=", "=!="), ("<", "<=", ">", ">="),
        ("<<", ">>", ">>>"), ("+", "-"), ("*", "/", "%")), start=1) for op in ops
}
for _word, _op in (("is", "=?="), ("isnt", "=!=")):
    for _bits in range(1 << len(_word)):
        _spelling = "".join(c.upper() if _bits >> i & 1 else c for i, c in enumerate(_word))
        _BINARY[_spelling] = (6, _op)
del _word, _op, _bits, _spelling
_UNARY = frozenset("-+!~")
_KEYWORD_VALUES = {"true": True, "false": False, "undefined": UNDEFINED, "error": ERROR}
_DIGITS = frozenset("0123456789")
_NAME_START = frozenset("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ_")

# what a token's first character says it may start, for the operand dispatch (a "." is a
# number when more follows it, else an absolute reference: the number branch tells them apart)
_NAME, _NUMBER, _STRING, _OPEN, _LIST, _RECORD = "name", "number", "string", "open", "list", "record"
_FIRST: dict[str, str] = {**dict.fromkeys(_NAME_START, _NAME), **dict.fromkeys("0123456789.", _NUMBER),
                          '"': _STRING, "(": _OPEN, "{": _LIST, "[": _RECORD}
#: one-digit integer literals (the commonest numbers), read as the general path reads them
_ONE_DIGIT = {str(i): i for i in range(10)}
#: tokens that end an operand and, in :meth:`_Parser.expr`, the expression: no selection,
#: subscript, elvis, binary operator or ``?`` can follow (checked with one set lookup first)
_ENDS_OPERAND = frozenset({_END, ")", ",", ";", "]", "}", ":"})
#: tokens after which a name, number or string is a whole operand (no call, selection,
#: subscript or elvis follows it)
_AFTER_ATOM = _ENDS_OPERAND | frozenset(_BINARY) | {"?"}


#: token text -> the value of a plain string or decimal integer literal, one object per value
#: shared by every ad that holds it (an owner's name, a memory size: values repeat across the
#: ads of a pool). The first evaluation of a freshly read ad then finds such a value where the
#: ads read before left it, instead of in memory of its own that no one has touched yet (the
#: cost of a fresh ad's first evaluation is mostly such first reads: see
#: ``benchmarks/fresh_eval.py``); it also keeps one copy of each in memory. Only tokens whose
#: value is their text without its quotes (no escape, no joined strings: the same in both
#: syntaxes) or an integer within int64 are kept, up to :data:`_SHARED_TOKEN_CHARS` characters;
#: bounded like ``ad._KEYS`` (cleared when full).
_SHARED_VALUES: dict[str, object] = {}
_SHARED_VALUES_LIMIT = 50_000
_SHARED_TOKEN_CHARS = 64

# node constructors that also record where the node came from (``ast.Source``)
_literal = Literal.make  # type: ignore[attr-defined]
_attr = AttrRef.make  # type: ignore[attr-defined]
_unary = Unary.make  # type: ignore[attr-defined]
_binary = Binary.make  # type: ignore[attr-defined]
_ternary = Ternary.make  # type: ignore[attr-defined]
_elvis = Elvis.make  # type: ignore[attr-defined]
_paren = Paren.make  # type: ignore[attr-defined]
_subscript = Subscript.make  # type: ignore[attr-defined]
_call = Call.make  # type: ignore[attr-defined]
_list = ListExpr.make  # type: ignore[attr-defined]
_record = RecordExpr.make  # type: ignore[attr-defined]


class _Decline(Exception):
    """Not for the fast path; the tree-sitter path decides."""


# The literal helpers and tables are the tree-sitter path's own, so both paths compute the same
# values; bound when the parser module has finished loading (it imports this module last).
_int_value = _real_value = _decode_string = _time_literal = _dedupe = None  # type: ignore[assignment]
_RESERVED: frozenset[str] = frozenset()
_RESERVED_LENGTHS: frozenset[int] = frozenset()  # the lengths of those words (most names have none)
_DEPTH_LIMIT = 500
#: nesting beyond which the fast path stops reading (the error is then found by tree-sitter)
_GIVE_UP = 4 * _DEPTH_LIMIT
_TIME_LITERALS: dict[str, str] = {}
_SyntaxError: type[Exception] = Exception


def _bind(parser_module) -> None:  # type: ignore[no-untyped-def]
    """Take the literal helpers from :mod:`.parser` (whichever of the two modules is imported
    first, the other is complete by the time this runs, at the end of this module)."""
    global _int_value, _real_value, _decode_string, _time_literal, _dedupe, _RESERVED, _TIME_LITERALS, _SyntaxError
    global _RESERVED_LENGTHS
    global _DEPTH_LIMIT, _GIVE_UP, _RECURSION_NEED
    _int_value = parser_module._int_value
    _real_value = parser_module._real_value
    _decode_string = parser_module.decode_string_token
    _time_literal = parser_module._time_literal
    _dedupe = parser_module._dedupe
    _RESERVED = parser_module._RESERVED_WORDS
    _RESERVED_LENGTHS = frozenset(len(word) for word in _RESERVED)
    _TIME_LITERALS = parser_module._TIME_LITERALS
    _SyntaxError = parser_module.ClassAdSyntaxError
    _DEPTH_LIMIT = parser_module.MAX_PARSER_DEPTH
    _GIVE_UP = 4 * _DEPTH_LIMIT
    _RECURSION_NEED = _FRAMES_PER_LEVEL * _GIVE_UP + 500


def _utf8_length(piece: str) -> int:
    return len(piece) if piece.isascii() else len(piece.encode("utf-8", RAW))


def _tokens(text: str, pattern: re.Pattern[str], base: int) -> tuple[list[str], list[int], list[int]]:
    """Tokens of ``text`` with their byte offsets (plus ``base``), ending with :data:`_END`.

    Splitting on the token pattern gives whitespace, token, whitespace, ... token, whitespace;
    the offsets are the running sums of the pieces' lengths (all of it in C)."""
    pieces = pattern.split(text)
    ascii_text = text.isascii()
    offsets = list(accumulate(map(len if ascii_text else _utf8_length, pieces), initial=base))
    toks = pieces[1::2]
    starts = offsets[1:-1:2]
    ends = offsets[2::2]
    if not ascii_text:
        for tok, start, end in zip(toks, starts, ends):
            if end - start != len(tok) and tok[0] != '"':
                raise _Decline  # outside strings, only ASCII is read here
    end = offsets[-1]
    toks.append(_END)
    starts.append(end)
    ends.append(end)
    return toks, starts, ends


class _Parser:
    """Recursive descent over one token list; ``pos`` is the index of the next token.

    Depths follow the library's recursive-descent parser, as the tree-sitter path's builder
    reproduces them (``parser._Builder.settle``): an expression entered at depth ``d`` becomes,
    when it is not a conditional or a binary operation, a unary expression one level deeper
    and, unless it is one, a postfix expression one more level deeper; parentheses, arguments,
    list items, record values, subscripts, conditional branches, unary operands and the right
    side of ``?:`` go one level deeper again. A node deeper than the library allows is left
    to the tree-sitter path, which reports it.
    """

    __slots__ = ("toks", "starts", "ends", "pos", "strict", "old", "src", "too_deep")

    def __init__(self, toks: list[str], starts: list[int], ends: list[int], strict: bool, old: bool,
                 src: Source | None) -> None:
        self.toks = toks
        self.starts = starts
        self.ends = ends
        self.pos = 0
        self.strict = strict
        #: strings read by the old lexer's rules (no escapes but ``\\"``)
        self.old = old
        #: the memo of every node built (None when the text is not ASCII: spans count bytes)
        self.src = src
        #: where the first node too deep for the library starts (in the order the tree-sitter
        #: path's builder meets nodes, which is the order they are met here)
        self.too_deep: int | None = None

    # -- levels, loosest first ---------------------------------------------------------------

    def expr(self, d: int) -> Expr:
        """A whole expression entered at depth ``d``: binary operators by precedence (explicit
        stacks, so long chains need no recursion), then a conditional if a ``?`` follows.

        An operand that is a lone name, number or string (the commonest kind) is built here
        rather than through :meth:`operand`, which builds the same node for it."""
        toks = self.toks
        src = self.src
        # a conditional whose else-branch is another conditional (``a ? b : c ? d : e``) is
        # read in this loop, one round per conditional, each a level deeper, rather than by a
        # nested call per branch; the conditionals are built innermost first, as that would
        conditions: list[tuple[Expr, Expr]] | None = None
        while True:
            quick = d + 2 <= _DEPTH_LIMIT  # deeper, operand() notes where the library gives up
            operands: list[Expr] | None = None
            pending: list[tuple[int, str]] = []
            while True:
                pos = self.pos
                tok = toks[pos]
                kind = _FIRST.get(tok[0]) if quick else None
                if kind is _NAME and toks[pos + 1] in _AFTER_ATOM:
                    lower = tok.lower()
                    if lower in _KEYWORD_VALUES:
                        node: Expr = _literal(_KEYWORD_VALUES[lower], (self.starts[pos], self.ends[pos]), None, src)
                    elif lower in _RESERVED:
                        raise _Decline
                    else:
                        node = _attr(tok, None, False, (self.starts[pos], self.ends[pos]), src)
                    self.pos = pos + 1
                elif kind is _NUMBER and tok != "." and toks[pos + 1] in _AFTER_ATOM:
                    if len(tok) == 1:
                        node = _literal(_ONE_DIGIT[tok], (self.starts[pos], self.ends[pos]), None, src)
                    else:
                        node = self._number(tok, self.starts[pos], self.ends[pos])
                    self.pos = pos + 1
                elif kind is _STRING and len(tok) > 1 and toks[pos + 1] in _AFTER_ATOM:
                    node = _literal(self._string(tok), (self.starts[pos], self.ends[pos]), None, src)
                    self.pos = pos + 1
                elif kind is _NAME and toks[pos + 1] == "(" and tok.lower() not in _RESERVED:
                    # a call, as operand() reads it (a postfix expression at d + 2)
                    node = self.call(pos, d + 3)
                    if toks[self.pos] not in _AFTER_ATOM:
                        node = self.postfix(node, d + 2)
                else:
                    node = self.operand(d, 2)
                entry = _BINARY.get(toks[self.pos])
                if entry is None:
                    break
                if operands is None:
                    operands = [node]
                else:
                    prec = entry[0]
                    operands.append(node)
                    while pending and pending[-1][0] >= prec:
                        name = pending.pop()[1]
                        right = operands.pop()
                        lhs = operands[-1]
                        operands[-1] = _binary(name, lhs, right, (lhs.span[0], right.span[1]), src)  # type: ignore[union-attr,index]
                pending.append(entry)
                self.pos += 1
            if operands is not None:
                operands.append(node)
                while pending:
                    name = pending.pop()[1]
                    right = operands.pop()
                    lhs = operands[-1]
                    operands[-1] = _binary(name, lhs, right, (lhs.span[0], right.span[1]), src)  # type: ignore[union-attr,index]
                node = operands[0]
            if toks[self.pos] != "?":
                break
            self.pos += 1
            then = self.expr(d + 1)
            if toks[self.pos] != ":":
                raise _Decline
            self.pos += 1
            if conditions is None:
                conditions = []
            conditions.append((node, then))
            d += 1
        if conditions is not None:
            for cond, then in reversed(conditions):
                node = _ternary(cond, then, node, (cond.span[0], node.span[1]), src)  # type: ignore[union-attr,index]
        return node

    def operand(self, d: int, step: int) -> Expr:
        """An operand entered at depth ``d``: prefix operators, a primary, its selections and
        subscripts, then elvis operators (right-associative). ``step`` is how much deeper than
        ``d`` a postfix expression lies: 2 from an expression or a binary operand, 1 from a
        unary operand, 0 on either side of ``?:`` (where no prefix operator may stand)."""
        pos = self.pos
        toks = self.toks
        tok = toks[pos]
        first = tok[0]
        depth = d + step
        if depth > _DEPTH_LIMIT:
            self._deep(pos, depth)
        if first in _NAME_START:
            lower = tok.lower()
            if lower in _KEYWORD_VALUES:
                self.pos = pos + 1
                node: Expr = _literal(_KEYWORD_VALUES[lower], (self.starts[pos], self.ends[pos]), None, self.src)
            elif lower in _RESERVED:
                raise _Decline
            elif toks[pos + 1] == "(":
                node = self.call(pos, depth + 1)
            else:
                self.pos = pos + 1
                node = _attr(tok, None, False, (self.starts[pos], self.ends[pos]), self.src)
        elif first in _DIGITS or (first == "." and len(tok) > 1):
            self.pos = pos + 1
            node = self._number(tok, self.starts[pos], self.ends[pos])
        elif first == '"':
            if len(tok) < 2:
                raise _Decline  # an unterminated string
            self.pos = pos + 1
            node = _literal(self._string(tok), (self.starts[pos], self.ends[pos]), None, self.src)
        elif first == "(":
            self.pos = pos + 1
            inner = self.expr(depth + 1)
            if toks[self.pos] != ")":
                raise _Decline
            self.pos += 1
            node = _paren(inner, (self.starts[pos], self.ends[self.pos - 1]), self.src)
        elif tok in _UNARY:
            if tok == "-" and self._negative_number(pos):
                self.pos = pos + 2
                node = self._number("-" + toks[pos + 1], self.starts[pos], self.ends[pos + 1])
            elif not step:
                raise _Decline  # the sides of ?: are no place for a prefix operator
            else:
                # a unary expression stops one level short of a postfix one; its operand goes
                # one level deeper. A run of prefix operators (``!!!x``, ``- -x``) is read in a
                # loop, each noted as the nested call reading it would note it, and the nodes
                # built innermost first, as that recursion builds them
                run = [pos]
                nxt = pos + 1
                depth += 1
                while toks[nxt] in _UNARY and not (toks[nxt] == "-" and self._negative_number(nxt)):
                    if depth > _DEPTH_LIMIT:
                        self._deep(nxt, depth)
                    run.append(nxt)
                    nxt += 1
                    depth += 1
                self.pos = nxt
                inner = self.operand(depth - 1, 1)
                starts, src = self.starts, self.src
                for at in reversed(run):
                    inner = _unary(toks[at], inner, (starts[at], inner.span[1]), src)  # type: ignore[union-attr,index]
                return inner
        elif first == "{":
            node = self.list_(pos, depth + 1)
        elif first == "[":
            node = self.record(pos, depth + 1)
        elif tok == ".":  # an absolute reference, from the root scope
            self.pos = pos + 1
            name = self._name()
            node = _attr(name, None, True, (self.starts[pos], self.ends[self.pos - 1]), self.src)
        else:
            raise _Decline
        return self.postfix(node, depth, not step)

    def postfix(self, node: Expr, depth: int, in_elvis: bool = False) -> Expr:
        """Selections and subscripts after the primary ``node`` of a postfix expression at
        ``depth`` (their bases lie at the same depth), then an elvis operator. ``in_elvis``:
        ``node`` is the right side of an elvis operator, and a further one is left to the
        loop reading that chain."""
        toks = self.toks
        while True:
            tok = toks[self.pos]
            if tok in _AFTER_ATOM:  # the commonest case: nothing follows
                return node
            if tok == ".":
                if type(node) is Literal and type(node.value) is int and self.starts[self.pos] == node.span[1]:  # type: ignore[index]
                    raise _Decline  # "5.a": the library's lexer reads a malformed real
                self.pos += 1
                name = self._name()
                node = _attr(name, node, False, (node.span[0], self.ends[self.pos - 1]), self.src)  # type: ignore[union-attr,index]
            elif tok == "[":
                self.pos += 1
                index = self.expr(depth + 1)
                if toks[self.pos] != "]":
                    raise _Decline
                self.pos += 1
                node = _subscript(node, index, (node.span[0], self.ends[self.pos - 1]), self.src)  # type: ignore[union-attr,index]
            elif tok[0] == "?" and len(tok) > 1:  # elvis: its right side is another such chain
                if in_elvis:
                    return node
                # ``a ?: b ?: c`` is right-associative, each right side one level deeper than
                # the last: read in a loop, built innermost first, as nested calls would
                lefts = [node]
                while True:
                    self.pos += 1
                    depth += 1
                    right = self.operand(depth, 0)
                    tok = toks[self.pos]
                    if tok[0] != "?" or len(tok) < 2:
                        break
                    lefts.append(right)
                src = self.src
                for left in reversed(lefts):
                    right = _elvis(left, right, (left.span[0], right.span[1]), src)  # type: ignore[union-attr,index]
                return right
            else:
                return node

    # -- compound primaries ----------------------------------------------------------------

    def call(self, pos: int, d: int) -> Expr:
        """A call at ``pos`` whose arguments are entered at depth ``d``."""
        name = self.toks[pos]
        self.pos = pos + 2
        toks = self.toks
        args: list[Expr] = []
        if toks[self.pos] != ")":
            while True:
                args.append(self.expr(d))
                sep = toks[self.pos]
                if sep == "," or (sep == ";" and not self.strict):
                    self.pos += 1
                    continue
                if sep != ")":
                    raise _Decline
                break
        self.pos += 1
        span = (self.starts[pos], self.ends[self.pos - 1])
        if len(args) == 1:
            fold = _TIME_LITERALS.get(name.lower())
            arg = args[0]
            if fold is not None and type(arg) is Literal and isinstance(arg.value, str):
                if fold == "parse_abstime" and self.src is not None:
                    self.src.mode = None  # read in the zone of the moment: no text key
                return _time_literal(fold, arg.value, span)  # type: ignore[misc]
        return _call(name, tuple(args), span, (self.starts[pos], self.ends[pos]), self.src)

    def list_(self, pos: int, d: int) -> Expr:
        self.pos = pos + 1
        toks = self.toks
        items: list[Expr] = []
        if toks[self.pos] != "}":
            while True:
                items.append(self.expr(d))
                sep = toks[self.pos]
                if sep == ",":
                    self.pos += 1
                    continue
                if sep != "}":
                    raise _Decline
                break
        self.pos += 1
        return _list(tuple(items), (self.starts[pos], self.ends[self.pos - 1]), self.src)

    def record(self, pos: int, d: int) -> Expr:
        self.pos = pos + 1
        pairs = self.attributes(d)
        return _record(_dedupe(pairs), (self.starts[pos], self.ends[self.pos - 1]), self.src)  # type: ignore[misc]

    def attributes(self, d: int) -> list[tuple[str, Expr]]:
        """``name = expr`` pairs up to and including the closing ``]`` (after the ``[``), the
        values entered at depth ``d``: stray semicolons anywhere, except in a record with no
        attribute at all."""
        toks = self.toks
        pairs: list[tuple[str, Expr]] = []
        while toks[self.pos] == ";":
            self.pos += 1
        if toks[self.pos] == "]":
            if self.pos and toks[self.pos - 1] == ";":
                raise _Decline  # "[;]"
            self.pos += 1
            return pairs
        while True:
            pos = self.pos
            name = toks[pos]  # a plain identifier (as _name() reads it), then "="
            if _FIRST.get(name[0]) is not _NAME or name.lower() in _RESERVED or toks[pos + 1] != "=":
                raise _Decline
            self.pos = pos + 2
            pairs.append((name, self.expr(d)))
            sep = toks[self.pos]
            if sep == "]":
                self.pos += 1
                return pairs
            if sep != ";":
                raise _Decline
            while toks[self.pos] == ";":
                self.pos += 1
            if toks[self.pos] == "]":
                self.pos += 1
                return pairs

    def _deep(self, pos: int, depth: int) -> None:
        """A node at ``pos`` whose postfix form would lie at ``depth``, beyond the limit: note
        where the library gives up (a prefix operator itself lies one level higher), and keep
        reading, so that an error elsewhere in the text is still the tree-sitter path's to
        report. Text nested far beyond the limit is left to the tree-sitter path altogether."""
        if depth > _GIVE_UP:
            raise _Decline
        if self.too_deep is None:
            tok = self.toks[pos]
            if tok not in _UNARY or (tok == "-" and self._negative_number(pos)) or depth - 1 > _DEPTH_LIMIT:
                self.too_deep = self.starts[pos]

    # -- tokens ------------------------------------------------------------------------------

    def _name(self) -> str:
        """An attribute name (plain identifiers only; quoted names are declined)."""
        tok = self.toks[self.pos]
        if tok[0] not in _NAME_START or (len(tok) in _RESERVED_LENGTHS and tok.lower() in _RESERVED):
            raise _Decline
        self.pos += 1
        return tok

    def _negative_number(self, pos: int) -> bool:
        """Whether the ``-`` at ``pos`` is the sign of a number directly after it."""
        nxt = self.toks[pos + 1]
        return (nxt[0] in _DIGITS or (nxt[0] == "." and len(nxt) > 1)) and self.starts[pos + 1] == self.ends[pos]

    def _number(self, text: str, start: int, end: int) -> Literal:
        value = _SHARED_VALUES.get(text)
        if value is not None:  # a plain decimal read before (see _SHARED_VALUES)
            return _literal(value, (start, end), None, self.src)
        if "." in text or "e" in text or "E" in text:
            return _literal(_real_value(text), (start, end), None, self.src)  # type: ignore[misc]
        if text[0] != "0" and text[0] != "-" and len(text) < 19:  # plain decimal, within int64
            value = int(text)
            if len(_SHARED_VALUES) >= _SHARED_VALUES_LIMIT:
                _SHARED_VALUES.clear()
            _SHARED_VALUES[text] = value
            return _literal(value, (start, end), None, self.src)
        if not self.strict and len(text) > 1 and text[0] == "0":
            raise _Decline  # a leading 0: refused unless STRICT_CLASSAD_EVALUATION
        return _literal(_int_value(text, start), (start, end), None, self.src)  # type: ignore[misc]

    def _string(self, tok: str) -> str:
        value = _SHARED_VALUES.get(tok)
        if value is not None:  # a plain string read before (see _SHARED_VALUES)
            return value  # type: ignore[return-value]
        if "\\" not in tok and tok.count('"') == 2:  # the text between the quotes, in both syntaxes
            value = tok[1:-1]
            if len(tok) <= _SHARED_TOKEN_CHARS:
                if len(_SHARED_VALUES) >= _SHARED_VALUES_LIMIT:
                    _SHARED_VALUES.clear()
                _SHARED_VALUES[tok] = value
            return value
        if self.old:
            return tok[1:-1].replace('\\"', '"')
        value = _decode_string(tok.encode("utf-8", RAW), '"')  # type: ignore[misc]
        if value is None:
            raise _Decline  # a NUL escape
        return value


def _room() -> None:
    """Recursion enough for text nested up to the library's limit (the evaluator needs more
    and raises the limit further)."""
    need = _FRAMES_PER_LEVEL * _GIVE_UP + 500
    if sys.getrecursionlimit() < need:
        sys.setrecursionlimit(need)


_recursion_limit = sys.getrecursionlimit
#: the recursion limit :func:`_room` ensures (checked inline on the hot paths)
_RECURSION_NEED = _FRAMES_PER_LEVEL * _GIVE_UP + 500


def _encodable(text: str) -> bool:
    """The tree-sitter path encodes the text first; text it cannot encode is its to refuse (and
    a NUL, which :data:`_END` stands for, is an error there anyway)."""
    if _END in text:
        return False
    if text.isascii():
        return True
    try:
        text.encode("utf-8", RAW)
    except UnicodeError:
        return False
    return True


def expr(text: str, strict: bool = False, old: bool = False) -> Expr | None:
    """The AST of a whole expression, or None to leave it to the tree-sitter path."""
    if _END in text:
        return None
    ascii_text = text.isascii()
    if not ascii_text and not _encodable(text):
        return None
    try:
        toks, starts, ends = _tokens(text, _OLD_TOKENS if old else _TOKENS, 0)
        strict = strict and not old
        mode = "old-strings" if old else "strict" if strict else "new"
        parser = _Parser(toks, starts, ends, strict, old, Source(mode, text, 0) if ascii_text else None)
        if _recursion_limit() < _RECURSION_NEED:
            _room()
        node = parser.expr(1)
        if toks[parser.pos] != _END:
            return None
    except (_Decline, _SyntaxError, RecursionError):
        return None
    if parser.too_deep is not None:
        # the text is well formed but nested beyond the library's limit: its error, where the
        # tree-sitter path's builder would find it (a walk of the whole tree in Python)
        raise _SyntaxError("expression nested too deeply", parser.too_deep)
    return node


def old_value(text: str) -> Expr | None:
    """An old-syntax attribute value (spans counted from the ``_ = `` prefix the tree-sitter
    path parses it under), or None."""
    if "\n" in text or not _encodable(text):
        return None
    try:
        toks, starts, ends = _tokens(text, _OLD_TOKENS, 4)
        parser = _Parser(toks, starts, ends, False, True, Source("old", text, 4) if text.isascii() else None)
        _room()
        node = parser.expr(1)
        if toks[parser.pos] != _END or parser.too_deep is not None:
            return None
        return node
    except (_Decline, _SyntaxError, RecursionError):
        return None


#: one old-syntax line: ``Name = value``, the ``=`` not starting ``==``, ``=?=`` or ``=!=``
_OLD_LINE = re.compile(r"[ \t\r\f\v]*([A-Za-z_][A-Za-z0-9_]*)[ \t\r\f\v]*=(?![=?]|!=)(.*)", re.S)
_BLANK = re.compile(r"[ \t\r\f\v]*")


def ad(text: str, strict: bool = False) -> ClassAd | None:
    """One ad from new-syntax (``[...]``, several merged) or old-syntax text, or None."""
    if _END in text or (not text.isascii() and not _encodable(text)):
        return None
    stripped = text.lstrip(" \t\n\r\f\v")
    try:
        if stripped.startswith("["):
            return _new_ad(text, strict)
        return _old_ad(text)
    except (_Decline, _SyntaxError, RecursionError):
        return None


def _new_ad(text: str, strict: bool) -> ClassAd:
    toks, starts, ends = _tokens(text, _TOKENS, 0)
    src = Source("strict" if strict else "new", text, 0) if text.isascii() else None
    parser = _Parser(toks, starts, ends, strict, False, src)
    merged = ClassAd()
    attrs = merged._attrs  # filled as ClassAd.set fills it: a repeated name keeps its first spelling
    if _recursion_limit() < _RECURSION_NEED:
        _room()
    while toks[parser.pos] == "[":
        parser.pos += 1
        for pair in parser.attributes(1):  # each value is built as a whole expression
            name, value = pair
            key = _KEYS.get(name) or attr_key(name)
            seen = attrs.get(key)
            # the parser's own (name, value) pair is the entry: no second tuple per attribute
            attrs[key] = (seen[0], value) if seen is not None else pair
            if type(value) is not Literal and src is not None and src.mode is not None:
                note_text_key(value, src)  # for the evaluator (shapes.note_text_key)
    if toks[parser.pos] != _END or parser.too_deep is not None:
        raise _Decline
    return merged


def _old_ad(text: str) -> ClassAd:
    """``Name = value`` lines; blank lines separate ads, which are merged (later values win)."""
    merged = ClassAd()
    attrs = merged._attrs  # filled as ClassAd.set fills it: a repeated name keeps its first spelling
    offset = 0
    ascii_text = text.isascii()
    src = Source("old", text, 0) if ascii_text else None
    parser = _Parser([_END], [0], [0], False, True, src)  # one reader, given each line's tokens
    if _recursion_limit() < _RECURSION_NEED:
        _room()
    seen_attribute = False
    for line in text.split("\n"):
        width = len(line) if ascii_text else len(line.encode("utf-8", RAW))
        match = _OLD_LINE.match(line)
        if match is None:
            if _BLANK.fullmatch(line) is None:
                raise _Decline  # comments, junk, or a value broken over lines
        else:
            name, value = match.group(1), match.group(2)
            if len(name) in _RESERVED_LENGTHS and name.lower() in _RESERVED:
                raise _Decline
            base = offset + (match.start(2) if ascii_text else len(line[:match.start(2)].encode("utf-8", RAW)))
            toks, parser.starts, parser.ends = _tokens(value, _OLD_TOKENS, base)
            parser.toks = toks
            parser.pos = 0
            node = parser.expr(1)
            if toks[parser.pos] != _END or parser.too_deep is not None:
                raise _Decline  # (a line nested too deeply is declined, so no later line sees it)
            key = _KEYS.get(name) or attr_key(name)
            seen = attrs.get(key)
            attrs[key] = (seen[0], node) if seen is not None else (name, node)
            if type(node) is not Literal and src is not None and src.mode is not None:
                note_text_key(node, src)  # for the evaluator (shapes.note_text_key)
            seen_attribute = True
        offset += width + 1
    if not seen_attribute:
        raise _Decline
    return merged


from . import parser as _parser  # noqa: E402  (the literal helpers; see _bind)

_bind(_parser)
