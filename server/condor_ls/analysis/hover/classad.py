"""Hover in ClassAd files: builtin functions, and attributes with their schema entry and value.

An attribute's value is computed in the ad that holds it, with the sample ad of the other
kind as TARGET (a file that looks like a job ad is matched against the sample machine and
vice versa)."""
from __future__ import annotations

from tree_sitter import Node

from ...classad import attributes
from ...classad.ad import ClassAd
from ...classad.evaluator import evaluate
from ...classad.functions import metadata
from ...classad.parser import parse_ads
from ...syntax.document import Document
from ..context import AnalysisContext
from ..docs import attribute_doc, function_doc, inline
from ..evaluation import value_text
from .common import Hover, node_at
from ..model import TextRange
from ..samples import sample_ad

#: attributes that mark an ad as a job ad
JOB_MARKERS = ("JobUniverse", "Cmd", "ClusterId", "ProcId", "RequestMemory", "JobStatus")
#: syntax node types that hold one attribute definition
ATTRIBUTE_NODES = ("old_attribute", "attribute")
#: syntax node types of one whole ad
AD_NODES = ("old_ad", "record", "classad")


def _text(document: Document, node: Node) -> str:
    return document.source[node.start_byte:node.end_byte].decode("utf-8", "replace")


def _kind_of(ad: ClassAd) -> str:
    return "job" if any(m in ad for m in JOB_MARKERS) else "machine"


def _ads(document: Document) -> list[ClassAd]:
    try:
        return parse_ads(document.text)
    except Exception:
        return []


def _containing_ad(document: Document, node: Node, ads: list[ClassAd]) -> ClassAd | None:
    """The parsed ad holding ``node`` (ads are counted in document order)."""
    if not ads:
        return None
    if len(ads) == 1:
        return ads[0]
    top = node
    while top.parent is not None and top.parent.parent is not None:
        top = top.parent
    ad_nodes = [n for n in document.tree.root_node.named_children if n.type in AD_NODES]
    for index, candidate in enumerate(ad_nodes):
        if candidate.start_byte == top.start_byte and index < len(ads):
            return ads[index]
    return ads[0]


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
    ads = _ads(document)
    ad = _containing_ad(document, node, ads)
    kind = _kind_of(ad) if ad is not None else "machine"
    info = attributes.lookup(name, (kind, "job" if kind == "machine" else "machine", "other"))
    parts = [attribute_doc(info) if info is not None else f"**{name}**"]
    if ad is not None and name in ad:
        other = sample_ad("job" if kind == "machine" else "machine", context).ad
        value = evaluate(ad.lookup(name), ad, other)  # type: ignore[arg-type]
        parts.append(f"Value in this ad: {inline(value_text(value), 160)} "
                     f"(TARGET: the sample {'job' if kind == 'machine' else 'machine'} ad)")
    return Hover("\n\n".join(parts), TextRange.of(node))
