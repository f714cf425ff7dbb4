"""Code that is meant to fail: where a script expects the bindings to refuse what it hands them.

Test suites hand the bindings malformed input on purpose, and say so in the code:
``with pytest.raises(...)``, ``self.assertRaises(E, f, ...)``, a ``try`` body that ends with
``assert False`` (or ``self.fail(...)``, ``pytest.fail(...)``, ``raise AssertionError``), or a
result compared with ``classad.Value.Error``. A finding about a string in such a place says
what the test already knows; reporting it would fail the CI run of a correct test suite.

The same scripts may register Python functions with the ClassAd language
(``classad.register(fn, name=None)`` in the version-1 bindings), which expressions then call by
that name: those names are not unknown functions.
"""
from __future__ import annotations

import ast
from collections.abc import Callable, Iterator
from typing import Any

#: context managers and methods that expect an exception (the last part of the called name)
_RAISES = frozenset({"raises", "assertRaises", "assertRaisesRegex", "assertRaisesRegexp", "failUnlessRaises"})
#: calls that fail a test, ending a ``try`` body that must not get that far
_FAILS = frozenset({"fail"})
#: methods that compare an outcome with an expected value
_EQUALS = frozenset({"assertEqual", "assertEquals", "assertIs", "failUnlessEqual"})

#: character offset in the script of a node's start (or end)
Offset = Callable[[Any, bool], "int | None"]


def _called_name(node: Any) -> str | None:
    func = node.func if isinstance(node, ast.Call) else None
    if isinstance(func, ast.Attribute):
        return func.attr
    if isinstance(func, ast.Name):
        return func.id
    return None


def _is_value_error(node: Any) -> bool:
    """``classad.Value.Error`` (``Value.Error``, ``classad2.Value.Error``)."""
    return (isinstance(node, ast.Attribute) and node.attr == "Error" and
            ((isinstance(node.value, ast.Attribute) and node.value.attr == "Value") or
             (isinstance(node.value, ast.Name) and node.value.id == "Value")))


def _ends_in_failure(body: list[Any]) -> bool:
    if not body:
        return False
    last = body[-1]
    if isinstance(last, ast.Assert):
        return isinstance(last.test, ast.Constant) and not last.test.value
    if isinstance(last, ast.Raise):
        exc = last.exc.func if isinstance(last.exc, ast.Call) else last.exc
        return isinstance(exc, ast.Name) and exc.id == "AssertionError"
    return isinstance(last, ast.Expr) and _called_name(last.value) in _FAILS


def expected_failures(module: Any, offset: Offset) -> Iterator[tuple[int, int]]:
    """Character spans of the script, within ``module``, where a failure is expected."""

    def span(first: Any, last: Any) -> tuple[int, int] | None:
        start, end = offset(first, False), offset(last, True)
        return (start, end) if start is not None and end is not None and start <= end else None

    for node in ast.walk(module):
        found: tuple[int, int] | None = None
        if isinstance(node, (ast.With, ast.AsyncWith)):
            if node.body and any(_called_name(item.context_expr) in _RAISES for item in node.items):
                found = span(node.body[0], node.body[-1])
        elif isinstance(node, ast.Try):
            if node.handlers and _ends_in_failure(node.body):
                found = span(node.body[0], node.body[-1])
        elif isinstance(node, ast.Call):
            name = _called_name(node)
            if name in _RAISES and len(node.args) >= 2:
                found = span(node.args[1], node.args[-1])  # raises(E, callable, *args)
            elif name in _EQUALS and len(node.args) >= 2:
                first, second = node.args[0], node.args[1]
                if _is_value_error(second):
                    found = span(first, first)
                elif _is_value_error(first):
                    found = span(second, second)
        elif isinstance(node, ast.Compare) and len(node.ops) == 1 and \
                isinstance(node.ops[0], (ast.Eq, ast.Is)):
            left, right = node.left, node.comparators[0]
            if _is_value_error(right):
                found = span(left, left)
            elif _is_value_error(left):
                found = span(right, right)
        if found is not None:
            yield found


def registered_name(call: Any) -> str | None:
    """The name ``classad.register(function, name=None)`` gives a function in the ClassAd
    language: the ``name`` argument when it is a literal, else the function's own name."""
    name: Any = call.args[1] if len(call.args) >= 2 else None
    for keyword in call.keywords:
        if keyword.arg == "name":
            name = keyword.value
    if isinstance(name, ast.Constant) and isinstance(name.value, str):
        return name.value
    if name is not None and not (isinstance(name, ast.Constant) and name.value is None):
        return None  # computed at run time
    function = call.args[0] if call.args else None
    if isinstance(function, ast.Name):
        return function.id
    if isinstance(function, ast.Attribute):
        return function.attr
    return None


__all__ = ["expected_failures", "registered_name"]
