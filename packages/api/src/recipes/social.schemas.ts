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
  collection_name: z.string().trim().min(1).max(60).default(DEFAULT_COLLECTION),
});
export const bookmarkSchema = z.object({
  recipe_id: z.number().int(),
  collection_name: z.string(),
  created_at: z.string(),
});
export const bookmarkCheckSchema = z.object({ is_bookmarked: z.boolean(), collection_name: z.string().nullable() });
export const collectionSchema = z.object({ name: z.string(), count: z.number().int() });

export const versionSchema = z.object({
  version_number: z.number().int(),
  change_summary: z.string().nullable(),
  is_current: z.boolean(),
  created_at: z.string(),
});
export type RecipeVersion = z.infer<typeof versionSchema>;

export const shareInputSchema = z.object({
  recipe_id: z.number().int().positive(),
  shared_with_id: z.number().int().positive().nullish(),
  share_type: z.enum(SHARE_TYPES),
  platform: z.enum(SHARE_PLATFORMS).nullish(),
  message: z.string().trim().max(1000).nullish(),
});
export const shareSchema = z.object({
  id: z.number().int(),
  recipe_id: z.number().int(),
  shared_with_id: z.number().int().nullable(),
  share_type: z.enum(SHARE_TYPES),
  platform: z.string().nullable(),
  message: z.string().nullable(),
  share_url: z.string(),
  created_at: z.string(),
});
