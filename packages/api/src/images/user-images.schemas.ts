import { z } from 'zod';
import { names } from '../common/common.schemas';
import { IMAGE_FOLDERS } from './images.schemas';

/** A member has one avatar and one profile cover (spec 001 §2 Profile: avatar_url, cover_image_url). */
export const USER_IMAGE_KINDS = ['avatar', 'cover'] as const;
export type UserImageKind = (typeof USER_IMAGE_KINDS)[number];

/** Spec 001 §5 and §8: the profile's avatar texts (the web shows the failures as toasts). */
export const AVATAR_MESSAGES = {
  confirmDelete: 'Are you sure you want to delete your avatar?',
  uploadFailed: 'Failed to upload avatar',
  deleteFailed: 'Failed to delete avatar',
  /** Spec 001 §2: recommended avatar size. */
  recommended: 'Recommended size: 400×400',
} as const;

/** POST /images/user/avatar and /images/user/cover: the stored image, with thumbnail URLs for srcset. */
export const userImageSchema = z.object({
  kind: z.enum(USER_IMAGE_KINDS),
  image_url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  thumbnails: z.array(z.object({ width: z.number().int(), url: z.string() })),
});
export type UserImage = z.infer<typeof userImageSchema>;

/**
 * GET /images/info?file_path: a stored file's path as "folder/file", as a serve path
 * (/images/serve/folder/file) or as the full image_url (/api/v1/images/serve/folder/file).
 */
export const imageInfoQuerySchema = z.object({
  file_path: names(
    'imagePath',
    z.string({ error: 'file_path is required' }).trim().min(1, 'file_path is required').max(300),
  ),
});

/** What GET /images/info answers for a file the caller may see (spec 000 §7 names the call, not its fields). */
export const imageInfoSchema = z.object({
  /** "folder/file", normalised from the query. */
  file_path: z.string(),
  folder: z.enum(IMAGE_FOLDERS),
  file_name: z.string(),
  /** The serve URL of this exact file. */
  url: z.string(),
  content_type: z.string(),
  /** Bytes stored. */
  size: z.number().int(),
  width: z.number().int(),
  height: z.number().int(),
  /** What the file belongs to: a recipe image, or a member's avatar or cover. */
  owner: z.discriminatedUnion('type', [
    z.object({ type: z.literal('recipe'), recipe_id: z.number().int(), image_id: z.number().int() }),
    z.object({ type: z.enum(USER_IMAGE_KINDS), user_id: z.number().int() }),
  ]),
});
export type ImageInfo = z.infer<typeof imageInfoSchema>;
