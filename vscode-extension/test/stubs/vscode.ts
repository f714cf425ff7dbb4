/**
 * A small stand-in for the `vscode` module (which exists only inside VS Code), with just the
 * API the extension's non-client modules use. Tests set `state` to describe the editor.
 */
type Listener<T> = (value: T) => unknown;

export class EventEmitter<T> {
  private listeners: Listener<T>[] = [];
  readonly event = (listener: Listener<T>) => {
    this.listeners.push(listener);
    return { dispose: () => (this.listeners = this.listeners.filter((l) => l !== listener)) };
  };
  get listenerCount(): number {
    return this.listeners.length;
  }
  fire(value: T): void {
    for (const listener of this.listeners) {
      listener(value);
    }
  }
  dispose(): void {
    this.listeners = [];
  }
}

export class Uri {
  private constructor(readonly scheme: string, readonly path: string) {}
  static from(parts: { scheme: string; path: string }): Uri {
    return new Uri(parts.scheme, parts.path);
  }
  static file(path: string): Uri {
    return new Uri('file', path);
  }
  static parse(text: string): Uri {
    const match = /^([a-z][\w+.-]*):(?:\/\/)?(.*)$/i.exec(text);
    return match ? new Uri(match[1], match[2].startsWith('/') ? match[2] : `/${match[2]}`) : new Uri('file', text);
  }
  get fsPath(): string {
    return this.path;
  }
  toString(): string {
    return `${this.scheme}://${this.path}`;
  }
}

export class ThemeColor {
  constructor(readonly id: string) {}
}

export enum StatusBarAlignment {
  Left = 1,
  Right = 2,
}

export enum ViewColumn {
  Beside = -2,
}

export interface FakeExtension {
  isActive: boolean;
  exports: unknown;
  activate(): Promise<unknown>;
}

/** What the fake editor holds; tests replace these fields. */
export const state = {
  /** settings by section-relative key, e.g. `server.path` */
  settings: new Map<string, unknown>(),
  /** settings requested per scope (`scope?.toString()` -> keys) */
  reads: [] as { section: string; scope?: string }[],
  extensions: new Map<string, FakeExtension>(),
  executed: [] as { command: string; args: unknown[] }[],
  /** make executeCommand throw for these command ids */
  failingCommands: new Set<string>(),
  shownDocuments: [] as string[],
  /** languages.setTextDocumentLanguage calls: `path -> language` */
  languageChanges: [] as string[],
};

/** A text document as far as the extension reads one. */
export class TextDocument {
  constructor(
    readonly uri: Uri,
    readonly languageId: string,
    public text: string,
    public version = 1,
  ) {}
  getText(): string {
    return this.text;
  }
}

/** Editor events the tests fire. */
export const events = {
  open: new EventEmitter<TextDocument>(),
  change: new EventEmitter<{ document: TextDocument; contentChanges: unknown[] }>(),
  configuration: new EventEmitter<{ affectsConfiguration(section: string): boolean }>(),
};

export const workspace = {
  textDocuments: [] as TextDocument[],
  onDidOpenTextDocument: events.open.event,
  onDidChangeTextDocument: events.change.event,
  onDidChangeConfiguration: events.configuration.event,
  getConfiguration(section: string, scope?: Uri) {
    state.reads.push({ section, scope: scope?.toString() });
    return {
      get<T>(key: string, fallback?: T): T | undefined {
        return state.settings.has(key) ? (state.settings.get(key) as T) : fallback;
      },
    };
  },
  workspaceFolders: undefined as { uri: Uri }[] | undefined,
  async openTextDocument(uri: Uri) {
    return { uri };
  },
};

export const languages = {
  async setTextDocumentLanguage(document: TextDocument, languageId: string): Promise<TextDocument> {
    state.languageChanges.push(`${document.uri.path} -> ${languageId}`);
    return new TextDocument(document.uri, languageId, document.text, document.version);
  },
};

export const extensions = {
  getExtension(id: string): FakeExtension | undefined {
    return state.extensions.get(id);
  },
};

export const commands = {
  async executeCommand(command: string, ...args: unknown[]): Promise<unknown> {
    state.executed.push({ command, args });
    if (state.failingCommands.has(command)) {
      throw new Error(`command '${command}' not found`);
    }
    return undefined;
  },
};

export const window = {
  activeTextEditor: undefined as unknown,
  async showTextDocument(document: { uri: Uri }) {
    state.shownDocuments.push(document.uri.toString());
  },
};
