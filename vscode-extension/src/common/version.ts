/**
 * Reading `condor-ls --version` and comparing it with the minimum this extension needs.
 *
 * condor-ls versions are Python (PEP 440) versions: a numeric release (`0.1.0`) that may carry a
 * pre-release or development suffix (`0.2.0rc1`, `0.2.0.dev3+g1234`). Only the ordering that
 * matters here is implemented: release numbers first; with equal releases, a suffixed
 * pre-release or dev build comes before the final release.
 */

export interface ServerVersion {
  /** the version text as printed, e.g. `0.2.0.dev3` */
  text: string;
  /** numeric release components, e.g. [0, 2, 0] */
  release: number[];
  /** true for pre-releases and development builds (`a`, `b`, `rc`, `dev` suffixes) */
  prerelease: boolean;
}

const VERSION_LINE = /\bcondor-ls\s+v?(\d+(?:\.\d+)*)([^\s]*)/i;
const BARE_VERSION = /^\s*v?(\d+(?:\.\d+)*)([^\s]*)\s*$/;
const PRE_SUFFIX = /^[-_.]?(a|alpha|b|beta|c|rc|pre|preview|dev)\d*/i;

/** The version in `condor-ls X.Y.Z` output (or a bare `X.Y.Z`), or undefined. */
export function parseVersionOutput(output: string): ServerVersion | undefined {
  const match = VERSION_LINE.exec(output) ?? BARE_VERSION.exec(output.trim());
  if (!match) {
    return undefined;
  }
  const release = match[1].split('.').map((part) => Number.parseInt(part, 10));
  const suffix = match[2] ?? '';
  return { text: match[1] + suffix, release, prerelease: PRE_SUFFIX.test(suffix) };
}

/** Negative, zero or positive as `a` is before, equal to or after `b`. */
export function compareVersions(a: ServerVersion, b: ServerVersion): number {
  const length = Math.max(a.release.length, b.release.length);
  for (let i = 0; i < length; i++) {
    const diff = (a.release[i] ?? 0) - (b.release[i] ?? 0);
    if (diff !== 0) {
      return diff;
    }
  }
  if (a.prerelease !== b.prerelease) {
    return a.prerelease ? -1 : 1;
  }
  return 0;
}

export type VersionCheck =
  | { status: 'ok'; found: ServerVersion }
  | { status: 'older'; found: ServerVersion; minimum: ServerVersion }
  | { status: 'unknown'; output: string };

/** Whether the server's `--version` output meets `minimum` (a version text such as `0.1.0`). */
export function checkServerVersion(output: string, minimum: string): VersionCheck {
  const found = parseVersionOutput(output);
  const needed = parseVersionOutput(minimum);
  if (!found || !needed) {
    return { status: 'unknown', output: output.trim() };
  }
  return compareVersions(found, needed) < 0 ? { status: 'older', found, minimum: needed } : { status: 'ok', found };
}

/** A version as Python writes it: npm's `0.2.0-rc1` / `0.2.0-dev3` become `0.2.0rc1` / `0.2.0.dev3`; a local `+...` part is dropped. */
export function pythonVersionText(version: string): string {
  return version
    .trim()
    .replace(/^v/, '')
    .replace(/\+.*$/, '')
    .replace(/-(a|b|rc)(\d+)/, '$1$2')
    .replace(/[-.]dev(\d+)/, '.dev$1');
}

export type VersionAdvice =
  | { kind: 'same' }
  | {
      kind: 'older' | 'newer';
      /** what to show the user, with the fix */
      message: string;
      /** `install`: Install Server fixes it; `upgrade`: pip in the server's own environment; `update-extension` */
      fix: 'install' | 'upgrade' | 'update-extension';
    };

/**
 * Compare the server the search found with the extension, which carries (or names) the server
 * of its own version, and say how to bring them together. `source` and `command` say where the
 * server came from; `bundled` whether this extension carries the server's files.
 */
export function versionAdvice(serverOutput: string, extensionVersion: string, source: string, command: string, bundled: boolean): VersionAdvice | undefined {
  const found = parseVersionOutput(serverOutput);
  const wanted = parseVersionOutput(pythonVersionText(extensionVersion));
  if (!found || !wanted) {
    return undefined;
  }
  const ext = pythonVersionText(extensionVersion);
  if (pythonVersionText(found.text) === ext) {
    return { kind: 'same' };
  }
  const order = compareVersions(found, wanted);
  const kind = order < 0 || (order === 0 && found.text < ext) ? 'older' : 'newer';
  const where = source === 'private' ? 'in the private environment' : source === 'python' ? `in the interpreter ${command}` : source === 'path' ? `on PATH (${command})` : `from condorLs.server.path (${command})`;
  const head = `condor-ls ${found.text} ${where} is ${kind} than this extension (${ext})`;
  if (kind === 'newer') {
    return { kind, fix: 'update-extension', message: `${head}: update the extension to ${found.text}, or install condor-ls==${ext} there.` };
  }
  if (source === 'private') {
    return { kind, fix: 'install', message: `${head}: Install Server replaces it with ${ext}${bundled ? ' from the files this extension carries, without network' : ''}.` };
  }
  const pip = source === 'python' ? `${command} -m pip install --upgrade condor-ls==${ext}` : `pip install --upgrade condor-ls==${ext}`;
  const alternative = bundled ? ' Or stop using it (clear condorLs.server.path, or take it off PATH) and run Install Server for the bundled one.' : '';
  return { kind, fix: 'upgrade', message: `${head}: update it with \`${pip}\` in the environment it comes from.${alternative}` };
}
