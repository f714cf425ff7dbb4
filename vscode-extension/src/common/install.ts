/**
 * Installing condor-ls into a private virtual environment (the extension's global storage):
 * the steps as data, and a runner that takes the process launcher as a parameter so the plan
 * can be tested without creating environments.
 */
import { describeSource, InstallSource, pipArgs } from './bundle';
import { environmentLayout } from './resolve';
import type { RunResult } from './process';

export interface InstallStep {
  title: string;
  /** a line for the output before the command (where the files come from) */
  detail?: string;
  command: string;
  args: string[];
}

/** Interpreters tried, in order, to create the environment (condor-ls needs Python >= 3.10). */
export function bootstrapCandidates(platform: NodeJS.Platform): { command: string; args: string[] }[] {
  return platform === 'win32'
    ? [{ command: 'py', args: ['-3'] }, { command: 'python', args: [] }, { command: 'python3', args: [] }]
    : [{ command: 'python3', args: [] }, { command: 'python', args: [] }];
}

/** Arguments that make an interpreter print its version as `major.minor` (for the 3.10 check). */
export const PYTHON_VERSION_ARGS = ['-c', 'import sys; print("%d.%d" % sys.version_info[:2])'];

/** True when `output` (from PYTHON_VERSION_ARGS) names Python 3.10 or later. */
export function pythonIsRecentEnough(output: string): boolean {
  const match = /^(\d+)\.(\d+)/.exec(output.trim());
  return !!match && (Number(match[1]) > 3 || (Number(match[1]) === 3 && Number(match[2]) >= 10));
}

/**
 * Steps that create (or reuse) the environment in `directory` and install condor-ls into it
 * from `source` (the bundled wheels, the bundled sdist, or the package index).
 */
export function installSteps(bootstrap: { command: string; args: string[] }, directory: string, source: InstallSource, platform: NodeJS.Platform): InstallStep[] {
  const { python } = environmentLayout(directory, platform);
  return [
    { title: 'Creating a virtual environment', command: bootstrap.command, args: [...bootstrap.args, '-m', 'venv', directory] },
    { title: `Installing ${source.requirement}`, detail: describeSource(source), command: python, args: ['-m', ...pipArgs(source)] },
  ];
}

export type Launcher = (command: string, args: string[], onOutput: (text: string) => void) => Promise<RunResult>;

/**
 * Run the steps in order, reporting each title and all output; stops at the first failure and
 * returns its description (undefined when every step succeeded).
 */
export async function runSteps(steps: InstallStep[], launch: Launcher, report: (title: string) => void, output: (text: string) => void): Promise<string | undefined> {
  for (const step of steps) {
    report(step.title);
    if (step.detail) {
      output(`${step.detail}\n`);
    }
    output(`$ ${[step.command, ...step.args].join(' ')}\n`);
    const result = await launch(step.command, step.args, output);
    if (result.code !== 0) {
      return `${step.title} failed (${result.error ?? `exit code ${result.code}`})`;
    }
  }
  return undefined;
}
