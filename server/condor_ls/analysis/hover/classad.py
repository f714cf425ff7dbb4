"""Hover in ClassAd files: builtin functions, and attributes with their schema entry and value.

An attribute's value is computed in the ad that holds it, with the sample ad of the other
kind as TARGET (a job ad is matched against the sample machine and vice versa). Only the ad
under the cursor is parsed (:mod:`..adfiles`)."""
from __future__ import annotations

from tree_sitter import Node

from ...classad import attributes
from ...classad.evaluator import evaluate
from ...classad.functions import metadata
from ...syntax.document import Document
from ..adfiles import ad_at, ad_kind
from ..context import AnalysisContext
from ..docs import attribute_doc, function_doc, inline
from ..evaluation import value_text
from .common import Hover, node_at
from ..model import TextRange
from ..samples import sample_ad

#: syntax node types that hold one attribute definition
ATTRIBUTE_NODES = ("old_attribute", "attribute")


def _text(document: Document, node: Node) -> str:
    return document.source[node.start_byte:node.end_byte].decode("utf-8", "replace")


def classad_hover(document: Document, offset: int, context: AnalysisContext) -> Hover | None:
    node = node_at(document, offset)
    if node is None or node.type != "identifier":
        return None
    parent = node.parent
    name = _text(document, node)
    if parent is not None and parent.type == "call_expression" and parent.child_by_field_name("function") == node:
        info = metadata.lookup(name)
        return Hover(function_doc(info), TextRange.of(node)) if info is not None else None
    if parent is None or parent.type not in (*ATTRIBUTE_NODES, "attribute_reference"):
        return None
    ad = ad_at(document, node)
    kind = ad_kind(ad) if ad is not None else "machine"
    info = attributes.lookup(name, (kind, "job" if kind == "machine" else "machine", "other"))
    parts = [attribute_doc(info) if info is not None else f"**{name}**"]
    if ad is not None and name in ad:
        other = sample_ad("job" if kind == "machine" else "machine", context).ad
        value = evaluate(ad.lookup(name), ad, other)  # type: ignore[arg-type]
        parts.append(f"Value in this ad: {inline(value_text(value), 160)} "
                     f"(TARGET: the sample {'job' if kind == 'machine' else 'machine'} ad)")
    return Hover("\n\n".join(parts), TextRange.of(node))
