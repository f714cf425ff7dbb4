/**
 * Finding the condor-ls server, without VS Code: everything the search needs from the editor
 * (settings, the Python extension's interpreter, where the private environment lives) and from
 * the system (PATH lookup, running a version probe) is passed in, so the order can be tested.
 *
 * Order: the `condorLs.server.path` setting; `condor-ls` on PATH; the interpreter selected in
 * the Python extension (`python -m condor_ls serve`); the private environment that the Install
 * Server command creates. A candidate counts only once its `--version` probe runs, which also
 * tells the version for the minimum-version check.
 */
import * as path from 'node:path';

export type ServerSource = 'setting' | 'path' | 'python' | 'private';

export interface ServerCommand {
  command: string;
  /** arguments that start the server (`serve` and the user's extra arguments included) */
  args: string[];
  source: ServerSource;
  /** the `--version` output of this server */
  versionOutput: string;
  /** true when the command comes from the Python extension's interpreter (restart if it changes) */
  dependsOnInterpreter: boolean;
}

export interface ProbeResult {
  ok: boolean;
  /** stdout on success, a reason otherwise */
  output: string;
}

export interface ResolveInputs {
  /** `condorLs.server.path` as the user wrote it */
  settingPath: string;
  /** `condorLs.server.args` */
  extraArgs: readonly string[];
  /** for `${workspaceFolder}` in the setting */
  workspaceFolder?: string;
  home: string;
  platform: NodeJS.Platform;
  /** absolute path of an executable named `name` on PATH */
  findOnPath(name: string): Promise<string | undefined>;
  exists(file: string): Promise<boolean>;
  /**
   * The interpreter selected in the Python extension: `null` when that extension is not
   * installed, `undefined` when it has no interpreter for this workspace.
   */
  activeInterpreter(): Promise<string | null | undefined>;
  /** directory of the private virtual environment (it may not exist) */
  privateEnvironment: string;
  /** run `command args` (a `--version` call) and report whether it worked */
  probe(command: string, args: string[]): Promise<ProbeResult>;
}

export type Resolution =
  | { ok: true; server: ServerCommand; notes: string[] }
  | {
      ok: false;
      /** one line per place that was searched, saying why it did not work */
      notes: string[];
      /** true when the explicit setting is what failed (fix the setting, do not install) */
      settingFailed: boolean;
      pythonExtensionInstalled: boolean;
    };

export const EXECUTABLE = 'condor-ls';
export const MODULE = 'condor_ls';

/** `python`, `python3`, `python3.12`, `pythonw.exe`, ...: run the module instead. */
export function isPythonInterpreter(file: string): boolean {
  // split on both separators: a Windows path may be checked on any platform
  const name = file.split(/[\\/]/).pop() ?? '';
  return /^python(\d+(\.\d+)?)?w?(\.exe)?$/i.test(name);
}

/** Expand `~` and `${workspaceFolder}` (and `${userHome}`) in a path setting. */
export function expandPath(value: string, home: string, workspaceFolder?: string): string {
  let out = value.trim();
  if (out === '~' || out.startsWith('~/') || out.startsWith('~\\')) {
    out = home + out.slice(1);
  }
  out = out.replace(/\$\{userHome\}/g, home);
  if (workspaceFolder !== undefined) {
    out = out.replace(/\$\{workspaceFolder\}/g, workspaceFolder);
  }
  return out;
}

/** Paths inside a virtual environment, by platform. */
export function environmentLayout(directory: string, platform: NodeJS.Platform): { python: string; executable: string } {
  const join = platform === 'win32' ? path.win32.join : path.posix.join;
  return platform === 'win32'
    ? { python: join(directory, 'Scripts', 'python.exe'), executable: join(directory, 'Scripts', `${EXECUTABLE}.exe`) }
    : { python: join(directory, 'bin', 'python'), executable: join(directory, 'bin', EXECUTABLE) };
}

/** The command and arguments that start the server through `file`, and that probe its version. */
export function commandFor(file: string, extraArgs: readonly string[]): { serve: string[]; version: string[] } {
  const prefix = isPythonInterpreter(file) ? ['-m', MODULE] : [];
  return { serve: [...prefix, 'serve', ...extraArgs], version: [...prefix, '--version'] };
}

export async function resolveServer(inputs: ResolveInputs): Promise<Resolution> {
  const notes: string[] = [];
  const attempt = async (file: string, source: ServerSource, dependsOnInterpreter: boolean): Promise<ServerCommand | string> => {
    const { serve, version } = commandFor(file, inputs.extraArgs);
    const probe = await inputs.probe(file, version);
    if (!probe.ok) {
      return probe.output;
    }
    return { command: file, args: serve, source, versionOutput: probe.output.trim(), dependsOnInterpreter };
  };

  // 1. the explicit setting: when it is wrong, say so rather than quietly run something else
  const setting = expandPath(inputs.settingPath, inputs.home, inputs.workspaceFolder);
  if (setting) {
    if (!(await inputs.exists(setting))) {
      notes.push(`condorLs.server.path: ${setting} does not exist`);
      return { ok: false, notes, settingFailed: true, pythonExtensionInstalled: false };
    }
    const found = await attempt(setting, 'setting', false);
    if (typeof found === 'string') {
      const what = isPythonInterpreter(setting) ? `cannot run \`${setting} -m ${MODULE}\`` : `cannot run ${setting}`;
      notes.push(`condorLs.server.path: ${what}: ${found}`);
      return { ok: false, notes, settingFailed: true, pythonExtensionInstalled: false };
    }
    return { ok: true, server: found, notes };
  }
  notes.push('condorLs.server.path is not set');

  // 2. condor-ls on PATH
  const onPath = await inputs.findOnPath(EXECUTABLE);
  if (onPath) {
    const found = await attempt(onPath, 'path', false);
    if (typeof found !== 'string') {
      return { ok: true, server: found, notes };
    }
    notes.push(`${onPath} (on PATH) does not run: ${found}`);
  } else {
    notes.push(`no ${EXECUTABLE} on PATH`);
  }

  // 3. the interpreter selected in the Python extension
  const interpreter = await inputs.activeInterpreter();
  if (interpreter === null) {
    notes.push('the Python extension (ms-python.python) is not installed');
  } else if (interpreter === undefined) {
    notes.push('the Python extension has no interpreter selected');
  } else {
    const { serve, version } = { serve: ['-m', MODULE, 'serve', ...inputs.extraArgs], version: ['-m', MODULE, '--version'] };
    const probe = await inputs.probe(interpreter, version);
    if (probe.ok) {
      return { ok: true, server: { command: interpreter, args: serve, source: 'python', versionOutput: probe.output.trim(), dependsOnInterpreter: true }, notes };
    }
    notes.push(`the selected interpreter ${interpreter} cannot import ${MODULE}`);
  }

  // 4. the private environment made by Install Server
  const { executable } = environmentLayout(inputs.privateEnvironment, inputs.platform);
  if (await inputs.exists(executable)) {
    const found = await attempt(executable, 'private', false);
    if (typeof found !== 'string') {
      return { ok: true, server: found, notes };
    }
    notes.push(`${executable} (private environment) does not run: ${found}`);
  } else {
    notes.push('no private environment has been installed');
  }
  return { ok: false, notes, settingFailed: false, pythonExtensionInstalled: interpreter !== null };
}
