"""Error recovery of the ClassAd grammar, as the runtime the server links parses it.

The tree-sitter CLI (0.22) recovers from these errors differently from the py-tree-sitter
runtime condor-ls uses, so the corpus only requires an error for them (``:error``) and the exact,
confined trees are asserted here: a broken old-syntax line must not swallow its neighbours.
"""
from __future__ import annotations

import re

import pytest

from condor_ls.syntax.languages import LanguageId, parser

CASES = {
    "broken line keeps the next": (
        "\na = 1\nb = 2 +\nc = 3\n\n",
        "(source_file (old_ad (old_attribute (identifier) (integer)) (ERROR (identifier) (integer))"
        " (old_attribute (identifier) (integer))))",
    ),
    "unclosed parenthesis ends with its line": (
        "\nA = 1\nRequirements = (Memory >\nB = 2\n\nC = 3\n",
        "(source_file (old_ad (old_attribute (identifier) (integer)) (ERROR (identifier)"
        " (attribute_reference (identifier))) (old_attribute (identifier) (integer)))"
        " (old_ad (old_attribute (identifier) (integer))))",
    ),
    "broken first line": (
        "\nx = (1 +\n\ny = 3\n",
        "(source_file (ERROR (identifier) (integer)) (old_ad (old_attribute (identifier) (integer))))",
    ),
    "unfinished selection": (
        "\nA = 1\nR = TARGET.\nB = 2\n",
        "(source_file (old_ad (old_attribute (identifier) (integer)) (ERROR (identifier)"
        " (attribute_reference (identifier))) (old_attribute (identifier) (integer))))",
    ),
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_broken_old_line_is_confined(name: str) -> None:
    text, expected = CASES[name]
    tree = parser(LanguageId.CLASSAD).parse(text.encode())
    without_fields = re.sub(r"\b\w+: ", "", str(tree.root_node))
    assert without_fields == expected
