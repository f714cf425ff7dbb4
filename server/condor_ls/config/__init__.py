"""The config engine: HTCondor's config reader and macro expander, with provenance.

Entry points (all safe on bad input: problems become diagnostics, never exceptions)::

    from condor_ls.config import load_config
    cs = load_config("/etc/condor/condor_config", subsystem="STARTD", defines={"FULL_HOSTNAME": "n1"})
    cs.value("START")               # expanded text, or None (undefined or empty), like param()
    exp = cs.expand("START")        # Expansion: .value, .spans (char ranges -> file/line/col +
                                    # macro chain), .uses, .diagnostics, .nondeterministic, .unknown
    cs.definition("START")          # Definition in use: .raw, .origin, .kind, .via, .previous
    cs.history("START")             # every definition of START, newest first
    cs.all_definitions(file)        # every assignment made while reading (optionally one file)
    cs.expand_text("$(LOG)/x")      # expand arbitrary text in this config's context
    cs.diagnostics, cs.includes, cs.fatal, cs.incomplete

``load_config(path, text=...)`` reads the root file from a string (an unsaved editor buffer);
``read_file=`` supplies other files the same way.  Lower layers: :mod:`.scanner` (finding
references), :mod:`.expander` (the rewrite loop and macro functions), :mod:`.lines` (logical
lines), :mod:`.conditions` (``if``), :mod:`.table` (lookup order), :mod:`.host` (predefined
macros), :mod:`.schemas` (defaults and templates).
"""
from __future__ import annotations

from .configset import ConfigSet, IncludeRecord
from .expander import Expansion, Expander, Limits, MacroUse
from .model import Definition, Diagnostic, Kind, Severity
from .reader import CLAIMED_VERSION, load_config
from .text import Origin, SourceText, Span

__all__ = [
    "CLAIMED_VERSION",
    "ConfigSet",
    "Definition",
    "Diagnostic",
    "Expander",
    "Expansion",
    "IncludeRecord",
    "Kind",
    "Limits",
    "MacroUse",
    "Origin",
    "Severity",
    "SourceText",
    "Span",
    "load_config",
]
