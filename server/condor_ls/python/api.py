"""The parts of the htcondor bindings' API whose string arguments hold HTCondor languages.

Names, parameter names and positions follow the ``htcondor2``/``classad2`` modules (checked
against the installed wheel by the tests) and the retired version-1 ``htcondor``/``classad``
modules (their parameter names, from HTCondor's source before their removal; ``requirements``
and ``attr_list`` are the older keyword spellings). Only what matters here is listed: which
argument is a constraint, a projection, a submit description, an ad, and on which side of the
match each expression is evaluated.
"""
from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from functools import lru_cache


class Role(str, Enum):
    """What an argument's string holds."""

    EXPR = "expression"           # a ClassAd expression
    JOB_SPEC = "job_spec"         # job ids ("12", "12.0") or a constraint on jobs
    SINCE = "since"               # a job id or an expression saying where a history scan stops
    PROJECTION = "projection"     # a list of attribute names
    ATTR = "attribute"            # one attribute name
    EDIT_VALUE = "edit_value"     # the new value (an expression) of the attribute being edited
    AD = "ad"                     # the text of one ClassAd
    ADS = "ads"                   # the text of one or more ClassAds
    SUBMIT = "submit"             # a submit description: a dict of commands or submit-file text
    QUEUE = "queue"               # the arguments of a queue statement
    ITEMDATA = "itemdata"         # the items a submit queues (dicts: their keys are macros)
    AD_TYPE = "ad_type"           # the kind of daemon ad a collector query asks for
    DAEMON_TYPE = "daemon_type"   # the kind of daemon a collector lookup asks for


#: which ad an expression is evaluated in: the job ad, the slot (machine) ad, or some other
#: ad (``None``: a daemon ad, or not known)
JOB = "job"
MACHINE = "machine"
#: the side is the one the call's ad_type / daemon_type argument names
FROM_TYPE = "from_type"


@dataclass(frozen=True)
class Param:
    name: str
    position: int | None
    role: Role
    side: str | None = None
    aliases: tuple[str, ...] = ()


@dataclass(frozen=True)
class Returns:
    """What a call gives back: ``ads`` (a list of ads), ``ad`` (one), or an instance kind."""

    kind: str
    side: str | None = None
    #: the parameter holding a projection the returned ads are limited to
    projection: str | None = None


@dataclass(frozen=True)
class Signature:
    params: tuple[Param, ...] = ()
    returns: Returns | None = None
    #: role of keyword arguments not named in ``params`` (``Submit(executable=...)``)
    kwargs: Role | None = None

    def param(self, keyword: str) -> Param | None:
        return _by_keyword(self).get(keyword)

    def positional(self, index: int) -> Param | None:
        return _by_position(self).get(index)


@lru_cache(maxsize=None)
def _by_keyword(signature: Signature) -> dict[str, Param]:
    out: dict[str, Param] = {}
    for p in signature.params:
        for name in (p.name, *p.aliases):
            out.setdefault(name, p)
    return out


@lru_cache(maxsize=None)
def _by_position(signature: Signature) -> dict[int, Param]:
    return {p.position: p for p in signature.params if p.position is not None}


def _query(side: str | None, constraint_aliases: tuple[str, ...] = ()) -> Signature:
    return Signature(
        (Param("constraint", 0, Role.EXPR, side, constraint_aliases),
         Param("projection", 1, Role.PROJECTION, side, ("attr_list",))),
        Returns("ads", side, "projection"),
    )


def _history(side: str) -> Signature:
    return Signature(
        (Param("constraint", 0, Role.EXPR, side, ("requirements",)),
         Param("projection", 1, Role.PROJECTION, side),
         Param("since", 3, Role.SINCE, side)),
        Returns("ads", side, "projection"),
    )


_JOB_SPEC = Signature((Param("job_spec", 0, Role.JOB_SPEC, JOB),))

#: module (``htcondor`` or ``classad``, whatever the import's name) -> member -> what it is
#: ("class:<Kind>", "function", "enum", "module:<name>")
MODULE_MEMBERS: dict[str, dict[str, str]] = {
    "htcondor": {
        "Schedd": "class:Schedd", "Collector": "class:Collector", "Startd": "class:Startd",
        "Submit": "class:Submit", "AdTypes": "enum:AdType", "AdType": "enum:AdType",
        "DaemonTypes": "enum:DaemonType", "DaemonType": "enum:DaemonType", "classad": "module:classad",
    },
    "classad": {
        "ClassAd": "class:ClassAd", "ExprTree": "class:ExprTree", "parseAds": "function",
        "parseOne": "function", "parseNext": "function", "parse": "function", "parseOld": "function",
        "parseOldAds": "function", "register": "function",
    },
}

#: module name as imported -> which of the two APIs it is
MODULE_KIND: dict[str, str] = {"htcondor2": "htcondor", "htcondor": "htcondor", "classad2": "classad",
                               "classad": "classad"}

#: what calling a class gives, and the string arguments of its constructor
CONSTRUCTORS: dict[str, Signature] = {
    "Schedd": Signature(returns=Returns("Schedd")),
    "Collector": Signature(returns=Returns("Collector")),
    "Startd": Signature(returns=Returns("Startd")),
    "Submit": Signature((Param("input", 0, Role.SUBMIT), Param("queue", 1, Role.QUEUE)), Returns("Submit"),
                        kwargs=Role.SUBMIT),
    "ClassAd": Signature((Param("input", 0, Role.AD),), Returns("ClassAd")),
    "ExprTree": Signature((Param("expr", 0, Role.EXPR),), Returns("ExprTree")),
}

#: module-level functions of the classad API
FUNCTIONS: dict[str, Signature] = {
    "parseAds": Signature((Param("input", 0, Role.ADS),), Returns("ads")),
    "parseOldAds": Signature((Param("input", 0, Role.ADS),), Returns("ads")),
    "parseOne": Signature((Param("input", 0, Role.ADS),), Returns("ad")),
    "parseNext": Signature((Param("input", 0, Role.ADS),), Returns("ad")),
    "parse": Signature((Param("input", 0, Role.AD),), Returns("ad")),
    "parseOld": Signature((Param("input", 0, Role.AD),), Returns("ad")),
}

#: instance kind -> method -> signature
METHODS: dict[str, dict[str, Signature]] = {
    "Schedd": {
        "query": _query(JOB),
        "xquery": _query(JOB, ("requirements",)),
        "history": _history(JOB),
        "jobEpochHistory": _history(JOB),
        "daemonHistory": _query(None),
        "get_claims": _query(None),
        "queryUserAds": _query(None),
        "queryProjectAds": _query(None),
        "act": Signature((Param("job_spec", 1, Role.JOB_SPEC, JOB),)),
        "edit": Signature((Param("job_spec", 0, Role.JOB_SPEC, JOB), Param("attr", 1, Role.ATTR, JOB),
                           Param("value", 2, Role.EDIT_VALUE, JOB))),
        "retrieve": _JOB_SPEC,
        "export_jobs": _JOB_SPEC,
        "unexport_jobs": _JOB_SPEC,
        "submit": Signature((Param("description", 0, Role.SUBMIT), Param("itemdata", 3, Role.ITEMDATA),
                             Param("queue", 4, Role.QUEUE))),
    },
    "Collector": {
        "query": Signature(
            (Param("ad_type", 0, Role.AD_TYPE), Param("constraint", 1, Role.EXPR, FROM_TYPE),
             Param("projection", 2, Role.PROJECTION, FROM_TYPE)),
            Returns("ads", FROM_TYPE, "projection")),
        "directQuery": Signature(
            (Param("daemon_type", 0, Role.DAEMON_TYPE), Param("projection", 2, Role.PROJECTION, FROM_TYPE)),
            Returns("ad", FROM_TYPE, "projection")),
        "locate": Signature((Param("daemon_type", 0, Role.DAEMON_TYPE),), Returns("ad", FROM_TYPE)),
        "locateAll": Signature((Param("daemon_type", 0, Role.DAEMON_TYPE),), Returns("ads", FROM_TYPE)),
    },
    "Startd": {
        "history": _history(JOB),
        "drainJobs": Signature((Param("check_expr", 2, Role.EXPR, MACHINE),
                                Param("start_expr", 3, Role.EXPR, MACHINE))),
    },
    "Submit": {
        "setQArgs": Signature((Param("args", 0, Role.QUEUE),)),
        "itemdata": Signature((Param("qargs", 0, Role.QUEUE),)),
        "jobs": Signature((Param("itemdata", 1, Role.ITEMDATA),)),
        "procs": Signature((Param("itemdata", 1, Role.ITEMDATA),)),
        "update": Signature((Param("other", 0, Role.SUBMIT),), kwargs=Role.SUBMIT),
    },
}

#: methods of an ad that take an attribute name
AD_LOOKUPS = frozenset({"get", "eval", "lookup", "setdefault", "pop"})

#: enum members naming the ads of slots (startd ads), whose attributes are the machine's
MACHINE_TYPES = frozenset({"Startd", "Slot", "StartdPrivate", "StartDaemon"})


def side_of_type(member: str | None) -> str | None:
    """The side of ``AdTypes.<member>`` / ``DaemonTypes.<member>``: slot ads are the machine's;
    other daemon ads (and an unknown type) are none of ours."""
    return MACHINE if member in MACHINE_TYPES else None


__all__ = ["Role", "Param", "Returns", "Signature", "MODULE_MEMBERS", "MODULE_KIND", "CONSTRUCTORS",
           "FUNCTIONS", "METHODS", "AD_LOOKUPS", "MACHINE_TYPES", "side_of_type", "JOB", "MACHINE", "FROM_TYPE"]
