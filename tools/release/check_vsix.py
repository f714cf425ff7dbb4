"""Inspect a packaged VS Code extension: the files it holds and the server it carries.

    python tools/release/check_vsix.py VSIX [--target universal|linux-x64|...]

The fixed part (the bundled client, grammars, language configurations, readme, changelog) must
be exactly what vscode-extension/.vscodeignore lets through, with one JavaScript file and no
node_modules. Then the server files: ``bundled/manifest.json`` names the extension's own
version and the package's target (``extension.vsixmanifest`` must say the same platform), and
``bundled/python/`` holds exactly the files the manifest lists. A platform package holds
condor-ls' abi3 wheel and, for every Python the manifest lists, a wheel of each dependency that
this Python accepts on that platform; the universal package holds the sdist and no wheel.
Prints the file list; exit 1 with one line per problem.
"""
from __future__ import annotations

import argparse
import json
import re
import sys
import zipfile
from pathlib import Path

from packaging.utils import canonicalize_name, parse_wheel_filename

sys.path.insert(0, str(Path(__file__).resolve().parent))
from bundle import supported_tags  # noqa: E402
from targets import PYTHONS, TARGETS  # noqa: E402
from version import ROOT, npm_version, read as read_version  # noqa: E402

LANGUAGES = ("classad", "htcondor-config", "htcondor-submit", "htcondor-transform", "htcondor-dag")
FIXED = {
    "[Content_Types].xml", "extension.vsixmanifest",
    "extension/package.json", "extension/readme.md", "extension/changelog.md",
    "extension/dist/extension.js",
    *(f"extension/syntaxes/{n}.tmLanguage.json" for n in LANGUAGES),
    *(f"extension/language-configuration/{n}.json" for n in LANGUAGES),
}
MANIFEST = "extension/bundled/manifest.json"
FILES = "extension/bundled/python/"
#: what every platform package must carry a wheel of, for each of its Pythons (the server's
#: dependencies from pyproject, and condor-ls itself)
SERVER = "condor-ls"


def check(path: Path, target: str) -> list[str]:
    problems: list[str] = []
    with zipfile.ZipFile(path) as archive:
        names = sorted(archive.namelist())
        for name in names:
            print("  " + name)
        vsix_manifest = archive.read("extension.vsixmanifest").decode("utf-8")
        package = json.loads(archive.read("extension/package.json"))
        manifest = json.loads(archive.read(MANIFEST)) if MANIFEST in names else None
    version = read_version()
    if package.get("version") != npm_version(version):
        problems.append(f"package.json version {package.get('version')}, the project is at {version}")
    bundled = {n for n in names if n.startswith(FILES)}
    fixed = set(names) - bundled - {MANIFEST}
    if fixed != FIXED:
        problems.append(f"unexpected: {sorted(fixed - FIXED)}; missing: {sorted(FIXED - fixed)}")
    if [n for n in names if n.endswith(".js")] != ["extension/dist/extension.js"]:
        problems.append("the package must hold exactly one JavaScript file")
    if any("node_modules" in n for n in names):
        problems.append("node_modules must not be packaged")
    platform = re.search(r'TargetPlatform="([^"]+)"', vsix_manifest)
    if (platform.group(1) if platform else "universal") != target:
        problems.append(f"extension.vsixmanifest targets {platform.group(1) if platform else 'every platform'}, not {target}")
    if manifest is None:
        return problems + [f"no {MANIFEST}: the package carries no server"]
    if manifest.get("version") != version or manifest.get("target") != target or manifest.get("incomplete"):
        problems.append(f"manifest.json: version {manifest.get('version')} target {manifest.get('target')}"
                        f"{' (incomplete)' if manifest.get('incomplete') else ''}, expected {version} {target}")
    listed = {FILES + f for f in manifest.get("wheels", []) + ([manifest["sdist"]] if manifest.get("sdist") else [])}
    if listed != bundled:
        problems.append(f"bundled/python differs from manifest.json: extra {sorted(bundled - listed)}, "
                        f"missing {sorted(listed - bundled)}")
    if target == "universal":
        if manifest.get("wheels") or not manifest.get("sdist"):
            problems.append("the universal package carries the sdist and no wheel")
        return problems
    if list(manifest.get("pythons", [])) != list(PYTHONS):
        problems.append(f"wheels for Pythons {manifest.get('pythons')}, the project supports {list(PYTHONS)}")
    wheels = [parse_wheel_filename(w) for w in manifest.get("wheels", [])]
    for python in manifest.get("pythons", []):
        supported = supported_tags(TARGETS[target], python)
        usable = {canonicalize_name(name) for name, _, _, tags in wheels if set(tags) & supported}
        chosen = {canonicalize_name(parse_wheel_filename(w)[0]) for w in manifest["byPython"].get(python, [])}
        if SERVER not in usable:
            problems.append(f"Python {python}: no condor-ls wheel it can install on {target}")
        if not chosen or not chosen <= usable:
            problems.append(f"Python {python}: wheels it cannot install on {target}: {sorted(chosen - usable)}")
    server = [w for w in manifest.get("wheels", []) if canonicalize_name(parse_wheel_filename(w)[0]) == SERVER]
    if len(server) != 1 or not all(t.abi == "abi3" for t in parse_wheel_filename(server[0])[3]):
        problems.append(f"expected one abi3 condor-ls wheel, found {server}")
    return problems


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("vsix", type=Path)
    parser.add_argument("--target", default="universal", choices=["universal", *TARGETS])
    args = parser.parse_args(argv)
    problems = check(args.vsix, args.target)
    for problem in problems:
        print(f"check_vsix: {args.vsix.name}: {problem}", file=sys.stderr)
    if not problems:
        print(f"check_vsix: {args.vsix.name} ({args.target}): ok")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
