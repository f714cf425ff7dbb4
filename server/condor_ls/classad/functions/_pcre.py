"""PCRE patterns run on RE2: translation, matching and the library's substitution loop.

The library compiles patterns with PCRE2, which backtracks and can take exponential time. We
translate the pattern to RE2 syntax (linear-time matching, so no pattern can hang the server)
and refuse, with a reason, the PCRE features RE2 cannot express: backreferences, lookaround,
atomic groups, possessive quantifiers, recursion, conditionals and a few escapes. Patterns and
subjects are handled as bytes in RE2's Latin-1 mode, which is how PCRE sees them without UTF
mode. See docs/regex.md.
"""
from __future__ import annotations

import functools
import unicodedata
from dataclasses import dataclass

import re2

MAX_PATTERN_BYTES = 16 * 1024

_OPTS = re2.Options()
_OPTS.encoding = re2.Options.Encoding.LATIN1
_OPTS.log_errors = False
_OPTS.max_mem = 8 << 20

_LONGEST = re2.Options()
_LONGEST.encoding = re2.Options.Encoding.LATIN1
_LONGEST.log_errors = False
_LONGEST.max_mem = 8 << 20
_LONGEST.longest_match = True


class PatternError(Exception):
    """The pattern cannot be used. ``unsupported`` is True when PCRE would accept it but RE2
    cannot run it (so the library's answer is unknown to us), False when it is simply invalid."""

    def __init__(self, reason: str, unsupported: bool) -> None:
        super().__init__(reason)
        self.reason = reason
        self.unsupported = unsupported


#: escapes (after a backslash) that RE2 does not have, with the reason we give
_UNSUPPORTED_ESCAPES: dict[int, str] = {
    ord("g"): "backreference \\g",
    ord("k"): "named backreference \\k",
    ord("G"): "\\G (match start anchor)",
    ord("K"): "\\K (reset match start)",
    ord("R"): "\\R (newline sequence)",
    ord("X"): "\\X (extended grapheme cluster)",
    ord("N"): "\\N",
    ord("c"): "\\c (control character escape)",
    ord("o"): "\\o{...} (octal escape)",
}

#: escapes PCRE and RE2 spell differently -> RE2 spelling
_REWRITTEN_ESCAPES: dict[int, bytes] = {
    ord("e"): b"\\x1B",
    ord("Z"): b"(?-m:$)",  # end of subject or before a final newline: see _ends_before_newline
}


def _byte_class(members: frozenset[int], negated: bool) -> bytes:
    """The contents of an RE2 class (no brackets) holding exactly these bytes, or every other
    byte (patterns run in Latin-1 mode, so a byte is a character)."""
    chosen = [b for b in range(256) if (b in members) != negated]
    out = bytearray()
    k = 0
    while k < len(chosen):
        start = chosen[k]
        while k + 1 < len(chosen) and chosen[k + 1] == chosen[k] + 1:
            k += 1
        end = chosen[k]
        out += b"\\x%02X" % start if start == end else b"\\x%02X-\\x%02X" % (start, end)
        k += 1
    return bytes(out)


#: PCRE's white space classes in 8-bit mode without UTF (its C-locale tables): \s also holds
#: VT, which RE2's \s does not; \h and \v are PCRE's own (RE2's \v is VT alone)
_SPACE_CLASSES: dict[int, tuple[frozenset[int], bool]] = {
    ord("s"): (frozenset({9, 10, 11, 12, 13, 32}), False),
    ord("S"): (frozenset({9, 10, 11, 12, 13, 32}), True),
    ord("h"): (frozenset({9, 32, 0xA0}), False),
    ord("H"): (frozenset({9, 32, 0xA0}), True),
    ord("v"): (frozenset({10, 11, 12, 13, 0x85}), False),
    ord("V"): (frozenset({10, 11, 12, 13, 0x85}), True),
}

_GROUP_OPENERS_UNSUPPORTED: tuple[tuple[bytes, str], ...] = (
    (b"(?=", "lookahead (?=...)"),
    (b"(?!", "negative lookahead (?!...)"),
    (b"(?<=", "lookbehind (?<=...)"),
    (b"(?<!", "negative lookbehind (?<!...)"),
    (b"(?>", "atomic group (?>...)"),
    (b"(?|", "branch reset group (?|...)"),
    (b"(?(", "conditional group (?(...)...)"),
    (b"(?R", "recursion (?R)"),
    (b"(?&", "subroutine call (?&name)"),
    (b"(?P>", "subroutine call (?P>name)"),
    (b"(?P=", "named backreference (?P=name)"),
    (b"(?C", "callout (?C)"),
    (b"(*", "backtracking verb (*...)"),
)


def _literal(code: int) -> bytes:
    """One byte as an RE2 atom that means exactly that byte, in or out of a class."""
    ch = bytes([code])
    return ch if ch.isalnum() else b"\\x%02X" % code


def _count_groups(pattern: bytes) -> int:
    """Capturing groups in a PCRE pattern (for telling \\12 the backreference from \\12 the
    octal escape)."""
    count, i, n, in_class = 0, 0, len(pattern), False
    while i < n:
        c = pattern[i]
        if c == 0x5C:
            i += 2
            continue
        if in_class:
            in_class = c != ord("]")
        elif c == ord("["):
            in_class = True
            if pattern.startswith(b"]", i + 1) or pattern.startswith(b"^]", i + 1):
                i += 2 if pattern[i + 1] == ord("]") else 3
                continue
        elif c == ord("("):
            if not pattern.startswith(b"?", i + 1) or pattern.startswith((b"?<", b"?'", b"?P<"), i + 1) \
                    and not pattern.startswith((b"?<=", b"?<!"), i + 1):
                count += 1
        i += 1
    return count


def _digits_escape(pattern: bytes, j: int, in_class: bool, groups: int) -> tuple[int, int]:
    """A backslash followed by digits at ``j``: (byte value, index after the escape) for an
    octal escape; raises PatternError for a backreference. PCRE's rule: outside a class, \\1-\\9
    and any number up to the count of groups are backreferences; otherwise up to three octal
    digits (a leading 0 takes at most two more)."""
    n = len(pattern)
    k = j
    while k < n and 0x30 <= pattern[k] <= 0x39:
        k += 1
    number = int(pattern[j:k])
    first = pattern[j]
    if not in_class and first != 0x30 and (number < 10 or number <= groups):
        raise PatternError(f"backreference \\{number} is not supported (RE2)", unsupported=True)
    if first in b"89":
        raise PatternError(f"\\{pattern[j:k].decode()} is not supported (RE2)", unsupported=True)
    end = j
    while end < n and end < j + 3 and 0x30 <= pattern[end] <= 0x37:
        end += 1
    value = int(pattern[j:end], 8)
    if value > 0xFF:
        raise PatternError("octal value is greater than \\377 in non-UTF mode", unsupported=False)
    return value, end


@dataclass(frozen=True)
class Compiled:
    """A translated pattern: the RE2 program, a longest-match twin for the "non-empty match at
    this position" retry of global substitution, and whether a PCRE end-of-subject ``$``/``\\Z``
    (which also matches before a final newline) occurs."""

    rx: object
    longest: object
    dollar: bool
    groups: int
    #: the pattern with every ``^`` unable to match, or None when it has no ``^``
    no_caret: object = None


_NEVER = b"[^\\x00-\\xFF]"  # matches nothing (stands in for a ^ that cannot match)

#: escapes that are assertions (match a position, not a character): PCRE refuses a quantifier
#: right after one, as after ^ and $
_ASSERTION_ESCAPES = frozenset(b"bBAzZG")

def _latin(ch: str) -> bool:
    return ch.isalpha() and (ch.isascii() or ord(ch) >= 0xC0 or ch in "\xaa\xba")


#: property names (PCRE's \p, spelled exactly) beyond the general categories, as tests on one
#: character; of the scripts only Latin and Common have members below 256
_PROPERTY_EXTRAS = {
    "Any": lambda ch: True,
    "L&": lambda ch: unicodedata.category(ch) in ("Lu", "Ll", "Lt"),
    "Xan": lambda ch: unicodedata.category(ch)[0] in "LN",
    "Xps": lambda ch: unicodedata.category(ch)[0] == "Z" or ch in "\t\n\v\f\r",
    "Xsp": lambda ch: unicodedata.category(ch)[0] == "Z" or ch in "\t\n\v\f\r",
    "Xwd": lambda ch: unicodedata.category(ch)[0] in "LN" or ch == "_",
    "Xuc": lambda ch: ch in "$@`" or ord(ch) >= 0xA0,
    "Latin": _latin,
    "Common": lambda ch: not _latin(ch),
}


def _property_bytes(name: str) -> list[int]:
    """The bytes a PCRE property (``\\p{name}``) matches without the UTF flag: PCRE reads each
    byte as the code point of the same value and tests that code point's property."""
    test = _PROPERTY_EXTRAS.get(name)
    if test is None:
        if name not in _CATEGORIES:
            if name[:1].isupper() and name[1:].isalpha() and len(name) > 2:
                # another script: none of its members is below 256, but we keep no script table
                raise PatternError(f"script property \\p{{{name}}} is not supported (RE2)", unsupported=True)
            raise PatternError(f"unknown property name after \\P or \\p: {name}", unsupported=False)
        test = lambda ch: unicodedata.category(ch).startswith(name)  # noqa: E731
    return [b for b in range(256) if test(chr(b))]


#: general category names PCRE knows (one letter, or two for a subcategory)
_CATEGORIES = frozenset(
    {"C", "Cc", "Cf", "Cn", "Co", "Cs", "L", "Ll", "Lm", "Lo", "Lt", "Lu", "M", "Mc", "Me", "Mn",
     "N", "Nd", "Nl", "No", "P", "Pc", "Pd", "Pe", "Pf", "Pi", "Po", "Ps", "S", "Sc", "Sk", "Sm",
     "So", "Z", "Zl", "Zp", "Zs"}
)


def _byte_ranges(values: list[int]) -> bytes:
    """Class body (no brackets) for a set of bytes, as \\xHH ranges."""
    out = bytearray()
    i = 0
    while i < len(values):
        j = i
        while j + 1 < len(values) and values[j + 1] == values[j] + 1:
            j += 1
        out += b"\\x%02X" % values[i]
        if j > i:
            out += b"-\\x%02X" % values[j]
        i = j + 1
    return bytes(out)


def _property(pattern: bytes, i: int, in_class: bool) -> tuple[bytes, int]:
    """``\\p..``/``\\P..`` at ``i``: (RE2 text, index after it), as a byte class."""
    negated = pattern[i + 1] == ord("P")
    j = i + 2
    if j < len(pattern) and pattern[j] == ord("{"):
        end = pattern.find(b"}", j)
        if end < 0:
            raise PatternError("malformed \\P or \\p sequence", unsupported=False)
        name = pattern[j + 1:end].decode("latin-1")
        j = end + 1
        if name.startswith("^"):
            negated, name = not negated, name[1:]
    elif j < len(pattern):
        name = chr(pattern[j])
        j += 1
    else:
        raise PatternError("malformed \\P or \\p sequence", unsupported=False)
    chosen = set(_property_bytes(name))
    values = sorted(set(range(256)) - chosen) if negated else sorted(chosen)
    if in_class:
        return _byte_ranges(values), j
    # a property ignores the caseless option in PCRE
    return (b"(?-i:[" + _byte_ranges(values) + b"])" if values else _NEVER), j


def translate(pattern: bytes, extended: bool, caret_never: bool = False) -> tuple[bytes, bool]:
    """PCRE source -> RE2 source, and whether an end-of-subject dollar was seen. With
    ``caret_never`` every ``^`` becomes a never-matching atom (see :func:`search`)."""
    out = bytearray()
    i, n = 0, len(pattern)
    groups = _count_groups(pattern)
    in_class = False
    class_start = 0
    dollar = False
    quoting = False
    after_quantifier = False
    after_assertion = False  # the last item matched a position (^ $ \b ...): nothing to repeat
    while i < n:
        c = pattern[i]
        if quoting:
            if pattern.startswith(b"\\E", i):
                quoting = False
                i += 2
            else:
                out += _literal(c)
                i += 1
                after_quantifier = after_assertion = False
            continue
        if c == 0x5C:  # backslash
            if i + 1 >= n:
                raise PatternError("pattern ends with a backslash", unsupported=False)
            e = pattern[i + 1]
            if e == ord("Q"):
                quoting = True  # \Q...\E: quoted literally (RE2 has no \Q inside classes)
                i += 2
                continue
            if e == ord("E"):  # a stray \E is ignored, as in PCRE
                i += 2
                continue
            if 0x30 <= e <= 0x39:
                code, i = _digits_escape(pattern, i + 1, in_class, groups)
                out += _literal(code)
                after_quantifier = False
                after_assertion = False
                continue
            if e in _SPACE_CLASSES:
                body = _byte_class(*_SPACE_CLASSES[e])
                out += body if in_class else b"[" + body + b"]"
                i += 2
                after_quantifier = after_assertion = False
                continue
            if e == ord("N") and not in_class and not pattern.startswith(b"{U+", i + 2):
                out += b"[^\\n]"  # any character but a newline (PCRE refuses \N in a class)
                i += 2
                after_quantifier = after_assertion = False
                continue
            if e in _UNSUPPORTED_ESCAPES:
                raise PatternError(f"{_UNSUPPORTED_ESCAPES[e]} is not supported (RE2)", unsupported=True)
            if e >= 0x80:  # a backslash before a non-ASCII byte just makes it literal
                out += _literal(e)
                i += 2
                after_quantifier = after_assertion = False
                continue
            if e in b"pP":
                text, i = _property(pattern, i, in_class)
                out += text
                after_quantifier = after_assertion = False
                continue
            if not in_class and e in _ASSERTION_ESCAPES:
                out += _REWRITTEN_ESCAPES[e] if e in _REWRITTEN_ESCAPES else pattern[i:i + 2]
                if e == ord("Z"):
                    dollar = True
                i += 2
                after_quantifier = False
                after_assertion = True
                continue
            if e in _REWRITTEN_ESCAPES and not (in_class and e == ord("Z")):
                if e == ord("Z"):
                    dollar = True
                out += _REWRITTEN_ESCAPES[e]
            else:
                out += pattern[i:i + 2]
            i += 2
            after_quantifier = False
            after_assertion = False
            continue
        if in_class:
            if c == ord("[") and pattern.startswith(b"[:", i):
                end = pattern.find(b":]", i + 2)
                if end > 0:
                    out += pattern[i:end + 2]
                    i = end + 2
                    continue
            if c == ord("]") and i > class_start:
                in_class = False
            out.append(c)
            i += 1
            continue
        if extended and c in b" \t\n\r\f\v":
            i += 1
            continue
        if extended and c == ord("#"):
            while i < n and pattern[i] != 0x0A:
                i += 1
            continue
        if c == ord("["):
            in_class = True
            out.append(c)
            i += 1
            if i < n and pattern[i] == ord("^"):
                out.append(pattern[i])
                i += 1
            class_start = i  # a ] right at the start is a literal
            after_quantifier = False
            after_assertion = False
            continue
        if c == ord("("):
            for opener, what in _GROUP_OPENERS_UNSUPPORTED:
                if pattern.startswith(opener, i):
                    raise PatternError(f"{what} is not supported (RE2)", unsupported=True)
            if pattern.startswith(b"(?#", i):
                end = pattern.find(b")", i)
                if end < 0:
                    raise PatternError("unterminated comment", unsupported=False)
                i = end + 1
                continue
            if pattern.startswith(b"(?<", i) or pattern.startswith(b"(?'", i):
                close = b">" if pattern[i + 2] == ord("<") else b"'"
                end = pattern.find(close, i + 3)
                if end < 0:
                    raise PatternError("unterminated group name", unsupported=False)
                out += b"(?P<" + pattern[i + 3:end] + b">"
                i = end + 1
                continue
            if pattern.startswith(b"(?", i):
                j = i + 2
                while j < n and pattern[j] in b"imsxJUX-^":
                    j += 1
                flags = pattern[i + 2:j]
                if b"x" in flags or b"J" in flags or b"X" in flags or b"^" in flags:
                    raise PatternError(f"inline option (?{flags.decode('latin-1')}) is not supported (RE2)",
                                       unsupported=True)
                if j < n and pattern[j] in b"0123456789+":
                    raise PatternError("subroutine call (?N) is not supported (RE2)", unsupported=True)
            out.append(c)
            i += 1
            after_quantifier = False
            after_assertion = False
            continue
        if c in b"*+?" and after_assertion:
            raise PatternError("quantifier does not follow a repeatable item", unsupported=False)
        if c in b"*+?":
            if c == ord("+") and after_quantifier:
                raise PatternError("possessive quantifier is not supported (RE2)", unsupported=True)
            out.append(c)
            i += 1
            after_quantifier = c != ord("?") or not after_quantifier
            continue
        if c == ord("{"):
            end = pattern.find(b"}", i)
            body = pattern[i + 1:end] if end > 0 else b""
            if end > 0 and body and all(ch in b"0123456789," for ch in body) and body[0] != ord(","):
                if after_assertion:
                    raise PatternError("quantifier does not follow a repeatable item", unsupported=False)
                out += pattern[i:end + 1]
                i = end + 1
                after_quantifier = True
                continue
            out += b"\\{"  # PCRE takes a brace that starts no quantifier literally
            i += 1
            after_quantifier = after_assertion = False
            continue
        if c == ord("$"):
            dollar = True
        after_assertion = c in b"^$"
        if c == ord("^") and caret_never:
            out += _NEVER
            i += 1
            after_quantifier = False
            continue
        out.append(c)
        i += 1
        after_quantifier = False
    if in_class:
        raise PatternError("missing terminating ] for character class", unsupported=False)
    return bytes(out), dollar


@functools.lru_cache(maxsize=256)
def compile_pattern(pattern: bytes, flags: frozenset[str]) -> Compiled:
    """Translate and compile; raises PatternError. ``flags`` holds i, m, s, x (and U, PCRE's
    ungreedy option, which transforms' regexes accept)."""
    if len(pattern) > MAX_PATTERN_BYTES:
        raise PatternError(f"pattern longer than {MAX_PATTERN_BYTES} bytes", unsupported=True)
    body, dollar = translate(pattern, "x" in flags)
    prefix = "".join(f for f in "imsU" if f in flags)
    src = (b"(?" + prefix.encode() + b")" if prefix else b"") + body
    try:
        rx = re2.compile(src, _OPTS)
        longest = re2.compile(src, _LONGEST)
        no_caret = None
        if b"^" in pattern:
            variant, _ = translate(pattern, "x" in flags, caret_never=True)
            no_caret = re2.compile((b"(?" + prefix.encode() + b")" if prefix else b"") + variant, _OPTS)
    except re2.error as exc:
        msg = exc.args[0] if exc.args else "invalid pattern"
        if isinstance(msg, bytes):
            msg = msg.decode("latin-1")
        raise PatternError(f"invalid pattern: {msg}", unsupported=False) from None
    return Compiled(rx, longest, dollar, rx.groups, no_caret)


Match = tuple[int, int, list[bytes | None]]


def search(c: Compiled, text: bytes, pos: int) -> Match | None:
    """First match starting at or after ``pos``. PCRE lets an end-of-subject ``$`` match before
    a final newline; RE2 does not, so such patterns get a second try without that newline. And
    PCRE's multi-line ``^`` cannot match at the very end after a final newline, RE2's can: a
    match found there is re-checked with every ``^`` disabled."""
    m = c.rx.search(text, pos)
    if m is not None and m.start() == len(text) and text.endswith(b"\n") and c.no_caret is not None:
        # PCRE's multi-line ^ does not match after a newline that ends the subject; RE2's does
        m = c.no_caret.search(text, m.start())
    if m is not None:
        return _groups(c, m, text)
    if c.dollar and text.endswith(b"\n") and pos < len(text):
        m = c.rx.search(text[:-1], pos)
        if m is not None:
            return _groups(c, m, text)
    return None


def match_nonempty_at(c: Compiled, text: bytes, pos: int) -> Match | None:
    """A non-empty match anchored at ``pos`` (the retry after an empty match in a global
    substitution). RE2 offers the longest anchored match, which is non-empty whenever any is."""
    m = c.longest.match(text, pos)
    if m is None or m.end() == m.start():
        return None
    return _groups(c, m, text)


def has_nonempty_match(c: Compiled, text: bytes) -> bool:
    """Whether the pattern matches a non-empty stretch of ``text`` anywhere: PCRE's
    ``PCRE2_NOTEMPTY`` search (which ``unresolved()`` uses), so an empty pattern never matches."""
    return any(match_nonempty_at(c, text, i) is not None for i in range(len(text)))


def _groups(c: Compiled, m, text: bytes) -> Match:
    groups: list[bytes | None] = []
    for g in range(c.groups + 1):
        s, e = m.span(g)
        groups.append(None if s < 0 else text[s:e])
    return m.start(), m.end(), groups


class SubstitutionError(Exception):
    """The library's substitution fails (bad group reference, or running off the subject)."""


def substitute(c: Compiled, target: bytes, replace: bytes | None, full: bool, find_all: bool,
               budget: int = 1 << 22) -> bool | bytes:
    """The library's regexp_helper: with ``replace`` None, whether the pattern matches;
    otherwise the substitution result (only the replacement text unless ``full``)."""
    out = bytearray()
    idx = 0
    empty = False
    n = len(target)
    while True:
        if idx > n:
            raise SubstitutionError("global substitution ran past the end of the subject")
        if empty:
            hit = match_nonempty_at(c, target, idx)
            if hit is None:
                out += target[idx:idx + 1] if idx < n else b"\0"
                idx += 1
                empty = False
                if not find_all:
                    break
                continue
        else:
            hit = search(c, target, idx)
        if hit is None:
            break
        if replace is None:
            return True
        start, end, groups = hit
        if full:
            out += target[idx:start]
        ngroups = max(i for i, g in enumerate(groups) if g is not None) + 1
        r, k = replace, 0
        while k < len(r):
            ch = r[k]
            if ch == 0x5C and k + 1 < len(r) and 0x30 <= r[k + 1] <= 0x39:
                ref = r[k + 1] - 0x30
                if ref >= ngroups:
                    raise SubstitutionError(f"replacement refers to group {ref}, which did not match")
                out += groups[ref] or b""
                k += 2
                continue
            out.append(ch)
            k += 1
        if len(out) > budget:
            raise SubstitutionError("substitution result too large")
        idx = end
        if start == end:
            empty = True
        if not find_all:
            break
    if replace is None:
        return False
    if full:
        out += target[idx:]
    return bytes(out)
