// Which Python documents reach the server (the languageclient middleware of
// src/common/pythonDocuments.ts), and when the server is started at all (src/startOnDemand.ts),
// against the stand-in vscode module.
import '../stubs/register';
import assert from 'node:assert/strict';
import { beforeEach, test } from 'node:test';
import * as vscode from '../stubs/vscode';
import { DOCUMENT_REQUESTS, PythonDocuments } from '../../src/common/pythonDocuments';
import { needsServer } from '../../src/common/settings';
import { StartOnDemand } from '../../src/startOnDemand';

type Doc = vscode.TextDocument;

const PLAIN = 'import os\n\nprint(os.getcwd())\n';
const BINDINGS = 'import os\nimport htcondor2 as htcondor\n\nschedd = htcondor.Schedd()\n';

/** What reached the "server": each notification with the document's uri and text at that moment. */
function recorder() {
  const sent: string[] = [];
  const note = (kind: string) => async (document: Doc) => {
    sent.push(`${kind} ${document.uri.path} ${JSON.stringify(document.getText().split('\n')[1] ?? '')}`);
  };
  const gate = new PythonDocuments<Doc>({ open: note('forwarded-open'), close: note('forwarded-close') });
  const middleware = gate.middleware() as Record<string, (...args: unknown[]) => Promise<void> | unknown>;
  return {
    sent,
    gate,
    open: (document: Doc) => middleware.didOpen(document, note('open')),
    change: (document: Doc, text: string) => {
      document.text = text;
      document.version += 1;
      return middleware.didChange({ document, contentChanges: [{}] }, async (event: { document: Doc }) => note('change')(event.document));
    },
    save: (document: Doc) => middleware.didSave(document, note('save')),
    close: (document: Doc) => middleware.didClose(document, note('close')),
    middleware,
  };
}

const doc = (name: string, language: string, text: string) => new vscode.TextDocument(vscode.Uri.file(`/w/${name}`), language, text);

beforeEach(() => {
  vscode.workspace.textDocuments = [];
  vscode.state.settings.clear();
});

test('a Python document reaches the server only while it imports the bindings', async () => {
  const r = recorder();
  const plain = doc('plain.py', 'python', PLAIN);
  const jobs = doc('jobs.py', 'python', BINDINGS);
  await r.open(plain);
  await r.open(jobs);
  assert.deepEqual(r.sent, ['open /w/jobs.py "import htcondor2 as htcondor"']);
  assert.deepEqual(r.gate.pythonDocuments, ['file:///w/jobs.py']);

  // edits of a document without the import stay here; the edit that adds it opens it, with its text
  await r.change(plain, 'import os\n\nprint(1)\n');
  await r.change(plain, 'import os\nfrom classad2 import ExprTree\nprint(1)\n');
  await r.change(plain, 'import os\nfrom classad2 import ExprTree\nprint(2)\n');
  // removing the import closes it (the server clears its diagnostics); a save afterwards stays here
  await r.change(jobs, 'import os\n# import htcondor2 as htcondor\n');
  await r.save(jobs);
  await r.save(plain);
  assert.deepEqual(r.sent.slice(1), [
    'forwarded-open /w/plain.py "from classad2 import ExprTree"',
    'change /w/plain.py "from classad2 import ExprTree"',
    'forwarded-close /w/jobs.py "# import htcondor2 as htcondor"',
    'save /w/plain.py "from classad2 import ExprTree"',
  ]);

  // closing: only what the server has is closed there
  r.sent.length = 0;
  await r.close(jobs);
  await r.close(plain);
  assert.deepEqual(r.sent, ['close /w/plain.py "from classad2 import ExprTree"']);
  assert.deepEqual(r.gate.pythonDocuments, []);
});

test('documents of our languages pass untouched, whatever their text', async () => {
  const r = recorder();
  const config = doc('condor_config', 'htcondor-config', 'START = TRUE\n');
  await r.open(config);
  await r.change(config, 'START = TRUE\nimport htcondor2\n');
  await r.change(config, 'START = FALSE\n');
  await r.save(config);
  await r.close(config);
  assert.deepEqual(r.sent.map((s) => s.split(' ')[0]), ['open', 'change', 'change', 'save', 'close']);
});

test('requests about a Python document the server does not have are answered here with nothing', async () => {
  const r = recorder();
  const plain = doc('plain.py', 'python', PLAIN);
  const jobs = doc('jobs.py', 'python', BINDINGS);
  const config = doc('condor_config', 'htcondor-config', 'START = TRUE\n');
  await r.open(plain);
  await r.open(jobs);
  await r.open(config);
  const asked: string[] = [];
  const position = { line: 1, character: 3 };
  const token = { isCancellationRequested: false };
  for (const name of DOCUMENT_REQUESTS) {
    for (const document of [plain, jobs, config]) {
      // every entry takes the document first and `next` last, with the request's own arguments between
      const answer = await r.middleware[name](document, position, token, (d: Doc, ...args: unknown[]) => {
        assert.deepEqual(args, [position, token], `${name} passes its arguments on`);
        asked.push(`${name} ${d.uri.path}`);
        return `${name} answer`;
      });
      assert.equal(answer, document === plain ? undefined : `${name} answer`);
    }
  }
  assert.equal(asked.length, DOCUMENT_REQUESTS.length * 2);
  assert.ok(!asked.some((a) => a.endsWith('plain.py')));
  assert.ok(DOCUMENT_REQUESTS.includes('provideHover') && DOCUMENT_REQUESTS.includes('provideCompletionItem'));
});

test('which open documents need the server', () => {
  const text = (t: string) => () => t;
  const file = (language: string) => ({ languageId: language, uri: vscode.Uri.file('/w/x') });
  for (const language of ['htcondor-config', 'htcondor-submit', 'classad', 'htcondor-transform', 'htcondor-dag']) {
    assert.ok(needsServer(file(language), text(''), false), language);
  }
  assert.ok(needsServer(file('python'), text(BINDINGS), true));
  assert.ok(!needsServer(file('python'), text(BINDINGS), false), 'python.enable = false');
  assert.ok(!needsServer(file('python'), text(PLAIN), true));
  assert.ok(!needsServer(file('markdown'), text(BINDINGS), true));
  // a Python file seen through git or in a diff is not the user's file
  assert.ok(!needsServer({ languageId: 'python', uri: vscode.Uri.parse('git:/w/jobs.py') }, text(BINDINGS), true));
  assert.ok(needsServer({ languageId: 'python', uri: vscode.Uri.parse('untitled:Untitled-1') }, text(BINDINGS), true));
  // the text of a document of another language is never read
  assert.ok(needsServer(file('classad'), () => assert.fail('read'), true));
  assert.ok(!needsServer(file('json'), () => assert.fail('read'), true));
});

test('the server starts at once when an open document needs it', async () => {
  let starts = 0;
  vscode.workspace.textDocuments = [doc('plain.py', 'python', PLAIN), doc('jobs.sub', 'htcondor-submit', 'queue\n')];
  const onDemand = new StartOnDemand(async () => void starts++, () => true);
  assert.equal(await onDemand.watch(), true);
  assert.equal(starts, 1);
  assert.equal(vscode.events.open.listenerCount, 0, 'nothing left listening');
});

test('the server waits for an HTCondor file or a Python file that imports the bindings', async () => {
  let starts = 0;
  let enabled = false;
  const plain = doc('plain.py', 'python', PLAIN);
  const jobs = doc('jobs.py', 'python', BINDINGS);
  vscode.workspace.textDocuments = [plain, jobs];
  const onDemand = new StartOnDemand(async () => void starts++, () => enabled);
  assert.equal(await onDemand.watch(), false, 'python.enable is off: the Python file does not count');
  const settle = () => new Promise((resolve) => setImmediate(resolve));

  vscode.events.open.fire(doc('notes.md', 'markdown', BINDINGS));
  plain.text = 'import os\nimport json\n';
  vscode.events.change.fire({ document: plain, contentChanges: [{}] });
  vscode.events.configuration.fire({ affectsConfiguration: (s) => s === 'condorLs.sampleAds' });
  await settle();
  assert.equal(starts, 0);

  // turning python.enable on makes the open Python file with the import count
  enabled = true;
  vscode.events.configuration.fire({ affectsConfiguration: (s) => s === 'condorLs.python.enable' || s === 'condorLs' });
  await settle();
  assert.equal(starts, 1);
  assert.equal(vscode.events.open.listenerCount + vscode.events.change.listenerCount + vscode.events.configuration.listenerCount, 0);
  vscode.events.open.fire(doc('condor_config', 'htcondor-config', ''));
  await settle();
  assert.equal(starts, 1, 'started once');
  onDemand.dispose();
});

test('an edit that adds the import starts the server', async () => {
  let starts = 0;
  const plain = doc('plain.py', 'python', PLAIN);
  vscode.workspace.textDocuments = [plain];
  const onDemand = new StartOnDemand(async () => void starts++, () => true);
  assert.equal(await onDemand.watch(), false);
  plain.text = `from htcondor2 import Schedd\n${PLAIN}`;
  vscode.events.change.fire({ document: plain, contentChanges: [{}] });
  await new Promise((resolve) => setImmediate(resolve));
  assert.equal(starts, 1);
  onDemand.dispose();
});
