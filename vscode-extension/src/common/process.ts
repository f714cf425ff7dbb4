/** Running short helper processes (version probes, installers) without a shell. */
import { execFile, spawn } from 'node:child_process';

export interface RunResult {
  /** exit code; null when the process could not start or was killed */
  code: number | null;
  stdout: string;
  stderr: string;
  /** why the process did not start or finish (ENOENT, timeout, ...) */
  error?: string;
}

/** Run `command args` to completion, capturing its output (never throws). */
export function run(command: string, args: readonly string[], options: { timeoutMs?: number; cwd?: string; env?: NodeJS.ProcessEnv } = {}): Promise<RunResult> {
  return new Promise((resolve) => {
    execFile(
      command,
      args,
      { timeout: options.timeoutMs ?? 15_000, cwd: options.cwd, env: options.env, maxBuffer: 1024 * 1024, windowsHide: true },
      (error, stdout, stderr) => {
        // a started process that failed has a numeric exit code; a spawn failure has a string
        const failure = error as { code?: unknown; killed?: boolean; message: string } | null;
        if (!failure) {
          resolve({ code: 0, stdout: String(stdout), stderr: String(stderr) });
        } else if (typeof failure.code === 'number' && !failure.killed) {
          resolve({ code: failure.code, stdout: String(stdout), stderr: String(stderr) });
        } else {
          const reason = failure.killed ? 'timed out' : typeof failure.code === 'string' ? failure.code : failure.message;
          resolve({ code: null, stdout: String(stdout), stderr: String(stderr), error: reason });
        }
      },
    );
  });
}

/** Run a long command, passing each chunk of its output to `onOutput` as it arrives. */
export function stream(command: string, args: readonly string[], onOutput: (text: string) => void, options: { cwd?: string; env?: NodeJS.ProcessEnv } = {}): Promise<RunResult> {
  return new Promise((resolve) => {
    let stdout = '';
    let stderr = '';
    let settled = false;
    const child = spawn(command, args, { cwd: options.cwd, env: options.env, windowsHide: true });
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      onOutput(chunk.toString());
    });
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
      onOutput(chunk.toString());
    });
    child.on('error', (error: NodeJS.ErrnoException) => {
      if (!settled) {
        settled = true;
        resolve({ code: null, stdout, stderr, error: error.code ?? error.message });
      }
    });
    child.on('close', (code) => {
      if (!settled) {
        settled = true;
        resolve({ code, stdout, stderr });
      }
    });
  });
}
