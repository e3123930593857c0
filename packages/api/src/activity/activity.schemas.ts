import { z } from 'zod';
import { idOf } from '../common/common.schemas';
import { SHARE_PLATFORMS, SHARE_TYPES } from '../recipes/recipe.rules';

export const SHARE_MESSAGES = {
  friendNeeded: 'Choose a member to share with',
  memberNotFound: 'That member was not found',
  notYourself: 'You cannot share a recipe with yourself',
  notVisibleToFriend: 'Only a published, public recipe can be shared with another member',
  notAFriend: 'You can only share recipes with your friends',
} as const;

/** POST /activity/share/recipe: a friend share names the member; link and social shares name nobody. */
export const shareInputSchema = z
  .object({
    recipe_id: idOf('recipe', 'json'),
    shared_with_id: idOf('member', 'json').nullish(),
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
