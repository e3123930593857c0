import { chmod, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { UserError } from './errors';

/** Reads a JSON file; a missing file is `undefined`, a damaged one an error that says how to fix it. */
export async function readJsonFile(path: string): Promise<unknown> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  try {
    return JSON.parse(text);
  } catch {
    throw new UserError(`${path} is not valid JSON. Fix it or delete it.`);
  }
}

/**
 * Writes JSON only its owner can read (0600, folder 0700): config and session sit next to the tokens.
 * chmod after writing because `mode` applies only when the file is created.
 */
export async function writePrivateJson(path: string, value: unknown): Promise<void> {
  await mkdir(dirname(path), { recursive: true, mode: 0o700 });
  await writeFile(path, `${JSON.stringify(value, null, 2)}\n`, { mode: 0o600 });
  await chmod(path, 0o600);
}

export async function removeFile(path: string): Promise<void> {
  await rm(path, { force: true });
}
