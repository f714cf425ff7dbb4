"""User settings (the ``condorLs`` section), parsed leniently into a typed value.

Editors send settings in several shapes: nested objects (``{"sampleAds": {"machine": ...}}``),
dotted keys (``{"sampleAds.machine": ...}``), or either wrapped in ``{"condorLs": ...}``. All are
accepted. A value of the wrong type is ignored with a warning instead of failing the session.
"""
from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field, replace
from typing import Any

from .model import Severity

SECTION = "condorLs"


@dataclass(frozen=True)
class SampleAds:
    """Ad files used to evaluate expressions (empty: the bundled examples)."""

    machine: str = ""
    job: str = ""


@dataclass(frozen=True)
class DeclaredAttributes:
    """Attribute names a pool publishes that no schema or config file shows (from scripts,
    site tooling ...): the unknown-attribute rule accepts them and completion offers them."""

    machine: tuple[str, ...] = ()
    job: tuple[str, ...] = ()


@dataclass(frozen=True)
class RuleSettings:
    disable: frozenset[str] = frozenset()
    severity: Mapping[str, Severity] = field(default_factory=dict)


@dataclass(frozen=True)
class Settings:
    sample_ads: SampleAds = SampleAds()
    subsystem: str = "STARTD"
    config_root: str = ""
    defines: Mapping[str, str] = field(default_factory=dict)
    rules: RuleSettings = RuleSettings()
    #: quiet time after the last edit before diagnostics are computed: none by default, since
    #: an analysis after a keystroke costs tens of milliseconds and a newer edit cancels it
    #: (see docs/performance.md, "Debounce")
    debounce_ms: int = 0
    #: inlay hints showing the expanded value after each ``$(NAME)`` in config files
    inlay_expanded_values: bool = True
    #: analyse the ClassAds and submit descriptions in Python scripts that use the bindings
    python_enable: bool = True
    #: code lenses with the value of each startd policy knob for the sample ads
    policy_code_lens: bool = True
    attributes: DeclaredAttributes = DeclaredAttributes()
    #: whose condor_submit makes the job ads of submit files: "25" or "24.0"
    submit_version: str = "25"
    #: code lenses above a submit file's queue statements (procs, job ads, pool matches)
    submit_code_lens: bool = True
    #: a pool dump (condor_status -l / -json / -xml output) the submit lenses count matches in
    pool_dump: str = ""

    @classmethod
    def from_json(cls, *sources: object) -> tuple[Settings, list[str]]:
        """Build settings from JSON objects applied in order (later ones win), returning the
        settings and human-readable warnings about ignored values."""
        flat: dict[str, Any] = {}
        for source in sources:
            flat.update(flatten(unwrap(source)))
        settings, warnings = cls(), []
        for key, value in flat.items():
            handler = _FIELDS.get(key)
            if handler is None:
                continue  # unknown keys belong to other tools (e.g. the VS Code serverCommand)
            try:
                settings = handler(settings, value)
            except (TypeError, ValueError) as err:
                warnings.append(f"setting {SECTION}.{key} ignored: {err}")
        return settings, warnings


def unwrap(source: object) -> Mapping[str, Any]:
    """The ``condorLs`` section of a settings object (or the object itself if not wrapped)."""
    if not isinstance(source, Mapping):
        return {}
    inner = source.get(SECTION)
    return inner if isinstance(inner, Mapping) else source


def flatten(obj: Mapping[str, Any], prefix: str = "", depth: int = 0) -> dict[str, Any]:
    """Nested objects to dotted keys, stopping at keys whose value is itself a map setting."""
    out: dict[str, Any] = {}
    for key, value in obj.items():
        name = f"{prefix}{key}"
        if isinstance(value, Mapping) and name not in _MAP_KEYS and depth < 4:
            out.update(flatten(value, name + ".", depth + 1))
        else:
            out[name] = value
    return out


def _string(value: Any) -> str:
    if value is None:
        return ""
    if not isinstance(value, str):
        raise TypeError(f"expected a string, got {type(value).__name__}")
    return value


def _string_map(value: Any) -> dict[str, str]:
    if value is None:
        return {}
    if not isinstance(value, Mapping):
        raise TypeError(f"expected an object, got {type(value).__name__}")
    return {str(k): str(v) for k, v in value.items()}


def _codes(value: Any) -> frozenset[str]:
    if value is None:
        return frozenset()
    if isinstance(value, str):
        value = [value]
    if not isinstance(value, (list, tuple)):
        raise TypeError(f"expected a list of rule codes, got {type(value).__name__}")
    return frozenset(str(v) for v in value)


def _severities(value: Any) -> dict[str, Severity]:
    out: dict[str, Severity] = {}
    for code, level in _string_map_any(value).items():
        severity = Severity.parse(level)
        if severity is None:
            raise ValueError(f"unknown severity {level!r} for {code} (use error, warning, information or hint)")
        out[code] = severity
    return out


def _string_map_any(value: Any) -> Mapping[str, Any]:
    if value is None:
        return {}
    if not isinstance(value, Mapping):
        raise TypeError(f"expected an object, got {type(value).__name__}")
    return value


def _names(value: Any) -> tuple[str, ...]:
    """A list of attribute names (a single string may hold several, separated by blanks or
    commas); each must look like a ClassAd attribute name."""
    if value is None:
        return ()
    if isinstance(value, str):
        value = value.replace(",", " ").split()
    if not isinstance(value, (list, tuple)):
        raise TypeError(f"expected a list of attribute names, got {type(value).__name__}")
    out: list[str] = []
    for item in value:
        if not isinstance(item, str) or not _ATTRIBUTE_NAME.fullmatch(item.strip()):
            raise ValueError(f"{item!r} is not an attribute name")
        out.append(item.strip())
    return tuple(dict.fromkeys(out))


_ATTRIBUTE_NAME = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")


def _bool(value: Any) -> bool:
    if not isinstance(value, bool):
        raise TypeError("expected true or false")
    return value


def _submit_version(value: Any) -> str:
    text = _string(value).strip()
    if text in ("24", "24.0"):
        return "24.0"
    if text in ("", "25"):
        return "25"
    raise ValueError(f"unknown HTCondor version {text!r} (use 25 or 24.0)")


def _debounce(value: Any) -> int:
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        raise TypeError("expected a number of milliseconds")
    return int(min(max(value, 0), 60_000))


#: dotted key -> how to store its value
_FIELDS: dict[str, Callable[[Settings, Any], Settings]] = {
    "sampleAds.machine": lambda s, v: replace(s, sample_ads=replace(s.sample_ads, machine=_string(v))),
    "sampleAds.job": lambda s, v: replace(s, sample_ads=replace(s.sample_ads, job=_string(v))),
    "subsystem": lambda s, v: replace(s, subsystem=(_string(v).strip().upper() or "STARTD")),
    "configRoot": lambda s, v: replace(s, config_root=_string(v)),
    "defines": lambda s, v: replace(s, defines=_string_map(v)),
    "rules.disable": lambda s, v: replace(s, rules=replace(s.rules, disable=_codes(v))),
    "rules.severity": lambda s, v: replace(s, rules=replace(s.rules, severity=_severities(v))),
    "diagnostics.debounce": lambda s, v: replace(s, debounce_ms=_debounce(v)),
    "inlayHints.expandedValues": lambda s, v: replace(s, inlay_expanded_values=_bool(v)),
    "python.enable": lambda s, v: replace(s, python_enable=_bool(v)),
    "policy.codeLens": lambda s, v: replace(s, policy_code_lens=_bool(v)),
    "attributes.machine": lambda s, v: replace(s, attributes=replace(s.attributes, machine=_names(v))),
    "attributes.job": lambda s, v: replace(s, attributes=replace(s.attributes, job=_names(v))),
    "submit.htcondorVersion": lambda s, v: replace(s, submit_version=_submit_version(v)),
    "submit.codeLens": lambda s, v: replace(s, submit_code_lens=_bool(v)),
    "pool.dump": lambda s, v: replace(s, pool_dump=_string(v)),
}

#: keys whose value is an object kept whole rather than flattened
_MAP_KEYS = frozenset({"defines", "rules.severity"})
