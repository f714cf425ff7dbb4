"""The policy preview of an open config document, for the editor's ``condorLs.previewPolicy``.

The document is read through its config set (as every config feature is); the ads are files
the caller names (relative paths are taken from the document's directory, open buffers win
over the disk; a submit file named for the job gives proc 0's ad as condor_submit makes it) or
the sample ads of the settings. When the config names submit requirements,
the job is also put through them, with the config read as the schedd reads it.
"""
from __future__ import annotations

import os
from dataclasses import dataclass, replace
from typing import Any

from ...classad.ad import ClassAd
from ...classad.parser import parse_ads
from ...syntax.document import Document
from ...syntax.languages import LanguageId
from ..configview.view import config_view
from ...syntax.detect import detect_language
from ..context import AnalysisContext, path_to_uri, uri_to_path
from ..samples import sample_ad
from .preview import preview
from .report import as_json, as_markdown
from .schedd import SubmitReport, names_submit_requirements, submit_report

SCHEDD = "SCHEDD"


class AdFileError(ValueError):
    """An ad file the caller named cannot be read or parsed (the message says which)."""


@dataclass(frozen=True)
class PreviewResult:
    markdown: str
    #: the JSON of ``condor-ls policy --format json`` (None when there is nothing to preview)
    preview: dict[str, Any] | None


def _resolve(document: Document, path: str) -> str:
    path = os.path.expanduser(uri_to_path(path) if path.startswith("file:") else path)
    if os.path.isabs(path):
        return path
    return os.path.join(os.path.dirname(uri_to_path(document.uri)), path)


def read_ad_file(document: Document, context: AnalysisContext, path: str, what: str) -> tuple[ClassAd, str | None]:
    """The first ad of a file and a note when it holds more; raises :class:`AdFileError`. A
    submit description given for the job stands for the job condor_submit would make from it
    (proc 0's ad)."""
    full = _resolve(document, path)
    text = context.read_text(full)
    if text is None:
        raise AdFileError(f"cannot read the {what} ad {full}")
    if what == "job" and detect_language(full, text, None, default=None) is LanguageId.SUBMIT:
        return _submitted_job(full, text, context)
    try:
        ads = parse_ads(text)
    except Exception as err:
        raise AdFileError(f"cannot parse the {what} ad {full}: {err}") from None
    if not ads:
        raise AdFileError(f"the {what} ad file {full} holds no ad")
    note = f"{full} holds {len(ads)} ads: the preview uses the first" if len(ads) > 1 else None
    return ads[0], note


def _submitted_job(path: str, text: str, context: AnalysisContext) -> tuple[ClassAd, str | None]:
    """Proc 0 of a submit file; raises :class:`AdFileError` when condor_submit would make none."""
    from ..submit_job import submit_job

    submit = Document.parse(path_to_uri(path), LanguageId.SUBMIT, text, 0)
    job = submit_job(submit, context)
    if job.proc is None:
        raise AdFileError(f"the submit file {path} gives no job ad: {job.why}")
    return job.ad, f"the job is proc {job.proc.cluster}.{job.proc.proc} of {path}, as condor_submit makes it"


def _schedd_report(document: Document, context: AnalysisContext, job: ClassAd | None,
                   now: float | None) -> SubmitReport | None:
    view = config_view(document, context)
    if not names_submit_requirements(view.configset):
        return None
    if (context.settings.subsystem or "").upper() == SCHEDD:
        configset = view.configset
    else:
        as_schedd = AnalysisContext(settings=replace(context.settings, subsystem=SCHEDD),
                                    open_document=context.open_document, cancelled=context.cancelled)
        configset = config_view(document, as_schedd).configset
        for dependency in as_schedd.dependencies:
            context.depend_on(dependency)
    return submit_report(configset, [job if job is not None else sample_ad("job", context).ad], now=now)


def _ads_words(context: AnalysisContext, machine: str | None, job: str | None) -> str:
    def sample(kind: str) -> str:
        source = sample_ad(kind, context).source
        return f"the sample {kind} ad" + (f" ({source})" if source != "bundled" else " (bundled)")

    return f"Machine ad: {machine or sample('machine')}; job ad: {job or sample('job')}."


def preview_document(document: Document, context: AnalysisContext, *, machine: str | None = None,
                     job: str | None = None, state: str | None = None, activity: str | None = None,
                     now: float | None = None) -> PreviewResult:
    """The whole preview of ``document``'s config set. Raises :class:`AdFileError` for an ad
    file that cannot be used (the server turns it into a readable answer)."""
    if document.language is not LanguageId.CONFIG:
        return PreviewResult("The policy preview works on HTCondor configuration files: open the "
                             "configuration that holds the startd's policy.\n", None)
    notes: list[str] = []
    machine_ad = job_ad = None
    if machine:
        machine_ad, note = read_ad_file(document, context, machine, "machine")
        notes.extend([note] if note else [])
    if job:
        job_ad, note = read_ad_file(document, context, job, "job")
        notes.extend([note] if note else [])
    result = preview(document, context, machine_ad, job_ad, state or None, activity or None, now=now)
    if notes:
        result = replace(result, notes=result.notes + tuple(notes))
    submit = _schedd_report(document, context, job_ad, now)
    name = os.path.basename(uri_to_path(document.uri)) or document.uri
    markdown = as_markdown(result, submit, title=f"Policy preview: {name}", ads=_ads_words(context, machine, job))
    return PreviewResult(markdown, as_json(result, submit))
