import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, readFile, readdir, rename, rm, stat, unlink, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { IMAGE_FOLDERS, type ImageStorage, assertKey, isKey } from './image-storage';

const isMissing = (err: unknown) => (err as NodeJS.ErrnoException).code === 'ENOENT';

/** Files under one root folder (POTLUCK_DATA_DIR/images). Writes land under a temporary name and are renamed. */
export function createLocalStorage(root: string): ImageStorage {
  const path = (key: string) => join(root, assertKey(key));
  return {
    async put(key, data) {
      const file = path(key);
      await mkdir(dirname(file), { recursive: true });
      const temp = `${file}.${randomUUID()}.tmp`;
      try {
        await writeFile(temp, data, { mode: 0o640 });
        await rename(temp, file);
      } catch (err) {
        await rm(temp, { force: true });
        throw err;
      }
    },
    async get(key) {
      try {
        return await readFile(path(key));
      } catch (err) {
        if (isMissing(err)) return null;
        throw err;
      }
    },
    async stream(key) {
      const file = path(key);
      try {
        const { size } = await stat(file);
        return { size, body: createReadStream(file) };
      } catch (err) {
        if (isMissing(err)) return null;
        throw err;
      }
    },
    async delete(key) {
      try {
        await unlink(path(key));
      } catch (err) {
        if (!isMissing(err)) throw err;
      }
    },
    async exists(key) {
      try {
        await stat(path(key));
        return true;
      } catch (err) {
        if (isMissing(err)) return false;
        throw err;
      }
    },
    async *list() {
      for (const folder of IMAGE_FOLDERS) {
        const names = await readdir(join(root, folder)).catch((err: unknown) => {
          if (isMissing(err)) return [];
          throw err;
        });
        for (const name of names.sort()) if (isKey(`${folder}/${name}`)) yield `${folder}/${name}`;
      }
    },
  };
}
