"""``config-val``, ``policy`` and ``transform`` given a file of a config set read the set.

HTCondor never reads a ``config.d`` fragment alone: a root's ``LOCAL_CONFIG_DIR`` reads it after
its neighbours. The commands find the set as the language server and ``check`` do
(``analysis.configview.placement``): the root that reads the file, else the file's directory
of fragments; a root, or a file nothing reaches, is read as named. The set's values are checked
against ``htcondor2.param`` reading the root.
"""
from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from condor_ls.analysis.configview.view import clear_caches
from condor_ls.cli import configset
from condor_ls.cli import main as cli_main


@pytest.fixture(autouse=True)
def _clean(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("CONDOR_CONFIG", raising=False)
    clear_caches()
    configset._FOUND.clear()


def write(base: Path, files: dict[str, str]) -> None:
    for name, text in files.items():
        path = base / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")


def run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    clear_caches()
    configset._FOUND.clear()
    status = cli_main.main(list(args))
    out, err = capsys.readouterr()
    return status, out, err


def a_set(base: Path) -> Path:
    """A root whose LOCAL_CONFIG_DIR reads two fragments; the second uses what the first and
    the root define."""
    write(base, {
        "condor_config": f"LOCAL_CONFIG_DIR = {base / 'config.d'}\nBIG = 4096\n",
        "config.d/10-sizes.conf": "SMALL = 1024\nJOB_TRANSFORM_NAMES = Tag\n",
        "config.d/50-policy.conf": "START = Memory > $(SMALL) && Memory < $(BIG)\n"
                                   "JOB_TRANSFORM_Tag @=end\n  SET Tagged $(SMALL)\n@end\n",
    })
    return base


def test_config_val_reads_a_fragment_within_its_root_s_set(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    base = a_set(tmp_path)
    status, out, err = run(capsys, "config-val", "--config", str(base / "config.d/50-policy.conf"), "START")
    assert status == 0
    assert out.strip() == "Memory > 1024 && Memory < 4096"
    assert f"read as part of the configuration rooted at {base / 'condor_config'}" in err
    # the same as asking the root, which says nothing about how it was read
    status, root_out, root_err = run(capsys, "config-val", "--config", str(base / "condor_config"), "START")
    assert (status, root_out, root_err) == (0, out, "")


def test_the_set_s_value_is_htcondor_s(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    pytest.importorskip("htcondor2")
    base = a_set(tmp_path)
    _status, out, _err = run(capsys, "config-val", "--config", str(base / "config.d/50-policy.conf"), "START", "SMALL")
    script = "import json, sys, htcondor2\nprint(json.dumps([htcondor2.param.get(n) for n in sys.argv[1:]]))\n"
    lib = subprocess.run([sys.executable, "-c", script, "START", "SMALL"], capture_output=True, text=True, check=True,
                         env={**os.environ, "CONDOR_CONFIG": str(base / "condor_config")}).stdout
    assert out.splitlines() == json.loads(lib)


def test_a_fragment_no_root_reads_is_read_with_its_directory(tmp_path: Path,
                                                            capsys: pytest.CaptureFixture[str]) -> None:
    write(tmp_path, {"config.d/10-sizes.conf": "SMALL = 512\n",
                     "config.d/50-policy.conf": "START = Memory > $(SMALL)\n"})
    status, out, err = run(capsys, "config-val", "--config", str(tmp_path / "config.d/50-policy.conf"), "START")
    assert (status, out.strip()) == (0, "Memory > 512")
    assert "no condor_config found that reads it" in err and "(10-sizes.conf, 50-policy.conf)" in err


def test_a_file_nothing_reaches_is_read_alone_without_a_note(tmp_path: Path,
                                                            capsys: pytest.CaptureFixture[str]) -> None:
    write(tmp_path, {"policy.conf": "START = Memory > $(SMALL)\nSMALL = 3\n"})
    status, out, err = run(capsys, "config-val", "--config", str(tmp_path / "policy.conf"), "START")
    assert (status, out.strip(), err) == (0, "Memory > 3", "")


def test_a_file_htcondor_leaves_out_is_read_alone_with_a_note(tmp_path: Path,
                                                             capsys: pytest.CaptureFixture[str]) -> None:
    base = a_set(tmp_path)
    write(base, {"config.d/50-policy.conf.rpmsave": "START = Memory > $(SMALL)\n"})
    status, out, err = run(capsys, "config-val", "--config", str(base / "config.d/50-policy.conf.rpmsave"), "START")
    assert status == 0 and out.strip() == "Memory >"
    assert "HTCondor does not read this file" in err and "read on its own" in err


def test_a_missing_config_is_the_engine_s_error(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    status, out, err = run(capsys, "config-val", "--config", str(tmp_path / "config.d/nope.conf"), "START")
    assert status == 1 and "config.missing-file" in err and "Traceback" not in err


def test_policy_previews_a_fragment_s_start_within_its_set(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    base = a_set(tmp_path)
    write(base, {"slot.ad": 'MyType = "Machine"\nMemory = 2048\nState = "Unclaimed"\nActivity = "Idle"\n'})
    status, out, err = run(capsys, "policy", "--config", str(base / "config.d/50-policy.conf"),
                           "--machine", str(base / "slot.ad"), "--format", "json")
    assert status == 0, err
    start = next(e for e in json.loads(out)["expressions"] if e["key"] == "START")
    assert start["expression"] == "Memory > 1024 && Memory < 4096" and start["value"]["value"] is True
    assert err.count("read as part of the configuration rooted at") == 1


def test_transform_reads_a_fragment_s_transforms_within_its_set(tmp_path: Path,
                                                               capsys: pytest.CaptureFixture[str]) -> None:
    base = a_set(tmp_path)
    write(base, {"job.ad": '[ClusterId = 1; ProcId = 0; Owner = "alice"]\n'})
    status, out, err = run(capsys, "transform", "--config", str(base / "config.d/50-policy.conf"),
                           "--job", str(base / "job.ad"))
    assert status == 0, err
    assert "Tagged" in out and "1024" in out
