"""The project's one version: ``[project] version`` in pyproject.toml. Every other place that
carries it is stamped from there and checked against it.

    python tools/release/version.py              print the version
    python tools/release/version.py check        every copy agrees (CI); exit 1 naming those that do not
    python tools/release/version.py check --tag v1.2.3   ... and the release tag names it
    python tools/release/version.py stamp [X]    set the version (X, else pyproject's) everywhere

The copies: ``condor_ls.__version__`` (what a source tree without metadata reports), the VS Code
extension's package.json and package-lock.json (the extension and the server it carries share
the version, which is how the extension tells a mismatch) and tree-sitter.json's metadata.
"""
from __future__ import annotations

import json
import re
import sys
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
PYPROJECT = ROOT / "pyproject.toml"
#: a PEP 440 version as this project writes them: release, optional pre-release or dev suffix
VERSION = re.compile(r"^\d+\.\d+\.\d+(?:(?:a|b|rc)\d+)?(?:\.dev\d+)?$")
_PYPROJECT_VERSION = re.compile(r'^(version\s*=\s*")([^"]*)(")', re.M)
_INIT_VERSION = re.compile(r'^(__version__\s*=\s*")([^"]*)(")', re.M)


def read() -> str:
    """The version in pyproject.toml's [project] table."""
    text = PYPROJECT.read_text(encoding="utf-8")
    project = text[text.index("[project]"):]
    match = _PYPROJECT_VERSION.search(project.split("\n[", 1)[0])
    if match is None:
        raise SystemExit("version: pyproject.toml has no [project] version")
    return match.group(2)


def npm_version(version: str) -> str:
    """The semver form npm and the Marketplace accept: ``1.2.0rc1`` -> ``1.2.0-rc1``, ``1.2.0.dev3`` -> ``1.2.0-dev3``."""
    match = re.match(r"^(\d+\.\d+\.\d+)(?:(a|b|rc)(\d+))?(?:\.dev(\d+))?$", version)
    if match is None:
        return version
    release, kind, number, dev = match.groups()
    suffix = ".".join(x for x in (f"{kind}{number}" if kind else "", f"dev{dev}" if dev else "") if x)
    return f"{release}-{suffix}" if suffix else release


# -- the copies: (file, read, write) -------------------------------------------------------------------

def _json_file(path: Path) -> dict:
    return json.loads(path.read_text(encoding="utf-8"))


def _dump_json(path: Path, data: dict, indent: int) -> None:
    path.write_text(json.dumps(data, indent=indent, ensure_ascii=False) + "\n", encoding="utf-8")


def _regex_copy(path: Path, pattern: re.Pattern[str]) -> tuple[Callable[[], str | None], Callable[[str], None]]:
    def get() -> str | None:
        match = pattern.search(path.read_text(encoding="utf-8"))
        return match.group(2) if match else None

    def put(version: str) -> None:
        path.write_text(pattern.sub(lambda m: m.group(1) + version + m.group(3), path.read_text(encoding="utf-8"), 1),
                        encoding="utf-8")
    return get, put


def _package_json(path: Path) -> tuple[Callable[[], str | None], Callable[[str], None]]:
    def get() -> str | None:
        return _json_file(path).get("version")

    def put(version: str) -> None:
        data = _json_file(path)
        data["version"] = npm_version(version)
        _dump_json(path, data, 2)
    return get, put


def _package_lock(path: Path) -> tuple[Callable[[], str | None], Callable[[str], None]]:
    def get() -> str | None:
        data = _json_file(path)
        top, root = data.get("version"), data.get("packages", {}).get("", {}).get("version")
        return top if top == root else f"{top} (packages[''] says {root})"

    def put(version: str) -> None:
        data = _json_file(path)
        data["version"] = npm_version(version)
        data.setdefault("packages", {}).setdefault("", {})["version"] = npm_version(version)
        _dump_json(path, data, 2)
    return get, put


def _tree_sitter_json(path: Path) -> tuple[Callable[[], str | None], Callable[[str], None]]:
    def get() -> str | None:
        return _json_file(path).get("metadata", {}).get("version")

    def put(version: str) -> None:
        data = _json_file(path)
        data.setdefault("metadata", {})["version"] = npm_version(version)
        _dump_json(path, data, 2)
    return get, put


COPIES: dict[str, tuple[Callable[[], str | None], Callable[[str], None], bool]] = {
    # name -> (read, write, written in npm's semver form)
    "server/condor_ls/__init__.py": (*_regex_copy(ROOT / "server/condor_ls/__init__.py", _INIT_VERSION), False),
    "vscode-extension/package.json": (*_package_json(ROOT / "vscode-extension/package.json"), True),
    "vscode-extension/package-lock.json": (*_package_lock(ROOT / "vscode-extension/package-lock.json"), True),
    "tree-sitter.json": (*_tree_sitter_json(ROOT / "tree-sitter.json"), True),
}


def mismatches(version: str) -> list[str]:
    """One line per copy that does not carry ``version``."""
    out = []
    for name, (get, _, semver) in COPIES.items():
        wanted = npm_version(version) if semver else version
        found = get()
        if found != wanted:
            out.append(f"{name}: {found!r}, expected {wanted!r}")
    return out


def stamp(version: str) -> None:
    if not VERSION.match(version):
        raise SystemExit(f"version: {version!r} is not a version this project uses (1.2.3, 1.2.3rc1, 1.2.3.dev4)")
    PYPROJECT.write_text(_PYPROJECT_VERSION.sub(lambda m: m.group(1) + version + m.group(3),
                                                PYPROJECT.read_text(encoding="utf-8"), 1), encoding="utf-8")
    for _, put, _ in COPIES.values():
        put(version)


def main(argv: list[str]) -> int:
    version = read()
    if not argv:
        print(version)
        return 0
    if argv[0] == "stamp":
        stamp(argv[1] if len(argv) > 1 else version)
        print(f"version: stamped {argv[1] if len(argv) > 1 else version}")
        return 0
    if argv[0] == "check":
        problems = mismatches(version)
        if not VERSION.match(version):
            problems.append(f"pyproject.toml: {version!r} is not of the form 1.2.3, 1.2.3rc1 or 1.2.3.dev4")
        if len(argv) == 3 and argv[1] == "--tag" and argv[2].removeprefix("refs/tags/") != f"v{version}":
            problems.append(f"the tag {argv[2]!r} does not name version {version} (expected v{version})")
        for line in problems:
            print(f"version: {line}", file=sys.stderr)
        if problems:
            print("version: run `python tools/release/version.py stamp` to bring the copies in line", file=sys.stderr)
            return 1
        print(f"version: {version} everywhere")
        return 0
    print(__doc__, file=sys.stderr)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
