import { z } from 'zod';
import { SHARE_PLATFORMS, SHARE_TYPES } from './recipe.rules';

export const likeStatusSchema = z.object({ is_liked: z.boolean(), like_count: z.number().int() });
export type LikeStatus = z.infer<typeof likeStatusSchema>;

export const likerSchema = z.object({
  user_id: z.number().int(),
  username: z.string(),
  display_name: z.string().nullable(),
  avatar_url: z.string().nullable(),
  liked_at: z.string(),
});

export const DEFAULT_COLLECTION = 'Favorites';
export const FAVORITES_LIMIT = 100;

export const bookmarkInputSchema = z.object({
  recipe_id: z.number().int().positive(),
  collection_name: z
    .string()
    .trim()
    .min(1, 'Collection name cannot be empty')
    .max(60, 'Must be at most 60 characters')
    .default(DEFAULT_COLLECTION),
});
export const bookmarkSchema = z.object({
  recipe_id: z.number().int(),
  collection_name: z.string(),
  created_at: z.string(),
});
export type BookmarkInput = z.input<typeof bookmarkInputSchema>;
export type Bookmark = z.infer<typeof bookmarkSchema>;
export const bookmarkCheckSchema = z.object({ is_bookmarked: z.boolean(), collection_name: z.string().nullable() });
export const collectionSchema = z.object({ name: z.string(), count: z.number().int() });

export const versionSchema = z.object({
  version_number: z.number().int(),
  change_summary: z.string().nullable(),
  is_current: z.boolean(),
  created_at: z.string(),
});
export type RecipeVersion = z.infer<typeof versionSchema>;

export const SHARE_MESSAGES = {
  friendNeeded: 'Choose a member to share with',
  memberNotFound: 'That member was not found',
  notYourself: 'You cannot share a recipe with yourself',
  notVisibleToFriend: 'Only a published, public recipe can be shared with another member',
} as const;

/** POST /activity/share/recipe: a friend share names the member; link and social shares name nobody. */
export const shareInputSchema = z
  .object({
    recipe_id: z.number().int().positive(),
    shared_with_id: z.number().int().positive().nullish(),
    share_type: z.enum(SHARE_TYPES),
    platform: z.enum(SHARE_PLATFORMS).nullish(),
    message: z.string().trim().max(1000, 'Must be at most 1000 characters').nullish(),
  })
  .superRefine((v, ctx) => {
    if (v.share_type === 'friend' && v.shared_with_id == null) {
      ctx.addIssue({ code: 'custom', path: ['shared_with_id'], message: SHARE_MESSAGES.friendNeeded });
    }
  });
export type ShareInput = z.input<typeof shareInputSchema>;
export const shareSchema = z.object({
  id: z.number().int(),
  recipe_id: z.number().int(),
  shared_with_id: z.number().int().nullable(),
  share_type: z.enum(SHARE_TYPES),
  platform: z.string().nullable(),
  message: z.string().nullable(),
  /** The recipe's page in the web app; it opens for any signed-in member who may see the recipe. */
  share_url: z.string(),
  created_at: z.string(),
});
export type Share = z.infer<typeof shareSchema>;
