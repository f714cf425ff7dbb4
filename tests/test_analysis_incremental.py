"""Diagnostics after edits, with every cross-edit cache warm, equal those of a cold analysis.

The language server keeps expansions (``analysis.configview.expansions``), config views and per-version
results between keystrokes. These tests edit config sets the way an editor does and compare,
after every edit, the findings computed with warm caches against the findings computed after
dropping every cache.
"""
from __future__ import annotations

from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from condor_ls.analysis.configview import view as config_view_module
from condor_ls.analysis.context import AnalysisContext
from condor_ls.analysis.rules.registry import diagnostics
from condor_ls.analysis.configview.expansions import MEMO, ExpansionMemo
from condor_ls.analysis.model import Diagnostic
from condor_ls.analysis.settings import Settings
from condor_ls.config.reader import load_config
from condor_ls.lsp.store import DocumentStore
from condor_ls.syntax.document import TextChange
from condor_ls.syntax.positions import Position

NAMES = ("A", "B", "C", "D", "MINUTE", "START", "SUSPEND", "Busy", "STARTD_ATTRS", "LOCAL_DIR")

VALUES = st.one_of(
    st.sampled_from(("1", "True", "$(A)", "$(B) + 1", "($(C) || $(D)", "$(MINUTE) * 60",
                     "KeyboardIdle > $(MINUTE)", "$(Busy) && $(A)", "$(E:5)", "$(NOPE)", "$(START)",
                     "$(STARTD_ATTRS) Extra", "$INT(MINUTE)", "$(LOCAL_DIR)/log", "x == UNDEFINED",
                     "$(A)$(A)$(B)", "")),
    st.text(alphabet="$()ABCD:+ =x1", max_size=12),
)


@st.composite
def lines(draw: st.DrawFn) -> str:
    kind = draw(st.integers(0, 9))
    if kind == 0:
        return "if defined A"
    if kind == 1:
        return "else"
    if kind == 2:
        return "endif"
    if kind == 3:
        return f"# {draw(st.sampled_from(NAMES))}"
    operator = draw(st.sampled_from(("=", "=", "=", "+=", ":")))
    return f"{draw(st.sampled_from(NAMES))} {operator} {draw(VALUES)}"


def _cold(store: DocumentStore, uri: str, context: AnalysisContext) -> list[Diagnostic]:
    config_view_module.clear_caches()
    return diagnostics(store.get(uri), context)  # type: ignore[arg-type]


@settings(max_examples=40, deadline=None, suppress_health_check=list(HealthCheck))
@given(root=st.lists(lines(), min_size=1, max_size=14), included=st.lists(lines(), max_size=8),
       edits=st.lists(st.tuples(st.integers(0, 40), lines(), st.booleans()), min_size=1, max_size=6),
       edit_included=st.booleans())
def test_warm_analysis_equals_cold_after_every_edit(tmp_path_factory, root: list[str], included: list[str],
                                                   edits: list[tuple[int, str, bool]], edit_included: bool) -> None:
    folder: Path = tmp_path_factory.mktemp("set")
    (folder / "inc.conf").write_text("\n".join(included) + "\n")
    (folder / "condor_config").write_text("\n".join(["include ifexist : inc.conf", *root]) + "\n")
    target = folder / ("inc.conf" if edit_included else "condor_config")
    store = DocumentStore()
    uri = target.as_uri()
    document = store.open(uri, target.read_text(), 1, "htcondor-config")
    context = AnalysisContext(settings=Settings.from_json({"configRoot": str(folder / "condor_config")})[0],
                              open_document=store.by_path)
    diagnostics(document, context)  # warm every cache
    for version, (row, text, replace) in enumerate(edits, start=2):
        count = document.text.count("\n")
        row %= max(count, 1)
        width = len(document.text.split("\n")[row])
        change = TextChange(text if replace else text + "\n",
                            (Position(row, 0), Position(row, width if replace else 0)))
        document = store.change(uri, version, [change])  # type: ignore[assignment]
        warm = diagnostics(document, context)
        assert warm == _cold(store, uri, context), f"after edit {version - 1}:\n{document.text}"


def _set(tmp_path: Path, text: str):  # type: ignore[no-untyped-def]
    path = tmp_path / "condor_config"
    path.write_text(text)
    return load_config(str(path))


def test_memo_reuses_an_expansion_only_while_its_lookups_hold(tmp_path: Path) -> None:
    memo = ExpansionMemo()
    first = _set(tmp_path, "A = 1\nB = $(A) $(MISSING) $(A)\n")
    b = first.table.lookup("B")
    assert memo.expand(first, b.raw).value == "1  1" and memo.misses == 1
    # the same text in a new set where A is unchanged: reused
    again = _set(tmp_path, "A = 1\nB = $(A) $(MISSING) $(A)\n")
    assert memo.expand(again, again.table.lookup("B").raw).value == "1  1" and memo.hits == 1
    # A changed: expanded afresh
    changed = _set(tmp_path, "A = 2\nB = $(A) $(MISSING) $(A)\n")
    assert memo.expand(changed, changed.table.lookup("B").raw).value == "2  2" and memo.misses == 2
    # a name that was undefined becomes defined: expanded afresh
    defined = _set(tmp_path, "A = 2\nMISSING = m\nB = $(A) $(MISSING) $(A)\n")
    assert memo.expand(defined, defined.table.lookup("B").raw).value == "2 m 2"
    # A defined on another line with the same text: the provenance differs, so no reuse
    moved = _set(tmp_path, "\nA = 2\nMISSING = m\nB = $(A) $(MISSING) $(A)\n")
    expansion = memo.expand(moved, moved.table.lookup("B").raw)
    assert memo.misses == 4 and expansion.value == "2 m 2"


def test_random_and_environment_expansions_are_not_remembered(tmp_path: Path) -> None:
    memo = ExpansionMemo()
    configset = _set(tmp_path, "R = $RANDOM_CHOICE(1,2,3)\nE = $ENV(HOME)\n")
    for name in ("R", "E"):
        raw = configset.table.lookup(name).raw
        memo.expand(configset, raw)
        memo.expand(configset, raw)
    assert memo.hits == 0 and memo.misses == 4


def test_the_shared_memo_is_used_by_the_rules(tmp_path: Path) -> None:
    path = tmp_path / "condor_config"
    text = "A = 1\nB = $(A)\nC = $(B) $(A)\n"
    path.write_text(text)
    store = DocumentStore()
    document = store.open(path.as_uri(), text, 1, "htcondor-config")
    context = AnalysisContext(open_document=store.by_path)
    MEMO.clear()
    diagnostics(document, context)
    hits = MEMO.hits
    document = store.change(path.as_uri(), 2, [TextChange("# x\n", (Position(3, 0), Position(3, 0)))])
    diagnostics(document, context)  # type: ignore[arg-type]
    assert MEMO.hits > hits


def test_an_edit_to_a_macro_reaches_the_expressions_that_use_it(tmp_path: Path) -> None:
    """START's expansion was remembered while Busy was fine; breaking Busy must be seen."""
    path = tmp_path / "condor_config"
    text = "Busy = (LoadAvg > 1)\nSTART = $(Busy) && KeyboardIdle > 60\n"
    path.write_text(text)
    store = DocumentStore()
    document = store.open(path.as_uri(), text, 1, "htcondor-config")
    context = AnalysisContext(open_document=store.by_path)
    assert not [d for d in diagnostics(document, context) if d.code == "expr-syntax"]
    document = store.change(path.as_uri(), 2, [TextChange("", (Position(0, 19), Position(0, 20)))])
    assert document.text.startswith("Busy = (LoadAvg > 1\n")  # type: ignore[union-attr]
    broken = [d for d in diagnostics(document, context) if d.code == "expr-syntax"]  # type: ignore[arg-type]
    assert broken and broken == [d for d in _cold(store, path.as_uri(), context) if d.code == "expr-syntax"]


def test_views_of_superseded_versions_are_not_kept(tmp_path: Path) -> None:
    path = tmp_path / "condor_config"
    path.write_text("A = 1\n")
    store = DocumentStore()
    document = store.open(path.as_uri(), "A = 1\n", 1, "htcondor-config")
    config_view_module.clear_caches()
    for version in range(2, 8):
        document = store.change(path.as_uri(), version, [TextChange("2", (Position(0, 4), Position(0, 5)))])
        config_view_module.config_view(document, AnalysisContext(open_document=store.by_path))  # type: ignore[arg-type]
    kept = sorted(key[1] for key in config_view_module._cache if key[0] == path.as_uri())
    assert kept == [6, 7]


def test_clock_dependent_evaluations_are_not_remembered(tmp_path: Path) -> None:
    memo = ExpansionMemo()
    configset = _set(tmp_path, "NOW = time()\nA = $EVAL(NOW)\nB = $INT(SEVEN)\nSEVEN = 7\n")
    for name in ("A", "A", "B", "B"):
        memo.expand(configset, configset.table.lookup(name).raw)
    assert memo.misses == 3 and memo.hits == 1  # A every time, B once


def test_analyses_leave_no_reference_cycles_behind(tmp_path: Path) -> None:
    """Superseded views must be freed as soon as nothing refers to them: a cycle would keep a
    whole config set alive until the collector finds it, and make every collection slower."""
    import gc

    path = tmp_path / "condor_config"
    text = "include ifexist : local.conf\nA = 1\nB = $(A) $(B)\nSTART = $(B) > 1 && KeyboardIdle > 60\n" * 20
    (tmp_path / "local.conf").write_text("C = 2\nSUSPEND = ($(C) > 1\n")
    path.write_text(text)
    store = DocumentStore()
    document = store.open(path.as_uri(), text, 1, "htcondor-config")
    diagnostics(document, AnalysisContext(open_document=store.by_path))
    gc.collect()
    gc.disable()
    try:
        for version in range(2, 8):
            document = store.change(path.as_uri(), version,  # type: ignore[assignment]
                                    [TextChange(str(version), (Position(1, 4), Position(1, 5)))])
            diagnostics(document, AnalysisContext(open_document=store.by_path))
        assert gc.collect() == 0
    finally:
        gc.enable()


def test_a_superseded_analysis_stops_at_the_next_poll_even_while_reading_the_set(tmp_path: Path) -> None:
    """With no debounce, every keystroke starts an analysis and the next one cancels it: the
    cancel flag is polled while the config set is read (not only between rules), and the
    analysis stops at the first poll after it was set."""
    import pytest

    from condor_ls.analysis.context import AnalysisCancelled

    path = tmp_path / "condor_config"
    text = "".join(f"K{i} = $(K{max(i - 1, 0)}) v{i}\n" for i in range(2000))
    path.write_text(text)
    store = DocumentStore()
    document = store.open(path.as_uri(), text, 1, "htcondor-config")
    config_view_module.clear_caches()
    polls: list[bool] = []

    def cancelled() -> bool:
        polls.append(len(polls) >= 10)
        return polls[-1]

    with pytest.raises(AnalysisCancelled):
        diagnostics(document, AnalysisContext(open_document=store.by_path, cancelled=cancelled))
    assert len(polls) == 11
    assert not config_view_module._cache  # nothing half-read was kept
    # the next analysis (the one that superseded it) gives what a cold one gives
    assert diagnostics(document, AnalysisContext(open_document=store.by_path)) == \
        _cold(store, path.as_uri(), AnalysisContext(open_document=store.by_path))


@settings(max_examples=30, deadline=None, suppress_health_check=list(HealthCheck))
@given(first=st.lists(lines(), max_size=8), middle=st.lists(lines(), min_size=1, max_size=10),
       last=st.lists(lines(), max_size=8),
       edits=st.lists(st.tuples(st.integers(0, 40), lines(), st.booleans()), min_size=1, max_size=6),
       layout=st.sampled_from(("directory", "repository")))
def test_warm_equals_cold_in_fragment_sets(tmp_path_factory, first: list[str], middle: list[str], last: list[str],
                                           edits: list[tuple[int, str, bool]], layout: str) -> None:
    """The same for a fragment found without any setting (issue 23): read with the other files of
    a ``config.d`` no root reads, or through a root kept in a repository that names
    ``/etc/condor/config.d``; the fragment is found again from scratch after every edit."""
    folder: Path = tmp_path_factory.mktemp("fragments")
    directory = folder / ("config.d" if layout == "directory" else "etc/condor/config.d")
    directory.mkdir(parents=True)
    if layout == "repository":
        (folder / "etc/condor/condor_config").write_text("LOCAL_CONFIG_DIR = /etc/condor/config.d\nA = 1\n")
    (directory / "10-first.conf").write_text("\n".join(first) + "\n")
    (directory / "50-middle.conf").write_text("\n".join(middle) + "\n")
    (directory / "90-last.conf").write_text("\n".join(last) + "\n")
    target = directory / "50-middle.conf"
    store = DocumentStore()
    uri = target.as_uri()
    document = store.open(uri, target.read_text(), 1, "htcondor-config")
    context = AnalysisContext(open_document=store.by_path)
    diagnostics(document, context)
    for version, (row, text, replace) in enumerate(edits, start=2):
        count = document.text.count("\n")
        row %= max(count, 1)
        width = len(document.text.split("\n")[row])
        change = TextChange(text if replace else text + "\n",
                            (Position(row, 0), Position(row, width if replace else 0)))
        document = store.change(uri, version, [change])  # type: ignore[assignment]
        warm = diagnostics(document, AnalysisContext(open_document=store.by_path))
        assert warm == _cold(store, uri, AnalysisContext(open_document=store.by_path)), \
            f"after edit {version - 1}:\n{document.text}"
