import type { Recipe } from '@potluck/api';
import useSWR, { type SWRResponse } from 'swr';
import { api } from '../../../lib/api-client';
import { freshFor } from '../../../lib/swr-config';
import { recipeKeys } from './keys';

/** GET /recipes/{id}. `id` null (not a number in the address) skips the request. */
export function useRecipe(id: number | null): SWRResponse<Recipe> {
  return useSWR<Recipe>(
    id === null ? null : recipeKeys.detail(id),
    () => api.recipes.get({ params: { id } }),
    freshFor('recipes'),
  );
}

/** The numeric id of /recipes/{id} and /print/{id}, or null when the segment is not a positive integer. */
export function parseRecipeId(segment: string | undefined): number | null {
  if (!segment || !/^\d+$/.test(segment)) return null;
  const id = Number(segment);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
