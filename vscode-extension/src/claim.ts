/**
 * Switches plain-text documents named like HTCondor configs to the config language (see
 * common/claim.ts for why this is not a package.json pattern).
 */
import * as vscode from 'vscode';
import { claimedLanguage } from './common/claim';

export class ClaimPlainText implements vscode.Disposable {
  private readonly subscription: vscode.Disposable;

  constructor() {
    this.subscription = vscode.workspace.onDidOpenTextDocument((document) => void this.claim(document));
    for (const document of vscode.workspace.textDocuments) {
      void this.claim(document);
    }
  }

  private async claim(document: vscode.TextDocument): Promise<void> {
    const language = claimedLanguage(document.uri.fsPath, document.languageId);
    if (language !== undefined) {
      await vscode.languages.setTextDocumentLanguage(document, language);
    }
  }

  dispose(): void {
    this.subscription.dispose();
  }
}
