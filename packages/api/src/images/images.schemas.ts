import { z } from 'zod';
import { idOf } from '../common/common.schemas';
import { recipeImageSchema } from '../recipes/recipe.schemas';

/** Spec 000 §9: at most 10 images per recipe; the displayed size limit falls back to 10MB. */
export const MAX_IMAGES_PER_RECIPE = 10;
export const FALLBACK_MAX_FILE_SIZE_MB = 10;
export const IMAGE_TYPES = ['featured', 'gallery', 'step'] as const;
/** Widths of the WebP thumbnails served at /images/serve/thumbnails/thumb_{size}_{file}. */
export const THUMBNAIL_SIZES = [150, 400, 800] as const;
/** What the server decodes and accepts, as upper-case extensions (AVIF: sharp's prebuilt libvips reads it). */
export const SUPPORTED_IMAGE_FORMATS = ['JPG', 'JPEG', 'PNG', 'WEBP', 'GIF', 'AVIF'] as const;
export type ThumbnailSize = (typeof THUMBNAIL_SIZES)[number];

/** Spec 000 §5 and §8: the texts the server, the web app and the CLI all show. */
export const IMAGE_MESSAGES = {
  fileTooLarge: (mb: number) => `File size too large. Maximum size is ${mb}MB`,
  unsupportedFormat: (formats: readonly string[]) =>
    `Unsupported file format. Supported formats: ${formats.join(', ')}`,
  limitsNotLoaded: 'Upload limits not available',
  notAnImage: 'Only image files can be added',
  tooMany: `A recipe can have at most ${MAX_IMAGES_PER_RECIPE} images. Delete one before adding another.`,
  tooManyPixels: (width: number, height: number, maxMegapixels: number) =>
    `Image dimensions are too large (${width}×${height}). The maximum is ${maxMegapixels} megapixels.`,
  fileRequired: 'Please choose an image file to upload (multipart field "file")',
  stepNumberRequired: 'Step number is required for step images',
  imageNotFound: 'Image not found',
  unknownImage: 'This image does not belong to the recipe',
  duplicateImage: 'Each image may appear only once',
  uploadFailed: 'Failed to upload image. Please try again.',
  deleteFailed: 'Failed to delete image. Please try again.',
  updateFailed: 'Failed to update image. Please try again.',
  reorderFailed: 'Failed to reorder images. Please try again.',
} as const;

export const uploadLimitsSchema = z.object({
  max_file_size: z.number().int(),
  max_file_size_mb: z.number(),
  /** Upper-case extensions, e.g. JPG, JPEG, PNG, WEBP, GIF (spec 000 §5 compares the uppercased extension). */
  supported_formats: z.array(z.string()),
});
export type UploadLimits = z.infer<typeof uploadLimitsSchema>;

/** Multipart text fields arrive as strings; '' means "not given". */
const emptyToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
const text = (max: number) => z.preprocess(emptyToUndefined, z.string().trim().max(max).optional());
const booleanField = z.preprocess((v) => (v === 'true' ? true : v === 'false' ? false : v), z.boolean());

/** The text fields of POST /images/recipe/:id/upload (the file itself travels as the multipart part "file"). */
export const imageUploadFieldsSchema = z
  .object({
    image_type: z.preprocess(emptyToUndefined, z.enum(IMAGE_TYPES).default('gallery')),
    step_number: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(1000).optional()),
    caption: text(500),
    alt_text: text(500),
  })
  .superRefine((v, ctx) => {
    if (v.image_type === 'step' && v.step_number === undefined) {
      ctx.addIssue({ code: 'custom', path: ['step_number'], message: IMAGE_MESSAGES.stepNumberRequired });
    }
  });
export type ImageUploadFields = z.output<typeof imageUploadFieldsSchema>;

/** PUT /images/recipe/:id/image/:imageId, as JSON or multipart fields; fields left out keep their values. */
export const imageUpdateSchema = z.object({
  caption: z.preprocess((v) => (v === '' ? null : v), z.string().trim().max(500).nullable().optional()),
  alt_text: z.preprocess((v) => (v === '' ? null : v), z.string().trim().max(500).nullable().optional()),
  is_featured: booleanField.optional(),
  order_index: z.coerce.number().int().min(0).max(1000).optional(),
});
export type ImageUpdate = z.output<typeof imageUpdateSchema>;

export const imageReorderSchema = z.object({
  image_orders: z
    .array(z.object({ image_id: idOf('image'), order_index: z.coerce.number().int().min(0).max(1000) }))
    .min(1)
    .max(MAX_IMAGES_PER_RECIPE),
});
export type ImageReorder = z.output<typeof imageReorderSchema>;

/** An image as the image endpoints return it: the recipe's image plus its size and thumbnail URLs (for srcset). */
export const storedImageSchema = recipeImageSchema.extend({
  width: z.number().int(),
  height: z.number().int(),
  thumbnails: z.array(z.object({ width: z.number().int(), url: z.string() })),
});
export type StoredImage = z.infer<typeof storedImageSchema>;

export const recipeImagesSchema = z.object({
  images: z.array(storedImageSchema),
  featured_image_url: z.string().nullable(),
});
export type RecipeImages = z.infer<typeof recipeImagesSchema>;

/**
 * /images/serve/{folder}/{file}: recipe originals live in "recipes", avatars in "avatars", profile covers in
 * "covers", and the thumbnails of all of them in "thumbnails".
 */
export const IMAGE_FOLDERS = ['recipes', 'thumbnails', 'avatars', 'covers'] as const;
export type ImageFolder = (typeof IMAGE_FOLDERS)[number];
export const thumbnailName = (size: ThumbnailSize, file: string) => `thumb_${size}_${file}`;
