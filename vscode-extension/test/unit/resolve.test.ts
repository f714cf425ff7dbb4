import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { test } from 'node:test';
import which from 'which';
import { run } from '../../src/common/process';
import { commandFor, environmentLayout, expandPath, isPythonInterpreter, ResolveInputs, resolveServer } from '../../src/common/resolve';
import { fakePython, fakeServer, script, tempDir } from './helpers';

/** Inputs wired to the real filesystem and processes, with a PATH of our own. */
function inputs(overrides: Partial<ResolveInputs> & { pathDirs?: string[] } = {}): ResolveInputs {
  const home = tempDir();
  const pathDirs = overrides.pathDirs ?? [];
  return {
    settingPath: '',
    extraArgs: [],
    home,
    platform: 'linux',
    findOnPath: async (name) => (pathDirs.length ? ((await which(name, { path: pathDirs.join(path.delimiter), nothrow: true })) ?? undefined) : undefined),
    exists: async (file) => fs.existsSync(file) && fs.statSync(file).isFile(),
    activeInterpreter: async () => null,
    privateEnvironment: path.join(home, 'venv'),
    probe: async (command, args) => {
      const result = await run(command, args, { timeoutMs: 10_000 });
      return result.code === 0 ? { ok: true, output: result.stdout } : { ok: false, output: result.error ?? `exit code ${result.code}` };
    },
    ...overrides,
  };
}

test('the condorLs.server.path setting comes first', async () => {
  const dir = tempDir();
  const configured = fakeServer(path.join(dir, 'configured'), '0.2.0');
  const onPath = fakeServer(path.join(dir, 'bin'), '0.1.0');
  const result = await resolveServer(inputs({ settingPath: configured, pathDirs: [path.dirname(onPath)], extraArgs: ['--log-level', 'DEBUG'] }));
  assert.ok(result.ok);
  assert.equal(result.server.source, 'setting');
  assert.equal(result.server.command, configured);
  assert.deepEqual(result.server.args, ['serve', '--log-level', 'DEBUG']);
  assert.equal(result.server.versionOutput, 'condor-ls 0.2.0');
});

test('a setting naming a Python interpreter runs the module', async () => {
  const dir = tempDir();
  const python = fakePython(dir, 'python3', true);
  const result = await resolveServer(inputs({ settingPath: python }));
  assert.ok(result.ok);
  assert.deepEqual(result.server.args, ['-m', 'condor_ls', 'serve']);
});

test('a broken setting is reported, not silently replaced by another server', async () => {
  const dir = tempDir();
  const onPath = fakeServer(path.join(dir, 'bin'), '0.1.0');
  const missing = await resolveServer(inputs({ settingPath: path.join(dir, 'nope', 'condor-ls'), pathDirs: [path.dirname(onPath)] }));
  assert.equal(missing.ok, false);
  assert.ok(!missing.ok && missing.settingFailed);
  assert.match(missing.notes.join('\n'), /does not exist/);

  const failing = script(dir, 'failing', 'exit 1');
  const broken = await resolveServer(inputs({ settingPath: failing, pathDirs: [path.dirname(onPath)] }));
  assert.ok(!broken.ok && broken.settingFailed);
  assert.match(broken.notes.join('\n'), /cannot run .*exit code 1/);

  const noModule = await resolveServer(inputs({ settingPath: fakePython(dir, 'python', false) }));
  assert.ok(!noModule.ok && /-m condor_ls/.test(noModule.notes.join('\n')));
});

test('~ and ${workspaceFolder} are expanded in the setting', async () => {
  assert.equal(expandPath('~/bin/condor-ls', '/home/u'), '/home/u/bin/condor-ls');
  assert.equal(expandPath('${workspaceFolder}/.venv/bin/condor-ls', '/home/u', '/w'), '/w/.venv/bin/condor-ls');
  assert.equal(expandPath('${userHome}/x', '/home/u'), '/home/u/x');
  const home = tempDir();
  fakeServer(path.join(home, 'tools'), '0.1.0');
  const result = await resolveServer(inputs({ settingPath: '~/tools/condor-ls', home }));
  assert.ok(result.ok && result.server.command === path.join(home, 'tools', 'condor-ls'));
});

test('condor-ls on PATH comes before the Python extension interpreter', async () => {
  const dir = tempDir();
  const onPath = fakeServer(path.join(dir, 'bin'), '0.1.0');
  const python = fakePython(dir, 'python3', true);
  let asked = false;
  const result = await resolveServer(inputs({ pathDirs: [path.dirname(onPath)], activeInterpreter: async () => ((asked = true), python) }));
  assert.ok(result.ok);
  assert.equal(result.server.source, 'path');
  assert.equal(result.server.command, onPath);
  assert.equal(asked, false, 'the Python extension is not consulted once PATH answered');
});

test('an executable on PATH that does not run is skipped', async () => {
  const dir = tempDir();
  script(path.join(dir, 'bin'), 'condor-ls', 'echo broken >&2; exit 1');
  const python = fakePython(dir, 'python3', true);
  const result = await resolveServer(inputs({ pathDirs: [path.join(dir, 'bin')], activeInterpreter: async () => python }));
  assert.ok(result.ok);
  assert.equal(result.server.source, 'python');
  assert.match(result.notes.join('\n'), /on PATH\) does not run/);
});

test('the Python extension interpreter runs python -m condor_ls serve when the module imports', async () => {
  const dir = tempDir();
  const python = fakePython(dir, 'python3.12', true, '0.4.0');
  const result = await resolveServer(inputs({ activeInterpreter: async () => python, extraArgs: ['--log-file', '/tmp/x'] }));
  assert.ok(result.ok);
  assert.equal(result.server.source, 'python');
  assert.deepEqual(result.server.args, ['-m', 'condor_ls', 'serve', '--log-file', '/tmp/x']);
  assert.equal(result.server.dependsOnInterpreter, true);
  assert.equal(result.server.versionOutput, 'condor-ls 0.4.0');
});

test('an interpreter without condor_ls falls through to the private environment', async () => {
  const dir = tempDir();
  const python = fakePython(dir, 'python3', false);
  const base = inputs({ activeInterpreter: async () => python });
  fakeServer(path.join(base.privateEnvironment, 'bin'), '0.1.0');
  const result = await resolveServer(base);
  assert.ok(result.ok);
  assert.equal(result.server.source, 'private');
  assert.equal(result.server.command, environmentLayout(base.privateEnvironment, 'linux').executable);
  assert.match(result.notes.join('\n'), /cannot import condor_ls/);
});

test('nothing found: every place searched is explained', async () => {
  const missing = await resolveServer(inputs({ activeInterpreter: async () => null }));
  assert.equal(missing.ok, false);
  assert.ok(!missing.ok && !missing.settingFailed && !missing.pythonExtensionInstalled);
  assert.deepEqual(missing.notes, [
    'condorLs.server.path is not set',
    'no condor-ls on PATH',
    'the Python extension (ms-python.python) is not installed',
    'no private environment has been installed',
  ]);
  const noSelection = await resolveServer(inputs({ activeInterpreter: async () => undefined }));
  assert.ok(!noSelection.ok && noSelection.pythonExtensionInstalled);
  assert.match(noSelection.notes.join('\n'), /no interpreter selected/);
});

test('interpreter names and environment layouts', () => {
  for (const name of ['python', 'python3', 'python3.12', '/usr/bin/python3.10', 'C:\\Py\\python.exe', 'pythonw.exe']) {
    assert.ok(isPythonInterpreter(name), name);
  }
  for (const name of ['condor-ls', '/opt/python3/bin/condor-ls', 'ipython']) {
    assert.ok(!isPythonInterpreter(name), name);
  }
  assert.deepEqual(commandFor('/x/python3', []), { serve: ['-m', 'condor_ls', 'serve'], version: ['-m', 'condor_ls', '--version'] });
  assert.deepEqual(environmentLayout('/s/venv', 'linux'), { python: '/s/venv/bin/python', executable: '/s/venv/bin/condor-ls' });
  assert.deepEqual(environmentLayout('C:\\s\\venv', 'win32'), { python: 'C:\\s\\venv\\Scripts\\python.exe', executable: 'C:\\s\\venv\\Scripts\\condor-ls.exe' });
});
