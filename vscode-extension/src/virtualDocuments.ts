/**
 * The server's read-only documents about a submit file: the job ads condor_submit would make
 * (scheme `condor-ls-jobads`, long-form ClassAds) and the match analysis against a pool
 * (scheme `condor-ls-match`, markdown). As rust-analyzer does for its virtual documents, the
 * URI names what to show (the submit file and queue statement are in its query), the server
 * computes the text (`condorLs/virtualDocument`), and an open document is asked for again when
 * its submit file changes, so it follows the edits.
 */
import * as vscode from 'vscode';
import { sourceOf, VirtualDocumentAnswer } from './common/virtualUris';

export { isVirtualDocumentAnswer, JOB_ADS_SCHEME, MATCH_SCHEME, sourceOf, VIRTUAL_DOCUMENT_REQUEST, VIRTUAL_SCHEMES } from './common/virtualUris';
export type { VirtualDocumentAnswer } from './common/virtualUris';

/** Quiet time after an edit of the submit file before its open documents are asked for again. */
export const REFRESH_DELAY_MS = 400;

export class VirtualDocuments implements vscode.TextDocumentContentProvider, vscode.Disposable {
  /** text per virtual URI, as last received */
  private readonly texts = new Map<string, string>();
  private readonly changed = new vscode.EventEmitter<vscode.Uri>();
  private readonly timers = new Map<string, ReturnType<typeof setTimeout>>();
  readonly onDidChange = this.changed.event;

  /** `fetch` asks the server for a URI's text (null when it cannot say). */
  constructor(private readonly fetch: (uri: string) => Promise<VirtualDocumentAnswer | null>) {}

  async provideTextDocumentContent(uri: vscode.Uri): Promise<string> {
    const key = uri.toString();
    const known = this.texts.get(key);
    if (known !== undefined) {
      return known;
    }
    const answer = await this.fetch(key).catch(() => null);
    const text = answer?.text ?? `condor-ls could not compute ${key} (is the server running?)\n`;
    this.texts.set(key, text);
    return text;
  }

  /** Keep a server answer and tell an open document of it that its text changed. */
  remember(answer: VirtualDocumentAnswer): vscode.Uri {
    const uri = vscode.Uri.parse(answer.uri);
    this.texts.set(uri.toString(), answer.text);
    this.changed.fire(uri);
    return uri;
  }

  /** Show an answer: job ads as a read-only text beside the editor, markdown in the preview. */
  async show(answer: VirtualDocumentAnswer): Promise<vscode.Uri> {
    const uri = this.remember(answer);
    if (answer.language === 'markdown') {
      try {
        await vscode.commands.executeCommand('markdown.showPreviewToSide', uri);
        return uri;
      } catch {
        // no markdown preview: the text itself
      }
    }
    const document = await vscode.workspace.openTextDocument(uri);
    await vscode.window.showTextDocument(document, { viewColumn: vscode.ViewColumn.Beside, preview: true, preserveFocus: true });
    return uri;
  }

  /** The URIs held for a submit file. */
  documentsOf(source: string): string[] {
    return [...this.texts.keys()].filter((uri) => sourceOf(uri) === source);
  }

  /** The submit file `source` changed: ask again for its documents, once the edits pause. */
  sourceChanged(source: string, delayMs = REFRESH_DELAY_MS): void {
    for (const uri of this.documentsOf(source)) {
      const pending = this.timers.get(uri);
      if (pending !== undefined) {
        clearTimeout(pending);
      }
      this.timers.set(
        uri,
        setTimeout(() => {
          this.timers.delete(uri);
          void this.refresh(uri);
        }, delayMs),
      );
    }
  }

  /** Ask the server again for `uri` and update it. */
  async refresh(uri: string): Promise<void> {
    const answer = await this.fetch(uri).catch(() => null);
    if (answer && answer.text !== this.texts.get(uri)) {
      this.texts.set(uri, answer.text);
      this.changed.fire(vscode.Uri.parse(uri));
    }
  }

  /** Forget a closed document (it is asked for again if opened again). */
  forget(uri: string): void {
    this.texts.delete(uri);
  }

  dispose(): void {
    for (const timer of this.timers.values()) {
      clearTimeout(timer);
    }
    this.timers.clear();
    this.changed.dispose();
    this.texts.clear();
  }
}
