"""The charting library the pages inline: package data refreshed by tools/vendor_echarts.py.

Read once per process, only when a page is written (1.1 MB that no other command needs).
"""
from __future__ import annotations

import json
from functools import lru_cache
from importlib import resources

__all__ = ["library"]


@lru_cache(maxsize=1)
def library() -> tuple[str, dict[str, str]]:
    """(the library's script text, its VENDOR.json record: name, version, license ...)."""
    data = resources.files(__package__) / "data"
    meta = json.loads((data / "VENDOR.json").read_text(encoding="utf-8"))
    script = (data / meta["script"]).read_text(encoding="utf-8")
    return script, meta
