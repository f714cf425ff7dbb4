"""Every knob of the wheel's table against ``condor-ls config-val --subsystem TOOL``.

For an empty config and for three typical ones (a personal HTCondor, an execute node, an
access point: ``tests/fixtures/configs/typical``), one fresh interpreter lists and expands every
knob the wheel knows (``condor_param_table.py``: ``htcondor2.param.keys()`` after the TOOL
subsystem reads the config) and one ``condor-ls config-val`` process expands the same names.
The names are the wheel's keys plus every knob our default table has and every name the
config defines, so a default we show that HTCondor lacks fails too.

They must agree on every name except the few listed in :data:`VARIES`, whose value differs per
process or per build: there condor-ls prints a ``<varies per ...>`` marker, checked as such.
"""
from __future__ import annotations

import importlib.util
import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from condor_ls.config.reader import load_config
from condor_ls.config.schemas import load_defaults

pytestmark = [
    pytest.mark.oracle,
    pytest.mark.slow,
    pytest.mark.skipif(importlib.util.find_spec("htcondor2") is None, reason="htcondor wheel not installed"),
]

PROBE = Path(__file__).with_name("condor_param_table.py")
TYPICAL = Path(__file__).parents[1] / "fixtures" / "configs" / "typical"
CONFIGS = ["empty", "personal", "execute", "access-point"]

#: knobs whose value is not one fixed text, each with the reason (ours is a marker)
VARIES = {
    "PID": "the id of the process reading the configuration",
    "PPID": "the id of that process's parent",
    "PERIODIC_CHECKPOINT": "its default adds $RANDOM_INTEGER(-30,30,1) minutes: a new pick per process",
    "CONDOR_BUILD_PLATFORM": "the platform the binaries were built on (the wheel: X86_64-AlmaLinux_8.10)",
    "PYTHON3_MODULE_SUFFIX": "the extension-module suffix of the Python the build used",
    "PYTHON3_VERSION_MINOR": "the minor version of the Python the build used",
}


def _env(home: Path) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.lower().startswith(("_condor_", "condor_config"))}
    env["HOME"] = str(home)  # tools read ~/.condor/user_config: keep the user's out of it
    return env


def _config_root(tmp_path: Path, name: str) -> Path:
    root = tmp_path / "config"
    if name == "empty":
        root.mkdir()
        (root / "condor_config").write_text("")
    else:
        shutil.copytree(TYPICAL / name, root)
    return root / "condor_config"


def _names(config: Path, home: Path) -> list[str]:
    cs = load_config(str(config), subsystem="TOOL", environ=_env(home))
    table = {kd.name for kd in load_defaults().generic.values() if kd.default}
    return sorted(table | set(cs.names()))


def _wheel(config: Path, extra: list[str], home: Path) -> dict:
    env = _env(home)
    env["CONDOR_CONFIG"] = str(config)
    empty = home / "empty_config"
    empty.write_text("")
    request = json.dumps({"subsystem": "TOOL", "empty_config": str(empty), "extra": extra})
    proc = subprocess.run([sys.executable, str(PROBE), request], env=env, cwd=config.parent,
                          capture_output=True, text=True, timeout=300)
    data = json.loads(proc.stdout)
    assert data["error"] is None, data["error"]
    return data


def _ours(config: Path, names: list[str], home: Path) -> dict[str, str | None]:
    proc = subprocess.run([sys.executable, "-m", "condor_ls.cli.main", "config-val", "--config", str(config),
                           "--subsystem", "TOOL", "--format", "json", *names],
                          env=_env(home), cwd=config.parent, capture_output=True, text=True, timeout=300)
    return json.loads(proc.stdout)


@pytest.mark.parametrize("name", CONFIGS)
def test_every_knob_of_the_wheel_table(tmp_path: Path, name: str) -> None:
    home = tmp_path / "home"
    home.mkdir()
    config = _config_root(tmp_path, name)
    extra = _names(config, home)
    theirs = _wheel(config, extra, home)
    names = sorted(set(theirs["keys"]) | set(extra), key=str.upper)
    ours = _ours(config, names, home)
    assert len(theirs["keys"]) > 900
    by_upper = {k.upper(): k for k in ours}
    got = {n: ours[by_upper[n.upper()]] or "" for n in names}
    expected = {n: theirs["values"][n] for n in names}

    varying = {n for n in names if n.upper() in VARIES}
    assert {n for n in varying if not got[n].startswith("<varies per ")} == set()
    assert {n for n in varying if expected[n]} == varying  # the wheel has a value for each
    mismatched = {n: (got[n], expected[n]) for n in names if n not in varying and got[n] != expected[n]}
    agree = len(theirs["keys"]) - len([n for n in theirs["keys"] if n in mismatched or n in varying])
    assert mismatched == {}, f"{agree}/{len(theirs['keys'])} of the wheel's knobs agree"
