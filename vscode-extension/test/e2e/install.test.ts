/**
 * The install the extension runs, from the files of a built .vsix, into fresh virtual
 * environments: the platform package for this machine must install with pip's index switched
 * off (and, where `unshare` can take the network away, with no network at all); the result must
 * be the server the extension's own search finds, of the extension's version. The universal
 * package must fail cleanly without network, naming the platform package to take, and (with
 * CONDOR_LS_TEST_UNIVERSAL=1) install from its sdist where the index is reachable.
 *
 * The packages are dist/condor-ls-<target>-<version>.vsix and dist/condor-ls-<version>.vsix
 * (`npm run package:<target>`, `npm run package`); without them the tests skip, unless
 * CONDOR_LS_REQUIRE_VSIX=1 (scripts/ci.sh) makes that a failure.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { test } from 'node:test';
import { Bundle, bundleAt, BUNDLE_DIR, chooseSource, failureAdvice, MANIFEST, targetOf } from '../../src/common/bundle';
import { installSteps, PYTHON_VERSION_ARGS, runSteps } from '../../src/common/install';
import { run, stream } from '../../src/common/process';
import { environmentLayout, resolveServer } from '../../src/common/resolve';
import { pythonVersionText, versionAdvice } from '../../src/common/version';

const here = path.join(__dirname, '..', '..', '..');
const repository = path.dirname(here);
const version: string = JSON.parse(fs.readFileSync(path.join(here, 'package.json'), 'utf8')).version;
const target = targetOf(process.platform, process.arch);
const required = process.env.CONDOR_LS_REQUIRE_VSIX === '1';

function vsix(name: string): string | undefined {
  const file = path.join(here, 'dist', name);
  if (fs.existsSync(file)) {
    return file;
  }
  assert.ok(!required, `${file} is missing: scripts/ci.sh packages it before the tests`);
  return undefined;
}

/** The extension directory of an unpacked .vsix, and the bundle the extension would read there. */
function unpack(file: string): { root: string; bundle: Bundle } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'condor-ls-vsix-'));
  const result = spawnSync('python3', ['-m', 'zipfile', '-e', file, dir]);
  assert.equal(result.status, 0, String(result.stderr));
  const root = path.join(dir, 'extension');
  const bundle = bundleAt(root, fs.readFileSync(path.join(root, BUNDLE_DIR, MANIFEST), 'utf8'));
  assert.ok(bundle, 'the package carries a usable bundle manifest');
  return { root, bundle };
}

/** pip without the machine's configuration (no find-links or mirror that could hide a missing wheel), its index pointed nowhere. */
function isolatedEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (!key.startsWith('PIP_')) {
      env[key] = value;
    }
  }
  return { ...env, PIP_CONFIG_FILE: os.devNull, PIP_INDEX_URL: 'http://127.0.0.1:9/simple', PIP_NO_CACHE_DIR: '1', PIP_DISABLE_PIP_VERSION_CHECK: '1', PIP_RETRIES: '0', PIP_TIMEOUT: '3' };
}

/** `unshare --net` when this machine lets us run a command without any network. */
const withoutNetwork: string[] = process.platform === 'linux' && spawnSync('unshare', ['--net', 'true']).status === 0 ? ['unshare', '--net'] : [];

async function pythonVersion(): Promise<string> {
  const result = await run('python3', PYTHON_VERSION_ARGS);
  assert.equal(result.code, 0);
  return result.stdout.trim();
}

async function install(bundle: Bundle, venv: string, offline: boolean): Promise<{ failure?: string; output: string; source: ReturnType<typeof chooseSource> }> {
  const source = chooseSource(bundle, target, await pythonVersion(), 'condor-ls');
  const env = isolatedEnv();
  let output = '';
  const failure = await runSteps(
    installSteps({ command: 'python3', args: [] }, venv, source, process.platform),
    (command, args, onOutput) => {
      // the environment is created by the machine's Python; pip runs cut off from the network
      const cut = offline && args.includes('pip') ? withoutNetwork : [];
      return cut.length ? stream(cut[0], [...cut.slice(1), command, ...args], onOutput, { env }) : stream(command, args, onOutput, { env });
    },
    () => undefined,
    (text) => (output += text),
  );
  return { failure, output, source };
}

test('the platform package installs the server with no index and no network', { timeout: 300_000 }, async (t) => {
  const file = vsix(`condor-ls-${target}-${version}.vsix`);
  if (!file) {
    t.skip(`no dist/condor-ls-${target}-${version}.vsix (npm run package:${target})`);
    return;
  }
  const { bundle } = unpack(file);
  assert.equal(bundle.manifest.target, target);
  assert.equal(bundle.manifest.version, pythonVersionText(version));
  const venv = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'condor-ls-private-')), 'venv');
  const { failure, output, source } = await install(bundle, venv, true);
  assert.equal(source.kind, 'offline');
  assert.equal(failure, undefined, output);
  assert.match(output, /--no-index --find-links/);
  console.log(`offline install: ${withoutNetwork.length ? 'network cut with unshare --net' : 'index switched off'}; ${bundle.manifest.wheels.length} bundled files`);

  // the extension's own search finds it in the private environment, of the extension's version
  const resolution = await resolveServer({
    settingPath: '', extraArgs: [], home: os.homedir(), platform: process.platform,
    findOnPath: async () => undefined,
    exists: async (f) => fs.existsSync(f),
    activeInterpreter: async () => null,
    privateEnvironment: venv,
    probe: async (command, args) => {
      const result = await run(command, args, { timeoutMs: 60_000 });
      return { ok: result.code === 0, output: result.code === 0 ? result.stdout : result.stderr };
    },
  });
  assert.ok(resolution.ok, JSON.stringify(resolution.notes));
  assert.equal(resolution.server.source, 'private');
  assert.deepEqual(versionAdvice(resolution.server.versionOutput, version, 'private', resolution.server.command, true), { kind: 'same' });

  // it works: evaluates, checks the example pool's configuration
  const { executable, python } = environmentLayout(venv, process.platform);
  const evaluated = await run(executable, ['eval', '1 + 1']);
  assert.equal(evaluated.stdout.trim(), '2', evaluated.stderr);
  const checked = await run(executable, ['check', path.join(repository, 'examples', 'condor_config')], { timeoutMs: 60_000 });
  assert.equal(checked.code, 0, checked.stdout + checked.stderr);

  // and every distribution in the environment came from the bundle
  const listed = await run(python, ['-m', 'pip', 'list', '--format', 'json'], { env: isolatedEnv() });
  const installed = (JSON.parse(listed.stdout) as { name: string; version: string }[])
    .filter((d) => !['pip', 'setuptools'].includes(d.name.toLowerCase()))
    .map((d) => `${d.name.toLowerCase().replace(/[-_.]+/g, '_')}-${d.version}`)
    .sort();
  const python3 = await pythonVersion();
  const bundled = bundle.manifest.byPython[python3].map((w) => w.split('-').slice(0, 2).join('-').toLowerCase()).sort();
  assert.deepEqual(installed, bundled);
});

test('the universal package without network fails cleanly and names the platform package', { timeout: 300_000 }, async (t) => {
  const file = vsix(`condor-ls-${version}.vsix`);
  if (!file || !withoutNetwork.length) {
    t.skip(file ? 'unshare --net is not available here' : `no dist/condor-ls-${version}.vsix (npm run package)`);
    return;
  }
  const { bundle } = unpack(file);
  assert.equal(bundle.manifest.target, 'universal');
  assert.ok(bundle.manifest.sdist && fs.existsSync(path.join(bundle.filesDir, bundle.manifest.sdist)));
  const venv = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'condor-ls-private-')), 'venv');
  const { failure, source } = await install(bundle, venv, true);
  assert.equal(source.kind, 'bundled-online');
  assert.match(failure ?? '', /Installing condor-ls==.* failed \(exit code \d+\)/);
  assert.match(failureAdvice(source, bundle, target, version) ?? '', new RegExp(`condor-ls-${target}-${version.replace(/\./g, '\\.')}\\.vsix`));
});

test('the universal package builds its sdist where the index is reachable', { timeout: 600_000 }, async (t) => {
  const file = vsix(`condor-ls-${version}.vsix`);
  if (!file || process.env.CONDOR_LS_TEST_UNIVERSAL !== '1') {
    t.skip('set CONDOR_LS_TEST_UNIVERSAL=1 to build the sdist from the index (needs network and a C compiler)');
    return;
  }
  const { bundle } = unpack(file);
  const venv = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'condor-ls-private-')), 'venv');
  const source = chooseSource(bundle, target, await pythonVersion(), 'condor-ls');
  let output = '';
  // the machine's own pip configuration (its index) applies here, as it would for a user
  const failure = await runSteps(installSteps({ command: 'python3', args: [] }, venv, source, process.platform),
    (command, args, onOutput) => stream(command, args, onOutput), () => undefined, (text) => (output += text));
  assert.equal(failure, undefined, output);
  const { executable } = environmentLayout(venv, process.platform);
  const probe = await run(executable, ['--version']);
  assert.equal(probe.stdout.trim(), `condor-ls ${pythonVersionText(version)}`);
});
