"""A small DAG tree for the editor-feature tests: a diamond with an inline description, a
splice in its own directory, an include, scripts, VARS (for one node and ALL_NODES), a
category, and the submit files the nodes run."""
from __future__ import annotations

from pathlib import Path

from condor_ls.analysis.model import Location, TextEdit
from condor_ls.syntax.document import Document
from condor_ls.syntax.languages import LanguageId

from dag_support import write

MAIN = """\
# a diamond
JOB A a.sub
JOB B b.sub DIR bdir
JOB C a.sub
JOB D {
  executable = /bin/true
  queue
}
SPLICE S side.dag DIR side
PARENT A CHILD B C
PARENT B C CHILD D
PARENT D CHILD S
VARS A seed="1" name="alpha"
VARS ALL_NODES common="x"
RETRY B 3 UNLESS-EXIT 2
SCRIPT PRE A pre.sh $JOB
INCLUDE more.dag
CATEGORY A heavy
MAXJOBS heavy 2
"""
MORE = "JOB E a.sub\nPARENT A CHILD E\nVARS E APPEND seed=\"5\"\n"
SIDE = 'JOB X x.sub\nJOB Y x.sub\nPARENT X CHILD Y\nVARS Y v="1"\n'

FILES = {
    "main.dag": MAIN,
    "more.dag": MORE,
    "a.sub": "executable = /bin/echo\narguments = $(seed) $(name) $(common)\nqueue\n",
    "bdir/b.sub": "executable = /bin/true\nqueue\n",
    "pre.sh": "#!/bin/sh\n",
    "side/side.dag": SIDE,
    "side/x.sub": "executable = /bin/true\narguments = $(v) $(w)\nqueue\n",
}


def tree(root: Path, changes: dict[str, str] | None = None) -> Path:
    """Write the tree (``changes`` replace or add files, by relative name)."""
    files = dict(FILES)
    files.update(changes or {})
    write(root, files)
    return root


def document(path: Path, language: LanguageId = LanguageId.DAG, text: str | None = None) -> Document:
    return Document.parse(path.as_uri(), language, path.read_text() if text is None else text)


def at(text: str, needle: str, plus: int = 0, nth: int = 0) -> int:
    """The byte offset of the ``nth`` occurrence of ``needle`` (plus ``plus`` bytes)."""
    index = -1
    for _ in range(nth + 1):
        index = text.index(needle, index + 1)
    return len(text[:index].encode()) + plus


def spots(found: list[Location], root: Path) -> list[tuple[str, str]]:
    """(file relative to ``root``, the text the location covers) per location."""
    out = []
    for location in found:
        path = Path(location.uri[len("file://"):])
        data = path.read_bytes()
        out.append((str(path.relative_to(root)), data[location.range.start:location.range.end].decode()))
    return out


def apply(edits: tuple[TextEdit, ...], root: Path) -> None:
    """Write the edits into the files (back to front per file)."""
    by_file: dict[str, list[TextEdit]] = {}
    for edit in edits:
        by_file.setdefault(edit.uri, []).append(edit)
    for uri, found in by_file.items():
        path = Path(uri[len("file://"):])
        data = path.read_bytes()
        for edit in sorted(found, key=lambda e: e.range.start, reverse=True):
            data = data[:edit.range.start] + edit.new_text.encode() + data[edit.range.end:]
        path.write_bytes(data)
