import { z } from 'zod';
import { idOf } from '../common/common.schemas';

/** The collection a bookmark goes into when none is named (spec 000: Bookmark collection_name default Favorites). */
export const DEFAULT_BOOKMARK_COLLECTION = 'Favorites';
/** The Favorites tab lists at most this many bookmarks (spec 000: favorites limit 100). */
export const BOOKMARK_LIST_LIMIT = 100;

export const bookmarkInputSchema = z.object({
  recipe_id: idOf('recipe', 'json'),
  collection_name: z
    .string()
    .trim()
    .min(1, 'Collection name cannot be empty')
    .max(60, 'Must be at most 60 characters')
    .default(DEFAULT_BOOKMARK_COLLECTION),
});
export type BookmarkInput = z.input<typeof bookmarkInputSchema>;

/** POST /bookmarks answers the bookmark and the recipe's bookmark_count after it, as a like answers like_count. */
export const bookmarkSchema = z.object({
  recipe_id: z.number().int(),
  collection_name: z.string(),
  created_at: z.string(),
  bookmark_count: z.number().int(),
});
export type Bookmark = z.infer<typeof bookmarkSchema>;

/** GET /bookmarks/check/{recipeId}: whether you bookmarked it, where, and how many members did. */
export const bookmarkCheckSchema = z.object({
  is_bookmarked: z.boolean(),
  collection_name: z.string().nullable(),
  bookmark_count: z.number().int(),
});
export type BookmarkCheck = z.infer<typeof bookmarkCheckSchema>;

/** One of your bookmark collections with how many visible recipes it holds. */
export const bookmarkCollectionSchema = z.object({ name: z.string(), count: z.number().int() });
export type BookmarkCollection = z.infer<typeof bookmarkCollectionSchema>;
