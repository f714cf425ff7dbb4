// Plain-text documents named like HTCondor configs become htcondor-config; C++ sources and
// documents another extension claimed stay theirs.
import '../stubs/register';
import assert from 'node:assert/strict';
import { test } from 'node:test';
import * as vscode from '../stubs/vscode';
import { ClaimPlainText } from '../../src/claim';
import { claimedLanguage } from '../../src/common/claim';
import { readPackageJson } from './helpers';

test('only plain-text condor_config.<name> documents are claimed', () => {
  assert.equal(claimedLanguage('/etc/condor/condor_config.local.node7', 'plaintext'), 'htcondor-config');
  assert.equal(claimedLanguage('/src/condor_examples/condor_config.generic', 'plaintext'), 'htcondor-config');
  assert.equal(claimedLanguage('C:\\condor\\CONDOR_CONFIG.BASE', 'plaintext'), 'htcondor-config');
  // the C++ extension (or none) decides for HTCondor's own sources
  assert.equal(claimedLanguage('/src/condor_utils/condor_config.cpp', 'cpp'), undefined);
  assert.equal(claimedLanguage('/src/condor_includes/condor_config.h', 'c'), undefined);
  assert.equal(claimedLanguage('/notes/condor_config.md', 'markdown'), undefined);
  assert.equal(claimedLanguage('/etc/condor/condor_config', 'plaintext'), undefined); // package.json names it
  assert.equal(claimedLanguage('/w/readme.txt', 'plaintext'), undefined);
});

test('package.json leaves condor_config.* to this check and activates for plain text', () => {
  const pkg = readPackageJson() as {
    activationEvents: string[];
    contributes: { languages: { id: string; filenamePatterns?: string[] }[] };
  };
  const config = pkg.contributes.languages.find((language) => language.id === 'htcondor-config');
  assert.ok(config);
  assert.ok(!(config.filenamePatterns ?? []).some((pattern) => pattern.startsWith('condor_config')));
  assert.ok(pkg.activationEvents.includes('onLanguage:plaintext'));
});

test('open documents and documents opened later are switched', async () => {
  vscode.state.languageChanges.length = 0;
  const doc = (path: string, language: string) => new vscode.TextDocument(vscode.Uri.file(path), language, 'A = 1\n');
  vscode.workspace.textDocuments = [doc('/etc/condor/condor_config.local.node7', 'plaintext'), doc('/w/x.txt', 'plaintext')];
  const claim = new ClaimPlainText();
  vscode.events.open.fire(doc('/src/condor_config.cpp', 'cpp'));
  vscode.events.open.fire(doc('/src/condor_examples/condor_config.annotated', 'plaintext'));
  await new Promise((resolve) => setImmediate(resolve));
  assert.deepEqual(vscode.state.languageChanges, [
    '/etc/condor/condor_config.local.node7 -> htcondor-config',
    '/src/condor_examples/condor_config.annotated -> htcondor-config',
  ]);
  claim.dispose();
  vscode.events.open.fire(doc('/etc/condor/condor_config.other', 'plaintext'));
  await new Promise((resolve) => setImmediate(resolve));
  assert.equal(vscode.state.languageChanges.length, 2);
});
