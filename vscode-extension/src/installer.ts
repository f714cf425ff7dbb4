/** The Install Server command: condor-ls into a private virtual environment, with progress. */
import * as fs from 'node:fs/promises';
import * as vscode from 'vscode';
import { bootstrapCandidates, installSteps, PYTHON_VERSION_ARGS, pythonIsRecentEnough, runSteps } from './common/install';
import { run, stream } from './common/process';

/** The first interpreter on this machine that is Python 3.10 or later. */
async function findBootstrapPython(log: (text: string) => void): Promise<{ command: string; args: string[] } | undefined> {
  for (const candidate of bootstrapCandidates(process.platform)) {
    const result = await run(candidate.command, [...candidate.args, ...PYTHON_VERSION_ARGS]);
    if (result.code === 0 && pythonIsRecentEnough(result.stdout)) {
      return candidate;
    }
    log(`${candidate.command}: ${result.code === 0 ? `Python ${result.stdout.trim()} is too old` : (result.error ?? `exit code ${result.code}`)}\n`);
  }
  return undefined;
}

/** Create the environment and install `requirement`; true on success. */
export async function installServer(directory: string, storage: string, requirement: string, channel: vscode.LogOutputChannel): Promise<boolean> {
  const append = (text: string) => channel.append(text);
  channel.show(true);
  return vscode.window.withProgress(
    { location: vscode.ProgressLocation.Notification, title: 'Installing condor-ls', cancellable: false },
    async (progress) => {
      progress.report({ message: 'looking for Python 3.10 or later' });
      const bootstrap = await findBootstrapPython(append);
      if (!bootstrap) {
        void vscode.window.showErrorMessage('condor-ls needs Python 3.10 or later to install, and none was found on PATH (python3, python).');
        return false;
      }
      await fs.mkdir(storage, { recursive: true });
      const failure = await runSteps(
        installSteps(bootstrap, directory, requirement, process.platform),
        (command, args, onOutput) => stream(command, args, onOutput),
        (title) => progress.report({ message: title }),
        append,
      );
      if (failure) {
        channel.error(failure);
        void vscode.window.showErrorMessage(`condor-ls: ${failure}. The condor-ls output has the details.`, 'Show Output').then((choice) => {
          if (choice) {
            channel.show();
          }
        });
        return false;
      }
      channel.info(`condor-ls installed in ${directory}`);
      return true;
    },
  );
}
