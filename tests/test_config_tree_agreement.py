"""The config reader and the condor_config grammar agree on where assignments are.

The reader follows HTCondor's line rules itself (its values must match HTCondor exactly); the
editor features work on the tree.  Both must put every assignment's name at the same place,
or hover and go-to-definition would point at the wrong text.
"""
from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from condor_ls.config import Kind, load_config
from condor_ls.syntax.languages import LanguageId, parser

REPO = Path(__file__).parents[1]

TRICKY = (
    "A = 1\n  B = two \\\n   lines\nif defined A\n C = $(A) \\\n# comment \\\n  more\n:I = old\nelse\n D = x\nendif\n"
    "E @=end\n  raw\n# dropped\n@end\n[section]\nF : colon\nG += plus\nH +,= comma\n"
    "include ifexist : nowhere\nJ=tight\n"
)


def tree_keys(text: str) -> set[tuple[int, int]]:
    tree = parser(LanguageId.CONFIG).parse(text.encode())
    keys: set[tuple[int, int]] = set()
    stack = [tree.root_node]
    while stack:
        node = stack.pop()
        if node.type in ("assignment", "heredoc_assignment"):
            key = node.child_by_field_name("key")
            if key is not None:
                keys.add((key.start_point[0], key.start_point[1]))
        stack.extend(node.children)
    return keys


def reader_keys(cs, file: str) -> set[tuple[int, int]]:
    return {(d.origin.line, d.origin.col) for d in cs.all_definitions(file) if d.kind is Kind.CONFIG}


def test_tricky_lines(tmp_path: Path) -> None:
    root = tmp_path / "condor_config"
    root.write_text(TRICKY)
    cs = load_config(str(root), environ={}, cwd=str(tmp_path))
    assert not cs.fatal
    # the tree has every branch; the reader only what the conditions enable (D is in the else)
    assert tree_keys(TRICKY) - reader_keys(cs, str(root)) == {(9, 1)}
    assert reader_keys(cs, str(root)) <= tree_keys(TRICKY)


@pytest.mark.parametrize("source", ["examples", "tests/fixtures/configs/pool"])
def test_repository_config_sets(tmp_path: Path, source: str) -> None:
    if not (REPO / source / "condor_config").exists():
        pytest.skip(f"{source} is not in this checkout")
    shutil.copytree(REPO / source, tmp_path, dirs_exist_ok=True)
    root = tmp_path / "condor_config"
    root.write_text(f"ETC = {tmp_path}\n" + root.read_text())
    cs = load_config(str(root), environ={}, cwd=str(tmp_path))
    assert len(cs.files) > 1
    for file in cs.files:
        assert reader_keys(cs, file) == tree_keys(Path(file).read_text()), file
