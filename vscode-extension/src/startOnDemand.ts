/**
 * Starting the server only when a document needs it. The extension activates for every Python
 * file (`onLanguage:python`) and every plain-text one (`onLanguage:plaintext`, to claim
 * `condor_config.<name>` files: src/claim.ts), most of which never touch HTCondor; the server process starts once
 * a file of our languages, or a Python file importing the bindings, is open, or when a command
 * asks for it (Restart Server). Before that nothing runs but the import test on Python edits.
 */
import * as vscode from 'vscode';
import { needsServer, SECTION } from './common/settings';

export class StartOnDemand implements vscode.Disposable {
  private subscriptions: vscode.Disposable[] = [];
  private fired = false;

  constructor(
    private readonly start: () => Promise<void>,
    private readonly pythonEnabled: () => boolean,
  ) {}

  /** Start now when an open document needs the server, otherwise watch for one; true when started now. */
  async watch(): Promise<boolean> {
    if (await this.check(vscode.workspace.textDocuments)) {
      return true;
    }
    this.subscriptions.push(
      vscode.workspace.onDidOpenTextDocument((document) => void this.check([document])),
      vscode.workspace.onDidChangeTextDocument((event) => void this.check([event.document])),
      vscode.workspace.onDidChangeConfiguration((event) => {
        if (event.affectsConfiguration(`${SECTION}.python.enable`)) {
          void this.check(vscode.workspace.textDocuments);
        }
      }),
    );
    return false;
  }

  private async check(documents: readonly vscode.TextDocument[]): Promise<boolean> {
    if (this.fired) {
      return true;
    }
    let python: boolean | undefined;
    const enabled = () => (python ??= this.pythonEnabled());
    if (!documents.some((document) => needsServer(document, () => document.getText(), document.languageId === 'python' && enabled()))) {
      return false;
    }
    this.fired = true;
    this.dispose();
    await this.start();
    return true;
  }

  dispose(): void {
    for (const subscription of this.subscriptions) {
      subscription.dispose();
    }
    this.subscriptions = [];
  }
}
