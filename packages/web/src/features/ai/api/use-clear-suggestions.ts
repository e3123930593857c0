import { useCallback } from 'react';
import { api } from '../../../lib/api-client';

/** DELETE /recipes/{id}/ai-suggestions (editors): removes the saved recommendations and their tools. */
export function useClearSuggestions(recipeId: number) {
  return useCallback(async (): Promise<void> => {
    await api.ai.clearSuggestions({ params: { id: recipeId } });
  }, [recipeId]);
}
