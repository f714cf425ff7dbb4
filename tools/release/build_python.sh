#!/usr/bin/env bash
# Build condor-ls' sdist, and from that sdist this machine's wheel, into dist/ (or $1): what the
# release workflow's sdist job runs, and what a platform .vsix for this machine needs. On Linux
# the wheel is made a manylinux wheel by auditwheel (cibuildwheel does the same inside its
# containers for the released wheels). The tools come from tools/release/venv.sh.
set -euo pipefail
cd "$(dirname "$0")/../.."
out=${1:-dist}
tools_python=$(bash tools/release/venv.sh)
venv=$(dirname "$(dirname "$tools_python")")
rm -rf "$out/raw"
mkdir -p "$out"
# sdist first, then the wheel built from the unpacked sdist: a file the sdist misses fails here
"$venv/bin/python" -m build --outdir "$out/raw" .
cp "$out"/raw/*.tar.gz "$out/"
for wheel in "$out"/raw/*.whl; do
  case "$(basename "$wheel")" in
    *-linux_*.whl)
      PATH="$venv/bin:$PATH" "$venv/bin/auditwheel" repair --wheel-dir "$out" "$wheel" ;;
    *) cp "$wheel" "$out/" ;;
  esac
done
rm -rf "$out/raw"
ls -l "$out"
