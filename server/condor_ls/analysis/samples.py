"""The sample machine and job ads expressions are evaluated against in hover.

The user may name ad files in ``sampleAds.machine`` / ``sampleAds.job``; otherwise (or when the
file cannot be read or parsed) the bundled examples in ``data/`` are used: an idle, unclaimed
desktop slot and an idle vanilla-universe job. Parsed ads are cached by text; callers get a
fresh copy they may modify.
"""
from __future__ import annotations

import threading
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from ..classad.ad import ClassAd
from ..classad.parser import parse_ad
from .context import AnalysisContext

DATA = Path(__file__).parent / "data"
#: bundled file per ad kind
BUNDLED = {"machine": DATA / "machine.ad", "job": DATA / "job.ad"}

_lock = threading.Lock()


@dataclass(frozen=True)
class SampleAd:
    """A sample ad and where it came from (a path, or ``bundled``)."""

    ad: ClassAd
    source: str


@lru_cache(maxsize=16)
def _parse(text: str) -> ClassAd | None:
    try:
        return parse_ad(text)
    except Exception:  # a broken user file falls back to the bundled ad
        return None


@lru_cache(maxsize=2)
def _bundled_text(kind: str) -> str:
    try:
        return BUNDLED[kind].read_text(encoding="utf-8")
    except OSError:
        return ""


def copy_ad(ad: ClassAd) -> ClassAd:
    """A shallow copy (expressions are immutable, so sharing them is safe)."""
    return ClassAd(ad.items())


def sample_ad(kind: str, context: AnalysisContext | None = None) -> SampleAd:
    """The ``machine`` or ``job`` sample ad: the user's file if set and readable, else bundled."""
    settings = context.settings if context is not None else None
    path = ""
    if settings is not None:
        path = settings.sample_ads.machine if kind == "machine" else settings.sample_ads.job
    if path and context is not None:
        text = context.read_text(path)
        if text is not None:
            with _lock:
                parsed = _parse(text)
            if parsed is not None:
                return SampleAd(copy_ad(parsed), path)
    with _lock:
        parsed = _parse(_bundled_text(kind))
    return SampleAd(copy_ad(parsed) if parsed is not None else ClassAd(), "bundled")
