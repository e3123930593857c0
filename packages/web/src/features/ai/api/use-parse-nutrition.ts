import { useCallback } from 'react';
import { api } from '../../../lib/api-client';

export interface ParsedNutritionLabel {
  /** False when the text held no nutrition facts; nothing was stored then. */
  success: boolean;
  message: string;
}

/** POST /recipes/parse-nutrition (editors): a pasted nutrition label, read and stored on the recipe. */
export function useParseNutrition(recipeId: number) {
  return useCallback(
    async (text: string): Promise<ParsedNutritionLabel> => {
      const answer = await api.ai.parseNutrition({ body: { recipe_id: recipeId, text } });
      // A success without usable facts would leave the panel empty: it counts as nothing found.
      return { success: answer.success && answer.nutrition_json !== null, message: answer.message };
    },
    [recipeId],
  );
}
