import assert from 'node:assert/strict';
import * as path from 'node:path';
import { test } from 'node:test';
import { bundleAt, BundleManifest, chooseSource, failureAdvice, parseManifest, pipArgs, targetOf } from '../../src/common/bundle';
import { pythonVersionText, versionAdvice } from '../../src/common/version';

function manifest(overrides: Partial<BundleManifest> = {}): BundleManifest {
  return {
    format: 1, name: 'condor-ls', version: '0.2.0', target: 'linux-x64', requirement: 'condor-ls==0.2.0',
    pythons: ['3.10', '3.11', '3.12'], wheels: ['condor_ls-0.2.0-cp310-abi3-manylinux_2_17_x86_64.whl'], byPython: {}, sdist: null,
    platformTargets: ['linux-x64', 'linux-arm64', 'darwin-x64', 'darwin-arm64', 'win32-x64'], ...overrides,
  };
}

const at = (m: BundleManifest) => bundleAt('/ext', JSON.stringify(m))!;

test('a platform package installs offline on its own platform with a Python it carries wheels for', () => {
  const bundle = at(manifest());
  assert.equal(bundle.filesDir, path.join('/ext', 'bundled', 'python'));
  const source = chooseSource(bundle, 'linux-x64', '3.11', 'condor-ls');
  assert.deepEqual(source, { kind: 'offline', findLinks: bundle.filesDir, requirement: 'condor-ls==0.2.0' });
  assert.deepEqual(pipArgs(source), ['pip', 'install', '--upgrade', '--disable-pip-version-check', '--no-index', '--find-links', bundle.filesDir, 'condor-ls==0.2.0']);
});

test('another Python, another platform or the universal package: bundled files first, then the index', () => {
  const bundle = at(manifest());
  const newer = chooseSource(bundle, 'linux-x64', '3.15', 'condor-ls');
  assert.equal(newer.kind, 'bundled-online');
  assert.ok(!pipArgs(newer).includes('--no-index'));
  assert.ok(pipArgs(newer).includes('--find-links'));
  assert.match(newer.kind === 'bundled-online' ? newer.why : '', /3\.10, 3\.11, 3\.12, not 3\.15/);
  assert.equal(chooseSource(bundle, 'darwin-arm64', '3.11', 'condor-ls').kind, 'bundled-online');
  const universal = at(manifest({ target: 'universal', pythons: [], wheels: [], sdist: 'condor_ls-0.2.0.tar.gz' }));
  const source = chooseSource(universal, 'linux-x64', '3.11', 'condor-ls');
  assert.equal(source.kind, 'bundled-online');
  assert.equal(source.requirement, 'condor-ls==0.2.0');
  // a build without bundled files keeps the old behaviour
  assert.deepEqual(chooseSource(undefined, 'linux-x64', '3.11', 'condor-ls'), { kind: 'index', requirement: 'condor-ls' });
});

test('a failed install from the universal package names the platform package to take', () => {
  const universal = at(manifest({ target: 'universal', pythons: [], wheels: [], sdist: 'condor_ls-0.2.0.tar.gz' }));
  const source = chooseSource(universal, 'darwin-arm64', '3.12', 'condor-ls');
  assert.match(failureAdvice(source, universal, 'darwin-arm64', '0.2.0') ?? '', /condor-ls-darwin-arm64-0\.2\.0\.vsix/);
  // a platform without a package of its own: say what building from source needs
  assert.match(failureAdvice(chooseSource(universal, 'linux-armhf', '3.12', 'condor-ls'), universal, 'linux-armhf', '0.2.0') ?? '', /C compiler/);
});

test('manifests that are not usable are ignored with a reason', () => {
  const lines: string[] = [];
  assert.equal(bundleAt('/ext', '{"format": 1', (l) => lines.push(l)), undefined);
  assert.equal(bundleAt('/ext', JSON.stringify({ format: 2 }), (l) => lines.push(l)), undefined);
  assert.equal(bundleAt('/ext', JSON.stringify(manifest({ incomplete: 'dependencies only' })), (l) => lines.push(l)), undefined);
  assert.equal(lines.length, 3);
  assert.match(lines[2], /incomplete/);
  assert.equal(bundleAt('/ext', undefined), undefined);
  assert.ok(parseManifest(JSON.stringify(manifest())).manifest);
  assert.equal(targetOf('win32', 'x64'), 'win32-x64');
});

test('versions are compared in the form Python writes them', () => {
  assert.equal(pythonVersionText('0.2.0-rc1'), '0.2.0rc1');
  assert.equal(pythonVersionText('0.2.0-dev3'), '0.2.0.dev3');
  assert.equal(pythonVersionText('0.2.0+g1234'), '0.2.0');
  assert.deepEqual(versionAdvice('condor-ls 0.2.0rc1\n', '0.2.0-rc1', 'path', '/usr/bin/condor-ls', true), { kind: 'same' });
});

test('a server of another version than the extension is reported with the fix that applies', () => {
  const message = (a: ReturnType<typeof versionAdvice>) => (a && a.kind !== 'same' ? a.message : '');
  const fix = (a: ReturnType<typeof versionAdvice>) => (a && a.kind !== 'same' ? a.fix : undefined);
  const privateOld = versionAdvice('condor-ls 0.1.0', '0.2.0', 'private', '/g/venv/bin/condor-ls', true);
  assert.equal(privateOld?.kind, 'older');
  assert.equal(fix(privateOld), 'install');
  assert.match(message(privateOld), /Install Server replaces it with 0\.2\.0 from the files this extension carries/);
  const interpreter = versionAdvice('condor-ls 0.1.0', '0.2.0', 'python', '/usr/bin/python3', false);
  assert.match(message(interpreter), /\/usr\/bin\/python3 -m pip install --upgrade condor-ls==0\.2\.0/);
  const onPath = versionAdvice('condor-ls 0.1.0', '0.2.0', 'path', '/opt/bin/condor-ls', true);
  assert.match(message(onPath), /on PATH \(\/opt\/bin\/condor-ls\).*Install Server for the bundled one/);
  const newer = versionAdvice('condor-ls 0.3.0', '0.2.0', 'path', '/opt/bin/condor-ls', true);
  assert.equal(newer?.kind, 'newer');
  assert.equal(fix(newer), 'update-extension');
  assert.equal(versionAdvice('Traceback', '0.2.0', 'path', 'x', false), undefined);
});
