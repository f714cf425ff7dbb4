/** Fake executables in a temporary directory, for the server-search tests. */
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';

export function tempDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'condor-ls-vscode-'));
}

/** An executable shell script `name` in `dir` that runs `body`. */
export function script(dir: string, name: string, body: string): string {
  const file = path.join(dir, name);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `#!/bin/sh\n${body}\n`, { mode: 0o755 });
  return file;
}

/** A condor-ls that answers `--version` with `version`. */
export function fakeServer(dir: string, version: string, name = 'condor-ls'): string {
  return script(dir, name, `if [ "$1" = "--version" ]; then echo "condor-ls ${version}"; exit 0; fi\nexit 2`);
}

/** A Python whose `-m condor_ls --version` works only when `hasModule`. */
export function fakePython(dir: string, name: string, hasModule: boolean, version = '0.1.0'): string {
  const answer = hasModule ? `echo "condor-ls ${version}"; exit 0` : `echo "No module named condor_ls" >&2; exit 1`;
  return script(dir, name, `if [ "$1" = "-m" ] && [ "$2" = "condor_ls" ] && [ "$3" = "--version" ]; then ${answer}; fi\nexit 3`);
}

export function readPackageJson(): Record<string, unknown> {
  return JSON.parse(fs.readFileSync(path.join(__dirname, '..', '..', '..', 'package.json'), 'utf8')) as Record<string, unknown>;
}
