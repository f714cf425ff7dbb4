"""Applying a configuration's transforms (or rules files) to job ads, the way the daemons do.

* :func:`schedd` - ``JOB_TRANSFORM_NAMES`` in order, each gated by its ``REQUIREMENTS``,
  evaluated on the ad as the transforms before it left it (the schedd transforms the job in
  place and checks each transform's requirements just before applying it; the manual's
  "untransformed ad" is the ad before *that* transform). A failing transform stops everything:
  the schedd rejects the job.
* :func:`rules` - rules files in order, like ``condor_transform_ads``; a ``TRANSFORM`` with
  arguments in the last one makes one output ad per iteration.
* :func:`router` - the job router: the pre-route transforms, the first route (in
  ``JOB_ROUTER_ROUTE_NAMES`` order) whose ``REQUIREMENTS`` match, then the post-route transforms.

All of them share one set of temporary variables per job, as HTCondor does.
"""
from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field

from ..classad.ad import ClassAd
from ..classad.evaluator import evaluate
from ..classad.parser import ClassAdSyntaxError
from ..config.configset import ConfigSet
from ..config.text import SourceText
from . import sources
from .engine import Change, Flavor, Level, MacroSet, Message, Outcome, Run, iterations, parse_old
from .reader import Transform
from .sources import Role, Site


@dataclass
class Step:
    """One transform considered for a job."""

    name: str
    role: str
    outcome: Outcome | None = None
    #: why it was not applied at all (not defined, old form ...), None when it ran or was skipped
    #: by its REQUIREMENTS
    note: str | None = None


@dataclass
class JobResult:
    """What happened to one job ad."""

    ad: ClassAd
    steps: list[Step] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)
    #: the iteration variables of this output (iterating rules files)
    variables: dict[str, str] = field(default_factory=dict)

    @property
    def applied(self) -> list[str]:
        return [s.name for s in self.steps if s.outcome is not None and s.outcome.matched and not s.outcome.failed]

    @property
    def failed(self) -> Step | None:
        return next((s for s in self.steps if s.outcome is not None and s.outcome.failed), None)

    def changes(self) -> list[tuple[str, Change]]:
        return [(s.name, c) for s in self.steps if s.outcome is not None for c in s.outcome.changes]

    def messages(self) -> list[tuple[str, Message]]:
        return [(s.name, m) for s in self.steps if s.outcome is not None for m in s.outcome.messages]


def copy_ad(ad: ClassAd) -> ClassAd:
    return ClassAd(ad.items())


def _apply_site(run: Run, site: Site, ad: ClassAd, result: JobResult, *, check: bool = True) -> bool:
    """Apply one configured transform; False when it failed (the daemon stops there)."""
    step = Step(site.name, site.role.value)
    result.steps.append(step)
    if site.definition is None:
        step.note = f"{site.knob} is not defined"
        return True
    if not site.definition.value.strip():
        step.note = f"{site.knob} is empty"
        return True
    if site.old_form:
        step.note = f"{site.knob} is in the New-ClassAd form, which is no longer read"
        return True
    transform = site.read()
    assert transform is not None
    if _bad_requirements(transform):
        step.note = f"the REQUIREMENTS of {site.knob} do not parse, so the transform is not loaded"
        return True
    step.outcome = run.apply(transform, ad, check_requirements=check)
    return not step.outcome.failed


def _bad_requirements(transform: Transform) -> bool:
    text = transform.requirements_text
    if text is None or not text.strip():
        return False
    try:
        parse_old(text)
    except ClassAdSyntaxError:
        return True
    return False


def schedd(config: ConfigSet, ads: Iterable[ClassAd], *, now: float | None = None) -> list[JobResult]:
    """The schedd's job transforms applied to each ad (each ad is copied first)."""
    listed = sources.schedd_sites(config)
    out: list[JobResult] = []
    for original in ads:
        ad = copy_ad(original)
        result = JobResult(ad)
        run = Run(config, MacroSet(Flavor.BASIC), now=now)
        for site in listed:
            if not _apply_site(run, site, ad, result):
                result.notes.append(f"transform {site.name} failed: the schedd rejects the job")
                break
        if not listed:
            result.notes.append("JOB_TRANSFORM_NAMES lists no transforms")
        out.append(result)
    return out


def router(config: ConfigSet, ads: Iterable[ClassAd], *, now: float | None = None) -> list[JobResult]:
    """The job router's transforms for each ad: pre-route, the matching route, post-route."""
    pre = sources.sites(config, Role.PRE_ROUTE)
    routes = sources.sites(config, Role.ROUTE)
    post = sources.sites(config, Role.POST_ROUTE)
    constraint_text = (config.value("JOB_ROUTER_SOURCE_JOB_CONSTRAINT") or "").strip()
    out: list[JobResult] = []
    for original in ads:
        ad = copy_ad(original)
        result = JobResult(ad)
        out.append(result)
        if constraint_text and not _true(constraint_text, original, now):
            result.notes.append("the job does not match JOB_ROUTER_SOURCE_JOB_CONSTRAINT: it is not routed")
            continue
        run = Run(config, MacroSet(Flavor.BASIC), now=now)
        chosen = None
        for site in routes:
            transform = site.read()
            if transform is None or _bad_requirements(transform):
                continue
            if transform.requirements is None and not constraint_text:
                continue  # the router refuses such a route
            if run.matches(transform, original):
                chosen = site
                break
        if chosen is None:
            result.notes.append("no route matches the job")
            continue
        ok = True
        for site in pre:
            if not _apply_site(run, site, ad, result):
                ok = False
                break
        if ok:
            ok = _apply_site(run, chosen, ad, result, check=False)
        if ok:
            for site in post:
                if not _apply_site(run, site, ad, result):
                    ok = False
                    break
        if not ok:
            result.notes.append("a transform failed: the job router does not route the job")
    return out


def _true(text: str, ad: ClassAd, now: float | None) -> bool:
    try:
        value = evaluate(parse_old(text), ad, now=now)
    except ClassAdSyntaxError:
        return False
    return value is True or (isinstance(value, (int, float)) and not isinstance(value, bool) and value != 0)


def rules(transforms: list[Transform], ads: Iterable[ClassAd], config: ConfigSet | None = None, *,
          arguments: dict[str, str] | None = None, base_dir: str | None = None,
          now: float | None = None) -> list[JobResult]:
    """Rules files applied like ``condor_transform_ads``: one result per input ad, or per
    iteration when the last file has an iterating ``TRANSFORM``."""
    out: list[JobResult] = []
    iterating = bool(transforms) and transforms[-1].iterate is not None
    flavor = Flavor.ITERATING if iterating else Flavor.BASIC
    for original in ads:
        base = MacroSet(flavor, arguments)
        probe = Run(config, base.copy(), now=now)
        passes, notes = iterations(transforms[-1], probe, base_dir) if iterating else ([None], [])
        macros = base.copy()
        for number, iteration in enumerate(passes):
            ad = copy_ad(original)
            result = JobResult(ad, notes=list(notes) if number == 0 else [])
            if iteration is not None:
                if iteration.step == 0:
                    macros = base.copy()  # a new row starts from the variables as they were
                for name, value in iteration.variables.items():
                    macros.set(name, SourceText(value), None)
                for name, value in (("Step", iteration.step), ("Row", iteration.row), ("ItemIndex", iteration.row),
                                    ("XFormId", iteration.proc)):
                    macros.set_default(name, str(value))
                macros.set_default("Iterating", "1")
                result.variables = {**iteration.variables, "Row": str(iteration.row), "Step": str(iteration.step)}
            run = Run(config, macros, now=now)
            for transform in transforms:
                step = Step(transform.name, "rules")
                result.steps.append(step)
                if _bad_requirements(transform):
                    step.note = "the REQUIREMENTS do not parse"
                    continue
                step.outcome = run.apply(transform, ad)
            out.append(result)
        if not passes:
            out.append(JobResult(copy_ad(original), notes=notes + ["the TRANSFORM statement produces no items"]))
    return out


__all__ = ["JobResult", "Step", "schedd", "router", "rules", "Level"]
