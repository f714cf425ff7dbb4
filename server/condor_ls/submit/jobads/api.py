"""The public face of the job-ad model: what callers pass in and what they get back.

:func:`build_job_ads` turns a submit description into the job ads condor_submit would make
(HTCondor 25 by default, or the 24.0 series), without running any command, talking to a schedd
or importing HTCondor. Everything a feature needs is on the result: the ads of every queue
statement (built lazily, proc by proc), where each attribute came from, the value of any macro
for a given proc, and the errors and warnings condor_submit would print, each placed at the
submit file line it is about. See docs/submit.md.
"""
from __future__ import annotations

import os
from collections.abc import Callable, Hashable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Literal, Protocol

from ...config.text import Origin

if TYPE_CHECKING:
    from ...classad.ad import ClassAd

#: the HTCondor series whose condor_submit is modelled
Version = Literal["25", "24.0"]
VERSIONS: tuple[str, ...] = ("25", "24.0")

#: ``param()`` of the access point: a knob's fully expanded value, or None when it is not set
ConfigLookup = Callable[[str], "str | None"]


class FileAccess(Protocol):
    """What the model asks of the file system (the real one by default; an editor passes one
    that answers from open buffers first). Paths are absolute. Implementations never raise."""

    def read_text(self, path: str, limit: int) -> str | None:
        """At most ``limit`` characters of a text file, or None when it cannot be read."""

    def stat(self, path: str) -> tuple[bool, int] | None:
        """(is a directory, size in bytes), or None when the path does not exist."""

    def list_dir(self, path: str) -> list[str] | None:
        """Names in a directory (unsorted), or None when it cannot be listed."""

    def is_dir(self, path: str) -> bool:
        """Whether ``path`` is an existing directory (condor_submit's ``initialdir`` check)."""

    def dir_size(self, path: str) -> int:
        """Bytes in the files under a directory (``Directory::GetDirectorySize``), bounded."""


@dataclass(frozen=True)
class DagVar:
    """A ``VARS`` assignment condor_dagman makes for a node: ``append=False`` ones are set
    before the submit file is read (the file can override them), ``append=True`` ones after
    it is read up to its queue statement (they override the file)."""

    name: str
    value: str
    append: bool = False


@dataclass(frozen=True)
class Limits:
    """Bounds that keep a hostile or huge file from exhausting time or memory."""

    #: procs one submission may make (condor-ls stops building and reports the rest as unknown)
    max_procs: int = 1_000_000
    #: items one queue statement may load (inline, from a file or from globbing)
    max_items: int = 1_000_000
    #: characters read from one included or item file
    max_file_chars: int = 64 * 1024 * 1024
    #: directory entries looked at while globbing one queue statement
    max_glob_entries: int = 200_000
    #: nested ``include`` depth (HTCondor's own limit)
    max_include_depth: int = 20


@dataclass(frozen=True)
class SubmitOptions:
    """How to run condor_submit. Every field has a default that matches
    ``condor_submit FILE -dump OUT`` run in ``cwd`` on an access point with HTCondor's built-in
    configuration."""

    #: which condor_submit to model: ``"25"`` (default) or ``"24.0"``
    version: str = "25"
    #: the cluster id the first queue statement gets (ProcIds start at 0)
    cluster: int = 1
    #: what ``$(SUBMIT_FILE)`` and the ``SubmitFile`` attribute hold: the file name as typed on
    #: condor_submit's command line (default: the ``path`` given to :func:`build_job_ads`)
    submit_file: str | None = None
    #: the directory condor_submit runs in (relative ``initialdir``, ``executable``, queue item
    #: files and includes are read from here); default: the process's working directory
    cwd: str | None = None
    #: ``KEY=VALUE`` arguments of condor_submit: set before the file is read, so the file's own
    #: assignments override them (``+Attr`` is not allowed there, as in condor_submit)
    assignments: tuple[tuple[str, str], ...] = ()
    #: ``-append`` lines: read after the file's statements up to its first queue statement
    appended: tuple[str, ...] = ()
    #: a DAG node's ``VARS`` (and the macros DAGMan adds), applied as condor_dagman applies them
    dag_vars: tuple[DagVar, ...] = ()
    #: the access point's configuration (``param``); None: HTCondor's built-in defaults for
    #: ``version`` (use :func:`config_lookup` to read a config file through the config engine)
    config: ConfigLookup | None = None
    #: the environment condor_submit runs with (``getenv``, ``$ENV()``, BEARER_TOKEN_FILE ...);
    #: None: this process's environment
    environ: Mapping[str, str] | None = None
    #: the submit time (``QDate``, ``EnteredCurrentStatus``, ``$(SUBMIT_TIME)``); None: now
    submit_time: int | None = None
    #: the submitting user (the default ``accounting_group_user``); None: from the environment
    user: str | None = None
    #: file system access; None: the real file system
    files: FileAccess | None = None
    limits: Limits = field(default_factory=Limits)
    #: what condor_submit is asked to do: ``"dump"`` (``-dump``: no executable checks),
    #: ``"submit"`` (a real submission: the executable must exist and not be empty)
    mode: Literal["dump", "submit"] = "dump"

    def key(self) -> tuple[object, ...]:
        """What makes two option sets give the same result (for memoisation)."""
        return (self.version, self.cluster, self.submit_file, self.cwd, self.assignments, self.appended,
                self.dag_vars, id(self.config) if self.config is not None else None,
                None if self.environ is None else tuple(sorted(self.environ.items())),
                self.submit_time, self.user, id(self.files) if self.files is not None else None,
                self.limits, self.mode)


Severity = Literal["error", "warning"]


@dataclass(frozen=True)
class Problem:
    """An error or warning condor_submit would give.

    ``code`` is stable (``submit.<what>``: see docs/submit.md); ``message`` says what
    condor_submit means, in our words; ``origin``/``end`` place it on the submit file line (the
    assignment of the command it is about, or the queue statement), or are None when no line of
    the file is to blame (a config knob, the command line). ``proc`` is the ProcId it was found
    for (None for problems of the file as a whole)."""

    severity: Severity
    code: str
    message: str
    origin: Origin | None = None
    end: Origin | None = None
    proc: int | None = None
    #: the submit command(s) involved, as written (for quick fixes and hover)
    keys: tuple[str, ...] = ()


@dataclass(frozen=True)
class Source:
    """One input an attribute was made from.

    ``kind`` is ``submit`` (a line of the file, or of an included file), ``argument`` (a
    command-line ``KEY=VALUE`` or a DAG ``VARS``), ``append`` (a ``-append`` line or appended
    DAG ``VARS``), ``config`` (a knob of the access point's configuration), ``default``
    (condor_submit's built-in behaviour, or a macro it predefines), ``queue`` (a queue loop
    variable or ``$(Process)`` and friends)."""

    name: str
    kind: str
    origin: Origin | None = None


class ProcAd(Protocol):
    """One job as condor_submit makes it (attribute for attribute what ``-dump`` prints)."""

    cluster: int
    proc: int
    #: ``$(Row)``/``$(ItemIndex)`` and ``$(Step)`` for this proc
    item_index: int
    step: int
    #: the queue loop variables' values for this proc (``Item`` when the statement names none)
    variables: Mapping[str, str]
    #: the full job ad (cluster attributes included), or as far as it got when ``failed``
    ad: "ClassAd"
    #: condor_submit stopped at an error while making this proc (see the result's problems)
    failed: bool

    def sources(self, attribute: str) -> tuple[Source, ...]:
        """Where ``attribute``'s value came from (empty for attributes condor_submit always
        sets with a fixed value, such as ``NumCkpts``)."""

    def attributes_from(self, key: str) -> tuple[str, ...]:
        """The attributes this proc's ad got from submit command or macro ``key``."""

    def macro(self, name: str) -> str | None:
        """``$(name)`` fully expanded as condor_submit expands it for this proc (None when the
        name is not defined at all)."""


class QueueStatement(Protocol):
    """One ``queue`` line and the procs it makes."""

    #: position in the file (0-based) of its ``queue`` keyword, and of the end of its line
    origin: Origin | None
    end: Origin | None
    #: the arguments after ``queue`` as written, and as expanded
    text: str
    expanded: str
    #: loop variables (``Item`` when a foreach form names none), the selected items
    variables: tuple[str, ...]
    items: tuple[str, ...]
    #: the count before the items (``queue 3 in ...`` is 3)
    repeat: int
    #: how many procs it makes; None when that cannot be known (items from a command)
    count: int | None
    #: why the procs are unknown or incomplete (None when they are all known)
    unknown: str | None
    #: ProcId of its first proc
    first_proc: int
    #: the procs, built on demand (``procs[0]`` builds one proc; iterating builds them in order)
    procs: Sequence[ProcAd]


class JobAds(Protocol):
    """Everything condor_submit would do with one submit description."""

    version: str
    cluster: int
    queues: Sequence[QueueStatement]
    #: errors and warnings in the order condor_submit reaches them (building procs on demand adds
    #: theirs: read it after the procs you need are built, or call :meth:`problems_for_all`)
    problems: list[Problem]
    #: condor_submit would fail (an error was found in what has been built so far)
    failed: bool
    #: why this is not all condor_submit would do (an include or queue statement needing a
    #: command's output, which is never run; a limit reached); None when complete
    incomplete: str | None

    def first(self) -> ProcAd | None:
        """Proc 0 of the first queue statement that makes one (what hover uses)."""

    def procs(self) -> Iterator[ProcAd]:
        """Every proc of every queue statement, in ProcId order (built as iterated)."""

    def problems_for_all(self) -> list[Problem]:
        """Build every proc (within the limits) and return all the problems."""

    def definition(self, name: str) -> Source | None:
        """Where macro or command ``name`` was last assigned before the first queue statement."""

    def paths_read(self) -> tuple[str, ...]:
        """Every file and directory the result was made from so far (included files, item
        files, globbed directories, the executable's size ...): an editor re-analyses when one
        of them changes."""


def build_job_ads(text: str, path: str | None = None, options: SubmitOptions | None = None) -> JobAds:
    """The job ads condor_submit makes from submit description ``text`` (the contents of
    ``path``, which may not exist on disk: an editor buffer). Never raises for bad input.

    Cheap to call repeatedly on the same text and options (the last results are memoised and
    reused while the files they read are unchanged); procs are built only when asked for, so an
    editor asking for proc 0 pays for proc 0 only."""
    from .builder import build

    return build(text, path, options or SubmitOptions())


def config_lookup(path: str | None, *, version: str = "25", environ: Mapping[str, str] | None = None,
                  cwd: str | None = None,
                  open_buffer: "Callable[[str], tuple[Hashable, str] | None] | None" = None) -> ConfigLookup:
    """``param()`` of an access point whose configuration is ``path`` (read with condor-ls's
    config engine as the SUBMIT subsystem; None: the built-in defaults only), with the 24.0
    series' built-in defaults where they differ when ``version`` is ``"24.0"``.

    The read is kept for later calls while every file and directory it was read from keeps its
    stamp, so an edit to the configuration is seen by the next call. ``open_buffer(path)``
    gives the text of a file open in an editor and a stamp that changes with it (its version),
    or None to read the disk. :func:`config_paths` lists what the returned lookup was read
    from."""
    from .config import lookup_for

    return lookup_for(path, version=version, environ=environ, cwd=cwd, open_buffer=open_buffer)


def config_paths(lookup: ConfigLookup) -> tuple[str, ...]:
    """The files and directories a lookup from :func:`config_lookup` was read from (an editor
    re-analyses a submit file when one of them changes); none for any other callable."""
    from .config import paths_of

    return paths_of(lookup)


def default_user(environ: Mapping[str, str] | None = None) -> str:
    """The submitting user condor_submit would see (``USER``, ``LOGNAME``, then the account)."""
    env = os.environ if environ is None else environ
    for name in ("USER", "LOGNAME", "USERNAME"):
        if env.get(name):
            return env[name]
    try:
        import pwd

        return pwd.getpwuid(os.getuid()).pw_name
    except (ImportError, KeyError, OSError):  # pragma: no cover - no account database
        return "unknown"
