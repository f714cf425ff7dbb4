"""ClassAds from HTCondor's XML form (``condor_status -xml``, ``condor_q -xml``).

The form is HTCondor's own and is read by its own small lexer, not by an XML parser, so this
module follows that lexer rather than the XML standard: ``<classads>`` holds ``<c>`` ads of
``<a n="Name">`` attributes whose value is one of ``<i>`` (integer), ``<r>`` (real), ``<s>``
(string, backslash escapes as in new syntax), ``<b v="t"/>``, ``<un/>``, ``<er/>``, ``<at>`` /
``<rt>`` (absolute / relative time), ``<l>`` (list), a nested ``<c>``, or ``<e>`` (any other
expression, in new syntax). Text knows three entities only, ``&amp;``, ``&lt;`` and ``&gt;``;
whitespace around a value is dropped except inside ``<s>``; a ``<?xml ...?>`` declaration,
``<!DOCTYPE ...>`` and ``<classads>`` are skipped.

Where the library's reader would loop forever (text or an unknown tag inside ``<l>``, a
``<classads>`` tag inside an ad) this reader refuses the input instead.
"""
from __future__ import annotations

import re

from .ad import ClassAd
from .ast import Expr, ListExpr, Literal, RecordExpr
from .lazyad import DictTable, LazyAd, ValueParser, literal, scalar_text
from .parser import ClassAdSyntaxError, convert_escapes, parse_expr
from .values import ERROR, UNDEFINED

__all__ = ["read_xml", "parse_xml_expr"]

#: nesting of lists and ads accepted inside one ad
MAX_NESTING = 200

_ENTITIES = {"&amp;": "&", "&lt;": "<", "&gt;": ">"}
_SKIPPED_TAGS = frozenset({"?xml", "?xml-stylesheet", "DOCTYPE", "!DOCTYPE", "classads"})
_INT_PREFIX = re.compile(r"-?[0-9]+")
_REAL_PREFIX = re.compile(
    r"\s*[+-]?(?:(?:0[xX](?:[0-9a-fA-F]+\.?[0-9a-fA-F]*|\.[0-9a-fA-F]+)(?:[pP][+-]?[0-9]+)?)"
    r"|(?:(?:[0-9]+\.?[0-9]*|\.[0-9]+)(?:[eE][+-]?[0-9]+)?)|inf(?:inity)?|nan(?:\([0-9A-Za-z_]*\))?)",
    re.IGNORECASE)
_INT64_MIN, _INT64_MAX = -(1 << 63), (1 << 63) - 1


class XmlAdError(ValueError):
    pass


class _Token:
    """A tag (``kind`` start/end/empty/invalid, ``name``, ``attrs``) or text (``kind`` text)."""

    __slots__ = ("kind", "name", "text", "attrs")

    def __init__(self, kind: str, name: str = "", text: str = "", attrs: dict[str, str] | None = None) -> None:
        self.kind = kind
        self.name = name
        self.text = text
        self.attrs = _NO_ATTRIBUTES if attrs is None else attrs


_NO_ATTRIBUTES: dict[str, str] = {}


# -- the lexer --------------------------------------------------------------------------------------

def _entities_in_attribute(value: str) -> str:
    """Entity replacement in a tag attribute value (the library only ever replaces the three)."""
    for entity, char in _ENTITIES.items():
        value = value.replace(entity, char)
    return value


#: tokens of the tag texts seen (a file repeats a few hundred tags: the attribute names and the
#: value tags); a token is never changed once made, so one object serves every occurrence
_TAGS: dict[str, _Token] = {}
_TAG_CACHE_LIMIT = 4096


def _tag(body: str) -> _Token:
    """A tag's insides (between '<' and '>') broken down as the library does."""
    token = _TAGS.get(body)
    if token is None:
        if body.startswith('a n="') and body.endswith('"') and body.count('"') == 2 and "\\" not in body \
                and "&" not in body and len(body) > 6:
            token = _Token("start", "a", attrs={"n": body[5:-1]})
        else:
            token = _breakdown(body)
        if len(_TAGS) < _TAG_CACHE_LIMIT:
            _TAGS[body] = token
    return token


def _breakdown(body: str) -> _Token:
    body = body.lstrip()
    if body.startswith("/"):
        kind, body = "end", body[1:]
    elif body.endswith("/"):
        kind, body = "empty", body[:-1]
    else:
        kind = "start"
    parts = body.split(None, 1)
    name = parts[0] if parts else ""
    token = _Token(kind, name, attrs={})
    rest = parts[1] if len(parts) > 1 else ""
    for match in _ATTRIBUTE.finditer(rest):
        value = convert_escapes(_entities_in_attribute(match.group(2)))
        if value is None:
            token.kind = "invalid"
        elif match.group(1) and value:
            token.attrs[match.group(1)] = value
    return token


_ATTRIBUTE = re.compile(r'([^\s=]+)[\s=]*"((?:[^"\\]|\\.)*)"?')


def _text_token(text: str, i: int) -> tuple[str, int]:
    """The text starting at ``i``, up to the next '<', with the three entities replaced, and
    where it ends. As in the library's lexer, an entity runs to the first ';', space or '&'
    even past a '<' (and one that runs to the end of the input is dropped with the rest)."""
    out: list[str] = []
    n = len(text)
    while i < n:
        lt, amp = text.find("<", i), text.find("&", i)
        lt = n if lt < 0 else lt
        if amp < 0 or amp > lt:
            out.append(text[i:lt])
            return "".join(out), lt
        out.append(text[i:amp])
        j = amp + 1
        while j < n and text[j] not in " &;":
            j += 1
        if j >= n:
            return "".join(out), n
        if text[j] == ";":
            entity = text[amp:j + 1]
            out.append(_ENTITIES.get(entity, entity))
            i = j + 1
        elif text[j] == " ":
            out.append(text[amp:j + 1])
            i = j + 1
        else:
            out.append(text[amp:j])
            i = j
    return "".join(out), n


#: a tag with the blanks before it, or text up to the next tag
_PIECE = re.compile(r"[ \t\n\r\f\v]*<([^>]*)(>)?|([^<]+)")
#: an '&' whose entity would run on past the end of its text (the library reads on past tags)
_RUNAWAY_ENTITY = re.compile(r"&[^ &;<]*(?:<|$)")
_KNOWN_ENTITY = re.compile(r"&(?:amp|lt|gt);")
_WHITESPACE = " \t\n\r\f\v"


def _tokens(text: str) -> list[_Token]:
    """Every token of the text. Leading whitespace of text is dropped (whitespace-only text
    with it) except right after a ``<s>`` start tag: strings keep their spaces. Text where an
    entity runs on past a tag goes through :func:`_tokens_exactly`, which follows the
    library's character reader."""
    if "&" in text and _RUNAWAY_ENTITY.search(text):
        return _tokens_exactly(text)
    tokens: list[_Token] = []
    append = tokens.append
    in_string = False
    for match in _PIECE.finditer(text):
        body = match.group(1)
        if body is not None:
            if in_string and match.start(1) - 1 > match.start():  # spaces that are a string
                append(_Token("text", text=text[match.start():match.start(1) - 1]))
            if match.group(2) is None:
                append(_Token("invalid"))
                break
            token = _tag(body)
            append(token)
            in_string = token.kind == "start" and token.name == "s"
            continue
        chunk = match.group(3)
        if not in_string:
            chunk = chunk.lstrip(_WHITESPACE)
            if not chunk:
                continue
        if "&" in chunk:
            chunk = _KNOWN_ENTITY.sub(lambda m: _ENTITIES[m.group(0)], chunk)
        append(_Token("text", text=chunk))
        in_string = False
    return tokens


def _tokens_exactly(text: str) -> list[_Token]:
    """:func:`_tokens`, character by character as the library's lexer reads."""
    tokens: list[_Token] = []
    i, n = 0, len(text)
    in_string = False
    while i < n:
        if not in_string:
            while i < n and text[i] in _WHITESPACE:
                i += 1
            if i >= n:
                break
        if text[i] == "<":
            end = text.find(">", i + 1)
            if end < 0:
                tokens.append(_Token("invalid"))
                break
            token = _tag(text[i + 1:end])
            tokens.append(token)
            in_string = token.kind == "start" and token.name == "s"
            i = end + 1
            continue
        chunk, i = _text_token(text, i)
        tokens.append(_Token("text", text=chunk))
        in_string = False
    return tokens


# -- the parser -------------------------------------------------------------------------------------

def parse_xml_expr(text: str) -> Expr:
    """The expression of an ``<e>`` element. The library parses the longest expression the
    text starts with and ignores the rest; this tries the whole text, then shorter prefixes
    ending at a space (a few dozen at most), and reports the whole text's error if none parses."""
    try:
        return parse_expr(text)
    except ClassAdSyntaxError as whole:
        cut = len(text)
        for _ in range(32):
            cut = max(text.rfind(" ", 0, cut), text.rfind("\t", 0, cut), text.rfind("\n", 0, cut))
            if cut <= 0:
                break
            head = text[:cut].rstrip()
            if not head:
                break
            try:
                return parse_expr(head)
            except ClassAdSyntaxError:
                continue
        raise whole


class _Parser:
    def __init__(self, tokens: list[_Token], values: ValueParser) -> None:
        self.tokens = tokens
        self.i = 0
        self.values = values

    def peek(self) -> _Token | None:
        return self.tokens[self.i] if self.i < len(self.tokens) else None

    def take(self) -> _Token | None:
        token = self.peek()
        self.i += 1
        return token

    def swallow_end(self, name: str) -> None:
        token = self.peek()
        if token is not None and token.kind == "end" and token.name == name:
            self.i += 1

    def ads(self) -> list[ClassAd]:
        found: list[ClassAd] = []
        while self.peek() is not None:
            ad = self.top_ad()
            if ad is not None:
                found.append(ad)
        return found

    def top_ad(self) -> ClassAd | None:
        """The next top-level ad: its attributes stay unparsed where they are expressions."""
        entries = self.ad_body(0, top=True)
        if entries is None:
            return None
        return LazyAd(DictTable(entries, self.values))

    def ad_body(self, depth: int, top: bool = False) -> dict[str, tuple[str, object]] | None:
        """Attributes up to ``</c>``: lower-cased name -> (spelling, raw text or parsed pair)."""
        started = False
        entries: dict[str, tuple[str, object]] = {}
        while (token := self.peek()) is not None:
            if not started:
                self.i += 1
                if token.kind != "text" and token.name == "c":
                    if token.kind == "start":
                        started = True
                        continue
                    return entries if started else None
                continue
            if token.kind == "text":
                self.i += 1
            elif token.name == "a":
                if token.kind == "invalid":
                    raise XmlAdError("an attribute tag holds a NUL escape")
                if token.kind != "start":
                    self.i += 1
                    continue
                if not self.simple_attribute(token, entries):
                    self.attribute(entries, depth, top)
            elif token.name == "c":
                self.i += 1
                if token.kind == "end":
                    return entries
            elif token.name in _SKIPPED_TAGS or token.kind == "invalid":
                raise XmlAdError(f"unexpected <{token.name or '?'}> inside an ad")
            else:
                self.i += 1
                return entries  # the library stops the ad at a stray tag
        # the input ended inside the ad: the library keeps what it has read
        return entries if started else None

    def simple_attribute(self, token: _Token, entries: dict[str, tuple[str, object]]) -> bool:
        """The common shapes ``<a n="X"><T>text</T></a>`` and ``<a n="X"><T/></a>`` read in one
        step (False, nothing consumed, for anything else)."""
        name = token.attrs.get("n")
        tokens, i = self.tokens, self.i
        if not name or i + 2 >= len(tokens):
            return False
        value = tokens[i + 1]
        if value.kind == "empty" and value.name in _FLAGS:
            end, step = tokens[i + 2], 3
            raw = ("true" if value.attrs.get("v") in ("t", "T") else "false") if value.name == "b" \
                else _FLAGS[value.name]
        elif value.kind == "start" and i + 4 < len(tokens):
            text, close, end, step = tokens[i + 2], tokens[i + 3], tokens[i + 4], 5
            if text.kind != "text" or close.kind != "end" or close.name != value.name:
                return False
            raw = _simple_raw(value.name, text.text)
            if raw is None:
                return False
        else:
            return False
        if end.kind != "end" or end.name != "a":
            return False
        key = name.lower()
        old = entries.get(key)
        entries[key] = (old[0] if old is not None else name, raw)
        self.i = i + step
        return True

    def attribute(self, entries: dict[str, tuple[str, object]], depth: int, top: bool) -> None:
        token = self.take()
        assert token is not None
        name = token.attrs.get("n", "")
        if not name:
            raise XmlAdError("an attribute has no name (n=\"...\")")
        value = self.thing(depth + 1, raw_expression=top)
        if value is None:
            raise XmlAdError(f"attribute {name} has no value the reader understands")
        self.swallow_end("a")
        key = name.lower()
        old = entries.get(key)
        spelling = old[0] if old is not None else name
        if type(value) is str:
            raw: object = value
        else:
            text = scalar_text(value.value) if type(value) is Literal else None  # type: ignore[union-attr]
            raw = text if text is not None else (spelling, value)
        entries[key] = (spelling, raw)

    def thing(self, depth: int, raw_expression: bool = False) -> Expr | str | None:
        """A value; with ``raw_expression`` an ``<e>`` is returned as its text (parsed later)."""
        if depth > MAX_NESTING:
            raise XmlAdError("lists and nested ads nested too deeply")
        token = self.peek()
        if token is None or token.kind == "text":
            return None
        reader = _VALUE_READERS.get(token.name)
        if reader is None:
            return None
        if token.name == "e" and raw_expression:
            return self.expression_text()
        return reader(self, depth)

    def nested_ad(self, depth: int) -> Expr | None:
        entries = self.ad_body(depth)
        if entries is None:
            return None
        return RecordExpr(tuple((spelling, self.parsed(spelling, raw)) for spelling, raw in entries.values()))

    def parsed(self, spelling: str, raw: object) -> Expr:
        if type(raw) is str:
            return parse_xml_expr(raw)
        return raw[1]  # type: ignore[index]

    def list_(self, depth: int) -> Expr | None:
        self.i += 1
        items: list[Expr] = []
        while (token := self.peek()) is not None:
            if token.kind == "end" and token.name == "l":
                self.i += 1
                return ListExpr(tuple(items))
            if token.kind in ("text", "end"):
                raise XmlAdError("a list holds text or a stray end tag")
            item = self.thing(depth + 1)
            if item is None:
                raise XmlAdError(f"a list holds <{token.name}>, which is no value")
            items.append(item)  # type: ignore[arg-type]
        raise XmlAdError("a list is not closed by </l>")

    def text_of(self) -> str | None:
        self.i += 1  # the start tag
        token = self.peek()
        if token is not None and token.kind == "text":
            self.i += 1
            return token.text
        return None

    def scalar(self, depth: int) -> Expr | None:
        name = self.peek().name  # type: ignore[union-attr]
        text = self.text_of()
        if text is None:
            value: Expr | None = literal("") if name == "s" else None
        elif name == "i":
            match = _INT_PREFIX.match(text)
            number = int(match.group(0)) if match else None
            ok = number is not None and _INT64_MIN <= number <= _INT64_MAX
            value = literal(number) if ok else literal(ERROR)
        elif name == "r":
            value = _real(text)
        else:
            converted = convert_escapes(text) if "\\" in text else text
            if converted is None:
                raise XmlAdError("a string holds a NUL escape")
            value = literal(converted)
        self.swallow_end(name)
        return value

    def flag(self, depth: int) -> Expr:
        token = self.take()
        assert token is not None
        if token.name == "b":
            value: object = token.attrs.get("v") in ("t", "T")
        else:
            value = UNDEFINED if token.name == "un" else ERROR
        if token.kind == "start":
            self.swallow_end(token.name)
        return literal(value)

    def time(self, depth: int) -> Expr | None:
        """``<at>``/``<rt>``: the time text read as ``absTime("...")``/``relTime("...")`` are."""
        name = self.peek().name  # type: ignore[union-attr]
        text = self.text_of()
        value: Expr | None = None
        if text is not None:
            call = "absTime" if name == "at" else "relTime"
            quoted = text.replace("\\", "\\\\").replace('"', '\\"')
            try:
                value = parse_expr(f'{call}("{quoted}")')
            except ClassAdSyntaxError:
                raise XmlAdError(f"<{name}>{text[:40]}</{name}> is not a valid time") from None
        self.swallow_end(name)
        return value

    def expression_text(self) -> str | None:
        text = self.text_of()
        self.swallow_end("e")
        return text

    def expression(self, depth: int) -> Expr | None:
        text = self.expression_text()
        return None if text is None else parse_xml_expr(text)


_FLAGS = {"b": "", "un": "undefined", "er": "error"}


def _simple_raw(tag: str, text: str) -> str | None:
    """The ClassAd text of ``<tag>text</tag>`` for the value tags read in one step (None for
    any other tag, or a value without such text)."""
    if tag == "e":
        return text
    if tag == "i":
        match = _INT_PREFIX.match(text)
        number = int(match.group(0)) if match else None
        return str(number) if number is not None and _INT64_MIN <= number <= _INT64_MAX else "error"
    if tag == "s":
        value = convert_escapes(text) if "\\" in text else text
        return None if value is None else scalar_text(value)
    if tag == "r":
        value = _real(text).value
        return "error" if value is ERROR else scalar_text(value)
    return None


def _real(text: str) -> Literal:
    """strtod's reading of the text's longest leading number (error when there is none)."""
    match = _REAL_PREFIX.match(text)
    if not match or not match.group(0).strip():
        return literal(ERROR)
    spelled = match.group(0).strip()
    try:
        if "x" in spelled.lower() and "n" not in spelled.lower():
            sign = -1.0 if spelled.startswith("-") else 1.0
            body = spelled.lstrip("+-")
            return literal(sign * float.fromhex(body if "p" in body.lower() else body + "p0"))
        return literal(float(spelled.split("(")[0]))
    except (ValueError, OverflowError):
        return literal(ERROR)


_VALUE_READERS = {
    "c": _Parser.nested_ad, "l": _Parser.list_, "i": _Parser.scalar, "r": _Parser.scalar,
    "s": _Parser.scalar, "b": _Parser.flag, "un": _Parser.flag, "er": _Parser.flag,
    "at": _Parser.time, "rt": _Parser.time, "e": _Parser.expression,
}


def read_xml(text: str) -> tuple[list[ClassAd], ValueParser]:
    """The ads of an XML file, as lazy ads (``<e>`` expressions parsed when first looked up).
    Raises :class:`~.adfiles.AdFileError` for input the reader cannot follow."""
    from .adfiles import AdFileError

    values = ValueParser("xml")
    try:
        return _Parser(_tokens(text), values).ads(), values
    except XmlAdError as err:
        raise AdFileError(str(err)) from None
    except ClassAdSyntaxError as err:
        raise AdFileError(f"an expression does not parse: {err.message}") from None
