import assert from 'node:assert/strict';
import { test } from 'node:test';
import { declaredDefault, declaredSettings, documentSelector, needsRestart, PackageJson, serverSettingKeys, toServerSettings } from '../../src/common/settings';
import { readPackageJson } from './helpers';

const pkg = readPackageJson() as PackageJson;

test('client-only settings are not sent to the server', () => {
  const all = declaredSettings(pkg);
  const server = serverSettingKeys(pkg);
  for (const key of ['server.path', 'server.args', 'trace.server']) {
    assert.ok(all.includes(key), key);
    assert.ok(!server.includes(key), key);
  }
  for (const key of ['sampleAds.machine', 'sampleAds.job', 'subsystem', 'configRoot', 'defines', 'rules.disable', 'rules.severity', 'diagnostics.debounce', 'inlayHints.expandedValues']) {
    assert.ok(server.includes(key), key);
  }
});

test('dotted names become the nested object the server reads', () => {
  const values: Record<string, unknown> = {
    'sampleAds.machine': '/ads/slot.ad',
    'sampleAds.job': '',
    subsystem: 'SCHEDD',
    'rules.disable': ['CFG001'],
    'rules.severity': { SUB002: 'error' },
    defines: { FULL_HOSTNAME: 'node.example.org' },
    'diagnostics.debounce': 300,
  };
  const nested = toServerSettings(Object.keys(values).concat(['unset.key']), (key) => values[key]);
  assert.deepEqual(nested, {
    sampleAds: { machine: '/ads/slot.ad', job: '' },
    subsystem: 'SCHEDD',
    rules: { disable: ['CFG001'], severity: { SUB002: 'error' } },
    defines: { FULL_HOSTNAME: 'node.example.org' },
    diagnostics: { debounce: 300 },
  });
});

test('the declared defaults make a complete settings object', () => {
  const nested = toServerSettings(serverSettingKeys(pkg), (key) => declaredDefault(pkg, key)) as Record<string, Record<string, unknown>>;
  assert.equal(nested.subsystem, 'STARTD');
  assert.equal(nested.diagnostics.debounce, 0);
  assert.equal(nested.inlayHints.expandedValues, true);
});

test('only settings read at start restart the server', () => {
  const changed = (...keys: string[]) => (section: string) => keys.some((key) => key === section || key.startsWith(`${section}.`));
  assert.ok(needsRestart(changed('condorLs.server.path')));
  assert.ok(needsRestart(changed('condorLs.server.args')));
  assert.ok(needsRestart(changed('condorLs.python.enable')));
  assert.ok(!needsRestart(changed('condorLs.sampleAds.machine')));
  assert.ok(!needsRestart(changed('condorLs.rules.disable', 'editor.fontSize')));
});

test('the document selector covers the four languages, Python files only when enabled', () => {
  const languages = (enabled: boolean) => [...new Set(documentSelector(enabled).map((f) => f.language))];
  assert.deepEqual(languages(false), ['htcondor-config', 'htcondor-submit', 'classad', 'htcondor-transform', 'htcondor-dag']);
  assert.deepEqual(languages(true), ['htcondor-config', 'htcondor-submit', 'classad', 'htcondor-transform', 'htcondor-dag', 'python']);
  assert.deepEqual([...new Set(documentSelector(false).map((f) => f.scheme))], ['file', 'untitled']);
  const contributed = ((pkg as { contributes: { languages: { id: string }[] } }).contributes.languages).map((l) => l.id);
  assert.deepEqual(languages(false).sort(), contributed.sort());
});
