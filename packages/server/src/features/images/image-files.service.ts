import type { ImageInfo } from '@potluck/api';
import { IMAGE_MESSAGES } from '@potluck/api';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { rows } from '../../db/raw';
import type { Viewer } from '../../db/visibility';
import { notFound } from '../../http/http-error';
import { createTtlCache } from '../../lib/ttl-cache';
import type { ImageStorage } from '../../storage/image-storage';
import {
  type FileOwner,
  type ServePath,
  accessTo,
  contentTypeOf,
  dimensionsOf,
  findFileOwner,
  inOwnFolder,
  parseFilePath,
  parseServePath,
} from './image-owner';
import { type OriginalFolder, keysOf, serveUrl } from './image-sql';
import { createStoredReader } from './stored-reader';

/**
 * Who may see a served file, remembered briefly: the lookup is one query per image request, which on PGlite
 * is most of a thumbnail's cost. A publish, unpublish or visibility change reaches the serve path within
 * this long (any process); a deleted image is forgotten at once in the process that deleted it.
 */
export const SERVE_CACHE_MS = 5_000;
const SERVE_CACHE_MAX = 5_000;

export const imageNotFound = () => notFound(IMAGE_MESSAGES.imageNotFound);

/**
 * The stored files behind every image (recipe photos, avatars, covers): who may have one, reading it for the
 * serve path, and deleting the files of deleted rows (queued in image_file_trash by the database).
 */
export function createImageFiles(ctx: AppContext, storage: ImageStorage) {
  const { db } = ctx;
  // Who may see a file: cleared with the recipe pages after every write (app.ts), so a publish or unpublish
  // reaches the serve path at once; the lifetime only bounds staleness across processes.
  const serveCache = createTtlCache<FileOwner | null>({
    max: SERVE_CACHE_MAX,
    ttlMs: SERVE_CACHE_MS,
    now: () => ctx.config.now().getTime(),
  });
  const { readStored, forget } = createStoredReader(storage);

  function forgetFile(file: string, folder: OriginalFolder = 'recipes'): void {
    serveCache.delete(file);
    keysOf(file, folder).forEach(forget);
  }

  const ownerOfFile = (file: string): Promise<FileOwner | null> =>
    serveCache.fetch(file, () => findFileOwner(db, file));

  /** The owner of a parsed path when the viewer may have the file; null (404) otherwise. */
  async function visibleOwner(
    viewer: Viewer | null,
    path: ServePath,
  ): Promise<{ owner: FileOwner; listed: boolean } | null> {
    const owner = await ownerOfFile(path.original);
    if (!owner || !inOwnFolder(path, owner)) return null;
    const access = accessTo(viewer, owner);
    return access.allowed ? { owner, listed: access.listed } : null;
  }

  async function removeFiles(file: string, folder: OriginalFolder): Promise<void> {
    const results = await Promise.allSettled(keysOf(file, folder).map((key) => storage.delete(key)));
    const failed = results.find((r) => r.status === 'rejected');
    if (failed) throw (failed as PromiseRejectedResult).reason;
  }

  /** Deletes the files of rows deleted since the last sweep; a file that cannot be deleted stays queued. */
  async function purgeTrash(): Promise<number> {
    let purged = 0;
    for (;;) {
      const batch = await db.transaction(async (tx) => {
        const queued = await rows<{ id: number; file_name: string; folder: OriginalFolder }>(
          tx,
          sql`SELECT id::int AS id, file_name, folder FROM image_file_trash ORDER BY id LIMIT 100 FOR UPDATE SKIP LOCKED`,
        );
        const done: number[] = [];
        for (const item of queued) {
          forgetFile(item.file_name, item.folder);
          try {
            await removeFiles(item.file_name, item.folder);
            done.push(item.id);
          } catch (err) {
            ctx.log.warn({ err, file: item.file_name }, 'Could not delete an image file; it stays queued');
          }
        }
        if (done.length > 0)
          await tx.execute(
            sql`DELETE FROM image_file_trash WHERE id IN (${sql.join(
              done.map((id) => sql`${id}`),
              sql`, `,
            )})`,
          );
        return { queued: queued.length, done: done.length };
      });
      purged += batch.done;
      if (batch.queued < 100 || batch.done === 0) return purged;
    }
  }

  return {
    /** Forget who may see which file (called after every successful write request). */
    forgetAccess: () => serveCache.clear(),
    forgetFile,
    purgeTrash,
    readStored,

    /**
     * Which stored key a serve path names, and whether the viewer may have it (image-owner.ts accessTo).
     * null means 404 (missing, not server-made, or not yours to see).
     */
    async resolveServe(
      viewer: Viewer | null,
      folder: string,
      file: string,
    ): Promise<{ key: string; contentType: string; listed: boolean } | null> {
      const path = parseServePath(folder, file);
      const found = path && (await visibleOwner(viewer, path));
      if (!path || !found) return null;
      return { key: `${path.folder}/${path.file}`, contentType: contentTypeOf(path), listed: found.listed };
    },

    /** GET /images/info: only for a file the viewer may see, and only while it is stored; 404 otherwise. */
    async info(viewer: Viewer, filePath: string): Promise<ImageInfo> {
      const path = parseFilePath(filePath);
      const found = path && (await visibleOwner(viewer, path));
      if (!path || !found) throw imageNotFound();
      const key = `${path.folder}/${path.file}`;
      const stored = await storage.stream(key);
      if (!stored) throw imageNotFound();
      stored.body.destroy();
      const { owner } = found;
      return {
        file_path: key,
        folder: path.folder,
        file_name: path.file,
        url: serveUrl(key),
        content_type: contentTypeOf(path),
        size: stored.size,
        ...dimensionsOf(path, owner),
        owner:
          owner.type === 'recipe'
            ? { type: 'recipe', recipe_id: owner.recipeId, image_id: owner.imageId }
            : { type: owner.type, user_id: owner.userId },
      };
    },
  };
}
export type ImageFiles = ReturnType<typeof createImageFiles>;
