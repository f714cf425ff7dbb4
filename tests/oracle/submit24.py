"""The HTCondor 24.0 oracle for job ads: the ``htcondor==24.0.24`` version-1 bindings.

The bindings cannot share an interpreter with the pinned 25 wheel the rest of the suite uses,
so they live in a virtual environment of their own: ``$CONDOR_LS_HTC24_PYTHON`` if set, else
``/work/venv-htc24``, else one this module builds once under the user's cache directory with the
ordinary package client. Tests skip, saying why, only when none can be had.

What the differential tests normalise (everything else must be equal, attribute for attribute):

* ``CondorVersion`` and ``CondorPlatform``: build strings (condor-ls claims its own);
* ``JobSubmitMethod``: the bindings say 2 (JSM_PYTHON_BINDINGS), condor_submit 0;
* ``Owner``: the bindings write ``Owner = undefined``; condor-ls leaves ``Owner`` out (the schedd
  sets it).

``QDate``/``EnteredCurrentStatus`` need no normalisation (both sides get the same submit time)
and paths none either (both run in the same directory). The bindings' ``Submit.jobs()`` also
drives the rules differently from condor_submit in three ways the curated cases avoid: it
reads only up to the first queue statement, ``$(SUBMIT_FILE)`` is empty (no ``SubmitFile``),
and a foreach statement with no items makes one job with an empty ``$(Item)`` (condor_submit
makes none).
"""
from __future__ import annotations

import json
import os
import subprocess
import sys
from functools import lru_cache
from pathlib import Path

RUNNER = Path(__file__).with_name("submit24_runner.py")
#: attributes whose values are expected to differ (see the module docstring)
NORMALISED = frozenset({"condorversion", "condorplatform", "jobsubmitmethod", "owner"})
PACKAGE = "htcondor==24.0.24"


def _works(python: str) -> bool:
    try:
        done = subprocess.run([python, "-c", "import htcondor, sys; sys.exit(0 if htcondor.__version__"
                               ".startswith('24.0') else 1)"], capture_output=True, timeout=120,
                              env={**os.environ, "CONDOR_CONFIG": "/dev/null"})
    except (OSError, subprocess.SubprocessError):
        return False
    return done.returncode == 0


@lru_cache(maxsize=1)
def oracle_python() -> tuple[str | None, str]:
    """(interpreter with the 24.0 bindings, or None; why not)."""
    candidates = [os.environ.get("CONDOR_LS_HTC24_PYTHON"), "/work/venv-htc24/bin/python"]
    cache = Path(os.environ.get("XDG_CACHE_HOME", Path.home() / ".cache")) / "condor-ls" / "venv-htc24"
    candidates.append(str(cache / "bin" / "python"))
    for python in candidates:
        if python and os.path.exists(python) and _works(python):
            return python, ""
    try:
        cache.parent.mkdir(parents=True, exist_ok=True)
        subprocess.run([sys.executable, "-m", "venv", str(cache)], check=True, capture_output=True, timeout=300)
        pip = [str(cache / "bin" / "python"), "-m", "pip", "install", "-q", PACKAGE]
        done = subprocess.run(pip, capture_output=True, timeout=900, text=True)
    except (OSError, subprocess.SubprocessError) as err:
        return None, f"cannot build a virtual environment for {PACKAGE}: {err}"
    if done.returncode != 0:
        return None, f"cannot install {PACKAGE}: {done.stderr.strip()[-300:]}"
    python = str(cache / "bin" / "python")
    if not _works(python):
        return None, f"{PACKAGE} was installed but does not import"
    return python, ""


def run_oracle(cases: list[dict]) -> list[dict]:
    """Run the bindings on ``cases`` (see submit24_runner.py). A case that makes the bindings
    die (a crash, or an ``EXCEPT`` that exits the process, as condor_submit would) gets
    ``{"crash": True, "stderr": ...}``; raises RuntimeError when the bindings are missing."""
    python, why = oracle_python()
    if python is None:
        raise RuntimeError(why)
    env = {k: v for k, v in os.environ.items() if not k.startswith("_CONDOR_")}
    env["CONDOR_CONFIG"] = "/dev/null"
    done = subprocess.run([python, str(RUNNER)], input=json.dumps(cases), capture_output=True, text=True,
                          timeout=600, env=env)
    if done.returncode == 0:
        return json.loads(done.stdout)
    if len(cases) == 1:  # the bindings died on this case (a crash, or an EXCEPT that exits)
        return [{"ads": [], "error": None, "crash": True, "stderr": done.stderr[-2000:]}]
    half = len(cases) // 2
    return run_oracle(cases[:half]) + run_oracle(cases[half:])


def normalised(ad: dict[str, str]) -> dict[str, str]:
    return {k: v for k, v in ad.items() if k.lower() not in NORMALISED}
