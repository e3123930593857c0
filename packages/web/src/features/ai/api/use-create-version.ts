import type { RecipeDraft } from '@potluck/api';
import { useCallback } from 'react';
import { api } from '../../../lib/api-client';

export interface CreatedVersion {
  version_number: number;
  message: string;
}

/** POST /ai-chef/create-version-from-ai (editors): the chef's modified recipe becomes the current version. */
export function useCreateVersion(recipeId: number) {
  return useCallback(
    async (answer: string, modifications: RecipeDraft): Promise<CreatedVersion> => {
      const created = await api.ai.createVersion({ body: { recipe_id: recipeId, ai_response: answer, modifications } });
      return { version_number: created.version_number, message: created.message };
    },
    [recipeId],
  );
}
