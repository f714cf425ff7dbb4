/**
 * The interpreter selected in the Python extension (ms-python.python), through its published
 * API facade: `environments.getActiveEnvironmentPath` then `resolveEnvironment` for the
 * executable, and `onDidChangeActiveEnvironmentPath` so the server can follow a new selection.
 */
import * as vscode from 'vscode';
import { PVSC_EXTENSION_ID, PythonExtension } from '@vscode/python-extension';

export { PVSC_EXTENSION_ID };

/** True when the Python extension is installed and enabled. */
export function pythonExtensionInstalled(): boolean {
  return vscode.extensions.getExtension(PVSC_EXTENSION_ID) !== undefined;
}

/**
 * The selected interpreter's executable for `resource`: `null` when the Python extension is
 * not installed, `undefined` when it has none (or its API fails).
 */
export async function activeInterpreter(resource: vscode.Uri | undefined, log: (message: string) => void): Promise<string | null | undefined> {
  if (!pythonExtensionInstalled()) {
    return null;
  }
  try {
    const api = await PythonExtension.api();
    const selected = api.environments.getActiveEnvironmentPath(resource);
    const environment = await api.environments.resolveEnvironment(selected);
    const executable = environment?.executable.uri?.fsPath ?? (selected.path || undefined);
    return executable;
  } catch (error) {
    log(`the Python extension did not report an interpreter: ${String(error)}`);
    return undefined;
  }
}

/** Call `listener` whenever the Python extension's selected interpreter changes. */
export async function onInterpreterChange(listener: () => void): Promise<vscode.Disposable | undefined> {
  if (!pythonExtensionInstalled()) {
    return undefined;
  }
  try {
    const api = await PythonExtension.api();
    return api.environments.onDidChangeActiveEnvironmentPath(() => listener());
  } catch {
    return undefined;
  }
}
