/**
 * Showing markdown from the server (policy preview, evaluation details, expanded values) in
 * VS Code's markdown preview: the text lives in read-only virtual documents of the
 * `condor-ls-preview` scheme, so a new answer updates the open preview in place.
 */
import * as vscode from 'vscode';

export const PREVIEW_SCHEME = 'condor-ls-preview';

export class PreviewDocuments implements vscode.TextDocumentContentProvider, vscode.Disposable {
  private readonly texts = new Map<string, string>();
  private readonly changed = new vscode.EventEmitter<vscode.Uri>();
  readonly onDidChange = this.changed.event;

  provideTextDocumentContent(uri: vscode.Uri): string {
    return this.texts.get(uri.toString()) ?? '';
  }

  /** Store `markdown` under a name (one document per kind of answer) and return its URI. */
  set(name: string, markdown: string): vscode.Uri {
    const uri = vscode.Uri.from({ scheme: PREVIEW_SCHEME, path: `/${name.replace(/[^\w.-]+/g, '-')}.md` });
    this.texts.set(uri.toString(), markdown);
    this.changed.fire(uri);
    return uri;
  }

  /** Store and show: the rendered markdown preview beside the editor, else the text itself. */
  async show(name: string, markdown: string): Promise<vscode.Uri> {
    const uri = this.set(name, markdown);
    try {
      await vscode.commands.executeCommand('markdown.showPreviewToSide', uri);
    } catch {
      const document = await vscode.workspace.openTextDocument(uri);
      await vscode.window.showTextDocument(document, { viewColumn: vscode.ViewColumn.Beside, preview: true });
    }
    return uri;
  }

  dispose(): void {
    this.changed.dispose();
    this.texts.clear();
  }
}
