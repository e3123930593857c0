import { useCallback } from 'react';
import { api } from '../../../lib/api-client';

/** POST /ai/famous-chefs-for-dish: the chefs known for a dish (an empty list when there are none). */
export function useFamousChefs() {
  return useCallback(async (dish: string): Promise<string[]> => {
    const answer = await api.ai.famousChefs({ body: { dish_name: dish } });
    return answer.success ? answer.famous_chefs : [];
  }, []);
}
