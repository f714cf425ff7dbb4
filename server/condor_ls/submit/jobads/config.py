"""The access point's configuration as condor_submit reads it (``param()``).

condor_submit reads its configuration as the SUBMIT subsystem. The built-in defaults are
HTCondor 25's (the project's compiled-in table); for the 24.0 series the few knobs condor_submit
reads whose built-in default differs there are overlaid (from 24.0's ``param_info.in``).
"""
from __future__ import annotations

import os
from collections.abc import Mapping
from functools import lru_cache

from .api import ConfigLookup

#: knobs condor_submit reads whose built-in default is different in the 24.0 series
DEFAULTS_24: dict[str, str | None] = {
    "JOB_DEFAULT_REQUESTDISK": "DiskUsage",
    "JOB_DEFAULT_REQUESTMEMORY": "ifthenelse(MemoryUsage =!= UNDEFINED,MemoryUsage,(ImageSize+1023)/1024)",
    "CONTAINER_IMAGES_COMMON_BY_DEFAULT": None,
    "CONTAINER_REGEX_COMMON_BY_DEFAULT": None,
}


def lookup_for(path: str | None, *, version: str = "25", environ: Mapping[str, str] | None = None,
               cwd: str | None = None) -> ConfigLookup:
    """``param()`` for a config file (None: ``CONDOR_CONFIG`` from ``environ`` if set, else the
    built-in defaults only)."""
    env = dict(os.environ if environ is None else environ)
    if path is None:
        candidate = env.get("CONDOR_CONFIG")
        if candidate and candidate.upper() != "ONLY_ENV" and os.path.isfile(candidate):
            path = candidate
    overrides = tuple(sorted((k, v) for k, v in env.items() if k[:8].lower() == "_condor_"))
    return _lookup(path, version, overrides, cwd)


@lru_cache(maxsize=8)
def _lookup(path: str | None, version: str, overrides: tuple[tuple[str, str], ...], cwd: str | None
            ) -> ConfigLookup:
    from ...config.reader import load_config

    config = load_config(path, subsystem="SUBMIT", environ=dict(overrides), cwd=cwd, track=False)
    memo: dict[str, str | None] = {}
    v24 = version == "24.0"

    def param(name: str) -> str | None:
        key = name.upper()
        if key in memo:
            return memo[key]
        value = config.value(name)
        if v24 and key in DEFAULTS_24 and config.is_default(name):
            value = DEFAULTS_24[key]
        memo[key] = value
        return value

    return param
