import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { test } from 'node:test';
import { bootstrapCandidates, installSteps, PYTHON_VERSION_ARGS, pythonIsRecentEnough, runSteps } from '../../src/common/install';
import { run, stream } from '../../src/common/process';
import { tempDir } from './helpers';

test('the plan creates a venv in global storage and pip-installs condor-ls into it', () => {
  const steps = installSteps({ command: 'python3', args: [] }, '/store/venv', { kind: 'index', requirement: 'condor-ls>=0.1.0' }, 'linux');
  assert.deepEqual(steps.map((s) => [s.command, ...s.args]), [
    ['python3', '-m', 'venv', '/store/venv'],
    ['/store/venv/bin/python', '-m', 'pip', 'install', '--upgrade', '--disable-pip-version-check', 'condor-ls>=0.1.0'],
  ]);
  const offline = installSteps({ command: 'python3', args: [] }, '/store/venv', { kind: 'offline', findLinks: '/ext/bundled/python', requirement: 'condor-ls==0.1.0' }, 'linux');
  assert.deepEqual(offline[1].args.slice(-4), ['--no-index', '--find-links', '/ext/bundled/python', 'condor-ls==0.1.0']);
  assert.match(offline[1].detail ?? '', /no network/);
  const windows = installSteps({ command: 'py', args: ['-3'] }, 'C:\\s\\venv', { kind: 'index', requirement: 'condor-ls' }, 'win32');
  assert.deepEqual(windows[0].args, ['-3', '-m', 'venv', 'C:\\s\\venv']);
  assert.equal(windows[1].command, 'C:\\s\\venv\\Scripts\\python.exe');
  assert.equal(bootstrapCandidates('linux')[0].command, 'python3');
});

test('Python 3.10 or later is required', async () => {
  assert.ok(pythonIsRecentEnough('3.10'));
  assert.ok(pythonIsRecentEnough('3.13\n'));
  assert.ok(!pythonIsRecentEnough('3.9'));
  assert.ok(!pythonIsRecentEnough('2.7'));
  assert.ok(!pythonIsRecentEnough(''));
  // the probe really prints major.minor
  const result = await run('python3', PYTHON_VERSION_ARGS);
  assert.equal(result.code, 0);
  assert.match(result.stdout.trim(), /^3\.\d+$/);
});

test('steps run in order, output is streamed, and the first failure stops the rest', async () => {
  const dir = tempDir();
  const marker = path.join(dir, 'ran');
  const steps = [
    { title: 'one', command: 'sh', args: ['-c', `echo first; echo one >> ${marker}`] },
    { title: 'two', command: 'sh', args: ['-c', 'echo oops >&2; exit 4'] },
    { title: 'three', command: 'sh', args: ['-c', `echo three >> ${marker}`] },
  ];
  const titles: string[] = [];
  let output = '';
  const failure = await runSteps(steps, (c, a, onOutput) => stream(c, a, onOutput), (t) => titles.push(t), (t) => (output += t));
  assert.equal(failure, 'two failed (exit code 4)');
  assert.deepEqual(titles, ['one', 'two']);
  assert.match(output, /first/);
  assert.match(output, /oops/);
  assert.equal(fs.readFileSync(marker, 'utf8'), 'one\n');
  const missing = await runSteps([{ title: 'x', command: path.join(dir, 'no-such-python'), args: [] }], (c, a, o) => stream(c, a, o), () => undefined, () => undefined);
  assert.match(missing ?? '', /x failed \(ENOENT\)/);
});
