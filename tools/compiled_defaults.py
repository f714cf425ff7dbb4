"""Defaults the param table takes from a C++ macro at compile time (``macro=NAME`` entries).

``param_info.in`` carries a placeholder for these (``SEC_DEFAULT_AUTHENTICATION_METHODS`` says
``FS,TOKEN``); the compiled table holds the macro's value when the build defines it.  Three
kinds, told apart with the curated ``compiled`` section of ``knob_docs.json``:

* a build feature written by CMake into ``config.h`` (``HAVE_EXT_KRB5``): ``1`` on a platform
  whose builds enable the feature, else the table's placeholder;
* a macro ``param_info.cpp`` builds from string pieces under ``#if`` (the standard list of
  authentication methods): evaluated here per platform with that platform's build features;
* a fact of one particular build (``PLATFORM``, the Python module suffix): no fixed value, the
  knob is marked as varying per build.

A platform is named as HTCondor's OPSYS names it (LINUX, MACOSX, WINDOWS).
"""
from __future__ import annotations

import re
from pathlib import Path
from typing import Any

_DIRECTIVE = re.compile(r"^\s*#\s*(\w+)\s*(.*)$")
_DEFINED = re.compile(r"^(!?)\s*defined\s*\(?\s*(\w+)\s*\)?$")
_TOKEN = re.compile(r'"((?:[^"\\]|\\.)*)"|(\w+)')


def _logical_lines(text: str) -> list[str]:
    out: list[str] = []
    pending = ""
    for line in text.splitlines():
        line = re.sub(r"//.*$", "", line)
        if line.rstrip().endswith("\\"):
            pending += line.rstrip()[:-1] + " "
            continue
        out.append(pending + line)
        pending = ""
    return out


def string_macros(source: str, features: set[str]) -> dict[str, str]:
    """String-literal macros of a C++ file as a build with ``features`` defined sees them:
    ``#if defined(X)``/``#ifdef``/``#else``/``#endif`` and ``#define NAME "a" OTHER "b"``."""
    macros: dict[str, str] = {}
    active: list[bool] = []   # one per open #if: is its current branch taken
    for line in _logical_lines(source):
        m = _DIRECTIVE.match(line)
        if not m:
            continue
        word, rest = m.group(1), m.group(2).strip()
        if word in ("if", "ifdef", "ifndef"):
            cond = rest if word == "if" else ("!" if word == "ifndef" else "") + f"defined({rest})"
            d = _DEFINED.match(cond)
            taken = bool(d) and ((d.group(2) in features) != bool(d.group(1)))
            active.append(taken)
        elif word == "else" and active:
            active[-1] = not active[-1]
        elif word == "endif" and active:
            active.pop()
        elif word == "define" and all(active):
            name, _, body = rest.partition(" ")
            pieces: list[str] = []
            ok = True
            for tok in _TOKEN.finditer(body):
                if tok.group(1) is not None:
                    pieces.append(tok.group(1))
                elif tok.group(2) in macros:
                    pieces.append(macros[tok.group(2)])
                else:
                    ok = False
            if ok:
                macros[name] = "".join(pieces)
    return macros


def compiled_defaults(entries: list[Any], src: Path, curated: dict[str, Any]) -> dict[str, dict[str, Any]]:
    """Knob name -> ``{"platform_defaults": {OPSYS: value}}`` or ``{"varies": "build"}`` for
    every table entry with a ``macro=`` property this module can settle."""
    platforms: dict[str, set[str]] = {p: set(f) for p, f in curated["platforms"].items()}
    per_build = set(curated["per_build"])
    config_h = (src / "src/condor_includes/config.h.cmake").read_text(encoding="utf-8", errors="replace")
    features = set(re.findall(r"#cmakedefine\s+(\w+)", config_h))
    cpp = (src / "src/condor_utils/param_info.cpp").read_text(encoding="utf-8", errors="replace")
    per_platform = {p: string_macros(cpp, f) for p, f in platforms.items()}
    out: dict[str, dict[str, Any]] = {}
    for e in entries:
        macro = e.props.get("macro", "").strip()
        if not macro or e.title.startswith("$") or "." in e.title:
            continue
        placeholder = e.props.get("default", "")
        if macro in per_build:
            out[e.title] = {"varies": "build"}
        elif macro in features:
            out[e.title] = {"platform_defaults": {p: "1" if macro in f else placeholder
                                                  for p, f in sorted(platforms.items())}}
        elif all(macro in m for m in per_platform.values()):
            out[e.title] = {"platform_defaults": {p: m[macro] for p, m in sorted(per_platform.items())}}
    return out
