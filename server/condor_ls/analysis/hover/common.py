"""Pieces shared by the hover of every language: the result type, finding the syntax node or
expression node under the cursor, and describing an attribute reference."""
from __future__ import annotations

from dataclasses import dataclass

from tree_sitter import Node

from ...classad import attributes
from ...classad.ad import ClassAd
from ...classad.ast import AttrRef, Expr
from ...syntax.document import Document
from ..docs import attribute_doc, inline
from ..evaluation import Side, explain, value_text
from ..model import TextRange

#: scope names that pick the other ad, by lower-cased spelling
_SCOPES = {"my": "my", "target": "target", "other": "target"}
_WORD_CHARS = frozenset("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_.")


@dataclass(frozen=True)
class Hover:
    """Markdown for the hover and the byte range of the document it is about."""

    markdown: str
    range: TextRange


def node_at(document: Document, offset: int) -> Node | None:
    """The smallest syntax node holding byte ``offset``."""
    size = len(document.source)
    if size == 0:
        return None
    offset = min(max(offset, 0), size)
    return document.tree.root_node.descendant_for_byte_range(offset, offset)


def _children(node: Expr) -> tuple[Expr, ...]:
    from ..rules.expressions import children

    return children(node)


def deepest_node(root: Expr, byte: int) -> Expr | None:
    """The innermost expression node whose span holds ``byte`` (no recursion)."""
    best: Expr | None = None
    stack = [root]
    while stack:
        node = stack.pop()
        span = getattr(node, "span", None)
        if span is None or not (span[0] <= byte < span[1]):
            continue
        best = node
        stack = list(_children(node))
    return best


def word_range(document: Document, offset: int) -> TextRange | None:
    """The identifier-like word (letters, digits, ``_``, ``.``) around byte ``offset``."""
    data = document.source
    if not 0 <= offset < len(data) or chr(data[offset]) not in _WORD_CHARS:
        if offset > 0 and offset <= len(data) and chr(data[offset - 1]) in _WORD_CHARS:
            offset -= 1
        else:
            return None
    start = offset
    while start > 0 and chr(data[start - 1]) in _WORD_CHARS:
        start -= 1
    end = offset
    while end < len(data) and chr(data[end]) in _WORD_CHARS:
        end += 1
    return TextRange(start, end)


def scope_of(ref: AttrRef) -> str | None:
    """``my`` or ``target`` for ``MY.x`` / ``TARGET.x``, None for an unscoped reference."""
    if isinstance(ref.base, AttrRef) and ref.base.base is None:
        return _SCOPES.get(ref.base.name.lower())
    return None


def attribute_hover_text(ref: AttrRef, root: Expr, my: ClassAd, target: ClassAd, side: Side) -> str | None:
    """Schema entry and sample value of an attribute reference inside ``root``."""
    if ref.base is None and ref.name.lower() in _SCOPES:
        return None  # the MY / TARGET keyword itself
    scope = scope_of(ref)
    if scope == "my":
        kinds: tuple[str, ...] = (side.my,)
    elif scope == "target":
        kinds = (side.target,)
    else:
        kinds = (side.my, side.target) if ref.name in my or ref.name not in target else (side.target, side.my)
    info = attributes.lookup(ref.name, (*kinds, "other"))
    parts = [attribute_doc(info) if info is not None else f"**{ref.name}** (not a documented attribute)"]
    explained = explain(root, my, target, ref)
    origin = "MY" if ref.name in my and scope != "target" else ("TARGET" if ref.name in target else None)
    where = f" (from {origin}, the sample {side.my if origin == 'MY' else side.target} ad)" if origin else \
        " (neither sample ad defines it)"
    parts.append(f"Sample value: {inline(value_text(explained.value), 120)}{where}")
    return "\n\n".join(parts)
