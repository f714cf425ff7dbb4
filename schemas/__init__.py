"""Machine-readable HTCondor knowledge (JSON), installed as the package ``condor_ls.schemas``.

Use :func:`load` rather than ``importlib.resources``: this package is mapped from the
repository's top-level ``schemas/`` directory, and editable installs do not expose such a
mapping as a resource directory, while ``__file__`` works in every kind of install.
"""
from __future__ import annotations

import json
from functools import cache
from pathlib import Path
from typing import Any

DIRECTORY = Path(__file__).resolve().parent


def path(name: str) -> Path:
    """The path of schema file ``name`` (e.g. ``"knobs.json"``, ``"attributes/job.json"``)."""
    return DIRECTORY / name


def text(name: str) -> str | None:
    """The text of schema file ``name``, or None when it is absent or unreadable."""
    try:
        return path(name).read_text(encoding="utf-8")
    except OSError:
        return None


@cache
def load(name: str) -> Any:
    """The parsed JSON of schema file ``name``; raises FileNotFoundError if it is absent."""
    with open(path(name), encoding="utf-8") as handle:
        return json.load(handle)
