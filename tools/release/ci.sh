#!/usr/bin/env bash
# The release, run here up to the publishing step: the same scripts the release workflow
# (.github/workflows/release.yml) runs, on this machine's platform, with what they produce
# inspected. Called by vscode-extension/scripts/ci.sh after `npm ci` (packaging needs vsce).
#
#   version and changelog  -> sdist + this machine's wheel -> twine check and inspection
#   -> cibuildwheel's build selection -> the dependency wheels of every other target
#   -> universal and this machine's .vsix -> their contents -> release notes
#
# What only the workflow does: cibuildwheel on the five platforms, publishing to the Python
# package index (trusted publishing), the VS Code Marketplace and Open VSX, the GitHub release.
set -euo pipefail
cd "$(dirname "$0")/../.."
started=$(date +%s)
step() { echo "ci(release): [$(( $(date +%s) - started ))s] $*"; }

py=$(bash tools/release/venv.sh)
dist=${CONDOR_LS_DISTS:-build/ci-dist}
host=$(python3 tools/release/targets.py --host)
version=$(python3 tools/release/version.py)

step "version $version, one source"
python3 tools/release/version.py check
python3 tools/release/changelog.py check

step "sdist and this machine's wheel ($host) -> $dist"
rm -rf "$dist"
bash tools/release/build_python.sh "$dist" >build/ci-build.log 2>&1 || { cat build/ci-build.log; exit 1; }
ls -l "$dist"

step "inspect the distributions"
"$py" tools/release/check_dists.py "$dist" --targets "$host"

step "cibuildwheel selects one abi3 build per platform and tests it on every CPython"
# the version the workflow's cibuildwheel action pins
cibuildwheel=$(sed -n 's|.*uses: pypa/cibuildwheel@v\([0-9.]*\).*|\1|p' .github/workflows/release.yml)
"$py" -m pip install -q --disable-pip-version-check "cibuildwheel==$cibuildwheel" 2>&1 | { grep -v "^WARNING: Location" || true; }
identifiers=$("$py" -m cibuildwheel --print-build-identifiers --platform linux --archs x86_64 .)
echo "$identifiers"
for python in $(python3 -c 'import sys; sys.path.insert(0, "tools/release"); import targets; print(" ".join(p.replace(".", "") for p in targets.PYTHONS))'); do
  grep -q "^cp$python-manylinux_x86_64$" <<<"$identifiers" || { echo "ci(release): cibuildwheel would not test CPython $python" >&2; exit 1; }
done

step "dependency wheels of the targets this machine cannot build condor-ls for"
# the four at once: the time goes into waiting for the index, not into the CPU
pids=()
for target in $(python3 tools/release/targets.py); do
  [ "$target" = "$host" ] && continue
  "$py" tools/release/bundle.py --target "$target" --deps-only --out "build/deps-check/$target" &
  pids+=($!)
done
for pid in "${pids[@]}"; do
  wait "$pid"
done

step "the universal and the $host .vsix"
(cd vscode-extension && CONDOR_LS_DISTS="$PWD/../$dist" npm run --silent package >/dev/null \
  && CONDOR_LS_DISTS="$PWD/../$dist" npm run --silent "package:$host" >/dev/null)
"$py" tools/release/check_vsix.py "vscode-extension/dist/condor-ls-$version.vsix" --target universal
"$py" tools/release/check_vsix.py "vscode-extension/dist/condor-ls-$host-$version.vsix" --target "$host"
ls -l vscode-extension/dist/*.vsix

step "release notes"
python3 tools/release/changelog.py notes >build/release-notes.md
head -3 build/release-notes.md
step "stopped before publishing (the workflow publishes on a tag); done in $(( $(date +%s) - started ))s"
