"""Put the server into the VS Code extension: the files a ``.vsix`` carries under ``bundled/``.

    python tools/release/bundle.py --target linux-x64 --dists dist --out vscode-extension/bundled
    python tools/release/bundle.py --target universal --dists dist --out vscode-extension/bundled

A platform target carries condor-ls' own wheel for that platform (taken from ``--dists``: the
release workflow's cibuildwheel jobs make them, ``build_python.sh`` makes this machine's) and
every wheel its dependencies need on that platform for each CPython of ``targets.PYTHONS``, so
that the extension installs the server with ``pip install --no-index --find-links``. The
universal target carries the sdist, which pip builds where a compiler is at hand (fetching the
dependencies from the index).

pip evaluates dependency markers (``colorama; platform_system == "Windows"``,
``exceptiongroup; python_version < "3.11"``) against the machine it runs on even when told to
download for another (``--platform``, ``--python-version``). So pip only fetches a first set;
the closure is then computed here with the target's own marker environment
(``targets.marker_environment``), fetching what is missing one requirement at a time, and only
the wheels of that closure are bundled. ``manifest.json`` records what was bundled for which
Python; the extension reads it.
"""
from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
import zipfile
from collections.abc import Iterable
from dataclasses import dataclass
from email.parser import Parser
from pathlib import Path

from packaging.requirements import Requirement
from packaging.tags import Tag, compatible_tags, cpython_tags
from packaging.utils import canonicalize_name, parse_sdist_filename, parse_wheel_filename
from packaging.version import Version

sys.path.insert(0, str(Path(__file__).resolve().parent))
from targets import PYTHONS, TARGETS, Target, marker_environment  # noqa: E402
from version import ROOT, read as read_version  # noqa: E402

MANIFEST_FORMAT = 1
#: where the extension looks for what this script writes (relative to the extension root)
BUNDLE_DIR = "bundled"
FILES_DIR = "python"


class BundleError(Exception):
    """Something the bundle cannot be made without; the message says what to do."""


@dataclass(frozen=True)
class Wheel:
    path: Path
    name: str           # canonical project name
    version: Version
    tags: frozenset[Tag]

    @staticmethod
    def of(path: Path) -> Wheel:
        name, version, _, tags = parse_wheel_filename(path.name)
        return Wheel(path, canonicalize_name(name), version, frozenset(tags))

    def requires(self) -> list[Requirement]:
        """Its Requires-Dist entries."""
        with zipfile.ZipFile(self.path) as archive:
            meta = next(n for n in archive.namelist() if n.endswith(".dist-info/METADATA"))
            message = Parser().parsestr(archive.read(meta).decode("utf-8"))
        return [Requirement(r) for r in message.get_all("Requires-Dist") or []]


def supported_tags(target: Target, python: str) -> frozenset[Tag]:
    """The wheel tags CPython ``python`` accepts on ``target``."""
    major, minor = (int(x) for x in python.split("."))
    cp = f"cp{major}{minor}"
    return frozenset([*cpython_tags((major, minor), abis=[cp, "abi3", "none"], platforms=target.platforms),
                      *compatible_tags((major, minor), cp, target.platforms)])


def wanted(requirement: Requirement, environment: dict[str, str], extras: Iterable[str]) -> bool:
    """Whether ``requirement`` applies in ``environment`` (with the extras asked for)."""
    if requirement.marker is None:
        return True
    return any(requirement.marker.evaluate({**environment, "extra": extra}) for extra in ("", *extras))


def server_wheel(dists: Path, target: Target) -> Wheel:
    """condor-ls' own wheel for ``target`` in ``dists``, at the project's version."""
    version = Version(read_version())
    found = [w for w in map(Wheel.of, sorted(dists.glob("*.whl")))
             if w.name == "condor-ls" and w.version == version and any(t.platform in target.platforms for t in w.tags)]
    if not found:
        raise BundleError(
            f"no condor-ls {version} wheel for {target.name} in {dists}: the release workflow builds it with "
            f"cibuildwheel ({target.cibuildwheel} on {target.runner}) and passes the directory with --dists; "
            "on a machine of that platform, tools/release/build_python.sh builds it")
    if len(found) > 1:
        raise BundleError(f"several condor-ls wheels for {target.name} in {dists}: {[w.path.name for w in found]}")
    return found[0]


def pip_download(requirements: list[str], directory: Path, target: Target, python: str, deps: bool) -> None:
    major, minor = python.split(".")
    command = [sys.executable, "-m", "pip", "download", "--quiet", "--disable-pip-version-check",
               "--only-binary=:all:", "--dest", str(directory), "--python-version", python,
               "--implementation", "cp", "--abi", f"cp{major}{minor}", "--abi", "abi3", "--abi", "none"]
    for platform in target.platforms:
        command += ["--platform", platform]
    if not deps:
        command.append("--no-deps")
    result = subprocess.run(command + requirements, capture_output=True, text=True)
    if result.returncode != 0:
        raise BundleError(f"pip download for {target.name}, Python {python} failed:\n{result.stderr.strip()}")


def closure(requirements: list[Requirement], root: str, directory: Path, target: Target, python: str) -> list[Wheel]:
    """The wheels ``requirements`` (those of ``root``) need on ``target`` under ``python``: the
    dependencies, theirs, ..., chosen among those in ``directory`` (highest compatible version),
    fetching what is missing."""
    environment = marker_environment(target, python)
    supported = supported_tags(target, python)
    chosen: dict[str, Wheel] = {}
    pending: list[tuple[Requirement, tuple[str, ...], str]] = [(r, (), root) for r in requirements]
    while pending:
        requirement, extras, needed_by = pending.pop(0)
        if not wanted(requirement, environment, extras):
            continue
        name = canonicalize_name(requirement.name)
        if name in chosen:
            if not requirement.specifier.contains(chosen[name].version, prereleases=True):
                raise BundleError(f"{target.name}, Python {python}: {needed_by} needs {requirement}, "
                                  f"but {chosen[name].path.name} was chosen")
            continue
        wheel = _best(directory, name, requirement, supported)
        if wheel is None:
            pip_download([str(Requirement(f"{requirement.name}{requirement.specifier}"))], directory, target, python,
                         deps=False)
            wheel = _best(directory, name, requirement, supported)
        if wheel is None:
            raise BundleError(f"{target.name}, Python {python}: no wheel satisfies {requirement} (needed by {needed_by})")
        chosen[name] = wheel
        pending.extend((r, tuple(requirement.extras), name) for r in wheel.requires())
    return sorted(chosen.values(), key=lambda w: w.name)


def _best(directory: Path, name: str, requirement: Requirement, supported: frozenset[Tag]) -> Wheel | None:
    candidates = [w for w in map(Wheel.of, directory.glob("*.whl"))
                  if w.name == name and w.tags & supported and requirement.specifier.contains(w.version, prereleases=True)]
    return max(candidates, key=lambda w: w.version, default=None)


def pyproject_requirements() -> list[Requirement]:
    """[project] dependencies, read from pyproject.toml (for --deps-only, without a server wheel)."""
    try:
        import tomllib
    except ImportError:
        import tomli as tomllib  # type: ignore[no-redef]
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    return [Requirement(r) for r in project["dependencies"]]


def bundle_platform(target: Target, dists: Path, out: Path, cache: Path, pythons: Iterable[str],
                    deps_only: bool = False) -> dict:
    server = None if deps_only else server_wheel(dists, target)
    files: dict[str, Path] = {server.path.name: server.path} if server else {}
    roots = server.requires() if server else pyproject_requirements()
    by_python: dict[str, list[str]] = {}
    for python in pythons:
        # the extras' requirements (the test extra) are not the server's
        requirements = [r for r in roots if wanted(r, marker_environment(target, python), ())]
        directory = cache / target.name / python
        directory.mkdir(parents=True, exist_ok=True)
        pip_download([str(r) for r in requirements], directory, target, python, deps=True)
        needed = closure(requirements, "condor-ls", directory, target, python)
        by_python[python] = sorted([*([server.path.name] if server else []), *(w.path.name for w in needed)])
        files.update((w.path.name, w.path) for w in needed)
    for name, path in files.items():
        shutil.copy2(path, out / FILES_DIR / name)
    return {"wheels": sorted(files), "byPython": by_python, "pythons": list(by_python), "sdist": None}


def bundle_universal(dists: Path, out: Path) -> dict:
    version = read_version()
    sdists = [p for p in dists.glob("*.tar.gz") if parse_sdist_filename(p.name) == ("condor-ls", Version(version))]
    if len(sdists) != 1:
        raise BundleError(f"expected the condor-ls {version} sdist in {dists}, found {[p.name for p in sdists]}: "
                          "tools/release/build_python.sh (or python -m build --sdist) makes it")
    shutil.copy2(sdists[0], out / FILES_DIR / sdists[0].name)
    return {"wheels": [], "byPython": {}, "pythons": [], "sdist": sdists[0].name}


def make_bundle(target_name: str, dists: Path, out: Path, cache: Path, pythons: Iterable[str] = PYTHONS,
                deps_only: bool = False) -> dict:
    """Write ``out`` afresh (``manifest.json`` and ``python/``) and return the manifest. With
    ``deps_only`` the server's own wheel is left out (a check that the dependencies resolve for a
    platform whose condor-ls wheel cannot be built here); such a bundle is not for packaging."""
    if target_name != "universal" and target_name not in TARGETS:
        raise BundleError(f"unknown target {target_name!r}: universal or one of {', '.join(TARGETS)}")
    if out.exists():
        shutil.rmtree(out)
    (out / FILES_DIR).mkdir(parents=True)
    version = read_version()
    if target_name == "universal":
        contents = bundle_universal(dists, out)
    else:
        contents = bundle_platform(TARGETS[target_name], dists, out, cache, pythons, deps_only)
    manifest = {"format": MANIFEST_FORMAT, "name": "condor-ls", "version": version, "target": target_name,
                **({"incomplete": "dependencies only, no condor-ls wheel"} if deps_only else {}),
                "requirement": f"condor-ls=={version}", **contents, "platformTargets": list(TARGETS)}
    (out / "manifest.json").write_text(json.dumps(manifest, indent=1) + "\n", encoding="utf-8")
    return manifest


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--target", required=True, help=f"universal or one of {', '.join(TARGETS)}")
    parser.add_argument("--dists", type=Path, default=ROOT / "dist", help="where the condor-ls wheels and sdist are")
    parser.add_argument("--out", type=Path, default=ROOT / "vscode-extension" / BUNDLE_DIR)
    parser.add_argument("--cache", type=Path, default=Path(os.environ.get("CONDOR_LS_WHEEL_CACHE", ROOT / "build" / "wheel-cache")),
                        help="downloaded dependency wheels, kept between runs")
    parser.add_argument("--pythons", default=",".join(PYTHONS))
    parser.add_argument("--deps-only", action="store_true",
                        help="only the dependencies (checks that they resolve for a target; not for packaging)")
    args = parser.parse_args(argv)
    try:
        manifest = make_bundle(args.target, args.dists, args.out, args.cache, args.pythons.split(","), args.deps_only)
    except BundleError as err:
        print(f"bundle: {err}", file=sys.stderr)
        return 1
    size = sum(p.stat().st_size for p in (args.out / FILES_DIR).iterdir())
    print(f"bundle: {args.target}: {len(manifest['wheels']) or 1} file(s), {size / 1e6:.1f} MB, "
          f"Pythons {', '.join(manifest['pythons']) or 'any (sdist)'} -> {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
