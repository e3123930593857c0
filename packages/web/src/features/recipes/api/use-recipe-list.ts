import type { RecipeListQuery, RecipePage } from '@potluck/api';
import useSWR, { type SWRResponse } from 'swr';
import { api } from '../../../lib/api-client';
import { freshFor } from '../../../lib/swr-config';
import { recipeKeys } from './keys';

/** GET /recipes/ with the collection's filters (tab, search, category, difficulty, cuisine, meal, sort, page). */
export function useRecipeList(query: RecipeListQuery, enabled = true): SWRResponse<RecipePage> {
  return useSWR<RecipePage>(enabled ? recipeKeys.list(query) : null, () => api.recipes.list({ query }), {
    ...freshFor('recipes'),
    keepPreviousData: true,
  });
}
