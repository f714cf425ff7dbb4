"""The access point's configuration as condor_submit reads it (``param()``).

condor_submit reads its configuration as the SUBMIT subsystem. The built-in defaults are
HTCondor 25's (the project's compiled-in table); for the 24.0 series the few knobs condor_submit
reads whose built-in default differs there are overlaid (from 24.0's ``param_info.in``).

A configuration read is kept for the next caller while every file it read is unchanged: each
file's stamp (size, modification time and inode on disk, or the editor's version of an open
buffer) and the stamps of the directories it was read from (a file added to ``config.d``)
are compared on each call, so an edit to the configuration is seen by the next analysis,
not by the next server start. A few reads are kept at most.
"""
from __future__ import annotations

import os
import re
import threading
from collections import OrderedDict
from collections.abc import Callable, Hashable, Mapping

from .api import ConfigLookup

#: knobs condor_submit reads whose built-in default is different in the 24.0 series
DEFAULTS_24: dict[str, str | None] = {
    "JOB_DEFAULT_REQUESTDISK": "DiskUsage",
    "JOB_DEFAULT_REQUESTMEMORY": "ifthenelse(MemoryUsage =!= UNDEFINED,MemoryUsage,(ImageSize+1023)/1024)",
    "CONTAINER_IMAGES_COMMON_BY_DEFAULT": None,
    "CONTAINER_REGEX_COMMON_BY_DEFAULT": None,
}
#: configuration reads kept (one per config file, version and environment in use)
KEPT = 8
#: bytes read of one config file (the config reader's own bound)
MAX_FILE_BYTES = 64 * 1024 * 1024

#: the text of a file open in an editor with a stamp that changes whenever the text does (its
#: version), or None to read the file from disk
OpenBuffer = Callable[[str], "tuple[Hashable, str] | None"]
Stamp = Hashable


class ConfigParam:
    """``param()`` of one read of a configuration; ``paths`` are the files and directories the
    read looked at (an editor re-analyses when one of them changes)."""

    __slots__ = ("_config", "_memo", "_v24", "paths")

    def __init__(self, config, version: str, paths: tuple[str, ...]) -> None:  # type: ignore[no-untyped-def]
        self._config = config
        self._memo: dict[str, str | None] = {}
        self._v24 = version == "24.0"
        self.paths = paths

    def __call__(self, name: str) -> str | None:
        key = name.upper()
        memo = self._memo
        if key in memo:
            return memo[key]
        config = self._config
        value = config.value(name) if config is not None else None
        if self._v24 and key in DEFAULTS_24 and (config is None or config.is_default(name)):
            value = DEFAULTS_24[key]
        memo[key] = value
        return value


def lookup_for(path: str | None, *, version: str = "25", environ: Mapping[str, str] | None = None,
               cwd: str | None = None, open_buffer: OpenBuffer | None = None) -> ConfigLookup:
    """``param()`` for a config file (None: ``CONDOR_CONFIG`` from ``environ`` if set, else the
    built-in defaults only), read again when a file it was read from changed since the last
    call (``open_buffer`` answers for files open in an editor)."""
    env = dict(os.environ if environ is None else environ)
    if path is None:
        candidate = env.get("CONDOR_CONFIG")
        if candidate and candidate.upper() != "ONLY_ENV" and os.path.isfile(candidate):
            path = candidate
    if path is not None:
        path = os.path.normpath(os.path.join(cwd or os.getcwd(), path))
    overrides = tuple(sorted((k, v) for k, v in env.items() if k[:8].lower() == "_condor_"))
    key = (path, version, overrides, cwd)
    with _lock:
        kept = _kept.get(key)
        if kept is not None:
            param, stamps = kept
            if _stamps(param.paths, open_buffer) == stamps:
                _kept.move_to_end(key)
                return param
    param = _read(path, version, overrides, cwd, open_buffer)
    stamps = _stamps(param.paths, open_buffer)
    with _lock:
        _kept[key] = (param, stamps)
        _kept.move_to_end(key)
        while len(_kept) > KEPT:
            _kept.popitem(last=False)
    return param


def paths_of(lookup: ConfigLookup) -> tuple[str, ...]:
    """The files and directories a lookup made by :func:`lookup_for` was read from (none for
    another callable)."""
    return lookup.paths if isinstance(lookup, ConfigParam) else ()


def clear() -> None:
    with _lock:
        _kept.clear()


_lock = threading.Lock()
_kept: OrderedDict[tuple[object, ...], tuple[ConfigParam, tuple[Stamp, ...]]] = OrderedDict()
_LIST_SEPARATORS = re.compile(r"[\s,]+")


def _read(path: str | None, version: str, overrides: tuple[tuple[str, str], ...], cwd: str | None,
          open_buffer: OpenBuffer | None) -> ConfigParam:
    from ...config.reader import load_config

    if path is None:  # the built-in defaults (and _CONDOR_ overrides) read nothing
        return ConfigParam(load_config(None, subsystem="SUBMIT", environ=dict(overrides), cwd=cwd, track=False),
                           version, ())
    read: list[str] = [path]

    def read_file(name: str) -> str:
        read.append(name)
        found = open_buffer(name) if open_buffer is not None else None
        if found is not None:
            return found[1]
        with open(name, "rb") as handle:  # as the config reader reads a file (OSError: not readable)
            return handle.read(MAX_FILE_BYTES).decode("utf-8", errors="surrogateescape")

    config = load_config(path, subsystem="SUBMIT", environ=dict(overrides), cwd=cwd, track=False, read_file=read_file)
    paths = dict.fromkeys(os.path.normpath(p) for p in (*read, *config.files))
    folders = dict.fromkeys(os.path.dirname(p) for p in paths)
    for entry in _LIST_SEPARATORS.split(config.value("LOCAL_CONFIG_DIR") or ""):
        if entry:  # a directory of config files that held none when read
            folders.setdefault(os.path.normpath(os.path.join(cwd or os.getcwd(), entry)))
    return ConfigParam(config, version, (*paths, *folders))


def _stamps(paths: tuple[str, ...], open_buffer: OpenBuffer | None) -> tuple[Stamp, ...]:
    """What identifies the current contents of each path: an open buffer's own stamp, else
    (modification time, size, inode) on disk, or None when it does not exist."""
    out: list[Stamp] = []
    for path in paths:
        found = open_buffer(path) if open_buffer is not None else None
        if found is not None:
            out.append(("open", found[0]))
            continue
        try:
            info = os.stat(path)
        except OSError:
            out.append(None)
            continue
        out.append((info.st_mtime_ns, info.st_size, info.st_ino))
    return tuple(out)
