import { writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { UserError } from './errors';

const REASONS: Record<string, string> = {
  ENOENT: 'the folder does not exist',
  EACCES: 'permission denied',
  EPERM: 'permission denied',
  EISDIR: 'it is a folder',
  ENOTDIR: 'a part of the path is not a folder',
  EROFS: 'the file system is read-only',
  ENOSPC: 'the disk is full',
};

/**
 * Writes an exported document (replacing the file, like a shell's `>`) and returns its absolute path.
 * Not owner-only like the config files: an export is meant to be shared.
 */
export async function writeExport(path: string, content: string | Uint8Array): Promise<string> {
  const file = resolve(path);
  try {
    await writeFile(file, content);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? '';
    throw new UserError(`Cannot write ${file}: ${REASONS[code] ?? (error as Error).message}.`);
  }
  return file;
}
