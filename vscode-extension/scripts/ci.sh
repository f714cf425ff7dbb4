#!/usr/bin/env bash
# Build, package and test the VS Code extension from a clean checkout: install the locked
# dependencies, check the generated grammars, type-check, bundle, run the release up to
# publishing (tools/release/ci.sh: condor-ls' sdist and wheel, the universal and this machine's
# .vsix with the server they carry, their contents checked), then the grammar, unit and
# end-to-end tests, among them the offline install from the platform .vsix. The end-to-end
# test needs `condor-ls` on PATH (or CONDOR_LS_SERVER naming it). Called by .ci/run.
set -euo pipefail
cd "$(dirname "$0")/.."
started=$(date +%s)
step() { echo "ci(vscode): $*"; }

node_major=$(node -p 'process.versions.node.split(".")[0]')
if [ "$node_major" -lt 20 ]; then
  echo "ci(vscode): Node.js 20 or later is needed (vsce); found $(node --version)" >&2
  exit 1
fi

step "npm ci"
npm ci --no-audit --no-fund --loglevel=error
step "grammars are what scripts/build-grammars.mjs generates"
npm run --silent check-grammars
step "type-check"
npm run --silent typecheck
step "bundle"
npm run --silent bundle
step "release up to publishing: sdist, wheel, checks, the universal and this machine's .vsix"
bash ../tools/release/ci.sh

step "grammar scope tests"
npm run --silent test:grammar
step "grammar snapshot tests"
npm run --silent test:snap
step "unit tests and end-to-end tests (node --test)"
npm run --silent compile-tests
# the install test takes the packages built above (CONDOR_LS_REQUIRE_VSIX: missing ones fail) and
# builds the universal package's sdist from the index once (CONDOR_LS_TEST_UNIVERSAL)
CONDOR_LS_REQUIRE_VSIX=1 CONDOR_LS_TEST_UNIVERSAL=1 node --test out/test/unit/*.test.js out/test/e2e/*.test.js
step "done in $(( $(date +%s) - started ))s"
