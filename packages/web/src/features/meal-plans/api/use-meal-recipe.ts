import type { Recipe } from '@potluck/api';
import useSWR, { type SWRResponse } from 'swr';
import { api } from '../../../lib/api-client';

/** GET /recipes/{id} for a meal's recipe detail modal (null id: a custom meal, nothing to load). */
export function useMealRecipe(id: number | null): SWRResponse<Recipe> {
  return useSWR(id === null ? null : ['meal-plan-recipe', id], () => api.recipes.get({ params: { id: id! } }));
}
