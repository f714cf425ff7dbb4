"""Submit commands condor_submit no longer reads (issue 20's follow-up): `deprecated-command`
says what became of them, with condor_submit's meaning (it ignores the line and warns that it
was unused: ``SubmitHash::warn_unused`` in src/condor_utils/submit_utils.cpp), and
`unknown-command` does not report them again."""
from __future__ import annotations

import os
import re
from pathlib import Path

import pytest

from condor_ls.analysis.context import AnalysisContext
from condor_ls.analysis.model import Severity, Tag
from condor_ls.analysis.rules.registry import diagnostics
from condor_ls.analysis.settings import Settings
from condor_ls.submit import commands
from condor_ls.submit.retired import RETIRED, retired
from condor_ls.syntax.document import Document
from condor_ls.syntax.languages import LanguageId


def _findings(text: str, version: str = "25"):  # type: ignore[no-untyped-def]
    document = Document.parse(Path("/nonexistent/job.sub").as_uri(), LanguageId.SUBMIT, text)
    context = AnalysisContext(settings=Settings(submit_version=version))
    return document, [d for d in diagnostics(document, context) if d.code in ("deprecated-command", "unknown-command")]


@pytest.mark.parametrize("name", sorted(RETIRED))
def test_each_retired_command_gets_one_warning_with_condor_submit_s_meaning(name: str) -> None:
    document, found = _findings(f"executable = /bin/true\n{name} = x\nqueue\n")
    (item,) = found
    assert item.code == "deprecated-command" and item.severity is Severity.WARNING and Tag.DEPRECATED in item.tags
    assert "no longer a submit command" in item.message and "warns that the line was unused" in item.message
    assert document.source[item.range.start:item.range.end].decode() == name
    assert commands.command(name) is None  # no command of today's table


def test_copy_to_spool_is_still_read_by_24_0() -> None:
    """24.0's condor_submit reads it (SUBMIT_KEY_CopyToSpool, submit.cpp in v24.0.23); 25's
    version history says it is no longer supported."""
    _document, found = _findings("executable = /bin/true\ncopy_to_spool = true\nqueue\n", "24.0")
    assert [(d.code, d.severity) for d in found] == [("deprecated-command", Severity.HINT)]
    assert "HTCondor 25's condor_submit no longer reads it" in found[0].message
    # a command gone before 24.0 is as gone under 24.0
    _document, found = _findings("executable = /bin/true\nglobus_rsl = x\nqueue\n", "24.0")
    assert [(d.code, d.severity) for d in found] == [("deprecated-command", Severity.WARNING)]


def test_the_renamed_key_has_a_fix() -> None:
    document, found = _findings("executable = /bin/true\ninteractive_exectuable = /bin/sh\nqueue\n")
    (item,) = found
    (fix,) = item.fixes
    assert fix.edits[0].new_text == "interactive_executable"
    assert "use `interactive_executable`" in item.message


def test_a_retired_name_used_as_a_macro_is_the_file_s_own() -> None:
    _document, found = _findings("executable = /bin/true\nrootdir = /data\narguments = $(rootdir)\nqueue\n")
    assert found == []


def test_the_python_bindings_descriptions_get_it_too(tmp_path: Path) -> None:
    script = tmp_path / "s.py"
    script.write_text('import htcondor2\nsub = htcondor2.Submit({"executable": "/bin/true", "copy_to_spool": "true"})\n')
    document = Document.parse(script.as_uri(), LanguageId.PYTHON, script.read_text())
    codes = [d.code for d in diagnostics(document, AnalysisContext())]
    assert "deprecated-command" in codes and "unknown-command" not in codes


def _keys(header: Path) -> set[str]:
    text = header.read_text(encoding="utf-8", errors="replace")
    return {m.lower() for m in re.findall(r'#define\s+SUBMIT_(?:KEY|CMD)_\w+\s+"([^"]*)"', text)}


@pytest.mark.skipif(not os.environ.get("HTCONDOR_SRC"), reason="needs a checkout of HTCondor's sources in HTCONDOR_SRC")
def test_no_retired_name_is_a_key_of_25_s_condor_submit() -> None:
    keys = _keys(Path(os.environ["HTCONDOR_SRC"]) / "src" / "condor_utils" / "submit_utils.h")
    assert len(keys) > 200
    assert set(RETIRED) & keys == set()
    assert "interactive_executable" in keys


@pytest.mark.skipif(not Path("/work/htcondor-src-24/src/condor_utils/submit_utils.h").is_file(),
                    reason="needs HTCondor 24.0's sources at /work/htcondor-src-24")
def test_what_25_retired_is_a_key_of_24_0_s() -> None:
    keys = _keys(Path("/work/htcondor-src-24/src/condor_utils/submit_utils.h"))
    assert {name for name, entry in RETIRED.items() if entry.gone_in == "25"} <= keys
    assert {name for name, entry in RETIRED.items() if entry.gone_in != "25"} & keys == set()
    assert retired("copy_to_spool", "24.0") is None and retired("copy_to_spool") is not None
