import type { Recipe, RecipeUpdateInput } from '@potluck/api';
import type { Nutrition } from '@potluck/api/domain';
import { useCallback } from 'react';
import { api } from '../../../lib/api-client';

/** The change summary of the version a nutrition save creates. */
export const NUTRITION_CHANGE_SUMMARY = 'Updated nutrition';

/**
 * PUT /recipes/{id} (editors) with the recipe as it is plus the nutrition. The update saves the recipe
 * whole, so `current` is the body the edit form would send unchanged (the recipe page builds it).
 */
export function useSaveNutrition(recipeId: number) {
  return useCallback(
    (current: RecipeUpdateInput, nutrition: Nutrition): Promise<Recipe> =>
      api.recipes.update({
        params: { id: recipeId },
        body: { ...current, nutrition_json: nutrition, change_summary: NUTRITION_CHANGE_SUMMARY },
      }),
    [recipeId],
  );
}
