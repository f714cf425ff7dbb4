"""condor_submit's rules: a submit description turned into the job ads condor_submit makes.

Public API (stable; see docs/submit.md): :func:`build_job_ads`, :class:`SubmitOptions`,
:class:`DagVar`, :class:`Limits`, :func:`config_lookup`, :func:`config_paths`, and the result protocols
:class:`JobAds`, :class:`QueueStatement`, :class:`ProcAd`, :class:`Problem`, :class:`Source`.
"""
from .api import (
    VERSIONS,
    ConfigLookup,
    DagVar,
    FileAccess,
    JobAds,
    Limits,
    Problem,
    ProcAd,
    QueueStatement,
    Source,
    SubmitOptions,
    Version,
    build_job_ads,
    config_lookup,
    config_paths,
    default_user,
)

__all__ = [
    "VERSIONS", "ConfigLookup", "DagVar", "FileAccess", "JobAds", "Limits", "Problem", "ProcAd",
    "QueueStatement", "Source", "SubmitOptions", "Version", "build_job_ads", "config_lookup", "config_paths", "default_user",
]
