import type { ChefVariation } from '@potluck/api';
import { useCallback } from 'react';
import { api } from '../../../lib/api-client';

/** POST /ai/single-chef-recipe: one famous chef's take on a dish. */
export function useChefVariation() {
  return useCallback(
    async (dish: string, chef: string): Promise<ChefVariation> =>
      (await api.ai.singleChefRecipe({ body: { recipe_query: dish, chef_name: chef } })).chef_variation,
    [],
  );
}
