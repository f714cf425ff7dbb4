"""Grammar-independent node helpers, checked on the ClassAd grammar's error recovery."""
from __future__ import annotations

from condor_ls.syntax.document import Document
from condor_ls.syntax.nodes import (
    ancestors, find_nodes, first_leaf, format_tree, node_at, node_text, problem_nodes, walk, walk_with_depth,
)


def test_walk_visits_every_node_in_order_without_recursion() -> None:
    deep = "(" * 3000 + "1" + ")" * 3000  # deeper than Python's default recursion limit
    doc = Document.parse("u", "classad", deep)
    nodes = list(walk(doc.tree))
    assert len(nodes) == doc.tree.root_node.descendant_count
    starts = [n.start_byte for n in nodes]
    assert starts == sorted(starts)
    assert max(depth for _n, depth, _f in walk_with_depth(doc.tree)) > 3000
    assert format_tree(doc.tree).count("\n") > 3000


def test_node_at_and_ancestors() -> None:
    text = "[ alpha = 1 + beta ]"
    doc = Document.parse("u", "classad", text)
    node = node_at(doc.tree, text.index("beta") + 1)
    assert node_text(node, doc.source) == "beta"
    assert doc.tree.root_node in list(ancestors(node))
    assert node_at(doc.tree, 10_000).end_byte == len(text)


def test_problem_nodes_report_outermost_errors_in_range() -> None:
    text = "[ a = (1 + ; b = 2 ]"
    doc = Document.parse("u", "classad", text)
    problems = list(problem_nodes(doc.tree))
    assert problems, format_tree(doc.tree)
    assert all(p.is_error or p.is_missing for p in problems)
    assert not any(p2 is not p1 and p1.start_byte <= p2.start_byte and p2.end_byte <= p1.end_byte
                   and p1.is_error for p1 in problems for p2 in problems if p1.id != p2.id)
    assert list(problem_nodes(doc.tree, 19, 20)) == []
    assert list(problem_nodes(Document.parse("u", "classad", "[ a = 1 ]").tree)) == []


def test_missing_tokens_are_found_and_printed() -> None:
    doc = Document.parse("u", "classad", "f(1, 2")
    problems = list(problem_nodes(doc.tree))
    assert problems
    printed = format_tree(doc.tree)
    assert ("MISSING" in printed) == any(p.is_missing for p in problems)
    assert first_leaf(doc.tree.root_node).start_byte == 0


def test_format_tree_style() -> None:
    doc = Document.parse("u", "classad", "[ a = 1 ]")
    lines = format_tree(doc.tree).splitlines()
    assert lines[0].startswith("(source_file [0, 0] - [0, 9]")
    assert all(line.startswith("  ") for line in lines[1:])
    assert format_tree(doc.tree).count("(") == format_tree(doc.tree).count(")")


def test_find_nodes_by_type_in_order_and_range() -> None:
    text = "[ a = 1; b = 2; c = 3 ]"
    doc = Document.parse("u", "classad", text)
    every = [n for n in walk(doc.tree) if n.type == "identifier"]
    assert every, format_tree(doc.tree)
    found = find_nodes(doc.tree, ("identifier", "no_such_node_type"))
    assert [node_text(n, doc.source) for n in found] == [node_text(n, doc.source) for n in every]
    assert [node_text(n, doc.source) for n in find_nodes(doc.tree, ("identifier",), 7, 14)] == ["b"]
    assert find_nodes(doc.tree, ("no_such_node_type",)) == []
