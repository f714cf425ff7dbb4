#!/usr/bin/env python3
"""Generate ``schemas/knobs.json``: every configuration knob HTCondor knows.

Sources, in order of authority:

* the param table (``src/condor_utils/param_info.in``): names, raw defaults, types, ranges,
  tags, customization level, restart behaviour, aliases, per-subsystem defaults;
* the htcondor wheel (run in a fresh process with an empty config): which knobs the library
  really has, and its typed values, which fix the type of knobs the table lacks and win over
  the table where a plain (macro-free) default differs;
* the configuration reference in ``docs/`` (``:macro-def:`` entries): documented knobs the
  table lacks, the documentation page (≈ daemon) of each, knob-name patterns, and a type
  guessed from the wording of the first sentence when nothing better is known;
* the ``use`` templates of the param table: helper macros they define, and the knobs HTCondor
  lists as dropped (``$UPGRADE.DISCARD``);
* ``tools/knob_docs.json``: our own descriptions, expression-valued (``classad``) and list
  types, patterns with regexes, deprecations and machine-computed knobs.

Run ``python tools/gen_knobs.py`` to rewrite the file, ``--check`` to verify it.
"""
from __future__ import annotations

import json
import re
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

import genutil  # noqa: E402
import compiled_defaults  # noqa: E402
import param_table  # noqa: E402
import wheel_table  # noqa: E402

#: the platform whose compiled-in defaults ``default`` shows (condor-ls previews Linux)
DEFAULT_PLATFORM = "LINUX"
TYPES = ("string", "int", "long", "bool", "double", "path", "classad", "list", "unknown")
PARAM_TYPES = ("string", "int", "long", "bool", "double", "path")
# Where a knob's type came from, most to least reliable: a curated override, the param table,
# the wheel's typed value, the knob's name (*_REQUIREMENTS ...), the docs' wording, nothing.
TYPE_SOURCES = ("curated", "param_table", "wheel", "name", "docs", "none")

# String knobs whose names end like this hold ClassAd expressions (constraints, ranks, ...).
_EXPR_SUFFIX = re.compile(r"(_REQUIREMENTS|_CONSTRAINT|_RANK|_EXPR|_EXPRESSION)$", re.I)

# Ordered (pattern, type) rules applied to the first sentence of a knob's documentation when
# neither the param table nor the wheel give a type.  The first match wins.
_DOC_TYPE_RULES: tuple[tuple[re.Pattern[str], str], ...] = (
    # a regular expression is a pattern string, not a ClassAd expression
    (re.compile(r"\bregular expression\b", re.I), "string"),
    # a sentence about a list that goes on to mention expressions ("a list of names, each
    # naming an expression") is about the list
    (re.compile(r"^\s*An?\s+(comma|space|semicolon|white ?space)[\w\s/-]*separated list\b", re.I), "list"),
    (re.compile(r"\b(boolean|classad|integer|numeric|string)?\s*expression\b", re.I), "classad"),
    (re.compile(r"\bboolean\b|\bTrue\b or \bFalse\b", re.I), "bool"),
    (re.compile(r"\binteger\b|\bnumber of (seconds|minutes|bytes)\b", re.I), "int"),
    (re.compile(r"\bfloating[ -]point\b", re.I), "double"),
    (re.compile(r"\b(comma|space)[- ]separated list\b|\blist of\b", re.I), "list"),
    (re.compile(r"\b(full )?path\b|\bdirectory\b|\bfile name\b", re.I), "path"),
    (re.compile(r"\bstring\b", re.I), "string"),
)


# documentation page (group) -> the daemon or tool whose knobs it lists
_GROUP_SUBSYSTEMS = {
    "startd": "STARTD", "schedd": "SCHEDD", "starter": "STARTER", "shadow": "SHADOW",
    "negotiator": "NEGOTIATOR", "collector": "COLLECTOR", "master": "MASTER",
    "dagman": "DAGMAN", "submit": "SUBMIT", "defrag": "DEFRAG", "credd": "CREDD",
    "gridmanager": "GRIDMANAGER", "job_router": "JOB_ROUTER", "gangliad": "GANGLIAD",
    "high_availability": "HAD", "shared_port": "SHARED_PORT", "rooster": "ROOSTER",
    "procd": "PROCD", "preen": "PREEN", "librarian": "LIBRARIAN", "adstash": "ADSTASH",
    "annex": "ANNEX",
}
# param-table tag -> daemon or tool (tags that name source files are ignored)
_TAG_SUBSYSTEMS = {
    "startd": "STARTD", "startd_main": "STARTD", "startd_factory": "STARTD",
    "resmgr": "STARTD", "statemachine": "STARTD", "schedd": "SCHEDD", "qmgmt": "SCHEDD",
    "dedicated_scheduler": "SCHEDD", "sched": "SCHEDD", "starter": "STARTER",
    "shadow": "SHADOW", "baseshadow": "SHADOW", "negotiator": "NEGOTIATOR",
    "matchmaker": "NEGOTIATOR", "accountant": "NEGOTIATOR", "collector": "COLLECTOR",
    "master": "MASTER", "dagman": "DAGMAN", "dagman_main": "DAGMAN", "submit": "SUBMIT",
    "condor_submit_dag": "DAGMAN", "defrag": "DEFRAG", "credd": "CREDD",
    "gridmanager": "GRIDMANAGER", "jobrouter": "JOB_ROUTER", "gangliad": "GANGLIAD",
    "had": "HAD", "procd": "PROCD", "preen": "PREEN", "librarian": "LIBRARIAN",
    "rooster": "ROOSTER", "annex": "ANNEX", "vm-gahp": "VM_GAHP", "tools": "TOOL",
}
_TEMPLATE_ASSIGN = re.compile(r"^\s*([A-Za-z_][A-Za-z0-9_.]*)\s*=")
_CONFIG_KEYWORDS = {"if", "elif", "else", "endif", "use", "include", "error", "warning"}
_MACRO_DEF = re.compile(r":macro-def:`([^`]+)`")


def _placeholder_regex(name: str) -> str:
    """Regex for a documented name with ``<placeholder>`` or ``*`` parts."""
    parts = re.split(r"(<[^>]+>|\*)", name)
    out = []
    for p in parts:
        if not p:
            continue
        if p == "*" or p.startswith("<"):
            out.append("[0-9]+" if p in ("<N>", "<n>") else "[A-Za-z0-9_.]+")
        else:
            out.append(re.escape(p))
    return "^" + "".join(out) + "$"


def _doc_type(text: str) -> str | None:
    first = re.split(r"(?<=[.])\s", text, maxsplit=1)[0]
    for rx, typ in _DOC_TYPE_RULES:
        if rx.search(first):
            return typ
    return None


def read_docs(root: Path) -> dict[str, dict[str, Any]]:
    """Documented knob names, each with its page (group) and a type guessed from its text."""
    out: dict[str, dict[str, Any]] = {}
    for rst in sorted(root.rglob("*.rst")):
        if "version-history" in rst.parts:
            continue
        lines = rst.read_text(encoding="utf-8", errors="replace").splitlines()
        for i, line in enumerate(lines):
            m = _MACRO_DEF.match(line.strip())
            if not m:
                continue
            raw = m.group(1)
            gm = re.match(r"^(.*?)\[([^\]]*)\]$", raw)
            name, group = (gm.group(1), gm.group(2)) if gm else (raw, rst.stem)
            body: list[str] = []
            for nxt in lines[i + 1:i + 12]:
                if not nxt.strip():
                    break
                body.append(nxt.strip())
            entry = out.setdefault(name.strip(), {"group": group.strip().lower().replace(" ", "_"),
                                                  "doc": str(rst.relative_to(root))})
            if "doc_type" not in entry:
                t = _doc_type(" ".join(body))
                if t:
                    entry["doc_type"] = t
    return out


def _split_list(s: str) -> list[str]:
    return [x.strip() for x in re.split(r"[,\s]+", s) if x.strip()]


def _range(raw: str) -> dict[str, float | int | None] | None:
    m = re.match(r"^\s*([-+0-9.eE]*)\s*,\s*([-+0-9.eE]*)\s*$", raw)
    if not m:
        return None

    def num(x: str) -> float | int | None:
        if not x:
            return None
        return int(x) if re.fullmatch(r"[-+]?\d+", x) else float(x)
    return {"min": num(m.group(1)), "max": num(m.group(2))}


def _wheel_release(banner: str) -> str | None:
    """``25.14.1`` from the wheel's ``$CondorVersion: 25.14.1 ... $`` banner."""
    m = re.search(r"(\d+\.\d+\.\d+)", banner)
    return m.group(1) if m else None


def build() -> dict[str, Any]:
    entries = param_table.load(genutil.HTCONDOR_SRC / "src/condor_utils/param_info.in")
    hand = json.loads((genutil.TOOLS / "knob_docs.json").read_text(encoding="utf-8"))
    docs = read_docs(genutil.HTCONDOR_SRC / "docs")
    wheel = wheel_table.read()
    computed = {n.upper() for n in hand["computed"]}

    knobs: dict[str, dict[str, Any]] = {}   # keyed by upper-case name

    def get(name: str) -> dict[str, Any]:
        k = knobs.get(name.upper())
        if k is None:
            k = knobs[name.upper()] = {"name": name, "sources": []}
        return k

    # 1. the param table
    prefixed: list[param_table.Entry] = []
    for e in entries:
        if e.title.startswith("$"):
            continue  # metaknobs: see gen_templates.py
        if "." in e.title:
            prefixed.append(e)
            continue
        k = get(e.title)
        p = e.props
        k["sources"].append("param_table")
        ptype = p.get("type", "string").strip().lower()
        k["param_type"] = ptype
        k["type"] = ptype
        k["type_source"] = "param_table"
        k["default"] = p.get("default", "")
        if "win32_default" in p:
            k["win32_default"] = p["win32_default"]
        if p.get("range") and (r := _range(p["range"])):
            k["range"] = r
        tags = _split_list(p.get("tags", p.get("tag", "")))
        if tags:
            k["tags"] = tags
        k["customization"] = p.get("customization", "seldom").strip().lower()
        k["restart"] = p.get("restart", "false").strip().lower()
        if p.get("aliases", "").strip():
            k["aliases"] = _split_list(p["aliases"])
    for e in prefixed:
        prefix, _, name = e.title.partition(".")
        k = get(name)
        k.setdefault("subsystem_defaults", {})[prefix] = e.props.get("default", "")
        if "type" not in k:  # known only through a prefixed entry
            k["param_type"] = k["type"] = e.props.get("type", "string").strip().lower()
            k["type_source"] = "param_table"
            k["default"] = None
        if "param_table" not in k["sources"]:
            k["sources"].append("param_table")

    # 2. the wheel: knobs it has that the table lacks, and defaults that moved since the table
    if wheel is not None:
        rebuild: list[str] = []
        for name in sorted(wheel.text):
            known = name.upper() in knobs
            k = get(name)
            k["sources"].append("wheel")
            if name.upper() in computed:
                continue
            if not known or k.get("default") is None:
                k["type"] = wheel.types[name]
                k["type_source"] = "wheel"
                rebuild.append(name)
            elif "TOOL" not in {s.upper() for s in k.get("subsystem_defaults", {})}:
                expected = wheel_table.simple_expand(k["default"], wheel)
                if expected is not None and expected != wheel.text[name]:
                    rebuild.append(name)  # the library is newer than the table: it wins
        names = [k["name"] for k in knobs.values()] + list(hand["computed"])
        for name, raw in wheel_table.raw_defaults(rebuild, names).items():
            if wheel_table.simple_expand(raw, wheel) != wheel.text[name]:
                print(f"gen_knobs: cannot rebuild the default of {name} from the wheel", file=sys.stderr)
                continue
            k = get(name)
            if k.get("default") is not None:
                k["param_table_default"] = k["default"]
            k["default"] = raw
            k["default_source"] = "wheel"

    # 3. the documentation
    patterns: list[dict[str, Any]] = []
    for name, info in sorted(docs.items()):
        if re.search(r"[<*]", name):
            if not re.sub(r"<[^>]+>|\*", "", name).strip("_"):
                continue  # a bare placeholder (the daemon-path knobs) would match every name
            patterns.append({"pattern": name, "regex": _placeholder_regex(name),
                             "type": info.get("doc_type", "unknown"), "group": info["group"],
                             "sources": ["docs"]})
            continue
        if not re.fullmatch(r"[A-Za-z0-9_.]+", name):
            continue
        k = get(name)
        k["sources"].append("docs")
        k["group"] = info["group"]
        if "type" not in k:
            k["type"] = info.get("doc_type", "unknown")
            k["type_source"] = "docs" if "doc_type" in info else "none"
            k["default"] = None

    # 4. our own knowledge
    for name, extra in hand["knobs"].items():
        k = get(name)
        if "type" not in k:
            k["default"] = None
            k["type"] = extra.get("type", "unknown")
        for key in ("type", "subsystems", "description"):
            if key in extra:
                k[key] = extra[key]
        if "type" in extra:
            k["type_source"] = "curated"
        k.setdefault("type_source", "none")
        k["sources"].append("curated")
    for name, dep in hand["deprecated"].items():
        k = get(name)
        if "type" not in k:
            k["type"] = dep.get("type", "unknown")
            k["type_source"] = "curated"
            k["default"] = None
        k["deprecated"] = True
        k["replacement"] = dep.get("replacement")
        k["sources"].append("curated")
    for k in knobs.values():
        for alias in k.get("aliases", []):
            a = get(alias)
            if "type" not in a:
                a["type"], a["type_source"] = k["type"], k.get("type_source", "none")
            a.setdefault("default", None)
            a["alias_of"] = k["name"]
            if "param_table" not in a["sources"]:
                a["sources"].append("param_table")
    for name in hand["computed"]:
        k = get(name)
        k["computed"] = True
        if "type" not in k:
            k["type"], k["type_source"] = "string", "curated"
        k["default"] = None if "param_table" not in k["sources"] else k.get("default")
        if "curated" not in k["sources"]:
            k["sources"].append("curated")
    # values compiled in from C++ macros: per platform (the default shown is Linux's), or
    # facts of one build; and knobs whose value differs in every process
    for name, facts in compiled_defaults.compiled_defaults(entries, genutil.HTCONDOR_SRC, hand["compiled"]).items():
        k = get(name)
        if "platform_defaults" in facts:
            k["platform_defaults"] = facts["platform_defaults"]
            k["param_table_default"] = k["default"]
            k["default"] = facts["platform_defaults"][DEFAULT_PLATFORM]
            k["default_source"] = "compiled"
        if "varies" in facts:
            k["varies"] = facts["varies"]
    for name, per in hand["varies"].items():
        get(name)["varies"] = per
    for name, value in hand["when_unset"].items():
        if not name.startswith("_"):
            get(name)["when_unset"] = value
    if wheel is not None and (release := _wheel_release(wheel.version)):
        k = get("CONDOR_VERSION")  # the compiled-in release: the wheel's, which condor-ls claims
        k["param_table_default"], k["default"], k["default_source"] = k["default"], release, "compiled"

    family_rx = [re.compile(p["regex"], re.I) for p in hand["patterns"] + patterns]

    # knobs the templates define (policy helpers such as UWCS_START), and the templates that set
    # each knob, for hover; the UPGRADE lists name knobs HTCondor has dropped
    for e in entries:
        if not e.title.startswith("$"):
            continue
        category, _, tname = e.title[1:].partition(".")
        if category == "UPGRADE":
            if tname == "DISCARD":  # (DISCARDX lists knobs dropped on Windows only)
                text = e.props.get("default", "")
                for line in text.splitlines():
                    name = line.strip()
                    if re.fullmatch(r"[A-Za-z0-9_]+", name):
                        k = get(name)
                        k.setdefault("type", "unknown")
                        k.setdefault("type_source", "none")
                        k.setdefault("default", None)
                        k["deprecated"] = True
                        k["obsolete"] = True
                        k.setdefault("replacement", None)
                        k["sources"].append("upgrade_list")
            continue
        for line in e.props.get("default", "").splitlines():
            m = _TEMPLATE_ASSIGN.match(line)
            if not m or m.group(1).lower() in _CONFIG_KEYWORDS or "." in m.group(1):
                continue
            name = m.group(1)
            if name.upper() not in knobs and any(rx.match(name) for rx in family_rx):
                continue  # a member of a knob family (SUBMIT_REQUIREMENT_<name>, ...)
            k = get(name)
            if "type" not in k:
                k["type"], k["type_source"], k["default"] = "unknown", "none", None
                # the old policies' UWCS_START, TESTINGMODE_KILL, ... hold values of START, KILL
                base = knobs.get(re.sub(r"^(UWCS|TESTINGMODE)_", "", name.upper()))
                if base is not None and base is not k and "type" in base:
                    k["type"], k["type_source"] = base["type"], "name"
            k.setdefault("templates", [])
            key = f"{category}:{tname}"
            if key not in k["templates"]:
                k["templates"].append(key)
            k["sources"].append("template")

    # daemons that read each knob, where the curated notes do not say: from the documentation
    # page it is on, else from the table's tags (which mix daemon and source-file names)
    for k in knobs.values():
        if "subsystems" in k:
            continue
        subs = set()
        if k.get("group") in _GROUP_SUBSYSTEMS:
            subs.add(_GROUP_SUBSYSTEMS[k["group"]])
        else:
            subs.update(_TAG_SUBSYSTEMS[t.lower()] for t in k.get("tags", [])
                        if t.lower() in _TAG_SUBSYSTEMS)
        if subs:
            k["subsystems"] = sorted(subs)

    # expression-valued knobs recognised by name
    for k in knobs.values():
        if k["type"] in ("string", "unknown") and k.get("type_source") != "curated" \
                and _EXPR_SUFFIX.search(k["name"]):
            k["type"] = "classad"
            k["type_source"] = "name"
        k["sources"] = sorted(set(k["sources"]))
        if "templates" in k:
            k["templates"] = sorted(k["templates"], key=str.lower)
        assert k["type"] in TYPES, k
        assert k.get("type_source") in TYPE_SOURCES, k

    hand_patterns = {p["pattern"] for p in hand["patterns"]}
    merged = [dict(p, sources=["curated"]) for p in hand["patterns"]]
    merged += [p for p in patterns if p["pattern"] not in hand_patterns]
    for p in merged:
        re.compile(p["regex"])

    return {
        "format": 1,
        "types": list(TYPES),
        "wheel_version": wheel.version if wheel else None,
        # the param table source read (its release lags the wheel's: knobs and defaults the
        # wheel has and the table lacks are marked default_source "wheel")
        "source": {"param_info": genutil.source_revision(),
                   "wheel": _wheel_release(wheel.version) if wheel else None},
        "knobs": sorted(knobs.values(), key=lambda k: (k["name"].upper(), k["name"])),
        "patterns": merged,
    }


if __name__ == "__main__":
    sys.exit(genutil.main("knobs.json", build))
