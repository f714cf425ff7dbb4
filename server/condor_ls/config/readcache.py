"""Reading a config set again after an edit, reusing the files the edit did not affect.

The language server re-reads the whole config set on every keystroke. Reading one file is a
function of few things: its text (and the texts of the files it includes), whether the files it
names exist, where it sits in the include chain, and what each macro lookup made while reading
it answered from the definitions made *before* it (self references, ``+=``, ``if`` conditions,
include paths). :class:`ReadCache` keeps, for each file read, what reading it did to the reader
(the definitions stored, the findings, the files and includes recorded) and the trace of those
inputs. When the reader comes to the same file again and every input still holds, it replays
the recorded effect instead of parsing and expanding: the verifying-trace scheme of build
systems and of rust-analyzer's query engine. Reading that used the environment or random
numbers, or that HTCondor would abort, is never recorded.
"""
from __future__ import annotations

import threading
from dataclasses import dataclass, field

from ..rounds import Rounds
from .configset import IncludeRecord
from .lines import LineSplitter, LogicalLine
from .model import Definition, Diagnostic, Kind
from .text import Origin, SourceText

#: what a lookup found as far as reading can tell (None: nothing defined the name)
Snapshot = tuple[str, SourceText, Origin | None, Kind, bool] | None

#: loads whose recorded reads are kept: a read no load since the oldest of them used is
#: dropped (what the current texts need stays, however many; the rest goes, however long the
#: session; see ``condor_ls.rounds``)
LOADS_KEPT = 3


def snapshot(definition: Definition | None) -> Snapshot:
    if definition is None:
        return None
    # as_default decides how the next assignment of the name is stored (see defaultmatch)
    return (definition.key, definition.raw, definition.origin, definition.kind, definition.as_default)


@dataclass
class Recording:
    """What reading one file (with everything it includes) did, and what it depended on."""

    #: positions in the reader's lists when the file started
    log_start: int
    diagnostics_start: int
    files_start: int
    includes_start: int
    #: ids of the definitions made while reading it (lookups answered by those are not inputs)
    own: set[int] = field(default_factory=set)
    #: lookups answered by earlier definitions, in order: (name, what was found)
    trace: list[tuple[str, Snapshot]] = field(default_factory=list)
    #: keys an exact-name question found undefined (checked in bulk on replay)
    absent: set[str] = field(default_factory=set)
    #: texts read from the files it includes, None for one that could not be read (the
    #: file's own text is compared separately); with their line ids when they have them
    texts: list[tuple[str, object]] = field(default_factory=list)
    #: existence checks of included paths
    exists: list[tuple[str, bool]] = field(default_factory=list)
    incomplete: bool = False
    cacheable: bool = True
    #: position in the reader's list of units when the read started
    units_start: int = 0
    #: for a whole file's read: the blocks recorded while reading it (None: not a whole file)
    blocks: "dict[Key, Entry] | None" = None


#: a file: (resolved path, depth, via, template?, include chain); a chunk (or block) adds its
#: first physical line and whether ``#opt:strict`` was in force
Key = tuple[object, ...]


@dataclass(frozen=True)
class Entry:
    """A recorded file read: its inputs and its effect."""

    #: the file's text (with its line ids when it has them)
    text: object
    trace: tuple[tuple[str, Snapshot], ...]
    texts: tuple[tuple[str, object], ...]
    exists: tuple[tuple[str, bool], ...]
    #: (name, stored value, origin, kind, via, value as written if a self reference found
    #: nothing, stored as matching its default) of each definition, in order
    definitions: tuple[tuple[str, SourceText, Origin | None, Kind, tuple[str, ...], SourceText | None, bool], ...]
    diagnostics: tuple[Diagnostic, ...]
    files: tuple[str, ...]
    includes: tuple[IncludeRecord, ...]
    incomplete: bool
    #: for a stretch of a file (a chunk): its logical lines, and ``#opt:strict`` after it
    lines: tuple[LogicalLine, ...] = ()
    strict_after: bool = False
    #: keys that must be undefined for the recorded read to hold
    absent: frozenset[str] = frozenset()
    #: the definitions the read made, reused as they are by a replay into a table where each
    #: one's earlier definition (``outside``: key and the object it replaced) is the same object
    made: tuple[Definition, ...] = ()
    outside: tuple[tuple[str, Definition], ...] = ()
    #: the last of ``made`` per key (what the read leaves in the table)
    final: dict[str, Definition] = field(default_factory=dict)
    #: how many keys of ``final`` were undefined before the read (the rest are ``outside``),
    #: and the keys of ``absent`` not among them: a replay reusing ``made`` checks those, and
    #: the others by how much the table grows when ``final`` goes in
    fresh: int = 0
    absent_elsewhere: frozenset[str] = frozenset()
    #: how ``made`` divides into the units of the files and chunks read inside (start, end)
    units: tuple[tuple[int, int], ...] = ()
    #: for a chunk: whether a line after its first asks for the block it is in to end (see
    #: CHUNKS_PER_BLOCK)
    marked: bool = False
    #: for a block: its chunks' records, kept as long as it is (a replayed block does not look
    #: them up, and they are what an edit to it replays); for a whole file, its blocks'
    #: records, kept while it is replayed (what the next edit of the file replays)
    parts: dict[Key, Entry] = field(default_factory=dict)


#: logical lines per chunk: a file longer than this is also recorded in stretches of about as
#: many lines, so that an edit re-reads only the stretch it falls in when the stretches around
#: it can be replayed. A stretch ends at the first place where no ``if`` block or multi-line
#: value is open after a line whose first physical line's id (see ``syntax.document``) is a
#: multiple of this: where stretches end depends on their content only, so lines added or
#: removed in one stretch do not move the ends of the others
CHUNK_LINES = 48

#: chunks per block, about: consecutive chunks are also recorded together as blocks, ending
#: after a chunk holding a line (after its first) whose id is a multiple of ``CHUNK_LINES *
#: CHUNKS_PER_BLOCK`` (so, like chunks, where blocks end depends on their content only). An
#: unchanged block whose inputs hold is replayed in one step: an edit costs a replay per block
#: and one per chunk of its own block, instead of one per chunk of the file
CHUNKS_PER_BLOCK = 16


class ReadCache:
    """Recorded file reads for one config root and one set of reader settings.

    ``fingerprint`` names those settings (subsystem, defines, version ...): a reader with other
    settings clears the cache before using it.
    """

    def __init__(self, keep: int = LOADS_KEPT) -> None:
        #: logical lines of the files read, split again only where they changed
        self.splitter = LineSplitter(keep)
        self.fingerprint: object = None
        self._entries: Rounds[Key, Entry] = Rounds(keep)
        self._lock = threading.Lock()
        #: files (and chunks of files) replayed and read since the cache was made (observability)
        self.replayed = 0
        self.read = 0
        self.chunks_replayed = 0
        self.chunks_read = 0
        self.blocks_replayed = 0
        self.blocks_read = 0
        #: replays that could not reuse the recorded definitions (an earlier one was replaced)
        self.copied = 0
        #: replays undone because a key they define first turned out to be defined already
        self.undone = 0

    def use_for(self, fingerprint: object) -> None:
        """Start a load with reader settings ``fingerprint`` (a load with other settings than
        the last one starts from nothing)."""
        with self._lock:
            if fingerprint != self.fingerprint:
                self._entries.clear()
                self.fingerprint = fingerprint
            self._entries.next_round()
            self.splitter.next_round()

    def abandon_load(self) -> None:
        """The load begun by the last :meth:`use_for` was cancelled: it is not a round (see
        ``Rounds.abandon_round``)."""
        with self._lock:
            self._entries.abandon_round()
            self.splitter.abandon_round()

    def hold_load(self) -> None:
        """The load begun by the last :meth:`use_for` read the whole set (HTCondor did not stop
        at a line it refuses): what it used is kept until the next such load, however many
        loads that stop early come in between (``Rounds.hold``). A keystroke that breaks a
        line of a long file stops the reading there; the keystroke that mends it replays the
        rest of the set from these records instead of reading it again."""
        with self._lock:
            self._entries.hold()
            self.splitter.hold()

    def get(self, key: Key) -> Entry | None:
        return self._entries.get(key)

    def put(self, key: Key, entry: Entry) -> None:
        self._entries.put(key, entry)

    def keep(self, entries: dict[Key, Entry]) -> None:
        """Mark ``entries`` used in this load (the chunks of a block replayed whole)."""
        self._entries.put_many(entries)

    def keep_missing(self, entries: dict[Key, Entry]) -> None:
        """Keep ``entries`` where nothing is kept under their keys (the blocks of a file
        replayed whole; a block recorded since under the same key is the file's newer text)."""
        self._entries.put_missing(entries)

    def clear(self) -> None:
        self._entries.clear()
        self.splitter.clear()

    def __len__(self) -> int:
        return len(self._entries)
