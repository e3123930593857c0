import { z } from 'zod';
import { emailSchema } from '../auth/auth.rules';
import { roleSchema } from '../users/users.schemas';
import { DIETARY_PREFERENCES, cookingPreferencesSchema, dietaryPreferencesInputSchema } from './preferences.schemas';

export const PROFILE_LIMITS = { name: 100, bio: 500, location: 100, website: 200 } as const;

/** Spec 001 §8 Profile texts (the web shows them; the server's own refusals are below). */
export const PROFILE_MESSAGES = {
  updated: 'Profile updated successfully!',
  updateFailed: 'Failed to update profile. Please try again.',
  loadFailed: 'Failed to load profile data.',
  statsUpdated: 'Profile statistics updated successfully!',
  statsFailed: 'Failed to update statistics',
  noRecipes: 'No Recipes Yet',
  comingSoon: 'coming soon',
  draft: 'Draft',
  usernameLocked: 'Username cannot be changed',
  websiteInvalid: 'Website must be a valid http or https URL',
  nameTooLong: `Must be at most ${PROFILE_LIMITS.name} characters`,
  bioTooLong: `Bio must be at most ${PROFILE_LIMITS.bio} characters`,
  locationTooLong: `Location must be at most ${PROFILE_LIMITS.location} characters`,
  websiteTooLong: `Website must be at most ${PROFILE_LIMITS.website} characters`,
} as const;

/**
 * The Profile of spec 001 §3 (the signed-in member's own). Counts are computed when read:
 * recipe_count = all your recipes (drafts included); total_likes_received = likes on them;
 * follower_count = following_count = your accepted friends (friends follow each other).
 */
export const profileSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  username: z.string(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  display_name: z.string().nullable(),
  bio: z.string().nullable(),
  location: z.string().nullable(),
  website: z.string().nullable(),
  avatar_url: z.string().nullable(),
  cover_image_url: z.string().nullable(),
  role: roleSchema,
  created_at: z.string(),
  dietary_preferences: z.array(z.enum(DIETARY_PREFERENCES)),
  recipe_count: z.number().int(),
  follower_count: z.number().int(),
  following_count: z.number().int(),
  total_likes_received: z.number().int(),
  /** When POST /users/profile/update-stats last ran (null: never). */
  stats_updated_at: z.string().nullable(),
  cooking_preferences: cookingPreferencesSchema,
});
export type Profile = z.infer<typeof profileSchema>;

/** Optional text: trimmed; '' or null clears it; undefined leaves it. */
const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .nullable()
    .optional()
    .transform((v) => (v === '' ? null : v));

const websiteSchema = z
  .string()
  .trim()
  .max(PROFILE_LIMITS.website, PROFILE_MESSAGES.websiteTooLong)
  .refine((v) => v === '' || /^https?:\/\/[^\s/$.?#][^\s]*$/i.test(v), PROFILE_MESSAGES.websiteInvalid)
  .nullable()
  .optional()
  .transform((v) => (v === '' ? null : v));

/**
 * PUT /users/profile: every field optional (left out = unchanged). username may be sent (the web sends the whole
 * form) but must equal yours: 422 'Username cannot be changed' otherwise.
 */
export const profileUpdateSchema = z.object({
  username: z.string().optional(),
  email: emailSchema.optional(),
  first_name: optionalText(PROFILE_LIMITS.name, PROFILE_MESSAGES.nameTooLong),
  last_name: optionalText(PROFILE_LIMITS.name, PROFILE_MESSAGES.nameTooLong),
  display_name: optionalText(PROFILE_LIMITS.name, PROFILE_MESSAGES.nameTooLong),
  bio: optionalText(PROFILE_LIMITS.bio, PROFILE_MESSAGES.bioTooLong),
  location: optionalText(PROFILE_LIMITS.location, PROFILE_MESSAGES.locationTooLong),
  website: websiteSchema,
  dietary_preferences: dietaryPreferencesInputSchema.optional(),
});
export type ProfileUpdateInput = z.input<typeof profileUpdateSchema>;

/** Spec 001 §2 badges: New Member always; Recipe Creator above 0 recipes; Popular Cook at 10 or more followers. */
export const PROFILE_BADGES = ['New Member', 'Recipe Creator', 'Popular Cook'] as const;
export type ProfileBadge = (typeof PROFILE_BADGES)[number];
export const POPULAR_COOK_FOLLOWERS = 10;

export function profileBadges(p: Pick<Profile, 'recipe_count' | 'follower_count'>): ProfileBadge[] {
  return [
    'New Member',
    ...(p.recipe_count > 0 ? (['Recipe Creator'] as const) : []),
    ...(p.follower_count >= POPULAR_COOK_FOLLOWERS ? (['Popular Cook'] as const) : []),
  ];
}
