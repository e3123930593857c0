import {
  contract,
  type ImageReorder,
  type ImageUpdate,
  type ImageUploadFields,
  type RecipeImages,
  type StoredImage,
  type UploadLimits,
} from '@potluck/api';
import useSWR, { useSWRConfig, type SWRResponse } from 'swr';
import { api } from '../../../lib/api-client';
import { freshFor } from '../../../lib/swr-config';
import { isRecipeListKey, recipeKeys } from './keys';

/** GET /images/upload-limits: largest file and formats (fresh 30 minutes, spec 000 §9). */
export function useUploadLimits(): SWRResponse<UploadLimits> {
  return useSWR<UploadLimits>(recipeKeys.uploadLimits, () => api.images.uploadLimits(), freshFor('uploadLimits'));
}

/** GET /images/recipe/{id}/images: the photos in display order, and the featured one's URL. */
export function useRecipeImages(id: number | null): SWRResponse<RecipeImages> {
  return useSWR<RecipeImages>(
    id === null ? null : recipeKeys.images(id),
    () => api.images.list({ params: { id } }),
    freshFor('recipes'),
  );
}

/** The optional fields of an upload (image_type, step_number, caption, alt_text). */
export type UploadFields = Partial<Omit<ImageUploadFields, 'step_number'>> & { step_number?: number };

/**
 * Upload, edit, reorder and delete a recipe's photos. Each call refreshes the recipe, its photo list and
 * every recipe list (the featured photo is the card image).
 */
export function useRecipeImageMutations() {
  const { mutate } = useSWRConfig();
  const refresh = async (id: number) => {
    await Promise.all([mutate(recipeKeys.images(id)), mutate(recipeKeys.detail(id))]);
    void mutate(isRecipeListKey);
  };
  return {
    /** POST /images/recipe/{id}/upload (multipart: file plus the optional fields). */
    async upload(id: number, file: File, fields: UploadFields = {}): Promise<StoredImage> {
      const form = new FormData();
      for (const [name, value] of Object.entries(fields))
        if (value !== undefined && value !== null) form.append(name, String(value));
      form.append('file', file, file.name);
      const image = await api.upload(contract.images.upload, { params: { id }, body: form });
      await refresh(id);
      return image;
    },
    async update(id: number, imageId: number, body: Partial<ImageUpdate>): Promise<StoredImage> {
      const image = await api.images.update({ params: { id, imageId }, body });
      await refresh(id);
      return image as StoredImage;
    },
    async reorder(id: number, body: ImageReorder): Promise<void> {
      await api.images.reorder({ params: { id }, body });
      await refresh(id);
    },
    async remove(id: number, imageId: number): Promise<void> {
      await api.images.remove({ params: { id, imageId } });
      await refresh(id);
    },
  };
}
