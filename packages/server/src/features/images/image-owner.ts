import { API_PREFIX, THUMBNAIL_SIZES, type ImageFolder } from '@potluck/api';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/errors';
import { rows } from '../../db/raw';
import { type Viewer, canSee } from '../../db/visibility';
import type { OriginalFolder } from './image-sql';

/** What a stored file belongs to: a recipe image, or a member's avatar or cover. */
export type FileOwner =
  | {
      type: 'recipe';
      recipeId: number;
      imageId: number;
      authorId: number;
      status: string;
      visibility: string;
      width: number;
      height: number;
    }
  | { type: 'avatar' | 'cover'; userId: number; width: number; height: number };

/** Where each owner's originals live: a name asked for under another folder is not served. */
export const FOLDER_OF: Record<FileOwner['type'], OriginalFolder> = {
  recipe: 'recipes',
  avatar: 'avatars',
  cover: 'covers',
};

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
export const ORIGINAL = new RegExp(`^${UUID}\\.(jpg|webp)$`);
const THUMBNAIL = new RegExp(`^thumb_(${THUMBNAIL_SIZES.join('|')})_(${UUID}\\.(jpg|webp))$`);

/** A serve path taken apart; null for anything the server never names (answered 404 without a query). */
export interface ServePath {
  folder: ImageFolder;
  file: string;
  /** The original's file name (the thumbnail's source, or the file itself). */
  original: string;
  /** Width of the thumbnail asked for; undefined for an original. */
  thumbnailSize: number | undefined;
}

export function parseServePath(folder: string, file: string): ServePath | null {
  if (folder === 'thumbnails') {
    const match = THUMBNAIL.exec(file);
    return match ? { folder, file, original: match[2]!, thumbnailSize: Number(match[1]) } : null;
  }
  if ((folder === 'recipes' || folder === 'avatars' || folder === 'covers') && ORIGINAL.test(file)) {
    return { folder, file, original: file, thumbnailSize: undefined };
  }
  return null;
}

/** GET /images/info accepts "folder/file", "/images/serve/folder/file" or the full image_url. */
export function parseFilePath(filePath: string): ServePath | null {
  const path = filePath
    .replace(/^https?:\/\/[^/]+/i, '')
    .replace(new RegExp(`^${API_PREFIX}(?=/)`), '')
    .replace(/^\/?(images\/serve\/)?/, '');
  const match = /^([a-z]+)\/([^/]+)$/.exec(path);
  return match ? parseServePath(match[1]!, match[2]!) : null;
}

/** One query for either kind of owner (file names are unique uuids across both tables). */
export async function findFileOwner(executor: Executor, original: string): Promise<FileOwner | null> {
  const [row] = await rows<{
    type: FileOwner['type'];
    recipe_id: number | null;
    image_id: number | null;
    user_id: number;
    status: string | null;
    visibility: string | null;
    width: number;
    height: number;
  }>(
    executor,
    sql`SELECT 'recipe' AS type, i.recipe_id, i.id AS image_id, r.author_id AS user_id, r.status, r.visibility, i.width, i.height
        FROM recipe_images i JOIN recipes r ON r.id = i.recipe_id WHERE i.file_name = ${original}
      UNION ALL
      SELECT u.kind, NULL, NULL, u.user_id, NULL, NULL, u.width, u.height FROM user_images u WHERE u.file_name = ${original}
      LIMIT 1`,
  );
  if (!row) return null;
  if (row.type === 'recipe') {
    return {
      type: 'recipe',
      recipeId: row.recipe_id!,
      imageId: row.image_id!,
      authorId: row.user_id,
      status: row.status!,
      visibility: row.visibility!,
      width: row.width,
      height: row.height,
    };
  }
  return { type: row.type, userId: row.user_id, width: row.width, height: row.height };
}

/**
 * Who may have a file: images of published public recipes anyone (listed: cacheable by shared caches);
 * private and draft ones whoever may see the recipe; avatars and covers any signed-in member.
 */
export function accessTo(viewer: Viewer | null, owner: FileOwner): { allowed: boolean; listed: boolean } {
  if (owner.type !== 'recipe') return { allowed: viewer !== null, listed: false };
  const listed = owner.status === 'published' && owner.visibility === 'public';
  return { allowed: listed || (viewer !== null && canSee(viewer, owner)), listed };
}

/** The path names the owner's own folder (a recipe's file under avatars/ is someone else's name for nothing). */
export const inOwnFolder = (path: ServePath, owner: FileOwner) =>
  path.folder === 'thumbnails' || path.folder === FOLDER_OF[owner.type];

/** Served content type: thumbnails are WebP; originals are JPEG, or WebP when they have alpha. */
export const contentTypeOf = (path: ServePath) =>
  path.folder === 'thumbnails' || path.file.endsWith('.webp') ? 'image/webp' : 'image/jpeg';

/** Dimensions of the exact file: thumbnails keep the original's aspect ratio and never enlarge. */
export function dimensionsOf(path: ServePath, owner: FileOwner): { width: number; height: number } {
  if (path.thumbnailSize === undefined || path.thumbnailSize >= owner.width)
    return { width: owner.width, height: owner.height };
  return {
    width: path.thumbnailSize,
    height: Math.max(1, Math.round((owner.height * path.thumbnailSize) / owner.width)),
  };
}
