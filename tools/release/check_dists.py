"""Inspect what the release built before anything is published: the sdist and the wheels in a
directory, read as an installer would read them.

    python tools/release/check_dists.py DIST [--targets linux-x64,win32-x64,...] [--no-twine]

Checks, each failure one line (exit 1 when any):

* ``twine check --strict`` on every file (metadata and the README render);
* every wheel: named condor_ls-<version>, tagged ``cp310-abi3-<platform>`` (one wheel for every
  CPython from 3.10), platform tags that are manylinux, macOS or Windows, ``Root-Is-Purelib:
  false``; holds every module and data file of the source tree, one compiled extension named for
  the stable ABI, the ``condor-ls`` entry point, nothing else (no tests, no C sources);
  METADATA with the version, ``Requires-Python: >=3.10`` and pyproject's dependencies; the
  extension uses only the stable ABI of 3.10 (``abi3audit``);
* the sdist: the sources a wheel is built from (every grammar of tree-sitter.json with its
  parser, the shared scanner header, setup.py, the schemas), no tests, nothing compiled;
* with ``--targets``, a wheel for each VS Code target named (the release wants all five).
"""
from __future__ import annotations

import argparse
import email.parser
import json
import subprocess
import sys
import tarfile
import zipfile
from pathlib import Path, PurePosixPath

from packaging.requirements import Requirement
from packaging.utils import parse_sdist_filename, parse_wheel_filename

sys.path.insert(0, str(Path(__file__).resolve().parent))
from targets import TARGETS  # noqa: E402
from version import ROOT, read as read_version  # noqa: E402

#: the extension module, without its platform suffix
EXTENSION = "condor_ls/syntax/_languages"
#: suffixes an abi3 extension has: ELF and Mach-O name it .abi3.so, Windows .pyd (linking python3.dll)
ABI3_SUFFIXES = (".abi3.so", ".pyd")
PLATFORM_PREFIXES = ("manylinux", "macosx_", "win_amd64", "win_arm64")


def pyproject_dependencies() -> list[Requirement]:
    try:
        import tomllib
    except ImportError:  # 3.10: the release venv of the workflow runs 3.11 or later
        import tomli as tomllib  # type: ignore[no-redef]
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    return [Requirement(r) for r in project["dependencies"]]


def expected_files() -> set[str]:
    """Paths (in the wheel) of every module and package data file of the source tree."""
    server = ROOT / "server"
    files = {p.relative_to(server).as_posix() for p in (server / "condor_ls").rglob("*.py")
             if "__pycache__" not in p.parts}
    for data in (server / "condor_ls").rglob("data/*"):
        if data.is_file():
            files.add(data.relative_to(server).as_posix())
    schemas = ROOT / "schemas"
    for pattern in ("*.py", "*.json", "attributes/*.json", "meta/*.json"):
        files.update(f"condor_ls/schemas/{p.relative_to(schemas).as_posix()}" for p in schemas.glob(pattern))
    return files


def _metadata(text: str) -> email.message.Message:
    return email.parser.Parser().parsestr(text)


def check_wheel(path: Path, version: str, problems: list[str]) -> set[str]:
    """Checks one wheel; returns its platform tags."""
    name, wheel_version, _, tags = parse_wheel_filename(path.name)
    where = path.name
    if name != "condor-ls":
        problems.append(f"{where}: project {name}, not condor-ls")
    if str(wheel_version) != version:
        problems.append(f"{where}: version {wheel_version}, the project is at {version}")
    platforms = {t.platform for t in tags}
    for tag in tags:
        if (tag.interpreter, tag.abi) != ("cp310", "abi3"):
            problems.append(f"{where}: tag {tag} is not cp310-abi3 (setup.py's bdist_wheel py_limited_api)")
        if not tag.platform.startswith(PLATFORM_PREFIXES):
            problems.append(f"{where}: platform {tag.platform} is not one an index accepts (manylinux, macosx, win)")
    with zipfile.ZipFile(path) as archive:
        names = [n for n in archive.namelist() if not n.endswith("/")]
        dist_info = f"condor_ls-{version}.dist-info"
        wheel_meta = _metadata(archive.read(f"{dist_info}/WHEEL").decode())
        metadata = _metadata(archive.read(f"{dist_info}/METADATA").decode())
        entry_points = archive.read(f"{dist_info}/entry_points.txt").decode()
    if wheel_meta.get("Root-Is-Purelib", "").lower() != "false":
        problems.append(f"{where}: Root-Is-Purelib should be false (the wheel holds a compiled module)")
    wheel_tags = set(wheel_meta.get_all("Tag") or [])
    if wheel_tags != {str(t) for t in tags}:
        problems.append(f"{where}: WHEEL says {sorted(wheel_tags)}, the file name {sorted(map(str, tags))}")
    # contents
    package_files = {n for n in names if not n.startswith(dist_info)}
    extensions = [n for n in package_files if n.startswith(EXTENSION) and n != EXTENSION + ".c"]
    if len(extensions) != 1 or not extensions[0].endswith(ABI3_SUFFIXES):
        problems.append(f"{where}: expected one stable-ABI extension {EXTENSION}(.abi3.so|.pyd), found {extensions}")
    missing = sorted(expected_files() - package_files)
    extra = sorted(package_files - expected_files() - set(extensions))
    if missing:
        problems.append(f"{where}: missing {len(missing)} file(s), e.g. {missing[:5]}")
    if extra:
        problems.append(f"{where}: unexpected file(s) {extra[:8]}")
    if "condor-ls = condor_ls.cli.main:main" not in entry_points:
        problems.append(f"{where}: no condor-ls console script")
    # metadata
    if metadata.get("Name") not in ("condor-ls", "condor_ls") or metadata.get("Version") != version:
        problems.append(f"{where}: METADATA names {metadata.get('Name')} {metadata.get('Version')}")
    if metadata.get("Requires-Python") != ">=3.10":
        problems.append(f"{where}: Requires-Python is {metadata.get('Requires-Python')!r}, not '>=3.10'")
    declared = sorted(str(r) for r in pyproject_dependencies())
    required = sorted(str(Requirement(r)) for r in metadata.get_all("Requires-Dist") or [] if "extra ==" not in r)
    if declared != required:
        problems.append(f"{where}: Requires-Dist {required} differs from pyproject's {declared}")
    if metadata.get("License-Expression") != "Apache-2.0":
        problems.append(f"{where}: License-Expression is {metadata.get('License-Expression')!r}")
    return platforms


def check_sdist(path: Path, version: str, problems: list[str]) -> None:
    name, sdist_version = parse_sdist_filename(path.name)
    if name != "condor-ls" or str(sdist_version) != version:
        problems.append(f"{path.name}: {name} {sdist_version}, expected condor-ls {version}")
    with tarfile.open(path) as archive:
        members = {PurePosixPath(*PurePosixPath(m.name).parts[1:]).as_posix() for m in archive.getmembers() if m.isfile()}
    grammars = [g["path"] for g in json.loads((ROOT / "tree-sitter.json").read_text(encoding="utf-8"))["grammars"]]
    needed = {"setup.py", "pyproject.toml", "PKG-INFO", "README.md", "MANIFEST.in", "tree-sitter.json",
              "grammar/common/heredoc_scanner.h", "server/condor_ls/__init__.py", "server/condor_ls/cli/main.py",
              "schemas/knobs.json", "server/condor_ls/syntax/_languages.c"}
    for grammar in grammars:
        needed |= {f"{grammar}/src/parser.c", f"{grammar}/src/tree_sitter/parser.h", f"{grammar}/grammar.js"}
    for file in sorted(needed - members):
        problems.append(f"{path.name}: missing {file}")
    for member in sorted(members):
        if member.startswith(("tests/", "vscode-extension/", "node_modules/")) or member.endswith((".so", ".pyd", ".pyc")):
            problems.append(f"{path.name}: should not hold {member}")


def abi3audit(wheels: list[Path], problems: list[str]) -> None:
    result = subprocess.run([sys.executable, "-m", "abi3audit", "--strict", "--assume-minimum-abi3", "3.10",
                             *map(str, wheels)], capture_output=True, text=True)
    if result.returncode != 0:
        problems.append("abi3audit: the extension uses more than the 3.10 stable ABI:\n" + result.stdout + result.stderr)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("dist", type=Path)
    parser.add_argument("--targets", default="", help="VS Code targets that must each have a wheel (comma separated)")
    parser.add_argument("--no-twine", action="store_true", help="skip twine check (already run)")
    args = parser.parse_args(argv)
    version = read_version()
    problems: list[str] = []
    wheels = sorted(args.dist.glob("*.whl"))
    sdists = sorted(args.dist.glob("*.tar.gz"))
    if len(sdists) != 1:
        problems.append(f"{args.dist}: expected one sdist, found {[p.name for p in sdists]}")
    if not wheels:
        problems.append(f"{args.dist}: no wheel")
    if not args.no_twine and (wheels or sdists):
        result = subprocess.run([sys.executable, "-m", "twine", "check", "--strict", *map(str, sdists + wheels)],
                                capture_output=True, text=True)
        print(result.stdout.strip())
        if result.returncode != 0:
            problems.append("twine check failed:\n" + result.stdout + result.stderr)
    served: dict[str, list[str]] = {}
    for wheel in wheels:
        platforms = check_wheel(wheel, version, problems)
        for target in TARGETS.values():
            if platforms & set(target.platforms):
                served.setdefault(target.name, []).append(wheel.name)
        print(f"wheel  {wheel.name}: serves {', '.join(t for t, w in served.items() if wheel.name in w) or 'no target'}")
    for sdist in sdists:
        check_sdist(sdist, version, problems)
        print(f"sdist  {sdist.name}")
    if wheels:
        abi3audit(wheels, problems)
    for target in filter(None, args.targets.split(",")):
        if target not in TARGETS:
            problems.append(f"unknown target {target!r} (known: {', '.join(TARGETS)})")
        elif len(served.get(target, [])) != 1:
            problems.append(f"target {target}: expected one wheel, found {served.get(target, [])}")
    for problem in problems:
        print(f"check_dists: {problem}", file=sys.stderr)
    if not problems:
        print(f"check_dists: {len(wheels)} wheel(s) and {len(sdists)} sdist of condor-ls {version}: ok")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
