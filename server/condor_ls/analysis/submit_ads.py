"""The job ads of the submit file being analysed, made once per analysis by the job-ad model
(:mod:`condor_ls.submit.jobads`) and shared by every feature that needs them (submit-time
diagnostics, and the hover, code lens and policy features built on them).

The file is submitted, as its user would, from its own directory, with the configuration named
by the ``configRoot`` setting (else HTCondor's built-in defaults: the configuration of the
machine the editor runs on is not the access point's) and the HTCondor version of the
``submit.htcondorVersion`` setting. Submit descriptions embedded in Python scripts are not
modelled here: the bindings read them differently from condor_submit.
"""
from __future__ import annotations

import os
from functools import lru_cache

from ..submit.jobads import JobAds, SubmitOptions, build_job_ads, config_lookup, config_paths
from ..submit.jobads.fileaccess import RealFiles
from ..syntax.document import Document
from .context import AnalysisContext, uri_to_path

__all__ = ["job_ads", "is_submit_file"]

_MEMO_KEY = "submit.jobads"


def is_submit_file(document: Document) -> bool:
    """A real submit file (not a description assembled from a Python script)."""
    return "#condor-ls-" not in document.uri


#: the URI mark of a submit description assembled from a Python script's ``Submit(...)``
SCRIPT_SUBMIT = "#condor-ls-submit-"


def has_job_ads(document: Document) -> bool:
    """A submit file, or a submit description a Python script hands the bindings (which make
    its job ads as condor_submit does, run from the script's directory); not the document of
    a script's loose expressions."""
    return is_submit_file(document) or SCRIPT_SUBMIT in document.uri


def job_ads(document: Document, context: AnalysisContext) -> JobAds | None:
    """The job ads condor_submit would make from ``document`` (None for text that is no submit
    description: see :func:`has_job_ads`).
    Procs are built when asked for; the files the result was made from are recorded as the
    analysis's dependencies by :func:`record_dependencies`."""
    if not has_job_ads(document):
        return None
    cached = context.memo.get(_MEMO_KEY)
    if isinstance(cached, tuple) and cached[0] == document.uri:
        return cached[1]
    path = uri_to_path(document.uri)
    cwd = os.path.dirname(path) if os.path.isabs(path) else os.getcwd()
    settings = context.settings
    version = settings.submit_version if settings.submit_version in ("25", "24.0") else "25"
    environ = {k: v for k, v in os.environ.items() if k.upper() != "CONDOR_CONFIG" and not k.upper().startswith("_CONDOR_")}
    config = config_lookup(settings.config_root or None, version=version, environ=environ, cwd=cwd,
                           open_buffer=_open_buffers(context))
    for read in config_paths(config):  # an edit to the configuration re-analyses the file
        context.depend_on(read)
    files = None if os.path.isdir(cwd) else _unsaved_directory(cwd)
    options = SubmitOptions(version=version, submit_file=os.path.basename(path), cwd=cwd, config=config,
                            environ=environ, files=files)
    result = build_job_ads(document.text, path, options)
    context.memo[_MEMO_KEY] = (document.uri, result)
    return result


def _open_buffers(context: AnalysisContext):  # type: ignore[no-untyped-def]
    """The configuration's files as the editor has them: an open buffer's text, stamped with
    its version (and its text's hash: a buffer closed and opened again restarts its versions)."""

    def open_buffer(path: str) -> tuple[object, str] | None:
        document = context.open_document(path)
        return None if document is None else ((document.version, hash(document.text)), document.text)

    return open_buffer


class _UnsavedDirectory(RealFiles):
    """The real file system, plus the (missing) directory of a file that exists only in the
    editor, seen as an empty directory: its ads are those it would get once saved there."""

    def __init__(self, directory: str) -> None:
        self.directory = os.path.normpath(directory)

    def _here(self, path: str) -> bool:
        return os.path.normpath(path) == self.directory

    def stat(self, path: str) -> tuple[bool, int] | None:
        return (True, 0) if self._here(path) else super().stat(path)

    def is_dir(self, path: str) -> bool:
        return True if self._here(path) else super().is_dir(path)

    def list_dir(self, path: str) -> list[str] | None:
        return [] if self._here(path) else super().list_dir(path)


@lru_cache(maxsize=16)
def _unsaved_directory(directory: str) -> _UnsavedDirectory:
    # one object per directory: the model's memo tells file systems apart by identity
    return _UnsavedDirectory(directory)


def record_dependencies(result: JobAds, context: AnalysisContext) -> None:
    """Make the analysis depend on every file the job ads were made from."""
    for path in result.paths_read():
        context.depend_on(path)
