import assert from 'node:assert/strict';
import { test } from 'node:test';
import { checkServerVersion, compareVersions, parseVersionOutput } from '../../src/common/version';

test('reads the version condor-ls --version prints', () => {
  assert.deepEqual(parseVersionOutput('condor-ls 0.1.0\n'), { text: '0.1.0', release: [0, 1, 0], prerelease: false });
  assert.deepEqual(parseVersionOutput('condor-ls 1.2.0rc1'), { text: '1.2.0rc1', release: [1, 2, 0], prerelease: true });
  assert.deepEqual(parseVersionOutput('condor-ls 0.3.dev4+g1a2b'), { text: '0.3.dev4+g1a2b', release: [0, 3], prerelease: true });
  assert.equal(parseVersionOutput('Traceback (most recent call last)'), undefined);
});

test('orders releases numerically and pre-releases before their release', () => {
  const v = (text: string) => parseVersionOutput(text)!;
  assert.ok(compareVersions(v('0.10.0'), v('0.9.9')) > 0);
  assert.ok(compareVersions(v('1.0'), v('1.0.0')) === 0);
  assert.ok(compareVersions(v('1.0.0rc1'), v('1.0.0')) < 0);
  assert.ok(compareVersions(v('1.0.1.dev1'), v('1.0.0')) > 0);
});

test('warns only when the server is older than the minimum', () => {
  assert.equal(checkServerVersion('condor-ls 0.1.0', '0.1.0').status, 'ok');
  assert.equal(checkServerVersion('condor-ls 0.2.1', '0.1.0').status, 'ok');
  const older = checkServerVersion('condor-ls 0.0.9', '0.1.0');
  assert.equal(older.status, 'older');
  assert.equal(older.status === 'older' && older.found.text, '0.0.9');
  assert.equal(checkServerVersion('condor-ls 0.1.0.dev2', '0.1.0').status, 'older');
  assert.equal(checkServerVersion('garbage', '0.1.0').status, 'unknown');
});
