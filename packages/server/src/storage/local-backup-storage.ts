import { createReadStream, createWriteStream } from 'node:fs';
import { chmod, mkdir, readdir, rename, rm, stat, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { BACKUP_NAME } from '../backup/backup-format';
import type { BackupStorage } from './backup-storage';

const isMissing = (err: unknown) => (err as NodeJS.ErrnoException).code === 'ENOENT';

/** Files in one folder (POTLUCK_DATA_DIR/backups), mode 0600, written as name.partial and renamed when whole. */
export function createLocalBackupStorage(dir: string): BackupStorage {
  const path = (name: string) => {
    if (!BACKUP_NAME.test(name)) throw new Error(`Invalid backup name: ${JSON.stringify(name)}`);
    return join(dir, name);
  };
  const partial = (name: string) => `${path(name)}.partial`;
  return {
    async begin(name) {
      await mkdir(dir, { recursive: true, mode: 0o700 });
      const stream = createWriteStream(partial(name), { mode: 0o600 });
      return {
        stream,
        handle: null,
        async commit() {
          await rename(partial(name), path(name));
          await chmod(path(name), 0o600);
          return (await stat(path(name))).size;
        },
        abort: () => rm(partial(name), { force: true }),
      };
    },
    async open(name) {
      try {
        const { size } = await stat(path(name));
        return { size, body: createReadStream(path(name)) };
      } catch (err) {
        if (isMissing(err)) return null;
        throw err;
      }
    },
    async delete(name) {
      await unlink(path(name)).catch((err: unknown) => {
        if (!isMissing(err)) throw err;
      });
    },
    discard: (name) => rm(partial(name), { force: true }),
    async *list() {
      const names = await readdir(dir).catch((err: unknown) => (isMissing(err) ? [] : Promise.reject(err)));
      for (const name of names.sort()) {
        if (!BACKUP_NAME.test(name)) continue;
        const size = await stat(join(dir, name)).then(
          (s) => s.size,
          () => null,
        );
        if (size !== null) yield { name, size };
      }
    },
  };
}
