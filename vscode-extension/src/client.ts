/**
 * The language client's life: find the server, check its version, start it, restart it when
 * the settings that shape it change, and pass server-side commands through.
 */
import * as fs from 'node:fs/promises';
import * as os from 'node:os';
import * as path from 'node:path';
import * as vscode from 'vscode';
import {
  DidCloseTextDocumentNotification,
  DidOpenTextDocumentNotification,
  ExecuteCommandRequest,
  LanguageClient,
  LanguageClientOptions,
  RevealOutputChannelOn,
  ServerOptions,
  State,
} from 'vscode-languageclient/node';
import which from 'which';
import { run } from './common/process';
import { PythonDocuments } from './common/pythonDocuments';
import { Resolution, resolveServer, ServerCommand } from './common/resolve';
import { documentSelector, needsRestart, PackageJson, SECTION } from './common/settings';
import type { Bundle } from './common/bundle';
import { checkServerVersion, pythonVersionText, versionAdvice } from './common/version';
import { clientSettings, firstWorkspaceFolder, serverSettings } from './config';
import { PreviewDocuments } from './preview';
import { activeInterpreter, onInterpreterChange } from './python';
import { StatusItem } from './status';
import { isVirtualDocumentAnswer, VIRTUAL_DOCUMENT_REQUEST, VirtualDocumentAnswer } from './virtualDocuments';

/** Commands the server runs through `workspace/executeCommand` (see HELPERS.md's contract). */
export const SERVER_COMMANDS = {
  previewPolicy: 'condorLs.previewPolicy',
  evaluate: 'condorLs.evaluate',
  expandedValue: 'condorLs.expandedValue',
  showJobAds: 'condorLs.showJobAds',
  showMatchAnalysis: 'condorLs.showMatchAnalysis',
} as const;

/** Server commands whose answer is a read-only document to show (see ./virtualDocuments). */
const DOCUMENT_COMMANDS: readonly string[] = [SERVER_COMMANDS.showJobAds, SERVER_COMMANDS.showMatchAnalysis];

export interface ExtensionPackage extends PackageJson {
  version: string;
  condorLs: { minimumServerVersion: string; pipRequirement: string };
}

export interface PolicyPreviewResult {
  markdown: string;
  preview?: unknown;
}

/** The private environment's directory in the extension's global storage. */
export function privateEnvironmentDir(context: vscode.ExtensionContext): string {
  return path.join(context.globalStorageUri.fsPath, 'venv');
}

export class ServerManager implements vscode.Disposable {
  private client: LanguageClient | undefined;
  server: ServerCommand | undefined;
  /** restarts run one after another */
  private queue: Promise<void> = Promise.resolve();
  private readonly subscriptions: vscode.Disposable[] = [];
  /** what the user was last told, so a restart loop does not repeat a notification */
  private lastNotice = '';
  /** see `started` */
  private wanted = false;
  /** shows a read-only document a server command answered (set by the extension) */
  showServerDocument: ((answer: unknown) => Promise<void>) | undefined;
  /** the offline install is tried once per session without asking (no loop when it fails) */
  private triedOfflineInstall = false;

  constructor(
    private readonly context: vscode.ExtensionContext,
    private readonly pkg: ExtensionPackage,
    readonly channel: vscode.LogOutputChannel,
    private readonly status: StatusItem,
    private readonly previews: PreviewDocuments,
    /** offered in the "not found" notification */
    private readonly install: () => Promise<void>,
    /** the server files this extension carries (undefined in a development build) */
    private readonly bundle: Bundle | undefined = undefined,
    /** install without asking when that needs no network; true when it installed */
    private readonly installOffline: () => Promise<boolean> = async () => false,
  ) {
    this.subscriptions.push(
      vscode.workspace.onDidChangeConfiguration((event) => {
        if (this.started && needsRestart((section) => event.affectsConfiguration(section))) {
          this.channel.info('server settings changed: restarting');
          void this.restart();
        }
      }),
      vscode.workspace.onDidGrantWorkspaceTrust(() => {
        if (this.started) {
          this.channel.info('workspace trusted: restarting with its settings');
          void this.restart();
        }
      }),
    );
    void onInterpreterChange(() => {
      if (this.started && (this.server === undefined || this.server.dependsOnInterpreter)) {
        this.channel.info('the selected Python interpreter changed: restarting');
        void this.restart();
      }
    }).then((disposable) => disposable && this.subscriptions.push(disposable));
  }

  /**
   * True once the server has been asked for (a document that needs it was opened, or a command
   * ran); until then nothing is started, so Python projects without the bindings cost nothing.
   */
  get started(): boolean {
    return this.wanted;
  }

  get running(): boolean {
    return this.client?.state === State.Running;
  }

  /** Stop the current server (if any) and start again with the current settings. */
  restart(): Promise<void> {
    this.wanted = true;
    this.queue = this.queue.then(
      () => this.doRestart(),
      () => this.doRestart(),
    );
    return this.queue;
  }

  stop(): Promise<void> {
    this.queue = this.queue.then(() => this.doStop());
    return this.queue;
  }

  private async doStop(): Promise<void> {
    const client = this.client;
    this.client = undefined;
    if (client) {
      try {
        await client.stop(5000);
      } catch (error) {
        this.channel.warn(`stopping the server: ${String(error)}`);
      }
      await client.dispose().catch(() => undefined);
    }
    this.status.set('stopped');
  }

  private async doRestart(): Promise<void> {
    await this.doStop();
    this.status.set('starting');
    const settings = clientSettings();
    const resolution = await this.resolve(settings.serverPath, settings.serverArgs);
    for (const note of resolution.notes) {
      this.channel.info(`server search: ${note}`);
    }
    if (!resolution.ok) {
      this.server = undefined;
      if (!resolution.settingFailed && (await this.installWithoutAsking('no condor-ls was found'))) {
        return;
      }
      this.status.set('missing', resolution.notes.join('\n'));
      void this.notifyMissing(resolution);
      return;
    }
    const server = resolution.server;
    const advice = versionAdvice(server.versionOutput, this.pkg.version, server.source, server.command, this.bundle !== undefined);
    if (advice && advice.kind !== 'same' && server.source === 'private' && (await this.installWithoutAsking(`the private environment holds ${server.versionOutput}`))) {
      return;
    }
    this.server = server;
    this.channel.info(`starting ${[server.command, ...server.args].join(' ')} (${server.source}; ${server.versionOutput})`);
    const outdated = this.checkVersion(server);
    if (advice && advice.kind !== 'same' && !outdated) {
      this.reportMismatch(advice);
    }

    const serverOptions: ServerOptions = {
      command: server.command,
      args: server.args,
      options: { env: { ...process.env, PYTHONUNBUFFERED: '1' } },
    };
    const python = new PythonDocuments<vscode.TextDocument>({
      open: (document): Promise<void> => client.sendNotification(DidOpenTextDocumentNotification.type, client.code2ProtocolConverter.asOpenTextDocumentParams(document)),
      close: (document): Promise<void> => client.sendNotification(DidCloseTextDocumentNotification.type, client.code2ProtocolConverter.asCloseTextDocumentParams(document)),
    });
    const client: LanguageClient = new LanguageClient(SECTION, 'condor-ls', serverOptions, this.clientOptions(settings.pythonEnabled, python));
    client.onDidChangeState(({ newState }) => {
      if (this.client !== client) {
        return;
      }
      if (newState === State.Running) {
        this.status.set(outdated ? 'outdated' : 'running', this.describe(server));
      } else if (newState === State.Starting) {
        this.status.set('starting');
      } else {
        this.status.set('stopped');
      }
    });
    this.client = client;
    try {
      await client.start();
      this.status.set(outdated ? 'outdated' : 'running', this.describe(server));
    } catch (error) {
      this.status.set('failed', String(error));
      this.channel.error(`the server did not start: ${String(error)}`);
      void vscode.window.showErrorMessage(`condor-ls did not start: ${String(error)}`, 'Show Output').then((choice) => {
        if (choice) {
          this.channel.show();
        }
      });
    }
  }

  private describe(server: ServerCommand): string {
    return `${server.versionOutput} (${server.source}: ${server.command})`;
  }

  private clientOptions(pythonEnabled: boolean, python: PythonDocuments<vscode.TextDocument>): LanguageClientOptions {
    return {
      documentSelector: documentSelector(pythonEnabled),
      outputChannel: this.channel,
      revealOutputChannelOn: RevealOutputChannelOn.Never,
      initializationOptions: serverSettings(this.pkg),
      synchronize: { configurationSection: SECTION },
      middleware: {
        // Python documents reach the server only while they import the bindings
        ...python.middleware(),
        workspace: {
          // the server pulls its section: answer with exactly what initializationOptions held
          configuration: async (params, token, next) => {
            const answers = await next(params, token);
            if (!Array.isArray(answers)) {
              return answers;
            }
            return params.items.map((item, i) =>
              item.section === SECTION ? serverSettings(this.pkg, item.scopeUri ? vscode.Uri.parse(item.scopeUri) : undefined) : answers[i],
            );
          },
        },
        // a policy code lens runs the server command; show what it returns
        executeCommand: async (command, args, next) => {
          const result: unknown = await next(command, args);
          if (command === SERVER_COMMANDS.previewPolicy) {
            await this.showPolicyPreview(result);
          } else if (DOCUMENT_COMMANDS.includes(command) && this.showServerDocument) {
            // a submit file's code lens: the job ads, or the pool match analysis
            await this.showServerDocument(result);
          }
          return result;
        },
      },
    };
  }

  /** Display a `condorLs.previewPolicy` answer. */
  async showPolicyPreview(result: unknown): Promise<void> {
    const markdown = (result as PolicyPreviewResult | null)?.markdown;
    if (typeof markdown !== 'string') {
      void vscode.window.showWarningMessage('condor-ls returned no policy preview for this file.');
      return;
    }
    await this.previews.show('policy-preview', markdown);
  }

  /**
   * Run a server command. Fails with a readable message when the server is not running or
   * does not offer the command (an older condor-ls).
   */
  async executeServerCommand(command: string, args: unknown[]): Promise<unknown> {
    const client = this.client;
    if (!client || client.state !== State.Running) {
      throw new Error('the condor-ls server is not running (see the condor-ls output)');
    }
    const offered = client.initializeResult?.capabilities.executeCommandProvider?.commands ?? [];
    if (!offered.includes(command)) {
      const version = this.server?.versionOutput ?? 'this condor-ls';
      throw new Error(`${version} does not offer the ${command} command; a newer condor-ls is needed`);
    }
    return client.sendRequest(ExecuteCommandRequest.type, { command, arguments: args });
  }

  /** The text of one of the server's virtual documents (null when the server cannot say). */
  async virtualDocument(uri: string): Promise<VirtualDocumentAnswer | null> {
    const client = this.client;
    if (!client || client.state !== State.Running) {
      return null;
    }
    const answer: unknown = await client.sendRequest(VIRTUAL_DOCUMENT_REQUEST, { uri });
    return isVirtualDocumentAnswer(answer) ? answer : null;
  }

  private resolve(settingPath: string, extraArgs: string[]): Promise<Resolution> {
    return resolveServer({
      settingPath,
      extraArgs,
      workspaceFolder: firstWorkspaceFolder(),
      home: os.homedir(),
      platform: process.platform,
      findOnPath: async (name) => (await which(name, { nothrow: true })) ?? undefined,
      exists: async (file) => {
        try {
          return (await fs.stat(file)).isFile();
        } catch {
          return false;
        }
      },
      activeInterpreter: () => activeInterpreter(vscode.workspace.workspaceFolders?.[0]?.uri, (m) => this.channel.warn(m)),
      privateEnvironment: privateEnvironmentDir(this.context),
      probe: async (command, args) => {
        const result = await run(command, args, { timeoutMs: 30_000 });
        if (result.code === 0) {
          return { ok: true, output: result.stdout };
        }
        const reason = result.error ?? `exit code ${result.code}`;
        const detail = result.stderr.trim().split('\n').pop() ?? '';
        return { ok: false, output: detail ? `${reason}: ${detail}` : reason };
      },
    });
  }

  /** Warn when the server is older than the extension's minimum; true when it is. */
  private checkVersion(server: ServerCommand): boolean {
    const minimum = this.pkg.condorLs.minimumServerVersion;
    const check = checkServerVersion(server.versionOutput, minimum);
    if (check.status === 'unknown') {
      this.channel.warn(`could not read the server version from ${JSON.stringify(check.output)}`);
      return false;
    }
    if (check.status === 'ok') {
      return false;
    }
    const message = `condor-ls ${check.found.text} is older than ${minimum}, the oldest this extension works with: some features will be missing. Update it (pip install --upgrade condor-ls==${pythonVersionText(this.pkg.version)}, or Install Server for a private copy).`;
    this.channel.warn(message);
    this.notifyOnce(message, () => vscode.window.showWarningMessage(message, 'Show Output'));
    return true;
  }

  /**
   * The first start's install: when this package carries wheels for this machine, put them into
   * the private environment without asking (no network is used), once per session, then start
   * again. False when nothing was installed.
   */
  private async installWithoutAsking(why: string): Promise<boolean> {
    if (this.triedOfflineInstall || !this.bundle) {
      return false;
    }
    this.triedOfflineInstall = true;
    this.channel.info(`${why}: installing the condor-ls this extension carries into its private environment`);
    if (!(await this.installOffline())) {
      this.channel.info('no offline install was possible here (see above)');
      return false;
    }
    void this.restart();
    return true;
  }

  /** Tell the user that server and extension versions differ, with the fix. */
  private reportMismatch(advice: Exclude<ReturnType<typeof versionAdvice>, undefined | { kind: 'same' }>): void {
    this.channel.warn(advice.message);
    const actions = advice.fix === 'install' ? ['Install Server', 'Show Output'] : ['Show Output'];
    void this.notifyOnce(advice.message, () => vscode.window.showWarningMessage(advice.message, ...actions)).then(async (choice) => {
      if (choice === 'Install Server') {
        await this.install();
      } else if (choice === 'Show Output') {
        this.channel.show();
      }
    });
  }

  private async notifyMissing(resolution: Extract<Resolution, { ok: false }>): Promise<void> {
    const detail = resolution.notes.map((note) => `• ${note}`).join('\n');
    const actions: string[] = [];
    if (resolution.settingFailed) {
      actions.push('Open Settings');
    } else {
      actions.push('Install condor-ls');
      if (resolution.pythonExtensionInstalled) {
        actions.push('Select Interpreter');
      }
      actions.push('Open Settings');
    }
    actions.push('Show Output');
    const message = resolution.settingFailed
      ? `condor-ls: the server set in condorLs.server.path cannot be used.\n${detail}`
      : `condor-ls: the language server was not found, so only highlighting works. Install it into a private environment, select a Python interpreter that has it, or set condorLs.server.path.\n${detail}`;
    const choice = await this.notifyOnce(message, () => vscode.window.showWarningMessage(message, ...actions));
    if (choice === 'Install condor-ls') {
      await this.install();
    } else if (choice === 'Select Interpreter') {
      await vscode.commands.executeCommand('python.setInterpreter');
    } else if (choice === 'Open Settings') {
      await vscode.commands.executeCommand('workbench.action.openSettings', `${SECTION}.server`);
    } else if (choice === 'Show Output') {
      this.channel.show();
    }
  }

  private async notifyOnce<T>(message: string, show: () => Thenable<T>): Promise<T | undefined> {
    if (message === this.lastNotice) {
      return undefined;
    }
    this.lastNotice = message;
    return show();
  }

  dispose(): void {
    for (const subscription of this.subscriptions) {
      subscription.dispose();
    }
  }
}
