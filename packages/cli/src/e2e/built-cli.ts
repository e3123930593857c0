import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { buildIfStale } from './build-once';

const packages = fileURLToPath(new URL('../../../', import.meta.url));
const cliDir = `${packages}cli`;
export const CLI_BIN = `${cliDir}/bin/potluck.js`;

export const buildCli = () => buildIfStale(cliDir, `${cliDir}/dist/potluck.js`, [cliDir, `${packages}api`]);

export interface CliResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * Runs the built `potluck` as a child process, the way a user's shell would, but with stdin a
 * pipe (not a terminal) and an environment holding only what the test passes.
 */
export function runCli(args: string[], env: Record<string, string> = {}): Promise<CliResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [CLI_BIN, ...args], {
      env: { PATH: process.env.PATH ?? '', ...env },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.stdin.end();
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}
