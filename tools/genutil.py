"""Shared plumbing for the ``tools/gen_*.py`` schema generators.

Every generator builds a JSON document, then either writes it to ``schemas/`` or, with
``--check``, compares it with the committed file (exit status 1 on a difference) so CI and the
tests can prove the committed data is what the sources produce.
"""
from __future__ import annotations

import argparse
import json
import os
import re
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any, Callable

ROOT = Path(__file__).resolve().parent.parent
SCHEMAS = ROOT / "schemas"
TOOLS = ROOT / "tools"
HTCONDOR_SRC = Path(os.environ.get("HTCONDOR_SRC", "/work/htcondor-src"))


def source_revision() -> dict[str, str | None]:
    """Which HTCondor sources the generators read: the version CMakeLists.txt declares and the
    commit (``HTCONDOR_SRC_COMMIT``, else the ``.commit`` file ``tools/htcondor-src.sh`` writes,
    else the checkout's own HEAD)."""
    version = None
    cmake = HTCONDOR_SRC / "CMakeLists.txt"
    if cmake.exists():
        m = re.search(r'set\(VERSION "([^"]+)"\)', cmake.read_text(encoding="utf-8", errors="replace"))
        version = m.group(1) if m else None
    commit = os.environ.get("HTCONDOR_SRC_COMMIT")
    if not commit and (HTCONDOR_SRC / ".commit").exists():
        commit = (HTCONDOR_SRC / ".commit").read_text(encoding="utf-8").strip()
    if not commit and (HTCONDOR_SRC / ".git").exists():
        proc = subprocess.run(["git", "-C", str(HTCONDOR_SRC), "rev-parse", "HEAD"], capture_output=True,
                              text=True)
        commit = proc.stdout.strip() or None
    return {"version": version, "commit": commit or None}


def dumps(doc: Any) -> str:
    """Stable JSON text: sorted keys keep diffs small and generation reproducible."""
    return json.dumps(doc, indent=1, sort_keys=True, ensure_ascii=False) + "\n"


def run_wheel(script: str, stdin: str | None = None) -> Any:
    """Run ``script`` in a fresh interpreter that has the htcondor wheel, with an empty config.

    The script must print one JSON document; ``stdin`` is fed to it.  Returns None when the
    wheel is not importable, so generators can still run (and say so) on machines without it.
    """
    with tempfile.TemporaryDirectory() as tmp:
        cfg = Path(tmp) / "condor_config"
        cfg.write_text("")
        env = {k: v for k, v in os.environ.items()
               if not k.upper().startswith(("_CONDOR_", "CONDOR_"))}
        env["CONDOR_CONFIG"] = str(cfg)
        proc = subprocess.run([sys.executable, "-c", script], env=env, cwd=tmp, input=stdin,
                              capture_output=True, text=True, timeout=300)
    if proc.returncode != 0:
        if "No module named 'htcondor2'" in proc.stderr:
            return None
        raise RuntimeError(f"wheel helper failed:\n{proc.stderr}")
    return json.loads(proc.stdout)


def main(name: str, build: Callable[[], Any]) -> int:
    """Command-line entry shared by the generators: write, or ``--check`` against the file."""
    ap = argparse.ArgumentParser(description=f"generate schemas/{name}")
    ap.add_argument("--check", action="store_true",
                    help="compare with the committed file instead of writing it")
    ap.add_argument("--output", type=Path, default=SCHEMAS / name)
    args = ap.parse_args()
    text = dumps(build())
    if args.check:
        old = args.output.read_text(encoding="utf-8") if args.output.exists() else ""
        if old != text:
            print(f"{args.output} is stale: rerun tools/gen for it", file=sys.stderr)
            return 1
        return 0
    args.output.parent.mkdir(parents=True, exist_ok=True)
    args.output.write_text(text, encoding="utf-8")
    return 0
