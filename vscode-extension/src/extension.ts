/**
 * VS Code client for condor-ls: languages and grammars come from package.json; this starts the
 * server, keeps it in step with the settings, and adds the commands and the status item.
 */
import * as vscode from 'vscode';
import { ClaimPlainText } from './claim';
import { ExtensionPackage, privateEnvironmentDir, ServerManager } from './client';
import { registerCommands } from './commands';
import { installServer } from './installer';
import { clientSettings } from './config';
import { PREVIEW_SCHEME, PreviewDocuments } from './preview';
import { StartOnDemand } from './startOnDemand';
import { StatusItem } from './status';

let manager: ServerManager | undefined;

export async function activate(context: vscode.ExtensionContext): Promise<void> {
  const pkg = context.extension.packageJSON as ExtensionPackage;
  const channel = vscode.window.createOutputChannel('condor-ls', { log: true });
  const status = new StatusItem();
  const previews = new PreviewDocuments();
  const install = async (): Promise<void> => {
    const ok = await installServer(privateEnvironmentDir(context), context.globalStorageUri.fsPath, pkg.condorLs.pipRequirement, channel);
    if (ok) {
      await manager?.restart();
    }
  };
  manager = new ServerManager(context, pkg, channel, status, previews, install);
  context.subscriptions.push(
    channel,
    status,
    previews,
    manager,
    vscode.workspace.registerTextDocumentContentProvider(PREVIEW_SCHEME, previews),
    ...registerCommands(manager, previews, install),
  );
  // before the server waits for a document of ours: a claimed condor_config.<name> is one
  context.subscriptions.push(new ClaimPlainText());
  channel.info(`condor-ls extension ${pkg.version} (needs condor-ls >= ${pkg.condorLs.minimumServerVersion})`);
  const onDemand = new StartOnDemand(() => manager?.restart() ?? Promise.resolve(), () => clientSettings().pythonEnabled);
  context.subscriptions.push(onDemand);
  if (!(await onDemand.watch())) {
    channel.info('the server starts when an HTCondor file, or a Python file that imports the htcondor bindings, is opened');
  }
}

export async function deactivate(): Promise<void> {
  await manager?.stop();
}
