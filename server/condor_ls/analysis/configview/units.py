"""Results kept per stretch of a config set's definitions, across edits.

The config reader divides the definitions it makes into *units*: the stretch made by reading one
file, or one chunk of a long file (``ConfigSet.units``). A unit replayed from an earlier load
holds the very definition objects of that load, so a result computed from a unit's definitions
alone is still right while they are the same objects. :func:`unit_results` keeps such results
per unit: a rule that looks at every definition of a 10,000-knob set then computes only the
units an edit touched, and the rest of its work per keystroke is one lookup per unit.
"""
from __future__ import annotations

import threading
import weakref
from collections import OrderedDict
from collections.abc import Callable, Sequence
from typing import TypeVar

from ...config.model import Definition
from ...rounds import Rounds

T = TypeVar("T")

#: config sets (rounds, see ``condor_ls.rounds``) a unit's result is kept for after its last use
SETS_KEPT = 4

#: a unit's identity: its first and last definition objects and its length (a unit is either
#: the definitions of one recorded read, replayed as they are, or objects made afresh)
UnitKey = tuple[int, int, int]


def units(configset: object) -> list[tuple[UnitKey, Sequence[Definition]]]:
    """(key, definitions) of each unit of a config set (worked out once per set)."""
    found = getattr(configset, "_unit_list", None)
    if found is not None:
        return found  # type: ignore[no-any-return]
    log = configset.table.log  # type: ignore[attr-defined]
    out: list[tuple[UnitKey, Sequence[Definition]]] = []
    for start, end in configset.units:  # type: ignore[attr-defined]
        part = log[start:end]
        out.append(((id(part[0]), id(part[-1]), len(part)), part))
    configset._unit_list = out  # type: ignore[attr-defined]
    return out


class _Kept:
    """Results of one kind, by unit key, for the units of the last few config sets asked about;
    each entry holds its unit's definitions, so that the ids in its key cannot be reused by
    other objects while it is kept."""

    def __init__(self) -> None:
        self.entries: Rounds[UnitKey, tuple[Sequence[Definition], object]] = Rounds(SETS_KEPT)
        self.last: weakref.ref[object] | None = None
        self.computed = 0
        self.reused = 0


_kinds: dict[str, _Kept] = {}
_kinds_lock = threading.Lock()


def _kept(kind: str) -> _Kept:
    with _kinds_lock:
        found = _kinds.get(kind)
        if found is None:
            found = _kinds[kind] = _Kept()
        return found


def unit_results(view: object, kind: str, compute: Callable[[Sequence[Definition]], T]) -> list[tuple[Sequence[Definition], T]]:
    """``compute(definitions)`` for every unit of the view's config set, in reading order, kept
    per unit under ``kind``. ``compute`` must depend on nothing but the definitions it is
    given (not on the rest of the set: see :func:`changed_names` for results that do)."""
    configset = view.configset  # type: ignore[attr-defined]
    kept = _kept(kind)
    entries = kept.entries
    if kept.last is None or kept.last() is not configset:
        entries.next_round()
        kept.last = weakref.ref(configset)
    out: list[tuple[Sequence[Definition], T]] = []
    for key, definitions in units(configset):
        found = entries.get(key)
        if found is None:
            result = compute(definitions)
            kept.computed += 1
            entries.put(key, (definitions, result))
        else:
            result = found[1]  # type: ignore[assignment]
            kept.reused += 1
        out.append((definitions, result))
    if not configset.fatal:
        entries.hold()  # a set read to its end: its units' results outlive sets cut short
    return out


def clear() -> None:
    """Forget every kept unit result (tests compare warm and cold analyses)."""
    with _kinds_lock:
        for kept in _kinds.values():
            kept.entries.clear()
            kept.last = None
    with _states_lock:
        _states.clear()


def sizes() -> dict[str, int]:
    """Entries kept per kind (for tests of boundedness)."""
    with _kinds_lock:
        out = {f"units:{kind}": len(kept.entries) for kind, kept in _kinds.items()}
    with _states_lock:
        out.update({f"looked_up:{kind}:{path}": len(state.entries) + len(state.held_entries)
                    for (path, _root), by_kind in _states.items() for kind, state in by_kind.items()})
    return out


# ---------------------------------------------------------------------------- results that look names up
#: a probe standing for "anything in the set": results holding it are redone after any change
EVERYTHING = "\0*"


def probe(configset: object, name: str) -> None:
    """Record, for the result being computed, that it depends on ``name`` in a way the table
    does not see (``*.NAME``: whether any ``PREFIX.NAME`` is defined; ``EVERYTHING``)."""
    probes = configset.table.probes  # type: ignore[attr-defined]
    if probes is not None:
        probes.add(name)


def _snapshot(definition: Definition | None) -> object:
    if definition is None:
        return None
    return (definition.name, definition.raw, definition.origin, definition.kind, definition.via)


def changed_names(old: object, new: object) -> frozenset[str] | None:
    """Names whose lookup may answer differently in config set ``new`` than in ``old`` (None:
    any name may). Units both sets have, in the same order, leave the same definitions in the
    table (the last definition of a key in a shared unit is the last one in both sets unless a
    unit only one set has defines it too); so only keys the other units define can have
    changed, and only those whose definition now differs count."""
    if old is new:
        return frozenset()
    old_set, new_set = old, new  # ConfigSets (untyped here: this module sits below the view)
    if (old_set.subsystem, old_set.localname) != (new_set.subsystem, new_set.localname):  # type: ignore[attr-defined]
        return None
    known = _known(new_set, "_changed_since", old_set)
    if known is not _UNKNOWN:
        return known  # type: ignore[return-value]
    changed = changed_keys(old_set, new_set)
    if changed is None:
        return None
    names = set(changed)
    prefixes = new_set.table._prefixes()  # type: ignore[attr-defined]
    for key in changed:
        for prefix in prefixes:
            if key.startswith(prefix):
                names.add(key[len(prefix):])
        if "." in key:
            names.add("*." + key.split(".", 1)[1])
    if changed:
        names.add(EVERYTHING)
    result = frozenset(names)
    _remember(new_set, "_changed_since", old_set, result)
    return result


def changed_keys(old: object, new: object) -> frozenset[str] | None:
    """Keys of the table whose definition differs between config sets ``old`` and ``new``
    (None: unknown, as for sets read for different subsystems). See :func:`changed_names`."""
    if old is new:
        return frozenset()
    old_set, new_set = old, new
    if (old_set.subsystem, old_set.localname) != (new_set.subsystem, new_set.localname):  # type: ignore[attr-defined]
        return None
    known = _known(new_set, "_changed_keys_since", old_set)
    if known is not _UNKNOWN:
        return known  # type: ignore[return-value]
    old_units = units(old_set)
    new_units = units(new_set)
    shared = {key for key, _ in old_units} & {key for key, _ in new_units}
    if [key for key, _ in old_units if key in shared] != [key for key, _ in new_units if key in shared]:
        shared = set()  # units read in another order (an include moved): compare everything
    keys: set[str] = set()
    for part in (old_units, new_units):
        for key, definitions in part:
            if key not in shared:
                keys.update(d.key for d in definitions)
    old_items, new_items = old_set.table.items, new_set.table.items  # type: ignore[attr-defined]
    changed = frozenset(key for key in keys if _snapshot(old_items.get(key)) != _snapshot(new_items.get(key)))
    _remember(new_set, "_changed_keys_since", old_set, changed)
    return changed


#: earlier sets a set remembers its differences from (the last one analysed, and the last
#: one read to its end while this one was cut short: see ``looked_up_results``)
COMPARED_KEPT = 2
_UNKNOWN = object()


def _known(new_set: object, attribute: str, old_set: object) -> object:
    """What was remembered under ``attribute`` of ``new_set`` about ``old_set`` (or _UNKNOWN)."""
    for ref, value in getattr(new_set, attribute, ()):
        if ref() is old_set:
            return value
    return _UNKNOWN


def _remember(new_set: object, attribute: str, old_set: object, value: object) -> None:
    # weak references to the old sets: no chains of sets kept alive through each other
    kept = [pair for pair in getattr(new_set, attribute, ()) if pair[0]() is not None]
    kept = kept[len(kept) - COMPARED_KEPT + 1:] if len(kept) >= COMPARED_KEPT else kept
    setattr(new_set, attribute, (*kept, (weakref.ref(old_set), value)))


class _Found:
    __slots__ = ("definitions", "result", "probes", "cost")

    def __init__(self, definitions: Sequence[Definition], result: object, probes: frozenset[str], cost: int) -> None:
        self.definitions = definitions
        self.result = result
        self.probes = probes
        self.cost = cost


class _State:
    """One kind of result for one document: the config set the results were last checked
    against, and the result of each of its units; while that set is one HTCondor stopped
    reading early (``fatal``), also the last set read to its end with its units' results."""

    __slots__ = ("base", "entries", "held_base", "held_entries", "computed", "reused")

    def __init__(self) -> None:
        self.base: object = None
        self.entries: dict[UnitKey, _Found] = {}
        self.held_base: object = None
        self.held_entries: dict[UnitKey, _Found] = {}
        #: units computed and reused (observability, tests)
        self.computed = 0
        self.reused = 0


#: documents whose per-unit results are kept (the least recently analysed go first)
DOCUMENTS_KEPT = 8
_states: OrderedDict[tuple[str, str], dict[str, _State]] = OrderedDict()
_states_lock = threading.Lock()


def looked_up_counts(kind: str) -> tuple[int, int]:
    """Units computed and reused so far by :func:`looked_up_results` of ``kind``, over every
    document kept (for tests)."""
    with _states_lock:
        found = [by_kind[kind] for by_kind in _states.values() if kind in by_kind]
    return sum(state.computed for state in found), sum(state.reused for state in found)


def looked_up_results(view: object, kind: str, compute: Callable[[Sequence[Definition]], T],
                      budget: "Callable[[int], bool] | None" = None,
                      spent: "Callable[[], tuple[int, bool]] | None" = None) -> list[T]:
    """``compute(definitions)`` for every unit of the view's config set, kept per unit and per
    document while the unit's definitions are the same objects and no name ``compute`` looked
    up (through the macro table, recorded as it happens) has changed since.

    ``compute`` may read the rest of the set only through lookups of the table (directly, by
    expanding, or through ``ExpansionMemo``), or say what else it read with :func:`probe`.
    With ``spent`` (the view's expansion budget: spent so far, exhausted?) and ``budget``
    (charge a kept unit's cost; False when it does not fit), a unit whose work was cut short
    by the budget is never kept, and a kept one is reused only when its cost still fits, so the
    budget runs out where it would without any kept result.

    A set HTCondor stops reading at a refused line (``fatal``: a keystroke that breaks a
    continuation, say) lacks the units after that line. The results of the last set read to
    its end are then held besides, and reused, like those of the last set, while none of the
    names they looked up differs from that set's: the keystroke that mends the line finds the
    rest of the file's results as they were."""
    configset = view.configset  # type: ignore[attr-defined]
    table = configset.table
    document_key = (view.path, view.root)  # type: ignore[attr-defined]
    with _states_lock:
        by_kind = _states.get(document_key)
        if by_kind is None:
            by_kind = _states[document_key] = {}
        _states.move_to_end(document_key)
        while len(_states) > DOCUMENTS_KEPT:
            _states.popitem(last=False)
        state = by_kind.get(kind)
        if state is None:
            state = by_kind[kind] = _State()
    changed = changed_names(state.base, configset) if state.base is not None else None
    held = state.held_entries
    held_changed: frozenset[str] | None | object = _UNKNOWN  # worked out when first needed
    entries: dict[UnitKey, _Found] = {}
    out: list[T] = []
    for key, definitions in units(configset):
        found = state.entries.get(key)
        if found is None or changed is None or not found.probes.isdisjoint(changed):
            # not kept for the last set (or no longer valid): the last set read to its end
            # may hold it (the units after a line that stopped the reading in between)
            found = held.get(key)
            if found is not None:
                if held_changed is _UNKNOWN:
                    held_changed = changed_names(state.held_base, configset)
                if held_changed is None or not found.probes.isdisjoint(held_changed):  # type: ignore[union-attr]
                    found = None
        if found is not None and (budget is None or budget(found.cost)):
            entries[key] = found
            out.append(found.result)  # type: ignore[arg-type]
            state.reused += 1
            continue
        state.computed += 1
        before = spent() if spent is not None else (0, False)
        saved = table.probes
        table.probes = probes = set()
        try:
            result = compute(definitions)
        finally:
            table.probes = saved
            if saved is not None:
                saved |= probes
        after = spent() if spent is not None else (0, False)
        if not after[1]:  # cut short by the budget: not kept
            entries[key] = _Found(definitions, result, frozenset(probes), after[0] - before[0])
        out.append(result)
    if not configset.fatal:
        state.held_base, state.held_entries = None, {}
    elif state.base is not None and not state.base.fatal:  # type: ignore[attr-defined]
        # the first set cut short after one read to its end: hold on to that one's results
        state.held_base, state.held_entries = state.base, state.entries
    state.base = configset
    state.entries = entries
    return out

