#!/usr/bin/env python3
"""Generate ``schemas/submit.json``: every submit command condor_submit knows.

Facts come from HTCondor's sources:

* ``src/condor_utils/submit_utils.h``: the ``SUBMIT_KEY_*`` / ``SUBMIT_CMD_*`` names;
* ``src/condor_utils/submit_utils.cpp``: the table of keywords copied straight into the job
  (keyword, job attribute, value form, alternate-name and disabled flags), and the
  ``submit_param*(KEY, ALT)`` look-ups of every other keyword (the look-up function gives the
  value type, the second name is an accepted alternate spelling, often the job attribute).
  The rows above the first ``f_special`` one are read by a loop that looks each keyword up
  with its job attribute as the alternate name, so those attribute names are accepted keys
  too (``JobBatchName = x`` sets ``batch_name``); the credential requests
  ``<service>_oauth_<what>[_<handle>]`` come from the pattern ``NeedsOAuthServices`` matches
  keys against;
* ``src/condor_includes/condor_attributes.h``: attribute names behind ``ATTR_*``;
* ``docs/man-pages/htcondor-jdl.rst`` (the submit description reference): which commands are
  documented and the shape of their values (``<True | False>``, ``<pathname>``, enumerations).

Our own descriptions, and facts the table does not spell out (attribute of commands handled
by dedicated code), are in ``tools/submit_docs.json``.
"""
from __future__ import annotations

import json
import re
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

import genutil  # noqa: E402

TYPES = ("string", "int", "bool", "double", "path", "classad", "list", "enum", "unknown")

_DEFINE = re.compile(r'^\s*#\s*define\s+((?:SUBMIT_KEY|SUBMIT_CMD|ATTR|VMPARAM)_\w+)\s+"([^"]*)"', re.M)
#: a token of a table cell, and a cell: tokens side by side are C string concatenation
_TOKEN = r'(?:[A-Za-z_0-9]+|"[^"]*")'
_TABLE_ROW = re.compile(rf'^\s*\{{\s*({_TOKEN}(?:\s+{_TOKEN})*)\s*,\s*({_TOKEN}(?:\s+{_TOKEN})*)\s*,\s*([^}}]*)\}}', re.M)
#: the key pattern ``NeedsOAuthServices`` matches submit keys against (its compiled literal)
_OAUTH_REGEX = re.compile(r'pcre2_compile\([^"]*"(_oauth_\(([a-z|]+)\))"', re.I)
_PARAM_CALL = re.compile(
    r"\bsubmit_param(|_bool|_int|_string|_long_exists|_exists|_double|_used)\s*\(\s*"
    r"([A-Za-z_0-9]+|\"[^\"]*\")\s*(?:,\s*([A-Za-z_0-9]+|\"[^\"]*\"|NULL|nullptr))?")
_SUBCOM = re.compile(r"^\s*:subcom-def:`([^`]+)`\s*(.*)$")

_FLAG_TYPES = (("f_as_bool", "bool"), ("f_as_int", "int"), ("f_as_uint", "int"),
               ("f_as_list", "list"), ("f_as_string", "string"))
_FILE_FLAGS = {"f_exefile": "executable", "f_logfile": "log", "f_infile": "input",
               "f_outfile": "output", "f_errfile": "error", "f_vm_input": "vm_input"}
_CALL_TYPES = {"_bool": "bool", "_int": "int", "_long_exists": "int", "_double": "double",
               "_string": "string"}


def _resolve(token: str | None, names: dict[str, str]) -> str | None:
    """The string a table cell or call argument stands for (None for NULL or an unknown
    macro); adjacent tokens are joined, as the C compiler joins adjacent string literals."""
    if token is None or token in ("NULL", "nullptr"):
        return None
    parts = re.findall(_TOKEN, token)
    if len(parts) > 1:
        pieces = [_resolve(part, names) for part in parts]
        return None if any(p is None for p in pieces) else "".join(pieces)  # type: ignore[arg-type]
    if token.startswith('"'):
        return token.strip('"')
    return names.get(token)


def read_table(cpp: str, names: dict[str, str]) -> list[tuple[str, str | None, str]]:
    """The rows of condor_submit's keyword table as (keyword, job attribute, flags text)."""
    start = cpp.index("prunable_keywords[] = {")
    end = cpp.index("};", start)
    rows = []
    for key_tok, attr_tok, flags in _TABLE_ROW.findall(cpp[start:end]):
        key = _resolve(key_tok, names)
        if key is not None:
            rows.append((key, _resolve(attr_tok, names), flags))
    return rows


def attribute_keys(rows: list[tuple[str, str | None, str]]) -> list[tuple[str, str]]:
    """(keyword, attribute) for the rows whose attribute name is an accepted key as well: the
    loop that reads the table (``do_simple_commands``) stops at the first ``f_special`` row and
    looks each keyword up with its attribute as the alternate name."""
    out = []
    for key, attr, flags in rows:
        if "f_special" in flags:
            break
        if attr and attr.lower() != key.lower():
            out.append((key, attr))
    return out


def oauth_patterns(cpp: str, descriptions: dict[str, str]) -> list[dict[str, Any]]:
    """``<service>_oauth_<what>[_<handle>]``: the keys a credential request is read from."""
    match = _OAUTH_REGEX.search(cpp)
    if match is None:
        return []
    out = []
    for what in match.group(2).split("|"):
        out.append({
            "pattern": f"<service>_oauth_{what}[_<handle>]",
            "regex": rf"^[A-Za-z0-9_.-]+_oauth_{what}(_[A-Za-z0-9_.-]+)?$",
            "type": "string",
            "description": descriptions.get(what, ""),
            "sources": ["submit_utils.cpp"],
        })
    return out


def _doc_shape(syntax: str) -> dict[str, Any]:
    """Type (and enumerated values) from the value part of a ``:subcom-def:`` line."""
    s = syntax.strip().lstrip("=").strip()
    low = s.lower()
    if not s:
        return {}
    inner = s.strip("<>").strip()
    alts = [a.strip() for a in inner.split("|")]
    if {a.lower() for a in alts} <= {"true", "false"} and len(alts) == 2:
        return {"type": "bool"}
    if "expression" in low:
        return {"type": "classad"}
    if len(alts) > 1 and all(re.fullmatch(r"[A-Za-z_][A-Za-z0-9_]*", a) for a in alts):
        return {"type": "enum", "values": alts}
    if "pathname" in low or "file" in low or "directory" in low:
        return {"type": "path"}
    if "integer" in low or "<int" in low or "seconds" in low:
        return {"type": "int"}
    if "list" in low:
        return {"type": "list"}
    return {"type": "string"}


_RETIRED = re.compile(r"\b(deprecated|no longer (be )?used|obsolete)\b", re.I)


def read_docs(path: Path) -> dict[str, dict[str, Any]]:
    """Documented commands: value shape, and whether the entry calls the command retired."""
    lines = path.read_text(encoding="utf-8").splitlines()
    out: dict[str, dict[str, Any]] = {}
    for i, line in enumerate(lines):
        m = _SUBCOM.match(line)
        if not m:
            continue
        name = m.group(1).strip()
        if name in out:
            continue
        out[name] = _doc_shape(m.group(2))
        body = []
        for nxt in lines[i + 1:i + 6]:
            if _SUBCOM.match(nxt):
                break
            body.append(nxt.strip())
        if _RETIRED.search(" ".join(body)):
            out[name]["deprecated"] = True
    return out


def build() -> dict[str, Any]:
    src = genutil.HTCONDOR_SRC / "src"
    header = (src / "condor_utils/submit_utils.h").read_text(encoding="utf-8")
    cpp = (src / "condor_utils/submit_utils.cpp").read_text(encoding="utf-8")
    attrs_h = (src / "condor_includes/condor_attributes.h").read_text(encoding="utf-8")
    names = dict(_DEFINE.findall(header))
    names.update(_DEFINE.findall(attrs_h))
    hand = json.loads((genutil.TOOLS / "submit_docs.json").read_text(encoding="utf-8"))
    docs = read_docs(genutil.HTCONDOR_SRC / "docs/man-pages/htcondor-jdl.rst")

    cmds: dict[str, dict[str, Any]] = {}   # lower-case name -> record

    def get(name: str) -> dict[str, Any]:
        rec = cmds.get(name.lower())
        if rec is None:
            rec = cmds[name.lower()] = {"name": name, "sources": []}
        return rec

    for macro, value in names.items():
        if macro.startswith(("SUBMIT_KEY_", "SUBMIT_CMD_")):
            get(value)["sources"].append("submit_utils.h")

    # the keyword table
    rows = read_table(cpp, names)
    previous: dict[str, Any] | None = None
    for key, attr, flags in rows:
        rec = get(key)
        rec["sources"].append("keyword_table")
        typ = next((t for f, t in _FLAG_TYPES if f in flags), "classad")
        rec.setdefault("type", typ)
        if attr:
            rec.setdefault("attribute", attr)
        for flag, kind in _FILE_FLAGS.items():
            if flag in flags:
                rec["file"] = kind
        if "f_error" in flags and "f_alt" not in flags:
            rec["disabled"] = True
        if ("f_alt_name" in flags or "f_alt_err" in flags) and previous is not None:
            if attr is None or attr == previous.get("attribute"):
                rec["alias_of"] = previous["name"]
                if "f_alt_err" in flags:
                    rec["conflicts_with_alias"] = True
        if "f_alt_name" not in flags and "f_alt_err" not in flags:
            previous = rec
    # job attribute names accepted as keys (on the command they stand for, not on an alias)
    for key, attr in attribute_keys(rows):
        rec = cmds[key.lower()]
        rec = cmds.get(str(rec.get("alias_of", "")).lower(), rec)
        known = {a.lower() for a in rec.get("alternates", [])} | {rec["name"].lower()}
        if attr.lower() not in known and attr.lower() not in cmds:
            rec.setdefault("alternates", []).append(attr)

    # every other look-up
    for call, key_tok, alt_tok in _PARAM_CALL.findall(cpp):
        key = _resolve(key_tok, names)
        if not key or not re.fullmatch(r"[A-Za-z_][A-Za-z0-9_.+]*", key) or "." in key:
            continue
        rec = get(key)
        rec["sources"].append("submit_param")
        if call in _CALL_TYPES:
            rec.setdefault("type", _CALL_TYPES[call])
        alt = _resolve(alt_tok, names)
        if alt and alt.lower() != key.lower():
            kind = "attribute" if alt_tok and alt_tok.startswith("ATTR_") else "keyword"
            rec.setdefault("alternates", [])
            if alt not in rec["alternates"]:
                rec["alternates"].append(alt)
            if kind == "attribute":
                rec.setdefault("attribute", alt)

    # the documentation
    for name, shape in docs.items():
        if not re.fullmatch(r"[A-Za-z_][A-Za-z0-9_.+]*", name):
            continue
        rec = get(name)
        rec["sources"].append("docs")
        rec["documented"] = True
        if "type" in shape and (rec.get("type") in (None, "string") or shape["type"] == "enum"):
            if shape["type"] != "string" or "type" not in rec:
                rec["type"] = shape["type"]
        if "values" in shape:
            rec["values"] = shape["values"]
        if shape.get("deprecated"):
            rec["deprecated"] = True

    # a documented spelling that is a command's job attribute (the manual lists ``coresize``,
    # which condor_submit reads as the attribute key of ``core_size``) is that command's alias
    owners = {alt.lower(): rec for rec in cmds.values() for alt in rec.get("alternates", [])}
    for low, rec in cmds.items():
        owner = owners.get(low)
        if owner is not None and owner is not rec and set(rec["sources"]) <= {"docs", "curated"}:
            rec["alias_of"] = owner["name"]
            if "attribute" in owner:
                rec.setdefault("attribute", owner["attribute"])

    # our own knowledge
    for name, extra in hand["commands"].items():
        rec = get(name)
        rec["sources"].append("curated")
        rec.update(extra)
    # keywords that are really prefixes or suffixes (ec2_tag_<name>, <name>_container_port)
    patterns = list(hand["patterns"]) + oauth_patterns(cpp, hand.get("oauth", {}))
    known = {p["pattern"] for p in patterns}
    for low in sorted(cmds):
        rec = cmds[low]
        name = rec["name"]
        if not (name.endswith("_") or name.startswith("_")):
            continue
        del cmds[low]
        pat = name + "<name>" if name.endswith("_") else "<name>" + name
        rx = ("^" + re.escape(name) + "[A-Za-z0-9_.]+$") if name.endswith("_") else (
            "^[A-Za-z0-9_.]+" + re.escape(name) + "$")
        if pat not in known and not any(re.match(p["regex"], name + "x", re.I) for p in patterns):
            patterns.append({"pattern": pat, "regex": rx, "type": rec.get("type", "unknown"),
                             "description": "", "sources": rec["sources"]})
            known.add(pat)
    for rec in cmds.values():
        rec.setdefault("type", "unknown")
        rec["sources"] = sorted(set(rec["sources"]))
        assert rec["type"] in TYPES, rec
        if "alternates" in rec:
            rec["alternates"] = sorted(rec["alternates"], key=str.lower)

    return {
        "format": 1,
        "types": list(TYPES),
        "commands": sorted(cmds.values(), key=lambda r: r["name"].lower()),
        "patterns": patterns,
        "queue": hand["queue"],
    }


if __name__ == "__main__":
    sys.exit(genutil.main("submit.json", build))
