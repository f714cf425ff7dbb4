"""A DAG brought up to date after edits equals the same DAG read from scratch.

An open buffer's next version is read from its last one where the edit fell (``reader.derive``),
and the DAG model is updated by processing again only the commands the edit touched and those
that name the nodes it changed (``condor_ls.dag.incremental``). These tests edit DAGs at random,
as ``test_config_block_replay.py`` does for configs, and compare every version with a build
from scratch: the same statements, problems, references, nodes and dependencies.
"""
from __future__ import annotations

import os
import random
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from condor_ls.dag import DiskFiles, incremental, load_dag, reader
from condor_ls.dag.checks import Checks
from condor_ls.dag.process import Builder
from condor_ls.syntax.document import Document
from condor_ls.syntax.languages import LanguageId

import dag_random
from dag_support import snapshot, write


def _edit_document(document: Document, text: str) -> Document:
    """The next version of ``document``, with ``text``, through one ranged change (as an editor
    sends it): the stretch between the common start and end of the two texts replaced."""
    old = document.text
    start = 0
    limit = min(len(old), len(text))
    while start < limit and old[start] == text[start]:
        start += 1
    end = 0
    while end < limit - start and old[len(old) - 1 - end] == text[len(text) - 1 - end]:
        end += 1
    index = document.line_index

    def position(offset: int) -> dict[str, int]:
        line, character = index.offset_to_position(len(old[:offset].encode("utf-8")))
        return {"line": line, "character": character}

    change = {"range": {"start": position(start), "end": position(len(old) - end)},
              "text": text[start:len(text) - end]}
    return document.apply_changes([change], document.version + 1)


@pytest.mark.parametrize("seed", range(40))
def test_a_buffer_read_from_its_last_version_equals_a_fresh_read(seed: int) -> None:
    rng = random.Random(seed)
    path = f"/edited/{seed}.dag"
    text = dag_random.text(rng, rng.randint(1, 30))
    document = Document.parse("file://" + path, LanguageId.DAG, text)
    reader.read_document(document, path)
    derived = 0
    for _ in range(60):
        text = dag_random.edit(rng, text)
        before = reader._latest.get(path)
        document = _edit_document(document, text)
        kept = reader.read_document(document, path)
        if before is not None and not before.has_error and not document.tree.root_node.has_error:
            # read from the last version: the lines before and after the edit are the same objects
            assert kept.kept(before) is not None
            head, tail = kept.kept(before)
            assert kept.lines[:head] == before.lines[:head]
            assert tail == 0 or kept.lines[-tail:] == before.lines[-tail:]
            derived += 1
        fresh = reader.read_tree(path, text, document.source, Document.parse("file://" + path, LanguageId.DAG,
                                                                             text).tree)
        assert [(line.start, line.kind, repr(line.statement)) for line in kept.lines] == [
            (line.start, line.kind, repr(line.statement)) for line in fresh.lines]
        assert [repr(s) for s in kept.statements] == [repr(s) for s in fresh.statements]
    assert derived > 10


class _Buffer:
    """Files with one open buffer (read from its last version) and the rest from disk."""

    def __init__(self, path: str, document: Document) -> None:
        self.path = path
        self.document = document

    def dag_file(self, path: str) -> reader.DagFile | None:
        if path == self.path:
            return reader.read_document(self.document, path)
        return DiskFiles().dag_file(path)

    def exists(self, path: str) -> bool:
        return os.path.exists(path)

    def is_dir(self, path: str) -> bool:
        return os.path.isdir(path)


class _Scratch(_Buffer):
    """The same files, the buffer read from scratch."""

    def dag_file(self, path: str) -> reader.DagFile | None:
        if path == self.path:
            text = self.document.text
            return reader.read_tree(path, text, self.document.source,
                                    Document.parse("file://" + path, LanguageId.DAG, text).tree)
        return DiskFiles().dag_file(path)


def _scratch(main: str, files: _Scratch) -> dict[str, object]:
    builder = Builder(main, files)
    dag = builder.run(files.dag_file(main) if files.path == main else None)
    dag.problems.extend(Checks().run(dag, files, None))
    return snapshot(dag)


def _compare(kept: dict[str, object], fresh: dict[str, object], context: str) -> None:
    for key in fresh:
        if kept[key] != fresh[key]:
            a, b = kept[key], fresh[key]
            if isinstance(a, list) and isinstance(b, list):
                for i, (x, y) in enumerate(zip(a, b)):
                    assert x == y, f"{context}: {key}[{i}] differs"
                assert len(a) == len(b), f"{context}: {key} lengths differ"
            assert a == b, f"{context}: {key} differs"


def _edits(tmp_path: Path, files: dict[str, str], edited: str, steps: int, rng: random.Random, edit) -> int:
    """Edit one file of the tree ``steps`` times; after each edit, the DAG loaded through an open
    buffer (kept and updated) equals the DAG built from scratch. The number of updates."""
    write(tmp_path, files)
    path = str(tmp_path / edited)
    main = str(tmp_path / "main.dag")
    text = files[edited]
    document = Document.parse(Path(path).as_uri(), LanguageId.DAG, text)
    before = incremental.counts["updated"]
    for step in range(steps):
        if step:
            text = edit(rng, text)
            document = _edit_document(document, text)
        dag = load_dag(main, _Buffer(path, document), _Buffer(path, document).dag_file(main))
        _compare(snapshot(dag), _scratch(main, _Scratch(path, document)), f"step {step} of {edited}")
    faults = {why: count for why, count in incremental.reasons.items() if why.startswith("error")}
    assert not faults, faults  # an update that failed was built from scratch: still a bug
    return incremental.counts["updated"] - before


def test_an_update_that_fails_is_built_from_scratch(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A fault in an update (a bug) costs a build from scratch, never a failed analysis, and the
    half-changed build is not kept."""
    files = dag_random.workflow(random.Random(1), 12)
    write(tmp_path, files)
    main = str(tmp_path / "main.dag")
    document = Document.parse(Path(main).as_uri(), LanguageId.DAG, files["main.dag"])
    load_dag(main, _Buffer(main, document), _Buffer(main, document).dag_file(main))

    def broken(self: object) -> None:
        raise RuntimeError("a bug")

    monkeypatch.setattr(incremental._Updater, "apply", broken)
    text = files["main.dag"].replace('x="3"', 'x="33"')
    document = _edit_document(document, text)
    built = incremental.counts["built"]
    dag = load_dag(main, _Buffer(main, document), _Buffer(main, document).dag_file(main))
    assert incremental.counts["built"] == built + 1
    assert incremental.reasons.pop("error: RuntimeError") >= 1
    _compare(snapshot(dag), _scratch(main, _Scratch(main, document)), "after the failed update")


@pytest.mark.parametrize("seed", range(60))
def test_a_dag_updated_after_random_edits_equals_a_build_from_scratch(tmp_path: Path, seed: int) -> None:
    """Every command, right and wrong: duplicates, undefined names, cycles, joins, splices,
    ALL_NODES, categories, inline descriptions (most of it built from scratch)."""
    rng = random.Random(seed)
    files = dag_random.tree(rng)
    _edits(tmp_path, files, rng.choice(["main.dag", "main.dag", "inc.dag"]), 40, rng, dag_random.edit)


@pytest.mark.parametrize("seed", range(30))
def test_a_workflow_updated_while_typing_equals_a_build_from_scratch(tmp_path: Path, seed: int) -> None:
    """A generated workflow (a splice, an include, ALL_NODES lines, categories) typed into:
    node names, VARS values, PARENT lines. Nearly every keystroke is an update."""
    rng = random.Random(seed)
    files = dag_random.workflow(rng, rng.randint(10, 60))
    edited = "inc.dag" if seed % 5 == 4 else "main.dag"
    updated = _edits(tmp_path, files, edited, 50, rng, dag_random.typing)
    assert updated >= 25, updated


def test_typing_leaves_no_error_node() -> None:
    """A tree with an error node is read whole (error recovery may reach beyond the edit), so the
    grammar keeps what typing leaves on the way in one statement: a VARS value glued to its name,
    a value without a name, a stray quoted word."""
    from condor_ls.syntax.languages import parser

    rng = random.Random(3)
    made = parser(LanguageId.DAG)
    for _ in range(60):
        text = dag_random.workflow(rng, 12)["main.dag"]
        for _ in range(30):
            text = dag_random.typing(rng, text)
            assert not made.parse(text.encode()).root_node.has_error, text


@settings(max_examples=40, deadline=None, suppress_health_check=list(HealthCheck))
@given(shape=st.sampled_from(["tree", "workflow"]), seed=st.integers(0, 10_000), size=st.integers(5, 40),
       in_include=st.booleans(), edits=st.lists(st.tuples(st.booleans(), st.integers(0, 10_000)), min_size=1,
                                                max_size=25))
def test_any_edits_of_any_dag_update_to_a_build_from_scratch(tmp_path_factory: Any, shape: str, seed: int, size: int,
                                                            in_include: bool, edits: list[tuple[bool, int]]) -> None:
    """Hypothesis draws the DAG (random commands of every kind, or a generated workflow) and a
    run of edits (a random statement added, removed or changed, or a keystroke), each step in
    the main file or the included one: after every step the updated model equals a fresh build."""
    rng = random.Random(seed)
    files = dag_random.tree(rng) if shape == "tree" else dag_random.workflow(rng, size)
    edited = "inc.dag" if in_include else "main.dag"
    steps = iter(edits)

    def edit(_rng: random.Random, text: str) -> str:
        typing, edit_seed = next(steps)
        made = random.Random(edit_seed)
        return dag_random.typing(made, text) if typing else dag_random.edit(made, text)

    _edits(tmp_path_factory.mktemp("dag"), files, edited, len(edits) + 1, rng, edit)
