"""Typing inside a continued line: every keystroke's findings equal a cold analysis's.

A line continued with a trailing ``\\`` stops being continued as soon as anything but blanks is
typed after the backslash (HTCondor's ``getline_implementation`` in ``config.cpp`` continues a
line only when, trailing blanks removed, it ends in ``\\``). The next physical line then stands
alone; when it holds no ``=`` or ``:``, ``Parse_macros`` gives up on it and the whole
configuration is refused (``process_config_source`` in ``condor_config.cpp`` exits), so nothing
after that line is read. The language server keeps, while a file is broken that way, what the
last set read to its end used (``Rounds.hold``, the held unit results of
``configview.units.looked_up_results``), so that mending the line finds the rest of the file's
results instead of computing them again.

These tests break and mend continued lines the way a user does (keys typed after the
backslash, other edits while the file is broken, keys deleted again, a backslash removed),
in one long file and in a fragment of a ``config.d`` set, and compare every finding after every
keystroke with those of a cold analysis of the same text. The cold results are computed first,
for every version, so that the warm session keeps its caches from its first keystroke to its
last (clearing them to compute a cold result in between would leave nothing to reuse).
"""
from __future__ import annotations

import random
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from condor_ls.analysis.configview import units as units_module
from condor_ls.analysis.configview import view as config_view_module
from condor_ls.analysis.context import AnalysisContext
from condor_ls.analysis.model import Diagnostic
from condor_ls.analysis.rules.registry import diagnostics
from condor_ls.analysis.settings import Settings
from condor_ls.config import lines as lines_module
from condor_ls.config import readcache
from condor_ls.config.readcache import ReadCache
from condor_ls.config.reader import load_config
from condor_ls.config.text import Origin, Run, SourceText
from condor_ls.lsp.store import DocumentStore
from condor_ls.rounds import release_pending
from condor_ls.syntax import regions
from condor_ls.syntax.document import Document, TextChange
from condor_ls.syntax.positions import Position


def generated(knobs: int, seed: int, prefix: str = "K", earlier: tuple[str, ...] = ()) -> str:
    """A config with many continued lines of every shape: onto a line that alone is no
    statement (breaking it stops the read), onto two lines, onto a line that alone is an
    assignment, with blanks after the backslash and a comment inside; values refer to earlier
    knobs (of ``earlier`` too) and now and then to later ones (which may refer back: cycles),
    and ``if defined`` tests both."""
    rng = random.Random(seed)
    names: list[str] = list(earlier[-6:])
    #: how deep each knob's references go: kept a few levels, as real values are (two
    #: references per value at every level would grow expansions exponentially)
    depth = dict.fromkeys(names, 1)
    out = [f"# generated {prefix}", f"{prefix}_BASE = /var/lib/condor"]
    for i in range(knobs):
        name = f"{prefix}{i}"
        shallow = [n for n in names[-10:] if depth[n] < 4]
        refs = rng.sample(shallow, min(len(shallow), 2))
        depth[name] = 1 + max((depth[r] for r in refs), default=0)
        if rng.random() < 0.15:
            refs.append(f"{prefix}{i + rng.randint(1, 8)}")  # defined later, maybe after a break
        value = " ".join([f"$({r})" for r in refs] + [f"w{rng.randint(0, 9)}"])
        last = refs[-1] if refs else f"{prefix}_BASE"
        shape = rng.random()
        if shape < 0.35:
            out += [f"{name} = {value} \\", f"    more $({last})"]
        elif shape < 0.45:
            out += [f"{name} = {value} \\", "    mid \\", f"    end $({last})"]
        elif shape < 0.52:
            out += [f"{name} = {value} \\", f"    {name}_TAIL = $({last})"]
        elif shape < 0.58:
            out += [f"{name} = {value} \\  ", "# inside", "  tail"]
        elif shape < 0.68 and refs:
            out += [f"if defined {refs[-1]}", f"{name} = {value} on", "else", f"{name} = off", "endif"]
        else:
            out.append(f"{name} = {value}")
        names.append(name)
    return "\n".join(out) + "\n"


#: keys typed after a backslash: blanks keep the line continued, a second backslash too
KEYS = st.lists(st.sampled_from(("k", "x", " ", "\\", "#", "=", ":", "$(")), min_size=1, max_size=6)
#: an edit elsewhere while the line is broken
ELSEWHERE = st.sampled_from(("none", "type", "insert-line", "delete-line", "retype-here"))
#: how the episode ends: the keys deleted one by one; then the backslash too; left broken
ENDING = st.sampled_from(("undo", "undo", "delete-backslash", "keep"))
EPISODES = st.lists(st.tuples(st.integers(0, 10_000), KEYS, ELSEWHERE, st.integers(0, 10_000), ENDING),
                    min_size=1, max_size=3)


@pytest.fixture
def small_pieces() -> Iterator[None]:
    """Chunks, blocks, segments and regions of a few lines, so that short files are cut into many."""
    saved = (readcache.CHUNK_LINES, readcache.CHUNKS_PER_BLOCK, lines_module.SEGMENT_LINES, regions.REGION_LINES,
             regions.SMALL_DOCUMENT)
    (readcache.CHUNK_LINES, readcache.CHUNKS_PER_BLOCK, lines_module.SEGMENT_LINES, regions.REGION_LINES,
     regions.SMALL_DOCUMENT) = 4, 3, 8, 8, 0
    config_view_module.clear_caches()
    yield
    (readcache.CHUNK_LINES, readcache.CHUNKS_PER_BLOCK, lines_module.SEGMENT_LINES, regions.REGION_LINES,
     regions.SMALL_DOCUMENT) = saved
    config_view_module.clear_caches()


def _rows(document: Document) -> list[str]:
    return document.text.split("\n")


def keystrokes(text: str, episodes: list[tuple[int, list[str], str, int, str]]) -> list[TextChange]:
    """The changes an editor sends for the episodes: each picks a line ending in a backslash,
    types the keys after it one at a time, maybe edits elsewhere, and ends as it says."""
    document = Document.parse("file:///plan/condor_config", "condor_config", text, 1)
    changes: list[TextChange] = []

    def send(change: TextChange) -> None:
        nonlocal document
        changes.append(change)
        document = document.apply_changes([change])

    for pick, keys, elsewhere, where, ending in episodes:
        continued = [row for row, line in enumerate(_rows(document)) if line.rstrip(" \t").endswith("\\")]
        if not continued:
            continue
        row = continued[pick % len(continued)]
        line_id = document.ids()[row]
        typed = ""
        for key in keys:
            width = len(_rows(document)[row])
            send(TextChange(key, (Position(row, width), Position(row, width))))
            typed += key
        rows = _rows(document)
        other = where % len(rows)
        if elsewhere == "retype-here":
            width = len(rows[row])
            send(TextChange("", (Position(row, width - len(keys[-1])), Position(row, width))))
            send(TextChange(keys[-1], (Position(row, width - len(keys[-1])), Position(row, width - len(keys[-1])))))
        elif elsewhere != "none" and other != row:
            if elsewhere == "type":
                column = len(rows[other]) // 2
                send(TextChange("z", (Position(other, column), Position(other, column))))
            elif elsewhere == "insert-line":
                send(TextChange(f"NEW{other} = $(K{other % 7}) \\\n", (Position(other, 0), Position(other, 0))))
            elif other + 1 < len(rows):
                send(TextChange("", (Position(other, 0), Position(other + 1, 0))))
        if ending == "keep" or line_id not in document.ids():
            continue
        row = document.row_of_id(line_id)
        for key in reversed(keys):  # deleted one keystroke at a time, as typed
            width = len(_rows(document)[row])
            send(TextChange("", (Position(row, width - len(key)), Position(row, width))))
        if ending == "delete-backslash" and _rows(document)[row].rstrip(" \t").endswith("\\"):
            at = _rows(document)[row].rstrip(" \t").rindex("\\")
            send(TextChange("", (Position(row, at), Position(row, at + 1))))
    return changes


def _cold_findings(uri: str, texts: list[str], context: AnalysisContext) -> list[list[Diagnostic]]:
    """The findings for each text parsed afresh, every cache dropped before each."""
    out = []
    for version, text in enumerate(texts, start=1):
        config_view_module.clear_caches()
        fresh = Document.parse(uri, "condor_config", text, version)
        out.append(diagnostics(fresh, AnalysisContext(settings=context.settings)))
    config_view_module.clear_caches()
    return out


def _session(path: Path, text: str, changes: list[TextChange], settings_: Settings) -> None:
    """Open ``path`` with ``text``, send ``changes`` one at a time and compare each version's
    findings (caches warm throughout) with a cold analysis of the same text."""
    uri = path.as_uri()
    texts = [text]
    planned = Document.parse(uri, "condor_config", text, 1)
    for change in changes:
        planned = planned.apply_changes([change])
        texts.append(planned.text)
    cold = _cold_findings(uri, texts, AnalysisContext(settings=settings_))
    store = DocumentStore()
    document = store.open(uri, text, 1, "htcondor-config")
    assert diagnostics(document, AnalysisContext(settings=settings_, open_document=store.by_path)) == cold[0]
    for version, change in enumerate(changes, start=2):
        document = store.change(uri, version, [change])  # type: ignore[assignment]
        warm = diagnostics(document, AnalysisContext(settings=settings_, open_document=store.by_path))
        release_pending()  # as the server does once the findings are out
        assert warm == cold[version - 1], f"after keystroke {version - 1}:\n{document.text}"


@settings(max_examples=8, deadline=None, suppress_health_check=list(HealthCheck))
@given(knobs=st.integers(20, 50), seed=st.integers(0, 1000), episodes=EPISODES)
def test_findings_while_typing_after_a_backslash_equal_a_cold_analysis(
        small_pieces: None, tmp_path_factory: Any, knobs: int, seed: int,
        episodes: list[tuple[int, list[str], str, int, str]]) -> None:
    path = tmp_path_factory.mktemp("continued") / "condor_config"
    text = generated(knobs, seed)
    path.write_text(text)
    _session(path, text, keystrokes(text, episodes), Settings())


def _fragments(folder: Path, seed: int) -> dict[str, str]:
    """A root and five ``config.d`` fragments whose knobs use those of the fragments before."""
    names: list[str] = []
    files = {"condor_config": "LOCAL_CONFIG_DIR = $(CONFIG_ROOT)/config.d\nROOT_KNOB = root\n"}
    for index, prefix in enumerate(("A", "B", "C", "D", "E")):
        files[f"config.d/{index + 1}0-{prefix.lower()}.conf"] = generated(12, seed + index, prefix, tuple(names))
        names += [f"{prefix}{i}" for i in range(12)]
    for name, content in files.items():
        (folder / name).parent.mkdir(parents=True, exist_ok=True)
        (folder / name).write_text(content)
    return files


@settings(max_examples=8, deadline=None, suppress_health_check=list(HealthCheck))
@given(seed=st.integers(0, 1000), edited=st.sampled_from(("20-b.conf", "30-c.conf")), episodes=EPISODES)
def test_a_fragment_of_a_set_broken_and_mended_equals_a_cold_analysis(
        small_pieces: None, tmp_path_factory: Any, seed: int, edited: str,
        episodes: list[tuple[int, list[str], str, int, str]]) -> None:
    """Breaking a fragment's continuation stops HTCondor's reading of the whole set there: the
    fragments after it are not read until the line is mended."""
    folder = tmp_path_factory.mktemp("set")
    files = _fragments(folder, seed)
    text = files[f"config.d/{edited}"]
    settings_, _ = Settings.from_json({"configRoot": str(folder / "condor_config")})
    _session(folder / "config.d" / edited, text, keystrokes(text, episodes), settings_)


def test_a_key_typed_after_a_backslash_stops_the_read_at_the_next_line(tmp_path: Path) -> None:
    """``getline_implementation`` (config.cpp) continues a line only when it ends in ``\\``
    once trailing blanks are trimmed, so ``B = y \\k`` is a whole line whose value keeps the
    backslash; ``Parse_macros`` then finds no operator in ``more $(A)`` and returns -1 with what
    it inserted so far, and ``process_config_source`` (condor_config.cpp) exits: the wheel
    refuses the file (``typed-after-backslash`` among the oracle's rejected configurations).
    The reader keeps what came before the refused line and nothing after it."""
    path = tmp_path / "condor_config"
    path.write_text("A = x\nB = y \\k\n    more $(A)\nC = 3\n")
    configset = load_config(str(path), seed=0)
    assert configset.fatal
    refusal = next(d for d in configset.diagnostics if d.code == "config.syntax")
    assert refusal.line == 2 and "more $(A)" in refusal.message
    assert (configset.value("A"), configset.value("B"), configset.value("C")) == ("x", "y \\k", None)
    blanks = tmp_path / "blanks"
    blanks.write_text("A = x\nB = y \\   \n    more $(A)\nC = 3\n")  # blanks after it: still continued
    configset = load_config(str(blanks), seed=0)
    assert not configset.fatal and configset.value("B") == "y more x" and configset.value("C") == "3"


def test_expansion_estimates_do_not_depend_on_the_order_names_are_asked_about(tmp_path: Path) -> None:
    """The estimates that decide whether a value is expanded (and, for a runaway one, which
    limit is reported) count the names of a reference cycle as empty for one another. They
    used to count the member reached first as empty only, so a warm analysis, which reuses
    results per unit and so asks in another order than a cold one, reported another limit
    (found by the random edits above, with a knob referring to a later one that refers back)."""
    import itertools

    path = tmp_path / "condor_config"
    values = {"A": "$(B) $(C) a", "B": "$(A) $(D) b", "C": "$(B)$(B)$(D) c", "D": "$(E) $(E) d",
              "E": "e e e", "F": "$(C) $(A) $(F_SELF) f", "F_SELF": "$(F_SELF) s"}
    path.write_text("".join(f"{name} = {value}\n" for name, value in values.items()))
    document = Document.parse(path.as_uri(), "condor_config", path.read_text(), 1)
    view = config_view_module.config_view(document, AnalysisContext())
    answers = set()
    for order in itertools.permutations(["A", "B", "C", "F"]):
        for key in ("estimates", "estimate_of_text"):
            view.memo.pop(key, None)
        answers.add(tuple(sorted((name, config_view_module.estimate_expansion(view, values[name])) for name in order)))
    assert len(answers) == 1
    estimates = dict(answers.pop())
    assert estimates["C"][0] > estimates["B"][0] > len(values["B"]) - 10  # D's part counted, A's not


# ---------------------------------------------------------------------------- the reads themselves
def _loads_equal(path: str, document: Document, cache: ReadCache, root: Path) -> Any:
    """A load through ``cache`` with the document's line ids equals a fresh load of its text
    (each row replaced by that row's id); returns the cached load."""
    ids = list(document.ids())

    def mapped(origin: Any) -> Any:
        if origin is None or origin.file != path:
            return origin
        return Origin(origin.file, ids[origin.line] if origin.line < len(ids) else origin.line, origin.col,
                      origin.advance)

    def raw(text: SourceText) -> SourceText:
        return SourceText(text.text, tuple(Run(r.start, mapped(r.origin), r.chain) for r in text.runs))

    def shape(d: Any, fix: Any, fix_raw: Any) -> tuple[Any, ...]:
        return (d.name, fix_raw(d.raw), fix(d.origin), d.kind, d.as_default,
                [(h.name, fix_raw(h.raw)) for h in d.history()])

    cached = load_config(path, text=document.text, seed=0, cache=cache, environ={"HOME": "/home/x"},
                         cwd=str(root), line_ids={path: document.ids()})
    fresh = load_config(path, text=document.text, seed=0, environ={"HOME": "/home/x"}, cwd=str(root))
    same = lambda x: x  # noqa: E731
    assert [shape(d, same, same) for d in cached.table.log] == [shape(d, mapped, raw) for d in fresh.table.log]
    assert {k: shape(d, same, same) for k, d in cached.table.items.items()} == \
        {k: shape(d, mapped, raw) for k, d in fresh.table.items.items()}
    assert [(d.code, d.message, d.line) for d in cached.diagnostics] == \
        [(d.code, d.message, mapped(Origin(d.file, d.line)).line if d.file else d.line) for d in fresh.diagnostics]
    assert (cached.fatal, cached.incomplete) == (fresh.fatal, fresh.incomplete)
    return cached


@settings(max_examples=40, deadline=None, suppress_health_check=list(HealthCheck))
@given(knobs=st.integers(20, 100), seed=st.integers(0, 1000), episodes=EPISODES)
def test_reads_while_typing_after_a_backslash_equal_fresh_reads(
        small_pieces: None, tmp_path_factory: Any, knobs: int, seed: int,
        episodes: list[tuple[int, list[str], str, int, str]]) -> None:
    root: Path = tmp_path_factory.mktemp("reads")
    path = str(root / "condor_config")
    text = generated(knobs, seed)
    document = Document.parse(Path(path).as_uri(), "condor_config", text, 1)
    cache = ReadCache()
    _loads_equal(path, document, cache, root)
    for change in keystrokes(text, episodes):
        document = document.apply_changes([change])
        _loads_equal(path, document, cache, root)


# ---------------------------------------------------------------------------- what is reused
def _long_file() -> str:
    """A file whose every knob uses the one before: a knob that goes undefined while the file
    is broken changes the expansion of the next."""
    rows = ["K0 = start"]
    for i in range(1, 120):
        rows += [f"K{i} = $(K{i - 1}) v{i} \\", f"    more{i}"] if i % 4 == 0 else [f"K{i} = $(K{i - 1}) v{i}"]
    return "\n".join(rows) + "\n"


def test_mending_a_broken_continuation_reuses_the_rest_of_the_file(small_pieces: None, tmp_path: Path) -> None:
    """After more keystrokes in the broken state than any cache keeps rounds for, the keystroke
    that mends the line reads again only what it changed and computes only the units whose
    definitions are new: the rest is replayed and reused from the last whole read."""
    path = tmp_path / "condor_config"
    text = _long_file()
    path.write_text(text)
    store = DocumentStore()
    uri = path.as_uri()
    document = store.open(uri, text, 1, "htcondor-config")

    def analyse() -> list[Diagnostic]:
        found = diagnostics(document, AnalysisContext(open_document=store.by_path))
        release_pending()
        return found

    analyse()
    row = next(i for i, line in enumerate(text.split("\n")) if line.startswith("K12 ="))
    end = len(text.split("\n")[row])
    # a lasting edit first, so that the text never comes back to the one first read whole
    document = store.change(uri, 2, [TextChange("x", (Position(row, 3), Position(row, 3)))])  # type: ignore[assignment]
    whole = analyse()
    typed = "kkkkkkkk"
    for count in range(1, len(typed) + 1):
        document = store.change(uri, 2 + count, [TextChange("k", (Position(row, end + count), Position(row, end + count)))])  # type: ignore[assignment]
        broken = analyse()
    view = config_view_module.config_view(document, AnalysisContext(open_document=store.by_path))
    assert view.configset.fatal and view.configset.value("K30") is None  # nothing after the line
    assert any(d.code == "syntax-error" or "refuses" in d.message for d in broken)
    version = 2 + len(typed)
    for count in range(len(typed), 1, -1):  # all keys but the last deleted: still broken
        version += 1
        document = store.change(uri, version, [TextChange("", (Position(row, end + count), Position(row, end + count + 1)))])  # type: ignore[assignment]
        assert [(d.code, d.message) for d in analyse()] == [(d.code, d.message) for d in broken]
    cache = config_view_module._read_cache(str(path))
    read_before = cache.chunks_read
    computed_before, reused_before = units_module.looked_up_counts("here_expansion_findings")
    document = store.change(uri, version + 1, [TextChange("", (Position(row, end + 1), Position(row, end + 2)))])  # type: ignore[assignment]
    assert analyse() == whole
    view = config_view_module.config_view(document, AnalysisContext(open_document=store.by_path))
    units = len(units_module.units(view.configset))
    computed, reused = units_module.looked_up_counts("here_expansion_findings")
    assert not view.configset.fatal and units > 20
    # the mending keystroke computes the units of the edited chunk (a chunk before it is
    # replayed as copies when the edited one defined what it replaces), and reuses the rest
    assert computed - computed_before <= 3
    assert reused - reused_before == units - (computed - computed_before)
    assert cache.chunks_read - read_before <= 1  # the chunk of the edit; the rest replayed
