"""Provenance (issue 20's follow-up): which submit line set each attribute of a job ad, also
when the line uses a command's alternate key (``RequestMemory`` for ``request_memory``,
``Output`` for ``output``) or ``+Foo``/``MY.Foo``; and the submit hover that shows it.

condor_submit reads a command by its own name first and by its alternate key only when the name
is not defined (``submit_param(name, alt)`` in src/condor_utils/submit_utils.cpp), and
``request_memory`` has a predefined default that forwards to ``$(RequestMemory)`` (the
``rem`` default in the same file), so the line that set ``RequestMemory`` is the provenance."""
from __future__ import annotations

from pathlib import Path

import pytest

from condor_ls.analysis.context import AnalysisContext, path_to_uri
from condor_ls.analysis.hover.submit import submit_hover
from condor_ls.classad.unparse import unparse
from condor_ls.submit.jobads import SubmitOptions, build_job_ads
from condor_ls.submit.jobads.builder import spelling
from condor_ls.syntax.document import Document
from condor_ls.syntax.languages import LanguageId

TEXT = """executable = /bin/true
Output = out.txt
RequestMemory = 2GB
request_disk = 1GB
+Foo = 1
MY.Bar = "x"
+Baz = 1
MY.Baz = 2
request_cpus = 1
RequestCpus = 4
queue
"""


def _first(tmp_path: Path, text: str = TEXT):  # type: ignore[no-untyped-def]
    path = tmp_path / "p.sub"
    path.write_text(text)
    options = SubmitOptions(cwd=str(tmp_path), environ={}, submit_time=1700000000, user="u")
    return build_job_ads(text, str(path), options).first()


@pytest.mark.parametrize(("attribute", "key", "line"), [
    ("Out", "Output", 1),                  # an alternate spelling of output
    ("RequestMemory", "RequestMemory", 2),  # through request_memory's default $(RequestMemory)
    ("RequestDisk", "request_disk", 3),
    ("Foo", "MY.Foo", 4),                  # +Foo is MY.Foo
    ("Bar", "MY.Bar", 5),
    ("Baz", "MY.Baz", 7),                  # the later of +Baz and MY.Baz
    ("RequestCpus", "request_cpus", 8),    # the command's own name before its alternate key
])
def test_each_attribute_names_the_line_that_set_it(tmp_path: Path, attribute: str, key: str, line: int) -> None:
    proc = _first(tmp_path)
    sources = [s for s in proc.sources(attribute) if s.kind == "submit"]
    assert [(s.name, s.origin.line) for s in sources] == [(key, line)]


def test_the_value_read_is_the_one_the_line_gives(tmp_path: Path) -> None:
    proc = _first(tmp_path)
    values = {name: unparse(proc.ad.lookup(name), old=True) for name in ("RequestCpus", "RequestMemory", "Baz", "Out")}
    assert values == {"RequestCpus": "1", "RequestMemory": "2048", "Baz": "2", "Out": '"out.txt"'}


def test_attributes_from_accepts_every_spelling(tmp_path: Path) -> None:
    proc = _first(tmp_path)
    for key in ("request_memory", "RequestMemory", "REQUEST_MEMORY"):
        assert "RequestMemory" in proc.attributes_from(key)
    assert proc.attributes_from("+Foo") == proc.attributes_from("MY.Foo") == ("Foo",)
    assert "Out" in proc.attributes_from("output")
    assert spelling("Output") == spelling("output") == "output" and spelling("+x") == "my.x"


def test_a_value_from_an_included_file(tmp_path: Path) -> None:
    (tmp_path / "common.sub").write_text("RequestMemory = 3GB\n")
    proc = _first(tmp_path, "executable = /bin/true\ninclude : common.sub\nqueue\n")
    (source,) = proc.sources("RequestMemory")
    assert source.name == "RequestMemory" and source.origin.file.endswith("common.sub") and source.origin.line == 0


def _hover(tmp_path: Path, key: str, text: str = TEXT) -> str:
    path = tmp_path / "p.sub"
    path.write_text(text)
    document = Document.parse(path_to_uri(str(path)), LanguageId.SUBMIT, text)
    hover = submit_hover(document, text.index(key + " ") + 1, AnalysisContext())
    assert hover is not None
    return hover.markdown


@pytest.mark.parametrize(("key", "shown", "used"), [
    ("Output", "`Out` from `Output` (line 2)", True),
    ("RequestMemory", "`RequestMemory` from `RequestMemory` (line 3)", True),
    ("+Foo", "`Foo` from `MY.Foo` (line 5)", True),
    ("+Baz", "`Baz` from `MY.Baz` (line 8)", False),
    ("MY.Baz", "`Baz` from `MY.Baz` (line 8)", True),
    ("request_cpus", "`RequestCpus` from `request_cpus` (line 9)", True),
    ("RequestCpus", "`RequestCpus` from `request_cpus` (line 9)", False),
])
def test_the_hover_shows_the_provenance(tmp_path: Path, key: str, shown: str, used: bool) -> None:
    markdown = _hover(tmp_path, key)
    assert "**Set by:** " + shown in markdown
    assert ("This line is not what sets it" in markdown) is (not used)


def test_the_hover_names_an_included_file_s_line(tmp_path: Path) -> None:
    (tmp_path / "common.sub").write_text("# shared\nrequest_memory = 3GB\n")
    text = "executable = /bin/true\ninclude : common.sub\nRequestMemory = 1GB\nqueue\n"
    markdown = _hover(tmp_path, "RequestMemory", text)
    assert "`RequestMemory` from `request_memory` (common.sub:2)" in markdown
    assert "This line is not what sets it" in markdown
