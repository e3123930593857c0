import type { Recipe, RecipeInput } from '@potluck/api';
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { api } from '../../../lib/api-client';
import { isRecipeListKey } from './keys';

/** POST /recipes/ with a saved AI recipe payload; the recipe lists revalidate so My Recipes shows it. */
export function useSaveAiRecipe() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (body: RecipeInput): Promise<Recipe> => {
      const recipe = await api.recipes.create({ body });
      void mutate(isRecipeListKey, undefined, { revalidate: true });
      return recipe;
    },
    [mutate],
  );
}
