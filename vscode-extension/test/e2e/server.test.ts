/**
 * End to end: start `condor-ls serve` the way the extension does (same server search, same
 * initializationOptions, same document languages, the `condorLs` section answered on
 * workspace/configuration) and use it as VS Code would: diagnostics, hover on START,
 * completion after `TARGET.`, a settings change, the condorLs.previewPolicy command, and
 * Python documents handed over through the extension's own middleware (src/common/
 * pythonDocuments.ts), which forwards only those that import the htcondor bindings.
 *
 * VS Code itself cannot run here, so this drives the protocol with vscode-languageserver-
 * protocol, the library vscode-languageclient is built on.
 */
import assert from 'node:assert/strict';
import { ChildProcess, spawn } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { after, before, test } from 'node:test';
import { pathToFileURL } from 'node:url';
import {
  CodeLensRequest,
  CompletionList,
  CompletionRequest,
  ConfigurationRequest,
  DefinitionRequest,
  createProtocolConnection,
  DidChangeConfigurationNotification,
  DidChangeTextDocumentNotification,
  DidCloseTextDocumentNotification,
  DidOpenTextDocumentNotification,
  ExecuteCommandRequest,
  ExitNotification,
  Hover,
  HoverRequest,
  InitializedNotification,
  InitializeRequest,
  InitializeResult,
  Location,
  MarkupContent,
  ProtocolConnection,
  PublishDiagnosticsNotification,
  PublishDiagnosticsParams,
  RegistrationRequest,
  ShutdownRequest,
  StreamMessageReader,
  StreamMessageWriter,
} from 'vscode-languageserver-protocol/node';
import which from 'which';
import { run } from '../../src/common/process';
import { PythonDocuments } from '../../src/common/pythonDocuments';
import { resolveServer, ServerCommand } from '../../src/common/resolve';
import { declaredDefault, documentSelector, PackageJson, SECTION, serverSettingKeys, toServerSettings } from '../../src/common/settings';
import { checkServerVersion } from '../../src/common/version';
import { isVirtualDocumentAnswer, sourceOf, VIRTUAL_DOCUMENT_REQUEST } from '../../src/common/virtualUris';

const root = path.join(__dirname, '..', '..', '..');
const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as PackageJson & { condorLs: { minimumServerVersion: string } };

/** What VS Code's getConfiguration('condorLs') gives with no user settings, plus `overrides`. */
function settings(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return toServerSettings(serverSettingKeys(pkg), (key) => (key in overrides ? overrides[key] : declaredDefault(pkg, key)));
}

const CONFIG = [
  'MINUTE = 60',
  'StartIdleTime = 15 * $(MINUTE)',
  'START = KeyboardIdle > $(StartIdleTime) && TARGET.Owner != "bob"',
  'SUSPEND = TARGET.',
  'RANK = nosuchfunction(1)',
  '',
].join('\n');

let server: ServerCommand;
let child: ChildProcess;
let connection: ProtocolConnection;
let initialized: InitializeResult;
let current = settings();
const configurationRequests: unknown[] = [];
const diagnostics: PublishDiagnosticsParams[] = [];
const workspace = fs.mkdtempSync(path.join(os.tmpdir(), 'condor-ls-e2e-'));
const configUri = pathToFileURL(path.join(workspace, 'condor_config')).toString();

/** Wait until `predicate` holds for the diagnostics published for `uri` (or time out). */
async function diagnosticsFor(uri: string, predicate: (codes: string[]) => boolean, timeoutMs = 30_000): Promise<string[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const latest = diagnostics.filter((d) => d.uri === uri).at(-1);
    const codes = latest ? latest.diagnostics.map((d) => String(d.code)) : [];
    if (latest && predicate(codes)) {
      return codes;
    }
    if (Date.now() > deadline) {
      assert.fail(`diagnostics for ${uri} never matched; last published: ${JSON.stringify(codes)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

before(async () => {
  // the extension's search, minus the Python extension (there is none outside VS Code)
  const resolution = await resolveServer({
    settingPath: process.env.CONDOR_LS_SERVER ?? '',
    extraArgs: [],
    home: os.homedir(),
    platform: process.platform,
    findOnPath: async (name) => (await which(name, { nothrow: true })) ?? undefined,
    exists: async (file) => fs.existsSync(file),
    activeInterpreter: async () => null,
    privateEnvironment: path.join(workspace, 'no-venv'),
    probe: async (command, args) => {
      const result = await run(command, args, { timeoutMs: 60_000 });
      return result.code === 0 ? { ok: true, output: result.stdout } : { ok: false, output: result.error ?? result.stderr };
    },
  });
  if (!resolution.ok) {
    assert.fail(`no condor-ls server found (install it, e.g. pip install -e ., or set CONDOR_LS_SERVER):\n${resolution.notes.join('\n')}`);
  }
  server = resolution.server;
  child = spawn(server.command, server.args, { stdio: ['pipe', 'pipe', 'inherit'], env: { ...process.env, PYTHONUNBUFFERED: '1' } });
  connection = createProtocolConnection(new StreamMessageReader(child.stdout!), new StreamMessageWriter(child.stdin!));
  connection.onRequest(ConfigurationRequest.type, (params) => {
    configurationRequests.push(params);
    return params.items.map((item) => (item.section === SECTION ? current : null));
  });
  connection.onRequest(RegistrationRequest.type, () => undefined);
  connection.onRequest('workspace/codeLens/refresh', () => undefined);
  connection.onRequest('workspace/semanticTokens/refresh', () => undefined);
  connection.onRequest('workspace/inlayHint/refresh', () => undefined);
  connection.onRequest('window/workDoneProgress/create', () => undefined);
  connection.onNotification(PublishDiagnosticsNotification.type, (params) => diagnostics.push(params));
  connection.listen();
  initialized = await connection.sendRequest(InitializeRequest.type, {
    processId: process.pid,
    clientInfo: { name: 'condor-ls e2e (vscode-languageserver-protocol)' },
    rootUri: pathToFileURL(workspace).toString(),
    workspaceFolders: [{ uri: pathToFileURL(workspace).toString(), name: 'e2e' }],
    initializationOptions: current,
    capabilities: {
      workspace: {
        configuration: true,
        didChangeConfiguration: { dynamicRegistration: true },
        didChangeWatchedFiles: { dynamicRegistration: true, relativePatternSupport: true },
        executeCommand: { dynamicRegistration: true },
        codeLens: { refreshSupport: true },
        workspaceFolders: true,
      },
      textDocument: {
        synchronization: { dynamicRegistration: true, didSave: true },
        hover: { contentFormat: ['markdown', 'plaintext'] },
        completion: { completionItem: { snippetSupport: true, documentationFormat: ['markdown'] }, contextSupport: true },
        publishDiagnostics: { relatedInformation: true, versionSupport: true, codeDescriptionSupport: true },
        codeLens: { dynamicRegistration: true },
      },
      general: { positionEncodings: ['utf-16'] },
    },
  });
  await connection.sendNotification(InitializedNotification.type, {});
  const language = 'htcondor-config';
  assert.ok(documentSelector(false).some((filter) => filter.language === language && filter.scheme === 'file'));
  await connection.sendNotification(DidOpenTextDocumentNotification.type, {
    textDocument: { uri: configUri, languageId: language, version: 1, text: CONFIG },
  });
});

after(async () => {
  if (connection) {
    await Promise.race([connection.sendRequest(ShutdownRequest.type), new Promise((resolve) => setTimeout(resolve, 5000))]);
    await connection.sendNotification(ExitNotification.type);
    connection.dispose();
  }
  child?.kill();
  fs.rmSync(workspace, { recursive: true, force: true });
});

test('the server found is recent enough and says who it is', () => {
  const check = checkServerVersion(server.versionOutput, pkg.condorLs.minimumServerVersion);
  assert.equal(check.status, 'ok', `${server.versionOutput} vs minimum ${pkg.condorLs.minimumServerVersion}`);
  assert.equal(initialized.serverInfo?.name, 'condor-ls');
  assert.equal(`condor-ls ${initialized.serverInfo?.version}`, server.versionOutput);
});

test('the server reads the condorLs section through workspace/configuration', async () => {
  const deadline = Date.now() + 10_000;
  while (configurationRequests.length === 0 && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  assert.ok(configurationRequests.length > 0, 'no workspace/configuration request arrived');
  const first = configurationRequests[0] as { items: { section?: string }[] };
  assert.deepEqual(first.items.map((item) => item.section), [SECTION]);
});

test('diagnostics are published for the open config', async () => {
  const codes = await diagnosticsFor(configUri, (found) => found.includes('unknown-function'));
  assert.ok(codes.includes('expr-syntax'), `expected the dangling TARGET. to be reported: ${codes}`);
});

test('hover on START shows the expanded expression and its value', async () => {
  const hover = (await connection.sendRequest(HoverRequest.type, { textDocument: { uri: configUri }, position: { line: 2, character: 2 } })) as Hover | null;
  assert.ok(hover, 'no hover on START');
  const text = (hover.contents as MarkupContent).value;
  assert.match(text, /KeyboardIdle > 15 \* 60/);
  assert.match(text, /\*\*Evaluates to\*\* `(true|false)`/);
});

test('completion after TARGET. offers job attributes, narrowed as the user types', async () => {
  const complete = async (character: number) =>
    (await connection.sendRequest(CompletionRequest.type, {
      textDocument: { uri: configUri },
      position: { line: 3, character },
      context: { triggerKind: 2, triggerCharacter: '.' },
    })) as CompletionList | null;
  const afterDot = await complete('SUSPEND = TARGET.'.length);
  assert.ok(afterDot && afterDot.items.length > 0, 'no completion after TARGET.');
  const labels = afterDot.items.map((item) => item.label);
  for (const expected of ['AcctGroup', 'Args']) {
    assert.ok(labels.includes(expected), `${expected} missing after TARGET. (${labels.length} items)`);
  }
  // a long list comes back incomplete; VS Code asks again as the user types, as here
  await connection.sendNotification(DidChangeTextDocumentNotification.type, {
    textDocument: { uri: configUri, version: 2 },
    contentChanges: [{ range: { start: { line: 3, character: 17 }, end: { line: 3, character: 17 } }, text: 'Req' }],
  });
  const typed = await complete('SUSPEND = TARGET.Req'.length);
  const narrowed = (typed?.items ?? []).map((item) => item.label);
  for (const expected of ['RequestMemory', 'RequestCpus', 'RequestDisk']) {
    assert.ok(narrowed.includes(expected), `${expected} missing after TARGET.Req: ${narrowed.slice(0, 10).join(', ')}`);
  }
  const edit = typed!.items.find((item) => item.label === 'RequestMemory')!.textEdit as { range: { start: { character: number } } };
  assert.equal(edit.range.start.character, 'SUSPEND = TARGET.'.length, 'the edit replaces only the typed attribute prefix');
});

test('a settings change reaches the server (rules.disable)', async () => {
  current = settings({ 'rules.disable': ['unknown-function'] });
  await connection.sendNotification(DidChangeConfigurationNotification.type, { settings: { [SECTION]: current } });
  await diagnosticsFor(configUri, (found) => !found.includes('unknown-function'));
  // and back: the finding returns once the rule is enabled again
  current = settings();
  await connection.sendNotification(DidChangeConfigurationNotification.type, { settings: { [SECTION]: current } });
  await diagnosticsFor(configUri, (found) => found.includes('unknown-function'));
});

test('condorLs.previewPolicy returns the policy preview as markdown', async () => {
  const offered = initialized.capabilities.executeCommandProvider?.commands ?? [];
  assert.ok(
    offered.includes('condorLs.previewPolicy'),
    `${server.versionOutput} does not announce condorLs.previewPolicy (executeCommandProvider.commands = ${JSON.stringify(offered)}); ` +
      'the Preview Policy command and policy code lenses need it (see the workspace/executeCommand contract in HELPERS.md)',
  );
  const result = (await connection.sendRequest(ExecuteCommandRequest.type, { command: 'condorLs.previewPolicy', arguments: [{ uri: configUri }] })) as {
    markdown?: unknown;
    preview?: unknown;
  } | null;
  assert.ok(result && typeof result.markdown === 'string' && result.markdown.length > 0, `no markdown in ${JSON.stringify(result)}`);
  assert.match(result.markdown as string, /START/);
  assert.ok(result.preview && typeof result.preview === 'object', 'the JSON preview is missing');
});

test('a submit file: the queue lens opens the job ads, and the same URI is asked for again after an edit', async () => {
  const offered = initialized.capabilities.executeCommandProvider?.commands ?? [];
  assert.ok(offered.includes('condorLs.showJobAds') && offered.includes('condorLs.showMatchAnalysis'), JSON.stringify(offered));
  const uri = pathToFileURL(path.join(workspace, 'job.sub')).toString();
  const text = 'executable = /bin/echo\narguments = $(Item)\nrequest_memory = 2GB\nqueue 2 in (a, b)\n';
  await connection.sendNotification(DidOpenTextDocumentNotification.type, {
    textDocument: { uri, languageId: 'htcondor-submit', version: 1, text },
  });
  const lenses = (await connection.sendRequest(CodeLensRequest.type, { textDocument: { uri } })) ?? [];
  const lens = lenses.find((l) => l.command?.command === 'condorLs.showJobAds');
  assert.ok(lens?.command, JSON.stringify(lenses));
  assert.equal(lens.command.title, '4 procs: jobs 1.0 to 1.3');
  const answer: unknown = await connection.sendRequest(ExecuteCommandRequest.type, { command: lens.command.command, arguments: lens.command.arguments });
  assert.ok(isVirtualDocumentAnswer(answer), JSON.stringify(answer));
  assert.equal(sourceOf(answer.uri), uri);
  assert.equal((answer.text.match(/^RequestMemory = 2048$/gm) ?? []).length, 4);
  // the content provider's request, with the URI as VS Code writes it back (the whole query escaped)
  await connection.sendNotification(DidChangeTextDocumentNotification.type, {
    textDocument: { uri, version: 2 },
    contentChanges: [{ text: text.replace('2GB', '3GB') }],
  });
  const at = answer.uri.indexOf('?');
  const rewritten = `${answer.uri.slice(0, at)}?${encodeURIComponent(decodeURIComponent(answer.uri.slice(at + 1)))}`;
  const again: unknown = await connection.sendRequest(VIRTUAL_DOCUMENT_REQUEST, { uri: rewritten });
  assert.ok(isVirtualDocumentAnswer(again), JSON.stringify(again));
  assert.equal((again.text.match(/^RequestMemory = 3072$/gm) ?? []).length, 4);
});

// ---------------------------------------------------------------------------- Python documents

/** A Python document as the middleware reads one. */
class PythonDocument {
  version = 1;
  constructor(
    readonly uri: string,
    public text: string,
  ) {}
  readonly languageId = 'python';
  getText(): string {
    return this.text;
  }
}

const JOBS_PY = [
  'import htcondor2 as htcondor',
  '',
  'schedd = htcondor.Schedd()',
  'idle = schedd.query(constraint="JobStatus == 1 && RequestMemory > 1024", projection=["ClusterId", "Owner"])',
  'broken = schedd.query(constraint="JobStatus == (2")',
  '',
].join('\n');

/** The same calls in a script that does not import the bindings (a `query` of something else). */
const PLAIN_PY = JOBS_PY.replace('import htcondor2 as htcondor', 'import mydb').replace('htcondor.Schedd', 'mydb.Schedd');

const notifications: string[] = [];
const open = async (document: PythonDocument) => {
  notifications.push(`open ${path.basename(document.uri)}`);
  await connection.sendNotification(DidOpenTextDocumentNotification.type, {
    textDocument: { uri: document.uri, languageId: 'python', version: document.version, text: document.text },
  });
};
const close = async (document: PythonDocument) => {
  notifications.push(`close ${path.basename(document.uri)}`);
  await connection.sendNotification(DidCloseTextDocumentNotification.type, { textDocument: { uri: document.uri } });
};
/** The extension's middleware, sending what it lets through on the test's connection. */
const python = new PythonDocuments<PythonDocument>({ open, close });
const middleware = python.middleware() as unknown as Record<string, (...args: unknown[]) => Promise<unknown>>;

/** Replace a document's text and hand the change to the middleware, as languageclient does. */
async function edit(document: PythonDocument, text: string): Promise<void> {
  document.text = text;
  document.version += 1;
  await middleware.didChange({ document, contentChanges: [{ text }] }, async () => {
    notifications.push(`change ${path.basename(document.uri)}`);
    await connection.sendNotification(DidChangeTextDocumentNotification.type, {
      textDocument: { uri: document.uri, version: document.version },
      contentChanges: [{ text }],
    });
  });
}

/** A hover through the middleware; `asked` tells whether it reached the server. */
async function pythonHover(document: PythonDocument, line: number, character: number): Promise<{ hover: Hover | null | undefined; asked: boolean }> {
  let asked = false;
  const hover = (await middleware.provideHover(document, { line, character }, {}, async () => {
    asked = true;
    return connection.sendRequest(HoverRequest.type, { textDocument: { uri: document.uri }, position: { line, character } });
  })) as Hover | null | undefined;
  return { hover, asked };
}

const pyUri = (name: string) => pathToFileURL(path.join(workspace, name)).toString();
const published = (uri: string) => diagnostics.filter((d) => d.uri === uri);

test('a Python script importing htcondor2: a bad constraint string is reported at its characters, and hover evaluates one', async () => {
  assert.ok(documentSelector(true).some((filter) => filter.language === 'python' && filter.scheme === 'file'));
  const jobs = new PythonDocument(pyUri('jobs.py'), JOBS_PY);
  await middleware.didOpen(jobs, open);
  assert.deepEqual(notifications, ['open jobs.py']);
  await diagnosticsFor(jobs.uri, (codes) => codes.length > 0);
  const found = published(jobs.uri).at(-1)!.diagnostics;
  assert.deepEqual(found.map((d) => d.code), ['submit-expr-syntax'], JSON.stringify(found));
  const paren = JOBS_PY.split('\n')[4].indexOf('(2');
  assert.deepEqual(found[0].range, { start: { line: 4, character: paren }, end: { line: 4, character: paren + 1 } });
  assert.equal(found[0].severity, 1);

  // inside the constraint: the expression evaluated against the sample job ad
  const inside = await pythonHover(jobs, 3, JOBS_PY.split('\n')[3].indexOf('&&'));
  assert.ok(inside.asked && inside.hover, 'no hover inside the constraint string');
  const text = (inside.hover.contents as MarkupContent).value;
  assert.match(text, /JobStatus == 1 && RequestMemory > 1024/);
  assert.match(text, /\*\*Evaluates to\*\* `(true|false)`/);
  // on Python code: nothing, so the user's Python server is the only one to answer
  const outside = await pythonHover(jobs, 2, 'schedd = htcondor.Sch'.length);
  assert.ok(outside.asked);
  assert.equal(outside.hover, null);
});

test('a Python script without the bindings gets nothing, and nothing is sent for it', async () => {
  const plain = new PythonDocument(pyUri('plain.py'), PLAIN_PY);
  notifications.length = 0;
  await middleware.didOpen(plain, open);
  await edit(plain, PLAIN_PY.replace('print', 'log'));
  const hover = await pythonHover(plain, 3, JOBS_PY.split('\n')[3].indexOf('&&'));
  assert.deepEqual(notifications, [], 'the middleware forwarded a script without the bindings');
  assert.equal(hover.asked, false);
  assert.equal(hover.hover, undefined);

  // A client attaching the server to every Python buffer (as Neovim and Emacs users may) gets no
  // diagnostics for such a script from the server either. The server analyses one document at a
  // time in order, so once a script opened after it has its diagnostics, this one would have too.
  const unfiltered = pyUri('unfiltered.py');
  await connection.sendNotification(DidOpenTextDocumentNotification.type, {
    textDocument: { uri: unfiltered, languageId: 'python', version: 1, text: PLAIN_PY },
  });
  const after = new PythonDocument(pyUri('after.py'), JOBS_PY);
  await middleware.didOpen(after, open);
  await diagnosticsFor(after.uri, (codes) => codes.includes('submit-expr-syntax'));
  assert.deepEqual(published(unfiltered), []);
  assert.deepEqual(published(plain.uri), []);
  await connection.sendNotification(DidCloseTextDocumentNotification.type, { textDocument: { uri: unfiltered } });
});

test('adding the import starts the analysis of a Python script, removing it clears the diagnostics', async () => {
  const script = new PythonDocument(pyUri('later.py'), PLAIN_PY);
  notifications.length = 0;
  await middleware.didOpen(script, open);
  assert.deepEqual(notifications, []);
  await edit(script, JOBS_PY);
  assert.deepEqual(notifications, ['open later.py'], 'the edit that adds the import opens the document with its text');
  await diagnosticsFor(script.uri, (codes) => codes.includes('submit-expr-syntax'));
  await edit(script, JOBS_PY.replace('(2', '2'));
  await diagnosticsFor(script.uri, (codes) => codes.length === 0);
  await edit(script, JOBS_PY);
  await diagnosticsFor(script.uri, (codes) => codes.includes('submit-expr-syntax'));
  await edit(script, PLAIN_PY);
  assert.deepEqual(notifications, ['open later.py', 'change later.py', 'change later.py', 'close later.py']);
  await diagnosticsFor(script.uri, (codes) => codes.length === 0);
  const hover = await pythonHover(script, 3, JOBS_PY.split('\n')[3].indexOf('&&'));
  assert.equal(hover.asked, false, 'a closed script is not asked about');
  await middleware.didClose(script, close);
  assert.equal(notifications.length, 4, 'a script the server no longer has is not closed again');
});

test('a DAG file: its findings, hover on a node, definition of a node name', async () => {
  const language = 'htcondor-dag';
  assert.ok(documentSelector(false).some((filter) => filter.language === language && filter.scheme === 'file'));
  fs.writeFileSync(path.join(workspace, 'a.sub'), 'executable = /bin/true\nqueue\n');
  const dagUri = pathToFileURL(path.join(workspace, 'diamond.dag')).toString();
  const text = ['JOB A a.sub', 'JOB B a.sub', 'RETRY B 2', 'PARENT A CHILD B Cx', ''].join('\n');
  await connection.sendNotification(DidOpenTextDocumentNotification.type, {
    textDocument: { uri: dagUri, languageId: language, version: 1, text },
  });
  await diagnosticsFor(dagUri, (found) => found.includes('dag-undefined-node'));
  const hover = (await connection.sendRequest(HoverRequest.type, { textDocument: { uri: dagUri }, position: { line: 3, character: 15 } })) as Hover | null;
  assert.ok(hover, 'no hover on node B');
  const shown = (hover.contents as MarkupContent).value;
  assert.match(shown, /^\*\*JOB B\*\*/);
  assert.match(shown, /Parents: `A`/);
  assert.match(shown, /RETRY 2/);
  const found = (await connection.sendRequest(DefinitionRequest.type, { textDocument: { uri: dagUri }, position: { line: 3, character: 7 } })) as Location[] | null;
  assert.deepEqual(found, [{ uri: dagUri, range: { start: { line: 0, character: 4 }, end: { line: 0, character: 5 } } }]);
});
