// VS Code client for condor-ls: starts the server over stdio and forwards the condorLs settings.
import * as vscode from 'vscode';
import { LanguageClient, LanguageClientOptions, ServerOptions } from 'vscode-languageclient/node';

let client: LanguageClient | undefined;

export async function activate(context: vscode.ExtensionContext): Promise<void> {
  const config = vscode.workspace.getConfiguration('condorLs');
  const [command, ...args] = config.get<string[]>('serverCommand', ['condor-ls', 'serve']);
  const serverOptions: ServerOptions = { command, args };
  const clientOptions: LanguageClientOptions = {
    documentSelector: [
      { scheme: 'file', language: 'htcondor-config' },
      { scheme: 'file', language: 'htcondor-submit' },
      { scheme: 'file', language: 'classad' },
      { scheme: 'untitled', language: 'htcondor-config' },
      { scheme: 'untitled', language: 'htcondor-submit' },
      { scheme: 'untitled', language: 'classad' },
    ],
    synchronize: {
      configurationSection: 'condorLs',
      fileEvents: vscode.workspace.createFileSystemWatcher('**/{condor_config*,config.d/*,*.config,*.conf,*.ad,*.classad}'),
    },
    initializationOptions: config,
  };
  client = new LanguageClient('condorLs', 'HTCondor (condor-ls)', serverOptions, clientOptions);
  context.subscriptions.push(
    vscode.commands.registerCommand('condorLs.restart', async () => {
      await client?.restart();
    }),
  );
  await client.start();
}

export async function deactivate(): Promise<void> {
  await client?.stop();
}
