"""Alternate spellings of submit commands (``JobBatchName`` for ``batch_name``), the credential
request family, and the missing-executable rule, checked against condor_submit's keyword table.

The table is read from the pinned htcondor wheel (``tests/oracle/submit_keyword_table.py``) and,
when ``HTCONDOR_SRC`` points at HTCondor's sources, from ``submit_utils.cpp`` as the generator
reads it; without either, the committed schema is held to counts taken from the 25.14 sources.
"""
from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
from functools import lru_cache
from pathlib import Path

import pytest

from condor_ls.analysis.completion.items import completion, resolve
from condor_ls.analysis.context import AnalysisContext
from condor_ls.analysis.hover.config import hover
from condor_ls.analysis.model import Severity
from condor_ls.analysis.rules.registry import RULES, diagnostics
from condor_ls.submit import commands
from condor_ls.syntax.document import Document
from condor_ls.syntax.languages import LanguageId

ROOT = Path(__file__).resolve().parent.parent
TABLE_SCRIPT = ROOT / "tests" / "oracle" / "submit_keyword_table.py"
SOURCES = Path(os.environ.get("HTCONDOR_SRC", "/work/htcondor-src"))
#: the keyword-table loop stops at the first row with this flag (``f_special``)
F_SPECIAL = 0x20000
#: counted in HTCondor 25.14's submit_utils.cpp: rows of the keyword table, and rows above the
#: first f_special one whose job attribute differs from the keyword (accepted as a key too)
TABLE_ROWS = 258
ATTRIBUTE_KEYS = 96


def parse(text: str, path: str = "/nonexistent/job.sub") -> Document:
    return Document.parse(Path(path).as_uri(), LanguageId.SUBMIT, text)


def codes(text: str, code: str) -> list[tuple[str, str, Severity | None]]:
    document = parse(text)
    return [(document.source[d.range.start:d.range.end].decode(), d.message, d.severity)
            for d in diagnostics(document, AnalysisContext()) if d.code == code]


# ---------------------------------------------------------------------------- the table
@lru_cache(maxsize=1)
def wheel_rows() -> list[tuple[str, str | None, int]] | None:
    """The keyword table compiled into the wheel, or None without the wheel."""
    with tempfile.TemporaryDirectory() as tmp:
        config = Path(tmp) / "condor_config"
        config.write_text("")
        env = {k: v for k, v in os.environ.items() if not k.upper().startswith(("_CONDOR_", "CONDOR_"))}
        env["CONDOR_CONFIG"] = str(config)
        proc = subprocess.run([sys.executable, str(TABLE_SCRIPT)], env=env, cwd=tmp, capture_output=True,
                              text=True, timeout=120)
    if proc.returncode == 3:
        return None
    assert proc.returncode == 0, proc.stderr
    return [(key, attr, opts) for key, attr, opts in json.loads(proc.stdout)]


def attribute_keys(rows: list[tuple[str, str | None, int]]) -> list[tuple[str, str]]:
    out = []
    for key, attr, opts in rows:
        if opts & F_SPECIAL:
            break
        if attr and attr.lower() != key.lower():
            out.append((key, attr))
    return out


def primary(name: str) -> commands.SubmitCommand:
    found = commands.command(name)
    assert found is not None, name
    if found.alias_of:
        aliased = commands.command(found.alias_of)
        assert aliased is not None
        return aliased
    return found


def check_table(keys: list[tuple[str, str]], every_key: list[str]) -> None:
    for key in every_key:
        assert commands.lookup(key) is not None, key
    for key, attr in keys:
        meant = primary(key)
        assert commands.command(attr) is not None, attr
        assert primary(attr) is meant or meant in commands.readers_of(attr), (key, attr)


def test_every_alternate_key_of_the_wheel_table_is_known() -> None:
    rows = wheel_rows()
    if rows is None:
        pytest.skip("needs the htcondor wheel")
    assert len(rows) == TABLE_ROWS
    keys = attribute_keys(rows)
    assert len(keys) == ATTRIBUTE_KEYS
    check_table(keys, [key for key, _, _ in rows])


@pytest.mark.skipif(not (SOURCES / "src/condor_utils/submit_utils.cpp").exists(), reason="needs HTCondor's sources")
def test_every_alternate_key_of_the_source_table_is_known() -> None:
    sys.path.insert(0, str(ROOT / "tools"))
    try:
        import gen_submit
    finally:
        sys.path.pop(0)
    src = SOURCES / "src"
    names = dict(gen_submit._DEFINE.findall((src / "condor_utils/submit_utils.h").read_text()))
    names.update(gen_submit._DEFINE.findall((src / "condor_includes/condor_attributes.h").read_text()))
    rows = gen_submit.read_table((src / "condor_utils/submit_utils.cpp").read_text(), names)
    keys = gen_submit.attribute_keys(rows)
    assert keys, "the table reader found no attribute keys"
    check_table(keys, [key for key, _, _ in rows])


def test_committed_schema_holds_the_attribute_keys() -> None:
    """Without the wheel or the sources: the schema has at least the attribute keys counted in
    the 25.14 sources, each a job attribute name standing for a command."""
    alternates = commands.alternate_names()
    attribute_like = [alt for alt, cmd in alternates if cmd.attribute and alt.lower() == cmd.attribute.lower()]
    assert len(alternates) >= ATTRIBUTE_KEYS and len(attribute_like) >= 80
    for alt, cmd in alternates:
        assert commands.command(alt) is not None and commands.is_alternate(alt)
        assert not commands.is_alternate(cmd.name)


# ---------------------------------------------------------------------------- accepted
def test_each_alternate_key_is_accepted() -> None:
    names = [alt for alt, _ in commands.alternate_names()]
    text = "executable = /bin/true\n" + "".join(f"{name} = 1\n" for name in names) + "queue\n"
    assert codes(text, "unknown-command") == []


def test_attribute_names_used_in_real_job_files_are_accepted() -> None:
    text = ("executable = analyse.sh\nJobBatchName = calibration-$(Cluster)\nRequestMemory = 2048\n"
            "RequestCpus = 4\nNotifyUser = someone@example.org\nMaxJobRetirementTime = 3600\n"
            "JobLeaseDuration = 7200\nqueue\n")
    assert codes(text, "unknown-command") == []
    assert codes("executable = a\nJobBatchNam = x\nqueue\n", "unknown-command")  # still a typo


def test_both_spellings_name_the_line_without_effect() -> None:
    hits = codes("executable = a\nJobBatchName = old\nbatch_name = new\nqueue\n", "duplicate-command")
    assert [(t, "has no effect" in m, "line 3" in m) for t, m, _ in hits] == [("JobBatchName", True, True)]
    reversed_order = codes("executable = a\nbatch_name = new\nJobBatchName = old\nqueue\n", "duplicate-command")
    assert [t for t, _, _ in reversed_order] == ["JobBatchName"]


# ---------------------------------------------------------------------------- hover, completion
def test_hover_says_what_an_alternate_stands_for(tmp_path: Path) -> None:
    text = "executable = a\nJobBatchName = nightly\nqueue\n"
    path = tmp_path / "job.sub"
    path.write_text(text)
    document = Document.parse(path.as_uri(), "submit", text, 1)
    found = hover(document, text.index("JobBatch") + 2, AnalysisContext())
    assert found is not None
    assert "`JobBatchName` is an alternate spelling of `batch_name`" in found.markdown
    assert "**batch_name**" in found.markdown
    own = hover(document, text.index("executable") + 2, AnalysisContext())
    assert own is not None and "alternate spelling of" not in own.markdown


def _completions(tmp_path: Path, text: str) -> list:  # type: ignore[type-arg]
    path = tmp_path / "job.sub"
    path.write_text(text)
    document = Document.parse(path.as_uri(), "submit", text, 1)
    return list(completion(document, len(text), AnalysisContext()).items)


def test_completion_offers_alternates_after_the_primary_name(tmp_path: Path) -> None:
    offered = {i.label: i for i in _completions(tmp_path, "executable = a\nJobBa")}
    item = offered["JobBatchName"]
    assert item.detail == "alternate spelling of batch_name"
    assert "alternate spelling of `batch_name`" in resolve(item.data)
    # where both spellings match what was typed equally well, the command's own name comes first
    names = [i.label for i in _completions(tmp_path, "executable = a\nreq")]
    assert names.index("request_memory") < names.index("RequestMemory")
    assert names.index("request_cpus") < names.index("RequestCpus")
    batch = next(i for i in _completions(tmp_path, "executable = a\nbatch_na") if i.label == "batch_name")
    assert item.sort_text is not None and batch.sort_text is not None and item.sort_text > batch.sort_text


# ---------------------------------------------------------------------------- oauth
def test_credential_requests_come_from_the_schema() -> None:
    patterns = {p.pattern for p in commands.table().patterns}
    assert {"<service>_oauth_permissions[_<handle>]", "<service>_oauth_resource[_<handle>]",
            "<service>_oauth_options[_<handle>]"} <= patterns
    text = ("executable = fetch.sh\nuse_oauth_services = dune, box\ndune_oauth_permissions_production = read:/\n"
            "dune_oauth_resource_production = https://dune.example.org\nbox_oauth_options = offline\nqueue\n")
    assert codes(text, "unknown-command") == []
    found = commands.lookup("dune_oauth_permissions_production")
    assert isinstance(found, commands.CommandPattern) and "use_oauth_services" in found.description
    assert codes("executable = a\nbox_oauth_permission = x\nqueue\n", "unknown-command")


# ---------------------------------------------------------------------------- executable
def test_missing_executable_is_a_warning_that_mentions_interactive_use() -> None:
    assert RULES["missing-executable"].severity is Severity.WARNING
    hits = codes("request_cpus = 1\nrequest_memory = 1GB\nqueue\n", "missing-executable")
    assert len(hits) == 1
    text, message, _ = hits[0]
    assert text == "queue" and "condor_submit -interactive" in message


@pytest.mark.parametrize("text", [
    "universe = docker\ndocker_image = python:3.12\nqueue\n",
    "universe = container\ncontainer_image = /images/analysis.sif\nqueue\n",
    "container_image = docker://almalinux:9\nqueue\n",
    "Cmd = /bin/hostname\nqueue\n",
    "interactive_executable = /bin/bash\nqueue\n",
])
def test_no_finding_where_no_executable_is_needed(text: str) -> None:
    assert codes(text, "missing-executable") == []


def test_an_alternate_spelling_enters_the_job_ad_like_its_command(tmp_path: Path) -> None:
    """``RequestMemory = 32G`` is request_memory: the size is converted to MB in the job ad."""
    text = "executable = a\nRequestMemory = 32G\nrequirements = Memory >= RequestMemory\nqueue\n"
    path = tmp_path / "job.sub"
    path.write_text(text)
    document = Document.parse(path.as_uri(), "submit", text, 1)
    found = hover(document, text.index("requirements") + 2, AnalysisContext())
    assert found is not None and ">= RequestMemory (32768)`" in found.markdown
