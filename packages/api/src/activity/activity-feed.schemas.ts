import { z } from 'zod';
import { PAGE_LIMIT_DEFAULT } from '../common/common.schemas';
import { memberSummarySchema } from '../friends/friends.schemas';

/**
 * What a feed item tells. recipe_liked and recipe_bookmarked are grouped: one item per recipe of yours and UTC day,
 * with how many members did it and the latest of them as actor.
 */
export const ACTIVITY_KINDS = [
  'recipe_shared',
  'friend_request_received',
  'friend_request_accepted',
  'friend_recipe_published',
  'recipe_liked',
  'recipe_bookmarked',
] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

export const activityRecipeSchema = z.object({ id: z.number().int(), title: z.string(), slug: z.string().nullable() });

export const activityItemSchema = z.object({
  /** Stable across pages: the kind and what it is about (e.g. "recipe_liked:12:2026-11-24"). */
  id: z.string(),
  kind: z.enum(ACTIVITY_KINDS),
  /** When it happened (for a group: its latest event). */
  created_at: z.string(),
  /** Who did it (for a group: the latest member); null once that member is gone from your sight. */
  actor: memberSummarySchema.nullable(),
  /** Members counted in the item: 1, or for a group the number of likes or bookmarks that day. */
  count: z.number().int(),
  recipe: activityRecipeSchema.nullable(),
  /** The share's or the friend request's message. */
  message: z.string().nullable(),
  /** The friendship a friend request item is about (accept it with PUT /friends/request/{id}). */
  friendship_id: z.number().int().nullable(),
  /** Newer than the last time you marked the feed seen. */
  is_new: z.boolean(),
});
export type ActivityItem = z.infer<typeof activityItemSchema>;

export const activityFeedQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(50).default(PAGE_LIMIT_DEFAULT),
  offset: z.coerce.number().int().min(0).max(10_000).default(0),
});

export const activityFeedSchema = z.object({
  items: z.array(activityItemSchema),
  total: z.number().int(),
  limit: z.number().int(),
  offset: z.number().int(),
  new_count: z.number().int(),
});
export type ActivityFeed = z.infer<typeof activityFeedSchema>;

/** The sidebar's "new" badge: feed items newer than last_seen_at (null: never looked, everything is new). */
export const activityUnseenSchema = z.object({ new_count: z.number().int(), last_seen_at: z.string().nullable() });
export type ActivityUnseen = z.infer<typeof activityUnseenSchema>;
