import type { Nutrition } from '@potluck/api/domain';
import { useCallback } from 'react';
import { api } from '../../../lib/api-client';

/** POST /ai/analyze-nutrition: ingredient lines and servings → an estimate (null when none); nothing is stored. */
export function useAnalyzeNutrition() {
  return useCallback(async (text: string, servings: number): Promise<Nutrition | null> => {
    const answer = await api.ai.analyzeNutrition({ body: { text, servings } });
    return answer.success ? answer.nutrition_data : null;
  }, []);
}
