import type { ChefVariation } from '@potluck/api';
import { useCallback } from 'react';
import { api } from '../../../lib/api-client';

/** POST /ai/multi-chef-recipes: several famous chefs' takes on a dish at once. */
export function useChefVariations() {
  return useCallback(
    async (dish: string): Promise<ChefVariation[]> =>
      (await api.ai.multiChefRecipes({ body: { recipe_query: dish } })).variations,
    [],
  );
}
