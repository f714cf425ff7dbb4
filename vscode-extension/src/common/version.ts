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
