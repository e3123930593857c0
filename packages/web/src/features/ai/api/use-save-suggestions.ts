import type { RecipeRecommendations } from '@potluck/api';
import { useCallback } from 'react';
import { api } from '../../../lib/api-client';

/** PATCH /recipes/{id}/ai-suggestions (editors): stores them and their tools on the recipe. */
export function useSaveSuggestions(recipeId: number) {
  return useCallback(
    async (suggestions: RecipeRecommendations): Promise<void> => {
      await api.ai.saveSuggestions({ params: { id: recipeId }, body: { ai_suggestions_json: suggestions } });
    },
    [recipeId],
  );
}
