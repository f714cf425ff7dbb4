"""The diagnostics registry, the syntax rules and settings parsing."""
from __future__ import annotations

from pathlib import Path

import pytest

from condor_ls.analysis.context import AnalysisCancelled, AnalysisContext
from condor_ls.analysis.rules.registry import RULES, diagnostics, load_rules
from condor_ls.analysis.model import Severity, TextRange
from condor_ls.analysis.settings import Settings
from condor_ls.syntax.document import Document


def found(language: str, text: str, settings: Settings | None = None) -> list[tuple[str, str, str]]:
    doc = Document.parse("file:///x", language, text)
    context = AnalysisContext(settings=settings or Settings())
    return [(d.code, d.message, doc.source[d.range.start:d.range.end].decode())
            for d in diagnostics(doc, context)]


def test_clean_documents_have_no_syntax_findings() -> None:
    assert found("classad", "[ a = 1; b = a + 2 ]") == []
    assert found("condor_config", "A = 1\nif defined A\nB = 2\nendif\n") == []


@pytest.mark.parametrize(
    ("language", "text", "code", "words", "where"),
    [
        ("classad", "[ a = (1 + 2; b = 3 ]", "missing-token", "unclosed parenthesis", "("),
        ("classad", "f(1, 2", "missing-token", "unclosed parenthesis", "("),
        ("classad", "[ a = 1 ", "missing-token", "unclosed bracket", "["),
        ("classad", "[ a = \"abc ]", "syntax-error", "unterminated string", "\"abc ]"),
        # the parser may recover with a MISSING endif or an ERROR: the words and place are the same
        ("condor_config", "A = 1\nif true\nB = 2\n", "missing-token|syntax-error", "missing `endif`", "if"),
        ("condor_config", "A = $(B\n", "missing-token", "unclosed parenthesis", "$("),
        ("condor_config", "  elif x\nA = 1\n", "syntax-error", "`elif` without a matching `if`", "elif"),
        ("submit", "queue x in (a b\n", "missing-token", "unclosed parenthesis", "("),
        # a line without an operator (kept by the grammars as one node, not an ERROR)
        ("condor_config", "A = 1\njust some words\n", "syntax-error", "is not a statement", "just some words"),
        ("submit", "executable = x\nfoo bar\nqueue\n", "syntax-error", "is not a statement", "foo bar"),
        ("condor_config", "A = 1\nendif\n", "syntax-error", "`endif` without a matching `if`", "endif"),
        ("condor_config", "else\nA = 1\n", "syntax-error", "`else` without a matching `if`", "else"),
        ("condor_config", "A @=end\nfoo\n", "missing-token", "unterminated multi-line `@=` value", "A @=end"),
    ],
)
def test_syntax_messages_in_plain_words(language: str, text: str, code: str, words: str, where: str) -> None:
    results = found(language, text)
    assert any(c in code.split("|") and words in m and w == where for c, m, w in results), results


def test_missing_closer_points_back_with_related_location() -> None:
    doc = Document.parse("file:///x", "classad", "f(1, 2")
    (diag,) = diagnostics(doc)
    assert diag.range == TextRange(1, 2)
    assert diag.related[0].location.range == TextRange(6, 6)
    assert diag.severity is Severity.ERROR


def test_disable_and_severity_override() -> None:
    text = "f(1, 2"
    off, _ = Settings.from_json({"rules": {"disable": ["missing-token"]}})
    assert found("classad", text, off) == []
    warn, _ = Settings.from_json({"condorLs": {"rules.severity": {"missing-token": "warning"}}})
    doc = Document.parse("file:///x", "classad", text)
    assert [d.severity for d in diagnostics(doc, AnalysisContext(settings=warn))] == [Severity.WARNING]


def test_rules_are_documented_with_stable_codes() -> None:
    rules = load_rules()
    assert {"syntax-error", "missing-token"} <= set(rules)
    for code, entry in rules.items():
        assert entry.code == code and entry.doc and entry.summary
        assert code == code.lower() and " " not in code


def test_cancellation_propagates_and_rule_bugs_are_contained() -> None:
    doc = Document.parse("file:///x", "classad", "f(1, 2")
    with pytest.raises(AnalysisCancelled):
        diagnostics(doc, AnalysisContext(cancelled=lambda: True))

    from condor_ls.analysis.rules.registry import rule

    @rule("test-broken-rule", severity=Severity.HINT, summary="always fails")
    def broken(document: Document, context: AnalysisContext):  # type: ignore[no-untyped-def]
        raise RuntimeError("bug")

    try:
        assert [d.code for d in diagnostics(doc)] == ["missing-token"]
    finally:
        del RULES["test-broken-rule"]


def test_settings_shapes_and_bad_values() -> None:
    nested, warnings = Settings.from_json(
        {"sampleAds": {"machine": "/m.ad", "job": "/j.ad"}, "subsystem": "schedd",
         "defines": {"DETECTED_CORES": 8}, "rules": {"disable": ["x"], "severity": {"y": 2}}},
    )
    assert warnings == []
    assert nested.sample_ads.machine == "/m.ad" and nested.sample_ads.job == "/j.ad"
    assert nested.subsystem == "SCHEDD"
    assert nested.defines == {"DETECTED_CORES": "8"}
    assert nested.rules.disable == frozenset({"x"}) and nested.rules.severity == {"y": Severity.WARNING}
    dotted, _ = Settings.from_json({"sampleAds.machine": "/a"}, {"condorLs": {"configRoot": "/etc/c"}})
    assert dotted.sample_ads.machine == "/a" and dotted.config_root == "/etc/c"
    bad, warnings = Settings.from_json({"subsystem": 3, "rules": {"severity": {"z": "loud"}},
                                        "diagnostics": {"debounce": "soon"}, "serverCommand": ["x"]})
    assert bad == Settings()
    assert len(warnings) == 3 and all("ignored" in w for w in warnings)
    assert Settings.from_json(None, "junk", 5)[0] == Settings()


def test_context_reads_files_and_records_dependencies(tmp_path: Path) -> None:
    other = tmp_path / "inc.config"
    other.write_text("A = 1\n")
    context = AnalysisContext()
    assert context.read_text(other.as_uri()) == "A = 1\n"
    assert context.read_text(str(tmp_path / "absent")) is None
    assert context.list_dir(str(tmp_path)) == ["inc.config"]
    assert {str(other), str(tmp_path / "absent"), str(tmp_path)} == context.dependencies
    overlay = Document.parse(other.as_uri(), "condor_config", "A = 2\n")
    context = AnalysisContext(open_document=lambda p: overlay if p == str(other) else None)
    assert context.read_text(str(other)) == "A = 2\n"
