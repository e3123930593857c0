import type { PotluckClient } from '@potluck/api/client';
import { useCallback } from 'react';
import { api } from '../../../lib/api-client';

/** Spec 000 §3 AI answer on home: the answer and the family recipes that fit it. */
export type CookingAnswer = Awaited<ReturnType<PotluckClient['ai']['cookingAssistant']>>;

/** POST /ai/cooking-assistant: a free cooking question, answered with matching family recipes. */
export function useCookingAssistant() {
  return useCallback((question: string): Promise<CookingAnswer> => api.ai.cookingAssistant({ body: { question } }), []);
}
