"""Which attribute names the ads in play carry, beyond HTCondor's schemas.

An expression that names an attribute no ad has is silently undefined, so the unknown-attribute
rule needs to know every name an ad may carry. HTCondor's schemas and sources give the names its
daemons publish (:func:`condor_ls.classad.attributes.is_known`); on top of those:

* a configuration makes the startd publish more: the knobs its ``STARTD_ATTRS`` lists name
  (also ``STARTD_EXPRS``, ``SLOT<N>_STARTD_ATTRS``, ``SLOT_TYPE_<N>_STARTD_ATTRS``, the latch
  and requirement-clause lists), its policy knobs under their own names, and for each custom
  resource (``MACHINE_RESOURCE_<name>``, ``MACHINE_RESOURCE_INVENTORY_<name>``,
  ``MACHINE_RESOURCE_NAMES``, and the GPUs HTCondor detects by default) the family the startd
  derives from the name; jobs get ``Request<name>``. The other daemons publish the knobs their
  ``<SUBSYS>_ATTRS`` (``SCHEDD_ATTRS``, ``MASTER_EXPRS``, ``SYSTEM_<SUBSYS>_ATTRS``,
  ``<LOCALNAME>_<SUBSYS>_ATTRS``) lists name in their own ads (condor_config.cpp,
  ``config_fill_ad``), and condor_submit those of ``SUBMIT_ATTRS`` (``SUBMIT_EXPRS``,
  ``SYSTEM_SUBMIT_ATTRS``) in the job;
* a startd cron job (``STARTD_CRON_JOBLIST``, and a benchmark job beyond the built-in ones)
  publishes whatever its script prints, each name behind the job's ``_PREFIX``
  (cron_job_io.cpp prepends it to every line), plus ``<prefix>LastUpdate`` and the names of its
  ``_METRICS``. When every job has a prefix, a name with one of them is known and the others
  are still judged; a job without a prefix, or an inventory script, makes the slot's names
  unknowable: the rule stays quiet;
* a submit file adds the attributes it sets (``+Attr``, ``MY.Attr``, the commands that set one,
  ``request_<name>``);
* the sample ads in use, and the names a team declares in ``condorLs.attributes.machine`` /
  ``condorLs.attributes.job`` (for what its pool publishes from scripts).

Names are compared without regard to case, as ClassAds do. Results are memoised per config
view or per submit reading: the rules ask on every keystroke.
"""
from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass, field
from functools import lru_cache

from ..classad import attributes
from ..config import knobs
from ..submit import commands
from ..submit.directives import Kind, SubmitFile, read_submit
from ..syntax.document import Document
from .configview.view import ConfigView, expansion_too_big
from .context import AnalysisContext
from .samples import sample_ad
from .spelling import NameIndex

MACHINE = "machine"
JOB = "job"
#: the ads of the other daemons (schedd, master, collector ...): the ``other`` attribute table
OTHER = "other"
SIDES = (MACHINE, JOB)
#: every kind of ad names are declared for
BUCKETS = (MACHINE, JOB, OTHER)

#: names the startd puts into the slot ad from its configuration under the knob's own name
#: (the policy expressions it evaluates in the slot ad; condor_startd.V6/ResMgr.cpp)
STARTD_PUBLISHED_KNOBS: tuple[str, ...] = (
    "START", "SUSPEND", "CONTINUE", "PREEMPT", "KILL", "WANT_SUSPEND", "WANT_VACATE", "WANT_HOLD",
    "WANT_HOLD_REASON", "WANT_HOLD_SUBCODE", "CLAIM_WORKLIFE", "MaxJobRetirementTime", "MachineMaxVacateTime",
    "STARTD_REHOME_ALLOW_REBOOT", "PERIODIC_CHECKPOINT", "RunBenchmarks", "Rank", "SUSPEND_VANILLA",
    "CONTINUE_VANILLA", "PREEMPT_VANILLA", "KILL_VANILLA", "WANT_SUSPEND_VANILLA", "WANT_VACATE_VANILLA",
    "START_BACKFILL", "EVICT_BACKFILL", "FetchWorkDelay", "HIBERNATE", "Unhibernate", "SlotWeight", "IsOwner",
    "IS_OWNER", "CpuBusy", "cpu_busy", "Healthy", "HealthExprs", "HealthFactor", "WithinResourceLimits",
)
#: knobs whose value lists further knobs the startd publishes by name in the slot ad: the
#: ``(SLOT<N>_|SLOT_TYPE_<N>_)`` forms and ``SUBSYS.``/``LOCALNAME.`` prefixes count too
_PUBLISHING = re.compile(
    r"(?:^|[._])(?:SYSTEM_)?STARTD_(?:ATTRS|EXPRS|LATCH_EXPRS|JOB_ATTRS|JOB_EXPRS)$"
    r"|(?:^|[._])[PD]?SLOT_REQUIREMENTS_CLAUSES$", re.IGNORECASE)
#: list knobs whose defaults publish names too (they are usually not set in a config file)
_DEFAULT_LISTS = ("SYSTEM_STARTD_ATTRS", "SYSTEM_STARTD_LATCH_EXPRS", "STARTD_ATTRS", "STARTD_EXPRS")
#: knobs whose names (``Child<attr>``) the startd adds for partitionable slots
_CHILD_LISTS = ("STARTD_PARTITIONABLE_SLOT_ATTRS",)
#: a custom resource declared by quantity or by an inventory script
_RESOURCE = re.compile(r"^MACHINE_RESOURCE_(INVENTORY_)?([A-Za-z0-9_]+)$", re.IGNORECASE)
#: knobs whose presence means a script publishes attributes nobody can list here (startd cron
#: jobs are looked at one by one: :func:`_cron_jobs`)
_SCRIPT_PUBLISHERS = re.compile(r"^(MACHINE_RESOURCE_INVENTORY_|STARTD_PUBLISH_WINREG$)", re.IGNORECASE)
#: the daemons (other than the startd) whose ad gets the knobs their ``<SUBSYS>_ATTRS`` lists
#: (DaemonCore::publish calls config_fill_ad; the daemon-core daemons of condor_master.V6/master.h)
DAEMON_SUBSYSTEMS = ("MASTER", "SCHEDD", "KBDD", "COLLECTOR", "NEGOTIATOR", "CREDD", "HAD", "REPLICATION",
                     "JOB_ROUTER", "ROOSTER", "SHARED_PORT", "DEFRAG", "GANGLIAD", "ANNEXD", "PLACEMENTD",
                     "GRIDMANAGER")
#: ``[<LOCALNAME>_|SYSTEM_]<SUBSYS>_ATTRS`` / ``_EXPRS`` of those daemons (a ``SUBSYS.`` prefix too)
_DAEMON_PUBLISHING = re.compile(r"(?:^|[._])(?:%s)_(?:ATTRS|EXPRS)$" % "|".join(DAEMON_SUBSYSTEMS), re.IGNORECASE)
#: ... and condor_submit's lists, whose names go into the job (submit_utils.cpp)
_SUBMIT_PUBLISHING = re.compile(r"(?:^|[._])SUBMIT_(?:ATTRS|EXPRS)$", re.IGNORECASE)
#: the cron managers of the startd whose jobs publish into the slot ad, with the jobs HTCondor
#: configures itself (their programs print names the schemas know)
_CRON_MANAGERS = (("STARTD_CRON", frozenset()), ("BENCHMARKS", frozenset({"MIPS", "KFLOPS"})))
#: a knob of a cron job: ``<manager>_<job>_<setting>``
_CRON_KNOB = re.compile(r"^(STARTD_CRON|BENCHMARKS)_(.+)_(EXECUTABLE|PREFIX|METRICS)$", re.IGNORECASE)
#: what a ``_METRICS`` entry ``SUM:<name>`` / ``PEAK:<name>`` makes the startd publish
#: (startd_cron_job_params.cpp and Resource.cpp)
_METRIC = re.compile(r"(?i)\b(?:SUM|PEAK)\w*:([A-Za-z_][A-Za-z0-9_]*)")
_METRIC_NAMES = ("Uptime<>Seconds", "Uptime<>PeakUsage", "Device<>AverageUsage", "Device<>PeakUsage",
                 "<>AverageUsage", "<>Usage")
#: resources the startd always knows, and GPUs (detected by default: STARTD_DETECT_GPUS)
_BUILTIN_RESOURCES = ("GPUs",)
#: what the startd derives from a custom resource's name in the slot ad (``<>`` is the name;
#: condor_startd.V6/ResAttributes.cpp and Resource.cpp)
RESOURCE_MACHINE_FAMILY = ("<>", "Total<>", "TotalSlot<>", "Detected<>", "Assigned<>", "Available<>", "Offline<>",
                           "Child<>", "BrokenSlot<>", "Consumption<>", "Device<>AverageUsage",
                           "Device<>MemoryPeakUsage", "<>Usage", "<>AverageUsage", "<>MemoryUsage")
#: ... and in the job ad
RESOURCE_JOB_FAMILY = ("Request<>", "Require<>", "Assigned<>", "<>Usage", "<>AverageUsage", "<>MemoryUsage")
#: names of open-ended families HTCondor writes: per-slot copies (``STARTD_SLOT_ATTRS``) and the
#: negotiator's ``SlotN_`` names, the match history (``match_list_length``), the machine
#: attributes copied into the job (``job_machine_attrs``), cloud labels and EC2 tags and
#: parameters, grid ``Remote_`` settings, transform bodies
_FAMILIES = re.compile(r"^(slot\d+_\w|LastMatchName\d+$|MachineAttr\w+\d+$|CloudLabel\w|EC2Tag\w|EC2Param\w"
                       r"|Remote_\w|TransformBody_)", re.IGNORECASE)
#: no more names than this are taken from one list (a generated config could hold thousands)
MAX_LISTED = 2000
_WORD = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")


@dataclass(frozen=True)
class KnownNames:
    """Attribute names the document's ads carry besides HTCondor's own, per side."""

    #: lower-cased name -> spelling, per side
    declared: dict[str, dict[str, str]] = field(default_factory=lambda: {b: {} for b in BUCKETS})
    #: lower-cased prefixes: any name starting with one is published (resource properties, the
    #: names of a cron job with a prefix)
    prefixes: dict[str, tuple[str, ...]] = field(default_factory=lambda: {b: () for b in BUCKETS})
    #: why a side's names cannot be listed ("" when they can)
    open: dict[str, str] = field(default_factory=lambda: {b: "" for b in BUCKETS})
    #: spelling indexes of the declared names, built when first asked for
    _indexes: dict[str, NameIndex] = field(default_factory=dict, compare=False, repr=False)
    #: answers of :meth:`knows` so far (a document repeats its names many times)
    _answers: dict[str, bool] = field(default_factory=dict, compare=False, repr=False)
    #: suggestions already worked out (a script repeats the same unknown name in many strings)
    _suggested: dict[tuple[str, tuple[str, ...], int], tuple[str, ...]] = field(
        default_factory=dict, compare=False, repr=False)

    def declares(self, name: str, side: str | None = None) -> bool:
        """Whether the document's context makes ``side`` (any ad for None) carry ``name``."""
        low = name.lower()
        for which in (side,) if side else BUCKETS:
            if low in self.declared[which] or low.startswith(self.prefixes[which]):
                return True
        return False

    def knows(self, name: str) -> bool:
        """Whether ``name`` is an attribute anything in play may carry: HTCondor's own names
        (any ad), per-slot copies, and everything declared for any ad."""
        found = self._answers.get(name)
        if found is None:
            found = attributes.is_known(name) or bool(_FAMILIES.match(name)) or self.declares(name)
            if len(self._answers) < 100_000:
                self._answers[name] = found
        return found

    def unknowable(self, sides: Iterable[str]) -> str:
        """Why names looked up in ``sides`` cannot be judged ("" when they can)."""
        return next((self.open[s] for s in sides if self.open[s]), "")

    def suggestions(self, name: str, sides: Iterable[str], limit: int = 2) -> tuple[str, ...]:
        """Known names ``name`` may be a misspelling of: the sides' own names first."""
        ordered = tuple(sides)
        key = (name, ordered, limit)
        found = self._suggested.get(key)
        if found is None:
            found = self._suggest(name, ordered, limit)
            if len(self._suggested) < 10_000:
                self._suggested[key] = found
        return found

    def _suggest(self, name: str, ordered: tuple[str, ...], limit: int) -> tuple[str, ...]:
        out: list[str] = []
        for side in ordered:
            out += self._index(side).close(name, limit, swaps=True)
            out += _static_close(name, side)
        out += _static_close(name, None)
        seen: set[str] = set()
        kept = []
        for candidate in out:
            low = candidate.lower()
            if low in seen or low == name.lower() or _digits_only_difference(name, candidate) \
                    or naming_convention_variant(name, candidate):
                continue
            seen.add(low)
            kept.append(candidate)
        return tuple(kept[:limit])

    def _index(self, side: str) -> NameIndex:
        index = self._indexes.get(side)
        if index is None:
            index = self._indexes[side] = NameIndex(self.declared[side].values())
        return index


@lru_cache(maxsize=3)
def _static_index(side: str | None) -> NameIndex:
    if side is None:
        return NameIndex(attributes.all_names())
    return NameIndex(attributes.names(side))


@lru_cache(maxsize=8192)
def _static_close(name: str, side: str | None) -> tuple[str, ...]:
    if len(name) < 3 or len(name) > attributes.MAX_NAME_LENGTH:
        return ()
    return tuple(_static_index(side).close(name, 3, swaps=True))


def same_letters(a: str, b: str) -> bool:
    """``grid_resource`` and ``GridResource``: the same name but for case and underscores."""
    return a.replace("_", "").lower() == b.replace("_", "").lower()


def naming_convention_variant(name: str, candidate: str) -> bool:
    """``HAS_SINGULARITY`` against ``HasSingularity``: a name written in upper case with
    underscores is another naming convention (glidein pools and site scripts publish their
    attributes so), not a misspelling of the CamelCase attribute it spells out."""
    return "_" in name and name.upper() == name and name != candidate and same_letters(name, candidate)


def _digits_only_difference(a: str, b: str) -> bool:
    """``Slot2_State`` vs ``Slot1_State``: a different number, not a misspelling."""
    return re.sub(r"\d", "", a.lower()) == re.sub(r"\d", "", b.lower())


def _words(value: str | None) -> list[str]:
    return _WORD.findall(value or "")[:MAX_LISTED]


@lru_cache(maxsize=256)
def _resource_names(tag: str) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """The slot's and the job's attribute names for custom resource ``tag`` (every submit file
    and config set asks for GPUs)."""
    return (tuple(form.replace("<>", tag) for form in RESOURCE_MACHINE_FAMILY),
            tuple(form.replace("<>", tag) for form in RESOURCE_JOB_FAMILY))


class _Builder:
    def __init__(self) -> None:
        self.declared: dict[str, dict[str, str]] = {b: {} for b in BUCKETS}
        self.prefixes: dict[str, list[str]] = {b: [] for b in BUCKETS}
        self.open: dict[str, str] = {b: "" for b in BUCKETS}

    def add(self, side: str, names: Iterable[str]) -> None:
        table = self.declared[side]
        for name in names:
            if name and len(table) < 20 * MAX_LISTED:
                table.setdefault(name.lower(), name)

    def resource(self, tag: str) -> None:
        machine, job = _resource_names(tag)
        self.add(MACHINE, machine)
        self.add(JOB, job)
        self.prefixes[MACHINE].append(tag.lower() + "_")

    def context(self, context: AnalysisContext) -> None:
        """Names of the sample ads and of the settings (added after the names already here, as
        :meth:`add` would, from the table :func:`context_names` keeps for the analysis)."""
        shared = context_names(context).declared
        for side in SIDES:
            table, extra = self.declared[side], shared[side]
            if len(table) + len(extra) >= 20 * MAX_LISTED:
                self.add(side, extra.values())  # near the bound: one by one, as add() counts
                continue
            mine = dict(table)
            table.update(extra)
            table.update(mine)  # a name already here keeps its spelling and its place

    def context_alone(self, context: AnalysisContext) -> None:
        for side in SIDES:
            self.add(side, sample_ad(side, context).ad.names())
        declared = context.settings.attributes
        self.add(MACHINE, declared.machine)
        self.add(JOB, declared.job)

    def build(self) -> KnownNames:
        return KnownNames(self.declared, {s: tuple(p) for s, p in self.prefixes.items()}, dict(self.open))


# ---------------------------------------------------------------------------- config sets
#: what a config knob's name says about the attributes it adds (bits of :func:`_flags`)
_LISTS, _CHILDREN, _RESOURCE_QUANTITY, _SCRIPT, _TRANSFORM, _DAEMON_LISTS, _SUBMIT_LISTS, _CRON, _ROUNDED = \
    1, 2, 4, 8, 16, 32, 64, 128, 256
#: ``SCHEDD_ROUND_ATTR_<Attr>``: the schedd rounds the job's ``<Attr>`` and keeps the value it
#: was given as ``<Attr>_RAW`` (qmgmt.cpp, SetAttribute)
_ROUND_PREFIX = "schedd_round_attr_"
#: flags per lower-cased knob name (names repeat from one keystroke's config set to the next),
#: and the names known to have none (a set, so a config set's thousands of names are sifted by
#: one set difference in C instead of a Python loop)
_FLAG_CACHE: dict[str, int] = {}
_UNFLAGGED: set[str] = set()
_FLAG_CACHE_SIZE = 200_000


#: the attributes HTCondor's defaults round (``SCHEDD_ROUND_ATTR_ImageSize`` ...)
_ROUNDED_BY_DEFAULT: tuple[str, ...] = tuple(
    k.name[len(_ROUND_PREFIX):] for k in knobs.table().knobs.values()
    if k.name.lower().startswith(_ROUND_PREFIX) and k.default not in (None, "", "0"))


def _flagged(keys: Iterable[str]) -> list[str]:
    """The (lower-cased) names among ``keys`` that belong to one of the families."""
    return [key for key in set(keys) - _UNFLAGGED if _flags(key)]


def _flags(key: str) -> int:
    """Which of the knob families above the (lower-cased) name ``key`` belongs to."""
    found = _FLAG_CACHE.get(key)
    if found is not None:
        return found
    flags = 0
    if _PUBLISHING.search(key):
        flags |= _LISTS
    if key.upper().endswith(_CHILD_LISTS):
        flags |= _CHILDREN
    match = _RESOURCE.match(key)
    if match and match.group(2).upper() != "NAMES":
        flags |= _RESOURCE_QUANTITY
    if _SCRIPT_PUBLISHERS.match(key):
        flags |= _SCRIPT
    if key.startswith(("job_transform_", "submit_transform_")):
        flags |= _TRANSFORM
    if _DAEMON_PUBLISHING.search(key):
        flags |= _DAEMON_LISTS
    if _SUBMIT_PUBLISHING.search(key):
        flags |= _SUBMIT_LISTS
    if key.startswith(("startd_cron_", "benchmarks_")):
        flags |= _CRON
    if key.startswith(_ROUND_PREFIX) and len(key) > len(_ROUND_PREFIX):
        flags |= _ROUNDED
    if len(_FLAG_CACHE) > _FLAG_CACHE_SIZE:
        _FLAG_CACHE.clear()
        _UNFLAGGED.clear()
    _FLAG_CACHE[key] = flags
    if not flags:
        _UNFLAGGED.add(key)
    return flags


def config_names(view: ConfigView, context: AnalysisContext) -> KnownNames:
    """What the config set of ``view`` makes the ads carry (memoised per view and settings)."""
    key = f"known_attribute_names:{context.settings.attributes}:{context.settings.sample_ads}"
    cached = view.memo.get(key)
    if isinstance(cached, KnownNames):
        return cached
    builder = _Builder()
    builder.add(MACHINE, STARTD_PUBLISHED_KNOBS)
    listing_knobs = list(_DEFAULT_LISTS)
    tags = list(_BUILTIN_RESOURCES)
    transforms: list[str] = []
    daemon_lists: list[str] = []
    submit_lists = ["SUBMIT_ATTRS", "SUBMIT_EXPRS", "SYSTEM_SUBMIT_ATTRS"]
    cron_knobs: list[str] = []
    rounded: list[str] = list(_ROUNDED_BY_DEFAULT)
    items = view.configset.table.items  # never changes once the set is read
    # only the few flagged names are looked at: a loop that allocates per knob of a 10,000-line
    # set costs more in garbage collection than in work
    for name_key in _flagged(items.keys()):
        definition = items[name_key]
        flags = _flags(name_key)
        if not definition.value.strip():
            continue
        name = definition.name
        if flags & _SCRIPT and not builder.open[MACHINE]:
            builder.open[MACHINE] = f"{name} makes a script publish slot attributes"
        if flags & (_LISTS | _CHILDREN):
            listing_knobs.append(name)
        if flags & _RESOURCE_QUANTITY:
            tags.append(_RESOURCE.match(name).group(2))  # type: ignore[union-attr]
        if flags & _TRANSFORM and "\n" in definition.value:
            transforms += [a or b for a, b in _TRANSFORM_WRITE.findall(definition.value)]
        if flags & _DAEMON_LISTS:
            daemon_lists.append(name)
        if flags & _SUBMIT_LISTS:
            submit_lists.append(name)
        if flags & _CRON:
            cron_knobs.append(name)
        if flags & _ROUNDED:
            rounded.append(name[len(_ROUND_PREFIX):])
    builder.add(JOB, [f"{attr}_RAW" for attr in dict.fromkeys(rounded)])
    tags += _words(_value(view, "MACHINE_RESOURCE_NAMES"))
    for tag in tags:
        builder.resource(tag)
    for listing in dict.fromkeys(listing_knobs):
        names = _words(_value(view, listing))
        if listing.upper().endswith(_CHILD_LISTS):
            names = ["Child" + n for n in names]
        builder.add(MACHINE, names)
        if re.search(r"STARTD_JOB_(ATTRS|EXPRS)$", listing, re.IGNORECASE):
            builder.add(JOB, names)  # copied from the job, so the job has them
    for listing in dict.fromkeys(submit_lists):
        builder.add(JOB, _words(_value(view, listing)))
    for listing in daemon_lists:
        builder.add(OTHER, _words(_value(view, listing)))
    if cron_knobs:
        _cron_jobs(view, builder, cron_knobs)
    builder.add(JOB, extended_submit_commands(_value(view, "EXTENDED_SUBMIT_COMMANDS")))
    builder.add(JOB, transforms[:MAX_LISTED])
    builder.context(context)
    known = builder.build()
    view.memo[key] = known
    return known


def _cron_jobs(view: ConfigView, builder: _Builder, knobs: list[str]) -> None:
    """What the startd's cron and benchmark jobs publish: the jobs are those a job list names
    and those given a program (a fragment may hold a job whose list is elsewhere)."""
    if _value(view, "STARTD_CRON_NAME"):
        builder.open[MACHINE] = builder.open[MACHINE] or "STARTD_CRON_NAME renames the startd's cron jobs"
        return
    for manager, builtin in _CRON_MANAGERS:
        jobs = {word.upper(): word for word in _words(_value(view, f"{manager}_JOBLIST"))}
        for knob in knobs:
            match = _CRON_KNOB.match(knob)
            if match and match.group(1).upper() == manager and match.group(3).upper() == "EXECUTABLE":
                jobs.setdefault(match.group(2).upper(), match.group(2))
        for upper, job in jobs.items():
            if upper in builtin:
                continue
            prefix = (_value(view, f"{manager}_{job}_PREFIX") or "").strip()
            if not prefix and not builder.open[MACHINE]:
                builder.open[MACHINE] = (f"the cron job {job} publishes whatever its script prints "
                                         f"({manager}_{job}_PREFIX is not set)")
            if prefix:
                builder.prefixes[MACHINE].append(prefix.lower())
                builder.add(MACHINE, (prefix + "LastUpdate",))
            for metric in _METRIC.findall(_value(view, f"{manager}_{job}_METRICS") or "")[:MAX_LISTED]:
                builder.add(MACHINE, [form.replace("<>", metric) for form in _METRIC_NAMES])


def _value(view: ConfigView, name: str) -> str | None:
    definition = view.configset.definition(name)
    if definition is None or not definition.value.strip() or expansion_too_big(view, definition.value):
        return None
    try:
        return view.configset.value(name)
    except Exception:  # an expansion problem is reported by its own rule
        return None


#: a line of ``EXTENDED_SUBMIT_COMMANDS``: ``name = type`` (a ClassAd in the old syntax)
_EXTENDED_COMMAND = re.compile(r"^[ \t]*([A-Za-z_][A-Za-z0-9_]*)[ \t]*=[ \t]*(\S*)", re.MULTILINE)


def extended_submit_commands(value: str | None) -> list[str]:
    """The submit commands ``EXTENDED_SUBMIT_COMMANDS`` adds: condor_submit sets the job attribute
    of the same name (``error`` disables a command and ``undefined`` drops it: neither sets one)."""
    return [name for name, kind in _EXTENDED_COMMAND.findall(value or "")[:MAX_LISTED]
            if kind.lower() not in ("error", "undefined")]


def context_names(context: AnalysisContext) -> KnownNames:
    """The names of the sample ads and the settings alone (for a document without a
    configuration, such as a transform rules file with no ``configRoot``)."""
    key = f"known_attribute_names:{context.settings.attributes}:{context.settings.sample_ads}"
    cached = context.memo.get(key)
    if isinstance(cached, KnownNames):
        return cached
    builder = _Builder()
    builder.context_alone(context)
    known = context.memo[key] = builder.build()
    return known


#: ``SET``/``DEFAULT``/``EVALSET``/``COPY``/``RENAME`` lines of a job transform name the attribute
#: they write
_TRANSFORM_WRITE = re.compile(r"^\s*(?:SET|DEFAULT|EVALSET|EVALMACRO)\s+([A-Za-z_]\w*)"
                              r"|^\s*(?:COPY|RENAME)\s+\S+\s+([A-Za-z_]\w*)", re.IGNORECASE | re.MULTILINE)


# ---------------------------------------------------------------------------- submit files
_REQUEST = re.compile(r"^(request|require)_([A-Za-z_][A-Za-z0-9_]*)$", re.IGNORECASE)
#: a line that may be a ``use`` statement (the syntax tree is asked only when one may be there)
_USE_LINE = re.compile(rb"(?im)^[ \t]*use[ \t]")


def submit_names(document: Document, context: AnalysisContext) -> KnownNames:
    """What a submit file makes its job carry: the attributes it names, and every attribute of
    proc 0's ad as condor_submit makes it (those condor_submit adds itself, the access point's
    ``SUBMIT_ATTRS`` ...). Memoised per reading, settings and job-ad result."""
    from .submit_job import job_ads_of

    submit = read_submit(document)
    settings = context.settings
    key = (f"known_attribute_names:{settings.attributes}:{settings.sample_ads}:{settings.config_root}:"
           f"{settings.submit_version}")
    result = job_ads_of(document, context)
    cached = submit.memo.get(key)
    if isinstance(cached, tuple) and cached[0] is result and isinstance(cached[1], KnownNames):
        return cached[1]
    builder = _Builder()
    builder.add(JOB, job_attributes_set(submit))
    proc = result.first() if result is not None else None
    if proc is not None:
        builder.add(JOB, proc.ad.names())
    for tag in _BUILTIN_RESOURCES:
        builder.resource(tag)
    for assignment in submit.assignments:
        if assignment.kind is not Kind.COMMAND:
            continue
        match = _REQUEST.match(assignment.name)
        if match and commands.command(assignment.name) is None:
            builder.resource(match.group(2))
    if submit.includes or (_USE_LINE.search(document.source)
                           and any(child.type == "use" for child in document.tree.root_node.named_children)):
        builder.open[JOB] = "an included file or template may set job attributes"
    builder.context(context)
    known = builder.build()
    submit.memo[key] = (result, known)
    return known


def job_attributes_set(submit: SubmitFile) -> list[str]:
    """Job attributes a submit file sets: ``+Attr``, ``MY.Attr`` and commands that set one."""
    out: list[str] = []
    for assignment in submit.assignments:
        if assignment.kind is Kind.ATTRIBUTE:
            out.append(assignment.name)
        elif assignment.kind is Kind.COMMAND:
            found = commands.command(assignment.name)
            if found is not None and found.attribute:
                out.append(found.attribute)
    return out


__all__ = ["KnownNames", "naming_convention_variant", "same_letters", "config_names", "context_names", "extended_submit_commands", "submit_names",
           "job_attributes_set", "MACHINE", "JOB", "OTHER", "SIDES", "BUCKETS", "DAEMON_SUBSYSTEMS"]
