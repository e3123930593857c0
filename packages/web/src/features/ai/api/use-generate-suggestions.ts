import type { RecipeRecommendations } from '@potluck/api';
import { useCallback } from 'react';
import { api } from '../../../lib/api-client';

/** POST /recipes/{id}/generate-ai-suggestions: new recommendations, not saved until the editor saves them. */
export function useGenerateSuggestions(recipeId: number) {
  return useCallback(
    async (): Promise<RecipeRecommendations> =>
      (await api.ai.generateSuggestions({ params: { id: recipeId } })).ai_suggestions,
    [recipeId],
  );
}
