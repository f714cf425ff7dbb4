/**
 * The `condorLs` settings as the server sees them.
 *
 * package.json's `contributes.configuration` is the list of settings; those under `server.` and
 * `trace.` belong to the client, every other one is passed to the server, nested by its dotted
 * name (`sampleAds.machine` -> `{sampleAds: {machine: ...}}`), both as `initializationOptions`
 * and as the answer to `workspace/configuration` for the `condorLs` section.
 */

import { importsBindings } from './bindings';

export const SECTION = 'condorLs';

/** Settings read only by the client. */
export const CLIENT_ONLY_PREFIXES = ['server.', 'trace.'] as const;

/**
 * Settings that take effect only when the server starts: how it is started, and which
 * documents it is given (the document selector is fixed when the client is created).
 */
export const RESTART_SETTINGS = ['server.path', 'server.args', 'python.enable'] as const;

/** The languages the server is started for. */
export const LANGUAGES = ['htcondor-config', 'htcondor-submit', 'classad', 'htcondor-transform', 'htcondor-dag'] as const;

export interface PackageJson {
  contributes?: { configuration?: { properties?: Record<string, { default?: unknown }> } };
}

/** Setting names (without the `condorLs.` section) declared in package.json. */
export function declaredSettings(pkg: PackageJson): string[] {
  const properties = pkg.contributes?.configuration?.properties ?? {};
  return Object.keys(properties)
    .filter((key) => key.startsWith(`${SECTION}.`))
    .map((key) => key.slice(SECTION.length + 1));
}

/** Declared settings that the server reads. */
export function serverSettingKeys(pkg: PackageJson): string[] {
  return declaredSettings(pkg).filter((key) => !CLIENT_ONLY_PREFIXES.some((prefix) => key.startsWith(prefix)));
}

/** The declared default of a setting. */
export function declaredDefault(pkg: PackageJson, key: string): unknown {
  return pkg.contributes?.configuration?.properties?.[`${SECTION}.${key}`]?.default;
}

/**
 * The nested settings object sent to the server: each server key with the value `get` returns
 * (VS Code's effective value, the default included). Values are copied so the server never
 * sees VS Code's proxy objects.
 */
export function toServerSettings(keys: readonly string[], get: (key: string) => unknown): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of keys) {
    const value = get(key);
    if (value === undefined) {
      continue;
    }
    const parts = key.split('.');
    let node = out;
    for (const part of parts.slice(0, -1)) {
      const next = node[part];
      node = (typeof next === 'object' && next !== null ? next : (node[part] = {})) as Record<string, unknown>;
    }
    node[parts[parts.length - 1]] = JSON.parse(JSON.stringify(value)) as unknown;
  }
  return out;
}

/** True when a configuration change touches a setting that needs a server restart. */
export function needsRestart(affects: (section: string) => boolean): boolean {
  return RESTART_SETTINGS.some((key) => affects(`${SECTION}.${key}`));
}

export interface DocumentFilter {
  scheme: string;
  language: string;
}

/** The URI schemes of the documents the server is given (files on disk and new files). */
export const SCHEMES = ['file', 'untitled'] as const;

/**
 * Documents handed to the server: our languages (and Python files when that analysis is on;
 * ./pythonDocuments then forwards only those that import the bindings).
 */
export function documentSelector(pythonEnabled: boolean): DocumentFilter[] {
  const languages: string[] = [...LANGUAGES, ...(pythonEnabled ? ['python'] : [])];
  return languages.flatMap((language) => SCHEMES.map((scheme) => ({ scheme, language })));
}

/**
 * True when an open document needs the server: a file of our languages, or (with the Python
 * analysis on) a Python file that imports the bindings. `text` is read only for Python files.
 */
export function needsServer(document: { languageId: string; uri: { scheme: string } }, text: () => string, pythonEnabled: boolean): boolean {
  if (!(SCHEMES as readonly string[]).includes(document.uri.scheme)) {
    return false;
  }
  if ((LANGUAGES as readonly string[]).includes(document.languageId)) {
    return true;
  }
  return pythonEnabled && document.languageId === 'python' && importsBindings(text());
}
