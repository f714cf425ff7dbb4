"""The config set a condor_config document belongs to, and how to point into it.

A file under ``config.d/`` (or one pulled in by ``include``) only makes sense together with the
rest of its configuration: ``$(X)`` may be defined two files earlier. So a document is read as
part of the first config set that reaches it, in HTCondor's reading order; the root is, in
turn, ``settings.configRoot``, ``$CONDOR_CONFIG``, or a ``condor_config`` file in one of the
document's parent directories. A root kept in a repository is read where it will be installed
(``config.relocation``): ``LOCAL_CONFIG_DIR = /etc/condor/config.d`` names the ``config.d``
beside it. A fragment no root reaches, in a directory of fragments (``config.d``), is read with
the other files of its directory in HTCondor's order (a *directory set*), so that knobs its
neighbours set are known; any other document is read on its own. Either way the result is
on top of HTCondor's built-in defaults, and what the root would have added is unknown
(``unknowns``).

Every file is read through the analysis context, so the server learns the dependencies. Views
are cached per document version and reused while none of the files they read has changed.
"""
from __future__ import annotations

import os
import re
import threading
import time
import weakref
from collections import OrderedDict
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from enum import Enum
from functools import lru_cache
from itertools import accumulate

from ...config import knobs
from ...config.configset import ConfigSet
from ...config.knobs import Knob, KnobPattern
from ...config.model import Definition, Kind
from ...config.model import Diagnostic as EngineDiagnostic
from ...config.expander import Limits
from ...config.host import HostInfo, detect
from ...config.readcache import ReadCache
from ...config.reader import LoadCancelled, config_dir_files, default_exclude, load_config
from ...config.relocation import Relocation, for_root
from ...config.text import Origin
from ...rounds import release_later
from ...syntax.document import Document
from ..context import AnalysisCancelled, AnalysisContext, path_to_uri, uri_to_path
from ..model import Location, TextRange
from .units import unit_results

#: parent directories searched for a ``condor_config`` that reaches the document
MAX_PARENT_LEVELS = 3
#: the file name HTCondor's installations give the root of a config set
ROOT_NAMES = ("condor_config",)
#: ancestors whose ``etc/<name>/`` is searched for a root (a file-system tree kept in a
#: repository: ``usr/share/condor/config.d`` is four levels below the tree), and the entries
#: of such an ``etc`` looked at
MAX_TREE_LEVELS = 5
MAX_TREE_ENTRIES = 32
#: names of directories of fragments (``LOCAL_CONFIG_DIR``s: the packages' ``config.d``) and
#: the suffix of others (``condor_config.d``): a fragment there that no root reads is read with
#: its neighbours. A plain ``config`` folder (the tarball's ``$(LOCAL_DIR)/config``) is not one:
#: repositories keep unrelated examples in folders of that name
FRAGMENT_DIRECTORIES = frozenset({"config.d"})
FRAGMENT_DIRECTORY_SUFFIX = ".d"


@dataclass(frozen=True)
class Exclusion:
    """A ``LOCAL_CONFIG_DIR_EXCLUDE_REGEXP`` that leaves a file of a read directory out: the
    pattern of the root that reads the directory (``root``), or the default one (None)."""

    root: str | None
    pattern: str

    def describe(self, shown: Callable[[str], str] = lambda path: path) -> str:
        """The note for the file (``shown`` writes the root's path)."""
        whose = (f"the LOCAL_CONFIG_DIR_EXCLUDE_REGEXP of {shown(self.root)}" if self.root is not None
                 else "HTCondor's default LOCAL_CONFIG_DIR_EXCLUDE_REGEXP")
        return f"HTCondor does not read this file: {whose} leaves its name out"


class SetKind(str, Enum):
    """How the document was read."""

    #: a root found for it reads it (``view.root`` names that root)
    MEMBER = "member"
    #: the document is a root file (``condor_config``) and nothing else reads it
    ROOT = "root"
    #: no root reads it: read after (and before) the other fragments of its directory
    DIRECTORY = "directory"
    #: read by itself
    ALONE = "alone"
#: views kept in the cache (the newest two per open config document)
CACHE_SIZE = 16


@lru_cache(maxsize=16384)
def _knob_lookup(upper: str) -> object:
    return knobs.lookup(upper)


def knob_info(name: str) -> Knob | KnobPattern | None:
    """``config.knobs.lookup`` memoised: rules ask about the same names many times, and
    matching a name against every knob family is not cheap."""
    return _knob_lookup(name.upper())  # type: ignore[return-value]


#: definitions written by the user (not defaults, detected values or templates)
USER_KINDS = frozenset({Kind.CONFIG})


def here_definitions(view: "ConfigView") -> Iterator[Definition]:
    """Every definition written in the view's document, overridden ones included, in reading
    order (listed once per view, from lists kept per unit of the set: most rules walk them,
    and telling where each definition lives is not free)."""
    cached = view.memo.get("here_definitions")
    if not isinstance(cached, list):
        cached = []
        for _definitions, by_file in unit_results(view, "user_definitions_by_file", _user_definitions_by_file):
            cached.extend(by_file.get(view.path, ()))
        view.memo["here_definitions"] = cached
    return iter(cached)


def _user_definitions_by_file(definitions: Sequence[Definition]) -> dict[str, tuple[Definition, ...]]:
    """A unit's user-written definitions by the (normalised) file they were written in."""
    out: dict[str, list[Definition]] = {}
    for definition in definitions:
        if definition.kind in USER_KINDS and definition.origin is not None:
            out.setdefault(_normal(definition.origin.file), []).append(definition)
    return {file: tuple(found) for file, found in out.items()}


class LineMap:
    """Converts the config engine's (line, character column) origins into byte offsets.

    The engine numbers lines by ``\\n`` only, as HTCondor's reader does (and as tree-sitter
    numbers rows), so the same split is used here."""

    def __init__(self, text: str) -> None:
        pieces = text.split("\n")
        self.lines = [line + "\n" for line in pieces[:-1]] + ([pieces[-1]] if pieces[-1] else [])
        if text.isascii():  # characters are bytes: running sums, in C
            self.starts = [0, *accumulate(map(len, self.lines))]
            self.size = self.starts.pop()
            return
        self.starts = []
        total = 0
        for line in self.lines:
            self.starts.append(total)
            total += len(line.encode("utf-8", "surrogatepass"))
        self.size = total

    def offset(self, line: int, col: int) -> int:
        """Byte offset of character ``col`` of ``line`` (clamped into the text)."""
        if line < 0:
            return 0
        if line >= len(self.lines):
            return self.size
        text = self.lines[line]
        col = min(max(col, 0), len(text))
        return self.starts[line] + len(text[:col].encode("utf-8", "surrogatepass"))

    def line_end(self, line: int) -> int:
        """Byte offset of the end of ``line``'s content (before its line break)."""
        if line < 0 or line >= len(self.lines):
            return self.size
        text = self.lines[line]
        content = text.rstrip("\r\n")
        return self.starts[line] + len(content.encode("utf-8", "surrogatepass"))


@dataclass
class ConfigView:
    """A document seen through its config set.

    The origins of the document's own definitions name lines by their id (see
    ``syntax.document``), which is their row until lines are added or removed above them:
    :meth:`row_of` gives the row, and :meth:`range_at` and :meth:`location` place an origin in
    the current text.
    """

    document: Document
    configset: ConfigSet
    #: normalised path of the document (what the engine's origins name)
    path: str
    #: the root file that was read (the document itself when it stands alone)
    root: str
    #: no root other than the document reads it (see ``kind``)
    standalone: bool
    kind: SetKind = SetKind.ALONE
    #: where the set's absolute paths are read (a set kept in a repository)
    relocation: Relocation | None = None
    #: the exclude pattern that keeps HTCondor from reading the document, if one does
    excluded_by: "Exclusion | None" = None
    #: per-view results shared by the rules (expanded and parsed expressions ...)
    memo: dict[str, object] = field(default_factory=dict)
    _other_lines: dict[str, LineMap | None] = field(default_factory=dict)
    _reader: AnalysisContext | None = None
    _lines: LineMap | None = None

    @property
    def lines(self) -> LineMap:
        """The document's line starts (made on first use: most analyses place few findings)."""
        if self._lines is None:
            self._lines = LineMap(self.document.text)
        return self._lines

    def is_here(self, origin: Origin | None) -> bool:
        """True when ``origin`` is a position in this document."""
        return origin is not None and _normal(origin.file) == self.path

    def row_of(self, origin: Origin) -> int:
        """The row (0-based, lines split at ``\\n``) ``origin`` names in its file."""
        if _normal(origin.file) == self.path:
            return self.document.row_of_id(origin.line)
        return origin.line

    def describe_via(self, step: str) -> str:
        """A step of a definition's ``via`` (``use ROLE:Execute at FILE:LINE``) with the line of
        this document given as its row."""
        match = _VIA_AT.search(step)
        if match is None or _normal(match.group(1)) != self.path:
            return step
        row = self.document.row_of_id(int(match.group(2)) - 1)
        return f"{step[:match.start(2)]}{row + 1}"

    def range_at(self, origin: Origin, length: int = 0) -> TextRange:
        """Byte range of ``length`` characters at ``origin`` in this document."""
        row = self.document.row_of_id(origin.line)
        start = self.lines.offset(row, origin.col)
        end = self.lines.offset(row, origin.col + (length if origin.advance else 0))
        return TextRange(start, max(end, start))

    def location(self, origin: Origin | None, length: int = 0) -> Location | None:
        """A location for ``origin`` in any real file of the set (None for pseudo sources such
        as ``<Default>``, and for files that can no longer be read)."""
        if origin is None or origin.file.startswith("<"):
            return None
        path = _normal(origin.file)
        if path == self.path:
            return Location(self.document.uri, self.range_at(origin, length))
        lines = self._lines_of(path)
        if lines is None:
            return None
        start = lines.offset(origin.line, origin.col)
        end = lines.offset(origin.line, origin.col + (length if origin.advance else 0))
        return Location(path_to_uri(path), TextRange(start, max(start, end)))

    def shown_path(self, file: str) -> str:
        """How a file of the set is named to the user: "this file", or its path from the top of
        the set (the tree a repository keeps it in, the root's directory, the directory of a
        directory set), which tells one host's ``config.d/10-role.conf`` from another's."""
        path = _normal(file)
        if path == self.path:
            return "this file"
        if self.relocation is not None and self.relocation.tree is not None:
            base = self.relocation.tree
        elif self.kind in (SetKind.MEMBER, SetKind.ROOT):
            base = os.path.dirname(self.root)
        else:
            base = os.path.dirname(self.path)
        if path.startswith(base.rstrip(os.sep) + os.sep):
            return os.path.relpath(path, base)
        return path

    def _lines_of(self, path: str) -> LineMap | None:
        if path not in self._other_lines:
            text = self._reader.read_text(path) if self._reader is not None else None
            self._other_lines[path] = LineMap(text) if text is not None else None
        return self._other_lines[path]


#: the place a ``use`` line was read at, as the reader writes it into ``via``
_VIA_AT = re.compile(r" at (.+):(\d+)$")


@lru_cache(maxsize=4096)
def _normal(path: str) -> str:
    """Absolute, normalised form of a path; memoised because every origin of every definition
    is compared with the document's path, and a set names only a handful of files."""
    return os.path.normpath(os.path.abspath(path))


# ---------------------------------------------------------------------------- root discovery
def _candidates(path: str, context: AnalysisContext, environ: Mapping[str, str]) -> Iterator[tuple[str, bool]]:
    """Possible roots for ``path``, most authoritative first (never the document itself), each
    with whether it is the live installation's (``$CONDOR_CONFIG``: its paths are read as
    written). Lazy: the trees around the file are searched only when the nearer places fail."""
    seen: set[str] = {path}
    for candidate, installed in _near_candidates(path, context, environ):
        if candidate not in seen:
            seen.add(candidate)
            yield candidate, installed
    for candidate in _image_roots(path, context):
        if candidate not in seen:
            seen.add(candidate)
            yield candidate, False


def _near_candidates(path: str, context: AnalysisContext, environ: Mapping[str, str]) -> list[tuple[str, bool]]:
    """The configured root, ``$CONDOR_CONFIG``, and ``condor_config`` beside and above ``path``."""
    out: list[tuple[str, bool]] = []
    configured = _configured_root(context)
    if configured is not None:
        out.append((configured, False))
    env_root = _environment_root(environ)
    if env_root is not None:
        out.append((env_root, True))
    directory = os.path.dirname(path)
    for _ in range(MAX_PARENT_LEVELS + 1):
        for name in ROOT_NAMES:
            out.append((_normal(os.path.join(directory, name)), False))
        parent = os.path.dirname(directory)
        if parent == directory:
            break
        directory = parent
    return out


def _image_roots(path: str, context: AnalysisContext) -> list[str]:
    """Roots of the file-system trees around ``path`` (an image folder or a role's ``files``
    holding ``etc/<name>/condor_config`` and ``usr/share/<name>/config.d``): the packages'
    own fragments under ``usr/share`` are read by the root under ``etc``, which is no
    ancestor of theirs."""
    out: list[str] = []
    directory = os.path.dirname(path)
    for _ in range(MAX_TREE_LEVELS):
        parent = os.path.dirname(directory)
        if parent == directory or os.path.dirname(parent) == parent:
            break  # the machine's own /etc is no image folder: its root is $CONDOR_CONFIG's business
        directory = parent
        etc = os.path.join(directory, "etc")
        if not os.path.isdir(etc):
            continue
        for name in (context.list_dir(etc) or [])[:MAX_TREE_ENTRIES]:
            for root_name in ROOT_NAMES:
                candidate = os.path.join(etc, name, root_name)
                if os.path.isfile(candidate):
                    out.append(_normal(candidate))
    return out


def _configured_root(context: AnalysisContext) -> str | None:
    """The root ``condorLs.configRoot`` (``--config-root``) names, if any (a directory names its
    ``condor_config``)."""
    configured = context.settings.config_root.strip()
    if not configured:
        return None
    configured = uri_to_path(os.path.expanduser(configured))
    if os.path.isdir(configured):
        configured = os.path.join(configured, ROOT_NAMES[0])
    return _normal(configured)


def _environment_root(environ: Mapping[str, str]) -> str | None:
    env_root = environ.get("CONDOR_CONFIG", "").strip()
    if env_root and env_root.upper() != "ONLY_ENV":
        return _normal(env_root)
    return None


def is_fragment_directory(directory: str) -> bool:
    """A directory whose files are fragments of a configuration (``config.d`` ...)."""
    name = os.path.basename(directory.rstrip(os.sep))
    return name in FRAGMENT_DIRECTORIES or (name.endswith(FRAGMENT_DIRECTORY_SUFFIX) and len(name) > 2)


#: whether a file of a directory set is HTCondor configuration, by (path, text): a file of
#: another program kept beside the fragments must not be read with them
_SIBLING_VERDICTS: OrderedDict[tuple[str, int], bool] = OrderedDict()
SIBLING_VERDICTS = 1024


def _htcondor_sibling(path: str, text: str | None) -> bool:
    if text is None or "\0" in text:
        return False
    key = (path, hash(text))
    with _lock:
        known = _SIBLING_VERDICTS.get(key)
    if known is not None:
        return known
    from ..triage import foreign_in_config_directory

    verdict = foreign_in_config_directory(text) is None
    with _lock:
        _SIBLING_VERDICTS[key] = verdict
        while len(_SIBLING_VERDICTS) > SIBLING_VERDICTS:
            _SIBLING_VERDICTS.popitem(last=False)
    return verdict


def directory_set(path: str, context: AnalysisContext) -> list[str] | None:
    """The files a fragment no root reads is read with, in HTCondor's order (the default
    ``LOCAL_CONFIG_DIR_EXCLUDE_REGEXP`` applied, other programs' files left out), or None when
    its directory is not one of fragments or the pattern excludes the fragment itself."""
    directory = os.path.dirname(path)
    if not is_fragment_directory(directory):
        return None
    context.depend_on(directory)  # a file added there changes the set
    listed = config_dir_files(directory, default_exclude()[0])
    if listed is None:
        return None
    files = [_normal(f) for f in listed[0]]
    if path not in files:
        return None
    return [f for f in files if f == path or _htcondor_sibling(f, context.read_text(f))]


def default_exclusion(path: str) -> Exclusion | None:
    """The default exclude pattern's verdict on a file of a directory of fragments."""
    if not is_fragment_directory(os.path.dirname(path)):
        return None
    compiled, pattern = default_exclude()
    if compiled is not None and compiled.search(os.path.basename(path)):
        return Exclusion(None, pattern)
    return None


def _engine_environment(environ: Mapping[str, str]) -> dict[str, str]:
    """The environment the engine sees: ``_CONDOR_*`` overrides of the server's own process
    are left out, since they say nothing about the files being edited."""
    return {k: v for k, v in environ.items() if not k.lower().startswith("_condor_")}


#: refusals that concern one statement only: the statement is blanked out and the set read again,
#: so that one typo does not hide every finding after it (the refusal itself is still reported)
SKIPPABLE_REFUSALS = frozenset({"config.unknown-template", "config.error-statement", "config.missing-include",
                                "config.use-syntax", "config.include-syntax", "config.bad-name"})
#: statements skipped that way per load
MAX_SKIPS = 8
#: how the reader's messages about a refusal end
_REFUSED = "(HTCondor refuses this configuration)"


def _blank_statement(text: str, line: int) -> str:
    """``text`` with physical line ``line`` (and the lines it continues onto) emptied (lines
    split at ``\\n``, as the engine numbers them)."""
    lines = [piece + "\n" for piece in text.split("\n")]
    lines[-1] = lines[-1][:-1]
    index = line
    while 0 <= index < len(lines):
        content = lines[index].rstrip("\r\n")
        lines[index] = lines[index][len(content):]
        index += 1
        if not content.rstrip().endswith("\\"):
            break
    return "".join(lines)


#: recorded file reads per config root, so that an edit re-reads only what it affected
_read_caches: OrderedDict[str, ReadCache] = OrderedDict()
#: config roots whose reads are remembered
READ_CACHES = 8


def _read_cache(root: str) -> ReadCache:
    with _lock:
        cache = _read_caches.get(root)
        if cache is None:
            cache = _read_caches[root] = ReadCache()
        _read_caches.move_to_end(root)
        while len(_read_caches) > READ_CACHES:
            _read_caches.popitem(last=False)
        return cache


#: seconds host facts (host name, addresses, memory) are reused for before being looked up again
HOST_SECONDS = 60.0
_hosts: dict[tuple[object, ...], tuple[float, HostInfo]] = {}


def _host(subsystem: str, environ: Mapping[str, str]) -> HostInfo:
    """The predefined macros of this host, looked up at most once a minute: asking the system
    (name resolution, the password database, /proc) on every keystroke costs time and can
    stall on a slow resolver, and the answers seldom change."""
    key = (subsystem, environ.get("OMP_THREAD_LIMIT"), environ.get("SLURM_CPUS_ON_NODE"))
    now = time.monotonic()
    with _lock:
        known = _hosts.get(key)
    if known is not None and now - known[0] < HOST_SECONDS:
        return known[1]
    found = detect(subsystem, None, None, environ)
    with _lock:
        if len(_hosts) > 16:
            _hosts.clear()
        _hosts[key] = (now, found)
    return found


@dataclass(frozen=True)
class _Plan:
    """What to read: a root (with where its paths are), or fragments in order."""

    root: str | None
    relocation: Relocation | None = None
    local_files: tuple[str, ...] = ()

    @property
    def cache_key(self) -> str:
        if self.root is not None:
            return self.root
        return "directory:" + os.path.dirname(self.local_files[0]) if self.local_files else "directory:"

    @property
    def cwd(self) -> str | None:
        if self.root is not None:
            return os.path.dirname(self.root) or None
        return os.path.dirname(self.local_files[0]) if self.local_files else None


def _load_once(plan: _Plan, overrides: Mapping[str, str], context: AnalysisContext,
               environ: Mapping[str, str], line_ids: Mapping[str, Sequence[int]],
               line_starts: Mapping[str, Sequence[int]]) -> ConfigSet:
    def read(name: str) -> str:
        normal = _normal(name)
        if normal in overrides:
            return overrides[normal]
        text = context.read_text(normal)
        if text is None:
            raise FileNotFoundError(2, "No such file or directory", name)
        return text

    settings = context.settings
    subsystem = settings.subsystem or "STARTD"
    try:
        return _load_config(plan, overrides, context, environ, line_ids, read, subsystem, line_starts)
    except LoadCancelled:
        raise AnalysisCancelled from None


def _load_config(plan: _Plan, overrides: Mapping[str, str], context: AnalysisContext, environ: Mapping[str, str],
                 line_ids: Mapping[str, Sequence[int]], read: Callable[[str], str], subsystem: str,
                 line_starts: Mapping[str, Sequence[int]] | None = None) -> ConfigSet:
    settings = context.settings
    return load_config(
        plan.root,
        text=overrides.get(plan.root) if plan.root is not None else None,
        subsystem=subsystem,
        defines=dict(settings.defines),
        environ=environ,
        host=_host(subsystem, environ),
        cwd=plan.cwd,
        read_file=read,
        seed=0,
        cache=_read_cache(plan.cache_key),
        line_ids=line_ids,
        cancelled=context.cancelled,
        line_starts=line_starts,
        relocation=plan.relocation,
        local_files=plan.local_files,
    )


def _load(plan: _Plan, document: Document, path: str, context: AnalysisContext,
          environ: Mapping[str, str]) -> ConfigSet:
    overrides: dict[str, str] = {path: document.text}
    line_ids = {path: document.ids()}
    starts = document.line_index.row_starts()
    line_starts = {path: starts} if starts is not None else {}
    refusals: list[EngineDiagnostic] = []
    for _ in range(MAX_SKIPS + 1):
        configset = _load_once(plan, overrides, context, environ, line_ids, line_starts)
        if not configset.fatal:
            break
        refusal = next((d for d in reversed(configset.diagnostics) if d.file is not None and (
            d.code in SKIPPABLE_REFUSALS or _normal(d.file) != path and d.message.endswith(_REFUSED))), None)
        if refusal is None or refusal.file is None:
            break
        file = _normal(refusal.file)
        current = overrides.get(file) if file in overrides else context.read_text(file)
        if current is None:
            break
        refusals.append(refusal)
        row = document.row_of_id(refusal.line) if file == path else refusal.line
        blanked = _blank_statement(current, row)
        # another file HTCondor would refuse must not keep this one from being read: its
        # statement goes, or the whole file when that does not help (its findings are its own)
        overrides[file] = blanked if blanked != current or file == path else ""
        line_starts.pop(file, None)  # (another text now)
    if refusals:
        configset.fatal = True
        seen = {(d.code, d.file, d.line, d.message) for d in configset.diagnostics}
        configset.diagnostics[:0] = [d for d in refusals if (d.code, d.file, d.line, d.message) not in seen]
    if plan.root is not None:
        base = os.path.dirname(plan.root)
        for directory in (configset.value("LOCAL_CONFIG_DIR") or "").replace(",", " ").split():
            full = directory if os.path.isabs(directory) else os.path.join(base, directory)
            if plan.relocation is not None:
                full = plan.relocation.locate(full)
            context.depend_on(full)  # a file added there changes the set
    return configset


def _build(document: Document, context: AnalysisContext) -> ConfigView:
    path = _normal(uri_to_path(document.uri))
    environ = _engine_environment(os.environ)
    on_disk = document.uri.startswith("file:") or "://" not in document.uri and not document.uri.startswith("untitled:")
    environment_root = _environment_root(os.environ)
    if on_disk and (os.path.basename(path) in ROOT_NAMES or path in (_configured_root(context), environment_root)):
        relocation = for_root(path, installed=path == environment_root)
        configset = _load(_Plan(path, relocation), document, path, context, environ)
        return ConfigView(document, configset, path, path, True, SetKind.ROOT, relocation, _reader=context)
    excluded_by: Exclusion | None = None
    if on_disk:
        for candidate, installed in _candidates(path, context, os.environ):
            context.check_cancelled()
            if context.read_text(candidate) is None:
                continue
            relocation = for_root(candidate, installed)
            configset = _load(_Plan(candidate, relocation), document, path, context, environ)
            if path in {_normal(f) for f in configset.files}:
                return ConfigView(document, configset, path, candidate, False, SetKind.MEMBER, relocation,
                                  _reader=context)
            if excluded_by is None:
                excluded_by = next((Exclusion(candidate, pattern) for file, pattern in configset.excluded
                                    if _normal(file) == path), None)
        if excluded_by is None:
            excluded_by = default_exclusion(path)
        if excluded_by is None:
            files = directory_set(path, context)
            if files:
                configset = _load(_Plan(None, None, tuple(files)), document, path, context, environ)
                if path in {_normal(f) for f in configset.files}:
                    return ConfigView(document, configset, path, path, True, SetKind.DIRECTORY, _reader=context)
    configset = _load(_Plan(path), document, path, context, environ)
    return ConfigView(document, configset, path, path, True, SetKind.ALONE, excluded_by=excluded_by,
                      _reader=context)


# ---------------------------------------------------------------------------- the cache
@dataclass
class _Entry:
    view: ConfigView
    dependencies: frozenset[str]
    stamps: tuple[object, ...]


_cache: OrderedDict[tuple[object, ...], _Entry] = OrderedDict()
_lock = threading.Lock()


def _stamp(path: str, context: AnalysisContext) -> object:
    """What must stay the same for a cached view to stay valid: an open buffer's text, or the
    file's modification time and size (or its absence)."""
    document = context.open_document(path)
    if document is not None:
        return ("open", document.version, hash(document.text))
    try:
        info = os.stat(path)
    except OSError:
        return None
    if os.path.isdir(path):
        try:
            return ("dir", info.st_mtime_ns, tuple(sorted(os.listdir(path))))
        except OSError:
            return None
    return (info.st_mtime_ns, info.st_size)


def _key(document: Document, context: AnalysisContext) -> tuple[object, ...]:
    settings = context.settings
    return (document.uri, document.version, hash(document.text), settings.config_root, settings.subsystem,
            tuple(sorted(settings.defines.items())), os.environ.get("CONDOR_CONFIG", ""))


def clear_caches() -> None:
    """Forget every view and remembered expansion (tests compare warm and cold analyses)."""
    from ...syntax import regions
    from . import units
    from .expansions import MEMO

    with _lock:
        _cache.clear()
        _read_caches.clear()
        _SIBLING_VERDICTS.clear()
    MEMO.clear()
    units.clear()
    regions.clear()


def config_view(document: Document, context: AnalysisContext) -> ConfigView:
    """The view of ``document`` in its config set (computed once per version and settings, and
    checked against the files it read once per analysis: every rule asks for it)."""
    shared = context.memo.get("config_view")
    if isinstance(shared, tuple) and shared[0] is document:
        view = shared[1]()  # a weak reference: the view refers to the context (no cycle)
        if view is not None:
            return view  # type: ignore[no-any-return]
    view = _config_view(document, context)
    context.memo["config_view"] = (document, weakref.ref(view))
    return view


def _config_view(document: Document, context: AnalysisContext) -> ConfigView:
    key = _key(document, context)
    with _lock:
        entry = _cache.get(key)
    if entry is not None:
        deps = sorted(entry.dependencies)
        if tuple(_stamp(p, context) for p in deps) == entry.stamps:
            for dep in deps:
                context.depend_on(dep)
            entry.view._reader = context
            with _lock:
                _cache.move_to_end(key)
            return entry.view
    recorder = AnalysisContext(settings=context.settings, open_document=context.open_document,
                               cancelled=context.cancelled)
    from .expansions import MEMO

    MEMO.next_round()  # a new view: expansions no recent view used can go
    try:
        view = _build(document, recorder)
    except AnalysisCancelled:
        MEMO.abandon_round()
        raise
    if not view.configset.fatal:
        MEMO.hold()  # read to its end: its expansions outlive views of sets cut short
    own = _normal(uri_to_path(document.uri))
    ordered = sorted(d for d in recorder.dependencies if d != own)
    for dep in recorder.dependencies:
        context.depend_on(dep)
    view._reader = context
    stamps = tuple(_stamp(p, context) for p in ordered)
    with _lock:
        _cache[key] = _Entry(view, frozenset(ordered), stamps)
        _forget_older_versions(key)
        while len(_cache) > CACHE_SIZE:
            _cache.popitem(last=False)
    return view


#: views kept per document besides the newest (a request may still be answering on it)
OLDER_VERSIONS_KEPT = 1


def _forget_older_versions(key: tuple[object, ...]) -> None:
    """Drop views of earlier versions of the same document beyond the last few: while someone
    types, each keystroke makes a view of the whole set, and keeping dozens of them alive only
    makes every full garbage collection of the server slower."""
    uri, version = key[0], key[1]
    older = [k for k in _cache if k[0] == uri and k != key and isinstance(k[1], int)
             and isinstance(version, int) and k[1] < version]
    for stale in sorted(older, key=lambda k: k[1])[:max(len(older) - OLDER_VERSIONS_KEPT, 0)]:  # type: ignore[arg-type, return-value]
        release_later(_cache.pop(stale))  # freed after the analysis is published


# ---------------------------------------------------------------------------- expansion size
#: an expansion estimated above these is not attempted (the engine would only hit its limits,
#: after seconds of work)
ESTIMATE_MAX_CHARS = 200_000
ESTIMATE_MAX_STEPS = 20_000
ESTIMATE_MAX_WORK = 2_000_000
#: estimated work (characters rescanned) all the rules of one view may spend on expansions; a
#: config with more is checked in part (definitions in the document first)
VIEW_BUDGET = 8_000_000
_CAP = 10**12


@lru_cache(maxsize=8192)
def _plain_references(text: str) -> tuple[tuple[str, int], ...]:
    """``$(NAME)`` references of a raw value as (name, length of the reference text); memoised
    by text, since the same values are estimated again in every view of an edited set."""
    from ...config.scanner import Func, config_prefix, find_macro

    out: list[tuple[str, int]] = []
    at = 0
    while len(out) < 10_000:
        ref = find_macro(text, at, config_prefix, None)
        if ref is None:
            break
        at = ref.end
        if ref.func is Func.NORMAL:
            body = ref.body_text(text)
            out.append((body.split(":", 1)[0], ref.end - ref.dollar))
    return tuple(out)


def estimate_expansion(view: ConfigView, text: str) -> tuple[int, int]:
    """(characters, substitutions) a full expansion of ``text`` would roughly take, computed
    over the macro graph without expanding (memoised per view; cycles count as empty). The
    graph is walked with an explicit stack, so chains of any length are fine."""
    probes = view.configset.table.probes
    if probes is not None:
        # a result kept per unit is being computed: estimates are shared with that computation
        # only, so that the lookups it depends on are all seen (answers memoised for the view
        # would hide them)
        scoped = view.memo.get("scoped_estimates")
        if not isinstance(scoped, tuple) or scoped[0] is not probes:
            scoped = (probes, {}, {})
            view.memo["scoped_estimates"] = scoped
        known = scoped[1].get(text)
        if known is None:
            known = scoped[1][text] = _estimate(view, text, scoped[2])
        return known  # type: ignore[no-any-return]
    per_text = view.memo.setdefault("estimate_of_text", {})
    assert isinstance(per_text, dict)
    known = per_text.get(text)
    if known is None:
        known = per_text[text] = _estimate(view, text)
    return known


def _estimate(view: ConfigView, text: str, memo: dict[str, tuple[int, int]] | None = None) -> tuple[int, int]:
    if memo is None:
        memo = view.memo.setdefault("estimates", {})  # type: ignore[assignment]
    assert isinstance(memo, dict)
    table = view.configset.table

    def refs_of(name: str) -> tuple[tuple[str, int], ...]:
        definition = table.lookup(name)
        return _plain_references(definition.value) if definition is not None else ()

    def combine(raw_len: int, refs: tuple[tuple[str, int], ...], cycle: frozenset[str] = frozenset()) -> tuple[int, int]:
        chars, steps = raw_len, 0
        for name, ref_len in refs:
            key = name.lower()
            sub_chars, sub_steps = (0, 0) if key in cycle else memo.get(key, (0, 0))
            chars = min(max(chars - ref_len, 0) + sub_chars, _CAP)
            steps = min(steps + 1 + sub_steps, _CAP)
        return chars, steps

    def settle(root: str) -> None:
        """Fill ``memo`` for ``root`` and everything it refers to, children first. Names on a
        cycle (a strongly connected part of the reference graph: Tarjan's algorithm, with an
        explicit stack) count one another as empty, whichever of them was reached first, so an
        estimate does not depend on the order names were asked about in: that order differs
        between a warm analysis, which reuses results per unit, and a cold one."""
        refs: dict[str, tuple[str, tuple[tuple[str, int], ...]]] = {}
        order: dict[str, int] = {}
        low: dict[str, int] = {}
        path: list[str] = []
        on_path: set[str] = set()

        def enter(name: str) -> None:
            key = name.lower()
            order[key] = low[key] = len(order)
            refs[key] = (name, refs_of(name))
            path.append(key)
            on_path.add(key)

        enter(root)
        walk: list[tuple[str, int]] = [(root.lower(), 0)]
        while walk:
            key, index = walk[-1]
            children = refs[key][1]
            if index < len(children):
                walk[-1] = (key, index + 1)
                child = children[index][0]
                child_key = child.lower()
                if child_key in memo:
                    continue
                if child_key not in order:
                    enter(child)
                    walk.append((child_key, 0))
                elif child_key in on_path:
                    low[key] = min(low[key], order[child_key])
                continue
            walk.pop()
            if walk:
                parent = walk[-1][0]
                low[parent] = min(low[parent], low[key])
            if low[key] != order[key]:
                continue
            members: list[str] = []
            while True:
                member = path.pop()
                on_path.discard(member)
                members.append(member)
                if member == key:
                    break
            cycle = frozenset(members) if len(members) > 1 or any(
                child.lower() == key for child, _ in refs[key][1]) else frozenset()
            for member in members:
                name, member_refs = refs[member]
                definition = table.lookup(name)
                raw = definition.value if definition is not None else ""
                memo[member] = combine(len(raw), member_refs, cycle)

    refs = _plain_references(text)
    for name, _ in refs:
        if name.lower() not in memo:
            settle(name)
    return combine(len(text), refs)


def _work(chars: int, steps: int) -> int:
    return max(chars, 1) * max(steps, 1)


def expansion_too_big(view: ConfigView, text: str) -> bool:
    """True when expanding ``text`` would run into the engine's limits anyway."""
    if "$" not in text:
        return False
    chars, steps = estimate_expansion(view, text)
    return chars > ESTIMATE_MAX_CHARS or steps > ESTIMATE_MAX_STEPS or _work(chars, steps) > ESTIMATE_MAX_WORK


def beyond_engine_limits(view: ConfigView, text: str) -> bool:
    """True when a full expansion of ``text`` would certainly hit the config engine's own limits
    (a runaway value, not merely one too costly for a keystroke)."""
    if "$" not in text:
        return False
    limits = Limits()
    chars, steps = estimate_expansion(view, text)
    return chars > limits.max_size or steps > limits.max_steps or _work(chars, steps) // 2 > limits.max_work


def may_expand(view: ConfigView, text: str) -> bool:
    """Charge the view's expansion budget for ``text``; False when it is spent (the caller
    skips the expansion, and :func:`budget_exhausted` tells the rules their view is partial)."""
    if "$" not in text:
        return True
    chars, steps = estimate_expansion(view, text)
    spent = view.memo.get("spent", 0)
    assert isinstance(spent, int)
    cost = _work(chars, steps)
    if spent + cost > VIEW_BUDGET:
        view.memo["budget_exhausted"] = True
        return False
    view.memo["spent"] = spent + cost
    return True


def budget_exhausted(view: ConfigView) -> bool:
    return bool(view.memo.get("budget_exhausted"))


def budget_spent(view: ConfigView) -> tuple[int, bool]:
    """(expansion budget spent so far, whether it ran out) of the view."""
    spent = view.memo.get("spent", 0)
    assert isinstance(spent, int)
    return spent, budget_exhausted(view)


def charge(view: ConfigView, cost: int) -> bool:
    """Charge the view's expansion budget for work already done once (a result kept from an
    earlier view): False, charging nothing, when it does not fit, as :func:`may_expand` would
    have refused some of that work."""
    spent, exhausted = budget_spent(view)
    if exhausted or spent + cost > VIEW_BUDGET:
        return False
    view.memo["spent"] = spent + cost
    return True
