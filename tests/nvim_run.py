"""Running the headless-Neovim checks of tests/nvim/ through the plugin in editors/nvim.

Each check is a Lua script that loads the plugin as a user's config would, drives the real
editor against `condor-ls serve` and writes what it saw as JSON; the tests assert on that.
Every wait inside the scripts is bounded and the process itself has a timeout.
"""
from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parent.parent
PLUGIN = ROOT / "editors" / "nvim"
SCRIPTS = Path(__file__).resolve().parent / "nvim"
NVIM = shutil.which("nvim")
SERVER = [sys.executable, "-m", "condor_ls", "serve"]

#: the reason every Neovim test gives when the editor is absent
MISSING = "nvim is not installed (apt-get install neovim)"
requires_nvim = pytest.mark.skipif(NVIM is None, reason=MISSING)


def nvim_version() -> tuple[int, int, int]:
    """The installed Neovim's version, (0, 0, 0) when it is missing."""
    if NVIM is None:
        return (0, 0, 0)
    first = subprocess.run([NVIM, "--version"], capture_output=True, text=True, timeout=30).stdout.split("\n")[0]
    numbers = first.split("v", 1)[-1].split("-")[0].split(".")
    return tuple(int(n) for n in numbers[:3])  # type: ignore[return-value]


def run_check(script: str, tmp_path: Path, *, settings: Any = None, parsers: Path | None = None,
              wait_ms: int = 20000, timeout: float = 120, **env: Any) -> dict[str, Any]:
    """Run tests/nvim/<script> headless and return its JSON result."""
    out = tmp_path / f"{Path(script).stem}.json"
    environment = dict(
        os.environ,
        CONDOR_LS_PLUGIN=str(PLUGIN),
        CONDOR_LS_CMD=json.dumps(SERVER),
        CONDOR_LS_SETTINGS=json.dumps(settings or {}),
        CONDOR_LS_PARSERS=str(parsers or tmp_path / "parsers"),
        CONDOR_LS_OUT=str(out),
        CONDOR_LS_WAIT_MS=str(wait_ms),
        XDG_STATE_HOME=str(tmp_path / "state"),
        XDG_DATA_HOME=str(tmp_path / "data"),
        XDG_CONFIG_HOME=str(tmp_path / "config"),
        **{key: value if isinstance(value, str) else json.dumps(value) for key, value in env.items()},
    )
    assert NVIM is not None, MISSING
    proc = subprocess.run(
        [NVIM, "--headless", "--clean", "-n", "-u", str(SCRIPTS / script)],
        env=environment, capture_output=True, timeout=timeout, stdin=subprocess.DEVNULL, cwd=tmp_path,
    )
    assert out.exists(), f"nvim wrote no result (exit {proc.returncode}): {proc.stderr.decode()[-2000:]}"
    result: dict[str, Any] = json.loads(out.read_text())
    assert "error" not in result, result
    return result
