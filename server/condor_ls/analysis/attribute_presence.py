"""Whether an attribute may be missing from the ad an expression looks it up in.

A comparison such as ``Attr != True`` is undefined, not true, when ``Attr`` is not in the ad, so
it matters which attributes every ad of a kind carries. Only two kinds of names are taken to be
possibly missing, so that nothing HTCondor always publishes is ever reported:

* names HTCondor does not know at all (a site's slot attribute, a job's ``+Attr``) that neither
  the configuration publishes (``STARTD_ATTRS``, ``SUBMIT_ATTRS``, cron prefixes ...), nor the
  submit file sets, nor the sample ads or the settings declare (:mod:`.attribute_names`);
* job attributes that condor_submit writes only when their command is used (the job schema's
  ``set_by``), unless every job carries them (:data:`EVERY_JOB`).

HTCondor's machine attributes count as present: which of them a slot publishes depends on the
machine, and a false alarm on a correct policy costs more than a missed one.
"""
from __future__ import annotations

from ..classad import attributes
from .attribute_names import JOB, MACHINE, KnownNames

#: what every job ad holds once it is queued: condor_submit's attributes for a bare
#: ``executable = ...`` / ``queue`` (htcondor 24.0's ``Submit.jobs``; the tests compare this with
#: the library) and those the schedd sets when it queues the job (qmgmt.cpp)
EVERY_JOB = frozenset(name.lower() for name in (
    "Arguments", "ClusterId", "Cmd", "CommittedSlotTime", "CommittedSuspensionTime", "CommittedTime",
    "CondorPlatform", "CondorVersion", "CumulativeRemoteSysCpu", "CumulativeRemoteUserCpu", "CumulativeSlotTime",
    "CumulativeSuspensionTime", "CurrentHosts", "DiskUsage", "EnteredCurrentStatus", "Environment", "Err",
    "ExecutableSize", "ExitBySignal", "ExitStatus", "FileSystemDomain", "ImageSize", "In", "Iwd",
    "JobLeaseDuration", "JobNotification", "JobPrio", "JobStatus", "JobSubmitMethod", "JobUniverse",
    "LastSuspensionTime", "LeaveJobInQueue", "MaxHosts", "MinHosts", "MyType", "NumCkpts", "NumJobCompletions",
    "NumJobStarts", "NumRestarts", "NumSystemHolds", "Out", "Owner", "ProcId", "QDate", "Rank", "RemoteSysCpu",
    "RemoteUserCpu", "RemoteWallClockTime", "RequestCpus", "RequestDisk", "RequestMemory", "Requirements",
    "ShouldTransferFiles", "TargetType", "TotalSuspensions", "TransferErr", "TransferIn", "TransferInputSizeMB",
    "TransferOut", "WhenToTransferOutput",
    # set by the schedd when the job is queued
    "User", "GlobalJobId", "OnExitHold", "OnExitRemove", "PeriodicHold", "PeriodicRelease", "PeriodicRemove",
))


def maybe_missing(name: str, sides: tuple[str, ...], known: KnownNames) -> bool:
    """Whether ``name``, looked up in ``sides`` in order, may be missing from all of them (see
    the module docstring): False as soon as one side is sure to carry it."""
    if not sides or known.unknowable(sides):
        return False
    for side in sides:
        if not _may_lack(name, side, known):
            return False
    return True


def _may_lack(name: str, side: str, known: KnownNames) -> bool:
    if known.declares(name, side):
        return False
    if side == JOB:
        if name.lower() in EVERY_JOB:
            return False
        found = attributes.attribute(name, JOB)
        if found is not None:
            return bool(found.set_by)  # written only when its submit command is used
        if attributes.attribute(name, MACHINE) is not None:
            return True  # a slot attribute: jobs do not carry it
    elif side == MACHINE:
        if attributes.attribute(name, MACHINE) is not None:
            return False
        if attributes.attribute(name, JOB) is not None:
            return True  # a job attribute: slots do not carry it
    # HTCondor's names of other ads, their families and what any ad in play declares count as
    # present: only names nothing knows are missing
    return not known.knows(name)


__all__ = ["EVERY_JOB", "maybe_missing"]
