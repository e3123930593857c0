import { execFile } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';

const exec = promisify(execFile);

/** Newest modification time under `dir`, ignoring installed and built files. */
function newest(dir: string): number {
  let time = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const path = join(dir, entry.name);
    time = Math.max(time, entry.isDirectory() ? newest(path) : statSync(path).mtimeMs);
  }
  return time;
}

/**
 * Runs `node build.mjs` in `packageDir` when `output` is missing or older than its sources, so a
 * test run always exercises the code as it is now, without rebuilding what is already current.
 */
export async function buildIfStale(packageDir: string, output: string, sources: string[]): Promise<void> {
  const built = existsSync(output) ? statSync(output).mtimeMs : 0;
  if (built > 0 && sources.every((dir) => newest(dir) <= built)) return;
  await exec(process.execPath, ['build.mjs'], { cwd: packageDir });
}
