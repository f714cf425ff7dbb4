// The modules that talk to VS Code, run against the stand-in module in test/stubs.
import '../stubs/register';
import assert from 'node:assert/strict';
import { beforeEach, test } from 'node:test';
import * as vscode from '../stubs/vscode';
import { clientSettings, serverSettings } from '../../src/config';
import { PreviewDocuments } from '../../src/preview';
import { activeInterpreter, pythonExtensionInstalled } from '../../src/python';
import { statusPresentation } from '../../src/status';
import { PackageJson } from '../../src/common/settings';
import { readPackageJson } from './helpers';

const pkg = readPackageJson() as PackageJson;

beforeEach(() => {
  vscode.state.settings.clear();
  vscode.state.reads.length = 0;
  vscode.state.extensions.clear();
  vscode.state.executed.length = 0;
  vscode.state.failingCommands.clear();
  vscode.state.shownDocuments.length = 0;
});

test('client settings are read from the condorLs section', () => {
  assert.deepEqual(clientSettings(), { serverPath: '', serverArgs: [], pythonEnabled: true });
  vscode.state.settings.set('server.path', '/opt/condor-ls');
  vscode.state.settings.set('server.args', ['--log-level', 'INFO']);
  vscode.state.settings.set('python.enable', false);
  assert.deepEqual(clientSettings(), { serverPath: '/opt/condor-ls', serverArgs: ['--log-level', 'INFO'], pythonEnabled: false });
  assert.equal(vscode.state.reads.at(-1)?.section, 'condorLs');
});

test('server settings: every declared server key, client-only keys left out, scope passed on', () => {
  vscode.state.settings.set('sampleAds.machine', '/ads/slot.ad');
  vscode.state.settings.set('subsystem', 'SCHEDD');
  vscode.state.settings.set('server.path', '/opt/condor-ls');
  vscode.state.settings.set('rules.severity', { CFG001: 'hint' });
  const scope = vscode.Uri.file('/w/condor_config');
  const settings = serverSettings(pkg, scope as never) as Record<string, unknown>;
  assert.deepEqual(settings.sampleAds, { machine: '/ads/slot.ad' });
  assert.equal(settings.subsystem, 'SCHEDD');
  assert.deepEqual(settings.rules, { severity: { CFG001: 'hint' } });
  assert.equal(settings.server, undefined);
  assert.equal(vscode.state.reads.at(-1)?.scope, scope.toString());
});

test('the Python extension: absent, selected interpreter, failing API', async () => {
  const logs: string[] = [];
  assert.equal(pythonExtensionInstalled(), false);
  assert.equal(await activeInterpreter(undefined, (m) => logs.push(m)), null);

  let activated = false;
  const api = {
    environments: {
      getActiveEnvironmentPath: () => ({ id: 'x', path: '/envs/a/bin/python' }),
      resolveEnvironment: async (selected: { path: string }) => ({ executable: { uri: vscode.Uri.file(selected.path.replace('/a/', '/resolved/')) } }),
    },
  };
  vscode.state.extensions.set('ms-python.python', { isActive: false, exports: api, activate: async () => ((activated = true), api) });
  assert.equal(pythonExtensionInstalled(), true);
  assert.equal(await activeInterpreter(undefined, (m) => logs.push(m)), '/envs/resolved/bin/python');
  assert.ok(activated, 'the Python extension is activated before its API is used');

  const broken = { environments: { getActiveEnvironmentPath: () => { throw new Error('no workspace'); } } };
  vscode.state.extensions.set('ms-python.python', { isActive: true, exports: broken, activate: async () => broken });
  assert.equal(await activeInterpreter(undefined, (m) => logs.push(m)), undefined);
  assert.match(logs.join('\n'), /no workspace/);
});

test('status bar presentation per server state', () => {
  assert.equal(statusPresentation('running').text, '$(check) condor-ls');
  assert.equal(statusPresentation('running').background, undefined);
  assert.equal(statusPresentation('missing').background, 'statusBarItem.warningBackground');
  assert.equal(statusPresentation('failed').background, 'statusBarItem.errorBackground');
  assert.match(statusPresentation('outdated', 'condor-ls 0.0.1').tooltip, /older.*\ncondor-ls 0\.0\.1\nClick/s);
});

test('previews: markdown kept per name, shown in the markdown preview, text as fallback', async () => {
  const previews = new PreviewDocuments();
  const changes: string[] = [];
  previews.onDidChange((uri) => changes.push(uri.toString()));
  const uri = await previews.show('policy preview', '# START\n**true**');
  assert.equal(uri.toString(), 'condor-ls-preview:///policy-preview.md');
  assert.equal(previews.provideTextDocumentContent(uri as never), '# START\n**true**');
  assert.deepEqual(vscode.state.executed.map((e) => e.command), ['markdown.showPreviewToSide']);
  previews.set('policy preview', 'updated');
  assert.equal(previews.provideTextDocumentContent(uri as never), 'updated');
  assert.equal(changes.length, 2, 'every update refreshes an open preview');

  vscode.state.failingCommands.add('markdown.showPreviewToSide');
  await previews.show('evaluation', 'x');
  assert.deepEqual(vscode.state.shownDocuments, ['condor-ls-preview:///evaluation.md']);
});
