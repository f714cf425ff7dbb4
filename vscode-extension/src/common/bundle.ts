/**
 * The server files a .vsix carries (`bundled/manifest.json` and `bundled/python/`, written by
 * tools/release/bundle.py) and the install they allow, without VS Code: which pip command puts
 * condor-ls into the private environment, and what to tell the user when it cannot.
 *
 * A platform package (linux-x64, darwin-arm64, ...) carries condor-ls' abi3 wheel and every
 * dependency's wheel for each CPython it lists: on that platform with one of those Pythons the
 * install needs no network (`pip install --no-index --find-links`). With another Python the
 * same files are offered first and pip fetches only what is missing. The universal package
 * carries the sdist: pip builds it where a C compiler is at hand and fetches the dependencies;
 * where that fails, the platform package is the answer.
 */
import * as path from 'node:path';

export const BUNDLE_DIR = 'bundled';
export const MANIFEST = 'manifest.json';
export const FILES_DIR = 'python';

export interface BundleManifest {
  format: number;
  name: string;
  /** the condor-ls version the files hold: the extension's own version */
  version: string;
  /** `universal` or a VS Code target such as `linux-x64` */
  target: string;
  /** `condor-ls==<version>` */
  requirement: string;
  /** CPython versions (`3.12`) whose wheels are all present */
  pythons: string[];
  wheels: string[];
  /** per CPython version, the wheels its install takes */
  byPython: Record<string, string[]>;
  sdist: string | null;
  /** the targets that have a platform package */
  platformTargets: string[];
  /** set on a bundle that is not complete (a check, not for packaging) */
  incomplete?: string;
}

/** A manifest read from the files of an installed extension. */
export interface Bundle {
  manifest: BundleManifest;
  /** the directory pip is pointed at (`--find-links`) */
  filesDir: string;
}

/** The VS Code target name of a platform (`linux-x64`, `darwin-arm64`, `win32-x64`, ...). */
export function targetOf(platform: NodeJS.Platform | string, arch: string): string {
  return `${platform}-${arch}`;
}

/** Parse and check manifest.json; undefined (with the reason) when it is not usable. */
export function parseManifest(text: string): { manifest?: BundleManifest; problem?: string } {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    return { problem: `manifest.json does not parse: ${String(error)}` };
  }
  const m = data as Partial<BundleManifest>;
  if (m.format !== 1 || typeof m.version !== 'string' || typeof m.target !== 'string' || typeof m.requirement !== 'string'
    || !Array.isArray(m.pythons) || !Array.isArray(m.wheels) || !Array.isArray(m.platformTargets)) {
    return { problem: 'manifest.json is not a bundle manifest of format 1' };
  }
  if (m.incomplete) {
    return { problem: `the bundle is incomplete (${m.incomplete})` };
  }
  return { manifest: { ...m, byPython: m.byPython ?? {}, sdist: m.sdist ?? null } as BundleManifest };
}

/** The bundle under an extension's root, from the manifest text (undefined: the build carries none). */
export function bundleAt(extensionRoot: string, manifestText: string | undefined, log: (line: string) => void = () => undefined): Bundle | undefined {
  if (manifestText === undefined) {
    return undefined;
  }
  const { manifest, problem } = parseManifest(manifestText);
  if (!manifest) {
    log(`ignoring the bundled server files: ${problem}`);
    return undefined;
  }
  return { manifest, filesDir: path.join(extensionRoot, BUNDLE_DIR, FILES_DIR) };
}

export type InstallSource =
  /** everything from the bundled wheels, pip's index switched off */
  | { kind: 'offline'; findLinks: string; requirement: string }
  /** the bundled wheel or sdist first, the index for whatever else is needed */
  | { kind: 'bundled-online'; findLinks: string; requirement: string; why: string }
  /** nothing bundled: the package index */
  | { kind: 'index'; requirement: string };

/**
 * How to install on this machine: `target` is `targetOf(process.platform, process.arch)`,
 * `python` the `major.minor` of the interpreter that creates the environment.
 */
export function chooseSource(bundle: Bundle | undefined, target: string, python: string, fallbackRequirement: string): InstallSource {
  if (!bundle) {
    return { kind: 'index', requirement: fallbackRequirement };
  }
  const m = bundle.manifest;
  if (m.target === 'universal') {
    return { kind: 'bundled-online', findLinks: bundle.filesDir, requirement: m.requirement, why: 'the universal package carries the source distribution, which pip builds here' };
  }
  if (m.target !== target) {
    return { kind: 'bundled-online', findLinks: bundle.filesDir, requirement: m.requirement, why: `this package is built for ${m.target}, not ${target}` };
  }
  if (!m.pythons.includes(python)) {
    return { kind: 'bundled-online', findLinks: bundle.filesDir, requirement: m.requirement, why: `its wheels are for Python ${m.pythons.join(', ')}, not ${python}` };
  }
  return { kind: 'offline', findLinks: bundle.filesDir, requirement: m.requirement };
}

/** pip's arguments (after `python -m`) for a source. */
export function pipArgs(source: InstallSource): string[] {
  const common = ['pip', 'install', '--upgrade', '--disable-pip-version-check'];
  switch (source.kind) {
    case 'offline':
      return [...common, '--no-index', '--find-links', source.findLinks, source.requirement];
    case 'bundled-online':
      return [...common, '--find-links', source.findLinks, source.requirement];
    case 'index':
      return [...common, source.requirement];
  }
}

/**
 * What to say when an install from `source` failed: for a universal or mismatched package on
 * a platform that has its own package, name that package.
 */
export function failureAdvice(source: InstallSource, bundle: Bundle | undefined, target: string, version: string): string | undefined {
  if (source.kind === 'offline') {
    return 'The bundled wheels did not install; the condor-ls output shows pip\'s reason.';
  }
  const platformPackage = bundle?.manifest.platformTargets.includes(target);
  if (platformPackage) {
    return `condor-ls has a package for ${target} that carries everything it needs: install the extension for ${target} `
      + `(VS Code picks it from the Marketplace or Open VSX by itself; offline: \`code --install-extension condor-ls-${target}-${version}.vsix\`).`;
  }
  if (source.kind === 'bundled-online') {
    return `There is no condor-ls package for ${target}: building it needs a C compiler and Python's development headers, `
      + 'and pip needs the package index for the dependencies.';
  }
  return undefined;
}

/** One line for the output channel saying where the install takes its files from. */
export function describeSource(source: InstallSource): string {
  switch (source.kind) {
    case 'offline':
      return `installing ${source.requirement} from the wheels this extension carries (no network)`;
    case 'bundled-online':
      return `installing ${source.requirement} from this extension's files and the package index: ${source.why}`;
    case 'index':
      return `installing ${source.requirement} from the package index (this build of the extension carries no server)`;
  }
}
