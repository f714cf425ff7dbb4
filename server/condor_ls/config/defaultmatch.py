"""A value equal to a knob's default is stored in the default's spelling.

HTCondor's ``insert_macro`` compares each new assignment (when the name is not yet in the
macro set) with the param table's default of the name, or of the part after the first dot
(``STARTD.START`` is compared with START's default).  When they are the same value it keeps
the table's text: ``START = TRUE`` reads back as ``True``.  "The same" is exact text, or equal
ignoring case when the default is ``true``/``false``, or, on Windows, equal paths ignoring
case and the kind of slash.  An unprefixed name that matches is not inserted at all (so a
later assignment is compared again); a prefixed one is inserted with the default's text.
"""
from __future__ import annotations

from .schemas import Defaults

#: defaults that match a value in any letter case
_CASELESS = frozenset({"true", "false"})


def _default_of(defaults: Defaults, name: str) -> tuple[str | None, str | None]:
    """(the generic default of ``name`` or of its part after the first dot, its type)."""
    kd = defaults.generic.get(name.lower())
    if kd is None and "." in name:
        kd = defaults.generic.get(name.partition(".")[2].lower())
    return (kd.default, kd.type) if kd is not None else (None, None)


def _same_path(a: str, b: str) -> bool:
    return len(a) == len(b) and a.replace("\\", "/").lower() == b.replace("\\", "/").lower()


def matching_default(defaults: Defaults, name: str, value: str, platform: str) -> str | None:
    """The default's text when ``value`` is the same value as the default of ``name`` (the
    text to store then), else None."""
    default, kind = _default_of(defaults, name)
    if default is None:
        return None
    if value == default:
        return default
    if default.lower() in _CASELESS and value.lower() == default.lower():
        return default
    if platform == "WINDOWS" and kind == "path" and _same_path(value, default):
        return default
    return None
