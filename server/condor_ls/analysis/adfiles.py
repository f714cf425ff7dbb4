"""The ads of a ClassAd file, one at a time.

A ClassAd file may be a ``condor_status -l`` or ``condor_q -l`` dump of thousands of ads
(hundreds of megabytes); hover and evaluation need the one ad under the cursor, so only that
ad's text is parsed. Which ad it is (job or slot) comes from its ``MyType``, which every ad
HTCondor writes has; the attributes a job ad has are the fallback, and they are not enough on
their own: a claimed slot's ad carries its job's ``JobUniverse`` and ``ClusterId`` too.
"""
from __future__ import annotations

from tree_sitter import Node

from ..classad.ad import ClassAd
from ..classad.ast import Literal
from ..classad.parser import parse_ads
from ..syntax.document import Document

#: syntax node types of one whole ad
AD_NODES = ("old_ad", "record", "classad")
#: attributes only a job ad has, for an ad without MyType
JOB_MARKERS = ("JobUniverse", "Cmd", "ClusterId", "ProcId", "RequestMemory", "JobStatus")
#: MyType values of the ads matched against jobs (the slot's side)
MACHINE_TYPES = frozenset({"machine", "slot", "startd", "startdprivate"})
#: a file this small is parsed whole when the ad under the cursor cannot be told apart
WHOLE_FILE_LIMIT = 256 * 1024


def ad_kind(ad: ClassAd) -> str:
    """``job`` or ``machine``: the side of the match an ad stands on."""
    my_type = ad.lookup("MyType")
    if isinstance(my_type, Literal) and isinstance(my_type.value, str):
        kind = my_type.value.lower()
        if kind == "job":
            return "job"
        if kind in MACHINE_TYPES:
            return "machine"
    return "job" if any(m in ad for m in JOB_MARKERS) else "machine"


def _parse(text: str) -> list[ClassAd]:
    try:
        return parse_ads(text)
    except Exception:  # the parser reports, never raises, but a hover must not fail either way
        return []


def _top(node: Node) -> Node:
    while node.parent is not None and node.parent.parent is not None:
        node = node.parent
    return node


def ad_at(document: Document, node: Node | None) -> ClassAd | None:
    """The ad holding ``node`` (the file's first ad for None), parsing only that ad's text when
    the syntax tree delimits it; a small file is parsed whole otherwise."""
    root = document.tree.root_node
    if node is None:
        node = next((n for n in root.named_children if n.type in AD_NODES), None)
    top = _top(node) if node is not None else None
    if top is not None and top.type in AD_NODES:
        ads = _parse(document.source[top.start_byte:top.end_byte].decode("utf-8", "replace"))
        if len(ads) == 1:
            return ads[0]
    if len(document.source) > WHOLE_FILE_LIMIT:
        return None
    ads = _parse(document.text)
    if len(ads) <= 1 or top is None:
        return ads[0] if ads else None
    ad_nodes = [n for n in root.named_children if n.type in AD_NODES]
    for index, candidate in enumerate(ad_nodes):
        if candidate.start_byte == top.start_byte and index < len(ads):
            return ads[index]
    return ads[0]


__all__ = ["AD_NODES", "JOB_MARKERS", "ad_at", "ad_kind"]
