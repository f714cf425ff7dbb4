"""Loading a config set with recorded reads of its files gives exactly what a fresh load gives.

The language server re-reads the set on every keystroke with a ``ReadCache``; these tests
mutate one file at a time, the way an editor does, and compare every part of the cached load
with a load from scratch.
"""
from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from condor_ls.config.configset import ConfigSet
from condor_ls.config import readcache
from condor_ls.config.readcache import ReadCache
from condor_ls.config.reader import load_config

FILES = ("condor_config", "a.conf", "b.conf", "config.d/10-x", "config.d/20-y")
# START has a default (True): a value equal to it is stored in its spelling, and whether the
# name counts as set decides how the next assignment is stored
NAMES = ("A", "B", "C", "LIST", "STARTD.A", "LOCAL_CONFIG_DIR", "X", "START", "STARTD.START")

STATEMENTS = st.one_of(
    st.builds(lambda n, v: f"{n} = {v}", st.sampled_from(NAMES),
              st.sampled_from(("1", "$(A)", "$(B) more", "$(A) $(X:dflt)", "$(LIST), item", "", "config.d",
                               "$(C)$(C)", "$(NOPE)", "$INT(A)", "$ENV(HOME)", "$RANDOM_CHOICE(1,2)", "TRUE",
                               "True"))),
    st.builds(lambda n: f"{n} = $({n}) extra", st.sampled_from(NAMES)),
    st.builds(lambda n: f"{n} += more", st.sampled_from(NAMES)),
    st.sampled_from(("include : a.conf", "include ifexist : b.conf", "include : $(X).conf",
                     "include : missing.conf", "include ifexist : nothere.conf", "include command : echo hi",
                     "if defined A", "if $(B)", "elif version >= 9.0", "else", "endif",
                     "use ROLE : Execute", "use POLICY : Limit_Job_Runtimes(60)", "use NOPE : Nothing",
                     "warning : look out", "@include : b.conf", "#opt:strict", "A : colon", "bad line",
                     "H @=end", "  inside $(A)", "@end", "# comment", "")),
)


def _shape(configset: ConfigSet) -> dict[str, Any]:
    def definition(d: Any) -> tuple[Any, ...]:
        return (d.name, d.raw, d.origin, d.kind, d.via, d.as_default)

    return {
        "items": [(key, [definition(h) for h in d.history()]) for key, d in configset.table.items.items()],
        "log": [definition(d) for d in configset.table.log],
        "diagnostics": list(configset.diagnostics),
        "files": list(configset.files),
        "includes": list(configset.includes),
        "flags": (configset.fatal, configset.incomplete, configset.nondeterministic_load),
    }


def _load(root: Path, cache: ReadCache | None) -> ConfigSet:
    return load_config(str(root / "condor_config"), seed=0, cache=cache, environ={"HOME": "/home/x"}, cwd=str(root))


@settings(max_examples=150, deadline=None, suppress_health_check=list(HealthCheck))
@given(files=st.lists(st.lists(STATEMENTS, max_size=12), min_size=len(FILES), max_size=len(FILES)),
       edits=st.lists(st.tuples(st.integers(0, len(FILES) - 1), st.integers(0, 20), STATEMENTS, st.booleans()),
                      min_size=1, max_size=5),
       chunk=st.sampled_from((2, 3, 5, 48)), per_block=st.sampled_from((1, 2, 3, 16)))
def test_cached_loads_equal_fresh_loads_after_edits(tmp_path_factory: Any, files: list[list[str]],
                                                    edits: list[tuple[int, int, str, bool]], chunk: int,
                                                    per_block: int) -> None:
    saved = readcache.CHUNK_LINES, readcache.CHUNKS_PER_BLOCK
    # small chunks and blocks, so that files of a few lines are read in several
    readcache.CHUNK_LINES, readcache.CHUNKS_PER_BLOCK = chunk, per_block
    try:
        _edit_and_compare(tmp_path_factory.mktemp("set"), files, edits)
    finally:
        readcache.CHUNK_LINES, readcache.CHUNKS_PER_BLOCK = saved


def _edit_and_compare(root: Path, files: list[list[str]], edits: list[tuple[int, int, str, bool]]) -> None:
    (root / "config.d").mkdir()
    contents = [list(lines) for lines in files]
    contents[0] = ["LOCAL_CONFIG_DIR = $(CONFIG_ROOT)/config.d", "include ifexist : a.conf", *contents[0]]

    def write(index: int) -> None:
        path = root / FILES[index]
        if contents[index]:
            path.write_text("\n".join(contents[index]) + "\n")
        elif path.exists():  # an empty file stands for a missing one, until an edit creates it
            path.unlink()

    for index in range(len(FILES)):
        write(index)
    cache = ReadCache()
    assert _shape(_load(root, cache)) == _shape(_load(root, None))
    for index, row, statement, replace in edits:
        lines = contents[index]
        row = row % (len(lines) + 1)
        if replace and row < len(lines):
            lines[row] = statement
        else:
            lines.insert(row, statement)
        write(index)
        assert _shape(_load(root, cache)) == _shape(_load(root, None)), f"after editing {FILES[index]}"


def test_unchanged_files_are_replayed_and_edited_ones_read(tmp_path: Path) -> None:
    (tmp_path / "a.conf").write_text("A = 1\nB = $(B) two\n")
    (tmp_path / "b.conf").write_text("if $(A)\nC = yes\nelse\nC = no\nendif\nD = $(A)\n")
    (tmp_path / "condor_config").write_text("include : a.conf\nX = 0\ninclude : b.conf\n")
    cache = ReadCache()
    _load(tmp_path, cache)
    assert (cache.read, cache.replayed) == (3, 0)
    _load(tmp_path, cache)
    assert cache.replayed == 1  # the root, with both includes, in one piece
    # reading b.conf looks A up (in its condition), and a.conf defines A: a change to a.conf
    # that keeps A leaves b.conf alone
    (tmp_path / "a.conf").write_text("A = 1\nB = $(B) three\n")
    read, replayed = cache.read, cache.replayed
    assert _shape(_load(tmp_path, cache)) == _shape(_load(tmp_path, None))
    assert cache.read - read == 2 and cache.replayed - replayed == 1  # root and a.conf read, b.conf replayed
    # changing A itself makes b.conf read again
    (tmp_path / "a.conf").write_text("A = 0\nB = $(B) three\n")
    read = cache.read
    configset = _load(tmp_path, cache)
    assert cache.read - read == 3 and configset.value("C") == "no" and configset.value("D") == "0"


def test_reads_that_depend_on_the_environment_or_chance_are_not_recorded(tmp_path: Path) -> None:
    (tmp_path / "a.conf").write_text("P = $ENV(HOME)\nP = $(P)/x\n")
    (tmp_path / "b.conf").write_text("R = $RANDOM_INTEGER(1, 100)\nR = $(R)\n")
    (tmp_path / "c.conf").write_text("Q = 1\n")
    (tmp_path / "condor_config").write_text("include : a.conf\ninclude : b.conf\ninclude : c.conf\n")
    cache = ReadCache()
    _load(tmp_path, cache)
    _load(tmp_path, cache)
    assert cache.replayed == 1  # only c.conf; the root includes the others, so it is read too


def test_other_settings_start_from_an_empty_cache(tmp_path: Path) -> None:
    (tmp_path / "condor_config").write_text("A = $(A) 1\nSTARTD.B = 2\n")
    cache = ReadCache()
    load_config(str(tmp_path / "condor_config"), cache=cache, subsystem="STARTD")
    schedd = load_config(str(tmp_path / "condor_config"), cache=cache, subsystem="SCHEDD")
    assert cache.replayed == 0 and schedd.subsystem == "SCHEDD"
    assert _shape(schedd) == _shape(load_config(str(tmp_path / "condor_config"), subsystem="SCHEDD"))


def test_a_file_that_appears_is_read(tmp_path: Path) -> None:
    """An optional include that was missing is an input too: creating it invalidates the read."""
    (tmp_path / "condor_config").write_text("A = 1\ninclude ifexist : late.conf\nB = $(B) 2\n")
    cache = ReadCache()
    assert _load(tmp_path, cache).value("B").strip() == "2"
    (tmp_path / "late.conf").write_text("B = 1\n")
    configset = _load(tmp_path, cache)
    assert configset.value("B") == "1 2" and _shape(configset) == _shape(_load(tmp_path, None))
    (tmp_path / "late.conf").unlink()
    assert _load(tmp_path, cache).value("B").strip() == "2"


def test_a_chunk_read_without_strict_mode_is_not_replayed_under_it(tmp_path: Path) -> None:
    saved = readcache.CHUNK_LINES
    readcache.CHUNK_LINES = 2
    try:
        lines = ["X = 1", "Y = 2", "A : colon", "Z = 3", "W = 4"]
        (tmp_path / "condor_config").write_text("\n".join(lines) + "\n")
        cache = ReadCache()
        assert not _load(tmp_path, cache).fatal
        lines[0] = "#opt:strict"  # same line count: the later chunks keep their places
        (tmp_path / "condor_config").write_text("\n".join(lines) + "\n")
        strict = _load(tmp_path, cache)
        assert strict.fatal and _shape(strict) == _shape(_load(tmp_path, None))
    finally:
        readcache.CHUNK_LINES = saved


def test_a_definition_made_earlier_can_hide_the_files_own(tmp_path: Path) -> None:
    """``A = $(A) extra`` in config.d looks up its own earlier ``A``; once the root defines
    ``STARTD.A``, the same lookup finds that instead, so the recorded read no longer holds."""
    (tmp_path / "config.d").mkdir()
    (tmp_path / "config.d" / "20-y").write_text("A = 1\nA = $(A) extra\n")
    root = "LOCAL_CONFIG_DIR = $(CONFIG_ROOT)/config.d\n"
    (tmp_path / "condor_config").write_text(root)
    cache = ReadCache()
    assert _load(tmp_path, cache).value("A") == "1 extra"
    (tmp_path / "condor_config").write_text("STARTD.A = 9\n" + root)
    configset = _load(tmp_path, cache)
    assert configset.table.lookup("A").value == "9"
    assert _shape(configset) == _shape(_load(tmp_path, None))


def test_a_cancelled_load_stops_at_once_and_leaves_the_cache_usable(tmp_path: Path) -> None:
    """The reader polls ``cancelled`` between chunks (and every few dozen lines): a load that is
    no longer wanted stops at the next poll, and the recorded reads stay consistent."""
    from condor_ls.config.reader import LoadCancelled

    lines = [f"K{i} = $(K{i - 1}) v{i}" if i else "K0 = 1" for i in range(600)]
    lines[300:300] = ["if defined K5", "IN = yes", "else", "IN = no", "endif"]
    (tmp_path / "condor_config").write_text("\n".join(lines) + "\n")
    cache = ReadCache()
    _load(tmp_path, cache)
    polls = 0

    def cancelled() -> bool:
        nonlocal polls
        polls += 1
        return polls > 5

    lines[450] = "K450 = changed"
    (tmp_path / "condor_config").write_text("\n".join(lines) + "\n")
    with pytest.raises(LoadCancelled):
        load_config(str(tmp_path / "condor_config"), seed=0, cache=cache, environ={"HOME": "/home/x"},
                    cwd=str(tmp_path), cancelled=cancelled)
    assert polls == 6  # stopped at the first poll that said so
    assert _shape(_load(tmp_path, cache)) == _shape(_load(tmp_path, None))
    counted = 0

    def never() -> bool:
        nonlocal counted
        counted += 1
        return False

    steps = (cache.chunks_read, cache.chunks_replayed, cache.blocks_replayed)
    load_config(str(tmp_path / "condor_config"), seed=0, cache=cache, environ={"HOME": "/home/x"},
                cwd=str(tmp_path), cancelled=never)
    # at least once per chunk read or replayed and per block replayed whole
    assert counted >= sum(after - before for after, before in
                          zip((cache.chunks_read, cache.chunks_replayed, cache.blocks_replayed), steps)) >= 1


@settings(max_examples=80, deadline=None, suppress_health_check=list(HealthCheck))
@given(files=st.lists(STATEMENTS, min_size=8, max_size=30),
       edits=st.lists(st.tuples(st.integers(0, 40), STATEMENTS, st.sampled_from(("insert", "delete", "replace"))),
                      min_size=1, max_size=6))
def test_loads_with_line_ids_equal_fresh_loads_with_ids_mapped(tmp_path_factory: Any, files: list[str],
                                                             edits: list[tuple[int, str, str]]) -> None:
    """An editor's buffer names its lines by id: a cached load of it, chunk by chunk, equals a
    fresh load of the same text with every origin's row replaced by that row's id."""
    from condor_ls.config.text import Origin, Run, SourceText
    from condor_ls.syntax.document import Document, TextChange
    from condor_ls.syntax.positions import Position

    root: Path = tmp_path_factory.mktemp("ids")
    path = str(root / "condor_config")
    saved = readcache.CHUNK_LINES, readcache.CHUNKS_PER_BLOCK
    readcache.CHUNK_LINES, readcache.CHUNKS_PER_BLOCK = 3, 2
    try:
        document = Document.parse(Path(path).as_uri(), "condor_config", "\n".join(files) + "\n", 1)
        cache = ReadCache()
        for row, statement, what in [(0, "", "none"), *edits]:
            if what != "none":
                rows = document.text.split("\n")
                row %= len(rows)
                change = {"insert": TextChange(statement + "\n", (Position(row, 0), Position(row, 0))),
                          "delete": TextChange("", (Position(row, 0), Position(row + 1, 0))),
                          "replace": TextChange(statement, (Position(row, 0), Position(row, len(rows[row]))))}[what]
                document = document.apply_changes([change])
            ids = list(document.ids())

            def mapped(origin: Any) -> Any:
                if origin is None or origin.file != path:
                    return origin
                return Origin(origin.file, ids[origin.line] if origin.line < len(ids) else origin.line,
                              origin.col, origin.advance)

            def raw(text: SourceText) -> SourceText:
                return SourceText(text.text, tuple(Run(r.start, mapped(r.origin), r.chain) for r in text.runs))

            cached = load_config(path, text=document.text, seed=0, cache=cache, environ={"HOME": "/home/x"},
                                 cwd=str(root), line_ids={path: document.ids()})
            fresh = load_config(path, text=document.text, seed=0, environ={"HOME": "/home/x"}, cwd=str(root))
            assert [(d.name, d.raw, d.origin, d.kind) for d in cached.table.log] == \
                [(d.name, raw(d.raw), mapped(d.origin), d.kind) for d in fresh.table.log], document.text
            assert [(d.code, d.line) for d in cached.diagnostics] == \
                [(d.code, mapped(Origin(d.file, d.line)).line if d.file else d.line) for d in fresh.diagnostics]
    finally:
        readcache.CHUNK_LINES, readcache.CHUNKS_PER_BLOCK = saved


def test_replayed_reads_keep_default_matches(tmp_path: Path) -> None:
    """a.conf sets START to its default (never stored by HTCondor), so b.conf's TRUE is a first
    assignment again and takes the default's spelling; replaying a.conf must keep that."""
    (tmp_path / "a.conf").write_text("START = True\n")
    (tmp_path / "condor_config").write_text("include : a.conf\nX = 1\n")
    cache = ReadCache()
    _load(tmp_path, cache)
    (tmp_path / "condor_config").write_text("include : a.conf\nX = 2\nSTART = TRUE\n")
    cached = _load(tmp_path, cache)
    assert cache.replayed >= 1
    assert cached.value("START") == "True"
    assert _shape(cached) == _shape(_load(tmp_path, None))


def test_a_burst_of_cancelled_loads_keeps_what_the_last_finished_load_used(tmp_path: Path) -> None:
    """A quick typist's keystrokes each start a load that the next one cancels. Cancelled loads
    are not rounds of the cache: however many there are, the next finished load replays every
    chunk the last finished one recorded instead of reading the file again from nothing."""
    from condor_ls.config.reader import LoadCancelled

    lines = [f"K{i} = $(K{i - 1}) v{i}" if i else "K0 = 1" for i in range(400)]
    (tmp_path / "condor_config").write_text("\n".join(lines) + "\n")
    cache = ReadCache()
    _load(tmp_path, cache)
    for keystroke in range(readcache.LOADS_KEPT + 3):
        lines[100] = f"K100 = typing{keystroke}"  # a new text each time, as typing makes
        (tmp_path / "condor_config").write_text("\n".join(lines) + "\n")
        with pytest.raises(LoadCancelled):
            load_config(str(tmp_path / "condor_config"), seed=0, cache=cache, environ={"HOME": "/home/x"},
                        cwd=str(tmp_path), cancelled=lambda: True)
    lines[100] = "K100 = $(K99) v100"
    lines[200] = "K200 = changed"
    (tmp_path / "condor_config").write_text("\n".join(lines) + "\n")
    read_before = cache.chunks_read
    cached = _load(tmp_path, cache)
    assert cache.chunks_read - read_before <= 2  # the edited chunk (and at most its neighbour)
    assert _shape(cached) == _shape(_load(tmp_path, None))
