import type { ChefAnswer } from '@potluck/api';
import { useCallback } from 'react';
import { api } from '../../../lib/api-client';

/** POST /ai-chef/ask-chef: a question about this recipe, answered from the recipe itself. */
export function useAskChef(recipeId: number) {
  return useCallback(
    (question: string): Promise<ChefAnswer> => api.ai.askChef({ body: { question, recipe_id: recipeId } }),
    [recipeId],
  );
}
