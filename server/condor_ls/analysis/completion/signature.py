"""Signature help: the call around the cursor, its signatures and the active parameter.

The text from the start of the statement (a knob's value, a submit command's value, a ClassAd
attribute) up to the cursor is scanned once: open brackets are pushed with the name written
before them, commas counted at the top level of each, and string literals skipped, so commas
inside strings and nested calls never move the active parameter.
"""
from __future__ import annotations

import logging
from dataclasses import dataclass

from ...classad.functions import metadata
from ...syntax.document import Document
from ...syntax.languages import LanguageId
from ..context import AnalysisContext
from ..docs import MacroFunction, macro_function
from ..hover.common import node_at

log = logging.getLogger(__name__)

#: bytes scanned back from the cursor at most
MAX_SCAN = 20_000
#: syntax nodes whose start is where a call can begin at the earliest
STATEMENT_NODES = frozenset({"assignment", "heredoc_assignment", "old_attribute", "attribute", "use",
                             "if_block", "condition"})
_OPENERS = {"(": ")", "[": "]", "{": "}"}
_NAME_CHARS = frozenset("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_$")


@dataclass(frozen=True)
class ParameterInfo:
    label: tuple[int, int]  # character offsets into the signature's label
    documentation: str = ""


@dataclass(frozen=True)
class SignatureInfo:
    label: str
    documentation: str
    parameters: tuple[ParameterInfo, ...]


@dataclass(frozen=True)
class SignatureHelp:
    signatures: tuple[SignatureInfo, ...]
    active_signature: int
    active_parameter: int


@dataclass(frozen=True)
class OpenCall:
    """The innermost unclosed call before the cursor: its name and the commas seen so far."""

    name: str
    commas: int


def _scan_start(document: Document, offset: int) -> int:
    node = node_at(document, max(offset - 1, 0))
    while node is not None:
        if node.type in STATEMENT_NODES:
            return max(node.start_byte, offset - MAX_SCAN)
        node = node.parent
    if document.language is LanguageId.CLASSAD:
        return max(offset - MAX_SCAN, 0)  # expressions span lines; brackets and strings balance
    line_start = document.source.rfind(b"\n", 0, offset) + 1
    return max(line_start, offset - MAX_SCAN)


def open_call(text: str) -> OpenCall | None:
    """The innermost call left open at the end of ``text`` (strings and brackets respected)."""
    stack: list[list[object]] = []  # [name or None, commas]
    quote = ""
    i = 0
    n = len(text)
    while i < n:
        c = text[i]
        if quote:
            if c == "\\":
                i += 2
                continue
            if c == quote:
                quote = ""
        elif c == '"':
            quote = c
        elif c in _OPENERS:
            name = None
            if c == "(":
                j = i
                while j > 0 and text[j - 1] in " \t":
                    j -= 1
                k = j
                while k > 0 and text[k - 1] in _NAME_CHARS:
                    k -= 1
                name = text[k:j] or None
            stack.append([name, 0])
        elif c in ")]}":
            if stack:
                stack.pop()
        elif c == "," and stack:
            stack[-1][1] = int(stack[-1][1]) + 1  # type: ignore[call-overload]
        i += 1
    for name, commas in reversed(stack):
        if name is None:
            continue  # grouping parentheses, a list or a record: look further out
        if name == "$":
            return None  # inside $(NAME): not a call
        return OpenCall(str(name), int(commas))  # type: ignore[call-overload]
    return None


def _build(parts: list[str], prefix: str, suffix: str) -> tuple[str, tuple[ParameterInfo, ...]]:
    label = prefix
    params: list[ParameterInfo] = []
    for index, part in enumerate(parts):
        if index:
            label += ", "
        params.append(ParameterInfo((len(label), len(label) + len(part))))
        label += part
    return label + suffix, tuple(params)


def _function_help(info: metadata.FunctionInfo, commas: int) -> SignatureHelp:
    signatures: list[SignatureInfo] = []
    active = -1
    for index, signature in enumerate(info.signatures):
        parts = []
        for p in signature.params:
            text = f"{p.name}: {p.type}" + ("..." if p.variadic else "")
            parts.append(f"[{text}]" if p.optional else text)
        label, params = _build(parts, f"{info.name}(", f") -> {signature.returns}")
        signatures.append(SignatureInfo(label, info.description, params))
        fits = commas < len(signature.params) or any(p.variadic for p in signature.params)
        if active < 0 and fits:
            active = index
    if not signatures:
        label, params = _build([], f"{info.name}(", ")")
        signatures.append(SignatureInfo(label, info.description, params))
    active = max(active, 0)
    count = len(signatures[active].parameters)
    variadic = bool(info.signatures) and any(p.variadic for p in info.signatures[active].params)
    # past the last parameter of a fixed-arity function nothing is highlighted
    parameter = min(commas, count - 1) if (variadic and count) else commas
    return SignatureHelp(tuple(signatures), active, parameter)


def _macro_help(found: MacroFunction, commas: int) -> SignatureHelp:
    label, params = _build(list(found.params), f"{found.name}(", ")")
    variadic = found.params and found.params[-1].endswith("...")
    count = len(params)
    parameter = min(commas, count - 1) if (variadic or commas < count) else commas
    return SignatureHelp((SignatureInfo(label, found.description, params),), 0, max(parameter, 0))


def signature_help(document: Document, offset: int, context: AnalysisContext | None = None) -> SignatureHelp | None:
    """Signature help at byte ``offset`` (None outside a call to a known function)."""
    try:
        offset = min(max(offset, 0), len(document.source))
        start = _scan_start(document, offset)
        text = document.source[start:offset].decode("utf-8", "replace")
        call = open_call(text)
        if call is None:
            return None
        if call.name.startswith("$"):
            found = macro_function(call.name)
            return _macro_help(found, call.commas) if found is not None else None
        info = metadata.lookup(call.name)
        return _function_help(info, call.commas) if info is not None else None
    except Exception:
        log.exception("signature help failed at %s:%d", document.uri, offset)
        return None
