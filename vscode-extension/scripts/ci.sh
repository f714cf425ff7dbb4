#!/usr/bin/env bash
# Build, package and test the VS Code extension from a clean checkout: install the locked
# dependencies, check the generated grammars, type-check, bundle, package the .vsix, list and
# check its contents, then run the grammar, unit and end-to-end tests. The end-to-end test
# needs `condor-ls` on PATH (or CONDOR_LS_SERVER naming it). Called by .ci/run.
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
step "package"
rm -f dist/condor-ls.vsix
npm run --silent package

step "contents of dist/condor-ls.vsix"
python3 - dist/condor-ls.vsix <<'PY'
import sys, zipfile
names = sorted(zipfile.ZipFile(sys.argv[1]).namelist())
for name in names:
    print("  " + name)
expected = {
    "[Content_Types].xml", "extension.vsixmanifest",
    "extension/package.json", "extension/readme.md", "extension/changelog.md",
    "extension/dist/extension.js",
    *(f"extension/syntaxes/{n}.tmLanguage.json" for n in ("classad", "htcondor-config", "htcondor-submit", "htcondor-transform")),
    *(f"extension/language-configuration/{n}.json" for n in ("classad", "htcondor-config", "htcondor-submit", "htcondor-transform")),
}
problems = []
if set(names) != expected:
    problems.append(f"unexpected: {sorted(set(names) - expected)}; missing: {sorted(expected - set(names))}")
if [n for n in names if n.endswith(".js")] != ["extension/dist/extension.js"]:
    problems.append("the package must hold exactly one JavaScript file")
if any("node_modules" in n for n in names):
    problems.append("node_modules must not be packaged")
if problems:
    sys.exit("ci(vscode): bad package: " + "; ".join(problems))
print(f"ci(vscode): package ok ({len(names)} entries)")
PY

step "grammar scope tests"
npm run --silent test:grammar
step "grammar snapshot tests"
npm run --silent test:snap
step "unit tests and end-to-end tests (node --test)"
npm run --silent compile-tests
node --test out/test/unit/*.test.js out/test/e2e/*.test.js
step "done in $(( $(date +%s) - started ))s"
