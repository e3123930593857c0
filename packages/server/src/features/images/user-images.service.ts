import { randomUUID } from 'node:crypto';
import type { User, UserImage, UserImageKind } from '@potluck/api';
import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/errors';
import { rows } from '../../db/raw';
import { type UserRow, users } from '../../db/schema/index';
import { notFound } from '../../http/http-error';
import { toUser } from '../users/users.service';
import { FOLDER_OF } from './image-owner';
import { processImage } from './image-processing';
import { originalKey, serveUrl, thumbnailKey, thumbnailsOf } from './image-sql';
import type { ImagesService } from './images.service';

/** Longest side kept: avatars show at most at xl size (spec recommends 400×400); covers span the page. */
const MAX_EDGE: Record<UserImageKind, number> = { avatar: 800, cover: 2000 };

export const USER_IMAGE_MESSAGES = {
  noAvatar: 'You have no avatar to delete',
  noCover: 'You have no cover image to delete',
} as const;

/**
 * A member's avatar and profile cover: the recipe images' pipeline (decode, strip, re-encode, thumbnails),
 * one row per kind in user_images, the URL mirrored on the user. A replaced or deleted file (or every file
 * of a deleted user) is queued by the table's trigger and deleted by the images service's trash sweep.
 */
export function createUserImagesService(ctx: AppContext, deps: { images: ImagesService }) {
  const { db } = ctx;
  const { images } = deps;
  const { storage } = images;

  return {
    /** Stores the new file first; the row and URL change in one transaction; a failed write deletes the new files. */
    async upload(viewer: { id: number }, kind: UserImageKind, file: Buffer): Promise<{ image: UserImage; user: User }> {
      const image = await processImage(file, { maxPixels: ctx.config.images.maxPixels, maxEdge: MAX_EDGE[kind] });
      const fileName = `${randomUUID()}.${image.extension}`;
      const folder = FOLDER_OF[kind];
      const stored = [
        { key: originalKey(fileName, folder), data: image.main, type: image.contentType },
        ...image.thumbnails.map((t) => ({ key: thumbnailKey(t.size, fileName), data: t.data, type: 'image/webp' })),
      ];
      const url = serveUrl(originalKey(fileName, folder));
      let user: UserRow;
      try {
        await Promise.all(stored.map((s) => storage.put(s.key, s.data, s.type)));
        user = await db.transaction(async (tx) => {
          await tx.execute(sql`INSERT INTO user_images (user_id, kind, file_name, width, height, created_at)
            VALUES (${viewer.id}, ${kind}, ${fileName}, ${image.width}, ${image.height}, ${ctx.config.now().toISOString()}::timestamptz)
            ON CONFLICT (user_id, kind) DO UPDATE SET file_name = EXCLUDED.file_name, width = EXCLUDED.width, height = EXCLUDED.height,
              created_at = EXCLUDED.created_at`);
          return updateUrl(tx, viewer.id, kind, url);
        });
      } catch (err) {
        await Promise.allSettled(stored.map((s) => storage.delete(s.key)));
        throw err;
      }
      await images.purgeTrash();
      return {
        image: {
          kind,
          image_url: url,
          width: image.width,
          height: image.height,
          thumbnails: thumbnailsOf(fileName, image.width),
        },
        user: toUser(user),
      };
    },

    /** 404 when there is nothing to delete, so a second click says so instead of pretending. */
    async remove(viewer: { id: number }, kind: UserImageKind): Promise<User> {
      const user = await db.transaction(async (tx) => {
        const deleted = await rows<{ file_name: string }>(
          tx,
          sql`DELETE FROM user_images WHERE user_id = ${viewer.id} AND kind = ${kind} RETURNING file_name`,
        );
        if (deleted.length === 0)
          throw notFound(kind === 'avatar' ? USER_IMAGE_MESSAGES.noAvatar : USER_IMAGE_MESSAGES.noCover);
        return updateUrl(tx, viewer.id, kind, null);
      });
      await images.purgeTrash();
      return toUser(user);
    },
  };

  async function updateUrl(
    executor: Executor,
    userId: number,
    kind: UserImageKind,
    url: string | null,
  ): Promise<UserRow> {
    const [row] = await executor
      .update(users)
      .set({ ...(kind === 'avatar' ? { avatarUrl: url } : { coverImageUrl: url }), updatedAt: ctx.config.now() })
      .where(eq(users.id, userId))
      .returning();
    return row!;
  }
}
export type UserImagesService = ReturnType<typeof createUserImagesService>;
