"""A small syntax tree for generated inputs: it renders to text and can be shrunk.

Generators build cases out of :class:`Node`s rather than strings so that a failing case can be
minimised structurally (a sub-expression replaced by one of its parts, a list item or an ad
attribute dropped) instead of by cutting characters, which would mostly produce text that does
not parse. The tree knows nothing about ClassAds or configs: a node is text before, between and
after its children, plus whether children may be removed (lists, calls, records, ads, knob sets).
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Iterator


@dataclass(eq=False)
class Node:
    """``head`` + ``sep``.join(children) + ``tail``.

    ``kind`` names what the node is (``lit``, ``ref``, ``bin``, ``call``, ``list``, ``attr``,
    ``ad``, ``knob``...); ``variadic`` says children may be dropped one by one without breaking
    the syntax; ``expr`` says the node stands for an expression, so it may be replaced by one of
    its expression descendants or by a plain leaf while shrinking.
    """

    kind: str
    head: str = ""
    children: list["Node"] = field(default_factory=list)
    sep: str = ""
    tail: str = ""
    variadic: bool = False
    expr: bool = True

    def render(self) -> str:
        out: list[str] = []
        self._render_into(out)
        return "".join(out)

    def _render_into(self, out: list[str]) -> None:
        # an explicit stack: deep trees must not hit Python's recursion limit
        stack: list[object] = [self]
        while stack:
            item = stack.pop()
            if isinstance(item, str):
                out.append(item)
                continue
            node = item  # type: ignore[assignment]
            assert isinstance(node, Node)
            out.append(node.head)
            if node.tail:
                stack.append(node.tail)
            for i in range(len(node.children) - 1, -1, -1):
                stack.append(node.children[i])
                if i and node.sep:
                    stack.append(node.sep)

    def size(self) -> int:
        return sum(1 for _ in self.walk())

    def walk(self) -> Iterator["Node"]:
        stack = [self]
        while stack:
            n = stack.pop()
            yield n
            stack.extend(reversed(n.children))

    def copy(self) -> "Node":
        return Node(self.kind, self.head, [c.copy() for c in self.children], self.sep, self.tail,
                    self.variadic, self.expr)

    def to_json(self) -> list:
        """A compact JSON form (kind, head, children, sep, tail, flags) for saved findings."""
        return [self.kind, self.head, [c.to_json() for c in self.children], self.sep, self.tail,
                int(self.variadic) | (2 if self.expr else 0)]

    @staticmethod
    def from_json(data: list) -> "Node":
        kind, head, children, sep, tail, flags = data
        return Node(kind, head, [Node.from_json(c) for c in children], sep, tail, bool(flags & 1), bool(flags & 2))


def leaf(kind: str, text: str) -> Node:
    return Node(kind, text)


def replace_at(root: Node, path: tuple[int, ...], new: Node | None) -> Node:
    """A copy of ``root`` with the node at ``path`` replaced by ``new`` (or removed when None;
    only children of a variadic node may be removed)."""
    if not path:
        assert new is not None
        return new
    top = Node(root.kind, root.head, list(root.children), root.sep, root.tail, root.variadic, root.expr)
    i = path[0]
    if len(path) == 1:
        if new is None:
            del top.children[i]
        else:
            top.children[i] = new
        return top
    top.children[i] = replace_at(root.children[i], path[1:], new)
    return top


def paths(root: Node) -> Iterator[tuple[tuple[int, ...], Node]]:
    """Every node with its path, outermost first (so big cuts are tried before small ones)."""
    queue: list[tuple[tuple[int, ...], Node]] = [((), root)]
    while queue:
        nxt: list[tuple[tuple[int, ...], Node]] = []
        for path, node in queue:
            yield path, node
            for i, c in enumerate(node.children):
                nxt.append((path + (i,), c))
        queue = nxt
