import type { Recipe, RecipeVersion } from '@potluck/api';
import useSWR, { type SWRResponse } from 'swr';
import { api } from '../../../lib/api-client';
import { freshFor } from '../../../lib/swr-config';
import { recipeKeys } from './keys';

/** GET /ai-chef/recipe/{id}/versions, newest first. `id` null skips the request. */
export function useRecipeVersions(id: number | null): SWRResponse<RecipeVersion[]> {
  return useSWR<RecipeVersion[]>(
    id === null ? null : recipeKeys.versions(id),
    async () => (await api.versions.list({ params: { id: id! } })).versions,
    freshFor('recipes'),
  );
}

export type RecipeVersionSnapshot = RecipeVersion & { recipe_data: Recipe };

/**
 * GET /ai-chef/recipe/{id}/version/{n}: an older version's content over the current recipe.
 * `n` null (showing the current recipe) skips the request. Snapshots never change, so they stay cached.
 */
export function useRecipeVersion(id: number | null, n: number | null): SWRResponse<RecipeVersionSnapshot> {
  return useSWR<RecipeVersionSnapshot>(
    id === null || n === null ? null : recipeKeys.version(id, n),
    () => api.versions.get({ params: { id: id!, n: n! } }),
    { ...freshFor('recipes'), revalidateOnFocus: false },
  );
}
