/** The status bar item: the server's state at a glance; a click opens the output. */
import * as vscode from 'vscode';
import { LANGUAGES } from './common/settings';

export type ServerState = 'starting' | 'running' | 'stopped' | 'missing' | 'failed' | 'outdated';

const LOOK: Record<ServerState, { icon: string; tooltip: string; severity?: 'warning' | 'error' }> = {
  starting: { icon: '$(sync~spin)', tooltip: 'condor-ls is starting' },
  running: { icon: '$(check)', tooltip: 'condor-ls is running' },
  stopped: { icon: '$(circle-slash)', tooltip: 'condor-ls is stopped' },
  missing: { icon: '$(warning)', tooltip: 'condor-ls was not found', severity: 'warning' },
  outdated: { icon: '$(warning)', tooltip: 'condor-ls is older than this extension needs', severity: 'warning' },
  failed: { icon: '$(error)', tooltip: 'condor-ls stopped with an error', severity: 'error' },
};

/** Text, tooltip and background colour id for a state (a pure function, for tests). */
export function statusPresentation(state: ServerState, detail?: string): { text: string; tooltip: string; background?: string } {
  const look = LOOK[state];
  return {
    text: `${look.icon} condor-ls`,
    tooltip: [look.tooltip, detail, 'Click to show the output.'].filter(Boolean).join('\n'),
    background: look.severity ? `statusBarItem.${look.severity}Background` : undefined,
  };
}

export class StatusItem implements vscode.Disposable {
  private readonly item: vscode.StatusBarItem;
  private readonly subscription: vscode.Disposable;
  state: ServerState = 'stopped';

  constructor() {
    this.item = vscode.window.createStatusBarItem('condorLs.status', vscode.StatusBarAlignment.Right, 100);
    this.item.name = 'condor-ls';
    this.item.command = 'condorLs.showOutput';
    this.subscription = vscode.window.onDidChangeActiveTextEditor(() => this.updateVisibility());
    this.set('stopped');
  }

  set(state: ServerState, detail?: string): void {
    this.state = state;
    const look = statusPresentation(state, detail);
    this.item.text = look.text;
    this.item.tooltip = look.tooltip;
    this.item.backgroundColor = look.background ? new vscode.ThemeColor(look.background) : undefined;
    this.updateVisibility();
  }

  private updateVisibility(): void {
    const language = vscode.window.activeTextEditor?.document.languageId;
    const ours = language !== undefined && (LANGUAGES as readonly string[]).includes(language);
    if (ours || this.state === 'missing' || this.state === 'failed') {
      this.item.show();
    } else {
      this.item.hide();
    }
  }

  dispose(): void {
    this.subscription.dispose();
    this.item.dispose();
  }
}
