"""What the htcondor wheel's compiled param table holds, read through its public ``param`` API.

The wheel can be newer than the ``param_info.in`` we generate from (a release branch ships
knobs and default changes before the source we have sees them), so the library is asked:

* which knobs it knows: ``htcondor2.param.keys()`` lists every name whose value is non-empty
  after the config is read (the bindings' own ``foreach_param`` walk over the config and the
  default table); knobs whose default is empty cannot be seen this way;
* each knob's expanded text, as ``condor_config_val`` prints it: read through a probe macro
  (``__GEN_PROBE = $(KNOB)``) so bools and numbers are not converted;
* the raw default of the knobs that need it: every other name is set to a marker, so the
  expansion shows which macros the default refers to (``$(SPOOL)/x`` reads back as
  ``<marker SPOOL>/x``) and the raw text can be rebuilt.

Every run is a fresh interpreter with an empty config, read as the TOOL subsystem after
``reload_config()``: that drops what the bindings insert on import (``ENABLE_CLASSAD_CACHING``
= false), so the answer is what any tool reading the config sees.
"""
from __future__ import annotations

import json
import re
from dataclasses import dataclass

import genutil

#: marks a macro reference in a probed value: MARK_OPEN + name + MARK_CLOSE
MARK_OPEN = "\x1e"
MARK_CLOSE = "\x1f"
_MARK = re.compile(re.escape(MARK_OPEN) + r"([A-Za-z0-9_.]+)" + re.escape(MARK_CLOSE))
#: a plain reference with an optional default: ``$(NAME)`` or ``$(NAME:text)``
_PLAIN_REF = re.compile(r"\$\(([A-Za-z0-9_.]+)(?::([^()$]*))?\)")
#: names never replaced by markers: ``$(DOLLAR)`` is handled by the expander itself
_UNMARKED = frozenset({"DOLLAR"})

_PREAMBLE = r"""
import json, sys, htcondor2
request = json.loads(sys.stdin.read())
P = htcondor2.param

def fresh():
    htcondor2.set_subsystem("TOOL")
    htcondor2.reload_config()

def text(name):
    P["__GEN_PROBE"] = "$(" + name + ")"
    try:
        return P["__GEN_PROBE"]
    except KeyError:
        return ""
"""

_LIST_SCRIPT = _PREAMBLE + r"""
fresh()
kinds = {"bool": "bool", "int": "int", "float": "double", "str": "string"}
out = {"version": htcondor2.version(), "types": {}, "text": {}}
for k in sorted(set(P.keys())):
    if not k or k.startswith("__GEN_"):
        continue
    try:
        v = P[k]
    except Exception:
        continue
    out["types"][k] = kinds.get(type(v).__name__, "string")
    out["text"][k] = text(k)
print(json.dumps(out))
"""

_RAW_SCRIPT = _PREAMBLE + r"""
out = {}
for target in request["targets"]:
    fresh()
    for name in request["marks"]:
        if name.upper() != target.upper():
            P[name] = request["open"] + name + request["close"]
    out[target] = text(target)
print(json.dumps(out))
"""


@dataclass(frozen=True)
class WheelTable:
    version: str
    #: knob -> "bool" | "int" | "double" | "string" (the Python type of its value)
    types: dict[str, str]
    #: knob -> expanded text on an empty config (TOOL)
    text: dict[str, str]

    def value_of(self, name: str) -> str:
        """Expanded text of ``name`` ("" when the wheel lists no value for it)."""
        return self._upper().get(name.upper(), "")

    def _upper(self) -> dict[str, str]:
        cached = getattr(self, "_by_upper", None)
        if cached is None:
            cached = {k.upper(): v for k, v in self.text.items()}
            object.__setattr__(self, "_by_upper", cached)
        return cached


def read() -> WheelTable | None:
    """The wheel's knob list and values, or None without the wheel."""
    data = genutil.run_wheel(_LIST_SCRIPT, stdin="{}")
    if data is None:
        return None
    return WheelTable(data["version"], data["types"], data["text"])


def raw_defaults(targets: list[str], names: list[str]) -> dict[str, str]:
    """Rebuilt raw defaults of ``targets``: each read with every other name of ``names`` set to
    a marker, markers turned back into ``$(NAME)``."""
    if not targets:
        return {}
    marks = sorted({n for n in names if n.upper() not in _UNMARKED})
    request = {"targets": targets, "marks": marks, "open": MARK_OPEN, "close": MARK_CLOSE}
    data = genutil.run_wheel(_RAW_SCRIPT, stdin=json.dumps(request))
    if data is None:
        return {}
    return {name: _MARK.sub(lambda m: f"$({m.group(1)})", value) for name, value in data.items()}


def simple_expand(raw: str, table: WheelTable) -> str | None:
    """``raw`` with each plain ``$(NAME)``/``$(NAME:dflt)`` replaced by the wheel's value of
    NAME; None when ``raw`` holds anything else with a ``$`` (functions, ``$$``), which this
    shallow check cannot judge."""
    def sub(m: re.Match[str]) -> str:
        value = table.value_of(m.group(1))
        return value if value or m.group(2) is None else m.group(2)

    out = _PLAIN_REF.sub(sub, raw)
    if "$" in _PLAIN_REF.sub("", raw):
        return None
    return out


def referenced_names(raw: str) -> set[str]:
    """Names of the plain references in ``raw``."""
    return {m.group(1) for m in _PLAIN_REF.finditer(raw)}
