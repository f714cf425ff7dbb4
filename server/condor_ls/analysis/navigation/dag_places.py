"""What is written where in the files of a DAG: the names (the model's references) and the
words that name files, indexed by file and offset for the editor features.

A file the DAG reads twice (one DAG spliced under two names) has two nodes for each of its node
lines; both are found at the place, and their files may be looked up in two directories (each
splice's DIR), so a place can stand for several things.
"""
from __future__ import annotations

import os
import threading
import weakref
from bisect import bisect_right
from collections.abc import Iterable
from dataclasses import dataclass

from ...dag import Cmd, Dag, Description, Node, NodeKind, Reference, RefKind, Span


@dataclass(frozen=True)
class FileWord:
    """A word naming a file: where it is written, as written, and where condor_dagman looks it
    up (several places when the file holding it is read more than once). ``role`` is
    ``submit`` (a node's submit file), ``description`` (a node's SUBMIT-DESCRIPTION name),
    ``dag`` (a SUBDAG's or SPLICE's DAG file), ``include``, ``config``, ``output`` (DOT,
    NODE_STATUS_FILE, JOBSTATE_LOG), ``header`` (DOT's INCLUDE) or ``script``."""

    span: Span
    role: str
    cmd: Cmd
    written: str
    paths: tuple[str, ...] = ()
    description: Description | None = None


class Places:
    """The names and file words of one :class:`Dag`, by file, sorted by offset."""

    def __init__(self, dag: Dag) -> None:
        # weakly: the index lives in a WeakKeyDictionary under its DAG, which a strong reference
        # from the value would keep alive forever
        self._dag = weakref.ref(dag)
        # sorted by (start, position in the DAG's list): the same order as a stable sort by start,
        # with no span made per name (this index is made again for each version of a buffer)
        by_file: dict[str, list[tuple[int, int, Reference]]] = {}
        by_target: dict[int, list[Reference]] = {}
        for number, reference in enumerate(dag.references):
            path, start = reference.path_start()
            found = by_file.get(path)
            if found is None:
                found = by_file[path] = []
            found.append((start, number, reference))
            target = reference.target
            if target is not None:
                listed = by_target.get(id(target))
                if listed is None:
                    by_target[id(target)] = [reference]
                else:
                    listed.append(reference)
        self._by_target = by_target
        self._names: dict[str, list[Reference]] = {}
        self._name_starts: dict[str, list[int]] = {}
        for path, entries in by_file.items():
            entries.sort()
            self._names[path] = [entry[2] for entry in entries]
            self._name_starts[path] = [entry[0] for entry in entries]
        self._words: dict[str, list[FileWord]] | None = None
        self._word_starts: dict[str, list[int]] = {}
        self._lock = threading.Lock()

    def _file_words(self) -> dict[str, list[FileWord]]:
        """The file words, found when first asked for (hover on a name never needs them)."""
        with self._lock:
            if self._words is None:
                dag = self._dag()
                words = _file_words(dag) if dag is not None else {}
                self._word_starts = {path: [w.span.start for w in found] for path, found in words.items()}
                self._words = words
            return self._words

    # ------------------------------------------------------------------ lookups
    def names_at(self, path: str, offset: int) -> list[Reference]:
        """The references written at ``offset`` of ``path`` (its end counts: a cursor just after
        a name is on it); several when the file is read more than once."""
        return _at(self._names.get(path, []), self._name_starts.get(path, []), offset, lambda r: r.span)

    def word_at(self, path: str, offset: int) -> FileWord | None:
        words = self._file_words()
        found = _at(words.get(path, []), self._word_starts.get(path, []), offset, lambda w: w.span)
        return found[0] if found else None

    def references(self, targets: Iterable[object]) -> list[Reference]:
        """Every reference to any of ``targets``, once per place, in file and offset order."""
        seen: set[Span] = set()
        out: list[Reference] = []
        for target in targets:
            for reference in self._by_target.get(id(target), []):
                if reference.span not in seen:
                    seen.add(reference.span)
                    out.append(reference)
        out.sort(key=lambda r: (r.span.path, r.span.start))
        return out

    def names_in(self, path: str) -> list[Reference]:
        return list(self._names.get(path, []))

    def words_in(self, path: str) -> list[FileWord]:
        return list(self._file_words().get(path, []))


def _at(items: list, starts: list[int], offset: int, span_of) -> list:  # type: ignore[no-untyped-def]
    index = bisect_right(starts, offset) - 1
    if index < 0:
        return []
    first = span_of(items[index])
    if not first.start <= offset <= first.end:
        return []
    while index > 0 and span_of(items[index - 1]).start == first.start:
        index -= 1
    out = []
    while index < len(items) and span_of(items[index]).start == first.start:
        out.append(items[index])
        index += 1
    return out


# ---------------------------------------------------------------------- file words
def _file_words(dag: Dag) -> dict[str, list[FileWord]]:
    words: dict[Span, FileWord] = {}

    def add(word: FileWord) -> None:
        old = words.get(word.span)
        if old is None:
            words[word.span] = word
        elif word.paths:
            paths = tuple(dict.fromkeys(old.paths + word.paths))
            words[word.span] = FileWord(old.span, old.role, old.cmd, old.written, paths, old.description)

    for node in _defined_nodes(dag):
        _node_words(dag, node, add)
    statements = {(path, st.start): st for path, st in dag.statements if st.cmd is Cmd.SPLICE} if dag.splices else {}
    for splice in dag.splices:
        statement = statements.get((splice.file, splice.statement.start))
        token = getattr(statement, "dag", None)
        if token is not None:
            add(FileWord(Span(splice.file, token.start, token.end), "dag", Cmd.SPLICE, token.text, (splice.dag_path,)))
    roles = {Cmd.INCLUDE: "include", Cmd.CONFIG: "config"}
    for use in dag.files_used:
        add(FileWord(use.span, roles.get(use.cmd, "output"), use.cmd, use.written, (use.path,)))
    if dag.dot_include is not None:
        use = dag.dot_include
        add(FileWord(use.span, "header", use.cmd, use.written, (use.path,)))
    _script_words(dag, add)
    out: dict[str, list[FileWord]] = {}
    for word in words.values():
        out.setdefault(word.span.path, []).append(word)
    for found in out.values():
        found.sort(key=lambda w: w.span.start)
    return out


def _defined_nodes(dag: Dag) -> Iterable[Node]:
    """Every node a file defines (nodes of a file read twice included), join nodes left out."""
    seen: set[int] = set()
    for reference in dag.references:
        target = reference.target
        if reference.definition and isinstance(target, Node) and id(target) not in seen:
            seen.add(id(target))
            yield target


def _node_words(dag: Dag, node: Node, add) -> None:  # type: ignore[no-untyped-def]
    span = node.submit_span
    if span is None or node.submit is None or node.kind is NodeKind.JOIN:
        return
    cmd = Cmd(node.kind.value) if node.kind is not NodeKind.SUBDAG else Cmd.SUBDAG
    if node.kind is not NodeKind.SUBDAG and node.submit in dag.descriptions:
        add(FileWord(span, "description", cmd, node.submit, (), dag.descriptions[node.submit]))
        return
    path = dag.submit_path(node)
    role = "dag" if node.kind is NodeKind.SUBDAG else "submit"
    add(FileWord(span, role, cmd, node.submit, (path,) if path else ()))


def _script_words(dag: Dag, add) -> None:  # type: ignore[no-untyped-def]
    """The script of each SCRIPT line, looked up from the directory of each node it is given to
    (condor_dagman runs a node's scripts in the node's directory)."""
    directories: dict[Span, dict[str, None]] = {}
    scripts = {}
    for node in dag.nodes.values():
        for script in node.scripts.values():
            scripts.setdefault(script.span, script)
            directories.setdefault(script.span, {})[dag.node_cwd(node)] = None
    for span, script in scripts.items():
        executable = script.executable
        if not executable:
            continue
        start = script.command_span.start
        where = Span(span.path, start, start + len(executable.encode("utf-8", "surrogatepass")))
        paths = tuple(os.path.normpath(os.path.join(folder, executable)) for folder in directories[span])
        add(FileWord(where, "script", Cmd.SCRIPT, executable, paths))


# ---------------------------------------------------------------------- cache
_places: weakref.WeakKeyDictionary[Dag, Places] = weakref.WeakKeyDictionary()
_lock = threading.Lock()


def places(dag: Dag) -> Places:
    """The index of ``dag`` (built once per DAG value)."""
    with _lock:
        found = _places.get(dag)
    if found is None:
        found = Places(dag)
        with _lock:
            _places[dag] = found
    return found


def node_targets(references: Iterable[Reference]) -> list[Node]:
    return [r.target for r in references if r.kind is RefKind.NODE and isinstance(r.target, Node)]
