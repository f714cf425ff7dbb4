"""The import test every editor client runs before handing a Python buffer to condor-ls is the
server's own: the shared table of lines (tests/fixtures/python/import-lines.json), which the VS
Code, Neovim and Emacs tests check their clients against, must hold for the server's
``IMPORT_LINE`` too, and the expression printed in docs/python.md must be that one."""
from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from condor_ls.python.chunks import IMPORT_LINE, imports_bindings

ROOT = Path(__file__).resolve().parent.parent
TABLE = json.loads((ROOT / "tests" / "fixtures" / "python" / "import-lines.json").read_text(encoding="utf-8"))["cases"]


@pytest.mark.parametrize("case", TABLE, ids=[repr(c["text"])[:40] for c in TABLE])
def test_the_server_answers_as_the_table_says(case: dict[str, object]) -> None:
    assert imports_bindings(str(case["text"])) is case["imports"]


def test_the_table_covers_both_answers_and_the_ascii_clients_differences() -> None:
    answers = [c["imports"] for c in TABLE]
    assert answers.count(True) >= 15 and answers.count(False) >= 15
    loose = [c for c in TABLE if c.get("asciiLoose")]
    # the looser clients differ only where a character outside ASCII touches a module name
    assert loose and all(not c["imports"] and not str(c["text"]).isascii() for c in loose)


def test_docs_show_the_servers_expression() -> None:
    docs = (ROOT / "docs" / "python.md").read_text(encoding="utf-8")
    shown = re.search(r"```\n(\^\[ \\t\]\*.*)\n```", docs)
    assert shown is not None and shown.group(1) == IMPORT_LINE.pattern
