/**
 * The Install Server command (and the first start's install): condor-ls into a private virtual
 * environment, from the files this extension carries when it carries them (src/common/bundle.ts).
 */
import * as fs from 'node:fs/promises';
import * as path from 'node:path';
import * as vscode from 'vscode';
import { Bundle, BUNDLE_DIR, bundleAt, chooseSource, failureAdvice, MANIFEST, targetOf } from './common/bundle';
import { bootstrapCandidates, installSteps, PYTHON_VERSION_ARGS, pythonIsRecentEnough, runSteps } from './common/install';
import { run, stream } from './common/process';

/** The bundle in the extension's own directory, if this build carries one. */
export async function readBundle(extensionRoot: string, log: (line: string) => void): Promise<Bundle | undefined> {
  let text: string | undefined;
  try {
    text = await fs.readFile(path.join(extensionRoot, BUNDLE_DIR, MANIFEST), 'utf8');
  } catch {
    text = undefined;
  }
  return bundleAt(extensionRoot, text, log);
}

export const thisTarget = (): string => targetOf(process.platform, process.arch);

/** The first interpreter on this machine that is Python 3.10 or later, with its `major.minor`. */
async function findBootstrapPython(log: (text: string) => void): Promise<{ command: string; args: string[]; version: string } | undefined> {
  for (const candidate of bootstrapCandidates(process.platform)) {
    const result = await run(candidate.command, [...candidate.args, ...PYTHON_VERSION_ARGS]);
    if (result.code === 0 && pythonIsRecentEnough(result.stdout)) {
      return { ...candidate, version: result.stdout.trim() };
    }
    log(`${candidate.command}: ${result.code === 0 ? `Python ${result.stdout.trim()} is too old` : (result.error ?? `exit code ${result.code}`)}\n`);
  }
  return undefined;
}

export type InstallOutcome = 'installed' | 'failed' | 'skipped';

/**
 * Create the environment and install condor-ls: offline from the bundled wheels when they fit
 * this machine, else the bundled files with the index, else `fallbackRequirement` from the index.
 * With `onlyOffline` (the first start, which does not ask) nothing is done unless the install
 * needs no network: the outcome is then `skipped`.
 */
export async function installServer(directory: string, storage: string, bundle: Bundle | undefined, fallbackRequirement: string,
  extensionVersion: string, channel: vscode.LogOutputChannel, options: { onlyOffline?: boolean } = {}): Promise<InstallOutcome> {
  const append = (text: string) => channel.append(text);
  const bootstrap = await findBootstrapPython(append);
  if (!bootstrap) {
    void vscode.window.showErrorMessage('condor-ls needs Python 3.10 or later to install, and none was found on PATH (python3, python).');
    return 'failed';
  }
  const target = thisTarget();
  const source = chooseSource(bundle, target, bootstrap.version, fallbackRequirement);
  if (options.onlyOffline && source.kind !== 'offline') {
    return 'skipped';
  }
  channel.show(true);
  return vscode.window.withProgress(
    { location: vscode.ProgressLocation.Notification, title: 'Installing condor-ls', cancellable: false },
    async (progress) => {
      await fs.mkdir(storage, { recursive: true });
      const failure = await runSteps(
        installSteps(bootstrap, directory, source, process.platform),
        (command, args, onOutput) => stream(command, args, onOutput),
        (title) => progress.report({ message: title }),
        append,
      );
      if (failure) {
        const advice = failureAdvice(source, bundle, target, extensionVersion);
        channel.error(failure);
        if (advice) {
          channel.error(advice);
        }
        void vscode.window.showErrorMessage(`condor-ls: ${failure}. ${advice ?? 'The condor-ls output has the details.'}`, 'Show Output').then((choice) => {
          if (choice) {
            channel.show();
          }
        });
        return 'failed';
      }
      channel.info(`condor-ls installed in ${directory}`);
      return 'installed';
    },
  );
}
