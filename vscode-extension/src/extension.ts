/**
 * VS Code client for condor-ls: languages and grammars come from package.json; this starts the
 * server, keeps it in step with the settings, and adds the commands and the status item.
 */
import * as vscode from 'vscode';
import { ClaimPlainText } from './claim';
import { ExtensionPackage, privateEnvironmentDir, ServerManager } from './client';
import { registerCommands } from './commands';
import { installServer, readBundle } from './installer';
import { clientSettings } from './config';
import { PREVIEW_SCHEME, PreviewDocuments } from './preview';
import { StartOnDemand } from './startOnDemand';
import { StatusItem } from './status';
import { isVirtualDocumentAnswer, VIRTUAL_SCHEMES, VirtualDocuments } from './virtualDocuments';

let manager: ServerManager | undefined;

export async function activate(context: vscode.ExtensionContext): Promise<void> {
  const pkg = context.extension.packageJSON as ExtensionPackage;
  const channel = vscode.window.createOutputChannel('condor-ls', { log: true });
  const status = new StatusItem();
  const previews = new PreviewDocuments();
  // the server files a packaged extension carries (none in a development build)
  const bundle = await readBundle(context.extensionPath, (line) => channel.warn(line));
  const installInto = (onlyOffline: boolean) =>
    installServer(privateEnvironmentDir(context), context.globalStorageUri.fsPath, bundle, pkg.condorLs.pipRequirement, pkg.version, channel, { onlyOffline });
  const install = async (): Promise<void> => {
    if ((await installInto(false)) === 'installed') {
      await manager?.restart();
    }
  };
  manager = new ServerManager(context, pkg, channel, status, previews, install, bundle, async () => (await installInto(true)) === 'installed');
  const server = manager;
  // the job ads and match analysis of submit files: read-only documents the server computes
  const documents = new VirtualDocuments((uri) => server.virtualDocument(uri));
  manager.showServerDocument = async (answer) => {
    if (isVirtualDocumentAnswer(answer)) {
      await documents.show(answer);
    } else {
      void vscode.window.showWarningMessage('condor-ls returned no document for this submit file.');
    }
  };
  context.subscriptions.push(
    channel,
    status,
    previews,
    manager,
    documents,
    vscode.workspace.registerTextDocumentContentProvider(PREVIEW_SCHEME, previews),
    ...VIRTUAL_SCHEMES.map((scheme) => vscode.workspace.registerTextDocumentContentProvider(scheme, documents)),
    vscode.workspace.onDidChangeTextDocument((event) => documents.sourceChanged(event.document.uri.toString())),
    vscode.workspace.onDidCloseTextDocument((document) => {
      if ((VIRTUAL_SCHEMES as readonly string[]).includes(document.uri.scheme)) {
        documents.forget(document.uri.toString());
      }
    }),
    ...registerCommands(manager, previews, install, documents),
  );
  // before the server waits for a document of ours: a claimed condor_config.<name> is one
  context.subscriptions.push(new ClaimPlainText());
  channel.info(`condor-ls extension ${pkg.version} (needs condor-ls >= ${pkg.condorLs.minimumServerVersion}; `
    + `${bundle ? `carries condor-ls ${bundle.manifest.version} for ${bundle.manifest.target}` : 'carries no server'})`);
  const onDemand = new StartOnDemand(() => manager?.restart() ?? Promise.resolve(), () => clientSettings().pythonEnabled);
  context.subscriptions.push(onDemand);
  if (!(await onDemand.watch())) {
    channel.info('the server starts when an HTCondor file, or a Python file that imports the htcondor bindings, is opened');
  }
}

export async function deactivate(): Promise<void> {
  await manager?.stop();
}
