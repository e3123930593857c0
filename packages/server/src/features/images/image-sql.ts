import { API_PREFIX, THUMBNAIL_SIZES, type StoredImage, thumbnailName } from '@potluck/api';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/errors';
import { rows } from '../../db/raw';

/** A recipe_images row as the hand-written statements select it. */
export interface ImageRow {
  id: number;
  recipe_id: number;
  image_url: string;
  file_name: string;
  image_type: 'featured' | 'gallery' | 'step';
  step_number: number | null;
  caption: string | null;
  alt_text: string | null;
  is_featured: boolean;
  order_index: number;
  width: number;
  height: number;
}

export const IMAGE_COLUMNS = sql.raw(
  'id, recipe_id, image_url, file_name, image_type, step_number, caption, alt_text, is_featured, order_index, width, height',
);

/** Folders of originals; thumbnails of all of them share the "thumbnails" folder (names are unique uuids). */
export type OriginalFolder = 'recipes' | 'avatars' | 'covers';
export const originalKey = (file: string, folder: OriginalFolder = 'recipes') => `${folder}/${file}`;
export const thumbnailKey = (size: number, file: string) =>
  `thumbnails/${thumbnailName(size as (typeof THUMBNAIL_SIZES)[number], file)}`;
/** Every stored key of one image: the original and its thumbnails. */
export const keysOf = (file: string, folder: OriginalFolder = 'recipes') => [
  originalKey(file, folder),
  ...THUMBNAIL_SIZES.map((s) => thumbnailKey(s, file)),
];
export const serveUrl = (key: string) => `${API_PREFIX}/images/serve/${key}`;
/** Thumbnail URLs and widths of a stored image (for srcset). */
export const thumbnailsOf = (file: string, width: number) =>
  THUMBNAIL_SIZES.map((size) => ({ width: Math.min(size, width), url: serveUrl(thumbnailKey(size, file)) }));

export function toStoredImage(row: ImageRow): StoredImage {
  return {
    id: row.id,
    image_url: row.image_url,
    image_type: row.image_type,
    step_number: row.step_number,
    caption: row.caption,
    alt_text: row.alt_text,
    is_featured: row.is_featured,
    order_index: row.order_index,
    width: row.width,
    height: row.height,
    thumbnails: thumbnailsOf(row.file_name, row.width),
  };
}

export const imagesOf = (executor: Executor, recipeId: number) =>
  rows<ImageRow>(
    executor,
    sql`SELECT ${IMAGE_COLUMNS} FROM recipe_images WHERE recipe_id = ${recipeId} ORDER BY order_index, id`,
  );

/** Gives the images the positions 0..n-1 in the given order, in one statement. */
export async function applyOrder(executor: Executor, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  const values: SQL[] = ids.map((id, index) => sql`(${id}::int, ${index}::int)`);
  await executor.execute(
    sql`UPDATE recipe_images i SET order_index = v.idx FROM (VALUES ${sql.join(values, sql`, `)}) AS v(id, idx) WHERE i.id = v.id AND i.order_index <> v.idx`,
  );
}

/**
 * Makes one image the featured one: the previous one loses the flag (a 'featured' type becomes 'gallery'),
 * the new one gains it (a 'gallery' type becomes 'featured'; a step image stays a step image).
 */
export async function setFeatured(executor: Executor, recipeId: number, imageId: number): Promise<void> {
  await executor.execute(sql`UPDATE recipe_images SET is_featured = false,
    image_type = CASE WHEN image_type = 'featured' THEN 'gallery' ELSE image_type END
    WHERE recipe_id = ${recipeId} AND is_featured AND id <> ${imageId}`);
  await executor.execute(sql`UPDATE recipe_images SET is_featured = true,
    image_type = CASE WHEN image_type = 'gallery' THEN 'featured' ELSE image_type END
    WHERE id = ${imageId} AND recipe_id = ${recipeId}`);
}

/**
 * The featured rules after any change: when images remain and none is featured, the first by order_index is
 * promoted; then recipes.featured_image_url follows the featured row (null without images).
 */
export async function settleFeatured(executor: Executor, recipeId: number): Promise<void> {
  await executor.execute(sql`UPDATE recipe_images SET is_featured = true,
    image_type = CASE WHEN image_type = 'gallery' THEN 'featured' ELSE image_type END
    WHERE id = (SELECT id FROM recipe_images WHERE recipe_id = ${recipeId} ORDER BY order_index, id LIMIT 1)
      AND NOT EXISTS (SELECT 1 FROM recipe_images WHERE recipe_id = ${recipeId} AND is_featured)`);
  await executor.execute(sql`UPDATE recipes SET featured_image_url =
    (SELECT image_url FROM recipe_images WHERE recipe_id = ${recipeId} AND is_featured)
    WHERE id = ${recipeId}`);
}
