"""Grammar-independent helpers over tree-sitter nodes.

Nothing here knows a node type of our grammars: code that needs a grammar's node names keeps
them in its own small tables. Every traversal uses a ``TreeCursor`` loop, never Python
recursion, so deeply nested input cannot exhaust the stack.
"""
from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from functools import lru_cache

from tree_sitter import Language, Node, Query, QueryCursor, Tree, TreeCursor


def _root(tree_or_node: Tree | Node) -> Node:
    return tree_or_node.root_node if isinstance(tree_or_node, Tree) else tree_or_node


def walk(tree_or_node: Tree | Node, named_only: bool = False) -> Iterator[Node]:
    """Every node below (and including) the start node, in document (pre-)order."""
    for node, _depth, _field in walk_with_depth(tree_or_node):
        if node.is_named or not named_only:
            yield node


def walk_with_depth(tree_or_node: Tree | Node, prune: object = None) -> Iterator[tuple[Node, int, str | None]]:
    """Pre-order (node, depth, field name) triples. ``prune`` is an optional predicate:
    children of a node for which it returns true are skipped."""
    cursor: TreeCursor = _root(tree_or_node).walk()
    depth = 0
    while True:
        node = cursor.node
        assert node is not None
        yield node, depth, cursor.field_name
        if not (prune is not None and prune(node)) and cursor.goto_first_child():  # type: ignore[operator]
            depth += 1
            continue
        while not cursor.goto_next_sibling():
            if depth == 0 or not cursor.goto_parent():
                return
            depth -= 1


def node_at(tree_or_node: Tree | Node, offset: int, named: bool = True) -> Node:
    """The smallest (named) node whose range contains byte ``offset``; at a boundary between
    two tokens, the one that starts there."""
    root = _root(tree_or_node)
    offset = min(max(offset, root.start_byte), root.end_byte)
    finder = root.named_descendant_for_byte_range if named else root.descendant_for_byte_range
    return finder(offset, offset) or root


def ancestors(node: Node) -> Iterator[Node]:
    """The node's parents, nearest first."""
    parent = node.parent
    while parent is not None:
        yield parent
        parent = parent.parent


def is_problem(node: Node) -> bool:
    return node.is_error or node.is_missing


def problem_nodes(tree_or_node: Tree | Node, start: int = 0, end: int | None = None) -> Iterator[Node]:
    """ERROR and MISSING nodes overlapping the byte range [start, end], outermost only (the
    inside of an ERROR is not searched again); subtrees without errors are skipped whole."""
    root = _root(tree_or_node)
    if not root.has_error:
        return
    stop = root.end_byte if end is None else end

    def prune(node: Node) -> bool:
        return (
            is_problem(node)
            or not node.has_error
            or node.end_byte < start
            or node.start_byte > stop
        )

    for node, _depth, _field in walk_with_depth(root, prune):
        if is_problem(node) and node.end_byte >= start and node.start_byte <= stop:
            yield node


@lru_cache(maxsize=64)
def _type_query(language: Language, types: tuple[str, ...]) -> Query | None:
    known = [t for t in types if language.id_for_node_kind(t, True) is not None]
    if not known:
        return None
    return Query(language, " ".join(f"({t}) @node" for t in known))


def find_nodes(tree: Tree, types: tuple[str, ...], start: int = 0, end: int | None = None) -> list[Node]:
    """All named nodes of the given types (in document order), found by a tree-sitter query in
    C rather than a Python walk. Types the tree's grammar does not have are ignored, so callers
    can list node names of several grammars at once."""
    query = _type_query(tree.language, tuple(types))
    if query is None:
        return []
    cursor = QueryCursor(query)
    cursor.set_byte_range(start, tree.root_node.end_byte if end is None else end)
    found = cursor.captures(tree.root_node).get("node", [])
    return sorted(found, key=lambda n: (n.start_byte, -n.end_byte))


def first_leaf(node: Node) -> Node:
    """The first token inside ``node`` (the node itself when it has no children)."""
    while node.child_count:
        child = node.child(0)
        if child is None:
            break
        node = child
    return node


def node_text(node: Node, source: bytes, limit: int = 40) -> str:
    """The node's source text, decoded leniently and cut to ``limit`` characters."""
    text = source[node.start_byte:node.end_byte].decode("utf-8", "replace")
    return text if len(text) <= limit else text[: limit - 1] + "…"


@dataclass(frozen=True)
class TreeFormat:
    """Options for :func:`format_tree`."""

    ranges: bool = True
    fields: bool = True
    indent: str = "  "


def _label(node: Node) -> str:
    if node.is_missing:
        return f"MISSING {node.type}" if node.is_named else f'MISSING "{node.type}"'
    return node.type


def format_tree(tree_or_node: Tree | Node, options: TreeFormat = TreeFormat()) -> str:
    """The tree as an indented S-expression in the style of ``tree-sitter parse``: named nodes
    plus MISSING tokens, each with its ``[row, column] - [row, column]`` range (byte columns)."""
    parts: list[str] = []
    open_depths: list[int] = []  # cursor depth of each visible, still-open node
    for node, depth, field in walk_with_depth(tree_or_node):
        while open_depths and open_depths[-1] >= depth:
            open_depths.pop()
            parts.append(")")
        if not (node.is_named or node.is_missing):
            continue
        if parts:
            parts.append("\n" + options.indent * len(open_depths))
        if field and options.fields:
            parts.append(f"{field}: ")
        parts.append(f"({_label(node)}")
        if options.ranges:
            (sr, sc), (er, ec) = node.start_point, node.end_point
            parts.append(f" [{sr}, {sc}] - [{er}, {ec}]")
        open_depths.append(depth)
    parts.append(")" * len(open_depths))
    return "".join(parts)
