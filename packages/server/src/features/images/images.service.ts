import { randomUUID } from 'node:crypto';
import {
  IMAGE_MESSAGES,
  MAX_IMAGES_PER_RECIPE,
  SUPPORTED_IMAGE_FORMATS,
  type ImageReorder,
  type ImageUpdate,
  type ImageUploadFields,
  type RecipeImages,
  type StoredImage,
  type UploadLimits,
} from '@potluck/api';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/errors';
import { rows } from '../../db/raw';
import type { Viewer } from '../../db/visibility';
import { unprocessable } from '../../http/http-error';
import type { ImageStorage } from '../../storage/image-storage';
import { findEditable, findVisible } from '../recipes/recipe-access';
import { createImageFiles, imageNotFound } from './image-files.service';
import { processImage } from './image-processing';
import {
  type ImageRow,
  IMAGE_COLUMNS,
  applyOrder,
  imagesOf,
  originalKey,
  serveUrl,
  setFeatured,
  settleFeatured,
  thumbnailKey,
  toStoredImage,
} from './image-sql';

const tooMany = () => unprocessable({ loc: ['body', 'file'], msg: IMAGE_MESSAGES.tooMany, type: 'too_many_images' });

/** A recipe's photos: upload, edit, order and delete; the files themselves are image-files.service.ts's. */
export function createImagesService(ctx: AppContext, deps: { storage: ImageStorage }) {
  const { db } = ctx;
  const { storage } = deps;
  const maxBytes = Math.floor(ctx.config.images.maxUploadMb * 1024 * 1024);
  const files = createImageFiles(ctx, storage);
  const { purgeTrash } = files;

  async function countImages(executor: Executor, recipeId: number): Promise<number> {
    const [row] = await rows<{ n: number }>(
      executor,
      sql`SELECT count(*)::int AS n FROM recipe_images WHERE recipe_id = ${recipeId}`,
    );
    return row?.n ?? 0;
  }

  async function listed(executor: Executor, recipeId: number): Promise<RecipeImages> {
    const images = await imagesOf(executor, recipeId);
    const featured = images.find((i) => i.is_featured);
    return { images: images.map(toStoredImage), featured_image_url: featured?.image_url ?? null };
  }

  async function oneImage(executor: Executor, recipeId: number, imageId: number): Promise<ImageRow> {
    const [row] = await rows<ImageRow>(
      executor,
      sql`SELECT ${IMAGE_COLUMNS} FROM recipe_images WHERE id = ${imageId} AND recipe_id = ${recipeId}`,
    );
    if (!row) throw imageNotFound();
    return row;
  }

  return {
    ...files,
    maxBytes,

    limits(): UploadLimits {
      return {
        max_file_size: maxBytes,
        max_file_size_mb: ctx.config.images.maxUploadMb,
        supported_formats: [...SUPPORTED_IMAGE_FORMATS],
      };
    },

    async list(viewer: Viewer, recipeId: number): Promise<RecipeImages> {
      await findVisible(db, viewer, recipeId);
      return listed(db, recipeId);
    },

    /**
     * Checks access and room before the (costly) processing, stores the files, then writes the row under the
     * recipe's lock (which re-checks both). If the database write fails, the stored files are deleted again.
     */
    async upload(viewer: Viewer, recipeId: number, file: Buffer, fields: ImageUploadFields): Promise<StoredImage> {
      await findEditable(db, viewer, recipeId);
      if ((await countImages(db, recipeId)) >= MAX_IMAGES_PER_RECIPE) throw tooMany();
      const image = await processImage(file, { maxPixels: ctx.config.images.maxPixels });
      const fileName = `${randomUUID()}.${image.extension}`;
      const stored = [
        { key: originalKey(fileName), data: image.main, type: image.contentType },
        ...image.thumbnails.map((t) => ({ key: thumbnailKey(t.size, fileName), data: t.data, type: 'image/webp' })),
      ];
      try {
        await Promise.all(stored.map((s) => storage.put(s.key, s.data, s.type)));
        return await db.transaction(async (tx) => {
          await findEditable(tx, viewer, recipeId, true);
          const count = await countImages(tx, recipeId);
          if (count >= MAX_IMAGES_PER_RECIPE) throw tooMany();
          const [row] = await rows<{ id: number }>(
            tx,
            sql`INSERT INTO recipe_images (recipe_id, image_url, file_name, image_type, step_number, caption, alt_text, is_featured, order_index, width, height, created_at)
              VALUES (${recipeId}, ${serveUrl(originalKey(fileName))}, ${fileName}, ${fields.image_type},
                ${fields.image_type === 'step' ? (fields.step_number ?? null) : null}, ${fields.caption ?? null}, ${fields.alt_text ?? null}, false,
                (SELECT coalesce(max(order_index) + 1, 0) FROM recipe_images WHERE recipe_id = ${recipeId}),
                ${image.width}, ${image.height}, ${ctx.config.now().toISOString()}::timestamptz)
              RETURNING id`,
          );
          if (fields.image_type === 'featured') await setFeatured(tx, recipeId, row!.id);
          await settleFeatured(tx, recipeId);
          return toStoredImage(await oneImage(tx, recipeId, row!.id));
        });
      } catch (err) {
        await Promise.allSettled(stored.map((s) => storage.delete(s.key)));
        throw err;
      }
    },

    async update(viewer: Viewer, recipeId: number, imageId: number, input: ImageUpdate): Promise<StoredImage> {
      return db.transaction(async (tx) => {
        await findEditable(tx, viewer, recipeId, true);
        const image = await oneImage(tx, recipeId, imageId);
        if (input.caption !== undefined || input.alt_text !== undefined) {
          await tx.execute(sql`UPDATE recipe_images SET
            caption = ${input.caption === undefined ? sql`caption` : input.caption},
            alt_text = ${input.alt_text === undefined ? sql`alt_text` : input.alt_text}
            WHERE id = ${imageId}`);
        }
        if (input.order_index !== undefined) {
          const ids = (await imagesOf(tx, recipeId)).map((i) => i.id).filter((id) => id !== imageId);
          ids.splice(Math.min(input.order_index, ids.length), 0, imageId);
          await applyOrder(tx, ids);
        }
        if (input.is_featured === true) {
          await setFeatured(tx, recipeId, imageId);
        } else if (input.is_featured === false && image.is_featured) {
          // Exactly one stays featured: the first other image by position takes over (a lone image keeps it).
          const next = (await imagesOf(tx, recipeId)).find((i) => i.id !== imageId);
          if (next) await setFeatured(tx, recipeId, next.id);
        }
        await settleFeatured(tx, recipeId);
        return toStoredImage(await oneImage(tx, recipeId, imageId));
      });
    },

    /** Positions from the request (ties keep the request's order); images it leaves out follow in their old order. */
    async reorder(viewer: Viewer, recipeId: number, input: ImageReorder): Promise<RecipeImages> {
      return db.transaction(async (tx) => {
        await findEditable(tx, viewer, recipeId, true);
        const current = await imagesOf(tx, recipeId);
        const known = new Set(current.map((i) => i.id));
        const seen = new Set<number>();
        input.image_orders.forEach((o, index) => {
          const loc = ['body', 'image_orders', index, 'image_id'];
          if (!known.has(o.image_id))
            throw unprocessable({ loc, msg: IMAGE_MESSAGES.unknownImage, type: 'unknown_image' });
          if (seen.has(o.image_id))
            throw unprocessable({ loc, msg: IMAGE_MESSAGES.duplicateImage, type: 'duplicate_image' });
          seen.add(o.image_id);
        });
        const requested = new Map(
          input.image_orders.map((o, index) => [o.image_id, { position: o.order_index, tie: index }]),
        );
        const rank = (i: ImageRow) => requested.get(i.id) ?? { position: i.order_index, tie: Number.MAX_SAFE_INTEGER };
        const ordered = [...current].sort((a, b) => {
          const ra = rank(a);
          const rb = rank(b);
          return ra.position - rb.position || ra.tie - rb.tie || a.order_index - b.order_index || a.id - b.id;
        });
        await applyOrder(
          tx,
          ordered.map((i) => i.id),
        );
        return listed(tx, recipeId);
      });
    },

    async remove(viewer: Viewer, recipeId: number, imageId: number): Promise<null> {
      await db.transaction(async (tx) => {
        await findEditable(tx, viewer, recipeId, true);
        const deleted = await rows<{ id: number }>(
          tx,
          sql`DELETE FROM recipe_images WHERE id = ${imageId} AND recipe_id = ${recipeId} RETURNING id`,
        );
        if (deleted.length === 0) throw imageNotFound();
        await applyOrder(
          tx,
          (await imagesOf(tx, recipeId)).map((i) => i.id),
        );
        await settleFeatured(tx, recipeId);
      });
      await purgeTrash();
      return null;
    },

    async removeAll(viewer: Viewer, recipeId: number): Promise<null> {
      await db.transaction(async (tx) => {
        await findEditable(tx, viewer, recipeId, true);
        await tx.execute(sql`DELETE FROM recipe_images WHERE recipe_id = ${recipeId}`);
        await settleFeatured(tx, recipeId);
      });
      await purgeTrash();
      return null;
    },

    /** For the avatar and cover service: files go through the same trash, caches and storage. */
    storage,
  };
}
export type ImagesService = ReturnType<typeof createImagesService>;
