"""CHANGELOG.md: every release has a section, whose text is the release's notes.

    python tools/release/changelog.py check [VERSION]   CHANGELOG.md and the extension's have a
                                                        section for VERSION (default: the project's)
    python tools/release/changelog.py notes [VERSION]   print that section of CHANGELOG.md

A section starts with a line ``## VERSION`` (optionally followed by a date) and runs to the next
``## `` line.
"""
from __future__ import annotations

import re
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from version import ROOT, read as read_version  # noqa: E402

FILES = (ROOT / "CHANGELOG.md", ROOT / "vscode-extension" / "CHANGELOG.md")


def section(text: str, version: str) -> str | None:
    """The body of ``## version`` in ``text``, stripped; None when there is no such section."""
    match = re.search(rf"^## +v?{re.escape(version)}(?=[ \t]|$)[^\n]*\n(.*?)(?=^## |\Z)", text, re.M | re.S)
    return match.group(1).strip() if match else None


def main(argv: list[str]) -> int:
    if not argv or argv[0] not in ("check", "notes"):
        print(__doc__, file=sys.stderr)
        return 2
    version = argv[1] if len(argv) > 1 else read_version()
    if argv[0] == "notes":
        body = section(FILES[0].read_text(encoding="utf-8"), version)
        if body is None:
            print(f"changelog: CHANGELOG.md has no section for {version}", file=sys.stderr)
            return 1
        print(body)
        return 0
    missing = [f.relative_to(ROOT).as_posix() for f in FILES if not section(f.read_text(encoding="utf-8"), version)]
    for name in missing:
        print(f"changelog: {name} has no non-empty '## {version}' section", file=sys.stderr)
    if not missing:
        print(f"changelog: {version} is described")
    return 1 if missing else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
