"""Inlay hints: expanded values after $(NAME) in config files, across a config set."""
from __future__ import annotations

from pathlib import Path

from condor_ls.analysis.context import AnalysisContext
from condor_ls.analysis.presentation.inlay_hints import MAX_LABEL, inlay_hints
from condor_ls.analysis.settings import Settings
from condor_ls.syntax.document import Document

TEXT = "A = 1\nB = $(A) $(C:dflt) $(UNDEF)\nA = $(A) x\nL = $(B) $(B) $(B) $(B) $(B)\nif $(A)\nendif\n"


def hints(text: str, path: str = "/nonexistent/condor_config", **settings: object) -> list[tuple[str, str, str | None]]:
    """(text just before the hint, label, tooltip) per hint."""
    document = Document.parse(Path(path).as_uri(), "condor_config", text, 1)
    context = AnalysisContext(settings=Settings.from_json(settings)[0])
    out = []
    for hint in inlay_hints(document, context):
        before = document.source[:hint.offset].decode().rsplit(" ", 1)[-1]
        out.append((before, hint.label, hint.tooltip))
    return out


def test_values_defaults_and_silences() -> None:
    found = hints(TEXT)
    # HTCondor expands lazily: $(A) in B sees A's final value
    assert found[0] == ("$(A)", "= 1 x", None)
    assert found[1] == ("$(C:dflt)", "= dflt", None)
    assert not any(before == "$(UNDEF)" for before, *_ in found)  # undefined: the rule reports it
    assert not any(label == "= 1" for _b, label, _t in found)  # the self reference on `A = $(A) x`
    assert found[-1] == ("$(A)", "= 1 x", None)  # in an if condition too


def test_long_values_are_cut_with_the_whole_value_as_tooltip() -> None:
    long_hints = [h for h in hints(TEXT) if h[0] == "$(B)"]
    assert len(long_hints) == 5  # in L's value; M does not exist
    text = "A = 1\nB = $(A) 0123456789012345678901234567890123456789\nC = $(B)\n"
    (*_, last) = hints(text)
    assert last[1] == "= " + "1 0123456789012345678901234567890123456789"[:MAX_LABEL] + "…"
    assert last[2] == "1 0123456789012345678901234567890123456789"


def test_setting_switches_them_off() -> None:
    assert hints(TEXT, inlayHints={"expandedValues": False}) == []
    assert hints(TEXT, **{"inlayHints.expandedValues": True})
    settings, warnings = Settings.from_json({"inlayHints": {"expandedValues": "no"}})
    assert settings.inlay_expanded_values is True and warnings


def test_values_from_other_files_of_the_set(tmp_path: Path) -> None:
    (tmp_path / "config.d").mkdir()
    (tmp_path / "config.d" / "10-site").write_text("SITE = example.org\n")
    root = tmp_path / "condor_config"
    root.write_text(f"LOCAL_CONFIG_DIR = {tmp_path}/config.d\nHOST = node.$(SITE)\n")
    found = hints(root.read_text(), str(root), configRoot=str(root))
    assert ("node.$(SITE)", "= example.org", None) in found


def test_other_languages_and_broken_text_give_nothing_or_no_error() -> None:
    submit = Document.parse("file:///x/job.sub", "submit", "executable = $(A)\nqueue\n", 1)
    assert inlay_hints(submit, AnalysisContext()) == []
    for text in ("A = $(", "A = $($($(B", "X = $(A)\n" * 3000, "$(A)", "A = $(A:$(A:$(A)))"):
        hints(text)
