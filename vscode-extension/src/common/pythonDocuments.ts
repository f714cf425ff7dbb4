/**
 * Which Python documents the server sees. The client's document selector includes `python`
 * (when `condorLs.python.enable` is on), but a Python document is forwarded only while its text
 * imports the bindings (the server's own import test, ./bindings): opening such a document sends
 * `didOpen`; an edit or save that adds the import sends `didOpen` with the whole text, one that
 * removes it sends `didClose` (the server then clears its diagnostics). Requests about a Python
 * document the server does not have are answered here with nothing, so the user's Python
 * extension is the only one asked. Documents of condor-ls's own languages pass untouched.
 *
 * It works on the few members of `vscode.TextDocument` it reads, so that it runs (and is
 * tested) without VS Code; ../client.ts installs it as languageclient middleware.
 */
import type { Middleware } from 'vscode-languageclient';
import { importsBindings } from './bindings';

/** What is read of a document. */
export interface GatedDocument {
  readonly uri: { toString(): string };
  readonly languageId: string;
  getText(): string;
}

/** Sends a document's `didOpen` or `didClose` to the server, outside languageclient's own events. */
export interface Forwarder<D> {
  open(document: D): Promise<void>;
  close(document: D): Promise<void>;
}

const PYTHON = 'python';

/**
 * The languageclient middleware entries for requests about one document (its first argument;
 * the `next` callback is the last). The server answers only hover and completion inside Python
 * strings, but every request is gated so none reaches it for a document it was not given.
 */
export const DOCUMENT_REQUESTS = [
  'provideHover',
  'provideCompletionItem',
  'provideSignatureHelp',
  'provideDefinition',
  'provideDeclaration',
  'provideTypeDefinition',
  'provideImplementation',
  'provideReferences',
  'provideDocumentHighlights',
  'provideDocumentSymbols',
  'provideCodeActions',
  'provideCodeLenses',
  'provideDocumentLinks',
  'provideFoldingRanges',
  'provideDocumentSemanticTokens',
  'provideDocumentSemanticTokensEdits',
  'provideDocumentRangeSemanticTokens',
  'provideInlayHints',
  'prepareRename',
  'provideRenameEdits',
  'provideDocumentFormattingEdits',
  'provideDocumentRangeFormattingEdits',
  'provideOnTypeFormattingEdits',
  'provideSelectionRanges',
  'provideLinkedEditingRange',
  'provideDocumentColors',
  'provideInlineValues',
] as const satisfies readonly (keyof Middleware)[];

type Next<T> = (value: T) => Promise<void>;

export class PythonDocuments<D extends GatedDocument> {
  /** the Python documents the server has, by uri */
  private readonly forwarded = new Set<string>();

  constructor(private readonly forward: Forwarder<D>) {}

  /** True when the server has (or, for our languages, is given) `document`. */
  has(document: GatedDocument): boolean {
    return document.languageId !== PYTHON || this.forwarded.has(document.uri.toString());
  }

  /** The uris of the Python documents the server has now. */
  get pythonDocuments(): string[] {
    return [...this.forwarded];
  }

  didOpen(document: D, next: Next<D>): Promise<void> {
    if (document.languageId !== PYTHON) {
      return next(document);
    }
    if (!importsBindings(document.getText())) {
      return Promise.resolve();
    }
    this.forwarded.add(document.uri.toString());
    return next(document);
  }

  didChange<E extends { document: D }>(event: E, next: Next<E>): Promise<void> {
    if (event.document.languageId !== PYTHON) {
      return next(event);
    }
    return this.recheck(event.document, () => next(event));
  }

  didSave(document: D, next: Next<D>): Promise<void> {
    if (document.languageId !== PYTHON) {
      return next(document);
    }
    return this.recheck(document, () => next(document));
  }

  didClose(document: D, next: Next<D>): Promise<void> {
    if (document.languageId !== PYTHON || this.forwarded.delete(document.uri.toString())) {
      return next(document);
    }
    return Promise.resolve();
  }

  /**
   * After an edit or a save: pass the event on while the document still imports the bindings;
   * open it when the import has just appeared, close it when it has just gone.
   */
  private recheck(document: D, pass: () => Promise<void>): Promise<void> {
    const uri = document.uri.toString();
    const imports = importsBindings(document.getText());
    const open = this.forwarded.has(uri);
    if (imports && open) {
      return pass();
    }
    if (imports) {
      this.forwarded.add(uri);
      return this.forward.open(document);
    }
    if (open) {
      this.forwarded.delete(uri);
      return this.forward.close(document);
    }
    return Promise.resolve();
  }

  /** The languageclient middleware: the synchronisation notifications and every document request. */
  middleware(): Middleware {
    const gates: Record<string, unknown> = {
      didOpen: (document: D, next: Next<D>) => this.didOpen(document, next),
      didChange: (event: { document: D }, next: Next<{ document: D }>) => this.didChange(event, next),
      didSave: (document: D, next: Next<D>) => this.didSave(document, next),
      didClose: (document: D, next: Next<D>) => this.didClose(document, next),
    };
    for (const name of DOCUMENT_REQUESTS) {
      gates[name] = (document: GatedDocument, ...rest: unknown[]) => {
        const next = rest[rest.length - 1] as (...args: unknown[]) => unknown;
        return this.has(document) ? next(document, ...rest.slice(0, -1)) : undefined;
      };
    }
    return gates as Middleware;
  }
}
