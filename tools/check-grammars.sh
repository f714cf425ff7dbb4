#!/usr/bin/env bash
# Regenerate each grammar into a scratch copy and fail if the committed src/ differs; then run
# each grammar's corpus. Usage: tools/check-grammars.sh PATH_TO_TREE_SITTER_CLI
set -euo pipefail
ts=$1
root=$(cd "$(dirname "$0")/.." && pwd)
status=0
for g in classad condor_config condor_submit condor_transform dagman; do
  tmp=$(mktemp -d)
  cp -r "$root/grammar/common" "$tmp/common" 2>/dev/null || true
  cp -r "$root/grammar/$g" "$tmp/$g"
  rm -rf "$tmp/$g/src/parser.c" "$tmp/$g/src/grammar.json" "$tmp/$g/src/node-types.json" "$tmp/$g/src/tree_sitter"
  (cd "$tmp/$g" && "$ts" generate --no-bindings >/dev/null)
  if ! diff -rq "$tmp/$g/src" "$root/grammar/$g/src" >/dev/null; then
    echo "check-grammars: grammar/$g/src is not what grammar/$g/grammar.js generates; run '$ts generate --no-bindings' in grammar/$g and commit" >&2
    diff -rq "$tmp/$g/src" "$root/grammar/$g/src" >&2 || true
    status=1
  fi
  rm -rf "$tmp"
  if [ -d "$root/grammar/$g/test/corpus" ]; then
    (cd "$root/grammar/$g" && "$ts" test) || status=1
  fi
done
exit $status
