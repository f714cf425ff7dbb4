#!/bin/sh
# Extract the HTCondor sources the schema generators read (param table, docs, CMake version)
# from a git directory of htcondor/htcondor into DEST, recording the commit in DEST/.commit.
#   tools/htcondor-src.sh GIT_DIR REF DEST     then   HTCONDOR_SRC=DEST python tools/gen_knobs.py
# The knob schema should come from the release of the pinned wheel (pyproject's test extra) or
# the closest commit before it; gen_knobs records both versions in knobs.json's "source".
set -eu
git_dir=$1 ref=$2 dest=$3
commit=$(git --git-dir="$git_dir" rev-parse "$ref^{commit}")
mkdir -p "$dest"
git --git-dir="$git_dir" archive "$commit" CMakeLists.txt docs src/condor_utils src/condor_includes \
    src/condor_io src/condor_submit.V6 src/python-bindings | tar -x -C "$dest"
echo "$commit" > "$dest/.commit"
echo "$dest: $(grep -o 'set(VERSION "[^"]*")' "$dest/CMakeLists.txt") at $commit"
