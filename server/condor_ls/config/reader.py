"""Reading a config set the way HTCondor's ``config()`` does.

Order (from HTCondor's ``real_config``): predefined macros; the root file (with ``include``
and ``use`` processed in place); HOSTNAME/FULL_HOSTNAME; ``LOCAL_CONFIG_DIR`` (files sorted
by name, minus ``LOCAL_CONFIG_DIR_EXCLUDE_REGEXP``); each ``LOCAL_CONFIG_FILE`` (re-read after
every file, since a file may change the list); ``LOCAL_CONFIG_DIR`` again if it changed;
``_CONDOR_NAME`` environment overrides; the late predefined macros; FILESYSTEM_DOMAIN and
UID_DOMAIN; ``AUTO_USE_<CAT>_<NAME>`` templates.  Our ``defines`` come last.

Nothing is ever executed: ``include command``, ``include : cmd |`` and piped
``LOCAL_CONFIG_FILE`` entries are recorded with a diagnostic and their output is unknown.
"""
from __future__ import annotations

import os
import random
import re
from dataclasses import dataclass, field, replace
from typing import Callable, Mapping, Sequence

from ..bounded_int import bounded_int
from ..safe_read import read_bytes
from .conditions import IfStack, judge, parse_version
from .defaultmatch import matching_default
from .configset import ConfigSet, IncludeRecord
from .expander import Expander, Limits
from .host import EARLY, LATE, HostInfo, detect
from .lines import WS, LogicalLine, cached_logical_lines
from .model import Definition, Diagnostic, Kind, Severity
from . import readcache
from .readcache import Entry, Key, ReadCache, Recording, snapshot
from .relocation import Relocation
from .schemas import Defaults, load_defaults, load_templates, platform_of
from .table import MacroTable
from .text import DETECTED, ENVIRONMENT, OVERRIDE, Origin, Run, SourceText
from ..raw_bytes import RAW

#: the HTCondor version conditions are judged against
CLAIMED_VERSION = "25.14.1"
#: HTCondor's limit for nested include/use
MAX_NESTING = 20
#: "NAME = value" with a plain name (the reader's general path handles everything else)
_PLAIN_ASSIGNMENT = re.compile(r"([A-Za-z0-9_./]+)[ \t\n\v\f\r]*=[ \t\n\v\f\r]*")
#: a legal knob name: HTCondor's identifier characters
_VALID_NAME = re.compile(r"[A-Za-z0-9_./]+")
#: characters allowed between ``+`` and ``=`` (``A +,= x``)
PLUS_SEPARATORS = ",;|&*"

ReadFile = Callable[[str], str]


#: marks exact-name questions (``MacroTable.get``) in a recorded trace
_GET = "\0get:"
#: marks a lookup the recorded read answered itself
_OWN = "\0own"
#: where an earlier value condor-ls cannot see goes, while a carried self reference is rebuilt
_UNKNOWN_EARLIER = "\0earlier\0"


#: a block being recorded: where it began, its key, its recording, and its chunks' records so
#: far (None once one of them could not be recorded)
_Block = tuple[int, Key, Recording, "dict[Key, Entry] | None"]


class _Abort(Exception):
    """A fatal config error: HTCondor stops reading (and a daemon would refuse to start)."""


class LoadCancelled(Exception):
    """The caller lost interest in the load (``load_config(cancelled=...)`` said so)."""


#: logical lines read between two polls of ``cancelled``
_POLL_LINES = 64


def _default_read(path: str) -> str:
    limit = 64 * 1024 * 1024
    data = read_bytes(path, limit)  # regular files only: a named pipe or device is never read
    if data is None:
        if not os.path.exists(path):
            raise FileNotFoundError(2, "No such file or directory", path)
        raise OSError(f"{path} is not a regular file that can be read")
    return data[:limit].decode("utf-8", errors="surrogateescape")


@dataclass(slots=True)
class _Source:
    """Where statements come from: a file, or a template expanded from a ``use`` line."""

    file: str
    via: tuple[str, ...] = ()
    is_template: bool = False


@dataclass
class Reader:
    """One config load.  Build with :func:`load_config`."""

    subsystem: str = "STARTD"
    localname: str | None = None
    defines: Mapping[str, str] = field(default_factory=dict)
    environ: Mapping[str, str] | None = None
    host: HostInfo | None = None
    defaults: Defaults | None = None
    templates: Mapping[str, Mapping[str, tuple[str, str]]] | None = None
    version: str = CLAIMED_VERSION
    cwd: str | None = None
    read_file: ReadFile = _default_read
    seed: int | None = None
    track: bool = True
    limits: Limits = field(default_factory=Limits)
    #: recorded file reads of earlier loads of the same set (see ``readcache``)
    cache: ReadCache | None = None
    #: ids of the physical lines of some files (by resolved path; see ``syntax.document``): the
    #: origins of those files' lines name lines by id instead of by row
    line_ids: Mapping[str, Sequence[int]] = field(default_factory=dict)
    #: polled between chunks (and every few dozen lines): True stops the load with LoadCancelled
    cancelled: Callable[[], bool] | None = None
    #: where each line of some files starts (by resolved path, as for ``line_ids``), so that
    #: they need not be split into lines again
    line_starts: Mapping[str, Sequence[int]] = field(default_factory=dict)
    #: where the absolute paths the set names are read (a set kept in a repository)
    relocation: Relocation | None = None
    #: files read in this order instead of a root (a directory of fragments no root reads)
    local_files: Sequence[str] = ()

    def __post_init__(self) -> None:
        self.env: Mapping[str, str] = os.environ if self.environ is None else self.environ
        self._platform = platform_of(self.defines)
        if self.defaults is None:
            self.defaults = load_defaults(self._platform)
        if self.templates is None:
            self.templates = load_templates()
        self.table = MacroTable(self.defaults, self.subsystem or None, self.localname or None)
        self.expander = Expander(self.table.lookup, environ=self.env,
                                 rng=random.Random(self.seed) if self.seed is not None else None,
                                 limits=self.limits)
        self.diagnostics: list[Diagnostic] = []
        self.includes: list[IncludeRecord] = []
        self.files: list[str] = []
        #: files of LOCAL_CONFIG_DIR left out by LOCAL_CONFIG_DIR_EXCLUDE_REGEXP, with the pattern
        self.excluded: list[tuple[str, str]] = []
        self.fatal = False
        self.incomplete = False
        self.nondeterministic = False
        #: where ``table.log`` divides into the stretches that reading files and chunks of files
        #: made, each recorded or replayed as a whole (see ``ConfigSet.units``)
        self.units: list[tuple[int, int]] = []
        self._unit_start = 0
        self._version = parse_version(self.version) or (25, 14, 1)
        self._strict = False
        self._cwd = self.cwd or os.getcwd()
        #: reads of files being recorded for the cache, outermost first
        self._recordings: list[Recording] = []
        #: the table's lookups, or their tracing stand-ins while a read is recorded
        self._lookup = self.table.lookup
        self._get = self.table.get
        if self.cache is not None:
            self.cache.use_for((self.subsystem, self.localname, tuple(sorted(self.defines.items())), self.version,
                                self._cwd, self.track, self.limits, id(self.defaults), id(self.templates),
                                self.relocation))

    # ------------------------------------------------------------------ diagnostics
    def _diag(self, code: str, message: str, severity: Severity, origin: Origin | None, length: int = 0) -> None:
        self.diagnostics.append(Diagnostic.at(code, message, severity, origin, length))

    def _fatal(self, code: str, message: str, origin: Origin | None, length: int = 0) -> None:
        self.fatal = True
        self._diag(code, message + " (HTCondor refuses this configuration)", Severity.ERROR, origin, length)
        raise _Abort(message)

    # ------------------------------------------------------------------ definitions
    def _self_names(self, name: str) -> tuple[str, ...]:
        if "." not in name:
            return (name,)
        low = name.lower()
        for prefix in (self.localname, self.subsystem):
            if prefix and low.startswith(prefix.lower() + ".") and len(name) > len(prefix) + 1:
                return (name, name[len(prefix) + 1:])
        return (name,)

    def _store(self, name: str, value: SourceText, origin: Origin | None, kind: Kind, via: tuple[str, ...] = ()) -> Definition:
        """Insert as HTCondor's ``insert_macro``: self references expanded again on replacement."""
        if kind is Kind.ENVIRONMENT:
            # an _CONDOR_ override goes straight to insert_macro (condor_config.cpp), without the
            # file reader's expansion of self references: with no earlier value in the set, a
            # self reference stays, and HTCondor loops on it when the knob is looked up
            stored, info = value, None
        else:
            stored, info = self.expander.expand_self(value, self._self_names(name), track=self.track)
            self._absorb(info)
        # a self reference that found no earlier value (nor a default) was dropped: keep the text
        unresolved = info is None or any(use.definition is None for use in info.uses)
        existing = self._get(name)
        written = value if unresolved else self._carried_gap(name, value, existing, info)
        as_default = False
        if existing is not None and not existing.as_default:
            # HTCondor's insert_macro expands self references again
            stored, info = self.expander.expand_self(stored, self._self_names(name), track=self.track)
            self._absorb(info)
        else:  # a first insertion: a value matching the default keeps the default's spelling
            spelled = matching_default(self.defaults, name, stored.text, self._platform)
            if spelled is not None:
                stored = SourceText(spelled, stored.runs)
                as_default = "." not in name
        definition = Definition(name, stored, origin, kind, via, written=written, as_default=as_default)
        self.table.set(definition)
        for recording in self._recordings:
            recording.own.add(id(definition))
        return definition

    def _carried_gap(self, name: str, value: SourceText, existing: Definition | None,
                     info) -> SourceText | None:  # type: ignore[no-untyped-def]
        """The value as written, with the earlier value's own unresolved self reference put
        back, when ``X = $(X) more`` builds on an earlier ``X = $(X) ...`` that found nothing
        before it: what a file condor-ls cannot read may define first reaches this line too
        (``A = $(A) || x`` then ``A = $(A) || y`` is ``? || x || y``, not ``|| x || y``)."""
        if existing is None or existing.written is None:
            return None
        if not any(use.definition is existing for use in info.uses):
            return None  # this line does not build on the earlier one
        names = self._self_names(name)
        lowered = {n.lower() for n in names}
        lookup = self.expander.lookup

        def substituted(text: SourceText, stand_in: Definition) -> str:
            expander = Expander(lambda wanted: stand_in if wanted.lower() in lowered else lookup(wanted),
                                environ=self.expander.environ, limits=self.expander.limits)
            return expander.expand_self(text, names, track=False)[0].text

        # one pass each (a stand-in holding ``$(X)`` would be expanded again): the unknown
        # earlier value is a marker first, then the reference it stands for
        marker = Definition(name, SourceText(_UNKNOWN_EARLIER), None)
        earlier = Definition(name, SourceText(substituted(existing.written, marker)), None)
        text = substituted(value, earlier)
        return SourceText(text.replace(_UNKNOWN_EARLIER, f"$({name})"))

    def _absorb(self, info) -> None:  # type: ignore[no-untyped-def]
        self.diagnostics.extend(info.diagnostics)
        if info.nondeterministic:
            self.nondeterministic = True
        if (info.nondeterministic or info.env_reads) and self._recordings:
            for recording in self._recordings:  # not a function of the files: never replayed
                recording.cacheable = False
        if info.unknown:
            self._mark_incomplete()

    def _mark_incomplete(self) -> None:
        self.incomplete = True
        for recording in self._recordings:
            recording.incomplete = True

    def _expand_text(self, text: SourceText | str) -> str:
        result = self.expander.expand(text, track=self.track)
        self._absorb(result)
        return result.value

    def _detected(self, name: str, value: str, file: str = DETECTED, kind: Kind = Kind.DETECTED) -> None:
        self._store(name, SourceText.at(value, Origin(file, 0, 0, False)), Origin(file), kind)

    # ------------------------------------------------------------------ the whole load
    def load(self, root: str | None, text: str | None = None) -> ConfigSet:
        host = self.host or detect(self.subsystem, self.localname, None, self.env)
        values = dict(host.values)
        for key, value in self.defines.items():  # a define of a predefined macro replaces it
            for hk in list(values):
                if hk.lower() == key.lower():
                    values[hk] = value
        try:
            for name in EARLY:
                if values.get(name) is not None:
                    self._detected(name, str(values[name]))
            # the param table's CONDOR_VERSION default is the running version: we claim ours
            self._detected("CONDOR_VERSION", self.version, kind=Kind.DEFAULT)
            if root is not None:
                root_dir = os.path.dirname(root) or "."
                self._detected("CONFIG_ROOT", root_dir)
                self._read_file(root, text, depth=0, required=True, via=())
            for name in ("HOSTNAME", "FULL_HOSTNAME", "TILDE"):
                if values.get(name) is not None:
                    self._detected(name, str(values[name]))
            if root is None and self.local_files:
                # fragments without their root: what the root would read next is unknown, so
                # LOCAL_CONFIG_* they set are not followed to this machine's files
                for path in self.local_files:
                    self._read_file(path, None, depth=1, required=False, via=())
            else:
                self._read_locals(values)
        except _Abort:
            pass
        self._environment_overrides()
        for name in LATE:
            if values.get(name) is not None:
                self._detected(name, str(values[name]))
        for name in ("FILESYSTEM_DOMAIN", "UID_DOMAIN"):
            if not self._param(name) and values.get("FULL_HOSTNAME"):
                self._detected(name, str(values["FULL_HOSTNAME"]))
        try:
            self._auto_use()
        except _Abort:
            pass
        for key, value in self.defines.items():
            self._store(key, SourceText.at(value, Origin(OVERRIDE, 0, 0, False)), Origin(OVERRIDE), Kind.DEFINE)
        self._end_unit()
        return ConfigSet(
            table=self.table,
            expander=self.expander,
            diagnostics=self.diagnostics,
            includes=self.includes,
            files=self.files,
            excluded=self.excluded,
            fatal=self.fatal,
            incomplete=self.incomplete,
            nondeterministic_load=self.nondeterministic,
            subsystem=self.subsystem,
            localname=self.localname,
            track=self.track,
            units=self.units,
        )

    def _read_locals(self, values: Mapping[str, str | None]) -> None:
        """What the root names: LOCAL_CONFIG_DIR, LOCAL_CONFIG_FILE, LOCAL_CONFIG_DIR again
        if those changed it, the user's own file (``real_config`` in condor_config.cpp)."""
        dirs = self._param("LOCAL_CONFIG_DIR")
        if dirs:
            self._process_dirs(dirs)
        self._process_locals()
        new_dirs = self._param("LOCAL_CONFIG_DIR")
        if new_dirs and new_dirs != dirs:
            self._process_dirs(new_dirs)
        self._user_config(values)

    def _user_config(self, values: Mapping[str, str | None]) -> None:
        """``USER_CONFIG_FILE`` (``~/.condor/<name>``), which HTCondor reads only when it cannot
        switch user ids (i.e. not as root)."""
        name = self._param("USER_CONFIG_FILE")
        if not name or values.get("CondorIsAdmin") == "true":
            return
        home = self.env.get("HOME") or os.path.expanduser("~")
        path = name if os.path.isabs(name) else os.path.join(home, ".condor", name)
        if os.path.isfile(path):
            self._read_file(path, None, depth=1, required=False, via=())

    def _param(self, name: str) -> str:
        d = self._lookup(name)
        if d is None or not d.value:
            return ""
        return self._expand_text(d.raw)

    def _environment_overrides(self) -> None:
        for key, value in self.env.items():
            if key[:8].lower() != "_condor_":
                continue
            name = key[8:].rstrip(WS)
            if not name:
                continue
            self._store(name, SourceText.at(value.lstrip(WS), Origin(ENVIRONMENT, 0, 0, False)),
                        Origin(ENVIRONMENT), Kind.ENVIRONMENT)

    # ------------------------------------------------------------------ local config
    def _process_locals(self) -> None:
        listed = self._param("LOCAL_CONFIG_FILE")
        if not listed:
            return
        required = self._crufty_bool("REQUIRE_LOCAL_CONFIG_FILE", True)
        pending = [listed] if "|" in listed else _split_list(listed)
        done: list[str] = []
        i = 0
        while i < len(pending):
            source = pending[i]
            self._read_local(source, required)
            done.append(source)
            now = self._param("LOCAL_CONFIG_FILE")
            if now and now != listed:
                listed = now
                pending = [now] if "|" in now else _split_list(now)
                pending = [p for p in pending if p not in done]
                i = 0
                continue
            i += 1

    def _read_local(self, source: str, required: bool) -> None:
        if "|" in source:
            self._diag("config.command-not-run",
                       f"LOCAL_CONFIG_FILE runs the command {source.rstrip('| ')!r}; condor-ls never runs "
                       "commands, so whatever it would define is unknown", Severity.WARNING, None)
            self._mark_incomplete()
            self.includes.append(IncludeRecord(None, 0, source, None, "command", False, len(self.files)))
            return
        before = len(self.files)
        self._read_file(source, None, depth=1, required=required, via=())
        if len(self.files) == before:  # an optional file that is not here: unknown, not empty
            self.includes.append(IncludeRecord(None, 0, source, self._resolve(source), "file", False,
                                               len(self.files)))

    def _process_dirs(self, dirlist: str) -> None:
        required = self._crufty_bool("REQUIRE_LOCAL_CONFIG_FILE", True)
        pattern_text = self._param("LOCAL_CONFIG_DIR_EXCLUDE_REGEXP")
        exclude = None
        if pattern_text:
            try:
                exclude = _compile_regex(pattern_text)
            except Exception as exc:
                self._diag("config.bad-exclude-regexp", f"LOCAL_CONFIG_DIR_EXCLUDE_REGEXP is not a valid "
                           f"regular expression: {exc}", Severity.ERROR, None)
        for directory in _split_list(dirlist):
            path = self._resolve(directory)
            listed = config_dir_files(path, exclude)
            if listed is None:  # not on this machine: whatever it holds there is unknown here
                self.includes.append(IncludeRecord(None, 0, directory, path, "dir", False, len(self.files)))
                continue
            files, excluded = listed
            self.excluded.extend((full, pattern_text) for full in excluded)
            if self.relocation is not None and path != os.path.normpath(self._resolve(directory, relocate=False)):
                # read in a repository in place of the installed directory, which holds more on
                # the host (other packages' fragments, what configuration tools write there)
                self.includes.append(IncludeRecord(None, 0, directory, path, "dir", True, len(self.files)))
            for full in files:
                self._read_file(full, None, depth=1, required=required, via=())

    def _crufty_bool(self, name: str, default: bool) -> bool:
        text = self._param(name).strip().lower()
        if not text:
            return default
        if text in ("true", "yes", "t", "y") or (text.lstrip("-").isdigit() and bounded_int(text) != 0):
            return True
        if text in ("false", "no", "f", "n") or text.lstrip("-").isdigit():
            return False
        return default

    def _resolve(self, path: str, relocate: bool = True) -> str:
        full = path if os.path.isabs(path) else os.path.join(self._cwd, path)
        return full if self.relocation is None or not relocate else self.relocation.locate(full)

    # ------------------------------------------------------------------ files
    def _read_file(self, path: str, text: str | None, *, depth: int, required: bool, via: tuple[str, ...],
                   at: Origin | None = None) -> None:
        resolved = self._resolve(path)
        if text is None:
            try:
                text = self.read_file(resolved)
            except OSError as exc:
                if required:
                    self._fatal("config.missing-file", f"cannot read config file {path}: {exc.strerror or exc}", at)
                return
            except Exception as exc:  # a caller-supplied reader failed: treat as unreadable
                if required:
                    self._fatal("config.missing-file", f"cannot read config file {path}: {exc}", at)
                return
        self._read_parsed(resolved, text, _Source(resolved, via), depth)

    # ------------------------------------------------------------------ reusing earlier reads
    def _read_parsed(self, resolved: str, text: str, source: _Source, depth: int) -> None:
        """Read one file's statements, or replay an earlier read of it whose inputs all hold."""
        for recording in self._recordings:
            recording.texts.append((resolved, self._content(resolved, text)))
        cache = self.cache
        if cache is None:
            self.files.append(resolved)
            self._parse(self._split(text, resolved), source, depth)
            return
        key: Key = (resolved, depth, source.via, source.is_template, tuple(self._active))
        entry = cache.get(key)
        if entry is not None and entry.text == self._content(resolved, text) and self._replay(entry):
            cache.replayed += 1
            # its blocks stay with it: they are what the next edit of the file replays (unless
            # newer records of the same blocks are kept: an edit made and undone, say)
            cache.keep_missing(entry.parts)
            return
        if entry is not None:
            # read before, and changed since (or something it reads did): most likely the file
            # being edited, which its chunks serve better than a whole-file record remade on
            # every keystroke
            self.files.append(resolved)
            self._parse(self._split(text, resolved), source, depth)
            cache.read += 1
            return
        recording = self._push_recording()
        recording.blocks = {}
        try:
            self.files.append(resolved)
            self._parse(self._split(text, resolved), source, depth)
        finally:
            self._pop_recording()
        cache.read += 1
        if recording.cacheable and not self.nondeterministic:
            cache.put(key, replace(self._entry(recording, self._content(resolved, text)), parts=recording.blocks))

    def _content(self, resolved: str, text: str | None) -> object:
        """What a recorded read compares a file's text by: the text, and its line ids when the
        file has them (the origins a read makes depend on both)."""
        ids = self.line_ids.get(resolved)
        return text if ids is None or text is None else (text, ids)

    def _split(self, text: str, resolved: str) -> Sequence[LogicalLine]:
        """The file's logical lines (with a cache, split again only where the text changed)."""
        if self.cache is None:
            return cached_logical_lines(text, resolved)
        return self.cache.splitter.lines(text, resolved, self.line_ids.get(resolved), self.line_starts.get(resolved))

    def _end_unit(self) -> None:
        """Close the stretch of the log made since the last one ended."""
        end = len(self.table.log)
        if end > self._unit_start:
            self.units.append((self._unit_start, end))
            self._unit_start = end

    def _push_recording(self) -> Recording:
        self._end_unit()
        recording = Recording(len(self.table.log), len(self.diagnostics), len(self.files), len(self.includes),
                              units_start=len(self.units))
        self._recordings.append(recording)
        if len(self._recordings) == 1:
            self._lookup = self.expander.lookup = self._traced_lookup
            self._get = self._traced_get
        return recording

    def _pop_recording(self) -> None:
        self._end_unit()
        self._recordings.pop()
        if not self._recordings:
            self._lookup = self.expander.lookup = self.table.lookup
            self._get = self.table.get

    def _chunk_key(self, lines: Sequence[LogicalLine], start: int, source: _Source, depth: int,
                   tag: str = "chunk") -> Key:
        return (tag, source.file, lines[start].first_line, depth, source.via, source.is_template,
                tuple(self._active), self._strict)

    def _replay_chunk(self, key: Key, lines: Sequence[LogicalLine], start: int,
                      parts: dict[Key, Entry] | None = None) -> Entry | None:
        """Replay the recorded chunk or block (``key``) of lines starting at ``start`` if it is
        unchanged and its inputs hold; returns its entry (None: read it). A chunk not in the
        cache may still be among ``parts`` (those of the block recorded where it is). A block
        is replayed only with its recorded definitions as they are: when one of them replaced a
        definition that is now another object, its chunks are replayed one by one, so that only
        the chunk concerned makes copies."""
        cache = self.cache
        assert cache is not None
        entry = cache.get(key)
        if entry is None and parts is not None:
            entry = parts.get(key)
        if entry is None:
            return None
        count = len(entry.lines)
        block = key[0] == "block"
        if tuple(lines[start:start + count]) != entry.lines or not self._replay(entry, block):
            return None
        self._strict = entry.strict_after
        if block:
            cache.blocks_replayed += 1
            cache.keep(entry.parts)
        else:
            cache.chunks_replayed += 1
            if parts is not None and cache.get(key) is None:
                cache.put(key, entry)
        return entry

    @staticmethod
    def _marked(lines: Sequence[LogicalLine], start: int, end: int) -> bool:
        """Whether a chunk of these lines asks for the block it is in to end (see CHUNKS_PER_BLOCK)."""
        step = readcache.CHUNK_LINES * readcache.CHUNKS_PER_BLOCK
        return any(not line.first_line % step for line in lines[start:end])

    def _end_chunk(self, chunk: tuple[int, Key, Recording], lines: Sequence[LogicalLine], end: int,
                   block: _Block | None) -> _Block | None:
        """Record the chunk just read, also among the parts of ``block``; returns the block."""
        start, key, recording = chunk
        self._pop_recording()
        assert self.cache is not None
        self.cache.chunks_read += 1
        if not recording.cacheable or self.nondeterministic:
            return None if block is None else (block[0], block[1], block[2], None)
        entry = replace(self._entry(recording, ""), lines=tuple(lines[start:end]), strict_after=self._strict,
                        marked=self._marked(lines, start, end))
        self.cache.put(key, entry)
        if block is not None and block[3] is not None:
            block[3][key] = entry
        return block

    def _end_block(self, block: _Block, lines: Sequence[LogicalLine], end: int) -> None:
        start, key, recording, parts = block
        self._pop_recording()
        assert self.cache is not None
        self.cache.blocks_read += 1
        if parts is not None and recording.cacheable and not self.nondeterministic:
            entry = replace(self._entry(recording, "", copyable=False), lines=tuple(lines[start:end]),
                            strict_after=self._strict, parts=parts)
            self.cache.put(key, entry)
            if self._recordings and self._recordings[-1].blocks is not None:
                self._recordings[-1].blocks[key] = entry  # (the file being recorded)

    def _note(self, name: str, found: Definition | None) -> None:
        """A lookup's answer is an input of every recorded read. When the read made the answer
        itself, what it depends on is only that nothing made before it would have been found
        first (``STARTD.A`` defined earlier hides the read's own ``A``)."""
        exact = name.startswith(_GET)
        if exact and found is None:  # checked in bulk on replay
            key = name[len(_GET):].lower()
            for recording in self._recordings:
                recording.absent.add(key)
            return
        seen = snapshot(found)
        for recording in self._recordings:
            if found is None or id(found) not in recording.own:
                recording.trace.append((name, seen))
            elif not exact:  # an exact-name question answered by the read itself holds anyway
                recording.trace.append((name, (_OWN, self._rank(name, found))))

    def _rank(self, name: str, found: Definition) -> int:
        """Where ``found`` stands in the lookup order of ``name`` (smaller is found first)."""
        low = name.lower()
        default = 1 if found.kind is Kind.DEFAULT else 0
        prefixes = self.table._prefixes()
        for index, prefix in enumerate(prefixes):
            if found.key == prefix + low:
                return 2 * index + default
        return 2 * len(prefixes) + default

    def _holds(self, name: str, seen: object) -> tuple[bool, Definition | None]:
        """Whether a recorded lookup answers as before; and the answer now."""
        if name.startswith(_GET):
            answer = self.table.get(name[len(_GET):])
            return snapshot(answer) == seen, answer
        answer = self.table.lookup(name)
        if isinstance(seen, tuple) and seen and seen[0] == _OWN:
            # the read's own definition must still be what the lookup finds first
            return answer is None or self._rank(name, answer) >= seen[1], None
        return snapshot(answer) == seen, answer

    def _traced_lookup(self, name: str) -> Definition | None:
        found = self.table.lookup(name)
        self._note(name, found)
        return found

    def _traced_get(self, name: str) -> Definition | None:
        found = self.table.get(name)
        self._note(_GET + name, found)  # an exact-name question, told apart from lookups
        return found

    def _exists(self, path: str) -> bool:
        exists = os.path.exists(path)
        for recording in self._recordings:
            recording.exists.append((path, exists))
        return exists

    def _entry(self, recording: Recording, text: str, copyable: bool = True) -> Entry:
        made = tuple(self.table.log[recording.log_start:])
        mine = {id(d) for d in made}
        absent = frozenset(recording.absent)
        final = {d.key: d for d in made}
        outside = []
        for d in made:
            previous = d.previous
            if previous is None:
                if d.key not in absent:  # (every store asks first, so this does not happen)
                    outside.append((d.key, previous))
            elif id(previous) not in mine:
                outside.append((d.key, previous))
        return Entry(
            text=text,
            trace=tuple(dict.fromkeys(recording.trace)),
            texts=tuple(dict.fromkeys(recording.texts)),
            exists=tuple(dict.fromkeys(recording.exists)),
            definitions=tuple((d.name, d.raw, d.origin, d.kind, d.via, d.written, d.as_default)
                              for d in made) if copyable else (),
            diagnostics=tuple(self.diagnostics[recording.diagnostics_start:]),
            files=tuple(self.files[recording.files_start:]),
            includes=tuple(self.includes[recording.includes_start:]),
            incomplete=recording.incomplete,
            absent=absent,
            made=made,
            outside=tuple(outside),  # type: ignore[arg-type]
            final=final,
            fresh=len(final) - sum(1 for _, previous in outside if previous is not None),
            absent_elsewhere=absent.difference(final),
            units=tuple((start - recording.log_start, end - recording.log_start)
                        for start, end in self.units[recording.units_start:]),
        )

    def _replay(self, entry: Entry, reuse_only: bool = False) -> bool:
        """Apply a recorded read if every input it had still holds; False (nothing done) if not
        (nor, with ``reuse_only``, when its recorded definitions cannot be reused as they are)."""
        for path, text in entry.texts:
            try:
                current: str | None = self.read_file(path)
            except Exception:
                current = None
            if self._content(path, current) != text:
                return False
        for path, exists in entry.exists:
            if os.path.exists(path) != exists:
                return False
        table = self.table
        items = table.items
        if entry.absent_elsewhere and not items.keys().isdisjoint(entry.absent_elsewhere):
            return False
        found: list[Definition | None] = []
        for name, seen in entry.trace:
            holds, answer = self._holds(name, seen)
            if not holds:
                return False
            found.append(answer)
        # every definition replaces what it replaced when recorded: the recorded objects are
        # this read's definitions as they are
        reuse = bool(entry.made) and all(items.get(key) is previous for key, previous in entry.outside)
        if reuse_only and entry.made and not reuse:
            return False
        if reuse:
            # the keys of ``final`` not in ``outside`` must be undefined: then putting ``final``
            # in adds exactly ``fresh`` keys (one lookup per key in C, instead of in Python)
            size = len(items)
            items.update(entry.final)
            if len(items) - size != entry.fresh:
                items.clear()  # one was defined: back to what the log says
                for d in table.log:
                    items[d.key] = d
                if self.cache is not None:
                    self.cache.undone += 1
                return False
            if table._lookups:
                table._lookups = {}
        elif entry.absent and not items.keys().isdisjoint(entry.absent):
            return False
        for recording in self._recordings:  # the replayed read's inputs are the enclosing reads' too
            recording.texts.extend(entry.texts)
            recording.exists.extend(entry.exists)
            recording.absent.update(entry.absent)
            for (name, seen), answer in zip(entry.trace, found):
                if answer is None or id(answer) not in recording.own:
                    recording.trace.append((name, seen))
                elif not name.startswith(_GET):
                    recording.trace.append((name, (_OWN, self._rank(name, answer))))
        self._end_unit()
        if reuse:
            table.log.extend(entry.made)
            for recording in self._recordings:
                recording.own.update(id(d) for d in entry.made)
        else:
            if entry.made and self.cache is not None:
                self.cache.copied += 1
            for name, raw, origin, kind, via, written, as_default in entry.definitions:
                definition = Definition(name, raw, origin, kind, via, written=written, as_default=as_default)
                table.set(definition)
                for recording in self._recordings:
                    recording.own.add(id(definition))
        if entry.units and entry.units[-1][1] == len(entry.made):
            # the units of the files and chunks the recorded read was made of
            base = self._unit_start
            self.units.extend((base + start, base + end) for start, end in entry.units)
            self._unit_start = len(table.log)
        self._end_unit()
        self.diagnostics.extend(entry.diagnostics)
        self.files.extend(entry.files)
        self.includes.extend(entry.includes)
        if entry.incomplete:
            self._mark_incomplete()
        return True

    # ------------------------------------------------------------------ statements
    def _parse(self, lines: Sequence[LogicalLine], source: _Source, depth: int) -> None:
        outer_strict = self._strict
        self._strict = False  # '#opt:strict' lasts to the end of the file that says it
        try:
            self._parse_lines(lines, source, depth)
        finally:
            self._strict = outer_strict

    def _parse_lines(self, lines: Sequence[LogicalLine], source: _Source, depth: int) -> None:
        """HTCondor's ``Parse_macros`` over one file's logical lines. With a read cache, a long
        file is also recorded in chunks (cut where no ``if`` or ``@=`` value is open) and in blocks
        of chunks; each block (else each chunk) that is unchanged and whose inputs hold is
        replayed instead of read."""
        size = readcache.CHUNK_LINES
        chunked = self.cache is not None and len(lines) > size
        longest = 8 * size  # a chunk ends here even without a line that asks for it
        longest_block = 2 * readcache.CHUNKS_PER_BLOCK * size  # likewise for a block
        ifs = IfStack()
        here: tuple[str, str, Origin | None, LogicalLine] | None = None
        here_parts: list[SourceText] = []
        last: LogicalLine | None = None
        chunk: tuple[int, Key, Recording] | None = None
        block: _Block | None = None
        #: the chunks of the block recorded here before, to replay one by one if it fails
        stale: dict[Key, Entry] | None = None
        due = False  # a line since the chunk began asks for a new one (see CHUNK_LINES)
        marked = False  # a chunk since the block began asks for a new one (see CHUNKS_PER_BLOCK)
        index = 0
        count = len(lines)
        cancelled = self.cancelled
        try:
            while index < count:
                if cancelled is not None and not index % _POLL_LINES and cancelled():
                    raise LoadCancelled
                if chunked:
                    if not lines[index].first_line % size:
                        due = True
                    if here is None and not ifs.inside_if() and (
                            chunk is None or (due or index - chunk[0] >= longest) and index > chunk[0]):
                        if chunk is not None:
                            block = self._end_chunk(chunk, lines, index, block)
                            marked = marked or self._marked(lines, chunk[0], index)
                            chunk = None
                        due = False
                        if block is not None and (marked or index - block[0] >= longest_block):
                            self._end_block(block, lines, index)
                            block = None
                        if cancelled is not None and cancelled():
                            raise LoadCancelled
                        if block is None:
                            marked = False
                            key = self._chunk_key(lines, index, source, depth, "block")
                            replayed = self._replay_chunk(key, lines, index)
                            if replayed is not None:
                                index += len(replayed.lines)
                                last = lines[index - 1]
                                continue
                            recorded = self.cache.get(key) if self.cache is not None else None
                            stale = recorded.parts if recorded is not None else None
                            block = (index, key, self._push_recording(), {})
                        key = self._chunk_key(lines, index, source, depth)
                        replayed = self._replay_chunk(key, lines, index, stale)
                        if replayed is not None:
                            index += len(replayed.lines)
                            last = lines[index - 1]
                            marked = marked or replayed.marked
                            if block[3] is not None:
                                block[3][key] = replayed
                            continue
                        chunk = (index, key, self._push_recording())
                line = lines[index]
                index += 1
                last = line
                s = line.text
                if s.startswith("#") or not s.strip(WS):
                    if s[:4].lower() == "#opt" and s.lower() == "#opt:strict":
                        self._strict = True
                    continue
                if here is not None:
                    name, tag, origin, start_line = here
                    if s[0] == "@" and s[1:] == tag:
                        value = _join_lines(here_parts)
                        self._store(name, value, origin, Kind.TEMPLATE if source.is_template else Kind.CONFIG,
                                    source.via)
                        here = None
                        here_parts = []
                    else:
                        here_parts.append(line.source(0))
                    continue
                off = 0
                if s[0] == ":" and (ifs.inside_if() or (s[1:3] == "if" and (len(s) == 3 or s[3] in WS))):
                    off = 1
                if self._if_line(s[off:], line, off, ifs):
                    continue
                if not ifs.enabled():
                    continue
                result = self._statement(line, off, source, depth)
                if result is not None:
                    here = result
                    here_parts = []
            if here is not None:
                self._fatal("config.unterminated-heredoc", f"end of file while looking for '@{here[1]}' to end "
                            f"the multi-line value of {here[0]}", here[2])
            if ifs.inside_if():
                self._fatal("config.missing-endif", "endif(s) not found before end-of-file",
                            last.origin(0) if last else None)
        except BaseException:
            if chunk is not None:  # an aborted chunk (or block) is not recorded
                self._pop_recording()
            if block is not None:
                self._pop_recording()
            raise
        if chunk is not None:
            block = self._end_chunk(chunk, lines, count, block)
        if block is not None:
            self._end_block(block, lines, count)

    def _condition(self, expr: str, line: LogicalLine, col: int) -> tuple[bool, str]:
        inverted = False
        text = expr
        expanded = False
        if "$" in text:
            text = self._expand_text(line.source(col, col + len(expr))).rstrip(WS)
            expanded = True
        text = text.lstrip(WS)
        if text.startswith("!"):
            inverted = True
            text = text[1:].lstrip(WS)
        if expanded and not text:
            return (inverted, "")
        verdict = judge(
            text,
            lookup=lambda n: None if (d := self._lookup(n)) is None else d.value,
            has_template=self._has_template,
            version=self._version,
        )
        value = (not verdict.value) if inverted else verdict.value
        return (value, "" if verdict.valid else (verdict.reason or "invalid condition"))

    def _has_template(self, category: str, name: str | None) -> bool:
        table = (self.templates or {}).get(category.lower())
        if table is None:
            return False
        return name is None or name.lower() in table

    def _if_line(self, s: str, line: LogicalLine, off: int, ifs: IfStack) -> bool:
        if not s or s[0] not in "eEiI":
            return False
        word = s[:5].lower()

        def keyword(k: str) -> bool:
            return word.startswith(k) and (len(s) == len(k) or s[len(k)] in WS)

        origin = line.origin(off)
        if keyword("if"):
            expr = s[2:].lstrip(WS)
            value = ifs.enabled()
            if value:
                value, reason = self._condition(expr, line, off + len(s) - len(expr))
                if reason:
                    self._fatal("config.bad-condition", f"{expr} is not a valid if condition because {reason}",
                                origin, len(s))
            if not ifs.begin_if(value):
                self._fatal("config.if-nesting", "if nesting too deep", origin, len(s))
            return True
        if keyword("else"):
            if not ifs.begin_else():
                msg = "else is not allowed after else" if ifs.inside_else() else "else without matching if"
                self._fatal("config.unmatched-else", msg, origin, len(s))
            return True
        if keyword("elif"):
            expr = s[4:].lstrip(WS)
            value = ifs.outer_enabled_for_elif()
            if value:
                value, reason = self._condition(expr, line, off + len(s) - len(expr))
                if reason:
                    self._fatal("config.bad-condition", f"{expr} is not a valid elif condition because {reason}",
                                origin, len(s))
            if not ifs.begin_elif(value):
                msg = "elif is not allowed after else" if ifs.inside_else() else "elif without matching if"
                self._fatal("config.unmatched-elif", msg, origin, len(s))
            return True
        if keyword("endif"):
            if not ifs.end_if():
                self._fatal("config.unmatched-endif", "endif without matching if", origin, len(s))
            return True
        return False

    def _statement(self, line: LogicalLine, off: int, source: _Source,
                   depth: int) -> tuple[str, str, Origin | None, LogicalLine] | None:
        """One assignment / keyword line.  Returns here-doc state when the line opens ``@=``."""
        s = line.text
        n = len(s)
        origin = line.origin(off)
        plain = _PLAIN_ASSIGNMENT.match(s, off)
        if plain is not None:  # the common "NAME = value": no keyword, no expansion in the name
            kind = Kind.TEMPLATE if source.is_template else Kind.CONFIG
            self._store(plain.group(1), line.source(plain.end()), origin, kind, source.via)
            return None
        p = off
        while p < n and not (s[p] in WS or s[p] in "=:"):
            p += 1
        if p >= n:
            if s[off] == "[":
                return None  # an .ini-style section header is ignored
            self._fatal("config.syntax", f"not a valid config line (no '=' or ':'): {s[off:]}", origin, n - off)
        name_end = p
        op = s[p]
        p += 1
        plus_sep = ""
        double_plus = 0
        if op not in "=:":
            while p < n and s[p] in WS:
                p += 1
            while p < n and s[p] not in "=:@+":
                p += 1
            pop = p
            op = s[p] if p < n else ""
            if op:
                p += 1
                if op == "@":
                    if p < n and s[p] == "=":
                        p += 1
                    else:
                        op = ""
                elif op == "+":
                    if p < n and s[p] in PLUS_SEPARATORS:
                        plus_sep = s[p]
                        p += 1
                        double_plus = 1
                        if p < n and s[p] == plus_sep:
                            double_plus = 2
                            p += 1
                    if p < n and s[p] == "=":
                        p += 1
                    else:
                        op = ""
        else:
            pop = p - 1
        if op not in ("=", ":", "@", "+"):
            self._fatal("config.syntax", f"not a valid config line (missing '=' or ':'): {s[off:]}", origin, n - off)
        while p < n and s[p] in WS:
            p += 1
        rhs_at = p
        rhs = s[p:]
        name = s[off:name_end]
        has_at = name.startswith("@")
        keyword = name[1:].lower() if has_at else name.lower()
        between = s[name_end + 1:pop].strip(WS) if pop > name_end else ""
        if op == ":" and keyword == "use":
            self._use(between, rhs, line, off, rhs_at, source, depth)
            return None
        if op == ":" and keyword in ("error", "warning"):
            message = self._expand_text(line.source(rhs_at))
            if keyword == "warning":
                self._diag("config.warning-statement", f"Warning: {message}", Severity.WARNING, origin, n - off)
                return None
            code = _atoi(between)
            self._fatal("config.error-statement", f"Error{f' {code}' if code else ''}: {message}", origin, n - off)
        if op == ":" and keyword == "include":
            self._include(between, rhs, line, off, rhs_at, source, depth)
            return None
        if op == ":":
            message = f"obsolete use of ':' for parameter assignment at {name} : {rhs}; use '='"
            if self._strict and name.lower() != "runbenchmarks":
                self._fatal("config.colon-assignment", message + " (#opt:strict)", origin, name_end - off)
            if name.lower() != "runbenchmarks" or self._strict:
                self._diag("config.colon-assignment", message, Severity.WARNING, origin, name_end - off)
            op = "="
        name = self._expand_text(line.source(off, name_end)) if "$" in name else name
        if not _VALID_NAME.fullmatch(name):
            self._fatal("config.bad-name", f"illegal knob name <{name}>", origin, name_end - off)
        kind = Kind.TEMPLATE if source.is_template else Kind.CONFIG
        if op == "@":
            return (name, rhs, origin, line)
        value = line.source(rhs_at)
        if op == "+":
            current = self._lookup(name)
            if current is not None and current.value:
                joiner = " " if not plus_sep else (plus_sep if double_plus == 1 else f" {plus_sep * 2} ")
                value = _concat(current.raw, joiner, value, origin)
        self._store(name, value, origin, kind, source.via)
        return None

    # ------------------------------------------------------------------ include
    def _include(self, options: str, target: str, line: LogicalLine, off: int, rhs_at: int,
                 source: _Source, depth: int) -> None:
        origin = line.origin(off)
        words = options.split()
        must_exist = True
        is_command = False
        into: str | None = None
        i = 0
        if i < len(words) and words[i] in ("ifexist", "ifexists"):
            must_exist = False
            i += 1
        if i < len(words):
            if words[i] in ("output", "command"):
                is_command = True
                i += 1
                if i < len(words) and words[i] == "into":
                    if i + 1 >= len(words):
                        self._fatal("config.include-syntax", "expected a file name after 'into'", origin)
                    into = words[i + 1]
                    i += 2
            else:
                self._fatal("config.include-syntax", f"unexpected keyword(s) '{options}' after include", origin)
        name = self._expand_text(line.source(rhs_at)) if "$" in target else target
        name = name.lstrip(WS)
        piped = "|" in name
        kind = "command" if (is_command or piped) else "file"
        if into is not None:
            cache = self._expand_text(into)
            if not cache:
                self._fatal("config.include-syntax", "destination for 'include into' expanded to ''", origin)
            if self._exists(self._resolve(cache)):
                self.includes.append(IncludeRecord(origin, depth, name, self._resolve(cache), "into", True))
                self._nested_read(cache, origin, depth, must_exist, source)
                return
        if kind == "command":
            command = name.rstrip("| ") if piped else name
            self._diag("config.command-not-run", f"include runs the command {command!r}; condor-ls never runs "
                       "commands, so whatever it would define is unknown", Severity.WARNING, origin,
                       len(line.text) - off)
            self._mark_incomplete()
            self.includes.append(IncludeRecord(origin, depth, command, None, "command", False))
            return
        self.includes.append(IncludeRecord(origin, depth, name, self._resolve(name), "file",
                                           self._exists(self._resolve(name))))
        self._nested_read(name, origin, depth, must_exist, source)

    def _nested_read(self, name: str, origin: Origin | None, depth: int, must_exist: bool, source: _Source) -> None:
        resolved = self._resolve(name)
        if depth + 1 >= MAX_NESTING:
            self._fatal("config.include-depth", f"includes nested too deep at {name}", origin)
        if resolved in self._active:
            self._fatal("config.include-loop", "include loop: " + " -> ".join(self._active + [resolved]), origin)
        try:
            text = self.read_file(resolved)
        except Exception as exc:
            for recording in self._recordings:
                recording.texts.append((resolved, None))
            if must_exist:
                reason = getattr(exc, "strerror", None) or str(exc)
                self._fatal("config.missing-include", f"can't open file {name}: {reason}", origin)
            return
        self._active.append(resolved)
        try:
            via = source.via + (f"include {name}",)
            self._read_parsed(resolved, text, _Source(resolved, via), depth + 1)
        finally:
            self._active.pop()

    @property
    def _active(self) -> list[str]:
        stack = getattr(self, "_active_stack", None)
        if stack is None:
            stack = []
            self._active_stack = stack
        return stack

    # ------------------------------------------------------------------ use (metaknobs)
    def _use(self, category: str, rhs: str, line: LogicalLine | None, off: int, rhs_at: int, source: _Source,
             depth: int, origin: Origin | None = None) -> None:
        origin = line.origin(off) if line is not None else origin
        if "$" in category:
            category = self._expand_text(category)
        if not category:
            self._fatal("config.use-syntax", f"use needs a category name before ':' ({rhs})", origin)
        table = (self.templates or {}).get(category.lower())
        if table is None:
            if not self.templates:
                self._diag("config.templates-missing", f"cannot expand 'use {category}': the template table "
                           "is not available", Severity.WARNING, origin)
                self._mark_incomplete()
                return
            self._fatal("config.unknown-template", f"use {category}: no such template category", origin)
        for knob, args in _meta_items(rhs):
            entry = table.get(knob.lower())
            if entry is None:
                self._fatal("config.unknown-template", f"use {category}: does not recognise {knob}", origin)
            canonical, text = entry
            if args is not None or _has_meta_args(text):
                text = expand_meta_args(text, args or "")
            if depth >= MAX_NESTING:
                self._fatal("config.use-depth", f"use {category}: {knob} nesting too deep", origin)
            where = f"{origin.file}:{origin.line + 1}" if origin else "?"
            self._template(text, _Source(f"<use {canonical}>", source.via + (f"use {canonical} at {where}",), True),
                           depth + 1, origin)

    def _template(self, text: str, source: _Source, depth: int, use_origin: Origin | None) -> None:
        """HTCondor's simpler parser for template text (``Parse_config_string``)."""
        ifs = IfStack()
        here: tuple[str, str] | None = None
        here_parts: list[SourceText] = []
        for index, untrimmed in enumerate(text.split("\n")):
            # HTCondor splits template text into trimmed, non-empty lines
            raw = untrimmed.strip(WS)
            if not raw or raw[0] == "#":
                continue
            lead = len(untrimmed) - len(untrimmed.lstrip(WS))
            line = LogicalLine(raw, (Run(0, Origin(source.file, index, lead)),), index, index)
            if here is not None:
                if raw[0] == "@" and raw[1:] == here[1]:
                    self._store(here[0], _join_lines(here_parts), use_origin, Kind.TEMPLATE, source.via)
                    here = None
                    here_parts = []
                else:
                    here_parts.append(line.source(0))
                continue
            try:
                if self._if_line(raw, line, 0, ifs):
                    continue
            except _Abort:
                raise
            if not ifs.enabled():
                continue
            here = self._template_statement(line, source, depth, use_origin)

    def _template_statement(self, line: LogicalLine, source: _Source, depth: int,
                            use_origin: Origin | None) -> tuple[str, str] | None:
        s = line.text
        n = len(s)
        p = 0
        is_meta = s[:4].lower() == "use " if len(s) >= 4 else False
        if is_meta:
            p = 4
            while p < n and s[p] in WS:
                p += 1
        name_start = p
        op = ""
        while p < n:
            if s[p] in WS or s[p] in "=:":
                op = s[p]
                break
            p += 1
        name = s[name_start:p]
        p += 1
        plus_sep = ""
        double_plus = 0
        while p < n:
            c = s[p]
            if c == "@":
                if p + 1 >= n or s[p + 1] != "=":
                    op = ""
                    break
                op = "@"
                p += 1
            elif c == "+":
                ix = 1
                if p + ix < n and s[p + ix] in PLUS_SEPARATORS:
                    plus_sep = s[p + ix]
                    ix += 1
                    double_plus = 1
                    if p + ix < n and s[p + ix] == plus_sep:
                        ix += 1
                        double_plus = 2
                if p + ix >= n or s[p + ix] != "=":
                    op = ""
                    break
                op = "+"
                p += ix
            elif c in "=:":
                if op in ("=", ":"):
                    op = ""
                    break
                op = c
            elif c not in WS:
                break
            p += 1
        if p >= n and op not in ("=", ":"):
            self._fatal("config.template-syntax", f"template {source.file} has an invalid line: {s}", use_origin)
        while p < n and s[p] in WS:
            p += 1
        rhs_at = p
        if op == ":" and name.lower() in ("error", "warning"):
            message = self._expand_text(s[rhs_at:])
            if name.lower() == "warning":
                self._diag("config.warning-statement", f"Warning: {message}", Severity.WARNING, use_origin)
            else:
                self._fatal("config.error-statement", f"Error: {message}", use_origin)
        if is_meta:
            self._use(name, s[rhs_at:], None, 0, 0, source, depth, origin=use_origin)
            return None
        if not _VALID_NAME.fullmatch(name):
            self._fatal("config.template-syntax", f"template {source.file} defines an illegal name <{name}>",
                        use_origin)
        if op == "@":
            return (name, s[rhs_at:])
        value = line.source(rhs_at)
        if op == "+":
            current = self._lookup(name)
            if current is not None and current.value:
                joiner = " " if not plus_sep else (plus_sep if double_plus == 1 else f" {plus_sep * 2} ")
                value = _concat(current.raw, joiner, value, None)
        self._store(name, value, use_origin, Kind.TEMPLATE, source.via)
        return None

    def _auto_use(self) -> None:
        pattern = re.compile(r"AUTO_USE_([A-Za-z]+)_(.+)", re.IGNORECASE)
        # the candidates, found by one scan of all keys rather than a loop over them (keys are
        # lower case; the loop remains for the odd key holding a line break)
        joined = "\n".join(self.table.items)
        if "auto_use_" not in joined:
            candidates = []
        elif joined.count("\n") == max(len(self.table.items) - 1, 0):
            candidates = _AUTO_USE_KEY.findall(joined)
        else:
            candidates = list(self.table.items)
        # HTCondor walks every knob with a value, the param table's defaults included (the
        # table gives AUTO_USE_FEATURE_PelicanRetryPolicy = $(IsSchedd)), in name order
        names = {key: self.table.items[key].name for key in candidates}
        for key, kd in self._auto_use_defaults():
            names.setdefault(key, kd.name)
        for key in sorted(names):
            name = names[key]
            m = pattern.match(name)
            if not m:
                continue
            d = self._lookup(name)
            trigger = self._param(name)
            if not trigger:
                continue
            line = LogicalLine(trigger, (), 0, 0)
            value, reason = self._condition(trigger, line, 0)
            origin = d.origin if d is not None else None
            if reason:
                self._diag("config.bad-condition", f"{name}: {reason}", Severity.ERROR, origin)
                continue
            if not value:
                continue
            table = (self.templates or {}).get(m.group(1).lower(), {})
            entry = table.get(m.group(2).lower())
            if entry is None:
                self._diag("config.unknown-template", f"{name}: no template named {m.group(1)}:{m.group(2)}",
                           Severity.ERROR, origin)
                continue
            text = expand_meta_args(entry[1], "")
            self._template(text, _Source(f"<use {entry[0]}>", (f"{name}",), True), 1, origin)

    def _auto_use_defaults(self) -> list[tuple[str, object]]:
        """The param table's AUTO_USE_* knobs (found once per table)."""
        defaults = self.defaults
        cached = _AUTO_USE_DEFAULTS.get(id(defaults))
        if cached is None or cached[0] is not defaults:
            found = [(k, kd) for k, kd in defaults.generic.items() if k.startswith("auto_use_")] if defaults else []
            cached = (defaults, found)
            _AUTO_USE_DEFAULTS[id(defaults)] = cached
        return cached[1]


# ---------------------------------------------------------------------- helpers
_AUTO_USE_KEY = re.compile(r"^auto_use_[^\n]*", re.MULTILINE)
#: id(defaults) -> (defaults, its AUTO_USE_* entries)
_AUTO_USE_DEFAULTS: dict[int, tuple[object, list]] = {}


def config_dir_files(path: str, exclude) -> tuple[list[str], list[str]] | None:  # type: ignore[no-untyped-def]
    """The files of a ``LOCAL_CONFIG_DIR`` entry HTCondor reads, in its order, and those the
    exclude pattern (a compiled regex, searched in each name) leaves out; None when the
    directory cannot be listed. HTCondor (``get_config_dir_file_list``) skips subdirectories
    and sorts the full paths with ``std::sort`` on ``std::string``, a byte order."""
    try:
        names = os.listdir(path)
    except OSError:
        return None
    files: list[str] = []
    excluded: list[str] = []
    for name in names:
        full = os.path.join(path, name)
        if os.path.isdir(full):
            continue
        (excluded if exclude is not None and exclude.search(name) else files).append(full)
    order = lambda s: s.encode("utf-8", RAW)  # noqa: E731
    return sorted(files, key=order), sorted(excluded, key=order)


def default_exclude():  # type: ignore[no-untyped-def]
    """The compiled default ``LOCAL_CONFIG_DIR_EXCLUDE_REGEXP`` (editor backups, package
    managers' leftovers, scripts, hidden files)."""
    global _DEFAULT_EXCLUDE
    if _DEFAULT_EXCLUDE is None:
        entry = load_defaults().lookup("LOCAL_CONFIG_DIR_EXCLUDE_REGEXP")
        found = entry.default if entry is not None else None
        _DEFAULT_EXCLUDE = (_compile_regex(found), found) if found else (None, "")
    return _DEFAULT_EXCLUDE


_DEFAULT_EXCLUDE = None


def _compile_regex(pattern: str):  # type: ignore[no-untyped-def]
    """A user-supplied pattern: RE2 (linear time) when available, so no pattern can hang us."""
    try:
        import re2  # type: ignore[import-not-found]

        return re2.compile(pattern)
    except ImportError:  # pragma: no cover - re2 is a declared dependency
        return re.compile(pattern)


def _atoi(text: str) -> int:
    m = re.match(r"\s*[+-]?\d+", text)
    return bounded_int(m.group(0)) if m else 0


def _split_list(text: str) -> list[str]:
    return [t for t in re.split(r"[,\s]+", text) if t]


def _join_lines(parts: list[SourceText]) -> SourceText:
    text = ""
    runs: list[Run] = []
    for i, part in enumerate(parts):
        if i:
            text += "\n"
        for r in part.runs:
            runs.append(Run(len(text) + r.start, r.origin, r.chain))
        text += part.text
    return SourceText(text, tuple(runs))


def _concat(first: SourceText, joiner: str, second: SourceText, origin: Origin | None) -> SourceText:
    runs = list(first.runs)
    if joiner:
        runs.append(Run(len(first.text), Origin(origin.file, origin.line, origin.col, False) if origin else None))
    base = len(first.text) + len(joiner)
    runs.extend(Run(base + r.start, r.origin, r.chain) for r in second.runs)
    return SourceText(first.text + joiner + second.text, tuple(runs))


def _meta_items(rhs: str) -> list[tuple[str, str | None]]:
    """``NAME(args), NAME2`` -> [(NAME, args), (NAME2, None)], as HTCondor splits a use line."""
    out: list[tuple[str, str | None]] = []
    p = 0
    n = len(rhs)
    while p < n:
        while p < n and (rhs[p] in WS or rhs[p] == ","):
            p += 1
        e = p
        while e < n and rhs[e] not in WS and rhs[e] not in ",(":
            e += 1
        if e == p:
            break
        knob = rhs[p:e]
        p = e
        while p < n and rhs[p] in WS:
            p += 1
        args: str | None = None
        if p < n and rhs[p] == "(":
            close = _close_brace(rhs, p, 25)
            if close is not None and rhs[close] == ")":
                args = rhs[p + 1:close]
                p = close
            p += 1
            while p < n and rhs[p] in WS:
                p += 1
        out.append((knob, args))
    return out


def _close_brace(text: str, p: int, depth: int) -> int | None:
    if depth < 0 or p >= len(text):
        return None
    opener = text[p]
    closer = {"(": ")", "[": "]", "{": "}", "<": ">"}.get(opener, opener)
    i = p + 1
    while i < len(text) and text[i] != closer:
        if text[i] == opener or text[i] in "([":
            e = _close_brace(text, i, depth - 1)
            if e is None:
                return None
            i = e
        i += 1
    return i if i < len(text) else None


def _has_meta_args(text: str) -> bool:
    return re.search(r"\$\(\d", text) is not None


def expand_meta_args(text: str, args: str) -> str:
    """Replace ``$(N)``, ``$(N?)``, ``$(N#)``/``$(N+)`` and their ``:default`` forms with
    arguments from a ``use CAT:NAME(args)`` line."""
    from .scanner import find_macro, meta_arg_prefix

    items = [t for t in re.split(r",", args)]
    tokens = [t.strip(WS) for t in items if t.strip(WS)]
    guard = 0
    while guard < 10000:
        guard += 1
        ref = find_macro(text, 0, meta_arg_prefix, None)
        if ref is None:
            break
        body = ref.body_text(text)
        m = re.match(r"(\d+)([?#+]?)(:?)", body)
        if m is None:
            break
        index = bounded_int(m.group(1))
        flag = m.group(2)
        default = body[m.end():] if m.group(3) else None
        if index <= 0:
            value = str(len(tokens)) if flag in "#+" and flag else args
        elif flag in ("#", "+"):
            value = _args_from(args, index)
            if default is not None and not value:
                value = default
        else:
            value = tokens[index - 1] if index - 1 < len(tokens) else (default if default is not None else "")
        value = value.strip(WS)
        if flag == "?":
            value = "1" if value else "0"
        text = text[:ref.dollar] + value + text[ref.end:]
    return text


def _args_from(args: str, index: int) -> str:
    """Arguments ``index`` onwards, as the raw remainder after the (index-1)th item."""
    p = 0
    n = len(args)
    for _ in range(index - 1):
        while p < n and args[p] in ", \t\r\n":
            p += 1
        if p >= n:
            return ""
        while p < n and args[p] != ",":
            p += 1
    rest = args[p:]
    if rest.startswith(","):
        rest = rest[1:]
    return rest


def load_config(
    path: str | None,
    *,
    text: str | None = None,
    subsystem: str = "STARTD",
    localname: str | None = None,
    defines: Mapping[str, str] | None = None,
    environ: Mapping[str, str] | None = None,
    host: HostInfo | None = None,
    defaults: Defaults | None = None,
    templates: Mapping[str, Mapping[str, tuple[str, str]]] | None = None,
    version: str = CLAIMED_VERSION,
    cwd: str | None = None,
    read_file: ReadFile | None = None,
    seed: int | None = None,
    track: bool = True,
    cache: ReadCache | None = None,
    line_ids: Mapping[str, Sequence[int]] | None = None,
    cancelled: Callable[[], bool] | None = None,
    line_starts: Mapping[str, Sequence[int]] | None = None,
    relocation: Relocation | None = None,
    local_files: Sequence[str] = (),
) -> ConfigSet:
    """Read a config set rooted at ``path`` (or ``text`` standing for that file's contents).

    ``line_ids`` gives, for files of the set read through ``cache``, an id per physical line
    that origins use instead of its row (an editor's buffer whose lines keep their ids while
    others are added or removed; see ``syntax.document``); ``line_starts`` where the lines of
    such files start in the texts given for them (an editor's line index), which spares
    splitting them again. ``relocation`` places the absolute paths the set names in the tree it
    is kept in (see ``relocation``). With ``path`` None, ``local_files`` are read in their order
    as fragments of a configuration whose root is unknown. ``cancelled`` is polled while
    reading; once it returns True the load stops with :class:`LoadCancelled` (a read cache is
    left as it was before the chunk being read).

    Never raises for bad input: problems become ``ConfigSet.diagnostics``.
    """
    reader = Reader(
        subsystem=subsystem,
        localname=localname,
        defines=dict(defines or {}),
        environ=environ,
        host=host,
        defaults=defaults,
        templates=templates,
        version=version,
        cwd=cwd,
        read_file=read_file or _default_read,
        seed=seed,
        track=track,
        cache=cache,
        # a range is the ids lines have anyway (their rows)
        line_ids={path: tuple(ids) for path, ids in (line_ids or {}).items() if not isinstance(ids, range)},
        cancelled=cancelled,
        line_starts=dict(line_starts or {}),
        relocation=relocation,
        local_files=tuple(local_files),
    )
    try:
        configset = reader.load(path, text)
    except LoadCancelled:
        if cache is not None:
            cache.abandon_load()
        raise
    except RecursionError:  # pragma: no cover - nesting is capped far below this
        reader.diagnostics.append(Diagnostic("config.internal", "config nesting too deep", Severity.ERROR))
        return reader.load(None)
    if cache is not None and not configset.fatal:
        cache.hold_load()
    return configset
