#!/usr/bin/env python3
"""Generate ``schemas/templates.json``: every ``use CATEGORY : TEMPLATE`` metaknob.

The statements come from the ``$CATEGORY.TEMPLATE`` entries of the param table
(``param_info.in``); argument use (``$(1)``, ``$(2?)``, ``$(1+)``, ``$(0#)``, ``$(1:default)``)
is read from the text.  Descriptions and argument names are ours (``tools/template_docs.json``).
When the htcondor wheel is importable, every template is loaded through a one-line config in
a fresh process to confirm the library accepts it, and the knobs it changed are recorded.
"""
from __future__ import annotations

import json
import re
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

import genutil  # noqa: E402
import param_table  # noqa: E402

_ARG_REF = re.compile(r"\$\((\d)([?#+])?(?::([^)]*))?\)")
_ASSIGN = re.compile(r"^\s*([A-Za-z_][A-Za-z0-9_.]*)\s*=")
_USE = re.compile(r"^\s*use\s+([A-Za-z_]+)\s*:\s*([A-Za-z0-9_]+)", re.I)
_KEYWORDS = {"if", "elif", "else", "endif", "use", "include", "error", "warning"}

# Loads ``use <line>`` in a fresh process with only that config and prints which knobs differ
# from an empty config.  A config error makes HTCondor exit, which the caller reports.
_WHEEL_SCRIPT = r"""
import json, os, sys, htcondor2
def snap():
    out = {}
    for k in htcondor2.param:
        try:
            out[k] = str(htcondor2.param[k])
        except Exception:
            pass
    return out
htcondor2.reload_config()
base = snap()
htcondor2.reload_config()
# knobs whose defaults draw random numbers differ from one load to the next
noisy = set(json.loads(sys.argv[2])) | {k for k, v in snap().items() if base.get(k) != v}
os.environ["CONDOR_CONFIG"] = sys.argv[1]
htcondor2.reload_config()
after = snap()
print(json.dumps(sorted(k for k in after if base.get(k) != after[k] and k not in noisy)))
"""


def _arguments(text: str) -> dict[str, Any]:
    refs = _ARG_REF.findall(text)
    highest = max((int(n) for n, _, _ in refs), default=0)
    defaults: dict[str, str] = {}
    for n, mod, dflt in refs:
        if dflt and not mod and n != "0" and n not in defaults:
            defaults[n] = dflt
    return {
        "max_arg": highest,
        "variadic": any(n == "0" or mod == "+" for n, mod, _ in refs),
        "arg_defaults": defaults,
    }


def _defines(text: str) -> list[str]:
    names = []
    for line in text.splitlines():
        m = _ASSIGN.match(line)
        if m and m.group(1).lower() not in _KEYWORDS and m.group(1) not in names:
            names.append(m.group(1))
    return names


def _wheel_load(use_line: str, noisy: list[str]) -> tuple[bool, list[str], str]:
    import os
    import subprocess
    import tempfile
    with tempfile.TemporaryDirectory() as tmp:
        empty = Path(tmp) / "empty"
        empty.write_text("")
        cfg = Path(tmp) / "condor_config"
        cfg.write_text(use_line + "\n")
        env = {k: v for k, v in os.environ.items()
               if not k.upper().startswith(("_CONDOR_", "CONDOR_"))}
        env["CONDOR_CONFIG"] = str(empty)
        proc = subprocess.run([sys.executable, "-c", _WHEEL_SCRIPT, str(cfg), json.dumps(noisy)], env=env,
                              cwd=tmp, capture_output=True, text=True, timeout=120)
    if proc.returncode != 0:
        first = next((ln for ln in (proc.stderr + proc.stdout).splitlines() if "rror" in ln), "")
        return False, [], first.strip()
    return True, json.loads(proc.stdout), ""


def _have_wheel() -> bool:
    return genutil.run_wheel("import json, htcondor2; print(json.dumps(1))") is not None


def build() -> dict[str, Any]:
    entries = param_table.load(genutil.HTCONDOR_SRC / "src/condor_utils/param_info.in")
    hand = json.loads((genutil.TOOLS / "template_docs.json").read_text(encoding="utf-8"))["templates"]
    wheel = _have_wheel()
    noisy = sorted(e.title for e in entries if "$RANDOM" in e.props.get("default", "").upper())
    out: list[dict[str, Any]] = []
    for e in entries:
        if not e.title.startswith("$"):
            continue
        category, _, name = e.title[1:].partition(".")
        key = f"{category}:{name}"
        text = e.props.get("default", "")
        extra = hand.get(key, {})
        t: dict[str, Any] = {
            "category": category,
            "name": name,
            "text": text,
            "defines": _defines(text),
            "uses": [f"{m.group(1).upper()}:{m.group(2)}"
                     for m in map(_USE.match, text.splitlines()) if m],
            "internal": category == "UPGRADE",
            "description": extra.get("description", ""),
        }
        if "win32_default" in e.props:
            t["win32_text"] = e.props["win32_default"]
        t.update(_arguments(text))
        t["params"] = extra.get("params", [])
        t["raises_error_without_args"] = bool(re.search(r"^\s*error\s*:", text, re.M | re.I))
        if wheel and not t["internal"]:
            args = extra.get("example")
            line = f"use {category} : {name}" + (f"({args})" if args else "")
            ok, changed, err = _wheel_load(line, noisy)
            t["wheel"] = {"use_line": line, "loads": ok, "changes": changed}
            if err:
                t["wheel"]["error"] = err
        out.append(t)
    return {
        "format": 1,
        "categories": sorted({t["category"] for t in out}),
        "templates": out,
    }


if __name__ == "__main__":
    sys.exit(genutil.main("templates.json", build))
