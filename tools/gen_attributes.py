#!/usr/bin/env python3
"""Generate ``schemas/attributes/{machine,job,other}.json``: ClassAd attribute knowledge.

Names come from the attribute reference (``docs/classad-attributes/*.rst``, its
``:classad-attribute-def:`` entries); the type is read from the wording of each entry's first
sentence (``A boolean ...``, ``Integer which ...``, ``... expression``), and quoted string
alternatives listed under an entry become its ``example_values`` (not necessarily all of
them; curated ``values`` are complete).  Job attributes that submit
commands set (``schemas/submit.json``) are added with the command's value type.  Our own
descriptions, missing attributes and deprecations are in ``tools/attribute_docs.json``.
Attributes the negotiator adds to slot ads only while evaluating preemption (documented as
"ephemeral" ClassAd attributes) go to the machine table with ``ephemeral: true``.
Names containing ``<placeholders>`` become patterns with a regex.

``schemas/attributes/names.json`` lists every attribute name HTCondor's sources spell out
(``src/condor_includes/condor_attributes.h``) or its manual refers to (``:ad-attr:`` roles),
whichever ad carries it: the unknown-attribute rule treats these as known without knowing the
ad, and suggests spellings from them.
"""
from __future__ import annotations

import json
import re
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

import genutil  # noqa: E402

TYPES = ("boolean", "integer", "real", "number", "string", "list", "classad", "expression",
         "unknown")

# Which documentation page holds which ad.  Pages not listed go to "other".
PAGES = {
    "machine-classad-attributes.rst": "machine",
    "job-classad-attributes.rst": "job",
    "scheduler-classad-attributes.rst": "scheduler",
    "negotiator-classad-attributes.rst": "negotiator",
    "submitter-classad-attributes.rst": "submitter",
    "collector-classad-attributes.rst": "collector",
    "defrag-classad-attributes.rst": "defrag",
    "accounting-classad-attributes.rst": "accounting",
    "daemon-master-classad-attributes.rst": "master",
    "grid-classad-attributes.rst": "grid",
    "daemon-core-statistics-attributes.rst": "daemon_statistics",
    "classad-attributes-added-by-collector.rst": "any",
}

# Ordered (pattern, type) rules for the first sentence of an entry; the first match wins.
_TYPE_RULES: tuple[tuple[re.Pattern[str], str], ...] = (
    (re.compile(r"\bboolean\b", re.I), "boolean"),
    (re.compile(r"\bexpression\b", re.I), "expression"),
    (re.compile(r"\b(nested )?classad\b(?! attribute)", re.I), "classad"),
    (re.compile(r"\bclassad list\b|\blist of (classads|numbers|integers)\b", re.I), "list"),
    (re.compile(r"\bstring\b|\bname of\b|\bgroup name\b|\bpath\b|\burl\b", re.I), "string"),
    (re.compile(r"\bfloat(ing)?\b|\breal\b|\bfraction\b|\bload average\b|\baverage\b", re.I), "real"),
    (re.compile(r"\binteger\b|\bnumber of\b|\bcount\b|\btime (at|when)\b|\bseconds\b|\bepoch\b", re.I), "integer"),
    (re.compile(r"\btotal\b|\bamount\b|\bquantity\b", re.I), "number"),
)
_DEF = re.compile(r"^:classad-attribute-def:`([^`]+)`")
_VALUE = re.compile(r'^\s*``"([^"`]+)"``\s*$')
_SUBMIT_TYPES = {"bool": "boolean", "int": "integer", "double": "real", "classad": "expression",
                 "string": "string", "path": "string", "enum": "string", "list": "string"}


def _type(first: str) -> str:
    for rx, typ in _TYPE_RULES:
        if rx.search(first):
            return typ
    return "unknown"


def read_page(path: Path) -> dict[str, dict[str, Any]]:
    lines = path.read_text(encoding="utf-8").splitlines()
    out: dict[str, dict[str, Any]] = {}
    i = 0
    while i < len(lines):
        m = _DEF.match(lines[i])
        i += 1
        if not m:
            continue
        body: list[str] = []
        while i < len(lines) and not _DEF.match(lines[i]) and (
                not lines[i].strip() or lines[i].startswith((" ", "\t"))):
            body.append(lines[i])
            i += 1
        text = " ".join(ln.strip() for ln in body if ln.strip())
        first = re.split(r"(?<=[.])\s", text, maxsplit=1)[0]
        rec: dict[str, Any] = {"type": _type(first)}
        values = [v.group(1) for ln in body if (v := _VALUE.match(ln))]
        if values and rec["type"] in ("string", "unknown"):
            rec["type"] = "string"
            rec["example_values"] = values  # the docs' list need not be complete
        if re.search(r"\b(deprecated|no longer (be )?used|obsolete)\b", text, re.I):
            rec["deprecated"] = True
        out.setdefault(m.group(1).strip(), rec)
    return out


_EPHEMERAL = re.compile(r":index:`[^<`]*<single: ([A-Za-z_]+); ClassAd attribute, ephemeral>`\s*\\?\s*"
                        r"(?::ad-attr:`([^`]+)`|``([^`]+)``)")


def read_ephemeral(root: Path) -> dict[str, dict[str, Any]]:
    """Attributes the negotiator inserts into slot ads while it evaluates preemption policy
    (documented as "ephemeral"); ``Slot<N>_...`` forms become patterns."""
    out: dict[str, dict[str, Any]] = {}
    for rst in sorted(root.rglob("*.rst")):
        if "version-history" in rst.parts:
            continue
        lines = rst.read_text(encoding="utf-8").splitlines()
        for i, line in enumerate(lines):
            m = _EPHEMERAL.search(line)
            if not m:
                continue
            name = (m.group(2) or m.group(3)).strip()
            body = []
            for nxt in lines[i + 1:i + 6]:
                if not nxt.strip():
                    break
                body.append(nxt.strip())
            first = re.split(r"(?<=[.])\s", " ".join(body), maxsplit=1)[0]
            out.setdefault(name, {"type": _type(first)})
    return out


def _regex(name: str) -> str:
    parts = re.split(r"(<[^>]+>)", name)
    return "^" + "".join("[A-Za-z0-9_]+" if p.startswith("<") else re.escape(p)
                         for p in parts if p) + "$"


def _finish(ad: str, attrs: dict[str, dict[str, Any]]) -> dict[str, Any]:
    fixed, patterns = [], []
    for key in sorted(attrs, key=str.lower):
        rec = attrs[key]
        rec["sources"] = sorted(set(rec["sources"]))
        assert rec["type"] in TYPES, rec
        if "<" in rec["name"]:
            patterns.append({**rec, "pattern": rec.pop("name"), "regex": _regex(key)})
        else:
            fixed.append(rec)
    return {"format": 1, "ad": ad, "types": list(TYPES), "attributes": fixed,
            "patterns": patterns}


def build_all() -> dict[str, dict[str, Any]]:
    docs_dir = genutil.HTCONDOR_SRC / "docs/classad-attributes"
    hand = json.loads((genutil.TOOLS / "attribute_docs.json").read_text(encoding="utf-8"))
    submit = json.loads((genutil.SCHEMAS / "submit.json").read_text(encoding="utf-8"))

    ads: dict[str, dict[str, dict[str, Any]]] = {"machine": {}, "job": {}, "other": {}}

    def get(ad: str, name: str) -> dict[str, Any]:
        table = ads[ad]
        for key in (name, *[k for k in table if k.lower() == name.lower()]):
            if key in table:
                return table[key]
        table[name] = {"name": name, "sources": []}
        return table[name]

    for page, which in sorted(PAGES.items()):
        path = docs_dir / page
        if not path.exists():
            continue
        ad = which if which in ("machine", "job") else "other"
        for name, info in read_page(path).items():
            rec = get(ad, name)
            rec["sources"].append("docs")
            rec.setdefault("type", info["type"])
            for key in ("example_values", "deprecated"):
                if key in info:
                    rec.setdefault(key, info[key])
            if ad == "other":
                rec.setdefault("ads", [])
                if which not in rec["ads"]:
                    rec["ads"].append(which)

    for name, info in sorted(read_ephemeral(genutil.HTCONDOR_SRC / "docs").items()):
        rec = get("machine", name)
        rec["sources"].append("docs")
        rec.setdefault("type", info["type"])
        rec["ephemeral"] = True

    for cmd in submit["commands"]:
        attr = cmd.get("attribute")
        if not attr or not re.fullmatch(r"[A-Za-z_][A-Za-z0-9_]*", attr):
            continue
        rec = get("job", attr)
        rec["sources"].append("submit")
        rec.setdefault("type", _SUBMIT_TYPES.get(cmd["type"], "unknown"))
        rec.setdefault("set_by", [])
        rec["set_by"].append(cmd["name"])

    for ad in ("machine", "job"):
        for name, extra in hand[ad].items():
            rec = get(ad, name)
            rec["sources"].append("curated")
            rec.update(extra)
    for table in ads.values():
        for rec in table.values():
            rec.setdefault("type", "unknown")
            if "set_by" in rec:
                rec["set_by"] = sorted(set(rec["set_by"]), key=str.lower)
    return {ad: _finish(ad, table) for ad, table in ads.items()}


#: a name definition of the header (``..._PREFIX`` definitions are the start of a family, not a name)
_HEADER_NAME = re.compile(r'^\s*#\s*define\s+ATTR_(?!\w*_PREFIX\b)\w+\s+"([A-Za-z_][A-Za-z0-9_]*)"', re.M)
_AD_ATTR_ROLE = re.compile(r":ad-attr:`(?:[^`<]*<)?([A-Za-z_][A-Za-z0-9_]*)(?:\[[^]`]*\])?>?`")


def build_names() -> dict[str, Any]:
    """Attribute names from the C++ header and from the manual's ``:ad-attr:`` references."""
    header = genutil.HTCONDOR_SRC / "src/condor_includes/condor_attributes.h"
    found: dict[str, str] = {}
    for name in _HEADER_NAME.findall(header.read_text(encoding="utf-8", errors="replace")):
        found.setdefault(name.lower(), name)
    for rst in sorted((genutil.HTCONDOR_SRC / "docs").rglob("*.rst")):
        if "version-history" in rst.parts:
            continue
        for name in _AD_ATTR_ROLE.findall(rst.read_text(encoding="utf-8", errors="replace")):
            found.setdefault(name.lower(), name)
    return {"format": 1, "names": sorted(found.values(), key=str.lower)}


def main() -> int:
    import argparse
    ap = argparse.ArgumentParser(description="generate schemas/attributes/*.json")
    ap.add_argument("--check", action="store_true")
    args = ap.parse_args()
    status = 0
    outputs = {f"{ad}.json": doc for ad, doc in build_all().items()}
    outputs["names.json"] = build_names()
    for name, doc in outputs.items():
        path = genutil.SCHEMAS / "attributes" / name
        text = genutil.dumps(doc)
        if args.check:
            if not path.exists() or path.read_text(encoding="utf-8") != text:
                print(f"{path} is stale", file=sys.stderr)
                status = 1
        else:
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(text, encoding="utf-8")
    return status


if __name__ == "__main__":
    sys.exit(main())
