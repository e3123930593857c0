import { endpoint } from '../endpoint';
import { preferencesInputSchema, preferencesSchema } from './preferences.schemas';
import { profileSchema, profileUpdateSchema } from './profile.schemas';

const COUNTS =
  'recipe_count counts all your recipes (drafts included); total_likes_received the likes on them; ' +
  'follower_count and following_count both count your accepted friends, since friends follow each other.';

/**
 * Spec 001 §7 Profile. The member's own recipes for the profile tab come from GET /recipes/my/recipes
 * (limit 50; status published or draft). The avatar upload stays at POST /users/profile/avatar (users contract).
 */
export const profileContract = {
  get: endpoint({
    method: 'GET',
    path: '/users/profile',
    summary: 'Your profile with its counts and cooking preferences',
    description: COUNTS,
    auth: true,
    responses: { 200: profileSchema },
  }),
  update: endpoint({
    method: 'PUT',
    path: '/users/profile',
    summary: 'Edit your profile (the username never changes; email unique; website http(s))',
    auth: true,
    body: profileUpdateSchema,
    responses: { 200: profileSchema },
  }),
  updateStats: endpoint({
    method: 'POST',
    path: '/users/profile/update-stats',
    summary: 'Recompute your profile counts now; answers the profile',
    description: COUNTS,
    auth: true,
    responses: { 200: profileSchema },
  }),
  deleteAvatar: endpoint({
    method: 'DELETE',
    path: '/users/profile/avatar',
    summary: 'Delete your avatar; answers the profile',
    auth: true,
    responses: { 200: profileSchema },
  }),
  uploadCover: endpoint({
    method: 'POST',
    path: '/users/profile/cover',
    summary: 'Upload or replace your cover image (multipart: file; decoded, re-encoded); answers the profile',
    auth: true,
    multipart: { file: 'file' },
    responses: { 200: profileSchema },
  }),
  deleteCover: endpoint({
    method: 'DELETE',
    path: '/users/profile/cover',
    summary: 'Remove your cover image; answers the profile',
    auth: true,
    responses: { 200: profileSchema },
  }),
  getPreferences: endpoint({
    method: 'GET',
    path: '/users/preferences',
    summary: 'Your cooking preferences (defaults until you save them; spice tolerance 3)',
    auth: true,
    responses: { 200: preferencesSchema },
  }),
  updatePreferences: endpoint({
    method: 'PUT',
    path: '/users/preferences',
    summary: 'Replace your cooking preferences (every option list of spec 001 §5 enforced; 422 names the field)',
    description:
      'The AI chef takes your skill, time, equipment, cuisines, spice tolerance, dislikes and goals into account.',
    auth: true,
    body: preferencesInputSchema,
    responses: { 200: preferencesSchema },
  }),
};
