// Package the extension with the server it carries: `node scripts/package.mjs TARGET`, where
// TARGET is `universal` (the sdist; `npm run package`) or a VS Code platform target
// (`npm run package:linux-x64`, ...: condor-ls' wheel and every dependency's wheel for each
// supported CPython). The condor-ls files come from $CONDOR_LS_DISTS (default ../dist): the
// release workflow fills it with the cibuildwheel wheels and the sdist; when what a package
// needs is missing and this machine can build it (the sdist anywhere, a wheel for its own
// platform), tools/release/build_python.sh builds it first.
//
// Writes dist/condor-ls-VERSION.vsix (universal) or dist/condor-ls-TARGET-VERSION.vsix and
// prints its path; bundled/ (tools/release/bundle.py's output) is removed afterwards.
import { execFileSync, spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const root = path.dirname(here);
const release = path.join(root, 'tools', 'release');
const TARGETS = ['linux-x64', 'linux-arm64', 'darwin-x64', 'darwin-arm64', 'win32-x64'];

const target = process.argv[2];
if (target !== 'universal' && !TARGETS.includes(target)) {
  console.error(`package: give universal or one of ${TARGETS.join(', ')}`);
  process.exit(2);
}
const dists = path.resolve(process.env.CONDOR_LS_DISTS ?? path.join(root, 'dist'));
const bundled = path.join(here, 'bundled');

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', cwd: here, ...options });
  return result.status ?? 1;
}

function must(command, args, options) {
  const status = run(command, args, options);
  if (status !== 0) {
    console.error(`package: ${[command, ...args].join(' ')} failed (${status})`);
    process.exit(1);
  }
}

// one version: package.json must carry pyproject's (tools/release/version.py stamps it)
must('python3', [path.join(release, 'version.py'), 'check']);
const version = JSON.parse(fs.readFileSync(path.join(here, 'package.json'), 'utf8')).version;
const python = execFileSync('bash', [path.join(release, 'venv.sh')], { encoding: 'utf8' }).trim();
const host = execFileSync('python3', [path.join(release, 'targets.py'), '--host'], { encoding: 'utf8' }).trim();

const bundle = () => run(python, [path.join(release, 'bundle.py'), '--target', target, '--dists', dists, '--out', bundled]);
if (bundle() !== 0) {
  if (target !== 'universal' && target !== host) {
    console.error(`package: this machine (${host || 'unknown'}) cannot build condor-ls for ${target}; put that wheel into ${dists} (CONDOR_LS_DISTS)`);
    process.exit(1);
  }
  console.log(`package: building condor-ls for this machine into ${dists}`);
  must('bash', [path.join(release, 'build_python.sh'), dists]);
  if (bundle() !== 0) {
    process.exit(1);
  }
}

const out = path.join(here, 'dist', target === 'universal' ? `condor-ls-${version}.vsix` : `condor-ls-${target}-${version}.vsix`);
fs.mkdirSync(path.dirname(out), { recursive: true });
fs.rmSync(out, { force: true });
const vsce = path.join(here, 'node_modules', '.bin', process.platform === 'win32' ? 'vsce.cmd' : 'vsce');
const status = run(vsce, ['package', ...(target === 'universal' ? [] : ['--target', target]),
  '--no-dependencies', '--skip-license', '--allow-missing-repository', '--out', out]);
fs.rmSync(bundled, { recursive: true, force: true });
if (status !== 0) {
  process.exit(status);
}
console.log(`package: ${path.relative(process.cwd(), out)}`);
