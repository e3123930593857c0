import { z } from 'zod';
import { idOf, names } from '../common/common.schemas';
import { endpoint } from '../endpoint';
import {
  IMAGE_FOLDERS,
  imageReorderSchema,
  imageUpdateSchema,
  recipeImagesSchema,
  storedImageSchema,
  uploadLimitsSchema,
} from './images.schemas';
import { imageInfoQuerySchema, imageInfoSchema, userImageSchema } from './user-images.schemas';

const recipeParams = z.object({ id: idOf('recipe') });
const imageParams = recipeParams.extend({ imageId: idOf('image') });

/**
 * Recipe images (spec 000 §7). The upload takes multipart/form-data (file, image_type, step_number, caption,
 * alt_text), which the contract cannot describe as a zod body: its route reads the parts itself and the typed
 * client sends it with client.upload(contract.images.upload, { params, body: formData }). The serve paths answer
 * bytes, not JSON: clients fetch them with client.fetchRaw (matchEndpoint reads an image_url back into params).
 */
export const imagesContract = {
  upload: endpoint({
    method: 'POST',
    path: '/images/recipe/:id/upload',
    summary: 'Upload a recipe image (multipart: file, image_type, step_number, caption, alt_text)',
    auth: true,
    params: recipeParams,
    multipart: { file: 'file', fields: ['image_type', 'step_number', 'caption', 'alt_text'] },
    responses: { 201: storedImageSchema },
  }),
  update: endpoint({
    method: 'PUT',
    path: '/images/recipe/:id/image/:imageId',
    summary: 'Change caption, alt text, featured or position (JSON or multipart fields)',
    auth: true,
    params: imageParams,
    body: imageUpdateSchema,
    responses: { 200: storedImageSchema },
  }),
  reorder: endpoint({
    method: 'POST',
    path: '/images/recipe/:id/images/reorder',
    summary: "Reorder a recipe's images",
    auth: true,
    params: recipeParams,
    body: imageReorderSchema,
    responses: { 200: recipeImagesSchema },
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/images/recipe/:id/image/:imageId',
    summary: 'Delete one image',
    auth: true,
    params: imageParams,
    responses: { 204: z.null() },
  }),
  removeAll: endpoint({
    method: 'DELETE',
    path: '/images/recipe/:id/image',
    summary: 'Delete all images of a recipe',
    auth: true,
    params: recipeParams,
    responses: { 204: z.null() },
  }),
  list: endpoint({
    method: 'GET',
    path: '/images/recipe/:id/images',
    summary: "A recipe's images in order",
    auth: true,
    params: recipeParams,
    responses: { 200: recipeImagesSchema },
  }),
  uploadLimits: endpoint({
    method: 'GET',
    path: '/images/upload-limits',
    summary: 'Maximum size and accepted formats',
    auth: true,
    responses: { 200: uploadLimitsSchema },
  }),
  info: endpoint({
    method: 'GET',
    path: '/images/info',
    summary: 'Size, dimensions and owner of a stored file you may see (404 otherwise)',
    auth: true,
    query: imageInfoQuerySchema,
    responses: { 200: imageInfoSchema },
  }),
  // Avatars (spec 000 §7) and the profile cover (spec 001 §2 shows one but names no call: ours mirror the avatar's).
  uploadAvatar: endpoint({
    method: 'POST',
    path: '/images/user/avatar',
    summary: 'Upload or replace your avatar (multipart: file)',
    auth: true,
    multipart: { file: 'file' },
    responses: { 201: userImageSchema },
  }),
  deleteAvatar: endpoint({
    method: 'DELETE',
    path: '/images/user/avatar',
    summary: 'Delete your avatar',
    auth: true,
    responses: { 204: z.null() },
  }),
  uploadCover: endpoint({
    method: 'POST',
    path: '/images/user/cover',
    summary: 'Upload or replace your profile cover image (multipart: file)',
    auth: true,
    multipart: { file: 'file' },
    responses: { 201: userImageSchema },
  }),
  deleteCover: endpoint({
    method: 'DELETE',
    path: '/images/user/cover',
    summary: 'Delete your profile cover image',
    auth: true,
    responses: { 204: z.null() },
  }),
  serve: endpoint({
    method: 'GET',
    path: '/images/serve/:folder/:file',
    summary: 'Image bytes (public recipes without a token; private and draft ones, avatars and covers need one)',
    auth: false,
    params: z.object({ folder: z.enum(IMAGE_FOLDERS), file: names('imageFile', z.string().max(120)) }),
    responses: { 200: z.unknown() },
  }),
};
