"""``condor-ls submit FILE [KEY=VALUE ...] --dump -|OUT``: the job ads condor_submit would make."""
from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from condor_ls.classad.adjson import read_json
from condor_ls.classad.unparse import unparse
from condor_ls.cli.main import main

JOB = "executable = /bin/echo\narguments = $(Item) $(x)\nrequest_memory = 2G\nqueue Item in (a, b)\n"


@pytest.fixture
def here(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("CONDOR_CONFIG", "/dev/null")
    for name in [n for n in __import__("os").environ if n.upper().startswith("_CONDOR_")]:
        monkeypatch.delenv(name)
    (tmp_path / "job.sub").write_text(JOB)
    return tmp_path


def _long_ads(text: str) -> list[dict[str, str]]:
    ads = []
    for block in text.split("\n\n"):
        lines = [line for line in block.splitlines() if line]
        if lines:
            ads.append(dict(line.split(" = ", 1) for line in lines))
    return ads


def test_long_form(here: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["submit", "job.sub", "x=cli", "--dump", "-", "--submit-time", "1234"]) == 0
    out = capsys.readouterr().out
    ads = _long_ads(out)
    assert len(ads) == 2
    for proc, ad in enumerate(ads):
        assert ad["ClusterId"] == "1" and ad["ProcId"] == str(proc)
        assert ad["QDate"] == ad["EnteredCurrentStatus"] == "1234"
        assert ad["JobSubmitMethod"] == "0" and ad["JobSubmitFile"] == '"job.sub"'
        assert "Owner" not in ad
        assert ad["RequestMemory"] == "2048"
    assert [ad["Args"] for ad in ads] == ['"a cli"', '"b cli"']
    # every ad's lines are sorted by name
    for block in out.strip().split("\n\n"):
        names = [line.split(" = ")[0] for line in block.splitlines()]
        assert names == sorted(names, key=str.lower)


def test_cluster_and_assignment_overridden_by_the_file(here: Path, capsys: pytest.CaptureFixture[str]) -> None:
    (here / "job.sub").write_text("x = file\n" + JOB)
    assert main(["submit", "job.sub", "x=cli", "--cluster", "42", "--dump", "-"]) == 0
    ads = _long_ads(capsys.readouterr().out)
    assert {ad["ClusterId"] for ad in ads} == {"42"} and ads[0]["Args"] == '"a file"'


def test_json_matches_long(here: Path, capsys: pytest.CaptureFixture[str]) -> None:
    main(["submit", "job.sub", "--dump", "-", "--submit-time", "1"])
    long_ads = _long_ads(capsys.readouterr().out)
    main(["submit", "job.sub", "--dump", "-", "--submit-time", "1", "--format", "json"])
    out = capsys.readouterr().out
    assert out.startswith("[\n{\n  \"") and out.endswith("}\n]\n")
    assert len(json.loads(out)) == 2
    ads, _ = read_json(out)
    assert [{k: unparse(v, old=True) for k, v in ad.items()} for ad in ads] == long_ads


def test_submit_dump_layout(here: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """condor_submit's own -dump lines: the cluster ad once, then per proc ProcId, JobStatus and
    the differences; read back as HTCondor's regression driver reads them, the ads are whole."""
    main(["submit", "job.sub", "--dump", "-", "--submit-time", "1"])
    long_ads = _long_ads(capsys.readouterr().out)
    main(["submit", "job.sub", "--dump", "-", "--submit-time", "1", "--format", "submit"])
    out = capsys.readouterr().out
    assert out.startswith("\nClusterId=1\n")
    blocks = out[1:].split("\n\n")
    assert len(blocks) == 2
    assert blocks[1].splitlines() == ["ProcId=1", "JobStatus=1", 'Args="b"']
    cluster: dict[str, str] = {}
    procs: list[dict[str, str]] = []
    for block in blocks:
        proc: dict[str, str] = {}
        for line in block.splitlines():
            name, value = line.split("=", 1)
            (proc if procs or name in ("ProcId", "JobStatus") else cluster)[name] = value
        procs.append(proc)
    rebuilt = [{**cluster, **proc} for proc in procs]
    assert [{k: v for k, v in ad.items()} for ad in rebuilt] == long_ads


def test_dump_to_a_file(here: Path) -> None:
    assert main(["submit", "job.sub", "--dump", "ads.txt"]) == 0
    assert len(_long_ads((here / "ads.txt").read_text())) == 2


def test_version_24(here: Path, capsys: pytest.CaptureFixture[str]) -> None:
    main(["submit", "job.sub", "--dump", "-", "--htcondor-version", "24.0"])
    ad = _long_ads(capsys.readouterr().out)[0]
    assert "SubmitVersion" not in ad and "24.0.24" in ad["CondorVersion"]


def test_config_file(here: Path, capsys: pytest.CaptureFixture[str]) -> None:
    (here / "condor_config").write_text('SUBMIT_ATTRS = Site\nSite = "north"\n')
    main(["submit", "job.sub", "--dump", "-", "--config", "condor_config"])
    assert _long_ads(capsys.readouterr().out)[0]["Site"] == '"north"'


def test_errors_fail_with_their_line(here: Path, capsys: pytest.CaptureFixture[str]) -> None:
    (here / "bad.sub").write_text("executable = /bin/echo\nrequest_memory = 2 GB of RAM\nqueue\n")
    assert main(["submit", "bad.sub", "--dump", "-"]) == 1
    captured = capsys.readouterr()
    assert captured.out == ""
    assert re.search(r"^bad\.sub:2: ERROR: ", captured.err, re.M)


def test_command_queue_is_not_run(here: Path, capsys: pytest.CaptureFixture[str]) -> None:
    (here / "cmd.sub").write_text("executable = /bin/echo\nqueue from touch ran |\n")
    assert main(["submit", "cmd.sub", "--dump", "-"]) == 0
    captured = capsys.readouterr()
    assert captured.out == "" and "never runs" in captured.err and "cmd.sub:2: WARNING" in captured.err
    assert not (here / "ran").exists()


def test_unreadable_file(here: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["submit", "missing.sub", "--dump", "-"]) == 2
    assert "missing.sub" in capsys.readouterr().err
    assert main(["submit", "job.sub", "novalue", "--dump", "-"]) == 2
