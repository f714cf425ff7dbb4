"""Previews of the manual's worked examples, and ``condor-ls transform``.

The expected ads follow HTCondor's code: each schedd transform's REQUIREMENTS is evaluated on
the ad as the transforms before it left it, variables are shared by the transforms of one job,
and a failing transform stops the list.
"""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from condor_ls.classad.parser import parse_ad, parse_ads
from condor_ls.classad.unparse import unparse
from condor_ls.cli.main import main
from condor_ls.config.reader import load_config
from condor_ls.transform import preview
from condor_ls.transform.reader import Mode, read_text

FIXTURES = Path(__file__).resolve().parent / "fixtures" / "transforms"


def config(text: str):
    return load_config("/t/condor_config", text=text, read_file=lambda p: (_ for _ in ()).throw(OSError()),
                       subsystem="SCHEDD")


def attrs(ad) -> dict[str, str]:
    return {name: unparse(expr) for name, expr in ad.items()}


def test_accounting_group_and_container_transforms() -> None:
    cfg = load_config(str(FIXTURES / "schedd.config"), subsystem="SCHEDD")
    jobs = parse_ads('Owner = "alice"\nJobUniverse = 5\nWantOldOS = true\nAcctGroup = "physics"\n'
                     'Requirements = (TARGET.Memory > 1)\n\n'
                     'Owner = "bob"\nJobUniverse = 5\nRequirements = true\n')
    first, second = preview.schedd(cfg, jobs)
    assert first.applied == ["ChargeTeam", "OldOsToContainer"]
    got = attrs(first.ad)
    # condor-ls reads no user map files: userMap() is undefined, so the group is too, and join()
    # leaves undefined arguments out
    assert got["AcctGroup"] == "undefined" and got["AccountingGroup"] == '"alice"'
    assert got["WantContainer"] == "true" and got["ContainerImage"] == '"centos7"'
    assert got["Requirements"] == "TARGET.HasContainer && (TARGET.Memory > 1)"
    assert second.applied == ["ChargeTeam"]
    # a schedd's smart auto-use (AUTO_USE_FEATURE_PelicanRetryPolicy = $(IsSchedd) in the param
    # table) appends PelicanRetry to JOB_TRANSFORM_NAMES, as htcondor2.param shows for SCHEDD
    assert [(s.name, s.outcome.matched) for s in second.steps if s.outcome] == [
        ("ChargeTeam", True), ("OldOsToContainer", False), ("PelicanRetry", False)]
    assert "WantContainer" not in attrs(second.ad)


def test_requirements_see_the_earlier_transforms() -> None:
    # job_transforms.cpp checks xfm->matches(ad) on the ad being transformed in place, so a
    # later transform's REQUIREMENTS sees what earlier ones set (not the ad as submitted)
    cfg = config("JOB_TRANSFORM_NAMES = Mark Use\nJOB_TRANSFORM_Mark = SET Marked true\n"
                 "JOB_TRANSFORM_Use @=end\nREQUIREMENTS Marked\nSET Saw true\n@end\n")
    (result,) = preview.schedd(cfg, [parse_ad("A = 1")])
    assert result.applied == ["Mark", "Use"] and attrs(result.ad)["Saw"] == "true"


def test_a_failing_transform_stops_the_list() -> None:
    cfg = config("JOB_TRANSFORM_NAMES = Bad After\nJOB_TRANSFORM_Bad = SETT X 1\nJOB_TRANSFORM_After = SET Y 1\n")
    (result,) = preview.schedd(cfg, [parse_ad("A = 1")])
    assert result.failed is not None and result.failed.name == "Bad"
    assert "Y" not in attrs(result.ad) and result.applied == []


def test_undefined_and_old_form_names_are_skipped() -> None:
    cfg = config("JOB_TRANSFORM_NAMES = Missing Old Ok\nJOB_TRANSFORM_Old = [ set_X = 1; ]\n"
                 "JOB_TRANSFORM_Ok = SET Z 1\n")
    (result,) = preview.schedd(cfg, [parse_ad("A = 1")])
    notes = {s.name: s.note for s in result.steps}
    assert "not defined" in (notes["Missing"] or "") and "New-ClassAd" in (notes["Old"] or "")
    assert result.applied == ["Ok"]


def test_condor_transform_ads_manual_example() -> None:
    rules = read_text((FIXTURES / "counting.xform").read_text(), "counting", Mode.FILE)
    job = parse_ad('ResidentSetSize = 500\nDiskUsage = 2500000\nNumCkpts = 0\nTransferrErr = false\n'
                   'Err = "/dev/null"\n')
    (result,) = preview.rules([rules], [job])
    # the manual's output, printed by the current ClassAd library
    assert attrs(result.ad) == {"ResidentSetSize": "500", "DiskUsage": "2500000", "Err": '"/dev/null"',
                                "MemoryUsage": "5", "RequestDisk": "(5000000 / 1024)", "NumCheckPoints": "0"}


def test_regex_forms_of_the_manual() -> None:
    rules = read_text("COPY /Resource(.+)/ OriginalResource\\1\nRENAME /^Old(.+)/ New\\1\nDELETE /^Tmp/", "r",
                      Mode.FILE)
    job = parse_ad("ResourceCpus = 2\nOldName = \"x\"\nTmpA = 1\nTmpB = 2\nKeep = 3")
    (result,) = preview.rules([rules], [job])
    assert sorted(attrs(result.ad)) == ["Keep", "NewName", "OriginalResourceCpus", "ResourceCpus"]


def test_transform_iteration() -> None:
    rules = read_text((FIXTURES / "iterate.xform").read_text(), "PerSite", Mode.FILE)
    results = preview.rules([rules], [parse_ad('Owner = "a"')])
    assert [attrs(r.ad)["Site"] for r in results] == ['"alpha"', '"beta"']
    assert [attrs(r.ad)["SiteSlots"] for r in results] == ["10", "20"]
    assert [attrs(r.ad)["Position"] for r in results] == ["0", "1"]


def test_transform_count_and_in_list() -> None:
    counted = read_text("SET Step $(Step)\nSET Row $(Row)\nTRANSFORM 3", "c", Mode.FILE)
    results = preview.rules([counted], [parse_ad("A = 1")])
    assert [(attrs(r.ad)["Step"], attrs(r.ad)["Row"]) for r in results] == [("0", "0"), ("1", "0"), ("2", "0")]
    listed = read_text('SET Color "$(Item)"\nTRANSFORM 2 in (red, green)', "l", Mode.FILE)
    results = preview.rules([listed], [parse_ad("A = 1")])
    assert [attrs(r.ad)["Color"] for r in results] == ['"red"', '"red"', '"green"', '"green"']


def test_router_applies_pre_route_then_the_first_matching_route() -> None:
    cfg = load_config(str(FIXTURES / "router.config"), subsystem="JOB_ROUTER")
    job = parse_ad('WantRouting = true\nJobStatus = 1\nQDate = 0\nOwner = "a"')
    (result,) = preview.router(cfg, [job])
    assert result.applied == ["Common", "Batch"]
    got = attrs(result.ad)
    assert "WantRouting" not in got and got["Requirements"] == "true"
    assert got["PeriodicRemove"].startswith("JobStatus == 5 ||")
    (skipped,) = preview.router(cfg, [parse_ad("A = 1")])
    assert skipped.applied == [] and "JOB_ROUTER_SOURCE_JOB_CONSTRAINT" in skipped.notes[0]


def test_cli_json_shape(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    job = tmp_path / "job.ad"
    job.write_text('Owner = "alice"\nJobUniverse = 5\nWantOldOS = true\nRequirements = true\n')
    code = main(["transform", "--config", str(FIXTURES / "schedd.config"), "--job", str(job), "--format", "json"])
    data = json.loads(capsys.readouterr().out)
    assert code == 0
    (first,) = data["jobs"]
    assert first["applied"] == ["ChargeTeam", "OldOsToContainer"]
    assert first["ad"]["ContainerImage"] == '"centos7"'
    assert {"transform": "OldOsToContainer", "attr": "Requirements", "before": "true",
            "after": "TARGET.HasContainer && true"} in first["changes"]
    assert all(set(c) == {"transform", "attr", "before", "after"} for c in first["changes"])


def test_cli_text_and_rules(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    job = tmp_path / "job.ad"
    job.write_text("ResidentSetSize = 500\nDiskUsage = 10\nNumCkpts = 0\n")
    code = main(["transform", "--rules", str(FIXTURES / "counting.xform"), "--job", str(job)])
    out = capsys.readouterr().out
    assert code == 0
    assert "+ MemoryUsage = 5" in out and "- NumCkpts = 0" in out and "NumCheckPoints = 0" in out


def test_cli_failure_and_bad_input(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    rules = tmp_path / "bad.xform"
    rules.write_text("SETT X 1\n")
    job = tmp_path / "job.ad"
    job.write_text("A = 1\n")
    assert main(["transform", "--rules", str(rules), "--job", str(job)]) == 1
    assert "SETT is not a valid transform keyword" in capsys.readouterr().out
    assert main(["transform", "--job", str(job)]) == 2
    assert main(["transform", "--rules", str(rules), "--job", str(tmp_path / "missing.ad")]) == 2
    assert "cannot read" in capsys.readouterr().err


def test_cli_arguments_set_variables(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    rules = tmp_path / "r.xform"
    rules.write_text("SET Site \"$(site)\"\n")
    job = tmp_path / "job.ad"
    job.write_text("A = 1\n")
    main(["transform", "--rules", str(rules), "--job", str(job), "--format", "json", "site=north"])
    assert json.loads(capsys.readouterr().out)["jobs"][0]["ad"]["Site"] == '"north"'
