"""The read-only documents of a submit file: their URIs (written by the server, written back by a
client that escapes the whole query), and the job-ads text, which HTCondor's own reader
(classad2.parseAds) and condor-ls's read as the same ads."""
from __future__ import annotations

from pathlib import Path
from urllib.parse import quote, unquote, urlsplit

import pytest

from condor_ls.analysis.context import AnalysisContext, path_to_uri
from condor_ls.analysis.virtual_documents import JOB_ADS_SCHEME, MATCH_SCHEME, VirtualTarget, job_ads_document, \
    job_ads_text, parse_virtual_uri, title_of, virtual_uri
from condor_ls.classad.adfiles import read_ads
from condor_ls.submit.jobads import SubmitOptions, build_job_ads
from condor_ls.syntax.document import Document
from condor_ls.syntax.languages import LanguageId


def rewritten(uri: str) -> str:
    """The URI as VS Code writes it back: the query decoded once, then escaped whole."""
    parts = urlsplit(uri)
    return f"{parts.scheme}:{parts.path}?{quote(unquote(parts.query), safe='')}"


@pytest.mark.parametrize("source", ["file:///home/me/job.sub", "file:///tmp/a%2Bb%26c%3Dd.sub",
                                    "file:///tmp/x%25y%20z.sub", "untitled:Untitled-1"])
@pytest.mark.parametrize("queue", [None, 0, 12])
@pytest.mark.parametrize("scheme", [JOB_ADS_SCHEME, MATCH_SCHEME])
def test_uris_name_the_file_and_the_statement(source: str, queue: int | None, scheme: str) -> None:
    uri = virtual_uri(scheme, source, queue)
    assert uri.startswith(scheme + ":")
    expected = VirtualTarget(scheme, source, queue)
    assert parse_virtual_uri(uri) == expected
    assert parse_virtual_uri(rewritten(uri)) == expected
    suffix = ".ads" if scheme == JOB_ADS_SCHEME else ".match.md"
    assert title_of(uri).endswith((f".queue{queue + 1}" if queue is not None else "") + suffix)


@pytest.mark.parametrize("uri", ["file:///etc/passwd", "condor-ls-jobads:/x.ads", "condor-ls-jobads:/x?queue=1",
                                 "condor-ls-jobads:/x?queue=-1&source=a", "condor-ls-jobads:/x?queue=zz&source=a",
                                 "condor-ls-other:/x?source=a", "", None, 3])
def test_other_uris_are_not_ours(uri: object) -> None:
    assert parse_virtual_uri(uri) is None  # type: ignore[arg-type]


TEXT = """\
executable = /bin/echo
arguments = "$(Item) 'two words'"
environment = "A=1 B=$(Item)"
+Note = "x \\"quoted\\""
request_memory = 2GB
queue 2 in (a, b)
"""


def test_job_ads_text_is_read_as_the_same_ads_by_both_readers(tmp_path: Path) -> None:
    import classad2

    result = build_job_ads(TEXT, str(tmp_path / "job.sub"), SubmitOptions(cwd=str(tmp_path), submit_time=1_700_000_000))
    text = job_ads_text(result, "job.sub")
    ours = read_ads(text).ads
    theirs = list(classad2.parseAds(text))
    assert [ad.lookup("ProcId").value for ad in ours] == [0, 1, 2, 3]  # type: ignore[union-attr]
    assert len(theirs) == 4
    for mine, proc, library in zip(ours, result.procs(), theirs):
        assert set(n.lower() for n in mine.names()) == set(n.lower() for n in proc.ad.names())
        assert {k.lower() for k in library.keys()} == {n.lower() for n in proc.ad.names()}
        assert library.eval("Arguments") == mine.lookup("Arguments").value  # type: ignore[union-attr]
        assert library.eval("Environment") == mine.lookup("Environment").value  # type: ignore[union-attr]
        assert library.eval("Note") == 'x "quoted"'
    assert text.startswith("# job.sub: the job ads condor_submit would make (HTCondor 25's rules, cluster 1)")
    assert "# queue statement 1: queue 2 in (a, b) (job.sub:6): 4 procs, jobs 1.0 to 1.3\n# job 1.0\n" in text


def test_one_statement_problems_and_the_limit(tmp_path: Path) -> None:
    text = "executable = /bin/echo\nqueue 3\nqueue 250\n"
    result = build_job_ads(text, str(tmp_path / "job.sub"), SubmitOptions(cwd=str(tmp_path)))
    second = job_ads_text(result, "job.sub", queue=1)
    ads = read_ads(second).ads
    assert [ad.lookup("ProcId").value for ad in ads][:2] == [3, 4] and len(ads) == 100  # type: ignore[union-attr]
    assert "# warning (line 3): Use of multiple queue statements" in second
    assert "(150 more procs not shown: `condor-ls submit FILE --dump -` writes them all)" in second
    everything = job_ads_text(result, "job.sub")
    assert len(read_ads(everything).ads) == 100
    missing = job_ads_text(result, "job.sub", queue=5)
    assert "there is no queue statement 6 (condor_submit reaches 2)" in missing and not read_ads(missing).ads


def test_document_of_an_editor_buffer(tmp_path: Path) -> None:
    path = tmp_path / "job.sub"
    document = Document.parse(path_to_uri(str(path)), LanguageId.SUBMIT, TEXT, 1)  # not saved: the buffer counts
    found = job_ads_document(document, AnalysisContext(), 0)
    assert found.language == "classad" and found.title == "job.sub.queue1.ads"
    assert parse_virtual_uri(found.uri) == VirtualTarget(JOB_ADS_SCHEME, document.uri, 0)
    assert 'RequestMemory = 2048' in found.text
