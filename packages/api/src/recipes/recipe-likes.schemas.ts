import { z } from 'zod';

export const likeStatusSchema = z.object({ is_liked: z.boolean(), like_count: z.number().int() });
export type LikeStatus = z.infer<typeof likeStatusSchema>;

export const likerSchema = z.object({
  user_id: z.number().int(),
  username: z.string(),
  display_name: z.string().nullable(),
  avatar_url: z.string().nullable(),
  liked_at: z.string(),
});
