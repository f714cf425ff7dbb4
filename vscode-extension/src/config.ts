/** Reading the `condorLs` settings from VS Code (the pure mapping is in common/settings). */
import * as vscode from 'vscode';
import { PackageJson, SECTION, serverSettingKeys, toServerSettings } from './common/settings';

export interface ClientSettings {
  serverPath: string;
  serverArgs: string[];
  pythonEnabled: boolean;
}

export function clientSettings(scope?: vscode.Uri): ClientSettings {
  const config = vscode.workspace.getConfiguration(SECTION, scope);
  const args = config.get<unknown>('server.args', []);
  return {
    serverPath: String(config.get<string>('server.path', '') ?? ''),
    serverArgs: Array.isArray(args) ? args.map(String) : [],
    pythonEnabled: config.get<boolean>('python.enable', true) !== false,
  };
}

/** The settings object the server receives, for a resource (or the whole window). */
export function serverSettings(pkg: PackageJson, scope?: vscode.Uri): Record<string, unknown> {
  const config = vscode.workspace.getConfiguration(SECTION, scope);
  return toServerSettings(serverSettingKeys(pkg), (key) => config.get(key));
}

/** The first workspace folder's path (for `${workspaceFolder}` in the server path). */
export function firstWorkspaceFolder(): string | undefined {
  return vscode.workspace.workspaceFolders?.[0]?.uri.fsPath;
}
