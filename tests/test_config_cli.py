"""``condor-ls config-val``."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from condor_ls.cli.main import main


@pytest.fixture()
def config(tmp_path: Path) -> Path:
    (tmp_path / "local").write_text("B = $(A) local\n")
    root = tmp_path / "condor_config"
    root.write_text("A = base\nB = $(A) two\nSTARTD.C = startd\nC = plain\nLOCAL_CONFIG_FILE = $(CONFIG_ROOT)/local\n"
                    "H = $(FULL_HOSTNAME)\n")
    return root


def test_text_output(config: Path, capsys: pytest.CaptureFixture[str]) -> None:
    # read as a tool by default, as condor_config_val does: STARTD.C does not apply
    assert main(["config-val", "--config", str(config), "B", "C"]) == 0
    assert capsys.readouterr().out.splitlines() == ["base local", "plain"]
    assert main(["config-val", "--config", str(config), "--subsystem", "STARTD", "C"]) == 0
    assert capsys.readouterr().out.splitlines() == ["startd"]


def test_subsystem_and_defines(config: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code = main(["config-val", "--config", str(config), "--subsystem", "SCHEDD", "--define", "A=zz",
                 "--define", "FULL_HOSTNAME=other.example.org", "C", "B", "H"])
    assert code == 0
    assert capsys.readouterr().out.splitlines() == ["plain", "zz local", "other.example.org"]


def test_json_output_and_missing(config: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code = main(["config-val", "--config", str(config), "--format", "json", "B", "NOPE"])
    assert code == 1
    assert json.loads(capsys.readouterr().out) == {"B": "base local", "NOPE": None}


def test_verbose_shows_where(config: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["config-val", "--config", str(config), "-v", "B"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0] == "B = base local"
    assert out[1] == f" # at: {config.parent / 'local'}, line 1"
    assert out[2] == " # raw: $(A) local"


def test_bad_define(config: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["config-val", "--config", str(config), "--define", "novalue", "A"]) == 2
    assert "NAME=VALUE" in capsys.readouterr().err


def test_rejected_config_reports_why(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    root = tmp_path / "condor_config"
    root.write_text("A = 1\nerror : not allowed\n")
    assert main(["config-val", "--config", str(root), "A"]) == 1
    err = capsys.readouterr().err
    assert "not allowed" in err and "config.error-statement" in err


def test_missing_root_file(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["config-val", "--config", str(tmp_path / "nope"), "A"]) == 1
    assert "config.missing-file" in capsys.readouterr().err


@pytest.fixture()
def varying(tmp_path: Path) -> Path:
    root = tmp_path / "condor_config"
    root.write_text("JOB_LOG = $(LOG)/job.$(PID).log\nSLEEP = $RANDOM_INTEGER(10, 20)\n"
                    "PLAT = $(CONDOR_BUILD_PLATFORM)\nFIXED = 3\n")
    return root


def test_values_that_vary_are_printed_as_markers(varying: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code = main(["config-val", "--config", str(varying), "--subsystem", "TOOL",
                 "JOB_LOG", "PID", "SLEEP", "PLAT", "PERIODIC_CHECKPOINT", "FIXED", "SEC_DEFAULT_AUTHENTICATION_METHODS"])
    assert code == 0
    captured = capsys.readouterr()
    assert captured.out.splitlines() == [
        "<varies per process: PID>", "<varies per process: PID>", "<varies per process: $RANDOM_*>",
        "<varies per build: CONDOR_BUILD_PLATFORM>", "<varies per process: $RANDOM_*>", "3",
        "FS,IDTOKENS,KERBEROS,SCITOKENS,SSL"]
    assert "note: JOB_LOG varies per process: it reads PID (each HTCondor process has its own)" in captured.err
    assert "note: PID varies per process (each HTCondor process has its own)" in captured.err
    assert "--seed fixes the pick" in captured.err
    assert "note: PLAT varies per build: it reads CONDOR_BUILD_PLATFORM" in captured.err


def test_varying_values_in_json_and_with_a_seed_or_define(varying: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["config-val", "--config", str(varying), "--format", "json", "JOB_LOG", "FIXED"]) == 0
    assert json.loads(capsys.readouterr().out) == {"JOB_LOG": "<varies per process: PID>", "FIXED": "3"}
    # a seed fixes $RANDOM_* picks; a define fixes PID: then there is one value to print
    assert main(["config-val", "--config", str(varying), "--seed", "7", "--define", "PID=99", "--define", "LOG=/l",
                 "SLEEP", "JOB_LOG"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert 10 <= int(out[0]) <= 20 and out[1] == "/l/job.99.log"
