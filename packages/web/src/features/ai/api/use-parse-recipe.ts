import type { ParsedRecipeResponse } from '@potluck/api';
import { useCallback } from 'react';
import { api } from '../../../lib/api-client';

/** POST /ai/parse-recipe: `enhance` false always uses the built-in parser. Nothing is cached. */
export function useParseRecipe() {
  return useCallback(
    (text: string, enhance: boolean): Promise<ParsedRecipeResponse> => api.ai.parseRecipe({ body: { text, enhance } }),
    [],
  );
}
