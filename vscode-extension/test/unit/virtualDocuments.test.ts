// The read-only documents of a submit file (job ads, match analysis), against the stand-in vscode module.
import '../stubs/register';
import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { beforeEach, test } from 'node:test';
import * as vscode from '../stubs/vscode';
import { isVirtualDocumentAnswer, sourceOf, VirtualDocumentAnswer, VirtualDocuments } from '../../src/virtualDocuments';
import { readPackageJson } from './helpers';

const SOURCE = 'file:///home/me/a%2Bb%26c.sub';
/** as the server writes it (values escaped, `source` last) */
const JOB_ADS = `condor-ls-jobads:/home/me/a%2Bb%26c.sub.queue1.ads?queue=0&source=${encodeURIComponent(SOURCE)}`;
const MATCH = `condor-ls-match:/home/me/a%2Bb%26c.sub.match.md?source=${encodeURIComponent(SOURCE)}`;

function answer(uri: string, text: string, language = 'classad'): VirtualDocumentAnswer {
  return { uri, title: 'a+b&c.sub.queue1.ads', text, language };
}

beforeEach(() => {
  vscode.state.executed.length = 0;
  vscode.state.failingCommands.clear();
  vscode.state.shownDocuments.length = 0;
});

test('the submit file of a virtual URI, as the server writes it and as VS Code writes it back', () => {
  assert.equal(sourceOf(JOB_ADS), SOURCE);
  assert.equal(sourceOf(MATCH), SOURCE);
  // VS Code decodes the query and escapes it whole: `=` and `&` too
  const query = JOB_ADS.slice(JOB_ADS.indexOf('?') + 1);
  const rewritten = `${JOB_ADS.slice(0, JOB_ADS.indexOf('?'))}?${encodeURIComponent(decodeURIComponent(query))}`;
  assert.ok(!rewritten.slice(rewritten.indexOf('?') + 1).includes('='));
  assert.equal(sourceOf(rewritten), SOURCE);
  assert.equal(sourceOf('condor-ls-jobads:/x.ads'), undefined);
  assert.equal(sourceOf('condor-ls-jobads:/x.ads?queue=1'), undefined);
});

test('answers are recognised by their scheme', () => {
  assert.ok(isVirtualDocumentAnswer(answer(JOB_ADS, 'A = 1\n')));
  assert.ok(isVirtualDocumentAnswer(answer(MATCH, '# m', 'markdown')));
  assert.ok(!isVirtualDocumentAnswer({ uri: 'file:///etc/passwd', text: '' }));
  assert.ok(!isVirtualDocumentAnswer({ markdown: 'x' }));
  assert.ok(!isVirtualDocumentAnswer(null));
});

test('job ads open as a read-only text beside the editor, without asking the server again', async () => {
  const fetched: string[] = [];
  const documents = new VirtualDocuments(async (uri) => (fetched.push(uri), null));
  const uri = await documents.show(answer(JOB_ADS, '# job 1.0\nProcId = 0\n'));
  assert.deepEqual(vscode.state.shownDocuments, [uri.toString()]);
  assert.equal(await documents.provideTextDocumentContent(uri as never), '# job 1.0\nProcId = 0\n');
  assert.deepEqual(fetched, []);
});

test('the match analysis opens in the markdown preview, else as text', async () => {
  const documents = new VirtualDocuments(async () => null);
  await documents.show(answer(MATCH, '# Will it match?', 'markdown'));
  assert.deepEqual(vscode.state.executed.map((e) => e.command), ['markdown.showPreviewToSide']);
  vscode.state.failingCommands.add('markdown.showPreviewToSide');
  const uri = await documents.show(answer(MATCH, '# Will it match?', 'markdown'));
  assert.deepEqual(vscode.state.shownDocuments, [uri.toString()]);
});

test('an edit of the submit file asks the server again for its open documents, once the edits pause', async () => {
  const fetched: string[] = [];
  let version = 0;
  const documents = new VirtualDocuments(async (uri) => {
    fetched.push(uri);
    return answer(uri, `ProcId = ${++version}\n`);
  });
  const changes: string[] = [];
  documents.onDidChange((uri) => changes.push(uri.toString()));
  const uri = documents.remember(answer(JOB_ADS, 'ProcId = 0\n')).toString();
  const other = documents.remember(answer(JOB_ADS.replace('a%2Bb%26c', 'other').replace(encodeURIComponent(SOURCE), encodeURIComponent('file:///other.sub')), 'X = 1\n')).toString();
  changes.length = 0;
  documents.sourceChanged(SOURCE, 10);
  documents.sourceChanged(SOURCE, 10);
  await new Promise((resolve) => setTimeout(resolve, 60));
  assert.deepEqual(fetched, [uri], 'one request for the burst, none for another file');
  assert.deepEqual(changes, [uri]);
  assert.equal(await documents.provideTextDocumentContent(vscode.Uri.parse(uri) as never), 'ProcId = 1\n');
  assert.equal(await documents.provideTextDocumentContent(vscode.Uri.parse(other) as never), 'X = 1\n');
  documents.dispose();
});

test('a document reopened after it was closed is asked for; a server that cannot answer is said so', async () => {
  let up = true;
  const documents = new VirtualDocuments(async (uri) => {
    if (!up) {
      throw new Error('not running');
    }
    return answer(uri, 'A = 2\n');
  });
  const uri = documents.remember(answer(JOB_ADS, 'A = 1\n'));
  documents.forget(uri.toString());
  assert.equal(await documents.provideTextDocumentContent(uri as never), 'A = 2\n');
  documents.forget(uri.toString());
  up = false;
  assert.match(await documents.provideTextDocumentContent(uri as never), /could not compute .* server running/);
});

test('package.json: the commands, their palette entries and the pool setting', () => {
  const pkg = readPackageJson() as {
    contributes: { commands: { command: string; title: string }[]; menus: Record<string, { command: string; when?: string }[]>; configuration: { properties: Record<string, { default?: unknown }> } };
    capabilities: { untrustedWorkspaces: { restrictedConfigurations: string[] } };
  };
  const titles = Object.fromEntries(pkg.contributes.commands.map((c) => [c.command, c.title]));
  assert.equal(titles['condorLs.openJobAds'], 'Show Job Ads');
  assert.ok(titles['condorLs.openMatchAnalysis']);
  // the server's own command ids are registered by vscode-languageclient: never declared here
  assert.equal(titles['condorLs.showJobAds'], undefined);
  const palette = pkg.contributes.menus.commandPalette.filter((m) => m.command.startsWith('condorLs.open'));
  assert.deepEqual(palette.map((m) => m.when), ['editorLangId == htcondor-submit', 'editorLangId == htcondor-submit']);
  assert.equal(pkg.contributes.configuration.properties['condorLs.pool.dump'].default, '');
  assert.equal(pkg.contributes.configuration.properties['condorLs.submit.codeLens'].default, true);
  assert.ok(pkg.capabilities.untrustedWorkspaces.restrictedConfigurations.includes('condorLs.pool.dump'));
  const source = fs.readFileSync(path.join(__dirname, '..', '..', '..', 'src', 'extension.ts'), 'utf8');
  assert.match(source, /registerTextDocumentContentProvider\(scheme, documents\)/);
});
