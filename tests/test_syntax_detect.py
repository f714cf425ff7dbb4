"""Language detection from languageId, file name and content."""
from __future__ import annotations

import pytest

from condor_ls.syntax.detect import detect_language, language_from_lsp_id, language_from_name, sniff, unclaimed
from condor_ls.syntax.languages import LanguageId

CONFIG, SUBMIT, CLASSAD = LanguageId.CONFIG, LanguageId.SUBMIT, LanguageId.CLASSAD


@pytest.mark.parametrize(
    ("name", "expected"),
    [
        ("/etc/condor/condor_config", CONFIG),
        ("/etc/condor/condor_config.local", CONFIG),
        ("/etc/condor/config.d/00-security", CONFIG),
        ("file:///etc/condor/config.d/10%20execute", CONFIG),
        ("pool.config", CONFIG),
        ("site.conf", CONFIG),
        ("C:\\condor\\CONDOR_CONFIG", CONFIG),
        ("job.sub", SUBMIT),
        ("file:///home/u/job.submit", SUBMIT),
        ("old.jdl", SUBMIT),
        ("slot1.ad", CLASSAD),
        ("machine.classad", CLASSAD),
        ("notes.txt", None),
        # HTCondor's own sources: the base name says config, the extension says C++ or Python
        ("src/condor_utils/condor_config.cpp", None),
        ("src/condor_includes/condor_config.h", None),
        ("tools/condor_config.py", LanguageId.PYTHON),
        ("docs/condor_config.md", None),
        ("condor_config.generic", CONFIG),
        ("condor_config.local.rpmsave", CONFIG),
        ("condor_config.annotated", CONFIG),
        ("config.d/condor_config.cpp", CONFIG),  # HTCondor reads every file of config.d
        ("job", None),
        ("", None),
    ],
)
def test_language_from_name(name: str, expected: LanguageId | None) -> None:
    assert language_from_name(name) is expected


def test_lsp_language_ids() -> None:
    assert language_from_lsp_id("htcondor-config") is CONFIG
    assert language_from_lsp_id("htcondor-submit") is SUBMIT
    assert language_from_lsp_id("classad") is CLASSAD
    assert language_from_lsp_id("plaintext") is None
    assert language_from_lsp_id(None) is None


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("executable = /bin/sleep\narguments = 10\nqueue 5\n", SUBMIT),
        ("use ROLE : Execute\nSTART = TRUE\n", CONFIG),
        ("if defined X\nA = 1\nendif\n", CONFIG),
        ("[ MyType = \"Machine\"; Memory = 1024 ]", CLASSAD),
        ("MyType = \"Job\"\nClusterId = 12\nProcId = 0\n", CLASSAD),
        ("just some words\n", None),
    ],
)
def test_sniff(text: str, expected: LanguageId | None) -> None:
    assert sniff(text) is expected


def test_detect_precedence() -> None:
    # a languageId of ours beats the name; the name beats the content; content beats the default
    assert detect_language("job.sub", "queue", language_id="classad") is CLASSAD
    assert detect_language("job.sub", "use ROLE : Execute", language_id="plaintext") is SUBMIT
    assert detect_language("job.cmd", "executable = x\nqueue\n") is SUBMIT
    assert detect_language("mystery", "nothing here") is CONFIG
    assert detect_language("mystery", "nothing here", default=None) is None


@pytest.mark.parametrize(("name", "text", "language_id", "expected"), [
    ("file:///p/items.csv", "sample,value\nalpha,1\n", "plaintext", True),
    ("file:///p/README.md", "# Notes\n", None, True),
    ("file:///p/items.csv", "sample,value\n", "htcondor-submit", False),  # the user chose ours
    ("file:///p/policy.csv", "use ROLE : Execute\nSTART = true\n", "plaintext", False),  # content says config
    ("file:///p/job.sub", "a,b\n", "plaintext", False),  # the name says submit
    ("file:///p/notes", "a,b\n", "plaintext", False),  # no suffix: the config fallback stays
    ("file:///p/notes.txt", "a,b\n", "plaintext", False),
])
def test_unclaimed_data_files(name: str, text: str, language_id: str | None, expected: bool) -> None:
    assert unclaimed(name, text, language_id) is expected
